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

from .roles import ROLES

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
    if sum(counts) != slots:
        return
    left = list(counts)

    def rec(prefix, left, k):
        if k == 0:
            yield prefix
            return
        for r in range(4):
            if left[r]:
                left[r] -= 1
                yield from rec(prefix + (r,), left, k - 1)
                left[r] += 1
    yield from rec((), left, slots)


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
        from .roles import STANDARD
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
    weights = []
    assigns = list(assignments(len(hidden), left))
    if not assigns:  # an impossible view (should not happen): uniform over what is left
        return out
    for asg in assigns:
        w = 0.0
        for i, r in enumerate(asg):
            w += unary[i][r]
        for i, j, t in binary:
            w += t[asg[i]][asg[j]]
        weights.append(w)
    top = max(weights)
    total = 0.0
    for asg, w in zip(assigns, weights):
        p = math.exp(w - top)
        total += p
        for i, r in enumerate(asg):
            out[hidden[i]][r] += p
    for s in hidden:
        row = out[s]
        for r in range(4):
            row[r] /= total
    return out


def guess(view: dict) -> list:
    """The most likely role of each seat (ties to the earlier role)."""
    b = belief(view)
    return [ROLES[max(range(4), key=row.__getitem__)] for row in b]
