"""The JSON bridge API (hotseat.session) on CPython.

Most tests use a tiny game defined here ("pebbles") so they pin the session's
own behaviour — ids, error envelopes, undo across bots and barriers —
independently of any real game's rules. One test plays every installed game
to the end through the JSON entry point.
"""

from __future__ import annotations

import json

import pytest

from hotseat import engine, session
from hotseat.rules import IllegalAction, Rules


class Pebbles(Rules):
    """Seats take 1 or 2 pebbles in turn from a pile of 9; whoever takes the
    last one scores +players-1, everyone else -1. "peek" looks at a hidden
    coin, which is an undo barrier (it reveals information)."""

    id = "pebbles_test"
    name = {"ja": "小石", "en": "Pebbles"}
    min_players = 2
    max_players = 3
    options = [{"id": "pile", "type": "int", "default": 9, "min": 3, "max": 30,
                "label": {"ja": "山", "en": "Pile"}}]

    def setup(self, players, seed, options):
        return {"pile": options["pile"], "turn": 0, "players": players,
                "coin": seed % 2, "peeked": [], "winner": None}

    def to_act(self, state):
        return [] if state["winner"] is not None else [state["turn"]]

    def legal_actions(self, state, seat):
        acts = [{"type": "take", "n": n} for n in (1, 2) if n <= state["pile"]]
        if seat not in state["peeked"]:
            acts.append({"type": "peek"})
        return acts

    def apply(self, state, seat, action):
        if action["type"] == "peek":
            state["peeked"].append(seat)
            return True
        state["pile"] -= action["n"]
        if state["pile"] == 0:
            state["winner"] = seat
        state["turn"] = (state["turn"] + 1) % state["players"]
        return False

    def view(self, state, seat):
        v = {"pile": state["pile"], "peeked": list(state["peeked"])}
        if seat is not None and seat in state["peeked"]:
            v["coin"] = state["coin"]
        return v

    def finished(self, state):
        return state["winner"] is not None

    def result(self, state):
        w, n = state["winner"], state["players"]
        return {"scores": [n - 1 if s == w else -1 for s in range(n)]}

    def describe(self, action):
        if action["type"] == "peek":
            return {"ja": "のぞく", "en": "peek"}
        return {"ja": f"{action['n']}個取る", "en": f"take {action['n']}"}

    def bot(self, view, legal, rng):
        takes = [a for a in legal if a["type"] == "take"]
        return takes[-1]


@pytest.fixture(autouse=True)
def fresh_session(monkeypatch):
    """Each test starts with no open matches and with the test game installed."""
    monkeypatch.setattr(session, "_matches", {})
    monkeypatch.setattr(engine, "_REGISTRY", {**engine._registry(), "pebbles_test": Pebbles()})


def ok(reply):
    assert reply["ok"] is True, reply
    return reply["value"]


def err(reply, code):
    assert reply["ok"] is False, reply
    assert reply["error"]["code"] == code, reply
    assert reply["error"]["message"]["ja"] and reply["error"]["message"]["en"]
    assert set(reply) == {"ok", "error"}
    return reply["error"]


def start(mid="g1", players=3, seed=4):
    return session.new_game(mid, "pebbles_test", players, seed, {})


def test_games_lists_the_registered_games():
    ids = [g["id"] for g in ok(session.games())]
    assert "pebbles_test" in ids
    assert ids == [g["id"] for g in engine.games()]


def test_new_game_returns_record_and_public_view():
    r = start()
    assert r["record"] == {"game": "pebbles_test", "engine_version": engine.ENGINE_VERSION,
                           "players": 3, "seed": 4, "options": {"pile": 9}, "actions": []}
    assert r["view"] == r["value"]
    assert r["view"]["pile"] == 9 and r["view"]["to_act"] == [0] and r["view"]["seat"] is None
    assert ok(session.to_act("g1")) == [0]


def test_new_game_refuses_a_used_id_and_bad_setup_without_side_effects():
    start()
    ok(session.act("g1", 0, {"type": "take", "n": 2}))
    err(start(), "id_in_use")
    assert ok(session.view("g1", None))["pile"] == 7  # the open game is untouched
    err(session.new_game("g2", "no_such_game", 3, 1, {}), "unknown_game")
    err(session.new_game("g2", "pebbles_test", 9, 1, {}), "bad_players")
    err(session.new_game("", "pebbles_test", 3, 1, {}), "bad_id")
    assert ok(session.ids()) == ["g1"]


