"""Issue #15, every skill: at least two hand-built scenarios with the exact
outcome (cards moved, HP, who was asked what, in what order), one of them an
interaction with another skill or card. ``@covers`` marks what each test
plays (here and in tests/test_sanguosha_skills.py); the meta test at the end
fails if any of the 40 skills has fewer than two, or no interaction.

``Table.asks`` is every question put to a seat, (kind, seat), in order; a
seat that holds nothing that could answer is not asked (auto-pass). The
rulings named are in pylib/hotseat/games/sanguosha/rulings.py."""

from __future__ import annotations

import copy
import inspect

import pytest

import test_sanguosha_skills
from hotseat.games.sanguosha.generals import SKILLS
from hotseat.rules import IllegalAction
from sanguosha_helpers import Table, coverage_gaps, covers, lines, position

P = {"type": "pass"}
YES = lambda skill: {"type": "skill", "skill": skill}  # noqa: E731
NOAUTO = {"auto_pass": False}


def gens(n, **at):
    """One general id per seat: ``at`` maps "s<seat>" to an id, the rest plain."""
    return [at.get(f"s{s}") for s in range(n)]


def skill_asked(t):
    """The skill the current question is about (a "skill" question)."""
    return t.st["ask"].get("skill")


def refused(m, seat, action, code):
    """``action`` is refused with ``code`` and nothing changes."""
    before = copy.deepcopy(m.state)
    with pytest.raises(IllegalAction) as e:
        m.act(seat, action)
    assert e.value.code == code
    assert m.state == before


def texts(t):
    return lines(t.m)


# --- 突襲, 英姿, 裸衣: the draw phase ------------------------------------------------------------
@covers("tuxi")
def test_tuxi_takes_one_hand_card_from_each_of_two_instead_of_drawing():
    m = position(4, current=0, generals=gens(4, s0="zhangliao"), step="start",
                 hands={1: ["dodge-D2"], 3: ["slash-S7"]}, top=["duel-SA", "peach-H3"])
    t = Table(m)
    assert t.ask() == ("tuxi", 0)
    # Only players holding hand cards may be chosen (seat 2 has none).
    refused(m, 0, {"type": "skill", "skill": "tuxi", "targets": [2]}, "skill_not_now")
    t.do(0, {"type": "skill", "skill": "tuxi", "targets": [3, 1]})
    st = t.st
    assert st["hand"] == [["dodge-D2", "slash-S7"], [], [], []]
    assert st["pile"][-2:] == ["peach-H3", "duel-SA"]  # nothing drawn
    assert t.asks == [("tuxi", 0), ("play", 0)]


@covers("tuxi", "lianying", interaction=True)
def test_tuxi_taking_luxuns_last_card_fires_lianying_in_the_draw_phase():
    """mid_resolution: 連営 fires at once, before 張遼's draw phase ends."""
    m = position(3, current=0, generals=gens(3, s0="zhangliao", s1="luxun"), step="start",
                 hands={1: ["dodge-D2"]}, top=["duel-SA", "peach-H3"])
    t = Table(m).do(0, {"type": "skill", "skill": "tuxi", "targets": [1]})
    assert t.ask() == ("skill", 1) and skill_asked(t) == "lianying"
    t.do(1, YES("lianying"))
    st = t.st
    assert st["hand"] == [["dodge-D2"], ["duel-SA"], []]
    assert t.asks == [("tuxi", 0), ("skill", 1), ("play", 0)]


@covers("yingzi")
def test_yingzi_draws_three_and_declining_draws_two():
    m = position(3, current=0, generals=gens(3, s0="zhouyu"), step="start",
                 top=["dodge-D2", "dodge-D3", "dodge-D4", "dodge-D5"])
    t = Table(m)
    assert t.ask() == ("skill", 0) and skill_asked(t) == "yingzi"
    t.do(0, YES("yingzi"))
    assert t.st["hand"][0] == ["dodge-D2", "dodge-D3", "dodge-D4"]
    assert t.asks == [("skill", 0), ("play", 0)]
    m = position(3, current=0, generals=gens(3, s0="zhouyu"), step="start",
                 top=["dodge-D2", "dodge-D3", "dodge-D4"])
    t = Table(m).pass_(0)
    assert t.st["hand"][0] == ["dodge-D2", "dodge-D3"] and t.asks == [("skill", 0), ("play", 0)]


@covers("guicai", "yingzi", interaction=True)
def test_guicai_saves_zhouyu_from_indulgence_then_yingzi():
    """guicai_judgement: 司馬懿's ♥ replaces the ♠7 under 楽不思蜀, which
    fails; the ♠7 is discarded first, then the ♥ that took effect, then the
    scroll. The play phase is not skipped."""
    m = position(3, current=0, generals=gens(3, s0="zhouyu", s1="simayi"), step="start",
                 hands={1: ["peach-H3"]}, judge={0: ["indulgence-S6"]},
                 top=["slash-S7", "dodge-D2", "dodge-D3", "dodge-D4"])
    t = Table(m)
    assert t.ask() == ("guicai", 1)
    t.play(1, "peach-H3")
    t.do(0, YES("yingzi"))
    st = t.st
    assert st["discard"] == ["slash-S7", "peach-H3", "indulgence-S6"]
    assert st["judge"][0] == [] and st["hand"] == [["dodge-D2", "dodge-D3", "dodge-D4"], [], []]
    assert t.asks == [("guicai", 1), ("skill", 0), ("play", 0)]


@covers("luoyi", "yiji", interaction=True)
def test_luoyi_slash_deals_two_and_yiji_is_asked_twice():
    """luoyi_own and yiji_per_point: 許褚 draws 1, his 殺 deals 2, 郭嘉 gives
    away two cards per point."""
    four = ["dodge-D2", "dodge-D3", "dodge-D4", "dodge-D5"]
    m = position(3, current=0, generals=gens(3, s0="xuchu", s1="guojia"), step="start",
                 top=["slash-S7"] + four)
    t = Table(m)
    assert t.ask() == ("skill", 0) and skill_asked(t) == "luoyi"
    t.do(0, YES("luoyi"))
    assert t.st["hand"][0] == ["slash-S7"]
    t.use(0, "slash-S7", 1)
    assert t.st["hp"][1] == 1
    for i in range(2):
        assert t.ask() == ("skill", 1) and skill_asked(t) == "yiji"
        t.do(1, YES("yiji"))
        t.do(1, {"type": "give", "card": four[2 * i], "to": 1})
        t.do(1, {"type": "give", "card": four[2 * i + 1], "to": 2})
    st = t.st
    assert st["hand"] == [[], ["dodge-D2", "dodge-D4"], ["dodge-D3", "dodge-D5"]]
    assert t.asks == [("skill", 0), ("play", 0)] + [("skill", 1), ("yiji", 1), ("yiji", 1)] * 2 + [("play", 0)]


@covers("luoyi", interaction=True)
def test_luoyi_adds_to_his_own_duel_not_to_the_one_he_loses():
    """luoyi_own: 決闘 won by 許褚 deals 2; lost, he takes only 1."""
    m = position(3, current=0, generals=gens(3, s0="xuchu"), step="start",
                 top=["duel-SA", "duel-CA"])
    t = Table(m).do(0, YES("luoyi")).use(0, "duel-SA", 1)
    assert t.st["hp"] == [4, 2, 4] and t.st["hand"][0] == []
    m = position(3, current=0, generals=gens(3, s0="xuchu"), step="start",
                 hands={1: ["slash-S7"]}, top=["duel-SA", "duel-CA"])
    t = Table(m).do(0, YES("luoyi")).use(0, "duel-SA", 1)
    assert t.ask() == ("slash", 1)
    t.play(1, "slash-S7")
    assert t.st["hp"] == [3, 4, 4]
    assert t.asks == [("skill", 0), ("play", 0), ("slash", 1), ("play", 0)]


# --- 閉月, 苦肉 -----------------------------------------------------------------------------------
@covers("biyue")
def test_biyue_draws_one_at_the_end_phase():
    m = position(3, current=0, generals=gens(3, s0="diaochan"),
                 top=["peach-H3", "dodge-D2", "dodge-D3"])
    t = Table(m).end(0)
    assert t.ask() == ("skill", 0) and skill_asked(t) == "biyue"
    t.do(0, YES("biyue"))
    st = t.st
    assert st["hand"] == [["peach-H3"], ["dodge-D2", "dodge-D3"], []]
    assert t.asks == [("play", 0), ("skill", 0), ("play", 1)]


