"""The app's Sanguosha bot of issue #17 (the bot that reads roles), kept
unchanged as the baseline of bench/sanguosha_bot*.py (issue #31) and of the
PINNED games of tests/test_sanguosha_events.py. Not part of the app package.

One module: the app's ``bot.py`` and ``belief.py`` as they were at 901e321,
and every skill's bot part (``@scorer``, ``@chooser``, ``@yes_if``,
``GOOD_JUDGEMENT`` rows) registered here into this module's own tables, so
it imports only the engine's data and rule modules. ``choose(view, legal,
rng)`` answers as the app bot did.

The docstrings of bot.py and belief.py follow.

bot.py:
The Sanguosha bot (issue #17): it reads the table, as a player does.

It sees only its seat's view and the legal list, and keeps no memory between
calls (a hint for a human is this bot's answer for that seat).

**Who is who.** :func:`.belief.belief` gives, from the public tallies of the
view, each seat's probability of each role (exact over the role
assignments). Every decision weighs a seat by that belief:

- ``harm(t)`` — what hurting ``t`` is worth to this seat:
  Σ P(t's role) × :data:`HARM`[my role][t's role]. A likely friend counts
  −3 (−4 for the lord hurting a loyalist, −6 for hurting the lord on his
  side), so friendly fire costs more than a missed chance; and a seat is
  hurt only if it is less than 1 in 8 to be on this seat's side
  (:meth:`Bot.enemy`). The renegade's row is set by the balance of the
  table (below).
- ``good(t)`` — what helping ``t`` is worth (saving, protecting with
  明察秋毫, healing, giving): Σ P × :data:`HELP`.

**Play by role.** The lord's side protects the lord (a loyalist always
saves a dying lord); rebels go for the lord (hurting him is worth half as
much again). The renegade keeps the two sides level: while rebels and
loyalists live, it never hurts the lord and saves him when he is dying, and
it hurts whichever side is ahead (the lord counting 1.5 seats); when only the
lord is left beside it, the lord is the target.

**Targets.** A harmful card's score is ``harm(t)`` × the chance it hurts
(a 殺 is dodged with probability growing with the hand size; 八卦陣 halves
its chance; 仁王盾 stops a black 殺) × what the hit is worth (a kill is worth
more: the rebel's killer draws 3; the lord loses every card for killing a
loyalist, so a likely loyalist at 1 HP is left alone). 南蛮襲来 / 万箭斉発 sum
it over every seat hit, friends included.

**Cards kept.** It discards by a keep value that counts what it will need:
桃 and 明察秋毫 first, one or two 閃, one 殺 (more with 諸葛連弩), and an
equipment card only if its slot is empty. A 桃 is used in the play phase
only at 1 HP, when two below the maximum, or when it would be discarded.

**Skills** are used where they pay: 仁徳 / 結姻 / 青嚢 on friends, 反間 and
離間 on enemies, 苦肉 while HP allows, 制衡 on junk, 剛烈 / 反饋 / 鉄騎 not
on friends, 流離 to an enemy, 鬼才 to fix a friend's judgement.

belief.py:
What a seat believes about the roles it cannot see: exact over the role
assignments, from the public tallies of its view.

:func:`belief` enumerates every assignment of the unseen roles to the unseen
seats consistent with the view (the lord's, one's own and the dead's roles
are known; ``role_counts`` says how many of each were dealt: at most 1,260
assignments at 10 players), weighs each by the likelihood of the public acts
(:mod:`.events`) under the behaviour model below, and returns each seat's
marginal probability of each role. A pure function of the view: no memory
between calls.

The behaviour model: each act of seat ``a`` towards seat ``b`` is
independently more or less likely according to the two roles, by the factors
in :data:`ATTACK`, :data:`HELP`, :data:`REFUSE` (``hindered`` counts as an
attack). The factors are mild (a loyalist attacking the lord is 1/20 as
likely as a rebel doing it, not impossible) because players err, and random
players act on nothing. A refusal to save means much less when everyone is
asked (``auto_pass`` off: most passes are a hand with no 桃), modelled as
``P(pass) = (1 - h) + h × REFUSE`` with ``h`` the chance of holding one.
Each factor is tempered (raised to :data:`TEMPER`): the acts are not
independent and players err, so a long run of them should not make the
belief certain.
Only the acts of seats whose role is hidden from the reader count: no one
sees another's role, so the lord's (or a dead seat's, or one's own) choice
of target was made from the same public acts and adds nothing; counting it
would let a seat's own attacks convince itself.
"""

from __future__ import annotations


import math
from itertools import combinations

from hotseat.games.sanguosha.cards import NAME, NAMES, RANK, SLOT, SUIT, colour
from hotseat.games.sanguosha.roles import ROLES, STANDARD
from hotseat.games.sanguosha.use import conversion_name

LORD, LOYAL, REBEL, RENEGADE = range(4)
IDX = {r: i for i, r in enumerate(ROLES)}

