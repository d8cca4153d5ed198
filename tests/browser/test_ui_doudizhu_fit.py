"""Dou Dizhu on a 412×915 phone with four players, as new players found it
(issue #30, item 20): the hand, the prompt and the bid / Play buttons are on
the screen, the landlord's 33 cards too, and neither the hand nor the buttons
move between turns, whatever lands on the table (a ten-card play at a seat).
And two small ones (item 26): a refusal joined to the prompt reads
「…：…」 in Japanese, "…: …" in English; "Cards left" in a hand's breakdown
lists each hand by rank, as the hand is drawn, on a line of its own under
the seat's row, so that on a phone the breakdown fits the screen and no
name or header is broken apart. The breakdown of a hand with the most cards
left (a four-player hand: 82 in three hands) and its Next hand button fit
the screen without a scroll at 1024×768, 768×1024 and 412×915."""

from __future__ import annotations

import pytest

from hotseat import engine
from ui_helpers import LINES_JS, go_table, wait_until

GAME = "doudizhu"
PHONE = {"width": 412, "height": 915}
RANKS = ["3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A", "2", "BJ", "RJ"]


def rank(card):
    base = card.split("#")[0]
    return base if base in ("BJ", "RJ") else base[:-1]


def set_lang(page, lang):
    page.evaluate("async (l) => { const i = await import('./i18n.js'); if (i.lang() !== l) i.setLang(l); }", lang)


def first_bidder_seed(players):
    for seed in range(1, 500):
        if engine.new_game(GAME, players, seed, {"hands": 1}).view(None)["first_bidder"] == 0:
            return seed
    raise AssertionError("no seed")


def import_game(page, players, seed, actions, bots, hands=1):
    rec = engine.new_game(GAME, players, seed, {"hands": hands}).record()
    rec["actions"] = actions
    return page.evaluate("([r, s]) => window.hotseat.importRecord(r, {seats: s})",
                         [rec, [{"name": "", "bot": b} for b in bots]])


def boxes(page):
    """Tops and bottoms of what a player needs on their turn, as drawn now."""
    return page.evaluate("""() => {
        const box = (e) => { const r = e.getBoundingClientRect(); return [r.top, r.bottom]; };
        const bar = document.querySelector('.ddz-actions');
        return { hand: box(document.querySelector('.ddz-hand')), bar: bar && box(bar),
                 cards: document.querySelectorAll('.ddz-hand [data-card]').length,
                 buttons: [...document.querySelectorAll('.ddz-actions:not(.is-idle) button')].map((b) => box(b)[1]),
                 prompt: [...document.querySelectorAll('.ddz-actions:not(.is-idle) .ddz-selinfo')].map((p) => box(p)[1]),
                 scrollY: window.scrollY };
    }""")


def smallest_target(page):
    """The narrowest and the shortest part of a card of the hand left to tap:
    up to the next card of its row, and down to the highest card of the row
    below that covers it (a raised, selected card covers more)."""
    return page.evaluate("""() => {
        const cards = [...document.querySelectorAll('.ddz-hand [data-card]')].map((c) => c.getBoundingClientRect());
        let w = Infinity, h = Infinity;
        cards.forEach((r, i) => {
            const next = cards[i + 1];
            w = Math.min(w, next && Math.abs(next.top - r.top) < 20 ? next.left - r.left : r.width);
            const below = cards.filter((o) => o.top > r.top + 20 && o.left < r.right && o.right > r.left);
            h = Math.min(h, below.length ? Math.min(...below.map((o) => o.top)) - r.top : r.height);
        });
        return [w, h];
    }""")


def my_turn(page, gid):
    """Wait for seat 0's next turn, drawn and acting; its view."""
    v = wait_until(lambda: (x := page.evaluate(f"hotseat.view('{gid}', 0)"))["to_act"] == [0]
                   and x["phase"] == "play" and x, timeout=60)
    page.wait_for_selector(f".ddz-table[data-actions='{v['actions']}'] .ddz-me.is-acting .ddz-actions:not(.is-idle)")
    return v


