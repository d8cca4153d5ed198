// What a move did, drawn where it happened: the table's motion and its
// banners (issue #29). The table knows no game: each game's view module
// says, for each event of the engine's stream, what to draw —
//
//   effects(event, ctx, state) -> [effect]     optional export of web/<game>/view.js
//
// where an effect is one of
//
//   { fly:    { from, to, node?, count?, hideTo? } }  a card (node: the
//             game's own card face; else `count` card backs, 1 by default) moves
//             from one place to another; hideTo: the place's own drawing is
//             hidden until the card lands there
//   { line:   { from, to: [places] } }  an arrow from the user to each target
//   { hit:    place }                   damage: the place shakes and flashes red
//   { heal:   place }                   healing: the place glows
//   { pulse:  place }                   a change to see (HP pips, a score)
//   { banner: { title, sub?, tone? } }  a big moment (a death, a bomb, the end
//             of a hand): held about 1.5 s at normal speed, or until tapped.
//             title / sub: text, or {ja, en}; tone: "death" | "bomb" | "win" |
//             "end" | "info" (its colour)
//
// and a place is a seat number (the element the view marks
// data-fx-seat="N"), a zone name ("play", "hand", "deck", "trick": the
// element marked data-fx="…"), or an Element. A place the view does not
// draw is skipped, so a view may name more than it shows at one size.
//
// Timing: motion takes motionMs() (from the bot-speed setting; none under
// prefers-reduced-motion, none when the bots' delay is 0, as in the tests
// that do not ask for it); banners hold bannerMs(), and under reduced
// motion appear and go without moving. A tap anywhere finishes what is
// playing at once. Only transform and opacity are animated (Web
// Animations), so no frame waits on layout.

import { pick } from "../i18n.js";
import { h, reducedMotion as reduced, svg } from "../ui/dom.js";
import { botDelay } from "./pacing.js";

/** ms a move's motion takes: half the bots' delay, at most 600 (slow 600,
 * normal 350, fast 125); 0 under reduced motion or with no bot delay. */
export function motionMs() {
  if (reduced()) return 0;
  return Math.min(600, Math.round(botDelay() / 2));
}

/** ms a banner holds: about 1.5 s at normal speed (slow 2.5 s, fast 0.9 s;
 * the tests' few-ms delays, twice theirs); 0 (no banner) when the bots'
 * delay is 0. Reduced motion keeps banners: they say what happened; they
 * only stop moving. */
export function bannerMs() {
  const d = botDelay();
  if (d <= 0) return 0;
  return Math.round(d < 250 ? d * 2 : Math.min(2500, Math.max(900, d * 2.15)));
}

/** The events of a step the table has not drawn yet. Steps answered by
 * the engine carry their own (state.events); a phone's states carry the
 * seat's recent events, of which those after the last drawn are new (each
 * event's `i` is its place in the whole stream, the same for every seat).
 * An undo (the stream went back) or the first view drawn draws nothing. */
export function freshEvents(T, state) {
  const block = state.view && state.view.events;
  if (!block) return [];
  const recent = block.recent || [];
  const last = recent.length ? recent[recent.length - 1].i : -1;
  const seen = T.fxSeen;
  T.fxSeen = Math.max(last, state.events && state.events.length ? state.events[state.events.length - 1].i : -1);
  if (seen == null || T.fxSeen <= seen) return [];
  if (state.events && state.events.length) return state.events.filter((e) => e.i > seen);
  return recent.filter((e) => e.i > seen);
}

// --- places ---------------------------------------------------------------------

function placeOf(root, p) {
  if (p == null) return null;
  if (p instanceof Element) return p;
  const sel = typeof p === "number" ? `[data-fx-seat="${p}"]` : `[data-fx="${p}"]`;
  const all = root.querySelectorAll(sel);
  for (const el of all) if (el.getClientRects().length) return el; // drawn at this size
  return null;
}

function centre(el) {
  const r = el.getBoundingClientRect();
  return { x: r.left + r.width / 2, y: r.top + r.height / 2, w: r.width, h: r.height };
}

// --- the effects ----------------------------------------------------------------

function layerOf(T) {
  if (!T.fxLayer || !T.fxLayer.isConnected) {
    T.fxLayer = h("div", { class: "fx-layer", "aria-hidden": "true" });
    document.body.append(T.fxLayer);
  }
  return T.fxLayer;
}

function back() {
  return h("div", { class: "fx-back" });
}

// Each effect is planned in two passes over all of a move's effects
// (measure every place; then draw and set it moving): a drawing between
// two measurements would make the browser lay the whole table out again
// for each effect, in the frame where the move lands. A flyer is centred
// on its path by its own size (a -50% translate, app.css), so what is
// drawn is never measured.

// What flies: the view's own node (a card face), or backs (up to five).
const flyerNodes = (spec) => (spec.node ? [spec.node] : Array.from({ length: Math.min(spec.count || 1, 5) }, back));

