// window.hotseat: the only way views talk to the rules engine.
//
// The engine (the hotseat wheel) runs in ONE Pyodide interpreter inside a
// PyScript worker (web/worker.py), so bot thinking never blocks the UI and
// there is no main-thread Python. Every method is async, takes and returns
// plain JSON values, and rejects with a HotseatError {code, ja, en} when the
// engine refuses (see docs/platform.md for the full API).
//
// Games are saved (record + seats) after every change, BEFORE the call
// resolves. Saved games are replayed into the engine lazily, on first use.
// A move's reply carries only the action it appended (never the whole record),
// and storage writes only the part of the record that changed, so a move costs
// the same however long the game has run.

import { openStore } from "./storage.js";

const url = (path) => new URL(path, import.meta.url).href;

export class HotseatError extends Error {
  constructor(error) {
    super(error.message.en);
    this.name = "HotseatError";
    this.code = error.code;
    this.ja = error.message.ja;
    this.en = error.message.en;
    this.error = error; // the engine's {code, message: {ja, en}} as-is
  }
}

const emit = (name, detail) => window.dispatchEvent(new CustomEvent(name, { detail }));

// --- boot --------------------------------------------------------------------

let worker = null;
let store = null;
// id -> {id, game, players, seats, record, finished, created, updated};
// record.actions is null until the game is first opened (read from storage)
const games = new Map();
// ids whose record has been replayed into the worker this session
const loaded = new Set();

function storageError(error, id) {
  console.warn("hotseat: storage failed; the game stays in memory", error);
  emit("hotseat:storage-error", { id, message: String(error && error.message || error) });
}

// Compile Pyodide's WebAssembly here, on the page, as soon as this module
// runs: Chromium's code cache serves the page's compileStreaming (a warm boot
// then runs optimised code from the start) but not a worker's. The Module is
// handed to the engine's worker on request (web/pyodide-loader.mjs); the
// compile itself runs off the main thread. null if it cannot be compiled
// here: the worker then loads Pyodide the usual way.
const wasmModule = (typeof WebAssembly === "object" && WebAssembly.compileStreaming
  ? WebAssembly.compileStreaming(fetch(url("./pyodide/pyodide.asm.wasm")))
  : Promise.resolve(null)).catch((e) => {
  console.warn("hotseat: compiling Pyodide on the page failed; the worker will", e);
  return null;
});

// Answer the worker's request for the Module (see pyodide-loader.mjs).
function answerWasmRequests(worker) {
  worker.addEventListener("message", (event) => {
    const { data, ports } = event;
    if (!data || data.hotseat !== "wasm-module?" || !ports || !ports[0]) return;
    event.stopImmediatePropagation(); // not a PyScript message
    const port = ports[0];
    port.postMessage("ack");
    port.onmessage = ({ data: note }) => {
      if (note === "used") performance.mark("hotseat:wasm-from-page");
      port.close();
    };
    wasmModule.then((module) => {
      try {
        port.postMessage(module);
      } catch (e) { // e.g. a browser that cannot post Modules to workers
        console.warn("hotseat: cannot hand the compiled Pyodide to the worker", e);
        port.postMessage(null);
      }
    });
  });
}

// PyScript's core.js takes globalThis.Worker when it is first evaluated, so
// it is imported with Worker briefly replaced by a subclass that listens for
// that request (added before PyScript's own listeners, so they never see it).
async function importPyScript() {
  const Base = globalThis.Worker;
  globalThis.Worker = class extends Base {
    constructor(...args) {
      super(...args);
      answerWasmRequests(this);
    }
  };
  try {
    return await import("./pyscript/core.js");
  } finally {
    globalThis.Worker = Base;
  }
}

