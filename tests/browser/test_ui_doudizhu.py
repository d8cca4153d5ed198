"""The Dou Dizhu UI in headless Chromium: a whole all-bot match through the
screens, a human move made by tapping cards, the privacy hand-over between two
humans, resuming after a reload, importing a bad file, and the tablet layouts
(portrait 820×1180 and landscape 1180×820).

Games are driven through the real UI (web/table/ + web/doudizhu/view.js) on
the real bridge; window.hotseat is used only to set up games and to read what
the engine says, to check the UI against it. Fixtures: tests/browser/conftest.py.
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest

from hotseat import engine
from ui_helpers import go, wait_until

GAME = "doudizhu"
PORTRAIT = {"width": 820, "height": 1180}
LANDSCAPE = {"width": 1180, "height": 820}
SHOTS = Path(os.environ.get("HOTSEAT_SHOTS", "")) if os.environ.get("HOTSEAT_SHOTS") else None


def seed_with_first_bidder(seat: int, players: int = 3) -> int:
    """A seed whose first hand starts the auction at ``seat`` (from the CPython engine)."""
    for seed in range(1, 500):
        if engine.new_game(GAME, players, seed, {"hands": 1}).view(None)["first_bidder"] == seat:
            return seed
    raise AssertionError("no seed found")


def new_game(page, seats, seed, hands=1) -> str:
    return page.evaluate("(a) => window.hotseat.newGame(a)", {
        "game": GAME, "players": len(seats), "seed": seed, "options": {"hands": hands},
        "seats": [{"name": n, "bot": b} for n, b in seats]})


def open_table(page, site, gid: str) -> None:
    go(page, f"/play/{gid}")  # bots at 20 ms
    page.wait_for_selector(".table-bar")


def pview(page, gid, seat):
    return page.evaluate("([id, s]) => window.hotseat.view(id, s)", [gid, seat])


def legal(page, gid, seat):
    return page.evaluate("([id, s]) => window.hotseat.legal(id, s)", [gid, seat])


def dom_hand(page) -> list[str]:
    return page.eval_on_selector_all(".ddz-hand [data-card]", "els => els.map(e => e.dataset.card)")


def rank(card: str) -> str:
    base = card.split("#")[0]
    return base if base in ("BJ", "RJ") else base[:-1]


def shot(page, name: str, tmp_path: Path) -> Path:
    out = (SHOTS or tmp_path) / f"{name}.png"
    out.parent.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(out))
    return out


# --------------------------------------------------------------------------- tests


def sato_leads_against_two_bots(page, site):
    """A table where the human seat 0 (Sato) bids 3, becomes the landlord and
    is about to lead; returns the game id."""
    seed = seed_with_first_bidder(0)
    gid = new_game(page, [("Sato", False), ("Bot A", True), ("Bot B", True)], seed)
    open_table(page, site, gid)
    page.wait_for_selector(".ddz-bids")
    page.click(".ddz-bid[data-bid='3']")
    page.wait_for_selector(".ddz-play")
    return gid

def test_all_bot_match_through_the_screens_to_final_standings(page, site):
    go(page, f"/")
    page.click(f".game-card[data-game='{GAME}'] a.btn-primary")
    page.wait_for_selector(".start-btn")
    # 3 players (the default), every seat a bot, a 2-hand match.
    assert page.inner_text("#players") == "3"
    for i in range(3):
        page.fill(f".seat-row[data-seat='{i}'] .seat-name", f"Bot{i + 1}")
        page.click(f".seat-row[data-seat='{i}'] .seg:nth-child(2)")
        assert page.get_attribute(f".seat-row[data-seat='{i}'] .seg:nth-child(2)", "aria-pressed") == "true"
    hands_row = ".option-row[data-option='hands']"
    assert page.inner_text(f"{hands_row} .stepper-value") == "6"
    for _ in range(4):
        page.click(f"{hands_row} .btn-step:first-child")
    assert page.inner_text(f"{hands_row} .stepper-value") == "2"
    # the decided options are marked as house rules
    assert page.locator(".option-row[data-option='show_kitty'] .tag-decision").count() == 1
    page.fill("#seed", "4242")
    page.click(".start-btn")
    page.wait_for_url("**#/play/*")
    gid = page.url.rsplit("/", 1)[1]

    # The first hand ends: its breakdown is shown before the next hand is dealt.
    page.wait_for_selector(".interlude .ddz-result[data-hand='1']", timeout=120_000)
    view = pview(page, gid, None)
    first = view["history"][0]
    result_text = page.inner_text(".ddz-result")
    assert f"Bot{first['landlord'] + 1}" in result_text
    rows = page.locator(".ddz-result tbody tr:not(.left-row)")
    assert rows.count() == 3
    for s in range(3):
        delta = first["delta"][s]
        cell = page.inner_text(f".ddz-result tbody tr[data-seat='{s}']:not(.left-row) td.num >> nth=0")
        assert cell == (f"+{delta}" if delta > 0 else str(delta))
    assert view["hand_no"] == 2 and not view["finished"]
    page.click(".interlude .btn-primary")  # next hand

    page.wait_for_selector(".final .standings", timeout=120_000)
    res = page.evaluate("(id) => window.hotseat.result(id)", gid)
    assert res is not None and sum(res["scores"]) == 0
    shown = {}
    for s in range(3):
        row = page.locator(f".standings tr[data-seat='{s}']")
        shown[s] = int(row.locator("td.num").inner_text())
    assert shown == {s: res["scores"][s] for s in range(3)}
    # the table lists every hand; the saved game is marked finished on the home screen
    assert page.locator(".ddz-allhands tbody tr").count() == 2
    page.click(".final a[href='#/']")
    # finished games are folded under their own heading
    page.click("details.saved-finished summary")
    page.wait_for_selector(f"details.saved-finished .saved-item[data-id='{gid}'] .saved-status.is-finished")


def test_human_plays_by_tapping_cards(page, site):
    seed = seed_with_first_bidder(0)
    gid = new_game(page, [("Sato", False), ("Bot A", True), ("Bot B", True)], seed)
    open_table(page, site, gid)
    # Seat 0 opens the auction: only legal bids are enabled; bid 3 makes Sato landlord.
    page.wait_for_selector(".ddz-bids")
    assert not page.is_disabled(".ddz-bid[data-bid='3']")
    page.click(".ddz-bid[data-bid='3']")
    page.wait_for_selector(".ddz-play")
    before = pview(page, gid, 0)
    assert before["landlord"] == 0 and before["phase"] == "play"
    assert dom_hand(page) == before["hand"]
    assert len(before["hand"]) == 20
    # Leading: no pass allowed, Play disabled with nothing selected.
    assert page.is_disabled(".ddz-pass")
    assert page.is_disabled(".ddz-play")

    # Two cards of different ranks (not the rocket) are never a legal play.
    ranks_seen = {}
    for c in before["hand"]:
        ranks_seen.setdefault(rank(c), c)
    a, b = [c for r, c in ranks_seen.items() if r not in ("BJ", "RJ")][:2]
    page.click(f".ddz-hand [data-card='{a}']")
    page.click(f".ddz-hand [data-card='{b}']")
    assert page.get_attribute(f".ddz-hand [data-card='{a}']", "aria-pressed") == "true"
    assert page.is_disabled(".ddz-play")
    page.click(".ddz-clear")
    assert page.locator(".ddz-hand [aria-pressed='true']").count() == 0

    # Pick the longest legal play and tap its cards (in reverse order, to show order does not matter).
    actions = [x for x in legal(page, gid, 0) if x["type"] == "play"]
    target = max(actions, key=lambda x: (len(x["cards"]), x["combo"]))
    for c in reversed(target["cards"]):
        page.click(f".ddz-hand [data-card='{c}']")
    assert not page.is_disabled(".ddz-play")
    page.click(".ddz-play")
    readings = [x for x in actions if sorted(map(rank, x["cards"])) == sorted(map(rank, target["cards"]))]
    if len(readings) > 1:  # the same ranks read two ways: the UI asks which
        page.click("dialog .btn-choice >> nth=0")
    after = wait_until(lambda: (v := pview(page, gid, 0))["actions"] > before["actions"] and v)
    assert after["counts"][0] == 20 - len(target["cards"])
    played = after["played_cards"][0]  # the cards seat 0 played this hand: this play's
    assert sorted(map(rank, played)) == sorted(map(rank, target["cards"]))
    # The DOM hand now lacks exactly the played cards.
    page.wait_for_function("(n) => document.querySelectorAll('.ddz-hand [data-card]').length === n",
                           arg=after["counts"][0])
    assert dom_hand(page) == after["hand"]
    assert not set(played) & set(dom_hand(page))

    # Undo takes the play back (with the bot moves after it): the full hand returns.
    page.wait_for_selector(".ddz-play")
    page.click(".table-bar button:has-text('Undo'), .table-bar button:has-text('取り消し')")
    page.wait_for_function("(n) => document.querySelectorAll('.ddz-hand [data-card]').length === n", arg=20)
    assert pview(page, gid, 0)["counts"][0] == 20
    assert dom_hand(page) == before["hand"]


def test_drag_and_keyboard_selection(page, site):
    gid = sato_leads_against_two_bots(page, site)
    hand = dom_hand(page)
    # Drag from the first card across the next three: all four become selected.
    boxes = [page.locator(f".ddz-hand [data-card='{c}']").bounding_box() for c in hand[:4]]
    y = boxes[0]["y"] + boxes[0]["height"] * 0.7
    page.mouse.move(boxes[0]["x"] + 10, y)
    page.mouse.down()
    for bx in boxes[1:]:
        page.mouse.move(bx["x"] + 10, y, steps=3)
    page.mouse.up()
    pressed = page.eval_on_selector_all(".ddz-hand [aria-pressed='true']", "els => els.map(e => e.dataset.card)")
    assert pressed == hand[:4]
    page.click(".ddz-clear")
    # Keyboard: Enter and Space toggle the focused card.
    page.focus(f".ddz-hand [data-card='{hand[-1]}']")
    page.keyboard.press("Enter")
    assert page.get_attribute(f".ddz-hand [data-card='{hand[-1]}']", "aria-pressed") == "true"
    assert not page.is_disabled(".ddz-play")  # a single is always a legal lead
    page.keyboard.press("Space")
    assert page.get_attribute(f".ddz-hand [data-card='{hand[-1]}']", "aria-pressed") == "false"
    assert page.is_disabled(".ddz-play")
    # Hint offers the engine's hints in order, one play's cards each time: the
    # bot's choice first (a lead is a play), then the other plays by kind, best first.
    plays = [x for x in page.evaluate("([id, s]) => window.hotseat.hints(id, s)", [gid, 0])
             if x["type"] == "play"]
    assert plays[0] == page.evaluate("([id, s]) => window.hotseat.botAction(id, s)", [gid, 0])

    def chosen():
        return sorted(page.eval_on_selector_all(".ddz-hand [aria-pressed='true']",
                                                "els => els.map(e => e.dataset.card)"))
    page.click(".ddz-hint")
    wait_until(lambda: chosen() == sorted(plays[0]["cards"]))
    page.click(".ddz-hint")
    wait_until(lambda: chosen() == sorted(plays[1]["cards"]))


def test_handover_hides_the_other_hand(page, site):
    seed = seed_with_first_bidder(0)
    gid = new_game(page, [("Sato", False), ("Suzuki", False), ("Bot", True)], seed)
    hand0 = set(pview(page, gid, 0)["hand"])
    hand1 = set(pview(page, gid, 1)["hand"])
    open_table(page, site, gid)
    # Two humans: the first turn starts with a hand-over to Sato, with no table in the DOM.
    page.wait_for_selector(".handover")
    assert "Sato" in page.inner_text(".handover-title")
    assert page.locator(".ddz-table").count() == 0
    assert page.locator("[data-card]").count() == 0
    page.click(".handover-ready")
    page.wait_for_selector(".ddz-bids")
    assert set(dom_hand(page)) == hand0
    # Sato passes; the tablet goes to Suzuki: Sato's hand must leave the DOM.
    page.click(".ddz-bid[data-bid='0']")
    page.wait_for_selector(".handover")
    assert "Suzuki" in page.inner_text(".handover-title")
    assert page.locator(".ddz-hand").count() == 0
    # on a phone, in Japanese, the title breaks between the name and the
    # verb, not inside 渡して ("…さんに渡し / てください")
    ja = page.evaluate("document.documentElement.lang").startswith("ja")
    if not ja:
        page.click(".btn-lang")
        page.wait_for_function("document.documentElement.lang === 'ja'")
    page.set_viewport_size({"width": 412, "height": 915})
    lines = page.evaluate("""() => { const el = document.querySelector('.handover-title');
      const node = el.firstChild, out = new Map();
      for (let i = 0; i < node.length; i++) {
        const r = document.createRange(); r.setStart(node, i); r.setEnd(node, i + 1);
        const b = r.getClientRects()[0]; if (!b || !b.width) continue;
        const k = Math.round(b.top); out.set(k, (out.get(k) || '') + node.data[i]);
      }
      return [...out.values()]; }""")
    assert lines == ["Suzukiさんに", "渡してください"], lines
    page.set_viewport_size({"width": 1024, "height": 768})
    if not ja:
        page.click(".btn-lang")
    cards_in_dom = set(page.eval_on_selector_all("[data-card]", "els => els.map(e => e.dataset.card)"))
    assert not cards_in_dom & hand0
    assert not cards_in_dom & hand1
    page.click(".handover")
    page.wait_for_selector(".ddz-bids")
    assert set(dom_hand(page)) == hand1
    shown = set(page.eval_on_selector_all("[data-card]", "els => els.map(e => e.dataset.card)"))
    public = {pview(page, gid, None)["shown_card"]}
    assert not (shown - public) & hand0


def test_auto_pass_when_nothing_beats(page, site):
    """With the per-device auto-pass setting on, a turn whose only legal action
    is pass is passed without a tap; other turns wait for the player."""
    page.evaluate("localStorage.setItem('hotseat.settings', JSON.stringify({'doudizhu.autopass': true}))")
    gid = new_game(page, [("Sato", False), ("Bot A", True), ("Bot B", True)], 3, hands=3)
    open_table(page, site, gid)
    for _ in range(200):
        pub = pview(page, gid, None)
        assert not pub["finished"], "no turn with only a pass came up"
        if page.locator(".interlude").count():
            page.click(".interlude .btn-primary")
            continue
        if pub["to_act"] != [0]:
            time.sleep(0.05)
            continue
        moves = legal(page, gid, 0)
        if not moves:  # an automatic pass already went through: look again
            continue
        if moves == [{"type": "pass"}]:
            # no click: the pass happens by itself
            wait_until(lambda: pview(page, gid, None)["actions"] > pub["actions"])
            # Read the record, not the log: with fast bots the hand may already
            # be over, and a new hand starts a new log.
            rec = page.evaluate("(id) => window.hotseat.record(id)", gid)
            assert rec["actions"][pub["actions"]] == [0, {"type": "pass"}]
            return
        page.wait_for_selector(f".ddz-table[data-actions='{pub['actions']}'] .ddz-me.is-acting")
        if pub["phase"] == "auction":
            page.click(".ddz-bid[data-bid='0']")
        elif not page.is_disabled(".ddz-pass"):
            page.click(".ddz-pass")
        else:
            page.click(".ddz-hint")
            page.click(".ddz-play")
            if page.locator("dialog .btn-choice").count():
                page.click("dialog .btn-choice >> nth=0")
        wait_until(lambda: pview(page, gid, None)["actions"] > pub["actions"])
    raise AssertionError("no turn with only a pass came up")


def test_reload_resumes_the_same_table(page, site):
    seed = seed_with_first_bidder(0)
    gid = new_game(page, [("Sato", False), ("Bot A", True), ("Bot B", True)], seed, hands=3)
    open_table(page, site, gid)
    page.wait_for_selector(".ddz-bids")
    page.click(".ddz-bid[data-bid='3']")
    page.wait_for_selector(".ddz-play")
    before = dom_hand(page)
    actions_before = pview(page, gid, 0)["actions"]
    page.reload()
    page.wait_for_selector(".ddz-play")
    assert page.url.endswith(f"#/play/{gid}")
    assert dom_hand(page) == before
    assert pview(page, gid, 0)["actions"] == actions_before
    assert page.locator(".seat-panel.is-landlord[data-seat='0']").count() == 1
    # The saved game is listed on the home screen with resume / export / delete.
    page.click(".table-bar a[href='#/']")
    item = page.locator(f".saved-item[data-id='{gid}']")
    item.wait_for()
    assert "Sato" in item.inner_text()


def test_import_refusal_is_shown(page, site):
    go(page, f"/")
    page.wait_for_selector(".import-row")
    bad = {"game": GAME, "engine_version": 999, "players": 3, "seed": 1, "options": {}, "actions": []}
    page.set_input_files("#import-file", files=[{
        "name": "bad.json", "mimeType": "application/json", "buffer": json.dumps(bad).encode()}])
    msg = page.locator(".import-msg.is-error")
    msg.wait_for()
    assert "999" in msg.inner_text()
    page.set_input_files("#import-file", files=[{
        "name": "junk.json", "mimeType": "application/json", "buffer": b"not json"}])
    page.wait_for_function("() => /JSON/.test(document.querySelector('.import-msg').textContent)")


def test_export_then_import_round_trip(page, site, tmp_path):
    gid = new_game(page, [("Sato", False), ("Bot A", True), ("Bot B", True)], 77)
    go(page, f"/")
    item = page.locator(f".saved-item[data-id='{gid}']")
    item.wait_for()
    with page.expect_download() as dl:
        item.locator("button.btn:not(.btn-danger)").click()
    path = tmp_path / "export.json"
    dl.value.save_as(path)
    data = json.loads(path.read_text())
    assert data["record"] == page.evaluate("(id) => window.hotseat.record(id)", gid)
    assert [s_["name"] for s_ in data["seats"]] == ["Sato", "Bot A", "Bot B"]
    before = page.locator(".saved-item").count()
    page.set_input_files("#import-file", str(path))
    page.wait_for_function("(n) => document.querySelectorAll('.saved-item').length === n", arg=before + 1)
    saved = page.evaluate("() => window.hotseat.saved()")
    new = [x for x in saved if x["id"] != gid]
    assert new and new[0]["seats"] == data["seats"]
    # Delete asks first; cancelling keeps the game, confirming removes it.
    victim = page.locator(f".saved-item[data-id='{gid}']")
    victim.locator(".btn-danger").click()
    page.click("dialog .btn:not(.btn-danger)")
    assert page.locator(f".saved-item[data-id='{gid}']").count() == 1
    victim.locator(".btn-danger").click()
    page.click("dialog .btn-danger")
    page.wait_for_function("(id) => !document.querySelector(`.saved-item[data-id='${id}']`)", arg=gid)


def test_update_and_storage_banners(page, site):
    go(page, f"/")
    page.wait_for_selector(".game-card")
    page.evaluate("window.dispatchEvent(new CustomEvent('hotseat:update-available'))")
    banner = page.locator(".banner-update")
    banner.wait_for()
    assert banner.locator("button.btn-primary").count() == 1  # reload only on tap
    page.evaluate("window.dispatchEvent(new CustomEvent('hotseat:storage-error'))")
    page.locator(".banner-error button.btn-primary").wait_for()


def test_language_toggle_and_rules_page(page, site):
    go(page, f"/rules/{GAME}")
    page.wait_for_selector("article.rules")
    lang = page.evaluate("document.documentElement.lang")
    page.click(".btn-lang")
    page.wait_for_function("(l) => document.documentElement.lang !== l", arg=lang)
    page.wait_for_selector("article.rules")
    text = page.inner_text("article.rules")
    assert ("地主" in text) if lang == "en" else ("landlord" in text)
    assert page.locator("article.rules .decision").count() >= 5
    assert page.locator("article.rules .original").count() >= 5


@pytest.mark.parametrize("size,name", [(PORTRAIT, "portrait"), (LANDSCAPE, "landscape")])
def test_tablet_layouts(page, site, tmp_path, size, name):
    page.set_viewport_size(size)
    gid = sato_leads_against_two_bots(page, site)
    page.click(".ddz-hint")
    shot(page, f"ddz-{name}", tmp_path)
    # Nothing overflows sideways; the whole table fits.
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    # Every card of the hand leaves a tap target of at least 44 px.
    boxes = page.eval_on_selector_all(".ddz-hand .hand-group", """groups => groups.map(g =>
        [...g.querySelectorAll('[data-card]')].map(c => { const r = c.getBoundingClientRect();
            return [r.left, r.right, r.height]; }))""")
    for group in boxes:
        for i, (left, right, height) in enumerate(group):
            visible = (group[i + 1][0] if i + 1 < len(group) else right) - left
            assert visible >= 44 and height >= 44
    # Buttons are at least 44 px tall.
    for sel in [".ddz-pass", ".ddz-hint", ".ddz-play", ".table-bar .btn"]:
        for hgt in page.eval_on_selector_all(sel, "els => els.map(e => e.getBoundingClientRect().height)"):
            assert hgt >= 44
    # Cards have accessible names.
    first = page.locator(".ddz-hand [data-card] >> nth=0")
    assert first.get_attribute("aria-label")
