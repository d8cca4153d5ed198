"""A turn of China Duel, step by step, in the seed's order.

``state["phase"]`` is the step the active player (``state["active"]``) is
at; ``state["turn"]`` holds what this turn has done so far (all public):

1. ``"play"``: place pieces one at a time, each paid with its card(s)
   (:func:`place_actions`); or, before the first piece, use a special card,
   or make the exchange turn instead (discard 1, draw 1). A region filled by a
   piece is scored at once (before any influence card can move).
2. ``"keep"``: keep one of the played cards; the influence check follows.
3. ``"refill"``: draw to 3, one card at a time, from the display or the deck.
4. ``"emperor"``: the active player places the Emperor's one piece from his
   open hand; his hand is refilled from the deck.

A step with only one possible outcome runs by itself (:func:`advance`): a
single colour to keep, drawing when only the deck is left, an Emperor who
cannot place. The game ends after the second player's turn in the round in
which the deck ran out for the second time, or at the start of a turn when no
piece can be placed any more [spec decision 2].

Each step tells what it did as events (:func:`emit`; the kinds and their
fields are :mod:`.events`), in order, the steps run by themselves included;
the state keeps no log.
"""

from __future__ import annotations

from ...rng import Rng, shuffle_in
from ...rules import emit as _emit
from ...rules import seat_tag, winners
from . import board, data
from .map import REGIONS

EMPEROR = data.EMPEROR


class Ctx:
    """What one ``apply`` learned: whether it revealed what was hidden (a
    draw from the deck, a reshuffle, or that the hand holds no card for
    another piece: :func:`hand_ended_placing`): an undo barrier."""

    __slots__ = ("revealed",)

    def __init__(self) -> None:
        self.revealed = False


def emit(state: dict, kind: str, seat, en: str, ja: str, *, to=None, **fields) -> None:
    """One event (:mod:`.events` lists the kinds and their fields), in
    both languages; ``{seat:N}`` tokens become names in the UI. A public
    one is also added to the current turn's record (its ``lines``)."""
    _emit(state, kind, seat, en, ja, to=to, **fields)
    turns = state.get("turns")
    if to is None and turns is not None:
        lines = turns["current"]["lines"]
        lines.append({"kind": kind, "seat": seat, "text": {"en": en, "ja": ja}})
        if len(lines) > TURN_LINES:
            del lines[0]


def teller(state: dict):
    """:func:`emit` bound to ``state``, for :mod:`.board`'s functions (which
    the bot calls on its copies of the board without one: they tell nothing)."""
    return lambda kind, seat, en, ja, **fields: emit(state, kind, seat, en, ja, **fields)


def ruleset(state: dict) -> dict:
    return data.RULE_SETS[state["options"]["rules"]]


def new_turn() -> dict:
    return {"played": [], "placed": [], "two_regions": False, "emperor_first": False,
            "emperor_done": False, "exchange": False}


# --- the turns' public record ------------------------------------------------------------
#
# ``state["turns"]`` = ``{"current": rec, "previous": rec or None}``: what the
# current turn and the one before it did, as public facts, so a view can mark
# them without comparing boards or reading the log. ``rec`` = ``{"seat",
# "round", "steps": [...], "lines": [...]}``. ``lines`` are the turn's public
# events (:mod:`.events`) as ``{"kind", "seat", "text"}``, the last
# :data:`TURN_LINES` of them: what the table lists as "Last turn" (the whole
# log is the engine's, read in pages). ``steps`` are what the turn did, one
# entry a step, in order (the table rings the pieces from them):
#
# - ``{"type": "place", "piece", "region", "space", "pay"}`` (the player's piece),
# - ``{"type": "emperor", "piece", "region", "space", "pay"}`` (the Emperor's),
# - ``{"type": "emperor_skip"}``, ``{"type": "emperor_none"}`` (he could not place),
# - ``{"type": "stop"}``, ``{"type": "pass"}``,
# - ``{"type": "exchange", "discard": colour}`` (the exchange turn),
# - ``{"type": "special", "card"}`` (+ ``"give"``, ``"take"`` for the card exchange),
# - ``{"type": "keep", "colour"}`` (also when the only colour is kept by itself),
# - ``{"type": "draw", "from": "display", "colour"}`` or ``{"type": "draw",
#   "from": "deck"}``: a card drawn from the deck is never named.
#
# Every one of these is already public (the board, the kept cards, the
# display and the played cards show them), so a record is the same for every
# seat; and it is bounded (a turn has at most a dozen steps), so a view stays
# the same size however long the game.

