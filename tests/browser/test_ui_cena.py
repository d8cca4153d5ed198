"""The Cena UI in headless Chromium: a whole all-bot game through the screens,
a human reveal and a card placed in front of another player by tapping, no
hidden card in the DOM while a human holds the tablet, the privacy hand-over
in the (simultaneous) reveal phase, and the tablet layouts (portrait 820×1180
and landscape 1180×820).

Games are driven through the real UI (web/table/ + web/cena/view.js) on the
real bridge; window.hotseat is used only to set up games and to read what the
engine says, to check the UI against it. Fixtures: tests/browser/conftest.py.
"""

from __future__ import annotations

import os
import re
import time
from pathlib import Path

import pytest

from hotseat import engine
from ui_helpers import go, wait_until

GAME = "cena"
PORTRAIT = {"width": 820, "height": 1180}
LANDSCAPE = {"width": 1180, "height": 820}
SHOTS = Path(os.environ.get("HOTSEAT_SHOTS", "")) if os.environ.get("HOTSEAT_SHOTS") else None


def new_game(page, seats, seed, options=None) -> str:
    return page.evaluate("(a) => window.hotseat.newGame(a)", {
        "game": GAME, "players": len(seats), "seed": seed, "options": options or {},
        "seats": [{"name": n, "bot": b} for n, b in seats]})


def open_table(page, site, gid: str) -> None:
    go(page, f"/play/{gid}")  # bots at 20 ms
    page.wait_for_selector(".table-bar")


def go_table(page, gid: str) -> None:
    """Open a table on the page already booted (no reload: saves a Pyodide
    boot), with the bot delay set to 20 ms through the stored setting."""
    page.evaluate("(id) => { localStorage.setItem('hotseat.botDelay', '20'); location.hash = '#/play/' + id; }", gid)
    page.wait_for_selector(".table-bar")


def pview(page, gid, seat):
    return page.evaluate("([id, s]) => window.hotseat.view(id, s)", [gid, seat])


def legal(page, gid, seat):
    return page.evaluate("([id, s]) => window.hotseat.legal(id, s)", [gid, seat])


def dom_cards(page, sel: str) -> list[str]:
    return page.eval_on_selector_all(sel, "els => els.map(e => e.dataset.card)")


def ids_in_html(html: str, cards) -> set[str]:
    """The card ids of ``cards`` that occur in ``html`` ("ale-1" not matching "ale-10")."""
    return {c for c in cards if re.search(rf"(?<![\w-]){re.escape(c)}(?!\d)", html)}


def shot(page, name: str, tmp_path: Path) -> Path:
    out = (SHOTS or tmp_path) / f"{name}.png"
    out.parent.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(out))
    return out


def reveal_first_three(page) -> list[str]:
    """As the acting human in the reveal phase: tap 3 cards, then the button."""
    page.wait_for_selector(".cena-table[data-phase='reveal'] .cena-me.is-acting .cc-button")
    hand = dom_cards(page, ".cena-hand [data-card]")
    assert page.is_disabled(".cena-reveal")
    for i, c in enumerate(hand[:3]):
        page.click(f".cena-hand [data-card='{c}']")
        assert page.get_attribute(f".cena-hand [data-card='{c}']", "aria-pressed") == "true"
        assert page.is_disabled(".cena-reveal") == (i < 2)
    page.click(".cena-reveal")
    return hand[:3]


def wait_play_turn(page, gid, humans):
    """Wait until one of ``humans`` may play and the table shows it (tapping
    through a hand-over on the way); return the engine's public view."""
    end = time.monotonic() + 60
    while time.monotonic() < end:
        if page.locator(".handover").count():
            try:
                page.locator(".handover-ready").click(timeout=2000)
            except Exception:  # noqa: BLE001 - it went away by itself
                pass
            continue
        v = pview(page, gid, None)
        if v["phase"] == "play" and v["to_act"][0] in humans and page.locator(
                f".cena-table[data-actions='{v['actions']}'] .cena-me.is-acting").count():
            return v
        time.sleep(0.05)
    raise AssertionError("no human turn came up")


