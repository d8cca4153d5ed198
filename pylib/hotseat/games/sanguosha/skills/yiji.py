"""遺計 (yiji), 郭嘉: for each point of damage taken, look at the top two
cards and give each to any player, himself included (**Ruling
yiji_per_point**). Text: ``SKILL_TEXT["yiji"]``.
"""

from __future__ import annotations

from ..machine import S, ask, log, question, step, take_answer
from ..moves import C, Cs
from ..table import order_from, top
from ..bot import Bot, chooser
from .common import AFTER_DAMAGE, say


def may(state, seat, f) -> bool:
    return True


def act(state, f) -> None:
    s = f["seat"]
    pair = []
    for _ in range(2):
        c = top(state)
        if c is None:
            break
        pair.append(c)
    say(state, s, "yiji", f"looks at the top {len(pair)} cards to give them away.",
        f"山札の上{len(pair)}枚を見て配る。", amount=len(pair))
    log(state, "peeked", s, f"{S(s)} sees {Cs(pair, 'en')}.", f"{S(s)}が{Cs(pair, 'ja')}を見る。",
        to=[s], skill="yiji", cards=list(pair))
    state["aside"] = {"seat": s, "cards": pair}
    f["step"] = "give"


AFTER_DAMAGE["yiji"] = (may, act, True)


@step("after_damage", "give")
def h_give(state, f) -> None:
    if state["aside"]["cards"]:
        f["step"] = "given"
        ask(state, f["seat"], "yiji")
        return
    state["aside"] = None
    f["step"] = "start"


@step("after_damage", "given")
def h_given(state, f) -> None:
    s = f["seat"]
    a = take_answer(state)
    state["aside"]["cards"].remove(a["card"])
    to = a["to"]
    state["hand"][to].append(a["card"])
    if to == s:
        log(state, "gave", s, f"{S(s)} keeps a card.", f"{S(s)}が札を1枚手元に残す。", skill="yiji", targets=[s])
    else:
        log(state, "gave", s, f"{S(s)} gives a card to {S(to)}.", f"{S(s)}が{S(to)}に札を1枚渡す。",
            skill="yiji", targets=[to])
    # Which card went where: the giver and the receiver alone know.
    c = a["card"]
    en, ja = ((f"{S(s)} keeps {C(c, 'en')}.", f"{S(s)}が{C(c, 'ja')}を手元に残す。") if to == s else
              (f"{S(s)} gives {C(c, 'en')} to {S(to)}.", f"{S(s)}が{S(to)}に{C(c, 'ja')}を渡す。"))
    log(state, "gave", s, en, ja, to=sorted({s, to}), skill="yiji", cards=[c], targets=[to])
    f["step"] = "give"


@question("yiji")
def _q_yiji(state, seat, q):
    return [{"type": "give", "card": c, "to": t} for c in state["aside"]["cards"]
            for t in order_from(state, seat)]


@chooser("yiji")
def _give(bot: Bot, legal, q, rng):
    """遺計: each card to the friend with the fewest cards (self if none)."""
    v = bot.v
    friends = [t for t in range(bot.n) if t != bot.me and v["alive"][t] and bot.good(t) > 0.8]
    to = bot.me
    if friends:
        to = min(friends, key=lambda t: (v["hand_counts"][t], t))
        if v["hand_counts"][to] >= len(v["hand"]):
            to = bot.me
    for a in legal:
        if a["to"] == to:
            return a
    return next(a for a in legal if a["to"] == bot.me)
