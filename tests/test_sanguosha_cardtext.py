"""The cards' and roles' texts (hotseat.games.sanguosha.cardtext): complete in both
languages, built from the engine's card names and weapon ranges."""

from __future__ import annotations

import copy
import re

import pytest

from hotseat.games.sanguosha import cardtext, cards, roles
from hotseat.games.sanguosha.cardtext import CARD_TEXT, REFERENCES, ROLE_TEXT

ALL_TEXTS = [(k, lang, v[lang]) for d in (CARD_TEXT, ROLE_TEXT) for k, v in d.items() for lang in ("ja", "en")]
JA_NAMES = {n["ja"] for n in cards.NAMES.values()}
WEAPONS = [k for k, n in cards.NAMES.items() if n["slot"] == "weapon"]

# Names of the Chinese edition or other translations that the app does not use.
FOREIGN = ["無懈可撃", "無懈可擊", "无懈可击", "過河拆橋", "过河拆桥", "南蛮入侵", "万箭齐发", "萬箭齊發",
           "桃園結義", "桃园结义", "五穀豊登", "五谷丰登", "閃電", "闪电", "樂不思蜀", "乐不思蜀",
           "Jink", "Barbarian", "Arrow Barrage", "Peach Garden", "Nioh", "Zhuge", "Capture"]


def test_every_card_and_role_has_both_languages():
    assert set(CARD_TEXT) == set(cards.NAMES)
    assert set(ROLE_TEXT) == set(roles.ROLES) == set(roles.NAMES)
    for d in (CARD_TEXT, ROLE_TEXT):
        for v in d.values():
            assert set(v) == {"ja", "en"}


@pytest.mark.parametrize("key,lang,text", ALL_TEXTS)
def test_text_is_filled_in(key, lang, text):
    assert isinstance(text, str) and text.strip() == text and len(text) > 10
    assert "{" not in text and "}" not in text
    assert "None" not in text
    # Japanese texts are Japanese; English texts hold no kana or kanji.
    if lang == "ja":
        assert re.search(r"[ぁ-ん]", text)
    else:
        assert not re.search(r"[ぁ-んァ-ン一-龥]", text)


@pytest.mark.parametrize("key,lang,text", ALL_TEXTS)
def test_one_to_three_sentences(key, lang, text):
    ends = text.count("。") if lang == "ja" else len(re.findall(r"[.!?](?:\s|$)", text))
    limit = 3 if key in CARD_TEXT else 2
    assert 1 <= ends <= limit, text


@pytest.mark.parametrize("name", WEAPONS)
def test_weapon_texts_give_the_range_from_names(name):
    reach = str(cards.NAMES[name]["range"])
    assert f"攻撃範囲{reach}" in CARD_TEXT[name]["ja"]
    assert f"attack range {reach}" in CARD_TEXT[name]["en"]


def test_ranges_and_names_are_built_from_names_not_written_twice():
    names = copy.deepcopy(cards.NAMES)
    for name in WEAPONS:
        names[name]["range"] = 97
    names["nullification"]["ja"] = "テスト無効"
    names["slash"]["en"] = "Testslash"
    texts = cardtext.card_texts(names)
    for name in WEAPONS:
        assert "攻撃範囲97" in texts[name]["ja"] and "attack range 97" in texts[name]["en"]
        assert f"攻撃範囲{cards.NAMES[name]['range']}" not in texts[name]["ja"]
    assert "「テスト無効」" in texts["dismantlement"]["ja"] and "明察秋毫" not in texts["dismantlement"]["ja"]
    assert "Testslash" in texts["duel"]["en"] and "Slash" not in texts["duel"]["en"]


def test_horses_give_plus_or_minus_one_distance():
    for name, n in cards.NAMES.items():
        if n["slot"] == "plus":
            assert "+1" in CARD_TEXT[name]["en"] and "+1" in CARD_TEXT[name]["ja"]
            assert "距離" in CARD_TEXT[name]["ja"] and "distance to you" in CARD_TEXT[name]["en"]
        if n["slot"] == "minus":
            assert "−1" in CARD_TEXT[name]["en"] and "−1" in CARD_TEXT[name]["ja"]
            assert "距離" in CARD_TEXT[name]["ja"] and "your distance" in CARD_TEXT[name]["en"]


@pytest.mark.parametrize("key,lang,text", ALL_TEXTS)
def test_no_foreign_card_names(key, lang, text):
    for word in FOREIGN:
        assert word not in text


def test_japanese_texts_quote_only_the_engines_card_names():
    for name, v in CARD_TEXT.items():
        for quoted in re.findall(r"「([^」]*)」", v["ja"]):
            assert quoted in JA_NAMES, (name, quoted)


def test_nullification_is_named_by_its_engine_name():
    assert "「明察秋毫」" in CARD_TEXT["nullification"]["ja"]
    assert cards.NAMES["nullification"]["ja"] == "明察秋毫"
    # Every scroll, delayed ones too, says it can be cancelled, and by the app's name.
    for name, n in cards.NAMES.items():
        if n["kind"] in ("trick", "delayed"):
            assert "「明察秋毫」" in CARD_TEXT[name]["ja"]
            assert "Nullification" in CARD_TEXT[name]["en"]


def test_references_exist_and_appear_in_both_languages():
    for name, refs in REFERENCES.items():
        assert refs <= set(cards.NAMES), (name, refs - set(cards.NAMES))
        for r in refs:
            assert f"「{cards.NAMES[r]['ja']}」" in CARD_TEXT[name]["ja"], (name, r)
            assert cards.NAMES[r]["en"] in CARD_TEXT[name]["en"], (name, r)
    # And every card name that appears in a text is one the text declares.
    for name in CARD_TEXT:
        ja_seen = {k for k, n in cards.NAMES.items() if f"「{n['ja']}」" in CARD_TEXT[name]["ja"]}
        assert ja_seen == REFERENCES[name], name
    assert REFERENCES["qinggang_sword"] == {"slash", "eight_diagram", "renwang_shield"}
    assert REFERENCES["dodge"] == {"slash", "archery_attack"}


def test_texts_agree_with_the_engine_on_decided_points():
    t = {k: v["en"] for k, v in CARD_TEXT.items()}
    assert "distance 1" in t["snatch"] and "距離1" in CARD_TEXT["snatch"]["ja"]
    assert "♠2–9" in t["lightning"] and "3 thunder damage" in t["lightning"]
    assert "moves on" in t["lightning"]  # ruling lightning_nullified
    assert "full health are skipped" in t["god_salvation"]  # ruling god_salvation_full
    assert "ignores distance" in t["blade"]  # ruling blade_free
    assert "never happens" in t["double_sword"]  # ruling no_gender
    assert "up to 2 more targets" in t["halberd"]
    assert "Black" in t["renwang_shield"] and "黒" in CARD_TEXT["renwang_shield"]["ja"]


def test_roles_mention_reward_and_penalty_where_they_concern_them():
    assert "draws 3" in ROLE_TEXT["rebel"]["en"] and "3枚引きます" in ROLE_TEXT["rebel"]["ja"]
    assert "kill a loyalist" in ROLE_TEXT["lord"]["en"] and "忠臣を倒すと" in ROLE_TEXT["lord"]["ja"]
    assert "only player left alive" in ROLE_TEXT["renegade"]["en"]
