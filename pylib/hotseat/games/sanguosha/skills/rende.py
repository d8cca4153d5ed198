"""仁徳 (rende), 劉備: in the play phase, give any number of hand cards to
others, one action a card; the first time the cards given this phase reach
two, recover 1 HP (**Ruling rende_count**). Text: ``SKILL_TEXT["rende"]``.
"""

from __future__ import annotations

from .. import events
from ..machine import S, log
from ..moves import C, heal
from ..table import order_from, remove, wounded
from ..turn import PLAY_STATE
from ..answers import PLAY_SKILLS
from ..bot import Bot, scorer
from .common import say


#: The cards given so far this play phase.
PLAY_STATE["rende"] = 0


def actions(state, seat) -> list[dict]:
    others = [t for t in order_from(state, seat) if t != seat]
    return [{"type": "skill", "skill": "rende", "card": c, "targets": [t]}
            for c in state["hand"][seat] for t in others]


def begin(state, seat, a) -> None:
    t = a["targets"][0]
    c = a["card"]
    remove(state, c)
    state["hand"][t].append(c)
    say(state, seat, "rende", f"gives a card to {S(t)}.", f"{S(t)}に札を1枚渡す。", targets=[t])
    log(state, "gave", seat, f"{S(seat)} gives {C(c, 'en')} to {S(t)}.", f"{S(seat)}が{S(t)}に{C(c, 'ja')}を渡す。",
        to=[seat, t], skill="rende", cards=[c], targets=[t])
    events.helped(state, seat, t)
    state["rende"] += 1
    # Ruling rende_count: the first time the cards given this phase reach two.
    if state["rende"] >= 2 and not state["used"].get("rende_heal"):
        state["used"]["rende_heal"] = True
        if wounded(state, seat):
            heal(state, seat)
            log(state, "healed", seat, f"{S(seat)} recovers 1 HP.", f"{S(seat)}が体力を1回復。",
                skill="rende", amount=1, hp=state["hp"][seat])


PLAY_SKILLS["rende"] = (actions, begin)


@scorer("rende")
def _score(bot: Bot, a, hand):
    """Give to a likely friend, rather while wounded, the cards kept least."""
    t = a["targets"][0]
    if bot.good(t) <= 0.5:
        return -1
    me = bot.me
    return 2.5 + (1 if bot.v["hp"][me] < bot.v["max_hp"][me] else 0) - bot.keep(a["card"], hand) / 3
