// What the table draws on: the game view's stage, the log panel and the
// screen-reader status line.

import { t } from "../i18n.js";
import { h, replace } from "../ui/dom.js";
import { renderLog, scrollToEnd } from "../ui/log.js";
import { speedControl } from "./pacing.js";
import { syncUndo } from "./undo.js";

// The screen-reader status is kept as a function, so it is said again in
// the new language when the language changes.
export function setStatus(T, text) {
  T.statusText = text;
  T.status.textContent = text();
}

export function drawLog(T, view) {
  T.logView = view;
  replace(T.logPanel, h("h2", { class: "log-title" }, t("log")),
    speedControl(() => drawLog(T, T.logView)), renderLog(view && view.log, T.meta.names));
  if (T.logOpen) scrollToEnd(T.logPanel);
}

export function layout(T) {
  T.logPanel.id = "log-panel";
  T.logPanel.hidden = !T.logOpen;
  T.el.classList.toggle("log-open", T.logOpen);
  if (T.logBtn) T.logBtn.setAttribute("aria-pressed", T.logOpen ? "true" : "false");
  if (T.logOpen) scrollToEnd(T.logPanel);
}

function showGame(T) {
  T.mode = "table";
  if (T.gameEl.parentNode !== T.stage || T.stage.childNodes.length !== 1) replace(T.stage, T.gameEl);
  syncUndo(T);
}

// A new state is on this screen from the next frame: bench/devices.py
// times a phone's move until both screens have drawn it.
export function markShown(T) {
  requestAnimationFrame(() => window.dispatchEvent(new CustomEvent("hotseat:drawn", { detail: { id: T.id } })));
}

/** What the game view draws from a step (hotseat.step's answer). */
export function stateOf(T, st) {
  // events: what the move just made did, for animating it. Another seat's
  // own events (a human's draw, before the tablet passed) are never drawn.
  const events = (st.events || []).filter((e) => !e.to || e.to.includes(st.seat));
  return { view: st.seat_view || st.view, legal: st.acting ? st.legal : [], seat: st.seat, acting: st.acting,
           toAct: st.to_act, lastActor: T.lastActor, names: T.meta.names, bots: T.meta.bots, events };
}

// A view may return a promise from render() while it shows what just
// happened step by step; the table waits for it before the next move.
export async function draw(T, state) {
  T.lastState = state;
  showGame(T);
  const shown = T.controller.render(state);
  drawLog(T, state.view);
  markShown(T);
  if (shown && typeof shown.then === "function") await shown;
}
