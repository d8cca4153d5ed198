"""What a move did, drawn over the table (web/table/effects.js, issue #29):
the shared layer every game's view feeds with ``effects(event)``, driven
here in the booted page with a table of its own (two seats and a play
area), so each kind of effect is checked once, whatever game uses it."""

from __future__ import annotations

import pytest

from ui_helpers import go_table, new_game

# A stand-in table: the effects layer needs only T.gameEl, T.mod.effects
# and the places the view marks (data-fx-seat, data-fx).
SETUP = """async ([delay, specs]) => {
  localStorage.setItem('hotseat.botDelay', String(delay));
  const fx = await import(new URL('table/effects.js', document.baseURI).href);
  const root = document.createElement('div');
  root.id = 'fx-test';
  root.innerHTML = '<div data-fx-seat="0">A</div><div data-fx-seat="1">B</div><div data-fx="play">play</div>';
  // placed through the CSSOM: the page's Content-Security-Policy refuses style attributes
  const place = (sel, left, top, width) => Object.assign(root.querySelector(sel).style,
    { position: 'fixed', left: left + 'px', top: top + 'px', width: width + 'px', height: '60px' });
  place('[data-fx-seat="0"]', 20, 20, 120);
  place('[data-fx-seat="1"]', 300, 300, 120);
  place('[data-fx="play"]', 160, 160, 100);
  document.body.append(root);
  const T = { gameEl: root, ctx: {}, lastState: {}, mod: { effects: () => specs } };
  window.__fx = { T, fx, done: false };
  fx.playEffects(T, [{ kind: 'test', seat: 0, i: 1 }]).then(() => { window.__fx.done = true; });
  await new Promise((r) => requestAnimationFrame(() => r()));
  return {
    flyers: document.querySelectorAll('.fx-flyer').length,
    arrows: document.querySelectorAll('.fx-lines .fx-arrow').length,
    // drawn (an SVG element built in the wrong namespace has no box) with its head
    headed: [...document.querySelectorAll('.fx-lines .fx-arrow')].every((l) => l.getBBox().width > 0
      && document.querySelector(l.getAttribute('marker-end').slice(4, -1) + ' path.fx-arrow-head') !== null),
    hit: root.querySelector('[data-fx-seat="1"]').classList.contains('fx-hit')
      && root.querySelector('[data-fx-seat="0"]').classList.contains('fx-heal'),
    motion: fx.motionMs(), banner: fx.bannerMs(),
  };
}"""

CLEANUP = """() => { document.getElementById('fx-test')?.remove(); localStorage.removeItem('hotseat.botDelay'); }"""

SPECS = [{"fly": {"from": 0, "to": "play", "count": 2}},  # seat 0: a place like any other
         {"line": {"from": 0, "to": [1]}},
         {"hit": 1}, {"heal": 0},
         {"fly": {"from": 0, "to": "nowhere"}},  # a place not drawn: skipped
         {"banner": {"title": {"ja": "撃破", "en": "Defeated"}, "sub": "Player 2", "tone": "death"}}]


def _banner_text(page):
    return page.evaluate("() => [...document.querySelectorAll('.fx-banner')].map((b) => b.textContent)")


def test_a_move_flies_points_hits_then_its_banner_holds_until_tapped(page):
    try:
        got = page.evaluate(SETUP, [700, SPECS])
        assert got == {"flyers": 2, "arrows": 1, "headed": True, "hit": True, "motion": 350, "banner": 1505}
        # the motion ends (350 ms), then the banner, in the page's language
        page.wait_for_selector(".fx-banner", timeout=3000)
        lang = page.evaluate("document.documentElement.lang")
        assert _banner_text(page) == [("撃破" if lang == "ja" else "Defeated") + "Player 2"]
        assert page.evaluate("document.querySelectorAll('.fx-flyer, .fx-lines').length") == 0
        assert page.evaluate("window.__fx.done") is False  # the banner holds
        # a tap finishes it at once, and the page keeps nothing of the move
        page.mouse.click(5, 700)
        page.wait_for_function("window.__fx.done", timeout=1000)
        assert page.evaluate("document.querySelectorAll('.fx-layer, .fx-banner, .fx-hit').length") == 0
    finally:
        page.evaluate(CLEANUP)


