"""The app's China Duel bot before issue #18's stronger one, kept unchanged
as the baseline of bench/china_duel_bot.py (the new bot plays it in
seat-swapped pairs). Not part of the app package: only its imports changed,
from the package's relative ones to absolute ones.

Its own docstring follows.

China Duel's bots: the opponent, and the Emperor's suggested placement.

Both judge a move by making it on a copy of the board they see (the view's
board keys, with :mod:`.board`'s own functions) and scoring the position
(:func:`evaluate`): points already won, plus what the board promises if the
game ended now, weighted by how settled it is. The opponent bot looks one
piece ahead when it places its first piece (the best second piece in the same
region, or stopping), plays *Two regions* when two pieces in two regions
promise clearly more, and *Card exchange* when its hand is poor and a display
card would make a clearly better placement (it never plays *Emperor first*);
the Emperor's placement (:func:`suggest_emperor`) is
the one that leaves the active player best off. A human operating the Emperor
may take the suggestion or choose any other legal placement: it is just the
bot's answer for the Emperor step.

The bot sees only ``view(seat)`` and the legal list: never the deck's order
or the opponent's hand.
"""

from __future__ import annotations

from hotseat.games.china_duel import board, data
from hotseat.games.china_duel.map import REGIONS, REGIONS_OF

EMPEROR = data.EMPEROR
#: What a region's projected house points are worth before it is full: a
#: share that grows to 1 as it fills (an open region can still be contested).
OPEN_WEIGHT, FILL_WEIGHT = 0.6, 0.4
#: Projected emissary and chain points (end scoring) count at this share.
EMISSARY_WEIGHT, CHAIN_WEIGHT = 0.8, 0.9
#: Chains still short of 4 houses: worth per house, by length.
SHORT_CHAIN = {1: 0.0, 2: 0.4, 3: 0.8}
#: Holding an influence card, beyond its projected Emperor points; and each
#: kept card more than the opponent has of that colour (up to 2).
INFLUENCE_WORTH, KEPT_LEAD_WORTH = 0.8, 0.4
#: A fortress with no house on it: whoever builds there next gets the bonus,
#: most likely the opponent, who moves next.
OPEN_FORTRESS = -2.5
#: Each card spent on a placement (a wild pair spends two).
CARD_COST = 0.3
#: First-piece candidates searched one piece deeper.
LOOKAHEAD = 10
#: A special card is played when it promises this many points more than the
#: best plan without it; *Card exchange* is only considered when that plan
#: gains less than :data:`SWAP_BELOW` (a poor hand).
SPECIAL_MARGIN, SWAP_BELOW = 1.5, 2.0


def evaluate(b: dict, me: int) -> float:
    """The board's worth to ``me`` in points (see the module docstring)."""
    opp = 1 - me
    value = float(b["scores"][me] - b["scores"][opp])
    infl = b["influence"]
    for region, houses in b["houses"].items():
        if region in b["scored"]:
            continue
        filled = sum(h is not None for h in houses)
        if not filled:
            continue
        forts = b["forts"][region]
        w = OPEN_WEIGHT + FILL_WEIGHT * filled / len(houses)
        pts = board.house_points(houses, forts)
        holder = infl[REGIONS[region]["colour"]]
        for owner, n in pts.items():
            who = holder if owner == EMPEROR else owner
            if who == me:
                value += w * n
            elif who == opp:
                value -= w * n
        for i, f in enumerate(forts):
            if f and houses[i] is None:
                value += OPEN_FORTRESS
    em = board.emissary_points(b)
    value += EMISSARY_WEIGHT * (em[me] - em[opp])
    for seat, sign in ((me, 1), (opp, -1)):
        for n in board.chains(b, seat):
            value += sign * CHAIN_WEIGHT * (n if n >= data.CHAIN_MIN else SHORT_CHAIN[n] * n)
    kept = b["kept"]
    for c in data.COLOURS:
        if infl[c] == me:
            value += INFLUENCE_WORTH
        elif infl[c] == opp:
            value -= INFLUENCE_WORTH
        lead = max(-2, min(2, kept[me][c] - kept[opp][c]))
        value += KEPT_LEAD_WORTH * lead
    return value


def _after_place(b: dict, owner: int, a: dict) -> dict:
    sim = board.copy_board(b)
    board.place(sim, owner, a["piece"], a["region"], a["space"])
    return sim


def _place_value(b: dict, me: int, a: dict) -> float:
    return evaluate(_after_place(b, me, a), me) - CARD_COST * len(a["pay"])


def _second_best(view: dict, b: dict, me: int, first: dict) -> float:
    """The best value after ``first`` and, maybe, one more piece: in the same
    region (unless it was empty) or, with *Two regions*, in another."""
    sim = _after_place(b, me, first)
    best = evaluate(sim, me)
    regions = [] if board.is_empty(b, first["region"]) else [first["region"]]
    if view["turn"]["two_regions"]:
        regions += [r for r in REGIONS if r != first["region"]]
    if not regions:
        return best
    hand = list(view["hand"])
    for c in first["pay"]:
        hand.remove(c)
    budget = data.MAX_CARDS - len(view["turn"]["played"]) - len(first["pay"])
    fort = data.RULE_SETS[view["rules"]]["fortress"]
    for piece, region, space, pay in board.placements(sim, me, hand, regions, budget, fort):
        after = board.copy_board(sim)
        board.place(after, me, piece, region, space)
        best = max(best, evaluate(after, me) - CARD_COST * len(pay))
    return best


def _affordable(hand: list, pays: list) -> bool:
    need = board.counts([c for p in pays for c in p])
    have = board.counts(hand)
    return sum(need.values()) <= data.MAX_CARDS and all(have.get(c, 0) >= n for c, n in need.items())


