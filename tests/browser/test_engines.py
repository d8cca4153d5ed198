"""The app in Firefox and WebKit (issue #33): one smoke test per engine, one
browser start for all its steps.

- Firefox: Debian's firefox-esr, driven by puppeteer-core over WebDriver BiDi.
- WebKit: Debian's WebKitGTK MiniBrowser, driven by selenium through
  WebKitWebDriver, in an Xvfb of its own.

Each is served the session's dist/ under /hotseat/ through a GuardProxy
(engine_harness.py): any request to another origin, from the page or a
worker, is reported by the browser to the proxy and fails the test. Steps:

1. the checker itself: a page of the proxy's that logs a console error and
   asks another origin from the page, a worker and a blob: worker is caught
   (and would fail the test);
2. boot: window.hotseat.ready (the time to it is printed per engine);
3. a Dou Dizhu hand with one human seat and two bots, the human's moves made
   by clicking the table's own buttons (a bid, then Hint and Play, or Pass),
   to its result. After the human's first move the page is reloaded and the
   same game resumes; after the second it is restarted offline: the proxy
   refuses every file of the app and the page reloads, the service worker
   alone starts it, and the same game resumes again;
4. 50 moves of a 3-player Sanguosha game with a human seat, its answers by
   clicks (still offline);
5. no console error, no page error, no CSP report (warnings are printed);
6. WebKit only: its console with the messages WebKit logs itself (an
   unknown CSP directive, a blocked load), which WebKitWebDriver does not
   hand over: a second browser start outside automation writes the console
   to stdout; a checker page must show WebKit's own message, then the app,
   booted and a bots' Dou Dizhu hand played on its table to the result, must
   show no error.

An engine is skipped only where its browser, driver or package is missing
(run-tests.sh installs them, and says so when it cannot).
"""

from __future__ import annotations

import importlib.util
import os
import re
import shutil
import time

import pytest

from engine_harness import (ENGINES, FIREFOX, MINIBROWSER, WEBKIT_DRIVER, XVFB, PROBE_OWN_MESSAGE, PROBE_PATH,
                            PROBE_REQUESTS, FirefoxDriver, GuardProxy, WebKitConsole, WebKitDriver, wait_for)

# The smoke test's budget, per engine, from the browser's start to its end,
# its three boots (the first visit, the reload, the offline restart) included.
BUDGET_S = 90

# --------------------------------------------------------------------------- page functions

READY = """async () => {
  while (!window.hotseat) await new Promise((r) => setTimeout(r, 20));
  await window.hotseat.ready;
  const mark = performance.getEntriesByName("hotseat:ready")[0];
  return mark ? mark.startTime : performance.now();
}"""

SW_CONTROLS = """async () => {
  await navigator.serviceWorker.ready;
  if (!navigator.serviceWorker.controller)
    await new Promise((r) => navigator.serviceWorker.addEventListener("controllerchange", r, {once: true}));
  return true;
}"""

NEW_GAME = """(a) => window.hotseat.newGame(a)"""

OPEN_TABLE = """(id) => {
  localStorage.setItem("hotseat.botDelay", "0");
  location.hash = "#/play/" + id;
  return true;
}"""

ACTIONS = """async (id) => (await window.hotseat.record(id)).actions"""

# What the Dou Dizhu table offers the human now.
DDZ_STATE = """() => {
  const q = (s) => document.querySelector(s);
  const on = (el) => !!el && !el.disabled;
  if (q(".final")) return {final: true};
  if (q("dialog[open] .btn-choice")) return {choice: true};
  if (q(".interlude .interlude-actions .btn-primary")) return {interlude: true};
  const bids = [...document.querySelectorAll(".ddz-bids .ddz-bid")].filter((b) => !b.disabled)
    .map((b) => Number(b.dataset.bid));
  return {bids, hint: on(q(".ddz-hint")), pass: on(q(".ddz-pass")), play: on(q(".ddz-play"))};
}"""

HINTED = """() => {
  const play = document.querySelector(".ddz-play"), info = document.querySelector(".ddz-selinfo");
  if (play && !play.disabled) return "play";
  return info && /Hint: pass|ヒント：パス/.test(info.textContent) ? "pass" : null;
}"""

DDZ_HAND = """() => [...document.querySelectorAll(".ddz-hand [data-card]")].map((e) => e.dataset.card)"""

# Marks the Sanguosha answer button to click (a real click follows, through
# the driver): "End play phase" every third tap, else the first answer.
SGS_PICK = """(n) => {
  const buttons = [...document.querySelectorAll(".sgs-answers button")].filter((b) => !b.disabled);
  for (const b of document.querySelectorAll("[data-engine-tap]")) b.removeAttribute("data-engine-tap");
  if (!buttons.length) return null;
  const end = buttons.find((b) => /End play phase|札出し終了/.test(b.textContent));
  const target = end && n % 3 === 0 ? end : buttons[0];
  target.setAttribute("data-engine-tap", String(n));
  return target.textContent.trim();
}"""