@covers("biyue", interaction=True)
def test_biyue_still_fires_when_indulgence_skips_the_play_phase():
    m = position(3, current=0, generals=gens(3, s0="diaochan"), step="start",
                 judge={0: ["indulgence-S6"]},
                 top=["slash-S7", "dodge-D2", "dodge-D3", "peach-H3", "slash-S8", "slash-S9"])
    t = Table(m)
    assert t.ask() == ("skill", 0) and skill_asked(t) == "biyue"
    t.do(0, YES("biyue"))
    st = t.st
    assert st["hand"] == [["dodge-D2", "dodge-D3", "peach-H3"], ["slash-S8", "slash-S9"], []]
    assert st["discard"] == ["slash-S7", "indulgence-S6"]
    assert t.asks == [("skill", 0), ("play", 1)]


@covers("kurou")
def test_kurou_any_number_of_times():
    m = position(3, current=0, generals=gens(3, s0="huanggai"),
                 top=["dodge-D2", "dodge-D3", "dodge-D4", "dodge-D5"])
    t = Table(m).do(0, YES("kurou")).do(0, YES("kurou"))
    st = t.st
    assert st["hp"][0] == 2 and st["hand"][0] == ["dodge-D2", "dodge-D3", "dodge-D4", "dodge-D5"]
    assert YES("kurou") in t.m.legal_actions(0)
    assert not any("damage" in x for x in texts(t))  # losing HP is not damage
    assert t.asks == [("play", 0)] * 3


@covers("kurou", interaction=True)
def test_kurou_at_one_hp_self_peach_then_draw():
    """The dying is resolved first (he saves himself), then he draws 2."""
    m = position(3, current=0, generals=gens(3, s0="huanggai"), hands={0: ["peach-H3"]}, hp={0: 1},
                 top=["dodge-D2", "dodge-D3"])
    t = Table(m).do(0, YES("kurou"))
    assert t.ask() == ("peach", 0)
    t.play(0, "peach-H3")
    st = t.st
    assert st["hp"][0] == 1 and st["hand"][0] == ["dodge-D2", "dodge-D3"] and st["discard"] == ["peach-H3"]
    assert t.asks == [("play", 0), ("peach", 0), ("play", 0)]


@covers("kurou", interaction=True)
def test_loyalist_dying_to_kurou_has_no_killer_so_the_lord_keeps_his_cards():
    """lord_penalty: no killer, no penalty; the dead turn player's turn ends."""
    m = position(4, current=0, roles=["loyalist", "lord", "rebel", "rebel"],
                 generals=gens(4, s0="huanggai"), hp={0: 1}, hands={0: ["dodge-D2"], 1: ["slash-S7"]},
                 equip={1: ["chitu-H5"]}, top=["peach-H3", "dodge-D3"])
    t = Table(m).do(0, YES("kurou"))
    st = t.st
    assert not st["alive"][0] and st["over"] is None
    assert st["hand"][1] == ["slash-S7", "peach-H3", "dodge-D3"] and st["equip"][1]["minus"] == "chitu-H5"
    assert st["discard"] == ["dodge-D2"]
    assert t.asks == [("play", 0), ("play", 1)]


# --- 反間, 結姻, 青嚢 ------------------------------------------------------------------------------
@covers("fanjian")
def test_fanjian_wrong_suit_takes_damage_right_suit_none():
    m = position(3, current=0, generals=gens(3, s0="zhouyu"), hands={0: ["slash-S7"]})
    t = Table(m).do(0, {"type": "skill", "skill": "fanjian", "targets": [1]})
    assert t.ask() == ("suit", 1)
    t.do(1, {"type": "suit", "suit": "H"})
    st = t.st
    assert st["hand"][1] == ["slash-S7"] and st["hand"][0] == [] and st["hp"] == [3, 3, 4]
    assert t.asks == [("play", 0), ("suit", 1), ("play", 0)]
    refused(t.m, 0, {"type": "skill", "skill": "fanjian", "targets": [2]}, "once_per_phase")
    m = position(3, current=0, generals=gens(3, s0="zhouyu"), hands={0: ["slash-S7"]})
    t = Table(m).do(0, {"type": "skill", "skill": "fanjian", "targets": [2]}).do(2, {"type": "suit", "suit": "S"})
    assert t.st["hand"][2] == ["slash-S7"] and t.st["hp"] == [3, 4, 4]


@covers("fanjian", "fankui", interaction=True)
def test_fanjian_damage_lets_simayi_take_zhouyus_weapon():
    m = position(3, current=0, generals=gens(3, s0="zhouyu", s1="simayi"), hands={0: ["slash-S7"]},
                 equip={0: ["kylin_bow-H5"]})
    t = Table(m).do(0, {"type": "skill", "skill": "fanjian", "targets": [1]}).do(1, {"type": "suit", "suit": "D"})
    assert t.ask() == ("skill", 1) and skill_asked(t) == "fankui"
    t.do(1, YES("fankui"))
    assert t.m.legal_actions(1) == [{"type": "pick", "card": "kylin_bow-H5"}]
    t.do(1, {"type": "pick", "card": "kylin_bow-H5"})
    st = t.st
    assert st["hand"][1] == ["slash-S7", "kylin_bow-H5"] and st["equip"][0]["weapon"] is None and st["hp"][1] == 2
    assert t.asks == [("play", 0), ("suit", 1), ("skill", 1), ("pick", 1), ("play", 0)]


@covers("fanjian", "jianxiong", interaction=True)
def test_jianxiong_gets_nothing_from_fanjian():
    """jianxiong_cards: damage with no card gives 奸雄 nothing: not asked."""
    m = position(3, current=0, generals=gens(3, s0="zhouyu", s1="caocao"), hands={0: ["slash-S7"]})
    t = Table(m).do(0, {"type": "skill", "skill": "fanjian", "targets": [1]}).do(1, {"type": "suit", "suit": "C"})
    st = t.st
    assert st["hp"][1] == 3 and st["hand"][1] == ["slash-S7"]
    assert t.asks == [("play", 0), ("suit", 1), ("play", 0)]


@covers("jieyin")
def test_jieyin_heals_her_and_a_wounded_man_only():
    m = position(3, current=0, generals=gens(3, s0="sunshangxiang", s1="lvbu", s2="zhenji"),
                 hands={0: ["dodge-D2", "dodge-D3", "peach-H3"]}, hp={0: 2, 1: 2, 2: 2})
    # 甄姫 is wounded but a woman: only 呂布 may be chosen.
    assert [a["targets"] for a in m.legal_actions(0) if a.get("skill") == "jieyin"] == [[1]]
    t = Table(m).do(0, {"type": "skill", "skill": "jieyin", "targets": [1]})
    assert t.ask() == ("cost", 0)
    t.do(0, {"type": "cost", "cards": ["dodge-D3", "dodge-D2"]})
    st = t.st
    assert st["hp"] == [3, 3, 2] and st["hand"][0] == ["peach-H3"] and st["discard"] == ["dodge-D2", "dodge-D3"]
    assert t.asks == [("play", 0), ("cost", 0), ("play", 0)]


@covers("jieyin", "jiuyuan", interaction=True)
def test_jieyin_on_the_wu_lord_heals_one_jiuyuan_is_for_peaches():
    m = position(3, current=1, roles=["lord", "rebel", "rebel"], generals=gens(3, s0="sunquan", s1="sunshangxiang"),
                 hands={1: ["dodge-D2", "dodge-D3"]}, hp={0: 2})
    t = Table(m).do(1, {"type": "skill", "skill": "jieyin", "targets": [0]})
    t.do(1, {"type": "cost", "cards": ["dodge-D2", "dodge-D3"]})
    assert t.st["hp"] == [3, 3, 4] and t.st["hand"][1] == []
    assert t.asks == [("play", 1), ("cost", 1), ("play", 1)]


@covers("qingnang")
def test_qingnang_heals_anyone_wounded_once_per_phase():
    m = position(3, current=0, generals=gens(3, s0="huatuo"), hands={0: ["dodge-D2", "dodge-D3"]},
                 hp={0: 2, 1: 3})
    assert [a["targets"] for a in m.legal_actions(0) if a.get("skill") == "qingnang"] == [[0], [1]]
    t = Table(m).do(0, {"type": "skill", "skill": "qingnang", "targets": [1]})
    assert t.m.legal_actions(0) == [{"type": "cost", "cards": ["dodge-D2"]}, {"type": "cost", "cards": ["dodge-D3"]}]
    t.do(0, {"type": "cost", "cards": ["dodge-D3"]})
    assert t.st["hp"] == [2, 4, 4] and t.st["hand"][0] == ["dodge-D2"] and t.st["discard"] == ["dodge-D3"]
    refused(t.m, 0, {"type": "skill", "skill": "qingnang", "targets": [0]}, "once_per_phase")
    assert t.asks == [("play", 0), ("cost", 0), ("play", 0)]


