// Persistence of saved games, in IndexedDB, falling back to localStorage where
// IndexedDB cannot be opened (some private modes), and to memory as a last
// resort. Only the record (seed + actions) is stored; the engine rebuilds the
// state by replaying it.
//
// A game is kept in two parts, so that saving a move costs the same on move
// 3000 as on move 3 (a long Sanguosha game must not write its whole record
// after every answer):
//   meta    {id, game, players, seats, record: {game, engine_version, players,
//            seed, options}, moves, finished, created, updated}
//   chunks  {id, i, actions}: actions i*CHUNK ... i*CHUNK+CHUNK-1
// put(entry, from) writes the meta and only the chunks from action `from` on:
// after a move, the last chunk; after an undo, the chunks it cut into.
// Games saved by the first version (one entry with the whole record) are
// split when the database is upgraded, or when localStorage is read.

const DB_NAME = "hotseat";
const DB_VERSION = 2;
const STORE = "games";
const CHUNKS = "chunks";
export const CHUNK = 64;
const LS_PREFIX = "hotseat:game:";
const LS_CHUNK = "hotseat:chunk:";

function promisify(request) {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** The meta part of an entry (the record without its actions). */
function metaOf(entry, moves) {
  const { actions, ...base } = entry.record;
  return { ...entry, record: base, moves };
}

/** The chunks to write for `actions` from index `from` on: [{i, actions}]. */
function chunksFrom(actions, from) {
  const out = [];
  for (let i = Math.floor(from / CHUNK); i * CHUNK < actions.length; i++) {
    out.push({ i, actions: actions.slice(i * CHUNK, (i + 1) * CHUNK) });
  }
  return out;
}

const chunkCount = (moves) => Math.ceil(moves / CHUNK);

function openIndexedDB() {
  return new Promise((resolve, reject) => {
    let request;
    try {
      request = indexedDB.open(DB_NAME, DB_VERSION);
    } catch (e) {
      reject(e);
      return;
    }
    request.onupgradeneeded = (event) => {
      const db = request.result;
      const games = event.oldVersion < 1
        ? db.createObjectStore(STORE, { keyPath: "id" })
        : request.transaction.objectStore(STORE);
      const chunks = db.createObjectStore(CHUNKS, { keyPath: ["id", "i"] });
      if (event.oldVersion >= 1) {
        // version 1 kept the whole record in each entry: split it
        games.openCursor().onsuccess = (e) => {
          const cursor = e.target.result;
          if (!cursor) return;
          const old = cursor.value;
          const actions = (old.record && Array.isArray(old.record.actions)) ? old.record.actions : [];
          for (const c of chunksFrom(actions, 0)) chunks.put({ id: old.id, ...c });
          cursor.update(metaOf({ ...old, record: { ...old.record, actions } }, actions.length));
          cursor.continue();
        };
      }
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
    // another tab holding an old version open: treat as unavailable
    request.onblocked = () => reject(new Error("IndexedDB open blocked"));
  });
}

class IDBStore {
  constructor(db) {
    this.db = db;
    this.kind = "indexeddb";
  }
  async _tx(mode, fn) {
    const tx = this.db.transaction([STORE, CHUNKS], mode);
    const result = fn(tx.objectStore(STORE), tx.objectStore(CHUNKS));
    // resolve only when the transaction has committed, so "saved" means on disk
    await new Promise((resolve, reject) => {
      tx.oncomplete = resolve;
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error || new Error("IndexedDB transaction aborted"));
    });
    return result;
  }
  /** Every game's meta (no actions: those are read when a game is opened). */
  async list() {
    const tx = this.db.transaction(STORE, "readonly");
    return promisify(tx.objectStore(STORE).getAll());
  }
  async actions(id) {
    const tx = this.db.transaction(CHUNKS, "readonly");
    const range = IDBKeyRange.bound([id, 0], [id, Infinity]);
    const chunks = await promisify(tx.objectStore(CHUNKS).getAll(range));
    return chunks.sort((a, b) => a.i - b.i).flatMap((c) => c.actions);
  }
  /** Save `entry` (with its whole record in memory), writing only what
   * changed from action `from` on. */
  put(entry, from = 0) {
    const actions = entry.record.actions;
    return this._tx("readwrite", (games, chunks) => {
      games.put(metaOf(entry, actions.length));
      for (const c of chunksFrom(actions, from)) chunks.put({ id: entry.id, ...c });
      // an undo may have emptied the chunks after the last one
      chunks.delete(IDBKeyRange.bound([entry.id, chunkCount(actions.length)], [entry.id, Infinity]));
    });
  }
  delete(id) {
    return this._tx("readwrite", (games, chunks) => {
      games.delete(id);
      chunks.delete(IDBKeyRange.bound([id, 0], [id, Infinity]));
    });
  }
}

class LocalStore {
  constructor() {
    this.kind = "localstorage";
  }
  _chunkKeys(id, fromChunk) {
    const keys = [];
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (!key.startsWith(LS_CHUNK + id + ":")) continue;
      if (Number(key.slice(LS_CHUNK.length + id.length + 1)) >= fromChunk) keys.push(key);
    }
    return keys;
  }
  async list() {
    const out = [];
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (!key.startsWith(LS_PREFIX)) continue;
      try {
        out.push(JSON.parse(localStorage.getItem(key)));
      } catch {
        // a corrupt entry is skipped rather than blocking every other save
      }
    }
    for (const e of out) {
      if (e && e.record && Array.isArray(e.record.actions)) await this.put(e, 0); // version 1: split
    }
    return out.map((e) => (e && e.record && Array.isArray(e.record.actions)
      ? metaOf(e, e.record.actions.length) : e));
  }
  async actions(id) {
    const out = [];
    for (let i = 0; ; i++) {
      const text = localStorage.getItem(`${LS_CHUNK}${id}:${i}`);
      if (text === null) return out;
      out.push(...JSON.parse(text));
    }
  }
  async put(entry, from = 0) {
    const actions = entry.record.actions;
    for (const c of chunksFrom(actions, from)) {
      localStorage.setItem(`${LS_CHUNK}${entry.id}:${c.i}`, JSON.stringify(c.actions));
    }
    for (const key of this._chunkKeys(entry.id, chunkCount(actions.length))) localStorage.removeItem(key);
    localStorage.setItem(LS_PREFIX + entry.id, JSON.stringify(metaOf(entry, actions.length)));
  }
  async delete(id) {
    localStorage.removeItem(LS_PREFIX + id);
    for (const key of this._chunkKeys(id, 0)) localStorage.removeItem(key);
  }
}

