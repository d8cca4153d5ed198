"""Looking past the current trick: policy rollouts over the rest of the deal.

The bot's one-trick judgement (:mod:`.bot`) scores each placement by how the
current trick ends. What it cannot see is what the placement does to the
*rest* of the deal: which cards it keeps for later, who leads next. This
module re-judges the few best placements by playing the deal out.

Each rollout deals the unseen cards at random (consistent with the table, as
:class:`.bot._Deals` does), finishes the current trick with the other players
placing at random, then plays every later trick to the end of the deal:

- the other players place uniformly at random (a generic opponent model, as
  plain Monte Carlo search uses; the bot does not assume its real opponents
  are random, it just has no better cheap guess);
- the bot places by a cheap copy of its own one-trick judgement, which sees
  the rollout's hands but **not** its dice. Letting it see the dice would make
  it clairvoyant inside the rollout and flatter positions with many choices
  (measured: that version lost badly, see ``docs/rules/cena.md``).

A candidate's score is its one-trick score (many samples, low noise) plus the
*future* part of its rollouts: the margin at the end of the deal minus the
margin right after the current trick. Every candidate meets the same sampled
hands and the same dice for the same (trick, seat), so only the candidate
differs. The number of rollouts is a fixed budget, not a time limit, so the
bot stays deterministic.
"""

from __future__ import annotations

from ...rng import Rng
from .cards import NUMBER, SUIT

#: Placements re-judged by rollouts (the best by the one-trick judgement).
CANDIDATES = 3
#: Rollouts per candidate.
ROLLOUTS = 40
#: Samples the bot's own rollout policy draws per placement.
POLICY_SAMPLES = 1
#: Standard errors by which a challenger must beat the one-trick favourite.
CONFIDENCE = 2.0


def refine(ctx: dict, ranked: list[tuple[float, dict]], rng) -> dict:
    """The best of ``ranked`` ((one-trick score, action), best first) once
    the rest of the deal is taken into account.

    A rollout's future is noisy (a deal's outcome varies by about 8 points
    per alliance), far noisier than the differences between the best few
    placements. So the one-trick favourite is replaced only when another
    candidate's advantage, current trick plus mean future, exceeds
    ``CONFIDENCE`` standard errors of the paired future differences.

    ``ctx`` carries what the one-trick judgement already worked out: ``n``,
    ``me``, ``spots`` (``(card, order)`` or None), ``placed``, ``lead``,
    ``hand``, ``left`` (tricks left including this one), ``value`` (per
    card), ``last`` (topic 8's penalty), ``base`` (projected totals),
    ``simple``, ``deals`` (a :class:`.bot._Deals` over every other seat),
    ``spent``.
    """
    top = ranked[:CANDIDATES]
    if len(top) < 2:
        return top[0][1]
    n, left = ctx["n"], ctx["left"]
    futures = [[] for _ in top]
    for _ in range(ROLLOUTS):
        hands = ctx["deals"].draw()
        # Dice per (trick, seat): two for the placement, and one seed for the
        # bot's own policy sampling in that trick.
        dice = [[rng.next64() for _ in range(2 * n + 1)] for _ in range(left)]
        for i, (_, a) in enumerate(top):
            futures[i].append(_rollout(ctx, a, hands, dice))
    best, best_gain = top[0][1], 0.0
    for (score, a), f in zip(top[1:], futures[1:]):
        diffs = [x - y for x, y in zip(f, futures[0])]
        mean = sum(diffs) / len(diffs)
        var = sum((d - mean) ** 2 for d in diffs) / (len(diffs) - 1)
        gain = score - top[0][0] + mean
        if gain > CONFIDENCE * (var / len(diffs)) ** 0.5 and gain > best_gain:
            best, best_gain = a, gain
    return best


