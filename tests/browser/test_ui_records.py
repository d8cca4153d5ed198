"""The players' own record (issue #32): a game finished on this device counts
once for each human name, survives a reload, goes with "export all", says
nothing a seat could not see once the game is over, and is shown per name,
per game and per side, with the last games' replays."""

from __future__ import annotations

import json

from hotseat import engine
from ui_helpers import wait_until

# A whole game through the bridge: seeded random legal moves (Dou Dizhu's
# searching bot would cost seconds in the page), the bots' choices in
# Sanguosha (random moves make a long game).
PLAY = """async ([game, seats, seed, options]) => {
  const h = window.hotseat;
  const id = await h.newGame({game, players: seats.length, seed, options, seats});
  for (;;) {
    const to = await h.toAct(id);
    if (!to.length) return id;
    const a = await h.botAction(id, to[0], game === "sanguosha" ? "bot" : "random");
    await h.act(id, to[0], a);
  }
}"""


def test_a_finished_game_is_recorded_once_per_name(guarded, site):
    context, _ = guarded
    page = context.new_page()
    page.goto(site.url)
    page.evaluate("window.hotseat.ready")
    seats = [{"name": "Aki", "bot": False}, {"name": "Bot A", "bot": True}, {"name": "Ben", "bot": False}]
    gid = page.evaluate(PLAY, ["doudizhu", seats, 5, {"hands": 2}])
    gid2 = page.evaluate(PLAY, ["sanguosha", [{"name": "Aki", "bot": False}] +
                                [{"name": f"B{i}", "bot": True} for i in range(4)], 10, {}])
    rows = page.evaluate("hotseat.records()")
    assert [r["id"] for r in rows] == [gid, gid2]
    m = engine.replay(page.evaluate(f"hotseat.record('{gid}')"))
    res = m.result()
    row = rows[0]
    assert row["winners"] == res["winners"] and row["scores"] == res["scores"]
    assert row["sides"] == m.rules.sides(res) and len(row["sides"][0]) == 2
    # nothing of a hand: names, winners, scores and sides only
    assert set(row) == {"id", "game", "players", "ended", "seats", "winners", "scores", "sides"}
    assert row["seats"] == [{"name": s["name"], "bot": s["bot"]} for s in seats]
    # opening the finished game again, or its replay, counts nothing more
    page.evaluate(f"location.hash = '#/play/{gid}'")
    page.wait_for_selector(".final, .interlude")
    page.evaluate(f"location.hash = '#/replay/{gid}'")
    page.wait_for_selector(".replay-count")
    assert len(page.evaluate("hotseat.records()")) == 2
    # a reload keeps it
    page.reload()
    page.evaluate("window.hotseat.ready")
    assert [r["id"] for r in page.evaluate("hotseat.records()")] == [gid, gid2]
    # the screen, by taps from Home
    page.evaluate("location.hash = '#/'")
    page.click(".records-link")
    page.wait_for_selector(".record-total")
    assert page.input_value(".record-name") == "Aki"
    aki_won = sum(1 for r, seat in ((rows[0], 0), (rows[1], 0)) if seat in r["winners"])
    assert page.inner_text(".record-total").startswith(f"2 played · {aki_won} won")
    text = page.inner_text(".record-body")
    assert "Dou Dizhu" in text and "Sanguosha" in text and ("Landlord" in text or "Peasant" in text)
    assert page.locator(".record-games .replay-link").count() == 2
    page.select_option(".record-name", "Ben")
    wait_until(lambda: page.inner_text(".record-total").startswith("1 played"))
    assert "B0" not in page.eval_on_selector_all(".record-name option", "els => els.map((e) => e.value)")
    # the saved game deleted, its row stays (without a replay link)
    page.evaluate(f"hotseat.remove('{gid}')")
    page.evaluate("location.hash = '#/'")
    page.click(".records-link")
    page.wait_for_selector(".record-total")
    assert page.inner_text(".record-total").startswith("2 played")
    assert page.locator(".record-games .replay-link").count() == 1
    # exported with the saved games by Home's Export games, and read back by
    # Import (both by taps)
    page.evaluate("location.hash = '#/'")
    with page.expect_download() as dl:
        page.click(".export-all-btn")
    path = dl.value.path()
    entries = json.loads(open(path, encoding="utf-8").read())
    rows = [e for e in entries if e.get("hotseat") == "records"]
    assert len(rows) == 1 and len(rows[0]["records"]) == 2
    page.evaluate("hotseat.clearRecords()")
    page.set_input_files("#import-file", path)
    wait_until(lambda: len(page.evaluate("hotseat.records()")) == 2)
    page.click(".records-link")
    page.wait_for_selector(".record-total")
    assert page.inner_text(".record-total").startswith("2 played")
    assert json.dumps(page.evaluate("hotseat.records()"))  # plain JSON
    # cleared by the player, by taps
    page.click(".record-clear")
    page.locator("dialog .btn-danger").last.click()
    wait_until(lambda: page.evaluate("hotseat.records()") == [])
