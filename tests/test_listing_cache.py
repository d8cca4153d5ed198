"""``act`` right after ``legal_actions`` is a lookup: it must stay exactly as
strict as the full check, and nothing a caller does can poison it."""

import json

import pytest

from hotseat import engine


class Str(str):
    pass


class Dict(dict):
    pass


def _to_lead(seed=3):
    """A match whose landlord is about to lead."""
    m = engine.new_game("doudizhu", 3, seed=seed, options={"hands": 1})
    m.act(m.to_act()[0], {"type": "bid", "value": 3})
    return m


def _refused(m, seat, action, code):
    before = json.dumps([m.state, m.record()], sort_keys=True)
    with pytest.raises(engine.IllegalAction) as e:
        m.act(seat, action)
    assert e.value.code == code, (action, e.value.code)
    assert json.dumps([m.state, m.record()], sort_keys=True) == before


def test_mutating_the_listed_actions_cannot_poison_the_match():
    m = _to_lead()
    seat = m.to_act()[0]
    legal = m.legal_actions(seat)
    hand = m.view(seat)["hand"]
    other = next(c for c in m.view((seat + 1) % 3)["hand"])
    legal[0]["cards"][0] = other
    _refused(m, seat, legal[0], "not_in_hand")
    legal.append({"type": "pass"})
    _refused(m, seat, legal[-1], "leader_must_play")
    single = next(a for a in legal[1:] if a["combo"] == "single")
    single["combo"] = "pair"
    _refused(m, seat, single, "wrong_combo")
    # The cached listing survives refusals and still accepts a real play.
    fresh = m.legal_actions(seat)
    assert all(a["cards"][0] != other for a in fresh)
    m.act(seat, {"type": "play", "combo": "single", "cards": [hand[0]]})
    assert m.view(seat)["hand"] == hand[1:]


def test_recognised_actions_are_copied_into_the_record():
    m = _to_lead()
    seat = m.to_act()[0]
    action = m.legal_actions(seat)[0]
    cards = list(action["cards"])
    m.act(seat, action)
    action["cards"].append("XX")
    action["combo"] = "rocket"
    assert m.record()["actions"][-1] == [seat, {"type": "play", "combo": "single", "cards": cards}]


def test_lookup_is_as_strict_as_the_full_check():
    m = engine.new_game("doudizhu", 3, seed=5, options={"hands": 1})
    seat = m.to_act()[0]
    assert {"type": "bid", "value": 1} in m.legal_actions(seat)
    _refused(m, seat, {"type": "bid", "value": True}, "bid_range")
    _refused(m, seat, {"type": "bid", "value": 1.0}, "bad_number")  # no fractions anywhere
    _refused(m, seat, {"type": "bid", "value": 1, "x": 0}, "auction")
    _refused(m, seat, {Str("type"): "bid", "value": 1}, "malformed")
    m = _to_lead()
    seat = m.to_act()[0]
    play = m.legal_actions(seat)[0]
    _refused(m, seat, {**play, "cards": [Str(c) for c in play["cards"]]}, "malformed")
    _refused(m, seat, {**play, "cards": [play["cards"]]}, "malformed")
    _refused(m, seat, {**play, "extra": 1}, "malformed")
    _refused(m, seat, {**play, "type": Str("play")}, "malformed")
    _refused(m, seat, Dict(play), "malformed")
    _refused(m, seat, {Str(k): v for k, v in play.items()}, "malformed")
    m.act(seat, play)


def test_listing_is_forgotten_when_the_state_changes():
    m = engine.new_game("doudizhu", 3, seed=5, options={"hands": 1})
    first = m.to_act()[0]
    listed = m.legal_actions(first)
    m.act(first, {"type": "bid", "value": 2})
    nxt = m.to_act()[0]
    assert {"type": "bid", "value": 1} in listed
    _refused(m, nxt, {"type": "bid", "value": 1}, "bid_too_low")
    # undo rebuilds the match: what was listed before must not be accepted.
    m = _to_lead()
    seat = m.to_act()[0]
    m.act(seat, m.legal_actions(seat)[0])
    follower = m.to_act()[0]
    answers = [a for a in m.legal_actions(follower) if a["type"] == "play"]
    assert answers and m.can_undo()
    m.undo()
    _refused(m, follower, answers[0], "not_your_turn")
