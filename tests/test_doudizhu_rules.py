"""Dou Dizhu's flow, auction, scoring and refusals, played out on the engine."""

import json

import pytest

from hotseat import engine
from ddz_helpers import pass_, play, position


def bid(m, seat, value):
    m.act(seat, {"type": "bid", "value": value})


def test_deal_sizes_and_first_bidder_holds_the_shown_card():
    for players, size, kitty in ((3, 17, 3), (4, 25, 8)):
        m = engine.new_game("doudizhu", players, seed=11, options={})
        v = m.view(None)
        assert v["counts"] == [size] * players and v["kitty_size"] == kitty
        assert v["kitty"] is None, "the kitty stays face down during the auction"
        first = v["first_bidder"]
        assert v["shown_card"] in m.view(first)["hand"]
        assert m.to_act() == [first]
        everything = [c for s in range(players) for c in m.view(s)["hand"]] + m.state["kitty"]
        assert len(everything) == len(set(everything)) == (54 if players == 3 else 108)


def test_auction_bid_three_ends_at_once_and_landlord_takes_kitty():
    m = engine.new_game("doudizhu", 3, seed=5, options={"show_kitty": False})
    first = m.to_act()[0]
    kitty = list(m.state["kitty"])
    bid(m, first, 3)
    v = m.view(None)
    assert v["phase"] == "play" and v["landlord"] == first and v["stake"] == 3
    assert v["counts"][first] == 20
    assert set(kitty) <= set(m.view(first)["hand"])
    assert v["kitty"] is None, "show_kitty off: the other players do not see it"
    assert m.view(first)["kitty"] == kitty
    assert m.view((first + 1) % 3)["kitty"] is None
    assert m.to_act() == [first], "the landlord leads"


def test_auction_ends_after_all_others_pass_and_passers_may_bid_again():
    m = engine.new_game("doudizhu", 3, seed=5, options={})
    a = m.to_act()[0]
    b, c = (a + 1) % 3, (a + 2) % 3
    bid(m, a, 0)                     # a passes
    bid(m, b, 1)
    assert [x["value"] for x in m.legal_actions(c)] == [0, 2, 3]
    bid(m, c, 0)
    bid(m, a, 2)                     # a passed before and may still bid
    bid(m, b, 0)
    assert m.view(None)["phase"] == "auction", "one pass after a bid is not enough"
    bid(m, c, 0)
    v = m.view(None)
    assert v["landlord"] == a and v["bid"] == 2 and v["phase"] == "play"


def test_all_pass_redeals_and_moves_the_first_bidder():
    m = engine.new_game("doudizhu", 3, seed=5, options={})
    first = m.to_act()[0]
    hand_before = m.view(first)["hand"]
    for i in range(3):
        bid(m, (first + i) % 3, 0)
    v = m.view(None)
    assert v["phase"] == "auction" and v["bids"] == [] and v["hand_no"] == 1
    assert v["first_bidder"] == (first + 1) % 3 and m.to_act() == [(first + 1) % 3]
    assert m.view(first)["hand"] != hand_before
    assert not m.can_undo(), "a redeal reveals new cards: an undo barrier"


def test_bid_refusals_name_the_rule_and_change_nothing():
    m = engine.new_game("doudizhu", 3, seed=5, options={})
    a = m.to_act()[0]
    bid(m, a, 2)
    before = json.dumps(m.state, sort_keys=True)
    for action, code in (({"type": "bid", "value": 1}, "bid_too_low"),
                         ({"type": "bid", "value": 2}, "bid_too_low"),
                         ({"type": "bid", "value": 4}, "bid_range"),
                         ({"type": "bid", "value": "3"}, "bid_range"),
                         ({"type": "pass"}, "auction"),
                         ({"type": "play", "cards": ["3S"]}, "auction"),
                         ("bid", "malformed"), ({"value": 3}, "malformed")):
        with pytest.raises(engine.IllegalAction) as e:
            m.act((a + 1) % 3, action)
        assert e.value.code == code and e.value.ja and e.value.en
    with pytest.raises(engine.IllegalAction) as e:
        m.act(a, {"type": "bid", "value": 3})
    assert e.value.code == "not_your_turn"
    for seat in (3, -1, "0", None, True):
        with pytest.raises(engine.IllegalAction) as e:
            m.act(seat, {"type": "bid", "value": 3})
        assert e.value.code == "bad_seat"
    assert json.dumps(m.state, sort_keys=True) == before


