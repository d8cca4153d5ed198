"""How a game of Sanguosha runs: a stack of resumable frames.

A card's resolution can stop many times to ask someone something (閃 to a
殺, 明察秋毫 to a scroll, 桃 to a dying player), and the answers nest: a
明察秋毫 answers a 明察秋毫, a dying player is asked about inside a damage
inside a 決闘 inside a turn. The state keeps that as ``state["stack"]``, a
list of plain dicts ("frames"), each with a kind ``k`` and a ``step``; the
top frame runs until it either pushes a child, returns (pops itself and
leaves a value in ``state["ret"]``), or asks a question
(``state["ask"] = {"seat", "kind", ...}``) and stops. :func:`run` drives
the stack until someone must answer; :func:`answer` hands an answer to the
frame that asked. Because the stack is plain data, a game stops and resumes
anywhere, and part 2's skills are new frames and new steps, not a rewrite.

The order of the windows inside one card's use follows FreeKill's stage
lists (notes §0: "target chosen", then per target "before effect", where
明察秋毫 is asked, then the effect): see each card's frame.

Every ruling the texts leave open is marked **Ruling** next to the code
that applies it, and listed in docs/rules/sanguosha.md.
"""

from __future__ import annotations

from . import cards, events
from .cards import NAME, SUIT
from .roles import winner
from .table import (asking_order, below, has, has_any, equipped, next_alive, order_from, owned,
                    remove, top, weapon, armor, wounded)

PASS = {"type": "pass"}
AUTO_PASS = {"type": "pass", "auto": True}  # the engine's pass for a seat with no answer
HARMFUL = {"slash", "dismantlement", "snatch", "duel", "collateral", "indulgence",
           "savage_assault", "archery_attack"}


# --- the log -------------------------------------------------------------------
def log(state, seat, en: str, ja: str) -> None:
    """A public log line (the full list stays in the state; a view carries
    only its end)."""
    state["log"].append({"seat": seat, "text": {"ja": ja, "en": en}})


def S(seat) -> str:
    return "{seat:%d}" % seat


def C(cid: str, lang: str) -> str:
    return cards.label(cid)[lang]


def Cs(cids, lang: str) -> str:
    return "、".join(C(c, lang) for c in cids) if lang == "ja" else ", ".join(C(c, lang) for c in cids)


# --- the machine ---------------------------------------------------------------
def push(state, frame: dict) -> None:
    frame.setdefault("step", "start")
    state["stack"].append(frame)


def ret(state, value=None) -> None:
    state["stack"].pop()
    state["ret"] = value


def ask(state, seat: int, kind: str, **context) -> None:
    """Put a question to ``seat``. Everything in it is public (who is asked
    what is seen at a real table) except ``private``, which only ``seat``'s
    view carries."""
    state["ask"] = {"seat": seat, "kind": kind, **context}


def take_answer(state) -> dict:
    a = state["answer"]
    state["answer"] = None
    return a


def run(state) -> None:
    """Run frames until a seat must answer or the game is over.

    A question that the seat cannot answer except by passing is answered
    "pass" here when ``auto_pass`` is on (issue: "when a seat has nothing at
    all that could answer a question, the engine answers no for it"). The
    option is in the record, so a replay passes the same seats."""
    from .answers import can_only_pass, stands
    from .skills import fire_pending
    while state["over"] is None:
        if state["pending"] and state["answer"] is None and fire_pending(state):
            continue
        q = state["ask"]
        if q is not None:
            if (state["options"]["auto_pass"] and can_only_pass(state, q)) or stands(state, q):
                state["ask"] = None
                state["answer"] = AUTO_PASS
            else:
                return
        frame = state["stack"][-1]
        HANDLERS[frame["k"]](state, frame)


def answer(state, seat: int, action: dict) -> None:
    """Give the canonical legal ``action`` of ``seat`` to the frame that asked."""
    if "standing" in action:
        from .answers import note_standing
        note_standing(state, seat, action)
        action = PASS
    state["ask"] = None
    state["answer"] = action
    run(state)


def end_game(state, side: str) -> None:
    state["over"] = side
    state["ask"] = None
    state["stack"].clear()


# --- moving cards --------------------------------------------------------------
def draw(state, seat: int, k: int) -> bool:
    """``seat`` draws ``k``; False (and the game ends) when both piles are
    empty. **Ruling:** a draw or judgement that finds no card in either pile
    ends the game with no winner (side ``"draw"``), as FreeKill does."""
    got = []
    for _ in range(k):
        c = top(state)
        if c is None:
            state["hand"][seat].extend(got)
            out_of_cards(state)
            return False
        got.append(c)
    state["hand"][seat].extend(got)
    log(state, seat, f"{S(seat)} draws {k}.", f"{S(seat)}が{k}枚引く。")
    return True


def out_of_cards(state) -> None:
    log(state, None, "No cards are left in either pile: the game ends in a draw.",
        "山札も捨て場も尽きたため、引き分けで終了します。")
    end_game(state, "draw")


def discard(state, cids) -> None:
    for c in cids:
        remove(state, c)
        state["discard"].append(c)


def to_table(state, cids) -> None:
    for c in cids:
        remove(state, c)
        state["table"].append(c)


def clear_table(state, cids) -> None:
    """Cards a use or a play has finished with go to the discard pile (those
    still in flight: part 2 moves some elsewhere)."""
    for c in cids:
        if c in state["table"]:
            state["table"].remove(c)
            state["discard"].append(c)


def heal(state, seat: int, k: int = 1) -> None:
    state["hp"][seat] = min(state["max_hp"][seat], state["hp"][seat] + k)


def equip(state, seat: int, cid: str) -> None:
    """Put ``cid`` in its slot; the card it replaces is discarded (notes §1.4)."""
    slot = cards.SLOT[cid]
    old = state["equip"][seat][slot]
    remove(state, cid)
    if old:
        discard(state, [old])
    state["equip"][seat][slot] = cid


# --- the turn --------------------------------------------------------------------
PHASES = ("prepare", "judge", "draw", "play", "discard", "end")


