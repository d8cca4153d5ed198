// Two browsers, one data channel, no server: WebRTC with the signalling done
// by hand (web/net/codes.js) and rebuilt here from a few bytes.
//
// A peer's SDP is rebuilt from three things: its certificate's SHA-256
// fingerprint (DTLS refuses a peer whose certificate does not match it), its
// ICE user name and password, and, for the side that listens, where it
// listens. The fingerprint travels in the pairing codes; the ICE credentials
// never do: each side derives them (`iceCredentials`, HMAC-SHA256) from a
// secret both ends hold, so that a device which only saw an invitation on
// the table cannot get past ICE to a listener (`inviteIce`, `rejoinIce`).
//
// Roles: the LISTENER makes the offer, gathers its host candidates (no STUN,
// no TURN: iceServers is empty, so only addresses on this network) and waits;
// the DIALER builds the listener's offer from its code, answers, and sends the
// first connectivity checks, which tell the listener where the dialer is.
// The listener is the DTLS client: it starts the handshake itself, to the
// dialer its own checks reached, and ignores a ClientHello. (As the DTLS
// server it would keep the first ClientHello that came in before its ICE
// was up, and a stray device that dialed an invitation first, knowing its
// credentials, made the real phone's handshake fail: measured, 3 in 3.)

// A device that sleeps, walks out of the Wi-Fi or is closed sends no goodbye,
// and WebRTC notices only after a minute or more: the host pings every joined
// phone each PING_MS, and either side counts the link cut off when it has
// heard nothing for SILENT_MS (web/net/host.js, remote.js).
export const PING_MS = 2000;
export const SILENT_MS = 7000;

const DB = "hotseat-net";
const CERT_KEY = "device";
const YEAR_MS = 365 * 24 * 3600 * 1000;
// a host page left open longer cannot open new listeners for its phones
const SESSION_MS = 30 * 24 * 3600 * 1000;

function idb() {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB, 1);
    req.onupgradeneeded = () => req.result.createObjectStore("kv");
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

async function kv(mode, fn) {
  const db = await idb();
  try {
    return await new Promise((resolve, reject) => {
      const tx = db.transaction("kv", mode);
      const req = fn(tx.objectStore("kv"));
      tx.oncomplete = () => resolve(req && req.result);
      tx.onerror = () => reject(tx.error);
    });
  } finally {
    db.close();
  }
}

let certPromise = null;
/** The phone's certificate for its current pairing (kept, so that a phone
 * that reloads comes back as the same peer). */
export function deviceCertificate() {
  if (!certPromise) {
    certPromise = (async () => {
      let cert = null;
      try { cert = await kv("readonly", (s) => s.get(CERT_KEY)); } catch (e) { console.warn("hotseat: no certificate store", e); }
      // a day's margin, so a game never starts on a certificate about to lapse
      if (cert && cert.expires > Date.now() + 24 * 3600 * 1000) return cert;
      return newCertificate();
    })();
  }
  return certPromise;
}

/** A new certificate for a new pairing: the fingerprint a reply code shows
 * then names one pairing, not the phone for a year. It is kept
 * (`keepDeviceCertificate`) once the host has let the phone in, so a
 * cancelled join leaves the last pairing as it was. */
export function newCertificate() {
  return RTCPeerConnection.generateCertificate({ name: "ECDSA", namedCurve: "P-256", expires: YEAR_MS });
}

export async function keepDeviceCertificate(cert) {
  certPromise = Promise.resolve(cert);
  try { await kv("readwrite", (s) => s.put(cert, CERT_KEY)); } catch (e) { console.warn("hotseat: certificate not kept", e); }
}

/** A certificate held in memory only: the host makes one per invitation
 * (its phones do not outlive the page, so nothing needs it later). */
export function sessionCertificate() {
  return RTCPeerConnection.generateCertificate({ name: "ECDSA", namedCurve: "P-256", expires: SESSION_MS });
}

export function fingerprint(cert) {
  const f = cert.getFingerprints().find((x) => x.algorithm === "sha-256");
  return new Uint8Array(f.value.split(":").map((x) => parseInt(x, 16)));
}

