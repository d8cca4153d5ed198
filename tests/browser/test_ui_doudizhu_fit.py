"""Dou Dizhu as new players found it (issue #30), two small ones (item 26):
a refusal joined to the prompt reads 「…：…」 in Japanese, "…: …" in
English; "Cards left" in a hand's breakdown lists each hand by rank, as the
hand is drawn."""

from __future__ import annotations

from hotseat import engine
from ui_helpers import go_table, wait_until

GAME = "doudizhu"
PHONE = {"width": 412, "height": 915}
RANKS = ["3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A", "2", "BJ", "RJ"]


def rank(card):
    base = card.split("#")[0]
    return base if base in ("BJ", "RJ") else base[:-1]


def set_lang(page, lang):
    page.evaluate("async (l) => { const i = await import('./i18n.js'); if (i.lang() !== l) i.setLang(l); }", lang)


def first_bidder_seed(players):
    for seed in range(1, 500):
        if engine.new_game(GAME, players, seed, {"hands": 1}).view(None)["first_bidder"] == 0:
            return seed
    raise AssertionError("no seed")


def import_game(page, players, seed, actions, bots, hands=1):
    rec = engine.new_game(GAME, players, seed, {"hands": hands}).record()
    rec["actions"] = actions
    return page.evaluate("([r, s]) => window.hotseat.importRecord(r, {seats: s})",
                         [rec, [{"name": "", "bot": b} for b in bots]])


def my_turn(page, gid):
    """Wait for seat 0's next turn, drawn and acting; its view."""
    v = wait_until(lambda: (x := page.evaluate(f"hotseat.view('{gid}', 0)"))["to_act"] == [0]
                   and x["phase"] == "play" and x, timeout=60)
    page.wait_for_selector(f".ddz-table[data-actions='{v['actions']}'] .ddz-me.is-acting .ddz-actions:not(.is-idle)")
    return v


def test_a_refusal_joined_to_the_prompt_reads_as_each_language_writes(page):
    page.set_viewport_size(PHONE)
    seed = first_bidder_seed(3)
    gid = page.evaluate("(a) => window.hotseat.newGame(a)", {
        "game": GAME, "players": 3, "seed": seed, "options": {"hands": 1},
        "seats": [{"name": "", "bot": i > 0} for i in range(3)]})
    go_table(page, gid, delay=20)
    page.wait_for_selector(".ddz-bids:not(.is-idle)")
    page.click(".ddz-bid[data-bid='3']")
    v = my_turn(page, gid)
    hand = [c for c in v["hand"] if rank(c) not in ("BJ", "RJ")]
    a = hand[0]
    b = next(c for c in hand if rank(c) != rank(a))  # two ranks: no combination
    page.click(f".ddz-hand [data-card='{a}']")
    page.click(f".ddz-hand [data-card='{b}']")
    why = page.evaluate(f"hotseat.check('{gid}', 0, {{type: 'play', cards: ['{a}', '{b}']}}).then(() => null, (e) => [e.ja, e.en])")
    assert why
    ja, en = why
    set_lang(page, "en")
    page.click(f".ddz-hand [data-card='{b}']")
    page.click(f".ddz-hand [data-card='{b}']")  # drawn again in English
    wait_until(lambda: page.inner_text(".ddz-selinfo") == f"Not a legal play now: {en}")
    set_lang(page, "ja")
    page.click(f".ddz-hand [data-card='{b}']")
    page.click(f".ddz-hand [data-card='{b}']")
    wait_until(lambda: page.inner_text(".ddz-selinfo") == f"今は出せない組み合わせです：{ja}")
    assert ": " not in page.inner_text(".ddz-selinfo")


# The breakdown of a hand, drawn by the view module as the table draws it.
BREAKDOWN = """async ([id, lang]) => {
  const i18n = await import("./i18n.js");
  const view = await (await import("./games.js")).loadGame("doudizhu");
  i18n.setLang(lang);
  const v = await window.hotseat.view(id, null);
  const el = view.interlude(null, v, { names: ["A", "B", "C"] });
  return { head: [...el.querySelectorAll("thead th")].map((th) => th.textContent),
           rows: [...el.querySelectorAll("tbody tr")].map((tr) =>
             [...tr.querySelectorAll(".left-cards [data-card]")].map((c) => c.dataset.card)) };
}"""


def _hand_over_with_a_set_left():
    """(seed, actions) of a three-player game to the end of its first hand,
    where a hand left holds two or three of a rank above its lowest card (a
    play's order would put them first)."""
    for seed in range(1, 200):
        m = engine.new_game(GAME, 3, seed, {"hands": 2})
        while not m.view(None)["history"]:
            s = m.to_act()[0]
            m.act(s, m.bot_action(s))
        left = m.view(None)["history"][0]["remaining"].values()
        for cards in left:
            ranks = [rank(c) for c in cards]
            low = min(ranks, key=RANKS.index)
            if any(ranks.count(r) >= 2 and r != low for r in ranks):
                return seed, m.record()["actions"]
    raise AssertionError("no seed")


def test_cards_left_are_listed_by_rank(page):
    seed, actions = _hand_over_with_a_set_left()
    gid = import_game(page, 3, seed, actions, [True, True, True], hands=2)
    for lang, head in (("en", "Cards left"), ("ja", "残りの手札")):
        out = page.evaluate(BREAKDOWN, [gid, lang])
        assert head in out["head"]
        shown = [r for r in out["rows"] if r]
        assert shown
        for cards in shown:
            idx = [RANKS.index(rank(c)) for c in cards]
            assert idx == sorted(idx), cards
