// Sanguosha (三国殺) rules text (ja/en) for the in-app rules page, from
// ../shared/rules/sanguosha.md: the seed (the Japanese edition's basic rules),
// the research notes (the Standard Edition's rulebook, cards and generals)
// and the specification's decisions, with the engine's rulings
// (docs/rules/sanguosha.md, which also keeps each ruling's source: the page
// cites none of our files).
// Marks: class "original" (the rulebook's also carry class "rulebook") or
// class "decision", each with a small quiet mark (.tag-src: a letter, its
// full label in its title) that the legend at the top explains: where a rule
// comes from matters to few players, so it never leads a paragraph. A <li
// class="decision"> is a ruling, one per DATA.rulings entry (the browser test
// counts them): other decisions are paragraphs or plain lists.
// English names come first with the kanji beside them, the first time a
// paragraph names a card, general or skill: the kanji tie the English page to
// the Japanese box.
//
// Names, numbers and texts come from DATA: the engine's `rules_page()`
// (pylib/hotseat/games/sanguosha/rules.py), copied here because the rules
// page is drawn without the engine; tests/test_sanguosha_rules_page.py
// checks that the prose below writes none of its own. Regenerate with
//   python3 tests/test_sanguosha_rules_page.py --write

// BEGIN DATA (generated)
const DATA = {
  "cards": {"slash": {"ja": "殺", "en": "Slash", "kind": "basic", "slot": null, "range": null}, "dodge": {"ja": "閃", "en": "Dodge", "kind": "basic", "slot": null, "range": null}, "peach": {"ja": "桃", "en": "Peach", "kind": "basic", "slot": null, "range": null}, "dismantlement": {"ja": "取壊し", "en": "Dismantlement", "kind": "trick", "slot": null, "range": null}, "snatch": {"ja": "順手牽羊", "en": "Snatch", "kind": "trick", "slot": null, "range": null}, "duel": {"ja": "決闘", "en": "Duel", "kind": "trick", "slot": null, "range": null}, "collateral": {"ja": "借刀殺人", "en": "Collateral", "kind": "trick", "slot": null, "range": null}, "ex_nihilo": {"ja": "無中生有", "en": "Ex Nihilo", "kind": "trick", "slot": null, "range": null}, "nullification": {"ja": "明察秋毫", "en": "Nullification", "kind": "trick", "slot": null, "range": null}, "savage_assault": {"ja": "南蛮襲来", "en": "Savage Assault", "kind": "trick", "slot": null, "range": null}, "archery_attack": {"ja": "万箭斉発", "en": "Archery Attack", "kind": "trick", "slot": null, "range": null}, "god_salvation": {"ja": "桃園の誓い", "en": "God Salvation", "kind": "trick", "slot": null, "range": null}, "amazing_grace": {"ja": "五穀豊穣", "en": "Amazing Grace", "kind": "trick", "slot": null, "range": null}, "lightning": {"ja": "雷電", "en": "Lightning", "kind": "delayed", "slot": null, "range": null}, "indulgence": {"ja": "楽不思蜀", "en": "Indulgence", "kind": "delayed", "slot": null, "range": null}, "crossbow": {"ja": "諸葛連弩", "en": "Crossbow", "kind": "equip", "slot": "weapon", "range": 1}, "qinggang_sword": {"ja": "青釭剣", "en": "Qinggang Sword", "kind": "equip", "slot": "weapon", "range": 2}, "ice_sword": {"ja": "寒氷剣", "en": "Ice Sword", "kind": "equip", "slot": "weapon", "range": 2}, "double_sword": {"ja": "雌雄双股剣", "en": "Double Swords", "kind": "equip", "slot": "weapon", "range": 2}, "blade": {"ja": "青龍偃月刀", "en": "Blue Dragon Blade", "kind": "equip", "slot": "weapon", "range": 3}, "spear": {"ja": "丈八蛇矛", "en": "Serpent Spear", "kind": "equip", "slot": "weapon", "range": 3}, "axe": {"ja": "貫石斧", "en": "Stone Axe", "kind": "equip", "slot": "weapon", "range": 3}, "halberd": {"ja": "方天画戟", "en": "Sky Halberd", "kind": "equip", "slot": "weapon", "range": 4}, "kylin_bow": {"ja": "麒麟弓", "en": "Kylin Bow", "kind": "equip", "slot": "weapon", "range": 5}, "eight_diagram": {"ja": "八卦陣", "en": "Eight Diagram", "kind": "equip", "slot": "armor", "range": null}, "renwang_shield": {"ja": "仁王盾", "en": "Renwang Shield", "kind": "equip", "slot": "armor", "range": null}, "dilu": {"ja": "的盧", "en": "Dilu", "kind": "equip", "slot": "plus", "range": null}, "jueying": {"ja": "絶影", "en": "Jueying", "kind": "equip", "slot": "plus", "range": null}, "zhuahuang": {"ja": "爪黄飛電", "en": "Zhuahuang Feidian", "kind": "equip", "slot": "plus", "range": null}, "chitu": {"ja": "赤兎", "en": "Chitu", "kind": "equip", "slot": "minus", "range": null}, "dayuan": {"ja": "大宛", "en": "Dayuan", "kind": "equip", "slot": "minus", "range": null}, "zixing": {"ja": "紫騂", "en": "Zixing", "kind": "equip", "slot": "minus", "range": null}},
  "roles": {"lord": {"ja": "主公", "en": "Lord"}, "loyalist": {"ja": "忠臣", "en": "Loyalist"}, "rebel": {"ja": "反賊", "en": "Rebel"}, "renegade": {"ja": "内奸", "en": "Renegade"}},
  "splits": {"2": [1, 0, 1, 0], "3": [1, 0, 1, 1], "4": [1, 1, 1, 1], "5": [1, 1, 2, 1], "6": [1, 1, 3, 1], "7": [1, 2, 3, 1], "8": [1, 2, 4, 1], "9": [1, 3, 4, 1], "10": [1, 3, 4, 2]},
  "hp": 4,
  "hand": 4,
  "deck": 104,
  "ex": 4,
  "rulings": [{"id": "judge_order", "ja": "判定区の遅延型錦嚢は、後に置かれたものから先に判定する（ルールブックの順）。", "en": "Delayed scrolls in a judgement area are judged last-placed first (the rulebook's order)."}, {"id": "nullify_pass", "ja": "明察秋毫：ターンプレイヤーから順に全員に尋ねる。ある事件への応答を放棄した人は、その事件にもう応答できない。明察秋毫は新しい事件で、全員が応答できる。それが打ち消されたときは、元の事件への問いを、放棄した人を除いてもう一周する。", "en": "Nullification (明察秋毫): everyone is asked in turn from the current player. Whoever passes on an event may not answer that event again. A Nullification is a new event that everyone may answer. When it is itself cancelled, the question on the first event goes round again, skipping those who passed."}, {"id": "empty_piles", "ja": "札を引く・判定するときに山札も捨て場も空なら、引き分けでゲーム終了（勝者なし）。", "en": "If a card must be drawn or judged and both the draw pile and the discard pile are empty, the game ends in a draw: nobody wins."}, {"id": "god_salvation_full", "ja": "桃園の誓いは体力が満タンのプレイヤーを飛ばす（その人への明察秋毫は尋ねない）。", "en": "God Salvation (桃園の誓い) skips players at full health: they are not asked about Nullification (明察秋毫) for it."}, {"id": "collateral_victim_gone", "ja": "借刀殺人：指定された相手に殺を使わない（または使えない：相手が死亡したなど）場合、武器を使用者に渡す。", "en": "Collateral (借刀殺人): a wielder who does not or cannot use Slash (殺) on the chosen player (for example that player has died) gives the weapon to the user."}, {"id": "lightning_nowhere", "ja": "雷電は、雷電を持っていない次の生存プレイヤーへ移る（EX込みで2枚ある）。誰も受け取れなければ留まる。", "en": "Lightning (雷電) moves to the next living player without a Lightning (two exist with the EX cards); if no one can take it, it stays."}, {"id": "lightning_nullified", "ja": "明察秋毫で打ち消された雷電は次のプレイヤーへ移る。打ち消された楽不思蜀は捨てる。", "en": "A Lightning (雷電) cancelled by Nullification (明察秋毫) moves on to the next player. A cancelled Indulgence (楽不思蜀) is discarded."}, {"id": "blade_free", "ja": "青龍偃月刀の追撃の殺は距離を無視し、殺の使用回数に数えない。", "en": "The follow-up Slash (殺) of the Blue Dragon Blade (青龍偃月刀) ignores distance and does not count toward the one-Slash limit."}, {"id": "halberd_spear", "ja": "方天画戟：丈八蛇矛で手札の残り全部（2枚）を殺として使うときも「最後の手札」とみなす。複数の目標は使用者から順番に裁決する。", "en": "Sky Halberd (方天画戟): two cards used as Slash (殺) through the Serpent Spear (丈八蛇矛) that are your whole hand count as your last hand card. Several targets are resolved in turn order from the user."}, {"id": "no_gender", "ja": "武将なしでは性別がないため、雌雄双股剣の効果は発動しない（攻撃範囲2としては使える）。", "en": "Without generals the plain characters have no gender, so the effect of the Double Swords (雌雄双股剣) never triggers (they still give range 2)."}, {"id": "eight_diagram_once", "ja": "八卦陣の判定は閃を求められるたびに1回。黒でも、その後に手札の閃を使える。", "en": "Eight Diagram (八卦陣) may be tried once per request for a Dodge (閃); after a black judgement a real Dodge may still be used."}, {"id": "dead_user", "ja": "ターンプレイヤーが自分のターン中に死亡したら、残りのターンは飛ばし、次の生存プレイヤーのターンになる。", "en": "When the turn player dies during their turn, the rest of the turn is skipped and the next living player starts theirs."}, {"id": "auto_pass", "ja": "自動パス（既定でオン）：問いに応答できるものを何も持たない人（八卦陣や丈八蛇矛も含めて）には尋ねない。そのため、その人が応答札を持っていなかったことが皆に分かる。オフにすると毎回全員に尋ねる。", "en": "Auto-pass (on by default): a player who holds nothing that could answer a question, counting every way such as Eight Diagram (八卦陣) or the Serpent Spear (丈八蛇矛), is not asked; the table therefore learns that they held no answer. Turn it off to have everyone asked every time."}, {"id": "grace_order", "ja": "五穀豊穣：使用時に生存者の数だけ札をめくり、使用者から順に1枚ずつ取る（各人ごとに明察秋毫で打ち消せる）。残りは捨てる。", "en": "Amazing Grace (五穀豊穣): as many cards as living players are turned up when it is used; each player, from the user in turn order, takes one, and each pick may be cancelled by Nullification (明察秋毫). The rest are discarded."}, {"id": "lord_penalty", "ja": "主公が忠臣を倒したら、手札と装備をすべて捨てる（判定区は除く）。倒した人がいない（雷電）場合は報酬も罰もない。", "en": "The lord who kills a loyalist discards every card in hand and equipment (not the judgement area). A death by Lightning (雷電) has no killer, so it brings no reward or penalty."}, {"id": "draft_pool", "ja": "武将選択：主公には曹操・劉備・孫権と2人が提示され、公開で選ぶ。残りの4人は山に戻し、他の人には3人ずつ（10人では2人ずつ。27人は残り24人を超えるため）提示し、伏せて選び、全員一斉に公開する。主公技は主公のみ有効。", "en": "Draft: the lord is offered Cao Cao (曹操), Liu Bei (劉備), Sun Quan (孫権) and two more, and picks openly; the four he leaves go back, and every other player is offered 3 (2 at 10 players, where 27 would be more than the 24 left) and picks face down; all are revealed together. Lord skills work only for the lord."}, {"id": "guicai_judgement", "ja": "鬼才は判定札（八卦陣・雷電・楽不思蜀・鉄騎・剛烈・洛神）が効果を発揮する前に入れ替えられる。元の札は捨て、新しい札で結果を決める。天妒はその最終的な判定札を得て、洛神は黒ならそれを得る。", "en": "Demonic Talent (鬼才) may replace any judgement card before it takes effect: those of Eight Diagram (八卦陣), Lightning (雷電), Indulgence (楽不思蜀), Iron Cavalry (鉄騎), Unyielding (剛烈) and Goddess Luo (洛神). The replaced card is discarded and the new one decides the effect. Envy of Heaven (天妒) then takes that final card, and Goddess Luo takes it if it is black."}, {"id": "luoshen_repeat", "ja": "洛神：黒の判定札は効果発揮後に得て、再び判定できる。最初の赤で終わり、その札は捨てる。", "en": "Goddess Luo (洛神): each black judgement card is taken after it takes effect and Zhen Ji (甄姫) may judge again; the first red one is discarded and ends it."}, {"id": "wushuang_two", "ja": "無双：呂布の殺には閃が連続2枚必要。求められる閃ごとに八卦陣を1回試せる。呂布との決闘（離間によるものも）では相手は毎回殺を2枚出す。", "en": "Unrivalled (無双): a Slash (殺) of Lü Bu (呂布) needs two Dodge (閃) in a row; each Dodge asked may be tried with Eight Diagram (八卦陣) once. In a Duel (決闘) with Lü Bu, also one made by Sow Discord (離間), the other player must play two Slash each time."}, {"id": "tieji_no_dodge", "ja": "鉄騎：赤なら目標はその殺に閃で一切応答できない（札・変換・八卦陣・護駕のいずれも不可）。判定は鬼才で変えられる。", "en": "Iron Cavalry (鉄騎): on red the target cannot answer that Slash (殺) with Dodge (閃) at all: no card, no conversion, no Eight Diagram (八卦陣), no Royal Escort (護駕). The judgement may be changed by Demonic Talent (鬼才)."}, {"id": "liuli_range", "ja": "流離：新しい目標は、捨てる札を除いて数えた大喬の攻撃範囲内（武器を捨てれば短くなる）で、殺の使用者や既に目標の人（方天画戟）は選べず、殺の目標にできる人に限る（手札のない諸葛亮は空城で不可）。", "en": "Diversion (流離): the new target must be within the attack range of Da Qiao (大喬) counted without the card she discards (discarding her weapon shortens it); it may not be the user of the Slash (殺), nor already one of its targets when the Sky Halberd (方天画戟) gave it several, and must be one the Slash could target: not an empty-handed Zhuge Liang (諸葛亮), whom Empty City (空城) protects."}, {"id": "kongcheng_choose", "ja": "空城は殺・決闘の目標に選ばれないだけ（借刀殺人・流離・離間でも）。既に目標になった殺は、最後の手札を失っても裁決する。", "en": "Empty City (空城) only stops Zhuge Liang (諸葛亮) being chosen as a target of Slash (殺) or Duel (決闘), also through Collateral (借刀殺人), Diversion (流離) or Sow Discord (離間); a Slash already aimed at him resolves even if he loses his last card."}, {"id": "lijian_source", "ja": "離間：後に選んだ男性が決闘を使用する（明察秋毫で打ち消せない）。ダメージ元は勝った側で、報酬や主公の罰も彼が受ける。貂蝉は何も受けない。", "en": "Sow Discord (離間): the second man chosen uses the Duel (決闘), which no Nullification (明察秋毫) can cancel; the damage comes from whichever man wins, who is the killer for rewards and the lord's penalty. Diao Chan (貂蝉) gets neither."}, {"id": "yiji_per_point", "ja": "遺計はダメージ1点ごとに1回（雷電なら3回）、瀕死の処理の後に尋ねる。毎回郭嘉だけが2枚を見て、1枚ずつ誰か（自分も可）に渡す。", "en": "Bequeathed Strategy (遺計) is asked once for each point of damage, so three times for Lightning (雷電), after any dying is resolved; each time Guo Jia (郭嘉) sees two cards no one else sees and gives each to any player, himself included."}, {"id": "jianxiong_cards", "ja": "奸雄は、ダメージの原因となった実際の札が場にある間それを得る：変換した札（武聖）、丈八蛇矛の2枚、雷電そのもの。札によらないダメージ（剛烈・反間・離間）では何も得ない。", "en": "Villainous Hero (奸雄) takes the real card(s) that caused the damage while they are still on the table: a card used as another through Warrior Saint (武聖), both cards of the Serpent Spear (丈八蛇矛), and Lightning (雷電) itself. Damage with no card, from Unyielding (剛烈), Sow Dissension (反間) or Sow Discord (離間), gives nothing."}, {"id": "ganglie_choice", "ja": "剛烈：判定が♥以外ならダメージ元が選ぶ。手札が2枚未満ならダメージしかないため、尋ねない。", "en": "Unyielding (剛烈): on a judgement other than ♥ the source chooses; with fewer than two hand cards the damage is the only choice and they are not asked."}, {"id": "mid_resolution", "ja": "連営・梟姫・集智は、裁決の途中でもすぐに発動する：最後の手札を使った陸遜は、その札の効果の前に引く。", "en": "Chain Camps (連営), Warrior Woman (梟姫) and Wisdom (集智) fire at once, in the middle of whatever is resolving: Lu Xun (陸遜) using his last card draws before that card takes effect."}, {"id": "trigger_order", "ja": "同時に発動する技能は、タイミング順、次にターンプレイヤーから席順。1人が複数持つときはその人が順番を選ぶ（どれを先にするか尋ねる）。各技能は順番が来たときに条件を確かめる：集智で札を引いた後の連営は発動しない。標準版の武将に同時に発動する技能を2つ持つ者はいないため、規則としてのみ意味を持つ。", "en": "Skills that trigger at the same time go by timing, then by seat in turn order from the current player; a player with several chooses their order (asked which goes first). Each is checked when its turn comes: once Wisdom (集智) has drawn a card, Chain Camps (連営), which needs an empty hand, no longer applies. No Standard general has two skills that trigger together, so the choice only matters for the rule."}, {"id": "xiaoji_replace", "ja": "梟姫は装備を失うたびに発動する（新しい装備で置き換えたときも）。", "en": "Warrior Woman (梟姫) fires for every equipment card lost, also when a new one replaces it."}, {"id": "conversion_range", "ja": "変換した札はあらゆる規則で変換後の札として扱う（距離・回数、仁王盾は元の札の色）。武器や−1馬を殺として使う（武聖）ときは、その殺の届く範囲に数えない。", "en": "A card used as another is that card for every rule: range and limits; the Renwang Shield (仁王盾) goes by the colour of the card itself. A weapon or −1 horse used as Slash (殺) through Warrior Saint (武聖) does not count toward the reach of that Slash."}, {"id": "hujia_jijiang", "ja": "護駕・激将：ターンプレイヤーから順に主公の勢力の人に尋ね、最初に出した人が代わりに応答する（その人の変換の技能は可、八卦陣は不可）。激将は決闘・南蛮襲来への応答と札出し段階の殺の使用（回数に数える）に使え、誰も応じなければその段階では再び使えない。青龍偃月刀の追撃と借刀殺人には主公自身の殺が必要。", "en": "Royal Escort (護駕) / Rouse (激将): the lord's kingdom is asked in turn order from the current player and the first who plays answers for him, with their own conversions but not their Eight Diagram (八卦陣). Rouse answers Duel (決闘) and Savage Assault (南蛮襲来) and uses a Slash (殺) in the play phase (counted in the limit); if no one answers it is not offered again that phase. The follow-up of the Blue Dragon Blade (青龍偃月刀) and Collateral (借刀殺人) take the lord's own Slash."}, {"id": "jiuyuan_wu", "ja": "救援：他の呉の人が主公に使った桃は2回復。主公自身や他勢力の桃は1回復。", "en": "Rescue (救援): a Peach (桃) another Wu player uses on the Wu lord heals 2; his own Peach and other kingdoms' heal 1."}, {"id": "keji_slash", "ja": "克己は呂蒙が札出し段階に使用・出した殺（決闘や南蛮襲来への応答も）をすべて数える。捨てる必要があるときだけ尋ねる。", "en": "Self-Restraint (克己) counts every Slash (殺) Lü Meng (呂蒙) used or played in his play phase, also those played to a Duel (決闘) or Savage Assault (南蛮襲来); he is asked only when he would have to discard."}, {"id": "rende_count", "ja": "仁徳は1枚ずつ何度でも渡せる。その段階で渡した札が初めて2枚に達したとき、劉備は体力を1回復する（原文どおり回数制限なし）。", "en": "Benevolence (仁徳) gives one card at a time, any number of times; the first time the cards given in the phase reach two, Liu Bei (劉備) recovers 1 HP (original text: no once-per-phase limit)."}, {"id": "once_per_phase", "ja": "制衡・反間・結姻・青嚢・離間は札出し段階に1回。制衡の札は1枚ずつ選び、まとめて捨ててから同じ枚数を引く。", "en": "Balance of Power (制衡), Sow Dissension (反間), Marriage (結姻), Green Pouch (青嚢) and Sow Discord (離間): once per play phase; the cards for Balance of Power are chosen one at a time, then discarded together, then as many are drawn."}, {"id": "luoyi_own", "ja": "裸衣は許褚自身が使用した殺・決闘のダメージに+1（彼に使われた決闘は対象外）。強制技（咆哮・馬術・奇才・空城・謙遜）は選べるものだけを変える。", "en": "Bare-Chested (裸衣) adds 1 to damage from a Slash (殺) or Duel (決闘) Xu Chu (許褚) himself used (not a Duel used on him). The locked skills Roar (咆哮), Horsemanship (馬術), Genius (奇才), Empty City (空城) and Modesty (謙遜) act only on what may be chosen."}, {"id": "standing_nullify", "ja": "まだ目標が残る錦嚢（南蛮襲来・万箭斉発・桃園の誓い・五穀豊穣）で明察秋毫を尋ねられた人は、「この札にはもう明察秋毫を使わない」と答えられる。その札の裁決が終わるまで再び尋ねない。記録に残る手で、全員に見える。", "en": "A player asked for Nullification (明察秋毫) on Savage Assault (南蛮襲来), Archery Attack (万箭斉発), God Salvation (桃園の誓い) or Amazing Grace (五穀豊穣) while it has targets still to come may answer \"no Nullification for the rest of this card\": they are not asked again until that card has resolved. It is a move of the record, seen by everyone."}, {"id": "standing_dodge", "ja": "自動パスがオフのとき、閃を尋ねられた人は「このターンは閃を持つまで尋ねない」と答えられる。そのターンの間は、応答できるときだけ閃を尋ねる（自動パスと同じ）。ターンの終わりに切れる。", "en": "With auto-pass off, a player asked for Dodge (閃) may answer \"no Dodge this turn unless I hold one\": for the rest of that turn they are asked for Dodge only when they could answer (as auto-pass would). It ends with the turn."}, {"id": "standing_own", "ja": "自分が使った札（自分の無中生有、自分の五穀豊穣の各回）について明察秋毫を尋ねられた人は、「自分の札は今後打ち消さない」と答えられる。以後このゲームの間、自分の札については尋ねない。自分の札を打ち消そうとする明察秋毫については引き続き尋ねる。記録に残る手で、全員に見える。", "en": "A player asked for Nullification (明察秋毫) on a card they used themselves, their own Ex Nihilo (無中生有) or a pick of their own Amazing Grace (五穀豊穣), may answer \"never cancel my own cards\": for the rest of the game they are not asked about their own cards again. They are still asked about a Nullification that would cancel one of them. It is a move of the record, seen by everyone."}, {"id": "undo_answers", "ja": "取り消せるのは自分の直前の手だけで、札を引いた・判定した後や、他のプレイヤー（ボットも含む）が応答した後は取り消せない。", "en": "Undo takes back only the player's own last move, and never across a card drawn or judged, or an answer by any other player, a bot's included."}],
  "generals": {"caocao": {"ja": "曹操", "en": "Cao Cao", "kingdom": "wei", "hp": 4, "gender": "male", "skills": ["jianxiong", "hujia"]}, "simayi": {"ja": "司馬懿", "en": "Sima Yi", "kingdom": "wei", "hp": 3, "gender": "male", "skills": ["fankui", "guicai"]}, "xiahoudun": {"ja": "夏侯惇", "en": "Xiahou Dun", "kingdom": "wei", "hp": 4, "gender": "male", "skills": ["ganglie"]}, "zhangliao": {"ja": "張遼", "en": "Zhang Liao", "kingdom": "wei", "hp": 4, "gender": "male", "skills": ["tuxi"]}, "xuchu": {"ja": "許褚", "en": "Xu Chu", "kingdom": "wei", "hp": 4, "gender": "male", "skills": ["luoyi"]}, "guojia": {"ja": "郭嘉", "en": "Guo Jia", "kingdom": "wei", "hp": 3, "gender": "male", "skills": ["tiandu", "yiji"]}, "zhenji": {"ja": "甄姫", "en": "Zhen Ji", "kingdom": "wei", "hp": 3, "gender": "female", "skills": ["luoshen", "qingguo"]}, "liubei": {"ja": "劉備", "en": "Liu Bei", "kingdom": "shu", "hp": 4, "gender": "male", "skills": ["rende", "jijiang"]}, "guanyu": {"ja": "関羽", "en": "Guan Yu", "kingdom": "shu", "hp": 4, "gender": "male", "skills": ["wusheng"]}, "zhangfei": {"ja": "張飛", "en": "Zhang Fei", "kingdom": "shu", "hp": 4, "gender": "male", "skills": ["paoxiao"]}, "zhugeliang": {"ja": "諸葛亮", "en": "Zhuge Liang", "kingdom": "shu", "hp": 3, "gender": "male", "skills": ["guanxing", "kongcheng"]}, "zhaoyun": {"ja": "趙雲", "en": "Zhao Yun", "kingdom": "shu", "hp": 4, "gender": "male", "skills": ["longdan"]}, "machao": {"ja": "馬超", "en": "Ma Chao", "kingdom": "shu", "hp": 4, "gender": "male", "skills": ["mashu", "tieji"]}, "huangyueying": {"ja": "黄月英", "en": "Huang Yueying", "kingdom": "shu", "hp": 3, "gender": "female", "skills": ["jizhi", "qicai"]}, "sunquan": {"ja": "孫権", "en": "Sun Quan", "kingdom": "wu", "hp": 4, "gender": "male", "skills": ["zhiheng", "jiuyuan"]}, "ganning": {"ja": "甘寧", "en": "Gan Ning", "kingdom": "wu", "hp": 4, "gender": "male", "skills": ["qixi"]}, "lvmeng": {"ja": "呂蒙", "en": "Lü Meng", "kingdom": "wu", "hp": 4, "gender": "male", "skills": ["keji"]}, "huanggai": {"ja": "黄蓋", "en": "Huang Gai", "kingdom": "wu", "hp": 4, "gender": "male", "skills": ["kurou"]}, "zhouyu": {"ja": "周瑜", "en": "Zhou Yu", "kingdom": "wu", "hp": 3, "gender": "male", "skills": ["yingzi", "fanjian"]}, "daqiao": {"ja": "大喬", "en": "Da Qiao", "kingdom": "wu", "hp": 3, "gender": "female", "skills": ["guose", "liuli"]}, "luxun": {"ja": "陸遜", "en": "Lu Xun", "kingdom": "wu", "hp": 3, "gender": "male", "skills": ["qianxun", "lianying"]}, "sunshangxiang": {"ja": "孫尚香", "en": "Sun Shangxiang", "kingdom": "wu", "hp": 3, "gender": "female", "skills": ["xiaoji", "jieyin"]}, "huatuo": {"ja": "華佗", "en": "Hua Tuo", "kingdom": "qun", "hp": 3, "gender": "male", "skills": ["qingnang", "jijiu"]}, "lvbu": {"ja": "呂布", "en": "Lü Bu", "kingdom": "qun", "hp": 4, "gender": "male", "skills": ["wushuang"]}, "diaochan": {"ja": "貂蝉", "en": "Diao Chan", "kingdom": "qun", "hp": 3, "gender": "female", "skills": ["lijian", "biyue"]}},
  "skills": {"jianxiong": {"ja": "奸雄", "en": "Villainous Hero", "locked": false, "lord": false, "text": {"ja": "あなたがダメージを受けた後、そのダメージを与えた札を手札に加えることができます。", "en": "After you take damage, you may take the card(s) that dealt it into your hand."}}, "hujia": {"ja": "護駕", "en": "Royal Escort", "locked": false, "lord": true, "text": {"ja": "主公技。あなたが「閃」を使用するか出す必要があるとき、他の魏の武将に席順で「閃」を出すよう求めることができ、誰かが出した「閃」はあなたが使用したか出したものとみなします。", "en": "Lord skill. When you need to use or play a Dodge, you may ask the other Wei players in turn order to play a Dodge for you; the first one played counts as used or played by you."}}, "fankui": {"ja": "反饋", "en": "Retaliation", "locked": false, "lord": false, "text": {"ja": "あなたがダメージを受けた後、ダメージを与えたプレイヤーの札（手札か装備区）を1枚取ることができます。", "en": "After you take damage, you may take 1 card (hand or equipment) from the player who dealt it."}}, "guicai": {"ja": "鬼才", "en": "Demonic Talent", "locked": false, "lord": false, "text": {"ja": "いずれかのプレイヤーの判定札が効果を発揮する前に、あなたは手札を1枚出して、その判定札と置き換えることができます。", "en": "Before any player's judgement card takes effect, you may play a hand card to replace it."}}, "ganglie": {"ja": "剛烈", "en": "Unyielding", "locked": false, "lord": false, "text": {"ja": "あなたがダメージを受けた後、判定を行うことができます。結果が♥以外なら、ダメージを与えたプレイヤーは「手札を2枚捨てる」か「あなたから1点のダメージを受ける」かを選びます。", "en": "After you take damage, you may judge: if the result is not ♥, the player who dealt the damage chooses to discard 2 hand cards or to take 1 damage from you."}}, "tuxi": {"ja": "突襲", "en": "Sudden Raid", "locked": false, "lord": false, "text": {"ja": "あなたの札引き段階に、札を引く代わりに、他のプレイヤー最大2人から手札を1枚ずつ取ることができます。", "en": "In your draw phase, instead of drawing, you may take 1 hand card from each of up to 2 other players."}}, "luoyi": {"ja": "裸衣", "en": "Bare-Chested", "locked": false, "lord": false, "text": {"ja": "あなたの札引き段階に、引く札を1枚減らすことができます。そうした場合、このターンにあなたが「殺」か「決闘」で与えるダメージは+1されます。", "en": "In your draw phase, you may draw 1 card fewer; if you do, damage you deal with a Slash or a Duel this turn is increased by 1."}}, "tiandu": {"ja": "天妒", "en": "Envy of Heaven", "locked": false, "lord": false, "text": {"ja": "あなたの判定札が効果を発揮した後、その札を手札に加えることができます。", "en": "After a judgement card of yours takes effect, you may take it into your hand."}}, "yiji": {"ja": "遺計", "en": "Bequeathed Strategy", "locked": false, "lord": false, "text": {"ja": "あなたが1点のダメージを受けるたびに、その後、山札の上から2枚を見て、好きなプレイヤー（自分も可）に自由に分けて渡すことができます。", "en": "Each time you take 1 damage, afterwards you may look at the top 2 cards of the draw pile and give them to any players as you choose (yourself included)."}}, "luoshen": {"ja": "洛神", "en": "Goddess Luo", "locked": false, "lord": false, "text": {"ja": "あなたの準備段階の開始時に、判定を行うことができます。結果が黒なら、判定札が効果を発揮した後にそれを手札に加え、さらに判定を行うことができます（黒が出る限り繰り返せます）。", "en": "At the start of your prepare phase, you may judge: if black, you take the judgement card into your hand after it takes effect and may judge again, repeating while the results are black."}}, "qingguo": {"ja": "傾国", "en": "Captivating Beauty", "locked": false, "lord": false, "text": {"ja": "黒の手札1枚を「閃」として使用したり出したりできます。", "en": "You may use or play any black hand card as a Dodge."}}, "rende": {"ja": "仁徳", "en": "Benevolence", "locked": false, "lord": false, "text": {"ja": "あなたの札出し段階に何度でも、手札を1枚以上、好きなように分けて他のプレイヤーに渡すことができます。この段階で渡した札の合計が初めて2枚以上になったとき、あなたは体力を1回復します。", "en": "Any number of times in your play phase, you may give one or more hand cards to other players, split as you like; the first time your total given this phase reaches 2 or more, you recover 1 HP."}}, "jijiang": {"ja": "激将", "en": "Rouse", "locked": false, "lord": true, "text": {"ja": "主公技。あなたが「殺」を使用するか出す必要があるとき、他の蜀の武将に席順で「殺」を出すよう求めることができ、誰かが出した「殺」はあなたが使用したか出したものとみなします。", "en": "Lord skill. When you need to use or play a Slash, you may ask the other Shu players in turn order to play a Slash for you; the first one played counts as used or played by you."}}, "wusheng": {"ja": "武聖", "en": "Warrior Saint", "locked": false, "lord": false, "text": {"ja": "赤の札1枚（手札か装備区）を「殺」として使用したり出したりできます。", "en": "You may use or play any red card (hand or equipment) as a Slash."}}, "paoxiao": {"ja": "咆哮", "en": "Roar", "locked": true, "lord": false, "text": {"ja": "強制技。あなたの札出し段階に、あなたは「殺」を何回でも使用できます。", "en": "Locked. In your play phase, you may use any number of Slashes."}}, "guanxing": {"ja": "観星", "en": "Stargaze", "locked": false, "lord": false, "text": {"ja": "あなたの準備段階の開始時に、山札の上からＸ枚（Ｘは生存しているプレイヤーの数、最大5）を見て、好きな枚数を好きな順で山札の上に、残りを好きな順で山札の下に置くことができます。", "en": "At the start of your prepare phase, you may look at the top X cards of the draw pile (X = living players, at most 5), then put any of them on top and the rest on the bottom, each in any order."}}, "kongcheng": {"ja": "空城", "en": "Empty City", "locked": true, "lord": false, "text": {"ja": "強制技。手札が0枚の間、あなたは「殺」や「決闘」の目標に選ばれません。", "en": "Locked. While you have no hand cards, you cannot be chosen as the target of a Slash or a Duel."}}, "longdan": {"ja": "龍胆", "en": "Dragon Heart", "locked": false, "lord": false, "text": {"ja": "手札の「殺」を「閃」として、または手札の「閃」を「殺」として、使用したり出したりできます。", "en": "You may use or play a Slash from your hand as a Dodge, or a Dodge from your hand as a Slash."}}, "mashu": {"ja": "馬術", "en": "Horsemanship", "locked": true, "lord": false, "text": {"ja": "強制技。あなたから他のプレイヤーへの距離は1減ります。", "en": "Locked. Your distance to other players is reduced by 1."}}, "tieji": {"ja": "鉄騎", "en": "Iron Cavalry", "locked": false, "lord": false, "text": {"ja": "あなたが「殺」の目標を指定した後、判定を行うことができます。結果が赤なら、その目標はこの「殺」に対して「閃」を使用できません。", "en": "After you target a player with a Slash, you may judge: if red, they cannot use a Dodge against that Slash."}}, "jizhi": {"ja": "集智", "en": "Wisdom", "locked": false, "lord": false, "text": {"ja": "あなたが即時錦嚢を使用したとき（技能で他の札から変えたものを除く）、札を1枚引くことができます。", "en": "When you use an instant trick (not one converted from other cards by a skill), you may draw 1 card."}}, "qicai": {"ja": "奇才", "en": "Genius", "locked": true, "lord": false, "text": {"ja": "強制技。あなたが使用する錦嚢には距離の制限がありません。", "en": "Locked. Tricks you use have no distance limit."}}, "zhiheng": {"ja": "制衡", "en": "Balance of Power", "locked": false, "lord": false, "text": {"ja": "あなたの札出し段階に1回まで、札（手札か装備区）を好きな枚数捨て、同じ枚数の札を引くことができます。", "en": "Once per play phase, you may discard any number of cards (hand or equipment), then draw that many."}}, "jiuyuan": {"ja": "救援", "en": "Rescue", "locked": true, "lord": true, "text": {"ja": "主公技。強制技。他の呉の武将があなたに使用した「桃」で、あなたが回復する体力は+1されます。", "en": "Lord skill. Locked. When another Wu player uses a Peach on you, you recover 1 extra HP."}}, "qixi": {"ja": "奇襲", "en": "Surprise Raid", "locked": false, "lord": false, "text": {"ja": "黒の札1枚（手札か装備区）を「取壊し」として使用できます。", "en": "You may use any black card (hand or equipment) as a Dismantlement."}}, "keji": {"ja": "克己", "en": "Self-Restraint", "locked": false, "lord": false, "text": {"ja": "あなたがこのターンの札出し段階に「殺」を使用することも出すこともしなかった場合、札捨て段階を飛ばすことができます。", "en": "If you did not use or play a Slash in your play phase this turn, you may skip your discard phase."}}, "kurou": {"ja": "苦肉", "en": "Self-Injury", "locked": false, "lord": false, "text": {"ja": "あなたの札出し段階に何度でも、体力を1失って（ダメージではありません）、札を2枚引くことができます。", "en": "Any number of times in your play phase, you may lose 1 HP (this is not damage), then draw 2 cards."}}, "yingzi": {"ja": "英姿", "en": "Handsome", "locked": false, "lord": false, "text": {"ja": "あなたの札引き段階に、札を1枚多く引くことができます。", "en": "In your draw phase, you may draw 1 extra card."}}, "fanjian": {"ja": "反間", "en": "Sow Dissension", "locked": false, "lord": false, "text": {"ja": "あなたの札出し段階に1回まで、他のプレイヤーを1人選ぶことができます。その人はスートを1つ宣言してからあなたの手札を無作為に1枚取って公開し、そのスートが宣言と違えば、あなたはその人に1点のダメージを与えます。", "en": "Once per play phase, you may choose another player: they name a suit, then take one of your hand cards at random and show it; if its suit is not the one named, you deal them 1 damage."}}, "guose": {"ja": "国色", "en": "National Beauty", "locked": false, "lord": false, "text": {"ja": "♦の札1枚（手札か装備区）を「楽不思蜀」として使用できます。", "en": "You may use any ♦ card (hand or equipment) as an Indulgence."}}, "liuli": {"ja": "流離", "en": "Diversion", "locked": false, "lord": false, "text": {"ja": "あなたが「殺」の目標になったとき、札（手札か装備区）を1枚捨てて、あなたの攻撃範囲内にいる他のプレイヤー（その「殺」の使用者を除く）を1人選ぶことができます。その人があなたの代わりにその「殺」の目標になります。", "en": "When you become the target of a Slash, you may discard 1 card (hand or equipment) and choose another player within your attack range, not the Slash's user: that player becomes its target instead of you."}}, "qianxun": {"ja": "謙遜", "en": "Modesty", "locked": true, "lord": false, "text": {"ja": "強制技。あなたは「順手牽羊」や「楽不思蜀」の目標に選ばれません。", "en": "Locked. You cannot be chosen as the target of a Snatch or an Indulgence."}}, "lianying": {"ja": "連営", "en": "Chain Camps", "locked": false, "lord": false, "text": {"ja": "あなたが手札を失った後、手札が0枚なら、札を1枚引くことができます。", "en": "After you lose hand cards, if you have none left, you may draw 1 card."}}, "xiaoji": {"ja": "梟姫", "en": "Warrior Woman", "locked": false, "lord": false, "text": {"ja": "あなたが装備区の札を1枚失うたびに、札を2枚引くことができます。", "en": "Each time you lose a card from your equipment area, you may draw 2 cards."}}, "jieyin": {"ja": "結姻", "en": "Marriage", "locked": false, "lord": false, "text": {"ja": "あなたの札出し段階に1回まで、手札を2枚捨てて、体力が減っている男性武将を1人選ぶことができます。あなたとその人はそれぞれ体力を1回復します。", "en": "Once per play phase, you may discard 2 hand cards and choose a wounded male player: you and they each recover 1 HP."}}, "qingnang": {"ja": "青嚢", "en": "Green Pouch", "locked": false, "lord": false, "text": {"ja": "あなたの札出し段階に1回まで、手札を1枚捨てて、体力が減っているプレイヤー（自分も可）を1人選ぶことができます。その人は体力を1回復します。", "en": "Once per play phase, you may discard 1 hand card and choose a wounded player (you may choose yourself): they recover 1 HP."}}, "jijiu": {"ja": "急救", "en": "First Aid", "locked": false, "lord": false, "text": {"ja": "あなたのターン以外のとき、赤の札1枚（手札か装備区）を「桃」として使用できます。", "en": "Outside your turn, you may use any red card (hand or equipment) as a Peach."}}, "wushuang": {"ja": "無双", "en": "Unrivalled", "locked": true, "lord": false, "text": {"ja": "強制技。あなたが使用した「殺」を打ち消すには「閃」が2枚必要です。あなたとの「決闘」では、相手は毎回「殺」を2枚出さなければなりません。", "en": "Locked. A Slash you use needs two Dodges to cancel; in a Duel with you, the other player must play two Slashes each time."}}, "lijian": {"ja": "離間", "en": "Sow Discord", "locked": false, "lord": false, "text": {"ja": "あなたの札出し段階に1回まで、札（手札か装備区）を1枚捨てて、他の男性武将を2人選ぶことができます。後に選んだ人が先に選んだ人に「決闘」を使用したものとみなし、この「決闘」は「明察秋毫」で打ち消せません。", "en": "Once per play phase, you may discard 1 card (hand or equipment) and choose two other male players: the second is regarded as using a Duel on the first, which cannot be cancelled by Nullification."}}, "biyue": {"ja": "閉月", "en": "Eclipse the Moon", "locked": false, "lord": false, "text": {"ja": "あなたの終了段階の開始時に、札を1枚引くことができます。", "en": "At the start of your end phase, you may draw 1 card."}}},
  "kingdoms": {"wei": {"ja": "魏", "en": "Wei"}, "shu": {"ja": "蜀", "en": "Shu"}, "wu": {"ja": "呉", "en": "Wu"}, "qun": {"ja": "群", "en": "Qun"}},
  "card_text": {"slash": {"ja": "あなたの札出し段階に、攻撃範囲内の他のプレイヤー1人に使用します。目標は「閃」を使用しなければ、あなたから1点のダメージを受けます。「殺」は原則として札出し段階に1回しか使用できません。", "en": "In your play phase, use it on another player within your attack range: unless they use a Dodge, they take 1 damage from you. You may use only one Slash per play phase unless a card or skill says otherwise."}, "dodge": {"ja": "「殺」があなたに効果を発揮するとき、それを打ち消すために使用します。「万箭斉発」に対しても出せます。", "en": "Use it when a Slash would take effect on you: it cancels that Slash. It is also played against Archery Attack."}, "peach": {"ja": "体力が減っているとき、あなたの札出し段階に自分に使用して、体力を1回復します。瀕死のプレイヤー（自分も含む）がいるときは、その人に使用でき、その人は体力を1回復します。", "en": "In your play phase, use it on yourself when you are wounded: you recover 1 HP. Whenever a player (you included) is dying, you may use it on them: they recover 1 HP."}, "dismantlement": {"ja": "札出し段階に、札を持つ他のプレイヤー1人に使用します（距離の制限なし）。その人の手札・装備区・判定区のいずれかから札を1枚捨てさせます（手札からは無作為に1枚）。「明察秋毫」で打ち消せます。", "en": "In your play phase, use it on another player who has any card, at any distance: you discard one card from their hand, equipment or judgement area (a hand card is taken at random). A Nullification cancels it."}, "snatch": {"ja": "札出し段階に、距離1にいる、札を持つ他のプレイヤー1人に使用します（武器の攻撃範囲は関係ありません）。その人の手札・装備区・判定区のいずれかから札を1枚取って手札に加えます（手札からは無作為に1枚）。「明察秋毫」で打ち消せます。", "en": "In your play phase, use it on another player at distance 1 who has any card (a weapon's range does not help): you take one card from their hand, equipment or judgement area into your hand (a hand card is taken at random). A Nullification cancels it."}, "duel": {"ja": "札出し段階に、他のプレイヤー1人に使用します（距離の制限なし）。目標から始めて2人が交互に「殺」を出し、先に出さなかった方が相手から1点のダメージを受けます。「明察秋毫」で打ち消せます。", "en": "In your play phase, use it on another player, at any distance. Starting with the target, the two of you take turns to play a Slash; the first who does not takes 1 damage from the other. A Nullification cancels it."}, "collateral": {"ja": "札出し段階に、武器を装備している他のプレイヤー1人と、その人の攻撃範囲内のプレイヤー1人を選んで使用します。1人目は2人目に「殺」を使用するか、使用しなければ（できなければ）装備している武器をあなたに渡します。「明察秋毫」で打ち消せます。", "en": "In your play phase, choose another player who has a weapon equipped, and a player within their attack range. The first must use a Slash on the second; if they do not (or cannot), they give you their weapon. A Nullification cancels it."}, "ex_nihilo": {"ja": "札出し段階に自分に使用し、札を2枚引きます。「明察秋毫」で打ち消せます。", "en": "In your play phase, use it on yourself: draw 2 cards. A Nullification cancels it."}, "nullification": {"ja": "錦嚢が目標1人に効果を発揮する前に使用し、その目標への効果を打ち消します。別の「明察秋毫」を打ち消すこともでき、遅延型錦嚢には判定の前に使用します。誰でも、誰のターンでも使用できます。", "en": "Use it when a scroll is about to take effect on one target: it cancels the effect on that target. It can also cancel another Nullification, and against a delayed scroll it is used before the judgement. Anyone may use it, on anyone's turn."}, "savage_assault": {"ja": "札出し段階に使用し、他のプレイヤー全員が目標になります。あなたから順に、各目標は「殺」を出さなければあなたから1点のダメージを受けます。「明察秋毫」は目標1人ごとに打ち消します。", "en": "In your play phase, use it on every other player: in turn order from you, each must play a Slash or take 1 damage from you. A Nullification cancels it for one target."}, "archery_attack": {"ja": "札出し段階に使用し、他のプレイヤー全員が目標になります。あなたから順に、各目標は「閃」を出さなければあなたから1点のダメージを受けます。「明察秋毫」は目標1人ごとに打ち消します。", "en": "In your play phase, use it on every other player: in turn order from you, each must play a Dodge or take 1 damage from you. A Nullification cancels it for one target."}, "god_salvation": {"ja": "札出し段階に使用し、あなたを含む全プレイヤーが体力を1回復します（体力が減っていない人は対象外）。「明察秋毫」は1人ずつ打ち消します。", "en": "In your play phase, use it: every player, you included, recovers 1 HP (players at full health are skipped). A Nullification cancels it for one player."}, "amazing_grace": {"ja": "札出し段階に使用し、生存しているプレイヤーの数だけ山札の上から札を表向きにします。あなたから順に各プレイヤーが1枚ずつ選んで手札に加え、残りは捨てます。「明察秋毫」は1人の取り分を打ち消します。", "en": "In your play phase, use it: turn up as many cards from the draw pile as there are living players. In turn order from you, each player takes one into their hand; the rest are discarded. A Nullification cancels one player's pick."}, "lightning": {"ja": "札出し段階に、自分の判定区に置きます。持ち主の判定段階に判定を行い、♠2〜9ならその人は3点の雷ダメージ（ダメージ元なし）を受けて「雷電」は捨てられ、それ以外なら「雷電」のない次のプレイヤーの判定区へ移ります。判定の前に「明察秋毫」で打ち消されたときも次へ移ります。", "en": "In your play phase, place it in your own judgement area. In its holder's judgement phase they judge: on ♠2–9 they take 3 thunder damage from no one and the Lightning is discarded; otherwise it moves to the next player without a Lightning. If a Nullification cancels it before the judgement, it moves on too."}, "indulgence": {"ja": "札出し段階に、他のプレイヤー1人の判定区に置きます（距離の制限なし）。その人の判定段階に判定を行い、♥以外ならその人はそのターンの札出し段階を飛ばします。その後「楽不思蜀」は捨てられます（判定の前に「明察秋毫」で打ち消されたときも）。", "en": "In your play phase, place it in another player's judgement area, at any distance. In their judgement phase they judge: unless the result is ♥, they skip that turn's play phase. The Indulgence is then discarded, as it is if a Nullification cancels it before the judgement."}, "crossbow": {"ja": "武器（攻撃範囲1）。あなたの札出し段階に「殺」を何回でも使用できます。", "en": "Weapon, attack range 1. You may use any number of Slash cards in your play phase."}, "qinggang_sword": {"ja": "武器（攻撃範囲2）。あなたの「殺」は目標の防具（「八卦陣」や「仁王盾」）を無視します。", "en": "Weapon, attack range 2. A Slash you use ignores the target's armour (Eight Diagram, Renwang Shield)."}, "ice_sword": {"ja": "武器（攻撃範囲2）。あなたの「殺」が札を持つ目標にダメージを与えるとき、そのダメージを防ぐ代わりに、その人の札（手札か装備区）を1枚ずつ2枚捨てさせることができます。", "en": "Weapon, attack range 2. When your Slash would deal damage to a target who has cards, you may prevent the damage and instead discard 2 of their cards (hand or equipment), one at a time."}, "double_sword": {"ja": "武器（攻撃範囲2）。あなたの「殺」が異性の武将を目標にしたとき、その人に、手札を1枚捨てるか、あなたに札を1枚引かせるかを選ばせることができます。武将なしのゲームでは性別がないため、この効果は発動しません。", "en": "Weapon, attack range 2. When your Slash targets a player of the opposite gender, you may make them choose: discard 1 hand card, or let you draw 1 card. Without generals no one has a gender, so this never happens."}, "blade": {"ja": "武器（攻撃範囲3）。あなたの「殺」が「閃」で打ち消されたとき、同じ目標にもう1枚「殺」を使用できます（距離を無視し、使用回数に数えません）。", "en": "Weapon, attack range 3. When your Slash is cancelled by a Dodge, you may use another Slash on the same target (it ignores distance and does not count toward the limit)."}, "spear": {"ja": "武器（攻撃範囲3）。手札2枚を「殺」として使用したり出したりできます。その「殺」の色は、2枚とも赤なら赤、2枚とも黒なら黒、混ざっていれば無色です。", "en": "Weapon, attack range 3. You may use or play any 2 hand cards as a Slash. It is red if both are red, black if both are black, and colourless if mixed."}, "axe": {"ja": "武器（攻撃範囲3）。あなたの「殺」が「閃」で打ち消されたとき、札（手札か装備区、「貫石斧」自身を除く）を2枚捨てて、その「殺」を命中させることができます。", "en": "Weapon, attack range 3. When your Slash is cancelled by a Dodge, you may discard 2 cards (hand or equipment, not the Stone Axe itself) to make it hit anyway."}, "halberd": {"ja": "武器（攻撃範囲4）。使用する「殺」があなたの最後の手札なら、攻撃範囲内から目標を2人まで追加できます。", "en": "Weapon, attack range 4. If the Slash you use is your last hand card, you may choose up to 2 more targets within your attack range."}, "kylin_bow": {"ja": "武器（攻撃範囲5）。あなたの「殺」が目標にダメージを与えるとき、その人の装備区の馬（+1馬か−1馬）を1枚捨てさせることができます。", "en": "Weapon, attack range 5. When your Slash deals damage, you may discard a horse (+1 or −1) from the target's equipment."}, "eight_diagram": {"ja": "防具。「閃」を使用するか出す必要があるとき、判定を行うことができ、赤なら「閃」を使用した（出した）ものとみなします。判定は求められるたびに1回で、黒でも手札の「閃」を使えます。", "en": "Armour. When you need to use or play a Dodge, you may judge: if red, it counts as a Dodge used or played. One try each time; after black you may still use a real Dodge."}, "renwang_shield": {"ja": "防具。黒の「殺」はあなたに効果がありません。", "en": "Armour. Black Slash cards have no effect on you."}, "dilu": {"ja": "防御馬（+1馬）。他のプレイヤーからあなたへの距離は1増えます。", "en": "+1 horse: other players' distance to you is increased by 1."}, "jueying": {"ja": "防御馬（+1馬）。他のプレイヤーからあなたへの距離は1増えます。", "en": "+1 horse: other players' distance to you is increased by 1."}, "zhuahuang": {"ja": "防御馬（+1馬）。他のプレイヤーからあなたへの距離は1増えます。", "en": "+1 horse: other players' distance to you is increased by 1."}, "chitu": {"ja": "攻撃馬（−1馬）。あなたから他のプレイヤーへの距離は1減ります。", "en": "−1 horse: your distance to other players is reduced by 1."}, "dayuan": {"ja": "攻撃馬（−1馬）。あなたから他のプレイヤーへの距離は1減ります。", "en": "−1 horse: your distance to other players is reduced by 1."}, "zixing": {"ja": "攻撃馬（−1馬）。あなたから他のプレイヤーへの距離は1減ります。", "en": "−1 horse: your distance to other players is reduced by 1."}},
  "role_text": {"lord": {"ja": "身分を公開して戦い、反賊と内奸を全員倒せば、忠臣とともに勝利します（倒れた忠臣も勝者）。あなたが忠臣を倒すと、手札と装備をすべて捨てます。", "en": "Your role is known to all: you win with the loyalists (the dead ones too) when every rebel and renegade is dead. If you kill a loyalist, you discard every card in your hand and equipment."}, "loyalist": {"ja": "主公を守ります。反賊と内奸が全員倒れれば、主公とともに勝利します（あなたが倒れていても）。", "en": "Protect the lord: when every rebel and renegade is dead, you win with the lord, even if you have died."}, "rebel": {"ja": "主公を倒すことが目標で、主公が死亡すれば反賊全員（倒れた反賊も）が勝利します（ただし、生き残りが内奸1人だけなら内奸の勝利）。反賊を倒したプレイヤーは札を3枚引きます。", "en": "Kill the lord: when the lord dies, the rebels win, the dead ones too (unless a renegade is the only one left alive). Whoever kills a rebel draws 3 cards."}, "renegade": {"ja": "最後の1人になることを目指します。主公が死亡したとき、生き残っているのがあなた1人だけなら、あなた1人の勝利です（主公以外を先に倒し、主公は最後に）。", "en": "Be the last one standing: you win alone if, when the lord dies, you are the only player left alive, so everyone else must fall first and the lord last."}},
  "genders": {"male": {"ja": "男性", "en": "male"}, "female": {"ja": "女性", "en": "female"}},
  "options": {"generals": {"ja": "武将を使う", "en": "Play with generals"}, "ex_cards": {"ja": "EXカード4枚を入れる（108枚）", "en": "Include the 4 EX cards (108 cards)"}, "auto_pass": {"ja": "応答できないときは自動でパス", "en": "Auto-pass when you cannot answer"}, "roles": {"ja": "身分の構成", "en": "Roles"}},
  "role_choices": [{"id": "lord_renegade", "label": {"ja": "主公と内奸（日本版）", "en": "Lord and renegade (Japanese edition)"}, "splits": {"2": [1, 0, 0, 1]}}, {"id": "two_renegades", "label": {"ja": "内奸2人", "en": "Two renegades"}, "splits": {"6": [1, 1, 2, 2], "8": [1, 2, 3, 2]}}],
  "phases": ["prepare", "judge", "draw", "play", "discard", "end"],
  "conversions": {"wusheng": [["slash", "red"]], "qingguo": [["dodge", "black"]], "longdan": [["dodge", "slash"], ["slash", "dodge"]], "qixi": [["dismantlement", "black"]], "guose": [["indulgence", "D"]], "jijiu": [["peach", "red"]]},
  "set_targets": {"cards": ["slash"], "skills": ["tuxi"]},
  "card_costs": {"jieyin": 2, "qingnang": 1, "zhiheng": null},
  "action_text": {"labels": {"use": {"ja": "{card}を使う{to}", "en": "Use {card}{to}"}, "equip": {"ja": "{card}を装備する", "en": "Equip {card}"}, "as": {"ja": "{skill}：{card}を{as}として{to}", "en": "{skill}: {card} as {as}{to}"}, "spear": {"ja": "丈八蛇矛：{cards}を殺として{to}", "en": "Serpent Spear: {cards} as Slash{to}"}, "play": {"ja": "{card}", "en": "{card}"}, "skill": {"ja": "{skill}を発動{to}", "en": "Use {skill}{to}"}, "skill_card": {"ja": "{skill}：{card}{to}", "en": "{skill}: {card}{to}"}, "end": {"ja": "札出し終了", "en": "End play phase"}, "discard": {"ja": "{cards}を捨てる", "en": "Discard {cards}"}, "cost": {"ja": "{cards}を捨てる", "en": "Discard {cards}"}, "pick": {"ja": "{card}", "en": "{card}"}, "pick_hand": {"ja": "手札から1枚（無作為）", "en": "A card from the hand (at random)"}, "take": {"ja": "{card}を取る", "en": "Take {card}"}, "choose": {"ja": "{card}を選ぶ", "en": "Choose {card}"}, "done": {"ja": "決定", "en": "Done"}, "place_top": {"ja": "{card}を山札の上へ", "en": "{card} on top"}, "place_bottom": {"ja": "{card}を山札の下へ", "en": "{card} to the bottom"}, "give": {"ja": "{card}{to}", "en": "{card}{to}"}, "suit": {"ja": "{suit}", "en": "{suit}"}, "damage": {"ja": "1点のダメージを受ける", "en": "Take 1 damage"}, "general": {"ja": "{general}（{kingdom}・体力{hp}）", "en": "{general} ({kingdom}, HP {hp})"}, "armor": {"ja": "八卦陣で判定", "en": "Judge with Eight Diagram"}, "axe": {"ja": "貫石斧：{cards}を捨てる", "en": "Stone Axe: discard {cards}"}, "ice": {"ja": "寒氷剣を発動", "en": "Use Ice Sword"}, "swords": {"ja": "雌雄双股剣を発動", "en": "Use Double Swords"}, "let_draw": {"ja": "相手に1枚引かせる", "en": "Let them draw 1"}, "pass": {"ja": "パス", "en": "Pass"}, "no_dodge": {"ja": "閃を出さない", "en": "No Dodge"}, "no_slash": {"ja": "殺を出さない", "en": "No Slash"}, "no_peach": {"ja": "桃を使わない", "en": "No Peach"}, "no_nullify": {"ja": "打ち消さない", "en": "No Nullification"}, "give_weapon": {"ja": "武器を渡す", "en": "Give the weapon"}, "stand_card": {"ja": "この札にはもう明察秋毫を使わない", "en": "No Nullification for the rest of this card"}, "stand_turn": {"ja": "このターンは閃を持つまで尋ねない", "en": "No Dodge this turn unless I hold one"}, "stand_own": {"ja": "自分の札は今後打ち消さない", "en": "Never cancel my own cards"}}, "pass": {"standing": {"card": "stand_card", "turn": "stand_turn", "own": "stand_own"}, "kind": {"dodge": "no_dodge", "slash": "no_slash", "blade": "no_slash", "peach": "no_peach", "nullify": "no_nullify", "collateral": "give_weapon"}}, "joins": {"to": {"ja": " → {seats}", "en": " → {seats}"}, "seats": {"ja": "、", "en": ", "}, "cards": {"ja": "＋", "en": " + "}}},
  "lords": ["caocao", "liubei", "sunquan"],
  "lord_offer": 5,
  "offer": {"2": 3, "3": 3, "4": 3, "5": 3, "6": 3, "7": 3, "8": 3, "9": 3, "10": 2},
  "lord_bonus": {"2": 0, "3": 0, "4": 0, "5": 1, "6": 1, "7": 1, "8": 1, "9": 1, "10": 1},
  "draw": 2,
  "reach": 1,
  "rebel_reward": 3
};
// END DATA

