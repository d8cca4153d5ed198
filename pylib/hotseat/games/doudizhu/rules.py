"""Dou Dizhu's flow: deal, auction, tricks, end of hand, a match of N hands.

Implements ``../shared/rules/doudizhu.md``. The state is plain data; the
:class:`DouDizhu` methods are the game's side of the engine protocol.

Turn structure: ``phase`` is "auction", "play" or "over"; ``turn`` is the one
seat that may act. A hand that ends, or an auction everyone passed, deals the
next cards at once (chance is drawn from the state's generator), and the
finished hand goes into ``history`` with everyone's remaining cards.

What happened is told as events (:mod:`.events`: the kinds and their fields),
emitted without text on the hot path (a play, a pass, a bid): their log lines
are made from the fields when shown (:meth:`DouDizhu.event_text`). The state
keeps no log; what the bot counted from it, the cards each seat has played
this hand, is ``played_cards`` (bounded by the deck).
"""

from __future__ import annotations

from itertools import accumulate

from ...rng import Rng
from typing import Any

from ...rules import Action, IllegalAction, Rules, State, emit, score_labels, winners
from . import bot, combos, events, scoring
from .cards import ORDER, RANK, RANK_NAME_OF, counts_of, deck, display_order, label
from .listing import ID, MAX_PLAYERS, MIN_PLAYERS, NAME, OPTIONS

#: Per player count: decks, cards per hand, kitty size, default match length.
TABLE = {
    3: {"copies": 1, "hand": 17, "kitty": 3},
    4: {"copies": 2, "hand": 25, "kitty": 8},
}
MAX_BID = 3
_COPIES = {players: t["copies"] for players, t in TABLE.items()}
#: Kinds whose key is the rank of their cards in either deck (a double-deck
#: bomb's also counts its cards).
_RANK_KEYED = frozenset(("single", "pair", "triplet"))
#: A card's rank name, for the ``played`` event (bound once: a bound method
#: made per play costs).
_RANK_NAME = RANK_NAME_OF.__getitem__


_LANDLORD = {"ja": "地主", "en": "Landlord"}
_PEASANT = {"ja": "農民", "en": "Peasant"}


