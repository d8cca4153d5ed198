"""Dou Dizhu's table as new players found it (issue #13): the table holds
still between turns, a refused selection says which rule refuses it, a play
is drawn body first at the seat's spot on the table, the hand's last move is in the log (issue #28: the
engine's paged log of events), and at 1024×768 the
Start button and the auto-pass box are on screen. A seat's bubble shows a
move of this hand only: the auction's bids go when the play begins, and a
pass of the hand before is not carried into the next."""

from __future__ import annotations

from hotseat import engine
from ui_helpers import go_table, pview, wait_until

GAME = "doudizhu"


def seed_where(pred, players=3):
    for seed in range(1, 500):
        m = engine.new_game(GAME, players, seed, {"hands": 1})
        if pred(m):
            return seed
    raise AssertionError("no seed")


def new_game(page, seats, seed, hands=1):
    return page.evaluate("(a) => window.hotseat.newGame(a)", {
        "game": GAME, "players": len(seats), "seed": seed, "options": {"hands": hands},
        "seats": [{"name": n, "bot": b} for n, b in seats]})


def top_of_hand(page):
    return page.evaluate("document.querySelector('.ddz-hand').getBoundingClientRect().top")


def test_table_holds_still_and_refusals_name_the_rule(page):
    seed = seed_where(lambda m: m.view(None)["first_bidder"] == 0)
    gid = new_game(page, [("Sato", False), ("Bot A", True), ("Bot B", True)], seed)
    go_table(page, gid, delay=800)
    page.wait_for_selector(".ddz-bids:not(.is-idle)")
    top_acting = top_of_hand(page)
    page.click(".ddz-bid[data-bid='1']")
    # a bot's turn: the bid bar is kept, hidden, in its place
    page.wait_for_selector(".game-root.bot-turn")
    assert page.locator(".ddz-actions.is-idle").count() == 1
    assert abs(top_of_hand(page) - top_acting) < 2
    # the rest at the tests' quick pace (the bots' delay is read at each move):
    # the hand's banners and cards in flight need not be waited for here
    page.evaluate("localStorage.setItem('hotseat.botDelay', '20')")
    # play to seat 0's lead (bots fill the auction); then an illegal pair
    v = wait_until(lambda: (x := page.evaluate(f"hotseat.view('{gid}', 0)"))["phase"] == "play"
                   and x["to_act"] == [0] and x, timeout=90)
    page.wait_for_selector(".ddz-play")
    hand = v["hand"]
    a = hand[0]
    b = next(c for c in hand if c[:-1] != a[:-1] and c not in ("BJ", "RJ") and a not in ("BJ", "RJ"))
    page.click(f".ddz-hand [data-card='{a}']")
    page.click(f".ddz-hand [data-card='{b}']")
    why = page.evaluate(f"""hotseat.check('{gid}', 0, {{type: 'play', cards: ['{a}', '{b}']}})
                           .then(() => null, (e) => e.en)""")
    assert why
    wait_until(lambda: why in page.inner_text(".ddz-selinfo"))


def test_a_play_is_drawn_body_first_and_the_last_move_is_logged(page):
    m = engine.new_game(GAME, 3, 5, {"hands": 1})
    while not m.finished:  # the same game the page's bots will play
        seat = m.to_act()[0]
        m.act(seat, m.bot_action(seat))
    # the engine's log line: body, then kicker
    text = m.rules.event_text({"kind": "played", "seat": 0, "ranks": ["3", "7", "7", "7"],
                               "combo": "triplet_single", "left": 3})
    assert text["en"].endswith("7 7 7 3.") and text["ja"].endswith("7 7 7 3")
    gid = new_game(page, [("A", True), ("B", True), ("C", True)], 5)
    go_table(page, gid, delay=0)
    page.wait_for_selector(".interlude, .final", timeout=120_000)
    # The log the page's engine pages (the log panel shows each event's
    # text): the last play, then the hand's end with the cards left in
    # every hand, as the engine here told them.
    want = [e["text"] for e in m.log(None, -3)["events"]]
    assert [e["kind"] for e in m.log(None, -3)["events"]] == ["played", "hand_over", "match_over"]
    page_log = page.evaluate("(id) => window.hotseat.log(id, null, -3, 3)", gid)
    assert [e["text"] for e in page_log["events"]] == want
    assert "Cards left: " in want[1]["en"] and "残りの手札：" in want[1]["ja"]


