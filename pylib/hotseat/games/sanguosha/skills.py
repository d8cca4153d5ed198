"""The generals' skills: what each does, as frames, steps and hooks of :mod:`.machine`.

A skill acts through the same questions as a card: :func:`ask` puts the
question, :mod:`.answers` lists the legal answers, and the frame here carries
it out. Four shapes cover the forty skills:

- **asked at a moment** ("use 洛神?"): a frame of the turn, of damage, of a
  judgement or of a 殺 asks the seat that has it (kinds ``skill``, ``tuxi``,
  ``liuli``, ``guicai``);
- **triggered by a card leaving** (連営, 梟姫) or by a use (集智): the move
  queues the trigger in ``state["pending"]`` and :func:`run` asks it
  before anything else goes on, in the middle of whatever card is resolving
  (rulings: they fire at once, as FreeKill's after-move triggers do);
- **used in the play phase** (仁徳, 制衡, 苦肉, 反間, 結姻, 青嚢, 離間, 激将):
  an action ``{"type": "skill", "skill": id, ...}`` of the play question;
- **changing the rules** (locked skills, conversions): read where the rule is
  applied (:func:`.table.distance` for 馬術, :mod:`.answers` for 咆哮,
  空城, 謙遜, 奇才 and the conversions, and the hooks below for 無双 and 救援).

Where several skills trigger at once, the order is by timing (the frames run
in the order of the seed's and FreeKill's stages), then by seat in turn order
from the current player; a seat with several chooses their order (question
``order``, :func:`fire_pending`). No general of the Standard Edition has two
skills that trigger at the same moment, so that question never comes up in a
Standard game; a hand-built test plays it.
"""

from __future__ import annotations

from . import events
from .cards import NAMES, SUIT, colour
from .generals import SKILLS
from .machine import FRAMES, S, ask, log, on, push, ret, step, take_answer
from .moves import C, Cs, clear_table, discard, draw, heal, note_aim
from .table import (asking_order, below, equipped, has, in_range, kingdom, order_from, owned,
                    remove, slashable, top, wounded)
from .use import start_use

SUIT_NAME = {"S": ("♠", "♠"), "H": ("♥", "♥"), "C": ("♣", "♣"), "D": ("♦", "♦")}


def sk(skill: str, lang: str) -> str:
    return SKILLS[skill][lang]


def say(state, seat, skill, en="", ja=""):
    """Log that ``seat`` uses ``skill`` (and what it does)."""
    log(state, seat, f"{S(seat)} uses {sk(skill, 'en')}" + (f": {en}" if en else "."),
             f"{S(seat)}が{sk(skill, 'ja')}を発動" + (f"：{ja}" if ja else "。"))


# --- triggers queued by a move or a use ------------------------------------------
def _applies(state, t) -> bool:
    s = t["seat"]
    if not has(state, s, t["skill"]):
        return False
    # 連営 is for a hand left empty: a card drawn since (集智 first) ends it.
    return not (t["skill"] == "lianying" and state["hand"][s])


@on("pending")
def fire_pending(state) -> bool:
    """Push the frame for the next queued trigger that still applies; the
    question being asked (if any) waits under it. True if a frame was pushed.

    The triggers queued together fired at the same moment, so they are taken
    by seat in turn order from the current player; a seat with two different
    skills waiting chooses which goes first (question ``order``; rulings).
    None of the Standard generals has two skills that can wait together, so
    the question is there for the rule, not for a Standard game."""
    if state["stack"] and state["stack"][-1]["k"] in ("trigger", "order"):
        # One at a time: the next waits until this one is answered (pushing
        # it on top would ask it first and turn the order round).
        return False
    state["pending"] = [t for t in state["pending"] if _applies(state, t)]
    if not state["pending"]:
        return False
    seats = asking_order(state)
    state["pending"].sort(key=lambda t: seats.index(t["seat"]))  # stable: queue order within a seat
    t = state["pending"][0]
    s = t["seat"]
    skills = list(dict.fromkeys(x["skill"] for x in state["pending"] if x["seat"] == s))
    if len(skills) > 1 and not t.get("first"):
        push(state, {"k": "order", "seat": s, "skills": skills,
                          "saved_ask": state["ask"], "saved_ret": state["ret"]})
        state["ask"] = None
        ask(state, s, "order", skills=skills)
        return True
    state["pending"].pop(0)
    push(state, {"k": "trigger", "skill": t["skill"], "seat": s,
                      "saved_ask": state["ask"], "saved_ret": state["ret"]})
    state["ask"] = None
    return True