@covers("qingnang", "jiuyuan", interaction=True)
def test_qingnang_on_the_wu_lord_heals_one():
    m = position(3, current=1, roles=["lord", "rebel", "rebel"], generals=gens(3, s0="sunquan", s1="huatuo"),
                 hands={1: ["peach-H3"]}, hp={0: 1})
    t = Table(m).do(1, {"type": "skill", "skill": "qingnang", "targets": [0]})
    t.do(1, {"type": "cost", "cards": ["peach-H3"]})
    assert t.st["hp"] == [2, 3, 4] and t.st["discard"] == ["peach-H3"]
    assert t.asks == [("play", 1), ("cost", 1), ("play", 1)]


# --- 集智, 奇才 ---------------------------------------------------------------------------------
@covers("jizhi")
def test_jizhi_draws_before_ex_nihilo_resolves():
    m = position(3, current=0, generals=gens(3, s0="huangyueying"), hands={0: ["ex_nihilo-H7"]},
                 top=["slash-S7", "dodge-D2", "peach-H3"])
    t = Table(m).use(0, "ex_nihilo-H7")
    assert t.ask() == ("skill", 0) and skill_asked(t) == "jizhi"
    t.do(0, YES("jizhi"))
    assert t.st["hand"][0] == ["slash-S7", "dodge-D2", "peach-H3"]
    assert t.asks == [("play", 0), ("skill", 0), ("play", 0)]


@covers("jizhi", interaction=True)
def test_jizhi_on_nullification_in_anothers_turn():
    """明察秋毫 is an instant trick: 集智 draws as it is used, before the
    window on it goes round."""
    m = position(3, current=1, generals=gens(3, s0="huangyueying"), hands={0: ["nullification-SJ", "dodge-D2"],
                 1: ["dismantlement-S3"]}, top=["peach-H3"])
    t = Table(m).use(1, "dismantlement-S3", 0)
    assert t.ask() == ("nullify", 0)
    t.play(0, "nullification-SJ")
    t.do(0, YES("jizhi"))
    st = t.st
    assert st["hand"][0] == ["dodge-D2", "peach-H3"]
    assert st["discard"] == ["nullification-SJ", "dismantlement-S3"]
    assert t.asks == [("play", 1), ("nullify", 0), ("skill", 0), ("play", 1)]


@covers("qicai", "jizhi", interaction=True)
def test_qicai_snatch_at_any_distance_with_jizhi():
    m = position(5, current=0, generals=gens(5, s0="huangyueying"), hands={0: ["snatch-S3"], 2: ["peach-H3"]},
                 top=["dodge-D2"])
    assert [a["targets"] for a in m.legal_actions(0) if a["type"] == "use"] == [[2]]
    t = Table(m).use(0, "snatch-S3", 2).do(0, YES("jizhi"))
    assert t.ask() == ("pick", 0)
    t.do(0, {"type": "pick", "zone": "hand"})
    assert t.st["hand"][0] == ["dodge-D2", "peach-H3"] and t.st["hand"][2] == []
    assert t.asks == [("play", 0), ("skill", 0), ("pick", 0), ("play", 0)]


# --- 急救, 国色, 奇襲: conversions ----------------------------------------------------------------
@covers("jijiu")
def test_jijiu_red_card_as_peach_outside_his_turn_only():
    m = position(3, current=0, generals=gens(3, s2="huatuo"), hands={0: ["slash-S7"], 2: ["dodge-H2"]}, hp={1: 1})
    t = Table(m).use(0, "slash-S7", 1)
    assert t.ask() == ("peach", 2)
    assert t.m.legal_actions(2) == [{"type": "play", "card": "dodge-H2", "skill": "jijiu"}, P]
    t.do(2, {"type": "play", "card": "dodge-H2", "skill": "jijiu"})
    assert t.st["hp"][1] == 1 and t.st["discard"] == ["dodge-H2", "slash-S7"]
    assert t.asks == [("play", 0), ("peach", 2), ("play", 0)]
    # In 華佗's own turn his red card is no 桃: he is not asked, and seat 1
    # (a rebel) dies: 華佗, the lord, draws 3.
    m = position(3, current=0, generals=gens(3, s0="huatuo"), hands={0: ["slash-S7", "dodge-H2"]}, hp={1: 1},
                 top=["duel-SA", "duel-CA", "dodge-D3"])
    t = Table(m).use(0, "slash-S7", 1)
    assert not t.st["alive"][1] and t.st["hand"][0] == ["dodge-H2", "duel-SA", "duel-CA", "dodge-D3"]
    assert t.asks == [("play", 0), ("play", 0)]


@covers("jijiu", "jiuyuan", interaction=True)
def test_jijiu_equipment_as_peach_on_the_wu_lord_heals_one():
    """華佗 is 群, not 呉: 救援 does not add to his 桃."""
    m = position(3, current=1, roles=["lord", "rebel", "rebel"], generals=gens(3, s0="sunquan", s2="huatuo"),
                 hands={1: ["slash-S7"]}, equip={2: ["chitu-H5"]}, hp={0: 1})
    t = Table(m).use(1, "slash-S7", 0)
    assert t.ask() == ("peach", 2)
    t.do(2, {"type": "play", "card": "chitu-H5", "skill": "jijiu"})
    st = t.st
    assert st["hp"][0] == 1 and st["equip"][2]["minus"] is None and st["discard"] == ["chitu-H5", "slash-S7"]
    assert not any(x.startswith("Rescue") for x in texts(t))
    assert t.asks == [("play", 1), ("peach", 2), ("play", 1)]


@covers("guose")
def test_guose_diamond_as_indulgence_judged_next_turn():
    m = position(3, current=0, generals=gens(3, s0="daqiao"), hands={0: ["dodge-D2"]},
                 top=["slash-S7", "dodge-D3", "dodge-D4", "slash-S8", "slash-S9"])
    t = Table(m).do(0, {"type": "use", "card": "dodge-D2", "skill": "guose", "targets": [1]})
    assert t.st["judge"][1] == ["dodge-D2"] and t.st["as"] == {"dodge-D2": "indulgence"}
    t.end(0)
    # Seat 1: the ♠7 is judged, the play phase is skipped; then seat 2's turn.
    st = t.st
    assert st["discard"] == ["slash-S7", "dodge-D2"] and st["as"] == {}
    assert st["hand"] == [[], ["dodge-D3", "dodge-D4"], ["slash-S8", "slash-S9"]]
    assert t.asks == [("play", 0), ("play", 0), ("play", 2)]


@covers("guose", "qianxun", interaction=True)
def test_guose_from_equipment_never_on_luxun():
    m = position(3, current=0, generals=gens(3, s0="daqiao", s1="luxun"), equip={0: ["zixing-DK"]})
    legal = [a for a in m.legal_actions(0) if a["type"] == "use"]
    assert legal == [{"type": "use", "card": "zixing-DK", "skill": "guose", "targets": [2]}]
    refused(m, 0, {"type": "use", "card": "zixing-DK", "skill": "guose", "targets": [1]}, "qianxun")
    t = Table(m).do(0, legal[0])
    assert t.st["equip"][0]["minus"] is None and t.st["judge"][2] == ["zixing-DK"]
    assert t.asks == [("play", 0), ("play", 0)]


@covers("qixi")
def test_qixi_black_card_as_dismantlement_does_not_use_up_the_slash():
    m = position(3, current=0, generals=gens(3, s0="ganning"), hands={0: ["slash-C2", "slash-S7"], 1: ["peach-H3"]},
                 equip={1: ["eight_diagram-S2"]})
    t = Table(m).do(0, {"type": "use", "card": "slash-C2", "skill": "qixi", "targets": [1]})
    assert t.ask() == ("pick", 0)
    t.do(0, {"type": "pick", "card": "eight_diagram-S2"})
    st = t.st
    assert st["equip"][1]["armor"] is None and st["hand"][1] == ["peach-H3"]
    assert st["discard"] == ["eight_diagram-S2", "slash-C2"]
    assert {"type": "use", "card": "slash-S7", "targets": [1]} in t.m.legal_actions(0)
    assert t.asks == [("play", 0), ("pick", 0), ("play", 0)]


