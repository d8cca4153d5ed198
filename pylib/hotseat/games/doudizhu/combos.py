"""The thirteen combinations: reading a set of cards, listing plays, beating.

Everything works on rank-count vectors (15 ints, see :mod:`.cards`). A play is
identified by its combination type and the multiset of ranks it uses; suits
are chosen later (canonically) because they never matter.

A *reading* is ``(combo, key, size)``: ``size`` is the number of cards, and two
plays compare only when combo and size agree (a bomb or rocket aside). ``key``
orders plays of one kind: the triplet's rank for triplet-with-attachments, the
lowest rank for sequences, ``size * 16 + rank`` for double-deck bombs so that a
longer bomb beats a shorter one.

>>> from .cards import counts_of
>>> readings(counts_of(["9S", "9H", "9D", "3C"]), 3)
[('triplet_single', 6, 4)]
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from itertools import combinations, compress, repeat

from .cards import ACE, BLACK_JOKER, NUM_RANKS, RANK, RED_JOKER, TWO, counts_of

#: Every combination id, in the order the UI lists them.
COMBOS = ("single", "pair", "triplet", "triplet_single", "triplet_pair", "sequence",
          "pair_sequence", "airplane", "airplane_singles", "airplane_pairs", "bomb",
          "rocket", "quadplex_singles", "quadplex_pairs")

#: Shortest run of each sequence kind, counted in ranks (seed: 5 singles,
#: 3 pairs, 2 triplets).
MIN_RUN = {"sequence": 5, "pair_sequence": 3, "airplane": 2}
ROCKET_KEY = 1 << 10

COMBO_NAMES = {
    "single": ("シングル", "Single"), "pair": ("ペア", "Pair"), "triplet": ("スリーカード", "Triplet"),
    "triplet_single": ("スリーカード＋1枚", "Triplet + single"),
    "triplet_pair": ("スリーカード＋ペア", "Triplet + pair"),
    "sequence": ("階段", "Sequence"), "pair_sequence": ("連続ペア", "Pair sequence"),
    "airplane": ("飛行機", "Airplane"), "airplane_singles": ("飛行機＋1枚ずつ", "Airplane + singles"),
    "airplane_pairs": ("飛行機＋ペア", "Airplane + pairs"), "bomb": ("爆弾", "Bomb"),
    "rocket": ("ロケット", "Rocket"), "quadplex_singles": ("4枚＋1枚2組", "Quadplex + two singles"),
    "quadplex_pairs": ("4枚＋2ペア", "Quadplex + two pairs"),
}


def _pairable(rank: int, copies: int) -> bool:
    """Whether two cards of ``rank`` form a pair. Single deck: the jokers are
    one card each (together they are the rocket). Double deck: two jokers of
    one colour are a pair."""
    return rank <= TWO or copies == 2


def _rocket(counts: list[int], copies: int) -> bool:
    return counts[BLACK_JOKER] == copies and counts[RED_JOKER] == copies


def _both_jokers(ranks) -> bool:
    """Attachments may not include a black and a red joker together: that
    pair is the rocket (or, double deck, no combination) [decision]."""
    return BLACK_JOKER in ranks and RED_JOKER in ranks


def readings(counts: list[int], copies: int) -> list[tuple[str, int, int]]:
    """Every legal reading of exactly these cards (empty if none)."""
    n = sum(counts)
    present = [r for r in range(NUM_RANKS) if counts[r]]
    out: list[tuple[str, int, int]] = []
    if n == 0:
        return out
    if len(present) == 1:
        r = present[0]
        c = counts[r]
        if c == 1:
            out.append(("single", r, 1))
        elif c == 2 and _pairable(r, copies):
            out.append(("pair", r, 2))
        elif c == 3 and r <= TWO:
            out.append(("triplet", r, 3))
        elif c >= 4 and r <= TWO:
            out.append(("bomb", r if copies == 1 else c * 16 + r, c))
        return out  # one rank: nothing else can read it
    if _rocket(counts, copies) and n == 2 * copies:
        return [("rocket", ROCKET_KEY, n)]
    if n < 4:
        return out

    # triplet + single / pair
    if n in (4, 5) and len(present) == 2:
        for t in present:
            if counts[t] == 3 and t <= TWO:
                other = present[0] if present[1] == t else present[1]
                if n == 4 and counts[other] == 1:
                    out.append(("triplet_single", t, 4))
                if n == 5 and counts[other] == 2 and _pairable(other, copies):
                    out.append(("triplet_pair", t, 5))

    if n < 5:
        return out
    # sequences of singles, pairs, triplets over 3..A
    for kind, width in (("sequence", 1), ("pair_sequence", 2), ("airplane", 3)):
        if present[-1] <= ACE and all(counts[r] == width for r in present):
            run = len(present)
            if run >= MIN_RUN[kind] and present[-1] - present[0] == run - 1:
                out.append((kind, present[0], n))

    # airplane + attachments: k consecutive triplets, k singles or k pairs
    for kind, per in (("airplane_singles", 4), ("airplane_pairs", 5)):
        if n < 8 or n % per or n // per < 2:
            continue
        k = n // per
        for low in range(0, ACE - k + 2):
            wings = range(low, low + k)
            if any(counts[r] < 3 for r in wings):
                continue
            rest = list(counts)
            for r in wings:
                rest[r] -= 3
            ranks = [r for r in range(NUM_RANKS) if rest[r]]
            if any(r in wings for r in ranks):
                continue
            if kind == "airplane_singles":
                ok = all(rest[r] == 1 for r in ranks) and not _both_jokers(ranks)
            else:
                ok = all(rest[r] == 2 and _pairable(r, copies) for r in ranks)
            if ok and len(ranks) == k:
                out.append((kind, low, n))

    # quadplex: four of a rank + two singles or two pairs of different ranks
    if n in (6, 8):
        for q in present:
            if counts[q] != 4 or q > TWO:
                continue
            ranks = [r for r in present if r != q]
            if len(ranks) != 2:
                continue
            if n == 6 and all(counts[r] == 1 for r in ranks) and not _both_jokers(ranks):
                out.append(("quadplex_singles", q, 6))
            if n == 8 and all(counts[r] == 2 and _pairable(r, copies) for r in ranks):
                out.append(("quadplex_pairs", q, 8))
    return out if len(out) < 2 else _best_per_kind(out)


#: Kinds whose key is the lowest rank held this many times: the only such
#: rank in a triplet or quadplex with attachments, the first rank of a run.
_KEYED_BY_COUNT = {"single": 1, "pair": 2, "triplet": 3, "sequence": 1, "pair_sequence": 2,
                   "airplane": 3, "triplet_single": 3, "triplet_pair": 3,
                   "quadplex_singles": 4, "quadplex_pairs": 4}


def key_of(combo: str, counts: list[int], copies: int) -> int:
    """The ordering key of cards already known to read as ``combo``.

    Cheaper than :func:`readings` for the common kinds; used when a checked
    play is applied.
    """
    by_count = _KEYED_BY_COUNT.get(combo)
    if by_count is not None:
        return counts.index(by_count)
    present = [r for r in range(NUM_RANKS) if counts[r]]
    if combo == "bomb":
        r = present[0]
        return r if copies == 1 else counts[r] * 16 + r
    if combo == "rocket":
        return ROCKET_KEY
    return next(rd[1] for rd in readings(counts, copies) if rd[0] == combo)


#: Kinds made of one rank only: their key is that rank (a double-deck bomb
#: also counts its cards).
_ONE_RANK = frozenset(("single", "pair", "triplet", "bomb"))


def key_of_cards(combo: str, cards: list[str], copies: int) -> int:
    """:func:`key_of` for card ids; one-rank kinds, most of all plays, need no count.

    >>> key_of_cards("pair", ["9S", "9H"], 1), key_of_cards("bomb", ["5S"] * 5, 2)
    (6, 82)
    """
    if combo in _ONE_RANK:
        r = RANK[cards[0]]
        return r if combo != "bomb" or copies == 1 else len(cards) * 16 + r
    return key_of(combo, counts_of(cards), copies)


def _best_per_kind(found):
    """One reading per combination type: the one with the highest key (a
    player always means the strongest reading of a kind)."""
    best: dict[str, tuple[str, int, int]] = {}
    for rd in found:
        if rd[0] not in best or rd[1] > best[rd[0]][1]:
            best[rd[0]] = rd
    return sorted(best.values(), key=lambda rd: COMBOS.index(rd[0]))


def is_bomb(combo: str) -> bool:
    return combo in ("bomb", "rocket")


def beats(new: tuple[str, int, int], cur: tuple[str, int, int]) -> bool:
    """Whether reading ``new`` beats reading ``cur`` on the table."""
    if new[0] == "rocket":
        return True
    if cur[0] == "rocket":
        return False
    if new[0] == "bomb":
        return cur[0] != "bomb" or new[1] > cur[1]
    return new[0] == cur[0] and new[2] == cur[2] and new[1] > cur[1]


# --- listing every play a hand can make -------------------------------------

#: combo, key, size, and the cards as ``((rank, count), ...)`` sorted by rank.
Play = tuple[str, int, int, tuple[tuple[int, int], ...]]


#: ``_ONE[r][k]``: the groups of ``k`` cards of rank ``r`` alone, built once.
_ONE = [[((r, k),) for k in range(9)] for r in range(NUM_RANKS)]
#: ``_SIMPLE[kind][r]``: the whole Play of a single, pair or triplet of rank
#: ``r``, built once (they are most of what is listed).
_SIMPLE = {kind: [(kind, r, k, _ONE[r][k]) for r in range(NUM_RANKS)]
           for kind, k in (("single", 1), ("pair", 2), ("triplet", 3))}
#: Two of them by name, for answers(): a lookup fewer on every follow.
_SINGLES, _PAIRS = _SIMPLE["single"], _SIMPLE["pair"]
#: ``_WITH[kind][t][a]``: the Play of a triplet of rank ``t`` with a single
#: or a pair of rank ``a``.
_WITH = {kind: [[(kind, t, 3 + k, ((a, k), (t, 3)) if a < t else ((t, 3), (a, k)))
                 for a in range(NUM_RANKS)] for t in range(NUM_RANKS)]
         for kind, k in (("triplet_single", 1), ("triplet_pair", 2))}
_SEQUENCES = (("sequence", 1), ("pair_sequence", 2), ("airplane", 3))
#: ``_RUNS[kind][low][high]``: the Play of a run from ``low`` to ``high``.
_RUNS = {kind: [[(kind, lo, (hi - lo + 1) * w, tuple((r, w) for r in range(lo, hi + 1)))
                 for hi in range(ACE + 1)] for lo in range(ACE + 1)]
         for kind, w in _SEQUENCES}
_SEQUENCES_MIN = tuple((kind, width, MIN_RUN[kind]) for kind, width in _SEQUENCES)
#: plays() runs by (kind, ranks holding enough cards, length): bounded, as a
#: page may play for hours.
_RUN_CACHE: dict = {}
_RUN_CACHE_MAX = 16384
_RANKS = tuple(range(NUM_RANKS))
#: ``bytes(counts).translate(_AT_LEAST[k])``: a flag per rank, 1 where it
#: holds ``k`` or more cards. Made in C at once: a call per rank (map())
#: cost more than the listing it fed.
_AT_LEAST = [bytes(int(c >= k) for c in range(256)) for k in range(4)]
#: ``bytes(counts).translate(None, _BELOW_FOUR)`` is empty unless some rank
#: holds four cards or more (a bomb).
_BELOW_FOUR = bytes(range(4))
_WINGED = (("airplane_singles", 1), ("airplane_pairs", 2))
_FOURS = frozenset(("bomb", "quadplex_singles", "quadplex_pairs"))


def _ranks(*groups: tuple[int, int]) -> tuple[tuple[int, int], ...]:
    return tuple(sorted(groups))


def _runs(hand: list[int], width: int, shortest: int, length: int | None):
    """``(low, high)`` of every run of ``shortest`` or more ranks (exactly
    ``length`` if given) holding ``width`` cards each, below the 2: by low
    rank, then by length. Maximal runs are found first, so ranks without
    enough cards cost one test each."""
    out = []
    r = 0
    while r <= ACE:
        if hand[r] < width:
            r += 1
            continue
        start = r
        while r <= ACE and hand[r] >= width:
            r += 1
        if length is None:
            out += [(lo, hi) for lo in range(start, r - shortest + 1)
                    for hi in range(lo + shortest - 1, r)]
        elif length >= shortest:
            out += [(lo, lo + length - 1) for lo in range(start, r - length + 1)]
    return out


def plays(hand: list[int], copies: int, only: str | None = None, size: int | None = None) -> list[Play]:
    """Every distinct play from a hand's rank counts.

    ``only``/``size`` restrict the list to one combination type and size (what
    a follower needs besides bombs), which keeps following cheap.
    """
    out: list[Play] = []
    # compress() picks by rank in C: this runs for every lead.
    present = list(compress(_RANKS, hand))
    # A deck holds one joker of each colour per copy, so two cards of a rank
    # are a pair whenever a deck can hold them (see _pairable), and no joker
    # reaches three.
    counted = bytes(hand)
    has2 = counted.translate(_AT_LEAST[2])
    pairs = list(compress(_RANKS, has2))
    has3 = counted.translate(_AT_LEAST[3])
    trips = list(compress(_RANKS, has3))

    if only is None or only == "single":
        out += compress(_SIMPLE["single"], hand)
    if only is None or only == "pair":
        out += compress(_SIMPLE["pair"], has2)
    if trips:
        if only is None or only == "triplet":
            out += compress(_SIMPLE["triplet"], has3)
        if only is None or only == "triplet_single":
            table = _WITH["triplet_single"]
            for t in trips:
                others = list(hand)
                others[t] = 0
                out += compress(table[t], others)
        if only is None or only == "triplet_pair":
            table = _WITH["triplet_pair"]
            for t in trips:
                others = list(has2)
                others[t] = 0
                out += compress(table[t], others)

    # A run needs at least its shortest length of ranks with enough cards,
    # and runs stop below the 2.
    flags = (counted.translate(_AT_LEAST[1]), has2, has3)
    for (kind, width, shortest), held, flag in zip(_SEQUENCES_MIN, (present, pairs, trips), flags):
        # Fewer such ranks than the shortest run, even with the 2 and the
        # jokers counted: no run, known without the cache.
        if (only is None or only == kind) and len(held) >= shortest:
            length = None if size is None else size // width if size % width == 0 else 0
            # The runs depend only on which ranks below the 2 hold ``width``
            # cards: the same sets recur from hand to hand. Their flags, as
            # bytes, are the key: sliced and hashed quicker than a tuple.
            ck = (kind, flag[:ACE + 1], length)
            found = _RUN_CACHE.get(ck)
            if found is None:
                if len(_RUN_CACHE) >= _RUN_CACHE_MAX:
                    _RUN_CACHE.clear()
                runs = _RUNS[kind]
                made = []
                for lo, hi in _runs(hand, width, shortest, length):
                    made.append(runs[lo][hi])
                found = _RUN_CACHE[ck] = tuple(made)
            out += found

    if len(trips) >= 2:
        bodies = tuple(trips[:bisect_right(trips, ACE)])
        for kind, per in _WINGED:
            if only is not None and only != kind:
                continue
            length = None if size is None else size // (3 + per) if size % (3 + per) == 0 else 0
            # An airplane's bodies depend only on which ranks hold three, as
            # the runs above do.
            ck = (per, bodies, length)
            found = _RUN_CACHE.get(ck)
            if found is None:
                if len(_RUN_CACHE) >= _RUN_CACHE_MAX:
                    _RUN_CACHE.clear()
                found = _RUN_CACHE[ck] = tuple(_runs(hand, 3, 2, length))
            pool = present if per == 1 else pairs
            for low, high in found:
                k = high - low + 1
                # The wings: any other ranks (pool is sorted), sliced in C.
                cands = pool[:bisect_left(pool, low)] + pool[bisect_right(pool, high):]
                for extra in combinations(cands, k):
                    if per == 1 and _both_jokers(extra):
                        continue
                    out.append((kind, low, k * (3 + per), _ranks(*zip(range(low, high + 1), repeat(3)),
                                                                *zip(extra, repeat(per)))))

    if (only is None or only in _FOURS) and (copies == 2 or 4 in counted):
        for q in trips:
            if hand[q] < 4:
                continue
            if only is None or only == "bomb":
                for c in range(4, hand[q] + 1):
                    out.append(("bomb", q if copies == 1 else c * 16 + q, c, _ONE[q][c]))
            if only is None or only == "quadplex_singles":
                others = list(present)
                others.remove(q)
                for a, b in combinations(others, 2):
                    if not _both_jokers((a, b)):
                        out.append(("quadplex_singles", q, 6, _ranks((q, 4), (a, 1), (b, 1))))
            if only is None or only == "quadplex_pairs":
                others = list(pairs)
                others.remove(q)
                for a, b in combinations(others, 2):
                    out.append(("quadplex_pairs", q, 8, _ranks((q, 4), (a, 2), (b, 2))))
    # The red joker first: most hands lack it, and then no call is made.
    if (only is None or only == "rocket") and hand[RED_JOKER] and _rocket(hand, copies):
        out.append(("rocket", ROCKET_KEY, 2 * copies,
                    ((BLACK_JOKER, copies), (RED_JOKER, copies))))
    return out


def answers(hand: list[int], copies: int, cur: tuple[str, int, int]) -> list[Play]:
    """Every play from ``hand`` that beats ``cur``.

    No comprehension here reads a local (nor in plays()): one that did
    would make it a closure cell, built on every call of these hot functions.
    """
    kind, key, size = cur
    # Singles, pairs and triplets are most of what is followed: list them
    # straight from the counts above the key.
    if kind == "single":
        out = list(compress(_SINGLES[key + 1:], hand[key + 1:]))
    elif kind == "pair":
        # pairable: see plays()
        out = list(compress(_PAIRS[key + 1:], bytes(hand[key + 1:]).translate(_AT_LEAST[2])))
    elif kind == "triplet":
        out = list(compress(_SIMPLE["triplet"][key + 1:TWO + 1],
                            bytes(hand[key + 1:TWO + 1]).translate(_AT_LEAST[3])))
    elif kind == "bomb" or kind == "rocket":  # is_bomb(), without the call
        out = []
    else:
        out = []
        for p in plays(hand, copies, kind, size):
            if p[1] > key:
                out.append(p)
    # Bombs and the rocket, listed directly: following is the hot path, and
    # most hands hold neither, which one scan in C and a look at the jokers
    # tell (a single deck holds at most four of a rank; no deck has four
    # jokers of a colour, so the test may include them).
    if 4 in hand if copies == 1 else bytes(hand).translate(None, _BELOW_FOUR):
        for q in range(TWO + 1):
            for c in range(4, hand[q] + 1):
                bomb = ("bomb", q if copies == 1 else c * 16 + q, c)
                if beats(bomb, cur):
                    out.append((*bomb, _ONE[q][c]))
    if hand[RED_JOKER] and _rocket(hand, copies):
        out.append(("rocket", ROCKET_KEY, 2 * copies, ((BLACK_JOKER, copies), (RED_JOKER, copies))))
    return out
