"""China Duel: the view's ``turns`` field — what the current turn and the one
before it did, as public facts (the table marks the pieces and tells the turn
from it, so both survive a reload) — and that it shows no hidden card."""

import json
import random

import pytest

from hotseat import engine
from hotseat.games.china_duel import data
from china_duel_helpers import A, B, build, position


def _scripted():
    """Seat A: two houses in Qi, yellow kept by itself, a deck draw (an
    orange card nobody else may see), a display draw, the Emperor's house;
    then seat B's first piece."""
    m = position(hands=[["yellow", "yellow", "red"], ["green"] * 3], deck=["orange"] * 10,
                 display=["red"] * 4, emperor_hand=["green"] * 3)
    build(m, "qi", [B])
    log0 = len(m.state["log"])
    moves = [
        (A, {"type": "place", "piece": "house", "region": "qi", "space": 1, "pay": ["yellow"]}),
        (A, {"type": "place", "piece": "house", "region": "qi", "space": 2, "pay": ["yellow"]}),
        (A, {"type": "draw", "from": "deck"}),
        (A, {"type": "draw", "from": "display", "colour": "red"}),
        (A, {"type": "emperor", "piece": "house", "region": "qi", "space": 3, "pay": ["green", "green"]}),
    ]
    for seat, a in moves:
        assert a in m.legal_actions(seat), (a, m.legal_actions(seat))
        m.act(seat, a)
    return m, log0


A_EVENTS = [
    {"type": "place", "piece": "house", "region": "qi", "space": 1, "pay": ["yellow"]},
    {"type": "place", "piece": "house", "region": "qi", "space": 2, "pay": ["yellow"]},
    {"type": "keep", "colour": "yellow"},                  # by itself: one colour played
    {"type": "draw", "from": "deck"},                      # the card is not named
    {"type": "draw", "from": "display", "colour": "red"},
    {"type": "emperor", "piece": "house", "region": "qi", "space": 3, "pay": ["green", "green"]},
]
A_PIECES = [
    {"owner": A, "piece": "house", "region": "qi", "space": 1},
    {"owner": A, "piece": "house", "region": "qi", "space": 2},
    {"owner": data.EMPEROR, "piece": "house", "region": "qi", "space": 3},
]


def test_turns_after_a_scripted_turn_and_the_next_players_first_piece():
    m, log0 = _scripted()
    st = m.state
    assert st["active"] == B and st["phase"] == "play"
    log_a = len(st["log"])
    t = m.view(None)["turns"]
    assert t == {
        "current": {"seat": B, "round": 1, "log": [log_a, log_a], "events": [], "pieces": []},
        "previous": {"seat": A, "round": 1, "log": [log0, log_a], "events": A_EVENTS,
                     "pieces": A_PIECES},
    }
    # The previous turn's log slice is that turn's lines.
    assert all(e["seat"] in (A, None) for e in st["log"][log0:log_a])
    # B places a house in Wei (green, empty): one piece only, then keep runs by itself.
    b = {"type": "place", "piece": "house", "region": "wei", "space": 0, "pay": ["green"]}
    m.act(B, b)
    t = m.view(B)["turns"]
    assert t["current"] == {
        "seat": B, "round": 1, "log": [log_a, len(st["log"])],
        "events": [{k: v for k, v in b.items()}, {"type": "keep", "colour": "green"}],
        "pieces": [{"owner": B, "piece": "house", "region": "wei", "space": 0}]}
    assert t["previous"]["events"] == A_EVENTS


def test_turns_roll_over_and_hold_two_turns_only():
    m, _ = _scripted()
    for _ in range(60):
        if m.finished:
            break
        s = m.to_act()[0]
        before = m.view(None)["turns"]
        m.act(s, m.bot_action(s, "random"))
        after = m.view(None)["turns"]
        if after["current"]["seat"] != before["current"]["seat"]:
            # a new turn: the one that ended is now "previous", complete
            assert after["previous"]["seat"] == before["current"]["seat"]
            assert after["previous"]["events"][:len(before["current"]["events"])] == before["current"]["events"]
            assert after["current"]["events"] == []


def test_turns_survive_a_replay():
    """A reload rebuilds the match from its record: the turns come back the same."""
    g = engine.new_game("china_duel", 2, seed=3)
    rnd = random.Random(3)
    for _ in range(30):
        s = g.to_act()[0]
        g.act(s, rnd.choice(g.legal_actions(s)))
    assert g.view(None)["turns"]["previous"] is not None
    again = engine.replay(json.loads(json.dumps(g.record())))
    assert all(again.view(s)["turns"] == g.view(s)["turns"] for s in (None, 0, 1))


def test_the_deck_card_drawn_is_in_no_view_of_the_turns():
    m, _ = _scripted()
    for s in (None, A, B):
        assert "orange" not in json.dumps(m.view(s)["turns"])


@pytest.mark.parametrize("rules", list(data.RULE_SETS))
def test_turns_are_the_same_for_every_seat_and_name_no_deck_card(rules):
    """Every seat sees the same record (so it holds nothing private), a deck
    draw never names its card, and changing only hidden things (the deck's
    order, the other hand) changes nothing in it."""
    rnd = random.Random(11)
    m = engine.new_game("china_duel", 2, seed=11, options={"rules": rules})
    while not m.finished:
        views = [m.view(s)["turns"] for s in (None, 0, 1)]
        assert views[0] == views[1] == views[2]
        for rec in (views[0]["current"], views[0]["previous"]):
            if rec is None:
                continue
            for e in rec["events"]:
                if e["type"] == "draw" and e["from"] == "deck":
                    assert e == {"type": "draw", "from": "deck"}
        st = m.state
        saved = (list(st["deck"]), [list(h) for h in st["hands"]])
        st["deck"].reverse()
        st["hands"][1 - st["active"]] = ["red"] * len(st["hands"][1 - st["active"]])
        assert m.view(st["active"])["turns"] == views[0]
        st["deck"], st["hands"] = saved
        s = m.to_act()[0]
        m.act(s, rnd.choice(m.legal_actions(s)))
