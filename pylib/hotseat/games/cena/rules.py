"""Cena's flow: deals, the information phase, tricks, scoring, a game of
three deals (or one per host).

Implements ``../shared/rules/cena.md``. The state is plain data; the
:class:`Cena` methods are the game's side of the engine protocol.

Turn structure: ``phase`` is "reveal", "play" or "over". In "reveal" every seat
that has not chosen its 3 cards may act (a simultaneous choice: nobody sees
another seat's choice until all have chosen). In "play" one seat, ``turn``,
places a card. The last card of a deal scores it and deals the next one at
once, drawing from the state's generator.

Each step tells what it did as events (``events.py``: the vocabulary, and
why a play's card is told in public only under ``trick_history``); the state
keeps no log, so neither does the view.
"""

from __future__ import annotations

from itertools import combinations

from ...rng import Rng
from ...rules import Action, IllegalAction, Rules, State, score_labels, seat_tag, winners
from . import alliances, bot, events, scoring, topics
from .cards import DECK, SUIT, SUIT_NAMES, label, sort_hand
from .listing import ID, MAX_PLAYERS, MIN_PLAYERS, NAME, OPTIONS

#: Cards per hand by player count (3 players: 4 cards stay out, unseen).
HAND_SIZE = {3: 12, 4: 10, 5: 8}
#: Cards each player shows in the information phase.
REVEAL = 3
#: Deals in a game (the seed: "when three players have hosted").
DEALS = 3
#: Who hosts the first deal [decision]: the first seat of the new-game screen,
#: i.e. whoever the table seats there (the seed: whoever last went to a banquet).
FIRST_HOST = 0


