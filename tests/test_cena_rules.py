"""Cena's rules played out: deals, the information phase, alliances and
tricks, follow-suit, the 8 topics, scoring and the game's deals."""

import json
import re

import pytest

from hotseat import engine
from hotseat.games.cena import alliances, scoring, topics
from hotseat.games.cena.cards import DECK, label
from cena_helpers import play, position


def refused(m, seat, action, code):
    before = json.dumps(m.state, sort_keys=True)
    with pytest.raises(engine.IllegalAction) as e:
        m.act(seat, action)
    assert e.value.code == code, e.value
    assert e.value.ja and e.value.en
    assert json.dumps(m.state, sort_keys=True) == before
    return e.value


# --- the deal ---------------------------------------------------------------------

@pytest.mark.parametrize("players,size", [(3, 12), (4, 10), (5, 8)])
def test_deal_sizes_and_the_cards_set_aside(players, size):
    m = engine.new_game("cena", players, seed=11)
    hands = m.state["hands"]
    assert [len(h) for h in hands] == [size] * players
    aside = m.state["aside"]
    assert len(aside) == (4 if players == 3 else 0)
    assert sorted([c for h in hands for c in h] + aside) == sorted(DECK)
    pub = m.view(None)
    assert pub["aside"] == len(aside) and pub["counts"] == [size] * players
    assert pub["deal"] == 1 and pub["host"] == 0 and 1 <= pub["topic"] <= 8
    for seat in [None, *range(players)]:
        text = json.dumps(m.view(seat))
        assert not any(f'"{c}"' in text for c in aside), "the set-aside cards are never seen"


def test_card_ids_are_suit_dash_number():
    assert len(DECK) == 40 and DECK[0] == "ale-1" and DECK[-1] == "cider-10"
    assert {c.split("-")[0] for c in DECK} == {"ale", "mead", "wine", "cider"}


# --- information phase --------------------------------------------------------------

def test_reveal_is_simultaneous_and_hidden_until_everyone_has_chosen():
    m = engine.new_game("cena", 4, seed=2)
    assert m.to_act() == [0, 1, 2, 3]
    hand2 = m.view(2)["hand"]
    pick = [hand2[5], hand2[0], hand2[9]]
    m.act(2, {"type": "reveal", "cards": pick})
    assert m.to_act() == [0, 1, 3] and m.legal_actions(2) == []
    assert m.view(2)["my_reveal"] == [hand2[0], hand2[5], hand2[9]]  # hand order
    for seat in (None, 0, 1, 3):
        v = m.view(seat)
        assert v["revealed"] is None and v["shown"] is None
        assert v["chosen"] == [False, False, True, False]
        assert "my_reveal" not in v or v["my_reveal"] is None
    assert m.can_undo()          # nothing was shown yet
    for seat in (0, 1, 3):
        m.act(seat, m.legal_actions(seat)[-1])
    v = m.view(None)
    assert v["phase"] == "play" and v["revealed"][2] == [hand2[0], hand2[5], hand2[9]]
    assert all(len(r) == 3 for r in v["revealed"])
    assert not m.can_undo()      # the reveals appeared together: an undo barrier
    assert m.to_act() == [1]     # the host's left neighbour leads
    # Once a shown card is played it leaves `revealed` (no longer face up
    # before its owner) but stays in `shown`: the table saw it revealed.
    assert v["shown"] == v["revealed"]
    shown1 = list(v["shown"][1])
    m.act(1, next(a for a in m.legal_actions(1) if a["card"] == shown1[0]))
    v = m.view(3)
    assert v["revealed"][1] == shown1[1:] and v["shown"][1] == shown1