export const CARD_NAMES = DATA.cards;
export const ROLE_NAMES = DATA.roles;
export const GENERALS = DATA.generals;
export const SKILLS = DATA.skills;
export const KINGDOMS = DATA.kingdoms;
export const CARD_TEXT = DATA.card_text || {};
export const ROLE_TEXT = DATA.role_text || {};
// For the table (view.js), not shown here: what each conversion skill makes
// of which cards, and whose several targets are a set, as the engine decides.
export const CONVERSIONS = DATA.conversions;
export const SET_TARGETS = DATA.set_targets;
// Play skills whose cards are asked after the skill: skill -> how many (null: any number).
export const CARD_COSTS = DATA.card_costs || {};
// The action labels (answer buttons), the engine's own log labels' table:
// templates by key, which pass label by standing answer and question, joins.
export const ACTION_TEXT = DATA.action_text;

const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);

// ---------------------------------------------------------------- the three marks
// The mark is a letter (a kanji in Japanese), never a word: the legend says
// what each means, the title gives the full label on a long press or hover.
const SOURCE = {
  en: { seed: "Basic rules (Japanese edition)", rulebook: "Rulebook (Standard Edition)", ours: "Hotseat's ruling" },
  ja: { seed: "基本ルール（日本語版）", rulebook: "ルールブック（標準版）", ours: "Hotseat の決定" },
};
const MARK = { en: { seed: "B", rulebook: "R", ours: "H" }, ja: { seed: "基", rulebook: "ル", ours: "決" } };
const CLASS = { seed: "original", rulebook: "original rulebook", ours: "decision" };
const mark = (l, src) => `<abbr class="tag-src src-${src}" title="${esc(SOURCE[l][src])}">${esc(MARK[l][src])}</abbr>`;
const tag = mark;
/** A paragraph, or a block holding lists, marked with its source. */
const para = (l, src, html) => `<p class="${CLASS[src]}">${tag(l, src)}${html}</p>`;
const block = (l, src, html) => `<div class="${CLASS[src]}">${tag(l, src)}${html}</div>`;

