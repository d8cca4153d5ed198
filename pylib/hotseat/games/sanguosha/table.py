"""The table: seats, zones, distance and attack range, the piles.

Everything here is a plain function of the JSON state (see :mod:`.rules` for
its fields). Seats are numbered in turn order: seat ``s + 1`` plays after
seat ``s`` (the rulebook's counter-clockwise, "the player to the right goes
next"; notes §1.3), and questions go round in the same order.
"""

from __future__ import annotations

from typing import Callable, NamedTuple

from hotseat.rng import Rng

from . import cards
from .cards import NAME, SLOT
from .generals import GENERALS
from .machine import every


def living(state) -> list[int]:
    return [s for s, a in enumerate(state["alive"]) if a]


def order_from(state, start: int) -> list[int]:
    """The living seats in turn order, from ``start`` (or the next living
    seat after it, if ``start`` is dead).

    >>> order_from({"alive": [True, False, True, True]}, 1)
    [2, 3, 0]
    """
    n = len(state["alive"])
    return [(start + i) % n for i in range(n) if state["alive"][(start + i) % n]]


def next_alive(state, seat: int) -> int:
    """The next living seat after ``seat`` (``seat`` itself if it is the only one)."""
    n = len(state["alive"])
    for i in range(1, n + 1):
        s = (seat + i) % n
        if state["alive"][s]:
            return s
    return seat


def asking_order(state) -> list[int]:
    """Who is asked, in order, when everyone may answer: from the current
    player (seed §8), the living only."""
    return order_from(state, state["current"])


def seat_distance(state, a: int, b: int) -> int:
    """The shorter way round between ``a`` and ``b``, counting living seats
    only (seed §1: a death brings its neighbours one closer); 0 to oneself."""
    if a == b:
        return 0
    alive = state["alive"]
    n = len(alive)
    forward = 0
    s = a
    while s != b:
        s = (s + 1) % n
        if alive[s]:
            forward += 1
    total = sum(1 for x in alive if x)
    if not alive[a]:
        total += 1
    if not alive[b]:
        total += 1
    return min(forward, total - forward)


#: Skill -> how much nearer its owner is to every other player (馬術
#: registers 1 in its module).
NEARER: dict[str, int] = {}


def distance(state, a: int, b: int, without=()) -> int:
    """``a``'s distance to ``b``: seats, −1 for ``a``'s −1 horse (and for a
    skill of :data:`NEARER`), +1 for ``b``'s +1 horse, at least 1 to another
    player (seed §1, notes §1.5).

    The seed's example: six players A–F, D is 1 from C and E, 2 from B and
    F, 3 from A.

    >>> st = {"alive": [True] * 6, "equip": [{"plus": None, "minus": None}] * 6}
    >>> [distance(st, 3, s) for s in range(6)]
    [3, 2, 1, 0, 1, 2]
    """
    if a == b:
        return 0
    d = seat_distance(state, a, b)
    minus = state["equip"][a]["minus"]
    if minus and minus not in without:
        d -= 1
    for skill, n in NEARER.items():
        if has(state, a, skill):
            d -= n
    if state["equip"][b]["plus"]:
        d += 1
    return max(d, 1)


def attack_range(state, seat: int, without=()) -> int:
    """1, or the equipped weapon's range (seed §2). ``without``: cards that
    are leaving as this is asked (a weapon used as 殺 through 武聖 does not
    lengthen the reach of that 殺; **Ruling conversion_range**)."""
    w = state["equip"][seat]["weapon"]
    return cards.weapon_range(None if w in without else w)


def in_range(state, a: int, b: int, without=()) -> bool:
    """Whether ``b`` is within ``a``'s attack range."""
    return a != b and distance(state, a, b, without) <= attack_range(state, a, without)


def has(state, seat: int, skill: str) -> bool:
    """Whether ``seat`` has ``skill`` now (living, its general's, a lord
    skill only for the lord). ``state["skills"]`` is filled when the
    generals are revealed; the beginner game has none."""
    sk = state.get("skills")
    return bool(sk) and skill in sk[seat] and state["alive"][seat]


def kingdom(state, seat):
    g = state["general"][seat]
    return GENERALS[g]["kingdom"] if g else None