def test_act_returns_what_changed_and_the_view_not_the_record():
    start()
    r = session.act("g1", 0, {"type": "take", "n": 2})
    assert r["ok"] and r["view"]["pile"] == 7 and r["view"]["to_act"] == [1]
    # the appended action and the new length: a reply's size does not grow
    # with the game (the caller appends it to the record it keeps)
    assert r["last_action"] == [0, {"type": "take", "n": 2}] and r["actions"] == 1
    assert "record" not in r
    r = session.act("g1", 1, {"type": "take", "n": 1})
    assert r["last_action"] == [1, {"type": "take", "n": 1}] and r["actions"] == 2


def test_illegal_act_is_an_error_and_changes_nothing():
    start()
    before = ok(session.record("g1"))
    err(session.act("g1", 1, {"type": "take", "n": 1}), "not_your_turn")
    err(session.act("g1", 0, {"type": "take", "n": 3}), "not_legal")
    err(session.act("g1", 0, "take"), "malformed")
    err(session.act("g1", 7, {"type": "take", "n": 1}), "bad_seat")
    err(session.act("nope", 0, {"type": "take", "n": 1}), "unknown_match")
    assert ok(session.record("g1")) == before


def test_view_and_legal_are_per_seat():
    start()
    ok(session.act("g1", 0, {"type": "peek"}))
    assert ok(session.view("g1", 0))["coin"] == 0
    assert "coin" not in ok(session.view("g1", 1))
    assert "coin" not in ok(session.view("g1", None))
    assert ok(session.legal("g1", 0)) == [{"type": "take", "n": 1}, {"type": "take", "n": 2}]
    assert ok(session.legal("g1", 1)) == []


def test_seat_state_is_that_seats_view_legal_and_result_only():
    """What a phone holding a seat is sent (web/net/host.js): exactly view(seat),
    its legal actions when it must act, and the result once finished."""
    start(players=2)
    ok(session.act("g1", 0, {"type": "peek"}))
    mine = ok(session.seat_state("g1", 0))
    assert mine == {"view": ok(session.view("g1", 0)), "acting": True,
                    "legal": ok(session.legal("g1", 0)), "result": None}
    other = ok(session.seat_state("g1", 1))
    assert other == {"view": ok(session.view("g1", 1)), "acting": False, "legal": [], "result": None}
    assert "coin" not in json.dumps(other)
    seat = 0
    while not ok(session.view("g1", None))["finished"]:
        ok(session.act("g1", seat, ok(session.bot_action("g1", seat))))
        seat = 1 - seat
    assert ok(session.seat_state("g1", 1))["result"] == ok(session.result("g1"))
    err(session.seat_state("g1", 5), "bad_seat")
    err(session.seat_state("nope", 0), "unknown_match")


def test_bot_action_is_not_applied_and_is_legal():
    start()
    choice = ok(session.bot_action("g1", 0))
    assert choice == {"type": "take", "n": 2}
    assert ok(session.record("g1"))["actions"] == []
    assert ok(session.bot_action("g1", 0, "random")) in ok(session.legal("g1", 0))
    err(session.bot_action("g1", 1), "not_your_turn")
    err(session.bot_action("g1", 0, "genius"), "bad_call")


def test_result_is_null_until_finished_then_scores():
    start(players=2)
    assert ok(session.result("g1")) is None
    seat = 0
    while not ok(session.view("g1", None))["finished"]:
        ok(session.act("g1", seat, ok(session.bot_action("g1", seat))))
        seat = 1 - seat
    res = ok(session.result("g1"))
    assert sorted(res["scores"]) == [-1, 1] and sum(res["scores"]) == 0
    err(session.act("g1", seat, {"type": "take", "n": 1}), "game_over")


def test_undo_takes_back_the_last_human_move_and_the_bot_moves_after_it():
    start()  # seat 0 human, seats 1 and 2 bots
    ok(session.act("g1", 0, {"type": "take", "n": 1}))
    ok(session.act("g1", 1, {"type": "take", "n": 2}))
    ok(session.act("g1", 2, {"type": "take", "n": 2}))
    r = session.undo("g1", [0])
    assert r["ok"] and r["undone"] == 3
    assert r["actions"] == 0 and r["view"]["pile"] == 9 and r["view"]["to_act"] == [0]
    assert ok(session.record("g1"))["actions"] == []
    err(session.undo("g1", [0]), "nothing_to_undo")


