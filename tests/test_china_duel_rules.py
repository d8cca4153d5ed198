"""China Duel's rules, each played out on a hand-built position with the
exact outcome asserted: the seed's two scoring examples, the turn's order,
the 3-2-1 rule, wild pairs, the emissary cap, fortresses, the Emperor, the
special cards, the rule sets, end scoring and the end of the game."""

import pytest

from hotseat import engine
from hotseat.games.china_duel import board, flow
from china_duel_helpers import A, B, E, build, keep, legal_of, place, position


def refused(m, action, code):
    seat = m.to_act()[0]
    before = repr(m.state)
    with pytest.raises(engine.IllegalAction) as e:
        m.act(seat, action)
    assert e.value.code == code, (e.value.code, e.value.en)
    assert e.value.en and e.value.ja
    assert repr(m.state) == before
    return e.value


# --- the seed's examples ---------------------------------------------------------------

def test_seed_example_qi_ties_share_and_emperor_points_go_to_the_yellow_holder():
    """Seed: A and B 2 houses each, the Emperor 1, B holds yellow: A 5, B 5 + 2.
    A played yellow and two reds (a house and an emissary in Qi)."""
    m = position(hands=[["yellow", "red", "red"], ["green"] * 3])
    build(m, "qi", [A, B, B, E])
    keep(m, A, yellow=1)
    keep(m, B, yellow=1)
    m.state["influence"]["yellow"] = B
    m.act(A, place("house", "qi", 4, ["yellow"]))
    assert m.state["scores"] == [5, 7] and "qi" in m.state["scored"]
    assert m.state["points"][B] == {"houses": 5, "emperor": 2, "emissaries": 0, "chains": 0}
    m.act(A, place("emissary", "qi", None, ["red", "red"]))
    assert m.state["phase"] == "keep"
    m.act(A, {"type": "keep", "colour": "yellow"})
    # Then A has 2 yellow kept against B's 1: the influence card moves to A,
    # too late for this scoring (the seed's main warning).
    assert m.state["influence"]["yellow"] == A
    assert m.state["scores"] == [5, 7]
    assert sorted(m.state["discard"][-2:]) == ["red", "red"]


def test_seed_example_wei_fortress_doubles_only_its_house_owner():
    """Seed: A 4, B 2 with one on the fortress, Emperor 1, A holds green:
    A 7 + 2, B 4 × 2 = 8."""
    m = position(hands=[["green", "red", "red"], ["red"] * 3])
    build(m, "wei", [A, A, A, None, B, B, E], forts=[4])
    m.state["influence"]["green"] = A
    m.act(A, place("house", "wei", 3, ["green"]))
    assert m.state["scores"] == [9, 8]
    assert m.state["points"][A]["houses"] == 7 and m.state["points"][A]["emperor"] == 2


def test_house_points_dense_ranks_and_fortress():
    assert board.house_points([A, A, A, B, B, E], [False] * 6) == {A: 6, B: 3, E: 2}
    assert board.house_points([A, A, B, B, E, E], [False] * 6) == {A: 6, B: 6, E: 6}
    assert board.house_points([A, B, B, B, E], [True, False, False, False, False]) == {A: 6, B: 5, E: 3}
    # The Emperor on a fortress gets no bonus (U8); his house points are plain.
    assert board.house_points([E, E, A], [True, False, False]) == {E: 3, A: 2}


# --- house scoring before the influence card ----------------------------------------------

def test_house_scoring_happens_before_the_influence_card_moves():
    """B holds red; A fills Wu with a red card and keeps it, taking red from B.
    The Emperor's points in Wu still go to B."""
    m = position(hands=[["red", "violet", "violet"], ["green"] * 3])
    build(m, "wu", [A, A, E, E, B])
    keep(m, B, red=1)
    m.state["influence"]["red"] = B
    m.act(A, place("house", "wu", 5, ["red"]))
    # A 3 houses first (6), the Emperor 2nd (3) → to B, B 3rd (2).
    assert m.state["scores"] == [6, 2 + 3]
    m.act(A, {"type": "stop"})
    assert m.state["influence"]["red"] == A  # A 1 kept red ≥ B's 1: taken after scoring
    assert m.state["scores"] == [6, 5]