def h_turn(state, f) -> None:
    seat = f["seat"]
    step = f["step"]
    if not state["alive"][seat] and step != "next":
        # The turn player died (雷電, a 決闘 lost): the rest of the turn is skipped.
        f["step"] = "next"
        return
    if step == "start":
        state["current"] = seat
        state["phase"] = "prepare"
        state["slashes"] = 0
        state["skip_play"] = False
        state["luoyi"] = None
        state["turn"] += 1
        f["step"] = "guanxing"
        if has(state, seat, "luoshen"):
            push(state, {"k": "luoshen", "seat": seat})
    elif step == "guanxing":
        f["step"] = "todo"
        if has(state, seat, "guanxing"):
            push(state, {"k": "guanxing", "seat": seat})
    elif step == "todo":
        f["todo"] = list(reversed(state["judge"][seat]))
        f["step"] = "judge"
    elif step == "judge":
        state["phase"] = "judge"
        # Rulings: the judgement area is resolved last-placed first (notes
        # §1.4, the rulebook text FreeKill carries).
        while f["todo"] and f["todo"][0] not in state["judge"][seat]:
            f["todo"].pop(0)
        if f["todo"]:
            push(state, {"k": "delayed", "seat": seat, "card": f["todo"].pop(0)})
        else:
            f["step"] = "draw"
    elif step == "draw":
        state["phase"] = "draw"
        f["step"] = "drawn"
        push(state, {"k": "tuxi", "seat": seat})
    elif step == "drawn":
        f["step"] = "play"
        if not state["ret"]:
            draw(state, seat, 2)
    elif step == "play":
        state["used"] = {}
        state["rende"] = 0
        state["slash_in_play"] = False
        if state["skip_play"]:
            log(state, seat, f"{S(seat)} skips the play phase.", f"{S(seat)}は札出し段階を飛ばす。")
            f["step"] = "discard"
            return
        state["phase"] = "play"
        f["step"] = "play_ans"
        ask(state, seat, "play")
    elif step == "play_ans":
        a = take_answer(state)
        if a["type"] == "end":
            f["step"] = "discard"
        else:
            f["step"] = "play_more"
            begin_use(state, seat, a)
    elif step == "play_more":
        f["step"] = "play_ans"
        ask(state, seat, "play")
    elif step == "discard":
        state["phase"] = "discard"
        over = len(state["hand"][seat]) - state["hp"][seat]
        if over > 0 and not f.get("keji_asked") and has(state, seat, "keji") \
                and not state["slash_in_play"]:
            f["keji_asked"] = True
            f["step"] = "keji"
            ask(state, seat, "skill", skill="keji")
        elif over > 0:
            f["step"] = "discard_ans"
            ask(state, seat, "discard", count=over)
        else:
            f["step"] = "end"
    elif step == "keji":
        f["step"] = "discard"
        if take_answer(state)["type"] == "skill":
            log(state, seat, f"{S(seat)} uses Self-Restraint: the discard phase is skipped.",
                f"{S(seat)}が克己を発動：札捨て段階を飛ばす。")
            f["step"] = "end"
    elif step == "discard_ans":
        c = take_answer(state)["card"]
        discard(state, [c])
        log(state, seat, f"{S(seat)} discards {C(c, 'en')}.", f"{S(seat)}が{C(c, 'ja')}を捨てる。")
        f["step"] = "discard"
    elif step == "end":
        state["phase"] = "end"
        f["step"] = "next"
        if has(state, seat, "biyue"):
            f["step"] = "biyue"
            ask(state, seat, "skill", skill="biyue")
    elif step == "biyue":
        f["step"] = "next"
        if take_answer(state)["type"] == "skill":
            log(state, seat, f"{S(seat)} uses Eclipse the Moon.", f"{S(seat)}が閉月を発動。")
            draw(state, seat, 1)
    elif step == "next":
        state["stack"].pop()
        nxt = next_alive(state, seat)
        push(state, {"k": "turn", "seat": nxt})
        log(state, nxt, f"{S(nxt)}'s turn.", f"{S(nxt)}のターン。")


# --- using a card in the play phase ---------------------------------------------
def begin_use(state, seat: int, a: dict) -> None:
    """Start resolving a play-phase action already checked by :mod:`.answers`."""
    if a["type"] == "skill":
        from .skills import begin_skill
        begin_skill(state, seat, a)
        return
    if a["type"] == "spear":
        ids = list(a["cards"])
        name = "slash"
    else:
        ids = [a["card"]]
        name = converted(a) or NAME[a["card"]]
    targets = list(a.get("targets", []))
    kind = cards.NAMES[name]["kind"]
    if name == "slash":
        state["slashes"] += 1
    if kind == "equip":
        equip(state, seat, ids[0])
        log(state, seat, f"{S(seat)} equips {C(ids[0], 'en')}.", f"{S(seat)}が{C(ids[0], 'ja')}を装備する。")
        return
    if kind == "delayed":
        target = targets[0] if targets else seat
        c = ids[0]
        remove(state, c)
        state["judge"][target].append(c)
        what = (C(c, "en"), C(c, "ja"))
        if name != NAME[c]:
            # A card placed as another (国色): the judgement area remembers what it is.
            state["as"][c] = name
            label = cards.name_label(name)
            what = (f"{C(c, 'en')} as {label['en']} ({skill_name(a['skill'], 'en')})",
                    f"{C(c, 'ja')}を{label['ja']}として（{skill_name(a['skill'], 'ja')}）")
        if target == seat:
            log(state, seat, f"{S(seat)} places {what[0]} in their own judgement area.",
                f"{S(seat)}が{what[1]}自分の判定区に置く。" if name != NAME[c] else
                f"{S(seat)}が{what[1]}を自分の判定区に置く。")
        else:
            note_aim(state, seat, target)
            events.aimed(state, seat, name, [target])
            log(state, seat, f"{S(seat)} places {what[0]} on {S(target)}.",
                f"{S(seat)}が{what[1]}{S(target)}の判定区に置く。" if name != NAME[c] else
                f"{S(seat)}が{what[1]}を{S(target)}の判定区に置く。")
        return
    start_use(state, seat, name, ids, targets, spear=a["type"] == "spear", skill=a.get("skill"))


def converted(a: dict):
    """The card name an action's conversion skill turns its card into, or None."""
    from .answers import conversion_name
    skill = a.get("skill")
    return conversion_name(skill, a["card"]) if skill else None


