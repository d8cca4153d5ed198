// What each of China Duel's events draws over the table (web/table/effects.js):
// a piece flies from its player's side (the Emperor's from his open hand) to
// its space or court, the cards paid go into the region, a card taken or drawn
// goes to the hand (face down when another seat drew it), an influence card
// moves to its new holder; scores that change pulse; a region's scoring, a run
// out deck, the end of a round and the end of the game are banners.
//
// The places are the view's data-fx marks (view.js and pieces.js): seats'
// panels (data-fx-seat), "hand", "deck", "discard", "display", "display-N",
// "emperor", "region-ID", "space-ID-N", "house-ID-N", "court-ID",
// "emissary-ID-OWNER", "kept-SEAT-COLOUR", "infl-SEAT-COLOUR",
// "influence-COLOUR", "score-SEAT", "seatscore-SEAT", "round", "specials-SEAT".
import { fill } from "../i18n.js";
import { SPECIAL, cardFace, influenceCard, pieceNode } from "./pieces.js";

export const FX_STRINGS = {
  en: {
    "cd.fx.scored": "{region} is scored",
    "cd.fx.gain": "{name} +{n}",
    "cd.fx.noHouse": "no house",
    "cd.fx.emperorTo": "the Emperor's {n} → {name}",
    "cd.fx.emperorLost": "the Emperor's {n}: to nobody",
    "cd.fx.roundOver": "Round {n} is over",
    "cd.fx.ranOut": "The deck has run out ({n}/{of})",
    "cd.fx.lastRound": "This round is the last",
    "cd.fx.wins": "{name} wins",
    "cd.fx.shared": "A shared win",
  },
  ja: {
    "cd.fx.scored": "{region}の決算",
    "cd.fx.gain": "{name} +{n}",
    "cd.fx.noHouse": "家なし",
    "cd.fx.emperorTo": "皇帝の{n}点 → {name}",
    "cd.fx.emperorLost": "皇帝の{n}点は誰にも入らない",
    "cd.fx.roundOver": "第{n}ラウンド終了",
    "cd.fx.ranOut": "山札が尽きた（{n}/{of}）",
    "cd.fx.lastRound": "このラウンドが最後",
    "cd.fx.wins": "{name}の勝ち",
    "cd.fx.shared": "引き分け（勝利を分け合う）",
  },
};

// A text in both languages: params(l) gives the parameters in language l, so
// a banner says it again in the other language if the language is switched.
const both = (key, params = () => ({})) => ({ ja: fill(FX_STRINGS.ja[key], params("ja")), en: fill(FX_STRINGS.en[key], params("en")) });
const joinBoth = (parts, sep = " · ") => ({ ja: parts.map((p) => p.ja).join(sep), en: parts.map((p) => p.en).join(sep) });

function regionName(state, id) {
  const r = state.view.map && state.view.map.regions.find((x) => x.id === id);
  return (l) => (r ? r.name[l] : id);
}

// Where a seat's cards leave from: the hand for the seat shown, else its panel.
const origin = (state, seat) => (state.seat === seat && state.view.hand ? "hand" : seat);

// Where a piece lands: the house itself, the fortress's space, or the
// owner's newest emissary at the court (hidden until the piece lands there).
function landing(e, owner) {
  if (e.space == null) return { to: `emissary-${e.region}-${owner}`, hideTo: true };
  if (e.piece === "fortress") return { to: `space-${e.region}-${e.space}`, hideTo: false };
  return { to: `house-${e.region}-${e.space}`, hideTo: true };
}

function placement(e, state, owner, from) {
  const out = [{ fly: { from, ...landing(e, owner), node: pieceNode(e.piece, owner) } }];
  for (const c of e.pay || []) out.push({ fly: { from, to: `region-${e.region}`, node: cardFace(c, { cls: "cd-fly-card" }) } });
  return out;
}

const scoresLine = (state, ctx) => {
  const s = state.view.scores || [];
  return { ja: [0, 1].map((k) => `${ctx.names[k]} ${s[k]}`).join("・"), en: [0, 1].map((k) => `${ctx.names[k]} ${s[k]}`).join(" · ") };
};
const pulseScores = (seats) => seats.flatMap((k) => [{ pulse: `score-${k}` }, { pulse: `seatscore-${k}` }]);