def test_emperor_points_are_lost_when_nobody_holds_the_influence_card():
    m = position(hands=[["yellow", "red", "red"], ["green"] * 3])
    build(m, "qi", [A, B, B, E])
    m.act(A, place("house", "qi", 4, ["yellow"]))
    assert m.state["scores"] == [5, 5]
    scored = [e for e in m.step_events(None) if e["kind"] == "scored"]
    assert [(e["region"], e["points"], e["emperor_to"]) for e in scored] == [("qi", [5, 5, 2], None)]
    assert "the Emperor 2 (lost: no influence card)" in scored[0]["text"]["en"]


def test_influence_check_takes_the_card_on_a_tie_and_not_behind():
    m = position(hands=[["orange", "orange", "red"], ["green"] * 3])
    keep(m, B, orange=2)
    m.state["influence"]["orange"] = B
    # Zhao was empty, so this piece ends the placing; orange is kept by itself.
    m.act(A, place("house", "zhao", 0, ["orange"]))   # 1 < 2: nothing moves
    assert m.state["kept"][A]["orange"] == 1 and m.state["influence"]["orange"] == B
    m = position(hands=[["orange", "orange", "red"], ["green"] * 3])
    keep(m, A, orange=1)
    keep(m, B, orange=2)
    m.state["influence"]["orange"] = B
    m.act(A, place("house", "zhao", 0, ["orange"]))   # 2 ≥ 2: A takes it
    assert m.state["influence"]["orange"] == A


# --- the 3-2-1 rule and wild pairs -----------------------------------------------------------

def test_only_one_piece_in_a_region_that_was_empty():
    m = position(hands=[["yellow", "yellow", "yellow"], ["green"] * 3])
    m.act(A, place("house", "qi", 0, ["yellow"]))
    # Qi was empty: no second piece there, and no other region: the turn goes on.
    # Qi was empty: no second piece there (and no other region), so placing
    # ends; one colour was played, so it is kept by itself.
    assert m.state["phase"] == "refill" and m.state["kept"][A]["yellow"] == 1
    assert m.state["hands"][A] == ["yellow", "yellow"]


def test_two_pieces_at_most_in_one_region():
    m = position(hands=[["yellow", "yellow", "yellow"], ["green"] * 3])
    build(m, "qi", [B])
    m.act(A, place("house", "qi", 1, ["yellow"]))
    assert {a["region"] for a in legal_of(m, "place")} == {"qi"}
    refused(m, place("house", "shu", 0, ["yellow"]), "one_region")
    m.act(A, place("house", "qi", 2, ["yellow"]))
    assert m.state["phase"] == "refill" and m.state["hands"][A] != []
    assert m.state["houses"]["qi"][:3] == [B, A, A]


def test_wild_pair_places_in_another_colour_and_never_in_its_own():
    m = position(hands=[["red", "red", "green"], ["green"] * 3])
    build(m, "qi", [B])
    pays = {tuple(a["pay"]) for a in legal_of(m, "place") if a["region"] == "qi"}
    assert pays == {("red", "red")}
    assert all(a["pay"] != ["red", "red"] for a in legal_of(m, "place") if a["region"] in ("qin", "wu"))
    refused(m, place("house", "qi", 1, ["green"]), "wrong_colour")
    refused(m, place("house", "qi", 1, ["red", "green"]), "wrong_colour")
    m.act(A, place("house", "qi", 1, ["red", "red"]))
    # 2 cards played, 1 left (green): the green card can still place in Qi?
    # No: Qi is yellow, and one card cannot pay there.
    assert m.state["phase"] == "refill"   # red kept by itself (one colour)
    assert m.state["kept"][A]["red"] == 1 and m.state["discard"][-1] == "red"


def test_the_kept_card_may_be_either_colour_of_the_turn():
    m = position(hands=[["yellow", "red", "red"], ["green"] * 3])
    build(m, "qi", [B])
    m.act(A, place("house", "qi", 1, ["red", "red"]))
    m.act(A, place("house", "qi", 2, ["yellow"]))
    assert legal_of(m, "keep") == [{"type": "keep", "colour": "yellow"},
                                   {"type": "keep", "colour": "red"}]


