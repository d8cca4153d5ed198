"""The Dou Dizhu bot: plans its hand as combinations, remembers the cards
played, and weighs its candidate moves by playing out sampled deals.

It sees only its own view and the legal list, and draws only from the
generator it is given. Bidding follows hand strength (jokers, 2s, aces, bombs)
and shape (how many plays the hand needs).

Play has two layers. The *fast policy* (:func:`fast_move`) works on rank
counts: it splits the hand into the fewest plays (:func:`split`: chains, pair
chains and airplanes found by a small memoised search, then triplets carrying
loose cards, pairs, singles), leads the cheapest planned play (chains first,
singles last), plays the plays nobody can beat first when that leaves one, does
not lead a single into an opponent with one card (nor a pair into two) when it
has anything else, feeds a partner who is almost out, lets a partner's trick
run, and beats an opponent's play when that costs its plan little (or at any
cost, bombs included, when the opponent is about to go out). The *search*
(:func:`_choose_play`) takes the policy's move and a few others (each planned
play, the lowest and highest single, the lowest pair; or pass and the
cheapest answers), deals the unseen cards to the other seats many times
(consistent with their card counts and the shown kitty the landlord still
holds), plays each deal out with the fast policy for every seat, and keeps the
move that wins most often (ties to the policy's move). The number of playouts
is fixed, so the choice is reproducible.
"""

from __future__ import annotations

from .cards import ACE, BLACK_JOKER, NUM_RANKS, RANK, RED_JOKER, TWO, counts_of
from .combos import answers, is_bomb, key_of, readings

# Strength of single cards for bidding; bombs add on top.
_CARD_STRENGTH = {RED_JOKER: 4.0, BLACK_JOKER: 3.0, TWO: 2.0, ACE: 1.0}
_BOMB_STRENGTH = 4.0
#: A hand's worth for bidding: its strength less half its turns (a hand that
#: goes out in few plays is worth more than its high cards alone).
_TURN_WEIGHT = 0.5
#: Bid thresholds on that worth, by player count. 3 players: tuned by
#: simulation with this bot's own play (600 hands, each seat of 200 seeded
#: deals made landlord at stake 1): hands worth 5.75 or more (about one in
#: six) win as landlord about 74 % of the time, +1.6 points a hand at stake 1;
#: 4 to 5.75 about 61 %, +0.7; 2.75 to 4 about half, about even (so a bid of
#: 1 at most); below 2.75 a third, -0.9 (pass). So the bot passes about half
#: its hands, and a human bids in about their share. bench/doudizhu_bot.py
#: publishes the distribution and the points of each bid. 4 players: the
#: 85th, 65th and 45th percentiles of dealt hands (not yet simulated).
_BID_AT = {3: ((5.75, 3), (4.0, 2), (2.75, 1)),
           4: ((13.75, 3), (10.25, 2), (7.75, 1))}


def bid_worth(counts: list[int]) -> float:
    """What the bot bids on: strength less ``_TURN_WEIGHT`` per turn."""
    return strength(counts) - _TURN_WEIGHT * turns(counts)


def strength(counts: list[int]) -> float:
    s = sum(_CARD_STRENGTH.get(r, 0.0) * c for r, c in enumerate(counts))
    s += _BOMB_STRENGTH * sum(1 for r in range(TWO + 1) if counts[r] >= 4)
    return s


