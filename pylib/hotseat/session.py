"""Live matches kept in memory by id, behind a JSON-in / JSON-out API.

This is the Python half of the browser bridge (``window.hotseat`` in
web/bridge.js talks to it through the PyScript worker, web/worker.py), but it
is plain Python and is tested on CPython like the engine.

Every function returns a JSON-ready dict and never raises for bad input:

* success: ``{"ok": True, "value": ...}``; a call that changed a match adds
  ``view`` (the public view, to draw) and ``actions`` (the record's length),
  and what changed in the record, so the caller can persist without a second
  round trip and without copying the whole record on every move: ``act``
  adds ``last_action``, ``undo`` adds ``undone`` (how many actions went),
  ``new_game`` and ``load`` add the whole ``record`` (once); ``act`` and
  ``undo`` given an ``ask`` add ``step`` (:func:`step`), so a table's move
  and everything its next step needs are one round trip;
* failure: ``{"ok": False, "error": {"code", "message": {"ja", "en"}}}`` — the
  engine's :meth:`IllegalAction.to_json` shape, also used for session errors
  such as an unknown id.

:func:`call` is the single entry point the worker exposes: method name plus a
JSON array of arguments in, a JSON string out, so nothing but strings crosses
the worker boundary.

>>> import json
>>> json.loads(call("drop", '["nope"]'))["ok"]
True
>>> json.loads(call("to_act", '["nope"]'))["error"]["code"]
'unknown_match'
"""

from __future__ import annotations

import functools
import inspect
import json
import traceback
from typing import Any, Callable

from . import engine, limits
from .limits import show
from .replay import Replay
from .rules import IllegalAction

__all__ = ["call", "games", "new_game", "load", "to_act", "view", "legal", "act", "check",
           "bot_action", "bot_act", "result", "undo", "undoable", "private", "record", "history",
           "log", "describe", "drop", "ids", "seat_state", "step", "replay_open", "replay_at"]

_matches: dict[str, engine.Match] = {}
#: Finished games opened to be stepped through (:func:`replay_open`), by id;
#: the oldest is forgotten past :data:`MAX_REPLAYS` (each holds a match and
#: its checkpoints).
_replays: dict[str, Replay] = {}
MAX_REPLAYS = 3


def _ok(value: Any = None, **extra: Any) -> dict:
    return {"ok": True, "value": value, **extra}


def _error(code: str, en: str, ja: str) -> dict:
    return {"ok": False, "error": IllegalAction(code, en, ja).to_json()}


def _guarded(fn: Callable[..., dict]) -> Callable[..., dict]:
    """Turn IllegalAction (and, as a last resort, any bug) into an error dict,
    so a bad call from JS never leaves a half-applied change or a Python
    traceback in the UI."""
    signature = inspect.signature(fn)

    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> dict:
        try:
            signature.bind(*args, **kwargs)
        except TypeError as e:
            # wrong number of arguments from the caller (checked apart from
            # the call, so a TypeError inside the engine counts as a bug)
            return _error("bad_call", f"Bad call to {fn.__name__}: {e}",
                          f"{fn.__name__} の呼び出しが不正です：{e}")
        try:
            return fn(*args, **kwargs)
        except IllegalAction as e:
            return {"ok": False, "error": e.to_json()}
        except Exception as e:  # noqa: BLE001 - the boundary must not throw
            traceback.print_exc()
            return _error("internal", f"Internal error in {fn.__name__}: {e!r}",
                          f"{fn.__name__} で内部エラーが発生しました：{e!r}")
    return wrapper


def _match(mid: Any) -> engine.Match:
    m = _matches.get(mid) if isinstance(mid, str) else None
    if m is None:
        raise IllegalAction("unknown_match", f"There is no open game with id {show(mid)}.",
                            f"ID {show(mid)} のゲームは開かれていません。")
    return m


def _check_id(mid: Any) -> None:
    if not isinstance(mid, str) or not mid:
        raise IllegalAction("bad_id", "A game id must be a non-empty string.",
                            "ゲーム ID は空でない文字列にしてください。")


