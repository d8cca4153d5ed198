// Pairing codes: what two devices must tell each other, by QR code or typed,
// to open a WebRTC data channel with no server between them.
//
// A browser normally swaps ~1–2 kB of SDP text. Almost all of it is boiler-
// plate we can rebuild (web/net/rtc.js writes it from these few bytes), so a
// code carries only what is unique to one device and one invitation:
//
//   invite (host → phone): the host's DTLS certificate fingerprint (32 bytes;
//     a certificate made for this invitation), a one-time token (6 bytes)
//     naming the invitation, from which the host's ICE user name and
//     password are derived (rtc.js `inviteIce`), and where the host listens:
//     its host candidates (an IPv4 address, an IPv6 address or the random
//     mDNS name Chromium hides local addresses behind) with their UDP ports.
//   reply (phone → host): the phone's fingerprint (a certificate made for
//     this pairing; with the token it gives the phone's ICE credentials) and
//     the invitation's first two token bytes (so a reply is never taken for
//     another seat's).
//
// What they reveal, since a code on a screen is seen by whoever looks:
// anyone who saw an invitation can reach the host's listener for it (it
// answers their ICE checks) but cannot connect, nor make the real phone's
// pairing fail by dialing it (rtc.js says why); one who also saw the reply
// could, and the host then opens the invitation again under a new code
// (host.js). Nothing in either code opens a rejoin point, whose credentials
// come from the seat's secret. Neither
// fingerprint is reused: they name this one pairing, not the tablet or the
// phone. The addresses are the host's on this network: a random `.local`
// name unless the page may use the camera (Chromium then gives the raw LAN
// addresses; it hides them from pages only as a fingerprinting measure, and
// every device on this Wi-Fi sees them anyway). A raw IPv6 address is often
// global and long-lived, so it is left out whenever another candidate can
// be given; that also keeps the code short.
//
// No address is needed from the phone: its first connectivity check tells
// the host where it is (ICE "peer-reflexive" candidates).
//
// Bytes are written in Crockford's base32 (digits and capitals without I, L,
// O, U): it survives being read aloud and typed on a phone, any case is
// accepted, O/I/L are read as 0/1/1, and the whole alphabet is QR's
// "alphanumeric" mode, which makes the QR code smaller. A CRC-16 at the end
// catches a mistyped character.

const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const VERSION = 1;
export const KIND = { invite: 1, reply: 2 };
const CAND = { ipv4: 4, ipv6: 6, mdns: 77 };
const MAX_CANDIDATES = 3;

export class CodeError extends Error {
  constructor(code, en, ja) {
    super(en);
    this.code = code;
    this.en = en;
    this.ja = ja;
  }
}

function crc16(bytes) { // CRC-16/CCITT-FALSE
  let c = 0xffff;
  for (const b of bytes) {
    c ^= b << 8;
    for (let i = 0; i < 8; i++) c = c & 0x8000 ? ((c << 1) ^ 0x1021) & 0xffff : (c << 1) & 0xffff;
  }
  return c;
}