def test_start_and_auto_pass_within_a_landscape_tablet(page):
    page.set_viewport_size({"width": 1024, "height": 768})
    page.evaluate("location.hash = '#/new/doudizhu'")
    page.wait_for_selector(".start-btn")
    box = page.locator(".start-btn").bounding_box()
    assert box["y"] + box["height"] <= 768
    # four players, the double deck: 25 cards (33 as landlord) and the auto-pass box on screen
    seed = seed_where(lambda m: m.view(None)["first_bidder"] == 0, players=4)
    gid = new_game(page, [("A", False), ("B", True), ("C", True), ("D", True)], seed)
    go_table(page, gid, delay=0)
    page.wait_for_selector(".ddz-bids:not(.is-idle)")
    page.click(".ddz-bid[data-bid='3']")
    page.wait_for_selector(".ddz-autopass")
    wait_until(lambda: len(page.eval_on_selector_all(".ddz-hand [data-card]", "e => e")) > 25)
    box = page.locator(".ddz-autopass").bounding_box()
    assert box["y"] + box["height"] <= 768, box


def _shown_acts(page):
    """seat -> the text of the act bubble drawn at that seat's spot on the table."""
    return page.evaluate("""() => Object.fromEntries([...document.querySelectorAll('.ddz-spot')]
        .map((p) => [p.dataset.seat, [...p.querySelectorAll('.act-bubble')].map((b) => b.textContent)]))""")


def test_each_seat_shows_its_latest_act_and_the_centre_the_play_to_beat(page):
    # Seat 1 (a bot) bids first, seat 2 next, neither 3: both have acted
    # when seat 0's turn to bid comes.
    def bots_bid_then_seat_0(m):
        if m.view(None)["first_bidder"] != 1:
            return False
        for s in (1, 2):
            m.act(s, m.bot_action(s))
        return m.to_act() == [0] and m.view(None)["phase"] == "auction"

    seed = seed_where(bots_bid_then_seat_0)
    gid = new_game(page, [("Sato", False), ("Bot A", True), ("Bot B", True)], seed)
    go_table(page, gid, delay=0)
    page.wait_for_selector(".ddz-bids:not(.is-idle)")
    v = page.evaluate(f"hotseat.view('{gid}', 0)")
    labels = {0: ("Pass", "パス"), 1: ("Bid 1", "1点"), 2: ("Bid 2", "2点"), 3: ("Bid 3", "3点")}
    shown = _shown_acts(page)
    for s in (1, 2):
        ev = v["events"]["latest"][s]
        assert ev["kind"] == "bid" and ev["seat"] == s
        assert len(shown[str(s)]) == 1 and shown[str(s)][0] in labels[ev["value"]], (s, ev, shown)
    assert shown["0"] == [], "seat 0 has not acted yet"
    page.click(".ddz-bid[data-bid='3']")  # the landlord, who leads
    page.wait_for_selector(".ddz-play")
    page.click(".ddz-hint")
    page.click(".ddz-play")
    if page.locator("dialog .btn-choice").count():
        page.click("dialog .btn-choice >> nth=0")
    # the bots answer; at seat 0's next turn the table shows what they did
    v = wait_until(lambda: (x := page.evaluate(f"hotseat.view('{gid}', 0)"))["to_act"] == [0]
                   and x["phase"] == "play" and x["actions"] > 4 and x, timeout=90)
    page.wait_for_selector(f".ddz-table[data-actions='{v['actions']}'] .ddz-me.is-acting")
    shown = _shown_acts(page)
    for s in (1, 2):
        ev = v["events"]["latest"][s]
        move = v["last_moves"][s]
        if ev["kind"] == "passed":
            assert shown[str(s)] and shown[str(s)][0] in ("Pass", "パス"), (s, ev, shown)
        else:  # a play: its cards are drawn at the seat, no bubble
            assert ev["kind"] == "played" and shown[str(s)] == [], (s, ev, shown)
            if move:
                drawn = page.eval_on_selector_all(f"[data-fx='play-{s}'] [data-card]",
                                                  "els => els.map((e) => e.dataset.card)")
                assert sorted(drawn) == sorted(move["cards"])
    # the play to beat: its seat's spot is marked, its cards drawn there
    cur = v["trick"]["current"]
    if cur is None:
        assert page.locator(".ddz-spot.is-to-beat").count() == 0
    else:
        page.wait_for_selector(f".ddz-spot.is-to-beat[data-fx='play-{cur['seat']}']")
        assert page.locator(".ddz-spot.is-to-beat").count() == 1
        drawn = page.eval_on_selector_all(".ddz-spot.is-to-beat [data-card]", "els => els.map((e) => e.dataset.card)")
        assert sorted(drawn) == sorted(cur["cards"])


