"""The one protocol every Hotseat game speaks.

>>> from hotseat import engine
>>> m = engine.new_game("doudizhu", players=3, seed=7, options={})
>>> seat = m.to_act()[0]
>>> m.act(seat, m.legal_actions(seat)[0])
>>> engine.replay(m.record()).view(None) == m.view(None)
True

A match is its record: game id, seed, options and the list of ``[seat,
action]`` pairs. Saving, exporting, undo and replay all rebuild a match from a
record, so nothing but the record ever needs to be stored. Every call that
changes a match checks its input first and raises :class:`IllegalAction`
(a ``ValueError``) before touching anything.
"""

from __future__ import annotations

import importlib
import marshal
import pkgutil
from array import array
from bisect import bisect_left, bisect_right
from typing import Any, Callable

from . import games as _games_pkg
from . import limits
from .limits import check_plain, show
from .rng import Rng, derive
from .rules import Action, IllegalAction, Rules

__all__ = ["games", "new_game", "replay", "Match", "IllegalAction", "ENGINE_VERSION"]

#: Events a view carries: the most recent ones its seat may see, the same
#: number in every game, so a view stays the same size however long the game
#: (the whole log is read in pages, :meth:`Match.log`).
VIEW_EVENTS = 12

#: Most events one page of the log holds.
LOG_PAGE = 200

#: Version of the record format and of the rules behind it. A record made by
#: another version is refused with a clear message rather than replayed into a
#: different game.
ENGINE_VERSION = 1

class _Listed:
    """A game as the list shows it, from its package's ``listing`` module.

    Its rules are imported on the game's first use, not when the engine
    starts: importing all five games' rules, bots and tables took most of the
    engine's start-up in the browser (docs/platform.md, "Boot time")."""

    def __init__(self, package: str) -> None:
        listing = importlib.import_module(f"{package}.listing")
        self.package = package
        self.id: str = listing.ID
        self.name: dict[str, str] = listing.NAME
        self.min_players: int = listing.MIN_PLAYERS
        self.max_players: int = listing.MAX_PLAYERS
        self.options: list[dict] = listing.OPTIONS
        self._rules_class: str = listing.RULES
        self._rules: Rules | None = None

    def rules(self) -> Rules:
        if self._rules is None:
            module = importlib.import_module(f"{self.package}.rules")
            self._rules = getattr(module, self._rules_class)()
        return self._rules


#: Game id -> the game as listed, or a :class:`Rules` registered as is (tests).
_REGISTRY: dict[str, _Listed | Rules] | None = None


def _registry() -> dict[str, _Listed | Rules]:
    global _REGISTRY
    if _REGISTRY is None:
        found = {}
        for info in sorted(pkgutil.iter_modules(_games_pkg.__path__), key=lambda i: i.name):
            if info.ispkg:
                listed = _Listed(f"{_games_pkg.__name__}.{info.name}")
                found[listed.id] = listed
        _REGISTRY = found
    return _REGISTRY


def _rules(game: str) -> Rules:
    if not isinstance(game, str) or game not in _registry():
        raise IllegalAction("unknown_game", f"There is no game called {show(game)}.",
                            f"{show(game)} というゲームはありません。")
    entry = _registry()[game]
    return entry.rules() if isinstance(entry, _Listed) else entry


def games() -> list[dict]:
    """Every game with its seat range and options, as JSON-ready dicts. Reads
    only the games' listings: no game's rules are imported for it.

    Each option carries ``by_players``: for each player count, its
    ``default`` and, for a choice, the ``choices`` (ids) valid then, decided
    here alone (the new-game screen shows them; :func:`normalize_options`
    checks by them).

    >>> ddz = next(g for g in games() if g["id"] == "doudizhu")
    >>> hands = next(o for o in ddz["options"] if o["id"] == "hands")
    >>> hands["by_players"]["3"], hands["by_players"]["4"]
    ({'default': 6}, {'default': 4})
    """
    return [
        {"id": r.id, "name": dict(r.name), "min_players": r.min_players,
         "max_players": r.max_players,
         "options": [{**_clone(o), "by_players": {
             str(n): _option_for(o, n) for n in range(r.min_players, r.max_players + 1)}}
             for o in r.options]}
        for r in _registry().values()
    ]


