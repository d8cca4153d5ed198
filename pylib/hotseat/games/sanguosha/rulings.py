"""Every ruling the texts leave open, decided once (issue #14): the same list
is in docs/rules/sanguosha.md and on the in-app rules page, and each is
marked **Ruling <id>** next to the code that applies it.

``test`` names the test that plays it out; ``source`` says where the ruling
comes from (the seed's or the research notes' section, or ours), for
docs/rules/sanguosha.md only: the player's page cites none of our files.

The English text names a card, general or skill by its id in braces
(``{nullification}``): it is written "Nullification (明察秋毫)" the first time
in a ruling and "Nullification" after, in the names the table uses.

>>> RULINGS[0]["en"]
"Delayed scrolls in a judgement area are judged last-placed first (the rulebook's order)."
>>> english("{lightning} moves; a {lightning} stays with {caocao}.")
'Lightning (雷電) moves; a Lightning stays with Cao Cao (曹操).'
"""

from __future__ import annotations

import re

from .cards import NAMES
from .generals import GENERALS, SKILLS

_NAMED = {**NAMES, **GENERALS, **SKILLS}


def english(text: str) -> str:
    """``text`` with each ``{id}`` written as its English name, the kanji
    beside it the first time (a reader of the English page knows the card by
    its English name; the kanji tie it to the Japanese box and log)."""
    seen: set[str] = set()

    def name(m: re.Match) -> str:
        k = m.group(1)
        n = _NAMED[k]
        if k in seen:
            return n["en"]
        seen.add(k)
        return f"{n['en']} ({n['ja']})"
    return re.sub(r"\{(\w+)\}", name, text)