def h_order(state, f) -> None:
    """The seat's choice of which of its waiting triggers goes first: that one
    moves to the front of the queue, marked so it is not asked about again;
    the question that was waiting is put back."""
    skill = take_answer(state)["skill"]
    state["stack"].pop()
    mine = [i for i, t in enumerate(state["pending"]) if t["seat"] == f["seat"] and t["skill"] == skill]
    t = state["pending"].pop(mine[0])
    state["pending"].insert(0, {**t, "first": True})
    state["ask"] = f["saved_ask"]
    state["ret"] = f["saved_ret"]


def h_trigger(state, f) -> None:
    """連営 (draw 1), 梟姫 (draw 2), 集智 (draw 1): asked, then the question that
    was waiting is put back."""
    s, skill = f["seat"], f["skill"]
    if f["step"] == "start":
        f["step"] = "ans"
        ask(state, s, "skill", skill=skill)
        return
    a = take_answer(state)
    state["stack"].pop()
    if a["type"] == "skill":
        say(state, s, skill)
        draw(state, s, 2 if skill == "xiaoji" else 1)
    if state["over"] is None:
        state["ask"] = f["saved_ask"]
    state["ret"] = f["saved_ret"]


# --- 護駕 / 激将: others answer for the lord --------------------------------------------
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
        ask(state, f["order"][f["i"]], "proxy", lord=lord, need=f["need"], skill=f["skill"])
        return
    s = f["order"][f["i"]]
    a = take_answer(state)
    if a["type"] == "pass":
        f["i"] += 1
        f["step"] = "ask"
        return
    c = a["card"]
    log(state, s, f"{S(s)} plays {C(c, 'en')} for {S(lord)} ({sk(f['skill'], 'en')}).",
             f"{S(s)}が{S(lord)}のために{C(c, 'ja')}を出す（{sk(f['skill'], 'ja')}）。")
    ret(state, c)


# --- 鬼才, 天妒 inside a judgement ---------------------------------------------------------
@step("judge", "retrial")
def h_retrial(state, f) -> None:
    """鬼才: each seat with it, from the current player, may play a hand card
    to replace the judgement card before it takes effect."""
    if "order" not in f:
        f["order"] = [s for s in asking_order(state) if has(state, s, "guicai")]
    seat = f["seat"]
    while f["order"]:
        s = f["order"].pop(0)
        if state["alive"][s] and state["hand"][s]:
            f["step"] = "guicai"
            f["asked"] = s
            ask(state, s, "guicai", judge=seat, card=f["card"], why=f["why"])
            return
    f["step"] = "effect"


@step("judge", "guicai")
def h_guicai(state, f) -> None:
    a = take_answer(state)
    f["step"] = "retrial"
    if a["type"] == "play":
        old, new = f["card"], a["card"]
        remove(state, new)
        state["table"].append(new)
        state["table"].remove(old)
        state["discard"].append(old)
        f["card"] = new
        log(state, f["asked"], f"Demonic Talent: {C(new, 'en')} replaces {C(old, 'en')} as the judgement card.",
            f"鬼才：{C(new, 'ja')}が{C(old, 'ja')}に代わって判定札になる。")


@on("judgement_done")
def luoshen_takes_black(state, f) -> bool:
    seat, c = f["seat"], f["card"]
    if f["why"] == "luoshen" and colour(c) == "black" and state["alive"][seat]:
        state["table"].remove(c)
        state["hand"][seat].append(c)
        log(state, seat, f"Black: {S(seat)} takes {C(c, 'en')} (Goddess Luo).",
            f"黒：{S(seat)}が{C(c, 'ja')}を得る（洛神）。")
        ret(state, c)
        return True
    return False


