"""The generals' skills played out in hand-built positions (issue #15): each
test names the ruling it plays (pylib/hotseat/games/sanguosha/rulings.py)
and asserts the exact outcome: cards moved, HP, who was asked what.
``@covers`` marks the skills each one plays; tests/test_sanguosha_skill_scenarios.py
holds the rest and checks that every skill has two scenarios, one an interaction."""

from __future__ import annotations

import pytest

from hotseat import engine
from hotseat.games.sanguosha.generals import GENERALS, LORDS
from hotseat.rules import IllegalAction
from sanguosha_helpers import Table, covers, events, position

P = {"type": "pass"}
YES = lambda skill: {"type": "skill", "skill": skill}  # noqa: E731


def gens(n, **at):
    """One general id per seat: ``at`` maps "s<seat>" to an id, the rest plain."""
    return [at.get(f"s{s}") for s in range(n)]


# --- the draft ---------------------------------------------------------------------------
def test_draft_offers_and_face_down_picks():
    m = engine.new_game("sanguosha", 10, 4, {})
    st = m.state
    lord = st["roles"].index("lord")
    offer = m.legal_actions(lord)
    assert [a["general"] for a in offer][:3] == list(LORDS) and len(offer) == 5
    m.act(lord, {"type": "general", "general": "liubei"})
    # The lord's pick is open; the other nine are offered 2 each (9 × 3 > 24).
    others = [s for s in range(10) if s != lord]
    assert sorted(m.to_act()) == others
    offers = [m.legal_actions(s) for s in others]
    assert all(len(o) == 2 for o in offers)
    picked = [o[0]["general"] for o in offers]
    assert len(set(picked + ["liubei"])) == 10
    v = m.view(others[0])
    assert v["generals"][lord] == "liubei" and v["draft"]["offers"] == [a["general"] for a in offers[0]]
    m.act(others[0], offers[0][0])
    # The pick stays face down for everyone else until all have picked.
    assert m.view(others[1])["generals"][others[0]] is None
    assert m.view(others[0])["generals"][others[0]] == picked[0]
    with pytest.raises(IllegalAction) as e:
        m.act(others[1], {"type": "general", "general": "liubei"})
    assert e.value.code == "not_offered"
    for s, o in zip(others[1:], offers[1:]):
        m.act(s, o[0])
    assert st["draft"] is None
    # Max HP from the general, the lord +1 from 5 players; lord skills only for the lord.
    assert st["max_hp"][lord] == 5 and st["hp"][lord] == 5 and "jijiang" in st["skills"][lord]
    for s, g in zip(others, picked):
        assert st["general"][s] == g and st["max_hp"][s] == GENERALS[g]["hp"]
        assert not {"hujia", "jijiang", "jiuyuan"} & set(st["skills"][s])
        assert len(st["hand"][s]) == 4
    assert m.view(None)["generals"] == st["general"]


def test_seven_players_are_offered_three_each():
    m = engine.new_game("sanguosha", 7, 2, {})
    lord = m.to_act()[0]
    m.act(lord, m.legal_actions(lord)[4])
    assert all(len(m.legal_actions(s)) == 3 for s in m.to_act())


# --- judgements: 鬼才, 天妒, 洛神 ------------------------------------------------------------
@covers("guicai", "tiandu", interaction=True)
def test_guicai_turns_lightning_and_tiandu_takes_the_final_card():
    m = position(3, current=0, generals=gens(3, s0="guojia", s1="simayi"),
                 hands={1: ["peach-H3"]}, judge={0: ["lightning-SA"]},
                 top=["slash-S7", "dodge-D2", "dodge-D3"], step="start")
    t = Table(m)
    assert t.ask() == ("guicai", 1)
    t.play(1, "peach-H3")
    assert t.ask() == ("skill", 0) and t.st["ask"]["skill"] == "tiandu"
    t.do(0, YES("tiandu"))
    st = t.st
    # The ♥ replaced the ♠7: no strike; 郭嘉 takes the card that took effect.
    assert st["hp"][0] == 3 and st["judge"][1] == ["lightning-SA"] and st["judge"][0] == []
    assert st["hand"][0] == ["peach-H3", "dodge-D2", "dodge-D3"]
    assert st["discard"] == ["slash-S7"]


