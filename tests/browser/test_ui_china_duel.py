"""The China Duel UI in headless Chromium: one human turn played by tapping
(a lit region, then a lit space, the house-or-fortress choice, a draw from the
deck, the Emperor's suggested placement), the bot's last turn still marked
after a reload, a game by two bots to the end screen
(checked against a CPython replay of the record), and the rules page in both
languages.

Games are driven through the real UI (web/table/ + web/china_duel/view.js) on
the real bridge; window.hotseat is used only to set up games and to read what
the engine says, to check the UI against it. Fixtures: tests/browser/conftest.py.
"""

from __future__ import annotations

import os
import time
from pathlib import Path

from hotseat import engine
import ui_helpers
from ui_helpers import actions, go_table, legal, pview, wait_until

GAME = "china_duel"
HUMAN_SEED = 2   # seat 0 starts, holding violet, violet, orange
BOTS_SEED = 7
SHOTS = Path(os.environ["HOTSEAT_SHOTS"]) if os.environ.get("HOTSEAT_SHOTS") else None


def shot(page, name: str) -> None:
    """A screenshot for people to look at, when HOTSEAT_SHOTS names a folder."""
    if SHOTS:
        SHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=True)


def new_game(page, seats, seed, options=None) -> str:
    return ui_helpers.new_game(page, GAME, seats, seed, options)


def acting_now(page, gid):
    """The public view if a human may act now and the table shows it, else None."""
    v = pview(page, gid)
    n = v["actions"]
    return v if page.locator(f".cd-table[data-acting='1'][data-actions='{n}'][data-phase='{v['phase']}']").count() else None


def wait_acting(page, gid, timeout=60):
    """Wait until the human may act and the table shows it."""
    return wait_until(lambda: acting_now(page, gid), timeout)


def attr_set(page, selector, attr):
    return set(page.eval_on_selector_all(selector, f"els => els.map(e => e.dataset.{attr})"))


TAPPABLE = ".cd-table button, .cd-table [role='button'], .cd-table a[href]"


def small_targets(page):
    """Every tappable element of the table smaller than 44×44 CSS px (and
    every element that takes taps without being marked tappable)."""
    return page.evaluate("""(sel) => {
      const bad = [];
      for (const e of document.querySelectorAll(sel)) {
        const r = e.getBoundingClientRect();
        if (r.width < 44 || r.height < 44) bad.push(`${e.className.baseVal ?? e.className} ${e.dataset.region || ''}${e.dataset.space || ''} ${Math.round(r.width)}x${Math.round(r.height)}`);
      }
      // the small house spaces and courts on the map must not take taps
      for (const e of document.querySelectorAll('.cd-map .cd-space, .cd-map .cd-court')) {
        if (getComputedStyle(e).pointerEvents !== 'none' || e.getAttribute('role') === 'button') bad.push('map target ' + e.dataset.region);
      }
      return bad;
    }""", TAPPABLE)


def layout_problems(page):
    """Horizontal overflow, and the action panel or the map cut off at the sides."""
    return page.evaluate("""() => {
      const out = [];
      const w = document.documentElement.clientWidth;
      if (document.documentElement.scrollWidth > w + 1) out.push('page scrolls sideways');
      for (const s of ['.cd-map', '.cd-action', '.cd-myhand', '.cd-controls', '.cd-zoom']) {
        const e = document.querySelector(s);
        if (!e) continue;
        const r = e.getBoundingClientRect();
        if (r.left < -1 || r.right > w + 1) out.push(s + ' clipped');
      }
      const m = document.querySelector('.cd-map').getBoundingClientRect();
      const a = document.querySelector('.cd-action').getBoundingClientRect();
      if (a.left < m.right - 1 && a.top < m.bottom - 1 && a.right > m.left + 1 && a.bottom > m.top + 1) out.push('action panel over the map');
      return out;
    }""")


