"""The Qianlong's Harem UI in headless Chromium: a whole game by two bots to
the end screen (checked against a CPython replay of the record), a human
placement by tapping a lit card, a human choice inside the resolution
(S4 昇進の勅's promotion) and the weak/strong question it leads to, the
resolution replayed step by step before the human may act, the tablet
layouts (portrait 768×1024 and landscape 1024×768), the rules page in both
languages, and the step replay: during the bots' game every board drawn is the
engine's own (the board after each event of a move, in order, then the
engine's public view), the page walking back from the view's board through
the move's events exactly as the CPython check does; each seat's latest act
shown at the seat.

Games are driven through the real UI (web/table/ + web/qianlong/view.js) on
the real bridge; window.hotseat is used only to set up games and to read what
the engine says, to check the UI against it. Fixtures: tests/browser/conftest.py.
"""

from __future__ import annotations

import os
import re
import sys
import time
from pathlib import Path

import pytest

from hotseat import engine
import ui_helpers
from ui_helpers import actions, go_table, legal, pview, wait_until

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from qianlong_helpers import move_boards  # noqa: E402

GAME = "qianlong"
PORTRAIT = {"width": 768, "height": 1024}
LANDSCAPE = {"width": 1024, "height": 768}
SHOTS = Path(os.environ.get("HOTSEAT_SHOTS", "")) if os.environ.get("HOTSEAT_SHOTS") else None
# Human seat 0 taking card 5 (the scheme draw) first, then the lowest lit
# card, against the bot: after its third placement, S4 昇進の勅 asks where to
# promote (found by replaying seeds in CPython with that policy; the bot of
# #18 takes card 5 itself when it can, so a human who never does never draws).
CHOICE_SEED = 30
BOTS_SEED = 2  # a short game (7 rounds) that 香妃 ends: both players lose


def new_game(page, seats, seed, options=None) -> str:
    return ui_helpers.new_game(page, GAME, seats, seed, options)


def wait_acting(page, gid, timeout=60):
    """Wait until the human may act and the table shows it (the replay of the
    steps before it finished); return the engine's public view."""
    def ready():
        v = pview(page, gid)
        n = v["events"]["count"]
        return page.locator(f".ql-table[data-acting='1'][data-events='{n}']").count() and v
    return wait_until(ready, timeout)


def shot(page, name: str, tmp_path: Path) -> Path:
    out = (SHOTS or tmp_path) / f"{name}.png"
    out.parent.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(out), full_page=True)
    return out


def lit_cards(page) -> set[int]:
    return {int(x) for x in page.eval_on_selector_all("button.ql-card.is-target", "els => els.map(e => e.dataset.card)")}


# What the table draws, read from the page: the pieces, tokens and piles (by
# their data attributes, so the check does not depend on the language).
DRAWN_JS = """() => {
    const tb = document.querySelector('.ql-table');
    if (!tb) return null;
    const ids = (el) => [...el.querySelectorAll('.ql-eunuch')].map((e) => Number(e.dataset.eunuch));
    const consort = (s) => { const c = tb.querySelector(`.ql-rsq .ql-consort[data-seat='${s}']`);
        return c ? Number(c.parentElement.dataset.square) : null; };
    const seat = (s) => tb.querySelector(`.ql-seat[data-seat='${s}']`);
    return { step: tb.dataset.step, events: Number(tb.dataset.events), animating: tb.classList.contains('is-animating'),
        acts: [0, 1].map((s) => { const a = seat(s).querySelector('.ql-act'); return a ? Number(a.dataset.i) : null; }),
        drawn: {
            cards: [...tb.querySelectorAll('.ql-card')].map((c) => [Number(c.dataset.card), ids(c),
                c.classList.contains('is-grey'), c.classList.contains('is-strong-side')]),
            palace: [...tb.querySelectorAll('.ql-sq')].map((q) => ids(q)),
            hands: [0, 1].map((s) => ids(seat(s).querySelector('.ql-hand'))),
            strong: [...tb.querySelectorAll('.ql-eunuch.is-strong')].map((e) => Number(e.dataset.eunuch)).sort((a, b) => a - b),
            consorts: [0, 1].map(consort),
            points: [0, 1].map((s) => Number(seat(s).querySelector('.ql-points').dataset.n)),
            start: [0, 1].filter((s) => seat(s).querySelector('.ql-start-tile')),
            stock: Number(tb.querySelector('.ql-stock').dataset.n),
            xiangfei: Number(tb.querySelector('.ql-xiangfei').dataset.n),
            tea: tb.querySelectorAll('.ql-token.is-tea').length,
            deck: Number(tb.querySelector('.ql-deck').dataset.n),
            discard: Number(tb.querySelector('.ql-discard').dataset.n) } };
}"""


def expected_drawing(b) -> dict:
    """What DRAWN_JS should read for the public board ``b`` (the board after
    an event, or the board part of a view)."""
    es = b["eunuchs"]
    return {
        "cards": [[c["n"], c["eunuchs"], not c["open"], c["strong"]] for c in b["cards"]],
        "palace": [[e["id"] for e in es if e["at"] == "palace" and e["square"] == i]
                   for i in range(len(engine_palace))],
        "hands": [[e["id"] for e in es if e["owner"] == s and e["at"] == "hand"] for s in (0, 1)],
        "strong": sorted(e["id"] for e in es if e["strong"]),
        "consorts": [c["pos"] for c in b["consorts"]],
        "points": b["points"], "start": [b["start"]], "stock": b["stock"],
        "xiangfei": b["xiangfei"], "tea": b["tea"], "deck": b["deck_count"],
        "discard": len(b["discard"]),
    }


