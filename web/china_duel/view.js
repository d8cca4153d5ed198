// China Duel (チャイナ・デュエル) table: the map of the nine regions drawn
// from the engine's map data (view.map) as SVG — house spaces, fortresses,
// the emissary courts, the roads and the 15 connections — with the players'
// panels (score, kept cards, influence cards, special cards), the Emperor's
// open hand, the display and the acting player's hand.
// Implements the game view interface described at the top of ../table/screen.js
// (mount / rulesHTML / standings / strings).
//
// The view knows no rules: what may be done is the engine's legal list. The
// map is the overview and its lit regions are the tap targets; the tapped
// region is drawn large in the action panel, its spaces and court as big
// buttons (lit when legal) — a placement is made there. When a space allows
// several actions (house or fortress, a card or a wild pair), the player picks
// one. Every other step is a button made from a legal action, with a line
// saying what it does. During the Emperor step the engine's suggested
// placement (view.suggestion) is starred on the map and in the panel, and
// offered as a button. Pieces placed in the other player's turn (the current
// or the last one) are ringed on the map, and that turn's last lines are
// shown: both from the engine's record of the two turns (view.turns), so a
// reload keeps them. Each player's latest act stays at their side until they
// act again (view.events.latest); what the move just made changed (its
// events, state.events: a region scored, an influence card taken, a card
// kept or turned up on the display) is marked until the next move.
import { bringIntoView, h, svg as s } from "../ui/dom.js";
import { t, pick, colon } from "../i18n.js";
import { rulesHTML as rulesText } from "./rules.js";
import { COLOURS, OWNER, SPECIAL, cardFace, colourName, influenceCard, markAt, pieceIcon, pile, specialCard, supplyIcons } from "./pieces.js";
import { FX_STRINGS, effects as fxOf } from "./fx.js";


/** What a seat alone holds: its hand of cards (the replay shows every
 * seat's, the game being over; web/table/replay.js). */
export function held(view) {
  return view.hand && view.hand.length
    ? h("span", { class: "cd-held" }, view.hand.map((c) => cardFace(c))) : null;
}

