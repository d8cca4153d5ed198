"""A random game walked for the "resolve agrees with legal_actions" tests.

``act`` checks an action with the rules' ``resolve`` instead of searching
``legal_actions``; every game's tests check the two agree. The walk is the same
for every game, the malformed actions each game tries are its own.
"""

from __future__ import annotations

import random


def resolve_walk(m, rnd: random.Random):
    """Play ``m`` to its end by random legal moves. At every position, first
    assert that ``resolve`` returns each listed action unchanged, then yield
    ``(seat, legal, move)`` so the caller can try its own variants before
    ``move`` (a random one of ``legal``) is played."""
    while not m.finished:
        seat = m.to_act()[0]
        legal = m.legal_actions(seat)
        for a in legal:
            assert m.rules.resolve(m.state, seat, a) == a
        move = rnd.choice(legal)
        yield seat, legal, move
        m.act(seat, move)
