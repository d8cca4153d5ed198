"""Qianlong's Harem played at random to the end with every invariant checked
at every step: tokens conserved, pieces accounted for, JSON state, no deck order
in any view (the protocol at every step, replay included, is
tests/test_conformance.py's); and ``resolve`` accepting exactly what is
listed."""

import json
import random

import pytest

from hotseat import engine
from hotseat.games.qianlong import data
from resolve_walk import resolve_walk

SEATS = [None, 0, 1]


def check(m):
    st = m.state
    assert st["stock"] + sum(st["points"]) + st["xiangfei"] + st["tea"] == st["params"]["tokens"]
    assert min(st["stock"], st["xiangfei"], st["tea"], *st["points"]) >= 0
    # Schemes: deck + discard + being resolved = the five cards, each once.
    assert sorted(st["deck"] + st["discard"] + st["resolving"]) == data.SCHEMES
    # Eunuchs: each where its own record says, and cards hold at most one
    # outside the resolution.
    on_cards = [i for c in st["cards"] for i in c["eunuchs"]]
    assert sorted(on_cards) == sorted(e["id"] for e in st["eunuchs"] if e["at"] == "card")
    for e in st["eunuchs"]:
        if e["at"] == "palace":
            assert data.palace(st["params"])[e["square"]] != "return"
            if e["strong"] and st["params"]["card9"] == "consort" and not st["options"]["advanced"]:
                assert e["square"] % 2 == 0
    if st["phase"] == "place":
        assert all(len(c["eunuchs"]) <= 1 for c in st["cards"])
    assert json.loads(json.dumps(st)) == st
    for seat in SEATS:
        v = m.view(seat)
        assert "deck" not in v and "rng" not in v


# What every game must do at every step (only the seats to act have actions,
# no duplicates, replay equals live at every step, the state is JSON, the
# scheme deck's order redrawn changes nothing a seat sees) is checked for
# every game by tests/test_conformance.py; what only Qianlong has stays here.

@pytest.mark.parametrize("seed,advanced", [(s, s % 2 == 1) for s in range(4)])
def test_random_games_keep_every_invariant(seed, advanced):
    rnd = random.Random(seed)
    m = engine.new_game("qianlong", 2, seed=seed, options={"advanced": advanced})
    while not m.finished:
        check(m)
        seats = m.to_act()
        assert len(seats) == 1
        m.act(seats[0], rnd.choice(m.legal_actions(seats[0])))
    check(m)
    res = m.result()
    assert res["scores"] == m.state["points"]
    if res["end"] == "points":
        assert res["scores"][res["winner"]] == data.WIN_POINTS and res["winners"] == [res["winner"]]
    else:
        limit = data.XIANGFEI_LIMIT["advanced" if advanced else "basic"]
        assert res["xiangfei"] == limit and res["winners"] == [] and res["losers"] == [0, 1]


@pytest.mark.parametrize("params", [{"bedroom": 14, "tokens": 6, "card9": "enter", "attack": "mild"},
                                    {"bedroom": 18, "tokens": 8, "card9": "consort", "attack": "harsh"}])
def test_random_games_at_the_ends_of_the_tuning_ranges(params):
    from hotseat.games.qianlong.rules import Qianlong, new_state
    rules = Qianlong()
    for seed in range(15):
        rnd = random.Random(seed)
        st = new_state(seed, {"advanced": seed % 3 == 0}, params)
        steps = 0
        while st["phase"] != "over":
            seat = rules.to_act(st)[0]
            rules.apply(st, seat, rnd.choice(rules.legal_actions(st, seat)))
            assert st["stock"] + sum(st["points"]) + st["xiangfei"] + st["tea"] == params["tokens"]
            steps += 1
            assert steps < 3000
        assert st["params"]["bedroom"] == params["bedroom"]


def test_undo_stops_at_draws_and_shuffles_only():
    m = engine.new_game("qianlong", 2, seed=2)
    rnd = random.Random(2)
    seen_barrier = seen_free = False
    while not m.finished and not (seen_barrier and seen_free):
        seat = m.to_act()[0]
        before_deck = (list(m.state["deck"]), list(m.state["discard"]))
        m.act(seat, rnd.choice(m.legal_actions(seat)))
        moved = (m.state["deck"], m.state["discard"]) != before_deck
        if moved:
            assert not m.can_undo()
            seen_barrier = True
        elif m.can_undo():
            seen_free = True
    assert seen_barrier and seen_free


def test_resolve_agrees_with_legal_actions():
    rnd = random.Random(5)
    for seed in range(3):
        m = engine.new_game("qianlong", 2, seed=seed, options={"advanced": seed == 2})
        for seat, legal, _ in resolve_walk(m, rnd):
            listed = {json.dumps(a, sort_keys=True) for a in legal}
            kinds = ["place", "flip", "jump", "reward", "activate", "bribe", "promote", "take"]
            for _ in range(20):
                a = {"type": rnd.choice(kinds), "card": rnd.choice([None, 0, 1, 3, 5, 9, 10]),
                     "strong": rnd.random() < 0.5}
                try:
                    got = m.rules.resolve(m.state, seat, a)
                    assert json.dumps(got, sort_keys=True) in listed
                except engine.IllegalAction as e:
                    assert json.dumps(a, sort_keys=True) not in listed and e.code and e.ja


def test_view_does_not_depend_on_the_deck_order():
    m = engine.new_game("qianlong", 2, seed=8)
    before = {s: json.dumps(m.view(s), sort_keys=True) for s in SEATS}
    m.state["deck"].reverse()
    m.state["rng"] ^= 12345
    assert {s: json.dumps(m.view(s), sort_keys=True) for s in SEATS} == before


def test_same_seed_same_game():
    def play(seed):
        m = engine.new_game("qianlong", 2, seed=seed)
        rnd = random.Random(0)
        while not m.finished:
            s = m.to_act()[0]
            m.act(s, rnd.choice(m.legal_actions(s)))
        return m.record(), m.result()
    assert play(11) == play(11)
    assert play(11) != play(12)