engine_palace = engine.new_game(GAME, players=2, seed=1).view(None)["palace"]


def watch_drawings(page):
    """Record every table the view draws (each draw patches the table: any
    change under the host is a draw, or a piece's glide ending, which reads
    the same board again)."""
    page.evaluate("""(js) => {
        const read = eval(js);
        window.__qlDrawn = [];
        const host = document.querySelector('.qianlong');
        new MutationObserver(() => { const d = read(); if (d) window.__qlDrawn.push(d); })
            .observe(host, { childList: true, subtree: true, attributes: true, characterData: true });
    }""", DRAWN_JS)


def check_rules_page(page):
    page.evaluate("(g) => { location.hash = '#/rules/' + g; }", GAME)
    page.wait_for_selector("article.rules .ql-diagram")
    assert page.locator("article.rules .original").count() >= 8
    assert page.locator("article.rules .decision").count() >= 8
    # Decisions say whether they are reconstructed or Hotseat's own.
    assert page.locator("article.rules .decision .tag-rec").count() >= 4
    assert page.locator("article.rules .decision .tag-ours").count() >= 2
    lang = page.evaluate("document.documentElement.lang")
    page.click(".btn-lang")
    page.wait_for_function("(l) => document.documentElement.lang !== l", arg=lang)
    page.wait_for_selector("article.rules .ql-diagram")
    text = page.inner_text("article.rules")
    assert ("太監" in text and "再構成" in text) if lang == "en" else ("eunuch" in text and "Reconstructed" in text)
    # The game's numbers and texts are the engine's (data.py's defaults).
    other = "ja" if lang == "en" else "en"
    v = engine.new_game(GAME, players=2, seed=1).view(None)
    for c in v["schemes"].values():
        assert f"{c['name'][other]}{'：' if other == 'ja' else ': '}{c['text'][other]}" in text
    ring = f"{v['bedroom']}マスの輪" if other == "ja" else f"ring of {v['bedroom']} squares"
    assert ring in text
    assert page.locator("article.rules .ql-diagram circle").count() == v["bedroom"]
    assert page.locator("article.rules .ql-diagram rect").count() == 9 + len(v["palace"])


# --------------------------------------------------------------------------- tests


def test_two_bots_play_to_the_end(page, site, tmp_path):
    # Through the screens: home lists the game, the new-game screen sets 2 bots.
    page.evaluate("localStorage.setItem('hotseat.botDelay', '20'); location.hash = '#/'")
    page.click(f".game-card[data-game='{GAME}'] a.btn-primary")
    page.wait_for_selector(".start-btn")
    assert page.inner_text("#players") == "2"
    for i, name in enumerate(["Qing", "Ming"]):
        page.fill(f".seat-row[data-seat='{i}'] .seat-name", name)
        page.click(f".seat-row[data-seat='{i}'] .seg:nth-child(2)")
    assert page.locator(".option-row[data-option='advanced']").count() == 1
    page.fill("#seed", str(BOTS_SEED))
    page.click(".start-btn")
    page.wait_for_selector(".ql-table")
    gid = page.evaluate("decodeURIComponent(location.hash.split('/')[2])")
    # The table: 9 cards (1 and 3 grey), the palace track, the bedroom ring, tokens, deck.
    assert page.locator(".ql-card").count() == 9
    assert page.locator(".ql-card.is-grey").count() == 2
    v0 = pview(page, gid)
    assert page.locator(".ql-sq").count() == len(v0["palace"])
    watch_drawings(page)
    assert page.locator(".ql-rsq").count() == v0["bedroom"]
    assert page.locator(".ql-consort[data-seat='0']").count() >= 1
    saw_eunuch_on_card = False
    end = time.monotonic() + 420
    while not page.locator(".final .standings").count():
        assert time.monotonic() < end, "the game did not finish in time"
        if not saw_eunuch_on_card and page.locator(".ql-card .ql-eunuch").count():
            saw_eunuch_on_card = True
        time.sleep(0.25)
    assert saw_eunuch_on_card
    res = page.evaluate("(id) => window.hotseat.result(id)", gid)
    shown = {s: int(page.locator(f".standings tr[data-seat='{s}'] td.num").inner_text()) for s in range(2)}
    assert shown == dict(enumerate(res["scores"]))
    # The end screen says who won, or that 香妃 ended it and both lost.
    box = page.locator(".final .ql-end")
    assert box.get_attribute("data-end") == res["end"]
    if res["end"] == "xiangfei":
        # Nobody wins: the app places no one first.
        assert page.locator(".final .standings tr.is-winner").count() == 0
        assert "香妃" in box.inner_text()
    else:
        assert ["Qing", "Ming"][res["winner"]] in box.inner_text()
    # The CPython engine replays the same record to the same result.
    record = page.evaluate("(id) => window.hotseat.record(id)", gid)
    assert record["seed"] == BOTS_SEED and res["end"] == "xiangfei"
    assert engine.replay(record).result() == res
    check_drawings(page, record)
    shot(page, "qianlong-final", tmp_path)
    check_rules_page(page)


