"""Moving cards and HP, and saying so: the small acts every card and skill
is made of (draw, discard, put on the table, heal, equip), with the log's
card names. Knows the card table and the seats, no card's effect.
"""

from __future__ import annotations

from . import cards
from .cards import NAME
from .generals import SKILLS
from .machine import S, end_game, log
from .table import remove, top


def C(cid: str, lang: str) -> str:
    return cards.label(cid)[lang]


def Cs(cids, lang: str) -> str:
    return "、".join(C(c, lang) for c in cids) if lang == "ja" else ", ".join(C(c, lang) for c in cids)


def Ss(seats, lang: str) -> str:
    """Seats as a list a reader says aloud: "A, B and C" / 「A、B、C」.

    >>> Ss([1, 2, 3], "en"), Ss([1, 2], "en"), Ss([1, 2, 3], "ja")
    ('{seat:1}, {seat:2} and {seat:3}', '{seat:1} and {seat:2}', '{seat:1}、{seat:2}、{seat:3}')
    """
    names = [S(s) for s in seats]
    if lang == "ja":
        return "、".join(names)
    return names[0] if len(names) < 2 else ", ".join(names[:-1]) + " and " + names[-1]


def skill_name(skill: str, lang: str) -> str:
    return SKILLS[skill][lang]


def judge_name(state, c: str) -> str:
    """What a card in a judgement area is (a ♦ card placed by 国色 is 楽不思蜀)."""
    return state["as"].get(c) or NAME[c]


def draw(state, seat: int, k: int) -> bool:
    """``seat`` draws ``k``; False (and the game ends) when both piles are
    empty. **Ruling empty_piles:** a draw or judgement that finds no card
    in either pile ends the game with no winner (side ``"draw"``), as
    FreeKill does."""
    got = []
    for _ in range(k):
        c = top(state)
        if c is None:
            state["hand"][seat].extend(got)
            out_of_cards(state)
            return False
        got.append(c)
    state["hand"][seat].extend(got)
    log(state, "drew", seat, f"{S(seat)} draws {k}.", f"{S(seat)}が{k}枚引く。", amount=k)
    # Which cards, to the drawer alone; its line is made when shown
    # (:func:`drew_text`): draws are the commonest step.
    log(state, "drew", seat, None, None, to=[seat], amount=k, cards=got)
    return True


def drew_text(event: dict) -> dict[str, str]:
    """The line of a draw's private event (emitted without it by :func:`draw`)."""
    s, got = S(event["seat"]), event["cards"]
    return {"en": f"{s} draws {Cs(got, 'en')}.", "ja": f"{s}が{Cs(got, 'ja')}を引く。"}


def out_of_cards(state) -> None:
    log(state, "out_of_cards", None, "No cards are left in either pile: the game ends in a draw.",
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
    still in flight: a skill such as 奸雄 may take them first)."""
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


def note_aim(state, user: int, target: int) -> None:
    """Public tally of who aimed a harmful card at whom (bots read it)."""
    state["aims"][user][target] += 1


def played(state, seat, need) -> None:
    """克己 counts a 殺 played in one's own play phase (in a 決闘, to 南蛮襲来)."""
    if need == "slash" and seat == state["current"] and state["phase"] == "play":
        state["slash_in_play"] = True
