"""Judgement (判定): turn up the top card as a seat's judgement card (seed §3).

A ``judge`` frame: the card goes on the table; before it takes effect, the
``retrial`` window (filled by 鬼才, which registers this frame's
``retrial`` step); after it takes effect, the ``judgement_done`` handlers
(洛神 takes a black card, 天妒 may take it); otherwise it goes to the
discard pile. The frame returns the card that took effect; what it means is
read by the frame that pushed it (八卦陣, 雷電, 剛烈...).
"""

from __future__ import annotations

from .machine import S, first, frame, log, ret
from .moves import C, clear_table, out_of_cards
from .table import top


@frame("judge")
def h_judge(state, f) -> None:
    """**Ruling guicai_judgement:** the effect is decided by the card that
    takes effect, whatever happens to it after."""
    seat = f["seat"]
    if f["step"] == "start":
        c = top(state)
        if c is None:
            out_of_cards(state)
            return
        state["table"].append(c)
        f["card"] = c
        log(state, "judged", seat, f"Judgement for {S(seat)}: {C(c, 'en')}.", f"{S(seat)}の判定：{C(c, 'ja')}。",
            cards=[c])
        f["step"] = "retrial"
        return
    if f["step"] == "retrial":
        # No one may replace the card (鬼才 registers its own step here).
        f["step"] = "effect"
    if f["step"] == "effect":
        if first("judgement_done", state, f):
            return
    clear_table(state, [f["card"]])
    ret(state, f["card"])
