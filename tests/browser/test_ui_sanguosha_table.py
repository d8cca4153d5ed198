"""The Sanguosha table (issue #16) in headless Chromium, played by taps: a
card on a target (only legal targets lit, the engine's reason for another),
a skill, a 殺 answered with 閃 by a second human after the hand-over, a
three-deep 明察秋毫 chain, a dying player saved with 桃, a 南蛮襲来 with three
humans where no other seat's hand or hidden role is ever in the DOM, a reload
in the middle of a chain resuming at the same question, a 10-bot game to the
end through the table, and the layouts for 2, 5, 8 and 10 players at
1024×768, 768×1024 and 412×915 in both languages (44 px targets, no overlap).

Situations are found in CPython by playing bot games (sgs_scenarios.py), then
imported with the seats that matter made human.
"""

from __future__ import annotations

import json
import time

import pytest

from hotseat import engine
import sgs_scenarios as S
from ui_helpers import pview, wait_until

GAME = "sanguosha"


def open_record(page, rec, humans, delay=0):
    """Import ``rec`` with ``humans`` as the human seats and open its table."""
    seats = [{"name": f"P{s + 1}", "bot": s not in humans} for s in range(rec["players"])]
    gid = page.evaluate("([r, s]) => window.hotseat.importRecord(r, {seats: s})", [rec, seats])
    page.evaluate("([id, d]) => { localStorage.setItem('hotseat.botDelay', String(d)); location.hash = '#/play/' + id; }",
                  [gid, delay])
    page.wait_for_selector(".table-bar")
    return gid


def ready_for(page, name):
    """Pass the hand-over screen to ``name`` (it must be showing, with no hand in the DOM)."""
    page.wait_for_selector(".handover")
    assert name in page.inner_text(".handover-title")
    assert page.locator(".sgs-hcard").count() == 0 and page.locator(".sgs-seat").count() == 0
    page.click(".handover-ready")


def wait_question(page, gid, kind, seat):
    """Wait until the engine asks ``seat`` a ``kind`` question and the table shows its answers."""
    def ok():
        q = pview(page, gid).get("ask")
        return q and q["kind"] == kind and q["seat"] == seat
    wait_until(ok, timeout=30)


def tap_action(page, action):
    page.locator(f".sgs-answers button[data-action='{json.dumps(action, separators=(',', ':'))}']").click()


def hand_in_dom(page):
    return page.eval_on_selector_all(".sgs-hand .sgs-hcard", "es => es.map(e => e.dataset.card)")


def cards_in_dom(page):
    """Every card id the page carries anywhere (attributes and action data)."""
    return set(page.evaluate("""() => {
      const ids = new Set();
      for (const e of document.querySelectorAll('[data-card]')) ids.add(e.dataset.card);
      for (const e of document.querySelectorAll('[data-action]')) {
        const a = JSON.parse(e.dataset.action);
        if (a.card) ids.add(a.card);
        for (const c of a.cards || []) ids.add(c);
      }
      return [...ids];
    }"""))


def no_leak(page, gid, seat):
    """The DOM holds only what ``seat`` may see: no card of another hand, no hidden role."""
    st = engine.replay(page.evaluate("(id) => window.hotseat.record(id)", gid)).state
    mine = set(st["hand"][seat]) if seat is not None else set()
    others = {c for s in range(st["n"]) if s != seat for c in st["hand"][s]} | set(st["pile"])
    assert not (cards_in_dom(page) & (others - mine))
    html = page.content()
    v = pview(page, gid, seat)
    for s, role in enumerate(st["roles"]):
        if v["roles"][s] is None:
            assert not page.locator(f".sgs-seat[data-seat='{s}'] .sgs-role.role-{role}").count()
    assert "pile_order" not in html


