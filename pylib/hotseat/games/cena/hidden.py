"""Cena: what a seat may not see, redrawn (tests/test_conformance.py).

Hidden from a seat: the cards set aside and the other hands, except the
cards revealed face up this deal; another seat's pending reveal (a choice of
its own cards) follows its cards. The public view (seat None) sees no hand.
"""

from __future__ import annotations

import random

from hotseat.resample import copied, hidden_slots, shuffle_slots


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
