"""China Duel (チャイナ・デュエル): the engine protocol.

Implements ``../shared/rules/china_duel.md``. Modules: :mod:`.map` (the
invented board), :mod:`.data` (numbers and texts), :mod:`.board` (pieces and
scoring), :mod:`.flow` (the turn's steps), :mod:`.events` (what a step
tells: the events' kinds and fields) and :mod:`.bot` (the opponent and
the Emperor's suggested placement).

Action shapes (``legal_actions`` lists exactly the legal ones):

- ``{"type": "place", "piece": "house"|"emissary"|"fortress", "region": id,
  "space": i|None, "pay": [colour] or [c, c]}``: one piece, paid with one
  card of the region's colour or a wild pair; ``space`` is the house space
  (0-based; None for an emissary, which goes on the region's court);
- ``{"type": "stop"}``: no second piece;
- ``{"type": "exchange", "discard": colour}``: the exchange turn;
- ``{"type": "special", "card": "emperor_first"|"two_regions"}`` and
  ``{"type": "special", "card": "exchange", "give": colour, "take": colour}``;
- ``{"type": "keep", "colour": colour}``;
- ``{"type": "draw", "from": "display", "colour": colour}`` or
  ``{"type": "draw", "from": "deck"}``;
- ``{"type": "emperor", "piece": "house"|"emissary", "region", "space",
  "pay"}`` (from the Emperor's hand); ``{"type": "emperor_skip"}`` (English
  rules only); ``{"type": "pass"}`` (only when nothing else is possible).

>>> from hotseat import engine
>>> m = engine.new_game("china_duel", players=2, seed=1)
>>> m.to_act(), m.legal_actions(m.to_act()[0])[0]["type"]
([1], 'place')
"""

from __future__ import annotations

import json

from ...rules import Action, IllegalAction, Rules, State, check_fields, score_labels, winners
from . import board, bot, data, flow
from .listing import ID, MAX_PLAYERS, MIN_PLAYERS, NAME, OPTIONS
from .map import CONNECTIONS, REGIONS, REGIONS_OF, as_data

_PHASE_KINDS = {
    "play": {"place", "stop", "exchange", "special", "pass"},
    "keep": {"keep"},
    "refill": {"draw"},
    "emperor": {"emperor", "emperor_skip"},
}
_PHASE_HINT = {
    "play": ("Play cards and place your pieces (or exchange a card).",
             "カードをプレイしてコマを置いてください（またはカード交換）。"),
    "keep": ("Keep one of the cards you played (seed step 4).",
             "プレイしたカードのうち1枚を自分の前に置いてください（手順4）。"),
    "refill": (f"Refill your hand to {data.HAND} from the display or the deck (seed step 6).",
               f"場札か山札から手札を{data.HAND}枚に補充してください（手順6）。"),
    "emperor": ("Now place the Emperor's piece (seed: after your turn you operate the Emperor).",
                "皇帝のコマを置いてください（手番の後に皇帝を操作します）。"),
}


#: The 3-2-1 rule's name, from its numbers.
_LIMIT = f"{data.MAX_CARDS}-{data.MAX_PIECES}-1"


def _key(action) -> str:
    return json.dumps(action, sort_keys=True)


