"""The board and its scoring: small functions on the plain-data state.

The board part of a state (the same keys appear in every view, so the bot
can work on a copy of what it sees):

- ``houses``: region → one entry per house space, the owner (0, 1, or
  :data:`~.data.EMPEROR` = 2) or None;
- ``forts``: region → one flag per house space, True where a fortress stands
  (a house may stand on it: the fortress is colourless);
- ``courts``: region → emissaries on its court, ``[seat 0, seat 1, Emperor]``;
- ``scored``: regions whose houses have been scored;
- ``supply``: pieces left, one dict per owner;
- ``kept``: per seat, colour → region cards kept in front of the player;
- ``influence``: colour → the seat holding that influence card, or None;
- ``scores`` and ``points`` (per seat: ``houses``, ``emperor`` (the Emperor's
  house points received), ``emissaries``, ``chains``).

>>> house_points([0, 0, 1, 1, 2], [False] * 5)   # the seed's Qi example
{0: 5, 1: 5, 2: 2}
>>> house_points([0, 0, 0, 0, 1, 1, 2], [False, False, False, False, True, False, False])
{0: 7, 1: 8, 2: 2}
"""

from __future__ import annotations

from ...rules import seat_tag
from . import data
from .map import ADJACENT, CONNECTIONS, REGIONS, space_id

EMPEROR = data.EMPEROR


def new_board() -> dict:
    """The empty board and fresh supplies."""
    return {
        "houses": {r: [None] * d["spaces"] for r, d in REGIONS.items()},
        "forts": {r: [False] * d["spaces"] for r, d in REGIONS.items()},
        "courts": {r: [0, 0, 0] for r in REGIONS},
        "scored": [],
        "supply": [dict(data.SUPPLY), dict(data.SUPPLY), dict(data.EMPEROR_SUPPLY)],
        "kept": [{c: 0 for c in data.COLOURS}, {c: 0 for c in data.COLOURS}],
        "influence": {c: None for c in data.COLOURS},
        "scores": [0, 0],
        "points": [{"houses": 0, "emperor": 0, "emissaries": 0, "chains": 0} for _ in range(2)],
    }


BOARD_KEYS = ("houses", "forts", "courts", "scored", "supply", "kept", "influence",
              "scores", "points")


def copy_board(state: dict) -> dict:
    """A deep copy of the board part of ``state`` (or of a view)."""
    return {
        "houses": {r: list(v) for r, v in state["houses"].items()},
        "forts": {r: list(v) for r, v in state["forts"].items()},
        "courts": {r: list(v) for r, v in state["courts"].items()},
        "scored": list(state["scored"]),
        "supply": [dict(s) for s in state["supply"]],
        "kept": [dict(k) for k in state["kept"]],
        "influence": dict(state["influence"]),
        "scores": list(state["scores"]),
        "points": [dict(p) for p in state["points"]],
    }


def colour_of(region: str) -> str:
    return REGIONS[region]["colour"]


def is_empty(state: dict, region: str) -> bool:
    """True when the region holds no piece at all: house, emissary or fortress."""
    return (all(h is None for h in state["houses"][region])
            and not any(state["forts"][region]) and not any(state["courts"][region]))


def is_full(state: dict, region: str) -> bool:
    return all(h is not None for h in state["houses"][region])


def emissary_cap(state: dict, region: str) -> int:
    """The most emissaries (all colours together) the region's court may hold:
    the largest number of houses of one colour there (notes §5; the Emperor's
    houses count, U13).

    >>> st = {"houses": {"qi": [0, 0, 1, 2, None]}}
    >>> emissary_cap(st, "qi")
    2
    """
    counts = [0, 0, 0]
    for h in state["houses"][region]:
        if h is not None:
            counts[h] += 1
    return max(counts)


def court_room(state: dict, region: str) -> int:
    """How many more emissaries the court may take now."""
    return emissary_cap(state, region) - sum(state["courts"][region])


def house_points(houses: list, forts: list) -> dict[int, int]:
    """House scoring of one region: owner → points (notes §6.1).

    Dense ranks by number of houses: 1st scores every house in the region,
    2nd the 1st place's count, 3rd the 2nd place's count; tied owners share
    the rank and each score it in full. A player whose house stands on a
    fortress there scores double; the Emperor never does (U8).
    """
    counts: dict[int, int] = {}
    for h in houses:
        if h is not None:
            counts[h] = counts.get(h, 0) + 1
    levels = sorted(set(counts.values()), reverse=True)
    total = sum(counts.values())
    out = {}
    for owner in sorted(counts):
        k = levels.index(counts[owner])
        pts = total if k == 0 else levels[k - 1]
        if owner != EMPEROR and any(f and h == owner for h, f in zip(houses, forts)):
            pts *= data.FORTRESS_FACTOR
        out[owner] = pts
    return out


