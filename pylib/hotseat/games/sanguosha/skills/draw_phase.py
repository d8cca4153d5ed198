"""The draw-phase skills: 突襲 (tuxi, 張遼) takes a hand card from one or two
others, 裸衣 (luoyi, 許褚) draws one fewer for +1 damage with his 殺 and
決闘 this turn (**Ruling luoyi_own**), 英姿 (yingzi, 周瑜) draws 3; each
instead of the 2 cards drawn. One frame, ``tuxi``, asks the seat's one.
Not yet one file per skill (issue #27).
"""

from __future__ import annotations

from itertools import combinations

from ..machine import S, ask, frame, log, on, push, question, ret, take_answer
from ..moves import draw
from ..table import below, has, order_from, remove
from ..answers import PASS
from ..bot import Bot, chooser, pass_action
from .common import say


@on("draw_phase")
def draw_phase_skills(state, f) -> bool:
    push(state, {"k": "tuxi", "seat": f["seat"]})
    return True


@frame("tuxi")
def h_tuxi(state, f) -> None:
    """The draw phase of 張遼 (突襲), 許褚 (裸衣) or 周瑜 (英姿); returns True
    when the skill replaced the normal draw."""
    s = f["seat"]
    if f["step"] == "start":
        for skill in ("tuxi", "luoyi", "yingzi"):
            if has(state, s, skill):
                if skill == "tuxi" and not any(state["hand"][t] for t in range(state["n"])
                                               if t != s and state["alive"][t]):
                    break
                f["skill"] = skill
                f["step"] = "ans"
                ask(state, s, "tuxi" if skill == "tuxi" else "skill", skill=skill)
                return
        ret(state, False)
        return
    a = take_answer(state)
    skill = f["skill"]
    if a["type"] != "skill":
        ret(state, False)
        return
    if skill == "tuxi":
        say(state, s, "tuxi", "takes a hand card from " + " and ".join(S(t) for t in a["targets"]) + ".",
            "、".join(S(t) for t in a["targets"]) + "の手札を1枚ずつ取る。")
        for t in a["targets"]:
            hand = state["hand"][t]
            if hand:
                c = hand[below(state, len(hand))]
                state["revealed"] = True
                remove(state, c)
                state["hand"][s].append(c)
        ret(state, True)
    elif skill == "luoyi":
        say(state, s, "luoyi", "draws one fewer; their Slash and Duel deal +1 damage this turn.",
            "1枚少なく引き、このターン殺と決闘のダメージ+1。")
        state["luoyi"] = s
        draw(state, s, 1)
        ret(state, True)
    else:
        say(state, s, "yingzi", "draws 3.", "3枚引く。")
        draw(state, s, 3)
        ret(state, True)


@on("damage_amount")
def luoyi_damage(state, f) -> None:
    """裸衣: +1 to the 殺 or 決闘 許褚 used (**Ruling luoyi_own**: not one
    used on him)."""
    src = f["src"]
    if src is not None and state["luoyi"] == src and f.get("user") == src \
            and f.get("by") in ("slash", "duel"):
        f["n"] += 1
        log(state, src, "Bare-Chested: +1 damage.", "裸衣：ダメージ+1。")


@question("tuxi")
def _q_tuxi(state, seat, q):
    have = [t for t in order_from(state, seat) if t != seat and state["hand"][t]]
    return ([{"type": "skill", "skill": "tuxi", "targets": [t]} for t in have]
            + [{"type": "skill", "skill": "tuxi", "targets": list(p)} for p in combinations(have, 2)]
            + [PASS])


@chooser("tuxi")
def _tuxi(bot: Bot, legal, q, rng):
    good = [a for a in legal if a["type"] == "skill" and all(bot.enemy(t) for t in a["targets"])]
    if good:
        return max(good, key=lambda a: (len(a["targets"]), sum(bot.harm(t) for t in a["targets"])))
    return pass_action(legal)
