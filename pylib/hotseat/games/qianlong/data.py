"""Every number and text of Qianlong's Harem that is not the engine's logic.

Spec: ``../shared/rules/qianlong.md``, which adopts §4 of the research notes
(``../shared/rules/notes/qianlong.md``). The publisher's page lost its icon
images, so the card faces, the two boards' layouts, the scheme texts and the
token count are *reconstructed*. They all live here, so a variant (or the real
data, should it ever surface) is a change of this module alone.

The numbers the spec asks to tune (bedroom length, token count, card 9's icon,
the attack schemes' strength) are the :data:`DEFAULTS` of a ``params`` dict that
every game state carries. ``bench/qianlong_sim.py`` plays bots against bots over
:data:`RANGES` and chose the defaults (its table is in ``docs/rules/qianlong.md``).

>>> sorted(DEFAULTS) == sorted(RANGES) and all(DEFAULTS[k] in RANGES[k] for k in RANGES)
True
>>> PALACE == palace(DEFAULTS)
True
>>> [ICONS[n] for n in range(1, 9)]
['reshuffle', 'start', 'jump', 'consort', 'draw', 'enter', 'advance', 'activate']
"""

from __future__ import annotations

#: Points that win at once [publisher's].
WIN_POINTS = 4
#: 香妃 ends the game with this many points: basic / advanced [publisher's].
XIANGFEI_LIMIT = {"basic": 3, "advanced": 2}
#: Eunuchs per player [publisher's].
EUNUCHS = 3
#: Points for coming round to 開始 [publisher's].
LAP_POINTS = 2
#: Scheme cards [publisher's count].
SCHEMES = ["S1", "S2", "S3", "S4", "S5"]

#: The tunable numbers and their defaults (chosen by ``bench/qianlong_sim.py``).
#: ``bedroom``: squares in the bedroom ring (開始 is 0, 茶休憩 half-way round);
#: ``tokens``: 乾隆ポイント in the game, one of them starting on 茶休憩;
#: ``card9``: card 9's icon, "consort" (+1, a duplicate of card 4), "enter" or "draw";
#: ``attack``: strength of the two attack schemes, see :data:`ATTACK`;
#: ``palace``: the palace track's layout, a key of :data:`PALACE_LAYOUTS`;
#: ``summon``: squares scheme S1 (夜伽の御指名) moves your consort;
#: ``fallback``: squares S3 and S5 move your consort when they find nothing to
#: act on (S4: one more), see :func:`fallback_steps`.
DEFAULTS = {"bedroom": 12, "tokens": 7, "card9": "draw", "attack": "harsh",
            "palace": "short_flip", "summon": 5, "fallback": 2}
#: What the spec lets the simulation try (spec [decision] 3, notes §5).
SPEC_RANGES = {"bedroom": [14, 15, 16, 17, 18], "tokens": [6, 7, 8],
               "card9": ["consort", "enter"], "attack": ["mild", "normal", "harsh"]}
#: Everything the simulation tries: the spec's ranges, then further
#: reconstructed numbers, because no setting inside the spec's ranges came
#: near the length target (docs/rules/qianlong.md, "Tuning by simulation").
RANGES = {"bedroom": [12, 13, 14, 15, 16, 17, 18], "tokens": [6, 7, 8],
          "card9": ["consort", "enter", "draw"], "attack": ["mild", "normal", "harsh"],
          "palace": ["notes", "short", "short_flip"], "summon": [3, 4, 5], "fallback": [1, 2]}
#: The attack schemes' strength: S2 (讒言) moves the opponent back ``slander``
#: squares; S5 (宮中の噂) sends home ``rumour`` = "all" the opponent's palace
#: eunuchs or only the "front" one (the one furthest along).
ATTACK = {"mild": {"slander": 1, "rumour": "front"},
          "normal": {"slander": 2, "rumour": "all"},
          "harsh": {"slander": 3, "rumour": "all"}}

#: The Forbidden City cards' icons, 1–8 in the seed's order (notes §3.1);
#: card 9 comes from ``params["card9"]`` [reconstructed].
ICONS = {1: "reshuffle", 2: "start", 3: "jump", 4: "consort", 5: "draw",
         6: "enter", 7: "advance", 8: "activate"}
