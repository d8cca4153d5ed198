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

from ...rules import emit, seat_tag
from . import data

#: What happened, one event per log line (``rules.emit``), in the order the
#: rules wrote them. Every event has ``kind``, ``seat`` (who did it; None:
#: the game itself), ``round`` (the round it happened in), ``focus`` (what
#: it concerns, for the view to light up: only the keys that apply of
#: ``cards`` (card numbers), ``squares`` (palace squares), ``consort`` (a
#: seat), ``tokens`` ("start", "points", "tea", "stock", "xiangfei"),
#: ``deck`` (True), ``scheme`` (the card drawn)), ``before`` (see
#: :func:`log`), ``text`` (the line, ``{"ja", "en"}``) and the fields below.
#: Nothing is hidden from any seat (the scheme card drawn is face up at once,
#: in ``resolving``): no event has ``to``.
KINDS = {
    "start_tile": "the seat holds the start tile (set-up) or takes it (card 2)",
    "flipped": "card: turned to its 強 side (advanced set-up)",
    "round": "a round begins (seat None)",
    "stalled": "no eunuch can be placed: the palace activates by itself (seat None)",
    "placed": "card, strong: a eunuch placed",
    "resolution": "both players have placed: the cards resolve 1 to 9 (seat None)",
    "card": "card, icon, strong: card n runs for the seat's eunuch (strong: its 強 effect)",
    "void": "card: a second activation on the same card does nothing",
    "no_jump": "card: the jump finds no card to jump to",
    "jumped": "card, from_card: the seat's eunuch jumps; card runs twice",
    "entered": "card, square: the seat's eunuch enters the palace",
    "returned": "square: the seat's palace eunuch stops on a forced return and goes home",
    "advanced": "every palace eunuch advances (seat None)",
    "activated": "square, square_kind: the seat activates a palace eunuch",
    "moved": "n, pos: the seat's consort advances n squares, to pos",
    "moved_back": "target, n: scheme 讒言 moves the target's consort back n squares",
    "lap": "points: the seat's consort comes round to 開始",
    "struggle": "cards: 後宮闘争, cards 1 and 3 open from now on (seat None)",
    "tea": "point: the consort reached 茶休憩, first (point True: takes its point) or not (draws)",
    "scored": "source ('stock', 'xiangfei' or a seat): the seat takes a point",
    "nothing": "the seat would take a point, but there is none to take",
    "drew": "scheme: the seat draws a scheme card (face up: public)",
    "reward": "pick ('draw2'): the seat draws 2 scheme cards instead of consort +3",
    "shuffled": "count: the scheme cards are shuffled into a new deck (seat None)",
    "deck_out": "source (None: nothing to take): the deck is used up, 香妃 takes a point (seat None)",
    "bribed": "square, dest (None: it stays, or home), home: the seat's bribed palace eunuch moves",
    "sent_home": "target, count, squares: scheme 宮中の噂 sends the target's palace eunuchs home",
    "promoted": "card (None: the one in hand): the seat's weak eunuch turns strong",
    "won": "the seat holds the points that win (the game ends)",
    "xiangfei_won": "香妃 has won the emperor's heart: both players lose (seat None)",
}

#: The board's lists of pieces: an event's ``before`` names the piece that
#: changed ("cards.4", "eunuchs.2", "consorts.1"), not the whole list.
PIECES = ("cards", "eunuchs", "consorts")


def flat(b: dict) -> dict:
    """A public board (:func:`public_board`) with its piece lists spread out
    one key per piece, so what a line changed is a few small entries.

    >>> flat({"round": 1, "cards": [{"n": 1}], "eunuchs": [], "consorts": [{"pos": 0}]})
    {'round': 1, 'cards.0': {'n': 1}, 'consorts.0': {'pos': 0}}
    """
    out = {k: v for k, v in b.items() if k not in PIECES}
    for k in PIECES:
        for i, x in enumerate(b[k]):
            out[f"{k}.{i}"] = x
    return out


def log(state: dict, kind: str, seat, en: str, ja: str, focus: dict | None = None,
        **fields) -> None:
    """One event (kind in :data:`KINDS`): the log line, what it concerns
    (``focus``) and what it changed on the board; ``{seat:N}`` tokens are
    replaced by names in the UI.

    Every line is written just *after* the change it reports. So that a view
    can replay an action line by line without knowing the rules, the event
    keeps ``before``: the entries of the flat public board (:func:`flat`)
    that changed since the line before, as they were before. A view walks
    back from its own board (the board after the action's last line)
    through the events of the action, newest first, restoring each one's
    ``before`` to get the board after each line. A line written before its
    change (a token taken) is brought up to date by :func:`settle`.

    The state keeps the flat board as the last line left it (``told``): one
    board, however long the game; the events themselves leave the state
    after every action (``engine.Match``). Simulations (the bot's
    look-ahead, the tuning bench) keep no ``events`` list in their copies
    and skip all of it.
    """
    if "events" not in state:
        return
    now = flat(public_board(state))
    told = state["told"]
    before = {k: told[k] for k, v in now.items() if told.get(k) != v}
    state["told"] = now
    emit(state, kind, seat, en, ja, round=state["round"], focus=focus or {}, before=before, **fields)


def settle(state: dict) -> None:
    """Bring the latest line up to the state now: for a line written before
    the change it reports, and for the end of an action (the changes after
    its last line: the stack run on, a card's eunuchs gone home)."""
    if not state.get("events"):
        return
    now = flat(public_board(state))
    told = state["told"]
    before = state["events"][-1]["before"]
    for k, v in now.items():
        if told.get(k) != v and k not in before:
            before[k] = told[k]
    state["told"] = now


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
    # Every transfer is announced by the line just before it: that line's
    # board shows the token moved (before any winning line below).
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
        log(state, "xiangfei_won", None, "香妃 has won the emperor's heart: both players lose.",
            "乾隆帝は香妃を溺愛してしまいました。両プレイヤーの負けです。", {"tokens": ["xiangfei"]})
    else:
        log(state, "won", winner, f"{seat_tag(winner)} holds {data.WIN_POINTS} points and wins.",
            f"{seat_tag(winner)}が乾隆ポイント{data.WIN_POINTS}つで勝利。", {"tokens": ["points"]})


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
