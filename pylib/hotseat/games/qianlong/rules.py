"""Qianlong's Harem (乾隆後宮): the engine protocol for a 2-player worker placement.

Implements ``../shared/rules/qianlong.md`` (which adopts the research notes'
§4). Modules: :mod:`.data` (every invented number), :mod:`.board` (pieces and
tokens), :mod:`.scheme` (the five scheme cards), :mod:`.flow` (placement and
the step-by-step resolution) and :mod:`.bot`.

Turn structure: ``phase`` is "flip" (advanced set-up: each player turns one
card to its 強 side), "place" (``turn`` places a eunuch), "resolve" (the cards
resolve; ``pending`` names the player who must choose now) or "over".

>>> from hotseat import engine
>>> m = engine.new_game("qianlong", players=2, seed=1)
>>> m.to_act(), m.legal_actions(0)[0]
([0], {'type': 'place', 'card': 2, 'strong': False})
"""

from __future__ import annotations

from ...rng import Rng
from ...rules import Action, IllegalAction, Rules, State, score_labels, seat_tag
from . import board, bot, data, flow
from .listing import ID, MAX_PLAYERS, MIN_PLAYERS, NAME, OPTIONS

#: Who holds the start tile at first [our decision]: seat 0, the first seat of
#: the new-game screen (the seed: whoever last dreamt of a harem).
FIRST_START = 0


def new_state(seed: int, options: dict, params: dict | None = None, quiet: bool = False) -> State:
    """A game at its start. ``params`` overrides :data:`data.DEFAULTS` (the
    tuning bench does; the app always plays the defaults). A ``quiet``
    state (the benches' simulations) tells no events: it has no ``events``
    list (:func:`board.log`)."""
    p = dict(data.DEFAULTS)
    p.update(params or {})
    rng = Rng(seed)
    deck = list(data.SCHEMES)
    rng.shuffle(deck)
    state: State = {
        "options": dict(options), "params": p, "rng": rng.state, "round": 1,
        "phase": "place", "turn": FIRST_START, "start": FIRST_START,
        "cards": [{"n": n, "open": n not in data.LOCKED, "strong": False, "eunuchs": []}
                  for n in range(1, 10)],
        "eunuchs": [{"id": s * data.EUNUCHS + k, "owner": s, "strong": False,
                     "at": "hand", "card": None, "square": None}
                    for s in (0, 1) for k in range(data.EUNUCHS)],
        "consorts": [{"pos": 0, "laps": 0}, {"pos": 0, "laps": 0}],
        "points": [0, 0], "xiangfei": 0, "stock": p["tokens"] - 1, "tea": 1,
        "deck": deck, "discard": [], "resolving": [], "struggle": False,
        "stack": [], "pending": None, "winner": None,
    }
    if not quiet:
        state["events"] = []
        state["told"] = board.flat(board.public_board(state))
    board.log(state, "start_tile", FIRST_START, f"{seat_tag(FIRST_START)} holds the start tile.",
              f"{seat_tag(FIRST_START)}が始動権タイルを持つ。", {"tokens": ["start"]})
    if options["advanced"]:
        # The player without the start tile turns a card first (notes §4.8).
        state["phase"] = "flip"
        state["turn"] = 1 - FIRST_START
    else:
        flow.begin_round(state)
    board.settle(state)
    return state


