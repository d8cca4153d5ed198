"""The built app served as GitHub Pages serves it, and a page of it booted
in headless Chromium (service workers blocked): what the in-page benches
start from. Not a test."""

from __future__ import annotations

import sys
import threading
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
import build as site_build  # noqa: E402

ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--no-first-run", "--disable-sync"]


@contextmanager
def booted_page(timeout_ms: int = 300_000):
    """Build the site if it is stale, serve dist/ under /hotseat/ on a free
    port, and yield a page whose engine is ready (window.hotseat.ready)."""
    from playwright.sync_api import sync_playwright

    site_build.build()
    server = site_build.make_server(site_build.DIST, "/hotseat/", 0)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
            try:
                page = browser.new_context(service_workers="block").new_page()
                page.set_default_timeout(timeout_ms)
                page.goto(f"http://127.0.0.1:{server.server_address[1]}/hotseat/")
                page.evaluate("window.hotseat.ready")
                yield page
            finally:
                browser.close()
    finally:
        server.shutdown()