# --- a card on a target, with the reason for an unlit seat ---------------------------------
def test_a_slash_on_a_target_by_taps_and_the_reason_for_an_unlit_seat(page):
    seed, actions, m = S.find(5, S.slash_with_a_seat_out_of_range, S.BEGINNER)
    me = m.to_act()[0]
    slash = next(a for a in m.legal_actions(me) if a["type"] == "use" and a["card"].startswith("slash-")
                 and S.holding(m, a["targets"][0], "dodge"))
    legal_targets = sorted(a["targets"][0] for a in m.legal_actions(me)
                           if a["type"] == "use" and a["card"] == slash["card"])
    gid = open_record(page, S.record(5, seed, actions, S.BEGINNER), [me])
    page.wait_for_selector(f".sgs-hcard.is-lit[data-card='{slash['card']}']")
    page.click(f".sgs-hcard[data-card='{slash['card']}']")
    lit = sorted(int(x) for x in page.eval_on_selector_all(".sgs-seat.is-lit", "es => es.map(e => e.dataset.seat)"))
    assert lit == legal_targets
    # the distance shows on each seat while aiming
    assert page.locator(".sgs-seat .seat-dist").count() >= len(legal_targets)
    unlit = [s for s in range(5) if s != me and s not in legal_targets and m.state["alive"][s]]
    page.click(f".sgs-seat[data-seat='{unlit[0]}']")
    page.wait_for_selector(".sgs-refusal")
    text = page.inner_text(".sgs-refusal")
    assert "range" in text or "範囲" in text, text
    assert page.locator(".sgs-confirm").is_disabled()
    page.click(f".sgs-seat[data-seat='{slash['targets'][0]}']")
    page.click(".sgs-confirm")
    wait_until(lambda: [me, slash] in page.evaluate("(id) => window.hotseat.record(id)", gid)["actions"])


def test_a_skill_by_taps(page):
    """仁徳: tap the skill, then a lit card, then a lit player, then confirm."""
    def rende(m):
        q = S.asked(m)
        return bool(q and q["kind"] == "play" and any(a.get("skill") == "rende" for a in m.legal_actions(q["seat"])))
    seed, actions, m = S.find(4, rende, {})
    me = m.to_act()[0]
    gid = open_record(page, S.record(4, seed, actions), [me])
    page.wait_for_selector(".sgs-skill.is-lit[data-skill='rende']")
    page.click(".sgs-skill[data-skill='rende']")
    assert page.locator(".sgs-note").count()  # the skill's text
    options = [a for a in m.legal_actions(me) if a.get("skill") == "rende"]
    lit_cards = set(page.eval_on_selector_all(".sgs-hcard.is-lit", "es => es.map(e => e.dataset.card)"))
    assert lit_cards == {a["card"] for a in options}
    card = options[0]["card"]
    page.click(f".sgs-hcard[data-card='{card}']")
    lit = {int(x) for x in page.eval_on_selector_all(".sgs-seat.is-lit", "es => es.map(e => e.dataset.seat)")}
    assert lit == {a["targets"][0] for a in options if a["card"] == card}
    to = min(lit)
    page.click(f".sgs-seat[data-seat='{to}']")
    page.click(".sgs-confirm")
    want = {"type": "skill", "skill": "rende", "card": card, "targets": [to]}
    wait_until(lambda: [me, want] in page.evaluate("(id) => window.hotseat.record(id)", gid)["actions"])


# --- answers out of turn with the hand-over ---------------------------------------------------
def test_a_slash_answered_with_dodge_by_a_second_human_after_the_handover(page):
    seed, actions, m = S.find(4, S.slash_on_a_dodger, S.BEGINNER)
    me = m.to_act()[0]
    slash = next(a for a in m.legal_actions(me) if a["type"] == "use" and a["card"].startswith("slash-")
                 and S.holding(m, a["targets"][0], "dodge"))
    them = slash["targets"][0]
    gid = open_record(page, S.record(4, seed, actions, S.BEGINNER), [me, them])
    ready_for(page, f"P{me + 1}")
    page.wait_for_selector(f".sgs-hcard[data-card='{slash['card']}']")
    assert sorted(hand_in_dom(page)) == sorted(m.state["hand"][me])
    page.click(f".sgs-hcard[data-card='{slash['card']}']")
    page.click(f".sgs-seat[data-seat='{them}']")
    page.click(".sgs-confirm")
    ready_for(page, f"P{them + 1}")
    wait_question(page, gid, "dodge", them)
    page.wait_for_selector(".sgs-question")
    q = page.inner_text(".sgs-question")
    assert f"P{me + 1}" in q and ("on you" in q or "あなた" in q), q
    assert sorted(hand_in_dom(page)) == sorted(pview(page, gid, them)["hand"])
    no_leak(page, gid, them)
    dodge = S.holding(m, them, "dodge")[0]
    page.click(f".sgs-hcard[data-card='{dodge}']")  # narrows the answers to that card
    tap_action(page, {"type": "play", "card": dodge})
    wait_until(lambda: [them, {"type": "play", "card": dodge}] in page.evaluate("(id) => window.hotseat.record(id)", gid)["actions"])
    rec = page.evaluate("(id) => window.hotseat.record(id)", gid)
    assert engine.replay(rec).state["hp"][them] == m.state["hp"][them]