@on("judgement_done")
def tiandu(state, f) -> bool:
    if has(state, f["seat"], "tiandu"):
        f["step"] = "tiandu"
        ask(state, f["seat"], "skill", skill="tiandu", card=f["card"])
        return True
    return False


@step("judge", "tiandu")
def h_tiandu(state, f) -> None:
    seat, c = f["seat"], f["card"]
    if take_answer(state)["type"] == "skill":
        state["table"].remove(c)
        state["hand"][seat].append(c)
        log(state, seat, f"{S(seat)} uses Envy of Heaven and takes {C(c, 'en')}.",
            f"{S(seat)}が天妒を発動し、{C(c, 'ja')}を得る。")
        ret(state, c)
        return
    clear_table(state, [c])
    ret(state, c)


# --- the turn's moments ------------------------------------------------------------------
def h_luoshen(state, f) -> None:
    """洛神: judge; black: take it (after it takes effect) and may go again."""
    s = f["seat"]
    if f["step"] == "start":
        if not has(state, s, "luoshen"):
            ret(state)
            return
        f["step"] = "ans"
        ask(state, s, "skill", skill="luoshen")
    elif f["step"] == "ans":
        if take_answer(state)["type"] != "skill":
            ret(state)
            return
        say(state, s, "luoshen")
        f["step"] = "judged"
        push(state, {"k": "judge", "seat": s, "why": "luoshen"})
    else:
        j = state["ret"]
        f["step"] = "start" if colour(j) == "black" else "done"
        if f["step"] == "done":
            ret(state)


def h_guanxing(state, f) -> None:
    """観星: look at the top X (X = living players, at most 5) and put each on
    the top or the bottom. Cards put on top are drawn in the order chosen;
    cards put on the bottom go under in the order chosen (the first lowest)."""
    s = f["seat"]
    if f["step"] == "start":
        f["step"] = "ans"
        ask(state, s, "skill", skill="guanxing")
        return
    if f["step"] == "ans":
        if take_answer(state)["type"] != "skill":
            ret(state)
            return
        x = min(5, sum(state["alive"]))
        seen = []
        for _ in range(x):
            c = top(state)
            if c is None:
                break
            seen.append(c)
        say(state, s, "guanxing", f"looks at the top {len(seen)} cards.", f"山札の上{len(seen)}枚を見る。")
        state["aside"] = {"seat": s, "cards": seen, "top": [], "bottom": []}
        f["step"] = "place"
    if f["step"] == "place":
        if state["aside"]["cards"]:
            f["step"] = "placed"
            ask(state, s, "guanxing")
            return
        aside = state["aside"]
        state["pile"][:0] = aside["bottom"]
        state["pile"].extend(reversed(aside["top"]))
        state["aside"] = None
        log(state, s, f"{S(s)} puts {len(aside['top'])} on top and {len(aside['bottom'])} at the bottom.",
                 f"{S(s)}が{len(aside['top'])}枚を上に、{len(aside['bottom'])}枚を下に置く。")
        ret(state)
        return
    a = take_answer(state)
    state["aside"]["cards"].remove(a["card"])
    state["aside"][a["where"]].append(a["card"])
    f["step"] = "place"