def skill_name(skill: str, lang: str) -> str:
    from .generals import SKILLS
    return SKILLS[skill][lang]


def judge_name(state, c: str) -> str:
    """What a card in a judgement area is (a ♦ card placed by 国色 is 楽不思蜀)."""
    return state["as"].get(c) or NAME[c]


def start_use(state, user: int, name: str, ids: list, targets: list, spear: bool = False,
              skill: str | None = None) -> None:
    """Put ``ids`` on the table and push the frame that resolves ``name``
    (``ids`` may be a converted card, or none for 離間's 決闘)."""
    to_table(state, ids)
    if name == "slash":
        played(state, user, "slash")
    if name in ("savage_assault", "archery_attack"):
        targets = [s for s in order_from(state, user) if s != user]
    elif name in ("god_salvation", "amazing_grace"):
        targets = order_from(state, user)
    elif name in ("ex_nihilo", "peach"):
        targets = [user]
    elif name == "collateral":
        # The victim is not a target of the scroll: only the wielder is.
        victim = targets[1]
    elif name == "slash" and len(targets) > 1:
        # Several targets (方天画戟) are resolved in turn order from the user.
        order = order_from(state, user)
        targets = sorted(targets, key=order.index)
    if skill:
        label = cards.name_label(name)
        what_en = f"{C(ids[0], 'en')} as {label['en']} ({skill_name(skill, 'en')})"
        what_ja = f"{C(ids[0], 'ja')}を{label['ja']}として（{skill_name(skill, 'ja')}）"
        ids_shown = True
    else:
        ids_shown = False
    if not ids_shown:
        what_en = ("two cards as Slash (" + Cs(ids, "en") + ")") if spear else C(ids[0], "en")
        what_ja = ("2枚を殺として（" + Cs(ids, "ja") + "）") if spear else C(ids[0], "ja")
    shown = [t for t in targets if t != user] if name not in ("collateral",) else targets[:1]
    if shown and name in HARMFUL | {"collateral"}:
        to_en = " on " + " and ".join(S(t) for t in shown)
        to_ja = "、".join(S(t) for t in shown) + "に"
    else:
        to_en = to_ja = ""
    if name == "collateral":
        to_en += f" (Slash at {S(targets[1])})"
        to_ja = f"{S(targets[0])}に（{S(targets[1])}へ殺）"
    log(state, user, f"{S(user)} uses {what_en}{to_en}.",
        f"{S(user)}が{to_ja}{what_ja}使用。" if ids_shown else f"{S(user)}が{to_ja}{what_ja}を使用。")
    for t in shown:
        if name in HARMFUL:
            note_aim(state, user, t)
    events.aimed(state, user, name, targets)
    colour = cards.colour_of(ids)
    state["uses"] += 1
    frame = {"k": "use", "name": name, "user": user, "cards": ids, "targets": targets,
             "i": 0, "colour": colour, "step": "confirm" if name == "slash" else "start",
             "uid": state["uses"]}
    if cards.NAMES[name]["kind"] == "trick" and not skill and has(state, user, "jizhi"):
        state["pending"].append({"skill": "jizhi", "seat": user})
    if name == "collateral":
        frame["targets"] = targets[:1]
        frame["victim"] = victim
    push(state, frame)
    if name == "amazing_grace":
        # The cards are turned up as the scroll is used, one per target.
        shown_cards = []
        for _ in targets:
            c = top(state)
            if c is None:
                break
            shown_cards.append(c)
        state["grace"] = shown_cards
        log(state, None, "Turned up: " + Cs(shown_cards, "en") + ".",
            "めくられた札：" + Cs(shown_cards, "ja") + "。")


def note_aim(state, user: int, target: int) -> None:
    """Public tally of who aimed a harmful card at whom (bots read it)."""
    state["aims"][user][target] += 1


def h_use(state, f) -> None:
    """One card's use, target by target. For a 殺, first every target may
    move it (流離, "on becoming the target"), then its user may judge for
    鉄騎 on each ("after targeting"). For a scroll each target first gets a
    明察秋毫 window ("before it takes effect"), then the effect."""
    name = f["name"]
    step = f["step"]
    targets = f["targets"]
    if step == "confirm":
        # 流離, target by target in the order they were chosen.
        while f["i"] < len(targets):
            t = targets[f["i"]]
            if has(state, t, "liuli") and state["alive"][f["user"]]:
                from .answers import liuli_actions
                if liuli_actions(state, t, f["user"], targets):
                    f["step"] = "liuli"
                    ask(state, t, "liuli", user=f["user"], targets=list(targets))
                    return
            f["i"] += 1
        f["i"] = 0
        f["step"] = "specified"
        return
    if step == "liuli":
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
        return
    if step == "specified":
        # 鉄騎: one judgement per target; red means no 閃 against this 殺.
        f.setdefault("nododge", [])
        while f["i"] < len(targets):
            t = targets[f["i"]]
            if has(state, f["user"], "tieji") and state["alive"][t]:
                f["step"] = "tieji"
                ask(state, f["user"], "skill", skill="tieji", target=t)
                return
            f["i"] += 1
        f["i"] = 0
        f["step"] = "start"
        return
    if step == "tieji":
        if take_answer(state)["type"] == "skill":
            t = targets[f["i"]]
            log(state, f["user"], f"{S(f['user'])} uses Iron Cavalry on {S(t)}.",
                f"{S(f['user'])}が{S(t)}に鉄騎を発動。")
            f["step"] = "tieji_judged"
            push(state, {"k": "judge", "seat": f["user"], "why": "tieji"})
            return
        f["i"] += 1
        f["step"] = "specified"
        return
    if step == "tieji_judged":
        if cards.colour(state["ret"]) == "red":
            t = targets[f["i"]]
            f["nododge"].append(t)
            log(state, t, f"Red: {S(t)} cannot use Dodge against this Slash.",
                f"赤：{S(t)}はこの殺に閃を使えない。")
        f["i"] += 1
        f["step"] = "specified"
        return
    if step == "start":
        if f["i"] >= len(targets):
            finish_use(state, f)
            return
        t = targets[f["i"]]
        if not state["alive"][t]:
            f["i"] += 1
            return
        if cards.NAMES[name]["kind"] == "trick" and not f.get("unstoppable"):
            if name == "god_salvation" and not wounded(state, t):
                # Ruling: 桃園の誓い skips a target at full health (it would do
                # nothing), so no one is asked to cancel it there.
                f["i"] += 1
                return
            f["step"] = "effect"
            push(state, {"k": "nullify", "event": {"name": name, "card": f["cards"][0],
                                                    "user": f["user"], "target": t}})
            return
        state["ret"] = False
        f["step"] = "effect"
    elif step == "effect":
        cancelled = state["ret"]
        t = targets[f["i"]]
        f["i"] += 1
        f["step"] = "start"
        if cancelled:
            return
        EFFECTS[name](state, f, t)


