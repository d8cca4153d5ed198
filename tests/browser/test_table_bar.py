"""The table's top bar keeps to one row (issue #29: "the top bar fits one row
at 412 px and at 768 px in Japanese"): every button on one line, none under
44 px, the title cut rather than the row broken; on a narrow screen each
label goes small under its icon."""

from __future__ import annotations

import pytest

from ui_helpers import go_table, new_game

ROW = """() => {
  const bar = document.querySelector('.table-bar');
  const kids = [...bar.children].filter((e) => e.getClientRects().length);
  const boxes = kids.map((e) => e.getBoundingClientRect());
  const mids = boxes.map((r) => r.top + r.height / 2);
  return {
    spread: Math.max(...mids) - Math.min(...mids),
    height: bar.getBoundingClientRect().height,
    small: kids.filter((e) => e.matches('.btn')).map((e) => e.getBoundingClientRect())
      .filter((r) => r.width < 44 || r.height < 44).length,
    buttons: kids.filter((e) => e.matches('.btn')).length,
    overflow: bar.scrollWidth > bar.clientWidth || document.documentElement.scrollWidth > innerWidth,
    labels: [...bar.querySelectorAll('.bar-lbl')].map((e) => e.textContent),
  };
}"""


@pytest.mark.parametrize("width,height,lang", [(412, 915, "ja"), (412, 915, "en"), (768, 1024, "ja"),
                                               (360, 740, "ja")])
def test_the_bar_is_one_row(page, width, height, lang):
    page.set_viewport_size({"width": width, "height": height})
    if not page.evaluate("document.documentElement.lang").startswith(lang):
        page.click(".btn-lang")
    # two humans: the bar holds every button it can (home, rules, phones,
    # undo, log, language)
    gid = new_game(page, "sanguosha", [("A", False), ("B", False)], 5)
    go_table(page, gid)
    page.wait_for_selector(".table-bar .bar-btn")
    got = page.evaluate(ROW)
    assert got["buttons"] == 6, got
    assert got["spread"] <= 2 and got["height"] <= 62, got   # one row
    assert got["small"] == 0 and not got["overflow"], got
    home, rules, phones, undo, log = got["labels"][:5]
    assert (rules, log) == (("ルール", "ログ") if lang == "ja" else ("Rules", "Log"))
