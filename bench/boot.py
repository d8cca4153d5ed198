#!/usr/bin/env python3
"""Boot time of Hotseat vs a bare Pyodide page loading the same wheel.

    python bench/boot.py [--runs 5] [--out bench/results/boot.json]

Measures, in one Chromium run on 127.0.0.1, the time from navigation start to
"the engine answers" for:

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

"cold" is a fresh browser profile on disk (empty HTTP cache, no service
worker); "warm" is a second navigation in the same profile, made --settle
seconds (default 5) after the first visit was ready. Both matter for the
WebAssembly code cache that a returning player gets:
- The profile is on disk, as a real browser's is. Playwright's ordinary
  contexts are off the record, with an in-memory HTTP cache that does not
  keep the 9.6 MB pyodide.asm.wasm: their "warm" visit downloaded and
  compiled it again (its transferSize was the whole file), so it measured a
  half-cold boot, and the app's samples split into two groups.
- V8 writes a module's optimised code to the cache only once no new code has
  been compiled for 2 s (--wasm-caching-timeout-ms, 2000 in this Chromium);
  leaving at once, as a returning player never does, left it to chance.
Service workers are blocked so every variant is measured the same way.
Variants are interleaved run by run to spread machine noise evenly; medians
are reported, with ratios against bare-main (the strictest baseline) and
bare-worker. Not a test: nothing is asserted.
"""

from __future__ import annotations

import argparse
import json
import platform
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
BARE_WORKER = """import { bootBare } from "./bare-boot.mjs";
onmessage = (e) => bootBare(e.data).then((games) => postMessage(games));
"""


def prepare(tmp: Path) -> dict[str, Path]:
    """dist/ (direct) plus the bare pages, and a micropip build beside it."""
    direct = tmp / "direct"
    micro = tmp / "micropip"
    site_build.build("direct")
    shutil.copytree(site_build.DIST, direct)
    site_build.build("micropip", out=micro, force=True)
    (direct / "bare-boot.mjs").write_text(BARE_BOOT)
    (direct / "bare.html").write_text(BARE_MAIN_HTML)
    (direct / "bare-worker.html").write_text(BARE_WORKER_HTML)
    (direct / "bare-worker-precompiled.html").write_text(BARE_WORKER_HTML)
    (direct / "bare-worker.mjs").write_text(BARE_WORKER)
    return {"direct": direct, "micropip": micro}


def measure(p, url: str, ready_js: str, mark: str, warm: bool, settle: float = 0) -> float:
    profile = tempfile.mkdtemp(prefix="hotseat-boot-")
    context = p.chromium.launch_persistent_context(
        profile, executable_path="/usr/bin/chromium", args=ARGS, service_workers="block")
    try:
        page = context.new_page()
        page.set_default_timeout(120_000)
        page.goto(url)
        page.evaluate(ready_js)
        t = page.evaluate(f"performance.getEntriesByName('{mark}')[0].startTime")
        if warm:
            # A returning player comes back long after the first visit; by
            # then V8 has finished tiering up and written its WebAssembly
            # code cache, which it does only after a quiet spell with no new
            # optimised code (V8's --wasm-caching-timeout-ms).
            page.wait_for_timeout(settle * 1000)
            page.goto("about:blank")
            page.goto(url)
            page.evaluate(ready_js)
            t = page.evaluate(f"performance.getEntriesByName('{mark}')[0].startTime")
        return t
    finally:
        context.close()
        shutil.rmtree(profile, ignore_errors=True)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--out", type=Path, default=ROOT / "bench" / "results" / "boot.json")
    ap.add_argument("--only", help="comma-separated variants to run (default: all)")
    ap.add_argument("--settle", type=float, default=5,
                    help="seconds the first visit stays open before the warm visit "
                         "(0: leave at once, as runs before 2026-11-22 did)")
    args = ap.parse_args()
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory(dir=site_build.CACHE.parent, prefix=".bench-") as tmp:
        roots = prepare(Path(tmp))
        servers = {name: site_build.make_server(root, "/hotseat/", 0) for name, root in roots.items()}
        for s in servers.values():
            threading.Thread(target=s.serve_forever, daemon=True).start()
        url = {name: f"http://127.0.0.1:{s.server_address[1]}/hotseat/" for name, s in servers.items()}
        variants = {
            "app-direct": (url["direct"], "window.hotseat.ready", "hotseat:ready"),
            "app-micropip": (url["micropip"], "window.hotseat.ready", "hotseat:ready"),
            "bare-main": (url["direct"] + "bare.html", "window.bareReady", "bare:ready"),
            "bare-worker": (url["direct"] + "bare-worker.html", "window.bareReady", "bare:ready"),
            "bare-worker-precompiled": (url["direct"] + "bare-worker-precompiled.html",
                                        "window.bareReady", "bare:ready"),
        }
        if args.only:
            variants = {k: v for k, v in variants.items() if k in args.only.split(",")}
        samples = {f"{v} {k}": [] for v in variants for k in ("cold", "warm")}
        with sync_playwright() as p:
            # one untimed pass of each, so disk caches of the OS are equally warm
            for v, (u, ready, mark) in variants.items():
                measure(p, u, ready, mark, warm=False)
            for run in range(args.runs):
                for v, (u, ready, mark) in variants.items():
                    for kind in ("cold", "warm"):
                        ms = measure(p, u, ready, mark, warm=(kind == "warm"),
                                     settle=args.settle)
                        samples[f"{v} {kind}"].append(round(ms))
                        print(f"run {run + 1}/{args.runs} {v:23s} {kind}: {ms:7.0f} ms", flush=True)
        for s in servers.values():
            s.shutdown()

    med = {k: statistics.median(v) for k, v in samples.items()}
    ratios = {}
    for app in ("app-direct", "app-micropip", "bare-worker-precompiled"):
        for base in ("bare-main", "bare-worker"):
            for kind in ("cold", "warm"):
                if f"{app} {kind}" in med and f"{base} {kind}" in med:
                    ratios[f"{app}/{base} {kind}"] = round(med[f"{app} {kind}"] / med[f"{base} {kind}"], 3)
    result = {
        "what": "ms from navigation start to engine ready (median); see bench/boot.py",
        "when": time.strftime("%Y-%m-%dT%H:%M:%S"),
        "machine": f"{platform.machine()} {platform.system()}, {__import__('os').cpu_count()} cores",
        "runs": args.runs,
        "settle_s": args.settle,
        "profile": "persistent, on disk, fresh per cold visit",
        "median_ms": med,
        "ratio": ratios,
        "targets": {"warm": 1.15, "cold": 1.3},
        "samples_ms": samples,
    }
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(result, indent=1) + "\n")
    print(json.dumps({"median_ms": med, "ratio": ratios}, indent=1))


if __name__ == "__main__":
    main()
