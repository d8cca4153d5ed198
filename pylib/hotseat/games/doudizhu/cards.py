"""Dou Dizhu cards: ids, ranks, decks and the canonical order.

Card ids follow ``../shared/rules/doudizhu.md``: ``<rank><suit>`` with ranks
``3 4 5 6 7 8 9 T J Q K A 2`` and suits ``S H D C``; the jokers are ``BJ``
(black, small) and ``RJ`` (red, big). The double deck's second copies carry
``#2``. Suits never matter to the rules, so everything below works on rank
indices: 0 = "3" … 11 = "A", 12 = "2", 13 = black joker, 14 = red joker.
"""

from __future__ import annotations

RANK_CHARS = "3456789TJQKA2"
SUITS = "SHDC"
BLACK_JOKER, RED_JOKER = 13, 14
TWO = 12
ACE = 11
NUM_RANKS = 15

RANK_NAMES = {i: c for i, c in enumerate(RANK_CHARS)} | {BLACK_JOKER: "BJ", RED_JOKER: "RJ"}
RANK_LABELS = {i: ("10" if c == "T" else c) for i, c in enumerate(RANK_CHARS)} | {
    BLACK_JOKER: "BJ", RED_JOKER: "RJ"}


def _base_deck() -> list[str]:
    return [r + s for r in RANK_CHARS for s in SUITS] + ["BJ", "RJ"]


def deck(copies: int) -> list[str]:
    """All card ids of a ``copies``-deck game, in canonical order."""
    made = _DECKS.get(copies)
    if made is None:
        ids = _base_deck()
        for n in range(2, copies + 1):
            ids += [f"{c}#{n}" for c in _base_deck()]
        made = _DECKS[copies] = tuple(sorted(ids, key=sort_key))
    return list(made)


_DECKS: dict[int, tuple[str, ...]] = {}


def _parse(card: str) -> tuple[int, int, int]:
    base, _, copy = card.partition("#")
    if base == "BJ":
        rank, suit = BLACK_JOKER, 0
    elif base == "RJ":
        rank, suit = RED_JOKER, 0
    else:
        rank, suit = RANK_CHARS.index(base[0]), SUITS.index(base[1])
    return rank, suit, int(copy) if copy else 1


_INFO: dict[str, tuple[int, int, int]] = {}


def sort_key(card: str) -> tuple[int, int, int]:
    """Rank, then suit, then copy: the order hands are shown and canonical
    cards are chosen in."""
    info = _INFO.get(card)
    return info if info is not None else _parse(card)


_INFO.update({c: _parse(c) for c in deck(2)})
#: rank index of every card id (both decks).
RANK = {c: info[0] for c, info in _INFO.items()}
#: the rank name (``RANK_NAMES``) of every card id: what a play shows the
#: table (events.py: ``played``), looked up in C.
RANK_NAME_OF = {c: RANK_NAMES[r] for c, r in RANK.items()}
_RANKS = tuple(range(NUM_RANKS))
#: Position of every card id in the canonical order: ``sorted(cards,
#: key=ORDER.__getitem__)`` sorts as :func:`sort_key` does, without a Python
#: call per card (dealing sorts four piles a hand).
ORDER = {c: i for i, c in enumerate(deck(2))}


def counts_of(cards) -> list[int]:
    """How many cards of each rank index.

    >>> counts_of(["3S", "3H", "RJ"])
    [2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]
    """
    # Counted in C (a rank lookup per card, a count per rank): every deal
    # counts its hands, and a step per card in Python cost more. Ranks as
    # bytes, so each count is a scan of bytes rather than of int objects.
    ranks = bytes(map(RANK.__getitem__, cards))
    return list(map(ranks.count, _RANKS))


def display_order(cards: list[str]) -> list[str]:
    """A play's cards as a player reads them: the body first, then what it
    carries (7♥ 7♦ 7♣ 3♥, not 3♥ 7♥ 7♦ 7♣): by how many of the rank the play
    holds, then by rank.

    >>> display_order(["3H", "7H", "7D", "7C"])
    ['7H', '7D', '7C', '3H']
    """
    counts = counts_of(cards)
    return sorted(cards, key=lambda c: (-counts[RANK[c]], ORDER[c]))


def label(card: str, lang: str = "en") -> str:
    """A short human label: ``10♥``, ``BJ`` → ``Black Joker`` / ``小王``."""
    rank, suit, _ = sort_key(card)
    if rank == BLACK_JOKER:
        return "小王" if lang == "ja" else "Black Joker"
    if rank == RED_JOKER:
        return "大王" if lang == "ja" else "Red Joker"
    return RANK_LABELS[rank] + "♠♥♦♣"[suit]


def rank_label(name: str, lang: str = "en") -> str:
    """A rank's label, by its name in ``RANK_NAMES``: ``T`` → ``10``, ``BJ``
    → ``Black Joker`` / ``小王``.

    >>> rank_label("T"), rank_label("RJ", "ja")
    ('10', '大王')
    """
    if name == "BJ" or name == "RJ":
        return label(name, lang)
    return RANK_LABELS[RANK_CHARS.index(name)]
