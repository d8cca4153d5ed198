"""Qianlong's Harem's events (issue #28): one per log line, the kinds of
``board.KINDS``, each with what it concerns (``focus``) and what it changed
on the board (``before``), so the web view replays an action line by line
from the events of its step and its own board, without knowing the rules.

Checked here: the exact events of set moves (the seed's placement example
played out, a bribe, the winning point); that walking back from a view's
board through a step's events gives, for every line, a whole public
position, and before the first line exactly the board the previous view
showed; that in hand-built positions each line's board shows that line's
change and not the next one's; that every seat is told the same (nothing
in this game is for one seat alone: the scheme card drawn is face up at
once); and that a view stays the same size however long the game.
The events' replay and privacy for every game are tests/test_conformance.py's.
"""

import json
import random

import pytest

from hotseat import engine
from hotseat.games.qianlong import board, data
from qianlong_helpers import (at, board_of, in_palace, position, put, resolve, run_steps, unflat,
                              walk_back)

BLUE, RED = 0, 1
SEATS = [None, 0, 1]
FOCUS_KEYS = {"cards", "squares", "consort", "tokens", "deck", "scheme"}
#: The most bytes one event takes in JSON (its line in both languages, the
#: board entries it changed): measured at most 525 over eight random games
#: (320 on average); a view carries at most engine.VIEW_EVENTS of them.
EVENT_BYTES = 1000
#: How far the rest of a view may stray from its size at the start: the
#: resolution stack, a pending choice and the discards come and go
#: (measured at most 252 bytes over eight random games); nothing grows.
REST_BYTES = 400


def size(x) -> int:
    return len(json.dumps(x, ensure_ascii=False, separators=(",", ":")).encode())


def check_board(b, tokens):
    """A board walked back to is a whole, public position."""
    b = unflat(b)
    assert set(b) == set(board.BOARD_KEYS)  # nothing else: no deck order, no rng
    assert isinstance(b["deck_count"], int)
    assert b["stock"] + sum(b["points"]) + b["xiangfei"] + b["tea"] == tokens
    on_cards = sorted(i for c in b["cards"] for i in c["eunuchs"])
    assert on_cards == sorted(e["id"] for e in b["eunuchs"] if e["at"] == "card")
    assert len(b["cards"]) == 9 and len(b["eunuchs"]) == 2 * data.EUNUCHS and len(b["consorts"]) == 2


def check_event(ev):
    assert ev["kind"] in board.KINDS
    assert ev["seat"] in (None, 0, 1)
    assert "to" not in ev                      # nothing is for one seat alone
    assert set(ev["focus"]) <= FOCUS_KEYS
    assert ev["text"]["en"] and ev["text"]["ja"]
    assert isinstance(ev["round"], int)
    assert size(ev) <= EVENT_BYTES, ev


def one(evs, kind, **fields):
    found = [e for e in evs if e["kind"] == kind and all(e.get(k) == v for k, v in fields.items())]
    assert len(found) == 1, [(e["kind"], e["text"]["en"]) for e in evs]
    return found[0]


# --- exact events of set moves --------------------------------------------------------------

def strip(ev):
    """An event without what the engine stamps and the board entries."""
    return {k: v for k, v in ev.items() if k not in ("i", "move", "before")}


