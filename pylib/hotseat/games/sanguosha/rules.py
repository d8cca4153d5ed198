"""Sanguosha (三国殺), identity mode: the :class:`~hotseat.rules.Rules` object.

The state (plain JSON):

- ``roles``, ``hp``, ``max_hp``, ``alive``, ``gender``, ``general``,
  ``skills`` — one entry per seat (no general, gender or skill in the
  beginner game: 雌雄双股剣 then never triggers; ``hp`` is None until the
  generals are revealed);
- ``draft`` — while the generals are picked: ``offers``, ``picked``, ``stage``;
- ``hand`` (lists of ids), ``equip`` (``{"weapon", "armor", "plus", "minus"}``),
  ``judge`` (delayed scrolls in the order placed);
- ``pile`` (top is the end), ``discard``, ``table`` (cards being used),
  ``grace`` (五穀豊穣's turned-up cards);
- ``current``, ``phase``, ``slashes``, ``skip_play``, ``turn``; for skills
  ``used`` (once-per-phase marks), ``slash_in_play`` (克己), and the fields
  skills keep for a turn or a play phase (:data:`.turn.TURN_STATE`,
  :data:`.turn.PLAY_STATE`: ``luoyi``, ``rende``);
- ``stack``, ``ask``, ``answer``, ``ret`` — the resolution machine of :mod:`.machine`;
  ``triggers`` (skills waiting to be asked), ``aside`` (cards one seat is
  looking at: 観星, 遺計), ``as`` (cards in a judgement area as another card);
- ``events``: what the step being made tells the table (:mod:`.eventlog`:
  the kinds and their fields), emptied by the engine into the match after
  every step, so the state never carries its past; ``aims`` and ``dealt``
  (public tallies: who aimed a harmful card at whom, who dealt how much
  damage to whom), ``over``, ``killer`` (per seat, who killed it: None
  while alive or for a death with no killer);
- ``attacked``, ``helped``, ``hindered``, ``refused`` — public per-pair
  tallies of the acts that tell sides apart (:mod:`.events`).

The view of a seat carries what that seat may see: every seat's general, HP,
hand size, equipment and judgement area, the roles it may know (the lord's,
its own, the dead's; all at the end), its own hand, the question and these
public tallies (their size fixed however long the game: the log is the
match's, :mod:`.eventlog`), each ``x[a][b]`` an ``n × n`` table of what seat
``a`` did to seat ``b``:

- ``aims`` — harmful cards aimed (南蛮襲来 / 万箭斉発 count for everyone hit);
- ``dealt`` — damage points dealt;
- ``attacked`` — chosen as the target of a harmful card or skill (殺, 決闘,
  楽不思蜀, 借刀殺人's victim, 流離, 反間, 離間; 過河拆橋 / 順手牽羊 taking a
  card from hand or equipment);
- ``helped`` — saved with a 桃, protected by a 明察秋毫, a delayed scroll
  taken out of their judgement area, given a card by 仁徳, healed by 青嚢 / 結姻;
- ``hindered`` — a 明察秋毫 against a good scroll on them, against their
  明察秋毫, or against a harmful scroll they used;
- ``refused`` — asked for a 桃 while dying and passed;

and ``killers`` (the state's ``killer``: public, the "died" events say
it), ``role_counts`` (how many of each role were dealt: public from the
roles option) and ``auto_pass`` (whether a seat is asked only when it could
answer, which decides what a pass in ``refused`` says).
"""

from __future__ import annotations

from hotseat.rng import Rng
from hotseat.rules import Action, IllegalAction, Rules, State, check_fields

from . import actiontext, answers, cards, events, roles, turn
from .actiontext import ACTION_TEXT
from .bot import choose
from .cardtext import CARD_TEXT, ROLE_TEXT
from .damage import die
from .generals import GENDERS, GENERALS, KINGDOMS, LORDS, SKILLS
from .listing import ID, MAX_PLAYERS, MIN_PLAYERS, NAME, OPTIONS
from .machine import answer, log, push, run
from .moves import Cs, drew_text
from .rulings import RULINGS
from .skilltext import SKILL_TEXT
from .table import attack_range, distance, order_from, shuffle
from .use import CONVERSIONS, SET_TARGETS

