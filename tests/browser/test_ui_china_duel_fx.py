"""China Duel's table in motion (issue #29): a bot's piece flies from its
side to its space on the map with the cards it paid, its act stays at its
side; the end of a round and the end of the game are banners with the
scores; under reduced motion nothing flies while the banners still say it.

Each game is set up where the event comes at once: the moves before it are
found with the CPython engine (its bots choose as the page's do) and loaded
through window.hotseat.importRecord; the table then runs with a bot delay of
700 ms (350 ms of motion, banners of about 1.5 s)."""

from __future__ import annotations

from hotseat import engine
from ui_helpers import go_table, new_game, pview, wait_until

GAME = "china_duel"
SEED = 1          # seat 1 starts: its first move places a house; seat 0 ends round 1
DELAY = 700
BOTS = [("Qin", True), ("Chu", True)]


def before(seed, stop, kind="bot"):
    """The record of a bots' game up to the move for which ``stop(events)``
    holds (that move not made), that move's public events, and the public
    view after it. ``kind`` "random": random players, a whole game in a
    fraction of a second (the bots think)."""
    m = engine.new_game(GAME, 2, seed)
    while not m.finished:
        rec = m.record()
        seat = m.to_act()[0]
        m.act(seat, m.bot_action(seat, kind))
        if stop(m.step_events(None)):
            # that move as the page's bot makes it
            m = engine.replay(rec)
            m.act(seat, m.bot_action(seat))
            events = m.step_events(None)
            assert stop(events), "the bot's move differs: pick another seed"
            return rec, events, m.view(None)
    raise AssertionError("no such move")


def load(page, rec, seats):
    return page.evaluate("([r, s]) => window.hotseat.importRecord(r, { seats: s })",
                         [rec, [{"name": n, "bot": b} for n, b in seats]])


def watch_fx(page):
    """Record from now on every flyer (with the places hidden until it lands),
    arrow and banner the page draws: under load a 350 ms flight may be over
    before a test's next call reaches the page."""
    page.evaluate("""() => { window.cdFx = { flyers: [], landing: [], lines: 0, banners: [] };
      if (window.cdObs) window.cdObs.disconnect();  // a test before this one left its own
      window.cdObs = new MutationObserver((ms) => { for (const m of ms) for (const n of m.addedNodes) {
        if (!(n instanceof Element)) continue;
        if (n.matches('.fx-flyer')) {
          window.cdFx.flyers.push(n.innerHTML);
          for (const l of document.querySelectorAll('.fx-landing')) window.cdFx.landing.push(l.dataset.fx);
        }
        if (n.matches('.fx-lines')) window.cdFx.lines += 1;
        if (n.matches('.fx-banner')) window.cdFx.banners.push([n.className, n.textContent]);
      } });
      window.cdObs.observe(document.body, { childList: true, subtree: true }); }""")


def scores_line(names, scores, lang):
    return ("・" if lang == "ja" else " · ").join(f"{n} {s}" for n, s in zip(names, scores))


def test_a_bots_piece_flies_to_its_space_and_its_act_stays_at_its_side(page, site):
    gid = new_game(page, GAME, [("Sato", False), ("Bot", True)], SEED)
    m = engine.new_game(GAME, 2, SEED)
    first = m.bot_action(1)
    assert first["type"] == "place" and first["piece"] == "house", first
    watch_fx(page)
    go_table(page, gid, DELAY)
    # the house, in the bot's colour, and the card it paid, in flight; the
    # house on the map hidden until the piece lands there
    page.wait_for_selector(".cd-seat[data-seat='1'] .cd-latest[data-kind='placed']", timeout=15_000)
    fx = wait_until(lambda: (lambda f: f if f["flyers"] else None)(page.evaluate("window.cdFx")), timeout=5)
    flyers = [f for f in fx["flyers"] if "cd-fly-piece" in f or "cd-fly-card" in f]
    assert 'data-piece="house" data-owner="1"' in flyers[0], flyers
    assert [f.split('data-colour="')[1].split('"')[0] for f in flyers[1:]] == first["pay"]
    landing = f"house-{first['region']}-{first['space']}"
    assert landing in fx["landing"], fx["landing"]
    page.wait_for_selector(".fx-flyer", state="detached", timeout=5000)
    assert page.locator(f".cd-map [data-fx='{landing}']:not(.fx-landing)").count() == 1
    # when the human's turn comes, it is marked, and the bot's latest act
    # stays at its side
    page.wait_for_selector(".cd-table[data-acting='1'][data-active='0']", timeout=15_000)
    assert page.locator(".cd-seat.is-turn").get_attribute("data-seat") == "0"
    latest = pview(page, gid)["events"]["latest"]
    assert page.locator(".cd-seat[data-seat='1'] .cd-latest").get_attribute("data-kind") == latest[1]["kind"]
    assert page.locator(".cd-seat[data-seat='0'] .cd-latest").count() == 0