def _option_for(opt: dict, players: int) -> dict:
    """``{"default"}`` of option ``opt`` for ``players`` (a default may be
    keyed by player count), and for a choice the ``choices`` ids offered
    then (a choice may name the counts it is for)."""
    d = opt["default"]
    if isinstance(d, dict):
        d = d.get(str(players), d.get("*"))
    out = {"default": d}
    if opt["type"] == "choice":
        # A loop, not a comprehension: that would make ``players`` a closure
        # cell on every call (three a new game).
        out["choices"] = ids = []
        for c in opt["choices"]:
            if players in c.get("players", [players]):
                ids.append(c["id"])
    return out


def normalize_options(rules: Rules, players: int, options: dict | None) -> dict:
    """Fill defaults and check every option's type and range."""
    if options is None:
        options = {}
    if type(options) is not dict:
        raise IllegalAction("bad_options", "Options must be an object.",
                            "オプションはオブジェクトで指定してください。")
    check_plain(options, "Options")
    known = {o["id"]: o for o in rules.options}
    for key in options:
        if key not in known:
            raise IllegalAction("bad_options", f"Unknown option {show(key)}.",
                                f"不明なオプション {show(key)} です。")
    out = {}
    for oid, opt in known.items():
        allowed = _option_for(opt, players)
        value = options.get(oid, allowed["default"])
        kind = opt["type"]
        ok = (
            (kind == "bool" and isinstance(value, bool))
            or (kind == "int" and isinstance(value, int) and not isinstance(value, bool)
                and opt.get("min", value) <= value <= opt.get("max", value))
            or (kind == "choice" and value in allowed["choices"])
        )
        if not ok:
            raise IllegalAction("bad_options", f"Option {oid!r} cannot be {show(value)}.",
                                f"オプション {oid!r} に {show(value)} は指定できません。")
        out[oid] = value
    return out


