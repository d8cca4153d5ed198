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
=================  ===========================================================
"""

from __future__ import annotations

from itertools import combinations

from hotseat.rules import IllegalAction

from . import cards
from .cards import KIND, NAME
from .table import (attack_range, distance, equipped, has_any, in_range, order_from, owned,
                    weapon, wounded)

PASS = {"type": "pass"}
ORDER = {cid: i for i, cid in enumerate(cards.deck(True))}


def err(code: str, en: str, ja: str) -> IllegalAction:
    return IllegalAction(code, en, ja)


def _of(hand, name):
    return [c for c in hand if NAME[c] == name]


def _pairs(ids):
    ids = sorted(ids, key=ORDER.__getitem__)
    return [list(p) for p in combinations(ids, 2)]


# --- the play phase ------------------------------------------------------------------------
def may_slash(state, seat) -> bool:
    """Once per play phase unless 諸葛連弩 says otherwise (notes §1.4)."""
    return state["slashes"] < 1 or weapon(state, seat) == "crossbow"


def slash_targets(state, seat, ids) -> list[list[int]]:
    """Target lists for a 殺 made of ``ids``: one seat in attack range, or with
    方天画戟 up to three when the 殺 is the last of the hand (**Ruling:** two
    cards used as 殺 through 丈八蛇矛 that are the whole hand count as the
    last hand card)."""
    order = order_from(state, seat)
    one = [t for t in order if t != seat and in_range(state, seat, t)]
    if weapon(state, seat) == "halberd" and len(state["hand"][seat]) == len(ids):
        out = []
        for k in (1, 2, 3):
            out += [list(c) for c in combinations(one, k)]
        return out
    return [[t] for t in one]


def targets_for(state, seat, cid) -> list[list[int]]:
    """Every legal target list for using hand card ``cid`` in the play phase
    (``[[]]`` for a card with no chosen target; ``[]`` if it cannot be used)."""
    name = NAME[cid]
    kind = KIND[cid]
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
        return [[t] for t in others if has_any(state, t) and distance(state, seat, t) <= 1]
    if name == "duel":
        return [[t] for t in others]
    if name == "collateral":
        out = []
        for a in others:
            if state["equip"][a]["weapon"]:
                out += [[a, b] for b in order_from(state, a) if b != a and in_range(state, a, b)]
        return out
    if name == "lightning":
        return [[]] if not _of(state["judge"][seat], "lightning") else []
    if name == "indulgence":
        return [[t] for t in others if not _of(state["judge"][t], "indulgence")]
    return []  # 閃, 明察秋毫: only as answers


def play_actions(state, seat) -> list[dict]:
    out = []
    hand = state["hand"][seat]
    for c in hand:
        for ts in targets_for(state, seat, c):
            out.append({"type": "use", "card": c, "targets": ts})
    if weapon(state, seat) == "spear" and len(hand) >= 2 and may_slash(state, seat):
        for pair in _pairs(hand):
            for ts in slash_targets(state, seat, pair):
                out.append({"type": "spear", "cards": pair, "targets": ts})
    out.append({"type": "end"})
    return out


# --- answers -------------------------------------------------------------------------------
def _card_answers(hand, name):
    return [{"type": "play", "card": c} for c in _of(hand, name)]


def _slash_answers(state, seat):
    hand = state["hand"][seat]
    out = _card_answers(hand, "slash")
    if weapon(state, seat) == "spear" and len(hand) >= 2:
        out += [{"type": "spear", "cards": p} for p in _pairs(hand)]
    return out


def actions(state, seat) -> list[dict]:
    """The legal list for ``seat`` (who must be the one asked)."""
    q = state["ask"]
    kind = q["kind"]
    hand = state["hand"][seat]
    if kind == "play":
        return play_actions(state, seat)
    if kind == "discard":
        return [{"type": "discard", "card": c} for c in hand]
    if kind == "dodge":
        return _card_answers(hand, "dodge") + ([{"type": "armor"}] if q["armor"] else []) + [PASS]
    if kind == "slash":
        return _slash_answers(state, seat) + [PASS]
    if kind == "nullify":
        return _card_answers(hand, "nullification") + [PASS]
    if kind == "peach":
        return _card_answers(hand, "peach") + [PASS]
    if kind in ("collateral", "blade"):
        victim = q.get("victim", q.get("target"))
        if not state["alive"][victim]:
            return [PASS]
        return _slash_answers(state, seat) + [PASS]
    if kind == "pick":
        t = q["target"]
        out = [{"type": "pick", "zone": "hand"}] if state["hand"][t] else []
        out += [{"type": "pick", "card": c} for c in equipped(state, t)]
        if q["why"] != "ice_sword":
            out += [{"type": "pick", "card": c} for c in state["judge"][t]]
        return out
    if kind == "grace":
        return [{"type": "take", "card": c} for c in state["grace"]]
    if kind == "axe":
        mine = [c for c in hand + equipped(state, seat) if NAME[c] != "axe"]
        return [{"type": "axe", "cards": p} for p in _pairs(mine)] + [PASS]
    if kind == "ice":
        return [{"type": "ice"}, PASS]
    if kind == "kylin":
        e = state["equip"][q["target"]]
        return [{"type": "pick", "card": e[s]} for s in ("plus", "minus") if e[s]] + [PASS]
    if kind == "swords":
        return [{"type": "swords"}, PASS]
    if kind == "swords_victim":
        return [{"type": "discard", "card": c} for c in hand] + [{"type": "let_draw"}]
    raise AssertionError(kind)


def can_only_pass(state, q) -> bool:
    """True when the question's only answer is "pass" (auto-pass answers it),
    decided without building the whole list."""
    kind = q["kind"]
    seat = q["seat"]
    hand = state["hand"][seat]
    if kind == "dodge":
        return not q["armor"] and not _of(hand, "dodge")
    if kind in ("slash", "collateral", "blade"):
        if kind != "slash" and not state["alive"][q.get("victim", q.get("target"))]:
            return True
        return not _of(hand, "slash") and not (weapon(state, seat) == "spear" and len(hand) >= 2)
    if kind == "nullify":
        return not _of(hand, "nullification")
    if kind == "peach":
        return not _of(hand, "peach")
    if kind == "axe":
        return owned(state, seat) - 1 < 2
    return False


# --- checking one action --------------------------------------------------------------------
def resolve(state, seat, action) -> dict:
    """The canonical legal action ``action`` means, or IllegalAction naming
    the rule. Changes nothing."""
    q = state["ask"]
    t = action.get("type")
    if q["kind"] == "play" and t in ("use", "spear"):
        return _resolve_use(state, seat, action)
    a = dict(action)
    if t in ("spear", "axe") and isinstance(a.get("cards"), list) and all(
            isinstance(c, str) and c in ORDER for c in a["cards"]):
        a["cards"] = sorted(a["cards"], key=ORDER.__getitem__)
    legal = actions(state, seat)
    if a in legal:
        return a
    raise _diagnose(state, seat, q, a)


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
    if name == "slash" and len(targets) > 1:
        order = order_from(state, seat)
        if all(x in order for x in targets):
            want = sorted(targets, key=order.index)
    if want in options:
        return {"type": t, ("card" if t == "use" else "cards"): ids[0] if t == "use" else ids,
                "targets": want}
    raise _diagnose_use(state, seat, name, ids, targets)


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

