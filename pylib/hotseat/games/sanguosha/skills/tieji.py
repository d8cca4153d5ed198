"""鉄騎 (tieji), 馬超: after his 殺 targets a player, judge; red: no 閃
against it. Text: ``SKILL_TEXT["tieji"]``.
"""

from __future__ import annotations

from ..cards import colour
from ..machine import S, ask, log, on, push, step, take_answer
from ..table import has
from ..bot import GOOD_JUDGEMENT, Bot, spares, yes_if


@on("slash_specified")
def tieji(state, f, t) -> bool:
    """鉄騎: one judgement per target; red means no 閃 against this 殺
    (**Ruling tieji_no_dodge**)."""
    if has(state, f["user"], "tieji") and state["alive"][t]:
        f["step"] = "tieji"
        ask(state, f["user"], "skill", skill="tieji", target=t)
        return True
    return False


@step("use", "tieji")
def h_tieji(state, f) -> None:
    if take_answer(state)["type"] == "skill":
        t = f["targets"][f["i"]]
        log(state, "skill", f["user"], f"{S(f['user'])} uses Iron Cavalry on {S(t)}.",
            f"{S(f['user'])}が{S(t)}に鉄騎を発動。", skill="tieji", targets=[t])
        f["step"] = "tieji_judged"
        push(state, {"k": "judge", "seat": f["user"], "why": "tieji"})
        return
    f["i"] += 1
    f["step"] = "specified"


@step("use", "tieji_judged")
def h_tieji_judged(state, f) -> None:
    if colour(state["ret"]) == "red":
        t = f["targets"][f["i"]]
        f["nododge"].append(t)
        log(state, "skill", f["user"], f"Red: {S(t)} cannot use Dodge against this Slash.",
            f"赤：{S(t)}はこの殺に閃を使えない。", skill="tieji", targets=[t])
    f["i"] += 1
    f["step"] = "specified"


@yes_if("tieji")
def _willing(bot: Bot, q) -> bool:
    """Not on a friend."""
    return not spares(bot, q.get("target"))


GOOD_JUDGEMENT["tieji"] = lambda c: colour(c) == "red"