def turns(counts: list[int]) -> float:
    """How many plays it would take to empty this hand, roughly.

    Bombs and the rocket count as one each; sequences of five or more are
    taken while they shorten the hand; each triplet carries one single or pair;
    high cards (2s, jokers) count a little less because they usually win.
    """
    c = list(counts)
    t = 0.0
    if c[BLACK_JOKER] and c[RED_JOKER] and c[BLACK_JOKER] == c[RED_JOKER]:
        t += 1
        c[BLACK_JOKER] = c[RED_JOKER] = 0
    for r in range(TWO + 1):
        if c[r] >= 4:
            t += 1
            c[r] = 0
    while True:
        best = None
        low = 0
        while low <= ACE:
            if c[low] == 0:
                low += 1
                continue
            high = low
            while high + 1 <= ACE and c[high + 1]:
                high += 1
            if high - low + 1 >= 5:
                gain = sum(1 for r in range(low, high + 1) if c[r] == 1) - 1
                if gain > 0 and (best is None or gain > best[0]):
                    best = (gain, low, high)
            low = high + 1
        if best is None:
            break
        _, lo, hi = best
        for r in range(lo, hi + 1):
            c[r] -= 1
        t += 1
    trips = sum(1 for r in range(NUM_RANKS) if c[r] == 3)
    small = sum(1 for r in range(NUM_RANKS) if c[r] in (1, 2))
    t += trips + max(0, small - trips)
    t -= 0.5 * sum(1 for r in (TWO, BLACK_JOKER, RED_JOKER) if c[r])
    return t


def bid_value(counts: list[int], players: int) -> int:
    """The bid the bot would open with on this hand (0 = pass)."""
    worth = bid_worth(counts)
    return next((v for threshold, v in _BID_AT[players] if worth >= threshold), 0)


# --- planning a hand as combinations -----------------------------------------------
#
# A plan splits a hand's rank counts into plays: chains (sequences, pair
# sequences, airplanes) chosen by a small search, then rocket, bombs, triplets,
# pairs and singles. Its score is the number of plays, less one for each single
# or pair a triplet or airplane can carry. Triplets and airplanes are planned
# bare; what they carry is chosen when they are played.

_CHAIN_KINDS = (("airplane", 3, 2), ("pair_sequence", 2, 3), ("sequence", 1, 5))
_SPLITS: dict = {}
#: Plans remembered before the memo starts afresh. A 4-player hand's search
#: meets about 300,000; keyed by bytes, 400,000 take about the memory
#: 200,000 took keyed by tuples (some 50 MB).
_SPLITS_MAX = 400_000


def split(counts, copies: int = 1):
    """``(score, plays)``: the best plan found for a hand (scores are memoised
    on the counts; the plays are rebuilt from them)."""
    c = list(counts)
    total = _score(c, copies, 0)
    plays = []
    wings = 0
    for _ in range(20):
        here = _score(c, copies, wings)
        if abs(_basic_score(c, copies, wings) - here) < 1e-9:
            break
        for kind, width, lo, hi in _chain_options(c):
            for x in range(lo, hi + 1):
                c[x] -= width
            w2 = wings + (hi - lo + 1 if width == 3 else 0)
            if abs(_score(c, copies, w2) + 1 - here) < 1e-9:
                plays.append((kind, lo, (hi - lo + 1) * width,
                              tuple((x, width) for x in range(lo, hi + 1))))
                wings = w2
                break
            for x in range(lo, hi + 1):
                c[x] += width
        else:  # not reached: some option gives the score
            break
    return total, tuple(plays) + _basic_plays(c, copies)


def _chain_options(c):
    """Every chain :func:`_score` tries on counts ``c``: each kind's runs of
    ranks holding enough cards, cut by :func:`_spans`."""
    # The plan search asks this of every hand it meets, so the chains of each
    # kind are listed once per pattern of ranks holding enough cards (4096
    # patterns at most): the pattern is the counts below the 2 mapped, in C,
    # to 0/1 bytes.
    low = bytes(c[:ACE + 1])
    out = ()
    for width, table, cache in _CHAIN_TABLES:
        pattern = low.translate(table)
        got = cache.get(pattern)
        if got is None:
            got = cache[pattern] = _chains_in(pattern, width)
        out += got
    return out


def _chains_in(pattern: bytes, width: int) -> tuple:
    """The chains of the kind ``width`` cards wide where ``pattern`` (per
    rank, 1 if it holds enough cards) allows them, as _chain_options lists
    them."""
    kind, shortest = _CHAIN_OF[width]
    out = []
    r = 0
    while r <= ACE:
        if not pattern[r]:
            r += 1
            continue
        start = r
        while r <= ACE and pattern[r]:
            r += 1
        if r - start < shortest:
            continue
        for lo, hi in _spans(start, r - 1, shortest):
            out.append((kind, width, lo, hi))
    return tuple(out)