def score_region(state: dict, region: str, tell=None) -> None:
    """Score ``region``'s houses now and mark it scored. The Emperor's points
    go to the holder of the region colour's influence card, or are lost.
    ``tell(kind, seat, en, ja, **fields)``, when given, is told what
    happened (:func:`.flow.emit`: the event ``scored``)."""
    if region in state["scored"]:
        return
    state["scored"].append(region)
    pts = house_points(state["houses"][region], state["forts"][region])
    colour = colour_of(region)
    holder = state["influence"][colour]
    for owner, n in pts.items():
        if owner == EMPEROR:
            if holder is not None:
                _gain(state, holder, "emperor", n)
        else:
            _gain(state, owner, "houses", n)
    if tell is not None:
        name = REGIONS[region]["name"]
        parts_en, parts_ja = [], []
        for owner, n in pts.items():
            if owner == EMPEROR:
                to_en = f" for {seat_tag(holder)}" if holder is not None else " (lost: no influence card)"
                to_ja = f"→{seat_tag(holder)}" if holder is not None else "（影響カードの持ち主なし）"
                parts_en.append(f"the Emperor {n}{to_en}")
                parts_ja.append(f"皇帝{n}点{to_ja}")
            else:
                parts_en.append(f"{seat_tag(owner)} {n}")
                parts_ja.append(f"{seat_tag(owner)}{n}点")
        if not pts:
            parts_en, parts_ja = ["no houses"], ["家なし"]
        tell("scored", None, f"{name['en']} is scored: " + ", ".join(parts_en) + ".",
             f"{name['ja']}の家の得点計算：" + "、".join(parts_ja) + "。", region=region,
             points=[pts.get(o, 0) for o in (0, 1, EMPEROR)],
             emperor_to=holder if EMPEROR in pts else None)


def _gain(state: dict, seat: int, kind: str, n: int) -> None:
    state["points"][seat][kind] += n
    state["scores"][seat] += n


def majority(court: list, owner: int) -> bool:
    """True when ``owner`` has emissaries there and no colour has more (ties
    all count as the majority, U9)."""
    return court[owner] > 0 and court[owner] == max(court)


def emissary_points(state: dict) -> list[int]:
    """End scoring of the 15 connections: a player with the majority of
    emissaries on both sides scores every emissary in the two regions. The
    Emperor's emissaries count for majorities and score nothing (U13)."""
    out = [0, 0]
    courts = state["courts"]
    for a, b in CONNECTIONS:
        total = sum(courts[a]) + sum(courts[b])
        for seat in (0, 1):
            if majority(courts[a], seat) and majority(courts[b], seat):
                out[seat] += total
    return out


def chains(state: dict, owner: int) -> list[int]:
    """The sizes of ``owner``'s chains of houses along the roads, largest first."""
    mine = {space_id(r, i) for r, hs in state["houses"].items()
            for i, h in enumerate(hs) if h == owner}
    sizes = []
    while mine:
        todo = [mine.pop()]
        n = 0
        while todo:
            x = todo.pop()
            n += 1
            for y in ADJACENT[x]:
                if y in mine:
                    mine.remove(y)
                    todo.append(y)
        sizes.append(n)
    return sorted(sizes, reverse=True)


def chain_points(state: dict) -> list[int]:
    """Every separate chain of 4+ of a player's houses scores 1 per house (U10)."""
    return [sum(n for n in chains(state, seat) if n >= data.CHAIN_MIN) for seat in (0, 1)]


def final_scoring(state: dict, tell=None) -> None:
    """The end: every region not yet scored, then emissaries, then chains."""
    for region in REGIONS:
        if region not in state["scored"] and any(h is not None for h in state["houses"][region]):
            score_region(state, region, tell)
    em = emissary_points(state)
    ch = chain_points(state)
    for seat in (0, 1):
        _gain(state, seat, "emissaries", em[seat])
        _gain(state, seat, "chains", ch[seat])
    if tell is not None:
        tell("final_scoring", None, f"Emissaries: {seat_tag(0)} {em[0]}, {seat_tag(1)} {em[1]}. "
                  f"Chains: {seat_tag(0)} {ch[0]}, {seat_tag(1)} {ch[1]}.",
            f"公使：{seat_tag(0)}{em[0]}点、{seat_tag(1)}{em[1]}点。"
            f"家の連なり：{seat_tag(0)}{ch[0]}点、{seat_tag(1)}{ch[1]}点。",
             emissaries=list(em), chains=list(ch))