export const strings = {
  en: {
    "cd.round": "Round {n}",
    "cd.runouts": "Deck run out {n}/{of}",
    "cd.lastRound": "last round",
    "cd.deck": "Deck {n}",
    "cd.discard": "Discards {n}",
    "cd.phase.play": "place pieces",
    "cd.phase.keep": "keep a card",
    "cd.phase.refill": "refill the hand",
    "cd.phase.emperor": "operate the Emperor",
    "cd.phase.over": "game over",
    "cd.toAct": "{name}: {step}",
    "cd.thinking": "thinking…",
    "cd.you": "your turn",
    "cd.hintRegion": "Tap a lit region, then a lit space or its court.",
    "cd.hintSpace": "Tap a lit space or the court in {region}.",
    "cd.score": "{n} points",
    "cd.hand": "Hand",
    "cd.handCount": "{n} cards in hand",
    "cd.kept": "Kept",
    "cd.influence": "Influence cards",
    "cd.nobody": "nobody",
    "cd.specials": "Special cards",
    "cd.none": "none",
    "cd.supply": "Houses {h} · emissaries {e} · fortress {f}",
    "cd.emperor": "The Emperor",
    "cd.emperorHand": "The Emperor's hand (open)",
    "cd.display": "Display",
    "cd.played": "Played this turn",
    "cd.bot": "Bot",
    "cd.start": "Start player",
    "cd.startShort": "starts",
    "cd.influenceShort": "Influence",
    "cd.specialsShort": "Specials",
    "cd.court": "Court of {region}: {list} (at most {cap})",
    "cd.space": "{region} space {n}",
    "cd.empty": "empty",
    "cd.fortress": "fortress",
    "cd.fortress.x": "Whoever has a house on a fortress scores ×{f} in this region's house scoring. It costs a card, like a house, and is one of your {mp} pieces this turn; if you build no house on it, your opponent may.",
    "cd.scored": "scored",
    "cd.choosePlace": "{region}: which placement?",
    "cd.chooseExchange": "Card exchange: which cards?",
    "cd.suggested": "Suggested: {what}",
    "cd.stop": "No more pieces",
    "cd.keep": "Keep {c}",
    "cd.takeDisplay": "Take {c} from the display",
    "cd.drawDeck": "Draw from the deck",
    "cd.exchangeTurn": "Exchange turn: discard {c}",
    "cd.exchangeTurnBtn": "Exchange turn",
    "cd.chooseDiscard": "Exchange turn: which card to discard?",
    "cd.emperorSkip": "The Emperor places nothing",
    "cd.pass": "Pass",
    "cd.cancel": "Back",
    "cd.breakdown": "Points",
    "cd.finalMap": "The final map",
    "cd.houses": "Houses",
    "cd.emperorPts": "Emperor's houses",
    "cd.emissaries": "Emissaries",
    "cd.chains": "Chains",
    "cd.total": "Total",
    "cd.houses.x": "house scoring of the filled regions, and at the end of every other region (a fortress: ×{f})",
    "cd.emperorPts.x": "the Emperor's house points, to the holder of that colour's influence card",
    "cd.emissaries.x": "each of the {n} connections: the emissary majority in both regions scores their emissaries",
    "cd.chains.x": "1 point per house in every chain of {k}+ of your houses along the roads",
    "cd.rules.original": "Original rules",
    "cd.rules.english": "English translation rules",
    "cd.rules.first": "First game rules",
    "cd.step.play": "Play 1–{mc} cards of one region and place up to {mp} pieces there — or make an exchange turn.",
    "cd.step.keep": "Keep one of the cards you played (it counts for that colour's influence).",
    "cd.step.refill": "Draw back to {hand} cards: a display card or the top of the deck.",
    "cd.step.emperor": "Place one piece for the Emperor from his open hand. The suggestion is marked ★ on the map.",
    "cd.limits": "This turn: cards {c}/{mc} · pieces {p}/{mp}",
    "cd.limitRegion": "only in {region}",
    "cd.allowed": "Still allowed: {list}",
    "cd.onePiece": "No piece here yet: this region takes only 1 piece this turn.",
    "cd.spaceN": "Space {n}",
    "cd.courtBtn": "Court",
    "cd.cap": "{n}/{cap} emissaries",
    "cd.pickRegion": "Tap a lit region on the map: its spaces appear here, large.",
    "cd.lastTurn": "Last turn — {name}",
    "cd.whyNot": "{region}: {why}",
    "cd.notLit": "nothing can be placed here now.",
    "cd.thisTurn": "This turn — {name}",
    "cd.accept": "Accept the suggestion: {what}",
    "cd.hint": "Hint",
    "cd.orChoose": "…or tap another lit region and space.",
    "cd.sub.exchangeTurn": "place nothing: discard 1 card, then draw 1",
    "cd.sub.emperor_first": "special card, once: operate the Emperor now, before placing",
    "cd.sub.two_regions": "special card, once: your {mp} pieces may go into different regions",
    "cd.sub.exchange": "special card, once: swap a hand card with a display card",
    "cd.sub.stop": "end placing; next, keep a card",
    "cd.sub.keep": "it stays in front of you; then the influence check",
    "cd.sub.emperorSkip": "English rules: the Emperor may place nothing",
    "cd.suggestedMark": "suggested",
    "cd.youHold": "You",
    "cd.emperorShort": "Emperor",
    "cd.latestOf": "{name}'s last act: {what}",
    "cd.latest.placed": "{piece} · {where}",
    "cd.latest.emperor": "Emperor: {piece} · {where}",
    "cd.latest.stopped": "Stopped placing",
    "cd.latest.kept": "Kept {c}",
    "cd.latest.exchanged": "Exchange: discarded {c}",
    "cd.latest.passed": "Pass",
    "cd.latest.took": "Took {c} from the display",
    "cd.latest.drew": "Drew from the deck",
    "cd.latest.emperor_skipped": "Emperor placed nothing",
    "cd.justScored": "just scored",
    "cd.justTaken": "just taken",
  },
  ja: {
    "cd.round": "第{n}ラウンド",
    "cd.runouts": "山札切れ {n}/{of}",
    "cd.lastRound": "最終ラウンド",
    "cd.deck": "山札 {n}",
    "cd.discard": "捨て札 {n}",
    "cd.phase.play": "コマを置く",
    "cd.phase.keep": "カードを1枚手元に置く",
    "cd.phase.refill": "手札の補充",
    "cd.phase.emperor": "皇帝の操作",
    "cd.phase.over": "ゲーム終了",
    "cd.toAct": "{name}：{step}",
    "cd.thinking": "思考中…",
    "cd.you": "あなたの番",
    "cd.hintRegion": "光っている地域をタップし、次に光っているマスか宮廷をタップ。",
    "cd.hintSpace": "{region}の光っているマスか宮廷をタップ。",
    "cd.score": "{n}点",
    "cd.hand": "手札",
    "cd.handCount": "手札{n}枚",
    "cd.kept": "手元",
    "cd.influence": "影響カード",
    "cd.nobody": "なし",
    "cd.specials": "特別アクション",
    "cd.none": "なし",
    "cd.supply": "家{h}・公使{e}・要塞{f}",
    "cd.emperor": "皇帝",
    "cd.emperorHand": "皇帝の手札（公開）",
    "cd.display": "場札",
    "cd.played": "この手番のカード",
    "cd.bot": "ボット",
    "cd.start": "スタートプレイヤー",
    "cd.startShort": "先手",
    "cd.influenceShort": "影響",
    "cd.specialsShort": "特別",
    "cd.court": "{region}の宮廷：{list}（最大{cap}）",
    "cd.space": "{region} {n}番マス",
    "cd.empty": "空き",
    "cd.fortress": "要塞",
    "cd.fortress.x": "要塞の上に家を建てたプレイヤーは、この地域の家の得点が{f}倍。家と同じくカードで置き、この手番のコマ{mp}つのうち1つに数える。自分の家を上に建てなければ、相手が建てられる。",
    "cd.scored": "決算済み",
    "cd.choosePlace": "{region}：どれを置きますか？",
    "cd.chooseExchange": "カード交換：どのカードを？",
    "cd.suggested": "おすすめ：{what}",
    "cd.stop": "これ以上置かない",
    "cd.keep": "{c}を手元に置く",
    "cd.takeDisplay": "場札の{c}を取る",
    "cd.drawDeck": "山札から引く",
    "cd.exchangeTurn": "交換の手番：{c}を捨てる",
    "cd.exchangeTurnBtn": "交換の手番",
    "cd.chooseDiscard": "交換の手番：どのカードを捨てますか？",
    "cd.emperorSkip": "皇帝は置かない",
    "cd.pass": "パス",
    "cd.cancel": "戻る",
    "cd.breakdown": "得点の内訳",
    "cd.finalMap": "最終の盤面",
    "cd.houses": "家",
    "cd.emperorPts": "皇帝の家",
    "cd.emissaries": "公使",
    "cd.chains": "家の連なり",
    "cd.total": "合計",
    "cd.houses.x": "埋まった地域の決算と、終了時の残りの地域の決算（要塞は{f}倍）",
    "cd.emperorPts.x": "皇帝の家の得点は、その色の影響カードを持つプレイヤーへ",
    "cd.emissaries.x": "{n}の接続それぞれ：両地域で公使が過半数なら、両地域の公使の数だけ得点",
    "cd.chains.x": "道沿いに{k}軒以上つながった自分の家1軒につき1点",
    "cd.rules.original": "原文ルール",
    "cd.rules.english": "英訳ルール",
    "cd.rules.first": "初めての方向けルール",
    "cd.step.play": "1つの地域のカードを1〜{mc}枚出し、その地域にコマを{mp}つまで置く。または交換の手番。",
    "cd.step.keep": "出したカードから1枚を手元に置く（その色の影響力になる）。",
    "cd.step.refill": "手札を{hand}枚に戻す：場札か山札の一番上から引く。",
    "cd.step.emperor": "皇帝の公開手札で皇帝のコマを1つ置く。おすすめは地図に★で表示。",
    "cd.limits": "この手番：カード{c}/{mc}枚・コマ{p}/{mp}個",
    "cd.limitRegion": "{region}のみ",
    "cd.allowed": "まだ置ける：{list}",
    "cd.onePiece": "コマの無い地域：この手番に置けるのは1つだけ。",
    "cd.spaceN": "{n}番",
    "cd.courtBtn": "宮廷",
    "cd.cap": "公使{n}/{cap}",
    "cd.pickRegion": "地図の光っている地域をタップ：そのマスがここに大きく出ます。",
    "cd.lastTurn": "前の手番 — {name}",
    "cd.whyNot": "{region}：{why}",
    "cd.notLit": "今はここに置けません。",
    "cd.thisTurn": "この手番 — {name}",
    "cd.accept": "おすすめに決定：{what}",
    "cd.hint": "ヒント",
    "cd.orChoose": "…または別の光っている地域とマスをタップ。",
    "cd.sub.exchangeTurn": "コマを置かず、1枚捨てて1枚引く",
    "cd.sub.emperor_first": "特別カード（1回）：配置の前に皇帝を操作する",
    "cd.sub.two_regions": "特別カード（1回）：{mp}つのコマを別々の地域に置ける",
    "cd.sub.exchange": "特別カード（1回）：手札1枚を場札1枚と交換",
    "cd.sub.stop": "配置を終える。次はカードを手元に置く",
    "cd.sub.keep": "自分の前に置き、影響カードの判定へ",
    "cd.sub.emperorSkip": "英訳ルール：皇帝は何も置かなくてよい",
    "cd.suggestedMark": "おすすめ",
    "cd.youHold": "あなた",
    "cd.emperorShort": "皇帝",
    "cd.latestOf": "{name}の直前の行動：{what}",
    "cd.latest.placed": "{piece}・{where}",
    "cd.latest.emperor": "皇帝：{piece}・{where}",
    "cd.latest.stopped": "配置を終えた",
    "cd.latest.kept": "{c}を手元に",
    "cd.latest.exchanged": "交換：{c}を捨てた",
    "cd.latest.passed": "パス",
    "cd.latest.took": "場札の{c}を取った",
    "cd.latest.drew": "山札から引いた",
    "cd.latest.emperor_skipped": "皇帝は置かず",
    "cd.justScored": "いま決算",
    "cd.justTaken": "いま獲得",
  },
};

