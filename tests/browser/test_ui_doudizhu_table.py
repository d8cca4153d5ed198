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
