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



@pytest.mark.parametrize("width,height", [(412, 915), (768, 1024), (1024, 768)])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_games_name_is_shown_whole(page, lang, width, height):
    """At 412 px the title went to "China D…" / "チャイナ…", and at 768 px in
    Japanese, beside the labelled buttons, to "チャイナ…": it takes two lines."""
    page.set_viewport_size({"width": width, "height": height})
    if not page.evaluate("document.documentElement.lang").startswith(lang):
        page.click(".btn-lang")
    for game, n in (("china_duel", 2), ("qianlong", 2), ("doudizhu", 3), ("cena", 3), ("sanguosha", 2)):
        gid = new_game(page, game, [("A", False)] + [("B", True)] * (n - 1), 5)
        go_table(page, gid)
        page.wait_for_selector(".table-bar .bar-btn")
        got = page.evaluate("""() => { const t = document.querySelector('.table-bar .bar-title');
          return { text: t.textContent, cut: t.scrollWidth > t.clientWidth + 1 || t.scrollHeight > t.clientHeight + 1 }; }""")
        assert not got["cut"], (game, got)
        assert page.evaluate(ROW)["spread"] <= 2, game
        page.evaluate("location.hash = '#/'")
        page.wait_for_selector(".game-card")

UNDO_NOTHING = {"ja": "取り消せる手がありません：札が引かれた・公開された後や、他のプレイヤーが動いた後は、それより前の手を取り消せません。",
                "en": "Nothing to take back: you have not moved since the last card was drawn or revealed, or since another player moved."}


def test_undo_not_offered_says_why(page):
    """#30.23: with two humans, Undo was greyed out with no reason given. It
    stays tappable while not offered (aria-disabled) and a tap says why."""
    gid = new_game(page, "qianlong", [("A", False), ("B", False)], 5)
    go_table(page, gid)
    page.wait_for_selector(".handover-ready, .ql-card, .ql-eunuch")
    if page.query_selector(".handover-ready"):
        page.click(".handover-ready")
    undo = page.locator(".table-bar button").filter(has_text="↶")
    undo.wait_for()
    assert undo.get_attribute("aria-disabled") == "true" and undo.is_disabled()
    # a real tap at the button (force: Playwright's click would wait for it
    # to be enabled); a greyed button that lets taps through to the bar
    # under it says nothing
    undo.click(force=True)
    toast = page.wait_for_selector(".toast")
    lang = page.evaluate("document.documentElement.lang")
    assert toast.inner_text() == UNDO_NOTHING["ja" if lang.startswith("ja") else "en"]
    assert page.evaluate(f"window.hotseat.record('{gid}')")["actions"] == []  # nothing was undone