def h_tuxi(state, f) -> None:
    """The draw phase of 張遼 (突襲), 許褚 (裸衣) or 周瑜 (英姿); returns True
    when the skill replaced the normal draw."""
    s = f["seat"]
    if f["step"] == "start":
        for skill in ("tuxi", "luoyi", "yingzi"):
            if has(state, s, skill):
                if skill == "tuxi" and not any(state["hand"][t] for t in range(state["n"])
                                               if t != s and state["alive"][t]):
                    break
                f["skill"] = skill
                f["step"] = "ans"
                ask(state, s, "tuxi" if skill == "tuxi" else "skill", skill=skill)
                return
        ret(state, False)
        return
    a = take_answer(state)
    skill = f["skill"]
    if a["type"] != "skill":
        ret(state, False)
        return
    if skill == "tuxi":
        say(state, s, "tuxi", "takes a hand card from " + " and ".join(S(t) for t in a["targets"]) + ".",
            "、".join(S(t) for t in a["targets"]) + "の手札を1枚ずつ取る。")
        for t in a["targets"]:
            hand = state["hand"][t]
            if hand:
                c = hand[below(state, len(hand))]
                state["revealed"] = True
                remove(state, c)
                state["hand"][s].append(c)
        ret(state, True)
    elif skill == "luoyi":
        say(state, s, "luoyi", "draws one fewer; their Slash and Duel deal +1 damage this turn.",
            "1枚少なく引き、このターン殺と決闘のダメージ+1。")
        state["luoyi"] = s
        draw(state, s, 1)
        ret(state, True)
    else:
        say(state, s, "yingzi", "draws 3.", "3枚引く。")
        draw(state, s, 3)
        ret(state, True)


# --- play-phase skills ------------------------------------------------------------------------
ONCE = ("zhiheng", "fanjian", "jieyin", "qingnang", "lijian")


@on("play_skill")
def begin_skill(state, seat, a) -> bool:
    """A play-phase ``{"type": "skill"}`` action already checked by :mod:`.answers`."""
    skill = a["skill"]
    if skill in ONCE:
        state["used"][skill] = True
    if skill == "rende":
        t = a["targets"][0]
        c = a["card"]
        remove(state, c)
        state["hand"][t].append(c)
        say(state, seat, "rende", f"gives a card to {S(t)}.", f"{S(t)}に札を1枚渡す。")
        events.helped(state, seat, t)
        state["rende"] += 1
        if state["rende"] >= 2 and not state["used"].get("rende_heal"):
            state["used"]["rende_heal"] = True
            if wounded(state, seat):
                heal(state, seat)
                log(state, seat, f"{S(seat)} recovers 1 HP.", f"{S(seat)}が体力を1回復。")
    elif skill == "kurou":
        push(state, {"k": "kurou", "seat": seat})
    elif skill == "zhiheng":
        push(state, {"k": "zhiheng", "seat": seat, "chosen": []})
    elif skill == "fanjian":
        note_aim(state, seat, a["targets"][0])
        events.aimed(state, seat, "fanjian", a["targets"])
        push(state, {"k": "fanjian", "seat": seat, "target": a["targets"][0]})
    elif skill in ("jieyin", "qingnang", "lijian"):
        if skill == "lijian":
            events.aimed(state, seat, "lijian", a["targets"])
        else:
            events.helped(state, seat, a["targets"][0])
        push(state, {"k": "heal_skill" if skill != "lijian" else "lijian", "seat": seat,
                          "skill": skill, "targets": list(a["targets"])})
    elif skill == "jijiang":
        push(state, {"k": "jijiang_use", "seat": seat, "target": a["targets"][0]})
    else:
        raise AssertionError(skill)
    return True


def h_kurou(state, f) -> None:
    """苦肉: lose 1 HP (not damage: no source, no 奸雄), then draw 2 if alive."""
    s = f["seat"]
    if f["step"] == "start":
        state["hp"][s] -= 1
        say(state, s, "kurou", f"loses 1 HP (HP {state['hp'][s]}).", f"体力を1失う（体力 {state['hp'][s]}）。")
        f["step"] = "draw"
        if state["hp"][s] <= 0:
            push(state, {"k": "dying", "seat": s, "killer": None})
        return
    ret(state)
    if state["alive"][s]:
        draw(state, s, 2)