def finish_use(state, f) -> None:
    clear_table(state, f["cards"])
    if f["name"] == "amazing_grace" and state["grace"]:
        left = state["grace"]
        state["discard"].extend(left)
        log(state, None, "Left over and discarded: " + Cs(left, "en") + ".",
            "残りの札を捨てる：" + Cs(left, "ja") + "。")
        state["grace"] = []
    ret(state)


# --- card effects ------------------------------------------------------------------
def fx_slash(state, f, t) -> None:
    push(state, {"k": "slash", "user": f["user"], "target": t, "cards": f["cards"],
                 "colour": f["colour"], "nododge": t in f.get("nododge", ())})


def fx_peach(state, f, t) -> None:
    heal(state, t)
    log(state, t, f"{S(t)} recovers 1 HP.", f"{S(t)}が体力を1回復。")


def fx_ex_nihilo(state, f, t) -> None:
    draw(state, t, 2)


def fx_god_salvation(state, f, t) -> None:
    if wounded(state, t):
        heal(state, t)
        log(state, t, f"{S(t)} recovers 1 HP.", f"{S(t)}が体力を1回復。")


def fx_take(state, f, t) -> None:
    """過河拆橋 / 順手牽羊: the user picks one of the target's cards."""
    if state["alive"][f["user"]] and has_any(state, t):
        push(state, {"k": "pick", "picker": f["user"], "target": t, "why": f["name"], "left": 1})


def fx_duel(state, f, t) -> None:
    push(state, {"k": "duel", "user": f["user"], "target": t, "turn": t, "cards": f["cards"]})


def fx_collateral(state, f, t) -> None:
    victim = f["victim"]
    if state["equip"][t]["weapon"]:
        push(state, {"k": "collateral", "user": f["user"], "wielder": t, "victim": victim})


def fx_aoe(state, f, t) -> None:
    need = "slash" if f["name"] == "savage_assault" else "dodge"
    push(state, {"k": "aoe", "user": f["user"], "target": t, "need": need, "name": f["name"],
                 "cards": f["cards"]})


def fx_grace(state, f, t) -> None:
    if state["grace"]:
        push(state, {"k": "grace", "seat": t})


EFFECTS = {"slash": fx_slash, "peach": fx_peach, "ex_nihilo": fx_ex_nihilo,
           "god_salvation": fx_god_salvation, "dismantlement": fx_take, "snatch": fx_take,
           "duel": fx_duel, "collateral": fx_collateral, "savage_assault": fx_aoe,
           "archery_attack": fx_aoe, "amazing_grace": fx_grace}


def h_grace(state, f) -> None:
    if f["step"] == "start":
        f["step"] = "ans"
        ask(state, f["seat"], "grace")
        return
    c = take_answer(state)["card"]
    state["grace"].remove(c)
    state["hand"][f["seat"]].append(c)
    log(state, f["seat"], f"{S(f['seat'])} takes {C(c, 'en')}.", f"{S(f['seat'])}が{C(c, 'ja')}を取る。")
    ret(state)


def h_aoe(state, f) -> None:
    """南蛮襲来 / 万箭斉発 on one target: play 殺 / 閃, or take 1 damage."""
    if f["step"] == "start":
        f["step"] = "done"
        push(state, {"k": "respond", "seat": f["target"], "need": f["need"], "src": f["user"],
                     "why": f["name"], "armor": f["need"] == "dodge"})
    elif f["step"] == "done":
        f["step"] = "end"
        if not state["ret"]:
            push(state, {"k": "damage", "src": f["user"], "dst": f["target"], "n": 1,
                         "cards": f["cards"], "by": f["name"], "user": f["user"]})
    else:
        ret(state)


def h_duel(state, f) -> None:
    """決闘: the target first, the two play 殺 in turn; the first who does not
    takes 1 damage from the other."""
    other = f["user"] if f["turn"] == f["target"] else f["target"]
    if f["step"] == "start":
        if not (state["alive"][f["user"]] and state["alive"][f["target"]]):
            ret(state)
            return
        # 無双: against 呂布, two 殺 each time (rulings: also in 離間's 決闘).
        f["left"] = 2 if has(state, other, "wushuang") else 1
        f["step"] = "ask"
    if f["step"] == "ask":
        f["step"] = "ans"
        push(state, {"k": "respond", "seat": f["turn"], "need": "slash", "src": other,
                     "why": "duel", "armor": False})
    elif f["step"] == "ans":
        if state["ret"]:
            f["left"] -= 1
            if f["left"] > 0 and state["alive"][other] and state["alive"][f["turn"]]:
                log(state, f["turn"], f"Unrivalled: {S(f['turn'])} needs a second Slash.",
                    f"無双：{S(f['turn'])}はもう1枚殺が必要。")
                f["step"] = "ask"
                return
            f["turn"] = other
            f["step"] = "start"
        else:
            f["step"] = "end"
            push(state, {"k": "damage", "src": other, "dst": f["turn"], "n": 1, "cards": f["cards"],
                         "by": "duel", "user": f["user"]})
    else:
        ret(state)


