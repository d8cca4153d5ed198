"""Whatever they are sent, the engine and its JSON bridge answer with a
refusal and change nothing (issue #12).

Hypothesis generates arbitrary JSON (any shape, deep nesting, huge numbers,
NaN, odd strings) and sends it through :func:`hotseat.session.call`, the one
entry point the page uses, and through the ``Match`` API, for every installed
game, at several points of a game. The properties:

* ``session.call`` returns JSON, never raises, and never answers
  ``internal`` (internal errors are reserved for bugs);
* the ``Match`` API raises only :class:`IllegalAction` for bad input;
* a refused input leaves the match exactly as it was (record and views).

Runs are derandomised so CI sees the same examples every time; the numbers
of examples are set so the whole file takes well under a minute.
"""

from __future__ import annotations

import json
import math

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hotseat import engine, limits, session
from hotseat.rules import IllegalAction

GAMES = [g["id"] for g in engine.games()]
SETTINGS = settings(max_examples=120, deadline=None, derandomize=True, database=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])

# --- strategies ------------------------------------------------------------------

# built by map: hypothesis cannot print a 5,000-digit constant in its reports
HUGE = st.sampled_from([(1, 5000), (-1, 5000), (1, 30)]).map(lambda se: se[0] * 10**se[1]) \
    | st.sampled_from([2**63, -(2**63) - 1, 2**64])
scalars = st.one_of(
    st.none(), st.booleans(), st.integers(min_value=-(2**70), max_value=2**70), HUGE,
    st.floats(allow_nan=True, allow_infinity=True), st.text(max_size=12),
    st.sampled_from(["play", "pass", "bid", "place", "reveal", "use", "keep", "draw",
                     "emperor", "take", "house", "3S", "ale-5", "", "\x00", "type"]))
json_values = st.recursive(
    scalars,
    lambda kids: st.one_of(st.lists(kids, max_size=5),
                           st.dictionaries(st.sampled_from(
                               ["type", "cards", "card", "value", "to", "seat", "strong",
                                "piece", "region", "space", "pay", "combo", "n", "x"]) | st.text(max_size=4),
                               kids, max_size=5)),
    max_leaves=20)


def deep(depth: int, kind: str = "list"):
    """A value nested ``depth`` levels deep, built without recursion."""
    v: object = 0
    for _ in range(depth):
        v = [v] if kind == "list" else {"type": v}
    return v


def deep_json(depth: int) -> str:
    return "[" * depth + "]" * depth


def actionish(draw_value):
    """Actions shaped like the real ones, with one field replaced by junk."""
    return st.one_of(
        json_values,
        st.builds(lambda t, k, v: {"type": t, k: v},
                  st.sampled_from(["play", "pass", "bid", "place", "reveal", "keep", "draw",
                                   "emperor", "exchange", "special", "stop", "jump", "reward",
                                   "activate", "bribe", "promote", "take", "flip"]),
                  st.sampled_from(["cards", "card", "value", "to", "strong", "piece", "region",
                                   "space", "pay", "combo", "colour", "choice", "square", "n"]),
                  draw_value),
    )


# --- fixtures: a few positions per game --------------------------------------------

def positions(game: str) -> list[engine.Match]:
    """The start of a game and two later points, reached by the bots."""
    info = next(g for g in engine.games() if g["id"] == game)
    out = []
    for steps in (0, 7, 25):
        m = engine.new_game(game, players=info["min_players"], seed=11 + steps)
        for _ in range(steps):
            if m.finished:
                break
            seat = m.to_act()[0]
            m.act(seat, m.bot_action(seat))
        out.append(m)
    return out


def snapshot(m: engine.Match) -> str:
    return json.dumps([m.record(), [m.view(s) for s in range(m.players)], m.view(None)],
                      sort_keys=True)


