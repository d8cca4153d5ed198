"""One conformance suite for every game of ``engine.games()`` (after
OpenSpiel's random-simulation test, issue #27).

For every game, player count and option set, a random player and the bot
play whole games, and at every step:

- only the ``to_act`` seats have actions, and the game is over exactly when
  no seat is to act; a seat not to act is refused, changing nothing;
- the acting seat's legal list is non-empty and has no duplicates, ``resolve``
  returns each listed action as it is, and the listing's recogniser (the fast
  path ``act`` takes instead of ``resolve``) knows each of them and nothing
  else tried;
- refusals (junk, an unknown type, an extra field, a field of the wrong
  type, another seat's turn) raise IllegalAction with both languages and
  change nothing;
- the state is plain JSON;
- replay equals live: a second match, fed the recorded moves one by one,
  has the same state after every move (and ``engine.replay`` of the JSON
  record the same state and views at the end);
- the game's summary for the saved-games list (``Rules.summary``) is
  there in both languages, and what any seat may not see, redrawn, leaves
  it as it was (Home shows it to whoever holds the tablet);
- what a seat may not see, redrawn by the game's own hook
  (``hotseat.games.<id>.hidden.resample``), changes neither that seat's view
  nor its legal list (the seat to act, and another seat or the public view,
  at every step) nor the bot's choice for it (every step of a random game,
  every third of a bot game: the bot searches);
- the game ends within the longest game its hook declares
  (``longest_game(players, options)``, checked at every step where the game
  declares one) and within the longest record the engine keeps
  (``limits.MAX_ACTIONS``), and its result has a score per seat within the
  bounds its hook declares (``score_bounds(players, options)``).

Each game supplies only its ``hidden`` hook: ``resample``, ``score_bounds``,
and either ``longest_game`` or ``NO_LONGEST_GAME``, the reason it has none
(Dou Dizhu's all-pass auction redeals without limit, for one); a test below
holds every hook to that. Each bound is derived in its docstring from the
game's rules, with how near games come to it. This replaces the per-game
random-play checkers (which said the same things five times); what only one
game has (its cards conserved, its pieces counted) stays in its own tests.

The fast predicates are pinned to the generators they shortcut: Sanguosha's
``can_only_pass`` (the auto-pass) against the legal list at every question
(test below); every game's listing recogniser against its legal list at
every step (above).
"""

from __future__ import annotations

import importlib
import json
import random
import re

import pytest

from hotseat import engine, limits
from hotseat.engine import IllegalAction
from hotseat.games.sanguosha.answers import can_only_pass
from log_helpers import whole_log

GAMES = {g["id"]: g for g in engine.games()}


def _variants(g: dict) -> list[dict]:
    """The default options, then each other value of each option alone (an
    int option at its smallest but one, played at the smallest player count:
    a short game that still goes past the first round, e.g. a second hand
    of Dou Dizhu, whose SHORT value below is the smallest; the default's
    length is the benches' and the per-game tests' business)."""
    out = [{}]
    for o in g["options"]:
        if o["type"] == "bool":
            default = o["default"]
            out.append({o["id"]: not default} if not isinstance(default, dict) else {o["id"]: True})
        elif o["type"] == "choice":
            default = o["default"]
            for c in o["choices"]:
                if c["id"] != default:
                    out.append({o["id"]: c["id"], **({"_players": c["players"]} if "players" in c else {})})
        elif o["type"] == "int":
            out.append({o["id"]: o["min"] + 1, "_players": [g["min_players"]]})
    return out


# Option values that keep a game short, used with every variant (the suite
# is about the protocol at every step, not about long matches; the int
# variant above plays a second hand).
SHORT = {"doudizhu": {"hands": 1}, "cena": {}, "china_duel": {}, "qianlong": {}, "sanguosha": {}}


# Options whose game grows with the player count (Cena's everyone_hosts: a
# deal per player), and the count they are played at: the smallest at which
# they change the game (3 players host 3 deals either way). Another variant
# takes their place at the larger count.
LONGER_WITH_PLAYERS = {"cena": {"everyone_hosts": 4}}


def _by_count(gid: str, counts: list, variants: list) -> list:
    """The variant played at each case i (the player count cycles through
    ``counts``), a variant of LONGER_WITH_PLAYERS swapped with one played at
    its count."""
    n = max(len(counts), len(variants))
    chosen = [variants[i % len(variants)] for i in range(n)]
    longer = LONGER_WITH_PLAYERS.get(gid, {})
    for i, v in enumerate(chosen):
        for option, at in longer.items():
            if option in v and counts[i % len(counts)] != at:
                j = next(j for j in range(n) if counts[j % len(counts)] == at
                         and chosen[j] and not set(longer) & set(chosen[j]))
                chosen[i], chosen[j] = chosen[j], chosen[i]
    return chosen


