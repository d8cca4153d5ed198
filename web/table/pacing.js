// The bots' pace: how long a bot's move stays on screen before the next,
// a per-device setting (the log panel's speed buttons; ?botDelay= in the
// URL wins, for tests and demos).

import { t } from "../i18n.js";
import { h } from "../ui/dom.js";

const params = new URLSearchParams(location.search);
const SPEEDS = { slow: 1400, normal: 700, fast: 250 };

/** ms a bot's move stays on screen (before a game's own factor, paceOf). */
export function botDelay() {
  const fromUrl = params.get("botDelay");
  if (fromUrl != null && fromUrl !== "" && !Number.isNaN(Number(fromUrl))) return Math.max(0, Number(fromUrl));
  let stored = null;
  try { stored = localStorage.getItem("hotseat.botDelay"); } catch (_) { /* ignore */ }
  if (stored != null && stored !== "" && !Number.isNaN(Number(stored))) return Math.max(0, Number(stored));
  return SPEEDS.normal;
}

function speedName() {
  const d = botDelay();
  return Object.keys(SPEEDS).find((k) => SPEEDS[k] === d) || null;
}
export function speedControl(onchange) {
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

/** How long `action` of a bot stays on screen: a game may pace its bots by
 * what they do (a quick "no", a slower card). */
export function paceOf(mod, action) {
  return botDelay() * (mod.pace ? mod.pace(action) : 1);
}
