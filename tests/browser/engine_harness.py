"""Firefox and WebKit for the smoke tests of tests/browser/test_engines.py.

Playwright drives only Chromium here, and these engines' drivers cannot route
requests, so requests to other origins are caught by the server instead:

- GuardProxy stands in front of the session's `site` server (the same dist/
  under /hotseat/) on an origin of its own. To every response (pages,
  scripts, workers' scripts) it adds a Content-Security-Policy-Report-Only
  header that allows this origin, blob: and data: and nothing else, with a
  report-uri on its own origin: the browser reports any request to another
  origin there, from the page or a worker, and the test fails on any report.
- It injects engines/hook.js into index.html (console errors and warnings,
  uncaught errors, failed loads, CSP violations, sent to /__console), since
  WebKitWebDriver hands no console over.
- `offline` makes it refuse the app (503 for every file) while it keeps
  taking the harness's reports: the service worker alone must start the app.

Drivers with one small interface (goto, reload, eval, click, console):
FirefoxDriver (puppeteer-core over WebDriver BiDi, in node:
engines/firefox_driver.mjs) and WebKitDriver (selenium with Debian's
WebKitWebDriver and MiniBrowser, under an Xvfb of its own).
"""

from __future__ import annotations

import http.client
import http.server
import json
import os
import shutil
import subprocess
import tempfile
import threading
import time
from pathlib import Path
from urllib.parse import urlsplit

ENGINES = Path(__file__).resolve().parent / "engines"
HOOK = (ENGINES / "hook.js").read_bytes()
HOOK_PATH = "__engine-hook.js"
REPORT_PATH = "/__csp-report"
CONSOLE_PATH = "/__console"
PROBE_PATH = "__probe/"  # the checker's own test pages, under the base path

FIREFOX = os.environ.get("HOTSEAT_FIREFOX", "/usr/bin/firefox-esr")
WEBKIT_DRIVER = os.environ.get("HOTSEAT_WEBKIT_DRIVER", "/usr/bin/WebKitWebDriver")
MINIBROWSER = os.environ.get("HOTSEAT_MINIBROWSER", "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser")
XVFB = shutil.which("Xvfb") or "/usr/bin/Xvfb"
STDBUF = [shutil.which("stdbuf"), "-oL"] if shutil.which("stdbuf") else []

# Only this origin (and what the page makes itself): anything else is reported.
REPORT_ONLY = ("default-src 'self' blob: data: 'unsafe-inline' 'unsafe-eval' 'wasm-unsafe-eval'; "
               f"report-uri {REPORT_PATH}")
HOP_BY_HOP = {"connection", "keep-alive", "transfer-encoding", "proxy-connection", "upgrade"}

# The checker's own pages: a console error (through the hook), requests to another origin (FOREIGN, a server of
# the test's on another loopback address) from the page, from a worker of a
# script of this origin and from a blob: worker (as PyScript starts the
# app's engine).
PROBE_FILES = {
    "index.html": ("text/html", """<!doctype html><meta charset="utf-8"><title>probe</title>
<script src="../HOOK"></script>
<script>
  console.error("probe: an error on the console");
  const img = new Image(); img.src = "FOREIGN/from-page.png";
  const seen = (e) => { document.title += " " + e.data; };
  new Worker("worker.js").onmessage = seen;
  const blob = new Blob(['fetch("FOREIGN/from-blob-worker").finally(() => postMessage("blob"))'],
                        {type: "text/javascript"});
  new Worker(URL.createObjectURL(blob)).onmessage = seen;
</script>"""),
    "worker.js": ("text/javascript", """fetch("FOREIGN/from-worker").finally(() => postMessage("worker"));"""),
    # A message the browser logs itself, not through console: an unknown
    # Content-Security-Policy directive (as 'manifest-src' was to WebKit).
    "own.html": ("text/html", """<!doctype html><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="hotseat-probe-directive 'self'"><title>own</title>"""),
}
# What WebKit itself logs for own.html (MiniBrowser's console on stdout).
PROBE_OWN_MESSAGE = "hotseat-probe-directive"
PROBE_REQUESTS = ("/from-page.png", "/from-worker", "/from-blob-worker")


