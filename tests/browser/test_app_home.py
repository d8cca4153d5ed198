"""The home screen and the app's shell as a new player meets them (issue #13):
drawn before the engine is ready, saved games grouped, unnamed seats named in
the language of the moment, the status line said in the new language, and
each platform's own way to install."""

from __future__ import annotations

import json

from conftest import boot
from ui_helpers import go_table, wait_until

from hotseat import engine

SEATS_BOTS = [{"name": "", "bot": False}, {"name": "B", "bot": True}, {"name": "C", "bot": True}]


def new_game(page, seed=5, seats=None, hands=1):
    return page.evaluate("(a) => window.hotseat.newGame(a)", {
        "game": "doudizhu", "players": 3, "seed": seed, "options": {"hands": hands},
        "seats": seats or SEATS_BOTS})


def finish(page, gid):
    page.evaluate("""async (id) => {
        const h = window.hotseat;
        for (let i = 0; i < 2000; i++) {
            const seats = await h.toAct(id);
            if (!seats.length) return;
            await h.act(id, seats[0], await h.botAction(id, seats[0]));
        }
    }""", gid)


def test_the_builds_game_list_is_the_engines(dist):
    info = json.loads((dist / "build.json").read_text())
    assert info["games"] == engine.games()


def test_home_is_drawn_before_the_engine_is_ready(guarded, site):
    context, _ = guarded
    first = context.new_page()
    boot(first, site.url)
    gid = new_game(first)
    first.close()

    page = context.new_page()
    held = []
    # the worker fetches the wheel: hold it, so Python cannot start
    context.route("**/wheels/**", lambda route: held.append(route))
    page.goto(site.url)
    page.wait_for_selector(".game-card")
    assert page.evaluate("window.hotseat.engineReady") is False
    names = page.eval_on_selector_all(".game-card", "els => els.map(e => e.dataset.game)")
    assert names == [g["id"] for g in engine.games()]
    item = page.locator(f".saved-item[data-id='{gid}']")
    assert item.count() == 1 and "Player 1" in item.inner_text()
    # the game's summary is drawn from the save alone (#30.16)
    assert item.locator(".saved-summary").inner_text() in ("Hand 1 of 1", "第1ハンド（全1ハンド）")
    # what needs the engine waits for it, and says so
    assert page.locator(".engine-note").count() == 1
    # ... where it is seen, also on a phone (at the page's end it was below the fold)
    page.set_viewport_size({"width": 412, "height": 915})
    box = page.locator(".engine-note").bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= 412 and box["y"] + box["height"] <= 915, box
    assert item.locator("button[data-needs-engine]").first.is_disabled()
    assert page.get_attribute(".import-label", "aria-disabled") == "true"
    assert page.locator("#import-file").is_disabled()
    # a new game's screen opens too (it needs only the game list)
    for _ in range(600):  # Playwright dispatches the route events only inside its calls
        if held:
            break
        page.wait_for_timeout(100)
    assert held and page.evaluate("window.hotseat.engineReady") is False
    for route in held:
        route.continue_()
    context.unroute("**/wheels/**")
    page.evaluate("window.hotseat.ready")
    page.wait_for_selector(".engine-note", state="detached")
    assert not item.locator("button[data-needs-engine]").first.is_disabled()
    assert page.get_attribute(".import-label", "aria-disabled") is None
    marks = page.evaluate("['hotseat:home', 'hotseat:ready'].map(n => performance.getEntriesByName(n)[0].startTime)")
    assert marks[0] < marks[1]


def test_saved_games_grouped_and_finished_ones_cleared(page):
    playing = new_game(page, seed=1)
    done = new_game(page, seed=2)
    finish(page, done)
    page.evaluate("location.hash = '#/x'; location.hash = '#/'")
    page.wait_for_selector(".saved-item")
    first_list = page.locator(".home-section .saved-list").first
    assert first_list.locator(f".saved-item[data-id='{playing}']").count() == 1
    assert first_list.locator(f".saved-item[data-id='{done}']").count() == 0
    details = page.locator("details.saved-finished")
    assert details.get_attribute("open") is None  # folded
    assert "(1)" in details.locator("summary").inner_text()
    details.locator("summary").click()
    page.click(".delete-finished")
    page.locator("dialog .btn-danger, dialog button:has-text('Delete all finished')").last.click()
    page.wait_for_selector("details.saved-finished", state="detached")
    ids = [s["id"] for s in page.evaluate("hotseat.saved()")]
    assert playing in ids and done not in ids


def test_unnamed_seats_and_status_follow_the_language(page):
    gid = new_game(page, seed=3)
    stored = page.evaluate(f"hotseat.meta('{gid}')")["seats"][0]["name"]
    assert stored == ""  # no default name is stored
    page.evaluate("location.hash = '#/x'; location.hash = '#/'")
    item = page.locator(f".saved-item[data-id='{gid}']")
    if "プレイヤー1" in item.inner_text():
        page.click(".btn-lang")
    assert "Player 1" in page.locator(f".saved-item[data-id='{gid}']").inner_text()
    page.click(".btn-lang")
    assert "プレイヤー1" in page.locator(f".saved-item[data-id='{gid}']").inner_text()
    go_table(page, gid)
    wait_until(lambda: "プレイヤー1" in page.inner_text(".table-status"))
    page.click(".btn-lang")
    wait_until(lambda: "Player 1" in page.inner_text(".table-status"))