RULINGS = [
    {"id": "judge_order", "test": "test_judgement_area_last_placed_first", "source": "rulebook (notes §1.4)",
     "en": "Delayed scrolls in a judgement area are judged last-placed first (the rulebook's order).",
     "ja": "判定区の遅延型錦嚢は、後に置かれたものから先に判定する（ルールブックの順）。"},
    {"id": "nullify_pass", "test": "test_three_deep_nullification_chain", "source": "seed §8; the rest ours",
     "en": "{nullification}: everyone is asked in turn from the current player. Whoever passes on an event may not "
           "answer that event again. A {nullification} is a new event that everyone may answer. When it "
           "is itself cancelled, the question on the first event goes round again, skipping those who "
           "passed.",
     "ja": "明察秋毫：ターンプレイヤーから順に全員に尋ねる。ある事件への応答を放棄した人は、その事件にもう応答できない。"
           "明察秋毫は新しい事件で、全員が応答できる。それが打ち消されたときは、元の事件への問いを、放棄した人を除いてもう一周する。"},
    {"id": "empty_piles", "test": "test_both_piles_empty_is_a_draw", "source": "ours, as FreeKill does",
     "en": "If a card must be drawn or judged and both the draw pile and the discard pile are empty, "
           "the game ends in a draw: nobody wins.",
     "ja": "札を引く・判定するときに山札も捨て場も空なら、引き分けでゲーム終了（勝者なし）。"},
    {"id": "god_salvation_full", "test": "test_god_salvation_and_ex_nihilo", "source": "ours",
     "en": "{god_salvation} skips players at full health: they are not asked about {nullification} for it.",
     "ja": "桃園の誓いは体力が満タンのプレイヤーを飛ばす（その人への明察秋毫は尋ねない）。"},
    {"id": "collateral_victim_gone", "test": "test_collateral_wielder_refuses_and_gives_the_weapon", "source": "ours",
     "en": "{collateral}: a wielder who does not or cannot use {slash} on the chosen player (for example that "
           "player has died) gives the weapon to the user.",
     "ja": "借刀殺人：指定された相手に殺を使わない（または使えない：相手が死亡したなど）場合、武器を使用者に渡す。"},
    {"id": "lightning_nowhere", "test": "test_lightning_moves_past_a_seat_that_holds_one", "source": "ours",
     "en": "{lightning} moves to the next living player without a {lightning} (two exist with the EX cards); if no "
           "one can take it, it stays.",
     "ja": "雷電は、雷電を持っていない次の生存プレイヤーへ移る（EX込みで2枚ある）。誰も受け取れなければ留まる。"},
    {"id": "lightning_nullified", "test": "test_lightning_nullified_moves_on", "source": "notes §2.3",
     "en": "A {lightning} cancelled by {nullification} moves on to the next player. A cancelled {indulgence} is "
           "discarded.",
     "ja": "明察秋毫で打ち消された雷電は次のプレイヤーへ移る。打ち消された楽不思蜀は捨てる。"},
    {"id": "blade_free", "test": "test_blade_follows_up_and_axe_forces_the_hit", "source": "ours",
     "en": "The follow-up {slash} of the {blade} ignores distance and does not count toward the one-{slash} limit.",
     "ja": "青龍偃月刀の追撃の殺は距離を無視し、殺の使用回数に数えない。"},
    {"id": "halberd_spear", "test": "test_spear_two_cards_as_a_colourless_slash_and_halberd_last_card",
     "source": "ours",
     "en": "{halberd}: two cards used as {slash} through the {spear} that are your whole hand count as your last "
           "hand card. Several targets are resolved in turn order from the user.",
     "ja": "方天画戟：丈八蛇矛で手札の残り全部（2枚）を殺として使うときも「最後の手札」とみなす。複数の目標は使用者から順番に裁決する。"},
    {"id": "no_gender", "test": "test_double_swords_needs_opposite_genders", "source": "ours",
     "en": "Without generals the plain characters have no gender, so the effect of the {double_sword} never "
           "triggers (they still give range 2).",
     "ja": "武将なしでは性別がないため、雌雄双股剣の効果は発動しない（攻撃範囲2としては使える）。"},
    {"id": "eight_diagram_once", "test": "test_eight_diagram_black_then_no_dodge_and_qinggang_ignores_it",
     "source": "ours",
     "en": "{eight_diagram} may be tried once per request for a {dodge}; after a black judgement a real {dodge} may "
           "still be used.",
     "ja": "八卦陣の判定は閃を求められるたびに1回。黒でも、その後に手札の閃を使える。"},
    {"id": "dead_user", "test": "test_duel_alternates_slashes_target_first", "source": "ours",
     "en": "When the turn player dies during their turn, the rest of the turn is skipped and the next "
           "living player starts theirs.",
     "ja": "ターンプレイヤーが自分のターン中に死亡したら、残りのターンは飛ばし、次の生存プレイヤーのターンになる。"},
    {"id": "auto_pass", "test": "test_auto_pass_answers_for_a_seat_with_no_dodge", "source": "ours",
     "en": "Auto-pass (on by default): a player who holds nothing that could answer a question, "
           "counting every way such as {eight_diagram} or the {spear}, is not asked; the table therefore learns "
           "that they held no answer. Turn it off to have everyone asked every time.",
     "ja": "自動パス（既定でオン）：問いに応答できるものを何も持たない人（八卦陣や丈八蛇矛も含めて）には尋ねない。"
           "そのため、その人が応答札を持っていなかったことが皆に分かる。オフにすると毎回全員に尋ねる。"},
    {"id": "grace_order", "test": "test_amazing_grace_picks_in_order_from_the_user", "source": "ours",
     "en": "{amazing_grace}: as many cards as living players are turned up when it is used; each player, from "
           "the user in turn order, takes one, and each pick may be cancelled by {nullification}. The rest are "
           "discarded.",
     "ja": "五穀豊穣：使用時に生存者の数だけ札をめくり、使用者から順に1枚ずつ取る（各人ごとに明察秋毫で打ち消せる）。残りは捨てる。"},
    {"id": "lord_penalty", "test": "test_lord_killing_a_loyalist_discards_everything", "source": "ours",
     "en": "The lord who kills a loyalist discards every card in hand and equipment (not the judgement "
           "area). A death by {lightning} has no killer, so it brings no reward or penalty.",
     "ja": "主公が忠臣を倒したら、手札と装備をすべて捨てる（判定区は除く）。倒した人がいない（雷電）場合は報酬も罰もない。"},
]

