// Qianlong's Harem (乾隆後宮) table: the 3×3 Forbidden City cards with the
// eunuchs on them, the palace track, the bedroom ring with both consorts, the
// point tokens (stock, players, 香妃, 茶休憩), the scheme deck and discards,
// the start tile, each seat's latest act, and a step-by-step account of the
// resolution.
// Implements the game view interface described at the top of ../table/screen.js
// (mount / rulesHTML / standings / strings).
//
// The engine runs a whole resolution inside one action and tells one event per
// step (state.events: the move's; pylib/hotseat/games/qianlong/board.py's
// KINDS), each with its line, what it concerns (`focus`) and the board entries
// it changed as they were before it (`before`). So that players can follow a
// resolution, the view walks back from the new board through the move's
// events to the board after each one, and draws those boards one at a time,
// lighting up the focus, before the engine's new state is drawn and, if a
// human must act, made tappable. render() returns a promise that settles when
// the replay is over, so the app waits for it before the next move. The view
// knows no rules and reads no log text: the engine says what happened. Each
// seat shows its latest act (view.events.latest) until it acts again.
import { h, patch } from "../ui/dom.js";
import { t, pick, colon } from "../i18n.js";
import { seatNames } from "../ui/log.js";
import { rulesHTML as rulesText } from "./rules.js";
import { FX_STRINGS, effects as fxOf, glide, piecesAt } from "./fx.js";

