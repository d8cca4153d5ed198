// Cena table: a ring of seats with an alliance marker between each pair of
// neighbours, each seat's spot for this trick, the topic card, and the hand.
// Implements the game view interface described at the top of ../table/screen.js
// (mount / rulesHTML / interlude / standings / strings).
//
// Geometry: seats are drawn clockwise with the viewing seat at the bottom, so
// seat P's left neighbour (P+1) is to its left on screen. Alliance i sits
// between seat i and seat i+1. The card in front of seat P gives its suit to
// alliance P and its number to alliance P−1; its two halves are drawn facing
// the markers they feed, tinted with those alliances' colours and joined to
// them by lines.
import { h, replace, svg } from "../ui/dom.js";
import { t, lang, pick } from "../i18n.js";
import { rulesHTML as rulesText, TOPICS } from "./rules.js";

export const strings = {
  en: {
    "cena.deal": "Deal {n} of {total}",
    "cena.host": "Host",
    "cena.bot": "Bot",
    "cena.turn": "to play",
    "cena.thinking": "thinking…",
    "cena.chosen": "chosen ✓",
    "cena.choosing": "choosing…",
    "cena.cardsLeft": "{n} cards left",
    "cena.total": "Total {n}",
    "cena.totalLabel": "Game total",
    "cena.alliance": "{a} & {b}",
    "cena.allianceLabel": "Alliance of {a} and {b}: took {taken} cards, score {score}, shows {shows}",
    "cena.taken": "took {n}",
    "cena.points": "{n} pt",
    "cena.nothing": "nothing yet",
    "cena.lead": "Lead suit",
    "cena.leads": "{name} leads",
    "cena.noLead": "The first card sets the lead suit",
    "cena.topic": "Topic {n}",
    "cena.yourHand": "Your hand ({n})",
    "cena.handOf": "{name}'s hand ({n})",
    "cena.revealBtn": "Reveal these 3",
    "cena.clear": "Clear",
    "cena.revealHint": "Choose 3 cards to show face up ({n}/3 chosen)",
    "cena.revealWait": "Everyone chooses 3 cards to reveal; they appear together",
    "cena.yourReveal": "You chose to reveal:",
    "cena.playHint": "Tap a card, then tap the spot where it goes",
    "cena.spotHint": "Tap a lit spot for {card} (tap the card again to cancel)",
    "cena.simpleHint": "Tap a card to select it, then play it in front of yourself",
    "cena.playOwn": "Play in front of me",
    "cena.hint": "Hint",
    "cena.accept": "Accept the suggestion: {card} in front of {name}",
    "cena.spotOf": "Spot in front of {name}",
    "cena.spotEmpty": "Spot in front of {name}: empty",
    "cena.spotCard": "In front of {name}: {card} (played by {by}); suit to {a}, number to {b}",
    "cena.placeHere": "Place {card} in front of {name}",
    "cena.takes": "{a} & {b} take the trick",
    "cena.waiting": "{name} is playing",
    "cena.revealedMark": "revealed",
    "cena.revealedOf": "{name}'s revealed cards",
    "cena.mustFollow": "You must follow suit ({suit})",
    "cena.dealResult": "Deal {n}: result",
    "cena.allianceCol": "Alliance",
    "cena.cardsCol": "Cards taken",
    "cena.penaltyCol": "Topic penalty",
    "cena.scoreCol": "Alliance score",
    "cena.player": "Player",
    "cena.withRight": "With right neighbour",
    "cena.withLeft": "With left neighbour",
    "cena.dealTotal": "This deal",
    "cena.running": "Total",
    "cena.lastTrick": "Last trick won by {a} & {b}",
    "cena.allDeals": "All deals",
    "cena.dealCol": "Deal",
    "cena.topicCol": "Topic",
    "cena.tricks": "Tricks this deal: {n}",
    "cena.lastBtn": "Last trick",
    "cena.lastBack": "Back to this trick",
    "cena.lastShown": "Last trick: {a} & {b} took it",
    "cena.nextDeal": "Next deal",
    "cena.trickNo": "Trick {n}:",
    "cena.earlier": "Earlier",
    "cena.later": "Later",
    "cena.playedTo": "Played → {where}",
    "cena.cardTo": "{card} → {where}",
    "cena.ownSpot": "own spot",
    "cena.fxDeal": "Deal {n} is over",
    "cena.fxDealTop": "Best in this deal: {names} ({pts})",
    "cena.fxDealTie": "Everyone scored {pts}",
    "cena.fxWin": "{names} wins!",
    "cena.fxWinMany": "{names} win!",
  },
  ja: {
    "cena.deal": "第{n}ディール（全{total}）",
    "cena.host": "主催",
    "cena.bot": "ボット",
    "cena.turn": "手番",
    "cena.thinking": "考え中…",
    "cena.chosen": "選択済み ✓",
    "cena.choosing": "選択中…",
    "cena.cardsLeft": "残り{n}枚",
    "cena.total": "合計 {n}",
    "cena.totalLabel": "ゲームの合計点",
    "cena.alliance": "{a}・{b}",
    "cena.allianceLabel": "{a}さんと{b}さんの同盟：獲得{taken}枚、{score}点、場：{shows}",
    "cena.taken": "獲得{n}",
    "cena.points": "{n}点",
    "cena.nothing": "なし",
    "cena.lead": "リードスート",
    "cena.leads": "{name}さんがリード",
    "cena.noLead": "最初のカードがリードスートになります",
    "cena.topic": "お題{n}",
    "cena.yourHand": "あなたの手札（{n}枚）",
    "cena.handOf": "{name}さんの手札（{n}枚）",
    "cena.hint": "ヒント",
    "cena.accept": "おすすめに決定：{card}を{name}さんの前に",
    "cena.revealBtn": "この3枚を公開",
    "cena.clear": "選択解除",
    "cena.revealHint": "公開する3枚を選んでください（{n}/3）",
    "cena.revealWait": "全員が公開する3枚を選び、そろったら一斉に公開します",
    "cena.yourReveal": "公開するカード：",
    "cena.playHint": "カードをタップし、置く場所をタップしてください",
    "cena.spotHint": "{card}を置く光った場所をタップ（カードを再タップで取り消し）",
    "cena.simpleHint": "カードをタップして選び、自分の前に出してください",
    "cena.playOwn": "自分の前に出す",
    "cena.spotOf": "{name}さんの前の場所",
    "cena.spotEmpty": "{name}さんの前：空き",
    "cena.spotCard": "{name}さんの前：{card}（{by}さんが出した）。スートは{a}へ、数字は{b}へ",
    "cena.placeHere": "{card}を{name}さんの前に置く",
    "cena.takes": "{a}さんと{b}さんの同盟がトリックを獲得",
    "cena.waiting": "{name}さんの番です",
    "cena.revealedMark": "公開中",
    "cena.revealedOf": "{name}さんの公開カード",
    "cena.mustFollow": "リードスート（{suit}）を出してください",
    "cena.dealResult": "第{n}ディールの結果",
    "cena.allianceCol": "同盟",
    "cena.cardsCol": "獲得\u200b枚数",
    "cena.penaltyCol": "お題の\u200b点",
    "cena.scoreCol": "同盟の\u200b得点",
    "cena.player": "プレイヤー",
    "cena.withRight": "右隣との\u200b同盟",
    "cena.withLeft": "左隣との\u200b同盟",
    "cena.dealTotal": "この\u200bディール",
    "cena.running": "合計",
    "cena.lastTrick": "最後のトリック：{a}さんと{b}さんの同盟",
    "cena.allDeals": "全ディールの記録",
    "cena.dealCol": "ディール",
    "cena.topicCol": "お題",
    "cena.tricks": "済んだトリック：{n}",
    "cena.lastBtn": "直前のトリック",
    "cena.lastBack": "今のトリックに戻る",
    "cena.lastShown": "直前のトリック：{a}さんと{b}さんの同盟が獲得",
    "cena.nextDeal": "次のディールへ",
    "cena.trickNo": "第{n}トリック：",
    "cena.earlier": "前へ",
    "cena.later": "次へ",
    "cena.playedTo": "出した → {where}",
    "cena.cardTo": "{card} → {where}",
    "cena.ownSpot": "自分の前",
    "cena.fxDeal": "第{n}ディール終了",
    "cena.fxDealTop": "このディールの最高点：{names}（{pts}点）",
    "cena.fxDealTie": "全員{pts}点",
    "cena.fxWin": "{names}の勝ち！",
    "cena.fxWinMany": "{names}の勝ち！",
  },
};