def to_json(value) -> str:
    """JSON text for any generated value, including numbers too long for
    ``json.dumps`` (Python will not print them), written out digit by digit."""
    def mark(v):
        if type(v) is int and v.bit_length() > 4000:
            return "\x00HUGE\x00"
        if isinstance(v, list):
            return [mark(x) for x in v]
        if isinstance(v, dict):
            return {k: mark(x) for k, x in v.items()}
        return v
    return json.dumps(mark(value)).replace('"\\u0000HUGE\\u0000"', "1" + "0" * 5000)


def call(method, args) -> dict:
    """session.call with anything as method and args (args sent as JSON when
    they can be, else as the raw value)."""
    out = session.call(method, to_json(args))
    reply = json.loads(out)
    assert isinstance(reply, dict) and isinstance(reply.get("ok"), bool)
    if not reply["ok"]:
        err = reply["error"]
        assert err["code"] != "internal", err
        assert isinstance(err["message"]["ja"], str) and isinstance(err["message"]["en"], str)
    return reply


# --- the session boundary ------------------------------------------------------------

METHODS = ["games", "new_game", "load", "to_act", "view", "legal", "act", "bot_action", "hints",
           "result", "undo", "record", "history", "describe", "drop", "ids", "private"]


@SETTINGS
@given(method=st.one_of(st.sampled_from(METHODS), json_values),
       args=st.one_of(json_values, st.lists(json_values, max_size=6)))
def test_call_never_throws_on_anything(method, args):
    session._matches.pop("fz", None)
    call(method, args)


@pytest.mark.parametrize("game", GAMES)
def test_call_refuses_junk_for_every_game(game):
    """Every method, with real ids and junk in every argument position."""
    for m in positions(game):
        session._matches["fz"] = m
        before = snapshot(m)

        @SETTINGS
        @given(method=st.sampled_from(METHODS), args=st.lists(json_values, max_size=5),
               action=actionish(json_values))
        def run(method, args, action):
            call(method, ["fz", *args])
            seat = m.to_act()[0] if m.to_act() else 0
            call("act", ["fz", seat, action])
            call("describe", ["fz", action])
            call("legal", ["fz", args[0] if args else None])
            call("view", ["fz", args[0] if args else "x"])
            call("bot_action", ["fz", args[0] if args else None, args[1] if len(args) > 1 else 3])
            assert snapshot(m) == before
        run()
        session._matches.pop("fz", None)


def test_deep_nesting_and_huge_json_are_refused():
    session._matches.pop("fz", None)
    call("new_game", ["fz", GAMES[0], 3, 1])
    for method in METHODS:
        if method == "private":
            continue
        for text in (deep_json(100_000), '[' + deep_json(5000) + ']', '["fz",' + deep_json(3000) + ']',
                     '["fz",0,' + '{"type":' * 3000 + '0' + '}' * 3000 + ']'):
            reply = json.loads(session.call(method, text))
            assert reply["ok"] is False and reply["error"]["code"] == "too_deep", (method, reply)
    # a string over the size limit is refused before it is parsed
    big = '["fz", "' + "x" * (limits.MAX_CALL_CHARS + 10) + '"]'
    reply = json.loads(session.call("describe", big))
    assert reply["error"]["code"] == "too_large"
    # numbers beyond what any field can hold
    for text in ('["fz", 1' + "0" * 5000 + ']', '["fz", 1e999]', '["fz", NaN]', '["fz", -Infinity]'):
        reply = json.loads(session.call("view", text))
        assert reply["ok"] is False and reply["error"]["code"] in ("bad_number", "bad_seat"), reply
    session._matches.pop("fz", None)


def test_method_that_is_not_a_string():
    for method in (["act"], {"a": 1}, None, 3, 10**5000, "x" * 10_000):
        reply = json.loads(session.call(method, "[]"))
        assert reply["error"]["code"] == "bad_call"
    for args in (None, 3, b"[]", ["a"], "[" * 10):
        reply = json.loads(session.call("ids", args))
        assert reply["ok"] is False and reply["error"]["code"] in ("bad_call", "too_deep"), reply


# --- the Match API ---------------------------------------------------------------------