def _changed(m: engine.Match, **extra: Any) -> dict:
    """The reply to a call that changed a match: its public view (to draw),
    the record's length and what ``extra`` says changed (to persist). Never
    the whole record: its cost would grow with every move of a long game.
    ``summary`` is what the saved-games list shows of it (web/bridge.js keeps
    it with the save's metadata, so Home needs no engine to draw it); once
    the game is over, ``outcome``: ``winners``, ``scores`` and ``sides``
    (:meth:`hotseat.rules.Rules.sides`), for the players' record."""
    view = m.view(None)
    if m.finished:
        # for the players' own record on this device (web/records.js): who
        # won, and what each seat played as (all public once it is over)
        result = m.result()
        extra["outcome"] = {"winners": result.get("winners", []), "scores": result["scores"],
                            "sides": m.rules.sides(result)}
    return _ok(view, view=view, actions=m.moves, summary=m.summary(), **extra)


@_guarded
def games() -> dict:
    """Every installed game (see :func:`hotseat.engine.games`)."""
    return _ok(engine.games())


@_guarded
def new_game(mid: str, game: str, players: int, seed: int, options: dict | None = None) -> dict:
    """Start a new match under ``mid``. Refuses an id already in use."""
    _check_id(mid)
    if mid in _matches:
        raise IllegalAction("id_in_use", f"A game with id {show(mid)} is already open.",
                            f"ID {show(mid)} のゲームはすでに開かれています。")
    m = engine.new_game(game, players=players, seed=seed, options=options)
    _matches[mid] = m
    return _changed(m, record=m.record())


@_guarded
def load(mid: str, record: Any) -> dict:
    """Rebuild a match from ``record`` by replaying it and keep it under ``mid``
    (replacing what was there). A bad record is refused with the engine's
    ``bad_record`` error and nothing changes."""
    _check_id(mid)
    m = engine.replay(record)
    _matches[mid] = m
    return _changed(m, record=m.record())


@_guarded
def to_act(mid: str) -> dict:
    return _ok(_match(mid).to_act())


@_guarded
def view(mid: str, seat: int | None = None) -> dict:
    """What ``seat`` may see (``None``: the public view)."""
    return _ok(_match(mid).view(seat))


@_guarded
def legal(mid: str, seat: int) -> dict:
    return _ok(_match(mid).legal_actions(seat))


@_guarded
def seat_state(mid: str, seat: int) -> dict:
    """Everything one seat's own screen needs, in one call: ``view``
    (``view(seat)``), ``acting`` (whether the seat must act now), ``legal``
    (its legal actions then, else ``[]``) and ``result`` (once finished, else
    ``None``). Nothing another seat may not see: a phone holding ``seat`` at
    another device's table is sent exactly this (web/net/host.js).

    >>> _ = new_game("doc-seat", "doudizhu", 3, 7)
    >>> s = seat_state("doc-seat", 1)["value"]
    >>> sorted(s), s["view"]["seat"], s["result"]
    (['acting', 'legal', 'result', 'view'], 1, None)
    >>> s["acting"] == (1 in to_act("doc-seat")["value"]) and bool(s["legal"]) == s["acting"]
    True
    >>> _ = drop("doc-seat")
    """
    m = _match(mid)
    view = m.view(seat)
    acting = seat in m.to_act()
    return _ok({"view": view, "acting": acting, "legal": m.legal_actions(seat) if acting else [],
                "result": m.result() if m.finished else None})


@_guarded
def act(mid: str, seat: int, action: Any, ask: Any = None) -> dict:
    """Apply ``action`` for ``seat``; on success ``value`` is the new public
    view and ``events`` what the move did (the events of its step, as
    ``seat`` may see them; given an ``ask`` whose ``seats`` do not hold
    ``seat``, as everyone may). With ``ask`` (see :func:`step`) the reply
    also carries ``step``: what the table's next step needs, so a move is
    one call."""
    m = _match(mid)
    checked = _check_ask(m, ask) if ask is not None else None
    m.act(seat, action)
    return _acted(m, seat, ask, checked)


