"""Cena's bot: it sees only its own view, and judges each placement by
playing the rest of the trick out many times.

A trick's worth is what taking its cards scores under the topic (+1 per card,
plus the penalties; −40 more for the last trick under topic 8), and it goes
to both players of the winning alliance. With 4 or 5 players the bot judges
an outcome by its projected game total against each other player's: each
margin flattened as ``20 * tanh(margin / 20)`` (``PAIRWISE_SCALE``), then
averaged. So a point counts most against a player it is level with and
little against one far ahead or far behind, which is what finishing ahead of
each player takes. With 3 players it judges its projected total minus the
best other's (``LEADER_WEIGHT``), as the first bot did: there that measured
better, against the first bot and against random players alike.

The unseen cards (other hands, and the 4 cards out of a 3-player deal) are
dealt at random, honouring what the table has shown: revealed cards lie in
their owner's hand, and a player who did not follow a suit has none of it.
The players still to play in the trick are modelled as players who think
(:class:`_Model`), each judging for itself as a player out to finish
highest would (its projected total minus the best other's,
``OPPONENT_LEADER_WEIGHT``):

- the last one chooses the card best for itself (its choice decides the
  trick outright; ``OPPONENT_MODEL``);
- the one before chooses its card and spot by the outcome averaged over the
  last one's cards (``SECOND_MODEL``): exactly what the first bot, kept in
  ``bench/baselines/cena_bot_v1.py``, does in that seat;
- any before those place at random (modelling them too measured no better,
  at several times the cost: docs/rules/cena.md, sixth round).

Those models are right against players who think and wrong against players
who do not, so they are kept for the players whose reveals look considered:
one who showed a penalty card or a low card (:func:`_careless`) is modelled
as placing at random, in the trick and in the last-trick search alike. Every
candidate meets the same sampled hands and dice, so candidates differ only
by what the bot does. Everything is drawn from the engine's per-move
generator, so the bot is deterministic.

With two tricks left it looks through to the end of the deal (see
:func:`_endgame`), the last trick searched with every player placing its one
card where it does best for itself (max-n, ``MAXN``); all else equal it
spends low cards and keeps high ones. Earlier in the deal it can re-judge its
best placements by rollouts to the end of the deal (:mod:`.search`,
``LOOKAHEAD``), off by default: against random players it measured no
better, at several times the thinking time.

Measured (``bench/cena_bot.py``; ``bench/results/cena_bot.json``) against
the first bot in seat-rotated duplicate deals, and against random players;
docs/rules/cena.md has every round of experiments. Setting the flags
above back (``LEADER_WEIGHT`` 1, ``PAIRWISE_SCALE`` 0, ``OPPONENT_MODEL``,
``SECOND_MODEL`` and ``MAXN`` False) gives the first bot's play, move for move.
"""

from __future__ import annotations

import math

