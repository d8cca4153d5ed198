#!/usr/bin/env python3
"""Frames while the table moves (issue #29, "No lag").

    python bench/frames.py [--actions 40] [--throttle 1] [--no-write]

Boots the built app (dist/, served under /hotseat/) in headless Chromium
with a phone's profile (412×915, device scale 2.625, touch), and lets the
bots play at the normal pace (700 ms a move: motion 350 ms, banners 1.5 s)
through the table, as a player watching them would see it:

* ``sanguosha``: a 10-player game (all bots), ``--actions`` moves;
* ``doudizhu``: three 3-player hands (seeds 5, 6 and 8, one after the other
  in the same page), seat 0 a human whose plays the bench taps (Hint, then
  Play or Pass), the others bots, each to its end (or ``--actions`` moves).

Each table's opening (its module, its first draw and layout, up to the
frame that first shows it) and the way back home are not moves: their
frames are counted apart (``opening_long_frame_ms``).

Measured in the page:

* frames: every long animation frame the browser reports
  (``long-animation-frame``, those over 50 ms) and the gaps between
  ``requestAnimationFrame`` callbacks: the longest, the 99th percentile,
  and how many are over 50 ms;
* act to motion: for each move, from the table's call to the engine
  (``hotseat.actStep`` for a tap, ``hotseat.botStep`` for a bot's move: one
  call each) to the first frame that shows the move's motion (a card in
  flight, an arrow or a hit).

The baseline runs in the same browser on the same seed, the same moves
(the bots are deterministic), with ``prefers-reduced-motion``: the table
as it was before it moved. The figures to read are the longest frame with
motion (the issue: none over 50 ms) and its ratio to the baseline's; the
tap-to-motion p95 (the issue: ≤ 50 ms). ``--throttle 4`` slows the page's
CPU four times (Chrome's own phone emulation) for a stricter reading.

Writes ``bench/results/frames.json`` unless ``--no-write``.
"""

from __future__ import annotations

import argparse
import json
import platform
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
import build as site_build  # noqa: E402

RESULT = ROOT / "bench" / "results" / "frames.json"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--no-first-run", "--disable-sync"]
PHONE = {"viewport": {"width": 412, "height": 915}, "device_scale_factor": 2.625,
         "is_mobile": True, "has_touch": True}

# Installed before the table opens: frame gaps, long frames, and each act's
# time to its first drawn motion.
WATCH = """() => {
  const W = window.__frames = { gaps: [], loaf: [], acts: [], motion: [], on: true, spans: [] };
  // Each table's opening, from the bench's opening it to the frame that
  // first showed it (a bot's first move may be asked for before that frame):
  // its module, first draw and layout are not a move's, told apart below.
  W.open = () => W.spans.push([performance.now(), null]);
  addEventListener("hotseat:drawn", () => {
    const s = W.spans[W.spans.length - 1];
    if (s && s[1] == null) s[1] = performance.now();
  });
  const opening = (a, b) => W.spans.some(([s, e]) => b >= s && (e == null || a <= e));
  let last = performance.now();
  // a gap that ends in a table's opening, or in the frame after it (which
  // lays the table out), is the opening's
  let after = false;
  const tick = (t) => {
    const open = opening(last, t);
    if (!open && !after) W.gaps.push(t - last);
    after = open;
    last = t;
    if (W.on) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  try {
    W.blame = {};
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) {
        W.loaf.push({ ms: e.duration, opening: opening(e.startTime, e.startTime + e.duration) });
        // where the long frames' time went: the scripts Chrome names
        for (const sc of e.scripts || []) {
          const at = `${(sc.sourceURL || "").split("/").pop()}:${sc.sourceFunctionName || sc.invoker || "?"}`;
          W.blame[at] = (W.blame[at] || 0) + sc.duration;
        }
        W.blame["(style and layout)"] = (W.blame["(style and layout)"] || 0) + (e.styleAndLayoutStart ? e.startTime + e.duration - e.styleAndLayoutStart : 0);
      }
    }).observe({ type: "long-animation-frame", buffered: false });
  } catch (e) { W.noLoaf = String(e); }
  const hs = window.hotseat;
  let pending = null;
  // a tap's move (actStep) and a bot's (botStep): the table's one call a move
  let tap = false;
  W.taps = [];
  W.answered = [];
  for (const name of ["actStep", "botStep"]) {
    const call = hs[name].bind(hs);
    hs[name] = (...a) => {
      pending = performance.now(); tap = name === "actStep"; W.acts.push(pending);
      const p = call(...a);
      // the engine's answer, for the part of a tap's time spent in the worker
      if (tap) { const t0 = pending; p.then(() => W.answered.push(performance.now() - t0), () => {}); }
      return p;
    };
  }
  new MutationObserver(() => {
    if (pending == null || !document.querySelector('.fx-flyer, .fx-lines, .fx-hit')) return;
    const start = pending; const byTap = tap; pending = null;
    requestAnimationFrame(() => (byTap ? W.taps : W.motion).push(performance.now() - start));
  }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["class"] });
}"""


def pct(values: list[float], q: float) -> float | None:
    if not values:
        return None
    s = sorted(values)
    return round(s[min(len(s) - 1, int(q * len(s)))], 1)