def star_overlaps(page, regions):
    """The suggestion's star against every region's name and "scored" tick on
    the map, in SVG units: the star drawn now, and a star tried at every
    house space and court (where view.js's starAt puts it)."""
    return page.evaluate("""async (regions) => {
      const m = await import(new URL('china_duel/view.js', document.baseURI).href);
      const svg = document.querySelector('.cd-map');
      const NS = 'http://www.w3.org/2000/svg';
      const temp = [];
      const text = (cls, x, y, anchor, body) => {
        const e = document.createElementNS(NS, 'text');
        e.setAttribute('class', cls); e.setAttribute('x', x); e.setAttribute('y', y);
        e.setAttribute('text-anchor', anchor); e.textContent = body;
        svg.append(e); temp.push(e); return e;
      };
      const labels = [...svg.querySelectorAll('.cd-region-name')].map((e) => [e.textContent, e.getBBox()]);
      for (const r of regions) {   // the tick every region shows once scored
        const L = m.layout(r);
        labels.push(['tick ' + r.id, text('cd-scored', L.left + L.w - 12, L.top + 27, 'end', '✓').getBBox()]);
      }
      const stars = [...svg.querySelectorAll('.cd-star')].map((e) => ['drawn', e.getBBox()]);
      for (const r of regions) {
        const L = m.layout(r);
        for (const sp of [...Array(r.spaces).keys(), null]) {
          const [x, y] = m.starAt(L, sp);
          stars.push([`${r.id} ${sp}`, text('cd-star', x, y, 'middle', '★').getBBox()]);
        }
      }
      const hit = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      const out = [];
      for (const [sn, sb] of stars) for (const [ln, lb] of labels) if (hit(sb, lb)) out.push(`star ${sn} over ${ln}`);
      temp.forEach((e) => e.remove());
      return out;
    }""", regions)


