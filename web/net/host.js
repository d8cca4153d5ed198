// The host's side of a table played on several devices.
//
// The host (the tablet showing the table) is the only authority: it runs the
// engine, saves the game and applies every action, a phone's exactly as its
// own UI's, through window.hotseat. A joined seat's phone is sent, after every
// change, only what that seat may see: view(seat), its legal actions when it
// must act, whether its undo would be done, and the result once the game is
// over. It never receives the state, another seat's view, the history or
// describe() text.
//
// One HostTable per game (kept for the page's life, so leaving the table
// screen and coming back keeps the phones joined). Per seat:
//   invite(seat)          → an invitation code (QR/text) and a listener
//   acceptReply(seat, t)  → reads the phone's reply code; the phone connects
//   takeBack(seat)        → the seat returns to pass-and-play on the host
//
// Each invitation has its own certificate, made for it and held in memory
// only (phones do not outlive the host's page), so the fingerprint that an
// invitation shows names nothing after this game.
//
// Listening points never stay dead. While an invitation is shown, a listener
// that fails or closes before its phone joined is opened again at once, and
// the dialog shows the new code (`inviteCode`). A joined seat has POINTS
// rejoin points open (listeners only its phone can reach: ICE credentials
// from the seat's secret, DTLS pinned to its certificate), and the phone is
// told all of them (`next`): a point is spent as soon as a channel opens on
// it, and another is opened in its place, so an attempt that then goes
// silent or is refused leaves the phone the others to call.
//
// What a phone may send (JSON, one message per data-channel message):
//   {t:"join", token}            first message on an invitation's channel
//   {t:"rejoin", seat, secret}   first message on a rejoin point
//   {t:"act", q, n, action}      n: the number of the state it acted on
//   {t:"check"|"hint"|"hints"|"undoable", q, action?}
//   {t:"log", q, start, count}   a page of this seat's own log (the engine
//                                gives it only what this seat may see)
//   {t:"undo", q, n}
// Anything else, a second join, a wrong secret, an act on an old state
// (a replayed message) or for another seat is refused and changes nothing.

import { listen, sessionCertificate, fingerprint, randomBytes, toHex, fromHex, inviteIce, rejoinIce, PING_MS, SILENT_MS } from "./rtc.js";
import { inviteCode, readReply, CodeError } from "./codes.js";

const tables = new Map();
const CONNECT_MS = 25000;
const AUTH_MS = 10000;
const POINTS = 3;

const refusal = (code, en, ja) => ({ code, message: { en, ja } });
const REFUSE = {
  bad_message: refusal("bad_message", "The host could not read this message.", "ホストはこのメッセージを読めませんでした。"),
  not_joined: refusal("not_joined", "This device has not joined a seat.", "この端末はまだ席に着いていません。"),
  bad_secret: refusal("bad_secret", "This device does not hold this seat's key; the host must invite it again.",
    "この端末はこの席の鍵を持っていません。ホストにもう一度招待してもらってください。"),
  used_invite: refusal("used_invite", "This invitation has already been used.", "この招待はもう使われています。"),
  stale: refusal("stale", "The table has moved on since this move was chosen; look again and choose.",
    "この手を選んだ後に卓が進みました。もう一度見て選んでください。"),
  other_seat: refusal("other_seat", "A phone plays only its own seat.", "スマホは自分の席だけを操作できます。"),
  not_acting: refusal("not_acting", "It is not this seat's turn.", "この席の番ではありません。"),
};

/** The HostTable for game `id` (made on first use). */
export function hostTable(hs, id) {
  if (!tables.has(id)) tables.set(id, new HostTable(hs, id));
  return tables.get(id);
}

/** The HostTable for `id` if one was ever made (no phones otherwise). */
export function existingHostTable(id) {
  return tables.get(id) || null;
}