#: ATTACK[actor][target]: relative likelihood of a chosen harmful act.
ATTACK = (
    # lord  loyal rebel  renegade
    (1.0, 0.3, 1.0, 0.8),     # lord
    (0.05, 0.35, 1.0, 0.85),  # loyalist
    (1.0, 0.8, 0.15, 0.7),    # rebel
    (0.3, 0.75, 0.85, 0.5),   # renegade
)
#: HELP[actor][target]: saving, protecting, healing, giving.
HELP = (
    (1.0, 1.0, 0.1, 0.4),
    (1.0, 0.9, 0.1, 0.35),
    (0.05, 0.1, 1.0, 0.3),
    (0.8, 0.5, 0.4, 0.5),
)
#: REFUSE[actor][dying]: passing when one could save (auto-pass on).
REFUSE = (
    (1.0, 0.35, 1.0, 0.9),
    (0.04, 0.4, 1.0, 1.0),
    (1.0, 1.0, 0.3, 1.0),
    (0.35, 0.8, 0.8, 0.8),
)
#: The chance that a seat asked with auto-pass off holds something to save with.
HOLDS_PEACH = 0.3
#: Each factor counts as its power TEMPER: the acts are not independent (a
#: seat attacks the same enemy again and again) and players err, so a long
#: run of acts should not make the belief certain.
TEMPER = 0.6


def _log_table(t):
    return [[TEMPER * math.log(x) for x in row] for row in t]


L_ATTACK = _log_table(ATTACK)
L_HELP = _log_table(HELP)
L_REFUSE = _log_table(REFUSE)
L_REFUSE_OFF = _log_table([[(1 - HOLDS_PEACH) + HOLDS_PEACH * x for x in row] for row in REFUSE])


def assignments(slots: int, counts: list[int]):
    """Every distinct way to put the roles ``counts`` (one count per role
    index) in ``slots`` seats, as tuples of role indices.

    >>> len(list(assignments(9, [0, 3, 4, 2])))
    1260
    >>> sorted(assignments(2, [0, 1, 1, 0]))
    [(1, 2), (2, 1)]
    """
    return [asg for asg, _ in _weighted(counts, [[0.0] * 4 for _ in range(slots)])]


def _weighted(counts: list[int], unary: list[list[float]]) -> list[tuple]:
    """Every assignment of the roles ``counts`` to the seats of ``unary``
    (one row of log-factors per seat), with the sum of its seats' factors:
    role by role, the seats it takes chosen as combinations of those left."""
    slots = len(unary)
    out: list = []
    if sum(counts) != slots:
        return out
    roles = [r for r in range(4) if counts[r]]
    asg = [0] * slots

    def rec(k, free, w):
        r = roles[k]
        if k == len(roles) - 1:
            for i in free:
                asg[i] = r
                w += unary[i][r]
            out.append((tuple(asg), w))
            return
        for chosen in combinations(free, counts[r]):
            w2 = w
            for i in chosen:
                asg[i] = r
                w2 += unary[i][r]
            rest = [i for i in free if i not in chosen]
            rec(k + 1, rest, w2)

    if roles:
        rec(0, list(range(slots)), 0.0)
    return out


def pair_tables(view: dict) -> dict:
    """Per ordered pair (a, b) with any public act, the 4 × 4 table of the
    log-likelihood of those acts for each (role of a, role of b)."""
    refuse = L_REFUSE if view.get("auto_pass", True) else L_REFUSE_OFF
    kinds = (("attacked", L_ATTACK), ("hindered", L_ATTACK), ("helped", L_HELP), ("refused", refuse))
    n = len(view["alive"])
    out: dict = {}
    for name, lt in kinds:
        tally = view.get(name)
        if tally is None:
            continue
        for a in range(n):
            row = tally[a]
            for b in range(n):
                c = row[b]
                if c and a != b:
                    t = out.get((a, b))
                    if t is None:
                        t = out[(a, b)] = [[0.0] * 4 for _ in range(4)]
                    for i in range(4):
                        ti, li = t[i], lt[i]
                        for j in range(4):
                            ti[j] += c * li[j]
    return out


