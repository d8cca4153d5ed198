"""Sanguosha's events (issue #28): what each step tells the table, as data.

Hand-built positions play specific moves and check the exact events (kind,
seat, fields, both texts), a private event reaching only its seats, a seat's
latest act (the "閃" or "パス" the table shows under it); whole games check
every event against the vocabulary (:data:`eventlog.KINDS`); a view's size
stays flat however long the game; and the bots choose exactly as they did
before the log left the state (records pinned from the engine before events:
since issue #31 the frozen bot of issue #17 plays them, and the app's bot
has its own pinned games).
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

import pytest

from hotseat import engine
from hotseat.games.sanguosha.eventlog import KINDS
from sanguosha_helpers import Table, events, position

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench"))
from baselines import sanguosha_bot_v2 as v2  # noqa: E402

P = {"type": "pass"}


def strip(evs):
    """Events without the match's stamps (index and move)."""
    return [{k: v for k, v in e.items() if k not in ("i", "move")} for e in evs]


def text(en, ja):
    return {"en": en, "ja": ja}


def test_a_slash_dodged_is_told_by_user_and_answerer_and_the_dodge_stays_at_its_seat():
    m = position(3, current=0, hands={0: ["slash-S7"], 1: ["dodge-H2"]})
    t = Table(m).use(0, "slash-S7", 1)
    assert strip(m.step_events(None)) == [
        {"kind": "used", "seat": 0, "cards": ["slash-S7"], "name": "slash", "targets": [1],
         "text": text("{seat:0} uses Slash ♠7 on {seat:1}.", "{seat:0}が{seat:1}に殺 ♠7を使用。")}]
    t.play(1, "dodge-H2")
    assert strip(m.step_events(None)) == [
        {"kind": "played", "seat": 1, "cards": ["dodge-H2"], "name": "dodge",
         "text": text("{seat:1} plays Dodge ♥2.", "{seat:1}が閃 ♥2を出す。")}]
    latest = m.view(2)["events"]["latest"]
    assert latest[0]["kind"] == "used" and latest[1]["kind"] == "played" and latest[2] is None
    assert latest[1]["cards"] == ["dodge-H2"]


def test_a_pass_then_the_damage_and_the_pass_is_the_seats_latest_act():
    m = position(3, current=0, hands={0: ["slash-S7"], 1: ["peach-H3"]}, options={"auto_pass": False})
    t = Table(m).use(0, "slash-S7", 1)
    t.pass_(1)
    assert strip(m.step_events(None)) == [
        {"kind": "passed", "seat": 1, "asked": "dodge",
         "text": text("{seat:1} plays no Dodge.", "{seat:1}は閃を出さない。")},
        {"kind": "damaged", "seat": 1, "amount": 1, "src": 0, "thunder": False, "hp": 3,
         "text": text("{seat:1} takes 1 damage from {seat:0} (HP 3).",
                      "{seat:1}が{seat:0}から1点のダメージを受ける（体力 3）。")}]
    assert m.view(None)["events"]["latest"][1]["kind"] == "passed"


def test_a_declined_nullification_is_the_seats_pass_put_before_what_followed():
    """Declining to cancel 無中生有 emits nothing of its own in the rules: the
    step is opened by the seat's pass (its latest act), then the draw."""
    m = position(2, current=0, hands={0: ["ex_nihilo-H7"], 1: ["nullification-SJ"]},
                 top=["peach-H3", "dodge-D2"], options={"auto_pass": False})
    t = Table(m).use(0, "ex_nihilo-H7")
    assert t.ask() == ("nullify", 0)  # its own user is asked first
    t.pass_(0)
    assert t.ask() == ("nullify", 1)
    t.pass_(1)
    public = strip(m.step_events(None))
    assert public[0] == {"kind": "passed", "seat": 1, "asked": "nullify",
                         "text": text("{seat:1} passes.", "{seat:1}はパス。")}
    assert public[1] == {"kind": "drew", "seat": 0, "amount": 2,
                         "text": text("{seat:0} draws 2.", "{seat:0}が2枚引く。")}
    assert m.view(0)["events"]["latest"][1]["kind"] == "passed"


def test_the_cards_drawn_reach_the_drawer_alone():
    m = position(3, current=0, hands={0: ["ex_nihilo-H7"]}, top=["peach-H3", "dodge-D2"])
    Table(m).use(0, "ex_nihilo-H7")
    mine = [e for e in m.step_events(0) if "to" in e]
    assert strip(mine) == [
        {"kind": "drew", "seat": 0, "amount": 2, "cards": ["peach-H3", "dodge-D2"], "to": [0],
         "text": text("{seat:0} draws Peach ♥3, Dodge ♦2.", "{seat:0}が桃 ♥3、閃 ♦2を引く。")}]
    for seat in (None, 1, 2):
        seen = m.step_events(seat)
        assert all("to" not in e for e in seen)
        assert "peach-H3" not in json.dumps(seen) and "Peach" not in json.dumps(seen)
        # (move 0 is the set-up's deal, before position() rebuilt the hands)
        assert all("Peach" not in e["text"]["en"] for e in m.view(seat)["events"]["recent"] if e["move"])