/** Card colours and the pieces' colours: drawn in ./pieces.js. */
export { COLOURS };
for (const l of ["ja", "en"]) Object.assign(strings[l], FX_STRINGS[l]);

/** What an event draws over the table as it happens: ./fx.js. */
export const effects = fxOf;
const PIECE = {
  house: { ja: "家", en: "house" },
  emissary: { ja: "公使", en: "emissary" },
  fortress: { ja: "要塞", en: "fortress" },
};
// Drawing units: the map's 0–100 positions times SCALE.
const SCALE = 10;
const GAP = 44;      // between house-space centres
const BOX = 34;      // a house space's side
const COLS = 4;      // house spaces per row
// Where the first row of spaces (and the court) is drawn under the region's
// top edge: below its name (at 30 px on a phone) with room for the ring
// round a piece just placed, which crossed the name at 48.
const HEAD = 62;

const cap = (x) => x.charAt(0).toUpperCase() + x.slice(1);   // (no change to Japanese)
const payText = (pay) => pay.map(colourName).join("+");

/** Where region ``r``'s house space ``i`` and its court are drawn. */
export function layout(region) {
  const [x, y] = region.xy.map((v) => v * SCALE);
  const n = region.spaces;
  const cols = Math.min(n, COLS);
  const rows = Math.ceil(n / COLS);
  const w = cols * GAP + 70;
  const hgt = rows * GAP + HEAD + 14;
  const top = y - hgt / 2;
  const spaces = [];
  for (let i = 0; i < n; i++) {
    const row = Math.floor(i / COLS);
    const inRow = Math.min(COLS, n - row * COLS);
    const col = row % 2 === 0 ? i % COLS : inRow - 1 - (i % COLS); // the road snakes
    spaces.push([x - 30 + (col - (inRow - 1) / 2) * GAP, top + HEAD + row * GAP]);
  }
  return { x, y, w, h: hgt, top, left: x - w / 2, spaces, court: [x + w / 2 - 30, top + HEAD] };
}

/** Where the suggestion's star is drawn (its text anchor, centred): inside
 * the suggested house space (it is empty), or below-left of the court's ring
 * (clear of the spaces, the region's name and its "scored" tick). */
export function starAt(L, space) {
  if (space == null) return [L.court[0] - 26, L.court[1] + 30];
  const [x, y] = L.spaces[space];
  return [x, y + 12];
}
const star = ([x, y]) => s("text", { class: "cd-star", x, y, "text-anchor": "middle" }, "★");

/** A region's name as the reader reads it: the kanji alone in Japanese,
 * the kanji and the romanised name in English. */
const regionLabel = (r) => pick({ ja: r.name.ja, en: `${r.name.ja} ${r.name.en}` });

function regionName(view, id) {
  const r = view.map.regions.find((x) => x.id === id);
  return r ? regionLabel(r) : id;
}

/** A short text for a legal action (the log's own texts come from the engine). */
export function actionText(view, a) {
  const reg = (id) => regionName(view, id);
  switch (a.type) {
    case "place":
    case "emperor": {
      const where = a.space == null ? pick({ ja: "宮廷", en: "court" }) : t("cd.space", { region: reg(a.region), n: a.space + 1 });
      const who = a.type === "emperor" ? `${t("cd.emperor")}${colon()}` : "";
      return `${who}${pick(PIECE[a.piece])} — ${a.space == null ? reg(a.region) + " " : ""}${where} [${payText(a.pay)}]`;
    }
    case "stop": return t("cd.stop");
    case "keep": return t("cd.keep", { c: colourName(a.colour) });
    case "draw": return a.from === "deck" ? t("cd.drawDeck") : t("cd.takeDisplay", { c: colourName(a.colour) });
    case "exchange": return t("cd.exchangeTurn", { c: colourName(a.discard) });
    case "special":
      return a.card === "exchange" ? `${pick(SPECIAL.exchange)}${colon()}${colourName(a.give)} → ${colourName(a.take)}` : pick(SPECIAL[a.card]);
    case "emperor_skip": return t("cd.emperorSkip");
    default: return t("cd.pass");
  }
}

/** A seat's latest act (an event of view.events.latest), as the short label
 * shown at that seat until it acts again: made from the event's fields in the
 * language of the moment (the log's full line is the event's text). Null for
 * no event. */
export function latestLabel(view, e) {
  if (!e) return null;
  const where = () => {
    const r = view.map.regions.find((x) => x.id === e.region);
    const name = r ? pick(r.name) : e.region;
    return `${name} ${e.space == null ? t("cd.courtBtn") : t("cd.spaceN", { n: e.space + 1 })}`;
  };
  switch (e.kind) {
    case "placed":
    case "emperor":
      return cap(`${t("cd.latest." + e.kind, { piece: pick(PIECE[e.piece]), where: where() })} [${payText(e.pay)}]`);
    case "kept":
    case "took": return t("cd.latest." + e.kind, { c: colourName(e.colour) });
    case "exchanged": return t("cd.latest.exchanged", { c: colourName(e.discard) });
    case "special":
      return e.card === "exchange" ? `${pick(SPECIAL.exchange)}${colon()}${colourName(e.give)} → ${colourName(e.take)}` : pick(SPECIAL[e.card]);
    case "stopped":
    case "passed":
    case "drew":
    case "emperor_skipped": return t("cd.latest." + e.kind);
    default: return null;
  }
}

/** What the move just made changed, from its events (state.events, already
 * those the seat drawn may see): the regions it scored, the influence cards
 * taken, the cards kept ("seat:colour") and the display slots turned up. */
export function justChanged(events, seat) {
  const out = { scored: new Set(), influence: new Set(), kept: new Set(), display: new Set() };
  for (const e of events || []) {
    if (e.to && !e.to.includes(seat)) continue;
    if (e.kind === "scored") out.scored.add(e.region);
    else if (e.kind === "influence") out.influence.add(e.colour);
    else if (e.kind === "kept") out.kept.add(`${e.seat}:${e.colour}`);
    else if (e.kind === "display") out.display.add(e.slot);
  }
  return out;
}

/** The map as SVG, drawn from view.map. ``o``: ``acts``, the legal
 * placements (their regions are lit and tappable, through ``onSelect``);
 * ``sel``, the region shown large; ``sug``, the Emperor's suggestion;
 * ``recent(key)`` / ``placedNow(key)``, the pieces to ring (keys as
 * pieceKeys); ``justScored``, the regions the move just made scored;
 * ``name(seat)``; ``onRefuse(id)``, a tap on a region that is not lit.
 * Without ``onSelect`` nothing on it takes a tap (the end screen's final map). */
