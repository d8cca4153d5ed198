"""Cena's table effects (issue #29), as the table draws them from the view's
effects(event): a card placed flies to its spot (face down when the event
does not name it: another seat's card), a trick taken flies to the marker of
the alliance that took it and pulses it, the end of a deal and of the game
land as banners over the last trick, each seat's bubble says where its card
went; under reduced motion nothing flies while the banners still say it.

Each test opens a game at the move before the event it checks (a record
played by random bots in CPython, imported through the bridge), with the bots
at 700 ms, so the event comes within a second or two.
"""

from __future__ import annotations

import pytest

from hotseat import engine
from ui_helpers import go_table, pview, wait_until

GAME = "cena"
NAMES = ["Aoi", "Ben", "Chika"]
DELAY = 700  # ms: motion 350 ms, banners held 1.5 s


def record_before(seed, stop, players=3):
    """The record of a game played by random bots up to the move before the
    first step for which ``stop(match, public events of the step)`` is true."""
    m = engine.new_game(GAME, players=players, seed=seed, options={})
    while not m.finished:
        before = m.record()
        s = m.to_act()[0]
        m.act(s, m.bot_action(s, "random"))
        if stop(m, m.step_events(None)):
            return before
    raise AssertionError("no such move")


def has(kind):
    return lambda m, events: any(e["kind"] == kind for e in events)


def open_game(page, record, humans=()):
    seats = [{"name": n, "bot": s not in humans} for s, n in enumerate(NAMES[:record["players"]])]
    gid = page.evaluate("([r, s]) => window.hotseat.importRecord(r, {seats: s})", [record, seats])
    go_table(page, gid, DELAY)
    page.wait_for_selector(".cena-table")
    return gid


def ja(page):
    return page.evaluate("document.documentElement.lang") == "ja"


def names_of(seats, in_ja):
    return "・".join(f"{NAMES[s]}さん" for s in seats) if in_ja else " & ".join(NAMES[s] for s in seats)


def score_line(values):
    order = sorted(range(len(values)), key=lambda s: (-values[s], s))
    return " · ".join(f"{NAMES[s]}\u00a0{str(values[s]).replace('-', chr(0x2212))}" for s in order)


def deal_banner(entry, in_ja):
    d = entry["delta"]
    best = max(d)
    top = [s for s in range(len(d)) if d[s] == best]
    pts = (f"+{best}" if best > 0 else str(best)).replace("-", "\u2212")
    title = f"第{entry['deal']}ディール終了" if in_ja else f"Deal {entry['deal']} is over"
    if len(top) == len(d):
        sub = f"全員{pts}点" if in_ja else f"Everyone scored {pts}"
    elif in_ja:
        sub = f"このディールの最高点：{names_of(top, True)}（{pts}点）"
    else:
        sub = f"Best in this deal: {names_of(top, False)} ({pts})"
    return title + sub


def banner(page, tone):
    page.wait_for_selector(f".fx-banner.fx-tone-{tone}", timeout=15_000)
    return page.text_content(f".fx-banner.fx-tone-{tone}")


def settle(page):
    """Leave no effect running for the next test: a tap finishes them."""
    page.mouse.click(2, 200)
    wait_until(lambda: page.locator(".fx-layer").count() == 0, timeout=5)