def spot_of(page, gid, card):
    """(seat, spot) where ``card`` lies in the current or a finished trick:
    read from the game's record replayed in CPython (the views show finished
    tricks only until the next lead)."""
    state = engine.replay(page.evaluate("(id) => window.hotseat.record(id)", gid)).state
    tricks = ([state["trick"]] if state["trick"] else []) + state["tricks"] + [
        t for d in state["history"] for t in d["tricks"]]
    for tr in tricks:
        for seat, x in enumerate(tr["spots"]):
            if x and x["card"] == card:
                return seat, x
    return None


def check_rules_page(page):
    """The rules page: originals and decisions marked, the 8 topics, the diagram, ja/en."""
    page.evaluate("(g) => { location.hash = '#/rules/' + g; }", GAME)
    page.wait_for_selector("article.rules .cena-diagram")
    assert page.locator("article.rules .decision").count() >= 5
    assert page.locator("article.rules .original").count() >= 5
    assert page.locator("article.rules .cena-topics tbody tr").count() == 8
    lang = page.evaluate("document.documentElement.lang")
    page.click(".btn-lang")
    page.wait_for_function("(l) => document.documentElement.lang !== l", arg=lang)
    page.wait_for_selector("article.rules .cena-diagram")
    text = page.inner_text("article.rules")
    assert ("同盟" in text) if lang == "en" else ("alliance" in text)


# --------------------------------------------------------------------------- tests


def test_all_bot_game_to_final_standings(page, site):
    seats = [(f"Bot{i + 1}", True) for i in range(4)]
    gid = new_game(page, seats, 11)
    open_table(page, site, gid)
    seen_breakdown = 0
    end = time.monotonic() + 240
    while not page.locator(".final .standings").count():
        assert time.monotonic() < end, "the game did not finish in time"
        if page.locator(".interlude .cena-result").count():
            # The deal breakdown: per alliance and per player, as the engine scored it.
            view = pview(page, gid, None)
            entry = view["history"][-1]
            box = page.locator(".interlude .cena-result")
            assert box.get_attribute("data-deal") == str(entry["deal"])
            assert box.locator(".alliances-table tbody tr").count() == 4
            for s in range(4):
                row = box.locator(f".players-table tbody tr[data-seat='{s}']")
                d = entry["delta"][s]
                assert row.locator("td >> nth=2").inner_text() == (f"+{d}" if d > 0 else str(d))
                assert row.locator("td.running").inner_text() == str(entry["scores"][s])
            seen_breakdown += 1
            # Cena is played in deals: the button says so.
            assert page.inner_text(".interlude .btn-primary") in ("Next deal", "次のディールへ")
            page.click(".interlude .btn-primary")
            page.wait_for_selector(".interlude", state="detached")
            continue
        time.sleep(0.1)
    assert seen_breakdown == 2  # between deals 1–2 and 2–3; the last one is under the standings
    res = page.evaluate("(id) => window.hotseat.result(id)", gid)
    shown = {s: int(page.locator(f".standings tr[data-seat='{s}'] td.num").inner_text()) for s in range(4)}
    assert shown == dict(enumerate(res["scores"]))
    # The CPython engine replays the same record to the same result.
    record = page.evaluate("(id) => window.hotseat.record(id)", gid)
    assert engine.replay(record).result()["scores"] == res["scores"]
    # Every deal is listed, with the totals.
    assert page.locator(".cena-alldeals tbody tr").count() == 3
    assert page.locator(".final .cena-result[data-deal='3']").count() == 1
    check_rules_page(page)