# --------------------------------------------------------------------------- the checker

def problems(proxy: GuardProxy, driver, probe: bool = False) -> tuple[list[str], list[str]]:
    """(failures, warnings) seen so far: CSP reports, console errors and page
    errors (from the page's hook and, in Firefox, from the driver too).
    Without ``probe``, what the checker's own pages (PROBE_PATH) caused is
    left out: a violation from its blob: worker can reach the hook after the
    checker has seen its report and moved on (it failed WebKit's test once,
    in the app's part)."""
    def mine(where: str) -> bool:
        return probe or PROBE_PATH not in where

    fails = [f"request to another origin: {r}" for r in proxy.reports
             if mine(str((r.get("csp-report") or {}).get("document-uri", "")))]
    warns = []
    for m in proxy.take_console() + [dict(m, via="driver") for m in driver.console()]:
        if not mine(str(m.get("url", ""))):
            continue
        kind = m.get("kind")
        line = f"{kind}: {m.get('text')} ({m.get('url', '')})"
        if kind in ("warn", "warning"):
            warns.append(line)
        elif kind in ("error", "pageerror", "csp", "csp-report-only"):
            fails.append(line)
    return fails, warns


def check_the_checker(driver, proxy: GuardProxy) -> None:
    """Requests to another origin from a page, a worker and a blob: worker
    are each reported, and a report fails the test; so does a console error
    (seen through the page's hook, the one way in WebKit)."""
    driver.goto(proxy.url + PROBE_PATH)

    def reported():
        uris = [(r.get("csp-report") or {}).get("blocked-uri", "") for r in list(proxy.reports)]
        return {p for p in PROBE_REQUESTS if any(u == proxy.foreign.origin + p for u in uris)}

    def logged():
        return any("probe: an error on the console" in str(m.get("text")) for m in list(proxy.console))

    deadline = time.monotonic() + 15
    while (reported() != set(PROBE_REQUESTS) or not logged()) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert reported() == set(PROBE_REQUESTS), f"{driver.name}: not all reported: {proxy.reports}"
    # the requests were made (the foreign server saw them): the reports are theirs
    assert set(proxy.foreign.hits) >= set(PROBE_REQUESTS), proxy.foreign.hits
    fails, _ = problems(proxy, driver, probe=True)
    assert sum("request to another origin" in f for f in fails) >= len(PROBE_REQUESTS)
    assert any(f.startswith("error: probe: an error on the console") for f in fails), fails
    proxy.reports.clear()
    proxy.take_console()
    driver.console()


# --------------------------------------------------------------------------- steps

BOOT_WAITS: list[float] = []  # seconds spent in boot(), this test's


def boot(driver, url: str | None = None) -> float:
    """Load (or just wait for) the app until window.hotseat.ready; ms from
    navigation start to the app's hotseat:ready mark."""
    t = time.monotonic()
    if url:
        driver.goto(url)
    ready = driver.eval(READY)
    BOOT_WAITS.append(time.monotonic() - t)
    return ready