/** The legend of the marks, folded: open on request. */
function legendHTML(l, T) {
  const rows = ["seed", "rulebook", "ours"].map((src) => `<li>${mark(l, src)}<b>${esc(SOURCE[l][src])}</b>${T.colon}${esc(T.legend[src])}</li>`).join("");
  const marks = ["seed", "rulebook", "ours"].map((src) => mark(l, src)).join("");
  return `<details class="src-legend"><summary>${esc(T.legendTitle)} ${marks}</summary><ul>${rows}</ul></details>`;
}

/** "a, b and c" / "a・b・c" */
const list = (l, xs) => (l === "ja" ? xs.join("・")
  : xs.length < 2 ? xs.join("") : `${xs.slice(0, -1).join(", ")} and ${xs[xs.length - 1]}`);

/** A card's, general's or skill's name: in English with its kanji beside. */
const named = (l, x) => (l === "ja" ? esc(x.ja) : `${esc(x.en)} <span lang="ja">(${esc(x.ja)})</span>`);

/** The names and numbers the text uses, from DATA, escaped; fresh for each
 * paragraph, whose first mention of a name carries its kanji in English. */
function values(l) {
  const d = DATA;
  const ja = l === "ja";
  const seen = new Set();
  const once = (kind, k, x) => {
    if (ja || seen.has(kind + k)) return esc(x[l]);
    seen.add(kind + k);
    return named(l, x);
  };
  const N = (k) => esc(d.cards[k][l]);
  const C = (k) => (ja ? `「${N(k)}」` : once("c", k, d.cards[k]));
  const R = (k) => esc(d.roles[k][l]);
  const G = (k) => once("g", k, d.generals[k]);
  const S = (k) => once("s", k, d.skills[k]);
  const O = (k) => esc(d.options[k][l]);
  // the draft: most players are offered the usual number, some counts fewer
  const tally = {};
  for (const k of Object.values(d.offer)) tally[k] = (tally[k] || 0) + 1;
  const offer = Number(Object.keys(tally).sort((a, b) => tally[b] - tally[a])[0]);
  const fewer = Object.entries(d.offer).filter(([, k]) => k !== offer).map(([n, k]) => ({ n: esc(n), k: esc(k) }));
  // the lord's extra max HP: from how many players, and how much
  const bonusAt = Object.entries(d.lord_bonus).filter(([, b]) => b > 0).map(([n, b]) => [Number(n), b])
    .sort((a, b) => a[0] - b[0])[0] || [null, 0];
  const counts = Object.keys(d.splits).map(Number).sort((a, b) => a - b);
  const fewest = d.splits[String(counts[0])];
  const roleIds = Object.keys(d.roles);
  return {
    N, C, R, G, S, O,
    label: (k) => esc(d.action_text.labels[k][l]),
    hp: esc(d.hp), hand: esc(d.hand), draw: esc(d.draw), reach: esc(d.reach), reward: esc(d.rebel_reward),
    deck: esc(d.deck), ex: esc(d.ex),
    lords: list(l, d.lords.map(G)), lordExtra: esc(d.lord_offer - d.lords.length),
    offer: esc(offer), fewer,
    bonusFrom: esc(bonusAt[0]), bonus: esc(bonusAt[1]),
    fewest: esc(counts[0]), fewestRoles: list(l, roleIds.filter((r, i) => fewest[i] > 0).map(R)),
    bladeRange: esc(d.cards.blade.range),
  };
}

