// The replay screen (issue #32): a finished game stepped through move by
// move, drawn by its game's own view module as it was in play.
//
// The engine keeps the replay (hotseat.replayOpen / replayAt, from a
// checkpoint every few moves: a step either way costs the same anywhere in
// the game). Each position is ONE call, answering every seat's view at that
// point: the game is over, so the table may be watched from any seat (its
// hand, its role), switched at a tap without asking the engine again. A step
// forward draws what the move did (the game's effects, as in play); a step
// back or a jump draws the position still. Play steps on at the bots' pace.
//
// Only a finished game is opened (the engine refuses one in progress: it
// would show the cards still in play), and this screen never acts.

import { t, pick, lang, register } from "../i18n.js";
import { h, replace, sleep, svg } from "../ui/dom.js";
import { contentDialog, toast } from "../ui/dialog.js";
import { errText, failed, getSetting, langButton, loading, screen, setSetting } from "../shell.js";
import { engine, gameInfo, loadGame, matchMeta, rulesBody, seatNames } from "../games.js";
import { draw, drawLog, layout, setStatus } from "./board.js";
import { finishEffects, motionMs, bannerMs } from "./effects.js";
import { botDelay } from "./pacing.js";

register({
  en: {
    replayTitle: "Replay",
    replayFirst: "To the start",
    replayBack: "Back one move",
    replayPlay: "Play",
    replayPause: "Pause",
    replayForward: "Forward one move",
    replayLast: "To the end",
    replayMove: "Move {k} / {n}",
    replayMoveLabel: "Move",
    replayJump: "Jump to",
    replayStart: "Start",
    replayEnd: "End",
    replayWatch: "Watch from",
    replayWatchAll: "Table (no hand)",
    replayHeld: "All hands",
    replayStatus: "Replay: move {k} of {n}. {who}",
    replayMoved: "Last: {name}.",
    replayOver: "The game is over.",
  },
  ja: {
    replayTitle: "リプレイ",
    replayFirst: "最初へ",
    replayBack: "1手戻る",
    replayPlay: "再生",
    replayPause: "一時停止",
    replayForward: "1手進む",
    replayLast: "最後へ",
    replayMove: "{k} / {n} 手",
    replayMoveLabel: "手",
    replayJump: "移動",
    replayStart: "開始",
    replayEnd: "終局",
    replayWatch: "視点",
    replayWatchAll: "卓（手札なし）",
    replayHeld: "全員の手札",
    replayStatus: "リプレイ：{n}手中{k}手目。{who}",
    replayMoved: "直前：{name}。",
    replayOver: "ゲーム終了。",
  },
});

// What the game view is given: the table's ctx, with nothing that acts.
function makeCtx(R) {
  const none = async () => null;
  return {
    t, pick, lang,
    get botDelay() { return botDelay(); },
    motionMs, bannerMs,
    get gameId() { return R.meta.game; },
    get names() { return R.meta.names; },
    get bots() { return R.meta.bots; },
    choose: none,
    setting: (key, dflt) => getSetting(`${R.meta.game}.${key}`, dflt),
    setSetting: (key, value) => setSetting(`${R.meta.game}.${key}`, value),
    act: async () => false, check: none, hint: none, hints: none,
  };
}

const seatsOf = (R) => [...Array(R.info.players).keys()];

// The state the view draws: the watched seat's view at this position (or the
// public one), never a question to answer.
function stateAt(R, at, withEvents) {
  const seat = R.watch;
  const view = seat === null ? at.view : at.views[seat];
  const events = withEvents ? at.events.filter((e) => !e.to || (seat !== null && e.to.includes(seat))) : [];
  return { view, legal: [], seat, acting: false, toAct: at.to_act,
           lastActor: at.last_action ? at.last_action[0] : null,
           names: R.meta.names, bots: R.meta.bots, events };
}

function statusOf(R) {
  const at = R.at;
  if (!at) return "";
  const who = at.last_action ? t("replayMoved", { name: R.meta.names[at.last_action[0]] }) : "";
  const end = at.move === R.info.moves ? ` ${t("replayOver")}` : "";
  return t("replayStatus", { k: at.move, n: R.info.moves, who }) + end;
}

