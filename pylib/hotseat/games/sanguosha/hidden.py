"""Sanguosha: what a seat may not see, redrawn (tests/test_conformance.py).

Hidden from a seat: the draw pile (its order and which cards it holds; the
view says only its size), the other hands (only their sizes), and the roles
of the other living players but the lord until the game is over, and in
the generals' draft the other seats' offers and face-down picks (the lord's
pick is open). A new module beside the rules, so it imports none of them.

No longest game (no ``longest_game``): a player may end turn after turn
without playing a card (discarding down to the hand limit), and the discards
are shuffled into a new draw pile, so a game may go on without limit.
``NO_LONGEST_GAME`` says so for the conformance suite.
"""

from __future__ import annotations

import random

from hotseat.resample import copied, hidden_slots, shuffle_slots

#: Why no ``longest_game`` is declared (tests/test_conformance.py reads it).
NO_LONGEST_GAME = ("a player may end turn after turn without playing a card, and the discards "
                   "become a new draw pile, so a game may go on without limit")


def resample(state: dict, seat: int | None, rnd: random.Random) -> dict:
    st = copied(state, "hand", "pile", "roles", "draft")
    lists = [h for s, h in enumerate(st["hand"]) if s != seat] + [st["pile"]]
    shuffle_slots(hidden_slots(lists), rnd)
    if st["over"] is None:
        roles = st["roles"]
        shuffle_slots([(roles, s) for s, r in enumerate(roles)
                       if s != seat and r != "lord" and st["alive"][s]], rnd)
    d = st["draft"]
    if d is not None:
        lord = state["roles"].index("lord")
        hid = [s for s in range(st["n"]) if s not in (seat, lord)]
        shuffle_slots([(d["offers"], s) for s in hid], rnd)
        for s in hid:
            if d["picked"][s] is not None:
                d["picked"][s] = rnd.choice(d["offers"][s])
    return st


def score_bounds(players: int, options: dict) -> tuple[int, int]:
    """A final score is 1 for a winner, 0 for the others (rules.result):
    the tightest there is."""
    return 0, 1
