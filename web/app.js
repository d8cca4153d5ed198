// Hotseat app: router and screens (home, new game, table, rules).
//
// The app knows no game by name. It asks the engine (window.hotseat, see
// bridge.js) for the game list and loads each game's view module on demand:
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
//     pace(action) -> number         optional: how long a bot's action stays on screen,
//                                    as a factor of the bot speed (a quick "no", a slower card)
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
//   gameId, names, bots

import { t, pick, lang, toggleLang, onLangChange, register } from "./i18n.js";
import { h, replace, sleep } from "./ui/dom.js";
import { confirmDialog, messageDialog, chooseDialog, contentDialog, toast } from "./ui/dialog.js";
import { handover } from "./ui/handover.js";
import { renderLog, scrollToEnd } from "./ui/log.js";

const root = document.getElementById("app") || document.body.appendChild(h("main", { id: "app" }));
const params = new URLSearchParams(location.search);

// ---------------------------------------------------------------- settings
const SETTINGS_KEY = "hotseat.settings";
function loadSettings() {
  try { return JSON.parse(localStorage.getItem(SETTINGS_KEY) || "{}") || {}; } catch (_) { return {}; }
}
function getSetting(key, dflt) {
  const s = loadSettings();
  return key in s ? s[key] : dflt;
}
function setSetting(key, value) {
  const s = loadSettings();
  s[key] = value;
  try { localStorage.setItem(SETTINGS_KEY, JSON.stringify(s)); } catch (_) { /* ignore */ }
}

function botDelay() {
  const fromUrl = params.get("botDelay");
  if (fromUrl != null && fromUrl !== "" && !Number.isNaN(Number(fromUrl))) return Math.max(0, Number(fromUrl));
  let stored = null;
  try { stored = localStorage.getItem("hotseat.botDelay"); } catch (_) { /* ignore */ }
  if (stored != null && stored !== "" && !Number.isNaN(Number(stored))) return Math.max(0, Number(stored));
  return SPEEDS.normal;
}

// The bots' pace, a per-device setting (the log panel's speed buttons).
const SPEEDS = { slow: 1400, normal: 700, fast: 250 };
function speedName() {
  const d = botDelay();
  return Object.keys(SPEEDS).find((k) => SPEEDS[k] === d) || null;
}
function speedControl(onchange) {
  const now = speedName();
  return h("div", { class: "speed-row", role: "group", "aria-label": t("botSpeed") },
    h("span", { class: "speed-label" }, t("botSpeed")),
    h("div", { class: "segmented" }, Object.keys(SPEEDS).map((k) => h("button", {
      type: "button", class: "seg", "aria-pressed": now === k ? "true" : "false", dataset: { speed: k },
      onclick: () => {
        try { localStorage.setItem("hotseat.botDelay", String(SPEEDS[k])); } catch (_) { /* ignore */ }
        onchange();
      },
    }, t(`speed_${k}`)))));
}

// ---------------------------------------------------------------- engine
let bridgePromise = null;
/** window.hotseat, without waiting for the engine: the game list and saved
 * games are answered from the build and from storage. */
function bridge() {
  if (!bridgePromise) {
    bridgePromise = (async () => {
      const start = Date.now();
      while (!window.hotseat) {
        if (Date.now() - start > 30000) throw new Error("window.hotseat is missing (bridge.js not loaded)");
        await sleep(20);
      }
      return window.hotseat;
    })();
  }
  return bridgePromise;
}

/** window.hotseat once the engine answers. */
async function engine() {
  const hs = await bridge();
  await hs.ready;
  return hs;
}

/** A readable message from a bridge refusal ({code, message:{ja,en}}) or any error. */
export function errText(e) {
  if (e == null) return "";
  if (typeof e === "string") return e;
  const m = e.message;
  if (m && typeof m === "object") return pick(m);
  if (e.error && typeof e.error === "object") return errText(e.error);
  if (e.messages && typeof e.messages === "object") return pick(e.messages);
  if (typeof m === "string" && m) return m;
  return String(e);
}

let gamesCache = null;
async function gameList() {
  if (!gamesCache) gamesCache = await (await bridge()).games();
  return gamesCache;
}
async function gameInfo(id) {
  return (await gameList()).find((g) => g.id === id) || null;
}

const modules = new Map();
function loadGame(id) {
  if (!/^[a-z0-9_]+$/.test(id)) return Promise.reject(new Error("bad game id"));
  if (!modules.has(id)) {
    if (!document.querySelector(`link[data-game-css="${id}"]`)) {
      document.head.append(h("link", { rel: "stylesheet", href: `./${id}/view.css`, dataset: { gameCss: id } }));
    }
    modules.set(id, import(`./${id}/view.js`).then((mod) => {
      if (mod.strings) register(mod.strings);
      return mod;
    }));
  }
  return modules.get(id);
}

/** Seat names and bot flags of a saved game. */
async function matchMeta(hs, id) {
  let meta = null;
  if (typeof hs.meta === "function") meta = await hs.meta(id);
  if (!meta) {
    const list = await hs.saved();
    meta = list.find((s) => s.id === id) || null;
  }
  if (!meta) return null;
  const names = seatNames(meta.seats, meta.players);
  const bots = Array.from({ length: meta.players }, (_, i) => !!((meta.seats || [])[i] || {}).bot);
  return { ...meta, names, bots };
}

/** The seats' names as shown now: a seat left unnamed is stored without a
 * name and called "Player 3" / "プレイヤー3" in the language of the moment. */
function seatNames(seats, players) {
  return Array.from({ length: players }, (_, i) => ((seats || [])[i] || {}).name
    || t("defaultName", { n: i + 1 }));
}

// ---------------------------------------------------------------- chrome
function langButton() {
  return h("button", { class: "btn btn-lang", type: "button", lang: lang() === "ja" ? "en" : "ja",
    "aria-label": t("langToggleLabel"), onclick: () => toggleLang() }, t("langToggle"));
}

function download(filename, data) {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: "application/json" });
  const url = URL.createObjectURL(blob);
  const a = h("a", { href: url, download: filename, style: { display: "none" } });
  document.body.append(a);
  a.click();
  setTimeout(() => { URL.revokeObjectURL(url); a.remove(); }, 1000);
}

// An export file is {hotseat: "game", record, seats}: the engine record plus the
// seat names and bot flags (which are not part of the record). Import also
// accepts a bare record, or a list of either.
function exportEntry(rec, seats) {
  return { hotseat: "game", record: rec, seats };
}

