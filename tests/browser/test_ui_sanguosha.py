"""Sanguosha in headless Chromium (issue #14's plain table): a 10-player bot
game to the end through window.hotseat, checked against a CPython replay; a
5-player game with one human played to the end by tapping the answer
buttons, with the hand shown only to its seat; the new-game screen offering
only the role splits of the chosen player count; the rules page in both
languages.

Fixtures: tests/browser/conftest.py.
"""

from __future__ import annotations

import os
import time
from pathlib import Path

from hotseat import engine
from hotseat.games.sanguosha.rules import rules_page
import ui_helpers
from ui_helpers import go_table, pview, wait_until

GAME = "sanguosha"
SHOTS = Path(os.environ["HOTSEAT_SHOTS"]) if os.environ.get("HOTSEAT_SHOTS") else None


def shot(page, name: str) -> None:
    if SHOTS:
        SHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=True)


def test_ten_bots_play_to_the_end_through_the_bridge(page):
    gid = ui_helpers.new_game(page, GAME, [(f"B{i}", True) for i in range(10)], 4242)
    moves = page.evaluate("""async (id) => {
      const hs = window.hotseat;
      let n = 0;
      for (;;) {
        const to = await hs.toAct(id);
        if (!to.length) return n;
        const a = await hs.botAction(id, to[0]);
        await hs.act(id, to[0], a);
        n += 1;
      }
    }""", gid)
    res = page.evaluate("(id) => window.hotseat.result(id)", gid)
    record = page.evaluate("(id) => window.hotseat.record(id)", gid)
    assert moves == len(record["actions"]) > 50
    assert res["side"] in ("lord", "rebels", "renegade", "draw") and len(res["roles"]) == 10
    assert engine.replay(record).result() == res
    public = pview(page, gid)
    assert public["roles"] == res["roles"]  # every role is shown once the game is over


def test_roles_choices_follow_the_player_count(page):
    page.evaluate("location.hash = '#/'")
    page.click(f".game-card[data-game='{GAME}'] a.btn-primary")
    page.wait_for_selector(".start-btn")

    def offered():
        return page.eval_on_selector_all(".option-row[data-option='roles'] option", "els => els.map(e => e.value)")

    def players():
        return int(page.inner_text(".stepper .stepper-value"))

    assert players() == 3 and offered() == ["standard"]
    plus = page.locator(".stepper .btn-step").nth(1)
    while players() < 6:
        plus.click()
    assert offered() == ["standard", "two_renegades"]
    page.select_option(".option-row[data-option='roles'] select", "two_renegades")
    plus.click()
    assert players() == 7 and offered() == ["standard"]
    assert page.input_value(".option-row[data-option='roles'] select") == "standard"
    # generals: on by default, and may be turned off (the beginner game)
    sw = page.locator(".option-row[data-option='generals'] .switch")
    assert not sw.is_disabled() and sw.get_attribute("aria-checked") == "true"
    assert page.locator(".option-row[data-option='auto_pass'] .option-help").count() == 1


def test_one_human_plays_to_the_end_by_tapping(page):
    seats = [("Me", False)] + [(f"Bot{i}", True) for i in range(1, 5)]
    gid = ui_helpers.new_game(page, GAME, seats, 77)
    go_table(page, gid, delay=0)
    page.wait_for_selector(".sgs")
    end = time.monotonic() + 300
    taps = 0
    shot_taken = False
    while not page.locator(".final").count():
        assert time.monotonic() < end, "the game did not finish in time"
        buttons = page.locator(".sgs-answers button")
        if buttons.count():
            # my hand is drawn (once the table has caught up), and no other
            # seat's; unless the bots have just ended the game
            wait_until(lambda: page.locator(".final").count() or page.eval_on_selector_all(
                ".sgs-hand .sgs-hcard", "es => es.map(e => e.dataset.card)") == pview(page, gid, 0)["hand"],
                timeout=5)
            if page.locator(".final").count():
                break
            if not shot_taken:
                shot(page, "sanguosha-human")
                shot_taken = True
            # end the play phase at once, else take the first answer
            end_btn = page.locator(".sgs-answers button", has_text="End play phase")
            if not end_btn.count():
                end_btn = page.locator(".sgs-answers button", has_text="札出し終了")
            target = end_btn if end_btn.count() and taps % 3 == 0 else buttons.first
            try:
                target.first.click(timeout=2000)
                taps += 1
            except Exception:  # the table redrew under the tap: look again
                pass
        else:
            time.sleep(0.05)
    assert taps > 0
    res = page.evaluate("(id) => window.hotseat.result(id)", gid)
    record = page.evaluate("(id) => window.hotseat.record(id)", gid)
    assert engine.replay(record).result() == res
    shot(page, "sanguosha-final")


def test_rules_page_in_both_languages(page):
    page.evaluate("(g) => { location.hash = '#/rules/' + g; }", GAME)
    page.wait_for_selector("article.rules .decision")
    rulings = rules_page()["rulings"]
    lang = page.evaluate("document.documentElement.lang")
    text = page.inner_text("article.rules")
    assert rulings[0][lang][:20] in text
    page.click(".btn-lang")
    page.wait_for_function("(l) => document.documentElement.lang !== l", arg=lang)
    page.wait_for_selector("article.rules .decision")
    other = "ja" if lang == "en" else "en"
    assert rulings[0][other][:20] in page.inner_text("article.rules")
    assert page.locator("article.rules li.decision").count() == len(rulings)


def test_rules_page_fits_a_phone_in_both_languages(page):
    """Every section open (cards, generals), the page never scrolls sideways at 412 px."""
    page.set_viewport_size({"width": 412, "height": 915})
    page.evaluate("(g) => { location.hash = '#/rules/' + g; }", GAME)
    for _ in range(2):
        page.wait_for_selector("article.rules .decision")
        page.evaluate("document.querySelectorAll('article.rules details').forEach(d => d.open = true)")
        assert page.locator("article.rules details").count() >= 2
        assert page.evaluate("document.documentElement.scrollWidth") <= 412
        lang = page.evaluate("document.documentElement.lang")
        page.click(".btn-lang")
        page.wait_for_function("(l) => document.documentElement.lang !== l", arg=lang)
    page.set_viewport_size({"width": 1024, "height": 768})