def test_human_places_and_chooses_inside_the_resolution(page, site, tmp_path):
    gid = new_game(page, [("Sato", False), ("Bot", True)], CHOICE_SEED)
    # A visible pace: each resolution step stays on screen for 240 ms.
    go_table(page, gid, delay=300)
    placed = 0
    for _ in range(3):
        v = wait_acting(page, gid)
        assert v["phase"] == "place" and v["turn"] == 0
        moves = legal(page, gid, 0)
        # Exactly the legal cards are lit, and only they are buttons.
        assert lit_cards(page) == {m["card"] for m in moves}
        assert page.locator("button.ql-card:not(.is-target)").count() == 0
        lit = {m["card"] for m in moves}
        card = 5 if placed == 0 and 5 in lit else min(lit)
        n = len(actions(page, gid))
        page.click(f"button.ql-card[data-card='{card}']")
        wait_until(lambda: len(actions(page, gid)) > n)
        assert actions(page, gid)[n] == [0, {"type": "place", "card": card, "strong": False}]
        placed += 1
        if placed < 3:
            # The placed eunuch shows on its card.
            page.wait_for_selector(f".ql-card[data-card='{card}'] .ql-eunuch[data-seat='0']")
    # The last placement starts the resolution: it is replayed step by step,
    # each step shown before the next, and the human's choice only comes after.
    texts = []
    end = time.monotonic() + 60
    while time.monotonic() < end:
        # One snapshot of the table (the replay moves on by itself).
        animating, t, buttons, acting = page.evaluate("""() => {
            const tb = document.querySelector('.ql-table');
            const now = document.querySelector('.ql-now-text');
            return [!!tb && tb.classList.contains('is-animating'), now ? now.textContent : '',
                    document.querySelectorAll('.ql-choice-btn').length, !!tb && tb.dataset.acting === '1'];
        }""")
        if animating:
            if not texts or texts[-1] != t:
                texts.append(t)
            assert buttons == 0 and not acting
        elif texts and acting:
            break
        time.sleep(0.03)
    assert any(t.startswith("Card ") or "番（" in t for t in texts), texts
    assert len(texts) >= 3, texts
    v = wait_acting(page, gid)
    assert v["phase"] == "resolve" and v["pending"]["kind"] == "promote" and v["pending"]["seat"] == 0
    moves = legal(page, gid, 0)
    buttons = page.locator(".ql-choice[data-kind='promote'] .ql-choice-btn")
    assert buttons.count() == len(moves) >= 2
    # Cards holding a weak eunuch of the player are tappable targets too.
    assert lit_cards(page) == {m["card"] for m in moves if m["card"] is not None}
    shot(page, "qianlong-choice", tmp_path)
    hand_move = next(m for m in moves if m["card"] is None)
    idx = moves.index(hand_move)
    n = len(actions(page, gid))
    page.click(f".ql-choice-btn[data-idx='{idx}']")
    wait_until(lambda: len(actions(page, gid)) > n)
    assert actions(page, gid)[n] == [0, hand_move]
    # The promoted eunuch is strong in hand: the next placement asks which.
    v = wait_acting(page, gid, timeout=90)
    # The human places first in round 2: the account of round 1's resolution
    # stays listed under the new round's header until round 2 goes on.
    recent = v["events"]["recent"]
    rnd = recent[-1]["round"]
    assert v["phase"] == "place" and [e["round"] for e in recent].count(rnd) == 1
    lang = page.evaluate("document.documentElement.lang")
    prev = [e["text"][lang].replace("{seat:0}", "Sato").replace("{seat:1}", "Bot")
            for e in recent if e["round"] == rnd - 1]
    assert len(prev) >= 8
    assert page.inner_text(".ql-now-text") == recent[-1]["text"][lang]
    assert page.eval_on_selector_all(".ql-step-list li", "els => els.map(e => e.textContent)") == prev[-7:]
    # Each seat shows its latest act: the human's promotion, the bot's last
    # placement, from the engine's events block.
    latest = v["events"]["latest"]
    assert [latest[0]["kind"], latest[1]["kind"]] == ["promoted", "placed"]
    acts = page.eval_on_selector_all(".ql-seat .ql-act", "els => els.map(e => [e.dataset.kind, e.textContent])")
    assert [a[0] for a in acts] == ["promoted", "placed"]
    assert ("Promotion" if lang == "en" else "昇進") in acts[0][1]
    c = latest[1]["card"]
    assert (f"Card {c} ·" if lang == "en" else f"{c}番・") in acts[1][1]
    # both from the round before (the new one is the human's to open): each
    # says so and is dimmed ("Card 8 · weak" beside an empty card 8 read as
    # this round's)
    assert [e["round"] for e in latest] == [v["round"] - 1] * 2
    prefix = f"Round {v['round'] - 1}: " if lang == "en" else f"第{v['round'] - 1}ラウンド："
    shown = page.eval_on_selector_all(".ql-seat .ql-act .ql-act-text", "els => els.map(e => e.textContent)")
    assert all(x.startswith(prefix) for x in shown), shown
    assert page.locator(".ql-seat .ql-act.is-earlier").count() == 2
    if v["phase"] == "place":
        moves = legal(page, gid, 0)
        both = sorted({m["card"] for m in moves if m["strong"]} & {m["card"] for m in moves if not m["strong"]})
        assert both
        n = len(actions(page, gid))
        page.click(f"button.ql-card[data-card='{both[0]}']")
        page.wait_for_selector("dialog .btn-choice")
        assert page.locator("dialog .btn-choice").count() == 2
        page.locator("dialog .btn-choice").nth(1).click()
        wait_until(lambda: len(actions(page, gid)) > n)
        assert actions(page, gid)[n] == [0, {"type": "place", "card": both[0], "strong": True}]
        page.wait_for_selector(f".ql-card[data-card='{both[0]}'] .ql-eunuch.is-strong[data-seat='0']")
    # The scheme pile's order appears nowhere: only counts.
    assert page.locator(".ql-deck").get_attribute("aria-label").endswith(
        str(pview(page, gid)["deck_count"]) + " cards face down")


