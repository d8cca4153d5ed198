"""Qianlong's Harem rules, each played out in a hand-built position with the
exact outcome asserted: set-up, placement, every card icon, every palace
square, the bedroom ring, the deck and 香妃, the stock shortage, the schemes
and the advanced rules."""

import json
import random
import re

import pytest

from hotseat import engine
from hotseat.games.qianlong import data
from qianlong_helpers import (NOTES, at, eunuch, home, in_palace, position, put, resolve,
                              run_steps, texts, tokens)

BLUE, RED = 0, 1  # the seed's example: blue holds the start tile


def place(m, seat, card, strong=False):
    m.act(seat, {"type": "place", "card": card, "strong": strong})


# --- set-up and placement ---------------------------------------------------------------

def test_setup_matches_the_seed():
    m = engine.new_game("qianlong", 2, seed=3)
    v = m.view(None)
    assert [c["open"] for c in v["cards"]] == [False, True, False] + [True] * 6
    assert v["stock"] == 6 and v["tea"] == 1 and v["points"] == [0, 0] and v["xiangfei"] == 0
    assert v["deck_count"] == 5 and v["discard"] == [] and v["start"] == 0
    assert v["consorts"] == [{"pos": 0, "laps": 0}] * 2
    assert v["params"] == data.DEFAULTS and v["palace"] == data.palace(data.DEFAULTS)
    assert v["bedroom"] == data.DEFAULTS["bedroom"] and v["tea_square"] == data.DEFAULTS["bedroom"] // 2
    assert all(e["at"] == "hand" and not e["strong"] for e in v["eunuchs"])
    assert m.to_act() == [0]
    assert [a["card"] for a in m.legal_actions(0)] == [2, 4, 5, 6, 7, 8, 9]
    assert "deck" not in v and "rng" not in v and "deck" not in m.view(0)


def test_the_seeds_placement_example_plays_out_as_the_notes_say():
    # Notes §3.1: blue 5 (draw), red 7 (advance), blue 6 (enter), red 4 (+1),
    # blue 8 (activate), red 2 (start tile); 9 stays empty.
    m = position(deck=["S1", "S2", "S3", "S4", "S5"])
    for seat, card in [(BLUE, 5), (RED, 7), (BLUE, 6), (RED, 4), (BLUE, 8)]:
        place(m, seat, card)
        assert m.state["phase"] == "place"
    place(m, RED, 2)
    st = m.state
    assert st["start"] == RED                            # card 2: red takes the tile
    assert st["consorts"][RED] == {"pos": 1, "laps": 0}  # card 4: red +1
    # card 5: blue draws 夜伽の御指名 (+3); card 6: blue enters 初; card 7: red's
    # advance moves it to square 1; card 8: blue's activation gives +1.
    assert st["consorts"][BLUE] == {"pos": 4, "laps": 0}
    assert st["discard"] == ["S1"] and st["deck"] == ["S2", "S3", "S4", "S5"]
    assert all(e["at"] == "hand" for e in st["eunuchs"])
    lines = texts(m)
    assert "{seat:0}'s eunuch enters the palace at 初." in lines
    assert "{seat:0} activates palace square 1 (consort +1)." in lines
    # Round 2: red now holds the start tile and places first.
    assert st["round"] == 2 and m.to_act() == [RED]


def test_placement_alternates_then_one_player_places_the_rest():
    m = position()
    in_palace(m, RED, 0)
    in_palace(m, RED, 0)   # red has one eunuch in hand
    place(m, BLUE, 4)
    place(m, RED, 5)
    assert m.to_act() == [BLUE]
    place(m, BLUE, 6)
    assert m.to_act() == [BLUE]     # red has none left: blue places on
    assert m.state["phase"] == "place"


