// China Duel's cards and pieces, drawn (our own shapes, no publisher's art):
// one card face for every card on the table (the hand, the display, the
// Emperor's open hand, the kept cards, a card in flight), the players' and
// the Emperor's pieces (house, emissary, fortress), the influence cards, the
// special cards and the deck. Each colour has its own mark besides its
// colour, so the cards are told apart without colour vision; the colour's
// name is each card's label for screen readers.
import { h, svg as svgEl } from "../ui/dom.js";
import { pick } from "../i18n.js";

/** Card colours on the table (the engine names them). */
export const COLOURS = {
  violet: { fill: "#8e5bd0", tint: "#e6dbf6", name: { ja: "紫", en: "violet" } },
  yellow: { fill: "#e2b80f", tint: "#fbf0c2", name: { ja: "黄", en: "yellow" } },
  orange: { fill: "#ee8426", tint: "#fde0c6", name: { ja: "橙", en: "orange" } },
  green: { fill: "#3a9a4a", tint: "#d6eed9", name: { ja: "緑", en: "green" } },
  red: { fill: "#d0403c", tint: "#f7d4d2", name: { ja: "赤", en: "red" } },
};
/** Pieces: seat 0 black, seat 1 white, the Emperor gold. */
export const OWNER = [{ fill: "#222", stroke: "#000" }, { fill: "#fff", stroke: "#222" }, { fill: "#d9a520", stroke: "#7a5a00" }];

// Each colour's mark, in a 20×20 box: a diamond, a sun, a peak, a pine, a
// lantern — shapes that differ in outline, not only in colour.
const MARK = {
  violet: "M10 1.5 L18.5 10 L10 18.5 L1.5 10 Z",
  yellow: "M10 4 A6 6 0 1 1 9.99 4 Z M10 0 V2.5 M10 17.5 V20 M0 10 H2.5 M17.5 10 H20 M3 3 L4.8 4.8 M15.2 15.2 L17 17 M17 3 L15.2 4.8 M4.8 15.2 L3 17",
  orange: "M10 2 L19 18 H1 Z",
  green: "M10 1 L16 8 H13 L18 14 H12 V19 H8 V14 H2 L7 8 H4 Z",
  red: "M6 2 H14 V4 Q19 6 19 11 Q19 16 14 17 V19 H6 V17 Q1 16 1 11 Q1 6 6 4 Z",
};

/** A colour's mark as a small SVG (white on the card's colour). */
export function mark(colour, cls = "cd-mark") {
  return svgEl("svg", { class: cls, viewBox: "0 0 20 20", "aria-hidden": "true", "data-mark": colour },
    svgEl("path", { d: MARK[colour], fill: "#fff", stroke: "rgb(0 0 0 / .55)", "stroke-width": 1.2,
      "stroke-linejoin": "round", "stroke-linecap": "round" }));
}

/** A colour's mark inside an SVG drawing (the map's regions): ``size``
 * units wide, its top-left corner at (x, y). */
export function markAt(colour, x, y, size) {
  return svgEl("g", { class: "cd-region-mark", transform: `translate(${x} ${y}) scale(${size / 20})`, "aria-hidden": "true" },
    svgEl("path", { d: MARK[colour], fill: COLOURS[colour].fill, stroke: "#1a1a1a", "stroke-width": 1.4,
      "stroke-linejoin": "round", "stroke-linecap": "round" }));
}

export const colourName = (c) => pick(COLOURS[c].name);

/**
 * A card's face: the colour, its mark large in the middle and small in the
 * corner; `count` (kept cards) as a badge. A button when `onclick` is given
 * (a 44 px target). `cls`: the card's place on the table ("cd-card" for the
 * table's own cards; a card in flight is only a face).
 */
export function cardFace(c, { onclick = null, count = null, cls = "cd-card", extra = [], dataset = {}, label = null } = {}) {
  const attrs = { class: ["cd-face", cls, ...extra], dataset: { colour: c, ...dataset },
    "aria-label": label || colourName(c) + (count != null ? ` ×${count}` : "") };
  const body = [mark(c, "cd-mark cd-mark-corner"), mark(c, "cd-mark cd-mark-big"),
    count != null ? h("span", { class: "cd-count", "aria-hidden": "true" }, `×${count}`) : null];
  return tinted(onclick ? h("button", { ...attrs, type: "button", onclick }, body) : h("span", { ...attrs, role: "img" }, body), c);
}

// The colour as custom properties, set through the CSSOM (the page's
// content security policy refuses style attributes).
function tinted(el, c) {
  el.style.setProperty("--cd-c", COLOURS[c].fill);
  el.style.setProperty("--cd-t", COLOURS[c].tint);
  return el;
}