def doudizhu_hand_by_clicks(driver, proxy, timings: dict) -> str:
    """A one-hand Dou Dizhu game, seat 0 human, played by clicks to its
    result (seed 21: a short hand, 18 moves of which 7 are the human's, as
    the CPython engine plays it with the human bidding 3 and taking the
    hints). After the human's first move the page is reloaded, and after
    the second restarted offline (the proxy refuses every file of the app):
    the service worker alone starts it. Each time the same game resumes,
    and it is played on to its end."""
    gid = driver.eval(NEW_GAME, {"game": "doudizhu", "players": 3, "seed": 21, "options": {"hands": 1},
                                 "seats": [{"name": "Sato", "bot": False}, {"name": "Bot A", "bot": True},
                                           {"name": "Bot B", "bot": True}]})
    driver.eval(OPEN_TABLE, gid)
    wait_for(driver, "() => !!document.querySelector('.table-bar')", what="the table")
    moves = 0
    end = time.monotonic() + 75
    while True:
        assert time.monotonic() < end, f"{driver.name}: the hand did not end in time"
        st = driver.eval(DDZ_STATE)
        if st.get("final"):
            break
        if st.get("interlude"):
            driver.click(".interlude .interlude-actions .btn-primary")
            continue
        if not (st.get("choice") or st["bids"] or st["hint"] or st["pass"]):
            time.sleep(0.05)  # the bots' turn: look again (the page only, not the engine)
            continue
        before = len(driver.eval(ACTIONS, gid))
        if st.get("choice"):
            driver.click("dialog[open] .btn-choice")
        elif st["bids"]:
            driver.click(f".ddz-bids .ddz-bid[data-bid='{max(st['bids'])}']")
        elif st["hint"]:
            # the app's own suggestion: the bot's choice, a play (selected,
            # Play enabled) or a pass (said in the selection line)
            driver.click(".ddz-hint")
            picked = wait_for(driver, HINTED, what="the hint")
            if picked == "play":
                driver.click(".ddz-play")
            elif st["pass"]:
                driver.click(".ddz-pass")
            else:
                continue
        else:
            driver.click(".ddz-pass")
        # the move was taken (or the app asks which reading)
        wait_for(driver, """([id, n]) => window.hotseat.record(id).then((r) => r.actions.length > n
                   || !!document.querySelector('dialog[open] .btn-choice') || !!document.querySelector('.final'))""",
                 [gid, before], what="the human's move")
        moves += 1
        if moves in (1, 2):
            offline = moves == 2
            t = time.monotonic()
            timings["offline_ready_ms" if offline else "reload_ready_ms"] = restart(driver, proxy, gid, offline)
            timings["restarts"] = timings.get("restarts", 0) + time.monotonic() - t
    assert moves >= 3 and "offline_ready_ms" in timings
    res = driver.eval("(id) => window.hotseat.result(id)", gid)
    assert res is not None and sum(res["scores"]) == 0
    shown = driver.eval("() => document.querySelector('.final').textContent")
    assert "Sato" in shown
    return gid


def restart(driver, proxy, gid: str, offline: bool) -> float:
    """The page reloads (offline: the server refuses the app, so the service
    worker alone starts it) and resumes the same game, every move kept.
    Returns the time to ready."""
    record = driver.eval(ACTIONS, gid)
    if offline:
        driver.eval(SW_CONTROLS)
        proxy.offline = True
    driver.reload()
    ready = boot(driver)
    assert driver.eval("() => location.hash") == f"#/play/{gid}"
    wait_for(driver, "() => !!document.querySelector('.table-bar')", what="the table after the reload")
    after = driver.eval(ACTIONS, gid)
    assert after[:len(record)] == record, f"{driver.name}: the reload lost moves"
    wait_for(driver, f"""async () => {{
        const v = await window.hotseat.view({gid!r}, 0);
        return v.finished || JSON.stringify(({DDZ_HAND})()) === JSON.stringify(v.hand); }}""",
             what="the resumed table shows the human's hand")
    if offline:
        # sw.js alone goes to the network: the browser's own update check
        refused = [p for p in proxy.refused if not p.endswith("/sw.js")]
        assert refused == [], f"{driver.name}: offline, not served by the service worker: {refused}"
    return ready


def sanguosha_by_clicks(driver, count: int = 50) -> int:
    seats = [{"name": "Me", "bot": False}] + [{"name": f"Bot{i}", "bot": True} for i in range(1, 3)]
    gid = driver.eval(NEW_GAME, {"game": "sanguosha", "players": 3, "seed": 77, "options": {}, "seats": seats})
    driver.eval(OPEN_TABLE, gid)
    wait_for(driver, "() => !!document.querySelector('.sgs')", what="the Sanguosha table")
    taps = 0
    end = time.monotonic() + 60
    while len(driver.eval(ACTIONS, gid)) < count:
        assert time.monotonic() < end, f"{driver.name}: {count} Sanguosha actions not reached in time"
        assert not driver.eval("() => !!document.querySelector('.final')"), "the game ended early"
        label = driver.eval(SGS_PICK, taps)
        if label is None:
            time.sleep(0.05)
            continue
        sig = driver.eval("""async (id) => (await window.hotseat.record(id)).actions.length + '|' +
                             [...document.querySelectorAll('.sgs-answers button')].map((b) => b.textContent).join()""", gid)
        try:
            driver.click(f"[data-engine-tap='{taps}']")
        except Exception:  # noqa: BLE001 - the table redrew under the tap: look again
            continue
        taps += 1
        try:
            wait_for(driver, """async ([id, sig]) => ((await window.hotseat.record(id)).actions.length + '|' +
                     [...document.querySelectorAll('.sgs-answers button')].map((b) => b.textContent).join()) !== sig""",
                     [gid, sig], timeout=5)
        except AssertionError:
            pass
    assert taps >= 5, f"{driver.name}: only {taps} taps in {count} actions"
    return taps


CONSOLE_ERROR = re.compile(r"CONSOLE (?:[A-Z-]+ )?ERROR")