def _acted(m: engine.Match, seat: int, ask: Any, checked: dict | None) -> dict:
    """The reply of a move just made by ``seat``: its events and the step."""
    # The screen that holds the seat sees the step as that seat does (its
    # own draws); a table moving for a seat it does not hold (a bot, a
    # phone's player) sees what everyone sees — and, as the seat the next
    # step shows, what that step tells it alone (its draw at the start of
    # its turn, made by a bot's move).
    own = checked is None or seat in checked["seats"]
    events = m.step_events(seat if own else None)
    extra = _step_extra(m, ask)
    shown = extra["step"]["seat"] if "step" in extra else None
    if shown is not None and shown != seat:
        seen = {e["i"] for e in events}
        more = [e for e in m.step_events(shown) if e["i"] not in seen]
        if more:
            events = sorted(events + more, key=lambda e: e["i"])
    return _changed(m, last_action=m.last_action(), events=events, **extra)


@_guarded
def check(mid: str, seat: int, action: Any) -> dict:
    """``value``: the move ``act`` would make of ``action`` (its canonical
    form); or the refusal ``act`` would give, naming the rule. Changes
    nothing."""
    return _ok(_match(mid).check(seat, action))


@_guarded
def bot_action(mid: str, seat: int, kind: str = "bot") -> dict:
    """The bot's choice for ``seat`` (not applied)."""
    return _ok(_match(mid).bot_action(seat, kind=kind))


@_guarded
def bot_act(mid: str, seat: int, ask: Any = None) -> dict:
    """The bot's choice for ``seat``, applied: as :func:`act` with
    :func:`bot_action`'s choice, in one call. A table whose steps defer the
    bots' choices (``ask`` with ``defer_bot``) makes a bot's move with it
    after the bot's pause, so no move waits for the next bot's thinking
    before it is drawn (a Dou Dizhu bot may think for a third of a second)."""
    m = _match(mid)
    checked = _check_ask(m, ask) if ask is not None else None
    m.act(seat, m.bot_action(seat))
    return _acted(m, seat, ask, checked)


@_guarded
def hints(mid: str, seat: int) -> dict:
    """What Hint offers ``seat``: the bot's choice first, then the other legal
    actions in the game's order (Dou Dizhu: grouped by kind, best first)."""
    return _ok(_match(mid).hints(seat))


@_guarded
def result(mid: str) -> dict:
    """The final result, or ``None`` while the game is running."""
    return _ok(_match(mid).result())


@_guarded
def record(mid: str) -> dict:
    return _ok(_match(mid).record())


@_guarded
def history(mid: str) -> dict:
    """The actions so far with their log labels: ``[{seat, action, text: {ja, en}}]``."""
    m = _match(mid)
    return _ok([{"seat": seat, "action": action, "text": m.describe(action)}
                for seat, action in m.record()["actions"]])


@_guarded
def log(mid: str, seat: int | None = None, start: int = 0, count: int = engine.LOG_PAGE) -> dict:
    """A page of the game's log as ``seat`` may see it (None: the public
    log): :meth:`hotseat.engine.Match.log`. A negative ``start`` counts from
    the end (``-50``: the last fifty)."""
    return _ok(_match(mid).log(seat, start, count))


@_guarded
def describe(mid: str, action: Any) -> dict:
    """The log label ``{ja, en}`` of ``action`` in this match's game."""
    return _ok(_match(mid).describe(action))


def _undo_cut(m: engine.Match, human_seats: Any, by: Any) -> int:
    """Where an undo for ``by`` (or, with ``by`` None, for any of
    ``human_seats``) would cut the record, or IllegalAction saying why it
    cannot: nothing of theirs to take back, another human has moved since
    (a player takes back only their own moves and the bots' after them), or
    a move since then revealed what was hidden. Decided from the record's
    seats and barriers alone: nothing is replayed."""
    if not isinstance(human_seats, list) or not all(
            type(s) is int for s in human_seats):
        raise IllegalAction("bad_call", "human_seats must be a list of seat numbers.",
                            "human_seats は席番号のリストにしてください。")
    humans = set(human_seats)
    if by is not None and (type(by) is not int or by not in humans):
        raise IllegalAction("bad_call", "The seat that undoes must be one of the human seats.",
                            "取り消す席は人間の席でなければなりません。")
    cut = m.last_move_of({by} if by is not None else humans)
    if cut is None:
        raise IllegalAction("nothing_to_undo", "There is no move of yours to undo.",
                            "取り消せる自分の手がありません。")
    others = humans if m.rules.undo_over_others else set(range(m.players))
    if by is not None and (m.seats_since(cut) & others) - {by}:
        raise IllegalAction("not_your_move",
                            "Cannot undo: another player has moved since your last move.",
                            "取り消せません：あなたの最後の手の後に他のプレイヤーが指しています。")
    if not m.can_undo_to(cut):
        raise IllegalAction("no_undo", "Cannot undo: a move since then revealed hidden information.",
                            "取り消せません：その後の手で隠れていた情報が公開されました。")
    return cut


