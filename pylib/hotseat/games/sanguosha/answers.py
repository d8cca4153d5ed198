"""What a seat may do now: the one source of truth for the legal list, for
checking an action (with the rule that refuses it), and for auto-pass.

The question being asked is ``state["ask"]``; its ``kind`` says what is
asked. Actions are small dicts:

=================  ===========================================================
``use``            ``{"type": "use", "card": id, "targets": [seats]}`` — play phase
``spear``          ``{"type": "spear", "cards": [id, id], "targets": [...]}`` —
                   two hand cards as 殺 with 丈八蛇矛 (no ``targets`` when answering)
``end``            end the play phase
``discard``        ``{"type": "discard", "card": id}`` — one card at a time
``play``           ``{"type": "play", "card": id}`` — answer with a card
``armor``          judge for 八卦陣 instead of a 閃
``pick``           ``{"type": "pick", "zone": "hand"}`` (blind) or ``{"type": "pick", "card": id}``
``take``           ``{"type": "take", "card": id}`` — 五穀豊穣
``axe``            ``{"type": "axe", "cards": [id, id]}`` — 貫石斧's discard
``ice``, ``swords``, ``let_draw``, ``pass``
``skill``          ``{"type": "skill", "skill": id, ...}`` — use a skill (yes to
                   "use 洛神?"; a play-phase skill with its ``targets``/``card``;
                   to the question ``order``, the skill that goes first)
``choose``         ``{"type": "choose", "card": id}`` — 制衡's next card; ``done``
``place``          ``{"type": "place", "card": id, "where": "top"|"bottom"}`` — 観星
``give``           ``{"type": "give", "card": id, "to": seat}`` — 遺計
``suit``           ``{"type": "suit", "suit": "S"}`` — 反間
``cost``           ``{"type": "cost", "cards": [ids]}`` — a skill's discard
``general``        ``{"type": "general", "general": id}`` — the draft
=================  ===========================================================

A conversion skill adds ``"skill"`` to a ``use`` or ``play`` action: the card
is used or played as the card the skill makes of it (武聖: a red card as 殺).
"""

from __future__ import annotations

from itertools import combinations
from typing import Callable

from hotseat.rules import IllegalAction

from . import cards
from .cards import NAME
from .generals import ONCE, SKILLS
from .machine import QUESTIONS, on
from .moves import judge_name
from .table import (UNTARGETABLE, attack_range, choosable, distance, equipped, has, has_any,
                    in_range, kingdom, order_from, owned, shield, weapon, wounded)
from .use import CONVERSIONS, SET_TARGETS, conversion_name

PASS = {"type": "pass"}

#: Every field of an action (the draft's ``general`` too) and its JSON type,
#: checked before an action is looked up or refused (:func:`resolve`).
FIELDS = {"type": str, "card": str, "cards": [str], "targets": [int], "skill": str, "zone": str,
          "where": str, "to": int, "suit": str, "standing": str, "general": str}
ORDER = {cid: i for i, cid in enumerate(cards.deck(True))}


def err(code: str, en: str, ja: str) -> IllegalAction:
    return IllegalAction(code, en, ja)


def _of(hand, name):
    return [c for c in hand if NAME[c] == name]


def pairs(ids):
    ids = sorted(ids, key=ORDER.__getitem__)
    return [list(p) for p in combinations(ids, 2)]


# --- the play phase ------------------------------------------------------------------------
#: Skills that lift the one-殺-a-phase limit for their owner (咆哮 registers
#: itself in its module).
SLASH_UNLIMITED: set[str] = set()


def may_slash(state, seat) -> bool:
    """Once per play phase unless 諸葛連弩 or a skill of
    :data:`SLASH_UNLIMITED` (咆哮) says otherwise (notes §1.4)."""
    return state["slashes"] < 1 or weapon(state, seat) == "crossbow" \
        or any(has(state, seat, skill) for skill in SLASH_UNLIMITED)


#: Skills by which their owner's scrolls have no distance limit (奇才
#: registers itself in its module): read for 順手牽羊, the one scroll with one.
NO_DISTANCE: set[str] = set()


