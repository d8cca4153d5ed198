"""China Duel: the view's ``turns`` field — what the current turn and the one
before it did, as public facts (the table marks the pieces and lists the
turn's last public events from it, so both survive a reload) — that it shows
no hidden card, and that it stays bounded however long the game."""

import json
import random

import pytest

from hotseat import engine
from hotseat.games.china_duel import data, flow
from china_duel_helpers import A, B, build, position, whole_log


def _scripted():
    """Seat A: two houses in Qi, yellow kept by itself, a deck draw (an
    orange card nobody else may see), a display draw, the Emperor's house;
    then seat B's first piece."""
    # The deck's top card (the list's end) is the only orange one: the
    # cards turned up after it, for all to see, are red.
    m = position(hands=[["yellow", "yellow", "red"], ["green"] * 3], deck=["red"] * 9 + ["orange"],
                 display=["red"] * 4, emperor_hand=["green"] * 3)
    build(m, "qi", [B])
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
    return m


A_STEPS = [
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


def lines_of(m, first, last):
    """The public events of moves ``first``..``last`` as a turn record keeps
    them: the last :data:`flow.TURN_LINES`, kind, seat and text."""
    return [{"kind": e["kind"], "seat": e["seat"], "text": e["text"]}
            for e in whole_log(m) if first <= e["move"] <= last][-flow.TURN_LINES:]


def test_turns_after_a_scripted_turn_and_the_next_players_first_piece():
    m = _scripted()
    st = m.state
    assert st["active"] == B and st["phase"] == "play"
    t = m.view(None)["turns"]
    # A's turn told 9 public events (two pieces, the keep, the influence
    # card, a deck draw, a display card taken and its replacement turned up,
    # the Emperor's piece and his draw): the record keeps the last 8.
    a_lines = lines_of(m, 1, 5)
    assert len(a_lines) == flow.TURN_LINES and a_lines[0]["kind"] == "placed"
    assert [x["kind"] for x in a_lines] == ["placed", "kept", "influence", "drew", "took",
                                            "display", "emperor", "emperor_drew"]
    assert t == {
        "current": {"seat": B, "round": 1, "steps": [], "lines": [], "pieces": []},
        "previous": {"seat": A, "round": 1, "steps": A_STEPS, "lines": a_lines,
                     "pieces": A_PIECES},
    }
    # B places a house in Wei (green, empty): one piece only, then keep runs by itself.
    b = {"type": "place", "piece": "house", "region": "wei", "space": 0, "pay": ["green"]}
    m.act(B, b)
    t = m.view(B)["turns"]
    assert t["current"] == {
        "seat": B, "round": 1,
        "steps": [{k: v for k, v in b.items()}, {"type": "keep", "colour": "green"}],
        "lines": lines_of(m, 6, 6),
        "pieces": [{"owner": B, "piece": "house", "region": "wei", "space": 0}]}
    assert [x["kind"] for x in t["current"]["lines"]] == ["placed", "kept", "influence"]
    assert t["previous"]["steps"] == A_STEPS


def test_turns_roll_over_and_hold_two_turns_only():
    m = _scripted()
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
            assert after["previous"]["steps"][:len(before["current"]["steps"])] == before["current"]["steps"]
            assert after["current"]["steps"] == []
        for rec in (after["current"], after["previous"]):
            assert len(rec["lines"]) <= flow.TURN_LINES


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
    m = _scripted()
    assert "orange" in m.state["hands"][A]
    for s in (None, A, B):
        assert "orange" not in json.dumps(m.view(s)["turns"])
        assert "橙" not in json.dumps(m.view(s)["turns"], ensure_ascii=False)


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
            for e in rec["steps"]:
                if e["type"] == "draw" and e["from"] == "deck":
                    assert e == {"type": "draw", "from": "deck"}
            assert all(x["kind"] not in ("drew_card", "dealt_hand") for x in rec["lines"])
        st = m.state
        saved = (list(st["deck"]), [list(h) for h in st["hands"]])
        st["deck"].reverse()
        st["hands"][1 - st["active"]] = ["red"] * len(st["hands"][1 - st["active"]])
        assert m.view(st["active"])["turns"] == views[0]
        st["deck"], st["hands"] = saved
        s = m.to_act()[0]
        m.act(s, rnd.choice(m.legal_actions(s)))
