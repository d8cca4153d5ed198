// The loop over whose turn it is. Each step is ONE call to the engine
// (hotseat.step, or the act/undo that made the change, which answers with the
// next step): the public view, who must act, the view and legal actions of
// the seat to show, whether it is private, a bot's choice, whether undo
// would be done, the result. Nothing is fetched again.

import { t } from "../i18n.js";
import { toast } from "../ui/dialog.js";
import { sleep } from "../ui/dom.js";
import { errText } from "../shell.js";
import { draw, setStatus, stateOf } from "./board.js";
import { interlude, pendingInterlude, showEnd } from "./ends.js";
import { handOver, mustHandOver } from "./handover.js";
import { botDelay, paceOf } from "./pacing.js";
import { ask } from "./seats.js";
import { syncUndo } from "./undo.js";

/** Start the table's next step: from `st` (a step the engine already gave)
 * or from a new hotseat.step call. A newer start cancels older ones. */
export function step(T, st = null) {
  T.gen += 1;
  const run = T.remote ? runRemote(T, T.gen) : runLocal(T, T.gen, st);
  run.catch((e) => {
    if (T.alive) { toast(t("error", { msg: errText(e) }), "error", 8000); console.error(e); }
  });
}

// A round ended between the last step and this one: its breakdown, if the
// game shows one, as a node (else null).
function roundEnded(T, pub) {
  return T.prevPublic && T.mod.interlude ? T.mod.interlude(T.prevPublic, pub, T.ctx) : null;
}

async function runLocal(T, g, st) {
  const live = () => T.alive && g === T.gen;
  if (!st) st = await T.hs.step(T.id, ask(T));
  while (live()) {
    T.canUndo = st.can_undo;
    const pub = st.view;
    const prev = T.prevPublic;
    if (!prev && !pub.finished && pendingInterlude(T, pub)) {
      T.prevPublic = pub;
      await interlude(T, null, pub);
      continue;
    }
    if (roundEnded(T, pub)) {
      T.prevPublic = pub;
      // showEnd draws the game's last move itself
      if (pub.finished) return showEnd(T, stateOf(T, st), prev, st.result);
      await showLastMove(T, st, live);
      if (!live()) return;
      await interlude(T, prev, pub);
      continue;
    }
    T.prevPublic = pub;
    if (pub.finished || !st.to_act.length) return showEnd(T, stateOf(T, st), null, st.result);
    if (st.acting) return humanTurn(T, st, live);
    if (!st.bot) {
      // Only phones must act: show the table and wait for them (their
      // moves come in through web/net/host.js, which starts the next step).
      await draw(T, stateOf(T, st));
      if (!live()) return;
      const names = st.to_act.map((s) => T.meta.names[s]).join("・");
      setStatus(T, () => t("waitingPhone", { name: names }));
      T.gameEl.classList.remove("bot-turn");
      return;
    }
    st = await botTurn(T, st, live);
    if (!st) return;
  }
}

// The move that ended a round, seen before its breakdown (the game's last
// move is showEnd's): drawn as the bots' moves are (the public table when
// the next seat is a human not yet handed the tablet), what it did drawn
// over it, then the bots' pause.
async function showLastMove(T, st, live) {
  let state = stateOf(T, st);
  if (st.acting && mustHandOver(T, st)) {
    state = { ...state, view: st.view, seat: null, legal: [], acting: false,
              events: state.events.filter((e) => !e.to) };
  } else {
    state = { ...state, legal: [], acting: false };
  }
  if (!state.events.length) return;
  const t0 = performance.now();
  await draw(T, state);
  if (!live()) return;
  await sleep(Math.max(0, botDelay() - (performance.now() - t0)));
}

