"""Sanguosha's table draws what each event did (issue #29), at a bot delay
of 700 ms (motion 350 ms, banners about 1.5 s): a 殺 used on a bot flies
from the hand to the play area with an arrow to its target, and the bot's
閃 flies there too and stays beside it; damage shakes the seat and pulses
its HP; a rebel's death is a banner with the role and the killer's reward
while three card backs fly to the killer (a loyalist's, the lord's
penalty); my own draw flies in face up and no face in flight is one I may
not see; the game's end is a banner with the winning side. Under reduced motion nothing flies or points, and the banners
still say it. The cards are drawn as cards (a band by type, the name fitted,
suit and rank in the corner, the range on a weapon), equipment names are
whole on the seats, and at 1024×768 the seats fill the table.

Positions come from bot games searched in CPython (sgs_scenarios.py),
imported a move before the event, so each test waits for one move only.
"""

from __future__ import annotations

import os

import pytest

from hotseat import engine
import sgs_scenarios as S
from test_ui_sanguosha_events import _dodged_slash
from test_ui_sanguosha_table import open_record
from ui_helpers import wait_until

DELAY = 700

# Counts what the effects layer draws, from before the table opens (a flyer
# lives 350 ms: polling for it could miss it): flyers, the backs and card
# faces among them, arrows, hits, HP pulses, and the banners' texts.
WATCH = """() => {
  const w = window.__fxw = { flyers: 0, backs: 0, faces: [], arrows: 0, hits: [], pulses: [], banners: [] };
  const done = new WeakSet();
  const seen = (n) => {
    if (!(n instanceof Element) || done.has(n)) return;
    done.add(n);
    if (n.matches('.fx-flyer')) {
      w.flyers++;
      w.backs += n.querySelectorAll('.fx-back').length;
      for (const c of n.querySelectorAll('.sgs-cf[data-card]')) w.faces.push(c.dataset.card);
    }
    if (n.matches('.fx-lines')) w.arrows += n.querySelectorAll('.fx-arrow').length;
    if (n.matches('.fx-banner')) w.banners.push([...n.children].map((c) => c.textContent));
    for (const f of n.querySelectorAll('.fx-flyer, .fx-lines, .fx-banner')) seen(f);
  };
  window.__fxo?.disconnect();
  window.__fxo = new MutationObserver((muts) => {
    for (const m of muts) {
      if (m.type === 'attributes') {
        const el = m.target;
        if (el.classList.contains('fx-hit')) w.hits.push(el.dataset.fxSeat);
        if (el.classList.contains('fx-pulse')) w.pulses.push(el.dataset.fx || el.dataset.fxSeat);
      } else for (const n of m.addedNodes) seen(n);
    }
  });
  window.__fxo.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
}"""

UNWATCH = "() => { window.__fxo?.disconnect(); delete window.__fxo; delete window.__fxw; }"


def fxw(page):
    return page.evaluate("window.__fxw")


def lang_of(page):
    return page.evaluate("document.documentElement.lang")


def all_bots(page, players, seed, actions, options):
    """The record opened with every seat a bot, at DELAY: the next move is the event's."""
    page.evaluate(WATCH)
    return open_record(page, S.record(players, seed, actions, options), [], delay=DELAY)


def test_a_used_slash_flies_and_points_and_the_bots_dodge_lands_beside_it(page):
    seed, actions, me, slash, them, dodge = _dodged_slash()
    try:
        page.evaluate(WATCH)
        gid = open_record(page, S.record(4, seed, actions, S.BEGINNER), [me], delay=DELAY)
        page.click(f".sgs-hcard.is-lit[data-card='{slash['card']}']")
        page.click(f".sgs-seat[data-seat='{them}']")
        page.click(".sgs-confirm")
        # the 殺 in flight from the hand, an arrow to the target while it resolves
        wait_until(lambda: slash["card"] in fxw(page)["faces"], timeout=5)
        assert fxw(page)["arrows"] >= 1
        # the seat whose answer is awaited is marked while the bot thinks
        page.wait_for_selector(f".sgs-seat.is-asked[data-seat='{them}']", timeout=3000)
        # the bot's 閃 flies to the play area and stays there, after the 殺
        wait_until(lambda: dodge in fxw(page)["faces"], timeout=10)
        page.wait_for_selector(f".sgs-play .sgs-lastplay .sgs-cf[data-card='{dodge}']")
        assert page.locator(f".sgs-play .sgs-prevplay .sgs-cf[data-card='{slash['card']}']").count() == 1
        assert [them, {"type": "play", "card": dodge}] in page.evaluate("(id) => window.hotseat.record(id)", gid)["actions"]
    finally:
        page.evaluate(UNWATCH)


