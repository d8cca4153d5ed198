"""China Duel's table on a tablet and a phone, as a review of a game played by
taps found it: the whole table on one screen of a tablet, the action panel
holding still while the bot plays, each seat's latest act (the Emperor's
placement is the longest) read whole, and the map's names in the reader's
script, clear of each other and of the pieces.

Games are set up through window.hotseat (bots' moves included, to reach the
middle of a game); what is checked is what the UI shows.
"""

from __future__ import annotations

from ui_helpers import go_table, pview, wait_until

import test_ui_china_duel as cd
from test_ui_china_duel_table import ADVANCE, SIZES, latest_label, mid_game, set_lang

# Every region's name on the map against every other name and every piece
# or mark drawn near it, in screen pixels (the CSS font size changes with the
# screen): a house space with the ring a placed piece gets (7 units out, its
# stroke 2.5 more), a court's ring likewise (31 + 2.5), the colour mark, the
# "scored" tick, the suggestion's star and the court's count.
MAP_OVERLAPS = """() => {
  const svg = document.querySelector('.cd-table .cd-map');
  const k = svg.getScreenCTM().a;   // (the drawing is centred in a box of another shape)
  const box = (e, pad = 0) => { const r = e.getBoundingClientRect();
    return { x: r.left - pad * k, y: r.top - pad * k, w: r.width + 2 * pad * k, h: r.height + 2 * pad * k }; };
  const hit = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
  const names = [...svg.querySelectorAll('.cd-region-name')].map((e) => [e.closest('.cd-region').dataset.region, box(e)]);
  const things = [];
  for (const e of svg.querySelectorAll('.cd-space')) things.push([`space ${e.dataset.region} ${e.dataset.space}`, box(e.querySelector('.cd-space-box'), 9.5)]);
  for (const e of svg.querySelectorAll('.cd-court')) {
    const c = e.querySelector('.cd-court-ring').getBoundingClientRect();
    const r = 33.5 * k, cx = c.left + c.width / 2, cy = c.top + c.height / 2;
    things.push([`court ${e.dataset.region}`, { x: cx - r, y: cy - r, w: 2 * r, h: 2 * r }]);
  }
  for (const e of svg.querySelectorAll('.cd-region-mark, .cd-scored, .cd-star, .cd-court-cap')) {
    things.push([e.getAttribute('class') + ' ' + (e.closest('[data-region]') || {dataset: {}}).dataset.region, box(e)]);
  }
  const out = [];
  names.forEach(([id, b], i) => {
    names.forEach(([id2, b2], j) => { if (j > i && hit(b, b2)) out.push(`name ${id} over name ${id2}`); });
    for (const [what, b2] of things) if (hit(b, b2)) out.push(`name ${id} over ${what}`);
  });
  return out;
}"""


def test_the_map_names_regions_in_the_readers_script_clear_of_the_pieces(page, site):
    """In Japanese the map names a region by its kanji alone (楚, not
    '楚 Chu'); in English by both, as before; at 1024×768, 768×1024 and
    412×915 no name overlaps another or a space, a court, a mark or a
    piece's ring."""
    gid = mid_game(page, rounds=8)
    v = pview(page, gid)
    for lang in ("en", "ja"):
        set_lang(page, lang)
        want = {r["id"]: r["name"]["ja"] if lang == "ja" else f"{r['name']['ja']} {r['name']['en']}"
                for r in v["map"]["regions"]}
        shown = dict(page.eval_on_selector_all(".cd-table .cd-region-name",
                                               "els => els.map(e => [e.closest('.cd-region').dataset.region, e.textContent])"))
        assert shown == want, lang
        for name, (w, h) in SIZES.items():
            page.set_viewport_size({"width": w, "height": h})
            page.wait_for_timeout(150)
            assert page.evaluate(MAP_OVERLAPS) == [], (lang, name)
            cd.shot(page, f"china_duel-map-names-{name}-{lang}")
        page.set_viewport_size({"width": 1024, "height": 768})


# Whether an element's text is drawn whole inside it: no overflow, and every
# line of it inside its box.
WHOLE = """(e) => { const b = e.getBoundingClientRect(); const r = document.createRange(); r.selectNodeContents(e);
  const lines = [...r.getClientRects()].filter((x) => x.width > 0);
  return e.scrollWidth <= e.clientWidth + 1 && e.scrollHeight <= e.clientHeight + 1 && lines.length > 0
    && lines.every((x) => x.left >= b.left - 1 && x.right <= b.right + 1 && x.top >= b.top - 1 && x.bottom <= b.bottom + 1); }"""


