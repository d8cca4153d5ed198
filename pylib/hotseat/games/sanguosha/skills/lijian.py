"""離間 (lijian), 貂蝉: once per play phase, discard a card (hand or
equipment; question ``cost``, :mod:`.common`) and choose two men: the
second is regarded as using a 決闘 on the first that no 明察秋毫 can cancel.
The 決闘's user is the second man: he is the source of its damage and the
killer for rewards (**Ruling lijian_source**). Text: ``SKILL_TEXT["lijian"]``.
"""

from __future__ import annotations

from .. import events
from ..machine import S, ask, frame, push, ret, take_answer
from ..moves import Cs, discard, note_aim
from ..table import choosable, male, order_from, owned
from ..answers import CHOOSES_TARGET, PLAY_SKILLS
from ..bot import Bot, scorer
from ..belief import RENEGADE
from .common import say


def actions(state, seat) -> list[dict]:
    if state["used"].get("lijian") or not owned(state, seat):
        return []
    men = [t for t in order_from(state, seat) if t != seat and male(state, t)]
    # The first chosen is the 決闘's target: 空城 keeps an empty-handed 諸葛亮 out.
    return [{"type": "skill", "skill": "lijian", "targets": [a, b]} for a in men for b in men
            if a != b and choosable(state, a, "duel")]


def begin(state, seat, a) -> None:
    events.aimed(state, seat, "lijian", a["targets"])
    push(state, {"k": "lijian", "seat": seat, "skill": "lijian", "targets": list(a["targets"])})


PLAY_SKILLS["lijian"] = (actions, begin)
# A refused first choice is refused as a 決闘's target (空城).
CHOOSES_TARGET["lijian"] = "duel"
# Its two are chosen, as a 決闘's are: that tells sides apart.
events.AIMED.add("lijian")


@frame("lijian")
def h_lijian(state, f) -> None:
    """Pay the card, then the second man's 決闘 on the first."""
    s = f["seat"]
    a, b = f["targets"]
    if f["step"] == "start":
        f["step"] = "paid"
        ask(state, s, "cost", skill="lijian", count=1, zone="any")
        return
    ids = take_answer(state)["cards"]
    discard(state, ids)
    say(state, s, "lijian", f"discards {Cs(ids, 'en')}: {S(b)} is regarded as using Duel on {S(a)}.",
        f"{Cs(ids, 'ja')}を捨てる：{S(b)}が{S(a)}に決闘を使用したものとする。")
    ret(state)
    note_aim(state, b, a)
    push(state, {"k": "use", "name": "duel", "user": b, "cards": [], "targets": [a], "i": 0,
                      "colour": None, "unstoppable": True})


#: What a chance of 1 that the two are of one side costs a pair's score
#: (the renegade's: :data:`SAME_SIDE_RENEGADE`).
SAME_SIDE = 2.0
#: The renegade has no side to spare a pair of one side for, but a 決闘
#: between two of one side is that side's friendly fire at the table: its
#: rebel-against-rebel (8 players: loyalist-against-loyalist too) pairs
#: were a third of the all-new games' friendly fire (5.9 %, against v2's
#: 5.5 %). Priced at 20 it sets two of different sides on each other or
#: none: friendly fire 2.4 % / 7.0 % at 5 / 8 players against 3.0 % /
#: 8.4 % (v2 2.2 % / 8.6 %; 150 seeds each), the renegade's own wins
#: against v2 19.3 -> 18.7 % and 1.3 -> 1.3 % (1 seed in 300). Its pair
#: must be one it is worth hurting both of, which while it hides is nearly
#: always two of the side ahead: once the sides are clear it leaves 離間
#: unused. (Priced at 20 for every seat, the rebels lost 3 and 7 points at
#: 5 and 8 players: their 決闘 between the lord and a loyalist is their
#: best blow, friendly fire though the table counts it.)
SAME_SIDE_RENEGADE = 20.0


@scorer("lijian")
def _score(bot: Bot, a, hand):
    """An enemy as the 決闘's target, by a man it is worth hurting too;
    rather two likely of different sides: a 決闘 between two of one side
    is friendly fire at the table (most of the bots' came from such pairs,
    issue #31). Only rather: two rebels made to fight are still two enemies
    hurt, and forbidding the pair cost 貂蝉's side games."""
    a_, b_ = a["targets"]
    if bot.enemy(a_) and bot.harm(b_) > 0:
        same = bot.same_side(a_, b_)
        k = SAME_SIDE_RENEGADE if bot.my == RENEGADE else SAME_SIDE
        return 3 + bot.worth(a_) + max(0.0, bot.worth(b_)) * 0.5 - k * same
    return -1