def play_hint(page):
    page.click(".ddz-hint")
    wait_until(lambda: not page.is_disabled(".ddz-play"))
    page.click(".ddz-play")
    if page.locator("dialog .btn-choice").count():
        page.click("dialog .btn-choice >> nth=0")


def on_screen(b, height):
    assert b["scrollY"] == 0, b
    assert b["buttons"] and max(b["buttons"]) <= height, b
    assert b["prompt"] == [] or max(b["prompt"]) <= height, b
    assert b["hand"][1] <= height, b



def at_my_bid(page, players):
    """A new hand (seat 0 the human, the others bots) opened at seat 0's bid."""
    gid = page.evaluate("(a) => window.hotseat.newGame(a)", {
        "game": GAME, "players": players, "seed": first_bidder_seed(players), "options": {"hands": 1},
        "seats": [{"name": "", "bot": i > 0} for i in range(players)]})
    go_table(page, gid, delay=20)
    page.wait_for_selector(".ddz-bids:not(.is-idle)")
    return gid


def test_four_players_on_a_phone_the_auction_and_the_landlords_33_cards_fit_and_stay_put(page):
    page.set_viewport_size(PHONE)
    set_lang(page, "ja")
    gid = at_my_bid(page, 4)
    auction = boxes(page)
    assert auction["cards"] == 25
    on_screen(auction, PHONE["height"])
    page.click(".ddz-bid[data-bid='3']")  # the landlord: the kitty's 8 cards join the hand
    v = my_turn(page, gid)
    first = boxes(page)
    assert first["cards"] == len(v["hand"]) == 33
    on_screen(first, PHONE["height"])
    assert min(smallest_target(page)) >= 44 - 0.5
    page.click(".ddz-hint")  # the hint's cards raised: what they cover stays a target
    wait_until(lambda: not page.is_disabled(".ddz-play"))
    assert min(smallest_target(page)) >= 44 - 0.5
    play_hint(page)
    # while the bots play, the bar is kept, hidden, where it was
    page.wait_for_selector(".game-root.bot-turn")
    waiting = boxes(page)
    assert (waiting["hand"][0], waiting["bar"][0]) == (first["hand"][0], first["bar"][0])
    my_turn(page, gid)
    second = boxes(page)
    assert second["cards"] < 33
    on_screen(second, PHONE["height"])
    assert (second["hand"][0], second["bar"][0]) == (first["hand"][0], first["bar"][0])


def _long_play_then_seat_0():
    """A four-player game (seed, actions) where seat 0 is to play and another
    seat's play of nine cards or more lies on the table: the first bidder
    (not seat 0) bids 3 and leads its longest play, and the seats before
    seat 0 pass."""
    for seed in range(1, 200):
        m = engine.new_game(GAME, 4, seed, {"hands": 1})
        landlord = m.view(None)["first_bidder"]
        if landlord == 0:
            continue
        m.act(landlord, {"type": "bid", "value": 3})
        lead = max((a for a in m.legal_actions(landlord) if a["type"] == "play"), key=lambda a: len(a["cards"]))
        if len(lead["cards"]) < 9:
            continue
        m.act(landlord, lead)
        for seat in range(landlord + 1, 4):
            m.act(seat, {"type": "pass"})
        assert m.to_act() == [0]
        return seed, m.record()["actions"]
    raise AssertionError("no seed")