# The modules that register frames, steps, hooks and questions with the
# machine: importing them is what assembles the game.
from . import judgement, skills  # noqa: E402,F401
from .cards import basic, delayed, equipment, scrolls  # noqa: E402,F401

HP = 4  # the beginner game's plain characters (rulebook; spec decision 2)
HAND = 4


class Sanguosha(Rules):
    id = ID
    # the first turn (the lord's) begins with the deal; each later one with "turn"
    chapter = (("dealt", "turn"), {"ja": "{n}ターン目（{seat}）", "en": "Turn {n} ({seat})"})
    name = NAME
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    options = OPTIONS
    # Ruling undo_answers (issue #16): undo never crosses an answer by another
    # player, a bot's too.
    undo_over_others = False

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
        generals = options["generals"]
        max_hp = [None if generals else HP + (1 if r == "lord" and players >= 5 else 0) for r in split]
        state: State = {
            "n": players, "options": dict(options), "rng": rng.state,
            "roles": split, "hp": list(max_hp), "max_hp": max_hp, "alive": [True] * players,
            "gender": [None] * players, "general": [None] * players,
            "skills": [[] for _ in range(players)], "draft": None,
            "hand": [[] for _ in range(players)],
            "equip": [{"weapon": None, "armor": None, "plus": None, "minus": None}
                      for _ in range(players)],
            "judge": [[] for _ in range(players)],
            "pile": pile, "discard": [], "table": [], "grace": [], "shuffles": 0,
            "current": lord, "phase": "prepare", "slashes": 0, "skip_play": False, "turn": 0,
            "used": {}, "slash_in_play": False, **turn.TURN_STATE, **turn.PLAY_STATE,
            "stack": [], "ask": None, "answer": None, "ret": None,
            "triggers": [], "aside": None, "as": {}, "uses": 0,
            "standing": {"nullify": [None] * players, "dodge": [None] * players},
            "events": [], "aims": [[0] * players for _ in range(players)],
            "dealt": [[0] * players for _ in range(players)], "over": None, "revealed": False,
            "killer": [None] * players,
            **events.init(players),
        }
        log(state, "lord", lord, f"{{seat:{lord}}} is the Lord and plays first.",
            f"{{seat:{lord}}}が主公で、先手です。")
        if generals:
            # The draft (notes §1.3): the lord is offered 曹操, 劉備 and 孫権
            # and two more at random, and picks in the open first.
            rest = [g for g in GENERALS if g not in LORDS]
            shuffle(state, rest)
            offers = [[] for _ in range(players)]
            offers[lord] = list(LORDS) + rest[:2]
            state["draft"] = {"stage": "lord", "offers": offers, "picked": [None] * players}
            return state
        deal_and_start(state)
        return state

    # --- turns ---------------------------------------------------------------------
    def to_act(self, state: State) -> list[int]:
        d = state["draft"]
        if d is not None:
            if d["stage"] == "lord":
                return [state["roles"].index("lord")]
            return [s for s in range(state["n"]) if d["picked"][s] is None]
        q = state["ask"]
        return [] if q is None else [q["seat"]]  # the game's end clears the question

    def finished(self, state: State) -> bool:
        return state["over"] is not None

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        if seat not in self.to_act(state):
            return []
        if state["draft"] is not None:
            return [{"type": "general", "general": g} for g in state["draft"]["offers"][seat]]
        return answers.actions(state, seat)

    def resolve(self, state: State, seat: int, action: Action) -> Action:
        check_fields(action, answers.FIELDS)
        if state["draft"] is not None:
            for offered in self.legal_actions(state, seat):
                if offered == action:
                    return offered
            raise IllegalAction("not_offered", "Pick one of the generals you are offered.",
                                "提示された武将から1人を選んでください。")
        return answers.resolve(state, seat, action)

    def apply(self, state: State, seat: int, action: Action) -> bool:
        state["revealed"] = False
        if state["draft"] is not None:
            return pick_general(state, seat, action["general"])
        sink = state.get("events")
        start = len(sink) if sink is not None else 0
        q = state["ask"]
        answer(state, seat, action)
        if sink is not None:
            _tell_act(sink, start, q, seat, action)
        return state["revealed"]

    # --- views -------------------------------------------------------------------------
    def view(self, state: State, seat: int | None) -> dict:
        known = [r if (r == "lord" or not state["alive"][s] or s == seat or state["over"])
                 else None for s, r in enumerate(state["roles"])]
        q = state["ask"]
        d = state["draft"]
        out = {
            "generals": _shown_generals(state, seat),
            "draft": None if d is None else {
                "stage": d["stage"], "picked": [g is not None for g in d["picked"]],
                "offers": list(d["offers"][seat]) if seat is not None else None},
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
            "ask": _public_ask(q, seat) if q else None,
            "aims": [list(r) for r in state["aims"]], "dealt": [list(r) for r in state["dealt"]],
            **{k: [list(r) for r in state[k]] for k in events.KINDS},
            "role_counts": {r: state["roles"].count(r) for r in roles.ROLES},
            "auto_pass": state["options"]["auto_pass"],
            "standing": {k: list(v) for k, v in state["standing"].items()},
            "over": state["over"],
            # Who killed each dead seat (None: alive, or no killer: 雷電,
            # 苦肉), for the final standings: what the "died" events said.
            "killers": list(state["killer"]),
        }
        if seat is not None:
            out["hand"] = list(state["hand"][seat])
            if d is None and state["alive"][seat]:
                # What the seat's target choices depend on (public facts, said
                # here so the table need not know the rules of distance).
                out["distance"] = [distance(state, seat, t) if t != seat and state["alive"][t] else None
                                   for t in range(state["n"])]
                out["range"] = attack_range(state, seat)
            aside = state["aside"]
            if aside is not None and aside["seat"] == seat:
                out["aside"] = {k: list(v) for k, v in aside.items() if k != "seat"}
        return out

    def result(self, state: State) -> dict | None:
        if state["over"] is None:
            return None
        side = state["over"]
        win = roles.winners(side, state["roles"], state["alive"])
        return {"scores": [1 if s in win else 0 for s in range(state["n"])], "winners": win,
                "side": side, "roles": list(state["roles"])}

    def sides(self, result: dict) -> list[list[dict]]:
        """Each seat's role, and whether its side won."""
        return [[{"as": dict(roles.NAMES[r]), "won": s in result["winners"]}]
                for s, r in enumerate(result["roles"])]

    def summary(self, state: State) -> dict:
        n = state["n"]
        if state["draft"] is not None:
            text = {"ja": f"武将選択中・{n}人", "en": f"Choosing generals · {n} players"}
        elif state["over"] is not None:
            side, k = SIDE_WINS[state["over"]], state["turn"]
            text = {"ja": f"{side['ja']}・{k}ターン・{n}人", "en": f"{side['en']} · {k} turn{'s' if k != 1 else ''} · {n} players"}
        else:
            k, left = state["turn"], sum(state["alive"])
            text = {"ja": f"第{k}ターン・{n}人（生存{left}）", "en": f"Turn {k} · {n} players ({left} alive)"}
        names = [None if g is None else {"ja": GENERALS[g]["ja"], "en": GENERALS[g]["en"]}
                 for g in _shown_generals(state, None)]
        return {**text, "seats": names, "humans_only": True}

    def describe(self, action: Action) -> dict[str, str]:
        # A caller's seat ``true`` would read "{seat:True}" in the log.
        check_fields(action, answers.FIELDS)
        return describe(action)

    def bot(self, view: dict, legal: list[Action], rng) -> Action:
        return choose(view, legal, rng)

    def event_text(self, event: dict) -> dict[str, str]:
        # Only a draw's private event is emitted without its line (moves.draw).
        return drew_text(event)


