"""反間 (fanjian), 周瑜: once per play phase, with a hand card, on another
player: they name a suit (question ``suit``), then take one of his hand
cards at random and show it; a different suit: he deals them 1 damage.
Text: ``SKILL_TEXT["fanjian"]``.
"""

from __future__ import annotations

from .. import events
from ..cards import SUIT
from ..machine import S, ask, frame, log, push, question, ret, take_answer
from ..moves import C, note_aim
from ..table import below, order_from, remove
from ..answers import PLAY_SKILLS
from ..bot import Bot, chooser, scorer
from .common import say

# Its target is chosen, as a 殺's is: that tells sides apart.
events.AIMED.add("fanjian")

SUIT_NAME = {"S": ("♠", "♠"), "H": ("♥", "♥"), "C": ("♣", "♣"), "D": ("♦", "♦")}


def actions(state, seat) -> list[dict]:
    if state["used"].get("fanjian") or not state["hand"][seat]:
        return []
    return [{"type": "skill", "skill": "fanjian", "targets": [t]} for t in order_from(state, seat) if t != seat]


def begin(state, seat, a) -> None:
    note_aim(state, seat, a["targets"][0])
    events.aimed(state, seat, "fanjian", a["targets"])
    push(state, {"k": "fanjian", "seat": seat, "target": a["targets"][0]})


PLAY_SKILLS["fanjian"] = (actions, begin)


@frame("fanjian")
def h_fanjian(state, f) -> None:
    """The target names a suit, takes a card of 周瑜's hand at random and
    shows it; a different suit: 1 damage from 周瑜."""
    s, t = f["seat"], f["target"]
    if f["step"] == "start":
        say(state, s, "fanjian", f"on {S(t)}.", f"{S(t)}に。")
        f["step"] = "suit"
        ask(state, t, "suit", user=s)
        return
    if f["step"] == "suit":
        f["suit"] = take_answer(state)["suit"]
        hand = state["hand"][s]
        log(state, "named", t, f"{S(t)} names {SUIT_NAME[f['suit']][0]}.", f"{S(t)}は{SUIT_NAME[f['suit']][1]}を宣言。",
            suit=f["suit"])
        if not hand or not state["alive"][t]:
            ret(state)
            return
        c = hand[below(state, len(hand))]
        state["revealed"] = True
        remove(state, c)
        state["hand"][t].append(c)
        log(state, "took", t, f"{S(t)} takes {C(c, 'en')} from {S(s)}.",
            f"{S(t)}が{S(s)}から{C(c, 'ja')}を取る。", cards=[c], src=s)
        f["step"] = "end"
        if SUIT[c] != f["suit"]:
            push(state, {"k": "damage", "src": s, "dst": t, "n": 1})
        return
    ret(state)


@question("suit")
def _q_suit(state, seat, q):
    return [{"type": "suit", "suit": x} for x in "SHCD"]


@scorer("fanjian")
def _score(bot: Bot, a, hand):
    """On an enemy, the more worth hurting the better."""
    t = a["targets"][0]
    return 2 + bot.worth(t) if bot.enemy(t) else -1


@chooser("suit")
def _suit(bot: Bot, legal, q, rng):
    return legal[rng.below(len(legal))]