def conversions(state, seat, name: str) -> list[tuple[str, str]]:
    """(card, skill) pairs: ``seat``'s cards its skills of
    :data:`..use.CONVERSIONS` can use or play as a ``name`` now (a card that
    already is one is not converted)."""
    out = []
    for skill, conv in CONVERSIONS.items():
        if not has(state, seat, skill):
            continue
        if conv.when is not None and not conv.when(state, seat):
            continue
        pool = state["hand"][seat] + (equipped(state, seat) if conv.zone == "any" else [])
        for c in pool:
            if NAME[c] != name and conversion_name(skill, c) == name:
                out.append((c, skill))
    return out


def slash_targets(state, seat, ids) -> list[list[int]]:
    """Target lists for a 殺 made of ``ids``: one seat in attack range, or with
    方天画戟 up to three when the 殺 is the last of the hand (**Ruling halberd_spear:** two
    cards used as 殺 through 丈八蛇矛 that are the whole hand count as the
    last hand card)."""
    order = order_from(state, seat)
    one = [t for t in order if t != seat and in_range(state, seat, t, ids) and choosable(state, t, "slash")]
    hand = state["hand"][seat]
    if weapon(state, seat) == "halberd" and len(hand) == len(ids) and all(c in hand for c in ids):
        out = []
        for k in (1, 2, 3):
            out += [list(c) for c in combinations(one, k)]
        return out
    return [[t] for t in one]


def targets_for(state, seat, cid, name=None) -> list[list[int]]:
    """Every legal target list for using card ``cid`` (as ``name``, when a
    skill converts it) in the play phase (``[[]]`` for a card with no chosen
    target; ``[]`` if it cannot be used)."""
    name = name or NAME[cid]
    kind = cards.NAMES[name]["kind"]
    others = [t for t in order_from(state, seat) if t != seat]
    if kind == "equip" or name in ("ex_nihilo", "savage_assault", "archery_attack",
                                   "god_salvation", "amazing_grace"):
        return [[]]
    if name == "slash":
        return slash_targets(state, seat, [cid]) if may_slash(state, seat) else []
    if name == "peach":
        return [[]] if wounded(state, seat) else []
    if name == "dismantlement":
        return [[t] for t in others if has_any(state, t)]
    if name == "snatch":
        reach = any(has(state, seat, skill) for skill in NO_DISTANCE)
        return [[t] for t in others if has_any(state, t) and choosable(state, t, name)
                and (reach or distance(state, seat, t) <= 1)]
    if name == "duel":
        return [[t] for t in others if choosable(state, t, name)]
    if name == "collateral":
        out = []
        for a in others:
            if state["equip"][a]["weapon"]:
                out += [[a, b] for b in order_from(state, a)
                        if b != a and in_range(state, a, b) and choosable(state, b, "slash")]
        return out
    if name == "lightning":
        return [[]] if not _in_judge(state, seat, "lightning") else []
    if name == "indulgence":
        return [[t] for t in others if not _in_judge(state, t, "indulgence") and choosable(state, t, name)]
    return []  # 閃, 明察秋毫: only as answers


def _in_judge(state, seat, name) -> bool:
    return any(judge_name(state, c) == name for c in state["judge"][seat])


def play_actions(state, seat) -> list[dict]:
    out = []
    hand = state["hand"][seat]
    for c in hand:
        for ts in targets_for(state, seat, c):
            out.append({"type": "use", "card": c, "targets": ts})
    for name in ("slash", "dismantlement", "indulgence"):
        for c, skill in conversions(state, seat, name):
            for ts in targets_for(state, seat, c, name):
                out.append({"type": "use", "card": c, "skill": skill, "targets": ts})
    if weapon(state, seat) == "spear" and len(hand) >= 2 and may_slash(state, seat):
        for pair in pairs(hand):
            for ts in slash_targets(state, seat, pair):
                out.append({"type": "spear", "cards": pair, "targets": ts})
    out += skill_actions(state, seat)
    out.append({"type": "end"})
    return out


#: Play-phase skill -> (``actions(state, seat)``: its actions of the play
#: question now, asked only of a seat that has the skill; ``begin(state,
#: seat, action)``: start it, run by :mod:`..skills.common`'s ``play_skill``
#: handler). Each skill's module registers its own (``PLAY_SKILLS["rende"]
#: = (actions, begin)``); the play question lists them in that order.
PLAY_SKILLS: dict[str, tuple[Callable, Callable]] = {}