def _import(page, seed, actions, seats, hands=1):
    rec = engine.new_game(GAME, len(seats), seed, {"hands": hands}).record()
    rec["actions"] = actions
    return page.evaluate("([r, s]) => window.hotseat.importRecord(r, {seats: s})",
                         [rec, [{"name": n, "bot": b} for n, b in seats]])


def test_the_auctions_bubbles_go_once_the_play_begins(page):
    """Bot A bids 1, Bot B passes, Sato bids 3: from then on no seat shows
    its bid or its pass of the auction, neither at Sato's lead nor while a
    bot thinks over its answer."""
    seed = seed_where(lambda m: m.view(None)["first_bidder"] == 1)
    actions = [[1, {"type": "bid", "value": 1}], [2, {"type": "bid", "value": 0}]]
    gid = _import(page, seed, actions, [("Sato", False), ("Bot A", True), ("Bot B", True)])
    go_table(page, gid, delay=20)
    page.wait_for_selector(".ddz-bids:not(.is-idle)")
    en = page.evaluate("document.documentElement.lang") == "en"
    assert _shown_acts(page) == {"0": [], "1": ["Bid 1" if en else "1点"], "2": ["Pass" if en else "パス"]}
    page.click(".ddz-bid[data-bid='3']")  # the landlord, who leads
    page.wait_for_selector(".ddz-table.phase-play .ddz-me.is-acting .ddz-play")
    assert _shown_acts(page) == {"0": [], "1": [], "2": []}
    # Bot A answers at a pace slow enough to look while it thinks
    page.evaluate("localStorage.setItem('hotseat.botDelay', '1500')")
    page.click(".ddz-hint")
    wait_until(lambda: not page.is_disabled(".ddz-play"))
    page.click(".ddz-play")
    if page.locator("dialog .btn-choice").count():
        page.click("dialog .btn-choice >> nth=0")
    page.wait_for_selector(".seat-panel[data-seat='1'] .tag-turn.is-thinking")
    assert _shown_acts(page) == {"0": [], "1": [], "2": []}


def test_a_pass_of_the_hand_before_is_not_shown_in_this_one(page):
    """Bot B passed last in hand 1; Sato opens hand 2 with a bid of 3, which
    ends the auction: Bot B has not acted in hand 2, and shows no bubble."""
    seed = 6
    m = engine.new_game(GAME, 3, seed, {"hands": 2})
    while m.view(None)["hand_no"] == 1:
        s = m.to_act()[0]
        m.act(s, m.bot_action(s))
    v = m.view(0)
    assert v["first_bidder"] == 0 and v["phase"] == "auction"
    assert v["events"]["latest"][2]["kind"] == "passed"  # hand 1's
    gid = _import(page, seed, m.record()["actions"], [("Sato", False), ("Bot A", True), ("Bot B", True)], hands=2)
    go_table(page, gid, delay=20)
    page.wait_for_selector(".ddz-bids:not(.is-idle)")
    assert _shown_acts(page)["2"] == []
    page.click(".ddz-bid[data-bid='3']")
    page.wait_for_selector(".ddz-table.phase-play .ddz-me.is-acting .ddz-play")
    assert pview(page, gid, 0)["events"]["latest"][2]["kind"] == "passed"
    assert _shown_acts(page) == {"0": [], "1": [], "2": []}