def keep_card(state: dict, seat: int, colour: str, tell=None) -> None:
    """Keep a played card in front of ``seat``, then the influence check: at
    least as many kept cards of that colour as the opponent takes the card."""
    kept = state["kept"]
    kept[seat][colour] += 1
    name = data.COLOUR_NAMES[colour]
    if tell is not None:
        tell("kept", seat, f"{seat_tag(seat)} keeps {data.a(name['en'])} card ({kept[seat][colour]}).",
             f"{seat_tag(seat)}が{name['ja']}のカードを手元に置く（{kept[seat][colour]}枚）。",
             colour=colour, count=kept[seat][colour])
    if kept[seat][colour] >= kept[1 - seat][colour] and state["influence"][colour] != seat:
        was = state["influence"][colour]
        state["influence"][colour] = seat
        if tell is not None:
            src_en = "from the opponent" if was is not None else "from beside the board"
            src_ja = "相手から" if was is not None else "ボード脇から"
            tell("influence", seat, f"{seat_tag(seat)} takes the {name['en']} influence card {src_en}.",
                 f"{seat_tag(seat)}が{name['ja']}の影響カードを{src_ja}獲得。",
                 colour=colour, **{"from": was})


def place(state: dict, owner: int, piece: str, region: str, space, tell=None) -> bool:
    """Put one piece on the board (no legality check: callers list legal
    placements with :func:`placements`). Returns True if it filled the region,
    which is then scored at once (before any influence card moves: seed)."""
    state["supply"][owner][piece] -= 1
    if piece == "house":
        state["houses"][region][space] = owner
    elif piece == "fortress":
        state["forts"][region][space] = True
    else:
        state["courts"][region][owner] += 1
    if piece == "house" and is_full(state, region) and region not in state["scored"]:
        score_region(state, region, tell)
        return True
    return False


def pays(colour: str, hand_counts: dict, budget: int) -> list[list[str]]:
    """The ways to pay for one piece in a region of ``colour``: one card of
    that colour, or a wild pair (two cards of one other colour), within
    ``budget`` cards.

    >>> pays("red", {"red": 1, "green": 2}, 3)
    [['red'], ['green', 'green']]
    >>> pays("red", {"red": 1, "green": 2}, 1)
    [['red']]
    """
    out = []
    if budget >= 1 and hand_counts.get(colour, 0) >= 1:
        out.append([colour])
    if budget >= data.WILD_PAIR:
        for c in data.COLOURS:
            if c != colour and hand_counts.get(c, 0) >= data.WILD_PAIR:
                out.append([c] * data.WILD_PAIR)
    return out


def counts(cards: list) -> dict:
    out: dict[str, int] = {}
    for c in cards:
        out[c] = out.get(c, 0) + 1
    return out


def placements(state: dict, owner: int, hand: list, regions, budget: int,
               fortress: bool) -> list[tuple]:
    """Every ``(piece, region, space, pay)`` ``owner`` may place in
    ``regions`` with ``hand``, paying at most ``budget`` cards; ``fortress``
    says whether fortresses are in play. Houses go on spaces without a house
    (a fortress may be there), fortresses on spaces with neither, emissaries
    on a court with room under the cap."""
    hc = counts(hand)
    supply = state["supply"][owner]
    out = []
    for region in regions:
        ways = pays(colour_of(region), hc, budget)
        if not ways:
            continue
        houses, forts = state["houses"][region], state["forts"][region]
        if supply["house"] > 0:
            for i, h in enumerate(houses):
                if h is None:
                    out.extend(("house", region, i, p) for p in ways)
        if supply["emissary"] > 0 and court_room(state, region) > 0:
            out.extend(("emissary", region, None, p) for p in ways)
        if fortress and supply["fortress"] > 0:
            for i, h in enumerate(houses):
                if h is None and not forts[i]:
                    out.extend(("fortress", region, i, p) for p in ways)
    return out


def anything_placeable(state: dict) -> bool:
    """False once no piece fits anywhere: every house space built and every
    court full (or nobody has the pieces). The game then ends [decision 2]."""
    for region in REGIONS:
        if any(h is None for h in state["houses"][region]) and any(
                s["house"] > 0 for s in state["supply"]):
            return True
        if court_room(state, region) > 0 and any(s["emissary"] > 0 for s in state["supply"]):
            return True
    return False
