"""China Duel's table as new players found it (issue #13): the house-or-fortress
question says what a fortress does and costs, the scores stay on the first
screen of a landscape tablet (each with its player's latest act, issue #28,
in both languages), the map's tiny spaces do not invite taps on a phone, and
the end screen shows the final map. Issue #30: a tap on a region that is not
lit says why; on a phone the other player's last turn is on the first screen.

Games are set up through window.hotseat (bots' moves included, to reach the
middle or the end of a game); what is checked is what the UI shows.
"""

from __future__ import annotations

from hotseat import engine
from hotseat.games.china_duel import data
from ui_helpers import LINES_JS, actions, go_table, legal, pview, wait_until

import test_ui_china_duel as cd

SIZES = {"landscape": (1024, 768), "portrait": (768, 1024), "phone": (412, 915)}

# Plays every seat's moves with the bot until ``rounds`` is reached on seat
# 0's turn (or the game ends).
ADVANCE = """async ([id, rounds]) => {
  const hs = window.hotseat;
  for (;;) {
    const v = await hs.view(id, null);
    const who = await hs.toAct(id);
    if (!who.length) return v;
    if (v.round >= rounds && who[0] === 0 && v.phase === 'play') return v;
    await hs.act(id, who[0], await hs.botAction(id, who[0]));
  }
}"""


def set_lang(page, lang):
    if page.evaluate("document.documentElement.lang") != lang:
        page.click(".btn-lang")
        page.wait_for_function("(l) => document.documentElement.lang === l", arg=lang)


def latest_label(view, e, lang):
    """The bubble a seat's latest act (a placement, the Emperor's, or a draw)
    shows, written out here from the event's fields (view.js's latestLabel)."""
    def colour(c):
        return data.COLOUR_NAMES[c][lang]
    if e["kind"] in ("placed", "emperor"):
        region = next(r for r in view["map"]["regions"] if r["id"] == e["region"])["name"][lang]
        piece = data.PIECE_NAMES[e["piece"]][lang]
        pay = "+".join(colour(c) for c in e["pay"])
        if lang == "ja":
            where = f"{region} " + ("宮廷" if e["space"] is None else f"{e['space'] + 1}番")
            return f"{'皇帝：' if e['kind'] == 'emperor' else ''}{piece}・{where} [{pay}]"
        where = f"{region} " + ("Court" if e["space"] is None else f"Space {e['space'] + 1}")
        text = f"{'Emperor: ' if e['kind'] == 'emperor' else ''}{piece} · {where} [{pay}]"
        return text[0].upper() + text[1:]
    if e["kind"] == "took":
        return f"場札の{colour(e['colour'])}を取った" if lang == "ja" else f"Took {colour(e['colour'])} from the display"
    assert e["kind"] == "drew", e
    return "山札から引いた" if lang == "ja" else "Drew from the deck"


def mid_game(page, rounds=8, seed=11):
    gid = cd.new_game(page, [("Sato", False), ("Bot", True)], seed)
    page.evaluate(ADVANCE, [gid, rounds])
    go_table(page, gid)
    cd.wait_acting(page, gid)
    return gid


def test_fortress_choice_says_what_a_fortress_does_and_costs(page, site):
    gid = cd.new_game(page, [("Sato", False), ("Bot", True)], cd.HUMAN_SEED)
    go_table(page, gid)
    v = cd.wait_acting(page, gid)
    lim = v["limits"]
    chu0 = [m for m in legal(page, gid, 0) if m["type"] == "place" and m["region"] == "chu" and m["space"] == 0]
    assert {m["piece"] for m in chu0} == {"house", "fortress"}
    page.click(".cd-region[data-region='chu']")
    page.wait_for_selector(".cd-table[data-selected='chu']")
    for lang, words in (("en", ("fortress", "house", "card", "opponent")), ("ja", ("要塞", "家", "カード", "相手"))):
        set_lang(page, lang)
        page.wait_for_selector(".cd-zoom button.cd-zspace[data-space='0']")
        page.click(".cd-zoom button.cd-zspace[data-space='0']")
        page.wait_for_selector("dialog .btn-choice")
        choices = page.locator("dialog .btn-choice")
        assert choices.count() == 2
        texts = [choices.nth(i).inner_text() for i in range(2)]
        fort = [tx for tx in texts if ("fortress" in tx.split("\n")[0] if lang == "en" else "要塞" in tx.split("\n")[0])]
        assert len(fort) == 1, texts
        detail = page.locator("dialog .btn-choice .choice-detail")
        assert detail.count() == 1, "only the fortress needs explaining"
        said = detail.inner_text()
        # what it does (the factor) and what it costs (a card, one of the turn's pieces): the engine's numbers
        assert f"{lim['fortress']}" in said and f"{lim['pieces']}" in said, said
        assert all(w in said for w in words), said
        assert "{" not in said
        cd.shot(page, f"china_duel-fortress-choice-{lang}")
        page.click("dialog .dialog-buttons .btn")
        page.wait_for_selector("dialog .btn-choice", state="detached")
    assert len(cd.actions(page, gid)) == 0