// ---------------------------------------------------------------- the text
// Trusted HTML; every name and number is an argument (v), from DATA.
const TEXT = {
  en: {
    title: "Sanguosha (三国殺) — identity mode",
    legendTitle: "Where each rule comes from",
    legend: {
      seed: "the basic rules text of the Japanese edition: distance, attack range, judgement, using and playing cards, events and answers, damage, dying.",
      rulebook: "the rulebook of the Standard Edition, with its card and general texts.",
      ours: "decided by Hotseat where the texts are silent or the app needs a rule. Every ruling at the end is one.",
    },
    rolesTitle: "Roles and goals",
    roles: (v) => `Each player is dealt a role card face down. The ${v.R("lord")} shows it at once; the others stay hidden until their owner dies. The goals:`,
    splitsCaption: "Roles by number of players",
    players: "Players",
    splitsOurs: (v) => `The table is the rulebook's, except that with ${v.fewest} players Hotseat deals ${v.fewestRoles}, as the open-source versions do. The option “${v.O("roles")}” offers the other splits the sources give:`,
    setupTitle: "Setup",
    draft: (v) => `The ${v.R("lord")} is offered ${v.lords} (the generals with a lord skill) and ${v.lordExtra} more, and picks one in the open. Every other player is then offered ${v.offer} generals${v.fewer.map((f) => ` (${f.k} with ${f.n} players)`).join("")}, picks one face down, and all are revealed together.`,
    setup: (v) => `HP and max HP are the general's; from ${v.bonusFrom} players the ${v.R("lord")}'s max HP is ${v.bonus} higher. Everyone gets ${v.hand} cards from the shuffled deck. The ${v.R("lord")} takes the first turn; play goes counter-clockwise (to the right).`,
    turnTitle: "A turn",
    turn: "A turn goes through these phases in order:",
    phases: {
      prepare: () => "<b>Preparation</b>: nothing, unless a skill acts here.",
      judge: () => "<b>Judgement</b>: each delayed scroll in your judgement area is judged, the last placed first.",
      draw: (v) => `<b>Draw</b>: draw ${v.draw} cards.`,
      play: (v) => `<b>Play</b>: use any number of cards, but only one ${v.C("slash")} per play phase unless a card or skill says otherwise. Equipment goes into its slot (weapon, armour, each horse), replacing what was there.`,
      discard: () => "<b>Discard</b>: discard down to as many hand cards as your current HP.",
      end: () => "<b>End</b>: nothing, unless a skill acts here.",
    },
    judgement: "A judgement turns up the top card of the draw pile: its suit, rank or name decides the effect, then it is discarded. ♥ and ♦ are red, ♠ and ♣ black. A judgement card belongs to no one.",
    piles: "When a card must be drawn and the draw pile is empty, the discard pile is shuffled into a new draw pile.",
    priority: (v) => `When texts disagree, a general's skill beats a card's text, which beats the basic rules: ${v.S("paoxiao")} of ${v.G("zhangfei")} overrides the one-${v.C("slash")} limit.`,
    distanceTitle: "Distance and attack range",
    distance: (v) => `Your distance to another player is the shorter way round the table, counting living players only: when someone dies, their neighbours come closer. Horses change it (see the cards). Your attack range is ${v.reach} without a weapon, or your weapon's range. ${v.C("slash")} reaches only players within your attack range. For example, with ${v.C("blade")} (range ${v.bladeRange}) you may use ${v.C("slash")} on a player that far away, but not ${v.C("snatch")}, which goes by distance whatever your weapon.`,
    answersTitle: "Answering out of turn",
    answers: (v) => `Using a card or a skill is an event others may answer. From the player whose turn it is, round the table in turn order, each player decides whether to answer; who passes may not answer that event again. ${v.C("dodge")} answers ${v.C("slash")} (and ${v.C("archery_attack")}); ${v.C("nullification")} answers a scroll, and another ${v.C("nullification")}, so chains form; ${v.C("peach")} answers a dying player.`,
    answersOurs: (v) => `Every answer window is real: each player who may answer is asked, in that order. A ${v.C("nullification")} is a new event everyone may answer (see the rulings).`,
    dyingTitle: "Dying and death",
    dying: (v) => `When a player's HP falls to zero or below, they are dying, and that is resolved before the damage goes on. From the current player round the table, each player (the dying one too) may use ${v.C("peach")} on them, until their HP is above zero again or everyone has declined: then they die. A player saved can still use an after-damage skill (for example ${v.S("ganglie")} of ${v.G("xiahoudun")}).`,
    death: (v) => `A dead player's cards (hand, equipment, judgement area) are discarded and their role is shown. Rewards and penalties, only when the killer is alive: whoever kills a ${v.R("rebel")} (a ${v.R("rebel")} too) draws ${v.reward} cards; a ${v.R("lord")} who kills a ${v.R("loyalist")} discards every card in hand and equipment. A death without a killer (${v.C("lightning")}) brings neither.`,
    endTitle: "The end",
    end: (v) => `The game ends at once when the ${v.R("lord")} dies: the ${v.R("rebel")} side wins, the dead ones too, unless a ${v.R("renegade")} is the only player left alive, who then wins alone. It also ends when every ${v.R("rebel")} and ${v.R("renegade")} is dead: the ${v.R("lord")} and the ${v.R("loyalist")} side win, the dead ones too.`,
    optionsTitle: "Options",
    on: "on by default",
    generals: (v) => `off plays the rulebook's beginner game: every player is a plain character with ${v.hp} HP (the ${v.R("lord")} ${v.bonus} more from ${v.bonusFrom} players), with no general, skill or gender; there is no draft.`,
    ex: (v) => `the Japanese box includes the ${v.ex} EX cards; off plays the ${v.deck}-card deck.`,
    autoPass: "a player who holds nothing that could answer a question (counting every way, such as armour or a skill) is not asked, so the table learns that they held no answer. Off: everyone who may answer is asked every time.",
    rolesOption: "who gets which role: see “Roles and goals”.",
    standing: (v) => `Standing answers: a pass that also answers the questions to come, said to the whole table. “${v.label("stand_card")}” is offered in a ${v.C("nullification")} window of a scroll with targets still to come: ${list("en", ["savage_assault", "archery_attack", "god_salvation", "amazing_grace"].map(v.C))}. “${v.label("stand_turn")}” is offered for a ${v.C("dodge")} when auto-pass is off. “${v.label("stand_own")}” is offered when you are asked to cancel a card you used yourself.`,
    undo: "Undo takes back only your own last move, and only while no other player has moved since (a bot's answer counts too), and never across a draw, a judgement or anything else that showed a hidden card.",
    hidden: (v) => `Hidden: hands, roles until death (the ${v.R("lord")}'s is open) and the draw pile. Each screen shows only what that seat may see.`,
    play: {
      title: "Playing on this table",
      steps: "Using a card",
      useLabel: "Use",
      card: "Tap a card in your hand, or a skill under it. Its text opens, and the players it can reach light up with their distance.",
      seat: "Tap a lit player: for a card with several targets, each of them. A faded player is out of reach; tapping one says why.",
      use: "Tap “Use”. “Cancel”, or the card again, puts it back.",
      marksTitle: "The marks on the seats",
      marks: {
        current: "gold border: whose turn it is",
        asked: "blue outline: asked to answer now",
        lit: "glowing yellow: you may aim at them",
        chosen: "blue: your chosen target",
        dim: "faded: out of reach for this card",
        dying: (v) => `pink: dying, asking for a ${v.C("peach")}`,
        dead: "grey: dead",
      },
      answering: "When you are asked to answer, the question shows above your hand with only the answers you may give, as buttons. With auto-pass on (see Options) you are not asked when nothing you hold could answer.",
      acts: "Each seat shows its latest act on it, such as the card it played or a pass, until it acts again; the centre of the table shows whose turn and phase it is, the cards just played in this turn, and the last line of the log.",
      tools: "“Hint” lights the move a bot would make, without making it. “Undo” in the top bar takes back your own last move. “Log” in the top bar lists every move, newest first; lines only you may see carry a lock. Tap any player to read their general, skills and equipment.",
      lordOff: (v) => `A lord skill of a general who is not the ${v.R("lord")} shows dimmed and marked inactive: it works only for the ${v.R("lord")}.`,
      handover: "When the tablet passes to another player, a screen hides your hand until they tap it.",
    },
    cardsTitle: (v) => `The cards (${v.deck}, with the EX cards ${v.ex} more)`,
    cardsIntro: "What each card does. Where a text leaves something open, the rulings below decide.",
    groups: { basic: "Basic cards", trick: "Scrolls", delayed: "Delayed scrolls", weapon: "Weapons", armor: "Armour", plus: "Defensive horses", minus: "Offensive horses" },
    range: (r) => `range ${r}`,
    generalsTitle: (n) => `The generals (${n})`,
    skillKinds: (v) => `A locked skill (強制技) always acts when its condition is met, or lasts; a lord skill (主公技) works only for the ${v.R("lord")}; any other skill you may use or not.`,
    generalsIntro: "Each general's kingdom, HP, gender and skills, with the original skill texts.",
    hpOf: (hp) => `HP ${hp}`,
    locked: "locked", lordSkill: "lord skill",
    colon: ": ", sep: ", ", paren: (x) => ` (${x})`, count: (r, n) => `${r} ${n}`, at: (n) => `${n} players`, semi: "; ",
    rulingsTitle: "Rulings where the texts are silent",
  },
  ja: {
    title: "三国殺 — 身分モード",
    legendTitle: "各ルールの出典",
    legend: {
      seed: "日本語版の「ゲームの基本ルール」（距離・攻撃範囲・判定・使用と出す・事件と応答・ダメージ・瀕死）。",
      rulebook: "標準版のルールブックと、そのカード・武将のテキスト。",
      ours: "テキストに記載がない点やアプリに必要な点について、仕様または Hotseat が決めたもの。最後の裁定はすべてこれです。",
    },
    rolesTitle: "身分と勝利条件",
    roles: (v) => `各プレイヤーに身分カードを伏せて配ります。${v.R("lord")}はすぐに公開し、他の身分は死亡するまで秘密です。各身分の目標：`,
    splitsCaption: "人数ごとの身分",
    players: "人数",
    splitsOurs: (v) => `表はルールブックのものですが、${v.fewest}人のときは他の版（オープンソース版）と同じく${v.fewestRoles}です。「${v.O("roles")}」の設定で、資料にある他の構成も選べます：`,
    setupTitle: "準備",
    draft: (v) => `${v.R("lord")}には${v.lords}（主公技を持つ武将）とその他${v.lordExtra}人が提示され、公開で一人を選びます。続いて他の全員に${v.offer}人${v.fewer.map((f) => `（${f.n}人のときは${f.k}人）`).join("")}が提示され、伏せて選び、全員が同時に公開します。`,
    setup: (v) => `体力と体力上限は武将のもの。${v.bonusFrom}人以上では${v.R("lord")}の体力上限が${v.bonus}増えます。よく切った山札から各自${v.hand}枚の手札を受け取ります。${v.R("lord")}が最初のターンを行い、反時計回り（右隣へ）に進みます。`,
    turnTitle: "ターンの流れ",
    turn: "ターンは次の段階を順に行います：",
    phases: {
      prepare: () => "<b>準備段階</b>：技能がなければ何もしません。",
      judge: () => "<b>判定段階</b>：判定区の遅延型錦嚢を、後に置かれたものから順に判定します。",
      draw: (v) => `<b>札引き段階</b>：山札から${v.draw}枚引きます。`,
      play: (v) => `<b>札出し段階</b>：札を何枚でも使用できます。ただし${v.C("slash")}は、カードや技能に別の記載がない限り札出し段階に一度だけ。装備は各区画（武器・防具・各馬）に置き、前のものと入れ替えます。`,
      discard: () => "<b>札捨て段階</b>：手札を現在の体力値と同じ枚数まで捨てます。",
      end: () => "<b>終了段階</b>：技能がなければ何もしません。",
    },
    judgement: "判定とは山札の一番上の札をめくることで、そのスート・点数・名称で効果が決まり、その後捨て場に置かれます。♥♦は赤、♠♣は黒。判定カードは誰の所有物でもありません。",
    piles: "札を引く必要があるのに山札がなければ、捨て場を切って新しい山札にします。",
    priority: (v) => `テキストが食い違うときは、武将技能＞カードの効果＞基本ルールの順に従います。例：${v.G("zhangfei")}の「${v.S("paoxiao")}」は${v.C("slash")}の回数制限より優先。`,
    distanceTitle: "距離と攻撃範囲",
    distance: (v) => `他のプレイヤーとの距離は、生存者だけを数えて時計回りと反時計回りの近い方の席数です。誰かが死亡すると、その両隣の距離が近づきます。馬で変わります（カード参照）。攻撃範囲は武器がなければ${v.reach}、武器があればその武器の攻撃範囲。${v.C("slash")}は攻撃範囲内の相手にだけ使用できます。基本ルールの例：${v.C("blade")}（攻撃範囲${v.bladeRange}）を装備すればその距離の相手に${v.C("slash")}を使用できますが、${v.C("snatch")}は使用できません（武器に関係なく距離で決まるため）。`,
    answersTitle: "ターン外の応答",
    answers: (v) => `札の使用や技能の発動は事件で、他のプレイヤーが応答できます。ターンプレイヤーから反時計回りに順番に、応答するかどうかを決めます。応答を放棄した人は同じ事件にもう応答できません。${v.C("slash")}には${v.C("dodge")}（${v.C("archery_attack")}にも）、錦嚢には${v.C("nullification")}（別の${v.C("nullification")}にも応答できるので連鎖します）、瀕死の人には${v.C("peach")}。`,
    answersOurs: (v) => `応答の機会はすべて実際に尋ねます：応答できる人に順番に尋ねます。${v.C("nullification")}は新しい事件で、全員が応答できます（裁定参照）。`,
    dyingTitle: "瀕死と死亡",
    dying: (v) => `体力がゼロ以下になると瀕死状態になり、ダメージの続きより先に瀕死を裁決します。ターンプレイヤーから順に、各プレイヤー（瀕死の本人も）がその人に${v.C("peach")}を使用でき、体力がゼロより上に戻るか全員が断るまで続きます。断られれば死亡します。救われた人は、ダメージを受けた後の技能を発動できます（基本ルールの例：${v.G("xiahoudun")}の「${v.S("ganglie")}」）。`,
    death: (v) => `死亡したプレイヤーの札（手札・装備区・判定区）はすべて捨て、身分を公開します。報酬と罰則（倒した人が生きているときだけ）：${v.R("rebel")}を倒した人は（${v.R("rebel")}でも）札を${v.reward}枚引きます。${v.R("lord")}が${v.R("loyalist")}を倒すと、手札と装備をすべて捨てます。倒した人がいない死亡（${v.C("lightning")}）にはどちらもありません。`,
    endTitle: "ゲームの終了",
    end: (v) => `${v.R("lord")}が死亡した時点で終了し、${v.R("rebel")}（死亡した${v.R("rebel")}も）の勝利。ただし生き残りが${v.R("renegade")}一人だけなら${v.R("renegade")}の単独勝利です。${v.R("rebel")}と${v.R("renegade")}が全員死亡した時点でも終了し、${v.R("lord")}と${v.R("loyalist")}（死亡した${v.R("loyalist")}も）の勝利です。`,
    optionsTitle: "オプション",
    on: "標準でオン",
    generals: (v) => `オフにするとルールブックの初心者ルール：全員が体力${v.hp}の武将なしのキャラクター（${v.bonusFrom}人以上では${v.R("lord")}は${v.bonus}多い）で、技能も性別もなく、武将選びもありません。`,
    ex: (v) => `日本版の箱にはEXカード${v.ex}枚が入っています。オフにすると${v.deck}枚の山札で遊びます。`,
    autoPass: "問いに応答できる札や方法（防具や技能も含む）を持たない人には尋ねません。そのため、その人が応答の手段を持っていなかったことが全員に分かります。オフにすると、応答できる人には毎回尋ねます。",
    rolesOption: "身分の構成は「身分と勝利条件」を参照。",
    standing: (v) => `前もっての応答：これからの問いにもまとめて答えるパスで、全員に知らされます。「${v.label("stand_card")}」は、目標がまだ残っている錦嚢（${list("ja", ["savage_assault", "archery_attack", "god_salvation", "amazing_grace"].map(v.C))}）の${v.C("nullification")}の問いで選べます。「${v.label("stand_turn")}」は、自動パスがオフのとき${v.C("dodge")}の問いで選べます。「${v.label("stand_own")}」は、自分が使った札を打ち消すかどうか尋ねられたときに選べます。`,
    undo: "取り消せるのは自分の最後の手だけで、その後に他のプレイヤー（ボットも含む）が手を指していないときに限ります。札を引く、判定など隠れていた札が見えた手をまたいでも取り消せません。",
    hidden: (v) => `秘密の情報：手札、死亡するまでの身分（${v.R("lord")}は公開）、山札。各画面にはその席が見てよいものだけが表示されます。`,
    play: {
      title: "この卓の遊び方",
      steps: "札の使い方",
      useLabel: "使う",
      card: "手札の札か、その下の技能をタップします。テキストが開き、届くプレイヤーが距離とともに光ります。",
      seat: "光っているプレイヤーをタップします。目標が複数の札では、それぞれをタップします。薄く表示された人は届きません。タップすると理由が出ます。",
      use: "「使う」をタップします。「やめる」か、もう一度札をタップすると取りやめます。",
      marksTitle: "席の印",
      marks: {
        current: "金の枠：ターンプレイヤー",
        asked: "青い外枠：いま応答を尋ねられている人",
        lit: "黄色く光る：目標にできる人",
        chosen: "青：選んだ目標",
        dim: "薄い：この札が届かない人",
        dying: (v) => `ピンク：瀕死で${v.C("peach")}を求めている人`,
        dead: "灰色：死亡した人",
      },
      answering: "応答を尋ねられると、手札の上に問いと、選べる応答だけがボタンで出ます。自動パスがオン（オプション参照）なら、応答できる札や手段がないときは尋ねられません。",
      acts: "各席には、出した札やパスなど最新の行動が、次に行動するまで表示されます。卓の中央には、ターンプレイヤーと段階、このターンに出たばかりの札、ログの最後の行が出ます。",
      tools: "「ヒント」はボットが選ぶ手を光らせます（実行はしません）。上のバーの「取り消し」は自分の直前の手を取り消します。「ログ」は全部の手を新しい順に表示し、自分だけが見られる行には鍵の印が付きます。プレイヤーをタップすると、その武将・技能・装備が読めます。",
      lordOff: (v) => `${v.R("lord")}でない武将の主公技は、薄く「無効」と表示されます（${v.R("lord")}のときだけ有効）。`,
      handover: "端末を他のプレイヤーに渡すときは、その人がタップするまで手札を隠す画面が出ます。",
    },
    cardsTitle: (v) => `カード一覧（${v.deck}枚、EXカードを入れると${v.ex}枚追加）`,
    cardsIntro: "各カードの効果。テキストにない部分は下の裁定によります。",
    groups: { basic: "基本カード", trick: "錦嚢", delayed: "遅延型錦嚢", weapon: "武器", armor: "防具", plus: "防御馬", minus: "攻撃馬" },
    range: (r) => `攻撃範囲${r}`,
    generalsTitle: (n) => `武将一覧（${n}人）`,
    skillKinds: (v) => `強制技は条件を満たすと必ず発動するか、常に効果がある技能です。主公技は${v.R("lord")}のときだけ有効です。それ以外の技能は、発動してもしなくても構いません。`,
    generalsIntro: "各武将の勢力・体力・性別と技能（原文の技能テキスト）。",
    hpOf: (hp) => `体力${hp}`,
    locked: "強制技", lordSkill: "主公技",
    colon: "：", sep: "・", paren: (x) => `（${x}）`, count: (r, n) => `${r}${n}人`, at: (n) => `${n}人`, semi: "；",
    rulingsTitle: "テキストにない部分の裁定",
  },
};