def test_each_seats_latest_act_is_read_whole(page, site):
    """Each seat's latest act, here both the Emperor's placements (the
    longest: 'Emperor: House · Zhao Space 6 [yellow+yellow]'), is whole in
    its bubble, the bubble inside its seat's panel and the screen's width, at
    the three sizes in both languages (in English it was cut with an
    ellipsis at 1024×768)."""
    gid = mid_game(page, rounds=8)
    v = pview(page, gid)
    latest = v["events"]["latest"]
    assert [latest[s]["kind"] for s in (0, 1)] == ["emperor", "emperor"], "pick a seed where both operated the Emperor last"
    for lang in ("en", "ja"):
        set_lang(page, lang)
        for name, (w, h) in SIZES.items():
            page.set_viewport_size({"width": w, "height": h})
            page.wait_for_timeout(150)
            for seat in (0, 1):
                bubble = page.locator(f".cd-seat[data-seat='{seat}'] .cd-latest")
                assert bubble.inner_text() == latest_label(v, latest[seat], lang)
                assert bubble.evaluate(WHOLE), (lang, name, seat, bubble.inner_text())
                b = bubble.bounding_box()
                panel = page.locator(f".cd-seat[data-seat='{seat}']").bounding_box()
                assert panel["x"] <= b["x"] and b["x"] + b["width"] <= panel["x"] + panel["width"], (lang, name, seat)
                assert panel["y"] <= b["y"] and b["y"] + b["height"] <= panel["y"] + panel["height"], (lang, name, seat)
                assert 0 <= b["x"] and b["x"] + b["width"] <= w
            cd.shot(page, f"china_duel-latest-{name}-{lang}")
        page.set_viewport_size({"width": 1024, "height": 768})


# What must be seen of the table without a scroll: the map, the Emperor's
# open hand, the display, the influence cards, the player's hand, the action
# panel and each of its buttons, both players' panels. Each is inside the
# screen and inside its own area's box (an area's content past its box is
# cut or needs a scroll of its own), and the page does not scroll.
FIT = """() => {
  const out = [];
  const W = innerWidth, H = innerHeight;
  if (document.documentElement.scrollHeight > H + 1) out.push(`page scrolls: ${document.documentElement.scrollHeight}`);
  const parts = [['.cd-map', '.cd-board'], ['.cd-common .cd-emperor', '.cd-common'], ['.cd-common .cd-display', '.cd-common'],
    ['.cd-common .cd-influences', '.cd-common'], ['.cd-myhand', '.cd-action'], ['.cd-controls .btn', '.cd-action'],
    ['.cd-zoom', '.cd-action'], ['.cd-prompt', '.cd-action'], ['.cd-seat', '.cd-seats']];
  for (const [sel, area] of parts) {
    const els = document.querySelectorAll(sel);
    if (!els.length && !['.cd-zoom', '.cd-controls .btn'].includes(sel)) out.push(`${sel} missing`);
    const a = document.querySelector(area).getBoundingClientRect();
    for (const e of els) {
      const r = e.getBoundingClientRect();
      if (r.left < -1 || r.top < -1 || r.right > W + 1 || r.bottom > H + 1) out.push(`${sel} off screen: ${Math.round(r.bottom)}`);
      if (r.left < a.left - 1 || r.top < a.top - 1 || r.right > a.right + 1 || r.bottom > a.bottom + 1) out.push(`${sel} outside ${area}`);
    }
  }
  for (const area of ['.cd-common', '.cd-action', '.cd-seat']) for (const e of document.querySelectorAll(area))
    if (e.scrollHeight > e.clientHeight + 1) out.push(`${area} overflows: ${e.scrollHeight} > ${e.clientHeight}`);
  return out;
}"""

TABLETS = {"landscape": SIZES["landscape"], "portrait": SIZES["portrait"]}


def open_largest_region(page):
    """The lit region with the most spaces opened large (the tallest action panel)."""
    lit = page.eval_on_selector_all(".cd-region.is-target", """els => els.map(e => [e.dataset.region,
        document.querySelectorAll(`.cd-map .cd-space[data-region="${e.dataset.region}"]`).length])""")
    region = max(lit, key=lambda x: x[1])[0]
    page.click(f".cd-region[data-region='{region}']")
    page.wait_for_selector(f".cd-table[data-selected='{region}']")