def belief(view: dict) -> list[list[float]]:
    """For each seat, the probability of each role (lord, loyalist, rebel,
    renegade) given the view. Known roles are certain."""
    roles = view["roles"]
    n = len(roles)
    counts = view.get("role_counts")
    if counts is None:
        counts = dict(zip(ROLES, STANDARD[n]))
    left = [counts.get(r, 0) for r in ROLES]
    known = [None if r is None else IDX[r] for r in roles]
    for k in known:
        if k is not None:
            left[k] -= 1
    hidden = [s for s in range(n) if known[s] is None]
    out = [[0.0] * 4 for _ in range(n)]
    for s in range(n):
        if known[s] is not None:
            out[s][known[s]] = 1.0
    if not hidden:
        return out
    tables = pair_tables(view)
    # Split the factors: one per hidden seat (the other end known), and
    # pairwise between two hidden seats; pairs of known seats are constant.
    pos = {s: i for i, s in enumerate(hidden)}
    unary = [[0.0] * 4 for _ in hidden]
    binary = []
    for (a, b), t in tables.items():
        ka, kb = known[a], known[b]
        if ka is not None:
            # An act of a seat whose role this seat knows says nothing new:
            # no one sees another's role, so its choice of target came from
            # the same public acts (and counting it would let a seat's own
            # attacks convince itself).
            continue
        if kb is None:
            binary.append((pos[a], pos[b], t))
        else:
            u = unary[pos[a]]
            for i in range(4):
                u[i] += t[i][kb]
    if any(x < 0 for x in left):
        return out  # an impossible view (should not happen)
    weighted = _weighted(left, unary)
    if not weighted:
        return out
    if binary:
        weighted = [(asg, w + sum(t[asg[i]][asg[j]] for i, j, t in binary)) for asg, w in weighted]
    top = max(w for _, w in weighted)
    total = 0.0
    acc = [[0.0] * 4 for _ in hidden]
    exp = math.exp
    for asg, w in weighted:
        p = exp(w - top)
        total += p
        for row, r in zip(acc, asg):
            row[r] += p
    for s, row in zip(hidden, acc):
        out[s] = [x / total for x in row]
    return out


def guess(view: dict) -> list:
    """The most likely role of each seat (ties to the earlier role)."""
    b = belief(view)
    return [ROLES[max(range(4), key=row.__getitem__)] for row in b]


# === bot.py ======================================================================
VALUE = {"peach": 10, "nullification": 8, "ex_nihilo": 7, "dodge": 7, "slash": 6,
         "duel": 5, "snatch": 6, "dismantlement": 5, "indulgence": 6, "savage_assault": 4,
         "archery_attack": 4, "amazing_grace": 3, "collateral": 3, "god_salvation": 3,
         "lightning": 1}
HARMFUL = {"slash", "dismantlement", "snatch", "duel", "collateral", "indulgence",
           "savage_assault", "archery_attack", "lightning"}
ROLE = {"lord": LORD, "loyalist": LOYAL, "rebel": REBEL, "renegade": RENEGADE}

#: HARM[my role][their role]: hurting a seat of that role (friend < 0).
HARM = {
    LORD: (0.0, -4.0, 1.0, 0.6),
    LOYAL: (-6.0, -3.0, 1.0, 0.6),
    REBEL: (1.5, 1.0, -3.0, 0.3),
    RENEGADE: None,  # set by the balance of the table (Bot._rows)
}
#: HELP[my role][their role]: saving / protecting a seat of that role.
HELP = {
    LORD: (1.0, 1.0, -1.0, -0.5),
    LOYAL: (3.0, 1.0, -1.0, -0.5),
    REBEL: (-1.0, -1.0, 1.0, -0.3),
    RENEGADE: None,
}
#: Chance that one hand card is a 閃 / a 殺 (by the deck's counts).
P_DODGE = 0.14
P_SLASH = 0.28


def value(cid: str) -> int:
    return VALUE.get(NAME[cid], 4)


