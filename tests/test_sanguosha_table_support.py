"""What the table (issue #16) needs from the engine, played out in hand-built
positions: standing answers (kept in the record, so replays agree), the
明察秋毫 chain carried by the question, the viewer's distances, and undo that
never crosses another player's answer."""

from __future__ import annotations

import pytest

from hotseat import engine, session
from sanguosha_helpers import Table, position

NOAUTO = {"auto_pass": False}
P = {"type": "pass"}
STAND_CARD = {"type": "pass", "standing": "card"}
STAND_TURN = {"type": "pass", "standing": "turn"}


def test_no_nullification_for_the_rest_of_this_card():
    """南蛮襲来 from seat 0 at 4 players: seat 2 holds a 明察秋毫 and says
    "not for this card" in the first window; the windows on seats 2 and 3
    skip it, seat 1 (who only passed) is asked again each time. On the next
    scroll seat 2 is asked again."""
    m = position(4, current=0, hands={0: ["savage_assault-S7", "dismantlement-S3"],
                                      1: ["nullification-SJ"], 2: ["nullification-CQ", "slash-C2"],
                                      3: ["dodge-D2"]})
    t = Table(m).use(0, "savage_assault-S7")
    # the window on seat 1: asked from the current player (0 holds none: auto-passed)
    assert t.ask() == ("nullify", 1) and STAND_CARD in m.legal_actions(1)
    t.pass_(1)
    assert t.ask() == ("nullify", 2)
    assert m.legal_actions(2) == [{"type": "play", "card": "nullification-CQ"}, P, STAND_CARD]
    t.do(2, STAND_CARD)
    # public: everyone sees the standing answer
    assert m.view(None)["standing"]["nullify"] == [None, None, 1, None]
    # seat 1 has no 殺 (auto-pass): damage; the window on seat 2 asks only seat 1
    assert m.state["hp"][1] == 3
    assert t.ask() == ("nullify", 1)
    t.pass_(1)
    assert t.ask() == ("slash", 2)
    t.play(2, "slash-C2")
    # the window on seat 3: seat 1 again, never seat 2
    assert t.ask() == ("nullify", 1)
    t.pass_(1)
    assert m.state["hp"] == [4, 3, 4, 3]
    assert t.asks == [("play", 0), ("nullify", 1), ("nullify", 2), ("nullify", 1), ("slash", 2),
                      ("nullify", 1), ("play", 0)]
    # a new card: seat 2 is asked again (its standing answer was for the last card only)
    t.use(0, "dismantlement-S3", 3)
    assert t.ask() == ("nullify", 1)
    t.pass_(1)
    assert t.ask() == ("nullify", 2)
    # the choice is kept in the record, as the player made it
    assert [2, STAND_CARD] in m.record()["actions"]


def test_standing_card_is_offered_only_while_targets_remain():
    m = position(3, current=0, hands={0: ["dismantlement-S3"], 1: ["nullification-SJ", "dodge-D2"]})
    t = Table(m).use(0, "dismantlement-S3", 1)
    assert t.ask() == ("nullify", 1) and STAND_CARD not in m.legal_actions(1)
    with pytest.raises(engine.IllegalAction):
        m.act(1, STAND_CARD)


def test_no_dodge_this_turn_unless_i_hold_one():
    """Auto-pass off. 張飛 (咆哮) uses three 殺 on seat 1, who holds no 閃 and
    answers "not this turn": the second 殺 does not ask. Before the third,
    seat 1 holds a 閃 again, and is asked: the standing answer holds only
    while the seat has no way to dodge."""
    m = position(3, current=0, generals=["zhangfei", None, None],
                 hands={0: ["slash-S7", "slash-S8", "slash-S9"], 1: ["peach-H3"]}, options=NOAUTO)
    t = Table(m).use(0, "slash-S7", 1)
    assert t.ask() == ("dodge", 1) and m.legal_actions(1) == [P, STAND_TURN]
    t.do(1, STAND_TURN)
    assert m.state["hp"][1] == 3
    # 1 is not asked for the second 殺 (nor for 桃: not dying)
    t.use(0, "slash-S8", 1)
    assert m.state["hp"][1] == 2 and ("dodge", 1) not in t.asks[-2:]
    assert t.asks == [("play", 0), ("dodge", 1), ("play", 0), ("play", 0)]
    # holding a 閃 again, the seat is asked even with its standing answer
    m.state["hand"][1].append(m.state["pile"].pop(m.state["pile"].index("dodge-D2")))
    t.use(0, "slash-S9", 1)
    assert t.ask() == ("dodge", 1)
    assert m.legal_actions(1) == [{"type": "play", "card": "dodge-D2"}, P, STAND_TURN]


def test_dodge_standing_ends_with_the_turn():
    m = position(3, current=0, hands={0: ["slash-S7"], 2: ["slash-S8"], 1: ["peach-H3"]},
                 options=NOAUTO)
    t = Table(m).use(0, "slash-S7", 1).do(1, STAND_TURN)
    assert m.view(2)["standing"]["dodge"][1] == m.state["turn"]
    t.end(0)
    while t.ask() != ("play", 2):
        q = m.state["ask"]
        a = {"play": {"type": "end"}, "discard": m.legal_actions(q["seat"])[0]}.get(q["kind"], P)
        t.do(q["seat"], a)
    t.use(2, "slash-S8", 1)
    assert t.ask() == ("dodge", 1)  # a new turn: asked again


