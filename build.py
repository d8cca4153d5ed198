#!/usr/bin/env python3
"""Build the Hotseat static site into dist/, or build it and serve it.

    python build.py                          # build dist/ (skipped if up to date)
    python build.py --force                  # rebuild even if up to date
    python build.py serve [--port 8000] [--base /hotseat/]

What ends up in dist/:
  pyodide/     the Pyodide runtime files from the pinned npm tarball, and a
               small pyodide-lock.json rewritten for what we actually load
  pyscript/    the @pyscript/core dist chunks the worker needs (no editor,
               terminal, codemirror, MicroPython or TOML chunks)
  wheels/<h>/  the hotseat wheel, in a folder named by its hash so that no
               HTTP cache can hand an old engine to a new page
  ...          everything in web/ and public/, copied as-is
  icons/*.png  PNG icons drawn here (no image library, no network)
  sw.js        web/sw.js with the precache list and version prepended
  build.json   version, wheel path, loader mode and pinned versions

Third-party files come from the registries with their ordinary clients
(npm pack, pip download), pinned and checked against vendor.lock.json, and
are cached in .vendor-cache/. Needs only python3, pip and node/npm.
"""

from __future__ import annotations

import argparse
import base64
import fnmatch
import hashlib
import http.server
import json
import os
import shutil
import struct
import subprocess
import sys
import tarfile
import tempfile
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parent
CACHE = ROOT / ".vendor-cache"
DIST = ROOT / "dist"
LOCK = ROOT / "vendor.lock.json"

# Only what loadPyodide fetches at run time; the .d.ts, maps, consoles and the
# 119 KB stock lock (replaced by our own) would only bloat the precache.
PYODIDE_RUNTIME = ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip"]

# PyScript chunks the page + worker request (checked by recording every request
# of a real boot in Chromium; a missing one fails the browser tests, which
# reject any failed request). core.js imports core-*.js statically; "error" is
# the one main-thread plugin index.html's <py-config> keeps. The other plugins
# (editor, terminal, game, donkey, deprecations), codemirror, MicroPython, TOML
# and the package graph (skipped via index_urls in bridge.js) are never
# requested.
PYSCRIPT_KEEP = ["core.js", "core-*.js", "error-*.js"]

# The wheel can be installed two ways (measured by bench/boot.py, see
# docs/platform.md):
#   direct   - PyScript config packages_cache="passthrough": PyScript hands the
#              wheel URL to loadPyodide({packages}), which downloads and
#              unpacks it during interpreter bootstrap. No micropip.
#   micropip - the design card's default: PyScript config "packages", which
#              loads micropip (the PyPI wheel, with the lock's sha256 rewritten
#              to match it) and lets micropip install our wheel, then caches
#              the resolution in IndexedDB.
LOADERS = ("direct", "micropip")
DEFAULT_LOADER = "direct"

# Fixed zip timestamps make the wheel byte-identical for identical sources, so
# the site version (a hash of all files) only changes when something changed.
SOURCE_DATE_EPOCH = "315532800"


def log(msg: str) -> None:
    print(f"[build] {msg}", file=sys.stderr, flush=True)


def run(cmd: list[str], **kw) -> subprocess.CompletedProcess:
    log("$ " + " ".join(cmd))
    return subprocess.run(cmd, check=True, **kw)