def test_install_uses_the_platforms_own_way(page, browser, site):
    # Chromium without an install prompt offered: no iOS steps, no tip at all
    page.evaluate("location.hash = '#/x'; location.hash = '#/'")
    page.wait_for_selector(".game-card")
    assert page.locator(".install-hint").count() == 0
    # the browser offers its prompt: a button asks for it
    page.evaluate("""() => {
        const e = new Event('beforeinstallprompt', {cancelable: true});
        e.prompt = () => { window.__prompted = true; return Promise.resolve(); };
        e.userChoice = Promise.resolve({outcome: 'accepted'});
        window.dispatchEvent(e);
    }""")
    page.wait_for_selector(".install-btn")
    assert "Share" not in page.inner_text(".install-hint")
    page.click(".install-btn")
    assert page.evaluate("window.__prompted") is True
    page.wait_for_selector(".install-btn", state="detached")
    # iOS: the Share steps
    ctx = browser.new_context(user_agent="Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) "
                              "AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
                              service_workers="block", locale="en-US")
    foreign = []

    def only_ours(route):
        if route.request.url.startswith(site.origin):
            route.continue_()
        else:
            foreign.append(route.request.url)
            route.abort()
    ctx.route("**/*", only_ours)
    try:
        p = ctx.new_page()
        p.goto(site.url)
        p.wait_for_selector(".install-hint")
        text = p.inner_text(".install-hint")
        assert "Share" in text and "7 days" in text
        # no saved game: nothing to warn of
        assert p.locator(".keep-games-note").count() == 0
        # Safari deletes a site's saved games after 7 days without a visit
        # unless the app is on the Home Screen: said while games are saved,
        # with the way to keep a copy, in both languages
        p.evaluate("window.hotseat.ready")
        new_game(p, seed=3)
        p.evaluate("location.hash = '#/x'; location.hash = '#/'")
        note = p.wait_for_selector(".keep-games-note")
        assert "7 days" in note.inner_text() and "Home Screen" in note.inner_text()
        assert note.query_selector("button").inner_text() == "Export games"
        p.click(".btn-lang")
        p.wait_for_selector(".keep-games-note >> text=7日間")
        assert "ホーム画面" in p.inner_text(".install-hint")
        # installed (the Home Screen app keeps its storage): neither is shown
        p.evaluate("Object.defineProperty(navigator, 'standalone', {value: true}); location.hash = '#/x'; location.hash = '#/'")
        p.wait_for_selector(".saved-item")
        assert p.locator(".keep-games-note, .install-hint").count() == 0
    finally:
        ctx.close()
    assert not foreign, foreign


# Seats of each game's save: humans and bots, so Sanguosha's row can be seen
# to name the humans' generals and no bot's.
SAVES = [("doudizhu", [("Aki", False), ("Bo", True), ("Ken", False)], {"hands": 3}),
         ("cena", [("Aki", False), ("Mai", False), ("Bo", True)], {}),
         ("qianlong", [("Aki", False), ("Ken", False)], {}),
         ("china_duel", [("Aki", False), ("Bo", True)], {}),
         ("sanguosha", [("Aki", False), ("Bo", True), ("Ken", False), ("Cy", True)], {})]


def test_each_saved_row_tells_the_game_apart_with_its_summary(page):
    """#30.16: every game's row says what the game's own summary says (the
    hand, deal, round or turn, and what it shows beside the names: scores;
    Sanguosha's generals of the humans alone, never a role), stored with the
    save's metadata when the game was saved."""
    ids = {}
    for game, seats, options in SAVES:
        gid = page.evaluate("(a) => window.hotseat.newGame(a)", {
            "game": game, "players": len(seats), "seed": 4, "options": options,
            "seats": [{"name": n, "bot": b} for n, b in seats]})
        # a few moves (Sanguosha's draft and into the first turn), by the bots
        page.evaluate("""async (id) => { const hs = window.hotseat;
            for (let i = 0; i < 9; i++) { const to = await hs.toAct(id);
              await hs.act(id, to[0], await hs.botAction(id, to[0])); } }""", gid)
        ids[game] = gid
    stored = page.evaluate("""() => new Promise((ok, no) => { const r = indexedDB.open("hotseat");
        r.onsuccess = () => { const q = r.result.transaction("games").objectStore("games").getAll();
          q.onsuccess = () => ok(Object.fromEntries(q.result.map((e) => [e.id, e.summary]))); q.onerror = no; };
        r.onerror = no; })""")
    page.evaluate("location.hash = '#/x'; location.hash = '#/'")
    page.wait_for_selector(".saved-item")
    for lang in ("en", "ja"):
        if page.evaluate("document.documentElement.lang") != lang:
            page.click(".btn-lang")
            wait_until(lambda: page.evaluate("document.documentElement.lang") == lang)
        for game, seats, _ in SAVES:
            gid = ids[game]
            want = engine.replay(page.evaluate("(id) => window.hotseat.record(id)", gid)).summary()
            assert stored[gid] == want, game  # in the save's metadata
            item = page.locator(f".saved-item[data-id='{gid}']")
            assert item.locator(".saved-summary").inner_text() == want[lang], game
            names = item.locator(".saved-names").inner_text()
            for s, (name, bot) in enumerate(seats):
                label = (want["seats"][s] or {}).get(lang)
                shown = label and not (bot and want.get("humans_only"))
                tagged = f"{name} ({label})" if lang == "en" else f"{name}（{label}）"
                assert (tagged in names) == bool(shown), (game, s, names)
    sgs = engine.replay(page.evaluate("(id) => window.hotseat.record(id)", ids["sanguosha"]))
    assert sgs.state["draft"] is None and all(sgs.summary()["seats"])  # the generals are out