#: The public events a turn record keeps, the last ones: the table shows 8.
TURN_LINES = 8


def new_turn_record(state: dict, seat: int) -> dict:
    return {"seat": seat, "round": state["round"], "steps": [], "lines": []}


def note(state: dict, step: dict) -> None:
    """Add a public fact to the current turn's record."""
    turns = state.get("turns")
    if turns is not None:
        turns["current"]["steps"].append(step)


# --- setting up -------------------------------------------------------------------------

def new_state(seed: int, options: dict) -> dict:
    """Shuffle the 47 cards, deal 3 to each player, 4 face up, 3 to the
    Emperor (face up); the start player is drawn at random [decision 8]."""
    rng = Rng(seed)
    start = rng.below(2)
    deck = [c for c in data.COLOURS for _ in range(data.DECK[c])]
    rng.shuffle(deck)
    state = {
        "options": dict(options), "rng": rng.state, **board.new_board(),
        "deck": deck, "discard": [], "display": [], "hands": [[], []], "emperor_hand": [],
        "specials": [list(data.SPECIALS) if data.RULE_SETS[options["rules"]]["specials"] else []
                     for _ in (0, 1)],
        "start": start, "active": start, "round": 1, "phase": "play", "turn": new_turn(),
        "runouts": 0, "last_round": False, "end": None,
        # What each step did (rules.emit); the engine takes them after it.
        "events": [],
    }
    state["turns"] = {"current": new_turn_record(state, start), "previous": None}
    if not data.RULE_SETS[options["rules"]]["fortress"]:
        for seat in (0, 1):
            state["supply"][seat]["fortress"] = 0
    for seat in (start, 1 - start):
        state["hands"][seat] = sort_cards(deck.pop() for _ in range(data.HAND))
    state["display"] = [deck.pop() for _ in range(data.DISPLAY)]
    state["emperor_hand"] = sort_cards(deck.pop() for _ in range(data.HAND))
    emit(state, "start", None, f"{seat_tag(start)} is the start player (drawn by lot).",
         f"スタートプレイヤーは抽選で{seat_tag(start)}。", player=start)
    disp, emp = colour_list(state["display"]), colour_list(state["emperor_hand"])
    emit(state, "dealt", None,
         f"Each player is dealt {data.HAND} cards. The display: {disp['en']}. "
         f"The Emperor's hand (open): {emp['en']}.",
         f"各プレイヤーに{data.HAND}枚ずつ配る。場札：{disp['ja']}。皇帝の手札（公開）：{emp['ja']}。",
         hands=[data.HAND, data.HAND], display=list(state["display"]),
         emperor_hand=list(state["emperor_hand"]))
    for seat in (0, 1):
        mine = colour_list(state["hands"][seat])
        emit(state, "dealt_hand", seat, f"{seat_tag(seat)} is dealt {mine['en']}.",
             f"{seat_tag(seat)}の手札：{mine['ja']}。", to=[seat], cards=list(state["hands"][seat]))
    return state


def colour_list(cards) -> dict:
    """Card colours named in a log line: ``{"en": "red, red, green", "ja": "赤、赤、緑"}``."""
    return {"en": ", ".join(data.COLOUR_NAMES[c]["en"] for c in cards) or "none",
            "ja": "、".join(data.COLOUR_NAMES[c]["ja"] for c in cards) or "なし"}


def sort_cards(cards) -> list[str]:
    order = {c: i for i, c in enumerate(data.COLOURS)}
    return sorted(cards, key=order.__getitem__)


def draw_deck(state: dict, ctx: Ctx):
    """The deck's top card, or None when deck and discards are both empty.
    An empty deck is rebuilt from the shuffled discards; the draw that
    empties the deck counts a run-out, and the second starts the last round."""
    if not state["deck"]:
        if not state["discard"]:
            return None
        deck = state["discard"]
        state["discard"] = []
        shuffle_in(state, deck)
        state["deck"] = deck
        emit(state, "reshuffled", None, f"The discards are shuffled into a new deck ({len(deck)} cards).",
             f"捨て札をシャッフルして新しい山札にする（{len(deck)}枚）。", count=len(deck))
    card = state["deck"].pop()
    ctx.revealed = True
    if not state["deck"]:
        state["runouts"] += 1
        if state["runouts"] >= data.RUNOUTS_TO_END and not state["last_round"]:
            state["last_round"] = True
            n = state["runouts"]
            emit(state, "ran_out", None,
                 f"The deck has run out ({n}/{data.RUNOUTS_TO_END}): this is the last round.",
                 f"山札が尽きた（{n}/{data.RUNOUTS_TO_END}）。このラウンドで終了する。",
                 runouts=n, of=data.RUNOUTS_TO_END, last_round=True)
        elif state["runouts"] < data.RUNOUTS_TO_END:
            n = state["runouts"]
            emit(state, "ran_out", None, f"The deck has run out ({n}/{data.RUNOUTS_TO_END}).",
                 f"山札が尽きた（{n}/{data.RUNOUTS_TO_END}）。",
                 runouts=n, of=data.RUNOUTS_TO_END, last_round=False)
    return card


