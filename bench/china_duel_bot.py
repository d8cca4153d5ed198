"""China Duel bot strength: how often the game's bot beats the random bot.

Each game seats the bot against a random player (uniform over the legal
actions) and plays to the end with every option at its default (the original
rules). The bot operates the Emperor on its own turns (the suggestion), the
random player on its own. Games alternate the bot's seat, so both seat orders
are measured (the start player is drawn by lot from the seed); a tie shares
the win and counts as half. Seeds are fixed, so a run is exactly reproducible.

    nice -n 10 python bench/china_duel_bot.py [--games 200] [--first-seed 1000]

Writes ``bench/results/china_duel_bot.json``; the issue's target is ≥ 90 %.
Develop changes on other seeds (``--first-seed 5000 --out /tmp/x.json``) so
the committed ones are not tuned to. The bot's thinking time per action is
reported too (in this CPython; the browser's Pyodide is about three times
slower).
"""

from __future__ import annotations

import argparse
import pathlib
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "pylib"))

from hotseat import engine  # noqa: E402
from botbench import bot_game, timing, write_result  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--first-seed", type=int, default=1000)
    ap.add_argument("--rules", default="original", choices=["original", "english", "first"])
    ap.add_argument("--out", default=str(ROOT / "bench" / "results" / "china_duel_bot.json"))
    args = ap.parse_args()
    rows = {k: {"games": 0, "wins": 0.0, "margin": 0} for k in ("bot_starts", "random_starts")}
    times: list[float] = []
    start = time.perf_counter()
    for g in range(args.games):
        seed = args.first_seed + g
        bot_seat = g % 2
        res = bot_game("china_duel", 2, seed, bot_seat, times, {"rules": args.rules}).result()
        starts = engine.new_game("china_duel", 2, seed=seed).state["start"]
        row = rows["bot_starts" if starts == bot_seat else "random_starts"]
        s = res["scores"]
        row["games"] += 1
        row["wins"] += 1.0 if res["winners"] == [bot_seat] else 0.5 if len(res["winners"]) == 2 else 0.0
        row["margin"] += s[bot_seat] - s[1 - bot_seat]
    games = sum(r["games"] for r in rows.values())
    wins = sum(r["wins"] for r in rows.values())
    result = {
        "bench": "china_duel: the bot against the random bot, share of games won (ties ½)",
        "rules": args.rules, "games": games, "wins": wins, "win_rate": round(wins / games, 3),
        "target": 0.9,
        "by_seat_order": {k: {"games": r["games"], "wins": r["wins"],
                              "win_rate": round(r["wins"] / max(1, r["games"]), 3),
                              "mean_margin": round(r["margin"] / max(1, r["games"]), 1)}
                          for k, r in rows.items()},
        "move_ms": timing(times),
        "first_seed": args.first_seed,
    }
    write_result(args.out, result, start)


if __name__ == "__main__":
    main()
