"""China Duel's English log lines (the events' texts) use the right
indefinite article for every colour and piece name (issue #13: "keeps a
orange card"), and the Japanese lines beside them name the same card."""

from __future__ import annotations

import random
import re

import pytest

from hotseat import engine
from hotseat.games.china_duel import board, data

from china_duel_helpers import A, position, whole_log

# Written out by hand, not derived from data.a(): the test must not share the
# rule it checks.
ARTICLE = {"violet": "a", "yellow": "a", "orange": "an", "green": "a", "red": "a",
           "house": "a", "emissary": "an", "fortress": "a"}


def test_every_name_has_its_expected_article():
    names = {**data.COLOUR_NAMES, **data.PIECE_NAMES}
    assert set(ARTICLE) == set(names), "a colour or piece name was added: say its article here"
    for key, name in names.items():
        assert data.a(name["en"]) == f"{ARTICLE[key]} {name['en']}"


@pytest.mark.parametrize("colour", data.COLOURS)
def test_keeping_a_card_names_it_with_its_article(colour):
    m = position()
    lines = []
    board.keep_card(m.state, A, colour, lambda kind, seat, en, ja, **f: lines.append((kind, en, ja, f)))
    kind, en, ja, fields = lines[0]
    assert kind == "kept" and fields == {"colour": colour, "count": 1}
    name = data.COLOUR_NAMES[colour]
    assert en == f"{{seat:0}} keeps {ARTICLE[colour]} {name['en']} card (1)."
    assert ja == f"{{seat:0}}が{name['ja']}のカードを手元に置く（1枚）。"


# "a" before a vowel letter, "an" before a consonant: wrong for every name
# of this game (none starts with a silent or "you" sound).
WRONG = re.compile(r"\b(?:[Aa] [aeiouAEIOU]|[Aa]n [^aeiouAEIOU\W])")


@pytest.mark.parametrize("rules", ["original", "english", "first"])
def test_no_log_line_or_action_text_has_the_wrong_article(rules):
    """Whole random games: every English log line (each seat's whole log,
    its own cards drawn included), and the English text of every legal
    action offered on the way."""
    rnd = random.Random(13)
    seen = set()
    for seed in range(3):
        m = engine.new_game("china_duel", 2, seed=seed, options={"rules": rules})
        while not m.finished:
            seat = m.to_act()[0]
            legal = m.legal_actions(seat)
            for act in legal:
                text = m.rules.describe(act)["en"]
                assert not WRONG.search(text), text
            m.act(seat, rnd.choice(legal))
        for seat in (0, 1):
            for line in whole_log(m, seat):
                assert not WRONG.search(line["text"]["en"]), line["text"]["en"]
                seen.add(line["kind"])
    # the lines that name a card or piece were written (a drawn card, one
    # turned up on the display: "An orange card is turned up…")
    assert {"kept", "placed", "took", "drew_card", "display", "exchanged"} <= seen