def test_reveal_mistakes_are_refused_with_the_rule():
    m = engine.new_game("cena", 3, seed=2)
    hand = m.view(0)["hand"]
    other = m.view(1)["hand"][0]
    e = refused(m, 0, {"type": "reveal", "cards": hand[:2]}, "reveal_count")
    assert "exactly 3" in e.en and "3枚" in e.ja
    refused(m, 0, {"type": "reveal", "cards": hand[:4]}, "reveal_count")
    refused(m, 0, {"type": "reveal", "cards": [hand[0], hand[0], hand[1]]}, "duplicate_card")
    refused(m, 0, {"type": "reveal", "cards": [hand[0], hand[1], other]}, "not_in_hand")
    refused(m, 0, {"type": "reveal", "cards": "ale-1"}, "malformed")
    refused(m, 0, {"type": "reveal", "cards": hand[:3], "extra": 1}, "malformed")
    refused(m, 0, {"type": "play", "card": hand[0], "to": 0}, "reveal_first")


# --- alliances and tricks ----------------------------------------------------------

def test_alliance_geometry():
    assert alliances.alliances_of(0, 4) == (3, 0)
    assert alliances.members(3, 4) == (3, 0)
    # Alliance i shows the suit before seat i and the number before seat i+1.
    spots = [{"card": "ale-2", "order": 0}, {"card": "mead-9", "order": 1},
             None, {"card": "wine-5", "order": 2}]
    assert alliances.shows(spots) == [("ale", 9), ("mead", None), (None, 5), ("wine", 2)]


def test_trick_everyone_in_front_of_themselves():
    # 4 players, simple placements. Alliance i = suit before i, number before i+1.
    m = position([["ale-4", "cider-1"], ["ale-9", "cider-2"], ["mead-3", "cider-3"],
                  ["ale-6", "cider-4"]], leader=0)
    play(m, 0, "ale-4", 0)
    play(m, 1, "ale-9", 1)
    play(m, 2, "mead-3", 2)
    play(m, 3, "ale-6", 3)
    # Alliances show: 0 = ale/9, 1 = ale/3, 2 = mead/6, 3 = ale/4 -> alliance 0 wins.
    v = m.view(None)
    assert v["last_trick"]["winner"] == 0
    assert v["alliances"][0]["taken"] == 4 and m.state["taken"][0] == ["ale-4", "ale-9", "mead-3", "ale-6"]
    assert v["trick"]["leader"] == 1 and m.to_act() == [1]   # the winning alliance's left player leads


def test_a_card_led_in_front_of_another_player_sets_the_lead_suit():
    m = position([["wine-2", "cider-1"], ["ale-10", "cider-2"], ["wine-8", "cider-3"]], leader=0)
    play(m, 0, "wine-2", 2)              # led in front of seat 2: alliance 2 shows wine
    assert m.view(None)["trick"]["lead_suit"] == "wine"
    assert m.legal_actions(1) == [{"type": "play", "card": c, "to": s}
                                  for c in ("ale-10", "cider-2") for s in (0, 1)]
    play(m, 1, "ale-10", 0)              # no wine: anything; ale 10 before seat 0
    play(m, 2, "wine-8", 1)              # wine 8 before seat 1
    # Shows: 0 = ale/8 (off suit), 1 = wine/2, 2 = wine/10 -> alliance 2 (seats 2 and 0).
    v = m.view(None)
    assert v["last_trick"]["winner"] == 2 and m.to_act() == [0]


def test_equal_numbers_the_earlier_suit_card_wins():
    # The spec's example: ale 7 and mead 7. Lead ale; alliances 0 and 2 both show ale 7.
    m = position([["ale-3", "cider-1"], ["mead-7", "cider-2"], ["ale-5", "cider-3"],
                  ["ale-7", "cider-4"]], leader=2)
    play(m, 2, "ale-5", 0)     # order 0: gives ale to alliance 0, its 5 to alliance 3
    play(m, 3, "ale-7", 1)     # order 1: ale to alliance 1, 7 to alliance 0
    play(m, 0, "ale-3", 2)     # order 2: ale to alliance 2, 3 to alliance 1
    play(m, 1, "mead-7", 3)    # order 3: mead to alliance 3, 7 to alliance 2
    # Shows: 0 = ale/7, 1 = ale/3, 2 = ale/7, 3 = mead/5. Alliances 0 and 2 tie on 7;
    # alliance 0's ale (order 0) went down before alliance 2's (order 2).
    assert m.view(None)["last_trick"]["winner"] == 0
    # The same tie the other way round: now alliance 2's ale went down first.
    assert alliances.winner(
        [{"card": "ale-3", "order": 2}, {"card": "mead-7", "order": 3},
         {"card": "ale-5", "order": 0}, {"card": "ale-7", "order": 1}], "ale") == 2