@pytest.mark.parametrize("size,name", [(PORTRAIT, "portrait"), (LANDSCAPE, "landscape")])
def test_tablet_layouts(page, site, tmp_path, size, name):
    page.set_viewport_size(size)
    gid = new_game(page, [("Sato", False), ("Bot", True)], CHOICE_SEED)
    go_table(page, gid)
    wait_acting(page, gid)
    # The table in Japanese (longer labels in places).
    lang = page.evaluate("document.documentElement.lang")
    if lang != "ja":
        page.click(".btn-lang")
        page.wait_for_function("document.documentElement.lang === 'ja'")
    page.wait_for_selector(".ql-table[data-acting='1'] button.ql-card")
    assert "配置" in page.inner_text(".ql-head")
    # Both consorts stand on 開始, named so (not "0マス目").
    assert all(pos == 0 for pos in (c["pos"] for c in pview(page, gid)["consorts"]))
    assert page.eval_on_selector_all(".ql-consort-at", "els => els.map(e => e.textContent)") == ["妃 貴妃は開始マス"] * 2
    shot(page, f"qianlong-{name}", tmp_path)
    # Each palace square's short name (e.g. ＋3か2枚) fits on one line.
    lines = page.eval_on_selector_all(".ql-sq-kind", """els => els.map(e => {
        const r = document.createRange(); r.selectNodeContents(e);
        const tops = new Set([...r.getClientRects()].map(b => Math.round(b.top)));
        return [e.textContent, tops.size, e.getBoundingClientRect().height > 0]; })""")
    assert len(lines) == len(pview(page, gid)["palace"])
    for text, n, shown in lines:
        assert not shown or n == 1, (name, text, n)
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    boxes = page.eval_on_selector_all(
        "button.ql-card, .table-bar .btn, .ql-choice-btn, button.ql-eunuch",
        "els => els.map(e => { const r = e.getBoundingClientRect(); return [r.width, r.height, e.getAttribute('aria-label') || e.textContent.trim()]; })")
    assert len(boxes) >= 10
    for w, hgt, label in boxes:
        assert w >= 44 and hgt >= 44 and label
    # Every card, square and panel has a name and stays inside the screen.
    for left, right, label in page.eval_on_selector_all(
            ".ql-card, .ql-sq, .ql-rsq, .ql-seat, .ql-steps",
            "els => els.map(e => { const r = e.getBoundingClientRect(); return [r.left, r.right, e.getAttribute('aria-label') || '']; })"):
        assert left >= 0 and right <= size["width"] and label is not None
    # With the log open too.
    page.click(".table-bar button[aria-controls='log-panel']")
    page.wait_for_selector("#log-panel:not([hidden])")
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    for left, right in page.eval_on_selector_all(
            ".ql-card, .ql-sq, .ql-rsq", "els => els.map(e => { const r = e.getBoundingClientRect(); return [r.left, r.right]; })"):
        assert left >= 0 and right <= size["width"]
    page.click(".table-bar button[aria-controls='log-panel']")


def check_drawings(page, record):
    """Every board the view drew during the game was the engine's: while
    replaying, the board after event k (walked back in CPython from the view
    after its move), the events in order and each once; at rest, the
    engine's public view after the move that told the events drawn. Each
    seat's latest act shown is the engine's (view.events.latest)."""
    drawn = page.evaluate("window.__qlDrawn")
    m = engine.new_game(GAME, players=2, seed=record["seed"], options=record["options"])
    boards, order = {}, []
    v = m.view(None)
    at_rest = {v["events"]["count"]: v}
    acts = {v["events"]["count"]: [None, None]}
    for seat, action in record["actions"]:
        m.act(seat, action)
        v = m.view(None)
        for ev, b in zip(m.step_events(None), move_boards(m)):
            boards[ev["i"]] = b
            order.append(ev["i"])
        at_rest[v["events"]["count"]] = v
        acts[v["events"]["count"]] = [e and e["i"] for e in v["events"]["latest"]]
    steps_drawn = []
    for d in drawn:
        if d["step"] != "":
            k = int(d["step"])
            assert d["drawn"] == expected_drawing(boards[k]), k
            if not steps_drawn or steps_drawn[-1] != k:
                steps_drawn.append(k)
        else:
            assert not d["animating"]
            assert d["drawn"] == expected_drawing(at_rest[d["events"]]), d["events"]
        assert d["acts"] == acts[d["events"] if d["step"] == "" else min(n for n in acts if n > int(d["step"]))]
    # In order, each once: the events of every move after the watch began
    # (the first move or two may have run before it).
    assert len(steps_drawn) > 100
    assert steps_drawn == order[order.index(steps_drawn[0]):]