def test_undo_with_two_humans_only_goes_back_to_the_latest_human_move():
    start()
    ok(session.act("g1", 0, {"type": "take", "n": 1}))
    ok(session.act("g1", 1, {"type": "take", "n": 1}))
    ok(session.act("g1", 2, {"type": "take", "n": 2}))
    r = session.undo("g1", [0, 1])
    assert r["undone"] == 2 and r["actions"] == 1
    assert ok(session.record("g1"))["actions"] == [[0, {"type": "take", "n": 1}]]


def test_undo_refuses_to_cross_a_barrier_and_changes_nothing():
    start()
    ok(session.act("g1", 0, {"type": "take", "n": 1}))
    ok(session.act("g1", 1, {"type": "peek"}))      # bot peeks: barrier
    ok(session.act("g1", 1, {"type": "take", "n": 1}))
    before = ok(session.record("g1"))
    e = err(session.undo("g1", [0]), "no_undo")
    assert "hidden" in e["message"]["en"]
    assert ok(session.record("g1")) == before
    # a human's own move after the barrier can still be undone
    ok(session.act("g1", 2, {"type": "take", "n": 1}))
    r = session.undo("g1", [2])
    assert r["undone"] == 1 and ok(session.record("g1")) == before


def test_undo_validates_its_arguments():
    start()
    err(session.undo("g1", "0"), "bad_call")
    err(session.undo("g1", [True]), "bad_call")
    err(session.undo("zzz", [0]), "unknown_match")


def test_load_replays_a_record_and_refuses_tampered_ones():
    start()
    ok(session.act("g1", 0, {"type": "take", "n": 2}))
    ok(session.act("g1", 1, {"type": "take", "n": 1}))
    rec = ok(session.record("g1"))
    r = session.load("copy", rec)
    assert r["ok"] and r["record"] == rec
    assert ok(session.view("copy", 2)) == ok(session.view("g1", 2))

    tampered = json.loads(json.dumps(rec))
    tampered["actions"][1][1]["n"] = 5
    e = err(session.load("copy", tampered), "bad_record")
    assert "action 1" in e["message"]["en"] and "1 番目" in e["message"]["ja"]
    assert ok(session.record("copy")) == rec  # the failed load replaced nothing
    err(session.load("x", {"game": "pebbles_test"}), "bad_record")
    err(session.load("x", "not a record"), "bad_record")
    err(session.load("x", {**rec, "engine_version": 999}), "bad_record")
    assert ok(session.ids()) == ["copy", "g1"]


def test_history_and_describe_label_actions():
    start()
    ok(session.act("g1", 0, {"type": "take", "n": 2}))
    assert ok(session.history("g1")) == [
        {"seat": 0, "action": {"type": "take", "n": 2}, "text": {"ja": "2個取る", "en": "take 2"}}]
    assert ok(session.describe("g1", {"type": "peek"})) == {"ja": "のぞく", "en": "peek"}


def test_drop_forgets_a_match():
    start()
    ok(session.drop("g1"))
    err(session.view("g1", None), "unknown_match")
    ok(session.drop("g1"))


def test_call_is_json_in_json_out():
    out = session.call("new_game", json.dumps(["j1", "pebbles_test", 2, 5, {"pile": 4}]))
    assert isinstance(out, str)
    reply = json.loads(out)
    assert reply["ok"] and reply["view"]["pile"] == 4
    assert json.loads(session.call("act", '["j1", 0, {"type": "take", "n": 1}]'))["view"]["pile"] == 3
    assert json.loads(session.call("nope", "[]"))["error"]["code"] == "bad_call"
    assert json.loads(session.call("view", "{not json"))["error"]["code"] == "bad_call"
    assert json.loads(session.call("view", '{"a": 1}'))["error"]["code"] == "bad_call"
    assert json.loads(session.call("view", '["j1", 0, 1, 2, 3]'))["error"]["code"] == "bad_call"
    # Japanese text crosses unescaped (smaller, and readable in devtools)
    assert "小石" in session.call("games", "[]")


