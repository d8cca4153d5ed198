"""Qianlong's Harem bot: it plans the whole placement phase.

Placement is a game of perfect information (every eunuch is placed face up);
only the scheme deck's order is hidden. So the bot deals the unseen deck in a
few orders (:func:`deal_samples`: each unseen card on top in turn, the same
orders for every candidate, so differences between candidates are the bot's,
not the dice's) and searches the placement phase by alpha-beta: its own
placement, the opponent's best reply and so on, as many placements deep as
:data:`LEAF_BUDGET` allows (:func:`search_depth`: four in the first round,
three once 後宮闘争 opens all nine cards, to the end for the last few), the
placements after that by a rule of thumb (:data:`GREEDY_ORDER`). Each
finished placement is judged by *playing the resolution out* with the rules'
own code (:mod:`.flow`) and scoring the position reached.

Only which cards each player ends up holding matters to the resolution, not
the order they were placed in, so finished placements are remembered and
judged once. Its own moves are tried best-alone first (the round resolved
with only that eunuch added to those already placed), which lets alpha-beta
cut early and settles ties for the move that gets there by itself. A full
search to the end of the placement phase took up to 18 s for a move once all
nine cards are open; the budget keeps a move's CPU time at p95 about 70 ms in
CPython.

Choices inside the resolution (jump, +3 or draw 2, activation order, bribe,
promotion, whom to take a point from) are judged the same way: each option is
played out to the end of the round over :data:`CHOICE_SAMPLES` deck orders
and the best average kept. Inside its look-ahead the bot answers them with
:func:`default_choice`, a quick rule of thumb.

The position score (:func:`evaluate`) counts, for each player, points and
what is on the way to points, in points: a square of the bedroom ring is
worth 2 / (ring length) (a lap pays 2), a palace eunuch what its square
promises, a strong eunuch what it will earn later; a won game counts 1000, a
lost one −1000, and 香妃's end (both lose) −600: a loss, but a player already
losing may prefer it.

Against the bot it replaced (2 plain samples, a two-placement minimax; kept
as ``bench/baselines/qianlong_bot_v1.py``) it wins 87 % of the decided games
(``bench/qianlong_bot.py``, seats swapped in pairs).
"""

from __future__ import annotations

import math

from ...rng import Rng
from . import board, data, flow

#: Deck orders sampled per placement. They are *stratified* by the top card:
#: sample i puts the (i mod k)-th of the k unseen scheme cards on top and
#: shuffles the rest, so every card the next draw could bring is weighed
#: equally, which a couple of plain shuffles cannot promise (the first draw
#: of a round decides most of what a draw icon is worth).
SAMPLES = 5
#: Deck orders sampled for a choice inside the resolution (a handful of
#: play-outs per option: cheap, so more of them).
CHOICE_SAMPLES = 10
#: The most placements searched exactly (the bot's own, the opponent's
#: reply, ...); the rest of the placement phase follows
#: :data:`GREEDY_ORDER`. How deep a given move goes is set by
#: :data:`LEAF_BUDGET`.
DEPTH = 4
#: The search goes one placement deeper only while the finished placements it
#: could have to play out (counted generously: every branch, every sample)
#: stay within this many. A play-out costs about 0.1 ms in CPython, and
#: alpha-beta and the shared finished placements leave most of them unplayed:
#: a move's CPU time has p95 about 70 ms (``bench/qianlong_bot.py``), well
#: under the 300 ms the browser's three-times-slower Python allows for.
#: On the same 100 development pairs against the old bot, the share of
#: decided games won went 68 % (budget 1200), 82 % (3000), 87 % (8000): each
#: step searches one placement deeper in more positions.
LEAF_BUDGET = 8000
#: The rule of thumb's preference among free cards: a scheme card, the
#: consort, the palace, the jump, then the rest.
GREEDY_ORDER = [5, 4, 9, 6, 3, 8, 7, 2, 1]
#: A palace eunuch's worth (:func:`palace_worth`): its square's payoff now
#: (:data:`PAYOFF_NOW`) or, discounted by :data:`PAYOFF_LATER` per advance, what
#: the squares ahead promise, whichever is more.
PAYOFF_NOW, PAYOFF_LATER = 0.9, 0.7
#: A strong eunuch's value for the rest of the game, in squares.
STRONG_WORTH = 1.5
#: Holding the start tile (first placement, first activation, tie-breaks).
START_WORTH = 0.5
WIN, LOSS, XIANGFEI = 1000.0, -1000.0, -600.0
#: A round that changes nothing while the opponent, all eunuchs in the
#: palace, cannot place. Repeated, it would stall the game forever (the
#: rules force nothing: a bot behind would rather wait than move); scored as
#: 香妃's end, a result nobody wins, it loses to any move that goes on.
STALL = XIANGFEI
#: The cards a player turns to 強 in the advanced set-up, best first.
FLIP_ORDER = [7, 5, 6, 8, 4, 9, 2]


