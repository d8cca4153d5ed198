// A game log panel: entries [{seat, text:{ja,en}}] (seat may be null).
// A text may name seats with "{seat:N}" tokens: they are shown as seat N's name.
import { h } from "./dom.js";
import { t, pick } from "../i18n.js";

/** Replace "{seat:N}" tokens in a text with the seats' names. */
export function seatNames(text, names) {
  return String(text).replace(/\{seat:(\d+)\}/g, (m, n) => (names && names[Number(n)] != null ? names[Number(n)] : m));
}

export function renderLog(entries, names) {
  const list = h("ol", { class: "log-list" });
  if (!entries || entries.length === 0) {
    return h("div", { class: "log-empty" }, t("logEmpty"));
  }
  for (const e of entries) {
    // A text that names its own seat needs no name before it ("Sato places…",
    // not "Sato | Sato places…").
    const text = pick(e.text);
    const ownName = e.seat != null && String(text).includes(`{seat:${e.seat}}`);
    const who = !ownName && e.seat != null && names[e.seat] != null ? names[e.seat] : null;
    list.append(h("li", { class: "log-entry", dataset: { seat: e.seat ?? "" } },
      who ? h("span", { class: "log-who" }, who) : null,
      h("span", { class: "log-text" }, seatNames(text, names))));
  }
  return list;
}

/** Keep a log list scrolled to its newest entry. */
export function scrollToEnd(panel) {
  panel.scrollTop = panel.scrollHeight;
}