class DouDizhu(Rules):
    id = ID
    chapter = (("dealt",), {"ja": "第{n}ハンド", "en": "Hand {n}"})
    name = NAME
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    options = OPTIONS

    # --- set-up and dealing ---------------------------------------------------
    def setup(self, players: int, seed: int, options: dict) -> State:
        state: State = {
            "players": players, "options": dict(options), "rng": Rng(seed).state,
            "hand_no": 0, "scores": [0] * players, "history": [], "phase": "auction",
            "events": [],
        }
        self._deal(state, first_bidder=None)
        return state

    def _deal(self, state: State, first_bidder: int | None) -> None:
        """Shuffle and deal a hand. A new hand picks the first bidder as the
        holder of a random dealt card and shows that card [decision]; a redeal
        after an all-pass auction moves the first bid to the next seat."""
        n = state["players"]
        table = TABLE[n]
        rng = Rng(0)
        rng.state = state["rng"]
        cards = deck(table["copies"])
        rng.shuffle(cards)
        size = table["hand"]
        order = ORDER.__getitem__
        # A loop, not a comprehension: that would make cards, size and order
        # closure cells on every deal.
        hands = []
        for i in range(n):
            hands.append(sorted(cards[i * size:(i + 1) * size], key=order))
        # Each hand's cards per rank, kept in step with the hand by every
        # change: listing reads it on every turn, where counting would cost.
        rank_counts = [counts_of(h) for h in hands]
        shown = None
        if first_bidder is None:
            shown_index = rng.below(n * size)
            shown = cards[shown_index]
            first_bidder = shown_index // size
            state["hand_no"] += 1
        state["rng"] = rng.state
        state.update({
            "phase": "auction", "hands": hands, "rank_counts": rank_counts, "kitty": sorted(cards[n * size:], key=order),
            "first_bidder": first_bidder, "shown_card": shown, "turn": first_bidder,
            "bids": [], "bid": 0, "bidder": None, "passes_since_bid": 0,
            "landlord": None, "current": None, "passes": 0,
            "last_moves": [None] * n, "bombs": 0, "plays_by_seat": [0] * n,
            "played_cards": [[] for _ in range(n)],
        })
        hand_no = state["hand_no"]
        emit(state, "dealt" if shown is not None else "redealt", None, hand=hand_no,
             counts=[size] * n, kitty=len(cards) - n * size, first=first_bidder)
        for s, h in enumerate(hands):
            emit(state, "cards", None, to=[s], cards=list(h))
        if shown is not None:
            emit(state, "shown", None, card=shown, holder=first_bidder, hand=hand_no)

    # --- protocol ---------------------------------------------------------------
    def to_act(self, state: State) -> list[int]:
        return [] if state["phase"] == "over" else [state["turn"]]

    def finished(self, state: State) -> bool:
        return state["phase"] == "over"

    def _copies(self, state: State) -> int:
        return _COPIES[state["players"]]

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        return self.listing(state, seat)[0]

    def listing(self, state: State, seat: int) -> tuple[list[Action], "_Listed"]:
        """The legal actions, and a recogniser that reads them back: it keeps
        the plays it listed (tuples) and the hand they came from, nothing a
        caller can reach and change."""
        phase = state["phase"]
        if phase == "over" or seat != state["turn"]:
            return [], _NOTHING
        if phase == "auction":
            # Pass (0) or outbid; not a comprehension reading ``state``,
            # which would make it a closure cell on every call of listing().
            values = [0, *range(state["bid"] + 1, MAX_BID + 1)]
            return [{"type": "bid", "value": v} for v in values], _Listed(((), 0, (), (), (), values))
        hand = state["hands"][seat]
        counts = state["rank_counts"][seat]
        copies = _COPIES[state["players"]]
        cur = state["current"]
        if cur is None:
            found = combos.plays(counts, copies)
            out: list[Action] = []
            first = 0  # where the plays start in out
        else:
            found = combos.answers(counts, copies, (cur["combo"], cur["key"], len(cur["cards"])))
            if not found:  # half of all turns: nothing beats the table
                return [{"type": "pass"}], _PASS_ONLY
            out = [{"type": "pass"}]
            first = 1
        at = [0, *accumulate(counts)]  # _rank_starts, without the call
        if found:
            # plays() lists each (combo, ranks) once, so no de-duplication.
            # This is the engine's hottest code (a leader may have hundreds
            # of plays): one action per play, and nothing else per play.
            append = out.append
            for combo, key, n, groups in found:
                if len(groups) == 1:
                    r, k = groups[0]
                    # A single (most plays) needs no slice object.
                    cards = [hand[at[r]]] if k == 1 else hand[at[r]:at[r] + k]
                elif len(groups) == 2:  # a triplet, quadplex or airplane with one more rank
                    (r, k), (r2, k2) = groups
                    cards = hand[at[r]:at[r] + k] + hand[at[r2]:at[r2] + k2]
                elif combo == "sequence":
                    # The first card of each rank from the lowest (the key)
                    # on, fetched in C: a lead lists a run of five to
                    # twelve ranks about twenty times a deal.
                    cards = list(map(hand.__getitem__, at[key:key + n]))
                else:
                    cards = []
                    for r, k in groups:
                        cards += hand[at[r]:at[r] + k]
                append({"type": "play", "combo": combo, "cards": cards})
        return out, _Listed((out[:], first, found, hand, at, ()))

    def resolve(self, state: State, seat: int, action: Action) -> Action:
        """Check an action without listing every legal play.

        A play may name any cards of the hand; they are read as combinations,
        the readings that are legal now are kept, and the canonical cards of
        the same ranks are returned. Tests check that this agrees with
        :meth:`legal_actions` exactly.
        """
        kind = action.get("type")
        if state["phase"] == "auction":
            if kind != "bid" or set(action) != {"type", "value"}:
                raise IllegalAction("auction", "During the auction you may only bid 1–3 or pass (bid 0).",
                           "競り中は 1〜3 の入札かパス（0）しかできません。")
            v = action["value"]
            if not isinstance(v, int) or isinstance(v, bool) or not 0 <= v <= MAX_BID:
                raise IllegalAction("bid_range", "A bid is 1, 2 or 3 (0 passes).",
                           "入札は 1・2・3 のいずれか（0 はパス）です。")
            if v and v <= state["bid"]:
                raise IllegalAction("bid_too_low", f"A bid must be higher than the current bid of {state['bid']}.",
                           f"入札は現在の {state['bid']} より高くなければなりません。")
            return {"type": "bid", "value": v}
        if kind == "pass":
            if set(action) != {"type"}:
                raise IllegalAction("malformed", "A pass takes no other fields.", "パスに他の項目は付けられません。")
            if state["current"] is None:
                raise IllegalAction("leader_must_play", "The leader of a trick may not pass.",
                           "トリックの最初のプレイヤーはパスできません。")
            return {"type": "pass"}
        if kind != "play":
            raise IllegalAction("malformed", "Play cards or pass.", "カードを出すかパスしてください。")
        if not set(action) <= {"type", "cards", "combo"}:
            raise IllegalAction("malformed", "A play has only \"cards\" and an optional \"combo\".",
                       "プレイには \"cards\" と省略可能な \"combo\" しか指定できません。")
        cards = action.get("cards")
        hand = state["hands"][seat]
        if not isinstance(cards, list) or not cards or not all(isinstance(c, str) for c in cards):
            raise IllegalAction("malformed", "\"cards\" must be a non-empty list of card ids.",
                       "\"cards\" はカード ID の空でないリストでなければなりません。")
        if len(set(cards)) != len(cards):
            raise IllegalAction("duplicate_card", "The same card is named twice.", "同じカードが二度指定されています。")
        in_hand = set(hand)
        missing = [c for c in cards if c not in in_hand]
        if missing:
            raise IllegalAction("not_in_hand", f"Not in your hand: {', '.join(map(str, missing))}.",
                       f"手札にないカードです：{', '.join(map(str, missing))}。")
        found = combos.readings(counts_of(cards), self._copies(state))
        if not found:
            raise IllegalAction("no_combination", "These cards form none of the 13 combinations.",
                       "選んだカードは13種類の組み合わせのどれにもなりません。")
        cur = state["current"]
        if cur is not None:
            table = (cur["combo"], cur["key"], len(cur["cards"]))
            beating = [rd for rd in found if combos.beats(rd, table)]
            if not beating:
                name = combos.COMBO_NAMES[cur["combo"]]
                raise IllegalAction("does_not_beat",
                           f"This does not beat the {name[1].lower()} on the table: play the same "
                           "combination with as many cards and a higher rank, or a bomb or rocket.",
                           f"場の「{name[0]}」に勝てません。同じ組み合わせ・同じ枚数でより強いもの、"
                           "または爆弾かロケットを出してください。")
            found = beating
        want = action.get("combo")
        if want is not None:
            chosen = [rd for rd in found if rd[0] == want]
            if not chosen and type(want) is not str:
                raise IllegalAction("malformed", "\"combo\" names a combination: text such as \"pair\".",
                                    "\"combo\" は組み合わせの名前（\"pair\" などの文字列）です。")
            if not chosen:
                raise IllegalAction("wrong_combo", f"These cards cannot be played as {want!r} now.",
                           f"選んだカードは今 {want!r} としては出せません。")
        elif len(found) > 1:
            raise IllegalAction("ambiguous", "These cards can be read as "
                       + " or ".join(combos.COMBO_NAMES[rd[0]][1] for rd in found)
                       + ": say which with \"combo\".",
                       "選んだカードは " + "・".join(combos.COMBO_NAMES[rd[0]][0] for rd in found)
                       + " のどれとも読めます。\"combo\" で指定してください。")
        else:
            chosen = found
        return {"type": "play", "combo": chosen[0][0],
                "cards": _cards(hand, _rank_starts(state["rank_counts"][seat]), _groups(cards))}

    def apply(self, state: State, seat: int, action: Action) -> bool:
        n = state["players"]
        if action["type"] == "bid":
            return self._bid(state, seat, action["value"])
        nxt = (seat + 1) % n
        if action["type"] == "pass":
            state["last_moves"][seat] = {"pass": True}
            state["passes"] += 1
            # rules.emit's event, made here without the call: a pass is a
            # third of all steps. The pass that ends a trick says who leads
            # in the same event (one event a step: the engine's cost is per
            # event).
            sink = state.get("events")
            state["turn"] = nxt
            if state["passes"] == n - 1:
                # Everyone else passed: the last player to play leads anew.
                leader = state["current"]["seat"]
                state["current"] = None
                state["passes"] = 0
                state["turn"] = leader
                state["last_moves"] = [None] * n
                state["leader"] = leader
                if sink is not None:
                    sink.append({"kind": "passed", "seat": seat, "leads": leader})
            elif sink is not None:
                sink.append({"kind": "passed", "seat": seat})
            return False
        cards = action["cards"]
        # A play is a few cards: removing each (a scan in C) beats filtering
        # the whole hand through a set.
        left = list(state["hands"][seat])
        counts = list(state["rank_counts"][seat])
        for c in cards:
            left.remove(c)
            counts[RANK[c]] -= 1
        state["played_cards"][seat] += cards
        state["hands"][seat] = left
        state["rank_counts"][seat] = counts
        combo = action["combo"]
        if combo in _RANK_KEYED:  # most plays: key_of_cards without the call
            key = RANK[cards[0]]
        else:
            key = combos.key_of_cards(combo, cards, _COPIES[n])
        if state["current"] is None:
            state["last_moves"] = [None] * n
        # The trick and the seat's last move share one list: nothing changes
        # it in place, and views copy it.
        played = list(cards)
        state["current"] = {"seat": seat, "cards": played, "combo": combo, "key": key}
        state["last_moves"][seat] = {"cards": played, "combo": combo}
        state["passes"] = 0
        state["plays_by_seat"][seat] += 1
        # rules.emit's event without the call (the hottest step); its text
        # is made when it is shown (events.text). Ranks, not cards: which
        # suits a play takes is the rules' choice (the first of each rank in
        # the hand), so they would tell the table what else the hand holds.
        sink = state.get("events")
        if combo == "bomb" or combo == "rocket":
            state["bombs"] += 1
            if sink is not None:
                sink.append({"kind": "played", "seat": seat, "ranks": list(map(_RANK_NAME, played)),
                             "combo": combo, "left": len(left), "multiplier": 2 ** state["bombs"]})
        elif sink is not None:
            sink.append({"kind": "played", "seat": seat, "ranks": list(map(_RANK_NAME, played)),
                         "combo": combo, "left": len(left)})
        if not left:
            self._end_hand(state, seat)
            return True
        state["turn"] = nxt
        return False

    # --- auction ------------------------------------------------------------------
    def _bid(self, state: State, seat: int, value: int) -> bool:
        n = state["players"]
        state["bids"].append({"seat": seat, "value": value})
        sink = state.get("events")  # rules.emit without the call
        if sink is not None:
            sink.append({"kind": "bid", "seat": seat, "value": value})
        if value:
            state["bid"], state["bidder"], state["passes_since_bid"] = value, seat, 0
        else:
            state["passes_since_bid"] += 1
        if value == MAX_BID or (state["bidder"] is not None and state["passes_since_bid"] == n - 1):
            self._start_play(state, state["bidder"])
            return True
        if state["bidder"] is None and len(state["bids"]) == n:
            self._deal(state, first_bidder=(state["first_bidder"] + 1) % n)
            return True
        state["turn"] = (seat + 1) % n
        return False

    def _start_play(self, state: State, landlord: int) -> None:
        state["landlord"] = landlord
        state["hands"][landlord] = sorted(state["hands"][landlord] + state["kitty"],
                                         key=ORDER.__getitem__)
        state["rank_counts"][landlord] = counts_of(state["hands"][landlord])
        state["phase"] = "play"
        state["turn"] = state["leader"] = landlord
        if state["options"]["show_kitty"]:
            emit(state, "landlord", landlord, bid=state["bid"], kitty=list(state["kitty"]))
        else:
            emit(state, "landlord", landlord, bid=state["bid"])
            emit(state, "kitty", landlord, to=[landlord], cards=list(state["kitty"]))

    # --- end of a hand ------------------------------------------------------------
    def _end_hand(self, state: State, winner: int) -> None:
        n, landlord = state["players"], state["landlord"]
        landlord_won = winner == landlord
        spring = state["options"]["spring"] and scoring.is_spring(
            landlord_won, state["plays_by_seat"], landlord)
        amount = scoring.stake(state["bid"], state["bombs"], spring)
        delta = scoring.settle(n, landlord, landlord_won, amount)
        state["scores"] = [a + b for a, b in zip(state["scores"], delta)]
        state["history"].append({
            "hand_no": state["hand_no"], "landlord": landlord, "bid": state["bid"],
            "bombs": state["bombs"], "spring": spring, "stake": amount,
            "winner": "landlord" if landlord_won else "peasants", "out": winner,
            "delta": delta, "scores": list(state["scores"]),
            "remaining": {str(s): list(h) for s, h in enumerate(state["hands"])},
            "kitty": list(state["kitty"]),
        })
        emit(state, "hand_over", None, hand=state["hand_no"], landlord=landlord, out=winner,
             winner="landlord" if landlord_won else "peasants", bid=state["bid"],
             bombs=state["bombs"], spring=spring, stake=amount, delta=list(delta),
             scores=list(state["scores"]), remaining=[list(h) for h in state["hands"]],
             kitty=list(state["kitty"]))
        if state["hand_no"] >= state["options"]["hands"]:
            state["phase"] = "over"
            state["turn"] = None
            emit(state, "match_over", None, scores=list(state["scores"]),
                 winners=winners(state["scores"]))
        else:
            self._deal(state, first_bidder=None)

    # --- views --------------------------------------------------------------------
    def view(self, state: State, seat: int | None) -> dict:
        landlord = state["landlord"]
        kitty_open = state["phase"] != "auction" and (
            state["options"]["show_kitty"] or (seat is not None and seat == landlord))
        if state["phase"] == "over":
            kitty_open = True
        cur = state["current"]
        v = {
            "phase": state["phase"], "hand_no": state["hand_no"], "hands": state["options"]["hands"],
            "options": dict(state["options"]),
            "first_bidder": state["first_bidder"], "shown_card": state["shown_card"],
            "turn": state["turn"],
            "bids": [dict(b) for b in state["bids"]], "bid": state["bid"], "landlord": landlord,
            "kitty": list(state["kitty"]) if kitty_open else None,
            "kitty_size": len(state["kitty"]),
            "counts": [len(h) for h in state["hands"]],
            "trick": {"leader": state.get("leader"),
                      "current": None if cur is None else
                      {"seat": cur["seat"], "cards": list(cur["cards"]), "combo": cur["combo"]}},
            "last_moves": [None if m is None else dict(m) for m in state["last_moves"]],
            "bombs": state["bombs"], "multiplier": 2 ** state["bombs"],
            "stake": scoring.stake(max(state["bid"], 1), state["bombs"], False),
            "scores": list(state["scores"]),
            "history": [_copy_hand(h) for h in state["history"]],
            # What the log told the bot: the cards each seat played this
            # hand (public, and bounded by the deck).
            "played_cards": [list(p) for p in state["played_cards"]],
        }
        if seat is not None:
            v["hand"] = list(state["hands"][seat])
        return v

    def result(self, state: State) -> dict | None:
        if state["phase"] != "over":
            return None
        return {"scores": list(state["scores"]), "winners": winners(state["scores"]),
                "hands": [_copy_hand(h) for h in state["history"]]}

    def sides(self, result: dict) -> list[list[dict]]:
        """Each seat's side in every hand (landlord or peasant), and whether
        that side won the hand."""
        out: list[list[dict]] = [[] for _ in result["scores"]]
        for hand in result["hands"]:
            for s, row in enumerate(out):
                landlord = s == hand["landlord"]
                row.append({"as": dict(_LANDLORD if landlord else _PEASANT),
                            "won": (hand["winner"] == "landlord") == landlord})
        return out

    def summary(self, state: State) -> dict:
        n, of = state["hand_no"], state["options"]["hands"]
        if state["phase"] == "over":
            text = {"ja": f"全{of}ハンド終了", "en": f"{of} hand{'s' if of != 1 else ''} played"}
        else:
            text = {"ja": f"第{n}ハンド（全{of}ハンド）", "en": f"Hand {n} of {of}"}
        return {**text, "seats": score_labels(state["scores"], signed=True)}

    def event_text(self, event: dict) -> dict[str, str]:
        return events.text(event)

    def describe(self, action: Action) -> dict[str, str]:
        if action["type"] == "bid":
            v = action["value"]
            return {"ja": f"{v}点" if v else "パス", "en": f"bids {v}" if v else "passes"}
        if action["type"] == "pass":
            return {"ja": "パス", "en": "passes"}
        if action["type"] != "play":
            raise ValueError(f"no action type {action['type']!r}")  # refused as malformed
        name = combos.COMBO_NAMES[action["combo"]]
        cards = display_order(action["cards"])
        return {"ja": f"{name[0]}：{' '.join(label(c, 'ja') for c in cards)}",
                "en": f"{name[1]}: {' '.join(label(c) for c in cards)}"}

    def bot(self, view: dict, legal: list[Action], rng) -> Action:
        return bot.choose(view, legal, rng)

    def hints(self, view: dict, legal: list[Action], rng) -> list[Action]:
        return bot.hints(view, legal, rng)


