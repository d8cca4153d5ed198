"""What several skills share: the log line, the trigger queue, the
after-damage frame, and the frame through which others answer for a lord.

- **The trigger queue.** A trigger fired by a card leaving (連営 when a hand
  empties, 梟姫 when equipment is lost: hooks ``hand_emptied`` and
  ``equip_lost`` of :func:`..table.remove`) or by a use (集智) is queued in
  ``state["triggers"]`` by the skill's module, which registers in
  :data:`QUEUED` what it draws; the run loop asks it (hook
  ``triggers``) before anything else goes on, in the middle of whatever card
  is resolving (**Ruling mid_resolution**). Triggers queued together go by
  seat in turn order from the current player; a seat with several chooses
  their order (question ``order``, **Ruling trigger_order**). No general of
  the Standard Edition has two skills that can wait together, so that
  question is there for the rule; a hand-built test plays it.
- **After damage** (奸雄, 反饋, 剛烈, 遺計): each registers in
  :data:`AFTER_DAMAGE` whether it may be used now and what it does; the
  ``after_damage`` frame asks "use it?" (once, or once per point).
- **Answering for the lord** (護駕, 激将): the ``proxy`` frame and question.
- **The play-phase skills** (仁徳, 苦肉, 制衡, 反間, 結姻, 青嚢, 離間, 激将):
  each registers its actions and its start in :data:`..answers.PLAY_SKILLS`;
  the ``play_skill`` handler here marks a once-a-phase skill used and starts
  it. A skill's discard is the question ``cost``; 結姻 and 青嚢 heal through
  the ``heal_skill`` frame (:data:`HEALS`).
"""

from __future__ import annotations

from typing import Callable

from ..generals import ONCE, SKILLS
from ..machine import S, ask, frame, log, on, push, question, ret, take_answer
from ..moves import C, Cs, Ss, discard, draw, heal
from ..table import asking_order, equipped, has, kingdom
from ..answers import ORDER, PASS, PLAY_SKILLS, card_answers, converted_answers, pairs
from ..bot import Bot, chooser, pass_action

#: After-damage skill -> (may(state, seat, damage_frame) -> bool,
#: act(state, after_damage_frame), once per point of damage?). A seat
#: has at most one of them; the first it has decides.
AFTER_DAMAGE: dict[str, tuple[Callable, Callable, bool]] = {}
#: Queued skill (:func:`fire_trigger`) -> (cards it draws when used,
#: ``holds(state, seat)``: whether it still applies when its turn to be
#: asked comes, or None: while the seat has the skill). Each registers its
#: own, and queues itself (``state["triggers"].append({"skill", "seat"})``).
QUEUED: dict[str, tuple[int, Callable | None]] = {}
#: Healing play-phase skill -> (hand cards it discards, ``healed(seat,
#: target)``: who recovers 1 HP), run by the ``heal_skill`` frame.
HEALS: dict[str, tuple[int, Callable]] = {}


def sk(skill: str, lang: str) -> str:
    return SKILLS[skill][lang]


def say(state, seat, skill, en="", ja="", **fields):
    """Tell the table that ``seat`` uses ``skill`` (and what it does): an
    event of kind ``skill`` (:mod:`..eventlog`) with ``fields``."""
    log(state, "skill", seat, f"{S(seat)} uses {sk(skill, 'en')}" + (f": {en}" if en else "."),
        f"{S(seat)}が{sk(skill, 'ja')}を発動" + (f"：{ja}" if ja else "。"), skill=skill, **fields)


# --- the trigger queue ------------------------------------------------------------
def _applies(state, t) -> bool:
    s = t["seat"]
    if not has(state, s, t["skill"]):
        return False
    holds = QUEUED[t["skill"]][1]
    return holds is None or holds(state, s)