def test_the_kittys_cards_are_marked_where_the_overlapping_hand_shows_them(page):
    """The landlord's 33 cards on a phone overlap in rows: each of the 8
    from the kitty keeps its mark in sight (nothing of the hand lies over it)."""
    page.set_viewport_size(PHONE)
    try:
        gid = at_my_bid(page, 4)
        page.click(".ddz-bid[data-bid='3']")
        my_turn(page, gid)
        seen = page.evaluate("""() => [...document.querySelectorAll('.ddz-hand .from-kitty')].map((c) => {
            const r = c.getBoundingClientRect();
            const dot = getComputedStyle(c, '::after');
            const x = r.left + parseFloat(dot.left) + parseFloat(dot.width) / 2;
            const y = r.top + parseFloat(dot.top) + parseFloat(dot.height) / 2;
            const at = document.elementFromPoint(x, y);
            return [c.dataset.card, !!at && c.contains(at)]; })""")
        assert len(seen) == 8 and all(ok for _, ok in seen), seen
    finally:
        page.set_viewport_size({"width": 1024, "height": 768})


def test_a_ten_card_play_at_a_seat_keeps_to_its_spot_and_the_hand_stays_put(page):
    page.set_viewport_size(PHONE)
    set_lang(page, "en")
    seed, actions = _long_play_then_seat_0()
    gid = import_game(page, 4, seed, actions, [False, True, True, True])
    go_table(page, gid, delay=20)
    v = my_turn(page, gid)
    long_seat = next(s for s in range(1, 4) if v["last_moves"][s] and len(v["last_moves"][s].get("cards") or []) >= 9)
    spots = page.evaluate("""() => [...document.querySelectorAll('.ddz-spot')].map((s) => {
        const r = s.getBoundingClientRect();
        return { seat: s.dataset.seat, top: r.top, bottom: r.bottom, left: r.left, right: r.right,
                 cards: [...s.querySelectorAll('[data-card]')].map((c) => { const b = c.getBoundingClientRect();
                     return [b.left, b.right, b.top]; }) };
    })""")
    heights = {round(s["bottom"] - s["top"], 1) for s in spots}
    assert len(heights) == 1, spots  # every spot one height, a bubble, a pass or ten cards
    spot = next(s for s in spots if s["seat"] == str(long_seat))
    assert len(spot["cards"]) >= 9
    for left, right, _ in spot["cards"]:  # no card spills out sideways
        assert spot["left"] - 0.5 <= left and right <= spot["right"] + 0.5, spot
    assert len({round(top) for _, _, top in spot["cards"]}) <= 2, spot  # two rows at most
    # where the spot is wide enough (a portrait tablet), the cards overlap
    # more to keep to one row
    page.set_viewport_size({"width": 768, "height": 1024})
    wait_until(lambda: len(set(page.eval_on_selector_all(
        f".ddz-spot[data-seat='{long_seat}'] [data-card]", "els => els.map((c) => Math.round(c.getBoundingClientRect().top))"))) == 1)
    page.set_viewport_size(PHONE)
    first = boxes(page)
    on_screen(first, PHONE["height"])
    page.click(".ddz-pass")  # (the hint would go out: the hand would end)
    my_turn(page, gid)
    second = boxes(page)
    assert (second["hand"][0], second["bar"][0]) == (first["hand"][0], first["bar"][0])


def test_a_refusal_joined_to_the_prompt_reads_as_each_language_writes(page):
    page.set_viewport_size(PHONE)
    gid = at_my_bid(page, 3)
    page.click(".ddz-bid[data-bid='3']")
    v = my_turn(page, gid)
    hand = [c for c in v["hand"] if rank(c) not in ("BJ", "RJ")]
    a = hand[0]
    b = next(c for c in hand if rank(c) != rank(a))  # two ranks: no combination
    page.click(f".ddz-hand [data-card='{a}']")
    page.click(f".ddz-hand [data-card='{b}']")
    why = page.evaluate(f"hotseat.check('{gid}', 0, {{type: 'play', cards: ['{a}', '{b}']}}).then(() => null, (e) => [e.ja, e.en])")
    assert why
    ja, en = why
    set_lang(page, "en")
    page.click(f".ddz-hand [data-card='{b}']")
    page.click(f".ddz-hand [data-card='{b}']")  # drawn again in English
    wait_until(lambda: page.inner_text(".ddz-selinfo") == f"Not a legal play now: {en}")
    set_lang(page, "ja")
    page.click(f".ddz-hand [data-card='{b}']")
    page.click(f".ddz-hand [data-card='{b}']")
    wait_until(lambda: page.inner_text(".ddz-selinfo") == f"今は出せない組み合わせです：{ja}")
    assert ": " not in page.inner_text(".ddz-selinfo")


