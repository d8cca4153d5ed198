"""Cena's ring with 4 and 5 players as new players found it (issue #30): at
1024×768 the trick's banner keeps off the topic card and the spots, no
alliance marker hides the info's trick count, and with 5 players the hand's
buttons stay on the screen; on a phone with 5 players the spots and their
"← name" labels keep off the seats, the markers and each other. Checked on
a human's turn (a card selected, its spots lit) and with the last trick
open, in both languages.
"""

from __future__ import annotations

import pytest

import test_ui_cena as cena
from hotseat import engine
from ui_helpers import LINES_JS, go_table, pview, wait_until

# Every pair that must not overlap: [what, over what]. A spot's label is
# checked like the spot; the banner is the trick's (.cena-takes).
CLASHES = """() => {
  const r = (e) => e.getBoundingClientRect();
  const hit = (a, b) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
  const shown = (sel) => [...document.querySelectorAll(sel)].filter((e) => e.getClientRects().length);
  const rules = [
    ['.cena-spot, .spot-by', '.cena-seat, .cena-marker, .cena-topic, .cena-lead, .cena-takes, .cena-trickno'],
    ['.cena-spot, .spot-by', '.cena-spot, .spot-by'],
    ['.cena-marker', '.cena-trickno, .cena-legend, .cena-topic, .cena-takes'],
    ['.cena-takes', '.cena-topic'],
  ];
  const out = [];
  for (const [a, b] of rules)
    for (const x of shown(a))
      for (const y of shown(b))
        if (x !== y && !x.contains(y) && !y.contains(x) && hit(r(x), r(y)))
          out.push(`${x.className} [${x.dataset.seat ?? x.textContent.trim()}] over ${y.className}`);
  return [...new Set(out)];
}"""

CASES = [(4, 1024, 768), (5, 1024, 768), (5, 412, 915)]


def set_lang(page, lang):
    if page.evaluate("document.documentElement.lang") != lang:
        page.click(".btn-lang")
        page.wait_for_function("(l) => document.documentElement.lang === l", arg=lang)


def check(page, what, height):
    page.wait_for_timeout(250)        # a redraw for the new language or state settles
    clashes = page.evaluate(CLASHES)
    assert clashes == [], (what, clashes)
    assert page.evaluate("document.documentElement.scrollWidth <= innerWidth"), what
    if height == 768:
        # the landscape tablet: the hand's buttons on the screen
        page.evaluate("window.scrollTo(0, 0)")
        for box in page.eval_on_selector_all(".cena-buttons .btn", "els => els.map(e => e.getBoundingClientRect().bottom)"):
            assert box <= height, (what, box)


@pytest.mark.parametrize("players,width,height", CASES)
def test_ring_keeps_its_parts_apart(page, site, players, width, height):
    page.set_viewport_size({"width": width, "height": height})
    gid = cena.new_game(page, [("Sato", False)] + [(f"Bot {i}", True) for i in range(1, players)], 2)
    cena.go_table(page, gid)
    cena.reveal_first_three(page)
    for _ in range(4):
        cena.wait_play_turn(page, gid, [0])
        if page.locator(".cena-last").count():
            break
        cena.play_one_card(page, gid)
    for lang in ("ja", "en"):
        set_lang(page, lang)
        card = cena.dom_cards(page, ".cena-hand .cc-button:not(:disabled)")[-1]
        page.click(f".cena-hand [data-card='{card}']")
        check(page, (players, width, lang, "turn"), height)
        page.click(f".cena-hand [data-card='{card}']")
        page.click(".cena-last[aria-pressed='false']")
        page.wait_for_selector(".cena-takes.is-looking")
        check(page, (players, width, lang, "last trick"), height)
        page.click(".cena-last[aria-pressed='true']")
    page.set_viewport_size({"width": 1024, "height": 768})