_CHAIN_OF = {width: (kind, shortest) for kind, width, shortest in _CHAIN_KINDS}
#: Per kind, in _CHAIN_KINDS order: its width, the byte table mapping a count
#: to 1 when it holds that many cards, and the chains found per pattern.
_CHAIN_TABLES = tuple((width, bytes(int(k >= width) for k in range(256)), {})
                      for _kind, width, _shortest in _CHAIN_KINDS)


def _spans(start: int, end: int, shortest: int):
    """The chains tried in a run of ranks ``start..end``: those that begin at
    its start or end at its end (a chain cut out of the middle leaves loose
    cards on both sides)."""
    out = [(start, hi) for hi in range(start + shortest - 1, end + 1)]
    out += [(lo, end) for lo in range(start + 1, end - shortest + 2)]
    return out


def _score(c, copies, wings):
    """The plan score of counts ``c`` (memoised): the best of no chain and of
    each chain taken out first."""
    # The memo's key: the counts, copies and wings as bytes (hashed faster
    # than a tuple, and a quarter of its memory).
    key = bytes((*c, copies, wings))
    got = _SPLITS.get(key)
    if got is not None:
        return got
    return _search(bytearray(key))


#: Where copies and wings sit in a plan search's bytes, after the counts.
_COPIES, _WINGS = NUM_RANKS, NUM_RANKS + 1
#: Byte tables taking ``width`` cards off each rank of a chain, and putting
#: them back.
_TAKE = {w: bytes((x - w) % 256 for x in range(256)) for w in (1, 2, 3)}
_PUT = {w: bytes((x + w) % 256 for x in range(256)) for w in (1, 2, 3)}


def _search(buf: bytearray) -> float:
    """:func:`_score` of a hand not in the memo. ``buf`` is the memo key made
    mutable: each chain is taken out of it in place (in C, by
    :data:`_TAKE`), the rest looked up or searched, and the chain put back,
    so the key of every hand met costs one copy."""
    if len(_SPLITS) > _SPLITS_MAX:
        _SPLITS.clear()
    wings = buf[_WINGS]
    best = _basic_score(buf, buf[_COPIES], wings)
    memo = _SPLITS
    for _kind, width, lo, hi in _chain_options(buf):
        end = hi + 1
        buf[lo:end] = buf[lo:end].translate(_TAKE[width])
        if width == 3:
            buf[_WINGS] = wings + end - lo
        sub = memo.get(bytes(buf))
        if sub is None:
            sub = _search(buf)
        sub += 1
        buf[lo:end] = buf[lo:end].translate(_PUT[width])
        buf[_WINGS] = wings
        if sub < best:
            best = sub
    memo[bytes(buf)] = best
    return best


def _basic_score(c, copies, wings):
    """The score of a plan without chains: one play per rank held (a bomb,
    triplet, pair or single; the jokers apart), less one per triplet that
    can carry a loose single or pair below the 2, plus a hundredth per
    single below the 10 (the harder to get rid of)."""
    # Counted with list.count (in C): this runs for every hand the plan
    # search meets.
    head = c[:TWO]
    two = c[TWO]
    n = TWO - head.count(0) + (1 if two else 0)
    trios = wings + head.count(3) + (1 if two == 3 else 0)
    low = head.count(1) + head.count(2)
    loose = c[:8].count(1)
    b, j = c[BLACK_JOKER], c[RED_JOKER]
    if b == copies and j == copies:
        n += 1
    elif copies == 2:
        n += (1 if b == 2 else b) + (1 if j == 2 else j)
    else:
        n += b + j
    return n - min(trios, low) + 0.01 * loose


def _basic_plays(c: list[int], copies: int):
    plays = []
    if c[BLACK_JOKER] == copies and c[RED_JOKER] == copies:
        plays.append(("rocket", 1 << 10, 2 * copies, ((BLACK_JOKER, copies), (RED_JOKER, copies))))
        top = BLACK_JOKER
    else:
        top = NUM_RANKS
    for r in range(top):
        k = c[r]
        if not k:
            continue
        if k >= 4 and r <= TWO:
            plays.append(("bomb", r if copies == 1 else k * 16 + r, k, ((r, k),)))
        elif k == 3 and r <= TWO:
            plays.append(("triplet", r, 3, ((r, 3),)))
        elif k == 2 and (r <= TWO or copies == 2):
            plays.append(("pair", r, 2, ((r, 2),)))
        else:
            for _ in range(k):
                plays.append(("single", r, 1, ((r, 1),)))
    return tuple(plays)


