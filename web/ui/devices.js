// Playing one table on several devices: the host's "Invite players" dialog
// and the phone's "Join a table" screen (web/net/ has the connection itself).

import { t, pick, register } from "../i18n.js";
import { h, replace } from "./dom.js";
import { contentDialog, toast } from "./dialog.js";
import { qrCanvas, scan } from "./qr.js";
import { grouped, readInvite, readReply } from "../net/codes.js";
import { joinFromInvite, storedPairing, forgetPairing } from "../net/remote.js";

register({
  en: {
    invitePlayers: "Phones",
    inviteTitle: "Play on phones",
    inviteIntro: "A player can hold their own hand on their phone. On the phone, open this app, tap “Join a table” and scan the seat’s code. Both devices must be on the same Wi-Fi; nothing goes over the internet.",
    seatHere: "On this tablet",
    seatInviting: "Invited…",
    seatConnected: "📱 On their phone",
    seatDisconnected: "⚠ Phone disconnected",
    invite: "Invite",
    takeBack: "Take back",
    takeBackDone: "{name} is played on this tablet again.",
    inviteStep1: "1. On {name}’s phone: “Join a table”, then scan this code (or type it).",
    inviteStep2: "2. Then scan the code the phone shows, or type it here:",
    scanCamera: "Scan with the camera",
    stopCamera: "Stop the camera",
    typeCode: "Code",
    connect: "Connect",
    connecting: "Connecting…",
    joinedOnPhone: "✓ {name} has joined on their phone.",
    noCamera: "No camera could be opened: type the code instead.",
    wrongCode: "{msg}",
    joinTable: "Join a table",
    joinTitle: "Join a table",
    joinIntro: "Hold your own hand on this phone while the table is shown on the host’s tablet. Both devices must be on the same Wi-Fi.",
    joinStep1: "1. Scan the code the host shows for your seat (or type it).",
    joinNext: "Next",
    joinStep2: "2. Show this code to the host: they scan it (or type it).",
    waitingHost: "Waiting for the host…",
    unreachable: "This phone cannot reach the host. Both devices must be on the same Wi-Fi network; guest networks and some routers keep devices apart.",
    rejoinSeat: "You were playing {game} as {name}.",
    rejoin: "Rejoin",
    forget: "Forget",
    reconnecting: "Reconnecting to the host…",
    hostLost: "The host cannot be reached. Keep both devices on the same Wi-Fi; if the host restarted the app, ask them to invite you again.",
    takenBack: "The host took this seat back to the tablet.",
    refusedSeat: "The host refused: {msg}",
    onPhones: "On phones: {names}",
    waitingPhone: "Waiting for {name} (on their phone)…",
    phoneOff: "{name}’s phone is disconnected.",
    yourSeat: "Your seat: {name}",
  },
  ja: {
    invitePlayers: "スマホ",
    inviteTitle: "スマホで遊ぶ",
    inviteIntro: "手札を自分のスマホで持てます。スマホでこのアプリを開き「卓に参加」を押して、その席のコードを読み取ってください。両方の端末を同じ Wi-Fi につないでください。インターネットは使いません。",
    seatHere: "このタブレット",
    seatInviting: "招待中…",
    seatConnected: "📱 スマホで参加中",
    seatDisconnected: "⚠ スマホの接続切れ",
    invite: "招待",
    takeBack: "タブレットに戻す",
    takeBackDone: "{name}はまたこのタブレットで遊びます。",
    inviteStep1: "1. {name}のスマホで「卓に参加」を押し、このコードを読み取ります（打ち込んでも可）。",
    inviteStep2: "2. スマホに出たコードを読み取るか、ここに打ち込んでください：",
    scanCamera: "カメラで読み取る",
    stopCamera: "カメラを止める",
    typeCode: "コード",
    connect: "つなぐ",
    connecting: "接続中…",
    joinedOnPhone: "✓ {name}がスマホで参加しました。",
    noCamera: "カメラを開けませんでした。コードを打ち込んでください。",
    wrongCode: "{msg}",
    joinTable: "卓に参加",
    joinTitle: "卓に参加",
    joinIntro: "卓はホストのタブレットに出し、自分の手札はこのスマホで持ちます。両方の端末を同じ Wi-Fi につないでください。",
    joinStep1: "1. ホストが出す自分の席のコードを読み取ります（打ち込んでも可）。",
    joinNext: "次へ",
    joinStep2: "2. このコードをホストに見せて、読み取ってもらいます（打ち込んでも可）。",
    waitingHost: "ホストを待っています…",
    unreachable: "このスマホからホストにつながりません。両方の端末を同じ Wi-Fi につないでください（ゲスト用ネットワークや一部のルーターでは端末同士がつながりません）。",
    rejoinSeat: "{game}に{name}として参加していました。",
    rejoin: "戻る",
    forget: "忘れる",
    reconnecting: "ホストに再接続しています…",
    hostLost: "ホストにつながりません。両方の端末を同じ Wi-Fi につないだままにしてください。ホストがアプリを開き直した場合は、もう一度招待してもらってください。",
    takenBack: "ホストがこの席をタブレットに戻しました。",
    refusedSeat: "ホストに断られました：{msg}",
    onPhones: "スマホで参加：{names}",
    waitingPhone: "{name}（スマホ）を待っています…",
    phoneOff: "{name}のスマホの接続が切れています。",
    yourSeat: "あなたの席：{name}",
  },
});