# The breakdown of a hand, drawn by the view module as the table draws it.
BREAKDOWN = """async ([id, lang]) => {
  const i18n = await import("./i18n.js");
  const view = await (await import("./games.js")).loadGame("doudizhu");
  i18n.setLang(lang);
  const v = await window.hotseat.view(id, null);
  const el = view.interlude(null, v, { names: ["A", "B", "C"] });
  return { labels: [...el.querySelectorAll(".left-cards .left-label")].map((e) => e.textContent),
           rows: [...el.querySelectorAll("tbody tr")].map((tr) =>
             [...tr.querySelectorAll(".left-cards [data-card]")].map((c) => c.dataset.card)) };
}"""


def _hand_over_with_a_set_left():
    """(seed, actions) of a three-player game to the end of its first hand,
    where a hand left holds two or three of a rank above its lowest card (a
    play's order would put them first)."""
    for seed in range(1, 200):
        m = engine.new_game(GAME, 3, seed, {"hands": 2})
        while not m.view(None)["history"]:
            s = m.to_act()[0]
            m.act(s, m.bot_action(s))
        left = m.view(None)["history"][0]["remaining"].values()
        for cards in left:
            ranks = [rank(c) for c in cards]
            low = min(ranks, key=RANKS.index)
            if any(ranks.count(r) >= 2 and r != low for r in ranks):
                return seed, m.record()["actions"]
    raise AssertionError("no seed")


def test_cards_left_are_listed_by_rank(page):
    seed, actions = _hand_over_with_a_set_left()
    gid = import_game(page, 3, seed, actions, [True, True, True], hands=2)
    for lang, head in (("en", "Cards left"), ("ja", "残りの手札")):
        out = page.evaluate(BREAKDOWN, [gid, lang])
        shown = [r for r in out["rows"] if r]
        assert shown and out["labels"] == [head] * len(shown)
        for cards in shown:
            idx = [RANKS.index(rank(c)) for c in cards]
            assert idx == sorted(idx), cards


# The breakdown as the table shows it: whether it fits its panel, and each
# name and header on one line.
FITS = """() => {
  const panel = document.querySelector(".interlude .ddz-result");
  const table = panel.querySelector(".result-table");
  const lines = """ + LINES_JS + """;
  const p = panel.getBoundingClientRect(), t = table.getBoundingClientRect();
  return { inside: t.left >= p.left - 1 && t.right <= p.right + 1 && p.right <= innerWidth,
           broken: [...table.querySelectorAll("thead th, tbody th, tbody tr:not(.left-row) td")]
             .filter((e) => lines(e) > 1).map((e) => e.textContent),
           rows: table.querySelectorAll("tbody tr.left-row").length };
}"""


def test_a_hands_breakdown_fits_a_phone_in_both_languages(page):
    seed, actions = _hand_over_with_a_set_left()
    page.set_viewport_size(PHONE)
    # one move before the hand's end: a bot makes it, and the table shows
    # the hand's breakdown
    gid = import_game(page, 3, seed, actions[:-1], [True, True, True], hands=2)
    go_table(page, gid, 20)
    page.wait_for_selector(".interlude .ddz-result", timeout=15_000)
    for lang in ("en", "ja"):
        set_lang(page, lang)
        page.wait_for_function("(l) => document.documentElement.lang === l", arg=lang)
        page.wait_for_selector(".interlude .ddz-result")
        got = page.evaluate(FITS)
        assert got["inside"] and got["broken"] == [] and got["rows"] >= 1, (lang, got)


