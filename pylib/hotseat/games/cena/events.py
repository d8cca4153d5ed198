"""What happened in a Cena game, as events (``hotseat.rules.emit``): the
table draws a move from them and the log shows their lines.

An event is never changed once emitted, and the log keeps it for the whole
game. So an event names a card only if the card stays public: a won trick
is laid face down (``docs/rules/cena.md``, "What is public"), and a line
naming a card of it would show that trick for the rest of the game. A play
is told twice: in public without its card (the table shows the card while
its trick lies there, from the view's ``trick`` and ``last_trick``), and to
the seat that played it alone with its card. Under the ``trick_history``
house rule every trick stays visible, so the public event names the card
and there is no private one. The information phase's simultaneous choice
is told the same way (public: who has chosen; private: the chosen cards),
then all the choices together when the last seat has chosen.

Each seat's events come in the order the rules make them. The private one
of a step comes before the public one: the view's ``latest`` (the first
event of a seat's last step that it did and that the viewer may see) is
then, for the seat itself, the event naming its card.

The vocabulary (``seat``: who did it; None: the game itself; ``to``: the
seats told alone; every event also carries ``text``, ``{"ja", "en"}``):

================ ====== ====== ==============================================
kind             seat   to     fields
================ ====== ====== ==============================================
``alliances``    None          ``alliances``: per alliance i, its two seats
                               ``[i, i+1]`` (once, before the first deal)
``hosts``        host          ``deal``, ``deals`` (in the game), ``topic``
``dealt``        s      [s]    ``deal``, ``cards`` (s's hand, sorted)
``chose``        s             ``deal``: s chose its 3 cards to reveal
``chose_cards``  s      [s]    ``deal``, ``cards``: which 3
``revealed``     s             ``deal``, ``cards``: s's 3, once all chose
``played``       s             ``deal``, ``trick`` (index in the deal),
                               ``spot`` (the seat in front of whom),
                               ``card`` under ``trick_history`` only
``played_card``  s      [s]    ``deal``, ``trick``, ``spot``, ``card``
                               (not under ``trick_history``)
``took_trick``   None          ``deal``, ``trick``, ``alliance``, ``seats``
                               (its two), ``count`` (cards in the trick),
                               ``taken`` and ``score`` (the alliance's
                               cards and running score now, as the view
                               shows them), ``cards`` (in play order) under
                               ``trick_history`` only
``deal_scored``  None          ``deal``, ``topic``, ``won_last`` and the
                               deal's breakdown: ``cards``, ``penalties``,
                               ``alliances`` (per alliance), ``delta``,
                               ``scores`` (per player)
``game_over``    None          ``scores``, ``winners``
================ ====== ====== ==============================================

>>> st = {"events": []}
>>> played(st, 1, "ale-3", 2, deal=1, trick=0, public=False)
>>> [(e["kind"], e.get("to"), e.get("card"), e["text"]["en"]) for e in st["events"]]
[('played_card', [1], 'ale-3', "{seat:1}'s card: Ale 3"), ('played', None, None, '{seat:1} plays a card in front of {seat:2}')]
"""

from __future__ import annotations

from ...rules import State, emit, seat_tag
from .cards import label


def _cards(cards: list[str], lang: str) -> str:
    return ("・" if lang == "ja" else ", ").join(label(c, lang) for c in cards)


def _signed(x: int) -> str:
    return f"+{x}" if x > 0 else str(x)


def alliances(state: State, players: int) -> None:
    pairs = [[i, (i + 1) % players] for i in range(players)]
    emit(state, "alliances", None,
         "Alliances: " + ", ".join(f"{seat_tag(a)} & {seat_tag(b)}" for a, b in pairs),
         "同盟：" + "、".join(f"{seat_tag(a)}と{seat_tag(b)}" for a, b in pairs),
         alliances=pairs)


def hosts(state: State, host: int, deal: int, deals: int, topic: int, text: dict) -> None:
    h = seat_tag(host)
    emit(state, "hosts", host,
         f"{h} hosts deal {deal}. Topic {topic}: {text['en']}",
         f"{h}が第{deal}ディールの主催者。お題{topic}：{text['ja']}",
         deal=deal, deals=deals, topic=topic)


def dealt(state: State, seat: int, deal: int, cards: list[str]) -> None:
    s = seat_tag(seat)
    emit(state, "dealt", seat,
         f"{s} is dealt {len(cards)} cards: {_cards(cards, 'en')}",
         f"{s}の手札（{len(cards)}枚）：{_cards(cards, 'ja')}",
         to=[seat], deal=deal, cards=list(cards))