def test_an_unexpected_bug_becomes_an_internal_error(monkeypatch):
    start()
    def boom(self, seat=None):
        raise RuntimeError("kaboom")
    monkeypatch.setattr(engine.Match, "view", boom)
    e = err(session.view("g1", 0), "internal")
    assert "kaboom" in e["message"]["en"]
    # a TypeError from inside the engine is a bug too, not a bad call
    monkeypatch.setattr(engine.Match, "to_act", lambda self: [] + 1)
    err(session.to_act("g1"), "internal")


@pytest.mark.parametrize("game", [g for g in engine.games()], ids=lambda g: g["id"])
def test_every_installed_game_plays_to_the_end_through_call(game):
    """Drive a whole game with bots through the JSON entry point only, as the
    browser does, then check undo refusal/acceptance and replay agree. Every
    tenth move is the bot's, the others the random player's (the same call
    with kind "random"): the bots' searches are other tests' business."""
    def c(method, *args):
        reply = json.loads(session.call(method, json.dumps(args)))
        assert reply["ok"], reply
        return reply
    players = game["min_players"]
    rec = c("new_game", "full", game["id"], players, 11, {})["record"]
    for n in range(10_000):
        seats = c("to_act", "full")["value"]
        if not seats:
            break
        seat = seats[0]
        choice = c("bot_action", "full", seat, "bot" if n % 10 == 0 else "random")["value"]
        assert choice in c("legal", "full", seat)["value"]
        reply = c("act", "full", seat, choice)
        rec["actions"].append(reply["last_action"])  # as the bridge keeps it
        assert reply["actions"] == len(rec["actions"])
    else:
        pytest.fail("game did not finish in 10000 actions")
    assert rec == c("record", "full")["value"]
    res = c("result", "full")["value"]
    assert len(res["scores"]) == players
    assert c("load", "again", rec)["view"] == c("view", "full", None)["value"]


def test_a_refused_undo_replays_nothing(monkeypatch):
    """Undo knows from the barriers kept beside the record whether it will be
    refused, so a refusal costs nothing however long the game is."""
    start()
    ok(session.act("g1", 0, {"type": "take", "n": 1}))
    ok(session.act("g1", 1, {"type": "peek"}))      # barrier
    calls = []
    monkeypatch.setattr(engine, "replay", lambda rec: calls.append(rec))
    err(session.undo("g1", [0]), "no_undo")
    assert calls == []


def test_a_player_undoes_only_their_own_moves_and_the_bots_after_them():
    """Seats 0 and 1 are human, seat 2 a bot. After 0, 1 and the bot move,
    seat 0 may not undo (seat 1 moved since: it would take back another
    player's move); seat 1 may, and it takes the bot's move back too."""
    start()
    ok(session.act("g1", 0, {"type": "take", "n": 1}))
    ok(session.act("g1", 1, {"type": "take", "n": 1}))
    ok(session.act("g1", 2, {"type": "take", "n": 1}))
    before = ok(session.record("g1"))
    refusal = ok(session.undoable("g1", [0, 1], 0))
    assert refusal["code"] == "not_your_move" and refusal["message"]["ja"]
    err(session.undo("g1", [0, 1], 0), "not_your_move")
    assert ok(session.record("g1")) == before
    assert ok(session.undoable("g1", [0, 1], 1)) is None
    r = session.undo("g1", [0, 1], 1)
    assert r["undone"] == 2 and r["actions"] == 1
    assert ok(session.record("g1"))["actions"] == [[0, {"type": "take", "n": 1}]]
    # now seat 0's move is the last human move: it may take it back
    assert ok(session.undoable("g1", [0, 1], 0)) is None
    assert ok(session.undoable("g1", [0, 1], 1))["code"] == "nothing_to_undo"
    err(session.undo("g1", [0, 1], 2), "bad_call")  # a bot seat does not undo


def test_undoable_agrees_with_undo_across_a_barrier():
    start()
    ok(session.act("g1", 0, {"type": "take", "n": 1}))
    ok(session.act("g1", 1, {"type": "peek"}))      # a bot's barrier
    assert ok(session.undoable("g1", [0], 0))["code"] == "no_undo"
    err(session.undo("g1", [0], 0), "no_undo")


def test_private_says_whether_a_seat_sees_more_than_the_public():
    start()
    assert ok(session.private("g1", 0)) is False   # nothing hidden yet
    ok(session.act("g1", 0, {"type": "peek"}))     # seat 0 now knows the coin
    assert ok(session.private("g1", 0)) is True
    assert ok(session.private("g1", 1)) is False
    err(session.private("g1", 7), "bad_seat")