def test_the_seeds_placement_example_tells_exactly_this():
    # Notes §3.1: blue 5 (draw), red 7 (advance), blue 6 (enter), red 4 (+1),
    # blue 8 (activate), red 2 (start tile).
    m = position(deck=["S1", "S2", "S3", "S4", "S5"])
    for seat, card in [(BLUE, 5), (RED, 7), (BLUE, 6), (RED, 4), (BLUE, 8)]:
        m.act(seat, {"type": "place", "card": card, "strong": False})
    placed = m.step_events(None)
    assert [strip(e) for e in placed] == [
        {"kind": "placed", "seat": BLUE, "round": 1, "focus": {"cards": [8]}, "card": 8, "strong": False,
         "text": {"en": "{seat:0} places a weak eunuch on card 8.", "ja": "{seat:0}が8番に弱の太監を置く。"}}]
    # What the placement changed, as it was: card 8 empty, the eunuch in
    # hand, blue to place.
    assert placed[0]["before"] == {
        "cards.7": {"n": 8, "icon": "activate", "open": True, "strong": False, "eunuchs": []},
        "eunuchs.2": {"id": 2, "owner": BLUE, "strong": False, "at": "hand", "card": None, "square": None},
        "turn": BLUE}
    m.act(RED, {"type": "place", "card": 2, "strong": False})
    evs = m.step_events(None)
    assert [(e["kind"], e["seat"]) for e in evs] == [
        ("placed", RED), ("resolution", None),
        ("card", RED), ("start_tile", RED),
        ("card", RED), ("moved", RED),
        ("card", BLUE), ("drew", BLUE), ("moved", BLUE),
        ("card", BLUE), ("entered", BLUE),
        ("card", RED), ("advanced", None),
        ("card", BLUE), ("activated", BLUE), ("moved", BLUE),
        ("round", None)]
    assert strip(evs[6]) == {
        "kind": "card", "seat": BLUE, "round": 1, "focus": {"cards": [5]}, "card": 5, "icon": "draw",
        "strong": False, "text": {"en": "Card 5 (draw a scheme card) for {seat:0}.",
                                  "ja": "{seat:0}が5番（策謀カードを1枚引く）を実行。"}}
    assert strip(evs[7]) == {
        "kind": "drew", "seat": BLUE, "round": 1, "focus": {"deck": True, "scheme": "S1"}, "scheme": "S1",
        "text": {"en": "{seat:0} draws Summoned for the night.", "ja": "{seat:0}が「夜伽の御指名」を引く。"}}
    assert strip(evs[8]) == {
        "kind": "moved", "seat": BLUE, "round": 1, "focus": {"consort": BLUE}, "n": 3, "pos": 3,
        "text": {"en": "{seat:0}'s consort advances 3 to square 3.", "ja": "{seat:0}の貴妃が3マス進み3マス目へ。"}}
    assert strip(evs[10]) == {
        "kind": "entered", "seat": BLUE, "round": 1, "focus": {"cards": [6], "squares": [0]}, "card": 6,
        "square": 0, "text": {"en": "{seat:0}'s eunuch enters the palace at 初.",
                              "ja": "{seat:0}の太監が殿内「初」に入る。"}}
    assert strip(evs[14]) == {
        "kind": "activated", "seat": BLUE, "round": 1, "focus": {"squares": [1]}, "square": 1,
        "square_kind": "consort1", "text": {"en": "{seat:0} activates palace square 1 (consort +1).",
                                            "ja": "{seat:0}が殿内1マス（貴妃＋1）を発動。"}}
    assert strip(evs[-1]) == {"kind": "round", "seat": None, "round": 2, "focus": {},
                              "text": {"en": "Round 2.", "ja": "第2ラウンド。"}}
    # Every seat is told the same: the drawn card is face up at once.
    assert m.step_events(BLUE) == m.step_events(RED) == evs
    # Each seat's latest act at the table: its placement (red's started the
    # resolution; blue's own lines in it do not count: not its action).
    latest = m.view(None)["events"]["latest"]
    assert [strip(e) for e in latest] == [strip(placed[0]), strip(evs[0])]


def test_a_bribe_and_its_answer_are_told_as_the_players_acts():
    # S3 (賄賂): blue's one palace eunuch on 初 may advance 2.
    m = position(deck=["S3", "S1", "S2", "S4", "S5"])
    in_palace(m, BLUE, 0)
    m.state["events"] = []
    run_steps(m, [{"op": "draw", "seat": BLUE}])
    assert m.state["pending"]["kind"] == "bribe"
    m.state["events"] = []   # the hand-run draw's: not the answer's step
    m.act(BLUE, {"type": "bribe", "eunuch": m.state["pending"]["eunuch"], "advance": True})
    ev = m.step_events(None)[0]
    assert strip(ev) == {
        "kind": "bribed", "seat": BLUE, "round": 1, "focus": {"squares": [0, 2]}, "square": 0, "dest": 2,
        "home": False, "text": {"en": "The bribed eunuch advances 0→2.", "ja": "賄賂で太監が0→2に進む。"}}
    assert m.view(RED)["events"]["latest"][BLUE] == m.view(None)["events"]["latest"][BLUE]
    assert m.view(None)["events"]["latest"][BLUE]["kind"] == "bribed"


