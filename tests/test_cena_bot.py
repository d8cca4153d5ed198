"""Cena's bot beyond the basics in test_cena_games.py: legal and deterministic
at every player count and under simple rules, its fast trick simulation agrees
with the rules, and it makes the obviously right choice in built positions."""

import random

import pytest

from hotseat import engine
from hotseat.games.cena import alliances, bot, search
from hotseat.games.cena.cards import DECK, SUIT
from hotseat.rng import Rng
from cena_helpers import play, position


def choose(m, seat):
    return m.rules.bot(m.view(seat), m.legal_actions(seat), Rng(1))


@pytest.fixture(params=[False, True], ids=["one-trick", "lookahead"])
def lookahead(request, monkeypatch):
    """Run a test with the one-trick bot (the default) and with the rollouts
    to the end of the deal (:mod:`hotseat.games.cena.search`, opt-in)."""
    monkeypatch.setattr(bot, "LOOKAHEAD", request.param)
    return request.param


@pytest.mark.parametrize("players,options", [(3, {}), (5, {}), (4, {"simple": True})])
def test_bot_is_legal_and_deterministic_through_a_deal(players, options, lookahead,
                                                      monkeypatch):
    monkeypatch.setattr(search, "ROLLOUTS", 4)   # rollouts are slow; fewer, same paths
    m = engine.new_game("cena", players, seed=11, options=options)
    for _ in range(players + players * {3: 12, 4: 10, 5: 8}[players]):
        seat = m.to_act()[0]
        a = m.bot_action(seat)
        assert a in m.legal_actions(seat)
        assert a == m.bot_action(seat)   # same seed, same move number: same choice
        m.act(seat, a)
    assert m.state["deal"] == 2          # the whole first deal was played by bots


def test_fast_winner_agrees_with_the_rules():
    """The bot and the search judge tricks with their own compact code; it
    must name the same winner as the rules on any trick."""
    rnd = random.Random(3)
    for _ in range(2000):
        n = rnd.choice([3, 4, 5])
        cards = rnd.sample(DECK, n)
        orders = list(range(n))
        rnd.shuffle(orders)
        lead = SUIT[cards[orders.index(0)]]
        spots = [{"card": c, "order": o} for c, o in zip(cards, orders)]
        want = alliances.winner(spots, lead)
        compact = [(c, o) for c, o in zip(cards, orders)]
        assert bot._winner(compact, lead) == want
        assert search._winner(compact, lead) == want


def test_bot_spends_its_high_card_when_it_wins_a_clean_trick(lookahead):
    # Topic 4 (each 1): no 1 in play, so the trick is worth +3. Seat 2 plays last
    # and has no ale. Seat 0 led ale 5 before itself, seat 1 placed ale 4 before
    # itself; only spot 2 is free. Alliance 1 (seats 1, 2) shows ale and takes the
    # number of the bot's card: wine 9 wins it (ale 9 beats alliance 0's ale 4
    # and alliance 2's off-suit), mead 2 or cider 3 would let alliance 0 (seats 0
    # and 1) take it. Three cards each, so the look-ahead (when on) runs too.
    m = position([["ale-5", "ale-7", "cider-5"], ["ale-4", "ale-8", "cider-6"],
                  ["mead-2", "wine-9", "cider-3"]], leader=0, topic=4)
    play(m, 0, "ale-5", 0)
    play(m, 1, "ale-4", 1)
    assert choose(m, 2) == {"type": "play", "card": "wine-9", "to": 2}


def test_bot_lets_a_poisoned_trick_go_to_others(lookahead):
    # The same trick, but the led card is the ale 1 under topic 4 (−10 per 1):
    # the trick is worth 3 − 10 = −7. With wine 9 the bot's alliance 1 would take
    # it; with its lowest card alliance 0 (seats 0 and 1) does.
    m = position([["ale-1", "ale-7", "cider-5"], ["ale-4", "ale-8", "cider-6"],
                  ["mead-2", "wine-9", "cider-3"]], leader=0, topic=4)
    play(m, 0, "ale-1", 0)
    play(m, 1, "ale-4", 1)
    a = choose(m, 2)
    assert a["card"] in ("mead-2", "cider-3") and a["to"] == 2


def test_search_keeps_the_favourite_without_clear_evidence(monkeypatch):
    """A challenger must beat the one-trick favourite by CONFIDENCE standard
    errors: with an impossible bar the favourite always stays."""
    m = engine.new_game("cena", 4, seed=2)
    while m.state["phase"] == "reveal":
        s = m.to_act()[0]
        m.act(s, m.bot_action(s, "random"))
    seat = m.to_act()[0]
    plain = choose(m, seat)
    monkeypatch.setattr(bot, "LOOKAHEAD", True)
    monkeypatch.setattr(search, "ROLLOUTS", 6)
    monkeypatch.setattr(search, "CONFIDENCE", 1e9)
    assert choose(m, seat) == plain