@covers("qixi", "xiaoji", interaction=True)
def test_qixi_with_his_weapon_takes_sunshangxiangs_and_xiaoji_draws():
    m = position(3, current=0, generals=gens(3, s0="ganning", s1="sunshangxiang"),
                 equip={0: ["qinggang_sword-S6"], 1: ["kylin_bow-H5"]}, top=["dodge-D2", "dodge-D3"])
    t = Table(m).do(0, {"type": "use", "card": "qinggang_sword-S6", "skill": "qixi", "targets": [1]})
    t.do(0, {"type": "pick", "card": "kylin_bow-H5"})
    assert t.ask() == ("skill", 1) and skill_asked(t) == "xiaoji"
    t.do(1, YES("xiaoji"))
    st = t.st
    assert st["equip"][0]["weapon"] is None and st["equip"][1]["weapon"] is None
    assert st["hand"][1] == ["dodge-D2", "dodge-D3"] and st["discard"] == ["kylin_bow-H5", "qinggang_sword-S6"]
    assert t.asks == [("play", 0), ("pick", 0), ("skill", 1), ("play", 0)]


# --- 激将, 護駕 ---------------------------------------------------------------------------------
@covers("jijiang")
def test_jijiang_a_shu_slash_becomes_the_lords_and_counts():
    m = position(4, current=0, roles=["lord", "rebel", "loyalist", "rebel"],
                 generals=gens(4, s0="liubei", s2="zhangfei"), hands={2: ["slash-S7"]})
    acts = [a["targets"] for a in m.legal_actions(0) if a.get("skill") == "jijiang"]
    assert acts == [[1], [3]]
    t = Table(m).do(0, {"type": "skill", "skill": "jijiang", "targets": [1]})
    assert t.ask() == ("proxy", 2)
    t.play(2, "slash-S7")
    st = t.st
    assert st["hp"] == [4, 3, 4, 4] and st["hand"][2] == [] and st["discard"] == ["slash-S7"]
    assert st["slashes"] == 1 and not any(a.get("skill") == "jijiang" for a in t.m.legal_actions(0))
    assert t.asks == [("play", 0), ("proxy", 2), ("play", 0)]


@covers("jijiang", interaction=True)
def test_jijiang_answers_a_duel_and_no_answer_is_not_offered_again():
    m = position(4, current=1, roles=["lord", "rebel", "loyalist", "rebel"],
                 generals=gens(4, s0="liubei", s2="guanyu", s3="zhangfei"),
                 hands={1: ["duel-SA"], 2: ["peach-H3"]})
    t = Table(m).use(1, "duel-SA", 0)
    assert t.ask() == ("slash", 0)
    t.do(0, YES("jijiang"))
    # From the current player: 関羽 (seat 2) turns his ♥ into a 殺 for the lord.
    assert t.ask() == ("proxy", 2)
    t.do(2, {"type": "play", "card": "peach-H3", "skill": "wusheng"})
    st = t.st
    assert st["hp"] == [4, 3, 4, 4] and st["discard"] == ["peach-H3", "duel-SA"]
    assert t.asks == [("play", 1), ("slash", 0), ("proxy", 2), ("play", 1)]
    # 劉備's own turn: 張飛 passes, so 激将 is not offered again this phase.
    m = position(3, current=0, roles=["lord", "rebel", "loyalist"], generals=gens(3, s0="liubei", s2="zhangfei"),
                 hands={2: ["slash-S7"]})
    t = Table(m).do(0, {"type": "skill", "skill": "jijiang", "targets": [1]}).pass_(2)
    assert t.st["hp"] == [4, 4, 4] and t.st["hand"][2] == ["slash-S7"] and t.st["slashes"] == 0
    assert t.m.legal_actions(0) == [{"type": "end"}]


@covers("hujia", "tieji", interaction=True)
def test_tieji_red_stops_hujia_too():
    """tieji_no_dodge: no 閃 at all, so 護駕 is not offered."""
    m = position(3, current=0, roles=["rebel", "lord", "loyalist"],
                 generals=gens(3, s0="machao", s1="caocao", s2="zhenji"),
                 hands={0: ["slash-S7"], 2: ["dodge-D2"]}, top=["peach-H3"])
    t = Table(m).use(0, "slash-S7", 1).do(0, YES("tieji"))
    assert t.ask() == ("skill", 1) and skill_asked(t) == "jianxiong"
    t.pass_(1)
    st = t.st
    assert st["hp"][1] == 3 and st["hand"][2] == ["dodge-D2"]
    assert t.asks == [("play", 0), ("skill", 0), ("skill", 1), ("play", 0)]


@covers("hujia")
def test_hujia_first_wei_passes_second_answers():
    m = position(4, current=0, roles=["rebel", "lord", "loyalist", "loyalist"],
                 generals=gens(4, s1="caocao", s2="simayi", s3="xiahoudun"),
                 hands={0: ["slash-S7"], 2: ["dodge-D2"], 3: ["dodge-D3"]})
    t = Table(m).use(0, "slash-S7", 1).do(1, YES("hujia"))
    assert t.ask() == ("proxy", 2)
    t.pass_(2).play(3, "dodge-D3")
    st = t.st
    assert st["hp"][1] == 4 and st["hand"][2] == ["dodge-D2"] and st["hand"][3] == []
    assert t.asks == [("play", 0), ("dodge", 1), ("proxy", 2), ("proxy", 3), ("play", 0)]


# --- 鬼才 on every judgement ---------------------------------------------------------------------
@covers("guicai", interaction=True)
def test_guicai_turns_eight_diagram_red():
    m = position(3, current=0, generals=gens(3, s2="simayi"), hands={0: ["slash-S8"], 2: ["peach-H3"]},
                 equip={1: ["eight_diagram-S2"]}, top=["slash-S7"])
    t = Table(m).use(0, "slash-S8", 1).do(1, {"type": "armor"})
    assert t.ask() == ("guicai", 2) and t.st["ask"]["why"] == "eight_diagram"
    t.play(2, "peach-H3")
    st = t.st
    assert st["hp"][1] == 4 and st["discard"] == ["slash-S7", "peach-H3", "slash-S8"]
    assert t.asks == [("play", 0), ("dodge", 1), ("guicai", 2), ("play", 0)]


@covers("guicai", "ganglie", interaction=True)
def test_guicai_turns_ganglie_from_heart_to_spade():
    m = position(3, current=0, generals=gens(3, s1="xiahoudun", s2="simayi"),
                 hands={0: ["slash-S7"], 2: ["slash-S9"]}, top=["peach-H3"])
    t = Table(m).use(0, "slash-S7", 1).do(1, YES("ganglie"))
    assert t.ask() == ("guicai", 2)
    t.play(2, "slash-S9")
    st = t.st
    # ♠: seat 0 has no hand card, so it takes the damage without being asked.
    assert st["hp"] == [3, 3, 3] and st["discard"] == ["peach-H3", "slash-S9", "slash-S7"]
    assert t.asks == [("play", 0), ("skill", 1), ("guicai", 2), ("play", 0)]


@covers("guicai", "tieji", interaction=True)
def test_guicai_turns_tieji_black_and_the_dodge_is_allowed():
    m = position(3, current=0, generals=gens(3, s0="machao", s2="simayi"),
                 hands={0: ["slash-S7"], 1: ["dodge-D2"], 2: ["slash-S9"]}, top=["peach-H3"])
    t = Table(m).use(0, "slash-S7", 1).do(0, YES("tieji"))
    assert t.ask() == ("guicai", 2)
    t.play(2, "slash-S9").play(1, "dodge-D2")
    st = t.st
    assert st["hp"][1] == 4 and st["discard"] == ["peach-H3", "slash-S9", "dodge-D2", "slash-S7"]
    assert t.asks == [("play", 0), ("skill", 0), ("guicai", 2), ("dodge", 1), ("play", 0)]


@covers("guicai", "luoshen", interaction=True)
def test_guicai_gives_zhenji_a_black_card_for_luoshen():
    m = position(3, current=0, generals=gens(3, s0="zhenji", s1="simayi"), step="start",
                 hands={1: ["slash-S9"]}, top=["peach-H3", "dodge-D2", "dodge-D3", "dodge-D4"])
    t = Table(m).do(0, YES("luoshen"))
    assert t.ask() == ("guicai", 1)
    t.play(1, "slash-S9")
    # ♠9 took effect: 甄姫 takes it and judges again; ♦2 ends it (司馬懿 has no card left).
    t.do(0, YES("luoshen"))
    st = t.st
    assert st["hand"] == [["slash-S9", "dodge-D3", "dodge-D4"], [], []]
    assert st["discard"] == ["peach-H3", "dodge-D2"]
    assert t.asks == [("skill", 0), ("guicai", 1), ("skill", 0), ("play", 0)]


