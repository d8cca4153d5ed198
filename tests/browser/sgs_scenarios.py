"""Find Sanguosha situations for the browser tests, in CPython: a seed and the
actions that lead to a state where a predicate first holds (every seat played
by the bot), so a test can import that record, make the seats it needs human,
and play the situation by taps. Searching (instead of pinning seeds) keeps the
tests true when the bots or the deal change."""

from __future__ import annotations

from hotseat import engine
from hotseat.games.sanguosha.cards import NAME

BEGINNER = {"generals": False}


def find(players: int, pred, options: dict | None = None, seeds=range(1, 400), max_moves: int = 1500):
    """(seed, actions, match) for the first seed whose bot game reaches a
    state where ``pred(match)`` holds; the actions are the record up to it."""
    opts = dict(options or {})
    for seed in seeds:
        m = engine.new_game("sanguosha", players, seed, opts)
        for _ in range(max_moves):
            if m.finished:
                break
            if pred(m):
                return seed, m.record()["actions"], m
            s = m.to_act()[0]
            m.act(s, m.bot_action(s))
    raise AssertionError("no seed reaches the situation")


def record(players: int, seed: int, actions, options: dict | None = None) -> dict:
    m = engine.new_game("sanguosha", players, seed, dict(options or {}))
    rec = m.record()
    rec["actions"] = actions
    return rec


# --- predicates ------------------------------------------------------------------------
def asked(m):
    q = m.state["ask"]
    return q if q is not None and m.state["draft"] is None else None


def holding(m, seat, name):
    return [c for c in m.state["hand"][seat] if NAME[c] == name]


def slash_on_a_dodger(m):
    """The current player may use a 殺 on a seat that holds a 閃."""
    q = asked(m)
    if not q or q["kind"] != "play":
        return False
    for a in m.legal_actions(q["seat"]):
        if a["type"] == "use" and "skill" not in a and NAME[a["card"]] == "slash" and len(a["targets"]) == 1 \
                and holding(m, a["targets"][0], "dodge") and not m.state["equip"][a["targets"][0]]["armor"]:
            return True
    return False


def savage_assault_ready(m):
    """The current player may use 南蛮襲来, and two other seats hold a 殺
    (so they will be asked, even with auto-pass)."""
    q = asked(m)
    if not (q and q["kind"] == "play" and any(
            a["type"] == "use" and NAME[a["card"]] == "savage_assault" for a in m.legal_actions(q["seat"]))):
        return False
    return len(slash_holders(m, q["seat"])) >= 2


def slash_holders(m, me):
    return [s for s in range(m.players) if s != me and m.state["alive"][s] and holding(m, s, "slash")]


def chain_ready(m):
    """The current player may use a scroll on a target where the user, the
    target and a third seat each hold a 明察秋毫 (a three-deep chain)."""
    q = asked(m)
    if not q or q["kind"] != "play":
        return False
    me = q["seat"]
    if not holding(m, me, "nullification"):
        return False
    for a in m.legal_actions(me):
        if a["type"] == "use" and "skill" not in a and NAME[a["card"]] in ("dismantlement", "snatch") \
                and len(a["targets"]) == 1:
            t = a["targets"][0]
            third = [s for s in range(m.players) if s not in (me, t) and m.state["alive"][s]
                     and holding(m, s, "nullification")]
            if holding(m, t, "nullification") and third:
                return True
    return False


def peach_for_the_dying(m):
    """A seat is asked for a 桃 to save a dying seat, and holds one."""
    q = asked(m)
    return bool(q and q["kind"] == "peach" and holding(m, q["seat"], "peach"))


def slash_with_a_seat_out_of_range(m):
    """As :func:`slash_on_a_dodger`, and some living seat is out of the 殺's reach."""
    if not slash_on_a_dodger(m):
        return False
    me = m.to_act()[0]
    reach = {a["targets"][0] for a in m.legal_actions(me) if a["type"] == "use" and "skill" not in a
             and NAME[a["card"]] == "slash" and len(a["targets"]) == 1}
    return any(s != me and m.state["alive"][s] and s not in reach for s in range(m.players))


def find_step(players: int, pred, options: dict | None = None, seeds=range(1, 400), max_moves: int = 1500):
    """(seed, actions, seat, events) for the first bot move whose step's public
    events satisfy ``pred(events)``: ``actions`` is the record before that
    move, ``seat`` who makes it, so a table opened on the record with every
    seat a bot makes that move next."""
    opts = dict(options or {})
    for seed in seeds:
        m = engine.new_game("sanguosha", players, seed, opts)
        for _ in range(max_moves):
            if m.finished:
                break
            s = m.to_act()[0]
            m.act(s, m.bot_action(s))
            evs = m.step_events(None)
            if pred(evs):
                return seed, m.record()["actions"][:-1], s, evs
    raise AssertionError("no seed reaches the step")


def rebel_killed_with_reward(evs):
    """A rebel dies to a living killer, who draws 3 (the game goes on)."""
    return any(e["kind"] == "died" and e["role"] == "rebel" for e in evs) and any(e["kind"] == "reward" for e in evs)


def damage_dealt(evs):
    return any(e["kind"] == "damaged" for e in evs)