def test_only_alliances_showing_the_lead_suit_can_win():
    m = position([["mead-1", "cider-1"], ["ale-10", "cider-2"], ["wine-10", "cider-3"]], leader=0)
    play(m, 0, "mead-1", 1)    # lead mead, in front of seat 1: alliance 1 shows mead
    play(m, 1, "ale-10", 2)    # number 10 to alliance 1; ale to alliance 2
    play(m, 2, "wine-10", 0)   # wine to alliance 0; 10 to alliance 2
    # Alliance 1 = mead/10 (wins), 0 = wine/1, 2 = ale/10 (off suit: loses despite 10).
    assert m.view(None)["last_trick"]["winner"] == 1


# --- follow suit and placement --------------------------------------------------------

def test_follow_suit_and_placement_are_enforced():
    m = position([["ale-4", "cider-1"], ["ale-9", "mead-2"], ["mead-3", "cider-3"]], leader=0)
    play(m, 0, "ale-4", 1)
    e = refused(m, 1, {"type": "play", "card": "mead-2", "to": 0}, "must_follow_suit")
    assert "lead suit" in e.en and "エール" in e.ja
    refused(m, 1, {"type": "play", "card": "ale-9", "to": 1}, "spot_taken")
    refused(m, 1, {"type": "play", "card": "ale-9", "to": 3}, "bad_target")
    refused(m, 1, {"type": "play", "card": "ale-9", "to": True}, "bad_target")
    refused(m, 1, {"type": "play", "card": "cider-3", "to": 0}, "not_in_hand")
    refused(m, 1, {"type": "play", "card": "ale-9"}, "malformed")
    refused(m, 1, {"type": "reveal", "cards": ["ale-9"]}, "play_a_card")
    refused(m, 2, {"type": "play", "card": "mead-3", "to": 0}, "not_your_turn")
    assert m.legal_actions(1) == [{"type": "play", "card": "ale-9", "to": 0},
                                  {"type": "play", "card": "ale-9", "to": 2}]
    play(m, 1, "ale-9", 2)
    # Seat 2 has no ale: any card, on the one free spot.
    assert m.legal_actions(2) == [{"type": "play", "card": c, "to": 0} for c in ("mead-3", "cider-3")]


def test_simple_rules_only_your_own_spot():
    m = position([["ale-4", "cider-1"], ["ale-9", "mead-2"], ["mead-3", "cider-3"]], leader=0,
                 options={"simple": True})
    assert m.legal_actions(0) == [{"type": "play", "card": c, "to": 0} for c in ("ale-4", "cider-1")]
    refused(m, 0, {"type": "play", "card": "ale-4", "to": 1}, "simple_own_spot")


# --- topics and scoring ------------------------------------------------------------------

@pytest.mark.parametrize("topic,taken,expected", [
    (1, ["ale-6", "mead-6", "wine-7"], -20),
    (2, ["ale-1", "ale-10", "mead-1"], -8),
    (3, ["mead-1", "mead-2", "mead-9", "ale-3"], -16),
    (4, ["ale-1", "cider-1", "wine-2"], -20),
    (5, ["wine-2", "wine-3", "wine-10"], -16),
    (6, ["ale-9", "mead-10", "wine-8"], -10),
    (7, ["cider-1", "cider-4", "cider-5", "ale-2"], -20),
    (8, ["cider-1", "ale-6"], 0),
])
def test_each_topic_penalty(topic, taken, expected):
    assert topics.penalty(topics.TOPICS[topic], taken, won_last=False) == expected


