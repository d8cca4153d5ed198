"""The generals' skills: what each does, as frames of :mod:`.flow`'s machine.

A skill acts through the same questions as a card: :func:`flow.ask` puts the
question, :mod:`.answers` lists the legal answers, and the frame here carries
it out. Four shapes cover the forty skills:

- **asked at a moment** ("use 洛神?"): a frame of the turn, of damage, of a
  judgement or of a 殺 asks the seat that has it (kinds ``skill``, ``tuxi``,
  ``liuli``, ``guicai``);
- **triggered by a card leaving** (連営, 梟姫) or by a use (集智): the move
  queues the trigger in ``state["pending"]`` and :func:`flow.run` asks it
  before anything else goes on, in the middle of whatever card is resolving
  (rulings: they fire at once, as FreeKill's after-move triggers do);
- **used in the play phase** (仁徳, 制衡, 苦肉, 反間, 結姻, 青嚢, 離間, 激将):
  an action ``{"type": "skill", "skill": id, ...}`` of the play question;
- **changing the rules** (locked skills, conversions): read where the rule is
  applied (:func:`.table.distance` for 馬術, :mod:`.answers` for 咆哮,
  空城, 謙遜, 奇才 and the conversions, :mod:`.flow` for 無双 and 救援).

Where several skills trigger at once, the order is by timing (the frames run
in the order of the seed's and FreeKill's stages), then by seat in turn order
from the current player; a seat with several chooses their order (question
``order``, :func:`fire_pending`). No general of the Standard Edition has two
skills that trigger at the same moment, so that question never comes up in a
Standard game; a hand-built test plays it.
"""

from __future__ import annotations

from . import events, flow
from .cards import SUIT, colour
from .generals import GENERALS, SKILLS
from .table import below, has, owned, remove, top, wounded

SUIT_NAME = {"S": ("♠", "♠"), "H": ("♥", "♥"), "C": ("♣", "♣"), "D": ("♦", "♦")}


def sk(skill: str, lang: str) -> str:
    return SKILLS[skill][lang]


def say(state, seat, skill, en="", ja=""):
    """Log that ``seat`` uses ``skill`` (and what it does)."""
    S = flow.S
    flow.log(state, seat, f"{S(seat)} uses {sk(skill, 'en')}" + (f": {en}" if en else "."),
             f"{S(seat)}が{sk(skill, 'ja')}を発動" + (f"：{ja}" if ja else "。"))


def male(state, seat) -> bool:
    return state["gender"][seat] == "male"


def kingdom(state, seat):
    g = state["general"][seat]
    return GENERALS[g]["kingdom"] if g else None


# --- triggers queued by a move or a use ------------------------------------------
def _applies(state, t) -> bool:
    s = t["seat"]
    if not has(state, s, t["skill"]):
        return False
    # 連営 is for a hand left empty: a card drawn since (集智 first) ends it.
    return not (t["skill"] == "lianying" and state["hand"][s])


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
    seats = flow.asking_order(state)
    state["pending"].sort(key=lambda t: seats.index(t["seat"]))  # stable: queue order within a seat
    t = state["pending"][0]
    s = t["seat"]
    skills = list(dict.fromkeys(x["skill"] for x in state["pending"] if x["seat"] == s))
    if len(skills) > 1 and not t.get("first"):
        flow.push(state, {"k": "order", "seat": s, "skills": skills,
                          "saved_ask": state["ask"], "saved_ret": state["ret"]})
        state["ask"] = None
        flow.ask(state, s, "order", skills=skills)
        return True
    state["pending"].pop(0)
    flow.push(state, {"k": "trigger", "skill": t["skill"], "seat": s,
                      "saved_ask": state["ask"], "saved_ret": state["ret"]})
    state["ask"] = None
    return True


def h_order(state, f) -> None:
    """The seat's choice of which of its waiting triggers goes first: that one
    moves to the front of the queue, marked so it is not asked about again;
    the question that was waiting is put back."""
    skill = flow.take_answer(state)["skill"]
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
        flow.ask(state, s, "skill", skill=skill)
        return
    a = flow.take_answer(state)
    state["stack"].pop()
    if a["type"] == "skill":
        say(state, s, skill)
        flow.draw(state, s, 2 if skill == "xiaoji" else 1)
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
        f["order"] = [s for s in flow.asking_order(state)
                      if s != lord and kingdom(state, s) == f["kingdom"]]
        f["i"] = 0
        f["step"] = "ask"
    if f["step"] == "ask":
        while f["i"] < len(f["order"]) and not state["alive"][f["order"][f["i"]]]:
            f["i"] += 1
        if f["i"] >= len(f["order"]) or not state["alive"][lord]:
            flow.ret(state, None)
            return
        f["step"] = "ans"
        flow.ask(state, f["order"][f["i"]], "proxy", lord=lord, need=f["need"], skill=f["skill"])
        return
    s = f["order"][f["i"]]
    a = flow.take_answer(state)
    if a["type"] == "pass":
        f["i"] += 1
        f["step"] = "ask"
        return
    c = a["card"]
    flow.log(state, s, f"{flow.S(s)} plays {flow.C(c, 'en')} for {flow.S(lord)} ({sk(f['skill'], 'en')}).",
             f"{flow.S(s)}が{flow.S(lord)}のために{flow.C(c, 'ja')}を出す（{sk(f['skill'], 'ja')}）。")
    flow.ret(state, c)