@covers("luoshen")
def test_luoshen_takes_black_and_stops_at_red():
    m = position(3, current=0, generals=gens(3, s0="zhenji"),
                 top=["slash-S7", "duel-SA", "peach-H3", "dodge-D2", "dodge-D3"], step="start")
    t = Table(m)
    for _ in range(3):
        assert t.ask() == ("skill", 0) and t.st["ask"]["skill"] == "luoshen"
        t.do(0, YES("luoshen"))
    st = t.st
    assert st["hand"][0] == ["slash-S7", "duel-SA", "dodge-D2", "dodge-D3"]
    assert st["discard"] == ["peach-H3"]


# --- 殺: 無双, 鉄騎, 流離, 空城 --------------------------------------------------------------
@covers("wushuang", interaction=True)
def test_wushuang_needs_two_dodges_and_each_may_be_eight_diagram():
    m = position(3, current=0, generals=gens(3, s0="lvbu"), hands={0: ["slash-S7"], 1: ["dodge-H2"]},
                 equip={1: ["eight_diagram-S2"]}, top=["peach-H3"])
    t = Table(m).use(0, "slash-S7", 1)
    assert t.ask() == ("dodge", 1) and t.st["ask"]["armor"]
    t.do(1, {"type": "armor"})          # red: the first 閃
    assert t.ask() == ("dodge", 1) and t.st["ask"]["armor"]  # a second 閃 asked, with its own try
    t.play(1, "dodge-H2")
    assert t.st["hp"][1] == 4 and any(e["kind"] == "skill" and e["skill"] == "wushuang" for e in events(t.m))


@covers("wushuang")
def test_wushuang_one_dodge_is_not_enough():
    m = position(3, current=0, generals=gens(3, s0="lvbu"), hands={0: ["slash-S7"], 1: ["dodge-H2"]})
    t = Table(m).use(0, "slash-S7", 1).play(1, "dodge-H2")
    assert t.st["hp"][1] == 3


@covers("tieji", interaction=True)
def test_tieji_red_blocks_dodge_and_eight_diagram():
    m = position(3, current=0, generals=gens(3, s0="machao"), hands={0: ["slash-S7"], 1: ["dodge-H2"]},
                 equip={1: ["eight_diagram-S2"]}, top=["peach-H3"])
    t = Table(m).use(0, "slash-S7", 1)
    assert t.ask() == ("skill", 0) and t.st["ask"]["skill"] == "tieji"
    t.do(0, YES("tieji"))
    assert ("dodge", 1) not in t.asks
    assert t.st["hp"][1] == 3 and t.st["hand"][1] == ["dodge-H2"]


@covers("liuli", interaction=True)
def test_liuli_range_counts_without_the_discarded_weapon():
    m = position(4, current=0, generals=gens(4, s1="daqiao"), hands={0: ["slash-S7"], 1: ["dodge-H2"]},
                 equip={1: ["qinggang_sword-S6"]})
    t = Table(m).use(0, "slash-S7", 1)
    assert t.ask() == ("liuli", 1)
    opts = {(a["card"], a["targets"][0]) for a in t.m.legal_actions(1) if a["type"] == "skill"}
    # Discarding the sword leaves range 1: only seat 2; never the user, seat 0.
    assert opts == {("dodge-H2", 2), ("dodge-H2", 3), ("qinggang_sword-S6", 2)}
    t.do(1, {"type": "skill", "skill": "liuli", "card": "qinggang_sword-S6", "targets": [2]})
    # Seat 2 holds no 閃: the moved 殺 hits it; 大喬 is untouched.
    assert t.st["hp"][2] == 3 and t.st["hp"][1] == 3 and t.st["hp"][0] == 4
    assert t.st["equip"][1]["weapon"] is None and "qinggang_sword-S6" in t.st["discard"]


@covers("liuli", "kongcheng", interaction=True)
def test_liuli_and_slash_skip_an_empty_handed_kongcheng():
    m = position(4, current=0, generals=gens(4, s1="daqiao", s2="zhugeliang"),
                 hands={0: ["slash-S7"], 1: ["dodge-H2"]}, equip={1: ["qinggang_sword-S6"]})
    legal = m.legal_actions(0)
    assert {"type": "use", "card": "slash-S7", "targets": [2]} not in legal  # 空城
    t = Table(m).use(0, "slash-S7", 1)
    opts = {a["targets"][0] for a in t.m.legal_actions(1) if a["type"] == "skill"}
    assert opts == {3}