# The hand of a 3-player deal (12 cards) at the tablets' widths: held in one
# row (at 768 px upright, 12 cards at full width wrapped one card alone onto
# a second row), each card still a tap target of 44 px or more.
HAND_ROWS = """() => [...document.querySelectorAll('.cena-hand .cena-card')].map((e) => {
  const b = e.getBoundingClientRect(); return [Math.round(b.top), b.width, b.height]; })"""


@pytest.mark.parametrize("width,height", [(768, 1024), (1024, 768)])
def test_a_twelve_card_hand_is_one_row_on_a_tablet(page, site, width, height):
    page.set_viewport_size({"width": width, "height": height})
    gid = cena.new_game(page, [("Sato", False), ("Bot A", True), ("Bot B", True)], 5)
    cena.go_table(page, gid)
    page.wait_for_selector(".cena-table[data-phase='reveal'] .cena-me.is-acting .cc-button")
    cards = page.evaluate(HAND_ROWS)
    assert len(cards) == 12
    assert len({top for top, _, _ in cards}) == 1, cards
    assert all(w >= 44 and h >= 44 for _, w, h in cards), cards
    if width == 1024:   # room for the cards' full width: they take it
        assert all(w >= 57 for _, w, _ in cards), cards
    assert page.evaluate("document.documentElement.scrollWidth <= innerWidth")
    page.set_viewport_size({"width": 1024, "height": 768})


# Each seat's "Total n" on a phone with 5 players, in English where the
# words are longest: never broken between its word and its number, and
# inside its seat's box.
TOTALS = """() => [...document.querySelectorAll('.cena-seat .seat-total')].map((e) => {
  const r = e.getBoundingClientRect(), s = e.closest('.cena-seat').getBoundingClientRect();
  const line = parseFloat(getComputedStyle(e).lineHeight) || 16;
  return [e.textContent, r.height <= line * 1.3, r.left >= s.left - 1 && r.right <= s.right + 1]; })"""


def test_a_seats_total_stays_whole_on_a_phone(page, site):
    page.set_viewport_size({"width": 412, "height": 915})
    set_lang(page, "en")
    gid = cena.new_game(page, [("Sato", False)] + [(f"Bot {c}", True) for c in "ABCD"], 5)
    cena.go_table(page, gid)
    page.wait_for_selector(".cena-table[data-phase='reveal'] .cena-me.is-acting .cc-button")
    totals = page.evaluate(TOTALS)
    assert len(totals) == 5 and all(text.startswith("Total") for text, _, _ in totals), totals
    assert all(one and inside for _, one, inside in totals), totals
    page.set_viewport_size({"width": 1024, "height": 768})


# --------------------------------------------------------------------------- a turn does not move the table

def record_before_turn(players, seed):
    """A record of random bots up to a bot's move in the second trick or
    later, the human (seat 0) to play after it: every seat has played this
    deal, so its last-move bubble is drawn already."""
    m = engine.new_game(cena.GAME, players=players, seed=seed, options={})
    while not m.finished:
        v = m.view(None)
        spots = (v["trick"] or {}).get("spots") or []
        if (v["phase"] == "play" and v["tricks_done"] >= 1 and m.to_act() == [players - 1]
                and any(spots) and not any(x and x["by"] == 0 for x in spots)):
            return m.record()
        s = m.to_act()[0]
        m.act(s, m.bot_action(s, "random"))
    raise AssertionError("no such position")


