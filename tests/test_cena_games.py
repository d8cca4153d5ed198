"""Cena played at random to the end, with every invariant checked at every
step, and the bot: legal, deterministic, sensible, stronger than random."""

import json
import random
import re

import pytest

from hotseat import engine
from hotseat.games.cena.cards import DECK, label
from hotseat.rng import Rng
from cena_helpers import play, position
from resolve_walk import resolve_walk


# What every game must do at every step (only the seats to act have actions,
# no duplicates, replay equals live at every step, the state is JSON, no seat
# sees a card it may not: its hidden part redrawn changes nothing) is checked
# for every game by tests/test_conformance.py; what only Cena has stays here.

@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("seed", range(3))
def test_random_games_keep_every_invariant(players, seed):
    rnd = random.Random(seed)
    m = engine.new_game("cena", players, seed=seed, options={"simple": seed == 2})
    while not m.finished:
        st = m.state
        # 40 cards: hands + set aside + taken + on the table.
        on_table = [x["card"] for x in (st["trick"]["spots"] if st["trick"] else []) if x]
        every = [c for h in st["hands"] for c in h] + st["aside"] + on_table \
            + [c for t in st["taken"] for c in t]
        assert sorted(every) == sorted(DECK)
        if st["phase"] == "reveal":
            # Each seat sees exactly its own pending choice; the public view none.
            for s in range(players):
                assert m.view(s)["my_reveal"] == st["pending"][s]
            assert "my_reveal" not in m.view(None)
        seat = rnd.choice(m.to_act())
        m.act(seat, rnd.choice(m.legal_actions(seat)))
    res = m.result()
    assert len(res["scores"]) == players
    for h in res["deals"]:
        # Each player's deal score is the sum of their two alliances.
        assert h["delta"] == [h["alliances"][(s - 1) % players] + h["alliances"][s]
                              for s in range(players)]
        assert sum(h["cards"]) == (36 if players == 3 else 40)
    assert res["scores"] == [sum(h["delta"][s] for h in res["deals"]) for s in range(players)]


def test_resolve_agrees_with_legal_actions():
    """``act``'s direct check accepts exactly what ``legal_actions`` lists."""
    rnd = random.Random(3)
    for players in (3, 4, 5):
        m = engine.new_game("cena", players, seed=players)
        for seat, legal, _ in resolve_walk(m, rnd):
            rules, st = m.rules, m.state
            listed = {json.dumps(a, sort_keys=True) for a in legal}
            hand = st["hands"][seat]
            for _ in range(30):
                if st["phase"] == "reveal":
                    a = {"type": "reveal", "cards": rnd.sample(DECK, 3) if rnd.random() < 0.3
                         else rnd.sample(hand, 3)}
                else:
                    a = {"type": "play", "card": rnd.choice(hand if rnd.random() < 0.8 else DECK),
                         "to": rnd.randrange(players)}
                try:
                    got = rules.resolve(st, seat, a)
                    assert json.dumps(got, sort_keys=True) in listed
                    assert sorted(got.get("cards", [])) == sorted(a.get("cards", []))
                except engine.IllegalAction:
                    canon = dict(a)
                    if "cards" in a:
                        canon["cards"] = sorted(a["cards"], key=DECK.index)
                    assert json.dumps(canon, sort_keys=True) not in listed


def test_view_does_not_depend_on_hidden_data():
    m = engine.new_game("cena", 3, seed=8)
    m.act(1, m.legal_actions(1)[0])
    before = json.dumps(m.view(0), sort_keys=True)
    st = m.state
    # Swap cards between the other hands, the set-aside cards and a pending choice.
    st["hands"][1][5], st["hands"][2][5] = st["hands"][2][5], st["hands"][1][5]
    st["aside"][0], st["hands"][2][0] = st["hands"][2][0], st["aside"][0]
    st["pending"][1] = list(reversed(st["pending"][1]))
    assert json.dumps(m.view(0), sort_keys=True) == before


def test_events_never_name_a_pending_reveal_but_to_its_seat():
    m = engine.new_game("cena", 4, seed=1)
    choice = m.legal_actions(0)[7]
    m.act(0, choice)
    names = [f'"{c}"' for c in choice["cards"]] + [
        rf"{re.escape(label(c, lang))}(?!\d)" for c in choice["cards"] for lang in ("en", "ja")]
    for seat in (None, 0, 1, 2, 3):
        text = json.dumps([m.view(seat), m.log(seat), m.step_events(seat)], ensure_ascii=False)
        assert any(re.search(x, text) for x in names) == (seat == 0), seat
    # The seat that chose is told its three cards, the others only that it chose.
    own = m.step_events(0)
    assert [e["kind"] for e in own] == ["chose_cards", "chose"]
    assert own[0]["cards"] == choice["cards"] and own[0]["to"] == [0]
    assert [e["kind"] for e in m.step_events(1)] == ["chose"]