def plan_score(counts, copies: int = 1) -> float:
    """The score of :func:`split`, without the plays."""
    return _score(list(counts), copies, 0)


# --- what is left, and what is on top ---------------------------------------------

def _full_counts(copies: int) -> list[int]:
    return [4 * copies] * 13 + [copies, copies]


def _minus(a: list[int], groups) -> list[int]:
    b = list(a)
    for r, k in groups:
        b[r] -= k
    return b


#: The playouts ask :func:`.combos.answers` and :func:`.combos.readings` the
#: same questions again and again (the seat's own hand in every deal): their
#: answers are kept, up to this many of each.
_LISTS_MAX = 20_000
_ANSWERS: dict = {}
_READINGS: dict = {}
_PLANS: dict = {}


def _answers(hand, copies, cur):
    """:func:`.combos.answers`, remembered (as a tuple: callers share it)."""
    key = (bytes(hand), copies, cur)
    got = _ANSWERS.get(key)
    if got is None:
        if len(_ANSWERS) >= _LISTS_MAX:
            _ANSWERS.clear()
        got = _ANSWERS[key] = tuple(answers(hand, copies, cur))
    return got


def _readings(hand, copies):
    """:func:`.combos.readings`, remembered as :func:`_answers` is."""
    key = (bytes(hand), copies)
    got = _READINGS.get(key)
    if got is None:
        if len(_READINGS) >= _LISTS_MAX:
            _READINGS.clear()
        got = _READINGS[key] = tuple(readings(hand, copies))
    return got


def _lead_plan(hand, copies):
    """A leader's plan (:func:`split`) and its plays as led (:func:`_dress`),
    remembered as :func:`_answers` is."""
    key = (bytes(hand), copies)
    got = _PLANS.get(key)
    if got is None:
        if len(_PLANS) >= _LISTS_MAX:
            _PLANS.clear()
        plan = split(hand, copies)[1]
        got = _PLANS[key] = (plan, tuple(_dress(p, plan, hand, copies) for p in plan))
    return got


def _beaten(pool, copies, cur, most) -> bool:
    """Whether cards from ``pool`` can beat ``cur``, in the hand of an
    opponent holding at most ``most`` cards (a bomb needs four of them)."""
    for p in _answers(pool, copies, cur):
        if p[2] <= most:
            return True
    return False


# --- the fast policy: one move from counts ------------------------------------------

_CTRL = {ACE: 0.15, TWO: 0.5, BLACK_JOKER: 0.8, RED_JOKER: 1.0}
#: How much worse a follower's plan may get for it to beat an opponent's play
#: when nothing is urgent (the landlord contests more), and how few cards the
#: trick's winner must hold for beating it to be urgent.
_LIMIT_LANDLORD = 2.5
_LIMIT_PEASANT = 2.0
_URGENT = 4
_ANSWERS_TRIED = 6
#: A leader plays its unbeatable plays first when its plan has at most this
#: many plays and all but one are unbeatable; a follower bombs (nothing
#: urgent) when the rest of its hand plans in at most this many plays.
_TOPS_PLAN = 4
_BOMB_REST = 1.5
#: A peasant with the landlord next raises its partner's single or pair below
#: this rank (to at most the ace) when that costs its plan no more than
#: ``_TOPUP_LIMIT``; -1 never.
_TOPUP = 7
_TOPUP_LIMIT = 0.5
_LEAD_BONUS = {"sequence": 10.0, "pair_sequence": 10.0, "airplane": 12.0, "triplet": 5.0,
               "pair": 1.0}


