"""China Duel's events (issue #28): what each step tells, to whom, in both
languages (pylib/hotseat/games/china_duel/events.py is the vocabulary), and
that a view no longer grows with the game."""

from __future__ import annotations

import json
import random

import pytest

from hotseat import engine
from hotseat.games.china_duel import data, flow
from hotseat.games.china_duel.events import EXCHANGE_FIELDS, KINDS

from china_duel_helpers import A, B, E, bare, build, place, position, whole_log
from test_china_duel_turns import _scripted

STAMPS = {"kind", "seat", "text", "to", "i", "move"}


def _size(v) -> int:
    return len(json.dumps(v, ensure_ascii=False, separators=(",", ":")))


def _check_vocabulary(e: dict) -> None:
    spec = KINDS[e["kind"]]
    extra = EXCHANGE_FIELDS if e["kind"] == "special" and e["card"] == "exchange" else ()
    assert set(e) - STAMPS == set(spec["fields"]) | set(extra), e
    if spec["seat"] == "game":
        assert e["seat"] is None, e
    else:
        assert e["seat"] in (A, B), e
    assert ("to" in e) == spec["to"], e
    if spec["to"]:
        assert e["to"] == [e["seat"]], e
    assert e["text"]["en"] and e["text"]["ja"], e
    for lang in ("en", "ja"):
        txt = e["text"][lang].replace("{seat:0}", "").replace("{seat:1}", "")
        assert "{" not in txt and "None" not in txt, e


def names(cards, lang, sep):
    return sep.join(data.COLOUR_NAMES[c][lang] for c in cards)


# --- the exact events of scripted moves ----------------------------------------------

def test_the_deal_tells_each_player_its_own_hand_alone():
    m = engine.new_game("china_duel", 2, seed=4)
    st = m.state
    start = st["start"]
    public = bare(whole_log(m))
    assert public == [
        {"kind": "start", "seat": None, "player": start,
         "text": {"en": f"{{seat:{start}}} is the start player (drawn by lot).",
                  "ja": f"スタートプレイヤーは抽選で{{seat:{start}}}。"}},
        {"kind": "dealt", "seat": None, "hands": [3, 3], "display": st["display"],
         "emperor_hand": st["emperor_hand"], "text": public[1]["text"]},
    ]
    assert public[1]["text"] == {
        "en": f"Each player is dealt 3 cards. The display: {names(st['display'], 'en', ', ')}. "
              f"The Emperor's hand (open): {names(st['emperor_hand'], 'en', ', ')}.",
        "ja": f"各プレイヤーに3枚ずつ配る。場札：{names(st['display'], 'ja', '、')}。"
              f"皇帝の手札（公開）：{names(st['emperor_hand'], 'ja', '、')}。"}
    for seat in (A, B):
        hand = st["hands"][seat]
        assert bare(whole_log(m, seat)) == public + [
            {"kind": "dealt_hand", "seat": seat, "cards": hand, "to": [seat],
             "text": {"en": f"{{seat:{seat}}} is dealt {names(hand, 'en', ', ')}.",
                      "ja": f"{{seat:{seat}}}の手札：{names(hand, 'ja', '、')}。"}}]


def _ev(kind, seat, en, ja, **fields):
    return {"kind": kind, "seat": seat, **fields, "text": {"en": en, "ja": ja}}