class Foreign:
    """Another origin (127.0.0.2): answers anything, counts what it was asked."""

    def __init__(self):
        hits = self.hits = []

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self):
                hits.append(self.path)
                self.send_response(200)
                self.send_header("Access-Control-Allow-Origin", "*")
                self.send_header("Content-Length", "0")
                self.end_headers()

            def log_message(self, fmt, *args):
                pass

        self.server = http.server.ThreadingHTTPServer(("127.0.0.2", 0), Handler)
        self.server.daemon_threads = True
        self.origin = f"http://127.0.0.2:{self.server.server_address[1]}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self):
        self.server.shutdown()
        self.server.server_close()


class GuardProxy:
    """A proxy in front of `upstream` (the site fixture's origin), on an
    origin of its own, recording CSP reports, console messages and, while
    offline, the app's files it refused."""

    def __init__(self, upstream: str, base: str = "/hotseat/"):
        self.upstream = urlsplit(upstream)
        self.base = base
        self.offline = False
        self.reports: list[dict] = []
        self.console: list[dict] = []
        self.refused: list[str] = []
        self.lock = threading.Lock()
        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        self.server.daemon_threads = True
        self.origin = f"http://127.0.0.1:{self.server.server_address[1]}"
        self.url = self.origin + base
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()
        self.foreign = Foreign()

    def close(self):
        self.server.shutdown()
        self.server.server_close()
        self.foreign.close()

    def count(self, kind: str) -> int:
        """How many of the page hook's messages of ``kind`` came so far
        (left for take_console)."""
        with self.lock:
            return sum(1 for m in self.console if m.get("kind") == kind)

    def take_console(self) -> list[dict]:
        with self.lock:
            out, self.console[:] = list(self.console), []
        return out

    def _handler(self):
        proxy = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def log_message(self, fmt, *args):
                pass

            def _send(self, status, headers, body: bytes):
                self.send_response(status)
                for k, v in headers:
                    self.send_header(k, v)
                self.send_header("Content-Security-Policy-Report-Only", REPORT_ONLY)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                if self.command != "HEAD":
                    self.wfile.write(body)

            def _body(self) -> bytes:
                n = int(self.headers.get("Content-Length") or 0)
                return self.rfile.read(n) if n else b""

            def do_POST(self):
                path = self.path.split("?", 1)[0]
                body = self._body()
                if path in (REPORT_PATH, CONSOLE_PATH):
                    try:
                        entry = json.loads(body or b"null")
                    except ValueError:
                        entry = {"unparsed": body.decode("utf-8", "replace")}
                    with proxy.lock:
                        (proxy.reports if path == REPORT_PATH else proxy.console).append(entry)
                    self._send(204, [], b"")
                    return
                self._forward(body)

            def do_GET(self):
                path = self.path.split("?", 1)[0]
                if path == proxy.base + HOOK_PATH:
                    self._send(200, [("Content-Type", "text/javascript"), ("Cache-Control", "no-cache")], HOOK)
                    return
                if path.startswith(proxy.base + PROBE_PATH):
                    name = path[len(proxy.base + PROBE_PATH):] or "index.html"
                    if name in PROBE_FILES:
                        ctype, body = PROBE_FILES[name]
                        body = body.replace("FOREIGN", proxy.foreign.origin).replace("HOOK", HOOK_PATH).encode()
                        self._send(200, [("Content-Type", ctype), ("Cache-Control", "no-store")], body)
                        return
                if proxy.offline:
                    with proxy.lock:
                        proxy.refused.append(path)
                    self._send(503, [("Content-Type", "text/plain")], b"offline")
                    return
                self._forward(b"")

            do_HEAD = do_GET

            def _forward(self, body: bytes):
                conn = http.client.HTTPConnection(proxy.upstream.hostname, proxy.upstream.port, timeout=60)
                headers = {k: v for k, v in self.headers.items() if k.lower() not in HOP_BY_HOP}
                conn.request(self.command, self.path, body=body or None, headers=headers)
                resp = conn.getresponse()
                data = resp.read()
                conn.close()
                out = [(k, v) for k, v in resp.getheaders()
                       if k.lower() not in HOP_BY_HOP and k.lower() != "content-length"]
                path = self.path.split("?", 1)[0]
                if resp.status == 200 and path in (proxy.base, proxy.base + "index.html"):
                    data = self._inject(data)
                self._send(resp.status, out, data)

            @staticmethod
            def _inject(html: bytes) -> bytes:
                # right after the page's own CSP, so the hook is under it
                # too; a classic script, run before the app's modules
                marker = b'http-equiv="Content-Security-Policy"'
                at = html.find(marker)
                assert at >= 0, "index.html has no CSP meta tag to put the hook after"
                end = html.index(b">", at) + 1
                return html[:end] + f'\n<script src="{HOOK_PATH}"></script>'.encode() + html[end:]

        return Handler