def test_a_card_snatched_from_a_hand_is_named_to_the_two_seats_alone():
    m = position(3, current=0, hands={0: ["snatch-S3"], 1: ["peach-H3"]})
    t = Table(m).use(0, "snatch-S3", 1)
    t.do(0, {"type": "pick", "zone": "hand"})
    public = strip(m.step_events(None))
    assert public == [{"kind": "took", "seat": 0, "src": 1,
                       "text": text("{seat:0} takes a card from {seat:1}'s hand.",
                                    "{seat:0}が{seat:1}の手札を1枚取る。")}]
    named = {"kind": "took", "seat": 0, "src": 1, "cards": ["peach-H3"], "to": [0, 1],
             "text": text("{seat:0} takes Peach ♥3 from {seat:1}'s hand.",
                          "{seat:0}が{seat:1}の手札から桃 ♥3を取る。")}
    assert strip(m.step_events(0))[-1] == named and strip(m.step_events(1))[-1] == named
    assert strip(m.step_events(2)) == public


def test_a_rebels_death_reveals_the_role_and_the_reward_is_its_own_event():
    m = position(4, current=0, roles=["lord", "rebel", "loyalist", "renegade"], hp={1: 1},
                 hands={0: ["slash-S7"]}, top=["dodge-D2", "dodge-D3", "dodge-D4"])
    Table(m).use(0, "slash-S7", 1)
    kinds = [(e["kind"], e["seat"]) for e in m.step_events(None)]
    assert kinds == [("used", 0), ("passed", 1), ("damaged", 1), ("dying", 1), ("died", 1),
                     ("reward", 0), ("drew", 0)]
    died, reward = m.step_events(None)[4:6]
    assert died["role"] == "rebel" and died["src"] == 0
    assert died["text"] == text("{seat:1} dies: they were the Rebel.", "{seat:1}が死亡：身分は反賊。")
    assert reward["amount"] == 3 and reward["targets"] == [1]
    assert reward["text"] == text("{seat:0} killed a rebel and draws 3.", "{seat:0}は反賊を倒したので3枚引く。")
    # the death is in every seat's log page, with its role
    for seat in (None, 0, 1, 2, 3):
        assert any(e["kind"] == "died" and e["role"] == "rebel" for e in m.log(seat, -20)["events"])


def test_guanxing_shows_the_top_cards_to_its_user_alone():
    from sanguosha_helpers import RULES  # noqa: F401  (the rules assembled)
    gens = ["zhugeliang", None, None]
    m = position(3, current=0, generals=gens, top=["peach-H3", "dodge-D2", "slash-S7"], step="start")
    t = Table(m)
    assert t.ask() == ("skill", 0)
    t.do(0, {"type": "skill", "skill": "guanxing"})
    peek = [e for e in m.step_events(0) if e["kind"] == "peeked"]
    assert len(peek) == 1 and peek[0]["to"] == [0] and peek[0]["skill"] == "guanxing"
    assert peek[0]["cards"] == ["peach-H3", "dodge-D2", "slash-S7"]
    assert not [e for e in m.step_events(1) if e["kind"] == "peeked"]
    said = [e for e in m.step_events(None) if e["kind"] == "skill"]
    assert said[0]["amount"] == 3 and "Peach" not in said[0]["text"]["en"]


@pytest.mark.parametrize("n,seed,generals,auto", [(5, 11, True, True), (8, 12, True, False),
                                                  (4, 13, False, True), (10, 14, True, True)])
def test_every_event_of_whole_games_is_in_the_vocabulary(n, seed, generals, auto):
    """Every kind is one of :data:`KINDS`; every public event carries both
    texts, naming a seat when it is a seat's, and no ``to``; every private one names its seats, and its seat is
    among them; each seat's own action opens, among its events, with its act
    (so the table's bubble is what it did)."""
    m = engine.new_game("sanguosha", n, seed, {"generals": generals, "auto_pass": auto})
    acts = {"used", "played", "equipped", "placed", "skill", "equipment", "discarded", "took",
            "gave", "named", "picked", "passed", "ended", "chose"}
    while not m.finished:
        s = m.to_act()[0]
        m.act(s, m.bot_action(s))
        mine = [e for e in m.step_events(s) if e["seat"] == s]
        assert mine and mine[0]["kind"] in acts, mine[:1]
    seen = set()
    for e in events(m, None):
        assert e["kind"] in KINDS and "to" not in e and e["text"]["en"] and e["text"]["ja"], e
        # a seat's line names a seat: the table shows the last line alone
        # ("Red: it counts as a Dodge." said nobody's)
        assert e["seat"] is None or ("{seat:" in e["text"]["en"] and "{seat:" in e["text"]["ja"]), e
        seen.add(e["kind"])
    for seat in range(n):
        for e in events(m, seat):
            assert e["kind"] in KINDS and ("to" not in e or (seat in e["to"] and e["seat"] in e["to"])), e
    assert {"used", "drew", "damaged", "died", "turn"} <= seen


