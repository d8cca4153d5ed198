"""What the page loads before the engine is ready (issue #26).

Every file the page fetches before ``hotseat:ready`` is fetched, compiled
and run while Python boots, on every visit. The phones' code (ui/devices.js,
net/*), the QR libraries (vendor/), the game views and their rules pages
(<game>/) are loaded when first used instead. This lists what a boot with a
saved game on the home screen requested and fails if any of those is among
them; then it opens each and checks the same matcher sees it loaded, so
the check cannot pass by matching nothing. (The worker's Python imports
are checked in tests/test_startup_imports.py.) Not timed: bench/boot.py
measures the time.
"""

from __future__ import annotations

import json
import re
from urllib.parse import urlsplit

from conftest import BASE_PATH, boot
from ui_helpers import go_table, new_game

from hotseat import engine

GAMES = [g["id"] for g in engine.games()]
# Site paths the home screen and the engine's start do not need.
LATE = re.compile(r"^(?:(?:%s)/|net/|ui/devices\.js$|vendor/)" % "|".join(GAMES))
SEATS = [("", False), ("B", True), ("C", True)]


def site_path(url: str) -> str | None:
    path = urlsplit(url).path
    return path[len(BASE_PATH):] if path.startswith(BASE_PATH) else None


def test_boot_loads_no_phones_code_games_or_rules(guarded, site, dist):
    context, _ = guarded
    first = context.new_page()
    boot(first, site.url)
    gid = new_game(first, "doudizhu", SEATS, 5, {"hands": 1})
    first.close()

    requested: list[str] = []
    context.on("request", lambda r: requested.append(site_path(r.url)))
    page = context.new_page()
    boot(page, site.url)
    # the home screen drawn with the saved game, and the engine ready
    page.wait_for_selector(f".saved-item[data-id='{gid}']")
    page.wait_for_selector(".engine-note", state="detached")
    at_ready = [p for p in requested if p]
    assert "worker.py" in at_ready and any(p.startswith("wheels/") for p in at_ready)
    assert [p for p in at_ready if LATE.match(p)] == []

    # The two labels drawn before the phones' code loads are the ones it
    # registers when it does (web/i18n.js keeps a copy of them).
    labels = """async () => {
        const i18n = await import("./i18n.js");
        const out = [];
        for (const k of ["joinTable", "invitePlayers"]) {
            for (let n = 0; n < 2; n++) { out.push([i18n.lang(), k, i18n.t(k)]); i18n.toggleLang(); }
        }
        return out;
    }"""
    before = page.evaluate(labels)

    # Each is requested when first used, and the matcher sees it.
    page.click(".join-btn")
    page.wait_for_selector(".join-main")
    assert page.evaluate(labels) == before
    go_table(page, gid)
    page.click(".invite-players-btn")
    page.click(".invite-seat[data-seat='0'] .invite-btn")
    page.wait_for_selector(".pair-code canvas")
    page.keyboard.press("Escape")
    page.evaluate("location.hash = '#/rules/cena'")
    page.wait_for_selector(".rules-screen .rules-wrap")
    later = [p for p in requested if p and LATE.match(p)]
    for want in ("ui/devices.js", "net/host.js", "net/remote.js", "doudizhu/view.js",
                 "cena/view.js", "cena/rules.js", "vendor/qrcode-generator/qrcode.mjs"):
        assert want in later, (want, later)

    # The service worker precaches every one of them, for offline play.
    sw = (dist / "sw.js").read_text()
    precache = json.loads(re.search(r"HOTSEAT_PRECACHE = (\{.*\});", sw).group(1))["files"]
    assert set(later) <= set(precache), set(later) - set(precache)


# What the page animates while the engine boots, every animation that runs for
# ever: its keyframes' easing and duration.
RUNNING_FOR_EVER = """() => document.getAnimations()
    .filter((a) => a.playState === "running" && a.effect.getTiming().iterations === Infinity)
    .map((a) => ({ name: a.animationName || "", target: a.effect.target && a.effect.target.className,
                   duration: a.effect.getComputedTiming().duration,
                   easings: a.effect.getKeyframes().map((k) => k.easing) }))"""


def test_nothing_animates_at_every_frame_while_the_engine_boots(guarded, site):
    """The engine's boot is the longest wait and uses every core it can get.
    A smooth animation on screen meanwhile is repainted at every frame: in
    WebKit with software compositing that cost the boot half its speed (the
    home screen's spinner made it 2x a bare Pyodide page; docs/platform.md,
    "WebKit's boot"). What runs for ever must move in steps, at most 2 a
    second."""
    context, _ = guarded
    page = context.new_page()
    page.goto(site.url)
    # the home screen, drawn while the engine still starts
    page.wait_for_selector(".engine-note .spinner")
    running = page.evaluate(RUNNING_FOR_EVER)
    assert page.evaluate("window.hotseat.engineReady") is not True  # still booting: the check saw the wait
    assert [a["target"] for a in running] == ["spinner"], running
    for a in running:
        for easing in a["easings"]:
            m = re.fullmatch(r"steps\((\d+)(?:, *[a-z-]+)?\)", easing)
            assert m, a
            assert int(m.group(1)) / (a["duration"] / 1000) <= 2, a
    page.evaluate("window.hotseat.ready")
    assert page.evaluate(RUNNING_FOR_EVER) == []
