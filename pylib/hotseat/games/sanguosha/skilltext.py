"""The 40 skill texts of Sanguosha's 25 Standard generals, in Japanese and English.

What a player reads on the general's card: one or two sentences per skill, written for this app
from the rule text, not translated word for word. Keys are skill ids (``"jianxiong"`` for 奸雄).

Sources: ``shared/rules/notes/sanguosha.md`` §3.2 (every skill's Chinese text, FreeKill's
original Standard wording, and an English summary), §3.3 (use the original wording, not the 2013
revision: 仁徳 has no once-per-phase limit, 突襲 does not ask for targets with hand cards, 集智
draws 1 for a non-converted instant trick, 救援 works at any time, not only while dying) and §4
(Japanese terms: 強制技, 主公技, 手札, 装備区, 判定区, 山札, 捨て場, 体力, the phase names), with
the spec ``shared/rules/sanguosha.md``. Card names are the app's (:mod:`.cards`), written 「殺」
in Japanese. Locked skills open with 「強制技。」 / "Locked.", lord skills with 「主公技。」 /
"Lord skill." (救援 is both: lord first).

>>> len(SKILL_TEXT), SKILL_TEXT["paoxiao"]["en"]
(40, 'Locked. In your play phase, you may use any number of Slashes.')
>>> sorted(ATTESTED)
['ganglie', 'jijiang', 'kurou', 'paoxiao', 'rende', 'wusheng']
"""

from __future__ import annotations

