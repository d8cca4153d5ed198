"""Shared checks for the Sanguosha tests: invariants at every step, hand-built
positions, and a driver that plays a game with given answers."""

from __future__ import annotations

import copy
import json
import random
from collections import Counter

from hotseat import engine
from hotseat.games.sanguosha import cards, machine
from hotseat.games.sanguosha.generals import GENERALS, SKILLS
from hotseat.games.sanguosha.rules import Sanguosha
from hotseat.games.sanguosha.table import equipped
from hotseat.rng import Rng

RULES = Sanguosha()


def all_cards(state) -> list[str]:
    """Every card wherever it is: hands, equipment, judgement areas, piles,
    the table (in flight) and 五穀豊穣's turned-up cards."""
    out = list(state["pile"]) + state["discard"] + state["table"] + state["grace"]
    if state.get("aside"):
        out += state["aside"]["cards"] + state["aside"].get("top", []) + state["aside"].get("bottom", [])
    for s in range(state["n"]):
        out += state["hand"][s] + equipped(state, s) + state["judge"][s]
    return out


def check_state(state) -> None:
    deck = cards.deck(state["options"]["ex_cards"])
    held = all_cards(state)
    assert Counter(held) == Counter(deck), (Counter(held) - Counter(deck), Counter(deck) - Counter(held))
    if state["draft"] is not None:
        assert state["ask"] is None and state["over"] is None
        return
    for s in range(state["n"]):
        assert state["hp"][s] <= state["max_hp"][s]
        if not state["alive"][s]:
            assert not state["hand"][s] and not equipped(state, s) and not state["judge"][s]
        else:
            assert state["hp"][s] > 0 or any(f["k"] == "dying" and f["seat"] == s for f in state["stack"])
        names = [cards.NAME[c] for c in state["judge"][s]]
        assert len(names) == len(set(names)), names
    if state["over"] is None:
        assert state["ask"] is not None


def no_leak(m: engine.Match, seat: int, rng: Rng) -> None:
    """Change only what ``seat`` may not see; its view stays byte-identical."""
    st = m.state
    before = json.dumps(RULES.view(st, seat), sort_keys=True)
    alt = copy.deepcopy(st)
    others = [s for s in range(st["n"]) if s != seat and alt["hand"][s]]
    if others and alt["pile"]:
        o = others[rng.below(len(others))]
        i = rng.below(len(alt["hand"][o]))
        j = rng.below(len(alt["pile"]))
        alt["hand"][o][i], alt["pile"][j] = alt["pile"][j], alt["hand"][o][i]
    rng.shuffle(alt["pile"])
    d = alt["draft"]
    if d is not None:
        # Others' offers and face-down picks (the lord's pick is open).
        lord = alt["roles"].index("lord")
        hid = [s for s in range(st["n"]) if s not in (seat, lord)]
        if len(hid) >= 2:
            a, b = hid[0], hid[-1]
            d["offers"][a], d["offers"][b] = d["offers"][b], d["offers"][a]
            for x in (a, b):
                if d["picked"][x] is not None:
                    d["picked"][x] = d["offers"][x][-1]
    hidden = [s for s in range(st["n"]) if s != seat and st["alive"][s]
              and st["roles"][s] != "lord"]
    if len(hidden) >= 2 and st["over"] is None:
        a, b = hidden[0], hidden[-1]
        alt["roles"][a], alt["roles"][b] = alt["roles"][b], alt["roles"][a]
    after = json.dumps(RULES.view(alt, seat), sort_keys=True)
    assert before == after


def check_step(m: engine.Match, rng: Rng, full: bool = True) -> None:
    st = m.state
    check_state(st)
    to_act = m.to_act()
    for s in range(m.players):
        if s not in to_act:
            assert m.legal_actions(s) == []
    if full and to_act:
        s = to_act[0]
        legal = m.legal_actions(s)
        assert legal
        keys = [json.dumps(a, sort_keys=True) for a in legal]
        assert len(keys) == len(set(keys)), "duplicate legal actions"
        for a in legal:
            assert RULES.resolve(st, s, copy.deepcopy(a)) == a
        # the state survives a JSON round trip and plays on the same
        assert json.loads(json.dumps(st)) == st
        no_leak(m, s, rng)
        no_leak(m, (s + 1) % m.players, rng)


