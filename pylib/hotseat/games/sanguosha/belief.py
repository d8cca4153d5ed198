"""What a seat believes about the roles it cannot see: exact over the role
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

from .roles import ROLES, STANDARD

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
