"""制衡 (zhiheng), 孫権: once per play phase, discard any number of cards
(hand or equipment) and draw as many. The cards are chosen one at a time
(question ``zhiheng``: ``choose`` a card, then ``done``); the ones chosen
are seen only by him (``ask.private``). Text: ``SKILL_TEXT["zhiheng"]``.
"""

from __future__ import annotations

from ..machine import ask, frame, push, question, ret, take_answer
from ..moves import Cs, discard, draw
from ..table import equipped, owned
from ..answers import PLAY_SKILLS
from ..bot import Bot, chooser, scorer, value
from .common import say


def actions(state, seat) -> list[dict]:
    if not state["used"].get("zhiheng") and owned(state, seat):
        return [{"type": "skill", "skill": "zhiheng"}]
    return []


def begin(state, seat, a) -> None:
    push(state, {"k": "zhiheng", "seat": seat, "chosen": []})


PLAY_SKILLS["zhiheng"] = (actions, begin)


@frame("zhiheng")
def h_zhiheng(state, f) -> None:
    """Choose cards one at a time (hand or equipment), then "done": they
    are discarded together and as many are drawn."""
    s = f["seat"]
    if f["step"] == "start":
        f["step"] = "ans"
        ask(state, s, "zhiheng", private={"chosen": list(f["chosen"])})
        return
    a = take_answer(state)
    if a["type"] == "choose":
        f["chosen"].append(a["card"])
        f["step"] = "start"
        return
    ids = f["chosen"]
    discard(state, ids)
    say(state, s, "zhiheng", f"discards {Cs(ids, 'en')} and draws {len(ids)}.",
        f"{Cs(ids, 'ja')}を捨てて{len(ids)}枚引く。")
    ret(state)
    draw(state, s, len(ids))


@question("zhiheng")
def _q_zhiheng(state, seat, q):
    chosen = state["stack"][-1]["chosen"]
    out = [{"type": "choose", "card": c} for c in state["hand"][seat] + equipped(state, seat) if c not in chosen]
    return out + ([{"type": "done"}] if chosen else [])


@scorer("zhiheng")
def _score(bot: Bot, a, hand):
    """With two or more hand cards it would rather not keep."""
    return 3 if sum(1 for c in hand if bot.keep(c, hand) <= 4) >= 2 else -1


@chooser("zhiheng")
def _zhiheng(bot: Bot, legal, q, rng):
    hand = bot.v["hand"]
    choose_ = [a for a in legal if a["type"] == "choose" and a["card"] in hand
               and bot.keep(a["card"], hand) <= 4]
    if choose_:
        return min(choose_, key=lambda a: bot.keep(a["card"], hand))
    done = [a for a in legal if a["type"] == "done"]
    return done[0] if done else min(legal, key=lambda a: value(a["card"]))