# --- what may be done now --------------------------------------------------------------

def open_regions(state: dict) -> list[str]:
    """Regions the next piece of this turn may go to (the 3-2-1 rule: one
    region, or two with *Two regions*, one piece each; a region that was
    empty when this turn's piece went in takes no second piece)."""
    t = state["turn"]
    placed = t["placed"]
    if len(placed) >= data.MAX_PIECES:
        return []
    if not placed:
        return list(REGIONS)
    first = placed[0]
    out = []
    for r in REGIONS:
        if r == first["region"]:
            if not first["was_empty"]:
                out.append(r)
        elif t["two_regions"]:
            out.append(r)
    return out


def place_actions(state: dict, seat: int) -> list[dict]:
    t = state["turn"]
    budget = data.MAX_CARDS - len(t["played"])
    return [{"type": "place", "piece": p, "region": r, "space": s, "pay": pay}
            for p, r, s, pay in board.placements(state, seat, state["hands"][seat],
                                                 open_regions(state), budget,
                                                 ruleset(state)["fortress"])]


def emperor_actions(state: dict) -> list[dict]:
    """The Emperor's one piece: a house or an emissary from his open hand,
    by the normal rules; never a house in an empty region while any other
    placement is possible (seed)."""
    opts = board.placements(state, EMPEROR, state["emperor_hand"], list(REGIONS),
                            data.MAX_CARDS, False)
    allowed = [o for o in opts if not (o[0] == "house" and board.is_empty(state, o[1]))]
    return [{"type": "emperor", "piece": p, "region": r, "space": s, "pay": pay}
            for p, r, s, pay in (allowed or opts)]


def hand_ended_placing(state: dict, seat: int) -> bool:
    """True when the player may place no more this turn only because of
    the cards it holds: some hand of as many cards would place another piece
    (the turn's card budget, regions, spaces and supply allow one, and any
    card in hand could be of the colour it needs).

    >>> st = new_state(1, {"rules": "original"})
    >>> st["hands"][0] = ["red"]
    >>> st["turn"]["placed"] = [{"piece": "house", "region": "qi", "space": 0, "was_empty": False}]
    >>> place_actions(st, 0), hand_ended_placing(st, 0)
    ([], True)
    >>> st["hands"][0] = []
    >>> hand_ended_placing(st, 0)
    False
    """
    budget = data.MAX_CARDS - len(state["turn"]["played"])
    if budget < 1 or not state["hands"][seat]:
        return False
    return bool(board.placements(state, seat, list(data.COLOURS), open_regions(state), 1,
                                 ruleset(state)["fortress"]))


def legal(state: dict, seat: int) -> list[dict]:
    """Every legal action of the active player now (the single source of truth)."""
    phase = state["phase"]
    t = state["turn"]
    hand = state["hands"][seat]
    if phase == "play":
        out = place_actions(state, seat)
        if t["placed"]:
            out.append({"type": "stop"})
            return out
        colours = sort_cards(set(hand))
        out.extend({"type": "exchange", "discard": c} for c in colours)
        for sp in state["specials"][seat]:
            if sp == "emperor_first" and not t["emperor_done"]:
                out.append({"type": "special", "card": sp})
            elif sp == "two_regions" and not t["two_regions"]:
                out.append({"type": "special", "card": sp})
            elif sp == "exchange":
                out.extend({"type": "special", "card": sp, "give": g, "take": k}
                           for g in colours for k in sort_cards(set(state["display"])) if g != k)
        if not out:
            out.append({"type": "pass"})
        return out
    if phase == "keep":
        return [{"type": "keep", "colour": c} for c in sort_cards(set(t["played"]))]
    if phase == "refill":
        out = [{"type": "draw", "from": "display", "colour": c}
               for c in sort_cards(set(state["display"]))]
        if state["deck"] or state["discard"]:
            out.append({"type": "draw", "from": "deck"})
        return out
    if phase == "emperor":
        out = emperor_actions(state)
        if not ruleset(state)["emperor_must"]:
            out.append({"type": "emperor_skip"})
        return out
    return []


