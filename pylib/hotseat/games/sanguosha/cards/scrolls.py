"""The scrolls (錦囊) that resolve at once: what each does to one target
(registered with :func:`..use.effect`) and the frames they push.

無中生有 draws 2; 桃園結義 heals the wounded; 過河拆橋 / 順手牽羊 pick a card
(``pick``); 決闘 (``duel``); 借刀殺人 (``collateral``); 南蛮襲来 / 万箭斉発
(``aoe``); 五穀豊穣 (``grace``); and 明察秋毫, the window every scroll's
target opens before its effect (``nullify``, pushed by :mod:`..use`).
The delayed scrolls are in :mod:`.delayed`.
"""

from __future__ import annotations

from .. import events
from ..machine import HOOKS, S, ask, frame, log, push, ret, take_answer
from ..moves import C, clear_table, draw, discard, heal, to_table
from ..table import asking_order, below, equipped, has_any, remove, wounded
from ..use import effect, start_use
from .basic import answers_needed


@effect("ex_nihilo")
def fx_ex_nihilo(state, f, t) -> None:
    draw(state, t, 2)


@effect("god_salvation")
def fx_god_salvation(state, f, t) -> None:
    if wounded(state, t):
        heal(state, t)
        log(state, "healed", t, f"{S(t)} recovers 1 HP.", f"{S(t)}が体力を1回復。", amount=1, hp=state["hp"][t])


@effect("dismantlement")
@effect("snatch")
def fx_take(state, f, t) -> None:
    """過河拆橋 / 順手牽羊: the user picks one of the target's cards."""
    if state["alive"][f["user"]] and has_any(state, t):
        push(state, {"k": "pick", "picker": f["user"], "target": t, "why": f["name"], "left": 1,
                     "take": f["name"] == "snatch"})


@effect("duel")
def fx_duel(state, f, t) -> None:
    push(state, {"k": "duel", "user": f["user"], "target": t, "turn": t, "cards": f["cards"]})


@effect("collateral")
def fx_collateral(state, f, t) -> None:
    victim = f["victim"]
    if state["equip"][t]["weapon"]:
        push(state, {"k": "collateral", "user": f["user"], "wielder": t, "victim": victim})


@effect("savage_assault")
@effect("archery_attack")
def fx_aoe(state, f, t) -> None:
    need = "slash" if f["name"] == "savage_assault" else "dodge"
    push(state, {"k": "aoe", "user": f["user"], "target": t, "need": need, "name": f["name"],
                 "cards": f["cards"]})


@effect("amazing_grace")
def fx_grace(state, f, t) -> None:
    if state["grace"]:
        push(state, {"k": "grace", "seat": t})


@frame("grace")
def h_grace(state, f) -> None:
    if f["step"] == "start":
        f["step"] = "ans"
        ask(state, f["seat"], "grace")
        return
    c = take_answer(state)["card"]
    state["grace"].remove(c)
    state["hand"][f["seat"]].append(c)
    log(state, "took", f["seat"], f"{S(f['seat'])} takes {C(c, 'en')}.", f"{S(f['seat'])}が{C(c, 'ja')}を取る。",
        cards=[c])
    ret(state)


@frame("aoe")
def h_aoe(state, f) -> None:
    """南蛮襲来 / 万箭斉発 on one target: play 殺 / 閃, or take 1 damage."""
    if f["step"] == "start":
        f["step"] = "done"
        push(state, {"k": "respond", "seat": f["target"], "need": f["need"], "src": f["user"],
                     "why": f["name"], "armor": f["need"] == "dodge"})
    elif f["step"] == "done":
        f["step"] = "end"
        if not state["ret"]:
            push(state, {"k": "damage", "src": f["user"], "dst": f["target"], "n": 1,
                         "cards": f["cards"], "by": f["name"], "user": f["user"]})
    else:
        ret(state)