class Bot:
    """One call's reading of the table (cached per call only)."""

    def __init__(self, view: dict) -> None:
        self.v = view
        self.me = view["seat"]
        roles = view["roles"]
        self.my = ROLE[roles[self.me]]
        self.n = len(roles)
        self.lord = roles.index("lord")
        self._b = None
        self._harm = None
        self._help = None

    # --- the belief and what each seat is worth -------------------------------
    @property
    def b(self):
        if self._b is None:
            self._b = belief(self.v)
        return self._b

    def _left(self, role: str) -> int:
        """How many of ``role`` are alive (public: the dealt counts less the dead's)."""
        v = self.v
        total = v.get("role_counts", {}).get(role, 0)
        dead = sum(1 for s in range(self.n) if not v["alive"][s] and v["roles"][s] == role)
        return total - dead

    def _rows(self):
        if self.my != RENEGADE:
            harm = list(HARM[self.my])
            help_ = list(HELP[self.my])
            if self._left("rebel") == 0:
                harm[RENEGADE] = 1.0  # the last enemy
                help_[RENEGADE] = -1.0
            return harm, help_
        rebels, loyal = self._left("rebel"), self._left("loyalist")
        others = rebels + loyal
        if others == 0:  # only the lord (and renegades) left: now the lord
            return [2.0, 0.0, 0.0, 0.5], [-1.0, 0.0, 0.0, -0.5]
        lord_side = 1.5 + loyal
        if rebels >= lord_side - 0.5 or loyal == 0:
            harm = [-6.0, -0.5, 1.0, 0.3]
        else:
            harm = [-6.0, 1.0, -0.3, 0.3]
        return harm, [3.0, -0.3, -0.3, -0.3]

    def harm(self, t: int) -> float:
        if self._harm is None:
            hr, gr = self._rows()
            b = self.b
            self._harm = [sum(p * x for p, x in zip(b[s], hr)) for s in range(self.n)]
            self._help = [sum(p * x for p, x in zip(b[s], gr)) for s in range(self.n)]
            self._harm[self.me] = -10.0
            self._help[self.me] = 2.0
        return self._harm[t]

    def good(self, t: int) -> float:
        self.harm(t)
        return self._help[t]

    def friend(self, t: int) -> bool:
        return t == self.me or self.good(t) > 0.3

    def ally_chance(self, t: int) -> float:
        """The chance ``t`` is on this seat's side (a renegade has none)."""
        b = self.b[t]
        if self.my in (LORD, LOYAL):
            return b[LORD] + b[LOYAL]
        return b[REBEL] if self.my == REBEL else 0.0

    def enemy(self, t: int) -> bool:
        """Worth hurting, and less than 1 in 8 to be on this seat's side."""
        return t != self.me and self.harm(t) > 0.3 and self.ally_chance(t) < 0.125

    # --- chances ----------------------------------------------------------------
    def hand(self, t: int) -> int:
        return self.v["hand_counts"][t]

    def hit_chance(self, t: int, black: bool = False) -> float:
        """Chance a 殺 lands on ``t`` (no 閃, no 八卦陣, not stopped by 仁王盾)."""
        eq = self.v["equip"][t]
        mine = self.v["equip"][self.me]["weapon"]
        ignore = mine is not None and NAME[mine] == "qinggang_sword"
        armor = eq["armor"] and not ignore and NAME[eq["armor"]]
        if armor == "renwang_shield" and black:
            return 0.0
        p = (1 - P_DODGE) ** self.hand(t)
        if armor == "eight_diagram":
            p *= 0.5
        return p

    def worth(self, t: int) -> float:
        """What a point of damage on ``t`` is worth, ``harm(t)`` scaled by
        the chance it kills and what a kill brings."""
        h = self.harm(t)
        hp = self.v["hp"][t] or 1
        w = h * (1.0 + 1.0 / hp)
        if hp <= 1:
            b = self.b[t]
            if self.my == LORD:
                w -= 4.0 * b[LOYAL]  # the penalty for killing a loyalist
            w += 1.0 * b[REBEL] * (1 if h > 0 else 0)  # the killer draws 3
        if t == self.lord and self.my == REBEL:
            w *= 1.3
        return w

    def attack_score(self, targets, black=False) -> float:
        s = 0.0
        for t in targets:
            if not self.enemy(t):
                return -10.0
            s += self.worth(t) * (0.25 + self.hit_chance(t, black))
        return s

    # --- cards ---------------------------------------------------------------------
    def keep(self, c: str, hand: list) -> float:
        """How much the bot wants to keep ``c`` of ``hand`` (higher: keep)."""
        name = NAME[c]
        same = [x for x in hand if NAME[x] == name]
        rank = same.index(c) if c in same else 0
        eq = self.v["equip"][self.me]
        if NAMES[name]["kind"] == "equip":
            cur = eq[SLOT[c]]
            return 5.0 if cur is None else 1.0
        if name == "dodge":
            return 7.5 if rank == 0 else (5.0 if rank == 1 else 2.0)
        if name == "slash":
            crossbow = eq["weapon"] and NAME[eq["weapon"]] == "crossbow"
            return 6.0 if rank == 0 or crossbow else 2.5
        if name == "peach":
            return 10.0
        if name == "nullification":
            return 8.5
        return float(VALUE.get(name, 4))


def choose(view: dict, legal: list[dict], rng) -> dict:
    if view.get("draft") is not None:
        return max(legal, key=lambda a: RATING.get(a["general"], 5))
    if len(legal) == 1:
        return legal[0]
    q = view["ask"]
    kind = q["kind"]
    bot = Bot(view)
    fn = CHOOSERS.get(kind)
    pick = fn(bot, legal, q, rng) if fn else None
    if pick is not None:
        return pick
    return legal[0] if kind in ("grace", "pick", "discard") else pass_action(legal)


def pass_action(legal):
    for a in legal:
        if a["type"] == "pass":
            return a
    return legal[-1]


#: How much the bot likes each general in the draft.
RATING = {"liubei": 9, "sunquan": 8, "caocao": 7, "zhouyu": 8, "huatuo": 8, "guojia": 8,
          "simayi": 7, "zhugeliang": 7, "zhaoyun": 7, "lvmeng": 7, "sunshangxiang": 7,
          "diaochan": 8, "zhenji": 7, "ganning": 7, "guanyu": 7, "zhangfei": 7, "machao": 6,
          "luxun": 6, "zhangliao": 7, "xuchu": 5, "huanggai": 6, "daqiao": 6,
          "huangyueying": 7, "lvbu": 6, "xiahoudun": 6}


# --- the play phase ---------------------------------------------------------------------
def _play(bot: Bot, legal, q, rng):
    v = bot.v
    hand = v["hand"]
    best, score = None, 0.0
    for a in legal:
        t = a["type"]
        if t == "end":
            continue
        if t == "spear":
            if any(bot.keep(c, hand) >= 7 for c in a["cards"]):
                continue
            s = bot.attack_score(a["targets"]) - 1.0
        elif t == "skill":
            s = _skill_score(bot, a, hand)
        else:
            c = a["card"]
            if a.get("skill"):
                name = conversion_name(a["skill"], c)
                s = _use_score(bot, c, name, a["targets"], hand) - bot.keep(c, hand) / 4
            else:
                s = _use_score(bot, c, NAME[c], a["targets"], hand)
        if s > score:
            best, score = a, s
    if best is None:
        return next(a for a in legal if a["type"] == "end")
    return best