class MemoryStore {
  constructor() {
    this.kind = "memory";
    this.map = new Map();
  }
  async list() {
    return [...this.map.values()].map((e) => metaOf(e, e.record.actions.length));
  }
  async actions(id) {
    return structuredClone(this.map.get(id).record.actions);
  }
  async put(entry) {
    this.map.set(entry.id, structuredClone(entry));
  }
  async delete(id) {
    this.map.delete(id);
  }
}

function localStorageWorks() {
  try {
    const probe = LS_PREFIX + "__probe__";
    localStorage.setItem(probe, "1");
    localStorage.removeItem(probe);
    return true;
  } catch {
    return false;
  }
}

/**
 * Open the best available store. Never throws: the worst case is a memory
 * store, reported through `onError` so the UI can warn that games will not
 * survive a reload.
 */
export async function openStore({ onError = () => {} } = {}) {
  // Ask the browser not to evict our data under storage pressure. Best effort:
  // browsers may say no (or ask the user), and the app works either way.
  // (WebKitGTK has persist() but no persisted(): then just ask.)
  const st = navigator.storage;
  if (st && typeof st.persist === "function") {
    Promise.resolve()
      .then(() => (typeof st.persisted === "function" ? st.persisted() : false))
      .then((already) => already || st.persist())
      .catch(() => {});
  }
  try {
    if (typeof indexedDB === "undefined") throw new Error("IndexedDB is not available");
    return new IDBStore(await openIndexedDB());
  } catch (e) {
    if (localStorageWorks()) {
      // still persistent, just smaller: not worth alarming the player
      console.warn("hotseat: IndexedDB unavailable, saving to localStorage", e);
      return new LocalStore();
    }
    onError(e);
    return new MemoryStore();
  }
}