# --------------------------------------------------------------------------- drivers

class DriverError(AssertionError):
    pass


class FirefoxDriver:
    """firefox-esr through engines/firefox_driver.mjs (puppeteer-core, BiDi)."""

    name = "firefox"

    def __init__(self):
        node = shutil.which("node")
        self.proc = subprocess.Popen([node, str(ENGINES / "firefox_driver.mjs")], cwd=str(ENGINES),
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                     text=True, bufsize=1, env={**os.environ, "HOTSEAT_FIREFOX": FIREFOX})
        self.next_id = 0
        hello = self._read()
        if not hello.get("ready"):
            raise DriverError(f"firefox did not start: {hello}")
        self.version = hello["version"]

    def _read(self) -> dict:
        line = self.proc.stdout.readline()
        if not line:
            err = self.proc.stderr.read()
            raise DriverError(f"the firefox driver ended: {err[-3000:]}")
        return json.loads(line)

    def _call(self, op, **kw):
        self.next_id += 1
        self.proc.stdin.write(json.dumps({"id": self.next_id, "op": op, **kw}) + "\n")
        self.proc.stdin.flush()
        answer = self._read()
        if "error" in answer:
            raise DriverError(f"{op} {kw}: {answer['error']}")
        return answer["ok"]

    def goto(self, url):
        self._call("goto", url=url)

    def reload(self):
        self._call("reload")

    def eval(self, fn: str, arg=None):
        return self._call("eval", fn=fn, arg=arg)

    def click(self, selector: str):
        self._call("click", selector=selector)

    def console(self) -> list[dict]:
        return self._call("console")

    def close(self):
        if self.proc.poll() is None:
            try:
                self._call("close")
                self.proc.wait(timeout=10)
            except Exception:  # noqa: BLE001 - a driver already gone
                self.proc.kill()
                self.proc.wait()


