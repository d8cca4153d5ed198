// Modal dialogs (built on <dialog>), and short toasts.
import { h } from "./dom.js";
import { t } from "../i18n.js";

function open(content, { label, onCancelValue = null, className = "" } = {}) {
  return new Promise((resolve) => {
    const dlg = h("dialog", { class: ["dialog", className], "aria-label": label || null });
    let done = false;
    const finish = (value) => {
      if (done) return;
      done = true;
      dlg.close();
      dlg.remove();
      resolve(value);
    };
    dlg.addEventListener("cancel", (e) => { e.preventDefault(); finish(onCancelValue); });
    dlg.append(...content(finish));
    document.body.append(dlg);
    dlg.showModal();
    const first = dlg.querySelector("[autofocus]") || dlg.querySelector("button");
    if (first) first.focus();
  });
}

/** Ask yes/no. Resolves true (OK) or false (cancel / Escape). */
export function confirmDialog(message, { okText, cancelText, danger = false } = {}) {
  return open((finish) => [
    h("p", { class: "dialog-msg" }, message),
    h("div", { class: "dialog-buttons" },
      h("button", { class: "btn", type: "button", onclick: () => finish(false) }, cancelText || t("cancel")),
      h("button", { class: ["btn", danger ? "btn-danger" : "btn-primary"], type: "button", autofocus: true,
        onclick: () => finish(true) }, okText || t("ok"))),
  ], { label: message, onCancelValue: false });
}

/** Tell something; resolves when closed. */
export function messageDialog(message, { title } = {}) {
  return open((finish) => [
    title ? h("h2", { class: "dialog-title" }, title) : null,
    h("p", { class: "dialog-msg", role: "alert" }, message),
    h("div", { class: "dialog-buttons" },
      h("button", { class: "btn btn-primary", type: "button", autofocus: true, onclick: () => finish(true) }, t("ok"))),
  ].filter(Boolean), { label: title || message, onCancelValue: true });
}

/**
 * Choose one of several options: [{label, value, detail?}]. Resolves to the value,
 * or null when cancelled.
 */
export function chooseDialog(title, options) {
  return open((finish) => [
    h("h2", { class: "dialog-title" }, title),
    h("div", { class: "dialog-choices" },
      options.map((o) => h("button", { class: "btn btn-choice", type: "button", onclick: () => finish(o.value) },
        h("span", { class: "choice-label" }, o.label),
        o.detail ? h("span", { class: "choice-detail" }, o.detail) : null))),
    h("div", { class: "dialog-buttons" },
      h("button", { class: "btn", type: "button", onclick: () => finish(null) }, t("cancel"))),
  ], { label: title, onCancelValue: null });
}

/** Show arbitrary content (e.g. rules) with a close button. */
export function contentDialog(title, body, { className = "" } = {}) {
  return open((finish) => [
    h("div", { class: "dialog-head" },
      h("h2", { class: "dialog-title" }, title),
      h("button", { class: "btn btn-icon", type: "button", "aria-label": t("close"), onclick: () => finish(true) }, "✕")),
    h("div", { class: "dialog-body" }, body),
  ], { label: title, onCancelValue: true, className });
}

let toastBox = null;
/** A short message at the bottom of the screen. kind: "info" | "error". */
export function toast(message, kind = "info", ms = 3500) {
  if (!toastBox || !toastBox.isConnected) {
    toastBox = h("div", { class: "toasts", role: "status", "aria-live": "polite" });
    document.body.append(toastBox);
  }
  const el = h("div", { class: ["toast", "toast-" + kind] }, message);
  toastBox.append(el);
  setTimeout(() => el.remove(), ms);
  return el;
}