def test_a_views_size_stays_flat_over_a_long_game():
    """The log left the view: a 10-player game of over 2,000 actions keeps
    every public view within 20 % of its size 50 actions in (measured on
    seed 3's ~2,700 actions: 6.8–7.8 kB against 6.9 kB; the events block is
    the engine's, capped). Played by the frozen v2 bot (seed 3: 2,763
    actions), so that the app bot's changes (issue #31) do not shorten it
    below the length it needs: each change moved the longest of seeds 3–29."""
    m = engine.new_game("sanguosha", 10, 3, {"generals": True, "auto_pass": False})
    first = None
    biggest = 0
    while not m.finished:
        s = m.to_act()[0]
        m.act(s, v2_action(m, s))
        if m.moves % 50 == 0:
            size = len(json.dumps(m.view(None), ensure_ascii=False))
            first = first or size
            biggest = max(biggest, size)
    assert m.moves > 2000
    assert biggest <= 1.2 * first, (first, biggest)
    v = m.view(0)
    assert "log" not in v and "log_total" not in v and v["events"]["count"] > 2000


#: Bot games recorded with the engine before events (main at 9e2fbb0, whose
#: state kept the log): (players, seed, generals, auto_pass, actions, sha256 of
#: the actions). The bots read views, never the log; these pin that their
#: choices did not change when the log left the state and the view (24 such
#: games, 4–8 players, were compared whole; these four are the cheap ones).
#: Since issue #31 those games are the frozen bot's of issue #17
#: (bench/baselines/sanguosha_bot_v2.py), which must keep reproducing them,
#: with a whole 5-player generals game it played (the last row). The app's
#: bot was changed on purpose to play to win by side (issue #31): its
#: games, PINNED_APP, are re-pinned from it each time its choices change on
#: purpose (last: the draft by a trial's table and REBEL_LORD 4.5), to catch
#: a change nobody meant.
PINNED = [(8, 1019, True, True, 170, "740b208b7d090e42"),
          (4, 1020, False, False, 210, "ca456f83f60b1f4f"),
          (6, 1022, False, True, 172, "64e91a3c3a1d6318"),
          (7, 1023, True, True, 110, "0b3604d40ddf39d1")]
PINNED_V2 = PINNED + [(5, 1031, True, True, 135, "d303e5040f85f92c")]
#: The app's bot on the same four deals (issue #31's bot).
PINNED_APP = [(8, 1019, True, True, 255, "b9d1f39b63aa3a1d"),
              (4, 1020, False, False, 329, "2899714e8c074670"),
              (6, 1022, False, True, 457, "01c10ae97e3252b3"),
              (7, 1023, True, True, 355, "bd7a36b420f52910")]


def v2_action(m, s):
    """What the frozen v2 bot chooses for seat ``s``: its view, the legal
    list and the generator :meth:`Match.bot_action` would give it."""
    from hotseat.rng import Rng, derive
    return v2.choose(m.view(s), m.legal_actions(s), Rng(derive(m.seed, m.moves, s)))


def played_digest(n, seed, generals, auto, choose):
    m = engine.new_game("sanguosha", n, seed, {"generals": generals, "auto_pass": auto})
    while not m.finished:
        s = m.to_act()[0]
        m.act(s, choose(m, s))
    actions = m.record()["actions"]
    return len(actions), hashlib.sha256(json.dumps(actions, sort_keys=True).encode()).hexdigest()[:16]


@pytest.mark.parametrize("n,seed,generals,auto,count,digest", PINNED_APP)
def test_the_app_bot_plays_its_pinned_games(n, seed, generals, auto, count, digest):
    assert played_digest(n, seed, generals, auto, lambda m, s: m.bot_action(s)) == (count, digest)


@pytest.mark.parametrize("n,seed,generals,auto,count,digest", PINNED_V2)
def test_the_frozen_v2_bot_plays_the_pinned_games(n, seed, generals, auto, count, digest):
    assert played_digest(n, seed, generals, auto, v2_action) == (count, digest)