def _two_regions_gain(view: dict, places: list, scored: list, base: float) -> float:
    """What *Two regions* would add: the best two single pieces in two
    different regions that the hand can pay for together."""
    best_per_region: dict = {}
    for v, i in scored:
        a = places[i]
        best_per_region.setdefault(a["region"], []).append((v, a))
    tops = sorted((opts[:3] for opts in best_per_region.values()), key=lambda o: -o[0][0])[:4]
    best = None
    for x in range(len(tops)):
        for y in range(x + 1, len(tops)):
            for v1, a1 in tops[x]:
                for v2, a2 in tops[y]:
                    if _affordable(view["hand"], [a1["pay"], a2["pay"]]):
                        g = (v1 - base) + (v2 - base)
                        best = g if best is None or g > best else best
    return best if best is not None else float("-inf")


def _swap_choice(view: dict, swaps: list, me: int, base: float):
    """The *Card exchange* that enables the best single placement, with that
    placement's gain."""
    fort = data.RULE_SETS[view["rules"]]["fortress"]
    best, best_g = None, float("-inf")
    for a in swaps:
        hand = list(view["hand"])
        hand.remove(a["give"])
        hand.append(a["take"])
        for piece, region, space, pay in board.placements(view, me, hand, list(REGIONS),
                                                          data.MAX_CARDS, fort):
            if a["take"] not in pay:
                continue
            g = _place_value(view, me, {"piece": piece, "region": region, "space": space,
                                        "pay": pay}) - base
            if g > best_g:
                best, best_g = a, g
    return best, best_g


def _play(view: dict, legal: list[dict], rng, me: int) -> dict:
    b = view
    base = evaluate(b, me)
    places = [a for a in legal if a["type"] == "place"]
    if not places:
        ex = [a for a in legal if a["type"] in ("stop", "exchange")]
        return _exchange_choice(view, ex) if ex else legal[0]
    scored = sorted(((_place_value(b, me, a), i) for i, a in enumerate(places)), reverse=True)
    if view["turn"]["placed"]:
        best_v, best_i = scored[0]
        return places[best_i] if best_v > base else {"type": "stop"}
    best_v, best_a = None, None
    for v, i in scored[:LOOKAHEAD]:
        a = places[i]
        total = _second_best(view, b, me, a) - CARD_COST * len(a["pay"])
        if best_v is None or total > best_v:
            best_v, best_a = total, a
    gain = best_v - base
    specials = [a for a in legal if a["type"] == "special"]
    if any(a["card"] == "two_regions" for a in specials):
        if _two_regions_gain(view, places, scored, base) > gain + SPECIAL_MARGIN:
            return {"type": "special", "card": "two_regions"}
    swaps = [a for a in specials if a["card"] == "exchange"]
    if swaps and gain < SWAP_BELOW:
        swap, g = _swap_choice(view, swaps, me, base)
        if swap is not None and g > gain + SPECIAL_MARGIN:
            return swap
    exchanges = [a for a in legal if a["type"] == "exchange"]
    if exchanges and best_v < base:
        return _exchange_choice(view, exchanges)
    return best_a


def _exchange_choice(view: dict, options: list[dict]) -> dict:
    """Stop if listed; otherwise discard the colour held most often."""
    for a in options:
        if a["type"] == "stop":
            return a
    hand = board.counts(view["hand"])
    return max(options, key=lambda a: (hand.get(a["discard"], 0), a["discard"]))


def _keep(view: dict, legal: list[dict], me: int) -> dict:
    def value(a):
        sim = board.copy_board(view)
        board.keep_card(sim, me, a["colour"])
        return evaluate(sim, me)
    return max(legal, key=value)


def _colour_worth(view: dict, me: int, colour: str, base: float) -> float:
    """The best gain one more ``colour`` card could give next turn."""
    best = 0.0
    fort = data.RULE_SETS[view["rules"]]["fortress"]
    for piece, region, space, pay in board.placements(view, me, [colour], REGIONS_OF[colour], 1,
                                                      fort):
        if piece == "fortress":
            continue
        sim = board.copy_board(view)
        board.place(sim, me, piece, region, space)
        best = max(best, evaluate(sim, me) - base)
    return best


def _refill(view: dict, legal: list[dict], me: int) -> dict:
    base = evaluate(view, me)
    worth = {c: _colour_worth(view, me, c, base) for c in data.COLOURS}
    total = sum(data.DECK.values())
    deck_worth = sum(worth[c] * data.DECK[c] for c in data.COLOURS) / total
    def value(a):
        return deck_worth if a["from"] == "deck" else worth[a["colour"]]
    return max(legal, key=value)


def suggest_emperor(view: dict, legal: list[dict]) -> dict:
    """The Emperor's placement that leaves the active player best off."""
    me = view["active"]
    best, best_v = None, None
    for a in legal:
        if a["type"] == "emperor_skip":
            v = evaluate(view, me)
        else:
            v = evaluate(_after_place(view, EMPEROR, a), me)
        if best_v is None or v > best_v:
            best, best_v = a, v
    return best


def choose(view: dict, legal: list[dict], rng) -> dict:
    """The opponent bot's action for the active seat."""
    me = view["active"]
    phase = view["phase"]
    if len(legal) == 1:
        return legal[0]
    if phase == "play":
        return _play(view, legal, rng, me)
    if phase == "keep":
        return _keep(view, legal, me)
    if phase == "refill":
        return _refill(view, legal, me)
    if phase == "emperor":
        return suggest_emperor(view, legal)
    return legal[0]