def sha256_file(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def sri_sha512(path: Path) -> str:
    h = hashlib.sha512()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return "sha512-" + base64.b64encode(h.digest()).decode()


# --- fetching pinned third-party files -------------------------------------

def _pinned(path: Path, digest, expected: str, fetch, what: str) -> Path:
    """``path`` from the cache, or fetched into it; either way its digest must
    equal the lock's, so a tampered cache or registry answer stops the build."""
    CACHE.mkdir(exist_ok=True)
    if not path.exists() or digest(path) != expected:
        fetch()
    got = digest(path)
    if got != expected:
        path.unlink()
        sys.exit(f"build: {what} mismatch: got {got}, vendor.lock.json says {expected}")
    return path


def npm_tarball(name: str, pin: dict) -> Path:
    """The npm tarball for name@version (`npm pack`), checked against the lock's
    integrity string (npm's own sha512 format)."""
    path = CACHE / (name.lstrip("@").replace("/", "-") + f"-{pin['version']}.tgz")

    def fetch() -> None:
        with tempfile.TemporaryDirectory() as tmp:
            out = run(["npm", "pack", f"{name}@{pin['version']}", "--json",
                       "--pack-destination", tmp], cwd=tmp, capture_output=True, text=True)
            packed = json.loads(out.stdout)[0]["filename"]
            shutil.move(os.path.join(tmp, packed), path)

    return _pinned(path, sri_sha512, pin["integrity"], fetch,
                   f"{name}@{pin['version']} integrity")


def pypi_wheel(name: str, pin: dict) -> Path:
    """A pinned wheel from PyPI via `pip download`, checked against its sha256."""
    def fetch() -> None:
        # micropip 0.11.1 requires Python >= 3.13 (Pyodide's), so ask pip for
        # the wheel as a 3.13 interpreter would, whatever runs this script.
        run([sys.executable, "-m", "pip", "download", f"{name}=={pin['version']}",
             "--no-deps", "--only-binary=:all:", "--python-version", "3.13",
             "--disable-pip-version-check", "-q", "-d", str(CACHE)])

    return _pinned(CACHE / pin["file"], sha256_file, pin["sha256"], fetch,
                   f"{pin['file']} sha256")


def extract_members(tgz: Path, prefix: str, want, dest: Path) -> list[str]:
    """Extract files under `prefix` whose base name satisfies `want` into dest."""
    dest.mkdir(parents=True, exist_ok=True)
    names = []
    with tarfile.open(tgz) as tar:
        for m in tar.getmembers():
            if not m.isfile() or not m.name.startswith(prefix):
                continue
            rel = m.name[len(prefix):]
            if "/" in rel or not want(rel):
                continue
            with tar.extractfile(m) as src, open(dest / rel, "wb") as out:
                shutil.copyfileobj(src, out)
            names.append(rel)
    return sorted(names)


# --- the hotseat wheel ------------------------------------------------------

def build_wheel(out: Path) -> Path:
    """Build the pure-Python hotseat wheel from pyproject.toml with pip (always
    present; its isolated build fetches the pinned setuptools from PyPI).
    cwd is the output folder: run from the repo root, `-m build` or any
    `import build` would find this file instead of the PyPA package."""
    out.mkdir(parents=True, exist_ok=True)
    env = dict(os.environ, SOURCE_DATE_EPOCH=SOURCE_DATE_EPOCH)
    run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--disable-pip-version-check",
         "-q", "-w", str(out), str(ROOT)], env=env, cwd=out, stdout=subprocess.DEVNULL)
    wheels = sorted(out.glob("hotseat-*-py3-none-any.whl"))
    if len(wheels) != 1:
        sys.exit(f"build: expected one pure-Python hotseat wheel, got {wheels}")
    # setuptools leaves build/ and *.egg-info next to the sources; they are
    # gitignored but also stale-prone, so remove them.
    shutil.rmtree(ROOT / "build", ignore_errors=True)
    for egg in (ROOT / "pylib").glob("*.egg-info"):
        shutil.rmtree(egg, ignore_errors=True)
    return wheels[0]


# --- icons -------------------------------------------------------------------

def _png(size: int, pixel) -> bytes:
    rows = bytearray()
    for y in range(size):
        rows.append(0)  # filter type: none
        for x in range(size):
            rows.extend(pixel(x, y))
    def chunk(kind: bytes, data: bytes) -> bytes:
        return (struct.pack(">I", len(data)) + kind + data
                + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))
    return (b"\x89PNG\r\n\x1a\n"
            + chunk(b"IHDR", struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(bytes(rows), 9))
            + chunk(b"IEND", b""))


