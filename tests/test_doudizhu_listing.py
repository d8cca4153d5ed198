"""The legal list, built the fast way (rank counts, slot tables, cached runs),
is exactly what a plain reading of the rules gives, in the same order.

Two references: for every state of seeded random deals, the plays that
:func:`combos.plays` / :func:`combos.answers` found, each turned into cards
the plain way (the first cards of each rank of the hand); and, for hands of
up to 8 cards, every sub-multiset of the hand read by
:func:`combos.readings` alone, which shares no code with the listing.
"""

import itertools
import random

from hotseat import engine
from hotseat.games.doudizhu import combos
from hotseat.games.doudizhu.cards import RANK, counts_of


def _plain_cards(hand, groups):
    """The first ``k`` cards of each rank ``r`` in ``groups``, rank by rank."""
    out = []
    for r, k in groups:
        out += [c for c in hand if RANK[c] == r][:k]
    return out


def _by_groups(state, seat):
    """The legal list as the rules define its order: a pass first when
    following, then the plays in the order the combo generator finds them."""
    hand = state["hands"][seat]
    counts = counts_of(hand)
    copies = 1 if state["players"] == 3 else 2
    cur = state["current"]
    if cur is None:
        found, out = combos.plays(counts, copies), []
    else:
        found = combos.answers(counts, copies, (cur["combo"], cur["key"], len(cur["cards"])))
        out = [{"type": "pass"}]
    return out + [{"type": "play", "combo": p[0], "cards": _plain_cards(hand, p[3])}
                  for p in found]


def _by_readings(state, seat):
    """Every legal play read from scratch: each sub-multiset of the hand, each
    of its readings that may be played now (any, when leading)."""
    hand = state["hands"][seat]
    counts = counts_of(hand)
    copies = 1 if state["players"] == 3 else 2
    cur = state["current"]
    table = None if cur is None else (cur["combo"], cur["key"], len(cur["cards"]))
    out = set() if cur is None else {("pass",)}
    for sub in itertools.product(*[range(c + 1) for c in counts]):
        for rd in combos.readings(list(sub), copies):
            if table is None or combos.beats(rd, table):
                groups = tuple((r, k) for r, k in enumerate(sub) if k)
                out.add((rd[0], tuple(_plain_cards(hand, groups))))
    return out


def _as_set(legal):
    return {("pass",) if a["type"] == "pass" else (a["combo"], tuple(a["cards"])) for a in legal}


def _states(seeds, players):
    """(match, seat) at every play-phase decision of random deals."""
    for seed in seeds:
        m = engine.new_game("doudizhu", players, seed=seed, options={"hands": 1})
        rnd = random.Random(seed)
        while not m.finished:
            seat = m.to_act()[0]
            legal = m.legal_actions(seat)
            if m.state["phase"] == "play":
                yield m, seat, legal
            m.act(seat, rnd.choice(legal))


def test_the_listing_is_the_plain_one_in_the_same_order():
    n = 0
    for players, seeds in ((3, range(30)), (4, range(40, 46))):
        for m, seat, legal in _states(seeds, players):
            assert legal == _by_groups(m.state, seat)
            assert len(_as_set(legal)) == len(legal)  # no play listed twice
            n += 1
    assert n > 800


def test_small_hands_list_every_legal_play_and_nothing_else():
    checked = pass_only = 0
    for players, seeds in ((3, range(40)), (4, range(60, 64))):
        for m, seat, legal in _states(seeds, players):
            if len(m.state["hands"][seat]) > 8:
                continue
            assert _as_set(legal) == _by_readings(m.state, seat)
            checked += 1
            pass_only += legal == [{"type": "pass"}]
    # Enough positions of both kinds: a follower with answers, and one whose
    # only move is the pass (listed by its own quick path).
    assert checked > 150 and 30 < pass_only < checked - 30


def test_each_listed_action_is_its_own_canonical_form():
    """resolve (the full check, which lists nothing) agrees with every
    listed action, and the listing's recogniser answers for it."""
    rules = engine._rules("doudizhu")
    for m, seat, legal in _states(range(100, 110), 3):
        _, recognise = rules.listing(m.state, seat)
        for action in legal:
            assert rules.resolve(m.state, seat, action) == action
            assert recognise(action) == action
