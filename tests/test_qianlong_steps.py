"""Qianlong's Harem's step account (``view()["steps"]``): one entry per log
line of the latest action, each with what the line concerns (``focus``) and
the public board after that step, so the web view replays a resolution from
data instead of re-reading the English log.

Checked here: the steps are exactly the latest action's lines (cleared at the
next action), the last board is the view's own board, every board is a
coherent public position (tokens conserved, no hidden deck), every seat sees
the same steps, a replayed record gives the same steps, and in hand-built
positions each step's board shows that step's change and not the next one's.
"""

import json
import random

import pytest

from hotseat import engine
from hotseat.games.qianlong import board, data
from qianlong_helpers import in_palace, position, put, resolve, run_steps, at

BLUE, RED = 0, 1
SEATS = [None, 0, 1]
FOCUS_KEYS = {"cards", "squares", "consort", "tokens", "deck", "scheme"}


def board_of(view):
    """The board part of a public view (what each step snapshots)."""
    return {k: view[k] for k in board.BOARD_KEYS}


def check_board(b, tokens):
    """A step's board is a whole, public position."""
    assert set(b) == set(board.BOARD_KEYS)  # nothing else: no deck order, no rng
    assert isinstance(b["deck_count"], int)
    assert b["stock"] + sum(b["points"]) + b["xiangfei"] + b["tea"] == tokens
    on_cards = sorted(i for c in b["cards"] for i in c["eunuchs"])
    assert on_cards == sorted(e["id"] for e in b["eunuchs"] if e["at"] == "card")


def step(view, en_start):
    """The step whose English line starts with ``en_start`` (the only one)."""
    found = [s for s in view["steps"] if view["log"][s["log"]]["text"]["en"].startswith(en_start)]
    assert len(found) == 1, [view["log"][s["log"]]["text"]["en"] for s in view["steps"]]
    return found[0]


@pytest.mark.parametrize("seed,advanced", [(3, False), (4, True), (66, False)])
def test_each_action_keeps_its_own_lines_with_the_board_after_each(seed, advanced):
    rnd = random.Random(seed)
    m = engine.new_game("qianlong", 2, seed=seed, options={"advanced": advanced})
    tokens = m.state["params"]["tokens"]
    v = m.view(None)
    # The set-up's lines are the first account.
    assert [s["log"] for s in v["steps"]] == list(range(len(v["log"])))
    schemes_seen = 0
    while not m.finished:
        before = len(m.view(None)["log"])
        seat = m.to_act()[0]
        m.act(seat, rnd.choice(m.legal_actions(seat)))
        v = m.view(None)
        # Exactly this action's lines: the earlier actions' steps are gone.
        assert [s["log"] for s in v["steps"]] == list(range(before, len(v["log"])))
        assert v["steps"], "every action writes at least one line"
        assert v["steps"][-1]["board"] == board_of(v)
        for s in v["steps"]:
            check_board(s["board"], tokens)
            assert set(s["focus"]) <= FOCUS_KEYS
            if "scheme" in s["focus"]:
                # A drawn card is shown only once it is face up.
                assert s["focus"]["scheme"] in s["board"]["resolving"]
                schemes_seen += 1
        assert m.view(0)["steps"] == m.view(1)["steps"] == v["steps"]
        if len(m.record()["actions"]) % 9 == 0:
            assert engine.replay(json.loads(json.dumps(m.record()))).view(None)["steps"] == v["steps"]
    assert schemes_seen
    assert engine.replay(m.record()).view(None)["steps"] == m.view(None)["steps"]


def test_steps_do_not_depend_on_the_hidden_deck():
    m = engine.new_game("qianlong", 2, seed=5)
    rnd = random.Random(5)
    # Play until an action drew a scheme card and cards remain face down.
    while True:
        seat = m.to_act()[0]
        m.act(seat, rnd.choice(m.legal_actions(seat)))
        v = m.view(None)
        if any("scheme" in s["focus"] for s in v["steps"]) and len(m.state["deck"]) >= 2:
            break
    before = {s: json.dumps(m.view(s)["steps"], sort_keys=True) for s in SEATS}
    m.state["deck"].reverse()
    m.state["rng"] ^= 12345
    assert {s: json.dumps(m.view(s)["steps"], sort_keys=True) for s in SEATS} == before


def test_a_step_shows_its_own_change_and_not_the_next_ones():
    # Blue's eunuch on card 6 (enter) goes into the palace; red's consort then
    # reaches 茶休憩 first (card 9 is consort +1 on the notes' numbers) and
    # takes the token, a line written before the token moves.
    m = position()
    m.state["steps"] = []
    put(m, BLUE, 6)
    put(m, RED, 9)
    at(m, RED, m.state["params"]["bedroom"] // 2 - 1)
    resolve(m)
    v = m.view(None)
    header = step(v, "Card 6 ")["board"]
    entered = step(v, "{seat:0}'s eunuch enters the palace")
    assert header["cards"][5]["eunuchs"] and not entered["board"]["cards"][5]["eunuchs"]
    assert entered["focus"] == {"cards": [6], "squares": [0]}
    e = entered["board"]["eunuchs"][header["cards"][5]["eunuchs"][0]]
    assert (e["at"], e["square"]) == ("palace", 0)
    moved = step(v, "{seat:1}'s consort advances 1")
    assert moved["focus"] == {"consort": RED}
    assert moved["board"]["tea"] == 1 and moved["board"]["points"] == [0, 0]
    tea = step(v, "{seat:1} is first at 茶休憩")
    assert tea["board"]["tea"] == 0 and tea["board"]["points"] == [0, 1]
    assert tea["focus"]["tokens"] == ["tea", "points"]


def test_the_flip_square_shows_the_eunuch_home_and_strong_on_its_own_step():
    m = position()
    m.state["steps"] = []
    put(m, BLUE, 8)
    e = in_palace(m, RED, 2)
    resolve(m)
    s = step(m.view(None), "{seat:1} activates palace square 2")
    assert s["focus"] == {"squares": [2]}
    assert s["board"]["eunuchs"][e["id"]] == {**e, "at": "hand", "strong": True}


def test_the_winning_line_comes_after_the_point_it_took():
    m = position(points=[data.WIN_POINTS - 1, 0], deck=["S2", "S1", "S3", "S4", "S5"])
    m.state["steps"] = []
    run_steps(m, [{"op": "gain", "seat": BLUE, "n": 1}])
    v = m.view(None)
    took, won = v["steps"][-2:]
    assert v["log"][won["log"]]["text"]["en"].endswith("wins.")
    assert took["board"]["points"][BLUE] == data.WIN_POINTS and took["board"]["phase"] == "resolve"
    assert won["board"]["phase"] == "over" and won["board"]["winner"] == BLUE
