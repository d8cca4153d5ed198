"""The ends of rounds at the table (issue #30, items 19, 21 and 24): a
hand's breakdown is not under the open log, and a table left at the
breakdown shows it again when it is opened again, until the players go on
(it used to skip it)."""

from __future__ import annotations

from ui_helpers import go, go_table, new_game

# Dou Dizhu, seed 6, two hands: the bots end the first hand at move 29,
# seat 1 (a bot) making it.
SEATS = [("A", False), ("B", True), ("C", True)]
PLAY = """async ([id, n]) => { const h = window.hotseat;
  for (let k = 0; k < n; k++) { const s = await h.toAct(id); await h.act(id, s[0], await h.botAction(id, s[0])); } }"""


def test_a_table_left_at_a_hands_breakdown_shows_it_again(page):
    gid = new_game(page, "doudizhu", SEATS, 6, {"hands": 2})
    page.evaluate(PLAY, [gid, 28])
    # #30.21: on a portrait tablet the open log lay over "Next hand"; the
    # bots at the normal pace leave time to open it before their last move
    page.set_viewport_size({"width": 768, "height": 1024})
    go_table(page, gid, 700)
    page.click(".table-bar button[aria-controls='log-panel']")
    page.wait_for_selector(".interlude", timeout=15_000)
    covered = page.evaluate("""() => { const b = document.querySelector('.interlude .btn-primary').getBoundingClientRect();
        const at = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
        return at && at.closest('.interlude .btn-primary') ? null : (at ? at.className : 'nothing'); }""")
    assert covered is None, covered
    first = page.inner_text(".interlude")
    assert page.evaluate(f"window.hotseat.record('{gid}')")["actions"].__len__() == 29
    # leave at the breakdown, come back: the same breakdown, nothing played
    go(page, "/")
    page.wait_for_selector(".screen.home")
    go_table(page, gid)
    page.wait_for_selector(".interlude")
    assert page.inner_text(".interlude") == first
    assert len(page.evaluate(f"window.hotseat.record('{gid}')")["actions"]) == 29
    # the players go on: the next hand, and the breakdown is not shown again
    page.click(".interlude .btn-primary")
    page.wait_for_selector(".interlude", state="detached")
    go(page, "/")
    page.wait_for_selector(".screen.home")
    go_table(page, gid)
    page.wait_for_selector(".table-bar")
    page.wait_for_function("document.querySelector('.game-root') && document.querySelector('.game-root').childElementCount > 0")
    assert page.query_selector(".interlude") is None
    assert page.evaluate(f"localStorage.getItem('hotseat.interlude.{gid}')") is None