def test_the_whole_table_is_on_one_screen_of_a_tablet(page, site):
    """At 1024×768 and 768×1024, in English and Japanese, with a bot and with
    two humans, on the first turn with the largest region open (the action
    panel at its tallest: five buttons), in the middle of a game and at the
    Emperor's step (his hand, his region open, the suggestion): the map,
    the Emperor's hand, the display, the influence cards, the hand, the
    action panel and its buttons and both players' panels are on the screen,
    the page unscrolled (the Emperor's hand, the display and the influence
    cards were 200-450 px below the fold). With the log panel open beside
    the table, or at 1024×640, the table scrolls in two columns, the map
    still large and within the screen's height."""
    games = [("bot, first turn", [("Sato", False), ("Bot", True)], 0),
             ("bot, round 8", [("Sato", False), ("Bot", True)], 8),
             ("two humans, round 8", [("Sato", False), ("Mori", False)], 8),
             ("bot, the Emperor", [("Sato", False), ("Bot", True)], 4)]
    for what, seats, rounds in games:
        gid = cd.new_game(page, seats, cd.HUMAN_SEED if not rounds else 11)
        if "Emperor" in what:
            page.evaluate(TO_EMPEROR, [gid, rounds])
        elif rounds:
            page.evaluate(ADVANCE, [gid, rounds])
        go_table(page, gid)
        if not seats[1][1]:
            page.click(".handover-ready")
        cd.wait_acting(page, gid)
        if "Emperor" in what:   # (his suggested region is open, the suggestion a button)
            assert page.locator(".cd-zoom").count() == 1 and page.locator("button.cd-suggestion").count() == 1
        else:
            open_largest_region(page)
        for lang in ("en", "ja"):
            set_lang(page, lang)
            for name, (w, h) in TABLETS.items():
                page.set_viewport_size({"width": w, "height": h})
                page.wait_for_timeout(150)
                assert page.evaluate("scrollY") == 0
                assert page.evaluate(FIT) == [], (what, lang, name)
                cd.shot(page, f"china_duel-fit-{name}-{lang}-{what}")
        page.set_viewport_size({"width": 1024, "height": 768})
        if what == "bot, round 8":
            # The log panel open beside a landscape table takes 300 px: the
            # table goes back to two columns that scroll, the map kept large.
            page.click(".table-bar button[aria-controls='log-panel']")
            page.wait_for_selector("#log-panel:not([hidden])")
            assert page.locator(".cd-map").bounding_box()["width"] >= 340
            assert cd.layout_problems(page) == [] and cd.small_targets(page) == []
            page.click(".table-bar button[aria-controls='log-panel']")
            # so does a landscape screen under 700 px tall, the map within it
            page.set_viewport_size({"width": 1024, "height": 640})
            page.wait_for_timeout(150)
            m = page.locator(".cd-map").bounding_box()
            assert m["width"] >= 340 and m["y"] + m["height"] <= 640, m
            assert cd.layout_problems(page) == [] and cd.small_targets(page) == []
            page.set_viewport_size({"width": 1024, "height": 768})
        page.evaluate("location.hash = '#/'")
        page.wait_for_selector(".game-card")


def test_a_phone_shows_the_map_first_then_the_hand_and_the_buttons(page, site):
    """At 412×915 the table does not fit one screen: the map comes first,
    then the other player's turn in a box of its own, then the action panel;
    the player's hand and the first row of buttons are on the first screen
    (the players' panels and the table's cards follow, a scroll away)."""
    page.set_viewport_size({"width": 412, "height": 915})
    mid_game(page, rounds=8)
    for lang in ("en", "ja"):
        set_lang(page, lang)
        page.evaluate("window.scrollTo(0, 0)")
        top = lambda sel: page.locator(sel).first.bounding_box()["y"]  # noqa: E731
        assert top(".cd-board") < top(".cd-last") < top(".cd-action") < top(".cd-seats") < top(".cd-common"), lang
        for sel in (".cd-myhand", ".cd-controls .btn"):
            box = page.locator(sel).first.bounding_box()
            assert box["y"] >= 0 and box["y"] + box["height"] <= 915 and box["x"] + box["width"] <= 412, (lang, sel, box)
        cd.shot(page, f"china_duel-fit-phone-{lang}")
    page.set_viewport_size({"width": 1024, "height": 768})


