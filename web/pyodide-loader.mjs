// Pyodide's loader as PyScript's worker sees it (bridge.js passes this file's
// absolute URL as PyWorker's `version`): the vendored pyodide/pyodide.mjs,
// except that pyodide.asm.wasm is not fetched and compiled here but taken
// ready-compiled from the page.
//
// Why (measured, docs/platform.md "Boot time"): Chromium serves compiled
// WebAssembly from its code cache to WebAssembly.compileStreaming on the
// page's main thread, but not in a worker. With a cached (optimised) module
// Python's own start-up runs much faster, so the page compiles the module
// (bridge.js) and hands the WebAssembly.Module to this worker; Modules can be
// posted to a dedicated worker, which shares the compiled code.
//
// The hand-over: on import this module posts {hotseat: "wasm-module?"} with a
// MessagePort to the page; bridge.js (which wraps the Worker class PyScript
// uses) answers on that port "ack" at once, then the Module (or null if the
// page could not compile it). Without an ack within ACK_MS, or with null,
// Pyodide loads the usual way. After a successful instantiate the worker
// posts "used" back, and the page sets performance mark
// "hotseat:wasm-from-page".

import { loadPyodide as loadStock, version } from "./pyodide/pyodide.mjs";

export { version };

const INDEX_URL = new URL("./pyodide/", import.meta.url).href;
const WASM_URL = INDEX_URL + "pyodide.asm.wasm";
const ACK_MS = 5000; // the ack is one message round trip; this only guards against no answer at all

let port = null;
const fromPage = new Promise((resolve) => {
  if (typeof WorkerGlobalScope === "undefined" || typeof MessageChannel === "undefined") {
    resolve(null);
    return;
  }
  const channel = new MessageChannel();
  port = channel.port1;
  const timer = setTimeout(() => resolve(null), ACK_MS);
  port.onmessage = ({ data }) => {
    if (data === "ack") {
      clearTimeout(timer);
      return;
    }
    clearTimeout(timer);
    resolve(data instanceof WebAssembly.Module ? data : null);
  };
  try {
    self.postMessage({ hotseat: "wasm-module?" }, [channel.port2]);
  } catch {
    clearTimeout(timer);
    resolve(null);
  }
});

// Pyodide fetches pyodide.asm.wasm itself (eagerly, while it sets up) and
// passes the response to WebAssembly.instantiateStreaming. While it boots,
// that one fetch gets a placeholder and that one instantiateStreaming
// instantiates the page's Module instead; everything else passes through.
async function withModule(module, run) {
  const { fetch } = globalThis;
  const { instantiateStreaming } = WebAssembly;
  const placeholder = new Response(new Uint8Array(0), { headers: { "Content-Type": "application/wasm" } });
  let used = false;
  globalThis.fetch = function (input, init) {
    if (!used && String(input) === WASM_URL) return Promise.resolve(placeholder);
    return fetch.call(this, input, init);
  };
  WebAssembly.instantiateStreaming = async function (source, imports) {
    if (!used && (await source) === placeholder) {
      used = true;
      const instance = await WebAssembly.instantiate(module, imports);
      port.postMessage("used");
      return { instance, module };
    }
    return instantiateStreaming.call(this, source, imports);
  };
  try {
    return await run();
  } finally {
    globalThis.fetch = fetch;
    WebAssembly.instantiateStreaming = instantiateStreaming;
    port.close();
  }
}

export async function loadPyodide(options = {}) {
  // PyScript derives indexURL from this file's folder; the runtime is in pyodide/.
  const opts = { ...options, indexURL: INDEX_URL };
  const module = await fromPage;
  if (!module) {
    if (port) port.close();
    return loadStock(opts);
  }
  return withModule(module, () => loadStock(opts));
}