export function drawMap(view, o = {}) {
  const acts = o.acts || [];
  const justScored = o.justScored || new Set();
  const sel = o.sel || null;
  const sug = o.sug || null;
  const recent = o.recent || (() => false);
  const placedNow = o.placedNow || (() => false);
  const nm = o.name || ((seat) => String(seat));
  const select = o.onSelect || null;
  const refuse = o.onRefuse || null;
  const lit = new Set(select ? acts.map((a) => a.region) : []);
  const regions = view.map.regions;
  const at = {};
  for (const r of regions) at[r.id] = layout(r);
  const spacePos = (id) => { const k = id.lastIndexOf("-"); return at[id.slice(0, k)].spaces[Number(id.slice(k + 1))]; };
  const svg = s("svg", { class: "cd-map", viewBox: "0 0 1000 930", role: "group",
    "aria-label": pick({ ja: "地図", en: "Map" }) });
  for (const [a, b] of view.map.connections) {
    svg.append(s("line", { class: "cd-connection", x1: at[a].x, y1: at[a].y, x2: at[b].x, y2: at[b].y,
      dataset: { a, b } }));
  }
  for (const r of regions) {
    const L = at[r.id];
    const c = COLOURS[r.colour];
    const target = lit.has(r.id);
    const chosen = sel === r.id;
    const scored = view.scored.includes(r.id);
    const fresh = justScored.has(r.id);
    const g = s("g", { class: ["cd-region", target && "is-target", chosen && "is-selected", scored && "is-scored",
      fresh && "is-just-scored", sug && sug.region === r.id && "is-suggested"],
    dataset: { region: r.id, fx: `region-${r.id}` }, role: target ? "button" : "img", tabindex: target ? 0 : null,
    "aria-label": `${regionLabel(r)} (${colourName(r.colour)})${scored ? " — " + t(fresh ? "cd.justScored" : "cd.scored") : ""}`,
    "aria-pressed": target ? String(chosen) : null,
    onclick: target ? () => select(r.id) : refuse ? () => refuse(r.id) : null,
    onkeydown: target ? (e) => { if (e.key === "Enter" || e.key === " ") { e.preventDefault(); select(r.id); } } : null },
    s("rect", { class: "cd-region-box", x: L.left, y: L.top, width: L.w, height: L.h, rx: 18,
      fill: c.tint, stroke: c.fill }),
    s("text", { class: "cd-region-name", x: L.left + 12, y: L.top + 27 }, regionLabel(r)),
    // the region's colour mark, as on its cards: cards and regions match without colour vision
    markAt(r.colour, L.left + L.w - 84, L.top + 6, 24),
    scored ? s("text", { class: "cd-scored", x: L.left + L.w - 12, y: L.top + 27, "text-anchor": "end" }, "✓") : null);
    svg.append(g);
  }
  for (const [a, b] of view.map.roads) {
    const [x1, y1] = spacePos(a);
    const [x2, y2] = spacePos(b);
    svg.append(s("line", { class: "cd-road", x1, y1, x2, y2 }));
  }
  for (const r of regions) {
    const L = at[r.id];
    const mine = sel === r.id ? acts.filter((a) => a.region === r.id) : [];
    L.spaces.forEach(([x, y], i) => {
      const owner = view.houses[r.id][i];
      const fort = view.forts[r.id][i];
      const litSpace = mine.some((a) => a.space === i);
      const isSug = sug && sug.region === r.id && sug.space === i;
      const isNew = recent(`h:${r.id}:${i}`) || recent(`f:${r.id}:${i}`);
      const isMine = placedNow(`h:${r.id}:${i}`) || placedNow(`f:${r.id}:${i}`);
      const label = `${t("cd.space", { region: regionLabel(r), n: i + 1 })}${colon()}`
        + (owner == null ? t("cd.empty") : owner === 2 ? t("cd.emperor") : nm(owner))
        + (fort ? `, ${t("cd.fortress")}` : "");
      svg.append(s("g", { class: ["cd-space", litSpace && "is-lit", fort && "has-fort", isSug && "is-suggested", isNew && "is-recent", isMine && "is-placed"],
        dataset: { region: r.id, space: i, owner: owner == null ? "" : owner, fx: `space-${r.id}-${i}` }, role: "img", "aria-label": label },
      isNew || isMine ? s("rect", { x: x - BOX / 2 - 7, y: y - BOX / 2 - 7, width: BOX + 14, height: BOX + 14, rx: 9,
        class: isNew ? "cd-recent-ring" : "cd-placed-ring" }) : null,
      s("rect", { x: x - BOX / 2, y: y - BOX / 2, width: BOX, height: BOX, rx: 5, class: "cd-space-box" }),
      owner == null ? null : s("path", { class: "cd-house", fill: OWNER[owner].fill, stroke: OWNER[owner].stroke, "data-fx": `house-${r.id}-${i}`,
        d: `M${x - 11} ${y + 11} V${y - 2} L${x} ${y - 12} L${x + 11} ${y - 2} V${y + 11} Z` }),
      isSug ? star(starAt(L, i)) : null));
    });
    const [cx, cy] = L.court;
    const court = view.courts[r.id];
    const isSug = sug && sug.region === r.id && sug.space == null;
    const isNew = recent(`c:${r.id}`);
    const isMine = placedNow(`c:${r.id}`);
    const list = [0, 1, 2].filter((o) => court[o]).map((o) => `${o === 2 ? t("cd.emperor") : nm(o)} ${court[o]}`).join(", ") || t("cd.empty");
    const dots = [];
    let k = 0;
    [0, 1, 2].forEach((o) => { for (let j = 0; j < court[o]; j++, k++) {
      dots.push(s("circle", { class: "cd-emissary", cx: cx - 12 + (k % 3) * 12, cy: cy - 8 + Math.floor(k / 3) * 12, r: 5,
        fill: OWNER[o].fill, stroke: OWNER[o].stroke, dataset: { owner: o },
        // the owner's newest emissary is the one a placement flies to
        "data-fx": j === court[o] - 1 ? `emissary-${r.id}-${o}` : null }));
    } });
    svg.append(s("g", { class: ["cd-court", mine.some((a) => a.space == null) && "is-lit", isSug && "is-suggested", isNew && "is-recent", isMine && "is-placed"],
      dataset: { region: r.id, fx: `court-${r.id}` }, role: "img",
      "aria-label": t("cd.court", { region: regionLabel(r), list, cap: view.caps[r.id] }) },
    isNew || isMine ? s("circle", { class: isNew ? "cd-recent-ring" : "cd-placed-ring", cx, cy: cy + 4, r: 31 }) : null,
    s("circle", { class: "cd-court-ring", cx, cy: cy + 4, r: 24 }),
    s("text", { class: "cd-court-cap", x: cx, y: cy + 38, "text-anchor": "middle" }, `${court[0] + court[1] + court[2]}/${view.caps[r.id]}`),
    dots,
    isSug ? star(starAt(L, null)) : null));
  }
  return svg;
}

/** What a choice does, under its label where the player picks between
 * placements: a fortress is not self-explanatory (its numbers are the
 * engine's, from view.limits). */
export function actionDetail(view, a) {
  if (a.type === "place" && a.piece === "fortress") {
    return h("span", { class: "cd-choice-note" }, t("cd.fortress.x", { f: view.limits.fortress, mp: view.limits.pieces }));
  }
  return null;
}

// ------------------------------------------------------------------ mount
/** The map keys of the pieces a turn record put down ("h:chu:0" a house,
 * "f:chu:0" a fortress, "c:chu" an emissary on Chu's court). */
