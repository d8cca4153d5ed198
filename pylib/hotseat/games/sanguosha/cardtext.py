"""What every Sanguosha card and role does, in a few plain sentences, in Japanese and English.

For the table (tap a card: "what it does") and the rules page. ``CARD_TEXT`` has one entry per
card name of :data:`.cards.NAMES` (basic cards, scrolls, delayed scrolls, every weapon, armour
and horse): who may be targeted, what the target may answer with, the effect. ``ROLE_TEXT`` has
each role's goal (:data:`.roles.ROLES`).

Sources: ``shared/rules/notes/sanguosha.md`` §2.3 (the card effects), §2.5 (the 4 EX cards),
§1.2 and §1.7 (roles, victory, the rebel-kill reward and the lord's penalty) and §4 (the Japanese
terms: 攻撃範囲, 距離, 判定, 体力, 手札, 装備区, 判定区, 瀕死, 攻撃馬 / 防御馬, 使用 / 出す / 捨てる);
the seed ``shared/seeds/002_349679c84829e43d.txt`` (distance, attack range, judgement, colour);
and the engine's rulings (:mod:`.rulings`, ``docs/rules/sanguosha.md``) where a card's behaviour
was decided there, so the texts say what the engine does. The voice is :mod:`.skilltext`'s
(です・ます, 「殺」 quoted, 札 for "card").

Card names inside a text are never written out: a template says ``{dodge}`` and it becomes the
engine's 「閃」 / "Dodge" from :data:`.cards.NAMES`; a weapon's ``{range}`` is its ``range``
there. ``REFERENCES`` lists the card names each text mentions.

>>> CARD_TEXT["crossbow"]["ja"]
'武器（攻撃範囲1）。あなたの札出し段階に「殺」を何回でも使用できます。'
>>> sorted(REFERENCES["duel"])
['nullification', 'slash']
"""

from __future__ import annotations

from string import Formatter

from . import cards