def test_damage_shakes_the_seat_and_pulses_its_hp(page):
    seed, actions, _, evs = S.find_step(4, S.damage_dealt, S.BEGINNER)
    hurt = next(e["seat"] for e in evs if e["kind"] == "damaged")
    try:
        all_bots(page, 4, seed, actions, S.BEGINNER)
        wait_until(lambda: str(hurt) in fxw(page)["hits"], timeout=10)
        assert f"hp-{hurt}" in fxw(page)["pulses"]
    finally:
        page.evaluate(UNWATCH)


def _death():
    seed, actions, _, evs = S.find_step(4, S.rebel_killed_with_reward, S.BEGINNER)
    died = next(e for e in evs if e["kind"] == "died")
    return seed, actions, died["seat"], died["src"]


def _death_banner(lang, dead, killer):
    if lang == "ja":
        return [f"P{dead + 1} 死亡 — 反賊", f"P{killer + 1}が3枚引く"]
    return [f"P{dead + 1} died — Rebel", f"P{killer + 1} draws 3"]


def test_a_rebels_death_is_a_banner_with_the_role_and_the_reward(page):
    seed, actions, dead, killer = _death()
    try:
        all_bots(page, 4, seed, actions, S.BEGINNER)
        page.wait_for_selector(".fx-banner", timeout=10_000)
        assert fxw(page)["banners"][0] == _death_banner(lang_of(page), dead, killer)
        assert fxw(page)["backs"] >= 3  # the reward's three cards, face down, to the killer
        if os.environ.get("HOTSEAT_SHOTS"):
            page.screenshot(path=os.path.join(os.environ["HOTSEAT_SHOTS"], f"sgs-fx-death-{lang_of(page)}.png"))
    finally:
        page.evaluate(UNWATCH)


def test_reduced_motion_draws_no_flight_but_keeps_the_death_banner(page):
    seed, actions, dead, killer = _death()
    page.emulate_media(reduced_motion="reduce")
    try:
        all_bots(page, 4, seed, actions, S.BEGINNER)
        page.wait_for_selector(".fx-banner", timeout=10_000)
        got = fxw(page)
        assert got["banners"][0] == _death_banner(lang_of(page), dead, killer)
        assert (got["flyers"], got["arrows"], got["hits"]) == (0, 0, [])
    finally:
        page.emulate_media(reduced_motion="no-preference")
        page.evaluate(UNWATCH)


def test_the_games_end_is_a_banner_with_the_winning_side(page):
    m = engine.new_game("sanguosha", 3, 5, S.BEGINNER)
    while not m.finished:
        s = m.to_act()[0]
        m.act(s, m.bot_action(s))
    side = m.result()["side"]
    titles = {"ja": {"lord": "主公と忠臣の勝利。", "rebels": "反賊の勝利。", "renegade": "内奸の勝利。"},
              "en": {"lord": "The Lord and the Loyalists win.", "rebels": "The Rebels win.", "renegade": "The Renegade wins."}}
    try:
        all_bots(page, 3, 5, m.record()["actions"][:-1], S.BEGINNER)
        wait_until(lambda: any(b[0] == titles[lang_of(page)][side] for b in fxw(page)["banners"]), timeout=15)
    finally:
        page.evaluate(UNWATCH)


