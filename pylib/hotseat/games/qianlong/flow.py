"""The round: placement, then resolution as a stack of small steps.

Resolution is a list of steps (``state["stack"]``, plain dicts, the next step
last) that :func:`run` pops one at a time. A step that needs a player's choice
(which card to jump to, +3 or draw 2, which palace eunuch to activate next, a
bribe, a promotion, whom to take a point from) does not decide: it sets
``state["pending"]`` and stops, the player's answer is an ordinary action
(:func:`choose`), and the run goes on. Bots and humans therefore choose alike,
and a saved game can stop in the middle of a resolution.

Why not Sanguosha's frame machine (``games/sanguosha/machine.py``): there a
frame runs over several steps, pushes children, resumes with the value they
``ret``urn, asks questions whose answers go back to the frame that asked,
and calls the handlers cards and skills register at timing points. Nothing
here needs any of that: a step runs once and is gone (it may queue others),
no step waits for another's result, the answer to a choice is applied by
:func:`choose` itself, and no card or skill plugs in. On the machine, every
step would be a frame that returns at once, and the machine, now knowing
Sanguosha's triggers, auto-pass and game end, would have to move to shared
code with registries per game — more machinery for the same behaviour.

Each step tells what it did as an event (:func:`board.log`, the kinds in
:data:`board.KINDS`), written after the change it reports, with what the line
concerns and what it changed on the board: the step-by-step account of the
resolution a view replays without knowing the rules.
"""

from __future__ import annotations

from ...rng import shuffle_in
from ...rules import seat_tag
from . import board, data, scheme


class Ctx:
    """What one ``apply`` learned while running: whether it revealed hidden
    information (a scheme card drawn, a deck shuffled: an undo barrier)."""

    __slots__ = ("revealed",)

    def __init__(self) -> None:
        self.revealed = False


def push(state: dict, steps: list[dict]) -> None:
    """Queue ``steps`` to run next, in the order given."""
    state["stack"].extend(reversed(steps))


# --- placement ------------------------------------------------------------------------

def begin_round(state: dict) -> None:
    """Start a placement phase: the start-tile holder places first."""
    holders = [s for s in (0, 1) if board.eunuchs_of(state, s, "hand")]
    if holders:
        # Set before the line, so its step shows the placement phase begun.
        state["phase"] = "place"
        state["turn"] = state["start"] if state["start"] in holders else holders[0]
    board.log(state, "round", None, f"Round {state['round']}.", f"第{state['round']}ラウンド。")
    if not holders:
        # Every eunuch is in the palace, so nobody can place and the game
        # would stand still: the palace activates by itself [our decision].
        board.log(state, "stalled", None, "No eunuch can be placed: the palace activates by itself.",
                  "配置できる太監がいないため、殿内の太監が自動で発動する。")
        state["phase"] = "resolve"
        state["stack"] = [{"op": "end_round"}, {"op": "activate_all", "only": None}]


def place_options(state: dict, seat: int) -> list[dict]:
    strengths = sorted({e["strong"] for e in board.eunuchs_of(state, seat, "hand")})
    return [{"type": "place", "card": c["n"], "strong": s}
            for c in state["cards"] if c["open"] and not c["eunuchs"] for s in strengths]


def place(state: dict, seat: int, n: int, strong: bool, ctx: Ctx) -> None:
    e = next(e for e in board.eunuchs_of(state, seat, "hand") if e["strong"] == strong)
    e["at"], e["card"] = "card", n
    state["cards"][n - 1]["eunuchs"].append(e["id"])
    board.log(state, "placed", seat, f"{seat_tag(seat)} places a {'strong' if strong else 'weak'} eunuch on card {n}.",
              f"{seat_tag(seat)}が{n}番に{'強' if strong else '弱'}の太監を置く。", {"cards": [n]},
              card=n, strong=strong)
    other = 1 - seat
    if board.eunuchs_of(state, other, "hand"):
        state["turn"] = other
    elif not board.eunuchs_of(state, seat, "hand"):
        state["phase"] = "resolve"
        state["turn"] = None
        state["stack"] = [{"op": "end_round"}] + [{"op": "card", "n": k} for k in range(9, 0, -1)]
        board.log(state, "resolution", None, "Resolution: cards 1 to 9 in order.",
                  "行動処理：1番から9番の順に処理する。")
        run(state, ctx)


# --- the resolution machine -----------------------------------------------------------