#: The kinds of event by which a seat's action tells itself (a pass is told
#: by "passed", or by 借刀殺人's weapon given); any other action whose step
#: emits none of these first is told by :func:`_tell_act`.
_OWN_ACT = frozenset(("used", "played", "equipped", "placed", "skill", "equipment", "discarded",
                      "took", "gave", "named", "picked"))
_OWN_PASS = frozenset(("passed", "gave"))


def _tell_act(sink: list, start: int, q: dict, seat: int, action: Action) -> None:
    """Make sure the step of ``seat``'s action opens, among ``seat``'s own
    events, with the act itself (so ``events.latest[seat]`` is "パス" under a
    seat that declined a 明察秋毫 or a 桃, not the turn or the damage that
    followed): when the step's first event by ``seat`` is not already its
    act, one is put first. A choice that names a card ``seat`` alone may see
    (制衡's picks, 観星's places) is told in public without the card, and in
    full to ``seat`` alone."""
    own = _OWN_PASS if action["type"] == "pass" else _OWN_ACT
    for e in sink[start:]:
        if e["seat"] == seat:
            if e["kind"] in own:
                return
            break
    S = f"{{seat:{seat}}}"
    fields = {"asked": q["kind"] if q else None}
    if "skill" in action:
        fields["skill"] = action["skill"]
    if "targets" in action:
        fields["targets"] = list(action["targets"])
    kind = action["type"]
    if kind == "pass":
        if "standing" in action:
            fields["standing"] = action["standing"]
        told = [{"kind": "passed", "seat": seat, **fields,
                 "text": {"ja": f"{S}はパス。", "en": f"{S} passes."}}]
    elif kind == "end":
        told = [{"kind": "ended", "seat": seat, **fields,
                 "text": {"ja": f"{S}が札出し段階を終える。", "en": f"{S} ends the play phase."}}]
    else:
        label = describe(action)
        said = {"ja": f"{S}：{label['ja']}", "en": f"{S}: {label['en']}"}
        if "card" in action or "cards" in action:
            told = [{"kind": "chose", "seat": seat, **fields,
                     "text": {"ja": f"{S}が選ぶ。", "en": f"{S} chooses."}},
                    {"kind": "chose", "seat": seat, **fields, "text": said, "to": [seat]}]
        else:
            told = [{"kind": "chose", "seat": seat, **fields, "text": said}]
    sink[start:start] = told


