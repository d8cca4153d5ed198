"""Sanguosha skill texts: the 40 Standard skills, both languages, keyword prefixes, card names."""

from __future__ import annotations

import re

import pytest

from hotseat.games.sanguosha.skilltext import ATTESTED, SKILL_TEXT

KEYS = {
    "jianxiong", "hujia", "fankui", "guicai", "ganglie", "tuxi", "luoyi", "tiandu", "yiji", "luoshen",
    "qingguo", "rende", "jijiang", "wusheng", "paoxiao", "guanxing", "kongcheng", "longdan", "mashu", "tieji",
    "jizhi", "qicai", "zhiheng", "jiuyuan", "qixi", "keji", "kurou", "yingzi", "fanjian", "guose",
    "liuli", "qianxun", "lianying", "xiaoji", "jieyin", "qingnang", "jijiu", "wushuang", "lijian", "biyue",
}
LOCKED = {"paoxiao", "kongcheng", "mashu", "qicai", "jiuyuan", "qianxun", "wushuang"}
LORD = {"hujia", "jijiang", "jiuyuan"}

#: The app's Japanese card names (hotseat.games.sanguosha.cards), which skill texts quote in 「」.
CARD_NAMES_JA = {
    "殺", "閃", "桃", "取壊し", "順手牽羊", "決闘", "借刀殺人", "無中生有", "明察秋毫", "南蛮襲来", "万箭斉発",
    "桃園の誓い", "五穀豊穣", "雷電", "楽不思蜀", "八卦陣", "仁王盾", "諸葛連弩",
}


def prefix(skill, lang):
    lord = {"ja": "主公技。", "en": "Lord skill. "}[lang] if skill in LORD else ""
    locked = {"ja": "強制技。", "en": "Locked. "}[lang] if skill in LOCKED else ""
    return lord + locked


def test_exactly_the_forty_standard_skills():
    assert len(KEYS) == 40
    assert set(SKILL_TEXT) == KEYS
    assert len(LOCKED) == 7 and len(LORD) == 3


@pytest.mark.parametrize("skill", sorted(KEYS))
def test_both_languages_present_and_non_empty(skill):
    entry = SKILL_TEXT[skill]
    assert set(entry) == {"ja", "en"}
    for lang in ("ja", "en"):
        text = entry[lang]
        assert isinstance(text, str) and text.strip() == text
        assert len(text) > len(prefix(skill, lang)) + 10


@pytest.mark.parametrize("skill", sorted(KEYS))
def test_keyword_prefixes(skill):
    ja, en = SKILL_TEXT[skill]["ja"], SKILL_TEXT[skill]["en"]
    want_ja, want_en = prefix(skill, "ja"), prefix(skill, "en").rstrip()
    assert ja.startswith(want_ja)
    assert en.startswith(want_en)
    # Nothing else carries a keyword, and the keyword is not repeated after the prefix.
    assert ("強制技" in ja) == (skill in LOCKED) and ("主公技" in ja) == (skill in LORD)
    assert ("Locked." in en) == (skill in LOCKED) and ("Lord skill." in en) == (skill in LORD)
    assert ja.count("強制技") <= 1 and ja.count("主公技") <= 1


def test_jiuyuan_is_lord_then_locked():
    assert SKILL_TEXT["jiuyuan"]["ja"].startswith("主公技。強制技。")
    assert SKILL_TEXT["jiuyuan"]["en"].startswith("Lord skill. Locked. ")


@pytest.mark.parametrize("skill", sorted(KEYS))
def test_japanese_has_no_ascii_letters(skill):
    assert not re.search(r"[A-Za-z]", SKILL_TEXT[skill]["ja"])


@pytest.mark.parametrize("skill", sorted(KEYS))
def test_japanese_style_and_card_names(skill):
    ja = SKILL_TEXT[skill]["ja"]
    assert ja.endswith("。")
    assert not re.search(r"(だ|である)。", ja)  # です/ます throughout
    assert "あなた" in ja or skill in {"qingguo", "wusheng", "longdan", "qixi", "guose"}
    for name in re.findall(r"「([^」]*)」", ja):
        # Quoted phrases are card names, except 剛烈's two quoted choices.
        assert name in CARD_NAMES_JA or skill == "ganglie", name


@pytest.mark.parametrize("skill", sorted(KEYS))
def test_one_or_two_sentences(skill):
    ja, en = SKILL_TEXT[skill]["ja"], SKILL_TEXT[skill]["en"]
    body_ja = ja[len(prefix(skill, "ja")):]
    body_en = en[len(prefix(skill, "en")):]
    assert 1 <= body_ja.count("。") <= 2
    assert 1 <= len(re.findall(r"[.!?](?:\s|$)", body_en)) <= 2


def test_key_details():
    t = {k: v["en"] for k, v in SKILL_TEXT.items()}
    j = {k: v["ja"] for k, v in SKILL_TEXT.items()}
    # Original wording (notes §3.3): 仁徳 has no once-per-phase limit; the once-per-phase skills say so.
    assert "Once per play phase" not in t["rende"] and "1回まで" not in j["rende"]
    for once in ("zhiheng", "fanjian", "jieyin", "qingnang", "lijian"):
        assert t[once].startswith("Once per play phase") and "札出し段階に1回まで" in j[once]
    # Hand card only vs any card (hand or equipment).
    for any_card in ("wusheng", "qixi", "guose", "jijiu", "zhiheng", "liuli", "lijian", "fankui"):
        assert "(hand or equipment)" in t[any_card] and "（手札か装備区）" in j[any_card]
    for hand_only in ("qingguo", "longdan", "guicai", "jieyin", "qingnang"):
        assert "equipment" not in t[hand_only] and "装備区" not in j[hand_only]
    assert "at most 5" in t["guanxing"] and "最大5" in j["guanxing"]
    assert "Nullification" in t["lijian"] and "明察秋毫" in j["lijian"]
    assert "not damage" in t["kurou"] and "ダメージではありません" in j["kurou"]


def test_attested_names():
    assert ATTESTED <= set(SKILL_TEXT)
    assert ATTESTED == {"ganglie", "rende", "jijiang", "wusheng", "paoxiao", "kurou"}
