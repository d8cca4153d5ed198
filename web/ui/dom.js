// Tiny DOM helpers shared by every screen and game view.

/**
 * h("button", {class: "x", onclick: fn, "aria-label": "..."}, "text", child, [more])
 * Attributes: `class`, `style` (an object, set through el.style: the page's
 * Content-Security-Policy refuses style given as text), `dataset` (object), on* handlers,
 * boolean `true`/`false` (present/absent), everything else via setAttribute.
 */
export function h(tag, attrs, ...children) {
  const el = document.createElement(tag);
  if (attrs) {
    for (const [k, v] of Object.entries(attrs)) {
      if (v == null || v === false) continue;
      if (k.startsWith("on") && typeof v === "function") {
        el.addEventListener(k.slice(2), v);
      } else if (k === "class") {
        el.className = Array.isArray(v) ? v.filter(Boolean).join(" ") : v;
      } else if (k === "style") {
        if (typeof v !== "object") throw new Error("h(): style as an object (the CSP refuses style text)");
        Object.assign(el.style, v);
      } else if (k === "dataset") {
        Object.assign(el.dataset, v);
      } else if (k === "html") {
        el.innerHTML = v;
      } else if (k === "value" || k === "checked" || k === "disabled" || k === "selected") {
        el[k] = v;
        if (v === true) el.setAttribute(k, "");
      } else {
        el.setAttribute(k, v === true ? "" : String(v));
      }
    }
  }
  append(el, children);
  return el;
}

function append(el, children) {
  for (const c of children) {
    if (c == null || c === false) continue;
    if (Array.isArray(c)) append(el, c);
    else el.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
}

/** Remove all children of el and append the given ones. */
export function replace(el, ...children) {
  el.replaceChildren();
  append(el, children);
  return el;
}

export function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Escape text for inclusion in HTML strings. */
export function esc(s) {
  return String(s).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[c]));
}
