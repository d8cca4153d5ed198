"""Qianlong's Harem: what a seat may not see, redrawn
(tests/test_conformance.py). Everything is on the table but the scheme
deck's order.

No longest game (no ``longest_game``): none follows from the rules, for no
bounded count grows every round. Points go back and forth (a player with
the stock empty takes from the opponent or 香妃, 香妃 from the richer player:
board.point_source, xiangfei_source), consorts move back (讒言), eunuchs go
home (forced return, 宮中の噂) and the scheme deck is reshuffled. (Nor is an
endless game shown: laps, for one, are few, since a lap's points soon win;
the question is open.) ``NO_LONGEST_GAME`` says so for the conformance suite.
"""

from __future__ import annotations

import random

from hotseat.resample import copied, hidden_slots, shuffle_slots

from .data import WIN_POINTS

#: Why no ``longest_game`` is declared (tests/test_conformance.py reads it).
NO_LONGEST_GAME = ("none follows from the rules: no bounded count grows every round (points pass "
                   "between the players and 香妃, consorts move back, eunuchs go home)")


def resample(state: dict, seat: int | None, rnd: random.Random) -> dict:
    st = copied(state, "deck")
    shuffle_slots(hidden_slots([st["deck"]]), rnd)
    return st


def score_bounds(players: int, options: dict) -> tuple[int, int]:
    """A final score is a player's points: none below 0, none past the points
    that win (the game stops there). Both are reached: a loser can end with
    none, a winner has exactly ``WIN_POINTS``."""
    return 0, WIN_POINTS