function scored(e, state, ctx) {
  const region = regionName(state, e.region);
  const gains = [0, 1].filter((k) => e.points[k] > 0)
    .map((k) => both("cd.fx.gain", () => ({ name: ctx.names[k], n: e.points[k] })));
  const emp = e.points[2];
  if (emp > 0) {
    gains.push(e.emperor_to == null ? both("cd.fx.emperorLost", () => ({ n: emp }))
      : both("cd.fx.emperorTo", () => ({ n: emp, name: ctx.names[e.emperor_to] })));
  }
  const seats = [0, 1].filter((k) => e.points[k] > 0 || (emp > 0 && e.emperor_to === k));
  const marks = [{ pulse: `region-${e.region}` }, ...pulseScores(seats)];
  // The end scoring's regions only pulse: the standings' breakdown tells them.
  if (state.view.phase === "over") return marks;
  return [...marks,
    { banner: { title: both("cd.fx.scored", (l) => ({ region: region(l) })),
      sub: gains.length ? joinBoth(gains) : both("cd.fx.noHouse"), tone: "info" } }];
}

function special(e, state, ctx) {
  const from = origin(state, e.seat);
  const out = [{ pulse: `specials-${e.seat}` },
    { banner: { title: SPECIAL[e.card], sub: ctx.names[e.seat], tone: "info" } }];
  if (e.card === "exchange" && e.give && e.take) {
    out.push({ fly: { from, to: "display", node: cardFace(e.give, { cls: "cd-fly-card" }) } },
      { fly: { from: "display", to: from, node: cardFace(e.take, { cls: "cd-fly-card" }) } });
  }
  return out;
}

function result(e, ctx) {
  const w = e.winners || [];
  const title = w.length === 1 ? both("cd.fx.wins", () => ({ name: ctx.names[w[0]] })) : both("cd.fx.shared");
  const sub = { ja: [0, 1].map((k) => `${ctx.names[k]} ${e.scores[k]}`).join("・"),
    en: [0, 1].map((k) => `${ctx.names[k]} ${e.scores[k]}`).join(" · ") };
  return [...pulseScores([0, 1]), { banner: { title, sub, tone: "win" } }];
}

// The acts of a player and the Emperor: pieces and cards in flight.
function moved(e, state) {
  const from = origin(state, e.seat);
  switch (e.kind) {
    case "placed": return placement(e, state, e.seat, from);
    case "emperor":
      // the Emperor's piece and cards come from his open hand; the line
      // says which player operated him
      return [...placement(e, state, 2, "emperor"), { line: { from: e.seat, to: [`region-${e.region}`] } }];
    case "kept": return [{ pulse: `kept-${e.seat}-${e.colour}` }];
    case "influence":
      return [{ fly: { from: e.from == null ? `influence-${e.colour}` : e.from, to: `infl-${e.seat}-${e.colour}`, hideTo: true,
        node: influenceCard(e.colour) } }, { pulse: `influence-${e.colour}` }];
    case "exchanged": return [{ fly: { from, to: "discard", node: cardFace(e.discard, { cls: "cd-fly-card" }) } }];
    case "took": return [{ fly: { from: "display", to: from, node: cardFace(e.colour, { cls: "cd-fly-card" }) } }];
    // the drawer's own card is its private drew_card, face up; others see backs
    case "drew": return state.seat === e.seat ? [] : [{ fly: { from: "deck", to: e.seat, count: e.count || 1 } }];
    case "drew_card": return (e.cards || []).map((c) => ({ fly: { from: "deck", to: from, node: cardFace(c, { cls: "cd-fly-card" }) } }));
    default: return null;
  }
}

/** The effects of one event (see web/table/effects.js). */
export function effects(e, ctx, state) {
  if (!state || !state.view) return [];
  const acts = moved(e, state);
  if (acts) return acts;
  switch (e.kind) {
    case "display":
      return [{ fly: { from: "deck", to: `display-${e.slot}`, hideTo: true, node: cardFace(e.colour, { cls: "cd-fly-card" }) } }];
    case "emperor_drew":
      return (e.cards || []).map((c) => ({ fly: { from: "deck", to: "emperor", node: cardFace(c, { cls: "cd-fly-card" }) } }));
    case "reshuffled": return [{ fly: { from: "discard", to: "deck", count: 3 } }, { pulse: "deck" }];
    case "emperor_blocked": return [{ pulse: "emperor" }, { banner: { title: e.text, tone: "info" } }];
    case "special": return special(e, state, ctx);
    case "ran_out":
      return [{ pulse: "deck" }, { banner: { title: both("cd.fx.ranOut", () => ({ n: e.runouts, of: e.of })),
        sub: e.last_round ? both("cd.fx.lastRound") : null, tone: "info" } }];
    case "scored": return scored(e, state, ctx);
    case "round":
      return [{ pulse: "round" }, { banner: { title: both("cd.fx.roundOver", () => ({ n: e.round - 1 })),
        sub: scoresLine(state, ctx), tone: "end" } }];
    case "final_scoring": return pulseScores([0, 1]);
    case "result": return result(e, ctx);
    default: return [];
  }
}
