"""Step-through replay in the app (issue #32): a finished game opened from
Home and stepped by taps shows, at each move, what the CPython replay of the
same record shows; a game in progress is not opened."""

from __future__ import annotations

import json

import pytest

from hotseat import engine
from hotseat.replay import Replay
from ui_helpers import wait_until

NAMES = ["Aki", "Ben", "Chie", "Dan", "Emi"]


def finished(game, players, seed, options):
    """A finished game's record: by the bots in Sanguosha, else by seeded
    random legal moves (the searching bots cost seconds a game)."""
    kind = "bot" if game == "sanguosha" else "random"
    m = engine.new_game(game, players, seed, options)
    while not m.finished:
        seat = m.to_act()[0]
        m.act(seat, m.bot_action(seat, kind))
    return m.record()


def open_replay(page, record):
    """Import the record as a saved game (seat 0 a human), open Home and tap
    its Replay; returns the saved game's id."""
    seats = [{"name": NAMES[i], "bot": i != 0} for i in range(record["players"])]
    gid = page.evaluate("([r, s]) => window.hotseat.importRecord(r, {seats: s})", [record, seats])
    page.evaluate("location.hash = '#/'")
    page.locator("details.saved-finished summary").click()
    page.locator(f".saved-item[data-id='{gid}'] .replay-link").click()
    page.wait_for_selector(".replay-bar .replay-count")
    return gid


def shown_move(page) -> int:
    return int(page.evaluate("document.querySelector('.replay-slider').value"))


def tap(page, label_en):
    page.locator(f".replay-btn[aria-label='{label_en}']").click()


def transport_icons(page) -> list[str]:
    """The transport buttons' drawn icons, in order. Each button holds one
    SVG icon and no text: as characters, ⏮ ⏭ ⏸ drew as colour emoji."""
    got = page.eval_on_selector_all(".replay-btn", """els => els.map((b) => [b.textContent.trim(),
        b.querySelectorAll('svg.replay-icon').length, b.querySelector('svg')?.dataset.icon])""")
    assert all(text == "" and n == 1 for text, n, _ in got), got
    return [name for _, _, name in got]


def cards_on_screen(page) -> list[str]:
    return page.eval_on_selector_all(".game-root [data-card]", "els => els.filter((e) => !e.closest('.fx-layer'))"
                                                               ".map((e) => e.dataset.card)")


def check_position(page, record, k, seat):
    """The screen shows position ``k`` from ``seat``: what the replay drew
    from is the CPython replay's view at k (every seat's), the status names
    who made move k, and every card drawn is one that seat's view names,
    its whole hand drawn (the games whose cards carry their ids: Dou Dizhu,
    Cena, Sanguosha; China Duel's hand by colour)."""
    wait_until(lambda: shown_move(page) == k and f"{k} / " in page.inner_text(".replay-count"))
    m = engine.replay({**record, "actions": record["actions"][:k]})
    rid = "replay:" + page.evaluate("location.hash.split('/').pop()")
    at = page.evaluate("([rid, k, n]) => hotseat.replayAt(rid, k, [...Array(n).keys()])",
                       [rid, k, record["players"]])
    assert at["views"] == [m.view(s) for s in range(record["players"])] and at["view"] == m.view(None)
    if k:
        actor = NAMES[record["actions"][k - 1][0]]
        wait_until(lambda: f"Last: {actor}." in page.inner_text(".table-status"))
    view = m.view(seat)
    text = json.dumps(view)
    hand = view.get("hand") or []

    def agree():
        if record["game"] == "china_duel":
            shown = page.eval_on_selector_all(".game-root [data-colour]", "els => els.map((e) => e.dataset.colour)")
            return all(c in shown for c in hand)
        if record["game"] == "qianlong":  # its data-card is a palace card's number, drawn from the state
            return True
        dom = cards_on_screen(page)
        return all(f'"{c}"' in text for c in dom) and all(c in dom for c in hand)
    wait_until(agree, timeout=10)
    # every other seat's hand beside the table (All hands, on by default),
    # exactly as its own view has it
    for s in range(record["players"]):
        if s == seat or record["game"] == "qianlong":
            continue
        other = m.view(s)
        key = "colour" if record["game"] == "china_duel" else "card"
        shown = page.eval_on_selector_all(f".replay-held-seat[data-seat='{s}'] [data-{key}]",
                                          f"els => els.map((e) => e.dataset.{key})")
        assert sorted(shown) == sorted(other.get("hand") or []), (s, shown)
        if record["game"] == "sanguosha":  # and its hidden role
            role = page.inner_text(f".replay-held-seat[data-seat='{s}'] .sgs-role")
            assert role == {"lord": "Lord", "loyalist": "Loyalist", "rebel": "Rebel",
                            "renegade": "Renegade"}[other["roles"][s]]