def run(browser, url: str, game: str, players: int, seeds: tuple[int, ...], actions: int, reduced: bool,
        throttle: float) -> dict:
    ctx = browser.new_context(service_workers="block", reduced_motion="reduce" if reduced else "no-preference",
                              **PHONE)
    page = ctx.new_page()
    if throttle > 1:
        ctx.new_cdp_session(page).send("Emulation.setCPUThrottlingRate", {"rate": throttle})
    page.goto(url)
    page.evaluate("window.hotseat.ready")
    page.evaluate(WATCH)
    # Dou Dizhu: seat 0 is a human whose plays the bench taps (Hint, then
    # Play): a tap's move to its motion is the issue's "act to the first
    # frame of its animation". One hand per seed, one after the other in the
    # same page, for enough taps.
    seats = [{"name": f"Bot {i + 1}", "bot": not (game == "doudizhu" and i == 0)} for i in range(players)]
    for seed in seeds:
        gid = page.evaluate("(a) => window.hotseat.newGame(a)",
                            {"game": game, "players": players, "seed": seed,
                             "options": {"hands": 1} if game == "doudizhu" else {}, "seats": seats})
        start = page.evaluate("window.__frames.acts.length")
        page.evaluate("(id) => { localStorage.setItem('hotseat.botDelay', '700'); window.__frames.open();"
                      " location.hash = '#/play/' + id; }", gid)
        t0 = time.time()
        while time.time() - t0 < actions * 4 + 60:
            n = page.evaluate("window.__frames.acts.length") - start
            if n >= actions or page.query_selector(".final, .interlude"):
                break
            if page.query_selector(".ddz-bid[data-bid='3']:not([disabled])"):
                page.click(".ddz-bid[data-bid='3']")  # the landlord plays most
            elif page.query_selector(".ddz-hint:not([disabled])"):
                page.click(".ddz-hint")
                time.sleep(0.2)
                page.click(".ddz-play:not([disabled]), .ddz-pass:not([disabled])")
            time.sleep(0.2)
        # leaving the table (the home screen's draw) is not a move either
        page.evaluate("window.__frames.open(); location.hash = '#/'")
        time.sleep(1)
    page.evaluate("window.__frames.on = false")
    w = page.evaluate("({ ...window.__frames, open: null })")
    ctx.close()
    gaps = w["gaps"]
    round_loaf = [x["ms"] for x in w["loaf"] if not x["opening"]]
    opening = [x["ms"] for x in w["loaf"] if x["opening"]]
    return {
        "acts": len(w["acts"]),
        "frames": len(gaps),
        "longest_gap_ms": round(max(gaps), 1) if gaps else None,
        "gap_p99_ms": pct(gaps, 0.99),
        "gaps_over_50ms": sum(1 for g in gaps if g > 50),
        # the figure: long frames during the round (after the first
        # move's call); the table's opening apart
        "long_frames": len(round_loaf),
        "longest_long_frame_ms": round(max(round_loaf), 1) if round_loaf else 0,
        "opening_long_frame_ms": round(max(opening), 1) if opening else 0,
        # a human's tap (actStep) to its motion: the figure
        "tap_to_motion_p50_ms": pct(w["taps"], 0.5),
        "tap_to_motion_p95_ms": pct(w["taps"], 0.95),
        "tap_to_motion_max_ms": round(max(w["taps"]), 1) if w["taps"] else None,
        "taps_with_motion": len(w["taps"]),
        "tap_to_motion_ms": [round(x, 1) for x in w["taps"]],
        # of which the engine's answer (the worker's act and next step)
        "tap_answer_p50_ms": pct(w["answered"], 0.5),
        # a bot's call (botStep) to its motion: its pause on screen included
        "bot_call_to_motion_p50_ms": pct(w["motion"], 0.5),
        "bot_moves_with_motion": len(w["motion"]),
        "long_frames_by_script_ms": dict(sorted(((k, round(v)) for k, v in (w.get("blame") or {}).items()),
                                                key=lambda kv: -kv[1])[:6]),
        **({"no_loaf": w["noLoaf"]} if "noLoaf" in w else {}),
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--actions", type=int, default=40)
    ap.add_argument("--throttle", type=float, default=1.0)
    ap.add_argument("--no-write", action="store_true")
    ap.add_argument("--game", choices=["sanguosha", "doudizhu"], default=None)
    args = ap.parse_args()
    from playwright.sync_api import sync_playwright

    site_build.build()
    server = site_build.make_server(site_build.DIST, "/hotseat/", 0)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/hotseat/"
    out = {"bench": "frames while bots play at the normal pace, 412x915 phone profile",
           "throttle": args.throttle, "python": platform.python_version()}
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", headless=True, args=ARGS)
        out["chromium"] = browser.version
        for game, players, seeds in (("sanguosha", 10, (7,)), ("doudizhu", 3, (5, 6, 8))):
            if args.game and game != args.game:
                continue
            motion = run(browser, url, game, players, seeds, args.actions, False, args.throttle)
            base = run(browser, url, game, players, seeds, args.actions, True, args.throttle)
            ratio = (round(motion["longest_gap_ms"] / base["longest_gap_ms"], 2)
                     if motion["longest_gap_ms"] and base["longest_gap_ms"] else None)
            out[game] = {"seeds": list(seeds), "motion": motion, "reduced_motion_baseline": base, "longest_gap_ratio": ratio}
            print(game, json.dumps(out[game], indent=1), flush=True)
        browser.close()
    server.shutdown()
    if not args.no_write:
        RESULT.write_text(json.dumps(out, indent=1) + "\n")
        print("wrote", RESULT.relative_to(ROOT))


if __name__ == "__main__":
    main()
