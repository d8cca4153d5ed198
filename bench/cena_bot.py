"""Cena bot strength: how often the game's bot beats random bots.

Each game seats one bot among random players (uniform over the legal moves)
and plays a whole game (three deals) with every option at its default. The
bot "beats the random bots" when its total is the highest at the table (a tie
for the highest shares the win, as in the rules). Games rotate the player
count (3, 4, 5) and the bot's seat; seeds are fixed, so a run is exactly
reproducible.

Two measures are reported. ``win_rate`` (the issue's target, ≥ 90 %) is the
strict one: the bot finishes highest at the table. ``pairwise`` compares the
bot with each random player separately (bot ahead = 1, level = ½), the usual
way to say "A beats B" when a table has more than two players.

    python bench/cena_bot.py [--games 300] [--first-seed 1000] [--players 5]

Writes ``bench/results/cena_bot.json``. The issue's target is ≥ 90 %, on the
committed seeds (1000 on). Develop a change on other seeds (``--first-seed
5000 --out /tmp/x.json``) so the committed ones are not tuned to; ``--players``
keeps only the games of those player counts (the rotation and seeds stay the
same, so a 5-player run is the 5-player third of the full one).

The bot's thinking time per move is reported too (``move_ms``: median, 95th
percentile and maximum per player count, in this CPython; the browser's
Pyodide is about three times slower).
"""

from __future__ import annotations

import argparse
import json
import pathlib
import platform
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "pylib"))

from hotseat import engine  # noqa: E402


def play(seed: int, players: int, bot_seat: int, times: list[float]) -> list[int]:
    """One game; appends the bot's thinking time per move (ms) to ``times``."""
    m = engine.new_game("cena", players, seed=seed)
    while not m.finished:
        seat = m.to_act()[0]
        if seat == bot_seat:
            t = time.perf_counter()
            a = m.bot_action(seat, "bot")
            times.append((time.perf_counter() - t) * 1000)
        else:
            a = m.bot_action(seat, "random")
        m.act(seat, a)
    return m.result()["scores"]


def _percentile(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))] if xs else 0.0


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--first-seed", type=int, default=1000)
    ap.add_argument("--players", default="3,4,5",
                    help="player counts to keep, e.g. 5 or 4,5 (default all)")
    ap.add_argument("--out", default=str(ROOT / "bench" / "results" / "cena_bot.json"))
    args = ap.parse_args()
    keep = {int(x) for x in args.players.split(",")}
    by_players = {n: {"games": 0, "wins": 0, "margin": 0, "pairs": 0, "pair_wins": 0.0,
                      "times": []}
                  for n in (3, 4, 5) if n in keep}
    start = time.perf_counter()
    for g in range(args.games):
        n = 3 + g % 3
        seat = (g // 3) % n
        if n not in keep:
            continue
        row = by_players[n]
        scores = play(args.first_seed + g, n, seat, row["times"])
        rivals = max(s for i, s in enumerate(scores) if i != seat)
        row["games"] += 1
        row["wins"] += scores[seat] >= rivals
        row["margin"] += scores[seat] - rivals
        for i, x in enumerate(scores):
            if i != seat:
                row["pairs"] += 1
                row["pair_wins"] += 1.0 if scores[seat] > x else 0.5 if scores[seat] == x else 0.0
    games = sum(r["games"] for r in by_players.values())
    wins = sum(r["wins"] for r in by_players.values())
    result = {
        "bench": "cena: one bot against random bots, share of games the bot finishes highest",
        "games": games, "wins": wins, "win_rate": round(wins / games, 3), "target": 0.9,
        "pairwise": round(sum(r["pair_wins"] for r in by_players.values())
                          / sum(r["pairs"] for r in by_players.values()), 3),
        "by_players": {str(n): {"games": r["games"], "wins": r["wins"],
                                "win_rate": round(r["wins"] / max(1, r["games"]), 3),
                                "pairwise": round(r["pair_wins"] / max(1, r["pairs"]), 3),
                                "mean_margin": round(r["margin"] / max(1, r["games"]), 1),
                                "move_ms": {"p50": round(_percentile(r["times"], 0.5), 1),
                                            "p95": round(_percentile(r["times"], 0.95), 1),
                                            "max": round(max(r["times"], default=0.0), 1)}}
                       for n, r in by_players.items()},
        "first_seed": args.first_seed, "seconds": round(time.perf_counter() - start, 1),
        "python": platform.python_version(), "machine": platform.machine(),
    }
    out = pathlib.Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(result, indent=2) + "\n")
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
