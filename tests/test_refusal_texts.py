"""Refusals a player reads have every placeholder filled (issue #30, item 1:
"{seat:2}との距離は2で…" printed raw).

The engine names seats in its texts as "{seat:N}" tokens, which the table
shows as the seats' names (web/shell.js errText, web/ui/log.js); anything
else in braces ("{src}", "{}") or a "%s" is a template left unfilled. For
every game, along games played by random legal moves, every legal action that names seats
(a target, a recipient) is tried again with each other seat in its place —
the refusals that teach distance, range and who may be chosen — and every
refusal's two texts are checked. The conformance suite checks the same of
the junk it sends and of every event's text."""

from __future__ import annotations

import random

import pytest

from hotseat import engine
from hotseat.rules import IllegalAction
from test_conformance import UNFILLED, _filled

GAMES = {g["id"]: g for g in engine.games()}
# (players, seed): enough seats for distance and range to matter
TABLES = {"sanguosha": [(5, 3), (8, 11)], "cena": [(5, 2)], "doudizhu": [(3, 4)],
          "qianlong": [(2, 5)], "china_duel": [(2, 6)]}
STEPS = 300


def _seat_fields(action: dict, players: int):
    for k, v in action.items():
        if k == "type":
            continue
        if type(v) is int and 0 <= v < players:
            yield k, None
        elif isinstance(v, list) and v and all(type(x) is int and 0 <= x < players for x in v):
            for j in range(len(v)):
                yield k, j


def _variants(action: dict, players: int):
    for k, j in _seat_fields(action, players):
        for s in range(players):
            b = dict(action)
            if j is None:
                b[k] = s
            else:
                b[k] = list(action[k])
                b[k][j] = s
            yield b


@pytest.mark.parametrize("gid,players,seed", [(g, p, s) for g, ts in TABLES.items() for p, s in ts])
def test_every_refusal_of_a_seat_names_it_filled(gid, players, seed):
    m = engine.new_game(gid, players, seed)
    rnd = random.Random(seed)
    codes: dict[str, int] = {}
    while not m.finished and m.moves < STEPS:
        seat = m.to_act()[0]
        legal = m.legal_actions(seat)
        listed = {repr(sorted(a.items())) for a in legal}
        for a in legal[:25]:
            for b in _variants(a, players):
                if repr(sorted(b.items())) in listed:
                    continue
                try:
                    m.check(seat, b)
                except IllegalAction as e:
                    codes[e.code] = codes.get(e.code, 0) + 1
                    assert _filled(e.en, players) and _filled(e.ja, players), (e.code, e.en, e.ja)
        m.act(seat, rnd.choice(legal))
    if gid == "sanguosha":
        # the refusals the issue found raw are among those checked
        assert any("range" in c or "distance" in c for c in codes), sorted(codes)


def test_the_placeholder_check_can_fail():
    assert UNFILLED.search("{src}の決闘") and UNFILLED.search("Player {}") and UNFILLED.search("%s wins")
    assert not UNFILLED.search("{seat:2}との距離") and not UNFILLED.search('Play one card: {"type": "play"}')
    assert not _filled("{seat:5} is out of range", 5) and _filled("{seat:4} is out of range", 5)
