#!/usr/bin/env python3
"""What the event stream costs (issue #28), per game.

    python bench/events.py [--games 6] [--page] [--out bench/results/events.json]

On CPython, for each game at its largest table, the longest of ``--games``
bot games (seeds 1..N):

  view_bytes   the JSON size of a seat's view (seat 0) and of the public view
               at the start, the middle and the end of that game: flat, since
               a view carries a fixed number of events (engine.VIEW_EVENTS)
               and no game keeps its log in its state any more
  events       how many events the game emitted, and per event the bytes it
               holds in memory (the event's dicts, lists and strings, texts
               included, measured with sys.getsizeof over the whole event)
  record       the save's bytes (the save is the record: events add nothing
               to it) and per action
  rebuild_ms   CPython: replay the record and read every seat's whole log in
               pages (what the log panel and a replay read)

With ``--page`` (needs the built site, `python3 build.py`), in headless
Chromium through window.hotseat, a 10-player Sanguosha game played by bots:

  act          p50 / p95 / max of hotseat.act() with events on
  rebuild_ms   the record imported again (replayed in the page's engine,
               and saved) and its whole public log read in pages, for each
               game played and for the longest CPython game above
               (rebuild_longest): the goal is ≤ 1 s

Not a test: figures for the issue. Each figure is a median of --repeat runs.
"""

from __future__ import annotations

import argparse
import json
import platform
import statistics
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "pylib"))
sys.path.insert(0, str(ROOT))

from hotseat import engine  # noqa: E402

#: Each game at its largest table (the longest games and views).
TABLES = {"doudizhu": (4, {}), "cena": (5, {}), "qianlong": (2, {}), "china_duel": (2, {}),
          "sanguosha": (10, {"auto_pass": False})}


#: Each game's longest record measured here (the page rebuilds Sanguosha's).
LONGEST: dict[str, dict] = {}


def deep_size(x, seen=None) -> int:
    seen = set() if seen is None else seen
    if id(x) in seen:
        return 0
    seen.add(id(x))
    n = sys.getsizeof(x)
    if isinstance(x, dict):
        n += sum(deep_size(k, seen) + deep_size(v, seen) for k, v in x.items())
    elif isinstance(x, (list, tuple)):
        n += sum(deep_size(v, seen) for v in x)
    return n


def bot_game(gid: str, players: int, seed: int, options: dict) -> engine.Match:
    m = engine.new_game(gid, players, seed, options)
    while not m.finished:
        seat = m.to_act()[0]
        m.act(seat, m.bot_action(seat))
    return m


def whole_log(m: engine.Match, seat) -> int:
    got, total = 0, None
    while total is None or got < total:
        page = m.log(seat, got)
        got += len(page["events"])
        total = page["total"]
    return got


def size(v) -> int:
    return len(json.dumps(v, ensure_ascii=False, separators=(",", ":")).encode())