@on("triggers")
def fire_trigger(state) -> bool:
    """Push the frame for the next queued trigger that still applies; the
    question being asked (if any) waits under it. True if a frame was pushed.

    The triggers queued together fired at the same moment, so they are taken
    by seat in turn order from the current player; a seat with two different
    skills waiting chooses which goes first (question ``order``; **Ruling trigger_order**).
    None of the Standard generals has two skills that can wait together, so
    the question is there for the rule, not for a Standard game."""
    if state["stack"] and state["stack"][-1]["k"] in ("trigger", "order"):
        # One at a time: the next waits until this one is answered (pushing
        # it on top would ask it first and turn the order round).
        return False
    state["triggers"] = [t for t in state["triggers"] if _applies(state, t)]
    if not state["triggers"]:
        return False
    seats = asking_order(state)
    state["triggers"].sort(key=lambda t: seats.index(t["seat"]))  # stable: queue order within a seat
    t = state["triggers"][0]
    s = t["seat"]
    skills = list(dict.fromkeys(x["skill"] for x in state["triggers"] if x["seat"] == s))
    if len(skills) > 1 and not t.get("first"):
        push(state, {"k": "order", "seat": s, "skills": skills,
                          "saved_ask": state["ask"], "saved_ret": state["ret"]})
        state["ask"] = None
        ask(state, s, "order", skills=skills)
        return True
    state["triggers"].pop(0)
    push(state, {"k": "trigger", "skill": t["skill"], "seat": s,
                      "saved_ask": state["ask"], "saved_ret": state["ret"]})
    state["ask"] = None
    return True


@frame("order")
def h_order(state, f) -> None:
    """The seat's choice of which of its waiting triggers goes first: that one
    moves to the front of the queue, marked so it is not asked about again;
    the question that was waiting is put back."""
    skill = take_answer(state)["skill"]
    state["stack"].pop()
    mine = [i for i, t in enumerate(state["triggers"]) if t["seat"] == f["seat"] and t["skill"] == skill]
    t = state["triggers"].pop(mine[0])
    state["triggers"].insert(0, {**t, "first": True})
    state["ask"] = f["saved_ask"]
    state["ret"] = f["saved_ret"]


@frame("trigger")
def h_trigger(state, f) -> None:
    """A queued skill (連営, 梟姫, 集智: :data:`QUEUED`), asked; if used, it
    draws; then the question that was waiting is put back."""
    s, skill = f["seat"], f["skill"]
    if f["step"] == "start":
        f["step"] = "ans"
        ask(state, s, "skill", skill=skill)
        return
    a = take_answer(state)
    state["stack"].pop()
    if a["type"] == "skill":
        say(state, s, skill)
        draw(state, s, QUEUED[skill][0])
    if state["over"] is None:
        state["ask"] = f["saved_ask"]
    state["ret"] = f["saved_ret"]


# --- 護駕 / 激将: others answer for the lord --------------------------------------------
@frame("proxy")
def h_proxy(state, f) -> None:
    """Ask the other living seats of the lord's kingdom, in turn order from
    the current player, to play a ``need`` (閃 for 護駕, 殺 for 激将) for the
    lord; the first who does ends it. Returns the card played, or None."""
    lord = f["lord"]
    if f["step"] == "start":
        f["order"] = [s for s in asking_order(state)
                      if s != lord and kingdom(state, s) == f["kingdom"]]
        f["i"] = 0
        f["step"] = "ask"
    if f["step"] == "ask":
        while f["i"] < len(f["order"]) and not state["alive"][f["order"][f["i"]]]:
            f["i"] += 1
        if f["i"] >= len(f["order"]) or not state["alive"][lord]:
            ret(state, None)
            return
        f["step"] = "ans"
        # a lord's answer names the card it answers (激将 in his own turn answers none)
        said = {k: f[k] for k in ("src", "why") if k in f}
        ask(state, f["order"][f["i"]], "proxy", lord=lord, need=f["need"], skill=f["skill"], **said)
        return
    s = f["order"][f["i"]]
    a = take_answer(state)
    if a["type"] == "pass":
        f["i"] += 1
        f["step"] = "ask"
        return
    c = a["card"]
    log(state, "played", s, f"{S(s)} plays {C(c, 'en')} for {S(lord)} ({sk(f['skill'], 'en')}).",
        f"{S(s)}が{S(lord)}のために{C(c, 'ja')}を出す（{sk(f['skill'], 'ja')}）。",
        cards=[c], name=f["need"], skill=f["skill"], targets=[lord])
    ret(state, c)