#: Seat A's scripted turn (tests/test_china_duel_turns.py), step by step, as
#: seat A is told it: two houses in Qi (the second ends the placing: the
#: yellow card kept by itself takes the influence card), a deck draw (the
#: orange card named to A alone), a red display card (its place refilled
#: from the deck, in the open), the Emperor's house with a wild pair and his
#: hand refilled (open).
A_TURN = [
    [_ev("placed", A, "{seat:0} places a house on Qi space 2 [yellow].",
         "{seat:0}が斉の2番マスに家を置く［黄］。",
         piece="house", region="qi", space=1, pay=["yellow"])],
    [_ev("placed", A, "{seat:0} places a house on Qi space 3 [yellow].",
         "{seat:0}が斉の3番マスに家を置く［黄］。",
         piece="house", region="qi", space=2, pay=["yellow"]),
     _ev("kept", A, "{seat:0} keeps a yellow card (1).", "{seat:0}が黄のカードを手元に置く（1枚）。",
         colour="yellow", count=1),
     _ev("influence", A, "{seat:0} takes the yellow influence card from beside the board.",
         "{seat:0}が黄の影響カードをボード脇から獲得。", colour="yellow", **{"from": None})],
    [_ev("drew", A, "{seat:0} draws from the deck.", "{seat:0}が山札から引く。", count=1),
     {**_ev("drew_card", A, "{seat:0} draws an orange card.", "{seat:0}が橙を引く。",
            cards=["orange"]), "to": [A]}],
    [_ev("took", A, "{seat:0} takes a red card from the display.", "{seat:0}が場札から赤を取る。",
         colour="red"),
     _ev("display", None, "A red card is turned up on the display.", "場札に赤をめくる。",
         colour="red", slot=0)],
    [_ev("emperor", A, "{seat:0} has the Emperor place a house on Qi space 4 [green + green (wild pair)].",
         "{seat:0}が皇帝を操作：斉の4番マスに家を置く［緑＋緑（2枚で代用）］。",
         piece="house", region="qi", space=3, pay=["green", "green"]),
     _ev("emperor_drew", None, "The Emperor draws red, red (his hand is open).",
         "皇帝が赤、赤を引く（手札は公開）。", cards=["red", "red"])],
]


def test_a_scripted_turn_tells_exactly_what_happened_and_the_drawn_card_to_its_drawer_alone():
    m = _scripted()
    for move, expected in enumerate(A_TURN):
        assert bare(m.step_events(A, move)) == expected
        public = [e for e in expected if "to" not in e]
        assert bare(m.step_events(B, move)) == public
        assert bare(m.step_events(None, move)) == public
    # the orange card A drew is in no log but A's (from the turn on: the
    # set-up dealt the seed's hands, which the position replaced)
    for seat in (B, None):
        told = [e for e in whole_log(m, seat) if e["move"] >= 1]
        assert "orange" not in json.dumps(told)
        assert "橙" not in json.dumps(told, ensure_ascii=False)
        assert "drew_card" not in json.dumps(m.view(seat)["events"])
    assert any(e["kind"] == "drew_card" for e in m.view(A)["events"]["recent"])


def test_each_seat_latest_act_stays_until_it_acts_again():
    m = _scripted()
    latest = m.view(None)["events"]["latest"]
    assert bare([latest[A]]) == [A_TURN[4][0]] and latest[B] is None
    m.act(B, place("house", "wei", 0, ["green"]))
    for seat in (None, A, B):
        latest = m.view(seat)["events"]["latest"]
        assert bare([latest[A]]) == [A_TURN[4][0]]       # A has not acted since
        assert latest[B]["kind"] == "placed" and latest[B]["region"] == "wei"


def test_specials_an_exchange_turn_and_stopping():
    m = position(hands=[["violet", "yellow", "yellow"], ["green"] * 3], display=["orange"] * 4)
    m.act(A, {"type": "special", "card": "exchange", "give": "violet", "take": "orange"})
    assert bare(m.step_events(None)) == [_ev(
        "special", A, "{seat:0} plays Card exchange: a violet card for the display's orange.",
        "{seat:0}が「カード交換」を使用：手札の紫と場札の橙を交換。",
        card="exchange", give="violet", take="orange")]
    m.act(A, {"type": "special", "card": "two_regions"})
    assert bare(m.step_events(None)) == [_ev(
        "special", A, "{seat:0} plays Two regions: one piece each in two regions.",
        "{seat:0}が「2地域」を使用：2つの地域に1つずつ置ける。", card="two_regions")]
    build(m, "qi", [B])
    m.act(A, place("house", "qi", 1, ["yellow"]))
    m.act(A, {"type": "stop"})
    assert bare(m.step_events(None)) == [
        _ev("stopped", A, "{seat:0} places no more pieces.", "{seat:0}は配置を終える。"),
        _ev("kept", A, "{seat:0} keeps a yellow card (1).", "{seat:0}が黄のカードを手元に置く（1枚）。",
            colour="yellow", count=1),
        _ev("influence", A, "{seat:0} takes the yellow influence card from beside the board.",
            "{seat:0}が黄の影響カードをボード脇から獲得。", colour="yellow", **{"from": None})]
    m2 = position(hands=[["violet", "yellow", "yellow"], ["green"] * 3])
    m2.act(A, {"type": "exchange", "discard": "violet"})
    assert bare(m2.step_events(None)) == [_ev(
        "exchanged", A, "{seat:0} exchanges instead of placing: discards a violet card.",
        "{seat:0}は配置せずカードを交換：紫を捨てる。", discard="violet")]