/** The interlude's button: Cena is played in deals (the seed's ディール). */
export const nextKey = "cena.nextDeal";

// ------------------------------------------------------------------ cards
const SUITS = ["ale", "mead", "wine", "cider"];
const SUIT_NAME = {
  ale: { ja: "エール", en: "Ale" },
  mead: { ja: "ミード", en: "Mead" },
  wine: { ja: "ワイン", en: "Wine" },
  cider: { ja: "シードル", en: "Cider" },
};
// Small suit pictures (24×24): a mug of ale, a honeycomb cell of mead, a wine
// goblet, an apple of cider. Static markup, no user data.
const SUIT_SVG = {
  ale: '<path d="M4 7h11v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2z"/><path d="M15 10h2.5a2.5 2.5 0 0 1 0 5H15" fill="none" stroke="currentColor" stroke-width="2"/><path d="M3.5 7.5c0-2.5 2.5-3.5 4.5-2.5 1.2-2 4.3-2 5.3 0 2.2-.3 2.8 2.2 1.7 2.5z"/>',
  mead: '<path d="M12 2.5l8.3 4.8v9.4L12 21.5l-8.3-4.8V7.3z"/><path d="M12 7.5l4 2.3v4.4l-4 2.3-4-2.3V9.8z" fill="#fff" opacity=".55"/>',
  wine: '<path d="M6 3h12c0 5.5-2.2 9.2-6 9.2S6 8.5 6 3z"/><path d="M11 12h2v6.5h4V21H7v-2.5h4z"/>',
  cider: '<path d="M12 7.2c-2.4-2-7.3-1-7.3 5 0 5.6 4 10 7.3 8.3 3.3 1.7 7.3-2.7 7.3-8.3 0-6-4.9-7-7.3-5z"/><path d="M12 7c0-2 .8-3.8 3-4.8" fill="none" stroke="currentColor" stroke-width="1.7"/>',
};
/** A colour per alliance (markers, spot halves, lines). */
const AL_COLORS = ["#ff9f43", "#4dabf7", "#f06595", "#b197fc", "#3bc9db"];

export function parseCard(id) {
  const [suit, n] = String(id).split("-");
  return { suit, num: Number(n) };
}
const suitName = (s) => pick(SUIT_NAME[s]);
export function cardName(id) {
  const c = parseCard(id);
  return lang() === "ja" ? `${suitName(c.suit)}${c.num}` : `${suitName(c.suit)} ${c.num}`;
}
export function sortCards(ids) {
  const key = (id) => { const c = parseCard(id); return SUITS.indexOf(c.suit) * 100 + c.num; };
  return [...ids].sort((a, b) => key(a) - key(b));
}
function suitIcon(suit, extra = "") {
  return h("span", { class: ["suit-icon", "suit-" + suit, extra], "aria-hidden": "true",
    html: `<svg viewBox="0 0 24 24" width="24" height="24" fill="currentColor">${SUIT_SVG[suit]}</svg>` });
}

/** The face of a card: suit on the left half, number on the right (as
 * printed: at a spot each half goes to another alliance). The suit half is
 * tinted with the drink's colour, its mark on a disc of that colour; the
 * number half reads as a corner index, the number large over a small mark
 * (hidden at a spot, where the number half gives no suit). */
function face(id, { names = true } = {}) {
  const c = parseCard(id);
  return [
    h("span", { class: "cc-half cc-suit", "aria-hidden": "true" }, suitIcon(c.suit, "cc-chip"),
      names ? h("span", { class: "cc-sname" }, suitName(c.suit)) : null),
    h("span", { class: "cc-half cc-num", "aria-hidden": "true" },
      h("span", { class: "cc-n" }, String(c.num)), suitIcon(c.suit, "cc-pip")),
  ];
}

/** A face-up card, not interactive. size: "" | "mini" | "spot"; extra: a
 * class or a list of classes (false entries skipped). */
function cardEl(id, { size = "", extra = null, label = null, style = null } = {}) {
  const c = parseCard(id);
  return h("span", { class: ["cena-card", "suit-" + c.suit, size && "cc-" + size, ...[].concat(extra)], role: "img",
    "aria-label": label || cardName(id), dataset: { card: id }, style }, face(id, { names: size !== "mini" }));
}

/** What a seat alone holds, drawn small: its hand (the replay shows every
 * seat's, the game being over; web/table/replay.js). */
export function held(view) {
  return view.hand && view.hand.length
    ? h("span", { class: "cena-held" }, sortCards(view.hand).map((c) => cardEl(c, { size: "mini" }))) : null;
}

/** A face-up card as a toggle button (extra: as for cardEl). */
function cardBtn(id, { pressed = false, disabled = false, extra = null, label = null, onclick } = {}) {
  const c = parseCard(id);
  return h("button", { type: "button", class: ["cena-card", "cc-button", "suit-" + c.suit, ...[].concat(extra)],
    "aria-label": label || cardName(id), "aria-pressed": pressed ? "true" : "false", disabled,
    dataset: { card: id }, onclick }, face(id));
}

function miniBack() {
  return h("span", { class: "cena-back", "aria-hidden": "true" });
}

/** The string `key` with the names a and b each in its own span, so a line
 * breaks between words rather than inside a name ("A & B", ja "A・B"). */
function withNames(key, a, b) {
  return t(key, { a: "\u0001", b: "\u0002" }).split(/([\u0001\u0002])/).filter(Boolean)
    .map((x) => (x === "\u0001" || x === "\u0002") ? h("span", { class: "mk-name" }, x === "\u0001" ? a : b) : x);
}
const allianceNames = (a, b) => withNames("cena.alliance", a, b);

function signed(n) {
  return n > 0 ? `+${n}` : String(n);
}

/** What each alliance shows for a set of spots: [suit|null, number|null]. */
function showsOf(spots) {
  const n = spots.length;
  return spots.map((s, i) => {
    const next = spots[(i + 1) % n];
    return [s ? parseCard(s.card).suit : null, next ? parseCard(next.card).num : null];
  });
}

function showsText(show) {
  const [s, num] = show || [];
  if (s == null && num == null) return t("cena.nothing");
  return `${s ? suitName(s) : "?"} ${num != null ? num : "?"}`;
}

// ------------------------------------------------------------------ geometry
/** Screen position (percent of the ring box) of ring slot k of n at radius r. */
function ringPos(k, n, rx, ry) {
  const a = Math.PI / 2 + (k * 2 * Math.PI) / n;
  return { x: 50 + rx * Math.cos(a), y: 50 + ry * Math.sin(a) };
}
let SEAT_R = [39, 40];
let MARK_R = [40, 37];
let SPOT_R = [22, 21];
/** A ring narrower than this (a phone) shows the topic above the ring, has
 * small seat boxes and no centre column. */
const NARROW = 560;
/** Radii (percent of the ring box) for a ring box of w×h px (the box, not the
 * window: the open log narrows it). Side seats sit against the edges, so the
 * side spots go between the seat boxes and the centre column; the widths
 * used here are the CSS ones set by layoutVars(). Returns the layout's name. */
function setGeometry(w, h) {
  const narrow = w < NARROW;
  const wide = !narrow && w > h * 1.05;
  const v = layoutVars(w, narrow);
  // The side spots' centres: clear of the centre column, clear of the seats.
  const spotHalf = narrow ? 42 : 50;
  const minX = (narrow ? 0 : v.centre / 2) + spotHalf + 6;
  const maxX = w / 2 - v.seat - spotHalf - 6;
  const sx = minX <= maxX ? (minX + maxX) / 2 : maxX;
  const spotX = Math.max(12, Math.min(30, (100 * sx) / w));
  if (narrow) {
    // The top and bottom seats lie flat against the edges (about 80 px tall).
    const spotY = Math.max(12, Math.min(24, (100 * (h / 2 - 80 - spotHalf - 4)) / h));
    SEAT_R = [41, 42]; MARK_R = [36, 31]; SPOT_R = [spotX, spotY];
  } else if (wide) {
    SEAT_R = [41, 41]; MARK_R = [38, 37]; SPOT_R = [spotX, 24];
  } else {
    SEAT_R = [39, 40]; MARK_R = [40, 37]; SPOT_R = [spotX, 21];
  }
  return narrow ? "narrow" : wide ? "wide" : "tall";
}
/** Side seat box and centre column widths (px) for a ring w px wide. */
function layoutVars(w, narrow) {
  if (narrow) return { seat: 88, centre: 0 };
  const seat = Math.round(Math.min(170, Math.max(118, w * 0.17)));
  // A wide ring has room for a wider centre: the topic and the trick's
  // banner take fewer lines, so the spots above and below keep theirs.
  const centre = Math.round(Math.max(150, Math.min(w >= 900 ? 290 : 230, w * 0.3, w - 2 * seat - 2 * 100 - 48)));
  return { seat, centre };
}