export const strings = {
  en: {
    "ql.round": "Round {n}",
    "ql.phase.place": "Placement",
    "ql.phase.flip": "Set-up: 強 sides",
    "ql.phase.resolve": "Resolution",
    "ql.phase.over": "Game over",
    "ql.blue": "Blue",
    "ql.red": "Red",
    "ql.bot": "Bot",
    "ql.startTile": "Start tile",
    "ql.points": "{n}/{max} points",
    "ql.pointsLabel": "{name}: {n} of {max} points",
    "ql.hand": "In hand",
    "ql.handEmpty": "none",
    "ql.consortAt": "Consort on square {n}",
    "ql.consortOnStart": "Consort on Start (開始)",
    "ql.consortOnTea": "Consort on 茶休憩",
    "ql.laps": "laps {n}",
    "ql.weak": "weak",
    "ql.strong": "strong",
    "ql.eunuchOf": "{name}'s {s} eunuch",
    "ql.turn": "{name} to place",
    "ql.turnFlip": "{name} turns a card to its 強 side",
    "ql.choosing": "{name} is choosing",
    "ql.thinking": "thinking…",
    "ql.you": "your turn",
    "ql.placeHint": "Tap a lit card to place a eunuch",
    "ql.flipHint": "Tap a lit card to turn it to its 強 side: a strong (強) eunuch placed on it gets the stronger effect",
    "ql.whichEunuch": "Place which eunuch on card {n}?",
    "ql.weakEunuch": "Weak eunuch (弱)",
    "ql.strongEunuch": "Strong eunuch (強)",
    "ql.card": "Card {n}",
    "ql.cardLabel": "Card {n}: {icon}",
    "ql.cardGrey": "grey side up, closed until 後宮闘争",
    "ql.cardStrongSide": "強 side",
    "ql.cardEmpty": "empty",
    "ql.cardHolds": "holds {list}",
    "ql.placeOn": "Place on card {n}: {icon}",
    "ql.hint": "Hint",
    "ql.accept": "Accept the suggestion: {what}",
    "ql.palace": "Palace (殿内)",
    "ql.square": "Square {n}: {kind}",
    "ql.bedroom": "Bedroom (寝室)",
    "ql.ringSquare": "Bedroom square {n}",
    "ql.start": "開始",
    "ql.tea": "茶休憩",
    "ql.teaToken": "茶休憩 point: {n}",
    "ql.stock": "Stock",
    "ql.stockLabel": "Stock: {n} points",
    "ql.xiangfei": "香妃",
    "ql.xiangfeiLabel": "香妃 holds {n}; at {max} both players lose",
    "ql.deck": "Deck",
    "ql.deckLabel": "Scheme deck: {n} cards face down",
    "ql.discard": "Discards",
    "ql.discardLabel": "Scheme discards: {n}",
    "ql.steps": "Resolution steps",
    "ql.now": "Now",
    "ql.skip": "Show all steps",
    "ql.noSteps": "The cards resolve 1 to 9 once both players have placed their eunuchs.",
    "ql.choose.jump": "Jump: choose the card to jump to (it runs twice)",
    "ql.choose.reward": "Palace square {n} ({kind}): which?",
    "ql.choose.activate": "Activate which palace eunuch next?",
    "ql.choose.bribe": "Bribe: advance your lit eunuch (on {sq}) {n} squares?",
    "ql.choose.promote": "Promotion: which weak eunuch turns strong?",
    "ql.choose.take": "The stock is empty and {name} and 香妃 hold as many points: take one from whom?",
    "ql.choose.flip": "Turn which card to its 強 side?",
    "ql.waitChoice": "{name} chooses…",
    "ql.jumpTo": "Jump to card {n} ({icon})",
    "ql.activateSq": "Square {sq}: {kind} ({s})",
    "ql.bribeGo": "Advance {a} → {b}",
    "ql.bribeGoHome": "Advance {a} → {b} (forced return: goes home)",
    "ql.bribeStay": "Stay on {a}",
    "ql.promoteHand": "The weak eunuch in hand",
    "ql.promoteCard": "The weak eunuch on card {n}",
    "ql.takeFrom": "From {name} (holds {n})",
    "ql.flipCard": "Card {n} 強: {icon}",
    "ql.winner": "{name} holds {max} Qianlong points and wins.",
    "ql.xiangfeiEnd": "香妃 has won the Emperor's heart: both players lose.",
    "ql.rounds": "Rounds played: {n}",
    "ql.lastSteps": "How it ended",
    "ql.finalPoints": "Points: {a} – {b}, 香妃 {x}",
    "ql.explainBtn": "What does card {n} do?",
    "ql.explainClose": "Close the explanation",
    "ql.explainStrong": "強 side: a strong (強) eunuch placed here gets {effect}.",
    "ql.explainHint": "Tap ⓘ (or hold a card) to see what it does",
    "ql.lastAct": "{name}'s last act: {what}",
    "ql.earlierAct": "Round {n}: {what}",
    "ql.act.placed": "Card {n} · {s}",
    "ql.act.flipped": "Card {n} → 強",
    "ql.act.jumped": "Jump → card {n}",
    "ql.act.draw2": "Draw 2 schemes",
    "ql.act.moved": "Consort +{n}",
    "ql.act.activated": "Palace {sq}",
    "ql.act.bribed": "Bribe {a} → {b}",
    "ql.act.bribedHome": "Bribe: sent home",
    "ql.act.stayed": "Bribe: stays",
    "ql.act.promoted": "Promotion",
    "ql.act.took": "+1 from {name}",
  },
  ja: {
    "ql.round": "第{n}ラウンド",
    "ql.phase.place": "太監配置",
    "ql.phase.flip": "準備：「強」の面",
    "ql.phase.resolve": "行動処理",
    "ql.phase.over": "終了",
    "ql.blue": "青",
    "ql.red": "赤",
    "ql.bot": "ボット",
    "ql.startTile": "始動権",
    "ql.points": "{n}/{max}点",
    "ql.pointsLabel": "{name}：乾隆ポイント{n}（{max}で勝ち）",
    "ql.hand": "手元",
    "ql.handEmpty": "なし",
    "ql.consortAt": "貴妃は{n}マス目",
    "ql.consortOnStart": "貴妃は開始マス",
    "ql.consortOnTea": "貴妃は茶休憩",
    "ql.laps": "{n}周",
    "ql.weak": "弱",
    "ql.strong": "強",
    "ql.eunuchOf": "{name}さんの{s}の太監",
    "ql.turn": "{name}さんが配置",
    "ql.turnFlip": "{name}さんがカードを「強」の面に",
    "ql.choosing": "{name}さんが選択中",
    "ql.thinking": "考え中…",
    "ql.you": "あなたの番",
    "ql.placeHint": "光っているカードをタップして太監を置いてください",
    "ql.flipHint": "光っているカードをタップして「強」の面にしてください（そこに置いた「強」の太監は効果が強くなります）",
    "ql.whichEunuch": "{n}番のカードにどちらの太監を置きますか？",
    "ql.weakEunuch": "弱の太監",
    "ql.strongEunuch": "強の太監",
    "ql.card": "{n}番",
    "ql.cardLabel": "{n}番のカード：{icon}",
    "ql.cardGrey": "灰色の面（後宮闘争まで置けない）",
    "ql.cardStrongSide": "「強」の面",
    "ql.cardEmpty": "空き",
    "ql.cardHolds": "{list}",
    "ql.placeOn": "{n}番のカードに置く：{icon}",
    "ql.hint": "ヒント",
    "ql.accept": "おすすめに決定：{what}",
    "ql.palace": "殿内ボード",
    "ql.square": "{n}マス：{kind}",
    "ql.bedroom": "寝室ボード",
    "ql.ringSquare": "寝室{n}マス目",
    "ql.start": "開始",
    "ql.tea": "茶休憩",
    "ql.teaToken": "茶休憩のポイント：{n}",
    "ql.stock": "ストック",
    "ql.stockLabel": "ストック：{n}点",
    "ql.xiangfei": "香妃",
    "ql.xiangfeiLabel": "香妃：{n}点（{max}点で両者の負け）",
    "ql.deck": "山札",
    "ql.deckLabel": "策謀カードの山札：{n}枚",
    "ql.discard": "捨て札",
    "ql.discardLabel": "策謀カードの捨て札：{n}枚",
    "ql.steps": "行動処理の経過",
    "ql.now": "いま",
    "ql.skip": "すべて表示",
    "ql.noSteps": "2人とも太監を置き終えると、1番から9番の順に処理します。",
    "ql.choose.jump": "跳躍：跳ぶ先のカードを選んでください（2回処理されます）",
    "ql.choose.reward": "殿内{n}マス（{kind}）：どちらにしますか？",
    "ql.choose.activate": "次に発動する殿内の太監は？",
    "ql.choose.bribe": "賄賂：光っている自分の太監（{sq}マス）を{n}マス進めますか？",
    "ql.choose.promote": "昇進の勅：どの「弱」太監を「強」にしますか？",
    "ql.choose.take": "ストックが空で、{name}さんと香妃の乾隆ポイントが同数です：どちらから取りますか？",
    "ql.choose.flip": "どのカードを「強」の面にしますか？",
    "ql.waitChoice": "{name}さんが選択中…",
    "ql.jumpTo": "{n}番（{icon}）へ跳ぶ",
    "ql.activateSq": "{sq}マス：{kind}（{s}）",
    "ql.bribeGo": "{a} → {b} に進める",
    "ql.bribeGoHome": "{a} → {b} に進める（強制送還で手元へ）",
    "ql.bribeStay": "{a}マスに留める",
    "ql.promoteHand": "手元の「弱」太監",
    "ql.promoteCard": "{n}番のカード上の「弱」太監",
    "ql.takeFrom": "{name}から取る（いま{n}点）",
    "ql.flipCard": "{n}番 強：{icon}",
    "ql.winner": "{name}さんが乾隆ポイント{max}つで勝利。",
    "ql.xiangfeiEnd": "乾隆帝は香妃を溺愛してしまいました。両プレイヤーの負けです。",
    "ql.rounds": "ラウンド数：{n}",
    "ql.lastSteps": "最後の経過",
    "ql.finalPoints": "乾隆ポイント：{a} – {b}、香妃 {x}",
    "ql.explainBtn": "{n}番のカードの効果",
    "ql.explainClose": "説明を閉じる",
    "ql.explainStrong": "「強」の面：ここに置いた「強」の太監は「{effect}」になります。",
    "ql.explainHint": "ⓘ をタップ（またはカードを長押し）すると効果の説明が出ます",
    "ql.lastAct": "{name}さんの直前の手：{what}",
    "ql.earlierAct": "第{n}ラウンド：{what}",
    "ql.act.placed": "{n}番・{s}",
    "ql.act.flipped": "{n}番を強に",
    "ql.act.jumped": "{n}番へ跳ぶ",
    "ql.act.draw2": "策謀2枚",
    "ql.act.moved": "貴妃＋{n}",
    "ql.act.activated": "殿内{sq}を発動",
    "ql.act.bribed": "賄賂 {a}→{b}",
    "ql.act.bribedHome": "賄賂：送還",
    "ql.act.stayed": "賄賂：留まる",
    "ql.act.promoted": "昇進",
    "ql.act.took": "{name}から＋1",
  },
};

