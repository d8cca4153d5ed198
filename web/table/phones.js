// Phones at a table: the phones' code, loaded on first use, and what the
// table shows of them (the bar naming the seats on phones, the invitation).

import { t } from "../i18n.js";
import { h, replace } from "../ui/dom.js";
import { toast } from "../ui/dialog.js";
import { errText } from "../shell.js";

// The phones' code (ui/devices.js, net/*: WebRTC, pairing codes, QR) is
// imported when a table is first shared or joined. Imported statically it
// was in the start-up module graph, fetched and compiled before the home
// screen and while the engine boots, on every visit, for a feature most
// visits never use (docs/platform.md, "Boot time"). `loaded()` is set once
// loaded: no table can have phones before then.
let phones = null;
let phonesLoading = null;

export function loadPhones() {
  if (!phonesLoading) {
    phonesLoading = Promise.all([import("../ui/devices.js"), import("../net/host.js"), import("../net/remote.js")])
      .then(([devices, host, remote]) => (phones = { devices, host, remote }));
    phonesLoading.catch(() => { phonesLoading = null; }); // offline before it was cached: try again next time
  }
  return phonesLoading;
}

/** {devices, host, remote} once loaded, else null. */
export const loaded = () => phones;

/** The host's phones for this table if any were ever joined (kept for the
 * page's life, so leaving the table and coming back keeps them). */
export function existingNet(matchId) {
  return phones ? phones.host.existingHostTable(matchId) : null;
}

// Seats played on phones (host side): never shown or handed over here.
export const onPhone = (T, s) => Boolean(T.net && T.net.isRemote(s));

/** Who holds which seat on a phone, and who is cut off (or, on a phone,
 * this seat and the link to the host). */
export function drawNetBar(T) {
  const { netBar, remote } = T;
  if (remote) {
    const st = remote.status;
    const msg = st === "lost" ? t("reconnecting") : st === "unreachable" ? t("hostLost")
      : st === "taken_back" ? t("takenBack") : st === "refused" ? t("refusedSeat", { msg: errText(remote.statusDetail) }) : "";
    netBar.hidden = false;
    netBar.classList.toggle("is-alert", Boolean(msg));
    replace(netBar, msg ? h("span", null, msg) : h("span", null, "📱 ", t("yourSeat", { name: T.meta.names[remote.seat] })),
      st === "taken_back" ? h("a", { class: "btn", href: "#/" }, t("home")) : null);
    return;
  }
  const seats = T.net ? T.net.remoteSeats() : [];
  netBar.hidden = !seats.length;
  if (!seats.length) return replace(netBar);
  const off = seats.filter((s) => T.net.status(s) === "disconnected");
  netBar.classList.toggle("is-alert", off.length > 0);
  replace(netBar,
    h("span", null, t("onPhones", { names: seats.map((s) => T.meta.names[s]).join("・") })),
    off.map((s) => h("span", { class: "net-off", dataset: { seat: s } }, t("phoneOff", { name: T.meta.names[s] }),
      h("button", { class: "btn take-back-btn", type: "button", onclick: () => T.net.takeBack(s) }, t("takeBack")))));
}

/** Play this table with `net`'s phones: a phone's move, a seat joined or
 * taken back starts the table's next step. */
export function useNet(T, net) {
  if (T.net === net) return;
  T.net = net;
  net.onRemoteChange = () => { if (T.alive) T.step(); };
  const off = net.subscribe(() => {
    if (!T.alive) return;
    drawNetBar(T);
    // a seat taken back or joined changes who plays here; a hand-over
    // screen waiting for a seat that is now on its phone must go too
    if (T.mode === "table" || T.mode === "handover") T.step();
  });
  T.offs.push(off, () => { net.onRemoteChange = null; });
  drawNetBar(T);
}

export async function invitePlayers(T) {
  try {
    await loadPhones();
  } catch (e) {
    toast(errText(e), "error");
    return;
  }
  if (!T.alive) return;
  if (!T.net) useNet(T, phones.host.hostTable(T.hs, T.id));
  await phones.devices.inviteDialog(T.net, T.meta);
}
