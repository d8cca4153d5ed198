"""A Dou Dizhu bot that plays like a careful human.

It sees only its own view. Bidding follows hand strength (jokers, 2s, aces,
bombs) and shape (how many plays the hand needs). In play it prefers the move that leaves its hand in the fewest
"turns" (a greedy split into combinations), leads low, keeps bombs for when
an opponent is close to going out, and as a peasant never overtakes its
partner's winning play unless it can go out.
"""

from __future__ import annotations

from hotseat.games.doudizhu.cards import ACE, BLACK_JOKER, NUM_RANKS, RANK, RED_JOKER, TWO, counts_of
from hotseat.games.doudizhu.combos import is_bomb

# Strength of single cards for bidding; bombs add on top.
_CARD_STRENGTH = {RED_JOKER: 4.0, BLACK_JOKER: 3.0, TWO: 2.0, ACE: 1.0}
_BOMB_STRENGTH = 4.0
#: A hand's worth for bidding: its strength less half its turns (a hand that
#: goes out in few plays is worth more than its high cards alone).
_TURN_WEIGHT = 0.5
#: Bid thresholds on that worth, by player count: the 85th, 65th and 45th
#: percentiles of dealt hands (3,600 seeded hands each), so a bot opens with
#: 3 in about one hand in seven and passes in about half, and a human at the
#: table bids in about their share of hands. (Tuning by the expected points
#: of each bid is the bots' own issue.)
_BID_AT = {3: ((5.75, 3), (3.75, 2), (2.25, 1)),
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


def _after(counts: list[int], cards: list[str]) -> list[int]:
    c = list(counts)
    for card in cards:
        c[RANK[card]] -= 1
    return c


def _low(action: dict) -> float:
    """The average rank of a play: lower is cheaper to give away."""
    ranks = [RANK[c] for c in action["cards"]]
    return sum(ranks) / len(ranks)


def choose(view: dict, legal: list[dict], rng) -> dict:
    if legal[0]["type"] == "bid":
        return _bid(view, legal)
    hand = view["hand"]
    counts = counts_of(hand)
    plays = [a for a in legal if a["type"] == "play"]
    can_pass = any(a["type"] == "pass" for a in legal)
    # Going out wins the hand: always do it.
    for a in plays:
        if len(a["cards"]) == len(hand):
            return a
    me, landlord = view["seat"], view["landlord"]
    cur = view["trick"]["current"]
    n = view["players"]
    opponents = [s for s in range(n) if s != me and (me == landlord or s == landlord)]
    danger = min(view["counts"][s] for s in opponents) <= 4

    bomb_ranks = {r for r in range(TWO + 1) if counts[r] >= 4}

    def cost(a: dict) -> float:
        c = turns(_after(counts, a["cards"])) + _low(a) / 40.0
        # Spending a bomb (or breaking one up, as a quadplex does) is kept
        # for when an opponent is about to go out.
        if not danger and (is_bomb(a["combo"]) or any(RANK[x] in bomb_ranks for x in a["cards"])):
            c += 6.0
        return c

    if cur is None:
        ordinary = [a for a in plays if not is_bomb(a["combo"])] or plays
        return min(ordinary, key=lambda a: (cost(a), -len(a["cards"]), a["cards"]))
    if me != landlord and cur["seat"] != landlord:
        # Partner is winning this trick: let it run.
        return {"type": "pass"}
    ordinary = [a for a in plays if not is_bomb(a["combo"])]
    if ordinary:
        best = min(ordinary, key=lambda a: (cost(a), a["cards"]))
        # Do not break a strong hand to beat a low card when nothing is at stake.
        if danger or cost(best) <= turns(counts) + 0.6:
            return best
    bombs = [a for a in plays if is_bomb(a["combo"])]
    if bombs and danger:
        return min(bombs, key=lambda a: (cost(a), a["cards"]))
    return {"type": "pass"} if can_pass else min(plays, key=cost)


def _bid(view: dict, legal: list[dict]) -> dict:
    worth = bid_worth(counts_of(view["hand"]))
    want = next((v for threshold, v in _BID_AT[view["players"]] if worth >= threshold), 0)
    values = [a["value"] for a in legal]
    if want and want in values:
        return {"type": "bid", "value": want}
    return {"type": "bid", "value": 0}
