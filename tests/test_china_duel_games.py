"""China Duel played at random to the end under every rule set, with every
invariant checked at every step; the views' secrecy; and the bots."""

import json
import random

import pytest

from hotseat import engine
from hotseat.games.china_duel import board, bot, data
from china_duel_helpers import A, B, E, build, position
from resolve_walk import resolve_walk

RULE_SETS = list(data.RULE_SETS)


def _cards(st):
    """Every card's colour, wherever it is (kept cards by count)."""
    every = (st["deck"] + st["discard"] + st["display"] + st["hands"][0] + st["hands"][1]
             + st["emperor_hand"] + st["turn"]["played"])
    out = {c: every.count(c) for c in data.COLOURS}
    for seat in (0, 1):
        for c, n in st["kept"][seat].items():
            out[c] += n
    return out


def _pieces(st):
    """Per owner: pieces on the board + in the supply, by kind."""
    out = []
    for o in (0, 1, 2):
        houses = sum(h == o for hs in st["houses"].values() for h in hs)
        emissaries = sum(c[o] for c in st["courts"].values())
        out.append({"house": houses + st["supply"][o]["house"],
                    "emissary": emissaries + st["supply"][o]["emissary"]})
    forts = sum(f for fs in st["forts"].values() for f in fs)
    return out, forts + st["supply"][0]["fortress"] + st["supply"][1]["fortress"]


# What every game must do at every step (only the seats to act have actions,
# no duplicates, replay equals live at every step, the state is JSON, the
# other hand and the deck's order redrawn change nothing a seat sees) is
# checked for every game by tests/test_conformance.py; what only China Duel
# has stays here.

@pytest.mark.parametrize("rules", RULE_SETS)
@pytest.mark.parametrize("seed", range(4))
def test_random_games_keep_every_invariant(rules, seed):
    rnd = random.Random(seed)
    m = engine.new_game("china_duel", 2, seed=seed, options={"rules": rules})
    steps = 0
    while not m.finished:
        st = m.state
        assert _cards(st) == data.DECK
        pieces, forts = _pieces(st)
        assert pieces == [{"house": 20, "emissary": 8}] * 3
        assert forts == (0 if rules == "first" else 2)
        assert all(sum(st["courts"][r]) <= board.emissary_cap(st, r) for r in st["courts"])
        assert len(st["hands"][0]) <= 3 and len(st["hands"][1]) <= 3 and len(st["display"]) <= 4
        assert st["scores"] == [sum(p.values()) for p in st["points"]]
        seats = m.to_act()
        assert seats == [st["active"]]
        m.act(seats[0], rnd.choice(m.legal_actions(seats[0])))
        steps += 1
    assert steps < 400
    res = m.result()
    assert len(res["scores"]) == 2 and res["scores"] == m.view(None)["scores"]
    assert res["end"] in ("deck", "blocked", "no_cards")
    assert set(m.state["scored"]) >= {r for r, hs in m.state["houses"].items()
                                      if any(h is not None for h in hs)}


def test_resolve_agrees_with_legal_actions_and_refuses_mutations():
    rnd = random.Random(5)
    for seed in range(3):
        m = engine.new_game("china_duel", 2, seed=seed)
        for seat, _, a in resolve_walk(m, rnd):
            rules, st = m.rules, m.state
            for bad in ({**a, "type": "nonsense"}, {**a, "extra": 1},
                        {**a, "region": "atlantis"} if "region" in a else {**a, "colour": "blue"}):
                with pytest.raises(engine.IllegalAction) as e:
                    rules.resolve(st, seat, bad)
                assert e.value.code and e.value.en and e.value.ja
            if a["type"] == "place" and a["space"] is not None:
                with pytest.raises(engine.IllegalAction):
                    rules.resolve(st, seat, {**a, "space": float(a["space"])})


def test_views_hide_the_deck_order_and_the_other_hand_only():
    m = engine.new_game("china_duel", 2, seed=4)
    for _ in range(12):
        s = m.to_act()[0]
        m.act(s, m.bot_action(s, "random"))
    st = m.state
    views = {s: json.dumps(m.view(s), sort_keys=True) for s in (None, 0, 1)}
    # What each seat may see is all there: its own hand, the open cards.
    for s in (0, 1):
        v = m.view(s)
        assert v["hand"] == st["hands"][s] and v["hand_counts"] == [len(h) for h in st["hands"]]
        assert v["emperor_hand"] == st["emperor_hand"] and v["display"] == st["display"]
        assert "deck" not in v and "hands" not in v and "rng" not in v
    assert m.view(None)["hand"] is None
    # Change only hidden things: the deck's order, then seat 1's hand.
    st["deck"].reverse()
    st["rng"] ^= 12345
    assert all(json.dumps(m.view(s), sort_keys=True) == views[s] for s in (None, 0, 1))
    st["hands"][1] = ["red"] * len(st["hands"][1])
    assert json.dumps(m.view(0), sort_keys=True) == views[0]
    assert json.dumps(m.view(None), sort_keys=True) == views[None]


def test_deck_draws_are_undo_barriers_and_placements_are_not():
    m = position(hands=[["yellow", "yellow", "red"], ["green"] * 3], deck=["orange"] * 10,
                 display=["red"] * 4)
    build(m, "qi", [B])
    m.act(A, {"type": "place", "piece": "house", "region": "qi", "space": 1, "pay": ["yellow"]})
    assert m.can_undo()
    m.act(A, {"type": "place", "piece": "house", "region": "qi", "space": 2, "pay": ["yellow"]})
    assert m.state["phase"] == "refill" and m.can_undo()   # two pieces end placing: nothing hidden
    m.act(A, {"type": "draw", "from": "deck"})
    assert not m.can_undo()


