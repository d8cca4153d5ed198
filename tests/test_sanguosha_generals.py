"""Sanguosha with generals (issue #15): the draft, random games for 2–10
players checked at every step, and a coverage count showing that every one
of the 40 skills fires in the committed seeded games."""

from __future__ import annotations

import copy
import json
from collections import Counter

import pytest

from hotseat import engine
from hotseat.games.sanguosha import answers
from hotseat.games.sanguosha.generals import SKILLS
from hotseat.rng import Rng
from sanguosha_helpers import check_step

LOCKED_BY_LIST = ("paoxiao", "kongcheng", "mashu", "qicai", "qianxun")


def changes_the_list(state, seat, skill) -> bool:
    """Whether a locked skill changes what ``seat`` may do now: the legal
    list with and without it (a copy of the state, the skill removed)."""
    alt = copy.deepcopy(state)
    for s in range(alt["n"]):
        if skill in alt["skills"][s]:
            alt["skills"][s].remove(skill)
    return answers.actions(state, seat) != answers.actions(alt, seat)


def fired_now(m, seat, action, fired: Counter) -> None:
    """Count the skills this step uses: an action naming a skill (a yes, a
    conversion, a play-phase skill), a 鬼才 card, or a locked skill that
    changes the play phase's legal list."""
    st = m.state
    q = st["ask"]
    if action.get("skill"):
        fired[action["skill"]] += 1
    if q is not None and q["kind"] == "guicai" and action["type"] == "play":
        fired["guicai"] += 1
    if q is not None and q["kind"] == "play":
        for skill in LOCKED_BY_LIST:
            # the coverage asks only whether a skill fired: once it has, the
            # costly comparison (a deep copy, two legal lists) is skipped
            if fired[skill]:
                continue
            if any(skill in sk for sk in st["skills"]) and changes_the_list(st, seat, skill):
                fired[skill] += 1


def play(n, seed, fired: Counter, every=3, kind="random") -> engine.Match:
    m = engine.new_game("sanguosha", n, seed, {"auto_pass": True})
    rng = Rng(seed * 31 + n)         # the random player's choices
    checks = Rng(seed * 17 + n + 1)  # the leak checks' (kept apart: same game at any ``every``)
    k = 0
    while not m.finished:
        check_step(m, checks, full=(k % every == 0))
        s = m.to_act()[0]
        legal = m.legal_actions(s)
        a = rng.choice(legal) if kind == "random" else m.bot_action(s, "bot")
        if m.state["draft"] is None:
            fired_now(m, s, a, fired)
        m.act(s, a)
        for e in m.step_events(None):
            if e["kind"] == "skill" and e["skill"] in ("wushuang", "jiuyuan"):
                fired[e["skill"]] += 1
        k += 1
    check_step(m, checks)
    again = engine.replay(json.loads(json.dumps(m.record())))
    assert again.state == m.state
    return m


#: The committed seeded games: (players, seed). Together they fire every skill.
GAMES = [(n, seed) for n in range(2, 11) for seed in (1, 2)] + [(5, 34), (6, 8), (6, 92), (7, 11)]


def test_every_skill_fires_in_the_seeded_games():
    fired: Counter = Counter()
    for n, seed in GAMES:
        m = play(n, seed, fired)
        r = m.result()
        assert r["side"] in ("lord", "rebels", "renegade", "draw")
    missing = sorted(set(SKILLS) - set(fired))
    assert not missing, (missing, fired)


@pytest.mark.parametrize("n,seed", [(2, 3), (5, 1), (8, 2), (10, 1)])
def test_bots_with_generals_play_to_the_end(n, seed):
    m = play(n, seed, Counter(), every=10, kind="bot")
    assert m.result()["side"] in ("lord", "rebels", "renegade", "draw")