def test_human_turn_by_tapping(page, site):
    gid = new_game(page, [("Sato", False), ("Bot", True)], HUMAN_SEED)
    go_table(page, gid)
    v = wait_acting(page, gid)
    assert v["phase"] == "play" and v["active"] == 0
    # The map: 9 regions, 55 house spaces, 9 courts, 15 connections.
    assert page.locator(".cd-region").count() == 9
    assert page.locator(".cd-space").count() == 55
    assert page.locator(".cd-court").count() == 9
    assert page.locator(".cd-connection").count() == 15
    assert "楚 Chu" in page.evaluate("document.querySelector('.cd-map').textContent")
    moves = legal(page, gid, 0)
    places = [m for m in moves if m["type"] == "place"]
    # Exactly the regions with a legal placement are lit; the 3-2-1 counters start at 0.
    assert attr_set(page, ".cd-region.is-target", "region") == {m["region"] for m in places}
    assert page.locator(".cd-zspace").count() == 0
    assert page.locator(".cd-limits[data-cards='0'][data-pieces='0']").count() == 1
    # Its numbers are the engine's (data.MAX_CARDS, MAX_PIECES), not the view's own.
    lim = pview(page, gid)["limits"]
    counters = page.inner_text(".cd-limits")
    assert f"0/{lim['cards']}" in counters and f"0/{lim['pieces']}" in counters, counters
    # The exchange turn and the special cards say what they do.
    sub = page.inner_text(".cd-act[data-type='exchange'] .cd-act-sub")
    assert "draw" in sub or "引く" in sub
    assert page.locator(".cd-act[data-card='two_regions'] .cd-act-sub").count() == 1
    page.click(".cd-region[data-region='chu']")
    page.wait_for_selector(".cd-table[data-selected='chu']")
    chu = [m for m in places if m["region"] == "chu"]
    # Chu's 8 spaces and court shown large; the legal ones are buttons.
    assert page.locator(".cd-zoom .cd-zspace").count() == 8
    assert attr_set(page, ".cd-zoom button.cd-zspace", "space") == {str(m["space"]) for m in chu if m["space"] is not None}
    assert page.locator(".cd-zoom button.cd-zcourt").count() == (1 if any(m["space"] is None for m in chu) else 0)
    # Chu holds no piece: before the piece goes in, the panel says it is the
    # only one there this turn (a player holding a second violet was
    # surprised when the turn moved on)
    assert page.inner_text(".cd-zoom .cd-one-piece") in (
        "No piece here yet: this region takes only 1 piece this turn.", "コマの無い地域：この手番に置けるのは1つだけ。")
    # Touch targets >= 44 px and nothing cut off, in landscape, portrait and on a phone.
    for name, size in [("landscape", (1024, 768)), ("portrait", (768, 1024)), ("phone", (412, 915))]:
        page.set_viewport_size({"width": size[0], "height": size[1]})
        page.wait_for_timeout(150)
        assert small_targets(page) == [], name
        assert layout_problems(page) == [], name
        assert star_overlaps(page, v["map"]["regions"]) == [], name
        shot(page, f"china_duel-region-{name}")
    page.set_viewport_size({"width": 1024, "height": 768})
    # Space 1 takes a house or a fortress: the player chooses.
    n = len(actions(page, gid))
    page.click(".cd-zoom button.cd-zspace[data-space='0']")
    page.wait_for_selector("dialog .btn-choice")
    options = [m for m in chu if m["space"] == 0]
    assert page.locator("dialog .btn-choice").count() == len(options) == 2
    page.locator("dialog .btn-choice").nth(0).click()
    wait_until(lambda: len(actions(page, gid)) > n)
    assert actions(page, gid)[n] == [0, options[0]] and options[0]["piece"] == "house"
    # Chu was empty, so that was the only piece; violet is kept by itself.
    v = wait_acting(page, gid)
    assert v["phase"] == "refill" and v["houses"]["chu"][0] == 0
    page.wait_for_selector(".cd-space[data-region='chu'][data-space='0'][data-owner='0'] .cd-house")
    # The piece just placed is marked on the map as this turn's.
    assert page.locator(".cd-space.is-placed").count() == 1
    assert page.locator(".cd-space.is-placed[data-region='chu'][data-space='0']").count() == 1
    # What the move changed besides (its events): the violet card kept by
    # itself and the violet influence card it won are marked; and the move
    # is at the player's side.
    me = ".cd-seat[data-seat='0']"
    assert page.locator(f"{me} .cd-card.is-new[data-colour='violet']").count() == 1
    assert page.locator(f"{me} .cd-influence.is-new[data-colour='violet']").count() == 1
    assert page.locator(".cd-common .cd-influence.is-new[data-colour='violet'][data-holder='0']").count() == 1
    assert page.locator(f"{me} .cd-latest[data-kind='placed']").inner_text() == "House · Chu Space 1 [violet]"
    # The refill step: the display and the deck are in the action panel, within the screen.
    assert page.locator(".cd-action .cd-draw button.cd-card").count() == len(
        [m for m in legal(page, gid, 0) if m["type"] == "draw" and m["from"] == "display"]) > 0
    assert small_targets(page) == []
    box = page.locator(".cd-action button.cd-deck").bounding_box()
    assert box["y"] + box["height"] <= 768
    shot(page, "china_duel-refill")
    n = len(actions(page, gid))
    page.click("button.cd-deck.is-target")
    wait_until(lambda: len(actions(page, gid)) > n)
    assert actions(page, gid)[n] == [0, {"type": "draw", "from": "deck"}]
    # the next move is the one at the player's side, and the marks are its own
    page.wait_for_selector(f"{me} .cd-latest[data-kind='drew']")
    assert page.locator(f"{me} .is-new").count() == 0
    # The Emperor: his suggested placement is starred on the map, its region
    # opens large, and tapping the starred space there accepts it.
    v = wait_acting(page, gid)
    sug = v["suggestion"]
    assert v["phase"] == "emperor" and sug in legal(page, gid, 0)
    page.wait_for_selector(f".cd-table[data-selected='{sug['region']}']")
    where = f"[data-region='{sug['region']}']" + (f"[data-space='{sug['space']}']" if sug["space"] is not None else "")
    kind = "space" if sug["space"] is not None else "court"
    assert page.locator(f".cd-map .cd-{kind}.is-suggested{where}").count() == 1
    assert page.locator(".cd-map .is-suggested.cd-space, .cd-map .is-suggested.cd-court").count() == 1
    assert page.locator("button.cd-suggestion").count() == 1
    # its words in the page's language, the Japanese with its own colon ("皇帝: 家" mixed the two)
    for _ in range(2):
        said = page.inner_text("button.cd-suggestion .cd-act-main")
        ja = page.evaluate("document.documentElement.lang").startswith("ja")
        assert ("皇帝：" in said and ": " not in said) if ja else "The Emperor: " in said, said
        page.click(".btn-lang")
        page.wait_for_function(f"document.documentElement.lang.startsWith('{'en' if ja else 'ja'}')")
    for name, size in [("phone", (412, 915)), ("portrait", (768, 1024)), ("landscape", (1024, 768))]:
        page.set_viewport_size({"width": size[0], "height": size[1]})
        page.wait_for_timeout(150)
        assert page.locator(".cd-map .cd-star").count() == 1
        assert star_overlaps(page, v["map"]["regions"]) == [], name
        if name == "phone":   # (the star only: the first-screen checks are for tablets)
            shot(page, f"china_duel-emperor-{name}")
            continue
        assert small_targets(page) == [] and layout_problems(page) == [], name
        # the suggestion and the region's spaces are on the first screen
        for sel in ("button.cd-suggestion", ".cd-zoom"):
            box = page.locator(sel).bounding_box()
            assert box["y"] + box["height"] <= size[1], (name, sel)
        shot(page, f"china_duel-emperor-{name}")
    # Record every table drawn from now on, to see the bot's steps one by one.
    page.evaluate("""() => { window.cdFrames = [];
      new MutationObserver(() => { const t = document.querySelector('.cd-table');
        if (t) window.cdFrames.push([t.dataset.active, t.dataset.phase, t.dataset.actions]); })
        .observe(document.body, { childList: true, subtree: true }); }""")
    n = len(actions(page, gid))
    page.click(f".cd-zoom button.cd-z{kind}.is-suggested{where}")
    wait_until(lambda: len(actions(page, gid)) > n)
    assert actions(page, gid)[n] == [0, sug]
    # Then the bot plays its turn (each of its steps drawn) and it is the
    # human's again; the bot's pieces are marked and its turn is told.
    v = wait_acting(page, gid, timeout=90)
    assert v["active"] == 0 and v["round"] == 2
    # The bot's turn was drawn step by step (a table before each of its moves).
    frames = {tuple(f) for f in page.evaluate("window.cdFrames") if f[0] == "1"}
    bot_moves = [a for _, a in (actions(page, gid)[n + 1:])]
    assert {"play", "emperor"} <= {f[1] for f in frames} and len(frames) >= min(len(bot_moves), 3), (frames, bot_moves)
    # its turn's last lines (the engine's turn record), names for seats
    bot_lines = v["turns"]["previous"]["lines"]
    assert v["turns"]["previous"]["seat"] == 1 and bot_lines
    assert page.locator(".cd-turnlog[data-turn='prev'][data-seat='1'] li").count() == len(bot_lines)
    assert (page.eval_on_selector_all(".cd-turnlog[data-turn='prev'] li", "els => els.map(e => e.dataset.kind)")
            == [x["kind"] for x in bot_lines])
    told = page.inner_text(".cd-last")
    assert "{seat:" not in told and "Bot" in told
    # each seat's latest act at its side: the bot's last step, and the
    # human's Emperor placement
    latest = v["events"]["latest"]
    assert latest[0]["kind"] == "emperor" and latest[1]["seat"] == 1
    for seat in (0, 1):
        bubble = page.locator(f".cd-seat[data-seat='{seat}'] .cd-latest")
        assert bubble.count() == 1 and bubble.get_attribute("data-kind") == latest[seat]["kind"]
        assert bubble.get_attribute("data-move") == str(latest[seat]["move"])
        text = bubble.inner_text()
        assert text and "{" not in text and "undefined" not in text, text
    assert page.locator(".cd-seat[data-seat='0'] .cd-latest").inner_text().startswith("Emperor: ")
    bot_pieces = {(r, i) for r, hs in v["houses"].items() for i, o in enumerate(hs) if o == 1}
    marked = {(e["region"], int(e["space"])) for e in page.eval_on_selector_all(
        ".cd-space.is-recent[data-owner='1']", "els => els.map(e => ({...e.dataset}))")}
    assert marked == bot_pieces
    # (and the Sato's own pieces of the turn before are no longer marked)
    assert page.locator(".cd-space.is-placed, .cd-space.is-recent[data-owner='0']").count() == 0
    shot(page, "china_duel-after-bot")