def test_check_says_what_act_would_do_and_changes_nothing():
    start()
    assert ok(session.check("g1", 0, {"type": "take", "n": 2})) == {"type": "take", "n": 2}
    err(session.check("g1", 0, {"type": "take", "n": 3}), "not_legal")
    err(session.check("g1", 1, {"type": "take", "n": 1}), "not_your_turn")
    assert ok(session.record("g1"))["actions"] == []


# --- step: one call per table step ---------------------------------------------

def pieces(mid="g1", seats=(0, 1, 2), watch=None, humans=(0, 1, 2), bots=()):
    """What a table asking for `seats` made of the single-purpose calls."""
    pub = ok(session.view(mid, None))
    to_act = ok(session.to_act(mid))
    seat = next((s for s in seats if s in to_act), None)
    acting = seat is not None
    seat = seat if acting else watch
    bot = next((s for s in to_act if s in bots), None) if not acting else None
    return {"view": pub, "to_act": to_act, "seat": seat, "acting": acting,
            "seat_view": ok(session.view(mid, seat)) if seat is not None else None,
            "private": ok(session.private(mid, seat)) if seat is not None else False,
            "legal": ok(session.legal(mid, seat)) if acting else [],
            "bot": {"seat": bot, "action": ok(session.bot_action(mid, bot))} if bot is not None else None,
            "can_undo": seat in humans and ok(session.undoable(mid, list(humans), seat)) is None,
            "result": ok(session.result(mid))}


def test_step_is_what_the_single_calls_say_together():
    start()
    ask = {"seats": [0, 1, 2], "watch": None, "humans": [0, 1, 2], "bots": []}
    assert ok(session.step("g1", ask)) == pieces()
    ok(session.act("g1", 0, {"type": "peek"}))
    s = ok(session.step("g1", ask))
    assert s == pieces() and s["seat"] == 0 and s["private"] and s["seat_view"]["coin"] == 0
    # a lone human watching the bots: their view, no legal actions, the bot's choice
    ask = {"seats": [0], "watch": 0, "humans": [0], "bots": [1, 2]}
    ok(session.act("g1", 0, {"type": "take", "n": 1}))
    s = ok(session.step("g1", ask))
    assert s == pieces(seats=[0], watch=0, humans=[0], bots=[1, 2])
    assert s["seat"] == 0 and not s["acting"] and s["legal"] == [] and s["can_undo"]
    assert s["bot"] == {"seat": 1, "action": ok(session.bot_action("g1", 1))}
    assert ok(session.record("g1"))["actions"][-1][0] == 0  # the bot's choice is not applied


def test_step_shows_a_seat_nothing_it_may_not_see():
    start()
    ok(session.act("g1", 0, {"type": "peek"}))
    ok(session.act("g1", 0, {"type": "take", "n": 1}))
    # seat 1 holds a phone: it is asked for its own seat only
    s = ok(session.step("g1", {"seats": [1], "watch": 1, "humans": [0, 1]}))
    assert s["seat"] == 1 and s["acting"] and "coin" not in json.dumps(s)
    s = ok(session.step("g1", {"seats": [2], "watch": 2, "humans": [0, 2]}))
    assert s["seat"] == 2 and not s["acting"] and "coin" not in json.dumps(s)
    # a table with two humans shows no one's view while a bot acts
    s = ok(session.step("g1", {"seats": [0, 2], "watch": None, "humans": [0, 2], "bots": [1]}))
    assert s["seat"] is None and s["seat_view"] is None and "coin" not in json.dumps(s)


def test_act_and_undo_with_ask_carry_the_next_step():
    start()
    ask = {"seats": [0], "watch": 0, "humans": [0], "bots": [1, 2]}
    r = session.act("g1", 0, {"type": "take", "n": 1}, ask)
    assert r["ok"] and r["step"] == pieces(seats=[0], watch=0, humans=[0], bots=[1, 2])
    assert r["step"]["bot"]["seat"] == 1 and r["last_action"] == [0, {"type": "take", "n": 1}]
    assert "step" not in session.act("g1", 1, {"type": "take", "n": 2})
    r = session.undo("g1", [0], 0, ask)
    assert r["ok"] and r["undone"] == 2 and r["step"] == pieces(seats=[0], watch=0, humans=[0], bots=[1, 2])
    assert r["step"]["acting"] and r["step"]["view"]["pile"] == 9