class ChinaDuel(Rules):
    id = ID
    # round 1 begins with the start player drawn; each later one with "round"
    chapter = (("start", "round"), {"ja": "第{n}ラウンド", "en": "Round {n}"})
    name = NAME
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    options = OPTIONS

    def setup(self, players: int, seed: int, options: dict) -> State:
        return flow.new_state(seed, options)

    def to_act(self, state: State) -> list[int]:
        return [] if state["phase"] == "over" else [state["active"]]

    def finished(self, state: State) -> bool:
        return state["phase"] == "over"

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        if seat not in self.to_act(state):
            return []
        return flow.legal(state, seat)

    def resolve(self, state: State, seat: int, action: Action) -> Action:
        """The listed action ``action`` is (compared as JSON, so ``True`` is
        not ``1``), or an error naming the rule that forbids it."""
        try:
            key = _key(action)
        except (TypeError, ValueError):
            key = None
        for a in flow.legal(state, seat):
            if _key(a) == key:
                return a
        raise _diagnose(state, seat, action)

    def apply(self, state: State, seat: int, action: Action) -> bool:
        ctx = flow.Ctx()
        flow.apply(state, seat, action, ctx)
        return ctx.revealed

    def view(self, state: State, seat: int | None) -> dict:
        """The whole table except the deck's order and the other player's hand
        (only their sizes). The Emperor's hand and the display are open.
        During the Emperor step, ``suggestion`` is the placement the bot
        suggests (:func:`bot.suggest_emperor`); a human may take it or not.
        ``turns`` is what the current and the previous turn did (public
        facts only: :func:`turns_view`), so the table can mark them. There
        is no log: what happened is the engine's events (:mod:`.events`),
        and nothing here grows with the game's length."""
        v = board.copy_board(state)
        v.update({
            "options": dict(state["options"]), "rules": state["options"]["rules"],
            "map": as_data(),
            "caps": {r: board.emissary_cap(state, r) for r in REGIONS},
            "display": list(state["display"]), "emperor_hand": list(state["emperor_hand"]),
            "deck_count": len(state["deck"]), "discard_count": len(state["discard"]),
            "hand": list(state["hands"][seat]) if seat in (0, 1) else None,
            "hand_counts": [len(h) for h in state["hands"]],
            "specials": [list(s) for s in state["specials"]],
            "start": state["start"], "active": state["active"], "round": state["round"],
            "phase": state["phase"], "runouts": state["runouts"],
            # The numbers the table writes (the 3-2-1 rule, the hand, the
            # run-outs that end the game), so the view never copies data.py.
            "limits": {"cards": data.MAX_CARDS, "pieces": data.MAX_PIECES, "hand": data.HAND,
                       "runouts": data.RUNOUTS_TO_END, "chain_min": data.CHAIN_MIN,
                       "fortress": data.FORTRESS_FACTOR},
            "last_round": state["last_round"], "end": state["end"],
            "turn": json.loads(json.dumps(state["turn"])),
        })
        v["turns"] = turns_view(state)
        # The Emperor's suggested placement, for whoever operates him (it
        # reads only the open board, so every seat may see it).
        v["suggestion"] = (bot.suggest_emperor(v, flow.legal(state, state["active"]))
                           if state["phase"] == "emperor" else None)
        return v

    def result(self, state: State) -> dict | None:
        if state["phase"] != "over":
            return None
        s = list(state["scores"])
        w = winners(s)
        return {"scores": s, "winners": w, "losers": [x for x in (0, 1) if x not in w],
                "points": [dict(p) for p in state["points"]], "end": state["end"],
                "rounds": state["round"]}

    def summary(self, state: State) -> dict:
        r = state["round"]
        text = ({"ja": f"第{r}ラウンドで終了", "en": f"Ended in round {r}"} if state["phase"] == "over"
                else {"ja": f"第{r}ラウンド", "en": f"Round {r}"})
        return {**text, "seats": score_labels(state["scores"])}

    def bot(self, view: dict, legal: list[Action], rng) -> Action:
        return bot.choose(view, legal, rng)

    def describe(self, action: Action) -> dict[str, str]:
        k = action["type"]
        if k in ("place", "emperor"):
            en, ja = flow._describe_place(action["piece"], action["region"], action["space"],
                                          action["pay"])
            if k == "emperor":
                return {"en": f"Emperor: {en}", "ja": f"皇帝：{ja}"}
            return {"en": en, "ja": ja}
        if k == "stop":
            return {"en": "no more pieces", "ja": "配置を終える"}
        if k == "exchange":
            c = data.COLOUR_NAMES[action["discard"]]
            return {"en": f"exchange {data.a(c['en'])} card", "ja": f"{c['ja']}を交換"}
        if k == "special":
            n = data.SPECIAL_NAMES[action["card"]]
            if action["card"] == "exchange":
                g, t = data.COLOUR_NAMES[action["give"]], data.COLOUR_NAMES[action["take"]]
                return {"en": f"{n['en']}: {g['en']} for {t['en']}",
                        "ja": f"{n['ja']}：{g['ja']}→{t['ja']}"}
            return {"en": n["en"], "ja": n["ja"]}
        if k == "keep":
            c = data.COLOUR_NAMES[action["colour"]]
            return {"en": f"keep {c['en']}", "ja": f"{c['ja']}を手元に置く"}
        if k == "draw":
            if action["from"] == "deck":
                return {"en": "draw from the deck", "ja": "山札から引く"}
            c = data.COLOUR_NAMES[action["colour"]]
            return {"en": f"take {c['en']} from the display", "ja": f"場札の{c['ja']}を取る"}
        if k == "emperor_skip":
            return {"en": "the Emperor places nothing", "ja": "皇帝は置かない"}
        if k == "pass":
            return {"en": "pass", "ja": "パス"}
        raise ValueError(f"no action type {k!r}")  # the engine refuses it as malformed