@pytest.mark.parametrize("action,code", [
    ({"type": "place", "card": 1, "strong": False}, "card_locked"),
    ({"type": "place", "card": 3, "strong": False}, "card_locked"),
    ({"type": "place", "card": 5, "strong": False}, "card_taken"),
    ({"type": "place", "card": 6, "strong": True}, "no_such_eunuch"),
    ({"type": "place", "card": 10, "strong": False}, "bad_card"),
    ({"type": "jump", "card": 5}, "place_a_eunuch"),
])
def test_placement_refusals_name_the_rule_and_change_nothing(action, code):
    m = position()
    place(m, BLUE, 5)
    before = json.dumps(m.state, sort_keys=True)
    with pytest.raises(engine.IllegalAction) as e:
        m.act(RED, action)
    assert e.value.code == code and e.value.ja and e.value.en
    assert json.dumps(m.state, sort_keys=True) == before
    with pytest.raises(engine.IllegalAction) as e:
        m.act(BLUE, {"type": "place", "card": 6, "strong": False})
    assert e.value.code == "not_your_turn"


def test_strong_and_weak_eunuchs_are_distinct_placements():
    m = position()
    eunuch(m, BLUE, strong=True)
    assert m.legal_actions(BLUE)[:2] == [{"type": "place", "card": 2, "strong": False},
                                         {"type": "place", "card": 2, "strong": True}]


# --- the card icons ------------------------------------------------------------------------

def test_card_1_reshuffles_deck_and_discards_without_a_xiangfei_point():
    m = position(deck=["S3"], discard=["S1", "S2", "S4", "S5"])
    m.state["cards"][0]["open"] = True
    put(m, BLUE, 1)
    assert resolve(m) is True                       # a shuffle: an undo barrier
    st = m.state
    assert sorted(st["deck"]) == ["S1", "S2", "S3", "S4", "S5"] and st["discard"] == []
    assert st["xiangfei"] == 0 and st["stock"] == 6


def test_card_2_takes_the_start_tile_and_does_nothing_for_its_holder():
    m = position()
    put(m, RED, 2)
    resolve(m)
    assert m.state["start"] == RED
    put(m, RED, 2)
    assert resolve(m) is False and m.state["start"] == RED


def test_card_4_and_9_move_the_consort():
    m = position()
    put(m, BLUE, 4)
    put(m, BLUE, 9)
    resolve(m)
    assert m.state["consorts"][BLUE]["pos"] == 2


def test_jump_with_one_target_runs_that_card_twice():
    m = position()
    m.state["cards"][2]["open"] = True
    put(m, BLUE, 3)
    put(m, BLUE, 4)
    put(m, RED, 9)
    resolve(m)
    assert m.state["consorts"] == [{"pos": 2, "laps": 0}, {"pos": 1, "laps": 0}]
    assert len(home(m, BLUE)) == 3


def test_jump_with_two_targets_is_the_players_choice():
    m = position(deck=["S1", "S2", "S3", "S4", "S5"])
    m.state["cards"][2]["open"] = True
    put(m, BLUE, 3)
    put(m, BLUE, 4)
    put(m, BLUE, 5)
    resolve(m)
    assert m.to_act() == [BLUE]
    assert m.legal_actions(BLUE) == [{"type": "jump", "card": 4}, {"type": "jump", "card": 5}]
    m.act(BLUE, {"type": "jump", "card": 5})
    # Card 4 once (+1), card 5 twice: S1 (+3) and S2 (red back, nothing to lose).
    assert m.state["consorts"][BLUE]["pos"] == 4 and m.state["discard"] == ["S1", "S2"]
    assert m.state["phase"] == "place"


def test_jump_onto_activate_makes_the_second_run_void():
    m = position()
    m.state["cards"][2]["open"] = True
    put(m, BLUE, 3)
    put(m, BLUE, 8)
    in_palace(m, RED, 1)
    resolve(m)
    assert m.state["consorts"][RED]["pos"] == 1   # activated once, not twice
    assert "A second activation is void." in texts(m)


def test_jump_onto_enter_sends_both_eunuchs_in():
    m = position()
    m.state["cards"][2]["open"] = True
    put(m, BLUE, 3)
    put(m, BLUE, 6)
    resolve(m)
    assert sorted(e["square"] for e in m.state["eunuchs"] if e["at"] == "palace") == [0, 0]