def h_collateral(state, f) -> None:
    """借刀殺人: the wielder uses 殺 on the victim, or gives the user their weapon.
    **Ruling:** a wielder who cannot 殺 the victim any more (the victim died)
    gives the weapon."""
    w = f["wielder"]
    if f["step"] == "start":
        f["step"] = "ans"
        ask(state, w, "collateral", user=f["user"], victim=f["victim"])
        return
    a = take_answer(state)
    if a["type"] == "pass":
        wpn = state["equip"][w]["weapon"]
        if wpn and state["alive"][f["user"]]:
            remove(state, wpn)
            state["hand"][f["user"]].append(wpn)
            log(state, w, f"{S(w)} gives {C(wpn, 'en')} to {S(f['user'])}.",
                f"{S(w)}が{C(wpn, 'ja')}を{S(f['user'])}に渡す。")
        ret(state)
        return
    ret(state)
    ids = a["cards"] if a["type"] == "spear" else [a["card"]]
    start_use(state, w, "slash", ids, [f["victim"]], spear=a["type"] == "spear", skill=a.get("skill"))


# --- 殺 on one target ---------------------------------------------------------------
def h_slash(state, f) -> None:
    """One 殺 on one target (FreeKill's order): 雌雄双股剣 when the target is
    chosen; 仁王盾 before the effect; 閃 (八卦陣 first); when dodged,
    青龍偃月刀 or 貫石斧; else the damage (寒氷剣 and 麒麟弓 on causing it)."""
    u, t = f["user"], f["target"]
    step = f["step"]
    if step == "start":
        f["step"] = "armor"
        g = state["gender"]
        if (weapon(state, u) == "double_sword" and g[u] and g[t] and g[u] != g[t]
                and state["alive"][u]):
            f["step"] = "swords"
            ask(state, u, "swords", target=t)
    elif step == "swords":
        f["step"] = "armor"
        if take_answer(state)["type"] == "swords":
            log(state, u, f"{S(u)} uses Double Swords on {S(t)}.", f"{S(u)}が{S(t)}に雌雄双股剣を発動。")
            if state["hand"][t]:
                f["step"] = "swords_victim"
                ask(state, t, "swords_victim", user=u)
            else:
                draw(state, u, 1)
    elif step == "swords_victim":
        f["step"] = "armor"
        a = take_answer(state)
        if a["type"] == "discard":
            discard(state, [a["card"]])
            log(state, t, f"{S(t)} discards {C(a['card'], 'en')}.", f"{S(t)}が{C(a['card'], 'ja')}を捨てる。")
        else:
            draw(state, u, 1)
    elif step == "armor":
        ignore = weapon(state, u) == "qinggang_sword"
        if armor(state, t) == "renwang_shield" and not ignore and f["colour"] == "black":
            log(state, t, f"Renwang Shield: the black Slash has no effect on {S(t)}.",
                f"仁王盾：黒の殺は{S(t)}に無効。")
            ret(state)
            return
        # 無双: two 閃 to cancel 呂布's 殺 (rulings: each may be an 八卦陣 judgement).
        f["left"] = 2 if has(state, u, "wushuang") else 1
        f["armor_ok"] = not ignore
        f["step"] = "respond"
    if step == "respond" or (step == "armor" and f["step"] == "respond"):
        f["step"] = "dodged"
        if f.get("nododge"):
            state["ret"] = False
            return
        push(state, {"k": "respond", "seat": t, "need": "dodge", "src": u, "why": "slash",
                     "armor": f["armor_ok"]})
    elif step == "dodged":
        if state["ret"]:
            f["left"] -= 1
            if f["left"] > 0:
                log(state, t, f"Unrivalled: {S(t)} needs a second Dodge.", f"無双：{S(t)}はもう1枚閃が必要。")
                f["step"] = "respond"
                return
        if not state["ret"]:
            f["step"] = "end"
            push(state, {"k": "damage", "src": u, "dst": t, "n": 1, "slash": True, "cards": f["cards"],
                         "by": "slash", "user": u})
            return
        f["step"] = "end"
        if not (state["alive"][u] and state["alive"][t]):
            return
        w = weapon(state, u)
        if w == "blade":
            f["step"] = "blade"
            ask(state, u, "blade", target=t)
        elif w == "axe":
            f["step"] = "axe"
            ask(state, u, "axe", target=t)
    elif step == "blade":
        a = take_answer(state)
        ret(state)
        if a["type"] != "pass":
            ids = a["cards"] if a["type"] == "spear" else [a["card"]]
            log(state, u, f"{S(u)} follows up with Blue Dragon Blade.", f"{S(u)}が青龍偃月刀で追撃。")
            start_use(state, u, "slash", ids, [t], spear=a["type"] == "spear", skill=a.get("skill"))
    elif step == "axe":
        a = take_answer(state)
        f["step"] = "end"
        if a["type"] == "axe":
            discard(state, a["cards"])
            log(state, u, f"{S(u)} discards {Cs(a['cards'], 'en')} for Stone Axe: the Slash hits.",
                f"{S(u)}が{Cs(a['cards'], 'ja')}を捨てて貫石斧を発動：殺は命中する。")
            push(state, {"k": "damage", "src": u, "dst": t, "n": 1, "slash": True, "cards": f["cards"],
                         "by": "slash", "user": u})
    elif step == "end":
        ret(state)