for (const l of ["ja", "en"]) Object.assign(strings[l], FX_STRINGS[l]);

/** What the table draws over a move once its replay is over: ./fx.js. */
export const effects = fxOf;

// ------------------------------------------------------------------ data
const SEAT_CLASS = ["blue", "red"];
// Small icon pictures (24×24), static markup.
const ICON_SVG = {
  reshuffle: '<path d="M5 9a7 7 0 0 1 12-3l2-2v6h-6l2.3-2.3A5 5 0 0 0 7 9.5z"/><path d="M19 15a7 7 0 0 1-12 3l-2 2v-6h6l-2.3 2.3A5 5 0 0 0 17 14.5z"/>',
  start: '<path d="M6 3h2v18H6z"/><path d="M8 4h11l-3 4 3 4H8z"/>',
  jump: '<path d="M3 19c2-9 11-13 16-9l1.5-2 1 7-7-.5 2-2C13 10 7 12 6 19z"/>',
  consort: '<circle cx="12" cy="7" r="4"/><path d="M4 21c0-5 3.5-8 8-8s8 3 8 8z"/>',
  draw: '<rect x="5" y="3" width="11" height="15" rx="2"/><rect x="9" y="6" width="11" height="15" rx="2" fill="#fff" stroke="currentColor" stroke-width="2"/>',
  enter: '<path d="M3 21V9l9-6 9 6v12h-6v-7H9v7z"/>',
  advance: '<path d="M3 5l8 7-8 7zM12 5l8 7-8 7z"/>',
  activate: '<path d="M12 2l2.6 6.4L21 9l-5 4.4L17.5 20 12 16.6 6.5 20 8 13.4 3 9l6.4-.6z"/>',
  lock: '<path d="M7 10V7a5 5 0 0 1 10 0v3h-2.4V7a2.6 2.6 0 0 0-5.2 0v3z"/><rect x="4.5" y="10" width="15" height="11" rx="2"/>',
};
function icon(kind, cls = "") {
  return h("span", { class: ["ql-icon", cls], "aria-hidden": "true",
    html: `<svg viewBox="0 0 24 24" width="24" height="24" fill="currentColor">${ICON_SVG[kind] || ""}</svg>` });
}


// ------------------------------------------------------------------ steps
const NO_FOCUS = { cards: [], squares: [], consort: null, tokens: [], deck: false, scheme: null };

/** An event's focus with every key present (the engine gives only those
 * that apply), plus the seat whose panel lights up: the one whose pieces it
 * moved (a scheme card's target), else the one who did it. */
export function stepFocus(ev) {
  return { ...NO_FOCUS, ...(ev.focus || {}), seat: ev.target != null ? ev.target : ev.seat };
}

/** A board with one event undone: its `before` entries put back ("turn",
 * or one piece of a list: "cards.4" is card 5). A new object; `board` and
 * its lists are left as they were. */
export function restore(board, before) {
  const b = { ...board };
  for (const [k, v] of Object.entries(before || {})) {
    const dot = k.indexOf(".");
    if (dot < 0) { b[k] = v; continue; }
    const list = k.slice(0, dot);
    if (b[list] === board[list]) b[list] = board[list].slice();
    b[list][Number(k.slice(dot + 1))] = v;
  }
  return b;
}

/** The steps of a move: each of its events with the view to draw after it.
 * The view after the last event is the engine's own; each one before is the
 * next one with that event undone (restore), newest first. */
export function moveSteps(view, events) {
  const steps = new Array(events.length);
  let b = view;
  for (let k = events.length - 1; k >= 0; k--) {
    steps[k] = { ev: events[k], board: b };
    b = restore(b, events[k].before);
  }
  return steps;
}

/** The view to draw for a step: its board (the engine's latest view with
 * the board as it was after the step), no choice pending. */
export function stepView(step) {
  return { ...step.board, pending: null };
}

/** The lines of the latest account, from the view's recent events: the
 * current round's, or, just after a round began (only its own header so
 * far), the previous round's too. */
export function recentFeed(events) {
  if (!events.length) return [];
  const last = events[events.length - 1].round;
  const now = events.filter((l) => l.round === last);
  return now.length > 1 ? now : events.filter((l) => l.round === last - 1).concat(now);
}

/** The short label of a seat's latest act (view.events.latest): what the
 * player chose, from the event's fields; another kind, its line. */
export function actLabel(ev, names) {
  const sq = (n) => (n === 0 ? "初" : n);
  switch (ev.kind) {
    case "placed": return t("ql.act.placed", { n: ev.card, s: ev.strong ? t("ql.strong") : t("ql.weak") });
    case "flipped": return t("ql.act.flipped", { n: ev.card });
    case "jumped": return t("ql.act.jumped", { n: ev.card });
    case "reward": return t("ql.act.draw2");
    case "moved": return t("ql.act.moved", { n: ev.n });
    case "activated": return t("ql.act.activated", { sq: sq(ev.square) });
    case "bribed":
      if (ev.dest != null) return t("ql.act.bribed", { a: sq(ev.square), b: ev.dest });
      return t(ev.home ? "ql.act.bribedHome" : "ql.act.stayed");
    case "promoted": return t("ql.act.promoted");
    case "scored": return t("ql.act.took", { name: ev.source === "xiangfei" ? t("ql.xiangfei")
      : ev.source === "stock" ? t("ql.stock") : (names[ev.source] != null ? names[ev.source] : "?") });
    default: return seatNames(pick(ev.text), names);
  }
}

// ------------------------------------------------------------------ mount
// The view's state between draws (V), shared by the parts below.
export function mount(el, ctx) {
  const V = {
    el, ctx,
    st: null, // the engine's latest state (what the app gave us)
    shown: null, // the view drawn now (a replayed step, or st.view)
    seen: -1, // events already taken into the feed or the queue (the next one's "i")
    queue: [], // the steps still to draw ({ev, board}), oldest first
    current: null, // the step drawn now (null: the engine's state)
    feed: [], // the events of the current account, newest last
    focus: null, // what the current step concerns
    timer: null,
    waiting: [], // resolvers of render()'s promises: called when the replay ends
    busy: false, // a tap is being sent
    pendingChip: null, // the palace eunuch a bribe asks about (lit, not a button)
    explained: null, // the card whose effect is explained (its number), or null
    press: null, // a long press under way: {timer, n}
    pressed: false, // a long press just explained a card: its click does not place
    hinted: null, // the bot's choice for this decision, once Hint is tapped (JSON)
    hintFor: null, // the events seen when it was asked: a new decision drops it
    starCard: null, // the card the hint places on or picks, starred on the grid
  };
  V.el.classList.add("qianlong");
  return {
    render: (state) => render(V, state),
    clear() {
      // Keep the account (all public), so a step hidden behind a hand-over
      // is still listed after it; nothing waits for a replay no one sees.
      skip(V);
      V.st = null;
      V.el.replaceChildren();
    },
    destroy() {
      endPress(V);
      skip(V);
      V.st = null;
      V.el.replaceChildren();
    },
  };
}