def measure(gid: str, games: int, repeat: int) -> dict:
    players, options = TABLES[gid]
    longest = max((bot_game(gid, players, s, options) for s in range(1, games + 1)),
                  key=lambda m: m.moves)
    record = longest.record()
    n = len(record["actions"])
    sizes = {"seat0": {}, "public": {}}
    m = engine.new_game(gid, players, record["seed"], record["options"])
    marks = {0: "start", n // 2: "middle", n: "end"}
    for i, step in enumerate([None, *record["actions"]]):
        if step:
            m.act(*step)
        if i in marks:
            sizes["seat0"][marks[i]] = size(m.view(0))
            sizes["public"][marks[i]] = size(m.view(None))
    events = m._events
    per_event = deep_size(events) / len(events) if events else 0
    rebuild = []
    for _ in range(repeat):
        t = time.perf_counter()
        again = engine.replay(json.loads(json.dumps(record)))
        for s in [None, *range(players)]:
            whole_log(again, s)
        rebuild.append((time.perf_counter() - t) * 1000)
    LONGEST[gid] = record
    return {"players": players, "options": options, "seed": record["seed"], "actions": n,
            "view_bytes": sizes, "events": len(events), "bytes_per_event": round(per_event),
            "record_bytes": size(record), "record_bytes_per_action": round(size(record) / max(1, n)),
            "rebuild_ms_cpython": round(statistics.median(rebuild), 1)}


PAGE = """
async ([players, seed, options]) => {
  const h = window.hotseat;
  const act = [];
  const id = await h.newGame({game: "sanguosha", players, seed, options,
                              seats: [...Array(players).keys()].map((i) => ({name: "B" + i, bot: true}))});
  for (;;) {
    const seats = await h.toAct(id);
    if (!seats.length) break;
    const a = await h.botAction(id, seats[0]);
    const s = performance.now();
    await h.act(id, seats[0], a);
    act.push(performance.now() - s);
  }
  const record = await h.record(id);
  const t0 = performance.now();
  const again = await h.importRecord(JSON.stringify(record));
  let got = 0, total = null;
  while (total === null || got < total) {
    const page = await h.log(again, null, got, 200);
    got += page.events.length; total = page.total;
  }
  const rebuild = performance.now() - t0;
  await h.remove(id); await h.remove(again);
  return {act, rebuild, events: total, actions: record.actions.length};
}
"""


REBUILD = """
async (record) => {
  const h = window.hotseat;
  const t0 = performance.now();
  const id = await h.importRecord(JSON.stringify(record));
  let got = 0, total = null;
  while (total === null || got < total) {
    const page = await h.log(id, null, got, 200);
    got += page.events.length; total = page.total;
  }
  const ms = performance.now() - t0;
  await h.remove(id);
  return {ms, events: total};
}
"""


def pct(values: list[float], q: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, int(round(q * (len(s) - 1))))]


def page_figures(games: int) -> dict:
    import build as site_build
    from playwright.sync_api import sync_playwright

    site_build.build()
    server = site_build.make_server(site_build.DIST, "/hotseat/", 0)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/hotseat/"
    acts, rebuilds, sizes = [], [], []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium",
                                    args=["--no-sandbox", "--disable-gpu"])
        page = browser.new_context(service_workers="block").new_page()
        page.set_default_timeout(600_000)
        page.goto(url)
        page.evaluate("window.hotseat.ready")
        page.evaluate(PAGE, [5, 1, {}])  # warm-up
        for g in range(games):
            r = page.evaluate(PAGE, [10, 977 * 10 + 3 + g, {"auto_pass": False}])
            acts += r["act"]
            rebuilds.append(r["rebuild"])
            sizes.append({"actions": r["actions"], "events": r["events"]})
        longest = []
        if "sanguosha" in LONGEST:
            for _ in range(3):
                longest.append(page.evaluate(REBUILD, LONGEST["sanguosha"]))
        browser.close()
    server.shutdown()
    return {"sanguosha_10p": {"games": sizes,
            "rebuild_longest": {"actions": len(LONGEST.get("sanguosha", {}).get("actions", [])),
                                "events": longest[0]["events"] if longest else None,
                                "ms": [round(r["ms"]) for r in longest]},
            "act_ms": {"n": len(acts), "p50": round(pct(acts, .5), 1), "p95": round(pct(acts, .95), 1),
                       "max": round(max(acts), 1)},
            "rebuild_ms": [round(x) for x in rebuilds]}}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=6)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--only", default=",".join(TABLES))
    ap.add_argument("--page", action="store_true")
    ap.add_argument("--page-games", type=int, default=3)
    ap.add_argument("--out", type=Path, default=ROOT / "bench" / "results" / "events.json")
    args = ap.parse_args()
    result = {"what": "the event stream's cost (issue #28); see bench/events.py",
              "when": time.strftime("%Y-%m-%dT%H:%M:%S"),
              "machine": f"{platform.machine()} {platform.system()}, "
                         f"{__import__('os').cpu_count()} cores, Python {platform.python_version()}",
              "view_events": engine.VIEW_EVENTS, "games": {}}
    for gid in args.only.split(","):
        result["games"][gid] = measure(gid, args.games, args.repeat)
        print(gid, json.dumps(result["games"][gid]), flush=True)
    if args.page:
        result["page"] = page_figures(args.page_games)
        print(json.dumps(result["page"]), flush=True)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(result, indent=1, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