def _most_cards_left(players, seed=1):
    """(seed, actions) of a hand that ends with as many cards left as can be:
    the first bidder bids 3 and leads its lowest single, the seat after it
    goes out by its longest plays while every other seat passes (four
    players: 25, 25 and the landlord's 32 left)."""
    m = engine.new_game(GAME, players, seed, {"hands": 2})
    landlord = m.view(None)["first_bidder"]
    m.act(landlord, {"type": "bid", "value": 3})
    runner = (landlord + 1) % players
    while m.view(None)["hand_no"] == 1:
        s = m.to_act()[0]
        legal = m.legal_actions(s)
        plays = [a for a in legal if a["type"] == "play"]
        can_pass = any(a["type"] == "pass" for a in legal)
        if s == landlord and not can_pass:
            a = min((a for a in plays if a["combo"] == "single"), key=lambda a: a["cards"][0])
        elif s == runner and plays:
            a = max(plays, key=lambda a: len(a["cards"]))
        else:
            a = {"type": "pass"} if can_pass else plays[0]
        m.act(s, a)
    return seed, m.record()["actions"]


@pytest.mark.parametrize("players", [3, 4])
def test_the_next_hand_button_is_on_screen_whatever_is_left_in_the_hands(page, players):
    """The breakdown of a hand with the most cards left (four players: 82,
    in three hands) and its Next hand button fit the screen without a scroll
    at 1024×768, 768×1024 and 412×915, in both languages; where the panel
    is wide (1024) each hand's cards left lie on one row."""
    seed, actions = _most_cards_left(players)
    left = engine.new_game(GAME, players, seed, {"hands": 2})
    for s, a in actions:
        left.act(s, a)
    counts = sorted(len(c) for c in left.view(None)["history"][0]["remaining"].values())
    assert counts == ([0, 17, 19] if players == 3 else [0, 25, 25, 32]), counts
    # one move before the hand's end: a bot makes it, and the table shows the breakdown
    last = actions[-1][0]
    gid = import_game(page, players, seed, actions[:-1], [s != (last + 1) % players for s in range(players)], hands=2)
    go_table(page, gid, 20)
    page.wait_for_selector(".interlude .ddz-result", timeout=30_000)
    try:
        for size in ({"width": 1024, "height": 768}, {"width": 768, "height": 1024}, PHONE):
            page.set_viewport_size(size)
            for lang in ("en", "ja"):
                set_lang(page, lang)
                page.wait_for_function("(l) => document.documentElement.lang === l", arg=lang)
                got = page.evaluate("""() => {
                    const b = document.querySelector('.interlude-actions .btn-primary').getBoundingClientRect();
                    return { bottom: b.bottom, top: b.top, height: b.height, inner: innerHeight, scrollY,
                             page: document.scrollingElement.scrollHeight,
                             rows: [...document.querySelectorAll('.left-cards')].map((c) =>
                               new Set([...c.querySelectorAll('[data-card]')].map((e) => Math.round(e.getBoundingClientRect().top))).size) };
                }""")
                where = (size, lang, got)
                assert got["scrollY"] == 0 and got["page"] <= got["inner"], where
                assert got["top"] >= 0 and got["bottom"] <= got["inner"] and got["height"] >= 44, where
                if size["width"] == 1024:
                    assert got["rows"] and set(got["rows"]) == {1}, where
                got = page.evaluate(FITS)
                assert got["inside"] and got["broken"] == [], (size, lang, got)
    finally:
        page.set_viewport_size({"width": 1024, "height": 768})


def landlord_game(players, landlord):
    """A one-hand game played by the bots to the play's first lead, won at
    the auction by ``landlord``."""
    for seed in range(1, 200):
        m = engine.new_game(GAME, players, seed, {"hands": 1})
        while m.view(None)["phase"] == "auction":
            s = m.to_act()[0]
            m.act(s, m.bot_action(s))
        if m.view(None)["landlord"] == landlord:
            return m
    raise AssertionError("no seed")