@covers("tiandu", interaction=True)
def test_tiandu_takes_the_eight_diagram_card():
    m = position(3, current=0, generals=gens(3, s1="guojia"), hands={0: ["slash-S8"]},
                 equip={1: ["eight_diagram-S2"]}, top=["peach-H3"])
    t = Table(m).use(0, "slash-S8", 1).do(1, {"type": "armor"})
    assert t.ask() == ("skill", 1) and skill_asked(t) == "tiandu"
    t.do(1, YES("tiandu"))
    st = t.st
    assert st["hp"][1] == 3 and st["hand"][1] == ["peach-H3"] and st["discard"] == ["slash-S8"]
    assert t.asks == [("play", 0), ("dodge", 1), ("skill", 1), ("play", 0)]


# --- after damage: 反饋, 奸雄 ---------------------------------------------------------------------
@covers("fankui", "lianying", interaction=True)
def test_fankui_takes_luxuns_last_hand_card_and_lianying_draws():
    m = position(3, current=0, generals=gens(3, s0="luxun", s1="simayi"), hands={0: ["slash-S7", "dodge-D2"]},
                 top=["peach-H3"])
    t = Table(m).use(0, "slash-S7", 1).do(1, YES("fankui"))
    assert t.m.legal_actions(1) == [{"type": "pick", "zone": "hand"}]
    t.do(1, {"type": "pick", "zone": "hand"})
    assert t.ask() == ("skill", 0) and skill_asked(t) == "lianying"
    t.do(0, YES("lianying"))
    st = t.st
    assert st["hand"] == [["peach-H3"], ["dodge-D2"], []] and st["hp"][1] == 2
    assert t.asks == [("play", 0), ("skill", 1), ("pick", 1), ("skill", 0), ("play", 0)]
    # A source with no card left: 反饋 is not asked.
    m = position(3, current=0, generals=gens(3, s1="simayi"), hands={0: ["slash-S7"]})
    t = Table(m).use(0, "slash-S7", 1)
    assert t.st["hp"][1] == 2 and t.asks == [("play", 0), ("play", 0)]


@covers("jianxiong", interaction=True)
def test_qinggang_sword_pierces_renwang_shield_and_jianxiong_takes_the_slash():
    opts = {"ex_cards": True}
    m = position(3, current=0, generals=gens(3, s0="zhangfei", s1="caocao"), options=opts,
                 hands={0: ["slash-S7"]}, equip={0: ["qinggang_sword-S6"], 1: ["renwang_shield-C2"]})
    t = Table(m).use(0, "slash-S7", 1).do(1, YES("jianxiong"))
    assert t.st["hp"][1] == 3 and t.st["hand"][1] == ["slash-S7"] and t.st["discard"] == []
    assert t.asks == [("play", 0), ("skill", 1), ("play", 0)]
    # Without the sword the black 殺 has no effect: no damage, nothing to take.
    m = position(3, current=0, generals=gens(3, s0="zhangfei", s1="caocao"), options=opts,
                 hands={0: ["slash-S7"]}, equip={1: ["renwang_shield-C2"]})
    t = Table(m).use(0, "slash-S7", 1)
    assert t.st["hp"][1] == 4 and t.st["discard"] == ["slash-S7"] and t.asks == [("play", 0), ("play", 0)]


@covers("jianxiong", interaction=True)
def test_jianxiong_takes_both_cards_of_the_serpent_spear():
    m = position(3, current=1, roles=["lord", "rebel", "rebel"], generals=gens(3, s0="caocao"),
                 hands={1: ["peach-H3", "duel-SA"]}, equip={1: ["spear-SQ"]})
    t = Table(m).do(1, {"type": "spear", "cards": ["peach-H3", "duel-SA"], "targets": [0]})
    t.do(0, YES("jianxiong"))
    assert t.st["hand"][0] == ["duel-SA", "peach-H3"] and t.st["hp"][0] == 3 and t.st["discard"] == []
    assert t.asks == [("play", 1), ("skill", 0), ("play", 1)]


# --- 仁徳, 咆哮 and 青龍偃月刀, 観星 ------------------------------------------------------------------
@covers("rende", interaction=True)
def test_rende_heals_at_the_second_card_and_then_peach_is_refused():
    m = position(3, current=0, generals=gens(3, s0="liubei"), hands={0: ["dodge-D2", "dodge-D3", "peach-H3"]},
                 hp={0: 3})
    t = Table(m)
    t.do(0, {"type": "skill", "skill": "rende", "card": "dodge-D2", "targets": [1]})
    assert t.st["hp"][0] == 3
    t.do(0, {"type": "skill", "skill": "rende", "card": "dodge-D3", "targets": [2]})
    assert t.st["hp"][0] == 4 and t.st["hand"] == [["peach-H3"], ["dodge-D2"], ["dodge-D3"]]
    refused(t.m, 0, {"type": "use", "card": "peach-H3", "targets": []}, "full_health")
    # At full HP, two cards given heal nothing.
    m = position(3, current=0, generals=gens(3, s0="liubei"), hands={0: ["dodge-D2", "dodge-D3"]})
    t = Table(m)
    for c in ("dodge-D2", "dodge-D3"):
        t.do(0, {"type": "skill", "skill": "rende", "card": c, "targets": [1]})
    assert t.st["hp"][0] == 4 and t.st["hand"][1] == ["dodge-D2", "dodge-D3"]
    assert t.asks == [("play", 0)] * 3


@covers("paoxiao", interaction=True)
def test_paoxiao_with_blade_and_the_blade_alone_keeps_the_limit():
    """blade_free: the follow-up 殺 is free; without 咆哮 the first 殺 still
    used up the phase's one."""
    m = position(3, current=0, generals=gens(3, s0="zhangfei"), hands={0: ["slash-S7", "slash-S8", "slash-S9"],
                 1: ["dodge-D2", "dodge-D3"]}, equip={0: ["blade-S5"]})
    t = Table(m).use(0, "slash-S7", 1).play(1, "dodge-D2")
    assert t.ask() == ("blade", 0)
    t.play(0, "slash-S8").play(1, "dodge-D3")
    assert t.ask() == ("blade", 0)
    t.pass_(0).use(0, "slash-S9", 1)
    assert t.st["hp"][1] == 3 and t.st["hand"][0] == []
    assert t.asks == [("play", 0), ("dodge", 1), ("blade", 0), ("dodge", 1), ("blade", 0), ("play", 0), ("play", 0)]
    m = position(3, current=0, hands={0: ["slash-S7", "slash-S8", "slash-S9"], 1: ["dodge-D2"]},
                 equip={0: ["blade-S5"]})
    t = Table(m).use(0, "slash-S7", 1).play(1, "dodge-D2").play(0, "slash-S8")
    assert t.st["hp"][1] == 3
    refused(t.m, 0, {"type": "use", "card": "slash-S9", "targets": [1]}, "slash_limit")


@covers("guanxing")
def test_guanxing_top_in_the_order_chosen_bottom_under():
    m = position(3, current=0, generals=gens(3, s0="zhugeliang"), step="start",
                 top=["slash-S7", "dodge-D2", "peach-H3"])
    t = Table(m).do(0, YES("guanxing"))
    assert t.m.view(0)["aside"]["cards"] == ["slash-S7", "dodge-D2", "peach-H3"] and "aside" not in t.m.view(1)
    t.do(0, {"type": "place", "card": "peach-H3", "where": "top"})
    t.do(0, {"type": "place", "card": "slash-S7", "where": "bottom"})
    t.do(0, {"type": "place", "card": "dodge-D2", "where": "top"})
    st = t.st
    assert st["hand"][0] == ["peach-H3", "dodge-D2"] and st["pile"][0] == "slash-S7"
    assert t.asks == [("skill", 0)] + [("guanxing", 0)] * 3 + [("play", 0)]


