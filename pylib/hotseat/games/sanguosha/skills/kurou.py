"""苦肉 (kurou), 黄蓋: in the play phase, any number of times, lose 1 HP (not
damage: no source, no 奸雄), then draw 2 if still alive (saved when dying
first). Text: ``SKILL_TEXT["kurou"]``.
"""

from __future__ import annotations

from ..cards import NAME
from ..machine import frame, push, ret
from ..moves import draw
from ..answers import PLAY_SKILLS
from ..bot import Bot, scorer
from .common import say


def actions(state, seat) -> list[dict]:
    return [{"type": "skill", "skill": "kurou"}]


def begin(state, seat, a) -> None:
    push(state, {"k": "kurou", "seat": seat})


PLAY_SKILLS["kurou"] = (actions, begin)


@frame("kurou")
def h_kurou(state, f) -> None:
    """Lose 1 HP (dying if it was the last), then draw 2 if alive."""
    s = f["seat"]
    if f["step"] == "start":
        state["hp"][s] -= 1
        say(state, s, "kurou", f"loses 1 HP (HP {state['hp'][s]}).", f"体力を1失う（体力 {state['hp'][s]}）。")
        f["step"] = "draw"
        if state["hp"][s] <= 0:
            push(state, {"k": "dying", "seat": s, "killer": None})
        return
    ret(state)
    if state["alive"][s]:
        draw(state, s, 2)


@scorer("kurou")
def _score(bot: Bot, a, hand):
    """While above 2 HP (at 2 with a 桃 in hand)."""
    hp = bot.v["hp"][bot.me]
    peach = any(NAME[c] == "peach" for c in hand)
    return 4 if hp > 2 or (hp == 2 and peach) else -1