// A bot moves: show the table (public, or the only human's hand) with what
// the last move did, let the bot think and move (one call), and draw its
// move once it has stayed on screen as long as it deserves; the answer is
// the next step.
async function botTurn(T, st, live) {
  const { seat } = st.bot;
  const t0 = performance.now();
  await draw(T, stateOf(T, st));
  if (!live()) return null;
  setStatus(T, () => t("botThinking", { name: T.meta.names[seat] }));
  T.gameEl.classList.add("bot-turn");
  // The table's steps defer the bots' choices (seats.js ask): the bot
  // chooses and moves in this one call.
  const next = await T.hs.botStep(T.id, seat, ask(T));
  if (!live()) return null;
  // Paced by what it did (last_action is [seat, action]); the last move's
  // motion and the bot's thinking count toward its pause.
  const action = next.last_action ? next.last_action[1] : null;
  await sleep(Math.max(0, paceOf(T.mod, action) - (performance.now() - t0)));
  if (!live()) return null;
  T.lastActor = seat;
  T.gameEl.classList.remove("bot-turn");
  return next;
}

// A human here moves: hand over first if need be, then draw their view and
// wait for ctx.act.
async function humanTurn(T, st, live) {
  T.gameEl.classList.remove("bot-turn");
  if (mustHandOver(T, st)) {
    await handOver(T, st.seat);
    if (!live()) return;
  }
  T.shownSeat = st.seat;
  await draw(T, stateOf(T, st));
  if (!live()) return;
  setStatus(T, () => t("yourTurn", { name: T.meta.names[st.seat] }));
}

// A phone: draw each state the host sends; act when it says this seat must.
async function runRemote(T, g) {
  const { remote } = T;
  const live = () => T.alive && g === T.gen;
  for (;;) {
    const st = remote.state;
    if (!st) {
      setStatus(T, () => t("reconnecting"));
      await remote.changed();
      if (!live() || remote.closed) return;
      continue;
    }
    T.canUndo = st.canUndo;
    syncUndo(T);
    if (T.onRemoteState) T.onRemoteState(); // e.g. the host's bot plays this seat now
    const pub = st.view;
    const state = { view: pub, legal: st.acting ? st.legal : [], seat: remote.seat, acting: st.acting,
      toAct: st.acting ? [remote.seat] : [], lastActor: null, names: T.meta.names, bots: T.meta.bots };
    if (T.prevPublic && T.prevN !== st.n && roundEnded(T, pub)) {
      const prev = T.prevPublic;
      T.prevPublic = pub;
      T.prevN = st.n;
      if (pub.finished) return showEnd(T, state, prev, st.result);
      await draw(T, { ...state, legal: [], acting: false }); // the move that ended the round
      if (!live()) return;
      await sleep(botDelay());
      if (!live()) return;
      await interlude(T, prev, pub);
      if (!live()) return;
      continue;
    }
    T.prevPublic = pub;
    T.prevN = st.n;
    if (pub.finished) return showEnd(T, state, null, st.result);
    await draw(T, state);
    if (!live()) return;
    setStatus(T, () => (st.acting ? t("yourTurn", { name: T.meta.names[remote.seat] }) : ""));
    await remote.changed(st.n);
    if (!live() || remote.closed) return;
  }
}

/** ctx.act: apply `action` for the seat acting here; its answer is the
 * next step. False (and the refusal shown) if the engine refuses it. */
export async function humanAct(T, action) {
  const st = T.lastState;
  if (!st || !st.acting || T.acting) return false;
  T.acting = true;
  syncUndo(T);
  try {
    // a phone redraws when the host sends the new state (runRemote waits for it)
    const next = T.remote ? await T.hs.act(T.id, st.seat, action)
      : await T.hs.actStep(T.id, st.seat, action, ask(T));
    T.lastActor = st.seat;
    T.lastState = { ...st, acting: false };
    // The next step is drawn once the view has heard that its act went
    // through (views keep a move "on its way" until ctx.act resolves), and
    // only if nothing has started a newer step meanwhile.
    const g = T.gen;
    if (!T.remote) setTimeout(() => { if (T.alive && g === T.gen) T.step(next); }, 0);
    return true;
  } catch (e) {
    toast(t("illegal", { msg: errText(e, T.meta.names) }), "error", 6000);
    return false;
  } finally {
    T.acting = false;
    syncUndo(T);
  }
}
