"""The platform in headless Chromium, driven only through window.hotseat (no
UI): boot, a whole game, saving and resuming, import validation, undo,
storage failure, offline start from the service worker, updates, and the
no-other-origin rule (checked for every test by the fixtures in conftest.py).
"""

from __future__ import annotations

import copy
import json
import re

import pytest

from conftest import BOOT_TIMEOUT_MS, _context, boot

ROOT_GAME = "doudizhu"

# Plays seats with the engine's bot until the game ends (or a step limit) and
# returns what the test needs. Runs in the page so a whole game costs one
# Playwright round trip.
PLAY_JS = """
async ([id, limit]) => {
  const h = window.hotseat;
  let steps = 0;
  for (; steps < limit; steps++) {
    const seats = await h.toAct(id);
    if (seats.length === 0) break;
    const seat = seats[0];
    const choice = await h.botAction(id, seat);
    const legal = await h.legal(id, seat);
    if (!legal.some((a) => JSON.stringify(a) === JSON.stringify(choice)))
      throw new Error("bot chose an action not in legal: " + JSON.stringify(choice));
    const view = await h.act(id, seat, choice);
    if (view.seat !== null) throw new Error("act must return the public view");
  }
  return {steps, result: await h.result(id), record: await h.record(id)};
}
"""


def error_of(page, js: str) -> dict:
    """Run async JS expected to reject; return the HotseatError's fields."""
    return page.evaluate(f"""async () => {{
        try {{ await ({js}); return null; }}
        catch (e) {{ return {{name: e.name, code: e.code, ja: e.ja, en: e.en,
                             isError: e instanceof Error,
                             isHotseat: e instanceof window.hotseat.HotseatError}}; }}
    }}""")


def new_game(page, seats=None, seed=5, options=None) -> str:
    return page.evaluate(
        "(a) => window.hotseat.newGame(a)",
        {"game": ROOT_GAME, "players": 3, "seed": seed, "options": options or {"hands": 1},
         "seats": seats or [{"name": "A", "bot": False}, {"name": "B", "bot": True},
                            {"name": "C", "bot": True}]})


def test_boot_reaches_ready_mark_with_the_built_engine(page, dist):
    marks = page.evaluate("performance.getEntriesByName('hotseat:ready').map(m => m.startTime)")
    assert len(marks) == 1 and marks[0] > 0
    info = json.loads((dist / "build.json").read_text())
    got = page.evaluate("window.hotseat.build()")
    assert got["version"] == info["version"] and got["wheel"] == info["wheel"]
    assert page.is_hidden("#hotseat-loading")


def test_games_lists_the_engines_games(page):
    from hotseat import engine
    assert page.evaluate("window.hotseat.games()") == engine.games()
    assert ROOT_GAME in [g["id"] for g in engine.games()]


def test_full_game_played_by_bots_through_the_bridge(page):
    from hotseat import engine
    gid = new_game(page, seats=[{"name": n, "bot": True} for n in "ABC"], seed=12345)
    out = page.evaluate(PLAY_JS, [gid, 2000])
    assert out["result"] is not None, f"not finished after {out['steps']} steps"
    scores = out["result"]["scores"]
    assert len(scores) == 3 and sum(scores) == 0 and any(scores)
    # The browser's game is the CPython engine's game: same seed + actions
    # replay to the same result, and the bots chose exactly as they would here.
    m = engine.replay(out["record"])
    assert m.result() == out["result"]
    ref = engine.new_game(ROOT_GAME, players=3, seed=12345, options={"hands": 1})
    while ref.to_act():
        seat = ref.to_act()[0]
        ref.act(seat, ref.bot_action(seat))
    assert ref.record()["actions"] == out["record"]["actions"]
    saved = page.evaluate("window.hotseat.saved()")
    assert [s for s in saved if s["id"] == gid][0]["finished"] is True


def test_act_persists_and_reload_resumes_the_same_game(page, site):
    gid = new_game(page, seed=99)
    page.evaluate(PLAY_JS, [gid, 4])
    before = page.evaluate("async (id) => [await hotseat.view(id, 0), await hotseat.view(id, null),"
                           " await hotseat.record(id)]", gid)
    assert len(before[2]["actions"]) == 4
    page.reload()
    page.evaluate("window.hotseat.ready")
    saved = page.evaluate("window.hotseat.saved()")
    entry = [s for s in saved if s["id"] == gid]
    assert entry, saved
    assert entry[0]["game"] == ROOT_GAME and entry[0]["players"] == 3
    assert entry[0]["finished"] is False and entry[0]["seats"][1] == {"name": "B", "bot": True}
    after = page.evaluate("async (id) => [await hotseat.view(id, 0), await hotseat.view(id, null),"
                          " await hotseat.record(id)]", gid)
    assert after == before
    # and play goes on from there
    out = page.evaluate(PLAY_JS, [gid, 1])
    assert len(out["record"]["actions"]) == 5