# --------------------------------------------------------------------------- a new player's questions

def test_a_card_explains_itself_without_placing(page, site):
    """ⓘ on every card (a 44 px target), a tap on a card that cannot take a
    eunuch now, and a long press on a lit one explain the card in a sentence
    from the engine's data, in both languages, and place nothing; a tap on a
    lit card still places."""
    page.set_viewport_size(LANDSCAPE)
    gid = new_game(page, [("Sato", False), ("Bot", True)], CHOICE_SEED)
    go_table(page, gid)
    v = wait_acting(page, gid)
    help_ = v["labels"]["help"]
    icons = {c["n"]: c["icon"] for c in v["cards"]}
    before = len(actions(page, gid))
    lang = page.evaluate("document.documentElement.lang")
    # ⓘ: every card has one, at least 44 px.
    infos = page.eval_on_selector_all("button.ql-info", """els => els.map(e => {
        const r = e.getBoundingClientRect(); return [Number(e.dataset.info), r.width, r.height, e.getAttribute('aria-label')]; })""")
    assert [i[0] for i in infos] == list(range(1, 10))
    assert all(w >= 44 and hgt >= 44 and label for _, w, hgt, label in infos)
    page.click("button.ql-info[data-info='7']")
    box = page.locator(".ql-explain")
    assert box.get_attribute("data-card") == "7"
    assert box.locator(".ql-explain-text").inner_text() == help_[icons[7]][lang]
    assert page.get_attribute("button.ql-info[data-info='7']", "aria-expanded") == "true"
    # The other language: the same card, the other text.
    page.click(".btn-lang")
    other = "ja" if lang == "en" else "en"
    page.wait_for_function("(l) => document.documentElement.lang === l", arg=other)
    assert page.locator(".ql-explain .ql-explain-text").inner_text() == help_[icons[7]][other]
    page.click(".btn-lang")
    page.wait_for_function("(l) => document.documentElement.lang === l", arg=lang)
    # A grey card (cannot take a eunuch): a tap explains it.
    grey = next(c["n"] for c in v["cards"] if not c["open"])
    page.click(f"div.ql-card[data-card='{grey}']")
    assert page.get_attribute(".ql-explain", "data-card") == str(grey)
    assert page.locator(".ql-explain .ql-explain-text").inner_text() == help_[icons[grey]][lang]
    # A long press on a lit card explains it and does not place.
    lit = sorted(lit_cards(page))
    target = page.locator(f"button.ql-card[data-card='{lit[-1]}']")
    target.dispatch_event("pointerdown")
    page.wait_for_timeout(800)
    target.dispatch_event("pointerup")
    target.dispatch_event("click")
    assert page.get_attribute(".ql-explain", "data-card") == str(lit[-1])
    page.wait_for_timeout(300)
    assert len(actions(page, gid)) == before
    # Closing; then a plain tap on a lit card places, as before.
    page.click(".ql-explain-close")
    assert page.locator(".ql-explain").count() == 0
    page.click(f"button.ql-card[data-card='{lit[0]}']")
    if page.locator(".dialog button").count():
        page.locator(".dialog button").first.click()
    wait_until(lambda: len(actions(page, gid)) > before)
    assert actions(page, gid)[before][1]["card"] == lit[0]


@pytest.mark.parametrize("size", [PORTRAIT, LANDSCAPE, {"width": 412, "height": 915}],
                         ids=["portrait", "landscape", "phone"])
def test_each_seat_shows_its_latest_act_until_it_acts_again(page, site, tmp_path, size):
    """Issue #28: a seat's latest act (the engine's view.events.latest) stays
    at the seat, a short label in the language of the moment, until that
    seat acts again; none before a seat has acted."""
    page.set_viewport_size(size)
    gid = new_game(page, [("Sato", False), ("Bot", True)], CHOICE_SEED)
    go_table(page, gid, delay=0)
    wait_acting(page, gid)
    assert page.locator(".ql-act").count() == 0
    lang = page.evaluate("document.documentElement.lang")
    after = []
    for turn in range(2):
        card = min(lit_cards(page))
        n = len(actions(page, gid))
        page.click(f"button.ql-card[data-card='{card}']")
        wait_until(lambda: len(actions(page, gid)) > n + 1)   # the bot has replied
        v = wait_acting(page, gid)
        latest = v["events"]["latest"]
        mine, bots = latest[0], latest[1]
        assert (mine["kind"], mine["card"], bots["kind"]) == ("placed", card, "placed")
        shown = page.eval_on_selector_all(".ql-seat", """els => els.map(e => {
            const a = e.querySelector('.ql-act'); if (!a) return null;
            const r = a.querySelector('.ql-act-text').getBoundingClientRect();
            return [Number(a.dataset.i), a.querySelector('.ql-act-text').textContent, r.left, r.right,
                    a.querySelector('.visually-hidden').textContent]; })""")
        assert [x[0] for x in shown] == [mine["i"], bots["i"]]
        for (i, text, left, right, said), ev, name in zip(shown, (mine, bots), ("Sato", "Bot")):
            want = (f"Card {ev['card']} · weak" if lang == "en" else f"{ev['card']}番・弱")
            assert text == want and left >= 0 and right <= size["width"]
            assert name in said and want in said
        assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
        after.append([mine["i"], bots["i"]])
    shot(page, f"qianlong-latest-acts-{size['width']}x{size['height']}", tmp_path)
    # Undo (the human's placement and the bot's reply): the table is drawn
    # afresh, each seat showing its act from before.
    n = len(actions(page, gid))
    page.locator(".table-bar button").filter(has_text="↶").click()
    wait_until(lambda: len(actions(page, gid)) == n - 2)
    v = wait_acting(page, gid)
    assert [e["i"] for e in v["events"]["latest"]] == after[0]
    wait_until(lambda: page.eval_on_selector_all(".ql-act", "els => els.map(e => Number(e.dataset.i))") == after[0])
    # The other language: the same acts, relabelled.
    page.click(".btn-lang")
    page.wait_for_function("(l) => document.documentElement.lang !== l", arg=lang)
    other = page.evaluate("document.documentElement.lang")
    texts = page.eval_on_selector_all(".ql-act .ql-act-text", "els => els.map(e => e.textContent)")
    assert texts == [(f"Card {e['card']} · weak" if other == "en" else f"{e['card']}番・弱")
                     for e in v["events"]["latest"]]
    page.click(".btn-lang")
    page.wait_for_function("(l) => document.documentElement.lang === l", arg=lang)