export function pieceKeys(rec) {
  const out = new Set();
  for (const p of (rec && rec.pieces) || []) {
    out.add(p.piece === "emissary" ? `c:${p.region}` : `${p.piece === "fortress" ? "f" : "h"}:${p.region}:${p.space}`);
  }
  return out;
}

/** The log lines of the current turn and of the one before it ({seat, lines}
 * each, or null): the last public events of each, which the engine's turn
 * records carry (view.turns; the whole log is the log panel's). */
export function turnLines(view) {
  const part = (rec) => (rec ? { seat: rec.seat, lines: rec.lines || [] } : null);
  const turns = view.turns || {};
  return { cur: part(turns.current), prev: part(turns.previous) };
}

// The table's state between draws, shared by the parts below: the state
// drawn (st), the region tapped (sel: shown large, its spaces choosable),
// the decision it was drawn for (key), a move on its way (busy), the bot's
// choice once Hint is tapped (hinted), and the pieces marked as just placed.
export function mount(el, ctx) {
  el.classList.add("china-duel");
  const V = { el, ctx, st: null, sel: null, key: null, busy: false, hinted: null, why: null,
              marks: { view: null, cur: new Set(), prev: new Set() }, changed: { st: undefined } };
  return {
    render: (state) => render(V, state),
    clear() { V.st = null; V.sel = null; el.replaceChildren(); },
    destroy() { el.replaceChildren(); },
  };
}

const nm = (V, seat) => (V.ctx.names[seat] != null ? V.ctx.names[seat] : "?");
const legal = (V) => (V.st && V.st.acting && !V.busy ? V.st.legal || [] : []);
const placements = (V) => legal(V).filter((a) => a.type === "place" || a.type === "emperor");
const same = (a, b) => a && b && JSON.stringify(a) === JSON.stringify(b);
// The Emperor's suggested placement, or the hint: starred on the map and
// offered with one tap, the same way.
const suggestion = (V) => {
  const v = V.st && V.st.view;
  if (V.hinted) return legal(V).find((a) => same(a, V.hinted)) || null;
  return v && v.phase === "emperor" && v.suggestion ? placements(V).find((a) => same(a, v.suggestion)) || null : null;
};
async function hint(V) {
  if (!V.ctx.hint) return;
  const a = await V.ctx.hint();
  if (!a || !V.st) return;
  V.hinted = a;
  if (a.region) V.sel = a.region;
  draw(V);
}

// "recent": placed in the other player's turn (the current or the last
// one) — what the viewer must notice; "placed": placed in the viewer's own
// current turn.
// Both come from the engine's turn records (view.turns), so they survive a reload.
const other = (V, seat) => V.st.seat == null || seat !== V.st.seat;
const turns = (V) => (V.st && V.st.view.turns) || {};
const marked = (V) => {
  if (V.marks.view !== V.st.view) {
    const { current, previous } = turns(V);
    V.marks = { view: V.st.view, cur: pieceKeys(current), prev: pieceKeys(previous) };
  }
  return V.marks;
};
const recent = (V, k) => {
  const { current, previous } = turns(V);
  const m = marked(V);
  return (!!current && m.cur.has(k) && other(V, current.seat)) || (!!previous && m.prev.has(k) && other(V, previous.seat));
};
const placedNow = (V, k) => { const { current } = turns(V); return !!current && marked(V).cur.has(k) && !other(V, current.seat); };
// What the move just made changed (state.events), marked until the next state.
const changed = (V) => {
  if (V.changed.st !== V.st) V.changed = { st: V.st, ...justChanged(V.st && V.st.events, V.st && V.st.seat) };
  return V.changed;
};

function act(V, action) {
  if (V.busy) return;
  V.busy = true;
  V.sel = null;
  V.ctx.act(action).finally(() => { V.busy = false; });
}

async function offer(V, title, acts) {
  if (acts.length === 1) { act(V, acts[0]); return; }
  const pickd = await V.ctx.choose(title, acts.map((a) => ({ label: actionText(V.st.view, a), value: a,
    detail: actionDetail(V.st.view, a) })));
  if (pickd != null) act(V, pickd);
}

// A tap on the map opens the region in the panel (a second tap keeps it
// open: on a phone the map's spaces are too small to hit, and a tap meant
// for one lands on its region). The panel is brought into view, since on a
// phone it is under the map.
function select(V, id) {
  V.sel = id;
  V.why = null;
  draw(V);
  const z = V.el.querySelector(".cd-zoom");
  if (!z) return;
  const r = z.getBoundingClientRect();
  if (r.top < 0 || r.bottom > window.innerHeight) bringIntoView(z);
}

// --- the map (overview; regions are the tap targets) ------------------------------
function board(V, view) {
  return drawMap(view, { acts: placements(V), sel: V.sel, sug: suggestion(V), recent: (k) => recent(V, k),
    placedNow: (k) => placedNow(V, k), justScored: changed(V).scored, name: (seat) => nm(V, seat),
    onSelect: (id) => select(V, id), onRefuse: V.st.acting ? (id) => refuse(V, id) : null });
}

// A tap on a region that is not lit says why, in the engine's words: its
// refusal of the placement the player most likely meant there (a house on
// a free space, paid with the region's colour or else a wild pair held;
// then an emissary on its court). A silent map reads as a broken one.
async function refuse(V, id) {
  if (!V.st || !V.st.acting || V.busy) return;
  const key = V.key;
  const view = V.st.view;
  const r = view.map.regions.find((x) => x.id === id);
  const type = view.phase === "emperor" ? "emperor" : "place";
  const hand = (type === "emperor" ? view.emperor_hand : view.hand) || [];
  const count = (c) => hand.filter((x) => x === c).length;
  const pair = Object.keys(COLOURS).find((c) => c !== r.colour && count(c) >= 2);
  const pay = count(r.colour) || !pair ? [r.colour] : [pair, pair];
  const free = view.houses[id].findIndex((o) => o == null);
  const tries = [];
  if (free >= 0) tries.push({ type, piece: "house", region: id, space: free, pay });
  tries.push({ type, piece: "emissary", region: id, space: null, pay });
  const why = [];
  for (const a of tries) {
    const text = await V.ctx.check(a);
    if (text && !why.includes(text)) why.push(text);
  }
  if (V.key !== key || !V.st) return;
  V.sel = null;
  V.why = { key, region: id, text: why.length ? why.join(" ") : t("cd.notLit") };
  draw(V);
  const el = V.el.querySelector(".cd-why");
  if (el) {
    const b = el.getBoundingClientRect();
    if (b.top < 0 || b.bottom > window.innerHeight) el.scrollIntoView({ block: "nearest" });
  }
}