def test_human_reveals_and_places_a_card_in_front_of_another(page, site):
    gid = new_game(page, [("Sato", False), ("Bot A", True), ("Bot B", True), ("Bot C", True)], 5)
    go_table(page, gid)
    # Reveal phase: everyone is to act; the human taps 3 cards, then the button.
    assert pview(page, gid, None)["to_act"] == [0, 1, 2, 3]
    chosen = reveal_first_three(page)
    page.wait_for_selector(".cena-table[data-phase='play']")
    # Play until the human has a choice of spot in front of another player.
    for turn in range(12):
        v = wait_play_turn(page, gid, [0])
        if turn == 0:
            view = pview(page, gid, 0)
            assert sorted(view["revealed"][0]) == sorted(c for c in chosen if c in view["hand"])
            # The revealed cards lie face up in front of their players.
            for s in range(4):
                assert sorted(dom_cards(page, f".cena-seat[data-seat='{s}'] .seat-revealed [data-card]")) == sorted(view["revealed"][s])
        moves = legal(page, gid, 0)
        cards = {m["card"] for m in moves}
        # only the legal cards are enabled
        enabled = set(dom_cards(page, ".cena-hand .cc-button:not(:disabled)"))
        assert enabled == cards
        others = [m for m in moves if m["to"] != 0]
        move = others[0] if others else moves[0]
        page.click(f".cena-hand [data-card='{move['card']}']")
        targets = {int(x) for x in page.eval_on_selector_all(
            "button.cena-spot.is-target:not(:disabled)", "els => els.map(e => e.dataset.seat)")}
        assert targets == {m["to"] for m in moves if m["card"] == move["card"]}
        page.click(f"button.cena-spot[data-seat='{move['to']}']")
        after = wait_until(lambda: (x := pview(page, gid, 0))["actions"] > v["actions"] and x)
        record = page.evaluate("(id) => window.hotseat.record(id)", gid)
        assert record["actions"][v["actions"]] == [0, {"type": "play", "card": move["card"], "to": move["to"]}]
        seat, spot = spot_of(page, gid, move["card"])
        assert seat == move["to"] and spot["by"] == 0
        assert move["card"] not in after["hand"]
        if others:
            break
    else:
        raise AssertionError("never had a spot in front of another player")
    # The log, as the bridge pages it: Sato's card is named to Sato alone
    # (the public line says only where a card went); every line reads as a
    # sentence, its seats as {seat:N} tokens the log panel names.
    own = page.evaluate("(id) => window.hotseat.log(id, 0, 0, 200)", gid)["events"]
    public = page.evaluate("(id) => window.hotseat.log(id, null, 0, 200)", gid)["events"]
    mine = [e for e in own if e["kind"] == "played_card" and e["card"] == move["card"]]
    assert len(mine) == 1 and mine[0]["to"] == [0] and mine[0]["spot"] == move["to"]
    assert not any("to" in e or "card" in e for e in public)
    assert [e for e in own if "to" not in e] == public
    texts = [e["text"][lg] for e in own for lg in ("en", "ja")]
    assert texts and all(x.startswith("{seat:") or not x[0].islower() for x in texts)
    # Each seat shows its last move until it moves again: Sato its card and
    # where it went, the bots only where theirs went.
    after = wait_play_turn(page, gid, [0])
    if after["deal"] == v["deal"]:
        names = ["Sato", "Bot A", "Bot B", "Bot C"]
        ja = page.evaluate("document.documentElement.lang") == "ja"
        suits = {"ale": ("Ale", "エール"), "mead": ("Mead", "ミード"), "wine": ("Wine", "ワイン"),
                 "cider": ("Cider", "シードル")}
        latest = pview(page, gid, 0)["events"]["latest"]
        assert latest[0]["card"] == move["card"]
        for s in range(4):
            e = latest[s]
            where = ("自分の前" if ja else "own spot") if e["spot"] == s else names[e["spot"]]
            if "card" in e:
                suit, num = e["card"].split("-")
                want = f"{suits[suit][1]}{num} → {where}" if ja else f"{suits[suit][0]} {num} → {where}"
            else:
                want = f"出した → {where}" if ja else f"Played → {where}"
            assert page.inner_text(f".cena-seat[data-seat='{s}'] .seat-last") == want, s
            assert ("card" in e) == (s == 0)