const hex = (bytes) => [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");

const b64 = (bytes) => btoa(String.fromCharCode(...bytes)).replace(/=+$/, "");

/**
 * ICE user fragment (4 chars) and password (22 chars, 128 bits) for `label`,
 * from HMAC-SHA256 keyed with `key`: whoever knows the key knows them, and
 * nobody else (the password never crosses the wire; the user fragment does).
 */
export async function iceCredentials(key, label) {
  const k = await crypto.subtle.importKey("raw", key, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", k, new TextEncoder().encode(label)));
  return { ufrag: b64(mac.slice(0, 3)), pwd: b64(mac.slice(3, 19)) };
}

const concat = (...parts) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) { out.set(p, at); at += p.length; }
  return out;
};

/**
 * An invitation's credentials. The listener's come from the token, which
 * the invitation shows to anyone who sees the screen; the dialer's from the
 * token and the phone's fingerprint, which only its reply code shows. The
 * host answers checks from whoever saw the invitation, but only ever checks
 * back (and so only ever connects) to the phone whose reply it read.
 */
export async function inviteIce(token, phoneFp = null) {
  return {
    listener: await iceCredentials(token, "hotseat invite listener"),
    dialer: phoneFp ? await iceCredentials(concat(token, phoneFp), "hotseat invite dialer") : null,
  };
}

/** A seat's rejoin points: both credentials from the seat's secret, which
 * only the host and the paired phone hold (it was sent over DTLS). */
export async function rejoinIce(secret) {
  return { listener: await iceCredentials(secret, "hotseat rejoin listener"),
           dialer: await iceCredentials(secret, "hotseat rejoin dialer") };
}

function withCredentials(sdp, c) {
  return sdp.replace(/a=ice-ufrag:.*\r\n/g, `a=ice-ufrag:${c.ufrag}\r\n`)
    .replace(/a=ice-pwd:.*\r\n/g, `a=ice-pwd:${c.pwd}\r\n`);
}

/** The SDP a peer with fingerprint `fp` and ICE credentials `c` would have sent (data channel only). */
function rebuild(fp, c, setup, candidates = []) {
  const fpText = [...fp].map((b) => b.toString(16).toUpperCase().padStart(2, "0")).join(":");
  let sdp = "v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\na=group:BUNDLE 0\r\na=msid-semantic: WMS\r\n"
    + "m=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\nc=IN IP4 0.0.0.0\r\n"
    + `a=ice-ufrag:${c.ufrag}\r\na=ice-pwd:${c.pwd}\r\na=ice-options:trickle\r\n`
    + `a=fingerprint:sha-256 ${fpText}\r\na=setup:${setup}\r\na=mid:0\r\n`
    + "a=sctp-port:5000\r\na=max-message-size:262144\r\n";
  candidates.forEach((cand, i) => {
    sdp += `a=candidate:${i + 1} 1 udp ${2122260223 - i} ${cand.ip} ${cand.port} typ host generation 0\r\n`;
  });
  return sdp;
}

function candidatesOf(sdp) {
  const out = [];
  for (const m of sdp.matchAll(/a=candidate:\S+ 1 udp \d+ (\S+) (\d+) typ host/g)) {
    out.push({ ip: m[1], port: Number(m[2]) });
  }
  return out;
}

function gathered(pc) {
  if (pc.iceGatheringState === "complete") return Promise.resolve();
  return new Promise((resolve) => {
    const check = () => { if (pc.iceGatheringState === "complete") resolve(); };
    pc.addEventListener("icegatheringstatechange", check);
    // host candidates come at once; do not hang on an interface that never answers
    setTimeout(resolve, 3000);
  });
}

function peer(cert) {
  const pc = new RTCPeerConnection({ iceServers: [], certificates: [cert] });
  // negotiated: both ends open channel 0 themselves; no in-band handshake
  const channel = pc.createDataChannel("hotseat", { negotiated: true, id: 0, ordered: true });
  const opened = new Promise((resolve, reject) => {
    channel.addEventListener("open", () => resolve(channel), { once: true });
    pc.addEventListener("connectionstatechange", () => {
      if (pc.connectionState === "failed" || pc.connectionState === "closed") reject(new Error(pc.connectionState));
    });
  });
  opened.catch(() => {});
  return { pc, channel, opened };
}

