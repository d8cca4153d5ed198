"""The contract every game implements, and the errors the engine raises.

A game is a :class:`Rules` object plus plain-data state (dicts, lists, ints,
strings, booleans). Rules are functions of that state; :mod:`hotseat.engine`
wraps them in a :class:`~hotseat.engine.Match` that validates every call, keeps
the record and answers the fixed protocol. Keeping the state JSON-shaped means a
state can be compared, copied and checked for leaks without any custom code.
"""

from __future__ import annotations

from typing import Any, Callable

State = dict[str, Any]
Action = dict[str, Any]


class IllegalAction(ValueError):
    """An action the rules forbid, or one that is malformed.

    ``code`` is stable (tests and the UI key on it); ``ja`` and ``en`` say which
    rule forbids the action. ``str(err)`` carries both languages.
    """

    def __init__(self, code: str, en: str, ja: str) -> None:
        self.code = code
        self.en = en
        self.ja = ja
        super().__init__(f"[{code}] {en} / {ja}")

    def to_json(self) -> dict:
        return {"code": self.code, "message": {"en": self.en, "ja": self.ja}}


class Rules:
    """What a game provides. Subclasses set the class attributes and methods.

    Turn structure lives in the state (``phase`` and friends); :meth:`to_act`
    derives the seats that may act from it, so several seats may act at once
    (a simultaneous reveal) or one seat may act for a neutral party.
    """

    id: str = ""
    name: dict[str, str] = {}
    min_players: int = 2
    max_players: int = 2
    #: Options as data: ``{"id", "type": "bool"|"int"|"choice", "default",
    #: "label": {"ja","en"}, "decision": bool, ...}`` (``min``/``max`` for int,
    #: ``choices`` for choice, each ``{"id", "label"}`` and optionally
    #: ``"players"``: the player counts it is for). ``default`` may be a dict
    #: keyed by player count (``"*"``: any other count). ``help``: a
    #: ``{"ja","en"}`` sentence shown under the option.
    options: list[dict] = []
    #: Whether a player's undo also takes back the bots' moves made after
    #: theirs (False: a move by any other seat since is a barrier to it).
    undo_over_others: bool = True
    #: What opens a chapter of a replay (a hand, a deal, a round, a turn),
    #: for "jump to": ``(event kinds, {"ja", "en"} label)``. A step that
    #: emits one of the kinds opens a chapter; the label has ``{n}`` (the
    #: chapter's number) and optionally ``{seat}`` (the event's seat, as a
    #: ``{seat:N}`` token). None: the game has no chapters.
    chapter: tuple[tuple[str, ...], dict[str, str]] | None = None

    # --- set-up -----------------------------------------------------------
    def setup(self, players: int, seed: int, options: dict) -> State:
        raise NotImplementedError

    # --- turn structure ---------------------------------------------------
    def to_act(self, state: State) -> list[int]:
        """The seats that may act now, and ``[]`` once the game is over (the
        engine relies on that: it is how it refuses moves after the end)."""
        raise NotImplementedError

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        """Every distinct legal action for ``seat``, in a deterministic order."""
        raise NotImplementedError

    def listing(self, state: State, seat: int) -> tuple[list[Action], Callable[[Any], Action | None] | None]:
        """:meth:`legal_actions`, plus optionally a quick way to recognise them.

        The recogniser takes whatever a caller passes to ``act`` and returns
        its canonical form when it is *exactly* one of the listed actions,
        with the same plain-JSON types (else ``None``, and the engine falls
        back to its own checks and :meth:`resolve`). The engine keeps it only until the state next
        changes, so ``act`` straight after ``legal_actions`` is a lookup rather
        than a second round of rule checks. It must keep its own copy of what
        it recognises: callers may change the returned list freely.

        The engine asks it first, before its own checks, and takes an answer
        as checked (plain, bounded, shaped like the canonical action): so it
        must read any value without recursing, and answer for nothing
        looser than an exact match.
        """
        return self.legal_actions(state, seat), None

    def resolve(self, state: State, seat: int, action: Action) -> Action:
        """The canonical legal action that ``action`` means, or IllegalAction.

        Must not change ``state``. The default looks the action up in the legal
        list; games where several inputs mean one move (Dou Dizhu's suits)
        override it.

        The canonical action is the rules' own: a listed action or one built
        from the rules' data, never ``action`` nor a copy of it. The engine
        applies and records it, and checks the caller's types against it
        (``True == 1`` in Python, so a lookup by value matches a bool seat);
        checked against itself, the caller's dict would always pass. A
        diagnosis of why ``action`` is refused reads a field only once its
        type is checked (a list is no dict key, nor a set member):
        :func:`check_fields` checks a whole action.
        """
        for legal in self.legal_actions(state, seat):
            if legal == action:
                return legal
        raise IllegalAction("not_legal", "That action is not legal now.",
                            "その行動は現在できません。")

    def apply(self, state: State, seat: int, action: Action) -> bool:
        """Apply a canonical legal action. Returns True when it revealed
        information that was hidden from ``seat`` before (an undo barrier)."""
        raise NotImplementedError

    # --- what players see -------------------------------------------------
    def view(self, state: State, seat: int | None) -> dict:
        raise NotImplementedError

    def finished(self, state: State) -> bool:
        raise NotImplementedError

    def result(self, state: State) -> dict | None:
        """``{"scores": [one number per seat], ...}`` once finished, else None."""
        raise NotImplementedError

    def sides(self, result: dict) -> list[list[dict]]:
        """For a player's record (issue #32): per seat of a finished game,
        what the seat played as and whether that won, ``[{"as": {"ja",
        "en"}, "won": bool}, ...]`` (Sanguosha: its role, once; Dou Dizhu:
        landlord or peasant, once per hand). From the result alone, which
        is public. The default: nothing (a game without sides)."""
        return [[] for _ in result["scores"]]

    def summary(self, state: State) -> dict | None:
        """What tells this game apart from another saved game of the same
        kind on the Home screen, from public facts only (the conformance
        suite redraws what any seat may not see and expects the same
        summary): ``{"ja", "en"}`` (the round, the deal, the turn), and
        optionally ``seats``, one ``{"ja", "en"}`` or None per seat, shown
        beside the seats' names (a score), with ``humans_only`` True when
        only the human seats' are worth the room (Sanguosha's generals: ten
        of them would not fit a row). Stored with the save's metadata at
        every save, so Home draws it without the engine: it must cost the
        same however long the game. None: the game has none."""
        return None

    def describe(self, action: Action) -> dict[str, str]:
        """A short label for the log, ``{"ja", "en"}``."""
        return {"ja": str(action), "en": str(action)}

    def event_text(self, event: dict) -> dict[str, str]:
        """The log line ``{"ja", "en"}`` of an event emitted without one
        (:func:`emit` with ``en`` None): a game whose steps are many and
        cheap makes its lines only when a view or a log page shows them."""
        raise NotImplementedError(f"{self.id} emitted an event without its text: {event!r}")

    # --- bots -------------------------------------------------------------
    def bot(self, view: dict, legal: list[Action], rng) -> Action:
        """The game's own bot: chooses from ``legal`` seeing only ``view``."""
        return rng.choice(legal)

    def hints(self, view: dict, legal: list[Action], rng) -> list[Action]:
        """What a Hint button offers, in order: the bot's choice (made with
        ``rng`` exactly as :meth:`bot` would), then the other legal actions.
        A game may order the rest (Dou Dizhu groups them by kind, best first)."""
        first = self.bot(view, legal, rng)
        return [first] + [a for a in legal if a != first]