def icon_png(size: int, maskable: bool) -> bytes:
    """The app icon (same design as public/icons/icon.svg): two overlapping
    cards on a dark-red table. A maskable icon fills the square and keeps the
    cards inside the central 80 % safe zone; the plain one has round corners."""
    bg, card, ink, shadow = (138, 28, 36, 255), (250, 246, 236, 255), (200, 30, 40, 255), (90, 16, 22, 255)
    clear = (0, 0, 0, 0)
    s = size
    inset = 0.18 if maskable else 0.12
    radius = 0 if maskable else 0.18 * s

    def in_round_rect(x, y, x0, y0, x1, y1, r):
        if not (x0 <= x <= x1 and y0 <= y <= y1):
            return False
        cx = min(max(x, x0 + r), x1 - r)
        cy = min(max(y, y0 + r), y1 - r)
        return (x - cx) ** 2 + (y - cy) ** 2 <= r * r

    def card_rect(dx):
        w, h = (1 - 2 * inset) * s * 0.55, (1 - 2 * inset) * s * 0.8
        x0 = s * inset + dx * s
        y0 = s * (0.5) - h / 2
        return x0, y0, x0 + w, y0 + h

    back = card_rect(0.02)
    front = card_rect((1 - 2 * inset) * 0.45 - 0.02)
    cr = 0.05 * s

    def pixel(x, y):
        px, py = x + 0.5, y + 0.5
        if not in_round_rect(px, py, 0, 0, s, s, radius):
            return clear
        if in_round_rect(px, py, *front, cr):
            # a red diamond pip in the middle of the front card
            fx = (front[0] + front[2]) / 2
            fy = (front[1] + front[3]) / 2
            if abs(px - fx) / (0.12 * s) + abs(py - fy) / (0.17 * s) <= 1:
                return ink
            return card
        if in_round_rect(px - 0.015 * s, py - 0.015 * s, *front, cr):
            return shadow
        if in_round_rect(px, py, *back, cr):
            return card
        return bg
    return _png(size, pixel)


ICONS = {"icon-192.png": (192, False), "icon-512.png": (512, False),
         "icon-maskable-192.png": (192, True), "icon-maskable-512.png": (512, True),
         "apple-touch-icon.png": (180, True)}


def write_icons(dest: Path) -> None:
    """PNG icons are drawn once into the vendor cache (512 px in pure Python
    takes a moment) and copied from there on later builds."""
    cache = CACHE / "icons-v1"
    cache.mkdir(parents=True, exist_ok=True)
    dest.mkdir(parents=True, exist_ok=True)
    for name, (size, maskable) in ICONS.items():
        cached = cache / name
        if not cached.exists():
            cached.write_bytes(icon_png(size, maskable))
        shutil.copyfile(cached, dest / name)


# --- assembling dist/ --------------------------------------------------------

def engine_games() -> list:
    """``hotseat.engine.games()`` from pylib/, asked in a fresh interpreter so
    the answer is this tree's, whatever this process has imported."""
    code = ("import json, sys; sys.path.insert(0, sys.argv[1]); "
            "from hotseat import engine; print(json.dumps(engine.games()))")
    out = subprocess.run([sys.executable, "-c", code, str(ROOT / "pylib")], check=True,
                         capture_output=True, text=True).stdout
    return json.loads(out)


def input_fingerprint(loader: str) -> str:
    """A hash of everything a build reads, to skip rebuilding an up-to-date dist."""
    h = hashlib.sha256(loader.encode())
    files = [ROOT / "build.py", LOCK, ROOT / "pyproject.toml"]
    for top in ("pylib", "web", "public"):
        files += [p for p in sorted((ROOT / top).rglob("*")) if p.is_file()
                  and "__pycache__" not in p.parts and ".egg-info" not in str(p)]
    for p in files:
        if p.exists():
            h.update(str(p.relative_to(ROOT)).encode() + b"\0")
            h.update(p.read_bytes() + b"\0")
    return h.hexdigest()


def copy_tree(src: Path, dest: Path) -> None:
    if not src.is_dir():
        return
    for p in sorted(src.rglob("*")):
        if p.is_file() and "__pycache__" not in p.parts:
            target = dest / p.relative_to(src)
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(p, target)


def small_pyodide_lock(stock: dict, loader: str, micropip_sha256: str | None) -> dict:
    """Pyodide reads the lock at start-up. We ship no Pyodide packages except,
    for the micropip loader, micropip itself: its entry keeps Pyodide's metadata
    but takes the sha256 of the PyPI wheel we vendor (Pyodide's own build of
    micropip is a different file and would fail the integrity check)."""
    packages = {}
    if loader == "micropip":
        entry = dict(stock["packages"]["micropip"])
        entry["sha256"] = micropip_sha256
        entry["depends"] = []  # 0.11.1 vendors packaging
        packages["micropip"] = entry
    return {"info": stock["info"], "packages": packages}


