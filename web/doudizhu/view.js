// Dou Dizhu table: hand, auction, tricks, scores. Implements the game view
// interface described at the top of ../table/screen.js (mount / rulesHTML / interlude /
// standings / strings).
import { h, patch } from "../ui/dom.js";
import { cardFace, cardButton, cardBack, rankOf, rankText } from "../ui/cards.js";
import { t, lang, fill } from "../i18n.js";
import { RULES_HTML } from "./rules.js";

export const strings = {
  en: {
    "ddz.hand": "Hand {n} of {total}",
    "ddz.auction": "Auction",
    "ddz.play": "Play",
    "ddz.over": "Match over",
    "ddz.landlord": "Landlord",
    "ddz.peasant": "Peasant",
    "ddz.landlordShort": "Landlord",
    "ddz.cardsLeft": "{n} cards left",
    "ddz.cardsLeftShort": "{n}",
    "ddz.score": "Score {n}",
    "ddz.pass": "Pass",
    "ddz.passed": "Pass",
    "ddz.bid": "Bid {n}",
    "ddz.bidN": "{n}",
    "ddz.bidLabel": "Bid {n} points",
    "ddz.bidLabel1": "Bid 1 point",
    "ddz.noBid": "No bid",
    "ddz.currentBid": "Current bid",
    "ddz.bidCol": "Winning bid",
    "ddz.bidsSoFar": "Bids",
    "ddz.firstBidder": "{name} holds {card} and bids first",
    "ddz.kitty": "Kitty",
    "ddz.kittyHidden": "Kitty: {n} cards, face down",
    "ddz.kittyLandlordOnly": "The landlord took the kitty unseen",
    "ddz.stake": "Stake",
    "ddz.multiplier": "Multiplier",
    "ddz.bombs": "Bombs & rockets",
    "ddz.stakeLine": "Bid {bid} × {mult} = {stake}",
    "ddz.toBeat": "To beat: {combo} by {name}",
    "ddz.outWith": "{name} went out: {combo}",
    "ddz.lead": "{name} leads: any combination",
    "ddz.playBtn": "Play",
    "ddz.hint": "Hint",
    "ddz.hintPass": "Hint: pass",
    "ddz.clear": "Clear",
    "ddz.autopass": "Auto-pass when nothing beats",
    "ddz.autopassing": "Nothing in your hand beats this — passing…",
    "ddz.selection": "Selected: {combo}",
    "ddz.selectionNone": "Tap cards to select them (drag to select several)",
    "ddz.selectionBad": "Not a legal play now",
    "ddz.selectionWhy": "Not a legal play now: {why}",
    "ddz.whichReading": "Play these cards as…",
    "ddz.yourHand": "Your hand ({n})",
    "ddz.handOf": "{name}'s hand",
    "ddz.mustLead": "You lead: play any combination",
    "ddz.yourBid": "Your bid",
    "ddz.waiting": "Waiting for {name}",
    "ddz.handResult": "Hand {n}: result",
    "ddz.landlordWins": "{name} (landlord) wins",
    "ddz.peasantsWin": "The peasants win",
    "ddz.spring": "Spring (春天)",
    "ddz.yes": "Yes",
    "ddz.no": "No",
    "ddz.role": "Role",
    "ddz.remaining": "Cards left",
    "ddz.change": "Change",
    "ddz.total": "Total",
    "ddz.player": "Player",
    "ddz.allHands": "All hands",
    "ddz.handCol": "Hand",
    "ddz.winnerCol": "Winner",
    "ddz.wentOut": "{name} went out",
    "ddz.double": "×2",
    "ddz.justPlayed": "just played",
    "ddz.you": "you",
    "ddz.bot": "Bot",
    "ddz.toAct": "to act",
    "ddz.thinking": "thinking…",
    "ddz.fxLandlord": "{name} is the landlord",
    "ddz.fxLandlordSub": "Winning bid: {bid}",
    "ddz.fxBomb": "Bomb! ×2",
    "ddz.fxRocket": "Rocket! ×2",
    "ddz.fxStake": "The stake doubles: {stake}",
    "ddz.fxSpring": "Spring! ×2",
    "ddz.fxHandSub": "Hand {n} · stake {stake}",
    "ddz.fxWinners": "Winner: {names}",
  },
  ja: {
    "ddz.hand": "第{n}ハンド（全{total}ハンド）",
    "ddz.auction": "競り",
    "ddz.play": "プレイ",
    "ddz.over": "試合終了",
    "ddz.landlord": "地主",
    "ddz.peasant": "農民",
    "ddz.landlordShort": "地主",
    "ddz.cardsLeft": "残り{n}枚",
    "ddz.cardsLeftShort": "{n}",
    "ddz.score": "得点 {n}",
    "ddz.pass": "パス",
    "ddz.passed": "パス",
    "ddz.bid": "{n}点",
    "ddz.bidN": "{n}点",
    "ddz.bidLabel": "{n}点で入札",
    "ddz.bidLabel1": "1点で入札",
    "ddz.noBid": "入札なし",
    "ddz.currentBid": "現在の入札",
    "ddz.bidCol": "落札額",
    "ddz.bidsSoFar": "入札",
    "ddz.firstBidder": "{name}さんが {card} を持っているので最初に入札します",
    "ddz.kitty": "底札",
    "ddz.kittyHidden": "底札：{n}枚（裏向き）",
    "ddz.kittyLandlordOnly": "地主が底札を伏せたまま取りました",
    "ddz.stake": "賭け点",
    "ddz.multiplier": "倍率",
    "ddz.bombs": "爆弾・ロケット",
    "ddz.stakeLine": "入札 {bid} × {mult} = {stake}",
    "ddz.toBeat": "場：{name}さんの{combo}",
    "ddz.outWith": "{name}さんが上がり：{combo}",
    "ddz.lead": "{name}さんが親：どの組み合わせでも出せます",
    "ddz.playBtn": "出す",
    "ddz.hint": "ヒント",
    "ddz.hintPass": "ヒント：パス",
    "ddz.clear": "選択解除",
    "ddz.autopass": "出せるカードがなければ自動でパス",
    "ddz.autopassing": "場に勝てるカードがありません — パスします…",
    "ddz.selection": "選択中：{combo}",
    "ddz.selectionNone": "カードをタップして選択（なぞると複数選択）",
    "ddz.selectionBad": "今は出せない組み合わせです",
    "ddz.selectionWhy": "今は出せない組み合わせです：{why}",
    "ddz.whichReading": "このカードの出し方を選んでください",
    "ddz.yourHand": "あなたの手札（{n}枚）",
    "ddz.handOf": "{name}さんの手札",
    "ddz.mustLead": "あなたが親です：どの組み合わせでも出せます",
    "ddz.yourBid": "入札",
    "ddz.waiting": "{name}さんを待っています",
    "ddz.handResult": "第{n}ハンドの結果",
    "ddz.landlordWins": "地主 {name}さんの勝ち",
    "ddz.peasantsWin": "農民チームの勝ち",
    "ddz.spring": "春天（スプリング）",
    "ddz.yes": "あり",
    "ddz.no": "なし",
    "ddz.role": "役割",
    "ddz.remaining": "残りの手札",
    "ddz.change": "増減",
    "ddz.total": "合計",
    "ddz.player": "プレイヤー",
    "ddz.allHands": "全ハンドの記録",
    "ddz.handCol": "ハンド",
    "ddz.winnerCol": "勝者",
    "ddz.wentOut": "{name}さんが上がりました",
    "ddz.double": "×2",
    "ddz.justPlayed": "今出した",
    "ddz.you": "あなた",
    "ddz.bot": "ボット",
    "ddz.toAct": "手番",
    "ddz.thinking": "考え中…",
    "ddz.fxLandlord": "{name}さんが地\u2060主", // a word joiner: a narrow banner breaks before 地主, not in it
    "ddz.fxLandlordSub": "落札：{bid}点",
    "ddz.fxBomb": "爆弾！ ×2",
    "ddz.fxRocket": "ロケット！ ×2",
    "ddz.fxStake": "賭け点が倍に：{stake}",
    "ddz.fxSpring": "春天！ ×2",
    "ddz.fxHandSub": "第{n}ハンド・賭け点 {stake}",
    "ddz.fxWinners": "勝者：{names}",
  },
};