def test_score_panels_on_the_first_screen_of_a_landscape_tablet(page, site):
    """The players' panels (score, kept cards, influence, specials) are in
    the viewport at 1024×768 however tall the action panel is (a region
    open, a late game); in portrait and on a phone the status line carries
    the scores."""
    gid = mid_game(page, rounds=9)
    v = pview(page, gid)
    assert sum(1 for s in (0, 1) for n in v["kept"][s].values() if n) >= 4, "pick a seed with more kept cards"
    lit = page.eval_on_selector_all(".cd-region.is-target", "els => els.map(e => e.dataset.region)")
    page.click(f".cd-region[data-region='{lit[0]}']")
    page.wait_for_selector(f".cd-table[data-selected='{lit[0]}']")
    for lang in ("en", "ja"):
        set_lang(page, lang)
        # each player's latest act at their side, in the language of the moment
        for seat in (0, 1):
            e = v["events"]["latest"][seat]
            bubble = page.locator(f".cd-seat[data-seat='{seat}'] .cd-latest")
            assert bubble.get_attribute("data-kind") == e["kind"]
            assert bubble.inner_text() == latest_label(v, e, lang), (lang, e)
        for name, (w, h) in SIZES.items():
            page.set_viewport_size({"width": w, "height": h})
            page.wait_for_timeout(150)
            page.evaluate("window.scrollTo(0, 0)")
            assert cd.layout_problems(page) == [], (lang, name)
            if name == "landscape":
                for seat in (0, 1):
                    box = page.locator(f".cd-seat[data-seat='{seat}']").bounding_box()
                    assert box["y"] >= 0 and box["y"] + box["height"] <= h, (lang, seat, box)
                    assert box["x"] >= 0 and box["x"] + box["width"] <= w, (lang, seat, box)
                # the map beside the action panel is not squeezed away by them
                m = page.locator(".cd-map").bounding_box()
                assert m["height"] >= 400, m
            scores = page.locator(".cd-status-score")
            assert scores.count() == 2
            for seat in (0, 1):
                box = page.locator(f".cd-status-score[data-seat='{seat}']").bounding_box()
                assert box["y"] + box["height"] <= h and box["x"] + box["width"] <= w, (lang, name, box)
                assert str(v["scores"][seat]) in page.inner_text(f".cd-status-score[data-seat='{seat}']")
            cd.shot(page, f"china_duel-scores-{name}-{lang}")
        page.set_viewport_size({"width": 1024, "height": 768})


