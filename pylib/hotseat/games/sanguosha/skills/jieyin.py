"""結姻 (jieyin), 孫尚香: once per play phase, discard two hand cards: she
and a wounded man recover 1 HP each. The discard is the question ``cost``
and the healing the ``heal_skill`` frame, shared with 青嚢
(:mod:`.common`). Text: ``SKILL_TEXT["jieyin"]``.
"""

from __future__ import annotations

from .. import events
from ..machine import push
from ..table import male, order_from, wounded
from ..answers import PLAY_SKILLS
from ..bot import Bot, scorer
from .common import HEALS


def actions(state, seat) -> list[dict]:
    if state["used"].get("jieyin") or len(state["hand"][seat]) < 2:
        return []
    return [{"type": "skill", "skill": "jieyin", "targets": [t]} for t in order_from(state, seat)
            if t != seat and male(state, t) and wounded(state, t)]


def begin(state, seat, a) -> None:
    events.helped(state, seat, a["targets"][0])
    push(state, {"k": "heal_skill", "seat": seat, "skill": "jieyin", "targets": list(a["targets"])})


PLAY_SKILLS["jieyin"] = (actions, begin)
#: Two hand cards; she and the man recover.
HEALS["jieyin"] = (2, lambda seat, target: [seat, target])


@scorer("jieyin")
def _score(bot: Bot, a, hand):
    """A friend; or anyone not against her while she is wounded herself."""
    t = a["targets"][0]
    if bot.good(t) > 0.3:
        return 5
    me = bot.me
    return 3 if bot.v["hp"][me] < bot.v["max_hp"][me] and bot.good(t) > -0.2 else -1