def _cases():
    """(game, players, options, kind, seed): every player count and every
    option variant at least once, each with a random player and the bot."""
    cases = []
    for gid, g in GAMES.items():
        counts = list(range(g["min_players"], g["max_players"] + 1))
        chosen = _by_count(gid, counts, _variants(g))
        for i, variant in enumerate(chosen):
            players = counts[i % len(counts)]
            opts = dict(variant)
            allowed = opts.pop("_players", None)
            if allowed is not None and players not in allowed:
                players = allowed[0]
            opts = {**SHORT[gid], **opts}  # the variant's own value wins
            for kind in ("random", "bot"):
                cases.append(pytest.param(gid, players, opts, kind, 1000 * i + (kind == "bot"),
                                          id=f"{gid}-{players}p-{json.dumps(opts, sort_keys=True)}-{kind}"))
    return cases


def _hook(gid):
    return importlib.import_module(f"hotseat.games.{gid}.hidden")


def _twin(m, state):
    """A match like ``m`` (same record so far) but in ``state``."""
    t = object.__new__(type(m))
    t.__dict__.update(m.__dict__)
    # A redrawn state shares what it did not redraw with the match's own,
    # the events' sink too: the twin emits into a list of its own.
    t.state = {**state, "events": []} if "events" in state else state
    t._actions = list(m._actions)
    t._barriers = list(m._barriers)
    t._events = list(m._events)
    t._public = type(m._public)(m._public.typecode, m._public)
    t._own = [type(a)(a.typecode, a) for a in m._own]
    t._ends = type(m._ends)(m._ends.typecode, m._ends)
    t._last_of = list(m._last_of)
    t._listed = None
    return t




def _check_events(m, seat, move, rnd, hook, before):
    """The events of the step just made: each seat gets the public ones and
    the ones for it alone, never another's; the view's block is bounded; and
    what a seat may not see, redrawn, changes nothing of the step it is told
    (when the same move is legal there, and neither step revealed anything
    hidden: a reveal is told as it fell)."""
    public = m.step_events(None)
    for e in public:
        assert "to" not in e, e
        assert set(e["text"]) == {"ja", "en"} and e["text"]["ja"] and e["text"]["en"], e
        assert _filled(e["text"]["ja"], m.players) and _filled(e["text"]["en"], m.players), e
    for s in range(m.players):
        own = m.step_events(s)
        assert [e for e in own if "to" not in e] == public
        assert all(s in e["to"] for e in own if "to" in e), (s, own)
        # the view's events block, without copying the rest of the view
        # for every seat at every step (it is Match.view's own block)
        block = m._view_events(s)
        assert len(block["recent"]) <= engine.VIEW_EVENTS and len(block["latest"]) == m.players
    if m._barriers[-1]:
        return
    s = rnd.choice([None, *(x for x in range(m.players) if x != seat)])
    twin = _twin(before, hook.resample(before.state, s, rnd))
    try:
        twin.check(seat, move)
    except IllegalAction:
        return
    twin.act(seat, move)
    if not twin._barriers[-1]:
        assert twin.step_events(s) == m.step_events(s), ("events", s)


# A placeholder left unfilled in a text a player reads ("{src}", "{}",
# "%s"): only seat tokens ("{seat:2}", which the table shows as the seat's
# name) may stay. (A message may quote an action's shape, {"type": …}.)
UNFILLED = re.compile(r"\{\w*\}|\{seat:(?!\d+\})|%[sd]")
SEAT_TOKEN = re.compile(r"\{seat:(\d+)\}")


def _filled(text: str, players: int) -> bool:
    return not UNFILLED.search(text) and all(int(n) < players for n in SEAT_TOKEN.findall(text))


def _refused(m, seat, action):
    """``act`` refuses ``action`` with a code and both languages, every
    placeholder filled (that it changed nothing is checked once per step,
    by the caller)."""
    with pytest.raises(IllegalAction) as e:
        m.act(seat, action)
    assert e.value.code and e.value.en and e.value.ja
    assert _filled(e.value.en, m.players) and _filled(e.value.ja, m.players), (e.value.en, e.value.ja)


def _junk(action: dict, rnd) -> list:
    """Actions that are not legal: not a dict, an unknown type, an extra
    field, one field changed to a value of another type."""
    out = ["pass", {"type": "no such move"}, {**action, "no_such_field": 1}]
    fields = sorted(k for k in action if k != "type")
    if fields:
        k = rnd.choice(fields)
        v = action[k]
        out.append({**action, k: [v] if not isinstance(v, list) else "x"})
    return out


