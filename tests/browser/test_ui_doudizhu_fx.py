"""Dou Dizhu's moves as they happen (issue #29): a play flies face up from
the seat to the seat's spot on the table, where it lies large and in the
order the combination reads; a rocket is announced with the doubled stake;
the landlord is announced as the kitty goes to them; the play that ends a
hand is seen in flight (the next hand already dealt) before the banner
saying who won; a pass stays as a bubble at the seat; under reduced motion
nothing moves but the banners still say what happened.

Each table is set up from a record played here by the same engine and bots
(imported into the booted page), one move before the moment checked, with
a bot delay of 700 ms (motion 350 ms, banners about 1.5 s)."""

from __future__ import annotations

from hotseat import engine
from ui_helpers import go_table, pview, wait_until

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


def test_the_play_that_ends_a_hand_is_seen_before_its_result(page):
    m = _upto(1, 18, hands=2)  # Bot B (seat 2), the landlord, goes out with a pair
    action = m.bot_action(2)
    assert m.to_act() == [2] and action["combo"] == "pair"
    m2 = _upto(1, 19, hands=2)
    assert m2.view(None)["hand_no"] == 2  # the next hand is dealt at once
    _open(page, m)
    try:
        ja = _lang(page) == "ja"
        wait_until(lambda: _seen(page)["flyers"], timeout=10)
        # the pair's own cards, face up (the table already shows the next deal)
        assert sorted(_seen(page)["cards"][0]) == sorted(action["cards"])
        page.wait_for_selector(".fx-banner.fx-tone-win", timeout=5000)
        want = ("地主 Bot Bさんの勝ち", "第1ハンド・賭け点 2") if ja else ("Bot B (landlord) wins", "Hand 1 · stake 2")
        assert (page.inner_text(".fx-banner-title"), page.inner_text(".fx-banner-sub")) == want
        # the pair stays where it landed under the banner (fly.stay)
        assert sorted(_seen(page)["cards"][0]) == sorted(action["cards"])
        page.mouse.click(5, 760)  # a tap ends it: then the hand's breakdown
        page.wait_for_selector(".interlude .ddz-result", timeout=10_000)
    finally:
        _stop(page)


def test_under_reduced_motion_the_play_that_ends_a_hand_lies_still_under_its_result(page):
    """Nothing flies, but the last play is seen where it landed (the table
    already shows the next deal) while the hand's banner stands."""
    m = _upto(1, 18, hands=2)  # Bot B (seat 2), the landlord, goes out with a pair
    action = m.bot_action(2)
    page.emulate_media(reduced_motion="reduce")
    _open(page, m)
    try:
        page.wait_for_selector(".fx-banner.fx-tone-win", timeout=10_000)
        still = page.evaluate("""() => [...document.querySelectorAll('.fx-still')].map((w) => {
            const r = w.getBoundingClientRect();
            const spot = document.querySelector('[data-fx="play-2"]').getBoundingClientRect();
            return { cards: [...w.querySelectorAll('[data-card]')].map((c) => c.dataset.card),
                     moving: w.getAnimations({ subtree: true }).length,
                     at: Math.abs(r.left + r.width / 2 - (spot.left + spot.width / 2)) < 2
                         && Math.abs(r.top + r.height / 2 - (spot.top + spot.height / 2)) < 2 }; })""")
        assert len(still) == 1 and sorted(still[0]["cards"]) == sorted(action["cards"]), still
        assert still[0]["at"] and still[0]["moving"] == 0
        assert _seen(page)["flyers"] == 0
        page.mouse.click(5, 760)  # a tap ends it: then the hand's breakdown, and the play is gone
        page.wait_for_selector(".interlude .ddz-result", timeout=10_000)
        assert page.evaluate("document.querySelectorAll('.fx-still').length") == 0
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