# --- the generals (issue #15); each test is in tests/test_sanguosha_skills.py or ------------------
# --- tests/test_sanguosha_skill_scenarios.py ---------------------------------------------------
GENERAL_RULINGS = [
    {"id": "draft_pool", "test": "test_draft_offers_and_face_down_picks", "source": "ours",
     "en": "Draft: the lord is offered {caocao}, {liubei}, {sunquan} and two more, and picks openly; the four he leaves "
           "go back, and every other player is offered 3 (2 at 10 players, where 27 would be more than the 24 left) "
           "and picks face down; all are revealed together. Lord skills work only for the lord.",
     "ja": "武将選択：主公には曹操・劉備・孫権と2人が提示され、公開で選ぶ。残りの4人は山に戻し、他の人には3人ずつ"
           "（10人では2人ずつ。27人は残り24人を超えるため）提示し、伏せて選び、全員一斉に公開する。主公技は主公のみ有効。"},
    {"id": "guicai_judgement", "test": "test_guicai_turns_lightning_and_tiandu_takes_the_final_card",
     "source": "seed §3, notes",
     "en": "{guicai} may replace any judgement card before it takes effect: those of {eight_diagram}, {lightning}, "
           "{indulgence}, {tieji}, {ganglie} and {luoshen}. The replaced card is discarded and the new one decides the effect. "
           "{tiandu} then takes that final card, and {luoshen} takes it if it is black.",
     "ja": "鬼才は判定札（八卦陣・雷電・楽不思蜀・鉄騎・剛烈・洛神）が効果を発揮する前に入れ替えられる。元の札は捨て、新しい札で"
           "結果を決める。天妒はその最終的な判定札を得て、洛神は黒ならそれを得る。"},
    {"id": "luoshen_repeat", "test": "test_luoshen_takes_black_and_stops_at_red", "source": "notes §3.2",
     "en": "{luoshen}: each black judgement card is taken after it takes effect and {zhenji} may judge again; the "
           "first red one is discarded and ends it.",
     "ja": "洛神：黒の判定札は効果発揮後に得て、再び判定できる。最初の赤で終わり、その札は捨てる。"},
    {"id": "wushuang_two", "test": "test_wushuang_needs_two_dodges_and_each_may_be_eight_diagram",
     "source": "notes §3.2; ours for 八卦陣",
     "en": "{wushuang}: a {slash} of {lvbu} needs two {dodge} in a row; each {dodge} asked may be tried with "
           "{eight_diagram} once. In a {duel} with {lvbu}, also one made by {lijian}, the other "
           "player must play two {slash} each time.",
     "ja": "無双：呂布の殺には閃が連続2枚必要。求められる閃ごとに八卦陣を1回試せる。呂布との決闘（離間によるものも）では"
           "相手は毎回殺を2枚出す。"},
    {"id": "tieji_no_dodge", "test": "test_tieji_red_blocks_dodge_and_eight_diagram", "source": "ours",
     "en": "{tieji}: on red the target cannot answer that {slash} with {dodge} at all: no card, no conversion, no "
           "{eight_diagram}, no {hujia}. The judgement may be changed by {guicai}.",
     "ja": "鉄騎：赤なら目標はその殺に閃で一切応答できない（札・変換・八卦陣・護駕のいずれも不可）。判定は鬼才で変えられる。"},
    {"id": "liuli_range", "test": "test_liuli_range_counts_without_the_discarded_weapon",
     "source": "ours, after FreeKill",
     "en": "{liuli}: the new target must be within the attack range of {daqiao} counted without the card she "
           "discards (discarding her weapon shortens it); it may not be the user of the {slash}, nor already one "
           "of its targets when the {halberd} gave it several, and must be one the {slash} could target: not an "
           "empty-handed {zhugeliang}, whom {kongcheng} protects.",
     "ja": "流離：新しい目標は、捨てる札を除いて数えた大喬の攻撃範囲内（武器を捨てれば短くなる）で、殺の使用者や既に目標の人"
           "（方天画戟）は選べず、殺の目標にできる人に限る（手札のない諸葛亮は空城で不可）。"},
    {"id": "kongcheng_choose", "test": "test_liuli_and_slash_skip_an_empty_handed_kongcheng", "source": "notes §3.2",
     "en": "{kongcheng} only stops {zhugeliang} being chosen as a target of {slash} or {duel}, also through "
           "{collateral}, {liuli} or {lijian}; a {slash} already aimed at him resolves even if he loses his last card.",
     "ja": "空城は殺・決闘の目標に選ばれないだけ（借刀殺人・流離・離間でも）。既に目標になった殺は、最後の手札を失っても裁決する。"},
    {"id": "lijian_source", "test": "test_lijian_duel_cannot_be_nullified_and_its_winner_is_the_killer",
     "source": "notes §3.2; ours",
     "en": "{lijian}: the second man chosen uses the {duel}, which no {nullification} can cancel; the damage comes "
           "from whichever man wins, who is the killer for rewards and the lord's penalty. {diaochan} gets neither.",
     "ja": "離間：後に選んだ男性が決闘を使用する（明察秋毫で打ち消せない）。ダメージ元は勝った側で、報酬や主公の罰も彼が受ける。"
           "貂蝉は何も受けない。"},
    {"id": "yiji_per_point", "test": "test_yiji_once_per_point_of_lightning", "source": "notes §3.2",
     "en": "{yiji} is asked once for each point of damage, so three times for {lightning}, after any dying is "
           "resolved; each time {guojia} sees two cards no one else sees and gives each to any player, himself "
           "included.",
     "ja": "遺計はダメージ1点ごとに1回（雷電なら3回）、瀕死の処理の後に尋ねる。毎回郭嘉だけが2枚を見て、1枚ずつ誰か（自分も可）に渡す。"},
    {"id": "jianxiong_cards", "test": "test_jianxiong_takes_the_lightning_and_a_converted_card",
     "source": "ours, after FreeKill",
     "en": "{jianxiong} takes the real card(s) that caused the damage while they are still on the table: a card "
           "used as another through {wusheng}, both cards of the {spear}, and {lightning} itself. Damage with no "
           "card, from {ganglie}, {fanjian} or {lijian}, gives nothing.",
     "ja": "奸雄は、ダメージの原因となった実際の札が場にある間それを得る：変換した札（武聖）、丈八蛇矛の2枚、雷電そのもの。"
           "札によらないダメージ（剛烈・反間・離間）では何も得ない。"},
    {"id": "ganglie_choice", "test": "test_ganglie_source_chooses_and_short_hand_takes_damage", "source": "notes §3.2",
     "en": "{ganglie}: on a judgement other than ♥ the source chooses; with fewer than two hand cards the damage "
           "is the only choice and they are not asked.",
     "ja": "剛烈：判定が♥以外ならダメージ元が選ぶ。手札が2枚未満ならダメージしかないため、尋ねない。"},
    {"id": "mid_resolution", "test": "test_lianying_draws_before_the_card_resolves", "source": "ours, after FreeKill",
     "en": "{lianying}, {xiaoji} and {jizhi} fire at once, in the middle of whatever is resolving: {luxun} using "
           "his last card draws before that card takes effect.",
     "ja": "連営・梟姫・集智は、裁決の途中でもすぐに発動する：最後の手札を使った陸遜は、その札の効果の前に引く。"},
    {"id": "trigger_order", "test": "test_one_seat_with_two_triggers_chooses_the_order",
     "source": "ours, after FreeKill",
     "en": "Skills that trigger at the same time go by timing, then by seat in turn order from the current player; "
           "a player with several chooses their order (asked which goes first). Each is checked when its turn "
           "comes: once {jizhi} has drawn a card, {lianying}, which needs an empty hand, no longer applies. No Standard "
           "general has two skills that trigger together, so the choice only matters for the rule.",
     "ja": "同時に発動する技能は、タイミング順、次にターンプレイヤーから席順。1人が複数持つときはその人が順番を選ぶ（どれを先にするか"
           "尋ねる）。各技能は順番が来たときに条件を確かめる：集智で札を引いた後の連営は発動しない。標準版の武将に同時に発動する"
           "技能を2つ持つ者はいないため、規則としてのみ意味を持つ。"},
    {"id": "xiaoji_replace", "test": "test_xiaoji_draws_two_when_equipment_is_replaced", "source": "notes §3.2",
     "en": "{xiaoji} fires for every equipment card lost, also when a new one replaces it.",
     "ja": "梟姫は装備を失うたびに発動する（新しい装備で置き換えたときも）。"},
    {"id": "conversion_range", "test": "test_wusheng_weapon_as_slash_reaches_only_without_it", "source": "ours",
     "en": "A card used as another is that card for every rule: range and limits; the {renwang_shield} goes by the "
           "colour of the card itself. A weapon or −1 horse used as {slash} through {wusheng} does not count toward "
           "the reach of that {slash}.",
     "ja": "変換した札はあらゆる規則で変換後の札として扱う（距離・回数、仁王盾は元の札の色）。武器や−1馬を殺として使う"
           "（武聖）ときは、その殺の届く範囲に数えない。"},
    {"id": "hujia_jijiang", "test": "test_hujia_asks_wei_in_turn_order",
     "source": "the order from JP-H (the Japanese edition's site); the rest ours",
     "en": "{hujia} / {jijiang}: the lord's kingdom is asked in turn order from the current player and the first "
           "who plays answers for him, with their own conversions but not their {eight_diagram}. {jijiang} answers "
           "{duel} and {savage_assault} and uses a {slash} in the play phase (counted in the limit); if no one "
           "answers it is not offered again that phase. The follow-up of the {blade} and {collateral} take the "
           "lord's own {slash}.",
     "ja": "護駕・激将：ターンプレイヤーから順に主公の勢力の人に尋ね、最初に出した人が代わりに応答する（その人の変換の技能は可、"
           "八卦陣は不可）。激将は決闘・南蛮襲来への応答と札出し段階の殺の使用（回数に数える）に使え、誰も応じなければその段階では"
           "再び使えない。青龍偃月刀の追撃と借刀殺人には主公自身の殺が必要。"},
    {"id": "jiuyuan_wu", "test": "test_jiuyuan_other_wu_peach_heals_two", "source": "notes §3.2",
     "en": "{jiuyuan}: a {peach} another Wu player uses on the Wu lord heals 2; his own {peach} and other "
           "kingdoms' heal 1.",
     "ja": "救援：他の呉の人が主公に使った桃は2回復。主公自身や他勢力の桃は1回復。"},
    {"id": "keji_slash", "test": "test_keji_skips_discard_only_without_a_slash", "source": "ours",
     "en": "{keji} counts every {slash} {lvmeng} used or played in his play phase, also those played to a {duel} or "
           "{savage_assault}; he is asked only when he would have to discard.",
     "ja": "克己は呂蒙が札出し段階に使用・出した殺（決闘や南蛮襲来への応答も）をすべて数える。捨てる必要があるときだけ尋ねる。"},
    {"id": "rende_count", "test": "test_rende_heals_once_when_two_are_given", "source": "notes §3.3",
     "en": "{rende} gives one card at a time, any number of times; the first time the cards given in the phase "
           "reach two, {liubei} recovers 1 HP (original text: no once-per-phase limit).",
     "ja": "仁徳は1枚ずつ何度でも渡せる。その段階で渡した札が初めて2枚に達したとき、劉備は体力を1回復する（原文どおり回数制限なし）。"},
    {"id": "once_per_phase", "test": "test_zhiheng_once_per_phase", "source": "notes §3.2",
     "en": "{zhiheng}, {fanjian}, {jieyin}, {qingnang} and {lijian}: once per play phase; the cards for {zhiheng} "
           "are chosen one at a time, then discarded together, then as many are drawn.",
     "ja": "制衡・反間・結姻・青嚢・離間は札出し段階に1回。制衡の札は1枚ずつ選び、まとめて捨ててから同じ枚数を引く。"},
    {"id": "luoyi_own", "test": "test_paoxiao_mashu_qicai_kongcheng_qianxun", "source": "notes §3.2; ours for 裸衣",
     "en": "{luoyi} adds 1 to damage from a {slash} or {duel} {xuchu} himself used (not a {duel} used on him). "
           "The locked skills {paoxiao}, {mashu}, {qicai}, {kongcheng} and {qianxun} act only on what may be chosen.",
     "ja": "裸衣は許褚自身が使用した殺・決闘のダメージに+1（彼に使われた決闘は対象外）。強制技（咆哮・馬術・奇才・空城・謙遜）は"
           "選べるものだけを変える。"},
]
# --- the table (issue #16); each test is in tests/test_sanguosha_table_support.py -----------------
TABLE_RULINGS = [
    {"id": "standing_nullify", "test": "test_no_nullification_for_the_rest_of_this_card", "source": "ours",
     "en": "A player asked for {nullification} on {savage_assault}, {archery_attack}, {god_salvation} or "
           "{amazing_grace} while it has targets still to come may answer \"no Nullification for the rest of "
           "this card\": they are not asked again until that card has resolved. It is a move of the record, seen by "
           "everyone.",
     "ja": "まだ目標が残る錦嚢（南蛮襲来・万箭斉発・桃園の誓い・五穀豊穣）で明察秋毫を尋ねられた人は、"
           "「この札にはもう明察秋毫を使わない」と答えられる。その札の裁決が終わるまで再び尋ねない。記録に残る手で、全員に見える。"},
    {"id": "standing_dodge", "test": "test_no_dodge_this_turn_unless_i_hold_one", "source": "ours",
     "en": "With auto-pass off, a player asked for {dodge} may answer \"no Dodge this turn unless I hold one\": for "
           "the rest of that turn they are asked for {dodge} only when they could answer (as auto-pass would). It "
           "ends with the turn.",
     "ja": "自動パスがオフのとき、閃を尋ねられた人は「このターンは閃を持つまで尋ねない」と答えられる。"
           "そのターンの間は、応答できるときだけ閃を尋ねる（自動パスと同じ）。ターンの終わりに切れる。"},
    {"id": "standing_own", "test": "test_never_cancel_my_own_cards", "source": "ours",
     "en": "A player asked for {nullification} on a card they used themselves, their own {ex_nihilo} or a pick "
           "of their own {amazing_grace}, may answer \"never cancel my own cards\": for the rest of the game they "
           "are not asked about their own cards again. They are still asked about a {nullification} that would "
           "cancel one of them. It is a move of the record, seen by everyone.",
     "ja": "自分が使った札（自分の無中生有、自分の五穀豊穣の各回）について明察秋毫を尋ねられた人は、"
           "「自分の札は今後打ち消さない」と答えられる。以後このゲームの間、自分の札については尋ねない。"
           "自分の札を打ち消そうとする明察秋毫については引き続き尋ねる。記録に残る手で、全員に見える。"},
    {"id": "undo_answers", "test": "test_undo_never_crosses_a_bots_answer", "source": "ours",
     "en": "Undo takes back only the player's own last move, and never across a card drawn or judged, or an answer "
           "by any other player, a bot's included.",
     "ja": "取り消せるのは自分の直前の手だけで、札を引いた・判定した後や、他のプレイヤー（ボットも含む）が応答した後は取り消せない。"},
]

RULINGS = [{**r, "en": english(r["en"])} for r in RULINGS + GENERAL_RULINGS + TABLE_RULINGS]