// Show position `k`: one engine call; drawn with what the move did when it is
// the step after the one shown (forward), still otherwise.
async function go(R, k) {
  k = Math.max(0, Math.min(R.info.moves, k));
  const gen = ++R.gen;
  const forward = R.at && k === R.at.move + 1;
  let at;
  try {
    at = await R.hs.replayAt(R.info.rid, k, seatsOf(R));
  } catch (e) {
    if (R.alive) toast(errText(e, R.meta.names), "error");
    return;
  }
  if (!R.alive || gen !== R.gen) return;
  R.at = at;
  drawHeld(R);
  finishEffects(R);
  if (!forward) R.fxSeen = null; // a jump or a step back draws nothing in motion
  syncControls(R);
  const shown = draw(R, stateAt(R, at, forward));
  setStatus(R, () => statusOf(R));
  await shown;
  // No breakdown clears the table here: a view holding the end of a round
  // over what followed draws the position as it stands.
  if (R.alive && gen === R.gen && R.controller && R.controller.settle) {
    R.controller.settle();
    drawLog(R, R.logView, { keepScroll: true }); // the log follows the position (controller.logView)
  }
}

// Play: a step forward at the bots' pace until the end or a pause.
async function play(R) {
  if (R.playing) return;
  R.playing = true;
  syncControls(R);
  if (R.at && R.at.move >= R.info.moves) await go(R, 0);
  while (R.alive && R.playing && R.at && R.at.move < R.info.moves) {
    const t0 = performance.now();
    await go(R, R.at.move + 1);
    await sleep(Math.max(0, botDelay() - (performance.now() - t0)));
  }
  R.playing = false;
  if (R.alive) syncControls(R);
}

function pause(R) {
  if (R.playing) R.gen += 1; // a step on its way is not drawn: Pause stops where it is tapped
  R.playing = false;
  syncControls(R);
}

const stepTo = (R, k) => { pause(R); go(R, k); };

// Every other seat's own holdings beside the table (its hand, its role),
// drawn by the game (its view module's held(view)): the game is over, so
// nothing is secret. A game of open information has none.
function drawHeld(R) {
  const held = R.mod && R.mod.held;
  const show = held && R.showHeld && R.at;
  R.heldPanel.hidden = !show;
  if (!show) { replace(R.heldPanel); return; }
  const rows = seatsOf(R).filter((s) => s !== R.watch).map((s) => {
    const node = held(R.at.views[s], R.ctx);
    return node ? h("div", { class: "replay-held-seat", dataset: { seat: s } },
      h("span", { class: "replay-held-name" }, R.meta.names[s]), h("div", { class: "replay-held-cards" }, node)) : null;
  }).filter(Boolean);
  replace(R.heldPanel, rows);
  R.heldPanel.hidden = !rows.length;
}

function chapterOf(R, k) {
  let at = -1;
  R.info.chapters.forEach((c, i) => { if (c.move <= k) at = i; });
  return at;
}

function syncControls(R) {
  const c = R.controls;
  if (!c || !R.at) return;
  const k = R.at.move;
  const n = R.info.moves;
  c.slider.value = String(k);
  c.slider.setAttribute("aria-valuetext", t("replayMove", { k, n }));
  c.count.textContent = t("replayMove", { k, n });
  c.first.disabled = c.back.disabled = k === 0;
  c.forward.disabled = c.last.disabled = k === n;
  const shown = R.playing ? "pause" : "play";
  if (c.play.firstChild?.dataset?.icon !== shown) replace(c.play, icon(shown));
  c.play.setAttribute("aria-label", t(R.playing ? "replayPause" : "replayPlay"));
  c.play.setAttribute("aria-pressed", R.playing ? "true" : "false");
  if (c.jump) c.jump.value = String(chapterOf(R, k));
}