async function exportGame(hs, s) {
  const rec = await hs.record(s.id);
  download(`hotseat-${s.game}-${s.id}.json`, exportEntry(rec, s.seats));
}

async function exportAll() {
  const hs = await engine();
  const list = await hs.saved();
  const entries = [];
  for (const s of list) entries.push(exportEntry(await hs.record(s.id), s.seats));
  download(`hotseat-games-${new Date().toISOString().slice(0, 10)}.json`, entries);
}

async function importData(hs, data) {
  const items = Array.isArray(data) ? data : [data];
  const ids = [];
  for (const item of items) {
    if (item && typeof item === "object" && item.hotseat === "game" && "record" in item) {
      ids.push(await hs.importRecord(item.record, Array.isArray(item.seats) ? { seats: item.seats } : undefined));
    } else {
      ids.push(await hs.importRecord(item));
    }
  }
  return ids;
}

function banner(kind, message, actions) {
  const existing = document.querySelector(`.banner-${kind}`);
  if (existing) existing.remove();
  const el = h("div", { class: ["banner", "banner-" + kind], role: kind === "error" ? "alert" : "status" },
    h("span", { class: "banner-msg" }, message),
    actions,
    h("button", { class: "btn btn-small", type: "button", onclick: () => el.remove() }, t("dismiss")));
  document.body.prepend(el);
  return el;
}

function showUpdateBanner() {
  banner("update", t("updateAvailable"),
    h("button", { class: "btn btn-primary btn-small", type: "button", onclick: () => {
      // Only on the player's tap: switch to the waiting version, then reload.
      if (!(window.hotseat && window.hotseat.applyUpdate && window.hotseat.applyUpdate())) location.reload();
    } }, t("reload")));
}
window.addEventListener("hotseat:update-available", showUpdateBanner);
// An update found before this module listened is flagged on the bridge.
engine().then((hs) => { if (hs.updateAvailable) showUpdateBanner(); }).catch(() => {});
window.addEventListener("hotseat:storage-error", () => {
  banner("error", t("storageError"),
    h("button", { class: "btn btn-primary btn-small", type: "button",
      onclick: () => exportAll().catch((e) => toast(errText(e), "error")) }, t("exportAll")));
});

// ---------------------------------------------------------------- router
let current = null; // {destroy()} of the shown screen