class Cena(Rules):
    id = ID
    chapter = (("dealt",), {"ja": "第{n}ディール", "en": "Deal {n}"})
    name = NAME
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    options = OPTIONS

    # --- set-up and dealing ---------------------------------------------------
    def setup(self, players: int, seed: int, options: dict) -> State:
        state: State = {
            "players": players, "options": dict(options), "rng": Rng(seed).state,
            "deal": 0, "deals": players if options["everyone_hosts"] else DEALS,
            "host": (FIRST_HOST - 1) % players, "topics_left": sorted(topics.TOPICS),
            "scores": [0] * players, "history": [], "last_trick": None,
            # What each step did (cena/events.py): the match empties it.
            "events": [],
        }
        events.alliances(state, players)
        self._deal(state)
        return state

    def _deal(self, state: State) -> None:
        """Shuffle, deal, draw the topic card; the information phase starts."""
        n = state["players"]
        rng = Rng(0)
        rng.state = state["rng"]
        state["deal"] += 1
        state["host"] = (state["host"] + 1) % n
        left = state["topics_left"]
        if state["options"]["first_game_topics"] and state["deal"] <= len(topics.FIRST_GAME):
            topic = topics.FIRST_GAME[state["deal"] - 1]
        else:
            pool = [t for t in left if not (state["options"]["first_game_topics"]
                                            and t in topics.FIRST_GAME)]
            topic = pool[rng.below(len(pool))]
        left.remove(topic)
        cards = list(DECK)
        rng.shuffle(cards)
        size = HAND_SIZE[n]
        state["rng"] = rng.state
        state.update({
            "phase": "reveal", "topic": topic,
            "hands": [sort_hand(cards[i * size:(i + 1) * size]) for i in range(n)],
            "aside": sort_hand(cards[n * size:]),
            "pending": [None] * n, "revealed": None, "shown": None,
            "trick": None, "turn": None, "tricks": [], "taken": [[] for _ in range(n)],
            # The previous deal's final trick is in its history entry: its
            # cards are in the new hands now.
            "last_trick": None,
        })
        events.hosts(state, state["host"], state["deal"], state["deals"], topic,
                     topics.TOPICS[topic]["text"])
        for s, hand in enumerate(state["hands"]):
            events.dealt(state, s, state["deal"], hand)

    def _new_trick(self, state: State, leader: int) -> None:
        state["trick"] = {"leader": leader, "lead_suit": None,
                          "spots": [None] * state["players"], "placed": 0}
        state["turn"] = leader

    # --- protocol ---------------------------------------------------------------
    def to_act(self, state: State) -> list[int]:
        if state["phase"] == "reveal":
            return [s for s, p in enumerate(state["pending"]) if p is None]
        if state["phase"] == "play":
            return [state["turn"]]
        return []

    def finished(self, state: State) -> bool:
        return state["phase"] == "over"

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        if seat not in self.to_act(state):
            return []
        hand = state["hands"][seat]
        if state["phase"] == "reveal":
            return [{"type": "reveal", "cards": list(c)} for c in combinations(hand, REVEAL)]
        trick = state["trick"]
        lead = trick["lead_suit"]
        cards = hand
        if lead is not None and any(SUIT[c] == lead for c in hand):
            cards = [c for c in hand if SUIT[c] == lead]
        if state["options"]["simple"]:
            spots = [seat]
        else:
            spots = [s for s, x in enumerate(trick["spots"]) if x is None]
        return [{"type": "play", "card": c, "to": s} for c in cards for s in spots]

    def resolve(self, state: State, seat: int, action: Action) -> Action:
        """Check an action directly (the reveal phase has up to 220 choices),
        naming the rule that forbids it. Tests check that this accepts exactly
        what :meth:`legal_actions` lists."""
        kind = action.get("type")
        hand = state["hands"][seat]
        if state["phase"] == "reveal":
            if kind != "reveal":
                raise IllegalAction("reveal_first", "First everyone chooses 3 cards to reveal.",
                           "まず全員が公開するカードを3枚選びます（情報公開フェイズ）。")
            if set(action) != {"type", "cards"}:
                raise IllegalAction("malformed", "A reveal has only \"cards\".",
                           "公開には \"cards\" だけを指定します。")
            cards = action["cards"]
            if not isinstance(cards, list) or not all(isinstance(c, str) for c in cards):
                raise IllegalAction("malformed", "\"cards\" must be a list of card ids.",
                           "\"cards\" はカード ID のリストでなければなりません。")
            if len(cards) != REVEAL:
                raise IllegalAction("reveal_count", f"Reveal exactly {REVEAL} cards (you chose {len(cards)}).",
                           f"公開するカードはちょうど{REVEAL}枚です（{len(cards)}枚選ばれています）。")
            if len(set(cards)) != len(cards):
                raise IllegalAction("duplicate_card", "The same card is named twice.",
                           "同じカードが二度指定されています。")
            self._check_in_hand(hand, cards)
            return {"type": "reveal", "cards": sort_hand(cards)}
        if kind != "play":
            raise IllegalAction("play_a_card", "Play one card: {\"type\": \"play\", \"card\", \"to\"}.",
                       "カードを1枚出してください（\"card\" と \"to\" を指定）。")
        if set(action) != {"type", "card", "to"}:
            raise IllegalAction("malformed", "A play has exactly \"card\" and \"to\".",
                       "プレイには \"card\" と \"to\" だけを指定します。")
        card, to = action["card"], action["to"]
        if not isinstance(card, str):
            raise IllegalAction("malformed", "\"card\" must be a card id.", "\"card\" はカード ID です。")
        self._check_in_hand(hand, [card])
        n = state["players"]
        if not isinstance(to, int) or isinstance(to, bool) or not 0 <= to < n:
            raise IllegalAction("bad_target", f"\"to\" must be a seat from 0 to {n - 1}.",
                       f"\"to\" は 0〜{n - 1} の席番号です。")
        trick = state["trick"]
        lead = trick["lead_suit"]
        if lead is not None and SUIT[card] != lead and any(SUIT[c] == lead for c in hand):
            raise IllegalAction("must_follow_suit",
                       f"You hold {_suit(lead, 'en')}: you must play the lead suit.",
                       f"リードスート（{_suit(lead, 'ja')}）のカードを持っているので、それを出さなければなりません。")
        if state["options"]["simple"] and to != seat:
            raise IllegalAction("simple_own_spot", "Simple rules: play only in front of yourself.",
                       "簡易ルールでは自分の前にしか出せません。")
        if trick["spots"][to] is not None:
            raise IllegalAction("spot_taken", "That player already has a card this trick.",
                       "そのプレイヤーの前にはこのトリックのカードがすでにあります。")
        return {"type": "play", "card": card, "to": to}

    @staticmethod
    def _check_in_hand(hand: list[str], cards: list[str]) -> None:
        missing = [c for c in cards if c not in hand]
        if missing:
            shown = ", ".join(missing)
            raise IllegalAction("not_in_hand", f"Not in your hand: {shown}.", f"手札にないカードです：{shown}。")

    def apply(self, state: State, seat: int, action: Action) -> bool:
        if action["type"] == "reveal":
            return self._reveal(state, seat, action["cards"])
        return self._play(state, seat, action["card"], action["to"])

    # --- information phase ------------------------------------------------------
    def _reveal(self, state: State, seat: int, cards: list[str]) -> bool:
        state["pending"][seat] = list(cards)
        events.chose(state, seat, state["deal"], cards)
        if any(p is None for p in state["pending"]):
            return False
        # Everyone has chosen: the choices appear together (an undo barrier).
        state["shown"] = [list(p) for p in state["pending"]]
        state["revealed"] = [list(p) for p in state["pending"]]
        state["pending"] = [None] * state["players"]
        for s, shown in enumerate(state["shown"]):
            events.revealed(state, s, state["deal"], shown)
        state["phase"] = "play"
        self._new_trick(state, (state["host"] + 1) % state["players"])
        return True

    # --- tricks -----------------------------------------------------------------
    def _play(self, state: State, seat: int, card: str, to: int) -> bool:
        n = state["players"]
        state["hands"][seat].remove(card)
        if card in state["revealed"][seat]:
            state["revealed"][seat].remove(card)
        trick = state["trick"]
        trick["spots"][to] = {"card": card, "by": seat, "order": trick["placed"]}
        trick["placed"] += 1
        if trick["lead_suit"] is None:
            trick["lead_suit"] = SUIT[card]
        # The card is named in public only if every trick stays visible:
        # the log keeps what it is told, and a won trick is laid face down.
        everything = state["options"]["trick_history"]
        events.played(state, seat, card, to, deal=state["deal"], trick=len(state["tricks"]),
                      public=everything)
        if trick["placed"] < n:
            state["turn"] = (seat + 1) % n
            return False
        won = alliances.winner(trick["spots"], trick["lead_suit"])
        in_order = sorted(trick["spots"], key=lambda x: x["order"])
        cards = [x["card"] for x in in_order]
        state["taken"][won].extend(cards)
        done = {"leader": trick["leader"], "lead_suit": trick["lead_suit"],
                "spots": [dict(x) for x in trick["spots"]], "winner": won}
        state["tricks"].append(done)
        state["last_trick"] = {**_copy_trick(done), "deal": state["deal"],
                               "index": len(state["tricks"]) - 1}
        events.took_trick(
            state, won, alliances.members(won, n), deal=state["deal"],
            trick=len(state["tricks"]) - 1, cards=cards, by=[x["by"] for x in in_order], taken=len(state["taken"][won]),
            # the running score the view shows (topic 8's last trick apart)
            score=scoring.alliance_score(topics.TOPICS[state["topic"]], state["taken"][won], False),
            public=everything)
        if state["hands"][seat]:
            # The player on the winning alliance's left leads [decision].
            self._new_trick(state, (won + 1) % n)
            return False
        return self._end_deal(state, won)

    # --- end of a deal ----------------------------------------------------------
    def _end_deal(self, state: State, won_last: int) -> bool:
        topic = topics.TOPICS[state["topic"]]
        score = scoring.deal_scores(topic, state["taken"], won_last)
        state["scores"] = [a + b for a, b in zip(state["scores"], score["players"])]
        state["history"].append({
            "deal": state["deal"], "host": state["host"], "topic": state["topic"],
            "revealed": [list(x) for x in state["shown"]],
            "taken": [list(t) for t in state["taken"]], "won_last": won_last,
            "cards": score["cards"], "penalties": score["penalties"],
            "alliances": score["alliances"], "delta": score["players"],
            "scores": list(state["scores"]),
            "tricks": [_copy_trick(t) for t in state["tricks"]],
            "last_trick": _copy_trick(state["tricks"][-1]),
        })
        events.deal_scored(state, state["deal"], state["topic"], won_last, score, state["scores"])
        if state["deal"] >= state["deals"]:
            state["phase"] = "over"
            state["turn"] = None
            state["trick"] = None
            events.game_over(state, state["scores"], winners(state["scores"]))
            return False
        self._deal(state)
        return True

    # --- views ------------------------------------------------------------------
    def view(self, state: State, seat: int | None) -> dict:
        n = state["players"]
        topic = topics.TOPICS[state["topic"]]
        trick = state["trick"]
        taken = state["taken"]
        everything = state["options"]["trick_history"]
        v = {
            "phase": state["phase"], "deal": state["deal"], "deals": state["deals"],
            "host": state["host"], "topic": state["topic"],
            "topic_card": {"id": state["topic"], **_copy_topic(topic)},
            "options": dict(state["options"]), "turn": state["turn"],
            "counts": [len(h) for h in state["hands"]],
            "aside": len(state["aside"]),
            "chosen": [p is not None for p in state["pending"]]
            if state["phase"] == "reveal" else [True] * n,
            # What lies face up in front of each player: revealed cards not yet played.
            "revealed": None if state["revealed"] is None else [list(r) for r in state["revealed"]],
            # What each player revealed this deal, played since or not: the
            # table saw it (the "revealed" events say it too).
            "shown": None if state["shown"] is None else [list(r) for r in state["shown"]],
            "trick": None if trick is None else {
                "leader": trick["leader"], "lead_suit": trick["lead_suit"],
                "spots": [None if x is None else dict(x) for x in trick["spots"]],
                "shows": [list(x) for x in alliances.shows(trick["spots"])]},
            "tricks_done": len(state["tricks"]),
            "last_trick": _copy_trick(state["last_trick"]) if self._last_visible(state) else None,
            "alliances": [{"seats": list(alliances.members(i, n)), "taken": len(taken[i]),
                           # Players could count this at the table [decision].
                           "score": scoring.alliance_score(topic, taken[i], False)}
                          for i in range(n)],
            "scores": list(state["scores"]),
            "history": [_copy_deal(h, everything) for h in state["history"]],
        }
        if everything:
            v["tricks"] = [_copy_trick(t) for t in state["tricks"]]
        if seat is not None:
            v["hand"] = list(state["hands"][seat])
            if state["phase"] == "reveal":
                mine = state["pending"][seat]
                v["my_reveal"] = None if mine is None else list(mine)
        return v

    def result(self, state: State) -> dict | None:
        if state["phase"] != "over":
            return None
        return {"scores": list(state["scores"]), "winners": winners(state["scores"]),
                "deals": [_copy_deal(h, state["options"]["trick_history"]) for h in state["history"]]}

    def summary(self, state: State) -> dict:
        n, of = state["deal"], state["deals"]
        if state["phase"] == "over":
            text = {"ja": f"全{of}ディール終了", "en": f"{of} deals played"}
        else:
            text = {"ja": f"第{n}ディール／全{of}", "en": f"Deal {n} of {of}"}
        return {**text, "seats": score_labels(state["scores"])}

    # --- what may be seen of finished tricks ------------------------------------
    @staticmethod
    def _last_visible(state: State) -> bool:
        """The last finished trick may be looked at until the next card is led
        (online tables show it on request; at the table its cards were just
        gathered): while no card of a new trick lies on the table."""
        trick = state["trick"]
        return state["last_trick"] is not None and (trick is None or trick["placed"] == 0)

    def describe(self, action: Action) -> dict[str, str]:
        if action["type"] == "reveal":
            if type(action.get("cards")) is not list:
                raise TypeError("reveal without a card list")  # refused as malformed
            # Never names the cards: the log is shown before everyone has chosen.
            return {"ja": "公開するカードを選んだ", "en": "Chose the cards to reveal"}
        if action["type"] != "play":
            raise ValueError(f"no action type {action['type']!r}")  # refused as malformed
        c, to = action["card"], action["to"]
        return {"ja": f"{label(c, 'ja')} → {seat_tag(to)}の前",
                "en": f"{label(c)} → in front of {seat_tag(to)}"}

    def bot(self, view: dict, legal: list[Action], rng) -> Action:
        return bot.choose(view, legal, rng)


def _suit(suit: str, lang: str) -> str:
    return SUIT_NAMES[suit][lang]


def _copy_topic(topic: dict) -> dict:
    out = {k: (list(v) if isinstance(v, list) else v) for k, v in topic.items()}
    out["text"] = dict(topic["text"])
    return out


def _copy_trick(t: dict) -> dict:
    return {**t, "spots": [dict(x) for x in t["spots"]]}


def _copy_deal(h: dict, tricks: bool) -> dict:
    """A finished deal; its tricks one by one only under ``trick_history``
    (the taken cards per alliance are public: scoring shows them)."""
    out = dict(h)
    for k in ("revealed", "taken"):
        out[k] = [list(x) for x in h[k]]
    for k in ("cards", "penalties", "alliances", "delta", "scores"):
        out[k] = list(h[k])
    out["last_trick"] = _copy_trick(h["last_trick"])
    if tricks:
        out["tricks"] = [_copy_trick(t) for t in h["tricks"]]
    else:
        del out["tricks"]
    return out