def turns_view(state: State) -> dict:
    """The current turn and the one before it, as public facts (see
    :mod:`.flow`: ``state["turns"]``: ``seat``, ``round``, ``steps`` and
    ``lines``, its last public events), each with ``pieces``: every piece
    the turn put on the map, ``{"owner", "piece", "region", "space"}``
    (owner 2: the Emperor; space None: the court). The same for every seat.

    >>> from hotseat import engine
    >>> m = engine.new_game("china_duel", players=2, seed=1)
    >>> m.act(1, m.legal_actions(1)[0])
    >>> t = m.view(None)["turns"]
    >>> t["current"]["seat"], t["current"]["pieces"], t["previous"]
    (1, [{'owner': 1, 'piece': 'house', 'region': 'yan', 'space': 0}], None)
    """
    turns = state.get("turns") or {"current": flow.new_turn_record(state, state["active"]),
                                   "previous": None}

    def rec(r):
        if r is None:
            return None
        out = json.loads(json.dumps(r))
        out["pieces"] = [{"owner": r["seat"] if e["type"] == "place" else data.EMPEROR,
                          "piece": e["piece"], "region": e["region"], "space": e["space"]}
                         for e in r["steps"] if e["type"] in ("place", "emperor")]
        return out

    return {"current": rec(turns["current"]), "previous": rec(turns["previous"])}


def rules_page() -> dict:
    """Every number and name the in-app rules page (web/china_duel/rules.js)
    shows, from :mod:`.data` and :mod:`.map`. rules.js keeps a copy (it is
    drawn without the engine) and tests/test_china_duel_rules_page.py fails
    when the two differ (``--write`` regenerates it).

    >>> p = rules_page()
    >>> p["cards"], p["connections"], p["limit_name"]
    (47, 15, '3-2-1')
    """
    spaces = [d["spaces"] for d in REGIONS.values()]
    largest = max(REGIONS.values(), key=lambda d: d["spaces"])
    others = {len(REGIONS_OF[c]) for c in data.COLOURS if c != largest["colour"]}
    assert len(others) == 1, "every colour but the largest region's has as many regions"

    def example(region: str, houses: list, forts: list) -> dict:
        pts = board.house_points(houses, forts)
        count = {o: houses.count(o) for o in (0, 1, data.EMPEROR)}
        on_fort = [o for o, f in zip(houses, forts) if f]
        return {"region": dict(REGIONS[region]["name"]),
                "houses": [count[0], count[1], count[data.EMPEROR]],
                "points": [pts.get(0, 0), pts.get(1, 0), pts.get(data.EMPEROR, 0)],
                "fortress": on_fort[0] if on_fort else None}

    def seed_example(region: str, counts: list, fort_owner=None) -> dict:
        houses = [o for o, k in zip((0, 1, data.EMPEROR), counts) for _ in range(k)]
        assert len(houses) <= REGIONS[region]["spaces"]
        forts = [False] * len(houses)
        if fort_owner is not None:
            forts[houses.index(fort_owner)] = True
        return example(region, houses, forts)

    return {
        "regions": len(REGIONS), "colour_count": len(data.COLOURS),
        "largest": {"name": dict(largest["name"]),
                    "colour": dict(data.COLOUR_NAMES[largest["colour"]])},
        "regions_per_colour": others.pop(), "spaces": [min(spaces), max(spaces)],
        "connections": len(CONNECTIONS), "cards": sum(data.DECK.values()),
        "deck": [{"colour": dict(data.COLOUR_NAMES[c]), "cards": data.DECK[c]} for c in data.COLOURS],
        "hand": data.HAND, "display": data.DISPLAY, "influence": len(data.COLOURS),
        "specials": len(data.SPECIALS),
        "special_names": {k: dict(v) for k, v in data.SPECIAL_NAMES.items()},
        "max_cards": data.MAX_CARDS, "max_pieces": data.MAX_PIECES,
        "limit_name": f"{data.MAX_CARDS}-{data.MAX_PIECES}-1",  # (as _LIMIT, read now)
        "wild_pair": data.WILD_PAIR, "fortress_factor": data.FORTRESS_FACTOR,
        "chain_min": data.CHAIN_MIN, "runouts": data.RUNOUTS_TO_END,
        # The seed's two examples, scored by the engine's own house scoring.
        "examples": {"qi": seed_example("qi", [2, 2, 1]),
                     "wei": seed_example("wei", [4, 2, 1], fort_owner=1)},
    }