@pytest.mark.parametrize("game", GAMES)
def test_match_api_raises_only_illegal_action(game):
    for m in positions(game):
        before = snapshot(m)

        @SETTINGS
        @given(seat=json_values, action=actionish(json_values))
        def run(seat, action):
            for fn, args in ((m.act, (seat, action)), (m.legal_actions, (seat,)),
                             (m.view, (seat,)), (m.bot_action, (seat,)),
                             (m.describe, (action,)), (m.bot_action, (0, action))):
                try:
                    fn(*args)
                except IllegalAction:
                    pass
            if m.to_act():
                s = m.to_act()[0]
                try:
                    m.act(s, action)
                except IllegalAction:
                    pass
                else:  # the random action was legal: take it back
                    m.__dict__.update(engine.replay({**m.record(), "actions": m.record()["actions"][:-1]}).__dict__)
            assert snapshot(m) == before
        run()


@pytest.mark.parametrize("game", GAMES)
def test_match_api_deep_and_huge(game):
    m = positions(game)[1]
    before = snapshot(m)
    seat = m.to_act()[0]
    junk = [deep(5000), deep(5000, "dict"), 10**5000, -(10**5000), 2**64, float("nan"),
            float("inf"), 1.0, True, {"type": deep(3000)}, {"type": "play", "cards": deep(3000)},
            {"type": "place", "card": 10**5000}, {"type": "play", "card": 10**5000, "to": 10**5000},
            {"type": "place", "region": {"a": 1}, "piece": ["house"], "space": {}, "pay": [{}]},
            {"type": "play", "cards": "3S"}, {"type": {}}, "play", float("nan")]
    for j in junk + [None]:
        for fn, args in ((m.act, (j, {"type": "pass"})), (m.act, (seat, j)), (m.legal_actions, (j,)),
                         (m.bot_action, (j,)), (m.describe, (j,))):
            with pytest.raises(IllegalAction):
                fn(*args)
    for j in junk:  # view(None) is the public view; anything else that is no seat is refused
        for fn, args in ((m.view, (j,)),):
            with pytest.raises(IllegalAction):
                fn(*args)
    assert snapshot(m) == before


@pytest.mark.parametrize("game", GAMES)
def test_new_game_refuses_junk(game):
    for kw in ({"players": 10**5000}, {"seed": 10**5000}, {"seed": -1}, {"seed": 1.0},
               {"seed": True}, {"players": 3.0}, {"options": deep(5000, "dict")},
               {"options": {"x" * 50: deep(5000)}}, {"options": []}, {"options": "a"}):
        args = {"players": 3, "seed": 1, "options": {}}
        args.update(kw)
        with pytest.raises(IllegalAction):
            engine.new_game(game, **args)
    info = next(g for g in engine.games() if g["id"] == game)
    for o in info["options"]:
        for bad in (10**5000, deep(3000), 1.5, [o["default"]] if not isinstance(o["default"], dict) else [1]):
            with pytest.raises(IllegalAction):
                engine.new_game(game, info["min_players"], 1, {o["id"]: bad})
    with pytest.raises(IllegalAction):
        engine.new_game(deep(5000), 3, 1)


# --- records ----------------------------------------------------------------------------

def good_record(game="doudizhu") -> dict:
    m = positions(game)[1]
    return m.record()


@pytest.mark.parametrize("change, field", [
    ({"extra": 1}, "extra"),
    ({"engine_version": 1.0}, "engine_version"),
    ({"engine_version": True}, "engine_version"),
    ({"engine_version": 10**5000}, "engine_version"),
    ({"engine_version": deep(5000)}, "engine_version"),
    ({"options": None}, "options"),
    ({"options": []}, "options"),
    ({"players": 3.0}, "players"),
    ({"players": True}, "players"),
    ({"seed": 1.5}, "seed"),
    ({"seed": 10**5000}, "seed"),
    ({"game": deep(5000)}, "game"),
    ({"actions": {}}, "actions"),
    ({"actions": deep(5000)}, "actions"),
])
def test_record_fields_are_exact(change, field):
    rec = {**good_record(), **change}
    with pytest.raises(IllegalAction) as e:
        engine.replay(rec)
    assert e.value.code == "bad_record"
    assert field in e.value.en and field in e.value.ja


