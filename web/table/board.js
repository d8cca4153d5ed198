// What the table draws on: the game view's stage, the log panel and the
// screen-reader status line.

import { t } from "../i18n.js";
import { h, replace } from "../ui/dom.js";
import { renderLog } from "../ui/log.js";
import { freshEvents, playEffects } from "./effects.js";
import { speedControl } from "./pacing.js";
import { syncUndo } from "./undo.js";

// The screen-reader status is kept as a function, so it is said again in
// the new language when the language changes.
export function setStatus(T, text) {
  T.statusText = text;
  T.status.textContent = text();
}

// The log panel shows the whole game, newest first: the last events come
// with every view (view.events.recent), older ones are read in pages from
// the engine (hotseat.log) when the player scrolls to them. What is loaded
// belongs to the seat whose view is drawn: another seat (a hand-over), an
// undo or a gap starts it again from the view, so no line of one seat's is
// ever shown to another.
const LOG_PAGE = 60;
// Lines kept drawn as the game goes on: a new move scrolls the panel to the
// newest line, and the lines beyond these are read again from the engine
// when the player scrolls to them. Without the bound every move redrew the
// whole game's log (a 10-player game: over a thousand lines a move).
const LOG_KEPT = 2 * LOG_PAGE;

function logOf(T, view) {
  const block = view && view.events;
  if (!block) return null;
  const seat = view.seat ?? null;
  const first = block.count - block.recent.length;
  let L = T.eventLog;
  // An undo (fewer actions) may have taken back events already loaded.
  if (L && L.seat === seat && L.id === T.id && view.actions >= L.actions
      && L.start <= first && first <= L.start + L.items.length && block.count >= L.start + L.items.length) {
    L.items = L.items.slice(0, first - L.start).concat(block.recent);
    L.actions = view.actions;
  } else {
    L = T.eventLog = { id: T.id, seat, start: first, items: block.recent.slice(), actions: view.actions,
      gen: (L ? L.gen : 0) + 1 };
  }
  return L;
}

async function loadOlder(T, L) {
  if (L.loading || L.start === 0 || !T.hs) return;
  L.loading = true;
  const gen = L.gen;
  try {
    const from = Math.max(0, L.start - LOG_PAGE);
    const page = await T.hs.log(T.id, L.seat, from, L.start - from);
    if (T.eventLog !== L || L.gen !== gen) return; // another seat's or an older log by now
    L.items = page.events.concat(L.items);
    L.start = page.start;
  } catch (e) {
    console.warn("log page", e);
  } finally {
    L.loading = false;
  }
  if (T.eventLog === L) drawLog(T, T.logView, { keepScroll: true });
}

// Scroll to this seat's last turn, loading older pages until it is found.
async function jumpToMine(T, L) {
  for (;;) {
    const mine = [...L.items].reverse().find((e) => e.seat === L.seat);
    if (mine) {
      const li = T.logPanel.querySelector(`.log-entry[data-i="${mine.i}"]`);
      if (li) {
        li.scrollIntoView({ block: "center" });
        li.classList.add("log-here");
        setTimeout(() => li.classList.remove("log-here"), 1600);
      }
      return;
    }
    if (L.start === 0 || T.eventLog !== L) return;
    await loadOlder(T, L);
  }
}

export function drawLog(T, view, { keepScroll = false } = {}) {
  T.logView = view;
  const L = logOf(T, T.controller && T.controller.logView ? T.controller.logView(view) : view);
  if (!L) {
    // No view drawn yet: the panel's frame, with nothing in it.
    replace(T.logPanel, h("h2", { class: "log-title" }, t("log")),
      speedControl(() => drawLog(T, T.logView)), T.logExtra ? T.logExtra() : null, renderLog([], T.meta.names));
    return;
  }
  // Reading or setting scrollTop makes the browser lay the page out there
  // and then, once a move: only where the player has scrolled the panel
  // (the scroll listener below notes it) or is reading older pages.
  const top = keepScroll ? T.logPanel.scrollTop : 0;
  if (!keepScroll && L.items.length > LOG_KEPT) {
    const cut = L.items.length - LOG_KEPT;
    L.items = L.items.slice(cut);
    L.start += cut;
    L.gen += 1; // a page being read for the old start no longer joins on
  }
  const older = L.start > 0
    ? h("button", { class: "btn log-older", type: "button", onclick: () => loadOlder(T, L) },
      t(L.loading ? "logLoading" : "logOlder"))
    : null;
  const mine = L.seat != null
    ? h("button", { class: "btn log-mine", type: "button", onclick: () => jumpToMine(T, L) }, t("logMine"))
    : null;
  replace(T.logPanel, h("div", { class: "log-head" }, h("h2", { class: "log-title" }, t("log")), mine),
    speedControl(() => drawLog(T, T.logView)), T.logExtra ? T.logExtra() : null,
    renderLog(L.items, T.meta.names), older);
  if (keepScroll || T.logScrolled) {
    T.logPanel.scrollTop = top;
    T.logScrolled = top > 0;
  }
  if (!T.logPanel.dataset.pages) {
    // Older pages load as the player scrolls near the end of the list.
    T.logPanel.dataset.pages = "1";
    T.logPanel.addEventListener("scroll", () => {
      const P = T.logPanel;
      T.logScrolled = P.scrollTop > 0;
      if (T.eventLog && P.scrollTop + P.clientHeight >= P.scrollHeight - 48) loadOlder(T, T.eventLog);
    }, { passive: true });
  }
}

export function layout(T) {
  T.logPanel.id = "log-panel";
  T.logPanel.hidden = !T.logOpen;
  T.el.classList.toggle("log-open", T.logOpen);
  if (T.logBtn) T.logBtn.setAttribute("aria-pressed", T.logOpen ? "true" : "false");
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
// happened step by step; the table waits for it before the next move, then
// for what the step's events draw over it (effects.js: a card in flight,
// a banner), which a tap ends at once.
export async function draw(T, state) {
  T.lastState = state;
  showGame(T);
  const fresh = freshEvents(T, state);
  const shown = T.controller.render(state);
  drawLog(T, state.view);
  markShown(T);
  if (shown && typeof shown.then === "function") await shown;
  const others = state.lastActor != null && state.lastActor !== state.seat;
  if (fresh.length && T.lastState === state) await playEffects(T, fresh, { others });
}
