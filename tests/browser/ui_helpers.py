"""Small helpers shared by the browser UI tests."""

from __future__ import annotations

import time


def wait_until(fn, timeout=30.0):
    """Poll fn() until it returns something truthy; return that."""
    end = time.monotonic() + timeout
    while True:
        value = fn()
        if value:
            return value
        if time.monotonic() > end:
            raise AssertionError("condition not reached in time")
        time.sleep(0.05)


# The bridge, called from a test (window.hotseat). The UI is driven by taps;
# these only set games up and read what the engine says, to check the UI.

def new_game(page, game: str, seats, seed, options=None) -> str:
    """A game with seats [(name, bot), ...], through the bridge."""
    return page.evaluate("(a) => window.hotseat.newGame(a)", {
        "game": game, "players": len(seats), "seed": seed, "options": options or {},
        "seats": [{"name": n, "bot": b} for n, b in seats]})


def go(page, path: str, delay: int = 20) -> None:
    """Show the app's screen for `path` (e.g. "/", "/rules/cena") on the page
    already booted, through the app's router (no reload: a reload boots
    Pyodide again), with the bot delay set through the stored setting."""
    page.evaluate("""([path, d]) => {
        localStorage.setItem('hotseat.botDelay', String(d));
        if (location.hash === '#' + path) window.dispatchEvent(new HashChangeEvent('hashchange'));
        else location.hash = path;
    }""", [path, delay])


def go_table(page, gid: str, delay: int = 20) -> None:
    """Open a table on the page already booted (no reload), with the bot delay
    set through the stored setting."""
    page.evaluate("([id, d]) => { localStorage.setItem('hotseat.botDelay', String(d)); location.hash = '#/play/' + id; }",
                  [gid, delay])
    page.wait_for_selector(".table-bar")


# A JS function of an element: on how many lines its text is drawn (a
# name or header broken apart takes two).
LINES_JS = """(e) => { const r = document.createRange(); r.selectNodeContents(e);
  return new Set([...r.getClientRects()].filter((b) => b.width > 0).map((b) => Math.round(b.top))).size; }"""


def pview(page, gid, seat=None):
    return page.evaluate("([id, s]) => window.hotseat.view(id, s)", [gid, seat])


def legal(page, gid, seat):
    return page.evaluate("([id, s]) => window.hotseat.legal(id, s)", [gid, seat])


def actions(page, gid):
    return page.evaluate("(id) => window.hotseat.record(id)", gid)["actions"]