def test_every_topic_costs_40_over_the_deck_and_topic_8_hits_the_last_trick():
    for t, card in topics.TOPICS.items():
        assert topics.penalty(card, list(DECK), won_last=True) == -40, t
    assert topics.penalty(topics.TOPICS[8], ["ale-1"], won_last=True) == -40


def test_a_deal_scores_alliances_and_players():
    # One trick left, topic 8: the alliance that takes it loses 40.
    m = position([["ale-4"], ["ale-9"], ["mead-3"]], leader=0, topic=8)
    m.state["taken"] = [["wine-1", "wine-2"], ["wine-3"], []]
    play(m, 0, "ale-4", 0)
    play(m, 1, "ale-9", 1)
    play(m, 2, "mead-3", 2)
    # Shows: 0 = ale/9 wins; alliance 0 took 2 + 3 cards and the last trick.
    h = m.view(None)["history"][0]
    assert h["won_last"] == 0 and h["cards"] == [5, 1, 0]
    assert h["penalties"] == [-40, 0, 0] and h["alliances"] == [-35, 1, 0]
    # Seat s scores alliances s-1 and s.
    assert h["delta"] == [-35 + 0, -35 + 1, 1 + 0] and m.view(None)["scores"] == h["delta"]
    assert m.view(None)["deal"] == 2 and m.view(None)["host"] == 1
    assert m.view(None)["phase"] == "reveal" and not m.can_undo()


def test_deal_scores_by_seat_are_the_sum_of_both_alliances():
    s = scoring.deal_scores(topics.TOPICS[1], [["ale-6", "ale-1"], ["mead-6"], [], ["ale-2"]], won_last=3)
    assert s["alliances"] == [-8, -9, 0, 1]
    assert s["players"] == [1 + -8, -8 + -9, -9 + 0, 0 + 1]


# --- the game -----------------------------------------------------------------------------

def _play_out(m, pick=lambda legal: legal[0]):
    while not m.finished:
        seat = m.to_act()[0]
        m.act(seat, pick(m.legal_actions(seat)))
    return m


@pytest.mark.parametrize("players,options,deals", [
    (3, {}, 3), (4, {}, 3), (5, {}, 3), (4, {"everyone_hosts": True}, 4),
    (5, {"everyone_hosts": True}, 5)])
def test_deals_hosts_and_topics(players, options, deals):
    m = _play_out(engine.new_game("cena", players, seed=4, options=options))
    hist = m.result()["deals"]
    assert [h["deal"] for h in hist] == list(range(1, deals + 1))
    assert [h["host"] for h in hist] == [d % players for d in range(deals)]
    assert len({h["topic"] for h in hist}) == deals     # a topic is never drawn twice
    totals = [sum(h["delta"][s] for h in hist) for s in range(players)]
    assert m.result()["scores"] == totals == hist[-1]["scores"]
    best = max(totals)
    assert m.result()["winners"] == [s for s in range(players) if totals[s] == best]


def test_first_game_topics_in_order():
    m = _play_out(engine.new_game("cena", 4, seed=4, options={"first_game_topics": True,
                                                            "everyone_hosts": True}))
    got = [h["topic"] for h in m.result()["deals"]]
    assert got[:3] == [1, 2, 3] and got[3] not in (1, 2, 3)


def test_first_lead_is_the_hosts_left_neighbour():
    m = engine.new_game("cena", 5, seed=8)
    for seat in range(5):
        m.act(seat, m.legal_actions(seat)[0])
    assert m.view(None)["host"] == 0 and m.to_act() == [1]


