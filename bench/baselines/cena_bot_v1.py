"""The app's Cena bot before issue #18's second part, kept unchanged as the
baseline of ``bench/cena_bot.py`` (the new bot is measured against it in
seat-rotated duplicate deals). Not part of the app package.

Copied from ``pylib/hotseat/games/cena/bot.py`` as it stood; the only change
is that the opt-in look-ahead (``LOOKAHEAD``, off in that bot and never
switched on by the app) and its import of ``search.py`` are left out, so the
copy depends only on the game's data modules (cards, topics, alliances),
which the new bot does not change.

Its own docstring follows.

Cena's bot: it sees only its own view, and judges each placement by
playing the rest of the trick out many times.

A trick's worth is what taking its cards scores under the topic (+1 per card,
plus the penalties; −40 more for the last trick under topic 8), and it goes
to both players of the winning alliance. The bot judges an outcome by its own
projected game total minus the best projected total among the others. Playing
against the leader, not the average, is what wins games (measured: about 85 %
of games won against random players, against about 72 % when the bot weighed
every other player alike): a point that lifts the closest rival counts fully
against the bot, poison dumped on a trailing player helps it little.

The unseen cards (other hands, and the 4 cards out of a 3-player deal) are
dealt at random, honouring what the table has shown: revealed cards lie in
their owner's hand, and a player who did not follow a suit has none of it.
The later players place at random. Every candidate meets the same sampled
hands and dice, so candidates differ only by what the bot does. Everything is
drawn from the engine's per-move generator, so the bot is deterministic.

With two tricks left it looks through to the end of the deal (see
:func:`_endgame`); all else equal it spends low cards and keeps high ones.
Earlier in the deal it can re-judge its best placements by rollouts to the end
of the deal (:mod:`.search`, ``LOOKAHEAD``), off by default: against random
players it measured no better, at several times the thinking time.
"""

from __future__ import annotations

from hotseat.games.cena import alliances, topics
from hotseat.games.cena.cards import DECK, NUMBER, SUIT

#: Sampled deals per decision: at least SAMPLES, more when there are few
#: candidates (BUDGET spread over them), at most MAX_SAMPLES.
SAMPLES = 60
BUDGET = 2400
MAX_SAMPLES = 200
#: Sampled deals for the two-trick endgame search, by player count (each one
#: searches the last trick's n! placements exhaustively).
ENDGAME_SAMPLES = {3: 24, 4: 20, 5: 12}
#: Strength kept for later, in points per number step of the card spent.
KEEP_STRENGTH = 0.04