// ------------------------------------------------------------------ mount
// The view's state between draws (V), shared by the parts below.
export function mount(el, ctx) {
  const V = {
    el, ctx,
    st: null, // state drawn (or waiting behind a pause)
    selKey: null,
    picked: new Set(), // reveal phase: chosen cards
    card: null, // play phase: the selected card
    hintTo: null, // the spot the hint (the bot's choice) puts that card on
    seen: null,
    pause: null, // {timer, trick}
    pending: null,
    fresh: false, // this draw shows a new state (animate the last card)
    endedDeal: false, // the deal the trick being shown ended, if it did (its banners hold it longer)
    looking: false, // a finished trick is shown on request: its index in seeable(), or false
    kept: null, // the last finished trick drawn, {trick, deal, done}: seeable()
    layoutName: null, // narrow | wide | tall, from the ring box's size
    spotScale: [],
    markScale: [], // the same for the markers (slot k: between ring slots k and k+1)
    scaleKey: "",
    resizeTimer: null,
    lastSize: "",
  };
  V.el.classList.add("cena");
  const resized = () => onResize(V);
  window.addEventListener("resize", resized);
  const observer = typeof ResizeObserver === "function" ? new ResizeObserver(resized) : null;
  if (observer) observer.observe(V.el);
  return {
    render: (state) => render(V, state),
    clear() {
      stopPause(V);
      V.st = null;
      V.looking = false;
      V.picked = new Set();
      V.card = null;
      V.el.replaceChildren();
    },
    destroy() {
      stopPause(V);
      clearTimeout(V.resizeTimer);
      window.removeEventListener("resize", resized);
      if (observer) observer.disconnect();
      V.el.replaceChildren();
    },
  };
}

const names = (V) => V.ctx.names;

const nm = (V, s) => (names(V)[s] != null ? names(V)[s] : "?");

function pauseMs(V) {
  return Math.max(0, Math.min(1200, Math.round(V.ctx.botDelay * 1.5)));
}

function legal(V) { return (V.st && V.st.acting && V.st.legal) || []; }

function legalCards(V) {
  return new Set(legal(V).filter((a) => a.type === "play").map((a) => a.card));
}

function spotsFor(V, c) {
  return new Set(legal(V).filter((a) => a.type === "play" && a.card === c).map((a) => a.to));
}

// --- seats and markers ---------------------------------------------------
/** What a seat did last, from the view's events block (the engine's
 * `events.latest`: the first event of that seat's last step that it did and
 * that the drawn seat may see), as a short label, or null. A play shows
 * where the card went, and the card when the event names it (the seat's
 * own, or every card under the trick_history house rule): the public event
 * never names it, as the log keeps it after the trick is taken face down.
 * The reveal's choice has its own tag ("chosen ✓") and then the revealed
 * cards at the seat, so it is not repeated here; and a play of an earlier
 * deal is not at the table any more. */
function lastAct(V, view, seat) {
  const latest = view.events && view.events.latest;
  const ev = latest ? latest[seat] : null;
  if (!ev || (ev.kind !== "played" && ev.kind !== "played_card") || ev.deal !== view.deal) return null;
  // The engine gives a view only its seat's own events; never draw another's.
  if (ev.to && !ev.to.includes(V.st.seat)) return null;
  const where = ev.spot === seat ? t("cena.ownSpot") : nm(V, ev.spot);
  return { where, card: ev.card || null,
    text: ev.card ? t("cena.cardTo", { card: cardName(ev.card), where }) : t("cena.playedTo", { where }) };
}

/** The string `key` with its {where} (a name, or "own spot") and {card} each
 * in a span kept whole on its line (view.css), so a bubble that wraps
 * breaks between them rather than inside a name. */
function withWhere(key, where, card) {
  const parts = { "\u0001": where, "\u0002": card ? cardName(card) : "" };
  return t(key, { where: "\u0001", card: "\u0002" }).split(/([\u0001\u0002])/).filter(Boolean)
    .map((x) => (parts[x] != null ? h("span", { class: "bubble-part" }, parts[x]) : x));
}

/** A seat's last move (lastAct), in a box the size of the largest it may
 * say: the seat is one size from move to move, as the spots and markers
 * fitted around it need (they are fitted once). Unseen in the box, the
 * sentence for each place the seat's card may go, with the longest card
 * name where the card is told (the seat shown, or every seat under the
 * trick_history house rule); the bubble may take two lines (a phone's
 * seat is too narrow for a card and a name). */
function lastBox(V, view, seat) {
  const act = lastAct(V, view, seat);
  const told = seat === V.st.seat || !!(view.options && view.options.trick_history);
  const card = told ? SUITS.map((x) => `${x}-10`).sort((a, b) => cardName(b).length - cardName(a).length)[0] : null;
  const places = Array.from({ length: view.players }, (_, s) => (s === seat ? t("cena.ownSpot") : nm(V, s)));
  const bubble = (where, c, extra) => h("span", { class: ["bubble", extra && "is-sizer"], "aria-hidden": extra ? "true" : null,
    title: extra ? null : c ? t("cena.cardTo", { card: cardName(c), where }) : t("cena.playedTo", { where }),
    dataset: c ? {} : { where } }, withWhere(c ? "cena.cardTo" : "cena.playedTo", where, c));
  return h("div", { class: "seat-last" }, act ? bubble(act.where, act.card) : null, places.map((where) => bubble(where, card, true)));
}

/** Where "Played → name" takes more than one line for some name (a phone,
 * a tablet held upright, a long name), a card's back stands for the word
 * in that seat's bubble, whatever the name; the whole sentence stays for
 * screen readers. */
function shortenBubbles(root) {
  const short = (b) => [miniBack(), h("span", { "aria-hidden": "true" }, " → ", h("span", { class: "bubble-part" }, b.dataset.where))];
  for (const box of root.querySelectorAll(".seat-last")) {
    const played = [...box.querySelectorAll(":scope > .bubble[data-where]")];
    if (!played.some((b) => lineCount(b) > 1)) continue;
    for (const b of played) {
      if (b.classList.contains("is-sizer")) b.replaceChildren(...short(b));
      else b.replaceChildren(...short(b), h("span", { class: "visually-hidden" }, b.title));
    }
  }
}

/** On how many lines a bubble's text is drawn (its line height is set). */
function lineCount(el) {
  const cs = getComputedStyle(el);
  const inner = el.clientHeight - parseFloat(cs.paddingTop) - parseFloat(cs.paddingBottom);
  return Math.round(inner / (parseFloat(cs.lineHeight) || inner));
}