def evaluate(state: dict, me: int) -> float:
    """The position's worth to ``me`` (see the module docstring)."""
    if state["phase"] == "over":
        w = state["winner"]
        return XIANGFEI if w is None else (WIN if w == me else LOSS)
    return _equity(state, me) - _equity(state, 1 - me)


_WORTH: dict = {}


def palace_worth(params: dict) -> dict:
    """What a palace eunuch on each square of ``params``' track is worth, in
    bedroom squares, for weak (False) and strong (True) eunuchs.

    >>> w = palace_worth({"palace": "notes", "bedroom": 16})
    >>> [round(x, 1) for x in w[False]]     # weak: only squares 1 and 2 are reachable
    [0.7, 0.9, 1.4, 0.0, 2.7, 0.0, 4.5, 0.0, 7.2]
    >>> [round(x, 1) for x in w[True]]
    [1.7, 0.9, 2.5, 0.0, 3.5, 0.0, 5.0, 0.0, 7.2]
    """
    key = (params["palace"], params["bedroom"])
    out = _WORTH.get(key)
    if out is None:
        track = data.palace(params)
        end = len(track) - 1
        out = {}
        for strong in (False, True):
            pay = {"none": 0.0, "consort1": 1.0, "consort3_or_draw2": 3.0, "consort5": 5.0,
                   "point": params["bedroom"] / 2, "return": 0.0,
                   "flip": 0.0 if strong else STRONG_WORTH}
            v = [0.0] * len(track)
            for sq in range(end, -1, -1):
                if track[sq] == "return":
                    continue
                nxt = min(sq + data.ADVANCE[strong], end)
                later = v[nxt] if nxt != sq else 0.0
                v[sq] = max(PAYOFF_NOW * pay[track[sq]], PAYOFF_LATER * later)
            out[strong] = v
        _WORTH[key] = out
    return out


def _equity(state: dict, seat: int) -> float:
    size = state["params"]["bedroom"]
    sq = 2.0 / size            # points per bedroom square
    pts = state["points"][seat]
    v = pts + sq * state["consorts"][seat]["pos"]
    if state["tea"] and state["consorts"][seat]["pos"] < board.tea_square(state):
        v += 0.15 * sq * state["consorts"][seat]["pos"]
    worth = palace_worth(state["params"])
    for e in state["eunuchs"]:
        if e["owner"] == seat:
            if e["strong"]:
                v += STRONG_WORTH * sq
            if e["at"] == "palace":
                v += worth[e["strong"]][e["square"]] * sq
    if state["start"] == seat:
        v += START_WORTH * sq
    # Points near the goal are worth more: the last one ends the game.
    if pts >= data.WIN_POINTS - 1:
        v += 0.5
    return v


# --- quick answers inside the look-ahead ---------------------------------------------------

_JUMP_ORDER = [5, 4, 9, 6, 7, 2, 8]


def default_choice(state: dict) -> dict:
    """A rule-of-thumb answer to the pending choice (used in simulations)."""
    p = state["pending"]
    opts = flow.choices(state)
    kind = p["kind"]
    if kind == "jump":
        return min(opts, key=lambda a: _JUMP_ORDER.index(a["card"]))
    if kind == "bribe":
        e = state["eunuchs"][p["eunuch"]]
        track = data.palace(state["params"])
        to = min(e["square"] + data.BRIBE, len(track) - 1)
        return opts[0] if track[to] != "return" else opts[1]
    if kind == "promote":
        return next((a for a in opts if a["card"] == 6), opts[0])
    if kind == "take":
        near = state["xiangfei"] >= board.xiangfei_limit(state) - 1
        return opts[1] if near else opts[0]
    return opts[0]   # reward: +3; activate: the furthest square first


def finish_round(state: dict) -> None:
    """Run the resolution to the end of the round with :func:`default_choice`."""
    ctx = flow.Ctx()
    flow.run(state, ctx)
    while state["phase"] == "resolve" and state["pending"] is not None:
        flow.choose(state, default_choice(state), ctx)


# --- the bot's state: its view with the hidden deck dealt ------------------------------------

_STATE_KEYS = ("options", "params", "round", "phase", "turn", "start", "points", "xiangfei",
               "stock", "tea", "discard", "resolving", "struggle", "stack", "pending", "winner")