def build(loader: str = DEFAULT_LOADER, out: Path = DIST, force: bool = False) -> dict:
    if loader not in LOADERS:
        sys.exit(f"build: unknown loader {loader!r}; choose from {LOADERS}")
    fingerprint = input_fingerprint(loader)
    info_path = out / "build.json"
    if not force and info_path.exists():
        try:
            info = json.loads(info_path.read_text())
        except ValueError:
            info = {}
        if info.get("inputs") == fingerprint:
            log(f"{out} is up to date (version {info['version']})")
            return info

    pins = json.loads(LOCK.read_text())
    pyodide_tgz = npm_tarball("pyodide", pins["npm"]["pyodide"])
    pyscript_tgz = npm_tarball("@pyscript/core", pins["npm"]["@pyscript/core"])
    micropip = pypi_wheel("micropip", pins["pypi"]["micropip"]) if loader == "micropip" else None

    staging = Path(tempfile.mkdtemp(prefix="hotseat-dist-", dir=ROOT))
    try:
        # web/ and public/ first, so vendored and generated files win on a clash.
        copy_tree(ROOT / "public", staging)
        copy_tree(ROOT / "web", staging)

        extract_members(pyodide_tgz, "package/", lambda n: n in PYODIDE_RUNTIME,
                        staging / "pyodide")
        with tarfile.open(pyodide_tgz) as tar:
            stock_lock = json.load(tar.extractfile("package/pyodide-lock.json"))
        if micropip:
            shutil.copyfile(micropip, staging / "pyodide" / micropip.name)
        lock = small_pyodide_lock(stock_lock, loader, micropip and sha256_file(micropip))
        (staging / "pyodide" / "pyodide-lock.json").write_text(json.dumps(lock, indent=1))

        kept = extract_members(pyscript_tgz, "package/dist/",
                               lambda n: any(fnmatch.fnmatch(n, pat) for pat in PYSCRIPT_KEEP),
                               staging / "pyscript")
        if not any(n.startswith("core-") for n in kept):
            sys.exit("build: @pyscript/core tarball has no dist/core-*.js")

        with tempfile.TemporaryDirectory() as tmp:
            wheel = build_wheel(Path(tmp))
            wheel_hash = sha256_file(wheel)
            wheel_rel = f"wheels/{wheel_hash[:16]}/{wheel.name}"
            (staging / wheel_rel).parent.mkdir(parents=True)
            shutil.copyfile(wheel, staging / wheel_rel)

        # QR codes for pairing devices (web/ui/qr.js; docs/platform.md says
        # why these two): qrcode-generator draws them, zxing-wasm's reader
        # build reads them where the browser has no BarcodeDetector.
        qr_tgz = npm_tarball("qrcode-generator", pins["npm"]["qrcode-generator"])
        extract_members(qr_tgz, "package/dist/", lambda n: n == "qrcode.mjs",
                        staging / "vendor" / "qrcode-generator")
        zx_tgz = npm_tarball("zxing-wasm", pins["npm"]["zxing-wasm"])
        extract_members(zx_tgz, "package/dist/es/", lambda n: n == "share.js",
                        staging / "vendor" / "zxing-wasm" / "es")
        extract_members(zx_tgz, "package/dist/es/reader/", lambda n: n == "index.js",
                        staging / "vendor" / "zxing-wasm" / "es" / "reader")
        extract_members(zx_tgz, "package/dist/reader/", lambda n: n == "zxing_reader.wasm",
                        staging / "vendor" / "zxing-wasm" / "reader")

        write_icons(staging / "icons")

        info = {
            # The game list (engine.games()), so the home screen can be drawn
            # before Python has started; tests/test_build_games.py checks it.
            "games": engine_games(),
            "wheel": wheel_rel,
            "wheel_sha256": wheel_hash,
            "loader": loader,
            "pyodide": pins["npm"]["pyodide"]["version"],
            "pyscript": pins["npm"]["@pyscript/core"]["version"],
            "qrcode-generator": pins["npm"]["qrcode-generator"]["version"],
            "zxing-wasm": pins["npm"]["zxing-wasm"]["version"],
            "micropip": pins["pypi"]["micropip"]["version"] if micropip else None,
            "inputs": fingerprint,
        }
        # build.json is fetched at boot to find the wheel; write it before the
        # hash so that it is precached too (its "version" is added after).
        files = sorted(p.relative_to(staging).as_posix() for p in staging.rglob("*")
                       if p.is_file() and p.name != "sw.js")
        h = hashlib.sha256()
        for rel in files:
            h.update(rel.encode() + b"\0" + hashlib.sha256((staging / rel).read_bytes()).digest())
        h.update(json.dumps(info, sort_keys=True).encode())
        version = h.hexdigest()[:16]
        info = {"version": version, **info}
        (staging / "build.json").write_text(json.dumps(info, indent=1) + "\n")
        if "build.json" not in files:
            files.append("build.json")

        sw_src = ROOT / "web" / "sw.js"
        if not sw_src.exists():
            sys.exit("build: web/sw.js is missing")
        # The precache list is prepended to the service worker itself, so a new
        # version changes sw.js's bytes and the browser notices the update.
        precache = {"version": version, "files": ["./"] + sorted(files)}
        (staging / "sw.js").write_text(
            "// Generated by build.py: precache list for this build.\n"
            f"self.HOTSEAT_PRECACHE = {json.dumps(precache)};\n" + sw_src.read_text())

        if out.exists():
            shutil.rmtree(out)
        staging.rename(out)
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    total = sum(p.stat().st_size for p in out.rglob("*") if p.is_file())
    log(f"built {out} version {version} ({len(files) + 1} files, {total / 1e6:.1f} MB, loader {loader})")
    return info