function seatBox(V, view, seat, k, n) {
  const pos = ringPos(k, n, ...SEAT_R);
  const toAct = (view.to_act || []).includes(seat);
  const isBot = V.ctx.bots[seat];
  const reveal = view.phase === "reveal";
  const revealed = view.revealed ? view.revealed[seat] || [] : [];
  // What the seat is doing, in one slot as wide as the widest it may say
  // (the unseen sizers): a bot's "Bot" turns "thinking…" on its turn, and
  // a seat keeps its size when its turn comes or the reveal ends (it grew
  // by a line on a phone, moving, and the spots fitted beside it were
  // fitted to one size only).
  const tag = reveal ? [view.chosen[seat] ? "tag-chosen" : "tag-choosing", t(view.chosen[seat] ? "cena.chosen" : "cena.choosing")]
    : toAct && view.phase === "play" ? [["tag-turn", isBot && "is-thinking"], t(isBot ? "cena.thinking" : "cena.turn")]
      : isBot ? ["tag-bot", t("cena.bot")] : null;
  // (a new phase is fitted anew: its own sizers)
  const says = reveal ? ["cena.chosen", "cena.choosing"] : [isBot ? "cena.thinking" : "cena.turn", isBot && "cena.bot"].filter(Boolean);
  const slot = h("span", { class: "seat-tags" }, tag ? h("span", { class: ["tag", ...[].concat(tag[0])] }, tag[1]) : null,
    says.map((key) => h("span", { class: "tag is-sizer", "aria-hidden": "true" }, t(key))));
  // Seats near the sides are anchored to the edge so they never overflow it.
  const side = pos.x < 22 ? "at-left" : pos.x > 78 ? "at-right" : null;
  // Seats at the top and bottom sit against those edges too (room for the
  // spots); the one straight up or down lies flat (its revealed cards beside it).
  const edge = !side ? (pos.y > 75 ? "at-foot" : pos.y < 25 ? "at-head" : null) : null;
  const flat = edge && Math.abs(pos.x - 50) < 12;
  const style = side === "at-left" ? { left: "0.5%", top: pos.y + "%" }
    : side === "at-right" ? { right: "0.5%", top: pos.y + "%" }
      : edge === "at-foot" ? { left: pos.x + "%", bottom: "0" }
        : edge === "at-head" ? { left: pos.x + "%", top: "0" } : { left: pos.x + "%", top: pos.y + "%" };
  return h("section", { class: ["cena-seat", toAct && !reveal && "is-turn", seat === V.st.seat && "is-me",
    k === 0 && "at-bottom", side, edge, flat && "is-flat"],
  style, dataset: { seat, fxSeat: seat, fx: "seat-" + seat }, "aria-label": nm(V, seat) },
  h("div", { class: "seat-head" },
    h("span", { class: "cena-seat-name" }, nm(V, seat)),
    view.host === seat ? h("span", { class: "tag tag-host", title: t("cena.host") }, "♛ ", t("cena.host")) : null,
    slot),
  h("div", { class: "seat-stats" },
    h("span", { class: "seat-count", "aria-label": t("cena.cardsLeft", { n: view.counts[seat] }) },
      miniBack(), h("span", { "aria-hidden": "true" }, String(view.counts[seat]))),
    h("span", { class: "seat-total", "aria-label": `${t("cena.totalLabel")} ${view.scores[seat]}` },
      t("cena.total", { n: view.scores[seat] }))),
  view.phase === "play" ? lastBox(V, view, seat) : null,
  revealed.length ? h("div", { class: "seat-revealed", role: "group", "aria-label": t("cena.revealedOf", { name: nm(V, seat) }) },
    sortCards(revealed).map((c) => cardEl(c, { size: "mini" }))) : null);
}

function marker(V, view, i, k, n, shows, winner) {
  const pos = markPos(V, k, n);
  const al = view.alliances[i];
  const [a, b] = al.seats;
  const show = shows ? shows[i] : [null, null];
  return h("section", { class: ["cena-marker", winner === i && "is-winner", winner != null && winner !== i && "is-loser"],
    style: ({ left: pos.x + "%", top: pos.y + "%", "--al": AL_COLORS[i] }), dataset: { alliance: i, slot: k, fx: "al-" + i },
    "aria-label": t("cena.allianceLabel", { a: nm(V, a), b: nm(V, b), taken: al.taken, score: al.score, shows: showsText(show) }) },
  h("div", { class: "mk-names", "aria-hidden": "true" }, allianceNames(nm(V, a), nm(V, b))),
  h("div", { class: "mk-show", "aria-hidden": "true" },
    show[0] ? suitIcon(show[0], "mk-suit") : h("span", { class: "mk-empty" }, "–"),
    h("span", { class: "mk-num" }, show[1] != null ? String(show[1]) : "–")),
  h("div", { class: "mk-stats", "aria-hidden": "true" },
    h("span", { class: "mk-taken" }, miniBack(), String(al.taken)),
    h("span", { class: "mk-score" }, t("cena.points", { n: al.score }))));
}

/** Layout of a spot's two halves so each faces the marker it feeds. */
function spotSplit(V, k, n) {
  const ms = ringPos(k + 0.5, n, ...MARK_R); // alliance P: gets the suit
  const mn = ringPos(k - 0.5, n, ...MARK_R); // alliance P−1: gets the number
  const dx = ms.x - mn.x;
  const dy = ms.y - mn.y;
  if (Math.abs(dx) >= Math.abs(dy)) return dx < 0 ? "split-h suit-left" : "split-h suit-right";
  return dy < 0 ? "split-v suit-top" : "split-v suit-bottom";
}

function markPos(V, k, n) {
  const sc = V.markScale[k] || 1;
  return ringPos(k + 0.5, n, MARK_R[0] * sc, MARK_R[1] * sc);
}

function spotPos(V, k, n) {
  const sc = V.spotScale[k] || 1;
  return ringPos(k, n, SPOT_R[0] * sc, SPOT_R[1] * sc);
}

function spotEl(V, view, trick, seat, k, n, winner) {
  const pos = spotPos(V, k, n);
  const spot = trick ? trick.spots[seat] : null;
  const alS = seat;
  const alN = (seat - 1 + n) % n;
  const style = ({ left: pos.x + "%", top: pos.y + "%", "--al-s": AL_COLORS[alS], "--al-n": AL_COLORS[alN] });
  const split = spotSplit(V, k, n);
  // On a phone the two spots at the ring's top lie 6 px apart, narrower
  // than a "← name" under each: each label reaches out from its spot's
  // inner edge, away from the centre line, not across to the other's.
  const out = V.layoutName === "narrow" && Math.abs(pos.x - 50) > 1 ? (pos.x < 50 ? "by-out-left" : "by-out-right") : null;
  const cls = ["cena-spot", split, out, winner != null && (winner === alS ? "wins-suit" : winner === alN ? "wins-num" : "no-win")];
  const [sa, sb] = view.alliances[alS].seats;
  const [na, nb] = view.alliances[alN].seats;
  if (spot) {
    const last = trick.spots.every((x) => !x || x.order <= spot.order);
    const label = t("cena.spotCard", { name: nm(V, seat), card: cardName(spot.card), by: nm(V, spot.by),
      a: t("cena.alliance", { a: nm(V, sa), b: nm(V, sb) }), b: t("cena.alliance", { a: nm(V, na), b: nm(V, nb) }) });
    // The card lands with a pop only when no card flies in (effects()).
    const pop = last && !V.pause && V.fresh && !V.ctx.motionMs();
    return h("div", { class: [...cls, "is-filled", pop && "is-last"], style, dataset: { seat, order: spot.order, fx: "spot-" + seat } },
      cardEl(spot.card, { size: "spot", label }),
      spot.by !== seat ? h("span", { class: ["spot-by", k === 0 && "by-above"], "aria-hidden": "true" }, "← ", nm(V, spot.by)) : null);
  }
  const targets = V.card && !V.pause ? spotsFor(V, V.card) : new Set();
  if (V.st.acting && view.phase === "play" && !V.pause) {
    const ok = targets.has(seat);
    return h("button", { type: "button", class: [...cls, "is-empty", ok && "is-target", ok && V.hintTo === seat && "is-suggested"], style, dataset: { seat, fx: "spot-" + seat },
      disabled: !ok,
      "aria-label": ok ? t("cena.placeHere", { card: cardName(V.card), name: nm(V, seat) }) : t("cena.spotEmpty", { name: nm(V, seat) }),
      onclick: () => { if (ok) place(V, seat); } },
    h("span", { class: "spot-label", "aria-hidden": "true" }, nm(V, seat)));
  }
  return h("div", { class: [...cls, "is-empty"], style, dataset: { seat, fx: "spot-" + seat }, role: "img",
    "aria-label": t("cena.spotEmpty", { name: nm(V, seat) }) });
}

