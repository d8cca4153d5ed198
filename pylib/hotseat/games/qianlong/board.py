"""The pieces and the token stock: small functions on the plain-data state.

Nothing here asks a player anything: where the rules leave a choice, these
functions say so (``"choose"``) and :mod:`.flow` turns it into a pending
choice. Every token move goes through :func:`transfer`, which also checks the
two ways a game ends at once (4 points; 香妃's limit), so no path can forget.

>>> st = {"points": [0, 0], "xiangfei": 0, "stock": 0, "tea": 1, "start": 0}
>>> point_source(st, 0)       # empty stock and nothing to take
>>> st["points"][1] = 1; st["xiangfei"] = 1
>>> point_source(st, 1)       # tie, the opponent (seat 0) holds the start tile
'xiangfei'
>>> point_source(st, 0)       # tie, both lack the tile: the taker chooses
'choose'
"""

from __future__ import annotations

from ...rules import seat_tag
from . import data


def log(state: dict, seat, en: str, ja: str, **focus) -> None:
    """One log line, and the step it records; ``{seat:N}`` tokens are replaced
    by names in the UI.

    Every line is a step of the current action, written just *after* the
    change it reports, so the step keeps ``focus`` (what the line concerns, for
    the view to light up: ``cards``, ``squares``, ``consort``, ``tokens``,
    ``deck``, ``scheme``; only the keys given) and the public board as it is
    now (:func:`public_board`). A line written before its change (a token
    taken) is brought up to date by :func:`settle`. The steps are kept for the
    latest action only (``Qianlong.apply`` clears them), so the state stays
    small however long the game.

    Simulations (the bot's look-ahead, the tuning bench) set ``quiet`` in
    their private copies and skip the text and the steps.
    """
    if state.get("quiet"):
        return
    state["log"].append({"round": state["round"], "seat": seat, "text": {"en": en, "ja": ja}})
    state["steps"].append({"log": len(state["log"]) - 1, "focus": focus, "board": public_board(state)})


def settle(state: dict) -> None:
    """Bring the latest step's board up to the state now: for a line written
    before the change it reports, and for the end of an action."""
    if not state.get("quiet") and state["steps"]:
        state["steps"][-1]["board"] = public_board(state)


#: The parts of the state the table draws that change during play. The
#: public view holds exactly these (and fixed things: rules, names, texts);
#: nothing here is hidden from any seat (the deck is only counted).
BOARD_KEYS = ("round", "phase", "turn", "start", "cards", "eunuchs", "consorts", "points",
              "xiangfei", "stock", "tea", "deck_count", "discard", "resolving", "struggle",
              "winner")


def public_board(state: dict) -> dict:
    """The public board now, as plain fresh data (see :data:`BOARD_KEYS`)."""
    return {
        "round": state["round"], "phase": state["phase"], "turn": state["turn"],
        "start": state["start"],
        "cards": [{"n": c["n"], "icon": icon(state, c["n"]), "open": c["open"],
                   "strong": c["strong"], "eunuchs": list(c["eunuchs"])} for c in state["cards"]],
        "eunuchs": [dict(e) for e in state["eunuchs"]],
        "consorts": [dict(c) for c in state["consorts"]],
        "points": list(state["points"]), "xiangfei": state["xiangfei"],
        "stock": state["stock"], "tea": state["tea"], "deck_count": len(state["deck"]),
        "discard": list(state["discard"]), "resolving": list(state["resolving"]),
        "struggle": state["struggle"], "winner": state["winner"],
    }


def xiangfei_limit(state: dict) -> int:
    return data.XIANGFEI_LIMIT["advanced" if state["options"]["advanced"] else "basic"]


def icon(state: dict, n: int) -> str:
    """The icon of Forbidden City card ``n`` (card 9 is a tuning parameter)."""
    return data.ICONS[n] if n != 9 else state["params"]["card9"]


# --- tokens ---------------------------------------------------------------------

def point_source(state: dict, seat: int):
    """Where ``seat``'s next point comes from: "stock", "opponent", "xiangfei",
    "choose" (the taker picks) or None (there is nothing to take).

    The seed: with the stock empty, take from whichever of the opponent and
    香妃 holds more; equal: from the one without the start tile; 香妃 level
    with an opponent who also lacks the tile: the taker chooses.
    """
    if state["stock"] > 0:
        return "stock"
    opp, xf = state["points"][1 - seat], state["xiangfei"]
    if opp == 0 and xf == 0:
        return None
    if opp != xf:
        return "opponent" if opp > xf else "xiangfei"
    return "xiangfei" if state["start"] == 1 - seat else "choose"


