// Sanguosha (三国殺) table, plain version (issue #14; the full table is
// issue #16): every seat as a panel (role if known, HP, hand size,
// equipment, judgement area), the acting seat's hand, the question being
// asked and who is asked, and each legal answer as a button.
// Implements the game view interface described at the top of ../app.js.
//
// The view knows no rules: what may be done is the engine's legal list, and
// what it shows is the seat's view (a hand only for the seat whose view it is).
import { h } from "../ui/dom.js";
import { t, pick } from "../i18n.js";
import { rulesHTML as rulesText, CARD_NAMES, ROLE_NAMES, GENERALS, SKILLS, KINGDOMS } from "./rules.js";

export const strings = {
  en: {
    "sgs.turn": "Turn {n} · {name} · {phase}",
    "sgs.phase.prepare": "preparation", "sgs.phase.judge": "judgement", "sgs.phase.draw": "draw",
    "sgs.phase.play": "play", "sgs.phase.discard": "discard", "sgs.phase.end": "end",
    "sgs.pile": "Draw pile {n} · discards {d}",
    "sgs.hp": "HP {hp}/{max}",
    "sgs.cards": "{n} in hand",
    "sgs.dead": "dead",
    "sgs.unknown": "role hidden",
    "sgs.hand": "Your hand",
    "sgs.equip": "Equipment",
    "sgs.judge": "Judgement area",
    "sgs.table": "On the table",
    "sgs.grace": "Turned up (Amazing Grace)",
    "sgs.waiting": "Waiting for {name}…",
    "sgs.q.play": "{name}: play phase. Use cards, or end the phase.",
    "sgs.q.discard": "{name}: discard down to your HP ({n} more).",
    "sgs.q.dodge": "{name}: answer {src}'s {why} with a Dodge?",
    "sgs.q.slash": "{name}: play a Slash against {src}'s {why}?",
    "sgs.q.nullify": "{name}: cancel {card} on {target} with a Nullification?",
    "sgs.q.nullifyOn": "{name}: cancel {card} (against {target}'s scroll) with a Nullification?",
    "sgs.q.peach": "{name}: {dying} is dying. Save them with a Peach? ({n} needed)",
    "sgs.q.pick": "{name}: choose a card of {target}'s.",
    "sgs.q.grace": "{name}: take one of the turned-up cards.",
    "sgs.q.collateral": "{name}: use a Slash on {victim}, or give your weapon to {user}.",
    "sgs.q.blade": "{name}: follow up with another Slash on {target}?",
    "sgs.q.axe": "{name}: discard two cards so the Slash hits {target}?",
    "sgs.q.ice": "{name}: Ice Sword: discard two of {target}'s cards instead of the damage?",
    "sgs.q.kylin": "{name}: Kylin Bow: discard one of {target}'s horses?",
    "sgs.q.swords": "{name}: use Double Swords on {target}?",
    "sgs.q.swords_victim": "{name}: discard a hand card, or let {user} draw one.",
    "sgs.why.slash": "Slash", "sgs.why.duel": "Duel", "sgs.why.savage_assault": "Savage Assault",
    "sgs.why.archery_attack": "Archery Attack",
    "sgs.a.pass": "Pass", "sgs.a.noDodge": "No Dodge", "sgs.a.noSlash": "No Slash",
    "sgs.a.noPeach": "No Peach", "sgs.a.give": "Give the weapon", "sgs.a.end": "End play phase",
    "sgs.a.armor": "Judge with Eight Diagram", "sgs.a.hand": "A card from the hand (at random)",
    "sgs.a.ice": "Use Ice Sword", "sgs.a.swords": "Use Double Swords", "sgs.a.letDraw": "Let them draw 1",
    "sgs.a.discard": "Discard {card}", "sgs.a.spear": "Serpent Spear: {cards} as Slash",
    "sgs.a.axe": "Stone Axe: discard {cards}",
    "sgs.over.lord": "The Lord and the Loyalists win.", "sgs.over.rebels": "The Rebels win.",
    "sgs.over.renegade": "The Renegade wins.", "sgs.over.draw": "Draw: no cards are left.",
    "sgs.q.draft": "{name}: choose your general.",
    "sgs.draftWait": "Generals are being chosen: {left} still to pick.",
    "sgs.picked": "picked", "sgs.general": "{name} ({kingdom}, HP {hp})",
    "sgs.q.skill": "{name}: use {skill}?",
    "sgs.q.tuxi": "{name}: Sudden Raid: take a hand card from up to two players instead of drawing?",
    "sgs.q.order": "{name}: several of your skills trigger at once: which goes first?",
    "sgs.q.liuli": "{name}: Diversion: discard a card to move {user}'s Slash to another player?",
    "sgs.q.guicai": "{name}: Demonic Talent: replace {judge}'s judgement card {card} with a hand card?",
    "sgs.q.proxy": "{name}: play a {need} for {lord} ({skill})?",
    "sgs.q.guanxing": "{name}: Stargaze: put each card on the top or the bottom of the pile.",
    "sgs.q.yiji": "{name}: Bequeathed Strategy: give each card to a player (yourself included).",
    "sgs.q.zhiheng": "{name}: Balance of Power: choose the cards to discard, then Done.",
    "sgs.q.suit": "{name}: Sow Dissension: name a suit.",
    "sgs.q.cost": "{name}: {skill}: discard {n} card(s).",
    "sgs.q.ganglie": "{name}: Unyielding: discard two hand cards, or take 1 damage from {user}.",
    "sgs.a.yes": "Use {skill}", "sgs.a.as": "{skill}: {card} as {as}", "sgs.a.top": "{card} on top",
    "sgs.a.bottom": "{card} to the bottom", "sgs.a.give": "{card} → {to}", "sgs.a.done": "Done",
    "sgs.a.choose": "Choose {card}", "sgs.a.damage": "Take 1 damage", "sgs.a.cost": "Discard {cards}",
    "sgs.aside": "Only you see these",
  },
  ja: {
    "sgs.turn": "{n}ターン目 · {name} · {phase}",
    "sgs.phase.prepare": "準備段階", "sgs.phase.judge": "判定段階", "sgs.phase.draw": "札引き段階",
    "sgs.phase.play": "札出し段階", "sgs.phase.discard": "札捨て段階", "sgs.phase.end": "終了段階",
    "sgs.pile": "山札 {n} · 捨て場 {d}",
    "sgs.hp": "体力 {hp}/{max}",
    "sgs.cards": "手札 {n}",
    "sgs.dead": "死亡",
    "sgs.unknown": "身分不明",
    "sgs.hand": "あなたの手札",
    "sgs.equip": "装備",
    "sgs.judge": "判定区",
    "sgs.table": "使用中の札",
    "sgs.grace": "めくられた札（五穀豊穣）",
    "sgs.waiting": "{name}の応答待ち…",
    "sgs.q.play": "{name}：札出し段階。札を使うか、段階を終えてください。",
    "sgs.q.discard": "{name}：体力値まで手札を捨ててください（あと{n}枚）。",
    "sgs.q.dodge": "{name}：{src}の{why}に閃で応答しますか？",
    "sgs.q.slash": "{name}：{src}の{why}に殺を出しますか？",
    "sgs.q.nullify": "{name}：{target}への{card}を明察秋毫で打ち消しますか？",
    "sgs.q.nullifyOn": "{name}：{card}（{target}への錦嚢に対するもの）を明察秋毫で打ち消しますか？",
    "sgs.q.peach": "{name}：{dying}が瀕死です。桃で救いますか？（あと{n}個必要）",
    "sgs.q.pick": "{name}：{target}の札を1枚選んでください。",
    "sgs.q.grace": "{name}：めくられた札から1枚取ってください。",
    "sgs.q.collateral": "{name}：{victim}に殺を使うか、武器を{user}に渡してください。",
    "sgs.q.blade": "{name}：{target}にもう一度殺を使いますか？",
    "sgs.q.axe": "{name}：札を2枚捨てて{target}への殺を命中させますか？",
    "sgs.q.ice": "{name}：寒氷剣：ダメージの代わりに{target}の札を2枚捨てさせますか？",
    "sgs.q.kylin": "{name}：麒麟弓：{target}の馬を1枚捨てさせますか？",
    "sgs.q.swords": "{name}：{target}に雌雄双股剣を発動しますか？",
    "sgs.q.swords_victim": "{name}：手札を1枚捨てるか、{user}に1枚引かせてください。",
    "sgs.why.slash": "殺", "sgs.why.duel": "決闘", "sgs.why.savage_assault": "南蛮襲来",
    "sgs.why.archery_attack": "万箭斉発",
    "sgs.a.pass": "パス", "sgs.a.noDodge": "閃を出さない", "sgs.a.noSlash": "殺を出さない",
    "sgs.a.noPeach": "桃を使わない", "sgs.a.give": "武器を渡す", "sgs.a.end": "札出し終了",
    "sgs.a.armor": "八卦陣で判定", "sgs.a.hand": "手札から1枚（無作為）",
    "sgs.a.ice": "寒氷剣を発動", "sgs.a.swords": "雌雄双股剣を発動", "sgs.a.letDraw": "相手に1枚引かせる",
    "sgs.a.discard": "{card}を捨てる", "sgs.a.spear": "丈八蛇矛：{cards}を殺として",
    "sgs.a.axe": "貫石斧：{cards}を捨てる",
    "sgs.over.lord": "主公と忠臣の勝利。", "sgs.over.rebels": "反賊の勝利。",
    "sgs.over.renegade": "内奸の勝利。", "sgs.over.draw": "引き分け：札が尽きました。",
    "sgs.q.draft": "{name}：武将を選んでください。",
    "sgs.draftWait": "武将を選んでいます：残り{left}人。",
    "sgs.picked": "選択済み", "sgs.general": "{name}（{kingdom}・体力{hp}）",
    "sgs.q.skill": "{name}：{skill}を発動しますか？",
    "sgs.q.tuxi": "{name}：突襲：札を引く代わりに、最大2人の手札を1枚ずつ取りますか？",
    "sgs.q.order": "{name}：複数の技が同時に発動します。どれを先に使いますか？",
    "sgs.q.liuli": "{name}：流離：札を1枚捨てて、{user}の殺を別の人に移しますか？",
    "sgs.q.guicai": "{name}：鬼才：{judge}の判定札{card}を手札と入れ替えますか？",
    "sgs.q.proxy": "{name}：{lord}のために{need}を出しますか？（{skill}）",
    "sgs.q.guanxing": "{name}：観星：各札を山札の上か下に置いてください。",
    "sgs.q.yiji": "{name}：遺計：各札を誰かに渡してください（自分も可）。",
    "sgs.q.zhiheng": "{name}：制衡：捨てる札を選び、最後に「決定」。",
    "sgs.q.suit": "{name}：反間：スートを宣言してください。",
    "sgs.q.cost": "{name}：{skill}：札を{n}枚捨ててください。",
    "sgs.q.ganglie": "{name}：剛烈：手札を2枚捨てるか、{user}から1点のダメージを受けてください。",
    "sgs.a.yes": "{skill}を発動", "sgs.a.as": "{skill}：{card}を{as}として", "sgs.a.top": "{card}を上へ",
    "sgs.a.bottom": "{card}を下へ", "sgs.a.give": "{card} → {to}", "sgs.a.done": "決定",
    "sgs.a.choose": "{card}を選ぶ", "sgs.a.damage": "1点のダメージを受ける", "sgs.a.cost": "{cards}を捨てる",
    "sgs.aside": "あなただけが見ている札",
  },
};

