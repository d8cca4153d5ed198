"""Using a card: from the play-phase action to each target's effect.

:func:`begin_use` takes a checked play-phase action: equipment goes to its
slot, a delayed scroll to a judgement area, a play-phase skill to its own
module (the ``play_skill`` hook); anything else is put on the table by
:func:`start_use` and resolved by a ``use`` frame, target by target. The
order of the windows follows FreeKill's stage lists (notes §0): for a 殺,
first every target may move it (hook ``slash_targeted``: 流離), then its
user acts on each (hook ``slash_specified``: 鉄騎); for a scroll each target
gets a 明察秋毫 window ("before it takes effect"), then the effect.

A card's effect on one target is registered with :func:`effect` by its
kind's module in :mod:`.cards` (``@effect("duel")``).
"""

from __future__ import annotations

from typing import Callable, NamedTuple

from . import cards, events
from .cards import NAME
from .machine import HOOKS, S, first, frame, log, push, ret
from .moves import C, Cs, Ss, clear_table, equip, note_aim, played, skill_name, to_table
from .table import order_from, remove, top, wounded

#: Cards whose several targets (方天画戟) are a set, not a sequence: chosen
#: in any order, resolved in turn order from the user (**Ruling
#: halberd_spear**). 借刀殺人's two are a sequence: wielder, then victim.
SET_TARGETS = {"slash"}

HARMFUL = {"slash", "dismantlement", "snatch", "duel", "collateral", "indulgence",
           "savage_assault", "archery_attack"}

#: Card name -> ``effect(state, use_frame, target)``: what it does to one target.
EFFECTS: dict[str, Callable] = {}


def effect(name: str):
    """Register what the card ``name`` does to one target of its use."""
    def register(fn):
        EFFECTS[name] = fn
        return fn
    return register


class Conversion(NamedTuple):
    """What a conversion skill makes of which cards, from where, and when."""
    makes: tuple[tuple[str, str], ...]
    """(the card made, of which cards): a colour (``"red"``), a suit
    (``"D"``) or a card name; the first that fits the card decides (龍胆
    has two rows, 殺 as 閃 and 閃 as 殺)."""
    zone: str
    """``"hand"``, or ``"any"`` (hand or equipment)."""
    when: Callable | None = None
    """``when(state, seat)``: whether it may be used now (急救: outside
    one's own turn); None for always."""


#: Conversion skill -> its :class:`Conversion`. Each conversion skill's
#: module registers its own row (武聖: a red card as 殺); a card is used or
#: played as the card its row makes (:func:`conversion_name`), listed by
#: :func:`..answers.conversions`.
CONVERSIONS: dict[str, Conversion] = {}


def conversion_name(skill: str, cid: str):
    """What ``skill`` makes of card ``cid`` (None if it cannot)."""
    if skill not in CONVERSIONS:
        return None
    for made, of in CONVERSIONS[skill].makes:
        if of in (cards.colour(cid), cards.SUIT[cid], NAME[cid]):
            return made
    return None


def converted(a: dict):
    """The card name an action's conversion skill turns its card into, or None."""
    skill = a.get("skill")
    return conversion_name(skill, a["card"]) if skill else None


def begin_use(state, seat: int, a: dict) -> None:
    """Start resolving a play-phase action already checked by :mod:`.answers`."""
    if a["type"] == "skill":
        first("play_skill", state, seat, a)
        return
    if a["type"] == "spear":
        ids = list(a["cards"])
        name = "slash"
    else:
        ids = [a["card"]]
        name = converted(a) or NAME[a["card"]]
    targets = list(a.get("targets", []))
    kind = cards.NAMES[name]["kind"]
    if name == "slash":
        state["slashes"] += 1
    if kind == "equip":
        equip(state, seat, ids[0])
        log(state, "equipped", seat, f"{S(seat)} equips {C(ids[0], 'en')}.", f"{S(seat)}が{C(ids[0], 'ja')}を装備する。",
            cards=ids, name=name)
        return
    if kind == "delayed":
        place_delayed(state, seat, a, name, ids[0], targets[0] if targets else seat)
        return
    start_use(state, seat, name, ids, targets, spear=a["type"] == "spear", skill=a.get("skill"))


def place_delayed(state, seat: int, a: dict, name: str, c: str, target: int) -> None:
    """A delayed scroll goes to the target's judgement area (its use is its
    judgement, in that player's judgement phase: :mod:`.cards.delayed`)."""
    remove(state, c)
    state["judge"][target].append(c)
    what = (C(c, "en"), C(c, "ja"))
    if name != NAME[c]:
        # A card placed as another (国色): the judgement area remembers what it is.
        state["as"][c] = name
        label = cards.name_label(name)
        what = (f"{C(c, 'en')} as {label['en']} ({skill_name(a['skill'], 'en')})",
                f"{C(c, 'ja')}を{label['ja']}として（{skill_name(a['skill'], 'ja')}）")
    fields = {"cards": [c], "name": name, "targets": [target]}
    if name != NAME[c]:
        fields["skill"] = a["skill"]
    if target == seat:
        log(state, "placed", seat, f"{S(seat)} places {what[0]} in their own judgement area.",
            f"{S(seat)}が{what[1]}自分の判定区に置く。" if name != NAME[c] else
            f"{S(seat)}が{what[1]}を自分の判定区に置く。", **fields)
    else:
        note_aim(state, seat, target)
        events.aimed(state, seat, name, [target])
        log(state, "placed", seat, f"{S(seat)} places {what[0]} on {S(target)}.",
            f"{S(seat)}が{what[1]}{S(target)}の判定区に置く。" if name != NAME[c] else
            f"{S(seat)}が{what[1]}を{S(target)}の判定区に置く。", **fields)