class _Listed(tuple):
    """Recognises an action that is exactly one of those just listed.

    Python equality is looser than JSON (a ``str`` subclass equals a
    ``str``, ``True`` equals ``1``), so every type is checked exactly first;
    then the action is found among the listed ones (by identity, or by
    value for a copy) and compared with the canonical form rebuilt from the
    rules' own play and hand. The listed dicts are the caller's to change:
    one changed after listing is still found, but no longer matches its
    play, so it goes to the full check. What this accepts is plain JSON
    equal, type for type, to a listed action; anything else gets ``None``.
    """

    # A tuple, made in C on every listing: (a copy of the returned list, the
    # index in it of plays[0] (after a listed pass), the plays, the hand and
    # its rank starts, the bids).
    __slots__ = ()

    def __call__(self, action: Any) -> Action | None:
        if type(action) is not dict:
            return None
        for k in action:
            if type(k) is not str:
                return None
        kind = action.get("type")
        if type(kind) is not str:
            return None
        if kind == "play":
            combo = action.get("combo")
            cards = action.get("cards")
            if len(action) != 3 or type(combo) is not str or type(cards) is not list:
                return None
            for c in cards:
                if type(c) is not str:
                    return None
            listed, first, plays, hand, at, _bids = self
            try:
                # Identity first, else equality in C: the action's values
                # are checked strings, so no compare goes deeper than them.
                i = listed.index(action) - first
            except ValueError:
                return None
            if i < 0:
                return None
            play = plays[i]
            groups = play[3]
            if len(groups) == 1:  # most plays: _cards without the call
                r, k = groups[0]
                canonical = hand[at[r]:at[r] + k]
            else:
                canonical = _cards(hand, at, groups)
            if play[0] != combo or cards != canonical:
                return None
            return {"type": "play", "combo": combo, "cards": canonical}
        if kind == "pass":
            if len(action) == 1 and self[1] == 1:
                return {"type": "pass"}
        elif kind == "bid":
            value = action.get("value")
            if len(action) == 2 and type(value) is int and value in self[5]:
                return {"type": "bid", "value": value}
        return None