def test_a_flyer_leaves_from_the_centre_of_its_place_and_lands_on_the_centre_of_the_other(page):
    """Whatever its size: a card and a stack of backs both start on seat 0's
    centre (80, 50) and end on the play area's (210, 190), the k-th of a
    stack 6 px to the right of the one before."""
    try:
        page.evaluate(SETUP, [1400, [{"fly": {"from": 0, "to": "play", "count": 2}}]])
        read = """(t) => [...document.querySelectorAll('.fx-flyer')].map((w) => {
            for (const a of w.getAnimations()) { a.pause(); a.currentTime = t; }
            const r = w.getBoundingClientRect();
            return [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2), Math.round(r.width)]; })"""
        start = page.evaluate(read, 0)
        delay = 60  # the second card of a stack leaves a little later
        end = page.evaluate(read, 600 + delay)
        assert [(x, y) for x, y, _ in start] == [(80, 50), (86, 50)], start
        assert [(x, y) for x, y, _ in end] == [(210, 190), (216, 190)], end
        assert all(w > 20 for _, _, w in start)
    finally:
        page.evaluate(CLEANUP)


def test_a_tap_during_the_motion_finishes_everything(page):
    try:
        page.evaluate(SETUP, [1400, SPECS])  # slow: 600 ms of motion, then a 2.5 s banner
        page.mouse.click(5, 700)
        page.wait_for_function("window.__fx.done", timeout=1000)
        assert page.evaluate("document.querySelectorAll('.fx-layer, .fx-flyer, .fx-banner').length") == 0
    finally:
        page.evaluate(CLEANUP)


def test_reduced_motion_draws_no_motion_but_keeps_the_banner(page):
    page.emulate_media(reduced_motion="reduce")
    try:
        got = page.evaluate(SETUP, [700, SPECS])
        assert got == {"flyers": 0, "arrows": 0, "headed": True, "hit": False, "motion": 0, "banner": 1505}
        page.wait_for_selector(".fx-banner", timeout=1000)
        # the banner stands still: no animation runs on it
        assert page.evaluate("document.querySelector('.fx-banner').getAnimations().length") == 0
        page.mouse.click(5, 700)
        page.wait_for_function("window.__fx.done", timeout=1000)
    finally:
        page.emulate_media(reduced_motion="no-preference")
        page.evaluate(CLEANUP)


@pytest.mark.parametrize("delay", [0])
def test_no_bot_delay_draws_nothing(page, delay):
    try:
        got = page.evaluate(SETUP, [delay, SPECS])
        assert got == {"flyers": 0, "arrows": 0, "headed": True, "hit": False, "motion": 0, "banner": 0}
        page.wait_for_function("window.__fx.done", timeout=1000)
        assert page.evaluate("document.querySelectorAll('.fx-layer, .fx-banner').length") == 0
    finally:
        page.evaluate(CLEANUP)


# Every animation that runs on and on while a player thinks, and whether it
# changes only what the browser composites (opacity, transform): one that
# changes a shadow or a background is painted again every frame.
ENDLESS = """() => document.getAnimations()
  .filter((a) => a.playState === 'running' && a.effect.getTiming().iterations === Infinity)
  .map((a) => ({ name: a.animationName, on: String(a.effect.target.className) + (a.effect.pseudoElement || ''),
                 props: [...new Set(a.effect.getKeyframes().flatMap((k) => Object.keys(k)))]
                   .filter((p) => !['offset', 'computedOffset', 'easing', 'composite'].includes(p)) }))"""


def _endless_while_a_human_chooses(page, game, players, kind, until, tap=None):
    """A game whose seat 0 is human, played through the bridge (the bots'
    choices for every seat) until seat 0 must make a move of ``kind``; its
    table opened at ``until``: the endless animations running there."""
    gid = new_game(page, game, [("H", False)] + [(f"B{i}", True) for i in range(1, players)], 5, {})
    page.evaluate("""async ([id, kind]) => { const h = window.hotseat;
      for (let k = 0; k < 300; k++) { const s = await h.toAct(id); if (!s.length) break;
        if (s[0] === 0 && (await h.legal(id, 0))[0].type === kind) break;
        await h.act(id, s[0], await h.botAction(id, s[0])); } }""", [gid, kind])
    go_table(page, gid, 700)
    if tap:  # what a player taps first (a card) for the choices to light
        page.click(tap)
    page.wait_for_selector(until)
    page.wait_for_timeout(300)
    return page.evaluate(ENDLESS)


@pytest.mark.parametrize("game, players, kind, until, tap", [
    ("qianlong", 2, "place", "button.ql-card.is-target", None),
    ("cena", 4, "play", "button.cena-spot.is-target", ".cena-hand button.cena-card:not([disabled]) >> nth=0"),
])
def test_what_glows_while_a_player_thinks_is_composited(page, game, players, kind, until, tap):
    running = _endless_while_a_human_chooses(page, game, players, kind, until, tap)
    assert running, "nothing glows"
    assert all(set(a["props"]) <= {"opacity", "transform"} for a in running), running
