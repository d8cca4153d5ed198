"""The resolution machine: frames, questions, timing hooks and the run loop.
It knows no card and no skill; every module above it registers here.

A card's resolution can stop many times to ask someone something (閃 to a
殺, 明察秋毫 to a scroll, 桃 to a dying player), and the answers nest: a
明察秋毫 answers a 明察秋毫, a dying player is asked about inside a damage
inside a 決闘 inside a turn. The state keeps that as ``state["stack"]``, a
list of plain dicts ("frames"), each with a kind ``k`` and a ``step``; the
top frame runs until it either pushes a child, returns (pops itself and
leaves a value in ``state["ret"]``), or asks a question
(``state["ask"] = {"seat", "kind", ...}``) and stops. :func:`run` drives
the stack until someone must answer; :func:`answer` hands an answer to the
frame that asked. Because the stack is plain data, a game stops and resumes
anywhere.

Three registries are how the rest of the game plugs in:

- :data:`FRAMES`: a frame kind and the function that runs it
  (``@frame("duel")``);
- :data:`STEPS`: one step of another module's frame, for a skill that adds
  a moment to it (``@step("use", "liuli")``: 流離's answer inside a card's
  use); the frame's own handler runs every step not registered here;
- :data:`HOOKS`: the timing points (:data:`POINTS`) where cards and skills
  register handlers (``@on("after_damage")``); the frame that reaches a
  point calls its handlers in registration order;
- :data:`QUESTIONS`: a question kind a card or skill asks, and the function
  that lists its legal answers (``@question("tuxi")``).

To add a card or a skill, write a module that registers its frames, steps,
hooks and questions, and import it where the game is assembled
(:mod:`.rules`); nothing here changes.
"""

from __future__ import annotations

from typing import Callable

PASS = {"type": "pass"}
AUTO_PASS = {"type": "pass", "auto": True}  # the engine's pass for a seat with no answer

#: Frame kind -> the function that runs one step of it: ``handler(state, frame)``.
FRAMES: dict[str, Callable] = {}
#: (frame kind, step) -> the function that runs that step instead of the frame's own.
STEPS: dict[tuple[str, str], Callable] = {}
#: Question kind -> ``lister(state, seat, question)``, its legal answers.
QUESTIONS: dict[str, Callable] = {}

#: The timing points: where a frame calls the handlers cards and skills
#: register (:func:`on`), with what a handler is given and returns. "Acts"
#: means it pushed a frame, asked a question or returned the frame, and
#: returns True: :func:`first` then stops.
POINTS = {
    # the machine
    "triggers": "(state) -> acts: push the next trigger queued in state['triggers']",
    "auto_pass": "(state, q) -> bool: answer the question q 'pass' for its seat",
    "standing": "(state, seat, action): keep an answer that stands for later questions",
    # a card leaving (:func:`.table.remove`); each handler is called, and may
    # queue a trigger in state['triggers']
    "hand_emptied": "(state, seat): the last card left seat's hand",
    "equip_lost": "(state, seat): a card left seat's equipment area (replaced too)",
    # the turn (:mod:`.turn`); each gets (state, turn_frame) -> acts
    "turn_start": "the prepare phase: each handler in turn",
    "draw_phase": "replaces the 2 cards drawn by leaving True in state['ret']",
    "discard_phase": "before discarding down to HP",
    "turn_end": "the end phase",
    # using a card (:mod:`.use`)
    "play_skill": "(state, seat, action) -> acts: a play-phase skill action",
    "card_used": "(state, seat, name, skill): a card ``name`` was used",
    "slash_targeted": "(state, use_frame, target) -> acts: a target may move the 殺",
    "slash_specified": "(state, use_frame, target) -> acts: the user acts on a target",
    # one 殺 on one target, 閃 and 殺 answers (:mod:`.cards.basic`)
    "slash_aimed": "(state, slash_frame) -> acts: the target is chosen",
    "armor_ignored": "(state, user) -> bool: the target's armour does nothing",
    "slash_blocked": "(state, slash_frame) -> bool: the 殺 has no effect",
    "slash_dodged": "(state, slash_frame) -> acts: the 殺 was dodged",
    "armor_dodge": "(state, seat) -> bool: an armour may answer for a 閃",
    "armor_answer": "(state, respond_frame) -> acts: the armour is tried",
    "two_answers": "(state, seat) -> bool: it takes two 閃 / 殺 to answer seat",
    # judgement (:mod:`.judgement`)
    "judgement_done": "(state, judge_frame) -> acts: the card took effect",
    # damage and dying (:mod:`.damage`)
    "causing_damage": "(state, damage_frame) -> acts: before the HP goes down",
    "damage_amount": "(state, damage_frame): may change damage_frame['n'] (and log it)",
    "after_damage": "(state, damage_frame) -> acts: the one hurt may act",
    "peach_heal": "(state, saver, dying) -> (extra HP, en, ja, skill) or None: a 桃 heals more",
}
HOOKS: dict[str, list[Callable]] = {point: [] for point in POINTS}


