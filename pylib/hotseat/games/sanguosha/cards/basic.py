"""The basic cards: 殺 (Slash), 閃 (Dodge) and 桃 (Peach).

A 殺 is a ``slash`` frame per target, in FreeKill's order: the user's weapon
when the target is chosen (hook ``slash_aimed``: 雌雄双股剣), the target's
armour before the effect (``slash_blocked``: 仁王盾, unless ``armor_ignored``:
青釭剣), the 閃 (``respond``; ``armor_dodge``: 八卦陣 first), when dodged the
user's weapon again (``slash_dodged``: 青龍偃月刀, 貫石斧), else the damage
(:mod:`..damage`; 寒氷剣 and 麒麟弓 on causing it). The weapons and armour
themselves are in :mod:`.equipment`. 桃 on a dying player is in
:mod:`..damage` (the dying frame asks for it).
"""

from __future__ import annotations

from ..cards import name_label
from ..machine import S, ask, first, frame, log, push, ret, take_answer
from ..moves import C, Cs, discard, heal, played, skill_name
from ..use import effect
from ..answers import PROXIES


@effect("slash")
def fx_slash(state, f, t) -> None:
    push(state, {"k": "slash", "user": f["user"], "target": t, "cards": f["cards"],
                 "colour": f["colour"], "nododge": t in f.get("nododge", ())})


@effect("peach")
def fx_peach(state, f, t) -> None:
    heal(state, t)
    log(state, "healed", t, f"{S(t)} recovers 1 HP.", f"{S(t)}が体力を1回復。", amount=1, hp=state["hp"][t])


def answers_needed(state, seat) -> int:
    """How many 閃 (or 殺 in a 決闘) it takes to answer ``seat`` once: 2
    when a handler at ``two_answers`` says so (無双)."""
    return 2 if first("two_answers", state, seat) else 1


@frame("slash")
def h_slash(state, f) -> None:
    """One 殺 on one target (the module's docstring)."""
    u, t = f["user"], f["target"]
    step = f["step"]
    if step == "start":
        f["step"] = "armor"
        first("slash_aimed", state, f)
    elif step == "armor":
        ignore = first("armor_ignored", state, u)
        if not ignore and first("slash_blocked", state, f):
            ret(state)
            return
        f["left"] = answers_needed(state, u)
        f["armor_ok"] = not ignore
        f["step"] = "respond"
    if step == "respond" or (step == "armor" and f["step"] == "respond"):
        f["step"] = "dodged"
        if f.get("nododge"):
            state["ret"] = False
            return
        push(state, {"k": "respond", "seat": t, "need": "dodge", "src": u, "why": "slash",
                     "armor": f["armor_ok"]})
    elif step == "dodged":
        if state["ret"]:
            f["left"] -= 1
            if f["left"] > 0:
                log(state, "skill", u, f"Unrivalled: {S(t)} needs a second Dodge.", f"無双：{S(t)}はもう1枚閃が必要。",
                    skill="wushuang", targets=[t])
                f["step"] = "respond"
                return
        if not state["ret"]:
            f["step"] = "end"
            push(state, {"k": "damage", "src": u, "dst": t, "n": 1, "slash": True, "cards": f["cards"],
                         "by": "slash", "user": u})
            return
        f["step"] = "end"
        if not (state["alive"][u] and state["alive"][t]):
            return
        first("slash_dodged", state, f)
    elif step == "end":
        ret(state)


# --- answering with a card ---------------------------------------------------------------
@frame("respond")
def h_respond(state, f) -> None:
    """``seat`` must use or play one ``need`` (閃 or 殺). Returns True if it did.
    An armour (八卦陣) may be tried once per question before a 閃."""
    seat = f["seat"]
    step = f["step"]
    if step == "start":
        if not state["alive"][seat]:
            ret(state, False)
            return
        f["step"] = "ans"
        ask(state, seat, f["need"], src=f["src"], why=f["why"],
            armor=f["armor"] and not f.get("tried") and first("armor_dodge", state, seat),
            proxy=not f.get("proxied"))
    elif step == "ans":
        a = take_answer(state)
        kind = a["type"]
        if kind == "pass":
            what = {"dodge": ("Dodge", "閃"), "slash": ("Slash", "殺")}[f["need"]]
            log(state, "passed", seat, f"{S(seat)} plays no {what[0]}.", f"{S(seat)}は{what[1]}を出さない。",
                asked=f["need"])
            ret(state, False)
        elif kind == "armor":
            f["tried"] = True
            f["step"] = "armor"
            first("armor_answer", state, f)
        elif kind == "skill":
            # 護駕 / 激将: the lord's kingdom answers for him, in turn order.
            f["proxied"] = True
            f["step"] = "proxied"
            log(state, "skill", seat, f"{S(seat)} uses {skill_name(a['skill'], 'en')}.",
                f"{S(seat)}が{skill_name(a['skill'], 'ja')}を発動。", skill=a["skill"])
            # whose card it answers, so the prompt can tell its user so
            push(state, {"k": "proxy", "lord": seat, "need": f["need"], "skill": a["skill"],
                         "kingdom": PROXIES[a["skill"]][1], "src": f["src"], "why": f["why"]})
        else:
            ids = a["cards"] if kind == "spear" else [a["card"]]
            discard(state, ids)
            if a.get("skill"):
                label = name_label(f["need"])
                log(state, "played", seat, f"{S(seat)} plays {C(ids[0], 'en')} as {label['en']} ({skill_name(a['skill'], 'en')}).",
                    f"{S(seat)}が{C(ids[0], 'ja')}を{label['ja']}として出す（{skill_name(a['skill'], 'ja')}）。",
                    cards=list(ids), name=f["need"], skill=a["skill"])
            else:
                log(state, "played", seat, f"{S(seat)} plays {Cs(ids, 'en')}.", f"{S(seat)}が{Cs(ids, 'ja')}を出す。",
                    cards=list(ids), name=f["need"])
            played(state, seat, f["need"])
            ret(state, True)
    elif step == "proxied":
        c = state["ret"]
        if c is None:
            f["step"] = "start"
            return
        discard(state, [c])
        played(state, seat, f["need"])
        ret(state, True)