SKILL_TEXT: dict[str, dict[str, str]] = {
    # --- 魏 Wei --------------------------------------------------------------------------------
    "jianxiong": {  # 奸雄 曹操
        "ja": "あなたがダメージを受けた後、そのダメージを与えた札を手札に加えることができます。",
        "en": "After you take damage, you may take the card(s) that dealt it into your hand.",
    },
    "hujia": {  # 護駕 曹操, lord
        "ja": "主公技。あなたが「閃」を使用するか出す必要があるとき、他の魏の武将に席順で「閃」を出すよう"
              "求めることができ、誰かが出した「閃」はあなたが使用したか出したものとみなします。",
        "en": "Lord skill. When you need to use or play a Dodge, you may ask the other Wei players in turn order "
              "to play a Dodge for you; the first one played counts as used or played by you.",
    },
    "fankui": {  # 反饋 司馬懿
        "ja": "あなたがダメージを受けた後、ダメージを与えたプレイヤーの札（手札か装備区）を1枚取ることができます。",
        "en": "After you take damage, you may take 1 card (hand or equipment) from the player who dealt it.",
    },
    "guicai": {  # 鬼才 司馬懿
        "ja": "いずれかのプレイヤーの判定札が効果を発揮する前に、あなたは手札を1枚出して、"
              "その判定札と置き換えることができます。",
        "en": "Before any player's judgement card takes effect, you may play a hand card to replace it.",
    },
    "ganglie": {  # 剛烈 夏侯惇
        "ja": "あなたがダメージを受けた後、判定を行うことができます。結果が♥以外なら、ダメージを与えたプレイヤーは"
              "「手札を2枚捨てる」か「あなたから1点のダメージを受ける」かを選びます。",
        "en": "After you take damage, you may judge: if the result is not ♥, the player who dealt the damage "
              "chooses to discard 2 hand cards or to take 1 damage from you.",
    },
    "tuxi": {  # 突襲 張遼
        "ja": "あなたの札引き段階に、札を引く代わりに、他のプレイヤー最大2人から手札を1枚ずつ取ることができます。",
        "en": "In your draw phase, instead of drawing, you may take 1 hand card from each of up to 2 other players.",
    },
    "luoyi": {  # 裸衣 許褚
        "ja": "あなたの札引き段階に、引く札を1枚減らすことができます。そうした場合、このターンにあなたが"
              "「殺」か「決闘」で与えるダメージは+1されます。",
        "en": "In your draw phase, you may draw 1 card fewer; if you do, damage you deal with a Slash or a Duel "
              "this turn is increased by 1.",
    },
    "tiandu": {  # 天妒 郭嘉
        "ja": "あなたの判定札が効果を発揮した後、その札を手札に加えることができます。",
        "en": "After a judgement card of yours takes effect, you may take it into your hand.",
    },
    "yiji": {  # 遺計 郭嘉
        "ja": "あなたが1点のダメージを受けるたびに、その後、山札の上から2枚を見て、好きなプレイヤー（自分も可）に"
              "自由に分けて渡すことができます。",
        "en": "Each time you take 1 damage, afterwards you may look at the top 2 cards of the draw pile and give "
              "them to any players as you choose (yourself included).",
    },
    "luoshen": {  # 洛神 甄姫
        "ja": "あなたの準備段階の開始時に、判定を行うことができます。結果が黒なら、判定札が効果を発揮した後にそれを手札に加え、"
              "さらに判定を行うことができます（黒が出る限り繰り返せます）。",
        "en": "At the start of your prepare phase, you may judge: if black, you take the judgement card into your "
              "hand after it takes effect and may judge again, repeating while the results are black.",
    },
    "qingguo": {  # 傾国 甄姫
        "ja": "黒の手札1枚を「閃」として使用したり出したりできます。",
        "en": "You may use or play any black hand card as a Dodge.",
    },
    # --- 蜀 Shu --------------------------------------------------------------------------------
    "rende": {  # 仁徳 劉備
        "ja": "あなたの札出し段階に何度でも、手札を1枚以上、好きなように分けて他のプレイヤーに渡すことができます。"
              "この段階で渡した札の合計が初めて2枚以上になったとき、あなたは体力を1回復します。",
        "en": "Any number of times in your play phase, you may give one or more hand cards to other players, "
              "split as you like; the first time your total given this phase reaches 2 or more, you recover 1 HP.",
    },
    "jijiang": {  # 激将 劉備, lord
        "ja": "主公技。あなたが「殺」を使用するか出す必要があるとき、他の蜀の武将に席順で「殺」を出すよう"
              "求めることができ、誰かが出した「殺」はあなたが使用したか出したものとみなします。",
        "en": "Lord skill. When you need to use or play a Slash, you may ask the other Shu players in turn order "
              "to play a Slash for you; the first one played counts as used or played by you.",
    },
    "wusheng": {  # 武聖 関羽
        "ja": "赤の札1枚（手札か装備区）を「殺」として使用したり出したりできます。",
        "en": "You may use or play any red card (hand or equipment) as a Slash.",
    },
    "paoxiao": {  # 咆哮 張飛, locked
        "ja": "強制技。あなたの札出し段階に、あなたは「殺」を何回でも使用できます。",
        "en": "Locked. In your play phase, you may use any number of Slashes.",
    },
    "guanxing": {  # 観星 諸葛亮
        "ja": "あなたの準備段階の開始時に、山札の上からＸ枚（Ｘは生存しているプレイヤーの数、最大5）を見て、"
              "好きな枚数を好きな順で山札の上に、残りを好きな順で山札の下に置くことができます。",
        "en": "At the start of your prepare phase, you may look at the top X cards of the draw pile (X = living "
              "players, at most 5), then put any of them on top and the rest on the bottom, each in any order.",
    },
    "kongcheng": {  # 空城 諸葛亮, locked
        "ja": "強制技。手札が0枚の間、あなたは「殺」や「決闘」の目標に選ばれません。",
        "en": "Locked. While you have no hand cards, you cannot be chosen as the target of a Slash or a Duel.",
    },
    "longdan": {  # 龍胆 趙雲
        "ja": "手札の「殺」を「閃」として、または手札の「閃」を「殺」として、使用したり出したりできます。",
        "en": "You may use or play a Slash from your hand as a Dodge, or a Dodge from your hand as a Slash.",
    },
    "mashu": {  # 馬術 馬超, locked
        "ja": "強制技。あなたから他のプレイヤーへの距離は1減ります。",
        "en": "Locked. Your distance to other players is reduced by 1.",
    },
    "tieji": {  # 鉄騎 馬超
        "ja": "あなたが「殺」の目標を指定した後、判定を行うことができます。結果が赤なら、その目標はこの「殺」に対して"
              "「閃」を使用できません。",
        "en": "After you target a player with a Slash, you may judge: if red, they cannot use a Dodge "
              "against that Slash.",
    },
    "jizhi": {  # 集智 黄月英
        "ja": "あなたが即時錦嚢を使用したとき（技能で他の札から変えたものを除く）、札を1枚引くことができます。",
        "en": "When you use an instant trick (not one converted from other cards by a skill), you may draw 1 card.",
    },
    "qicai": {  # 奇才 黄月英, locked
        "ja": "強制技。あなたが使用する錦嚢には距離の制限がありません。",
        "en": "Locked. Tricks you use have no distance limit.",
    },
    # --- 呉 Wu ---------------------------------------------------------------------------------
    "zhiheng": {  # 制衡 孫権
        "ja": "あなたの札出し段階に1回まで、札（手札か装備区）を好きな枚数捨て、同じ枚数の札を引くことができます。",
        "en": "Once per play phase, you may discard any number of cards (hand or equipment), then draw that many.",
    },
    "jiuyuan": {  # 救援 孫権, lord + locked
        "ja": "主公技。強制技。他の呉の武将があなたに使用した「桃」で、あなたが回復する体力は+1されます。",
        "en": "Lord skill. Locked. When another Wu player uses a Peach on you, you recover 1 extra HP.",
    },
    "qixi": {  # 奇襲 甘寧
        "ja": "黒の札1枚（手札か装備区）を「取壊し」として使用できます。",
        "en": "You may use any black card (hand or equipment) as a Dismantlement.",
    },
    "keji": {  # 克己 呂蒙
        "ja": "あなたがこのターンの札出し段階に「殺」を使用することも出すこともしなかった場合、札捨て段階を飛ばすことができます。",
        "en": "If you did not use or play a Slash in your play phase this turn, you may skip your discard phase.",
    },
    "kurou": {  # 苦肉 黄蓋
        "ja": "あなたの札出し段階に何度でも、体力を1失って（ダメージではありません）、札を2枚引くことができます。",
        "en": "Any number of times in your play phase, you may lose 1 HP (this is not damage), then draw 2 cards.",
    },
    "yingzi": {  # 英姿 周瑜
        "ja": "あなたの札引き段階に、札を1枚多く引くことができます。",
        "en": "In your draw phase, you may draw 1 extra card.",
    },
    "fanjian": {  # 反間 周瑜
        "ja": "あなたの札出し段階に1回まで、他のプレイヤーを1人選ぶことができます。その人はスートを1つ宣言してから"
              "あなたの手札を無作為に1枚取って公開し、そのスートが宣言と違えば、あなたはその人に1点のダメージを与えます。",
        "en": "Once per play phase, you may choose another player: they name a suit, then take one of your hand "
              "cards at random and show it; if its suit is not the one named, you deal them 1 damage.",
    },
    "guose": {  # 国色 大喬
        "ja": "♦の札1枚（手札か装備区）を「楽不思蜀」として使用できます。",
        "en": "You may use any ♦ card (hand or equipment) as an Indulgence.",
    },
    "liuli": {  # 流離 大喬
        "ja": "あなたが「殺」の目標になったとき、札（手札か装備区）を1枚捨てて、あなたの攻撃範囲内にいる他の"
              "プレイヤー（その「殺」の使用者を除く）を1人選ぶことができます。その人があなたの代わりにその「殺」の目標になります。",
        "en": "When you become the target of a Slash, you may discard 1 card (hand or equipment) and choose another "
              "player within your attack range, not the Slash's user: that player becomes its target instead of you.",
    },
    "qianxun": {  # 謙遜 陸遜, locked
        "ja": "強制技。あなたは「順手牽羊」や「楽不思蜀」の目標に選ばれません。",
        "en": "Locked. You cannot be chosen as the target of a Snatch or an Indulgence.",
    },
    "lianying": {  # 連営 陸遜
        "ja": "あなたが手札を失った後、手札が0枚なら、札を1枚引くことができます。",
        "en": "After you lose hand cards, if you have none left, you may draw 1 card.",
    },
    "xiaoji": {  # 梟姫 孫尚香
        "ja": "あなたが装備区の札を1枚失うたびに、札を2枚引くことができます。",
        "en": "Each time you lose a card from your equipment area, you may draw 2 cards.",
    },
    "jieyin": {  # 結姻 孫尚香
        "ja": "あなたの札出し段階に1回まで、手札を2枚捨てて、体力が減っている男性武将を1人選ぶことができます。"
              "あなたとその人はそれぞれ体力を1回復します。",
        "en": "Once per play phase, you may discard 2 hand cards and choose a wounded male player: you and they "
              "each recover 1 HP.",
    },
    # --- 群 Neutral ----------------------------------------------------------------------------
    "qingnang": {  # 青嚢 華佗
        "ja": "あなたの札出し段階に1回まで、手札を1枚捨てて、体力が減っているプレイヤー（自分も可）を1人選ぶことができます。"
              "その人は体力を1回復します。",
        "en": "Once per play phase, you may discard 1 hand card and choose a wounded player (you may choose "
              "yourself): they recover 1 HP.",
    },
    "jijiu": {  # 急救 華佗
        "ja": "あなたのターン以外のとき、赤の札1枚（手札か装備区）を「桃」として使用できます。",
        "en": "Outside your turn, you may use any red card (hand or equipment) as a Peach.",
    },
    "wushuang": {  # 無双 呂布, locked
        "ja": "強制技。あなたが使用した「殺」を打ち消すには「閃」が2枚必要です。あなたとの「決闘」では、"
              "相手は毎回「殺」を2枚出さなければなりません。",
        "en": "Locked. A Slash you use needs two Dodges to cancel; in a Duel with you, the other player must play "
              "two Slashes each time.",
    },
    "lijian": {  # 離間 貂蝉
        "ja": "あなたの札出し段階に1回まで、札（手札か装備区）を1枚捨てて、他の男性武将を2人選ぶことができます。"
              "後に選んだ人が先に選んだ人に「決闘」を使用したものとみなし、この「決闘」は「明察秋毫」で打ち消せません。",
        "en": "Once per play phase, you may discard 1 card (hand or equipment) and choose two other male players: "
              "the second is regarded as using a Duel on the first, which cannot be cancelled by Nullification.",
    },
    "biyue": {  # 閉月 貂蝉
        "ja": "あなたの終了段階の開始時に、札を1枚引くことができます。",
        "en": "At the start of your end phase, you may draw 1 card.",
    },
}

#: Japanese skill names attested in a Japanese source (notes §3.2 marks them ✔); the rest are the
#: Chinese names in Japanese kanji (notes: "T", unverified).
ATTESTED = {
    "ganglie",  # 剛烈 ✔SEED
    "rende",  # 仁徳 ✔JP-H
    "jijiang",  # 激将 ✔JP-H
    "wusheng",  # 武聖 ✔JP-H
    "paoxiao",  # 咆哮 ✔SEED/JP-H
    "kurou",  # 苦肉 ✔SEED
}
