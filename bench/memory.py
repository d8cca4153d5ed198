#!/usr/bin/env python3
"""The WebAssembly memory the engine takes in a browser (issue #33: iOS Safari
limits what a tab may reserve and use).

    python bench/memory.py [--games 2]

Reads the memory that pyodide.asm.wasm declares (initial and maximum pages,
from the file itself), then, in headless Chromium, boots Pyodide with the
engine's wheel on a bare page (the same vendored Pyodide and wheel the app's
worker loads) and reports the wasm memory's size (HEAPU8.length) after boot
and after each game played to the end by the bots at its largest table:
Sanguosha with 10 players, Dou Dizhu with 4, Cena with 5, Qianlong and
China Duel. Wasm memory never shrinks, so the last figure is the high-water
mark. Not a test: nothing is asserted. Writes bench/results/memory.json.
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
import tempfile
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
import build as site_build  # noqa: E402

ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--no-first-run", "--disable-sync"]

PAGE = """<!doctype html><meta charset="utf-8"><title>memory</title>
<script type="module">
import { loadPyodide } from "./pyodide/pyodide.mjs";
const info = await (await fetch("./build.json")).json();
const py = await loadPyodide({ indexURL: new URL("./pyodide/", location.href).href,
                               packages: [new URL(info.wheel, location.href).href] });
py.runPython("from hotseat import session; session.call('games', '[]')");
window.py = py;
window.heap = () => py._module.HEAPU8.length;
window.memReady = true;
</script>"""

# One game to its end, every seat the app's bot (what a table of bots asks
# of the worker), at the table's largest size.
PLAY = """
from hotseat import engine
def play(game, players, seed, options):
    m = engine.new_game(game, players, seed=seed, options=options)
    n = 0
    while not m.finished:
        seat = m.to_act()[0]
        m.act(seat, m.bot_action(seat))
        n += 1
    return n
"""
GAMES = [("sanguosha", 10, {}), ("doudizhu", 4, {"hands": 1}), ("cena", 5, {}),
         ("qianlong", 2, {}), ("china_duel", 2, {})]


def declared(wasm: Path) -> dict:
    """Initial and maximum pages of the module's own memory (section 5)."""
    data = wasm.read_bytes()

    def leb(i):
        r = s = 0
        while True:
            x = data[i]
            i += 1
            r |= (x & 0x7F) << s
            s += 7
            if x < 0x80:
                return r, i
    i = 8
    while i < len(data):
        sid = data[i]
        size, i = leb(i + 1)
        if sid == 5:
            _, j = leb(i)
            flags = data[j]
            lo, j = leb(j + 1)
            hi = leb(j)[0] if flags & 1 else None
            return {"initial_mb": lo * 64 / 1024, "maximum_mb": hi * 64 / 1024 if hi is not None else None}
        i += size
    return {}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=2, help="seeds played per game")
    ap.add_argument("--out", type=Path, default=ROOT / "bench" / "results" / "memory.json")
    args = ap.parse_args()
    from playwright.sync_api import sync_playwright

    site_build.build()
    out = {"declared": declared(site_build.DIST / "pyodide" / "pyodide.asm.wasm")}
    with tempfile.TemporaryDirectory(prefix="hotseat-mem-") as tmp:
        root = Path(tmp) / "site"
        shutil.copytree(site_build.DIST, root)
        (root / "memory.html").write_text(PAGE)
        server = site_build.make_server(root, "/hotseat/", 0)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        try:
            with sync_playwright() as p:
                browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
                page = browser.new_context(service_workers="block").new_page()
                page.set_default_timeout(600_000)
                page.goto(f"http://127.0.0.1:{server.server_address[1]}/hotseat/memory.html")
                page.wait_for_function("window.memReady === true")
                mb = lambda: round(page.evaluate("window.heap()") / 2**20, 1)  # noqa: E731
                out["after_boot_mb"] = mb()
                page.evaluate("(src) => window.py.runPython(src)", PLAY)
                out["games"] = []
                for game, players, options in GAMES:
                    for seed in range(1, args.games + 1):
                        moves = page.evaluate("([g, n, s, o]) => window.py.globals.get('play')(g, n, s, window.py.toPy(o))",
                                              [game, players, seed, options])
                        out["games"].append({"game": game, "players": players, "seed": seed,
                                             "moves": moves, "heap_mb": mb()})
                        print(out["games"][-1], flush=True)
                out["high_water_mb"] = mb()
                browser.close()
        finally:
            server.shutdown()
    print(json.dumps(out, indent=1))
    args.out.write_text(json.dumps(out, indent=1) + "\n")


if __name__ == "__main__":
    main()
