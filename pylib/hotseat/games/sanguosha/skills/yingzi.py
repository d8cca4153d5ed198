"""英姿 (yingzi), 周瑜: in the draw phase, draw 3 cards instead of 2. Text:
``SKILL_TEXT["yingzi"]``.
"""

from __future__ import annotations

from ..machine import ask, frame, on, push, ret, take_answer
from ..moves import draw
from ..table import has
from .common import say


@on("draw_phase")
def yingzi(state, f) -> bool:
    if has(state, f["seat"], "yingzi"):
        push(state, {"k": "yingzi", "seat": f["seat"]})
        return True
    return False


@frame("yingzi")
def h_yingzi(state, f) -> None:
    """Asks "use 英姿?"; returns True when it replaced the normal draw."""
    s = f["seat"]
    if f["step"] == "start":
        f["step"] = "ans"
        ask(state, s, "skill", skill="yingzi")
        return
    if take_answer(state)["type"] != "skill":
        ret(state, False)
        return
    say(state, s, "yingzi", "draws 3.", "3枚引く。")
    draw(state, s, 3)
    ret(state, True)