def test_cards_fly_to_their_spots_and_each_seat_says_where_its_went(page):
    # Bot 1 plays next, then bot 2, then the human at seat 0.
    rec = record_before(5, lambda m, ev: m.view(None)["phase"] == "play" and m.to_act() == [1])
    gid = open_game(page, rec, humans=(0,))
    # Another seat's card: a back, and no card named anywhere in the layer,
    # read in the first frame that has a flyer (in one call: the flight
    # lasts 350 ms, and on a busy machine a second call may come after it).
    seen = page.wait_for_function("""() => document.querySelector('.fx-flyer') && {
        backs: document.querySelectorAll('.fx-flyer .fx-back').length,
        named: document.querySelectorAll('.fx-layer [data-card]').length }""", timeout=15_000).json_value()
    assert seen["backs"] >= 1 and seen["named"] == 0, seen
    # The human's turn: the bots' bubbles say where their cards went, and
    # the seat to play is marked.
    page.wait_for_selector(".cena-me.is-acting .cc-button:not([disabled])", timeout=15_000)
    latest = pview(page, gid, 0)["events"]["latest"]
    for s in (1, 2):
        e = latest[s]
        where = ("自分の前" if ja(page) else "own spot") if e["spot"] == s else NAMES[e["spot"]]
        want = f"出した → {where}" if ja(page) else f"Played → {where}"
        assert page.inner_text(f".cena-seat[data-seat='{s}'] .seat-last") == want
    assert page.locator(".cena-seat.is-turn").evaluate_all("els => els.map(e => e.dataset.seat)") == ["0"]
    # The card tapped flies face up from the hand.
    card = page.eval_on_selector(".cena-hand .cc-button:not([disabled])", "e => e.dataset.card")
    page.click(f".cena-hand [data-card='{card}']")
    page.click("button.cena-spot.is-target")
    got = page.wait_for_function("""() => {
        const f = document.querySelectorAll('.fx-flyer');
        return f.length ? [...f].map((x) => x.querySelector('[data-card]')?.dataset.card || 'back') : null;
    }""", timeout=5000).json_value()
    # the card once, face up, and no back beside it for the public event:
    # any backs are the trick's three, if this card completed it
    assert [x for x in got if x != "back"] == [card]
    assert got.count("back") in (0, 3)
    settle(page)


def test_a_trick_taken_flies_to_the_alliance_that_took_it(page):
    rec = record_before(7, has("took_trick"))
    gid = open_game(page, rec)
    # What is drawn while it flies, read at once (the motion lasts 350 ms).
    got = page.wait_for_function("""() => {
        const al = document.querySelector("[data-fx^='al-'].fx-pulse");
        if (!al) return null;
        return { al: al.dataset.fx, backs: document.querySelectorAll('.fx-flyer .fx-back').length,
                 named: document.querySelectorAll('.fx-layer [data-card]').length,
                 seats: [...document.querySelectorAll('[data-fx-seat].fx-pulse')].map((e) => +e.dataset.fxSeat).sort() };
    }""", timeout=15_000).json_value()
    won = pview(page, gid)["last_trick"]["winner"]
    assert got["al"] == f"al-{won}"
    # the trick's cards fly face down, one from each spot, and both seats
    # of the alliance pulse with its marker
    assert got["backs"] >= 3 and got["named"] == 0
    assert got["seats"] == sorted([won, (won + 1) % 3])
    settle(page)


def test_the_end_of_a_deal_lands_over_its_last_trick(page):
    rec = record_before(5, has("deal_scored"))
    gid = open_game(page, rec)
    text = banner(page, "end")
    # the last trick lies on the table under the banner, the move is seen,
    # and the table is still the deal that ended (not the next one's)
    shown = page.evaluate("() => [document.querySelectorAll('.cena-spot.is-filled').length, document.querySelector('.cena-dealno').textContent]")
    view = pview(page, gid)
    entry = view["history"][-1]
    assert shown == [3, f"第{entry['deal']}ディール（全{view['deals']}）" if ja(page) else f"Deal {entry['deal']} of {view['deals']}"]
    assert text == deal_banner(entry, ja(page))
    # then the deal's breakdown
    settle(page)
    page.wait_for_selector(".interlude .cena-result", timeout=10_000)


# What the deal's banner covers: the filled spots of its last trick, the topic
# card and the trick's result (at 768x1024 the middle of the screen was the
# upper spots: the last trick, the move issue #30 asked to be seen, was under it).
COVERED = """() => {
  const b = document.querySelector('.fx-banner').getBoundingClientRect();
  const hit = (r) => r.left < b.right - 1 && b.left < r.right - 1 && r.top < b.bottom - 1 && b.top < r.bottom - 1;
  return [...document.querySelectorAll('.cena-spot.is-filled, .cena-topic, .cena-takes')]
    .filter((e) => hit(e.getBoundingClientRect())).map((e) => e.className);
}"""


@pytest.mark.parametrize("size", [(1024, 768), (768, 1024), (412, 915)])
def test_the_deals_banner_leaves_its_last_trick_in_sight(page, size):
    page.set_viewport_size({"width": size[0], "height": size[1]})
    rec = record_before(5, has("deal_scored"))
    open_game(page, rec)
    banner(page, "end")
    assert page.locator(".cena-spot.is-filled").count() == 3
    assert page.evaluate(COVERED) == []
    box = page.locator(".fx-banner").bounding_box()
    assert box["y"] >= 0 and box["y"] + box["height"] <= size[1]
    settle(page)
    page.set_viewport_size({"width": 1024, "height": 768})


