"""裸衣 (luoyi), 許褚: in the draw phase, draw one card fewer; then his 殺
and 決闘 deal +1 damage this turn (**Ruling luoyi_own**: only the ones he
uses, not one used on him). Text: ``SKILL_TEXT["luoyi"]``.
"""

from __future__ import annotations

from ..cards import NAME
from ..machine import S, ask, frame, log, on, push, ret, take_answer
from ..moves import draw
from ..table import has
from ..turn import TURN_STATE
from ..bot import Bot, yes_if
from .common import say

#: The seat whose 裸衣 is on this turn (None: nobody's).
TURN_STATE["luoyi"] = None


@on("draw_phase")
def luoyi(state, f) -> bool:
    if has(state, f["seat"], "luoyi"):
        push(state, {"k": "luoyi", "seat": f["seat"]})
        return True
    return False


@frame("luoyi")
def h_luoyi(state, f) -> None:
    """Asks "use 裸衣?"; returns True when it replaced the normal draw."""
    s = f["seat"]
    if f["step"] == "start":
        f["step"] = "ans"
        ask(state, s, "skill", skill="luoyi")
        return
    if take_answer(state)["type"] != "skill":
        ret(state, False)
        return
    say(state, s, "luoyi", "draws one fewer; their Slash and Duel deal +1 damage this turn.",
        "1枚少なく引き、このターン殺と決闘のダメージ+1。")
    state["luoyi"] = s
    draw(state, s, 1)
    ret(state, True)


@on("damage_amount")
def luoyi_damage(state, f) -> None:
    """+1 to the 殺 or 決闘 許褚 used (**Ruling luoyi_own**)."""
    src = f["src"]
    if src is not None and state["luoyi"] == src and f.get("user") == src \
            and f.get("by") in ("slash", "duel"):
        f["n"] += 1
        log(state, "skill", src, f"{S(src)}'s Bare-Chested: +1 damage.", f"{S(src)}の裸衣：ダメージ+1。", skill="luoyi", amount=1)


@yes_if("luoyi")
def _willing(bot: Bot, q) -> bool:
    """With a 殺 or 決闘 in hand to use."""
    return any(NAME[c] in ("slash", "duel") for c in bot.v["hand"])