const skillName = (k) => (SKILLS[k] ? pick(SKILLS[k]) : k);
const nameOf = (card) => (CARD_NAMES[card] ? pick(CARD_NAMES[card]) : card);
const AS = { wusheng: "slash", qingguo: "dodge", qixi: "dismantlement", guose: "indulgence", jijiu: "peach" };
function convertedName(skill, id) {
  if (skill === "longdan") return parseCard(id)?.name === "slash" ? "dodge" : "slash";
  return AS[skill];
}
export function generalText(g) {
  const x = GENERALS[g];
  return x ? t("sgs.general", { name: pick(x), kingdom: pick(KINGDOMS[x.kingdom]), hp: x.hp }) : g;
}

const SUITS = { S: "♠", H: "♥", C: "♣", D: "♦" };

/** "slash-S8#2" -> {name: "slash", suit: "S", rank: "8"} */
export function parseCard(id) {
  const m = /^([a-z_]+)-([SHCD])(A|[2-9]|10|J|Q|K)(#\d+)?$/.exec(id || "");
  return m ? { name: m[1], suit: m[2], rank: m[3] } : null;
}

/** "殺 ♠8" / "Slash ♠8" in the current language. */
export function cardText(id) {
  const c = parseCard(id);
  if (!c) return String(id);
  const n = CARD_NAMES[c.name];
  return `${n ? pick(n) : c.name} ${SUITS[c.suit]}${c.rank}`;
}

function cardChip(id) {
  const c = parseCard(id);
  const red = c && (c.suit === "H" || c.suit === "D");
  return h("span", { class: ["sgs-card", red ? "is-red" : null], dataset: { card: id } }, cardText(id));
}

/** The button text of a legal action. */
export function actionText(a, ask, names) {
  const who = (s) => names[s] ?? t("seat", { n: s + 1 });
  const to = (ts) => (ts && ts.length ? " → " + ts.map(who).join(", ") : "");
  if ((a.type === "use" || a.type === "play") && a.skill)
    return t("sgs.a.as", { skill: skillName(a.skill), card: cardText(a.card), as: nameOf(convertedName(a.skill, a.card)) }) + to(a.targets);
  switch (a.type) {
    case "general": return generalText(a.general);
    case "skill": return t("sgs.a.yes", { skill: skillName(a.skill) }) + (a.card ? " " + cardText(a.card) : "") + to(a.targets);
    case "place": return t(a.where === "top" ? "sgs.a.top" : "sgs.a.bottom", { card: cardText(a.card) });
    case "give": return t("sgs.a.give", { card: cardText(a.card), to: who(a.to) });
    case "choose": return t("sgs.a.choose", { card: cardText(a.card) });
    case "done": return t("sgs.a.done");
    case "suit": return SUITS[a.suit];
    case "cost": return t("sgs.a.cost", { cards: a.cards.map(cardText).join(" + ") });
    case "damage": return t("sgs.a.damage");
    case "use": return cardText(a.card) + to(a.targets);
    case "spear": return t("sgs.a.spear", { cards: a.cards.map(cardText).join(" + ") }) + to(a.targets);
    case "play": case "take": return cardText(a.card);
    case "discard": return a.cards ? t("sgs.a.cost", { cards: a.cards.map(cardText).join(" + ") })
      : t("sgs.a.discard", { card: cardText(a.card) });
    case "pick": return a.zone ? t("sgs.a.hand") : cardText(a.card);
    case "axe": return t("sgs.a.axe", { cards: a.cards.map(cardText).join(" + ") });
    case "end": return t("sgs.a.end");
    case "armor": return t("sgs.a.armor");
    case "ice": return t("sgs.a.ice");
    case "swords": return t("sgs.a.swords");
    case "let_draw": return t("sgs.a.letDraw");
    case "pass": {
      const k = ask && ask.kind;
      if (k === "dodge") return t("sgs.a.noDodge");
      if (k === "slash" || k === "blade") return t("sgs.a.noSlash");
      if (k === "peach") return t("sgs.a.noPeach");
      if (k === "collateral") return t("sgs.a.give");
      return t("sgs.a.pass");
    }
    default: return a.type;
  }
}

/** The sentence saying who is asked what (public: the question, never the answers). */
export function questionText(ask, names) {
  const who = (s) => (s == null ? "—" : names[s] ?? t("seat", { n: s + 1 }));
  const base = { name: who(ask.seat) };
  switch (ask.kind) {
    case "discard": return t("sgs.q.discard", { ...base, n: ask.count });
    case "dodge": case "slash":
      return t(`sgs.q.${ask.kind}`, { ...base, src: who(ask.src), why: t(`sgs.why.${ask.why}`) });
    case "nullify": {
      const ev = ask.event;
      const key = ev.name === "nullification" ? "sgs.q.nullifyOn" : "sgs.q.nullify";
      return t(key, { ...base, card: cardText(ev.card), target: who(ev.target) });
    }
    case "peach": return t("sgs.q.peach", { ...base, dying: who(ask.dying), n: ask.need });
    case "collateral": return t("sgs.q.collateral", { ...base, victim: who(ask.victim), user: who(ask.user) });
    case "swords_victim": return t("sgs.q.swords_victim", { ...base, user: who(ask.user) });
    case "skill": return t("sgs.q.skill", { ...base, skill: skillName(ask.skill) });
    case "liuli": case "ganglie": return t(`sgs.q.${ask.kind}`, { ...base, user: who(ask.user) });
    case "guicai": return t("sgs.q.guicai", { ...base, judge: who(ask.judge), card: cardText(ask.card) });
    case "proxy": return t("sgs.q.proxy", { ...base, lord: who(ask.lord), need: nameOf(ask.need), skill: skillName(ask.skill) });
    case "cost": return t("sgs.q.cost", { ...base, skill: skillName(ask.skill), n: ask.count });
    default: return t(`sgs.q.${ask.kind}`, { ...base, target: who(ask.target) });
  }
}

export function mount(el, ctx) {
  const root = h("div", { class: "sgs" });
  el.append(root);
  let busy = false;

  function seatPanel(v, s, names, me) {
    const role = v.roles[s];
    const e = v.equip[s];
    const equip = ["weapon", "armor", "plus", "minus"].map((k) => e[k]).filter(Boolean);
    const asked = v.ask && v.ask.seat === s;
    return h("section", {
      class: ["sgs-seat", v.alive[s] ? null : "is-dead", v.current === s ? "is-current" : null,
        asked ? "is-asked" : null, s === me ? "is-me" : null],
      dataset: { seat: s }, "aria-label": names[s] ?? t("seat", { n: s + 1 }),
    },
    h("div", { class: "sgs-seat-head" },
      h("span", { class: "sgs-name" }, names[s] ?? t("seat", { n: s + 1 })),
      v.generals[s] ? h("span", { class: ["sgs-general", `kingdom-${GENERALS[v.generals[s]].kingdom}`] },
        pick(GENERALS[v.generals[s]]), " · ", GENERALS[v.generals[s]].skills.map(skillName).join("・"))
        : v.draft && v.draft.picked[s] ? h("span", { class: "sgs-general" }, t("sgs.picked")) : null,
      h("span", { class: ["sgs-role", role ? `role-${role}` : "role-hidden"] },
        role ? pick(ROLE_NAMES[role]) : t("sgs.unknown"))),
    h("div", { class: "sgs-stats" },
      v.hp[s] == null ? null : v.alive[s] ? h("span", { class: "sgs-hp" }, t("sgs.hp", { hp: v.hp[s], max: v.max_hp[s] }))
        : h("span", { class: "sgs-hp" }, t("sgs.dead")),
      h("span", { class: "sgs-count" }, t("sgs.cards", { n: v.hand_counts[s] }))),
    equip.length ? h("div", { class: "sgs-zone", "aria-label": t("sgs.equip") }, equip.map(cardChip)) : null,
    v.judge[s].length ? h("div", { class: "sgs-zone sgs-judge", "aria-label": t("sgs.judge") },
      h("span", { class: "sgs-label" }, t("sgs.judge")), v.judge[s].map(cardChip)) : null);
  }

  async function choose(a) {
    if (busy) return;
    busy = true;
    try { await ctx.act(a); } finally { busy = false; }
  }

  return {
    render(state) {
      const { view: v, legal, seat, acting, names } = state;
      const who = (s) => names[s] ?? t("seat", { n: s + 1 });
      const seats = h("div", { class: "sgs-seats" },
        v.alive.map((_, s) => seatPanel(v, s, names, seat)));
      const status = h("p", { class: "sgs-status" },
        t("sgs.turn", { n: v.turn, name: who(v.current), phase: t(`sgs.phase.${v.phase}`) }),
        " · ", t("sgs.pile", { n: v.pile, d: v.discard_count }));
      const table = v.table.length ? h("div", { class: "sgs-zone", "aria-label": t("sgs.table") },
        h("span", { class: "sgs-label" }, t("sgs.table")), v.table.map(cardChip)) : null;
      const grace = v.grace.length ? h("div", { class: "sgs-zone" },
        h("span", { class: "sgs-label" }, t("sgs.grace")), v.grace.map(cardChip)) : null;
      let question = null;
      if (v.over) {
        question = h("p", { class: "sgs-question" }, t(`sgs.over.${v.over}`));
      } else if (v.draft) {
        const left = v.draft.picked.filter((p) => !p).length;
        question = h("p", { class: "sgs-question", role: "status" },
          acting ? t("sgs.q.draft", { name: who(seat) }) : t("sgs.draftWait", { left }));
      } else if (v.ask) {
        question = h("p", { class: "sgs-question", role: "status" },
          acting ? questionText(v.ask, names) : t("sgs.waiting", { name: who(v.ask.seat) }));
      }
      const buttons = acting && legal.length ? h("div", { class: "sgs-answers" },
        legal.map((a) => h("button", { type: "button", class: ["btn", a.type === "pass" || a.type === "end" ? null : "btn-primary"],
          dataset: { action: JSON.stringify(a) }, onclick: () => choose(a) }, actionText(a, v.ask, names)))) : null;
      const hand = seat != null && v.hand ? h("section", { class: "sgs-hand", "aria-label": t("sgs.hand") },
        h("h2", { class: "sgs-label" }, t("sgs.hand")), v.hand.map(cardChip)) : null;
      // the question, its answers and the hand together, in one panel
      const aside = v.aside ? h("section", { class: "sgs-zone", "aria-label": t("sgs.aside") },
        h("span", { class: "sgs-label" }, t("sgs.aside")), ...v.aside.cards.map(cardChip),
        ...(v.aside.top || []).map((c) => h("span", { class: "sgs-label" }, t("sgs.a.top", { card: cardText(c) }))),
        ...(v.aside.bottom || []).map((c) => h("span", { class: "sgs-label" }, t("sgs.a.bottom", { card: cardText(c) })))) : null;
      const chosen = v.ask && v.ask.private && v.ask.private.chosen && v.ask.private.chosen.length
        ? h("div", { class: "sgs-zone" }, v.ask.private.chosen.map(cardChip)) : null;
      const panel = h("section", { class: "sgs-panel" }, question, aside, chosen, buttons, hand);
      root.replaceChildren(...[status, seats, table, grace, panel].filter(Boolean));
    },
    clear() { root.replaceChildren(); },
    destroy() { root.remove(); },
  };
}

export function standings(result, view, ctx) {
  return h("p", { class: "sgs-question" }, t(`sgs.over.${result.side}`));
}

export function rulesHTML(l) {
  return rulesText(l);
}
