"""The app's Sanguosha bot before part 4 (issue #17), kept unchanged as the
baseline of bench/sanguosha_bot.py. Not part of the app package.

Its own docstring follows.

A first bot for Sanguosha: every seat can be a bot and games finish.

It sees only its seat's view and the legal list. It reads sides from what is
public: the lord's role, the dead's roles, and the tallies of who aimed
harmful cards and dealt damage at whom. It never aims at a seat it knows is
on its side (for a loyalist the lord; for anyone, a dead seat's role does not
matter). Part 4 of the issue list replaces it with a real one.
"""

from __future__ import annotations

from hotseat.games.sanguosha.answers import conversion_name
from hotseat.games.sanguosha.cards import NAME, NAMES, SLOT

VALUE = {"peach": 10, "nullification": 8, "ex_nihilo": 7, "dodge": 7, "slash": 6,
         "duel": 5, "snatch": 6, "dismantlement": 5, "indulgence": 5, "savage_assault": 4,
         "archery_attack": 4, "amazing_grace": 4, "collateral": 3, "god_salvation": 3,
         "lightning": 1}
HARMFUL = {"slash", "dismantlement", "snatch", "duel", "collateral", "indulgence",
           "savage_assault", "archery_attack", "lightning"}


def value(cid: str) -> int:
    return VALUE.get(NAME[cid], 4)


def attitude(view: dict, me: int, other: int) -> int:
    """+1 friend, -1 enemy, 0 unknown, from ``me``'s seat."""
    if other == me:
        return 1
    roles = view["roles"]
    mine = roles[me]
    lord = roles.index("lord")
    hostile_to_lord = view["aims"][other][lord] + view["dealt"][other][lord]
    if mine in ("lord", "loyalist"):
        if roles[other] in ("lord", "loyalist"):
            return 1
        if roles[other] in ("rebel", "renegade"):
            return -1
        if hostile_to_lord > 0 or view["aims"][other][me] + view["dealt"][other][me] > 0:
            # Whoever attacks the lord, or me (on the lord's side), is not a friend.
            return -1
        helped = sum(view["aims"][other][x] for x in range(len(roles))
                     if x != other and view["aims"][x][lord] > 0)
        return 1 if helped > 0 else 0
    if mine == "rebel":
        if roles[other] == "lord" or roles[other] == "loyalist":
            return -1
        if roles[other] == "rebel":
            return 1
        if hostile_to_lord > 0:
            return 1
        if view["aims"][other][me] > 0:
            return -1
        return 0
    # renegade: keep the lord alive while others stand; everyone else is in the way
    alive = sum(view["alive"])
    if other == lord:
        return 1 if alive > 2 else -1
    return -1


#: How much the bot likes each general in the draft (a first guess: part 4 tunes it).
RATING = {"liubei": 9, "sunquan": 8, "caocao": 7, "zhouyu": 8, "huatuo": 8, "guojia": 8,
          "simayi": 7, "zhugeliang": 7, "zhaoyun": 7, "lvmeng": 7, "sunshangxiang": 7,
          "diaochan": 8, "zhenji": 7, "ganning": 7, "guanyu": 7, "zhangfei": 6, "machao": 6,
          "luxun": 6, "zhangliao": 7, "xuchu": 5, "huanggai": 6, "daqiao": 6,
          "huangyueying": 7, "lvbu": 6, "xiahoudun": 6}


def choose(view: dict, legal: list[dict], rng) -> dict:
    me = view["seat"]
    q = view["ask"]
    if view.get("draft") is not None:
        return max(legal, key=lambda a: RATING.get(a["general"], 5))
    kind = q["kind"]
    if len(legal) == 1:
        return legal[0]
    fn = _CHOOSERS.get(kind)
    pick = fn(view, legal, me, q, rng) if fn else None
    return pick if pick is not None else legal[0] if kind in ("grace", "pick", "discard") else _pass(legal)


def _pass(legal):
    for a in legal:
        if a["type"] == "pass":
            return a
    return legal[-1]


