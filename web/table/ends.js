// The ends of a round and of the game: a round's breakdown between deals,
// and the final standings.

import { t, pick } from "../i18n.js";
import { h, replace, sleep } from "../ui/dom.js";
import { drawLog, layout, markShown, setStatus, draw } from "./board.js";
import { botDelay } from "./pacing.js";
import { syncUndo } from "./undo.js";

/** Show the breakdown of the round that ended between `prev` and `pub`
 * (public views); resolves when the players go on. */
export function interlude(T, prev, pub) {
  // Kept until the players go on: a table left at the breakdown and opened
  // again shows it again (pendingInterlude), not the next deal.
  const key = pendingKey(T);
  try { localStorage.setItem(key, String(pub.actions)); } catch (_) { /* private mode */ }
  return new Promise((resolve) => {
    T.mode = "interlude";
    T.redraw = () => interludeDraw(T, prev, pub, () => {
      try { localStorage.removeItem(key); } catch (_) { /* ignore */ }
      resolve();
    });
    T.redraw();
  });
}

const pendingKey = (T) => `hotseat.interlude.${T.id}`;

/** Whether the table was left at a round's breakdown with nothing played
 * since (the view's action count is the one it was shown at): then the
 * breakdown is shown again first, from the latest finished round. */
export function pendingInterlude(T, pub) {
  let at = null;
  try { at = localStorage.getItem(pendingKey(T)); } catch (_) { /* ignore */ }
  if (at === null) return false;
  if (Number(at) !== pub.actions || !T.mod.interlude || !T.mod.interlude(null, pub, T.ctx)) {
    try { localStorage.removeItem(pendingKey(T)); } catch (_) { /* ignore */ }
    return false;
  }
  return true;
}

// Where the log is drawn over the table (a portrait tablet or phone), it
// is closed for a breakdown or the standings: their buttons lie under it.
function uncover(T) {
  if (T.logOpen && matchMedia("(max-width: 900px) and (orientation: portrait)").matches) {
    T.logOpen = false;
    layout(T);
  }
}

function interludeDraw(T, prev, pub, resolve) {
  uncover(T);
  syncUndo(T);
  T.controller.clear();
  const node = T.mod.interlude(prev, pub, T.ctx);
  drawLog(T, pub); // the move that ended the round is in the log too (after the breakdown: controller.logView)
  const next = h("button", { class: "btn btn-primary btn-big", type: "button", onclick: () => { resolve(); } }, t(T.mod.nextKey || "nextHand"));
  replace(T.stage, h("section", { class: "interlude", "aria-live": "polite" }, node,
    h("div", { class: "interlude-actions" },
      h("a", { class: "btn btn-big", href: "#/" }, t("backHome")), next)));
  setStatus(T, () => "");
  next.focus();
  window.scrollTo(0, 0); // the breakdown's title, not the middle of the last table
  markShown(T);
}

/** The game just ended in front of the players: let them see the last move
 * on the table (`state`, as the game view draws it) before the standings
 * replace it. */
export async function showEnd(T, state, prev, result) {
  // A phone's states carry no last actor: its events say a move was made.
  const moved = (T.lastActor !== null && T.lastActor !== undefined) || (state.events && state.events.length)
    || T.remote;
  if (moved) {
    await draw(T, { ...state, legal: [], acting: false, toAct: [] });
    await sleep(botDelay());
  }
  return showFinal(T, state.view, prev, result);
}

function standingRows(T, scores, winners) {
  const order = scores.map((s, i) => ({ seat: i, score: s })).sort((a, b) => b.score - a.score);
  let place = 0;
  let prevScore = null;
  return order.map((r, idx) => {
    if (r.score !== prevScore) { place = idx + 1; prevScore = r.score; }
    return h("tr", { class: winners.includes(r.seat) ? "is-winner" : null, dataset: { seat: r.seat } },
      h("td", null, winners.length ? String(place) : "—"),
      h("th", { scope: "row" }, T.meta.names[r.seat], T.meta.bots[r.seat] ? h("span", { class: "tag" }, t("botBadge")) : null),
      h("td", { class: "num" }, String(r.score)));
  });
}

function showFinal(T, pub, prev, res) {
  uncover(T);
  T.mode = "final";
  T.redraw = () => showFinal(T, pub, prev, res);
  syncUndo(T);
  const node = T.mod.interlude ? T.mod.interlude(prev, pub, T.ctx) : null;
  T.controller.clear();
  T.gameEl.classList.remove("bot-turn");
  const scores = (res && res.scores) || pub.scores || [];
  // The rules say who won (result.winners); a game can end with nobody
  // winning (Qianlong's 香妃), and then no one is placed first.
  const best = Math.max(...scores);
  const winners = res && Array.isArray(res.winners) ? res.winners
    : scores.flatMap((s, i) => (s === best ? [i] : []));
  const top = winners.map((seat) => T.meta.names[seat]);
  const extra = T.mod.standings ? T.mod.standings(res, pub, T.ctx) : null;
  // A game whose end is not a ranking (Sanguosha: a side wins, the losers
  // are not 2nd and 3rd) draws its own standings in place of the table.
  const own = res && T.mod.finalStandings ? T.mod.finalStandings(res, pub, T.ctx) : null;
  replace(T.stage, h("section", { class: "final" },
    h("h2", { class: "final-title" }, t(own ? "gameOver" : "finalStandings")),
    own || [
      h("p", { class: "final-winner" }, !top.length ? t("noWinner")
        : top.length === 1 ? t("winnerIs", { name: top[0] }) : t("winnersAre", { names: top.join("・") })),
      h("table", { class: "standings" },
        h("thead", null, h("tr", null, h("th", { scope: "col" }, t("place")), h("th", { scope: "col" }, t("player")),
          h("th", { scope: "col", class: "num" }, t("score")))),
        h("tbody", null, standingRows(T, scores, winners)))],
    node ? h("div", { class: "final-last" }, node) : null,
    extra,
    h("div", { class: "interlude-actions" },
      h("a", { class: "btn btn-big btn-primary", href: "#/" }, t("backHome")),
      h("a", { class: "btn btn-big", href: `#/new/${T.meta.game}/${encodeURIComponent(T.id)}` }, t("newGame")))));
  drawLog(T, pub);
  setStatus(T, () => t("finalStandings"));
  window.scrollTo(0, 0);
  markShown(T);
}
