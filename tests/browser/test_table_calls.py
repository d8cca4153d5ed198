"""One call to the engine per table step (issue #27).

Every call the page makes to the engine's worker is one message on
PyScript's channel, ``[id, "call", [method, args_json]]`` (web/bridge.js
awaits ``worker.sync.call``). The test wraps ``MessagePort.postMessage``
before the page loads and keeps the method and arguments of each, then
plays Dou Dizhu through the screens: opening a table, a human's move
followed by the bots' moves, a hand-over between two humans and an undo
must each cost the table one call. The table used to make five or six per
move (act, view, to_act, view(seat), legal, undoable; bot_action for a bot).
"""

from __future__ import annotations

import json
import time

import pytest

from hotseat import engine
from ui_helpers import go_table, new_game, wait_until

GAME = "doudizhu"

# Wrapped on the shared booted page for one test, and put back after it
# (the bridge posts through the prototype at each call).
RECORD_CALLS = """() => {
  window.__calls = [];
  const post = MessagePort.prototype.postMessage;
  window.__unrecord = () => { MessagePort.prototype.postMessage = post; delete window.__calls; delete window.__unrecord; };
  MessagePort.prototype.postMessage = function (data, ...rest) {
    if (Array.isArray(data) && data[1] === "call" && Array.isArray(data[2])) {
      window.__calls.push([data[2][0], JSON.parse(data[2][1])]);
    }
    return post.call(this, data, ...rest);
  };
}"""


def first_bidder_seed(seat: int) -> int:
    for seed in range(1, 500):
        if engine.new_game(GAME, 3, seed, {"hands": 1}).view(None)["first_bidder"] == seat:
            return seed
    raise AssertionError("no seed found")


def undoable_round_seed() -> tuple[int, int]:
    """A seed where Sato (seat 0) bids first, bids 1, and the bots' answers
    come back to Sato with nothing revealed (so Sato may undo): the seed
    and how many moves that makes."""
    for seed in range(1, 500):
        m = engine.new_game(GAME, 3, seed, {"hands": 1})
        if m.view(None)["first_bidder"] != 0:
            continue
        m.act(0, {"type": "bid", "value": 1})
        while m.to_act() and 0 not in m.to_act():
            seat = m.to_act()[0]
            m.act(seat, m.bot_action(seat))
        if 0 in m.to_act() and m.can_undo_to(0):
            return seed, m.moves
    raise AssertionError("no seed found")


@pytest.fixture()
def recording(page):
    """The shared page, its calls to the worker recorded for this test."""
    page.evaluate(RECORD_CALLS)
    yield page
    page.evaluate("() => window.__unrecord && window.__unrecord()")


def calls(page, settle: float = 0.4) -> list:
    """The calls since the last take, once none has come for `settle` s."""
    seen = -1
    while True:
        n = page.evaluate("window.__calls.length")
        if n == seen:
            break
        seen = n
        time.sleep(settle)
    return page.evaluate("window.__calls.splice(0)")


def shown_actions(page) -> int:
    return int(page.get_attribute(".ddz-table", "data-actions"))


def test_a_human_move_each_bot_move_and_an_undo_cost_one_call(recording):
    page = recording
    seed, moves = undoable_round_seed()
    gid = new_game(page, GAME, [("Sato", False), ("Bot B", True), ("Bot C", True)], seed, {"hands": 1})
    calls(page)
    go_table(page, gid, delay=30)
    page.wait_for_selector(".ddz-table[data-actions='0'] .ddz-bids")
    assert [m for m, _ in calls(page)] == ["step"]

    page.click(".ddz-bid[data-bid='1']")
    # the bots answer until Sato must bid again
    page.wait_for_selector(f".ddz-table[data-actions='{moves}'] .ddz-me.is-acting")
    made = calls(page)
    record = page.evaluate("(id) => window.hotseat.record(id)", gid)["actions"]
    calls(page)  # the test's own record() call
    assert len(record) == moves
    # the human's move is an act; each bot's move one bot_act, which chooses
    # and makes it (the table's steps defer the bots' choices, so no move
    # waits for the next bot's thinking): no bot_action call
    assert [m for m, _ in made] == ["act"] + ["bot_act"] * (moves - 1), made
    ask_keys = {"seats", "watch", "humans", "bots", "defer_bot"}
    assert made[0][1][1:3] == list(record[0]) and set(made[0][1][3]) == ask_keys
    for (_, args), (seat, _action) in zip(made[1:], record[1:]):
        assert args[1] == seat and set(args[2]) == ask_keys
    assert made[0][1][1] == 0 and all(args[1] != 0 for _, args in made[1:])

    page.click(".table-bar button:has-text('Undo'), .table-bar button:has-text('取り消し')")
    page.wait_for_selector(".ddz-table[data-actions='0'] .ddz-bids")
    assert [m for m, _ in calls(page)] == ["undo"]


def test_a_hand_over_between_two_humans_costs_one_call(recording):
    page = recording
    gid = new_game(page, GAME, [("Sato", False), ("Suzuki", False), ("Bot", True)],
                   first_bidder_seed(0), {"hands": 1})
    hand1 = set(page.evaluate("(id) => window.hotseat.view(id, 1)", gid)["hand"])
    calls(page)
    go_table(page, gid, delay=30)
    page.wait_for_selector(".handover")
    assert [m for m, _ in calls(page)] == ["step"]
    page.click(".handover-ready")
    page.wait_for_selector(".ddz-bids")
    assert calls(page) == []  # Sato's hand came with the step

    page.click(".ddz-bid[data-bid='0']")
    page.wait_for_selector(".handover")
    assert "Suzuki" in page.inner_text(".handover-title")
    assert [m for m, _ in calls(page)] == ["act"]
    # Suzuki's hand is in the answer, not on the screen until the tap
    cards = set(page.eval_on_selector_all("[data-card]", "els => els.map(e => e.dataset.card)"))
    assert not cards & hand1
    page.click(".handover")
    page.wait_for_selector(".ddz-bids")
    wait_until(lambda: set(page.eval_on_selector_all(".ddz-hand [data-card]",
                                                     "els => els.map(e => e.dataset.card)")) == hand1)
    assert calls(page) == []