# --- 離間 and rewards ----------------------------------------------------------------------
@covers("lijian", interaction=True)
def test_lijian_duel_cannot_be_nullified_and_its_winner_is_the_killer():
    m = position(4, current=0, roles=["rebel", "lord", "loyalist", "rebel"],
                 generals=gens(4, s0="diaochan", s1="lvbu", s2="xiahoudun"),
                 hands={0: ["duel-SA"], 1: ["peach-H3"], 3: ["nullification-SJ"]}, hp={2: 1})
    t = Table(m)
    t.do(0, {"type": "skill", "skill": "lijian", "targets": [2, 1]})
    t.do(0, {"type": "cost", "cards": ["duel-SA"]})
    assert ("nullify", 3) not in t.asks
    # 夏侯惇 has no 殺: he takes 1 from 呂布, dies unsaved (the lord passes his 桃).
    assert t.ask() == ("peach", 1)
    t.pass_(1)
    st = t.st
    assert not st["alive"][2]
    # 呂布, the lord, killed a loyalist: he discards his hand; 貂蝉 gets nothing.
    assert st["hand"][1] == [] and st["hand"][0] == [] and "peach-H3" in st["discard"]


# --- after damage ------------------------------------------------------------------------------
@covers("yiji", interaction=True)
def test_yiji_once_per_point_of_lightning():
    cards6 = ["dodge-D2", "dodge-D3", "dodge-D4", "dodge-D5", "peach-H4", "peach-H6"]
    m = position(3, current=0, generals=gens(3, s0="guojia"), hands={1: ["peach-H3"]},
                 judge={0: ["lightning-SA"]}, top=["slash-S7"] + cards6, step="start")
    t = Table(m)
    t.pass_(0)  # no 天妒 on the ♠7
    assert t.ask() == ("peach", 1)
    t.play(1, "peach-H3")
    for i in range(3):
        assert t.ask() == ("skill", 0) and t.st["ask"]["skill"] == "yiji"
        t.do(0, YES("yiji"))
        assert t.m.view(0)["aside"]["cards"] == cards6[2 * i:2 * i + 2]
        assert "aside" not in t.m.view(1)
        t.do(0, {"type": "give", "card": cards6[2 * i], "to": 2})
        t.do(0, {"type": "give", "card": cards6[2 * i + 1], "to": 0})
    st = t.st
    assert st["hand"][2] == cards6[0::2] and st["hand"][0][:3] == cards6[1::2]
    assert st["hp"][0] == 1


@covers("jianxiong", "wusheng", interaction=True)
def test_jianxiong_takes_the_lightning_and_a_converted_card():
    m = position(3, current=0, roles=["lord", "rebel", "rebel"], generals=gens(3, s0="caocao"),
                 judge={0: ["lightning-SA"]}, top=["slash-S7", "dodge-D2", "dodge-D3"], step="start")
    t = Table(m)
    assert t.ask() == ("skill", 0) and t.st["ask"]["skill"] == "jianxiong"
    t.do(0, YES("jianxiong"))
    assert t.st["hp"][0] == 1 and t.st["hand"][0][0] == "lightning-SA"
    m = position(3, current=1, roles=["lord", "rebel", "rebel"], generals=gens(3, s0="caocao", s1="guanyu"),
                 hands={1: ["peach-H3"]})
    t = Table(m)
    t.do(1, {"type": "use", "card": "peach-H3", "skill": "wusheng", "targets": [0]})
    t.do(0, YES("jianxiong"))
    assert t.st["hand"][0] == ["peach-H3"] and t.st["hp"][0] == 3


@covers("ganglie")
def test_ganglie_source_chooses_and_short_hand_takes_damage():
    m = position(3, current=0, generals=gens(3, s1="xiahoudun"), hands={0: ["slash-S7", "dodge-D2", "dodge-D3"]},
                 top=["slash-S8"])
    t = Table(m).use(0, "slash-S7", 1)
    t.do(1, YES("ganglie"))
    assert t.ask() == ("ganglie", 0)
    t.do(0, {"type": "discard", "cards": ["dodge-D2", "dodge-D3"]})
    assert t.st["hand"][0] == [] and t.st["hp"][0] == 4
    m = position(3, current=0, generals=gens(3, s1="xiahoudun"), hands={0: ["slash-S7"]}, top=["slash-S8"])
    t = Table(m).use(0, "slash-S7", 1).do(1, YES("ganglie"))
    assert ("ganglie", 0) not in t.asks and t.st["hp"][0] == 3