async function startEngine() {
  // build.json first, THEN PyScript, then PyWorker() with no wait in between.
  // PyWorker reads PyScript's hooks; once PyScript's main-thread plugins have
  // loaded (a dynamic import started when core.js runs), those hooks include
  // worker hooks that PyScript compiles with Function(), which the CSP (no
  // 'unsafe-eval') refuses, and the engine never starts. Calling PyWorker in
  // the same turn as core.js's evaluation always beats that import. (Fetching
  // build.json alongside the import, as before, failed whenever build.json
  // arrived after the plugin: tests/browser/test_platform.py has the case.)
  // core.js is already being fetched in parallel (modulepreload in index.html).
  const info = await buildInfo;
  const { PyWorker } = await importPyScript();
  const wheel = url(info.wheel);
  // "direct": PyScript hands the wheel URL straight to loadPyodide({packages}),
  // which installs it during bootstrap without micropip (see build.py).
  // index_urls set: PyScript then skips fetching its package-graph chunk, a
  // sequential request before boot that only warns about non-URL packages.
  const config = info.loader === "micropip"
    ? { packages: [wheel], index_urls: [] }
    : { packages: [wheel], index_urls: [], packages_cache: "passthrough" };
  // PyWorker ignores config.interpreter; `version` with an ABSOLUTE URL is the
  // only way to make it use our vendored Pyodide instead of PyScript's CDN
  // default (see shared/rules/notes/platform.md §1.3). pyodide-loader.mjs is
  // the vendored pyodide/pyodide.mjs fed with the Module compiled above.
  const w = await PyWorker(url("./worker.py"), {
    type: "pyodide",
    version: url("./pyodide-loader.mjs"),
    config,
  });
  return w;
}

// What the page can show before Python has started: the build (with the game
// list, written by build.py from engine.games()) and the saved games.
const buildInfo = fetch(url("./build.json")).then((r) => {
  if (!r.ok) throw new Error(`build.json: HTTP ${r.status}`);
  return r.json();
});
const storeReady = openStore({ onError: (e) => storageError(e) }).then(async (s) => {
  store = s;
  for (const entry of await store.list().catch((e) => (storageError(e), []))) {
    if (entry && typeof entry.id === "string" && entry.record) {
      games.set(entry.id, { ...entry, record: { ...entry.record, actions: null } });
    }
  }
});

async function boot() {
  const [w] = await Promise.all([startEngine(), storeReady]);
  worker = w;
  // one real round trip, so "ready" means the engine answers
  await rawCall("games");
  hotseat.engineReady = true;
  performance.mark("hotseat:ready");
  const loading = document.getElementById("hotseat-loading");
  if (loading) loading.hidden = true;
  registerServiceWorker();
}

// --- calls into the worker -----------------------------------------------------

// The longest JSON text the engine takes in one call (hotseat.limits.MAX_CALL_CHARS;
// tests/test_robustness.py checks the two agree). An import larger than this is
// refused before it is read, so a huge file cannot freeze the page.
const MAX_CALL_CHARS = 5000000;

async function rawCall(method, ...args) {
  let text;
  try {
    text = JSON.stringify(args);
  } catch (_) { // nested too deep for the page's own stack (the engine refuses far less)
    throw new HotseatError({ code: "too_deep", message: {
      en: "The data is nested too deep to send to the engine.",
      ja: "データの入れ子が深すぎてエンジンに送れません。" } });
  }
  const reply = JSON.parse(await worker.sync.call(method, text));
  if (!reply.ok) throw new HotseatError(reply.error);
  return reply;
}

// Calls run one at a time, in order: a move, its save and the next move can
// never interleave, even if a view fires several calls without awaiting.
let queue = Promise.resolve();
function serial(fn) {
  const run = queue.then(fn);
  queue = run.catch(() => {});
  return run;
}

const ready = boot();
ready.catch((e) => {
  console.error("hotseat: engine failed to start", e);
  const loading = document.getElementById("hotseat-loading");
  if (loading) loading.textContent = `起動できませんでした / Could not start: ${e.message || e}`;
  emit("hotseat:boot-error", { message: String(e.message || e) });
});

function unknown(id) {
  return new HotseatError({
    code: "unknown_match",
    message: { en: `There is no saved game with id ${JSON.stringify(id)}.`,
               ja: `ID ${JSON.stringify(id)} の保存ゲームはありません。` },
  });
}

// Replay a saved game into the engine the first time it is used.
async function ensureLoaded(id) {
  if (loaded.has(id)) return;
  const entry = games.get(id);
  if (!entry) throw unknown(id);
  if (!entry.record.actions) entry.record.actions = await store.actions(id);
  const reply = await rawCall("load", id, entry.record);
  loaded.add(id);
  // A game saved before saves carried a summary gets one now (its meta
  // alone is written: no action changed).
  if (!entry.summary && reply.summary) {
    await persist({ ...entry, summary: reply.summary }, entry.record.actions.length);
  }
}

/** Keep `entry` and save it; only actions from index `from` on are new. */
async function persist(entry, from = 0) {
  games.set(entry.id, entry);
  try {
    await store.put(entry, from);
  } catch (e) {
    storageError(e, entry.id);
  }
}

