"""The engine protocol, checked the same way for every registered game."""

import json
import random

import pytest

from hotseat import engine
from hotseat.games.doudizhu.cards import counts_of
from resolve_walk import resolve_walk

GAMES = [g["id"] for g in engine.games()]


def test_games_lists_metadata():
    listed = {g["id"]: g for g in engine.games()}
    assert "doudizhu" in listed
    g = listed["doudizhu"]
    assert g["name"] == {"ja": "闘地主", "en": "Dou Dizhu"}
    assert (g["min_players"], g["max_players"]) == (3, 4)
    assert {o["id"] for o in g["options"]} == {"hands", "show_kitty", "spring"}
    json.dumps(engine.games())


def test_unknown_game_and_bad_seed():
    with pytest.raises(engine.IllegalAction) as e:
        engine.new_game("chess", 2, seed=1)
    assert e.value.code == "unknown_game"
    for seed in (-1, 2**63, 1.5, "7", None):
        with pytest.raises(engine.IllegalAction) as e:
            engine.new_game("doudizhu", 3, seed=seed)
        assert e.value.code == "bad_seed"


def test_illegal_action_is_a_value_error_with_both_languages():
    err = engine.IllegalAction("x", "English", "日本語")
    assert isinstance(err, ValueError)
    assert err.to_json() == {"code": "x", "message": {"en": "English", "ja": "日本語"}}


def test_same_seed_same_game_different_seed_different_deal():
    a = engine.new_game("doudizhu", 3, seed=99)
    b = engine.new_game("doudizhu", 3, seed=99)
    c = engine.new_game("doudizhu", 3, seed=100)
    assert a.view(0) == b.view(0)
    assert a.view(0)["hand"] != c.view(0)["hand"]


def test_known_deal_is_stable_across_python_versions():
    # SplitMix64 + Fisher–Yates: the browser's Python must deal exactly this.
    m = engine.new_game("doudizhu", 3, seed=7)
    assert m.view(None)["shown_card"] == "2S" and m.view(None)["first_bidder"] == 1
    assert m.view(0)["hand"][:5] == ["3S", "3C", "4S", "5S", "6H"]


def test_record_shape_and_replay():
    m = engine.new_game("doudizhu", 3, seed=3, options={"hands": 1})
    for _ in range(10):
        s = m.to_act()[0]
        m.act(s, m.bot_action(s))
    rec = m.record()
    assert set(rec) == {"game", "engine_version", "players", "seed", "options", "actions"}
    assert rec["engine_version"] == engine.ENGINE_VERSION and len(rec["actions"]) == 10
    assert json.loads(json.dumps(rec)) == rec
    r = engine.replay(json.loads(json.dumps(rec)))
    assert all(r.view(s) == m.view(s) for s in (None, 0, 1, 2))


@pytest.mark.parametrize("mutate,fragment", [
    (lambda r: r.update(engine_version=99), "engine version 99"),
    (lambda r: r.pop("seed"), "missing"),
    (lambda r: r.update(game="nope"), "no game called"),
    (lambda r: r["actions"].append([0, {"type": "play", "cards": ["ZZ"]}]), "action 10"),
    (lambda r: r["actions"].__setitem__(3, "oops"), "action 3"),
    (lambda r: r["actions"].__setitem__(0, [5, {"type": "bid", "value": 1}]), "action 0"),
    (lambda r: r.update(actions={}), "\"actions\" must be a list"),
    (lambda r: r.update(options={"hands": -4}), "Option"),
])
def test_tampered_records_are_refused_clearly(mutate, fragment):
    m = engine.new_game("doudizhu", 3, seed=3, options={"hands": 1})
    for _ in range(10):
        s = m.to_act()[0]
        m.act(s, m.bot_action(s))
    rec = m.record()
    mutate(rec)
    with pytest.raises(engine.IllegalAction) as e:
        engine.replay(rec)
    assert e.value.code == "bad_record" and fragment in e.value.en and e.value.ja
    with pytest.raises(engine.IllegalAction):
        engine.replay("not a record")


def test_undo_takes_back_one_action_and_stops_at_barriers():
    m = engine.new_game("doudizhu", 3, seed=5, options={"hands": 1})
    first = m.to_act()[0]
    before = m.view(None)
    m.act(first, {"type": "bid", "value": 1})
    assert m.can_undo()
    m.undo()
    assert m.view(None) == before and m.record()["actions"] == []
    assert not m.can_undo()
    with pytest.raises(engine.IllegalAction) as e:
        m.undo()
    assert e.value.code == "no_undo"
    m.act(first, {"type": "bid", "value": 3})   # the kitty is revealed: a barrier
    assert not m.can_undo()


def test_caller_cannot_mutate_the_match_through_answers():
    m = engine.new_game("doudizhu", 3, seed=5)
    s = m.to_act()[0]
    m.legal_actions(s).clear()
    m.view(s)["hand"].clear()
    m.record()["actions"].append("x")
    assert m.legal_actions(s) and len(m.view(s)["hand"]) == 17 and m.record()["actions"] == []


def test_bot_choice_is_deterministic_and_legal():
    m = engine.new_game("doudizhu", 3, seed=5)
    s = m.to_act()[0]
    assert m.bot_action(s) == m.bot_action(s)
    assert m.bot_action(s) in m.legal_actions(s)
    assert m.bot_action(s, "random") in m.legal_actions(s)


# --- Dou Dizhu's own invariants over random play ----------------------------
# What every game must do at every step (only the seats to act have actions,
# no duplicates, replay equals live at every step, the state is JSON, no seat
# sees another's cards: its hidden part redrawn changes nothing) is checked
# for every game by tests/test_conformance.py; what only Dou Dizhu has stays.