def test_three_cards_at_most():
    m = position(hands=[["red", "red", "yellow"], ["green"] * 3],)
    m.state["hands"][A] = ["yellow", "green", "green", "red"]   # a 4th card, to test the cap
    build(m, "qi", [B])
    m.act(A, place("house", "qi", 1, ["green", "green"]))
    refused(m, place("house", "qi", 2, ["red", "red"]), "not_in_hand")
    assert {tuple(a["pay"]) for a in legal_of(m, "place")} == {("yellow",)}


def test_a_missing_colour_is_named_with_the_way_out():
    """A tap on a region the player cannot pay for is answered with this
    refusal (the table asks the engine): it names the colour and the region,
    and says whether a wild pair would pay."""
    m = position(hands=[["red", "green", "yellow"], ["green"] * 3])
    e = refused(m, place("house", "chu", 0, ["violet"]), "not_in_hand")
    assert "violet" in e.en and "Chu" in e.en and "nor a wild pair" in e.en
    assert "紫" in e.ja and "楚" in e.ja and "ワイルド" in e.ja
    m.state["hands"][A] = ["red", "green", "green"]
    e = refused(m, place("house", "chu", 0, ["violet"]), "not_in_hand")
    assert "pay with a wild pair" in e.en and "払えます" in e.ja


# --- emissaries and fortresses ---------------------------------------------------------------

def test_emissary_cap_is_the_most_houses_of_one_colour():
    m = position(hands=[["yellow", "yellow", "yellow"], ["green"] * 3])
    build(m, "qi", [A, A, B, E], court=[1, 1, 0])
    assert board.emissary_cap(m.state, "qi") == 2
    assert not [a for a in legal_of(m, "place") if a["piece"] == "emissary"]
    refused(m, place("emissary", "qi", None, ["yellow"]), "emissary_cap")
    m.act(A, place("house", "qi", 4, ["yellow"]))   # A now has 3: room for one more
    assert [a for a in legal_of(m, "place") if a["piece"] == "emissary"] == [
        place("emissary", "qi", None, ["yellow"])]
    m.act(A, place("emissary", "qi", None, ["yellow"]))
    assert m.state["courts"]["qi"] == [2, 1, 0]


def test_emperor_houses_count_for_the_cap():
    m = position(hands=[["yellow", "yellow", "yellow"], ["green"] * 3])
    build(m, "qi", [E, E, A])
    assert board.emissary_cap(m.state, "qi") == 2


def test_fortress_then_own_house_on_it_doubles_the_builder():
    m = position(hands=[["orange", "orange", "red"], ["green"] * 3])
    build(m, "han", [B, B, A, None, None])
    m.act(A, place("fortress", "han", 3, ["orange"]))
    assert m.state["forts"]["han"][3] and m.state["supply"][A]["fortress"] == 0
    houses_on_3 = [a for a in legal_of(m, "place") if a["piece"] == "house" and a["space"] == 3]
    assert houses_on_3 and not [a for a in legal_of(m, "place") if a["piece"] == "fortress"]
    m.act(A, place("house", "han", 3, ["orange"]))
    # Han: A 2, B 2, one space left; scored at the end as is → A (tied 1st) 4 × 2.
    assert board.house_points(m.state["houses"]["han"], m.state["forts"]["han"]) == {A: 8, B: 4}


def test_a_fortress_left_open_doubles_whoever_builds_on_it():
    m = position(hands=[["orange", "red", "red"], ["green"] * 3])
    build(m, "han", [A, A, B, B], forts=[4])
    m.state["active"] = B
    m.state["hands"][B] = ["orange", "green", "green"]
    m.act(B, place("house", "han", 4, ["orange"]))
    # B 3 houses, one on the fortress: 5 × 2; A 2nd: 3.
    assert m.state["scores"] == [3, 10]


def test_first_game_rules_have_no_fortress_and_no_specials():
    m = position(rules="first", hands=[["orange", "orange", "red"], ["green"] * 3])
    m.state["specials"] = [[], []]
    build(m, "han", [B])
    kinds = {a["type"] for a in m.legal_actions(A)}
    assert "special" not in kinds
    assert not [a for a in legal_of(m, "place") if a["piece"] == "fortress"]
    refused(m, place("fortress", "han", 2, ["orange"]), "no_fortresses")
    refused(m, {"type": "special", "card": "two_regions"}, "no_specials")
    fresh = engine.new_game("china_duel", 2, seed=3, options={"rules": "first"})
    assert fresh.state["specials"] == [[], []]