class Qianlong(Rules):
    id = ID
    chapter = (("round",), {"ja": "第{n}ラウンド", "en": "Round {n}"})
    name = NAME
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    options = OPTIONS

    def setup(self, players: int, seed: int, options: dict) -> State:
        return new_state(seed, options)

    # --- turn structure -----------------------------------------------------------
    def to_act(self, state: State) -> list[int]:
        if state["phase"] in ("place", "flip"):
            return [state["turn"]]
        if state["phase"] == "resolve" and state["pending"] is not None:
            return [state["pending"]["seat"]]
        return []

    def finished(self, state: State) -> bool:
        return state["phase"] == "over"

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        if seat not in self.to_act(state):
            return []
        if state["phase"] == "place":
            return flow.place_options(state, seat)
        if state["phase"] == "flip":
            return [{"type": "flip", "card": n} for n in data.STRONG_SIDE_CARDS
                    if not state["cards"][n - 1]["strong"]]
        return flow.choices(state)

    def resolve(self, state: State, seat: int, action: Action) -> Action:
        """The listed action ``action`` means, or an error naming the rule."""
        legal = self.legal_actions(state, seat)
        if action in legal:
            return next(a for a in legal if a == action)
        kind = action.get("type")
        if state["phase"] == "place":
            n = action.get("card")
            if kind != "place":
                raise IllegalAction("place_a_eunuch", "Place a eunuch on a Forbidden City card.",
                           "紫禁城カードに太監を置いてください。")
            if not isinstance(n, int) or isinstance(n, bool) or not 1 <= n <= 9:
                raise IllegalAction("bad_card", "\"card\" must be a card number from 1 to 9.",
                           "\"card\" は 1〜9 のカード番号です。")
            if not state["cards"][n - 1]["open"]:
                raise IllegalAction("card_locked", f"Card {n} is grey side up: no eunuch may go there "
                           "until 後宮闘争.",
                           f"{n}番のカードは灰色の面（裏）なので、後宮闘争までは置けません。")
            if state["cards"][n - 1]["eunuchs"]:
                raise IllegalAction("card_taken", f"Card {n} already holds a eunuch (one per card).",
                           f"{n}番のカードにはすでに太監がいます（1枚に1つまで）。")
            if set(action) != {"type", "card", "strong"} or type(action["strong"]) is not bool:
                raise IllegalAction("malformed", "A placement names \"card\" and \"strong\" "
                                    "(true or false) only.",
                                    "配置には \"card\" と \"strong\"（true か false）だけを指定します。")
            raise IllegalAction("no_such_eunuch", "You have no such eunuch in hand.",
                       "その種類の太監は手元にありません。")
        if state["phase"] == "flip":
            raise IllegalAction("flip_a_card", "Choose a card (2, 4–9) to turn to its 強 side.",
                       "「強」の面にするカード（2、4〜9）を選んでください。")
        pending = state["pending"]["kind"]
        expected = {"jump": "jump", "reward": "reward", "activate": "activate", "bribe": "bribe",
                    "promote": "promote", "take": "take"}[pending]
        if kind != expected:
            raise IllegalAction("choose_first", f"First answer the pending choice ({pending}).",
                       f"まず保留中の選択（{pending}）に答えてください。")
        raise IllegalAction("not_an_option", "That is not one of the choices offered.",
                   "それは選べる選択肢ではありません。")

    def apply(self, state: State, seat: int, action: Action) -> bool:
        ctx = flow.Ctx()
        kind = action["type"]
        if kind == "place":
            flow.place(state, seat, action["card"], action["strong"], ctx)
        elif kind == "flip":
            state["cards"][action["card"] - 1]["strong"] = True
            board.log(state, "flipped", seat, f"{seat_tag(seat)} turns card {action['card']} to its 強 side.",
                      f"{seat_tag(seat)}が{action['card']}番を「強」の面にする。",
                      {"cards": [action["card"]]}, card=action["card"])
            if seat == state["start"]:
                flow.begin_round(state)
            else:
                state["turn"] = state["start"]
        else:
            flow.choose(state, action, ctx)
        # The last line's board is the board as the action leaves it (the
        # changes after it: the stack run on, a card's eunuchs gone home).
        board.settle(state)
        return ctx.revealed

    # --- what players see ---------------------------------------------------------
    def view(self, state: State, seat: int | None) -> dict:
        """Everything on the table; only the scheme deck's order stays hidden.

        The changing parts are :func:`board.public_board`'s keys. What
        happened is told by the events (:data:`board.KINDS`), not the view:
        the view's size does not grow with the game. Every seat sees the same.
        """
        p = state["params"]
        pending = state["pending"]
        return {
            **board.public_board(state),
            "options": dict(state["options"]), "params": dict(p),
            "bedroom": p["bedroom"], "tea_square": board.tea_square(state),
            "palace": list(data.palace(p)), "xiangfei_limit": board.xiangfei_limit(state),
            "win_points": data.WIN_POINTS, "bribe": data.BRIBE, "labels": labels(),
            "stack": [dict(s) for s in state["stack"]],
            "pending": None if pending is None else _copy(pending),
            "schemes": {c: {"name": dict(data.NAMES[c]), "text": data.scheme_text(c, p)}
                        for c in data.SCHEMES},
        }

    def result(self, state: State) -> dict | None:
        if state["phase"] != "over":
            return None
        w = state["winner"]
        return {"scores": list(state["points"]), "winner": w,
                "winners": [] if w is None else [w],
                "losers": [0, 1] if w is None else [1 - w],
                "end": "xiangfei" if w is None else "points",
                "xiangfei": state["xiangfei"], "rounds": state["round"]}

    def summary(self, state: State) -> dict:
        r = state["round"]
        text = ({"ja": f"第{r}ラウンドで終了", "en": f"Ended in round {r}"} if state["phase"] == "over"
                else {"ja": f"第{r}ラウンド", "en": f"Round {r}"})
        return {**text, "seats": score_labels(state["points"])}

    def bot(self, view: dict, legal: list[Action], rng) -> Action:
        return bot.choose(view, legal, rng)

    def describe(self, action: Action) -> dict[str, str]:
        k = action["type"]
        if k == "place":
            s = "強" if action["strong"] else "弱"
            return {"ja": f"{action['card']}番に{s}の太監", "en":
                    f"{'strong' if action['strong'] else 'weak'} eunuch on card {action['card']}"}
        if k == "flip":
            return {"ja": f"{action['card']}番を「強」の面に", "en": f"card {action['card']} to 強"}
        if k == "jump":
            return {"ja": f"{action['card']}番へ跳ぶ", "en": f"jump to card {action['card']}"}
        if k == "reward":
            return ({"ja": "貴妃＋3", "en": "consort +3"} if action["pick"] == "consort3"
                    else {"ja": "策謀カード2枚", "en": "draw 2 scheme cards"})
        if k == "activate":
            return {"ja": f"太監{action['eunuch']}を発動", "en": f"activate eunuch {action['eunuch']}"}
        if k == "bribe":
            return ({"ja": "賄賂で2マス進める", "en": "bribe: advance 2"} if action["advance"]
                    else {"ja": "賄賂：進めない", "en": "bribe: stay"})
        if k == "promote":
            w = action["card"]
            return ({"ja": "手元の太監を「強」に", "en": "promote a eunuch in hand"} if w is None
                    else {"ja": f"{w}番の太監を「強」に", "en": f"promote the eunuch on card {w}"})
        if k == "take":
            return ({"ja": "香妃から取る", "en": "take from 香妃"} if action["from"] == "xiangfei"
                    else {"ja": "相手から取る", "en": "take from the opponent"})
        raise ValueError(f"no action type {k!r}")  # the engine refuses it as malformed