def h_zhiheng(state, f) -> None:
    """制衡: choose cards one at a time (hand or equipment), then "done":
    they are discarded together and as many are drawn."""
    s = f["seat"]
    if f["step"] == "start":
        f["step"] = "ans"
        ask(state, s, "zhiheng", private={"chosen": list(f["chosen"])})
        return
    a = take_answer(state)
    if a["type"] == "choose":
        f["chosen"].append(a["card"])
        f["step"] = "start"
        return
    ids = f["chosen"]
    discard(state, ids)
    say(state, s, "zhiheng", f"discards {Cs(ids, 'en')} and draws {len(ids)}.",
        f"{Cs(ids, 'ja')}を捨てて{len(ids)}枚引く。")
    ret(state)
    draw(state, s, len(ids))


def h_fanjian(state, f) -> None:
    """反間: the target names a suit, then takes one of 周瑜's hand cards at
    random and shows it; a different suit: 周瑜 deals them 1 damage."""
    s, t = f["seat"], f["target"]
    if f["step"] == "start":
        say(state, s, "fanjian", f"on {S(t)}.", f"{S(t)}に。")
        f["step"] = "suit"
        ask(state, t, "suit", user=s)
        return
    if f["step"] == "suit":
        f["suit"] = take_answer(state)["suit"]
        hand = state["hand"][s]
        log(state, t, f"{S(t)} names {SUIT_NAME[f['suit']][0]}.", f"{S(t)}は{SUIT_NAME[f['suit']][1]}を宣言。")
        if not hand or not state["alive"][t]:
            ret(state)
            return
        c = hand[below(state, len(hand))]
        state["revealed"] = True
        remove(state, c)
        state["hand"][t].append(c)
        log(state, t, f"{S(t)} takes {C(c, 'en')} from {S(s)}.",
                 f"{S(t)}が{S(s)}から{C(c, 'ja')}を取る。")
        f["step"] = "end"
        if SUIT[c] != f["suit"]:
            push(state, {"k": "damage", "src": s, "dst": t, "n": 1})
        return
    ret(state)


def h_heal_skill(state, f) -> None:
    """結姻 (discard 2 hand cards: 孫尚香 and a wounded man recover 1) and 青嚢
    (discard a hand card: a wounded player recovers 1)."""
    s, skill, t = f["seat"], f["skill"], f["targets"][0]
    if f["step"] == "start":
        f["step"] = "paid"
        ask(state, s, "cost", skill=skill, count=2 if skill == "jieyin" else 1, zone="hand")
        return
    ids = take_answer(state)["cards"]
    discard(state, ids)
    who = [s, t] if skill == "jieyin" else [t]
    say(state, s, skill, f"discards {Cs(ids, 'en')}; " + " and ".join(S(x) for x in who) + " recover 1 HP.",
        f"{Cs(ids, 'ja')}を捨て、" + "と".join(S(x) for x in who) + "が体力を1回復。")
    for x in who:
        heal(state, x)
    ret(state)


def h_lijian(state, f) -> None:
    """離間: discard a card; the second man is regarded as using a 決闘 that
    no 明察秋毫 can cancel on the first. The 決闘's user is the second man:
    he is the source of its damage and the killer for rewards (rulings)."""
    s = f["seat"]
    a, b = f["targets"]
    if f["step"] == "start":
        f["step"] = "paid"
        ask(state, s, "cost", skill="lijian", count=1, zone="any")
        return
    ids = take_answer(state)["cards"]
    discard(state, ids)
    say(state, s, "lijian", f"discards {Cs(ids, 'en')}: {S(b)} is regarded as using Duel on {S(a)}.",
        f"{Cs(ids, 'ja')}を捨てる：{S(b)}が{S(a)}に決闘を使用したものとする。")
    ret(state)
    note_aim(state, b, a)
    push(state, {"k": "use", "name": "duel", "user": b, "cards": [], "targets": [a], "i": 0,
                      "colour": None, "unstoppable": True})