BOT_FIRST_SEED = 1   # seat 1 (the bot) starts


def marked_on_map(page):
    """The map's ringed pieces: (region, space or None for the court, ring class)."""
    return set(tuple(x) for x in page.evaluate("""() => [...document.querySelectorAll(
        '.cd-map .cd-space.is-recent, .cd-map .cd-space.is-placed, .cd-map .cd-court.is-recent, .cd-map .cd-court.is-placed')]
        .map(e => [e.dataset.region, e.dataset.space == null ? null : Number(e.dataset.space),
                   e.classList.contains('is-recent') ? 'recent' : 'placed'])"""))


def test_last_turn_markers_survive_a_reload(page, site):
    """The bot's pieces of its last turn and its "last turn" panel come from
    the engine's view.turns, so a reload after the bot's turn shows them again."""
    gid = new_game(page, [("Sato", False), ("Bot", True)], BOT_FIRST_SEED)
    go_table(page, gid)
    v = wait_acting(page, gid, timeout=90)
    assert v["active"] == 0 and v["turns"]["previous"]["seat"] == 1
    pieces = v["turns"]["previous"]["pieces"]
    assert pieces, "the bot placed nothing in its first turn: pick another seed"
    want = {(p["region"], p["space"], "recent") for p in pieces}
    lines = v["turns"]["previous"]["lines"]
    assert 0 < len(lines) <= 8
    bot_act = v["events"]["latest"][1]

    def check():
        assert marked_on_map(page) == want
        assert page.locator(".cd-turnlog[data-turn='prev'][data-seat='1'] li").count() == len(lines)
        assert "Bot" in page.inner_text(".cd-turnlog[data-turn='prev'] strong")
        # the bot's latest act stays at its side (the human has not acted yet)
        bubble = page.locator(".cd-seat[data-seat='1'] .cd-latest")
        assert bubble.get_attribute("data-kind") == bot_act["kind"]
        assert page.locator(".cd-seat[data-seat='0'] .cd-latest").count() == 0
    check()
    shot(page, "china_duel-last-turn")
    page.reload()
    page.wait_for_selector(".cd-table")
    assert page.url.endswith(f"#/play/{gid}")
    v2 = wait_acting(page, gid, timeout=90)
    assert v2["turns"] == v["turns"]
    check()
    shot(page, "china_duel-last-turn-reloaded")


