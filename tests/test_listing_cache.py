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


def _variants(action):
    """The action as a caller might spell it: a copy, and near misses that
    are equal in Python but not in JSON, or not equal at all."""
    out = [json.loads(json.dumps(action)), dict(action), Dict(action), {**action, "x": 1}]
    out.append({Str(k): v for k, v in action.items()})
    for k, v in action.items():
        out += [{**action, k: [v]}, {**action, k: None}]
        if type(v) is str:
            out.append({**action, k: Str(v)})
        if type(v) is int:
            out += [{**action, k: float(v)}, {**action, k: bool(v)}, {**action, k: v + 1}]
        if type(v) is list:
            out += [{**action, k: [Str(c) for c in v]}, {**action, k: v[::-1]},
                    {**action, k: tuple(v)}, {**action, k: v + v[:1]}, {**action, k: v[1:]}]
    return out


def test_the_recogniser_answers_only_for_an_exact_listed_action():
    """The engine skips its generic checks when the recogniser answers
    (Rules.listing): so whatever it answers for must pass them, and be the
    canonical form of a listed action."""
    from hotseat.engine import _same_shape
    from hotseat.limits import check_plain

    rules = engine._rules("doudizhu")
    answered = refused = 0
    for seed in range(12):
        m = engine.new_game("doudizhu", 3 + seed % 2, seed=seed, options={"hands": 1})
        for _ in range(40):
            if m.finished:
                break
            seat = m.to_act()[0]
            legal, recognise = rules.listing(m.state, seat)
            canon = json.dumps(legal, sort_keys=True)
            for action in legal[:25]:
                for given in [action] + _variants(action):
                    got = recognise(given)
                    if got is None:
                        refused += 1
                        continue
                    answered += 1
                    check_plain(given, "action")
                    assert _same_shape(given, got) and _same_shape(got, given)
                    assert got == given and got in json.loads(canon)
                    assert got is not given
                    assert "cards" not in got or got["cards"] is not given["cards"]
            assert json.dumps(legal, sort_keys=True) == canon  # the recogniser changes nothing
            m.act(seat, legal[(seed * 7 + len(legal)) % len(legal)])
    assert answered > 500 and refused > 5000


def test_a_listed_action_changed_into_another_is_read_as_that_one():
    m = _to_lead()
    seat = m.to_act()[0]
    legal = m.legal_actions(seat)
    a, b = legal[0], next(x for x in legal if x["combo"] == "pair")
    a["combo"], a["cards"] = b["combo"], list(b["cards"])
    m.act(seat, a)  # found as listed entry 0, which no longer matches its play: read in full
    assert m.record()["actions"][-1] == [seat, b]
