// Sanguosha (三国殺) table (issue #16): the seats round the table in play
// order (counter-clockwise: the next player sits on the viewer's right), the
// viewer at the bottom with their hand and skills, and every question of the
// engine as a prompt that names what is happening, with only the legal
// answers. Implements the game view interface described at the top of ../table/screen.js.
//
// The view knows no rules: what may be done is the engine's legal list, what
// it shows is the seat's view (a hand only for the seat whose view it is), and
// why a seat may not be chosen is the engine's own refusal (ctx.check).
import { bringIntoView, h } from "../ui/dom.js";
import { t, pick, fill, lang, colon } from "../i18n.js";
import { contentDialog } from "../ui/dialog.js";
import { seatNames } from "../ui/log.js";
import {
  rulesHTML as rulesText, CARD_NAMES, ROLE_NAMES, GENERALS, SKILLS, KINGDOMS, CARD_TEXT, ROLE_TEXT,
  CONVERSIONS, SET_TARGETS, ACTION_TEXT, CARD_COSTS,
} from "./rules.js";

export const strings = {
  en: {
    "sgs.turn": "Turn {n} · {name} · {phase}",
    "sgs.phase.prepare": "preparation", "sgs.phase.judge": "judgement", "sgs.phase.draw": "draw",
    "sgs.phase.play": "play", "sgs.phase.discard": "discard", "sgs.phase.end": "end",
    "sgs.pile": "Pile {n} · discards {d}",
    "sgs.hp": "HP {hp}/{max}",
    "sgs.cards": "{n} in hand",
    "sgs.dead": "dead",
    "sgs.dying": "dying",
    "sgs.unknown": "role hidden",
    "sgs.hand": "Your hand",
    "sgs.skills": "Skills",
    "sgs.equip": "Equipment",
    "sgs.slot.weapon": "Weapon", "sgs.slot.armor": "Armour", "sgs.slot.plus": "+1 horse", "sgs.slot.minus": "−1 horse",
    "sgs.judge": "Judgement area",
    "sgs.table": "On the table",
    "sgs.grace": "Turned up (Amazing Grace)",
    "sgs.waiting": "Waiting for {name}: {what}",
    "sgs.distance": "distance {d}",
    "sgs.range": "Your attack range: {r}",
    "sgs.you": "you",
    "sgs.q.play": "Your play phase: tap a card or a skill, or end the phase.",
    "sgs.q.discard": "Discard down to your HP: tap a card to discard ({n} more).",
    "sgs.q.dodge": "{src} uses {why} on you. Play a Dodge?",
    "sgs.q.dodge2": "{src}'s {why} needs two Dodges (Unrivalled). Play a Dodge?",
    "sgs.q.slash": "{src}'s {why}: play a Slash, or take the damage.",
    "sgs.q.duel": "Duel with {src}: play a Slash, or take the damage.",
    "sgs.q.nullify": "{user} uses {card} on {target}. Cancel it with a Nullification?",
    "sgs.q.nullifyMine": "You use your own {card} on {target}. Cancel it with a Nullification?",
    "sgs.q.nullifyMineSelf": "You use your own {card} on yourself. Cancel it with a Nullification?",
    "sgs.q.nullifyTheirs": "{user} uses {card} on themselves. Cancel it with a Nullification?",
    "sgs.q.nullifyOnMine": "Your Nullification would cancel {what}. Cancel that with another?",
    "sgs.q.nullifyJudge": "{card} in {target}'s judgement area. Cancel it with a Nullification?",
    "sgs.q.nullifyJudgeMine": "{card} in your own judgement area. Cancel it with a Nullification?",
    "sgs.q.nullifyOnYours": "{user}'s Nullification would cancel your own {card} on {target}. Cancel that with another?",
    "sgs.q.nullifyOnYoursSelf": "{user}'s Nullification would cancel your own {card} on yourself. Cancel that with another?",
    "sgs.q.nullifyOn": "{user}'s Nullification would cancel {what}. Cancel that with another?",
    "sgs.chain": "Nullification chain, {n} deep:",
    "sgs.q.peach": "{dying} is dying. Save them with a Peach? ({n} needed)",
    "sgs.q.peachSelf": "You are dying. Save yourself with a Peach? ({n} needed)",
    "sgs.q.pick": "Choose one of {target}'s cards ({why}).",
    "sgs.q.grace": "Amazing Grace: take one of the turned-up cards.",
    "sgs.q.collateral": "Collateral: use a Slash on {victim}, or give your weapon to {user}.",
    "sgs.q.blade": "Blue Dragon Blade: follow up with another Slash on {target}?",
    "sgs.q.axe": "Stone Axe: discard two cards so the Slash hits {target}?",
    "sgs.q.ice": "Ice Sword: discard two of {target}'s cards instead of the damage?",
    "sgs.q.kylin": "Kylin Bow: discard one of {target}'s horses?",
    "sgs.q.swords": "Double Swords: use it on {target}?",
    "sgs.q.swords_victim": "{user}'s Double Swords: discard a hand card, or let them draw one.",
    "sgs.q.skill": "Use {skill}?",
    "sgs.q.tuxi": "Sudden Raid: take a hand card from up to two players instead of drawing?",
    "sgs.q.liuli": "{user} uses a Slash on you. Diversion: discard a card to move it to another player?",
    "sgs.q.guicai": "Demonic Talent: replace {judge}'s judgement card {card} with a hand card?",
    "sgs.q.proxy": "{lord} asks for a {need} ({skill}). Play one for them?",
    "sgs.q.proxyOwn": "{lord} asks for a {need} ({skill}) against your own {why}. Play one for them?",
    "sgs.q.guanxing": "Stargaze: put each card on the top or the bottom of the pile.",
    "sgs.q.yiji": "Bequeathed Strategy: give each card to a player (yourself included).",
    "sgs.q.zhiheng": "Balance of Power: tap the cards to discard (tap again to keep one), then confirm once.",
    "sgs.zhiheng.go": "Discard {n}, draw {n}",
    "sgs.way.own": "As {name}", "sgs.way.as": "{skill}: as {as}",
    "sgs.close": "Close",
    "sgs.q.suit": "{user}'s Sow Dissension: name a suit.",
    "sgs.q.cost": "{skill}: discard {n} card(s).",
    "sgs.q.ganglie": "{user}'s Unyielding: discard two hand cards, or take 1 damage.",
    "sgs.q.order": "Several of your skills trigger at once: choose which comes first.",
    "sgs.q.other": "Choose an answer.",
    "sgs.w.play": "play phase", "sgs.w.discard": "discarding", "sgs.w.dodge": "Dodge?", "sgs.w.slash": "Slash?",
    "sgs.w.nullify": "Nullification?", "sgs.w.peach": "Peach for {dying}?", "sgs.w.skill": "{skill}?",
    "sgs.w.other": "an answer",
    "sgs.w.pick": "one of {target}'s cards ({why})", "sgs.w.grace": "a card from Amazing Grace",
    "sgs.w.collateral": "Slash {victim}, or give the weapon to {user}?",
    "sgs.w.swords_victim": "{user}'s Double Swords: discard, or let them draw?",
    "sgs.w.liuli": "Diversion: move {user}'s Slash?", "sgs.w.ganglie": "{user}'s Unyielding: discard two, or take 1 damage?",
    "sgs.w.suit": "{user}'s Sow Dissension: naming a suit", "sgs.w.guicai": "Demonic Talent on {judge}'s judgement {card}?",
    "sgs.w.proxy": "a {need} for {lord} ({skill})?", "sgs.w.cost": "{skill}: discarding {n} card(s)",
    "sgs.w.blade": "Blue Dragon Blade: another Slash on {target}?", "sgs.w.axe": "Stone Axe: make the Slash hit {target}?",
    "sgs.w.ice": "Ice Sword: two of {target}'s cards instead of the damage?", "sgs.w.kylin": "Kylin Bow: one of {target}'s horses?",
    "sgs.w.swords": "Double Swords on {target}?", "sgs.w.yiji": "Bequeathed Strategy: giving the cards away",
    "sgs.w.zhiheng": "Balance of Power: choosing cards to discard", "sgs.w.guanxing": "Stargaze: ordering the top of the pile",
    "sgs.w.order": "the order of their skills",
    "sgs.why.slash": "Slash", "sgs.why.duel": "Duel", "sgs.why.savage_assault": "Savage Assault",
    "sgs.why.archery_attack": "Archery Attack",
    "sgs.pickwhy.dismantlement": "Dismantlement", "sgs.pickwhy.snatch": "Snatch", "sgs.pickwhy.ice_sword": "Ice Sword",
    "sgs.pickwhy.fankui": "Feedback", "sgs.pickwhy.tuxi": "Sudden Raid",
    "sgs.confirm": "Use", "sgs.cancel": "Cancel", "sgs.hint": "Hint",
    "sgs.pickTarget1": "Tap the player to aim at.",
    "sgs.pickTargetFor": "{way}: tap a lit player.",
    "sgs.via": "only by {skill}",
    "sgs.needCost": "{skill}: tap {n} hand card(s) to discard, and a lit player.",
    "sgs.needCostAny": "{skill}: tap the cards to discard, then confirm.",
    "sgs.costThenTarget": "{skill}: discarding {cards}. Now tap a lit player.",
    "sgs.costReady": "{skill}: discarding {cards}.",
    "sgs.pickCard": "Tap a lit card for {skill}.",
    "sgs.pickCards": "Tap two lit cards to use as a Slash.",
    "sgs.notTarget": "{name}: {why}",
    "sgs.self": "That is you.",
    "sgs.pickSelf": "Choose yourself",
    "sgs.over.lord": "The Lord and the Loyalists win.", "sgs.over.rebels": "The Rebels win.",
    "sgs.over.renegade": "The Renegade wins.", "sgs.over.draw": "Draw: no cards are left.",
    "sgs.why.lord": "Every Rebel and Renegade is dead.", "sgs.why.rebels": "The Lord is dead.",
    "sgs.why.renegade": "The Renegade is the last one standing.", "sgs.why.draw": "Both piles ran out.",
    "sgs.q.draft": "Choose your general.",
    "sgs.q.draftLord": "You are the Lord: choose your general, in the open.",
    "sgs.draftWait": "Generals are being chosen: {left} still to pick.",
    "sgs.draftLordWait": "The Lord, {name}, is choosing a general.",
    "sgs.yourRole": "Your role: {role}",
    "sgs.picked": "picked",
    "sgs.aside": "Only you see these",
    "sgs.locked": "locked", "sgs.lordSkill": "lord skill",
    "sgs.lordOff": "inactive: not the Lord",
    "sgs.male": "male", "sgs.female": "female",
    "sgs.seatInfo": "About {name}",
    "sgs.roleCol": "Role", "sgs.generalCol": "General", "sgs.alive": "alive", "sgs.won": "won",
    "sgs.fateCol": "Status", "sgs.killedBy": "killed by {name}",
    "sgs.turnsPlayed": "Turns played: {n}.",
    "sgs.empty": "—",
    "sgs.act.pass": "Pass", "sgs.act.end": "End", "sgs.act.chose": "Chose", "sgs.act.picked": "Picked",
    "sgs.act.discard": "Discard ×{n}", "sgs.act.take": "Takes", "sgs.act.give": "Gives",
    "sgs.act.named": "Names {suit}",
    "sgs.act.label": "{name}'s last act: {what}",
    "sgs.last": "Just now",
    "sgs.judgedFor": "Judgement for {name}",
    "sgs.fx.died": "{name} died — {role}",
    "sgs.fx.reward": "{killer} draws {n}",
    "sgs.fx.penalty": "{killer} (the Lord) discards every card in hand and equipment",
    "sgs.fx.killedBy": "killed by {killer}",
  },
  ja: {
    "sgs.turn": "{n}ターン目 · {name} · {phase}",
    "sgs.phase.prepare": "準備段階", "sgs.phase.judge": "判定段階", "sgs.phase.draw": "札引き段階",
    "sgs.phase.play": "札出し段階", "sgs.phase.discard": "札捨て段階", "sgs.phase.end": "終了段階",
    "sgs.pile": "山札 {n} · 捨て場 {d}",
    "sgs.hp": "体力 {hp}/{max}",
    "sgs.cards": "手札 {n}",
    "sgs.dead": "死亡",
    "sgs.dying": "瀕死",
    "sgs.unknown": "身分不明",
    "sgs.hand": "あなたの手札",
    "sgs.skills": "技能",
    "sgs.equip": "装備",
    "sgs.slot.weapon": "武器", "sgs.slot.armor": "防具", "sgs.slot.plus": "+1馬", "sgs.slot.minus": "−1馬",
    "sgs.judge": "判定区",
    "sgs.table": "使用中の札",
    "sgs.grace": "めくられた札（五穀豊穣）",
    "sgs.waiting": "{name}：{what}",
    "sgs.distance": "距離{d}",
    "sgs.range": "あなたの攻撃範囲：{r}",
    "sgs.you": "あなた",
    "sgs.q.play": "札出し段階：札か技能をタップするか、段階を終えてください。",
    "sgs.q.discard": "体力値まで手札を捨てます：捨てる札をタップ（あと{n}枚）。",
    "sgs.q.dodge": "{src}があなたに{why}を使いました。閃を出しますか？",
    "sgs.q.dodge2": "{src}の{why}には閃が2枚必要です（無双）。閃を出しますか？",
    "sgs.q.slash": "{src}の{why}：殺を出すか、ダメージを受けてください。",
    "sgs.q.duel": "{src}との決闘：殺を出すか、ダメージを受けてください。",
    "sgs.q.nullify": "{user}が{target}に{card}を使いました。明察秋毫で打ち消しますか？",
    "sgs.q.nullifyMine": "{target}に使われたのはあなた自身の{card}です。明察秋毫で打ち消しますか？",
    "sgs.q.nullifyMineSelf": "自分に使ったのはあなた自身の{card}です。明察秋毫で打ち消しますか？",
    "sgs.q.nullifyTheirs": "{user}が自分に{card}を使いました。明察秋毫で打ち消しますか？",
    "sgs.q.nullifyOnMine": "あなたの明察秋毫が{what}を打ち消そうとしています。さらに打ち消しますか？",
    "sgs.q.nullifyJudge": "{target}の判定区の{card}。明察秋毫で打ち消しますか？",
    "sgs.q.nullifyJudgeMine": "あなた自身の判定区の{card}。明察秋毫で打ち消しますか？",
    "sgs.q.nullifyOnYours": "{user}の明察秋毫が、{target}へのあなた自身の{card}を打ち消そうとしています。さらに打ち消しますか？",
    "sgs.q.nullifyOnYoursSelf": "{user}の明察秋毫が、自分へのあなた自身の{card}を打ち消そうとしています。さらに打ち消しますか？",
    "sgs.q.nullifyOn": "{user}の明察秋毫が{what}を打ち消そうとしています。さらに打ち消しますか？",
    "sgs.chain": "明察秋毫の連鎖（{n}段）：",
    "sgs.q.peach": "{dying}が瀕死です。桃で救いますか？（あと{n}個必要）",
    "sgs.q.peachSelf": "あなたは瀕死です。桃で自分を救いますか？（あと{n}個必要）",
    "sgs.q.pick": "{target}の札を1枚選んでください（{why}）。",
    "sgs.q.grace": "五穀豊穣：めくられた札から1枚取ってください。",
    "sgs.q.collateral": "借刀殺人：{victim}に殺を使うか、武器を{user}に渡してください。",
    "sgs.q.blade": "青龍偃月刀：{target}にもう一度殺を使いますか？",
    "sgs.q.axe": "貫石斧：札を2枚捨てて{target}への殺を命中させますか？",
    "sgs.q.ice": "寒氷剣：ダメージの代わりに{target}の札を2枚捨てさせますか？",
    "sgs.q.kylin": "麒麟弓：{target}の馬を1枚捨てさせますか？",
    "sgs.q.swords": "雌雄双股剣：{target}に発動しますか？",
    "sgs.q.swords_victim": "{user}の雌雄双股剣：手札を1枚捨てるか、相手に1枚引かせてください。",
    "sgs.q.skill": "{skill}を発動しますか？",
    "sgs.q.tuxi": "突襲：札を引く代わりに、最大2人の手札を1枚ずつ取りますか？",
    "sgs.q.liuli": "{user}があなたに殺を使いました。流離：札を1枚捨てて、別の人に移しますか？",
    "sgs.q.guicai": "鬼才：{judge}の判定札{card}を手札と入れ替えますか？",
    "sgs.q.proxy": "{lord}が{need}を求めています（{skill}）。代わりに出しますか？",
    "sgs.q.proxyOwn": "{lord}があなた自身の{why}に対して{need}を求めています（{skill}）。代わりに出しますか？",
    "sgs.q.guanxing": "観星：各札を山札の上か下に置いてください。",
    "sgs.q.yiji": "遺計：各札を誰かに渡してください（自分も可）。",
    "sgs.q.zhiheng": "制衡：捨てる札をタップ（もう一度タップで戻す）し、最後に一度だけ決定。",
    "sgs.zhiheng.go": "{n}枚捨てて{n}枚引く",
    "sgs.way.own": "{name}として", "sgs.way.as": "{skill}：{as}として",
    "sgs.close": "閉じる",
    "sgs.q.suit": "{user}の反間：スートを宣言してください。",
    "sgs.q.cost": "{skill}：札を{n}枚捨ててください。",
    "sgs.q.ganglie": "{user}の剛烈：手札を2枚捨てるか、1点のダメージを受けてください。",
    "sgs.q.order": "複数の技能が同時に発動します：先に使う技能を選んでください。",
    "sgs.q.other": "答えを選んでください。",
    "sgs.w.play": "札出し段階", "sgs.w.discard": "札捨て", "sgs.w.dodge": "閃？", "sgs.w.slash": "殺？",
    "sgs.w.nullify": "明察秋毫？", "sgs.w.peach": "{dying}に桃？", "sgs.w.skill": "{skill}？",
    "sgs.w.other": "応答",
    "sgs.w.pick": "{target}の札を1枚選ぶ（{why}）", "sgs.w.grace": "五穀豊穣の札を1枚取る",
    "sgs.w.collateral": "{victim}に殺か、武器を{user}に渡すか？",
    "sgs.w.swords_victim": "{user}の雌雄双股剣：手札を捨てるか、引かせるか？",
    "sgs.w.liuli": "流離：{user}の殺を移す？", "sgs.w.ganglie": "{user}の剛烈：手札を2枚捨てるか、1点のダメージか？",
    "sgs.w.suit": "{user}の反間：スートを宣言", "sgs.w.guicai": "鬼才：{judge}の判定札{card}を入れ替える？",
    "sgs.w.proxy": "{lord}のために{need}を出す？（{skill}）", "sgs.w.cost": "{skill}：札を{n}枚捨てる",
    "sgs.w.blade": "青龍偃月刀：{target}にもう一度殺？", "sgs.w.axe": "貫石斧：{target}への殺を命中させる？",
    "sgs.w.ice": "寒氷剣：ダメージの代わりに{target}の札を2枚捨てさせる？", "sgs.w.kylin": "麒麟弓：{target}の馬を捨てさせる？",
    "sgs.w.swords": "雌雄双股剣を{target}に発動する？", "sgs.w.yiji": "遺計：札を配る",
    "sgs.w.zhiheng": "制衡：捨てる札を選ぶ", "sgs.w.guanxing": "観星：山札の上を並べ替える",
    "sgs.w.order": "技能の順番を選ぶ",
    "sgs.why.slash": "殺", "sgs.why.duel": "決闘", "sgs.why.savage_assault": "南蛮襲来",
    "sgs.why.archery_attack": "万箭斉発",
    "sgs.pickwhy.dismantlement": "取壊し", "sgs.pickwhy.snatch": "順手牽羊", "sgs.pickwhy.ice_sword": "寒氷剣",
    "sgs.pickwhy.fankui": "反饋", "sgs.pickwhy.tuxi": "突襲",
    "sgs.confirm": "使う", "sgs.cancel": "やめる", "sgs.hint": "ヒント",
    "sgs.pickTarget1": "目標の人をタップしてください。",
    "sgs.pickTargetFor": "{way}：光っている人をタップしてください。",
    "sgs.via": "{skill}でのみ",
    "sgs.needCost": "{skill}：捨てる手札を{n}枚と、光っている人をタップしてください。",
    "sgs.needCostAny": "{skill}：捨てる札をタップし、決定してください。",
    "sgs.costThenTarget": "{skill}：{cards}を捨てます。光っている人をタップしてください。",
    "sgs.costReady": "{skill}：{cards}を捨てます。",
    "sgs.pickCard": "{skill}に使う札（光っている札）をタップしてください。",
    "sgs.pickCards": "殺として使う札を2枚タップしてください。",
    "sgs.notTarget": "{name}：{why}",
    "sgs.self": "あなた自身です。",
    "sgs.pickSelf": "自分を選ぶ",
    "sgs.over.lord": "主公と忠臣の勝利。", "sgs.over.rebels": "反賊の勝利。",
    "sgs.over.renegade": "内奸の勝利。", "sgs.over.draw": "引き分け：札が尽きました。",
    "sgs.why.lord": "反賊と内奸が全員死亡しました。", "sgs.why.rebels": "主公が死亡しました。",
    "sgs.why.renegade": "内奸が最後の一人として生き残りました。", "sgs.why.draw": "山札も捨て場も尽きました。",
    "sgs.q.draft": "武将を選んでください。",
    "sgs.q.draftLord": "あなたは主公です：武将を公開で選んでください。",
    "sgs.draftWait": "武将を選んでいます：残り{left}人。",
    "sgs.draftLordWait": "主公の{name}が武将を選んでいます。",
    "sgs.yourRole": "あなたの身分：{role}",
    "sgs.picked": "選択済み",
    "sgs.aside": "あなただけが見ている札",
    "sgs.locked": "強制技", "sgs.lordSkill": "主公技",
    "sgs.lordOff": "主公でないため無効",
    "sgs.male": "男性", "sgs.female": "女性",
    "sgs.seatInfo": "{name}の情報",
    "sgs.roleCol": "身分", "sgs.generalCol": "武将", "sgs.alive": "生存", "sgs.won": "勝利",
    "sgs.fateCol": "生死", "sgs.killedBy": "{name}に倒された",
    "sgs.turnsPlayed": "{n}ターンで決着しました。",
    "sgs.empty": "—",
    "sgs.act.pass": "パス", "sgs.act.end": "終了", "sgs.act.chose": "選択", "sgs.act.picked": "選択済み",
    "sgs.act.discard": "{n}枚捨てる", "sgs.act.take": "取る", "sgs.act.give": "渡す",
    "sgs.act.named": "{suit}を宣言",
    "sgs.act.label": "{name}の直前の行動：{what}",
    "sgs.last": "直前",
    "sgs.judgedFor": "{name}の判定",
    "sgs.fx.died": "{name} 死亡 — {role}",
    "sgs.fx.reward": "{killer}が{n}枚引く",
    "sgs.fx.penalty": "主公の{killer}は手札と装備をすべて捨てる",
    "sgs.fx.killedBy": "{killer}が倒した",
  },
};