const nm = (V, s) => (V.ctx.names[s] != null ? V.ctx.names[s] : "?");

const text = (V, ev) => seatNames(pick(ev.text), V.ctx.names);

function stepMs(V) {
  return Math.max(0, Math.min(900, Math.round(V.ctx.botDelay * 0.8)));
}

const animating = (V) => V.queue.length > 0 || V.timer != null;

const legal = (V) => (V.st && V.st.acting && !animating(V) && !V.busy ? V.st.legal || [] : []);

function act(V, action) {
  if (V.busy) return;
  V.busy = true;
  V.ctx.act(action).finally(() => { V.busy = false; });
}

// --- pieces ------------------------------------------------------------
function chip(V, view, e, { button = null } = {}) {
  const s = e.strong ? t("ql.strong") : t("ql.weak");
  const label = t("ql.eunuchOf", { name: nm(V, e.owner), s });
  const attrs = { class: ["ql-eunuch", "seat-" + SEAT_CLASS[e.owner], e.strong && "is-strong", button && "is-target",
    V.pendingChip === e.id && "is-asked"],
    dataset: { eunuch: e.id, seat: e.owner, fxPiece: `e${e.id}` }, "aria-label": button ? `${label}: ${button.label}` : label };
  const inner = e.strong ? "強" : "弱";
  if (button) return h("button", { ...attrs, type: "button", onclick: button.onclick }, h("span", { "aria-hidden": "true" }, inner));
  return h("span", { ...attrs, role: "img" }, h("span", { "aria-hidden": "true" }, inner));
}

function iconName(V, view, n) {
  return pick(view.labels.icons[view.cards[n - 1].icon]);
}

function cardEl(V, view, c, targets, f) {
  const n = c.n;
  const target = targets.get(n);
  const holders = c.eunuchs.map((i) => view.eunuchs[i]);
  const desc = [t("ql.cardLabel", { n, icon: iconName(V, view, n) })];
  if (!c.open) desc.push(t("ql.cardGrey"));
  if (c.strong) desc.push(`${t("ql.cardStrongSide")} (${pick(view.labels.strong[c.icon] || view.labels.icons[c.icon])})`);
  desc.push(holders.length ? t("ql.cardHolds", { list: holders.map((e) => t("ql.eunuchOf", { name: nm(V, e.owner), s: e.strong ? t("ql.strong") : t("ql.weak") })).join("、") }) : t("ql.cardEmpty"));
  const cls = ["ql-card", !c.open && "is-grey", c.strong && "is-strong-side", target && "is-target",
    f && f.cards.includes(n) && "is-focus", target && V.starCard === n && "is-suggested"];
  const body = [
    h("span", { class: "ql-card-no", "aria-hidden": "true" }, String(n)),
    // a closed card shows its grey back with a lock (its label says why)
    c.open ? icon(c.icon, "ql-card-icon") : icon("lock", "ql-card-grey"),
    h("span", { class: "ql-card-name", "aria-hidden": "true" }, c.open ? pick(view.labels.icons[c.icon]) : ""),
    c.strong ? h("span", { class: "ql-card-strong", "aria-hidden": "true" }, "強 ", view.labels.strong[c.icon] ? pick(view.labels.strong[c.icon]) : "") : null,
    h("span", { class: "ql-card-eunuchs" }, holders.map((e) => chip(V, view, e))),
  ];
  // A long press explains any card; a tap explains one that cannot be
  // placed on now (a tap on a lit card places, as before).
  const hold = {
    onpointerdown: () => {
      endPress(V);
      V.press = { n, timer: setTimeout(() => { V.press = null; V.pressed = true; explain(V, n); }, 550) };
    },
    onpointerup: () => endPress(V), onpointerleave: () => endPress(V), onpointercancel: () => endPress(V),
    oncontextmenu: (ev) => ev.preventDefault(),
  };
  const card = target
    ? h("button", { type: "button", class: cls, dataset: { card: n, fx: `card-${n}` }, "aria-label": `${target.label} — ${desc.join("; ")}`,
      ...hold, onclick: () => { if (V.pressed) { V.pressed = false; return; } target.onclick(); } }, body)
    : h("div", { class: cls, dataset: { card: n, fx: `card-${n}` }, role: "img", "aria-label": desc.join("; "),
      ...hold, onclick: () => { if (V.pressed) { V.pressed = false; return; } explain(V, V.explained === n ? null : n); } }, body);
  const info = h("button", { type: "button", class: "ql-info", dataset: { info: n },
    "aria-label": t("ql.explainBtn", { n }), "aria-expanded": V.explained === n ? "true" : "false",
    onclick: () => explain(V, V.explained === n ? null : n) }, h("span", { "aria-hidden": "true" }, "i"));
  return h("div", { class: ["ql-cell", V.explained === n && "is-explained"], dataset: { cell: n } }, card, info);
}

function endPress(V) {
  if (V.press) clearTimeout(V.press.timer);
  V.press = null;
}

function explain(V, n) {
  V.explained = n;
  if (V.shown) draw(V);
  const box = V.el.querySelector(".ql-explain");
  if (box && box.scrollIntoView) box.scrollIntoView({ block: "nearest" });
}

/** What the explained card does: a sentence from the engine's data. */
function explainBox(V, view) {
  if (V.explained == null) return null;
  const c = view.cards[V.explained - 1];
  const strong = view.labels.strong[c.icon];
  return h("section", { class: "ql-explain", dataset: { card: V.explained, icon: c.icon }, role: "status", "aria-live": "polite" },
    h("div", { class: "ql-explain-head" },
      icon(c.icon, "ql-explain-icon"),
      h("strong", null, t("ql.cardLabel", { n: V.explained, icon: iconName(V, view, V.explained) })),
      h("button", { type: "button", class: "btn ql-explain-close", "aria-label": t("ql.explainClose"),
        onclick: () => explain(V, null) }, "×")),
    h("p", { class: "ql-explain-text" }, pick(view.labels.help[c.icon])),
    !c.open ? h("p", { class: "ql-explain-more" }, t("ql.cardGrey")) : null,
    c.strong && strong ? h("p", { class: "ql-explain-more" }, t("ql.explainStrong", { effect: pick(strong) })) : null);
}