def test_reveal_handover_and_no_hidden_cards_in_dom(page, site):
    gid = new_game(page, [("Sato", False), ("Suzuki", False), ("Bot A", True), ("Bot B", True)], 8)
    hands = {s: set(pview(page, gid, s)["hand"]) for s in range(4)}
    go_table(page, gid)
    # Two humans: the reveal starts with a hand-over to Sato, with no card in the DOM.
    page.wait_for_selector(".handover")
    assert "Sato" in page.inner_text(".handover-title")
    assert page.locator("[data-card]").count() == 0
    page.click(".handover-ready")
    page.wait_for_selector(".cena-me.is-acting")
    html = page.content()
    assert ids_in_html(html, hands[0]) == hands[0]
    assert not ids_in_html(html, hands[1] | hands[2] | hands[3])
    chosen = reveal_first_three(page)
    # The tablet goes to Suzuki, who must not see Sato's hand or Sato's choice.
    page.wait_for_selector(".handover")
    assert "Suzuki" in page.inner_text(".handover-title")
    assert not ids_in_html(page.content(), hands[0] | hands[1])
    page.click(".handover")
    page.wait_for_selector(".cena-me.is-acting")
    html = page.content()
    assert ids_in_html(html, hands[1]) == hands[1]
    assert not ids_in_html(html, hands[0] | hands[2] | hands[3]), "another seat's hand or pending choice shows"
    # Sato is marked as having chosen (not what).
    assert page.locator(".cena-seat[data-seat='0'] .tag-chosen").count() == 1
    assert page.locator(".cena-seat[data-seat='1'] .tag-choosing").count() == 1
    reveal_first_three(page)
    # Play: whenever a human holds the tablet, only their hand and revealed cards show.
    handovers = 0
    for _ in range(4):
        handovers += page.locator(".handover").count()
        v = wait_play_turn(page, gid, [0, 1])
        seat = v["to_act"][0]
        mine = pview(page, gid, seat)
        html = page.content()
        for other in range(4):
            if other == seat:
                continue
            hidden = set(pview(page, gid, other)["hand"]) - set(mine["revealed"][other])
            assert not ids_in_html(html, hidden), f"seat {other}'s hidden cards show to seat {seat}"
        assert ids_in_html(html, mine["hand"]) == set(mine["hand"])
        move = legal(page, gid, seat)[0]
        page.click(f".cena-hand [data-card='{move['card']}']")
        page.click(f"button.cena-spot[data-seat='{move['to']}']")
        wait_until(lambda: pview(page, gid, None)["actions"] > v["actions"])
    assert chosen  # Sato's reveal went through


@pytest.mark.parametrize("size,name", [(PORTRAIT, "portrait"), (LANDSCAPE, "landscape")])
def test_tablet_layouts(page, site, tmp_path, size, name):
    page.set_viewport_size(size)
    gid = new_game(page, [("Sato", False), ("Bot A", True), ("Bot B", True), ("Bot C", True)], 5)
    go_table(page, gid)
    page.wait_for_selector(".cena-table[data-phase='reveal'] .cena-me.is-acting .cc-button")
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    reveal_first_three(page)
    wait_play_turn(page, gid, [0])
    card = dom_cards(page, ".cena-hand .cc-button:not(:disabled)")[0]
    page.click(f".cena-hand [data-card='{card}']")
    shot(page, f"cena-{name}", tmp_path)
    # Nothing overflows sideways.
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    # Every card, spot and button is a target of at least 44 px, and has a name.
    boxes = page.eval_on_selector_all(
        ".cena-hand .cc-button, button.cena-spot, .table-bar .btn, .cena-buttons .btn",
        "els => els.map(e => { const r = e.getBoundingClientRect(); return [r.width, r.height, e.getAttribute('aria-label') || e.textContent.trim()]; })")
    assert len(boxes) >= 10
    for w, hgt, label in boxes:
        assert w >= 44 and hgt >= 44 and label
    # The seats and markers stay inside the screen.
    for left, right in page.eval_on_selector_all(".cena-seat, .cena-marker, .cena-spot",
                                                 "els => els.map(e => { const r = e.getBoundingClientRect(); return [r.left, r.right]; })"):
        assert left >= 0 and right <= size["width"]


# --------------------------------------------------------------------------- layout checks

OVERLAPS = """(sel) => {
  const r = (e) => e.getBoundingClientRect();
  const hit = (a, b) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
  const out = [];
  const obstacles = [...document.querySelectorAll(sel)];
  for (const s of document.querySelectorAll('.cena-spot, .spot-by'))
    for (const o of obstacles)
      if (!o.contains(s) && !s.contains(o) && hit(r(s), r(o)))
        out.push((s.dataset.seat ?? s.textContent) + ' under ' + o.className);
  return out;
}"""
PANELS = ".cena-seat, .cena-marker, .cena-ring .cena-topic, .cena-ring .cena-lead"


def play_one_card(page, gid):
    """As the acting human: tap the last enabled card, then its last spot."""
    ok = dom_cards(page, ".cena-hand .cc-button:not(:disabled)")
    page.click(f".cena-hand [data-card='{ok[-1]}']")
    spots = page.eval_on_selector_all("button.cena-spot.is-target", "e => e.map(x => x.dataset.seat)")
    before = pview(page, gid, None)["actions"]
    page.click(f"button.cena-spot[data-seat='{spots[-1]}']")
    wait_until(lambda: pview(page, gid, None)["actions"] > before)


