// The players' record (issue #32): for each player name, the games finished
// on this device — played and won per game and player count, and per what
// the seat played as (a role in Sanguosha, landlord or peasant in Dou
// Dizhu) — and the last games, with their replay while the game is still
// saved. Read from the bridge's rows (window.hotseat.records), written when
// a game ends; private to this device, exported with the saved games.

import { t, pick, lang, register } from "./i18n.js";
import { h, replace } from "./ui/dom.js";
import { confirmDialog, toast } from "./ui/dialog.js";
import { errText, failed, langButton, loading, screen } from "./shell.js";
import { bridge, gameList, seatNames } from "./games.js";

register({
  en: {
    recordTitle: "Record",
    recordNone: "No game has been finished on this device yet. A finished game counts here once, for every human player's name.",
    recordWho: "Player",
    recordTotal: "{played} played · {won} won ({pct} %)",
    recordByGame: "By game",
    recordBySide: "By role or side",
    recordGame: "Game",
    recordPlayers: "Players",
    recordPlayed: "Played",
    recordWon: "Won",
    recordAs: "As",
    recordLast: "Last games",
    recordWin: "Won",
    recordLoss: "Lost",
    recordClear: "Delete the record",
    recordConfirmClear: "Delete the record of all {n} games? The saved games stay.",
    recordPrivate: "Kept on this device only; exported with the saved games.",
  },
  ja: {
    recordTitle: "戦績",
    recordNone: "この端末で終わったゲームはまだありません。終わったゲームは、人間のプレイヤー名ごとに一度ずつ数えられます。",
    recordWho: "プレイヤー",
    recordTotal: "{played}戦 {won}勝（{pct} %）",
    recordByGame: "ゲーム別",
    recordBySide: "役割・陣営別",
    recordGame: "ゲーム",
    recordPlayers: "人数",
    recordPlayed: "対戦",
    recordWon: "勝ち",
    recordAs: "役割",
    recordLast: "最近のゲーム",
    recordWin: "勝ち",
    recordLoss: "負け",
    recordClear: "戦績を消す",
    recordConfirmClear: "{n}ゲーム分の戦績をすべて消しますか？保存したゲームは残ります。",
    recordPrivate: "この端末だけに保存され、ゲームの書き出しに含まれます。",
  },
});

/** Each human name's games: {name: [{row, seat}]}, newest first. */
function byName(rows) {
  const out = new Map();
  for (const row of [...rows].reverse()) {
    const names = seatNames(row.seats, row.players);
    row.seats.forEach((s, seat) => {
      if (s.bot) return;
      const name = names[seat];
      if (!out.has(name)) out.set(name, []);
      out.get(name).push({ row, seat });
    });
  }
  return out;
}

function tally(map, key, label, won) {
  const got = map.get(key) || { label, played: 0, won: 0 };
  got.played += 1;
  got.won += won ? 1 : 0;
  map.set(key, got);
}

const pct = (won, played) => (played ? Math.round((100 * won) / played) : 0);

function table(head, rows) {
  return h("table", { class: "record-table" },
    h("thead", {}, h("tr", {}, head.map((x) => h("th", { scope: "col" }, x)))),
    h("tbody", {}, rows.map((r) => h("tr", {}, r.map((x, i) => (i ? h("td", {}, x) : h("th", { scope: "row" }, x)))))));
}

function drawName(R, name) {
  const games = R.names.get(name) || [];
  const byGame = new Map();
  const bySide = new Map();
  let won = 0;
  for (const { row, seat } of games) {
    const w = row.winners.includes(seat);
    won += w ? 1 : 0;
    const g = R.info[row.game];
    tally(byGame, `${row.game}/${row.players}`, [g ? pick(g.name) : row.game, String(row.players)], w);
    for (const side of (row.sides && row.sides[seat]) || []) {
      const label = pick(side.as);
      tally(bySide, `${row.game}/${side.as.en}`, [g ? pick(g.name) : row.game, label], side.won);
    }
  }
  const saved = new Set(R.saved.map((s) => s.id));
  const last = games.slice(0, 10).map(({ row, seat }) => {
    const g = R.info[row.game];
    return h("li", { class: "record-game" },
      h("span", { class: ["record-mark", row.winners.includes(seat) ? "is-win" : "is-loss"] },
        t(row.winners.includes(seat) ? "recordWin" : "recordLoss")),
      h("span", {}, g ? pick(g.name) : row.game),
      h("span", { class: "record-when" }, new Date(row.ended).toLocaleString(lang())),
      saved.has(row.id) ? h("a", { class: "btn replay-link", href: `#/replay/${encodeURIComponent(row.id)}` }, t("replay")) : null);
  });
  replace(R.body,
    h("p", { class: "record-total" }, t("recordTotal", { played: games.length, won, pct: pct(won, games.length) })),
    h("h2", {}, t("recordByGame")),
    table([t("recordGame"), t("recordPlayers"), t("recordPlayed"), t("recordWon")],
      [...byGame.values()].map((x) => [...x.label, String(x.played), `${x.won} (${pct(x.won, x.played)} %)`])),
    bySide.size ? h("h2", {}, t("recordBySide")) : null,
    bySide.size ? table([t("recordGame"), t("recordAs"), t("recordPlayed"), t("recordWon")],
      [...bySide.values()].map((x) => [...x.label, String(x.played), `${x.won} (${pct(x.won, x.played)} %)`])) : null,
    h("h2", {}, t("recordLast")),
    h("ul", { class: "record-games" }, last));
}

async function draw(R) {
  const hs = await bridge();
  const [rows, list, saved] = await Promise.all([hs.records(), gameList(), hs.saved()]);
  if (!R.alive) return;
  R.info = Object.fromEntries(list.map((g) => [g.id, g]));
  R.saved = saved;
  R.names = byName(rows);
  const names = [...R.names.keys()].sort((a, b) => R.names.get(b).length - R.names.get(a).length);
  if (!names.includes(R.name)) R.name = names[0] || null;
  R.body = h("div", { class: "record-body" });
  const pickName = names.length ? h("label", { class: "record-who" }, h("span", {}, t("recordWho")),
    h("select", { class: "select record-name", onchange: (e) => { R.name = e.target.value; drawName(R, R.name); } },
      names.map((n) => h("option", { value: n, selected: n === R.name }, n)))) : null;
  const clear = rows.length ? h("button", { type: "button", class: "btn btn-danger record-clear", onclick: async () => {
    if (!(await confirmDialog(t("recordConfirmClear", { n: rows.length }), { okText: t("delete"), danger: true }))) return;
    try { await hs.clearRecords(); } catch (e) { toast(errText(e), "error"); }
    draw(R);
  } }, t("recordClear")) : null;
  replace(R.el,
    h("header", { class: "bar" }, h("a", { class: "btn", href: "#/" }, t("home")),
      h("h1", { class: "bar-title" }, t("recordTitle")), langButton()),
    rows.length ? pickName : h("p", { class: "record-none" }, t("recordNone")),
    R.body,
    h("p", { class: "record-private" }, t("recordPrivate")),
    clear);
  if (R.name) drawName(R, R.name);
}

/** The record screen (#/records). */
export function recordsScreen() {
  const R = { alive: true, name: null, el: screen("records"), body: null, names: new Map(), info: {}, saved: [] };
  loading(R.el, t("loading"));
  draw(R).catch((e) => { if (R.alive) failed(R.el, e); });
  return {
    destroy() { R.alive = false; },
    relang() { draw(R).catch((e) => { if (R.alive) failed(R.el, e); }); },
  };
}
