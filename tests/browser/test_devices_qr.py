"""Pairing through real QR images: the host's invitation is drawn on its
screen, captured, and fed to the phone's camera (Chromium's fake camera reads
a video file: here one MJPEG frame); the phone's reply code goes back to the
host's camera the same way. Each device is its own Chromium, since the fake
camera's file is set per browser.

Headless Chromium on Linux has no BarcodeDetector, so this reads the codes
with the vendored zxing-wasm (and checks that nothing came from a CDN).
"""

from __future__ import annotations

import pytest

from conftest import BOOT_TIMEOUT_MS, CHROMIUM, CHROMIUM_ARGS, Guard
from ui_helpers import new_game, go_table

pytestmark = pytest.mark.browser


def capture(page, selector: str, path) -> None:
    """What a camera pointed at `selector` would see: a 640×480 frame around it."""
    box = page.locator(selector).bounding_box()
    cx, cy = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    vw = page.viewport_size
    x = max(0, min(vw["width"] - 640, cx - 320))
    y = max(0, min(vw["height"] - 480, cy - 240))
    page.screenshot(path=str(path), type="jpeg", quality=90, clip={"x": x, "y": y, "width": 640, "height": 480})


def launch(playwright, camera_file):
    return playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS + [
        "--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream",
        f"--use-file-for-fake-video-capture={camera_file}"])


def device(browser, site, viewport):
    guard = Guard(site.origin)
    context = browser.new_context(service_workers="block", viewport=viewport, permissions=["camera"])
    context.set_default_timeout(BOOT_TIMEOUT_MS)
    guard.watch(context)
    context.route("**/*", guard.route)
    return context, guard


def test_pairing_by_qr_codes_through_the_cameras(site, tmp_path, pw, browser):
    host_cam = tmp_path / "host-camera.mjpeg"
    phone_cam = tmp_path / "phone-camera.mjpeg"
    p = pw
    # the host's camera file must exist at launch; it is replaced before use
    # (drawn by the session's browser: a third launch only for it cost a second)
    bp = browser.new_page(viewport={"width": 640, "height": 480})
    bp.set_content("<body style='background:#fff'></body>")
    bp.screenshot(path=str(host_cam), type="jpeg")
    bp.close()

    hb = launch(p, host_cam)
    hctx, hguard = device(hb, site, {"width": 1024, "height": 768})
    host = hctx.new_page()
    host.goto(site.url)
    host.evaluate("window.hotseat.ready")
    gid = new_game(host, "doudizhu", [("Bot", True), ("Aki", False), ("Bot 2", True)], 21)
    go_table(host, gid, 20)
    host.click(".invite-players-btn")
    host.click(".invite-seat[data-seat='1'] .invite-btn")
    host.wait_for_selector(".pair-code canvas")
    capture(host, ".pair-code canvas", phone_cam)

    pb = launch(p, phone_cam)
    pctx, pguard = device(pb, site, {"width": 412, "height": 915})
    phone = pctx.new_page()
    phone.goto(site.url + "#/join")
    phone.click(".scan-btn")
    phone.wait_for_selector(".pair-code canvas", timeout=60_000)  # the invitation was read
    capture(phone, ".pair-code canvas", host_cam)

    host.click(".scan-btn")
    host.wait_for_selector(".invite-seat[data-seat='1'][data-status='connected']", timeout=60_000)
    phone.wait_for_selector(".table-bar")
    assert phone.evaluate("window.hotseat.remote.seat") == 1
    # the pairing used the vendored reader, fetched from this site only
    for g in (hguard, pguard):
        g.check()
        assert not g.page_errors, g.page_errors
    hctx.close()
    pctx.close()
    hb.close()
    pb.close()
