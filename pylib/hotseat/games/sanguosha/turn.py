"""The turn: its six phases, in a ``turn`` frame.

Prepare (hook ``turn_start``: 洛神, 観星), judgement (the delayed scrolls,
last placed first), draw (2 cards unless a ``draw_phase`` handler replaces
them: 突襲, 裸衣, 英姿), play (the play question; each action is
:func:`.use.begin_use`), discard down to HP (``discard_phase``: 克己), end
(``turn_end``: 閉月); then the next living seat's turn. A handler at a
phase pushes its frame or asks, and returns True; the phase goes on when
that is done.
"""

from __future__ import annotations

from .machine import HOOKS, S, ask, first, frame, log, push, take_answer
from .moves import C, discard, draw
from .table import next_alive
from .use import begin_use

PHASES = ("prepare", "judge", "draw", "play", "discard", "end")

#: What a skill keeps for one turn (:data:`TURN_STATE`) or one play phase
#: (:data:`PLAY_STATE`): state field -> the value it takes when the turn or
#: the phase begins (and at setup). Skills register theirs (裸衣: whose
#: bonus is on; 仁徳: cards given), so this module names none.
TURN_STATE: dict[str, object] = {}
PLAY_STATE: dict[str, object] = {}


def _start(state, seat) -> None:
    state["current"] = seat
    state["phase"] = "prepare"
    state["slashes"] = 0
    state["skip_play"] = False
    state.update(TURN_STATE)
    state["turn"] += 1


@frame("turn")
def h_turn(state, f) -> None:
    seat = f["seat"]
    step = f["step"]
    if not state["alive"][seat] and step != "next":
        # Ruling dead_user: the turn player died (雷電, a 決闘 lost): the rest
        # of the turn is skipped.
        f["step"] = "next"
        return
    if step == "start":
        _start(state, seat)
        f["step"] = "prepare"
        f["hook"] = 0
        step = "prepare"
    if step == "prepare":
        # Each handler of the prepare phase in turn, one frame at a time.
        while f["hook"] < len(HOOKS["turn_start"]):
            f["hook"] += 1
            if HOOKS["turn_start"][f["hook"] - 1](state, f):
                return
        f["step"] = "todo"
    elif step == "todo":
        f["todo"] = list(reversed(state["judge"][seat]))
        f["step"] = "judge"
    elif step == "judge":
        state["phase"] = "judge"
        # Ruling judge_order: the judgement area is resolved last-placed
        # first (notes §1.4, the rulebook text FreeKill carries).
        while f["todo"] and f["todo"][0] not in state["judge"][seat]:
            f["todo"].pop(0)
        if f["todo"]:
            push(state, {"k": "delayed", "seat": seat, "card": f["todo"].pop(0)})
        else:
            f["step"] = "draw"
    elif step == "draw":
        state["phase"] = "draw"
        f["step"] = "drawn"
        state["ret"] = False
        first("draw_phase", state, f)
    elif step == "drawn":
        f["step"] = "play"
        if not state["ret"]:
            draw(state, seat, 2)
    elif step in ("play", "play_ans", "play_more"):
        _play_phase(state, f)
    elif step == "discard":
        state["phase"] = "discard"
        over = len(state["hand"][seat]) - state["hp"][seat]
        if over > 0 and first("discard_phase", state, f):
            return
        if over > 0:
            f["step"] = "discard_ans"
            ask(state, seat, "discard", count=over)
        else:
            f["step"] = "end"
    elif step == "discard_ans":
        c = take_answer(state)["card"]
        discard(state, [c])
        log(state, "discarded", seat, f"{S(seat)} discards {C(c, 'en')}.", f"{S(seat)}が{C(c, 'ja')}を捨てる。",
            cards=[c])
        f["step"] = "discard"
    elif step == "end":
        state["phase"] = "end"
        f["step"] = "next"
        first("turn_end", state, f)
    elif step == "next":
        state["stack"].pop()
        nxt = next_alive(state, seat)
        push(state, {"k": "turn", "seat": nxt})
        log(state, "turn", nxt, f"{S(nxt)}'s turn.", f"{S(nxt)}のターン。")


def _play_phase(state, f) -> None:
    """The play question, again after each action, until the seat ends it."""
    seat = f["seat"]
    step = f["step"]
    if step == "play":
        state["used"] = {}
        state.update(PLAY_STATE)
        state["slash_in_play"] = False
        if state["skip_play"]:
            log(state, "skipped", seat, f"{S(seat)} skips the play phase.", f"{S(seat)}は札出し段階を飛ばす。")
            f["step"] = "discard"
            return
        state["phase"] = "play"
        f["step"] = "play_ans"
        ask(state, seat, "play")
    elif step == "play_ans":
        a = take_answer(state)
        if a["type"] == "end":
            f["step"] = "discard"
        else:
            f["step"] = "play_more"
            begin_use(state, seat, a)
    else:
        f["step"] = "play_ans"
        ask(state, seat, "play")