# --- the Emperor --------------------------------------------------------------------------------

def _to_emperor(m):
    """Finish the active player's turn up to the Emperor step."""
    seat = m.to_act()[0]
    m.state["phase"] = "emperor"
    return seat


def test_emperor_never_builds_in_an_empty_region_while_anything_else_is_possible():
    m = position(hands=[["red"] * 3, ["green"] * 3], emperor_hand=["orange", "violet", "yellow"])
    build(m, "zhao", [A])
    _to_emperor(m)
    acts = legal_of(m, "emperor")
    assert {(a["piece"], a["region"]) for a in acts} == {("house", "zhao"), ("emissary", "zhao")}
    refused(m, place("house", "chu", 0, ["violet"], kind="emperor"), "emperor_empty_region")
    refused(m, place("fortress", "zhao", 1, ["orange"], kind="emperor"), "emperor_no_fortress")


def test_emperor_builds_in_an_empty_region_when_nothing_else_is_possible():
    m = position(hands=[["red"] * 3, ["green"] * 3], emperor_hand=["violet", "yellow", "red"])
    build(m, "zhao", [A])   # orange: the Emperor holds no orange and no pair
    _to_emperor(m)
    regions = {a["region"] for a in legal_of(m, "emperor")}
    assert regions == {"chu", "qi", "shu", "qin", "wu"}
    assert all(a["piece"] == "house" for a in legal_of(m, "emperor"))


def test_emperor_places_exactly_one_piece_then_refills_from_the_deck_only():
    m = position(hands=[["red"] * 3, ["green"] * 3], emperor_hand=["orange", "orange", "red"],
                 deck=["green", "yellow", "violet"], display=["red", "red", "red", "red"])
    build(m, "zhao", [A])
    _to_emperor(m)
    m.act(A, place("emissary", "zhao", None, ["orange"], kind="emperor"))
    assert m.state["courts"]["zhao"] == [0, 0, 1]
    assert m.state["emperor_hand"] == ["violet", "orange", "red"]   # the deck's top card
    assert m.state["display"] == ["red"] * 4
    assert m.state["active"] == B and m.state["phase"] == "play"


def test_emperor_wild_pair_and_filling_a_region_scores_for_the_influence_holder():
    m = position(hands=[["red"] * 3, ["green"] * 3], emperor_hand=["green", "green", "red"])
    build(m, "qi", [A, A, B, B])
    m.state["influence"]["yellow"] = B
    _to_emperor(m)
    m.act(A, place("house", "qi", 4, ["green", "green"], kind="emperor"))
    assert m.state["scores"] == [5, 5 + 2]


def test_original_rules_the_emperor_must_place_english_rules_he_may_not():
    m = position(hands=[["red"] * 3, ["green"] * 3], emperor_hand=["orange", "orange", "red"])
    _to_emperor(m)
    assert {"type": "emperor_skip"} not in m.legal_actions(A)
    refused(m, {"type": "emperor_skip"}, "emperor_must_place")
    m = position(rules="english", hands=[["red"] * 3, ["green"] * 3],
                 emperor_hand=["orange", "orange", "red"])
    _to_emperor(m)
    assert m.legal_actions(A)[-1] == {"type": "emperor_skip"}
    m.act(A, {"type": "emperor_skip"})
    assert all(not any(c) for c in m.state["courts"].values())
    assert m.state["active"] == B


def test_emperor_that_cannot_place_is_skipped():
    m = position(hands=[["red"] * 3, ["green"] * 3], emperor_hand=[],
                 deck=[], discard=[])
    m.state["supply"][E] = {"house": 0, "emissary": 0, "fortress": 0}
    m.state["phase"] = "refill"
    m.state["hands"][A] = ["red", "red", "red"]
    flow.advance(m.state, flow.Ctx())
    assert m.state["active"] == B
    # advance() ran outside a move: its events wait in the state's sink
    blocked = [e for e in m.state["events"] if e["kind"] == "emperor_blocked"]
    assert blocked and blocked[0]["text"]["en"] == "The Emperor cannot place any piece."


# --- a whole turn: keep, refill, exchange -------------------------------------------------------