#: The side that won, as the saved-games list says it (``state["over"]``).
SIDE_WINS = {"lord": {"ja": "主公と忠臣の勝利", "en": "The Lord and the Loyalists won"},
             "rebels": {"ja": "反賊の勝利", "en": "The Rebels won"},
             "renegade": {"ja": "内奸の勝利", "en": "The Renegade won"},
             "draw": {"ja": "引き分け", "en": "Draw"}}


def _shown_generals(state: State, seat: int | None) -> list:
    """The generals ``seat`` sees (None: the public's)."""
    d = state["draft"]
    if d is None:
        return list(state["general"])
    # The lord's pick is open at once; the others' stay face down (each
    # sees their own) until all are revealed together.
    lord = state["roles"].index("lord")
    return [g if (s == lord or s == seat) else None for s, g in enumerate(d["picked"])]


def _public_ask(q: dict, seat) -> dict:
    """Who is asked what is public (as at a real table); what they could
    answer with is not, and the question carries none of it. Its
    ``private`` part (制衡's chosen cards) only the one asked sees."""
    return {k: (dict(v) if isinstance(v, dict) else list(v) if isinstance(v, list) else v)
            for k, v in q.items() if k != "private" or seat == q["seat"]}


def deal_and_start(state) -> None:
    """Four cards each, dealt from the lord round the table (notes §1.3);
    then the lord's first turn."""
    lord = state["roles"].index("lord")
    log(state, "dealt", None, f"{HAND} cards are dealt to each player.", f"各プレイヤーに{HAND}枚ずつ配る。",
        amount=HAND)
    for s in order_from(state, lord):
        state["hand"][s] = got = [state["pile"].pop() for _ in range(HAND)]
        log(state, "drew", s, f"{{seat:{s}}} is dealt {Cs(got, 'en')}.", f"{{seat:{s}}}に{Cs(got, 'ja')}が配られる。",
            to=[s], amount=HAND, cards=got)
    push(state, {"k": "turn", "seat": lord})
    run(state)


def offer_size(players: int) -> int:
    """Three generals each, or two at 10 players, where 9 × 3 would need more
    than the 24 left once the lord has picked (**Ruling draft_pool:** the four the lord
    did not take go back into the pool, as the rulebook deals "the rest")."""
    return 3 if (players - 1) * 3 <= len(GENERALS) - 1 else 2


