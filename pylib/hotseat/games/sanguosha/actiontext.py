"""What each Sanguosha action is called, in Japanese and English: one table for the engine's log
labels (:func:`.rules.describe`) and the table's answer buttons (``web/sanguosha/view.js``, which
reads it from :func:`.rules.rules_page` as ``action_text``), so a move reads the same on its button
and in the history (issue #27: "the same decision made twice").

``ACTION_TEXT`` has three parts:

- ``labels`` — ``{key: {"ja", "en"}}`` templates. A key is an action's ``type``, or one of
  ``as`` (a card used or played as another through a conversion skill), ``equip`` (an
  equipment card put on: "Equip", not "Use"), ``skill_card`` (a skill
  with a card), ``place_top`` / ``place_bottom`` (観星), ``pick_hand`` (a blind pick from a hand)
  and the pass labels. Their fields: ``{card}`` (one card, "殺 ♠7"), ``{cards}`` (the action's
  cards joined), ``{skill}``, ``{as}`` (the card a conversion makes), ``{to}`` (the targets, or
  遺計's receiver, as ``joins.to``; empty without), ``{general}``, ``{kingdom}``, ``{hp}`` and
  ``{suit}``. Card names the labels mention are the engine's (:data:`.cards.NAMES`), written in.
- ``pass`` — which pass label a ``pass`` reads: ``standing`` by the action's standing answer
  (``"card"``, ``"turn"``), else ``kind`` by the question it answers (``ask.kind``; a log label
  has no question and reads the plain ``pass``).
- ``joins`` — ``to`` (the template of ``{to}`` around ``{seats}``), ``seats`` and ``cards`` (what
  joins several seats, several cards).

:func:`key` decides which label an action reads; the table's view decides the same way.

>>> ACTION_TEXT["labels"]["no_dodge"]
{'ja': '閃を出さない', 'en': 'No Dodge'}
>>> key({"type": "use", "card": "peach-H3", "skill": "wusheng", "targets": [1]})
'as'
>>> key({"type": "use", "card": "eight_diagram-S2", "targets": []})
'equip'
>>> key({"type": "pass"}, "dodge"), key({"type": "pass", "standing": "turn"}, "dodge"), key({"type": "pass"})
('no_dodge', 'stand_turn', 'pass')
"""

from __future__ import annotations

from . import cards

# key: (ja, en). {slash}, {spear}, ... are card names (filled in below); the rest are the fields.
_LABELS: dict[str, tuple[str, str]] = {
    # --- the play phase and cards used or played ---------------------------------------------
    "use": ("{card}を使う{to}", "Use {card}{to}"),
    "equip": ("{card}を装備する", "Equip {card}"),
    "as": ("{skill}：{card}を{as}として{to}", "{skill}: {card} as {as}{to}"),
    "spear": ("{spear}：{cards}を{slash}として{to}", "{spear}: {cards} as {slash}{to}"),
    "play": ("{card}", "{card}"),
    "skill": ("{skill}を発動{to}", "Use {skill}{to}"),
    "skill_card": ("{skill}：{card}{to}", "{skill}: {card}{to}"),
    "end": ("札出し終了", "End play phase"),
    # --- discards, picks and the skills' choices ----------------------------------------------
    "discard": ("{cards}を捨てる", "Discard {cards}"),
    "cost": ("{cards}を捨てる", "Discard {cards}"),
    "pick": ("{card}", "{card}"),
    "pick_hand": ("手札から1枚（無作為）", "A card from the hand (at random)"),
    "take": ("{card}を取る", "Take {card}"),
    "choose": ("{card}を選ぶ", "Choose {card}"),
    "done": ("決定", "Done"),
    "place_top": ("{card}を山札の上へ", "{card} on top"),
    "place_bottom": ("{card}を山札の下へ", "{card} to the bottom"),
    "give": ("{card}{to}", "{card}{to}"),
    "suit": ("{suit}", "{suit}"),
    "damage": ("1点のダメージを受ける", "Take 1 damage"),
    "general": ("{general}（{kingdom}・体力{hp}）", "{general} ({kingdom}, HP {hp})"),
    # --- equipment ----------------------------------------------------------------------------
    "armor": ("{eight_diagram}で判定", "Judge with {eight_diagram}"),
    "axe": ("{axe}：{cards}を捨てる", "{axe}: discard {cards}"),
    "ice": ("{ice_sword}を発動", "Use {ice_sword}"),
    "swords": ("{double_sword}を発動", "Use {double_sword}"),
    "let_draw": ("相手に1枚引かせる", "Let them draw 1"),
    # --- passes -------------------------------------------------------------------------------
    "pass": ("パス", "Pass"),
    "no_dodge": ("{dodge}を出さない", "No {dodge}"),
    "no_slash": ("{slash}を出さない", "No {slash}"),
    "no_peach": ("{peach}を使わない", "No {peach}"),
    "no_nullify": ("打ち消さない", "No {nullification}"),
    "give_weapon": ("武器を渡す", "Give the weapon"),
    "stand_card": ("この札にはもう{nullification}を使わない", "No {nullification} for the rest of this card"),
    "stand_turn": ("このターンは{dodge}を持つまで尋ねない", "No {dodge} this turn unless I hold one"),
    "stand_own": ("自分の札は今後打ち消さない", "Never cancel my own cards"),
}

#: Which pass label a pass reads: by its standing answer first, then by the question's kind.
_PASS = {
    "standing": {"card": "stand_card", "turn": "stand_turn", "own": "stand_own"},
    "kind": {"dodge": "no_dodge", "slash": "no_slash", "blade": "no_slash", "peach": "no_peach",
             "nullify": "no_nullify", "collateral": "give_weapon"},
}

_JOINS = {
    "to": {"ja": " → {seats}", "en": " → {seats}"},
    "seats": {"ja": "、", "en": ", "},
    "cards": {"ja": "＋", "en": " + "},
}


class _Keep(dict):
    """Card names by key; any other field is kept as it is, to be filled per action."""

    def __missing__(self, field: str) -> str:
        return "{" + field + "}"


def _labels() -> dict[str, dict[str, str]]:
    names = {lang: _Keep({k: v[lang] for k, v in cards.NAMES.items()}) for lang in ("ja", "en")}
    return {k: {"ja": ja.format_map(names["ja"]), "en": en.format_map(names["en"])}
            for k, (ja, en) in _LABELS.items()}


ACTION_TEXT: dict[str, dict] = {"labels": _labels(), "pass": _PASS, "joins": _JOINS}


def key(a: dict, kind: str | None = None) -> str:
    """The label ``a`` reads (a key of ``ACTION_TEXT["labels"]``), ``kind`` the
    question it answers if known."""
    t = a["type"]
    if t in ("use", "play") and a.get("skill"):
        return "as"
    if t == "use" and cards.KIND.get(a.get("card")) == "equip":
        return "equip"
    if t == "skill" and "card" in a:
        return "skill_card"
    if t == "place":
        return "place_" + a["where"]
    if t == "pick" and "zone" in a:
        return "pick_hand"
    if t == "pass":
        return _PASS["standing"].get(a.get("standing")) or _PASS["kind"].get(kind) or "pass"
    return t