def test_trick_play_passing_and_new_lead():
    m = position([["3S", "9S", "9H", "KS", "2D"], ["4S", "5S", "AH"], ["6S", "7S"]], landlord=0)
    with pytest.raises(engine.IllegalAction) as e:
        pass_(m, 0)
    assert e.value.code == "leader_must_play"
    play(m, 0, ["3S"])
    with pytest.raises(engine.IllegalAction) as e:
        play(m, 1, ["4S", "5S"])
    assert e.value.code == "no_combination"
    play(m, 1, ["4S"])
    pass_(m, 2)
    play(m, 0, ["KS"])
    with pytest.raises(engine.IllegalAction) as e:
        play(m, 1, ["5S"])
    assert e.value.code == "does_not_beat" and "higher rank" in e.value.en
    play(m, 1, ["AH"])
    pass_(m, 2)
    assert m.view(None)["trick"]["current"]["seat"] == 1
    pass_(m, 0)
    # Both others passed: seat 1 leads anything, and may not pass.
    v = m.view(None)
    assert v["trick"]["current"] is None and m.to_act() == [1]
    assert {"type": "pass"} not in m.legal_actions(1)
    assert v["last_moves"] == [None, None, None]


def test_passing_does_not_exclude_from_the_trick():
    m = position([["3S", "JS", "KS", "KH"], ["4S", "AH", "9D"], ["6S", "7S", "2C", "8D"]], landlord=0)
    play(m, 0, ["3S"])
    pass_(m, 1)
    play(m, 2, ["6S"])
    play(m, 0, ["JS"])
    play(m, 1, ["AH"]), "seat 1 passed earlier in this trick and still plays"
    assert m.view(None)["trick"]["current"] == {"seat": 1, "cards": ["AH"], "combo": "single"}


def test_seed_stake_example_two_bombs_and_a_rocket_on_three_is_24():
    m = position([["3S", "3H", "3D", "3C", "5S", "5H", "5D", "5C", "BJ", "RJ", "7S"],
                  ["4S", "8H", "9H"], ["6S", "8D", "9D"]], landlord=0, bid=3)
    play(m, 0, ["3S", "3H", "3D", "3C"])
    pass_(m, 1); pass_(m, 2)
    play(m, 0, ["5S", "5H", "5D", "5C"])
    pass_(m, 1); pass_(m, 2)
    assert m.view(None)["multiplier"] == 4
    play(m, 0, ["BJ", "RJ"])
    pass_(m, 1); pass_(m, 2)
    play(m, 0, ["7S"])
    assert m.finished
    last = m.view(None)["history"][-1]
    assert (last["bid"], last["bombs"], last["stake"]) == (3, 3, 24)
    assert last["winner"] == "landlord" and last["delta"] == [48, -24, -24]
    assert m.result()["scores"] == [48, -24, -24]


def test_peasants_win_together_and_pay_out_zero_sum():
    m = position([["3S", "KS"], ["4S", "AH"], ["5S"]], landlord=0, bid=2)
    play(m, 0, ["3S"])
    pass_(m, 1)
    play(m, 2, ["5S"])
    h = m.view(None)["history"][-1]
    assert h["winner"] == "peasants" and h["out"] == 2
    assert h["delta"] == [-4, 2, 2] and sum(h["delta"]) == 0
    assert h["remaining"] == {"0": ["KS"], "1": ["4S", "AH"], "2": []}


@pytest.mark.parametrize("spring,expected", [(False, 2), (True, 4)])
def test_spring_option_doubles_when_no_peasant_played(spring, expected):
    m = position([["3S", "KS"], ["4S", "5H"], ["6S", "7H"]], landlord=0, bid=2,
                 options={"hands": 1, "spring": spring})
    play(m, 0, ["KS"])
    pass_(m, 1); pass_(m, 2)
    play(m, 0, ["3S"])
    h = m.view(None)["history"][-1]
    assert h["spring"] is spring and h["stake"] == expected


def test_spring_when_landlord_played_only_the_first_lead():
    m = position([["3S", "4D", "5C"], ["AS", "8H"], ["6S", "7H"]], landlord=0, bid=1,
                 options={"hands": 1, "spring": True})
    play(m, 0, ["3S"])
    play(m, 1, ["AS"])
    pass_(m, 2); pass_(m, 0)
    play(m, 1, ["8H"])
    h = m.view(None)["history"][-1]
    assert h["winner"] == "peasants" and h["spring"] and h["stake"] == 2
    assert h["delta"] == [-4, 2, 2]


def test_play_accepts_any_suits_of_the_same_ranks_and_normalises():
    m = position([["3S", "3H", "3D", "3C", "9C", "KS"], ["4S"], ["5S"]], landlord=0)
    canonical = {"type": "play", "cards": ["3S", "3H", "3D", "9C"], "combo": "triplet_single"}
    assert canonical in m.legal_actions(0)
    play(m, 0, ["3C", "9C", "3H", "3D"])
    assert m.last_action() == [0, canonical]
    assert m.view(0)["hand"] == ["3C", "KS"]
    assert m.view(None)["trick"]["current"] == {"seat": 0, "cards": canonical["cards"],
                                                "combo": "triplet_single"}