def test_portrait_shows_the_bedroom_without_scrolling(page, site, tmp_path):
    page.set_viewport_size(PORTRAIT)
    gid = new_game(page, [("Sato", False), ("Bot", True)], CHOICE_SEED)
    go_table(page, gid)
    wait_acting(page, gid)
    page.evaluate("window.scrollTo(0, 0)")
    ring = page.locator(".ql-ring").bounding_box()
    assert ring["y"] >= 0 and ring["y"] + ring["height"] <= PORTRAIT["height"], ring
    # The cards too, and the choice under them.
    grid = page.locator(".ql-grid").bounding_box()
    assert grid["y"] + grid["height"] <= PORTRAIT["height"]
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    shot(page, "qianlong-portrait-bedroom", tmp_path)


def test_log_names_each_player_once(page, site):
    """The log panel names seats by name (no "{seat:N}" tokens), each
    player once in a line."""
    gid = new_game(page, [("Sato", False), ("Bot", True)], CHOICE_SEED)
    go_table(page, gid)
    wait_acting(page, gid)
    lit = sorted(lit_cards(page))
    before = len(actions(page, gid))
    page.click(f"button.ql-card[data-card='{lit[0]}']")
    wait_until(lambda: len(actions(page, gid)) > before)
    wait_acting(page, gid)
    page.click(".table-bar button[aria-controls='log-panel']")
    assert "{seat:" not in page.inner_text("#log-panel")
    rows = page.eval_on_selector_all("#log-panel .log-entry", """els => els.map(e => [
        (e.querySelector('.log-who') || {}).textContent || '', e.querySelector('.log-text').textContent])""")
    assert any(text.startswith("Sato") for _, text in rows)
    for who, text in rows:
        assert not (who and who in text), (who, text)


def test_hint_stars_the_bots_choice_and_one_tap_plays_it(page, site):
    """Issue #18: Hint on a placement stars the bot's card and offers it with one tap."""
    gid = new_game(page, [("Sato", False), ("Bot", True)], CHOICE_SEED)
    go_table(page, gid, delay=0)
    wait_acting(page, gid)
    assert page.locator(".ql-suggestion").count() == 0
    bot = page.evaluate("(id) => window.hotseat.botAction(id, 0)", gid)
    page.click(".ql-hint-btn")
    page.wait_for_selector(".ql-suggestion")
    assert page.locator(".ql-card.is-suggested").count() == 1
    assert page.get_attribute(".ql-card.is-suggested", "data-card") == str(bot["card"])
    n = len(actions(page, gid))
    page.click(".ql-suggestion")
    wait_until(lambda: len(actions(page, gid)) > n)
    assert actions(page, gid)[n] == [0, bot]


# Every place the grid of cards is drawn at (its top in the page, scrolled or
# not), and every act bubble's box against its seat's, from now on: each
# change in the page and each frame.
WATCH_GRID = """() => {
  const w = window.__qlGrid = { tops: [], bubbles: [], rounds: [] };
  const note = () => {
    const g = document.querySelector('.ql-grid');
    if (!g) return;
    const top = Math.round((g.getBoundingClientRect().top + window.scrollY) * 2) / 2;
    if (!w.tops.includes(top)) w.tops.push(top);
    for (const a of document.querySelectorAll('.ql-act-text')) {
      const r = a.getBoundingClientRect(), s = a.closest('.ql-seat').getBoundingClientRect();
      // nor over the seat's hand and stats (a two-line bubble rose over the hand)
      const under = [...a.closest('.ql-seat').querySelectorAll('.ql-hand, .ql-seat-stats, .ql-seat-head')]
        .some((e) => e.getBoundingClientRect().bottom > r.top + 0.5);
      if (a.scrollWidth > a.clientWidth + 1 || r.left < s.left || r.right > s.right || under)
        w.bubbles.push([a.textContent, r.left, r.right, s.left, s.right, a.scrollWidth, a.clientWidth, under]);
    }
    const t = document.querySelector('.ql-table');
    const key = t && `${t.dataset.phase}`;
    if (key && w.rounds[w.rounds.length - 1] !== key) w.rounds.push(key);
  };
  new MutationObserver(note).observe(document.body, { childList: true, subtree: true, attributes: true, characterData: true });
  const frame = () => { note(); if (!w.stop) requestAnimationFrame(frame); };
  frame();
}"""


