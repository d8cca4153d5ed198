"""流離 (liuli), 大喬: on becoming a 殺's target, discard a card to move it to
another player in her attack range. Text: ``SKILL_TEXT["liuli"]``.
"""

from __future__ import annotations

from .. import events
from ..machine import S, ask, log, on, question, step, take_answer
from ..moves import C, discard, note_aim
from ..table import choosable, equipped, has, in_range, order_from
from ..answers import CHOOSES_TARGET, PASS
from ..bot import Bot, chooser, pass_action


def liuli_actions(state, seat, user, targets) -> list[dict]:
    """流離: discard a card (hand or equipment) and name a player in one's
    attack range (counted without the card discarded) who could be this
    殺's target: not its user, not already a target, not an empty-handed
    諸葛亮 (**Ruling liuli_range**, **Ruling kongcheng_choose**)."""
    out = []
    for c in state["hand"][seat] + equipped(state, seat):
        for x in order_from(state, seat):
            if x not in (seat, user) and x not in targets and choosable(state, x, "slash") \
                    and in_range(state, seat, x, [c]):
                out.append({"type": "skill", "skill": "liuli", "card": c, "targets": [x]})
    return out


# A refused new target is refused as a 殺's (空城).
CHOOSES_TARGET["liuli"] = "slash"


@on("slash_targeted")
def liuli(state, f, t) -> bool:
    if has(state, t, "liuli") and state["alive"][f["user"]] \
            and liuli_actions(state, t, f["user"], f["targets"]):
        f["step"] = "liuli"
        ask(state, t, "liuli", user=f["user"], targets=list(f["targets"]))
        return True
    return False


@step("use", "liuli")
def h_liuli(state, f) -> None:
    targets = f["targets"]
    a = take_answer(state)
    f["step"] = "confirm"
    if a["type"] == "skill":
        t = targets[f["i"]]
        x = a["targets"][0]
        discard(state, [a["card"]])
        targets[f["i"]] = x
        note_aim(state, t, x)
        events.aimed(state, t, "slash", [x])
        log(state, "skill", t, f"{S(t)} discards {C(a['card'], 'en')} for Diversion: the Slash goes to {S(x)}.",
            f"{S(t)}が{C(a['card'], 'ja')}を捨てて流離を発動：殺は{S(x)}に移る。",
            skill="liuli", cards=[a["card"]], targets=[x])
    f["i"] += 1


@question("liuli")
def _q_liuli(state, seat, q):
    return liuli_actions(state, seat, q["user"], q["targets"]) + [PASS]


@chooser("liuli")
def _liuli(bot: Bot, legal, q, rng):
    hand = bot.v["hand"]
    good = [a for a in legal if a["type"] == "skill" and bot.enemy(a["targets"][0])]
    if good:
        return max(good, key=lambda a: (bot.worth(a["targets"][0]), -bot.keep(a["card"], hand)))
    return pass_action(legal)