def test_map_spaces_do_not_invite_taps_on_a_phone(page, site):
    """At 412×915 the map's spaces are about 13 px: what takes a tap there is
    the region (≥ 44 px), the selected region's legal spaces look like any
    other space (the panel's buttons are the ones to tap), and a tap on one
    keeps the region open and brings its panel into view."""
    page.set_viewport_size({"width": 412, "height": 915})
    gid = mid_game(page, rounds=4)
    lit = page.eval_on_selector_all(".cd-region.is-target", "els => els.map(e => e.dataset.region)")
    assert lit
    region = lit[0]
    page.click(f".cd-region[data-region='{region}']")
    page.wait_for_selector(f".cd-table[data-selected='{region}']")
    assert page.locator(".cd-map .cd-space.is-lit, .cd-map .cd-court.is-lit").count() >= 1
    problems = page.evaluate("""() => {
      const out = [];
      const pointer = (e) => e && getComputedStyle(e).cursor === 'pointer';
      for (const sp of document.querySelectorAll('.cd-map .cd-space, .cd-map .cd-court')) {
        const r = sp.getBoundingClientRect();
        const x = r.left + r.width / 2, y = r.top + r.height / 2;
        if (y < 0 || y > innerHeight) continue;
        const hit = document.elementFromPoint(x, y);
        if (!pointer(hit)) continue;
        const target = hit.closest('.cd-region[role="button"]');
        const b = target && target.getBoundingClientRect();
        if (!b || b.width < 44 || b.height < 44) out.push(`pointer over ${sp.dataset.region} ${sp.dataset.space ?? 'court'} (${b ? Math.round(b.width) + 'x' + Math.round(b.height) : 'no target'})`);
      }
      // a lit space on the map is drawn like an unlit empty one
      const look = (e) => { const c = getComputedStyle(e); return [c.fill, c.stroke, c.strokeWidth].join(' '); };
      const plain = document.querySelector('.cd-map .cd-space:not(.is-lit):not(.has-fort):not(.is-suggested) .cd-space-box');
      for (const b of document.querySelectorAll('.cd-map .cd-space.is-lit:not(.has-fort) .cd-space-box')) {
        if (look(b) !== look(plain)) out.push(`lit space drawn as a button: ${look(b)} vs ${look(plain)}`);
      }
      const plainCourt = document.querySelector('.cd-map .cd-court:not(.is-lit):not(.is-suggested) .cd-court-ring');
      for (const b of document.querySelectorAll('.cd-map .cd-court.is-lit .cd-court-ring')) {
        if (look(b) !== look(plainCourt)) out.push(`lit court drawn as a button: ${look(b)} vs ${look(plainCourt)}`);
      }
      return out;
    }""")
    assert problems == []
    assert cd.small_targets(page) == []
    cd.shot(page, "china_duel-phone-region-open")
    # A tap on one of the region's spaces on the map (it lands on the region)
    # keeps the region open, with its panel in view.
    page.evaluate("window.scrollTo(0, 0)")
    sp = page.locator(f".cd-map .cd-space.is-lit[data-region='{region}']").first
    box = sp.bounding_box()
    page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.wait_for_timeout(100)
    assert page.locator(f".cd-table[data-selected='{region}']").count() == 1
    # (within a pixel: a scroll to "nearest" can leave the panel's edge a
    # fraction of a pixel past the viewport's, its layout being fractional)
    in_view = lambda b: b["y"] >= -1 and b["y"] + b["height"] <= 916  # noqa: E731
    try:
        wait_until(lambda: in_view(page.locator(".cd-zoom").bounding_box()), 10)
    except AssertionError:
        raise AssertionError(f"the region's panel is not in view: {page.locator('.cd-zoom').bounding_box()}, "
                             f"scrollY {page.evaluate('scrollY')}") from None


def replayed(page, gid, seed):
    """The game as the CPython engine has it, from the record the UI made."""
    m = engine.new_game("china_duel", 2, seed=seed)
    for seat, a in actions(page, gid):
        m.act(seat, a)
    return m


def test_a_tap_on_an_unlit_region_says_why(page, site):
    """A region that is not lit answers a tap with the engine's refusal of
    the placement meant there (a house on its first free space, paid with
    its colour), in the language of the moment, beside the prompt and in
    view on a phone; tapping a lit region then clears it."""
    page.set_viewport_size({"width": 412, "height": 915})
    gid = mid_game(page, rounds=4)
    v = pview(page, gid, 0)
    lit = {a["region"] for a in legal(page, gid, 0) if a["type"] == "place"}
    hand = v["hand"]
    dark = [r for r in v["map"]["regions"] if r["id"] not in lit and None in v["houses"][r["id"]]
            and r["colour"] not in hand]
    assert dark and lit, "pick a seed with an unlit region the player cannot pay for"
    r = dark[0]
    m = replayed(page, gid, 11)
    pair = next((c for c in set(hand) if c != r["colour"] and hand.count(c) >= 2), None)
    meant = {"type": "place", "piece": "house", "region": r["id"], "space": v["houses"][r["id"]].index(None),
             "pay": [pair, pair] if pair else [r["colour"]]}
    try:
        m.check(0, meant)
        raise AssertionError("the meant placement is legal")
    except engine.IllegalAction as e:
        refusal = e
    for lang in ("en", "ja"):
        set_lang(page, lang)
        page.evaluate("window.scrollTo(0, 0)")
        assert page.locator(".cd-why").count() == 0
        page.click(f".cd-region[data-region='{r['id']}']")
        why = page.wait_for_selector(f".cd-why[data-region='{r['id']}']")
        text = why.inner_text()
        assert (refusal.ja if lang == "ja" else refusal.en) in text, (lang, text)
        assert r["name"][lang] in text
        assert page.locator(".cd-table[data-selected='']").count() == 1
        box = why.bounding_box()
        assert 0 <= box["y"] and box["y"] + box["height"] <= 915, box
        cd.shot(page, f"china_duel-why-phone-{lang}")
        page.evaluate("window.scrollTo(0, 0)")
        page.click(f".cd-region[data-region='{sorted(lit)[0]}']")
        page.wait_for_selector(f".cd-table[data-selected='{sorted(lit)[0]}']")
        assert page.locator(".cd-why").count() == 0
    page.set_viewport_size({"width": 1024, "height": 768})