def test_the_end_of_the_game_lands_after_its_last_deal(page):
    rec = record_before(5, has("game_over"))
    gid = open_game(page, rec)
    entry_text = banner(page, "end")
    res = page.evaluate("(id) => window.hotseat.result(id)", gid)
    view = pview(page, gid)
    assert entry_text == deal_banner(view["history"][-1], ja(page))
    text = banner(page, "win")
    w = res["winners"]
    if ja(page):
        title = f"{names_of(w, True)}の勝ち！"
    else:
        title = f"{names_of(w, False)} {'wins' if len(w) == 1 else 'win'}!"
    assert text == title + score_line(res["scores"])
    settle(page)
    page.wait_for_selector(".final .standings", timeout=10_000)


def test_reduced_motion_draws_the_banner_and_nothing_in_flight(page):
    page.emulate_media(reduced_motion="reduce")
    try:
        page.evaluate("""() => {
            window.__fxMoved = 0;
            window.__fxWatch = new MutationObserver((ms) => { for (const m of ms) for (const n of m.addedNodes) {
                if (n.nodeType === 1 && (n.matches('.fx-flyer, .fx-lines') || n.querySelector('.fx-flyer, .fx-lines'))) window.__fxMoved++;
            } });
            window.__fxWatch.observe(document.body, { childList: true, subtree: true });
        }""")
        rec = record_before(5, has("deal_scored"))
        gid = open_game(page, rec)
        text = banner(page, "end")
        assert text == deal_banner(pview(page, gid)["history"][-1], ja(page))
        assert page.evaluate("window.__fxMoved") == 0
        assert page.locator(".fx-pulse").count() == 0
        settle(page)
    finally:
        page.evaluate("() => { window.__fxWatch?.disconnect(); delete window.__fxWatch; delete window.__fxMoved; }")
        page.emulate_media(reduced_motion="no-preference")


def test_card_faces_read_at_a_phones_width(page):
    """At 412 px the hand's cards keep their number and mark whole, and the
    four drinks have four colours."""
    page.set_viewport_size({"width": 412, "height": 915})
    rec = record_before(5, lambda m, ev: m.view(None)["phase"] == "play" and m.to_act() == [0])
    m = engine.replay(rec)
    s = m.to_act()[0]
    m.act(s, m.bot_action(s, "random"))  # seat 0 has played: the others follow, then seat 0 again
    open_game(page, m.record(), humans=(0,))
    page.wait_for_selector(".cena-me.is-acting .cc-button")
    faces = page.eval_on_selector_all(".cena-hand .cena-card", """els => els.map((c) => {
        const box = c.getBoundingClientRect();
        const n = c.querySelector('.cc-n').getBoundingClientRect();
        const chip = c.querySelector('.cc-chip').getBoundingClientRect();
        const inside = (r) => r.left >= box.left - 0.5 && r.right <= box.right + 0.5 && r.top >= box.top - 0.5 && r.bottom <= box.bottom + 0.5;
        return { suit: c.dataset.card.split('-')[0], inside: inside(n) && inside(chip),
                 size: parseFloat(getComputedStyle(c.querySelector('.cc-n')).fontSize),
                 colour: getComputedStyle(c.querySelector('.cc-chip')).backgroundColor };
    })""")
    assert faces and all(f["inside"] for f in faces), faces
    assert min(f["size"] for f in faces) >= 20  # the number, large
    colours = {f["suit"]: f["colour"] for f in faces}
    assert len(colours) >= 3  # this hand holds three drinks at least
    assert len(set(colours.values())) == len(colours)  # a colour per drink
    assert all(len({f["colour"] for f in faces if f["suit"] == x}) == 1 for x in colours)


def test_the_reveals_appear_together(page):
    rec = record_before(5, has("revealed"))
    open_game(page, rec)
    got = page.wait_for_function("""() => {
        const seats = [...document.querySelectorAll('[data-fx-seat].fx-pulse')];
        return seats.length ? seats.map((e) => [+e.dataset.fxSeat, e.querySelectorAll('.seat-revealed [data-card]').length]).sort() : null;
    }""", timeout=15_000).json_value()
    assert got == [[0, 3], [1, 3], [2, 3]]
    settle(page)