# --- why an action is refused ------------------------------------------------------------

def _err(code: str, en: str, ja: str) -> IllegalAction:
    return IllegalAction(code, en, ja)


#: Every field of an action and its JSON type (``space``, an int or null for
#: an emissary, is checked by :func:`_diagnose_place`: ``bad_space``).
_FIELDS = {"type": str, "piece": str, "region": str, "space": ..., "pay": [str],
           "discard": str, "card": str, "give": str, "take": str, "colour": str, "from": str}


def _diagnose(state: State, seat: int, action: Action) -> IllegalAction:
    """The first rule ``action`` breaks (it is known not to be legal)."""
    try:
        check_fields(action, _FIELDS)  # the checks below look values up in dicts
    except IllegalAction as e:
        return e
    phase = state["phase"]
    kind = action.get("type")
    if kind not in _PHASE_KINDS[phase]:
        en, ja = _PHASE_HINT[phase]
        return _err("wrong_step", en, ja)
    t = state["turn"]
    if kind in ("place", "emperor"):
        return _diagnose_place(state, seat, action, kind == "emperor")
    if kind == "stop":
        return _err("place_first", "Place at least one piece first (or exchange a card instead).",
                    "先にコマを1つ以上置いてください（または代わりにカード交換）。")
    if kind in ("exchange", "special") and t["placed"]:
        return _err("before_placing", "The exchange turn and the special cards come before "
                    "placing any piece.", "カード交換と特別アクションはコマを置く前にのみ行えます。")
    if kind == "exchange":
        if set(action) != {"type", "discard"}:
            return _err("malformed", "An exchange names only \"discard\".",
                        "交換は \"discard\" だけを指定します。")
        return _not_in_hand(action.get("discard"))
    if kind == "special":
        card = action.get("card")
        if not data.RULE_SETS[state["options"]["rules"]]["specials"]:
            return _err("no_specials", "The first-game rules play without special action cards.",
                        "初めての方向けルールでは特別アクションカードを使いません。")
        if card not in data.SPECIALS:
            return _err("bad_special", f"There is no special card {card!r}.",
                        f"特別アクションカード {card!r} はありません。")
        if card not in state["specials"][seat]:
            n = data.SPECIAL_NAMES[card]
            return _err("special_used", f"{n['en']} has been used: each special card once per game.",
                        f"「{n['ja']}」は使用済みです（各特別アクションは1ゲームに1回）。")
        if card == "exchange":
            if action.get("give") not in state["hands"][seat]:
                return _not_in_hand(action.get("give"))
            if action.get("take") not in state["display"]:
                return _err("not_in_display", f"Card exchange swaps with one of the {data.DISPLAY} face-up display "
                            "cards only (not kept cards nor the Emperor's hand).",
                            f"カード交換の相手は表向きの場札{data.DISPLAY}枚のうち1枚だけです（手元のカードや皇帝の手札は不可）。")
            if action.get("give") == action.get("take"):
                return _err("same_colour", "Exchanging a card for one of the same colour changes nothing.",
                            "同じ色どうしの交換は意味がありません。")
        if card == "emperor_first" and t["emperor_done"]:
            return _err("emperor_done", "The Emperor has already placed this turn.",
                        "この手番の皇帝はすでに操作済みです。")
        return _err("malformed", "That special card is used as {\"type\": \"special\", \"card\"} "
                    "(plus \"give\" and \"take\" for the card exchange).",
                    "特別アクションは {\"type\": \"special\", \"card\"} で指定します（カード交換は \"give\" と \"take\" も）。")
    if kind == "pass":
        return _err("cannot_pass", "You can still play or exchange a card: no passing.",
                    "まだカードをプレイまたは交換できるのでパスはできません。")
    if kind == "keep":
        return _err("keep_played", "Keep one of the cards you played this turn.",
                    "この手番にプレイしたカードの中から1枚選んでください。")
    if kind == "draw":
        src = action.get("from")
        if src == "display":
            return _err("not_in_display", "There is no such card in the display.",
                        "場札にその色のカードはありません。")
        if src == "deck":
            return _err("deck_empty", "The deck and the discards are empty.", "山札も捨て札もありません。")
        return _err("bad_source", "Refill from the display or the deck only: never from kept cards "
                    "nor from the Emperor's hand (seed).",
                    "補充は場札か山札からのみ。手元に置かれたカードや皇帝の手札からは取れません。")
    if kind == "emperor_skip":
        return _err("emperor_must_place", "Original rules: the Emperor always places exactly one piece "
                    "(\"Der Kaiser setzt also immer nur einen Stein\").",
                    "原文ルール：皇帝は常にコマを1つだけ置かなければなりません。")
    return _err("not_legal", "That action is not legal now.", "その行動は現在できません。")


