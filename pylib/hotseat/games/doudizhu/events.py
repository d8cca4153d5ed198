"""What happened in a Dou Dizhu match, as data (issue #28), and its log lines.

The rules emit one event per thing that happened (:func:`hotseat.rules.emit`),
in order; the engine keeps them and serves each seat the public ones and its
own. A step is cheap and frequent here (the engine's speed is benchmarked:
``bench/engine_callgrind.py``), so events carry no text: :func:`text` makes
the ``{"ja", "en"}`` line from the fields when a view or a log page shows it
(``DouDizhu.event_text``). ``{seat:N}`` in a text names seat N
(:func:`hotseat.rules.seat_tag`).

The vocabulary, ``kind``: ``seat`` (who did it; None: the game) — fields:

==============  ========  ====================================================
kind            seat      fields
==============  ========  ====================================================
``dealt``       None      a new hand: ``hand`` (its number), ``counts`` (cards
                          each seat holds), ``kitty`` (cards face down),
                          ``first`` (the seat that bids first)
``redealt``     None      everyone passed the auction, the same hand is dealt
                          again: the fields of ``dealt``
``cards``       None      ``cards``: the seat's own hand as dealt (sorted);
                          ``to=[that seat]``, after ``dealt``/``redealt``
``shown``       None      the card that picked the first bidder of a new
                          hand: ``card``, ``holder`` (its seat), ``hand``
``bid``         bidder    ``value`` (1–3; 0 is a pass in the auction)
``landlord``    landlord  the auction is won: ``bid``; ``kitty`` (its cards,
                          when the option shows it to all, else absent)
``kitty``       landlord  ``cards`` of the kitty, ``to=[landlord]``: when it
                          is not shown to all, only the landlord sees it
``played``      player    ``ranks`` (the cards' ranks, as in
                          ``cards.RANK_NAMES``: "8", "T", "BJ"…), ``combo``
                          (its kind, as in the legal list), ``left`` (cards
                          left in the hand); a bomb or rocket (the stake
                          doubles) also has ``multiplier``: 2 ** the bombs and
                          rockets of the hand so far
``passed``      player    it does not beat the table, or will not; the pass
                          that ends a trick (every other seat passed) has
                          ``leads``: the seat that played last, which leads
``hand_over``   None      ``hand``, ``landlord``, ``out`` (who went out),
                          ``winner`` ("landlord" or "peasants"), ``bid``,
                          ``bombs``, ``spring``, ``stake``, ``delta`` and
                          ``scores`` (per seat), ``remaining`` (per seat, the
                          cards left, revealed: the winner's is empty) and
                          ``kitty``
``match_over``  None      ``scores`` and ``winners`` (seats)
==============  ========  ====================================================

A play names ranks, not cards: suits never matter to the rules, which play
the first suits of each rank the hand holds (``rules._cards``), so the suits
played depend on the rest of the hand, and a public event naming them would
tell the table what else that hand holds (the conformance test redraws the
hidden cards and compares the public events). The view's ``trick`` and
``last_moves`` show the cards themselves.

The bubble a table shows under a seat is that seat's latest ``bid``,
``passed`` or ``played`` (a view's ``events.latest``). Private events are the
dealt hands and a kitty shown to the landlord alone; every card a seat may
not see stays out of the public events until the end of the hand.
"""

from __future__ import annotations

from ...rules import seat_tag
from . import combos
from .cards import RANK_NAMES, label, rank_label


def _cards(cards: list[str], lang: str) -> str:
    return " ".join(label(c, lang) for c in cards)


def _num(x: int) -> str:
    return str(x).replace("-", "−")


def _signed(x: int) -> str:
    return f"+{x}" if x > 0 else _num(x)


def _dealt(e: dict) -> dict[str, str]:
    each, kitty = e["counts"][0], e["kitty"]
    return {"en": f"Hand {e['hand']}: {each} cards each, {kitty} in the kitty.",
            "ja": f"第{e['hand']}ハンド：各{each}枚、底札{kitty}枚。"}


def _redealt(e: dict) -> dict[str, str]:
    first = seat_tag(e["first"])
    return {"en": f"Everyone passed: the cards are dealt again; {first} bids first.",
            "ja": f"全員パスのため配り直し。{first}から入札。"}


def _own_cards(e: dict) -> dict[str, str]:
    return {"en": f"Your cards: {_cards(e['cards'], 'en')}.",
            "ja": f"あなたの手札：{_cards(e['cards'], 'ja')}"}


def _shown(e: dict) -> dict[str, str]:
    who, card = seat_tag(e["holder"]), e["card"]
    return {"en": f"{who} holds {label(card)}, so bids first in hand {e['hand']}.",
            "ja": f"{who}が {label(card, 'ja')} を持っているので第{e['hand']}ハンドの最初に入札。"}