def _watch_first_landing(page):
    """A phone at the start of a game against the bot: notes where the bot's
    first house is, and the sticky bar's foot, when its motion begins.
    Returns the game and the place of that house's space on the page."""
    page.set_viewport_size({"width": 412, "height": 915})
    gid = new_game(page, GAME, [("Sato", False), ("Bot", True)], SEED)
    first = engine.new_game(GAME, 2, SEED).bot_action(1)
    landing = f"house-{first['region']}-{first['space']}"
    page.evaluate("""(fx) => { window.cdSeen = null;
      if (window.cdObs) window.cdObs.disconnect();
      window.cdObs = new MutationObserver(() => {
        const el = document.querySelector(`[data-fx="${fx}"]`);
        if (window.cdSeen || !document.querySelector('.fx-flyer') || !el) return;
        const r = el.getBoundingClientRect();
        window.cdSeen = { top: r.top, bottom: r.bottom, h: innerHeight,
                          bar: document.querySelector('.table-bar').getBoundingClientRect().bottom };
      });
      window.cdObs.observe(document.body, { childList: true, subtree: true }); }""", landing)
    go_table(page, gid, 2000)  # 2 s before the bot's move lands: time to scroll away
    page.wait_for_selector(".cd-myhand")
    return gid, f"document.querySelector('[data-fx=\"space-{first['region']}-{first['space']}\"]')"


def test_on_a_phone_a_bots_move_is_brought_into_view(page, site):
    """A phone scrolled down to its hand while the bot plays on the map
    above: the map is scrolled back to where the bot's house lands (it
    landed out of sight)."""
    gid, space = _watch_first_landing(page)
    page.evaluate("window.scrollTo(0, document.documentElement.scrollHeight)")
    off = page.evaluate(f"{space}.getBoundingClientRect().bottom")
    assert off < 0, off  # the space is out of sight
    seen = wait_until(lambda: page.evaluate("window.cdSeen"), timeout=15)
    assert 0 <= seen["top"] and seen["bottom"] <= seen["h"], seen


def test_on_a_phone_a_bots_move_is_not_left_under_the_bar(page, site):
    """A phone scrolled so that the bot's space lies under the table's
    sticky bar (in the page's top 57 px, on screen to the old check): the
    page scrolls until the house lands below the bar, where it is seen."""
    gid, space = _watch_first_landing(page)
    page.evaluate(f"window.scrollBy(0, {space}.getBoundingClientRect().top - 20)")
    under = page.evaluate(f"[{space}.getBoundingClientRect().top, document.querySelector('.table-bar').getBoundingClientRect().bottom]")
    assert 0 <= under[0] < under[1], under  # on the screen, under the bar
    seen = wait_until(lambda: page.evaluate("window.cdSeen"), timeout=15)
    assert seen["top"] >= seen["bar"], seen


def _round_end(page, reduced):
    rec, events, after = before(SEED, lambda ev: any(e["kind"] == "round" for e in ev))
    assert events[0]["kind"] == "emperor", [e["kind"] for e in events]
    gid = load(page, rec, BOTS)
    if reduced:
        page.emulate_media(reduced_motion="reduce")
    watch_fx(page)
    go_table(page, gid, DELAY)
    page.wait_for_selector(".fx-banner.fx-tone-end", timeout=15_000)
    lang = page.evaluate("document.documentElement.lang")
    n = after["round"] - 1
    title = f"第{n}ラウンド終了" if lang == "ja" else f"Round {n} is over"
    want = title + scores_line(["Qin", "Chu"], after["scores"], lang)
    got = wait_until(lambda: [b for b in page.evaluate("window.cdFx.banners") if "fx-tone-end" in b[0]])
    assert got[0][1] == want
    return page.evaluate("window.cdFx"), pview(page, gid)


def test_the_move_that_ends_a_round_is_seen_then_its_banner(page, site):
    fx, _ = _round_end(page, reduced=False)
    # the Emperor's house flew from his open hand, and an arrow said who moved him
    assert any("cd-fly-piece" in f and 'data-owner="2"' in f for f in fx["flyers"]), fx["flyers"]
    assert fx["lines"] >= 1


def test_reduced_motion_draws_no_flight_but_keeps_the_banner(page, site):
    try:
        fx, _ = _round_end(page, reduced=True)
        assert fx["flyers"] == [] and fx["lines"] == 0
        assert page.locator(".fx-flyer, .fx-lines").count() == 0
    finally:
        page.emulate_media(reduced_motion="no-preference")


def test_the_end_of_the_game_is_a_banner_before_the_standings(page, site):
    rec, events, after = before(2, lambda ev: any(e["kind"] == "result" for e in ev), kind="random")
    res = next(e for e in events if e["kind"] == "result")
    gid = load(page, rec, BOTS)
    watch_fx(page)
    go_table(page, gid, DELAY)
    page.wait_for_selector(".fx-banner.fx-tone-win", timeout=15_000)
    lang = page.evaluate("document.documentElement.lang")
    names = ["Qin", "Chu"]
    if len(res["winners"]) == 1:
        w = names[res["winners"][0]]
        title = f"{w}の勝ち" if lang == "ja" else f"{w} wins"
    else:
        title = "引き分け（勝利を分け合う）" if lang == "ja" else "A shared win"
    assert page.inner_text(".fx-banner.fx-tone-win").replace("\n", "") == title + scores_line(names, res["scores"], lang)
    # the end scoring's regions pulse; their banners are the standings' breakdown
    assert not [b for b in page.evaluate("window.cdFx.banners") if "fx-tone-info" in b[0]]
    page.wait_for_selector(".final .standings", timeout=10_000)
