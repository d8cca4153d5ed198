"""The Sanguosha rules page and table (web/sanguosha/) carry a copy of the
engine's ``rules_page()`` (card and role names, splits, rulings): it must be
the engine's. Regenerate with ``python3 tests/test_sanguosha_rules_page.py --write``."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "pylib"))
sys.path.insert(0, str(ROOT / "tests"))

import rules_page_data  # noqa: E402
from hotseat.games.sanguosha import rules  # noqa: E402

RULES_JS = ROOT / "web" / "sanguosha" / "rules.js"
DOC = ROOT / "docs" / "rules" / "sanguosha.md"


def test_rules_page_data_is_the_engines():
    assert rules_page_data.read(RULES_JS) == rules.rules_page()


def test_docs_list_every_ruling():
    text = DOC.read_text("utf-8")
    for r in rules.rules_page()["rulings"]:
        assert f"`{r['id']}`" in text, r["id"]


if __name__ == "__main__" and "--write" in sys.argv:
    rules_page_data.write(RULES_JS, rules.rules_page())