class HostTable {
  constructor(hs, id) {
    this.hs = hs;
    this.id = id;
    this.links = new Map(); // seat -> link
    this.listeners = new Set();
    this.onRemoteChange = null; // set by the table screen: redraw after a phone's move
    this.pushing = null;
    this.dirty = false;
    this.traffic = null; // tests may set an array to record every message sent
    window.addEventListener("hotseat:changed", (e) => {
      if (e.detail && e.detail.id === id) this.pushAll();
    });
    this.pinger = setInterval(() => this.ping(), PING_MS);
  }

  // Ping every joined phone; drop the link of one that has gone silent.
  ping() {
    const now = Date.now();
    for (const link of this.links.values()) {
      const conn = link.conn;
      if (!conn) continue;
      if (now - conn.heard > SILENT_MS) this.lose(link, conn);
      else this.send(conn, { t: "ping" });
    }
  }

  // `conn` of `link` is gone: the seat waits for its phone to call again
  // (link.points) and the host's bar offers to take it back.
  lose(link, conn) {
    if (link.conn !== conn) return;
    link.conn = null;
    conn.close();
    this.notify();
  }

  subscribe(fn) {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  notify() {
    for (const fn of this.listeners) {
      try { fn(); } catch (e) { console.error(e); }
    }
  }

  /** "none" | "inviting" | "connected" | "disconnected" */
  status(seat) {
    const link = this.links.get(seat);
    if (!link) return "none";
    if (!link.secret) return "inviting";
    return link.conn ? "connected" : "disconnected";
  }

  /** True while `seat` is played on a phone (connected or not): the host
   * never shows that seat's private view or hands the tablet to it. */
  isRemote(seat) {
    const link = this.links.get(seat);
    return Boolean(link && link.secret);
  }

  remoteSeats() {
    return [...this.links.keys()].filter((s) => this.isRemote(s));
  }

  /** Make an invitation for `seat`; resolves to its code (text). */
  async invite(seat) {
    this.takeBack(seat, { quiet: true });
    const link = { seat, token: randomBytes(6), tokenUsed: false, secret: null, cert: await sessionCertificate(),
                   phoneFp: null, conn: null, invite: null, code: null, points: [], rejoinIce: null,
                   n: 0, spent: null, pending: false, moves: 0 };
    this.links.set(seat, link);
    try {
      await this.openInvite(link);
    } catch (e) {
      if (this.links.get(seat) === link) this.links.delete(seat);
      throw e;
    }
    this.notify();
    return link.code;
  }

  /** The code of `seat`'s invitation while it waits for its phone, else null. */
  inviteCode(seat) {
    const link = this.links.get(seat);
    return link && !link.secret ? link.code : null;
  }

  // Open (or open again) the listener of `link`'s invitation: same token and
  // certificate, so only where it listens, and so the code, changes.
  async openInvite(link) {
    const listener = await listen(link.cert, await inviteIce(link.token, link.phoneFp), link.phoneFp);
    if (!listener.candidates.length) {
      listener.close();
      throw new CodeError("no_network", "This device has no network to invite on. Join a Wi-Fi network first.",
        "招待に使えるネットワークがありません。先に Wi-Fi につないでください。");
    }
    if (this.links.get(link.seat) !== link || link.secret) { listener.close(); return; }
    if (link.invite) link.invite.close();
    link.invite = listener;
    link.code = inviteCode({ fingerprint: fingerprint(link.cert), token: link.token, candidates: listener.candidates });
    this.watch(link, listener);
  }

  // Keep POINTS rejoin points open for a joined seat; tell its phone where.
  topUp(link) {
    if (link.toppingUp) { link.topAgain = true; return link.toppingUp; }
    link.toppingUp = (async () => {
      do {
        link.topAgain = false;
        while (this.links.get(link.seat) === link && link.points.length < POINTS) {
          const point = await listen(link.cert, link.rejoinIce, link.phoneFp);
          if (this.links.get(link.seat) !== link || !point.candidates.length) { point.close(); return; }
          link.points.push(point);
          this.watch(link, point);
          // at once: a phone that drops now has this one to call
          this.tell(link);
        }
        this.tell(link);
      } while (link.topAgain);
    })().catch((e) => console.warn("hotseat: no rejoin point", e)).finally(() => { link.toppingUp = null; });
    return link.toppingUp;
  }

  tell(link) {
    if (link.conn && this.links.get(link.seat) === link) {
      this.send(link.conn, { t: "next", points: link.points.map((p) => p.candidates) });
    }
  }

  // `listener` of `link` failed or closed: whatever it was for is opened again.
  ended(link, listener) {
    if (this.links.get(link.seat) !== link) return;
    if (listener === link.invite && !link.secret) {
      // a phone that reached it and failed must scan the new code and
      // send a new reply (a new certificate): the old one is forgotten
      link.invite = null;
      link.phoneFp = null;
      this.openInvite(link).then(() => this.notify(), (e) => console.warn("hotseat: invitation not reopened", e));
    }
    const i = link.points.indexOf(listener);
    if (i >= 0) {
      link.points.splice(i, 1);
      this.topUp(link);
    }
  }

  /** Read the phone's reply for `seat`'s invitation; resolves once the phone has joined. */
  async acceptReply(seat, text) {
    const link = this.links.get(seat);
    if (!link || !link.invite) {
      throw new CodeError("no_invite", "Invite this seat first.", "先にこの席を招待してください。");
    }
    const reply = readReply(text);
    if (reply.tag[0] !== link.token[0] || reply.tag[1] !== link.token[1]) {
      throw new CodeError("wrong_invite", "This reply answers another invitation. Scan the code the phone shows for this seat.",
        "この返信は別の招待へのものです。この席のスマホに出ているコードを読んでください。");
    }
    link.phoneFp = reply.fingerprint;
    await link.invite.accept(reply.fingerprint, (await inviteIce(link.token, reply.fingerprint)).dialer);
    const joined = new Promise((resolve, reject) => {
      link.onJoined = resolve;
      setTimeout(() => reject(new CodeError("unreachable",
        "The phone and this device cannot reach each other. They must be on the same Wi-Fi network; guest networks and some routers keep devices apart.",
        "スマホとこの端末がつながりません。同じ Wi-Fi につないでください（ゲスト用ネットワークや一部のルーターでは端末同士がつながりません）。")),
      CONNECT_MS);
    });
    return joined;
  }

  /** Stop playing `seat` on a phone: it returns to pass-and-play here. */
  takeBack(seat, { quiet = false } = {}) {
    const link = this.links.get(seat);
    if (!link) return;
    this.links.delete(seat);
    if (link.conn) {
      try { link.conn.channel.send(JSON.stringify({ t: "bye", reason: "taken_back" })); } catch (_) { /* closing */ }
    }
    for (const l of [link.invite, ...link.points, link.conn]) if (l) setTimeout(() => l.close(), 200);
    if (!quiet) {
      this.notify();
      if (this.onRemoteChange) this.onRemoteChange();
    }
  }

  // A listener's channel opened: the other end must say who it is.
  watch(link, listener) {
    listener.opened.then((channel) => {
      if (this.links.get(link.seat) !== link) { listener.close(); return; }
      // a rejoin point serves one channel: open the next one now
      const i = link.points.indexOf(listener);
      if (i >= 0) {
        link.points.splice(i, 1);
        this.topUp(link);
      }
      const conn = { channel, close: listener.close, authed: false, seat: link.seat, heard: Date.now() };
      // closing a connection here fires no event on it: `end` says so itself
      const timer = setTimeout(() => { if (!conn.authed) { listener.close(); conn.end(); } }, AUTH_MS);
      channel.addEventListener("message", (e) => {
        conn.heard = Date.now();
        this.receive(link, listener, conn, e.data).catch((err) => console.error(err));
      });
      let gone = false;
      const end = conn.end = () => {
        if (gone) return;
        gone = true;
        clearTimeout(timer);
        this.lose(link, conn);
        this.ended(link, listener);
      };
      channel.addEventListener("close", end);
      listener.pc.addEventListener("connectionstatechange", () => {
        if (["failed", "closed"].includes(listener.pc.connectionState)) end();
      });
    }, () => this.ended(link, listener));
  }

  send(conn, msg) {
    const text = JSON.stringify(msg);
    if (this.traffic) this.traffic.push({ seat: conn.seat, text });
    try { conn.channel.send(text); } catch (e) { console.warn("hotseat: send failed", e); }
  }

  async receive(link, listener, conn, data) {
    let msg = null;
    try { msg = typeof data === "string" && data.length < 1e6 ? JSON.parse(data) : null; } catch (_) { msg = null; }
    if (!msg || typeof msg !== "object" || Array.isArray(msg) || typeof msg.t !== "string") {
      this.send(conn, { t: "refused", q: null, error: REFUSE.bad_message });
      return;
    }
    const q = Number.isInteger(msg.q) ? msg.q : null;
    if (!conn.authed) return this.authenticate(link, listener, conn, msg);
    if (msg.t === "pong") return; // heard (conn.heard): nothing else to do
    if (this.links.get(link.seat) !== link || link.conn !== conn) return; // taken back or replaced
    if ("seat" in msg && msg.seat !== link.seat) return this.send(conn, { t: "refused", q, error: REFUSE.other_seat });
    const seat = link.seat;
    const reply = (value) => this.send(conn, { t: "reply", q, ok: true, value: value === undefined ? null : value });
    const refuse = (e) => this.send(conn, { t: "refused", q, error: errorOf(e) });
    try {
      switch (msg.t) {
        case "act":
        case "undo": {
          // One move per state: n must be the state last sent, not already
          // used by an applied move (a replayed message), and no other move
          // of this phone may be on its way in.
          if (msg.n !== link.n || link.spent === msg.n || link.pending) return refuse(REFUSE.stale);
          if (msg.t === "act" && (!msg.action || typeof msg.action !== "object")) return refuse(REFUSE.bad_message);
          link.pending = true;
          link.moves += 1;
          try {
            if (msg.t === "undo") {
              const why = await this.hs.undoable(this.id, seat);
              if (why) return refuse({ error: why });
              await this.hs.undo(this.id, seat);
            } else {
              await this.hs.act(this.id, seat, msg.action);
            }
            link.spent = msg.n;
          } finally {
            link.pending = false;
            link.moves += 1;
          }
          reply(null);
          if (this.onRemoteChange) this.onRemoteChange();
          return;
        }
        case "auto": {
          // the phone hands its seat to the host's bot, or takes it back
          link.moves += 1;
          try {
            await this.hs.setAuto(this.id, seat, Boolean(msg.on));
          } finally {
            link.moves += 1;
          }
          reply(null);
          if (this.onRemoteChange) this.onRemoteChange();
          return;
        }
        case "undoable": return reply(await this.hs.undoable(this.id, seat));
        case "check": return reply(await this.hs.check(this.id, seat, msg.action));
        case "log": return reply(await this.hs.log(this.id, seat, msg.start, msg.count));
        case "hint":
        case "hints": {
          // One engine call: asked first whether the seat acts, the game
          // could move on before the bot was asked (the host's own bots).
          try {
            return reply(msg.t === "hint" ? await this.hs.botAction(this.id, seat) : await this.hs.hints(this.id, seat));
          } catch (e) {
            if (errorOf(e).code === "not_your_turn") return refuse(REFUSE.not_acting);
            throw e;
          }
        }
        default: return refuse(REFUSE.bad_message);
      }
    } catch (e) {
      return refuse(e);
    }
  }

  async authenticate(link, listener, conn, msg) {
    const refuseAndClose = (error) => {
      this.send(conn, { t: "refused", q: null, error });
      setTimeout(() => { listener.close(); conn.end(); }, 300);
    };
    if (msg.t === "join" && listener === link.invite) {
      if (link.tokenUsed) return refuseAndClose(REFUSE.used_invite);
      if (typeof msg.token !== "string" || msg.token !== toHex(link.token)) return refuseAndClose(REFUSE.bad_secret);
      link.tokenUsed = true;
      const secret = toHex(randomBytes(16));
      link.rejoinIce = await rejoinIce(fromHex(secret));
      link.secret = secret;
    } else if (msg.t === "rejoin" && listener !== link.invite && link.secret) {
      if (msg.seat !== link.seat || typeof msg.secret !== "string" || msg.secret !== link.secret) {
        return refuseAndClose(REFUSE.bad_secret);
      }
    } else {
      return refuseAndClose(link.secret ? REFUSE.bad_secret : REFUSE.not_joined);
    }
    conn.authed = true;
    const old = link.conn;
    link.conn = conn;
    if (old) old.close(); // the phone came back before its old channel was seen to close
    if (listener === link.invite) link.invite = null;
    const meta = await this.hs.meta(this.id);
    this.send(conn, {
      t: "welcome", seat: link.seat, secret: link.secret,
      match: { id: this.id, game: meta.game, players: meta.players,
               seats: meta.seats.map((s) => ({ name: s.name, bot: s.bot })) },
    });
    await this.pushOne(link);
    // where this phone calls if it loses the connection (sent again once
    // the points spent are replaced)
    if (link.points.length) this.tell(link);
    this.topUp(link);
    this.notify();
    if (link.onJoined) { link.onJoined(); link.onJoined = null; }
  }

  async pushOne(link) {
    const conn = link.conn;
    if (!conn) return;
    // one call to the engine, the table's own step call asked for this seat
    // alone, queued at once: the phone's state is not kept waiting behind
    // the host's own redraw or a bot's thinking. Only what is the seat's own
    // is sent on (never the public step's other seats).
    // A state asked before one of the phone's own moves was applied, sent
    // after it, would have the phone act again on what it already did (seen:
    // a Cena reveal sent twice, refused by the play). Such a state is asked
    // again: the move's own turn in the worker's queue comes first.
    let st, meta, moves;
    do {
      moves = link.moves;
      st = await this.hs.step(this.id, { seats: [link.seat], watch: link.seat });
      // whether the host's bot plays the seat for now ("Bot plays": never
      // acting then; the phone offers the way back)
      meta = await this.hs.meta(this.id);
    } while (moves !== link.moves && link.conn === conn);
    if (link.conn !== conn) return;
    link.n += 1;
    this.send(conn, { t: "state", n: link.n, view: st.seat_view, legal: st.legal, acting: st.acting,
                      result: st.result, can_undo: st.can_undo, auto: Boolean(meta.seats[link.seat].auto) });
  }

  // Send every joined phone its state; a change while sending sends again.
  pushAll() {
    if (this.pushing) { this.dirty = true; return this.pushing; }
    this.pushing = (async () => {
      do {
        this.dirty = false;
        for (const link of [...this.links.values()]) {
          if (link.conn) await this.pushOne(link).catch((e) => console.warn("hotseat: push failed", e));
        }
      } while (this.dirty);
    })().finally(() => { this.pushing = null; });
    return this.pushing;
  }
}

function errorOf(e) {
  if (e && e.code && e.message && typeof e.message === "object") return { code: e.code, message: e.message };
  if (e && e.error && e.error.code) return { code: e.error.code, message: e.error.message };
  if (e && e.code && e.en) return { code: e.code, message: { en: e.en, ja: e.ja } };
  return { code: "error", message: { en: String((e && e.message) || e), ja: String((e && e.message) || e) } };
}