def test_a_dying_player_saved_with_a_peach(page):
    seed, actions, m = S.find(4, S.peach_for_the_dying, S.BEGINNER)
    q = m.state["ask"]
    saver, dying = q["seat"], q["dying"]
    gid = open_record(page, S.record(4, seed, actions, S.BEGINNER), [saver])
    wait_question(page, gid, "peach", saver)
    page.wait_for_selector(".sgs-seat.is-dying, .sgs-me")
    text = page.inner_text(".sgs-question")
    assert "dying" in text or "瀕死" in text
    peach = S.holding(m, saver, "peach")[0]
    tap_action(page, {"type": "play", "card": peach})
    wait_until(lambda: [saver, {"type": "play", "card": peach}] in page.evaluate("(id) => window.hotseat.record(id)", gid)["actions"])
    st = engine.replay(page.evaluate("(id) => window.hotseat.record(id)", gid)).state
    assert st["alive"][dying] and st["hp"][dying] >= 1


# --- a three-deep 明察秋毫 chain, and a reload in the middle of it -------------------------------
def _chain_setup():
    seed, actions, m = S.find(5, S.chain_ready, S.BEGINNER, seeds=range(1, 3000))
    me = m.to_act()[0]
    for a in m.legal_actions(me):
        if a["type"] == "use" and a["card"].split("-")[0] in ("dismantlement", "snatch") and len(a["targets"]) == 1:
            t = a["targets"][0]
            third = [s for s in range(5) if s not in (me, t) and m.state["alive"][s] and S.holding(m, s, "nullification")]
            if S.holding(m, t, "nullification") and third:
                return seed, actions, m, me, a, t, third[0]
    raise AssertionError


def answer_nullify(page, gid, seat, play: bool, m):
    """Answer the 明察秋毫 question put to ``seat`` (after its hand-over)."""
    wait_question(page, gid, "nullify", seat)
    if page.locator(".handover").count() or not page.locator(f".sgs-me[data-seat='{seat}']").count():
        ready_for(page, f"P{seat + 1}")
    page.wait_for_selector(f".sgs-me[data-seat='{seat}']")
    wait_until(lambda: page.locator(".sgs-answers button").count())
    if play:
        card = S.holding(m, seat, "nullification")[0]
        tap_action(page, {"type": "play", "card": card})
    else:
        tap_action(page, {"type": "pass"})


def test_three_deep_nullification_chain_by_taps_and_a_reload_in_the_middle(page):
    seed, actions, m, me, scroll, t, third = _chain_setup()
    gid = open_record(page, S.record(5, seed, actions, S.BEGINNER), [me, t, third])
    ready_for(page, f"P{me + 1}")
    page.click(f".sgs-hcard[data-card='{scroll['card']}']")
    page.click(f".sgs-seat[data-seat='{t}']")
    page.click(".sgs-confirm")
    # the window on the scroll: asked from the current player (me) round the table
    answer_nullify(page, gid, me, False, m)
    order = [(me + k) % 5 for k in range(1, 5)]
    for s in order:
        if s == t:
            break
        if s == third:
            answer_nullify(page, gid, s, False, m)
    answer_nullify(page, gid, t, True, m)      # depth 2: the target cancels the scroll
    answer_nullify(page, gid, me, True, m)     # depth 3: the user cancels that
    wait_question(page, gid, "nullify", third)
    # Reload in the middle of the chain: the same question comes back.
    before = pview(page, gid)["ask"]
    assert before["depth"] == 3
    page.reload()
    page.evaluate("window.hotseat.ready")
    page.evaluate("(id) => { location.hash = '#/play/' + id; }", gid)
    page.wait_for_selector(".table-bar")
    ready_for(page, f"P{third + 1}")
    page.wait_for_selector(".sgs-chain")
    assert pview(page, gid)["ask"] == before
    assert page.locator(".sgs-chain li").count() == 3
    answer_nullify(page, gid, third, True, m)  # depth 4: a third card in the chain
    rec = page.evaluate("(id) => window.hotseat.record(id)", gid)
    nulls = [a for s, a in rec["actions"][len(actions):] if a.get("card", "").startswith("nullification")]
    assert len(nulls) == 3


