// Service worker: makes Hotseat work offline after the first visit.
//
// build.py prepends `self.HOTSEAT_PRECACHE = {version, files}` to this file,
// so every build with different content has different sw.js bytes and the
// browser installs it as an update.
//
// - Versioned cache "hotseat-<version>": install precaches every file of the
//   build; activate deletes the caches of older versions.
// - Cache-first for same-origin GETs in scope; other origins are never touched
//   (the app requests none).
// - No skipWaiting on install: a new version waits until every tab has closed
//   or the page asks with postMessage({type: "skip-waiting"}), so a game in
//   progress never has its code swapped underneath it.

const { version, files } = self.HOTSEAT_PRECACHE;
const CACHE = `hotseat-${version}`;
const SCOPE = self.registration.scope;
const INDEX = new URL("./index.html", SCOPE).href;

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    // cache: "reload" bypasses the HTTP cache, so the precache holds exactly
    // this build even if an older file is still in the browser's HTTP cache.
    await cache.addAll(files.map((f) => new Request(new URL(f, SCOPE).href, { cache: "reload" })));
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith("hotseat-") && name !== CACHE) await caches.delete(name);
    }
    // Take control of pages opened before the first install, so they work
    // offline without a reload. (Updates only activate once nothing runs the
    // old version, or on request, so this never swaps code mid-game.)
    await self.clients.claim();
  })());
});

self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "skip-waiting") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || !request.url.startsWith(SCOPE)) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    const hit = await cache.match(request, { ignoreSearch: true })
      || (request.mode === "navigate" ? await cache.match(INDEX) : undefined);
    return hit || fetch(request);
  })());
});