# Where the ring and everything placed in it lie: the ring's box, each
# marker's, each spot's and each seat's (the seat that moves too: its
# bubble's box holds whatever it may say).
PLACES = """() => {
  const box = (e) => { const r = e.getBoundingClientRect(); return [r.left, r.top, r.width, r.height].map((x) => Math.round(x * 10) / 10); };
  const all = (sel, key) => Object.fromEntries([...document.querySelectorAll(sel)].map((e) => [e.dataset[key], box(e)]));
  return { ring: box(document.querySelector('.cena-ring')), markers: all('.cena-marker', 'alliance'),
    spots: all('.cena-spot', 'seat'), seats: all('.cena-seat', 'seat'), page: document.documentElement.scrollHeight };
}"""


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("players,width,height", [(4, 1024, 768), (5, 1024, 768), (3, 768, 1024), (5, 412, 915)])
def test_the_ring_stays_put_when_the_humans_turn_comes(page, site, players, width, height, lang):
    """The reviewer's jump: the ring was sized by what the hand left it, and
    the prompt and buttons that came with the human's turn (and the
    suggestion that came with Hint) took its height, moving every seat and
    marker. Measured while a bot thinks, on the human's turn, with a card
    selected and with the hint's suggestion: the same places each time."""
    page.set_viewport_size({"width": width, "height": height})
    set_lang(page, lang)
    rec = record_before_turn(players, 3)
    seats = [{"name": ("プレイヤー" if lang == "ja" else "Player ") + str(s + 1), "bot": s != 0} for s in range(players)]
    gid = page.evaluate("([r, s]) => window.hotseat.importRecord(r, {seats: s})", [rec, seats])
    go_table(page, gid, 3000)       # the bot thinks 3 s
    bot = players - 1
    page.wait_for_selector(f".cena-seat.is-turn[data-seat='{bot}']")
    page.wait_for_timeout(300)      # a redraw for a new size would come within 120 ms
    thinking = page.evaluate(PLACES)
    assert page.locator(f".cena-seat.is-turn[data-seat='{bot}']").count() == 1
    page.wait_for_selector(".cena-me.is-acting .cc-button:not(:disabled)", timeout=15_000)
    page.wait_for_timeout(300)
    states = {"turn": page.evaluate(PLACES)}
    card = cena.dom_cards(page, ".cena-hand .cc-button:not(:disabled)")[-1]
    page.click(f".cena-hand [data-card='{card}']")
    page.wait_for_timeout(300)
    states["card selected"] = page.evaluate(PLACES)
    page.click(".cena-hint-btn")
    page.wait_for_selector(".cena-suggestion")
    page.wait_for_timeout(300)
    states["hint"] = page.evaluate(PLACES)
    for what, places in states.items():
        assert places == thinking, (what, places, thinking)
    assert thinking["page"] <= height
    page.set_viewport_size({"width": 1024, "height": 768})


# The reveal's buttons on screen: their boxes, and the page's height.
REVEAL_FIT = """() => ({ page: document.documentElement.scrollHeight,
  buttons: [...document.querySelectorAll('.cena-buttons .btn')].map((e) => {
    const r = e.getBoundingClientRect(); return [e.textContent.trim(), r.top, r.bottom, r.width, r.height]; }) })"""


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("players", [3, 5])
def test_the_reveal_fits_a_phone(page, site, players, lang):
    """412x915, the first deal's reveal (the hand at its fullest, two rows
    with 3 players): Clear, Reveal and Hint share one row, each a target of
    44 px or more, and the page is no taller than the screen (in Japanese
    with 3 players it was 926 px, the Hint button's lower edge cut)."""
    page.set_viewport_size({"width": 412, "height": 915})
    set_lang(page, lang)
    names = [("プレイヤー" if lang == "ja" else "Player ") + str(s + 1) for s in range(players)]
    gid = cena.new_game(page, [(names[0], False)] + [(x, True) for x in names[1:]], 5)
    cena.go_table(page, gid)
    page.wait_for_selector(".cena-table[data-phase='reveal'] .cena-me.is-acting .cc-button")
    page.wait_for_timeout(250)
    fit = page.evaluate(REVEAL_FIT)
    assert [b[0] for b in fit["buttons"]] == (["Clear", "Reveal these 3", "Hint"] if lang == "en" else ["選択解除", "この3枚を公開", "ヒント"])
    assert len({round(b[1]) for b in fit["buttons"]}) == 1, fit
    assert all(b[2] <= 915 and b[3] >= 44 and b[4] >= 44 for b in fit["buttons"]), fit
    assert fit["page"] <= 915, fit
    page.set_viewport_size({"width": 1024, "height": 768})


