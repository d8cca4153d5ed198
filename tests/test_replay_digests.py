"""Every stored record replays to the same observable game as when it was made.

A refactor that must not change the rules (issue #27: Sanguosha's engine cut
into modules; Dou Dizhu's internals rewritten) is checked here: for each of
the five games, each seat count, a few seeds and option sets, a whole game
was played once by the game's bot and once by seeded random legal moves, and
``tests/data/replay_digests.json`` keeps its record with a sha256 of what the
players could observe. The test replays each record through :mod:`engine`
and recomputes the digest. Only the observable counts — every seat's
``view(seat)``, the public view, ``result()`` and the record itself, after
every ``STRIDE``-th move and at the end — so internals may change freely.

Regenerate the data ONLY when a rule change is intended (a digest that moved
otherwise is a bug)::

    PYTHONPATH=pylib python3 tests/test_replay_digests.py --regenerate
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "pylib"))

from hotseat import engine  # noqa: E402

DATA = ROOT / "tests" / "data" / "replay_digests.json"
#: Views are hashed after every STRIDE-th move as well as at the end, so a
#: change that a later move happens to undo still shows.
STRIDE = 7

def _cases() -> list[tuple[str, int, int, dict, str]]:
    """(game, players, seed, options, who plays). Seeds include those of the
    tests and bench/ where easy; Sanguosha's games with many seats are long,
    so those tables get one seed and half of them play without generals."""
    cases = []
    for game in engine.games():
        gid = game["id"]
        for n in range(game["min_players"], game["max_players"] + 1):
            for kind in ("bot", "random"):
                if gid == "sanguosha":
                    seeds = (n * 101 + 1, 300 + n) if n <= 5 else (n * 977 + 3,)
                    for seed in seeds:
                        opts = {"generals": n <= 6 or seed % 2 == 1,
                                "auto_pass": seed % 2 == 1}
                        cases.append((gid, n, seed, opts, kind))
                elif gid == "doudizhu":
                    for seed, opts in ((1, {}), (7, {}), (3, {"hands": 1}), (99, {"hands": 1})):
                        cases.append((gid, n, seed, opts, kind))
                else:
                    for seed in (1, 2, 5):
                        cases.append((gid, n, seed, {}, kind))
    return cases


def _canon(value) -> bytes:
    return json.dumps(value, sort_keys=True, ensure_ascii=False, separators=(",", ":")).encode()


#: Parts of a view that tell the story rather than the game: the events a
#: view carries and the logs they replaced (issue #28), and what a view
#: summarises of them (Sanguosha's ``killers``: the "died" events' killers,
#: added for the final standings with no rule changed). The rules are what the rest of the view shows; the
#: events are checked apart, replay against live (tests/test_conformance.py).
PRESENTATION = ("events", "log", "log_total", "steps", "turns", "played_cards", "killers")


#: Fields of a question that only word its prompt: Sanguosha's 護駕 / 激将
#: question names the card it answers (``src``, ``why``: whose, and what),
#: added so its user is told the card is their own, with no rule changed.
PROMPT_WORDS = {"proxy": ("src", "why")}


def _rules_part(v: dict) -> dict:
    out = {k: x for k, x in v.items() if k not in PRESENTATION}
    q = out.get("ask")
    if isinstance(q, dict) and q.get("kind") in PROMPT_WORDS:
        out["ask"] = {k: x for k, x in q.items() if k not in PROMPT_WORDS[q["kind"]]}
    return out


def _observe(m: engine.Match, h) -> None:
    for seat in [*range(m.players), None]:
        h.update(_canon(_rules_part(m.view(seat))))
    h.update(_canon(m.result()))


def digest(record: dict) -> str:
    """sha256 of the observable game ``record`` makes, move by move."""
    m = engine.new_game(record["game"], record["players"], record["seed"], record["options"])
    h = hashlib.sha256()
    _observe(m, h)
    for i, (seat, action) in enumerate(record["actions"], 1):
        m.act(seat, action)
        if i % STRIDE == 0:
            _observe(m, h)
    _observe(m, h)
    h.update(_canon(m.record()))
    return h.hexdigest()


def play(game: str, players: int, seed: int, options: dict, kind: str) -> dict:
    """A whole game, every move the bot's or a seeded random legal one."""
    m = engine.new_game(game, players, seed, options)
    rnd = random.Random(seed * 31 + players)
    while not m.finished:
        seat = m.to_act()[0]
        if kind == "bot":
            m.act(seat, m.bot_action(seat))
        else:
            m.act(seat, rnd.choice(m.legal_actions(seat)))
    return m.record()


def _load() -> list[dict]:
    return json.loads(DATA.read_text())["games"]


def regenerate() -> None:
    out = []
    for game, n, seed, opts, kind in _cases():
        record = play(game, n, seed, opts, kind)
        out.append({"case": f"{game}-{n}p-s{seed}-{kind}", "record": record,
                    "digest": digest(record)})
    DATA.parent.mkdir(parents=True, exist_ok=True)
    DATA.write_text(json.dumps({"stride": STRIDE, "games": out}, ensure_ascii=False,
                               separators=(",", ":")) + "\n")
    print(f"{len(out)} games, {sum(len(g['record']['actions']) for g in out)} moves -> {DATA}")


def test_every_game_and_seat_count_is_covered():
    covered = {(g["record"]["game"], g["record"]["players"]) for g in _load()}
    wanted = {(g["id"], n) for g in engine.games()
              for n in range(g["min_players"], g["max_players"] + 1)}
    assert covered == wanted


@pytest.mark.parametrize("entry", _load() if DATA.exists() else [], ids=lambda e: e["case"])
def test_record_replays_to_the_same_observable_game(entry):
    assert digest(entry["record"]) == entry["digest"], (
        f"{entry['case']}: the replayed game differs from the recorded one")


if __name__ == "__main__":
    if sys.argv[1:] != ["--regenerate"]:
        sys.exit(__doc__)
    regenerate()