def test_jump_onto_advance_advances_twice_and_with_no_target_nothing_happens():
    m = position()
    m.state["cards"][2]["open"] = True
    put(m, BLUE, 3)
    put(m, BLUE, 7)
    weak = in_palace(m, RED, 0)
    resolve(m)
    assert weak["square"] == 2
    put(m, RED, 3)
    resolve(m)
    assert len(home(m, RED)) == 2 and weak["at"] == "palace"


def test_card_5_draws_and_resolves_a_scheme():
    m = position(deck=["S1", "S2", "S3", "S4", "S5"])
    put(m, RED, 5)
    assert resolve(m) is True
    assert m.state["consorts"][RED]["pos"] == 3 and m.state["deck"] == ["S2", "S3", "S4", "S5"]


def test_advance_weak_one_strong_two_and_forced_return_on_stopping():
    m = position()
    put(m, BLUE, 7)
    w0 = in_palace(m, BLUE, 0)
    w2 = in_palace(m, RED, 2)
    s0 = in_palace(m, RED, 0, strong=True)
    s6 = in_palace(m, RED, 2, strong=True)
    s6["square"] = 6
    resolve(m)
    assert (w0["at"], w0["square"]) == ("palace", 1)
    assert w2["at"] == "hand"               # 2 → 3: 強制送還
    assert (s0["square"], s6["square"]) == (2, 8)


def test_the_last_square_holds_a_eunuch_until_it_is_activated():
    m = position()
    put(m, BLUE, 7)
    s = in_palace(m, RED, 8, strong=True)
    resolve(m)
    assert s["square"] == 8 and s["at"] == "palace"


# --- palace squares by activation ---------------------------------------------------------

@pytest.mark.parametrize("square,pos", [(0, 0), (1, 1), (6, 5)])
def test_activation_moves_the_consort_by_its_square(square, pos):
    m = position()
    put(m, BLUE, 8)
    e = in_palace(m, RED, square)
    resolve(m)
    assert m.state["consorts"][RED]["pos"] == pos and e["at"] == "hand"


def test_flip_square_makes_a_weak_eunuch_strong_and_does_nothing_for_a_strong_one():
    m = position()
    put(m, BLUE, 8)
    weak = in_palace(m, RED, 2)
    strong = in_palace(m, RED, 2, strong=True)
    resolve(m)
    # Same square, different strengths: two choices (strong first: id order breaks the tie).
    assert m.legal_actions(RED) == [{"type": "activate", "eunuch": weak["id"]},
                                    {"type": "activate", "eunuch": strong["id"]}]
    m.act(RED, {"type": "activate", "eunuch": strong["id"]})
    assert weak["strong"] and strong["strong"] and weak["at"] == strong["at"] == "hand"
    assert m.state["consorts"][RED]["pos"] == 0


def test_square_4_is_plus_3_or_draw_2_at_the_owners_choice():
    m = position(deck=["S1", "S5", "S2", "S3", "S4"])
    put(m, BLUE, 8)
    in_palace(m, RED, 4, strong=True)
    resolve(m)
    assert m.to_act() == [RED]
    assert m.legal_actions(RED) == [{"type": "reward", "pick": "consort3"},
                                    {"type": "reward", "pick": "draw2"}]
    m.act(RED, {"type": "reward", "pick": "draw2"})
    # S1: red +3. S5: blue has no palace eunuch, so red +1.
    assert m.state["consorts"][RED]["pos"] == 4 and m.state["discard"] == ["S1", "S5"]
    m2 = position()
    put(m2, BLUE, 8)
    in_palace(m2, RED, 4, strong=True)
    resolve(m2)
    m2.act(RED, {"type": "reward", "pick": "consort3"})
    assert m2.state["consorts"][RED]["pos"] == 3 and len(m2.state["deck"]) == 5


def test_square_8_takes_a_point():
    m = position()
    put(m, BLUE, 8)
    in_palace(m, RED, 8, strong=True)
    resolve(m)
    assert m.state["points"] == [0, 1] and m.state["stock"] == 5