# --- 鬼才, 天妒 inside a judgement ---------------------------------------------------------
def retrial_order(state) -> list[int]:
    return [s for s in flow.asking_order(state) if has(state, s, "guicai")]


# --- the turn's moments ------------------------------------------------------------------
def h_luoshen(state, f) -> None:
    """洛神: judge; black: take it (after it takes effect) and may go again."""
    s = f["seat"]
    if f["step"] == "start":
        if not has(state, s, "luoshen"):
            flow.ret(state)
            return
        f["step"] = "ans"
        flow.ask(state, s, "skill", skill="luoshen")
    elif f["step"] == "ans":
        if flow.take_answer(state)["type"] != "skill":
            flow.ret(state)
            return
        say(state, s, "luoshen")
        f["step"] = "judged"
        flow.push(state, {"k": "judge", "seat": s, "why": "luoshen"})
    else:
        j = state["ret"]
        f["step"] = "start" if colour(j) == "black" else "done"
        if f["step"] == "done":
            flow.ret(state)


def h_guanxing(state, f) -> None:
    """観星: look at the top X (X = living players, at most 5) and put each on
    the top or the bottom. Cards put on top are drawn in the order chosen;
    cards put on the bottom go under in the order chosen (the first lowest)."""
    s = f["seat"]
    if f["step"] == "start":
        f["step"] = "ans"
        flow.ask(state, s, "skill", skill="guanxing")
        return
    if f["step"] == "ans":
        if flow.take_answer(state)["type"] != "skill":
            flow.ret(state)
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
            flow.ask(state, s, "guanxing")
            return
        aside = state["aside"]
        state["pile"][:0] = aside["bottom"]
        state["pile"].extend(reversed(aside["top"]))
        state["aside"] = None
        flow.log(state, s, f"{flow.S(s)} puts {len(aside['top'])} on top and {len(aside['bottom'])} at the bottom.",
                 f"{flow.S(s)}が{len(aside['top'])}枚を上に、{len(aside['bottom'])}枚を下に置く。")
        flow.ret(state)
        return
    a = flow.take_answer(state)
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
                flow.ask(state, s, "tuxi" if skill == "tuxi" else "skill", skill=skill)
                return
        flow.ret(state, False)
        return
    a = flow.take_answer(state)
    skill = f["skill"]
    if a["type"] != "skill":
        flow.ret(state, False)
        return
    if skill == "tuxi":
        say(state, s, "tuxi", "takes a hand card from " + " and ".join(flow.S(t) for t in a["targets"]) + ".",
            "、".join(flow.S(t) for t in a["targets"]) + "の手札を1枚ずつ取る。")
        for t in a["targets"]:
            hand = state["hand"][t]
            if hand:
                c = hand[below(state, len(hand))]
                state["revealed"] = True
                remove(state, c)
                state["hand"][s].append(c)
        flow.ret(state, True)
    elif skill == "luoyi":
        say(state, s, "luoyi", "draws one fewer; their Slash and Duel deal +1 damage this turn.",
            "1枚少なく引き、このターン殺と決闘のダメージ+1。")
        state["luoyi"] = s
        flow.draw(state, s, 1)
        flow.ret(state, True)
    else:
        say(state, s, "yingzi", "draws 3.", "3枚引く。")
        flow.draw(state, s, 3)
        flow.ret(state, True)


# --- play-phase skills ------------------------------------------------------------------------
ONCE = ("zhiheng", "fanjian", "jieyin", "qingnang", "lijian")


def begin_skill(state, seat, a) -> None:
    """A play-phase ``{"type": "skill"}`` action already checked by :mod:`.answers`."""
    skill = a["skill"]
    if skill in ONCE:
        state["used"][skill] = True
    S = flow.S
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
                flow.heal(state, seat)
                flow.log(state, seat, f"{S(seat)} recovers 1 HP.", f"{S(seat)}が体力を1回復。")
    elif skill == "kurou":
        flow.push(state, {"k": "kurou", "seat": seat})
    elif skill == "zhiheng":
        flow.push(state, {"k": "zhiheng", "seat": seat, "chosen": []})
    elif skill == "fanjian":
        flow.note_aim(state, seat, a["targets"][0])
        events.aimed(state, seat, "fanjian", a["targets"])
        flow.push(state, {"k": "fanjian", "seat": seat, "target": a["targets"][0]})
    elif skill in ("jieyin", "qingnang", "lijian"):
        if skill == "lijian":
            events.aimed(state, seat, "lijian", a["targets"])
        else:
            events.helped(state, seat, a["targets"][0])
        flow.push(state, {"k": "heal_skill" if skill != "lijian" else "lijian", "seat": seat,
                          "skill": skill, "targets": list(a["targets"])})
    elif skill == "jijiang":
        flow.push(state, {"k": "jijiang_use", "seat": seat, "target": a["targets"][0]})
    else:
        raise AssertionError(skill)


