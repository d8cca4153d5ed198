// The phone's side of a table played on several devices: one seat, held by
// this device, whose engine is the host's.
//
// RemoteSeat.hs answers the calls the table screen makes of window.hotseat
// (view, legal, toAct, act, check, hints, botAction, undo, undoable, result,
// isPrivate) from what the host sends this seat, so the game's own view
// module draws the phone's screen unchanged: only the transport differs.
//
// The pairing (host fingerprint, seat, the seat's secret and the host's rejoin
// points: where it listens for this phone's return) is kept in localStorage,
// so a phone that slept, lost the Wi-Fi or reloaded calls the host again
// without scanning. It calls its rejoin points one after the other, a moment
// apart, and keeps the first that answers (host.js keeps them open and tells
// it of new ones).

import { deviceCertificate, newCertificate, keepDeviceCertificate, dialUntilOpen, fingerprint, toHex, fromHex,
  inviteIce, rejoinIce, PING_MS, SILENT_MS } from "./rtc.js";
import { readInvite, replyCode } from "./codes.js";

const KEY = "hotseat.remote";

export function storedPairing() {
  try {
    const p = JSON.parse(localStorage.getItem(KEY) || "null");
    if (!p || typeof p.secret !== "string" || !Array.isArray(p.hostFp)) return null;
    // kept before there were several rejoin points: one list of candidates
    if (Array.isArray(p.next) && p.next.length && !Array.isArray(p.next[0])) p.next = [p.next];
    return p;
  } catch (_) {
    return null;
  }
}

function storePairing(p) {
  try { localStorage.setItem(KEY, JSON.stringify(p)); } catch (_) { /* private mode: this session only */ }
}

export function forgetPairing() {
  try { localStorage.removeItem(KEY); } catch (_) { /* nothing kept */ }
}

function remoteError(error) {
  const HE = window.hotseat && window.hotseat.HotseatError;
  const e = error && error.code ? error : { code: "error", message: { en: "Refused.", ja: "拒否されました。" } };
  if (HE) return new HE(e);
  const err = new Error(e.message.en);
  Object.assign(err, { code: e.code, en: e.message.en, ja: e.message.ja, error: e });
  return err;
}

export class RemoteSeat {
  constructor(pairing) {
    this.pairing = pairing;          // {hostFp, seat, secret, match, next: [candidates of each rejoin point]}
    this.state = null;               // the last {n, view, legal, acting, result, canUndo}
    this.conn = null;
    this.q = 0;
    this.waiting = new Map();        // q -> {resolve, reject}
    this.changeWaiters = [];
    this.statusListeners = new Set();
    this.status = "connecting";      // connecting | connected | lost | refused | taken_back
    this.closed = false;
    this.traffic = null;             // tests may set an array: every message received
    this.newCert = null;             // a joining phone's certificate, kept once the host lets it in
    this.hs = this.transport();
  }

  get seat() { return this.pairing.seat; }
  get match() { return this.pairing.match; }

  onStatus(fn) {
    this.statusListeners.add(fn);
    return () => this.statusListeners.delete(fn);
  }

  setStatus(s, detail = null) {
    this.status = s;
    this.statusDetail = detail;
    for (const fn of this.statusListeners) fn(s, detail);
  }

  /** Resolves when the next state arrives (or at once if `after` is older). */
  changed(after = null) {
    if (this.state && after !== null && this.state.n !== after) return Promise.resolve();
    return new Promise((resolve) => this.changeWaiters.push(resolve));
  }

