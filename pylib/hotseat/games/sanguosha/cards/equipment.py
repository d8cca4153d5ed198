"""The equipment: each weapon's and armour's effect, with its card.

Putting a card in its slot is :func:`..moves.equip`; reach is the card
table's ``range`` (:func:`..table.attack_range`); the +1 and −1 horses act
only through :func:`..table.distance`. 諸葛連弩 (any number of 殺) is read
where the 殺 limit is (:func:`..answers.may_slash`), 丈八蛇矛 (two hand cards
as a 殺) and 方天画戟 (more targets) where the play phase's actions are
listed (:mod:`..answers`). What acts during a resolution registers here at
the timing points of :mod:`..machine`:

=================  =============  ==============================================
雌雄双股剣          slash_aimed     the target discards or the user draws
青釭剣              armor_ignored   the target's armour does nothing
仁王盾              slash_blocked   a black 殺 has no effect
八卦陣              armor_dodge     judge: red counts as a 閃 (once per question)
青龍偃月刀          slash_dodged    follow a dodged 殺 with another
貫石斧              slash_dodged    discard two cards: the dodged 殺 hits
寒氷剣              causing_damage  discard two of the target's cards instead
麒麟弓              causing_damage  discard one of the target's horses
=================  =============  ==============================================
"""

from __future__ import annotations

from ..answers import PICK_NOT_JUDGED
from ..machine import S, ask, log, on, push, ret, step, take_answer
from ..moves import C, Cs, discard, draw
from ..table import armor, owned, weapon
from ..cards import SUIT
from ..use import start_use


# --- 雌雄双股剣 (Double Swords) ---------------------------------------------------
@on("slash_aimed")
def double_swords(state, f) -> bool:
    u, t = f["user"], f["target"]
    g = state["gender"]
    # Ruling no_gender: the generals-off game has no genders, so it never triggers.
    if weapon(state, u) == "double_sword" and g[u] and g[t] and g[u] != g[t] and state["alive"][u]:
        f["step"] = "swords"
        ask(state, u, "swords", target=t)
        return True
    return False


@step("slash", "swords")
def h_swords(state, f) -> None:
    u, t = f["user"], f["target"]
    f["step"] = "armor"
    if take_answer(state)["type"] == "swords":
        log(state, "equipment", u, f"{S(u)} uses Double Swords on {S(t)}.", f"{S(u)}が{S(t)}に雌雄双股剣を発動。",
            name="double_sword", targets=[t])
        if state["hand"][t]:
            f["step"] = "swords_victim"
            ask(state, t, "swords_victim", user=u)
        else:
            draw(state, u, 1)


@step("slash", "swords_victim")
def h_swords_victim(state, f) -> None:
    u, t = f["user"], f["target"]
    f["step"] = "armor"
    a = take_answer(state)
    if a["type"] == "discard":
        discard(state, [a["card"]])
        log(state, "discarded", t, f"{S(t)} discards {C(a['card'], 'en')}.", f"{S(t)}が{C(a['card'], 'ja')}を捨てる。",
            cards=[a["card"]])
    else:
        draw(state, u, 1)


# --- 青釭剣 (Qinggang Sword) and 仁王盾 (Renwang Shield) ----------------------------
@on("armor_ignored")
def qinggang_sword(state, user) -> bool:
    return weapon(state, user) == "qinggang_sword"


@on("slash_blocked")
def renwang_shield(state, f) -> bool:
    t = f["target"]
    if armor(state, t) == "renwang_shield" and f["colour"] == "black":
        log(state, "equipment", t, f"Renwang Shield: the black Slash has no effect on {S(t)}.",
            f"仁王盾：黒の殺は{S(t)}に無効。", name="renwang_shield")
        return True
    return False


# --- 八卦陣 (Eight Diagram) -----------------------------------------------------------
@on("armor_dodge")
def eight_diagram(state, seat) -> bool:
    """Ruling eight_diagram_once: one try per question (the respond frame
    keeps ``tried``); a real 閃 may still follow a black judgement."""
    return armor(state, seat) == "eight_diagram"


@on("armor_answer")
def judge_eight_diagram(state, f) -> bool:
    seat = f["seat"]
    log(state, "equipment", seat, f"{S(seat)} judges for Eight Diagram.", f"{S(seat)}が八卦陣の判定を行う。",
        name="eight_diagram")
    push(state, {"k": "judge", "seat": seat, "why": "eight_diagram"})
    return True