def _play(view, legal, me, q, rng):
    hand = view["hand"]
    alive = view["alive"]
    best, score = None, 0.0
    enemies = [s for s in range(len(alive)) if alive[s] and attitude(view, me, s) < 0]
    friends = [s for s in range(len(alive)) if alive[s] and s != me and attitude(view, me, s) > 0]
    for a in legal:
        if a["type"] == "end":
            continue
        if a["type"] == "spear":
            # two cards for one 殺: only when there is spare junk
            if any(value(c) >= 7 for c in a["cards"]):
                continue
            s = _target_score(view, me, a["targets"]) - 1.5
        elif a["type"] == "skill":
            s = _skill_score(view, me, a, enemies, friends, hand)
        else:
            c = a["card"]
            if a.get("skill"):
                name = conversion_name(a["skill"], c)
                s = _use_score(view, me, c, name, a["targets"], enemies, friends, hand) - value(c) / 3
            else:
                name = NAME[c]
                s = _use_score(view, me, c, name, a["targets"], enemies, friends, hand)
        if s > score:
            best, score = a, s
    if best is None:
        return next(a for a in legal if a["type"] == "end")
    return best


def _skill_score(view, me, a, enemies, friends, hand):
    skill = a["skill"]
    ts = a.get("targets", [])
    hp, max_hp = view["hp"], view["max_hp"]
    if skill == "rende":
        t = ts[0]
        return 3 + (1 if hp[me] < max_hp[me] else 0) - value(a["card"]) / 4 if t in friends else -1
    if skill == "kurou":
        return 4 if hp[me] > 2 or any(NAME[c] == "peach" for c in hand) else -1
    if skill == "zhiheng":
        return 3 if sum(1 for c in hand if value(c) <= 4) >= 2 else -1
    if skill == "fanjian":
        return 3 + _target_score(view, me, ts) * 0.5 if ts[0] in enemies else -1
    if skill == "jieyin":
        return 5 if ts[0] in friends or hp[me] < max_hp[me] else -1
    if skill == "qingnang":
        return 6 if ts[0] == me or ts[0] in friends else -1
    if skill == "lijian":
        return 4 if ts[0] in enemies and ts[1] in enemies else (2 if ts[0] in enemies and ts[1] not in friends else -1)
    if skill == "jijiang":
        return 1.5 + _target_score(view, me, ts)
    return -1


def _target_score(view, me, targets):
    s = 0.0
    for t in targets:
        att = attitude(view, me, t)
        if att > 0:
            return -10
        s += 3 if att < 0 else 0.6
        s += 1.0 / max(view["hp"][t], 1)
    return s


def _use_score(view, me, c, name, targets, enemies, friends, hand):
    kind = NAMES[name]["kind"]
    if kind == "equip":
        slot = SLOT[c]
        cur = view["equip"][me][slot]
        if cur is None:
            return 6
        if slot == "weapon" and (NAMES[name]["range"] or 1) > (NAMES[NAME[cur]]["range"] or 1):
            return 4
        return 0
    if name == "peach":
        return 9 if view["hp"][me] < view["max_hp"][me] else 0
    if name in ("ex_nihilo", "amazing_grace"):
        return 8
    if name == "god_salvation":
        hurt = [s for s in range(len(view["hp"])) if view["alive"][s] and view["hp"][s] < view["max_hp"][s]]
        good = sum(1 for s in hurt if attitude(view, me, s) > 0)
        bad = sum(1 for s in hurt if attitude(view, me, s) < 0)
        return 5 if good > bad else 0
    if name in ("savage_assault", "archery_attack"):
        others = [s for s in range(len(view["alive"])) if view["alive"][s] and s != me]
        bad = sum(1 for s in others if attitude(view, me, s) < 0)
        good = sum(1 for s in others if attitude(view, me, s) > 0)
        return 5 if bad > good else 0
    if name == "lightning":
        return 0.5 if len(enemies) >= 3 else 0
    if name == "collateral":
        a, b = targets
        if attitude(view, me, a) > 0 or attitude(view, me, b) > 0:
            return 0
        return 2 + _target_score(view, me, [b]) * 0.5
    if name in ("dismantlement", "snatch"):
        t = targets[0]
        if attitude(view, me, t) > 0:
            return 4 if view["judge"][t] else 0
        return 3 + _target_score(view, me, targets) * 0.5
    if name == "duel":
        slashes = sum(1 for x in hand if NAME[x] == "slash") - 1 * (NAME[c] == "slash")
        t = targets[0]
        if attitude(view, me, t) > 0:
            return 0
        return 2 + slashes + _target_score(view, me, targets) * 0.5
    if name == "indulgence":
        return 2 + _target_score(view, me, targets)
    if name == "slash":
        return 2 + _target_score(view, me, targets)
    return 0