function grid(V, view, targets, f) {
  return h("section", { class: "ql-grid", "aria-label": pick({ ja: "紫禁城カード", en: "Forbidden City cards" }) },
    view.cards.map((c) => cardEl(V, view, c, targets, f)));
}

/** Where a consort stands: 開始 and 茶休憩 by name, other squares by number. */
function consortAt(V, view, pos) {
  if (pos === 0) return t("ql.consortOnStart");
  if (pos === view.tea_square) return t("ql.consortOnTea");
  return t("ql.consortAt", { n: pos });
}

/** A palace square's effect drawn with the table's own pieces: the consort
 * and how far she goes, a scheme card, a eunuch turning 強, the way home, a
 * point. The amounts are read from the engine's label ("consort +3"). */
function squarePic(view, kind) {
  const amount = (String(view.labels.squares[kind].en).match(/\+\s*\d+/) || [""])[0].replace(/\s/g, "");
  const consort = () => h("span", { class: "ql-consort seat-any" }, "妃");
  // (not .ql-eunuch: these are pictures, not the board's eunuchs)
  const mini = (strong) => h("span", { class: ["ql-mini", strong && "is-strong"] }, strong ? "強" : "弱");
  const parts = {
    consort1: () => [consort(), amount],
    consort5: () => [consort(), amount],
    consort3_or_draw2: () => [consort(), amount, "/", icon("draw", "ql-sq-icon")],
    flip: () => [mini(false), "→", mini(true)],
    return: () => [icon("enter", "ql-sq-icon"), "↩"],
    point: () => [h("span", { class: "ql-token" })],
  }[kind];
  return parts ? h("span", { class: "ql-sq-pic", "aria-hidden": "true" }, parts()) : null;
}

function palace(V, view, chipTargets, f) {
  const sq = view.palace.map((kind, i) => {
    const here = view.eunuchs.filter((e) => e.at === "palace" && e.square === i);
    const label = t("ql.square", { n: i === 0 ? "初" : i, kind: pick(view.labels.square_names[kind]) });
    return h("li", { class: ["ql-sq", "kind-" + kind, f && f.squares.includes(i) && "is-focus"], dataset: { square: i, fx: `square-${i}` },
      "aria-label": label + (here.length ? ": " + here.map((e) => t("ql.eunuchOf", { name: nm(V, e.owner), s: e.strong ? t("ql.strong") : t("ql.weak") })).join("、") : "") },
    h("span", { class: "ql-sq-no", "aria-hidden": "true" }, i === 0 ? "初" : String(i)),
    squarePic(view, kind),
    h("span", { class: "ql-sq-kind", "aria-hidden": "true" }, pick(view.labels.squares[kind])),
    h("span", { class: "ql-sq-eunuchs" }, here.map((e) => chip(V, view, e, { button: chipTargets.get(e.id) }))));
  });
  // One column per square of this game's track, so the short names get the width.
  return h("section", { class: "ql-palace" }, h("h3", { class: "ql-h" }, t("ql.palace")),
    h("ol", { class: "ql-track", style: { gridTemplateColumns: `repeat(${view.palace.length}, minmax(0, 1fr))` } }, sq));
}

function bedroom(V, view, f) {
  const size = view.bedroom;
  const ring = h("div", { class: "ql-ring" });
  for (let k = 0; k < size; k++) {
    const a = -Math.PI / 2 + (k * 2 * Math.PI) / size;
    const x = 50 + 42 * Math.cos(a);
    const y = 50 + 42 * Math.sin(a);
    const here = [0, 1].filter((s) => view.consorts[s].pos === k);
    const big = k === 0 || k === view.tea_square;
    const name = k === 0 ? t("ql.start") : k === view.tea_square ? t("ql.tea") : String(k);
    const label = `${t("ql.ringSquare", { n: k })}${k === 0 || k === view.tea_square ? " " + name : ""}`
      + (here.length ? ": " + here.map((s) => nm(V, s)).join("、") : "");
    ring.append(h("div", { class: ["ql-rsq", big && "is-big", k === 0 && "is-start", k === view.tea_square && "is-tea",
      f && f.consort != null && here.includes(f.consort) && "is-focus"],
    style: { left: x.toFixed(2) + "%", top: y.toFixed(2) + "%" }, dataset: { square: k }, role: "img", "aria-label": label },
    h("span", { class: "ql-rsq-name", "aria-hidden": "true" }, big ? name : String(k)),
    k === view.tea_square && view.tea ? h("span", { class: "ql-token is-tea", "aria-hidden": "true" }) : null,
    here.map((s) => h("span", { class: ["ql-consort", "seat-" + SEAT_CLASS[s]], dataset: { seat: s, fxPiece: `c${s}` }, "aria-hidden": "true" }, "妃"))));
  }
  const tk = (n) => Array.from({ length: Math.max(0, n) }, () => h("span", { class: "ql-token", "aria-hidden": "true" }));
  const tokens = f ? f.tokens : [];
  ring.append(h("div", { class: "ql-ring-centre" },
    h("div", { class: ["ql-pile", "ql-stock", tokens.includes("stock") && "is-focus"], dataset: { n: view.stock }, role: "img", "aria-label": t("ql.stockLabel", { n: view.stock }) },
      h("span", { class: "ql-pile-name", "aria-hidden": "true" }, t("ql.stock")), h("span", { class: "ql-tokens", "aria-hidden": "true" }, tk(view.stock))),
    h("div", { class: ["ql-pile", "ql-xiangfei", tokens.includes("xiangfei") && "is-focus"], dataset: { n: view.xiangfei, fx: "xiangfei" }, role: "img",
      "aria-label": t("ql.xiangfeiLabel", { n: view.xiangfei, max: view.xiangfei_limit }) },
    h("span", { class: "ql-pile-name", "aria-hidden": "true" }, `${t("ql.xiangfei")} ${view.xiangfei}/${view.xiangfei_limit}`),
    h("span", { class: "ql-tokens", "aria-hidden": "true" }, tk(view.xiangfei))),
    h("div", { class: "ql-decks" },
      h("div", { class: ["ql-deck", f && f.deck && "is-focus"], dataset: { n: view.deck_count }, role: "img", "aria-label": t("ql.deckLabel", { n: view.deck_count }) },
        h("span", { class: "ql-deck-back", "aria-hidden": "true" }, String(view.deck_count)),
        h("span", { class: "ql-pile-name", "aria-hidden": "true" }, t("ql.deck"))),
      h("div", { class: "ql-discard", dataset: { n: (view.discard || []).length }, role: "img", "aria-label": t("ql.discardLabel", { n: (view.discard || []).length }) },
        h("span", { class: "ql-deck-face", "aria-hidden": "true" }, String((view.discard || []).length)),
        h("span", { class: "ql-pile-name", "aria-hidden": "true" }, t("ql.discard")))),
));
  return h("section", { class: "ql-bedroom" }, h("h3", { class: "ql-h" }, t("ql.bedroom")), ring);
}