def run(state: dict, ctx: Ctx) -> None:
    """Run steps until a player must choose, the round ends, or the game does."""
    while state["phase"] == "resolve" and state["pending"] is None:
        step = state["stack"].pop()
        OPS[step["op"]](state, step, ctx)


def _ask(state: dict, seat: int, kind: str, **extra) -> None:
    state["pending"] = {"seat": seat, "kind": kind, **extra}


def _card(state, step, ctx):
    n = step["n"]
    card = state["cards"][n - 1]
    if not card["eunuchs"]:
        return
    ids = list(card["eunuchs"])
    push(state, [{"op": "exec", "n": n, "eunuch": e, "nth": i} for i, e in enumerate(ids)]
         + [{"op": "return_card", "n": n}])


def _exec(state, step, ctx):
    """One execution of card n's icon for the owner of eunuch ``eunuch``."""
    n, e = step["n"], state["eunuchs"][step["eunuch"]]
    if e["at"] != "card" or e["card"] != n:
        return  # it already left the card (entered the palace, jumped)
    seat = e["owner"]
    kind = board.icon(state, n)
    card = state["cards"][n - 1]
    strong = state["options"]["advanced"] and card["strong"] and e["strong"]
    name = data.ICON_NAMES[kind]
    plus = "強 " if strong else ""
    board.log(state, "card", seat, f"Card {n} ({plus}{name['en']}) for {seat_tag(seat)}.",
              f"{seat_tag(seat)}が{n}番（{plus}{name['ja']}）を実行。", {"cards": [n]},
              card=n, icon=kind, strong=strong)
    if kind == "activate" and step["nth"] > 0:
        board.log(state, "void", seat, "A second activation is void.", "「発動」の2度目の実行は無効。",
                  {"cards": [n]}, card=n)
        return
    if kind == "reshuffle":
        _reshuffle(state, ctx, with_discards=True)
    elif kind == "start":
        if state["start"] != seat:
            state["start"] = seat
            board.log(state, "start_tile", seat, f"{seat_tag(seat)} takes the start tile.",
                      f"{seat_tag(seat)}が始動権タイルを取る。", {"tokens": ["start"]})
        if strong:
            push(state, [{"op": "move", "seat": seat, "n": 1}])
    elif kind == "jump":
        targets = jump_targets(state, seat)
        if len(targets) == 1:
            _jump(state, e, targets[0])
        elif targets:
            _ask(state, seat, "jump", eunuch=e["id"], cards=targets)
        else:
            board.log(state, "no_jump", seat, "No card to jump to.", "跳べる区画がない。",
                      {"cards": [n]}, card=n)
    elif kind == "consort":
        push(state, [{"op": "move", "seat": seat, "n": 2 if strong else 1}])
    elif kind == "draw":
        push(state, [{"op": "draw", "seat": seat}] * (2 if strong else 1))
    elif kind == "enter":
        card["eunuchs"].remove(e["id"])
        e["at"], e["card"] = "palace", None
        e["square"] = 2 if strong else 0
        board.log(state, "entered", seat, f"{seat_tag(seat)}'s eunuch enters the palace at {_square(e['square'])}.",
                  f"{seat_tag(seat)}の太監が殿内{'2' if strong else '「初」'}に入る。",
                  {"cards": [n], "squares": [e["square"]]}, card=n, square=e["square"])
    elif kind == "advance":
        push(state, [{"op": "advance"}] * (2 if strong else 1))
    elif kind == "activate":
        push(state, [{"op": "activate_all", "only": seat if strong else None}])


def jump_targets(state: dict, seat: int) -> list[int]:
    """Cards after 3 that still hold one of ``seat``'s eunuchs."""
    return [c["n"] for c in state["cards"][3:]
            if any(state["eunuchs"][i]["owner"] == seat for i in c["eunuchs"])]


def _jump(state: dict, e: dict, n: int) -> None:
    was = e["card"]
    state["cards"][was - 1]["eunuchs"].remove(e["id"])
    e["card"] = n
    state["cards"][n - 1]["eunuchs"].append(e["id"])
    board.log(state, "jumped", e["owner"], f"{seat_tag(e['owner'])}'s eunuch jumps to card {n}: it runs twice.",
              f"{seat_tag(e['owner'])}の太監が{n}番へ跳ぶ。2度実行される。", {"cards": [was, n]},
              card=n, from_card=was)


def _return_card(state, step, ctx):
    card = state["cards"][step["n"] - 1]
    for i in card["eunuchs"]:
        board.send_home(state["eunuchs"][i])
    card["eunuchs"] = []