def test_tapped_card_is_selected_and_revealed_marks_stay(page, site):
    gid = new_game(page, [("Sato", False), ("Bot A", True), ("Bot B", True), ("Bot C", True)], 5)
    go_table(page, gid)
    chosen = reveal_first_three(page)
    wait_play_turn(page, gid, [0])
    revealed = pview(page, gid, 0)["revealed"][0]
    assert revealed and set(revealed) <= set(chosen)
    ok = dom_cards(page, ".cena-hand .cc-button:not(:disabled)")
    # Tap a revealed card if one may be played (it must keep its mark when selected).
    tap = next((c for c in ok if c in revealed), ok[0])
    page.click(f".cena-hand [data-card='{tap}']")
    cls = page.get_attribute(f".cena-hand [data-card='{tap}']", "class").split()
    assert "is-selected" in cls
    assert not any("," in c or c == "false" for c in cls), cls
    for c in revealed:
        assert "is-revealed" in page.get_attribute(f".cena-hand [data-card='{c}']", "class").split(), c
    # Only the tapped card is selected.
    assert dom_cards(page, ".cena-hand .is-selected") == [tap]


def test_phone_layout(page, site, tmp_path):
    """412×915: no sideways scrolling, no spot (or its "← name" label) under
    a seat box, a marker or the topic, in the reveal and the play phase."""
    page.set_viewport_size({"width": 412, "height": 915})
    gid = new_game(page, [("Player 1", False), ("Player 2", True), ("Player 3", True), ("Player 4", True)], 5)
    go_table(page, gid)
    page.wait_for_selector(".cena-table[data-phase='reveal'] .cena-me.is-acting .cc-button")
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    assert page.evaluate(OVERLAPS, PANELS) == []
    reveal_first_three(page)
    for turn in range(3):
        wait_play_turn(page, gid, [0])
        card = dom_cards(page, ".cena-hand .cc-button:not(:disabled)")[0]
        page.click(f".cena-hand [data-card='{card}']")
        assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
        assert page.evaluate(OVERLAPS, PANELS) == [], turn
        # A name is broken only between words: each name fits its box.
        for w, sw in page.eval_on_selector_all(".cena-seat-name, .mk-name", "els => els.map(e => [e.clientWidth, e.scrollWidth])"):
            assert sw <= w + 1
        shot(page, f"cena-phone-{turn}", tmp_path)
        # Every shown target stays at least 44 px, measured on the human's
        # turn (after the last play the deal may end and the table go away).
        sizes = page.eval_on_selector_all(
            ".cena-hand .cc-button, .cena-buttons .btn",
            "els => els.filter(e => e.getClientRects().length).map(e => { const r = e.getBoundingClientRect(); return [r.width, r.height]; })")
        assert len(sizes) >= len(dom_cards(page, ".cena-hand .cc-button"))
        for w, hgt in sizes:
            assert w >= 44 and hgt >= 44
        page.click(f".cena-hand [data-card='{card}']")
        play_one_card(page, gid)


def test_log_open_beside_the_table_at_1024(page, site):
    page.set_viewport_size({"width": 1024, "height": 768})
    page.evaluate("localStorage.setItem('hotseat.logOpen', 'true')")
    gid = new_game(page, [("Player 1", False), ("Player 2", True), ("Player 3", True), ("Player 4", True)], 5)
    go_table(page, gid)
    reveal_first_three(page)
    wait_play_turn(page, gid, [0])
    if not page.locator("#log-panel:not([hidden])").count():
        page.click(".table-bar button[aria-controls='log-panel']")
    page.wait_for_selector("#log-panel:not([hidden])")
    page.wait_for_timeout(400)      # the table redraws for its new width
    assert page.evaluate(OVERLAPS, PANELS) == []
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    # Closing it gives the room back, still without overlaps.
    page.click(".table-bar button[aria-controls='log-panel']")
    page.wait_for_timeout(400)
    assert page.evaluate(OVERLAPS, PANELS) == []


