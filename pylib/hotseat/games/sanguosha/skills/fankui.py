"""反饋 (fankui), 司馬懿: after taking damage from another living player who
has a card, take one of their cards (a ``pick`` frame that takes).
Text: ``SKILL_TEXT["fankui"]``.
"""

from __future__ import annotations

from ..answers import PICK_NOT_JUDGED
from ..machine import S, push
from ..table import owned
from ..bot import Bot, spares, yes_if
from .common import AFTER_DAMAGE, say


def may(state, seat, f) -> bool:
    src = f["src"]
    return src is not None and src != seat and state["alive"][src] and bool(owned(state, src))


def act(state, f) -> None:
    s, src = f["seat"], f["src"]
    say(state, s, "fankui", f"takes a card from {S(src)}.", f"{S(src)}の札を1枚取る。")
    push(state, {"k": "pick", "picker": s, "target": src, "why": "fankui", "left": 1, "take": True})


AFTER_DAMAGE["fankui"] = (may, act, False)
PICK_NOT_JUDGED.add("fankui")


@yes_if("fankui")
def _willing(bot: Bot, q) -> bool:
    """Not from a friend."""
    return not spares(bot, q.get("src"))