def _advance(state, step, ctx):
    squares = []  # every square left or reached, for the summary line
    for e in state["eunuchs"]:
        if e["at"] == "palace":
            before = e["square"]
            kind = board.palace_move(state, e, data.ADVANCE[e["strong"]])
            # A forced return has already sent it home (square None).
            after = min(before + data.ADVANCE[e["strong"]], len(data.palace(state["params"])) - 1)
            squares += [before, after]
            if kind == "return":
                board.log(state, "returned", e["owner"],
                          f"{seat_tag(e['owner'])}'s eunuch stops on a forced return and goes home.",
                          f"{seat_tag(e['owner'])}の太監が強制送還マスに止まり手元に戻る。",
                          {"squares": [before, after]}, square=after)
    board.log(state, "advanced", None, "All palace eunuchs advance.", "殿内の太監が全員前進する。",
              {"squares": sorted(set(squares))})


def _activate_all(state, step, ctx):
    only = step["only"]
    seats = [only] if only is not None else [state["start"], 1 - state["start"]]
    push(state, [{"op": "activate_player", "seat": s} for s in seats])


def activate_options(state: dict, seat: int) -> list[int]:
    """One eunuch per distinct (square, strength) of ``seat``'s palace eunuchs."""
    seen, out = set(), []
    for e in sorted(board.eunuchs_of(state, seat, "palace"), key=lambda e: (-e["square"], e["id"])):
        key = (e["square"], e["strong"])
        if key not in seen:
            seen.add(key)
            out.append(e["id"])
    return out


def _activate_player(state, step, ctx):
    seat = step["seat"]
    options = activate_options(state, seat)
    if len(options) == 1:
        activate(state, state["eunuchs"][options[0]])
    elif options:
        _ask(state, seat, "activate", eunuchs=options)


def activate(state: dict, e: dict) -> None:
    """Activate one palace eunuch: it goes home and its square takes effect."""
    seat = e["owner"]
    kind = data.palace(state["params"])[e["square"]]
    sq = e["square"]
    board.send_home(e)
    if kind == "flip":
        # Before the line, so its step shows the eunuch home and strong.
        e["strong"] = True
    # This player's other palace eunuchs come after this one's effect.
    push(state, [{"op": "activate_player", "seat": seat}])
    name = data.SQUARE_NAMES[kind]
    # 初 (square 0) is named so, not "square 0" (its name already says 初).
    board.log(state, "activated", seat,
              f"{seat_tag(seat)} activates palace square {sq} ({name['en']})." if sq
              else f"{seat_tag(seat)} activates the palace's {name['en']}.",
              f"{seat_tag(seat)}が殿内{sq}マス（{name['ja']}）を発動。" if sq
              else f"{seat_tag(seat)}が殿内の{name['ja']}を発動。", {"squares": [sq]},
              square=sq, square_kind=kind)
    if kind == "consort1":
        push(state, [{"op": "move", "seat": seat, "n": 1}])
    elif kind == "consort3_or_draw2":
        push(state, [{"op": "reward", "seat": seat}])
    elif kind == "consort5":
        push(state, [{"op": "move", "seat": seat, "n": 5}])
    elif kind == "point":
        push(state, [{"op": "gain", "seat": seat, "n": 1}])


def _reward(state, step, ctx):
    _ask(state, step["seat"], "reward")


def _move(state, step, ctx):
    seat, n = step["seat"], step["n"]
    events = board.forward(state, seat, n)
    where = board.ring_square_name(state, state["consorts"][seat]["pos"])
    board.log(state, "moved", seat, f"{seat_tag(seat)}'s consort advances {n} to {where['en']}.",
              f"{seat_tag(seat)}の貴妃が{n}マス進み{where['ja']}へ。", {"consort": seat},
              n=n, pos=state["consorts"][seat]["pos"])
    push(state, [{"op": "lap" if ev == "start" else "tea", "seat": seat} for ev in events])


def _lap(state, step, ctx):
    seat = step["seat"]
    board.log(state, "lap", seat, f"{seat_tag(seat)}'s consort comes round to 開始: {data.LAP_POINTS} points.",
              f"{seat_tag(seat)}の貴妃が一周して開始マスへ：乾隆ポイント{data.LAP_POINTS}点。",
              {"consort": seat}, points=data.LAP_POINTS)
    steps = [{"op": "gain", "seat": seat, "n": data.LAP_POINTS}]
    if not state["struggle"]:
        steps.append({"op": "struggle"})
    push(state, steps)


