"""Sanguosha: every card and window in hand-built positions, with the exact
outcome (who was asked what, in what order; cards, HP, who won)."""

from __future__ import annotations

import pytest

from hotseat import engine
from hotseat.games.sanguosha import table
from hotseat.rules import IllegalAction
from sanguosha_helpers import Table, events, position

NOAUTO = {"auto_pass": False}


def targets(m, seat, card):
    return [a["targets"] for a in m.legal_actions(seat) if a.get("card") == card]


# --- distance and range ------------------------------------------------------------------
def test_seed_six_player_example_distance_and_range():
    """Seed §1–2: D (seat 3) is 1 from C and E, 2 from B and F, 3 from A;
    with 青龍偃月刀 (range 3) D may 殺 A but not 順手牽羊 A."""
    m = position(6, current=3, hands={3: ["slash-S7", "snatch-S3"], 0: ["dodge-D2"], 2: ["dodge-D3"],
                                     4: ["dodge-D4"]}, equip={3: ["blade-S5"]})
    st = m.state
    assert [table.distance(st, 3, s) for s in range(6)] == [3, 2, 1, 0, 1, 2]
    assert [0] in targets(m, 3, "slash-S7")
    assert [0] not in targets(m, 3, "snatch-S3")
    assert targets(m, 3, "snatch-S3") == [[4], [2]]
    with pytest.raises(IllegalAction) as e:
        m.act(3, {"type": "use", "card": "snatch-S3", "targets": [0]})
    assert e.value.code == "out_of_range"


def test_death_closes_the_circle_and_horses_count():
    m = position(6, current=3, equip={3: ["chitu-H5"], 1: ["dilu-C5"]})
    st = m.state
    assert table.distance(st, 3, 0) == 2 and table.distance(st, 3, 1) == 2  # 3-1, 2-1+1
    st["alive"][2] = False
    assert table.distance(st, 3, 1) == 1  # one closer; -1 horse, +1 horse
    assert table.distance(st, 3, 0) == 1


def test_slash_out_of_range_and_limit_are_refused_naming_the_rule():
    m = position(6, current=0, hands={0: ["slash-S7", "slash-S8"], 1: ["dodge-H2"]})
    before = repr(m.state)
    with pytest.raises(IllegalAction) as e:
        m.act(0, {"type": "use", "card": "slash-S7", "targets": [3]})
    assert e.value.code == "out_of_range" and repr(m.state) == before
    t = Table(m)
    t.use(0, "slash-S7", 1).play(1, "dodge-H2")
    with pytest.raises(IllegalAction) as e:
        m.act(0, {"type": "use", "card": "slash-S8", "targets": [1]})
    assert e.value.code == "slash_limit"
    with pytest.raises(IllegalAction) as e:
        m.act(0, {"type": "play", "card": "slash-S8"})
    assert e.value.code == "not_legal"


def test_answers_out_of_turn_are_refused():
    m = position(3, current=0, hands={0: ["slash-S7"], 1: ["dodge-H2", "peach-H3"]})
    t = Table(m).use(0, "slash-S7", 1)
    before = repr(m.state)
    for bad, code in (({"type": "play", "card": "peach-H3"}, "not_a_response"),
                      ({"type": "use", "card": "peach-H3", "targets": []}, "not_a_response"),
                      ({"type": "play", "card": "dodge-D2"}, "not_in_hand")):
        with pytest.raises(IllegalAction) as e:
            m.act(1, bad)
        assert e.value.code == code
    with pytest.raises(IllegalAction) as e:
        m.act(0, {"type": "pass"})
    assert e.value.code == "not_your_turn"
    assert repr(m.state) == before
    t.pass_(1)
    assert m.state["hp"][1] == 3


# --- basic cards -------------------------------------------------------------------------
def test_slash_dodged_and_hit():
    m = position(3, current=0, hands={0: ["slash-S7"], 1: ["dodge-H2"]})
    t = Table(m).use(0, "slash-S7", 1)
    assert t.ask() == ("dodge", 1)
    t.play(1, "dodge-H2")
    # the 閃 goes to the discard pile at once, the 殺 once its use is over
    assert m.state["hp"][1] == 4 and m.state["discard"] == ["dodge-H2", "slash-S7"]
    assert t.ask() == ("play", 0)


