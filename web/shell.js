// What every screen shares: the page's root, the screen frame, per-device
// settings, the language button and readable errors. The shell (app.js) and
// the table (table/) both import it; it imports neither.

import { t, pick, lang, toggleLang } from "./i18n.js";
import { h, replace } from "./ui/dom.js";
import { seatNames } from "./ui/log.js";

export const root = document.getElementById("app") || document.body.appendChild(h("main", { id: "app" }));

// ---------------------------------------------------------------- settings
const SETTINGS_KEY = "hotseat.settings";
function loadSettings() {
  try { return JSON.parse(localStorage.getItem(SETTINGS_KEY) || "{}") || {}; } catch (_) { return {}; }
}
export function getSetting(key, dflt) {
  const s = loadSettings();
  return key in s ? s[key] : dflt;
}
export function setSetting(key, value) {
  const s = loadSettings();
  s[key] = value;
  try { localStorage.setItem(SETTINGS_KEY, JSON.stringify(s)); } catch (_) { /* ignore */ }
}

/** A readable message from a bridge refusal ({code, message:{ja,en}}) or any error. */
export function errText(e, names = null) {
  // A refusal may name seats as the log does ("{seat:2}"): with the table's
  // names given, they read as the players' names.
  return names ? seatNames(rawText(e), names) : rawText(e);
}

function rawText(e) {
  if (e == null) return "";
  if (typeof e === "string") return e;
  const m = e.message;
  if (m && typeof m === "object") return pick(m);
  if (e.error && typeof e.error === "object") return rawText(e.error);
  if (e.messages && typeof e.messages === "object") return pick(e.messages);
  if (typeof m === "string" && m) return m;
  return String(e);
}

/** Show `path` (a route such as "/" or "/play/<id>"), even if it is shown already. */
export function go(path) {
  // app.js routes on hashchange: the same hash fires none, so one is sent
  if (location.hash === "#" + path) window.dispatchEvent(new HashChangeEvent("hashchange"));
  else location.hash = path;
}

export function langButton() {
  return h("button", { class: "btn btn-lang", type: "button", lang: lang() === "ja" ? "en" : "ja",
    "aria-label": t("langToggleLabel"), onclick: () => toggleLang() }, t("langToggle"));
}

export function screen(cls) {
  const el = h("div", { class: ["screen", cls] });
  replace(root, el);
  return el;
}

export function loading(el, text) {
  replace(el, h("div", { class: "loading", role: "status" }, h("span", { class: "spinner", "aria-hidden": "true" }), text));
}

export function failed(el, e) {
  replace(el, h("div", { class: "failed", role: "alert" },
    h("p", null, errText(e)),
    h("button", { class: "btn btn-primary", type: "button", onclick: () => go("/") }, t("home"))));
}
