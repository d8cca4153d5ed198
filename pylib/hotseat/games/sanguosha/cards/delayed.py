"""The delayed scrolls, 雷電 (Lightning) and 楽不思蜀 (Indulgence): placed in
a judgement area when used (:func:`..use.place_delayed`), resolved in that
player's judgement phase (:mod:`..turn`) by a ``delayed`` frame: a 明察秋毫
window, then the judgement.
"""

from __future__ import annotations

from ..cards import NAME, RANK, SUIT
from ..machine import S, frame, log, push, ret
from ..moves import clear_table, judge_name, to_table
from ..table import next_alive


@frame("delayed")
def h_delayed(state, f) -> None:
    """雷電 on ♠2–9 deals 3 thunder damage with no source and is discarded,
    else moves on; 楽不思蜀 on anything but ♥ skips the play phase, and is
    discarded. **Ruling lightning_nullified:** a cancelled 雷電 moves on, a
    cancelled 楽不思蜀 is discarded (notes §2.3)."""
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
            if SUIT[j] == "S" and 2 <= RANK[j] <= 9:
                # The card stays on the table through the damage (奸雄 may take it).
                log(state, "delayed", seat, f"Lightning strikes {S(seat)}.", f"雷電が{S(seat)}に落ちる。",
                    name="lightning", outcome="hit")
                f["step"] = "end"
                push(state, {"k": "damage", "src": None, "dst": seat, "n": 3, "thunder": True,
                             "cards": [c], "by": "lightning"})
                return
            move_lightning(state, seat, c)
        else:
            clear_table(state, [c])
            if SUIT[j] != "H":
                state["skip_play"] = True
                log(state, "delayed", seat, f"Indulgence takes effect on {S(seat)}.",
                    f"{S(seat)}に楽不思蜀が効果を発揮。", name="indulgence", outcome="hit")
            else:
                log(state, "delayed", seat, f"Indulgence fails on {S(seat)}.", f"{S(seat)}への楽不思蜀は失敗。",
                    name="indulgence", outcome="miss")
        ret(state)
    else:
        clear_table(state, [c])
        ret(state)


def move_lightning(state, seat: int, c: str) -> None:
    """雷電 moves to the next living player who holds no 雷電. **Ruling
    lightning_nowhere:** if none can take it, it stays with its holder."""
    state["table"].remove(c)
    s = seat
    for _ in range(len(state["alive"])):
        s = next_alive(state, s)
        if s == seat:
            break
        if not any(NAME[x] == "lightning" for x in state["judge"][s]):
            state["judge"][s].append(c)
            log(state, "delayed", seat, f"Lightning moves to {S(s)}.", f"雷電が{S(s)}に移る。",
                name="lightning", outcome="moved", targets=[s])
            return
    state["judge"][seat].append(c)
    log(state, "delayed", seat, f"Lightning stays with {S(seat)}.", f"雷電は{S(seat)}に留まる。",
        name="lightning", outcome="stays")
