"""Qianlong's Harem in motion (issue #29): the view's replay of a move slides
each piece from where the step before had it (a bot's eunuch from its hand
to its card), its act stays at its side; once the replay is over the table
adds the banners — the end of a round with the points, the end of the game
— and nothing moves twice; under reduced motion nothing slides while the
banners still say it.

Each game is set up where the move comes at once: its moves before are
found with the CPython engine (its bots choose as the page's do) and loaded
through window.hotseat.importRecord; the table runs with a bot delay of
700 ms (steps of 560 ms, slides of 336 ms, banners of about 1.5 s)."""

from __future__ import annotations

import re

from hotseat import engine
from ui_helpers import LINES_JS, go_table, pview, wait_until

GAME = "qianlong"
DELAY = 700
SEATS = [("Sato", False), ("Bot", True)]


def upto(seed, moves, kind="bot"):
    """A bots' game after ``moves`` moves: its record; then the next move
    made by the bot: its seat, its public events and the public view after it.
    ``kind`` "random": random players (the bots think: a whole game of
    theirs takes seconds)."""
    m = engine.new_game(GAME, 2, seed)
    for _ in range(moves):
        seat = m.to_act()[0]
        m.act(seat, m.bot_action(seat, kind))
    rec = m.record()
    seat = m.to_act()[0]
    m.act(seat, m.bot_action(seat))  # as the page's bot makes it
    return rec, seat, m.step_events(None), m.view(None)


def open_table(page, rec, reduced=False):
    gid = page.evaluate("([r, s]) => window.hotseat.importRecord(r, { seats: s })",
                        [rec, [{"name": n, "bot": b} for n, b in SEATS]])
    if reduced:
        page.emulate_media(reduced_motion="reduce")
    # Record every piece that slides, every flyer and banner from now on.
    page.evaluate("""() => { window.qlFx = { sliding: [], flyers: 0, banners: [] };
      if (window.qlObs) window.qlObs.disconnect();  // a test before this one left its own
      window.qlObs = new MutationObserver((ms) => {
        for (const el of document.querySelectorAll('.ql-flying')) {
          const card = el.closest('[data-card]');
          window.qlFx.sliding.push([el.dataset.fxPiece, card ? Number(card.dataset.card) : null]);
        }
        for (const m of ms) for (const n of m.addedNodes) {
          if (!(n instanceof Element)) continue;
          if (n.matches('.fx-flyer, .fx-lines')) window.qlFx.flyers += 1;
          if (n.matches('.fx-banner')) window.qlFx.banners.push([n.className, n.textContent]);
        }
      });
      window.qlObs.observe(document.body, { childList: true, subtree: true }); }""")
    go_table(page, gid, DELAY)
    return gid


def points_line(view, lang):
    a, b = (n for n, _ in SEATS)
    sep = "・" if lang == "ja" else " · "
    return sep.join([f"{a} {view['points'][0]}", f"{b} {view['points'][1]}", f"香妃 {view['xiangfei']}"])


def test_a_bots_eunuch_slides_from_its_hand_to_its_card_and_its_act_stays(page, site):
    rec, seat, events, _ = upto(5, 1)
    assert seat == 1 and [e["kind"] for e in events] == ["placed"]
    card = events[0]["card"]
    gid = open_table(page, rec)
    page.wait_for_selector(".ql-seat[data-seat='1'] .ql-act[data-kind='placed']", timeout=15_000)
    fx = wait_until(lambda: (lambda f: f if f["sliding"] else None)(page.evaluate("window.qlFx")), timeout=5)
    # one of the bot's eunuchs slid onto that card; nothing else flew over it
    v = pview(page, gid)
    bots = {f"e{e['id']}" for e in v["eunuchs"] if e["owner"] == 1}
    assert any(k in bots and c == card for k, c in fx["sliding"]), fx["sliding"]
    assert fx["flyers"] == 0
    # the human's turn is marked; the bot's act stays at its side
    page.wait_for_selector(".ql-table[data-acting='1']", timeout=10_000)
    assert page.locator(".ql-seat.is-turn").get_attribute("data-seat") == "0"
    assert page.locator(".ql-seat[data-seat='1'] .ql-act").get_attribute("data-kind") == "placed"