# --- answering with a card ---------------------------------------------------------------
def h_respond(state, f) -> None:
    """``seat`` must use or play one ``need`` (閃 or 殺). Returns True if it did.
    八卦陣 may be tried once per question before a 閃 (its judgement)."""
    seat = f["seat"]
    step = f["step"]
    if step == "start":
        if not state["alive"][seat]:
            ret(state, False)
            return
        f["step"] = "ans"
        ask(state, seat, f["need"], src=f["src"], why=f["why"],
            armor=f["armor"] and not f.get("tried") and armor(state, seat) == "eight_diagram",
            proxy=not f.get("proxied"))
    elif step == "ans":
        a = take_answer(state)
        kind = a["type"]
        if kind == "pass":
            what = {"dodge": ("Dodge", "閃"), "slash": ("Slash", "殺")}[f["need"]]
            log(state, seat, f"{S(seat)} plays no {what[0]}.", f"{S(seat)}は{what[1]}を出さない。")
            ret(state, False)
        elif kind == "armor":
            f["tried"] = True
            f["step"] = "armor"
            log(state, seat, f"{S(seat)} judges for Eight Diagram.", f"{S(seat)}が八卦陣の判定を行う。")
            push(state, {"k": "judge", "seat": seat, "why": "eight_diagram"})
        elif kind == "skill":
            # 護駕 / 激将: the lord's kingdom answers for him, in turn order.
            f["proxied"] = True
            f["step"] = "proxied"
            log(state, seat, f"{S(seat)} uses {skill_name(a['skill'], 'en')}.",
                f"{S(seat)}が{skill_name(a['skill'], 'ja')}を発動。")
            push(state, {"k": "proxy", "lord": seat, "need": f["need"], "skill": a["skill"],
                         "kingdom": "wei" if a["skill"] == "hujia" else "shu"})
        else:
            ids = a["cards"] if kind == "spear" else [a["card"]]
            discard(state, ids)
            if a.get("skill"):
                label = cards.name_label(f["need"])
                log(state, seat, f"{S(seat)} plays {C(ids[0], 'en')} as {label['en']} ({skill_name(a['skill'], 'en')}).",
                    f"{S(seat)}が{C(ids[0], 'ja')}を{label['ja']}として出す（{skill_name(a['skill'], 'ja')}）。")
            else:
                log(state, seat, f"{S(seat)} plays {Cs(ids, 'en')}.", f"{S(seat)}が{Cs(ids, 'ja')}を出す。")
            played(state, seat, f["need"])
            ret(state, True)
    elif step == "proxied":
        c = state["ret"]
        if c is None:
            f["step"] = "start"
            return
        discard(state, [c])
        played(state, seat, f["need"])
        ret(state, True)
    elif step == "armor":
        j = state["ret"]
        if SUIT[j] in "HD":
            log(state, seat, "Red: it counts as a Dodge.", "赤：閃を出したものとする。")
            ret(state, True)
        else:
            f["step"] = "start"


def played(state, seat, need) -> None:
    """克己 counts a 殺 played in one's own play phase (in a 決闘, to 南蛮襲来)."""
    if need == "slash" and seat == state["current"] and state["phase"] == "play":
        state["slash_in_play"] = True


def h_nullify(state, f) -> None:
    """A 明察秋毫 window on one event: every living seat, from the current
    player, may answer with 明察秋毫; one that does opens a new window on its
    own card (a new event everyone may answer again). Returns True if the
    event is cancelled.

    **Ruling:** a seat that passes may not answer the same event again (seed
    §8); when a 明察秋毫 on it is itself cancelled, the window on the event
    goes round again from the current player, skipping those who passed."""
    step = f["step"]
    if step == "start":
        f["order"] = asking_order(state)
        f["i"] = 0
        f["passed"] = []
        f["step"] = "ask"
    if f["step"] == "ask":
        while f["i"] < len(f["order"]):
            s = f["order"][f["i"]]
            if state["alive"][s] and s not in f["passed"]:
                f["step"] = "ans"
                # The chain so far, from the card first answered to the one
                # this window would cancel, so the table can say what is at stake.
                chain = [x["event"] for x in state["stack"] if x["k"] == "nullify"]
                ask(state, s, "nullify", event=f["event"], depth=len(chain),
                    chain=[dict(e) for e in chain])
                return
            f["i"] += 1
        ret(state, False)
    elif step == "ans":
        s = f["order"][f["i"]]
        a = take_answer(state)
        if a["type"] == "pass":
            f["passed"].append(s)
            f["i"] += 1
            f["step"] = "ask"
            return
        c = a["card"]
        to_table(state, [c])
        if has(state, s, "jizhi"):
            state["pending"].append({"skill": "jizhi", "seat": s})
        ev = f["event"]
        if ev["name"] == "nullification":
            log(state, s, f"{S(s)} uses {C(c, 'en')} against {C(ev['card'], 'en')}.",
                f"{S(s)}が{C(ev['card'], 'ja')}に{C(c, 'ja')}を使用。")
        else:
            log(state, s, f"{S(s)} uses {C(c, 'en')}: {C(ev['card'], 'en')} on {S(ev['target'])} is cancelled unless answered.",
                f"{S(s)}が{C(c, 'ja')}を使用：{S(ev['target'])}への{C(ev['card'], 'ja')}を打ち消す（応答がなければ）。")
        events.nullified(state, s)
        f["by"] = c
        f["step"] = "chained"
        push(state, {"k": "nullify", "event": {"name": "nullification", "card": c, "user": s,
                                               "target": ev["target"]}})
    elif step == "chained":
        clear_table(state, [f["by"]])
        if state["ret"]:
            f["i"] = 0
            f["step"] = "ask"
        else:
            ret(state, True)


# --- picking another's card ----------------------------------------------------------------
def h_pick(state, f) -> None:
    """The picker takes (順手牽羊) or discards (過河拆橋, 寒氷剣) ``left`` cards
    of the target, one at a time. A hand card is drawn blind by the game's
    generator (issue: never chosen with the cards in view)."""
    p, t = f["picker"], f["target"]
    if f["step"] == "start":
        zones_empty = not (state["hand"][t] or equipped(state, t)
                           or (f["why"] != "ice_sword" and state["judge"][t]))
        if f["left"] <= 0 or zones_empty or not state["alive"][p]:
            ret(state)
            return
        f["step"] = "ans"
        ask(state, p, "pick", target=t, why=f["why"])
        return
    a = take_answer(state)
    f["left"] -= 1
    f["step"] = "start"
    if "zone" in a:
        hand = state["hand"][t]
        c = hand[below(state, len(hand))]
        state["revealed"] = True
        blind = True
    else:
        c = a["card"]
        blind = False
    events.picked(state, p, t, f["why"], c in state["judge"][t])
    if f["why"] in ("snatch", "fankui"):
        remove(state, c)
        state["hand"][p].append(c)
        if blind:
            log(state, p, f"{S(p)} takes a card from {S(t)}'s hand.", f"{S(p)}が{S(t)}の手札を1枚取る。")
        else:
            log(state, p, f"{S(p)} takes {C(c, 'en')} from {S(t)}.", f"{S(p)}が{S(t)}の{C(c, 'ja')}を取る。")
    else:
        discard(state, [c])
        where = (" from hand", "の手札から") if blind else ("", "の")
        log(state, p, f"{S(p)} discards {C(c, 'en')}{where[0]} of {S(t)}.",
            f"{S(p)}が{S(t)}{where[1]}{C(c, 'ja')}を捨てさせる。")


