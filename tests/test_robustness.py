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
of examples are set so the whole file takes about two minutes of worker time.
"""

from __future__ import annotations

import contextlib
import functools
import io
import json
import math

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hotseat import engine, limits, session
from hotseat.rules import IllegalAction

GAMES = [g["id"] for g in engine.games()]
SETTINGS = settings(max_examples=80, deadline=None, derandomize=True, database=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
# Per game: the positions are drawn with the junk, 120 examples in all (it
# was 120 at each of the three, about four minutes of the suite's time; then
# 200, cut for the suite's ten minutes, issue #27).
PER_GAME = settings(SETTINGS, max_examples=120)

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
    # 10 leaves: each example half as costly to draw as with 20, and no
    # property here needs bigger junk (deep nesting and huge texts have
    # their own tests below)
    max_leaves=10)


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

@functools.cache
def _position_records(game: str) -> tuple[str, ...]:
    """The records of :func:`positions`, as JSON: the bots search, so they
    play each game's positions once per test process, not once per test."""
    info = next(g for g in engine.games() if g["id"] == game)
    out = []
    for steps in (0, 7, 25):
        m = engine.new_game(game, players=info["min_players"], seed=11 + steps)
        for _ in range(steps):
            if m.finished:
                break
            seat = m.to_act()[0]
            m.act(seat, m.bot_action(seat))
        out.append(json.dumps(m.record()))
    return tuple(out)


def positions(game: str) -> list[engine.Match]:
    """The start of a game and two later points, reached by the bots: fresh
    matches for each test (replayed from the records the bots made)."""
    return [engine.replay(json.loads(r)) for r in _position_records(game)]


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

METHODS = ["games", "new_game", "load", "to_act", "view", "legal", "act", "bot_action", "bot_act", "hints",
           "result", "undo", "record", "history", "describe", "drop", "ids", "private",
           "replay_open", "replay_at"]


@SETTINGS
@given(method=st.one_of(st.sampled_from(METHODS), json_values),
       args=st.one_of(json_values, st.lists(json_values, max_size=6)))
def test_call_never_throws_on_anything(method, args):
    session._matches.pop("fz", None)
    call(method, args)


@pytest.mark.parametrize("game", GAMES)
def test_call_refuses_junk_for_every_game(game):
    """Every method, with real ids and junk in every argument position, at
    each of the game's positions (drawn with the junk)."""
    ms = positions(game)
    before = [snapshot(m) for m in ms]

    @PER_GAME
    @given(k=st.sampled_from(range(len(ms))), method=st.sampled_from(METHODS),
           args=st.lists(json_values, max_size=5), action=actionish(json_values))
    def run(k, method, args, action):
        m = session._matches["fz"] = ms[k]
        call(method, ["fz", *args])
        seat = m.to_act()[0] if m.to_act() else 0
        call("act", ["fz", seat, action])
        call("describe", ["fz", action])
        call("legal", ["fz", args[0] if args else None])
        call("view", ["fz", args[0] if args else "x"])
        call("bot_action", ["fz", args[0] if args else None, args[1] if len(args) > 1 else 3])
        assert snapshot(m) == before[k]
    try:
        run()
    finally:
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
    ms = positions(game)
    before = [snapshot(m) for m in ms]

    @PER_GAME
    @given(k=st.sampled_from(range(len(ms))), seat=json_values, action=actionish(json_values))
    def run(k, seat, action):
        m = ms[k]
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
        assert snapshot(m) == before[k]
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


# --- legal actions with one field of another JSON type (issue #26) -----------------------
#
# Junk from nowhere rarely reaches a rule: it fails the first check. An action
# that is a legal one but for one value of another type does reach them (the
# lookup, the diagnosis of why it is refused, the type check after a match by
# value), so these are built from the legal actions themselves.

#: The JSON types, each with the values that stand for it. ``True``/``False``
#: and ``1``/``0`` are there because Python finds them equal to each other.
JSON_TYPES = {
    "null": lambda v: [None],
    "bool": lambda v: [True, False],
    "int": lambda v: [int(v)] if type(v) is bool else [0, 1],
    "float": lambda v: [float(v)] if type(v) is int else [1.0],
    "string": lambda v: [str(v).lower() if type(v) is not str else v, "x"],
    "list": lambda v: [[v], []],
    "object": lambda v: [{"type": v}, {}],
}