def test_last_trick_until_each_human_has_played(page, site):
    """Four humans (a hand-over before each turn): after the first trick the
    next leader may look at it with the "Last trick" button; once a card is
    led the engine's view drops it, but the next human, who has not played
    yet, still has it on the table."""
    gid = new_game(page, [(f"P{i + 1}", False) for i in range(4)], 5)
    go_table(page, gid)
    for _ in range(4):
        page.wait_for_selector(".handover")
        page.click(".handover-ready")
        reveal_first_three(page)
    for _ in range(4):
        v = wait_play_turn(page, gid, [0, 1, 2, 3])
        assert page.locator(".cena-last").count() == 0   # the first trick: nothing before it
        play_one_card(page, gid)
    wait_play_turn(page, gid, [0, 1, 2, 3])
    last = pview(page, gid, None)["last_trick"]
    assert last is not None and pview(page, gid, None)["tricks_done"] == 1
    btn = page.locator(".cena-last")
    box = btn.bounding_box()
    assert box["width"] >= 44 and box["height"] >= 44
    assert btn.get_attribute("aria-pressed") == "false"
    btn.click()
    page.wait_for_selector(".cena-table.is-looking")
    for seat, x in enumerate(last["spots"]):
        assert dom_cards(page, f".cena-spot[data-seat='{seat}'] [data-card]") == [x["card"]]
    assert page.locator(".cena-takes.is-looking").count() == 1
    assert page.locator(".cena-last").get_attribute("aria-pressed") == "true"
    # Both languages.
    lang = page.evaluate("document.documentElement.lang")
    page.click(".btn-lang")
    page.wait_for_function("(l) => document.documentElement.lang !== l", arg=lang)
    assert page.inner_text(".cena-last") in ("Back to this trick", "今のトリックに戻る")
    page.click(".cena-last")
    assert page.inner_text(".cena-last") in ("Last trick", "直前のトリック")
    page.click(".btn-lang")
    assert page.locator("button.cena-spot").count() == 4   # this trick's empty spots again
    play_one_card(page, gid)                              # the next lead
    assert pview(page, gid, None)["last_trick"] is None
    wait_play_turn(page, gid, [0, 1, 2, 3])
    page.click(".cena-last[aria-pressed='false']")
    for seat, x in enumerate(last["spots"]):
        assert dom_cards(page, f".cena-spot[data-seat='{seat}'] [data-card]") == [x["card"]]
    page.click(".cena-last[aria-pressed='true']")
    page.wait_for_selector(".cena-table:not(.is-looking)")


def test_last_trick_stays_through_the_bots_lead_until_the_human_plays(page, site):
    """One human and three bots (issue #30): the bots lead the next trick
    before the human's turn, which drops the last trick from the engine's
    view; the table keeps it until the human has played, with its cards as
    they lay, and opened, it stays open while the bots play."""
    page.set_viewport_size({"width": 1024, "height": 768})
    gid = new_game(page, [("Sato", False), ("Bot A", True), ("Bot B", True), ("Bot C", True)], 2)
    go_table(page, gid)
    reveal_first_three(page)
    # A turn of the human's (seed 2: the second) with the bots' lead before it and a bot after it.
    for _ in range(9):
        v = wait_play_turn(page, gid, [0])
        if v["tricks_done"] and v["last_trick"] is None and 0 < sum(1 for x in v["trick"]["spots"] if x) < 3:
            break
        play_one_card(page, gid)
    else:
        raise AssertionError("pick a seed where a bot leads before the human, and another plays after")
    state = engine.replay(page.evaluate("(id) => window.hotseat.record(id)", gid)).state
    last = state["tricks"][-1]
    page.click(".cena-last[aria-pressed='false']")
    page.wait_for_selector(".cena-table.is-looking")
    for seat, x in enumerate(last["spots"]):
        assert dom_cards(page, f".cena-spot[data-seat='{seat}'] [data-card]") == [x["card"]]
    page.click(".cena-last[aria-pressed='true']")
    page.wait_for_selector(".cena-table:not(.is-looking)")
    # Slow bots: the human's card is on the table, the next bot not yet.
    page.evaluate("localStorage.setItem('hotseat.botDelay', '3000')")
    play_one_card(page, gid)
    after = pview(page, gid, None)
    assert after["tricks_done"] == v["tricks_done"] and after["last_trick"] is None
    page.wait_for_selector(f".cena-table[data-actions='{after['actions']}']")
    assert page.locator(".cena-last").count() == 0
    page.evaluate("localStorage.setItem('hotseat.botDelay', '20')")