const msgOf = (e) => {
  if (!e) return "";
  const m = e.message && typeof e.message === "object" ? e.message : e.en ? { en: e.en, ja: e.ja } : null;
  if (m) return pick(m);
  return String(e.message || e);
};

/** A camera button and a text field that both hand a code to `accept`
 * (which throws to say the code is wrong). */
function codeInput(accept, { id }) {
  const box = h("div", { class: "qr-scan-box" });
  const msg = h("p", { class: "code-msg", role: "alert" });
  let scanner = null;
  const stopScan = () => { if (scanner) { scanner.stop(); scanner = null; } camBtn.textContent = t("scanCamera"); };
  const wrong = (e) => { msg.textContent = msgOf(e); };
  const camBtn = h("button", { class: "btn btn-primary scan-btn", type: "button", onclick: () => {
    if (scanner) return stopScan();
    msg.textContent = "";
    camBtn.textContent = t("stopCamera");
    scanner = scan(box, async (text) => { await accept(text); return true; }, { onWrong: wrong });
    scanner.done.then(() => { scanner = null; camBtn.textContent = t("scanCamera"); },
      (e) => { if (scanner) { scanner = null; camBtn.textContent = t("scanCamera"); if (String(e.message) !== "stopped") msg.textContent = t("noCamera"); } });
  } }, t("scanCamera"));
  const input = h("input", { class: "code-field", id, type: "text", autocomplete: "off", autocapitalize: "characters",
    spellcheck: "false", inputmode: "text", "aria-label": t("typeCode"), placeholder: "XXXX XXXX …" });
  const go = h("button", { class: "btn code-go", type: "button", onclick: async () => {
    msg.textContent = "";
    try { stopScan(); await accept(input.value); } catch (e) { wrong(e); }
  } }, t("connect"));
  input.addEventListener("keydown", (e) => { if (e.key === "Enter") go.click(); });
  return { el: h("div", { class: "code-input" }, camBtn, box, h("div", { class: "code-type-row" }, input, go), msg), stop: stopScan, msg, go };
}

async function showCode(text, label) {
  return h("figure", { class: "pair-code" }, await qrCanvas(text, { label }),
    h("figcaption", { class: "code-text", dataset: { code: text } }, grouped(text)));
}