function seatPanel(V, view, s, f) {
  const toAct = (view.phase === "place" || view.phase === "flip") ? view.turn === s
    : view.pending ? view.pending.seat === s : false;
  const hand = view.eunuchs.filter((e) => e.owner === s && e.at === "hand");
  const c = view.consorts[s];
  const isBot = V.ctx.bots[s];
  // This seat's latest act, shown until it acts again (the engine's own
  // view, not the step replayed: what the seat last chose); one of a round
  // before says which, dimmed ("Card 8 · weak" from the round before stood
  // beside an empty card 8 as if just placed). Earlier than the round drawn:
  // while a round's resolution plays the engine is already in the next.
  const latest = V.st && V.st.view.events ? V.st.view.events.latest[s] : null;
  const earlier = latest && latest.round != null && latest.round !== view.round;
  const what = latest ? (earlier ? t("ql.earlierAct", { n: latest.round, what: actLabel(latest, V.ctx.names) })
    : actLabel(latest, V.ctx.names)) : null;
  let tag = null;
  if (!animating(V) && toAct && view.phase !== "over") {
    tag = h("span", { class: ["tag", "tag-turn", isBot && "is-thinking"] },
      isBot ? t("ql.thinking") : V.st && V.st.acting && V.st.seat === s ? t("ql.you") : "…");
  }
  return h("section", { class: ["ql-seat", "seat-" + SEAT_CLASS[s], toAct && !animating(V) && "is-turn", f && f.seat === s && "is-focus"],
    dataset: { seat: s, fxSeat: s }, "aria-label": `${nm(V, s)} (${s === 0 ? t("ql.blue") : t("ql.red")})` },
  h("div", { class: "ql-seat-head" },
    h("span", { class: "ql-swatch", "aria-hidden": "true" }),
    h("span", { class: "ql-seat-name" }, nm(V, s)),
    isBot ? h("span", { class: "tag tag-bot" }, t("ql.bot")) : null,
    view.start === s ? h("span", { class: ["ql-start-tile", f && f.tokens.includes("start") && "is-focus"], title: t("ql.startTile") }, "♛ ", t("ql.startTile")) : null,
    tag),
  what ? h("p", { class: ["ql-act", earlier && "is-earlier"], dataset: { kind: latest.kind, i: latest.i } },
    h("span", { class: "visually-hidden" }, t("ql.lastAct", { name: nm(V, s), what })),
    h("span", { class: "ql-act-text", "aria-hidden": "true" }, what)) : null,
  h("div", { class: "ql-seat-stats" },
    h("span", { class: ["ql-points", f && f.seat === s && f.tokens.includes("points") && "is-focus"], dataset: { n: view.points[s], fx: `points-${s}` }, role: "img",
      "aria-label": t("ql.pointsLabel", { name: nm(V, s), n: view.points[s], max: view.win_points }) },
    h("span", { class: "ql-tokens", "aria-hidden": "true" },
      Array.from({ length: view.win_points }, (_, i) => h("span", { class: ["ql-token", i >= view.points[s] && "is-empty"] }))),
    h("span", { "aria-hidden": "true" }, t("ql.points", { n: view.points[s], max: view.win_points }))),
    h("span", { class: "ql-consort-at" }, h("span", { class: ["ql-consort", "seat-" + SEAT_CLASS[s]], "aria-hidden": "true" }, "妃"),
      " ", consortAt(V, view, c.pos), c.laps ? ` · ${t("ql.laps", { n: c.laps })}` : "")),
  h("div", { class: "ql-hand" }, h("span", { class: "ql-hand-label" }, t("ql.hand")),
    hand.length ? hand.map((e) => chip(V, view, e)) : h("span", { class: "muted-light" }, t("ql.handEmpty"))));
}

// --- what the acting human may do ----------------------------------------
/** The question a pending choice asks (numbers from the engine's view). */
function chooseText(V, view, kind) {
  if (kind === "reward") {
    const n = view.palace.indexOf("consort3_or_draw2");
    return t("ql.choose.reward", { n, kind: pick(view.labels.squares.consort3_or_draw2) });
  }
  if (kind === "bribe") {
    const sq = view.eunuchs[view.pending.eunuch].square;
    return t("ql.choose.bribe", { n: view.bribe, sq: sq === 0 ? "初" : sq });
  }
  if (kind === "take") return t("ql.choose.take", { name: nm(V, 1 - view.pending.seat) });
  return t("ql.choose." + kind);
}

function actionLabel(V, view, a) {
  switch (a.type) {
    case "flip": {
      const strong = view.labels.strong[view.cards[a.card - 1].icon];
      return t("ql.flipCard", { n: a.card, icon: strong ? pick(strong) : iconName(V, view, a.card) });
    }
    case "jump": return t("ql.jumpTo", { n: a.card, icon: iconName(V, view, a.card) });
    case "reward": return pick(view.labels.reward[a.pick]);
    case "activate": {
      const e = view.eunuchs[a.eunuch];
      return t("ql.activateSq", { sq: e.square === 0 ? "初" : e.square, kind: pick(view.labels.squares[view.palace[e.square]]), s: e.strong ? t("ql.strong") : t("ql.weak") });
    }
    case "bribe": {
      const e = view.eunuchs[a.eunuch];
      const a0 = e.square;
      const b = Math.min(a0 + view.bribe, view.palace.length - 1);
      const sq = (n) => (n === 0 ? "初" : n);
      if (!a.advance) return t("ql.bribeStay", { a: sq(a0) });
      return t(view.palace[b] === "return" ? "ql.bribeGoHome" : "ql.bribeGo", { a: sq(a0), b });
    }
    case "promote": return a.card == null ? t("ql.promoteHand") : t("ql.promoteCard", { n: a.card });
    case "take": {
      const seat = view.pending ? view.pending.seat : 0;
      return a.from === "xiangfei" ? t("ql.takeFrom", { name: t("ql.xiangfei"), n: view.xiangfei })
        : t("ql.takeFrom", { name: nm(V, 1 - seat), n: view.points[1 - seat] });
    }
    default: return JSON.stringify(a);
  }
}

