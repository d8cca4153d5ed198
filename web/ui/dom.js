// Tiny DOM helpers shared by every screen and game view.

/**
 * h("button", {class: "x", onclick: fn, "aria-label": "..."}, "text", child, [more])
 * Attributes: `class`, `style` (an object of camelCase or --custom properties, set
 * through el.style: the page's Content-Security-Policy refuses style given as text), `dataset` (object), on* handlers,
 * boolean `true`/`false` (present/absent), everything else via setAttribute.
 */
// The handlers h() gave each node, so that patch() can hand a node it keeps
// the new draw's handlers (which see the new draw's state).
const HANDLERS = new WeakMap();

export function h(tag, attrs, ...children) {
  return build(document.createElement(tag), attrs, children);
}

const SVG_NS = "http://www.w3.org/2000/svg";

/** h() for SVG drawings (a map, a piece, an icon): the same attributes, the
 * element in SVG's namespace. */
export function svg(tag, attrs, ...children) {
  return build(document.createElementNS(SVG_NS, tag), attrs, children);
}

function build(el, attrs, children) {
  if (attrs) {
    for (const [k, v] of Object.entries(attrs)) {
      if (v == null || v === false) continue;
      if (k.startsWith("on") && typeof v === "function") {
        el.addEventListener(k.slice(2), v);
        const on = HANDLERS.get(el);
        if (on) on[k.slice(2)] = v; else HANDLERS.set(el, { [k.slice(2)]: v });
      } else if (k === "class") {
        // (an attribute, not className: an SVG element's className is not a string)
        el.setAttribute("class", Array.isArray(v) ? v.filter(Boolean).join(" ") : v);
      } else if (k === "style") {
        if (typeof v !== "object") throw new Error("h(): style as an object (the CSP refuses style text)");
        // camelCase by assignment; a custom property (--al) or a kebab-case
        // name only through setProperty
        for (const [p, x] of Object.entries(v)) {
          if (p.includes("-")) el.style.setProperty(p, x); else el.style[p] = x;
        }
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
  for (const node of flatten(children, [])) el.append(node);
}

/** Remove all children of el and append the given ones. */
export function replace(el, ...children) {
  el.replaceChildren();
  append(el, children);
  return el;
}

/**
 * Make el's children the given ones, as replace() does, but keep the nodes
 * already drawn wherever they match: the same tag at the same place among
 * their siblings, or the same key (`data-key`, else `data-card`) anywhere
 * among them. A node kept takes the new node's attributes, the handlers h()
 * gave it, and (the same way) its children. The browser then styles and
 * lays out again only what changed, where replace() made it redo the whole
 * table at every move; a focused button stays focused, a running animation
 * runs on.
 *
 * A view that keeps a node it built must find it again after a patch (the
 * node on the page may be the older one), and must give every handler
 * through h(): one added otherwise stays on the node kept.
 */
export function patch(el, ...children) {
  patchChildren(el, flatten(children, []));
  return el;
}

/** Children as h() takes them (nested lists, strings, null and false left
 * out) as a list of nodes. */
function flatten(children, out) {
  for (const c of children) {
    if (c == null || c === false) continue;
    if (Array.isArray(c)) flatten(c, out);
    else out.push(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return out;
}

const keyOf = (n) => (n.nodeType === 1 ? n.getAttribute("data-key") ?? n.getAttribute("data-card") : null);
const sameKind = (a, b) => a.nodeType === b.nodeType && a.nodeName === b.nodeName && a.namespaceURI === b.namespaceURI;

function patchChildren(parent, next) {
  const keyed = new Map();
  const loose = [];
  for (const o of parent.childNodes) {
    const k = keyOf(o);
    if (k == null) loose.push(o);
    else if (!keyed.has(k)) keyed.set(k, o);
  }
  let li = 0;
  const result = next.map((n) => {
    const k = keyOf(n);
    let o = null;
    if (k != null) {
      o = keyed.get(k);
      if (o && sameKind(o, n)) keyed.delete(k); else o = null;
    } else if (li < loose.length && sameKind(loose[li], n)) {
      o = loose[li++];
    }
    if (!o) return n;
    morph(o, n);
    return o;
  });
  const kept = new Set(result);
  for (const o of [...parent.childNodes]) if (!kept.has(o)) o.remove();
  let at = parent.firstChild;
  for (const node of result) {
    if (node === at) at = at.nextSibling;
    else parent.insertBefore(node, at);
  }
}

// Most nodes of a table are as they were: told at a glance.
function sameAttributes(o, n) {
  const oa = o.attributes;
  const na = n.attributes;
  if (oa.length !== na.length) return false;
  for (let i = 0; i < na.length; i++) {
    const a = na[i];
    const b = oa.getNamedItemNS(a.namespaceURI, a.localName);
    if (!b || b.value !== a.value) return false;
  }
  return true;
}

function morph(o, n) {
  if (o.nodeType !== 1) {
    if (o.nodeValue !== n.nodeValue) o.nodeValue = n.nodeValue;
    return;
  }
  if (!sameAttributes(o, n)) {
    for (const a of [...o.attributes]) {
      if (!n.hasAttributeNS(a.namespaceURI, a.localName)) o.removeAttributeNS(a.namespaceURI, a.localName);
    }
    for (const a of n.attributes) {
      if (o.getAttributeNS(a.namespaceURI, a.localName) === a.value) continue;
      // a style goes through the CSSOM: the page's Content-Security-Policy
      // refuses style given as an attribute's text
      if (a.name === "style" && !a.namespaceURI) o.style.cssText = n.style.cssText;
      else o.setAttributeNS(a.namespaceURI, a.name, a.value);
    }
  }
  const was = HANDLERS.get(o);
  const now = HANDLERS.get(n);
  if (was || now) {
    for (const [type, fn] of Object.entries(was || {})) o.removeEventListener(type, fn);
    for (const [type, fn] of Object.entries(now || {})) o.addEventListener(type, fn);
    HANDLERS.set(o, now || {});
  }
  patchChildren(o, [...n.childNodes]);
  // What the player typed or ticked is a property, not an attribute.
  if ((o.tagName === "INPUT" || o.tagName === "TEXTAREA" || o.tagName === "SELECT") && o.value !== n.value) o.value = n.value;
  if (o.tagName === "INPUT" && o.checked !== n.checked) o.checked = n.checked;
}

/** Whether the reader asked for less motion (prefers-reduced-motion): the
 * table's flights and banners, a view's glides and its scrolls go still. */
export const reducedMotion = () => typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;

/** Scroll by the least that shows `el`: smoothly, or at once when motion is
 * reduced. */
export function bringIntoView(el) {
  if (el && el.scrollIntoView) el.scrollIntoView({ block: "nearest", behavior: reducedMotion() ? "auto" : "smooth" });
}

export function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Escape text for inclusion in HTML strings. */
export function esc(s) {
  return String(s).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[c]));
}
