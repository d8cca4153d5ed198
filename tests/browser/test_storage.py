"""Saving costs the same on every move, however long the game (web/storage.js):
the engine's reply to a move carries only the action it appended, and storage
writes the game's meta and the last chunk of its record, never the whole
record. Games saved by the first storage version are split on upgrade and
resume exactly."""

from __future__ import annotations

import json

from conftest import boot

from hotseat import engine

CHUNK = 64

# Counts what each IndexedDB write carries (JSON length) while a game is played.
COUNT_WRITES = """
    window.__writes = [];
    const put = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function (value, ...rest) {
        window.__writes.push([this.name, JSON.stringify(value).length]);
        return put.call(this, value, ...rest);
    };
"""

PLAY = """
async ([id, n]) => {
  const h = window.hotseat;
  const sizes = [];
  for (let i = 0; i < n; i++) {
    const seats = await h.toAct(id);
    if (!seats.length) break;
    window.__writes.length = 0;
    await h.act(id, seats[0], await h.botAction(id, seats[0], "random"));
    sizes.push(window.__writes.reduce((a, w) => a + w[1], 0));
  }
  return sizes;
}
"""


def idb_dump(page):
    return page.evaluate("""() => new Promise((resolve, reject) => {
        const r = indexedDB.open('hotseat');
        r.onsuccess = () => {
            const db = r.result;
            const tx = db.transaction(['games', 'chunks']);
            const out = {};
            tx.objectStore('games').getAll().onsuccess = (e) => { out.games = e.target.result; };
            tx.objectStore('chunks').getAll().onsuccess = (e) => { out.chunks = e.target.result; };
            tx.oncomplete = () => { db.close(); resolve(out); };
        };
        r.onerror = () => reject(r.error);
    })""")


def test_each_save_writes_the_same_amount_however_long_the_game(guarded, site):
    context, _ = guarded
    page = context.new_page()
    page.add_init_script(COUNT_WRITES)
    boot(page, site.url)
    # Dou Dizhu, all bots, several hands: a few hundred moves
    gid = page.evaluate("hotseat.newGame({game: 'doudizhu', players: 3, seed: 4, options: {hands: 6},"
                        " seats: [{name: 'A', bot: true}, {name: 'B', bot: true}, {name: 'C', bot: true}]})")
    sizes = page.evaluate(PLAY, [gid, 300])
    assert len(sizes) >= 250
    # one meta and one chunk per move: bounded by a chunk, not by the game
    early, late = max(sizes[:CHUNK]), max(sizes[-CHUNK:])
    assert late < early * 1.5, (early, late)
    assert max(sizes) < 8000
    rec = page.evaluate(f"hotseat.record('{gid}')")
    dump = idb_dump(page)
    meta = next(g for g in dump["games"] if g["id"] == gid)
    assert "actions" not in meta["record"] and meta["moves"] == len(rec["actions"])
    chunks = sorted((c for c in dump["chunks"] if c["id"] == gid), key=lambda c: c["i"])
    assert [c["i"] for c in chunks] == list(range(len(chunks)))
    assert all(len(c["actions"]) == CHUNK for c in chunks[:-1])
    assert [a for c in chunks for a in c["actions"]] == rec["actions"]
    # a reload reads the chunks back and resumes exactly
    view = page.evaluate(f"hotseat.view('{gid}', 0)")
    page.reload()
    page.evaluate("window.hotseat.ready")
    assert page.evaluate(f"hotseat.record('{gid}')") == rec
    assert page.evaluate(f"hotseat.view('{gid}', 0)") == view


def test_undo_rewrites_only_the_chunks_it_cut(page):
    """Three humans; the move taken back is the first of the record's second
    chunk, so undo must drop that chunk and leave the first as it was."""
    for seed in range(31, 60):
        m = engine.new_game("doudizhu", players=3, seed=seed, options={"hands": 2})
        while m.moves < CHUNK + 1:
            seat = m.to_act()[0]
            m.act(seat, m.bot_action(seat))
        if m.can_undo():
            break
    gid = page.evaluate(f"hotseat.newGame({{game: 'doudizhu', players: 3, seed: {seed}, options: {{hands: 2}},"
                        " seats: [{name: 'A', bot: false}, {name: 'B', bot: false}, {name: 'C', bot: false}]})")
    for seat, action in m.record()["actions"]:
        page.evaluate(f"hotseat.act('{gid}', {seat}, {json.dumps(action)})")
    assert len(idb_chunks(page, gid)) == 2
    page.evaluate(f"hotseat.undo('{gid}')")
    m.undo()
    assert page.evaluate(f"hotseat.record('{gid}')") == m.record()
    chunks = idb_chunks(page, gid)
    assert len(chunks) == 1 and chunks[0]["actions"] == m.record()["actions"]
    page.reload()
    page.evaluate("window.hotseat.ready")
    assert page.evaluate(f"hotseat.record('{gid}')") == m.record()


def idb_chunks(page, gid):
    return sorted((c for c in idb_dump(page)["chunks"] if c["id"] == gid), key=lambda c: c["i"])


def test_games_saved_by_the_first_storage_version_are_split_and_resume(guarded, site):
    """A database as the first version wrote it (one entry per game with the
    whole record) is upgraded in place and every game resumes exactly."""
    m = engine.new_game("doudizhu", players=3, seed=8, options={"hands": 1})
    for _ in range(150):
        if m.finished:
            break
        seat = m.to_act()[0]
        m.act(seat, m.bot_action(seat))
    rec = m.record()
    old_entry = {"id": "gold1", "game": "doudizhu", "players": 3, "finished": m.finished,
                 "seats": [{"name": "A", "bot": False}, {"name": "B", "bot": True}, {"name": "C", "bot": True}],
                 "record": rec, "created": 1, "updated": 2}
    context, _ = guarded
    page = context.new_page()
    page.goto(site.url + "no-such-page")  # same origin, no app: write the old database
    page.evaluate("""(entry) => new Promise((resolve, reject) => {
        const r = indexedDB.open('hotseat', 1);
        r.onupgradeneeded = () => r.result.createObjectStore('games', {keyPath: 'id'});
        r.onsuccess = () => {
            const tx = r.result.transaction('games', 'readwrite');
            tx.objectStore('games').put(entry);
            tx.oncomplete = () => { r.result.close(); resolve(); };
        };
        r.onerror = () => reject(r.error);
    })""", old_entry)
    boot(page, site.url)
    saved = page.evaluate("hotseat.saved()")
    assert [s["id"] for s in saved] == ["gold1"] and saved[0]["seats"][1]["bot"] is True
    assert page.evaluate("hotseat.record('gold1')") == rec
    assert page.evaluate("hotseat.view('gold1', 0)") == {**m.view(0)}
    dump = idb_dump(page)
    assert "actions" not in dump["games"][0]["record"] and dump["games"][0]["moves"] == len(rec["actions"])
    assert [a for c in sorted(dump["chunks"], key=lambda c: c["i"]) for a in c["actions"]] == rec["actions"]
