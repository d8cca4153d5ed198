"""The China Duel UI in headless Chromium: one human turn played by tapping
(a lit region, then a lit space, the house-or-fortress choice, a draw from the
deck, the Emperor's suggested placement), a game by two bots to the end screen
(checked against a CPython replay of the record), and the rules page in both
languages.

Games are driven through the real UI (web/app.js + web/china_duel/view.js) on
the real bridge; window.hotseat is used only to set up games and to read what
the engine says, to check the UI against it. Fixtures: tests/browser/conftest.py.
"""

from __future__ import annotations

import os
import time
from pathlib import Path

from hotseat import engine
from ui_helpers import wait_until

GAME = "china_duel"
HUMAN_SEED = 2   # seat 0 starts, holding violet, violet, orange
BOTS_SEED = 7
SHOTS = Path(os.environ["HOTSEAT_SHOTS"]) if os.environ.get("HOTSEAT_SHOTS") else None


def shot(page, name: str) -> None:
    """A screenshot for people to look at, when HOTSEAT_SHOTS names a folder."""
    if SHOTS:
        SHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=True)


def new_game(page, seats, seed, options=None) -> str:
    return page.evaluate("(a) => window.hotseat.newGame(a)", {
        "game": GAME, "players": len(seats), "seed": seed, "options": options or {},
        "seats": [{"name": n, "bot": b} for n, b in seats]})


def go_table(page, gid: str, delay: int = 20) -> None:
    page.evaluate("([id, d]) => { localStorage.setItem('hotseat.botDelay', String(d)); location.hash = '#/play/' + id; }",
                  [gid, delay])
    page.wait_for_selector(".table-bar")


def pview(page, gid, seat=None):
    return page.evaluate("([id, s]) => window.hotseat.view(id, s)", [gid, seat])


def legal(page, gid, seat):
    return page.evaluate("([id, s]) => window.hotseat.legal(id, s)", [gid, seat])


def actions(page, gid):
    return page.evaluate("(id) => window.hotseat.record(id)", gid)["actions"]


def wait_acting(page, gid, timeout=60):
    """Wait until the human may act and the table shows it."""
    def ready():
        v = pview(page, gid)
        n = len(v["log"])
        return page.locator(f".cd-table[data-acting='1'][data-log='{n}'][data-phase='{v['phase']}']").count() and v
    return wait_until(ready, timeout)


def attr_set(page, selector, attr):
    return set(page.eval_on_selector_all(selector, f"els => els.map(e => e.dataset.{attr})"))


