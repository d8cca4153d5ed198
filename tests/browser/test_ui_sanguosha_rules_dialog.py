"""Sanguosha's rules in the table's dialog read in wide enough columns at
1024×768, 768×1024 and 412×915, in both languages: the steps of "Using a
card" had their words squeezed to 97 px beside their pictures at 1024×768
(the marks' to about 150 px at 768×1024) while the dialog had room."""

from __future__ import annotations

import pytest

from ui_helpers import go_table, new_game

SIZES = [(1024, 768), (768, 1024), (412, 915)]

# Every block of the dialog's text (a paragraph, an item, a step's or a
# mark's words) with more than 20 characters of its own: its width.
COLUMNS = """() => [...document.querySelectorAll('.dialog-rules .dialog-body :is(p, li, li > span, dd, td)')]
  .filter((e) => e.getClientRects().length
    && [...e.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim().length > 20))
  .map((e) => [Math.round(e.getBoundingClientRect().width), e.textContent.trim().slice(0, 40)])"""


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_rules_dialog_reads_in_wide_columns(page, lang):
    gid = new_game(page, "sanguosha", [(f"P{i + 1}", True) for i in range(5)], 3)
    go_table(page, gid, delay=100_000)
    if page.evaluate("document.documentElement.lang") != lang:
        page.click(".btn-lang")
        page.wait_for_function("(l) => document.documentElement.lang === l", arg=lang)
    try:
        for w, h in SIZES:
            page.set_viewport_size({"width": w, "height": h})
            page.click(".table-bar button:has-text('?')")
            page.wait_for_selector(".dialog-rules .sgs-steps")
            cols = page.evaluate(COLUMNS)
            assert len(cols) > 50
            narrow = [c for c in cols if c[0] < 240]
            assert not narrow, ((w, h), narrow)
            # the dialog itself inside the screen
            box = page.locator(".dialog-rules").bounding_box()
            assert box["x"] >= 0 and box["x"] + box["width"] <= w and box["y"] >= 0 and box["y"] + box["height"] <= h
            page.keyboard.press("Escape")
            page.wait_for_selector(".dialog-rules", state="detached")
    finally:
        page.set_viewport_size({"width": 1024, "height": 768})
