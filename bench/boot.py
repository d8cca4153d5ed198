#!/usr/bin/env python3
"""Boot time of Hotseat vs a bare Pyodide page loading the same wheel.

    python bench/boot.py [--profiles 6] [--warm 4] [--only app-direct,bare-main|all]

    python bench/boot.py --engine webkit [--profiles 4] [--warm 3]

Measures, in one Chromium run on 127.0.0.1 (or WebKit: --engine webkit), the
time from navigation start to "the engine answers" for:

  app-direct    the real app (dist/ as built by build.py: PyScript worker,
                wheel installed by loadPyodide({packages}) via
                packages_cache="passthrough") -> performance mark hotseat:ready
  app-micropip  the same app built with --loader micropip (PyScript
                "packages": micropip installs the wheel)
  bare-main     a page that only does loadPyodide({packages: [wheel]}) on the
                main thread, imports hotseat and lists the games
  bare-worker   the same inside a plain module worker (what our app does,
                without PyScript)
  bare-worker-precompiled
                bare-worker, but the page compiles pyodide.asm.wasm
                (WebAssembly.compileStreaming) and posts the Module to the
                worker, which instantiates it (what the app does since
                web/pyodide-loader.mjs)

  wasm-compile  (WebKit) a page that only fetches and compiles
                pyodide.asm.wasm (WebAssembly.compileStreaming): the part of
                a boot no cache removes in WebKit

By default only app-direct and bare-main (the issue's comparison) run.

--engine webkit (issue #33): Debian's WebKitGTK MiniBrowser through
WebKitWebDriver and selenium (tests/browser/engine_harness.py's driver, in an
Xvfb of its own). A "profile" is one browser session (WebKitWebDriver's are
ephemeral: its first visit is cold, the next --warm visits warm, with the
session's caches, each in a new tab with the last one closed); the served copy has no sw.js, so no service worker serves
a warm visit, as Chromium's are blocked. Default variants there: app-direct,
bare-main, bare-worker and wasm-compile; each visit also records where the
boot went: the app's hotseat:home and hotseat:wasm-from-page marks (whether
the worker used the Module compiled on the page), when the page's own
downloads ended (pyodide.asm.wasm, PyScript's core.js, build.json), and the
CPU seconds every WebKit thread spent from navigation to ready, by thread
name (from /proc: "WebCore: Worker" is the engine's worker, "JIT Worklet
Helper Thread" WebKit's optimising compiler, "llvmpipe" Mesa's software
renderer drawing the page; that is how the spinner was found). Written
to bench/results/boot_webkit.json. For
the app it also reports "home usable": ms to the hotseat:home mark (the home
screen's games and saved games drawn, before the engine is ready).

Both sides do the same Python work: the bare page lists the games as the
app's worker does (engine.games(), which reads the games' light listings and
imports no rules since #26), so the ratio is the app's own cost (PyScript, the
worker, the page's scripts), not the engine's.

Each variant gets --profiles fresh browser profiles on disk. A profile's first
visit is "cold" (empty HTTP cache, no service worker); its next --warm visits
are "warm", as a returning player's are. Every visit stays open --settle
seconds (default 5) after the engine is ready before the next one starts:
- The profile is on disk, as a real browser's is. Playwright's ordinary
  contexts are off the record, with an in-memory HTTP cache that does not
  keep the 9.6 MB pyodide.asm.wasm: their "warm" visit downloaded and
  compiled it again (its transferSize was the whole file).
- V8 writes a module's optimised code to the cache only once no new code has
  been compiled for 2 s (--wasm-caching-timeout-ms, 2000 in this Chromium);
  leaving at once, as a returning player never does, left it to chance.
The variants are visited in rounds, one visit of each per round, in an order
that alternates, so each round's visits see the machine at the same moment.
On a shared 2-core VM that matters more than anything else here: the same
Python loop takes from 0.85 to 1.5 s from one second to the next, so single
boots vary by ±30 %, and 7 unpaired samples (the bench before 2026-11-23)
could not tell 1.07 from 1.18. Reported: medians and their ratio against
bare-main (and bare-worker), plus the median and quartiles of the
round-by-round ratios. Service workers are blocked so every variant is
measured the same way. Not a test: nothing is asserted.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import shutil
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
import build as site_build  # noqa: E402

ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--no-first-run", "--disable-sync"]

# The same work for both bare variants: boot with the wheel, import the
# engine and list the games (what worker.py does before the app is "ready").
BARE_BOOT = """
import { loadPyodide } from "./pyodide/pyodide.mjs";
export async function bootBare(module) {
  const info = await (await fetch(new URL("./build.json", import.meta.url))).json();
  const { instantiateStreaming } = WebAssembly;
  if (module) {
    // bare-worker-precompiled: instantiate the page's Module instead
    WebAssembly.instantiateStreaming = async (response, imports) => {
      (await response).body?.cancel();
      return { instance: await WebAssembly.instantiate(module, imports), module };
    };
  }
  const py = await loadPyodide({ indexURL: new URL("./pyodide/", import.meta.url).href,
                                 packages: [new URL(info.wheel, import.meta.url).href] });
  WebAssembly.instantiateStreaming = instantiateStreaming;
  return py.runPython("from hotseat import session; session.call('games', '[]')");
}
"""
BARE_MAIN_HTML = """<!doctype html><meta charset="utf-8"><title>bare</title>
<script type="module">
import { bootBare } from "./bare-boot.mjs";
window.bareReady = bootBare().then((games) => { performance.mark("bare:ready"); return games; });
</script>"""
BARE_WORKER_HTML = """<!doctype html><meta charset="utf-8"><title>bare worker</title>
<script type="module">
const w = new Worker("./bare-worker.mjs", { type: "module" });
window.bareReady = new Promise((resolve, reject) => {
  w.onmessage = (e) => { performance.mark("bare:ready"); resolve(e.data); };
  w.onerror = (e) => reject(new Error(e.message));
});
// bare-worker-precompiled.html: compile on this thread, post the Module
w.postMessage(location.pathname.endsWith("-precompiled.html")
  ? await WebAssembly.compileStreaming(fetch("./pyodide/pyodide.asm.wasm")) : null);
