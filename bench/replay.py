#!/usr/bin/env python3
"""Step-through replay (issue #32): the first screen, and a step either way.

    python bench/replay.py [--games 3] [--out bench/results/replay.json]

Plays ``--games`` 10-player Sanguosha games with the bots (CPython; seeds
from 5000, the longest games of the bench's seats), and for each:

  CPython   Replay(record) (open: the record replayed and checked, with
            its checkpoints), then a step forward and a step back at every
            point of the game (hotseat.replay.Replay.at).
  page      the built app in headless Chromium (service workers blocked):
            the record imported as a saved game, then, timed with
            performance.now() in the page, hotseat.replayOpen(id) followed
            by the first position's replayAt (the first screen: what the
            replay shows first), and replayAt one step forward and one back
            at 60 points spread over the game, each asking every seat's
            view (the replay shows every hand). The baseline, in the same
            page: hotseat.view(id, seat) of the saved game, one engine call
            that draws one seat's table.

Targets (the issue): the first screen within 1 s, a step within 50 ms, at
any point of the game. Writes p50/p95/max and the ratios to the baseline.
Not a test.
"""

from __future__ import annotations

import argparse
import json
import platform
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "pylib"))
sys.path.insert(0, str(ROOT / "bench"))
from hotseat import engine  # noqa: E402
from hotseat.replay import Replay  # noqa: E402
from pages import booted_page  # noqa: E402

PAGE = """
async ([record, points]) => {
  const h = window.hotseat;
  const n = record.players;
  const seats = [...Array(n).keys()];
  const id = await h.importRecord(record, {seats: seats.map((i) => ({name: "B" + i, bot: true}))});
  const t = {view: [], step_forward: [], step_back: []};
  for (let i = 0; i < 30; i++) {
    const s = performance.now(); await h.view(id, i % n); t.view.push(performance.now() - s);
  }
  let s = performance.now();
  const r = await h.replayOpen(id);
  const opened = performance.now() - s;
  await h.replayAt(r.rid, 0, seats);
  t.first_screen = [performance.now() - s];
  t.open = [opened];
  for (const k of points) {
    if (k < 1 || k >= r.moves) continue;
    await h.replayAt(r.rid, k, seats);
    s = performance.now(); await h.replayAt(r.rid, k + 1, seats); t.step_forward.push(performance.now() - s);
    s = performance.now(); await h.replayAt(r.rid, k, seats); t.step_back.push(performance.now() - s);
    s = performance.now(); await h.replayAt(r.rid, k - 1, seats); t.step_back.push(performance.now() - s);
  }
  await h.replayClose(r.rid);
  await h.remove(id);
  return t;
}
"""


def pct(values: list[float], q: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, int(round(q * (len(s) - 1))))]


def stats(v: list[float]) -> dict:
    return {"n": len(v), "p50_ms": round(pct(v, 0.5), 2), "p95_ms": round(pct(v, 0.95), 2),
            "max_ms": round(max(v), 2)}


def records(games: int) -> list[dict]:
    out = []
    for g in range(games):
        m = engine.new_game("sanguosha", 10, 5000 + g, {})
        while not m.finished:
            seat = m.to_act()[0]
            m.act(seat, m.bot_action(seat))
        out.append(m.record())
    return out


def cpython(recs: list[dict]) -> dict:
    times: dict[str, list[float]] = {"open": [], "step_forward": [], "step_back": []}
    for rec in recs:
        t0 = time.perf_counter()
        r = Replay(rec)
        times["open"].append((time.perf_counter() - t0) * 1000)
        for k in range(1, r.moves):
            r.at(k)
            t0 = time.perf_counter()
            r.at(k + 1)
            times["step_forward"].append((time.perf_counter() - t0) * 1000)
            t0 = time.perf_counter()
            r.at(k)
            r.at(k - 1)
            times["step_back"].append((time.perf_counter() - t0) * 500)
    return {k: stats(v) for k, v in times.items()}


def page(recs: list[dict]) -> dict:
    times: dict[str, list[float]] = {}
    with booted_page() as pg:
        pg.evaluate(PAGE, [recs[0], [1, 2]])  # untimed: JIT warm-up, first IndexedDB transaction
        for rec in recs:
            moves = len(rec["actions"])
            points = sorted({1 + (moves - 2) * i // 59 for i in range(60)})
            for k, v in pg.evaluate(PAGE, [rec, points]).items():
                times.setdefault(k, []).extend(v)
    out = {k: stats(v) for k, v in times.items()}
    base = out["view"]["p50_ms"]
    out["ratios_to_view_p50"] = {k: round(out[k]["p95_ms"] / base, 1)
                                 for k in ("step_forward", "step_back", "first_screen")}
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=3)
    ap.add_argument("--no-page", action="store_true", help="CPython only")
    ap.add_argument("--out", type=Path, default=ROOT / "bench" / "results" / "replay.json")
    args = ap.parse_args()
    recs = records(args.games)
    result = {
        "what": "step-through replay of 10-player Sanguosha games; see bench/replay.py",
        "when": time.strftime("%Y-%m-%dT%H:%M:%S"),
        "machine": f"{platform.machine()} {platform.system()}, {__import__('os').cpu_count()} cores",
        "games": args.games, "moves": [len(r["actions"]) for r in recs],
        "cpython": cpython(recs),
    }
    if not args.no_page:
        result["page"] = pg = page(recs)
        result["targets"] = {"first screen <= 1000 ms (max)": pg["first_screen"]["max_ms"] <= 1000,
                             "step <= 50 ms (max)": max(pg["step_forward"]["max_ms"],
                                                        pg["step_back"]["max_ms"]) <= 50}
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(result, indent=1) + "\n")
    print(json.dumps(result, indent=1))


if __name__ == "__main__":
    main()