// --- the selected region, large: every space and the court a big button -------------
function zoom(V, view) {
  const acts = placements(V);
  if (!acts.length) return null;
  if (!V.sel) return h("div", { class: "cd-zoom cd-zoom-empty" }, t("cd.pickRegion"));
  const r = view.map.regions.find((x) => x.id === V.sel);
  const mine = acts.filter((a) => a.region === V.sel);
  const sug = suggestion(V);
  const title = regionLabel(r);
  const houseIcon = (owner) => h("span", { class: "cd-zhouse", dataset: { owner }, style: { background: OWNER[owner].fill,
    borderColor: OWNER[owner].stroke }, "aria-hidden": "true" });
  const cells = [];
  for (let i = 0; i < r.spaces; i++) {
    const owner = view.houses[V.sel][i];
    const fort = view.forts[V.sel][i];
    const here = mine.filter((a) => a.space === i);
    const isSug = sug && sug.region === V.sel && sug.space === i;
    const what = owner == null ? t("cd.empty") : owner === 2 ? t("cd.emperorShort") : nm(V, owner);
    const canList = [...new Set(here.map((a) => pick(PIECE[a.piece])))];
    const can = canList.join("/");
    const body = [h("span", { class: "cd-zn" }, String(i + 1)),
      owner == null ? null : houseIcon(owner),
      fort ? h("span", { class: "cd-zfort", "aria-hidden": "true" }, pieceIcon("fortress", 2, "cd-piece")) : null,
      canList.length ? canList.map((c) => h("span", { class: "cd-zcan" }, "+" + c)) : h("span", { class: "cd-zwhat" }, what),
      isSug ? h("span", { class: "cd-zstar" }, "★") : null];
    const label = `${t("cd.space", { region: title, n: i + 1 })}${colon()}${what}${fort ? ", " + t("cd.fortress") : ""}${can ? " — " + can : ""}${isSug ? " ★ " + t("cd.suggestedMark") : ""}`;
    const cls = ["cd-zspace", here.length && "is-target", fort && "has-fort", isSug && "is-suggested",
      (recent(V, `h:${V.sel}:${i}`) || recent(V, `f:${V.sel}:${i}`)) && "is-recent"];
    const ds = { region: V.sel, space: i, owner: owner == null ? "" : owner };
    cells.push(here.length
      ? h("button", { type: "button", class: cls, dataset: ds, "aria-label": label,
        onclick: () => offer(V, t("cd.choosePlace", { region: title }), here) }, body)
      : h("span", { class: cls, dataset: ds, role: "img", "aria-label": label }, body));
  }
  const court = view.courts[V.sel];
  const here = mine.filter((a) => a.space == null);
  const isSug = sug && sug.region === V.sel && sug.space == null;
  const n = court[0] + court[1] + court[2];
  const courtBody = [h("span", { class: "cd-zn" }, t("cd.courtBtn")),
    h("span", { class: "cd-zdots" }, [0, 1, 2].map((o) => Array.from({ length: court[o] }, () =>
      h("span", { class: "cd-zdot", dataset: { owner: o }, style: { background: OWNER[o].fill, borderColor: OWNER[o].stroke } })))),
    h("span", { class: "cd-zwhat" }, t("cd.cap", { n, cap: view.caps[V.sel] })),
    isSug ? h("span", { class: "cd-zstar" }, "★") : null];
  const list = [0, 1, 2].filter((o) => court[o]).map((o) => `${o === 2 ? t("cd.emperor") : nm(V, o)} ${court[o]}`).join(", ") || t("cd.empty");
  const cLabel = t("cd.court", { region: title, list, cap: view.caps[V.sel] }) + (here.length ? ` — +${pick(PIECE.emissary)}` : "");
  const cCls = ["cd-zcourt", here.length && "is-target", isSug && "is-suggested", recent(V, `c:${V.sel}`) && "is-recent"];
  const courtEl = here.length
    ? h("button", { type: "button", class: cCls, dataset: { region: V.sel }, "aria-label": cLabel,
      onclick: () => offer(V, t("cd.choosePlace", { region: title }), here) }, courtBody)
    : h("span", { class: cCls, dataset: { region: V.sel }, role: "img", "aria-label": cLabel }, courtBody);
  return h("div", { class: "cd-zoom", dataset: { region: V.sel }, style: { borderColor: COLOURS[r.colour].fill,
    background: COLOURS[r.colour].tint } },
  h("div", { class: "cd-zoom-head" }, h("strong", null, title), " ",
    h("span", { class: "muted-dark" }, colourName(r.colour), view.scored.includes(V.sel) ? ` · ${t("cd.scored")}` : "")),
  // Said before the piece goes in: the turn's placing ends with it (the
  // 3-2-1 rule), which surprised a player holding a second card.
  onlyOne(view, V.sel) ? h("div", { class: "cd-one-piece" }, t("cd.onePiece")) : null,
  h("div", { class: "cd-zgrid" }, cells, courtEl));
}

/** Whether a player's first piece of the turn would be the region's first
 * piece (then it is the only one there this turn). */
function onlyOne(view, id) {
  return view.phase === "play" && !view.turn.placed.length
    && view.houses[id].every((o) => o == null) && !view.forts[id].some(Boolean) && !view.courts[id].some(Boolean);
}

// --- cards and panels -----------------------------------------------------------
function card(c, extra = {}) {
  const { onclick, target, count, fresh, fx } = extra;
  return cardFace(c, { onclick, count, extra: [target && "is-target", fresh && "is-new"], dataset: fx ? { fx } : {} });
}

function seatPanel(V, view, seat) {
  const active = view.active === seat && view.phase !== "over";
  const isBot = V.ctx.bots[seat];
  const kept = Object.entries(view.kept[seat]).filter(([, n]) => n > 0);
  const infl = Object.keys(COLOURS).filter((c) => view.influence[c] === seat);
  const sup = view.supply[seat];
  const now = changed(V);
  // The seat's latest act stays at its side until it acts again (never an
  // event the seat drawn may not see: the engine's block is already its own).
  const latest = view.events && view.events.latest ? view.events.latest[seat] : null;
  const said = latest && (!latest.to || latest.to.includes(V.st.seat)) ? latestLabel(view, latest) : null;
  return h("section", { class: ["cd-seat", "owner-" + seat, active && "is-turn"], dataset: { seat, fxSeat: seat } },
    h("div", { class: "cd-seat-head" },
      h("span", { class: "cd-piece-swatch", style: { background: OWNER[seat].fill, borderColor: OWNER[seat].stroke }, "aria-hidden": "true" }),
      h("strong", { class: "cd-seat-name" }, nm(V, seat)),
      h("span", { class: "cd-score", dataset: { n: view.scores[seat], fx: `seatscore-${seat}` } }, t("cd.score", { n: view.scores[seat] })),
      isBot ? h("span", { class: "tag tag-bot" }, t("cd.bot")) : null,
      view.start === seat ? h("span", { class: "tag cd-start", title: t("cd.start"), "aria-label": t("cd.start") }, "♛ ", t("cd.startShort")) : null,
      active ? h("span", { class: ["tag", "tag-turn", isBot && "is-thinking"] },
        isBot ? t("cd.thinking") : V.st.acting && V.st.seat === seat ? t("cd.you") : "…") : null,
      said ? h("span", { class: "cd-latest", dataset: { seat, kind: latest.kind, move: latest.move },
        "aria-label": t("cd.latestOf", { name: nm(V, seat), what: said }) }, said) : null),
    // label | contents, one line each, so the panel stays short under the map
    h("div", { class: "cd-seat-grid" },
      h("span", { class: "cd-label" }, t("cd.kept")),
      h("span", { class: "cd-row", dataset: { fx: `kept-${seat}` } }, kept.length ? kept.map(([c, n]) => card(c, { count: n, fresh: now.kept.has(`${seat}:${c}`), fx: `kept-${seat}-${c}` })) : h("span", { class: "muted-light" }, t("cd.none"))),
      h("span", { class: "cd-label" }, t("cd.influenceShort")),
      h("span", { class: "cd-row", dataset: { fx: `infl-${seat}` } }, infl.length ? infl.map((c) => influenceCard(c, { fresh: now.influence.has(c),
        dataset: { fx: `infl-${seat}-${c}` }, label: colourName(c) + (now.influence.has(c) ? ` — ${t("cd.justTaken")}` : "") }))
        : h("span", { class: "muted-light" }, t("cd.none"))),
      h("span", { class: "cd-label" }, t("cd.specialsShort")),
      h("span", { class: "cd-row", dataset: { fx: `specials-${seat}` } }, view.specials[seat].length ? view.specials[seat].map((sp) => specialCard(sp, pick(SPECIAL[sp])))
        : h("span", { class: "muted-light" }, t("cd.none")))),
    // What the player has left, drawn: the hand as a pile of backs, the pieces as pieces.
    h("div", { class: "cd-supply" }, pile(view.hand_counts[seat], t("cd.handCount", { n: view.hand_counts[seat] }), "cd-handpile", { fx: `handpile-${seat}` }),
      supplyIcons(sup, t("cd.supply", { h: sup.house, e: sup.emissary, f: sup.fortress }), seat)));
}

