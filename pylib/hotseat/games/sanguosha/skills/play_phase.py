"""The play-phase skills, used as an action of the play question
(``{"type": "skill", "skill": id, ...}``, listed by
:func:`..answers.skill_actions`): 仁徳 (rende), 苦肉 (kurou), 制衡
(zhiheng), 反間 (fanjian), 結姻 (jieyin), 青嚢 (qingnang), 離間 (lijian)
and 激将 (jijiang) used for a 殺. Not yet one file per skill (issue #27).
"""

from __future__ import annotations

from .. import events
from ..cards import SUIT
from ..generals import ONCE
from ..machine import frame, log, on, push, ret, take_answer, ask, S
from ..moves import C, Cs, discard, draw, heal, note_aim
from ..table import below, remove, wounded
from ..use import start_use
from .common import say

SUIT_NAME = {"S": ("♠", "♠"), "H": ("♥", "♥"), "C": ("♣", "♣"), "D": ("♦", "♦")}


@on("play_skill")
def begin_skill(state, seat, a) -> bool:
    """A play-phase ``{"type": "skill"}`` action already checked by :mod:`.answers`."""
    skill = a["skill"]
    if skill in ONCE:
        state["used"][skill] = True
    if skill == "rende":
        t = a["targets"][0]
        c = a["card"]
        remove(state, c)
        state["hand"][t].append(c)
        say(state, seat, "rende", f"gives a card to {S(t)}.", f"{S(t)}に札を1枚渡す。")
        events.helped(state, seat, t)
        state["rende"] += 1
        # Ruling rende_count: the first time the cards given this phase reach two.
        if state["rende"] >= 2 and not state["used"].get("rende_heal"):
            state["used"]["rende_heal"] = True
            if wounded(state, seat):
                heal(state, seat)
                log(state, seat, f"{S(seat)} recovers 1 HP.", f"{S(seat)}が体力を1回復。")
    elif skill == "kurou":
        push(state, {"k": "kurou", "seat": seat})
    elif skill == "zhiheng":
        push(state, {"k": "zhiheng", "seat": seat, "chosen": []})
    elif skill == "fanjian":
        note_aim(state, seat, a["targets"][0])
        events.aimed(state, seat, "fanjian", a["targets"])
        push(state, {"k": "fanjian", "seat": seat, "target": a["targets"][0]})
    elif skill in ("jieyin", "qingnang", "lijian"):
        if skill == "lijian":
            events.aimed(state, seat, "lijian", a["targets"])
        else:
            events.helped(state, seat, a["targets"][0])
        push(state, {"k": "heal_skill" if skill != "lijian" else "lijian", "seat": seat,
                          "skill": skill, "targets": list(a["targets"])})
    elif skill == "jijiang":
        push(state, {"k": "jijiang_use", "seat": seat, "target": a["targets"][0]})
    else:
        raise AssertionError(skill)
    return True


@frame("kurou")
def h_kurou(state, f) -> None:
    """苦肉: lose 1 HP (not damage: no source, no 奸雄), then draw 2 if alive."""
    s = f["seat"]
    if f["step"] == "start":
        state["hp"][s] -= 1
        say(state, s, "kurou", f"loses 1 HP (HP {state['hp'][s]}).", f"体力を1失う（体力 {state['hp'][s]}）。")
        f["step"] = "draw"
        if state["hp"][s] <= 0:
            push(state, {"k": "dying", "seat": s, "killer": None})
        return
    ret(state)
    if state["alive"][s]:
        draw(state, s, 2)


@frame("zhiheng")
def h_zhiheng(state, f) -> None:
    """制衡: choose cards one at a time (hand or equipment), then "done":
    they are discarded together and as many are drawn."""
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


@frame("fanjian")
def h_fanjian(state, f) -> None:
    """反間: the target names a suit, then takes one of 周瑜's hand cards at
    random and shows it; a different suit: 周瑜 deals them 1 damage."""
    s, t = f["seat"], f["target"]
    if f["step"] == "start":
        say(state, s, "fanjian", f"on {S(t)}.", f"{S(t)}に。")
        f["step"] = "suit"
        ask(state, t, "suit", user=s)
        return
    if f["step"] == "suit":
        f["suit"] = take_answer(state)["suit"]
        hand = state["hand"][s]
        log(state, t, f"{S(t)} names {SUIT_NAME[f['suit']][0]}.", f"{S(t)}は{SUIT_NAME[f['suit']][1]}を宣言。")
        if not hand or not state["alive"][t]:
            ret(state)
            return
        c = hand[below(state, len(hand))]
        state["revealed"] = True
        remove(state, c)
        state["hand"][t].append(c)
        log(state, t, f"{S(t)} takes {C(c, 'en')} from {S(s)}.",
                 f"{S(t)}が{S(s)}から{C(c, 'ja')}を取る。")
        f["step"] = "end"
        if SUIT[c] != f["suit"]:
            push(state, {"k": "damage", "src": s, "dst": t, "n": 1})
        return
    ret(state)


@frame("heal_skill")
def h_heal_skill(state, f) -> None:
    """結姻 (discard 2 hand cards: 孫尚香 and a wounded man recover 1) and 青嚢
    (discard a hand card: a wounded player recovers 1)."""
    s, skill, t = f["seat"], f["skill"], f["targets"][0]
    if f["step"] == "start":
        f["step"] = "paid"
        ask(state, s, "cost", skill=skill, count=2 if skill == "jieyin" else 1, zone="hand")
        return
    ids = take_answer(state)["cards"]
    discard(state, ids)
    who = [s, t] if skill == "jieyin" else [t]
    say(state, s, skill, f"discards {Cs(ids, 'en')}; " + " and ".join(S(x) for x in who) + " recover 1 HP.",
        f"{Cs(ids, 'ja')}を捨て、" + "と".join(S(x) for x in who) + "が体力を1回復。")
    for x in who:
        heal(state, x)
    ret(state)


@frame("lijian")
def h_lijian(state, f) -> None:
    """離間: discard a card; the second man is regarded as using a 決闘 that
    no 明察秋毫 can cancel on the first. The 決闘's user is the second man:
    he is the source of its damage and the killer for rewards (**Ruling lijian_source**)."""
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


@frame("jijiang_use")
def h_jijiang_use(state, f) -> None:
    """激将 in the play phase: a 殺 another 蜀 player plays becomes 劉備's 殺 on
    the chosen target. If no one answers, 激将 is not offered again to use a
    殺 this phase (**Ruling hujia_jijiang**: so the phase cannot loop)."""
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
        log(state, s, "No one answers.", "誰も応じない。")
        return
    state["slashes"] += 1
    start_use(state, s, "slash", [c], [t])
