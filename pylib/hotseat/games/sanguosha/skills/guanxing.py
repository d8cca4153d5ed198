"""観星 (guanxing), 諸葛亮: at the start of his turn, look at the top X cards
(X = living players, at most 5) and put each on the top or the bottom.
Text: ``SKILL_TEXT["guanxing"]``.
"""

from __future__ import annotations

from ..machine import S, ask, frame, log, on, push, question, ret, take_answer
from ..moves import Cs
from ..table import has, top
from ..bot import Bot, chooser, value
from .common import say


@on("turn_start")
def guanxing_at_start(state, f) -> bool:
    if has(state, f["seat"], "guanxing"):
        push(state, {"k": "guanxing", "seat": f["seat"]})
        return True
    return False


@frame("guanxing")
def h_guanxing(state, f) -> None:
    """観星: look at the top X (X = living players, at most 5) and put each on
    the top or the bottom. Cards put on top are drawn in the order chosen;
    cards put on the bottom go under in the order chosen (the first lowest)."""
    s = f["seat"]
    if f["step"] == "start":
        f["step"] = "ans"
        ask(state, s, "skill", skill="guanxing")
        return
    if f["step"] == "ans":
        if take_answer(state)["type"] != "skill":
            ret(state)
            return
        x = min(5, sum(state["alive"]))
        seen = []
        for _ in range(x):
            c = top(state)
            if c is None:
                break
            seen.append(c)
        say(state, s, "guanxing", f"looks at the top {len(seen)} cards.", f"山札の上{len(seen)}枚を見る。",
            amount=len(seen))
        log(state, "peeked", s, f"{S(s)} sees {Cs(seen, 'en')}.", f"{S(s)}が{Cs(seen, 'ja')}を見る。",
            to=[s], skill="guanxing", cards=list(seen))
        state["aside"] = {"seat": s, "cards": seen, "top": [], "bottom": []}
        f["step"] = "place"
    if f["step"] == "place":
        if state["aside"]["cards"]:
            f["step"] = "placed"
            ask(state, s, "guanxing")
            return
        aside = state["aside"]
        state["pile"][:0] = aside["bottom"]
        state["pile"].extend(reversed(aside["top"]))
        state["aside"] = None
        log(state, "skill", s, f"{S(s)} puts {len(aside['top'])} on top and {len(aside['bottom'])} at the bottom.",
            f"{S(s)}が{len(aside['top'])}枚を上に、{len(aside['bottom'])}枚を下に置く。",
            skill="guanxing", amount=len(aside["top"]))
        ret(state)
        return
    a = take_answer(state)
    state["aside"]["cards"].remove(a["card"])
    state["aside"][a["where"]].append(a["card"])
    f["step"] = "place"


@question("guanxing")
def _q_guanxing(state, seat, q):
    return [{"type": "place", "card": c, "where": w} for c in state["aside"]["cards"] for w in ("top", "bottom")]


@chooser("guanxing")
def _place(bot: Bot, legal, q, rng):
    return max(legal, key=lambda a: (a["where"] == "top", value(a["card"])))