def _dress(play, plan, hand, copies):
    """A planned triplet or airplane with the lowest loose singles or pairs of
    the plan attached (bare if the plan has none below the 2)."""
    kind = play[0]
    if kind not in ("triplet", "airplane"):
        return play
    k = play[2] // 3
    body = {r for r, _ in play[3]}
    singles = [p[1] for p in plan if p[0] == "single" and p[1] < TWO and p[1] not in body]
    pairs = [p[1] for p in plan if p[0] == "pair" and p[1] < TWO and p[1] not in body]
    singles = sorted(set(singles))
    pairs = sorted(pairs)
    use_single = len(singles) >= k and (len(pairs) < k or singles[k - 1] <= pairs[k - 1]
                                        or len(singles) > len(pairs))
    if use_single:
        extra, per = singles[:k], 1
    elif len(pairs) >= k:
        extra, per = pairs[:k], 2
    else:
        return play
    if kind == "airplane" and per == 1 and BLACK_JOKER in extra and RED_JOKER in extra:
        return play
    groups = tuple(sorted(list(play[3]) + [(r, per) for r in extra]))
    if kind == "triplet":
        name = "triplet_single" if per == 1 else "triplet_pair"
    else:
        name = "airplane_singles" if per == 1 else "airplane_pairs"
    return (name, play[1], play[2] + k * per, groups)


def fast_move(hand, copies, cur, cur_seat, me, landlord, sizes, pool=None):
    """One move for ``me`` from rank counts: a Play, or None to pass.

    ``sizes`` are the cards each seat holds; ``pool`` (optional) the counts of
    the cards the opponents may hold, for knowing a top play.
    """
    if me == landlord:
        opps = [s for s in range(len(sizes)) if s != me]
        min_opp = min([sizes[s] for s in opps])
    else:
        opps = [landlord]
        min_opp = sizes[landlord]
    if cur is None:
        return _lead(hand, copies, me, landlord, sizes, opps, min_opp, pool)
    return _follow(hand, copies, cur, cur_seat, me, landlord, sizes, opps, min_opp)


def _lead(hand, copies, me, landlord, sizes, opps, min_opp, pool):
    whole = _readings(hand, copies)
    if whole:
        kind, key, size = whole[0]
        return (kind, key, size, tuple((r, k) for r, k in enumerate(hand) if k))
    plan, dressed = _lead_plan(hand, copies)
    n = len(sizes)
    nxt = (me + 1) % n
    # Feed a partner who is almost out and plays next.
    if me != landlord and nxt != landlord and sizes[nxt] <= 2:
        if sizes[nxt] == 1:
            r = next(r for r in range(NUM_RANKS) if hand[r])
            return ("single", r, 1, ((r, 1),))
        pr = next((r for r in range(NUM_RANKS) if hand[r] >= 2 and (r <= TWO or copies == 2)), None)
        if pr is not None:
            return ("pair", pr, 2, ((pr, 2),))
    # Near the end: play the plays nobody can beat first, then the last one.
    if pool is not None and len(plan) <= _TOPS_PLAN:
        most = max(sizes[s] for s in opps)
        tops = [p for p in dressed if not _beaten(pool, copies, p[:3], most)]
        rest = [p for p in dressed if p not in tops]
        if tops and len(rest) <= 1:
            return max(tops, key=lambda p: (p[2], p[1]))
    ordinary = [p for p in dressed if p[0] not in ("bomb", "rocket")] or dressed
    if min_opp == 1:
        multi = [p for p in ordinary if p[2] > 1]
        if multi:
            ordinary = multi
        else:
            # Only singles: the highest first, so the opponent cannot slip out.
            return max(ordinary, key=lambda p: p[1])
    elif min_opp == 2:
        nonpair = [p for p in ordinary if p[0] != "pair"]
        if nonpair:
            ordinary = nonpair

    def priority(p):
        return p[1] - _LEAD_BONUS.get(p[0] if p[0] in _LEAD_BONUS else
                                      ("triplet" if p[0].startswith("triplet") else
                                       "airplane" if p[0].startswith("airplane") else p[0]), 0.0)
    return min(ordinary, key=lambda p: (priority(p), -p[2]))