@covers("guanxing", interaction=True)
def test_guanxing_sets_up_a_heart_for_indulgence():
    m = position(4, current=0, generals=gens(4, s0="zhugeliang"), step="start", judge={0: ["indulgence-S6"]},
                 top=["slash-S7", "dodge-D2", "peach-H3", "dodge-D3"])
    t = Table(m).do(0, YES("guanxing"))
    for c, w in (("peach-H3", "top"), ("dodge-D2", "top"), ("dodge-D3", "top"), ("slash-S7", "bottom")):
        t.do(0, {"type": "place", "card": c, "where": w})
    st = t.st
    assert st["discard"] == ["peach-H3", "indulgence-S6"] and st["hand"][0] == ["dodge-D2", "dodge-D3"]
    assert t.asks == [("skill", 0)] + [("guanxing", 0)] * 4 + [("play", 0)]


# --- 空城, 龍胆, 馬術, 制衡, 救援, 克己 ---------------------------------------------------------------
@covers("kongcheng", "lijian", interaction=True)
def test_kongcheng_keeps_zhugeliang_out_of_lijian_as_target_not_as_user():
    """kongcheng_choose: an empty-handed 諸葛亮 may be 離間's user (the second
    man), never the 決闘's target."""
    m = position(4, current=0, generals=gens(4, s0="diaochan", s1="zhugeliang", s2="lvbu", s3="xiahoudun"),
                 hands={0: ["duel-SA"]})
    pairs = [a["targets"] for a in m.legal_actions(0) if a.get("skill") == "lijian"]
    assert pairs == [[2, 1], [2, 3], [3, 1], [3, 2]]
    assert [a["targets"] for a in m.legal_actions(0) if a["type"] == "use"] == [[2], [3]]
    t = Table(m).do(0, {"type": "skill", "skill": "lijian", "targets": [3, 1]})
    t.do(0, {"type": "cost", "cards": ["duel-SA"]})
    assert t.ask() == ("skill", 3) and skill_asked(t) == "ganglie" and t.st["ask"]["src"] == 1
    t.pass_(3)
    assert t.st["hp"] == [3, 3, 4, 3]
    assert t.asks == [("play", 0), ("cost", 0), ("skill", 3), ("play", 0)]


@covers("longdan", "wushuang", interaction=True)
def test_longdan_second_slash_against_lvbus_duel():
    """wushuang_two: two 殺 each time against 呂布; 龍胆 makes the second."""
    m = position(3, current=0, generals=gens(3, s0="lvbu", s1="zhaoyun"), hands={0: ["duel-SA"],
                 1: ["slash-S8", "dodge-D2"]})
    t = Table(m).use(0, "duel-SA", 1).play(1, "slash-S8")
    assert t.ask() == ("slash", 1)
    t.do(1, {"type": "play", "card": "dodge-D2", "skill": "longdan"})
    st = t.st
    assert st["hp"] == [3, 4, 4] and st["discard"] == ["slash-S8", "dodge-D2", "duel-SA"]
    assert t.asks == [("play", 0), ("slash", 1), ("slash", 1), ("play", 0)]


@covers("mashu", interaction=True)
def test_mashu_against_a_plus_one_horse():
    m = position(5, current=0, generals=gens(5, s0="machao"), hands={0: ["slash-S7"]}, equip={2: ["dilu-C5"]})
    assert [a["targets"] for a in m.legal_actions(0) if a["type"] == "use"] == [[1], [3], [4]]
    refused(m, 0, {"type": "use", "card": "slash-S7", "targets": [2]}, "out_of_range")
    t = Table(m).use(0, "slash-S7", 3)
    assert t.ask() == ("skill", 0) and skill_asked(t) == "tieji"
    t.pass_(0)
    assert t.st["hp"] == [4, 4, 4, 3, 4] and t.asks == [("play", 0), ("skill", 0), ("play", 0)]


@covers("zhiheng", interaction=True)
def test_zhiheng_the_weapon_away_and_the_reach_shrinks():
    m = position(5, current=0, generals=gens(5, s0="sunquan"), hands={0: ["slash-S7"]}, equip={0: ["kylin_bow-H5"]},
                 top=["dodge-D2"])
    assert [a["targets"] for a in m.legal_actions(0) if a["type"] == "use"] == [[1], [2], [3], [4]]
    t = Table(m).do(0, YES("zhiheng")).do(0, {"type": "choose", "card": "kylin_bow-H5"}).do(0, {"type": "done"})
    st = t.st
    assert st["equip"][0]["weapon"] is None and st["hand"][0] == ["slash-S7", "dodge-D2"]
    assert st["discard"] == ["kylin_bow-H5"]
    assert [a["targets"] for a in t.m.legal_actions(0) if a["type"] == "use"] == [[1], [4]]
    assert t.asks == [("play", 0), ("zhiheng", 0), ("zhiheng", 0), ("play", 0)]


@covers("jiuyuan")
def test_jiuyuan_own_and_other_kingdoms_peach_heal_one():
    m = position(3, current=1, roles=["lord", "rebel", "rebel"], generals=gens(3, s0="sunquan", s1="liubei"),
                 hands={1: ["slash-S7", "peach-H4"]}, hp={0: 1})
    t = Table(m).use(1, "slash-S7", 0).play(1, "peach-H4")
    assert t.st["hp"][0] == 1 and t.asks == [("play", 1), ("peach", 1), ("play", 1)]
    m = position(3, current=1, roles=["lord", "rebel", "rebel"], generals=gens(3, s0="sunquan"),
                 hands={0: ["peach-H4"], 1: ["slash-S7"]}, hp={0: 1})
    t = Table(m).use(1, "slash-S7", 0).play(0, "peach-H4")
    assert t.st["hp"][0] == 1 and t.asks == [("play", 1), ("peach", 0), ("play", 1)]


@covers("keji", interaction=True)
def test_keji_a_slash_played_in_his_own_duel_counts():
    """keji_slash: the 殺 呂蒙 played in a 決闘 in his play phase."""
    rest = ["dodge-D2", "dodge-D3", "dodge-D4", "dodge-D5", "peach-H4"]
    m = position(3, current=0, generals=gens(3, s0="lvmeng"), hands={0: ["duel-SA", "slash-S7"] + rest,
                 1: ["slash-S8"]})
    t = Table(m).use(0, "duel-SA", 1).play(1, "slash-S8").play(0, "slash-S7")
    assert t.st["hp"][1] == 3
    t.end(0)
    assert t.ask() == ("discard", 0) and t.st["hand"][0] == rest
    assert t.asks == [("play", 0), ("slash", 1), ("slash", 0), ("play", 0), ("discard", 0)]


# --- 流離 with 方天画戟; 連営 and 梟姫 in the middle of a card -------------------------------------------
@covers("liuli", interaction=True)
def test_liuli_from_a_halberd_slash_never_to_another_target():
    m = position(4, current=0, generals=gens(4, s1="daqiao"), hands={0: ["slash-S7"], 1: ["dodge-D2"]},
                 equip={0: ["halberd-DQ"], 1: ["double_sword-S2"]})
    t = Table(m).use(0, "slash-S7", 1, 2)
    assert t.ask() == ("liuli", 1)
    # Not the user (0), not the other target (2); without the swords, seat 3 is out of reach.
    assert t.m.legal_actions(1) == [{"type": "skill", "skill": "liuli", "card": "dodge-D2", "targets": [3]}, P]
    t.do(1, {"type": "skill", "skill": "liuli", "card": "dodge-D2", "targets": [3]})
    st = t.st
    assert st["hp"] == [4, 3, 3, 3] and st["discard"] == ["dodge-D2", "slash-S7"]
    assert t.asks == [("play", 0), ("liuli", 1), ("play", 0)]


@covers("lianying", interaction=True)
def test_lianying_draws_before_the_next_target_of_archery_attack():
    """mid_resolution: 陸遜 plays his last card as his 閃 and draws before
    seat 2 is asked."""
    m = position(3, current=0, generals=gens(3, s1="luxun"), hands={0: ["archery_attack-HA"], 1: ["dodge-D2"],
                 2: ["dodge-D3"]}, top=["peach-H3"])
    t = Table(m).use(0, "archery_attack-HA").play(1, "dodge-D2")
    assert t.ask() == ("skill", 1) and skill_asked(t) == "lianying"
    t.do(1, YES("lianying")).play(2, "dodge-D3")
    st = t.st
    assert st["hand"] == [[], ["peach-H3"], []] and st["hp"] == [4, 3, 4]
    assert t.asks == [("play", 0), ("dodge", 1), ("skill", 1), ("dodge", 2), ("play", 0)]