def test_the_winning_line_comes_after_the_point_it_took():
    m = position(points=[data.WIN_POINTS - 1, 0], deck=["S2", "S1", "S3", "S4", "S5"])
    m.state["events"] = []
    run_steps(m, [{"op": "gain", "seat": BLUE, "n": 1}])
    took, won = m.state["events"][-2:]
    assert strip(took) == {
        "kind": "scored", "seat": BLUE, "round": 1, "focus": {"tokens": ["points", "stock"]}, "source": "stock",
        "text": {"en": "{seat:0} takes a point from the stock.", "ja": "{seat:0}がストックから乾隆ポイントを1つ取る。"}}
    assert strip(won) == {
        "kind": "won", "seat": BLUE, "round": 1, "focus": {"tokens": ["points"]},
        "text": {"en": f"{{seat:0}} holds {data.WIN_POINTS} points and wins.",
                 "ja": f"{{seat:0}}が乾隆ポイント{data.WIN_POINTS}つで勝利。"}}
    boards, _ = walk_back(board_of(m.view(None)), m.state["events"])
    assert boards[-2]["points"][BLUE] == data.WIN_POINTS and boards[-2]["phase"] == "resolve"
    assert boards[-1]["phase"] == "over" and boards[-1]["winner"] == BLUE


# --- the boards walked back --------------------------------------------------------------------

@pytest.mark.parametrize("seed,advanced", [(3, False), (4, True), (66, False)])
def test_each_action_tells_its_lines_and_the_boards_walk_back_to_the_last_view(seed, advanced):
    rnd = random.Random(seed)
    m = engine.new_game("qianlong", 2, seed=seed, options={"advanced": advanced})
    tokens = m.state["params"]["tokens"]
    v = m.view(None)
    setup = m.log(None)["events"]
    assert [e["kind"] for e in setup[:1]] == ["start_tile"]
    schemes_seen = 0
    while not m.finished:
        prev = board_of(v)
        seat = m.to_act()[0]
        m.act(seat, rnd.choice(m.legal_actions(seat)))
        v = m.view(None)
        evs = m.step_events(None)
        assert evs, "every action tells at least one line"
        assert [e["i"] for e in evs] == list(range(evs[0]["i"], v["events"]["count"]))
        boards, first = walk_back(board_of(v), evs)
        # Walking back through the step ends on the board the previous view showed.
        assert first == prev
        for ev, b in zip(evs, boards):
            check_event(ev)
            check_board(b, tokens)
            if "scheme" in ev["focus"]:
                # A drawn card is shown only once it is face up.
                assert ev["focus"]["scheme"] in b["resolving"]
                schemes_seen += 1
        assert m.step_events(0) == m.step_events(1) == evs
        assert m.view(0)["events"] == m.view(1)["events"] == v["events"]
    assert schemes_seen
    assert engine.replay(json.loads(json.dumps(m.record()))).log(None, -50, 50) == m.log(None, -50, 50)


def line(evs, en_start):
    """The one event whose English line starts with ``en_start``, and its index."""
    found = [k for k, e in enumerate(evs) if e["text"]["en"].startswith(en_start)]
    assert len(found) == 1, [e["text"]["en"] for e in evs]
    return found[0]


