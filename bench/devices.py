#!/usr/bin/env python3
"""Latency of a move made on a phone at a table shown on another device.

    python bench/devices.py [--moves 150] [--game doudizhu] [--out bench/results/devices.json]

Boots the built app (dist/, served under /hotseat/) in two pages of one
headless Chromium: the host (1024×768) and a phone (412×915), paired over a
WebRTC data channel on this machine exactly as players pair (the codes
typed both ways; host candidates only, no STUN or TURN). The phone holds seat
1 of a game whose other seats are the host's bots, with the bots' visible
pause set to 0 so the phone acts often.

Each time the phone's seat must act, the phone picks the bot's choice and
calls its transport's ``act`` (what a tap on its screen calls). Times are
taken from the clock both pages share (``performance.timeOrigin +
performance.now()``) from that call until

  host_shown   the host's table has drawn the new state (the frame after its
               view module rendered it: the ``hotseat:drawn`` event)
  phone_shown  the phone's own table has drawn the state the host sent back
  both_shown   the later of the two: the issue's measure (p95 ≤ 100 ms)

The baseline, in the same pages and the same game: ``local_act``, the host
page's own ``hotseat.act`` round trip to the engine's worker (engine move and
IndexedDB save) for the bots' moves between, as the ratio
``both_shown / local_act`` says what the second device costs on top of the
engine. Not a test.
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

DEBUG = bool(__import__("os").environ.get("DEVBENCH_DEBUG"))
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--no-first-run", "--disable-sync"]

# Every page records when its table drew (the clock both pages share).
RECORD_DRAWS = """
window.__drawn = [];
window.addEventListener("hotseat:drawn", () => window.__drawn.push(performance.timeOrigin + performance.now()));
"""

# The host's own act() round trip, for the bots' moves (the baseline).
TIME_LOCAL_ACTS = """
() => {
  const h = window.hotseat;
  window.__localActs = [];
  const act = h.act.bind(h);
  h.act = async (...a) => { const s = performance.now(); const r = await act(...a); window.__localActs.push(performance.now() - s); return r; };
}
"""

PHONE_MOVE = """
async () => {
  const r = window.hotseat.remote;
  if (!r || !r.state || !r.state.acting || r.status !== "connected") return null;
  const a = await r.hs.botAction(null, r.seat);
  const n = r.state.n;
  const drawnBefore = window.__drawn.length;
  const t0 = performance.timeOrigin + performance.now();
  try { await r.hs.act(null, r.seat, a); } catch (e) { if (e.code === "stale") return null; throw e; }
  // wait for the phone's screen to show the state that answers the move
  while (!(r.state && r.state.n > n && window.__drawn.length > drawnBefore)) await new Promise((res) => setTimeout(res, 1));
  return { t0, phone: window.__drawn.slice(drawnBefore)[0] };
}
"""


def pct(values: list[float], q: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, int(round(q * (len(s) - 1))))] if s else 0.0


def summary(values: list[float]) -> dict:
    return {"n": len(values), "p50_ms": round(pct(values, 0.5), 1), "p95_ms": round(pct(values, 0.95), 1),
            "max_ms": round(max(values, default=0.0), 1)}


def pair(host, phone, url: str) -> None:
    host.click(".invite-players-btn")
    host.click(".invite-seat[data-seat='1'] .invite-btn")
    code = host.wait_for_selector(".pair-code .code-text").get_attribute("data-code")
    phone.goto(url + "#/join")
    phone.fill("#invite-code", code)
    phone.click(".code-go")
    reply = phone.wait_for_selector(".pair-code .code-text").get_attribute("data-code")
    host.fill("#reply-code", reply)
    host.click(".code-go")
    phone.wait_for_selector(".table-bar")
    host.wait_for_selector(".invite-seat[data-seat='1'][data-status='connected']")
    host.click(".dialog-invite .btn-icon")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--moves", type=int, default=150, help="phone moves timed")
    ap.add_argument("--game", default="doudizhu")
    ap.add_argument("--players", type=int, default=3)
    ap.add_argument("--out", type=Path, default=ROOT / "bench" / "results" / "devices.json")
    args = ap.parse_args()
    from playwright.sync_api import sync_playwright

    site_build.build()
    server = site_build.make_server(site_build.DIST, "/hotseat/", 0)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/hotseat/"
    host_shown: list[float] = []
    phone_shown: list[float] = []
    both: list[float] = []
    local: list[float] = []
    start = time.perf_counter()
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
        def device(viewport):
            ctx = browser.new_context(service_workers="block", viewport=viewport)
            ctx.add_init_script(RECORD_DRAWS)
            page = ctx.new_page()
            page.set_default_timeout(120_000)
            return ctx, page

        _, host = device({"width": 1024, "height": 768})
        host.goto(url)
        host.evaluate("window.hotseat.ready")
        seed = 1000
        warm = 10  # the first moves warm the JIT and the first IndexedDB transactions; not timed
        while len(both) < args.moves:
            seats = [{"name": "Phone" if i == 1 else f"Bot {i}", "bot": i != 1} for i in range(args.players)]
            options = {"hands": 1} if args.game == "doudizhu" else {}
            gid = host.evaluate("(a) => window.hotseat.newGame(a)", {
                "game": args.game, "players": args.players, "seed": seed, "options": options, "seats": seats})
            seed += 1
            host.evaluate("(id) => { localStorage.setItem('hotseat.botDelay', '0'); location.hash = '#/play/' + id; }", gid)
            host.wait_for_selector(".table-bar")
            host.evaluate(TIME_LOCAL_ACTS)
            # a new phone for each game (its own storage: a player joining fresh)
            phone_ctx, phone = device({"width": 412, "height": 915})
            pair(host, phone, url)
            deadline = time.monotonic() + 300
            while len(both) < args.moves and time.monotonic() < deadline:
                if host.evaluate("(id) => window.hotseat.view(id).then((v) => v.finished)", gid):
                    break
                nxt = phone.query_selector(".interlude-actions button.btn-primary")
                if nxt:
                    nxt.click()
                host_draws_before = host.evaluate("window.__drawn.length")
                r = phone.evaluate(PHONE_MOVE)
                if DEBUG: print("move", r, len(both), flush=True)
                if r is None:
                    host.wait_for_timeout(5)
                    continue
                # the host's first draw after the move shows it (nothing else moves while it waits)
                h = None
                for _ in range(2000):
                    draws = host.evaluate("(k) => window.__drawn.slice(k)", host_draws_before)
                    h = next((d for d in draws if d >= r["t0"]), None)
                    if h is not None:
                        break
                    host.wait_for_timeout(2)
                if warm:
                    warm -= 1
                    continue
                host_shown.append(h - r["t0"])
                phone_shown.append(r["phone"] - r["t0"])
                both.append(max(h, r["phone"]) - r["t0"])
            local.extend(host.evaluate("window.__localActs"))
            host.evaluate("location.hash = '#/'")
            phone_ctx.close()
        browser.close()
    server.shutdown()
    result = {
        "what": "a phone's move until it is shown on the host's table and on the phone; see bench/devices.py",
        "when": time.strftime("%Y-%m-%dT%H:%M:%S"),
        "machine": f"{platform.machine()} {platform.system()}, {__import__('os').cpu_count()} cores",
        "game": args.game, "players": args.players,
        "host_shown": summary(host_shown), "phone_shown": summary(phone_shown), "both_shown": summary(both),
        "baseline_local_act": summary(local),
        "ratio_p95_both_to_local_act": round(pct(both, 0.95) / max(pct(local, 0.95), 1e-9), 2),
        "target_both_p95_ms": 100,
        "seconds": round(time.perf_counter() - start, 1),
    }
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(result, indent=1) + "\n")
    print(json.dumps(result, indent=1))


if __name__ == "__main__":
    main()