def test_the_bots_last_turn_is_on_the_first_screen_of_a_phone(page, site):
    """At 412×915 the other player's last turn, in words, sits right under
    the map, above the action panel, on the first screen (it was under both
    players' panels, the bottom of the page); the portrait tablet keeps it
    beside the map."""
    page.set_viewport_size({"width": 412, "height": 915})
    mid_game(page, rounds=4)
    for lang in ("en", "ja"):
        set_lang(page, lang)
        page.evaluate("window.scrollTo(0, 0)")
        last = page.locator(".cd-last .cd-turnlog[data-turn='prev']").bounding_box()
        board = page.locator(".cd-board").bounding_box()
        action = page.locator(".cd-action").bounding_box()
        assert board["y"] + board["height"] <= last["y"] < action["y"], (board, last, action)
        assert last["y"] + last["height"] <= 915, (lang, last)
        assert cd.layout_problems(page) == [], lang
    page.set_viewport_size({"width": 768, "height": 1024})
    page.wait_for_timeout(100)
    last, board = (page.locator(s).bounding_box() for s in (".cd-last", ".cd-board"))
    assert last["x"] >= board["x"] + board["width"] and last["y"] < board["y"] + board["height"], (last, board)
    page.set_viewport_size({"width": 1024, "height": 768})


def test_end_screen_shows_the_final_map(page, site):
    # the default names, which broke apart heading the breakdown's columns
    gid = cd.new_game(page, [("Player 1", True), ("プレイヤー2", True)], cd.BOTS_SEED)
    end = page.evaluate(ADVANCE, [gid, 10 ** 6])
    assert end["phase"] == "over"
    for lang in ("en", "ja"):
        set_lang(page, lang)
        for name, (w, h) in SIZES.items():
            page.set_viewport_size({"width": w, "height": h})
            go_table(page, gid)
            page.wait_for_selector(".final .standings")
            page.wait_for_selector(".final .cd-final-map svg.cd-map", timeout=10_000)
            # the map is the final board: every house, fortress and emissary
            for seat in (0, 1, 2):
                houses = sum(1 for hs in end["houses"].values() for o in hs if o == seat)
                assert page.locator(f".cd-final-map .cd-space[data-owner='{seat}'] .cd-house").count() == houses
                emissaries = sum(c[seat] for c in end["courts"].values())
                assert page.locator(f".cd-final-map .cd-emissary[data-owner='{seat}']").count() == emissaries
            forts = sum(1 for fs in end["forts"].values() for f in fs if f)
            assert page.locator(".cd-final-map .cd-space.has-fort").count() == forts
            assert page.locator(".cd-final-map .cd-scored").count() == len(end["scored"])
            # read-only: nothing on it takes a tap
            assert page.locator(".cd-final-map [role='button'], .cd-final-map .is-target, .cd-final-map .is-lit").count() == 0
            # with the result: the standings and the breakdown on the same screen, names in the legend
            cap = page.inner_text(".cd-final-map figcaption")
            assert "Player 1" in cap and "プレイヤー2" in cap and ("Emperor" in cap or "皇帝" in cap)
            m = page.locator(".cd-final-map svg.cd-map").bounding_box()
            assert m["x"] >= 0 and m["x"] + m["width"] <= w and m["width"] >= min(w - 60, 380), (name, m)
            assert page.evaluate("document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1")
            assert page.locator(".final .cd-breakdown tr[data-kind='chains']").count() == 1
            # the points, down to their total, on the first screen (upright,
            # the map came first and the breakdown lay under the fold)
            page.evaluate("window.scrollTo(0, 0)")
            total = page.locator(".final .cd-breakdown tfoot").bounding_box()
            assert total["y"] + total["height"] <= h, (name, lang, total)
            # another game with this table: the form starts from this one's setup
            assert page.get_attribute(".final a.btn-big[href^='#/new/']", "href") == f"#/new/china_duel/{gid}"
            heads = page.eval_on_selector_all(".final .cd-breakdown thead th.num", f"els => els.map({LINES_JS})")
            assert heads == [1, 1], (name, lang, heads)
            cd.shot(page, f"china_duel-end-{name}-{lang}")
            page.evaluate("location.hash = '#/'")
            page.wait_for_selector(".game-card")
