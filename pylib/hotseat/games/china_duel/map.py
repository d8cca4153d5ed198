"""The board of China Duel: nine regions of Warring-States China, their house
spaces, the roads joining them and the 15 emissary connections.

**Invented** [spec decision "The map"]: the real board's data is not public.
This module is the only place that knows the map, so the real board can
replace it without touching rule code. Everything else (legality, scoring, the
view's drawing) reads these tables.

- :data:`REGIONS`: id → colour, house spaces, names (kanji and Latin) and a
  position on a 100 × 100 drawing (north up) for the view.
- :data:`CONNECTIONS`: the 15 pairs of bordering regions (emissary scoring).
- Roads: the house spaces of a region lie along one road, ``<id>-0`` to
  ``<id>-<n-1>``; each connection also has one road joining the two house
  spaces named in :data:`BORDER_ROADS`.

>>> sum(r["spaces"] for r in REGIONS.values())
55
>>> len(CONNECTIONS), len(ROADS)
(15, 61)
>>> sorted(NEIGHBOURS["yan"])
['qi', 'zhao']
"""

from __future__ import annotations

#: Region id → colour, number of house spaces, names and drawing position.
#: Violet (one region, the largest) and two regions of every other colour,
#: never adjacent to each other [spec table]; listed north to south.
REGIONS = {
    "yan":  {"colour": "green",  "spaces": 5, "name": {"ja": "燕", "en": "Yan"},  "xy": [78, 12]},
    "zhao": {"colour": "orange", "spaces": 6, "name": {"ja": "趙", "en": "Zhao"}, "xy": [48, 16]},
    "qi":   {"colour": "yellow", "spaces": 5, "name": {"ja": "斉", "en": "Qi"},   "xy": [82, 38]},
    "qin":  {"colour": "red",    "spaces": 7, "name": {"ja": "秦", "en": "Qin"},  "xy": [16, 36]},
    "wei":  {"colour": "green",  "spaces": 7, "name": {"ja": "魏", "en": "Wei"},  "xy": [54, 40]},
    "han":  {"colour": "orange", "spaces": 5, "name": {"ja": "韓", "en": "Han"},  "xy": [34, 62]},
    "shu":  {"colour": "yellow", "spaces": 6, "name": {"ja": "蜀", "en": "Shu"},  "xy": [14, 76]},
    "chu":  {"colour": "violet", "spaces": 8, "name": {"ja": "楚", "en": "Chu"},  "xy": [50, 82]},
    "wu":   {"colour": "red",    "spaces": 6, "name": {"ja": "呉", "en": "Wu"},   "xy": [86, 72]},
}

#: The 15 connections, each with the house space on either side that the
#: border road joins: ``(region_a, space_a, region_b, space_b)``.
BORDER_ROADS = [
    ("yan", 0, "zhao", 5),
    ("yan", 4, "qi", 0),
    ("zhao", 4, "qi", 1),
    ("zhao", 3, "wei", 0),
    ("zhao", 0, "qin", 0),
    ("qi", 2, "wei", 3),
    ("qi", 4, "wu", 0),
    ("wei", 4, "han", 0),
    ("wei", 6, "chu", 0),
    ("wei", 1, "qin", 2),
    ("han", 2, "qin", 4),
    ("han", 4, "chu", 2),
    ("qin", 6, "shu", 0),
    ("shu", 5, "chu", 4),
    ("chu", 7, "wu", 5),
]

#: The emissary connections: pairs of bordering regions.
CONNECTIONS = [(a, b) for a, _, b, _ in BORDER_ROADS]


def space_id(region: str, i: int) -> str:
    """A house space's id in road lists (``"qi-2"``)."""
    return f"{region}-{i}"


#: Every road: pairs of house-space ids, inside regions then across borders.
ROADS = [(space_id(r, i), space_id(r, i + 1)) for r, d in REGIONS.items()
         for i in range(d["spaces"] - 1)] + [
    (space_id(a, i), space_id(b, j)) for a, i, b, j in BORDER_ROADS]

#: Region → the regions it borders.
NEIGHBOURS = {r: [] for r in REGIONS}
for _a, _b in CONNECTIONS:
    NEIGHBOURS[_a].append(_b)
    NEIGHBOURS[_b].append(_a)

#: House-space id → the house-space ids one road away.
ADJACENT = {space_id(r, i): [] for r, d in REGIONS.items() for i in range(d["spaces"])}
for _x, _y in ROADS:
    ADJACENT[_x].append(_y)
    ADJACENT[_y].append(_x)

#: Colour → its regions.
REGIONS_OF = {}
for _r, _d in REGIONS.items():
    REGIONS_OF.setdefault(_d["colour"], []).append(_r)


def as_data() -> dict:
    """The map as plain JSON for the view (the web view draws it from this)."""
    return {
        "regions": [{"id": r, "colour": d["colour"], "spaces": d["spaces"],
                     "name": dict(d["name"]), "xy": list(d["xy"]),
                     "borders": list(NEIGHBOURS[r])} for r, d in REGIONS.items()],
        "connections": [list(c) for c in CONNECTIONS],
        "roads": [list(r) for r in ROADS],
    }