def _bid(e: dict) -> dict[str, str]:
    who, v = seat_tag(e["seat"]), e["value"]
    if not v:
        return {"en": f"{who} passes.", "ja": f"{who}：パス"}
    return {"en": f"{who} bids {v}.", "ja": f"{who}：{v}点"}


def _landlord(e: dict) -> dict[str, str]:
    who, bid = seat_tag(e["seat"]), e["bid"]
    out = {"en": f"{who} becomes the landlord at {bid}", "ja": f"{who}が地主になる（{bid}点）"}
    kitty = e.get("kitty")
    if kitty is None:
        out["en"] += " and takes the kitty unseen."
        out["ja"] += "。底札は伏せたまま。"
    else:
        out["en"] += f"; the kitty: {_cards(kitty, 'en')}."
        out["ja"] += f"。底札：{_cards(kitty, 'ja')}"
    return out


def _kitty(e: dict) -> dict[str, str]:
    return {"en": f"You take the kitty: {_cards(e['cards'], 'en')}.",
            "ja": f"底札を取る：{_cards(e['cards'], 'ja')}"}


#: rank name -> its place in the order of ranks, for a play's display order.
_RANK_AT = {name: r for r, name in RANK_NAMES.items()}


def _played(e: dict) -> dict[str, str]:
    who = seat_tag(e["seat"])
    name = combos.COMBO_NAMES[e["combo"]]
    ranks = e["ranks"]
    # As a player reads a play (cards.display_order): the body, then what
    # it carries.
    shown = sorted(ranks, key=lambda x: (-ranks.count(x), _RANK_AT[x]))
    out = {"en": f"{who} plays {name[1].lower()}: {' '.join(rank_label(x) for x in shown)}.",
           "ja": f"{who}：{name[0]} {' '.join(rank_label(x, 'ja') for x in shown)}"}
    if "multiplier" in e:
        out["en"] += f" The stake is ×{e['multiplier']}."
        out["ja"] += f"（倍率×{e['multiplier']}）"
    return out


def _passed(e: dict) -> dict[str, str]:
    who = seat_tag(e["seat"])
    leads = e.get("leads")
    if leads is None:
        return {"en": f"{who} passes.", "ja": f"{who}：パス"}
    return {"en": f"{who} passes: {seat_tag(leads)} takes the trick and leads.",
            "ja": f"{who}：パス。{seat_tag(leads)}が場を取って親"}


def _hand_over(e: dict) -> dict[str, str]:
    landlord, out = seat_tag(e["landlord"]), seat_tag(e["out"])
    won = e["winner"] == "landlord"
    spring = e["spring"]
    pay = ", ".join(f"{seat_tag(s)} {_signed(d)}" for s, d in enumerate(e["delta"]))
    pay_ja = "、".join(f"{seat_tag(s)} {_signed(d)}" for s, d in enumerate(e["delta"]))
    left = [(s, cards) for s, cards in enumerate(e["remaining"]) if cards]
    en = (f"Hand {e['hand']} over: {out} went out, "
          + (f"the landlord {landlord} wins" if won else "the peasants win")
          + f" (stake {e['stake']}{', spring' if spring else ''}): {pay}.")
    ja = (f"第{e['hand']}ハンド終了：{out}が上がり、"
          + (f"地主 {landlord}の勝ち" if won else "農民の勝ち")
          + f"（賭け点{e['stake']}{'・春天' if spring else ''}）：{pay_ja}。")
    if left:
        # The hands are kept sorted: shown as they were held.
        en += " Cards left: " + "; ".join(f"{seat_tag(s)} {_cards(c, 'en')}" for s, c in left) + "."
        ja += "残りの手札：" + "／".join(f"{seat_tag(s)} {_cards(c, 'ja')}" for s, c in left)
    return {"en": en, "ja": ja}


def _match_over(e: dict) -> dict[str, str]:
    scores = e["scores"]
    en = ", ".join(f"{seat_tag(s)} {_num(x)}" for s, x in enumerate(scores))
    ja = "、".join(f"{seat_tag(s)} {_num(x)}" for s, x in enumerate(scores))
    return {"en": f"Match over: {en}.", "ja": f"試合終了：{ja}"}


#: kind -> the function that makes its log line from its fields.
TEXTS = {
    "dealt": _dealt, "redealt": _redealt, "cards": _own_cards, "shown": _shown,
    "bid": _bid, "landlord": _landlord, "kitty": _kitty, "played": _played,
    "passed": _passed, "hand_over": _hand_over,
    "match_over": _match_over,
}


def text(event: dict) -> dict[str, str]:
    """The ``{"ja", "en"}`` log line of a Dou Dizhu event.

    >>> text({"kind": "played", "seat": 1, "ranks": ["3", "7", "7", "7"],
    ...       "combo": "triplet_single", "left": 13})
    {'en': '{seat:1} plays triplet + single: 7 7 7 3.', 'ja': '{seat:1}：スリーカード＋1枚 7 7 7 3'}
    """
    return TEXTS[event["kind"]](event)