def h_kurou(state, f) -> None:
    """苦肉: lose 1 HP (not damage: no source, no 奸雄), then draw 2 if alive."""
    s = f["seat"]
    if f["step"] == "start":
        state["hp"][s] -= 1
        say(state, s, "kurou", f"loses 1 HP (HP {state['hp'][s]}).", f"体力を1失う（体力 {state['hp'][s]}）。")
        f["step"] = "draw"
        if state["hp"][s] <= 0:
            flow.push(state, {"k": "dying", "seat": s, "killer": None})
        return
    flow.ret(state)
    if state["alive"][s]:
        flow.draw(state, s, 2)


def h_zhiheng(state, f) -> None:
    """制衡: choose cards one at a time (hand or equipment), then "done":
    they are discarded together and as many are drawn."""
    s = f["seat"]
    if f["step"] == "start":
        f["step"] = "ans"
        flow.ask(state, s, "zhiheng", private={"chosen": list(f["chosen"])})
        return
    a = flow.take_answer(state)
    if a["type"] == "choose":
        f["chosen"].append(a["card"])
        f["step"] = "start"
        return
    ids = f["chosen"]
    flow.discard(state, ids)
    say(state, s, "zhiheng", f"discards {flow.Cs(ids, 'en')} and draws {len(ids)}.",
        f"{flow.Cs(ids, 'ja')}を捨てて{len(ids)}枚引く。")
    flow.ret(state)
    flow.draw(state, s, len(ids))


def h_fanjian(state, f) -> None:
    """反間: the target names a suit, then takes one of 周瑜's hand cards at
    random and shows it; a different suit: 周瑜 deals them 1 damage."""
    s, t = f["seat"], f["target"]
    if f["step"] == "start":
        say(state, s, "fanjian", f"on {flow.S(t)}.", f"{flow.S(t)}に。")
        f["step"] = "suit"
        flow.ask(state, t, "suit", user=s)
        return
    if f["step"] == "suit":
        f["suit"] = flow.take_answer(state)["suit"]
        hand = state["hand"][s]
        flow.log(state, t, f"{flow.S(t)} names {SUIT_NAME[f['suit']][0]}.", f"{flow.S(t)}は{SUIT_NAME[f['suit']][1]}を宣言。")
        if not hand or not state["alive"][t]:
            flow.ret(state)
            return
        c = hand[below(state, len(hand))]
        state["revealed"] = True
        remove(state, c)
        state["hand"][t].append(c)
        flow.log(state, t, f"{flow.S(t)} takes {flow.C(c, 'en')} from {flow.S(s)}.",
                 f"{flow.S(t)}が{flow.S(s)}から{flow.C(c, 'ja')}を取る。")
        f["step"] = "end"
        if SUIT[c] != f["suit"]:
            flow.push(state, {"k": "damage", "src": s, "dst": t, "n": 1})
        return
    flow.ret(state)


def h_heal_skill(state, f) -> None:
    """結姻 (discard 2 hand cards: 孫尚香 and a wounded man recover 1) and 青嚢
    (discard a hand card: a wounded player recovers 1)."""
    s, skill, t = f["seat"], f["skill"], f["targets"][0]
    if f["step"] == "start":
        f["step"] = "paid"
        flow.ask(state, s, "cost", skill=skill, count=2 if skill == "jieyin" else 1, zone="hand")
        return
    ids = flow.take_answer(state)["cards"]
    flow.discard(state, ids)
    who = [s, t] if skill == "jieyin" else [t]
    say(state, s, skill, f"discards {flow.Cs(ids, 'en')}; " + " and ".join(flow.S(x) for x in who) + " recover 1 HP.",
        f"{flow.Cs(ids, 'ja')}を捨て、" + "と".join(flow.S(x) for x in who) + "が体力を1回復。")
    for x in who:
        flow.heal(state, x)
    flow.ret(state)


