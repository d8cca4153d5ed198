"""Roles (身分): how many of each for every player count, and who has won.

The table is notes §1.2's recommended column (spec decision 1), with the
alternative splits it lists as options: 2 players lord + renegade (the
Japanese site's set), 6 and 8 players with two renegades.

>>> split(5, "standard")
['lord', 'loyalist', 'rebel', 'rebel', 'renegade']
>>> split(6, "two_renegades").count("renegade")
2
"""

from __future__ import annotations

ROLES = ("lord", "loyalist", "rebel", "renegade")
NAMES = {"lord": {"ja": "主公", "en": "Lord"}, "loyalist": {"ja": "忠臣", "en": "Loyalist"},
         "rebel": {"ja": "反賊", "en": "Rebel"}, "renegade": {"ja": "内奸", "en": "Renegade"}}

# players: (lord, loyalists, rebels, renegades)
STANDARD = {2: (1, 0, 1, 0), 3: (1, 0, 1, 1), 4: (1, 1, 1, 1), 5: (1, 1, 2, 1),
            6: (1, 1, 3, 1), 7: (1, 2, 3, 1), 8: (1, 2, 4, 1), 9: (1, 3, 4, 1),
            10: (1, 3, 4, 2)}
ALTERNATIVES = {"lord_renegade": {2: (1, 0, 0, 1)},
                "two_renegades": {6: (1, 1, 2, 2), 8: (1, 2, 3, 2)}}

#: The ``roles`` option: each choice says the player counts it is for.
CHOICES = [
    {"id": "standard", "players": sorted(STANDARD),
     "label": {"ja": "標準", "en": "Standard"}},
    {"id": "lord_renegade", "players": [2],
     "label": {"ja": "主公と内奸（日本版）", "en": "Lord and renegade (Japanese edition)"}},
    {"id": "two_renegades", "players": [6, 8],
     "label": {"ja": "内奸2人", "en": "Two renegades"}},
]


def split(players: int, choice: str) -> list[str]:
    """The roles to deal, lord first. Raises ValueError for a choice that is
    not for this many players."""
    counts = STANDARD[players] if choice == "standard" else ALTERNATIVES[choice].get(players)
    if counts is None:
        raise ValueError(choice)
    out: list[str] = []
    for role, k in zip(ROLES, counts):
        out += [role] * k
    return out


def winner(roles: list[str], alive: list[bool]) -> str | None:
    """The side that has won now, or None (notes §1.7).

    The lord dead: a renegade who is the only one left wins alone, else the
    rebels win (with two renegades alive, the rebels). Every rebel and
    renegade dead: the lord's side.

    >>> winner(["lord", "rebel", "renegade"], [False, False, True])
    'renegade'
    >>> winner(["lord", "rebel", "renegade"], [False, True, True])
    'rebels'
    >>> winner(["lord", "loyalist", "rebel"], [True, False, False])
    'lord'
    >>> winner(["lord", "rebel", "renegade"], [True, True, False]) is None
    True
    """
    lord = roles.index("lord")
    if not alive[lord]:
        left = [s for s, a in enumerate(alive) if a]
        if len(left) == 1 and roles[left[0]] == "renegade":
            return "renegade"
        return "rebels"
    if not any(a and r in ("rebel", "renegade") for r, a in zip(roles, alive)):
        return "lord"
    return None


def winners(side: str, roles: list[str], alive: list[bool]) -> list[int]:
    """The seats that win with ``side`` (the dead of a winning side too; the
    renegade only if alive)."""
    if side == "lord":
        return [s for s, r in enumerate(roles) if r in ("lord", "loyalist")]
    if side == "rebels":
        return [s for s, r in enumerate(roles) if r == "rebel"]
    if side == "renegade":
        return [s for s, r in enumerate(roles) if r == "renegade" and alive[s]]
    return []