def state_from_view(view: dict, rng: Rng) -> dict:
    """A full state consistent with ``view``: the unseen deck in a random order."""
    st = {k: _clone(view[k]) for k in _STATE_KEYS}
    st["cards"] = [{"n": c["n"], "open": c["open"], "strong": c["strong"],
                    "eunuchs": list(c["eunuchs"])} for c in view["cards"]]
    st["eunuchs"] = [dict(e) for e in view["eunuchs"]]
    st["consorts"] = [dict(c) for c in view["consorts"]]
    unseen = [c for c in data.SCHEMES if c not in view["discard"] and c not in view["resolving"]]
    rng.shuffle(unseen)
    st["deck"] = unseen
    st["rng"] = rng.next64()
    # No "events" list: the look-ahead's play-outs tell nothing (board.log).
    return st


def _clone(v):
    if isinstance(v, dict):
        return {k: _clone(x) for k, x in v.items()}
    if isinstance(v, list):
        return [_clone(x) for x in v]
    return v


def _copy_state(st: dict) -> dict:
    """A copy deep enough for a simulation (much faster than a generic clone)."""
    out = dict(st)
    out["cards"] = [{**c, "eunuchs": list(c["eunuchs"])} for c in st["cards"]]
    out["eunuchs"] = [dict(e) for e in st["eunuchs"]]
    out["consorts"] = [dict(c) for c in st["consorts"]]
    out["points"] = list(st["points"])
    out["deck"] = list(st["deck"])
    out["discard"] = list(st["discard"])
    out["resolving"] = list(st["resolving"])
    out["stack"] = [dict(s) for s in st["stack"]]
    out["pending"] = None if st["pending"] is None else _clone(st["pending"])
    return out


# --- decisions ------------------------------------------------------------------------------

def deal_samples(view: dict, rng: Rng, n: int) -> list[dict]:
    """``n`` full states consistent with ``view``, the unseen deck's top card
    stratified (see :data:`SAMPLES`): with k unseen cards, sample i has the
    (i mod k)-th of them on top, the rest in a random order."""
    out = []
    for i in range(n):
        st = state_from_view(view, rng)
        deck = st["deck"]
        if deck:
            top = sorted(deck)[i % len(deck)]
            deck.remove(top)
            deck.insert(0, top)
        out.append(st)
    return out


def choose(view: dict, legal: list[dict], rng) -> dict:
    if len(legal) == 1:
        return legal[0]
    me = view["seat"]
    kind = legal[0]["type"]
    if kind == "flip":
        return min(legal, key=lambda a: FLIP_ORDER.index(a["card"]))
    if kind == "place":
        return _plan_placement(deal_samples(view, rng, SAMPLES), me, legal)
    # A choice inside the resolution: play each option out to the round's end.
    samples = deal_samples(view, rng, CHOICE_SAMPLES)
    best, best_v = legal[0], None
    for a in legal:
        total = 0.0
        for st in samples:
            s = _copy_state(st)
            ctx = flow.Ctx()
            flow.choose(s, a, ctx)
            finish_round(s)
            total += evaluate(s, me)
        if best_v is None or total > best_v:
            best, best_v = a, total
    return best


def search_depth(n_root: int, n_free: int, n_left: int, n_samples: int) -> int:
    """How many placements to search exactly: the deepest, up to
    :data:`DEPTH` and the ``n_left`` placements left in the round, whose
    tree (``n_root`` moves, then one card fewer free each placement) times
    ``n_samples`` play-outs stays within :data:`LEAF_BUDGET`; at least 1.

    >>> search_depth(7, 7, 6, 5)    # round 1: 7 cards open, all eunuchs weak
    4
    >>> search_depth(18, 9, 6, 5)   # all nine open, both strengths in hand
    3
    >>> search_depth(4, 3, 3, 5)    # the last three placements: to the end
    3
    """
    depth, leaves, free = 1, n_root, n_free - 1
    while depth < min(DEPTH, n_left) and leaves * free * n_samples <= LEAF_BUDGET:
        leaves *= free
        free -= 1
        depth += 1
    return depth


