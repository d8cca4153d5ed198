// Persistence of saved games: one entry per game,
//   {id, game, players, seats, record, finished, created, updated}
// in IndexedDB, falling back to localStorage where IndexedDB cannot be opened
// (some private modes), and to memory as a last resort. Only the record (seed
// + actions) is stored; the engine rebuilds the state by replaying it.

const DB_NAME = "hotseat";
const STORE = "games";
const LS_PREFIX = "hotseat:game:";

function promisify(request) {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function openIndexedDB() {
  return new Promise((resolve, reject) => {
    let request;
    try {
      request = indexedDB.open(DB_NAME, 1);
    } catch (e) {
      reject(e);
      return;
    }
    request.onupgradeneeded = () => {
      request.result.createObjectStore(STORE, { keyPath: "id" });
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
    const tx = this.db.transaction(STORE, mode);
    const result = fn(tx.objectStore(STORE));
    // resolve only when the transaction has committed, so "saved" means on disk
    await new Promise((resolve, reject) => {
      tx.oncomplete = resolve;
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error || new Error("IndexedDB transaction aborted"));
    });
    return result;
  }
  async list() {
    const tx = this.db.transaction(STORE, "readonly");
    return promisify(tx.objectStore(STORE).getAll());
  }
  put(entry) {
    return this._tx("readwrite", (store) => store.put(entry));
  }
  delete(id) {
    return this._tx("readwrite", (store) => store.delete(id));
  }
}

class LocalStore {
  constructor() {
    this.kind = "localstorage";
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
    return out;
  }
  async put(entry) {
    localStorage.setItem(LS_PREFIX + entry.id, JSON.stringify(entry));
  }
  async delete(id) {
    localStorage.removeItem(LS_PREFIX + id);
  }
}

class MemoryStore {
  constructor() {
    this.kind = "memory";
    this.map = new Map();
  }
  async list() {
    return [...this.map.values()].map((e) => structuredClone(e));
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
  if (navigator.storage && navigator.storage.persist) {
    navigator.storage.persisted()
      .then((already) => already || navigator.storage.persist())
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
