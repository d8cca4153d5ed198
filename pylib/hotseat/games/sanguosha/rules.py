"""Sanguosha (三国殺), identity mode: the :class:`~hotseat.rules.Rules` object.

The state (plain JSON):

- ``roles``, ``hp``, ``max_hp``, ``alive``, ``gender`` — one entry per seat
  (no gender without generals: 雌雄双股剣 then never triggers);
- ``hand`` (lists of ids), ``equip`` (``{"weapon", "armor", "plus", "minus"}``),
  ``judge`` (delayed scrolls in the order placed);
- ``pile`` (top is the end), ``discard``, ``table`` (cards being used),
  ``grace`` (五穀豊穣's turned-up cards);
- ``current``, ``phase``, ``slashes``, ``skip_play``, ``turn``;
- ``stack``, ``ask``, ``answer``, ``ret`` — the resolution machine of :mod:`.flow`;
- ``log`` (public lines), ``aims`` and ``dealt`` (public tallies: who aimed a
  harmful card at whom, who dealt how much damage to whom), ``over``.
"""

from __future__ import annotations

from hotseat.rng import Rng
from hotseat.rules import Action, IllegalAction, Rules, State

from . import answers, cards, flow, roles

#: Lines of the log a view carries (the whole log is the session's history).
VIEW_LOG = 40
HP = 4  # the beginner game's plain characters (rulebook; spec decision 2)
HAND = 4

OPTIONS = [
    {"id": "generals", "type": "bool", "default": False, "values": [False],
     "label": {"ja": "武将を使う", "en": "Play with generals"},
     "help": {"ja": "この版では武将なし（体力4の初心者ルール）のみです。",
              "en": "This version has only the beginner game: plain 4-HP characters, no skills."}},
    {"id": "ex_cards", "type": "bool", "default": True,
     "label": {"ja": "EXカード4枚を入れる（108枚）", "en": "Include the 4 EX cards (108 cards)"}},
    {"id": "auto_pass", "type": "bool", "default": True,
     "label": {"ja": "応答できないときは自動でパス", "en": "Auto-pass when you cannot answer"},
     "help": {"ja": "応答できる札がない人には尋ねません。そのため、その人が応答札を持っていなかったことが分かります。",
              "en": "No one is asked who holds nothing that could answer; so the table learns that "
                    "they held no answer."}},
    {"id": "roles", "type": "choice", "default": "standard", "choices": roles.CHOICES,
     "label": {"ja": "身分の構成", "en": "Roles"}},
]


class Sanguosha(Rules):
    id = "sanguosha"
    name = {"ja": "三国殺", "en": "Sanguosha"}
    min_players = 2
    max_players = 10
    options = OPTIONS

    # --- set-up ------------------------------------------------------------------
    def setup(self, players: int, seed: int, options: dict) -> State:
        try:
            split = roles.split(players, options["roles"])
        except (ValueError, KeyError):
            raise IllegalAction("bad_options", f"The roles choice {options['roles']!r} is not for {players} players.",
                                f"身分の構成 {options['roles']!r} は{players}人では選べません。") from None
        rng = Rng(seed)
        rng.shuffle(split)
        pile = cards.deck(options["ex_cards"])
        rng.shuffle(pile)
        lord = split.index("lord")
        max_hp = [HP + (1 if r == "lord" and players >= 5 else 0) for r in split]
        state: State = {
            "n": players, "options": dict(options), "rng": rng.state,
            "roles": split, "hp": list(max_hp), "max_hp": max_hp, "alive": [True] * players,
            "gender": [None] * players,
            "hand": [[] for _ in range(players)],
            "equip": [{"weapon": None, "armor": None, "plus": None, "minus": None}
                      for _ in range(players)],
            "judge": [[] for _ in range(players)],
            "pile": pile, "discard": [], "table": [], "grace": [], "shuffles": 0,
            "current": lord, "phase": "prepare", "slashes": 0, "skip_play": False, "turn": 0,
            "stack": [], "ask": None, "answer": None, "ret": None,
            "log": [], "aims": [[0] * players for _ in range(players)],
            "dealt": [[0] * players for _ in range(players)], "over": None, "revealed": False,
        }
        # Four cards each, dealt from the lord round the table (notes §1.3).
        for s in flow.order_from(state, lord):
            state["hand"][s] = [pile.pop() for _ in range(HAND)]
        flow.log(state, lord, f"{{seat:{lord}}} is the Lord and plays first.",
                 f"{{seat:{lord}}}が主公で、先手です。")
        flow.push(state, {"k": "turn", "seat": lord})
        flow.run(state)
        return state

    # --- turns ---------------------------------------------------------------------
    def to_act(self, state: State) -> list[int]:
        q = state["ask"]
        return [] if q is None else [q["seat"]]  # the game's end clears the question

    def finished(self, state: State) -> bool:
        return state["over"] is not None

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        if seat not in self.to_act(state):
            return []
        return answers.actions(state, seat)

    def resolve(self, state: State, seat: int, action: Action) -> Action:
        return answers.resolve(state, seat, action)

    def apply(self, state: State, seat: int, action: Action) -> bool:
        state["revealed"] = False
        flow.answer(state, seat, action)
        return state["revealed"]

    # --- views -------------------------------------------------------------------------
    def view(self, state: State, seat: int | None) -> dict:
        known = [r if (r == "lord" or not state["alive"][s] or s == seat or state["over"])
                 else None for s, r in enumerate(state["roles"])]
        q = state["ask"]
        out = {
            "roles": known, "alive": list(state["alive"]), "hp": list(state["hp"]),
            "max_hp": list(state["max_hp"]),
            "hand_counts": [len(h) for h in state["hand"]],
            "equip": [dict(e) for e in state["equip"]],
            "judge": [list(j) for j in state["judge"]],
            "pile": len(state["pile"]), "discard_count": len(state["discard"]),
            "discard_top": state["discard"][-5:], "table": list(state["table"]),
            "grace": list(state["grace"]),
            "current": state["current"], "phase": state["phase"], "turn": state["turn"],
            "slashes": state["slashes"],
            "ask": _public_ask(q) if q else None,
            "aims": [list(r) for r in state["aims"]], "dealt": [list(r) for r in state["dealt"]],
            "log": state["log"][-VIEW_LOG:], "log_total": len(state["log"]),
            "over": state["over"],
        }
        if seat is not None:
            out["hand"] = list(state["hand"][seat])
        return out

    def result(self, state: State) -> dict | None:
        if state["over"] is None:
            return None
        side = state["over"]
        win = roles.winners(side, state["roles"], state["alive"])
        return {"scores": [1 if s in win else 0 for s in range(state["n"])], "winners": win,
                "side": side, "roles": list(state["roles"])}

    def describe(self, action: Action) -> dict[str, str]:
        return describe(action)

    def bot(self, view: dict, legal: list[Action], rng) -> Action:
        from .bot import choose
        return choose(view, legal, rng)