@_guarded
def undo(mid: str, human_seats: list[int], by: int | None = None, ask: Any = None) -> dict:
    """Take back the last action made by ``by`` (or, if None, by any of
    ``human_seats``), together with every (bot) action after it, so play
    returns to that human's decision.

    Refused, with nothing changed and nothing replayed, when there is no
    such action, when another human has moved since (``not_your_move``), or
    when one of the actions to take back was an undo barrier (``no_undo``:
    it revealed hidden information, and undoing it would let a player act
    on what they saw). ``value`` is the new public view; ``undone`` is how
    many actions went; with ``ask``, ``step`` as :func:`act` gives it.
    """
    m = _match(mid)
    if ask is not None:
        _check_ask(m, ask)
    cut = _undo_cut(m, human_seats, by)
    moves = m.moves
    m.undo_to(cut)
    return _changed(m, undone=moves - cut, **_step_extra(m, ask))


@_guarded
def undoable(mid: str, human_seats: list[int], by: int | None = None) -> dict:
    """``value``: None if :func:`undo` with these arguments would be done,
    else its refusal ``{code, message}``. The app offers undo only when it
    would be done."""
    m = _match(mid)
    try:
        _undo_cut(m, human_seats, by)
    except IllegalAction as e:
        return _ok(e.to_json())
    return _ok(None)


def _differs(own: dict, public: dict) -> bool:
    return any(k != "seat" and own[k] != public.get(k) for k in own)


@_guarded
def private(mid: str, seat: int) -> dict:
    """``value``: True when ``seat``'s view shows something the public view
    does not (its hand, its secret cards): the app hands the tablet over
    before showing it, and only then."""
    m = _match(mid)
    return _ok(_differs(m.view(seat), m.view(None)))


def _seat_list(value: Any, name: str, players: int) -> list[int]:
    if not isinstance(value, list) or not all(type(s) is int and 0 <= s < players for s in value):
        raise IllegalAction("bad_call", f"{name} must be a list of seat numbers.",
                            f"{name} は席番号のリストにしてください。")
    return value


def _check_ask(m: engine.Match, ask: Any) -> dict:
    """``ask`` of :func:`step` checked whole, before anything changes: a
    move is never applied only for its step to be refused."""
    if type(ask) is not dict or set(ask) - {"seats", "watch", "humans", "bots", "defer_bot"}:
        raise IllegalAction("bad_call", "ask must be {seats, watch, humans, bots, defer_bot}.",
                            "ask は {seats, watch, humans, bots, defer_bot} にしてください。")
    defer = ask.get("defer_bot", False)
    if type(defer) is not bool:
        raise IllegalAction("bad_call", "defer_bot must be true or false.",
                            "defer_bot は true か false にしてください。")
    seats = _seat_list(ask.get("seats", []), "seats", m.players)
    humans = _seat_list(ask.get("humans", []), "humans", m.players)
    bots = _seat_list(ask.get("bots", []), "bots", m.players)
    watch = ask.get("watch")
    if watch is not None and (type(watch) is not int or not 0 <= watch < m.players):
        raise IllegalAction("bad_call", "watch must be a seat number or null.",
                            "watch は席番号か null にしてください。")
    return {"seats": seats, "watch": watch, "humans": humans, "bots": bots, "defer_bot": defer}