# --- 南蛮襲来 with three humans: no other hand or hidden role in the DOM -------------------------
def test_savage_assault_with_three_humans_leaks_nothing(page):
    seed, actions, m = S.find(5, S.savage_assault_ready, S.BEGINNER)
    me = m.to_act()[0]
    humans = [me] + S.slash_holders(m, me)[:2]
    card = next(a["card"] for a in m.legal_actions(me) if a["type"] == "use" and a["card"].startswith("savage_assault"))
    gid = open_record(page, S.record(5, seed, actions, S.BEGINNER), humans)
    ready_for(page, f"P{me + 1}")
    page.wait_for_selector(f".sgs-hcard[data-card='{card}']")
    no_leak(page, gid, me)
    page.click(f".sgs-hcard[data-card='{card}']")
    page.click(".sgs-confirm")
    start = len(actions) + 1
    handovers = 0
    end = time.monotonic() + 120
    while True:
        assert time.monotonic() < end
        rec = page.evaluate("(id) => window.hotseat.record(id)", gid)
        st = engine.replay(rec).state
        # the card has resolved once the current player is back in the play phase
        if st["ask"] and st["ask"]["kind"] == "play" and st["ask"]["seat"] == me and len(rec["actions"]) >= start:
            break
        if page.locator(".handover").count():
            assert page.locator(".sgs-hcard").count() == 0
            page.click(".handover-ready")
            handovers += 1
            continue
        q = st["ask"]
        if q and q["seat"] in humans and page.locator(f".sgs-me[data-seat='{q['seat']}'] ").count() \
                and page.locator(".sgs-answers button").count():
            no_leak(page, gid, q["seat"])
            assert sorted(hand_in_dom(page)) == sorted(st["hand"][q["seat"]])
            # answer with a 殺 if one is offered, else pass
            btn = page.locator(".sgs-answers button.btn-primary")
            (btn.first if btn.count() else page.locator(".sgs-answers button[data-action*='pass']").first).click()
            time.sleep(0.1)
        else:
            time.sleep(0.05)
    assert handovers >= 2



# --- an area scroll and its answers stay on the table together ---------------------------------
def test_an_area_scroll_stays_in_the_play_area_with_every_answer(page):
    """With the last three plays only, the 南蛮襲来 left the play area
    before its answers did: the card that began the exchange stays, with
    the answers after it."""
    seed, actions, m = S.find(5, S.savage_assault_ready, S.BEGINNER)
    me = m.to_act()[0]
    card = next(a["card"] for a in m.legal_actions(me) if a["type"] == "use" and a["card"].startswith("savage_assault"))
    gid = open_record(page, S.record(5, seed, actions, S.BEGINNER), [me])
    page.click(f".sgs-hcard[data-card='{card}']")
    page.click(".sgs-confirm")
    start = len(actions)

    def back_to_me():
        rec = page.evaluate("(id) => window.hotseat.record(id)", gid)
        q = engine.replay(rec).state["ask"]
        return rec if len(rec["actions"]) > start and q and q["kind"] == "play" and q["seat"] == me else None
    rec = wait_until(back_to_me, timeout=60)
    answers = [a["card"] for s, a in rec["actions"][start + 1:] if s != me and a["type"] == "play" and a.get("card")]
    assert 2 <= len(answers) <= 5, answers  # two seats held a 殺
    page.wait_for_selector(f".sgs-play .sgs-lastplay .sgs-cf[data-card='{answers[-1]}']")
    shown = page.eval_on_selector_all(".sgs-play .sgs-cf[data-card]", "els => els.map((e) => e.dataset.card)")
    assert shown == [card] + answers, shown