def pick_general(state, seat: int, g: str) -> bool:
    """Record a pick in the draft; True when it reveals what was hidden."""
    d = state["draft"]
    n = state["n"]
    d["picked"][seat] = g
    lord = state["roles"].index("lord")
    if d["stage"] == "lord":
        log(state, "picked", lord, f"{{seat:{lord}}} (the Lord) picks {GENERALS[g]['en']}.",
            f"主公{{seat:{lord}}}が{GENERALS[g]['ja']}を選ぶ。", general=g)
        rest = [x for x in GENERALS if x != g]
        shuffle(state, rest)
        k = offer_size(n)
        for s in order_from(state, lord)[1:]:
            d["offers"][s] = [rest.pop() for _ in range(k)]
        d["stage"] = "others"
        return True
    # The others pick face down: the table hears that a seat chose, not whom.
    log(state, "picked", seat, f"{{seat:{seat}}} picks a general.", f"{{seat:{seat}}}が武将を選ぶ。")
    if any(x is None for x in d["picked"]):
        return False
    for s in range(n):
        gen = GENERALS[d["picked"][s]]
        state["general"][s] = d["picked"][s]
        state["gender"][s] = gen["gender"]
        state["max_hp"][s] = gen["hp"] + (1 if s == lord and n >= 5 else 0)
        state["hp"][s] = state["max_hp"][s]
        state["skills"][s] = [k for k in gen["skills"] if s == lord or not SKILLS[k]["lord"]]
    state["draft"] = None
    log(state, "generals", None, "The generals are revealed: " + ", ".join(
        f"{{seat:{s}}} {GENERALS[state['general'][s]]['en']}" for s in range(n)) + ".",
        "武将の公開：" + "、".join(f"{{seat:{s}}} {GENERALS[state['general'][s]]['ja']}" for s in range(n)) + "。",
        generals=list(state["general"]))
    deal_and_start(state)
    return True


_SUITS = str.maketrans(cards.SUITS)


def _c(cid, lang):
    return cards.label(cid)[lang]


class _Fields(dict):
    """The fields of ``action``'s label in ``lang``, each read from the action when its
    template asks for it (so a field the label does not show is never read)."""

    def __init__(self, action: Action, lang: str):
        super().__init__()
        self.a, self.lang = action, lang

    def __missing__(self, field: str) -> str:
        a, lang = self.a, self.lang
        joins = ACTION_TEXT["joins"]
        if field == "card":
            return _c(a["card"], lang)
        if field == "cards":
            return joins["cards"][lang].join(_c(c, lang) for c in (a["cards"] if "cards" in a else [a["card"]]))
        if field == "skill":
            return SKILLS[a["skill"]][lang]
        if field == "as":
            return cards.name_label(answers.conversion_name(a["skill"], a["card"]))[lang]
        if field == "to":
            seats = a["targets"] if "targets" in a else [a["to"]] if "to" in a else []
            return joins["to"][lang].format(seats=joins["seats"][lang].join(f"{{seat:{x}}}" for x in seats)) \
                if seats else ""
        if field == "suit":
            return a["suit"].translate(_SUITS)
        g = GENERALS[a["general"]]
        return {"general": g[lang], "kingdom": KINGDOMS[g["kingdom"]][lang], "hp": str(g["hp"])}[field]


def describe(a: Action) -> dict[str, str]:
    """A short log label for an action, from the action alone: the label
    :mod:`.actiontext` gives it (the table's button reads the same), a pass
    the plain one or its standing answer's, seats as ``{seat:N}``.

    >>> describe({"type": "use", "card": "slash-S7", "targets": [2]})["en"]
    'Use Slash ♠7 → {seat:2}'
    >>> describe({"type": "pass"})["ja"]
    'パス'
    >>> describe({"type": "use", "card": "peach-H3", "skill": "wusheng", "targets": [1]})["en"]
    'Warrior Saint: Peach ♥3 as Slash → {seat:1}'
    >>> describe({"type": "spear", "cards": ["peach-H3", "dodge-D2"], "targets": [1, 3]})["ja"]
    '丈八蛇矛：桃 ♥3＋閃 ♦2を殺として → {seat:1}、{seat:3}'
    """
    label = ACTION_TEXT["labels"][actiontext.key(a)]
    return {lang: label[lang].format_map(_Fields(a, lang)) for lang in ("ja", "en")}