function fly(T, root, spec, ms, run) {
  const from = placeOf(root, spec.from);
  const to = placeOf(root, spec.to);
  if (!from || !to || from === to) return null;
  const a = centre(from);
  const b = centre(to);
  const nodes = flyerNodes(spec);
  return {
    draw() {
      if (spec.hideTo) {
        to.classList.add("fx-landing");
        run.undo.push(() => to.classList.remove("fx-landing"));
      }
      const wraps = nodes.map((node) => h("div", { class: "fx-flyer" }, node));
      layerOf(T).append(...wraps);
      wraps.forEach((wrap, k) => {
        // the centre's path: the flyer's own -50% translate (app.css) puts
        // its middle there
        const x0 = a.x + k * 6;
        const y0 = a.y;
        const x1 = b.x + k * 6;
        const y1 = b.y;
        const anim = wrap.animate([
          { transform: `translate(${x0}px, ${y0}px) scale(.8)`, opacity: 0.6 },
          { transform: `translate(${x0 + (x1 - x0) * 0.15}px, ${y0 + (y1 - y0) * 0.15 - 12}px) scale(1.08)`, opacity: 1, offset: 0.25 },
          { transform: `translate(${x1}px, ${y1}px) scale(1)`, opacity: 1 },
        ], { duration: ms, easing: "cubic-bezier(.3,.7,.3,1)", delay: k * Math.min(60, ms / 6), fill: "both" });
        run.anims.push(anim);
        run.undo.push(() => wrap.remove());
      });
    },
  };
}

function line(T, root, spec, ms, run) {
  const from = placeOf(root, spec.from);
  if (!from) return null;
  const a = centre(from);
  const W = window.innerWidth;
  const H = window.innerHeight;
  const ends = [];
  for (const t of [].concat(spec.to)) {
    const el = placeOf(root, t);
    if (el && el !== from) ends.push(centre(el));
  }
  if (!ends.length) return null;
  return {
    draw() {
      const arrows = ends.map((b) => {
        // From the edge of the user's box to the edge of the target's: the
        // arrow's head stays visible beside the target's name.
        const dx = b.x - a.x;
        const dy = b.y - a.y;
        const len = Math.hypot(dx, dy) || 1;
        const cut = (c) => Math.min(len / 3, Math.min(c.w, c.h) / 2);
        return svg("line", { x1: a.x + (dx / len) * cut(a), y1: a.y + (dy / len) * cut(a),
          x2: b.x - (dx / len) * cut(b), y2: b.y - (dy / len) * cut(b), class: "fx-arrow", "marker-end": "url(#fx-head)" });
      });
      const lines = svg("svg", { class: "fx-lines", viewBox: `0 0 ${W} ${H}`, width: W, height: H },
        svg("defs", null, svg("marker", { id: "fx-head", viewBox: "0 0 10 10", refX: 8, refY: 5, markerWidth: 5, markerHeight: 5,
          orient: "auto-start-reverse" }, svg("path", { d: "M0,0 L10,5 L0,10 z", class: "fx-arrow-head" }))),
        arrows);
      layerOf(T).append(lines);
      const anim = lines.animate([{ opacity: 0 }, { opacity: 1, offset: 0.15 }, { opacity: 1, offset: 0.8 }, { opacity: 0 }],
        { duration: Math.max(ms * 2.2, 300), easing: "linear", fill: "both" });
      run.anims.push(anim);
      run.undo.push(() => lines.remove());
    },
  };
}

function mark(root, place, cls, keyframes, ms, run) {
  const el = placeOf(root, place);
  if (!el) return null;
  return {
    draw() {
      el.classList.add(cls);
      run.undo.push(() => el.classList.remove(cls));
      if (keyframes) run.anims.push(el.animate(keyframes, { duration: ms * 1.4, easing: "ease-out" }));
    },
  };
}

const SHAKE = [
  { transform: "translateX(0)" }, { transform: "translateX(-7px)" }, { transform: "translateX(6px)" },
  { transform: "translateX(-4px)" }, { transform: "translateX(3px)" }, { transform: "translateX(0)" },
];
const PULSE = [{ transform: "scale(1)" }, { transform: "scale(1.08)" }, { transform: "scale(1)" }];

// A banner in the middle of the table; resolves when it has held long
// enough, or at a tap (run.finish).
function banner(T, spec, run) {
  const hold = bannerMs();
  if (!hold) return Promise.resolve();
  const text = (x) => (x == null ? null : typeof x === "string" ? x : pick(x));
  const el = h("div", { class: ["fx-banner", `fx-tone-${spec.tone || "info"}`], role: "status" },
    h("div", { class: "fx-banner-title" }, text(spec.title)),
    spec.sub ? h("div", { class: "fx-banner-sub" }, text(spec.sub)) : null);
  layerOf(T).append(el);
  T.fxBanners = (T.fxBanners || 0) + 1;
  const still = reduced();
  if (!still) {
    run.anims.push(el.animate([{ transform: "translate(-50%, -50%) scale(.6)", opacity: 0 },
      { transform: "translate(-50%, -50%) scale(1.05)", opacity: 1, offset: 0.6 },
      { transform: "translate(-50%, -50%) scale(1)", opacity: 1 }], { duration: 260, easing: "ease-out" }));
  }
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      el.remove();
      run.waits.delete(done);
      resolve();
    };
    const timer = setTimeout(done, hold);
    run.waits.add(done);
  });
}