const COMBOS = {
  single: ["シングル", "Single"],
  pair: ["ペア", "Pair"],
  triplet: ["スリーカード", "Triplet"],
  triplet_single: ["スリーカード＋1枚", "Triplet + single"],
  triplet_pair: ["スリーカード＋ペア", "Triplet + pair"],
  sequence: ["階段", "Sequence"],
  pair_sequence: ["連続ペア", "Pair sequence"],
  airplane: ["飛行機", "Airplane"],
  airplane_singles: ["飛行機＋1枚ずつ", "Airplane + singles"],
  airplane_pairs: ["飛行機＋ペア", "Airplane + pairs"],
  bomb: ["爆弾", "Bomb"],
  rocket: ["ロケット", "Rocket"],
  quadplex_singles: ["4枚＋1枚2組", "Quadplex + two singles"],
  quadplex_pairs: ["4枚＋2ペア", "Quadplex + two pairs"],
};

export function comboName(combo) {
  const c = COMBOS[combo];
  if (!c) return combo;
  return lang() === "ja" ? c[0] : c[1];
}

const RANK_ORDER = ["3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A", "2", "BJ", "RJ"];
const rankIdx = (id) => RANK_ORDER.indexOf(rankOf(id));
const SUIT_ORDER = "SHDC";
function cardSortKey(id) {
  const [base, copy] = id.split("#");
  const suit = base === "BJ" || base === "RJ" ? 0 : SUIT_ORDER.indexOf(base.slice(-1));
  return rankIdx(id) * 100 + suit * 10 + (copy ? Number(copy) : 1);
}
export function sortCards(ids) {
  return [...ids].sort((a, b) => cardSortKey(a) - cardSortKey(b));
}
/** Multiset of ranks as a string key, e.g. "3,3,T,T". Suits never matter. */
export function rankKey(ids) {
  return ids.map(rankIdx).sort((a, b) => a - b).join(",");
}

/** A play's cards as a player reads them: the body, then what it carries
 * (7♥ 7♦ 7♣ 3♥), like the engine's cards.display_order. */
export function playOrder(ids) {
  const count = {};
  for (const id of ids) count[rankOf(id)] = (count[rankOf(id)] || 0) + 1;
  const sorted = sortCards(ids);
  return sorted.map((id, i) => [id, i]).sort((a, b) => (count[rankOf(b[0])] - count[rankOf(a[0])]) || (a[1] - b[1]))
    .map(([id]) => id);
}

// order: playOrder (a play, body first) or sortCards (a hand, by rank).
function miniCards(ids, extra = "", order = playOrder) {
  return h("span", { class: ["mini-cards", extra] }, order(ids).map((id) => cardFace(id, { size: "mini" })));
}

/** What a seat alone holds, drawn small: its hand (the replay shows every
 * seat's, the game being over; web/table/replay.js). */
export function held(view) {
  return view.hand && view.hand.length ? miniCards(view.hand, "ddz-held", sortCards) : null;
}

/** A play as it lies on the table: the game's playing cards, large enough
 * to read from across it, in the order the combination reads (333 44; a
 * straight low to high), a gap before what the body carries. The same
 * element lands at a seat's spot and flies there (effects). */
export function playCards(ids) {
  const order = playOrder(ids);
  const count = {};
  for (const id of order) count[rankOf(id)] = (count[rankOf(id)] || 0) + 1;
  const body = order.length ? count[rankOf(order[0])] : 0;
  const el = h("span", { class: "ddz-play-cards" }, order.map((id, i) => cardFace(id, {
    extra: i > 0 && body > 1 && count[rankOf(id)] < body && count[rankOf(order[i - 1])] === body ? "is-kicker" : "" })));
  // --n: the cards overlap more as there are more of them, to keep to one
  // row where they land (view.css), so a long play does not push the table.
  // Set through the CSSOM: the page's policy refuses inline style text.
  el.style.setProperty("--n", String(order.length));
  return el;
}

/** A seat's spot on the table, where its move lands (data-fx="play-N"):
 * the cards it played in this trick, or else the bubble of its latest act
 * (a bid in the auction; a pass, kept until the seat acts again). */
