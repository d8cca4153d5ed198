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
import pkgutil
from typing import Any

from . import games as _games_pkg
from .rng import Rng, derive
from .rules import Action, IllegalAction, Rules

__all__ = ["games", "new_game", "replay", "Match", "IllegalAction", "ENGINE_VERSION"]

#: Version of the record format and of the rules behind it. A record made by
#: another version is refused with a clear message rather than replayed into a
#: different game.
ENGINE_VERSION = 1

_REGISTRY: dict[str, Rules] | None = None


def _registry() -> dict[str, Rules]:
    global _REGISTRY
    if _REGISTRY is None:
        found = {}
        for info in sorted(pkgutil.iter_modules(_games_pkg.__path__), key=lambda i: i.name):
            module = importlib.import_module(f"{_games_pkg.__name__}.{info.name}")
            rules = getattr(module, "RULES", None)
            if isinstance(rules, Rules):
                found[rules.id] = rules
        _REGISTRY = found
    return _REGISTRY


def _rules(game: str) -> Rules:
    if not isinstance(game, str) or game not in _registry():
        raise IllegalAction("unknown_game", f"There is no game called {game!r}.",
                            f"{game!r} というゲームはありません。")
    return _registry()[game]


def games() -> list[dict]:
    """Every game with its seat range and options, as JSON-ready dicts."""
    return [
        {"id": r.id, "name": dict(r.name), "min_players": r.min_players,
         "max_players": r.max_players, "options": _clone(r.options)}
        for r in _registry().values()
    ]


def _option_default(opt: dict, players: int):
    d = opt["default"]
    if isinstance(d, dict):
        return d.get(str(players), d.get("*"))
    return d


def normalize_options(rules: Rules, players: int, options: dict | None) -> dict:
    """Fill defaults and check every option's type and range."""
    if options is None:
        options = {}
    if not isinstance(options, dict):
        raise IllegalAction("bad_options", "Options must be an object.",
                            "オプションはオブジェクトで指定してください。")
    known = {o["id"]: o for o in rules.options}
    for key in options:
        if key not in known:
            raise IllegalAction("bad_options", f"Unknown option {key!r}.",
                                f"不明なオプション {key!r} です。")
    out = {}
    for oid, opt in known.items():
        value = options.get(oid, _option_default(opt, players))
        kind = opt["type"]
        ok = (
            (kind == "bool" and isinstance(value, bool))
            or (kind == "int" and isinstance(value, int) and not isinstance(value, bool)
                and opt.get("min", value) <= value <= opt.get("max", value))
            or (kind == "choice" and value in [c["id"] for c in opt["choices"]])
        )
        if not ok:
            raise IllegalAction("bad_options", f"Option {oid!r} cannot be {value!r}.",
                                f"オプション {oid!r} に {value!r} は指定できません。")
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
        if type(seat) is not int or seat not in self.rules.to_act(self.state):
            self._check_seat(seat)
            if self.rules.finished(self.state):
                raise IllegalAction("game_over", "The game is over.", "ゲームは終了しています。")
            raise IllegalAction("not_your_turn", f"Seat {seat} may not act now.",
                                f"席 {seat} は今は行動できません。")
        listed = self._listed
        if listed is not None and listed[0] == seat:
            canonical = listed[1](action)
            if canonical is not None:  # exactly a listed action, so plain and legal
                self._apply(seat, canonical)
                return
        if not isinstance(action, dict) or not isinstance(action.get("type"), str):
            raise IllegalAction("malformed", "An action must be an object with a \"type\".",
                                "行動は \"type\" を持つオブジェクトでなければなりません。")
        if not _is_plain(action):
            raise IllegalAction("malformed", "An action must be plain JSON.",
                                "行動は JSON で表せる値でなければなりません。")
        self._apply(seat, self.rules.resolve(self.state, seat, action))

    def _apply(self, seat: int, canonical: Action) -> None:
        self._listed = None
        barrier = self.rules.apply(self.state, seat, canonical)
        self._actions.append([seat, canonical])
        self._barriers.append(bool(barrier))

    def view(self, seat: int | None = None) -> dict:
        """What ``seat`` may see (``None``: what every player may see)."""
        if seat is not None:
            self._check_seat(seat)
        v = _clone(self.rules.view(self.state, seat))
        v.update({"game": self.game, "players": self.players, "seat": seat,
                  "to_act": self.to_act(), "finished": self.finished,
                  "actions": len(self._actions)})
        return v

    @property
    def finished(self) -> bool:
        return self.rules.finished(self.state)

    def result(self) -> dict | None:
        """``{"scores": [...], ...}`` once finished; ``None`` before."""
        return _clone(self.rules.result(self.state)) if self.finished else None

    def record(self) -> dict:
        """The whole game as JSON: enough to rebuild it exactly."""
        return {"game": self.game, "engine_version": ENGINE_VERSION, "players": self.players,
                "seed": self.seed, "options": dict(self.options),
                "actions": _clone(self._actions)}

    # --- undo and bots --------------------------------------------------------
    def can_undo(self) -> bool:
        """True if the last action can be taken back (it revealed nothing hidden)."""
        return bool(self._actions) and not self._barriers[-1]

    def undo(self) -> None:
        """Take back the last action by replaying all the others."""
        if not self.can_undo():
            raise IllegalAction("no_undo", "Nothing can be undone: the last action revealed "
                                "hidden information or there is none.",
                                "取り消せません（直前の行動で隠れた情報が公開されたか、行動がありません）。")
        rebuilt = replay({**self.record(), "actions": self._actions[:-1]})
        self.__dict__.update(rebuilt.__dict__)

    def last_action(self) -> list | None:
        return _clone(self._actions[-1]) if self._actions else None

    def bot_action(self, seat: int, kind: str = "bot") -> Action:
        """The bot's choice for ``seat`` (not applied). ``kind``: "bot" or "random".

        The bot sees only ``view(seat)`` and the legal list, and draws from its
        own generator seeded by the game seed and the move number, so a replayed
        game's bots choose exactly as before.
        """
        self._check_seat(seat)
        legal = self.legal_actions(seat)
        if not legal:
            raise IllegalAction("not_your_turn", f"Seat {seat} may not act now.",
                                f"席 {seat} は今は行動できません。")
        rng = Rng(derive(self.seed, len(self._actions), seat))
        if kind == "random":
            return _clone(rng.choice(legal))
        return _clone(self.rules.bot(self.view(seat), legal, rng))

    def describe(self, action: Action) -> dict[str, str]:
        return self.rules.describe(action)

    def _check_seat(self, seat: Any) -> None:
        if type(seat) is int and 0 <= seat < self.players:
            return  # the usual case, decided without the slower checks below
        if not isinstance(seat, int) or isinstance(seat, bool) or not (0 <= seat < self.players):
            raise IllegalAction("bad_seat", f"There is no seat {seat!r}.",
                                f"席 {seat!r} はありません。")


