// Standard playing cards drawn in HTML/CSS (no images).
//
// Card ids: "<rank><suit>" with ranks 3 4 5 6 7 8 9 T J Q K A 2 and suits
// S H D C; jokers "BJ" (black/small) and "RJ" (red/big); an optional "#2"
// suffix marks the second copy in a double deck.
import { h, svg } from "./dom.js";
import { lang } from "../i18n.js";

const SUITS = {
  S: { sym: "♠", red: false, en: "spades", ja: "スペード" },
  H: { sym: "♥", red: true, en: "hearts", ja: "ハート" },
  D: { sym: "♦", red: true, en: "diamonds", ja: "ダイヤ" },
  C: { sym: "♣", red: false, en: "clubs", ja: "クラブ" },
};
const RANK_TEXT = { T: "10" };
const RANK_NAME_EN = { T: "10", J: "jack", Q: "queen", K: "king", A: "ace" };

/** Parse an id into {id, rank, suit|null, joker: "BJ"|"RJ"|null, copy} */
export function parseCard(id) {
  const [base, copy] = String(id).split("#");
  if (base === "BJ" || base === "RJ") return { id, rank: base, suit: null, joker: base, copy: copy ? Number(copy) : 1 };
  return { id, rank: base.slice(0, -1), suit: base.slice(-1), joker: null, copy: copy ? Number(copy) : 1 };
}

/** The rank of a card id ("T", "2", "BJ", ...): suits and copies stripped. */
export function rankOf(id) {
  return parseCard(id).rank;
}

export function rankText(rank) {
  if (rank === "BJ") return lang() === "ja" ? "小王" : "Black joker";
  if (rank === "RJ") return lang() === "ja" ? "大王" : "Red joker";
  return RANK_TEXT[rank] || rank;
}

/** Accessible name: "10 of hearts" / "ハートの10", "Red joker (big)" / "大王（赤ジョーカー）". */
export function cardName(id) {
  const c = parseCard(id);
  const ja = lang() === "ja";
  if (c.joker === "RJ") return ja ? "大王（赤ジョーカー）" : "Red joker (big)";
  if (c.joker === "BJ") return ja ? "小王（黒ジョーカー）" : "Black joker (small)";
  const s = SUITS[c.suit];
  if (ja) return `${s.ja}の${RANK_TEXT[c.rank] || c.rank}`;
  const r = RANK_NAME_EN[c.rank] || c.rank;
  return `${r[0].toUpperCase()}${r.slice(1)} of ${s.en}`;
}

// A jester's cap of our own drawing: three floppy points with a bell each,
// on a band. Its colours (the game's stylesheet) tell the big joker from
// the small.
function jesterCap() {
  return svg("svg", { class: "card-joker-cap", viewBox: "-4 -3 32 24", "aria-hidden": "true" },
    svg("path", { class: "cap", d: "M4 17 C3 11 1 8 -1 10 C1 4 7 6 9 11 C9 5 11 1 15 0 C13 3 14 7 15 11 "
      + "C17 6 22 4 25 10 C23 8 21 11 20 17 Z" }),
    svg("rect", { class: "band", x: 3, y: 16, width: 18, height: 4, rx: 1.5 }),
    [[-1, 10], [15, 0], [25, 10]].map(([cx, cy]) => svg("circle", { class: "bell", cx, cy, r: 2.2 })));
}

function face(c) {
  if (c.joker) {
    // "JOKER" down the side a fanned card always shows; which joker, in
    // words a player of the language reads (大 / 小, as the Chinese deck
    // prints them; BIG / SMALL)
    const big = c.joker === "RJ";
    const ja = lang() === "ja";
    return [
      h("span", { class: "card-joker-text", "aria-hidden": "true" }, "JOKER"),
      jesterCap(),
      h("span", { class: "card-joker-size", "aria-hidden": "true" }, big ? (ja ? "大" : "BIG") : (ja ? "小" : "SMALL")),
    ];
  }
  const s = SUITS[c.suit];
  const r = RANK_TEXT[c.rank] || c.rank;
  return [
    h("span", { class: "card-corner", "aria-hidden": "true" },
      h("span", { class: "card-rank" }, r), h("span", { class: "card-suit" }, s.sym)),
    h("span", { class: "card-pip", "aria-hidden": "true" }, s.sym),
  ];
}

function classes(c, extra) {
  const red = c.joker ? c.joker === "RJ" : SUITS[c.suit].red;
  return ["card", red ? "card-red" : "card-black", c.joker ? "card-joker" : null, extra].filter(Boolean).join(" ");
}

/** A face-up card as a non-interactive element (role img). size: "" | "mini". */
export function cardFace(id, { size = "", extra = "" } = {}) {
  const c = parseCard(id);
  return h("span", { class: classes(c, [size && "card-" + size, extra].filter(Boolean).join(" ")),
    role: "img", "aria-label": cardName(id), dataset: { card: id, rank: c.rank } }, face(c));
}

/** A face-up card as a toggle button (aria-pressed). */
export function cardButton(id, { selected = false, extra = "" } = {}) {
  const c = parseCard(id);
  return h("button", { type: "button", class: classes(c, ["card-button", extra].filter(Boolean).join(" ")),
    "aria-label": cardName(id), "aria-pressed": selected ? "true" : "false",
    dataset: { card: id, rank: c.rank } }, face(c));
}

/** A face-down card. */
export function cardBack({ size = "", label = "" } = {}) {
  return h("span", { class: ["card", "card-back", size && "card-" + size].filter(Boolean).join(" "),
    role: label ? "img" : null, "aria-label": label || null, "aria-hidden": label ? null : "true" });
}