/** Lines from each filled spot to the two markers it feeds. */
function linesSvg(V, trick, bottom, n, winner) {
  const lines = [];
  for (let k = 0; k < n; k++) {
    const seat = (bottom + k) % n;
    const filled = trick && trick.spots[seat];
    const p = spotPos(V, k, n);
    for (const [al, dk] of [[seat, 0.5], [(seat - 1 + n) % n, -0.5]]) {
      const m = markPos(V, dk > 0 ? k : (k - 1 + n) % n, n);
      lines.push(svg("line", { x1: p.x, y1: p.y, x2: m.x, y2: m.y, stroke: AL_COLORS[al],
        "vector-effect": "non-scaling-stroke", class: ["ln", filled ? "ln-on" : "ln-off", winner === al && "ln-win"] }));
    }
  }
  return svg("svg", { class: "cena-lines", viewBox: "0 0 100 100", preserveAspectRatio: "none", "aria-hidden": "true" }, lines);
}

function centre(V, view, trick, completed) {
  const items = [];
  const tp = view.topic_card;
  items.push(h("div", { class: "cena-topic", role: "group", "aria-label": `${t("cena.topic", { n: tp.id })}: ${pick(tp.text)}` },
    h("span", { class: "topic-no", "aria-hidden": "true" }, t("cena.topic", { n: tp.id })),
    h("span", { class: "topic-text", "aria-hidden": "true" }, pick(tp.text))));
  const status = [];
  if (completed) {
    const [a, b] = view.alliances[completed.winner].seats;
    status.push(h("p", { class: ["cena-takes", V.looking !== false && !V.pause && "is-looking"], role: "status",
      style: ({ "--al": AL_COLORS[completed.winner] }) },
    V.looking !== false && !V.pause && seeable(V, view).length > 1
      ? [t("cena.trickNo", { n: V.looking + 1 }), " ", withNames("cena.takes", nm(V, a), nm(V, b))]
      : withNames(V.looking !== false && !V.pause ? "cena.lastShown" : "cena.takes", nm(V, a), nm(V, b))));
  } else if (view.phase === "play" && trick) {
    status.push(h("div", { class: "cena-lead" },
      trick.lead_suit
        ? [h("span", { class: "lead-label" }, t("cena.lead")), " ", suitIcon(trick.lead_suit, "lead-icon"),
          h("strong", { class: "lead-suit", dataset: { suit: trick.lead_suit } }, suitName(trick.lead_suit))]
        : h("span", { class: "lead-label" }, t("cena.leads", { name: nm(V, trick.leader) }))));
  } else if (view.phase === "reveal") {
    status.push(h("p", { class: "cena-turn" }, t("cena.revealWait")));
  }
  // One slot, as tall as the trick's banner, whatever it holds: the centre
  // keeps its size when a trick is taken, so the spots fitted around it
  // stay clear of the banner and the topic card does not move.
  items.push(h("div", { class: "cena-status" }, status));
  // Without a hand on screen the "last trick" button goes here.
  if (!(V.st.seat != null && view.hand)) items.push(lastButton(V, view));
  return h("div", { class: "cena-centre" }, items);
}

/** The last trick may be looked at until the seat shown has played in the
 * next one (the engine's view carries it only until the next lead, which
 * with bots is almost always before the human's turn: the table keeps the
 * one it was shown, see seeable()). */
function lastButton(V, view) {
  if (!seeable(V, view).length || V.pause) return null;
  const list = seeable(V, view);
  const on = V.looking !== false;
  const main = h("button", { type: "button", class: "btn cena-last", "aria-pressed": on ? "true" : "false",
    onclick: () => { V.looking = on ? false : list.length - 1; redraw(V); } }, t(on ? "cena.lastBack" : "cena.lastBtn"));
  // Under the trick_history house rule the earlier tricks can be stepped through.
  if (!on || list.length < 2) return main;
  return [h("button", { type: "button", class: "btn cena-last cena-earlier", disabled: V.looking === 0,
    onclick: () => { if (V.looking > 0) { V.looking -= 1; redraw(V); } } }, "◂ ", t("cena.earlier")),
  h("button", { type: "button", class: "btn cena-last cena-later", disabled: V.looking === list.length - 1,
    onclick: () => { if (V.looking < list.length - 1) { V.looking += 1; redraw(V); } } }, t("cena.later"), " ▸"), main];
}

/** The finished tricks this view lets one look at: every trick of the deal
 * under the trick_history house rule, else the last one. The engine shows
 * it until the next lead; the table keeps the one it drew (public when it
 * was drawn: V.kept) until the seat shown has played in the next trick, so
 * a player who sat through the bots' lead may still look back at it. */
function seeable(V, view) {
  if (view.tricks && view.tricks.length) return view.tricks;
  if (view.last_trick) return [view.last_trick];
  const k = V.kept;
  if (!k || k.deal !== view.deal || k.done !== view.tricks_done || view.phase !== "play") return [];
  const me = V.st ? V.st.seat : null;
  const played = me != null && view.trick && view.trick.spots.some((x) => x && x.by === me);
  return played ? [] : [k.trick];
}

/** Remember the last finished trick a view showed (see seeable()). */
function keep(V, view) {
  if (view && view.last_trick) V.kept = { trick: view.last_trick, deal: view.deal, done: view.tricks_done };
}

// --- own hand and actions ----------------------------------------------------
function place(V, to) {
  if (!V.card || V.pause || V.looking !== false) return;
  const c = V.card;
  V.ctx.act({ type: "play", card: c, to }).then((ok) => { if (ok && V.card === c) { V.card = null; V.hintTo = null; } });
}

/** Hint (issue #18): the bot's choice for this seat. In the reveal, its
 * three cards are picked; in play, its card is selected and its spot
 * starred, with one tap to accept. */
async function askHint(V) {
  if (!V.ctx.hint) return;
  const at = V.selKey;
  const a = await V.ctx.hint();
  if (!a || V.selKey !== at) return;
  if (a.type === "reveal") V.picked = new Set(a.cards);
  else if (a.type === "play") { V.card = a.card; V.hintTo = a.to; }
  redraw(V);
}

function handArea(V, view) {
  const seat = V.st.seat;
  if (seat == null || !view.hand) return null;
  const hand = sortCards(view.hand);
  const revealedSet = new Set(view.revealed ? view.revealed[seat] || [] : []);
  const reveal = view.phase === "reveal";
  const canAct = V.st.acting && !V.pause;
  const parts = [];
  let hint = "";
  const buttons = [];
  let cards;
  if (canAct && reveal) {
    hint = t("cena.revealHint", { n: V.picked.size });
    cards = hand.map((c) => cardBtn(c, { pressed: V.picked.has(c), extra: V.picked.has(c) && "is-selected",
      onclick: () => { if (V.picked.has(c)) V.picked.delete(c); else V.picked.add(c); redraw(V); } }));
    buttons.push(
      h("button", { type: "button", class: "btn btn-big cena-clear", disabled: V.picked.size === 0,
        onclick: () => { V.picked.clear(); redraw(V); } }, t("cena.clear")),
      h("button", { type: "button", class: "btn btn-big btn-primary cena-reveal", disabled: V.picked.size !== 3,
        onclick: () => {
          if (V.picked.size !== 3) return;
          const chosen = sortCards([...V.picked]);
          V.ctx.act({ type: "reveal", cards: chosen }).then((ok) => { if (ok) V.picked.clear(); });
        } }, t("cena.revealBtn")));
  } else if (canAct && view.phase === "play") {
    const ok = legalCards(V);
    const simple = view.options && view.options.simple;
    if (V.card && !ok.has(V.card)) V.card = null;
    hint = V.card ? (simple ? t("cena.simpleHint") : t("cena.spotHint", { card: cardName(V.card) })) : (simple ? t("cena.simpleHint") : t("cena.playHint"));
    const lead = view.trick && view.trick.lead_suit;
    if (lead && ok.size < hand.length) hint += ` — ${t("cena.mustFollow", { suit: suitName(lead) })}`;
    cards = hand.map((c) => cardBtn(c, { pressed: V.card === c, disabled: !ok.has(c),
      extra: [V.card === c && "is-selected", revealedSet.has(c) && "is-revealed"],
      label: revealedSet.has(c) ? `${cardName(c)} (${t("cena.revealedMark")})` : null,
      onclick: () => { V.card = V.card === c ? null : c; V.hintTo = null; redraw(V); } }));
    if (V.card && V.hintTo != null && spotsFor(V, V.card).has(V.hintTo)) {
      const to = V.hintTo;
      buttons.push(h("button", { type: "button", class: "btn btn-big btn-primary cena-suggestion", onclick: () => place(V, to) },
        "★ ", t("cena.accept", { card: cardName(V.card), name: nm(V, to) })));
    }
    if (simple) {
      buttons.push(h("button", { type: "button", class: "btn btn-big btn-primary cena-play-own",
        disabled: !V.card || !spotsFor(V, V.card).has(seat), onclick: () => place(V, seat) }, t("cena.playOwn")));
    }
  } else {
    cards = hand.map((c) => cardEl(c, { extra: revealedSet.has(c) && "is-revealed",
      label: revealedSet.has(c) ? `${cardName(c)} (${t("cena.revealedMark")})` : null }));
  }
  parts.push(h("div", { class: "cena-hand", role: "group", dataset: { fx: "hand" },
    "aria-label": V.st.acting ? t("cena.yourHand", { n: hand.length }) : t("cena.handOf", { name: nm(V, seat), n: hand.length }) }, cards));
  // The prompt's line and the button row are drawn on every turn, empty
  // while others play: the ring above is sized by what is left, and it
  // kept jumping by their height when the turn came round. The cards
  // chosen in the reveal wait in the prompt's place.
  const mine = reveal && view.my_reveal && !hint
    ? h("span", { class: "my-reveal" }, h("span", null, t("cena.yourReveal")), " ",
      sortCards(view.my_reveal).map((c) => cardEl(c, { size: "mini" }))) : null;
  parts.push(h("div", { class: "cena-hint", "aria-live": "polite" }, hint || mine));
  if (canAct && (reveal || view.phase === "play") && V.ctx.hint && !(V.card && V.hintTo != null)) {
    buttons.push(h("button", { type: "button", class: "btn btn-big cena-hint-btn", onclick: () => askHint(V) }, t("cena.hint")));
  }
  const last = lastButton(V, view);
  if (last) buttons.push(...[].concat(last));
  parts.push(h("div", { class: "cena-buttons" }, buttons));
  return h("section", { class: ["cena-me", canAct && "is-acting"], dataset: { seat } }, parts);
}