// ---------------------------------------------------------------- the pictures
// Schematic drawings of the table (our own shapes, no artwork, no screenshot),
// in the table's colours (app.css, .sgs-fig): seats over a hand of cards. The
// numbers are arguments, so the text this file writes holds none.
const attrs = (o) => Object.entries(o).map(([k, x]) => ` ${k}="${esc(x)}"`).join("");
const svg = (w, ht, body) => `<svg class="sgs-fig"${attrs({ viewBox: [0, 0, w, ht].join(" ") })} aria-hidden="true" focusable="false">${body}</svg>`;
const rect = (cls, x, y, w, ht, r) => `<rect class="${cls}"${attrs({ x, y, width: w, height: ht, rx: r })}/>`;
const circle = (cls, cx, cy, r) => `<circle class="${cls}"${attrs({ cx, cy, r })}/>`;
/** A seat tile at (x, y), w wide: a name line and three HP pips. */
function seatShape(cls, x, y, w) {
  const ht = w / 2.4;
  const pips = [0, 1, 2].map((i) => circle("fig-pip", x + w * 0.18 + i * w * 0.13, y + ht * 0.68, w * 0.045)).join("");
  return `<g class="${cls}">${rect("fig-seat", x, y, w, ht, ht / 5)}${rect("fig-ink", x + w * 0.1, y + ht * 0.22, w * 0.5, ht * 0.16, ht * 0.08)}${pips}</g>`;
}
const tap = (x, y) => circle("fig-tap", x, y, 7) + circle("fig-tap-dot", x, y, 2.5);
/** The hand: four cards, one raised and chosen. */
function handShape() {
  return [12, 36, 60, 84].map((x, i) => rect(i === 1 ? "fig-card is-chosen" : "fig-card", x, i === 1 ? 44 : 52, 20, 28, 3)).join("");
}
/** The three steps of using a card: tap it, tap a lit seat, tap Use. */
function stepPictures(label) {
  const table = rect("fig-table", 0, 0, 120, 84, 6);
  const seats = (a, b) => seatShape(a, 10, 8, 46) + seatShape(b, 64, 8, 46);
  const card = svg(120, 84, table + seats("is-lit", "is-lit") + handShape() + tap(46, 56));
  const seat = svg(120, 84, table + seats("is-chosen", "is-dim") + handShape() + tap(33, 17));
  const use = svg(120, 84, table + seats("is-chosen", "is-dim") + rect("fig-btn", 34, 48, 52, 24, 5)
    + `<text class="fig-btn-text"${attrs({ x: 60, y: 64 })}>${esc(label)}</text>` + tap(84, 70));
  return [card, seat, use];
}
/** One seat mark, drawn as the table draws it. */
function markPicture(kind) {
  const body = kind === "asked" ? rect("fig-asked", 3, 3, 50, 26, 7) + seatShape("", 6, 6, 44) : seatShape(`is-${kind}`, 6, 6, 44);
  return svg(56, 32, body);
}