def _is_plain(value, depth: int = 0) -> bool:
    """True for JSON-shaped data: string-keyed dicts, lists, strings, finite
    numbers, booleans and None, nested at most 8 deep.

    Exact types (not subclasses) keep it strict and fast: it runs on every
    action a caller hands in.
    """
    t = type(value)
    if t is str or t is int or t is bool or value is None:
        return True
    if t is float:
        return value == value and value not in (float("inf"), float("-inf"))
    if depth >= 8:
        return False
    if t is list:
        items = value
    elif t is dict:
        for k in value:
            if type(k) is not str:
                return False
        items = value.values()
    else:
        return False
    for v in items:
        tv = type(v)
        if not (tv is str or tv is int) and not _is_plain(v, depth + 1):
            return False
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


_RECORD_KEYS = {"game", "engine_version", "players", "seed", "options", "actions"}


def replay(record: Any) -> Match:
    """Rebuild a match from its record, checking every action as it is replayed.

    A record from another engine version, with missing or unknown fields, or
    with an action the rules refuse, raises IllegalAction (code
    ``bad_record``) saying why; nothing is half-loaded.
    """
    def bad(en: str, ja: str) -> IllegalAction:
        return IllegalAction("bad_record", f"This game record cannot be loaded: {en}",
                             f"このゲーム記録は読み込めません：{ja}")

    if not isinstance(record, dict):
        raise bad("it is not an object.", "オブジェクトではありません。")
    missing = _RECORD_KEYS - record.keys()
    if missing:
        raise bad(f"missing {sorted(missing)}.", f"{sorted(missing)} がありません。")
    if record["engine_version"] != ENGINE_VERSION:
        raise bad(f"it was made by engine version {record['engine_version']!r}; "
                  f"this is version {ENGINE_VERSION}.",
                  f"エンジンのバージョン {record['engine_version']!r} で作られた記録です"
                  f"（現在は {ENGINE_VERSION}）。")
    actions = record["actions"]
    if not isinstance(actions, list):
        raise bad("\"actions\" is not a list.", "\"actions\" がリストではありません。")
    try:
        m = Match(record["game"], record["players"], record["seed"], record["options"])
    except IllegalAction as e:
        raise bad(e.en, e.ja) from None
    for i, step in enumerate(actions):
        if not (isinstance(step, list) and len(step) == 2):
            raise bad(f"action {i} is not a [seat, action] pair.",
                      f"{i} 番目の行動が [席, 行動] の形ではありません。")
        try:
            m.act(step[0], step[1])
        except IllegalAction as e:
            raise bad(f"action {i} is illegal ({e.en})", f"{i} 番目の行動が不正です（{e.ja}）") from None
    return m