/** The host's dialog: every human seat, who holds it, and invitations. */
export function inviteDialog(net, meta) {
  const body = h("div", { class: "invite-body" });
  let stopCurrent = () => {};
  const humans = meta.bots.map((b, i) => (b ? null : i)).filter((i) => i !== null);
  const statusText = (s) => ({ none: t("seatHere"), inviting: t("seatInviting"),
    connected: t("seatConnected"), disconnected: t("seatDisconnected") })[net.status(s)];

  const list = () => {
    stopCurrent();
    replace(body, h("p", { class: "invite-intro" }, t("inviteIntro")),
      h("ul", { class: "invite-seats" }, humans.map((s) => h("li", { class: "invite-seat", dataset: { seat: s, status: net.status(s) } },
        h("span", { class: "invite-name" }, meta.names[s]),
        h("span", { class: "invite-status" }, statusText(s)),
        net.isRemote(s)
          ? h("button", { class: "btn take-back-btn", type: "button", onclick: () => {
            net.takeBack(s);
            toast(t("takeBackDone", { name: meta.names[s] }));
            list();
          } }, t("takeBack"))
          : h("button", { class: "btn btn-primary invite-btn", type: "button", onclick: () => inviteSeat(s) }, t("invite"))))));
  };

  const inviteSeat = async (s) => {
    stopCurrent();
    replace(body, h("p", { class: "loading" }, t("connecting")));
    let code;
    try { code = await net.invite(s); } catch (e) { toast(msgOf(e), "error", 8000); list(); return; }
    const status = h("p", { class: "invite-progress", role: "status" });
    let busy = false;
    const input = codeInput(async (text) => {
      readReply(text); // a wrong code is said at once, before anything else
      if (busy) return;
      busy = true;
      status.textContent = t("connecting");
      try {
        await net.acceptReply(s, text);
        status.textContent = t("joinedOnPhone", { name: meta.names[s] });
        toast(t("joinedOnPhone", { name: meta.names[s] }));
        setTimeout(list, 600);
      } catch (e) {
        status.textContent = msgOf(e);
        throw e;
      } finally {
        busy = false;
      }
    }, { id: "reply-code" });
    stopCurrent = input.stop;
    const figure = await showCode(code, t("inviteStep1", { name: meta.names[s] }));
    shown = { seat: s, code, figure };
    replace(body,
      h("p", { class: "invite-step" }, t("inviteStep1", { name: meta.names[s] })),
      figure,
      h("p", { class: "invite-step" }, t("inviteStep2")),
      input.el, status,
      h("button", { class: "btn", type: "button", onclick: () => list() }, "← ", t("back")));
  };

  // The host opens an invitation again if its listener failed (host.js):
  // the code shown must then be the new one.
  let shown = null;
  const showNewCode = async () => {
    const was = shown;
    const code = was && net.inviteCode(was.seat);
    if (!code || code === was.code || !was.figure.isConnected) return;
    const figure = await showCode(code, t("inviteStep1", { name: meta.names[was.seat] }));
    if (shown !== was || !was.figure.isConnected) return;
    was.figure.replaceWith(figure);
    shown = { ...was, code, figure };
  };
  const off = net.subscribe(() => {
    const items = body.querySelectorAll(".invite-seat");
    if (items.length) list();
    else showNewCode();
  });
  list();
  return contentDialog(t("inviteTitle"), body, { className: "dialog-invite" }).finally(() => { off(); stopCurrent(); });
}

/** The phone's screen: join from an invitation, or rejoin the stored seat. */
export function joinBody(el, { gameName, onJoined }) {
  let cancel = () => {};
  const draw = () => {
    cancel();
    const p = storedPairing();
    const input = codeInput(async (text) => {
      readInvite(text);
      step2(text);
    }, { id: "invite-code" });
    cancel = input.stop;
    replace(el,
      h("p", { class: "join-intro" }, t("joinIntro")),
      p && p.match ? h("div", { class: "join-rejoin" },
        h("p", null, t("rejoinSeat", { game: gameName(p.match.game), name: (p.match.seats[p.seat] || {}).name || t("defaultName", { n: p.seat + 1 }) })),
        h("div", { class: "join-rejoin-actions" },
          h("a", { class: "btn btn-primary", href: "#/seat" }, t("rejoin")),
          h("button", { class: "btn", type: "button", onclick: () => { forgetPairing(); draw(); } }, t("forget")))) : null,
      h("p", { class: "join-step" }, t("joinStep1")),
      input.el);
  };
  const step2 = async (text) => {
    cancel();
    let started;
    try { started = await joinFromInvite(text); } catch (e) { toast(msgOf(e), "error", 8000); draw(); return; }
    const { seat, reply, joined } = started;
    cancel = () => seat.close();
    const status = h("p", { class: "join-progress", role: "status" }, t("waitingHost"));
    seat.onStatus((s, detail) => {
      if (s === "unreachable") status.textContent = t("unreachable");
      if (s === "refused") status.textContent = t("refusedSeat", { msg: msgOf(detail) });
    });
    replace(el, h("p", { class: "join-step" }, t("joinStep2")), await showCode(reply, t("joinStep2")), status,
      h("button", { class: "btn", type: "button", onclick: () => draw() }, t("cancel")));
    try {
      await joined;
      cancel = () => {};
      onJoined(seat);
    } catch (e) {
      if (!seat.closed) status.textContent = t("refusedSeat", { msg: msgOf(e) });
    }
  };
  draw();
  return { destroy: () => cancel() };
}
