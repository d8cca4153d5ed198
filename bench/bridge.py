#!/usr/bin/env python3
"""Round-trip latency of window.hotseat calls, measured inside the page.

    python bench/bridge.py [--games 10] [--out bench/results/bridge.json]
    python bench/bridge.py --game cena --players 5 --games 2 --out bench/results/bridge_cena.json
    python bench/bridge.py --game sanguosha --players 10 --games 3 --options '{"auto_pass": false}' \
        --out bench/results/bridge_sanguosha.json

Boots the built app (dist/, service workers blocked) in headless Chromium and
plays whole games (Dou Dizhu by default: 3 players, one hand) with bots
through the bridge. For every step it
times, with performance.now() in the page:

  act        hotseat.act(): JSON to the worker, engine move, JSON back, and
             the IndexedDB save that act awaits before resolving
  act_tail   act() over the last quarter of each game's moves (a long game's
             end: the cost must not grow with the record)
  botAction  hotseat.botAction(): the bot's choice (not applied)
  legal      hotseat.legal(): the acting seat's legal actions
  view       hotseat.view(id, seat): the acting seat's view

and writes p50/p95/max per call to bench/results/bridge.json. Not a test.
"""

from __future__ import annotations

import argparse
import json
import platform
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bench"))
from pages import booted_page  # noqa: E402

PLAY = """
async ([game, players, seed, options]) => {
  const h = window.hotseat;
  const t = {act: [], botAction: [], legal: [], view: [], act_tail: []};
  const time = async (name, f) => { const s = performance.now(); const r = await f(); t[name].push(performance.now() - s); return r; };
  const id = await h.newGame({game, players, seed, options,
                              seats: [...Array(players).keys()].map((i) => ({name: "B" + i, bot: true}))});
  for (;;) {
    const seats = await h.toAct(id);
    if (!seats.length) break;
    const seat = seats[0];
    await time("view", () => h.view(id, seat));
    await time("legal", () => h.legal(id, seat));
    const a = await time("botAction", () => h.botAction(id, seat));
    await time("act", () => h.act(id, seat, a));
  }
  t.act_tail = t.act.slice(Math.floor(t.act.length * 3 / 4));
  return t;
}
"""


def pct(values: list[float], q: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, int(round(q * (len(s) - 1))))]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=10)
    ap.add_argument("--game", default="doudizhu")
    ap.add_argument("--players", type=int, default=3)
    ap.add_argument("--options", default=None,
                    help='JSON; default {"hands": 1} for doudizhu, {} otherwise')
    ap.add_argument("--out", type=Path, default=ROOT / "bench" / "results" / "bridge.json")
    args = ap.parse_args()
    options = json.loads(args.options) if args.options else (
        {"hands": 1} if args.game == "doudizhu" else {})
    times: dict[str, list[float]] = {}
    with booted_page() as page:
        # one untimed game first: JIT warm-up, first IndexedDB transaction
        page.evaluate(PLAY, [args.game, args.players, 1, options])
        for g in range(args.games):
            t = page.evaluate(PLAY, [args.game, args.players, 1000 + g, options])
            for k, v in t.items():
                times.setdefault(k, []).extend(v)

    summary = {k: {"n": len(v), "p50_ms": round(pct(v, 0.5), 2), "p95_ms": round(pct(v, 0.95), 2),
                   "max_ms": round(max(v), 2)} for k, v in times.items()}
    result = {
        "what": "in-page latency of window.hotseat calls during bot-vs-bot games; see bench/bridge.py",
        "when": time.strftime("%Y-%m-%dT%H:%M:%S"),
        "machine": f"{platform.machine()} {platform.system()}, {__import__('os').cpu_count()} cores",
        "game": args.game, "players": args.players, "options": options, "games": args.games,
        "calls": summary,
    }
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(result, indent=1) + "\n")
    print(json.dumps(summary, indent=1))


if __name__ == "__main__":
    main()
