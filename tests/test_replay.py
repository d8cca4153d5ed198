"""Step-through replay of a finished game (issue #32): the match after any
number of moves, from checkpoints, is the match that was played."""

from __future__ import annotations

import functools
import hashlib
import json
import random
import re

import pytest

from hotseat import engine, session
from hotseat.replay import EVERY, Replay
from log_helpers import whole_log

GAMES = {g["id"]: g for g in engine.games()}
# One short finished game per game. The searching bots cost seconds a game:
# the games but Sanguosha's are played by seeded random legal moves (a
# random Sanguosha game drags on); a replay steps any record alike.
CASES = [("doudizhu", 3, 5, {"hands": 2}), ("cena", 3, 7, {}), ("qianlong", 2, 8, {}),
         ("china_duel", 2, 9, {}), ("sanguosha", 8, 11, {"generals": False})]


def play(game, players, seed, options, watch=None):
    """A finished game; ``watch(m)`` is called before the first move and
    after each."""
    kind = "bot" if game == "sanguosha" else "random"
    m = engine.new_game(game, players, seed, options)
    if watch:
        watch(m)
    while not m.finished:
        seat = m.to_act()[0]
        m.act(seat, m.bot_action(seat, kind))
        if watch:
            watch(m)
    return m


@functools.cache
def _long_sanguosha():
    for seed in range(10, 60):
        m = play("sanguosha", 5, seed, {})
        if m.moves >= 200 and m.state["turn"] >= 12:
            return json.dumps(m.record())
    raise AssertionError("no long game")


def long_sanguosha():
    """A 5-player bot game long enough to step through (200 moves, a dozen
    turns), found once per test process."""
    return engine.replay(json.loads(_long_sanguosha()))


def digest(m) -> str:
    """What a replay shows of a position: the state, the public view and
    one seat's (in turn with the move number: every seat's over the game),
    and the events of the step that led there, that seat's and the public's."""
    k = m.moves
    seat = k % m.players
    shown = [m.state, m.view(None), m.view(seat), m.step_events(None, k - 1), m.step_events(seat, k - 1)]
    return hashlib.sha256(json.dumps(shown, sort_keys=True).encode()).hexdigest()


@pytest.mark.parametrize("game,players,seed,options", CASES,
                         ids=[f"{c[0]}-{c[1]}p" for c in CASES])
def test_every_position_is_the_one_played(game, players, seed, options):
    """Visited in a random order (back, forward, jumps), every position of
    the replay is the one the live game passed through."""
    seen: list[str] = []
    m = play(game, players, seed, options, lambda m: seen.append(digest(m)))
    r = Replay(json.loads(json.dumps(m.record())))
    assert r.moves == m.moves == len(seen) - 1
    order = list(range(r.moves + 1))
    random.Random(seed).shuffle(order)
    # and walked the way a person steps: forward from the start, and back
    # from the end, each over a few checkpoints
    order += list(range(min(r.moves, 40) + 1)) + list(range(r.moves, max(-1, r.moves - 41), -1))
    for k in order:
        assert digest(r.at(k)) == seen[k], k


def test_a_step_replays_at_most_the_moves_since_a_checkpoint(monkeypatch):
    """Cost stays flat as a game grows: wherever the position, a step back
    or forward plays at most EVERY - 1 moves (never the record from the
    start), and a step forward from where the replay stands plays one."""
    m = long_sanguosha()
    r = Replay(m.record())
    played = []
    real = engine.Match.act
    monkeypatch.setattr(engine.Match, "act", lambda self, *a: (played.append(1), real(self, *a))[1])
    worst = 0
    for k in range(r.moves, -1, -1):  # every step back, from the end
        played.clear()
        r.at(k)
        worst = max(worst, len(played))
    assert worst == EVERY - 1
    r.at(100)
    for k in range(101, 140):
        played.clear()
        r.at(k)
        assert len(played) == 1


def test_only_a_finished_game_is_replayed():
    m = engine.new_game("doudizhu", 3, 5, {"hands": 1})
    for _ in range(10):
        m.act(m.to_act()[0], m.bot_action(m.to_act()[0]))
    with pytest.raises(engine.IllegalAction) as e:
        Replay(m.record())
    assert e.value.code == "in_progress" and "再生" in e.value.ja and "replayed" in e.value.en
    bad = {**m.record(), "actions": [[0, {"type": "no such move"}]]}
    with pytest.raises(engine.IllegalAction) as e:
        Replay(bad)
    assert e.value.code == "bad_record"