function tablePanel(V, view) {
  const sup = view.supply[2];
  const now = changed(V);
  const holder = (c) => view.influence[c];
  const who = (c) => (holder(c) == null ? t("cd.nobody") : nm(V, holder(c)));
  return h("section", { class: "cd-common" },
    h("div", { class: "cd-row cd-emperor", dataset: { fx: "emperor" } }, h("span", { class: "cd-label" }, t("cd.emperorHand")),
      view.emperor_hand.map((c) => card(c)),
      supplyIcons(sup, t("cd.supply", { h: sup.house, e: sup.emissary, f: 0 }), 2)),
    h("div", { class: "cd-row cd-display", dataset: { fx: "display" } }, h("span", { class: "cd-label" }, t("cd.display")),
      view.display.map((c, i) => card(c, { fresh: now.display.has(i), fx: `display-${i}` })),
      pile(view.deck_count, t("cd.deck", { n: view.deck_count }), "cd-deck", { fx: "deck" }),
      pile(view.discard_count, t("cd.discard", { n: view.discard_count }), "cd-discard", { fx: "discard" })),
    h("div", { class: "cd-row cd-influences" }, h("span", { class: "cd-label" }, t("cd.influence")),
      Object.keys(COLOURS).map((c) => influenceCard(c, { holder: holder(c), fresh: now.influence.has(c), dataset: { fx: `influence-${c}` },
        holderName: who(c), label: `${colourName(c)}${colon()}${who(c)}` }))));
}

function button(a, label, sub, onclick, cls) {
  return h("button", { type: "button", class: ["btn", "cd-act", cls], dataset: { type: a.type, card: a.card || null },
    onclick }, h("span", { class: "cd-act-main" }, label), sub ? h("span", { class: "cd-act-sub" }, sub) : null);
}

function controls(V, view) {
  const acts = legal(V);
  const out = [];
  const sug = suggestion(V);
  if (sug) {
    const onMap = sug.type === "place" || sug.type === "emperor";
    out.push(h("button", { type: "button", class: "btn btn-primary cd-suggestion", onclick: () => act(V, sug) },
      h("span", { class: "cd-act-main" }, "★ ", t("cd.accept", { what: actionText(view, sug) })),
      onMap ? h("span", { class: "cd-act-sub" }, t("cd.orChoose")) : null));
  } else if (acts.length && V.ctx.hint) {
    out.push(h("button", { type: "button", class: "btn cd-hint-btn", onclick: () => hint(V) }, t("cd.hint")));
  }
  const exch = acts.filter((a) => a.type === "special" && a.card === "exchange");
  const turnExch = acts.filter((a) => a.type === "exchange");
  if (turnExch.length) {
    out.push(button({ type: "exchange" }, t("cd.exchangeTurnBtn"), t("cd.sub.exchangeTurn"),
      () => offer(V, t("cd.chooseDiscard"), turnExch)));
  }
  for (const a of acts) {
    if (a.type === "place" || a.type === "emperor" || a.type === "draw" || a.type === "exchange") continue;
    if (a.type === "special" && a.card === "exchange") continue;
    const sub = a.type === "special" ? t("cd.sub." + a.card, { mp: view.limits.pieces })
      : a.type === "stop" ? t("cd.sub.stop") : a.type === "keep" ? t("cd.sub.keep") : a.type === "emperor_skip" ? t("cd.sub.emperorSkip") : null;
    out.push(button(a, actionText(view, a), sub, () => act(V, a), a.type === "keep" && "cd-keep"));
  }
  if (exch.length) {
    out.push(button({ type: "special", card: "exchange" }, pick(SPECIAL.exchange), t("cd.sub.exchange"),
      () => offer(V, t("cd.chooseExchange"), exch)));
  }
  return out.length ? h("div", { class: "cd-controls" }, out) : null;
}

function prompt(V, view) {
  const step = t("cd.phase." + view.phase);
  const who = view.phase === "over" ? step : t("cd.toAct", { name: nm(V, view.active), step });
  const out = [h("div", { class: "cd-now" }, who)];
  if (V.st.acting && view.phase !== "over") out.push(h("div", { class: "cd-hint" }, t("cd.step." + view.phase, { mc: view.limits.cards, mp: view.limits.pieces, hand: view.limits.hand })));
  if (V.why && V.why.key === V.key && V.st.acting) {
    out.push(h("div", { class: "cd-why", role: "status", dataset: { region: V.why.region } },
      t("cd.whyNot", { region: regionName(view, V.why.region), why: V.why.text })));
  }
  if (view.phase === "emperor") {
    out.push(h("div", { class: "cd-row cd-emperor-now", dataset: { fx: "emperor" } }, h("span", { class: "cd-label" }, t("cd.emperorHand")),
      view.emperor_hand.map((c) => card(c))));
  }
  if (view.phase === "play" && !view.turn.exchange) {
    const placed = view.turn.placed;
    const regs = [...new Set(placed.map((p) => p.region))];
    const pieces = [...new Set(placements(V).map((a) => pick(PIECE[a.piece])))];
    out.push(h("div", { class: "cd-limits", dataset: { cards: view.turn.played.length, pieces: placed.length } },
      t("cd.limits", { c: view.turn.played.length, p: placed.length, mc: view.limits.cards, mp: view.limits.pieces }),
      regs.length && !view.turn.two_regions ? ` · ${t("cd.limitRegion", { region: regionName(view, regs[0]) })}` : "",
      view.turn.played.length ? h("span", { class: "cd-played", dataset: { fx: "played" } }, " ", view.turn.played.map((c) => card(c))) : null));
    if (V.st.acting && pieces.length) out.push(h("div", { class: "cd-allowed" }, t("cd.allowed", { list: pieces.join("・") })));
  }
  return h("div", { class: "cd-prompt" }, out);
}