function playHTML(l, T) {
  const P = T.play;
  const pics = stepPictures(P.useLabel);
  const steps = ["card", "seat", "use"].map((k, i) => `<li>${pics[i]}<span>${esc(P[k])}</span></li>`).join("");
  const marks = ["current", "asked", "lit", "chosen", "dim", "dying", "dead"].map((k) => {
    const text = typeof P.marks[k] === "function" ? P.marks[k](values(l)) : esc(P.marks[k]);
    return `<li>${markPicture(k)}<span>${text}</span></li>`;
  }).join("");
  return `<section class="sgs-howto">
<h3>${esc(P.title)}</h3>
<h4>${esc(P.steps)}</h4>
<ol class="sgs-steps">${steps}</ol>
<h4>${esc(P.marksTitle)}</h4>
<ul class="sgs-marks">${marks}</ul>
<p>${esc(P.answering)}</p>
<p>${esc(P.acts)}</p>
<p>${esc(P.tools)}</p>
<p>${P.lordOff(values(l))}</p>
<p>${esc(P.handover)}</p>
${para(l, "ours", T.standing(values(l)))}
${para(l, "ours", esc(T.undo))}
${para(l, "ours", T.hidden(values(l)))}
</section>`;
}

// ---------------------------------------------------------------- the sections
const GROUPS = ["basic", "trick", "delayed", "weapon", "armor", "plus", "minus"];
const groupOf = (c) => (c.kind === "equip" ? c.slot : c.kind);

