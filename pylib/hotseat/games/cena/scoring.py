"""Scoring a deal: each alliance scores +1 per card it took plus the topic's
penalty; each player scores the sum of their two alliances.

>>> from .topics import TOPICS
>>> deal_scores(TOPICS[2], [["ale-1", "mead-2"], ["wine-3"], []], won_last=1)
{'cards': [2, 1, 0], 'penalties': [-4, 0, 0], 'alliances': [-2, 1, 0], 'players': [-2, -1, 1]}
"""

from __future__ import annotations

from . import topics
from .alliances import alliances_of


def alliance_score(topic: dict, taken: list[str], won_last: bool) -> int:
    return len(taken) + topics.penalty(topic, taken, won_last)


def deal_scores(topic: dict, taken: list[list[str]], won_last: int | None) -> dict:
    """The breakdown of one deal. ``taken[i]`` is what alliance i took;
    ``won_last`` is the alliance that won the last trick."""
    n = len(taken)
    cards = [len(t) for t in taken]
    pens = [topics.penalty(topic, t, won_last == i) for i, t in enumerate(taken)]
    allied = [c + p for c, p in zip(cards, pens)]
    players = [sum(allied[a] for a in alliances_of(s, n)) for s in range(n)]
    return {"cards": cards, "penalties": pens, "alliances": allied, "players": players}