def xiangfei_source(state: dict):
    """Where 香妃's point comes from [reconstructed, by symmetry]: the stock,
    else the richer player, else (equal) the one without the start tile."""
    if state["stock"] > 0:
        return "stock"
    a, b = state["points"]
    if a == 0 and b == 0:
        return None
    if a != b:
        return 0 if a > b else 1
    return 1 - state["start"]


def transfer(state: dict, to, source) -> None:
    """Move one token from ``source`` ("stock", "tea", "xiangfei", or a seat) to
    ``to`` (a seat or "xiangfei"), then end the game if that decided it."""
    if source == "stock":
        state["stock"] -= 1
    elif source == "tea":
        state["tea"] -= 1
    elif source == "xiangfei":
        state["xiangfei"] -= 1
    else:
        state["points"][source] -= 1
    if to == "xiangfei":
        state["xiangfei"] += 1
    else:
        state["points"][to] += 1
    # Every transfer is announced by the line just before it: that step shows
    # the token moved (before any winning line below).
    settle(state)
    if to == "xiangfei" and state["xiangfei"] >= xiangfei_limit(state):
        finish(state, None)
    elif to != "xiangfei" and state["points"][to] >= data.WIN_POINTS:
        finish(state, to)


def finish(state: dict, winner) -> None:
    """The game ends at once: ``winner`` a seat, or None when 香妃 took the
    emperor's heart and both players lose."""
    state["phase"] = "over"
    state["winner"] = winner
    state["stack"] = []
    state["pending"] = None
    if winner is None:
        log(state, None, "香妃 has won the emperor's heart: both players lose.",
            "乾隆帝は香妃を溺愛してしまいました。両プレイヤーの負けです。", tokens=["xiangfei"])
    else:
        log(state, winner, f"{seat_tag(winner)} holds {data.WIN_POINTS} points and wins.",
            f"{seat_tag(winner)}が乾隆ポイント{data.WIN_POINTS}つで勝利。", tokens=["points"])


def name_of(source, lang: str) -> str:
    if source == "stock":
        return "the stock" if lang == "en" else "ストック"
    if source == "tea":
        return "茶休憩"
    if source == "xiangfei":
        return "香妃"
    return seat_tag(source)


# --- the bedroom ring ---------------------------------------------------------------

def tea_square(state: dict) -> int:
    """茶休憩 lies half-way round the ring [reconstructed]."""
    return state["params"]["bedroom"] // 2


def ring_square_name(state: dict, pos: int) -> dict[str, str]:
    """Bedroom square ``pos`` as the log names it: 開始 ("Start") and 茶休憩
    by name (:data:`data.RING_NAMES`), any other square by number.

    >>> st = {"params": {"bedroom": 12}}
    >>> ring_square_name(st, 0)["en"], ring_square_name(st, 0)["ja"]
    ('Start (開始)', '開始マス')
    >>> ring_square_name(st, 6)["en"], ring_square_name(st, 5)["ja"]
    ('茶休憩', '5マス目')
    """
    if pos == 0:
        return dict(data.RING_NAMES["start"])
    if pos == tea_square(state):
        return dict(data.RING_NAMES["tea"])
    return {"en": f"square {pos}", "ja": f"{pos}マス目"}


def forward(state: dict, seat: int, steps: int) -> list[str]:
    """Move ``seat``'s consort ``steps`` squares clockwise; returns the large
    squares it stopped on or passed, in order ("start" for 開始, "tea")."""
    size = state["params"]["bedroom"]
    tea = size // 2
    c = state["consorts"][seat]
    events = []
    for _ in range(steps):
        c["pos"] = (c["pos"] + 1) % size
        if c["pos"] == 0:
            c["laps"] += 1
            events.append("start")
        elif c["pos"] == tea:
            events.append("tea")
    return events


def backward(state: dict, seat: int, steps: int) -> int:
    """Move ``seat``'s consort back, never onto or past 開始 (notes §4.5):
    it stops on square 1 at the latest, and one standing on 開始 stays.
    Returns the squares actually moved."""
    c = state["consorts"][seat]
    if c["pos"] == 0:
        return 0
    new = max(c["pos"] - steps, 1)
    moved = c["pos"] - new
    c["pos"] = new
    return moved


# --- eunuchs ------------------------------------------------------------------------

def eunuchs_of(state: dict, seat: int, at: str) -> list[dict]:
    return [e for e in state["eunuchs"] if e["owner"] == seat and e["at"] == at]


def send_home(e: dict) -> None:
    e["at"] = "hand"
    e["card"] = None
    e["square"] = None


def palace_move(state: dict, e: dict, squares: int) -> str:
    """Move a palace eunuch forward (never past the last square); returns the
    square's kind, and sends it home at once if that is 強制送還."""
    track = data.palace(state["params"])
    e["square"] = min(e["square"] + squares, len(track) - 1)
    kind = track[e["square"]]
    if kind == "return":
        send_home(e)
    return kind