def test_illegal_calls_reject_with_a_bilingual_hotseat_error(page):
    gid = new_game(page)
    seat = page.evaluate("async (id) => (await hotseat.toAct(id))[0]", gid)
    other = (seat + 1) % 3
    legal = page.evaluate(f"hotseat.legal('{gid}', {seat})")
    e = error_of(page, f"hotseat.act('{gid}', {other}, {json.dumps(legal[0])})")
    assert e["isError"] and e["isHotseat"] and e["code"] == "not_your_turn"
    assert e["en"] and re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", e["ja"])
    e = error_of(page, f"hotseat.act('{gid}', {seat}, {{type: 'no such move'}})")
    assert e["code"] and e["en"] and e["ja"]
    assert error_of(page, "hotseat.view('missing', null)")["code"] == "unknown_match"
    assert error_of(page, "hotseat.newGame({game: 'nope', players: 3})")["code"] == "unknown_game"
    assert error_of(page, f"hotseat.newGame({{game: '{ROOT_GAME}', players: 3, seats: []}})")["code"] == "bad_seats"
    assert page.evaluate(f"hotseat.record('{gid}')")["actions"] == []


def test_import_refuses_tampered_records_and_touches_nothing_else(page):
    gid = new_game(page, seed=7)
    page.evaluate(PLAY_JS, [gid, 6])
    record = page.evaluate(f"hotseat.record('{gid}')")
    saved_before = page.evaluate("hotseat.saved()")
    view_before = page.evaluate(f"hotseat.view('{gid}', 0)")

    tampered = copy.deepcopy(record)
    seat, action = tampered["actions"][3]
    tampered["actions"][3] = [(seat + 1) % 3, action]  # someone else's move
    e = error_of(page, f"hotseat.importRecord({json.dumps(tampered)})")
    assert e["code"] == "bad_record"
    assert "action 3" in e["en"] and "3 番目" in e["ja"]
    e = error_of(page, "hotseat.importRecord('{not json')")
    assert e["code"] == "bad_record" and "JSON" in e["en"] and "JSON" in e["ja"]
    e = error_of(page, f"hotseat.importRecord({json.dumps({**record, 'seed': 'x'})})")
    assert e["code"] == "bad_record"

    assert page.evaluate("hotseat.saved()") == saved_before
    assert page.evaluate(f"hotseat.view('{gid}', 0)") == view_before

    # the untampered record imports as a new, identical game
    new_id = page.evaluate(f"hotseat.importRecord({json.dumps(json.dumps(record))})")
    assert new_id != gid
    assert page.evaluate(f"hotseat.view('{new_id}', 0)") == view_before
    assert len(page.evaluate("hotseat.saved()")) == len(saved_before) + 1
    page.evaluate(f"hotseat.remove('{new_id}')")
    assert page.evaluate("hotseat.saved()") == saved_before
    assert error_of(page, f"hotseat.view('{new_id}', 0)")["code"] == "unknown_match"


@pytest.mark.parametrize("seed,expect", [(31, "undone"), (1, "no_undo")])
def test_undo_takes_back_the_humans_move_and_the_bots_after_it(page, seed, expect):
    """Seat 0 is the only human. Seed 31: the bots' answers reveal nothing, so
    undo goes back to before seat 0's move. Seed 1: a bot move since then was
    an undo barrier, so undo is refused and nothing changes. Either way the
    browser must agree exactly with hotseat.session on CPython."""
    from hotseat import session
    gid = new_game(page, seed=seed)
    # play until seat 0 has moved, the bots answered, and it is seat 0's turn
    for _ in range(200):
        rec = page.evaluate(f"hotseat.record('{gid}')")["actions"]
        seats = [s for s, _ in rec]
        if 0 in seats and seats[-1] != 0 and page.evaluate(f"hotseat.toAct('{gid}')") == [0]:
            break
        page.evaluate(PLAY_JS, [gid, 1])
    full = page.evaluate(f"hotseat.record('{gid}')")
    session.load("undo-ref", full)
    ref = session.undo("undo-ref", [0])
    if ref["ok"]:
        ref["record"] = session.record("undo-ref")["value"]
    session.drop("undo-ref")
    out = page.evaluate(f"""async () => {{
        try {{ return {{view: await hotseat.undo('{gid}'), record: await hotseat.record('{gid}')}}; }}
        catch (e) {{ return {{code: e.code, ja: e.ja, record: await hotseat.record('{gid}')}}; }}
    }}""")
    if expect == "no_undo":
        assert ref["error"]["code"] == "no_undo"
        assert out["code"] == "no_undo" and out["ja"] == ref["error"]["message"]["ja"]
        assert out["record"] == full
    else:
        last_human = max(i for i, (s, _) in enumerate(rec) if s == 0)
        assert ref["undone"] == len(rec) - last_human and "code" not in out
        assert out["record"] == ref["record"]
        assert out["record"]["actions"] == rec[:last_human]
        assert out["view"] == ref["view"]
        # the undone state is what was saved
        page.reload()
        page.evaluate("window.hotseat.ready")
        assert page.evaluate(f"hotseat.record('{gid}')")["actions"] == rec[:last_human]