  // A channel opened to the host: take its messages.
  adopt(conn) {
    this.conn = conn;
    let heard = Date.now();
    // The host pings every PING_MS; silence means the link is gone even if
    // WebRTC has not noticed yet (the host slept or left the Wi-Fi).
    const watchdog = setInterval(() => { if (Date.now() - heard > SILENT_MS) lost(); }, PING_MS);
    const lost = () => {
      clearInterval(watchdog);
      if (this.conn !== conn) return;
      this.conn = null;
      conn.close();
      for (const w of this.waiting.values()) w.reject(remoteError({ code: "disconnected", message: {
        en: "The connection to the host was lost.", ja: "ホストとの接続が切れました。" } }));
      this.waiting.clear();
      if (!this.closed && this.pairing.secret && this.status !== "taken_back" && this.status !== "refused") this.reconnect();
    };
    conn.channel.addEventListener("message", (e) => { heard = Date.now(); this.receive(e.data); });
    conn.channel.addEventListener("close", lost);
    conn.pc.addEventListener("connectionstatechange", () => {
      if (["failed", "closed"].includes(conn.pc.connectionState)) lost();
    });
  }

  send(msg) {
    if (!this.conn) throw remoteError({ code: "disconnected", message: {
      en: "Not connected to the host; reconnecting…", ja: "ホストにつながっていません。再接続しています…" } });
    this.conn.channel.send(JSON.stringify(msg));
  }

  request(msg) {
    const q = ++this.q;
    return new Promise((resolve, reject) => {
      this.waiting.set(q, { resolve, reject });
      try { this.send({ ...msg, q }); } catch (e) { this.waiting.delete(q); reject(e); }
    });
  }

  receive(data) {
    let msg;
    try { msg = JSON.parse(data); } catch (_) { return; }
    if (this.traffic) this.traffic.push(data);
    if (msg.t === "ping") {
      if (this.conn) this.conn.channel.send(JSON.stringify({ t: "pong" }));
    } else if (msg.t === "welcome") {
      if (this.newCert) { keepDeviceCertificate(this.newCert); this.newCert = null; }
      this.pairing = { ...this.pairing, seat: msg.seat, secret: msg.secret, match: msg.match };
      storePairing(this.pairing);
      if (this.onWelcome) this.onWelcome();
    } else if (msg.t === "next") {
      if (!Array.isArray(msg.points)) return;
      this.pairing = { ...this.pairing, next: msg.points };
      storePairing(this.pairing);
    } else if (msg.t === "state") {
      this.state = { n: msg.n, view: msg.view, legal: msg.legal || [], acting: Boolean(msg.acting),
                     auto: Boolean(msg.auto),
                     result: msg.result || null, canUndo: Boolean(msg.can_undo) };
      if (this.status !== "connected") this.setStatus("connected");
      const ws = this.changeWaiters;
      this.changeWaiters = [];
      ws.forEach((fn) => fn());
    } else if (msg.t === "reply" || msg.t === "refused") {
      const w = this.waiting.get(msg.q);
      if (w) {
        this.waiting.delete(msg.q);
        if (msg.t === "reply") w.resolve(msg.value);
        else w.reject(remoteError(msg.error));
      } else if (msg.t === "refused" && msg.q === null) {
        this.setStatus("refused", msg.error);
      }
    } else if (msg.t === "bye") {
      this.setStatus("taken_back");
      forgetPairing();
      this.close();
    }
  }

  /** Call the host's rejoin points for this phone again (after sleep, reload, Wi-Fi loss). */
  async reconnect() {
    if (this.closed || this.reconnecting) return;
    this.reconnecting = true;
    this.setStatus("lost");
    const started = Date.now();
    try {
      const cert = await deviceCertificate();
      const p = this.pairing;
      const conn = await dialUntilOpen(cert, new Uint8Array(p.hostFp), p.next || [], await rejoinIce(fromHex(p.secret)), {
        cancelled: () => this.closed,
        onTry: () => { if (Date.now() - started > 20000) this.setStatus("unreachable"); },
      });
      this.adopt(conn);
      this.send({ t: "rejoin", seat: p.seat, secret: p.secret });
    } catch (e) {
      if (!this.closed) console.warn("hotseat: reconnect stopped", e);
    } finally {
      this.reconnecting = false;
    }
  }

