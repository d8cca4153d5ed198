// Hotseat app: the shell. Router and screens: home, new game, rules, and
// joining another device's table. The table itself is in table/ (its own
// header describes the game view interface).
//
// The app knows no game by name. It asks the engine (window.hotseat, see
// bridge.js) for the game list and loads each game's view module on demand
// (games.js).

import { t, pick, lang, onLangChange } from "./i18n.js";
import { h, replace } from "./ui/dom.js";
import { confirmDialog, messageDialog, toast } from "./ui/dialog.js";
import { errText, failed, getSetting, go, langButton, loading, screen, setSetting } from "./shell.js";
import { bridge, engine, gameInfo, gameList, rulesBody, seatNames } from "./games.js";
import { tableScreen } from "./table/screen.js";
import { loaded as phonesLoaded, loadPhones } from "./table/phones.js";

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
// accepts a bare record, or a list of either; "export all" adds the players'
// record as {hotseat: "records", records}.
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
  // the players' record goes with them (web/records.js)
  const records = await hs.records();
  if (records.length) entries.push({ hotseat: "records", records });
  download(`hotseat-games-${new Date().toISOString().slice(0, 10)}.json`, entries);
}

async function importData(hs, data) {
  const items = Array.isArray(data) ? data : [data];
  const ids = [];
  for (const item of items) {
    if (item && typeof item === "object" && item.hotseat === "records") {
      await hs.importRecords(item.records);
    } else if (item && typeof item === "object" && item.hotseat === "game" && "record" in item) {
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
  const [name, arg, from] = hash.split("/").map(decodeURIComponent);
  if (current && current.destroy) current.destroy();
  current = null;
  window.scrollTo(0, 0);
  if (name === "new" && arg) current = newGameScreen(arg, from);
  else if (name === "play" && arg) current = tableScreen(arg);
  else if (name === "replay" && arg) current = lazyScreen(() => import("./table/replay.js"), (m) => m.replayScreen(arg));
  else if (name === "records") current = lazyScreen(() => import("./records.js"), (m) => m.recordsScreen());
  else if (name === "rules" && arg) current = rulesScreen(arg);
  else if (name === "join") current = joinScreen();
  else if (name === "seat") current = seatScreen();
  else current = homeScreen();
}

// A screen whose code is loaded when it is first opened (the replay): its
// {destroy, relang} stand in until it is there.
function lazyScreen(load, make) {
  let shown = null;
  let gone = false;
  const el = screen("lazy");
  loading(el, t("loading"));
  load().then((m) => { if (!gone) shown = make(m); }, (e) => { if (!gone) failed(el, e); });
  return {
    destroy() { gone = true; if (shown && shown.destroy) shown.destroy(); },
    relang() { if (shown && shown.relang) shown.relang(); },
  };
}

window.addEventListener("hashchange", route);
onLangChange(() => {
  // Screens that can re-draw themselves in place do so; the rest are rebuilt.
  if (current && current.relang) current.relang();
  else route();
});

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

// Safari (every browser on iOS and iPadOS, and Safari on a Mac) deletes a
// site's script-written storage (our saved games, IndexedDB and
// localStorage) after seven days of use without a visit; a web app on the
// Home Screen keeps its own (docs/platform.md, "iPad and iPhone").
function isSafari() {
  return isIOS() || (/^Apple/.test(navigator.vendor || "") && /Safari\//.test(navigator.userAgent));
}

// While games are saved in Safari's tab: say so, with the two ways to keep
// them (not dismissed for good: it matters as long as there are games).
function keepGamesNote(list) {
  if (!list.length || isStandalone() || !isSafari()) return null;
  return h("aside", { class: "keep-games-note", role: "note" },
    h("span", null, t("safariDeletes")),
    h("button", { class: "btn btn-small", type: "button",
      onclick: () => exportAll().catch((e) => toast(errText(e), "error")) }, t("exportAll")));
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

// A saved game's seats, each name with what the game's summary says of it
// (a score; Sanguosha's general, for the human seats only: the players
// remember their own, and ten would not fit the row).
function savedNames(s) {
  const labels = (s.summary && s.summary.seats) || [];
  const humansOnly = Boolean(s.summary && s.summary.humans_only);
  return seatNames(s.seats, s.players).map((name, i) => {
    const label = labels[i];
    const bot = Boolean(s.seats && s.seats[i] && s.seats[i].bot);
    return label && !(humansOnly && bot) ? t("seatLabel", { name, label: pick(label) }) : name;
  }).flatMap((text, i) => [i ? "・" : null, h("span", { class: "saved-seat" }, text)]);
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
      const names = savedNames(s);
      const when = s.updated ? new Date(s.updated) : null;
      return h("li", { class: "saved-item", dataset: { id: s.id } },
        h("div", { class: "saved-info" },
          h("span", { class: "saved-game" }, g ? pick(g.name) : s.game),
          h("span", { class: ["saved-status", s.finished ? "is-finished" : null] }, s.finished ? t("finished") : t("inProgress")),
          s.summary ? h("span", { class: "saved-summary" }, pick(s.summary)) : null,
          names ? h("span", { class: "saved-names" }, names) : null,
          when && !Number.isNaN(when.getTime())
            ? h("span", { class: "saved-when" }, t("updated", { when: when.toLocaleString(lang()) })) : null),
        h("div", { class: "saved-actions" },
          h("a", { class: "btn btn-primary", href: `#/play/${encodeURIComponent(s.id)}` }, s.finished ? t("view") : t("resume")),
          s.finished ? h("a", { class: "btn replay-link", href: `#/replay/${encodeURIComponent(s.id)}` }, t("replay")) : null,
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
        keepGamesNote(list),
        list.length ? [savedList, finishedBlock] : h("p", { class: "muted" }, t("noSaved")),
        h("div", { class: "import-row" },
          fileInput,
          h("label", needsEngine({ class: "btn import-label", for: "import-file", tabindex: "0",
            onkeydown: (e) => { if (e.key === "Enter" || e.key === " ") { e.preventDefault(); fileInput.click(); } } }),
          t("import")),
          // every saved game and the players' record in one file (import reads it back)
          list.length ? h("button", needsEngine({ class: "btn export-all-btn", type: "button",
            onclick: () => exportAll().catch((e) => toast(errText(e), "error")) }), t("exportAll")) : null,
          h("a", { class: "btn records-link", href: "#/records" }, t("records")),
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

/** The new-game form; `fromId`: a game whose setup it starts from (its
 * players, seats and options, a new seed: "New game" at a game's end). */
function newGameScreen(gameId, fromId = null) {
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
      const humanBtn = h("button", { type: "button", class: "seg", "aria-pressed": s.bot ? "false" : "true", dataset: { label: t("human") } }, t("human"));
      const botBtn = h("button", { type: "button", class: "seg", "aria-pressed": s.bot ? "true" : "false", dataset: { label: t("bot") } }, t("bot"));
      humanBtn.onclick = () => { s.bot = false; humanBtn.setAttribute("aria-pressed", "true"); botBtn.setAttribute("aria-pressed", "false"); };
      botBtn.onclick = () => { s.bot = true; botBtn.setAttribute("aria-pressed", "true"); humanBtn.setAttribute("aria-pressed", "false"); };
      seatsBox.append(h("li", { class: "seat-row", dataset: { seat: i } },
        h("span", { class: "seat-no" }, t("seat", { n: i + 1 })), nameInput,
        h("div", { class: "segmented", role: "group", "aria-label": t("seat", { n: i + 1 }) }, humanBtn, botBtn)));
    }

    const opts = h("div", { class: "option-list" });
    for (const o of g.options || []) {
      // The engine says what this player count allows (engine.games():
      // by_players); a value chosen for another count falls back to the default.
      const allowed = o.by_players[String(form.players)];
      const choices = (o.choices || []).filter((c) => (allowed.choices || []).includes(c.id));
      if (!form.touched.has(o.id) || (o.type === "choice" && !choices.some((c) => c.id === form.options[o.id]))) {
        form.options[o.id] = allowed.default;
      }
      const label = pick(o.label);
      const id = `opt-${o.id}`;
      let control;
      if (o.type === "bool") {
        control = h("button", { type: "button", role: "switch", id, class: "switch",
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
      if (fromId) await sameSetup(form, game, fromId);
      if (!alive) return;
      draw();
    } catch (e) {
      if (alive) failed(el, e);
    }
  })();
  return { destroy() { alive = false; }, relang() { if (game) draw(); } };
}

// Another round with the same table: the form filled from a saved game
// (a player at the end screen expects the players and options they just
// played, not the form's defaults). A game not found leaves the defaults.
async function sameSetup(form, game, fromId) {
  try {
    const hs = await bridge();
    const meta = await hs.meta(fromId);
    if (meta.game !== game.id) return;
    form.players = meta.players;
    form.seats = meta.seats.map((s) => ({ name: s.name || "", bot: !!s.bot }));
    const rec = await hs.record(fromId);
    for (const o of game.options || []) {
      if (rec.options && o.id in rec.options) { form.options[o.id] = rec.options[o.id]; form.touched.add(o.id); }
    }
  } catch (_) { /* gone meanwhile: the defaults */ }
}

// ---------------------------------------------------------------- rules
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

// ---------------------------------------------------------------- phones
// The seat this phone holds at another device's table (web/net/remote.js).
let remoteSeat = null;

function joinScreen() {
  const el = screen("join");
  let body = null;
  let alive = true;
  const draw = async () => {
    if (body) body.destroy();
    body = null;
    if (!phonesLoaded()) {
      loading(el, t("loading"));
      try {
        await loadPhones();
      } catch (e) {
        if (alive) failed(el, e);
        return;
      }
      if (!alive) return;
    }
    const { joinBody } = phonesLoaded().devices;
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
  if (!phonesLoaded()) { // #/seat opened or reloaded before the phones' code was loaded
    const el = screen("join");
    let alive = true;
    loading(el, t("loading"));
    loadPhones().then(() => { if (alive) route(); }, (e) => { if (alive) failed(el, e); });
    return { destroy() { alive = false; } };
  }
  if (!remoteSeat || remoteSeat.closed) remoteSeat = phonesLoaded().remote.rejoin();
  if (!remoteSeat) {
    const el = screen("join");
    replace(el, h("div", { class: "failed", role: "alert" }, h("p", null, t("hostLost")),
      h("a", { class: "btn btn-primary", href: "#/join" }, t("joinTable"))));
    return null;
  }
  if (window.hotseat) window.hotseat.remote = remoteSeat;
  return tableScreen(remoteSeat.match.id, remoteSeat);
}

route();