export function toBase32(bytes) {
  let out = "";
  let bits = 0;
  let value = 0;
  for (const b of bytes) {
    value = (value << 8) | b;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

export function fromBase32(text) {
  const clean = text.toUpperCase().replace(/[\s\-_.]/g, "")
    .replace(/O/g, "0").replace(/[IL]/g, "1");
  const out = [];
  let bits = 0;
  let value = 0;
  for (const ch of clean) {
    const v = ALPHABET.indexOf(ch);
    if (v < 0) {
      throw new CodeError("bad_code", `The code has a character that is not in it: "${ch}".`,
        `コードに使えない文字があります：「${ch}」`);
    }
    value = (value << 5) | v;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
      value &= (1 << bits) - 1;
    }
  }
  return new Uint8Array(out);
}

/** The code in groups of four, as shown to be typed. */
export function grouped(text) {
  return text.replace(/(.{4})(?=.)/g, "$1 ");
}

function uuidBytes(name) { // "6936068f-8a3d-...-94ae7b0cb86c.local" -> 16 bytes
  const hex = name.replace(/\.local$/, "").replace(/-/g, "");
  return hex.match(/../g).map((x) => parseInt(x, 16));
}

function uuidName(bytes) {
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}.local`;
}

function ipv6Bytes(ip) {
  const [head, tail = ""] = ip.split("::");
  const h = head ? head.split(":") : [];
  const t = tail ? tail.split(":") : [];
  const groups = ip.includes("::") ? [...h, ...Array(8 - h.length - t.length).fill("0"), ...t] : h;
  return groups.flatMap((g) => { const v = parseInt(g || "0", 16); return [v >> 8, v & 255]; });
}

function ipv6Text(bytes) {
  const g = [];
  for (let i = 0; i < 16; i += 2) g.push(((bytes[i] << 8) | bytes[i + 1]).toString(16));
  return g.join(":");
}

const isIpv6 = (c) => c.ip.includes(":");

/** Candidates ({ip, port}) as bytes; those we cannot say are left out, and
 * IPv6 addresses too when there is anything else (see above). */
function packCandidates(all) {
  const out = [];
  const kept = [];
  const cands = all.some((c) => !isIpv6(c)) ? all.filter((c) => !isIpv6(c)) : all;
  for (const c of cands) {
    if (kept.length >= MAX_CANDIDATES) break;
    let body;
    if (/^[0-9a-f]{8}-([0-9a-f]{4}-){3}[0-9a-f]{12}\.local$/i.test(c.ip)) body = [CAND.mdns, ...uuidBytes(c.ip)];
    else if (/^\d+\.\d+\.\d+\.\d+$/.test(c.ip)) body = [CAND.ipv4, ...c.ip.split(".").map(Number)];
    else if (c.ip.includes(":")) body = [CAND.ipv6, ...ipv6Bytes(c.ip)];
    else continue;
    out.push(...body, c.port >> 8, c.port & 255);
    kept.push(c);
  }
  return [kept.length, ...out];
}

function unpackCandidates(bytes, at) {
  const n = bytes[at++];
  const cands = [];
  for (let i = 0; i < n; i++) {
    const kind = bytes[at++];
    let ip;
    if (kind === CAND.mdns) { ip = uuidName(bytes.slice(at, at + 16)); at += 16; }
    else if (kind === CAND.ipv4) { ip = [...bytes.slice(at, at + 4)].join("."); at += 4; }
    else if (kind === CAND.ipv6) { ip = ipv6Text(bytes.slice(at, at + 16)); at += 16; }
    else throw new CodeError("bad_code", "The code is not a Hotseat code.", "Hotseat のコードではありません。");
    const port = (bytes[at] << 8) | bytes[at + 1];
    at += 2;
    cands.push({ ip, port });
  }
  return [cands, at];
}

function seal(body) {
  const c = crc16(body);
  return toBase32(new Uint8Array([...body, c >> 8, c & 255]));
}

function open(text, kind) {
  const bytes = fromBase32(String(text || ""));
  const body = bytes.slice(0, -2);
  const c = crc16(body);
  if (bytes.length < 3 || bytes[bytes.length - 2] !== c >> 8 || bytes[bytes.length - 1] !== (c & 255)) {
    throw new CodeError("bad_code", "This code is not complete or has a typing mistake. Check it and try again.",
      "コードが途中までか、打ち間違いがあります。確かめてもう一度入れてください。");
  }
  if (body[0] >> 4 !== VERSION) {
    throw new CodeError("bad_code", "This code is from another version of Hotseat. Update both devices.",
      "別の版の Hotseat のコードです。両方の端末を更新してください。");
  }
  if ((body[0] & 15) !== kind) {
    throw kind === KIND.invite
      ? new CodeError("wrong_code", "This is a phone's reply code; scan the code on the host's table instead.",
        "これはスマホの返信コードです。ホストの卓に出ているコードを読んでください。")
      : new CodeError("wrong_code", "This is an invitation code; scan the code shown on the phone instead.",
        "これは招待コードです。スマホに出ているコードを読んでください。");
  }
  return body;
}

/** The invitation's text: fingerprint (32 bytes), token (6 bytes), candidates. */
export function inviteCode({ fingerprint, token, candidates }) {
  return seal([(VERSION << 4) | KIND.invite, ...fingerprint, ...token, ...packCandidates(candidates)]);
}

export function readInvite(text) {
  const b = open(text, KIND.invite);
  if (b.length < 1 + 32 + 6 + 1) throw new CodeError("bad_code", "The code is too short.", "コードが短すぎます。");
  const fingerprint = b.slice(1, 33);
  const token = b.slice(33, 39);
  const [candidates, end] = unpackCandidates(b, 39);
  if (end !== b.length || !candidates.length) {
    throw new CodeError("bad_code", "The code is not a Hotseat code.", "Hotseat のコードではありません。");
  }
  return { fingerprint, token, candidates };
}

/** The reply's text: the phone's fingerprint and the invitation's token tag. */
export function replyCode({ fingerprint, token }) {
  return seal([(VERSION << 4) | KIND.reply, ...fingerprint, token[0], token[1]]);
}

export function readReply(text) {
  const b = open(text, KIND.reply);
  if (b.length !== 1 + 32 + 2) throw new CodeError("bad_code", "The code is not a Hotseat code.", "Hotseat のコードではありません。");
  return { fingerprint: b.slice(1, 33), tag: [b[33], b[34]] };
}
