"""What happened, as data: the events a game emits (``rules.emit``), kept by
the match, served per seat (``Match.step_events``, ``Match.log``, a view's
``events`` block) and through the bridge (``session.act``'s ``events``,
``session.log``).

A tiny game defined here ("tally") pins the engine's own behaviour, apart
from any real game: seats take 1 or 2 from a pile in turn, and "peek" shows
the peeking seat alone a hidden coin (a private event). The five games' own
events are checked by tests/test_conformance.py.
"""

from __future__ import annotations

import json

import pytest

from hotseat import engine, session
from hotseat.rules import IllegalAction, Rules, emit, seat_tag
from log_helpers import whole_log


class Tally(Rules):
    id = "tally_test"
    name = {"ja": "数取り", "en": "Tally"}
    min_players = 2
    max_players = 4
    options = [{"id": "pile", "type": "int", "default": 9, "min": 3, "max": 400,
                "label": {"ja": "山", "en": "Pile"}},
               # the next seat is told the coin when its turn comes (as a
               # Sanguosha player draws at the start of a turn another's
               # move began)
               {"id": "tell", "type": "bool", "default": False, "label": {"ja": "告げる", "en": "Tell"}}]

    def setup(self, players, seed, options):
        state = {"pile": options["pile"], "turn": 0, "players": players, "coin": seed % 2,
                 "winner": None, "events": [], "tell": options["tell"]}
        emit(state, "dealt", None, f"A pile of {state['pile']}.", f"山は{state['pile']}個。",
             amount=state["pile"])
        emit(state, "coin", None, to=[0], amount=state["coin"])  # text made on demand
        return state

    def to_act(self, state):
        return [] if state["winner"] is not None else [state["turn"]]

    def legal_actions(self, state, seat):
        acts = [{"type": "take", "n": n} for n in (1, 2) if n <= state["pile"]]
        return acts + [{"type": "peek"}]

    def apply(self, state, seat, action):
        if action["type"] == "peek":
            emit(state, "peeked", seat, f"{seat_tag(seat)} peeks.", f"{seat_tag(seat)}がのぞく。")
            emit(state, "coin", seat, to=[seat], amount=state["coin"])
            return True
        state["pile"] -= action["n"]
        emit(state, "took", seat, f"{seat_tag(seat)} takes {action['n']}.",
             f"{seat_tag(seat)}が{action['n']}個取る。", amount=action["n"])
        if state["pile"] == 0:
            state["winner"] = seat
            emit(state, "won", seat, f"{seat_tag(seat)} takes the last.", f"{seat_tag(seat)}が最後を取る。")
        state["turn"] = (state["turn"] + 1) % state["players"]
        if state["tell"] and state["winner"] is None:
            emit(state, "coin", None, to=[state["turn"]], amount=state["coin"])
        return False

    def view(self, state, seat):
        return {"pile": state["pile"]}

    def finished(self, state):
        return state["winner"] is not None

    def result(self, state):
        return {"scores": [1 if s == state["winner"] else 0 for s in range(state["players"])]}

    def event_text(self, event):
        side = "表" if event["amount"] else "裏"
        return {"ja": f"コインは{side}。", "en": f"The coin is {'heads' if event['amount'] else 'tails'}."}


@pytest.fixture(autouse=True)
def tally(monkeypatch):
    monkeypatch.setattr(session, "_matches", {})
    monkeypatch.setattr(engine, "_REGISTRY", {**engine._registry(), "tally_test": Tally()})


def play(m, moves):
    for a in moves:
        m.act(m.to_act()[0], a)


TAKE1, TAKE2, PEEK = {"type": "take", "n": 1}, {"type": "take", "n": 2}, {"type": "peek"}


def test_events_move_from_the_state_into_the_match_stamped_with_index_and_move():
    m = engine.new_game("tally_test", 3, 5, {})
    assert m.state["events"] == []
    play(m, [TAKE2, PEEK])
    assert m.state["events"] == []
    kinds = [(e["kind"], e["i"], e["move"]) for e in m.log(1)["events"]]
    assert kinds == [("dealt", 0, 0), ("took", 2, 1), ("peeked", 3, 2), ("coin", 4, 2)]
    assert m.step_events(1) == m.log(1)["events"][2:]
    assert m.step_events(1, 0) == [m.log(1)["events"][1]]


