"""Cena: what a seat may not see, redrawn (tests/test_conformance.py).

Hidden from a seat: the cards set aside and the other hands, except the
cards revealed face up this deal; another seat's pending reveal (a choice of
its own cards) follows its cards. The public view (seat None) sees no hand.

Also the bounds the conformance suite checks: every game is exactly
:func:`longest_game` moves long, and :func:`score_bounds` holds every score.
"""

from __future__ import annotations

import random

from hotseat.resample import copied, hidden_slots, shuffle_slots

from .cards import DECK
from .rules import DEALS, HAND_SIZE
from .topics import FIRST_GAME, TOPICS, hits


def resample(state: dict, seat: int | None, rnd: random.Random) -> dict:
    st = copied(state, "hands", "aside", "pending")
    if st["phase"] == "over":
        return st
    known = set()
    for part in ("revealed", "shown"):
        for cards in st[part] or []:
            known |= set(cards)
    lists = [h for s, h in enumerate(st["hands"]) if s != seat] + [st["aside"]]
    moved = shuffle_slots(hidden_slots(lists, lambda c: c not in known), rnd)
    for s, chosen in enumerate(st["pending"]):
        if s != seat and chosen:
            st["pending"][s] = [moved.get(c, c) for c in chosen]
    return st


def longest_game(players: int, options: dict) -> int:
    """Every game is exactly this long: each deal is one reveal per seat
    (its 3 cards chosen at once) and then one play per card dealt, every
    card of every hand (``HAND_SIZE``: 12, 10 or 8) being played; a game is
    ``DEALS`` (3) deals, or one per seat with ``everyone_hosts``. Nothing
    is skipped or repeated, so the bound is met by every game (3 players:
    117, 4: 132, 5: 135; one deal per seat: 117, 176, 225)."""
    deals = players if options["everyone_hosts"] else DEALS
    return deals * players * (1 + HAND_SIZE[players])


def score_bounds(players: int, options: dict) -> tuple[int, int]:
    """A seat scores, each deal, what its two alliances took (scoring):
    +1 a card and the topic's penalty. At best its two alliances take every
    trick worth something and no other, at worst every trick worth less
    than nothing and no other (:func:`deal_bounds`, per topic). A game's
    deals have distinct topics (drawn without return), with
    ``first_game_topics`` topics 1, 2, 3 first and the rest from the others:
    the bounds add the best (worst) topics a game can draw. Each deal's bound
    needs the cards to fall just so (the penalty cards packed into as few
    tricks as they fit), so a game's is about twice what play reaches: 3
    players −105/+108, 4 players ±108 (±144 with a deal per seat), 5 players
    ±105 (±175), where random games (400 a case) reached −51/+57, ±68
    (±68) and −62/+55 (−85/+74)."""
    deals = players if options["everyone_hosts"] else DEALS
    per = {t: deal_bounds(TOPICS[t], players) for t in TOPICS}
    fixed = list(FIRST_GAME[:deals]) if options["first_game_topics"] else []
    rest = [t for t in TOPICS if not (options["first_game_topics"] and t in FIRST_GAME)]
    free = deals - len(fixed)
    lows = sorted(per[t][0] for t in rest)[:free]
    highs = sorted((per[t][1] for t in rest), reverse=True)[:free]
    return (sum(per[t][0] for t in fixed) + sum(lows),
            sum(per[t][1] for t in fixed) + sum(highs))


def deal_bounds(topic: dict, players: int) -> tuple[int, int]:
    """The least and the most one seat can score in one deal under
    ``topic``. A trick is ``players`` cards; it is worth ``players`` plus the
    penalties of the cards in it, and a seat's score is the sum of the tricks
    its two alliances took. So the seat's best is the sum of the tricks worth
    more than 0, its worst the sum of those worth less, over every way the
    penalty cards can lie in the hands' tricks (three players leave
    ``40 - 36`` cards aside, which may hold penalty cards). Topic 8 puts its
    penalty on the last trick alone."""
    tricks = HAND_SIZE[players]
    aside = len(DECK) - players * tricks
    if "last_trick" in topic:
        return players + topic["last_trick"], (tricks - 1) * players
    pen = topic["per_card"]
    k = sum(1 for c in DECK if hits(topic, c))
    lo = hi = 0
    for out in range(max(0, aside - (len(DECK) - k)), min(k, aside) + 1):
        # the k - out penalty cards in play, at most `players` to a trick:
        # best[m] = (least, most) over the tricks so far holding m of them
        best = {0: (0, 0)}
        for _ in range(tricks):
            nxt: dict[int, tuple[int, int]] = {}
            for m, (a, b) in best.items():
                for c in range(min(players, k - out - m) + 1):
                    v = players + pen * c
                    a2, b2 = a + min(v, 0), b + max(v, 0)
                    if m + c in nxt:
                        a2, b2 = min(a2, nxt[m + c][0]), max(b2, nxt[m + c][1])
                    nxt[m + c] = (a2, b2)
            best = nxt
        a, b = best[k - out]
        lo, hi = min(lo, a), max(hi, b)
    return lo, hi
