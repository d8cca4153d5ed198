// The engine and the games as the screens reach them: window.hotseat (when
// the engine is up, or before, for what the build and storage answer), the
// game list, each game's view module, a saved game's seats and a rules page.

import { t, lang, register } from "./i18n.js";
import { h, sleep } from "./ui/dom.js";

let bridgePromise = null;
/** window.hotseat, without waiting for the engine: the game list and saved
 * games are answered from the build and from storage. */
export function bridge() {
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
export async function engine() {
  const hs = await bridge();
  await hs.ready;
  return hs;
}

let gamesCache = null;
export async function gameList() {
  if (!gamesCache) gamesCache = await (await bridge()).games();
  return gamesCache;
}
export async function gameInfo(id) {
  return (await gameList()).find((g) => g.id === id) || null;
}

const modules = new Map();
export function loadGame(id) {
  if (!/^[a-z0-9_]+$/.test(id)) return Promise.reject(new Error("bad game id"));
  if (!modules.has(id)) {
    // The view is ready when its stylesheet is: a table drawn before its CSS
    // flashes unstyled, and the effects measure places that then move. A
    // stylesheet that fails to load still lets the game open.
    let css = document.querySelector(`link[data-game-css="${id}"]`);
    let styled = Promise.resolve();
    if (!css) {
      css = h("link", { rel: "stylesheet", href: `./${id}/view.css`, dataset: { gameCss: id } });
      styled = new Promise((done) => { css.onload = css.onerror = () => done(); });
      document.head.append(css);
    }
    modules.set(id, Promise.all([import(`./${id}/view.js`), styled]).then(([mod]) => {
      if (mod.strings) register(mod.strings);
      return mod;
    }));
  }
  // Only this game's stylesheet applies: the games share class names
  // (.seat-count, .seat-stats), and the rules of a game opened earlier in the
  // visit would otherwise reach this one's table (a bigger count that pushed
  // Sanguosha's bubbles off their seats after a Dou Dizhu table).
  for (const link of document.querySelectorAll("link[data-game-css]")) link.disabled = link.dataset.gameCss !== id;
  return modules.get(id);
}

/** Seat names and bot flags of a saved game. */
export async function matchMeta(hs, id) {
  let meta = null;
  if (typeof hs.meta === "function") meta = await hs.meta(id);
  if (!meta) {
    const list = await hs.saved();
    meta = list.find((s) => s.id === id) || null;
  }
  if (!meta) return null;
  const names = seatNames(meta.seats, meta.players);
  const bots = Array.from({ length: meta.players }, (_, i) => !!((meta.seats || [])[i] || {}).bot);
  const auto = Array.from({ length: meta.players }, (_, i) => !!((meta.seats || [])[i] || {}).auto);
  return { ...meta, names, bots, auto };
}

/** The seats' names as shown now: a seat left unnamed is stored without a
 * name and called "Player 3" / "プレイヤー3" in the language of the moment. */
export function seatNames(seats, players) {
  return Array.from({ length: players }, (_, i) => ((seats || [])[i] || {}).name
    || t("defaultName", { n: i + 1 }));
}

export async function rulesBody(gameId) {
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