# Every joker drawn: where (hand, spot, kitty), its id, whether "JOKER" is
# drawn whole and uncovered (the point at its middle hits its own card),
# the text's colour, the jester cap's fill, the size mark's text.
JOKERS = """() => [...document.querySelectorAll('.ddz-table .card-joker')].map((c) => {
  const word = c.querySelector('.card-joker-text'), cap = c.querySelector('.card-joker-cap'), mark = c.querySelector('.card-joker-size');
  const box = (e) => e.getBoundingClientRect();
  const r = box(word), card = box(c);
  const hit = document.elementFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2);
  const where = c.closest('.ddz-hand') ? 'hand' : c.closest('.ddz-spot') ? 'spot' : c.closest('.ddz-kitty') ? 'kitty' : 'other';
  return { where, id: c.dataset.card, word: word.textContent, shown: word.checkVisibility() && r.width > 0,
           inCard: r.left >= card.left && r.right <= card.right && r.top >= card.top && r.bottom <= card.bottom,
           uncovered: !!hit && hit.closest('.card') === c, color: getComputedStyle(word).color,
           cap: cap && cap.checkVisibility() ? getComputedStyle(cap.querySelector('.cap')).fill : null,
           mark: mark && mark.checkVisibility() ? mark.textContent : null };
})"""


def _rgb(css):
    return [int(x) for x in css[css.index("(") + 1:css.index(")")].split(",")[:3]]


def test_the_jokers_say_joker_and_big_or_small_at_every_size(page):
    """A four-player hand: the human (seat 0, the landlord) holds a big and
    a small joker, the kitty (shown to all) holds both, a big joker lies at
    seat 1's spot. Every joker, in the hand, on the table and in the kitty,
    at 1024×768, 768×1024 and 412×915, in English and Japanese: "JOKER"
    written whole and uncovered, red on the big one, black or grey on the
    small one, and a jester's cap coloured on the big one, grey on the
    small; the hand's jokers say which they are (大 / 小, BIG / SMALL)."""
    m = engine.new_game(GAME, 4, 43, {"hands": 1})
    for _ in range(5):
        s = m.to_act()[0]
        m.act(s, m.bot_action(s, "random"))
    v = m.view(0)
    assert m.to_act() == [0] and v["landlord"] == 0
    assert {"BJ#2", "RJ#2"} <= set(v["hand"]) and {"BJ#2", "RJ#2"} <= set(v["kitty"])
    assert v["last_moves"][1]["cards"] == ["RJ"]
    gid = page.evaluate("([r, s]) => window.hotseat.importRecord(r, {seats: s})",
                        [m.record(), [{"name": "", "bot": s != 0} for s in range(4)]])
    go_table(page, gid)
    page.wait_for_selector(".ddz-me.is-acting")
    try:
        for lang in ("en", "ja"):
            page.evaluate("async (l) => { const i = await import('./i18n.js'); if (i.lang() !== l) i.setLang(l); }", lang)
            for size in ({"width": 1024, "height": 768}, {"width": 768, "height": 1024}, {"width": 412, "height": 915}):
                page.set_viewport_size(size)
                page.wait_for_timeout(100)
                got = page.evaluate(JOKERS)
                where = sorted((j["where"], j["id"]) for j in got)
                assert where == [("hand", "BJ#2"), ("hand", "RJ#2"), ("kitty", "BJ#2"), ("kitty", "RJ#2"), ("spot", "RJ")], got
                for j in got:
                    big = j["id"].startswith("RJ")
                    assert j["word"] == "JOKER" and j["shown"] and j["inCard"] and j["uncovered"], (lang, size, j)
                    r, g, b = _rgb(j["color"])
                    assert (r > 150 and g < 80 and b < 80) if big else (max(r, g, b) - min(r, g, b) < 20 and r < 120), j
                    assert j["cap"] is not None, j
                    r, g, b = _rgb(j["cap"])
                    assert (r > 150 and g < 80) if big else (max(r, g, b) - min(r, g, b) < 20), j
                    if j["where"] == "hand":
                        want = ("大" if big else "小") if lang == "ja" else ("BIG" if big else "SMALL")
                        assert j["mark"] == want, (lang, j)
    finally:
        page.set_viewport_size({"width": 1024, "height": 768})
