"""Sanguosha: whole games for 2–10 players, bots and random players, auto-pass
on and off, checked at every step (cards accounted for, HP, the dead, who
may act), and replayed from the record. The protocol at every step (resolve
against the legal list, JSON round trip, no leaks, replay) is
tests/test_conformance.py's."""

from __future__ import annotations

import json

import pytest

from hotseat import engine
from hotseat.games.sanguosha.cards import NAME
from hotseat.games.sanguosha.generals import GENERALS
from sanguosha_helpers import play_out

NEVER = 10**9  # play_out's full check only at the first step
HARMFUL = {"slash", "dismantlement", "snatch", "duel", "collateral", "indulgence"}


@pytest.mark.parametrize("n", range(2, 11))
@pytest.mark.parametrize("kind,auto", [("random", True), ("random", False), ("bot", True),
                                       ("bot", False)])
def test_games_play_to_the_end(n, kind, auto):
    # Sanguosha's own state checks at every step (sanguosha_helpers.check_state:
    # cards, HP, the dead; and no actions for seats not to act). The rest of
    # what check_step's full check did (no duplicates, resolve against the
    # legal list, JSON state, no leaks) is tests/test_conformance.py's, for
    # every game, player count and option at every step: every=NEVER here.
    # The bots' games also check that no bot aims at a known friend
    # (never_aim_at_a_friend): 36 bot games at every count, rather than 24
    # more games of their own.
    aimed = []  # the loyalists' harmful cards, each checked
    watch = (lambda m, s, a: aimed.extend(never_aim_at_a_friend(m, s, a))) if kind == "bot" else None
    for seed in (n * 101 + auto, n * 977 + 3):
        m = play_out(n, seed, kind, auto, every=NEVER, options={"generals": False}, watch=watch)
        r = m.result()
        assert r["side"] in ("lord", "rebels", "renegade", "draw")
        assert r["roles"] == m.state["roles"] and sum(r["scores"]) == len(r["winners"])
        again = engine.replay(json.loads(json.dumps(m.record())))
        assert again.state == m.state
    # with loyalists at the table the check was put to the test
    assert kind != "bot" or n < 4 or aimed, "no loyalist used a harmful card"


def test_roles_option_splits():
    for n, choice, want in ((2, "lord_renegade", ["lord", "renegade"]),
                            (6, "two_renegades", ["lord", "loyalist", "rebel", "rebel", "renegade", "renegade"]),
                            (10, "standard", ["lord"] + ["loyalist"] * 3 + ["rebel"] * 4 + ["renegade"] * 2)):
        m = engine.new_game("sanguosha", n, 5, {"roles": choice, "generals": False})
        assert sorted(m.state["roles"]) == sorted(want)
        lord = m.state["roles"].index("lord")
        assert m.to_act() == [lord] and m.view(None)["roles"][lord] == "lord"
        assert m.state["max_hp"][lord] == (5 if n >= 5 else 4)
        assert all(len(h) == 4 or s == lord for s, h in enumerate(m.state["hand"]))
    with pytest.raises(engine.IllegalAction) as e:
        engine.new_game("sanguosha", 5, 1, {"roles": "two_renegades"})
    assert e.value.code == "bad_options"


def never_aim_at_a_friend(m, s, a):
    """A loyalist knows the lord; no bot aims a harmful card at a known
    friend (a dismantlement or snatch on a lord with a delayed scroll to
    remove is a friendly act). Returns the move if it was one to check."""
    roles = m.state["roles"]
    if a["type"] in ("use", "spear") and "targets" in a and roles[s] == "loyalist":
        lord = roles.index("lord")
        name = "slash" if a["type"] == "spear" else NAME[a["card"]]
        friendly = name in ("dismantlement", "snatch") and m.state["judge"][lord]
        if name in HARMFUL and not friendly:
            assert lord not in a["targets"], a
            return [a]
    return []


def test_the_saved_games_summary_names_only_the_generals_everyone_sees():
    """During the draft only the lord's pick is open: the summary names it
    and no other, not even a pick another seat has made face down; once all
    are revealed it names every seat's general (Home shows the humans')."""
    m = engine.new_game("sanguosha", 5, 7, {"generals": True})
    assert m.summary()["en"] == "Choosing generals · 5 players"
    lord = m.to_act()[0]
    pick = m.legal_actions(lord)[0]
    m.act(lord, pick)
    other = m.to_act()[0]
    m.act(other, m.legal_actions(other)[0])
    assert m.state["draft"] is not None and m.state["draft"]["picked"][other] is not None
    named = [x and x["en"] for x in m.summary()["seats"]]
    assert named[other] is None and named[lord] is not None
    assert [i for i, x in enumerate(named) if x] == [lord]
    while m.state["draft"] is not None:
        s = m.to_act()[0]
        m.act(s, m.legal_actions(s)[0])
    s = m.summary()
    assert s["en"].startswith("Turn 1 · 5 players (5 alive)")
    assert [x["en"] for x in s["seats"]] == [GENERALS[g]["en"] for g in m.view(None)["generals"]]