def test_storage_failure_keeps_the_game_in_memory_and_says_so(guarded, site):
    context, _ = guarded
    p = context.new_page()
    # Every IndexedDB write fails as it would on a full disk.
    p.add_init_script("""
        window.__storageErrors = [];
        addEventListener('hotseat:storage-error', (e) => window.__storageErrors.push(e.detail));
        IDBObjectStore.prototype.put = function () {
            throw new DOMException('quota exceeded (test)', 'QuotaExceededError');
        };
    """)
    boot(p, site.url)
    gid = new_game(p, seed=3)
    out = p.evaluate(PLAY_JS, [gid, 3])
    assert len(out["record"]["actions"]) == 3
    errors = p.evaluate("window.__storageErrors")
    assert len(errors) == 4 and all(e["id"] == gid and "quota" in e["message"] for e in errors)
    assert gid in [s["id"] for s in p.evaluate("hotseat.saved()")]


class ObservedBoot:
    """A cold boot in a context of its own (like `guarded`), watched from
    before the page's first request: CSP violations (the page's event and the
    console) and every request for the wasm."""

    def __init__(self, browser, site):
        self.context, self.guard = _context(browser, site, "block")
        self.page = p = self.context.new_page()
        p.add_init_script("""
            window.__csp = [];
            document.addEventListener('securitypolicyviolation',
                (e) => window.__csp.push(e.violatedDirective + ' ' + e.blockedURI));
        """)
        self.console, self.wasm = [], []
        p.on("console", lambda m: self.console.append(m.text) if "Content Security Policy" in m.text else None)
        p.on("request", lambda r: self.wasm.append(r.url) if r.url.endswith("/pyodide.asm.wasm") else None)
        boot(p, site.url)


@pytest.fixture(scope="module")
def observed_boot(browser, site):
    """One cold boot shared by the tests below that only watch it (each
    boot costs Pyodide's start): both would boot exactly the same way."""
    seen = ObservedBoot(browser, site)
    yield seen
    seen.context.close()
    seen.guard.check()


def test_no_content_security_policy_violations(observed_boot):
    p = observed_boot.page
    gid = new_game(p)
    p.evaluate(PLAY_JS, [gid, 2])
    assert p.evaluate("window.__csp") == [] and observed_boot.console == []
    csp = p.get_attribute('meta[http-equiv="Content-Security-Policy"]', "content")
    assert "'unsafe-eval'" not in csp and "'unsafe-inline'" not in csp and "*" not in csp
    observed_boot.guard.check()


def test_worker_instantiates_the_wasm_module_compiled_by_the_page(observed_boot, site):
    """bridge.js compiles pyodide.asm.wasm on the page (where Chromium's code
    cache serves it) and hands the Module to the worker (pyodide-loader.mjs):
    the wasm is fetched once, by the page, and the worker reports using it."""
    p = observed_boot.page
    assert p.evaluate("performance.getEntriesByName('hotseat:wasm-from-page').length") == 1
    assert observed_boot.wasm == [site.url + "pyodide/pyodide.asm.wasm"]
    assert p.evaluate("hotseat.games()")
    observed_boot.guard.check()


def test_boots_when_build_json_is_slower_than_pyscripts_plugins(guarded, site):
    """PyWorker must be called before PyScript's main-thread plugins finish
    loading: after that, PyScript compiles its worker hooks with Function(),
    which the CSP refuses (no 'unsafe-eval'), and the engine never starts.
    A slow build.json used to trigger exactly that."""
    context, _ = guarded
    p = context.new_page()
    # (delayed in the page: a sleeping Playwright route handler would hold up
    # every other request too)
    p.add_init_script("""{
        const fetch0 = window.fetch;
        window.fetch = function (input, init) {
            const answer = fetch0.call(this, input, init);
            if (!String(input).endsWith('/build.json')) return answer;
            return new Promise((r) => setTimeout(r, 1500)).then(() => answer);
        };
    }""")
    errors = []
    p.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    boot(p, site.url)
    assert p.evaluate("hotseat.games()") and errors == []