def test_a_line_shows_its_own_change_and_not_the_next_ones():
    # Blue's eunuch on card 6 (enter) goes into the palace; red's consort then
    # reaches 茶休憩 first (card 9 is consort +1 on the notes' numbers) and
    # takes the token, a line written before the token moves.
    m = position()
    m.state["events"] = []
    put(m, BLUE, 6)
    put(m, RED, 9)
    at(m, RED, m.state["params"]["bedroom"] // 2 - 1)
    resolve(m)
    evs = m.state["events"]
    boards, _ = walk_back(board_of(m.view(None)), evs)
    header = line(evs, "Card 6 ")
    entered = line(evs, "{seat:0}'s eunuch enters the palace")
    eid = unflat(boards[header])["cards"][5]["eunuchs"][0]
    assert not boards[entered]["cards.5"]["eunuchs"]
    assert evs[entered]["focus"] == {"cards": [6], "squares": [0]}
    assert (boards[entered][f"eunuchs.{eid}"]["at"], boards[entered][f"eunuchs.{eid}"]["square"]) == ("palace", 0)
    # What the line changed: card 6 and its eunuch, as they were.
    assert set(evs[entered]["before"]) == {"cards.5", f"eunuchs.{eid}"}
    moved = line(evs, "{seat:1}'s consort advances 1")
    assert evs[moved]["focus"] == {"consort": RED}
    assert boards[moved]["tea"] == 1 and boards[moved]["points"] == [0, 0]
    tea = line(evs, "{seat:1} is first at 茶休憩")
    assert boards[tea]["tea"] == 0 and boards[tea]["points"] == [0, 1]
    assert evs[tea]["focus"]["tokens"] == ["tea", "points"] and evs[tea]["point"] is True


def test_the_flip_square_shows_the_eunuch_home_and_strong_on_its_own_line():
    m = position()
    m.state["events"] = []
    put(m, BLUE, 8)
    e = in_palace(m, RED, 2)
    resolve(m)
    evs = m.state["events"]
    boards, _ = walk_back(board_of(m.view(None)), evs)
    k = line(evs, "{seat:1} activates palace square 2")
    assert evs[k]["focus"] == {"squares": [2]} and evs[k]["square_kind"] == "flip"
    assert boards[k][f"eunuchs.{e['id']}"] == {**e, "at": "hand", "strong": True}


def test_slander_is_the_drawers_act_on_its_target():
    m = position(deck=["S2", "S1", "S3", "S4", "S5"])
    at(m, RED, 5)
    m.state["events"] = []
    run_steps(m, [{"op": "draw", "seat": BLUE}])
    ev = one(m.state["events"], "moved_back")
    assert (ev["seat"], ev["target"], ev["focus"]) == (BLUE, RED, {"consort": RED})
    assert ev["text"]["en"] == f"{{seat:1}}'s consort moves back {ev['n']}."


# --- size ------------------------------------------------------------------------------------------

def test_a_view_stays_the_same_size_however_long_the_game():
    """The bound: the view without its events block stays within
    REST_BYTES of the start's, and the events block holds at most
    engine.VIEW_EVENTS events of at most EVENT_BYTES each, so no view is
    bigger than the start's (6.9 kB) + 12.4 kB; measured, a whole game's
    views stay within 5 kB of the start's (before the events, a view grew
    from 17 kB to 61 kB over a bot game). The longest of eight random games
    (about 330 events) is checked at every step, for every seat."""
    longest = None
    for seed in range(8):
        rnd = random.Random(seed)
        m = engine.new_game("qianlong", 2, seed=seed)
        while not m.finished:
            seat = m.to_act()[0]
            m.act(seat, rnd.choice(m.legal_actions(seat)))
        if longest is None or len(m.record()["actions"]) > len(longest["actions"]):
            longest = m.record()
    m = engine.new_game("qianlong", 2, seed=longest["seed"])
    start = m.view(None)
    rest = size({k: x for k, x in start.items() if k != "events"})
    biggest = 0
    for seat, action in longest["actions"]:
        m.act(seat, action)
        for s in SEATS:
            v = m.view(s)
            assert abs(size({k: x for k, x in v.items() if k != "events"}) - rest) <= REST_BYTES
            assert len(v["events"]["recent"]) <= engine.VIEW_EVENTS
            assert size(v) <= size(start) + REST_BYTES + engine.VIEW_EVENTS * EVENT_BYTES
            biggest = max(biggest, size(v))
    assert m.finished and m.view(None)["events"]["count"] > 300     # a long game indeed
    assert "log" not in m.view(None) and "steps" not in m.view(None)
    assert biggest <= size(start) + 5500