def choose(view: dict, legal: list[dict], rng) -> dict:
    if view["phase"] == "reveal":
        return _reveal(view, legal)
    if len(legal) == 1:
        return legal[0]
    if view["counts"][view["seat"]] == 2:
        return _endgame(view, legal, rng)
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
    count = min(MAX_SAMPLES, max(SAMPLES, BUDGET // len(legal))) if later else 1
    # Each sample fixes the unseen hands and the later players' dice, so every
    # candidate meets the same luck and only the candidate differs.
    samples = [(deals.draw(), [rng.next64() for _ in range(2 * len(later))])
               for _ in range(count)]
    lead = trick["lead_suit"]
    simple = view["options"]["simple"]
    ranked = []
    for a in legal:
        card, to = a["card"], a["to"]
        spots[to] = (card, placed)
        lead_suit = lead or SUIT[card]
        total = 0.0
        for hands, dice in samples:
            final = _finish(spots, placed + 1, later, hands, lead_suit, simple, dice)
            won = _winner(final, lead_suit)
            total += utility(won, sum(value[x[0]] for x in final) + extra)
        spots[to] = None
        ranked.append((total / len(samples) - _spent(card, lead_suit), a))
    # Stable: equal scores keep the legal list's order, as a strict ">" did.
    ranked.sort(key=lambda x: -x[0])
    return ranked[0][1]


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

    def __call__(self, *outcomes: int) -> float:
        """``outcomes``: alternating winning alliance and worth, trick by trick."""
        got = self.memo.get(outcomes)
        if got is None:
            after = list(self.base)
            for i in range(0, len(outcomes), 2):
                a, b = alliances.members(outcomes[i], self.n)
                after[a] += outcomes[i + 1]
                after[b] += outcomes[i + 1]
            mine = after.pop(self.me)
            got = self.memo[outcomes] = mine - max(after)
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


def _finish(spots, placed, later, hands, lead_suit, simple, dice):
    """The trick completed by the later players, each placing a random legal
    card on a random free spot (under simple rules, on their own)."""
    spots = list(spots)
    for k, p in enumerate(later):
        hand = hands[p]
        pool = [c for c in hand if SUIT[c] == lead_suit] or hand
        card = pool[dice[2 * k] % len(pool)]
        if simple:
            to = p
        else:
            free = [s for s, x in enumerate(spots) if x is None]
            to = free[dice[2 * k + 1] % len(free)]
        spots[to] = (card, placed, p)
        placed += 1
    return spots


def _endgame(view: dict, legal: list[dict], rng) -> dict:
    """Two tricks left: judge each placement by how both tricks end.

    The unseen cards are dealt to every other player; this trick is finished
    by random players as in :func:`_play`; then the last trick, where each
    player holds one card, is searched through: the bot places its card as
    well as it can, the others' placements are averaged. This is where topic
    8 (the last trick costs 40) is won or lost: which card to keep decides
    whether the bot can dodge the last trick.
    """
    n = view["players"]
    me = view["seat"]
    trick = view["trick"]
    spots = [None if x is None else (x["card"], x["order"], x["by"]) for x in trick["spots"]]
    placed = n - spots.count(None)
    later = [(me + k) % n for k in range(1, n - placed)]
    topic = view["topic_card"]
    value = {c: topics.card_value(topic, c) for c in DECK}
    utility = _Utility(view)
    deals = _Deals(view, [p for p in range(n) if p != me], rng)
    samples = [(deals.draw(), [rng.next64() for _ in range(2 * len(later))])
               for _ in range(ENDGAME_SAMPLES[n])]
    searched: dict = {}
    lead = trick["lead_suit"]
    simple = view["options"]["simple"]
    best, best_score = None, None
    for a in legal:
        card, to = a["card"], a["to"]
        spots[to] = (card, placed, me)
        lead_suit = lead or SUIT[card]
        keep = [c for c in view["hand"] if c != card][0]
        total = 0.0
        for i, (hands, dice) in enumerate(samples):
            final = _finish(spots, placed + 1, later, hands, lead_suit, simple, dice)
            won = _winner(final, lead_suit)
            worth = sum(value[x[0]] for x in final)
            # Candidates that keep the same card meet the same dice, so the
            # same last trick often comes up again: search it once.
            key = (i, keep, won, worth)
            got = searched.get(key)
            if got is None:
                gone = {x[0] for x in final}
                last = [keep if p == me else next(c for c in hands[p] if c not in gone)
                        for p in range(n)]
                got = searched[key] = _last_trick(
                    last, (won + 1) % n, me, simple,
                    sum(value[c] for c in last) + topic.get("last_trick", 0),
                    lambda w2, w2worth, won=won, worth=worth: utility(won, worth, w2, w2worth))
            total += got
        spots[to] = None
        score = total / len(samples)
        if best_score is None or score > best_score:
            best, best_score = a, score
    return best


def _last_trick(cards: list[str], leader: int, me: int, simple: bool, worth: int, judge) -> float:
    """The bot's expected utility of a last trick where seat p holds
    ``cards[p]``: it places its own card as well as it can, the others place
    at random."""
    n = len(cards)
    lead_suit = SUIT[cards[leader]]
    spots: list = [None] * n

    def place(k: int) -> float:
        if k == n:
            return judge(_winner(spots, lead_suit), worth)
        p = (leader + k) % n
        targets = [p] if simple else [s for s in range(n) if spots[s] is None]
        results = []
        for s in targets:
            spots[s] = (cards[p], k)
            results.append(place(k + 1))
            spots[s] = None
        return max(results) if p == me else sum(results) / len(results)

    return place(0)


class _Deals:
    """Guesses at the later players' hands, consistent with the table:
    revealed cards lie in their owner's hand, and a player who did not follow
    a suit has none of it."""

    def __init__(self, view: dict, later: list[int], rng) -> None:
        n = view["players"]
        me = view["seat"]
        revealed = view["revealed"] or [[] for _ in range(n)]
        seen = set(view["hand"])
        for t in _finished(view):
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
    tricks = _finished(view)
    if view["trick"]["lead_suit"] is not None:
        tricks.append(view["trick"])
    for t in tricks:
        for x in t["spots"]:
            if x and SUIT[x["card"]] != t["lead_suit"]:
                voids[x["by"]].add(t["lead_suit"])
    return voids


def _finished(view: dict) -> list[dict]:
    """The finished tricks of this deal the view shows: all of them under the
    ``trick_history`` house rule, else at most the last one, until the next
    lead (the bot remembers no more than a player who only sees the table)."""
    if "tricks" in view:
        return list(view["tricks"])
    last = view["last_trick"]
    return [last] if last is not None else []