def start_xvfb() -> tuple[subprocess.Popen, str]:
    """An Xvfb of our own; (its process, its display number)."""
    read, write = os.pipe()
    xvfb = subprocess.Popen([XVFB, "-displayfd", str(write), "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
                            pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    with os.fdopen(read) as f:
        display = f.readline().strip()
    if not display:
        xvfb.kill()
        raise DriverError("Xvfb did not start")
    return xvfb, display


def stop(process: subprocess.Popen) -> None:
    process.terminate()
    try:
        process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()


class WebKitConsole:
    """What WebKit writes to its console, its own messages included (a CSP
    directive it does not know, a blocked load): MiniBrowser started outside
    automation, in an Xvfb of its own, with WebKit's setting that writes
    every console message to stdout, and a fresh profile (its XDG folders in
    a temporary folder). Under WebKitWebDriver, or in MiniBrowser's private
    mode, the setting writes nothing, and the driver hands no console over,
    so this is a second browser start, for one page."""

    def __init__(self, url: str):
        self.lines: list[str] = []
        self.home = tempfile.TemporaryDirectory(prefix="hotseat-webkit-")
        xdg = {f"XDG_{k}_HOME": os.path.join(self.home.name, k.lower()) for k in ("DATA", "CACHE", "CONFIG")}
        self.xvfb, display = start_xvfb()
        self.browser = subprocess.Popen(
            # stdbuf: line by line, as a pipe would otherwise hold it until exit
            [*STDBUF, MINIBROWSER, "--enable-write-console-messages-to-stdout=true", url],
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, errors="replace",
            env={**os.environ, **xdg, "DISPLAY": f":{display}"})
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        for line in self.browser.stdout:
            self.lines.append(line.rstrip("\n"))

    def messages(self) -> list[str]:
        """The console's lines so far ("CONSOLE <SOURCE> <LEVEL> text")."""
        return [line for line in list(self.lines) if "CONSOLE " in line]

    def close(self):
        try:
            stop(self.browser)
        finally:
            stop(self.xvfb)
            self.home.cleanup()


class WebKitDriver:
    """MiniBrowser (WebKitGTK) through WebKitWebDriver and selenium, in an
    Xvfb started here (its own display, found with -displayfd)."""

    name = "webkit"

    def __init__(self):
        os.environ["SE_OFFLINE"] = "true"  # Selenium Manager never downloads
        from selenium import webdriver
        from selenium.webdriver.webkitgtk.options import Options
        from selenium.webdriver.webkitgtk.service import Service

        self.xvfb, display = start_xvfb()
        self.driver = None
        env_display = os.environ.get("DISPLAY")
        os.environ["DISPLAY"] = f":{display}"
        try:
            opts = Options()
            opts.binary_location = MINIBROWSER
            opts.add_argument("--automation")
            service = Service(executable_path=WEBKIT_DRIVER, log_output=subprocess.DEVNULL,
                              env={**os.environ, "DISPLAY": f":{display}"})
            self.driver = webdriver.WebKitGTK(options=opts, service=service)
        except Exception:
            self.xvfb.kill()
            raise
        finally:
            if env_display is None:
                os.environ.pop("DISPLAY", None)
            else:
                os.environ["DISPLAY"] = env_display
        self.driver.set_window_size(1024, 768)
        self.driver.set_script_timeout(60)
        self.driver.set_page_load_timeout(60)
        self.version = self.driver.capabilities.get("browserVersion", "?")

    def goto(self, url):
        self.driver.get(url)

    def reload(self):
        self.driver.refresh()

    def eval(self, fn: str, arg=None):
        answer = self.driver.execute_async_script(
            "const done = arguments[arguments.length - 1];"
            f"Promise.resolve().then(() => ({fn})(arguments[0]))"
            ".then((v) => done({ok: v === undefined ? null : v}),"
            " (e) => done({error: String(e) + (e && e.stack ? ' at ' + e.stack : '')}));",
            arg)
        if "error" in answer:
            raise DriverError(answer["error"])
        return answer["ok"]

    def click(self, selector: str):
        from selenium.webdriver.common.by import By
        self.driver.find_element(By.CSS_SELECTOR, selector).click()

    def console(self) -> list[dict]:
        return []  # the page's hook reports through the proxy

    def close(self):
        try:
            if self.driver is not None:
                self.driver.quit()
        finally:
            stop(self.xvfb)


def wait_for(driver, fn: str, arg=None, timeout: float = 30.0, what: str = ""):
    """Poll a page function until it returns something truthy; return that."""
    end = time.monotonic() + timeout
    while True:
        value = driver.eval(fn, arg)
        if value:
            return value
        if time.monotonic() > end:
            raise AssertionError(f"{driver.name}: not reached in {timeout:.0f} s: {what or fn}")
        time.sleep(0.05)