def rules_page() -> dict:
    """What the in-app rules page and the table show without the engine
    (web/sanguosha/rules.js keeps a copy; tests/test_sanguosha_rules_page.py
    checks it): card names and kinds, role names and splits, the rulings,
    the card, role and skill texts, the options' labels, what each
    conversion skill makes of which cards (``conversions``: skill -> rows
    ``[card made, of]``, ``of`` a colour, a suit or a card name, the first
    that fits deciding), whose several targets are a set rather than a
    sequence (``set_targets``: card names and skills), the play skills whose
    cards are asked after the skill is used (``card_costs``: skill -> how
    many hand cards, null for 制衡's any number), and the draft's and the
    turn's numbers as the engine's own games show them."""
    def measured() -> dict:
        """The draft's and the turn's numbers as the engine plays them: the
        generals offered to the lord (``lords`` and ``lord_offer``) and to each
        other player by player count (``offer``), the lord's extra max HP by
        player count (``lord_bonus``), the cards drawn in the draw phase
        (``draw``), the reach without a weapon (``reach``) and what killing a
        rebel draws (``rebel_reward``)."""
        game = Sanguosha()
        opts = {o["id"]: o["default"] for o in OPTIONS}
        beginner = {**opts, "generals": False}
        lord_bonus = {}
        for n in range(game.min_players, game.max_players + 1):
            s = game.setup(n, 0, beginner)
            lord_bonus[str(n)] = s["max_hp"][s["roles"].index("lord")] - HP
        # four players, the lord in his first play phase: a rebel dies by his hand
        s = game.setup(4, 0, beginner)
        killer, rebel = s["roles"].index("lord"), s["roles"].index("rebel")
        before = len(s["hand"][killer])
        draw = before - HAND
        die(s, rebel, killer)
        drafted = game.setup(game.max_players, 0, opts)
        return {
            "lords": list(LORDS),
            "lord_offer": len(drafted["draft"]["offers"][drafted["roles"].index("lord")]),
            "offer": {str(n): offer_size(n) for n in range(game.min_players, game.max_players + 1)},
            "lord_bonus": lord_bonus, "draw": draw, "reach": cards.weapon_range(None),
            "rebel_reward": len(s["hand"][killer]) - before,
        }

    return {
        "cards": {k: {"ja": v["ja"], "en": v["en"], "kind": v["kind"], "slot": v["slot"],
                      "range": v["range"]} for k, v in cards.NAMES.items()},
        "roles": roles.NAMES,
        "splits": {str(n): list(c) for n, c in roles.STANDARD.items()},
        "hp": HP, "hand": HAND, "deck": len(cards.deck(False)), "ex": len(cards.deck(True)) - len(cards.deck(False)),
        "rulings": [{"id": r["id"], "ja": r["ja"], "en": r["en"]} for r in RULINGS],
        "generals": {k: {"ja": g["ja"], "en": g["en"], "kingdom": g["kingdom"], "hp": g["hp"],
                         "gender": g["gender"], "skills": g["skills"]} for k, g in GENERALS.items()},
        "skills": {k: {"ja": v["ja"], "en": v["en"], "locked": v["locked"], "lord": v["lord"],
                       "text": SKILL_TEXT[k]} for k, v in SKILLS.items()},
        "kingdoms": KINGDOMS,
        "card_text": CARD_TEXT, "role_text": ROLE_TEXT,
        "genders": GENDERS,
        "options": {o["id"]: o["label"] for o in OPTIONS},
        "role_choices": [{"id": c["id"], "label": c["label"],
                          "splits": {str(n): list(roles.ALTERNATIVES[c["id"]][n]) for n in c["players"]}}
                         for c in roles.CHOICES if c["id"] != "standard"],
        "phases": list(turn.PHASES),
        "conversions": {k: [list(row) for row in c.makes] for k, c in CONVERSIONS.items()},
        "set_targets": {"cards": sorted(SET_TARGETS), "skills": sorted(answers.SET_TARGET_SKILLS)},
        "card_costs": {**{k: n for k, (n, _who) in skills.common.HEALS.items()}, "zhiheng": None},
        "action_text": ACTION_TEXT,
        # What the engine does, measured on its own games rather than written again:
        **measured(),
    }