# --- doing it ------------------------------------------------------------------------------

def _describe_place(piece: str, region: str, space, pay: list) -> tuple[str, str]:
    name = REGIONS[region]["name"]
    pn = data.PIECE_NAMES[piece]
    where_en = f"{name['en']}" + (f" space {space + 1}" if space is not None else "'s court")
    where_ja = f"{name['ja']}" + (f"の{space + 1}番マス" if space is not None else "の宮廷")
    cards_en = " + ".join(data.COLOUR_NAMES[c]["en"] for c in pay)
    cards_ja = "＋".join(data.COLOUR_NAMES[c]["ja"] for c in pay)
    wild_en = " (wild pair)" if len(pay) == data.WILD_PAIR else ""
    wild_ja = "（2枚で代用）" if len(pay) == data.WILD_PAIR else ""
    return (f"{data.a(pn['en'])} on {where_en} [{cards_en}{wild_en}]",
            f"{where_ja}に{pn['ja']}を置く［{cards_ja}{wild_ja}］")


def apply(state: dict, seat: int, action: dict, ctx: Ctx) -> None:
    """Apply a legal action, then run every step that needs no choice."""
    kind = action["type"]
    t = state["turn"]
    if kind == "place":
        piece, region, space, pay = action["piece"], action["region"], action["space"], action["pay"]
        hand = state["hands"][seat]
        for c in pay:
            hand.remove(c)
        t["played"].extend(pay)
        t["placed"].append({"piece": piece, "region": region, "space": space,
                            "was_empty": board.is_empty(state, region)})
        en, ja = _describe_place(piece, region, space, pay)
        emit(state, "placed", seat, f"{seat_tag(seat)} places {en}.", f"{seat_tag(seat)}が{ja}。",
             piece=piece, region=region, space=space, pay=list(pay))
        note(state, {"type": "place", "piece": piece, "region": region, "space": space,
                     "pay": list(pay)})
        board.place(state, seat, piece, region, space, teller(state))
        if not place_actions(state, seat):
            # Placing ends by itself; when only the cards in hand end it, the
            # table learns the hand holds no card for another piece: a reveal.
            if hand_ended_placing(state, seat):
                ctx.revealed = True
            state["phase"] = "keep"
    elif kind == "stop":
        note(state, {"type": "stop"})
        emit(state, "stopped", seat, f"{seat_tag(seat)} places no more pieces.",
             f"{seat_tag(seat)}は配置を終える。")
        state["phase"] = "keep"
    elif kind == "keep":
        _keep(state, seat, action["colour"])
    elif kind == "exchange":
        state["hands"][seat].remove(action["discard"])
        state["discard"].append(action["discard"])
        t["exchange"] = True
        note(state, {"type": "exchange", "discard": action["discard"]})
        name = data.COLOUR_NAMES[action["discard"]]
        emit(state, "exchanged", seat,
             f"{seat_tag(seat)} exchanges instead of placing: discards {data.a(name['en'])} card.",
             f"{seat_tag(seat)}は配置せずカードを交換：{name['ja']}を捨てる。",
             discard=action["discard"])
        state["phase"] = "refill"
    elif kind == "pass":
        note(state, {"type": "pass"})
        emit(state, "passed", seat, f"{seat_tag(seat)} can do nothing and passes.",
             f"{seat_tag(seat)}は何もできずパス。")
        state["phase"] = "refill"
    elif kind == "special":
        _special(state, seat, action)
    elif kind == "draw":
        _draw(state, seat, action, ctx)
    elif kind == "emperor":
        _emperor(state, seat, action, ctx)
    elif kind == "emperor_skip":
        note(state, {"type": "emperor_skip"})
        emit(state, "emperor_skipped", seat,
             f"{seat_tag(seat)} lets the Emperor place nothing (English rules).",
             f"{seat_tag(seat)}は皇帝のコマを置かない（英訳ルール）。")
        _emperor_done(state, seat, ctx)
    advance(state, ctx)