def h_lijian(state, f) -> None:
    """離間: discard a card; the second man is regarded as using a 決闘 that
    no 明察秋毫 can cancel on the first. The 決闘's user is the second man:
    he is the source of its damage and the killer for rewards (rulings)."""
    s = f["seat"]
    a, b = f["targets"]
    if f["step"] == "start":
        f["step"] = "paid"
        flow.ask(state, s, "cost", skill="lijian", count=1, zone="any")
        return
    ids = flow.take_answer(state)["cards"]
    flow.discard(state, ids)
    say(state, s, "lijian", f"discards {flow.Cs(ids, 'en')}: {flow.S(b)} is regarded as using Duel on {flow.S(a)}.",
        f"{flow.Cs(ids, 'ja')}を捨てる：{flow.S(b)}が{flow.S(a)}に決闘を使用したものとする。")
    flow.ret(state)
    flow.note_aim(state, b, a)
    flow.push(state, {"k": "use", "name": "duel", "user": b, "cards": [], "targets": [a], "i": 0,
                      "colour": None, "unstoppable": True})


def h_jijiang_use(state, f) -> None:
    """激将 in the play phase: a 殺 another 蜀 player plays becomes 劉備's 殺 on
    the chosen target. If no one answers, 激将 is not offered again to use a
    殺 this phase (rulings: so the phase cannot loop)."""
    s, t = f["seat"], f["target"]
    if f["step"] == "start":
        say(state, s, "jijiang", f"asks for a Slash at {flow.S(t)}.", f"{flow.S(t)}への殺を求める。")
        f["step"] = "got"
        flow.push(state, {"k": "proxy", "lord": s, "need": "slash", "kingdom": "shu", "skill": "jijiang"})
        return
    c = state["ret"]
    flow.ret(state)
    if c is None:
        state["used"]["jijiang_failed"] = True
        flow.log(state, s, "No one answers.", "誰も応じない。")
        return
    state["slashes"] += 1
    flow.start_use(state, s, "slash", [c], [t])


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
            flow.ret(state)
            return
        f["left"] -= 1
        f["step"] = "ans"
        flow.ask(state, s, "skill", skill=skill, src=src)
        return
    if f["step"] == "ans":
        if flow.take_answer(state)["type"] != "skill":
            f["left"] = 0
            f["step"] = "start"
            return
        f["step"] = "start"
        if skill == "jianxiong":
            ids = [c for c in f["cards"] if c in state["table"]]
            for c in ids:
                state["table"].remove(c)
            state["hand"][s].extend(ids)
            say(state, s, skill, f"takes {flow.Cs(ids, 'en')}.", f"{flow.Cs(ids, 'ja')}を得る。")
        elif skill == "fankui":
            say(state, s, skill, f"takes a card from {flow.S(src)}.", f"{flow.S(src)}の札を1枚取る。")
            flow.push(state, {"k": "pick", "picker": s, "target": src, "why": "fankui", "left": 1})
        elif skill == "ganglie":
            say(state, s, skill, "judges.", "判定を行う。")
            f["step"] = "ganglie"
            flow.push(state, {"k": "judge", "seat": s, "why": "ganglie"})
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
                flow.push(state, {"k": "damage", "src": s, "dst": src, "n": 1})
            else:
                f["step"] = "ganglie_ans"
                flow.ask(state, src, "ganglie", user=s)
        return
    if f["step"] == "ganglie_ans":
        a = flow.take_answer(state)
        f["step"] = "start"
        if a["type"] == "discard":
            flow.discard(state, a["cards"])
            flow.log(state, src, f"{flow.S(src)} discards {flow.Cs(a['cards'], 'en')}.",
                     f"{flow.S(src)}が{flow.Cs(a['cards'], 'ja')}を捨てる。")
        else:
            flow.push(state, {"k": "damage", "src": s, "dst": src, "n": 1})
        return
    if f["step"] == "give":
        if state["aside"]["cards"]:
            f["step"] = "given"
            flow.ask(state, s, "yiji")
            return
        state["aside"] = None
        f["step"] = "start"
        return
    if f["step"] == "given":
        a = flow.take_answer(state)
        state["aside"]["cards"].remove(a["card"])
        to = a["to"]
        state["hand"][to].append(a["card"])
        if to == s:
            flow.log(state, s, f"{flow.S(s)} keeps a card.", f"{flow.S(s)}が札を1枚手元に残す。")
        else:
            flow.log(state, s, f"{flow.S(s)} gives a card to {flow.S(to)}.", f"{flow.S(s)}が{flow.S(to)}に札を1枚渡す。")
        f["step"] = "give"


HANDLERS = {"trigger": h_trigger, "order": h_order, "proxy": h_proxy, "luoshen": h_luoshen,
            "guanxing": h_guanxing, "tuxi": h_tuxi, "kurou": h_kurou, "zhiheng": h_zhiheng,
            "fanjian": h_fanjian, "heal_skill": h_heal_skill, "lijian": h_lijian,
            "jijiang_use": h_jijiang_use, "after_damage": h_after_damage}
