// QR codes for pairing: drawn with qrcode-generator, read from the camera
// with the browser's BarcodeDetector where it has one (Android, macOS,
// ChromeOS) and with zxing-wasm's reader everywhere else. Both libraries are
// vendored by build.py from npm, pinned in vendor.lock.json, and loaded only
// when a code is shown or scanned (docs/platform.md says why these two).

import { h } from "./dom.js";

const url = (path) => new URL(path, import.meta.url).href;

/** A canvas showing `text` as a QR code (alphanumeric mode: codes.js's alphabet). */
export async function qrCanvas(text, { px = 6, label = "" } = {}) {
  const { qrcode } = await import("../vendor/qrcode-generator/qrcode.mjs");
  const qr = qrcode(0, "M");
  qr.addData(text, "Alphanumeric");
  qr.make();
  const n = qr.getModuleCount();
  const quiet = 4; // the standard's white border, which readers need
  const size = (n + quiet * 2) * px;
  const canvas = h("canvas", { class: "qr-code", width: size, height: size, role: "img", "aria-label": label });
  const g = canvas.getContext("2d");
  g.fillStyle = "#fff";
  g.fillRect(0, 0, size, size);
  g.fillStyle = "#000";
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) if (qr.isDark(r, c)) g.fillRect((c + quiet) * px, (r + quiet) * px, px, px);
  }
  return canvas;
}

let zxing = null;
async function zxingReader() {
  if (!zxing) {
    zxing = import("../vendor/zxing-wasm/es/reader/index.js").then(async (mod) => {
      // Its default is a CDN; the page fetches nothing from another origin.
      mod.prepareZXingModule({
        overrides: { locateFile: (path, prefix) => (path.endsWith(".wasm") ? url("../vendor/zxing-wasm/reader/zxing_reader.wasm") : prefix + path) },
        fireImmediately: true,
      });
      return mod;
    });
  }
  return zxing;
}

async function detector() {
  if ("BarcodeDetector" in window) {
    try {
      const formats = await window.BarcodeDetector.getSupportedFormats();
      if (formats.includes("qr_code")) {
        const d = new window.BarcodeDetector({ formats: ["qr_code"] });
        return async (canvas) => {
          const found = await d.detect(canvas);
          return found.length ? found[0].rawValue : null;
        };
      }
    } catch (_) { /* fall back to zxing */ }
  }
  const mod = await zxingReader();
  return async (canvas) => {
    const g = canvas.getContext("2d", { willReadFrequently: true });
    const image = g.getImageData(0, 0, canvas.width, canvas.height);
    const found = await mod.readBarcodes(image, { formats: ["QRCode"], tryHarder: true, maxNumberOfSymbols: 1 });
    return found.length && found[0].isValid ? found[0].text : null;
  };
}

/**
 * Show the camera in `box` and read QR codes until `accept(text)` returns
 * true (it may throw to say the code is wrong, then scanning goes on).
 * Returns {stop(), done: Promise<text>}; `done` rejects if there is no camera.
 */
export function scan(box, accept, { onWrong = () => {} } = {}) {
  let stopped = false;
  let stream = null;
  const video = h("video", { class: "qr-video", muted: true, playsinline: true, autoplay: true });
  video.muted = true;
  video.setAttribute("playsinline", "");
  box.append(video);
  const stop = () => {
    stopped = true;
    if (stream) stream.getTracks().forEach((tr) => tr.stop());
    video.remove();
  };
  const done = (async () => {
    if (!navigator.mediaDevices || !navigator.mediaDevices.getUserMedia) throw new Error("no camera");
    stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" }, audio: false });
    if (stopped) { stop(); throw new Error("stopped"); }
    video.srcObject = stream;
    await video.play().catch(() => {});
    const read = await detector();
    const canvas = document.createElement("canvas");
    let lastWrong = "";
    while (!stopped) {
      if (video.videoWidth) {
        canvas.width = video.videoWidth;
        canvas.height = video.videoHeight;
        canvas.getContext("2d", { willReadFrequently: true }).drawImage(video, 0, 0);
        const text = await read(canvas).catch(() => null);
        if (text) {
          try {
            if (await accept(text)) { stop(); return text; }
          } catch (e) {
            if (text !== lastWrong) onWrong(e);
            lastWrong = text;
          }
        }
      }
      await new Promise((r) => setTimeout(r, 150));
    }
    throw new Error("stopped");
  })();
  done.catch(() => stop());
  return { stop, done };
}