def _plan_placement(samples: list[dict], me: int, legal: list[dict]) -> dict:
    """Alpha-beta over the rest of the placement phase (see the module
    docstring), as deep as :func:`search_depth` allows."""
    base = samples[0]
    hands = [[0, 0], [0, 0]]            # [weak, strong] eunuchs in hand per seat
    for e in base["eunuchs"]:
        if e["at"] == "hand":
            hands[e["owner"]][e["strong"]] += 1
    free = [c["n"] for c in base["cards"] if c["open"] and not c["eunuchs"]]
    # Search the likelier good cards first: alpha-beta cuts more.
    free.sort(key=GREEDY_ORDER.index)
    max_depth = search_depth(len(legal), len(free), sum(hands[0]) + sum(hands[1]), len(samples))
    leaves: dict = {}
    # With the opponent's eunuchs all in the palace, only this bot places:
    # a round that changes nothing would come round again and again.
    locked_out = not sum(hands[1 - me]) and not any(
        e["owner"] == 1 - me and e["at"] == "card" for e in base["eunuchs"])
    before = _signature(base)

    def leaf(placed: frozenset) -> float:
        v = leaves.get(placed)
        if v is None:
            total = 0.0
            for st in samples:
                s = _copy_state(st)
                for card, seat, strong in sorted(placed):
                    _put(s, seat, card, strong)
                s["phase"] = "resolve"
                s["turn"] = None
                s["stack"] = [{"op": "end_round"}] + [{"op": "card", "n": k}
                                                      for k in range(9, 0, -1)]
                finish_round(s)
                total += STALL if locked_out and _signature(s) == before else evaluate(s, me)
            v = leaves[placed] = total / len(samples)
        return v

    def moves(turn: int, placed: frozenset):
        # Inside the search a card gets the eunuch the rule of thumb picks
        # for it; only the root tries both strengths.
        taken = {p[0] for p in placed}
        return [(c, turn, _greedy_strength(hands[turn], c)) for c in free if c not in taken]

    def next_turn(turn: int) -> int | None:
        other = 1 - turn
        if sum(hands[other]):
            return other
        return turn if sum(hands[turn]) else None

    def complete(turn: int | None, placed: frozenset) -> frozenset:
        """The rest of the placement by the rule of thumb (hands restored after)."""
        out = set(placed)
        used = []
        while turn is not None:
            taken = {p[0] for p in out}
            card = next(c for c in GREEDY_ORDER if c in free and c not in taken)
            strong = _greedy_strength(hands[turn], card)
            out.add((card, turn, strong))
            hands[turn][strong] -= 1
            used.append((turn, strong))
            turn = next_turn(turn)
        for seat, strong in used:
            hands[seat][strong] += 1
        return frozenset(out)

    def search(turn: int, placed: frozenset, depth: int, alpha: float, beta: float) -> float:
        if depth >= max_depth:
            return leaf(complete(turn, placed))
        mine = turn == me
        best = -math.inf if mine else math.inf
        for mv in moves(turn, placed):
            hands[turn][mv[2]] -= 1
            nxt = next_turn(turn)
            v = (leaf(placed | {mv}) if nxt is None
                 else search(nxt, placed | {mv}, depth + 1, alpha, beta))
            hands[turn][mv[2]] += 1
            if mine:
                best = max(best, v)
                alpha = max(alpha, v)
            else:
                best = min(best, v)
                beta = min(beta, v)
            if alpha >= beta:
                break
        return best

    def alone(a: dict) -> float:
        """The round resolved with only this eunuch added to those already
        placed: what the move does by itself, before anyone else places."""
        return leaf(frozenset([(a["card"], me, a["strong"])]))

    best, best_v = legal[0], -math.inf
    # Root moves best-alone first (then the rule of thumb's order): alpha-beta
    # cuts more, and of moves the search finds equal the first is kept, so the
    # one that gets there by itself, relying least on later placements, wins
    # the tie (a sure win now over a sure win that needs the opponent's help).
    for a in sorted(legal, key=lambda a: (-alone(a), GREEDY_ORDER.index(a["card"]), a["strong"])):
        mv = (a["card"], me, a["strong"])
        hands[me][a["strong"]] -= 1
        nxt = next_turn(me)
        start = frozenset([mv])
        # A root move that cannot beat the best so far is cut short: its
        # value is only an upper bound, and it is not chosen.
        v = leaf(start) if nxt is None else search(nxt, start, 1, best_v, math.inf)
        hands[me][a["strong"]] += 1
        if v > best_v:
            best, best_v = a, v
    return best


def _signature(state: dict) -> tuple:
    """What a round can change, eunuchs on cards counted as in hand (they go
    home at its end): equal before and after, the round did nothing."""
    return (tuple(state["points"]), state["xiangfei"], state["stock"], state["tea"],
            tuple((c["pos"], c["laps"]) for c in state["consorts"]), len(state["deck"]),
            tuple(("hand" if e["at"] == "card" else e["at"], e["square"], e["strong"])
                  for e in state["eunuchs"]))


def _greedy_strength(hand: list[int], card: int) -> bool:
    """A strong eunuch goes into the palace (card 6); elsewhere a weak one is
    spent first, keeping strong ones for the palace."""
    if card == 6:
        return bool(hand[True])
    return not hand[False]


def _put(state: dict, seat: int, card: int, strong: bool) -> None:
    e = next(e for e in state["eunuchs"]
             if e["owner"] == seat and e["at"] == "hand" and e["strong"] == strong)
    e["at"], e["card"] = "card", card
    state["cards"][card - 1]["eunuchs"].append(e["id"])