def test_handover_hides_the_other_hand(page, site):
    """Two humans: the hand-over screen comes between their turns, and while
    one plays, the other's hand is nowhere in the page."""
    gid = new_game(page, [("Sato", False), ("Mori", False)], HUMAN_SEED)
    go_table(page, gid)
    page.wait_for_selector(".handover-ready")
    assert page.locator(".cd-table").count() == 0
    page.click(".handover-ready")
    v = wait_acting(page, gid)
    assert v["active"] == 0
    assert page.locator(".cd-myhand[data-seat='0'] .cd-card").count() == 3
    # This game is played in Japanese.
    if page.evaluate("document.documentElement.lang") != "ja":
        page.click(".btn-lang")
        page.wait_for_function("document.documentElement.lang === 'ja'")
    page.wait_for_selector(".cd-now:has-text('コマを置く')")
    assert "交換の手番" in page.inner_text(".cd-controls")
    # Seat 0's turn through the buttons: the exchange turn, a deck draw, the Emperor's suggestion.
    # (one button; the card to discard is chosen next)
    n = len(actions(page, gid))
    page.click(".cd-act[data-type='exchange']")
    page.wait_for_selector("dialog .btn-choice")
    discards = sorted({m["discard"] for m in legal(page, gid, 0) if m["type"] == "exchange"})
    assert page.locator("dialog .btn-choice").count() == len(discards) == 2
    page.locator("dialog .btn-choice").nth(0).click()
    wait_until(lambda: len(actions(page, gid)) > n)
    assert actions(page, gid)[n][1]["type"] == "exchange"
    while True:
        v = wait_until(lambda: (page.locator(".handover-ready").count() and {"handover": True})
                       or acting_now(page, gid), 30)
        if v.get("handover"):
            break
        n = len(actions(page, gid))
        if v["phase"] == "refill":
            page.click("button.cd-deck.is-target")
        elif v["phase"] == "emperor":
            page.click("button.cd-suggestion")
        else:
            raise AssertionError(f"unexpected step {v['phase']}")
        wait_until(lambda: len(actions(page, gid)) > n)
    # The hand-over screen: no table, no hand in the page at all.
    html = page.content()
    assert "cd-myhand" not in html and "cd-table" not in html and "cd-card" not in html
    assert "Mori" in page.inner_text(".handover")
    # the log opened then says why it is empty (a blank panel looked broken)
    page.click(".table-bar button[aria-controls='log-panel']")
    assert page.inner_text("#log-panel .log-empty") == "Moriさんが端末を受け取ると、ログが表示されます。"
    assert page.locator("#log-panel .log-entry").count() == 0
    page.click(".table-bar button[aria-controls='log-panel']")
    page.click(".handover-ready")
    v = wait_acting(page, gid)
    assert v["active"] == 1
    hand0 = pview(page, gid, 0)["hand"]
    hand1 = pview(page, gid, 1)["hand"]
    shown = page.eval_on_selector_all(".cd-myhand[data-seat='1'] .cd-card", "els => els.map(e => e.dataset.colour)")
    assert shown == hand1 and page.locator(".cd-myhand").count() == 1
    # Every card in the page is a public one (display, Emperor, kept cards) or Mori's hand.
    cards = page.eval_on_selector_all(".cd-card", """els => els.map(e => [e.dataset.colour,
        !!e.closest('.cd-display, .cd-emperor, .cd-emperor-now, .cd-seat, .cd-limits, .cd-myhand[data-seat="1"]')])""")
    assert all(ok for _, ok in cards), cards
    pub = pview(page, gid, None)
    public = sorted(pub["display"] + pub["emperor_hand"] + [c for s in (0, 1) for c, k in pub["kept"][s].items() if k]
                    + pub["turn"]["played"])
    assert sorted(c for c, _ in cards) == sorted(public + hand1)
    assert "Sato — " not in page.inner_text(".cd-table") and hand0 is not None
    shot(page, "china_duel-handover-seat1")


