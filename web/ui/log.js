// A game log panel. Entries are events as the engine serves them
// ({i, move, kind, seat, text:{ja,en}, to?}; see hotseat.rules.emit; seat
// may be null), oldest first; the panel lists them newest first. A text may name seats with "{seat:N}" tokens: they are shown as
// seat N's name.
import { h } from "./dom.js";
import { t, pick } from "../i18n.js";

/** Replace "{seat:N}" tokens in a text with the seats' names. */
export function seatNames(text, names) {
  return String(text).replace(/\{seat:(\d+)\}/g, (m, n) => (names && names[Number(n)] != null ? names[Number(n)] : m));
}

export function renderLog(entries, names) {
  const list = h("ol", { class: "log-list", reversed: true });
  if (!entries || entries.length === 0) {
    return h("div", { class: "log-empty" }, t("logEmpty"));
  }
  for (const e of [...entries].reverse()) {
    // A text that names its own seat needs no name before it ("Sato places…",
    // not "Sato | Sato places…").
    const text = pick(e.text);
    const ownName = e.seat != null && String(text).includes(`{seat:${e.seat}}`);
    const who = !ownName && e.seat != null && names[e.seat] != null ? names[e.seat] : null;
    // A line for this seat alone (its own draw) says so: the seat may
    // read it aloud by mistake otherwise.
    const own = Array.isArray(e.to);
    list.append(h("li", { class: own ? "log-entry log-private" : "log-entry",
      dataset: { seat: e.seat ?? "", i: e.i ?? "", move: e.move ?? "" } },
      who ? h("span", { class: "log-who" }, who) : null,
      h("span", { class: "log-text" }, seatNames(text, names)),
      own ? h("span", { class: "log-own", title: t("logOwn") }, " 🔒") : null));
  }
  return list;
}