function playSpot(V, view, seat, pos) {
  const highlight = V.st.lastActor === seat;
  const move = view.phase !== "auction" ? (view.last_moves || [])[seat] : null;
  const act = latestAct(view, seat);
  const cur = view.trick && view.trick.current;
  const played = move && !move.pass;
  const label = played ? `${V.ctx.names[seat]}: ${comboName(move.combo)}` : null;
  return h("div", { class: ["ddz-spot", "pos-" + pos, played && "has-cards", cur && cur.seat === seat && "is-to-beat",
    highlight && "just-moved"], dataset: { fx: `play-${seat}`, seat }, role: played ? "group" : null, "aria-label": label },
  played ? [h("span", { class: "move-combo" }, comboName(move.combo)), playCards(move.cards)]
    : act ? actBubble(act, highlight) : null);
}

/** What a seat did last, from the view's events block (events.latest: the
 * seat's own latest bid, pass or play, kept until it acts again), as a
 * bubble's label; null when there is nothing to show at the seat: a play
 * (its cards are drawn instead), a bid once the play has begun (the
 * landlord's banner and the stake say how the auction ended), a bid of an
 * auction since redealt, a move of the hand before. ``earlier``: a pass not
 * part of the trick on the table. */
export function latestAct(view, seat) {
  const ev = ((view.events && view.events.latest) || [])[seat];
  if (!ev) return null;
  if (view.phase === "auction") {
    if (ev.kind !== "bid" || !(seat in lastBids(view))) return null;
    return { kind: "bid", pass: !ev.value, value: ev.value, earlier: false,
             text: ev.value ? t("ddz.bid", { n: ev.value }) : t("ddz.passed") };
  }
  if (ev.kind !== "passed") return null;
  const move = (view.last_moves || [])[seat];
  if (move) return move.pass ? { kind: "passed", pass: true, earlier: false, text: t("ddz.passed") } : null;
  // Not in the trick: a pass of an earlier trick of this hand (dimmed), or
  // one of the hand before, by a seat yet to act in this one (none).
  return everyoneActed(view) ? { kind: "passed", pass: true, earlier: true, text: t("ddz.passed") } : null;
}

/** Whether every seat has acted in this hand's play. Seats act in turn from
 * the landlord and a move stays in last_moves until its trick is over, so
 * until the turn has gone once round the table, every card played lies in
 * last_moves; once a trick is over or a seat has played twice, some card
 * played this hand no longer does. */
function everyoneActed(view) {
  const count = (lists) => lists.reduce((a, l) => a + l.length, 0);
  const onTable = (view.last_moves || []).filter((m) => m && m.cards).map((m) => m.cards);
  return count(view.played_cards || []) > count(onTable);
}

function actBubble(act, highlight) {
  return h("span", { class: ["act-bubble", act.kind === "bid" ? "bid-bubble" : "pass-bubble", act.pass ? "is-pass" : "is-bid",
    act.earlier && "is-earlier", highlight && "just-moved"], dataset: { act: act.kind } }, act.text);
}

/** Each seat's bid(s) in this hand: the last value, or undefined. */
function lastBids(view) {
  const out = {};
  for (const b of view.bids || []) out[b.seat] = b.value;
  return out;
}

// ------------------------------------------------------------------ mount
// The table's state between draws, shared by the parts below: the state
// drawn (st), the cards selected in the hand (and the hand+move that
// selection belongs to), Hint's place in its list, a pending auto-pass, a
// drag across the hand, and the hand and action bar elements drawn.
export function mount(el, ctx) {
  el.classList.add("ddz");
  const V = { el, ctx, st: null, selected: new Set(), selKey: null, hintIdx: -1, hintList: null, hintFor: null,
              explainToken: 0, autoTimer: null, drag: null, handEl: null, bar: null, lastView: null, prevView: null,
              given: null, ended: null, atEnd: false };
  VIEWS.set(ctx, V);
  const onMove = (e) => onPointerMove(V, e);
  const onUp = (e) => onPointerUp(V, e);
  window.addEventListener("pointermove", onMove);
  window.addEventListener("pointerup", onUp);
  window.addEventListener("pointercancel", onUp);
  return {
    render: (state) => render(V, state),
    // While a hand's end is shown (its last move under its banner, then its
    // breakdown) the log stops there too: the engine dealt the next hand in
    // the same move, and its lines come with its table.
    logView: (view) => (V.atEnd ? toHandEnd(view) : view),
    // The move's motion and banners are over and no breakdown comes to
    // clear the table (a replay's step forward): the position as it stands.
    settle() {
      if (!V.ended || !V.st) return;
      V.ended = null;
      render(V, V.given);
    },
    clear() {
      clearTimeout(V.autoTimer);
      V.st = null;
      // Cleared for a hand's breakdown (or a hand-over): the next hand is
      // drawn as it stands after it, not as the end of the one before (the
      // log stays at that end until then: atEnd is kept).
      V.lastView = V.prevView = V.ended = null;
      V.selected = new Set();
      V.handEl = null;
      V.bar = null;
      el.replaceChildren();
    },
    destroy() {
      clearTimeout(V.autoTimer);
      window.removeEventListener("pointermove", onMove);
      window.removeEventListener("pointerup", onUp);
      window.removeEventListener("pointercancel", onUp);
      el.replaceChildren();
    },
  };
}

const DECK = [..."3456789TJQKA2"].flatMap((r) => [..."SHDC"].map((s) => r + s)).concat(["BJ", "RJ"]);

/** The table as a hand ended, drawn in place of the next deal while the
 * move that ended it and its banners are shown, until its breakdown clears
 * the table: the view before that move (``prev``) with the play at its
 * seat's spot, the hands as the hand's result leaves them, nobody to act.
 * Only what this screen may see: the hand drawn is this view's seat's, as
 * the result reveals it to all; the kitty as the rules show it to that
 * seat; from ``prev`` (which may be another seat's view) only what is
 * public. Null unless ``prev`` is the view just before the move that ended
 * a hand and ``view`` the one after it (a jump in a replay, another seat's
 * view of the same position, a phone sent a later state: the position is
 * drawn as it stands). */
