"""Engine throughput: Dou Dizhu random games per second against RLCard.

Both sides play 3-player games to the end with a uniformly random legal move
at every step, in this one process, alternating in rounds so that machine
noise hits both alike. Ours includes the auction (RLCard's raw game has none)
and validates every action through the public protocol (``legal_actions`` then
``act``). The result is the ratio; absolute numbers depend on the machine.

    python bench/engine.py [--seconds 5] [--rounds 3]

Writes ``bench/results/engine.json``. RLCard is a bench-only dependency
(``pip install -r bench/requirements.txt``).
"""

from __future__ import annotations

import argparse
import json
import pathlib
import platform
import random
import statistics
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "pylib"))

from hotseat import engine  # noqa: E402


def hotseat_games(seconds: float, seed: int) -> float:
    rnd = random.Random(seed)
    n, start, g = 0, time.perf_counter(), seed * 100000
    while time.perf_counter() - start < seconds:
        m = engine.new_game("doudizhu", 3, seed=g, options={"hands": 1})
        g += 1
        while not m.finished:
            seat = m.to_act()[0]
            m.act(seat, rnd.choice(m.legal_actions(seat)))
        n += 1
    return n / (time.perf_counter() - start)


def rlcard_games(seconds: float, seed: int) -> float:
    import numpy as np
    from rlcard.games.doudizhu.game import DoudizhuGame

    rnd = random.Random(seed)
    game = DoudizhuGame(np.random.RandomState(seed))
    n, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        state, _ = game.init_game()
        while not game.is_over():
            state, _ = game.step(rnd.choice(state["actions"]))
        n += 1
    return n / (time.perf_counter() - start)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seconds", type=float, default=5.0)
    ap.add_argument("--rounds", type=int, default=3)
    args = ap.parse_args()
    ours, theirs = [], []
    for r in range(args.rounds):
        ours.append(hotseat_games(args.seconds, r + 1))
        theirs.append(rlcard_games(args.seconds, r + 1))
    result = {
        "bench": "doudizhu random games per second, 3 players",
        "hotseat_games_per_s": round(statistics.median(ours), 1),
        "rlcard_raw_games_per_s": round(statistics.median(theirs), 1),
        "ratio": round(statistics.median(ours) / statistics.median(theirs), 2),
        "target_ratio": 5.0,
        "rounds": args.rounds, "seconds_per_round": args.seconds,
        "python": platform.python_version(), "machine": platform.machine(),
    }
    out = ROOT / "bench" / "results" / "engine.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(result, indent=2) + "\n")
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