#: Play-phase skill -> ``score(bot, action, hand)``: what using it is worth
#: (the best action above 0 is played). Each skill's module registers its
#: own with :func:`scorer`; a skill with none is not used.
SCORES: dict = {}


def scorer(skill: str):
    """Register the bot's worth of the play-phase skill ``skill``."""
    def register(fn):
        SCORES[skill] = fn
        return fn
    return register


def _skill_score(bot: Bot, a, hand):
    fn = SCORES.get(a["skill"])
    return fn(bot, a, hand) if fn else -1


def _aoe_score(bot: Bot, name):
    v = bot.v
    p_resp = P_SLASH if name == "savage_assault" else P_DODGE
    s = 0.0
    for t in range(bot.n):
        if t == bot.me or not v["alive"][t]:
            continue
        hit = (1 - p_resp) ** bot.hand(t)
        if name == "archery_attack" and v["equip"][t]["armor"] and NAME[v["equip"][t]["armor"]] == "eight_diagram":
            hit *= 0.5
        h = bot.harm(t)
        hp = v["hp"][t] or 1
        s += hit * (bot.worth(t) if h > 0 else h * 3 * (1 + 1 / hp))
    return s


def _use_score(bot: Bot, c, name, targets, hand):
    v = bot.v
    me = bot.me
    kind = NAMES[name]["kind"]
    if kind == "equip":
        slot = SLOT[c]
        cur = v["equip"][me][slot]
        if cur is None:
            return 6
        if slot == "weapon":
            new, old = NAME[c], NAME[cur]
            slashes = sum(1 for x in hand if NAME[x] == "slash")
            if new == "crossbow" and slashes >= 2:
                return 5
            if (NAMES[new]["range"] or 1) > (NAMES[old]["range"] or 1) and old != "crossbow":
                return 3
        return 0
    hp, max_hp = v["hp"][me], v["max_hp"][me]
    if name == "peach":
        if hp >= max_hp:
            return 0
        over = len(hand) - 1 > hp
        return 8 if hp <= 1 or hp <= max_hp - 2 or over else 0
    if name == "ex_nihilo":
        return 9
    if name == "amazing_grace":
        living = [t for t in range(bot.n) if v["alive"][t] and t != me]
        good = sum(1 for t in living if bot.friend(t))
        return 2.5 if good * 2 >= len(living) else 0.5
    if name == "god_salvation":
        s = 0.0
        for t in range(bot.n):
            if v["alive"][t] and v["hp"][t] < v["max_hp"][t]:
                s += 1.5 if t == me else bot.good(t)
        return 2 + s if s > 0.5 else 0
    if name in ("savage_assault", "archery_attack"):
        s = _aoe_score(bot, name)
        return s if s > 1 else 0
    if name == "lightning":
        return 0
    if name == "collateral":
        w, victim = targets
        if not bot.enemy(victim) or bot.friend(w):
            return 0
        return 1.5 + bot.worth(victim) * 0.5 + (0.5 if bot.enemy(w) else 0)
    if name in ("dismantlement", "snatch"):
        t = targets[0]
        if v["judge"][t]:
            bad = [x for x in v["judge"][t]]
            if bot.friend(t) and bad:
                return 4 + (1 if t == bot.lord else 0)
        if not bot.enemy(t):
            return 0
        eq = [x for x in v["equip"][t].values() if x]
        return 2.5 + 0.6 * bot.harm(t) + 0.5 * len(eq) + (0.5 if name == "snatch" else 0)
    if name == "duel":
        t = targets[0]
        if not bot.enemy(t):
            return 0
        mine = sum(1 for x in hand if NAME[x] == "slash")
        edge = mine - P_SLASH * bot.hand(t)
        return bot.worth(t) * (0.5 + 0.25 * edge) + 0.5
    if name == "indulgence":
        t = targets[0]
        if not bot.enemy(t):
            return 0
        return 2 + 1.5 * bot.harm(t) + 0.2 * bot.hand(t)
    if name == "slash":
        return 1 + bot.attack_score(targets, colour(c) == "black")
    return 0


# --- answers ----------------------------------------------------------------------------
def _respond(bot: Bot, legal, q, rng):
    got = _respond_cards(bot, legal, q)
    if got["type"] == "pass":
        for a in legal:
            if a["type"] == "skill":
                return a
    return got