def test_record_steps_are_exact():
    rec = good_record()
    seat, action = rec["actions"][0]
    for step in ([float(seat), action], [True if seat == 1 else seat, action, 1], [seat, action, None],
                 [10**5000, action], [seat, deep(5000)], (seat, action), {"seat": seat}):
        bad = {**rec, "actions": [step] + rec["actions"][1:]}
        with pytest.raises(IllegalAction) as e:
            engine.replay(bad)
        assert e.value.code == "bad_record"


def test_record_length_is_bounded():
    """A legal record longer than the limit (all-pass auctions) is refused
    at once, without replaying it, and a live game stops at the limit."""
    m = engine.new_game("doudizhu", players=3, seed=1)
    rec = m.record()
    seat = m.to_act()[0]
    passes = []
    for i in range(limits.MAX_ACTIONS + 1):
        passes.append([(seat + i) % 3, {"type": "bid", "value": 0}])
    with pytest.raises(IllegalAction) as e:
        engine.replay({**rec, "actions": passes})
    assert e.value.code == "bad_record" and f"{limits.MAX_ACTIONS:,}" in e.value.en


def test_live_game_stops_at_the_record_limit(monkeypatch):
    monkeypatch.setattr(limits, "MAX_ACTIONS", 12)
    m = engine.new_game("doudizhu", players=3, seed=1)
    while len(m.record()["actions"]) < 12:
        seat = m.to_act()[0]
        m.act(seat, m.legal_actions(seat)[0])
    seat = m.to_act()[0]
    before = snapshot(m)
    with pytest.raises(IllegalAction) as e:
        m.act(seat, m.legal_actions(seat)[0])
    assert e.value.code == "record_full"
    assert snapshot(m) == before


# --- the exact cases the adversarial run found -----------------------------------------

def test_qianlong_float_card_is_refused():
    m = engine.new_game("qianlong", players=2, seed=3)
    seat = m.to_act()[0]
    legal = m.legal_actions(seat)
    place = next(a for a in legal if a["type"] == "place")
    for bad in ({**place, "card": float(place["card"])}, {**place, "card": True},
                {**place, "strong": 0}, {**place, "extra": 1}):
        with pytest.raises(IllegalAction):
            m.act(seat, bad)
        m.legal_actions(seat)  # with the listing cache in play too
        with pytest.raises(IllegalAction):
            m.act(seat, bad)
    assert m.record()["actions"] == []


@pytest.mark.parametrize("game", GAMES)
def test_types_are_exact_in_every_listed_action(game):
    """Each listed action with one int turned into a float or a bool, or an
    extra field added, is refused (with and without the listing cache)."""
    for m in positions(game):
        if not m.to_act():
            continue
        seat = m.to_act()[0]
        done = len(m.record()["actions"])
        for action in m.legal_actions(seat)[:30]:
            variants = [{**action, "zz": 1}]
            for k, v in action.items():
                if type(v) is int:
                    variants += [{**action, k: float(v)}, {**action, k: bool(v)}]
                if type(v) is bool:
                    variants.append({**action, k: int(v)})
            for bad in variants:
                for cached in (False, True):
                    if cached:
                        m.legal_actions(seat)
                    with pytest.raises(IllegalAction):
                        m.act(seat, bad)
        assert len(m.record()["actions"]) == done


def test_describe_refuses_malformed_actions():
    for game in GAMES:
        m = engine.new_game(game, players=next(g for g in engine.games() if g["id"] == game)["min_players"], seed=1)
        for bad in ({"type": {}}, "play", None, math.nan, {"type": "play", "cards": "3S"},
                    {"type": "place"}, {"type": "play", "card": 10**5000, "to": []},
                    {"type": "bid", "value": deep(3000)}, {}, [], {"type": "reveal", "cards": 5}):
            with pytest.raises(IllegalAction):
                m.describe(bad)
        seat = m.to_act()[0]
        for a in m.legal_actions(seat)[:10]:
            text = m.describe(a)
            assert text["ja"] and text["en"]
