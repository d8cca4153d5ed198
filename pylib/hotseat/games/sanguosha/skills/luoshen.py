"""洛神 (luoshen), 甄姫: at the start of her turn, judge; a black card is
hers (after it takes effect) and she may judge again; the first red one
ends it (**Ruling luoshen_repeat**). Text: ``SKILL_TEXT["luoshen"]``.
"""

from __future__ import annotations

from ..cards import colour
from ..machine import S, ask, frame, log, on, push, ret, take_answer
from ..moves import C
from ..table import has
from ..bot import GOOD_JUDGEMENT
from .common import say


@on("turn_start")
def luoshen_at_start(state, f) -> bool:
    if has(state, f["seat"], "luoshen"):
        push(state, {"k": "luoshen", "seat": f["seat"]})
        return True
    return False


@frame("luoshen")
def h_luoshen(state, f) -> None:
    """洛神: judge; black: take it (after it takes effect) and may go again."""
    s = f["seat"]
    if f["step"] == "start":
        if not has(state, s, "luoshen"):
            ret(state)
            return
        f["step"] = "ans"
        ask(state, s, "skill", skill="luoshen")
    elif f["step"] == "ans":
        if take_answer(state)["type"] != "skill":
            ret(state)
            return
        say(state, s, "luoshen")
        f["step"] = "judged"
        push(state, {"k": "judge", "seat": s, "why": "luoshen"})
    else:
        j = state["ret"]
        f["step"] = "start" if colour(j) == "black" else "done"
        if f["step"] == "done":
            ret(state)


@on("judgement_done")
def luoshen_takes_black(state, f) -> bool:
    seat, c = f["seat"], f["card"]
    if f["why"] == "luoshen" and colour(c) == "black" and state["alive"][seat]:
        state["table"].remove(c)
        state["hand"][seat].append(c)
        log(state, "skill", seat, f"Black: {S(seat)} takes {C(c, 'en')} (Goddess Luo).",
            f"黒：{S(seat)}が{C(c, 'ja')}を得る（洛神）。", skill="luoshen", cards=[c])
        ret(state, c)
        return True
    return False


GOOD_JUDGEMENT["luoshen"] = lambda c: colour(c) == "black"