def test_a_dead_seats_name_is_whole_beside_its_role_on_a_phone(page):
    """At 412 px a side seat's name was cut to "Pl…" beside a dead seat's
    role: the role goes under the name where both do not fit."""
    seed, actions, m = S.find(5, lambda m: not all(m.state["alive"]) and S.asked(m), S.BEGINNER)
    page.set_viewport_size({"width": 412, "height": 915})
    try:
        # the default names; the seat asked is the person here, so the dead
        # seat sits at a side of the ring
        me = m.to_act()[0]
        seats = [{"name": f"Player {s + 1}", "bot": s != me} for s in range(5)]
        gid = page.evaluate("([r, s]) => window.hotseat.importRecord(r, {seats: s})",
                            [S.record(5, seed, actions, S.BEGINNER), seats])
        page.evaluate("(id) => { localStorage.setItem('hotseat.botDelay', '0'); location.hash = '#/play/' + id; }", gid)
        page.wait_for_selector(".sgs-seat .sgs-hp.is-dead")
        page.wait_for_selector(".sgs.is-acting")
        cut = page.eval_on_selector_all(".sgs-seat .sgs-sname", "els => els.filter((e) => e.scrollWidth > e.clientWidth + 1)"
                                        ".map((e) => e.textContent)")
        assert cut == [], cut
    finally:
        page.set_viewport_size({"width": 1024, "height": 768})


# --- a whole 10-bot game through the table --------------------------------------------------------
def test_ten_bots_to_the_end_on_the_table(page):
    # seed 94: a whole game of 333 moves and 581 events (the bots of issue #31)
    seats = [{"name": f"B{i}", "bot": True} for i in range(10)]
    gid = page.evaluate("(s) => window.hotseat.newGame({game: 'sanguosha', players: 10, seed: 94, options: {}, seats: s})", seats)
    page.evaluate("(id) => { localStorage.setItem('hotseat.botDelay', '0'); location.hash = '#/play/' + id; }", gid)
    page.wait_for_selector(".final", timeout=300_000)
    res = page.evaluate("(id) => window.hotseat.result(id)", gid)
    rec = page.evaluate("(id) => window.hotseat.record(id)", gid)
    assert engine.replay(rec).result() == res
    rows = page.locator(".sgs-roles tbody tr")
    assert rows.count() == 10
    for s in range(10):
        row = page.locator(f".sgs-roles tbody tr[data-seat='{s}']")
        assert row.locator(f".role-{res['roles'][s]}").count() == 1
    why = page.inner_text(".sgs-final .sgs-question")
    assert why.strip()
    # The log panel drew a bounded number of lines at each move, not the
    # whole game so far (each move's cost stays flat as the game grows):
    # the newest, the rest read again on request.
    total = page.evaluate("(id) => window.hotseat.log(id, null, 0, 0)", gid)["total"]
    newest = page.evaluate("(id) => window.hotseat.view(id)", gid)["events"]["recent"][-1]["i"]
    drawn = page.eval_on_selector_all("#log-panel .log-entry", "els => els.map((e) => Number(e.dataset.i))")
    assert total > 500 and 0 < len(drawn) <= 120, (total, len(drawn))
    assert drawn[0] == newest and drawn == sorted(drawn, reverse=True)
    assert page.locator("#log-panel .log-older").count() == 1


# --- layouts -----------------------------------------------------------------------------------------
SIZES = [(1024, 768), (768, 1024), (412, 915)]


def _to_my_turn(page, gid, me, steps):
    """Bots play every seat through the bridge for ``steps`` moves, then on
    until ``me`` must answer (so the hand and answers are on screen)."""
    page.evaluate("""async ([id, me, k]) => { const hs = window.hotseat;
      for (let i = 0; i < 3000; i++) { const to = await hs.toAct(id); if (!to.length) return;
        if (i >= k && to.includes(me)) return;
        const a = await hs.botAction(id, to[0]); await hs.act(id, to[0], a); } }""", [gid, me, steps])