# name: (ja, en). Horses are not here: their text follows their slot (_HORSE).
_TEMPLATES: dict[str, tuple[str, str]] = {
    # --- basic cards ---------------------------------------------------------------------------
    "slash": (
        "あなたの札出し段階に、攻撃範囲内の他のプレイヤー1人に使用します。目標は{dodge}を使用しなければ、"
        "あなたから1点のダメージを受けます。{slash}は原則として札出し段階に1回しか使用できません。",
        "In your play phase, use it on another player within your attack range: unless they use a {dodge}, "
        "they take 1 damage from you. You may use only one {slash} per play phase unless a card or skill "
        "says otherwise.",
    ),
    "dodge": (
        "{slash}があなたに効果を発揮するとき、それを打ち消すために使用します。{archery_attack}に対しても出せます。",
        "Use it when a {slash} would take effect on you: it cancels that {slash}. It is also played "
        "against {archery_attack}.",
    ),
    "peach": (
        "体力が減っているとき、あなたの札出し段階に自分に使用して、体力を1回復します。"
        "瀕死のプレイヤー（自分も含む）がいるときは、その人に使用でき、その人は体力を1回復します。",
        "In your play phase, use it on yourself when you are wounded: you recover 1 HP. Whenever a player "
        "(you included) is dying, you may use it on them: they recover 1 HP.",
    ),
    # --- scrolls ------------------------------------------------------------------------------
    "dismantlement": (
        "札出し段階に、札を持つ他のプレイヤー1人に使用します（距離の制限なし）。その人の手札・装備区・判定区の"
        "いずれかから札を1枚捨てさせます（手札からは無作為に1枚）。{nullification}で打ち消せます。",
        "In your play phase, use it on another player who has any card, at any distance: you discard one "
        "card from their hand, equipment or judgement area (a hand card is taken at random). "
        "A {nullification} cancels it.",
    ),
    "snatch": (
        "札出し段階に、距離1にいる、札を持つ他のプレイヤー1人に使用します（武器の攻撃範囲は関係ありません）。"
        "その人の手札・装備区・判定区のいずれかから札を1枚取って手札に加えます（手札からは無作為に1枚）。"
        "{nullification}で打ち消せます。",
        "In your play phase, use it on another player at distance 1 who has any card (a weapon's range "
        "does not help): you take one card from their hand, equipment or judgement area into your hand "
        "(a hand card is taken at random). A {nullification} cancels it.",
    ),
    "duel": (
        "札出し段階に、他のプレイヤー1人に使用します（距離の制限なし）。目標から始めて2人が交互に{slash}を出し、"
        "先に出さなかった方が相手から1点のダメージを受けます。{nullification}で打ち消せます。",
        "In your play phase, use it on another player, at any distance. Starting with the target, the two "
        "of you take turns to play a {slash}; the first who does not takes 1 damage from the other. "
        "A {nullification} cancels it.",
    ),
    "collateral": (
        "札出し段階に、武器を装備している他のプレイヤー1人と、その人の攻撃範囲内のプレイヤー1人を選んで使用します。"
        "1人目は2人目に{slash}を使用するか、使用しなければ（できなければ）装備している武器をあなたに渡します。"
        "{nullification}で打ち消せます。",
        "In your play phase, choose another player who has a weapon equipped, and a player within their "
        "attack range. The first must use a {slash} on the second; if they do not (or cannot), they give "
        "you their weapon. A {nullification} cancels it.",
    ),
    "ex_nihilo": (
        "札出し段階に自分に使用し、札を2枚引きます。{nullification}で打ち消せます。",
        "In your play phase, use it on yourself: draw 2 cards. A {nullification} cancels it.",
    ),
    "nullification": (
        "錦嚢が目標1人に効果を発揮する前に使用し、その目標への効果を打ち消します。別の{nullification}を"
        "打ち消すこともでき、遅延型錦嚢には判定の前に使用します。誰でも、誰のターンでも使用できます。",
        "Use it when a scroll is about to take effect on one target: it cancels the effect on that target. "
        "It can also cancel another {nullification}, and against a delayed scroll it is used before the "
        "judgement. Anyone may use it, on anyone's turn.",
    ),
    "savage_assault": (
        "札出し段階に使用し、他のプレイヤー全員が目標になります。あなたから順に、各目標は{slash}を出さなければ"
        "あなたから1点のダメージを受けます。{nullification}は目標1人ごとに打ち消します。",
        "In your play phase, use it on every other player: in turn order from you, each must play a "
        "{slash} or take 1 damage from you. A {nullification} cancels it for one target.",
    ),
    "archery_attack": (
        "札出し段階に使用し、他のプレイヤー全員が目標になります。あなたから順に、各目標は{dodge}を出さなければ"
        "あなたから1点のダメージを受けます。{nullification}は目標1人ごとに打ち消します。",
        "In your play phase, use it on every other player: in turn order from you, each must play a "
        "{dodge} or take 1 damage from you. A {nullification} cancels it for one target.",
    ),
    "god_salvation": (
        # The engine skips full-health players (ruling god_salvation_full).
        "札出し段階に使用し、あなたを含む全プレイヤーが体力を1回復します（体力が減っていない人は対象外）。"
        "{nullification}は1人ずつ打ち消します。",
        "In your play phase, use it: every player, you included, recovers 1 HP (players at full health "
        "are skipped). A {nullification} cancels it for one player.",
    ),
    "amazing_grace": (
        # Pick order and the per-pick 明察秋毫: ruling grace_order.
        "札出し段階に使用し、生存しているプレイヤーの数だけ山札の上から札を表向きにします。あなたから順に"
        "各プレイヤーが1枚ずつ選んで手札に加え、残りは捨てます。{nullification}は1人の取り分を打ち消します。",
        "In your play phase, use it: turn up as many cards from the draw pile as there are living players. "
        "In turn order from you, each player takes one into their hand; the rest are discarded. "
        "A {nullification} cancels one player's pick.",
    ),
    # --- delayed scrolls ----------------------------------------------------------------------
    "lightning": (
        # Where it goes when nullified or when the next seat holds one: rulings lightning_nullified,
        # lightning_nowhere.
        "札出し段階に、自分の判定区に置きます。持ち主の判定段階に判定を行い、♠2〜9ならその人は3点の雷ダメージ"
        "（ダメージ元なし）を受けて{lightning}は捨てられ、それ以外なら{lightning}のない次のプレイヤーの判定区へ"
        "移ります。判定の前に{nullification}で打ち消されたときも次へ移ります。",
        "In your play phase, place it in your own judgement area. In its holder's judgement phase they "
        "judge: on ♠2–9 they take 3 thunder damage from no one and the {lightning} is discarded; otherwise "
        "it moves to the next player without a {lightning}. If a {nullification} cancels it before the "
        "judgement, it moves on too.",
    ),
    "indulgence": (
        "札出し段階に、他のプレイヤー1人の判定区に置きます（距離の制限なし）。その人の判定段階に判定を行い、"
        "♥以外ならその人はそのターンの札出し段階を飛ばします。その後{indulgence}は捨てられます（判定の前に"
        "{nullification}で打ち消されたときも）。",
        "In your play phase, place it in another player's judgement area, at any distance. In their "
        "judgement phase they judge: unless the result is ♥, they skip that turn's play phase. The {indulgence} is "
        "then discarded, as it is if a {nullification} cancels it before the judgement.",
    ),
    # --- weapons (the "Weapon, attack range N." opening is added from NAMES) ------------------
    "crossbow": (
        "あなたの札出し段階に{slash}を何回でも使用できます。",
        "You may use any number of {slash} cards in your play phase.",
    ),
    "qinggang_sword": (
        "あなたの{slash}は目標の防具（{eight_diagram}や{renwang_shield}）を無視します。",
        "A {slash} you use ignores the target's armour ({eight_diagram}, {renwang_shield}).",
    ),
    "ice_sword": (
        "あなたの{slash}が札を持つ目標にダメージを与えるとき、そのダメージを防ぐ代わりに、その人の札（手札か装備区）"
        "を1枚ずつ2枚捨てさせることができます。",
        "When your {slash} would deal damage to a target who has cards, you may prevent the damage and "
        "instead discard 2 of their cards (hand or equipment), one at a time.",
    ),
    "double_sword": (
        # Ruling no_gender: the generals-off game has no genders.
        "あなたの{slash}が異性の武将を目標にしたとき、その人に、手札を1枚捨てるか、あなたに札を1枚引かせるかを"
        "選ばせることができます。武将なしのゲームでは性別がないため、この効果は発動しません。",
        "When your {slash} targets a player of the opposite gender, you may make them choose: discard 1 "
        "hand card, or let you draw 1 card. Without generals no one has a gender, so this never happens.",
    ),
    "blade": (
        # Ruling blade_free: no distance, not counted.
        "あなたの{slash}が{dodge}で打ち消されたとき、同じ目標にもう1枚{slash}を使用できます"
        "（距離を無視し、使用回数に数えません）。",
        "When your {slash} is cancelled by a {dodge}, you may use another {slash} on the same target "
        "(it ignores distance and does not count toward the limit).",
    ),
    "spear": (
        "手札2枚を{slash}として使用したり出したりできます。その{slash}の色は、2枚とも赤なら赤、2枚とも黒なら黒、"
        "混ざっていれば無色です。",
        "You may use or play any 2 hand cards as a {slash}. It is red if both are red, black if both are "
        "black, and colourless if mixed.",
    ),
    "axe": (
        "あなたの{slash}が{dodge}で打ち消されたとき、札（手札か装備区、{axe}自身を除く）を2枚捨てて、"
        "その{slash}を命中させることができます。",
        "When your {slash} is cancelled by a {dodge}, you may discard 2 cards (hand or equipment, not the "
        "{axe} itself) to make it hit anyway.",
    ),
    "halberd": (
        "使用する{slash}があなたの最後の手札なら、攻撃範囲内から目標を2人まで追加できます。",
        "If the {slash} you use is your last hand card, you may choose up to 2 more targets within your attack range.",
    ),
    "kylin_bow": (
        "あなたの{slash}が目標にダメージを与えるとき、その人の装備区の馬（+1馬か−1馬）を1枚捨てさせることができます。",
        "When your {slash} deals damage, you may discard a horse (+1 or −1) from the target's equipment.",
    ),
    # --- armour -------------------------------------------------------------------------------
    "eight_diagram": (
        # Ruling eight_diagram_once: one try per request, then a real 閃 may still follow.
        "防具。{dodge}を使用するか出す必要があるとき、判定を行うことができ、赤なら{dodge}を使用した（出した）"
        "ものとみなします。判定は求められるたびに1回で、黒でも手札の{dodge}を使えます。",
        "Armour. When you need to use or play a {dodge}, you may judge: if red, it counts as a {dodge} used "
        "or played. One try each time; after black you may still use a real {dodge}.",
    ),
    "renwang_shield": (
        "防具。黒の{slash}はあなたに効果がありません。",
        "Armour. Black {slash} cards have no effect on you.",
    ),
}