def _respond(view, legal, me, q, rng):
    got = _respond_cards(view, legal, me, q, rng)
    if got["type"] == "pass":
        for a in legal:
            if a["type"] == "skill":
                return a
    return got


def _respond_cards(view, legal, me, q, rng):
    src = q.get("src")
    # a duel started by a friend is not worth a card (unless it would kill me)
    if q["kind"] == "slash" and q.get("why") == "duel" and src is not None \
            and attitude(view, me, src) > 0 and view["hp"][me] > 1:
        return _pass(legal)
    for a in legal:
        if a["type"] == "armor":
            return a
    cards_ = [a for a in legal if a["type"] == "play"]
    if cards_:
        return min(cards_, key=lambda a: value(a["card"]))
    spears = [a for a in legal if a["type"] == "spear"]
    if spears and view["hp"][me] <= 2:
        return min(spears, key=lambda a: sum(value(c) for c in a["cards"]))
    return _pass(legal)


def _nullify(view, legal, me, q, rng):
    ev = q["event"]
    target = ev["target"]
    if ev["name"] == "nullification":
        user = ev["user"]
        good = user is not None and attitude(view, me, user) < 0
    elif ev["name"] in HARMFUL:
        good = attitude(view, me, target) > 0 and (ev["user"] is None or attitude(view, me, ev["user"]) <= 0
                                                  or target == me)
    else:
        good = attitude(view, me, target) < 0 and ev["name"] in ("ex_nihilo", "peach")
    if good:
        for a in legal:
            if a["type"] == "play":
                return a
    return _pass(legal)


def _peach(view, legal, me, q, rng):
    if attitude(view, me, q["dying"]) > 0:
        for a in legal:
            if a["type"] == "play":
                return a
    return _pass(legal)


def _pick(view, legal, me, q, rng):
    t = q["target"]
    friendly = attitude(view, me, t) > 0
    judged = [a for a in legal if "card" in a and a["card"] in view["judge"][t]]
    if friendly:
        return judged[0] if judged else legal[0]
    eq = [a for a in legal if "card" in a and a["card"] not in view["judge"][t]]
    if eq and (NAME[eq[0]["card"]] in ("eight_diagram", "renwang_shield", "crossbow") or rng.below(2)):
        return eq[0]
    hand = [a for a in legal if "zone" in a]
    return hand[0] if hand else legal[0]


def _grace(view, legal, me, q, rng):
    return max(legal, key=lambda a: value(a["card"]))


def _discard(view, legal, me, q, rng):
    return min(legal, key=lambda a: value(a["card"]))


def _collateral(view, legal, me, q, rng):
    if attitude(view, me, q["victim"]) > 0:
        return _pass(legal)
    return _respond(view, legal, me, {"kind": "collateral"}, rng)


def _blade(view, legal, me, q, rng):
    cards_ = [a for a in legal if a["type"] == "play"]
    return cards_[0] if cards_ and attitude(view, me, q["target"]) < 0 else _pass(legal)


def _axe(view, legal, me, q, rng):
    if len(view["hand"]) >= 4 and attitude(view, me, q["target"]) < 0:
        opts = [a for a in legal if a["type"] == "axe"]
        return min(opts, key=lambda a: sum(value(c) for c in a["cards"]))
    return _pass(legal)


def _ice(view, legal, me, q, rng):
    return legal[0] if attitude(view, me, q["target"]) > 0 else _pass(legal)


def _kylin(view, legal, me, q, rng):
    return legal[0] if attitude(view, me, q["target"]) < 0 else _pass(legal)