# --- serving -----------------------------------------------------------------

MIME = {".wasm": "application/wasm", ".mjs": "text/javascript", ".js": "text/javascript",
        ".json": "application/json", ".webmanifest": "application/manifest+json",
        ".whl": "application/zip", ".zip": "application/zip", ".py": "text/plain",
        ".svg": "image/svg+xml", ".png": "image/png", ".css": "text/css",
        ".html": "text/html"}


def make_handler(root: Path, base: str):
    """A static handler for `root` mounted at `base` (e.g. /hotseat/), like
    GitHub Pages serving a project site. Anything outside `base` is a 404, so
    an absolute-path URL in the app shows up as a failed request in tests."""
    base = "/" + base.strip("/") + "/" if base.strip("/") else "/"

    class Handler(http.server.SimpleHTTPRequestHandler):
        extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME}

        def __init__(self, *a, **kw):
            super().__init__(*a, directory=str(root), **kw)

        def translate_path(self, path):
            # only called for paths under base (see send_head)
            return super().translate_path("/" + path[len(base):])

        def send_head(self):
            path = self.path.split("?", 1)[0].split("#", 1)[0]
            if path == base.rstrip("/") and base != "/":
                self.send_response(301)
                self.send_header("Location", base)
                self.end_headers()
                return None
            if not path.startswith(base):
                self.send_error(404, "outside the site's base path")
                return None
            return super().send_head()

        def end_headers(self):
            # Like GitHub Pages: revalidate, so tests see new builds; the
            # service worker, not HTTP caching, makes the app work offline.
            self.send_header("Cache-Control", "no-cache")
            super().end_headers()

        def log_message(self, fmt, *args):
            if os.environ.get("HOTSEAT_SERVE_LOG"):
                super().log_message(fmt, *args)

    return Handler


def make_server(root: Path, base: str = "/hotseat/", port: int = 0, host: str = "127.0.0.1"):
    server = http.server.ThreadingHTTPServer((host, port), make_handler(root, base))
    server.daemon_threads = True
    return server


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("command", nargs="?", choices=["build", "serve"], default="build")
    p.add_argument("--loader", choices=LOADERS, default=DEFAULT_LOADER,
                   help="how the hotseat wheel is installed in the browser (default: %(default)s)")
    p.add_argument("--out", type=Path, default=DIST)
    p.add_argument("--force", action="store_true", help="rebuild even if up to date")
    p.add_argument("--port", type=int, default=8000)
    p.add_argument("--base", default="/hotseat/", help="URL sub-path to serve under")
    args = p.parse_args(argv)
    build(args.loader, args.out.resolve(), args.force)
    if args.command == "serve":
        server = make_server(args.out.resolve(), args.base, args.port)
        base = "/" + args.base.strip("/") + "/" if args.base.strip("/") else "/"
        print(f"Serving {args.out} at http://127.0.0.1:{server.server_address[1]}{base} (Ctrl-C stops)",
              flush=True)
        try:
            server.serve_forever()
        except KeyboardInterrupt:
            pass


if __name__ == "__main__":
    main()
