"""Dou Dizhu's moves as they happen (issue #29): a play flies face up from
the seat to the seat's spot on the table, where it lies large and in the
order the combination reads; a rocket is announced with the doubled stake;
the landlord is announced as the kitty goes to them; the play that ends a
hand lands on that hand's table (the engine has dealt the next already:
nothing of it is drawn, and a screen about to be handed to another player
shows no hand at all) and lies there under the banner saying who won, until
the hand's breakdown (in a replay, where no breakdown comes, until its
banners are over: then the position, the next hand dealt); a pass stays as a
bubble at the seat; under reduced motion nothing moves but the banners still
say what happened.

Each table is set up from a record played here by the same engine and bots
(imported into the booted page), one move before the moment checked, with
a bot delay of 700 ms (motion 350 ms, banners about 1.5 s)."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from hotseat import engine
from ui_helpers import go_table, pview, wait_until

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from log_helpers import whole_log  # noqa: E402  (tests/, beside the engine's tests)

GAME = "doudizhu"
SEATS = [("Sato", False), ("Bot A", True), ("Bot B", True)]

# Counts every card in flight and every banner drawn from now on, whatever
# their life (a flyer lives 350 ms): [flyers, their cards, banner texts, arrows].
WATCH = """() => {
  const seen = window.__ddzfx = { flyers: 0, cards: [], banners: [], lines: 0 };
  const counted = new WeakSet();  // a node added inside one just added is reported twice
  const obs = new MutationObserver((recs) => {
    for (const r of recs) for (const n of r.addedNodes) {
      if (!(n instanceof Element)) continue;
      for (const el of [n, ...n.querySelectorAll('*')]) {
        if (counted.has(el)) continue;
        counted.add(el);
        if (el.classList.contains('fx-flyer')) {
          seen.flyers += 1;
          seen.cards.push([...el.querySelectorAll('[data-card]')].map((c) => c.dataset.card));
        }
        if (el.classList.contains('fx-lines')) seen.lines += 1;
        if (el.classList.contains('fx-banner')) seen.banners.push(el.textContent);
      }
    }
  });
  obs.observe(document.body, { childList: true, subtree: true });
  window.__ddzfxStop = () => obs.disconnect();
}"""


def _upto(seed, moves, hands=1, **options):
    m = engine.new_game(GAME, 3, seed, {"hands": hands, **options})
    for _ in range(moves):
        s = m.to_act()[0]
        m.act(s, m.bot_action(s))
    return m


def _open(page, m, delay=700):
    gid = page.evaluate("([r, s]) => hotseat.importRecord(r, {seats: s})",
                        [m.record(), [{"name": n, "bot": b} for n, b in SEATS]])
    page.evaluate(WATCH)
    go_table(page, gid, delay=delay)
    return gid


def pick(text, ja, seats):
    """A log line as the panel writes it: the seats named."""
    return re.sub(r"\{seat:(\d+)\}", lambda g: seats[int(g.group(1))][0], text["ja" if ja else "en"])


def _seen(page):
    return page.evaluate("window.__ddzfx")


def _lang(page):
    return page.evaluate("document.documentElement.lang")


def _stop(page):
    page.evaluate("window.__ddzfxStop && window.__ddzfxStop()")


def test_a_rocket_flies_to_its_spot_and_doubles_the_stake(page):
    m = _upto(7, 34)  # Bot A (seat 1), the landlord, plays the rocket
    action = m.bot_action(1)
    assert m.to_act() == [1] and action["combo"] == "rocket"
    gid = _open(page, m)
    try:
        ja = _lang(page) == "ja"
        # the two jokers, face up, in flight from the seat to its spot
        wait_until(lambda: _seen(page)["flyers"], timeout=10)
        assert sorted(_seen(page)["cards"][0]) == ["BJ", "RJ"]
        title, sub = ("ロケット！ ×2", "賭け点が倍に：6") if ja else ("Rocket! ×2", "The stake doubles: 6")
        page.wait_for_selector(".fx-banner.fx-tone-bomb", timeout=5000)
        assert page.inner_text(".fx-banner-title") == title
        assert page.inner_text(".fx-banner-sub") == sub
        page.mouse.click(5, 760)  # a tap ends the banner
        # it lies at the seat's spot, the play to beat
        page.wait_for_selector("[data-fx='play-1'].is-to-beat [data-card='RJ']")
        # Bot B cannot beat it: its pass is a bubble at its spot, kept at Sato's turn
        v = wait_until(lambda: (x := pview(page, gid, 0))["to_act"] == [0] and x, timeout=15)
        assert v["events"]["latest"][2]["kind"] == "passed"
        page.wait_for_selector(".ddz-me.is-acting")
        assert page.inner_text("[data-fx='play-2'] .pass-bubble") == ("パス" if ja else "Pass")
        # every play on the table reads body first (999 J), lowest first
        for spot in page.query_selector_all(".ddz-spot.has-cards"):
            ranks = spot.eval_on_selector_all("[data-card]", "els => els.map((e) => e.dataset.rank)")
            order = "3456789TJQKA2"
            key = [(-ranks.count(r), order.index(r) if r in order else 13 + (r == "RJ")) for r in ranks]
            assert key == sorted(key), ranks
    finally:
        _stop(page)


# The table as drawn now: its hand number, phase, each seat's count and
# score, the cards of each spot and of the hand, every card in the page,
# and what only the next hand would show.
TABLE = """() => {
  const ids = (sel) => [...document.querySelectorAll(sel)].map((c) => c.dataset.card);
  const bySeat = (sel, f) => Object.fromEntries([...document.querySelectorAll(sel)].map((e) => [e.dataset.seat, f(e)]));
  return { handNo: document.querySelector('.ddz-center .hand-no').textContent,
           phase: document.querySelector('.ddz-table').className.match(/phase-(\\w+)/)[1],
           counts: bySeat('.seat-panel', (e) => e.querySelector('.count-num').textContent),
           scores: bySeat('.seat-panel', (e) => e.querySelector('.seat-score').textContent),
           spots: bySeat('.ddz-spot', (e) => [...e.querySelectorAll('[data-card]')].map((c) => c.dataset.card)),
           hand: document.querySelector('.ddz-hand') ? ids('.ddz-hand [data-card]') : null,
           all: ids('[data-card]'), turn: document.querySelectorAll('.tag-turn').length,
           firstBidder: document.querySelectorAll('.shown-card').length,
           flyers: document.querySelectorAll('.fx-flyer').length };
}"""


# What the banner covers of the table: the plays at the seats' spots, the
# seat panels (counts, scores) and the hand's number.
COVERED = """() => {
  const b = document.querySelector('.fx-banner').getBoundingClientRect();
  return [...document.querySelectorAll('.ddz-spot.has-cards, .seat-panel, .ddz-center .hand-no')].filter((e) => {
    const r = e.getBoundingClientRect();
    return r.left < b.right && b.left < r.right && r.top < b.bottom && b.top < r.bottom;
  }).map((e) => e.className);
}"""


def _hand_no(ja, n, total):
    return f"第{n}ハンド（全{total}ハンド）" if ja else f"Hand {n} of {total}"


def _end_of_hand_1(before, after, shown_seat):
    """What the table must show while the banner of hand 1 stands: hand 1's
    end (from the engine: the view before the last move, the hand's result)."""
    entry = after.view(None)["history"][0]
    last = entry["out"]
    action = [a for s, a in after.record()["actions"]][len(before.record()["actions"])]
    prev = before.view(None)
    n = prev["players"]
    spots = {str(s): [] for s in range(n)}
    if prev["trick"]["current"]:  # the trick goes on: its moves stay
        for s, move in enumerate(prev["last_moves"]):
            spots[str(s)] = list((move or {}).get("cards") or [])
    spots[str(last)] = list(action["cards"])
    left = {s: entry["remaining"][str(s)] for s in range(n)}
    hand = None if shown_seat is None else left[shown_seat]
    public = set(c for cards in spots.values() for c in cards) | set(entry["kitty"])
    return {"counts": {str(s): str(len(left[s])) for s in range(n)}, "spots": spots, "hand": hand,
            "scores": prev["scores"], "cards": public | set(hand or [])}


def _check_end_of_hand_1(page, want, ja):
    got = page.evaluate(TABLE)
    assert got["handNo"] == _hand_no(ja, 1, 2) and got["phase"] == "play", got
    assert got["counts"] == want["counts"], got
    assert got["scores"] == {str(s): ("得点 " if ja else "Score ") + str(v) for s, v in enumerate(want["scores"])}
    assert {s: sorted(c) for s, c in got["spots"].items()} == {s: sorted(c) for s, c in want["spots"].items()}
    if want["hand"] is None:
        assert got["hand"] is None, got
    else:
        assert sorted(got["hand"]) == sorted(want["hand"]), got
    # nothing of hand 2: no card but hand 1's, nobody to act, no first bidder
    assert set(got["all"]) <= want["cards"], set(got["all"]) - want["cards"]
    assert got["turn"] == 0 and got["firstBidder"] == 0, got
    return got


def test_the_play_that_ends_a_hand_lands_on_that_hands_table_under_its_result(page):
    m = _upto(1, 18, hands=2)  # Bot B (seat 2), the landlord, goes out with a pair
    action = m.bot_action(2)
    assert m.to_act() == [2] and action["combo"] == "pair"
    m2 = _upto(1, 19, hands=2)
    assert m2.view(None)["hand_no"] == 2  # the next hand is dealt at once
    want = _end_of_hand_1(m, m2, 0)
    assert sorted(want["hand"]) != sorted(m2.view(0)["hand"])
    _open(page, m)
    try:
        ja = _lang(page) == "ja"
        wait_until(lambda: _seen(page)["flyers"], timeout=10)
        # the pair's own cards, face up, flying to the spot on hand 1's table
        assert sorted(_seen(page)["cards"][0]) == sorted(action["cards"])
        _check_end_of_hand_1(page, want, ja)
        page.wait_for_selector(".fx-banner.fx-tone-win", timeout=5000)
        want_banner = ("地主 Bot Bさんの勝ち", "第1ハンド・賭け点 2") if ja else ("Bot B (landlord) wins", "Hand 1 · stake 2")
        assert (page.inner_text(".fx-banner-title"), page.inner_text(".fx-banner-sub")) == want_banner
        # under the banner: hand 1's table, the pair at its spot, Sato's own hand as hand 1 left it
        got = _check_end_of_hand_1(page, want, ja)
        assert got["flyers"] == 0
        assert page.evaluate(COVERED) == []
        page.mouse.click(5, 760)  # a tap ends it: then the hand's breakdown
        page.wait_for_selector(".interlude .ddz-result", timeout=10_000)
        assert page.locator(".ddz-table").count() == 0
        # and only then hand 2, dealt
        page.click(".interlude-actions .btn-primary")
        page.wait_for_function("(t) => document.querySelector('.ddz-center .hand-no')?.textContent === t",
                               arg=_hand_no(ja, 2, 2), timeout=10_000)
        assert sorted(page.eval_on_selector_all(".ddz-hand [data-card]", "els => els.map((e) => e.dataset.card)")) \
            == sorted(m2.view(0)["hand"])
    finally:
        _stop(page)


# The log panel's lines as drawn, newest first: [data-i, text].
LOG_LINES = """() => [...document.querySelectorAll('.log-panel .log-entry')].map((li) => [Number(li.dataset.i), li.textContent])"""


def test_the_log_stays_at_a_hands_end_while_it_is_shown(page):
    """The engine deals hand 2 in the move that ends hand 1: an open log
    panel shows up to hand 1's end under its banner and beside its
    breakdown, hand 2's deal and first bidder when hand 2 is drawn."""
    m = _upto(1, 18, hands=2)  # Bot B (seat 2), the landlord, goes out with a pair
    m2 = _upto(1, 19, hands=2)
    log = whole_log(m2, 0)
    end = next(e for e in log if e["kind"] == "hand_over")
    deal = [e for e in log if e["i"] > end["i"]]
    assert [e["kind"] for e in deal] == ["dealt", "cards", "shown"]
    page.evaluate("localStorage.setItem('hotseat.settings', JSON.stringify({logOpen: true}))")
    _open(page, m)
    try:
        ja = _lang(page) == "ja"
        page.wait_for_selector(".fx-banner.fx-tone-win", timeout=10_000)
        lines = page.evaluate(LOG_LINES)
        assert lines[0] == [end["i"], pick(end["text"], ja, SEATS)], lines[:4]
        assert [i for i, _ in lines] == sorted((i for i, _ in lines), reverse=True)
        page.mouse.click(5, 760)  # a tap ends the banner: the breakdown
        page.wait_for_selector(".interlude .ddz-result", timeout=10_000)
        assert page.evaluate(LOG_LINES)[0][0] == end["i"]
        page.click(".interlude-actions .btn-primary")
        page.wait_for_function("(t) => document.querySelector('.ddz-center .hand-no')?.textContent === t",
                               arg=_hand_no(ja, 2, 2), timeout=10_000)
        lines = page.evaluate(LOG_LINES)
        assert [i for i, _ in lines[:len(deal) + 1]] == [e["i"] for e in reversed(deal)] + [end["i"]]
        assert lines[0][1] == pick(deal[-1]["text"], ja, SEATS)
    finally:
        _stop(page)


def test_a_humans_play_that_ends_a_hand_before_a_hand_over_shows_no_hand(page):
    """Sato (seat 0) goes out; Kato (seat 1, another human) bids first in
    hand 2: under the banner the table is hand 1's, public (the tablet is
    about to pass), with no hand in it; then the breakdown, then the
    hand-over."""
    m = _upto(13, 44, hands=2)
    assert m.to_act() == [0]
    action = m.bot_action(0)  # the hint's first choice
    m2 = _upto(13, 45, hands=2)
    assert m2.view(None)["hand_no"] == 2 and m2.view(None)["first_bidder"] == 1
    want = _end_of_hand_1(m, m2, None)
    seats = [("Sato", False), ("Kato", False), ("Bot B", True)]
    gid = page.evaluate("([r, s]) => hotseat.importRecord(r, {seats: s})",
                        [m.record(), [{"name": n, "bot": b} for n, b in seats]])
    go_table(page, gid, delay=700)
    try:
        ja = _lang(page) == "ja"
        page.click(".handover-ready")
        page.click(".ddz-hint")
        wait_until(lambda: not page.is_disabled(".ddz-play"))
        page.click(".ddz-play")
        page.wait_for_selector(".fx-banner.fx-tone-win", timeout=10_000)
        got = _check_end_of_hand_1(page, want, ja)
        assert sorted(got["spots"]["0"]) == sorted(action["cards"])
        assert page.evaluate(COVERED) == []  # Sato's own play, at the spot below the centre, too
        page.mouse.click(5, 760)
        page.wait_for_selector(".interlude .ddz-result", timeout=10_000)
        page.click(".interlude-actions .btn-primary")
        page.wait_for_selector(".handover", timeout=10_000)
        assert "Kato" in page.inner_text(".handover-title")
    finally:
        page.evaluate("localStorage.setItem('hotseat.botDelay', '20')")


def test_under_reduced_motion_the_play_that_ends_a_hand_lies_still_under_its_result(page):
    """Nothing flies, but the last play lies at its spot on hand 1's table
    while the hand's banner stands."""
    m = _upto(1, 18, hands=2)  # Bot B (seat 2), the landlord, goes out with a pair
    action = m.bot_action(2)
    want = _end_of_hand_1(m, _upto(1, 19, hands=2), 0)
    page.emulate_media(reduced_motion="reduce")
    _open(page, m)
    try:
        ja = _lang(page) == "ja"
        page.wait_for_selector(".fx-banner.fx-tone-win", timeout=10_000)
        assert page.evaluate("document.querySelector('.fx-banner').getAnimations().length") == 0
        got = _check_end_of_hand_1(page, want, ja)
        assert sorted(got["spots"]["2"]) == sorted(action["cards"])
        assert page.evaluate("""() => [...document.querySelectorAll('[data-fx="play-2"] [data-card]')]
            .every((c) => c.checkVisibility() && !c.getAnimations().length)""")
        assert _seen(page)["flyers"] == 0
        page.mouse.click(5, 760)  # a tap ends it: then the hand's breakdown
        page.wait_for_selector(".interlude .ddz-result", timeout=10_000)
    finally:
        _stop(page)
        page.emulate_media(reduced_motion="no-preference")


def test_a_spring_then_the_hands_result_then_the_matchs_end(page):
    m = _upto(33, 18, spring=True)  # Bot B (seat 2), a peasant, goes out: the landlord played once
    assert m.to_act() == [2]
    m2 = _upto(33, 19, spring=True)
    assert m2.finished and m2.view(None)["history"][-1]["spring"]
    stake = m2.view(None)["history"][-1]["stake"]
    _open(page, m)
    try:
        ja = _lang(page) == "ja"
        page.wait_for_selector(".fx-banner", timeout=10_000)
        want = "春天！ ×2春天（スプリング）" if ja else "Spring! ×2Spring (春天)"
        assert page.inner_text(".fx-banner").replace("\n", "") == want
        # then, one after the other, the hand's result and the match's end
        got = wait_until(lambda: len(b := _seen(page)["banners"]) == 3 and b, timeout=8)
        assert got[0] == want
        assert got[1] == ("農民チームの勝ち" + f"第1ハンド・賭け点 {stake}" if ja
                          else "The peasants win" + f"Hand 1 · stake {stake}")
        winners = "・".join(SEATS[s][0] for s in m2.result()["winners"])
        assert got[2] == (f"試合終了勝者：{winners}" if ja else f"Match overWinner: {winners}")
    finally:
        _stop(page)


def test_the_landlord_is_announced_and_takes_the_kitty(page):
    m = _upto(1, 2)  # Bot A (seat 1) passes: Bot B (seat 2) is the landlord
    assert m.to_act() == [1]
    kitty = m.view(None)["kitty_size"]
    gid = _open(page, m)
    try:
        ja = _lang(page) == "ja"
        page.wait_for_selector(".fx-banner", timeout=10_000)
        v = pview(page, gid, None)
        assert v["landlord"] == 2 and len(v["kitty"]) == kitty  # shown to all (the default)
        want = ("Bot Bさんが地\u2060主", f"落札：{v['bid']}点") if ja else ("Bot B is the landlord", f"Winning bid: {v['bid']}")
        assert (page.inner_text(".fx-banner-title"), page.inner_text(".fx-banner-sub")) == want
        # the kitty, face up, went to the landlord
        assert sorted(c for cards in _seen(page)["cards"] for c in cards) == sorted(v["kitty"])
    finally:
        _stop(page)


def test_reduced_motion_moves_nothing_but_says_what_happened(page):
    page.emulate_media(reduced_motion="reduce")
    try:
        _open(page, _upto(7, 34))
        ja = _lang(page) == "ja"
        page.wait_for_selector(".fx-banner", timeout=10_000)
        assert page.inner_text(".fx-banner-title") == ("ロケット！ ×2" if ja else "Rocket! ×2")
        page.wait_for_selector("[data-fx='play-1'] [data-card='BJ']")
        seen = _seen(page)
        assert seen["flyers"] == 0 and seen["lines"] == 0
        assert page.evaluate("document.querySelector('.fx-banner').getAnimations().length") == 0
    finally:
        _stop(page)
        page.emulate_media(reduced_motion="no-preference")


def test_a_kitty_not_shown_to_all_flies_face_down_to_others(page):
    m = _upto(1, 2, show_kitty=False)  # Bot A passes: Bot B is the landlord
    assert m.to_act() == [1]
    _open(page, m)
    try:
        page.wait_for_selector(".fx-banner", timeout=10_000)
        seen = _seen(page)
        # Sato sees backs only: no face of the kitty in the page, in flight or on the table
        assert seen["flyers"] and not any(seen["cards"]), seen
        kitty = _upto(1, 3, show_kitty=False).view(2)["kitty"]  # as the landlord sees it
        assert page.evaluate("(ids) => ids.filter((id) => document.querySelector(`[data-card='${id}']`)).length",
                             kitty) == 0
    finally:
        _stop(page)


def test_the_hidden_kitty_flies_face_up_into_the_landlords_own_hand(page):
    seed = next(s for s in range(1, 500)
                if engine.new_game(GAME, 3, s, {"hands": 1, "show_kitty": False}).view(None)["first_bidder"] == 0)
    m = engine.new_game(GAME, 3, seed, {"hands": 1, "show_kitty": False})
    m.act(0, {"type": "bid", "value": 1})
    after = engine.new_game(GAME, 3, seed, {"hands": 1, "show_kitty": False})
    for seat, action in m.record()["actions"]:
        after.act(seat, action)
    for s in (1, 2):
        after.act(s, after.bot_action(s))
    assert after.view(None)["landlord"] == 0  # the bots pass: Sato takes the kitty
    _open(page, m)
    try:
        page.wait_for_selector(".fx-banner", timeout=10_000)
        assert sorted(c for cards in _seen(page)["cards"] for c in cards) == sorted(after.view(0)["kitty"])
    finally:
        _stop(page)


def test_a_replay_steps_onto_a_hands_end_then_shows_the_position(page):
    """In a replay (no breakdown comes between the hands), a step forward
    onto the move that ended hand 1 draws that move on hand 1's table under
    its banner, then the position as it stands: hand 2 dealt. A jump there
    draws the position at once."""
    m = _upto(1, 18, hands=2)
    while not m.finished:
        s = m.to_act()[0]
        m.act(s, m.bot_action(s, "random"))
    k = 19  # the move that ends hand 1 (Bot B's pair)
    pos = engine.new_game(GAME, 3, 1, {"hands": 2})
    for s, a in m.record()["actions"][:k]:
        pos.act(s, a)
    assert pos.view(None)["hand_no"] == 2 and pos.view(None)["phase"] == "auction"
    gid = page.evaluate("([r, s]) => hotseat.importRecord(r, {seats: s})",
                        [m.record(), [{"name": n, "bot": b} for n, b in SEATS]])
    page.evaluate("localStorage.setItem('hotseat.botDelay', '700')")
    page.evaluate("location.hash = '#/'")
    page.locator("details.saved-finished summary").click()
    page.locator(f".saved-item[data-id='{gid}'] .replay-link").click()
    page.wait_for_selector(".replay-bar .replay-count")
    try:
        ja = _lang(page) == "ja"
        hand_no = "document.querySelector('.ddz-center .hand-no')?.textContent"
        page.evaluate("""(k) => { const s = document.querySelector('.replay-slider');
            s.value = k; s.dispatchEvent(new Event('input', {bubbles: true})); s.dispatchEvent(new Event('change', {bubbles: true})); }""", k)
        page.wait_for_function(f"(t) => {hand_no} === t", arg=_hand_no(ja, 2, 2))  # a jump: the position
        page.locator(".replay-btn[aria-label='Back one move']").click()
        page.wait_for_function(f"(t) => {hand_no} === t && document.querySelector('.replay-slider').value === '{k - 1}'",
                               arg=_hand_no(ja, 1, 2))
        page.locator(".replay-btn[aria-label='Forward one move']").click()
        page.wait_for_selector(".fx-banner.fx-tone-win", timeout=5000)
        assert page.evaluate(hand_no) == _hand_no(ja, 1, 2)
        assert sorted(page.eval_on_selector_all("[data-fx='play-2'] [data-card]", "els => els.map((e) => e.dataset.card)")) \
            == sorted(m.record()["actions"][k - 1][1]["cards"])
        # the banners over, the position: hand 2 dealt, Sato's new hand
        page.wait_for_function(f"(t) => {hand_no} === t", arg=_hand_no(ja, 2, 2), timeout=8000)
        assert sorted(page.eval_on_selector_all(".ddz-hand [data-card]", "els => els.map((e) => e.dataset.card)")) \
            == sorted(pos.view(0)["hand"])
    finally:
        page.evaluate("localStorage.setItem('hotseat.botDelay', '20')")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_last_play_of_a_hand_says_who_went_out_not_what_to_beat(page, lang):
    """Under the hand's banner the line over the table said 'To beat: Pair by
    Bot B', a play nobody will answer; it says who went out, with what, and
    the breakdown says so without a 'first' (one seat going out ends a hand)."""
    page.evaluate("async (l) => { const i = await import('./i18n.js'); if (i.lang() !== l) i.setLang(l); }", lang)
    m = _upto(1, 18, hands=2)  # Bot B (seat 2), the landlord, goes out with a pair
    _open(page, m)
    try:
        page.wait_for_selector(".fx-banner.fx-tone-win", timeout=10_000)
        line = page.inner_text(".ddz-center .trick-line")
        assert line == ("Bot Bさんが上がり：ペア" if lang == "ja" else "Bot B went out: Pair")
        page.mouse.click(5, 760)  # a tap ends the banner: then the hand's breakdown
        page.wait_for_selector(".interlude .ddz-result", timeout=10_000)
        out = page.inner_text(".ddz-result .result-out")
        assert out == ("Bot Bさんが上がりました" if lang == "ja" else "Bot B went out")
    finally:
        _stop(page)


# What a banner covers of the table above the hand: the plays at the spots,
# the seats' panels and the centre (the hand, the kitty, the stake, the trick).
COVERS_TABLE = """() => {
  const b = document.querySelector('.fx-banner').getBoundingClientRect();
  return [...document.querySelectorAll('.ddz-spot.has-cards, .seat-panel, .ddz-center')].filter((e) => {
    const r = e.getBoundingClientRect();
    return r.left < b.right && b.left < r.right && r.top < b.bottom && b.top < r.bottom;
  }).map((e) => e.className);
}"""


@pytest.mark.parametrize("players,size", [(3, (1024, 768)), (3, (768, 1024)), (3, (412, 915)), (4, (412, 915))],
                         ids=["3p-1024x768", "3p-768x1024", "3p-412x915", "4p-412x915"])
def test_a_bombs_banner_leaves_the_bomb_and_the_table_in_sight(page, players, size):
    """The bomb's banner stood in the middle of the screen, over the bomb
    just played (at 412x915 with four players), the seat below the centre
    or the stake it doubles: it stands over the hand, as a hand's end does."""
    seed, moves = (7, 34) if players == 3 else (1, 13)  # a bot's rocket; a bot's bomb
    m = engine.new_game(GAME, players, seed, {"hands": 1})
    for _ in range(moves):
        s = m.to_act()[0]
        m.act(s, m.bot_action(s))
    assert m.bot_action(m.to_act()[0])["combo"] in ("bomb", "rocket")
    page.set_viewport_size({"width": size[0], "height": size[1]})
    seats = [{"name": "Sato", "bot": False}] + [{"name": f"Bot {s}", "bot": True} for s in range(1, players)]
    gid = page.evaluate("([r, s]) => hotseat.importRecord(r, {seats: s})", [m.record(), seats])
    page.evaluate(WATCH)
    go_table(page, gid, delay=700)
    try:
        page.wait_for_selector(".fx-banner.fx-tone-bomb", timeout=10_000)
        assert page.evaluate(COVERS_TABLE) == []
        box = page.locator(".fx-banner").bounding_box()
        assert box["y"] >= 0 and box["y"] + box["height"] <= size[1]
    finally:
        _stop(page)