function handEnd(view, prev) {
  const hist = view.history || [];
  const entry = hist[hist.length - 1];
  if (!entry || !prev || view.phase === "over" || prev.hand_no !== entry.hand_no || prev.phase !== "play"
      || (prev.history || []).length !== hist.length - 1 || prev.actions !== view.actions - 1) return null;
  const n = view.players;
  const out = entry.out;
  const left = Array.from({ length: n }, (_, s) => (entry.remaining && entry.remaining[String(s)]) || []);
  const play = lastPlay(view, prev, left);
  const leads = !prev.trick || !prev.trick.current; // a lead clears the trick's moves (rules.apply)
  const lastMoves = leads ? Array(n).fill(null) : prev.last_moves.map((m) => (m ? { ...m } : null));
  const played = (prev.played_cards || []).map((c, s) => (play && s === out ? c.concat(play.cards) : c.slice()));
  const latest = ((prev.events && prev.events.latest) || []).slice();
  if (play) lastMoves[out] = { cards: play.cards, combo: play.combo };
  latest[out] = null; // its play is drawn at its spot
  const open = view.options.show_kitty || (view.seat != null && view.seat === entry.landlord);
  const shown = {
    ...prev, seat: view.seat, actions: view.actions, to_act: [], turn: null, finished: false,
    counts: left.map((c) => c.length), landlord: entry.landlord, bid: entry.bid,
    bombs: entry.bombs, multiplier: 2 ** entry.bombs, stake: Math.max(entry.bid, 1) * 2 ** entry.bombs,
    kitty: open ? entry.kitty.slice() : null, kitty_size: entry.kitty.length,
    trick: { leader: prev.trick ? prev.trick.leader : null, current: play ? { seat: out, ...play } : null },
    last_moves: lastMoves, played_cards: played, history: hist.slice(0, -1),
    // no private line of prev's seat: the table reads the bubbles only
    events: { latest, recent: [], count: 0 },
  };
  delete shown.hand;
  if (view.hand) shown.hand = left[view.seat].slice();
  return shown;
}

/** The cards of the play that ended a hand (public: it was made face up):
 * every card of the deck but those played before it (prev, the view just
 * before) and those left in the hands; its combination from its event.
 * Null if they do not match the event's ranks. */
function lastPlay(view, prev, left) {
  const recent = (view.events && view.events.recent) || [];
  const ev = [...recent].reverse().find((e) => e.kind === "played");
  const hist = view.history || [];
  if (!ev || ev.seat !== hist[hist.length - 1].out || !prev.played_cards) return null;
  const gone = new Set(prev.played_cards.flat().concat(...left));
  const deck = view.players === 4 ? DECK.concat(DECK.map((id) => `${id}#2`)) : DECK;
  const cards = deck.filter((id) => !gone.has(id));
  return sameRanks(cards, ev.ranks) ? { cards, combo: ev.combo } : null;
}

/** The view with its log cut at the end of its last hand: the next hand's
 * deal (and what follows it) left out. */
function toHandEnd(view) {
  const block = view.events;
  const recent = (block && block.recent) || [];
  const end = recent.map((e) => e.kind).lastIndexOf("hand_over");
  const next = end < 0 ? -1 : recent.findIndex((e, i) => i > end && e.kind === "dealt");
  if (next < 0) return view;
  return { ...view, events: { ...block, recent: recent.slice(0, next), count: block.count - (recent.length - next) } };
}

function render(V, state) {
  clearTimeout(V.autoTimer);
  V.given = state;
  // The view drawn before this one: the move that ended a hand is drawn on
  // that hand's table (handEnd), the engine having dealt the next already;
  // so again when the same view is drawn again (the language changed).
  if (V.lastView !== state.view) {
    V.prevView = V.lastView;
    V.lastView = state.view;
    V.ended = handEnd(state.view, V.prevView);
  }
  const ended = V.ended;
  V.atEnd = Boolean(ended);
  if (ended) state = { ...state, view: ended, legal: [], acting: false, toAct: [] };
  V.st = state;
  const view = state.view;
  const n = view.players;
  const bottom = state.seat != null ? state.seat : 0;
  // Reset the selection when the hand or the table changed.
  const key = `${state.seat}|${view.actions}|${(view.hand || []).join(",")}`;
  if (key !== V.selKey) { V.selected = new Set(); V.hintIdx = -1; V.selKey = key; }
  else V.selected = new Set([...V.selected].filter((id) => (view.hand || []).includes(id)));

  const positions = n === 4 ? ["right", "top", "left"] : ["right", "left"];
  const others = positions.map((pos, i) => {
    const seat = (bottom + i + 1) % n;
    return h("div", { class: ["seat-area", "pos-" + pos] }, seatPanel(V, view, seat, pos), playSpot(V, view, seat, pos));
  });
  const mine = seatPanel(V, view, bottom, "bottom");
  V.handEl = null;
  const area = myArea(V, view);
  // Patched, not rebuilt: the browser redoes only what the move changed.
  patch(V.el, h("div", { class: ["ddz-table", "players-" + n, "phase-" + view.phase,
    (ended || view.phase === "over") && "is-hand-end"],
    dataset: { actions: view.actions } },
    others, centerPanel(view, V.ctx), playSpot(V, view, bottom, "bottom"), mine, h("div", { class: "ddz-bottom" }, area)));
  // the nodes on the page may be those drawn before, patched
  V.handEl = V.handEl && V.el.querySelector(".ddz-hand");
  V.bar = V.bar && V.el.querySelector(".ddz-me > .ddz-actions");
  syncSelection(V);
  scheduleAutoPass(V);
}

// --- the selection and what it would play -----------------------------------
function legalPlays(V) {
  return (V.st && V.st.legal || []).filter((a) => a.type === "play");
}
function canPass(V) {
  return (V.st && V.st.legal || []).some((a) => a.type === "pass");
}
function matches(V) {
  if (!V.selected.size) return [];
  const key = rankKey([...V.selected]);
  return legalPlays(V).filter((a) => rankKey(a.cards) === key);
}