def _round_end(page, reduced):
    rec, seat, events, after = upto(5, 19)
    assert seat == 1 and [e["kind"] for e in events] == ["promoted", "round"], events
    open_table(page, rec, reduced)
    page.wait_for_selector(".fx-banner.fx-tone-end", timeout=15_000)
    lang = page.evaluate("document.documentElement.lang")
    n = after["round"] - 1
    title = f"第{n}ラウンド終了" if lang == "ja" else f"Round {n} is over"
    got = [b[1] for b in page.evaluate("window.qlFx.banners") if "fx-tone-end" in b[0]]
    assert got == [title + points_line(after, lang)]
    return page.evaluate("window.qlFx")


def test_the_end_of_a_round_is_a_banner_after_its_steps(page, site):
    fx = _round_end(page, reduced=False)
    assert fx["flyers"] == 0  # the steps moved the pieces; the banner adds no motion


def test_reduced_motion_slides_nothing_but_keeps_the_banner(page, site):
    try:
        fx = _round_end(page, reduced=True)
        assert fx["sliding"] == [] and fx["flyers"] == 0
    finally:
        page.emulate_media(reduced_motion="no-preference")


def test_the_winner_is_a_banner_before_the_standings(page, site):
    rec, seat, events, after = upto(14, 63, kind="random")
    won = events[-1]
    assert won["kind"] == "won" and won["seat"] == seat == 1, events
    open_table(page, rec)
    page.wait_for_selector(".fx-banner.fx-tone-win", timeout=15_000)
    lang = page.evaluate("document.documentElement.lang")
    title = "Botさんの勝利" if lang == "ja" else "Bot wins"
    assert page.inner_text(".fx-banner.fx-tone-win").replace("\n", "") == title + points_line(after, lang)
    page.wait_for_selector(".final .standings", timeout=10_000)


def test_the_end_screens_last_steps_are_evenly_spaced(page, site):
    """The end screen's 'How it ended' list in English: a line naming 香妃,
    茶休憩 or 開始 stood 3-4 px taller than the others (the Japanese font's
    own line height), so the list's rows were uneven. Every one-line row is
    as tall as every other now."""
    m = engine.new_game(GAME, 2, 28)
    while not m.finished:
        seat = m.to_act()[0]
        m.act(seat, m.bot_action(seat, "random"))
    page.evaluate("async () => { const i = await import('./i18n.js'); if (i.lang() !== 'en') i.setLang('en'); }")
    gid = page.evaluate("([r, s]) => window.hotseat.importRecord(r, { seats: s })",
                        [m.record(), [{"name": n, "bot": b} for n, b in SEATS]])
    go_table(page, gid, 0)
    page.wait_for_selector(".ql-end-steps li")
    rows = page.eval_on_selector_all(".ql-end-steps li", f"""els => els.map((e) => [e.textContent,
        e.getBoundingClientRect().height, ({LINES_JS})(e)])""")
    one = [r for r in rows if r[2] == 1]
    assert any(re.search(r"[\u4e00-\u9fff]", r[0]) for r in one), rows
    assert max(r[1] for r in one) - min(r[1] for r in one) < 0.5, rows


def test_on_a_phone_a_bots_eunuch_is_seen_where_it_lands(page, site):
    """A phone scrolled down to the bedroom while the bot places: the page
    scrolls back to the card its eunuch lands on, lit for the move (it
    landed half under the table's bar, or above it; only the Now box said
    where)."""
    rec, seat, events, _ = upto(5, 1)
    card = events[0]["card"]
    page.set_viewport_size({"width": 412, "height": 915})
    try:
        open_table(page, rec)
        page.wait_for_selector(".ql-bedroom")
        page.evaluate("window.scrollTo(0, document.documentElement.scrollHeight)")
        sel = f".ql-card[data-card='{card}']"
        assert page.locator(sel).bounding_box()["y"] < 57  # under the table's bar, if not above it
        page.wait_for_selector(f"{sel}.fx-pulse", timeout=15_000)
        box = page.locator(sel).bounding_box()
        bar = page.locator(".table-bar").bounding_box()
        assert box["y"] >= bar["y"] + bar["height"] and box["y"] + box["height"] <= 915, (box, bar)
    finally:
        page.set_viewport_size({"width": 1024, "height": 768})