def _struggle(state, step, ctx):
    state["struggle"] = True
    for n in data.LOCKED:
        state["cards"][n - 1]["open"] = True
    board.log(state, "struggle", None, "後宮闘争: cards 1 and 3 turn white side up and are open from now on.",
              "後宮闘争：1番と3番のカードが表になり、配置できるようになる。",
              {"cards": list(data.LOCKED)}, cards=list(data.LOCKED))


def _tea(state, step, ctx):
    seat = step["seat"]
    if state["tea"]:
        board.log(state, "tea", seat, f"{seat_tag(seat)} is first at 茶休憩 and takes its point (no draw).",
                  f"{seat_tag(seat)}が最初に茶休憩に到達し、乾隆ポイントを得る（引かない）。",
                  {"consort": seat, "tokens": ["tea", "points"]}, point=True)
        board.transfer(state, seat, "tea")
    else:
        board.log(state, "tea", seat, f"{seat_tag(seat)} reaches 茶休憩: draw a scheme card.",
                  f"{seat_tag(seat)}が茶休憩に到達：策謀カードを引く。", {"consort": seat}, point=False)
        push(state, [{"op": "draw", "seat": seat}])


def _gain(state, step, ctx):
    seat, n = step["seat"], step["n"]
    if n > 1:
        push(state, [{"op": "gain", "seat": seat, "n": n - 1}])
    source = board.point_source(state, seat)
    if source == "choose":
        _ask(state, seat, "take")
    else:
        _take(state, seat, source)


def _take(state: dict, seat: int, source) -> None:
    if source is None:
        board.log(state, "nothing", seat, "The stock is empty and there is nothing to take.",
                  "ストックが空で、取れる乾隆ポイントがない。")
        return
    if source == "opponent":
        source = 1 - seat
    board.log(state, "scored", seat, f"{seat_tag(seat)} takes a point from {board.name_of(source, 'en')}.",
              f"{seat_tag(seat)}が{board.name_of(source, 'ja')}から乾隆ポイントを1つ取る。",
              {"tokens": ["points", source if source in ("stock", "xiangfei") else "points"]},
              source=source)
    board.transfer(state, seat, source)


def _draw(state, step, ctx):
    seat = step["seat"]
    if not state["deck"]:
        # Only when a draw comes while the last card is still being resolved
        # (it is in no pile yet): recycle what is discarded [our decision].
        _recycle(state, ctx)
        if state["phase"] == "over" or not state["deck"]:
            return
    card = state["deck"].pop(0)
    ctx.revealed = True
    state["resolving"].append(card)
    name = data.NAMES[card]
    # Face up at once (in "resolving"): every seat sees it, no "to".
    board.log(state, "drew", seat, f"{seat_tag(seat)} draws {name['en']}.",
              f"{seat_tag(seat)}が「{name['ja']}」を引く。", {"deck": True, "scheme": card}, scheme=card)
    push(state, [{"op": "scheme", "seat": seat, "card": card}, {"op": "discard", "card": card}])


def _scheme(state, step, ctx):
    scheme.resolve(state, step["seat"], step["card"], lambda steps: push(state, steps))


def _discard(state, step, ctx):
    state["resolving"].remove(step["card"])
    state["discard"].append(step["card"])
    if not state["deck"] and not state["resolving"]:
        _recycle(state, ctx)


def _recycle(state: dict, ctx: Ctx) -> None:
    """The pile is used up: discards become the new pile and 香妃 gains 1."""
    _reshuffle(state, ctx, with_discards=True)
    source = board.xiangfei_source(state)
    if source is None:
        board.log(state, "deck_out", None, "香妃 would gain a point, but there is none to take.",
                  "香妃が乾隆ポイントを得るはずだが、取れるポイントがない。", {"tokens": ["xiangfei"]},
                  source=None)
        return
    board.log(state, "deck_out", None, f"The deck is used up: 香妃 takes a point from {board.name_of(source, 'en')}.",
              f"山札が尽きた：香妃が{board.name_of(source, 'ja')}から乾隆ポイントを1つ得る。",
              {"tokens": ["xiangfei", "stock" if source == "stock" else "points"]}, source=source)
    board.transfer(state, "xiangfei", source)