// Bring the kept record in step with a reply that changed the game: an act
// appends its action, an undo cuts the record back. If the two ever disagree
// (they should not), the engine's whole record is fetched once.
// The players' own record (issue #32): one row per game finished on this
// device, kept in localStorage apart from the saved games (so a finished
// game can be deleted and still count), written when the game ends, never
// sent anywhere. A row is small (names, winners, scores, what each seat
// played as); the oldest go past MAX_RECORDS.
const RECORDS_KEY = "hotseat.records";
const MAX_RECORDS = 2000;

function readRecords() {
  try {
    const list = JSON.parse(localStorage.getItem(RECORDS_KEY) || "[]");
    return Array.isArray(list) ? list.filter((r) => r && typeof r === "object" && typeof r.id === "string") : [];
  } catch (_) {
    return [];
  }
}

function writeRecords(list) {
  list.sort((a, b) => (a.ended || 0) - (b.ended || 0));
  try {
    localStorage.setItem(RECORDS_KEY, JSON.stringify(list.slice(-MAX_RECORDS)));
  } catch (e) {
    storageError(e);
  }
}

// Counted once: a game that ends again (after an undo) replaces its row.
function keepRecord(entry, outcome) {
  const row = { id: entry.id, game: entry.game, players: entry.players, ended: Date.now(),
                seats: entry.seats.map((s) => ({ name: s.name, bot: Boolean(s.bot) })), ...outcome };
  writeRecords([...readRecords().filter((r) => r.id !== entry.id), row]);
}

async function changed(id, reply) {
  const entry = games.get(id);
  if (reply.outcome && !entry.finished) keepRecord(entry, reply.outcome);
  const actions = entry.record.actions;
  const before = actions.length;
  if (reply.last_action) actions.push(reply.last_action);
  if (reply.undone) actions.length = Math.max(0, before - reply.undone);
  if (actions.length !== reply.actions) {
    entry.record = (await rawCall("record", id)).value;
  }
  await persist({
    ...entry,
    finished: Boolean(reply.view && reply.view.finished),
    // what Home shows of the game (the game's own words, public facts):
    // kept with the meta, so the list is drawn without the engine
    summary: reply.summary || null,
    updated: Date.now(),
  }, Math.min(before, entry.record.actions.length));
  // after the save: whoever shows this game elsewhere (a joined phone, see
  // web/net/host.js) may now be told
  emit("hotseat:changed", { id });
}

// engine call on a (possibly not yet loaded) game
const onGame = (method) => (id, ...args) => serial(async () => {
  await ready;
  await ensureLoaded(id);
  return (await rawCall(method, id, ...args)).value;
});

