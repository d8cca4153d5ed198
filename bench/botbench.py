"""What the bot-strength benches share: one game of a bot among random
players, the bot's thinking time, and the result file.

    from botbench import bot_game, timing, write_result
"""

from __future__ import annotations

import json
import pathlib
import platform
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "pylib"))

from hotseat import engine  # noqa: E402


def bot_game(game: str, players: int, seed: int, bot_seat: int, times: list[float],
             options: dict | None = None):
    """Play one game, the app's bot at ``bot_seat`` and the random bot
    elsewhere; append the bot's thinking time per move (ms) to ``times``.
    Returns the finished match."""
    m = engine.new_game(game, players, seed=seed, options=options or {})
    while not m.finished:
        seat = m.to_act()[0]
        if seat == bot_seat:
            t = time.perf_counter()
            a = m.bot_action(seat, "bot")
            times.append((time.perf_counter() - t) * 1000)
        else:
            a = m.bot_action(seat, "random")
        m.act(seat, a)
    return m


def percentile(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))] if xs else 0.0


def timing(times: list[float]) -> dict:
    """p50, p95 and max of a list of times (ms), rounded for the result file."""
    return {"p50": round(percentile(times, 0.5), 1), "p95": round(percentile(times, 0.95), 1),
            "max": round(max(times, default=0.0), 1)}


def write_result(out, result: dict, start: float) -> None:
    """Add the run's duration and machine to ``result``, write it and print it."""
    result.update({"seconds": round(time.perf_counter() - start, 1),
                   "python": platform.python_version(), "machine": platform.machine()})
    out = pathlib.Path(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(result, indent=2) + "\n")
    print(json.dumps(result, indent=2))
