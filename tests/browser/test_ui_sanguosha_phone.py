"""Sanguosha's table at a phone's size (412×915): the ring's seats hold
their places through turn changes (a human's to a bot's and back, one
human's to another's); every seat a scroll may aim at can be tapped above
the prompt with 8 and 10 players; the death banner stands clear of the
last-move line.

Positions come from bot games searched in CPython (sgs_scenarios.py).
"""

from __future__ import annotations

import time

import pytest

import sgs_scenarios as S
from test_ui_sanguosha_table import open_record
from ui_helpers import pview

PHONE = {"width": 412, "height": 915}


def set_lang(page, lang):
    if page.evaluate("document.documentElement.lang") != lang:
        page.click(".btn-lang")
        page.wait_for_function("(l) => document.documentElement.lang === l", arg=lang)


# Each slot of the ring (top row, then left, then right, in the DOM's order)
# and where its tile sits in the page: offsets, which a shake's transform
# does not move.
SLOTS = """() => [...document.querySelectorAll('.ring-top > .sgs-seat, .ring-left > .sgs-seat, .ring-right > .sgs-seat')]
  .map((e) => { let x = 0, y = 0; for (let n = e; n; n = n.offsetParent) { x += n.offsetLeft; y += n.offsetTop; }
    return [x, y, e.offsetWidth]; })"""


def content(page, gid, bots):
    """What makes a seat's tile taller or shorter: its equipment, judgement
    area, life and the bots' latest acts (the humans' own answers in the
    test make theirs)."""
    v = pview(page, gid)
    latest = v["events"]["latest"]
    return [v["equip"], v["judge"], v["alive"], v["hp"], [latest[s] for s in bots]]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_seats_hold_their_places_through_turn_changes_with_two_humans(page, lang):
    """The ring grew into the room the hidden hand left on a bot's turn (or
    the other human's hand-over), moving the side seats about 230 px."""
    humans, bots = [0, 1], [2, 3, 4]

    def mine(m):
        q = S.asked(m)
        return q and q["kind"] == "play" and q["seat"] == 0 and m.state["turn"] >= 3
    seed, actions, m = S.find(5, mine, {})
    page.set_viewport_size(PHONE)
    try:
        set_lang(page, lang)
        gid = open_record(page, S.record(5, seed, actions, {}), humans, delay=1200)
        # (anchor, acting, slots), sampled as the game goes: each turn
        # change is compared with the sample just before it
        samples = []
        end = time.monotonic() + 120
        def runs():  # the (anchor, acting) of each stretch of samples
            out = []
            for k in samples:
                if not out or out[-1] != k[:2]:
                    out.append(k[:2])
            return out
        # from the first human's turn, through a bot's, to the second's, and back
        while not (("1", True) in runs() and len([r for r in runs() if r[1]]) >= 3):
            assert time.monotonic() < end, runs()
            if page.locator(".handover").count():
                page.click(".handover-ready")
                continue
            acting = page.locator(".sgs.is-acting").count() > 0
            anchor = page.evaluate("document.querySelector('.sgs-me')?.dataset.seat ?? null")
            if anchor is None:
                continue
            samples.append((anchor, acting, page.evaluate(SLOTS), content(page, gid, bots)))
            if acting:
                btn = page.locator(".sgs-answers button[data-action*='\"end\"'], .sgs-answers button[data-action*='\"pass\"']")
                (btn.first if btn.count() else page.locator(".sgs-answers button[data-action]").first).click()
                page.wait_for_timeout(100)
            else:
                page.wait_for_timeout(40)
        changes = set()
        for (a1, x1, s1, c1), (a2, x2, s2, c2) in zip(samples, samples[1:]):
            # a seat's new equipment or judgement card may make it taller:
            # that is the game, not the turn changing
            if (a1, x1) != (a2, x2) and c1 == c2:
                changes.add("humans" if a1 != a2 else "bot")
                assert len(s1) == len(s2) and all(abs(p - q) <= 3 for u, v in zip(s1, s2) for p, q in zip(u, v)), \
                    ((a1, x1), (a2, x2), s1, s2)
        assert changes == {"humans", "bot"}, changes
    finally:
        page.set_viewport_size({"width": 1024, "height": 768})