def emit(state: State, kind: str, seat: int | None, en: str | None = None,
         ja: str | None = None, *,
         to: list[int] | None = None, **fields: Any) -> None:
    """Tell the table what just happened: one event, in order, with the
    ``{"ja", "en"}`` line the log shows (``{seat:N}`` tokens name seats,
    :func:`seat_tag`; left out, :meth:`Rules.event_text` makes it when the
    event is shown).

    ``kind`` is the game's own word for it (``"played"``, ``"passed"``,
    ``"drew"``, ``"damaged"``, ``"died"``…); ``seat`` is who did it, or None
    (the game itself: a deal, a new round). ``fields`` are what the table
    draws it from — the seats involved (``targets``), the cards when they are
    public, amounts — plain JSON like the state. ``to``: the seats this
    event is for alone (the cards a seat drew, what it alone saw); no other
    seat ever receives it. Omitted, every seat and the public view do.

    The event goes to ``state["events"]``, which the engine empties into
    the match after every step (:class:`hotseat.engine.Match`): a state never
    carries its history, and a game that keeps no ``"events"`` list (a
    bot's playout on a copy that dropped it) emits nothing.

    >>> st = {"events": []}
    >>> emit(st, "passed", 1, "{seat:1} passes.", "{seat:1}はパス。")
    >>> emit(st, "drew", 0, "You draw 殺.", "殺を引く。", to=[0], cards=[7])
    >>> st["events"][1]
    {'kind': 'drew', 'seat': 0, 'cards': [7], 'text': {'ja': '殺を引く。', 'en': 'You draw 殺.'}, 'to': [0]}
    """
    sink = state.get("events")
    if sink is None:
        return
    event = {"kind": kind, "seat": seat}
    for k, v in fields.items():
        event[k] = _copy(v) if type(v) is list or type(v) is dict else v
    if en is not None:
        event["text"] = {"ja": ja, "en": en}
    if to is not None:
        event["to"] = list(to)
    sink.append(event)