class Match:
    """A game in progress: rules + state + the record that produced it."""

    def __init__(self, game: str, players: int, seed: int, options: dict | None = None) -> None:
        rules = _rules(game)
        if not isinstance(players, int) or isinstance(players, bool) or not (
                rules.min_players <= players <= rules.max_players):
            raise IllegalAction(
                "bad_players",
                f"{rules.name['en']} is for {rules.min_players}–{rules.max_players} players.",
                f"{rules.name['ja']}は{rules.min_players}〜{rules.max_players}人用です。")
        if not isinstance(seed, int) or isinstance(seed, bool) or not (0 <= seed < 2**63):
            raise IllegalAction("bad_seed", "The seed must be a whole number from 0 to 2^63−1.",
                                "シードは 0 以上 2^63−1 以下の整数にしてください。")
        self.rules = rules
        self.game = game
        self.players = players
        self.seed = seed
        self.options = normalize_options(rules, players, options)
        self.state = rules.setup(players, seed, self.options)
        self._actions: list[list] = []
        self._barriers: list[bool] = []
        # What happened, as the game told it (rules.emit): every event in
        # order. The events are the match's, not the state's: a state never
        # grows with its past.
        self._events: list[dict] = []
        # The indices of the public events, and of each seat's own (those
        # ``to`` it): a seat sees the two merged, so a page or the recent
        # events of a seat are found by bisection, and a public event costs
        # one entry however many seats there are.
        self._public = array("l")
        self._own = [array("l") for _ in range(players)]
        # Event count at the end of each action's step, and each seat's
        # last action (-1: none yet): the seats' latest acts in a view.
        self._ends = array("l")
        self._last_of = [-1] * players
        self._take()
        self._setup_end = len(self._events)
        # ``(seat, recogniser)`` for what legal_actions last listed; dropped on
        # every change of state, so it never answers for a stale position.
        self._listed: tuple | None = None

    # --- the protocol ---------------------------------------------------------
    def to_act(self) -> list[int]:
        """Seats that may act now; ``[]`` once the game is over."""
        return list(self.rules.to_act(self.state))  # [] once over: the Rules contract

    def legal_actions(self, seat: int) -> list[Action]:
        """Every distinct legal action of ``seat`` now (``[]`` if it may not act)."""
        # Rules.to_act is [] once the game is over, so one membership test
        # covers both; only an int may pass it (``True in [1]`` holds).
        if type(seat) is not int or seat not in self.rules.to_act(self.state):
            self._check_seat(seat)
            return []
        # Rules build a fresh list on every call, so callers may keep or
        # change it without reaching the match (or the recogniser).
        legal, recognise = self.rules.listing(self.state, seat)
        self._listed = None if recognise is None else (seat, recognise)
        return legal

    def act(self, seat: int, action: Any) -> None:
        """Apply ``action`` for ``seat``, or raise IllegalAction and change nothing."""
        listed = self._listed
        if listed is not None and listed[0] == seat and type(seat) is int:
            # _resolve's first case, spelled out for the usual call (an
            # action just listed): a play costs a few calls fewer. Anything
            # the recogniser does not answer for, or a full record, goes
            # the whole way below, which asks it again and refuses alike.
            canonical = listed[1](action)
            if canonical is not None and len(self._actions) < limits.MAX_ACTIONS:
                self._listed = None
                barrier = self.rules.apply(self.state, seat, canonical)
                self._actions.append([seat, canonical])
                self._barriers.append(bool(barrier))
                self._last_of[seat] = len(self._ends)
                if self.state.get("events"):
                    self._take()
                self._ends.append(len(self._events))
                return
        self._apply(seat, self._resolve(seat, action))

    def _resolve(self, seat: int, action: Any) -> Action:
        listed = self._listed
        # A listing is kept only for the seat it was made for, made only if
        # that seat could act, and dropped on every change of state: while
        # it stands, that seat may act, with no need to ask the rules again.
        if listed is not None and listed[0] == seat and type(seat) is int:
            # A recogniser answers only for an action that is exactly, type
            # for type, one the rules just listed (the Rules.listing
            # contract): such an action is plain, bounded and shaped like its
            # canonical form, so the generic checks below could only pass.
            # They run for anything else. Asking first is safe on any input:
            # a recogniser reads it without recursing (the same contract).
            canonical = listed[1](action)
        elif type(seat) is not int or seat not in self.rules.to_act(self.state):
            self._check_seat(seat)
            if self.rules.finished(self.state):
                raise IllegalAction("game_over", "The game is over.", "ゲームは終了しています。")
            raise IllegalAction("not_your_turn", f"Seat {seat} may not act now.",
                                f"席 {seat} は今は行動できません。")
        else:
            canonical = None
        if canonical is None:
            _check_action(action)
        if len(self._actions) >= limits.MAX_ACTIONS:
            raise IllegalAction(
                "record_full",
                f"This game has reached the longest record kept ({limits.MAX_ACTIONS:,} moves).",
                f"このゲームは記録できる手数の上限（{limits.MAX_ACTIONS:,} 手）に達しました。")
        if canonical is not None:
            return canonical
        canonical = self.rules.resolve(self.state, seat, action)
        if not _same_shape(action, canonical):
            # resolve matched it by value (True == 1 in Python), but the
            # protocol's types are exact: an int is not a bool, a field the
            # action does not have is not ignored.
            raise IllegalAction("malformed", "The action's fields or their types are not the "
                                "ones this move takes.",
                                "行動の項目または値の型がこの手のものと違います。")
        return canonical

    def check(self, seat: int, action: Any) -> Action:
        """The canonical action :meth:`act` would apply, or the IllegalAction
        it would raise; changes nothing. The table uses it to say why a
        selection is not a legal move now."""
        return _clone(self._resolve(seat, action))

    def _apply(self, seat: int, canonical: Action) -> None:
        self._listed = None
        barrier = self.rules.apply(self.state, seat, canonical)
        self._actions.append([seat, canonical])
        self._barriers.append(bool(barrier))
        self._last_of[seat] = len(self._ends)
        if self.state.get("events"):
            self._take()
        self._ends.append(len(self._events))

    # --- what happened ----------------------------------------------------------
    def _take(self) -> None:
        """Move the events the last step emitted from the state into the match."""
        sink = self.state.get("events")
        if not sink:
            return
        self.state["events"] = []
        public, own = self._public, self._own
        i = len(self._events)
        for ev in sink:
            to = ev.get("to")
            if to is None:
                public.append(i)
            else:
                for s in to:
                    own[s].append(i)
            i += 1
        self._events.extend(sink)

    def _serve(self, i: int) -> dict:
        """Event ``i`` as handed out: a copy, stamped with its index ``"i"``
        and ``"move"`` (the record's length once its step was made: 0 for
        the set-up), with its text made if the game left that for later."""
        ev = _clone(self._events[i])
        ev["i"] = i
        ev["move"] = 0 if i < self._setup_end else bisect_right(self._ends, i) + 1
        if "text" not in ev:
            ev["text"] = self.rules.event_text(ev)
        return ev

    def _visible(self, seat: int | None, start: int, count: int) -> list[int]:
        """Indices of the events numbered ``start`` to ``start + count - 1``
        of those ``seat`` may see (``0 <= start <= total``)."""
        public = self._public
        if seat is None:
            return list(public[start:start + count])
        own = self._own[seat]
        # The first global index g with `start` visible events before it:
        # each index is public, this seat's own or neither, so the count
        # before g grows by at most one a step and meets `start` exactly.
        lo, hi = 0, len(self._events)
        while lo < hi:
            mid = (lo + hi) // 2
            if bisect_left(public, mid) + bisect_left(own, mid) < start:
                lo = mid + 1
            else:
                hi = mid
        p, o = bisect_left(public, lo), bisect_left(own, lo)
        out = []
        while len(out) < count and (p < len(public) or o < len(own)):
            if o == len(own) or (p < len(public) and public[p] < own[o]):
                out.append(public[p])
                p += 1
            else:
                out.append(own[o])
                o += 1
        return out

    def _total(self, seat: int | None) -> int:
        return len(self._public) + (0 if seat is None else len(self._own[seat]))

    def step_events(self, seat: int | None, move: int | None = None) -> list[dict]:
        """The events of the step that made action ``move`` (the index in
        the record; None: the last one), as ``seat`` may see them (None:
        the public's). ``[]`` before the first action."""
        if seat is not None:
            self._check_seat(seat)
        n = len(self._actions)
        if move is None:
            move = n - 1
        if type(move) is not int or not -1 <= move < n:
            raise IllegalAction("bad_call", f"There is no move {show(move)}.",
                                f"{show(move)} 手目はありません。")
        if move < 0:
            return []
        lo = self._ends[move - 1] if move else self._setup_end
        hi = self._ends[move]
        if lo == hi:
            return []
        out = []
        for i in range(lo, hi):
            to = self._events[i].get("to")
            if to is None or (seat is not None and seat in to):
                out.append(self._serve(i))
        return out

    def log(self, seat: int | None = None, start: int = 0, count: int = LOG_PAGE) -> dict:
        """A page of the log as ``seat`` may see it (None: the public's):
        ``{"events": [...], "start", "total"}``, the events numbered
        ``start`` to ``start + count - 1`` of those ``seat`` may see, oldest
        first (a negative ``start`` counts from the end, as in Python: ``-50``
        is the last fifty). ``total`` is how many there are in all."""
        if seat is not None:
            self._check_seat(seat)
        for name, x in (("start", start), ("count", count)):
            if type(x) is not int:
                raise IllegalAction("bad_call", f"\"{name}\" must be a whole number.",
                                    f"\"{name}\" は整数でなければなりません。")
        if not 0 <= count <= LOG_PAGE:
            raise IllegalAction("bad_call", f"A page of the log holds 0 to {LOG_PAGE} events.",
                                f"ログの1ページは 0〜{LOG_PAGE} 件です。")
        total = self._total(seat)
        if start < 0:
            start = max(0, total + start)
        start = min(start, total)
        return {"events": [self._serve(i) for i in self._visible(seat, start, count)],
                "start": start, "total": total}

    def _view_events(self, seat: int | None) -> dict:
        """The events block of a view: ``recent`` (the last
        :data:`VIEW_EVENTS` events ``seat`` may see), ``latest`` (for each
        seat, the first event of its last action's step that names it as
        the one who did it and that ``seat`` may see, or None: what stays
        shown at that seat until it acts again) and ``count`` (how many
        events ``seat`` may see in all: the log's length)."""
        latest = []
        events = self._events
        ends = self._ends
        for p, k in enumerate(self._last_of):
            found = None
            if k >= 0:
                for i in range(ends[k - 1] if k else self._setup_end, ends[k]):
                    ev = events[i]
                    to = ev.get("to")
                    if ev["seat"] == p and (to is None or (seat is not None and seat in to)):
                        found = self._serve(i)
                        break
            latest.append(found)
        tail = self._public[-VIEW_EVENTS:].tolist()
        if seat is not None:
            tail = sorted(tail + self._own[seat][-VIEW_EVENTS:].tolist())[-VIEW_EVENTS:]
        return {"recent": [self._serve(i) for i in tail], "latest": latest,
                "count": self._total(seat)}

    def view(self, seat: int | None = None) -> dict:
        """What ``seat`` may see (``None``: what every player may see)."""
        if seat is not None:
            self._check_seat(seat)
        v = _clone(self.rules.view(self.state, seat))
        v.update({"game": self.game, "players": self.players, "seat": seat,
                  "to_act": self.to_act(), "finished": self.finished,
                  "actions": len(self._actions), "events": self._view_events(seat)})
        return v

    @property
    def finished(self) -> bool:
        return self.rules.finished(self.state)

    def result(self) -> dict | None:
        """``{"scores": [...], ...}`` once finished; ``None`` before."""
        return _clone(self.rules.result(self.state)) if self.finished else None

    def summary(self) -> dict | None:
        """The game's public summary for the saved-games list (see
        :meth:`hotseat.rules.Rules.summary`), or None."""
        return _clone(self.rules.summary(self.state))

    def record(self) -> dict:
        """The whole game as JSON: enough to rebuild it exactly."""
        return {"game": self.game, "engine_version": ENGINE_VERSION, "players": self.players,
                "seed": self.seed, "options": dict(self.options),
                "actions": _clone(self._actions)}

    # --- undo and bots --------------------------------------------------------
    @property
    def moves(self) -> int:
        """How many actions the record holds."""
        return len(self._actions)

    def can_undo(self) -> bool:
        """True if the last action can be taken back (it revealed nothing hidden)."""
        return bool(self._actions) and not self._barriers[-1]

    def undo(self) -> None:
        """Take back the last action by replaying all the others."""
        if not self.can_undo():
            raise IllegalAction("no_undo", "Nothing can be undone: the last action revealed "
                                "hidden information or there is none.",
                                "取り消せません（直前の行動で隠れた情報が公開されたか、行動がありません）。")
        self.undo_to(len(self._actions) - 1)

    def last_move_of(self, seats: set) -> int | None:
        """Index in the record of the last action by one of ``seats``, or None."""
        for i in range(len(self._actions) - 1, -1, -1):
            if self._actions[i][0] in seats:
                return i
        return None

    def seats_since(self, n: int) -> set[int]:
        """The seats that made the actions from the ``n``-th on."""
        return {seat for seat, _ in self._actions[n:]}

    def can_undo_to(self, n: int) -> bool:
        """True if the actions from the ``n``-th on revealed nothing hidden."""
        return not any(self._barriers[n:])

    def undo_to(self, n: int) -> None:
        """Take back every action from the ``n``-th on, by replaying the first
        ``n``. Refused before anything is replayed if one of them was an undo
        barrier (it revealed what was hidden: taking it back would let a
        player act again on what they saw)."""
        if type(n) is not int or not 0 <= n <= len(self._actions):
            raise IllegalAction("bad_call", f"There is no move {show(n)} to go back to.",
                                f"{show(n)} 手目には戻れません。")
        if not self.can_undo_to(n):
            raise IllegalAction(
                "no_undo",
                "Cannot undo: a move since then revealed hidden information.",
                "取り消せません：その後の手で隠れていた情報が公開されました。")
        rebuilt = replay({**self.record(), "actions": self._actions[:n]})
        self.__dict__.update(rebuilt.__dict__)

    # --- replay ---------------------------------------------------------------
    def mark(self) -> tuple:
        """A checkpoint: what :meth:`restore` needs to rebuild this match as
        it stands now, from a later point of the same game (a replay keeps
        one every few moves, :mod:`hotseat.replay`). The state as bytes (a
        plain-JSON state is a few kilobytes, and marshal reads it back
        faster than any copy), and the length of each list that only grows."""
        return (marshal.dumps(self.state), len(self._actions), len(self._events),
                len(self._public), tuple(len(a) for a in self._own), tuple(self._last_of))

    def restore(self, mark: tuple) -> "Match":
        """A new match: this one as it stood when ``mark`` was taken (by
        :meth:`mark`, on this match or one whose record this one extends).
        It shares with this one only what nothing changes: the events and
        the actions the record holds (a served event or action is a copy)."""
        state, moves, events, public, own, last_of = mark
        m = object.__new__(Match)
        m.rules, m.game, m.players, m.seed, m.options = (self.rules, self.game, self.players,
                                                        self.seed, self.options)
        m.state = marshal.loads(state)
        m._actions = self._actions[:moves]
        m._barriers = self._barriers[:moves]
        m._events = self._events[:events]
        m._public = self._public[:public]
        m._own = [a[:k] for a, k in zip(self._own, own)]
        m._ends = self._ends[:moves]
        m._last_of = list(last_of)
        m._setup_end = self._setup_end
        m._listed = None
        return m

    def last_action(self) -> list | None:
        return _clone(self._actions[-1]) if self._actions else None

    def bot_action(self, seat: int, kind: str = "bot") -> Action:
        """The bot's choice for ``seat`` (not applied). ``kind``: "bot" or "random".

        The bot sees only ``view(seat)`` and the legal list, and draws from its
        own generator seeded by the game seed and the move number, so a replayed
        game's bots choose exactly as before.
        """
        self._check_seat(seat)
        if kind not in ("bot", "random"):
            raise IllegalAction("bad_call", f"Unknown bot kind {show(kind)}.",
                                f"不明なボットの種類 {show(kind)} です。")
        legal = self.legal_actions(seat)
        if not legal:
            raise IllegalAction("not_your_turn", f"Seat {seat} may not act now.",
                                f"席 {seat} は今は行動できません。")
        rng = Rng(derive(self.seed, len(self._actions), seat))
        if kind == "random":
            return _clone(rng.choice(legal))
        return _clone(self.rules.bot(self.view(seat), legal, rng))

    def hints(self, seat: int) -> list[Action]:
        """What Hint offers ``seat``: the bot's choice first (the very action
        :meth:`bot_action` gives, from the same generator), then the other
        legal actions in the game's order. Sees only ``view(seat)``."""
        self._check_seat(seat)
        legal = self.legal_actions(seat)
        if not legal:
            raise IllegalAction("not_your_turn", f"Seat {seat} may not act now.",
                                f"席 {seat} は今は行動できません。")
        rng = Rng(derive(self.seed, len(self._actions), seat))
        return _clone(self.rules.hints(self.view(seat), legal, rng))

    def describe(self, action: Action) -> dict[str, str]:
        """The log label of ``action``, or IllegalAction if it is not shaped
        like an action of this game."""
        _check_action(action)
        try:
            return self.rules.describe(action)
        except (KeyError, TypeError, ValueError, IndexError, AttributeError):
            # A game's describe is written for its own actions' shapes (it
            # labels what the record holds); anything it cannot read is,
            # by that, not one of them.
            raise IllegalAction("malformed", f"{show(action)} is not an action of this game.",
                                f"{show(action)} はこのゲームの行動ではありません。") from None

    def _check_seat(self, seat: Any) -> None:
        if type(seat) is int and 0 <= seat < self.players:
            return  # the usual case, decided without the slower checks below
        if not isinstance(seat, int) or isinstance(seat, bool) or not (0 <= seat < self.players):
            raise IllegalAction("bad_seat", f"There is no seat {show(seat)}.",
                                f"席 {show(seat)} はありません。")