def _step(m: engine.Match, ask: dict) -> dict:
    """The value of :func:`step` (``ask`` already checked)."""
    public = m.view(None)
    to_act = public["to_act"]
    seat = next((s for s in ask["seats"] if s in to_act), None)
    acting = seat is not None
    if not acting:
        seat = ask["watch"]
    own = m.view(seat) if seat is not None else None
    bot = None
    if not acting and not m.finished:
        bot_seat = next((s for s in to_act if s in ask["bots"]), None)
        if bot_seat is not None:
            # Deferred: the table makes the move with bot_act after the
            # bot's pause; the choice is not made (nor waited for) now.
            bot = {"seat": bot_seat, "action": None if ask["defer_bot"] else m.bot_action(bot_seat)}
    can_undo = False
    if seat is not None and seat in ask["humans"]:
        try:
            _undo_cut(m, ask["humans"], seat)
            can_undo = True
        except IllegalAction:
            pass
    return {"view": public, "to_act": to_act, "seat": seat, "acting": acting,
            "seat_view": own, "private": own is not None and _differs(own, public),
            "legal": m.legal_actions(seat) if acting else [],
            "bot": bot, "can_undo": can_undo, "result": m.result() if m.finished else None}


def _step_extra(m: engine.Match, ask: dict | None) -> dict:
    """``step`` for the reply of a call that has already changed the match:
    a failure here must not turn that reply into an error (the caller would
    not persist a change the engine made), so the step is left out and the
    caller asks :func:`step` for it, which then reports the error."""
    if ask is None:
        return {}
    try:
        return {"step": _step(m, _check_ask(m, ask))}
    except Exception:  # noqa: BLE001 - reported by the step call that follows
        traceback.print_exc()
        return {}


@_guarded
def step(mid: str, ask: Any) -> dict:
    """Everything one step of a table needs, in one call. ``ask``:
    ``seats`` (the seats whose players use the asking screen, in order),
    ``watch`` (the seat shown while none of them must act, or None: the
    public view), ``humans`` (every human seat, for undo) and ``bots``.

    ``value``: ``view`` (public) and ``to_act``; ``seat``, the first of
    ``seats`` that must act (``acting`` True), else ``watch``; its
    ``seat_view`` (None for no seat), whether that shows what the public
    view does not (``private``: hand the tablet over first), its ``legal``
    actions while acting; ``bot``: ``{seat, action}``, the choice of a bot
    that must act while none of ``seats`` does (not applied; ``action`` None
    when ``ask`` has ``defer_bot``: see :func:`bot_act`); ``can_undo``:
    whether :func:`undo` by ``seat`` would be done; ``result`` once
    finished. A phone asks with ``seats`` and ``watch`` its own seat
    (web/net/host.js). Cost does not grow with the record: nothing of it is
    copied.

    >>> _ = new_game("doc-step", "doudizhu", 3, 7)
    >>> s = step("doc-step", {"seats": [0, 1, 2], "humans": [0, 1, 2]})["value"]
    >>> s["acting"], s["seat"] == s["to_act"][0], s["private"], s["bot"], s["can_undo"]
    (True, True, True, None, False)
    >>> s = step("doc-step", {"seats": [], "watch": None, "bots": [0, 1, 2]})["value"]
    >>> s["seat"], s["seat_view"], s["bot"]["seat"] == s["to_act"][0], s["legal"]
    (None, None, True, [])
    >>> _ = drop("doc-step")
    """
    m = _match(mid)
    return _ok(_step(m, _check_ask(m, ask)))


@_guarded
def replay_open(rid: str, record: Any) -> dict:
    """Open the finished game ``record`` to step through under ``rid``
    (replacing a replay open under it; a match of that id is another
    thing). Refused, changing nothing: a bad record (``bad_record``), a game
    not over (``in_progress``: it would show the cards still in play).

    ``value``: ``game``, ``players``, ``options``, ``moves`` (the record's
    length), ``chapters`` (``[{move, text}]``: where each hand, deal, round
    or turn begins, :attr:`hotseat.rules.Rules.chapter`), ``result`` and
    ``summary``.

    >>> m = engine.new_game("doudizhu", 3, 7, {"hands": 1})
    >>> while not m.finished:
    ...     m.act(m.to_act()[0], m.bot_action(m.to_act()[0]))
    >>> v = replay_open("doc-r", m.record())["value"]
    >>> v["moves"] == m.moves, v["chapters"][0]["text"]["en"]
    (True, 'Hand 1')
    >>> replay_open("doc-r", {**m.record(), "actions": []})["error"]["code"]
    'in_progress'
    >>> _ = drop("doc-r")
    """
    _check_id(rid)
    r = Replay(record)
    _replays.pop(rid, None)
    while len(_replays) >= MAX_REPLAYS:
        _replays.pop(next(iter(_replays)))
    _replays[rid] = r
    end = r.at(r.moves)
    return _ok({"game": end.game, "players": end.players, "options": dict(end.options),
                "moves": r.moves, "chapters": r.chapters, "result": end.result(),
                "summary": end.summary()})