def _copy(value: list | dict) -> list | dict:
    """A copy of a plain-JSON list or dict: an event keeps what it said when
    it was told. (A list handed to :func:`emit` is often the state's own, a
    hand the game goes on changing: the log showed a seat's dealt hand as
    the cards it held at the end of the game.)"""
    if type(value) is list:
        return [_copy(x) if type(x) is list or type(x) is dict else x for x in value]
    return {k: _copy(x) if type(x) is list or type(x) is dict else x for k, x in value.items()}


def seat_tag(seat: int) -> str:
    """A seat in a log text: the app's log renderer (web/ui/log.js) shows
    ``{seat:N}`` as seat N's name, in either language.

    >>> seat_tag(2)
    '{seat:2}'
    """
    return "{seat:%d}" % seat


def winners(scores: list) -> list[int]:
    """The seats with the highest score (ties share the win).

    >>> winners([3, -1, 3])
    [0, 2]
    """
    best = max(scores)
    return [s for s, x in enumerate(scores) if x == best]


#: How :func:`check_fields` names each JSON type.
_TYPE_NAMES = {str: ("text", "文字列"), int: ("a whole number", "整数"),
               bool: ("true or false", "true か false"), None: ("null", "null")}


def _fits(value: Any, kind: Any) -> bool:
    if kind is ...:
        return True
    if type(kind) is tuple:
        return any(_fits(value, k) for k in kind)
    if type(kind) is list:
        return type(value) is list and all(_fits(x, kind[0]) for x in value)
    return value is None if kind is None else type(value) is kind


def _type_name(kind: Any) -> tuple[str, str]:
    if type(kind) is tuple:
        names = [_type_name(k) for k in kind]
        return " or ".join(n[0] for n in names), "または".join(n[1] for n in names)
    if type(kind) is list:
        en, ja = _type_name(kind[0])
        return f"a list of {en}", f"{ja}のリスト"
    return _TYPE_NAMES[kind]


def check_fields(action: Action, fields: dict[str, Any]) -> None:
    """Refuse (code ``malformed``, naming the field) an action with a field
    that none of the game's actions has, or whose value is not of the JSON
    type that field always has. ``fields`` maps each field to ``str``,
    ``int`` (never a bool), ``bool``, ``None``, ``[T]`` (a list of T), a
    tuple of these (any of them) or ``...`` (any value: the diagnosis checks
    it itself, with a more specific code). A game calls it before it
    diagnoses a refusal, so the diagnosis may look values up in dicts and
    sets.

    >>> check_fields({"type": "give", "to": 1}, {"type": str, "to": int})
    >>> try:
    ...     check_fields({"type": "give", "to": True}, {"type": str, "to": int})
    ... except IllegalAction as e:
    ...     print(e.code, e.en, e.ja)
    malformed "to" must be a whole number. "to" は整数でなければなりません。
    """
    for name, value in action.items():
        kind = fields.get(name, _UNKNOWN)
        if kind is _UNKNOWN:
            shown = repr(name if len(name) <= 30 else name[:29] + "…")
            raise IllegalAction("malformed", f"No action of this game has a field {shown}.",
                                f"このゲームの行動に {shown} という項目はありません。")
        if not _fits(value, kind):
            en, ja = _type_name(kind)
            raise IllegalAction("malformed", f"\"{name}\" must be {en}.",
                                f"\"{name}\" は{ja}でなければなりません。")


_UNKNOWN = object()


def score_labels(scores: list, signed: bool = False) -> list[dict[str, str]]:
    """Each seat's score as :meth:`Rules.summary` shows it beside a name
    (``signed``: a game whose scores go below zero shows the sign of a gain).

    >>> score_labels([12, -6, 0], signed=True)[0], score_labels([3])[0]["ja"]
    ({'ja': '+12点', 'en': '+12'}, '3点')
    """
    out = []
    for x in scores:
        n = f"{x:+d}" if signed and x else str(x)
        out.append({"ja": f"{n}点", "en": n})
    return out
