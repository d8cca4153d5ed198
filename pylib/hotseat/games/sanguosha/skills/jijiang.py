"""激将 (jijiang), 劉備 as lord: when he needs to use or play a 殺, he may
ask the other 蜀 players in turn; the first who plays one plays it for him.
In the play phase it is an action (a 殺 on the chosen target); when asked
for a 殺, an answer (``{"type": "skill", "skill": "jijiang"}``, listed by
:mod:`..answers`). Both go through :mod:`.common`'s ``proxy`` frame, shared
with 護駕. If no one answers in the play phase, 激将 is not offered again to
use a 殺 this phase (**Ruling hujia_jijiang**: so the phase cannot loop).
Text: ``SKILL_TEXT["jijiang"]``.
"""

from __future__ import annotations

from ..machine import S, frame, log, push, ret
from ..use import start_use
from ..answers import PLAY_SKILLS, PROXIES, helpers, may_slash, slash_targets
from ..bot import Bot, scorer
from .common import say


def actions(state, seat) -> list[dict]:
    if state["used"].get("jijiang_failed") or not may_slash(state, seat) or not helpers(state, seat, "shu"):
        return []
    return [{"type": "skill", "skill": "jijiang", "targets": t} for t in slash_targets(state, seat, [])
            if len(t) == 1]


def begin(state, seat, a) -> None:
    push(state, {"k": "jijiang_use", "seat": seat, "target": a["targets"][0]})


PLAY_SKILLS["jijiang"] = (actions, begin)
#: Asked for a 殺, he may have the 蜀 players play it.
PROXIES["jijiang"] = ("slash", "shu")


@frame("jijiang_use")
def h_jijiang_use(state, f) -> None:
    """A 殺 another 蜀 player plays becomes 劉備's 殺 on the chosen target."""
    s, t = f["seat"], f["target"]
    if f["step"] == "start":
        say(state, s, "jijiang", f"asks for a Slash at {S(t)}.", f"{S(t)}への殺を求める。")
        f["step"] = "got"
        push(state, {"k": "proxy", "lord": s, "need": "slash", "kingdom": "shu", "skill": "jijiang"})
        return
    c = state["ret"]
    ret(state)
    if c is None:
        state["used"]["jijiang_failed"] = True
        log(state, "no_answer", s, f"No one answers {S(s)}'s Rouse.", f"{S(s)}の激将に誰も応じない。", skill="jijiang")
        return
    state["slashes"] += 1
    start_use(state, s, "slash", [c], [t])


@scorer("jijiang")
def _score(bot: Bot, a, hand):
    """As a 殺 on the target."""
    return 1 + bot.attack_score(a["targets"])