def test_refill_from_display_and_deck_but_never_from_the_emperor_or_kept_cards():
    m = position(hands=[["yellow", "red", "red"], ["green"] * 3],
                 display=["violet", "green", "green", "red"], deck=["orange", "yellow", "violet"],
                 emperor_hand=["orange", "orange", "orange"])
    build(m, "qi", [B])
    m.act(A, place("house", "qi", 1, ["yellow"]))
    m.act(A, place("house", "qi", 2, ["red", "red"]))
    m.act(A, {"type": "keep", "colour": "yellow"})
    assert m.state["phase"] == "refill"
    assert legal_of(m, "draw") == [{"type": "draw", "from": "display", "colour": "violet"},
                                   {"type": "draw", "from": "display", "colour": "green"},
                                   {"type": "draw", "from": "display", "colour": "red"},
                                   {"type": "draw", "from": "deck"}]
    refused(m, {"type": "draw", "from": "emperor"}, "bad_source")
    refused(m, {"type": "draw", "from": "display", "colour": "orange"}, "not_in_display")
    m.act(A, {"type": "draw", "from": "display", "colour": "green"})
    assert m.state["display"] == ["violet", "violet", "green", "red"]   # slot refilled from the deck
    m.act(A, {"type": "draw", "from": "deck"})
    m.act(A, {"type": "draw", "from": "deck"})
    assert sorted(m.state["hands"][A]) == ["green", "orange", "yellow"]
    assert m.state["phase"] == "emperor"


def test_exchange_turn_discards_one_draws_one_keeps_nothing_and_still_operates_the_emperor():
    m = position(hands=[["violet", "red", "red"], ["green"] * 3],
                 display=["yellow", "yellow", "yellow", "yellow"], deck=["orange"] * 5)
    m.act(A, {"type": "exchange", "discard": "violet"})
    assert m.state["discard"] == ["violet"] and m.state["phase"] == "refill"
    m.act(A, {"type": "draw", "from": "display", "colour": "yellow"})
    assert m.state["hands"][A] == ["yellow", "red", "red"]
    assert m.state["kept"][A] == {c: 0 for c in m.state["kept"][A]}
    assert m.state["phase"] == "emperor" and m.to_act() == [A]


def test_stop_needs_a_piece_first_and_steps_come_in_order():
    m = position(hands=[["violet", "red", "red"], ["green"] * 3])
    refused(m, {"type": "stop"}, "place_first")
    refused(m, {"type": "keep", "colour": "red"}, "wrong_step")
    refused(m, place("house", "atlantis", 0, ["red"]), "bad_region")
    refused(m, place("house", "chu", 8, ["violet"]), "bad_space")
    refused(m, place("house", "chu", True, ["violet"]), "bad_space")
    refused(m, place("castle", "chu", 0, ["violet"]), "bad_piece")
    refused(m, place("house", "chu", 0, ["yellow"]), "wrong_colour")
    refused(m, {"type": "place", "piece": "house", "region": "chu", "space": 0}, "malformed")


def test_no_pieces_left_in_the_supply():
    m = position(hands=[["violet", "red", "red"], ["green"] * 3])
    m.state["supply"][A]["house"] = 0
    assert not [a for a in legal_of(m, "place") if a["piece"] == "house"]
    refused(m, place("house", "chu", 0, ["violet"]), "no_pieces_left")


# --- special action cards -------------------------------------------------------------------------

def test_emperor_first_operates_the_emperor_before_placing_and_not_again():
    m = position(hands=[["violet", "red", "red"], ["green"] * 3],
                 emperor_hand=["orange", "orange", "red"], deck=["yellow"] * 10)
    build(m, "zhao", [B])
    m.act(A, {"type": "special", "card": "emperor_first"})
    assert m.state["phase"] == "emperor" and m.to_act() == [A]
    m.act(A, place("house", "zhao", 1, ["orange"], kind="emperor"))
    assert m.state["phase"] == "play" and m.state["active"] == A
    assert {"type": "special", "card": "emperor_first"} not in m.legal_actions(A)
    m.act(A, place("house", "chu", 0, ["violet"]))
    assert m.state["phase"] == "refill"
    m.act(A, {"type": "draw", "from": "deck"})
    # After refilling the turn ends: no second Emperor step.
    assert m.state["active"] == B and m.state["houses"]["zhao"][1] == E
    assert sum(h == E for hs in m.state["houses"].values() for h in hs) == 1
    m.state["active"], m.state["phase"], m.state["turn"] = A, "play", flow.new_turn()
    refused(m, {"type": "special", "card": "emperor_first"}, "special_used")