</script>"""
WASM_COMPILE_HTML = """<!doctype html><meta charset="utf-8"><title>wasm compile</title>
<script type="module">
window.bareReady = WebAssembly.compileStreaming(fetch("./pyodide/pyodide.asm.wasm"))
  .then(() => { performance.mark("bare:ready"); return true; });
</script>"""
BARE_WORKER = """import { bootBare } from "./bare-boot.mjs";
onmessage = (e) => bootBare(e.data).then((games) => postMessage(games));
"""


def prepare(tmp: Path, micropip: bool = True, service_worker: bool = True) -> dict[str, Path]:
    """dist/ (direct) plus the bare pages, and a micropip build beside it."""
    direct = tmp / "direct"
    micro = tmp / "micropip"
    site_build.build("direct")
    shutil.copytree(site_build.DIST, direct)
    if not service_worker:
        (direct / "sw.js").unlink()
    if micropip:
        site_build.build("micropip", out=micro, force=True)
    (direct / "wasm-compile.html").write_text(WASM_COMPILE_HTML)
    (direct / "bare-boot.mjs").write_text(BARE_BOOT)
    (direct / "bare.html").write_text(BARE_MAIN_HTML)
    (direct / "bare-worker.html").write_text(BARE_WORKER_HTML)
    (direct / "bare-worker-precompiled.html").write_text(BARE_WORKER_HTML)
    (direct / "bare-worker.mjs").write_text(BARE_WORKER)
    return {"direct": direct, "micropip": micro} if micropip else {"direct": direct}


def open_profile(p):
    """A fresh on-disk profile (what a first-time player has)."""
    path = tempfile.mkdtemp(prefix="hotseat-boot-")
    context = p.chromium.launch_persistent_context(
        path, executable_path="/usr/bin/chromium", args=ARGS, service_workers="block")
    page = context.new_page()
    page.set_default_timeout(120_000)
    return path, context, page


def visit(page, url: str, ready_js: str, mark: str, settle: float) -> float:
    """Load `url`, wait for the engine, stay `settle` s; ms to `mark`.

    Staying matters: a returning player comes back long after the first
    visit; by then V8 has finished tiering up and written its WebAssembly
    code cache, which it does only after a quiet spell with no new optimised
    code (V8's --wasm-caching-timeout-ms). It also keeps one visit's
    background work out of the next visit's time."""
    page.goto("about:blank")
    page.goto(url)
    page.evaluate(ready_js)
    t = page.evaluate(f"performance.getEntriesByName('{mark}')[0].startTime")
    page.wait_for_timeout(settle * 1000)
    return t


# Where a WebKit visit's time went: the app's marks, and when the page's own
# downloads ended (ms from navigation start; null where absent).
WHERE_JS = """() => {
  const mark = (n) => { const e = performance.getEntriesByName(n)[0]; return e ? Math.round(e.startTime) : null; };
  const res = (end) => { const e = performance.getEntriesByType("resource").find((r) => r.name.endsWith(end));
                         return e ? Math.round(e.responseEnd) : null; };
  return {home: mark("hotseat:home"), wasm_from_page: mark("hotseat:wasm-from-page"),
          wasm_downloaded: res("/pyodide.asm.wasm"), core_js_downloaded: res("/core.js"),
          build_json_downloaded: res("/build.json")};
}"""


def webkit_cpu() -> dict[tuple, int]:
    """CPU time (clock ticks) of every thread of every WebKit process on this
    machine (MiniBrowser, its web and network processes), by (pid, tid, thread
    name): read from /proc, so it sees what the browser itself spends, threads
    WebDriver cannot show (the JIT's helper, Mesa's llvmpipe rasterisers)."""
    out = {}
    for proc in Path("/proc").glob("[0-9]*"):
        try:
            comm = (proc / "comm").read_text().strip()
        except OSError:
            continue
        if not (comm.startswith("WebKit") or comm.startswith("MiniBrowser")):
            continue
        for task in proc.glob("task/*"):
            try:
                stat = (task / "stat").read_text()
                name = (task / "comm").read_text().strip()
            except OSError:
                continue
            fields = stat.rsplit(")", 1)[1].split()
            out[(proc.name, task.name, name)] = int(fields[11]) + int(fields[12])  # utime + stime
    return out


def cpu_by_thread(before: dict, after: dict) -> dict[str, float]:
    """Seconds of CPU between two webkit_cpu() readings, summed by thread
    name (llvmpipe-0 and llvmpipe-1 as "llvmpipe"), the busiest first."""
    tick = os.sysconf("SC_CLK_TCK")
    by = {}
    for key, t in after.items():
        d = t - before.get(key, 0)
        if d > 0:
            name = key[2].rstrip("0123456789").rstrip("-") or key[2]
            by[name] = by.get(name, 0) + d / tick
    return dict(sorted(((k, round(v, 2)) for k, v in by.items() if v >= 0.05), key=lambda kv: -kv[1]))


class WebKitProfile:
    """One WebKit session (tests/browser/engine_harness.py's WebKitDriver)."""

    def __init__(self):
        sys.path.insert(0, str(ROOT / "tests" / "browser"))
        from engine_harness import WebKitDriver
        self.driver = WebKitDriver()
        self.driver.driver.set_script_timeout(300)
        self.visits = 0

    def visit(self, url: str, ready_js: str, mark: str, settle: float) -> tuple[float, dict]:
        d = self.driver
        # Each visit in a new tab, the last one closed: a returning player's
        # earlier visit is gone from memory, its caches kept. (Visited in the
        # same tab, WebKit kept the last page, engine and all, in its
        # back-forward cache, and a warm app visit took about 1 s longer.)
        if self.visits:
            w = d.driver
            old = w.current_window_handle
            w.switch_to.new_window("tab")
            new = w.current_window_handle
            w.switch_to.window(old)
            w.close()
            w.switch_to.window(new)
        self.visits += 1
        d.goto("about:blank")
        cpu = webkit_cpu()
        d.goto(url)
        # (WebKit can fire load before the page's modules have defined what
        # ready_js names: wait for it to exist, then for it to resolve)
        d.eval(f"""async () => {{
            for (;;) {{
                let p;
                try {{ p = {ready_js}; }} catch (e) {{ if (!(e instanceof TypeError)) throw e; }}
                if (p) {{ await p; return true; }}
                await new Promise((r) => setTimeout(r, 10));
            }}
        }}""")
        t = d.eval(f"() => performance.getEntriesByName('{mark}')[0].startTime")
        where = d.eval(WHERE_JS)
        where["cpu_s"] = cpu_by_thread(cpu, webkit_cpu())
        time.sleep(settle)
        return t, where

    def close(self):
        self.driver.close()


def run_webkit(variants: dict, args) -> tuple[dict, dict]:
    """The WebKit rounds: as Chromium's (alternating order, a fresh session
    per profile, its first visit cold); returns (samples, where)."""
    names = list(variants)
    samples = {f"{v} {k}": [] for v in variants for k in ("cold", "warm")}
    where = {f"{v} {k}": [] for v in variants for k in ("cold", "warm")}
    failures = where["failures"] = []
    warmup = WebKitProfile()  # one untimed visit of each: the OS's file caches
    try:
        for v, (u, ready, mark) in variants.items():
            warmup.visit(u, ready, mark, 0)
    finally:
        warmup.close()
    for k in range(args.profiles):
        opened = {}
        try:
            for r in range(1 + args.warm):
                order = names if (k + r) % 2 == 0 else names[::-1]
                for v in order:
                    u, ready, mark = variants[v]
                    if v not in opened:
                        opened[v] = WebKitProfile()
                    kind = "cold" if r == 0 else "warm"
                    try:
                        ms, w = opened[v].visit(u, ready, mark, args.settle)
                    except Exception as e:  # noqa: BLE001 - a boot that failed: counted, the run goes on
                        failures.append({"variant": v, "kind": kind, "profile": k + 1, "visit": r + 1,
                                         "error": str(e)[:2000]})
                        print(f"webkit profile {k + 1} visit {r + 1} {v} {kind}: FAILED {str(e)[:300]}", flush=True)
                        opened.pop(v).close()
                        break
                    samples[f"{v} {kind}"].append(round(ms))
                    where[f"{v} {kind}"].append(w)
                    print(f"webkit profile {k + 1}/{args.profiles} visit {r + 1} {v:23s} "
                          f"{kind}: {ms:7.0f} ms {w}", flush=True)
        finally:
            for prof in opened.values():
                prof.close()
    return samples, where


def home_ms(page) -> float | None:
    """ms to a usable home screen (games and saved games drawn, before the
    engine is ready: web/app.js marks hotseat:home), on the page just visited."""
    return page.evaluate("(performance.getEntriesByName('hotseat:home')[0] || {}).startTime ?? null")


def ratio_summary(apps: list[float], bases: list[float]) -> dict:
    """Ratio of medians, and the spread of the round-by-round ratios.

    Each round visits every variant back to back, so a pair's ratio shares
    the machine's speed at that moment (on a shared 2-core VM the same
    Python loop takes anything from 0.85 to 1.5 s from one second to the
    next); the ratio of medians is the headline, the pairs show how far a
    short run could stray from it."""
    pairs = sorted(a / b for a, b in zip(apps, bases))
    q = lambda xs, f: round(xs[min(len(xs) - 1, int(f * len(xs)))], 3)  # noqa: E731
    # 90 % bootstrap interval of the ratio of medians, resampling whole rounds
    rng = random.Random(0)
    idx = range(len(apps))
    boot = sorted(statistics.median([apps[i] for i in s]) / statistics.median([bases[i] for i in s])
                  for s in ([rng.choice(idx) for _ in idx] for _ in range(2000)))
    return {"ratio_of_medians": round(statistics.median(apps) / statistics.median(bases), 3),
            "ratio_of_medians_90ci": [q(boot, 0.05), q(boot, 0.95)],
            "pairs_median": round(statistics.median(pairs), 3),
            "pairs_quartiles": [q(pairs, 0.25), q(pairs, 0.75)], "pairs": len(pairs)}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--profiles", type=int, default=6,
                    help="fresh profiles per variant; each gives one cold sample")
    ap.add_argument("--warm", type=int, default=4,
                    help="warm visits per profile")
    ap.add_argument("--engine", choices=["chromium", "webkit"], default="chromium")
    ap.add_argument("--out", type=Path, default=None,
                    help="default bench/results/boot.json (Chromium), boot_webkit.json (WebKit)")
    ap.add_argument("--only", default=None,
                    help="comma-separated variants to run (default: app-direct,bare-main; in WebKit "
                         "app-direct,bare-main,bare-worker,wasm-compile; 'all' for every one)")
    ap.add_argument("--settle", type=float, default=None,
                    help="seconds each visit stays open after the engine is ready (default 5; "
                         "WebKit 1: it keeps no compiled WebAssembly to wait for)")
    args = ap.parse_args()
    webkit = args.engine == "webkit"
    if args.out is None:
        args.out = ROOT / "bench" / "results" / ("boot_webkit.json" if webkit else "boot.json")
    if args.only is None:
        args.only = "app-direct,bare-main,bare-worker,wasm-compile" if webkit else "app-direct,bare-main"
    if args.settle is None:
        args.settle = 1 if webkit else 5

    with tempfile.TemporaryDirectory(dir=site_build.CACHE.parent, prefix=".bench-") as tmp:
        roots = prepare(Path(tmp), micropip=not webkit or "micropip" in args.only or args.only == "all",
                        service_worker=not webkit)
        servers = {name: site_build.make_server(root, "/hotseat/", 0) for name, root in roots.items()}
        for s in servers.values():
            threading.Thread(target=s.serve_forever, daemon=True).start()
        url = {name: f"http://127.0.0.1:{s.server_address[1]}/hotseat/" for name, s in servers.items()}
        variants = {
            "app-direct": (url["direct"], "window.hotseat.ready", "hotseat:ready"),
            "app-micropip": (url.get("micropip"), "window.hotseat.ready", "hotseat:ready"),
            "bare-main": (url["direct"] + "bare.html", "window.bareReady", "bare:ready"),
            "bare-worker": (url["direct"] + "bare-worker.html", "window.bareReady", "bare:ready"),
            "bare-worker-precompiled": (url["direct"] + "bare-worker-precompiled.html",
                                        "window.bareReady", "bare:ready"),
        }
        if webkit:
            variants["wasm-compile"] = (url["direct"] + "wasm-compile.html", "window.bareReady", "bare:ready")
        if args.only != "all":
            variants = {k: v for k, v in variants.items() if k in args.only.split(",")}
        variants = {k: v for k, v in variants.items() if v[0]}
        names = list(variants)
        if webkit:
            samples, where = run_webkit(variants, args)
            for s in servers.values():
                s.shutdown()
            write_result(args, samples, where)
            return
        from playwright.sync_api import sync_playwright
        samples = {f"{v} {k}": [] for v in variants for k in ("cold", "warm")}
        samples.update({f"{v} {k} home": [] for v in variants if v.startswith("app")
                        for k in ("cold", "warm")})
        with sync_playwright() as p:
            # one untimed visit of each, so the OS's file caches are equally warm
            for v, (u, ready, mark) in variants.items():
                path, context, page = open_profile(p)
                visit(page, u, ready, mark, 0)
                context.close()
                shutil.rmtree(path, ignore_errors=True)
            for k in range(args.profiles):
                opened = {}
                try:
                    # Rounds alternate the variants' order, so neither always
                    # goes first; every round visits each variant once.
                    for r in range(1 + args.warm):
                        order = names if (k + r) % 2 == 0 else names[::-1]
                        for v in order:
                            u, ready, mark = variants[v]
                            if v not in opened:
                                opened[v] = open_profile(p)
                            kind = "cold" if r == 0 else "warm"
                            ms = visit(opened[v][2], u, ready, mark, args.settle)
                            samples[f"{v} {kind}"].append(round(ms))
                            if f"{v} {kind} home" in samples:
                                home = home_ms(opened[v][2])
                                if home is not None:
                                    samples[f"{v} {kind} home"].append(round(home))
                            print(f"profile {k + 1}/{args.profiles} visit {r + 1} {v:23s} "
                                  f"{kind}: {ms:7.0f} ms", flush=True)
                finally:
                    for path, context, _ in opened.values():
                        context.close()
                        shutil.rmtree(path, ignore_errors=True)
        for s in servers.values():
            s.shutdown()

    write_result(args, samples)


