// Sanguosha (三国殺) rules text (ja/en) for the in-app rules page, from
// ../shared/rules/sanguosha.md (the seed and the notes) and
// docs/rules/sanguosha.md (the rulings).
// class "original": the published rules (the seed, the rulebook in the
// notes); class "decision": what the specification or Hotseat decided.
//
// Names, numbers and the rulings come from DATA: the engine's
// `rules_page()` (pylib/hotseat/games/sanguosha/rules.py), copied here
// because the rules page is drawn without the engine. Regenerate with
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
  "rulings": [{"id": "judge_order", "ja": "判定区の遅延型錦嚢は、後に置かれたものから先に判定する（ルールブックの順、notes §1.4）。", "en": "Delayed scrolls in a judgement area are judged last-placed first (the rulebook's order, notes §1.4)."}, {"id": "nullify_pass", "ja": "明察秋毫：ターンプレイヤーから順に全員に尋ねる。ある事件への応答を放棄した人は、その事件にもう応答できない（seed §8）。明察秋毫は新しい事件で、全員が応答できる。それが打ち消されたときは、元の事件への問いを、放棄した人を除いてもう一周する。", "en": "明察秋毫: everyone is asked in turn from the current player. Whoever passes on an event may not answer that event again (seed §8). A 明察秋毫 is a new event that everyone may answer. When it is itself cancelled, the question on the first event goes round again, skipping those who passed."}, {"id": "empty_piles", "ja": "札を引く・判定するときに山札も捨て場も空なら、引き分けでゲーム終了（勝者なし。FreeKill と同じ）。", "en": "If a card must be drawn or judged and both the draw pile and the discard pile are empty, the game ends in a draw: nobody wins (as FreeKill does)."}, {"id": "god_salvation_full", "ja": "桃園の誓いは体力が満タンのプレイヤーを飛ばす（その人への明察秋毫は尋ねない）。", "en": "桃園の誓い skips players at full health: they are not asked about 明察秋毫 for it."}, {"id": "collateral_victim_gone", "ja": "借刀殺人：指定された相手に殺を使わない（または使えない：相手が死亡したなど）場合、武器を使用者に渡す。", "en": "借刀殺人: a wielder who does not or cannot use 殺 on the chosen player (for example that player has died) gives the weapon to the user."}, {"id": "lightning_nowhere", "ja": "雷電は、雷電を持っていない次の生存プレイヤーへ移る（EX込みで2枚ある）。誰も受け取れなければ留まる。", "en": "雷電 moves to the next living player without a 雷電 (two exist with the EX cards); if no one can take it, it stays."}, {"id": "lightning_nullified", "ja": "明察秋毫で打ち消された雷電は次のプレイヤーへ移る。打ち消された楽不思蜀は捨てる（notes §2.3）。", "en": "A 雷電 cancelled by 明察秋毫 moves on to the next player. A cancelled 楽不思蜀 is discarded (notes §2.3)."}, {"id": "blade_free", "ja": "青龍偃月刀の追撃の殺は距離を無視し、殺の使用回数に数えない。", "en": "青龍偃月刀's follow-up 殺 ignores distance and does not count toward the one-殺 limit."}, {"id": "halberd_spear", "ja": "方天画戟：丈八蛇矛で手札の残り全部（2枚）を殺として使うときも「最後の手札」とみなす。複数の目標は使用者から順番に裁決する。", "en": "方天画戟: two cards used as 殺 through 丈八蛇矛 that are your whole hand count as your last hand card. Several targets are resolved in turn order from the user."}, {"id": "no_gender", "ja": "武将なしでは性別がないため、雌雄双股剣の効果は発動しない（攻撃範囲2としては使える）。", "en": "Without generals the plain characters have no gender, so 雌雄双股剣's effect never triggers (it still gives range 2)."}, {"id": "eight_diagram_once", "ja": "八卦陣の判定は閃を求められるたびに1回。黒でも、その後に手札の閃を使える。", "en": "八卦陣 may be tried once per request for a 閃; after a black judgement a real 閃 may still be used."}, {"id": "dead_user", "ja": "ターンプレイヤーが自分のターン中に死亡したら、残りのターンは飛ばし、次の生存プレイヤーのターンになる。", "en": "When the turn player dies during their turn, the rest of the turn is skipped and the next living player starts theirs."}, {"id": "auto_pass", "ja": "自動パス（既定でオン）：問いに応答できるものを何も持たない人（八卦陣や丈八蛇矛も含めて）には尋ねない。そのため、その人が応答札を持っていなかったことが皆に分かる。オフにすると毎回全員に尋ねる。", "en": "Auto-pass (on by default): a player who holds nothing that could answer a question (counting every way, such as 八卦陣 or 丈八蛇矛) is not asked; the table therefore learns that they held no answer. Turn it off to have everyone asked every time."}, {"id": "grace_order", "ja": "五穀豊穣：使用時に生存者の数だけ札をめくり、使用者から順に1枚ずつ取る（各人ごとに明察秋毫で打ち消せる）。残りは捨てる。", "en": "五穀豊穣: as many cards as living players are turned up when it is used; each player, from the user in turn order, takes one (each may be cancelled by 明察秋毫); the rest are discarded."}, {"id": "lord_penalty", "ja": "主公が忠臣を倒したら、手札と装備をすべて捨てる（判定区は除く）。倒した人がいない（雷電）場合は報酬も罰もない。", "en": "The lord who kills a loyalist discards every card in hand and equipment (not the judgement area). With no killer (雷電) there is no reward or penalty."}]
};
// END DATA