def test_activation_start_tile_holder_first_and_own_order_chosen():
    m = position(start=RED)
    put(m, BLUE, 8)
    in_palace(m, RED, 6, strong=True)
    a = in_palace(m, BLUE, 1)
    b = in_palace(m, BLUE, 4, strong=True)
    resolve(m)
    assert m.state["consorts"][RED]["pos"] == 5       # red (the holder) went first
    assert m.to_act() == [BLUE]
    assert m.legal_actions(BLUE) == [{"type": "activate", "eunuch": b["id"]},
                                     {"type": "activate", "eunuch": a["id"]}]
    m.act(BLUE, {"type": "activate", "eunuch": a["id"]})
    assert m.state["consorts"][BLUE]["pos"] == 1
    assert m.legal_actions(BLUE) == [{"type": "reward", "pick": "consort3"},
                                     {"type": "reward", "pick": "draw2"}]
    m.act(BLUE, {"type": "reward", "pick": "consort3"})
    assert m.state["consorts"][BLUE]["pos"] == 4 and m.state["phase"] == "place"


def test_identical_palace_eunuchs_are_one_choice():
    m = position()
    put(m, RED, 8)
    in_palace(m, BLUE, 1)
    in_palace(m, BLUE, 1)
    resolve(m)
    assert m.state["consorts"][BLUE]["pos"] == 2 and m.state["phase"] == "place"


# --- the bedroom ring ----------------------------------------------------------------------

def test_passing_start_scores_two_and_the_first_lap_unlocks_cards_1_and_3():
    m = position()
    at(m, BLUE, 14)
    run_steps(m, [{"op": "move", "seat": BLUE, "n": 3}])
    st = m.state
    assert st["consorts"][BLUE] == {"pos": 1, "laps": 1} and st["points"] == [2, 0]
    assert st["struggle"] and st["cards"][0]["open"] and st["cards"][2]["open"]
    assert [a["card"] for a in m.legal_actions(BLUE)] == list(range(1, 10))


def test_stopping_on_start_scores_too():
    m = position()
    at(m, RED, 15, laps=1)
    run_steps(m, [{"op": "move", "seat": RED, "n": 1}])
    assert m.state["consorts"][RED] == {"pos": 0, "laps": 2} and m.state["points"] == [0, 2]


def test_the_log_names_the_start_and_tea_squares_not_square_0():
    m = position()
    size = m.state["params"]["bedroom"]
    tea = size // 2
    at(m, RED, size - 2, laps=1)
    at(m, BLUE, tea - 1)
    m.state["events"] = []
    run_steps(m, [{"op": "move", "seat": RED, "n": 2}, {"op": "move", "seat": BLUE, "n": 1},
                  {"op": "move", "seat": BLUE, "n": 2}])
    lines = [e["text"] for e in m.state["events"]]
    assert lines[0] == {"en": "{seat:1}'s consort advances 2 to Start (開始).",
                        "ja": "{seat:1}の貴妃が2マス進み開始マスへ。"}
    assert {"en": "{seat:0}'s consort advances 1 to 茶休憩.",
            "ja": "{seat:0}の貴妃が1マス進み茶休憩へ。"} in lines
    assert {"en": f"{{seat:0}}'s consort advances 2 to square {tea + 2}.",
            "ja": f"{{seat:0}}の貴妃が2マス進み{tea + 2}マス目へ。"} in lines
    assert not any(re.search(r"square 0\b", t["en"]) or re.search(r"(?<!\d)0マス目", t["ja"])
                   for t in lines)


def test_tea_break_first_arrival_takes_the_token_later_ones_draw():
    m = position(deck=["S2", "S1", "S3", "S4", "S5"])
    at(m, BLUE, 6)
    at(m, RED, 7)
    revealed = run_steps(m, [{"op": "move", "seat": BLUE, "n": 3},
                             {"op": "move", "seat": RED, "n": 1}])
    st = m.state
    assert revealed
    assert st["points"] == [1, 0] and st["tea"] == 0 and st["stock"] == 6
    # Red stopped on 茶休憩 second: it drew 讒言 and blue went back 2.
    assert st["discard"] == ["S2"] and st["consorts"][BLUE]["pos"] == 7
    # Blue passes 茶休憩 again (moved back behind it): a draw (S1: +3).
    run_steps(m, [{"op": "move", "seat": BLUE, "n": 1}])
    assert st["discard"] == ["S2", "S1"] and st["consorts"][BLUE]["pos"] == 11


