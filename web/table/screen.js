// The table screen: one game in play, drawn by its game's view module.
//
// The table knows no game by name. It loads each game's view module on demand:
//
//   web/<gameId>/view.js   (ES module) exports
//     mount(el, ctx) -> controller
//         controller.render(state)   draw the table (may return a promise the app
//                                    awaits, e.g. while it shows the steps of a move); state = {
//             view,        // view(id, seat) — seat's private view, or public (seat null)
//             legal,       // legal(id, seat) — [] unless `seat` may act now
//             seat,        // the seat whose view this is (null: public)
//             acting,      // true when `seat` is a human who must act now
//             toAct,       // seats to act
//             lastActor,   // seat that made the most recent move (for highlighting), or null
//             names, bots, // per seat
//           }
//         controller.clear()         drop everything drawn (called before a hand-over)
//         controller.settle()        optional: a replay's step is drawn, its motion and
//                                    banners over, and no breakdown will follow (a view
//                                    still showing a round's end over the next deal
//                                    draws the position as it stands)
//         controller.logView(view)   optional: the view whose events the log panel shows
//                                    (a view drawing a round's end over the next deal,
//                                    and its breakdown, leave out the next deal's lines)
//         controller.destroy()       optional
//     rulesHTML(lang) -> string      the rules page (ja/en); mark decided parts with
//                                    <… class="decision"> and original parts with class="original"
//     interlude(prevView, view, ctx) -> Element | null
//                                    optional: a breakdown to show when a round ended between
//                                    prevView and view (public views); the app adds "continue".
//                                    With prevView null: the latest finished round, if any
//                                    (shown under the final standings)
//     nextKey                        optional: the i18n key of the interlude's "continue"
//                                    button (default "nextHand": a game of deals says "Next deal")
//     standings(result, view, ctx) -> Element | null
//                                    optional: extra detail under the final standings
//     finalStandings(result, view, ctx) -> Element | null
//                                    optional: the game's own final standings, drawn
//                                    in place of the shared Place / Score table (a game
//                                    won by a side, not a ranking); from the final public
//                                    view and the result only
//     pace(action) -> number         optional: how long a bot's action stays on screen,
//                                    as a factor of the bot speed (a quick "no", a slower card)
//     effects(event, ctx, state) -> [effect]
//                                    optional: what an event of the engine's stream draws
//                                    on the table as it happens (a card in flight, an arrow,
//                                    a hit, a banner): see web/table/effects.js
//     strings                        optional {ja:{}, en:{}} registered with i18n
//   web/<gameId>/view.css          loaded once with the module
//
// ctx (given to mount/interlude/standings):
//   t, pick, lang()                 i18n
//   act(action) -> Promise<bool>    apply an action for the acting seat; false if refused
//                                   (the app shows the refusal message)
//   check(action) -> Promise<text|null>  the engine's refusal of an action, or null if legal
//   hint() -> Promise<action|null>  the bot's choice for the acting seat (sees only its view)
//   hints() -> Promise<[action]>    the acting seat's legal actions, the bot's choice first
//   choose(title, options)          ask the player to pick one of [{label, value, detail}]
//   setting(key, default) / setSetting(key, value)   per-device settings for this game
//   botDelay                        ms to wait before/after automatic moves
//   motionMs(), bannerMs()          ms the table's motion and banners take now (0: none)
//   gameId, names, bots
//
// The table is split by what it does: loop.js (whose turn it is; one engine
// call a step), handover.js (passing the tablet between humans), undo.js,
// pacing.js (the bots' pace), phones.js (phones at the table), ends.js (a
// round's breakdown, the final standings), board.js (what it draws on),
// seats.js (who plays at this screen). This file opens a table and builds
// what the others share: the table's state T and the game view's ctx.

import { t, pick, lang } from "../i18n.js";
import { h, replace } from "../ui/dom.js";
import { chooseDialog, contentDialog, toast } from "../ui/dialog.js";
import { errText, failed, getSetting, langButton, loading, screen, setSetting } from "../shell.js";
import { engine, gameInfo, loadGame, matchMeta, rulesBody, seatNames } from "../games.js";
import { draw, drawLog, layout, setStatus } from "./board.js";
import { humanAct, step } from "./loop.js";
import { bannerMs, finishEffects, motionMs } from "./effects.js";
import { botDelay } from "./pacing.js";
import { drawNetBar, existingNet, invitePlayers, useNet } from "./phones.js";
import { syncUndo, undo } from "./undo.js";
import { people } from "./seats.js";

