"""Damage, dying and death.

A ``damage`` frame goes in the seed's order (§10): causing it (hook
``causing_damage``: 寒氷剣, 麒麟弓), the amount (``damage_amount``: 裸衣),
HP down, a ``dying`` frame first if HP ≤ 0, then after the damage
(``after_damage``: 奸雄, 反饋, 剛烈, 遺計). A dying player is asked about
by everyone with a 桃 (``peach_heal``: 救援); one no one saves dies
(:func:`die`), and the game may end there.
"""

from __future__ import annotations

from . import events
from .machine import HOOKS, S, ask, end_game, first, frame, log, push, ret, take_answer
from .moves import C, discard, draw, heal, skill_name
from .roles import NAMES as ROLE
from .roles import winner
from .table import asking_order, equipped


@frame("damage")
def h_damage(state, f) -> None:
    src, dst = f["src"], f["dst"]
    step = f["step"]
    if step == "start":
        f["step"] = "reduce"
        if not state["alive"][dst]:
            ret(state)
            return
        if f.get("slash") and src is not None and state["alive"][src]:
            first("causing_damage", state, f)
    elif step == "reduce":
        for handler in HOOKS["damage_amount"]:
            handler(state, f)
        n = f["n"]
        state["hp"][dst] -= n
        kind = (" thunder", "雷") if f.get("thunder") else ("", "")
        by = (f" from {S(src)}", f"{S(src)}から") if src is not None else ("", "")
        log(state, "damaged", dst, f"{S(dst)} takes {n}{kind[0]} damage{by[0]} (HP {state['hp'][dst]}).",
            f"{S(dst)}が{by[1]}{n}点の{kind[1]}ダメージを受ける（体力 {state['hp'][dst]}）。",
            amount=n, src=src, thunder=bool(f.get("thunder")), hp=state["hp"][dst])
        if src is not None:
            state["dealt"][src][dst] += n
        f["step"] = "after"
        if state["hp"][dst] <= 0:
            push(state, {"k": "dying", "seat": dst, "killer": src})
    elif step == "after":
        # After the damage (and any dying), the one hurt may use their skill.
        f["step"] = "end"
        if state["alive"][dst]:
            first("after_damage", state, f)
    else:
        ret(state)


@frame("dying")
def h_dying(state, f) -> None:
    """A dying player is asked about by every living player in turn from the
    current player (the dying one too), each until they decline or the
    player is saved (notes §1.6); if no one saves them, they die."""
    seat = f["seat"]
    if f["step"] == "start":
        f["order"] = asking_order(state)
        f["i"] = 0
        f["step"] = "ask"
        log(state, "dying", seat, f"{S(seat)} is dying.", f"{S(seat)}が瀕死状態になる。")
    if f["step"] == "ask":
        if state["hp"][seat] > 0:
            ret(state, True)
            return
        while f["i"] < len(f["order"]) and not state["alive"][f["order"][f["i"]]]:
            f["i"] += 1
        if f["i"] >= len(f["order"]):
            state["stack"].pop()
            die(state, seat, f["killer"])
            return
        f["step"] = "ans"
        ask(state, f["order"][f["i"]], "peach", dying=seat, need=1 - state["hp"][seat])
        return
    s = f["order"][f["i"]]
    a = take_answer(state)
    f["step"] = "ask"
    if a["type"] == "pass":
        if not a.get("auto"):
            events.refused(state, s, seat)
        f["i"] += 1
        return
    events.helped(state, s, seat)
    discard(state, [a["card"]])
    more = [m for m in (h(state, s, seat) for h in HOOKS["peach_heal"]) if m]
    heal(state, seat, 1 + sum(m[0] for m in more))
    what = (C(a["card"], "en"), C(a["card"], "ja"))
    if a.get("skill"):
        what = (f"{what[0]} as Peach ({skill_name(a['skill'], 'en')})",
                f"{what[1]}を桃として（{skill_name(a['skill'], 'ja')}）")
    log(state, "used", s, f"{S(s)} uses {what[0]} on {S(seat)} (HP {state['hp'][seat]}).",
        f"{S(s)}が{S(seat)}に{what[1]}" + ("" if a.get("skill") else "を") + f"使用（体力 {state['hp'][seat]}）。",
        cards=[a["card"]], name="peach", targets=[seat], hp=state["hp"][seat],
        **({"skill": a["skill"]} if a.get("skill") else {}))
    for k, en, ja, skill in more:
        log(state, "skill", seat, en, ja, skill=skill, amount=k)


def die(state, seat: int, killer) -> None:
    """Death: every card of the dead is discarded, the role revealed, the
    game checked at once; then the killer's reward or penalty (notes §1.6):
    killing a rebel draws 3, the lord killing a loyalist discards hand and
    equipment (**Ruling lord_penalty**). No reward without a living killer
    (雷電)."""
    role = state["roles"][seat]
    state["alive"][seat] = False
    state["killer"][seat] = killer
    state["ask"] = None
    log(state, "died", seat, f"{S(seat)} dies: they were the {ROLE[role]['en']}.",
        f"{S(seat)}が死亡：身分は{ROLE[role]['ja']}。", role=role, src=killer)
    state["revealed"] = True
    lost = state["hand"][seat] + equipped(state, seat) + state["judge"][seat]
    discard(state, lost)
    side = winner(state["roles"], state["alive"])
    if side is not None:
        end_game(state, side)
        return
    if killer is None or not state["alive"][killer]:
        return
    if role == "rebel":
        log(state, "reward", killer, f"{S(killer)} killed a rebel and draws 3.",
            f"{S(killer)}は反賊を倒したので3枚引く。", amount=3, targets=[seat])
        draw(state, killer, 3)
    elif role == "loyalist" and state["roles"][killer] == "lord":
        lost = state["hand"][killer] + equipped(state, killer)
        log(state, "penalty", killer, f"{S(killer)}, the lord, killed a loyalist and discards every card in hand and equipment.",
            f"主公の{S(killer)}が忠臣を倒したので手札と装備をすべて捨てる。", cards=list(lost), targets=[seat])
        discard(state, lost)