@step("respond", "armor")
def h_eight_diagram_judged(state, f) -> None:
    j = state["ret"]
    if SUIT[j] in "HD":
        log(state, "equipment", f["seat"], f"{S(f['seat'])}'s Eight Diagram judgement is red: it counts as a Dodge.",
            f"{S(f['seat'])}の八卦陣の判定は赤：閃を出したものとする。",
            name="eight_diagram", outcome="dodge")
        ret(state, True)
    else:
        f["step"] = "start"


# --- 青龍偃月刀 (Blue Dragon Blade) and 貫石斧 (Stone Axe) ------------------------------
@on("slash_dodged")
def blade_or_axe(state, f) -> bool:
    u, t = f["user"], f["target"]
    w = weapon(state, u)
    if w == "blade":
        f["step"] = "blade"
        ask(state, u, "blade", target=t)
        return True
    if w == "axe":
        f["step"] = "axe"
        ask(state, u, "axe", target=t)
        return True
    return False


@step("slash", "blade")
def h_blade(state, f) -> None:
    """Ruling blade_free: the follow-up 殺 needs no distance and is not
    counted against the one-殺 limit."""
    u, t = f["user"], f["target"]
    a = take_answer(state)
    ret(state)
    if a["type"] != "pass":
        ids = a["cards"] if a["type"] == "spear" else [a["card"]]
        log(state, "equipment", u, f"{S(u)} follows up with Blue Dragon Blade.", f"{S(u)}が青龍偃月刀で追撃。",
            name="blade", targets=[t])
        start_use(state, u, "slash", ids, [t], spear=a["type"] == "spear", skill=a.get("skill"))


@step("slash", "axe")
def h_axe(state, f) -> None:
    u, t = f["user"], f["target"]
    a = take_answer(state)
    f["step"] = "end"
    if a["type"] == "axe":
        discard(state, a["cards"])
        log(state, "equipment", u, f"{S(u)} discards {Cs(a['cards'], 'en')} for Stone Axe: the Slash hits.",
            f"{S(u)}が{Cs(a['cards'], 'ja')}を捨てて貫石斧を発動：殺は命中する。",
            name="axe", cards=list(a["cards"]), targets=[t])
        push(state, {"k": "damage", "src": u, "dst": t, "n": 1, "slash": True, "cards": f["cards"],
                     "by": "slash", "user": u})


# --- 寒氷剣 (Ice Sword) and 麒麟弓 (Kylin Bow) -------------------------------------------
@on("causing_damage")
def ice_sword_or_kylin_bow(state, f) -> bool:
    src, dst = f["src"], f["dst"]
    w = weapon(state, src)
    if w == "ice_sword" and owned(state, dst):
        f["step"] = "ice"
        ask(state, src, "ice", target=dst)
        return True
    if w == "kylin_bow" and (state["equip"][dst]["plus"] or state["equip"][dst]["minus"]):
        f["step"] = "kylin"
        ask(state, src, "kylin", target=dst)
        return True
    return False


PICK_NOT_JUDGED.add("ice_sword")


@step("damage", "ice")
def h_ice_sword(state, f) -> None:
    src, dst = f["src"], f["dst"]
    a = take_answer(state)
    if a["type"] == "ice":
        log(state, "equipment", src, f"{S(src)} uses Ice Sword: no damage, two of {S(dst)}'s cards are discarded.",
            f"{S(src)}が寒氷剣を発動：ダメージの代わりに{S(dst)}の札を2枚捨てさせる。",
            name="ice_sword", targets=[dst])
        f["step"] = "end"
        push(state, {"k": "pick", "picker": src, "target": dst, "why": "ice_sword", "left": 2,
                     "judge_area": False})
    else:
        f["step"] = "reduce"


@step("damage", "kylin")
def h_kylin_bow(state, f) -> None:
    src = f["src"]
    a = take_answer(state)
    f["step"] = "reduce"
    if a["type"] == "pick":
        discard(state, [a["card"]])
        log(state, "equipment", src, f"{S(src)} uses Kylin Bow: {C(a['card'], 'en')} is discarded.",
            f"{S(src)}が麒麟弓を発動：{C(a['card'], 'ja')}を捨てさせる。",
            name="kylin_bow", cards=[a["card"]], targets=[f["dst"]])