def labels() -> dict:
    """The names the table draws (:mod:`.data`'s), so the view has no copies:
    ``icons`` (a card's short name), ``strong`` (its 強 side's effect),
    ``squares`` (a palace square's short name; ``square_names`` its full
    name, for screen readers), ``reward`` (the answers of
    the +3-or-draw-2 square), ``help`` (what a card's icon does, in a
    sentence)."""
    return _copy({"icons": data.ICON_SHORT, "strong": data.STRONG_TEXT, "help": data.ICON_HELP,
                  "squares": data.SQUARE_SHORT, "square_names": data.SQUARE_NAMES,
                  "reward": data.REWARD_NAMES})


def rules_page(params: dict | None = None) -> dict:
    """Every number and name the in-app rules page (web/qianlong/rules.js)
    shows, for ``params`` (the defaults: what the app plays). rules.js keeps
    a copy (it is drawn without the engine) and
    tests/test_qianlong_rules_page.py fails when the two differ."""
    p = {**data.DEFAULTS, **(params or {})}
    kinds = {n: (data.ICONS[n] if n != 9 else p["card9"]) for n in range(1, 10)}
    track = data.palace(p)
    return _copy({
        "win_points": data.WIN_POINTS, "xiangfei_limit": data.XIANGFEI_LIMIT,
        "eunuchs": data.EUNUCHS, "lap_points": data.LAP_POINTS, "schemes": len(data.SCHEMES),
        "cards": len(kinds), "locked": list(data.LOCKED), "strong_side": list(data.STRONG_SIDE_CARDS),
        "first_seat": FIRST_START + 1,
        "bedroom": p["bedroom"], "tea_square": board.tea_square({"params": p}),
        "tokens": p["tokens"], "stock": p["tokens"] - 1,
        # What the spec let the tuning try (card_last: the last card's icon):
        # the page says the defaults left those ranges, and why.
        "spec_ranges": {"bedroom": data.SPEC_RANGES["bedroom"], "tokens": data.SPEC_RANGES["tokens"],
                        "card_last": data.SPEC_RANGES["card9"]},
        "icons": [{"n": n, "kind": k, "rules": data.ICON_RULES[k], "strong": data.STRONG_TEXT.get(k)}
                  for n, k in kinds.items()],
        "palace": [{"kind": k, "name": data.SQUARE_NAMES[k]} for k in track],
        "scheme_cards": [{"id": c, "name": data.NAMES[c], "text": data.scheme_text(c, p)}
                         for c in data.SCHEMES],
    })


def _copy(value):
    if isinstance(value, dict):
        return {k: _copy(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_copy(v) for v in value]
    return value
