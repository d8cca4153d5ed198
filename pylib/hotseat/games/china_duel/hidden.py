"""China Duel: what a seat may not see, redrawn (tests/test_conformance.py).

Hidden from a seat: the deck's order and the other player's hand (only its
size is shown); the display and the Emperor's hand are open. Cards are
colours, so a redraw changes which colours the other hand holds.

Also the bounds the conformance suite checks: :func:`longest_game` and
:func:`score_bounds`, each derived in its docstring.
"""

from __future__ import annotations

import functools
import random

from hotseat.resample import copied, hidden_slots, shuffle_slots

from . import data
from .map import NEIGHBOURS, REGIONS

#: Owners of pieces on the board: the two players and the Emperor.
_OWNERS = 3


def resample(state: dict, seat: int | None, rnd: random.Random) -> dict:
    st = copied(state, "hands", "deck")
    lists = [h for s, h in enumerate(st["hands"]) if s != seat] + [st["deck"]]
    shuffle_slots(hidden_slots(lists), rnd)
    return st


def longest_game(players: int, options: dict) -> int:
    """The most moves a game can take: 407 with special cards, 401 without.
    Games played reach a quarter of it (200 random games a rule set: 94
    moves at most), but the rules allow far longer ones: players who
    exchange a card every turn until the first deck is spent, then place
    one piece a turn, the Emperor skipping (English rules), play 225 moves.
    So the bound is within 2 times of a legal game.

    A turn's moves are its play (a piece, an exchange or a pass), the
    Emperor's piece or skip, its draws, any special card (each of a
    player's 3 once a game) and, in a *placing* turn, at most two more: a
    second piece and the keep, or a stop (one piece is paid in one colour,
    so there is no keep to choose). So moves ≤ 2 × turns + 2 × placing turns + draws
    + 6. Every turn takes a card from the player's hand (a piece, an
    exchange) or finds it empty (a pass), so its refill draws; a draw takes
    the deck's top card, from the deck or to refill the display, unless deck
    and discards are both empty (a *dry* turn).

    - Until the discards are first shuffled into a new deck, at most 34
      turns draw from the first deck (47 − 3 − 3 − 3 − 4 cards), and at most
      25 are dry: dry turns come only while the first deck is spent and
      nothing is discarded (a discard is shuffled in at the next draw), so
      each places one piece paid with the card it keeps, or passes. The
      players' cards are then their hands and the display (no refill): at
      most 3 + 3 + 4 = 10 such pieces; at most 4 passes that take display
      cards; and a pass that takes none leaves the display empty, so the
      next turn places (the other player has cards, or the game ends): one
      more than the pieces at most. Each placing turn keeps a card for good:
      ``K`` of them.
    - The new deck holds at most 47 − ``K`` cards (kept cards are never
      discarded); each later turn draws one of them, and the draw that
      empties it starts the last round (``RUNOUTS_TO_END``), which ends with
      at most one more turn.
    - So turns ≤ 59 + (47 − K) + 1 and placing turns ≤ K + (47 − K) + 1,
      2 × 107 + 2 × 48 = 310 at most; draws ≤ 34 + 47 drawn from the decks,
      4 display cards taken dry and the last turn's 3 + 3: 91. In all
      310 + 91 + 6 = 407.
    """
    deck = sum(data.DECK.values())
    first = deck - 3 * data.HAND - data.DISPLAY
    dry = 2 * (2 * data.HAND + data.DISPLAY) + 1 + data.DISPLAY  # pieces, passes between, passes drawing
    later = (data.RUNOUTS_TO_END - 1) * deck  # less the cards kept before, which placing turns made
    turns = first + dry + later + 1
    placing = later + 1
    draws = first + later + data.DISPLAY + 2 * data.HAND
    specials = 2 * len(data.SPECIALS) if data.RULE_SETS[options["rules"]]["specials"] else 0
    return 2 * turns + 2 * placing + draws + specials


def score_bounds(players: int, options: dict) -> tuple[int, int]:
    """Points are only ever gained (board._gain): none below 0. At most, a
    player gains every part of the scoring in full, though no game can:

    - its own houses: each region is scored once, for at most its spaces
      (first place scores every house there), doubled where its house stands
      on a fortress; there are two fortresses (one a player, none in the
      first-game rules), so at most the two largest regions double: 55 + 15;
    - the Emperor's house points, which go to the holder of the colour's
      influence card: at most every region's spaces again, 55;
    - emissaries: :func:`_emissary_most`, 81;
    - chains: one point a house in a chain of 4 or more, so at most its 20
      houses.

    That is 226 (211 without fortresses), about three times what games
    reach (random games: 57 at most, the bot's: 75): the bound says that
    the scoring adds up, not how well a game can go."""
    spaces = sorted((r["spaces"] for r in REGIONS.values()), reverse=True)
    forts = 2 * data.SUPPLY["fortress"] if data.RULE_SETS[options["rules"]]["fortress"] else 0
    houses = sum(spaces) + sum(spaces[:forts])
    return 0, houses + sum(spaces) + _emissary_most() + data.SUPPLY["house"]


@functools.cache
def _emissary_most() -> int:
    """The most one player's emissaries can score: each connection whose
    two regions both have the player's majority (at least one of its
    emissaries and no owner with more) scores every emissary in both. So a
    region where it has ``x`` counts at most ``min(3x, spaces)`` emissaries
    (each of the three owners at most ``x``; a court holds no more than the
    most houses one owner has there), once for each neighbouring region
    where it also has the majority. The best spread of its 8 emissaries over
    the 9 regions, tried in full."""
    regions = list(REGIONS)
    best = 0

    def spread(i: int, left: int, x: dict) -> None:
        nonlocal best
        if i == len(regions):
            held = {r for r, k in x.items() if k}
            pts = sum(min(_OWNERS * x[r], REGIONS[r]["spaces"])
                      * sum(1 for n in NEIGHBOURS[r] if n in held) for r in held)
            best = max(best, pts)
            return
        for k in range(left + 1):
            x[regions[i]] = k
            spread(i + 1, left - k, x)

    spread(0, data.SUPPLY["emissary"], {})
    return best