@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("seed", range(6))
def test_random_games_keep_every_invariant(players, seed):
    rnd = random.Random(seed)
    m = engine.new_game("doudizhu", players, seed=seed, options={"hands": 2})
    total = 54 if players == 3 else 108
    while not m.finished:
        seats = m.to_act()
        assert len(seats) == 1  # one seat at a time (the conformance suite allows more)
        seat = seats[0]
        legal = m.legal_actions(seat)
        # Card conservation: hands + kitty (during the auction) + played = the deck.
        st = m.state
        in_hands = [c for h in st["hands"] for c in h]
        assert len(in_hands) == len(set(in_hands))
        assert st["rank_counts"] == [counts_of(h) for h in st["hands"]]
        kitty = st["kitty"] if st["phase"] == "auction" else []
        played = sum(len(p) for p in st["played_cards"])  # this hand's plays
        assert len(in_hands) + len(kitty) + played == total
        m.act(seat, rnd.choice(legal))
    res = m.result()
    assert sum(res["scores"]) == 0 and len(res["scores"]) == players
    assert res["scores"] == m.view(None)["scores"]


def test_resolve_agrees_with_legal_actions():
    """The fast check in ``act`` accepts exactly what ``legal_actions`` lists."""
    from hotseat.games.doudizhu.cards import RANK
    rnd = random.Random(1)
    for players in (3, 4):
        for seed in range(8):
            m = engine.new_game("doudizhu", players, seed=seed, options={"hands": 1})
            for seat, legal, _ in resolve_walk(m, rnd):
                rules, st = m.rules, m.state
                for a in legal:
                    if a["type"] == "play":
                        bare = {"type": "play", "cards": list(reversed(a["cards"]))}
                        assert rules.resolve(st, seat, bare) == a
                if st["phase"] == "play":
                    by_ranks = {}
                    for a in legal:
                        if a["type"] == "play":
                            key = tuple(sorted(RANK[c] for c in a["cards"]))
                            by_ranks.setdefault(key, set()).add(a["combo"])
                    hand = st["hands"][seat]
                    for _ in range(40):
                        pick = rnd.sample(hand, rnd.randint(1, min(len(hand), 8)))
                        key = tuple(sorted(RANK[c] for c in pick))
                        try:
                            got = rules.resolve(st, seat, {"type": "play", "cards": pick})
                            assert got["combo"] in by_ranks.get(key, set())
                        except engine.IllegalAction as e:
                            assert key not in by_ranks or e.code == "ambiguous"


def test_view_does_not_depend_on_hidden_data():
    """Change only what seat 0 cannot see; its view must not change."""
    m = engine.new_game("doudizhu", 3, seed=8, options={"hands": 1})
    s = m.to_act()[0]
    m.act(s, {"type": "bid", "value": 1})
    before = json.dumps(m.view(0), sort_keys=True)
    a, b = m.state["hands"][1], m.state["hands"][2]
    # Swap one card between the two other hands (same counts) and the kitty.
    a[0], b[0] = b[0], a[0]
    m.state["kitty"][0], m.state["kitty"][1] = m.state["kitty"][1], m.state["kitty"][0]
    assert json.dumps(m.view(0), sort_keys=True) == before


def test_actions_must_be_plain_json():
    m = engine.new_game("doudizhu", 3, seed=5)
    s = m.to_act()[0]
    deep = {"type": "bid", "value": 1}
    for _ in range(10):
        deep = {"type": "bid", "nested": deep}
    for bad in ({"type": "bid", "value": float("nan")}, {"type": "bid", "value": float("inf")},
                {"type": "bid", "value": (1,)}, {"type": "bid", 1: 2}, deep,
                {"type": "bid", "value": [set()]}):
        with pytest.raises(engine.IllegalAction) as e:
            m.act(s, bad)
        # NaN and infinity are numbers with no whole value: refused as such
        expected = ("bad_number" if type(bad.get("value")) is float
                    else "too_deep" if bad is deep else "malformed")
        assert e.value.code == expected, bad
    assert m.record()["actions"] == []


@pytest.mark.parametrize("game", [g["id"] for g in engine.games()])
def test_every_game_ends_with_no_seat_to_act_and_refuses_moves(game):
    """The engine relies on ``Rules.to_act`` being [] once a game is over."""
    info = next(g for g in engine.games() if g["id"] == game)
    m = engine.new_game(game, info["min_players"], seed=11)
    last = None
    while not m.finished:
        seat = m.to_act()[0]
        last = (seat, m.bot_action(seat, "random"))
        m.act(*last)
    assert m.rules.to_act(m.state) == [] and m.to_act() == []
    assert all(m.legal_actions(s) == [] for s in range(m.players))
    with pytest.raises(engine.IllegalAction) as e:
        m.act(*last)
    assert e.value.code == "game_over"
    with pytest.raises(engine.IllegalAction) as e:
        m.legal_actions(m.players)
    assert e.value.code == "bad_seat"


def test_shuffle_draws_exactly_what_below_draws():
    """Saved games replay their deals: the inlined shuffle must never drift
    from ``below`` (nor from the numbers it gave when records were made)."""
    from hotseat.rng import Rng, _reference_shuffle
    for seed in range(300):
        for n in (0, 1, 2, 5, 40, 54, 108, 300):
            fast, plain = Rng(seed), Rng(seed)
            items = list(range(n))
            fast.shuffle(items)
            assert items == _reference_shuffle(plain, list(range(n))) and fast.state == plain.state
    deck = list(range(54))
    rng = Rng(7)
    rng.shuffle(deck)
    assert deck[:12] == [8, 32, 18, 38, 14, 31, 37, 49, 43, 17, 3, 4]
    assert rng.state == 13942075065423868000