def test_every_new_game_form_fits_a_phone(page):
    """Nothing on a setup form is wider than a phone (China Duel's rule-set
    list was 422 px on a 412 px screen: cut, and the page scrolled sideways)."""
    page.set_viewport_size({"width": 412, "height": 915})
    for g in engine.games():
        page.evaluate("location.hash = '#/'")
        page.wait_for_selector(".game-card")
        page.evaluate(f"location.hash = '#/new/{g['id']}'")
        page.wait_for_selector(".start-btn")
        wide = page.evaluate("""() => [document.documentElement.scrollWidth,
            ...[...document.querySelectorAll('.newgame select, .newgame input, .newgame button')]
              .map((e) => Math.ceil(e.getBoundingClientRect().right))]""")
        assert max(wide) <= 412, (g["id"], wide)


def test_new_game_from_a_game_starts_from_its_setup(page):
    """"New game" at a game's end: the same players, seats and options, a
    new seed (it went back to the form's defaults: 3 players)."""
    seats = [{"name": "Aki", "bot": False}, {"name": "", "bot": True}, {"name": "Ben", "bot": False},
             {"name": "", "bot": True}]
    gid = page.evaluate("(s) => window.hotseat.newGame({game: 'doudizhu', players: 4, seed: 9, seats: s,"
                        " options: {hands: 3, show_kitty: false, spring: true}})", seats)
    page.evaluate(f"location.hash = '#/new/doudizhu/{gid}'")
    page.wait_for_selector(".start-btn")
    assert page.inner_text("#players") == "4"
    rows = page.eval_on_selector_all(".seat-row", """els => els.map((e) => [e.querySelector('.seat-name').value,
        e.querySelector('.seg[aria-pressed="true"]').textContent])""")
    human = page.evaluate("document.documentElement.lang").startswith("ja") and "人間" or "Human"
    assert [(n, b != human) for n, b in rows] == [(s["name"], s["bot"]) for s in seats], rows
    assert page.inner_text("#opt-hands") == "3"
    assert page.get_attribute("#opt-show_kitty", "aria-checked") == "false"
    assert page.get_attribute("#opt-spring", "aria-checked") == "true"
    assert page.input_value("#seed") != "9"
    # started from it: the new game has that setup
    page.click(".start-btn")
    page.wait_for_selector(".table-bar")
    new = page.evaluate("decodeURIComponent(location.hash.split('/')[2])")
    assert new != gid
    meta = page.evaluate("(id) => window.hotseat.meta(id)", new)
    assert [{"name": s["name"], "bot": s["bot"]} for s in meta["seats"]] == seats
    assert page.evaluate("(id) => window.hotseat.record(id)", new)["options"] == {"hands": 3, "show_kitty": False, "spring": True}


def test_setup_controls_hold_still_when_tapped(page):
    """Tapping Human/Bot or a switch moves nothing on the form: the pressed
    half is bold, and "Human" grew 6 px when pressed, pushing its neighbour
    and the name field."""
    boxes = """() => [...document.querySelectorAll('.seat-row .seg, .seat-name, .switch, .stepper')]
        .map((e) => { const r = e.getBoundingClientRect(); return [r.x, r.y, r.width, r.height].map(Math.round); })"""
    for width, height in ((412, 915), (1024, 768)):
        page.set_viewport_size({"width": width, "height": height})
        for lang in ("en", "ja"):
            page.evaluate("async (l) => { const i = await import('./i18n.js'); if (i.lang() !== l) i.setLang(l); }", lang)
            page.evaluate("location.hash = '#/'")
            page.wait_for_selector(".game-card")
            page.evaluate("location.hash = '#/new/sanguosha'")
            page.wait_for_selector(".start-btn")
            assert page.inner_text(".seat-row .seg") == {"en": "Human", "ja": "人間"}[lang]
            before = page.evaluate(boxes)
            page.locator(".seat-row").nth(1).locator(".seg").nth(0).click()
            page.locator(".seat-row").nth(0).locator(".seg").nth(1).click()
            for i in range(page.locator(".switch").count()):
                page.locator(".switch").nth(i).click()
            assert page.evaluate(boxes) == before, (width, lang)