def frame(kind: str):
    """Register the function that runs frames of ``kind``."""
    def register(fn):
        FRAMES[kind] = fn
        return fn
    return register


def step(kind: str, name: str):
    """Register the function that runs step ``name`` of frames of ``kind``."""
    def register(fn):
        STEPS[(kind, name)] = fn
        return fn
    return register


def on(point: str):
    """Register a handler at the timing point ``point`` (one of :data:`POINTS`)."""
    if point not in POINTS:
        raise KeyError(point)

    def register(fn):
        HOOKS[point].append(fn)
        return fn
    return register


def question(kind: str):
    """Register the function that lists the legal answers to ``kind``."""
    def register(fn):
        QUESTIONS[kind] = fn
        return fn
    return register


def every(point: str, *args) -> None:
    """Call each of ``point``'s handlers in order."""
    for handler in HOOKS[point]:
        handler(*args)


def first(point: str, *args) -> bool:
    """Call ``point``'s handlers in order until one says it acted."""
    for handler in HOOKS[point]:
        if handler(*args):
            return True
    return False


# --- the log -------------------------------------------------------------------
# What happened is told as events (kind, seat, fields, both texts), kept by
# the engine, not the state: the vocabulary and the one function are in
# :mod:`.eventlog`, re-exported here for the modules that import the machine.
from .eventlog import log  # noqa: E402,F401


def S(seat) -> str:
    return "{seat:%d}" % seat


# --- frames ---------------------------------------------------------------------
def push(state, frame: dict) -> None:
    frame.setdefault("step", "start")
    state["stack"].append(frame)


def ret(state, value=None) -> None:
    state["stack"].pop()
    state["ret"] = value


def ask(state, seat: int, kind: str, **context) -> None:
    """Put a question to ``seat``. Everything in it is public (who is asked
    what is seen at a real table) except ``private``, which only ``seat``'s
    view carries."""
    state["ask"] = {"seat": seat, "kind": kind, **context}


def take_answer(state) -> dict:
    a = state["answer"]
    state["answer"] = None
    return a


def run(state) -> None:
    """Run frames until a seat must answer or the game is over. A question
    that a handler at ``auto_pass`` answers for its seat (the option
    ``auto_pass``, a standing answer) is answered "pass" here; the option
    and the standing answers are in the record, so a replay passes the
    same seats."""
    frames, steps = FRAMES, STEPS
    while state["over"] is None:
        if state["triggers"] and state["answer"] is None and first("triggers", state):
            continue
        q = state["ask"]
        if q is not None:
            if first("auto_pass", state, q):
                state["ask"] = None
                state["answer"] = AUTO_PASS
            else:
                return
        f = state["stack"][-1]
        (steps.get((f["k"], f["step"])) or frames[f["k"]])(state, f)


def answer(state, seat: int, action: dict) -> None:
    """Give the canonical legal ``action`` of ``seat`` to the frame that asked."""
    if "standing" in action:
        every("standing", state, seat, action)
        action = PASS
    state["ask"] = None
    state["answer"] = action
    run(state)


def end_game(state, side: str) -> None:
    state["over"] = side
    state["ask"] = None
    state["stack"].clear()