# Advances a game with the bots' moves until seat 0 is to operate the Emperor
# in round ``rounds`` or later.
TO_EMPEROR = """async ([id, rounds]) => {
  const hs = window.hotseat;
  for (;;) {
    const v = await hs.view(id, null);
    const who = await hs.toAct(id);
    if (v.round >= rounds && who[0] === 0 && v.phase === 'emperor') return v;
    await hs.act(id, who[0], await hs.botAction(id, who[0]));
  }
}"""

# Every table drawn from now on: where the action panel, its buttons, the
# turn's lines and the map are.
RECORD = """() => { window.cdBoxes = [];
  const box = (s) => { const e = document.querySelector(s); if (!e) return null;
    const r = e.getBoundingClientRect(); return [r.left, r.top, r.width, r.height].map(Math.round).join(','); };
  new MutationObserver(() => { const t = document.querySelector('.cd-table'); if (!t) return;
    window.cdBoxes.push({ active: t.dataset.active, phase: t.dataset.phase, acting: t.dataset.acting,
      action: box('.cd-action'), last: box('.cd-last'), map: box('.cd-map'), scroll: scrollY }); })
    .observe(document.body, { childList: true, subtree: true }); }"""


def test_the_action_panel_holds_still_while_the_bot_plays(page, site):
    """From the human's last step (the Emperor's placement) through every
    step of the bot's turn to the human's next turn, the action panel has
    the same box, and so do the turn's lines and the map, at 1024×768 and
    768×1024; on a phone (the panel under the turn's lines) its place on
    the page stays put. At 1024×768 the panel's box changed at each bot step (its lines
    grew)."""
    for name, (w, h) in SIZES.items():
        page.set_viewport_size({"width": w, "height": h})
        gid = cd.new_game(page, [("Sato", False), ("Bot", True)], 11)
        page.evaluate(TO_EMPEROR, [gid, 6])
        go_table(page, gid, delay=150)
        v = cd.wait_acting(page, gid)
        assert v["phase"] == "emperor"
        page.evaluate("window.scrollTo(0, 0)")
        page.evaluate(RECORD)
        page.click("button.cd-suggestion")
        wait_until(lambda: pview(page, gid)["round"] > v["round"] and cd.acting_now(page, gid), 90)
        frames = page.evaluate("window.cdBoxes")
        bot = [f for f in frames if f["active"] == "1"]
        assert len({f["phase"] for f in bot}) >= 2, (name, frames)
        if name == "phone":
            # (the page scrolls there: the panel's place on the page)
            tops = {int(f["action"].split(",")[1]) + round(f["scroll"]) for f in frames}
            assert len(tops) == 1, (name, tops)
        else:
            assert {f["scroll"] for f in frames} == {0}, name
            for part in ("action", "last", "map"):
                boxes = {f[part] for f in frames}
                assert len(boxes) == 1, (name, part, boxes)
        page.evaluate("location.hash = '#/'")
        page.wait_for_selector(".game-card")
    page.set_viewport_size({"width": 1024, "height": 768})


def test_the_turns_box_shows_its_lines_whole(page, site):
    """The other player's last turn, in its box of its own, shows its last
    two lines whole at 412×915, 768×1024 and 1024×768 in English and
    Japanese: nothing in the box is cut or needs a scroll (on a phone in
    Japanese the box held three lines and cut the third)."""
    gid = mid_game(page, rounds=8)
    lines = pview(page, gid)["turns"]["previous"]["lines"]
    assert len(lines) >= 3, "pick a seed whose last turn has more lines than are shown"
    for lang in ("en", "ja"):
        set_lang(page, lang)
        for name, (w, h) in SIZES.items():
            page.set_viewport_size({"width": w, "height": h})
            page.wait_for_timeout(150)
            box = page.locator(".cd-last")
            assert box.evaluate("(e) => e.scrollHeight <= e.clientHeight"), (lang, name)
            shown = box.evaluate("(e) => [...e.querySelectorAll('li')].filter((li) => li.getClientRects().length).map((li) => li.textContent)")
            assert len(shown) == 2, (lang, name, shown)
            assert all(page.locator(".cd-last li").nth(len(lines) - 2 + i).evaluate(WHOLE) for i in range(2)), (lang, name)
        page.set_viewport_size({"width": 1024, "height": 768})