// --- drawing -------------------------------------------------------------------
/** The ring box's size: the old ring's if drawn, else the room left. */
function ringBox(V) {
  const old = V.el.querySelector(".cena-ring");
  if (old && old.clientWidth) return [old.clientWidth, old.clientHeight];
  const w = (V.el.clientWidth || window.innerWidth) - 20;
  return [w, Math.max(460, (V.el.clientHeight || window.innerHeight) - 220)];
}

function draw(V, completed, refit = true, settle = true) {
  const view = (V.pause && V.pause.view) || V.st.view;
  const n = view.players;
  const list = seeable(V, view);
  if (V.looking !== false && V.looking >= list.length) V.looking = false;
  if (!completed && V.looking !== false) completed = list[V.looking];
  const [rw, rh] = ringBox(V);
  V.layoutName = setGeometry(rw, rh);
  const vars = layoutVars(rw, V.layoutName === "narrow");
  const bottom = V.st.seat != null ? V.st.seat : 0;
  // The info gains the trick count in play, and the centre's texts change
  // size with the language: fit again then too (a marker hid the count).
  // A seat keeps its size through the play (its last move's box holds the
  // largest it may say: lastBox), so the play is fitted once.
  const key = `${V.layoutName}|${n}|${rw}x${rh}|${view.phase === "play"}|${lang()}`;
  const fit = refit && key !== V.scaleKey;
  if (fit) { V.scaleKey = key; V.spotScale = Array(n).fill(1); V.markScale = Array(n).fill(1); }
  const trick = completed || view.trick;
  const winner = completed ? completed.winner : null;
  const shows = completed ? showsOf(completed.spots) : trick ? trick.shows || showsOf(trick.spots) : null;
  const ring = h("div", { class: ["cena-ring", "players-" + n],
    style: { "--seat-w": vars.seat + "px", "--centre-w": vars.centre + "px" } },
  linesSvg(V, trick, bottom, n, winner));
  for (let k = 0; k < n; k++) {
    const seat = (bottom + k) % n;
    ring.append(marker(V, view, seat, k, n, shows, winner));
  }
  for (let k = 0; k < n; k++) {
    const seat = (bottom + k) % n;
    ring.append(spotEl(V, view, trick, seat, k, n, winner));
  }
  for (let k = 0; k < n; k++) ring.append(seatBox(V, view, (bottom + k) % n, k, n));
  const info = h("div", { class: "cena-info" },
    h("span", { class: "cena-dealno" }, t("cena.deal", { n: view.deal, total: view.deals })),
    h("span", { class: "cena-legend", "aria-hidden": "true" },
      SUITS.map((x) => h("span", { class: "legend-item" }, suitIcon(x), suitName(x)))),
    view.phase === "play" ? h("span", { class: "cena-trickno" }, t("cena.tricks", { n: view.tricks_done })) : null);
  const middle = centre(V, view, trick, completed);
  // A phone's ring has no room in the middle: the topic and the trick's
  // state go above it.
  // Five seats fill the ring's corners too: the info goes above it.
  const narrow = V.layoutName === "narrow";
  const infoAbove = narrow || n === 5;
  if (!infoAbove) ring.prepend(info);
  if (!narrow) ring.append(middle);
  replace(V.el, h("div", { class: ["cena-table", "lay-" + V.layoutName, "phase-" + view.phase, completed && "is-pausing",
    V.looking !== false && "is-looking", infoAbove && "info-above"], dataset: { actions: view.actions, phase: view.phase } },
  infoAbove ? h("div", { class: "cena-strip" }, info, narrow ? middle : null) : null, ring, handArea(V, view)));
  // The ring was laid out for the old ring's size; the new one may differ
  // (the hand, the strip above or a seat's last move changed): lay it out
  // again, once, for the size it has, so the spots are fitted to it.
  if (settle && refit && ring.clientWidth && (ring.clientWidth !== rw || ring.clientHeight !== rh)) {
    draw(V, completed, true, false);
    return;
  }
  // the bubbles as drawn, before the seats are measured for the fit
  shortenBubbles(ring);
  if (fit && fitSpots(V, ring, n)) draw(V, completed, false);
}

/** Move each marker, then each spot, in along its radius to the place
 * where it overlaps the seat boxes, the other markers and spots, the
 * centre and the info least; true if any moved (the lines must follow).
 * Runs once per ring size and set of seats showing a last move: crowded
 * rings (5 players, a phone, the log open) need it. */
