"""突襲 (tuxi), 張遼: in the draw phase, instead of drawing, take a hand card
(at random) from each of one or two other players who have one (question
``tuxi``; not asked when no one else has a hand card). Text:
``SKILL_TEXT["tuxi"]``.
"""

from __future__ import annotations

from itertools import combinations

from ..machine import S, ask, frame, log, on, push, question, ret, take_answer
from ..moves import C, Ss
from ..table import below, has, order_from, remove
from ..answers import PASS, SET_TARGET_SKILLS
from ..bot import Bot, chooser, pass_action
from .common import say


# The two taken from are a set: either order is the same action.
SET_TARGET_SKILLS.add("tuxi")


@on("draw_phase")
def tuxi(state, f) -> bool:
    s = f["seat"]
    if has(state, s, "tuxi") and any(state["hand"][t] for t in range(state["n"])
                                     if t != s and state["alive"][t]):
        push(state, {"k": "tuxi", "seat": s})
        return True
    return False


@frame("tuxi")
def h_tuxi(state, f) -> None:
    """Asks; returns True when the cards were taken instead of drawn."""
    s = f["seat"]
    if f["step"] == "start":
        f["step"] = "ans"
        ask(state, s, "tuxi", skill="tuxi")
        return
    a = take_answer(state)
    if a["type"] != "skill":
        ret(state, False)
        return
    say(state, s, "tuxi", "takes a hand card from " + Ss(a["targets"], "en") + ".",
        Ss(a["targets"], "ja") + "の手札を1枚ずつ取る。", targets=list(a["targets"]))
    for t in a["targets"]:
        hand = state["hand"][t]
        if hand:
            c = hand[below(state, len(hand))]
            state["revealed"] = True
            remove(state, c)
            state["hand"][s].append(c)
            # Which card: the taker and the one it was taken from alone see it.
            log(state, "took", s, f"{S(s)} takes {C(c, 'en')} from {S(t)}'s hand.",
                f"{S(s)}が{S(t)}の手札から{C(c, 'ja')}を取る。", to=[s, t], skill="tuxi", src=t, cards=[c])
    ret(state, True)


@question("tuxi")
def _q_tuxi(state, seat, q):
    have = [t for t in order_from(state, seat) if t != seat and state["hand"][t]]
    return ([{"type": "skill", "skill": "tuxi", "targets": [t]} for t in have]
            + [{"type": "skill", "skill": "tuxi", "targets": list(p)} for p in combinations(have, 2)]
            + [PASS])


@chooser("tuxi")
def _tuxi(bot: Bot, legal, q, rng):
    good = [a for a in legal if a["type"] == "skill" and all(bot.enemy(t) for t in a["targets"])]
    if good:
        return max(good, key=lambda a: (len(a["targets"]), sum(bot.harm(t) for t in a["targets"])))
    return pass_action(legal)