def test_auto_pass_answers_for_a_seat_with_no_dodge():
    m = position(3, current=0, hands={0: ["slash-S7"], 1: ["peach-H3"]})
    Table(m).use(0, "slash-S7", 1)
    assert m.state["hp"][1] == 3 and m.state["ask"]["seat"] == 0
    m = position(3, current=0, hands={0: ["slash-S7"], 1: ["peach-H3"]}, options=NOAUTO)
    t = Table(m).use(0, "slash-S7", 1)
    # Auto-pass off: the seat is asked, and may answer for the rest of the turn (issue #16).
    assert t.ask() == ("dodge", 1)
    assert m.legal_actions(1) == [{"type": "pass"}, {"type": "pass", "standing": "turn"}]


def test_peach_in_play_phase_only_when_wounded():
    m = position(3, current=0, hands={0: ["peach-H3", "peach-H4"]}, hp={0: 3})
    Table(m).use(0, "peach-H3")
    assert m.state["hp"][0] == 4
    with pytest.raises(IllegalAction) as e:
        m.act(0, {"type": "use", "card": "peach-H4", "targets": []})
    assert e.value.code == "full_health"


# --- scrolls and 明察秋毫 -------------------------------------------------------------------
def test_three_deep_nullification_chain():
    """過河拆橋 on seat 1; 1 cancels it, 0 cancels that, 2 cancels that; the
    window on 2's card closes, so 0's is cancelled; the window on 1's card
    goes round again (3, who has not passed on it, is asked) and 1's card
    stands: the scroll is cancelled."""
    m = position(4, current=0, hands={0: ["dismantlement-S3", "nullification-SJ"],
                                      1: ["nullification-CQ", "dodge-H2"], 2: ["nullification-CK"],
                                      3: ["nullification-DQ", "slash-S7"]})
    t = Table(m).use(0, "dismantlement-S3", 1)
    t.pass_(0).play(1, "nullification-CQ").play(0, "nullification-SJ").play(2, "nullification-CK")
    t.pass_(3)  # on 2's card
    assert t.ask() == ("nullify", 3)  # 1's card again, after 0's was cancelled
    t.pass_(3)
    assert t.asks == [("play", 0), ("nullify", 0), ("nullify", 1), ("nullify", 0), ("nullify", 2),
                      ("nullify", 3), ("nullify", 3), ("play", 0)]
    st = m.state
    assert st["hand"][1] == ["dodge-H2"]
    assert sorted(st["discard"]) == sorted(["nullification-CQ", "nullification-SJ",
                                             "nullification-CK", "dismantlement-S3"])


def test_savage_assault_asks_every_other_player_in_order():
    m = position(4, current=2, hands={2: ["savage_assault-S7"], 3: ["slash-C2"], 1: ["slash-C3"]},
                 options=NOAUTO)
    t = Table(m).use(2, "savage_assault-S7")
    for target in (3, 0, 1):
        for s in (2, 3, 0, 1):
            assert t.ask() == ("nullify", s)
            t.pass_(s)
        assert t.ask() == ("slash", target)
        if target == 0:
            t.pass_(0)
        else:
            t.play(target, {3: "slash-C2", 1: "slash-C3"}[target])
    assert m.state["hp"] == [3, 4, 4, 4]
    assert t.ask() == ("play", 2)


def test_archery_attack_with_eight_diagram():
    m = position(3, current=0, hands={0: ["archery_attack-HA"], 2: ["dodge-D2"]},
                 equip={1: ["eight_diagram-S2"]}, top=["peach-H4", "slash-C2"])
    t = Table(m).use(0, "archery_attack-HA")
    assert t.ask() == ("dodge", 1)
    assert {"type": "armor"} in m.legal_actions(1)
    t.do(1, {"type": "armor"})          # judges ♥4: red, counts as a 閃
    assert t.ask() == ("dodge", 2)
    t.pass_(2)
    assert m.state["hp"] == [4, 4, 3]


def test_eight_diagram_black_then_no_dodge_and_qinggang_ignores_it():
    m = position(3, current=0, hands={0: ["slash-S7"]}, equip={1: ["eight_diagram-S2"]},
                 top=["slash-C2"])
    Table(m).use(0, "slash-S7", 1).do(1, {"type": "armor"})
    assert m.state["hp"][1] == 3  # black judgement, no 閃 left: auto-pass
    m = position(3, current=0, hands={0: ["slash-S7"]}, equip={0: ["qinggang_sword-S6"],
                                                               1: ["eight_diagram-S2"]})
    Table(m).use(0, "slash-S7", 1)
    assert m.state["hp"][1] == 3