def test_the_rules_page_lists_the_engines_topic_cards():
    """The in-app rules (web/cena/rules.js) show the same 8 topics as topics.py."""
    from pathlib import Path
    text = (Path(__file__).resolve().parents[1] / "web" / "cena" / "rules.js").read_text("utf-8")
    for t, card in topics.TOPICS.items():
        row = (f'{t}: {{ source: "{card["source"]}", '
               f'text: D("{card["text"]["ja"]}", "{card["text"]["en"]}") }}')
        assert row in text, row


# --- what may be seen of finished tricks -----------------------------------------------

def _play_tricks(options, tricks, extra=0):
    """A 4-player deal (each seat reveals its 3 lowest cards, then plays the
    last legal action) through ``tricks`` whole tricks and ``extra`` more
    cards; returns the match and the finished tricks' cards in order (read
    from the state, which knows them all)."""
    m = engine.new_game("cena", players=4, seed=21, options=options)
    for seat in range(4):
        m.act(seat, m.legal_actions(seat)[0])
    for _ in range(tricks * 4 + extra):
        seat = m.to_act()[0]
        m.act(seat, m.legal_actions(seat)[-1])
    tricks_of = m.state["tricks"] if m.state["tricks"] else m.state["history"][-1]["tricks"]
    done = [[x["card"] for x in t["spots"]] for t in tricks_of]
    assert len(done) == tricks
    return m, done


def _unrevealed(m, cards):
    """Those of ``cards`` never shown in the information phase (shown cards
    were public from the start, and the "revealed" events say which)."""
    shown = {c for r in m.state["shown"] for c in r}
    return {c for c in cards if c not in shown}


def _named(view, cards):
    """The cards among ``cards`` that the view names anywhere (history apart:
    a finished deal's taken cards are scored in the open)."""
    return _named_in({k: v for k, v in view.items() if k != "history"}, cards)


def _named_in(data, cards):
    text = json.dumps(data, ensure_ascii=False)
    return {c for c in cards if f'"{c}"' in text
            or re.search(rf"({re.escape(label(c))}|{re.escape(label(c, 'ja'))})(?!\d)", text)}


def _own_plays(m, seat):
    """The cards ``seat`` played this game (its private events name them)."""
    return {c for a in m.record()["actions"] if a[0] == seat and a[1]["type"] == "play"
            for c in [a[1]["card"]]}


def _whole_log(m, seat):
    page = m.log(seat, 0, engine.LOG_PAGE)
    assert page["total"] <= engine.LOG_PAGE
    return page["events"]


def _check_earlier_unnamed(m, earlier):
    """No view nor log names a card of ``earlier`` (won tricks, face down),
    except, to the seat that played it, its own card (its private
    "played_card" event: the seat chose it)."""
    for seat in [None, 0, 1, 2, 3]:
        own = set() if seat is None else _own_plays(m, seat)
        v = m.view(seat)
        assert _named({k: x for k, x in v.items() if k != "events"}, earlier) == set(), seat
        assert _named_in(v["events"], earlier) <= own, seat
        log = _whole_log(m, seat)
        assert _named_in([e for e in log if "to" not in e], earlier) == set(), seat
        assert _named_in(log, earlier) <= own, seat


def test_earlier_tricks_are_not_in_any_view_by_default():
    # Three tricks done and the fourth led: no earlier trick's card is in any view
    # (not as a trick, not in the events), only their count.
    m, done = _play_tricks({}, 3, extra=1)
    assert m.options["trick_history"] is False
    earlier = _unrevealed(m, {c for t in done for c in t})
    assert len(earlier) >= 6
    for seat in [None, 0, 1, 2, 3]:
        v = m.view(seat)
        assert "tricks" not in v and v["last_trick"] is None and v["tricks_done"] == 3
    _check_earlier_unnamed(m, earlier)
    # Each seat's own earlier cards are named to it (its private events).
    for s in range(4):
        mine = earlier & _own_plays(m, s)
        assert _named_in(_whole_log(m, s), mine) == mine
    # The log still says who placed a card where, without the card.
    log = _whole_log(m, None)
    played = [e for e in log if e["kind"] == "played"]
    assert len(played) == 13 and not any("card" in e for e in played)
    assert all(" plays a card in front of " in e["text"]["en"] for e in played)
    assert all("の前にカードを出した" in e["text"]["ja"] for e in played)