def test_moving_back_never_reaches_or_crosses_start():
    m = position()
    at(m, RED, 2, laps=1)
    run_steps(m, [{"op": "scheme", "seat": BLUE, "card": "S2"}])
    assert m.state["consorts"][RED] == {"pos": 1, "laps": 1}
    at(m, RED, 0, laps=1)
    run_steps(m, [{"op": "scheme", "seat": BLUE, "card": "S2"}])
    assert m.state["consorts"][RED] == {"pos": 0, "laps": 1}
    at(m, RED, 12)
    run_steps(m, [{"op": "scheme", "seat": BLUE, "card": "S2"}])
    assert m.state["consorts"][RED]["pos"] == 10


# --- the deck, 香妃 and the end -------------------------------------------------------------

def test_last_card_drawn_recycles_the_deck_and_xiangfei_gains_a_point():
    m = position(deck=["S1"], discard=["S2", "S3", "S4", "S5"])
    put(m, BLUE, 5)
    resolve(m)
    st = m.state
    assert sorted(st["deck"]) == ["S1", "S2", "S3", "S4", "S5"] and st["discard"] == []
    assert st["xiangfei"] == 1 and st["stock"] == 5 and tokens(m) == 7


def test_xiangfei_at_three_ends_the_game_and_both_lose():
    m = position(deck=["S1"], discard=["S2", "S3", "S4", "S5"], xiangfei=2, stock=4)
    put(m, BLUE, 5)
    put(m, RED, 9)
    resolve(m)
    assert m.finished and m.to_act() == []
    res = m.result()
    assert res["end"] == "xiangfei" and res["winner"] is None and res["winners"] == []
    assert res["losers"] == [0, 1] and res["xiangfei"] == 3
    assert m.state["consorts"][RED]["pos"] == 0      # card 9 never ran


def test_four_points_win_at_once():
    m = position(points=[3, 0], stock=3)
    put(m, RED, 8)
    put(m, BLUE, 9)
    in_palace(m, BLUE, 8, strong=True)
    resolve(m)
    res = m.result()
    assert res == {"scores": [4, 0], "winner": 0, "winners": [0], "losers": [1],
                   "end": "points", "xiangfei": 0, "rounds": 1}
    assert m.state["consorts"][BLUE]["pos"] == 0


# --- the stock running out ----------------------------------------------------------------

def gain(m, seat, n=1):
    run_steps(m, [{"op": "gain", "seat": seat, "n": n}])


@pytest.mark.parametrize("points,xf,start,after,xf_after", [
    ([1, 2], 1, BLUE, [2, 1], 1),       # the opponent holds more
    ([1, 1], 2, BLUE, [2, 1], 1),       # 香妃 holds more
    ([0, 1], 1, RED, [1, 1], 0),        # tie; the opponent holds the tile: from 香妃
    ([2, 0], 0, BLUE, [2, 0], 0),       # nothing to take
])
def test_stock_shortage_takes_from_the_richer(points, xf, start, after, xf_after):
    m = position(points=list(points), xiangfei=xf, stock=0, start=start,
                 tea=7 - sum(points) - xf)
    gain(m, BLUE)
    assert m.state["points"] == after and m.state["xiangfei"] == xf_after
    assert tokens(m) == 7 and m.state["phase"] == "place"


def test_stock_shortage_tie_with_the_taker_holding_the_tile_is_a_choice():
    m = position(points=[0, 1], xiangfei=1, stock=0, start=BLUE, tea=5)
    gain(m, BLUE, 2)
    assert m.to_act() == [BLUE]
    assert m.legal_actions(BLUE) == [{"type": "take", "from": "opponent"},
                                     {"type": "take", "from": "xiangfei"}]
    m.act(BLUE, {"type": "take", "from": "opponent"})
    # The second point: 香妃 (1) now holds more than red (0).
    assert m.state["points"] == [2, 0] and m.state["xiangfei"] == 0


@pytest.mark.parametrize("points,start,after", [([2, 1], BLUE, [1, 1]), ([1, 1], BLUE, [1, 0]),
                                                ([1, 1], RED, [0, 1])])