def test_renwang_shield_stops_black_slash_only():
    m = position(3, current=0, hands={0: ["slash-S7"]}, equip={1: ["renwang_shield-C2"]})
    Table(m).use(0, "slash-S7", 1)
    assert m.state["hp"][1] == 4
    m = position(3, current=0, hands={0: ["slash-H10"]}, equip={1: ["renwang_shield-C2"]})
    Table(m).use(0, "slash-H10", 1)
    assert m.state["hp"][1] == 3


def test_duel_alternates_slashes_target_first():
    m = position(3, current=0, hands={0: ["duel-SA", "slash-S7"], 1: ["slash-S8", "slash-S9"]})
    t = Table(m).use(0, "duel-SA", 1)
    t.play(1, "slash-S8").play(0, "slash-S7").play(1, "slash-S9")
    assert [a for a in t.asks if a[0] == "slash"] == [("slash", 1), ("slash", 0), ("slash", 1)]
    assert m.state["hp"] == [3, 4, 4]  # seat 0 had no 殺 left: 1 damage from seat 1


def test_collateral_wielder_refuses_and_gives_the_weapon():
    m = position(3, current=0, hands={0: ["collateral-CQ"], 1: ["slash-S7"]},
                 equip={1: ["spear-SQ"]})
    assert [1, 2] in targets(m, 0, "collateral-CQ") and [1, 0] in targets(m, 0, "collateral-CQ")
    t = Table(m).do(0, {"type": "use", "card": "collateral-CQ", "targets": [1, 2]})
    assert t.ask() == ("collateral", 1)
    t.pass_(1)
    assert m.state["equip"][1]["weapon"] is None and "spear-SQ" in m.state["hand"][0]


def test_collateral_wielder_slashes():
    m = position(3, current=0, hands={0: ["collateral-CQ"], 1: ["slash-S7"]},
                 equip={1: ["crossbow-CA"]})
    t = Table(m).do(0, {"type": "use", "card": "collateral-CQ", "targets": [1, 2]})
    t.play(1, "slash-S7")
    assert m.state["hp"] == [4, 4, 3] and m.state["equip"][1]["weapon"] == "crossbow-CA"


def test_amazing_grace_picks_in_order_from_the_user():
    top = ["peach-H6", "slash-S7", "dodge-D2"]
    m = position(3, current=1, hands={1: ["amazing_grace-H3"]}, top=top)
    t = Table(m).use(1, "amazing_grace-H3")
    assert m.state["grace"] == top
    t.do(1, {"type": "take", "card": "peach-H6"}).do(2, {"type": "take", "card": "dodge-D2"})
    t.do(0, {"type": "take", "card": "slash-S7"})
    assert [m.state["hand"][s] for s in range(3)] == [["slash-S7"], ["peach-H6"], ["dodge-D2"]]
    assert m.state["grace"] == []


def test_god_salvation_and_ex_nihilo():
    m = position(3, current=0, hands={0: ["god_salvation-HA", "ex_nihilo-H7"]}, hp={0: 2, 2: 3},
                 top=["slash-S7", "dodge-D2"])
    t = Table(m).use(0, "god_salvation-HA")
    assert m.state["hp"] == [3, 4, 4]
    t.use(0, "ex_nihilo-H7")
    assert m.state["hand"][0] == ["slash-S7", "dodge-D2"]


def test_dismantlement_blind_hand_pick_and_snatch_of_equipment():
    m = position(3, current=0, hands={0: ["dismantlement-S3", "snatch-S4"], 1: ["peach-H3", "dodge-H2"]},
                 equip={1: ["eight_diagram-S2"]})
    t = Table(m).use(0, "dismantlement-S3", 1)
    assert m.legal_actions(0) == [{"type": "pick", "zone": "hand"}, {"type": "pick", "card": "eight_diagram-S2"}]
    t.do(0, {"type": "pick", "zone": "hand"})
    # the generator chose one of the two; the picker never saw them
    gone = m.state["discard"][-2]
    assert gone in ("peach-H3", "dodge-H2") and m.state["hand"][1] == [c for c in ("peach-H3", "dodge-H2") if c != gone]
    t.use(0, "snatch-S4", 1).do(0, {"type": "pick", "card": "eight_diagram-S2"})
    assert m.state["hand"][0] == ["eight_diagram-S2"] and m.state["equip"][1]["armor"] is None