def _check_action(action: Any) -> None:
    """Refuse anything that is not a plain, bounded object with a text "type"."""
    if type(action) is not dict or type(action.get("type")) is not str:
        raise IllegalAction("malformed", "An action must be an object with a \"type\".",
                            "行動は \"type\" を持つオブジェクトでなければなりません。")
    check_plain(action, "The action", limits.MAX_ACTION_DEPTH)


def _same_shape(given: Any, canonical: Any) -> bool:
    """True when ``given`` has only fields ``canonical`` has, with values of
    exactly the same JSON types (lists: each item like the canonical items).

    ``resolve`` may accept another spelling of a move (other cards of the same
    ranks); this keeps it from accepting another *type*: ``5.0`` or ``True``
    for ``1``, ``0`` for ``False``, or an extra field.
    """
    t = type(given)
    if t is not type(canonical):
        return False
    if t is dict:
        for k, v in given.items():
            if k not in canonical or not _same_shape(v, canonical[k]):
                return False
        return True
    if t is list:
        if len(given) == len(canonical):
            return all(_same_shape(g, c) for g, c in zip(given, canonical))
        return bool(canonical) and all(_same_shape(g, canonical[0]) for g in given)
    return True


def _clone(value):
    """A copy of plain JSON-shaped data (much faster than ``copy.deepcopy``),
    so callers can never mutate the match through what it hands out."""
    if isinstance(value, dict):
        return {k: _clone(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_clone(v) for v in value]
    return value


def new_game(game: str, players: int, seed: int, options: dict | None = None) -> Match:
    """Start a game. Raises IllegalAction for an unknown game or bad set-up."""
    return Match(game, players, seed, options)


_RECORD_FIELDS = ("game", "engine_version", "players", "seed", "options", "actions")


def replay(record: Any, each: Callable[[Match], Any] | None = None) -> Match:
    """Rebuild a match from its record, checking every action as it is replayed.
    ``each``, if given, is called with the match before the first action and
    after every action (a replay takes its checkpoints so).

    The record's shape is exact: an object with just the six fields of
    :meth:`Match.record`, each of its type (``engine_version`` the int
    ``ENGINE_VERSION``, not ``1.0`` or ``true``), at most
    :data:`limits.MAX_ACTIONS` actions, each a ``[seat, action]`` pair. A
    record that breaks any of this, or holds an action the rules refuse,
    raises IllegalAction (code ``bad_record``) naming the field; nothing is
    half-loaded.
    """
    def bad(en: str, ja: str) -> IllegalAction:
        return IllegalAction("bad_record", f"This game record cannot be loaded: {en}",
                             f"このゲーム記録は読み込めません：{ja}")

    if type(record) is not dict:
        raise bad("it is not an object.", "オブジェクトではありません。")
    missing = [k for k in _RECORD_FIELDS if k not in record]
    if missing:
        raise bad(f"missing {missing}.", f"{missing} がありません。")
    extra = [k for k in record if k not in _RECORD_FIELDS]
    if extra:
        names = ", ".join(show(k, 30) for k in extra[:5])
        raise bad(f"it has fields the format does not define: {names}.",
                  f"形式にない項目があります：{names}。")
    version = record["engine_version"]
    if type(version) is not int or version != ENGINE_VERSION:
        raise bad(f"\"engine_version\": it was made by engine version {show(version)}; "
                  f"this is version {ENGINE_VERSION}.",
                  f"\"engine_version\"：エンジンのバージョン {show(version)} で作られた記録です"
                  f"（現在は {ENGINE_VERSION}）。")
    for field, kind, en, ja in (("game", str, "text", "文字列"), ("players", int, "a whole number", "整数"),
                                ("seed", int, "a whole number", "整数"),
                                ("options", dict, "an object", "オブジェクト"),
                                ("actions", list, "a list", "リスト")):
        if type(record[field]) is not kind:
            raise bad(f"\"{field}\" must be {en}, not {show(record[field])}.",
                      f"\"{field}\" は{ja}でなければなりません（{show(record[field])}）。")
    actions = record["actions"]
    if len(actions) > limits.MAX_ACTIONS:
        raise bad(f"\"actions\" has {len(actions):,} moves; at most {limits.MAX_ACTIONS:,} are kept.",
                  f"\"actions\" が {len(actions):,} 手あります（上限 {limits.MAX_ACTIONS:,} 手）。")
    for field in ("options", "actions"):
        try:
            check_plain(record[field], f"\"{field}\"")
        except IllegalAction as e:
            raise bad(e.en, e.ja) from None
    field_of = {"unknown_game": "game", "bad_players": "players", "bad_seed": "seed",
                "bad_options": "options"}
    try:
        m = Match(record["game"], record["players"], record["seed"], record["options"])
    except IllegalAction as e:
        field = field_of.get(e.code, "game")
        raise bad(f"\"{field}\": {e.en}", f"\"{field}\"：{e.ja}") from None
    if each is not None:
        each(m)
    for i, step in enumerate(actions):
        if not (type(step) is list and len(step) == 2 and type(step[0]) is int):
            raise bad(f"action {i} is not a [seat, action] pair.",
                      f"{i} 番目の行動が [席, 行動] の形ではありません。")
        try:
            m.act(step[0], step[1])
        except IllegalAction as e:
            raise bad(f"action {i} is illegal ({e.en})", f"{i} 番目の行動が不正です（{e.ja}）") from None
        if each is not None:
            each(m)
    return m