// What a game view is given (see the top of this file).
function makeCtx(T) {
  return {
    t, pick, lang,
    get botDelay() { return botDelay(); },
    motionMs, bannerMs, // how long the table's motion and banners take now (effects.js)
    get gameId() { return T.meta.game; },
    get names() { return T.meta.names; },
    get bots() { return T.meta.bots; },
    choose: chooseDialog,
    setting: (key, dflt) => getSetting(`${T.meta.game}.${key}`, dflt),
    setSetting: (key, value) => setSetting(`${T.meta.game}.${key}`, value),
    act: (action) => humanAct(T, action),
    /** null if `action` is a legal move for the acting seat now, else the
     * engine's refusal text (naming the rule), in the current language. */
    check: async (action) => {
      const st = T.lastState;
      if (!st || !st.acting) return null;
      try { await T.hs.check(T.id, st.seat, action); return null; } catch (e) { return errText(e, T.meta.names); }
    },
    /** The bot's choice for the acting seat (it sees only that seat's view). */
    hint: async () => {
      const st = T.lastState;
      if (!st || !st.acting) return null;
      try { return await T.hs.botAction(T.id, st.seat); } catch (e) { return null; }
    },
    /** The acting seat's legal actions in the game's hint order: the bot's
     * choice first (hotseat.hints). */
    hints: async () => {
      const st = T.lastState;
      if (!st || !st.acting) return null;
      // The game may have moved on meanwhile (a phone's host answers after
      // its own bots): then there is nothing to offer, as for hint().
      try { return await T.hs.hints(T.id, st.seat); } catch (e) { return null; }
    },
  };
}

async function showRules(T) {
  try {
    const { g, body } = await rulesBody(T.meta.game);
    await contentDialog(t("rulesTitle", { game: pick(g.name) }), body, { className: "dialog-rules" });
  } catch (e) { toast(errText(e), "error"); }
}

// A bar button: its icon and its label, side by side; on a narrow screen
// the label goes small under the icon, so the bar keeps to one row.
function barBtn(tag, attrs, icon, label) {
  return h(tag, { ...attrs, class: ["btn", "bar-btn", attrs.class] },
    icon ? h("span", { class: "bar-ico", "aria-hidden": "true" }, icon) : null,
    h("span", { class: "bar-lbl" }, label));
}

// "Play for me" (issue #32): a person at this screen hands their seat to the
// bot, and takes it back whenever they like; the bot then plays it as any
// bot (it sees only that seat's view). A mark on the saved game, not a move.
// Whether seat `s` is played by the bot for now: the saved game's mark, or
// on a phone what the host last said of its seat.
const isAuto = (T, s) => (T.remote ? Boolean(T.remote.state && T.remote.state.auto) : Boolean(T.meta.auto[s]));

function autoSeat(T) {
  if (T.remote) return T.remote.seat;
  const st = T.lastState;
  if (st && st.acting) return st.seat;
  const p = people(T).filter((s) => !isAuto(T, s));
  return p.length === 1 ? p[0] : null;
}

async function setAuto(T, seat, on) {
  try {
    await T.hs.setAuto(T.id, seat, on);
  } catch (e) {
    toast(errText(e), "error");
    return;
  }
  if (!T.alive) return;
  if (T.remote) return; // the host's next state says so (T.onRemoteState)
  T.meta.auto[seat] = on;
  drawAuto(T);
  if (T.mode === "table") T.step();
}

// The way in, beside the bots' speed in the log panel (the table's bar keeps
// to one row of six at 360 px): shown while a person here plays their seat.
function autoButton(T) {
  if (!people(T).some((s) => !isAuto(T, s))) return null;
  return h("button", { type: "button", class: "btn auto-btn", onclick: () => {
    const seat = autoSeat(T);
    if (seat === null) toast(t("autoWhich"), "info");
    else setAuto(T, seat, true);
  } }, "🤖 ", t("autoPlay"));
}

// Everything that shows whether the bot plays a seat: the bar, the way
// back, and the log panel's button.
function drawAuto(T) {
  drawBar(T);
  drawAutoBar(T);
  if (T.logView) drawLog(T, T.logView, { keepScroll: true });
}

function drawAutoBar(T) {
  const seats = people(T).filter((s) => isAuto(T, s));
  T.autoBar.hidden = !seats.length;
  replace(T.autoBar, seats.map((s) => h("div", { class: "auto-seat" },
    h("span", {}, t("autoOn", { name: T.meta.names[s] })),
    h("button", { type: "button", class: "btn btn-primary auto-back", onclick: () => setAuto(T, s, false) },
      t("autoTakeBack", { name: T.meta.names[s] })))));
}