# --- delayed scrolls ---------------------------------------------------------------------
def test_indulgence_judged_skips_play_unless_heart():
    m = position(3, current=1, judge={1: ["indulgence-S6"]}, top=["slash-S7", "dodge-D2", "peach-H3"],
                 step="start")
    # ♠7 judged: the play phase is skipped; 2 drawn; discard to 4 not needed
    assert m.state["hand"][1] == ["dodge-D2", "peach-H3"] and m.state["judge"][1] == []
    assert m.state["current"] == 2
    m = position(3, current=1, judge={1: ["indulgence-S6"]}, top=["peach-H4", "dodge-D2", "slash-S7"],
                 step="start")
    assert m.state["ask"]["kind"] == "play" and m.state["current"] == 1


def test_lightning_moves_past_a_seat_that_holds_one():
    m = position(4, current=0, judge={0: ["lightning-SA"], 1: ["lightning-HQ"]},
                 top=["slash-H10", "dodge-D2", "dodge-D3"], step="start", options={"ex_cards": True})
    assert m.state["judge"] == [[], ["lightning-HQ"], ["lightning-SA"], []]


def test_lightning_strikes_spade_2_to_9():
    m = position(4, current=0, judge={0: ["lightning-SA"]}, top=["slash-S7", "dodge-D2", "dodge-D3"],
                 step="start")
    assert m.state["hp"][0] == 1 and "lightning-SA" in m.state["discard"]


def test_lightning_nullified_moves_on():
    m = position(3, current=0, judge={0: ["lightning-SA"]}, hands={2: ["nullification-SJ"]}, step="start")
    t = Table(m)
    assert t.ask() == ("nullify", 2)
    t.play(2, "nullification-SJ")
    assert m.state["judge"][1] == ["lightning-SA"]


# --- dying, death, victory ----------------------------------------------------------------
def test_dying_player_saves_themselves_and_play_goes_on():
    m = position(3, current=0, hands={0: ["slash-S7", "peach-H4"], 1: ["peach-H3"]}, hp={1: 1},
                 options=NOAUTO)
    t = Table(m).use(0, "slash-S7", 1).pass_(1)
    assert t.ask() == ("peach", 0)
    t.pass_(0)
    assert t.ask() == ("peach", 1)
    t.play(1, "peach-H3")
    assert m.state["hp"][1] == 1 and m.state["alive"][1] and t.ask() == ("play", 0)


def test_rebel_killed_killer_draws_three():
    m = position(4, roles=["lord", "loyalist", "rebel", "renegade"], current=1,
                 hands={1: ["slash-S7"]}, hp={2: 1}, top=["dodge-D2", "dodge-D3", "dodge-D4"])
    Table(m).use(1, "slash-S7", 2)
    st = m.state
    assert not st["alive"][2] and st["hand"][1] == ["dodge-D2", "dodge-D3", "dodge-D4"]
    assert m.view(0)["roles"] == ["lord", None, "rebel", None]


def test_lord_killing_a_loyalist_discards_everything():
    m = position(4, roles=["lord", "loyalist", "rebel", "renegade"], current=0,
                 hands={0: ["slash-S7", "dodge-D2", "peach-H3"]}, equip={0: ["chitu-H5"]}, hp={1: 1})
    t = Table(m).use(0, "slash-S7", 1)
    assert t.ask() == ("peach", 0)  # the lord holds a 桃 and declines
    t.pass_(0)
    st = m.state
    assert not st["alive"][1] and st["hand"][0] == [] and st["equip"][0]["minus"] is None
    assert st["discard"][-4:] == ["dodge-D2", "peach-H3", "chitu-H5", "slash-S7"]


def test_lone_renegade_wins():
    m = position(3, roles=["lord", "rebel", "renegade"], current=2, hands={2: ["slash-S7"]},
                 hp={0: 1})
    m.state["alive"][1] = False
    Table(m).use(2, "slash-S7", 0)
    r = m.result()
    assert r == {"scores": [0, 0, 1], "winners": [2], "side": "renegade",
                 "roles": ["lord", "rebel", "renegade"]}