# The landlord's tag, its seat's head (which clips what overflows it) and
# its panel: boxes, whether its text is drawn whole, and its text.
LANDLORD_TAG = """() => {
  const tag = document.querySelector('.seat-panel.is-landlord .tag-landlord');
  const box = (e) => { const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };
  return { tag: box(tag), head: box(tag.closest('.seat-head')), panel: box(tag.closest('.seat-panel')),
           whole: tag.scrollWidth <= tag.clientWidth, text: tag.innerText, shown: tag.checkVisibility() };
}"""


def inside(a, b):
    return a[0] >= b[0] - 0.5 and a[1] >= b[1] - 0.5 and a[2] <= b[2] + 0.5 and a[3] <= b[3] + 0.5


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_landlord_tag_is_whole_inside_its_seat_with_four_players_on_a_phone(page, lang):
    """Four players at 412×915: the tag naming the landlord (after the Bot
    tag of a bot's seat) is drawn whole inside its seat's head, which clips
    what does not fit, at every seat (the three across the top, yours)."""
    page.set_viewport_size(PHONE)
    set_lang(page, lang)
    word = "地主" if lang == "ja" else "Landlord"
    for landlord in range(4):
        m = landlord_game(4, landlord)
        gid = page.evaluate("([r, s]) => window.hotseat.importRecord(r, {seats: s})",
                            [m.record(), [{"name": "", "bot": s != 0} for s in range(4)]])
        go_table(page, gid, delay=60_000)  # the table stays as it is: the next bot thinks
        page.wait_for_selector(f".seat-panel.is-landlord[data-seat='{landlord}'] .tag-landlord")
        got = page.evaluate(LANDLORD_TAG)
        assert got["shown"] and got["whole"] and word in got["text"], (landlord, got)
        assert inside(got["tag"], got["head"]) and inside(got["tag"], got["panel"]), (landlord, got)


# Each cell of the match's table of hands but the seats' names (over their
# columns, and the landlord's): its text, on how many lines it is drawn; and whether the table
# needs its box's sideways scroll.
ALL_HANDS = """() => ({
  cells: [...document.querySelectorAll('.ddz-allhands :is(th, td):not(.seat-col)')].map((e) => [e.textContent, (""" + LINES_JS + """)(e)]),
  scrolls: (() => { const b = document.querySelector('.ddz-allhands .table-scroll'); return b.scrollWidth > b.clientWidth; })() })"""


@pytest.mark.parametrize("players,hands,lang", [(3, 2, "en"), (3, 2, "ja"), (4, 1, "ja")])
def test_the_matchs_table_of_hands_breaks_no_word_on_a_phone(page, players, hands, lang):
    """At 412x915 the table of every hand under the final standings broke
    its headers and cells inside a word ('ハン' / 'ド', '佐' / '藤', '農' /
    '民', 'ボッ' / 'ト1'): no word is broken but a seat's name where it
    must, and every column is in sight (no sideways scroll)."""
    m = engine.new_game(GAME, players, 3, {"hands": hands})
    while not m.finished:
        s = m.to_act()[0]
        m.act(s, m.bot_action(s, "random"))  # the playing bot takes seconds here
    page.set_viewport_size(PHONE)
    set_lang(page, lang)
    gid = page.evaluate("([r, s]) => window.hotseat.importRecord(r, {seats: s})",
                        [m.record(), [{"name": "", "bot": s != 0} for s in range(players)]])
    go_table(page, gid)
    page.wait_for_selector(".ddz-allhands tbody tr")
    got = page.evaluate(ALL_HANDS)
    # a name wraps at its spaces only ('Player' / '1')
    assert [c for c in got["cells"] if c[1] > len(c[0].split())] == [], got
    assert not got["scrolls"], got