function cardsHTML(l, T, v) {
  const d = DATA;
  const sections = GROUPS.map((g) => {
    const items = Object.entries(d.cards).filter(([, c]) => groupOf(c) === g).map(([k, c]) => {
      const name = named(l, c);
      const range = c.range == null ? "" : ` <small>${T.paren(T.range(esc(c.range)))}</small>`;
      const text = d.card_text[k] ? esc(d.card_text[k][l]) : "";
      return `<dt><b>${name}</b>${range}</dt><dd>${text}</dd>`;
    }).join("");
    return items ? `<h4>${esc(T.groups[g])}</h4><dl>${items}</dl>` : "";
  }).join("");
  return `<details><summary><b>${T.cardsTitle(v)}</b></summary>
${para(l, "rulebook", T.cardsIntro)}
<div class="sgs-rules-cards">${sections}</div></details>`;
}

// A skill's text opens with its kinds (「主公技。」 / "Lord skill. "), which
// the tag beside its name already shows.
const KIND_OPENING = /^(?:(?:主公技|強制技)。|(?:Lord skill|Locked)\. )+/;

function generalsHTML(l, T, v) {
  const d = DATA;
  const byKingdom = Object.keys(d.kingdoms).map((kd) => {
    const items = Object.entries(d.generals).filter(([, g]) => g.kingdom === kd).map(([, g]) => {
      const skills = g.skills.map((s) => {
        const sk = d.skills[s];
        const kinds = [sk.locked ? T.locked : null, sk.lord ? T.lordSkill : null].filter(Boolean)
          .map((x) => ` <small>${T.paren(esc(x))}</small>`).join("");
        return `<li><b>${named(l, sk)}</b>${kinds}${T.colon}${esc(sk.text[l].replace(KIND_OPENING, ""))}</li>`;
      }).join("");
      const name = named(l, g);
      return `<li><b>${name}</b> · ${esc(T.hpOf(g.hp))} · ${esc(d.genders[g.gender][l])}<ul>${skills}</ul></li>`;
    }).join("");
    return items ? `<h4>${esc(d.kingdoms[kd][l])}</h4><ul>${items}</ul>` : "";
  }).join("");
  return `<details><summary><b>${esc(T.generalsTitle(Object.keys(d.generals).length))}</b></summary>
${para(l, "seed", T.skillKinds(v))}
${para(l, "rulebook", T.generalsIntro)}
<div class="sgs-rules-generals">${byKingdom}</div></details>`;
}

