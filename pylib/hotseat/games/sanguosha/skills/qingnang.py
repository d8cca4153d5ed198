"""青嚢 (qingnang), 華佗: once per play phase, discard a hand card: a wounded
player (himself too) recovers 1 HP. The discard is the question ``cost``
and the healing the ``heal_skill`` frame, shared with 結姻
(:mod:`.common`). Text: ``SKILL_TEXT["qingnang"]``.
"""

from __future__ import annotations

from .. import events
from ..machine import push
from ..table import order_from, wounded
from ..answers import PLAY_SKILLS
from ..bot import Bot, scorer
from .common import HEALS


def actions(state, seat) -> list[dict]:
    if state["used"].get("qingnang") or not state["hand"][seat]:
        return []
    return [{"type": "skill", "skill": "qingnang", "targets": [t]} for t in order_from(state, seat)
            if wounded(state, t)]


def begin(state, seat, a) -> None:
    events.helped(state, seat, a["targets"][0])
    push(state, {"k": "heal_skill", "seat": seat, "skill": "qingnang", "targets": list(a["targets"])})


PLAY_SKILLS["qingnang"] = (actions, begin)
#: One hand card; the target recovers.
HEALS["qingnang"] = (1, lambda seat, target: [target])


@scorer("qingnang")
def _score(bot: Bot, a, hand):
    """On a friend."""
    return 6 if bot.friend(a["targets"][0]) else -1
