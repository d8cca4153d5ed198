"""Sanguosha's answer buttons read what the engine's log labels say (issue #27:
one table of action labels, actiontext.ACTION_TEXT, published by rules_page()):
view.js's actionText of every kind of legal action met in a few CPython games
is describe()'s text with the seats' names, in both languages; a pass reads its
question's label, as the engine's actiontext.key chooses it."""

from __future__ import annotations

import re

import pytest

import sgs_scenarios as S
from hotseat.games.sanguosha import actiontext
from hotseat.games.sanguosha.actiontext import ACTION_TEXT
from hotseat.games.sanguosha.rules import describe
from sanguosha_helpers import legal_lists
from test_ui_sanguosha_table import open_record
from ui_helpers import LINES_JS

NAMES = ["Ann", "Bo", "Cy", "Di", "Ed", "Fay", "Gus"]

ACTION_TEXTS = """async ([actions, names, lang]) => {
  const i18n = await import("./i18n.js");
  const view = await import("./sanguosha/view.js");
  const was = i18n.lang();
  i18n.setLang(lang);
  try {
    return actions.map(([a, kind]) => view.actionText(a, kind ? { kind } : null, names));
  } finally {
    i18n.setLang(was);
  }
}"""


def sample() -> list[tuple[dict, str | None]]:
    """Up to three actions of each label met in a few games (a use with two
    targets among them), each with the kind of the question it answers."""
    seen: dict[str, list] = {}
    games = [(4 + seed % 4, seed, {"generals": seed != 3, "auto_pass": False}) for seed in range(1, 5)]
    for _m, _seat, legal, kind in legal_lists(games, 500):
        for a in legal:
            got = seen.setdefault(actiontext.key(a, kind), [])
            if len(got) < 3 or (len(a.get("targets", [])) > 1 and len(got) < 4):
                got.append((a, kind))
    return [x for got in seen.values() for x in got]


def test_the_buttons_read_the_engines_labels(page):
    actions = sample()
    assert len({actiontext.key(a, k) for a, k in actions}) >= 15
    assert any(len(a.get("targets", [])) > 1 for a, _ in actions)
    for lang in ("ja", "en"):
        shown = page.evaluate(ACTION_TEXTS, [actions, NAMES, lang])
        for (a, kind), text in zip(actions, shown):
            if a["type"] == "pass":
                want = ACTION_TEXT["labels"][actiontext.key(a, kind)][lang]
            else:
                want = re.sub(r"\{seat:(\d+)\}", lambda m: NAMES[int(m.group(1))], describe(a)[lang])
            assert text == want, (a, kind, lang)


def _own_scroll(m):
    q = S.asked(m)
    return q and q["kind"] == "nullify" and q["depth"] == 1 and q["event"].get("user") == q["seat"] \
        and q["event"]["name"] != "nullification"


def _own_scroll_cancelled(m):
    q = S.asked(m)
    return q and q["kind"] == "nullify" and q["depth"] == 2 and q["chain"][0].get("user") == q["seat"] \
        and q["event"]["user"] != q["seat"]


def _hujia_to_the_attacker(m):
    q = S.asked(m)
    return q and q["kind"] == "proxy" and q.get("src") == q["seat"]


# The prompt to a player asked about their own card: (predicate, players,
# options, the texts in en and ja, with P{n} the seats' names).
OWN = {
    "nullify": (_own_scroll, S.BEGINNER),
    "hujia": (_hujia_to_the_attacker, {}),
    "cancelled": (_own_scroll_cancelled, S.BEGINNER),
}
WANT = {
    "nullify": {"en": "You use your own Ex Nihilo ♥J on yourself. Cancel it with a Nullification?",
                "ja": "自分に使ったのはあなた自身の無中生有 ♥Jです。明察秋毫で打ち消しますか？"},
    "hujia": {"en": "P5 asks for a Dodge (Royal Escort) against your own Slash. Play one for them?",
              "ja": "P5があなた自身の殺に対して閃を求めています（護駕）。代わりに出しますか？"},
    "cancelled": {"en": "P3's Nullification would cancel your own Duel ♦A on P5. Cancel that with another?",
                  "ja": "P3の明察秋毫が、P5へのあなた自身の決闘 ♦Aを打ち消そうとしています。さらに打ち消しますか？"},
}


@pytest.mark.parametrize("case", sorted(OWN))
def test_a_prompt_about_your_own_card_says_it_is_yours(page, case):
    """明察秋毫 on a scroll you used yourself, and 護駕 asking the attacker
    for a 閃 against his own 殺: the prompt said neither was theirs."""
    pred, opts = OWN[case]
    seed, actions, m = S.find(5, pred, opts)
    me = m.state["ask"]["seat"]
    gid = open_record(page, S.record(5, seed, actions, opts), [me])
    got = {}
    for lang in ("en", "ja"):
        if page.evaluate("document.documentElement.lang") != lang:
            page.click(".btn-lang")
            page.wait_for_function("(l) => document.documentElement.lang === l", arg=lang)
        page.wait_for_selector(".sgs.is-acting .sgs-question")
        got[lang] = page.inner_text(".sgs-question")
    assert got == WANT[case]


