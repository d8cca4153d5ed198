#!/usr/bin/env python3
"""Sanguosha's cost as games grow (issue #14): CPython and Pyodide in one run.

    python bench/sanguosha.py [--games 6] [--browser/--no-browser]

CPython, bot games for 5, 8 and 10 players, auto-pass on and off:

  actions      actions per game (mean, max)
  act p95      one ``Match.act`` (the engine's checks and the resolution)
  view bytes   the JSON of a seat's view at 25 %, 50 % and 100 % of the game:
               flat, because a view carries a fixed number of recent events
               (engine.VIEW_EVENTS), not the log
  record/act   bytes of the saved record per action, at 25 %, 50 %, 100 %
  replay       the time to rebuild the longest record, against the baseline:
               replaying Dou Dizhu records of the same total length in the same
               process (the engine's cheapest game), as a ratio

Pyodide (the built site in headless Chromium, as bench/bridge.py): the
longest 10-player record imported through ``window.hotseat.importRecord``
(which replays it and saves it), against importing Dou Dizhu records in the
same page; and ``hotseat.act`` p95 over a 10-player bot game (the
IndexedDB save that act awaits included).

Writes ``bench/results/sanguosha.json``. Not a test.
"""

from __future__ import annotations

import argparse
import json
import platform
import random
import statistics
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "pylib"))
sys.path.insert(0, str(ROOT))

from hotseat import engine  # noqa: E402


def pct(values, q):
    s = sorted(values)
    return s[min(len(s) - 1, int(round(q * (len(s) - 1))))]


def play(n: int, seed: int, auto: bool):
    m = engine.new_game("sanguosha", n, seed, {"auto_pass": auto})
    acts, marks = [], {}
    while not m.finished:
        s = m.to_act()[0]
        a = m.bot_action(s)
        t = time.perf_counter()
        m.act(s, a)
        acts.append(time.perf_counter() - t)
    total = m.moves
    for q in (0.25, 0.5, 1.0):
        k = max(1, int(total * q))
        part = engine.replay({**m.record(), "actions": m.record()["actions"][:k]})
        marks[str(q)] = {"view_bytes": len(json.dumps(part.view(0), ensure_ascii=False)),
                         "record_bytes_per_action": round(len(json.dumps(part.record())) / k, 1)}
    return m, acts, marks


def ddz_records(total_actions: int) -> list[dict]:
    rnd = random.Random(5)
    out, n, g = [], 0, 0
    while n < total_actions:
        m = engine.new_game("doudizhu", 3, seed=g, options={"hands": 1})
        g += 1
        while not m.finished:
            s = m.to_act()[0]
            m.act(s, rnd.choice(m.legal_actions(s)))
        out.append(m.record())
        n += m.moves
    return out


def cpython(games: int) -> tuple[dict, dict]:
    rows, longest = {}, None
    for n in (5, 8, 10):
        for auto in (True, False):
            counts, acts, marks = [], [], []
            for g in range(games):
                m, a, mk = play(n, 9000 + 31 * g + n, auto)
                counts.append(m.moves)
                acts += a
                marks.append(mk)
                if n == 10 and (longest is None or m.moves > len(longest["actions"])):
                    longest = m.record()
            rows[f"{n}p auto_pass={'on' if auto else 'off'}"] = {
                "games": games, "actions_mean": round(statistics.mean(counts), 1),
                "actions_max": max(counts), "act_p95_ms": round(pct(acts, 0.95) * 1000, 3),
                "act_max_ms": round(max(acts) * 1000, 3),
                "view_bytes": {q: round(statistics.mean(mk[q]["view_bytes"] for mk in marks))
                               for q in ("0.25", "0.5", "1.0")},
                "record_bytes_per_action": {q: round(statistics.mean(mk[q]["record_bytes_per_action"] for mk in marks), 1)
                                            for q in ("0.25", "0.5", "1.0")},
            }
    base = ddz_records(len(longest["actions"]))
    reps = []
    for _ in range(5):
        t = time.perf_counter()
        engine.replay(longest)
        t1 = time.perf_counter()
        for r in base:
            engine.replay(r)
        t2 = time.perf_counter()
        reps.append((t1 - t, t2 - t1))
    sgs = min(r[0] for r in reps)
    ddz = min(r[1] for r in reps)
    rows["replay_longest_10p"] = {
        "actions": len(longest["actions"]), "options": longest["options"],
        "seconds": round(sgs, 4),
        "baseline_doudizhu_same_length_seconds": round(ddz, 4),
        "ratio": round(sgs / ddz, 2)}
    return rows, {"longest": longest, "baseline": base}


IMPORT = """
async ([rec, base]) => {
  const h = window.hotseat;
  const seats = (n) => [...Array(n).keys()].map((i) => ({name: "B" + i, bot: true}));
  const times = {sgs: [], ddz: []};
  for (let k = 0; k < 3; k++) {
    let s = performance.now();
    const id = await h.importRecord(rec, {seats: seats(rec.players)});
    times.sgs.push(performance.now() - s);
    await h.remove(id);
    s = performance.now();
    const ids = [];
    for (const r of base) ids.push(await h.importRecord(r, {seats: seats(r.players)}));
    times.ddz.push(performance.now() - s);
    for (const i of ids) await h.remove(i);
  }
  return times;
}
"""


def browser(data: dict) -> dict:
    from playwright.sync_api import sync_playwright

    import build as site_build
    from bench.bridge import ARGS, PLAY

    site_build.build()
    server = site_build.make_server(site_build.DIST, "/hotseat/", 0)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/hotseat/"
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
        page = b.new_context(service_workers="block").new_page()
        page.set_default_timeout(600_000)
        page.goto(url)
        page.evaluate("window.hotseat.ready")
        t = page.evaluate(IMPORT, [data["longest"], data["baseline"]])
        acts = page.evaluate(PLAY, ["sanguosha", 10, 4242, {}])["act"]
        b.close()
    server.shutdown()
    sgs, ddz = min(t["sgs"]), min(t["ddz"])
    return {"import_longest_10p_ms": round(sgs, 1), "import_doudizhu_same_length_ms": round(ddz, 1),
            "ratio": round(sgs / ddz, 2), "actions": len(data["longest"]["actions"]),
            "act_10p": {"n": len(acts), "p50_ms": round(pct(acts, 0.5), 2),
                        "p95_ms": round(pct(acts, 0.95), 2), "max_ms": round(max(acts), 2)}}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=6)
    ap.add_argument("--no-browser", action="store_true")
    ap.add_argument("--out", type=Path, default=ROOT / "bench" / "results" / "sanguosha.json")
    args = ap.parse_args()
    rows, data = cpython(args.games)
    result = {"what": "Sanguosha cost as games grow; see bench/sanguosha.py",
              "when": time.strftime("%Y-%m-%dT%H:%M:%S"),
              "machine": f"{platform.machine()} {platform.system()}, {__import__('os').cpu_count()} cores",
              "cpython": rows}
    if not args.no_browser:
        result["pyodide"] = browser(data)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(result, indent=1, ensure_ascii=False) + "\n")
    print(json.dumps(result, indent=1, ensure_ascii=False))


if __name__ == "__main__":
    main()