SCROLLS = ("dismantlement", "snatch")


def _scroll_with_a_full_hand(players):
    """A play phase late enough for equipment on the seats, with a scroll
    that aims at one player in a hand of six cards or more (two rows)."""
    def pred(m):
        q = S.asked(m)
        if not q or q["kind"] != "play" or m.state["turn"] < players + 2 or len(m.state["hand"][q["seat"]]) < 6:
            return False
        return any(a["type"] == "use" and "skill" not in a and S.NAME[a["card"]] in SCROLLS
                   for a in m.legal_actions(q["seat"]))
    return pred


@pytest.mark.parametrize("players", [8, 10])
def test_every_seat_a_scroll_may_aim_at_is_tappable_above_the_prompt(page, players):
    """With 8 players the seats at the ring's foot lay under the sticky
    prompt while it showed the scroll's text (and a hand of two rows, the
    skills under it): tapping them needed a scroll."""
    seed, actions, m = S.find(players, _scroll_with_a_full_hand(players), {})
    me = m.to_act()[0]
    card = next(a["card"] for a in m.legal_actions(me) if a["type"] == "use" and "skill" not in a
                and S.NAME[a["card"]] in SCROLLS)
    targets = sorted({a["targets"][0] for a in m.legal_actions(me) if a["type"] == "use" and a["card"] == card})
    page.set_viewport_size(PHONE)
    try:
        open_record(page, S.record(players, seed, actions, {}), [me])
        for lang in ("en", "ja"):
            set_lang(page, lang)
            page.wait_for_selector(f".sgs.is-acting .sgs-hcard[data-card='{card}']")
            page.click(f".sgs-hcard[data-card='{card}']")
            page.wait_for_selector(".sgs-note")
            lit = sorted(int(x) for x in page.eval_on_selector_all(".sgs-seat.is-lit", "es => es.map(e => e.dataset.seat)"))
            assert lit == targets
            boxes = page.evaluate("""() => { const r = (e) => { const b = e.getBoundingClientRect(); return [b.left, b.top, b.right, b.bottom]; };
              return { bottom: r(document.querySelector('.sgs-bottom')), bar: r(document.querySelector('.table-bar')),
                seats: [...document.querySelectorAll('.sgs-seat.is-lit')].map((e) => [e.dataset.seat, ...r(e)]) }; }""")
            top = max(0, boxes["bar"][3]) if page.evaluate("getComputedStyle(document.querySelector('.table-bar')).position") in ("sticky", "fixed") else 0
            for s, x0, y0, x1, y1 in boxes["seats"]:
                assert x0 >= 0 and x1 <= PHONE["width"], (lang, s, x0, x1)
                if players == 8:  # all on screen above the prompt, as it opens
                    assert y0 >= top - 1 and y1 <= boxes["bottom"][1] + 1, (lang, s, [y0, y1], boxes["bottom"])
                    continue
                # 10 players: the ring is taller than the room above the
                # prompt; a seat at its foot is brought above it by a scroll,
                # the prompt staying whole at the foot of the screen
                page.evaluate("(d) => window.scrollBy(0, d)", max(0, y1 - boxes["bottom"][1]))
                got = page.evaluate("""(s) => { const r = (e) => e.getBoundingClientRect();
                  return [r(document.querySelector(`.sgs-seat[data-seat='${s}']`)).top, r(document.querySelector(`.sgs-seat[data-seat='${s}']`)).bottom,
                    r(document.querySelector('.sgs-bottom')).top, r(document.querySelector('.sgs-bottom')).bottom]; }""", s)
                assert got[0] >= top - 1 and got[1] <= got[2] + 1 and got[3] <= PHONE["height"] + 1, (lang, s, got)
                page.evaluate("window.scrollTo(0, 0)")
            page.click(f".sgs-hcard[data-card='{card}']")
    finally:
        page.set_viewport_size({"width": 1024, "height": 768})


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_death_banner_stands_clear_of_the_last_move_line(page, lang):
    """At 412×915 in Japanese the death banner lay over the last-move line
    (and the line naming whom the table waits for) under the play area: the
    centre's lines are hidden while a banner stands."""
    seed, actions, _, evs = S.find_step(4, S.rebel_killed_with_reward, S.BEGINNER)
    page.set_viewport_size(PHONE)
    try:
        set_lang(page, lang)
        open_record(page, S.record(4, seed, actions, S.BEGINNER), [], delay=700)
        page.wait_for_selector(".fx-banner", timeout=10_000)
        # every frame the banner stands (its entry too), the two boxes apart
        clash = page.evaluate("""() => new Promise((done) => {
          const box = (e) => { const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };
          const seen = [];
          const tick = () => {
            const b = document.querySelector('.fx-banner');
            if (!b) return done(seen);
            for (const l of document.querySelectorAll('.sgs-lastlog, .ring-center .sgs-waiting')) {
              const shown = l.checkVisibility({ visibilityProperty: true, opacityProperty: true });
              const [x0, y0, x1, y1] = box(b), [a0, b0, a1, b1] = box(l);
              if (shown && Math.min(x1, a1) - Math.max(x0, a0) > 0 && Math.min(y1, b1) - Math.max(y0, b0) > 0)
                seen.push([box(b), box(l), l.textContent]);
            }
            requestAnimationFrame(tick);
          };
          tick();
        })""")
        assert clash == [], clash[:1]
    finally:
        page.set_viewport_size({"width": 1024, "height": 768})