def _respond_cards(bot: Bot, legal, q):
    v = bot.v
    me = bot.me
    src = q.get("src")
    hand = v["hand"]
    # A 決闘 started by a friend is not worth a card (unless it would kill me).
    if q["kind"] == "slash" and q.get("why") == "duel" and src is not None \
            and bot.friend(src) and v["hp"][me] > 1:
        return pass_action(legal)
    for a in legal:
        if a["type"] == "armor":
            return a
    cards_ = [a for a in legal if a["type"] == "play"]
    if cards_:
        return min(cards_, key=lambda a: bot.keep(a["card"], hand) + (1 if a.get("skill") else 0))
    spears = [a for a in legal if a["type"] == "spear"]
    if spears and v["hp"][me] <= 2:
        return min(spears, key=lambda a: sum(bot.keep(c, hand) for c in a["cards"]))
    return pass_action(legal)


def _nullify(bot: Bot, legal, q, rng):
    ev = q["event"]
    target, user = ev["target"], ev["user"]
    if ev["name"] == "nullification":
        # An enemy's 明察秋毫 protected an enemy or cancelled a friend's good
        # scroll (it would not protect a friend): cancel it.
        good = user is not None and bot.enemy(user)
    elif ev["name"] in HARMFUL:
        if ev["name"] == "lightning":
            good = target == bot.me
        else:
            good = (target == bot.me or bot.good(target) > 0.5) and (user is None or not bot.friend(user)
                                                                      or target == bot.me)
            if ev["name"] in ("savage_assault", "archery_attack") and target != bot.me:
                good = good and (bot.v["hp"][target] <= 1 or target == bot.lord and bot.good(target) > 1)
    else:
        good = bot.enemy(target) and ev["name"] in ("ex_nihilo",)
    if good:
        for a in legal:
            if a["type"] == "play":
                return a
    return pass_action(legal)


def _peach(bot: Bot, legal, q, rng):
    d = q["dying"]
    if d == bot.me or bot.good(d) > 0.3:
        cards_ = [a for a in legal if a["type"] == "play"]
        if cards_:
            return min(cards_, key=lambda a: (1 if a.get("skill") else 0, bot.keep(a["card"], bot.v["hand"])))
    return pass_action(legal)


def _pick(bot: Bot, legal, q, rng):
    v = bot.v
    t = q["target"]
    judged = [a for a in legal if "card" in a and a["card"] in v["judge"][t]]
    if bot.friend(t) and q.get("why") in ("snatch", "dismantlement"):
        if judged:
            return judged[0]
    eq = [a for a in legal if "card" in a and a["card"] not in v["judge"][t]]
    if eq and not bot.friend(t):
        order = {"armor": 0, "minus": 1, "weapon": 2, "plus": 3}
        return min(eq, key=lambda a: order.get(SLOT[a["card"]], 4))
    hand = [a for a in legal if "zone" in a]
    if hand:
        return hand[0]
    return eq[0] if eq else legal[0]


def _grace(bot: Bot, legal, q, rng):
    hand = bot.v["hand"]
    return max(legal, key=lambda a: bot.keep(a["card"], hand + [a["card"]]) + value(a["card"]) / 10)


def _discard(bot: Bot, legal, q, rng):
    hand = bot.v["hand"]
    return min(legal, key=lambda a: bot.keep(a["card"], hand))


def _collateral(bot: Bot, legal, q, rng):
    if not bot.enemy(q["victim"]):
        return pass_action(legal)
    return _respond(bot, legal, {"kind": "collateral"}, rng)


def _blade(bot: Bot, legal, q, rng):
    cards_ = [a for a in legal if a["type"] == "play"]
    return cards_[0] if cards_ and bot.enemy(q["target"]) else pass_action(legal)


def _axe(bot: Bot, legal, q, rng):
    if len(bot.v["hand"]) >= 3 and bot.enemy(q["target"]):
        opts = [a for a in legal if a["type"] == "axe"]
        hand = bot.v["hand"]
        return min(opts, key=lambda a: sum(bot.keep(c, hand) for c in a["cards"]))
    return pass_action(legal)


def _ice(bot: Bot, legal, q, rng):
    t = q["target"]
    if bot.friend(t) or (t == bot.lord and bot.my == RENEGADE and bot.harm(t) < 0):
        return legal[0]
    return pass_action(legal)


def _kylin(bot: Bot, legal, q, rng):
    return legal[0] if bot.enemy(q["target"]) else pass_action(legal)


def _swords(bot: Bot, legal, q, rng):
    return legal[0]


def _swords_victim(bot: Bot, legal, q, rng):
    hand = bot.v["hand"]
    cheap = [a for a in legal if a["type"] == "discard" and bot.keep(a["card"], hand) <= 3]
    if cheap and not bot.friend(q["user"]):
        return min(cheap, key=lambda a: bot.keep(a["card"], hand))
    return next(a for a in legal if a["type"] == "let_draw")


#: Skill -> ``willing(bot, question)``: whether the bot says yes to "use
#: it?" (a skill with none: yes). Each skill's module registers its own
#: with :func:`yes_if`.
YES: dict = {}


def yes_if(skill: str):
    """Register when the bot says yes to "use ``skill``?"."""
    def register(fn):
        YES[skill] = fn
        return fn
    return register


def _yes(bot: Bot, legal, q, rng):
    """Yes to a skill's "use it?", unless its module's :data:`YES` says no."""
    willing = YES.get(q.get("skill"))
    if willing is not None and not willing(bot, q):
        return pass_action(legal)
    return legal[0]