// The transport buttons' icons, drawn: as characters, ⏮ ⏭ ⏸ came out as
// colour emoji where an emoji font is installed (each in its own frame and
// colours) and as ▶ ◀ text beside them. Paths on a 24-unit square.
const ICONS = {
  first: "M4 5h2v14H4z M13 5v14L6 12z M20 5v14l-7-7z",
  back: "M6 5h2v14H6z M18 5v14L9 12z",
  play: "M7 5v14l12-7z",
  pause: "M6 5h4v14H6z M14 5h4v14h-4z",
  forward: "M16 5h2v14h-2z M6 5v14l9-7z",
  last: "M18 5h2v14h-2z M4 5v14l7-7z M11 5v14l7-7z",
};
const icon = (name) => svg("svg", { viewBox: "0 0 24 24", class: "replay-icon", "aria-hidden": "true", dataset: { icon: name } },
  svg("path", { d: ICONS[name] }));

// A label with its seat tokens filled in with the seats' names.
const named = (R, text) => pick(text).replace(/\{seat:(\d+)\}/g, (_, s) => R.meta.names[Number(s)] ?? "");

function drawControls(R) {
  const btn = (glyph, key, onclick, cls = "") =>
    h("button", { type: "button", class: ["btn", "replay-btn", cls], "aria-label": t(key), title: t(key), onclick }, glyph);
  const c = {};
  c.first = btn(icon("first"), "replayFirst", () => stepTo(R, 0));
  c.back = btn(icon("back"), "replayBack", () => stepTo(R, R.at.move - 1));
  c.play = btn(icon("play"), "replayPlay", () => (R.playing ? pause(R) : play(R)), "btn-primary");
  c.forward = btn(icon("forward"), "replayForward", () => stepTo(R, R.at.move + 1));
  c.last = btn(icon("last"), "replayLast", () => stepTo(R, R.info.moves));
  c.slider = h("input", { type: "range", class: "replay-slider", min: "0", max: String(R.info.moves), step: "1",
    value: "0", "aria-label": t("replayMoveLabel"),
    oninput: (e) => stepTo(R, Number(e.target.value)) });
  c.count = h("span", { class: "replay-count", "aria-hidden": "true" });
  const chapters = R.info.chapters;
  c.jump = chapters.length ? h("select", { class: "replay-jump", "aria-label": t("replayJump"),
    onchange: (e) => { const i = Number(e.target.value); stepTo(R, i < 0 ? 0 : chapters[i].move); } },
  h("option", { value: "-1" }, t("replayStart")),
  chapters.map((ch, i) => h("option", { value: String(i) }, named(R, ch.text)))) : null;
  c.watch = h("select", { class: "replay-watch", "aria-label": t("replayWatch"),
    onchange: (e) => {
      R.watch = e.target.value === "" ? null : Number(e.target.value);
      R.fxSeen = null;
      drawHeld(R);
      if (R.at) draw(R, stateAt(R, R.at, false));
    } },
  h("option", { value: "" }, t("replayWatchAll")),
  R.meta.names.map((name, s) => h("option", { value: String(s), selected: R.watch === s }, name)));
  c.held = R.mod.held ? h("button", { type: "button", class: "btn replay-held-btn",
    "aria-pressed": R.showHeld ? "true" : "false",
    onclick: () => {
      R.showHeld = !R.showHeld;
      setSetting("replayHeld", R.showHeld);
      c.held.setAttribute("aria-pressed", R.showHeld ? "true" : "false");
      drawHeld(R);
    } }, t("replayHeld")) : null;
  R.controls = c;
  replace(R.controlBar,
    h("div", { class: "replay-steps" }, c.first, c.back, c.play, c.forward, c.last),
    h("div", { class: "replay-where" }, c.slider, c.count),
    h("div", { class: "replay-pick" },
      c.jump ? h("label", { class: "replay-field" }, h("span", {}, t("replayJump")), c.jump) : null,
      h("label", { class: "replay-field" }, h("span", {}, t("replayWatch")), c.watch), c.held));
  syncControls(R);
}