// Where a move lands, in the view's order: what it flew to, pointed at,
// hurt, healed or changed (not where it came from).
function landings(root, list) {
  const out = [];
  for (const e of list) {
    const places = "fly" in e ? [e.fly.to] : "line" in e ? [].concat(e.line.to)
      : [e.hit, e.heal, e.pulse].filter((p) => p !== undefined);
    for (const p of places) {
      const el = placeOf(root, p);
      if (el) out.push(el);
    }
  }
  return out;
}

// Another seat's move is seen where it lands: if its first landing place
// (a view lists the move itself first, what it paid after) is not wholly
// on screen (a phone scrolled down to its hand while a bot plays on the map
// above), the page is scrolled to show it, at once (the motion's path is
// measured after), by the least that shows it.
function follow(root, list) {
  const el = landings(root, list)[0];
  if (!el) return;
  const r = el.getBoundingClientRect();
  const H = window.innerHeight;
  // The table's bar is sticky: a place under it is out of sight as well.
  const bar = document.querySelector(".table-bar");
  const top = bar ? Math.max(0, bar.getBoundingClientRect().bottom) : 0;
  // The page scrolls, up or down only (a hand's own strip is left as it is);
  // a place taller than the screen, only when none of it is in sight.
  let by = 0;
  if (r.height <= H - top - 16) by = r.top < top ? r.top - top - 8 : r.bottom > H ? r.bottom - H + 8 : 0;
  else if (r.bottom <= top || r.top >= H) by = r.top - top - 8;
  if (by) window.scrollBy({ top: by, behavior: "instant" });
}

/**
 * Draw what `events` did on the table just drawn, then resolve: motion
 * first (all of a step's at once), then its banners one after another.
 * A tap anywhere finishes everything at once. A newer call finishes the
 * older one first. `others`: the move was another seat's (a bot's, or the
 * human before the hand-over): on a paced table its landing place is
 * brought into view first.
 */
export async function playEffects(T, events, { others = false } = {}) {
  finishEffects(T);
  if (!events.length || !T.mod || typeof T.mod.effects !== "function") return;
  const ms = motionMs();
  const root = T.gameEl;
  const list = [];
  for (const ev of events) {
    let out = null;
    try { out = T.mod.effects(ev, T.ctx, T.lastState); } catch (e) { console.warn("effects", ev.kind, e); }
    if (out) list.push(...out);
  }
  if (others && botDelay() > 0) follow(root, list);
  const banners = list.filter((e) => e.banner);
  if (!ms && !banners.length) return;
  const run = { anims: [], undo: [], waits: new Set(), done: false };
  T.fxRun = run;
  const finish = () => finishRun(T, run);
  // A tap (or a key) anywhere finishes what is playing; the tap itself goes
  // on to whatever it was meant for.
  document.addEventListener("pointerdown", finish, { capture: true });
  document.addEventListener("keydown", finish, { capture: true });
  run.off = () => {
    document.removeEventListener("pointerdown", finish, { capture: true });
    document.removeEventListener("keydown", finish, { capture: true });
  };
  if (ms) {
    // "in", not truth: seat 0 is a place too.
    const plans = [];
    for (const e of list) {
      let p = null;
      if ("fly" in e) p = fly(T, root, e.fly, ms, run);
      else if ("line" in e) p = line(T, root, e.line, ms, run);
      else if ("hit" in e) p = mark(root, e.hit, "fx-hit", SHAKE, ms, run);
      else if ("heal" in e) p = mark(root, e.heal, "fx-heal", PULSE, ms, run);
      else if ("pulse" in e) p = mark(root, e.pulse, "fx-pulse", PULSE, ms, run);
      if (p) plans.push(p);
    }
    for (const p of plans) p.draw();
    await Promise.all(run.anims.map((a) => a.finished.catch(() => null)));
    // The move has landed: nothing of its motion stays over the banners.
    clearMotion(run);
  }
  for (const b of banners) {
    if (run.done) break;
    await banner(T, b.banner, run);
  }
  finish();
}

function clearMotion(run) {
  for (const u of run.undo.splice(0)) { try { u(); } catch (_) { /* gone */ } }
}

function finishRun(T, run) {
  if (run.done) return;
  run.done = true;
  for (const a of run.anims) { try { a.finish(); } catch (_) { /* gone */ } }
  for (const w of [...run.waits]) w();
  clearMotion(run);
  if (run.off) run.off();
  if (T.fxRun === run) T.fxRun = null;
  // The layer goes with the last effect: the page holds nothing of a move
  // once it is drawn.
  if (T.fxLayer && !T.fxRun) { T.fxLayer.remove(); T.fxLayer = null; }
}

/** Finish whatever is playing (a new draw, a hand-over, leaving the table). */
export function finishEffects(T) {
  if (T.fxRun) finishRun(T, T.fxRun);
}