def skill_actions(state, seat) -> list[dict]:
    """The play-phase skills ``seat`` may use now."""
    if not state.get("skills") or not state["skills"][seat]:
        return []
    out = []
    for skill, (listed, _) in PLAY_SKILLS.items():
        if has(state, seat, skill):
            out += listed(state, seat)
    return out


def helpers(state, seat, of) -> bool:
    """Whether anyone else is of kingdom ``of`` (someone to ask for 護駕 / 激将)."""
    return any(kingdom(state, s) == of for s in order_from(state, seat) if s != seat)


# --- answers -------------------------------------------------------------------------------
def card_answers(hand, name):
    return [{"type": "play", "card": c} for c in _of(hand, name)]


def converted_answers(state, seat, name):
    return [{"type": "play", "card": c, "skill": skill} for c, skill in conversions(state, seat, name)]


def _slash_answers(state, seat):
    hand = state["hand"][seat]
    out = card_answers(hand, "slash") + converted_answers(state, seat, "slash")
    if weapon(state, seat) == "spear" and len(hand) >= 2:
        out += [{"type": "spear", "cards": p} for p in pairs(hand)]
    return out


#: Lord skill by which others answer for him -> (the question it answers,
#: ``dodge`` or ``slash``; the kingdom asked): 護駕 and 激将 register theirs.
PROXIES: dict[str, tuple[str, str]] = {}


def _proxy(state, seat, q) -> list[dict]:
    """護駕 / 激将 as an answer, while there is someone to ask."""
    return [{"type": "skill", "skill": skill} for skill, (need, of) in PROXIES.items()
            if need == q["kind"] and q.get("proxy") and has(state, seat, skill) and helpers(state, seat, of)]


def actions(state, seat) -> list[dict]:
    """The legal list for ``seat`` (who must be the one asked): the answers,
    then the standing answers offered with them (:func:`standing_offers`)."""
    return _answers(state, seat) + standing_offers(state, seat, state["ask"])


# --- standing answers -------------------------------------------------------------------------
#: A pass that also answers the questions to come (issue #16: "standing
#: answers cut hand-overs"). Each is an action, so it is in the record.
STAND_CARD = {"type": "pass", "standing": "card"}   # no 明察秋毫 for the rest of this card
STAND_TURN = {"type": "pass", "standing": "turn"}   # no 閃 this turn unless I hold one
STAND_OWN = {"type": "pass", "standing": "own"}     # never 明察秋毫 on a card I used myself


def use_frame(state):
    """The card being used whose windows are open now (the nearest ``use``
    frame on the stack), or None."""
    for f in reversed(state["stack"]):
        if f["k"] == "use":
            return f
    return None


def standing_offers(state, seat, q) -> list[dict]:
    """**Ruling standing_nullify, Ruling standing_dodge (ours):** "no 明察秋毫 for the rest of this card" is offered
    in a 明察秋毫 window of a scroll with targets still to come (南蛮襲来,
    万箭斉発, 桃園結義, 五穀豊穣), where the same question would come again;
    "no 閃 this turn unless I hold one" is offered for a 閃 when auto-pass is
    off (with it on, a seat without one is never asked anyway).

    **Ruling standing_own (ours):** "never cancel my own cards" is offered
    in a 明察秋毫 window on a card the seat asked used itself (its 無中生有,
    each pick of its 五穀豊穣), where a player would be asked again and again
    about a card they meant to play."""
    if q["kind"] == "nullify":
        f = use_frame(state)
        out = []
        if f is not None and f["i"] + 1 < len(f["targets"]):
            out.append(dict(STAND_CARD))
        if own_card(q, seat):
            out.append(dict(STAND_OWN))
        return out
    elif q["kind"] == "dodge" and not state["options"]["auto_pass"]:
        return [dict(STAND_TURN)]
    return []


@on("standing")
def note_standing(state, seat, action) -> None:
    """Keep a standing answer just given (public: it is said at the table)."""
    st = state["standing"]
    if action.get("standing") == "card":
        st["nullify"][seat] = use_frame(state)["uid"]
    elif action.get("standing") == "turn":
        st["dodge"][seat] = state["turn"]
    elif action.get("standing") == "own":
        # Made on first use, so a game that never gives this answer keeps
        # the state (and the views) it always had.
        st.setdefault("own", [False] * state["n"])[seat] = True