def _keep(state: dict, seat: int, colour: str) -> None:
    """Keep one played card (the rest are discarded); the influence check."""
    t = state["turn"]
    t["played"].remove(colour)
    state["discard"].extend(t["played"])
    t["played"] = []
    note(state, {"type": "keep", "colour": colour})
    board.keep_card(state, seat, colour, teller(state))
    state["phase"] = "refill"


def _special(state: dict, seat: int, action: dict) -> None:
    card = action["card"]
    state["specials"][seat].remove(card)
    note(state, {"type": "special", "card": card, **(
        {"give": action["give"], "take": action["take"]} if card == "exchange" else {})})
    t = state["turn"]
    name = data.SPECIAL_NAMES[card]
    if card == "emperor_first":
        t["emperor_first"] = True
        state["phase"] = "emperor"
        emit(state, "special", seat, f"{seat_tag(seat)} plays {name['en']}: the Emperor places now.",
             f"{seat_tag(seat)}が「{name['ja']}」を使用：先に皇帝を操作する。", card=card)
    elif card == "two_regions":
        t["two_regions"] = True
        emit(state, "special", seat, f"{seat_tag(seat)} plays {name['en']}: one piece each in two regions.",
             f"{seat_tag(seat)}が「{name['ja']}」を使用：2つの地域に1つずつ置ける。", card=card)
    else:
        give, take = action["give"], action["take"]
        hand = state["hands"][seat]
        hand.remove(give)
        hand.append(take)
        state["hands"][seat] = sort_cards(hand)
        state["display"][state["display"].index(take)] = give
        g, k = data.COLOUR_NAMES[give], data.COLOUR_NAMES[take]
        emit(state, "special", seat,
             f"{seat_tag(seat)} plays {name['en']}: {data.a(g['en'])} card for the display's {k['en']}.",
             f"{seat_tag(seat)}が「{name['ja']}」を使用：手札の{g['ja']}と場札の{k['ja']}を交換。",
             card=card, give=give, take=take)


def _draw(state: dict, seat: int, action: dict, ctx: Ctx) -> None:
    hand = state["hands"][seat]
    if action["from"] == "display":
        colour = action["colour"]
        i = state["display"].index(colour)
        hand.append(colour)
        note(state, {"type": "draw", "from": "display", "colour": colour})
        name = data.COLOUR_NAMES[colour]
        emit(state, "took", seat, f"{seat_tag(seat)} takes {data.a(name['en'])} card from the display.",
             f"{seat_tag(seat)}が場札から{name['ja']}を取る。", colour=colour)
        card = draw_deck(state, ctx)
        if card is None:
            del state["display"][i]
        else:
            state["display"][i] = card
            turned_up(state, card, i)
    else:
        note(state, {"type": "draw", "from": "deck"})
        # Everyone sees a card drawn (the player's act, told first; then a
        # reshuffle or the deck running out); only the drawer sees which.
        emit(state, "drew", seat, f"{seat_tag(seat)} draws from the deck.",
             f"{seat_tag(seat)}が山札から引く。", count=1)
        card = draw_deck(state, ctx)
        hand.append(card)
        name = data.COLOUR_NAMES[card]
        emit(state, "drew_card", seat, f"{seat_tag(seat)} draws {data.a(name['en'])} card.",
             f"{seat_tag(seat)}が{name['ja']}を引く。", to=[seat], cards=[card])
    state["hands"][seat] = sort_cards(hand)


def turned_up(state: dict, card: str, slot: int) -> None:
    """A card from the deck is turned face up on the display."""
    name = data.COLOUR_NAMES[card]
    emit(state, "display", None, f"{data.a(name['en']).capitalize()} card is turned up on the display.",
         f"場札に{name['ja']}をめくる。", colour=card, slot=slot)


def _emperor(state: dict, seat: int, action: dict, ctx: Ctx) -> None:
    piece, region, space, pay = action["piece"], action["region"], action["space"], action["pay"]
    for c in pay:
        state["emperor_hand"].remove(c)
    state["discard"].extend(pay)
    note(state, {"type": "emperor", "piece": piece, "region": region, "space": space,
                 "pay": list(pay)})
    en, ja = _describe_place(piece, region, space, pay)
    emit(state, "emperor", seat, f"{seat_tag(seat)} has the Emperor place {en}.",
         f"{seat_tag(seat)}が皇帝を操作：{ja}。", piece=piece, region=region, space=space,
         pay=list(pay))
    board.place(state, EMPEROR, piece, region, space, teller(state))
    _emperor_done(state, seat, ctx)