@frame("duel")
def h_duel(state, f) -> None:
    """決闘: the target first, the two play 殺 in turn; the first who does not
    takes 1 damage from the other."""
    other = f["user"] if f["turn"] == f["target"] else f["target"]
    if f["step"] == "start":
        if not (state["alive"][f["user"]] and state["alive"][f["target"]]):
            ret(state)
            return
        # 無双: against 呂布, two 殺 each time (**Ruling wushuang_two**: also in 離間's 決闘).
        f["left"] = answers_needed(state, other)
        f["step"] = "ask"
    if f["step"] == "ask":
        f["step"] = "ans"
        push(state, {"k": "respond", "seat": f["turn"], "need": "slash", "src": other,
                     "why": "duel", "armor": False})
    elif f["step"] == "ans":
        if state["ret"]:
            f["left"] -= 1
            if f["left"] > 0 and state["alive"][other] and state["alive"][f["turn"]]:
                log(state, "skill", other, f"Unrivalled: {S(f['turn'])} needs a second Slash.",
                    f"無双：{S(f['turn'])}はもう1枚殺が必要。", skill="wushuang", targets=[f["turn"]])
                f["step"] = "ask"
                return
            f["turn"] = other
            f["step"] = "start"
        else:
            f["step"] = "end"
            push(state, {"k": "damage", "src": other, "dst": f["turn"], "n": 1, "cards": f["cards"],
                         "by": "duel", "user": f["user"]})
    else:
        ret(state)


@frame("collateral")
def h_collateral(state, f) -> None:
    """借刀殺人: the wielder uses 殺 on the victim, or gives the user their weapon.
    **Ruling collateral_victim_gone:** a wielder who cannot 殺 the victim any
    more (the victim died) gives the weapon."""
    w = f["wielder"]
    if f["step"] == "start":
        f["step"] = "ans"
        ask(state, w, "collateral", user=f["user"], victim=f["victim"])
        return
    a = take_answer(state)
    if a["type"] == "pass":
        wpn = state["equip"][w]["weapon"]
        if wpn and state["alive"][f["user"]]:
            remove(state, wpn)
            state["hand"][f["user"]].append(wpn)
            log(state, "gave", w, f"{S(w)} gives {C(wpn, 'en')} to {S(f['user'])}.",
                f"{S(w)}が{C(wpn, 'ja')}を{S(f['user'])}に渡す。", cards=[wpn], targets=[f["user"]])
        ret(state)
        return
    ret(state)
    ids = a["cards"] if a["type"] == "spear" else [a["card"]]
    start_use(state, w, "slash", ids, [f["victim"]], spear=a["type"] == "spear", skill=a.get("skill"))


@frame("nullify")
def h_nullify(state, f) -> None:
    """A 明察秋毫 window on one event: every living seat, from the current
    player, may answer with 明察秋毫; one that does opens a new window on its
    own card (a new event everyone may answer again). Returns True if the
    event is cancelled.

    **Ruling nullify_pass:** a seat that passes may not answer the same
    event again (seed §8); when a 明察秋毫 on it is itself cancelled, the
    window on the event goes round again from the current player, skipping
    those who passed."""
    step = f["step"]
    if step == "start":
        f["order"] = asking_order(state)
        f["i"] = 0
        f["passed"] = []
        f["step"] = "ask"
    if f["step"] == "ask":
        while f["i"] < len(f["order"]):
            s = f["order"][f["i"]]
            if state["alive"][s] and s not in f["passed"]:
                f["step"] = "ans"
                # The chain so far, from the card first answered to the one
                # this window would cancel, so the table can say what is at stake.
                chain = [x["event"] for x in state["stack"] if x["k"] == "nullify"]
                ask(state, s, "nullify", event=f["event"], depth=len(chain),
                    chain=[dict(e) for e in chain])
                return
            f["i"] += 1
        ret(state, False)
    elif step == "ans":
        _nullified(state, f)
    elif step == "chained":
        clear_table(state, [f["by"]])
        if state["ret"]:
            f["i"] = 0
            f["step"] = "ask"
        else:
            ret(state, True)