def test_the_map_is_the_specs():
    from hotseat.games.china_duel.map import CONNECTIONS, REGIONS
    spec = {"chu": ("violet", 8, {"wei", "han", "shu", "wu"}),
            "qin": ("red", 7, {"zhao", "wei", "han", "shu"}),
            "wu": ("red", 6, {"qi", "chu"}),
            "wei": ("green", 7, {"zhao", "qi", "han", "chu", "qin"}),
            "yan": ("green", 5, {"zhao", "qi"}),
            "qi": ("yellow", 5, {"yan", "zhao", "wei", "wu"}),
            "shu": ("yellow", 6, {"qin", "chu"}),
            "zhao": ("orange", 6, {"yan", "qi", "wei", "qin"}),
            "han": ("orange", 5, {"wei", "qin", "chu"})}
    assert len(CONNECTIONS) == 15 and len({frozenset(c) for c in CONNECTIONS}) == 15
    for r, (colour, n, borders) in spec.items():
        assert REGIONS[r]["colour"] == colour and REGIONS[r]["spaces"] == n
        assert {b for a, b2 in CONNECTIONS for b in (a, b2) if r in (a, b2)} - {r} == borders
    for a, b in CONNECTIONS:   # same-colour regions never border
        assert REGIONS[a]["colour"] != REGIONS[b]["colour"]


# --- bots ------------------------------------------------------------------------------------

# The bot's choice legal, and unchanged when asked again with the hidden cards
# redrawn, at the steps of whole games: tests/test_conformance.py's.


def test_emperor_suggestion_gives_points_to_the_active_player_not_the_opponent():
    """Filling Qi for the Emperor pays the yellow holder: A holds it, so
    the suggestion for A builds there; for B it does not."""
    for holder, expect_fill in ((A, True), (B, False)):
        m = position(hands=[["red"] * 3, ["green"] * 3], emperor_hand=["yellow", "red", "red"])
        build(m, "qi", [A, B, E, E])
        m.state["influence"]["yellow"] = holder
        m.state["phase"] = "emperor"
        legal = m.legal_actions(A)
        pick = bot.suggest_emperor(m.view(A), legal)
        assert pick in legal
        fills = pick["piece"] == "house" and pick["region"] == "qi"
        assert fills == expect_fill, pick
        # The view offers the same suggestion to whoever operates the Emperor.
        assert m.view(A)["suggestion"] == pick == m.view(None)["suggestion"]
        assert m.bot_action(A) == pick


def test_bot_keeps_the_card_that_wins_an_influence_card_with_emperor_points_at_stake():
    m = position(hands=[["red"], ["green"] * 3])
    build(m, "shu", [E, E, A])
    m.state["kept"][A]["yellow"] = m.state["kept"][B]["yellow"] = 1
    m.state["influence"]["yellow"] = B
    m.state["turn"]["played"] = ["yellow", "red"]
    m.state["phase"] = "keep"
    assert m.bot_action(A) == {"type": "keep", "colour": "yellow"}


def test_bot_beats_random_in_most_games():
    """A quick fixed-seed check; the full measurement is bench/china_duel_bot.py."""
    wins = 0
    games = 6
    for g in range(games):
        me = g % 2
        m = engine.new_game("china_duel", 2, seed=900 + g)
        while not m.finished:
            s = m.to_act()[0]
            m.act(s, m.bot_action(s, "bot" if s == me else "random"))
        wins += m.result()["winners"] == [me]
    assert wins >= 5, wins


def test_bot_plays_special_cards_when_they_pay():
    """Over a few fixed-seed games the bot plays *Two regions* and *Card
    exchange* (never *Emperor first*), each at most once per game."""
    used = []
    for g in range(4):
        me = g % 2
        m = engine.new_game("china_duel", 2, seed=5000 + g)
        mine = []
        while not m.finished:
            s = m.to_act()[0]
            a = m.bot_action(s, "bot" if s == me else "random")
            if s == me and a["type"] == "special":
                mine.append(a["card"])
            m.act(s, a)
        assert len(mine) == len(set(mine)) and "emperor_first" not in mine
        used += mine
    assert "two_regions" in used


def test_view_carries_the_numbers_the_table_writes():
    """The table writes the 3-2-1 limits, the hand size and the run-outs from
    the view, so a change in data.py reaches the screen."""
    from hotseat.games.china_duel import data
    v = engine.new_game("china_duel", 2, seed=1).view(0)
    assert v["limits"] == {"cards": data.MAX_CARDS, "pieces": data.MAX_PIECES,
                           "hand": data.HAND, "runouts": data.RUNOUTS_TO_END,
                           "chain_min": data.CHAIN_MIN, "fortress": data.FORTRESS_FACTOR}
    assert len(v["hand"]) == v["limits"]["hand"]


def test_view_js_strings_write_no_number_of_the_game():
    """The table's own texts (web/china_duel/view.js ``strings``) take every
    number of the game from the view: apart from "1" (one card, one point, a
    special card used once), no digit is written in them."""
    import re
    from pathlib import Path
    src = (Path(__file__).resolve().parents[1] / "web" / "china_duel" / "view.js").read_text("utf-8")
    block = src[src.index("export const strings"):src.index("/** Card colours")]
    stray = re.findall(r".{0,30}[02-9].{0,20}|.{0,30}[0-9]{2,}.{0,20}", block)
    assert not stray, stray