// The pieces, in a 24×24 box: a house (roof and walls), an emissary (a
// figure: head and robe), a fortress (a tower with battlements).
const PIECE_PATH = {
  house: "M3 22 V11 L12 3 L21 11 V22 Z",
  emissary: "M12 2.5 A4 4 0 1 1 11.99 2.5 Z M5 22 Q5 12 12 12 Q19 12 19 22 Z",
  fortress: "M3 22 V6 H7 V9 H10 V6 H14 V9 H17 V6 H21 V22 H14 V16 H10 V22 Z",
};

/** A piece of ``owner`` (0, 1, or 2 the Emperor) as a small SVG. */
export function pieceIcon(piece, owner, cls = "cd-piece") {
  const o = piece === "fortress" ? { fill: "#8a8a8a", stroke: "#333" } : OWNER[owner];
  return svgEl("svg", { class: cls, viewBox: "0 0 24 24", "aria-hidden": "true", "data-piece": piece, "data-owner": owner },
    svgEl("path", { d: PIECE_PATH[piece], fill: o.fill, stroke: o.stroke, "stroke-width": 1.8, "stroke-linejoin": "round" }));
}

/** A piece in flight (the table's fly effect takes an element). */
export function pieceNode(piece, owner) {
  return h("span", { class: "cd-fly-piece", dataset: { piece, owner } }, pieceIcon(piece, owner, "cd-piece cd-piece-big"));
}

/** Pieces left in a supply: each kind's piece with its count (the words are the label). */
export function supplyIcons(sup, label, owner) {
  const kinds = ["house", "emissary", "fortress"].filter((k) => k !== "fortress" || owner !== 2);
  return h("span", { class: "cd-supply-icons", role: "img", "aria-label": label },
    kinds.map((k) => h("span", { class: ["cd-stock", !sup[k] && "is-empty"], dataset: { piece: k } },
      pieceIcon(k, owner), h("span", { class: "cd-stock-n" }, String(sup[k])))));
}

/** The special cards' names. */
export const SPECIAL = {
  emperor_first: { ja: "皇帝を先に", en: "Emperor first" },
  exchange: { ja: "カード交換", en: "Card exchange" },
  two_regions: { ja: "2地域", en: "Two regions" },
};

// A special card's picture: a crown (the Emperor first), two arrows (the
// card exchange), two squares (two regions).
const SPECIAL_PATH = {
  emperor_first: "M3 17 L2 7 L7 11 L10 4 L13 11 L18 7 L17 17 Z",
  exchange: "M3 7 H14 L11 4 M14 7 L11 10 M17 13 H6 L9 10 M6 13 L9 16",
  two_regions: "M2 5 H9 V12 H2 Z M11 9 H18 V16 H11 Z",
};

/** A special card: its picture and its name (the name says what it does). */
export function specialCard(sp, name, dataset = {}) {
  return h("span", { class: "cd-special", dataset: { special: sp, ...dataset }, title: name },
    svgEl("svg", { class: "cd-special-pic", viewBox: "0 0 20 20", "aria-hidden": "true" },
      svgEl("path", { d: SPECIAL_PATH[sp], fill: sp === "exchange" ? "none" : "#c8952a", stroke: "#5a3a00",
        "stroke-width": 1.6, "stroke-linejoin": "round", "stroke-linecap": "round" })),
    h("span", { class: "cd-special-name" }, name));
}

/** An influence card: the colour's mark on a seal-shaped card, and, where
 * the holder is shown, the holder's piece colour and name. */
export function influenceCard(c, { holder = undefined, holderName = null, fresh = false, dataset = {}, label = null } = {}) {
  const ds = { colour: c, ...dataset };
  if (holder !== undefined) ds.holder = holder == null ? "" : holder;
  return tinted(h("span", { class: ["cd-influence", fresh && "is-new", holder === null && "is-free"], dataset: ds,
    role: "img", "aria-label": label || colourName(c) },
  h("span", { class: "cd-influence-seal" }, mark(c, "cd-mark")),
  holderName != null ? h("span", { class: "cd-influence-who" },
    holder != null ? h("span", { class: "cd-piece-swatch", style: { background: OWNER[holder].fill, borderColor: OWNER[holder].stroke } }) : null,
    holderName) : null), c);
}

/** A pile of face-down cards with its count (the deck, the discards, a hand seen from across the table). */
export function pile(n, label, cls, dataset = {}) {
  return h("span", { class: ["cd-pile", cls], dataset: { n, ...dataset }, role: "img", "aria-label": label },
    h("span", { class: ["cd-back", !n && "is-empty"], "aria-hidden": "true" }), h("span", { class: "cd-pile-n", "aria-hidden": "true" }, String(n)));
}
