"""Fixtures for browser tests: the built site served like GitHub Pages, and
Debian's Chromium driven by Playwright, with every request to another origin
recorded, aborted and turned into a test failure.

The site is built once per session with build.py (which skips the build when
dist/ is up to date) and served on 127.0.0.1 under /hotseat/, so a URL that
is not relative to the page shows up as a failed request.
"""

from __future__ import annotations

import os
import shutil
import sys
import threading
from pathlib import Path
from urllib.parse import urlsplit

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "pylib"))  # tests compare with the CPython engine
import build as site_build  # noqa: E402  (build.py at the repo root)

BASE_PATH = "/hotseat/"
CHROMIUM = os.environ.get("HOTSEAT_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--no-first-run", "--disable-sync"]
# Booting Pyodide on a 2-core CI machine takes several seconds.
BOOT_TIMEOUT_MS = 90_000

# Files the platform itself serves; a failed request for one of these is a
# platform bug (UI files are checked by the UI's own tests).
PLATFORM_PREFIXES = ("pyodide/", "pyscript/", "wheels/", "worker.py", "bridge.js",
                     "storage.js", "build.json", "sw.js", "manifest.webmanifest", "icons/")


def pytest_collection_modifyitems(items):
    for item in items:
        if "tests/browser" in str(item.fspath).replace(os.sep, "/"):
            item.add_marker(pytest.mark.browser)


@pytest.fixture(scope="session")
def dist() -> Path:
    # The suite runs in several pytest-xdist workers: one builds, the others
    # wait on the lock and then find dist/ up to date (build() skips).
    import fcntl
    site_build.DIST.parent.mkdir(parents=True, exist_ok=True)
    with open(site_build.ROOT / ".build.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            site_build.build()
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)
    return site_build.DIST


class Site:
    """A static server for one directory, mounted at BASE_PATH."""

    def __init__(self, root: Path):
        self.root = root
        self.server = site_build.make_server(root, BASE_PATH, 0)
        self.origin = f"http://127.0.0.1:{self.server.server_address[1]}"
        self.url = self.origin + BASE_PATH
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    def close(self):
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture(scope="session")
def site(dist):
    s = Site(dist)
    yield s
    s.close()


@pytest.fixture()
def site_copy(dist, tmp_path):
    """A private copy of dist/ on its own server (own origin, so its own
    service worker and storage), for tests that change the served files."""
    root = tmp_path / "dist"
    shutil.copytree(dist, root)
    s = Site(root)
    yield s
    s.close()


def _count_boots(config):
    """Count every load of the site's index (a boot of the app: Pyodide
    starts) in any page of any browser this process drives, against the test
    running (tests/conftest.py reports them)."""
    from playwright.sync_api import Browser

    def on_load(page):
        if urlsplit(page.url).path == BASE_PATH:
            test = config.hotseat_test or "?"
            config.hotseat_boots[test.split("::")[0]] += 1

    def watch_page(page):
        page.on("load", lambda: on_load(page))

    new_context, new_page = Browser.new_context, Browser.new_page

    def counted_context(self, *args, **kwargs):
        context = new_context(self, *args, **kwargs)
        context.on("page", watch_page)
        return context

    def counted_page(self, *args, **kwargs):
        page = new_page(self, *args, **kwargs)
        watch_page(page)
        return page

    Browser.new_context, Browser.new_page = counted_context, counted_page
    return lambda: setattr(Browser, "new_context", new_context) or setattr(Browser, "new_page", new_page)


@pytest.fixture(scope="session")
def pw(pytestconfig):
    """The session's one Playwright driver (a second sync driver cannot run
    beside it): tests that need browsers launched with other flags use it."""
    from playwright.sync_api import sync_playwright
    undo = _count_boots(pytestconfig)
    try:
        with sync_playwright() as p:
            yield p
    finally:
        undo()


@pytest.fixture(scope="session")
def browser(pw):
    b = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
    yield b
    b.close()


class Guard:
    """Records requests to other origins and failed platform requests."""

    def __init__(self, origin: str):
        self.origin = origin
        self.foreign: list[str] = []
        self.failed: list[str] = []
        self.page_errors: list[str] = []

    def is_foreign(self, url: str) -> bool:
        parts = urlsplit(url)
        if parts.scheme in ("blob", "data"):
            # blob:/data: URLs made by the page itself; blob URLs carry the
            # page's origin, data URLs fetch nothing
            return parts.scheme == "blob" and not url.startswith("blob:" + self.origin)
        return f"{parts.scheme}://{parts.netloc}" != self.origin

    def on_request(self, request):
        if self.is_foreign(request.url):
            self.foreign.append(request.url)

    def on_failed(self, request):
        path = urlsplit(request.url).path
        if path.startswith(BASE_PATH) and path[len(BASE_PATH):].startswith(PLATFORM_PREFIXES):
            self.failed.append(f"{request.url} {request.failure}")

    def route(self, route):
        if self.is_foreign(route.request.url):
            self.foreign.append(route.request.url)
            route.abort("blockedbyclient")
        else:
            route.continue_()

    def watch(self, context):
        context.on("request", self.on_request)
        context.on("requestfailed", self.on_failed)
        context.on("page", lambda p: p.on("pageerror", lambda e: self.page_errors.append(str(e))))

    def check(self):
        assert not self.foreign, f"requests to other origins: {self.foreign}"
        assert not self.failed, f"failed platform requests: {self.failed}"


