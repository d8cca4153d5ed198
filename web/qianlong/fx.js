// Qianlong's Harem in motion (issue #29), in two parts that never draw the
// same thing twice:
//
// - the view's own replay of a move (view.js: one board per event, the
//   event's focus lit) moves the pieces as it goes: `glide` slides each
//   eunuch and consort from where the board before showed it to where this
//   step puts it (a eunuch from the hand to its card, from a card into the
//   palace, home again; a consort round the ring);
// - effects(), which the table asks once the replay is over, only adds what
//   a board cannot show: banners for the end of a round (with the points),
//   後宮闘争, 香妃 taking a point when the deck runs out, and the end of the
//   game. It moves nothing: the pieces have already moved.
import { fill } from "../i18n.js";
import { reducedMotion as reduced } from "../ui/dom.js";

export const FX_STRINGS = {
  en: {
    "ql.fx.roundOver": "Round {n} is over",
    "ql.fx.points": "{a} {x} · {b} {y} · 香妃 {z}",
    "ql.fx.struggle": "後宮闘争",
    "ql.fx.struggleSub": "Cards {a} and {b} are open from now on",
    "ql.fx.deckOut": "The scheme deck is used up",
    "ql.fx.deckOutSub": "香妃 takes a point ({n}/{max})",
    "ql.fx.deckOutNone": "香妃 would take a point, but none is left",
    "ql.fx.wins": "{name} wins",
    "ql.fx.winsSub": "{max} Qianlong points",
    "ql.fx.xiangfei": "香妃 wins the Emperor's heart",
    "ql.fx.xiangfeiSub": "Both players lose",
  },
  ja: {
    "ql.fx.roundOver": "第{n}ラウンド終了",
    "ql.fx.points": "{a} {x}・{b} {y}・香妃 {z}",
    "ql.fx.struggle": "後宮闘争",
    "ql.fx.struggleSub": "これからカード{a}と{b}も開く",
    "ql.fx.deckOut": "陰謀カードの山札が尽きた",
    "ql.fx.deckOutSub": "香妃が1点を得る（{n}/{max}）",
    "ql.fx.deckOutNone": "香妃が得る点はもう残っていない",
    "ql.fx.wins": "{name}さんの勝利",
    "ql.fx.winsSub": "乾隆ポイント{max}つ",
    "ql.fx.xiangfei": "香妃が乾隆帝の心を射止めた",
    "ql.fx.xiangfeiSub": "両プレイヤーの負け",
  },
};

const both = (key, params = {}) => ({ ja: fill(FX_STRINGS.ja[key], params), en: fill(FX_STRINGS.en[key], params) });

function pointsLine(view, names) {
  return both("ql.fx.points", { a: names[0], x: view.points[0], b: names[1], y: view.points[1], z: view.xiangfei });
}

/** The banners of one event (see web/table/effects.js); the seat whose
 * points changed pulses at the end of a round or of the game. */
export function effects(e, ctx, state) {
  const view = state && state.view;
  if (!view) return [];
  const names = ctx.names;
  switch (e.kind) {
    // the card the eunuch lands on: lit, and brought into view for another
    // seat's move (a phone scrolled down to the bedroom did not see it)
    case "placed": return [{ pulse: `card-${e.card}` }];
    case "round":
      // the set-up's "round 1 begins" follows no round
      if (e.round == null || e.round < 2) return [];
      return [{ pulse: "points-0" }, { pulse: "points-1" },
        { banner: { title: both("ql.fx.roundOver", { n: e.round - 1 }), sub: pointsLine(view, names), tone: "end" } }];
    case "struggle": {
      const cards = (e.cards || []).slice(0, 2);
      return [{ banner: { title: both("ql.fx.struggle"), sub: cards.length === 2 ? both("ql.fx.struggleSub", { a: cards[0], b: cards[1] }) : null, tone: "info" } }];
    }
    case "deck_out":
      return [{ pulse: "xiangfei" }, { banner: { title: both("ql.fx.deckOut"),
        sub: e.source == null ? both("ql.fx.deckOutNone") : both("ql.fx.deckOutSub", { n: view.xiangfei, max: view.xiangfei_limit }), tone: "info" } }];
    case "won":
      return [{ pulse: `points-${e.seat}` }, { banner: { title: both("ql.fx.wins", { name: names[e.seat] }),
        sub: pointsLine(view, names), tone: "win" } }];
    case "xiangfei_won":
      return [{ pulse: "xiangfei" }, { banner: { title: both("ql.fx.xiangfei"), sub: both("ql.fx.xiangfeiSub"), tone: "death" } }];
    default: return [];
  }
}

// --- the replay's motion --------------------------------------------------------

/** Where each piece (data-fx-piece: "e3" eunuch 3, "c1" seat 1's consort)
 * is drawn now. */
export function piecesAt(root) {
  const at = new Map();
  for (const el of root.querySelectorAll("[data-fx-piece]")) {
    const r = el.getBoundingClientRect();
    if (r.width || r.height) at.set(el.dataset.fxPiece, r);
  }
  return at;
}

/** Slide every piece drawn in `root` from where `before` had it to where it
 * is now, in `ms` (none under reduced motion or with no time). */
export function glide(root, before, ms) {
  if (!before || ms <= 0 || reduced()) return;
  // Every piece is measured before any is moved: a class added between two
  // measurements would make the browser lay the table out again for each
  // piece (twenty-odd layouts a step instead of one).
  const moves = [];
  for (const el of root.querySelectorAll("[data-fx-piece]")) {
    const a = before.get(el.dataset.fxPiece);
    if (!a) continue;
    const b = el.getBoundingClientRect();
    const dx = a.left + a.width / 2 - (b.left + b.width / 2);
    const dy = a.top + a.height / 2 - (b.top + b.height / 2);
    if (Math.hypot(dx, dy) >= 3) moves.push([el, dx, dy]);
  }
  for (const [el, dx, dy] of moves) {
    el.classList.add("ql-flying");
    const anim = el.animate([{ transform: `translate(${dx}px, ${dy}px) scale(1.15)` }, { transform: "translate(0, 0) scale(1)" }],
      { duration: ms, easing: "cubic-bezier(.3,.7,.3,1)" });
    anim.finished.catch(() => null).then(() => el.classList.remove("ql-flying"));
  }
}
