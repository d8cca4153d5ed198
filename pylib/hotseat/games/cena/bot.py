"""Cena's bot: it sees only its own view, and judges each placement by
playing the rest of the trick out many times.

A trick's worth to an alliance is what taking its cards scores under the
topic (+1 per card, plus the penalties; −40 more for the last trick under
topic 8). A trick taken by one of the bot's two alliances is good for the bot
and for one other player; a trick taken by any other alliance is good for two
other players. The bot maximises its own gain minus the others' average gain,
so it steers good tricks to its own alliances and poison to the others.

The unseen cards (other hands, and the 4 cards out of a 3-player deal) are
dealt at random to the players still to play, honouring what the table has
shown: revealed cards lie in their owner's hand, and a player who did not
follow a suit has none of it. The same deals are reused for every candidate,
so candidates are compared on equal luck. Everything is drawn from the
engine's per-move generator, so the bot is deterministic for a seed.

It also keeps strength for later: all else equal it spends low cards, and it
prefers not to waste a high card of a suit that was not led.
"""

from __future__ import annotations

from . import alliances, topics
from .cards import DECK, NUMBER, SUIT

#: Deals sampled per decision, and how far a card's number counts as
#: strength kept for later (in points per number step).
SAMPLES = 60
KEEP_STRENGTH = 0.04


def choose(view: dict, legal: list[dict], rng) -> dict:
    if view["phase"] == "reveal":
        return _reveal(view, legal)
    if len(legal) == 1:
        return legal[0]
    return _play(view, legal, rng)


# --- information phase ---------------------------------------------------------

def _reveal(view: dict, legal: list[dict]) -> dict:
    """Show the three cards least costly to show: penalty cards stay hidden
    (a neighbour who knows where they are could steer them to us), then the
    highest numbers, which tell both allies where the strength lies."""
    topic = view["topic_card"]
    hand = sorted(view["hand"], key=lambda c: (topics.hits(topic, c), -NUMBER[c], c))
    want = set(hand[:3])
    for a in legal:
        if set(a["cards"]) == want:
            return a
    return legal[0]


# --- play ------------------------------------------------------------------------

def _play(view: dict, legal: list[dict], rng) -> dict:
    n = view["players"]
    me = view["seat"]
    trick = view["trick"]
    spots = [None if x is None else (x["card"], x["order"]) for x in trick["spots"]]
    placed = n - spots.count(None)
    later = [(me + k) % n for k in range(1, n - placed)]
    topic = view["topic_card"]
    value = {c: topics.card_value(topic, c) for c in DECK}
    extra = topic.get("last_trick", 0) if view["counts"][me] == 1 else 0
    utility = _Utility(view)
    deals = _Deals(view, later, rng)
    samples = [deals.draw() for _ in range(SAMPLES if later else 1)]
    lead = trick["lead_suit"]
    simple = view["options"]["simple"]
    best, best_score = None, None
    for a in legal:
        card, to = a["card"], a["to"]
        spots[to] = (card, placed)
        lead_suit = lead or SUIT[card]
        total = 0.0
        for hands in samples:
            final = _finish(spots, placed + 1, later, hands, lead_suit, simple, rng)
            won = _winner(final, lead_suit)
            total += utility(won, sum(value[x[0]] for x in final) + extra)
        spots[to] = None
        score = total / len(samples) - _spent(card, lead_suit)
        if best_score is None or score > best_score:
            best, best_score = a, score
    return best


class _Utility:
    """How good it is for the bot that alliance ``won`` takes ``worth`` points:
    its projected game total minus the best projected total among the others
    (totals so far, plus this deal's alliance scores as they stand). Playing
    against the leader, not the average, is what wins games: a point that
    lifts the bot's closest rival counts fully against it."""

    def __init__(self, view: dict) -> None:
        n = self.n = view["players"]
        self.me = view["seat"]
        al = [a["score"] for a in view["alliances"]]
        self.base = [view["scores"][s] + sum(al[a] for a in alliances.alliances_of(s, n))
                     for s in range(n)]
        self.memo: dict = {}

    def __call__(self, won: int, worth: int) -> float:
        key = (won, worth)
        got = self.memo.get(key)
        if got is None:
            a, b = alliances.members(won, self.n)
            after = [x + worth if s == a or s == b else x for s, x in enumerate(self.base)]
            mine = after.pop(self.me)
            got = self.memo[key] = mine - max(after)
        return got


def _spent(card: str, lead_suit: str) -> float:
    """The strength given up by playing ``card``: a high card wins later
    tricks; one thrown off-suit wins nothing now either."""
    cost = KEEP_STRENGTH * NUMBER[card]
    return cost * 2 if SUIT[card] != lead_suit else cost


def _winner(spots: list, lead_suit: str) -> int:
    """:func:`alliances.winner` on ``(card, order)`` pairs."""
    n = len(spots)
    best, won = None, 0
    for i in range(n):
        giver = spots[i]
        if SUIT[giver[0]] == lead_suit:
            key = (NUMBER[spots[(i + 1) % n][0]], -giver[1])
            if best is None or key > best:
                best, won = key, i
    return won


def _finish(spots, placed, later, hands, lead_suit, simple, rng):
    """The trick completed by the later players, each placing a random legal
    card on a random free spot (under simple rules, on their own)."""
    spots = list(spots)
    for p in later:
        hand = hands[p]
        pool = [c for c in hand if SUIT[c] == lead_suit] or hand
        card = pool[rng.below(len(pool))]
        if simple:
            to = p
        else:
            free = [s for s, x in enumerate(spots) if x is None]
            to = free[rng.below(len(free))]
        spots[to] = (card, placed)
        placed += 1
    return spots


class _Deals:
    """Guesses at the later players' hands, consistent with the table:
    revealed cards lie in their owner's hand, and a player who did not follow
    a suit has none of it."""

    def __init__(self, view: dict, later: list[int], rng) -> None:
        n = view["players"]
        me = view["seat"]
        revealed = view["revealed"] or [[] for _ in range(n)]
        seen = set(view["hand"])
        for t in view["tricks"]:
            seen.update(x["card"] for x in t["spots"])
        seen.update(x["card"] for x in view["trick"]["spots"] if x)
        for s in range(n):
            if s != me:
                seen.update(revealed[s])
        self.pool = [c for c in DECK if c not in seen]
        voids = _voids(view)
        # The most constrained players draw first, so they are not left short.
        self.order = sorted(later, key=lambda p: -len(voids[p]))
        self.need = {p: view["counts"][p] - len(revealed[p]) for p in later}
        self.voids = voids
        self.revealed = revealed
        self.rng = rng

    def draw(self) -> dict[int, list[str]]:
        pool, rng = list(self.pool), self.rng
        hands = {}
        for p in self.order:
            need = self.need[p]
            ok = [c for c in pool if SUIT[c] not in self.voids[p]]
            if len(ok) < need:
                ok = list(pool)
            picked = [ok.pop(rng.below(len(ok))) for _ in range(min(need, len(ok)))]
            gone = set(picked)
            pool = [c for c in pool if c not in gone]
            hands[p] = list(self.revealed[p]) + picked
        return hands


def _voids(view: dict) -> list[set]:
    """Suits each player has shown they lack (by not following them)."""
    voids = [set() for _ in range(view["players"])]
    tricks = list(view["tricks"])
    if view["trick"]["lead_suit"] is not None:
        tricks.append(view["trick"])
    for t in tricks:
        for x in t["spots"]:
            if x and SUIT[x["card"]] != t["lead_suit"]:
                voids[x["by"]].add(t["lead_suit"])
    return voids