def write_result(args, samples: dict, where: dict | None = None) -> None:
    med = {k: statistics.median(v) for k, v in samples.items() if v}
    ratios, paired = {}, {}
    for app in ("app-direct", "app-micropip", "bare-worker-precompiled", "bare-worker", "wasm-compile"):
        for base in ("bare-main", "bare-worker"):
            if app == base:
                continue
            for kind in ("cold", "warm"):
                a, b = samples.get(f"{app} {kind}"), samples.get(f"{base} {kind}")
                if a and b:
                    s = ratio_summary(a, b)
                    ratios[f"{app}/{base} {kind}"] = s["ratio_of_medians"]
                    paired[f"{app}/{base} {kind}"] = s
    result = {
        "what": "ms from navigation start to engine ready (median), and for the app to a "
                "usable home screen ('... home': games and saved games drawn); see bench/boot.py",
        "engine": args.engine,
        "when": time.strftime("%Y-%m-%dT%H:%M:%S"),
        "machine": f"{platform.machine()} {platform.system()}, {__import__('os').cpu_count()} cores",
        "profiles": args.profiles,
        "warm_visits_per_profile": args.warm,
        "settle_s": args.settle,
        "profile": "persistent, on disk, fresh per profile; variants visited in alternating rounds",
        "median_ms": med,
        "ratio": ratios,
        "paired": paired,
        "targets": {"warm": 1.15, "cold": 1.3, "app-direct warm home ms": 500},
        "samples_ms": samples,
    }
    if where is not None:
        result["where_ms"] = where
        result["failed_visits"] = where.pop("failures", [])
        result["where_median_ms"] = {
            k: {f: statistics.median([w[f] for w in ws if w.get(f) is not None])
                for f in ws[0] if f != "cpu_s" and any(w.get(f) is not None for w in ws)}
            for k, ws in where.items() if ws}
        # CPU seconds by thread name, median over the visits (0 where a visit had none)
        result["cpu_median_s"] = {
            k: {name: round(statistics.median([w["cpu_s"].get(name, 0) for w in ws]), 2)
                for name in sorted({n for w in ws for n in w["cpu_s"]})}
            for k, ws in where.items() if ws and all("cpu_s" in w for w in ws)}
        for k, by in result["cpu_median_s"].items():
            by["all"] = round(statistics.median([sum(w["cpu_s"].values()) for w in where[k]]), 2)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(result, indent=1) + "\n")
    print(json.dumps({"median_ms": med, "ratio": ratios, "paired": paired}, indent=1))


if __name__ == "__main__":
    main()