# What each question looks like to the rest of the table (the public view of
# the ask, as CPython games gave them): who is asked, and about whom.
PUBLIC_ASKS = [
    {"seat": 0, "kind": "pick", "target": 4, "why": "dismantlement"},
    {"seat": 2, "kind": "collateral", "user": 1, "victim": 4},
    {"seat": 3, "kind": "swords_victim", "user": 0},
    {"seat": 2, "kind": "liuli", "user": 1, "targets": [2]},
    {"seat": 4, "kind": "ganglie", "user": 0},
    {"seat": 1, "kind": "suit", "user": 0},
    {"seat": 3, "kind": "guicai", "judge": 4, "card": "snatch-D3", "why": "indulgence"},
    {"seat": 0, "kind": "proxy", "lord": 4, "need": "dodge", "skill": "hujia", "src": 0, "why": "slash"},
    {"seat": 3, "kind": "cost", "skill": "lijian", "count": 1, "zone": "any"},
    {"seat": 4, "kind": "blade", "target": 0},
    {"seat": 1, "kind": "axe", "target": 3},
    {"seat": 1, "kind": "ice", "target": 0},
    {"seat": 2, "kind": "kylin", "target": 3},
    {"seat": 0, "kind": "swords", "target": 3},
    {"seat": 1, "kind": "grace"},
    {"seat": 2, "kind": "yiji"},
    {"seat": 0, "kind": "zhiheng"},
    {"seat": 0, "kind": "guanxing"},
    {"seat": 0, "kind": "order"},
]
WAITING_TEXTS = """async ([asks, names, lang]) => {
  const i18n = await import("./i18n.js");
  const view = await import("./sanguosha/view.js");
  i18n.register(view.strings);  // as the app does when it loads the game
  const was = i18n.lang();
  i18n.setLang(lang);
  try { return asks.map((q) => view.waitingText(q, names)); } finally { i18n.setLang(was); }
}"""


def test_the_waiting_line_says_what_another_player_is_asked(page):
    """Watching a bot (or the other human) choose which of your cards a
    取壊し takes, the table said 'Waiting for Di: an answer' /
    'Diの応答待ち：応答': every question now says what, and about whom."""
    for lang, vague in (("en", "an answer"), ("ja", "応答")):
        shown = page.evaluate(WAITING_TEXTS, [PUBLIC_ASKS, NAMES, lang])
        for q, text in zip(PUBLIC_ASKS, shown):
            assert not text.endswith(vague), (q, text)
            for key in ("seat", "target", "user", "victim", "lord", "judge"):
                if key in q and not (key == "user" and q["kind"] == "liuli" and q["user"] == q["seat"]):
                    assert NAMES[q[key]] in text, (q, key, text)
    assert page.evaluate(WAITING_TEXTS, [PUBLIC_ASKS[:1], NAMES, "en"]) == ["Waiting for Ann: one of Ed's cards (Dismantlement)"]
    assert page.evaluate(WAITING_TEXTS, [PUBLIC_ASKS[:1], NAMES, "ja"]) == ["Ann：Edの札を1枚選ぶ（取壊し）"]


def test_the_waiting_line_keeps_to_two_lines_in_a_phones_centre(page):
    """Waiting for a bot's play phase, the centre's line (a column some 150 px
    wide on a phone) takes two lines in Japanese: 'プレイヤー2：札出し段階'."""
    def bots_play(m):
        q = S.asked(m)
        return q and q["kind"] == "play" and q["seat"] != 0 and m.state["turn"] >= 2
    seed, actions, m = S.find(5, bots_play, S.BEGINNER)
    page.set_viewport_size({"width": 412, "height": 915})
    try:
        if page.evaluate("document.documentElement.lang") != "ja":
            page.click(".btn-lang")
        seats = [{"name": f"プレイヤー{s + 1}", "bot": s != 0} for s in range(5)]
        gid = page.evaluate("([r, s]) => window.hotseat.importRecord(r, {seats: s})", [S.record(5, seed, actions, S.BEGINNER), seats])
        page.evaluate("(id) => { localStorage.setItem('hotseat.botDelay', '60000'); location.hash = '#/play/' + id; }", gid)
        page.wait_for_selector(".ring-center .sgs-waiting")
        assert page.inner_text(".ring-center .sgs-waiting") == f"プレイヤー{m.state['ask']['seat'] + 1}：札出し段階"
        assert page.eval_on_selector(".ring-center .sgs-waiting", LINES_JS) <= 2
    finally:
        page.set_viewport_size({"width": 1024, "height": 768})


QUESTION_TEXT = """async ([ask, names, seat, lang]) => {
  const i18n = await import("./i18n.js");
  const view = await import("./sanguosha/view.js");
  i18n.register(view.strings);  // as the app does when it loads the game
  const was = i18n.lang();
  i18n.setLang(lang);
  try { return view.questionText(ask, names, seat); } finally { i18n.setLang(was); }
}"""


def test_unyielding_is_named_as_its_owners_in_japanese(page):
    """剛烈 asks the one who hurt 夏侯惇 to discard or take damage; the
    Japanese said '{夏侯惇}への剛烈' (剛烈 aimed at him), the English 'Ann's'."""
    ask = {"seat": 4, "kind": "ganglie", "user": 0}
    assert page.evaluate(QUESTION_TEXT, [ask, NAMES, 4, "ja"]) == "Annの剛烈：手札を2枚捨てるか、1点のダメージを受けてください。"
    assert page.evaluate(QUESTION_TEXT, [ask, NAMES, 4, "en"]) == "Ann's Unyielding: discard two hand cards, or take 1 damage."