@pytest.mark.parametrize("size", [LANDSCAPE, PORTRAIT, {"width": 412, "height": 915}],
                         ids=["landscape", "portrait", "phone"])
def test_the_grid_holds_still_through_a_round_of_bots(page, site, size):
    """Two bots play a round, its placements and its resolution, in English
    then Japanese: the seats' act bubbles and turn tags come and go over the
    seats, taking no room, so the grid of cards never moves; every bubble is
    whole inside its seat and under its hand (the round's first bubbles say
    "Round 1: …", on a phone two lines that rose over the hand). Then a human's turn: the choice's buttons are on
    the screen without scrolling."""
    page.set_viewport_size(size)
    try:
        for lang in ("en", "ja"):
            page.evaluate("async (l) => { const i = await import('./i18n.js'); if (i.lang() !== l) i.setLang(l); }", lang)
            gid = new_game(page, [("Sato", True), ("Bot", True)], BOTS_SEED)
            page.evaluate(WATCH_GRID)  # from the table's first draw
            go_table(page, gid, delay=100)  # the resolution's steps drawn one by one (80 ms each)
            wait_until(lambda: pview(page, gid)["round"] >= 2 and page.evaluate(
                "document.querySelector('.ql-table')?.dataset.phase") == "place", timeout=90)
            page.wait_for_timeout(300)
            seen = page.evaluate("window.__qlGrid.stop = true, window.__qlGrid")
            assert "resolve" in seen["rounds"] and len(seen["tops"]) == 1, (lang, seen["tops"], seen["rounds"])
            assert seen["bubbles"] == [], (lang, seen["bubbles"][:3])
        gid = new_game(page, [("Sato", False), ("Bot", True)], CHOICE_SEED)
        go_table(page, gid, delay=0)
        wait_acting(page, gid)
        page.evaluate("window.scrollTo(0, 0)")
        page.wait_for_selector(".ql-choice button")
        for b in page.query_selector_all(".ql-choice button"):
            box = b.bounding_box()
            assert box["y"] >= 0 and box["y"] + box["height"] <= size["height"] and box["height"] >= 44, box
    finally:
        page.set_viewport_size(LANDSCAPE)



# While the resolution plays (its steps box marked is-playing), at every
# frame: the "Now" box's box against the screen, the page's scroll.
WATCH_NOW = """() => {
  const w = window.__qlNow = { frames: 0, out: [] };
  const frame = () => {
    const s = document.querySelector('.ql-steps.is-playing .ql-now');
    if (s) {
      w.frames += 1;
      const r = s.getBoundingClientRect();
      if (r.top < 0 || r.bottom > window.innerHeight) w.out.push([Math.round(r.top), Math.round(r.bottom), window.scrollY, s.textContent]);
    }
    if (!w.stop) requestAnimationFrame(frame);
  };
  frame();
}"""


ROUNDS = 5  # four rounds played: the bots' moves land on the palace and the bedroom too


PHONE = {"width": 412, "height": 915}


@pytest.mark.parametrize("size,lang", [(LANDSCAPE, "en"), (PORTRAIT, "ja"), (PHONE, "en"), (PHONE, "ja")],
                         ids=["landscape-en", "portrait-ja", "phone-en", "phone-ja"])
def test_the_now_box_is_on_screen_while_the_resolution_plays(page, site, size, lang):
    """Two bots play four rounds, from the top of
    the page (which follows their moves where they land): at every frame of
    the steps playing, the "Now" box, the step being resolved, is whole on
    the screen (on a phone it was under the palace and the bedroom, 300 px
    below the screen's edge)."""
    page.set_viewport_size(size)
    try:
        page.evaluate("async (l) => { const i = await import('./i18n.js'); if (i.lang() !== l) i.setLang(l); }", lang)
        gid = new_game(page, [("Sato", True), ("Bot", True)], BOTS_SEED)
        go_table(page, gid, delay=100)  # the resolution's steps drawn one by one (80 ms each)
        page.wait_for_selector(".ql-grid")
        page.evaluate("window.scrollTo(0, 0)")
        page.evaluate(WATCH_NOW)
        wait_until(lambda: pview(page, gid)["round"] >= ROUNDS and page.evaluate(
            "document.querySelector('.ql-table')?.dataset.phase") == "place", timeout=90)
        seen = page.evaluate("window.__qlNow.stop = true, window.__qlNow")
        assert seen["frames"] > 10 and seen["out"] == [], (seen["frames"], seen["out"][:3])
    finally:
        page.set_viewport_size(LANDSCAPE)


# Every top in the page the palace board is drawn at, from now on.
WATCH_PALACE = """() => {
  const w = window.__qlPalace = { tops: [] };
  const note = () => {
    const p = document.querySelector('.ql-palace');
    if (!p) return;
    const top = Math.round((p.getBoundingClientRect().top + window.scrollY) * 2) / 2;
    if (!w.tops.includes(top)) w.tops.push(top);
  };
  new MutationObserver(note).observe(document.body, { childList: true, subtree: true, attributes: true, characterData: true });
  const frame = () => { note(); if (!w.stop) requestAnimationFrame(frame); };
  frame();
}"""