def test_a_private_event_reaches_its_seat_alone():
    m = engine.new_game("tally_test", 3, 5, {})
    play(m, [TAKE1, PEEK])  # seat 1 peeks; seat 0 saw the coin at the set-up
    logs = {s: m.log(s)["events"] for s in (None, 0, 1, 2)}
    coin = lambda evs: [(e["seat"], e["text"]["en"]) for e in evs if e["kind"] == "coin"]
    assert coin(logs[0]) == [(None, "The coin is heads.")]
    assert coin(logs[1]) == [(1, "The coin is heads.")]
    assert coin(logs[2]) == coin(logs[None]) == []
    for s in (None, 0, 2):
        dumped = json.dumps([m.view(s), m.step_events(s), m.log(s)], ensure_ascii=False)
        assert '"to": [1]' not in dumped
        assert s == 0 or "heads" not in dumped
    assert m.view(1)["events"]["recent"][-1]["kind"] == "coin"
    assert [e["kind"] for e in m.step_events(None)] == ["peeked"]


def test_a_log_page_counts_the_seats_own_events():
    m = engine.new_game("tally_test", 2, 1, {"pile": 30})
    play(m, [TAKE1] * 10)
    page = m.log(1, 0, 4)
    assert page["total"] == 11 and page["start"] == 0  # the deal and ten takes; the coin was seat 0's
    assert [e["i"] for e in page["events"]] == [0, 2, 3, 4]
    assert [e["i"] for e in m.log(0, -3)["events"]] == [9, 10, 11]
    assert m.log(0, -3)["start"] == 9
    assert m.log(0, 50)["events"] == [] and m.log(0, 50)["start"] == 12
    for bad in ((0, "1", 2), (0, 0, engine.LOG_PAGE + 1), (0, 0, -1), (5, 0, 2), (True, 0, 2)):
        with pytest.raises(IllegalAction):
            m.log(*bad)


def test_a_view_carries_a_fixed_number_of_events_however_long_the_game():
    m = engine.new_game("tally_test", 2, 1, {"pile": 400})
    sizes = []
    while not m.finished:
        sizes.append(len(json.dumps(m.view(0))))
        play(m, [TAKE1])
    block = m.view(0)["events"]
    assert len(block["recent"]) == engine.VIEW_EVENTS and block["count"] == 403
    assert block["recent"][-1]["kind"] == "won"
    # The start's view carries two events; every later one at most twelve,
    # whose numbers grow by a digit or two: flat, not growing with the game.
    assert max(sizes[20:]) - min(sizes[20:]) < 64, (min(sizes[20:]), max(sizes[20:]))


def test_latest_is_each_seats_own_last_act_until_it_acts_again():
    m = engine.new_game("tally_test", 3, 5, {})
    assert m.view(None)["events"]["latest"] == [None, None, None]
    play(m, [TAKE2, PEEK])
    latest = m.view(None)["events"]["latest"]
    assert [e and e["kind"] for e in latest] == ["took", "peeked", None]
    play(m, [TAKE1, TAKE1])  # seat 1 again (a peek keeps the turn), then seat 2
    latest = m.view(2)["events"]["latest"]
    assert [(e["kind"], e["move"]) for e in latest] == [("took", 1), ("took", 3), ("took", 4)]


def test_replay_and_undo_give_the_same_events():
    m = engine.new_game("tally_test", 3, 8, {"pile": 20})
    play(m, [TAKE1, PEEK, TAKE2, TAKE1, PEEK, TAKE2, TAKE1])
    again = engine.replay(json.loads(json.dumps(m.record())))
    for s in (None, 0, 1, 2):
        assert again.log(s) == m.log(s)
        assert again.view(s) == m.view(s)
    before = m.log(2)
    play(m, [TAKE1])
    m.undo()
    assert m.log(2) == before