def _not_in_hand(colour) -> IllegalAction:
    return _err("not_in_hand", f"You hold no {colour!r} card.", f"手札に {colour!r} のカードはありません。")


def _diagnose_place(state: State, seat: int, action: Action, emperor: bool) -> IllegalAction:
    if set(action) != {"type", "piece", "region", "space", "pay"}:
        return _err("malformed", "A placement names exactly \"piece\", \"region\", \"space\" and \"pay\".",
                    "配置は \"piece\"、\"region\"、\"space\"、\"pay\" を指定します。")
    piece, region, space, pay = action["piece"], action["region"], action["space"], action["pay"]
    if piece not in data.PIECE_NAMES:
        return _err("bad_piece", "A piece is a house, an emissary or a fortress.",
                    "コマは家・公使・要塞のいずれかです。")
    if region not in REGIONS:
        return _err("bad_region", f"There is no region {region!r}.", f"地域 {region!r} はありません。")
    name = REGIONS[region]["name"]
    n = REGIONS[region]["spaces"]
    if piece == "emissary":
        if space is not None:
            return _err("bad_space", "An emissary goes on the court: \"space\" is null.",
                        "公使は宮廷に置きます（\"space\" は null）。")
    elif type(space) is not int or not 0 <= space < n:
        return _err("bad_space", f"{name['en']} has house spaces 0 to {n - 1}.",
                    f"{name['ja']}の家マスは 0〜{n - 1} です。")
    rs = data.RULE_SETS[state["options"]["rules"]]
    if piece == "fortress":
        if emperor:
            return _err("emperor_no_fortress", "The Emperor has no fortress (seed).",
                        "皇帝は要塞を使いません。")
        if not rs["fortress"]:
            return _err("no_fortresses", "The first-game rules play without fortresses.",
                        "初めての方向けルールでは要塞を使いません。")
    owner = data.EMPEROR if emperor else seat
    hand = state["emperor_hand"] if emperor else state["hands"][seat]
    colour = REGIONS[region]["colour"]
    cname = data.COLOUR_NAMES[colour]
    if not isinstance(pay, list) or not all(isinstance(c, str) for c in pay):
        return _err("malformed", "\"pay\" is a list of card colours.", "\"pay\" はカードの色のリストです。")
    if not (pay == [colour] or (len(pay) == data.WILD_PAIR and len(set(pay)) == 1
                                and pay[0] != colour and pay[0] in data.COLOURS)):
        return _err("wrong_colour", f"A piece in {name['en']} costs one {cname['en']} card, or a wild "
                    "pair: two cards of one other colour.",
                    f"{name['ja']}に置くには{cname['ja']}のカード1枚か、他の同じ色{data.WILD_PAIR}枚（ワイルド）が必要です。")
    have = board.counts(hand)
    if any(have.get(c, 0) < k for c, k in board.counts(pay).items()):
        if emperor:
            return _err("not_in_emperor_hand", "The Emperor's hand lacks those cards.",
                        "皇帝の手札にそのカードがありません。")
        if len(pay) == 1:
            # Told the way out, if there is one: a wild pair in the hand.
            if any(k >= data.WILD_PAIR for c, k in have.items() if c != colour):
                return _err("not_in_hand", f"You hold no {cname['en']} card for {name['en']}: pay with a "
                            f"wild pair ({data.WILD_PAIR} cards of one other colour).",
                            f"{name['ja']}に置く{cname['ja']}のカードが手札にありません（ワイルド：他の同じ色{data.WILD_PAIR}枚で払えます）。")
            return _err("not_in_hand", f"You hold no {cname['en']} card for {name['en']}, nor a wild pair "
                        f"({data.WILD_PAIR} cards of one other colour).",
                        f"{name['ja']}に置く{cname['ja']}のカードも、ワイルド（他の同じ色{data.WILD_PAIR}枚）も手札にありません。")
        return _err("not_in_hand", "You do not hold those cards.", "そのカードは手札にありません。")
    if state["supply"][owner][piece] <= 0:
        pn = data.PIECE_NAMES[piece]
        return _err("no_pieces_left", f"No {pn['en']} left in the supply.", f"{pn['ja']}の残りがありません。")
    houses, forts = state["houses"][region], state["forts"][region]
    if piece == "house" and houses[space] is not None:
        return _err("space_taken", "That house space is taken (one house per space).",
                    "その家マスにはすでに家があります（1マスに1つ）。")
    if piece == "fortress" and (houses[space] is not None or forts[space]):
        return _err("space_taken", "A fortress goes only on an empty house space.",
                    "要塞は空いている家マスにのみ置けます。")
    if piece == "emissary" and board.court_room(state, region) <= 0:
        cap = board.emissary_cap(state, region)
        return _err("emissary_cap", f"{name['en']}'s court may hold only {cap} emissaries: never more "
                    "than the most houses one colour has there.",
                    f"{name['ja']}の公使は{cap}つまで（その地域で最も多い1色の家の数まで）。")
    if emperor:
        if piece == "house" and board.is_empty(state, region):
            return _err("emperor_empty_region", "The Emperor may build a house in an empty region only "
                        "when no other placement is possible (seed).",
                        "皇帝は、他に置ける場所がない場合を除き、コマの無い地域に家を置けません。")
        return _err("not_legal", "That placement is not legal for the Emperor now.",
                    "皇帝のその配置は現在できません。")
    t = state["turn"]
    if len(t["placed"]) >= data.MAX_PIECES:
        return _err("two_pieces", f"At most {data.MAX_PIECES} pieces per turn (the {_LIMIT} rule).",
                    f"1手番に置けるコマは{data.MAX_PIECES}つまで（{_LIMIT}ルール）。")
    if len(t["played"]) + len(pay) > data.MAX_CARDS:
        return _err("three_cards", f"At most {data.MAX_CARDS} cards per turn (the {_LIMIT} rule).",
                    f"1手番にプレイできるカードは{data.MAX_CARDS}枚まで（{_LIMIT}ルール）。")
    if t["placed"]:
        first = t["placed"][0]
        if region == first["region"] and first["was_empty"]:
            return _err("empty_region_one_piece", "Only 1 piece may go into a region that was empty.",
                        "コマの無かった地域には1手番に1つしか置けません。")
        if region != first["region"] and not t["two_regions"]:
            return _err("one_region", f"All pieces of a turn go into one region (the {_LIMIT} rule).",
                        f"1手番のコマはすべて同じ1地域に置きます（{_LIMIT}ルール）。")
    return _err("not_legal", "That placement is not legal now.", "その配置は現在できません。")