# Every card of the game drawn by the view's own card component at each
# size the table uses, in both languages: each part inside the card (no
# name spills out), the band by type, the range on a weapon.
FACES = """async (sizes) => {
  const view = await import(new URL('sanguosha/view.js', document.baseURI).href);
  const { CARD_NAMES } = await import(new URL('sanguosha/rules.js', document.baseURI).href);
  const box = document.createElement('div');
  box.style.position = 'fixed'; box.style.left = '0'; box.style.top = '0'; box.style.display = 'flex';
  document.body.append(box);
  const out = { spill: [], types: {}, marks: {} };
  for (const name of Object.keys(CARD_NAMES)) {
    for (const w of sizes) {
      const face = view.cardFace(name + '-H10');
      face.style.setProperty('--cf-w', w + 'px');
      box.replaceChildren(face);
      const r = face.getBoundingClientRect();
      for (const e of face.querySelectorAll('*')) {
        const c = e.getBoundingClientRect();
        if (c.width && (c.left < r.left - 0.5 || c.right > r.right + 0.5 || c.top < r.top - 0.5 || c.bottom > r.bottom + 0.5))
          out.spill.push([name, w, e.className || e.tagName, e.textContent]);
      }
      const n = face.querySelector('.cf-name');
      if (n.scrollWidth > n.clientWidth + 1 || n.scrollHeight > n.clientHeight + 1) out.spill.push([name, w, 'scroll']);
      out.types[name] = [...face.classList].find((c) => c.startsWith('cf-'));
      out.marks[name] = face.querySelector('.cf-mark')?.textContent || null;
    }
  }
  box.remove();
  return out;
}"""


def test_every_card_face_holds_its_name_at_every_size_in_both_languages(page):
    types = {}
    for lang in ("en", "ja"):
        page.evaluate("async (l) => (await import(new URL('i18n.js', document.baseURI).href)).setLang(l)", lang)
        got = page.evaluate(FACES, [34, 40, 44, 52, 58, 62, 66])
        assert got["spill"] == [], (lang, got["spill"][:8])
        types = got["types"]
        assert got["marks"]["blade"] == "⚔3" and got["marks"]["kylin_bow"] == "⚔5"
        assert got["marks"]["chitu"] == "−1" and got["marks"]["dilu"] == "+1" and got["marks"]["slash"] is None
    assert (types["slash"], types["snatch"], types["lightning"], types["blade"], types["eight_diagram"], types["chitu"]) == \
        ("cf-basic", "cf-trick", "cf-delayed", "cf-weapon", "cf-armor", "cf-horse")


def test_at_1024_by_768_the_seats_fill_the_table_and_equipment_is_whole(page):
    def rich(m):
        q = S.asked(m)
        return bool(q and q["kind"] == "play" and q["seat"] == 0 and m.state["turn"] > 8
                    and sum(1 for s in range(1, m.players) for v in m.state["equip"][s].values() if v) >= 3)
    seed, actions, _ = S.find(6, rich, {})
    open_record(page, S.record(6, seed, actions, {}), [0])
    page.wait_for_selector(".sgs-hcard")
    for lang in ("en", "ja"):
        if lang_of(page) != lang:
            page.click(".btn-lang")
            page.wait_for_function("(l) => document.documentElement.lang === l", arg=lang)
        got = page.evaluate("""() => {
          const stage = document.querySelector('.stage').getBoundingClientRect();
          const ring = document.querySelector('.sgs-ring').getBoundingClientRect();
          const seats = [...document.querySelectorAll('.sgs-seat')].map((e) => e.getBoundingClientRect());
          const cut = [...document.querySelectorAll('.slot-name')].filter((e) =>
            e.scrollWidth > e.clientWidth + 1 || getComputedStyle(e).textOverflow === 'ellipsis').map((e) => e.textContent);
          return { stageH: Math.min(stage.bottom, innerHeight) - stage.top, ringH: ring.height,
                   spread: Math.max(...seats.map((r) => r.bottom)) - Math.min(...seats.map((r) => r.top)),
                   slots: document.querySelectorAll('.slot-name').length, cut };
        }""")
        assert got["ringH"] >= 0.9 * got["stageH"] - 16, got
        assert got["spread"] >= 0.6 * got["stageH"], got
        assert got["slots"] >= 3 and got["cut"] == [], got


