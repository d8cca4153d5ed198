"""A finished game, stepped through move by move (issue #32).

A replay is built from a game's record, like every other use of a game: the
record is replayed once, checked action by action as a load is, and a
checkpoint (:meth:`engine.Match.mark`) is kept every :data:`EVERY` moves. The
match after any number of moves is then the nearest checkpoint at or before
it and at most ``EVERY - 1`` moves played on from there: a step back costs
what a step forward does at worst, wherever it is in the game, and nothing
copies the whole record.

Only a finished game can be replayed: at every point the replay may show
what every seat held (the game is over, nothing is secret any more); a game
in progress would show the hands still in play.

>>> from hotseat import engine
>>> m = engine.new_game("doudizhu", 3, 7, {"hands": 1})
>>> while not m.finished:
...     seat = m.to_act()[0]
...     m.act(seat, m.bot_action(seat))
>>> r = Replay(m.record())
>>> r.moves == m.moves and r.at(r.moves).state == m.state
True
>>> r.at(0).state == engine.new_game("doudizhu", 3, 7, {"hands": 1}).state
True
>>> [c["move"] for c in r.chapters]
[0]
"""

from __future__ import annotations

from typing import Any

from . import engine
from .rules import IllegalAction

#: Moves between two checkpoints. A step back replays at most EVERY - 1
#: moves: a few milliseconds in the browser. A checkpoint of a 10-player
#: Sanguosha game is about 6 KB, so a long game's cost a megabyte or two.
EVERY = 8


class Replay:
    """A finished game's record, and the match as it stood after any of
    its moves (:meth:`at`)."""

    def __init__(self, record: Any) -> None:
        marks: list[tuple] = []
        chapters: list[dict] = []
        opened = [0]  # chapters the table has begun so far, listed or not

        def keep(m: engine.Match) -> None:
            if m.moves % EVERY == 0:
                marks.append(m.mark())
            _chapter(m, chapters, opened)

        # engine.replay checks the record as a load does (bad_record)
        full = engine.replay(record, keep)
        if not full.finished:
            raise IllegalAction("in_progress",
                                "Only a finished game can be replayed: a game in progress "
                                "would show the cards still in play.",
                                "再生できるのは終わったゲームだけです（進行中のゲームでは、"
                                "まだ伏せられている札が見えてしまいます）。")
        self._full = full
        self._marks = marks
        self._cur = full
        self.moves = full.moves
        #: Where each chapter (:attr:`hotseat.rules.Rules.chapter`) begins:
        #: ``{"move", "text"}``, ``move`` the number of moves after which
        #: the table shows it (0: dealt before any move), ``text`` its label.
        self.chapters = chapters

    def at(self, k: int) -> engine.Match:
        """The match after the first ``k`` moves (0: as dealt; :attr:`moves`:
        the end). It is the replay's own: read it, do not act on it."""
        if type(k) is not int or not 0 <= k <= self.moves:
            raise IllegalAction("bad_call", f"This game has moves 0 to {self.moves}.",
                                f"このゲームの手は 0〜{self.moves} 手目です。")
        cur = self._cur
        if not cur.moves <= k < cur.moves + EVERY:
            cur = self._full.restore(self._marks[k // EVERY])
        actions = self._full._actions
        for seat, action in actions[cur.moves:k]:
            cur.act(seat, action)
        self._cur = cur
        return cur


def _chapter(m: engine.Match, chapters: list[dict], opened: list[int]) -> None:
    """If the step that brought ``m`` where it is (the set-up, before any
    move) opened a chapter, add it to ``chapters``. Its ``{seat}`` is the
    seat the event names, else the seat to act then (Sanguosha's first
    turn is the lord's, begun by the deal, which names no seat).

    One step can open several chapters of a kind: a Sanguosha turn in which
    the seat had nothing to do (no move of its own) and the next seat's
    turn begin in one step. The table counts each, so ``opened`` (the count
    so far) does too; only the last is listed, the one the table shows after
    that move. Events of different kinds in one step (China Duel's start and
    its first round) open one chapter."""
    spec = m.rules.chapter
    if spec is None:
        return
    kinds, label = spec
    k = m.moves
    lo = 0 if k == 0 else (m._ends[k - 2] if k > 1 else m._setup_end)
    hi = m._setup_end if k == 0 else m._ends[k - 1]
    hits = [ev for ev in m._events[lo:hi] if ev["kind"] in kinds]
    if not hits:
        return
    ev = hits[-1]
    # (public events: a deal told to each seat apart is one deal)
    opened[0] += max(1, sum(1 for e in hits if e["kind"] == ev["kind"] and "to" not in e))
    seat = ev.get("seat")
    if seat is None:
        to_act = m.to_act()
        seat = to_act[0] if to_act else None
    tag = "" if seat is None else f"{{seat:{seat}}}"
    chapters.append({"move": k, "text": {lang: text.format(n=opened[0], seat=tag)
                                         for lang, text in label.items()}})
