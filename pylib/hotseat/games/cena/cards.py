"""Cena's 40 play cards: four suits × numbers 1–10, one of each.

Card ids are ``<suit>-<number>`` (``"mead-7"``), fixed by the issue because
tests outside the project use them. ``ale`` and ``mead`` are the seed's suits;
``wine`` and ``cider`` are a [decision] (``../shared/rules/cena.md``).

>>> suit_of("mead-7"), number_of("mead-7")
('mead', 7)
>>> label("cider-10", "ja")
'シードル10'
"""

from __future__ import annotations

SUITS = ("ale", "mead", "wine", "cider")
NUMBERS = tuple(range(1, 11))
SUIT_NAMES = {
    "ale": {"ja": "エール", "en": "Ale"},
    "mead": {"ja": "ミード", "en": "Mead"},
    "wine": {"ja": "ワイン", "en": "Wine"},
    "cider": {"ja": "シードル", "en": "Cider"},
}

#: Every card id, in deck order (suit, then number).
DECK = tuple(f"{s}-{n}" for s in SUITS for n in NUMBERS)
SUIT = {c: c.split("-")[0] for c in DECK}
NUMBER = {c: int(c.split("-")[1]) for c in DECK}
#: Position in deck order: hands are kept sorted by it (suit, then number).
ORDER = {c: i for i, c in enumerate(DECK)}


def suit_of(card: str) -> str:
    return SUIT[card]


def number_of(card: str) -> int:
    return NUMBER[card]


def label(card: str, lang: str = "en") -> str:
    name = SUIT_NAMES[SUIT[card]][lang]
    return f"{name}{NUMBER[card]}" if lang == "ja" else f"{name} {NUMBER[card]}"


def sort_hand(cards) -> list[str]:
    return sorted(cards, key=ORDER.__getitem__)