def own_card(q, seat) -> bool:
    """Whether ``q`` is a 明察秋毫 window on a card ``seat`` used itself (not
    on a 明察秋毫 cancelling it: defending one's card is another choice)."""
    ev = q.get("event") or {}
    return q["kind"] == "nullify" and ev.get("user") == seat and ev.get("name") != "nullification"


def stands(state, q) -> bool:
    """Whether a standing answer of the seat asked answers ``q`` "pass"."""
    st = state["standing"]
    s = q["seat"]
    if q["kind"] == "nullify" and st["nullify"][s] is not None:
        f = use_frame(state)
        return f is not None and f.get("uid") == st["nullify"][s]
    if q["kind"] == "dodge" and st["dodge"][s] == state["turn"]:
        return _only_pass(state, q)
    return bool(st.get("own") and st["own"][s]) and own_card(q, s)


#: Why a card is picked -> the pick takes from the hand and the equipment
#: only, never the judgement area (寒氷剣 with its card, 反饋 with its
#: skill register theirs); every other pick (順手牽羊, 過河拆橋) may take a
#: delayed scroll too.
PICK_NOT_JUDGED: set[str] = set()


def _answers(state, seat) -> list[dict]:
    q = state["ask"]
    kind = q["kind"]
    hand = state["hand"][seat]
    if kind == "play":
        return play_actions(state, seat)
    if kind == "discard":
        return [{"type": "discard", "card": c} for c in hand]
    if kind == "dodge":
        return (card_answers(hand, "dodge") + converted_answers(state, seat, "dodge")
                + ([{"type": "armor"}] if q["armor"] else []) + _proxy(state, seat, q) + [PASS])
    if kind == "slash":
        return _slash_answers(state, seat) + _proxy(state, seat, q) + [PASS]
    if kind == "nullify":
        return card_answers(hand, "nullification") + [PASS]
    if kind == "peach":
        return card_answers(hand, "peach") + converted_answers(state, seat, "peach") + [PASS]
    if kind in ("collateral", "blade"):
        victim = q.get("victim", q.get("target"))
        if not state["alive"][victim] or not choosable(state, victim, "slash"):
            return [PASS]
        return _slash_answers(state, seat) + [PASS]
    if kind == "pick":
        t = q["target"]
        out = [{"type": "pick", "zone": "hand"}] if state["hand"][t] else []
        out += [{"type": "pick", "card": c} for c in equipped(state, t)]
        if q["why"] not in PICK_NOT_JUDGED:
            out += [{"type": "pick", "card": c} for c in state["judge"][t]]
        return out
    if kind == "grace":
        return [{"type": "take", "card": c} for c in state["grace"]]
    if kind == "axe":
        mine = [c for c in hand + equipped(state, seat) if NAME[c] != "axe"]
        return [{"type": "axe", "cards": p} for p in pairs(mine)] + [PASS]
    if kind == "ice":
        return [{"type": "ice"}, PASS]
    if kind == "kylin":
        e = state["equip"][q["target"]]
        return [{"type": "pick", "card": e[s]} for s in ("plus", "minus") if e[s]] + [PASS]
    if kind == "swords":
        return [{"type": "swords"}, PASS]
    if kind == "swords_victim":
        return [{"type": "discard", "card": c} for c in hand] + [{"type": "let_draw"}]
    return QUESTIONS[kind](state, seat, q)


# --- the skills' own questions ---------------------------------------------------------
def _q_skill(state, seat, q):
    return [{"type": "skill", "skill": q["skill"]}, PASS]


def _q_order(state, seat, q):
    return [{"type": "skill", "skill": k} for k in q["skills"]]


QUESTIONS.update({"skill": _q_skill, "order": _q_order})


@on("auto_pass")
def auto_passes(state, q) -> bool:
    """Whether the engine answers ``q`` "pass" for its seat (**Ruling
    auto_pass**): auto-pass is on
    and pass is the only answer (issue: "when a seat has nothing at all that
    could answer a question, the engine answers no for it"), or a standing
    answer of the seat says pass."""
    if state["options"]["auto_pass"] and can_only_pass(state, q):
        # Passing a seat because nothing in its hand could answer tells the
        # table what that hand lacks (no 閃): the step reveals hidden
        # information, so it is an undo barrier like a draw (an undo would
        # let the mover learn a hand and take the move back), and the events
        # it emits are told as they fell (tests/test_conformance.py).
        state["revealed"] = True
        return True
    return stands(state, q)


