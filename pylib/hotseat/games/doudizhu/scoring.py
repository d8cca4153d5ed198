"""Stake and settlement of one hand (spec: "Scoring")."""

from __future__ import annotations


def is_spring(landlord_won: bool, plays_by_seat: list[int], landlord: int) -> bool:
    """春天: the landlord went out before any peasant played a card, or the
    peasants went out while the landlord had played only the first lead."""
    if landlord_won:
        return all(n == 0 for s, n in enumerate(plays_by_seat) if s != landlord)
    return plays_by_seat[landlord] == 1


def stake(bid: int, bombs: int, spring: bool) -> int:
    """The winning bid, doubled once per bomb or rocket played (and once more
    for a spring when that option is on)."""
    return bid * (2 ** bombs) * (2 if spring else 1)


def settle(players: int, landlord: int, landlord_won: bool, amount: int) -> list[int]:
    """Zero-sum payments: each peasant pays (or is paid) the stake."""
    sign = 1 if landlord_won else -1
    return [sign * amount * (players - 1) if s == landlord else -sign * amount
            for s in range(players)]