function syncSelection(V) {
  const { handEl, bar, selected, st } = V;
  if (!handEl) return;
  for (const b of handEl.querySelectorAll("[data-card]")) {
    const on = selected.has(b.dataset.card);
    b.setAttribute("aria-pressed", on ? "true" : "false");
    b.classList.toggle("is-selected", on);
  }
  if (!bar) return;
  const playBtn = bar.querySelector(".ddz-play");
  const info = bar.querySelector(".ddz-selinfo");
  const clearBtn = bar.querySelector(".ddz-clear");
  const m = matches(V);
  if (playBtn) playBtn.disabled = !st.acting || m.length === 0;
  if (clearBtn) clearBtn.disabled = selected.size === 0;
  if (info) {
    info.classList.toggle("is-bad", selected.size > 0 && m.length === 0);
    info.classList.toggle("is-auto", !selected.size && autoPassing(V));
    info.textContent = !selected.size ? t(autoPassing(V) ? "ddz.autopassing" : "ddz.selectionNone")
      : m.length ? t("ddz.selection", { combo: [...new Set(m.map((a) => comboName(a.combo)))].join(" / ") })
        : t("ddz.selectionBad");
    if (selected.size && !m.length) explainSelection(V, info);
  }
}

// Why the selection is not a legal play: the engine's own refusal, which
// names the rule (does not beat, not a combination, ...).
async function explainSelection(V, info) {
  const token = ++V.explainToken;
  const why = await V.ctx.check({ type: "play", cards: sortCards([...V.selected]) });
  if (token !== V.explainToken || !info.isConnected || !why) return;
  info.textContent = t("ddz.selectionWhy", { why });
}

function toggle(V, id, on) {
  if (on === undefined) on = !V.selected.has(id);
  if (on) V.selected.add(id); else V.selected.delete(id);
  V.hintIdx = -1;
}

async function play(V) {
  const m = matches(V);
  if (!m.length) return;
  let combo = m[0].combo;
  if (m.length > 1) {
    combo = await V.ctx.choose(t("ddz.whichReading"), m.map((a) => ({
      label: comboName(a.combo), value: a.combo, detail: playOrder(a.cards).map((c) => rankText(rankOf(c))).join(" ") })));
    if (combo == null) return;
  }
  const cards = sortCards([...V.selected]);
  const ok = await V.ctx.act({ type: "play", cards, combo });
  if (ok) V.selected.clear();
}

// Hint's order for this turn, from the engine: the bot's choice first (a
// pass selects nothing and says so), then the other plays grouped by kind,
// best first. The legal order if the engine cannot give one.
async function hintOrder(V) {
  const legal = V.st && V.st.legal;
  if (V.hintList && V.hintFor === legal) return V.hintList;
  let order = null;
  try {
    if (V.st && V.st.acting && V.ctx.hints) order = await V.ctx.hints();
  } catch (_) { order = null; }
  if (!V.st || V.st.legal !== legal) return null; // the turn moved on meanwhile
  V.hintList = (order || []).filter((a, i) => a.type === "play" || (i === 0 && a.type === "pass"));
  if (!V.hintList.some((a) => a.type === "play")) V.hintList = legalPlays(V);
  V.hintFor = legal;
  return V.hintList;
}

async function hint(V) {
  const plays = await hintOrder(V);
  if (!plays || !plays.length) return;
  V.hintIdx = (V.hintIdx + 1) % plays.length;
  const keep = V.hintIdx;
  const pick = plays[V.hintIdx];
  V.selected = new Set(pick.type === "play" ? pick.cards : []);
  syncSelection(V);
  V.hintIdx = keep;
  const info = V.bar && V.bar.querySelector(".ddz-selinfo");
  if (info && pick.type === "pass") info.textContent = t("ddz.hintPass");
}

// --- hand: tap to toggle, drag across to select a range -----------------
function onPointerDown(V, e) {
  const b = e.target.closest("[data-card]");
  if (!b || !V.st || !V.st.view.hand || e.button > 0) return;
  const on = !V.selected.has(b.dataset.card);
  toggle(V, b.dataset.card, on);
  V.drag = { on, pointerId: e.pointerId, seen: new Set([b.dataset.card]) };
  if (b.hasPointerCapture && b.hasPointerCapture(e.pointerId)) b.releasePointerCapture(e.pointerId);
  syncSelection(V);
}
function onPointerMove(V, e) {
  const { drag } = V;
  if (!drag || e.pointerId !== drag.pointerId) return;
  const target = document.elementFromPoint(e.clientX, e.clientY);
  const b = target && target.closest && target.closest("[data-card]");
  if (!b || !V.handEl || !V.handEl.contains(b) || drag.seen.has(b.dataset.card)) return;
  drag.seen.add(b.dataset.card);
  toggle(V, b.dataset.card, drag.on);
  syncSelection(V);
}
function onPointerUp(V, e) {
  if (V.drag && e.pointerId === V.drag.pointerId) V.drag = null;
}

function handView(V, view) {
  const { selected, st } = V;
  const hand = sortCards(view.hand || []);
  const groups = [];
  for (const id of hand) {
    const r = rankOf(id);
    if (!groups.length || groups[groups.length - 1].rank !== r) groups.push({ rank: r, ids: [] });
    groups[groups.length - 1].ids.push(id);
  }
  const kitty = new Set(view.landlord === st.seat && view.phase === "play" && view.kitty ? view.kitty : []);
  V.handEl = h("div", { class: "ddz-hand", role: "group", dataset: { fx: "hand" }, "aria-label": t("ddz.yourHand", { n: hand.length }),
    onpointerdown: (e) => onPointerDown(V, e),
    onclick: (e) => {
      const b = e.target.closest("[data-card]");
      if (!b) return;
      if (e.detail === 0) { toggle(V, b.dataset.card); syncSelection(V); } // keyboard (Enter/Space)
    } },
  groups.map((g) => h("div", { class: "hand-group", dataset: { rank: g.rank, key: g.rank } },
    g.ids.map((id) => cardButton(id, { selected: selected.has(id), extra: [
      selected.has(id) ? "is-selected" : "", kitty.has(id) ? "from-kitty" : ""].join(" ") })))));
  return V.handEl;
}

