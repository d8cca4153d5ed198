"""Who is allied with whom, and which alliance wins a trick.

Seats 0..N−1 sit clockwise (seat i+1 is seat i's left neighbour). Alliance i
sits between seat i and seat i+1. The card in front of seat P gives its
**suit** to alliance P (with P's left neighbour) and its **number** to
alliance P−1 (with P's right neighbour). So alliance i shows the suit of the
card before seat i and the number of the card before seat i+1.

Among the alliances showing the lead suit, the highest number wins; on equal
numbers the alliance whose suit-giving card was played earlier wins
[decision]. The card that was led always gives the lead suit to some alliance,
so every trick has a winner.

>>> spots = [{"card": "ale-7", "order": 0}, {"card": "mead-7", "order": 1},
...          {"card": "ale-3", "order": 2}]
>>> shows(spots)
[('ale', 7), ('mead', 3), ('ale', 7)]
>>> winner(spots, "ale")   # alliances 0 and 2 both show ale 7: seat 0's ale went down first
0
"""

from __future__ import annotations

from .cards import NUMBER, SUIT


def alliances_of(seat: int, players: int) -> tuple[int, int]:
    """The two alliances of a seat: with the right neighbour, then the left."""
    return ((seat - 1) % players, seat)


def members(alliance: int, players: int) -> tuple[int, int]:
    return (alliance, (alliance + 1) % players)


def shows(spots: list) -> list[tuple]:
    """Per alliance, ``(suit, number)`` as far as the cards placed show them
    (``None`` where the spot is still empty)."""
    n = len(spots)
    out = []
    for i in range(n):
        s, t = spots[i], spots[(i + 1) % n]
        out.append((SUIT[s["card"]] if s else None, NUMBER[t["card"]] if t else None))
    return out


def winner(spots: list, lead_suit: str) -> int:
    """The winning alliance of a complete trick."""
    n = len(spots)
    best = None
    for i in range(n):
        giver = spots[i]
        if SUIT[giver["card"]] != lead_suit:
            continue
        key = (NUMBER[spots[(i + 1) % n]["card"]], -giver["order"])
        if best is None or key > best[0]:
            best = (key, i)
    return best[1]