@question("proxy")
def _q_proxy(state, seat, q):
    need = q["need"]
    if need == "dodge":
        return card_answers(state["hand"][seat], "dodge") + converted_answers(state, seat, "dodge") + [PASS]
    return card_answers(state["hand"][seat], "slash") + converted_answers(state, seat, "slash") + [PASS]


@chooser("proxy")
def _proxy(bot: Bot, legal, q, rng):
    cards_ = [a for a in legal if a["type"] == "play"]
    if cards_ and bot.friend(q["lord"]):
        return min(cards_, key=lambda a: bot.keep(a["card"], bot.v["hand"]))
    return pass_action(legal)


# --- the play-phase skills -------------------------------------------------------------------
@on("play_skill")
def begin_skill(state, seat, a) -> bool:
    """A play-phase ``{"type": "skill"}`` action already checked by :mod:`..answers`."""
    skill = a["skill"]
    if skill in ONCE:
        state["used"][skill] = True
    PLAY_SKILLS[skill][1](state, seat, a)
    return True


@question("cost")
def _q_cost(state, seat, q):
    """A skill's discard: ``count`` cards from the hand (``zone`` "hand") or
    from hand and equipment ("any")."""
    pool = state["hand"][seat] + (equipped(state, seat) if q["zone"] == "any" else [])
    if q["count"] == 1:
        return [{"type": "cost", "cards": [c]} for c in sorted(pool, key=ORDER.__getitem__)]
    return [{"type": "cost", "cards": p} for p in pairs(pool)]


@chooser("cost")
def _cost(bot: Bot, legal, q, rng):
    hand = bot.v["hand"]
    return min(legal, key=lambda a: sum(bot.keep(c, hand) if c in hand else 2 for c in a["cards"]))


@frame("heal_skill")
def h_heal_skill(state, f) -> None:
    """結姻 / 青嚢 (:data:`HEALS`): discard the hand cards, then the ones it
    names recover 1 HP."""
    s, skill, t = f["seat"], f["skill"], f["targets"][0]
    count, healed = HEALS[skill]
    if f["step"] == "start":
        f["step"] = "paid"
        ask(state, s, "cost", skill=skill, count=count, zone="hand")
        return
    ids = take_answer(state)["cards"]
    discard(state, ids)
    who = healed(s, t)
    say(state, s, skill, f"discards {Cs(ids, 'en')}; " + Ss(who, "en") + " recover 1 HP.",
        f"{Cs(ids, 'ja')}を捨て、" + "と".join(S(x) for x in who) + "が体力を1回復。",
        cards=list(ids), targets=list(who), amount=1)
    for x in who:
        heal(state, x)
    ret(state)


# --- after damage ---------------------------------------------------------------------------
def after_damage_skill(state, dst, f):
    """The one after-damage skill ``dst`` has and may use now, or None."""
    for skill, (may, _, _) in AFTER_DAMAGE.items():
        if has(state, dst, skill):
            return skill if may(state, dst, f) else None
    return None


@on("after_damage")
def after_damage(state, f) -> bool:
    dst = f["dst"]
    skill = after_damage_skill(state, dst, f)
    if skill:
        push(state, {"k": "after_damage", "seat": dst, "skill": skill, "src": f["src"],
                     "cards": f.get("cards") or [], "left": f["n"] if AFTER_DAMAGE[skill][2] else 1})
        return True
    return False


@frame("after_damage")
def h_after_damage(state, f) -> None:
    """One after-damage skill, asked once (遺計: once per point of damage);
    the skill's own steps are registered by its module."""
    s, skill = f["seat"], f["skill"]
    if f["step"] == "start":
        if f["left"] <= 0 or state["over"] is not None or after_damage_skill(state, s, f) != skill:
            ret(state)
            return
        f["left"] -= 1
        f["step"] = "ans"
        ask(state, s, "skill", skill=skill, src=f["src"])
        return
    if take_answer(state)["type"] != "skill":
        f["left"] = 0
        f["step"] = "start"
        return
    f["step"] = "start"
    AFTER_DAMAGE[skill][1](state, f)