def _follow(hand, copies, cur, cur_seat, me, landlord, sizes, opps, min_opp):
    total = sizes[me]
    n = len(sizes)
    if me != landlord and cur_seat != landlord:
        # A partner's trick runs, unless this seat can go out over it, or
        # (with the landlord next) can raise a low single or pair cheaply.
        topup = (cur[0] in ("single", "pair") and cur[1] < _TOPUP
                 and (me + 1) % n == landlord and sizes[cur_seat] > 2)
        if not topup and total != cur[2] and total not in (2, 4, 8):
            return None
        best, best_cost = None, None
        base = plan_score(hand, copies) if topup else 0.0
        for p in _answers(hand, copies, cur):
            if p[2] == total:
                return p
            if topup and _TOPUP <= p[1] <= ACE and not is_bomb(p[0]):
                cost = _score(_minus(hand, p[3]), copies, 0) - base + p[1] / 100.0
                if best_cost is None or cost < best_cost:
                    best, best_cost = p, cost
        if best is not None and best_cost <= _TOPUP_LIMIT:
            return best
        return None
    found = _answers(hand, copies, cur)
    if not found:
        return None
    for p in found:
        if p[2] == total:
            return p
    base = plan_score(hand, copies)
    holder_left = sizes[cur_seat]
    urgent = holder_left <= _URGENT or min_opp <= 1 or (min_opp <= 2 and cur[2] <= 2)
    best, best_cost = None, None
    bombs = []
    tried = 0
    for p in found:
        if p[0] == "bomb" or p[0] == "rocket":
            bombs.append(p)
            continue
        # The lowest few answers of each kind are enough (answers come lowest
        # first); the double deck's many would cost the search its speed.
        tried += 1
        if tried > _ANSWERS_TRIED:
            continue
        # _score leaves the counts as it found them: no copy needed.
        cost = _score(_minus(hand, p[3]), copies, 0) - base
        if not urgent:
            for r, k in p[3]:
                cost += _CTRL.get(r, 0.0) * k
        cost += p[1] / 100.0
        if best_cost is None or cost < best_cost:
            best, best_cost = p, cost
    if best is not None:
        limit = _LIMIT_LANDLORD if me == landlord else _LIMIT_PEASANT
        if urgent or best_cost <= limit:
            return best
    if bombs:
        bomb = min(bombs, key=lambda p: p[1])
        rest = plan_score(_minus(hand, bomb[3]), copies)
        if urgent or rest <= _BOMB_REST:
            return bomb
    return None


# --- playouts -----------------------------------------------------------------------

def _playout(hands, sizes, copies, landlord, cur, cur_seat, turn, passes, me):
    """Play to the end with the fast policy; True if ``me``'s side wins."""
    n = len(hands)
    for _ in range(400):
        seat = turn
        h = hands[seat]
        pool = None
        if cur is None and sizes[seat] <= 8:
            if seat == landlord:
                pool = [sum(x) for x in zip(*[hands[s] for s in range(n) if s != seat])]
            else:
                pool = list(hands[landlord])
        p = fast_move(h, copies, cur, cur_seat, seat, landlord, sizes, pool)
        if p is None:
            passes += 1
            if passes == n - 1:
                cur, passes, turn = None, 0, cur_seat
            else:
                turn = (seat + 1) % n
            continue
        for r, k in p[3]:
            h[r] -= k
        sizes[seat] -= p[2]
        if not sizes[seat]:
            return (seat == landlord) == (me == landlord)
        cur, cur_seat, passes, turn = p[:3], seat, 0, (seat + 1) % n
    return False


def _knowledge(view):
    """What the seat knows: the counts of unseen cards, and those of the kitty
    the landlord still holds (when the kitty is shown)."""
    n = view["players"]
    copies = 1 if n == 3 else 2
    unseen = _full_counts(copies)
    for c in view["hand"]:
        unseen[RANK[c]] -= 1
    # The cards each seat has played this hand, as the view sums them up.
    played = [counts_of(p) for p in view["played_cards"]]
    for counts in played:
        for r in range(NUM_RANKS):
            unseen[r] -= counts[r]
    known = [0] * NUM_RANKS
    me, landlord = view["seat"], view["landlord"]
    if view.get("kitty") and landlord is not None and me != landlord:
        kc = counts_of(view["kitty"])
        known = [min(unseen[r], max(0, kc[r] - played[landlord][r])) for r in range(NUM_RANKS)]
        if sum(known) > view["counts"][landlord]:
            known = [0] * NUM_RANKS
    return unseen, known