#: Cards that start grey (locked) side up [publisher's].
LOCKED = (1, 3)
#: Cards a player may turn to the 強 side in the advanced set-up (notes §4.8).
STRONG_SIDE_CARDS = (2, 4, 5, 6, 7, 8, 9)

#: The palace track's layouts: 初 (0) then the squares [square types
#: publisher's, order and length reconstructed]. "return" is 強制送還: a eunuch
#: stopping there goes home at once. Strong eunuchs move 2 and start on 初, so
#: they only ever stand on even squares.
#:
#: - "notes": the notes' §4.4, a forced return on every odd square from 3 on:
#:   weak eunuchs reach only 1 and 2, strong ones 2, 4, 6, 8;
#: - "short": 初 + 6; weak eunuchs reach 1–4 and the flip lies on 3, where
#:   strong eunuchs never stop; strong ones reach +3, +5 and the point in
#:   three advances; one forced return guards the point;
#: - "short_flip": 初 + 6 keeping the flip on 2 (strong eunuchs pass it on
#:   their first advance), +3 on 3 for weak eunuchs, +5 on 4.
PALACE_LAYOUTS = {
    "notes": ["none", "consort1", "flip", "return", "consort3_or_draw2", "return",
              "consort5", "return", "point"],
    "short": ["none", "consort1", "consort3_or_draw2", "flip", "consort5", "return", "point"],
    "short_flip": ["none", "consort1", "flip", "consort3_or_draw2", "consort5", "return", "point"],
}
#: The default layout (what the app plays and its view shows).
PALACE = PALACE_LAYOUTS[DEFAULTS["palace"]]
#: Squares a palace eunuch moves per advance: weak, strong [reconstructed].
ADVANCE = {False: 1, True: 2}
#: Squares scheme S3 (賄賂) lets each of your palace eunuchs move.
BRIBE = 2



def palace(params: dict) -> list[str]:
    """The palace track under ``params``."""
    return PALACE_LAYOUTS[params["palace"]]


def fallback_steps(params: dict, card: str) -> int:
    """Squares scheme ``card`` (S3, S4, S5) moves your consort when it finds
    nothing to act on [reconstructed, notes §4.5: 1, 2, 1]."""
    return params["fallback"] + (1 if card == "S4" else 0)

NAMES = {
    "S1": {"ja": "夜伽の御指名", "en": "Summoned for the night"},
    "S2": {"ja": "讒言", "en": "Slander"},
    "S3": {"ja": "賄賂", "en": "Bribe"},
    "S4": {"ja": "昇進の勅", "en": "Promotion"},
    "S5": {"ja": "宮中の噂", "en": "Palace rumours"},
}

ICON_NAMES = {
    "reshuffle": {"ja": "策謀カードを再シャッフル", "en": "reshuffle the scheme cards"},
    "start": {"ja": "始動権タイルを取る", "en": "take the start tile"},
    "jump": {"ja": "跳躍", "en": "jump"},
    "consort": {"ja": "貴妃＋1", "en": "consort +1"},
    "draw": {"ja": "策謀カードを1枚引く", "en": "draw a scheme card"},
    "enter": {"ja": "殿内の「初」へ", "en": "enter the palace"},
    "advance": {"ja": "殿内の太監が全員前進", "en": "advance all palace eunuchs"},
    "activate": {"ja": "殿内の太監を全員発動", "en": "activate all palace eunuchs"},
}

SQUARE_NAMES = {
    "none": {"ja": "初（効果なし）", "en": "初 (nothing)"},
    "consort1": {"ja": "貴妃＋1", "en": "consort +1"},
    "flip": {"ja": "「強」に裏返す", "en": "flip to strong"},
    "return": {"ja": "強制送還", "en": "forced return"},
    "consort3_or_draw2": {"ja": "貴妃＋3 か 策謀2枚", "en": "consort +3 or draw 2"},
    "consort5": {"ja": "貴妃＋5", "en": "consort +5"},
    "point": {"ja": "乾隆ポイント1つ", "en": "1 Qianlong point"},
}