def test_the_last_trick_is_shown_until_the_next_lead():
    m, done = _play_tricks({}, 3)
    for seat in [None, 0, 1, 2, 3]:
        v = m.view(seat)
        last = v["last_trick"]
        assert [x["card"] for x in last["spots"]] == done[2]
        assert last["winner"] == m.state["tricks"][2]["winner"]
        # The last trick's cards, and no earlier trick's.
        assert _named(v, _unrevealed(m, done[0] + done[1])) - _own_plays(m, seat) == set()
        assert _named(v, set(done[2])) == set(done[2])
    _check_earlier_unnamed(m, _unrevealed(m, done[0] + done[1]))
    seat = m.to_act()[0]
    m.act(seat, m.legal_actions(seat)[0])   # the next lead
    for seat in [None, 0, 1, 2, 3]:
        v = m.view(seat)
        assert v["last_trick"] is None
    _check_earlier_unnamed(m, _unrevealed(m, {c for t in done for c in t}))


def test_a_new_deal_does_not_show_the_previous_deals_last_trick():
    m, _ = _play_tricks({}, 10)            # the whole first deal (10 cards each)
    v = m.view(None)
    assert v["deal"] == 2 and v["phase"] == "reveal" and v["last_trick"] is None
    # The deal's end still shows its final trick (and topic 8 scores it).
    last = v["history"][0]["last_trick"]
    assert [x["card"] for x in last["spots"]] == [x["card"] for x in m.state["history"][0]["tricks"][-1]["spots"]]
    assert "tricks" not in v["history"][0]


def test_trick_history_house_rule_shows_every_finished_trick():
    m, done = _play_tricks({"trick_history": True}, 3, extra=1)
    cena = next(g for g in engine.games() if g["id"] == "cena")
    option = next(o for o in cena["options"] if o["id"] == "trick_history")
    assert option["default"] is False and option["decision"] is True   # a house rule, off
    for seat in [None, 0, 1, 2, 3]:
        v = m.view(seat)
        assert [[x["card"] for x in t["spots"]] for t in v["tricks"]] == done
        assert _named(v, {c for t in done for c in t}) == {c for t in done for c in t}
    # The log names every card in public, with no private copy.
    log = _whole_log(m, None)
    assert _named_in(log, {c for t in done for c in t}) == {c for t in done for c in t}
    assert all("card" in e for e in log if e["kind"] == "played")
    assert not any(e["kind"] == "played_card" for s in range(4) for e in _whole_log(m, s))
    took = [e for e in log if e["kind"] == "took_trick"]
    assert [e["cards"] for e in took] == [[x["card"] for x in sorted(t["spots"], key=lambda x: x["order"])]
                                          for t in m.state["tricks"]]
    m2, _ = _play_tricks({"trick_history": True}, 10)
    assert len(m2.view(None)["history"][0]["tricks"]) == 10


def test_the_saved_games_summary_says_the_deal_and_the_scores():
    """Home tells two saves apart by it (#30.16)."""
    m = position([["ale-4"], ["ale-9"], ["mead-3"]], leader=0, topic=8)
    deals = m.view(None)["deals"]
    assert (m.summary()["ja"], m.summary()["en"]) == (f"第1ディール／全{deals}", f"Deal 1 of {deals}")
    m.state["taken"] = [["wine-1", "wine-2"], ["wine-3"], []]
    play(m, 0, "ale-4", 0)
    play(m, 1, "ale-9", 1)
    play(m, 2, "mead-3", 2)
    s = m.summary()
    assert s["en"] == f"Deal 2 of {deals}"
    assert [x["en"] for x in s["seats"]] == [str(x) for x in m.view(None)["scores"]] == ["-35", "-34", "1"]