_WEAPON = ("武器（攻撃範囲{range}）。", "Weapon, attack range {range}. ")
_HORSE = {
    "plus": ("防御馬（+1馬）。他のプレイヤーからあなたへの距離は1増えます。",
             "+1 horse: other players' distance to you is increased by 1."),
    "minus": ("攻撃馬（−1馬）。あなたから他のプレイヤーへの距離は1減ります。",
              "−1 horse: your distance to other players is reduced by 1."),
}


def _template(name: str, names: dict[str, dict]) -> tuple[str, str]:
    slot = names[name]["slot"]
    if slot in _HORSE:
        return _HORSE[slot]
    ja, en = _TEMPLATES[name]
    if slot == "weapon":
        return _WEAPON[0] + ja, _WEAPON[1] + en
    return ja, en


def card_texts(names: dict[str, dict]) -> dict[str, dict[str, str]]:
    """``{name: {"ja", "en"}}`` for every card of ``names`` (shaped like
    :data:`.cards.NAMES`), the card names and ranges taken from it."""
    quoted = {
        "ja": {k: f"「{v['ja']}」" for k, v in names.items()},
        "en": {k: v["en"] for k, v in names.items()},
    }
    out = {}
    for name, n in names.items():
        ja, en = _template(name, names)
        out[name] = {"ja": ja.format(range=n["range"], **quoted["ja"]),
                     "en": en.format(range=n["range"], **quoted["en"])}
    return out