def can_only_pass(state, q) -> bool:
    """True when the question's only answer is "pass" (auto-pass answers it),
    decided without building the whole list (for questions a skill could
    answer, by building it)."""
    return _only_pass(state, q)


def _only_pass(state, q) -> bool:
    kind = q["kind"]
    seat = q["seat"]
    hand = state["hand"][seat]
    skilled = bool(state.get("skills")) and bool(state["skills"][seat])
    if kind in ("dodge", "slash", "peach", "collateral", "blade", "proxy") and skilled:
        return len(_answers(state, seat)) == 1
    if kind == "dodge":
        return not q["armor"] and not _of(hand, "dodge")
    if kind in ("slash", "collateral", "blade"):
        victim = q.get("victim", q.get("target"))
        if kind != "slash" and not (state["alive"][victim] and choosable(state, victim, "slash")):
            return True
        return not _of(hand, "slash") and not (weapon(state, seat) == "spear" and len(hand) >= 2)
    if kind == "nullify":
        return not _of(hand, "nullification")
    if kind == "peach":
        return not _of(hand, "peach")
    if kind == "axe":
        return owned(state, seat) - 1 < 2
    if kind == "proxy":
        return len(_answers(state, seat)) == 1
    return False


#: Skills whose several targets are a set, not a sequence (突襲 registers
#: itself; 離間's two are a sequence: the 決闘's target, then its user).
SET_TARGET_SKILLS: set[str] = set()


# --- checking one action --------------------------------------------------------------------
def resolve(state, seat, action) -> dict:
    """The canonical legal action ``action`` means, or IllegalAction naming
    the rule. Changes nothing. ``action``'s fields are of their types
    (:data:`FIELDS`, checked by the caller); what it returns is built here
    or listed, never the caller's dict (whose ``True`` equals ``1``)."""
    q = state["ask"]
    t = action.get("type")
    if q["kind"] == "play" and t in ("use", "spear") and "skill" not in action:
        return _resolve_use(state, seat, action)
    a = dict(action)
    if t in ("spear", "axe", "cost", "discard") and isinstance(a.get("cards"), list) and all(
            isinstance(c, str) and c in ORDER for c in a["cards"]):
        a["cards"] = sorted(a["cards"], key=ORDER.__getitem__)
    if "skill" in a and isinstance(a.get("targets"), list) and len(a["targets"]) > 1 \
            and all(type(x) is int and 0 <= x < state["n"] for x in a["targets"]) \
            and (a["skill"] in SET_TARGET_SKILLS or a.get("type") == "use"):
        # Several targets of one 殺 (a conversion's) or of 突襲 are an unordered choice.
        order = order_from(state, seat)
        if all(x in order for x in a["targets"]):
            a["targets"] = sorted(a["targets"], key=order.index)
    for listed in actions(state, seat):
        if listed == a:
            return dict(listed)  # (PASS is shared: the record holds its own)
    if "skill" in a:
        raise _diagnose_skill(state, seat, q, a)
    raise _diagnose(state, seat, q, a)


#: Skill that chooses a target for a card -> that card (流離: a 殺's new
#: target; 離間: the 決闘's): a refused choice is refused as that card's
#: target is (:data:`..table.UNTARGETABLE`). Each registers its own.
CHOOSES_TARGET: dict[str, str] = {}