# --------------------------------------------------------------------------- the last move's bubble, whole

def record_with_bubbles(players, seed):
    """A record of random bots at a bot's turn after the first trick, when
    every seat's last move is of this deal, the human's (seat 0) a card in
    front of itself (the longest: 'Mead 1 → own spot') and some seat's in
    front of another; and those last moves."""
    m = engine.new_game(cena.GAME, players=players, seed=seed, options={})
    while not m.finished:
        v = m.view(0)
        latest = v["events"]["latest"]
        if v["phase"] == "play" and v["tricks_done"] >= 1 and m.to_act()[0] != 0 and all(
                e and e["kind"] in ("played", "played_card") and e["deal"] == v["deal"] for e in latest) \
                and latest[0]["spot"] == 0 and any(e["spot"] != s for s, e in enumerate(latest)):
            return m.record(), latest
        s = m.to_act()[0]
        m.act(s, m.bot_action(s, "random"))
    raise AssertionError("no such position")


# Each bubble: its text as shown (not the words kept for screen readers),
# whether it is cut (its text wider than its box), and whether it lies
# inside its seat's box and the screen.
BUBBLES = """() => [...document.querySelectorAll('.cena-seat .seat-last .bubble:not(.is-sizer)')].map((b) => {
  const seat = b.closest('.cena-seat'), s = seat.getBoundingClientRect(), r = b.getBoundingClientRect();
  const shown = [...b.childNodes].filter((n) => !(n.classList && n.classList.contains('visually-hidden')))
    .map((n) => n.textContent).join('');
  const rects = [...b.childNodes].filter((n) => !(n.classList && n.classList.contains('visually-hidden'))).map((n) => {
    if (n.nodeType === 1) return n.getBoundingClientRect();
    const text = document.createRange(); text.selectNodeContents(n); return text.getBoundingClientRect(); });
  const t = { left: Math.min(...rects.map((x) => x.left)), right: Math.max(...rects.map((x) => x.right)) };
  return { seat: Number(seat.dataset.seat), shown, back: !!b.querySelector('.cena-back'),
    cut: b.scrollWidth > b.clientWidth || t.right > r.right + 0.5 || t.left < r.left - 0.5,
    inside: r.left >= s.left - 0.5 && r.right <= s.right + 0.5 && r.top >= s.top - 0.5 && r.bottom <= s.bottom + 0.5
      && r.left >= 0 && r.right <= innerWidth && r.bottom <= innerHeight };
})"""

SUITS = {"ale": ("Ale", "エール"), "mead": ("Mead", "ミード"), "wine": ("Wine", "ワイン"), "cider": ("Cider", "シードル")}


@pytest.mark.parametrize("players,width,height,lang", [(3, 768, 1024, "en"), (5, 412, 915, "en"), (5, 1024, 768, "ja"),
                                                       (5, 412, 915, "ja"), (3, 412, 915, "ja"), (5, 768, 1024, "ja")])
def test_a_seats_last_move_is_shown_whole(page, site, players, width, height, lang):
    """The bubble at each seat saying where its last card went was cut to
    one line ('Mead 1 → own s…', '→ Play…', '→ プレイ…'): each is whole,
    inside its seat and the screen, and says the card (the human's own) or
    'Played' (or a card's back for the word, where the line is short) and
    where it went."""
    page.set_viewport_size({"width": width, "height": height})
    set_lang(page, lang)
    names = [("プレイヤー" if lang == "ja" else "Player ") + str(s + 1) for s in range(players)]
    rec, latest = record_with_bubbles(players, 13)
    gid = page.evaluate("([r, s]) => window.hotseat.importRecord(r, {seats: s})",
                        [rec, [{"name": x, "bot": s != 0} for s, x in enumerate(names)]])
    go_table(page, gid, 3000)
    page.wait_for_function("(n) => document.querySelectorAll('.cena-seat .seat-last .bubble:not(.is-sizer)').length === n", arg=players)
    page.wait_for_timeout(300)
    bubbles = page.evaluate(BUBBLES)
    assert sorted(b["seat"] for b in bubbles) == list(range(players))
    ja = lang == "ja"
    for b in bubbles:
        e = latest[b["seat"]]
        where = ("自分の前" if ja else "own spot") if e["spot"] == b["seat"] else names[e["spot"]]
        if b["seat"] == 0:
            suit, num = e["card"].split("-")
            want = f"{SUITS[suit][1]}{num} → {where}" if ja else f"{SUITS[suit][0]} {num} → {where}"
        else:
            want = f" → {where}" if b["back"] else (f"出した → {where}" if ja else f"Played → {where}")
        assert b["shown"] == want, (b, want)
        assert not b["cut"] and b["inside"], b
    page.set_viewport_size({"width": 1024, "height": 768})