def json_type(v) -> str:
    return {type(None): "null", bool: "bool", int: "int", float: "float", str: "string",
            list: "list", dict: "object"}[type(v)]


def others_of(v) -> list:
    """A value of every JSON type but ``v``'s (several for some types)."""
    own = json_type(v)
    return [x for t, make in JSON_TYPES.items() if t != own for x in make(v)]


def swapped(action: dict) -> list[dict]:
    """``action`` with one field swapped for a value of every other JSON type,
    and, for a list field, with one item swapped so (an empty list gets one
    item of each type)."""
    out = []
    for k, v in action.items():
        for x in others_of(v):
            out.append({**action, k: x})
        if type(v) is list:
            if not v:
                out += [{**action, k: [x]} for t, make in JSON_TYPES.items() for x in make(0)]
            for i in sorted({0, len(v) - 1}) if v else ():
                out += [{**action, k: v[:i] + [x] + v[i + 1:]} for x in others_of(v[i])]
    return out


def key(value) -> str:
    return json.dumps(value, sort_keys=True)


def decision_points(game: str) -> list[dict]:
    """Records of a few random games stopped at every new kind of decision
    (a new set of action types in the legal list: Sanguosha's and Qianlong's
    pending questions, China Duel's steps, the auctions...), at the start and
    deep into the game."""
    info = next(g for g in engine.games() if g["id"] == game)
    players = min(info["min_players"] + 1, info["max_players"])
    out, seen = [], set()
    for seed in (1, 2):
        m = engine.new_game(game, players=players, seed=seed)
        for step in range(160):
            if m.finished:
                break
            seat = m.to_act()[0]
            kinds = frozenset(a["type"] for a in m.legal_actions(seat))
            if kinds not in seen or step in (0, 40, 120):
                seen.add(kinds)
                out.append(m.record())
            m.act(seat, m.bot_action(seat, "random"))
    return out


def sample(actions: list[dict], per_type: int = 2) -> list[dict]:
    """The first and last legal action of each type (deterministic, small)."""
    by_type: dict[str, list] = {}
    for a in actions:
        by_type.setdefault(a["type"], []).append(a)
    return [a for group in by_type.values()
            for a in ([group[0], group[-1]] if len(group) > 1 else group)[:per_type]]


def refused_quietly(method: str, args: list) -> dict:
    """session.call that must answer a refusal with a code, printing nothing."""
    err = io.StringIO()
    with contextlib.redirect_stderr(err):
        reply = json.loads(session.call(method, to_json(args)))
    assert err.getvalue() == "", err.getvalue()
    assert reply["ok"] is False, (method, args, reply)
    e = reply["error"]
    assert e["code"] != "internal" and e["code"], e
    assert e["message"]["ja"] and e["message"]["en"], e
    return e