// --- seat panels and the middle of the table ----------------------------------
function seatPanel(V, view, seat, pos) {
  const { ctx } = V;
  const names = ctx.names;
  const isLandlord = view.landlord === seat;
  const toAct = (view.to_act || []).includes(seat);
  const justMoved = V.st.lastActor === seat;
  return h("section", { class: ["seat-panel", "pos-" + pos, toAct && "is-to-act", isLandlord && "is-landlord", justMoved && "is-just-moved"],
    dataset: { seat, fxSeat: seat }, "aria-label": names[seat] },
  h("div", { class: "seat-head" },
    h("span", { class: "ddz-seat-name" }, names[seat]),
    ctx.bots[seat] ? h("span", { class: "tag tag-bot" }, t("ddz.bot")) : null,
    isLandlord ? h("span", { class: "tag tag-landlord", title: t("ddz.landlord") },
      h("span", { class: "crown", "aria-hidden": "true" }, "👑 "), t("ddz.landlordShort"))
      : view.landlord != null ? h("span", { class: "tag tag-peasant" }, t("ddz.peasant")) : null,
    toAct ? h("span", { class: ["tag", "tag-turn", ctx.bots[seat] && "is-thinking"] },
      ctx.bots[seat] ? t("ddz.thinking") : t("ddz.toAct")) : null),
  h("div", { class: "seat-stats" },
    h("span", { class: "seat-count", "aria-label": t("ddz.cardsLeft", { n: view.counts[seat] }) },
      cardBack({ size: "mini" }), h("span", { class: "count-num", "aria-hidden": "true" }, String(view.counts[seat]))),
    h("span", { class: "seat-score" }, t("ddz.score", { n: view.scores[seat] }))));
}

function centerPanel(view, ctx) {
  const names = ctx.names;
  const items = [];
  items.push(h("div", { class: "center-head" },
    h("span", { class: "hand-no" }, t("ddz.hand", { n: view.hand_no, total: view.hands })),
    h("span", { class: "phase" }, view.phase === "auction" ? t("ddz.auction") : view.phase === "play" ? t("ddz.play") : t("ddz.over"))));
  // Kitty
  const kittyCards = view.kitty
    ? miniCards(view.kitty, "kitty-open")
    : h("span", { class: "mini-cards kitty-closed" }, Array.from({ length: view.kitty_size }, () => cardBack({ size: "mini" })));
  items.push(h("div", { class: "ddz-kitty", role: "group", dataset: { fx: "kitty" },
    "aria-label": view.kitty ? t("ddz.kitty") : t("ddz.kittyHidden", { n: view.kitty_size }) },
  h("span", { class: "label" }, t("ddz.kitty")), kittyCards,
  !view.kitty && view.phase === "play" ? h("span", { class: "note" }, t("ddz.kittyLandlordOnly")) : null));
  if (view.phase === "auction") {
    if (view.shown_card) {
      items.push(h("div", { class: "shown-card" }, cardFace(view.shown_card, { size: "mini" }),
        h("span", null, t("ddz.firstBidder", { name: names[view.first_bidder], card: cardLabelText(view.shown_card) }))));
    }
    items.push(h("div", { class: "stake-line" },
      h("span", { class: "label" }, t("ddz.currentBid")), " ",
      h("strong", { class: "current-bid" }, view.bid ? t("ddz.bid", { n: view.bid }) : t("ddz.noBid"))));
  } else {
    items.push(h("div", { class: "stake-line" },
      h("span", { class: "label" }, t("ddz.stake")), " ",
      h("strong", { class: "stake" }, String(view.stake)),
      h("span", { class: "stake-detail" }, " (", t("ddz.stakeLine", { bid: view.bid, mult: view.multiplier, stake: view.stake }), ")"),
      view.bombs ? h("span", { class: "bombs" }, ` · ${t("ddz.bombs")} ${view.bombs}`) : null));
    const cur = view.trick && view.trick.current;
    // The play that emptied its seat's hand ended the hand: nobody beats it.
    const out = cur && view.counts && view.counts[cur.seat] === 0;
    items.push(h("div", { class: "trick-line" }, cur
      ? t(out ? "ddz.outWith" : "ddz.toBeat", { combo: comboName(cur.combo), name: names[cur.seat] })
      : view.trick && view.trick.leader != null ? t("ddz.lead", { name: names[view.trick.leader] }) : ""));
  }
  return h("section", { class: "ddz-center" }, items);
}

// --- this seat's area: its hand and its actions --------------------------------
function bidBar(V) {
  const { ctx } = V;
  const allowed = new Set(V.st.legal.filter((a) => a.type === "bid").map((a) => a.value));
  return h("div", { class: "ddz-actions ddz-bids", role: "group", "aria-label": t("ddz.yourBid") },
    h("button", { type: "button", class: "btn btn-big ddz-bid", dataset: { bid: 0 }, disabled: !allowed.has(0),
      onclick: () => ctx.act({ type: "bid", value: 0 }) }, t("ddz.pass")),
    [1, 2, 3].map((v) => h("button", { type: "button", class: "btn btn-big btn-primary ddz-bid", dataset: { bid: v },
      disabled: !allowed.has(v), "aria-label": v === 1 ? t("ddz.bidLabel1") : t("ddz.bidLabel", { n: v }),
      onclick: () => ctx.act({ type: "bid", value: v }) }, t("ddz.bidN", { n: v }))));
}

function playBar(V) {
  const { ctx } = V;
  return h("div", { class: "ddz-actions", role: "group" },
    h("p", { class: "ddz-selinfo", "aria-live": "polite" }),
    h("div", { class: "ddz-buttons" },
      h("button", { type: "button", class: "btn btn-big ddz-pass", disabled: !canPass(V),
        onclick: () => { V.selected.clear(); ctx.act({ type: "pass" }); } }, t("ddz.pass")),
      h("button", { type: "button", class: "btn btn-big ddz-hint", disabled: legalPlays(V).length === 0, onclick: () => hint(V) }, t("ddz.hint")),
      h("button", { type: "button", class: "btn btn-big ddz-clear", onclick: () => { V.selected.clear(); V.hintIdx = -1; syncSelection(V); } }, t("ddz.clear")),
      h("button", { type: "button", class: "btn btn-big btn-primary ddz-play", disabled: true, onclick: () => play(V) }, t("ddz.playBtn")),
      autoPassBox(V)));
}