# --- the bot -----------------------------------------------------------------------

def choose(m, seat):
    return m.rules.bot(m.view(seat), m.legal_actions(seat), Rng(1))


# The bot's choice legal, and unchanged when asked again with the hidden cards
# redrawn, at the steps of whole games: tests/test_conformance.py's.


def test_bot_keeps_penalty_cards_out_of_its_reveal():
    m = engine.new_game("cena", 4, seed=5, options={"first_game_topics": True})  # topic 1: sixes
    for seat in range(4):
        a = m.bot_action(seat)
        # A 10-card hand holds at most four sixes, so there are always three others:
        # the bot shows the three highest of those (ties: deck order).
        safe = [c for c in m.view(seat)["hand"] if not c.endswith("-6")]
        best = sorted(safe, key=lambda c: (-int(c.split("-")[1]), c))[:3]
        assert sorted(a["cards"]) == sorted(best)
        m.act(seat, a)


def test_last_player_takes_the_trick_without_the_six():
    # Topic 1 (−10 per six). Seat 2 plays last and holds ale 6 and ale 2; seat 0
    # led ale 9 in front of itself, seat 1 placed mead 1 before seat 1.
    # Placing the six where an alliance of others takes it costs the bot nothing.
    # (Three cards each, so this is not the deal's second-to-last trick, where
    # the bot would also weigh where the six it keeps lands in the last one.)
    m = position([["ale-9", "cider-1", "wine-3"], ["mead-1", "cider-2", "wine-4"],
                  ["ale-6", "ale-2", "mead-5"]], leader=0, topic=1)
    play(m, 0, "ale-9", 0)
    play(m, 1, "mead-1", 1)
    a = choose(m, 2)
    # Only spot 2 is free. Alliance 2 (seats 2, 0) shows the suit of seat 2's card and
    # the 9 before seat 0, so with either ale it wins this trick, for the bot's alliance.
    # The ale 6 would bring −10 along; the ale 2 takes the trick clean.
    assert a == {"type": "play", "card": "ale-2", "to": 2}


def test_bot_takes_a_good_trick_for_its_own_alliance():
    # No penalty in this trick (topic 8 not on the last trick). Seat 2 is last:
    # putting wine 10 before seat 0 makes alliance 2 (seats 2, 0) show wine/10.
    m = position([["wine-3", "cider-1"], ["wine-5", "cider-2"], ["wine-10", "mead-2"]], leader=0,
                 topic=8)
    play(m, 0, "wine-3", 1)   # wine before seat 1: alliance 1 (seats 1, 2) shows wine
    play(m, 1, "wine-5", 2)   # wine before seat 2: alliance 2 shows wine; 5 to alliance 1
    a = choose(m, 2)
    assert a == {"type": "play", "card": "wine-10", "to": 0}


def test_bot_beats_random_in_most_games():
    """A quick, fixed-seed check; the full measurement is bench/cena_bot.py.

    Read per opponent (bot ahead 1, level ½), as issue #18 reads the target:
    the bot is ahead of each random player far more often than it finishes
    highest at the table. A random
    player is ahead of another half the time; these 24 games give the bot
    80 %, a random player in its seat 35 % (the bench's 300 games 92 %; the
    first 12 of these alone 67 %, so fewer games would test the dice more than
    the bot; the 36 games this used to play gave 79 %, at 1.5 times the
    cost), the floor is 70 %."""
    ahead = pairs = 0.0
    for g in range(24):
        n = 3 + g % 3
        m = engine.new_game("cena", n, seed=500 + g)
        me = g % n
        while not m.finished:
            s = m.to_act()[0]
            m.act(s, m.bot_action(s, "bot" if s == me else "random"))
        sc = m.result()["scores"]
        for o in range(n):
            if o != me:
                pairs += 1
                ahead += 1.0 if sc[me] > sc[o] else 0.5 if sc[me] == sc[o] else 0.0
    assert ahead / pairs >= 0.70, ahead / pairs