#: The card faces' short names (the table's cards are small).
ICON_SHORT = {
    "reshuffle": {"ja": "再シャッフル", "en": "Reshuffle"},
    "start": {"ja": "始動権", "en": "Start tile"},
    "jump": {"ja": "跳躍", "en": "Jump"},
    "consort": {"ja": "貴妃＋1", "en": "Consort +1"},
    "draw": {"ja": "策謀1枚", "en": "Draw scheme"},
    "enter": {"ja": "殿内へ", "en": "Enter palace"},
    "advance": {"ja": "全員前進", "en": "Advance all"},
    "activate": {"ja": "全員発動", "en": "Activate all"},
}

#: What each icon does for the rules page [1–3 publisher's, the rest reconstructed].
ICON_RULES = {
    "reshuffle": {"ja": "捨て札を含む策謀カードをすべて切り直す",
                  "en": "shuffle all scheme cards, discards included, into a new deck"},
    "start": {"ja": "相手から始動権タイルを取る", "en": "take the start tile from the opponent"},
    "jump": {"ja": "跳躍（自分の太監がいる後のカードへ跳び、そのカードが2回処理される。「発動」の2回目は無効）",
             "en": "jump (to a later card holding one of your eunuchs; that card then runs twice; "
                   "a second activation is void)"},
    "consort": {"ja": "貴妃＋1", "en": "consort +1"},
    "draw": {"ja": "策謀カードを1枚引いて実行", "en": "draw a scheme card and resolve it"},
    "enter": {"ja": "太監が殿内の「初」に入る", "en": "the eunuch enters the palace at 初"},
    "advance": {"ja": f"殿内の太監が全員前進（弱{ADVANCE[False]}マス、強{ADVANCE[True]}マス）",
                "en": f"all palace eunuchs advance (weak {ADVANCE[False]} square, strong {ADVANCE[True]})"},
    "activate": {"ja": "殿内の太監を全員発動", "en": "activate all palace eunuchs"},
}

#: What each icon does, in a sentence for a new player (the table explains
#: a card with it when asked; numbers come from the tables above).
ICON_HELP = {
    "reshuffle": {"ja": "捨て札も含めて策謀カードをすべて切り直し、新しい山札にします。",
                  "en": "Every scheme card, the discards too, is shuffled into a new deck."},
    "start": {"ja": "始動権タイルを取ります。次のラウンドは先に太監を置き、殿内の発動も先になります。",
              "en": "You take the start tile: next round you place first, and your palace eunuchs activate first."},
    "jump": {"ja": "太監が、自分の別の太監がいる後の番号のカードへ跳びます。"
                   f"そのカードは2回処理されます（「{ICON_SHORT['activate']['ja']}」の2回目は無効）。",
             "en": "Your eunuch jumps to a later card that holds another of your eunuchs; that card then runs "
                   f"twice (a second \u201c{ICON_SHORT['activate']['en']}\u201d does nothing)."},
    "consort": {"ja": f"自分の貴妃が寝室を1マス進みます。開始マスまで一周すると乾隆ポイント{LAP_POINTS}点。",
                "en": f"Your consort moves 1 square round the bedroom; coming round to 開始 earns {LAP_POINTS} points."},
    "draw": {"ja": "策謀カードを1枚引き、すぐに実行します。",
             "en": "Draw a scheme card and carry it out at once."},
    "enter": {"ja": f"太監がカードを離れ、殿内ボードの「初」に入ります。そこから「{ICON_SHORT['advance']['ja']}」で進み、"
                    f"「{ICON_SHORT['activate']['ja']}」でいるマスの効果を得ます。",
              "en": f"Your eunuch leaves the card for the palace board's first square (初); "
                    f"\u201c{ICON_SHORT['advance']['en']}\u201d moves it on, "
                    f"\u201c{ICON_SHORT['activate']['en']}\u201d gives it its square's effect."},
    "advance": {"ja": f"殿内の太監が（両プレイヤーとも）全員前進します：弱{ADVANCE[False]}マス、強{ADVANCE[True]}マス。"
                      "強制送還マスに止まった太監は手元に戻ります。",
                "en": f"Every eunuch in the palace, both players', moves on: weak {ADVANCE[False]} square, "
                      f"strong {ADVANCE[True]}; one that stops on a forced return (強制送還) goes home."},
    "activate": {"ja": "殿内の太監が（始動権を持つ人から）全員手元に戻り、いたマスの効果を得ます。",
                 "en": "Every eunuch in the palace goes home and takes the effect of the square it stood on "
                       "(the start-tile holder's first)."},
}