#: What a seat that may not act can be said to have listed: nothing.
_NOTHING = _Listed(((), 0, (), (), (), ()))
#: What a follower that cannot beat the table lists: the pass alone.
_PASS_ONLY = _Listed(((), 1, (), (), (), ()))


def _copy_hand(h: dict) -> dict:
    out = dict(h)
    out["delta"] = list(h["delta"])
    out["scores"] = list(h["scores"])
    out["remaining"] = {k: list(v) for k, v in h["remaining"].items()}
    out["kitty"] = list(h["kitty"])
    return out


def _rank_starts(counts: list[int]) -> list[int]:
    """Where each rank begins in a hand with these counts: hands are kept
    sorted by rank, so rank r starts after all the cards of lower ranks."""
    # Not accumulate(initial=0): a keyword argument is parsed on every call.
    return [0, *accumulate(counts)]


def _groups(cards: list[str]) -> tuple[tuple[int, int], ...]:
    counts = counts_of(cards)
    return tuple((r, k) for r, k in enumerate(counts) if k)


def _cards(hand: list[str], at: list[int], groups) -> list[str]:
    """The canonical cards of a play: the first cards of each needed rank in
    the hand, i.e. one fixed choice of suits."""
    if len(groups) == 1:
        (r, k), = groups
        return hand[at[r]:at[r] + k]
    cards = []
    for r, k in groups:
        cards += hand[at[r]:at[r] + k]
    return cards
