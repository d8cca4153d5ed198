"""The log panel (issue #28): the whole game, newest first, read in pages.

The last events come with every view; older ones are read from the engine
(``hotseat.log``) when the player taps "Earlier moves" or scrolls to the end
of the list. "My last turn" finds the seat's own last act, loading pages
until it is there. Lines that are one seat's alone are shown to it alone.
"""

from __future__ import annotations

from ui_helpers import go_table, new_game, wait_until

PLAY = """async ([id, n]) => {
  const h = window.hotseat;
  for (let k = 0; k < n; k++) {
    const seats = await h.toAct(id);
    if (!seats.length) break;
    await h.act(id, seats[0], await h.botAction(id, seats[0]));
  }
}"""


def entries(page):
    return page.eval_on_selector_all("#log-panel .log-entry", """els => els.map(e => ({
        i: Number(e.dataset.i), seat: e.dataset.seat, own: e.classList.contains('log-private'),
        text: e.querySelector('.log-text').textContent}))""")


def open_log(page):
    if page.get_attribute(".table-bar button[aria-controls='log-panel']", "aria-pressed") != "true":
        page.click(".table-bar button[aria-controls='log-panel']")
    page.wait_for_selector("#log-panel .log-entry")


def test_the_log_pages_the_whole_game_newest_first(page, site):
    # A long Qianlong's Harem game played by the bots, then a human's turn.
    gid = new_game(page, "qianlong", [("Sato", False), ("Bot", True)], 2)
    page.evaluate(PLAY, [gid, 30])
    total = page.evaluate("(id) => window.hotseat.log(id, 0, 0, 0)", gid)["total"]
    assert total > 12 + 60, total  # the view's events and more than one page
    go_table(page, gid)
    open_log(page)
    first = entries(page)
    assert 0 < len(first) <= 12
    assert [e["i"] for e in first] == sorted((e["i"] for e in first), reverse=True)
    assert all("{seat:" not in e["text"] for e in first)
    # "Earlier moves" reads the page before, then scrolling to the end the
    # rest, until the whole game is there and the button is gone.
    page.click("#log-panel .log-older")
    wait_until(lambda: len(entries(page)) > len(first))
    for _ in range(40):
        if not page.locator("#log-panel .log-older").count():
            break
        page.eval_on_selector("#log-panel", "p => { p.scrollTop = p.scrollHeight; p.dispatchEvent(new Event('scroll')); }")
        page.wait_for_timeout(100)
    got = entries(page)
    assert len(got) == total
    # a line that does not name the seat it tells of ("{seat:1}'s consort
    # moves back 3", seat 0's 讒言) has that seat's name before it, set off
    # by a colon: the two names ran together
    seps = page.eval_on_selector_all("#log-panel .log-who", "els => els.map((e) => getComputedStyle(e, '::after').content)")
    assert seps and set(seps) <= {'":"', '"："'}, seps
    assert [e["i"] for e in got] == sorted((e["i"] for e in got), reverse=True)
    whole = page.evaluate("""async (id) => { const out = [];
        for (;;) { const p = await window.hotseat.log(id, 0, out.length, 200); out.push(...p.events);
                   if (out.length >= p.total) return out; } }""", gid)
    assert [e["i"] for e in got] == [e["i"] for e in reversed(whole)]


def test_my_last_turn_is_found_and_marked(page, site):
    gid = new_game(page, "qianlong", [("Sato", False), ("Bot", True)], 2)
    page.evaluate(PLAY, [gid, 30])
    go_table(page, gid)
    open_log(page)
    page.click("#log-panel .log-mine")
    mark = page.wait_for_selector("#log-panel .log-entry.log-here")
    mine = [e for e in page.evaluate("""async (id) => { const out = [];
        for (;;) { const p = await window.hotseat.log(id, 0, out.length, 200); out.push(...p.events);
                   if (out.length >= p.total) return out; } }""", gid) if e["seat"] == 0]
    assert int(mark.get_attribute("data-i")) == mine[-1]["i"]