def test_trick_history_house_rule_steps_through_every_trick(page, site):
    gid = new_game(page, [("Sato", False), ("Bot A", True), ("Bot B", True), ("Bot C", True)], 5,
                   {"trick_history": True})
    go_table(page, gid)
    reveal_first_three(page)
    while True:
        v = wait_play_turn(page, gid, [0])
        if v["tricks_done"] >= 2:
            break
        play_one_card(page, gid)
    tricks = pview(page, gid, None)["tricks"]
    page.click(".cena-last[aria-pressed='false']")
    page.wait_for_selector(".cena-table.is-looking")

    def shown():
        return {s: dom_cards(page, f".cena-spot[data-seat='{s}'] [data-card]") for s in range(4)}
    assert shown() == {s: [x["card"]] for s, x in enumerate(tricks[-1]["spots"])}
    assert page.is_disabled(".cena-later")
    for k in range(len(tricks) - 2, -1, -1):
        page.click(".cena-earlier")
        assert shown() == {s: [x["card"]] for s, x in enumerate(tricks[k]["spots"])}
    assert page.is_disabled(".cena-earlier")
    page.click(".cena-last[aria-pressed='true']")
    assert page.locator(".cena-table.is-looking").count() == 0


def test_hint_picks_the_reveal_and_stars_the_bots_spot(page, site):
    """Issue #18: in the reveal, Hint picks the bot's three cards; in play, it
    selects the bot's card, stars its spot, and one tap plays it."""
    gid = new_game(page, [("Sato", False), ("Bot A", True), ("Bot B", True), ("Bot C", True)], 5)
    go_table(page, gid)
    page.wait_for_selector(".cena-hint-btn")
    bot = page.evaluate("(id) => window.hotseat.botAction(id, 0)", gid)
    page.click(".cena-hint-btn")
    wait_until(lambda: sorted(dom_cards(page, ".cena-hand .is-selected")) == sorted(bot["cards"]))
    page.click(".cena-reveal")
    page.wait_for_selector(".cena-table[data-phase='play']")
    v = wait_play_turn(page, gid, [0])
    bot = page.evaluate("(id) => window.hotseat.botAction(id, 0)", gid)
    page.click(".cena-hint-btn")
    page.wait_for_selector(f"button.cena-spot.is-suggested[data-seat='{bot['to']}']")
    assert dom_cards(page, ".cena-hand .is-selected") == [bot["card"]]
    page.click(".cena-suggestion")
    wait_until(lambda: pview(page, gid, 0)["actions"] > v["actions"])
    record = page.evaluate("(id) => window.hotseat.record(id)", gid)
    assert record["actions"][v["actions"]] == [0, bot]


SUIT_NAMES = {"ale": ("Ale", "エール"), "mead": ("Mead", "ミード"), "wine": ("Wine", "ワイン"), "cider": ("Cider", "シードル")}


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_suggestion_names_its_seat_as_every_label_does(page, site, lang):
    """The Hint's button says where the bot would play in the words of the
    rest of the table: in Japanese 'プレイヤー2さんの前に', as the spots'
    labels and the log say (it read 'プレイヤー2の前に')."""
    if page.evaluate("document.documentElement.lang") != lang:
        page.click(".btn-lang")
        page.wait_for_function("(l) => document.documentElement.lang === l", arg=lang)
    names = [("プレイヤー" if lang == "ja" else "Player ") + str(s + 1) for s in range(4)]
    gid = new_game(page, [(names[0], False)] + [(x, True) for x in names[1:]], 5)
    go_table(page, gid)
    reveal_first_three(page)
    wait_play_turn(page, gid, [0])
    bot = page.evaluate("(id) => window.hotseat.botAction(id, 0)", gid)
    page.click(".cena-hint-btn")
    page.wait_for_selector(".cena-suggestion")
    suit, num = bot["card"].split("-")
    name = names[bot["to"]]
    if lang == "ja":
        want = f"★ おすすめに決定：{SUIT_NAMES[suit][1]}{num}を{name}さんの前に"
        label = f"{SUIT_NAMES[suit][1]}{num}を{name}さんの前に置く"
    else:
        want = f"★ Accept the suggestion: {SUIT_NAMES[suit][0]} {num} in front of {name}"
        label = f"Place {SUIT_NAMES[suit][0]} {num} in front of {name}"
    assert page.inner_text(".cena-suggestion") == want
    assert page.get_attribute(f"button.cena-spot.is-suggested[data-seat='{bot['to']}']", "aria-label") == label