function newId() {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return "g" + Date.now().toString(36) + [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
}

// A seat without a name is stored without one: the app names it in the
// language of the moment ("Player 2" / "プレイヤー2").
function defaultSeats(players) {
  return Array.from({ length: players }, () => ({ name: "", bot: false }));
}

function badSeats(players) {
  return new HotseatError({
    code: "bad_seats",
    message: { en: `seats must be a list of ${players} {name, bot} objects.`,
               ja: `seats は {name, bot} を ${players} 個並べたリストにしてください。` },
  });
}

function checkSeats(seats, players) {
  if (seats === undefined || seats === null) return defaultSeats(players);
  if (!Array.isArray(seats) || seats.length !== players) throw badSeats(players);
  return seats.map((s, i) => {
    if (!s || typeof s !== "object") throw badSeats(players);
    return { name: typeof s.name === "string" ? s.name.trim() : "", bot: Boolean(s.bot) };
  });
}

function humanSeats(id) {
  const entry = games.get(id);
  if (!entry) throw unknown(id);
  return entry.seats.flatMap((s, i) => (s.bot ? [] : [i]));
}

// A table's ask (hotseat.step) completed from the saved seats: every human
// seat (for undo) and every bot.
function fullAsk(id, ask) {
  const entry = games.get(id);
  if (!entry) throw unknown(id);
  const { seats = [], watch = null, deferBot = false } = ask || {};
  // a human seat handed to the bot ("play for me", seat.auto) is played
  // as a bot's, never asked (here or on its phone), and stays a human's
  // for undo
  const auto = (i) => Boolean(entry.seats[i] && entry.seats[i].auto);
  return { seats: seats.filter((i) => !auto(i)), watch, humans: humanSeats(id),
           bots: entry.seats.flatMap((s, i) => (s.bot || s.auto ? [i] : [])),
           ...(deferBot ? { defer_bot: true } : {}) };
}

// The step a changing call's reply carries; asked for on its own if the
// engine left it out (it does when computing it failed: the step call then
// says why, and the change is kept and saved all the same).
// The next step, with what the move just made did (the act's events, as
// the engine gave them for the screen: see session.act).
async function stepOf(id, reply, ask) {
  const st = reply.step || (await rawCall("step", id, ask)).value;
  return { ...st, ...(reply.events ? { events: reply.events } : {}), last_action: reply.last_action || null };
}

function summary(entry) {
  return {
    id: entry.id, game: entry.game, players: entry.players, finished: entry.finished,
    updated: entry.updated, created: entry.created, seats: entry.seats.map((s) => ({ ...s })),
    summary: entry.summary ? structuredClone(entry.summary) : null,
  };
}

// --- service worker -------------------------------------------------------------

let waitingWorker = null;

function updateAvailable(sw) {
  waitingWorker = sw;
  hotseat.updateAvailable = true;
  emit("hotseat:update-available", {});
}

function registerServiceWorker() {
  if (!("serviceWorker" in navigator)) return;
  // Registered after the engine is up, so the precache download (~14 MB)
  // does not compete with the first boot's own downloads.
  navigator.serviceWorker.register(url("./sw.js"), { scope: url("./") }).then((reg) => {
    if (!reg) return; // registration refused (e.g. blocked by policy)
    if (reg.waiting && navigator.serviceWorker.controller) updateAvailable(reg.waiting);
    reg.addEventListener("updatefound", () => {
      const sw = reg.installing;
      if (!sw) return;
      sw.addEventListener("statechange", () => {
        // "installed" while another worker controls the page = a new version
        // is waiting. It never takes over by itself (no skipWaiting in sw.js):
        // a game in progress keeps the code it started with.
        if (sw.state === "installed" && navigator.serviceWorker.controller) updateAvailable(sw);
      });
    });
  }).catch((e) => console.warn("hotseat: service worker registration failed", e));
}

// --- the API ------------------------------------------------------------------------

const hotseat = {
  /** The largest import file, in bytes, the engine will read. */
  maxImportBytes: MAX_CALL_CHARS,
  ready: ready.then(() => undefined),
  HotseatError,
  updateAvailable: false,

  /** The build this page runs: {version, pyodide, pyscript, loader, ...}. */
  build: () => buildInfo.then((info) => structuredClone(info)),

  /** True once the engine answers (`ready` has resolved). */
  engineReady: false,

  /** The seat this device holds at another device's table (a RemoteSeat,
   * web/net/remote.js), or null. Its `hs` has this object's shape, answered
   * by the host over the data channel. */
  remote: null,

  /** engine.games(), from the build: answered before the engine is ready. */
  games: async () => {
    const info = await buildInfo;
    if (Array.isArray(info.games)) return structuredClone(info.games);
    await ready; // a build without the list: ask the engine
    return (await rawCall("games")).value;
  },

  /** Start a game; resolves to its id. seed: optional 31-bit int. */
  newGame: ({ game, players, seed, options = {}, seats } = {}) => serial(async () => {
    await ready;
    const seatList = checkSeats(seats, players);
    if (seed === undefined || seed === null) seed = crypto.getRandomValues(new Uint32Array(1))[0] >>> 1;
    const id = newId();
    const reply = await rawCall("new_game", id, game, players, seed, options);
    loaded.add(id);
    const now = Date.now();
    await persist({ id, game, players, seats: seatList, record: reply.record,
                    finished: reply.view.finished, summary: reply.summary || null, created: now, updated: now });
    return id;
  }),

  toAct: onGame("to_act"),
  /** seat null (or omitted) = the public view */
  view: (id, seat = null) => onGame("view")(id, seat),
  legal: onGame("legal"),
  /** One seat's own screen in one call: {view, acting, legal, result} (what a joined phone is sent). */
  seatState: onGame("seat_state"),
  /** The move act(id, seat, action) would make, or its refusal (rejects), changing nothing. */
  check: onGame("check"),
  /** The bot's choice for seat (not applied). kind: "bot" | "random". */
  botAction: (id, seat, kind = "bot") => onGame("bot_action")(id, seat, kind),
  /** What Hint offers seat: the bot's choice first, then the other legal actions, best first. */
  hints: onGame("hints"),
  /** null until finished */
  result: onGame("result"),
  record: onGame("record"),
  /** [{seat, action, text: {ja, en}}] for the game log */
  history: onGame("history"),
  /** A page of the log as seat may see it (null: the public's): {events, start, total};
   * a negative start counts from the end. */
  log: (id, seat = null, start = 0, count = 200) => onGame("log")(id, seat, start, count),
  describe: onGame("describe"),

  /** Apply an action; saves, then resolves to the new public view. */
  act: (id, seat, action) => serial(async () => {
    await ready;
    await ensureLoaded(id);
    const reply = await rawCall("act", id, seat, action);
    await changed(id, reply);
    return reply.view;
  }),

  /** Everything one step of a table needs, in one call (session.step):
   * {view, to_act, seat, acting, seat_view, private, legal, bot, can_undo,
   * result}. ask: {seats: the seats played at the asking screen, watch: the
   * seat shown while none of them must act (null: the public view)}. */
  step: (id, ask) => serial(async () => {
    await ready;
    await ensureLoaded(id);
    return (await rawCall("step", id, fullAsk(id, ask))).value;
  }),

  /** act(), resolving to the table's next step (as step(id, ask)) instead
   * of the public view: a move and what follows it are one call. */
  actStep: (id, seat, action, ask) => serial(async () => {
    await ready;
    await ensureLoaded(id);
    const full = fullAsk(id, ask);
    const reply = await rawCall("act", id, seat, action, full);
    await changed(id, reply);
    return stepOf(id, reply, full);
  }),

  /** The bot's move for `seat`, chosen and made, resolving to the table's
   * next step: what a table whose steps defer the bots' choices
   * (ask.deferBot: a step's bot is {seat, action: null}) calls after the
   * bot's pause. One call, as actStep. */
  botStep: (id, seat, ask) => serial(async () => {
    await ready;
    await ensureLoaded(id);
    const full = fullAsk(id, ask);
    const reply = await rawCall("bot_act", id, seat, full);
    await changed(id, reply);
    return stepOf(id, reply, full);
  }),

  /** undo(), resolving to the table's next step (as step(id, ask)). */
  undoStep: (id, seat, ask) => serial(async () => {
    await ready;
    await ensureLoaded(id);
    const full = fullAsk(id, ask);
    const reply = await rawCall("undo", id, humanSeats(id), seat, full);
    await changed(id, reply);
    return stepOf(id, reply, full);
  }),

  /** Take back the last move of human `seat` and the bot moves after it
   * (refused with not_your_move if another human has moved since); with no
   * seat, the last move of any human. */
  undo: (id, seat = null) => serial(async () => {
    await ready;
    await ensureLoaded(id);
    const reply = await rawCall("undo", id, humanSeats(id), seat);
    await changed(id, reply);
    return reply.view;
  }),

  /** null if undo(id, seat) would be done, else its refusal {code, message}. */
  undoable: (id, seat = null) => serial(async () => {
    await ready;
    await ensureLoaded(id);
    return (await rawCall("undoable", id, humanSeats(id), seat)).value;
  }),

  /** True when seat's view shows something the public view does not: the
   * tablet is handed over before it is shown. */
  isPrivate: onGame("private"),

  /** Saved games, from storage: answered before the engine is ready. */
  saved: () => storeReady.then(() => [...games.values()]
    .map(summary)
    .sort((a, b) => b.updated - a.updated)),

  meta: (id) => storeReady.then(() => {
    const entry = games.get(id);
    if (!entry) throw unknown(id);
    return summary(entry);
  }),

  /** Validate a record by replaying it; resolves to the new game's id. */
  importRecord: (record, { seats } = {}) => serial(async () => {
    await ready;
    if (typeof record === "string") {
      if (record.length > MAX_CALL_CHARS) {
        throw new HotseatError({ code: "too_large", message: {
          en: `This game record cannot be loaded: it is larger than ${MAX_CALL_CHARS / 1e6} MB.`,
          ja: `このゲーム記録は読み込めません：${MAX_CALL_CHARS / 1e6} MB を超えています。` } });
      }
      try {
        record = JSON.parse(record);
      } catch {
        throw new HotseatError({ code: "bad_record", message: {
          en: "This game record cannot be loaded: it is not valid JSON.",
          ja: "このゲーム記録は読み込めません：JSON として正しくありません。" } });
      }
    }
    const id = newId();
    const reply = await rawCall("load", id, record); // throws, touching nothing, if bad
    const players = reply.record.players;
    let seatList;
    try {
      seatList = checkSeats(seats, players);
    } catch (e) {
      await rawCall("drop", id);
      throw e;
    }
    loaded.add(id);
    const now = Date.now();
    await persist({ id, game: reply.record.game, players, seats: seatList, record: reply.record,
                    finished: reply.view.finished, summary: reply.summary || null, created: now, updated: now });
    return id;
  }),

  /** Open a finished game to step through (issue #32): a saved game's id,
   * or a record (an imported file's). Resolves to {rid, seats (the saved
   * game's, else null), game, players, options, moves, chapters, result,
   * summary}; refused (code in_progress) for a game not over. */
  replayOpen: (source) => serial(async () => {
    await ready;
    let record = source;
    let seats = null;
    if (typeof source === "string") {
      const entry = games.get(source);
      if (!entry) throw unknown(source);
      if (!entry.record.actions) entry.record.actions = await store.actions(source);
      ({ record, seats } = entry);
    }
    // its own id: a replay is not the game (which may be open beside it)
    const rid = "replay:" + (typeof source === "string" ? source : newId());
    const value = (await rawCall("replay_open", rid, record)).value;
    return { rid, seats: seats ? structuredClone(seats) : null, ...value };
  }),

  /** The replay's game after `move` moves: {move, view, views (view(seat)
   * for each of `seats`), to_act, last_action, events}. */
  replayAt: (rid, move, seats = []) => serial(async () => {
    await ready;
    return (await rawCall("replay_at", rid, move, seats)).value;
  }),

  /** Forget an open replay. */
  replayClose: (rid) => serial(async () => {
    await ready;
    await rawCall("drop", rid);
  }),

  /** The players' record: a row per game finished here ({id, game, players,
   * ended, seats, winners, scores, sides}), oldest first. */
  records: async () => readRecords(),

  /** Add rows (an exported record file's); a row already kept stays. */
  importRecords: async (rows) => {
    if (!Array.isArray(rows)) throw new HotseatError({ code: "bad_record", message: {
      en: "These are not records of finished games.", ja: "終わったゲームの戦績ではありません。" } });
    const have = readRecords();
    const ids = new Set(have.map((r) => r.id));
    const fresh = rows.filter((r) => r && typeof r === "object" && typeof r.id === "string" && !ids.has(r.id)
      && typeof r.game === "string" && Array.isArray(r.seats) && Array.isArray(r.winners));
    writeRecords([...have, ...fresh]);
    return fresh.length;
  },

  /** Forget every row of the record (the saved games are untouched). */
  clearRecords: async () => { writeRecords([]); },

  /** Hand human `seat` of game `id` to the bot, or take it back (issue #32:
   * "play for me"): a mark on the saved game's seat (auto), not a move of
   * the record. The bot playing it sees only its view, as every bot. */
  setAuto: (id, seat, on) => serial(async () => {
    await ready;
    await ensureLoaded(id);
    const entry = games.get(id);
    const s = entry.seats[seat];
    if (!Number.isInteger(seat) || !s || s.bot) {
      throw new HotseatError({ code: "bad_seat", message: {
        en: "Only a human's seat can be handed to the bot.", ja: "ボットに任せられるのは人間の席だけです。" } });
    }
    const seats = entry.seats.map((x, i) => {
      if (i !== seat) return x;
      const { auto, ...rest } = x;
      return on ? { ...rest, auto: true } : rest;
    });
    await persist({ ...entry, seats }, entry.record.actions.length); // the meta alone
    emit("hotseat:changed", { id }); // a phone holding the seat is told (web/net/host.js)
    return summary(games.get(id)).seats;
  }),

  remove: (id) => serial(async () => {
    await ready;
    if (!games.has(id)) throw unknown(id);
    await rawCall("drop", id);
    loaded.delete(id);
    games.delete(id);
    try {
      await store.delete(id);
    } catch (e) {
      storageError(e, id);
    }
  }),

  /** Call fn() when a new version is installed and waiting; returns an unsubscribe. */
  onUpdate(fn) {
    const handler = () => fn();
    window.addEventListener("hotseat:update-available", handler);
    if (hotseat.updateAvailable) queueMicrotask(handler);
    return () => window.removeEventListener("hotseat:update-available", handler);
  },

  /** Switch to the waiting version and reload (only when the page asks). */
  applyUpdate() {
    if (!waitingWorker) return false;
    navigator.serviceWorker.addEventListener("controllerchange", () => location.reload(), { once: true });
    waitingWorker.postMessage({ type: "skip-waiting" });
    return true;
  },
};

window.hotseat = hotseat;
export default hotseat;