def test_step_at_the_end_carries_the_result():
    start(players=2)
    ask = {"seats": [], "watch": None, "bots": [0, 1]}
    s = ok(session.step("g1", ask))
    while s["bot"]:
        s = session.act("g1", s["bot"]["seat"], s["bot"]["action"], ask)["step"]
    assert s["view"]["finished"] and s["to_act"] == [] and s["result"] == ok(session.result("g1"))


def test_a_deferred_bot_is_chosen_when_its_move_is_made():
    """With defer_bot a step names the bot to move without choosing for it
    (no move waits for the next bot's thinking), and bot_act chooses and
    makes the move in one call: the same moves as choosing first."""
    start(players=3)
    ask = {"seats": [0], "watch": 0, "humans": [0], "bots": [1, 2], "defer_bot": True}
    r = session.act("g1", 0, {"type": "take", "n": 1}, ask)
    assert r["step"]["bot"] == {"seat": 1, "action": None}
    choice = ok(session.bot_action("g1", 1))
    r = session.bot_act("g1", 1, ask)
    assert r["ok"] and r["last_action"] == [1, choice] and r["step"]["bot"] == {"seat": 2, "action": None}
    r = session.bot_act("g1", 2, ask)
    assert r["step"]["acting"] and r["step"]["seat"] == 0 and r["step"]["bot"] is None
    err(session.bot_act("g1", 1, ask), "not_your_turn")   # not seat 1's turn: nothing made
    assert len(ok(session.record("g1"))["actions"]) == 3
    err(session.step("g1", {**ask, "defer_bot": 1}), "bad_call")


def test_a_bad_ask_is_refused_before_the_move():
    start()
    for ask in ({"seats": [7]}, {"seats": "0"}, {"watch": "x"}, {"humans": [True]}, {"who": []}, []):
        err(session.step("g1", ask), "bad_call")
        err(session.act("g1", 0, {"type": "take", "n": 1}, ask), "bad_call")
    assert ok(session.record("g1"))["actions"] == []
    err(session.step("nope", {}), "unknown_match")


def test_a_failing_step_leaves_the_move_made_and_reported(monkeypatch):
    start()
    monkeypatch.setattr(session, "_step", lambda m, ask: 1 / 0)
    r = session.act("g1", 0, {"type": "take", "n": 1}, {"seats": [0]})
    assert r["ok"] and "step" not in r and r["actions"] == 1
    assert session.step("g1", {"seats": [0]})["error"]["code"] == "internal"


def test_option_defaults_and_choices_per_player_count_come_from_the_engine():
    g = next(g for g in ok(session.games()) if g["id"] == "pebbles_test")
    assert g["options"][0]["by_players"] == {"2": {"default": 9}, "3": {"default": 9}}
    sgs = next(g for g in engine.games() if g["id"] == "sanguosha")
    roles = next(o for o in sgs["options"] if o["id"] == "roles")
    for n, allowed in roles["by_players"].items():
        assert allowed["default"] in allowed["choices"]
        for c in roles["choices"]:
            assert (c["id"] in allowed["choices"]) == (int(n) in c.get("players", [int(n)]))
            if c["id"] in allowed["choices"]:  # what the list offers, a new game takes
                engine.new_game("sanguosha", int(n), 1, {"roles": c["id"]})


def test_every_changing_reply_carries_the_games_summary_for_the_saved_list():
    """web/bridge.js stores it with the save's metadata (#30.16): new game,
    load, a move and an undo each say the summary as it is now; a game
    without one (the base Rules) says None."""
    r = session.new_game("d1", "doudizhu", 3, 7, {"hands": 2})
    assert r["summary"]["en"] == "Hand 1 of 2"
    seat = ok(session.to_act("d1"))[0]
    r = session.act("d1", seat, {"type": "bid", "value": 0})
    assert r["summary"] == engine.replay(ok(session.record("d1"))).summary()
    assert session.undo("d1", [0, 1, 2])["summary"]["en"] == "Hand 1 of 2"
    assert session.load("d2", ok(session.record("d1")))["summary"]["en"] == "Hand 1 of 2"
    assert start()["summary"] is None