def test_upright_the_palace_holds_still_through_a_round(page, site):
    """At 768x1024 the palace board lay under the choice and the account:
    it went down 40-150 px as the account's lines came during a round and
    up again at the next (and with the choice's box as a human's turn came
    and went). It is drawn above them now: two bots play a round and the
    palace's top in the page never changes."""
    page.set_viewport_size(PORTRAIT)
    try:
        gid = new_game(page, [("Sato", True), ("Bot", True)], BOTS_SEED)
        page.evaluate(WATCH_PALACE)
        go_table(page, gid, delay=100)
        wait_until(lambda: pview(page, gid)["round"] >= 2 and page.evaluate(
            "document.querySelector('.ql-table')?.dataset.phase") == "place", timeout=60)
        seen = page.evaluate("window.__qlPalace.stop = true, window.__qlPalace")
        assert len(seen["tops"]) == 1, seen["tops"]
    finally:
        page.set_viewport_size(LANDSCAPE)


def test_japanese_a_cards_turn_in_the_resolution_reads_as_a_sentence(page, site):
    """The resolution's line for a card carried out for a player named the
    player after a colon ('7番（殿内の太監が全員前進）：Aki。', 'card 7
    (…): Aki'); it says who carries out which card, as the other lines do:
    'Akiが7番（殿内の太監が全員前進）を実行。'. Two bots play a round in
    Japanese and every such line in the Now box reads so."""
    page.evaluate("async () => { const i = await import('./i18n.js'); if (i.lang() !== 'ja') i.setLang('ja'); }")
    gid = new_game(page, [("Sato", True), ("Bot", True)], BOTS_SEED)
    page.evaluate("""() => { const w = window.__qlNowTexts = new Set();
      new MutationObserver(() => { const n = document.querySelector('.ql-now-text'); if (n) w.add(n.textContent); })
        .observe(document.body, { childList: true, subtree: true, characterData: true }); }""")
    go_table(page, gid, delay=100)
    wait_until(lambda: pview(page, gid)["round"] >= 2 and page.evaluate(
        "document.querySelector('.ql-table')?.dataset.phase") == "place", timeout=60)
    lines = [t for t in page.evaluate("[...window.__qlNowTexts]") if "番（" in t]
    assert lines and all(re.fullmatch(r"(Sato|Bot)が[1-9]番（[^）]+）を実行。", t) for t in lines), lines


def test_an_act_of_the_round_being_resolved_is_not_called_earlier(page, site):
    """While a round's resolution plays, the table shows that round ('Round
    1 · Resolution') and the engine is in the next: the seats' acts of the
    round shown were labelled and dimmed as from a round before ('Round 1:
    Card 8 · weak' under 'Round 1'). Two bots play round 1 in English: at no
    frame does a bubble name the round the table shows."""
    page.evaluate("async () => { const i = await import('./i18n.js'); if (i.lang() !== 'en') i.setLang('en'); }")
    gid = new_game(page, [("Sato", True), ("Bot", True)], BOTS_SEED)
    page.evaluate("""() => { const w = window.__qlEarlier = { frames: 0, out: [] };
      const frame = () => {
        const head = document.querySelector('.ql-roundno');
        if (head && document.querySelector('.ql-table.is-animating')) {
          w.frames += 1;
          for (const a of document.querySelectorAll('.ql-act-text'))
            if (a.textContent.startsWith(head.textContent + ':')) w.out.push([head.textContent, a.textContent]);
        }
        if (!w.stop) requestAnimationFrame(frame);
      };
      frame(); }""")
    go_table(page, gid, delay=100)
    wait_until(lambda: pview(page, gid)["round"] >= 2 and page.evaluate(
        "document.querySelector('.ql-table')?.dataset.phase") == "place", timeout=60)
    seen = page.evaluate("window.__qlEarlier.stop = true, window.__qlEarlier")
    assert seen["frames"] > 5 and seen["out"] == [], (seen["frames"], seen["out"][:3])


def test_the_accounts_lines_are_evenly_spaced(page, site):
    """The account beside the bedroom in English: a line naming 初 or 茶休憩
    stood taller than the others (the Japanese font's own line height), so
    its rows were uneven (two-line rows 35 px against 30 at 1024x768).
    Every row is as tall as every other of as many lines."""
    m = engine.new_game(GAME, 2, 25)
    for _ in range(12):  # round 3's first placement: round 2's steps listed
        seat = m.to_act()[0]
        m.act(seat, m.bot_action(seat, "random"))
    page.evaluate("async () => { const i = await import('./i18n.js'); if (i.lang() !== 'en') i.setLang('en'); }")
    gid = page.evaluate("([r, s]) => window.hotseat.importRecord(r, { seats: s })",
                        [m.record(), [{"name": "Sato", "bot": False}, {"name": "Suzuki", "bot": False}]])
    go_table(page, gid, 0)
    page.wait_for_selector(".ql-table[data-acting='1'] .ql-step-list li")
    rows = page.eval_on_selector_all(".ql-step-list li", f"""els => els.map((e) => [e.textContent,
        e.getBoundingClientRect().height, ({ui_helpers.LINES_JS})(e)])""")
    assert any(re.search(r"[\u4e00-\u9fff]", r[0]) for r in rows), rows
    for n in {r[2] for r in rows}:
        same = [r[1] for r in rows if r[2] == n]
        assert max(same) - min(same) < 0.5, (n, rows)