export const CARD_NAMES = DATA.cards;
export const ROLE_NAMES = DATA.roles;

const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);

const TEXT = {
  en: {
    title: "Sanguosha (三国殺) — identity mode",
    goal: "Hidden roles: the Lord (shown) and the Loyalists win when every Rebel and Renegade is dead; the Rebels win when the Lord dies; a Renegade wins by being the last one standing, the Lord dying last.",
    setup: (d) => `This version plays the rulebook's beginner game: every player is a plain character with ${d.hp} HP (the Lord +1 with 5 or more players), no skills. Each gets ${d.hand} cards; the Lord plays first, then turn order goes round the table.`,
    turn: "A turn: judgement (delayed scrolls), draw 2, play any cards (only one 殺 per turn unless a card says otherwise), discard down to your HP.",
    distance: "Distance is the shorter way round the table counting living players; +1 and −1 horses change it. 殺 reaches players within your attack range (1, or your weapon's range); 順手牽羊 needs distance 1 whatever your weapon.",
    answers: "Answers come in turn order from the current player: 閃 against 殺, 明察秋毫 against a scroll (and against another 明察秋毫), 桃 for a dying player.",
    rulings: "Rulings where the texts are silent",
    roles: "Roles by number of players (lord / loyalists / rebels / renegades)",
  },
  ja: {
    title: "三国殺 — 身分モード",
    goal: "身分は秘密（主公だけ公開）。主公と忠臣は反賊と内奸が全員死亡すれば勝ち、反賊は主公が死亡すれば勝ち。内奸は最後の一人として生き残れば（主公が最後に死亡）勝ち。",
    setup: (d) => `この版はルールブックの初心者ルールです。全員が体力${d.hp}の技能なしの武将（5人以上では主公は+1）。各自${d.hand}枚を受け取り、主公から順に手番が回ります。`,
    turn: "ターン：判定（遅延型錦嚢）、2枚引く、札を使う（殺は原則1ターン1回）、体力値まで手札を捨てる。",
    distance: "距離は生存者で数えた近い方の席数。+1馬・−1馬で変わる。殺は攻撃範囲（1、または武器の範囲）内の相手に使える。順手牽羊は武器に関係なく距離1が必要。",
    answers: "応答はターンプレイヤーから順に：殺には閃、錦嚢には明察秋毫（明察秋毫にも明察秋毫）、瀕死の人には桃。",
    rulings: "テキストにない部分の裁定",
    roles: "人数ごとの身分（主公 / 忠臣 / 反賊 / 内奸）",
  },
};

export function rulesHTML(l) {
  const T = TEXT[l] || TEXT.en;
  const d = DATA;
  const rows = Object.entries(d.splits || {}).map(([n, c]) =>
    `<tr><td>${esc(n)}</td><td>${c.map(esc).join(" / ")}</td></tr>`).join("");
  const rulings = (d.rulings || []).map((r) => `<li class="decision">${esc(r[l] || r.en)}</li>`).join("");
  return `<h2>${esc(T.title)}</h2>
<p class="original">${esc(T.goal)}</p>
<p class="decision">${esc(T.setup(d))}</p>
<p class="original">${esc(T.turn)}</p>
<p class="original">${esc(T.distance)}</p>
<p class="original">${esc(T.answers)}</p>
<h3>${esc(T.roles)}</h3>
<table class="rules-table"><tbody>${rows}</tbody></table>
<h3>${esc(T.rulings)}</h3>
<ul>${rulings}</ul>`;
}
