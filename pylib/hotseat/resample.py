"""Redrawing what a seat may not see, for the conformance tests.

Each game's ``hidden.py`` says which parts of its state a seat may not see
(other hands, the deck's order, face-down roles) and redraws them with
:func:`shuffle_slots`: the hidden cards are dealt again at random into the
same places, so every count a seat may see stays as it was. A game whose
view, legal list or bot choice for that seat then changes shows the seat
something it may not see (tests/test_conformance.py).
"""

from __future__ import annotations

import copy
import random
from typing import Any, Callable, Iterable


def shuffle_slots(slots: Iterable[tuple[list, int]], rnd: random.Random) -> dict[Any, Any]:
    """Deal the values at ``slots`` (``(list, index)`` pairs) again at random
    among the same slots; returns the map old value -> new value of each slot
    (the hidden card a reference to the old one now means)."""
    slots = list(slots)
    old = [lst[i] for lst, i in slots]
    new = old[:]
    rnd.shuffle(new)
    moved = {}
    for (lst, i), a, b in zip(slots, old, new):
        lst[i] = b
        if isinstance(a, (str, int)):  # a card id (not, e.g., a list of offers)
            moved[a] = b
    return moved


def hidden_slots(lists: Iterable[list], hidden: Callable[[Any], bool] = lambda _: True):
    """``(list, index)`` of each value of ``lists`` for which ``hidden`` holds."""
    return [(lst, i) for lst in lists for i, v in enumerate(lst) if hidden(v)]


def copied(state: dict, *keys: str) -> dict:
    """A copy to redraw in, sharing all but ``keys`` (deep-copied) with
    ``state``: the game's own state is never changed, and the parts not
    redrawn are not copied (the tests redraw at every step)."""
    out = dict(state)
    for k in keys:
        out[k] = copy.deepcopy(state[k])
    return out