function status(V, view) {
  return h("div", { class: "cd-status" },
    h("strong", { dataset: { fx: "round" } }, t("cd.round", { n: view.round })), " · ",
    h("span", null, t("cd.rules." + view.rules)), " · ",
    h("span", { class: "cd-runouts", dataset: { n: view.runouts } }, t("cd.runouts", { n: view.runouts, of: view.limits.runouts })),
    view.last_round ? h("span", { class: "tag tag-turn" }, t("cd.lastRound")) : null,
    // The scores, in case the players' panels are off screen (portrait, phone).
    h("span", { class: "cd-status-scores" }, [0, 1].map((seat) => h("span", { class: "cd-status-score", dataset: { seat, fx: `score-${seat}` } },
      h("span", { class: "cd-piece-swatch", style: { background: OWNER[seat].fill, borderColor: OWNER[seat].stroke }, "aria-hidden": "true" }),
      `${nm(V, seat)} ${view.scores[seat]}`))));
}

function lastTurn(V, view) {
  if (view.phase === "over") return null;
  const { cur, prev } = turnLines(view);
  const names = (txt) => txt.replace(/\{seat:(\d)\}/g, (_, n) => nm(V, Number(n)));
  const block = (key, part) => (part && part.lines.length ? h("div", { class: "cd-turnlog", dataset: { seat: part.seat, turn: key } },
    h("strong", null, t(key === "prev" ? "cd.lastTurn" : "cd.thisTurn", { name: nm(V, part.seat) })),
    h("ol", null, part.lines.slice(-8).map((l) => h("li", { dataset: { kind: l.kind } }, names(pick(l.text)))))) : null);
  // Watching someone else's turn: what they have done so far; and the turn before.
  const showCur = !(V.st.acting && V.st.seat === view.active);
  const parts = [showCur ? block("cur", cur) : null, block("prev", prev)].filter(Boolean);
  // (the box is there even empty: on a tablet its place is kept for the lines to come)
  return h("section", { class: "cd-last", "aria-live": "polite" }, parts);
}

/** The refill step: the display's cards and the deck, in the action panel. */
function drawRow(V, view) {
  const acts = legal(V);
  const draws = acts.filter((a) => a.type === "draw" && a.from === "display");
  const deckDraw = acts.find((a) => a.type === "draw" && a.from === "deck");
  if (!draws.length && !deckDraw) return null;
  const drawColours = new Set(draws.map((a) => a.colour));
  return h("div", { class: "cd-row cd-draw", dataset: { fx: "display" } }, h("span", { class: "cd-label" }, t("cd.display")),
    view.display.map((c) => card(c, drawColours.has(c) ? { target: true, onclick: () => act(V, draws.find((a) => a.colour === c)) } : {})),
    deckDraw ? h("button", { type: "button", class: "btn cd-deck is-target", dataset: { fx: "deck" }, onclick: () => act(V, deckDraw) },
      h("span", { class: "cd-back", "aria-hidden": "true" }), t("cd.drawDeck"), " ", h("span", { class: "cd-muted" }, `(${view.deck_count})`)) : null);
}

function myHand(V, view) {
  if (V.st.seat == null || !view.hand) return null;
  return h("div", { class: "cd-row cd-myhand", dataset: { seat: V.st.seat, fx: "hand" } },
    h("span", { class: "cd-label" }, `${nm(V, V.st.seat)} — ${t("cd.hand")}`),
    view.hand.map((c) => card(c)));
}

function draw(V) {
  if (!V.st) return;
  const view = V.st.view;
  if (V.sel && !placements(V).some((a) => a.region === V.sel)) V.sel = null;
  V.el.replaceChildren(h("div", { class: "cd-table", dataset: { acting: V.st.acting && !V.busy ? "1" : "0",
    phase: view.phase, active: view.active, actions: view.actions, selected: V.sel || "" } },
  status(V, view),
  // One grid whose areas view.css places by the screen's shape: on a tablet
  // every part has a box of its own, sized by the screen and not by what it
  // holds, so the whole table is on one screen and nothing moves as the
  // bot plays.
  h("div", { class: "cd-main" },
    h("div", { class: "cd-board" }, board(V, view)),
    tablePanel(V, view),
    lastTurn(V, view),
    h("section", { class: ["cd-action", V.st.acting && "is-acting"] },
      prompt(V, view), h("div", { class: "cd-pick" }, zoom(V, view), drawRow(V, view), myHand(V, view)), controls(V, view)),
    h("div", { class: "cd-seats" }, seatPanel(V, view, 0), seatPanel(V, view, 1)))));
}

function render(V, state) {
  const k = `${state.seat}|${state.view.actions}`;
  V.st = state;
  if (k !== V.key) {
    V.key = k;
    V.hinted = null;
    const sug = suggestion(V);
    // The Emperor step opens on the suggested region.
    V.sel = sug ? sug.region : null;
  }
  draw(V);
}

/** Under the final standings: the final map, read-only (where the points
 * came from: houses, fortresses, courts, chains), and the points of each kind. */
export function standings(result, view, ctx) {
  if (!result || !result.points) return null;
  return h("div", { class: "cd-final" }, finalMap(view, ctx), breakdown(result, view, ctx));
}

function finalMap(view, ctx) {
  if (!view || !view.map) return null;
  const owners = [0, 1, 2].map((o) => h("span", { class: "cd-legend-item" },
    h("span", { class: "cd-piece-swatch", style: { background: OWNER[o].fill, borderColor: OWNER[o].stroke }, "aria-hidden": "true" }),
    o === 2 ? t("cd.emperor") : ctx.names[o]));
  return h("figure", { class: "cd-final-map" },
    drawMap(view, { name: (seat) => ctx.names[seat] }),
    h("figcaption", null, h("strong", null, t("cd.finalMap")), " ", owners));
}

function breakdown(result, view, ctx) {
  // The numbers in the explanations are the engine's (view.limits, view.map).
  const explain = view && view.limits ? { f: view.limits.fortress, k: view.limits.chain_min, n: view.map.connections.length } : {};
  const rows = [["houses", "cd.houses"], ["emperor", "cd.emperorPts"], ["emissaries", "cd.emissaries"], ["chains", "cd.chains"]];
  return h("section", { class: "cd-breakdown" },
    h("h3", null, t("cd.breakdown")),
    h("table", { class: "result-table" },
      h("thead", null, h("tr", null, h("th", null, ""), [0, 1].map((s2) => h("th", { scope: "col", class: "num", title: ctx.names[s2] }, ctx.names[s2])))),
      h("tbody", null, rows.map(([k, label]) => h("tr", { dataset: { kind: k } }, h("th", { scope: "row" }, t(label),
        h("span", { class: "cd-explain" }, t(label + ".x", explain))),
        [0, 1].map((s2) => h("td", { class: "num" }, String(result.points[s2][k])))))),
      h("tfoot", null, h("tr", null, h("th", { scope: "row" }, t("cd.total")),
        result.scores.map((x) => h("td", { class: "num total" }, String(x)))))));
}

export function rulesHTML(l) {
  return rulesText(l);
}
