"""閉月 (biyue), 貂蝉: at the end of her turn, draw 1.
Text: ``SKILL_TEXT["biyue"]``.
"""

from __future__ import annotations

from ..machine import S, ask, log, on, step, take_answer
from ..moves import draw
from ..table import has


@on("turn_end")
def biyue(state, f) -> bool:
    if has(state, f["seat"], "biyue"):
        f["step"] = "biyue"
        ask(state, f["seat"], "skill", skill="biyue")
        return True
    return False


@step("turn", "biyue")
def h_biyue(state, f) -> None:
    seat = f["seat"]
    f["step"] = "next"
    if take_answer(state)["type"] == "skill":
        log(state, "skill", seat, f"{S(seat)} uses Eclipse the Moon.", f"{S(seat)}が閉月を発動。", skill="biyue")
        draw(state, seat, 1)
