"""克己 (keji), 呂蒙: with no 殺 used or played in his own play phase, he
may skip the discard phase. Text: ``SKILL_TEXT["keji"]``.
"""

from __future__ import annotations

from ..machine import S, ask, log, on, step, take_answer
from ..table import has


@on("discard_phase")
def keji(state, f) -> bool:
    """克己: no 殺 used or played in one's own play phase: skip discarding
    (**Ruling keji_slash**)."""
    seat = f["seat"]
    if not f.get("keji_asked") and has(state, seat, "keji") and not state["slash_in_play"]:
        f["keji_asked"] = True
        f["step"] = "keji"
        ask(state, seat, "skill", skill="keji")
        return True
    return False


@step("turn", "keji")
def h_keji(state, f) -> None:
    seat = f["seat"]
    f["step"] = "discard"
    if take_answer(state)["type"] == "skill":
        log(state, "skill", seat, f"{S(seat)} uses Self-Restraint: the discard phase is skipped.",
            f"{S(seat)}が克己を発動：札捨て段階を飛ばす。", skill="keji")
        f["step"] = "end"