function route() {
  const hash = location.hash.replace(/^#\/?/, "");
  const [name, arg] = hash.split("/").map(decodeURIComponent);
  if (current && current.destroy) current.destroy();
  current = null;
  window.scrollTo(0, 0);
  if (name === "new" && arg) current = newGameScreen(arg);
  else if (name === "play" && arg) current = tableScreen(arg);
  else if (name === "rules" && arg) current = rulesScreen(arg);
  else if (name === "join") current = joinScreen();
  else if (name === "seat") current = seatScreen();
  else current = homeScreen();
}

export function go(path) {
  if (location.hash === "#" + path) route();
  else location.hash = path;
}

window.addEventListener("hashchange", route);
onLangChange(() => {
  // Screens that can re-draw themselves in place do so; the rest are rebuilt.
  if (current && current.relang) current.relang();
  else route();
});

function screen(cls) {
  const el = h("div", { class: ["screen", cls] });
  replace(root, el);
  return el;
}

function loading(el, text) {
  replace(el, h("div", { class: "loading", role: "status" }, h("span", { class: "spinner", "aria-hidden": "true" }), text));
}

function failed(el, e) {
  replace(el, h("div", { class: "failed", role: "alert" },
    h("p", null, errText(e)),
    h("button", { class: "btn btn-primary", type: "button", onclick: () => go("/") }, t("home"))));
}

// ---------------------------------------------------------------- home
function isStandalone() {
  return (window.matchMedia && window.matchMedia("(display-mode: standalone)").matches) || navigator.standalone === true;
}

// Installing the app: each platform's own way. Chromium offers its install
// prompt through beforeinstallprompt (kept here until the player asks); iOS
// has no prompt, only Share → Add to Home Screen; elsewhere, or once
// installed, nothing is shown.
let installPrompt = null;
let onInstallChange = () => {};
window.addEventListener("beforeinstallprompt", (e) => {
  e.preventDefault();
  installPrompt = e;
  onInstallChange();
});
window.addEventListener("appinstalled", () => { installPrompt = null; onInstallChange(); });

function isIOS() {
  return /iPad|iPhone|iPod/.test(navigator.userAgent)
    || (navigator.platform === "MacIntel" && navigator.maxTouchPoints > 1);
}

function installHint(redraw) {
  onInstallChange = redraw;
  if (isStandalone() || getSetting("installHintDismissed", false)) return null;
  const dismiss = h("button", { class: "btn btn-small", type: "button",
    onclick: (e) => { setSetting("installHintDismissed", true); e.target.closest(".install-hint").remove(); } },
  t("dismiss"));
  if (installPrompt) {
    return h("aside", { class: "install-hint" },
      h("span", null, t("installHintPrompt")),
      h("button", { class: "btn btn-small btn-primary install-btn", type: "button", onclick: async () => {
        const ev = installPrompt;
        installPrompt = null;
        await ev.prompt();
        redraw();
      } }, t("install")),
      dismiss);
  }
  if (isIOS()) return h("aside", { class: "install-hint" }, h("span", null, t("installHint")), dismiss);
  return null;
}

function homeScreen() {
  const el = screen("home");
  let alive = true;
  const draw = async () => {
    loading(el, t("loading"));
    let hs, games, list;
    try {
      hs = await bridge();
      games = await gameList();
      list = await hs.saved();
    } catch (e) {
      if (alive) replace(el, h("div", { class: "failed", role: "alert" }, t("engineFailed", { msg: errText(e) })));
      return;
    }
    if (!alive) return;
    const byId = Object.fromEntries(games.map((g) => [g.id, g]));
    const header = h("header", { class: "home-head" },
      h("div", null, h("h1", { class: "app-title" }, t("appName")), h("p", { class: "tagline" }, t("tagline"))),
      h("div", { class: "home-head-actions" },
        h("a", { class: "btn join-btn", href: "#/join" }, "📱 ", t("joinTable")), langButton()));
    const hint = installHint(draw);
    const gameCards = h("ul", { class: "game-grid" }, games.map((g) => h("li", { class: "game-card", dataset: { game: g.id } },
      h("h3", { class: "game-name" }, pick(g.name)),
      h("p", { class: "game-name-alt", lang: lang() === "ja" ? "en" : "ja" }, lang() === "ja" ? g.name.en : g.name.ja),
      h("p", { class: "game-players" }, g.min_players === g.max_players
        ? t("playersExact", { n: g.min_players }) : t("players", { min: g.min_players, max: g.max_players })),
      h("div", { class: "game-card-actions" },
        h("a", { class: "btn btn-primary", href: `#/new/${g.id}` }, t("newGame")),
        h("a", { class: "btn", href: `#/rules/${g.id}` }, t("rules"))))));

    const sorted = [...list].sort((a, b) => String(b.updated ?? "").localeCompare(String(a.updated ?? ""), undefined, { numeric: true }));
    // Buttons that need the engine (export, delete, import) are drawn at once
    // and enabled when it answers; the list itself needs only storage.
    const needsEngine = (attrs) => ({ ...attrs, dataset: { ...(attrs.dataset || {}), needsEngine: "1" } });
    const savedItem = (s) => {
      const g = byId[s.game];
      const names = seatNames(s.seats, s.players).join("・");
      const when = s.updated ? new Date(s.updated) : null;
      return h("li", { class: "saved-item", dataset: { id: s.id } },
        h("div", { class: "saved-info" },
          h("span", { class: "saved-game" }, g ? pick(g.name) : s.game),
          h("span", { class: ["saved-status", s.finished ? "is-finished" : null] }, s.finished ? t("finished") : t("inProgress")),
          names ? h("span", { class: "saved-names" }, names) : null,
          when && !Number.isNaN(when.getTime())
            ? h("span", { class: "saved-when" }, t("updated", { when: when.toLocaleString(lang()) })) : null),
        h("div", { class: "saved-actions" },
          h("a", { class: "btn btn-primary", href: `#/play/${encodeURIComponent(s.id)}` }, s.finished ? t("view") : t("resume")),
          h("button", needsEngine({ class: "btn", type: "button", onclick: () => exportGame(hs, s).catch((e) => toast(errText(e), "error")) }), t("export")),
          h("button", needsEngine({ class: "btn btn-danger", type: "button", onclick: async () => {
            if (!(await confirmDialog(t("confirmDelete"), { okText: t("delete"), danger: true }))) return;
            try { await hs.remove(s.id); } catch (e) { toast(errText(e), "error"); }
            draw();
          } }), t("delete"))));
    };
    // In progress first; finished games folded away, with a way to clear them.
    const playing = sorted.filter((s) => !s.finished);
    const finished = sorted.filter((s) => s.finished);
    const savedList = h("ul", { class: "saved-list" }, playing.map(savedItem));
    const finishedBlock = finished.length ? h("details", { class: "saved-finished" },
      h("summary", { class: "btn" }, t("finishedGames", { n: finished.length })),
      h("ul", { class: "saved-list" }, finished.map(savedItem)),
      h("button", needsEngine({ class: "btn btn-danger delete-finished", type: "button", onclick: async () => {
        if (!(await confirmDialog(t("confirmDeleteFinished", { n: finished.length }),
          { okText: t("deleteFinished"), danger: true }))) return;
        for (const s of finished) {
          try { await hs.remove(s.id); } catch (e) { toast(errText(e), "error"); }
        }
        draw();
      } }), t("deleteFinished"))) : null;
    const fileInput = h("input", { type: "file", accept: ".json,application/json", class: "visually-hidden",
      id: "import-file", onchange: async (e) => {
        const file = e.target.files[0];
        e.target.value = "";
        if (!file) return;
        const msg = importMsg;
        if (file.size > hs.maxImportBytes) {
          msg.className = "import-msg is-error";
          msg.textContent = t("importFailed", { msg: t("importTooLarge", {
            mb: (hs.maxImportBytes / 1e6).toFixed(0) }) });
          return;
        }
        msg.className = "import-msg";
        msg.textContent = t("importing");
        let data;
        try {
          data = JSON.parse(await file.text());
        } catch (_) {
          msg.className = "import-msg is-error";
          msg.textContent = t("importFailed", { msg: t("importNotJson") });
          return;
        }
        try {
          await importData(hs, data);
          toast(t("imported"));
          draw();
        } catch (err) {
          msg.className = "import-msg is-error";
          msg.textContent = t("importFailed", { msg: errText(err) });
        }
      } });
    const importMsg = h("p", { class: "import-msg", role: "alert", "aria-live": "assertive" });
    const engineNote = hs.engineReady ? null
      : h("p", { class: "engine-note muted", role: "status" }, h("span", { class: "spinner", "aria-hidden": "true" }), t("loadingEngine"));
    replace(el, header, hint,
      h("section", { class: "home-section", "aria-labelledby": "games-h" },
        h("h2", { id: "games-h" }, t("games")), gameCards),
      h("section", { class: "home-section", "aria-labelledby": "saved-h" },
        h("h2", { id: "saved-h" }, t("savedGames")),
        list.length ? [savedList, finishedBlock] : h("p", { class: "muted" }, t("noSaved")),
        h("div", { class: "import-row" },
          fileInput,
          h("label", needsEngine({ class: "btn import-label", for: "import-file", tabindex: "0",
            onkeydown: (e) => { if (e.key === "Enter" || e.key === " ") { e.preventDefault(); fileInput.click(); } } }),
          t("import")),
          importMsg)),
      engineNote);
    // Usable now: mark it (bench/boot.py reads the first), then wait for the engine.
    if (!performance.getEntriesByName("hotseat:home").length) performance.mark("hotseat:home");
    if (!hs.engineReady) {
      const needing = [...el.querySelectorAll("[data-needs-engine]")];
      for (const b of needing) { b.disabled = true; b.setAttribute("aria-disabled", "true"); }
      fileInput.disabled = true;
      hs.ready.then(() => {
        if (!alive) return;
        for (const b of needing) { b.disabled = false; b.removeAttribute("aria-disabled"); }
        fileInput.disabled = false;
        engineNote.remove();
      }, () => {});
    }
  };
  draw();
  return { destroy() { alive = false; }, relang: draw };
}

// ---------------------------------------------------------------- new game
function optionDefault(opt, players) {
  const d = opt.default;
  if (d && typeof d === "object" && !Array.isArray(d)) return d[String(players)] ?? d["*"];
  return d;
}

function randomSeed() {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return a[0];
}

function stepper({ value, min, max, label, onchange, id }) {
  const out = h("output", { class: "stepper-value", id, "aria-live": "polite" }, String(value));
  const dec = h("button", { class: "btn btn-step", type: "button", "aria-label": t("decrease", { label }) }, "−");
  const inc = h("button", { class: "btn btn-step", type: "button", "aria-label": t("increase", { label }) }, "+");
  const sync = () => {
    out.textContent = String(value);
    dec.disabled = min != null && value <= min;
    inc.disabled = max != null && value >= max;
  };
  dec.onclick = () => { value -= 1; sync(); onchange(value); };
  inc.onclick = () => { value += 1; sync(); onchange(value); };
  sync();
  return h("div", { class: "stepper", role: "group", "aria-label": label }, dec, out, inc);
}

function newGameScreen(gameId) {
  const el = screen("newgame");
  let alive = true;
  const form = { players: null, seats: [], options: {}, touched: new Set(), seed: randomSeed() };
  let game = null;

  const draw = () => {
    const g = game;
    const seatsBox = h("ol", { class: "seat-list" });
    for (let i = 0; i < form.players; i++) {
      if (!form.seats[i]) form.seats[i] = { name: "", bot: i !== 0 };
      const s = form.seats[i];
      const nameInput = h("input", { class: "seat-name", type: "text", maxlength: "20", value: s.name,
        placeholder: t("defaultName", { n: i + 1 }), "aria-label": t("seatName", { n: i + 1 }),
        oninput: (e) => { s.name = e.target.value; } });
      const humanBtn = h("button", { type: "button", class: "seg", "aria-pressed": s.bot ? "false" : "true" }, t("human"));
      const botBtn = h("button", { type: "button", class: "seg", "aria-pressed": s.bot ? "true" : "false" }, t("bot"));
      humanBtn.onclick = () => { s.bot = false; humanBtn.setAttribute("aria-pressed", "true"); botBtn.setAttribute("aria-pressed", "false"); };
      botBtn.onclick = () => { s.bot = true; botBtn.setAttribute("aria-pressed", "true"); humanBtn.setAttribute("aria-pressed", "false"); };
      seatsBox.append(h("li", { class: "seat-row", dataset: { seat: i } },
        h("span", { class: "seat-no" }, t("seat", { n: i + 1 })), nameInput,
        h("div", { class: "segmented", role: "group", "aria-label": t("seat", { n: i + 1 }) }, humanBtn, botBtn)));
    }

    const opts = h("div", { class: "option-list" });
    for (const o of g.options || []) {
      // Choices for other player counts are not offered (and a value chosen
      // for another count falls back to the default).
      const choices = (o.choices || []).filter((c) => !c.players || c.players.includes(form.players));
      if (!form.touched.has(o.id) || (o.type === "choice" && !choices.some((c) => c.id === form.options[o.id]))) {
        form.options[o.id] = optionDefault(o, form.players);
      }
      // An option with one allowed value in this version is shown, fixed.
      const fixed = Array.isArray(o.values) && o.values.length === 1;
      const label = pick(o.label);
      const id = `opt-${o.id}`;
      let control;
      if (o.type === "bool") {
        control = h("button", { type: "button", role: "switch", id, class: "switch", disabled: fixed,
          "aria-checked": form.options[o.id] ? "true" : "false", "aria-labelledby": id + "-l",
          onclick: (e) => {
            form.options[o.id] = !form.options[o.id]; form.touched.add(o.id);
            e.currentTarget.setAttribute("aria-checked", form.options[o.id] ? "true" : "false");
            e.currentTarget.querySelector(".switch-text").textContent = form.options[o.id] ? t("on") : t("off");
          } }, h("span", { class: "switch-knob", "aria-hidden": "true" }),
        h("span", { class: "switch-text" }, form.options[o.id] ? t("on") : t("off")));
      } else if (o.type === "int") {
        control = stepper({ value: form.options[o.id], min: o.min, max: o.max, label, id,
          onchange: (v) => { form.options[o.id] = v; form.touched.add(o.id); } });
      } else {
        control = h("select", { id, class: "select", "aria-labelledby": id + "-l",
          onchange: (e) => { form.options[o.id] = e.target.value; form.touched.add(o.id); } },
        choices.map((c) => h("option", { value: c.id, selected: c.id === form.options[o.id] }, pick(c.label))));
      }
      opts.append(h("div", { class: ["option-row", o.decision ? "is-decision" : null], dataset: { option: o.id } },
        h("div", { class: "option-label" },
          h("span", { id: id + "-l" }, label),
          o.decision ? h("span", { class: "tag tag-decision", title: t("houseRuleNote") }, t("houseRule")) : null,
          o.help ? h("small", { class: "option-help" }, pick(o.help)) : null),
        control));
    }

    const seedInput = h("input", { type: "number", class: "seed-input", id: "seed", min: "0", step: "1",
      value: String(form.seed), inputmode: "numeric",
      oninput: (e) => { const v = Number(e.target.value); if (Number.isSafeInteger(v) && v >= 0) form.seed = v; } });
    const startBtn = h("button", { class: "btn btn-primary btn-big start-btn", type: "button" }, t("start"));
    startBtn.onclick = async () => {
      startBtn.disabled = true;
      startBtn.textContent = t("starting");
      try {
        const hs = await engine();
        const seats = form.seats.slice(0, form.players).map((s, i) => ({
          name: (s.name || "").trim(), bot: !!s.bot }));
        const options = {};
        for (const o of g.options || []) options[o.id] = form.options[o.id];
        const id = await hs.newGame({ game: g.id, players: form.players, seed: form.seed, options, seats });
        go(`/play/${encodeURIComponent(id)}`);
      } catch (e) {
        startBtn.disabled = false;
        startBtn.textContent = t("start");
        messageDialog(errText(e));
      }
    };

    replace(el,
      h("header", { class: "bar" },
        h("a", { class: "btn", href: "#/" }, "← ", t("home")),
        h("h1", { class: "bar-title" }, `${pick(g.name)} — ${t("newGame")}`),
        langButton()),
      h("div", { class: "form" },
        h("section", { class: "form-section" },
          h("h2", null, t("numPlayers")),
          stepper({ value: form.players, min: g.min_players, max: g.max_players, label: t("numPlayers"), id: "players",
            onchange: (v) => { form.players = v; draw(); } })),
        h("section", { class: "form-section" }, h("h2", null, t("seatsHeading")), seatsBox),
        (g.options || []).length ? h("section", { class: "form-section" }, h("h2", null, t("options")), opts) : null,
        h("section", { class: "form-section" },
          h("h2", null, h("label", { for: "seed" }, t("seed"))),
          h("div", { class: "seed-row" }, seedInput,
            h("button", { class: "btn", type: "button", "aria-label": t("newSeed"), title: t("newSeed"),
              onclick: () => { form.seed = randomSeed(); seedInput.value = String(form.seed); } }, "🎲")),
          h("p", { class: "muted" }, t("seedNote"))),
        h("div", { class: "form-actions" },
          h("a", { class: "btn", href: `#/rules/${g.id}` }, t("rules")),
          startBtn)));
  };

  (async () => {
    loading(el, t("loadingEngine"));
    try {
      game = await gameInfo(gameId);
      if (!alive) return;
      if (!game) throw new Error(t("unknownGame"));
      form.players = Math.min(game.max_players, Math.max(game.min_players, 3));
      draw();
    } catch (e) {
      if (alive) failed(el, e);
    }
  })();
  return { destroy() { alive = false; }, relang() { if (game) draw(); } };
}

// ---------------------------------------------------------------- rules
async function rulesBody(gameId) {
  const [g, mod] = await Promise.all([gameInfo(gameId), loadGame(gameId)]);
  if (!g) throw new Error(t("unknownGame"));
  const article = h("article", { class: "rules", lang: lang() });
  article.innerHTML = mod.rulesHTML(lang());
  return { g, body: h("div", null,
    h("p", { class: "rules-legend" },
      h("span", { class: "tag tag-original" }, t("original")), " ",
      h("span", { class: "tag tag-decision" }, t("decided")), " ",
      t("legendText")),
    article) };
}

function rulesScreen(gameId) {
  const el = screen("rules-screen");
  let alive = true;
  const draw = async () => {
    loading(el, t("loadingEngine"));
    try {
      const { g, body } = await rulesBody(gameId);
      if (!alive) return;
      replace(el,
        h("header", { class: "bar" },
          h("button", { class: "btn", type: "button", onclick: () => (history.length > 1 ? history.back() : go("/")) }, "← ", t("back")),
          h("h1", { class: "bar-title" }, t("rulesTitle", { game: pick(g.name) })),
          langButton()),
        h("div", { class: "rules-wrap" }, body));
    } catch (e) {
      if (alive) failed(el, e);
    }
  };
  draw();
  return { destroy() { alive = false; }, relang: draw };
}

// ---------------------------------------------------------------- table
// ---------------------------------------------------------------- phones
// The seat this phone holds at another device's table (web/net/remote.js).
let remoteSeat = null;

// The phones' code (ui/devices.js, net/*: WebRTC, pairing codes, QR) is
// imported when a table is first shared or joined. Imported statically it
// was in the start-up module graph, fetched and compiled before the home
// screen and while the engine boots, on every visit, for a feature most
// visits never use (docs/platform.md, "Boot time"). `phones` is set once
// loaded: no table can have phones before then.
let phones = null;
let phonesLoading = null;
function loadPhones() {
  if (!phonesLoading) {
    phonesLoading = Promise.all([import("./ui/devices.js"), import("./net/host.js"), import("./net/remote.js")])
      .then(([devices, host, remote]) => (phones = { devices, host, remote }));
    phonesLoading.catch(() => { phonesLoading = null; }); // offline before it was cached: try again next time
  }
  return phonesLoading;
}

function joinScreen() {
  const el = screen("join");
  let body = null;
  let alive = true;
  const draw = async () => {
    if (body) body.destroy();
    body = null;
    if (!phones) {
      loading(el, t("loading"));
      try {
        await loadPhones();
      } catch (e) {
        if (alive) failed(el, e);
        return;
      }
      if (!alive) return;
    }
    const { joinBody } = phones.devices;
    let games = [];
    try { games = await gameList(); } catch (_) { /* names fall back to ids */ }
    const gameName = (id) => { const g = games.find((x) => x.id === id); return g ? pick(g.name) : id; };
    const main = h("div", { class: "join-main" });
    replace(el, h("header", { class: "bar" },
      h("a", { class: "btn", href: "#/", "aria-label": t("home") }, "⌂ ", h("span", { class: "hide-narrow" }, t("home"))),
      h("h1", { class: "bar-title" }, t("joinTitle")), langButton()), main);
    body = joinBody(main, { gameName, onJoined: (seat) => {
      if (remoteSeat && remoteSeat !== seat) remoteSeat.close();
      remoteSeat = seat;
      if (window.hotseat) window.hotseat.remote = seat;
      go("/seat");
    } });
  };
  draw();
  return { destroy() { alive = false; if (body) body.destroy(); }, relang: draw };
}

function seatScreen() {
  if (!phones) { // #/seat opened or reloaded before the phones' code was loaded
    const el = screen("join");
    let alive = true;
    loading(el, t("loading"));
    loadPhones().then(() => { if (alive) route(); }, (e) => { if (alive) failed(el, e); });
    return { destroy() { alive = false; } };
  }
  if (!remoteSeat || remoteSeat.closed) remoteSeat = phones.remote.rejoin();
  if (!remoteSeat) {
    const el = screen("join");
    replace(el, h("div", { class: "failed", role: "alert" }, h("p", null, t("hostLost")),
      h("a", { class: "btn btn-primary", href: "#/join" }, t("joinTable"))));
    return null;
  }
  if (window.hotseat) window.hotseat.remote = remoteSeat;
  return tableScreen(remoteSeat.match.id, remoteSeat);
}

/**
 * The table. `remote` (a RemoteSeat) when this device is a phone holding one
 * seat of another device's table: the same view module draws it, from what
 * the host sends (remote.hs stands in for window.hotseat).
 */
function tableScreen(matchId, remote = null) {
  const el = screen("table");
  const T = {
    alive: true,
    gen: 0,             // run generation: a newer run cancels older ones
    hs: null, meta: null, game: null, mod: null, controller: null,
    shownSeat: null,    // the last human whose private view was shown
    prevPublic: null,   // public view at the last step (to detect finished rounds)
    lastActor: null,
    lastState: null,    // what the controller last drew
    acting: false,
    logOpen: getSetting("logOpen", false),
    mode: "table",      // table | handover | interlude | final
  };
  const stage = h("div", { class: "stage" });
  const gameEl = h("div", { class: "game-root" });
  const logPanel = h("aside", { class: "log-panel", "aria-label": t("log"), tabindex: "-1" });
  const status = h("div", { class: "table-status", role: "status", "aria-live": "polite" });
  const topbar = h("header", { class: "bar table-bar" });
  const netBar = h("div", { class: "net-bar", role: "status", "aria-live": "polite", hidden: true });
  let undoBtn, logBtn;
  let netOff = null;

  // Seats played on phones (host side): never shown or handed over here.
  const onPhone = (s) => Boolean(T.net && T.net.isRemote(s));
  // The seats whose players use THIS screen.
  const local = (s) => (remote ? s === remote.seat : !T.meta.bots[s] && !onPhone(s));
  const humans = () => T.meta.bots.map((_, i) => (local(i) ? i : null)).filter((i) => i !== null);

  const ctx = {
    t, pick, lang,
    get botDelay() { return botDelay(); },
    get gameId() { return T.meta.game; },
    get names() { return T.meta.names; },
    get bots() { return T.meta.bots; },
    choose: chooseDialog,
    setting: (key, dflt) => getSetting(`${T.meta.game}.${key}`, dflt),
    setSetting: (key, value) => setSetting(`${T.meta.game}.${key}`, value),
    act: (action) => humanAct(action),
    /** null if `action` is a legal move for the acting seat now, else the
     * engine's refusal text (naming the rule), in the current language. */
    check: async (action) => {
      const st = T.lastState;
      if (!st || !st.acting) return null;
      try { await T.hs.check(matchId, st.seat, action); return null; } catch (e) { return errText(e); }
    },
    /** The bot's choice for the acting seat (it sees only that seat's view). */
    hint: async () => {
      const st = T.lastState;
      if (!st || !st.acting) return null;
      try { return await T.hs.botAction(matchId, st.seat); } catch (e) { return null; }
    },
    /** The acting seat's legal actions in the game's hint order: the bot's
     * choice first (hotseat.hints). */
    hints: async () => {
      const st = T.lastState;
      if (!st || !st.acting) return null;
      return T.hs.hints(matchId, st.seat);
    },
  };

  // Phones at this table: who holds which seat, and who is cut off.
  function drawNetBar() {
    if (remote) {
      const st = remote.status;
      const msg = st === "lost" ? t("reconnecting") : st === "unreachable" ? t("hostLost")
        : st === "taken_back" ? t("takenBack") : st === "refused" ? t("refusedSeat", { msg: errText(remote.statusDetail) }) : "";
      netBar.hidden = false;
      netBar.classList.toggle("is-alert", Boolean(msg));
      replace(netBar, msg ? h("span", null, msg) : h("span", null, "📱 ", t("yourSeat", { name: T.meta.names[remote.seat] })),
        st === "taken_back" ? h("a", { class: "btn", href: "#/" }, t("home")) : null);
      return;
    }
    const seats = T.net ? T.net.remoteSeats() : [];
    netBar.hidden = !seats.length;
    if (!seats.length) return replace(netBar);
    const off = seats.filter((s) => T.net.status(s) === "disconnected");
    netBar.classList.toggle("is-alert", off.length > 0);
    replace(netBar,
      h("span", null, t("onPhones", { names: seats.map((s) => T.meta.names[s]).join("・") })),
      off.map((s) => h("span", { class: "net-off", dataset: { seat: s } }, t("phoneOff", { name: T.meta.names[s] }),
        h("button", { class: "btn take-back-btn", type: "button", onclick: () => T.net.takeBack(s) }, t("takeBack")))));
  }

  function useNet(net) {
    if (T.net === net) return;
    T.net = net;
    net.onRemoteChange = () => { if (T.alive) step(); };
    netOff = net.subscribe(() => {
      if (!T.alive) return;
      drawNetBar();
      // a seat taken back or joined changes who plays here; a hand-over
      // screen waiting for a seat that is now on its phone must go too
      if (T.mode === "table" || T.mode === "handover") step();
    });
    drawNetBar();
  }

  async function invitePlayers() {
    try {
      await loadPhones();
    } catch (e) {
      toast(errText(e), "error");
      return;
    }
    if (!T.alive) return;
    if (!T.net) useNet(phones.host.hostTable(T.hs, matchId));
    await phones.devices.inviteDialog(T.net, T.meta);
  }

  function drawBar() {
    undoBtn = h("button", { class: "btn", type: "button", onclick: undo }, "↶ ", t("undo"));
    logBtn = h("button", { class: "btn", type: "button", "aria-pressed": T.logOpen ? "true" : "false",
      "aria-controls": "log-panel", onclick: () => {
        T.logOpen = !T.logOpen; setSetting("logOpen", T.logOpen); layout();
      } }, t("log"));
    replace(topbar,
      h("a", { class: "btn", href: "#/", "aria-label": t("home") }, "⌂ ", h("span", { class: "hide-narrow" }, t("home"))),
      h("h1", { class: "bar-title" }, T.game ? pick(T.game.name) : ""),
      h("button", { class: "btn", type: "button", onclick: showRules }, t("rules")),
      !remote && T.meta.bots.some((b) => !b)
        ? h("button", { class: "btn invite-players-btn", type: "button", onclick: invitePlayers }, "📱 ", h("span", { class: "hide-narrow" }, t("invitePlayers")))
        : null,
      undoBtn, logBtn, langButton());
    syncUndo();
  }

  function layout() {
    logPanel.id = "log-panel";
    logPanel.hidden = !T.logOpen;
    el.classList.toggle("log-open", T.logOpen);
    if (logBtn) logBtn.setAttribute("aria-pressed", T.logOpen ? "true" : "false");
    if (T.logOpen) scrollToEnd(logPanel);
  }

  // Who may undo now: the human whose turn it is (a player takes back only
  // their own moves, and the bot moves after them), or, while bots move, the
  // only human at the table. Nobody while another human's turn is pending.
  function undoSeat() {
    if (T.mode !== "table" || T.acting || !T.meta) return null;
    const st = T.lastState;
    if (st && st.acting && !T.meta.bots[st.seat]) return st.seat;
    return watchSeat();
  }

  // Undo is offered only when the engine says it would be done (not across
  // another human's move or a move that revealed what was hidden).
  let undoCheck = 0;
  async function syncUndo() {
    if (!undoBtn || !T.meta) return;
    const seat = undoSeat();
    const token = ++undoCheck;
    undoBtn.disabled = true;
    if (seat === null || seat === undefined) return;
    const refusal = await T.hs.undoable(matchId, seat).catch(() => ({}));
    if (token === undoCheck && undoSeat() === seat) undoBtn.disabled = refusal !== null;
  }

  // The screen-reader status is kept as a function, so it is said again in
  // the new language when the language changes.
  let statusText = () => "";
  function setStatus(text) {
    statusText = text;
    status.textContent = text();
  }

  function drawLog(view) {
    T.logView = view;
    replace(logPanel, h("h2", { class: "log-title" }, t("log")),
      speedControl(() => drawLog(T.logView)), renderLog(view && view.log, T.meta.names));
    if (T.logOpen) scrollToEnd(logPanel);
  }

  function showGame() {
    T.mode = "table";
    if (gameEl.parentNode !== stage || stage.childNodes.length !== 1) replace(stage, gameEl);
    syncUndo();
  }

  // A view may return a promise from render() while it shows what just
  // happened step by step; the app waits for it before the next move.
  // A new state is on this screen from the next frame: bench/devices.py
  // times a phone's move until both screens have drawn it.
  function markShown() {
    requestAnimationFrame(() => window.dispatchEvent(new CustomEvent("hotseat:drawn", { detail: { id: matchId } })));
  }

  async function draw(state) {
    T.lastState = state;
    showGame();
    const shown = T.controller.render(state);
    drawLog(state.view);
    markShown();
    if (shown && typeof shown.then === "function") await shown;
  }

  // The game just ended in front of the players: let them see the last move
  // on the table before the standings replace it.
  async function showEnd(pub, prev) {
    if (T.lastActor !== null && T.lastActor !== undefined) {
      await draw(await stateFor(watchSeat(), [], false));
      await sleep(botDelay());
    }
    return showFinal(pub, prev);
  }

  async function showRules() {
    try {
      const { g, body } = await rulesBody(T.meta.game);
      await contentDialog(t("rulesTitle", { game: pick(g.name) }), body, { className: "dialog-rules" });
    } catch (e) { toast(errText(e), "error"); }
  }

  // The seat whose view is drawn while no human must act.
  function watchSeat() {
    const hu = humans();
    return hu.length === 1 ? hu[0] : null;
  }

  async function stateFor(seat, toAct, acting) {
    const view = await T.hs.view(matchId, seat);
    const legal = acting ? await T.hs.legal(matchId, seat) : [];
    return { view, legal, seat, acting, toAct, lastActor: T.lastActor, names: T.meta.names, bots: T.meta.bots };
  }

  function step() {
    T.gen += 1;
    run(T.gen).catch((e) => {
      if (T.alive) { toast(t("error", { msg: errText(e) }), "error", 8000); console.error(e); }
    });
  }

  // A phone: draw each state the host sends; act when it says this seat must.
  async function runRemote(g) {
    const live = () => T.alive && g === T.gen;
    for (;;) {
      const st = remote.state;
      if (!st) {
        setStatus(() => t("reconnecting"));
        await remote.changed();
        if (!live() || remote.closed) return;
        continue;
      }
      const pub = st.view;
      if (T.prevPublic && T.prevN !== st.n && T.mod.interlude) {
        const prev = T.prevPublic;
        const node = T.mod.interlude(prev, pub, ctx);
        T.prevPublic = pub;
        T.prevN = st.n;
        if (node) {
          if (pub.finished) return showEnd(pub, prev);
          await interlude(prev, pub);
          if (!live()) return;
          continue;
        }
      }
      T.prevPublic = pub;
      T.prevN = st.n;
      if (pub.finished) return showEnd(pub, null);
      await draw({ view: pub, legal: st.acting ? st.legal : [], seat: remote.seat, acting: st.acting,
        toAct: st.acting ? [remote.seat] : [], lastActor: null, names: T.meta.names, bots: T.meta.bots });
      if (!live()) return;
      setStatus(() => (st.acting ? t("yourTurn", { name: T.meta.names[remote.seat] }) : ""));
      await remote.changed(st.n);
      if (!live() || remote.closed) return;
    }
  }

  async function run(g) {
    if (remote) return runRemote(g);
    const live = () => T.alive && g === T.gen;
    for (;;) {
      const pub = await T.hs.view(matchId, null);
      if (!live()) return;
      // A round ended since the last step: show its breakdown first.
      if (T.prevPublic && T.mod.interlude) {
        const prev = T.prevPublic;
        const node = T.mod.interlude(prev, pub, ctx);
        if (node) {
          T.prevPublic = pub;
          if (pub.finished) return showEnd(pub, prev);
          await interlude(prev, pub);
          if (!live()) return;
          continue;
        }
      }
      T.prevPublic = pub;
      if (pub.finished) return showEnd(pub, null);
      const seats = await T.hs.toAct(matchId);
      if (!live()) return;
      if (!seats.length) return showEnd(pub, null);
      const humanSeat = seats.find(local);
      if (humanSeat === undefined && !seats.some((s) => T.meta.bots[s])) {
        // Only phones must act: show the table and wait for them (their
        // moves come in through web/net/host.js, which calls step()).
        await draw(await stateFor(watchSeat(), seats, false));
        if (!live()) return;
        const names = seats.map((s) => T.meta.names[s]).join("・");
        setStatus(() => t("waitingPhone", { name: names }));
        gameEl.classList.remove("bot-turn");
        return;
      }
      if (humanSeat === undefined) {
        // A bot moves: show the table (public, or the only human's hand), wait, move.
        const seat = seats.find((s) => T.meta.bots[s]);
        await draw(await stateFor(watchSeat(), seats, false));
        if (!live()) return;
        setStatus(() => t("botThinking", { name: T.meta.names[seat] }));
        gameEl.classList.add("bot-turn");
        const action = await T.hs.botAction(matchId, seat);
        if (!live()) return;
        // A game may pace its bots by what they do (a quick "no", a slower card).
        await sleep(botDelay() * (T.mod.pace ? T.mod.pace(action) : 1));
        if (!live()) return;
        await T.hs.act(matchId, seat, action);
        T.lastActor = seat;
        gameEl.classList.remove("bot-turn");
        continue;
      }
      gameEl.classList.remove("bot-turn");
      // A human moves. Hand over first if another human saw the screen last
      // and this seat's view shows something the table does not (a hand, a
      // secret card): the engine says so, no game needs a flag of its own.
      if (humans().length > 1 && T.shownSeat !== humanSeat
          && await T.hs.isPrivate(matchId, humanSeat)) {
        T.controller.clear();
        replace(logPanel);
        T.mode = "handover";
        syncUndo();
        setStatus(() => t("passTo", { name: T.meta.names[humanSeat] }));
        await handover(stage, T.meta.names[humanSeat]);
        if (!live()) return;
        T.shownSeat = humanSeat;
      }
      T.shownSeat = humanSeat;
      const state = await stateFor(humanSeat, seats, true);
      if (!live()) return;
      await draw(state);
      if (!live()) return;
      setStatus(() => t("yourTurn", { name: T.meta.names[humanSeat] }));
      return; // wait for ctx.act
    }
  }

  async function humanAct(action) {
    const st = T.lastState;
    if (!st || !st.acting || T.acting) return false;
    T.acting = true;
    syncUndo();
    try {
      await T.hs.act(matchId, st.seat, action);
      T.lastActor = st.seat;
      T.lastState = { ...st, acting: false };
      // a phone redraws when the host sends the new state (runRemote waits for it)
      if (!remote) step();
      return true;
    } catch (e) {
      toast(t("illegal", { msg: errText(e) }), "error", 6000);
      return false;
    } finally {
      T.acting = false;
      syncUndo();
    }
  }

  async function undo() {
    const seat = undoSeat();
    if (seat === null || seat === undefined) return;
    T.gen += 1; // stop any bot in progress
    const g = T.gen;
    try {
      // The bridge takes back this human's last move and the bot moves after it.
      await T.hs.undo(matchId, seat);
    } catch (e) {
      toast(t("undoFailed", { msg: errText(e) }), "error", 6000);
    }
    if (g !== T.gen || !T.alive) return;
    T.lastActor = null;
    if (!remote) T.prevPublic = await T.hs.view(matchId, null);
    step();
  }

  function interlude(prev, pub) {
    return new Promise((resolve) => {
      T.mode = "interlude";
      T.redraw = () => interludeDraw(prev, pub, resolve);
      T.redraw();
    });
  }

  function interludeDraw(prev, pub, resolve) {
    {
      drawLog(pub); // the move that ended the round is in the log too
      syncUndo();
      T.controller.clear();
      const node = T.mod.interlude(prev, pub, ctx);
      const next = h("button", { class: "btn btn-primary btn-big", type: "button", onclick: () => { resolve(); } }, t(T.mod.nextKey || "nextHand"));
      replace(stage, h("section", { class: "interlude", "aria-live": "polite" }, node,
        h("div", { class: "interlude-actions" },
          h("a", { class: "btn btn-big", href: "#/" }, t("backHome")), next)));
      setStatus(() => "");
      next.focus();
      markShown();
    }
  }

  async function showFinal(pub, prev) {
    T.mode = "final";
    drawLog(pub);
    T.redraw = () => showFinal(pub, prev);
    syncUndo();
    const node = T.mod.interlude ? T.mod.interlude(prev, pub, ctx) : null;
    T.controller.clear();
    gameEl.classList.remove("bot-turn");
    const res = await T.hs.result(matchId);
    const scores = (res && res.scores) || pub.scores || [];
    const order = scores.map((s, i) => ({ seat: i, score: s })).sort((a, b) => b.score - a.score);
    // The rules say who won (result.winners); a game can end with nobody
    // winning (Qianlong's 香妃), and then no one is placed first.
    const winners = res && Array.isArray(res.winners) ? res.winners
      : order.filter((r) => r.score === order[0].score).map((r) => r.seat);
    let place = 0;
    let prevScore = null;
    const rows = order.map((r, idx) => {
      if (r.score !== prevScore) { place = idx + 1; prevScore = r.score; }
      return h("tr", { class: winners.includes(r.seat) ? "is-winner" : null, dataset: { seat: r.seat } },
        h("td", null, winners.length ? String(place) : "—"),
        h("th", { scope: "row" }, T.meta.names[r.seat], T.meta.bots[r.seat] ? h("span", { class: "tag" }, t("botBadge")) : null),
        h("td", { class: "num" }, String(r.score)));
    });
    const top = winners.map((seat) => T.meta.names[seat]);
    const extra = T.mod.standings ? T.mod.standings(res, pub, ctx) : null;
    replace(stage, h("section", { class: "final" },
      h("h2", { class: "final-title" }, t("finalStandings")),
      h("p", { class: "final-winner" }, !top.length ? t("noWinner")
        : top.length === 1 ? t("winnerIs", { name: top[0] }) : t("winnersAre", { names: top.join("・") })),
      h("table", { class: "standings" },
        h("thead", null, h("tr", null, h("th", { scope: "col" }, t("place")), h("th", { scope: "col" }, t("player")),
          h("th", { scope: "col", class: "num" }, t("score")))),
        h("tbody", null, rows)),
      node ? h("div", { class: "final-last" }, node) : null,
      extra,
      h("div", { class: "interlude-actions" },
        h("a", { class: "btn btn-big btn-primary", href: "#/" }, t("backHome")),
        h("a", { class: "btn btn-big", href: `#/new/${T.meta.game}` }, t("newGame")))));
    drawLog(pub);
    setStatus(() => t("finalStandings"));
    markShown();
  }

  (async () => {
    loading(el, t("loadingEngine"));
    try {
      if (remote) {
        T.hs = remote.hs;
        const m = remote.match;
        T.meta = { ...m, names: seatNames(m.seats, m.players), bots: m.seats.map((s) => Boolean(s.bot)) };
        netOff = remote.onStatus(() => { if (T.alive && T.meta) drawNetBar(); });
      } else {
        T.hs = await engine();
        T.meta = await matchMeta(T.hs, matchId);
      }
      if (!T.meta) throw new Error(t("notFound"));
      const net = remote || !phones ? null : phones.host.existingHostTable(matchId);
      if (net) useNet(net);
      [T.game, T.mod] = await Promise.all([gameInfo(T.meta.game), loadGame(T.meta.game)]);
      if (!T.alive) return;
      T.controller = T.mod.mount(gameEl, ctx);
      drawBar();
      replace(el, topbar, netBar, h("div", { class: "table-body" }, stage, logPanel), status);
      drawNetBar();
      layout();
      step();
    } catch (e) {
      if (T.alive) failed(el, e);
    }
  })();

  return {
    destroy() {
      T.alive = false;
      T.gen += 1;
      if (netOff) netOff();
      if (T.net) T.net.onRemoteChange = null;
      if (T.controller && T.controller.destroy) T.controller.destroy();
    },
    relang() {
      if (!T.meta) return;
      // unnamed seats are named in the new language (in place: drawn states share the list)
      T.meta.names.splice(0, T.meta.names.length, ...seatNames(T.meta.seats, T.meta.players));
      setStatus(statusText);
      drawBar();
      drawNetBar();
      if (T.mode === "table" && T.lastState) draw(T.lastState);
      else if ((T.mode === "final" || T.mode === "interlude") && T.redraw) T.redraw();
      else step();
    },
  };
}

route();
