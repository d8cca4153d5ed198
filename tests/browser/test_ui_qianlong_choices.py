"""Every kind of choice inside Qianlong's resolution, met by a human in the
real UI: the advanced set-up's flip, the jump target, palace square 3's
+3-or-draw-2 reward, the order of one's own palace activations, the bribe and
whom to take a point from (the promotion is in test_ui_qianlong.py).

Each position is a record the CPython bots played from a seed until the kind
came up (tests/qianlong_helpers.py, ``choice_record``), imported through
``window.hotseat.importRecord`` with the choosing seat human and the other a
bot: all six in one page, so one Pyodide boot. For each: the table offers
exactly the engine's legal options (as buttons, and as lit cards or palace
eunuchs where those are the targets), labelled readably in English and
Japanese; the human taps the option the bot would *not* have chosen; the
engine records that action, its first step shows its effect, and the CPython
engine replaying the browser's record reaches the same public view. Half
the choices are met on a portrait tablet (768×1024), half on a landscape one
(1024×768), each checked for overflow, 44 px tap targets and buttons on screen.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from hotseat import engine
from ui_helpers import wait_until
from test_ui_qianlong import GAME, actions, go_table, legal, lit_cards, pview, shot, wait_acting

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from qianlong_helpers import choice_record, move_boards  # noqa: E402

KINDS = ["jump", "flip", "reward", "activate", "bribe", "take"]
JA = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
KANA = re.compile(r"[\u3040-\u30ff]")
NAMES = {0: "Sato", 1: "Suzuki"}
TABLETS = [{"width": 768, "height": 1024}, {"width": 1024, "height": 768}]


def labels(page, kind):
    return page.eval_on_selector_all(
        f".ql-choice[data-kind='{kind}'] .ql-choice-btn",
        "els => els.map(e => [Number(e.dataset.idx), e.dataset.type, e.textContent.trim()])")


def set_lang(page, want):
    if page.evaluate("document.documentElement.lang") != want:
        page.click(".btn-lang")
        page.wait_for_function("(l) => document.documentElement.lang === l", arg=want)


def check_labels(page, kind, moves, view, seat, size):
    """The buttons are the legal moves, in order, each readably labelled in
    both languages and saying what it does."""
    texts = {}
    for lang in ("en", "ja"):
        set_lang(page, lang)
        page.wait_for_selector(f".ql-table[data-acting='1'] .ql-choice[data-kind='{kind}'] .ql-choice-btn")
        got = labels(page, kind)
        assert [(i, t) for i, t, _ in got] == [(i, m["type"]) for i, m in enumerate(moves)]
        texts[lang] = [x for _, _, x in got]
        for x in texts[lang]:
            assert x and not re.search(r"undefined|null|NaN|\{|\}|\"type\"|\?\?", x), x
            assert (JA.search(x) if lang == "ja" else re.search("[A-Za-z]", x) and not KANA.search(x)), (lang, x)
        # Different options read differently.
        assert len(set(texts[lang])) == len(moves), texts[lang]
        check_layout(page, size)
        hint = page.inner_text(".ql-choice .ql-hint")
        assert hint and (JA.search(hint) if lang == "ja" else not KANA.search(hint)), hint
    en = texts["en"]
    # Each label names what it refers to.
    for m, x in zip(moves, en):
        if kind in ("jump", "flip"):
            assert re.search(rf"\b{m['card']}\b", x), x
        elif kind == "activate":
            sq = view["eunuchs"][m["eunuch"]]["square"]
            assert (f"{sq}" if sq else "初") in x, x
        elif kind == "bribe":
            sq = view["eunuchs"][m["eunuch"]]["square"]
            assert (f"{sq}" if sq else "初") in x, x
        elif kind == "take":
            assert ("香妃" if m["from"] == "xiangfei" else NAMES[1 - seat]) in x, x
    if kind == "reward":
        assert "+3" in en[0] and "2" in en[1]
    if kind == "take":
        # The question says why there is a choice: the opponent and 香妃 are level.
        assert NAMES[1 - seat] in hint and "香妃" in hint
    if kind == "bribe":
        # The eunuch asked about is lit on the palace track, and only it.
        asked = page.eval_on_selector_all(".ql-sq .ql-eunuch.is-asked", "els => els.map(e => Number(e.dataset.eunuch))")
        assert asked == [view["pending"]["eunuch"]]
    set_lang(page, "en")


def tap(page, kind, moves, idx):
    """Tap option ``idx``: the lit card (jump, flip) or palace eunuch
    (activate) where the option has one, else its button."""
    m = moves[idx]
    if kind in ("jump", "flip"):
        # Only the options' cards are lit.
        assert lit_cards(page) == {x["card"] for x in moves}
        page.click(f"button.ql-card[data-card='{m['card']}']")
    elif kind == "activate":
        chips = page.eval_on_selector_all("button.ql-eunuch.is-target", "els => els.map(e => Number(e.dataset.eunuch))")
        assert sorted(chips) == sorted(x["eunuch"] for x in moves)
        page.click(f"button.ql-eunuch[data-eunuch='{m['eunuch']}']")
    else:
        page.click(f".ql-choice-btn[data-idx='{idx}']")


def check_effect(kind, move, before, m):
    """The first event the choice told, and the board after it, show what it
    chose (``before``: the view that asked, ``m``: the CPython match after
    the action)."""
    ev = m.step_events(None)[0]
    b = move_boards(m)[0]
    line = ev["text"]["en"]
    assert ev == m.view(None)["events"]["latest"][ev["seat"]]   # the seat's latest act
    seat = before["pending"]["seat"] if kind != "flip" else before["turn"]
    if kind == "flip":
        assert b["cards"][move["card"] - 1]["strong"]
        assert sum(c["strong"] for c in b["cards"]) == 1 + sum(c["strong"] for c in before["cards"])
    elif kind == "jump":
        e = b["eunuchs"][before["pending"]["eunuch"]]
        assert e["at"] == "card" and e["card"] == move["card"], line
    elif kind == "reward":
        if move["pick"] == "consort3":
            assert b["consorts"][seat]["pos"] == (before["consorts"][seat]["pos"] + 3) % before["bedroom"], line
        else:
            assert "draws 2 scheme cards" in line
    elif kind == "activate":
        e = b["eunuchs"][move["eunuch"]]
        sq = before['eunuchs'][move['eunuch']]['square']
        assert e["at"] == "hand" and (f"square {sq}" if sq else "初") in line
        others = [x for x in before["pending"]["eunuchs"] if x != move["eunuch"]]
        assert all(b["eunuchs"][x]["at"] == "palace" for x in others)
    elif kind == "bribe":
        sq = before["eunuchs"][move["eunuch"]]["square"]
        e = b["eunuchs"][move["eunuch"]]
        if move["advance"]:
            assert e["at"] == "hand" or e["square"] == min(sq + 2, len(before["palace"]) - 1), line
        else:
            assert e["square"] == sq and "stays" in line
    elif kind == "take":
        src = "xiangfei" if move["from"] == "xiangfei" else 1 - seat
        assert b["points"][seat] == before["points"][seat] + 1
        if src == "xiangfei":
            assert b["xiangfei"] == before["xiangfei"] - 1
        else:
            assert b["points"][src] == before["points"][src] - 1


def consistent(page, gid):
    """The browser's record and public view, read at one moment (no bot
    move in between)."""
    def read():
        rec, v = page.evaluate("(id) => Promise.all([window.hotseat.record(id), window.hotseat.view(id, null)])", gid)
        return (rec, v) if len(rec["actions"]) == v["actions"] else None
    return wait_until(read)


def check_layout(page, size):
    """At a tablet size: nothing wider than the screen, every tap target at
    least 44 px, and the choice's buttons on screen without scrolling (in
    each language: the Japanese labels wrap differently)."""
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    boxes = page.eval_on_selector_all(
        ".ql-choice-btn, button.ql-card, button.ql-eunuch, .table-bar .btn",
        "els => els.map(e => { const r = e.getBoundingClientRect(); return [r.width, r.height, r.bottom, e.className]; })")
    for w, hgt, _, cls in boxes:
        assert w >= 44 and hgt >= 44, cls
    for _, _, bottom, cls in boxes:
        if "ql-choice-btn" in cls:
            assert bottom <= size["height"], (cls, bottom)


def test_every_choice_inside_the_resolution(page, site, tmp_path):
    for i, kind in enumerate(KINDS):
        # Half the choices on a portrait tablet, half on a landscape one.
        size = TABLETS[i % 2]
        page.set_viewport_size(size)
        record, seat = choice_record(kind)
        seats = [{"name": NAMES[s], "bot": s != seat} for s in (0, 1)]
        gid = page.evaluate("([r, s]) => window.hotseat.importRecord(r, { seats: s })", [record, seats])
        # Slow bots: the checks below read the engine before the bot replies.
        go_table(page, gid, delay=1500)
        before = wait_acting(page, gid)
        m = engine.replay(record)
        moves = legal(page, gid, seat)
        assert moves == m.legal_actions(seat) and len(moves) >= 2, kind
        if kind == "flip":
            assert before["phase"] == "flip" and before["turn"] == seat
        else:
            assert before["pending"] == {**before["pending"], "kind": kind, "seat": seat}
        check_labels(page, kind, moves, before, seat, size)
        shot(page, f"qianlong-choice-{kind}-{size['width']}x{size['height']}", tmp_path)
        # The option the bot would not have chosen.
        bot_pick = m.bot_action(seat)
        idx = next(i for i, x in enumerate(moves) if x != bot_pick)
        n = len(record["actions"])
        assert len(actions(page, gid)) == n
        tap(page, kind, moves, idx)
        wait_until(lambda: len(actions(page, gid)) > n)
        rec, v = consistent(page, gid)
        assert rec["actions"][:n] == record["actions"]
        assert rec["actions"][n] == [seat, moves[idx]]
        # CPython, from the same record, reaches the same table.
        m.act(seat, moves[idx])
        check_effect(kind, moves[idx], before, m)
        assert engine.replay(rec).view(None) == v
        page.evaluate("location.hash = '#/'")
        page.wait_for_selector(".game-card")


def test_two_humans_share_the_table_without_hand_over(page, site, tmp_path):
    """Two humans on one tablet. Nothing in Qianlong's Harem is hidden from
    either player (scheme cards are resolved as they are drawn), so the
    engine says no seat's view shows more than the table, and the app hands
    over never: after each placement the table stays, turned to the next
    player. Undo is offered to a player only for their own moves: once the
    other human has placed, the earlier placement is theirs no more to take
    back (the engine refuses it too, with not_your_move)."""
    page.set_viewport_size(TABLETS[0])
    gid = page.evaluate("(a) => window.hotseat.newGame(a)", {
        "game": GAME, "players": 2, "seed": 3, "options": {},
        "seats": [{"name": NAMES[0], "bot": False}, {"name": NAMES[1], "bot": False}]})
    page.evaluate("([id, d]) => { localStorage.setItem('hotseat.botDelay', String(d)); location.hash = '#/play/' + id; }",
                  [gid, 20])
    undo_btn = page.locator(".table-bar button").filter(has_text="↶")
    for k in range(6):
        v = wait_acting(page, gid)
        seat = v["turn"]
        assert v["phase"] == "place" and seat == k % 2
        assert page.locator(".handover").count() == 0
        assert page.evaluate(f"hotseat.isPrivate('{gid}', {seat})") is False
        assert NAMES[seat] in page.inner_text(".ql-seat.is-turn")
        refusal = page.evaluate(f"hotseat.undoable('{gid}', {seat})")
        # nothing of theirs yet (k 0, 1), then the other human placed after
        # this player's last placement
        assert refusal["code"] == ("nothing_to_undo" if k < 2 else "not_your_move")
        wait_until(lambda: undo_btn.is_disabled())
        card = min(m["card"] for m in legal(page, gid, seat))
        page.click(f"button.ql-card[data-card='{card}']")
        if k == 0:
            shot(page, "qianlong-two-humans", tmp_path)
        wait_until(lambda: len(actions(page, gid)) > k)
    assert page.locator(".handover").count() == 0
    v = wait_acting(page, gid)
    assert v["round"] == 2 and v["phase"] == "place"
    round1 = [e for e in v["events"]["recent"] if e["round"] == 1]
    # The account still lists round 1's last steps under round 2's header.
    assert len(page.eval_on_selector_all(".ql-step-list li", "els => els")) == min(7, len(round1))


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_with_two_humans_the_prompt_names_who_places(page, site, lang):
    """Two humans pass one tablet: the line telling what to tap starts with
    the name of the player it is for (it said only 'Tap a lit card to place
    a eunuch' to either), and the ⓘ tip is a line of its own (in Japanese
    it followed a '·' and began a line with it)."""
    page.set_viewport_size(TABLETS[0])
    gid = page.evaluate("(a) => window.hotseat.newGame(a)", {
        "game": GAME, "players": 2, "seed": 3, "options": {},
        "seats": [{"name": NAMES[0], "bot": False}, {"name": NAMES[1], "bot": False}]})
    go_table(page, gid)
    set_lang(page, lang)
    colon = "：" if lang == "ja" else ": "
    for k in range(2):
        v = wait_acting(page, gid)
        seat = v["turn"]
        assert seat == k
        page.wait_for_selector(f".ql-choice .ql-hint-who:text-is('{NAMES[seat]}{colon.strip()}')")
        hint = page.inner_text(".ql-choice .ql-hint")
        assert hint.startswith(NAMES[seat] + colon) and "ⓘ" not in hint, hint
        tip = page.inner_text(".ql-choice .ql-hint-more")
        assert tip.startswith("ⓘ" if lang == "ja" else "Tap ⓘ"), tip
        card = min(m["card"] for m in legal(page, gid, seat))
        page.click(f"button.ql-card[data-card='{card}']")
        wait_until(lambda: len(actions(page, gid)) > k)