# --------------------------------------------------------------------------- a deal's breakdown on one screen

def record_before_deal_end(players, seed):
    """A record of random bots up to the move that ends the first deal."""
    m = engine.new_game(cena.GAME, players=players, seed=seed, options={})
    while not m.finished:
        before = m.record()
        s = m.to_act()[0]
        m.act(s, m.bot_action(s, "random"))
        if any(e["kind"] == "deal_scored" for e in m.step_events(None)):
            return before
    raise AssertionError("no deal ended")


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("width,height", [(1024, 768), (768, 1024), (412, 915)])
def test_next_deal_is_on_screen_under_the_breakdown(page, site, width, height, lang):
    """Five players' breakdown at the end of a deal: the "Next deal" button
    lies inside the screen as the breakdown opens, with no scrolling (on a
    phone in English and at 1024x768 in Japanese it lay below the screen),
    and is a 44 px target."""
    page.set_viewport_size({"width": width, "height": height})
    set_lang(page, lang)
    names = [("プレイヤー" if lang == "ja" else "Player ") + str(s + 1) for s in range(5)]
    rec = record_before_deal_end(5, 5)
    gid = page.evaluate("([r, s]) => window.hotseat.importRecord(r, {seats: s})",
                        [rec, [{"name": x, "bot": s != 0} for s, x in enumerate(names)]])
    go_table(page, gid, 20)
    nxt = page.locator(".interlude .interlude-actions .btn-primary")
    nxt.wait_for(timeout=30_000)
    assert nxt.inner_text() == ("次のディールへ" if lang == "ja" else "Next deal")
    page.wait_for_timeout(300)
    assert page.locator(".interlude .cena-result tbody tr").count() == 10
    box = page.evaluate("""() => { const r = document.querySelector('.interlude .interlude-actions .btn-primary').getBoundingClientRect();
        return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, w: r.width, h: r.height, scrolled: scrollY }; }""")
    assert box["scrolled"] == 0, box
    assert box["left"] >= 0 and box["top"] >= 0 and box["right"] <= width and box["bottom"] <= height, box
    assert box["w"] >= 44 and box["h"] >= 44, box
    page.set_viewport_size({"width": 1024, "height": 768})


# Every pair of labels naming seats that overlap, at every change of the page
# from now on: the seats' names, the alliance markers' names, an empty spot's
# name, a card's "← who placed it".
WATCH_LABELS = """() => {
  const w = window.__cenaLabels = { draws: 0, out: [] };
  const r = (e) => e.getBoundingClientRect();
  const hit = (a, b) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
  const note = () => {
    const els = [...document.querySelectorAll('.cena-seat-name, .mk-names, .spot-label, .spot-by')].filter((e) => e.getClientRects().length);
    if (!els.length) return;
    w.draws += 1;
    for (let i = 0; i < els.length; i++)
      for (let j = i + 1; j < els.length; j++)
        if (hit(r(els[i]), r(els[j]))) {
          const s = `${els[i].className} '${els[i].textContent}' over ${els[j].className} '${els[j].textContent}'`;
          if (!w.out.includes(s)) w.out.push(s);
        }
  };
  new MutationObserver(note).observe(document.body, { childList: true, subtree: true, attributes: true, characterData: true });
}"""