def _install_service_worker(page):
    page.evaluate("""async () => {
        await navigator.serviceWorker.ready;
        if (!navigator.serviceWorker.controller)
            await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, {once: true}));
    }""")


def test_offline_after_service_worker_install(sw_context):
    context, guard, site = sw_context
    p = context.new_page()
    boot(p, site.url)
    _install_service_worker(p)
    gid = new_game(p, seed=8)
    context.set_offline(True)
    try:
        p.reload()
        p.evaluate("window.hotseat.ready")
        assert p.evaluate("navigator.onLine") is False
        assert gid in [s["id"] for s in p.evaluate("hotseat.saved()")]
        out = p.evaluate(PLAY_JS, [gid, 1])
        assert len(out["record"]["actions"]) == 1
        # a brand-new game works offline too
        gid2 = new_game(p, seed=9)
        assert len(p.evaluate(PLAY_JS, [gid2, 2])["record"]["actions"]) == 2
        # every platform file came from the service worker's cache
        from_network = p.evaluate("""performance.getEntriesByType('resource')
            .filter(r => !r.name.startsWith('blob:') && r.transferSize > 0 && !r.workerStart)
            .map(r => r.name)""")
        assert from_network == []
    finally:
        context.set_offline(False)


def test_new_version_waits_until_the_page_asks(sw_context):
    context, guard, site = sw_context
    p = context.new_page()
    boot(p, site.url)
    _install_service_worker(p)
    old_version = p.evaluate("hotseat.build()")["version"]
    gid = new_game(p, seed=10)

    # Publish a "new build": same files, different precache version.
    sw = site.root / "sw.js"
    sw.write_text(sw.read_text().replace(old_version, "feedfacefeedface", 1))
    p.evaluate("""() => { window.__updates = 0;
        addEventListener('hotseat:update-available', () => window.__updates++); }""")
    p.evaluate("navigator.serviceWorker.getRegistration().then((r) => r.update())")
    p.wait_for_function("() => window.__updates === 1", timeout=BOOT_TIMEOUT_MS)
    assert p.evaluate("hotseat.updateAvailable") is True
    # the running page keeps the old worker and keeps playing
    assert sorted(p.evaluate("caches.keys()")) == sorted([f"hotseat-{old_version}",
                                                          "hotseat-feedfacefeedface"])
    assert len(p.evaluate(PLAY_JS, [gid, 1])["record"]["actions"]) == 1
    p.reload()  # a plain reload does not activate it while this tab is open
    p.evaluate("window.hotseat.ready")
    # The bridge finds the waiting worker after it registers, a moment after ready.
    p.wait_for_function("() => window.hotseat.updateAvailable === true", timeout=BOOT_TIMEOUT_MS)
    assert p.evaluate("caches.keys()").count(f"hotseat-{old_version}") == 1

    # the page asks: skip waiting, controller changes, page reloads
    with p.expect_navigation():
        assert p.evaluate("hotseat.applyUpdate()") is True
    p.evaluate("window.hotseat.ready")
    assert p.evaluate("caches.keys()") == ["hotseat-feedfacefeedface"]
    assert p.evaluate("hotseat.updateAvailable") is False
    assert gid in [s["id"] for s in p.evaluate("hotseat.saved()")]


def test_no_absolute_urls_in_our_own_files(dist):
    """Everything the app fetches is relative to the page. Vendored Pyodide,
    PyScript and zxing-wasm (vendor/) contain CDN defaults (never used: the
    tests above and test_devices_qr.py abort and fail on any request to another
    origin); our own files must contain none."""
    offenders = []
    for f in sorted(dist.rglob("*")):
        rel = f.relative_to(dist).as_posix()
        if not f.is_file() or rel.startswith(("pyodide/", "pyscript/", "wheels/", "vendor/")) \
                or f.suffix in (".png", ".whl", ".wasm"):
            continue
        for url in re.findall(r"https?://[^\s\"'<>)]+", f.read_text(encoding="utf-8")):
            if not url.startswith("http://www.w3.org/"):  # XML namespaces, never fetched
                offenders.append(f"{rel}: {url}")
    assert offenders == []
