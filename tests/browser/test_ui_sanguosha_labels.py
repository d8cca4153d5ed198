"""Sanguosha's answer buttons read what the engine's log labels say (issue #27:
one table of action labels, actiontext.ACTION_TEXT, published by rules_page()):
view.js's actionText of every kind of legal action met in a few CPython games
is describe()'s text with the seats' names, in both languages; a pass reads its
question's label, as the engine's actiontext.key chooses it."""

from __future__ import annotations

import re

from hotseat.games.sanguosha import actiontext
from hotseat.games.sanguosha.actiontext import ACTION_TEXT
from hotseat.games.sanguosha.rules import describe
from sanguosha_helpers import legal_lists

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