# --- judgement ----------------------------------------------------------------------------
def h_judge(state, f) -> None:
    """Turn up the top card as ``seat``'s judgement card (seed §3). Before it
    takes effect, each seat with 鬼才 (from the current player) may play a
    hand card to replace it; after it takes effect, 天妒 may take it, and
    洛神 takes it if black; otherwise it goes to the discard pile. Returns
    the card that took effect. **Ruling:** the effect is decided by that
    card, whatever happens to it after."""
    seat = f["seat"]
    if f["step"] == "start":
        c = top(state)
        if c is None:
            out_of_cards(state)
            return
        state["table"].append(c)
        f["card"] = c
        log(state, seat, f"Judgement for {S(seat)}: {C(c, 'en')}.", f"{S(seat)}の判定：{C(c, 'ja')}。")
        from .skills import retrial_order
        f["order"] = retrial_order(state)
        f["step"] = "retrial"
    if f["step"] == "retrial":
        while f["order"]:
            s = f["order"].pop(0)
            if state["alive"][s] and state["hand"][s]:
                f["step"] = "guicai"
                f["asked"] = s
                ask(state, s, "guicai", judge=seat, card=f["card"], why=f["why"])
                return
        f["step"] = "effect"
    elif f["step"] == "guicai":
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
        return
    if f["step"] == "effect":
        c = f["card"]
        if f["why"] == "luoshen" and cards.colour(c) == "black" and state["alive"][seat]:
            state["table"].remove(c)
            state["hand"][seat].append(c)
            log(state, seat, f"Black: {S(seat)} takes {C(c, 'en')} (Goddess Luo).",
                f"黒：{S(seat)}が{C(c, 'ja')}を得る（洛神）。")
            ret(state, c)
            return
        if has(state, seat, "tiandu"):
            f["step"] = "tiandu"
            ask(state, seat, "skill", skill="tiandu", card=c)
            return
        f["step"] = "done"
    if f["step"] == "tiandu":
        c = f["card"]
        f["step"] = "done"
        if take_answer(state)["type"] == "skill":
            state["table"].remove(c)
            state["hand"][seat].append(c)
            log(state, seat, f"{S(seat)} uses Envy of Heaven and takes {C(c, 'en')}.",
                f"{S(seat)}が天妒を発動し、{C(c, 'ja')}を得る。")
            ret(state, f["card"])
            return
    clear_table(state, [f["card"]])
    ret(state, f["card"])


def h_delayed(state, f) -> None:
    """A delayed scroll in the judgement phase: a 明察秋毫 window, then the
    judgement. 雷電 on ♠2–9 deals 3 thunder damage with no source and is
    discarded, else moves on; 楽不思蜀 on anything but ♥ skips the play
    phase, and is discarded. A cancelled 雷電 moves on, a cancelled
    楽不思蜀 is discarded (notes §2.3)."""
    seat, c = f["seat"], f["card"]
    name = f.setdefault("name", judge_name(state, c))
    if f["step"] == "start":
        state["as"].pop(c, None)
        to_table(state, [c])
        f["step"] = "judged"
        push(state, {"k": "nullify", "event": {"name": name, "card": c, "user": None,
                                               "target": seat}})
    elif f["step"] == "judged":
        if state["ret"]:
            if name == "lightning":
                move_lightning(state, seat, c)
            else:
                clear_table(state, [c])
            ret(state)
            return
        f["step"] = "effect"
        push(state, {"k": "judge", "seat": seat, "why": name})
    elif f["step"] == "effect":
        j = state["ret"]
        if name == "lightning":
            if SUIT[j] == "S" and 2 <= cards.RANK[j] <= 9:
                # The card stays on the table through the damage (奸雄 may take it).
                log(state, seat, f"Lightning strikes {S(seat)}.", f"雷電が{S(seat)}に落ちる。")
                f["step"] = "end"
                push(state, {"k": "damage", "src": None, "dst": seat, "n": 3, "thunder": True,
                             "cards": [c], "by": "lightning"})
                return
            move_lightning(state, seat, c)
        else:
            clear_table(state, [c])
            if SUIT[j] != "H":
                state["skip_play"] = True
                log(state, seat, f"Indulgence takes effect on {S(seat)}.", f"{S(seat)}に楽不思蜀が効果を発揮。")
            else:
                log(state, seat, f"Indulgence fails on {S(seat)}.", f"{S(seat)}への楽不思蜀は失敗。")
        ret(state)
    else:
        clear_table(state, [c])
        ret(state)


def move_lightning(state, seat: int, c: str) -> None:
    """雷電 moves to the next living player who holds no 雷電. **Ruling:** if
    none can take it, it stays with its holder."""
    state["table"].remove(c)
    s = seat
    for _ in range(len(state["alive"])):
        s = next_alive(state, s)
        if s == seat:
            break
        if not any(NAME[x] == "lightning" for x in state["judge"][s]):
            state["judge"][s].append(c)
            log(state, s, f"Lightning moves to {S(s)}.", f"雷電が{S(s)}に移る。")
            return
    state["judge"][seat].append(c)
    log(state, seat, f"Lightning stays with {S(seat)}.", f"雷電は{S(seat)}に留まる。")


