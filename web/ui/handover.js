// The privacy hand-over screen: covers everything until the named player taps.
import { h } from "./dom.js";
import { t } from "../i18n.js";

/**
 * Replace the contents of `container` with a hand-over screen for `name` and
 * resolve when the player taps (or presses Enter/Space on the button).
 * The caller must have removed every private view from the DOM before calling.
 */
export function handover(container, name) {
  return new Promise((resolve) => {
    const btn = h("button", { class: "btn btn-primary btn-big handover-ready", type: "button" },
      t("tapReady", { name }));
    const screen = h("section", { class: "handover", role: "dialog", "aria-modal": "true",
      "aria-labelledby": "handover-title" },
    h("div", { class: "handover-icon", "aria-hidden": "true" }, "⇄"),
    h("h2", { id: "handover-title", class: "handover-title" }, t("passTo", { name })),
    h("p", { class: "handover-sub" }, t("passToSub", { name })),
    btn);
    const go = () => { screen.remove(); resolve(); };
    // The whole screen is a tap target; the button is the keyboard target.
    screen.addEventListener("click", go);
    container.replaceChildren(screen);
    btn.focus();
  });
}