def assert_all_refused(rec: dict, seat: int, bad: list[dict], replays: int = 6) -> None:
    """Every action in ``bad`` is refused by act, check and load through the
    bridge, and by engine.replay as ``bad_record``; the match is unchanged.
    (``replays`` of them, spread over the list, go through load and replay:
    each replays the whole game.)"""
    m = engine.replay(rec)
    session._matches["mz"] = m
    before = snapshot(m)
    step = max(1, len(bad) // replays) if replays else 0
    for i, action in enumerate(bad):
        refused_quietly("act", ["mz", seat, action])
        refused_quietly("check", ["mz", seat, action])
        assert m.moves == len(rec["actions"])
        if step and i % step == 0:
            spoiled = {**rec, "actions": rec["actions"] + [[seat, action]]}
            # (a float is refused as the call's JSON is read, before loading)
            assert refused_quietly("load", ["mz2", spoiled])["code"] in ("bad_record", "bad_number")
            with pytest.raises(IllegalAction) as e:
                engine.replay(spoiled)
            assert e.value.code == "bad_record"
    assert snapshot(m) == before
    session._matches.pop("mz", None)


@pytest.mark.parametrize("game", GAMES)
def test_legal_actions_with_a_field_of_another_type_are_refused(game):
    """Each sampled legal action, with each field (and a list field's first
    and last item) swapped for a value of every other JSON type, at every
    kind of decision of a few games: a refusal with a code, never
    ``internal``, nothing printed, nothing changed; a record holding one is
    a ``bad_record``."""
    for rec in decision_points(game):
        m = engine.replay(rec)
        seat = m.to_act()[0]
        legal = m.legal_actions(seat)
        listed = {key(a) for a in legal}
        bad = [b for a in sample(legal) for b in swapped(a) if key(b) not in listed]
        assert bad
        assert_all_refused(rec, seat, bad)


@pytest.mark.parametrize("game", GAMES)
def test_hypothesis_legal_actions_with_junk_in_one_field(game):
    """As above, with the new value drawn by Hypothesis from any JSON of
    another type than the field's (also deep in a list)."""
    for rec in decision_points(game):
        m = engine.replay(rec)
        seat = m.to_act()[0]
        legal = m.legal_actions(seat)
        listed = {to_json(a) for a in legal}
        session._matches["mz"] = m
        before = snapshot(m)

        @settings(max_examples=12, deadline=None, derandomize=True, database=None,
                  suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
        @given(data=st.data())
        def run(data):
            action = data.draw(st.sampled_from(legal))
            field = data.draw(st.sampled_from(sorted(action)))
            old = action[field]
            if type(old) is list and old and data.draw(st.booleans()):
                i = data.draw(st.integers(0, len(old) - 1))
                new = data.draw(json_values.filter(lambda x: json_type(x) != json_type(old[i])))
                bad = {**action, field: old[:i] + [new] + old[i + 1:]}
            else:
                new = data.draw(json_values.filter(lambda x: json_type(x) != json_type(old)))
                bad = {**action, field: new}
            if to_json(bad) in listed:
                return
            for method in ("act", "check"):
                reply = json.loads(session.call(method, to_json(["mz", seat, bad])))
                assert reply["ok"] is False and reply["error"]["code"] != "internal", reply
            assert m.moves == len(rec["actions"])
        err = io.StringIO()
        with contextlib.redirect_stderr(err):
            run()
        assert err.getvalue() == ""
        assert snapshot(m) == before
        session._matches.pop("mz", None)


@pytest.mark.parametrize("game", GAMES)
def test_the_move_applied_is_the_rules_own_object(game):
    """What act applies and records is the rules' own action (listed or
    built by them), never the caller's dict nor a container of it: the type
    check compares the caller's action with it, and a caller keeping a
    reference could change the record."""
    def containers(v, out):
        if type(v) in (list, dict):
            out.add(id(v))
            for x in (v.values() if type(v) is dict else v):
                containers(x, out)
        return out

    for rec in decision_points(game)[:6]:
        m = engine.replay(rec)
        seat = m.to_act()[0]
        for action in sample(m.legal_actions(seat), per_type=3):
            for cached in (False, True):
                given = json.loads(json.dumps(action))
                if cached:
                    m.legal_actions(seat)
                else:
                    m._listed = None
                canonical = m._resolve(seat, given)
                assert canonical == action
                assert not containers(canonical, set()) & containers(given, set())


def _sanguosha_two(generals: bool) -> dict:
    session._matches.pop("b", None)
    assert session.new_game("b", "sanguosha", 2, 1, {"generals": generals})["ok"]
    if generals:
        assert session.act("b", 0, {"type": "general", "general": "liubei"})["ok"]
        assert session.act("b", 1, {"type": "general", "general": "zhangfei"})["ok"]
    return session.record("b")["value"]


@pytest.mark.parametrize("bad", [
    {"type": "skill", "skill": "rende", "card": "crossbow-DA", "targets": [True]},
    {"type": "skill", "skill": "rende", "card": "crossbow-DA", "targets": [1.0]},
    {"type": "skill", "skill": "rende", "card": ["crossbow-DA"], "targets": [1]},
])
def test_sanguosha_bool_seat_is_not_a_seat(bad):
    """Reported: 仁徳 to seat ``true`` was applied and recorded (True == 1)."""
    rec = _sanguosha_two(True)
    assert {"type": "skill", "skill": "rende", "card": "crossbow-DA", "targets": [1]} \
        in session.legal("b", 0)["value"]
    assert_all_refused(rec, 0, [bad], replays=1)
    session._matches["mz"] = session._matches.pop("b")
    assert refused_quietly("act", ["mz", 0, bad])["code"] in ("malformed", "bad_number")
    session._matches.pop("mz", None)


def test_sanguosha_describe_refuses_a_bool_seat():
    """The log label of an action with seat ``true`` is refused, not
    written "{seat:True}"."""
    _sanguosha_two(True)
    for bad in ({"type": "give", "card": "slash-D8", "to": True},
                {"type": "skill", "skill": "rende", "card": "crossbow-DA", "targets": [True]},
                {"type": "use", "card": ["slash-D8"], "targets": [1]}):
        assert refused_quietly("describe", ["b", bad])["code"] == "malformed"
    assert session.describe("b", {"type": "give", "card": "slash-D8", "to": 1})["ok"]
    session._matches.pop("b", None)


def test_sanguosha_bool_seat_in_yiji_give():
    """遺計's give ``to: true`` (True == 1) is refused, not recorded."""
    m = None
    for seed in range(1, 400):
        m = engine.new_game("sanguosha", players=2, seed=seed)
        for _ in range(300):
            if m.finished:
                break
            seat = m.to_act()[0]
            legal = m.legal_actions(seat)
            if any(a["type"] == "give" for a in legal):
                break
            m.act(seat, m.bot_action(seat, "random"))
        else:
            continue
        if not m.finished:
            break
    seat = m.to_act()[0]
    give = next(a for a in m.legal_actions(seat) if a["type"] == "give" and a["to"] in (0, 1))
    bad = {**give, "to": bool(give["to"])}
    assert_all_refused(m.record(), seat, [bad], replays=1)
    session._matches["mz"] = m
    assert refused_quietly("act", ["mz", seat, bad])["code"] == "malformed"
    session._matches.pop("mz", None)


@pytest.mark.parametrize("bad, code", [
    ({"type": "use", "card": [1], "targets": []}, "malformed"),
    ({"type": "use", "card": {}, "targets": []}, "malformed"),
    ({"type": "skill", "skill": [1]}, "malformed"),
    ({"type": "skill", "skill": {}}, "malformed"),
    ({"type": "skill", "skill": "rende", "card": {}, "targets": [1]}, "malformed"),
    ({"type": "play", "card": [1]}, "malformed"),
])
def test_sanguosha_unhashable_fields_are_refused(bad, code):
    """Reported: a list or object as a card or a skill was an internal error
    (act, check, load) and a TypeError from engine.replay."""
    rec = _sanguosha_two(False)
    session._matches.pop("b")
    assert_all_refused(rec, 0, [bad], replays=1)
    session._matches["mz"] = engine.replay(rec)
    assert refused_quietly("act", ["mz", 0, bad])["code"] == code
    session._matches.pop("mz", None)


@pytest.mark.parametrize("change", [
    {"region": [1, 2, 3]}, {"region": {}}, {"piece": ["house"]}, {"piece": {"a": 1}},
    {"space": [0]}, {"space": {}}, {"pay": "orange"}, {"pay": [["orange"]]},
])
def test_china_duel_unhashable_place_fields_are_refused(change):
    """Reported: a list or object as ``region`` or ``piece`` was an internal
    error in act and load (and printed a traceback)."""
    m = engine.new_game("china_duel", players=2, seed=1)
    seat = m.to_act()[0]
    bad = {"type": "place", "piece": "house", "region": "qi", "space": 0,
           "pay": ["orange", "orange"], **change}
    assert_all_refused(m.record(), seat, [bad], replays=1)
    session._matches["mz"] = m
    code = refused_quietly("act", ["mz", seat, bad])["code"]
    assert code == ("bad_space" if "space" in change else "malformed")
    session._matches.pop("mz", None)


def test_a_field_of_another_type_is_named_as_malformed():
    """Where no rule of the game has a more specific code, a value of
    another type is ``malformed`` (not "no such eunuch", not "cannot be
    played as True")."""
    m = engine.new_game("qianlong", players=2, seed=3)
    seat = m.to_act()[0]
    place = next(a for a in m.legal_actions(seat) if a["type"] == "place")
    for strong in (None, 0, "true", [True], {}):
        with pytest.raises(IllegalAction) as e:
            m.act(seat, {**place, "strong": strong})
        assert e.value.code == "malformed", e.value
    m = engine.new_game("doudizhu", players=3, seed=1)
    while m.state["phase"] == "auction":
        seat = m.to_act()[0]
        m.act(seat, m.legal_actions(seat)[-1])
    seat, done = m.to_act()[0], m.moves
    play = next(a for a in m.legal_actions(seat) if a["type"] == "play")
    for combo in (True, 0, [play["combo"]], {}):
        with pytest.raises(IllegalAction) as e:
            m.act(seat, {**play, "combo": combo})
        assert e.value.code == "malformed", e.value
    assert m.moves == done