def _check_step(m, rnd, hook, checked):
    st = m.state
    to_act = m.to_act()
    assert to_act and len(set(to_act)) == len(to_act) and all(0 <= s < m.players for s in to_act)
    assert not m.finished
    before = json.loads(json.dumps(st))
    assert before == st  # the state is plain JSON
    moves = m.moves
    # only the seats to act have actions; the others are refused
    others = [s for s in range(m.players) if s not in to_act]
    for s in others:
        assert m.legal_actions(s) == []
    seat = rnd.choice(to_act)
    legal = m.legal_actions(seat)
    assert legal, (seat, to_act)
    keys = [json.dumps(a, sort_keys=True) for a in legal]
    listed_keys = set(keys)
    assert len(listed_keys) == len(keys), "duplicate legal actions"
    # resolve, and the fast recogniser act uses instead, agree with the list
    listed, recognise = m.rules.listing(st, seat)
    assert listed == legal
    for a in legal:
        assert m.rules.resolve(st, seat, json.loads(json.dumps(a))) == a
        if recognise is not None:
            assert recognise(json.loads(json.dumps(a))) == a
    # refusals: another seat's move, junk; none changes anything
    if others:
        _refused(m, rnd.choice(others), rnd.choice(legal))
    for bad in _junk(rnd.choice(legal), rnd):
        if isinstance(bad, dict) and json.dumps(bad, sort_keys=True) in listed_keys:
            continue
        if recognise is not None:
            got = recognise(bad)
            assert got is None or json.dumps(got, sort_keys=True) in listed_keys
        try:
            canonical = m.check(seat, bad)
        except IllegalAction:
            _refused(m, seat, bad)
        else:
            # accepted: then it means a listed action (e.g. Dou Dizhu's suits)
            assert json.dumps(canonical, sort_keys=True) in listed_keys, bad
    assert m.state == before and m.moves == moves, "a refusal changed the game"
    # what a seat may not see, redrawn, changes nothing it sees: the seat to
    # act (its legal list too), and another seat or the public view
    summary = m.summary()
    for s in (seat, rnd.choice([None, *range(m.players)])):
        twin = _twin(m, hook.resample(st, s, rnd))
        assert twin.view(s) == m.view(s), ("view", s)
        # the saved-games list shows it to anyone who opens Home
        assert twin.summary() == summary, ("summary", s)
        if s is not None and s in to_act:
            assert twin.legal_actions(s) == m.legal_actions(s), ("legal", s)
    checked["steps"] += 1
    return seat, legal, before


@pytest.mark.parametrize("gid,players,options,kind,seed", _cases())
def test_plays_to_the_end_keeping_the_protocol(gid, players, options, kind, seed):
    hook = _hook(gid)
    rnd = random.Random(seed)
    m = engine.new_game(gid, players, seed, options)
    twin = engine.new_game(gid, players, seed, options)  # fed the record, move by move
    checked = {"steps": 0}
    longest = _longest(hook, players, m.options)
    while not m.finished:
        assert m.moves < limits.MAX_ACTIONS
        # < (not <=): a game not over has one more move to come
        assert m.moves < longest, ("longer than the longest game declared", longest)
        seat, legal, state_before = _check_step(m, rnd, hook, checked)
        if m.moves % 5 == 0:
            _check_summary(m)
        move = m.bot_action(seat, kind)
        assert move in legal
        # the bot sees only what the seat may see: a redrawn hidden part
        # leaves its choice as it was. Match.bot_action hands the bot only
        # view(seat) and the legal list, both checked above at every step;
        # the bot itself is asked again every third step of a bot game (it
        # searches: asking twice at every step doubled the suite's cost).
        if kind == "random" or m.moves % 3 == 0:
            redrawn = _twin(m, hook.resample(m.state, seat, rnd))
            assert redrawn.bot_action(seat, kind) == move, "the bot's choice read hidden data"
        # The match as it was, to make the step again with what the step's
        # audience may not see redrawn (a game that emits events only).
        before = _twin(m, state_before) if "events" in state_before else None
        m.act(seat, move)
        if before is not None:
            _check_events(m, seat, move, rnd, hook, before)
        twin.act(*m.last_action())
        assert twin.state == m.state
    assert m.to_act() == [] and m.legal_actions(0) == []
    with pytest.raises(IllegalAction):
        m.act(0, {"type": "pass"})
    again = engine.replay(json.loads(json.dumps(m.record())))
    assert again.state == m.state
    assert all(again.view(s) == m.view(s) for s in [None, *range(players)])
    # replay gives the same events, every seat's own included
    for s in [None, *range(players)]:
        assert whole_log(again, s) == whole_log(m, s), s
    assert m.moves <= longest, ("longer than the longest game declared", longest)
    _check_summary(m)
    res = m.result()
    assert len(res["scores"]) == players
    lo, hi = hook.score_bounds(players, m.options)
    assert all(lo <= x <= hi for x in res["scores"]), (res["scores"], lo, hi)
    # the players' record (issue #32): the winners, and per seat what it
    # played as, named in both languages
    assert set(res["winners"]) <= set(range(players))
    sides = m.rules.sides(res)
    assert len(sides) == players and all(
        set(e) == {"as", "won"} and set(e["as"]) == {"ja", "en"} and type(e["won"]) is bool
        for row in sides for e in row), sides
    assert checked["steps"] == m.moves