def _rollout(ctx: dict, action: dict, sampled: dict, dice: list) -> float:
    """The change in the bot's margin from the end of the current trick to
    the end of the deal, in one sampled world."""
    n, me = ctx["n"], ctx["me"]
    hands = {p: list(h) for p, h in sampled.items()}
    hands[me] = [c for c in ctx["hand"] if c != action["card"]]
    pts = [0] * n
    spots = list(ctx["spots"])
    spots[action["to"]] = (action["card"], ctx["placed"])
    lead = ctx["lead"] or SUIT[action["card"]]
    placed = ctx["placed"] + 1
    p = (me + 1) % n
    while placed < n:
        _random_place(hands[p], spots, placed, lead, dice[0], p, ctx["simple"])
        placed += 1
        p = (p + 1) % n
    won = _winner(spots, lead)
    pts[won] += _worth(ctx, spots, ctx["left"] == 1)
    after = _margin(ctx, pts)
    for k in range(1, ctx["left"]):
        leader = (won + 1) % n
        spots = [None] * n
        lead = None
        for j in range(n):
            p = (leader + j) % n
            if p == me:
                card, to = _policy(ctx, hands, spots, j, lead, pts, k, dice[k][2 * n])
                hands[me].remove(card)
                spots[to] = (card, j)
                lead = lead or SUIT[card]
            else:
                lead = _random_place(hands[p], spots, j, lead, dice[k], p, ctx["simple"])
        won = _winner(spots, lead)
        pts[won] += _worth(ctx, spots, k == ctx["left"] - 1)
    return _margin(ctx, pts) - after


def _random_place(hand: list, spots: list, order: int, lead, dice: list, p: int,
                  simple: bool):
    """Seat ``p`` places a uniformly random legal card on a random free spot
    (its own under simple rules); returns the lead suit."""
    pool = [c for c in hand if SUIT[c] == lead] if lead else hand
    pool = pool or hand
    card = pool[dice[2 * p] % len(pool)]
    if simple:
        to = p
    else:
        free = [s for s in range(len(spots)) if spots[s] is None]
        to = free[dice[2 * p + 1] % len(free)]
    hand.remove(card)
    spots[to] = (card, order)
    return lead or SUIT[card]


def _policy(ctx, hands, spots, order, lead, pts, k, seed):
    """The bot's own placement inside a rollout: the one-trick judgement,
    cheaply (few samples, its own dice), on the rollout's hands."""
    n, me = ctx["n"], ctx["me"]
    hand = hands[me]
    cards = [c for c in hand if SUIT[c] == lead] if lead else hand
    cards = cards or hand
    free = [me] if ctx["simple"] else [s for s in range(n) if spots[s] is None]
    if len(cards) * len(free) == 1:
        return cards[0], free[0]
    later = [(me + i) % n for i in range(1, n - order)]
    rng = Rng(seed)
    draws = [[rng.next64() for _ in range(2 * n)] for _ in range(POLICY_SAMPLES)]
    last = k == ctx["left"] - 1
    best, best_score = None, None
    for card in cards:
        ld = lead or SUIT[card]
        for to in free:
            total = 0.0
            for d in draws:
                sp = list(spots)
                sp[to] = (card, order)
                for i, p in enumerate(later):
                    # Later seats have not played this trick: whole hands.
                    h = hands[p]
                    pool = [c for c in h if SUIT[c] == ld] or h
                    c2 = pool[d[2 * i] % len(pool)]
                    if ctx["simple"]:
                        sp[p] = (c2, order + 1 + i)
                    else:
                        fr = [s for s in range(n) if sp[s] is None]
                        sp[fr[d[2 * i + 1] % len(fr)]] = (c2, order + 1 + i)
                won = _winner(sp, ld)
                pts[won] += _worth(ctx, sp, last)
                total += _margin(ctx, pts)
                pts[won] -= _worth(ctx, sp, last)
            score = total / len(draws) - ctx["spent"](card, ld)
            if best_score is None or score > best_score:
                best, best_score = (card, to), score
    return best


def _worth(ctx, spots, last: bool) -> int:
    value = ctx["value"]
    return sum(value[x[0]] for x in spots) + (ctx["last"] if last else 0)


def _margin(ctx, pts) -> float:
    """The bot's projected total minus the best other's, with ``pts`` more
    per alliance this deal."""
    n, me, base = ctx["n"], ctx["me"], ctx["base"]
    tot = [base[s] + pts[(s - 1) % n] + pts[s] for s in range(n)]
    mine = tot.pop(me)
    return mine - max(tot)


def _winner(spots: list, lead_suit: str) -> int:
    n = len(spots)
    best, won = None, 0
    for i in range(n):
        if SUIT[spots[i][0]] == lead_suit:
            key = (NUMBER[spots[(i + 1) % n][0]], -spots[i][1])
            if best is None or key > best:
                best, won = key, i
    return won