def _diagnose_skill(state, seat, q, a) -> IllegalAction:
    skill = a.get("skill")
    if skill not in SKILLS:
        return err("malformed", f"There is no skill {skill!r}.", f"技能 {skill!r} はありません。")
    name = SKILLS[skill]
    if not has(state, seat, skill):
        return err("no_skill", f"You do not have {name['en']}.", f"あなたは{name['ja']}を持っていません。")
    if skill in ONCE and q["kind"] == "play" \
            and state["used"].get(skill):
        return err("once_per_phase", f"{name['en']} may be used once per play phase.",
                   f"{name['ja']}は札出し段階に1回しか使えません。")
    if a.get("card") is not None and a["card"] not in state["hand"][seat] + equipped(state, seat):
        return _not_in_hand(a["card"]) if isinstance(a["card"], str) else err(
            "malformed", "\"card\" must be a card id.", "\"card\" は札のIDにしてください。")
    if skill in CONVERSIONS and isinstance(a.get("card"), str) and a["card"] in ORDER \
            and conversion_name(skill, a["card"]) is None:
        return err("not_convertible", f"{name['en']} cannot turn {cards.label(a['card'])['en']} into that card.",
                   f"{name['ja']}では{cards.label(a['card'])['ja']}をその札にできません。")
    ts = a.get("targets")
    if type(ts) is list and ts and all(type(x) is int and 0 <= x < state["n"] for x in ts):
        # A conversion used in the play phase is refused as the card it makes
        # (国色 on 陸遜: 謙遜); 離間 and 流離 choose a 決闘 / 殺 target (空城).
        if skill in CONVERSIONS and q["kind"] == "play" and a.get("type") == "use" \
                and isinstance(a.get("card"), str) and a["card"] in ORDER:
            return _diagnose_use(state, seat, conversion_name(skill, a["card"]), [a["card"]], ts)
        if skill in CHOOSES_TARGET and state["alive"][ts[0]]:
            refused = _shielded(state, ts[0], CHOOSES_TARGET[skill])
            if refused is not None:
                return refused
    return err("skill_not_now", f"{name['en']} cannot be used that way now (check its targets).",
               f"{name['ja']}は今その使い方はできません（目標を確認してください）。")


def _resolve_use(state, seat, action) -> dict:
    hand = state["hand"][seat]
    t = action["type"]
    targets = action.get("targets")
    if type(targets) is not list or not all(type(x) is int for x in targets):
        raise err("malformed", "\"targets\" must be a list of seat numbers.",
                  "\"targets\" は席番号のリストにしてください。")
    if t == "use":
        cid = action.get("card")
        if cid not in hand:
            raise _not_in_hand(cid)
        ids = [cid]
        name = NAME[cid]
    else:
        ids = action.get("cards")
        if weapon(state, seat) != "spear":
            raise err("no_spear", "Two cards count as a Slash only with the Serpent Spear equipped.",
                      "2枚を殺として使えるのは丈八蛇矛を装備しているときだけです。")
        if type(ids) is not list or len(ids) != 2 or len(set(map(str, ids))) != 2:
            raise err("malformed", "The Serpent Spear takes exactly two different hand cards.",
                      "丈八蛇矛には異なる手札2枚が必要です。")
        for c in ids:
            if c not in hand:
                raise _not_in_hand(c)
        ids = sorted(ids, key=ORDER.__getitem__)
        name = "slash"
    if name == "slash":
        options = slash_targets(state, seat, ids) if may_slash(state, seat) else []
    else:
        options = targets_for(state, seat, ids[0])
    want = targets
    if name in SET_TARGETS and len(targets) > 1:
        order = order_from(state, seat)
        if all(x in order for x in targets):
            want = sorted(targets, key=order.index)
    if want in options:
        return {"type": t, ("card" if t == "use" else "cards"): ids[0] if t == "use" else ids,
                "targets": list(want)}
    raise _diagnose_use(state, seat, name, ids, targets)


def _shielded(state, x, name) -> IllegalAction | None:
    """The refusal of the skill of :data:`..table.UNTARGETABLE` that keeps
    ``x`` from being chosen as a target of a ``name`` now, or None."""
    skill = shield(state, x, name)
    return None if skill is None else UNTARGETABLE[skill].refusal(x, cards.name_label(name))


def _not_in_hand(cid) -> IllegalAction:
    return err("not_in_hand", f"{cards.label(cid)['en'] if cid in cards.CARDS else 'That card'} is not in your hand.",
               f"{cards.label(cid)['ja'] if cid in cards.CARDS else 'その札'}は手札にありません。")