def _check_summary(m) -> None:
    """A summary in both languages, with a label or None per seat."""
    got = m.summary()
    assert isinstance(got, dict) and all(isinstance(got[k], str) and got[k] for k in ("ja", "en")), got
    seats = got.get("seats")
    if seats is not None:
        assert len(seats) == m.players
        assert all(x is None or (x["ja"] and x["en"]) for x in seats), seats
    assert not _PLACEHOLDER.search(got["ja"] + got["en"]), got


_PLACEHOLDER = re.compile(r"\{[a-z_:0-9]*\}")


def _longest(hook, players: int, options: dict) -> float:
    """The longest game the hook declares, or no bound (the hook says why:
    test_every_hook_declares_its_bounds)."""
    declared = getattr(hook, "longest_game", None)
    return float("inf") if declared is None else declared(players, options)


@pytest.mark.parametrize("gid", sorted(GAMES))
def test_every_hook_declares_its_bounds(gid):
    """Every game's hook declares its score bounds, and either its longest
    game or, as ``NO_LONGEST_GAME``, the reason it has none (never both,
    never neither); each bound is a function with a docstring deriving it,
    and at every player count and option value it gives a sensible answer:
    ``lo <= hi``, a positive length within ``limits.MAX_ACTIONS``."""
    hook = _hook(gid)
    g = GAMES[gid]
    assert callable(getattr(hook, "score_bounds", None)), "no score_bounds"
    assert (hook.score_bounds.__doc__ or "").strip(), "score_bounds says not why"
    longest = getattr(hook, "longest_game", None)
    reason = getattr(hook, "NO_LONGEST_GAME", None)
    assert (longest is None) != (reason is None), "longest_game, or NO_LONGEST_GAME saying why not"
    if longest is None:
        assert isinstance(reason, str) and reason.strip()
    else:
        assert (longest.__doc__ or "").strip(), "longest_game says not why"
    for players in range(g["min_players"], g["max_players"] + 1):
        for variant in _variants(g):
            opts = dict(variant)
            allowed = opts.pop("_players", None)
            if allowed is not None and players not in allowed:
                continue
            options = engine.new_game(gid, players, 0, opts).options
            lo, hi = hook.score_bounds(players, options)
            assert lo <= hi, (players, options)
            if longest is not None:
                # a whole game fits in the record the engine keeps
                assert 0 < longest(players, options) <= limits.MAX_ACTIONS, (players, options)


@pytest.mark.parametrize("players,kind", [(2, "random"), (4, "bot"), (6, "random"), (8, "bot")])
def test_sanguosha_auto_pass_predicate_is_the_legal_list(players, kind):
    """``can_only_pass`` decides the auto-pass without building the legal
    list; with ``auto_pass`` off every question reaches its seat, so at each
    one the predicate must say "only pass" exactly when the seat's legal
    list holds nothing but passes (both ways: a wrong True would pass for a
    seat that could answer, a wrong False would ask in vain). Generals on, so
    the questions skills answer are among them."""
    m = engine.new_game("sanguosha", players, 31 * players, {"auto_pass": False})
    seen = {True: 0, False: 0}
    while not m.finished:
        seat = m.to_act()[0]
        legal = m.legal_actions(seat)
        q = m.state["ask"]
        if q is not None and m.state["draft"] is None:
            only = all(a["type"] == "pass" for a in legal)
            assert can_only_pass(m.state, q) == only, (q["kind"], legal[:4])
            seen[only] += 1
        m.act(seat, m.bot_action(seat, kind))
    assert seen[True] and seen[False], seen  # both answers were put to the test