def play_out(n: int, seed: int, kind: str = "random", auto: bool = True, every: int = 1,
             options: dict | None = None, watch=None) -> engine.Match:
    """A whole game, checked at every step (``every``: the full check at
    every k-th); ``watch(match, seat, action)`` sees each move before it is
    made."""
    opts = {"auto_pass": auto, **(options or {})}
    m = engine.new_game("sanguosha", n, seed, opts)
    rng = Rng(seed * 7919 + n)
    k = 0
    while not m.finished:
        check_step(m, rng, full=(k % every == 0))
        s = m.to_act()[0]
        legal = m.legal_actions(s)
        a = rng.choice(legal) if kind == "random" else m.bot_action(s, "bot")
        if watch is not None:
            watch(m, s, a)
        m.act(s, a)
        k += 1
    check_step(m, rng)
    return m


def position(n: int, *, roles: list[str] | None = None, hands: dict | None = None,
             equip: dict | None = None, judge: dict | None = None, top: list[str] = (),
             hp: dict | None = None, current: int = 0, options: dict | None = None,
             gender: list | None = None, step: str = "play",
             generals: list | None = None) -> engine.Match:
    """A hand-built position: the cards named go where they are named
    (``top``: the next cards drawn, first drawn first), every other card of
    the deck at the bottom of the pile, and ``current``'s turn at the start
    of ``step`` ("play" by default; "start" runs the whole turn from its
    judgement phase). ``generals``: one general id (or None) per seat, with
    its HP, gender and skills (lord skills for the lord only); without it
    the beginner game's plain characters."""
    opts = {"auto_pass": True, "generals": generals is not None, **(options or {})}
    m = engine.new_game("sanguosha", n, 1, opts)
    st = m.state
    placed = [c for v in (hands or {}).values() for c in v] + \
             [c for v in (equip or {}).values() for c in v] + \
             [c for v in (judge or {}).values() for c in v] + list(top)
    assert len(placed) == len(set(placed))
    rest = [c for c in cards.deck(st["options"]["ex_cards"]) if c not in placed]
    st["pile"] = rest + list(reversed(top))
    st["discard"], st["table"], st["grace"] = [], [], []
    st["roles"] = list(roles) if roles else (["lord"] + ["rebel"] * (n - 1))
    st["max_hp"] = [4] * n
    st["gender"] = list(gender) if gender else [None] * n
    st["draft"] = None
    st["general"] = list(generals) if generals else [None] * n
    st["skills"] = [[] for _ in range(n)]
    for s, g in enumerate(st["general"]):
        if g:
            gen = GENERALS[g]
            st["max_hp"][s] = gen["hp"]
            st["gender"][s] = gen["gender"]
            st["skills"][s] = [k for k in gen["skills"] if st["roles"][s] == "lord" or not SKILLS[k]["lord"]]
    st["hp"] = list(st["max_hp"])
    for s, v in (hp or {}).items():
        st["hp"][s] = v
    st["alive"] = [True] * n
    st["hand"] = [list((hands or {}).get(s, [])) for s in range(n)]
    st["equip"] = [{"weapon": None, "armor": None, "plus": None, "minus": None} for _ in range(n)]
    for s, ids in (equip or {}).items():
        for c in ids:
            st["equip"][s][cards.SLOT[c]] = c
    st["judge"] = [list((judge or {}).get(s, [])) for s in range(n)]
    st["current"] = current
    st["slashes"] = 0
    st["ask"] = None
    st["answer"] = None
    st["aims"] = [[0] * n for _ in range(n)]
    st["dealt"] = [[0] * n for _ in range(n)]
    st["stack"] = []
    frame = {"k": "turn", "seat": current, "step": step}
    if step == "start":
        frame["step"] = "start"
    else:
        st["phase"] = "play"
    st["stack"].append(frame)
    machine.run(st)
    check_state(st)
    return m