/** Tappable cards and palace eunuchs, and the list of choice buttons. */
async function askHint(V) {
  if (!V.ctx.hint) return;
  const at = V.seen;
  const a = await V.ctx.hint();
  if (!a || at !== V.seen) return;
  V.hinted = JSON.stringify(a);
  V.hintFor = at;
  draw(V);
}

/** The hint (the bot's choice), the way China Duel offers the Emperor's
 * suggestion: starred, and played with one tap; or the button asking for it. */
function hintButton(V, view, moves) {
  if (V.hintFor !== V.seen) V.hinted = null;
  const a = V.hinted && moves.find((m) => JSON.stringify(m) === V.hinted);
  V.starCard = a && (a.type === "place" || a.type === "jump" || a.type === "flip") ? a.card : null;
  if (!a) return V.ctx.hint ? h("button", { type: "button", class: "btn ql-hint-btn", onclick: () => askHint(V) }, t("ql.hint")) : null;
  const what = a.type === "place"
    ? `${t("ql.placeOn", { n: a.card, icon: iconName(V, view, a.card) })} (${t(a.strong ? "ql.strongEunuch" : "ql.weakEunuch")})`
    : actionLabel(V, view, a);
  return h("button", { type: "button", class: "btn btn-big btn-primary ql-suggestion", onclick: () => act(V, a) },
    "★ ", t("ql.accept", { what }));
}

function interactions(V, view) {
  const cards = new Map();
  const chips = new Map();
  const buttons = [];
  V.pendingChip = null;
  V.starCard = null;
  const moves = legal(V);
  if (!moves.length) return { cards, chips, buttons, hint: "" };
  const hb = hintButton(V, view, moves);
  if (hb) buttons.push(hb);
  let hint = "";
  if (view.phase === "place") {
    hint = t("ql.placeHint");
    const byCard = new Map();
    for (const a of moves) if (a.type === "place") byCard.set(a.card, [...(byCard.get(a.card) || []), a]);
    for (const [n, acts] of byCard) {
      cards.set(n, { label: t("ql.placeOn", { n, icon: iconName(V, view, n) }), onclick: async () => {
        if (acts.length === 1) return act(V, acts[0]);
        const strong = await V.ctx.choose(t("ql.whichEunuch", { n }), [
          { label: t("ql.weakEunuch"), value: "weak" }, { label: t("ql.strongEunuch"), value: "strong" }]);
        if (strong == null) return;
        const a = acts.find((x) => x.strong === (strong === "strong"));
        if (a) act(V, a);
      } });
    }
    return { cards, chips, buttons, hint };
  }
  if (view.phase === "flip") hint = t("ql.flipHint");
  else if (view.pending) hint = chooseText(V, view, view.pending.kind);
  moves.forEach((a, i) => {
    const label = actionLabel(V, view, a);
    const go = () => act(V, a);
    buttons.push(h("button", { type: "button", class: "btn btn-big ql-choice-btn", dataset: { idx: i, type: a.type }, onclick: go }, label));
    if ((a.type === "jump" || a.type === "flip" || (a.type === "promote" && a.card != null)) && !cards.has(a.card)) cards.set(a.card, { label, onclick: go });
    if (a.type === "activate") chips.set(a.eunuch, { label, onclick: go });
    // The bribe asks about one eunuch: it is lit (its two answers are the buttons).
    if (a.type === "bribe") V.pendingChip = a.eunuch;
  });
  return { cards, chips, buttons, hint };
}

// --- the account of the resolution ---------------------------------------
function stepsBox(V, view) {
  const cur = V.feed.length ? V.feed[V.feed.length - 1] : null;
  const scheme = V.focus && V.focus.scheme && view.schemes[V.focus.scheme];
  const items = V.feed.slice(-8).map((line, i, arr) => h("li", { class: ["ql-step", i === arr.length - 1 && "is-current"], dataset: { seat: line.seat ?? "" } },
    text(V, line)));
  return h("section", { class: ["ql-steps", animating(V) && "is-playing"], "aria-label": t("ql.steps") },
    h("div", { class: "ql-now", role: "status", "aria-live": "polite" },
      cur ? [h("span", { class: "ql-now-label" }, t("ql.now")), " ", h("span", { class: "ql-now-text" }, text(V, cur))]
        : h("span", { class: "ql-now-text muted-light" }, t("ql.noSteps")),
      scheme ? h("div", { class: "ql-scheme-card", dataset: { scheme: V.focus.scheme } },
        h("strong", null, pick(scheme.name)), " ", h("span", null, pick(scheme.text))) : null),
    items.length > 1 ? h("ol", { class: "ql-step-list" }, items.slice(0, -1)) : null,
    animating(V) ? h("button", { type: "button", class: "btn ql-skip", onclick: () => skip(V) }, t("ql.skip"), " ▸▸") : null);
}

function headLine(V, view) {
  const phase = t("ql.phase." + view.phase);
  let who = "";
  if (!animating(V) && view.phase !== "over") {
    if (view.phase === "place") who = t("ql.turn", { name: nm(V, view.turn) });
    else if (view.phase === "flip") who = t("ql.turnFlip", { name: nm(V, view.turn) });
    // who chooses, not the question: the chooser reads it in the choice's
    // box, and this line, taking two lines more on a phone, moved the cards
    else if (view.pending) who = t("ql.waitChoice", { name: nm(V, view.pending.seat) });
  }
  return h("div", { class: "ql-head" },
    h("span", { class: "ql-roundno" }, t("ql.round", { n: view.round })),
    h("span", { class: "ql-phase" }, phase),
    who ? h("span", { class: "ql-who" }, who) : null);
}