def test_the_last_round_ends_with_the_scoring_and_the_result():
    m = position(active=B, start=A, hands=[["green"] * 3, ["red", "red"]], deck=["yellow"],
                 display=["violet"] * 4, discard=["orange"] * 6,
                 emperor_hand=["orange", "orange", "orange"])
    m.state["runouts"] = 1
    build(m, "zhao", [A, B])
    m.state["phase"] = "refill"
    m.act(B, {"type": "draw", "from": "deck"})
    assert bare(m.step_events(None)) == [
        _ev("drew", B, "{seat:1} draws from the deck.", "{seat:1}が山札から引く。", count=1),
        _ev("ran_out", None, "The deck has run out (2/2): this is the last round.",
            "山札が尽きた（2/2）。このラウンドで終了する。", runouts=2, of=2, last_round=True)]
    assert [e["kind"] for e in m.step_events(B)] == ["drew", "ran_out", "drew_card"]
    m.act(B, place("house", "zhao", 2, ["orange"], kind="emperor"))
    assert m.finished
    assert bare(m.step_events(None)) == [
        _ev("emperor", B, "{seat:1} has the Emperor place a house on Zhao space 3 [orange].",
            "{seat:1}が皇帝を操作：趙の3番マスに家を置く［橙］。",
            piece="house", region="zhao", space=2, pay=["orange"]),
        _ev("reshuffled", None, "The discards are shuffled into a new deck (7 cards).",
            "捨て札をシャッフルして新しい山札にする（7枚）。", count=7),
        _ev("emperor_drew", None, "The Emperor draws orange (his hand is open).",
            "皇帝が橙を引く（手札は公開）。", cards=["orange"]),
        _ev("game_over", None, "Game over: The deck has run out twice and the round is complete.",
            "ゲーム終了：山札が2回尽き、そのラウンドが終わった。", why="deck"),
        _ev("scored", None, "Zhao is scored: {seat:0} 3, {seat:1} 3, the Emperor 3 (lost: no influence card).",
            "趙の家の得点計算：{seat:0}3点、{seat:1}3点、皇帝3点（影響カードの持ち主なし）。",
            region="zhao", points=[3, 3, 3], emperor_to=None),
        _ev("final_scoring", None, "Emissaries: {seat:0} 0, {seat:1} 0. Chains: {seat:0} 0, {seat:1} 0.",
            "公使：{seat:0}0点、{seat:1}0点。家の連なり：{seat:0}0点、{seat:1}0点。",
            emissaries=[0, 0], chains=[0, 0]),
        _ev("result", None, "Final score {seat:0} 3, {seat:1} 3: a shared win.",
            "最終得点 {seat:0}3点、{seat:1}3点：引き分け（勝利を分け合う）。",
            scores=[3, 3], winners=[0, 1])]


def test_a_filled_region_is_scored_with_the_emperors_points_to_the_influence_holder():
    m = position(hands=[["yellow", "red", "red"], ["green"] * 3], influence={
        **{c: None for c in data.COLOURS}, "yellow": B})
    build(m, "qi", [A, B, B, E])
    m.act(A, place("house", "qi", 4, ["yellow"]))
    scored = [e for e in bare(m.step_events(None)) if e["kind"] == "scored"]
    assert scored == [_ev("scored", None, "Qi is scored: {seat:0} 5, {seat:1} 5, the Emperor 2 for {seat:1}.",
                          "斉の家の得点計算：{seat:0}5点、{seat:1}5点、皇帝2点→{seat:1}。",
                          region="qi", points=[5, 5, 2], emperor_to=B)]


def test_a_new_round_is_told_in_the_new_turns_record():
    m = _scripted()                     # A (the start player) has played; B's turn
    while m.state["active"] == B:
        m.act(B, m.bot_action(B))
    rounds = [e for e in whole_log(m) if e["kind"] == "round"]
    assert bare(rounds) == [_ev("round", None, "Round 1 is over; round 2 begins.",
                                "第1ラウンド終了。第2ラウンド開始。", round=2)]
    rec = m.view(None)["turns"]["current"]
    assert rec["seat"] == A and rec["round"] == 2 and rec["lines"][0]["kind"] == "round"


