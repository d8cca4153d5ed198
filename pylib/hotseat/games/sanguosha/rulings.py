"""Every ruling the texts leave open, decided once (issue #14): the same list
is in docs/rules/sanguosha.md and on the in-app rules page, and each is
marked **Ruling** next to the code that applies it.

``test`` names the test that plays it out.
"""

from __future__ import annotations

RULINGS = [
    {"id": "judge_order", "test": "test_judgement_area_last_placed_first",
     "en": "Delayed scrolls in a judgement area are judged last-placed first (the rulebook's order, "
           "notes §1.4).",
     "ja": "判定区の遅延型錦嚢は、後に置かれたものから先に判定する（ルールブックの順、notes §1.4）。"},
    {"id": "nullify_pass", "test": "test_three_deep_nullification_chain",
     "en": "明察秋毫: everyone is asked in turn from the current player. Whoever passes on an event may not "
           "answer that event again (seed §8). A 明察秋毫 is a new event that everyone may answer. When it "
           "is itself cancelled, the question on the first event goes round again, skipping those who "
           "passed.",
     "ja": "明察秋毫：ターンプレイヤーから順に全員に尋ねる。ある事件への応答を放棄した人は、その事件にもう応答できない（seed §8）。"
           "明察秋毫は新しい事件で、全員が応答できる。それが打ち消されたときは、元の事件への問いを、放棄した人を除いてもう一周する。"},
    {"id": "empty_piles", "test": "test_both_piles_empty_is_a_draw",
     "en": "If a card must be drawn or judged and both the draw pile and the discard pile are empty, "
           "the game ends in a draw: nobody wins (as FreeKill does).",
     "ja": "札を引く・判定するときに山札も捨て場も空なら、引き分けでゲーム終了（勝者なし。FreeKill と同じ）。"},
    {"id": "god_salvation_full", "test": "test_god_salvation_and_ex_nihilo",
     "en": "桃園の誓い skips players at full health: they are not asked about 明察秋毫 for it.",
     "ja": "桃園の誓いは体力が満タンのプレイヤーを飛ばす（その人への明察秋毫は尋ねない）。"},
    {"id": "collateral_victim_gone", "test": "test_collateral_wielder_refuses_and_gives_the_weapon",
     "en": "借刀殺人: a wielder who does not or cannot use 殺 on the chosen player (for example that "
           "player has died) gives the weapon to the user.",
     "ja": "借刀殺人：指定された相手に殺を使わない（または使えない：相手が死亡したなど）場合、武器を使用者に渡す。"},
    {"id": "lightning_nowhere", "test": "test_lightning_moves_past_a_seat_that_holds_one",
     "en": "雷電 moves to the next living player without a 雷電 (two exist with the EX cards); if no one "
           "can take it, it stays.",
     "ja": "雷電は、雷電を持っていない次の生存プレイヤーへ移る（EX込みで2枚ある）。誰も受け取れなければ留まる。"},
    {"id": "lightning_nullified", "test": "test_lightning_nullified_moves_on",
     "en": "A 雷電 cancelled by 明察秋毫 moves on to the next player. A cancelled 楽不思蜀 is discarded "
           "(notes §2.3).",
     "ja": "明察秋毫で打ち消された雷電は次のプレイヤーへ移る。打ち消された楽不思蜀は捨てる（notes §2.3）。"},
    {"id": "blade_free", "test": "test_blade_follows_up_and_axe_forces_the_hit",
     "en": "青龍偃月刀's follow-up 殺 ignores distance and does not count toward the one-殺 limit.",
     "ja": "青龍偃月刀の追撃の殺は距離を無視し、殺の使用回数に数えない。"},
    {"id": "halberd_spear", "test": "test_spear_two_cards_as_a_colourless_slash_and_halberd_last_card",
     "en": "方天画戟: two cards used as 殺 through 丈八蛇矛 that are your whole hand count as your last "
           "hand card. Several targets are resolved in turn order from the user.",
     "ja": "方天画戟：丈八蛇矛で手札の残り全部（2枚）を殺として使うときも「最後の手札」とみなす。複数の目標は使用者から順番に裁決する。"},
    {"id": "no_gender", "test": "test_double_swords_needs_opposite_genders",
     "en": "Without generals the plain characters have no gender, so 雌雄双股剣's effect never "
           "triggers (it still gives range 2).",
     "ja": "武将なしでは性別がないため、雌雄双股剣の効果は発動しない（攻撃範囲2としては使える）。"},
    {"id": "eight_diagram_once", "test": "test_eight_diagram_black_then_no_dodge_and_qinggang_ignores_it",
     "en": "八卦陣 may be tried once per request for a 閃; after a black judgement a real 閃 may still "
           "be used.",
     "ja": "八卦陣の判定は閃を求められるたびに1回。黒でも、その後に手札の閃を使える。"},
    {"id": "dead_user", "test": "test_duel_alternates_slashes_target_first",
     "en": "When the turn player dies during their turn, the rest of the turn is skipped and the next "
           "living player starts theirs.",
     "ja": "ターンプレイヤーが自分のターン中に死亡したら、残りのターンは飛ばし、次の生存プレイヤーのターンになる。"},
    {"id": "auto_pass", "test": "test_auto_pass_answers_for_a_seat_with_no_dodge",
     "en": "Auto-pass (on by default): a player who holds nothing that could answer a question "
           "(counting every way, such as 八卦陣 or 丈八蛇矛) is not asked; the table therefore learns "
           "that they held no answer. Turn it off to have everyone asked every time.",
     "ja": "自動パス（既定でオン）：問いに応答できるものを何も持たない人（八卦陣や丈八蛇矛も含めて）には尋ねない。"
           "そのため、その人が応答札を持っていなかったことが皆に分かる。オフにすると毎回全員に尋ねる。"},
    {"id": "grace_order", "test": "test_amazing_grace_picks_in_order_from_the_user",
     "en": "五穀豊穣: as many cards as living players are turned up when it is used; each player, from "
           "the user in turn order, takes one (each may be cancelled by 明察秋毫); the rest are discarded.",
     "ja": "五穀豊穣：使用時に生存者の数だけ札をめくり、使用者から順に1枚ずつ取る（各人ごとに明察秋毫で打ち消せる）。残りは捨てる。"},
    {"id": "lord_penalty", "test": "test_lord_killing_a_loyalist_discards_everything",
     "en": "The lord who kills a loyalist discards every card in hand and equipment (not the judgement "
           "area). With no killer (雷電) there is no reward or penalty.",
     "ja": "主公が忠臣を倒したら、手札と装備をすべて捨てる（判定区は除く）。倒した人がいない（雷電）場合は報酬も罰もない。"},
]
