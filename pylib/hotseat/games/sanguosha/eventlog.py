"""The event log: what each step tells the table, as data (issue #28).

Not :mod:`.events`, which keeps public per-pair *tallies* (who attacked or
helped whom) for the bots: this module is the stream of what happened, one
event per log line, in order, that the engine keeps outside the state
(:func:`hotseat.rules.emit`; :class:`hotseat.engine.Match` serves a seat
its own: a step's events, pages of the log, a view's ``events`` block).

Every event is ``{"kind", "seat", **fields, "text": {"ja", "en"}}`` (plus
``"to"`` when it is private). ``seat`` is who did it (None: the game
itself), and the first event of a seat's own action names that seat, so
the table's ``events.latest[seat]`` is that seat's act ("閃", "パス",
"殺 → 3"). Seats in texts are ``{seat:N}`` tokens. The fields, by kind
(:data:`KINDS`; each optional field appears only where it means
something):

- ``cards``: card ids, only ever public ones (used, played, discarded,
  judged, equipped, turned up) — or, in an event ``to`` some seats, the
  hidden cards those seats alone see;
- ``targets``: the seats a card, skill or gift goes to;
- ``amount``: damage, HP recovered, cards drawn or dealt;
- ``skill``: the skill that fired (or that made a card another);
- ``name``: the card name a card was used or played as (``"slash"``…), the
  equipment that acted, the delayed scroll that was judged;
- ``role``: the role a death revealed; ``hp``: HP after the change;
  ``src``: who caused damage or who lost a card; ``asked``: the question a
  pass answered.

A private event has ``to``: the seats that see it (a draw's cards to the
drawer; a card given or taken face down to both; 観星's and 遺計's cards to
the one looking), always beside a public event that says the same without
the cards. :func:`log` is the one way a module emits; ``machine.log`` is it.
"""

from __future__ import annotations

from hotseat.rules import emit

#: Every kind this game emits -> its fields beyond ``seat`` (``?``: optional).
#: tests/test_sanguosha_events.py checks every event of whole games against it.
KINDS = {
    # set-up and the draft
    "lord": "seat is the lord and plays first",
    "picked": "seat picks a general: general? (the lord's, in the open; the others' face down)",
    "generals": "generals: the general of each seat, revealed together",
    "dealt": "amount: cards each seat is dealt (public)",
    # the turn
    "turn": "seat's turn begins",
    "skipped": "seat skips its play phase (楽不思蜀)",
    "drew": "amount: cards seat draws; private with to=[seat]: cards",
    "out_of_cards": "both piles are empty: the game ends in a draw",
    # using and answering
    "used": "cards, name, targets, skill?, victim? (借刀殺人), against? (無懈可撃: the scroll's card), hp? (桃 on the dying)",
    "equipped": "cards",
    "placed": "cards, name, targets, skill? (a delayed scroll put in a judgement area)",
    "played": "cards, name (閃 or 殺 answered), skill?, targets? (for the lord: 護駕, 激将)",
    "passed": "asked: the question seat declined (dodge, slash, peach, nullify, skill…), standing?",
    "ended": "seat ends its play phase",
    "chose": "asked, skill?, targets?: what seat answered a question with, when nothing else says it "
             "(rules._tell_act; a choice naming a card seat alone sees: public without it, to=[seat] with it)",
    "no_answer": "no one answers for the lord (激将, 護駕)",
    "turned_up": "cards (五穀豊穣's cards, face up)",
    "took": "cards? (public ones), src? (the seat it came from); private with to: cards",
    "gave": "targets, cards? (public ones); private with to: cards",
    "discarded": "cards, src? (whose card, when another's)",
    "named": "suit (反間)",
    # judgements and what they decide
    "judged": "cards: the judgement card",
    "delayed": "name, outcome (hit, miss, moved, stays), targets? (雷電 moved to)",
    "equipment": "name (the weapon or armour that acts), targets?, cards?",
    "skill": "skill, targets?, cards?, amount? (a skill fired; its text says what it did)",
    "peeked": "private, to=[seat]: cards seat looks at (観星, 遺計)",
    # damage, healing, death
    "damaged": "amount, src (None: no source), thunder?, hp",
    "healed": "amount, hp",
    "dying": "seat is dying",
    "died": "role (revealed), src (the killer, or None)",
    "reward": "amount: the killer of a rebel draws 3",
    "penalty": "cards: the lord who killed a loyalist discards them all",
}


def log(state, kind: str, seat, en: str | None, ja: str | None, *, to=None, **fields) -> None:
    """Tell the table what happened: an event of ``kind`` (:data:`KINDS`) by
    ``seat`` with its line in both languages; ``to``: the seats that alone
    see it. A line left out (None) is made when the event is shown, by
    ``Sanguosha.event_text``: only a draw's cards are (the commonest step)."""
    emit(state, kind, seat, en, ja, to=to, **fields)
