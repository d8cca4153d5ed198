"""Sanguosha's action labels: one table (actiontext.ACTION_TEXT) for the engine's log labels
(rules.describe) and the table's buttons (web/sanguosha/view.js reads it from rules_page();
tests/browser/test_ui_sanguosha_labels.py checks the buttons read what describe writes)."""

from __future__ import annotations

import re
from string import Formatter

from hotseat.games.sanguosha import actiontext, cards
from hotseat.games.sanguosha.actiontext import ACTION_TEXT
from hotseat.games.sanguosha.rules import describe, rules_page
from sanguosha_helpers import legal_lists

LANGS = ("ja", "en")
#: What a label may show of its action (the module's docstring says what each is).
FIELDS = {"card", "cards", "skill", "as", "to", "general", "kingdom", "hp", "suit"}


def fields(text: str) -> set[str]:
    return {f for _, f, _, _ in Formatter().parse(text) if f}


def test_every_label_has_both_languages_with_the_same_fields():
    for key, label in ACTION_TEXT["labels"].items():
        assert set(label) == set(LANGS) and all(label[l] for l in LANGS), key
        assert fields(label["ja"]) == fields(label["en"]) <= FIELDS, key


def test_card_names_are_the_engines():
    labels = ACTION_TEXT["labels"]
    assert cards.NAMES["spear"]["en"] in labels["spear"]["en"] and cards.NAMES["slash"]["ja"] in labels["spear"]["ja"]
    assert labels["no_dodge"] == {"ja": cards.NAMES["dodge"]["ja"] + "を出さない", "en": "No " + cards.NAMES["dodge"]["en"]}
    # the names are written in when the module loads: no "{slash}" is left
    assert not any(re.search(r"\{(?!(%s)\})" % "|".join(FIELDS), t)
                   for label in labels.values() for t in label.values())


def test_the_pass_labels_and_joins_are_there():
    labels = ACTION_TEXT["labels"]
    for part in ("standing", "kind"):
        assert set(ACTION_TEXT["pass"][part].values()) <= set(labels)
    assert fields(ACTION_TEXT["joins"]["to"]["en"]) == {"seats"} == fields(ACTION_TEXT["joins"]["to"]["ja"])
    assert all(set(ACTION_TEXT["joins"][k]) == set(LANGS) for k in ("to", "seats", "cards"))


def test_the_page_publishes_the_table():
    assert rules_page()["action_text"] == ACTION_TEXT


def test_describe_labels_every_legal_action_from_the_table():
    """Every legal action of a few games (bots and random players, with and
    without generals) reads its label with every field filled, and the keys
    met cover most of the table."""
    met = set()
    games = [(4 + seed % 4, seed, {"generals": seed % 3 != 0, "auto_pass": seed % 2 == 0}) for seed in range(1, 7)]
    for _m, _seat, legal, _kind in legal_lists(games, 700):
        for a in legal:
            text = describe(a)
            met.add(actiontext.key(a))
            for l in LANGS:
                assert text[l] and not re.search(r"\{(?!seat:\d+\})", text[l]), (a, text)
    assert len(met) >= 15, met


def test_a_pass_reads_its_question_and_standing():
    assert actiontext.key({"type": "pass"}, "collateral") == "give_weapon"
    assert actiontext.key({"type": "pass"}, "blade") == "no_slash"
    assert actiontext.key({"type": "pass", "standing": "card"}, "nullify") == "stand_card"
    assert describe({"type": "pass", "standing": "card"})["en"] == "No Nullification for the rest of this card"
    assert describe({"type": "pass"}) == {"ja": "パス", "en": "Pass"}