def chose(state: State, seat: int, deal: int, cards: list[str]) -> None:
    s = seat_tag(seat)
    emit(state, "chose_cards", seat,
         f"{s}'s cards to reveal: {_cards(cards, 'en')}",
         f"{s}の公開するカード：{_cards(cards, 'ja')}",
         to=[seat], deal=deal, cards=list(cards))
    # Never the cards: the others have not all chosen.
    emit(state, "chose", seat,
         f"{s} chose the cards to reveal", f"{s}が公開するカードを選んだ", deal=deal)


def revealed(state: State, seat: int, deal: int, cards: list[str]) -> None:
    s = seat_tag(seat)
    emit(state, "revealed", seat,
         f"{s} reveals {_cards(cards, 'en')}", f"{s}の公開：{_cards(cards, 'ja')}",
         deal=deal, cards=list(cards))


def played(state: State, seat: int, card: str, spot: int, *, deal: int, trick: int,
           public: bool) -> None:
    """A card placed in front of ``spot``: named in public when ``public``
    (``trick_history``), else to its player alone (see the module's text)."""
    s = seat_tag(seat)
    where_en = "themselves" if spot == seat else seat_tag(spot)
    where_ja = "自分" if spot == seat else seat_tag(spot)
    if public:
        emit(state, "played", seat,
             f"{s} plays {label(card)} in front of {where_en}",
             f"{s}が{where_ja}の前に{label(card, 'ja')}を出した",
             deal=deal, trick=trick, spot=spot, card=card)
        return
    emit(state, "played_card", seat,
         f"{s}'s card: {label(card)}", f"{s}の出したカード：{label(card, 'ja')}",
         to=[seat], deal=deal, trick=trick, spot=spot, card=card)
    emit(state, "played", seat,
         f"{s} plays a card in front of {where_en}", f"{s}が{where_ja}の前にカードを出した",
         deal=deal, trick=trick, spot=spot)


def took_trick(state: State, alliance: int, seats: tuple, *, deal: int, trick: int,
               cards: list[str], by: list[int], taken: int, score: int, public: bool) -> None:
    """A trick won by ``alliance``; its cards named only when ``public``,
    each with who played it (``by``, in play order like ``cards``): a list
    of bare cards left the reader to match them to the plays above."""
    a, b = (seat_tag(x) for x in seats)
    n = len(cards)
    pairs = list(zip(cards, by))
    shown_en = ": " + ", ".join(f"{label(c)} ({seat_tag(p)})" for c, p in pairs) if public else ""
    shown_ja = "：" + "・".join(f"{seat_tag(p)}の{label(c, 'ja')}" for c, p in pairs) if public else ""
    fields = {"cards": list(cards)} if public else {}
    emit(state, "took_trick", None,
         f"The alliance of {a} and {b} takes the trick ({n} cards{shown_en}); "
         f"it has taken {taken} cards, {score} pt",
         f"{a}と{b}の同盟がトリックを取った（{n}枚{shown_ja}）。同盟の獲得{taken}枚、{score}点",
         deal=deal, trick=trick, alliance=alliance, seats=list(seats), count=n,
         taken=taken, score=score, **fields)


def deal_scored(state: State, deal: int, topic: int, won_last: int, score: dict,
                scores: list[int]) -> None:
    """The end of a deal: its breakdown (``scoring.deal_scores``) and the totals."""
    each_en = ", ".join(f"{seat_tag(s)} {_signed(d)}" for s, d in enumerate(score["players"]))
    each_ja = "、".join(f"{seat_tag(s)} {_signed(d)}" for s, d in enumerate(score["players"]))
    emit(state, "deal_scored", None,
         f"Deal {deal} is over: {each_en}", f"第{deal}ディール終了：{each_ja}",
         deal=deal, topic=topic, won_last=won_last, cards=list(score["cards"]),
         penalties=list(score["penalties"]), alliances=list(score["alliances"]),
         delta=list(score["players"]), scores=list(scores))


def game_over(state: State, scores: list[int], winners: list[int]) -> None:
    each = [f"{seat_tag(s)} {x}" for s, x in enumerate(scores)]
    best_en = " and ".join(seat_tag(s) for s in winners)
    best_ja = "と".join(seat_tag(s) for s in winners)
    emit(state, "game_over", None,
         f"Final scores: {', '.join(each)}. {best_en} {'wins' if len(winners) == 1 else 'win'}",
         f"最終得点：{'、'.join(each)}。{best_ja}の勝ち",
         scores=list(scores), winners=list(winners))