def test_chapters_are_where_hands_rounds_and_turns_begin():
    # Dou Dizhu, two hands: the first dealt before any move, the second by
    # the move that ended the first hand
    m = play("doudizhu", 3, 5, {"hands": 2})
    r = Replay(m.record())
    dealt = [k for k in range(m.moves + 1)
             if any(e["kind"] == "dealt" for e in r.at(k).step_events(None, k - 1))]
    assert [c["move"] for c in r.chapters] == [0, *dealt]
    assert [c["text"] for c in r.chapters] == [{"ja": "第1ハンド", "en": "Hand 1"}, {"ja": "第2ハンド", "en": "Hand 2"}]
    # Sanguosha: a chapter per step that begins a turn (the first, the lord's,
    # begins with the deal), numbered as the table numbers turns and naming
    # whose turn it is. A step can begin two turns (a seat with nothing to do
    # and the next): it lists the last, and the count goes on from both.
    m = long_sanguosha()
    r = Replay(m.record())
    log = whole_log(m, None)
    turns = [e for e in log if e["kind"] == "turn"]
    deal = next(e for e in log if e["kind"] == "dealt")
    assert [c["move"] for c in r.chapters] == sorted({deal["move"]} | {e["move"] for e in turns})
    assert len(r.chapters) > 10
    last = {e["move"]: e["seat"] for e in turns}
    for c in r.chapters:
        v = r.at(c["move"]).view(None)
        assert c["text"] == {"ja": f"{v['turn']}ターン目（{{seat:{v['current']}}}）",
                             "en": f"Turn {v['turn']} ({{seat:{v['current']}}})"}, c
        assert v["current"] == last.get(c["move"], v["current"])
    numbers = [r.at(c["move"]).view(None)["turn"] for c in r.chapters]
    begun = [sum(e["move"] == c["move"] for e in turns) for c in r.chapters[1:]]
    assert numbers[0] == 1 and [b - a for a, b in zip(numbers, numbers[1:])] == begun
    assert all(a["move"] < b["move"] for a, b in zip(r.chapters, r.chapters[1:]))
    # every game declares its chapters, each kind one the game emits
    for gid in GAMES:
        spec = engine._rules(gid).chapter
        assert spec is not None and spec[0] and {"ja", "en"} == set(spec[1]), gid


def call(method, *args):
    return json.loads(session.call(method, json.dumps(args)))


def test_the_session_steps_a_replay_through_json():
    m = play("cena", 3, 7, {})
    rec = m.record()
    got = call("replay_open", "r1", rec)
    assert got["ok"], got
    v = got["value"]
    assert v["moves"] == m.moves and v["players"] == 3 and v["result"] == m.result()
    assert v["chapters"][0] == {"move": 0, "text": {"ja": "第1ディール", "en": "Deal 1"}}
    k = 20
    at = call("replay_at", "r1", k, [2, 0])["value"]
    live = engine.replay({**rec, "actions": rec["actions"][:k]})
    assert at["move"] == k and at["view"] == live.view(None)
    assert at["views"] == [live.view(2), live.view(0)]
    assert at["to_act"] == live.to_act() and at["last_action"] == rec["actions"][k - 1]
    # every event of the step, each seat's own among them, in order
    mine = [e for s in range(3) for e in live.step_events(s, k - 1)] + live.step_events(None, k - 1)
    assert sorted(at["events"], key=lambda e: e["i"]) == at["events"]
    assert {e["i"] for e in at["events"]} == {e["i"] for e in mine}
    assert call("replay_at", "r1", 0, [])["value"]["events"] == []
    # refusals name the rule and change nothing
    for args, code in ((("r1", m.moves + 1), "bad_call"), (("r1", -1), "bad_call"), (("r1", "3"), "bad_call"),
                       (("r1", 3, [3]), "bad_call"), (("nope", 3), "unknown_replay")):
        e = call("replay_at", *args)["error"]
        assert e["code"] == code and e["message"]["ja"] and e["message"]["en"], (args, e)
    assert call("replay_open", "r1", {**rec, "actions": rec["actions"][:5]})["error"]["code"] == "in_progress"
    assert call("replay_at", "r1", 3)["ok"]  # the refused open left the replay as it was
    # a match of the same id is another thing; drop forgets both
    assert "r1" not in session._matches
    call("drop", "r1")
    assert call("replay_at", "r1", 3)["error"]["code"] == "unknown_replay"


def test_open_replays_are_bounded():
    m = play("doudizhu", 3, 5, {"hands": 1})
    for i in range(session.MAX_REPLAYS + 2):
        assert call("replay_open", f"b{i}", m.record())["ok"]
    assert len(session._replays) == session.MAX_REPLAYS
    assert call("replay_at", "b0", 1)["error"]["code"] == "unknown_replay"
    assert call("replay_at", f"b{session.MAX_REPLAYS + 1}", 1)["ok"]
    for i in range(session.MAX_REPLAYS + 2):
        call("drop", f"b{i}")
    assert not session._replays


#: Each game's own count of its chapters, as its public view shows it.
COUNTER = {"doudizhu": "hand_no", "cena": "deal", "qianlong": "round", "china_duel": "round",
           "sanguosha": "turn"}


@pytest.mark.parametrize("game,players,seed,options", [("doudizhu", 3, 3, {"hands": 3}), ("cena", 4, 3, {}),
                                                       ("qianlong", 2, 3, {}), ("china_duel", 2, 3, {}),
                                                       ("sanguosha", 4, 3, {})])
def test_a_chapter_is_numbered_as_the_table_numbers_it(game, players, seed, options):
    """"Jump to Round 4" lands where the table says round 4 has begun. The
    chapters are numbered from 1 on; a number is left out only where its
    chapter had no position of its own (a Sanguosha turn with nothing to do
    begins in the step that begins the next: seed 3 at 4 players, turn 53)."""
    r = Replay(play(game, players, seed, options).record())
    assert len(r.chapters) >= 3
    numbers = [int(re.search(r"\d+", c["text"]["en"]).group()) for c in r.chapters]
    assert numbers[0] == 1 and all(a < b for a, b in zip(numbers, numbers[1:])), numbers
    for n, c in zip(numbers, r.chapters):
        assert r.at(c["move"]).view(None)[COUNTER[game]] == n, (n, c)
        assert str(n) in c["text"]["ja"]
    assert set(COUNTER) == set(GAMES)