def _three_judgements_in_a_row(m):
    """One seat has judged three times this turn (洛神), its latest plays, nothing on the table."""
    if not S.asked(m) or m.state["table"]:
        return False
    seats = []
    for e in m.view(None)["events"]["recent"]:
        if e["kind"] == "turn" or (e["kind"] in ("used", "played", "placed", "equipped") and e.get("cards")):
            seats = []
        elif e["kind"] == "judged":
            seats.append(e["seat"])
    return len(seats) >= 3 and len(set(seats)) == 1


def test_a_seats_judgements_in_a_row_share_one_label(page):
    """洛神's judgements stood in the centre one under another, each under
    its own two-line 'Judgement for Player 1': the centre grew 100 px and
    pushed the panel and the hand down, the skills below the screen."""
    seed, actions, m = S.find(4, _three_judgements_in_a_row, {})
    page.set_viewport_size(PHONE)
    try:
        open_record(page, S.record(4, seed, actions, {}), [m.to_act()[0]])
        page.wait_for_selector(".sgs.is-acting")
        page.wait_for_selector(".sgs-play .sgs-cf")
        groups = page.eval_on_selector_all(".sgs-play .sgs-zone", "es => es.map((e) => [e.dataset.kind, "
                                           "e.querySelectorAll('.sgs-cf').length, e.querySelectorAll('.sgs-label').length])")
        assert groups == [["judged", 3, 1]], groups
        # the three cards side by side, on one row
        tops = page.eval_on_selector_all(".sgs-play .sgs-cf", "es => es.map((e) => Math.round(e.getBoundingClientRect().top))")
        assert len(set(tops)) == 1, tops
        outside = page.evaluate("""() => { const a = document.querySelector('.sgs-play').getBoundingClientRect();
          return [...document.querySelectorAll('.sgs-play .sgs-cf')].map((e) => e.getBoundingClientRect())
            .filter((r) => r.left < a.left || r.right > a.right).length; }""")
        assert outside == 0
    finally:
        page.set_viewport_size({"width": 1024, "height": 768})
