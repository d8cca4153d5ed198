"""The five scheme cards (策謀カード) [texts reconstructed, notes §4.5].

:func:`resolve` turns a drawn card into steps on the resolution stack (see
:mod:`.flow`); a card that needs the player's choice pushes an asking step, so
the choice becomes an action of that player like any other.
"""

from __future__ import annotations

from ...rules import seat_tag
from . import board, data


def resolve(state: dict, seat: int, card: str, push) -> None:
    """Resolve scheme ``card`` for ``seat``; ``push(steps)`` queues steps to run
    next, in the order given."""
    opp = 1 - seat
    attack = data.ATTACK[state["params"]["attack"]]
    if card == "S1":
        push([{"op": "move", "seat": seat, "n": state["params"]["summon"]}])
    elif card == "S2":
        moved = board.backward(state, opp, attack["slander"])
        # Told as the drawer's act on the target (``target``), so the
        # target's latest act at the table stays its own.
        board.log(state, "moved_back", seat, f"{seat_tag(opp)}'s consort moves back {moved}.",
                  f"{seat_tag(opp)}の貴妃が{moved}マス戻る。", {"consort": opp}, target=opp, n=moved)
    elif card == "S3":
        mine = board.eunuchs_of(state, seat, "palace")
        if not mine:
            push([{"op": "move", "seat": seat, "n": data.fallback_steps(state["params"], "S3")}])
        else:
            end = len(data.palace(state["params"])) - 1
            push([{"op": "bribe", "seat": seat,
                   "left": [e["id"] for e in mine if e["square"] < end]}])
    elif card == "S4":
        if not promote_options(state, seat):
            push([{"op": "move", "seat": seat, "n": data.fallback_steps(state["params"], "S4")}])
        else:
            push([{"op": "promote", "seat": seat}])
    elif card == "S5":
        theirs = board.eunuchs_of(state, opp, "palace")
        if not theirs:
            push([{"op": "move", "seat": seat, "n": data.fallback_steps(state["params"], "S5")}])
            return
        if attack["rumour"] == "front":
            # The one furthest along (strong first, then lowest id: the same
            # eunuch a player would pick by eye).
            theirs = [min(theirs, key=lambda e: (-e["square"], not e["strong"], e["id"]))]
        squares = sorted({e["square"] for e in theirs})
        for e in theirs:
            board.send_home(e)
        board.log(state, "sent_home", seat, f"{len(theirs)} of {seat_tag(opp)}'s palace eunuchs go home.",
                  f"{seat_tag(opp)}の殿内の太監{len(theirs)}つが手元に戻る。", {"squares": squares},
                  target=opp, count=len(theirs), squares=squares)
    else:  # pragma: no cover - the deck holds only the five cards
        raise ValueError(card)


def promote_options(state: dict, seat: int) -> list:
    """Where S4 can flip a weak eunuch of ``seat``: None (one in hand) and the
    numbers of the cards holding one; distinct places only, in order."""
    out = []
    if any(not e["strong"] for e in board.eunuchs_of(state, seat, "hand")):
        out.append(None)
    for e in sorted(board.eunuchs_of(state, seat, "card"), key=lambda e: e["card"]):
        if not e["strong"] and e["card"] not in out:
            out.append(e["card"])
    return out


def promote(state: dict, seat: int, where) -> None:
    at = "hand" if where is None else "card"
    e = next(e for e in board.eunuchs_of(state, seat, at)
             if not e["strong"] and (where is None or e["card"] == where))
    e["strong"] = True
    place = "in hand" if where is None else f"on card {where}"
    place_ja = "手元" if where is None else f"{where}番のカード上"
    board.log(state, "promoted", seat, f"{seat_tag(seat)} promotes a eunuch {place} to strong.",
              f"{seat_tag(seat)}が{place_ja}の太監を「強」にする。",
              {"cards": [] if where is None else [where]}, card=where)