def spares(bot: Bot, other) -> bool:
    """Whether the bot would rather not hurt ``other`` (a likely friend, or
    one it does not pay to hurt; never itself or a likely enemy)."""
    return other is not None and other != bot.me and not bot.enemy(other) \
        and (bot.friend(other) or bot.harm(other) < 0)


#: Why a card is judged -> ``good(card)``: whether that judgement goes the
#: judged seat's way (for 鬼才 to fix or spoil). A skill judging registers
#: its own here, in its module.
GOOD_JUDGEMENT = {
    "lightning": lambda c: not (SUIT[c] == "S" and 2 <= RANK[c] <= 9),
    "indulgence": lambda c: SUIT[c] == "H",
    "eight_diagram": lambda c: colour(c) == "red",
}


def good_judgement(why, c):
    good = GOOD_JUDGEMENT.get(why)
    return good(c) if good else None


#: Question kind -> ``chooser(bot, legal, question, rng)``: the bot's answer,
#: or None for the default. A skill's own questions register theirs with
#: :func:`chooser` in the skill's module.
CHOOSERS = {"skill": _yes, "play": _play, "dodge": _respond, "slash": _respond,
            "nullify": _nullify, "peach": _peach, "pick": _pick, "grace": _grace,
            "discard": _discard, "collateral": _collateral, "blade": _blade, "axe": _axe,
            "ice": _ice, "kylin": _kylin, "swords": _swords, "swords_victim": _swords_victim}


def chooser(kind: str):
    """Register the bot's answer to the question ``kind``."""
    def register(fn):
        CHOOSERS[kind] = fn
        return fn
    return register


# === the skills' bot parts ==================================================
# --- skills/common.py ----------------------------------------------------------------
@chooser("proxy")
def _common_proxy(bot: Bot, legal, q, rng):
    cards_ = [a for a in legal if a["type"] == "play"]
    if cards_ and bot.friend(q["lord"]):
        return min(cards_, key=lambda a: bot.keep(a["card"], bot.v["hand"]))
    return pass_action(legal)


@chooser("cost")
def _common_cost(bot: Bot, legal, q, rng):
    hand = bot.v["hand"]
    return min(legal, key=lambda a: sum(bot.keep(c, hand) if c in hand else 2 for c in a["cards"]))


# --- skills/tuxi.py ------------------------------------------------------------------
@chooser("tuxi")
def _tuxi_tuxi(bot: Bot, legal, q, rng):
    good = [a for a in legal if a["type"] == "skill" and all(bot.enemy(t) for t in a["targets"])]
    if good:
        return max(good, key=lambda a: (len(a["targets"]), sum(bot.harm(t) for t in a["targets"])))
    return pass_action(legal)


# --- skills/luoyi.py -----------------------------------------------------------------
@yes_if("luoyi")
def _luoyi_willing(bot: Bot, q) -> bool:
    """With a 殺 or 決闘 in hand to use."""
    return any(NAME[c] in ("slash", "duel") for c in bot.v["hand"])


# --- skills/rende.py -----------------------------------------------------------------
@scorer("rende")
def _rende_score(bot: Bot, a, hand):
    """Give to a likely friend, rather while wounded, the cards kept least."""
    t = a["targets"][0]
    if bot.good(t) <= 0.5:
        return -1
    me = bot.me
    return 2.5 + (1 if bot.v["hp"][me] < bot.v["max_hp"][me] else 0) - bot.keep(a["card"], hand) / 3


# --- skills/kurou.py -----------------------------------------------------------------
@scorer("kurou")
def _kurou_score(bot: Bot, a, hand):
    """While above 2 HP (at 2 with a 桃 in hand)."""
    hp = bot.v["hp"][bot.me]
    peach = any(NAME[c] == "peach" for c in hand)
    return 4 if hp > 2 or (hp == 2 and peach) else -1


# --- skills/zhiheng.py ---------------------------------------------------------------
@scorer("zhiheng")
def _zhiheng_score(bot: Bot, a, hand):
    """With two or more hand cards it would rather not keep."""
    return 3 if sum(1 for c in hand if bot.keep(c, hand) <= 4) >= 2 else -1


@chooser("zhiheng")
def _zhiheng_zhiheng(bot: Bot, legal, q, rng):
    hand = bot.v["hand"]
    choose_ = [a for a in legal if a["type"] == "choose" and a["card"] in hand
               and bot.keep(a["card"], hand) <= 4]
    if choose_:
        return min(choose_, key=lambda a: bot.keep(a["card"], hand))
    done = [a for a in legal if a["type"] == "done"]
    return done[0] if done else min(legal, key=lambda a: value(a["card"]))


# --- skills/fanjian.py ---------------------------------------------------------------
@scorer("fanjian")
def _fanjian_score(bot: Bot, a, hand):
    """On an enemy, the more worth hurting the better."""
    t = a["targets"][0]
    return 2 + bot.worth(t) if bot.enemy(t) else -1


