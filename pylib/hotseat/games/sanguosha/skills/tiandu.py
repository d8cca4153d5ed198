"""天妒 (tiandu), 郭嘉: after his judgement card takes effect, he may take
it. Text: ``SKILL_TEXT["tiandu"]``.
"""

from __future__ import annotations

from ..machine import S, ask, log, on, ret, step, take_answer
from ..moves import C, clear_table
from ..table import has


@on("judgement_done")
def tiandu(state, f) -> bool:
    if has(state, f["seat"], "tiandu"):
        f["step"] = "tiandu"
        ask(state, f["seat"], "skill", skill="tiandu", card=f["card"])
        return True
    return False


@step("judge", "tiandu")
def h_tiandu(state, f) -> None:
    seat, c = f["seat"], f["card"]
    if take_answer(state)["type"] == "skill":
        state["table"].remove(c)
        state["hand"][seat].append(c)
        log(state, "skill", seat, f"{S(seat)} uses Envy of Heaven and takes {C(c, 'en')}.",
            f"{S(seat)}が天妒を発動し、{C(c, 'ja')}を得る。", skill="tiandu", cards=[c])
        ret(state, c)
        return
    clear_table(state, [c])
    ret(state, c)