def test_the_bridge_returns_a_steps_events_to_the_screen_that_holds_the_seat():
    ok = lambda r: r["value"] if r["ok"] else pytest.fail(str(r))
    session.new_game("t", "tally_test", 3, 5, {})
    r = session.act("t", 0, PEEK, {"seats": [0], "humans": [0]})
    assert [e["kind"] for e in r["events"]] == ["peeked", "coin"]
    ok(session.act("t", 0, TAKE1))
    r = session.act("t", 1, PEEK, {"seats": [0], "humans": [0], "bots": [1, 2]})
    assert [e["kind"] for e in r["events"]] == ["peeked"]  # seat 1 is a bot: its coin stays its own
    r = session.act("t", 1, TAKE1)
    assert [e["kind"] for e in r["events"]] == ["took"]
    page = json.loads(session.call("log", json.dumps(["t", 1, -2, 2])))
    assert page["ok"] and [e["kind"] for e in page["value"]["events"]] == ["coin", "took"]
    bad = json.loads(session.call("log", json.dumps(["t", 1, 0, 10**6])))
    assert bad["error"]["code"] == "bad_call"


def test_a_bots_move_brings_the_watched_seat_what_the_step_told_it_alone():
    """The bridge's act for a bot's move: public events, and those for the
    seat the next step shows this screen (its draw at the start of its
    turn) — never another seat's."""
    ok = lambda r: r["value"] if r["ok"] else pytest.fail(str(r))
    session.new_game("t", "tally_test", 3, 5, {"tell": True})
    ok(session.act("t", 0, TAKE1))
    ask = {"seats": [0], "watch": 0, "humans": [0], "bots": [1, 2]}
    r = session.act("t", 1, TAKE1, ask)   # seat 2 is told, and is not shown here
    assert [(e["kind"], e.get("to")) for e in r["events"]] == [("took", None)]
    r = session.act("t", 2, TAKE1, ask)   # seat 0's turn: it is told the coin
    assert [(e["kind"], e.get("to")) for e in r["events"]] == [("took", None), ("coin", [0])]
    assert r["step"]["seat"] == 0 and r["step"]["acting"]
    r = session.act("t", 0, TAKE1, {"seats": [], "watch": None, "bots": [0, 1, 2]})
    assert [(e["kind"], e.get("to")) for e in r["events"]] == [("took", None)]  # the public screen


def test_a_seats_pages_are_the_public_and_its_own_events_merged_in_order():
    """Pages and the view's recent events, found by bisection in the public
    and the seat's own indices, against the plain filter of every event."""
    import random
    rnd = random.Random(3)
    m = engine.new_game("tally_test", 4, 1, {})
    for _ in range(300):
        to = rnd.choice([None, None, None, [rnd.randrange(4)], [0, 2]])
        m.state["events"] = [{"kind": "x", "seat": None, "text": {"ja": "x", "en": "x"},
                              **({} if to is None else {"to": to})}]
        m._take()
    everything = [m._serve(i) for i in range(len(m._events))]
    for seat in (None, 0, 1, 2, 3):
        mine = [e for e in everything if "to" not in e or (seat is not None and seat in e["to"])]
        assert m.log(seat, 0, 0)["total"] == len(mine)
        for start in range(0, len(mine) + 1, 7):
            for count in (0, 1, 13, 200):
                assert m.log(seat, start, count)["events"] == mine[start:start + count], (seat, start)
        assert m.view(seat)["events"]["recent"] == mine[-engine.VIEW_EVENTS:]


@pytest.mark.parametrize("game,players,options", [("doudizhu", 3, {"hands": 1}), ("cena", 3, {}),
                                                  ("qianlong", 2, {}), ("china_duel", 2, {}),
                                                  ("sanguosha", 5, {})])
def test_an_event_says_at_the_end_what_it_said_when_told(game, players, options):
    """An event keeps what it said: a list handed to emit is often the
    state's own (a hand the game goes on changing). Sanguosha's log showed
    a seat's dealt hand as the cards it held at the end of the game."""
    m = engine.new_game(game, players, 3, options)
    told = {s: whole_log(m, s) for s in range(players)}  # the set-up's
    while not m.finished:
        seat = m.to_act()[0]
        m.act(seat, m.bot_action(seat))
        for s in range(players):
            told[s] += m.step_events(s)
    for s in range(players):
        assert whole_log(m, s) == told[s], s