def male(state, seat) -> bool:
    return state["gender"][seat] == "male"


class Shield(NamedTuple):
    """A locked skill that keeps its owner from being chosen as a target."""
    cards: frozenset[str]
    """The card names whose target its owner cannot be chosen as."""
    when: Callable
    """``when(state, seat)``: whether it shields its owner now."""
    refusal: Callable
    """``refusal(seat, card_label)``: the IllegalAction naming the skill,
    for an action that chose its owner anyway."""


#: Locked skill -> its :class:`Shield` (空城, 謙遜 register theirs in their
#: modules): read by :func:`choosable` for every target list and by
#: :mod:`.answers` for the refusal.
UNTARGETABLE: dict[str, Shield] = {}


def shield(state, t, name: str) -> str | None:
    """The skill of :data:`UNTARGETABLE` that keeps ``t`` from being chosen
    as a target of a ``name`` now, or None."""
    for skill, sh in UNTARGETABLE.items():
        if name in sh.cards and has(state, t, skill) and sh.when(state, t):
            return skill
    return None


def choosable(state, t, name: str) -> bool:
    """Whether ``t`` may be chosen as a target of a ``name`` (by its user, or
    by a skill choosing one: 流離, 離間), as far as the skills of
    :data:`UNTARGETABLE` say."""
    return shield(state, t, name) is None


def weapon(state, seat: int) -> str | None:
    """The name of ``seat``'s weapon (``"blade"``), or None."""
    w = state["equip"][seat]["weapon"]
    return NAME[w] if w else None


def armor(state, seat: int) -> str | None:
    w = state["equip"][seat]["armor"]
    return NAME[w] if w else None


def equipped(state, seat: int) -> list[str]:
    """The ids in ``seat``'s equipment area, weapon, armour, +1, −1."""
    e = state["equip"][seat]
    return [e[k] for k in cards.SLOTS if e[k]]


def owned(state, seat: int) -> int:
    """How many cards ``seat`` has in hand and equipment (its 牌)."""
    return len(state["hand"][seat]) + len(equipped(state, seat))


def has_any(state, seat: int) -> bool:
    """Cards in any zone (hand, equipment, judgement area)."""
    return bool(state["hand"][seat] or state["judge"][seat] or equipped(state, seat))


def wounded(state, seat: int) -> bool:
    return state["hp"][seat] < state["max_hp"][seat]


def rng_of(state) -> Rng:
    r = Rng(0)
    r.state = state["rng"]
    return r


def shuffle(state, items: list) -> None:
    r = rng_of(state)
    r.shuffle(items)
    state["rng"] = r.state


def below(state, n: int) -> int:
    r = rng_of(state)
    k = r.below(n)
    state["rng"] = r.state
    return k


def top(state) -> str | None:
    """Take the top card of the draw pile, shuffling the discard pile into a
    new draw pile when it is empty (notes §1.4). None when both are empty: the
    caller ends the game (**Ruling empty_piles**: both piles empty is a draw)."""
    pile = state["pile"]
    if not pile:
        if not state["discard"]:
            return None
        pile.extend(state["discard"])
        state["discard"].clear()
        shuffle(state, pile)
        state["shuffles"] += 1
    state["revealed"] = True
    return pile.pop()


def remove(state, cid: str) -> None:
    """Take ``cid`` out of whichever hand, equipment or judgement area holds
    it. A hand left empty runs the hook ``hand_emptied`` (連営 queues), an
    equipment card lost ``equip_lost`` (梟姫 queues; **Ruling
    xiaoji_replace**: replaced too); see :func:`.skills.common.fire_trigger`."""
    if state.get("as"):
        state["as"].pop(cid, None)
    for seat, hand in enumerate(state["hand"]):
        if cid in hand:
            hand.remove(cid)
            if not hand:
                every("hand_emptied", state, seat)
            return
    slot = SLOT[cid]
    if slot:
        for seat, e in enumerate(state["equip"]):
            if e[slot] == cid:
                e[slot] = None
                every("equip_lost", state, seat)
                return
    for area in state["judge"]:
        if cid in area:
            area.remove(cid)
            return
    if cid in state["table"]:
        state["table"].remove(cid)
        return
    raise ValueError(cid)