@_guarded
def replay_at(rid: str, move: int, seats: Any = None) -> dict:
    """The game of replay ``rid`` as it stood after ``move`` moves: ``value``
    has ``move``, ``view`` (public), ``views`` (``view(seat)`` for each of
    ``seats``, in order: the game is over, every seat may be shown),
    ``to_act``, ``last_action`` (``[seat, action]`` that led here, or None)
    and ``events`` (what that action did: every event of its step, each
    seat's own among them). Costs the same anywhere in the game (a
    checkpoint every few moves, :mod:`hotseat.replay`).

    >>> m = engine.new_game("doudizhu", 3, 7, {"hands": 1})
    >>> while not m.finished:
    ...     m.act(m.to_act()[0], m.bot_action(m.to_act()[0]))
    >>> _ = replay_open("doc-r", m.record())
    >>> v = replay_at("doc-r", 1, [0, 2])["value"]
    >>> v["last_action"] == m.record()["actions"][0], [w["seat"] for w in v["views"]]
    (True, [0, 2])
    >>> replay_at("doc-r", m.moves + 1)["error"]["code"]
    'bad_call'
    >>> _ = drop("doc-r")
    """
    r = _replays.get(rid) if isinstance(rid, str) else None
    if r is None:
        raise IllegalAction("unknown_replay", f"There is no replay open with id {show(rid)}.",
                            f"ID {show(rid)} の再生は開かれていません。")
    m = r.at(move)
    seats = _seat_list([] if seats is None else seats, "seats", m.players)
    events = []
    if move:
        lo = m._ends[move - 2] if move > 1 else m._setup_end
        events = [m._serve(i) for i in range(lo, m._ends[move - 1])]
    return _ok({"move": move, "view": m.view(None), "views": [m.view(s) for s in seats],
                "to_act": m.to_act(), "last_action": m.last_action(), "events": events})


@_guarded
def drop(mid: str) -> dict:
    """Forget a match, or a replay, of that id (no error if none was open)."""
    if isinstance(mid, str):
        _matches.pop(mid, None)
        _replays.pop(mid, None)
    return _ok(None)


@_guarded
def ids() -> dict:
    """The ids of the matches open in memory."""
    return _ok(sorted(_matches))


_API: dict[str, Callable[..., dict]] = {
    f.__name__: f for f in (games, new_game, load, to_act, view, legal, seat_state, step, act, check,
                            bot_action, bot_act, hints, result, undo, undoable, private, record, history,
                            log, describe, drop, ids, replay_open, replay_at)
}


def call(method: str, args_json: str) -> str:
    """Run ``method(*json.loads(args_json))`` and return its reply as JSON.

    Never raises: the method must be a known name, and the arguments a JSON
    array within :mod:`hotseat.limits` (size, depth, 64-bit numbers, no NaN),
    or the reply is a refusal saying which bound was broken.
    """
    fn = _API.get(method) if type(method) is str else None
    if fn is None:
        reply = _error("bad_call", f"Unknown method {show(method)}.",
                       f"不明なメソッド {show(method)} です。")
    else:
        try:
            args = limits.decode(args_json)
        except IllegalAction as e:
            reply = {"ok": False, "error": e.to_json()}
        else:
            if type(args) is not list:
                reply = _error("bad_call", "Arguments must be a JSON array.",
                               "引数は JSON 配列にしてください。")
            else:
                reply = fn(*args)
    return json.dumps(reply, ensure_ascii=False, separators=(",", ":"))