def _context(browser, site, service_workers: str):
    guard = Guard(site.origin)
    context = browser.new_context(service_workers=service_workers, viewport={"width": 1024, "height": 768})
    context.set_default_timeout(BOOT_TIMEOUT_MS)
    guard.watch(context)
    if service_workers == "block":
        # Routing sees only requests not answered by a service worker, hence
        # "block" here; the SW test uses the "request" listener alone.
        context.route("**/*", guard.route)
    return context, guard


@pytest.fixture()
def guarded(browser, site):
    """(context, guard) with service workers blocked and other origins aborted."""
    context, guard = _context(browser, site, "block")
    yield context, guard
    context.close()
    guard.check()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item, call):
    # the shared page (below) is thrown away after a test that failed
    report = yield
    if report.failed:
        item.hotseat_failed = True
    return report


VIEWPORT = {"width": 1024, "height": 768}

# What a freshly booted page's <body> holds (the screens are drawn inside
# #app): a page whose body holds anything else is not reused.
BODY = """() => [...document.body.children].map((e) => `${e.tagName}#${e.id}.${e.className}`).join(" ")"""

# Back to a just-booted app without booting again: every saved game removed
# through the app's own API (storage and engine), its settings and language
# as a fresh boot finds them, the URL the boot's, and the home screen drawn by
# the app's router. Answers what would make the page unlike a fresh one, or
# null; the fixture then boots a new page instead.
RESET = """async ([lang, body]) => {
    const outline = """ + BODY + """;
    const hs = window.hotseat;
    if (!hs || !hs.engineReady) return "the engine is not ready";
    if (hs.remote) return "a remote seat is held";
    for (const g of await hs.saved()) await hs.remove(g.id);
    const i18n = await import("./i18n.js");
    if (i18n.lang() !== lang) i18n.setLang(lang);
    localStorage.clear();
    sessionStorage.clear();
    if ((await hs.saved()).length) return "saved games left";
    if (document.activeElement) document.activeElement.blur();
    history.replaceState(null, "", location.pathname + location.search);
    window.dispatchEvent(new HashChangeEvent("hashchange"));  // the router draws Home
    for (const d of document.querySelectorAll("dialog[open]")) d.close();
    // banners (an update, a storage error) live outside the screens: their
    // own dismiss button
    for (const b of document.querySelectorAll(".banner")) b.querySelector("button:last-of-type").click();
    // toasts live outside the screens too (their box is made again when the
    // next one is shown)
    for (const box of document.querySelectorAll(".toasts")) box.remove();
    // an export's link (removed a second after its download) and an effects
    // layer a test left mid-flight
    for (const el of document.querySelectorAll("body > a[download], body > .fx-layer")) el.remove();
    if (outline() !== body) return "the page holds more than a fresh boot: " + outline();
    return null;
}"""


class SharedPage:
    """One booted page per worker process, lent to one test at a time."""

    def __init__(self, browser, site):
        self.browser, self.site = browser, site
        self.context = self.guard = self.page = self.lang = self.body = None

    def fresh(self):
        self.close()
        self.context, self.guard = _context(self.browser, self.site, "block")
        self.page = self.context.new_page()
        boot(self.page, self.site.url)
        self.lang = self.page.evaluate("document.documentElement.lang")
        self.body = self.page.evaluate(BODY)

    def reset(self) -> bool:
        """The page as a fresh boot leaves it; False if it cannot be."""
        p = self.page
        if p is None or p.is_closed() or p.url.split("#")[0] != self.site.url:
            return False  # e.g. a test navigated to another URL of the site
        try:
            p.set_viewport_size(VIEWPORT)
            problem = p.evaluate(RESET, [self.lang, self.body])
            if problem is not None:
                print(f"shared page not reused: {problem}")  # shown with -rP / on failure
                return False
            p.wait_for_selector(".screen.home .game-card", timeout=10_000)
        except Exception:  # noqa: BLE001 - a page in a bad state: boot anew
            return False
        return True

    def close(self):
        if self.context is not None:
            self.context.close()
        self.context = self.guard = self.page = None


@pytest.fixture(scope="session")
def _shared_page(browser, site):
    shared = SharedPage(browser, site)
    yield shared
    shared.close()


@pytest.fixture()
def page(_shared_page, request):
    """A page of the site, booted: window.hotseat.ready has resolved.

    Shared by the tests of one worker process: after each test the app is
    reset to what a fresh boot shows (SharedPage.reset) instead of booting
    Pyodide again; a test that failed, or left the page unlike a fresh one,
    costs the next test a new boot. Other-origin requests are still checked
    after every test. Tests that need a cold boot, fresh storage, service
    workers or routes of their own use `guarded` and their own page."""
    shared = _shared_page
    if shared.page is None:
        shared.fresh()
    yield shared.page
    guard = shared.guard
    try:
        guard.check()
    finally:
        guard.foreign.clear()
        guard.failed.clear()
        if getattr(request.node, "hotseat_failed", False) or not shared.reset():
            shared.close()


@pytest.fixture()
def sw_context(browser, site_copy):
    """(context, guard, site) with service workers allowed, on a private copy
    of the site. Foreign requests are still recorded via the request event."""
    context, guard = _context(browser, site_copy, "allow")
    yield context, guard, site_copy
    context.close()
    guard.check()


def boot(page, url: str) -> None:
    page.goto(url)
    page.evaluate("window.hotseat.ready")