def test_two_renegades_lord_dies_rebels_win():
    roles = ["lord", "loyalist", "rebel", "rebel", "renegade", "renegade"]
    m = position(6, roles=roles, current=2, hands={2: ["duel-SA"]}, hp={0: 1},
                 options={"roles": "two_renegades"})
    Table(m).use(2, "duel-SA", 0)
    assert m.result()["side"] == "rebels" and m.result()["winners"] == [2, 3]


def test_lord_side_wins_when_rebels_and_renegades_are_dead():
    m = position(3, roles=["lord", "rebel", "renegade"], current=0, hands={0: ["slash-S7"]}, hp={1: 1})
    m.state["alive"][2] = False
    Table(m).use(0, "slash-S7", 1)
    assert m.result()["side"] == "lord" and m.result()["scores"] == [1, 0, 0]


def test_both_piles_empty_is_a_draw():
    m = position(3, current=0, hands={0: ["ex_nihilo-H7"]})
    st = m.state
    st["hand"][2] = st["pile"][:]   # everything else is in a hand
    st["pile"] = []
    Table(m).use(0, "ex_nihilo-H7").pass_(2)  # seat 2 holds every 明察秋毫
    assert m.result() == {"scores": [0, 0, 0], "winners": [], "side": "draw",
                          "roles": st["roles"]}


# --- equipment --------------------------------------------------------------------------
def test_equipment_replaces_the_same_slot():
    m = position(3, current=0, hands={0: ["blade-S5", "axe-D5"]})
    Table(m).use(0, "blade-S5").use(0, "axe-D5")
    assert m.state["equip"][0]["weapon"] == "axe-D5" and m.state["discard"] == ["blade-S5"]


def test_crossbow_lifts_the_slash_limit():
    m = position(3, current=0, hands={0: ["slash-S7", "slash-S8"]}, equip={0: ["crossbow-CA"]})
    Table(m).use(0, "slash-S7", 1).use(0, "slash-S8", 1)
    assert m.state["hp"][1] == 2


def test_blade_follows_up_and_axe_forces_the_hit():
    m = position(3, current=0, hands={0: ["slash-S7", "slash-S8"], 1: ["dodge-D2"]}, equip={0: ["blade-S5"]})
    t = Table(m).use(0, "slash-S7", 1).play(1, "dodge-D2")
    assert t.ask() == ("blade", 0)
    t.play(0, "slash-S8")
    assert m.state["hp"][1] == 3
    m = position(3, current=0, hands={0: ["slash-S7", "peach-H3", "dodge-D3"], 1: ["dodge-D2"]},
                 equip={0: ["axe-D5", "chitu-H5"]})
    t = Table(m).use(0, "slash-S7", 1).play(1, "dodge-D2")
    assert t.ask() == ("axe", 0)
    t.do(0, {"type": "axe", "cards": ["chitu-H5", "dodge-D3"]})
    assert m.state["hp"][1] == 3 and m.state["equip"][0]["minus"] is None


def test_spear_two_cards_as_a_colourless_slash_and_halberd_last_card():
    m = position(3, current=0, hands={0: ["peach-H3", "duel-SA"]},
                 equip={0: ["spear-SQ"], 1: ["renwang_shield-C2"]})
    # ♥3 + ♠A: colourless, so the 仁王盾 does not stop it
    Table(m).do(0, {"type": "spear", "cards": ["duel-SA", "peach-H3"], "targets": [1]})
    assert m.state["hp"][1] == 3
    m = position(4, current=0, hands={0: ["slash-S7"]}, equip={0: ["halberd-DQ"]})
    assert [1, 2, 3] in targets(m, 0, "slash-S7")
    Table(m).use(0, "slash-S7", 3, 1, 2)
    assert m.state["hp"] == [4, 3, 3, 3]


def test_ice_sword_and_kylin_bow():
    m = position(3, current=0, hands={0: ["slash-S7"], 1: ["peach-H3"]}, equip={0: ["ice_sword-S2"],
                                                                              1: ["dilu-C5"]})
    t = Table(m).use(0, "slash-S7", 1)
    assert t.ask() == ("ice", 0)
    t.do(0, {"type": "ice"}).do(0, {"type": "pick", "card": "dilu-C5"}).do(0, {"type": "pick", "zone": "hand"})
    assert m.state["hp"][1] == 4 and m.state["hand"][1] == [] and m.state["equip"][1]["plus"] is None
    m = position(3, current=0, hands={0: ["slash-S7"]}, equip={0: ["kylin_bow-H5"], 1: ["dilu-C5"]})
    t = Table(m).use(0, "slash-S7", 1).do(0, {"type": "pick", "card": "dilu-C5"})
    assert m.state["hp"][1] == 3 and m.state["equip"][1]["plus"] is None