function fitSpots(V, ring, n) {
  if (!ring.getBoundingClientRect().width) return false;
  const area = (a, b) => Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left))
    * Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));
  const fixed = [...ring.querySelectorAll(".cena-seat, .cena-centre, .cena-info")];
  const markers = [...ring.querySelectorAll(".cena-marker")];
  const spots = [...ring.querySelectorAll(".cena-spot")];
  let moved = false;
  // Beyond the ring box's edges: nothing may leave it.
  const box = ring.getBoundingClientRect();
  const edges = [{ left: -1e4, right: box.left, top: -1e4, bottom: 1e4 }, { left: box.right, right: 1e4, top: -1e4, bottom: 1e4 },
    { left: -1e4, right: 1e4, top: -1e4, bottom: box.top }, { left: -1e4, right: 1e4, top: box.bottom, bottom: 1e4 }];
  // A spot's "← name" label hangs outside its box: it counts as part of
  // it. A spot without one may get one (a card played there by another),
  // and the fit is not made again then: where there is room, the place is
  // kept clear for a label too (below the spot, above the viewer's); where
  // there is not, the spots and markers themselves are kept apart first.
  const rectOf = (el, label) => {
    const r = el.getBoundingClientRect();
    const by = el.querySelector(":scope > .spot-by");
    const join = (b) => ({ left: Math.min(r.left, b.left), right: Math.max(r.right, b.right), top: Math.min(r.top, b.top), bottom: Math.max(r.bottom, b.bottom) });
    if (by) return join(by.getBoundingClientRect());
    if (!label || !el.classList.contains("cena-spot")) return r;
    const half = Math.max(r.width, 64) / 2;
    const mid = (r.left + r.right) / 2;
    const [left, right] = el.classList.contains("by-out-left") ? [r.right - 2 * half, r.right]
      : el.classList.contains("by-out-right") ? [r.left, r.left + 2 * half] : [mid - half, mid + half];
    return join(el === spots[0] ? { left, right, top: r.top - 16, bottom: r.top }
      : { left, right, top: r.bottom, bottom: r.bottom + 16 });
  };
  function fitOne(elem, k, scales, pos, others, lowest, highest) {
    const rest = others.filter((x) => x !== elem);
    const rects = [...rest.map((x) => rectOf(x, false)), ...edges];
    const labelled = [...rest.map((x) => rectOf(x, true)), ...edges];
    let best = 1;
    let bestArea = [Infinity, Infinity];
    // Nearest first: 1, 0.95, 1.05, 0.9, 1.1, …
    const tries = [1];
    for (let d = 0.05; d < 1; d += 0.05) {
      if (1 - d >= lowest - 1e-9) tries.push(1 - d);
      if (1 + d <= highest + 1e-9) tries.push(1 + d);
    }
    for (const sc of tries) {
      scales[k] = sc;
      const p = pos(k, n);
      elem.style.left = p.x + "%";
      elem.style.top = p.y + "%";
      const r = rectOf(elem, false);
      const rl = rectOf(elem, true);
      const a = [rects.reduce((sum, o) => sum + area(r, o), 0), labelled.reduce((sum, o) => sum + area(rl, o), 0)];
      if (a[0] < bestArea[0] - 1 || (a[0] <= bestArea[0] + 1 && a[1] < bestArea[1] - 1)) { best = sc; bestArea = a; }
      if (a[1] === 0) break;
    }
    scales[k] = best;
    const p = pos(k, n);
    elem.style.left = p.x + "%";
    elem.style.top = p.y + "%";
    if (best !== 1) moved = true;
  }
  markers.forEach((m) => fitOne(m, Number(m.dataset.slot), V.markScale, (k, n) => markPos(V, k, n), [...fixed, ...markers], 0.7, 1.4));
  spots.forEach((sp, k) => fitOne(sp, k, V.spotScale, (k, n) => spotPos(V, k, n), [...fixed, ...markers, ...spots], 0.5, 1.2));
  return moved;
}

/** Draw again after a tap (selection changed), keeping the keyboard focus. */
function redraw(V) {
  if (!V.st) return;
  V.fresh = false;
  const a = document.activeElement;
  const focus = a && V.el.contains(a)
    ? (a.dataset.card ? `.cena-hand [data-card="${a.dataset.card}"]`
      : a.classList.contains("cena-spot") ? `button.cena-spot[data-seat="${a.dataset.seat}"]`
        : a.classList.contains("cena-reveal") ? ".cena-reveal" : a.classList.contains("cena-clear") ? ".cena-clear"
          : a.classList.contains("cena-earlier") ? ".cena-earlier" : a.classList.contains("cena-later") ? ".cena-later"
            : a.classList.contains("cena-last") ? ".cena-last[aria-pressed]" : null)
    : null;
  draw(V, V.pause ? V.pause.trick : null);
  if (focus) {
    const b = V.el.querySelector(focus);
    if (b && !b.disabled) b.focus();
  }
}

/** The trick completed since the last render, if any. */
function completedSince(V, view) {
  const cur = { deal: view.deal, tricks: view.tricks_done, history: (view.history || []).length };
  const prev = V.seen;
  V.seen = cur;
  V.endedDeal = false;
  if (!prev) return null;
  if (cur.deal === prev.deal && cur.history === prev.history && cur.tricks > prev.tricks) {
    return view.last_trick; // null if the next card was led already
  }
  if (cur.history > prev.history) {
    // The deal's last trick, also when it ended the game: the move that
    // ends a deal is seen before its breakdown.
    const last = view.history[view.history.length - 1];
    V.endedDeal = (last && last.deal) || view.deal;
    return (last && last.last_trick) || view.last_trick || null;
  }
  return null;
}

function render(V, state) {
  // A choice in progress lasts while the seat's position does. In the
  // reveal every seat chooses at once: on a phone, the host's bots reveal
  // while its person picks, and that must not clear the cards picked. A
  // Hint on its way is dropped only if the position changed (not at any
  // redraw of the same one).
  const v = state.view;
  const when = v.phase === "reveal" ? `reveal|${v.deal}` : v.actions;
  const key = `${state.seat}|${when}|${(v.hand || []).join(",")}`;
  // A finished trick opened by the player stays open while the others play
  // (until it may not be seen any more: draw()), not closed by each bot move.
  const trickKey = `${state.seat}|${v.deal}|${v.tricks_done}`;
  if (key !== V.selKey) { V.picked = new Set(); V.card = null; V.hintTo = null; V.selKey = key; }
  if (trickKey !== V.trickKey) { V.trickKey = trickKey; V.looking = false; }
  keep(V, v);
  const before = V.st ? V.st.view : null;
  const completed = completedSince(V, state.view);
  V.st = state;
  // The deal's last trick stays while its banners hold (effects(): the
  // deal's end, and the game's), under them, not the next deal's table.
  const banners = V.endedDeal ? (v.phase === "over" ? 2 : 1) : 0;
  const ms = pauseMs(V) + (banners && pauseMs(V) ? V.ctx.motionMs() + banners * V.ctx.bannerMs() : 0);
  if (completed && ms > 0) {
    const waiting = V.pause ? V.pause.waiting : [];
    if (V.pause) clearTimeout(V.pause.timer);
    V.pause = { trick: completed, timer: setTimeout(() => endPause(V), ms), waiting,
      view: V.endedDeal ? dealAsItEnded(before, state, V.endedDeal) : null };
    V.pending = state;
    draw(V, completed);
    return null;
  }
  // A state that comes while a finished trick is shown is drawn when the
  // pause ends, and the table waits for that (screen.js: render may return a
  // promise): what its events draw, a card flying to its spot, then lands on
  // the table it belongs to, not on the trick being taken.
  if (V.pause) { V.pending = state; return new Promise((r) => V.pause.waiting.push(r)); }
  V.fresh = true;
  draw(V, null);
  return null;
}

/** The table as a deal ended, drawn under its last trick instead of the
 * next deal's (its number, host, hands and the reveal's tags): the view
 * before the last card, every hand played out, the trick's takers' cards
 * and score from the event, and the last card's bubble from the new view's
 * events. Only the same seat's view before (never a private view on
 * another's screen); else null, and the new view is drawn. */
function dealAsItEnded(before, state, deal) {
  const view = state.view;
  if (!before || before.seat !== view.seat || before.deal !== deal) return null;
  const took = (state.events || []).find((e) => e.kind === "took_trick" && e.deal === deal);
  const alliances = before.alliances.map((a, i) => (took && took.alliance === i ? { ...a, taken: took.taken, score: took.score } : a));
  return { ...before, trick: null, to_act: [], counts: before.counts.map(() => 0), hand: before.hand ? [] : before.hand,
    tricks_done: before.tricks_done + 1, alliances, events: view.events,
    // the revealed cards are played too
    revealed: Array.isArray(before.revealed) ? before.revealed.map(() => []) : before.revealed };
}

function endPause(V) {
  const waiting = V.pause ? V.pause.waiting : [];
  V.pause = null;
  if (V.pending) { V.st = V.pending; V.pending = null; V.fresh = true; draw(V, null); }
  waiting.forEach((r) => r());
}

function stopPause(V) {
  const waiting = V.pause ? V.pause.waiting : [];
  if (V.pause) clearTimeout(V.pause.timer);
  V.pause = null;
  V.pending = null;
  waiting.forEach((r) => r());
}

function onResize(V) {
  clearTimeout(V.resizeTimer);
  V.resizeTimer = setTimeout(() => {
    const size = `${V.el.clientWidth}x${V.el.clientHeight}`;
    if (size !== V.lastSize) { V.lastSize = size; redraw(V); }
  }, 120);
}


// ------------------------------------------------------------------ effects
// What each event of the engine's stream draws over the table
// (web/table/effects.js). A card placed flies from its player (the hand,
// for the seat shown) to its spot, face up only when the event names it:
// the public event never does (the log would keep the card after its trick
// is laid face down), so another seat's card flies face down and shows at
// the spot. A trick taken flies face down, as the rules lay it, to the
// marker of the alliance that took it.