def test_xiangfei_takes_from_the_richer_player_when_the_stock_is_empty(points, start, after):
    m = position(deck=["S1"], discard=["S2", "S3", "S4", "S5"], points=list(points),
                 stock=0, start=start, tea=7 - sum(points))
    put(m, RED, 5)
    resolve(m)
    assert m.state["points"] == after and m.state["xiangfei"] == 1 and tokens(m) == 7


# --- the scheme cards -----------------------------------------------------------------------

def scheme(m, card, seat=BLUE):
    return run_steps(m, [{"op": "scheme", "seat": seat, "card": card}])


def test_s1_summons_the_consort_three_squares():
    m = position()
    scheme(m, "S1")
    assert m.state["consorts"][BLUE]["pos"] == 3


def test_s3_bribe_advances_each_chosen_palace_eunuch_two():
    m = position()
    a = in_palace(m, BLUE, 0)
    b = in_palace(m, BLUE, 1)
    scheme(m, "S3")
    assert m.legal_actions(BLUE) == [{"type": "bribe", "eunuch": a["id"], "advance": True},
                                     {"type": "bribe", "eunuch": a["id"], "advance": False}]
    m.act(BLUE, {"type": "bribe", "eunuch": a["id"], "advance": True})
    m.act(BLUE, {"type": "bribe", "eunuch": b["id"], "advance": True})
    assert a["square"] == 2 and b["at"] == "hand"    # 1 → 3: 強制送還
    m2 = position()
    scheme(m2, "S3")
    assert m2.state["consorts"][BLUE]["pos"] == 1    # none in the palace


def test_s4_promotion_flips_a_weak_eunuch_or_moves_two():
    m = position()
    put(m, BLUE, 5)
    scheme(m, "S4")
    assert m.legal_actions(BLUE) == [{"type": "promote", "card": None},
                                     {"type": "promote", "card": 5}]
    m.act(BLUE, {"type": "promote", "card": 5})
    assert [e["strong"] for e in m.state["eunuchs"] if e["owner"] == BLUE] == [True, False, False]
    m2 = position()
    for e in m2.state["eunuchs"]:
        e["strong"] = True
    scheme(m2, "S4")
    assert m2.state["consorts"][BLUE]["pos"] == 2


def test_s5_rumours_send_the_opponents_palace_eunuchs_home():
    m = position()
    in_palace(m, RED, 1)
    in_palace(m, RED, 4, strong=True)
    mine = in_palace(m, BLUE, 1)
    scheme(m, "S5")
    assert len(home(m, RED)) == 3 and mine["at"] == "palace"
    m2 = position()
    scheme(m2, "S5")
    assert m2.state["consorts"][BLUE]["pos"] == 1
    mild = position()
    mild.state["params"]["attack"] = "mild"
    w = in_palace(mild, RED, 1)
    s = in_palace(mild, RED, 4, strong=True)
    scheme(mild, "S5")
    assert s["at"] == "hand" and w["at"] == "palace"


# --- advanced rules and our own rulings -------------------------------------------------------

def test_advanced_setup_flips_two_cards_then_strong_eunuchs_get_the_strong_effect():
    m = engine.new_game("qianlong", 2, seed=1, options={"advanced": True})
    assert m.to_act() == [1] and len(m.legal_actions(1)) == 7
    m.act(1, {"type": "flip", "card": 5})
    assert m.to_act() == [0] and {"type": "flip", "card": 5} not in m.legal_actions(0)
    m.act(0, {"type": "flip", "card": 4})
    assert m.state["phase"] == "place" and m.to_act() == [0]
    assert m.view(None)["xiangfei_limit"] == 2
    m.state["params"] = dict(NOTES)  # S1 = +3
    m.state["deck"] = ["S1", "S1", "S1", "S2", "S3"]
    put(m, BLUE, 5, strong=True)     # 5強 with a strong eunuch: draw 2
    put(m, RED, 4)                   # 4強 with a weak eunuch: +1 only
    resolve(m)
    assert m.state["consorts"] == [{"pos": 6, "laps": 0}, {"pos": 1, "laps": 0}]