# The table has settled: the page's width and every seat's and answer's box
# the same over three animation frames in a row (a fixed 0.3 s sleep before,
# 24 times per run of the layouts).
SETTLED = """() => {
    const sig = JSON.stringify([document.documentElement.scrollWidth,
        [...document.querySelectorAll('.sgs-seat, .sgs-answers button, .sgs-hcard')].map((e) => {
            const r = e.getBoundingClientRect(); return [r.left, r.top, r.width, r.height]; })]);
    const w = window.__settle || (window.__settle = { sig: null, n: 0 });
    if (sig === w.sig) w.n++; else { w.sig = sig; w.n = 0; }
    return w.n >= 3;
}"""


def _check_layout(page, label):
    page.wait_for_selector(".sgs-answers button", timeout=30_000)
    page.evaluate("window.__settle = null")
    page.wait_for_function(SETTLED, polling="raf", timeout=10_000)
    vw = page.viewport_size["width"]
    assert page.evaluate("document.documentElement.scrollWidth") <= vw, label
    boxes = page.evaluate("""() => [...document.querySelectorAll('.sgs-seat')].map(e => {
        const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom, e.dataset.seat]; })""")
    for i, a in enumerate(boxes):
        for b in boxes[i + 1:]:
            overlap = min(a[2], b[2]) - max(a[0], b[0]) > 1 and min(a[3], b[3]) - max(a[1], b[1]) > 1
            assert not overlap, (label, a, b)
    # nothing spills out of a seat's tile
    spill = page.evaluate("""() => { const out = [];
      for (const tile of document.querySelectorAll('.sgs-seat')) { const r = tile.getBoundingClientRect();
        for (const e of tile.querySelectorAll('*')) { const c = e.getBoundingClientRect();
          if (c.width && (c.left < r.left - 1 || c.right > r.right + 1 || c.bottom > r.bottom + 1)) out.push(tile.dataset.seat + ':' + e.className); } }
      return out; }""")
    assert not spill, (label, spill)
    small = page.evaluate("""() => [...document.querySelectorAll('.sgs button, .table-bar .btn')]
      .filter(e => e.offsetParent !== null)
      .map(e => { const r = e.getBoundingClientRect(); return [r.width, r.height, e.className, e.textContent.slice(0, 20)]; })
      .filter(([w, h]) => w < 44 || h < 44)""")
    assert not small, (label, small)


@pytest.mark.parametrize("players", [2, 5, 8, 10])
def test_layouts(page, players):
    gid = page.evaluate("(n) => window.hotseat.newGame({game: 'sanguosha', players: n, seed: 31 + n, options: {}, "
                        "seats: Array.from({length: n}, (_, i) => ({name: i ? 'Bot' + i : '劉備玄徳さん', bot: i > 0}))})",
                        players)
    _to_my_turn(page, gid, 0, 12 * players)
    page.evaluate("(id) => { localStorage.setItem('hotseat.botDelay', '0'); location.hash = '#/play/' + id; }", gid)
    for lang in ("en", "ja"):
        if page.evaluate("document.documentElement.lang") != lang:
            page.click(".btn-lang")
            page.wait_for_function("(l) => document.documentElement.lang === l", arg=lang)
        for w, hgt in SIZES:
            page.set_viewport_size({"width": w, "height": hgt})
            _check_layout(page, (players, lang, w, hgt))
    page.set_viewport_size({"width": 1024, "height": 768})


def test_a_game_without_generals_draws_no_empty_general_line(page):
    """Without generals every seat had a line for its general holding only a
    grey bar, under the name, in every seat all game."""
    seed, actions, m = S.find(5, S.slash_on_a_dodger, S.BEGINNER)
    open_record(page, S.record(5, seed, actions, S.BEGINNER), [m.to_act()[0]])
    page.wait_for_selector(".sgs.is-acting")
    assert page.locator(".sgs-seat").count() == 4  # the others: yours is the panel by your hand
    assert page.locator(".seat-general").count() == 0
    # with generals, every seat names its own
    seed, actions, m = S.find(5, lambda m: S.asked(m) and m.state["turn"] >= 1, {})
    open_record(page, S.record(5, seed, actions, {}), [m.to_act()[0]])
    page.wait_for_selector(".sgs.is-acting")
    assert page.locator(".sgs-seat .seat-general .gen-name").count() == 4