def h_jijiang_use(state, f) -> None:
    """激将 in the play phase: a 殺 another 蜀 player plays becomes 劉備's 殺 on
    the chosen target. If no one answers, 激将 is not offered again to use a
    殺 this phase (rulings: so the phase cannot loop)."""
    s, t = f["seat"], f["target"]
    if f["step"] == "start":
        say(state, s, "jijiang", f"asks for a Slash at {S(t)}.", f"{S(t)}への殺を求める。")
        f["step"] = "got"
        push(state, {"k": "proxy", "lord": s, "need": "slash", "kingdom": "shu", "skill": "jijiang"})
        return
    c = state["ret"]
    ret(state)
    if c is None:
        state["used"]["jijiang_failed"] = True
        log(state, s, "No one answers.", "誰も応じない。")
        return
    state["slashes"] += 1
    start_use(state, s, "slash", [c], [t])


# --- after damage ---------------------------------------------------------------------------
AFTER_DAMAGE = ("jianxiong", "fankui", "ganglie", "yiji")


def after_damage_skill(state, dst, f):
    """The one after-damage skill ``dst`` has and may use now, or None."""
    src = f["src"]
    if has(state, dst, "jianxiong"):
        if f.get("cards") and all(c in state["table"] for c in f["cards"]):
            return "jianxiong"
    elif has(state, dst, "fankui"):
        if src is not None and src != dst and state["alive"][src] and owned(state, src):
            return "fankui"
    elif has(state, dst, "ganglie"):
        if src is not None and state["alive"][src]:
            return "ganglie"
    elif has(state, dst, "yiji"):
        return "yiji"
    return None


def h_after_damage(state, f) -> None:
    """One after-damage skill, asked once (遺計: once per point of damage)."""
    s, skill = f["seat"], f["skill"]
    src = f["src"]
    if f["step"] == "start":
        if f["left"] <= 0 or state["over"] is not None or after_damage_skill(state, s, f) != skill:
            ret(state)
            return
        f["left"] -= 1
        f["step"] = "ans"
        ask(state, s, "skill", skill=skill, src=src)
        return
    if f["step"] == "ans":
        if take_answer(state)["type"] != "skill":
            f["left"] = 0
            f["step"] = "start"
            return
        f["step"] = "start"
        if skill == "jianxiong":
            ids = [c for c in f["cards"] if c in state["table"]]
            for c in ids:
                state["table"].remove(c)
            state["hand"][s].extend(ids)
            say(state, s, skill, f"takes {Cs(ids, 'en')}.", f"{Cs(ids, 'ja')}を得る。")
        elif skill == "fankui":
            say(state, s, skill, f"takes a card from {S(src)}.", f"{S(src)}の札を1枚取る。")
            push(state, {"k": "pick", "picker": s, "target": src, "why": "fankui", "left": 1,
                        "take": True})
        elif skill == "ganglie":
            say(state, s, skill, "judges.", "判定を行う。")
            f["step"] = "ganglie"
            push(state, {"k": "judge", "seat": s, "why": "ganglie"})
        else:
            pair = []
            for _ in range(2):
                c = top(state)
                if c is None:
                    break
                pair.append(c)
            say(state, s, skill, f"looks at the top {len(pair)} cards to give them away.",
                f"山札の上{len(pair)}枚を見て配る。")
            state["aside"] = {"seat": s, "cards": pair}
            f["step"] = "give"
        return
    if f["step"] == "ganglie":
        j = state["ret"]
        f["step"] = "start"
        if SUIT[j] != "H" and state["alive"][src]:
            if len(state["hand"][src]) < 2:
                # Fewer than two hand cards: the damage is the only choice.
                push(state, {"k": "damage", "src": s, "dst": src, "n": 1})
            else:
                f["step"] = "ganglie_ans"
                ask(state, src, "ganglie", user=s)
        return
    if f["step"] == "ganglie_ans":
        a = take_answer(state)
        f["step"] = "start"
        if a["type"] == "discard":
            discard(state, a["cards"])
            log(state, src, f"{S(src)} discards {Cs(a['cards'], 'en')}.",
                     f"{S(src)}が{Cs(a['cards'], 'ja')}を捨てる。")
        else:
            push(state, {"k": "damage", "src": s, "dst": src, "n": 1})
        return
    if f["step"] == "give":
        if state["aside"]["cards"]:
            f["step"] = "given"
            ask(state, s, "yiji")
            return
        state["aside"] = None
        f["step"] = "start"
        return
    if f["step"] == "given":
        a = take_answer(state)
        state["aside"]["cards"].remove(a["card"])
        to = a["to"]
        state["hand"][to].append(a["card"])
        if to == s:
            log(state, s, f"{S(s)} keeps a card.", f"{S(s)}が札を1枚手元に残す。")
        else:
            log(state, s, f"{S(s)} gives a card to {S(to)}.", f"{S(s)}が{S(to)}に札を1枚渡す。")
        f["step"] = "give"


