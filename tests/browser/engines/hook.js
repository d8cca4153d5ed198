// Test harness only (tests/browser/engine_harness.py injects it into the
// app's index.html through its proxy; the app never ships it): every
// console error or warning of the page, its uncaught errors and rejections,
// a resource that failed to load and a Content-Security-Policy violation are
// sent to the test's server, so the test sees them across reloads in an
// engine whose driver does not hand the console over (WebKitGTK's
// WebKitWebDriver has no BiDi and no log endpoint).
(() => {
  const send = (kind, text) => {
    try {
      navigator.sendBeacon("/__console", JSON.stringify({ kind, text: String(text).slice(0, 4000), url: location.href }));
    } catch (e) { /* nothing to report to */ }
  };
  const show = (a) => {
    if (a instanceof Error) return a.stack || String(a);
    if (a && typeof a === "object") {
      try { return JSON.stringify(a); } catch (e) { return String(a); }
    }
    return String(a);
  };
  for (const level of ["error", "warn"]) {
    const original = console[level];
    console[level] = function (...args) {
      send(level, args.map(show).join(" "));
      return original.apply(this, args);
    };
  }
  addEventListener("error", (e) => {
    const el = e.target;
    if (el && el !== window && (el.src || el.href)) send("pageerror", `failed to load ${el.src || el.href}`);
    else send("pageerror", e.error ? show(e.error) : `${e.message} (${e.filename}:${e.lineno})`);
  }, true);
  addEventListener("unhandledrejection", (e) => send("pageerror", "unhandled rejection: " + show(e.reason)));
  // "ready" (not a problem): the engine answers, for a browser the test
  // cannot drive (test_engines.py's WebKit console, MiniBrowser outside
  // automation). With ?hotseat-autoplay the page then plays a one-hand Dou
  // Dizhu game of three bots on its table to the result, and says "played".
  (async () => {
    const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
    while (!window.hotseat) await sleep(50);
    await window.hotseat.ready;
    send("ready", "hotseat.ready");
    if (!location.search.includes("hotseat-autoplay")) return;
    localStorage.setItem("hotseat.botDelay", "0");
    const id = await window.hotseat.newGame({ game: "doudizhu", players: 3, seed: 21, options: { hands: 1 },
      seats: [0, 1, 2].map((i) => ({ name: "Bot " + i, bot: true })) });
    location.hash = "#/play/" + id;
    while (!document.querySelector(".final")) await sleep(100);
    send("played", id);
  })().catch((e) => send("pageerror", "hook autoplay: " + (e && e.stack || e)));
  document.addEventListener("securitypolicyviolation", (e) =>
    send(e.disposition === "report" ? "csp-report-only" : "csp", `${e.effectiveDirective} ${e.blockedURI}`));
})();