# --- damage, dying, death -------------------------------------------------------------------
def h_damage(state, f) -> None:
    """Damage in the seed's order (§10): causing (寒氷剣, 麒麟弓), HP down,
    dying first if HP ≤ 0, then after-damage (part 2's skills)."""
    src, dst = f["src"], f["dst"]
    step = f["step"]
    if step == "start":
        f["step"] = "reduce"
        if not state["alive"][dst]:
            ret(state)
            return
        if f.get("slash") and src is not None and state["alive"][src]:
            w = weapon(state, src)
            if w == "ice_sword" and owned(state, dst):
                f["step"] = "ice"
                ask(state, src, "ice", target=dst)
            elif w == "kylin_bow" and (state["equip"][dst]["plus"] or state["equip"][dst]["minus"]):
                f["step"] = "kylin"
                ask(state, src, "kylin", target=dst)
    elif step == "ice":
        a = take_answer(state)
        if a["type"] == "ice":
            log(state, src, f"{S(src)} uses Ice Sword: no damage, two of {S(dst)}'s cards are discarded.",
                f"{S(src)}が寒氷剣を発動：ダメージの代わりに{S(dst)}の札を2枚捨てさせる。")
            f["step"] = "end"
            push(state, {"k": "pick", "picker": src, "target": dst, "why": "ice_sword", "left": 2})
        else:
            f["step"] = "reduce"
    elif step == "kylin":
        a = take_answer(state)
        f["step"] = "reduce"
        if a["type"] == "pick":
            discard(state, [a["card"]])
            log(state, src, f"{S(src)} uses Kylin Bow: {C(a['card'], 'en')} is discarded.",
                f"{S(src)}が麒麟弓を発動：{C(a['card'], 'ja')}を捨てさせる。")
    elif step == "reduce":
        n = f["n"]
        if src is not None and state["luoyi"] == src and f.get("user") == src \
                and f.get("by") in ("slash", "duel"):
            # 裸衣: the 殺 or 決闘 許褚 used (rulings: not one used on him).
            n = f["n"] = n + 1
            log(state, src, "Bare-Chested: +1 damage.", "裸衣：ダメージ+1。")
        state["hp"][dst] -= n
        kind = (" thunder", "雷") if f.get("thunder") else ("", "")
        by = (f" from {S(src)}", f"{S(src)}から") if src is not None else ("", "")
        log(state, dst, f"{S(dst)} takes {n}{kind[0]} damage{by[0]} (HP {state['hp'][dst]}).",
            f"{S(dst)}が{by[1]}{n}点の{kind[1]}ダメージを受ける（体力 {state['hp'][dst]}）。")
        if src is not None:
            state["dealt"][src][dst] += n
        f["step"] = "after"
        if state["hp"][dst] <= 0:
            push(state, {"k": "dying", "seat": dst, "killer": src})
    elif step == "after":
        # After the damage (and any dying), the one hurt may use their skill.
        f["step"] = "end"
        from .skills import after_damage_skill
        skill = after_damage_skill(state, dst, f) if state["alive"][dst] else None
        if skill:
            push(state, {"k": "after_damage", "seat": dst, "skill": skill, "src": src,
                         "cards": f.get("cards") or [], "left": f["n"] if skill == "yiji" else 1})
    else:
        ret(state)


def h_dying(state, f) -> None:
    """A dying player is asked about by every living player in turn from the
    current player (the dying one too), each until they decline or the
    player is saved (notes §1.6); if no one saves them, they die."""
    seat = f["seat"]
    if f["step"] == "start":
        f["order"] = asking_order(state)
        f["i"] = 0
        f["step"] = "ask"
        log(state, seat, f"{S(seat)} is dying.", f"{S(seat)}が瀕死状態になる。")
    if f["step"] == "ask":
        if state["hp"][seat] > 0:
            ret(state, True)
            return
        while f["i"] < len(f["order"]) and not state["alive"][f["order"][f["i"]]]:
            f["i"] += 1
        if f["i"] >= len(f["order"]):
            state["stack"].pop()
            die(state, seat, f["killer"])
            return
        f["step"] = "ans"
        ask(state, f["order"][f["i"]], "peach", dying=seat, need=1 - state["hp"][seat])
        return
    s = f["order"][f["i"]]
    a = take_answer(state)
    f["step"] = "ask"
    if a["type"] == "pass":
        if not a.get("auto"):
            events.refused(state, s, seat)
        f["i"] += 1
        return
    events.helped(state, s, seat)
    discard(state, [a["card"]])
    from .skills import kingdom
    # 救援: a 桃 another 呉 player uses on the 呉 lord heals 2.
    k = 2 if has(state, seat, "jiuyuan") and s != seat and kingdom(state, s) == "wu" else 1
    heal(state, seat, k)
    what = (C(a["card"], "en"), C(a["card"], "ja"))
    if a.get("skill"):
        what = (f"{what[0]} as Peach ({skill_name(a['skill'], 'en')})",
                f"{what[1]}を桃として（{skill_name(a['skill'], 'ja')}）")
    log(state, s, f"{S(s)} uses {what[0]} on {S(seat)} (HP {state['hp'][seat]}).",
        f"{S(s)}が{S(seat)}に{what[1]}" + ("" if a.get("skill") else "を") + f"使用（体力 {state['hp'][seat]}）。")
    if k == 2:
        log(state, seat, "Rescue: the Peach heals 2.", "救援：桃の回復量+1。")


def die(state, seat: int, killer) -> None:
    """Death: every card of the dead is discarded, the role revealed, the
    game checked at once; then the killer's reward or penalty (notes §1.6):
    killing a rebel draws 3, the lord killing a loyalist discards hand and
    equipment. No reward without a living killer (雷電)."""
    role = state["roles"][seat]
    state["alive"][seat] = False
    state["ask"] = None
    from .roles import NAMES as ROLE
    log(state, seat, f"{S(seat)} dies: they were the {ROLE[role]['en']}.",
        f"{S(seat)}が死亡：身分は{ROLE[role]['ja']}。")
    state["revealed"] = True
    lost = state["hand"][seat] + equipped(state, seat) + state["judge"][seat]
    discard(state, lost)
    side = winner(state["roles"], state["alive"])
    if side is not None:
        end_game(state, side)
        return
    if killer is None or not state["alive"][killer]:
        return
    if role == "rebel":
        log(state, killer, f"{S(killer)} killed a rebel and draws 3.", f"{S(killer)}は反賊を倒したので3枚引く。")
        draw(state, killer, 3)
    elif role == "loyalist" and state["roles"][killer] == "lord":
        lost = state["hand"][killer] + equipped(state, killer)
        log(state, killer, "The lord killed a loyalist and discards every card in hand and equipment.",
            "主公が忠臣を倒したので手札と装備をすべて捨てる。")
        discard(state, lost)


HANDLERS = {"turn": h_turn, "use": h_use, "slash": h_slash, "respond": h_respond,
            "nullify": h_nullify, "pick": h_pick, "judge": h_judge, "delayed": h_delayed,
            "damage": h_damage, "dying": h_dying, "duel": h_duel, "aoe": h_aoe,
            "collateral": h_collateral, "grace": h_grace}


def _register_skills() -> None:
    from .skills import HANDLERS as SKILL_HANDLERS
    HANDLERS.update(SKILL_HANDLERS)


_register_skills()