def test_two_regions_one_piece_in_each():
    m = position(hands=[["violet", "yellow", "red"], ["green"] * 3])
    build(m, "qi", [B])
    m.act(A, {"type": "special", "card": "two_regions"})
    m.act(A, place("house", "qi", 1, ["yellow"]))
    regions = {a["region"] for a in legal_of(m, "place")}
    assert regions == {"chu", "qin", "wu"}   # no yellow left for Qi
    m.act(A, place("house", "chu", 0, ["violet"]))
    assert m.state["phase"] == "keep"     # two pieces: the 3-2-1 rule still holds
    assert m.state["houses"]["qi"][1] == A and m.state["houses"]["chu"][0] == A


def test_card_exchange_swaps_with_the_display_only_once():
    m = position(hands=[["violet", "yellow", "red"], ["green"] * 3],
                 display=["orange", "green", "green", "red"])
    acts = [a for a in m.legal_actions(A) if a["type"] == "special" and a["card"] == "exchange"]
    assert {"type": "special", "card": "exchange", "give": "violet", "take": "orange"} in acts
    assert not [a for a in acts if a["give"] == a["take"]]
    refused(m, {"type": "special", "card": "exchange", "give": "violet", "take": "yellow"},
            "not_in_display")
    m.act(A, {"type": "special", "card": "exchange", "give": "violet", "take": "orange"})
    assert m.state["hands"][A] == ["yellow", "orange", "red"]
    assert m.state["display"] == ["violet", "green", "green", "red"]
    refused(m, {"type": "special", "card": "exchange", "give": "yellow", "take": "green"},
            "special_used")


def test_specials_only_before_the_first_piece():
    m = position(hands=[["yellow", "yellow", "red"], ["green"] * 3])
    build(m, "qi", [B])
    m.act(A, place("house", "qi", 1, ["yellow"]))
    refused(m, {"type": "special", "card": "two_regions"}, "before_placing")
    refused(m, {"type": "exchange", "discard": "red"}, "before_placing")


# --- end scoring -----------------------------------------------------------------------------------

def test_emissary_majorities_over_connections_ties_count_emperor_blocks():
    m = position()
    build(m, "yan", court=[2, 1, 0])
    build(m, "zhao", court=[1, 1, 0])
    build(m, "qi", court=[0, 2, 0])
    # Yan–Zhao: A leads Yan and ties Zhao: 2+1+1+1 = 5. Zhao–Qi: B ties Zhao,
    # leads Qi: 1+1+2 = 4. Yan–Qi: nobody leads both.
    assert board.emissary_points(m.state) == [5, 4]
    build(m, "wu", court=[0, 1, 3])     # the Emperor leads Wu: Qi–Wu scores nothing
    assert board.emissary_points(m.state) == [5, 4]
    build(m, "wu", court=[0, 1, 1])     # a tie with the Emperor still counts for B
    assert board.emissary_points(m.state) == [5, 4 + 2 + 2]


def test_chains_of_four_or_more_across_borders_each_score():
    m = position()
    build(m, "qi", [A, A, A, A])            # qi-0..3
    assert board.chain_points(m.state) == [4, 0]
    build(m, "yan", [None, None, None, A, A])   # yan-4 — qi-0 joins them: 6
    assert board.chains(m.state, A) == [6]
    build(m, "shu", [A, A, A, A, B, B])         # a second chain of 4
    assert board.chain_points(m.state) == [10, 0]
    build(m, "qi", [A, A, E, A])                # the Emperor breaks it
    assert board.chains(m.state, A) == [4, 4, 1]   # yan-3, yan-4, qi-0, qi-1 | shu | qi-3