@covers("xiaoji", interaction=True)
def test_xiaoji_draws_before_the_damage_when_kylin_bow_takes_a_horse():
    m = position(3, current=0, generals=gens(3, s1="sunshangxiang"), hands={0: ["slash-S7"]},
                 equip={0: ["kylin_bow-H5"], 1: ["dilu-C5"]}, top=["dodge-D2", "dodge-D3"])
    t = Table(m).use(0, "slash-S7", 1)
    assert t.ask() == ("kylin", 0)
    t.do(0, {"type": "pick", "card": "dilu-C5"})
    assert t.ask() == ("skill", 1) and skill_asked(t) == "xiaoji" and t.st["hp"][1] == 3
    t.do(1, YES("xiaoji"))
    st = t.st
    assert st["hp"][1] == 2 and st["hand"][1] == ["dodge-D2", "dodge-D3"] and st["discard"] == ["dilu-C5", "slash-S7"]
    log = texts(t)
    drew = next(i for i, x in enumerate(log) if x == "{seat:1} draws 2.")
    hurt = next(i for i, x in enumerate(log) if "takes 1 damage" in x)
    assert drew < hurt
    assert t.asks == [("play", 0), ("kylin", 0), ("skill", 1), ("play", 0)]



@covers("xiaoji", interaction=True)
def test_xiaoji_twice_when_the_lords_penalty_takes_both_her_pieces():
    """lord_penalty, xiaoji_replace: the lord 孫尚香 kills a loyalist and
    discards hand and equipment; 梟姫 is asked once per piece lost, one after
    the other (the same skill twice: no order to choose)."""
    m = position(4, current=0, roles=["lord", "loyalist", "rebel", "renegade"], generals=gens(4, s0="sunshangxiang"),
                 hands={0: ["slash-S7", "dodge-D2"]}, equip={0: ["kylin_bow-H5", "chitu-H5"]}, hp={1: 1},
                 top=["peach-H3", "peach-H4", "dodge-D3", "dodge-D4"])
    t = Table(m).use(0, "slash-S7", 1)
    assert not t.st["alive"][1] and t.st["hand"][0] == [] and t.st["discard"][-2:] == ["kylin_bow-H5", "chitu-H5"]
    t.do(0, YES("xiaoji"))
    assert t.st["hand"][0] == ["peach-H3", "peach-H4"] and t.ask() == ("skill", 0)
    t.do(0, YES("xiaoji"))
    st = t.st
    assert st["hand"][0] == ["peach-H3", "peach-H4", "dodge-D3", "dodge-D4"]
    assert st["equip"][0] == {"weapon": None, "armor": None, "plus": None, "minus": None}
    assert st["discard"] == ["dodge-D2", "kylin_bow-H5", "chitu-H5", "slash-S7"]
    assert t.asks == [("play", 0), ("skill", 0), ("skill", 0), ("play", 0)]

# --- 離間: who is the killer -----------------------------------------------------------------------
@covers("lijian", "wushuang", interaction=True)
def test_lijian_lvbu_needs_two_slashes_and_draws_for_the_rebel():
    """lijian_source, wushuang_two: 呂布 is the 決闘's user, so 夏侯惇 needs two
    殺; 呂布 killed a rebel and draws 3; 貂蝉 gets nothing."""
    m = position(4, current=0, roles=["loyalist", "lord", "rebel", "rebel"],
                 generals=gens(4, s0="diaochan", s1="lvbu", s2="xiahoudun"),
                 hands={0: ["duel-SA"], 1: ["slash-S7"], 2: ["slash-S8"]}, hp={2: 1},
                 top=["dodge-D2", "dodge-D3", "dodge-D4"])
    t = Table(m).do(0, {"type": "skill", "skill": "lijian", "targets": [2, 1]})
    t.do(0, {"type": "cost", "cards": ["duel-SA"]})
    assert t.ask() == ("slash", 2)
    t.play(2, "slash-S8")
    st = t.st
    assert not st["alive"][2] and st["over"] is None
    assert st["hand"][1] == ["slash-S7", "dodge-D2", "dodge-D3", "dodge-D4"] and st["hand"][0] == []
    assert any("Unrivalled: {seat:2} needs a second Slash." == x for x in texts(t))
    assert t.asks == [("play", 0), ("cost", 0), ("slash", 2), ("play", 0)]



@covers("lijian", interaction=True)
def test_lijian_by_the_lord_killing_her_loyalist_is_no_penalty():
    """lijian_source, lord_penalty: the killer is 呂布, who won the 決闘, not
    貂蝉: the lord keeps her hand and equipment; a rebel killing a loyalist
    gets nothing."""
    m = position(3, current=0, roles=["lord", "loyalist", "rebel"],
                 generals=gens(3, s0="diaochan", s1="xiahoudun", s2="lvbu"),
                 hands={0: ["dodge-D2", "duel-SA"]}, equip={0: ["chitu-H5"]}, hp={1: 1})
    t = Table(m).do(0, {"type": "skill", "skill": "lijian", "targets": [1, 2]})
    t.do(0, {"type": "cost", "cards": ["duel-SA"]})
    st = t.st
    assert not st["alive"][1] and st["over"] is None
    assert st["hand"] == [["dodge-D2"], [], []] and st["equip"][0]["minus"] == "chitu-H5"
    assert st["discard"] == ["duel-SA"]
    assert t.asks == [("play", 0), ("cost", 0), ("play", 0)]

# --- the order of triggers ---------------------------------------------------------------------
def _two_skills(m, seat, skills):
    """A seat holding skills no one Standard general has together (the order
    question never comes up otherwise)."""
    m.state["skills"][seat] = list(skills)


def test_one_seat_with_two_triggers_chooses_the_order():
    """trigger_order: 集智 and 連営 wait together when the last hand card is a
    scroll; the seat chooses. 集智 first draws a card, so 連営 (for an empty
    hand) no longer applies and is not asked."""
    m = position(3, current=0, generals=gens(3, s0="huangyueying"), hands={0: ["ex_nihilo-H7"]},
                 top=["slash-S7", "dodge-D2", "peach-H3"])
    _two_skills(m, 0, ["jizhi", "lianying"])
    t = Table(m).use(0, "ex_nihilo-H7")
    assert t.ask() == ("order", 0)
    assert t.m.legal_actions(0) == [YES("lianying"), YES("jizhi")]
    refused(t.m, 0, YES("xiaoji"), "no_skill")
    t.do(0, YES("jizhi"))
    assert t.ask() == ("skill", 0) and skill_asked(t) == "jizhi"
    t.do(0, YES("jizhi"))
    assert t.st["hand"][0] == ["slash-S7", "dodge-D2", "peach-H3"]
    assert t.asks == [("play", 0), ("order", 0), ("skill", 0), ("play", 0)]


def test_one_seat_with_two_triggers_lianying_first_then_jizhi():
    m = position(3, current=0, generals=gens(3, s0="huangyueying"), hands={0: ["ex_nihilo-H7"]},
                 top=["slash-S7", "dodge-D2", "peach-H3", "dodge-D3"])
    _two_skills(m, 0, ["jizhi", "lianying"])
    t = Table(m).use(0, "ex_nihilo-H7").do(0, YES("lianying"))
    assert skill_asked(t) == "lianying"
    t.do(0, YES("lianying"))
    assert t.ask() == ("skill", 0) and skill_asked(t) == "jizhi"
    t.do(0, YES("jizhi"))
    assert t.st["hand"][0] == ["slash-S7", "dodge-D2", "peach-H3", "dodge-D3"]
    assert t.asks == [("play", 0), ("order", 0), ("skill", 0), ("skill", 0), ("play", 0)]


def test_triggers_waiting_together_go_by_seat_from_the_current_player():
    """trigger_order: queued seat 2 then seat 1, asked seat 1 then seat 2
    (the current player is seat 0); the question waiting (seat 0's play) is
    put back after. No Standard move queues two seats at once, so the queue
    is set by hand."""
    from hotseat.games.sanguosha import machine
    m = position(3, current=0, generals=gens(3, s1="luxun"), top=["dodge-D2", "dodge-D3"])
    _two_skills(m, 2, ["lianying"])
    m.state["triggers"] = [{"skill": "lianying", "seat": 2}, {"skill": "lianying", "seat": 1}]
    machine.run(m.state)
    t = Table(m)
    assert t.ask() == ("skill", 1)
    t.do(1, YES("lianying")).do(2, YES("lianying"))
    assert t.st["hand"] == [[], ["dodge-D2"], ["dodge-D3"]]
    assert t.asks == [("skill", 1), ("skill", 2), ("play", 0)]


