"""Every number and text of China Duel that is not rule logic.

Spec: ``../shared/rules/china_duel.md`` (its [decision]s) over the research
notes ``../shared/rules/notes/china_duel.md``. The map is in :mod:`.map`.

A region card is just its colour: a violet card shows Chu, every other card
shows both regions of its colour and the player picks one when placing
(notes §1), so two cards of one colour are interchangeable and hands, the
display and the deck are lists of colour names.

>>> sum(DECK.values())
47
>>> EMPEROR
2
"""

from __future__ import annotations

#: The five colours, in a fixed order (listing, tie-breaks, the view).
COLOURS = ("violet", "yellow", "orange", "green", "red")
#: The deck: the 3-player deck of base China, 2 of each colour removed from
#: 57 [spec decision 1].
DECK = {"violet": 8, "yellow": 9, "orange": 9, "green": 10, "red": 11}

#: Cards per hand (players and the Emperor) and face-up display cards (notes §3).
HAND = 3
DISPLAY = 4
#: The 3-2-1 rule: at most 3 cards, at most 2 pieces, 1 region (notes §5).
MAX_CARDS = 3
MAX_PIECES = 2
#: Cards of one colour that together stand for one card of another colour.
WILD_PAIR = 2

#: The Emperor is owner 2 on the board (the players are seats 0 and 1).
EMPEROR = 2
#: Pieces per owner: 20 houses; 9 emissaries less the one used as score
#: marker (the Emperor's marker is not used either: seed); one fortress per
#: player, none for the Emperor (seed).
SUPPLY = {"house": 20, "emissary": 8, "fortress": 1}
EMPEROR_SUPPLY = {"house": 20, "emissary": 8, "fortress": 0}

#: A player whose house stands on a fortress scores this many times their
#: house points in that region (notes §6.1; never the Emperor).
FORTRESS_FACTOR = 2
#: Chains of this many houses or more score 1 per house (notes §6.3).
CHAIN_MIN = 4
#: The deck runs out this many times, then the round ends the game [decision 2].
RUNOUTS_TO_END = 2

#: Special action cards, each once per game [decision 4], in listing order.
SPECIALS = ("emperor_first", "exchange", "two_regions")

#: Rule sets [decision 7]: does the Emperor have to place, are the special
#: cards and fortresses in play.
RULE_SETS = {
    "original": {"emperor_must": True, "specials": True, "fortress": True},
    "english": {"emperor_must": False, "specials": True, "fortress": True},
    "first": {"emperor_must": True, "specials": False, "fortress": False},
}

OPTIONS = [
    {"id": "rules", "type": "choice", "default": "original", "decision": True,
     "label": {"ja": "ルール", "en": "Rule set"},
     "choices": [
         {"id": "original", "label": {"ja": "原文ルール（皇帝は必ず1つ置く）",
                                      "en": "Original (the Emperor always places one piece)"}},
         {"id": "english", "label": {"ja": "英訳ルール（皇帝は置かなくてもよい）",
                                     "en": "English translation (the Emperor may place)"}},
         {"id": "first", "label": {"ja": "初めての方向け（特別アクション・要塞なし）",
                                   "en": "First game (no special cards, no fortresses)"}},
     ]},
]

COLOUR_NAMES = {
    "violet": {"ja": "紫", "en": "violet"},
    "yellow": {"ja": "黄", "en": "yellow"},
    "orange": {"ja": "橙", "en": "orange"},
    "green": {"ja": "緑", "en": "green"},
    "red": {"ja": "赤", "en": "red"},
}

PIECE_NAMES = {
    "house": {"ja": "家", "en": "house"},
    "emissary": {"ja": "公使", "en": "emissary"},
    "fortress": {"ja": "要塞", "en": "fortress"},
}

SPECIAL_NAMES = {
    "emperor_first": {"ja": "皇帝を先に", "en": "Emperor first"},
    "exchange": {"ja": "カード交換", "en": "Card exchange"},
    "two_regions": {"ja": "2地域", "en": "Two regions"},
}

EMPEROR_NAME = {"ja": "皇帝", "en": "the Emperor"}


def a(word: str) -> str:
    """``word`` with its English indefinite article, for the log's English
    lines ("an orange card", "an emissary"). The first letter decides, which
    is right for every colour and piece name here; a name whose first sound
    is not its letter's ("unicorn", "hour") would need its own rule, and
    tests/test_china_duel_log_text.py checks every name.

    >>> [a(n["en"]) for n in COLOUR_NAMES.values()]
    ['a violet', 'a yellow', 'an orange', 'a green', 'a red']
    >>> [a(n["en"]) for n in PIECE_NAMES.values()]
    ['a house', 'an emissary', 'a fortress']
    """
    return ("an " if word[:1].lower() in "aeiou" else "a ") + word