const SUITS = { S: "♠", H: "♥", C: "♣", D: "♦" };
const SLOTS = ["weapon", "armor", "plus", "minus"];
const SLOT_ICON = { weapon: "⚔", armor: "🛡", plus: "+1", minus: "−1" };

const skillName = (k) => (SKILLS[k] ? pick(SKILLS[k]) : k);
const nameOf = (card) => (CARD_NAMES[card] ? pick(CARD_NAMES[card]) : card);
// The card a conversion skill makes of card ``id``: the first of its rows in
// the engine's CONVERSIONS that fits the card (by colour, suit or name), read
// the engine's way. Whether it may be converted at all is the legal list's.
function convertedName(skill, id) {
  const c = parseCard(id);
  const fits = (of) => c && (of === c.name || of === c.suit || of === (isRed(id) ? "red" : "black"));
  const row = (CONVERSIONS[skill] || []).find(([, of]) => fits(of));
  return row ? row[0] : null;
}

/** "slash-S8#2" -> {name: "slash", suit: "S", rank: "8"} */
export function parseCard(id) {
  const m = /^([a-z_]+)-([SHCD])(A|[2-9]|10|J|Q|K)(#\d+)?$/.exec(id || "");
  return m ? { name: m[1], suit: m[2], rank: m[3] } : null;
}

/** "殺 ♠8" / "Slash ♠8" in the current language. */
export function cardText(id) {
  const c = parseCard(id);
  if (!c) return String(id);
  return `${nameOf(c.name)} ${SUITS[c.suit]}${c.rank}`;
}

const isRed = (id) => { const c = parseCard(id); return !!c && (c.suit === "H" || c.suit === "D"); };

export function generalText(g) {
  return GENERALS[g] ? fill(actionLabel("general"), actionFields({ type: "general", general: g }, [])) : g;
}

function chip(id, extra) {
  return h("span", { class: ["sgs-card", isRed(id) ? "is-red" : null, extra], dataset: { card: id } }, cardText(id));
}

// ---- the card (issue #29): one face for the hand, the play area and a card in flight ----
// The band's colour says the type at a glance, as on the printed cards
// (basic, scroll, delayed scroll, weapon, armour, horse); its word says it
// to whoever does not know the colours.
const TYPE_WORD = {
  basic: { ja: "基本", en: "Basic" }, trick: { ja: "錦嚢", en: "Scroll" }, delayed: { ja: "遅延錦嚢", en: "Delayed" },
  weapon: { ja: "武器", en: "Weapon" }, armor: { ja: "防具", en: "Armour" }, horse: { ja: "馬", en: "Horse" },
};

/** The type of card ``name``: basic, trick, delayed, weapon, armor or horse. */
export function cardType(name) {
  const c = CARD_NAMES[name];
  if (!c) return "basic";
  if (c.kind !== "equip") return c.kind;
  return c.slot === "weapon" || c.slot === "armor" ? c.slot : "horse";
}

// The name's size, as a share of the card's width (--k): its widest line
// measured in the page's own font (a canvas, once per text), so a name
// never spills out of its card at any card size (the CSS multiplies).
// Four kanji or more go on two lines; an English name wraps at its spaces,
// and a word longer than eight letters at a soft hyphen.
const BREAKS = { Nullification: "Nulli\u00adfication", Dismantlement: "Disman\u00adtlement", Collateral: "Colla\u00adteral",
  Salvation: "Salva\u00adtion", Indulgence: "Indul\u00adgence", Lightning: "Light\u00adning", Zhuahuang: "Zhua\u00adhuang" };
const FIT = new Map();
let ruler = null;

function widthAt100(text) {
  if (!ruler) {
    const cv = document.createElement("canvas").getContext("2d");
    const family = getComputedStyle(document.body).fontFamily || "sans-serif";
    ruler = (x) => { cv.font = `800 100px ${family}`; return cv.measureText(x).width; };
  }
  return ruler(text);
}

/** The pieces of a name that each stay on one line. */
function namePieces(text) {
  if (lang() === "en") {
    return text.split(" ").map((w) => BREAKS[w] || w)
      .flatMap((w) => w.split("\u00ad").map((p, k, all) => (k < all.length - 1 ? `${p}-` : p)));
  }
  const chars = [...text];
  if (chars.length < 4) return [text];
  const half = Math.ceil(chars.length / 2);
  return [chars.slice(0, half).join(""), chars.slice(half).join("")];
}

function nameFit(text) {
  const key = `${lang()}:${text}`;
  if (!FIT.has(key)) {
    const most = lang() === "en" ? 0.22 : [...text].length <= 2 ? 0.36 : 0.3;
    // 0.84 of the card's width is free for the name at the smallest size
    // drawn (borders and padding take the rest).
    const widest = Math.max(...namePieces(text).map(widthAt100));
    FIT.set(key, Math.min(most, (0.84 * 100) / widest));
  }
  return FIT.get(key);
}

// Through the CSSOM: the page's policy refuses style attributes.
function fitted(el, k) {
  el.style.setProperty("--k", k.toFixed(3));
  return el;
}

// Four kanji or more: two balanced lines (順手/牽羊), not three and one.
function nameLines(text) {
  if (lang() === "en") return text.split(" ").map((w) => BREAKS[w] || w).join(" ");
  const chars = [...text];
  if (chars.length < 4) return text;
  const half = Math.ceil(chars.length / 2);
  return [chars.slice(0, half).join(""), h("br"), chars.slice(half).join("")];
}

/** What a seat alone holds: its role and its hand (the replay shows every
 * seat's, the game being over; web/table/replay.js). */
export function held(view) {
  const role = view.roles && view.roles[view.seat];
  const hand = view.hand || [];
  if (!role && !hand.length) return null;
  return h("span", { class: "sgs-held" },
    role ? h("span", { class: ["sgs-role", `role-${role}`] }, pick(ROLE_NAMES[role])) : null,
    hand.map((id) => cardFace(id)));
}

/** A card face: band by type, rank and suit in the corner, the name large,
 * the range on a weapon and the distance on a horse. Only ever called with
 * a card the seat drawn may see. */
export function cardFace(id, extra) {
  const c = parseCard(id);
  if (!c) return h("span", { class: ["sgs-cf", "is-back", extra] });
  const type = cardType(c.name);
  const info = CARD_NAMES[c.name] || {};
  const name = nameOf(c.name);
  const mark = type === "weapon" ? `⚔${info.range}` : type === "horse" ? (info.slot === "plus" ? "+1" : "−1") : null;
  return h("span", { class: ["sgs-card", "sgs-cf", `cf-${type}`, isRed(id) ? "is-red" : null, extra],
    dataset: { card: id }, title: cardText(id) },
  h("span", { class: "cf-band" }, pick(TYPE_WORD[type])),
  h("span", { class: "cf-top" },
    h("span", { class: "cf-corner" }, h("span", { class: "cf-suit" }, SUITS[c.suit]), h("span", { class: "cf-rank" }, c.rank)),
    mark ? h("span", { class: "cf-mark" }, mark) : null),
  fitted(h("span", { class: "cf-name" }, h("span", null, nameLines(name))), nameFit(name)));
}

/** The card a converted card is used as (奇襲's black card as 取壊し): the
 * face of ``name`` with the printed card's suit and rank, marked as not a
 * real card (no data-card: no card of the deck is named by it). */
function asFace(name, id) {
  const c = parseCard(id);
  const type = cardType(name);
  const shown = nameOf(name);
  return h("span", { class: ["sgs-card", "sgs-cf", "is-as", `cf-${type}`, isRed(id) ? "is-red" : null],
    title: `${shown} (${cardText(id)})` },
  h("span", { class: "cf-band" }, pick(TYPE_WORD[type])),
  h("span", { class: "cf-top" },
    h("span", { class: "cf-corner" }, h("span", { class: "cf-suit" }, c ? SUITS[c.suit] : ""), h("span", { class: "cf-rank" }, c ? c.rank : ""))),
  fitted(h("span", { class: "cf-name" }, h("span", null, nameLines(shown))), nameFit(shown)));
}

/** The faces of a play: a converted card as what it is used as, with the
 * printed card(s) small beside it under the skill's name; else the cards. */
function playFaces(ev, cards) {
  if (!converted(ev, cards)) return cards.map((c) => cardFace(c));
  // without a skill, the one way to use cards as another is 丈八蛇矛's two as a Slash
  return [asFace(ev.name, cards[0]),
    h("span", { class: "sgs-printed" }, h("span", { class: "sgs-label" }, ev.skill ? skillName(ev.skill) : nameOf("spear")),
      cards.map((c) => cardFace(c, "is-printed")))];
}

/** Whether a play's ``cards`` are used as another card than the printed one. */
function converted(ev, cards) {
  const printed = cards.length ? (parseCard(cards[0]) || {}).name : null;
  return Boolean(ev && ev.name && printed && printed !== ev.name && (ev.kind === "used" || ev.kind === "played"));
}

const who = (names, s) => (s == null ? "—" : names[s] ?? t("seat", { n: s + 1 }));

// The action labels are the engine's (ACTION_TEXT, from rules_page(); its
// describe() writes the history's from the same table): a template by key,
// filled here with the card, skill and seat names in the current language.
const actionLabel = (key) => pick(ACTION_TEXT.labels[key]);
const own = (obj, k) => (Object.prototype.hasOwnProperty.call(obj, k) ? obj[k] : undefined);

/** Which label action ``a`` reads, ``kind`` the question it answers: the
 * engine's actiontext.key (a pass by its standing answer, then by the question). */
function labelKey(a, kind) {
  if ((a.type === "use" || a.type === "play") && a.skill) return "as";
  if (a.type === "use" && (CARD_NAMES[(parseCard(a.card) || {}).name] || {}).kind === "equip") return "equip";
  if (a.type === "skill" && "card" in a) return "skill_card";
  if (a.type === "place") return `place_${a.where}`;
  if (a.type === "pick" && "zone" in a) return "pick_hand";
  if (a.type === "pass") return own(ACTION_TEXT.pass.standing, a.standing) || own(ACTION_TEXT.pass.kind, kind) || "pass";
  return a.type;
}

/** The fields of a label, each read from ``a`` only when its template shows it. */
function actionFields(a, names) {
  const joins = ACTION_TEXT.joins;
  const g = GENERALS[a.general];
  return {
    get card() { return cardText(a.card); },
    get cards() { return (a.cards || [a.card]).map(cardText).join(pick(joins.cards)); },
    get skill() { return skillName(a.skill); },
    get as() { return nameOf(convertedName(a.skill, a.card)); },
    get to() {
      const seats = a.targets || (a.to != null ? [a.to] : []);
      return seats.length ? fill(pick(joins.to), { seats: seats.map((s) => who(names, s)).join(pick(joins.seats)) }) : "";
    },
    get suit() { return SUITS[a.suit]; },
    get general() { return g ? pick(g) : a.general; },
    get kingdom() { return g ? pick(KINGDOMS[g.kingdom]) : ""; },
    get hp() { return g ? g.hp : ""; },
  };
}

/** The button text of a legal action. */
export function actionText(a, ask, names) {
  const tpl = own(ACTION_TEXT.labels, labelKey(a, ask && ask.kind));
  return tpl ? fill(pick(tpl), actionFields(a, names)) : a.type;
}

/** One link of a 明察秋毫 chain: "劉備: 取壊し ♠3 → 張飛". */
function eventText(ev, names) {
  return ev.user == null ? `${cardText(ev.card)} (${who(names, ev.target)})`
    : `${who(names, ev.user)}: ${cardText(ev.card)} → ${who(names, ev.target)}`;
}

// --- what just happened (the engine's events, issue #28) --------------------------
// A view carries ``events``: ``recent`` (the last few its seat may see) and
// ``latest`` (per seat, the act of that seat's last move, or null); the
// table passes the step's own events as ``state.events``. Both hold only
// what the seat drawn may see (public events and its own).

/** The short label of a seat's act, for the bubble at its seat: "閃",
 * "殺 → 張飛", "パス". Built from the event's fields in the current language. */
export function actLabel(ev, names) {
  if (!ev) return "";
  const to = (ev.targets || []).filter((x) => x !== ev.seat);
  const arrow = (label) => (to.length ? `${label} → ${to.map((x) => who(names, x)).join(", ")}` : label);
  const named = ev.name ? nameOf(ev.name) : "";
  switch (ev.kind) {
    case "used": case "placed": case "equipment": return arrow(named);
    case "played": case "equipped": return named;
    case "passed": return t("sgs.act.pass");
    case "ended": return t("sgs.act.end");
    case "skill": return arrow(skillName(ev.skill));
    case "discarded": return t("sgs.act.discard", { n: (ev.cards || []).length });
    case "took": return t("sgs.act.take");
    case "gave": return arrow(t("sgs.act.give"));
    case "named": return t("sgs.act.named", { suit: SUITS[ev.suit] || ev.suit });
    case "picked": return t("sgs.act.picked");
    default: return ev.skill ? skillName(ev.skill) : t("sgs.act.chose");
  }
}

const PLAYS = new Set(["used", "played", "placed", "equipped", "judged"]);

// The events a view knows of, oldest first: its recent ones and this step's
// (which the recent ones may already hold).
function knownEvents(st) {
  const seen = new Set();
  const out = [];
  for (const e of [...((st.view.events && st.view.events.recent) || []), ...(st.events || [])]) {
    if (!seen.has(e.i)) { seen.add(e.i); out.push(e); }
  }
  return out.sort((a, b) => a.i - b.i);
}

/** The cards just used, played or judged in this turn, by whom, on whom:
 * the newest (``.sgs-lastplay``) and, smaller, those before it back to the
 * card of the player whose turn it is that began the exchange, so a 殺 and
 * the 閃 that answered it, or a 万箭斉発 and every answer to it, lie side by
 * side once the table is clear (with only the last three, an area scroll
 * went from the table before its answers did). At most :data:`SHOWN`: the
 * card that began it and the newest after it; without such a card, three. */
const SHOWN = 6;
const ROOTS = new Set(["used", "placed", "equipped"]);
function recentPlays(st) {
  const pool = knownEvents(st);
  const plays = [];
  let root = null;
  for (let i = pool.length - 1; i >= 0 && !root; i--) {
    const e = pool[i];
    if (e.kind === "turn") break;
    if (!PLAYS.has(e.kind) || !(e.cards || []).length) continue;
    if (e.seat === st.view.current && ROOTS.has(e.kind)) root = e;
    else plays.unshift(e);
  }
  if (!root) return plays.slice(-3);
  return [root, ...plays.slice(-(SHOWN - 1))];
}

function lastPlays(st) {
  // A seat's judgements in a row (洛神's, or a delayed scroll's then a
  // skill's) are one group under one label, side by side: each under its own
  // label stood in a column that grew the centre and pushed the hand down.
  const plays = [];
  for (const ev of recentPlays(st)) {
    const prev = plays[plays.length - 1];
    if (prev && ev.kind === "judged" && prev.kind === "judged" && prev.seat === ev.seat) {
      plays[plays.length - 1] = { ...ev, cards: [...prev.cards, ...ev.cards].slice(-4) };
    } else plays.push(ev);
  }
  return plays.map((ev, k) => playGroup(st, ev, k === plays.length - 1));
}

/** The event whose cards the play area draws newest (data-fx="landing"):
 * the one on the table while it resolves, else the last play shown. A card
 * in flight lands exactly there, hidden there until it does. */
function landingEvent(st) {
  const v = st.view;
  if (v.table.length) {
    const pool = knownEvents(st);
    for (let i = pool.length - 1; i >= 0; i--) {
      if ((pool[i].cards || []).some((c) => v.table.includes(c))) return pool[i].i;
    }
    return null;
  }
  const plays = recentPlays(st);
  return plays.length ? plays[plays.length - 1].i : null;
}

function playGroup(st, ev, newest) {
  return h("div", { class: ["sgs-zone", newest ? "sgs-lastplay" : "sgs-prevplay"], "aria-label": t("sgs.last"), dataset: { kind: ev.kind } },
    playLabels(st, ev, h("span", { class: "play-cards", dataset: newest ? { fx: "landing" } : {} }, playFaces(ev, ev.cards.slice(0, 4)))));
}

/** A play's cards between who played them and, below, whom they aim at. */
function playLabels(st, ev, cards) {
  const names = st.names;
  if (!ev) return [cards];
  const to = (ev.targets || []).filter((x) => x !== ev.seat);
  return [h("span", { class: "sgs-label" }, ev.kind === "judged" ? t("sgs.judgedFor", { name: who(names, ev.seat) }) : who(names, ev.seat)),
    cards, to.length ? h("span", { class: "sgs-label" }, `→ ${to.map((x) => who(names, x)).join(", ")}`) : null];
}

/** The play area: the cards on the table while they resolve (with who
 * played the first and on whom: the seats' bubbles alone left a reader to
 * look for it), else the last plays; where a used or played card lands
 * (data-fx="play"). */
function playArea(st) {
  const v = st.view;
  const body = v.table.length ? h("div", { class: "sgs-zone sgs-ontable", "aria-label": t("sgs.table") },
    playLabels(st, tableEvent(st), h("span", { class: "play-cards", dataset: { fx: "landing" } }, tableFaces(st)))) : lastPlays(st);
  return h("div", { class: "sgs-play", dataset: { fx: "play" } }, body);
}

/** The event that put the table's first card there (null if the view does not know it). */
function tableEvent(st) {
  const pool = knownEvents(st);
  const first = st.view.table[0];
  for (let i = pool.length - 1; i >= 0; i--) if (PLAYS.has(pool[i].kind) && (pool[i].cards || []).includes(first)) return pool[i];
  return null;
}

/** The cards on the table, a converted one as what it is used as. */
function tableFaces(st) {
  const v = st.view;
  const pool = knownEvents(st);
  const out = [];
  const done = new Set();
  for (const c of v.table) {
    if (done.has(c)) continue;
    let ev = null;
    for (let i = pool.length - 1; i >= 0 && !ev; i--) if ((pool[i].cards || []).includes(c) && converted(pool[i], pool[i].cards)) ev = pool[i];
    const group = ev ? ev.cards.filter((x) => v.table.includes(x)) : [c];
    group.forEach((x) => done.add(x));
    out.push(...playFaces(ev, group));
  }
  return out;
}

/** The draw pile, where drawn and judged cards come from (data-fx="deck"). */
function deckPile(v) {
  return h("div", { class: "sgs-deck", dataset: { fx: "deck" }, title: t("sgs.pile", { n: v.pile, d: v.discard_count }) },
    h("span", { class: "deck-back", "aria-hidden": "true" }), h("span", { class: "deck-n" }, String(v.pile)));
}

// ---- what each event draws over the table (web/table/effects.js) ----------------
// A text in both languages from this view's strings, for a banner (which
// shows the one the page is in when it appears).
function both(key, params) {
  const of = (l) => fill(strings[l][key], typeof params === "function" ? params(l) : params || {});
  return { ja: of("ja"), en: of("en") };
}

// A set of card faces flying together (a draw, a judgement), side by side.
function flyingSet(ids) {
  return h("span", { class: "sgs-flyset" }, ids.slice(0, 5).map((c) => cardFace(c, "is-flying")));
}

function deathBanner(ev, state) {
  const name = who(state.names, ev.seat);
  const killer = ev.src != null ? who(state.names, ev.src) : null;
  const after = (state.events || []).find((e) => (e.kind === "reward" || e.kind === "penalty") && (e.targets || []).includes(ev.seat));
  const sub = after ? both(`sgs.fx.${after.kind}`, { killer, n: after.amount })
    : killer != null && ev.src !== ev.seat ? both("sgs.fx.killedBy", { killer }) : null;
  return { banner: { title: both("sgs.fx.died", (l) => ({ name, role: ROLE_NAMES[ev.role][l] })), sub, tone: "death" } };
}

// A draw: backs fly from the deck to the drawer; the seat drawn sees its
// own cards fly in face up. Those are in its private twin, the event just
// after the public one: in the step's events when the seat made the move,
// else only in its view's recent events (a bot's move that starts its
// turn is given to the table as everyone sees it).
function drawEffects(ev, state) {
  const me = state.seat;
  if (ev.to) return [];
  if (me == null || ev.seat !== me) return [{ fly: { from: "deck", to: ev.seat, count: ev.amount || 1 } }];
  const twin = knownEvents(state).find((e) => e.kind === "drew" && e.to && e.seat === me && e.i > ev.i && e.i <= ev.i + 2);
  return [{ fly: { from: "deck", to: "hand", ...(twin && twin.cards ? { node: flyingSet(twin.cards) } : { count: ev.amount || 1 }) } }];
}

// Where a card bound for the play area lands: on its own drawing there if
// it is the newest (hidden until it lands), else anywhere in the area.
const landing = (ev, state) => (landingEvent(state) === ev.i ? { to: "landing", hideTo: true } : { to: "play" });

function cardEffects(ev, state) {
  const at = ev.seat != null && ev.seat === state.seat ? "hand" : ev.seat;
  const to = (ev.targets || []).filter((x) => x !== ev.seat);
  const cards = ev.cards || [];
  switch (ev.kind) {
    case "used": case "played": {
      const out = cards.length ? [{ fly: { from: at, ...landing(ev, state), node: flyingSet(cards) } }] : [];
      if (ev.kind === "used" && to.length) out.push({ line: { from: ev.seat, to } });
      return out;
    }
    case "placed": return [{ fly: { from: at, to: to.length ? to[0] : ev.seat, node: flyingSet(cards) } },
      ...(to.length ? [{ line: { from: ev.seat, to } }] : [])];
    case "equipped": return [{ fly: { from: at, to: `equip-${ev.seat}`, node: flyingSet(cards) } }, { pulse: `equip-${ev.seat}` }];
    case "judged": return [{ fly: { from: "deck", ...landing(ev, state), node: flyingSet(cards) } }];
    case "turned_up": return [{ fly: { from: "deck", to: "grace", node: flyingSet(cards) } }];
    case "took": return ev.to ? [] : [{ fly: { from: ev.src != null ? ev.src : "grace", to: ev.seat === state.seat ? "hand" : ev.seat,
      ...(cards.length ? { node: flyingSet(cards) } : { count: 1 }) } }];
    case "gave": return ev.to || !to.length ? [] : [{ fly: { from: at, to: to[0], ...(cards.length ? { node: flyingSet(cards) } : { count: 1 }) } }];
    case "skill": case "equipment": return to.length ? [{ line: { from: ev.seat, to } }] : [];
    // Discarded cards are public: they fly face up to the pile (whose title
    // counts the discards), from whoever lost them (src: another's card, a
    // 取壊し's), the hand for the seat drawn.
    case "discarded": case "penalty": {
      if (!cards.length) return [];
      const from = ev.src != null ? (ev.src === state.seat ? "hand" : ev.src) : at;
      return [{ fly: { from, to: "deck", node: flyingSet(cards) } }];
    }
    default: return [];
  }
}

/** What an event draws (see web/table/effects.js): a card flies from its
 * user (the hand, for the seat drawn) to the play area with an arrow to
 * each target; a bot's 閃 or 殺 lands there too and stays (the play area
 * shows the last plays); damage shakes the seat and pulses its HP; a death
 * is a banner with the role it reveals and the killer's reward or penalty;
 * discarded cards fly face up to the pile;
 * the game's end a banner with the winning side. */
export function effects(ev, ctx, state) {
  if (!state || !state.view) return [];
  const out = [];
  switch (ev.kind) {
    // By zone name: the table reads a hit, heal or pulse of seat 0 as none.
    case "damaged": out.push({ hit: `seat-${ev.seat}` }, { pulse: `hp-${ev.seat}` }); break;
    case "healed": out.push({ heal: `seat-${ev.seat}` }, { pulse: `hp-${ev.seat}` }); break;
    case "drew": out.push(...drawEffects(ev, state)); break;
    case "died": out.push(deathBanner(ev, state)); break;
    default: out.push(...cardEffects(ev, state));
  }
  const v = state.view;
  const evs = state.events || [];
  if (v.over && evs.length && evs[evs.length - 1].i === ev.i) {
    out.push({ banner: { title: both(`sgs.over.${v.over}`), sub: both(`sgs.why.${v.over}`), tone: v.over === "draw" ? "end" : "win" } });
  }
  return out;
}

/** The bubble at seat ``s``: its latest act until it acts again (none for its pick, none once dead). */
function actBubble(st, s) {
  const v = st.view;
  const ev = v.events && v.events.latest ? v.events.latest[s] : null;
  // a pick is said where the general goes ('picked', or the lord's general),
  // and was no news turns later at a seat that had not acted since; a dead
  // seat acts no more
  if (!ev || ev.kind === "picked" || !v.alive[s]) return null;
  const label = actLabel(ev, st.names);
  return h("span", { class: ["seat-act", `act-${ev.kind}`], dataset: { kind: ev.kind },
    title: t("sgs.act.label", { name: who(st.names, s), what: label }) }, label);
}

/** The question, said to the one asked (``seat``), naming what is happening. */
export function questionText(ask, names, seat) {
  const w = (s) => (s === seat ? t("sgs.you") : who(names, s));
  switch (ask.kind) {
    case "play": return t("sgs.q.play");
    case "discard": return t("sgs.q.discard", { n: ask.count });
    case "dodge": return t(ask.second ? "sgs.q.dodge2" : "sgs.q.dodge", { src: w(ask.src), why: t(`sgs.why.${ask.why}`) });
    // In a 決闘 the one asked answers whoever is across: the 決闘 may be either's.
    case "slash": return ask.why === "duel" ? t("sgs.q.duel", { src: w(ask.src) })
      : t("sgs.q.slash", { src: w(ask.src), why: t(`sgs.why.${ask.why}`) });
    case "nullify": {
      const ev = ask.event;
      if (ev.name === "nullification") {
        const chain = ask.chain || [];
        const prev = chain.length >= 2 ? chain[chain.length - 2] : null;
        // the scroll the chain began with is the asked player's own: say so
        if (prev && prev.name !== "nullification" && prev.user === seat && ev.user !== seat) {
          return t(prev.target === seat ? "sgs.q.nullifyOnYoursSelf" : "sgs.q.nullifyOnYours",
            { user: w(ev.user), card: cardText(prev.card), target: w(prev.target) });
        }
        return t(ev.user === seat ? "sgs.q.nullifyOnMine" : "sgs.q.nullifyOn",
          { user: w(ev.user), what: prev ? eventText(prev, names) : cardText(ev.card) });
      }
      if (ev.user == null) return t(ev.target === seat ? "sgs.q.nullifyJudgeMine" : "sgs.q.nullifyJudge",
        { card: cardText(ev.card), target: w(ev.target) });
      // Said as a person would: "You use … on yourself", not "you uses … on you".
      const key = ev.user === seat ? (ev.target === seat ? "sgs.q.nullifyMineSelf" : "sgs.q.nullifyMine")
        : ev.target === ev.user ? "sgs.q.nullifyTheirs" : "sgs.q.nullify";
      return t(key, { user: w(ev.user), card: cardText(ev.card), target: w(ev.target) });
    }
    case "peach": return ask.dying === seat ? t("sgs.q.peachSelf", { n: ask.need })
      : t("sgs.q.peach", { dying: w(ask.dying), n: ask.need });
    case "pick": return t("sgs.q.pick", { target: w(ask.target), why: t(`sgs.pickwhy.${ask.why}`) });
    case "collateral": return t("sgs.q.collateral", { victim: w(ask.victim), user: w(ask.user) });
    case "swords_victim": return t("sgs.q.swords_victim", { user: w(ask.user) });
    case "skill": return t("sgs.q.skill", { skill: skillName(ask.skill) });
    case "liuli": case "ganglie": case "suit": return t(`sgs.q.${ask.kind}`, { user: w(ask.user) });
    case "guicai": return t("sgs.q.guicai", { judge: w(ask.judge), card: cardText(ask.card) });
    // 護駕 asks the attacker too: the card to answer is then their own
    case "proxy": return t(ask.src === seat ? "sgs.q.proxyOwn" : "sgs.q.proxy",
      { lord: w(ask.lord), need: nameOf(ask.need), skill: skillName(ask.skill), why: ask.why && t(`sgs.why.${ask.why}`) });
    case "cost": return t("sgs.q.cost", { skill: skillName(ask.skill), n: ask.count });
    case "blade": case "axe": case "ice": case "kylin": case "swords":
      return t(`sgs.q.${ask.kind}`, { target: w(ask.target) });
    case "grace": case "tuxi": case "guanxing": case "yiji": case "zhiheng": case "order":
      return t(`sgs.q.${ask.kind}`);
    default: return t("sgs.q.other");
  }
}

/** What the table is waiting for (public: who is asked what, never the answers). */
export function waitingText(ask, names) {
  const k = ask.kind;
  const what = k === "peach" ? t("sgs.w.peach", { dying: who(names, ask.dying) })
    : k === "skill" ? t("sgs.w.skill", { skill: skillName(ask.skill) })
      : ["play", "discard", "dodge", "slash", "nullify"].includes(k) ? t(`sgs.w.${k}`)
        : WAIT_ABOUT.has(k) ? t(`sgs.w.${k}`, waitParams(ask, names))
          : SKILLS[ask.skill] ? t("sgs.w.skill", { skill: skillName(ask.skill) }) : t("sgs.w.other");
  return t("sgs.waiting", { name: who(names, ask.seat), what });
}

// The questions whose waiting line names the seats and cards they are about
// (the public view of the ask carries them): the table can follow a bot's choice.
const WAIT_ABOUT = new Set(["pick", "grace", "collateral", "swords_victim", "liuli", "ganglie", "suit", "guicai",
  "proxy", "cost", "blade", "axe", "ice", "kylin", "swords", "yiji", "zhiheng", "guanxing", "order"]);
function waitParams(ask, names) {
  const p = {};
  for (const key of ["target", "user", "victim", "lord", "judge"]) if (ask[key] != null) p[key] = who(names, ask[key]);
  if (ask.why && ask.kind === "pick") p.why = t(`sgs.pickwhy.${ask.why}`);
  if (ask.card) p.card = cardText(ask.card);
  if (ask.need) p.need = nameOf(ask.need);
  if (ask.skill) p.skill = skillName(ask.skill);
  if (ask.count != null) p.n = ask.count;
  return p;
}

// --- choosing in the play phase: source (card / skill / spear), variant, targets ---
// Targets of a Slash (and of 突襲) are a set: the engine sorts them; others
// (借刀殺人: wielder then victim; 離間: the two in order) are a sequence. Which
// are sets is the engine's SET_TARGETS; a spear action's two cards are a Slash.
function unordered(a) {
  if (a.type === "skill") return SET_TARGETS.skills.includes(a.skill);
  const name = a.type === "spear" ? "slash" : a.skill ? convertedName(a.skill, a.card) : parseCard(a.card)?.name;
  return SET_TARGETS.cards.includes(name);
}
function sameSet(x, y) {
  return x.length === y.length && x.every((v) => y.includes(v));
}
function fits(a, chosen) {
  const ts = a.targets || [];
  if (chosen.length > ts.length) return false;
  if (unordered(a)) return chosen.every((s) => ts.includes(s));
  return chosen.every((s, i) => ts[i] === s);
}
const variantKey = (a) => `${a.type}:${a.skill || ""}`;

// The view's state between draws (V), shared by the parts below.
export function mount(el, ctx) {
  const V = {
    el, ctx,
    root: h("div", { class: "sgs" }),
    busy: false,
    sel: null, // {source, key, card, cards, variant, targets}
    note: null, // a line under the prompt: a card's text, a refusal
    lastState: null,
    anchor: null, // the seat drawn at the bottom
    hintAction: null,
    lastKey: null,
    picks: null, // 制衡's cards chosen on this screen, sent together on confirm
    pending: null, // a skill's cost tapped before it was asked: {skill, cards, seat}
    topRow: null, // a phone's ring top row: the tallest it has been, {key, h}
  };
  V.el.append(V.root);
  return {
    render(state) {
      // A new question clears what was being chosen for the last one.
      const key = JSON.stringify([state.view.ask, state.seat, state.acting, state.view.draft && state.view.draft.stage,
        state.view.actions]);
      if (key !== V.lastKey) {
        V.sel = null; V.hintAction = null; V.lastKey = key;
        // A card's or skill's text the player opened stays until they close
        // it (bots moving on do not wipe it), but never for another seat.
        if (!(V.note && V.note.kind === "text" && V.note.seat === state.seat)) V.note = null;
      }
      if (!V.busy && !(state.acting && state.view.ask && state.view.ask.kind === "zhiheng")) V.picks = null;
      draw(V, state);
      if (V.waiter) V.waiter(state);
      answerPending(V, state);
    },
    clear() { V.lastState = null; V.lastKey = null; V.sel = null; V.note = null; V.hintAction = null; V.picks = null; V.root.replaceChildren(); },
    destroy() { V.root.remove(); },
  };
}

const redraw = (V) => V.lastState && draw(V, V.lastState);

async function act(V, a) {
  if (V.busy) return;
  V.busy = true;
  try {
    const ok = await V.ctx.act(a);
    if (ok) { V.sel = null; V.note = null; V.hintAction = null; }
  } finally { V.busy = false; }
}

// 制衡's cards, chosen on this screen, then given to the engine one by one
// (each a move of the record, as its question asks) and "done".
async function zhihengGo(V) {
  if (V.busy || !V.picks || !V.picks.length) return;
  const picks = V.picks;
  V.busy = true;
  try {
    for (const id of picks) {
      if (!(await V.ctx.act({ type: "choose", card: id }))) return;
      // The table takes the next step after the act resolves: answer again
      // only once this seat is asked again, with the card among the chosen.
      if (!(await askedAgain(V, (q) => q.kind === "zhiheng" && ((q.private || {}).chosen || []).includes(id)))) return;
    }
    await V.ctx.act({ type: "done" });
  } finally { V.busy = false; V.picks = null; }
}

/** Resolves true once the view is drawn acting on a question ``test``
 * accepts, false if it is not within a few seconds. */
function askedAgain(V, test) {
  return new Promise((resolve) => {
    const timer = setTimeout(() => { V.waiter = null; resolve(false); }, 8000);
    V.waiter = (st) => {
      if (!(st.acting && st.view.ask && test(st.view.ask))) return;
      clearTimeout(timer);
      V.waiter = null;
      resolve(true);
    };
  });
}

function showCardText(V, id) {
  const c = parseCard(id);
  if (!c) return;
  V.note = { kind: "text", seat: V.lastState && V.lastState.seat, card: id };
}

// A skill's text opens with its kinds (「主公技。強制技。」 / "Lord skill.
// Locked."); where the title already names them, the text goes without.
const TAG_OPENING = /^(?:(?:主公技|強制技)。|(?:Lord skill|Locked)\. )+/;
const skillBody = (s) => pick(s.text).replace(TAG_OPENING, "");
function skillTags(s) {
  return [s.locked ? t("sgs.locked") : null, s.lord ? t("sgs.lordSkill") : null].filter(Boolean);
}
const paren = (x) => pick({ ja: `（${x}）`, en: ` (${x})` });
const tagsText = (s, more = []) => {
  const tags = [...skillTags(s), ...more];
  return tags.length ? paren(tags.join(pick({ ja: "・", en: ", " }))) : "";
};
// A lord skill works only for the lord (ruling draft_pool): on anyone else's
// general it is drawn dimmed, with the reason, never hidden, so the general
// reads the same everywhere. The lord's role is always public, so a seat
// whose role is hidden is not the lord.
const lordOff = (k, role) => SKILLS[k].lord && role !== "lord";

function showSkillText(V, k) {
  const s = SKILLS[k];
  if (!s) return;
  V.note = { kind: "text", seat: V.lastState && V.lastState.seat, skill: k };
}

/** A text note's title and words, in the language the page is in now (a
 * note stays open while the language may change). */
function noteWords(note, st) {
  if (note.card) {
    const c = parseCard(note.card);
    return { title: cardText(note.card), text: CARD_TEXT[c.name] ? pick(CARD_TEXT[c.name]) : "" };
  }
  const s = SKILLS[note.skill];
  const off = st && st.seat != null && lordOff(note.skill, st.view.roles[st.seat]);
  return { title: skillName(note.skill) + tagsText(s, off ? [t("sgs.lordOff")] : []), text: skillBody(s) };
}

// ---- seats ----
function hpPips(V, v, s) {
  const max = v.max_hp[s];
  const hp = v.hp[s];
  if (max == null) return null;
  const pips = [];
  for (let i = 0; i < max; i++) pips.push(h("span", { class: ["pip", i < Math.max(0, hp) ? "is-full" : null] }));
  const ratio = hp / max;
  return h("span", { class: ["sgs-hp", ratio <= 0.34 ? "is-low" : ratio <= 0.67 ? "is-mid" : null], dataset: { fx: `hp-${s}` },
    "aria-label": t("sgs.hp", { hp, max }), title: t("sgs.hp", { hp, max }) },
  h("span", { class: "pips", "aria-hidden": "true" }, pips), h("span", { class: "hp-num" }, `${hp}/${max}`));
}

// Only what is equipped, each on its own row with its name whole (on two
// lines if it must): a cut name ("Eight Diag…") tells nothing.
function equipSlots(V, v, s, tappable) {
  const e = v.equip[s];
  const filled = SLOTS.filter((slot) => e[slot]);
  if (!filled.length) return null;
  return h("div", { class: "sgs-equip", "aria-label": t("sgs.equip"), dataset: { fx: `equip-${s}` } },
    filled.map((slot) => {
      const id = e[slot];
      const c = parseCard(id);
      const body = [h("span", { class: "slot-icon", title: t(`sgs.slot.${slot}`) }, SLOT_ICON[slot]),
        h("span", { class: "slot-name" }, nameOf(c.name)),
        h("span", { class: ["slot-suit", isRed(id) ? "is-red" : null] }, SUITS[c.suit] + c.rank)];
      if (tappable && tappable(id)) {
        const chosen = (V.sel && (V.sel.card === id || (V.sel.cards || []).includes(id))) || (V.picks || []).includes(id);
        return h("button", { type: "button", class: ["sgs-slot", "is-lit", chosen ? "is-selected" : null],
          dataset: { card: id }, onclick: (ev) => { ev.stopPropagation(); tapCard(V, id); } }, body);
      }
      return h("span", { class: "sgs-slot", dataset: { card: id }, title: cardText(id) }, body);
    }));
}

function seatTile(V, st, s, mode) {
  const { view: v, names } = st;
  const role = v.roles[s];
  const g = v.generals[s] ? GENERALS[v.generals[s]] : null;
  const asked = v.ask && v.ask.seat === s;
  const dying = v.ask && v.ask.kind === "peach" && v.ask.dying === s;
  const tgt = mode.targets;
  const lit = tgt && tgt.lit.has(s);
  const chosen = tgt && tgt.chosen.includes(s);
  const dist = v.distance && v.distance[s] != null ? v.distance[s] : null;
  const cls = ["sgs-seat", v.alive[s] ? null : "is-dead", v.current === s ? "is-current" : null,
    asked ? "is-asked" : null, dying ? "is-dying" : null, s === V.anchor ? "is-me" : null,
    st.lastActor === s ? "is-last" : null, lit ? "is-lit" : null, chosen ? "is-chosen" : null,
    tgt && !lit && !chosen ? "is-dim" : null];
  const draftMark = !g && v.draft && v.draft.picked[s];
  return h("button", {
    type: "button", class: cls, dataset: { seat: s, fxSeat: s, fx: `seat-${s}` },
    "aria-pressed": tgt ? (chosen ? "true" : "false") : null,
    onclick: () => tapSeat(V, s),
  },
  h("span", { class: "seat-head" },
    h("span", { class: "sgs-sname" }, who(names, s)),
    role ? h("span", { class: ["sgs-role", `role-${role}`] }, pick(ROLE_NAMES[role]))
      : h("span", { class: "sgs-role role-hidden", title: t("sgs.unknown") }, "?")),
  g ? h("span", { class: ["seat-general", `kingdom-${g.kingdom}`] },
    h("span", { class: "gen-name" }, pick(g)),
    h("span", { class: "gen-meta" }, pick(KINGDOMS[g.kingdom]), g.gender === "female" ? " ♀" : " ♂"))
    // a game without generals has no draft and never a general: no line for one
    : v.draft || v.generals.some(Boolean) ? h("span", { class: "seat-general" }, draftMark ? t("sgs.picked") : "\u00a0") : null,
  h("span", { class: "seat-stats" },
    v.alive[s] ? hpPips(V, v, s) : h("span", { class: "sgs-hp is-dead" }, t("sgs.dead")),
    h("span", { class: "seat-count", title: t("sgs.cards", { n: v.hand_counts[s] }) }, "🂠", String(v.hand_counts[s])),
    dying ? h("span", { class: "seat-flag is-dying" }, t("sgs.dying")) : null,
    tgt && dist != null ? h("span", { class: "seat-dist" }, t("sgs.distance", { d: dist })) : null,
    actBubble(st, s)),
  v.alive[s] ? equipSlots(V, v, s) : null,
  v.judge[s].length ? h("span", { class: "seat-judge", "aria-label": t("sgs.judge") },
    v.judge[s].map((c) => chip(c, "is-judge"))) : null);
}

function seatInfo(V, st, s) {
  const { view: v, names } = st;
  const g = v.generals[s] ? GENERALS[v.generals[s]] : null;
  const role = v.roles[s];
  const body = h("div", { class: "sgs-info" },
    g ? h("p", null, h("strong", null, generalText(v.generals[s])), " · ", t(g.gender === "female" ? "sgs.female" : "sgs.male")) : null,
    h("p", null, role ? pick(ROLE_NAMES[role]) : t("sgs.unknown"),
      role && ROLE_TEXT[role] ? h("span", { class: "muted" }, " — ", pick(ROLE_TEXT[role])) : null),
    v.hp[s] != null ? h("p", null, v.alive[s] ? t("sgs.hp", { hp: v.hp[s], max: v.max_hp[s] }) : t("sgs.dead"),
      " · ", t("sgs.cards", { n: v.hand_counts[s] }),
      v.distance && v.distance[s] != null ? ` · ${t("sgs.distance", { d: v.distance[s] })}` : null) : null,
    g ? h("dl", { class: "sgs-skilllist" }, g.skills.map((k) => [
      h("dt", { class: lordOff(k, role) ? "is-off" : null }, skillName(k), tagsText(SKILLS[k]),
        lordOff(k, role) ? h("span", { class: "skill-off" }, paren(t("sgs.lordOff"))) : null),
      h("dd", { class: lordOff(k, role) ? "is-off" : null }, skillBody(SKILLS[k]))])) : null,
    h("dl", { class: "sgs-skilllist" },
      SLOTS.filter((slot) => v.equip[s][slot]).map((slot) => {
        const id = v.equip[s][slot];
        return [h("dt", null, `${t(`sgs.slot.${slot}`)}: ${cardText(id)}`),
          h("dd", null, CARD_TEXT[parseCard(id).name] ? pick(CARD_TEXT[parseCard(id).name]) : "")];
      }),
      v.judge[s].map((id) => [h("dt", null, `${t("sgs.judge")}: ${cardText(id)}`),
        h("dd", null, CARD_TEXT[parseCard(id).name] ? pick(CARD_TEXT[parseCard(id).name]) : "")])));
  contentDialog(t("sgs.seatInfo", { name: who(names, s) }), body);
}

// ---- the play phase's selection ----
function playLegal(V, st) {
  return st.acting && st.view.ask && st.view.ask.kind === "play" ? st.legal : null;
}

function candidates(V, st) {
  const legal = playLegal(V, st);
  if (!legal || !V.sel) return [];
  let c;
  if (V.sel.source === "card") c = legal.filter((a) => a.card === V.sel.key);
  else if (V.sel.source === "skill") c = legal.filter((a) => a.type === "skill" && a.skill === V.sel.key);
  else c = legal.filter((a) => a.type === "spear");
  if (V.sel.source !== "card" && V.sel.card) c = c.filter((a) => a.card === V.sel.card);
  if (V.sel.cards.length) c = c.filter((a) => a.cards && V.sel.cards.every((x) => a.cards.includes(x)));
  if (V.sel.variant) c = c.filter((a) => variantKey(a) === V.sel.variant);
  return c.filter((a) => fits(a, V.sel.targets));
}

function variants(V, st) {
  const legal = playLegal(V, st);
  if (!legal || !V.sel || V.sel.source !== "card") return [];
  const keys = [];
  for (const a of legal.filter((x) => x.card === V.sel.key)) if (!keys.includes(variantKey(a))) keys.push(variantKey(a));
  return keys;
}

function needsCard(V, cands) {
  return V.sel && V.sel.source === "skill" && !V.sel.card && cands.some((a) => a.card);
}

function needsCards(V, cands) {
  return V.sel && V.sel.source === "spear" && V.sel.cards.length < 2 && cands.length > 0;
}

function targetMode(V, st, cands) {
  if (!V.sel || needsCard(V, cands) || needsCards(V, cands)) return null;
  if (!cands.some((a) => (a.targets || []).length)) return null;
  const lit = new Set();
  for (const a of cands) {
    const ts = a.targets || [];
    for (const s of ts) if (!V.sel.targets.includes(s)) {
      if (unordered(a) || ts[V.sel.targets.length] === s) lit.add(s);
    }
  }
  return { lit, chosen: V.sel.targets };
}

function complete(V, cands) {
  return cands.find((a) => {
    const ts = a.targets || [];
    return unordered(a) ? sameSet(ts, V.sel.targets) : ts.length === V.sel.targets.length;
  }) || null;
}

function startSel(V, source, key) {
  V.sel = { source, key, card: null, cards: [], variant: null, targets: [], cost: [] };
  const vs = variants(V, V.lastState);
  // The card's own use first; a conversion or skill is a second choice.
  if (vs.length) V.sel.variant = vs.find((k) => k.endsWith(":")) || vs[0];
}

function tapCard(V, id) {
  const st = V.lastState;
  if (!st) return;
  V.hintAction = null;
  if (!st.acting) { showCardText(V, id); redraw(V); return; }
  const legal = playLegal(V, st);
  if (legal) {
    if (V.sel && V.sel.source === "skill" && !V.sel.card) {
      const c = candidates(V, st);
      if (c.some((a) => a.card === id)) { V.sel.card = id; showCardText(V, id); redraw(V); return; }
    }
    // A skill whose cards are asked after it (青嚢, 結姻, 制衡) takes them
    // now too, in whatever order the player taps: kept, and given when asked.
    if (takesCost(V, st) && st.view.hand.includes(id)) {
      const n = CARD_COSTS[V.sel.key];
      const cost = V.sel.cost;
      V.sel.cost = cost.includes(id) ? cost.filter((x) => x !== id)
        : n && cost.length >= n ? [...cost.slice(cost.length - n + 1), id] : [...cost, id];
      V.note = null;
      redraw(V);
      return;
    }
    if (V.sel && V.sel.source === "spear" && V.sel.cards.length < 2) {
      const c = candidates(V, st);
      if (V.sel.cards.includes(id)) V.sel.cards = V.sel.cards.filter((x) => x !== id);
      else if (c.some((a) => a.cards.includes(id))) V.sel.cards.push(id);
      showCardText(V, id); redraw(V); return;
    }
    if (V.sel && V.sel.source === "card" && V.sel.key === id) { V.sel = null; V.note = null; redraw(V); return; }
    if (legal.some((a) => a.card === id)) startSel(V, "card", id);
    else if (id === st.view.equip[st.seat].weapon && legal.some((a) => a.type === "spear")) startSel(V, "spear", id);
    else V.sel = null;
    showCardText(V, id);
    redraw(V);
    return;
  }
  // 制衡: a tap chooses a card, a second tap puts it back; one confirm sends them.
  if (st.view.ask && st.view.ask.kind === "zhiheng") {
    if (st.legal.some((a) => a.type === "choose" && a.card === id)) {
      const picks = V.picks || [];
      V.picks = picks.includes(id) ? picks.filter((x) => x !== id) : [...picks, id];
    }
    redraw(V);
    return;
  }
  // A question: a lit card narrows the answers to those using it; in the
  // discard phase, a tap discards it.
  const uses = st.legal.filter((a) => a.card === id || (a.cards || []).includes(id));
  if (st.view.ask && st.view.ask.kind === "discard" && uses.length === 1) { act(V, uses[0]); return; }
  if (uses.length) V.sel = { source: "answer", key: id, card: id, cards: [], variant: null, targets: [] };
  else if (V.sel && V.sel.source === "answer") V.sel = null;
  showCardText(V, id);
  redraw(V);
}

/** Whether the skill being chosen asks for its cards after it is used. */
function takesCost(V, st) {
  if (!(V.sel && V.sel.source === "skill" && !V.sel.card && own(CARD_COSTS, V.sel.key) !== undefined)) return false;
  return !candidates(V, st).some((a) => a.card);
}

/** What a skill with a cost still needs, said under the prompt. */
function costLine(V, st, mode, done) {
  const skill = skillName(V.sel.key);
  const n = CARD_COSTS[V.sel.key];
  const cards = V.sel.cost.map(cardText).join(pick({ ja: "、", en: ", " }));
  if (!V.sel.cost.length) return n == null ? t("sgs.needCostAny", { skill }) : t("sgs.needCost", { skill, n });
  return mode && !done ? t("sgs.costThenTarget", { skill, cards }) : t("sgs.costReady", { skill, cards });
}

// The cards tapped for a skill's cost, given when its question comes: 青嚢's
// and 結姻's "discard which" answered with them, 制衡's chosen and sent.
function answerPending(V, st) {
  const p = V.pending;
  if (!p || !st.acting || !st.view.ask) return;
  V.pending = null;
  const q = st.view.ask;
  if (st.seat !== p.seat || (q.skill !== p.skill && q.kind !== "zhiheng")) return;
  if (q.kind === "cost") {
    const a = st.legal.find((x) => x.type === "cost" && sameSet(x.cards, p.cards));
    if (a) setTimeout(() => act(V, a), 0);
  } else if (q.kind === "zhiheng" && p.skill === "zhiheng") {
    V.picks = p.cards.filter((c) => st.legal.some((x) => x.type === "choose" && x.card === c));
    if (V.picks.length) setTimeout(() => zhihengGo(V), 0);
  }
}

function tapSkill(V, k) {
  const st = V.lastState;
  V.hintAction = null;
  const legal = playLegal(V, st);
  if (legal && legal.some((a) => a.type === "skill" && a.skill === k)) {
    if (V.sel && V.sel.source === "skill" && V.sel.key === k) V.sel = null;
    else startSel(V, "skill", k);
  }
  showSkillText(V, k);
  redraw(V);
}

async function tapSeat(V, s) {
  const st = V.lastState;
  if (!st) return;
  const cands = candidates(V, st);
  const mode = targetMode(V, st, cands);
  if (!mode) { seatInfo(V, st, s); return; }
  if (V.sel.targets.includes(s)) {
    V.sel.targets = V.sel.targets.filter((x) => x !== s);
    V.note = null;
    redraw(V);
    return;
  }
  if (mode.lit.has(s)) {
    V.sel.targets = [...V.sel.targets, s];
    V.note = null;
    redraw(V);
    return;
  }
  // Not a legal target: say why, in the engine's words.
  let why = s === st.seat ? t("sgs.self") : null;
  if (!why) {
    const base = cands[0] || {};
    const probe = { ...base, targets: [...V.sel.targets, s] };
    why = await V.ctx.check(probe);
  }
  if (why) { V.note = { kind: "refusal", text: t("sgs.notTarget", { name: who(st.names, s), why }) }; redraw(V); }
}

async function hint(V) {
  if (!V.ctx.hint) return;
  const a = await V.ctx.hint();
  if (!a) return;
  V.hintAction = JSON.stringify(a);
  V.sel = null;
  V.note = null;
  redraw(V);
  // The outlined choice may be out of sight (a phone scrolls the draft's
  // generals): bring it into view, without motion when motion is reduced.
  bringIntoView(V.root.querySelector(".is-hint"));
}

// ---- the parts of the screen ----
function ringSlots(V, n) {
  const m = n - 1;
  const side = m <= 1 ? 0 : Math.round(m / 3);
  return { side, top: m - 2 * side };
}

function ring(V, st, mode) {
  const v = st.view;
  const n = v.alive.length;
  const order = [];
  for (let k = 1; k < n; k++) order.push((V.anchor + k) % n);
  const { side, top } = ringSlots(V, n);
  const right = order.slice(0, side);
  const topRow = order.slice(side, side + top);
  const left = order.slice(side + top);
  const tile = (s) => seatTile(V, st, s, mode);
  return h("div", { class: ["sgs-ring", `sides-${side}`], dataset: { players: n } },
    h("div", { class: "ring-top" }, topRow.map(tile)),
    h("div", { class: "ring-left" }, left.map(tile)),
    center(V, st),
    h("div", { class: "ring-right" }, right.map(tile)));
}

function center(V, st) {
  const { view: v, names } = st;
  const recent = (v.events && v.events.recent) || [];
  const lastLine = recent.length ? recent[recent.length - 1] : null;
  const q = v.ask;
  const chain = q && q.kind === "nullify" && (q.chain || []).length > 1 ? h("div", { class: "sgs-chain" },
    h("span", { class: "chain-title" }, t("sgs.chain", { n: q.chain.length })),
    h("ol", null, q.chain.map((ev) => h("li", null, eventText(ev, names))))) : null;
  return h("div", { class: "ring-center" },
    h("div", { class: "sgs-centerhead" }, deckPile(v),
      h("p", { class: "sgs-status" },
        v.draft ? "" : t("sgs.turn", { n: v.turn, name: who(names, v.current), phase: t(`sgs.phase.${v.phase}`) }),
        h("br"), t("sgs.pile", { n: v.pile, d: v.discard_count }))),
    playArea(st),
    v.grace.length ? h("div", { class: "sgs-zone sgs-grace", "aria-label": t("sgs.grace"), dataset: { fx: "grace" } },
      h("span", { class: "sgs-label" }, t("sgs.grace")), h("span", { class: "play-cards" }, v.grace.map((c) => cardFace(c)))) : null,
    chain,
    q && !st.acting ? h("p", { class: "sgs-waiting" }, waitingText(q, names)) : null,
    lastLine ? h("p", { class: "sgs-lastlog" }, seatNames(pick(lastLine.text), names)) : null);
}

function meBar(V, st, mode) {
  const v = st.view;
  const s = V.anchor;
  // The seat at the bottom is no tile of the ring: when it may be chosen
  // (青嚢 on oneself), a button says so.
  const tgt = mode && mode.targets;
  const self = tgt && (tgt.lit.has(s) || tgt.chosen.includes(s)) ? h("button", { type: "button",
    class: ["btn", "sgs-pickself", tgt.chosen.includes(s) ? "is-selected" : null],
    "aria-pressed": tgt.chosen.includes(s) ? "true" : "false", dataset: { seat: s }, onclick: () => tapSeat(V, s) },
  t("sgs.pickSelf")) : null;
  const role = v.roles[s];
  const g = v.generals[s] ? GENERALS[v.generals[s]] : null;
  // Any answer with an equipped card (a 制衡 choice as well as a play) makes its slot a button.
  const legal = st.acting ? st.legal : [];
  const usableEquip = (id) => legal.some((a) => a.card === id)
    || (id === v.equip[s].weapon && legal.some((a) => a.type === "spear"))
    || (V.sel && V.sel.source === "skill" && candidates(V, st).some((a) => a.card === id));
  return h("section", { class: ["sgs-me", v.alive[s] ? null : "is-dead", v.current === s ? "is-current" : null,
    v.ask && v.ask.seat === s ? "is-asked" : null], dataset: { seat: s, fxSeat: s, fx: `seat-${s}` } },
  h("div", { class: "me-head" },
    h("button", { type: "button", class: "me-name", onclick: () => seatInfo(V, st, s) }, h("span", { class: "me-name-text" }, who(st.names, s))),
    role ? h("span", { class: ["sgs-role", `role-${role}`] }, pick(ROLE_NAMES[role])) : null,
    g ? h("span", { class: ["seat-general", `kingdom-${g.kingdom}`] }, h("span", { class: "gen-name" }, pick(g)),
      h("span", { class: "gen-meta" }, pick(KINGDOMS[g.kingdom]), g.gender === "female" ? " ♀" : " ♂")) : null,
    v.alive[s] ? hpPips(V, v, s) : h("span", { class: "sgs-hp is-dead" }, t("sgs.dead")),
    h("span", { class: "seat-count" }, "🂠", String(v.hand_counts[s])),
    v.range != null && st.acting ? h("span", { class: "seat-dist" }, t("sgs.range", { r: v.range })) : null,
    actBubble(st, s), self),
  v.alive[s] ? equipSlots(V, v, s, st.acting ? usableEquip : null) : null,
  v.judge[s].length ? h("div", { class: "seat-judge" }, h("span", { class: "sgs-label" }, t("sgs.judge")),
    v.judge[s].map((c) => chip(c, "is-judge"))) : null);
}

function handRow(V, st) {
  const v = st.view;
  if (!v.hand) return null;
  const legal = st.acting ? st.legal : [];
  const play = playLegal(V, st);
  let litCard;
  if (play && takesCost(V, st)) {
    litCard = () => true;
  } else if (play && V.sel && V.sel.source === "skill" && !V.sel.card) {
    const c = candidates(V, st);
    litCard = (id) => c.some((a) => a.card === id);
  } else if (play && V.sel && V.sel.source === "spear") {
    const c = candidates(V, st);
    litCard = (id) => V.sel.cards.length < 2 && c.some((a) => a.cards.includes(id));
  } else {
    litCard = (id) => legal.some((a) => a.card === id || (a.cards || []).includes(id));
  }
  // A card that only a skill makes usable (a second 殺 given by 仁徳) says so on it.
  const via = (id) => {
    if (!play || V.sel) return null;
    const uses = play.filter((a) => a.card === id);
    const skills = [...new Set(uses.map((a) => a.skill))];
    return uses.length && skills.length === 1 && skills[0] ? skills[0] : null;
  };
  const hintCards = V.hintAction ? (() => { const a = JSON.parse(V.hintAction); return [a.card, ...(a.cards || [])]; })() : [];
  const cards = v.hand.map((id) => {
    const chosen = (V.sel && (V.sel.key === id || V.sel.card === id || V.sel.cards.includes(id)
      || (V.sel.cost || []).includes(id))) || (V.picks || []).includes(id);
    return h("button", { type: "button", class: ["sgs-hcard", isRed(id) ? "is-red" : null,
      st.acting && litCard(id) ? "is-lit" : null, chosen ? "is-selected" : null,
      hintCards.includes(id) ? "is-hint" : null],
    dataset: { card: id }, "aria-pressed": chosen ? "true" : "false", "aria-label": cardText(id), onclick: () => tapCard(V, id) },
    cardFace(id), st.acting && via(id) ? h("span", { class: "hc-via", title: t("sgs.via", { skill: skillName(via(id)) }) },
      skillName(via(id))) : null);
  });
  const g = v.generals[st.seat] ? GENERALS[v.generals[st.seat]] : null;
  // A dead player's skills are gone with them: no buttons.
  const mySkills = g && v.alive[st.seat] ? g.skills : [];
  const skills = mySkills.map((k) => {
    if (lordOff(k, v.roles[st.seat])) {
      return h("button", { type: "button", class: "sgs-skill is-off", dataset: { skill: k }, onclick: () => tapSkill(V, k) },
        skillName(k), h("small", { class: "skill-off" }, t("sgs.lordOff")));
    }
    const usable = play && play.some((a) => a.type === "skill" && a.skill === k);
    return h("button", { type: "button", class: ["sgs-skill", usable ? "is-lit" : null,
      V.sel && V.sel.source === "skill" && V.sel.key === k ? "is-selected" : null, SKILLS[k].locked ? "is-locked" : null],
    dataset: { skill: k }, onclick: () => tapSkill(V, k) }, skillName(k));
  });
  if (!cards.length && !skills.length) return null;
  return h("section", { class: "sgs-handrow", "aria-label": t("sgs.hand") },
    h("div", { class: "sgs-hand", dataset: { fx: "hand" } }, cards),
    skills.length ? h("div", { class: "sgs-skills", "aria-label": t("sgs.skills") }, skills) : null);
}

function answerButton(V, a, st, primary) {
  const key = JSON.stringify(a);
  return h("button", { type: "button",
    class: ["btn", primary ? "btn-primary" : null, V.hintAction === key ? "is-hint" : null],
    dataset: { action: key }, onclick: () => act(V, a) }, actionText(a, st.view.ask, st.names));
}

function prompt(V, st) {
  const { view: v, names } = st;
  const parts = [];
  let buttons = [];
  if (v.over) {
    parts.push(h("p", { class: "sgs-question" }, t(`sgs.over.${v.over}`)));
  } else if (v.draft) {
    const lordSeat = v.roles.indexOf("lord");
    if (st.acting) {
      parts.push(h("p", { class: "sgs-question" }, t(v.draft.stage === "lord" ? "sgs.q.draftLord" : "sgs.q.draft")));
      // The hint here too, by the question, above the generals (a phone
      // scrolls them): the general the bot would take for this seat, outlined.
      if (V.ctx.hint) parts.push(h("button", { type: "button", class: "btn sgs-hint", onclick: () => hint(V) }, t("sgs.hint")));
      buttons = st.legal.map((a) => generalCard(V, a));
    } else {
      parts.push(h("p", { class: "sgs-question" }, v.draft.stage === "lord"
        ? t("sgs.draftLordWait", { name: who(names, lordSeat) })
        : t("sgs.draftWait", { left: v.draft.picked.filter((p) => !p).length })));
    }
    const myRole = st.seat != null ? v.roles[st.seat] : null;
    if (myRole) parts.push(h("p", { class: ["sgs-rolecard", `role-${myRole}`] },
      h("strong", null, t("sgs.yourRole", { role: pick(ROLE_NAMES[myRole]) })), " ",
      ROLE_TEXT[myRole] ? pick(ROLE_TEXT[myRole]) : ""));
  } else if (st.acting && v.ask) {
    parts.push(h("p", { class: "sgs-question", role: "status" }, questionText(v.ask, names, st.seat)));
    if (v.ask.kind === "skill" && SKILLS[v.ask.skill]) parts.push(h("p", { class: "sgs-skilltext" }, pick(SKILLS[v.ask.skill].text)));
    buttons = answerButtons(V, st);
  } else if (v.ask) {
    parts.push(h("p", { class: "sgs-question" }, waitingText(v.ask, names)));
  }
  if (v.aside) {
    parts.push(h("div", { class: "sgs-zone", "aria-label": t("sgs.aside") },
      h("span", { class: "sgs-label" }, t("sgs.aside")), v.aside.cards.map((c) => chip(c)),
      (v.aside.top || []).map((c) => h("span", { class: "sgs-label" }, fill(actionLabel("place_top"), { card: cardText(c) }))),
      (v.aside.bottom || []).map((c) => h("span", { class: "sgs-label" }, fill(actionLabel("place_bottom"), { card: cardText(c) })))));
  }
  if (v.ask && v.ask.private && v.ask.private.chosen && v.ask.private.chosen.length) {
    parts.push(h("div", { class: "sgs-zone" }, v.ask.private.chosen.map((c) => chip(c))));
  }
  if (V.note) {
    parts.push(V.note.kind === "refusal" ? h("p", { class: "sgs-refusal", role: "alert" }, V.note.text)
      : h("div", { class: "sgs-note" }, h("p", null, h("strong", null, noteWords(V.note, V.lastState).title), " ", noteWords(V.note, V.lastState).text),
        h("button", { type: "button", class: "btn sgs-noteclose", "aria-label": t("sgs.close"), title: t("sgs.close"),
          onclick: () => { V.note = null; redraw(V); } }, "×")));
  }
  // The words scroll within the prompt on a small screen; the answers stay.
  return h("section", { class: "sgs-prompt" }, parts.length ? h("div", { class: "sgs-promptbody" }, parts) : null,
    buttons.length ? h("div", { class: ["sgs-answers", v.draft && st.acting ? "is-draft" : null] }, buttons) : null);
}

// A general drawn as a card: the kingdom's colour and seal, the name large,
// HP as the table's pips, the gender, the skills as tags over their texts.
function generalCard(V, a) {
  const g = GENERALS[a.general];
  const st = V.lastState;
  const role = st && st.seat != null ? st.view.roles[st.seat] : null;
  const gender = t(g.gender === "female" ? "sgs.female" : "sgs.male");
  const pips = Array.from({ length: g.hp }, () => h("span", { class: "pip is-full" }));
  return h("button", { type: "button", class: ["sgs-gencard", `kingdom-${g.kingdom}`, V.hintAction === JSON.stringify(a) ? "is-hint" : null],
    dataset: { action: JSON.stringify(a) },
    onclick: () => act(V, a) },
  h("span", { class: "gc-head" },
    h("span", { class: "gc-seal", "aria-hidden": "true" }, KINGDOMS[g.kingdom].ja),
    h("span", { class: "gc-name" }, pick(g)),
    h("span", { class: "gc-gender", title: gender }, g.gender === "female" ? "♀" : "♂")),
  h("span", { class: "gc-meta" }, h("span", { class: "pips", "aria-hidden": "true" }, pips),
    `${pick(KINGDOMS[g.kingdom])} · ${t("sgs.hp", { hp: g.hp, max: g.hp })} · ${gender}`),
  h("span", { class: "gc-tags" }, g.skills.map((k) => h("span", { class: ["gc-tag", SKILLS[k].locked ? "is-locked" : null,
    SKILLS[k].lord ? "is-lord" : null, lordOff(k, role) ? "is-off" : null] }, skillName(k),
  lordOff(k, role) ? h("small", { class: "skill-off" }, paren(t("sgs.lordOff"))) : null))),
  g.skills.map((k) => h("span", { class: ["gc-skill", lordOff(k, role) ? "is-off" : null] }, h("strong", null, skillName(k)),
    colon(), pick(SKILLS[k].text))));
}

/** What the next tap is for: a skill's way says it is the skill's. */
function targetLine(V, play) {
  const a = V.sel.variant && V.sel.source === "card" ? play.find((x) => x.card === V.sel.key && variantKey(x) === V.sel.variant) : null;
  return a && a.skill ? t("sgs.pickTargetFor", { way: wayText(a) }) : t("sgs.pickTarget1");
}

/** A way of using the chosen card, as a choice beside the others: "As
 * Dismantlement", "Surprise: as Dismantlement", "Benevolence". */
function wayText(a) {
  if (a.type === "skill") return skillName(a.skill);
  if (a.skill) return t("sgs.way.as", { skill: skillName(a.skill), as: nameOf(convertedName(a.skill, a.card)) });
  return t("sgs.way.own", { name: nameOf(parseCard(a.card).name) });
}

function answerButtons(V, st) {
  const v = st.view;
  const legal = st.legal;
  const play = playLegal(V, st);
  const out = [];
  if (play) {
    const cands = candidates(V, st);
    if (V.sel) {
      const vs = variants(V, st);
      if (vs.length > 1) {
        for (const k of vs) {
          const a = play.find((x) => x.card === V.sel.key && variantKey(x) === k);
          // the way the card is used, in a word: the confirm button says the whole move
          const text = wayText(a);
          out.push(h("button", { type: "button", class: ["btn", "sgs-variant", V.sel.variant === k ? "is-selected" : null],
            "aria-pressed": V.sel.variant === k ? "true" : "false", dataset: { variant: k },
            onclick: () => { V.sel.variant = k; V.sel.targets = []; V.note = null; redraw(V); } }, text));
        }
      }
      const mode = targetMode(V, st, cands);
      const done = !needsCard(V, cands) && !needsCards(V, cands) ? complete(V, cands) : null;
      const hintLine = takesCost(V, st) ? costLine(V, st, mode, done)
        : needsCard(V, cands) ? t("sgs.pickCard", { skill: skillName(V.sel.key) })
        : needsCards(V, cands) ? t("sgs.pickCards")
          : mode && !done ? targetLine(V, play) : null;
      if (hintLine) out.push(h("span", { class: "sgs-stepline" }, hintLine));
      out.push(h("button", { type: "button", class: "btn btn-primary sgs-confirm", disabled: !done,
        dataset: done ? { action: JSON.stringify(done) } : {}, onclick: () => {
          if (!done) return;
          V.pending = takesCost(V, st) && V.sel.cost.length ? { skill: V.sel.key, cards: [...V.sel.cost], seat: st.seat } : null;
          act(V, done);
        } },
      done ? actionText(done, v.ask, st.names) : t("sgs.confirm")));
      out.push(h("button", { type: "button", class: "btn sgs-cancel", onclick: () => { V.sel = null; V.note = null; redraw(V); } }, t("sgs.cancel")));
    }
    const end = play.find((a) => a.type === "end");
    // The hint in the play phase: the bot's whole move, one tap to take it.
    const hinted = !V.sel && V.hintAction ? JSON.parse(V.hintAction) : null;
    if (hinted && hinted.type !== "end") out.push(answerButton(V, hinted, st, true));
    if (end) out.push(answerButton(V, end, st, false));
  } else if (v.ask.kind === "zhiheng") {
    const n = (V.picks || []).length;
    out.push(h("button", { type: "button", class: "btn btn-primary sgs-confirm", disabled: !n,
      onclick: () => n && zhihengGo(V) }, n ? t("sgs.zhiheng.go", { n }) : t("sgs.confirm")));
  } else {
    const narrowed = V.sel && V.sel.source === "answer" ? legal.filter((a) => a.card === V.sel.card || (a.cards || []).includes(V.sel.card)) : null;
    const list = narrowed && narrowed.length ? narrowed.concat(legal.filter((a) => a.type === "pass")) : legal;
    // Answers with a card or a choice first, the passes last.
    const main = list.filter((a) => a.type !== "pass");
    const passes = list.filter((a) => a.type === "pass");
    for (const a of main) out.push(answerButton(V, a, st, true));
    for (const a of passes) out.push(answerButton(V, a, st, false));
  }
  if (V.ctx.hint) out.push(h("button", { type: "button", class: "btn sgs-hint", onclick: () => hint(V) }, t("sgs.hint")));
  return out;
}

function draw(V, st) {
  V.lastState = st;
  const v = st.view;
  const n = v.alive.length;
  if (st.seat != null) V.anchor = st.seat;
  else if (V.anchor == null || V.anchor >= n) {
    const bots = st.bots || [];
    const first = bots.findIndex((b) => !b);
    V.anchor = first >= 0 ? first : 0;
  }
  if (V.sel && !playLegal(V, st) && V.sel.source !== "answer") V.sel = null;
  if (V.sel && V.sel.source === "answer" && !st.acting) V.sel = null;
  const cands = candidates(V, st);
  const mode = { targets: targetMode(V, st, cands) };
  V.root.classList.toggle("is-acting", !!st.acting);
  V.root.classList.toggle("is-aiming", !!(st.acting && mode.targets && v.ask && v.ask.kind === "play"));
  V.root.replaceChildren(h("div", { class: "sgs-layout" },
    ring(V, st, mode),
    h("div", { class: "sgs-bottom" }, meBar(V, st, mode), prompt(V, st), handRow(V, st))));
  holdTopRow(V, st, mode, n);
}

/** On a phone the side seats sit under the ring's top row, whose height
 * follows its seats' lines. The row keeps the tallest it has been at this
 * width, so the side seats stay put. With two humans or more the ring turns
 * when the tablet passes and other seats come to the top: the row is then
 * held as tall as any seat would be in it (each drawn there unseen, and
 * taken out at once). */
function holdTopRow(V, st, mode, n) {
  const top = V.root.querySelector(".ring-top");
  const w = V.root.clientWidth;
  if (!top || !top.firstElementChild || w > 480) return;
  const key = `${n}:${w}`;
  if (V.topRow?.key !== key) V.topRow = { key, h: 0 };
  let tallest = top.getBoundingClientRect().height;
  if ((st.bots || []).filter((b) => !b).length > 1) {
    const width = `${top.firstElementChild.getBoundingClientRect().width}px`;
    const probe = h("div", { class: "ring-top", "aria-hidden": "true",
      style: { position: "absolute", visibility: "hidden", left: "0", top: "0", alignItems: "flex-start" } },
    Array.from({ length: n }, (_, s) => seatTile(V, st, s, mode)));
    for (const e of probe.children) Object.assign(e.style, { flex: "none", width, maxWidth: "none" });
    top.after(probe);
    for (const e of probe.children) tallest = Math.max(tallest, e.getBoundingClientRect().height);
    probe.remove();
  }
  V.topRow.h = Math.max(V.topRow.h, tallest);
  top.style.minHeight = `${V.topRow.h}px`;
}

/** A pause for a bot's action that fits it: short for a "no", longer for a card played. */
export function pace(action) {
  if (!action) return 1;
  if (action.type === "pass" || action.type === "end") return 0.4;
  if (action.type === "use" || action.type === "spear" || action.type === "skill") return 1.4;
  return 1;
}

/** The end of the game, in place of the shared Place / Score table (a
 * loser is not "3rd" here): the side that won and why, how many turns the
 * game lasted, and every seat with its general, role, fate and killer. All
 * from the final public view, which shows every role once the game is over
 * (the result names the side and its winners). */
export function finalStandings(result, view, ctx) {
  const names = ctx.names;
  const winners = result.winners || [];
  const anyGeneral = (view.generals || []).some(Boolean);
  const fate = (s) => {
    if (view.alive[s]) return t("sgs.alive");
    const killer = (view.killers || [])[s];
    return killer == null ? t("sgs.dead") : t("sgs.killedBy", { name: who(names, killer) });
  };
  const rows = view.roles.map((role, s) => h("tr", { class: winners.includes(s) ? "is-winner" : null, dataset: { seat: s } },
    h("th", { scope: "row" }, who(names, s), ctx.bots && ctx.bots[s] ? h("span", { class: "tag" }, t("botBadge")) : null),
    anyGeneral ? h("td", null, view.generals[s] ? pick(GENERALS[view.generals[s]]) : t("sgs.empty")) : null,
    h("td", null, role ? h("span", { class: ["sgs-role", `role-${role}`] }, pick(ROLE_NAMES[role])) : t("sgs.empty")),
    // "won" beside the fate, not a column of its own: a fifth column did
    // not fit a phone's width with ten seats
    h("td", { class: ["sgs-fate", view.alive[s] ? null : "is-dead"] }, fate(s),
      winners.includes(s) ? h("span", { class: "tag sgs-won" }, t("sgs.won")) : null)));
  return h("section", { class: "sgs-final" },
    h("p", { class: "final-winner sgs-side" }, t(`sgs.over.${result.side}`)),
    h("p", { class: "sgs-question" }, t(`sgs.why.${result.side}`)),
    h("p", { class: "sgs-turns" }, t("sgs.turnsPlayed", { n: view.turn })),
    h("table", { class: "standings sgs-roles" },
      h("thead", null, h("tr", null, h("th", { scope: "col" }, t("player")),
        anyGeneral ? h("th", { scope: "col" }, t("sgs.generalCol")) : null,
        h("th", { scope: "col" }, t("sgs.roleCol")), h("th", { scope: "col" }, t("sgs.fateCol")))),
      h("tbody", null, rows)));
}

export function rulesHTML(l) {
  return rulesText(l);
}