@covers("guicai", "tiandu", "yiji", interaction=True)
def test_by_timing_guicai_then_tiandu_then_yiji_on_lightning():
    """The order by timing: 鬼才 before the judgement takes effect, 天妒
    after it, 遺計 after the damage and its dying (郭嘉 saves himself)."""
    m = position(3, current=0, generals=gens(3, s0="guojia", s1="simayi"), hands={0: ["peach-H4"], 1: ["slash-S9"]},
                 judge={0: ["lightning-SA"]}, top=["peach-H3", "dodge-D2", "dodge-D3", "dodge-D4", "dodge-D5"],
                 step="start")
    t = Table(m)
    assert t.ask() == ("guicai", 1)
    t.play(1, "slash-S9")
    assert skill_asked(t) == "tiandu"
    t.do(0, YES("tiandu"))
    assert t.st["hp"][0] == 0 and t.ask() == ("peach", 0)
    t.play(0, "peach-H4")
    assert t.st["hp"][0] == 1 and skill_asked(t) == "yiji"
    t.do(0, YES("yiji")).do(0, {"type": "give", "card": "dodge-D2", "to": 0})
    t.do(0, {"type": "give", "card": "dodge-D3", "to": 2}).pass_(0)  # the second and third point: declined
    st = t.st
    assert st["hand"] == [["slash-S9", "dodge-D2", "dodge-D4", "dodge-D5"], [], ["dodge-D3"]]
    assert st["discard"] == ["peach-H3", "peach-H4", "lightning-SA"] and st["judge"] == [[], [], []]
    assert t.asks == [("guicai", 1), ("skill", 0), ("peach", 0), ("skill", 0), ("yiji", 0), ("yiji", 0),
                      ("skill", 0), ("play", 0)]


# --- auto-pass and refusals ----------------------------------------------------------------------
@covers("longdan")
def test_auto_pass_skips_zhaoyun_with_nothing_longdan_could_turn():
    """auto_pass: counting every way (a 殺 as 閃 by 龍胆); off, he is asked
    with only "pass" (and its standing form, issue #16)."""
    m = position(3, current=0, generals=gens(3, s1="zhaoyun"), hands={0: ["slash-S7"], 1: ["peach-H3"]})
    t = Table(m).use(0, "slash-S7", 1)
    assert t.st["hp"][1] == 3 and t.asks == [("play", 0), ("play", 0)]
    m = position(3, current=0, generals=gens(3, s1="zhaoyun"), hands={0: ["slash-S7"], 1: ["peach-H3"]},
                 options=NOAUTO)
    t = Table(m).use(0, "slash-S7", 1)
    assert t.ask() == ("dodge", 1) and t.m.legal_actions(1) == [P, {"type": "pass", "standing": "turn"}]
    t.pass_(1)
    assert t.st["hp"][1] == 3 and t.asks == [("play", 0), ("dodge", 1), ("play", 0)]


@covers("wusheng")
def test_auto_pass_asks_guanyu_in_a_duel_only_with_a_red_card():
    m = position(3, current=0, generals=gens(3, s1="guanyu"), hands={0: ["duel-SA"], 1: ["duel-CA"]})
    t = Table(m).use(0, "duel-SA", 1)
    assert t.st["hp"][1] == 3 and t.asks == [("play", 0), ("play", 0)]
    m = position(3, current=0, generals=gens(3, s1="guanyu"), hands={0: ["duel-SA"], 1: ["peach-H3"]})
    t = Table(m).use(0, "duel-SA", 1)
    assert t.ask() == ("slash", 1)
    assert t.m.legal_actions(1) == [{"type": "play", "card": "peach-H3", "skill": "wusheng"}, P]
    t.do(1, {"type": "play", "card": "peach-H3", "skill": "wusheng"})
    assert t.st["hp"] == [3, 4, 4] and t.asks == [("play", 0), ("slash", 1), ("play", 0)]


@covers("hujia")
def test_auto_pass_asks_the_lord_for_hujia_only_while_a_wei_player_lives():
    m = position(3, current=0, roles=["rebel", "lord", "loyalist"], generals=gens(3, s1="caocao", s2="zhenji"),
                 hands={0: ["slash-S7"]})
    t = Table(m).use(0, "slash-S7", 1)
    assert t.ask() == ("dodge", 1) and t.m.legal_actions(1) == [YES("hujia"), P]
    t.pass_(1).pass_(1)  # no 護駕; then no 奸雄
    assert t.st["hp"][1] == 3
    m = position(3, current=0, roles=["rebel", "lord", "loyalist"], generals=gens(3, s1="caocao", s2="zhouyu"),
                 hands={0: ["slash-S7"]})
    t = Table(m).use(0, "slash-S7", 1).pass_(1)
    assert t.st["hp"][1] == 3 and t.asks == [("play", 0), ("skill", 1), ("play", 0)]


@covers("qianxun", "kongcheng", interaction=True)
def test_refusals_name_qianxun_and_kongcheng():
    """Every illegal action is refused with a code naming the rule (謙遜,
    空城), also through a conversion (奇襲 is fine on 陸遜, 国色 is not) or
    a skill (離間, 流離); nothing changes."""
    m = position(4, current=0, generals=gens(4, s0="daqiao", s1="luxun", s2="zhugeliang"),
                 hands={0: ["indulgence-S6", "snatch-S3", "slash-S7", "dodge-D2"], 1: ["peach-H3"]})
    refused(m, 0, {"type": "use", "card": "indulgence-S6", "targets": [1]}, "qianxun")
    refused(m, 0, {"type": "use", "card": "snatch-S3", "targets": [1]}, "qianxun")
    refused(m, 0, {"type": "use", "card": "dodge-D2", "skill": "guose", "targets": [1]}, "qianxun")
    m = position(4, current=0, generals=gens(4, s0="diaochan", s1="zhugeliang", s2="lvbu", s3="ganning"),
                 hands={0: ["slash-S7", "duel-SA"], 3: ["slash-C2"]}, equip={3: ["qinggang_sword-S6"]})
    refused(m, 0, {"type": "use", "card": "slash-S7", "targets": [1]}, "kongcheng")
    refused(m, 0, {"type": "use", "card": "duel-SA", "targets": [1]}, "kongcheng")
    refused(m, 0, {"type": "skill", "skill": "lijian", "targets": [1, 2]}, "kongcheng")
    m = position(4, current=0, generals=gens(4, s1="daqiao", s2="zhugeliang"), hands={0: ["slash-S7"], 1: ["dodge-H2"]})
    t = Table(m).use(0, "slash-S7", 1)
    refused(t.m, 1, {"type": "skill", "skill": "liuli", "card": "dodge-H2", "targets": [2]}, "kongcheng")
    m = position(3, current=0, generals=gens(3, s0="ganning", s1="luxun"), hands={0: ["slash-S7"], 1: ["peach-H3"]})
    t = Table(m).do(0, {"type": "use", "card": "slash-S7", "skill": "qixi", "targets": [1]})
    t.do(0, {"type": "pick", "zone": "hand"}).pass_(1)  # 連営 for 陸遜's last card: declined
    assert t.st["hand"][1] == [] and t.st["discard"] == ["peach-H3", "slash-S7"]
    assert t.asks == [("play", 0), ("pick", 0), ("skill", 1), ("play", 0)]


# --- the coverage: every skill, two scenarios, one an interaction ---------------------------------
def scenarios(*modules):
    out = []
    for mod in modules:
        for name, fn in vars(mod).items():
            if name.startswith("test_") and inspect.isfunction(fn) and hasattr(fn, "covers"):
                out.append(fn)
    return out


def test_every_skill_has_two_scenarios_one_of_them_an_interaction():
    import sys
    tests = scenarios(test_sanguosha_skills, sys.modules[__name__])
    assert len(tests) >= 80
    assert coverage_gaps(tests) == {}
    assert set(s for fn in tests for s in fn.covers[0]) == set(SKILLS)


def test_coverage_gaps_fails_when_a_skill_drops_below_two():
    import sys
    tests = scenarios(test_sanguosha_skills, sys.modules[__name__])
    without = [fn for fn in tests if "biyue" not in fn.covers[0]]
    assert coverage_gaps(without) == {"biyue": ["scenarios: 0", "interaction"]}
    one = [fn for fn in tests if fn.covers != (("biyue",), False)]
    assert coverage_gaps(one) == {"biyue": ["scenarios: 1"]}
    plain = [fn for fn in tests if "hujia" not in fn.covers[0] or not fn.covers[1]]
    assert coverage_gaps(plain)["hujia"] == ["interaction"]
