"""剛烈 (ganglie), 夏侯惇: after taking damage from a living source, judge;
unless ♥, the source discards two hand cards or takes 1 damage from 夏侯惇
(the source chooses; with fewer than two hand cards the damage is the only
choice: **Ruling ganglie_choice**). Text: ``SKILL_TEXT["ganglie"]``.
"""

from __future__ import annotations

from ..cards import SUIT
from ..machine import S, ask, log, push, question, step, take_answer
from ..moves import Cs, discard
from ..answers import pairs
from ..bot import GOOD_JUDGEMENT, Bot, chooser, spares, yes_if
from .common import AFTER_DAMAGE, say


def may(state, seat, f) -> bool:
    src = f["src"]
    return src is not None and state["alive"][src]


def act(state, f) -> None:
    s = f["seat"]
    say(state, s, "ganglie", "judges.", "判定を行う。")
    f["step"] = "ganglie"
    push(state, {"k": "judge", "seat": s, "why": "ganglie"})


AFTER_DAMAGE["ganglie"] = (may, act, False)


@step("after_damage", "ganglie")
def h_judged(state, f) -> None:
    s, src = f["seat"], f["src"]
    j = state["ret"]
    f["step"] = "start"
    if SUIT[j] != "H" and state["alive"][src]:
        if len(state["hand"][src]) < 2:
            # Fewer than two hand cards: the damage is the only choice.
            push(state, {"k": "damage", "src": s, "dst": src, "n": 1})
        else:
            f["step"] = "ganglie_ans"
            ask(state, src, "ganglie", user=s)


@step("after_damage", "ganglie_ans")
def h_source_chose(state, f) -> None:
    s, src = f["seat"], f["src"]
    a = take_answer(state)
    f["step"] = "start"
    if a["type"] == "discard":
        discard(state, a["cards"])
        log(state, "discarded", src, f"{S(src)} discards {Cs(a['cards'], 'en')}.",
            f"{S(src)}が{Cs(a['cards'], 'ja')}を捨てる。", cards=list(a["cards"]), skill="ganglie")
    else:
        push(state, {"k": "damage", "src": s, "dst": src, "n": 1})


@question("ganglie")
def _q_ganglie(state, seat, q):
    hand = state["hand"][seat]
    return [{"type": "discard", "cards": p} for p in pairs(hand)] + [{"type": "damage"}]


@chooser("ganglie")
def _ganglie(bot: Bot, legal, q, rng):
    hand = bot.v["hand"]
    discards = [a for a in legal if a["type"] == "discard"]
    if discards and (bot.v["hp"][bot.me] <= 2 or len(hand) >= 4):
        return min(discards, key=lambda a: sum(bot.keep(c, hand) for c in a["cards"]))
    return next(a for a in legal if a["type"] == "damage")


@yes_if("ganglie")
def _willing(bot: Bot, q) -> bool:
    """Not on a friend."""
    return not spares(bot, q.get("src"))


GOOD_JUDGEMENT["ganglie"] = lambda c: SUIT[c] != "H"