def _emperor_done(state: dict, seat: int, ctx: Ctx) -> None:
    """Refill the Emperor's hand from the deck only, then go on."""
    hand = state["emperor_hand"]
    drawn = []
    while len(hand) < data.HAND:
        card = draw_deck(state, ctx)
        if card is None:
            break
        hand.append(card)
        drawn.append(card)
    state["emperor_hand"] = sort_cards(hand)
    if drawn:
        # His hand is open: the cards he draws are everyone's to see.
        names = colour_list(drawn)
        emit(state, "emperor_drew", None, f"The Emperor draws {names['en']} (his hand is open).",
             f"皇帝が{names['ja']}を引く（手札は公開）。", cards=drawn)
    t = state["turn"]
    t["emperor_done"] = True
    if t["emperor_first"] and not t["placed"] and not t["exchange"] and state["phase"] == "emperor":
        state["phase"] = "play"
    else:
        end_turn(state, ctx)


def advance(state: dict, ctx: Ctx) -> None:
    """Run the steps that have only one outcome, until a choice is needed."""
    while True:
        phase = state["phase"]
        t = state["turn"]
        seat = state["active"]
        if phase == "keep" and len(set(t["played"])) == 1:
            _keep(state, seat, t["played"][0])
        elif phase == "refill" and (len(state["hands"][seat]) >= data.HAND or not (
                state["display"] or state["deck"] or state["discard"])):
            if t["emperor_done"]:
                end_turn(state, ctx)
            else:
                state["phase"] = "emperor"
        elif phase == "refill" and not state["display"]:
            _draw(state, seat, {"type": "draw", "from": "deck"}, ctx)
        elif phase == "emperor" and not emperor_actions(state):
            note(state, {"type": "emperor_none"})
            emit(state, "emperor_blocked", None, "The Emperor cannot place any piece.",
                 "皇帝はコマを置けない。")
            _emperor_done(state, seat, ctx)
        else:
            return


def end_turn(state: dict, ctx: Ctx | None = None) -> None:
    """The turn is over: the game ends, or the other player's turn begins.

    Display slots left empty (a card taken while deck and discards were both
    empty) are filled first, should cards have come back to the discards."""
    ctx = ctx or Ctx()
    while len(state["display"]) < data.DISPLAY and (state["deck"] or state["discard"]):
        state["display"].append(draw_deck(state, ctx))
        turned_up(state, state["display"][-1], len(state["display"]) - 1)
    seat = state["active"]
    turns = state.get("turns")
    if state["last_round"] and seat != state["start"]:
        game_over(state, "deck")
        return
    other = 1 - seat
    new_round = other == state["start"]
    if new_round:
        state["round"] += 1
    state["active"] = other
    state["turn"] = new_turn()
    if turns is not None:
        state["turns"] = {"current": new_turn_record(state, other), "previous": turns["current"]}
    if new_round:
        n = state["round"] - 1
        emit(state, "round", None, f"Round {n} is over; round {n + 1} begins.",
             f"第{n}ラウンド終了。第{n + 1}ラウンド開始。", round=n + 1)
    state["phase"] = "play"
    if not board.anything_placeable(state):
        game_over(state, "blocked")
    elif not (state["hands"][other] or state["display"] or state["deck"] or state["discard"]):
        game_over(state, "no_cards")


def game_over(state: dict, why: str) -> None:
    state["phase"] = "over"
    state["end"] = why
    reason = {"deck": ("The deck has run out twice and the round is complete.",
                       "山札が2回尽き、そのラウンドが終わった。"),
              "blocked": ("No piece can be placed any more.", "もうコマを置ける場所がない。"),
              "no_cards": ("There are no cards left to play.", "プレイできるカードがない。")}[why]
    emit(state, "game_over", None, f"Game over: {reason[0]}", f"ゲーム終了：{reason[1]}", why=why)
    board.final_scoring(state, teller(state))
    s = state["scores"]
    w = winners(s)
    emit(state, "result", None, f"Final score {seat_tag(0)} {s[0]}, {seat_tag(1)} {s[1]}: "
        + ("a shared win." if len(w) == 2 else f"{seat_tag(w[0])} wins."),
        f"最終得点 {seat_tag(0)}{s[0]}点、{seat_tag(1)}{s[1]}点："
        + ("引き分け（勝利を分け合う）。" if len(w) == 2 else f"{seat_tag(w[0])}の勝ち。"),
         scores=list(s), winners=w)
