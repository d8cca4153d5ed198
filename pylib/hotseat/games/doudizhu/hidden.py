"""Dou Dizhu: what a seat may not see, redrawn (tests/test_conformance.py).

Hidden from a seat: the other hands, and the kitty until it is shown (to
everyone with ``show_kitty``, else to the landlord alone); once shown, the
kitty's cards are known wherever they are. The card that picked the first
bidder is shown to everyone [decision]. The public view (seat None) sees no
hand. A new module, so this hook imports nothing the rules do not.
"""

from __future__ import annotations

import random

from hotseat.resample import copied, hidden_slots, shuffle_slots

from .cards import ORDER, counts_of


def resample(state: dict, seat: int | None, rnd: random.Random) -> dict:
    st = copied(state, "hands", "rank_counts", "kitty")
    if st["phase"] == "over":
        return st  # every card is shown at the end
    landlord = st["landlord"]
    kitty_open = st["phase"] != "auction" and (
        st["options"]["show_kitty"] or (seat is not None and seat == landlord))
    known = {st["shown_card"]}
    if kitty_open:
        known |= set(st["kitty"])
    lists = [h for s, h in enumerate(st["hands"]) if s != seat]
    if not kitty_open:
        lists.append(st["kitty"])
    shuffle_slots(hidden_slots(lists, lambda c: c not in known), rnd)
    # the hands stay sorted, and their per-rank counts in step (rules._deal)
    for s, h in enumerate(st["hands"]):
        h.sort(key=ORDER.__getitem__)
        st["rank_counts"][s] = counts_of(h)
    st["kitty"].sort(key=ORDER.__getitem__)
    return st
