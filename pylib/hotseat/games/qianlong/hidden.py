"""Qianlong's Harem: what a seat may not see, redrawn
(tests/test_conformance.py). Everything is on the table but the scheme
deck's order."""

from __future__ import annotations

import random

from hotseat.resample import copied, hidden_slots, shuffle_slots

from .data import WIN_POINTS


def resample(state: dict, seat: int | None, rnd: random.Random) -> dict:
    st = copied(state, "deck")
    shuffle_slots(hidden_slots([st["deck"]]), rnd)
    return st


def score_bounds(players: int, options: dict) -> tuple[int, int]:
    """A final score is a player's points: none below 0, none past the points
    that win (the game stops there)."""
    return 0, WIN_POINTS