#: A 強 eunuch on a card's 強 side (advanced rules): the stronger effect
#: [reconstructed, notes §4.8]; the reshuffle and the jump have none.
STRONG_TEXT = {
    "start": {"ja": "始動権＋貴妃＋1", "en": "start tile + consort +1"},
    "consort": {"ja": "貴妃＋2", "en": "consort +2"},
    "draw": {"ja": "2枚引く", "en": "draw 2"},
    "enter": {"ja": "2マス目へ", "en": "enter on 2"},
    "advance": {"ja": "2回前進", "en": "advance twice"},
    "activate": {"ja": "自分だけ発動", "en": "only your own"},
}

#: The palace squares' short names (the table's squares are narrow).
SQUARE_SHORT = {
    "none": {"ja": "なし", "en": "nothing"},
    "consort1": {"ja": "貴妃＋1", "en": "consort +1"},
    "flip": {"ja": "「強」に", "en": "flip to 強"},
    "return": {"ja": "強制送還", "en": "forced return"},
    "consort3_or_draw2": {"ja": "＋3か2枚", "en": "+3 or draw 2"},
    "consort5": {"ja": "貴妃＋5", "en": "consort +5"},
    "point": {"ja": "1点", "en": "1 point"},
}

#: The bedroom ring's two large squares as the log names them (any other
#: square goes by its number).
RING_NAMES = {
    "start": {"ja": "開始マス", "en": "Start (開始)"},
    "tea": {"ja": "茶休憩", "en": "茶休憩"},
}

#: The two answers of the consort3_or_draw2 square (flow's ``reward`` choice).
REWARD_NAMES = {
    "consort3": {"ja": "貴妃＋3", "en": "Consort +3"},
    "draw2": {"ja": "策謀カードを2枚引く", "en": "Draw 2 scheme cards"},
}



def scheme_text(card: str, params: dict) -> dict[str, str]:
    """The scheme card's rules text under ``params`` (the attack strength varies).

    >>> scheme_text("S2", {**DEFAULTS, "attack": "normal"})["en"]
    "The opponent's consort moves back 2 (never onto or past 開始)."
    """
    attack = ATTACK[params["attack"]]
    back = attack["slander"]
    summon = params["summon"]
    f3, f4, f5 = (fallback_steps(params, c) for c in ("S3", "S4", "S5"))
    front = attack["rumour"] == "front"
    texts = {
        "S1": {"ja": f"自分の貴妃が{summon}マス進む。",
               "en": f"Your consort advances {summon}."},
        "S2": {"ja": f"相手の貴妃が{back}マス戻る（開始には戻らず、越えない）。",
               "en": f"The opponent's consort moves back {back} (never onto or past 開始)."},
        "S3": {"ja": f"殿内の自分の太監をそれぞれ{BRIBE}マス進めてよい。殿内にいなければ貴妃＋{f3}。",
               "en": f"Each of your palace eunuchs may advance {BRIBE}; "
                     f"with none in the palace, your consort +{f3}."},
        "S4": {"ja": f"手元か紫禁城カード上の自分の「弱」太監1つを「強」にする。いなければ貴妃＋{f4}。",
               "en": "Flip one of your weak eunuchs in hand or on a card to strong; "
                     f"with none, your consort +{f4}."},
        "S5": {"ja": ("殿内の相手の太監のうち最も進んだ1つを" if front else "殿内の相手の太監を全員")
               + f"手元に戻す（発動なし）。いなければ貴妃＋{f5}。",
               "en": ("The opponent's furthest palace eunuch goes" if front
                      else "All the opponent's palace eunuchs go")
               + f" home without activating; with none, your consort +{f5}."},
    }
    return texts[card]