export function rulesHTML(lang) {
  const l = lang === "ja" ? "ja" : "en";
  const T = TEXT[l];
  const d = DATA;
  // each paragraph names a card, general or skill with its kanji the first time
  const v = () => values(l);
  const roleIds = Object.keys(d.roles);
  const R = v().R;
  const goals = roleIds.map((r) => `<li><b>${R(r)}</b>${T.colon}${esc((d.role_text[r] || {})[l] || "")}</li>`).join("");
  const head = `<tr><th>${esc(T.players)}</th>${roleIds.map((r) => `<th>${R(r)}</th>`).join("")}</tr>`;
  const splitRow = (n, c) => `<tr><td>${esc(n)}</td>${c.map((x) => `<td>${esc(x)}</td>`).join("")}</tr>`;
  const rows = Object.entries(d.splits).map(([n, c]) => splitRow(n, c)).join("");
  const choices = (d.role_choices || []).map((ch) => `<li><b>${esc(ch.label[l])}</b>${T.colon}${Object.entries(ch.splits)
    .map(([n, c]) => `${T.at(esc(n))} — ${roleIds.map((r, i) => T.count(R(r), esc(c[i]))).join(T.sep)}`).join(T.semi)}</li>`).join("");
  const phases = d.phases.map((p) => `<li>${T.phases[p](v())}</li>`).join("");
  const option = (id, on, text) => `<li><b>${v().O(id)}</b>${on ? T.paren(esc(T.on)) : ""}${T.colon}${text}</li>`;
  const rulings = (d.rulings || []).map((r) => `<li class="decision">${esc(r[l] || r.en)}</li>`).join("");
  return `<h2>${esc(T.title)}</h2>
${legendHTML(l, T)}
${playHTML(l, T)}
<h3>${esc(T.rolesTitle)}</h3>
${block(l, "rulebook", `${T.roles(v())}<ul>${goals}</ul>
<table class="rules-table sgs-splits"><caption>${esc(T.splitsCaption)}</caption><thead>${head}</thead><tbody>${rows}</tbody></table>`)}
${block(l, "ours", `${T.splitsOurs(v())}<ul>${choices}</ul>`)}
<h3>${esc(T.setupTitle)}</h3>
${para(l, "rulebook", T.draft(v()))}
${para(l, "rulebook", T.setup(v()))}
<h3>${esc(T.turnTitle)}</h3>
${block(l, "rulebook", `${T.turn}<ol>${phases}</ol>`)}
${para(l, "seed", T.judgement)}
${para(l, "rulebook", T.piles)}
${para(l, "seed", T.priority(v()))}
<h3>${esc(T.distanceTitle)}</h3>
${para(l, "seed", T.distance(v()))}
<h3>${esc(T.answersTitle)}</h3>
${para(l, "seed", T.answers(v()))}
${para(l, "ours", T.answersOurs(v()))}
<h3>${esc(T.dyingTitle)}</h3>
${para(l, "seed", T.dying(v()))}
${para(l, "rulebook", T.death(v()))}
<h3>${esc(T.endTitle)}</h3>
${para(l, "rulebook", T.end(v()))}
<h3>${esc(T.optionsTitle)}</h3>
${block(l, "ours", `<ul>
${option("generals", true, T.generals(v()))}
${option("ex_cards", true, T.ex(v()))}
${option("auto_pass", true, T.autoPass)}
${option("roles", false, T.rolesOption)}
</ul>`)}
${cardsHTML(l, T, v())}
${generalsHTML(l, T, v())}
<h3>${esc(T.rulingsTitle)}</h3>
<ul>${rulings}</ul>`;
}