def _fields(text: str) -> set[str]:
    return {f for _, f, _, _ in Formatter().parse(text) if f}


CARD_TEXT: dict[str, dict[str, str]] = card_texts(cards.NAMES)

#: The card names each card's text mentions (both languages mention the same ones).
REFERENCES: dict[str, frozenset[str]] = {
    name: frozenset(_fields(" ".join(_template(name, cards.NAMES))) - {"range"})
    for name in cards.NAMES
}

ROLE_TEXT: dict[str, dict[str, str]] = {
    "lord": {
        "ja": "身分を公開して戦い、反賊と内奸を全員倒せば、忠臣とともに勝利します（倒れた忠臣も勝者）。"
              "あなたが忠臣を倒すと、手札と装備をすべて捨てます。",
        "en": "Your role is known to all: you win with the loyalists (the dead ones too) when every rebel and "
              "renegade is dead. If you kill a loyalist, you discard every card in your hand and equipment.",
    },
    "loyalist": {
        "ja": "主公を守ります。反賊と内奸が全員倒れれば、主公とともに勝利します（あなたが倒れていても）。",
        "en": "Protect the lord: when every rebel and renegade is dead, you win with the lord, even if you "
              "have died.",
    },
    "rebel": {
        "ja": "主公を倒すことが目標で、主公が死亡すれば反賊全員（倒れた反賊も）が勝利します（ただし、生き残りが内奸1人だけなら"
              "内奸の勝利）。反賊を倒したプレイヤーは札を3枚引きます。",
        "en": "Kill the lord: when the lord dies, the rebels win, the dead ones too (unless a renegade is the "
              "only one left alive). Whoever kills a rebel draws 3 cards.",
    },
    "renegade": {
        "ja": "最後の1人になることを目指します。主公が死亡したとき、生き残っているのがあなた1人だけなら、"
              "あなた1人の勝利です（主公以外を先に倒し、主公は最後に）。",
        "en": "Be the last one standing: you win alone if, when the lord dies, you are the only player left "
              "alive, so everyone else must fall first and the lord last.",
    },
}