function autoPassBox(V) {
  const { ctx } = V;
  return h("label", { class: "ddz-autopass" },
    h("input", { type: "checkbox", checked: ctx.setting("autopass", false), onchange: (e) => {
      ctx.setSetting("autopass", e.target.checked);
      scheduleAutoPass(V);
      syncSelection(V);
    } }),
    " ", t("ddz.autopass"));
}

const autoPassing = (V) => V.st.acting && V.st.view.phase === "play" && V.ctx.setting("autopass", false)
  && V.st.legal.length === 1 && V.st.legal[0].type === "pass";

// The prompt and the buttons sit above the hand, as in the apps players
// know: what is above them keeps its size from turn to turn, so they stay
// where the thumb left them however many rows the hand takes.
function myArea(V, view) {
  const { st } = V;
  const parts = [];
  const phase = view.phase;
  // While others move, the bar is drawn hidden in its place, so the table
  // does not jump when the turn comes round.
  const reserve = !st.acting && view.hand && (phase === "auction" || phase === "play");
  const shown = !(st.acting || reserve) ? null
    : phase === "auction" ? bidBar(V) : phase === "play" ? playBar(V) : null;
  V.bar = shown;
  if (shown) {
    parts.push(shown);
    if (reserve) {
      shown.classList.add("is-idle");
      shown.setAttribute("aria-hidden", "true");
      shown.inert = true;
      V.bar = null;
    }
  }
  if (view.hand) parts.push(handView(V, view));
  return h("section", { class: ["ddz-me", st.acting && "is-acting"], dataset: { seat: st.seat } }, parts);
}

function scheduleAutoPass(V) {
  const { st, ctx } = V;
  clearTimeout(V.autoTimer);
  V.autoTimer = null;
  if (!st || !st.acting || st.view.phase !== "play") return;
  const onlyPass = st.legal.length === 1 && st.legal[0].type === "pass";
  if (!onlyPass || !ctx.setting("autopass", false)) return;
  const mine = st;
  V.autoTimer = setTimeout(() => {
    if (V.st === mine && V.st.acting) ctx.act({ type: "pass" });
  }, Math.max(300, Math.min(ctx.botDelay, 1200)));
}

function cardLabelText(id) {
  const r = rankOf(id);
  if (r === "BJ" || r === "RJ") return rankText(r);
  return `${rankText(r)}${{ S: "♠", H: "♥", D: "♦", C: "♣" }[id.split("#")[0].slice(-1)]}`;
}

// ------------------------------------------------------------------ effects
// What each event of the engine's stream draws over the table as it
// happens (web/table/effects.js): a play flies from the seat (from the hand,
// for the seat shown) to the seat's spot, face up (plays are public); the
// kitty goes to the landlord; a bomb, a spring, the end of a hand and of the
// match are announced.

/** mount's state per table (the effects get the table's ctx, not V). */
const VIEWS = new WeakMap();

/** A string of ours in both languages, for a banner (drawn in the language
 * of the moment, even if it changes while the banner stands). */
function both(key, params) {
  return { ja: fill(strings.ja[key], params), en: fill(strings.en[key], params) };
}

// A played event names ranks ("T", "BJ"), as rankOf reads a card id.
const sameRanks = (ids, ranks) => ids.map(rankOf).sort().join() === [...ranks].sort().join();

// The cards of a play, as the table draws them (the play that ended a
// hand too: handEnd draws that hand's table); null if it does not.
function cardsPlayed(ev, view) {
  const move = view.phase !== "auction" ? (view.last_moves || [])[ev.seat] : null;
  return move && move.cards && sameRanks(move.cards, ev.ranks) ? move.cards : null;
}

/** Cards in flight, as wide as where they land, so they wrap there as they will lie. */
function flying(ids, to) {
  const spot = to ? document.querySelector(`[data-fx="${to}"]`) : null;
  const width = spot ? spot.getBoundingClientRect().width - 8 : 0;
  const el = h("div", { class: "ddz-flying", style: width > 0 ? { maxWidth: `${width}px` } : null }, playCards(ids));
  if (width > 0) el.style.setProperty("--fit-w", `${width}px`); // its cards overlap as they will where they land
  return el;
}
// The seat shown here plays from (or takes into) its hand; others, their seat.
const placeOf = (state, seat) => (state.seat === seat && state.view.hand ? "hand" : seat);

function playedFx(ev, ctx, state, V) {
  // what the table draws (the end of a hand: that hand's table)
  const drawn = V && V.st ? V.st : state;
  const cards = cardsPlayed(ev, drawn.view);
  const to = `play-${ev.seat}`;
  const out = [{ fly: cards ? { from: placeOf(drawn, ev.seat), to, node: flying(cards, to), hideTo: true }
    : { from: ev.seat, to, count: ev.ranks.length } }];
  if (ev.multiplier) {
    // The hand's bid: on the table, or (a bomb that ended the hand, drawn
    // without the hand's table) in its breakdown.
    const view = drawn.view;
    const hist = view.history || [];
    const bid = view.phase === "auction" && hist.length ? hist[hist.length - 1].bid : view.bid;
    out.push({ banner: { title: both(ev.combo === "rocket" ? "ddz.fxRocket" : "ddz.fxBomb"),
      sub: both("ddz.fxStake", { stake: Math.max(bid, 1) * ev.multiplier }), tone: "bomb" } });
  }
  return out;
}

function landlordFx(ev, ctx, state) {
  const to = placeOf(state, ev.seat);
  const out = [];
  // Shown to all: the cards themselves; to the landlord's own view, the
  // kitty its view shows (the private "kitty" event comes with the step only
  // when the landlord made the last bid); to everyone else, backs.
  const own = to === "hand" && state.view.kitty;
  if (ev.kitty || own) out.push({ fly: { from: "kitty", to, node: flying(ev.kitty || own) } });
  else out.push({ fly: { from: "kitty", to, count: state.view.kitty_size } });
  out.push({ banner: { title: both("ddz.fxLandlord", { name: ctx.names[ev.seat] }),
    sub: both("ddz.fxLandlordSub", { bid: ev.bid }), tone: "info" } });
  return out;
}