def test_two_bots_play_to_the_end(page, site):
    page.evaluate("localStorage.setItem('hotseat.botDelay', '10'); location.hash = '#/'")
    page.click(f".game-card[data-game='{GAME}'] a.btn-primary")
    page.wait_for_selector(".start-btn")
    for i, name in enumerate(["Qin", "Chu"]):
        page.fill(f".seat-row[data-seat='{i}'] .seat-name", name)
        page.click(f".seat-row[data-seat='{i}'] .seg:nth-child(2)")
    assert page.locator(".option-row[data-option='rules']").count() == 1
    page.fill("#seed", str(BOTS_SEED))
    page.click(".start-btn")
    page.wait_for_selector(".cd-table")
    gid = page.evaluate("decodeURIComponent(location.hash.split('/')[2])")
    end = time.monotonic() + 420
    while not page.locator(".final .standings").count():
        assert time.monotonic() < end, "the game did not finish in time"
        time.sleep(0.25)
    shot(page, "china_duel-final")
    res = page.evaluate("(id) => window.hotseat.result(id)", gid)
    shown = {s: int(page.locator(f".standings tr[data-seat='{s}'] td.num").first.inner_text()) for s in range(2)}
    assert shown == dict(enumerate(res["scores"]))
    # The breakdown under the standings adds up to the totals.
    assert page.locator(".final .cd-breakdown tr[data-kind='chains']").count() == 1
    # its explanations' numbers are the engine's (view.map, view.limits)
    from hotseat.games.china_duel import data
    from hotseat.games.china_duel.map import CONNECTIONS
    assert f"{len(CONNECTIONS)}" in page.inner_text(".final .cd-breakdown tr[data-kind='emissaries']")
    assert f"{data.CHAIN_MIN}" in page.inner_text(".final .cd-breakdown tr[data-kind='chains']")
    assert "{" not in page.inner_text(".final .cd-breakdown")
    record = page.evaluate("(id) => window.hotseat.record(id)", gid)
    assert record["seed"] == BOTS_SEED
    assert engine.replay(record).result() == res
    # The rules page, in both languages, explains the three rule sets.
    page.evaluate("(g) => { location.hash = '#/rules/' + g; }", GAME)
    page.wait_for_selector("article.rules .decision")
    assert page.locator("article.rules .original").count() >= 8
    lang = page.evaluate("document.documentElement.lang")
    page.click(".btn-lang")
    page.wait_for_function("(l) => document.documentElement.lang !== l", arg=lang)
    page.wait_for_selector("article.rules .decision")
    text = page.inner_text("article.rules")
    assert ("原文ルール" in text and "英訳ルール" in text) if lang == "en" else (
        "English translation" in text and "First game" in text)


def test_hint_offers_the_bots_choice_with_one_tap(page, site):
    """Issue #18: Hint on a human decision stars the bot's choice the way the
    Emperor's suggestion is shown, and one tap plays it."""
    gid = new_game(page, [("Sato", False), ("Bot", True)], HUMAN_SEED)
    go_table(page, gid)
    wait_acting(page, gid)
    assert page.locator(".cd-suggestion").count() == 0
    bot = page.evaluate("(id) => window.hotseat.botAction(id, 0)", gid)
    page.click(".cd-hint-btn")
    page.wait_for_selector(".cd-suggestion")
    if bot["type"] == "place":
        # the region opens large, with the suggested space starred
        page.wait_for_selector(".cd-zspace.is-suggested, .cd-zcourt.is-suggested")
    before = len(actions(page, gid))
    page.click(".cd-suggestion")
    wait_until(lambda: len(actions(page, gid)) > before)
    assert actions(page, gid)[before] == [0, bot]