/**
 * Wait for a dialer, with ICE credentials `ice` = {listener, dialer}. The
 * dialer's fingerprint and credentials (`ice.dialer`) may be given later
 * (`accept`), when the other device's reply code has been read. Resolves to
 * {pc, channel, opened, candidates, accept(fp, dialerIce), close()}.
 */
export async function listen(cert, ice, remoteFp = null) {
  const p = peer(cert);
  const offer = await p.pc.createOffer();
  await p.pc.setLocalDescription({ type: "offer", sdp: withCredentials(offer.sdp, ice.listener) });
  await gathered(p.pc);
  const candidates = candidatesOf(p.pc.localDescription.sdp);
  const accept = async (fp, c) => {
    await p.pc.setRemoteDescription({ type: "answer", sdp: rebuild(fp, c, "passive") });
  };
  if (remoteFp) await accept(remoteFp, ice.dialer);
  return { ...p, candidates, accept, close: () => p.pc.close() };
}

/** Call a listener (its fingerprint, candidates and credentials). Resolves to {pc, channel, opened, close()}. */
export async function dial(cert, remoteFp, candidates, local, remote) {
  const p = peer(cert);
  await p.pc.setRemoteDescription({ type: "offer", sdp: rebuild(remoteFp, remote, "actpass", candidates) });
  const answer = await p.pc.createAnswer();
  const sdp = withCredentials(answer.sdp, local).replace(/a=setup:\w+/, "a=setup:passive");
  await p.pc.setLocalDescription({ type: "answer", sdp });
  return { ...p, close: () => p.pc.close() };
}

/**
 * Dial until a channel opens. Each try calls the listeners in `points` (one
 * list of candidates each) one after the other, `staggerMs` apart, without
 * waiting for the last to fail, keeps the first channel that opens and
 * closes the rest: a dead point costs a moment, and a live one is rarely
 * opened and spent in vain (a listener serves one channel, host.js). A try
 * that opens nothing within `tryMs` of its last call starts over with new
 * connections (same certificate, so the same peer to the listener): the
 * listener may not know us yet (its player has not read our reply code), so
 * early tries are expected to fail. `ice` = {listener, dialer}. `onTry(n)`
 * is told of each try; `cancelled()` stops it. Resolves to the open
 * {pc, channel}.
 */
export async function dialUntilOpen(cert, remoteFp, points, ice,
  { tryMs = 6000, staggerMs = 1500, onTry = () => {}, cancelled = () => false } = {}) {
  for (let n = 1; ; n++) {
    if (cancelled()) throw new Error("cancelled");
    onTry(n);
    const tries = [];
    const starting = [];
    let settle;
    const done = new Promise((resolve) => { settle = resolve; });
    const timers = [setTimeout(() => settle(null), tryMs + staggerMs * Math.max(0, points.length - 1))];
    points.forEach((candidates, i) => timers.push(setTimeout(() => {
      starting.push(dial(cert, remoteFp, candidates, ice.dialer, ice.listener).then((d) => {
        tries.push(d);
        d.opened.then(() => settle(d), () => {});
      }).catch((e) => console.warn("hotseat: dial failed", e)));
    }, i * staggerMs)));
    const won = await done;
    timers.forEach(clearTimeout);
    await Promise.allSettled(starting);
    for (const d of tries) if (d !== won || cancelled()) d.close();
    if (won && !cancelled()) return won;
    if (cancelled()) throw new Error("cancelled");
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/** A random token of n bytes. */
export function randomBytes(n) {
  return crypto.getRandomValues(new Uint8Array(n));
}

export const toHex = hex;

export function fromHex(text) {
  return new Uint8Array((String(text).match(/../g) || []).map((x) => parseInt(x, 16)));
}
