"""Dou Dizhu: what a seat may not see, redrawn (tests/test_conformance.py).

Hidden from a seat: the other hands, and the kitty until it is shown (to
everyone with ``show_kitty``, else to the landlord alone); once shown, the
kitty's cards are known wherever they are. The card that picked the first
bidder is shown to everyone [decision]. The public view (seat None) sees no
hand. A new module, so this hook imports nothing the rules do not.

No longest game (no ``longest_game``): an auction every seat passes redeals
the hand without limit (rules ``_bid``), so a match can run as long as the
seats keep passing; ``NO_LONGEST_GAME`` says so for the conformance suite.
"""

from __future__ import annotations

import random

from hotseat.resample import copied, hidden_slots, shuffle_slots

from .cards import ORDER, TWO, counts_of
from .rules import MAX_BID, TABLE

#: Why no ``longest_game`` is declared (tests/test_conformance.py reads it).
NO_LONGEST_GAME = ("an auction that every seat passes redeals the hand, without limit, "
                   "so a match has no longest length")

#: Cards a bomb takes at the fewest (a single-deck bomb is exactly four).
_BOMB = 4


def resample(state: dict, seat: int | None, rnd: random.Random) -> dict:
    st = copied(state, "hands", "rank_counts", "kitty")
    if st["phase"] == "over":
        return st  # every card is shown at the end
    landlord = st["landlord"]
    kitty_open = st["phase"] != "auction" and (
        st["options"]["show_kitty"] or (seat is not None and seat == landlord))
    known = {st["shown_card"]}
    if kitty_open:
        known |= set(st["kitty"])
    lists = [h for s, h in enumerate(st["hands"]) if s != seat]
    if not kitty_open:
        lists.append(st["kitty"])
    shuffle_slots(hidden_slots(lists, lambda c: c not in known), rnd)
    # the hands stay sorted, and their per-rank counts in step (rules._deal)
    for s, h in enumerate(st["hands"]):
        h.sort(key=ORDER.__getitem__)
        st["rank_counts"][s] = counts_of(h)
    st["kitty"].sort(key=ORDER.__getitem__)
    return st


def score_bounds(players: int, options: dict) -> tuple[int, int]:
    """A seat's final score is the sum of ``hands`` settlements; in one hand
    the landlord wins or loses ``(players - 1) * stake`` and a peasant one
    stake (scoring.settle), stake = bid (at most MAX_BID = 3) doubled per bomb
    or rocket played, and once more for a spring (scoring.stake). Every hand
    may be the same seat's, as landlord, so the bounds are
    ``±hands * (players - 1) * 3 * 2 ** most_doublings(players, spring)``.

    The doublings are finite because every bomb or rocket is played out of a
    hand (:func:`most_doublings`): 13 for three players (a stake of 3 ×
    8,192 = 24,576, the landlord ±49,152 a hand), 26 for four (±603,979,776
    a hand). These are the true maxima, reached only by a deal of nearly
    nothing but bombs, all played; games are nowhere near them (400 random
    one-hand games: at most 48 with three players, 1,536 with four), so the
    check catches a settlement gone wrong in size or sign, not a lucky
    deal."""
    stake = MAX_BID * 2 ** most_doublings(players, options["spring"])
    most = options["hands"] * (players - 1) * stake
    return -most, most


def most_doublings(players: int, spring: bool) -> int:
    """The most times one hand's stake can double.

    A bomb is 4 or more cards of one rank 3–2 from one seat's hand (4 with
    one deck; 4–8 of the 8 copies with two, so two bombs a rank), the rocket
    every joker (2 or 4 cards), and there is one rocket. The hand ends when a
    seat plays its last card, so every other seat keeps one card at least. A
    seat of ``h`` cards thus plays at most ``h // 4`` bombs, or the rocket and
    ``(h - jokers) // 4`` bombs, with ``h`` one less for a seat that does not
    go out. Three players (17, 17 and the landlord's 20): 4 + 4 + 5 = 13 of
    the deck's 13 bombs and rocket, whoever goes out (e.g. the landlord's 4
    bombs and the rocket, two cards kept; each peasant's 4 bombs, one card
    kept). Four players (25 each, the landlord 33): 6 + 6 + 6 + 8 = 26 of
    27. A spring (only with the option on) needs the peasants silent or the
    landlord to have played once: at most the landlord's bombs plus one, or
    one plus the peasants', plus the spring's own doubling, never more than
    without it (checked below, not assumed)."""
    t = TABLE[players]
    copies, hand = t["copies"], t["hand"]
    jokers = 2 * copies
    # ranks 3..2 (0..TWO), 4 cards a rank in each deck
    deck_bombs = (TWO + 1) * 4 * copies // _BOMB

    def seat(cards: int, out: bool, rocket: bool) -> int:
        left = cards if out else cards - 1
        if rocket:
            return 1 + (left - jokers) // _BOMB if left >= jokers else -1
        return left // _BOMB

    sizes = [hand] * (players - 1) + [hand + t["kitty"]]  # the landlord last
    best = 0
    for winner in range(players):
        for rocket in [None, *range(players)]:  # no rocket, or whose it is
            per = [seat(c, s == winner, s == rocket) for s, c in enumerate(sizes)]
            if min(per) >= 0:
                best = max(best, min(sum(per), deck_bombs + (rocket is not None)))
    if spring:
        landlord = len(sizes) - 1
        alone = max(seat(sizes[landlord], True, r) for r in (False, True))
        answered = 1 + sum(max(seat(c, s == 0, r) for r in (False, True))
                           for s, c in enumerate(sizes[:landlord]))
        best = max(best, max(alone, answered) + 1)
    return best