@chooser("suit")
def _fanjian_suit(bot: Bot, legal, q, rng):
    return legal[rng.below(len(legal))]


# --- skills/jieyin.py ----------------------------------------------------------------
@scorer("jieyin")
def _jieyin_score(bot: Bot, a, hand):
    """A friend; or anyone not against her while she is wounded herself."""
    t = a["targets"][0]
    if bot.good(t) > 0.3:
        return 5
    me = bot.me
    return 3 if bot.v["hp"][me] < bot.v["max_hp"][me] and bot.good(t) > -0.2 else -1


# --- skills/qingnang.py --------------------------------------------------------------
@scorer("qingnang")
def _qingnang_score(bot: Bot, a, hand):
    """On a friend."""
    return 6 if bot.friend(a["targets"][0]) else -1


# --- skills/lijian.py ----------------------------------------------------------------
@scorer("lijian")
def _lijian_score(bot: Bot, a, hand):
    """An enemy as the 決闘's target, by a man it is worth hurting too."""
    a_, b_ = a["targets"]
    if bot.enemy(a_) and bot.harm(b_) > 0:
        return 3 + bot.worth(a_) + max(0.0, bot.worth(b_)) * 0.5
    return -1


# --- skills/jijiang.py ---------------------------------------------------------------
@scorer("jijiang")
def _jijiang_score(bot: Bot, a, hand):
    """As a 殺 on the target."""
    return 1 + bot.attack_score(a["targets"])


# --- skills/luoshen.py ---------------------------------------------------------------
GOOD_JUDGEMENT["luoshen"] = lambda c: colour(c) == "black"


# --- skills/guanxing.py --------------------------------------------------------------
@chooser("guanxing")
def _guanxing_place(bot: Bot, legal, q, rng):
    return max(legal, key=lambda a: (a["where"] == "top", value(a["card"])))


# --- skills/liuli.py -----------------------------------------------------------------
@chooser("liuli")
def _liuli_liuli(bot: Bot, legal, q, rng):
    hand = bot.v["hand"]
    good = [a for a in legal if a["type"] == "skill" and bot.enemy(a["targets"][0])]
    if good:
        return max(good, key=lambda a: (bot.worth(a["targets"][0]), -bot.keep(a["card"], hand)))
    return pass_action(legal)


# --- skills/tieji.py -----------------------------------------------------------------
@yes_if("tieji")
def _tieji_willing(bot: Bot, q) -> bool:
    """Not on a friend."""
    return not spares(bot, q.get("target"))


GOOD_JUDGEMENT["tieji"] = lambda c: colour(c) == "red"


# --- skills/guicai.py ----------------------------------------------------------------
@chooser("guicai")
def _guicai_guicai(bot: Bot, legal, q, rng):
    why, judged = q.get("why"), q.get("judge")
    if judged is None:
        return pass_action(legal)
    now = good_judgement(why, q["card"])
    if now is None:
        return pass_action(legal)
    want_good = bot.friend(judged)
    if not want_good and not bot.enemy(judged):
        return pass_action(legal)
    if now == want_good:
        return pass_action(legal)
    hand = bot.v["hand"]
    ok = [a for a in legal if a["type"] == "play" and good_judgement(why, a["card"]) == want_good
          and bot.keep(a["card"], hand) < 8]
    return min(ok, key=lambda a: bot.keep(a["card"], hand)) if ok else pass_action(legal)


# --- skills/fankui.py ----------------------------------------------------------------
@yes_if("fankui")
def _fankui_willing(bot: Bot, q) -> bool:
    """Not from a friend."""
    return not spares(bot, q.get("src"))


# --- skills/ganglie.py ---------------------------------------------------------------
@chooser("ganglie")
def _ganglie_ganglie(bot: Bot, legal, q, rng):
    hand = bot.v["hand"]
    discards = [a for a in legal if a["type"] == "discard"]
    if discards and (bot.v["hp"][bot.me] <= 2 or len(hand) >= 4):
        return min(discards, key=lambda a: sum(bot.keep(c, hand) for c in a["cards"]))
    return next(a for a in legal if a["type"] == "damage")


@yes_if("ganglie")
def _ganglie_willing(bot: Bot, q) -> bool:
    """Not on a friend."""
    return not spares(bot, q.get("src"))


GOOD_JUDGEMENT["ganglie"] = lambda c: SUIT[c] != "H"


# --- skills/yiji.py ------------------------------------------------------------------
@chooser("yiji")
def _yiji_give(bot: Bot, legal, q, rng):
    """遺計: each card to the friend with the fewest cards (self if none)."""
    v = bot.v
    friends = [t for t in range(bot.n) if t != bot.me and v["alive"][t] and bot.good(t) > 0.8]
    to = bot.me
    if friends:
        to = min(friends, key=lambda t: (v["hand_counts"][t], t))
        if v["hand_counts"][to] >= len(v["hand"]):
            to = bot.me
    for a in legal:
        if a["to"] == to:
            return a
    return next(a for a in legal if a["to"] == bot.me)