def _sample(rng, view, unseen, known):
    """Hidden hands consistent with what the seat has seen."""
    n, me, landlord = view["players"], view["seat"], view["landlord"]
    sizes = view["counts"]
    hands = [None] * n
    pool = []
    for r in range(NUM_RANKS):
        pool += [r] * (unseen[r] - known[r])
    rng.shuffle(pool)
    at = 0
    for s in range(n):
        if s == me:
            continue
        h = list(known) if s == landlord else [0] * NUM_RANKS
        need = sizes[s] - (sum(known) if s == landlord else 0)
        for r in pool[at:at + need]:
            h[r] += 1
        at += need
        hands[s] = h
    return hands


#: The search's budget, in fast-policy moves per decision (a playout is about
#: three moves for every four cards left in play): a fixed number, not a time
#: budget, so the choice is reproducible. Early in a hand it pays for fewer
#: candidates and deals; near the end, for many.
_BUDGET = 9000
_MIN_DEALS = 8
_MAX_DEALS = 48
_MAX_CANDIDATES = 8


def _as_play(action, copies):
    counts = counts_of(action["cards"])
    combo = action["combo"]
    return (combo, key_of(combo, counts, copies), len(action["cards"]),
            tuple((r, k) for r, k in enumerate(counts) if k))


def choose(view: dict, legal: list[dict], rng, search: bool = True) -> dict:
    if legal[0]["type"] == "bid":
        return _bid(view, legal)
    return _choose_play(view, legal, rng, search)[0]