def test_human_turn_by_tapping(page, site):
    gid = new_game(page, [("Sato", False), ("Bot", True)], HUMAN_SEED)
    go_table(page, gid)
    v = wait_acting(page, gid)
    assert v["phase"] == "play" and v["active"] == 0
    # The map: 9 regions, 55 house spaces, 9 courts, 15 connections.
    assert page.locator(".cd-region").count() == 9
    assert page.locator(".cd-space").count() == 55
    assert page.locator(".cd-court").count() == 9
    assert page.locator(".cd-connection").count() == 15
    assert "楚 Chu" in page.evaluate("document.querySelector('.cd-map').textContent")
    moves = legal(page, gid, 0)
    places = [m for m in moves if m["type"] == "place"]
    # Exactly the regions with a legal placement are lit.
    assert attr_set(page, ".cd-region.is-target", "region") == {m["region"] for m in places}
    assert page.locator(".cd-space.is-target").count() == 0
    page.click(".cd-region[data-region='chu']")
    page.wait_for_selector(".cd-table[data-selected='chu']")
    chu = [m for m in places if m["region"] == "chu"]
    shot(page, "china_duel-region")
    assert attr_set(page, ".cd-space.is-target", "space") == {str(m["space"]) for m in chu if m["space"] is not None}
    # Space 1 takes a house or a fortress: the player chooses.
    n = len(actions(page, gid))
    page.click(".cd-space[data-region='chu'][data-space='0']")
    page.wait_for_selector("dialog .btn-choice")
    options = [m for m in chu if m["space"] == 0]
    assert page.locator("dialog .btn-choice").count() == len(options) == 2
    page.locator("dialog .btn-choice").nth(0).click()
    wait_until(lambda: len(actions(page, gid)) > n)
    assert actions(page, gid)[n] == [0, options[0]] and options[0]["piece"] == "house"
    # Chu was empty, so that was the only piece; violet is kept by itself.
    v = wait_acting(page, gid)
    assert v["phase"] == "refill" and v["houses"]["chu"][0] == 0
    page.wait_for_selector(".cd-space[data-region='chu'][data-space='0'][data-owner='0'] .cd-house")
    n = len(actions(page, gid))
    page.click("button.cd-deck.is-target")
    wait_until(lambda: len(actions(page, gid)) > n)
    assert actions(page, gid)[n] == [0, {"type": "draw", "from": "deck"}]
    # The Emperor: the suggested placement is a button.
    v = wait_acting(page, gid)
    assert v["phase"] == "emperor" and v["suggestion"] in legal(page, gid, 0)
    shot(page, "china_duel-emperor")
    n = len(actions(page, gid))
    page.click("button.cd-suggestion")
    wait_until(lambda: len(actions(page, gid)) > n)
    assert actions(page, gid)[n] == [0, v["suggestion"]]
    # Then the bot plays its turn and it is the human's again.
    v = wait_acting(page, gid, timeout=90)
    assert v["active"] == 0 and v["round"] == 2
    # The log names seats by name.
    page.click(".table-bar button[aria-controls='log-panel']")
    log = page.inner_text("#log-panel")
    assert "{seat:" not in log and "Sato" in log


def test_two_bots_play_to_the_end(page, site):
    page.evaluate("localStorage.setItem('hotseat.botDelay', '10'); location.hash = '#/'")
    page.click(f".game-card[data-game='{GAME}'] a.btn-primary")
    page.wait_for_selector(".start-btn")
    for i, name in enumerate(["Qin", "Chu"]):
        page.fill(f".seat-row[data-seat='{i}'] .seat-name", name)
        page.click(f".seat-row[data-seat='{i}'] .seg:nth-child(2)")
    assert page.locator(".option-row[data-option='rules']").count() == 1
    page.fill("#seed", str(BOTS_SEED))
    page.click(".start-btn")
    page.wait_for_selector(".cd-table")
    gid = page.evaluate("decodeURIComponent(location.hash.split('/')[2])")
    end = time.monotonic() + 420
    while not page.locator(".final .standings").count():
        assert time.monotonic() < end, "the game did not finish in time"
        time.sleep(0.25)
    res = page.evaluate("(id) => window.hotseat.result(id)", gid)
    shown = {s: int(page.locator(f".standings tr[data-seat='{s}'] td.num").first.inner_text()) for s in range(2)}
    assert shown == dict(enumerate(res["scores"]))
    # The breakdown under the standings adds up to the totals.
    assert page.locator(".final .cd-breakdown tr[data-kind='chains']").count() == 1
    record = page.evaluate("(id) => window.hotseat.record(id)", gid)
    assert record["seed"] == BOTS_SEED
    assert engine.replay(record).result() == res
    # The rules page, in both languages, explains the three rule sets.
    page.evaluate("(g) => { location.hash = '#/rules/' + g; }", GAME)
    page.wait_for_selector("article.rules .decision")
    assert page.locator("article.rules .original").count() >= 8
    lang = page.evaluate("document.documentElement.lang")
    page.click(".btn-lang")
    page.wait_for_function("(l) => document.documentElement.lang !== l", arg=lang)
    page.wait_for_selector("article.rules .decision")
    text = page.inner_text("article.rules")
    assert ("原文ルール" in text and "英訳ルール" in text) if lang == "en" else (
        "English translation" in text and "First game" in text)
