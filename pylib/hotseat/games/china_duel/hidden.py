"""China Duel: what a seat may not see, redrawn (tests/test_conformance.py).

Hidden from a seat: the deck's order and the other player's hand (only its
size is shown); the display and the Emperor's hand are open. Cards are
colours, so a redraw changes which colours the other hand holds.
"""

from __future__ import annotations

import random

from hotseat.resample import copied, hidden_slots, shuffle_slots


def resample(state: dict, seat: int | None, rnd: random.Random) -> dict:
    st = copied(state, "hands", "deck")
    lists = [h for s, h in enumerate(st["hands"]) if s != seat] + [st["deck"]]
    shuffle_slots(hidden_slots(lists), rnd)
    return st