def test_play_refusals():
    m = position([["3S", "3H", "3D", "9C", "KS"], ["4S"], ["5S"]], landlord=0)
    before = json.dumps(m.state, sort_keys=True)
    cases = [({"type": "play", "cards": ["4S"]}, "not_in_hand"),
             ({"type": "play", "cards": ["3S", "3S"]}, "duplicate_card"),
             ({"type": "play", "cards": []}, "malformed"),
             ({"type": "play", "cards": "3S"}, "malformed"),
             ({"type": "play", "cards": ["3S", "KS"]}, "no_combination"),
             ({"type": "play", "cards": ["3S"], "combo": "pair"}, "wrong_combo"),
             ({"type": "play", "cards": ["3S"], "extra": 1}, "malformed"),
             ({"type": "bid", "value": 1}, "malformed"),
             ({"type": "play", "cards": [object()]}, "malformed")]
    for action, code in cases:
        with pytest.raises(engine.IllegalAction) as e:
            m.act(0, action)
        assert e.value.code == code, (action, e.value)
        assert "/" in str(e.value)
    assert json.dumps(m.state, sort_keys=True) == before


def test_four_players_double_deck_bombs_rocket_and_landlord_against_three():
    hands = [["9S", "9H", "9D", "9C", "9S#2", "3S", "KS"],
             ["4S", "4H", "4D", "4C", "4S#2", "4H#2", "8C"],
             ["BJ", "RJ", "BJ#2", "RJ#2", "7D"], ["6S", "6H"]]
    m = position(hands, landlord=0, players=4, bid=1)
    play(m, 0, ["9S", "9H", "9D", "9C", "9S#2"])
    play(m, 1, ["4S", "4H", "4D", "4C", "4S#2", "4H#2"]), "six 4s beat five 9s"
    play(m, 2, ["BJ", "RJ", "BJ#2", "RJ#2"])
    with pytest.raises(engine.IllegalAction):
        play(m, 3, ["6S", "6H"])
    pass_(m, 3); pass_(m, 0); pass_(m, 1)
    play(m, 2, ["7D"])
    h = m.view(None)["history"][-1]
    assert h["bombs"] == 3 and h["stake"] == 8 and h["winner"] == "peasants"
    assert h["delta"] == [-24, 8, 8, 8]


def test_match_of_n_hands_with_running_totals():
    m = engine.new_game("doudizhu", 3, seed=21, options={"hands": 3})
    while not m.finished:  # random players: the totals, not the bots, are tested
        s = m.to_act()[0]
        m.act(s, m.bot_action(s, "random"))
    hist = m.view(None)["history"]
    assert [h["hand_no"] for h in hist] == [1, 2, 3]
    totals = [0, 0, 0]
    for h in hist:
        totals = [a + b for a, b in zip(totals, h["delta"])]
        assert h["scores"] == totals
    assert m.result()["scores"] == totals and sum(totals) == 0
    with pytest.raises(engine.IllegalAction) as e:
        m.act(0, {"type": "pass"})
    assert e.value.code == "game_over"
    assert m.to_act() == [] and m.legal_actions(0) == []


def test_options_are_checked():
    for options in ({"hands": 0}, {"hands": "3"}, {"spring": 1}, {"nope": True}, []):
        with pytest.raises(engine.IllegalAction) as e:
            engine.new_game("doudizhu", 3, seed=1, options=options)
        assert e.value.code == "bad_options"
    for players in (2, 5, "3"):
        with pytest.raises(engine.IllegalAction) as e:
            engine.new_game("doudizhu", players, seed=1)
        assert e.value.code == "bad_players"
    assert engine.new_game("doudizhu", 4, seed=1).options["hands"] == 4
    assert engine.new_game("doudizhu", 3, seed=1).options == {"hands": 6, "show_kitty": True, "spring": False}


def test_the_saved_games_summary_says_the_hand_and_the_signed_scores():
    """Home tells two saves apart by it (#30.16): the hand of the match and
    each seat's total, with the sign of a gain."""
    m = position([["3S", "KS"], ["4S", "AH"], ["5S"]], landlord=0, bid=2, options={"hands": 2})
    s = m.summary()
    assert (s["ja"], s["en"]) == ("第1ハンド（全2ハンド）", "Hand 1 of 2")
    assert s["seats"] == [{"ja": "0点", "en": "0"}] * 3
    play(m, 0, ["3S"])
    pass_(m, 1)
    play(m, 2, ["5S"])  # the peasants win: -4, +2, +2
    s = m.summary()
    assert s["en"] == "Hand 2 of 2" and [x["en"] for x in s["seats"]] == ["-4", "+2", "+2"]
    assert s["seats"][1]["ja"] == "+2点"
    one = position([["3S"], ["4S"], ["5S"]], landlord=0)
    play(one, 0, ["3S"])
    assert one.finished and (one.summary()["ja"], one.summary()["en"]) == ("全1ハンド終了", "1 hand played")