/** The effects of one event (see web/table/screen.js). */
export function effects(ev, ctx, state) {
  switch (ev.kind) {
    case "played_card": return [placed(ev, state, ev.card)];
    case "played":
      // The seat's own play also came privately, with its card: drawn from that one.
      if (!ev.card && ownPlay(ev, state)) return [];
      return [placed(ev, state, ev.card || null)];
    case "took_trick": return trickTaken(ev);
    // The three cards each seat chose appear together at the seats.
    case "revealed": return [{ pulse: "seat-" + ev.seat }];
    case "deal_scored": return [{ banner: dealBanner(ev, ctx) }];
    case "game_over": return [{ banner: gameBanner(ev, ctx) }];
    default: return [];
  }
}

// The seat shown always has its own plays told privately too (events.py),
// whether or not the state lists the step's events (a phone's state has them
// only among its view's recent events).
function ownPlay(ev, state) {
  return state != null && state.seat != null && ev.seat === state.seat;
}

function placed(ev, state, card) {
  const from = state && state.seat != null && ev.seat === state.seat ? "hand" : ev.seat;
  const fly = { from, to: "spot-" + ev.spot, hideTo: true };
  if (card) fly.node = cardEl(card, { size: "fly" });
  return { fly };
}

/** The trick's cards, face down, from their spots (one card in front of
 * each seat) to the marker of the alliance that took it; the marker and
 * its two seats pulse. The centre of the table says who took it. */
function trickTaken(ev) {
  const to = "al-" + ev.alliance;
  const out = [];
  for (let s = 0; s < (ev.count || 0); s++) out.push({ fly: { from: "spot-" + s, to } });
  // Seats by zone name ("seat-N"): the table skips an effect whose place is
  // 0, so seat 0 would never pulse as a number.
  out.push({ pulse: to }, ...(ev.seats || []).map((s) => ({ pulse: "seat-" + s })));
  return out;
}

/** Names for a banner: "A & B", ja "Aさん・Bさん". */
function joinNames(names, seats) {
  return lang() === "ja" ? seats.map((s) => `${names[s]}さん`).join("・") : seats.map((s) => names[s]).join(" & ");
}

/** Every seat by score, best first: "A 12 · C 0 · B −4". */
function scoreLine(names, values) {
  const order = values.map((v, s) => [v, s]).sort((x, y) => y[0] - x[0] || x[1] - y[1]);
  return order.map(([v, s]) => `${names[s]}\u00a0${String(v).replace("-", "\u2212")}`).join(" · ");
}

/** The end of a deal: who scored most in it. */
function dealBanner(ev, ctx) {
  const best = Math.max(...ev.delta);
  const top = ev.delta.map((d, s) => [d, s]).filter(([d]) => d === best).map(([, s]) => s);
  // Each seat's score for the deal follows in its breakdown: the banner
  // says who did best, short enough for a phone.
  const pts = signed(best).replace("-", "\u2212");
  const sub = top.length === ev.delta.length ? t("cena.fxDealTie", { pts })
    : t("cena.fxDealTop", { names: joinNames(ctx.names, top), pts });
  return { tone: "end", title: t("cena.fxDeal", { n: ev.deal }), sub };
}

function gameBanner(ev, ctx) {
  const w = ev.winners || [];
  return { tone: "win", title: t(w.length > 1 ? "cena.fxWinMany" : "cena.fxWin", { names: joinNames(ctx.names, w) }),
    sub: scoreLine(ctx.names, ev.scores) };
}

// ------------------------------------------------------------------ end of a deal
function topicText(id) {
  const tp = TOPICS[id];
  return tp ? pick(tp.text) : "";
}

function dealBreakdown(entry, view, ctx) {
  const names = ctx.names;
  const n = view.players;
  const nm = (s) => names[s];
  const cls = (d) => ["num", d > 0 ? "pos" : d < 0 ? "neg" : null];
  const allianceRows = [];
  for (let i = 0; i < n; i++) {
    const a = i;
    const b = (i + 1) % n;
    allianceRows.push(h("tr", { dataset: { alliance: i }, class: entry.won_last === i ? "won-last" : null },
      h("th", { scope: "row" }, h("span", { class: "al-swatch", style: { background: AL_COLORS[i] }, "aria-hidden": "true" }),
        t("cena.alliance", { a: nm(a), b: nm(b) })),
      h("td", { class: "num" }, String(entry.cards[i])),
      h("td", { class: cls(entry.penalties[i]) }, entry.penalties[i] ? String(entry.penalties[i]) : "0"),
      h("td", { class: cls(entry.alliances[i]) }, signed(entry.alliances[i]))));
  }
  const playerRows = [];
  for (let s = 0; s < n; s++) {
    const right = entry.alliances[(s - 1 + n) % n];
    const left = entry.alliances[s];
    playerRows.push(h("tr", { dataset: { seat: s } },
      h("th", { scope: "row" }, nm(s)),
      h("td", { class: cls(right) }, signed(right)),
      h("td", { class: cls(left) }, signed(left)),
      h("td", { class: cls(entry.delta[s]) }, signed(entry.delta[s])),
      h("td", { class: "num running" }, String(entry.scores[s]))));
  }
  const [wa, wb] = [entry.won_last, (entry.won_last + 1) % n];
  return h("div", { class: "cena-result", dataset: { deal: entry.deal } },
    h("h2", { class: "result-title" }, t("cena.dealResult", { n: entry.deal })),
    h("p", { class: "result-topic" }, h("strong", null, t("cena.topic", { n: entry.topic })), " ", topicText(entry.topic)),
    h("p", { class: "muted" }, t("cena.lastTrick", { a: nm(wa), b: nm(wb) })),
    h("div", { class: "table-scroll" }, h("table", { class: "result-table alliances-table" },
      h("thead", null, h("tr", null,
        h("th", { scope: "col" }, t("cena.allianceCol")),
        h("th", { scope: "col", class: "num" }, t("cena.cardsCol")),
        h("th", { scope: "col", class: "num" }, t("cena.penaltyCol")),
        h("th", { scope: "col", class: "num" }, t("cena.scoreCol")))),
      h("tbody", null, allianceRows))),
    h("div", { class: "table-scroll" }, h("table", { class: "result-table players-table" },
      h("thead", null, h("tr", null,
        h("th", { scope: "col" }, t("cena.player")),
        h("th", { scope: "col", class: "num" }, t("cena.withRight")),
        h("th", { scope: "col", class: "num" }, t("cena.withLeft")),
        h("th", { scope: "col", class: "num" }, t("cena.dealTotal")),
        h("th", { scope: "col", class: "num" }, t("cena.running")))),
      h("tbody", null, playerRows))));
}

/** The breakdown of a deal that ended between prev and view (or the latest, prev null). */
export function interlude(prev, view, ctx) {
  const hist = view.history || [];
  if (prev && hist.length <= (prev.history || []).length) return null;
  if (!hist.length) return null;
  return dealBreakdown(hist[hist.length - 1], view, ctx);
}

/** Every deal of the game, under the final standings. */
export function standings(result, view, ctx) {
  const deals = (result && result.deals) || view.history || [];
  if (!deals.length) return null;
  const names = ctx.names;
  const n = view.players;
  const cls = (d) => ["num", d > 0 ? "pos" : d < 0 ? "neg" : null];
  const totals = (result && result.scores) || view.scores;
  return h("section", { class: "cena-alldeals" },
    h("h3", null, t("cena.allDeals")),
    h("div", { class: "table-scroll" },
      h("table", { class: "result-table" },
        h("thead", null, h("tr", null,
          h("th", { scope: "col" }, t("cena.dealCol")), h("th", { scope: "col" }, t("cena.topicCol")),
          Array.from({ length: n }, (_, s) => h("th", { scope: "col", class: "num" }, names[s])))),
        h("tbody", null, deals.map((e) => h("tr", { dataset: { deal: e.deal } },
          h("td", null, String(e.deal)),
          h("td", null, `${e.topic}: ${topicText(e.topic)}`),
          e.delta.map((d) => h("td", { class: cls(d) }, signed(d)))))),
        h("tfoot", null, h("tr", null,
          h("th", { scope: "row", colspan: 2 }, t("cena.running")),
          totals.map((x) => h("td", { class: "num total" }, String(x))))))));
}

export function rulesHTML(l) {
  return rulesText(l);
}