def _swords(view, legal, me, q, rng):
    return legal[0]


def _swords_victim(view, legal, me, q, rng):
    return next(a for a in legal if a["type"] == "let_draw")


def _yes(view, legal, me, q, rng):
    """Yes to a skill's "use it?", unless it would hurt a friend."""
    skill = q.get("skill")
    other = q.get("src") if skill in ("fankui", "ganglie") else q.get("target")
    if other is not None and other != me and attitude(view, me, other) > 0 and skill in ("fankui", "ganglie", "tieji"):
        return _pass(legal)
    if skill == "luoyi" and not any(NAME[c] in ("slash", "duel") for c in view["hand"]):
        return _pass(legal)
    return legal[0]


def _tuxi(view, legal, me, q, rng):
    good = [a for a in legal if a["type"] == "skill" and all(attitude(view, me, t) < 0 for t in a["targets"])]
    if good:
        return max(good, key=lambda a: len(a["targets"]))
    return _pass(legal)


def _liuli(view, legal, me, q, rng):
    good = [a for a in legal if a["type"] == "skill" and attitude(view, me, a["targets"][0]) < 0]
    if good:
        return min(good, key=lambda a: value(a["card"]))
    return _pass(legal)


def _guicai(view, legal, me, q, rng):
    why, judged = q.get("why"), q.get("judge")
    if judged != me or attitude(view, me, judged) <= 0:
        return _pass(legal)
    from hotseat.games.sanguosha.cards import RANK, SUIT, colour

    def good(c):
        if why == "lightning":
            return not (SUIT[c] == "S" and 2 <= RANK[c] <= 9)
        if why == "indulgence":
            return SUIT[c] == "H"
        if why in ("eight_diagram", "tieji"):
            return colour(c) == "red" if why == "eight_diagram" else colour(c) == "black"
        return False
    if good(q["card"]):
        return _pass(legal)
    ok = [a for a in legal if a["type"] == "play" and good(a["card"])]
    return min(ok, key=lambda a: value(a["card"])) if ok else _pass(legal)


def _proxy(view, legal, me, q, rng):
    cards_ = [a for a in legal if a["type"] == "play"]
    if cards_ and attitude(view, me, q["lord"]) > 0:
        return min(cards_, key=lambda a: value(a["card"]))
    return _pass(legal)


def _place(view, legal, me, q, rng):
    return max(legal, key=lambda a: (a["where"] == "top", value(a["card"])))


def _give(view, legal, me, q, rng):
    return next(a for a in legal if a["to"] == me)


def _zhiheng(view, legal, me, q, rng):
    choose = [a for a in legal if a["type"] == "choose" and value(a["card"]) <= 4
              and a["card"] in view["hand"]]
    if choose:
        return min(choose, key=lambda a: value(a["card"]))
    done = [a for a in legal if a["type"] == "done"]
    return done[0] if done else min(legal, key=lambda a: value(a["card"]))


def _suit(view, legal, me, q, rng):
    return legal[rng.below(len(legal))]


def _cost(view, legal, me, q, rng):
    return min(legal, key=lambda a: sum(value(c) for c in a["cards"]))


def _ganglie(view, legal, me, q, rng):
    pairs = [a for a in legal if a["type"] == "discard"]
    if pairs and (view["hp"][me] <= 2 or len(view["hand"]) >= 4):
        return min(pairs, key=lambda a: sum(value(c) for c in a["cards"]))
    return next(a for a in legal if a["type"] == "damage")


_CHOOSERS = {"skill": _yes, "tuxi": _tuxi, "liuli": _liuli, "guicai": _guicai, "proxy": _proxy,
             "guanxing": _place, "yiji": _give, "zhiheng": _zhiheng, "suit": _suit, "cost": _cost,
             "ganglie": _ganglie,"play": _play, "dodge": _respond, "slash": _respond, "nullify": _nullify,
             "peach": _peach, "pick": _pick, "grace": _grace, "discard": _discard,
             "collateral": _collateral, "blade": _blade, "axe": _axe, "ice": _ice,
             "kylin": _kylin, "swords": _swords, "swords_victim": _swords_victim}