@covers("fankui")
def test_fankui_takes_from_the_source():
    m = position(3, current=0, generals=gens(3, s1="simayi"), hands={0: ["slash-S7"]},
                 equip={0: ["kylin_bow-H5"]})
    t = Table(m).use(0, "slash-S7", 1).do(1, YES("fankui"))
    t.do(1, {"type": "pick", "card": "kylin_bow-H5"})
    assert t.st["hand"][1] == ["kylin_bow-H5"] and t.st["equip"][0]["weapon"] is None


# --- moves that trigger mid-resolution ----------------------------------------------------------
@covers("lianying", interaction=True)
def test_lianying_draws_before_the_card_resolves():
    m = position(3, current=0, generals=gens(3, s0="luxun"), hands={0: ["ex_nihilo-H7"]},
                 top=["slash-S7", "dodge-D2", "peach-H3"])
    t = Table(m).use(0, "ex_nihilo-H7")
    assert t.ask() == ("skill", 0) and t.st["ask"]["skill"] == "lianying"
    t.do(0, YES("lianying"))
    assert t.st["hand"][0] == ["slash-S7", "dodge-D2", "peach-H3"]


@covers("xiaoji")
def test_xiaoji_draws_two_when_equipment_is_replaced():
    m = position(3, current=0, generals=gens(3, s0="sunshangxiang"), hands={0: ["kylin_bow-H5"]},
                 equip={0: ["qinggang_sword-S6"]}, top=["slash-S7", "dodge-D2"])
    t = Table(m).use(0, "kylin_bow-H5")
    t.do(0, YES("xiaoji"))
    assert t.st["hand"][0] == ["slash-S7", "dodge-D2"] and t.st["equip"][0]["weapon"] == "kylin_bow-H5"


# --- conversions and locked skills ---------------------------------------------------------------
@covers("wusheng", interaction=True)
def test_wusheng_weapon_as_slash_reaches_only_without_it():
    m = position(5, current=0, generals=gens(5, s0="guanyu"), equip={0: ["kylin_bow-H5"]})
    legal = [a for a in m.legal_actions(0) if a.get("skill") == "wusheng"]
    assert sorted(a["targets"][0] for a in legal) == [1, 4]


@covers("paoxiao", "mashu", "qicai", "qianxun")
def test_paoxiao_mashu_qicai_kongcheng_qianxun():
    m = position(5, current=0, generals=gens(5, s0="zhangfei"), hands={0: ["slash-S7", "slash-S8"]})
    t = Table(m).use(0, "slash-S7", 1)
    assert t.st["hp"][1] == 3
    assert any(a["type"] == "use" and a["card"] == "slash-S8" for a in t.m.legal_actions(0))
    m = position(5, current=0, generals=gens(5, s0="machao"), hands={0: ["slash-S7"]})
    assert sorted(a["targets"][0] for a in m.legal_actions(0) if a["type"] == "use") == [1, 2, 3, 4]
    m = position(5, current=0, generals=gens(5, s0="huangyueying", s1="luxun"), hands={0: ["snatch-S3"], 1: ["dodge-D2"],
                 2: ["dodge-D3"], 3: ["dodge-D4"], 4: ["dodge-D5"]})
    assert sorted(a["targets"][0] for a in m.legal_actions(0) if a["type"] == "use") == [2, 3, 4]
    m = position(3, current=0, generals=gens(3, s1="luxun"), hands={0: ["indulgence-S6"]})
    assert [a["targets"] for a in m.legal_actions(0) if a["type"] == "use"] == [[2]]


@covers("longdan", "qingguo")
def test_longdan_and_qingguo_answer_as_dodge():
    m = position(3, current=0, generals=gens(3, s1="zhaoyun"), hands={0: ["slash-S7"], 1: ["slash-S8"]})
    t = Table(m).use(0, "slash-S7", 1)
    t.do(1, {"type": "play", "card": "slash-S8", "skill": "longdan"})
    assert t.st["hp"][1] == 4
    m = position(3, current=0, generals=gens(3, s1="zhenji"), hands={0: ["slash-S7"], 1: ["duel-SA", "peach-H3"]})
    t = Table(m).use(0, "slash-S7", 1)
    answers = t.m.legal_actions(1)
    assert {"type": "play", "card": "duel-SA", "skill": "qingguo"} in answers
    assert {"type": "play", "card": "peach-H3", "skill": "qingguo"} not in answers