def test_nullification_question_carries_the_chain():
    m = position(4, current=0, hands={0: ["dismantlement-S3", "nullification-SJ"],
                                      1: ["nullification-CQ", "dodge-H2"], 2: ["nullification-CK"]})
    t = Table(m).use(0, "dismantlement-S3", 1)
    q = m.view(None)["ask"]
    assert q["depth"] == 1 and [e["card"] for e in q["chain"]] == ["dismantlement-S3"]
    t.pass_(0).play(1, "nullification-CQ")
    t.play(0, "nullification-SJ")
    q = m.view(3)["ask"]
    assert q["seat"] == 2 and q["depth"] == 3
    assert [e["card"] for e in q["chain"]] == ["dismantlement-S3", "nullification-CQ", "nullification-SJ"]
    assert q["chain"][0]["target"] == 1 and q["chain"][2]["user"] == 0


def test_view_gives_the_viewers_distances_and_range():
    m = position(6, current=0, hands={0: ["slash-S7"]}, equip={0: ["kylin_bow-H5"], 2: ["jueying-S5"]})
    v = m.view(0)
    assert v["distance"] == [None, 1, 3, 3, 2, 1] and v["range"] == 5
    assert "distance" not in m.view(None)
    m.state["alive"][1] = False
    m.state["hand"][1] = []
    assert m.view(0)["distance"] == [None, None, 2, 2, 2, 1]


def test_undo_never_crosses_a_bots_answer():
    """A human's 殺 answered by another seat's 閃: the human cannot take it
    back (issue #16); a human's equip with nothing answered can be."""
    from hotseat.session import _undo_cut
    m = position(3, current=0, hands={0: ["slash-S7", "kylin_bow-H5"], 1: ["dodge-H2"]})
    t = Table(m).use(0, "kylin_bow-H5")
    assert _undo_cut(m, [0], 0) == 0
    t.use(0, "slash-S7", 1).play(1, "dodge-H2")
    with pytest.raises(engine.IllegalAction) as e:
        _undo_cut(m, [0], 0)
    assert e.value.code == "not_your_move"


def test_other_games_still_undo_over_the_bots():
    """Dou Dizhu: a human's bid and the bots' bids after it go back together."""
    from hotseat.session import _undo_cut
    d = engine.new_game("doudizhu", 3, 7)
    human = d.to_act()[0]
    d.act(human, {"type": "bid", "value": 1})
    bot = d.to_act()[0]
    d.act(bot, {"type": "bid", "value": 0})
    assert d.moves == 2 and _undo_cut(d, [human], human) == 0


STAND_OWN = {"type": "pass", "standing": "own"}


def test_never_cancel_my_own_cards():
    """Seat 0 holds 明察秋毫 and uses 無中生有: asked about its own card, it
    answers "never cancel my own cards". Its 五穀豊穣 then asks it about no
    pick of its own card (seat 1 is asked about each); when seat 1 cancels
    one pick, seat 0 is asked about that 明察秋毫 (not its own card). The
    answer is a move of the record, seen by everyone."""
    m = position(3, current=0, hands={0: ["ex_nihilo-H7", "amazing_grace-H3", "nullification-SJ"],
                                      1: ["nullification-CQ", "nullification-CK"]})
    t = Table(m).use(0, "ex_nihilo-H7")
    assert t.ask() == ("nullify", 0)
    assert m.legal_actions(0) == [{"type": "play", "card": "nullification-SJ"}, P, STAND_OWN]
    t.do(0, STAND_OWN)
    assert m.view(None)["standing"]["own"] == [True, False, False]
    assert [0, STAND_OWN] in m.record()["actions"]
    assert t.ask() == ("nullify", 1) and STAND_OWN not in m.legal_actions(1)
    t.pass_(1)
    assert len(m.state["hand"][0]) == 4  # 五穀豊穣, 明察秋毫 and the two drawn
    t.use(0, "amazing_grace-H3")
    # the window on seat 0's own pick skips seat 0
    assert t.ask() == ("nullify", 1)
    t.play(1, "nullification-CQ")
    # a 明察秋毫 against seat 0's card: seat 0 is asked about it
    assert t.ask() == ("nullify", 0)
    assert STAND_OWN not in m.legal_actions(0)
    t.pass_(0)
    # the rest of the card: the windows on each pick ask seat 1 only
    rest = len(t.asks)
    while t.ask() != ("play", 0):
        q = m.state["ask"]
        t.do(q["seat"], P if q["kind"] == "nullify" else m.legal_actions(q["seat"])[0])
    assert ("nullify", 1) in t.asks[rest:] and ("nullify", 0) not in t.asks[rest:]


def test_own_cards_answer_is_refused_elsewhere():
    """Asked about another's card, "never cancel my own cards" is not an answer."""
    m = position(3, current=0, hands={0: ["dismantlement-S3"], 1: ["nullification-SJ", "dodge-D2"]})
    t = Table(m).use(0, "dismantlement-S3", 1)
    assert t.ask() == ("nullify", 1) and STAND_OWN not in m.legal_actions(1)
    with pytest.raises(engine.IllegalAction):
        m.act(1, STAND_OWN)
    # and a game where no one gives it keeps the state it always had
    assert "own" not in m.view(None)["standing"]