def _nullified(state, f) -> None:
    """The answer in a 明察秋毫 window: a pass, or a 明察秋毫 that opens the
    window on itself."""
    s = f["order"][f["i"]]
    a = take_answer(state)
    if a["type"] == "pass":
        f["passed"].append(s)
        f["i"] += 1
        f["step"] = "ask"
        return
    c = a["card"]
    to_table(state, [c])
    for handler in HOOKS["card_used"]:
        handler(state, s, "nullification", None)
    ev = f["event"]
    if ev["name"] == "nullification":
        log(state, "used", s, f"{S(s)} uses {C(c, 'en')} against {C(ev['card'], 'en')}.",
            f"{S(s)}が{C(ev['card'], 'ja')}に{C(c, 'ja')}を使用。",
            cards=[c], name="nullification", against=ev["card"], targets=[])
    else:
        log(state, "used", s, f"{S(s)} uses {C(c, 'en')}: {C(ev['card'], 'en')} on {S(ev['target'])} is cancelled unless answered.",
            f"{S(s)}が{C(c, 'ja')}を使用：{S(ev['target'])}への{C(ev['card'], 'ja')}を打ち消す（応答がなければ）。",
            cards=[c], name="nullification", against=ev["card"], targets=[ev["target"]])
    events.nullified(state, s)
    f["by"] = c
    f["step"] = "chained"
    push(state, {"k": "nullify", "event": {"name": "nullification", "card": c, "user": s,
                                           "target": ev["target"]}})


@frame("pick")
def h_pick(state, f) -> None:
    """The picker takes (``take``: 順手牽羊, 反饋) or discards (過河拆橋,
    寒氷剣) ``left`` cards of the target, one at a time, from hand,
    equipment and (unless ``judge_area`` is False: 寒氷剣) judgement area.
    A hand card is drawn blind by the game's generator (issue: never chosen
    with the cards in view)."""
    p, t = f["picker"], f["target"]
    if f["step"] == "start":
        zones_empty = not (state["hand"][t] or equipped(state, t)
                           or (f.get("judge_area", True) and state["judge"][t]))
        if f["left"] <= 0 or zones_empty or not state["alive"][p]:
            ret(state)
            return
        f["step"] = "ans"
        ask(state, p, "pick", target=t, why=f["why"])
        return
    a = take_answer(state)
    f["left"] -= 1
    f["step"] = "start"
    if "zone" in a:
        hand = state["hand"][t]
        c = hand[below(state, len(hand))]
        state["revealed"] = True
        blind = True
    else:
        c = a["card"]
        blind = False
    events.picked(state, p, t, f["why"], c in state["judge"][t])
    if f.get("take"):
        remove(state, c)
        state["hand"][p].append(c)
        if blind:
            log(state, "took", p, f"{S(p)} takes a card from {S(t)}'s hand.", f"{S(p)}が{S(t)}の手札を1枚取る。",
                src=t)
            log(state, "took", p, f"{S(p)} takes {C(c, 'en')} from {S(t)}'s hand.",
                f"{S(p)}が{S(t)}の手札から{C(c, 'ja')}を取る。", to=[p, t], src=t, cards=[c])
        else:
            log(state, "took", p, f"{S(p)} takes {C(c, 'en')} from {S(t)}.", f"{S(p)}が{S(t)}の{C(c, 'ja')}を取る。",
                src=t, cards=[c])
    else:
        discard(state, [c])
        where = (" from hand", "の手札から") if blind else ("", "の")
        log(state, "discarded", p, f"{S(p)} discards {C(c, 'en')}{where[0]} of {S(t)}.",
            f"{S(p)}が{S(t)}{where[1]}{C(c, 'ja')}を捨てさせる。", cards=[c], src=t)