def test_advanced_strong_activate_card_activates_only_your_own():
    m = position(options={"advanced": True})
    m.state["cards"][7]["strong"] = True
    put(m, BLUE, 8, strong=True)
    mine = in_palace(m, BLUE, 1)
    theirs = in_palace(m, RED, 1)
    resolve(m)
    assert mine["at"] == "hand" and theirs["at"] == "palace"


def test_when_no_eunuch_can_be_placed_the_palace_activates_by_itself():
    m = position()
    for e in m.state["eunuchs"]:
        e["at"], e["square"] = "palace", 1
    m.state["phase"] = "resolve"
    run_steps(m, [])
    # The round ended with every eunuch in the palace: round 2 activated them.
    assert m.state["round"] == 3 and m.state["consorts"] == [{"pos": 3, "laps": 0}] * 2
    assert all(e["at"] == "hand" for e in m.state["eunuchs"]) and m.to_act() == [0]


# --- the tuned numbers are parameters ----------------------------------------------------------

def test_short_palace_track_strong_eunuchs_skip_the_flip_weak_ones_reach_plus_five():
    m = position(params={**NOTES, "palace": "short"})
    assert data.palace(m.state["params"])[2:5] == ["consort3_or_draw2", "flip", "consort5"]
    strong = in_palace(m, BLUE, 2, strong=True)
    weak = in_palace(m, RED, 3)
    put(m, BLUE, 7)                  # advance: strong 2 -> 4, weak 3 -> 4
    resolve(m, cards=[7])
    assert strong["square"] == 4 and weak["square"] == 4
    put(m, BLUE, 7)                  # again: strong 4 -> 6 (the point), weak 4 -> 5 (forced return)
    resolve(m, cards=[7])
    assert strong["square"] == 6 and weak["at"] == "hand"


@pytest.mark.parametrize("layout", sorted(set(data.PALACE_LAYOUTS) - {data.DEFAULTS["palace"]}))
def test_the_view_shows_the_games_own_palace_layout(layout):
    from hotseat.games.qianlong.rules import Qianlong, new_state
    st = new_state(1, {"advanced": False}, {"palace": layout})
    v = Qianlong().view(st, None)
    assert v["params"]["palace"] == layout
    assert v["palace"] == data.PALACE_LAYOUTS[layout] != data.PALACE
    assert Qianlong().view(st, 0)["palace"] == data.PALACE_LAYOUTS[layout]
    # A hand-built position on the notes' numbers shows the notes' track too.
    assert position().view(None)["palace"] == data.PALACE_LAYOUTS["notes"]


def test_summon_and_fallback_steps_come_from_the_params():
    m = position(params={**NOTES, "summon": 5, "fallback": 2})
    m.state["deck"] = ["S1", "S3", "S4", "S5", "S2"]
    put(m, BLUE, 5)
    put(m, RED, 9)
    resolve(m, cards=[5])
    assert m.state["consorts"][BLUE]["pos"] == 5
    assert "advances 5" in data.scheme_text("S1", m.state["params"])["en"]
    assert "+2" in data.scheme_text("S3", m.state["params"])["en"]
    assert "+3" in data.scheme_text("S4", m.state["params"])["en"]
    assert data.fallback_steps(m.state["params"], "S5") == 2


def test_the_saved_games_summary_says_the_round_and_the_points():
    """Home tells two saves apart by it (#30.16): the round the game has
    reached (it changes when the round does) and each seat's points."""
    m = engine.new_game("qianlong", players=2, seed=3)
    assert m.summary() == {"ja": "第1ラウンド", "en": "Round 1",
                           "seats": [{"ja": "0点", "en": "0"}, {"ja": "0点", "en": "0"}]}
    rnd = random.Random(3)
    while m.view(None)["round"] == 1:
        s = m.to_act()[0]
        m.act(s, rnd.choice(m.legal_actions(s)))
    s = m.summary()
    assert s["en"] == "Round 2" and [x["en"] for x in s["seats"]] == [str(p) for p in m.view(None)["points"]]
    m.state["phase"] = "over"
    assert (m.summary()["ja"], m.summary()["en"]) == ("第2ラウンドで終了", "Ended in round 2")