def _diagnose_use(state, seat, name, ids, targets) -> IllegalAction:
    label = cards.name_label(name)
    alive = state["alive"]
    n = len(alive)
    if name in ("dodge", "nullification"):
        return err("not_usable_now", f"{label['en']} is only used in answer to something.",
                   f"{label['ja']}は応答としてのみ使えます。")
    if name == "slash" and not may_slash(state, seat):
        return err("slash_limit", "Only one Slash may be used in each play phase (unless a card says otherwise).",
                   "殺は各札出し段階に1回しか使用できません（カードの効果がある場合を除く）。")
    if name == "peach" and not wounded(state, seat):
        return err("full_health", "Peach can be used on yourself only when you are wounded.",
                   "桃は体力が減っているときだけ自分に使えます。")
    for x in targets:
        if not 0 <= x < n or not alive[x]:
            return err("bad_target", f"Seat {x} is not a living player.", f"席 {x} は生存しているプレイヤーではありません。")
    # The locked skills that keep a player from being chosen: the refusal
    # names the skill, not a generic target rule. 借刀殺人's second target
    # is chosen as its 殺's; no card is refused for being aimed at its user.
    chosen_as = ["collateral", "slash"] if name == "collateral" else [name] * len(targets)
    for x, what in zip(targets, chosen_as):
        refused = None if x == seat else _shielded(state, x, what)
        if refused is not None:
            return refused
    if name == "slash":
        if len(targets) > 1 and weapon(state, seat) == "halberd" and len(state["hand"][seat]) != len(ids):
            return err("halberd_last_card", "Sky Halberd adds targets only when the Slash is your last hand card.",
                       "方天画戟で目標を増やせるのは、殺が最後の手札のときだけです。")
        if len(targets) != 1 and not (weapon(state, seat) == "halberd" and 1 <= len(targets) <= 3):
            return err("target_count", "A Slash has one target.", "殺の目標は1人です。")
        if seat in targets:
            return err("bad_target", "You cannot Slash yourself.", "自分に殺は使えません。")
        for x in targets:
            if distance(state, seat, x) > attack_range(state, seat):
                return err("out_of_range", f"{{seat:{x}}} is at distance {distance(state, seat, x)}, beyond your attack range {attack_range(state, seat)}.",
                           f"{{seat:{x}}}との距離は{distance(state, seat, x)}で、攻撃範囲{attack_range(state, seat)}の外です。")
    if name == "snatch" and len(targets) == 1 and targets[0] != seat and distance(state, seat, targets[0]) > 1:
        return err("out_of_range", "Snatch reaches only a player at distance 1 (a weapon does not help).",
                   "順手牽羊は距離1のプレイヤーにしか使えません（武器の攻撃範囲は関係ありません）。")
    if name in ("dismantlement", "snatch") and len(targets) == 1 and targets[0] != seat and not has_any(state, targets[0]):
        return err("no_cards", "That player has no cards to take.", "そのプレイヤーには札がありません。")
    if name == "collateral" and len(targets) == 2:
        a, b = targets
        if not state["equip"][a]["weapon"]:
            return err("no_weapon", "Collateral needs a player with a weapon.", "借刀殺人は武器を装備したプレイヤーにしか使えません。")
        if a == seat or b == a or not in_range(state, a, b):
            return err("out_of_range", "The second target must be in the first one's attack range.",
                       "2人目の目標は1人目の攻撃範囲内にいなければなりません。")
    if name in ("lightning", "indulgence"):
        return err("already_there", f"That judgement area already holds a {label['en']} (or this card takes no such target).",
                   f"その判定区には既に{label['ja']}があります（またはその目標は選べません）。")
    return err("bad_target", f"{label['en']} cannot be used on those targets.",
               f"{label['ja']}はその目標には使えません。")


def _diagnose(state, seat, q, a) -> IllegalAction:
    kind = q["kind"]
    t = a.get("type")
    if t in ("use", "spear", "end") and kind != "play":
        return err("not_a_response", "You are being asked to answer, not to play a card from your turn.",
                   "今は応答を求められています。札出しの行動はできません。")
    if kind == "play":
        return err("not_legal", "That is not a play-phase action (use a card, or end the phase).",
                   "札出し段階の行動ではありません（札を使うか、段階を終えてください）。")
    if kind == "discard":
        return err("must_discard", f"Discard down to your HP: discard one card from your hand ({q['count']} to go).",
                   f"体力値まで手札を捨ててください（残り{q['count']}枚）。")
    c = a.get("card")
    if t == "play" and isinstance(c, str) and c not in state["hand"][seat]:
        return _not_in_hand(c)
    wanted = {"dodge": ("Dodge", "閃"), "slash": ("Slash", "殺"), "nullify": ("Nullification", "明察秋毫"),
              "peach": ("Peach", "桃"), "collateral": ("Slash", "殺"), "blade": ("Slash", "殺")}
    if kind in wanted:
        w = wanted[kind]
        return err("not_a_response", f"Only a {w[0]} answers this (or pass).",
                   f"これに応答できるのは{w[1]}だけです（またはパス）。")
    return err("not_legal", "That is not one of the answers to this question.",
               "その行動はこの問いへの答えではありません。")