  close() {
    this.closed = true;
    if (this.conn) { const c = this.conn; this.conn = null; c.close(); }
    const ws = this.changeWaiters;
    this.changeWaiters = [];
    ws.forEach((fn) => fn());
  }

  // What the table screen calls, in window.hotseat's shape. The match id and
  // seat arguments are those of this seat; anything else is refused here
  // before the host would refuse it.
  transport() {
    const mine = (seat) => {
      if (seat !== null && seat !== undefined && seat !== this.seat) {
        throw remoteError({ code: "other_seat", message: {
          en: "A phone shows only its own seat.", ja: "スマホには自分の席だけが表示されます。" } });
      }
    };
    const st = () => this.state || { n: null, view: null, legal: [], acting: false, result: null, canUndo: false };
    return {
      ready: Promise.resolve(),
      view: async (_id, seat = null) => { mine(seat); return st().view; },
      legal: async (_id, seat) => { mine(seat); return st().legal; },
      toAct: async () => (st().acting ? [this.seat] : []),
      isPrivate: async () => false,
      result: async () => st().result,
      act: async (_id, seat, action) => {
        mine(seat);
        const n = st().n;
        const value = await this.request({ t: "act", n, action });
        // The host answers before it sends the state the move made: until
        // that comes, this seat has acted on state n and may not act again.
        if (this.state && this.state.n === n) this.state = { ...this.state, acting: false, legal: [] };
        return value;
      },
      check: async (_id, seat, action) => { mine(seat); return this.request({ t: "check", action }); },
      botAction: async (_id, seat) => { mine(seat); return this.request({ t: "hint" }); },
      hints: async (_id, seat) => { mine(seat); return this.request({ t: "hints" }); },
      undoable: async (_id, seat) => { mine(seat); return this.request({ t: "undoable" }); },
      // "Bot plays": the host's bot plays this seat until it is taken back
      setAuto: async (_id, seat, on) => { mine(seat); return this.request({ t: "auto", on: Boolean(on) }); },
      // The log's older pages: the host's engine answers for this seat only.
      log: async (_id, seat, start, count) => { mine(seat); return this.request({ t: "log", start, count }); },
      undo: async (_id, seat) => { mine(seat); return this.request({ t: "undo", n: st().n }); },
    };
  }
}

/**
 * Start joining from an invitation code. Resolves at once to
 * {seat: RemoteSeat, reply: text, joined: Promise}: show `reply` for the host
 * to read; `joined` resolves when the host has let this phone in.
 */
export async function joinFromInvite(text) {
  const invite = readInvite(text);
  const cert = await newCertificate();
  const fp = fingerprint(cert);
  const reply = replyCode({ fingerprint: fp, token: invite.token });
  const ice = await inviteIce(invite.token, fp);
  const seat = new RemoteSeat({ hostFp: [...invite.fingerprint], seat: null, secret: null, match: null, next: null });
  seat.newCert = cert;
  const joined = (async () => {
    const conn = await dialUntilOpen(cert, invite.fingerprint, [invite.candidates], ice, {
      cancelled: () => seat.closed,
      onTry: (n) => { if (n > 4) seat.setStatus("unreachable"); },
    });
    const welcomed = new Promise((resolve, reject) => {
      seat.onWelcome = resolve;
      seat.onStatus((s, detail) => { if (s === "refused") reject(remoteError(detail)); });
    });
    seat.adopt(conn);
    seat.send({ t: "join", token: toHex(invite.token) });
    await welcomed;
    if (!seat.state) await seat.changed();
    return seat;
  })();
  joined.catch(() => {});
  return { seat, reply, joined };
}

/** Rejoin the stored seat; resolves to the RemoteSeat once a state arrived. */
export function rejoin() {
  const p = storedPairing();
  if (!p) return null;
  const seat = new RemoteSeat(p);
  seat.reconnect();
  return seat;
}