# --- the turn's timing points ---------------------------------------------------------------
@on("turn_start")
def luoshen_at_start(state, f) -> bool:
    if has(state, f["seat"], "luoshen"):
        push(state, {"k": "luoshen", "seat": f["seat"]})
        return True
    return False


@on("turn_start")
def guanxing_at_start(state, f) -> bool:
    if has(state, f["seat"], "guanxing"):
        push(state, {"k": "guanxing", "seat": f["seat"]})
        return True
    return False


@on("draw_phase")
def draw_phase_skills(state, f) -> bool:
    push(state, {"k": "tuxi", "seat": f["seat"]})
    return True


@on("discard_phase")
def keji(state, f) -> bool:
    """克己: no 殺 used or played in one's own play phase: skip discarding
    (**Ruling keji_slash**)."""
    seat = f["seat"]
    if not f.get("keji_asked") and has(state, seat, "keji") and not state["slash_in_play"]:
        f["keji_asked"] = True
        f["step"] = "keji"
        ask(state, seat, "skill", skill="keji")
        return True
    return False


@step("turn", "keji")
def h_keji(state, f) -> None:
    seat = f["seat"]
    f["step"] = "discard"
    if take_answer(state)["type"] == "skill":
        log(state, seat, f"{S(seat)} uses Self-Restraint: the discard phase is skipped.",
            f"{S(seat)}が克己を発動：札捨て段階を飛ばす。")
        f["step"] = "end"


@on("turn_end")
def biyue(state, f) -> bool:
    if has(state, f["seat"], "biyue"):
        f["step"] = "biyue"
        ask(state, f["seat"], "skill", skill="biyue")
        return True
    return False


@step("turn", "biyue")
def h_biyue(state, f) -> None:
    seat = f["seat"]
    f["step"] = "next"
    if take_answer(state)["type"] == "skill":
        log(state, seat, f"{S(seat)} uses Eclipse the Moon.", f"{S(seat)}が閉月を発動。")
        draw(state, seat, 1)


# --- a 殺's targets: 流離, 鉄騎 -----------------------------------------------------------------
def liuli_actions(state, seat, user, targets) -> list[dict]:
    """流離: discard a card (hand or equipment) and name a player in one's
    attack range (counted without the card discarded) who could be this
    殺's target: not its user, not already a target, not an empty-handed
    諸葛亮 (**Ruling liuli_range**, **Ruling kongcheng_choose**)."""
    out = []
    for c in state["hand"][seat] + equipped(state, seat):
        for x in order_from(state, seat):
            if x not in (seat, user) and x not in targets and slashable(state, x) \
                    and in_range(state, seat, x, [c]):
                out.append({"type": "skill", "skill": "liuli", "card": c, "targets": [x]})
    return out


@on("slash_targeted")
def liuli(state, f, t) -> bool:
    if has(state, t, "liuli") and state["alive"][f["user"]] \
            and liuli_actions(state, t, f["user"], f["targets"]):
        f["step"] = "liuli"
        ask(state, t, "liuli", user=f["user"], targets=list(f["targets"]))
        return True
    return False


@step("use", "liuli")
def h_liuli(state, f) -> None:
    targets = f["targets"]
    a = take_answer(state)
    f["step"] = "confirm"
    if a["type"] == "skill":
        t = targets[f["i"]]
        x = a["targets"][0]
        discard(state, [a["card"]])
        targets[f["i"]] = x
        note_aim(state, t, x)
        events.aimed(state, t, "slash", [x])
        log(state, t, f"{S(t)} discards {C(a['card'], 'en')} for Diversion: the Slash goes to {S(x)}.",
            f"{S(t)}が{C(a['card'], 'ja')}を捨てて流離を発動：殺は{S(x)}に移る。")
    f["i"] += 1


