#!/usr/bin/env python3
"""Which general wins for which role, among today's bots (issue #31).

    python bench/sanguosha_bot_generals.py [--games5 200] [--games8 120]

All-v2 games with generals (bench/baselines/sanguosha_bot_v2.py at every
seat; seeds 55000 on at 5 players, 58000 on at 8, apart from the seeds of
bench/sanguosha_bot_sides.py): for each (players, role, general), how often
the side of a seat of that role with that general won. v2 drafts by its
fixed ratings, so a general's count is how often it was offered and
preferred, and its share is among those games (not a controlled trial).
This table set the app bot's draft by role (``BY_ROLE`` in
``pylib/hotseat/games/sanguosha/bot.py``). Writes
``bench/results/sanguosha_bot_generals.json``. Not a test.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bench"))

from sanguosha_bot_sides import play  # noqa: E402
from sanguosha_bot import side_of  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games5", type=int, default=200)
    ap.add_argument("--games8", type=int, default=120)
    ap.add_argument("--out", default=str(ROOT / "bench" / "results" / "sanguosha_bot_generals.json"))
    args = ap.parse_args()
    won: dict = defaultdict(lambda: [0, 0])
    for n, games in ((5, args.games5), (8, args.games8)):
        for i in range(games):
            m, _ = play(n, 50000 + 1000 * n + i, lambda r: "v2")
            roles, side = m.state["roles"], m.result()["side"]
            for s in range(n):
                w = won[(n, roles[s], m.state["general"][s])]
                w[0] += side == side_of(roles[s])
                w[1] += 1
    rows = [{"players": n, "role": r, "general": g, "won": k, "games": t, "share": round(k / t, 2)}
            for (n, r, g), (k, t) in sorted(won.items(), key=lambda x: (x[0][0], x[0][1], -x[1][1]))]
    for row in rows:
        if row["games"] >= 8:
            print(f"  {row['players']}p {row['role']:9s} {row['general']:14s} {row['won']:3d} / {row['games']:3d}"
                  f"  {100 * row['share']:3.0f} %")
    Path(args.out).write_text(json.dumps({"bench": "sanguosha generals by role, all v2 (issue #31)",
                                          "games": {"5": args.games5, "8": args.games8}, "rows": rows},
                                         indent=1) + "\n")


if __name__ == "__main__":
    main()