def test_my_draw_flies_face_up_to_my_hand_and_only_mine(page):
    """A bot's move ends its turn and starts mine: my two cards fly from the
    deck face up; no card face in flight is one I may not see."""
    def starts_seat0(evs):
        return any(e["kind"] == "turn" and e["seat"] == 0 for e in evs) and any(e["kind"] == "drew" and e["seat"] == 0 for e in evs)
    seed, actions, bot, _ = S.find_step(4, starts_seat0, S.BEGINNER)
    m = engine.replay(S.record(4, seed, actions, S.BEGINNER))
    m.act(bot, m.bot_action(bot))
    mine = [c for e in m.step_events(0) if e["kind"] == "drew" and e.get("to") == [0] for c in e["cards"]]
    assert mine
    try:
        page.evaluate(WATCH)
        open_record(page, S.record(4, seed, actions, S.BEGINNER), [0], delay=DELAY)
        wait_until(lambda: set(mine) <= set(fxw(page)["faces"]), timeout=10)
        page.wait_for_selector(f".sgs-hand .sgs-hcard[data-card='{mine[0]}']")
        assert fxw(page)["backs"] == 0  # drawn face up: none of the backs the others' draws get
        public = set(m.state["discard"]) | {c for s in range(4) for c in list(m.state["equip"][s].values()) + m.state["judge"][s] if c}
        assert set(fxw(page)["faces"]) <= set(m.state["hand"][0]) | public, fxw(page)["faces"]
    finally:
        page.evaluate(UNWATCH)


def test_a_loyalist_killed_by_the_lord_is_a_banner_with_the_penalty(page):
    """Rare in bot games (no seed of hundreds reaches it), so asked of the
    view's effects() directly: the death's banner names the role, its
    sub-line the lord's penalty, in both languages."""
    got = page.evaluate("""async () => {
      const view = await import(new URL('sanguosha/view.js', document.baseURI).href);
      const died = { kind: 'died', seat: 2, role: 'loyalist', src: 0, i: 7 };
      const penalty = { kind: 'penalty', seat: 0, cards: ['slash-S7'], targets: [2], i: 8 };
      const state = { view: { over: null }, seat: null, names: ['Ann', 'Bo', 'Cy'], events: [died, penalty] };
      return [view.effects(died, {}, state), view.effects(penalty, {}, state)];
    }""")
    assert got[0] == [{"banner": {"title": {"ja": "Cy 死亡 — 忠臣", "en": "Cy died — Loyalist"},
                                  "sub": {"ja": "主公のAnnは手札と装備をすべて捨てる",
                                          "en": "Ann (the Lord) discards every card in hand and equipment"},
                                  "tone": "death"}}]
    # the penalty is said once, under the death: its cards only fly to the pile
    assert [list(e) for e in got[1]] == [["fly"]] and got[1][0]["fly"]["to"] == "deck"


def discards_at_end_of_turn(evs):
    """A seat discards its own cards (down to its hand limit)."""
    return any(e["kind"] == "discarded" and e.get("src") is None and e["cards"] for e in evs)


def test_discarded_cards_fly_face_up_to_the_pile(page):
    seed, actions, seat, evs = S.find_step(4, discards_at_end_of_turn, S.BEGINNER)
    gone = next(e["cards"] for e in evs if e["kind"] == "discarded")
    try:
        all_bots(page, 4, seed, actions, S.BEGINNER)
        # every discarded card in flight, face up (they are public)
        wait_until(lambda: set(gone) <= set(fxw(page)["faces"]), timeout=10)
    finally:
        page.evaluate(UNWATCH)