def test_final_scoring_scores_unfilled_regions_emissaries_and_chains():
    m = position()
    build(m, "chu", [A, A, B], forts=[0], court=[1, 0, 0])
    build(m, "wu", [A, E, A, A], court=[1, 0, 0])
    m.state["influence"]["red"] = B
    board.final_scoring(m.state)
    # Chu: A 1st 3 × 2 = 6, B 2nd 2. Wu: A 4, Emperor 2nd 3 → B.
    # Chu–Wu emissaries: A leads both: 2. Chains: wu-2,3 and chu-7? none of 4.
    assert m.state["points"][A] == {"houses": 10, "emperor": 0, "emissaries": 2, "chains": 0}
    assert m.state["points"][B] == {"houses": 2, "emperor": 3, "emissaries": 0, "chains": 0}
    assert m.state["scores"] == [12, 5]


# --- the end of the game ---------------------------------------------------------------------------

def test_second_run_out_in_the_first_players_turn_ends_after_the_second_players_turn():
    m = position(hands=[["red", "red"], ["green"] * 3], deck=["yellow"],
                 display=["violet"] * 4, discard=["orange"] * 6,
                 emperor_hand=["orange", "orange", "orange"])
    m.state["runouts"] = 1
    build(m, "zhao", [A, B])
    m.state["phase"] = "refill"
    m.act(A, {"type": "draw", "from": "deck"})
    assert m.state["runouts"] == 2 and m.state["last_round"] and m.state["phase"] == "emperor"
    m.act(A, place("house", "zhao", 2, ["orange"], kind="emperor"))
    assert not m.finished and m.state["active"] == B      # the round is completed
    m.act(B, {"type": "exchange", "discard": "green"})
    while m.state["phase"] == "refill":
        m.act(B, m.legal_actions(B)[0])
    assert m.state["phase"] == "emperor" and not m.finished
    m.act(B, m.legal_actions(B)[0])
    assert m.finished and m.result()["end"] == "deck"
    assert m.to_act() == [] and m.result()["scores"] == m.state["scores"]


def test_second_run_out_in_the_second_players_turn_ends_the_game_after_it():
    m = position(active=B, start=A, hands=[["green"] * 3, ["red", "red"]], deck=["yellow"],
                 display=["violet"] * 4, discard=["orange"] * 6,
                 emperor_hand=["orange", "orange", "orange"])
    m.state["runouts"] = 1
    build(m, "zhao", [A, B])
    m.state["phase"] = "refill"
    m.act(B, {"type": "draw", "from": "deck"})
    assert not m.finished
    m.act(B, place("house", "zhao", 2, ["orange"], kind="emperor"))
    assert m.finished and m.result()["end"] == "deck"


def test_first_run_out_reshuffles_the_discards():
    st = position(deck=["red"], discard=["green", "green"]).state
    ctx = flow.Ctx()
    assert flow.draw_deck(st, ctx) == "red" and st["runouts"] == 1 and not st["last_round"]
    assert flow.draw_deck(st, ctx) == "green" and st["discard"] == [] and len(st["deck"]) == 1
    assert ctx.revealed


def test_the_game_ends_when_no_piece_can_be_placed():
    m = position()
    for region, hs in m.state["houses"].items():
        build(m, region, [A] * len(hs), court=[len(hs), 0, 0])
    flow.end_turn(m.state)
    assert m.finished and m.result()["end"] == "blocked"


def test_result_shape_and_a_shared_win():
    m = position()
    build(m, "qi", [A, A, B, B])
    m.state["phase"] = "refill"
    flow.game_over(m.state, "deck")
    res = m.result()
    assert res["scores"] == [4, 4] and res["winners"] == [A, B] and res["losers"] == []
    assert set(res) >= {"scores", "winners", "losers", "points", "end", "rounds"}


def test_display_slots_left_empty_are_filled_once_cards_come_back():
    m = position(display=["red"], deck=[], discard=["green"] * 5)
    flow.end_turn(m.state)
    assert m.state["display"] == ["red", "green", "green", "green"]
    assert m.state["deck"] == ["green", "green"] and m.state["active"] == B


def test_the_saved_games_summary_says_the_round_and_the_scores():
    """Home tells two saves apart by it (#30.16)."""
    m = position(round=3, scores=[7, 12])
    assert m.summary() == {"ja": "第3ラウンド", "en": "Round 3",
                           "seats": [{"ja": "7点", "en": "7"}, {"ja": "12点", "en": "12"}]}
    m.state["phase"] = "over"
    assert (m.summary()["ja"], m.summary()["en"]) == ("第3ラウンドで終了", "Ended in round 3")
