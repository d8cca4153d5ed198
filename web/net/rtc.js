// Two browsers, one data channel, no server: WebRTC with the signalling done
// by hand (web/net/codes.js) and rebuilt here from a few bytes.
//
// Each device keeps ONE certificate (in IndexedDB, so it survives reloads).
// Its SHA-256 fingerprint is the device's identity: DTLS refuses any peer
// whose certificate does not match the fingerprint it was told, and the ICE
// user name and password are derived from it too (`credentials`). So a
// device's whole SDP can be rebuilt from its fingerprint (plus, for the side
// that listens, where it listens), and a phone that reloads can come back as
// the same peer without a new exchange: the host keeps a "listener" waiting
// for exactly that fingerprint (see host.js).
//
// Roles: the LISTENER makes the offer, gathers its host candidates (no STUN,
// no TURN: iceServers is empty, so only addresses on this network) and waits;
// the DIALER builds the listener's offer from its code, answers, and sends the
// first connectivity checks, which tell the listener where the dialer is.

// A device that sleeps, walks out of the Wi-Fi or is closed sends no goodbye,
// and WebRTC notices only after a minute or more: the host pings every joined
// phone each PING_MS, and either side counts the link cut off when it has
// heard nothing for SILENT_MS (web/net/host.js, remote.js).
export const PING_MS = 2000;
export const SILENT_MS = 7000;

const DB = "hotseat-net";
const CERT_KEY = "device";
const YEAR_MS = 365 * 24 * 3600 * 1000;

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
/** This device's certificate, made once and kept (it is its identity). */
export function deviceCertificate() {
  if (!certPromise) {
    certPromise = (async () => {
      let cert = null;
      try { cert = await kv("readonly", (s) => s.get(CERT_KEY)); } catch (e) { console.warn("hotseat: no certificate store", e); }
      // a day's margin, so a game never starts on a certificate about to lapse
      if (cert && cert.expires > Date.now() + 24 * 3600 * 1000) return cert;
      cert = await RTCPeerConnection.generateCertificate({ name: "ECDSA", namedCurve: "P-256", expires: YEAR_MS });
      try { await kv("readwrite", (s) => s.put(cert, CERT_KEY)); } catch (e) { console.warn("hotseat: certificate not kept", e); }
      return cert;
    })();
  }
  return certPromise;
}

export function fingerprint(cert) {
  const f = cert.getFingerprints().find((x) => x.algorithm === "sha-256");
  return new Uint8Array(f.value.split(":").map((x) => parseInt(x, 16)));
}

const hex = (bytes) => [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
export const sameBytes = (a, b) => a.length === b.length && a.every((x, i) => x === b[i]);
export const fingerprintId = (fp) => hex(fp);

const b64 = (bytes) => btoa(String.fromCharCode(...bytes)).replace(/=+$/, "");

/** ICE user fragment (4 chars) and password (22 chars) from a fingerprint. */
export function credentials(fp) {
  return { ufrag: b64(fp.slice(0, 3)), pwd: b64(fp.slice(3, 19)) };
}

function withCredentials(sdp, c) {
  return sdp.replace(/a=ice-ufrag:.*\r\n/g, `a=ice-ufrag:${c.ufrag}\r\n`)
    .replace(/a=ice-pwd:.*\r\n/g, `a=ice-pwd:${c.pwd}\r\n`);
}

/** The SDP a peer with fingerprint `fp` would have sent (data channel only). */
function rebuild(fp, setup, candidates = []) {
  const c = credentials(fp);
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
 * Wait for a dialer. `remoteFp` may be given later (`accept`), when the
 * other device's reply code has been read. Resolves to
 * {pc, channel, opened, candidates, accept(fp), close()}.
 */
export async function listen(cert, remoteFp = null) {
  const p = peer(cert);
  const offer = await p.pc.createOffer();
  await p.pc.setLocalDescription({ type: "offer", sdp: withCredentials(offer.sdp, credentials(fingerprint(cert))) });
  await gathered(p.pc);
  const candidates = candidatesOf(p.pc.localDescription.sdp);
  const accept = async (fp) => {
    await p.pc.setRemoteDescription({ type: "answer", sdp: rebuild(fp, "active") });
  };
  if (remoteFp) await accept(remoteFp);
  return { ...p, candidates, accept, close: () => p.pc.close() };
}

/** Call a listener (its fingerprint and candidates). Resolves to {pc, channel, opened, close()}. */
export async function dial(cert, remoteFp, candidates) {
  const p = peer(cert);
  await p.pc.setRemoteDescription({ type: "offer", sdp: rebuild(remoteFp, "actpass", candidates) });
  const answer = await p.pc.createAnswer();
  await p.pc.setLocalDescription({ type: "answer", sdp: withCredentials(answer.sdp, credentials(fingerprint(cert))) });
  return { ...p, close: () => p.pc.close() };
}

/**
 * Dial until a channel opens: each try waits `tryMs`, then starts over with a
 * new connection (same certificate, so the same peer to the listener). The
 * listener may not know us yet (its player has not read our reply code), so
 * early tries are expected to fail. `onTry(n)` is told of each try;
 * `cancelled()` stops it. Resolves to the open {pc, channel}.
 */
export async function dialUntilOpen(cert, remoteFp, candidates, { tryMs = 6000, onTry = () => {}, cancelled = () => false } = {}) {
  for (let n = 1; ; n++) {
    if (cancelled()) throw new Error("cancelled");
    onTry(n);
    const d = await dial(cert, remoteFp, candidates);
    const timer = new Promise((resolve) => setTimeout(() => resolve(null), tryMs));
    const ch = await Promise.race([d.opened.catch(() => null), timer]);
    if (ch && !cancelled()) return d;
    d.close();
    if (cancelled()) throw new Error("cancelled");
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/** A random token of n bytes. */
export function randomBytes(n) {
  return crypto.getRandomValues(new Uint8Array(n));
}

export const toHex = hex;