def test_double_swords_needs_opposite_genders():
    m = position(3, current=0, hands={0: ["slash-S7"], 1: ["dodge-D2", "peach-H3"]},
                 equip={0: ["double_sword-S2"]}, gender=["m", "f", "m"], top=["slash-C2"])
    t = Table(m).use(0, "slash-S7", 1)
    assert t.ask() == ("swords", 0)
    t.do(0, {"type": "swords"}).do(1, {"type": "let_draw"})
    assert m.state["hand"][0] == ["slash-C2"]
    m = position(3, current=0, hands={0: ["slash-S7"]}, equip={0: ["double_sword-S2"]})
    t = Table(m).use(0, "slash-S7", 1)
    assert ("swords", 0) not in t.asks  # the beginner game has no genders


def test_view_hides_hands_and_roles():
    m = engine.new_game("sanguosha", 5, 3, {})
    v = m.view(None)
    assert "hand" not in v and v["roles"].count(None) == 4
    s = m.to_act()[0]
    mine = m.view(s)
    assert mine["hand"] == m.state["hand"][s] and mine["roles"][s] == m.state["roles"][s]
    assert mine["alive"] == [True] * 5


def test_judgement_area_last_placed_first():
    """Ruling judge_order: 楽不思蜀 placed first, 雷電 second; 雷電 is judged first."""
    m = position(3, current=0, judge={0: ["indulgence-S6", "lightning-SA"]},
                 top=["dodge-HK", "peach-H3", "slash-S7", "dodge-D2"], step="start")
    judged = [e["text"]["en"] for e in events(m) if e["kind"] == "judged"]
    assert judged == ["Judgement for {seat:0}: Dodge ♥K.", "Judgement for {seat:0}: Peach ♥3."]
    assert m.state["judge"][1] == ["lightning-SA"] and m.state["ask"]["kind"] == "play"


def test_every_ruling_names_a_test_that_exists():
    from hotseat.games.sanguosha.rulings import RULINGS
    import test_sanguosha_generals
    import test_sanguosha_skill_scenarios
    import test_sanguosha_skills
    import test_sanguosha_table_support
    here = {**globals(), **vars(test_sanguosha_skills), **vars(test_sanguosha_generals),
            **vars(test_sanguosha_skill_scenarios), **vars(test_sanguosha_table_support)}
    for r in RULINGS:
        assert r["test"] in here, r["id"]


def test_the_public_view_says_who_killed_whom():
    """The final standings list the kills (#30.15): each dead seat's killer,
    as the "died" event said it; None while alive."""
    m = position(4, roles=["lord", "loyalist", "rebel", "renegade"], current=1,
                 hands={1: ["slash-S7"]}, hp={2: 1}, top=["dodge-D2", "dodge-D3", "dodge-D4"])
    assert m.view(None)["killers"] == [None] * 4
    Table(m).use(1, "slash-S7", 2)
    died = [e for e in events(m) if e["kind"] == "died"]
    assert [(e["seat"], e["src"]) for e in died] == [(2, 1)]
    assert all(m.view(s)["killers"] == [None, None, 1, None] for s in (None, 0, 2))


def test_the_saved_games_summary_says_turn_players_and_who_won():
    """Home tells two saves apart by it (#30.16): the turn, how many play and
    are alive; at the end the side that won and the game's length."""
    m = position(3, roles=["lord", "rebel", "renegade"], current=2, hands={2: ["slash-S7"]}, hp={0: 1})
    turn = m.state["turn"]
    s = m.summary()
    assert (s["ja"], s["en"]) == (f"第{turn}ターン・3人（生存3）", f"Turn {turn} · 3 players (3 alive)")
    assert s["seats"] == [None] * 3 and s["humans_only"]  # the beginner game: no generals
    m.state["alive"][1] = False
    Table(m).use(2, "slash-S7", 0)
    s = m.summary()
    assert s["ja"] == f"内奸の勝利・{turn}ターン・3人"
    assert s["en"] == f"The Renegade won · {turn} turn{'s' if turn != 1 else ''} · 3 players"