@covers("hujia", "qingguo", interaction=True)
def test_hujia_asks_wei_in_turn_order():
    m = position(4, current=0, roles=["rebel", "lord", "loyalist", "rebel"],
                 generals=gens(4, s1="caocao", s2="zhenji", s3="xiahoudun"),
                 hands={0: ["slash-S7"], 2: ["duel-SA"], 3: ["dodge-D2"]})
    t = Table(m).use(0, "slash-S7", 1)
    t.do(1, YES("hujia"))
    assert t.ask() == ("proxy", 2)
    t.do(2, {"type": "play", "card": "duel-SA", "skill": "qingguo"})
    assert t.st["hp"][1] == 4 and ("proxy", 3) not in t.asks


@covers("jiuyuan", interaction=True)
def test_jiuyuan_other_wu_peach_heals_two():
    m = position(3, current=2, roles=["lord", "rebel", "rebel"], generals=gens(3, s0="sunquan", s1="zhouyu"),
                 hands={1: ["peach-H3"], 2: ["slash-S7"]}, hp={0: 1})
    t = Table(m).use(2, "slash-S7", 0)
    assert t.ask() == ("peach", 1)
    t.play(1, "peach-H3")
    assert t.st["hp"][0] == 2  # from 0: the 桃 of 周瑜 (呉) heals 2
    assert any(e["kind"] == "skill" and e["skill"] == "jiuyuan" and e["text"]["en"].startswith("Rescue")
               for e in events(t.m))


@covers("keji")
def test_keji_skips_discard_only_without_a_slash():
    hand = ["dodge-D2", "dodge-D3", "dodge-D4", "dodge-D5", "peach-H4", "peach-H6"]
    m = position(3, current=0, generals=gens(3, s0="lvmeng"), hands={0: hand})
    t = Table(m).end(0)
    assert t.ask() == ("skill", 0) and t.st["ask"]["skill"] == "keji"
    t.do(0, YES("keji"))
    assert len(t.st["hand"][0]) == 6
    m = position(3, current=0, generals=gens(3, s0="lvmeng"), hands={0: hand + ["slash-S7"]})
    t = Table(m).use(0, "slash-S7", 1).end(0)
    assert t.ask() == ("discard", 0)


@covers("rende")
def test_rende_heals_once_when_two_are_given():
    m = position(3, current=0, generals=gens(3, s0="liubei"), hands={0: ["dodge-D2", "dodge-D3", "dodge-D4"]},
                 hp={0: 2})
    t = Table(m)
    for c in ("dodge-D2", "dodge-D3", "dodge-D4"):
        t.do(0, {"type": "skill", "skill": "rende", "card": c, "targets": [1]})
    assert t.st["hp"][0] == 3 and t.st["hand"][1] == ["dodge-D2", "dodge-D3", "dodge-D4"]


@covers("zhiheng")
def test_zhiheng_once_per_phase():
    m = position(3, current=0, generals=gens(3, s0="sunquan"), hands={0: ["dodge-D2", "dodge-D3"]},
                 top=["slash-S7", "slash-S8"])
    t = Table(m).do(0, YES("zhiheng"))
    t.do(0, {"type": "choose", "card": "dodge-D2"}).do(0, {"type": "choose", "card": "dodge-D3"})
    t.do(0, {"type": "done"})
    assert t.st["hand"][0] == ["slash-S7", "slash-S8"]
    with pytest.raises(IllegalAction) as e:
        t.m.act(0, YES("zhiheng"))
    assert e.value.code == "once_per_phase"


@covers("hujia")
def test_hujia_asks_the_attacker_naming_his_own_slash():
    """護駕 asks every other 魏 player from the current one, the attacker
    first: the question says whose card it answers, so his prompt can say
    it is his own (only the words: he may still play a 閃 for the lord)."""
    m = position(4, current=0, roles=["rebel", "lord", "loyalist", "loyalist"],
                 generals=gens(4, s0="xiahoudun", s1="caocao"), hands={0: ["slash-S7", "dodge-D2"]})
    t = Table(m).use(0, "slash-S7", 1).do(1, YES("hujia"))
    assert t.st["ask"] == {"seat": 0, "kind": "proxy", "lord": 1, "need": "dodge", "skill": "hujia",
                           "src": 0, "why": "slash"}
    assert t.m.view(2)["ask"] == t.st["ask"]
    t.play(0, "dodge-D2")
    assert t.st["hp"][1] == 4