def _public_ask(q: dict) -> dict:
    """Who is asked what is public (as at a real table); what they could
    answer with is not, and the question carries none of it."""
    return {k: (dict(v) if isinstance(v, dict) else v) for k, v in q.items()}


def _c(cid, lang):
    return cards.label(cid)[lang]


def describe(a: Action) -> dict[str, str]:
    """A short log label for an action, from the action alone.

    >>> describe({"type": "use", "card": "slash-S7", "targets": [2]})["en"]
    'Slash ♠7 → {seat:2}'
    >>> describe({"type": "pass"})["ja"]
    'パス'
    """
    t = a["type"]
    if t == "use":
        to = "".join(f" → {{seat:{x}}}" for x in a["targets"])
        return {lang: _c(a["card"], lang) + to for lang in ("ja", "en")}
    if t == "spear":
        to = "".join(f" → {{seat:{x}}}" for x in a.get("targets", []))
        return {"ja": "丈八蛇矛：" + "＋".join(_c(c, "ja") for c in a["cards"]) + to,
                "en": "Serpent Spear: " + " + ".join(_c(c, "en") for c in a["cards"]) + to}
    if t in ("play", "discard", "take"):
        verb = {"play": ("", ""), "discard": ("Discard ", "捨てる："), "take": ("Take ", "取る：")}[t]
        return {"ja": verb[1] + _c(a["card"], "ja"), "en": verb[0] + _c(a["card"], "en")}
    if t == "pick":
        if "zone" in a:
            return {"ja": "手札から1枚（無作為）", "en": "A card from the hand (at random)"}
        return {"ja": _c(a["card"], "ja"), "en": _c(a["card"], "en")}
    if t == "axe":
        return {"ja": "貫石斧：" + "＋".join(_c(c, "ja") for c in a["cards"]),
                "en": "Stone Axe: " + " + ".join(_c(c, "en") for c in a["cards"])}
    fixed = {"pass": ("パス", "Pass"), "end": ("札出し終了", "End play phase"),
             "armor": ("八卦陣で判定", "Judge with Eight Diagram"),
             "ice": ("寒氷剣：札を2枚捨てさせる", "Ice Sword: discard 2 cards instead"),
             "swords": ("雌雄双股剣を発動", "Use Double Swords"),
             "let_draw": ("相手に1枚引かせる", "Let them draw 1")}
    ja, en = fixed[t]
    return {"ja": ja, "en": en}


def rules_page() -> dict:
    """What the in-app rules page and the table show without the engine
    (web/sanguosha/rules.js keeps a copy; tests/test_sanguosha_rules_page.py
    checks it): card names and kinds, role names and splits, the rulings."""
    from .rulings import RULINGS
    return {
        "cards": {k: {"ja": v["ja"], "en": v["en"], "kind": v["kind"], "slot": v["slot"],
                      "range": v["range"]} for k, v in cards.NAMES.items()},
        "roles": roles.NAMES,
        "splits": {str(n): list(c) for n, c in roles.STANDARD.items()},
        "hp": HP, "hand": HAND, "deck": len(cards.deck(False)), "ex": len(cards.deck(True)) - len(cards.deck(False)),
        "rulings": [{"id": r["id"], "ja": r["ja"], "en": r["en"]} for r in RULINGS],
    }