@pytest.mark.parametrize("game,players,seed,options", [("doudizhu", 3, 5, {"hands": 2}), ("cena", 3, 5, {}),
                                                       ("qianlong", 2, 5, {}), ("china_duel", 2, 5, {}),
                                                       ("sanguosha", 5, 10, {})])
def test_a_replay_stepped_by_taps_shows_the_game_as_it_was(page, game, players, seed, options):
    page.evaluate("localStorage.setItem('hotseat.botDelay', '20')")
    record = finished(game, players, seed, options)
    gid = open_replay(page, record)
    assert page.inner_text(".bar-title").endswith("Replay")
    check_position(page, record, 0, 0)
    for k in (1, 2, 3, 4, 5):
        tap(page, "Forward one move")
        check_position(page, record, k, 0)
    for k in (4, 3):
        tap(page, "Back one move")
        check_position(page, record, k, 0)
    # watched from another seat: its hand, at the same move, with no engine step
    other = players - 1
    page.select_option(".replay-watch", str(other))
    check_position(page, record, 3, other)
    # the chapters, named as the table names seats; the second one jumped to
    marks = Replay(record).chapters
    named = [c["text"]["en"].replace("{seat:", "<").replace("}", ">") for c in marks]
    for i, name in enumerate(NAMES):
        named = [x.replace(f"<{i}>", name) for x in named]
    options = page.eval_on_selector_all(".replay-jump option", "els => els.map((e) => e.textContent)")
    assert options == ["Start", *named] and len(marks) >= 2
    page.select_option(".replay-jump", "1")
    check_position(page, record, marks[1]["move"], other)
    tap(page, "To the end")
    check_position(page, record, len(record["actions"]), other)
    assert "The game is over." in page.inner_text(".table-status")
    tap(page, "Back one move")
    check_position(page, record, len(record["actions"]) - 1, other)
    # Play steps on by itself, and Pause stops it
    tap(page, "To the start")
    check_position(page, record, 0, other)
    assert transport_icons(page) == ["first", "back", "play", "forward", "last"]
    tap(page, "Play")
    wait_until(lambda: shown_move(page) >= 3)
    assert transport_icons(page)[2] == "pause"
    tap(page, "Pause")
    stopped = shown_move(page)
    page.wait_for_timeout(300)
    assert shown_move(page) == stopped
    # nothing in the replay acts: the saved game is as it was
    saved = page.evaluate(f"hotseat.meta('{gid}')")
    assert saved["finished"] is True
    assert page.evaluate(f"hotseat.record('{gid}')")["actions"] == record["actions"]


def test_a_game_in_progress_is_not_replayed(page):
    gid = page.evaluate("""() => window.hotseat.newGame({game: "doudizhu", players: 3, seed: 4,
                           options: {hands: 1}, seats: [{name: "A", bot: false}, {name: "B", bot: true},
                           {name: "C", bot: true}]})""")
    page.evaluate("location.hash = '#/'")
    page.wait_for_selector(f".saved-item[data-id='{gid}']")
    assert page.locator(f".saved-item[data-id='{gid}'] .replay-link").count() == 0
    page.evaluate(f"location.hash = '#/replay/{gid}'")
    wait_until(lambda: "Only a finished game can be replayed" in page.inner_text(".screen"))
    e = page.evaluate(f"hotseat.replayOpen('{gid}').then(() => null, (e) => e.code)")
    assert e == "in_progress"