async function showRules(R) {
  try {
    const { g, body } = await rulesBody(R.meta.game);
    await contentDialog(t("rulesTitle", { game: pick(g.name) }), body, { className: "dialog-rules" });
  } catch (e) { toast(errText(e), "error"); }
}

function drawBar(R) {
  const bar = (tag, attrs, icon, label) => h(tag, { ...attrs, class: ["btn", "bar-btn", attrs.class] },
    h("span", { class: "bar-ico", "aria-hidden": "true" }, icon), h("span", { class: "bar-lbl" }, label));
  R.logBtn = bar("button", { type: "button", "aria-pressed": R.logOpen ? "true" : "false", "aria-controls": "log-panel",
    onclick: () => { R.logOpen = !R.logOpen; setSetting("logOpen", R.logOpen); layout(R); } }, "☰", t("log"));
  const langBtn = langButton();
  langBtn.classList.add("bar-btn");
  replace(R.topbar,
    bar("a", { href: "#/", "aria-label": t("home") }, "⌂", t("home")),
    h("h1", { class: "bar-title" }, `${R.game ? pick(R.game.name) : ""} — ${t("replayTitle")}`),
    bar("button", { type: "button", onclick: () => showRules(R) }, "?", t("rules")),
    R.logBtn, langBtn);
}

async function open(R) {
  loading(R.el, t("loadingEngine"));
  try {
    R.hs = await engine();
    R.meta = await matchMeta(R.hs, R.id);
    if (!R.meta) throw new Error(t("notFound"));
    const [info, game, mod] = await Promise.all([R.hs.replayOpen(R.id), gameInfo(R.meta.game), loadGame(R.meta.game)]);
    if (!R.alive) { R.hs.replayClose(info.rid); return; }
    Object.assign(R, { info, game, mod });
    // watched first from the first human seat (the one who played), else the table
    const human = R.meta.bots.indexOf(false);
    R.watch = human >= 0 ? human : null;
    R.controller = mod.mount(R.gameEl, R.ctx);
    drawBar(R);
    drawControls(R);
    replace(R.el, R.topbar, h("div", { class: "table-body" }, R.stage, R.logPanel), R.heldPanel, R.controlBar, R.status);
    layout(R);
    await go(R, 0);
  } catch (e) {
    if (R.alive) failed(R.el, e);
  }
}

/** The replay of the saved game `id` (finished). */
export function replayScreen(id) {
  const R = {
    id, alive: true, gen: 0, playing: false, watch: null, at: null,
    el: screen("table replay"),
    hs: null, meta: null, info: null, game: null, mod: null, controller: null, controls: null,
    logOpen: getSetting("logOpen", false),
    mode: "table",
    stage: h("div", { class: "stage" }),
    gameEl: h("div", { class: "game-root" }),
    logPanel: h("aside", { class: "log-panel", "aria-label": t("log"), tabindex: "-1" }),
    status: h("div", { class: "table-status", role: "status", "aria-live": "polite" }),
    topbar: h("header", { class: "bar table-bar" }),
    controlBar: h("nav", { class: "replay-bar", "aria-label": t("replayTitle") }),
    heldPanel: h("section", { class: "replay-held", "aria-label": t("replayHeld"), hidden: true }),
    showHeld: getSetting("replayHeld", true),
    statusText: () => "",
  };
  R.ctx = makeCtx(R);
  open(R);
  return {
    destroy() {
      R.alive = false;
      R.playing = false;
      R.gen += 1;
      finishEffects(R);
      if (R.controller && R.controller.destroy) R.controller.destroy();
      if (R.info && R.hs) R.hs.replayClose(R.info.rid).catch(() => {});
    },
    relang() {
      if (!R.meta || !R.info) return;
      // unnamed seats are named in the new language (in place: drawn states share the list)
      R.meta.names.splice(0, R.meta.names.length, ...seatNames(R.meta.seats, R.meta.players));
      drawBar(R);
      drawControls(R);
      setStatus(R, () => statusOf(R));
      if (R.at) draw(R, stateAt(R, R.at, false));
    },
  };
}