def _reshuffle(state: dict, ctx: Ctx, with_discards: bool) -> None:
    deck = state["deck"] + state["discard"]
    state["discard"] = []
    shuffle_in(state, deck)
    state["deck"] = deck
    ctx.revealed = True
    board.log(state, "shuffled", None, f"The scheme cards are shuffled into a new deck ({len(deck)}).",
              f"策謀カードをシャッフルして山札を作り直す（{len(deck)}枚）。", {"deck": True}, count=len(deck))


def _bribe(state, step, ctx):
    left = [i for i in step["left"] if state["eunuchs"][i]["at"] == "palace"]
    if left:
        _ask(state, step["seat"], "bribe", eunuch=left[0], left=left[1:])


def _promote(state, step, ctx):
    seat = step["seat"]
    options = scheme.promote_options(state, seat)
    if len(options) == 1:
        scheme.promote(state, seat, options[0])
    elif options:
        _ask(state, seat, "promote", where=options)


def _end_round(state, step, ctx):
    state["round"] += 1
    begin_round(state)


OPS = {
    "card": _card, "exec": _exec, "return_card": _return_card, "advance": _advance,
    "activate_all": _activate_all, "activate_player": _activate_player, "reward": _reward,
    "move": _move, "lap": _lap, "struggle": _struggle, "tea": _tea, "gain": _gain,
    "draw": _draw, "scheme": _scheme, "discard": _discard, "bribe": _bribe,
    "promote": _promote, "end_round": _end_round,
}


# --- choices inside the resolution ------------------------------------------------------

def choices(state: dict) -> list[dict]:
    """The pending choice's legal actions, in a fixed order."""
    p = state["pending"]
    kind = p["kind"]
    if kind == "jump":
        return [{"type": "jump", "card": n} for n in p["cards"]]
    if kind == "reward":
        return [{"type": "reward", "pick": "consort3"}, {"type": "reward", "pick": "draw2"}]
    if kind == "activate":
        return [{"type": "activate", "eunuch": i} for i in p["eunuchs"]]
    if kind == "bribe":
        return [{"type": "bribe", "eunuch": p["eunuch"], "advance": True},
                {"type": "bribe", "eunuch": p["eunuch"], "advance": False}]
    if kind == "promote":
        return [{"type": "promote", "card": w} for w in p["where"]]
    if kind == "take":
        return [{"type": "take", "from": "opponent"}, {"type": "take", "from": "xiangfei"}]
    raise ValueError(kind)  # pragma: no cover


def choose(state: dict, action: dict, ctx: Ctx) -> None:
    """Apply the answer to the pending choice, then run on."""
    p = state["pending"]
    state["pending"] = None
    seat = p["seat"]
    kind = action["type"]
    if kind == "jump":
        _jump(state, state["eunuchs"][p["eunuch"]], action["card"])
    elif kind == "reward":
        if action["pick"] == "consort3":
            push(state, [{"op": "move", "seat": seat, "n": 3}])
        else:
            board.log(state, "reward", seat, f"{seat_tag(seat)} draws 2 scheme cards instead.",
                      f"{seat_tag(seat)}は代わりに策謀カードを2枚引く。", {"deck": True}, pick="draw2")
            push(state, [{"op": "draw", "seat": seat}, {"op": "draw", "seat": seat}])
    elif kind == "activate":
        activate(state, state["eunuchs"][action["eunuch"]])
    elif kind == "bribe":
        push(state, [{"op": "bribe", "seat": seat, "left": p["left"]}])
        e = state["eunuchs"][action["eunuch"]]
        if action["advance"]:
            before = e["square"]
            kind2 = board.palace_move(state, e, data.BRIBE)
            if kind2 == "return":
                board.log(state, "bribed", seat, f"The bribed eunuch stops on a forced return ({before}→home).",
                          "賄賂の太監が強制送還マスに止まり手元に戻る。", {"squares": [before]},
                          square=before, dest=None, home=True)
            else:
                board.log(state, "bribed", seat, f"The bribed eunuch advances {before}→{e['square']}.",
                          f"賄賂で太監が{before}→{e['square']}に進む。", {"squares": [before, e["square"]]},
                          square=before, dest=e["square"], home=False)
        else:
            board.log(state, "bribed", seat, "The eunuch stays.", "太監は動かない。", {"squares": [e["square"]]},
                      square=e["square"], dest=None, home=False)
    elif kind == "promote":
        scheme.promote(state, seat, action["card"])
    elif kind == "take":
        _take(state, seat, action["from"])
    run(state, ctx)


def _square(n: int) -> str:
    """A palace square as the log names it: 初, or "square n"."""
    return "初" if n == 0 else f"square {n}"