@pytest.mark.parametrize("width,height", [(1024, 768), (768, 1024), (412, 915)])
def test_five_seats_labels_never_overlap(page, site, width, height):
    """Five bots with the default names ('Player 4' / 'プレイヤー4') play three
    tricks, in Japanese then English: at every draw, no two labels naming a
    seat overlap (on a phone the '← プレイヤー4' and '← プレイヤー1' of the
    two spots at the top of the ring lay over each other)."""
    page.set_viewport_size({"width": width, "height": height})
    try:
        for lang in ("ja", "en"):
            page.evaluate("async (l) => { const i = await import('./i18n.js'); if (i.lang() !== l) i.setLang(l); }", lang)
            gid = cena.new_game(page, [("", True)] * 5, 3)
            page.evaluate(WATCH_LABELS)
            go_table(page, gid, delay=100)
            wait_until(lambda: pview(page, gid)["tricks_done"] >= 3, timeout=90)
            seen = page.evaluate("window.__cenaLabels")
            assert seen["draws"] > 20 and seen["out"] == [], (lang, seen["draws"], seen["out"][:4])
    finally:
        page.set_viewport_size({"width": 1024, "height": 768})


def record_at_humans_turn_after_a_trick(players, seed):
    """A record of bots up to the human's (seat 0's) turn in the second trick
    or later, the human to lead it: the Last trick button shows the trick won."""
    m = engine.new_game(cena.GAME, players=players, seed=seed, options={})
    while not m.finished:
        v = m.view(None)
        if v["phase"] == "play" and v["tricks_done"] >= 1 and m.to_act() == [0] and not any(v["trick"]["spots"]):
            return m.record()
        s = m.to_act()[0]
        m.act(s, m.bot_action(s))
    raise AssertionError("no such position")


# The hand's buttons: text, on how many lines it is drawn, and box.
BUTTONS = """() => [...document.querySelectorAll('.cena-buttons .btn')].map((e) => {
  const r = e.getBoundingClientRect();
  return [e.textContent.trim(), (""" + LINES_JS + """)(e), r.left, r.right, r.top, r.bottom,
          e.scrollWidth <= e.clientWidth]; })"""


@pytest.mark.parametrize("players", [3, 5])
def test_the_last_trick_button_keeps_its_words_whole_on_a_phone(page, site, players):
    """At 412x915 in Japanese, beside the hint's suggestion, the Last trick
    button broke its word in two ('直前のトリ' / 'ック'); it keeps each
    Japanese label on one line and inside the button, the buttons side by
    side on the screen."""
    page.set_viewport_size({"width": 412, "height": 915})
    set_lang(page, "ja")
    rec = record_at_humans_turn_after_a_trick(players, 3)
    seats = [{"name": f"プレイヤー{s + 1}", "bot": s != 0} for s in range(players)]
    gid = page.evaluate("([r, s]) => window.hotseat.importRecord(r, {seats: s})", [rec, seats])
    go_table(page, gid)
    page.wait_for_selector(".cena-me.is-acting .cena-hint-btn")
    page.click(".cena-hint-btn")
    page.wait_for_selector(".cena-suggestion")
    for pressed in ("false", "true"):
        page.wait_for_selector(f".cena-last[aria-pressed='{pressed}']", timeout=5000)
        buttons = page.evaluate(BUTTONS)
        last = [b for b in buttons if b[0] in ("直前のトリック", "今のトリックに戻る")]
        assert len(last) == 1 and last[0][1] == 1, buttons
        for i, (text, _, left, right, top, bottom, fits) in enumerate(buttons):
            assert 0 <= left and right <= 412 and fits, buttons
            for other in buttons[i + 1:]:
                assert right <= other[2] or other[3] <= left or bottom <= other[4] or other[5] <= top, buttons
        page.click(".cena-last")
    page.set_viewport_size({"width": 1024, "height": 768})