def webkit_own_console(proxy: GuardProxy) -> tuple[list[str], list[str]]:
    """(failures, warnings) on WebKit's console, its own messages included,
    which neither WebKitWebDriver nor the page's hook can see: first the
    checker (a page with a CSP directive WebKit does not know must show
    WebKit's own message), then the app, booted and a one-hand Dou Dizhu
    game of three bots played on its table to the result (the hook plays
    it, and says "played"), with no error."""
    con = WebKitConsole(proxy.url + PROBE_PATH + "own.html")
    try:
        end = time.monotonic() + 20
        while not any(PROBE_OWN_MESSAGE in m for m in con.messages()):
            assert time.monotonic() < end, "webkit: MiniBrowser's console did not show WebKit's own message"
            time.sleep(0.05)
    finally:
        con.close()
    proxy.offline = False
    before = proxy.count("played")
    con = WebKitConsole(proxy.url + "?hotseat-autoplay")
    try:
        end = time.monotonic() + 60
        while proxy.count("played") == before:
            assert time.monotonic() < end, "webkit: the app did not boot and play in MiniBrowser outside automation"
            time.sleep(0.05)
        time.sleep(0.5)  # what the page logs as it settles
        lines = con.messages()
    finally:
        con.close()
    return ([f"WebKit's console: {m}" for m in lines if CONSOLE_ERROR.search(m)],
            [f"WebKit's console: {m}" for m in lines if not CONSOLE_ERROR.search(m)])


# --------------------------------------------------------------------------- the tests

def _missing(engine: str) -> str | None:
    if engine == "firefox":
        if not os.path.exists(FIREFOX):
            return f"{FIREFOX} is not installed (Debian's firefox-esr)"
        if not shutil.which("node"):
            return "node is not installed"
        if not (ENGINES / "node_modules" / "puppeteer-core").is_dir():
            return "puppeteer-core is not installed (npm ci in tests/browser/engines)"
    else:
        for path, pkg in ((WEBKIT_DRIVER, "webkit2gtk-driver"), (MINIBROWSER, "webkit2gtk-driver"), (XVFB, "xvfb")):
            if not os.path.exists(path):
                return f"{path} is not installed (Debian's {pkg})"
        if importlib.util.find_spec("selenium") is None:
            return "selenium is not installed (requirements-test.txt)"
    return None


@pytest.fixture()
def proxy(site):
    p = GuardProxy(site.origin)
    yield p
    p.close()


@pytest.mark.parametrize("engine", ["firefox", "webkit"])
def test_smoke(engine, proxy):
    reason = _missing(engine)
    if reason:
        pytest.skip(f"{engine}: {reason}")
    BOOT_WAITS.clear()
    t0 = time.monotonic()
    driver = FirefoxDriver() if engine == "firefox" else WebKitDriver()
    timings = {"start": time.monotonic() - t0}
    try:
        check_the_checker(driver, proxy)
        t = time.monotonic()
        timings["boot_ready_ms"] = boot(driver, proxy.url)
        timings["boot"] = time.monotonic() - t
        t = time.monotonic()
        doudizhu_hand_by_clicks(driver, proxy, timings)
        timings["doudizhu"] = time.monotonic() - t - timings["restarts"]
        t = time.monotonic()
        taps = sanguosha_by_clicks(driver)
        timings["sanguosha"] = time.monotonic() - t
        fails, warns = problems(proxy, driver)
    finally:
        driver.close()
    if engine == "webkit":
        t = time.monotonic()
        own_fails, own_warns = webkit_own_console(proxy)
        fails += own_fails
        warns += own_warns
        timings["own_console"] = time.monotonic() - t
    total = time.monotonic() - t0
    print(f"{engine} {driver.version}: browser start {timings['start']:.1f} s, "
          f"hotseat.ready {timings['boot_ready_ms'] / 1000:.2f} s after navigation "
          f"({timings['reload_ready_ms'] / 1000:.2f} s after the reload, "
          f"{timings['offline_ready_ms'] / 1000:.2f} s offline from the service worker), "
          f"Dou Dizhu hand {timings['doudizhu']:.1f} s + reload and offline restart {timings['restarts']:.1f} s, "
          f"50 Sanguosha actions ({taps} taps) {timings['sanguosha']:.1f} s"
          + (f", its own console (a second browser start) {timings['own_console']:.1f} s" if "own_console" in timings else "")
          + f"; total {total:.1f} s, "
          f"{sum(BOOT_WAITS):.1f} s of it waiting for the app to boot")
    for w in warns:
        print(f"{engine} console warning: {w}")
    assert not fails, f"{engine}: " + "\n".join(fails)
    assert total <= BUDGET_S, (f"{engine}: the smoke test took {total:.0f} s, {sum(BOOT_WAITS):.0f} s of it "
                               f"booting the app (budget {BUDGET_S} s)")