def _targets(state, user: int, name: str, targets: list) -> list:
    """The targets a use resolves, in order: the chosen ones, or those the
    card names itself (every other seat for 南蛮襲来, everyone for 五穀豊穣)."""
    if name in ("savage_assault", "archery_attack"):
        return [s for s in order_from(state, user) if s != user]
    if name in ("god_salvation", "amazing_grace"):
        return order_from(state, user)
    if name in ("ex_nihilo", "peach"):
        return [user]
    if name in SET_TARGETS and len(targets) > 1:
        order = order_from(state, user)
        return sorted(targets, key=order.index)
    return targets


def _say_use(state, user, name, ids, targets, spear, skill) -> None:
    if skill:
        label = cards.name_label(name)
        what_en = f"{C(ids[0], 'en')} as {label['en']} ({skill_name(skill, 'en')})"
        what_ja = f"{C(ids[0], 'ja')}を{label['ja']}として（{skill_name(skill, 'ja')}）"
    else:
        what_en = ("two cards as Slash (" + Cs(ids, "en") + ")") if spear else C(ids[0], "en")
        what_ja = ("2枚を殺として（" + Cs(ids, "ja") + "）") if spear else C(ids[0], "ja")
    shown = [t for t in targets if t != user] if name not in ("collateral",) else targets[:1]
    if shown and name in HARMFUL | {"collateral"}:
        to_en = " on " + Ss(shown, "en")
        to_ja = Ss(shown, "ja") + "に"
    else:
        to_en = to_ja = ""
    if name == "collateral":
        to_en += f" (Slash at {S(targets[1])})"
        to_ja = f"{S(targets[0])}に（{S(targets[1])}へ殺）"
    fields = {"cards": list(ids), "name": name, "targets": list(targets[:1] if name == "collateral" else targets)}
    if skill:
        fields["skill"] = skill
    if name == "collateral":
        fields["victim"] = targets[1]
    log(state, "used", user, f"{S(user)} uses {what_en}{to_en}.",
        f"{S(user)}が{to_ja}{what_ja}使用。" if skill else f"{S(user)}が{to_ja}{what_ja}を使用。", **fields)
    for t in shown:
        if name in HARMFUL:
            note_aim(state, user, t)


def start_use(state, user: int, name: str, ids: list, targets: list, spear: bool = False,
              skill: str | None = None) -> None:
    """Put ``ids`` on the table and push the frame that resolves ``name``
    (``ids`` may be a converted card, or none for 離間's 決闘)."""
    to_table(state, ids)
    if name == "slash":
        played(state, user, "slash")
    targets = _targets(state, user, name, targets)
    _say_use(state, user, name, ids, targets, spear, skill)
    events.aimed(state, user, name, targets)
    state["uses"] += 1
    f = {"k": "use", "name": name, "user": user, "cards": ids, "targets": targets,
         "i": 0, "colour": cards.colour_of(ids), "step": "confirm" if name == "slash" else "start",
         "uid": state["uses"]}
    for handler in HOOKS["card_used"]:
        handler(state, user, name, skill)
    if name == "collateral":
        # The victim is not a target of the scroll: only the wielder is.
        f["targets"] = targets[:1]
        f["victim"] = targets[1]
    push(state, f)
    if name == "amazing_grace":
        # Ruling grace_order: the cards are turned up as the scroll is used, one per target.
        shown_cards = []
        for _ in targets:
            c = top(state)
            if c is None:
                break
            shown_cards.append(c)
        state["grace"] = shown_cards
        log(state, "turned_up", None, "Turned up: " + Cs(shown_cards, "en") + ".",
            "めくられた札：" + Cs(shown_cards, "ja") + "。", cards=list(shown_cards))


def _each_target(state, f, point: str, then: str) -> None:
    """Offer each target of the 殺 in turn to ``point``'s handlers (one that
    asks sets the frame's step and returns True); then go on to ``then``."""
    while f["i"] < len(f["targets"]):
        if first(point, state, f, f["targets"][f["i"]]):
            return
        f["i"] += 1
    f["i"] = 0
    f["step"] = then


@frame("use")
def h_use(state, f) -> None:
    """One card's use, target by target (the module's docstring)."""
    name = f["name"]
    step = f["step"]
    targets = f["targets"]
    if step == "confirm":
        _each_target(state, f, "slash_targeted", "specified")
        return
    if step == "specified":
        f.setdefault("nododge", [])
        _each_target(state, f, "slash_specified", "start")
        return
    if step == "start":
        if f["i"] >= len(targets):
            finish_use(state, f)
            return
        t = targets[f["i"]]
        if not state["alive"][t]:
            f["i"] += 1
            return
        if cards.NAMES[name]["kind"] == "trick" and not f.get("unstoppable"):
            if name == "god_salvation" and not wounded(state, t):
                # Ruling god_salvation_full: 桃園の誓い skips a target at full
                # health (it would do nothing), so no one is asked to cancel it there.
                f["i"] += 1
                return
            f["step"] = "effect"
            push(state, {"k": "nullify", "event": {"name": name, "card": f["cards"][0],
                                                    "user": f["user"], "target": t}})
            return
        state["ret"] = False
        f["step"] = "effect"
    elif step == "effect":
        cancelled = state["ret"]
        t = targets[f["i"]]
        f["i"] += 1
        f["step"] = "start"
        if cancelled:
            return
        EFFECTS[name](state, f, t)


def finish_use(state, f) -> None:
    clear_table(state, f["cards"])
    if f["name"] == "amazing_grace" and state["grace"]:
        left = state["grace"]
        state["discard"].extend(left)
        log(state, "discarded", None, "Left over and discarded: " + Cs(left, "en") + ".",
            "残りの札を捨てる：" + Cs(left, "ja") + "。", cards=list(left))
        state["grace"] = []
    ret(state)