@on("slash_specified")
def tieji(state, f, t) -> bool:
    """鉄騎: one judgement per target; red means no 閃 against this 殺
    (**Ruling tieji_no_dodge**)."""
    if has(state, f["user"], "tieji") and state["alive"][t]:
        f["step"] = "tieji"
        ask(state, f["user"], "skill", skill="tieji", target=t)
        return True
    return False


@step("use", "tieji")
def h_tieji(state, f) -> None:
    if take_answer(state)["type"] == "skill":
        t = f["targets"][f["i"]]
        log(state, f["user"], f"{S(f['user'])} uses Iron Cavalry on {S(t)}.",
            f"{S(f['user'])}が{S(t)}に鉄騎を発動。")
        f["step"] = "tieji_judged"
        push(state, {"k": "judge", "seat": f["user"], "why": "tieji"})
        return
    f["i"] += 1
    f["step"] = "specified"


@step("use", "tieji_judged")
def h_tieji_judged(state, f) -> None:
    if colour(state["ret"]) == "red":
        t = f["targets"][f["i"]]
        f["nododge"].append(t)
        log(state, t, f"Red: {S(t)} cannot use Dodge against this Slash.",
            f"赤：{S(t)}はこの殺に閃を使えない。")
    f["i"] += 1
    f["step"] = "specified"


# --- locked skills read at a timing point: 無双, 裸衣's damage, 救援, 集智 ---------------------------
@on("two_answers")
def wushuang(state, seat) -> bool:
    """無双: two 閃 to cancel 呂布's 殺, two 殺 against him in a 決闘 (**Ruling
    wushuang_two**: each 閃 may be an 八卦陣 judgement; also in 離間's 決闘)."""
    return has(state, seat, "wushuang")


@on("damage_amount")
def luoyi_damage(state, f) -> None:
    """裸衣: +1 to the 殺 or 決闘 許褚 used (**Ruling luoyi_own**: not one
    used on him)."""
    src = f["src"]
    if src is not None and state["luoyi"] == src and f.get("user") == src \
            and f.get("by") in ("slash", "duel"):
        f["n"] += 1
        log(state, src, "Bare-Chested: +1 damage.", "裸衣：ダメージ+1。")


@on("after_damage")
def after_damage(state, f) -> bool:
    dst = f["dst"]
    skill = after_damage_skill(state, dst, f)
    if skill:
        push(state, {"k": "after_damage", "seat": dst, "skill": skill, "src": f["src"],
                     "cards": f.get("cards") or [], "left": f["n"] if skill == "yiji" else 1})
        return True
    return False


@on("peach_heal")
def jiuyuan(state, saver, dying):
    """救援: a 桃 another 呉 player uses on the 呉 lord heals 2 (**Ruling jiuyuan_wu**)."""
    if has(state, dying, "jiuyuan") and saver != dying and kingdom(state, saver) == "wu":
        return (1, "Rescue: the Peach heals 2.", "救援：桃の回復量+1。")
    return None


@on("card_used")
def jizhi(state, seat, name, skill) -> None:
    """集智: a scroll used (not one a skill made of another card) queues a draw."""
    if NAMES[name]["kind"] == "trick" and not skill and has(state, seat, "jizhi"):
        state["pending"].append({"skill": "jizhi", "seat": seat})


FRAMES.update({"trigger": h_trigger, "order": h_order, "proxy": h_proxy, "luoshen": h_luoshen,
               "guanxing": h_guanxing, "tuxi": h_tuxi, "kurou": h_kurou, "zhiheng": h_zhiheng,
               "fanjian": h_fanjian, "heal_skill": h_heal_skill, "lijian": h_lijian,
               "jijiang_use": h_jijiang_use, "after_damage": h_after_damage})