def events(m: engine.Match, seat: int | None = None) -> list[dict]:
    """Every event ``seat`` may see so far (None: the public's), oldest
    first: the match's log, page by page, then what the last run emitted
    that no action has taken into the match yet (a hand-built position's
    own start, run by :func:`position`)."""
    out: list[dict] = []
    while True:
        page = m.log(seat, len(out))
        out += page["events"]
        if len(out) >= page["total"]:
            break
    return out + [e for e in m.state["events"] if "to" not in e or seat in e["to"]]


def lines(m: engine.Match, seat: int | None = None) -> list[str]:
    """The English texts of :func:`events`."""
    return [e["text"]["en"] for e in events(m, seat)]


class Table:
    """Drives a hand-built position: ``t.do(seat, action)`` checks that
    ``seat`` is the one asked, then acts; ``t.asks`` records every question
    put to a seat (kind, seat) as the game asks them."""

    def __init__(self, m: engine.Match) -> None:
        self.m = m
        self.asks: list[tuple] = []
        self._note()

    @property
    def st(self):
        return self.m.state

    def _note(self) -> None:
        q = self.st["ask"]
        if q is not None:
            self.asks.append((q["kind"], q["seat"]))

    def do(self, seat: int, action: dict) -> "Table":
        q = self.st["ask"]
        assert q is not None and q["seat"] == seat, (q, seat)
        self.m.act(seat, action)
        check_state(self.st)
        self._note()
        return self

    def ask(self):
        q = self.st["ask"]
        return None if q is None else (q["kind"], q["seat"])

    def use(self, seat, card, *targets):
        return self.do(seat, {"type": "use", "card": card, "targets": list(targets)})

    def play(self, seat, card):
        return self.do(seat, {"type": "play", "card": card})

    def pass_(self, seat):
        return self.do(seat, {"type": "pass"})

    def end(self, seat):
        return self.do(seat, {"type": "end"})


def covers(*skills: str, interaction: bool = False):
    """Mark a scenario test with the skills it plays out (issue #15: every
    skill has two scenarios, one of them an interaction with another skill
    or card). ``tests/test_sanguosha_skill_scenarios.py`` counts the marks."""
    unknown = [s for s in skills if s not in SKILLS]
    assert skills and not unknown, unknown

    def mark(fn):
        fn.covers = (tuple(skills), interaction)
        return fn
    return mark


def coverage_gaps(tests) -> dict:
    """Skill id → what it lacks ("scenarios: 1", "interaction") over the
    marked ``tests`` (functions carrying ``covers``); empty when every skill
    has two scenarios, one of them an interaction."""
    count = {s: 0 for s in SKILLS}
    inter = {s: 0 for s in SKILLS}
    for fn in tests:
        skills, interaction = fn.covers
        for s in set(skills):
            count[s] += 1
            inter[s] += interaction
    gaps = {}
    for s in SKILLS:
        lack = ([f"scenarios: {count[s]}"] if count[s] < 2 else []) + (["interaction"] if not inter[s] else [])
        if lack:
            gaps[s] = lack
    return gaps


def legal_lists(games, moves: int):
    """For each ``(players, seed, options)`` of ``games``, a game played by a
    random player and the bot in turns (a coin toss each move, at most
    ``moves``): yields ``(match, seat, legal, kind)`` at every step, ``kind``
    being the question's. The walk the label tests take."""
    for players, seed, options in games:
        m = engine.new_game("sanguosha", players, seed, options)
        rng = random.Random(seed)
        for _ in range(moves):
            if m.result():
                break
            seat = m.to_act()[0]
            legal = m.legal_actions(seat)
            yield m, seat, legal, (m.state.get("ask") or {}).get("kind")
            m.act(seat, rng.choice(legal) if rng.random() < .5 else m.bot_action(seat))