from . import alliances, search, topics
from .cards import DECK, NUMBER, SUIT

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
#: Re-judge the best placements by rollouts to the end of the deal
#: (:mod:`.search`; with two tricks left :func:`_endgame` searches instead).
#: Off: measured no better than the one-trick judgement at 5-10x the time
#: (docs/rules/cena.md, third round).
LOOKAHEAD = False
#: Where ``PAIRWISE_SCALE`` is 0: whom the bot measures itself against, 1 =
#: the best other player only, 0 = every other player alike (the mean). A
#: number, or one per player count.
LEADER_WEIGHT = {3: 1.0, 4: 0.0, 5: 0.0}
#: The same for the other players, as the bot models them: they play to
#: finish highest, so against the leader.
OPPONENT_LEADER_WEIGHT = 1.0
#: How the bot counts a margin over each other player: ``scale * tanh(margin
#: / scale)``, averaged over them, so a point matters most against a player
#: it is level with, and little against one far behind or far ahead (which
#: is what finishing ahead of each player is about). 0: the plain margin
#: against the mean or leader (``LEADER_WEIGHT``; the first bot: leader).
#: With 3 players the plain margin over the leader does better (against the
#: first bot, the flattened one gave up the points share: 53.7 %), so it is
#: per player count. Measured: docs/rules/cena.md, seventh round.
PAIRWISE_SCALE = {3: 0.0, 4: 20.0, 5: 20.0}
#: Search the last trick as every player maximising their own margin
#: (:func:`_last_trick`), rather than the others placing at random.
MAXN = True
#: Margins closer than this count as equal in that search.
TIE = 1e-9
#: Model the trick's last player as choosing its card (:class:`_Model`)
#: rather than at random.
OPPONENT_MODEL = True
#: Model a player as thinking (the two models above) only while its reveals
#: look considered; a player who showed a penalty card or a card numbered
#: this low or lower has shown it plays carelessly, and is modelled as
#: placing at random (:func:`_careless`). 0 turns the test off.
CARELESS_REVEAL = 4
#: Model the trick's second-to-last player too, as the first bot places
#: (:meth:`_Model.second`), rather than at random.
SECOND_MODEL = True


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
    careless = _careless(view)
    # One model serves both players it covers (its memo is per seat).
    thinker = _Model(utility, value, extra)
    model = thinker if OPPONENT_MODEL and later and not careless[later[-1]] else None
    second = thinker if SECOND_MODEL and len(later) > 1 and not careless[later[-2]] else None
    deals = _Deals(view, later, rng)
    count = min(MAX_SAMPLES, max(SAMPLES, BUDGET // len(legal))) if later else 1
    # Each sample fixes the unseen hands and the later players' dice, so every
    # candidate meets the same luck and only the candidate differs.
    samples = [(deals.draw(), [rng.next64() for _ in range(2 * len(later))])
               for _ in range(count)]
    lead = trick["lead_suit"]
    simple = view["options"]["simple"]
    ranked = []
    # The later players' playable cards per sample depend only on the lead
    # suit, which few candidates change: listed once per (suit, sample).
    pools_by_suit: dict = {}
    memo = utility.memo
    for a in legal:
        card, to = a["card"], a["to"]
        spots[to] = (card, placed)
        lead_suit = lead or SUIT[card]
        pools = pools_by_suit.get(lead_suit)
        if pools is None:
            pools = pools_by_suit[lead_suit] = [_pools(later, hands, lead_suit)
                                                for hands, _ in samples]
        total = 0.0
        for (hands, dice), pool in zip(samples, pools):
            final = _finish(spots, placed + 1, later, hands, lead_suit, simple, dice, model,
                            second, pool)
            outcome = (_winner(final, lead_suit), sum([value[x[0]] for x in final]) + extra)
            got = memo.get(outcome)
            total += utility(*outcome) if got is None else got
        spots[to] = None
        ranked.append((total / len(samples) - _spent(card, lead_suit), a))
    # Stable: equal scores keep the legal list's order, as a strict ">" did.
    ranked.sort(key=lambda x: -x[0])
    if LOOKAHEAD and view["counts"][me] > 2 and len(ranked) > 1:
        others = [p for p in range(n) if p != me]
        ctx = {"n": n, "me": me, "spots": spots, "placed": placed, "lead": lead,
               "hand": view["hand"], "left": view["counts"][me], "value": value,
               "last": topic.get("last_trick", 0), "base": utility.base,
               "simple": simple, "deals": _Deals(view, others, rng), "spent": _spent}
        return search.refine(ctx, ranked, rng)
    return ranked[0][1]


class _Utility:
    """How good it is for the bot that alliance ``won`` takes ``worth`` points:
    its projected game total against the others' (totals so far, plus this
    deal's alliance scores as they stand), judged by :meth:`_own`."""

    def __init__(self, view: dict) -> None:
        n = self.n = view["players"]
        self.me = view["seat"]
        al = [a["score"] for a in view["alliances"]]
        self.base = [view["scores"][s] + sum(al[a] for a in alliances.alliances_of(s, n))
                     for s in range(n)]
        self.memo: dict = {}
        self.scale = _per_count(PAIRWISE_SCALE, n)
        self.leader_weight = _per_count(LEADER_WEIGHT, n)

    def __call__(self, *outcomes: int) -> float:
        """``outcomes``: alternating winning alliance and worth, trick by trick."""
        got = self.memo.get(outcomes)
        if got is None:
            got = self.memo[outcomes] = self._own(self._after(outcomes))
        return got

    def everyone(self, *outcomes: int) -> list[float]:
        """Every player's margin, as :meth:`__call__` gives the bot's."""
        got = self.memo.get(("all",) + outcomes)
        if got is None:
            after = self._after(outcomes)
            got = self.memo[("all",) + outcomes] = [
                self._own(after) if p == self.me else _margin(after, p, OPPONENT_LEADER_WEIGHT)
                for p in range(self.n)]
        return got

    def _own(self, totals: list) -> float:
        """How the bot judges projected totals from its own seat: its margin
        over each other player, flattened by ``PAIRWISE_SCALE``, averaged (or,
        where that is 0, :func:`_margin` with ``LEADER_WEIGHT``)."""
        scale, me = self.scale, self.me
        if not scale:
            return _margin(totals, me, self.leader_weight)
        t = totals[me]
        return scale * sum(math.tanh((t - o) / scale)
                           for i, o in enumerate(totals) if i != me) / (self.n - 1)

    def _after(self, outcomes: tuple) -> list:
        """Every player's projected total after those tricks."""
        after = list(self.base)
        for i in range(0, len(outcomes), 2):
            a, b = alliances.members(outcomes[i], self.n)
            after[a] += outcomes[i + 1]
            after[b] += outcomes[i + 1]
        return after


def _per_count(setting, n: int) -> float:
    """A setting given for every player count alike, or per count."""
    return setting[n] if isinstance(setting, dict) else setting


def _margin(totals: list, p: int, leader_weight: float) -> float:
    """Player ``p``'s total against the others': the best other's with weight
    ``leader_weight``, their mean with the rest."""
    others = totals[:p] + totals[p + 1:]
    return totals[p] - (leader_weight * max(others)
                        + (1 - leader_weight) * sum(others) / len(others))


def _spent(card: str, lead_suit: str) -> float:
    """The strength given up by playing ``card``: a high card wins later
    tricks; one thrown off-suit wins nothing now either."""
    cost = KEEP_STRENGTH * NUMBER[card]
    return cost * 2 if SUIT[card] != lead_suit else cost


#: For each trick size, every spot with the next one round the table (whose
#: card gives its number to the alliance at that spot).
_NEXT = {n: tuple((i, (i + 1) % n) for i in range(n)) for n in range(2, 11)}


def _winner(spots: list, lead_suit: str) -> int:
    """:func:`alliances.winner` on ``(card, order)`` pairs.

    The searches call this millions of times a game, so the rules' key
    ``(number, -order)`` is packed in one int, ``number * 16 - order``: orders
    are below 16, so it compares exactly as the pair does, ties included."""
    best, won = -16, 0
    for i, j in _NEXT[len(spots)]:
        giver = spots[i]
        if SUIT[giver[0]] == lead_suit:
            key = NUMBER[spots[j][0]] * 16 - giver[1]
            if key > best:
                best, won = key, i
    return won


def _winners_of_last(spots: list, rest: int, order: int, lead_suit: str, cards) -> list[int]:
    """:func:`_winner` of ``spots`` with each of ``cards`` placed last, at
    ``rest`` (all other spots filled): what the models ask for every card
    the last player might play.

    The placement orders differ, so no two alliances tie on the winner's key
    and the winner is the one alliance with the highest key: the alliances
    the last card takes no part in are compared once, and each card only
    with the two it joins (giving its suit to ``rest`` and its number to the
    one before)."""
    n = len(spots)
    before = (rest - 1) % n
    best, won = -16, 0
    for i, j in _NEXT[n]:
        if i != rest and i != before:
            giver = spots[i]
            if SUIT[giver[0]] == lead_suit:
                key = NUMBER[spots[j][0]] * 16 - giver[1]
                if key > best:
                    best, won = key, i
    before_order = spots[before][1] if SUIT[spots[before][0]] == lead_suit else None
    rest_key = NUMBER[spots[(rest + 1) % n][0]] * 16 - order
    out = []
    for c in cards:
        top, w = best, won
        if before_order is not None:
            key = NUMBER[c] * 16 - before_order
            if key > top:
                top, w = key, before
        if SUIT[c] == lead_suit and rest_key > top:
            w = rest
        out.append(w)
    return out


def _pools(later, hands, lead_suit) -> list[list[str]]:
    """The cards each later player may play: the lead suit's, else any."""
    return [[c for c in hands[p] if SUIT[c] == lead_suit] or hands[p] for p in later]


def _finish(spots, placed, later, hands, lead_suit, simple, dice, last=None, second=None,
            pools=None):
    """The trick completed by the later players, each placing a random legal
    card on a random free spot (under simple rules, on their own); the last
    of them, if ``last`` (a :class:`_Model`) is given, places as that
    model says instead of at random, and the one before, if ``second`` is
    given, as :meth:`_Model.second` says. ``pools``: :func:`_pools`, if
    already listed."""
    spots = list(spots)
    end = len(later) - 1
    if pools is None:
        pools = _pools(later, hands, lead_suit)
    for k, p in enumerate(later):
        pool = pools[k]
        if simple:
            free = [p]
        else:
            free = [s for s, x in enumerate(spots) if x is None]
        if second is not None and k == end - 1:
            q = later[end]
            card, to = second.second(p, spots, placed, pool, free, lead_suit, q, pools[end], simple)
        else:
            to = free[0] if simple else free[dice[2 * k + 1] % len(free)]
            if last is not None and k == end and len(pool) > 1:
                card = last.card(p, spots, to, placed, pool, lead_suit)
            else:
                card = pool[dice[2 * k] % len(pool)]
        spots[to] = (card, placed, p)
        placed += 1
    return spots


class _Model:
    """How a player who thinks, still to play in the trick, places.

    The last player (:meth:`card`): the trick's outcome is then certain, so
    a sensible player picks the card whose outcome is best for them. The
    model scores an outcome as the bot itself would from that seat (that
    seat's projected total minus the best other's, the totals being public)
    less the strength the card gives up (:func:`_spent`), so of two cards
    with the same outcome the lower is played. Against players who think,
    this is far closer to the truth than a random card: the last player is
    the one who decides whether a poisoned trick is dumped on someone else or
    a good one is taken. The player before it (:meth:`second`) judges the
    same way, over the last player's possible cards.

    Every sample meets the same model, so it draws nothing from the
    generator: the bot stays deterministic and sees nothing new."""

    def __init__(self, utility: "_Utility", value: dict, extra: int) -> None:
        self.utility = utility
        self.value = value
        self.extra = extra
        # Each seat's margins by outcome: worth * 16 + winning alliance
        # (alliances number below 16), an int the searches look up fast.
        self.by_seat: dict = {}

    def margins(self, p: int) -> dict:
        got = self.by_seat.get(p)
        if got is None:
            got = self.by_seat[p] = {}
        return got

    def _margin(self, p: int, won: int, worth: int) -> float:
        """Player ``p``'s margin if alliance ``won`` takes ``worth`` points."""
        memo = self.margins(p)
        key = worth * 16 + won
        got = memo.get(key)
        if got is None:
            got = memo[key] = _margin(self.utility._after((won, worth)), p, OPPONENT_LEADER_WEIGHT)
        return got

    def card(self, p: int, spots: list, to: int, placed: int, pool: list, lead_suit: str) -> str:
        value, memo = self.value, self.margins(p)
        worth0 = self.extra + sum([value[x[0]] for x in spots if x is not None])
        best, best_score = None, None
        for c, won in zip(pool, _winners_of_last(spots, to, placed, lead_suit, pool)):
            worth = worth0 + value[c]
            got = memo.get(worth * 16 + won)
            score = (self._margin(p, won, worth) if got is None else got) - _spent(c, lead_suit)
            if best_score is None or score > best_score:
                best, best_score = c, score
        return best

    def second(self, p: int, spots: list, placed: int, pool: list, free: list, lead_suit: str,
               q: int, q_pool: list, simple: bool) -> tuple[str, int]:
        """How the second-to-last player places, card and spot: as the first
        bot would, judging each by the trick's outcome averaged over the last
        player's possible cards (it models that player as random), less the
        strength it gives up.

        The bots' searches spend most of their time here, so the winner is
        worked out as :func:`_winners_of_last` would for each placement, in
        parts: two spots are still open (this player's and the last one's),
        so every alliance between two placed cards is compared once for all
        placements (no two keys tie: see :func:`_winners_of_last`), the two
        this card joins once per placement, and the last card's two per card.
        """
        value, memo, margin = self.value, self.margins(p), self._margin
        n = len(spots)
        worth0 = self.extra + sum([value[x[0]] for x in spots if x is not None])
        # The last player's cards: key part, whether they follow, worth (as
        # the margins' memo counts it, times 16).
        q_cards = [(NUMBER[cq] * 16, SUIT[cq] == lead_suit, value[cq] * 16) for cq in q_pool]
        size = len(q_pool)
        best0, won0 = -16, 0
        for i, j in _NEXT[n]:
            giver, taker = spots[i], spots[j]
            if giver is not None and taker is not None and SUIT[giver[0]] == lead_suit:
                key = NUMBER[taker[0]] * 16 - giver[1]
                if key > best0:
                    best0, won0 = key, i
        best, best_score = None, None
        for c in pool:
            worth_c = worth0 + value[c]
            spent = _spent(c, lead_suit)
            key_c = NUMBER[c] * 16
            follows = SUIT[c] == lead_suit
            for to in free:
                rest = q if simple else next(s for s in free if s != to)
                before = (rest - 1) % n
                top0, won = best0, won0
                # the alliances this card joins: giving its number to the
                # spot before, its suit to the spot after (unless the last
                # card's spot is one of them: that is per card, below)
                i = (to - 1) % n
                if i != rest and i != before:
                    giver = spots[i]
                    if SUIT[giver[0]] == lead_suit:
                        key = key_c - giver[1]
                        if key > top0:
                            top0, won = key, i
                if to != before and follows:
                    key = NUMBER[spots[(to + 1) % n][0]] * 16 - placed
                    if key > top0:
                        top0, won = key, to
                if before == to:
                    before_order = placed if follows else None
                else:
                    giver = spots[before]
                    before_order = giver[1] if SUIT[giver[0]] == lead_suit else None
                after = (rest + 1) % n
                rest_key = (key_c if after == to else NUMBER[spots[after][0]] * 16) - (placed + 1)
                total = 0.0
                base = worth_c * 16
                for key_q, follows_q, worth_q in q_cards:
                    top, w = top0, won
                    if before_order is not None:
                        key = key_q - before_order
                        if key > top:
                            top, w = key, before
                    if follows_q and rest_key > top:
                        w = rest
                    got = memo.get(base + worth_q + w)
                    total += margin(p, w, worth_c + worth_q // 16) if got is None else got
                score = total / size - spent
                if best_score is None or score > best_score:
                    best, best_score = (c, to), score
        return best


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
    careless = _careless(view)
    # One model serves both players it covers (its memo is per seat).
    thinker = _Model(utility, value, 0)
    model = thinker if OPPONENT_MODEL and later and not careless[later[-1]] else None
    second = thinker if SECOND_MODEL and len(later) > 1 and not careless[later[-2]] else None
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
            final = _finish(spots, placed + 1, later, hands, lead_suit, simple, dice, model, second)
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
                    last, (won + 1) % n, me, simple, careless,
                    sum(value[c] for c in last) + topic.get("last_trick", 0),
                    lambda w2, w2worth, won=won, worth=worth: utility.everyone(won, worth, w2, w2worth))
            total += got
        spots[to] = None
        score = total / len(samples)
        if best_score is None or score > best_score:
            best, best_score = a, score
    return best


def _last_trick(cards: list[str], leader: int, me: int, simple: bool, careless: list[bool],
                worth: int, judge) -> float:
    """The bot's utility of a last trick where seat p holds ``cards[p]``.

    ``judge(winner, worth)`` gives every player's margin. Each player places
    their one card where it does best for them, knowing how the later ones
    will place (a max-n search: every player is a maximiser of their own
    margin, as the bot assumes of players who think); placements equally
    good for the player who makes them are averaged, since nothing tells
    which of them that player would pick. With ``MAXN`` off, the others
    place at random (the first bot's model)."""
    n = len(cards)
    lead_suit = SUIT[cards[leader]]
    spots: list = [None] * n

    def place(k: int) -> list[float]:
        if k == n:
            return judge(_winner(spots, lead_suit), worth)
        p = (leader + k) % n
        targets = [p] if simple else [s for s in range(n) if spots[s] is None]
        results = []
        for s in targets:
            spots[s] = (cards[p], k)
            results.append(place(k + 1))
            spots[s] = None
        if p == me or (MAXN and not careless[p]):
            top = max(r[p] for r in results)
            results = [r for r in results if r[p] >= top - TIE]
        return [sum(r[q] for r in results) / len(results) for q in range(n)]

    return place(0)[me]


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


def _careless(view: dict) -> list[bool]:
    """Which players have shown, by what they revealed, that they do not play
    carefully. A considered reveal hides the cards that carry the topic's
    penalty (a neighbour who knows where they lie can steer them back) and
    shows strength; a player who showed a penalty card, or a low card
    (``CARELESS_REVEAL`` or lower), in this deal or an earlier one (all
    three, played since or not, with that deal's topic) is modelled as
    placing at random. Everyone else is given the benefit of the doubt."""
    n = view["players"]
    out = [False] * n
    if not CARELESS_REVEAL:
        return out
    shown = [(view["topic_card"], view.get("shown") or view["revealed"])]
    shown += [(topics.TOPICS[h["topic"]], h["revealed"]) for h in view["history"]]
    for topic, revealed in shown:
        if not revealed:
            continue
        for p in range(n):
            if any(topics.hits(topic, c) or NUMBER[c] <= CARELESS_REVEAL for c in revealed[p]):
                out[p] = True
    return out


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