function drawBar(T) {
  T.undoBtn = barBtn("button", { type: "button", onclick: () => undo(T) }, "↶", t("undo"));
  T.logBtn = barBtn("button", { type: "button", "aria-pressed": T.logOpen ? "true" : "false",
    "aria-controls": "log-panel", onclick: () => {
      T.logOpen = !T.logOpen; setSetting("logOpen", T.logOpen); layout(T);
    } }, "☰", t("log"));
  const lang = langButton();
  lang.classList.add("bar-btn");
  replace(T.topbar,
    barBtn("a", { href: "#/", "aria-label": t("home") }, "⌂", t("home")),
    h("h1", { class: "bar-title" }, T.game ? pick(T.game.name) : ""),
    barBtn("button", { type: "button", onclick: () => showRules(T) }, "?", t("rules")),
    !T.remote && T.meta.bots.some((b) => !b)
      ? barBtn("button", { type: "button", class: "invite-players-btn", "aria-label": t("invitePlayers"), title: t("invitePlayers"),
        onclick: () => invitePlayers(T) }, "📱", t("invitePlayers"))
      : null,
    T.undoBtn, T.logBtn, lang);
  syncUndo(T);
}

// The match's seats, its game and view module; then the first step.
async function open(T) {
  loading(T.el, t("loadingEngine"));
  try {
    if (T.remote) {
      T.hs = T.remote.hs;
      const m = T.remote.match;
      T.meta = { ...m, names: seatNames(m.seats, m.players), bots: m.seats.map((s) => Boolean(s.bot)) };
      T.offs.push(T.remote.onStatus(() => { if (T.alive && T.meta) drawNetBar(T); }));
    } else {
      T.hs = await engine();
      T.meta = await matchMeta(T.hs, T.id);
    }
    if (!T.meta) throw new Error(t("notFound"));
    const net = T.remote ? null : existingNet(T.id);
    if (net) useNet(T, net);
    [T.game, T.mod] = await Promise.all([gameInfo(T.meta.game), loadGame(T.meta.game)]);
    if (!T.alive) return;
    T.controller = T.mod.mount(T.gameEl, T.ctx);
    drawBar(T);
    if (!T.meta.auto) T.meta.auto = T.meta.bots.map(() => false); // a phone's: its state says
    T.onRemoteState = () => {
      const auto = isAuto(T, T.remote ? T.remote.seat : null);
      if (!T.alive || auto === T.shownAuto) return;
      T.shownAuto = auto;
      drawAuto(T);
    };
    replace(T.el, T.topbar, T.netBar, T.autoBar, h("div", { class: "table-body" }, T.stage, T.logPanel), T.status);
    drawNetBar(T);
    drawAutoBar(T);
    layout(T);
    T.step();
  } catch (e) {
    if (T.alive) failed(T.el, e);
  }
}

/**
 * The table. `remote` (a RemoteSeat) when this device is a phone holding one
 * seat of another device's table: the same view module draws it, from what
 * the host sends (remote.hs stands in for window.hotseat).
 */
export function tableScreen(matchId, remote = null) {
  const T = {
    id: matchId, remote,
    el: screen("table"),
    alive: true,
    gen: 0,             // step generation: a newer step cancels older ones
    hs: null, meta: null, game: null, mod: null, controller: null, net: null,
    shownSeat: null,    // the last human whose private view was shown
    prevPublic: null,   // public view at the last step (to detect finished rounds)
    lastActor: null,
    lastState: null,    // what the controller last drew
    canUndo: false,     // the last step's word: would undo by its seat be done
    acting: false,
    logOpen: getSetting("logOpen", false),
    mode: "table",      // table | handover | interlude | final
    offs: [],           // unsubscribe on destroy
    stage: h("div", { class: "stage" }),
    gameEl: h("div", { class: "game-root" }),
    logPanel: h("aside", { class: "log-panel", "aria-label": t("log"), tabindex: "-1" }),
    status: h("div", { class: "table-status", role: "status", "aria-live": "polite" }),
    topbar: h("header", { class: "bar table-bar" }),
    netBar: h("div", { class: "net-bar", role: "status", "aria-live": "polite", hidden: true }),
    autoBar: h("div", { class: "auto-bar", role: "status", "aria-live": "polite", hidden: true }),
    undoBtn: null, logBtn: null,
    statusText: () => "",
    step: (st = null) => step(T, st),
    logExtra: () => autoButton(T),
  };
  T.ctx = makeCtx(T);
  open(T);
  return {
    destroy() {
      T.alive = false;
      T.gen += 1;
      for (const off of T.offs) off();
      finishEffects(T);
      if (T.controller && T.controller.destroy) T.controller.destroy();
    },
    relang() {
      if (!T.meta) return;
      // unnamed seats are named in the new language (in place: drawn states share the list)
      T.meta.names.splice(0, T.meta.names.length, ...seatNames(T.meta.seats, T.meta.players));
      setStatus(T, T.statusText);
      drawBar(T);
      drawNetBar(T);
      drawAutoBar(T);
      if (T.mode === "table" && T.lastState) draw(T, T.lastState);
      else if ((T.mode === "final" || T.mode === "interlude") && T.redraw) T.redraw();
      else T.step();
    },
  };
}