// --- drawing -------------------------------------------------------------
function draw(V) {
  // A step of the replay drawn for the first time: its pieces slide from
  // where the board before had them.
  const stepped = V.current && V.current !== V.drawnStep;
  const before = stepped ? piecesAt(V.el) : null;
  V.drawnStep = V.current;
  const view = V.shown;
  const f = V.focus;
  const ia = interactions(V, view);
  const acting = !!(V.st && V.st.acting && !animating(V));
  const choice = ia.buttons.length || ia.hint
    ? h("section", { class: ["ql-choice", acting && "is-acting"], dataset: { kind: view.pending ? view.pending.kind : view.phase } },
      // named when two humans pass the tablet, so each reads whose line it is
      ia.hint ? h("p", { class: "ql-hint" }, V.ctx.bots.filter((b) => !b).length > 1
        ? h("span", { class: "ql-hint-who" }, nm(V, V.st.seat) + colon()) : null, ia.hint) : null,
      view.phase === "place" && acting ? h("p", { class: "ql-hint-more" }, t("ql.explainHint")) : null,
      ia.buttons.length ? h("div", { class: "ql-choice-buttons" }, ia.buttons) : null)
    : null;
  // data-events: the events the drawn board includes; data-step: the
  // index ("i") of the event drawn ("" for the engine's own state).
  // Patched, not rebuilt: each step of a replay changes a few pieces.
  patch(V.el, h("div", { class: ["ql-table", "phase-" + view.phase, animating(V) && "is-animating", acting && "is-acting"],
    dataset: { phase: view.phase, events: V.current ? V.current.ev.i + 1 : V.seen, step: V.current ? V.current.ev.i : "",
      acting: acting ? "1" : "0" } },
  headLine(V, view),
  h("div", { class: "ql-seats" }, [0, 1].map((s) => seatPanel(V, view, s, f))),
  h("div", { class: "ql-main" },
    h("div", { class: "ql-col-a" }, grid(V, view, ia.cards, f), explainBox(V, view), choice),
    h("div", { class: "ql-col-b" }, bedroom(V, view, f), palace(V, view, ia.chips, f), stepsBox(V, view)))));
  if (before) glide(V.el, before, Math.min(450, Math.round(stepMs(V) * 0.6)));
}

function stopTimer(V) {
  if (V.timer != null) clearTimeout(V.timer);
  V.timer = null;
}

/** A line joins the account. A new round's header joins the account of
 * the round before (so the resolution just shown stays readable while the
 * next placement begins); the new round's next line starts a new account. */
function addLine(V, line) {
  const last = V.feed.length ? V.feed[V.feed.length - 1] : null;
  if (last && last.round === line.round && V.feed[0].round !== line.round) {
    V.feed = V.feed.filter((l) => l.round === line.round);
  }
  V.feed.push(line);
}

/** Take step `step` into the account: its line joins the feed and its
 * focus becomes current. */
function take(V, step) {
  addLine(V, step.ev);
  V.focus = stepFocus(step.ev);
}

/** The replay is over: draw the engine's state, settle render()'s promises. */
function finish(V) {
  V.current = null;
  if (V.st) {
    V.shown = V.st.view;
    draw(V);
  }
  const done = V.waiting;
  V.waiting = [];
  for (const resolve of done) resolve();
}

/** Draw the next queued step; when none is left, the engine's state. */
function tick(V) {
  V.timer = null;
  if (!V.st) return;
  if (!V.queue.length) { finish(V); return; }
  V.current = V.queue.shift();
  take(V, V.current);
  V.shown = stepView(V.current);
  // Scheduled before drawing, so this step's board counts as animating.
  V.timer = setTimeout(() => tick(V), stepMs(V));
  draw(V);
}

/** "Show all steps": the rest of the account at once, then the state. */
function skip(V) {
  stopTimer(V);
  if (V.st) while (V.queue.length) take(V, V.queue.shift());
  V.queue = [];
  finish(V);
}

function render(V, state) {
  const view = state.view;
  const recent = (view.events && view.events.recent) || [];
  // The next event's index: what this view has told so far.
  const told = recent.length ? recent[recent.length - 1].i + 1 : 0;
  const fresh = !V.shown || V.seen < 0 || told < V.seen;
  V.st = state;
  if (fresh) {
    // First draw, or an undo: no replay.
    stopTimer(V);
    V.queue = [];
    V.seen = told;
    V.feed = recentFeed(recent);
    V.focus = null;
    finish(V);
    return Promise.resolve();
  }
  // The new events: the move's (state.events), if they lead up to this
  // view, are replayed, each on its board; earlier ones (moves not shown one
  // by one, or a view given without its move's events) only join the account.
  const move = (state.events || []).filter((e) => e.i >= V.seen);
  const whole = move.length > 0 && move[move.length - 1].i === told - 1;
  const first = whole ? move[0].i : told;
  for (const e of recent) if (e.i >= V.seen && e.i < first) addLine(V, e);
  V.seen = told;
  if (whole) V.queue.push(...moveSteps(view, move));
  const done = new Promise((resolve) => V.waiting.push(resolve));
  if (stepMs(V) === 0) skip(V);
  else if (V.timer == null) tick(V);
  return done;
}


// ------------------------------------------------------------------ end
/** Who won, or that 香妃 ended it; the last steps that led there. */
export function standings(result, view, ctx) {
  if (!result) return null;
  const names = ctx.names;
  const xf = result.end === "xiangfei";
  const recent = (view.events && view.events.recent) || [];
  const lastRound = recent.length ? recent[recent.length - 1].round : null;
  const last = recent.filter((l) => l.round === lastRound).slice(-12);
  return h("section", { class: ["ql-end", xf ? "ql-end-xiangfei" : "ql-end-points"], dataset: { end: result.end } },
    h("p", { class: "ql-end-title" }, xf ? t("ql.xiangfeiEnd") : t("ql.winner", { name: names[result.winner], max: view.win_points })),
    h("p", null, t("ql.finalPoints", { a: `${names[0]} ${result.scores[0]}`, b: `${names[1]} ${result.scores[1]}`, x: result.xiangfei }),
      " · ", t("ql.rounds", { n: result.rounds })),
    last.length ? h("details", { class: "ql-end-steps", open: true },
      h("summary", null, t("ql.lastSteps")),
      h("ol", null, last.map((l) => h("li", null, seatNames(pick(l.text), names))))) : null);
}

export function rulesHTML(l) {
  return rulesText(l);
}