# --- whole games ---------------------------------------------------------------------------

@pytest.mark.parametrize("rules", list(data.RULE_SETS))
def test_every_event_of_whole_games_follows_the_vocabulary(rules):
    """Random games and a bot game: every event is a kind of events.py with
    exactly its fields, its seat and its audience; every turn, round and end
    is told; private events are only the dealt hands and the deck draws."""
    seen = set()
    for seed, kind in ((1, "random"), (2, "random"), (3, "bot")):
        m = engine.new_game("china_duel", 2, seed=seed, options={"rules": rules})
        while not m.finished:
            s = m.to_act()[0]
            m.act(s, m.bot_action(s, kind))
            # a player's act is the first event of its step
            first = m.step_events(None)[0]
            assert first["seat"] == s and KINDS[first["kind"]]["seat"] == "player", first
        log = whole_log(m, A)
        for e in log + whole_log(m, B):
            _check_vocabulary(e)
            seen.add(e["kind"])
        kinds = [e["kind"] for e in log]
        assert kinds[:3] == ["start", "dealt", "dealt_hand"]
        assert kinds[-2:] == ["final_scoring", "result"] and kinds.count("game_over") == 1
        assert kinds.count("round") == m.result()["rounds"] - 1
        deck_draws = sum(1 for seat, a in m.record()["actions"]
                         if seat == A and a["type"] == "draw" and a["from"] == "deck")
        assert kinds.count("drew_card") >= deck_draws   # and the ones made by themselves
        assert bare([e for e in log if e["kind"] == "result"])[0]["scores"] == m.result()["scores"]
    always = {"start", "dealt", "dealt_hand", "placed", "kept", "influence", "took", "drew",
              "drew_card", "emperor", "emperor_drew", "display", "scored", "round", "game_over",
              "final_scoring", "result"}
    assert always <= seen, always - seen


def test_a_view_stays_the_same_size_however_long_the_game():
    """A long game (each player makes the exchange turn while the first deck
    lasts, and the Emperor skips: about twice a usual game's moves): no view
    carries a log, and a view is never more than 6 kB bigger than at the
    start. What may grow is bounded: the 12 events a view carries and the
    seats' latest acts, and the two turn records' last 8 lines each; the
    board's own keys change by a few bytes. (The whole-log view of this game
    grew from 4.8 kB to 28.6 kB.)"""
    m = engine.new_game("china_duel", 2, seed=0, options={"rules": "english"})
    rnd = random.Random(0)
    start = {s: _size(m.view(s)) for s in (None, A, B)}
    while not m.finished:
        s = m.to_act()[0]
        legal = m.legal_actions(s)
        stall = [a for a in legal if a["type"] in ("exchange", "emperor_skip")]
        m.act(s, stall[0] if stall and m.state["runouts"] == 0 else rnd.choice(legal))
        for seat in (None, A, B):
            v = m.view(seat)
            assert "log" not in v and len(v["events"]["recent"]) <= engine.VIEW_EVENTS
            assert all(len(r["lines"]) <= flow.TURN_LINES for r in v["turns"].values() if r)
            assert _size(v) <= start[seat] + 6000, (m.moves, seat, _size(v), start[seat])
    assert m.moves > 150


def test_placing_ended_by_the_hand_alone_is_an_undo_barrier():
    """After one house in Qi the hand (red, green) holds no card for a
    second piece there: the game moves on by itself, which tells the table
    what the hand lacks, so the move cannot be undone. Ending on the turn's
    two pieces tells nothing hidden (tests/test_china_duel_games.py)."""
    m = position(hands=[["yellow", "red", "green"], ["green"] * 3])
    build(m, "qi", [B])
    m.act(A, place("house", "qi", 1, ["yellow"]))
    assert m.state["phase"] == "refill" and not m.can_undo()
    m = position(hands=[["yellow", "yellow", "green"], ["green"] * 3])
    build(m, "qi", [B])
    m.act(A, place("house", "qi", 1, ["yellow"]))
    assert m.state["phase"] == "play" and m.can_undo()