def _choose_play(view, legal, rng, search=True):
    """The move, and the candidates the search weighed (best first)."""
    n = view["players"]
    copies = 1 if n == 3 else 2
    me, landlord = view["seat"], view["landlord"]
    hand = counts_of(view["hand"])
    sizes = list(view["counts"])
    cur_view = view["trick"]["current"]
    by_key = {}
    for a in legal:
        if a["type"] == "pass":
            by_key[None] = a
        else:
            p = _as_play(a, copies)
            by_key.setdefault((p[0], p[3]), (a, p))
    if cur_view is None:
        cur, cur_seat = None, None
    else:
        cp = _as_play(cur_view, copies)
        cur, cur_seat = cp[:3], cur_view["seat"]
    unseen, known = _knowledge(view)
    choice = fast_move(hand, copies, cur, cur_seat, me, landlord, sizes, unseen)

    def action_of(p):
        if p is None:
            return by_key.get(None)
        got = by_key.get((p[0], p[3]))
        return got[0] if got else None

    first = action_of(choice)
    if first is None:  # the policy's play is not listed: the cheapest legal one
        plays = [v for k, v in by_key.items() if k is not None]
        first = min(plays, key=lambda ap: (plan_score(_minus(hand, ap[1][3]), copies), ap[1][1]))[0]
        choice = _as_play(first, copies)
    if not search:
        return first, [first]
    # Going out ends the hand: nothing to weigh.
    if choice is not None and choice[2] == sizes[me]:
        return first, [first]
    cands = [(first, choice)]
    seen = {None if choice is None else (choice[0], choice[3])}

    def add(p):
        k = None if p is None else (p[0], p[3])
        if k in seen or len(cands) >= _MAX_CANDIDATES:
            return
        a = action_of(p)
        if a is not None:
            seen.add(k)
            cands.append((a, p))

    if cur is None:
        plan = split(hand, copies)[1]
        for p in plan:
            # Leading a bomb is never better than keeping it while the seat
            # has the lead anyway, unless it is nearly all the hand.
            if is_bomb(p[0]) and len(plan) > 2:
                continue
            add(_dress(p, plan, hand, copies))
        for r in range(NUM_RANKS):
            if hand[r]:
                add(("single", r, 1, ((r, 1),)))
                break
        for r in range(NUM_RANKS - 1, -1, -1):
            if hand[r]:
                add(("single", r, 1, ((r, 1),)))
                break
        for r in range(NUM_RANKS):
            if hand[r] >= 2 and (r <= TWO or copies == 2):
                add(("pair", r, 2, ((r, 2),)))
                break
    else:
        add(None)
        ranked = sorted((v[1] for k, v in by_key.items() if k is not None),
                        key=lambda p: (p[0] in ("bomb", "rocket"),
                                       plan_score(_minus(hand, p[3]), copies), p[1]))
        for p in ranked:
            add(p)
    # Moves per playout: about 3 for every 4 cards in play with 3 players,
    # more with 4 (more passes a trick).
    est = max(4, (sum(sizes) * (3 if n == 3 else 5)) // 4)
    keep = max(2, min(len(cands), _BUDGET // (_MIN_DEALS * est)))
    cands = cands[:keep]
    if len(cands) == 1:
        return first, [first]
    deals = max(_MIN_DEALS, min(_MAX_DEALS, _BUDGET // (len(cands) * est)))
    samples = [_sample(rng, view, unseen, known) for _ in range(deals)]
    scores = []
    for a, p in cands:
        wins = 0
        for hs in samples:
            hands = [list(h) if h is not None else None for h in hs]
            hands[me] = list(hand)
            sz = list(sizes)
            if p is None:
                passes = view_passes(view) + 1
                if passes == n - 1:
                    c2, s2, turn, passes = None, None, cur_seat, 0
                else:
                    c2, s2, turn = cur, cur_seat, (me + 1) % n
            else:
                for r, k in p[3]:
                    hands[me][r] -= k
                sz[me] -= p[2]
                c2, s2, turn, passes = p[:3], me, (me + 1) % n, 0
            wins += _playout(hands, sz, copies, landlord, c2, s2, turn, passes, me)
        scores.append(wins)
    # The policy's own move wins ties.
    order = sorted(range(len(cands)), key=lambda i: (-scores[i], i))
    return cands[order[0]][0], [cands[i][0] for i in order]


def view_passes(view) -> int:
    """How many seats have passed since the trick's current play: the seats
    between its player and the seat to act (the turn goes round one seat a
    pass, and the trick ends when all the others have passed)."""
    cur = view["trick"]["current"]
    if cur is None:
        return 0
    return (view["turn"] - cur["seat"] - 1) % view["players"]


def _bid(view: dict, legal: list[dict]) -> dict:
    want = bid_value(counts_of(view["hand"]), view["players"])
    values = [a["value"] for a in legal]
    if want and want in values:
        return {"type": "bid", "value": want}
    return {"type": "bid", "value": 0}


def hints(view: dict, legal: list[dict], rng) -> list[dict]:
    """What Hint offers: the bot's choice first (exactly :func:`choose`'s, from
    the same generator), then the other plays grouped by kind, the kinds and
    the plays in each from best to worst (by what the hand's plan is left
    with, bombs last), and pass at the end."""
    if legal[0]["type"] == "bid":
        first = choose(view, legal, rng)
        return [first] + [a for a in legal if a != first]
    first = _choose_play(view, legal, rng)[0]
    copies = 1 if view["players"] == 3 else 2
    hand = counts_of(view["hand"])

    def cost(a):
        p = _as_play(a, copies)
        c = plan_score(_minus(hand, p[3]), copies) + p[1] / 100.0
        return c + (3.0 if is_bomb(p[0]) else 0.0)

    groups: dict[str, list] = {}
    for a in legal:
        if a["type"] == "play" and a != first:
            groups.setdefault(a["combo"], []).append((cost(a), a["cards"], a))
    ranked = sorted((sorted(g, key=lambda x: (x[0], x[1])) for g in groups.values()),
                    key=lambda g: (g[0][0], g[0][1]))
    out = [first] + [x[2] for g in ranked for x in g]
    if first["type"] != "pass" and any(a["type"] == "pass" for a in legal):
        out.append({"type": "pass"})
    return out