function handOverFx(ev, ctx) {
  const out = [];
  if (ev.spring) out.push({ banner: { title: both("ddz.fxSpring"), sub: both("ddz.spring"), tone: "bomb" } });
  out.push({ banner: {
    title: ev.winner === "landlord" ? both("ddz.landlordWins", { name: ctx.names[ev.landlord] }) : both("ddz.peasantsWin"),
    sub: both("ddz.fxHandSub", { n: ev.hand, stake: ev.stake }), tone: "win" } });
  return out;
}

const FX = {
  played: playedFx,
  landlord: landlordFx,
  // A bid or a pass is its bubble at the seat's spot, popping as it is
  // drawn (view.css): no motion of the table's, which would take the bot's
  // short pause for a "no" (pace) and hold the next move.
  hand_over: handOverFx,
  match_over: (ev, ctx) => [{ banner: { title: both("ddz.over"),
    sub: both("ddz.fxWinners", { names: ev.winners.map((s) => ctx.names[s]).join("・") }), tone: "end" } }],
};

/** What an event draws on the table (see web/table/effects.js). */
export function effects(ev, ctx, state) {
  const fx = FX[ev.kind];
  return fx ? fx(ev, ctx, state, VIEWS.get(ctx)) : [];
}

// ------------------------------------------------------------------ end of hand
function handBreakdown(entry, view, ctx) {
  const names = ctx.names;
  const n = view.players;
  const rows = [];
  for (let s = 0; s < n; s++) {
    const left = (entry.remaining && entry.remaining[String(s)]) || [];
    const d = entry.delta[s];
    rows.push(h("tr", { dataset: { seat: s }, class: [entry.landlord === s && "is-landlord", left.length && "has-left"] },
      h("th", { scope: "row" }, names[s]),
      h("td", null, entry.landlord === s ? t("ddz.landlord") : t("ddz.peasant")),
      h("td", { class: ["num", d > 0 ? "pos" : d < 0 ? "neg" : null] }, (d > 0 ? "+" : "") + d),
      h("td", { class: "num" }, String((entry.scores || view.scores)[s]))));
    // The cards a seat still held, on a line of their own under its row:
    // a column of their own was one card wide on a phone.
    if (left.length) {
      rows.push(h("tr", { class: "left-row", dataset: { seat: s } },
        h("td", { class: "left-cards", colspan: 4 },
          h("span", { class: "left-label" }, t("ddz.remaining")), miniCards(left, "", sortCards))));
    }
  }
  const winText = entry.winner === "landlord"
    ? t("ddz.landlordWins", { name: names[entry.landlord] }) : t("ddz.peasantsWin");
  const facts = [
    [t("ddz.landlord"), names[entry.landlord]],
    [t("ddz.bidCol"), String(entry.bid)],
    [t("ddz.bombs"), `${entry.bombs}${entry.bombs ? ` (×${2 ** entry.bombs})` : ""}`],
  ];
  if (view.options && view.options.spring) facts.push([t("ddz.spring"), entry.spring ? `${t("ddz.yes")} (${t("ddz.double")})` : t("ddz.no")]);
  facts.push([t("ddz.stake"), String(entry.stake)]);
  return h("div", { class: "ddz-result", dataset: { hand: entry.hand_no } },
    h("h2", { class: "result-title" }, t("ddz.handResult", { n: entry.hand_no })),
    h("p", { class: ["result-winner", entry.winner === "landlord" ? "landlord-won" : "peasants-won"] }, winText),
    entry.out != null ? h("p", { class: "muted result-out" }, t("ddz.wentOut", { name: names[entry.out] })) : null,
    // each fact a pair kept together, the pairs side by side as the width allows
    h("dl", { class: "result-facts" }, facts.map(([k, v]) => h("div", { class: "result-fact" }, h("dt", null, k), h("dd", null, v)))),
    h("table", { class: "result-table" },
      h("thead", null, h("tr", null,
        h("th", { scope: "col" }, t("ddz.player")), h("th", { scope: "col" }, t("ddz.role")),
        h("th", { scope: "col", class: "num" }, t("ddz.change")),
        h("th", { scope: "col", class: "num" }, t("ddz.total")))),
      h("tbody", null, rows)));
}

/** The breakdown of a hand that ended between prev and view (or the latest, prev null). */
export function interlude(prev, view, ctx) {
  const hist = view.history || [];
  if (prev && hist.length <= (prev.history || []).length) return null;
  if (!hist.length) return null;
  // Beside the breakdown (a table left there and opened again too), the log
  // stays at the hand's end.
  const V = VIEWS.get(ctx);
  if (V) V.atEnd = true;
  return handBreakdown(hist[hist.length - 1], view, ctx);
}

/** Every hand of the match, under the final standings. */
export function standings(result, view, ctx) {
  const hands = (result && result.hands) || view.history || [];
  if (!hands.length) return null;
  const names = ctx.names;
  const n = view.players;
  return h("section", { class: "ddz-allhands" },
    h("h3", null, t("ddz.allHands")),
    h("div", { class: "table-scroll" },
      h("table", { class: "result-table" },
        h("thead", null, h("tr", null,
          h("th", { scope: "col" }, t("ddz.handCol")), h("th", { scope: "col" }, t("ddz.landlord")),
          h("th", { scope: "col", class: "num" }, t("ddz.stake")), h("th", { scope: "col" }, t("ddz.winnerCol")),
          Array.from({ length: n }, (_, s) => h("th", { scope: "col", class: "num seat-col" }, names[s])))),
        h("tbody", null, hands.map((e) => h("tr", null,
          h("td", null, String(e.hand_no)), h("td", { class: "seat-col" }, names[e.landlord]),
          h("td", { class: "num" }, String(e.stake)),
          h("td", null, e.winner === "landlord" ? t("ddz.landlord") : t("ddz.peasant")),
          e.delta.map((d) => h("td", { class: ["num", d > 0 ? "pos" : d < 0 ? "neg" : null] }, (d > 0 ? "+" : "") + d))))))));
}

export function rulesHTML(l) {
  return RULES_HTML[l] || RULES_HTML.en;
}

