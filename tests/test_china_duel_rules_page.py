"""China Duel's numbers and names live in data.py and map.py alone: the table
(web/china_duel/view.js) takes them from the engine's view (``limits``,
``map``), and the rules page (web/china_duel/rules.js, drawn without the
engine) from a DATA block that must equal the engine's ``rules_page()``.
Changing a number in data.py therefore fails here until rules.js is
regenerated:

    python3 tests/test_china_duel_rules_page.py --write
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "pylib"))

from hotseat import engine  # noqa: E402
import rules_page_data  # noqa: E402
from hotseat.games.china_duel import board, data, rules  # noqa: E402
from hotseat.games.china_duel.map import CONNECTIONS, REGIONS  # noqa: E402

RULES_JS = ROOT / "web" / "china_duel" / "rules.js"
def test_rules_page_data_is_the_engines():
    assert rules_page_data.read(RULES_JS) == rules.rules_page()


def test_rules_page_data_follows_data_py(monkeypatch):
    page = rules.rules_page()
    monkeypatch.setattr(data, "MAX_CARDS", 4)
    monkeypatch.setattr(data, "RUNOUTS_TO_END", 3)
    monkeypatch.setattr(data, "FORTRESS_FACTOR", 3)
    monkeypatch.setitem(data.DECK, "red", 12)
    other = rules.rules_page()
    assert other["max_cards"] == 4 and other["limit_name"] == "4-2-1" and other["runouts"] == 3
    assert other["cards"] == page["cards"] + 1
    # the Wei example is scored by the engine: its fortress holder's points follow the factor
    assert other["examples"]["wei"]["points"][1] == page["examples"]["wei"]["points"][1] // 2 * 3
    assert other != page


def test_rules_page_data_covers_the_game():
    page = rules.rules_page()
    assert page["cards"] == sum(data.DECK.values()) and page["connections"] == len(CONNECTIONS)
    assert page["regions"] == len(REGIONS) and page["influence"] == len(data.COLOURS)
    assert page["spaces"] == [min(d["spaces"] for d in REGIONS.values()),
                              max(d["spaces"] for d in REGIONS.values())]
    assert [d["cards"] for d in page["deck"]] == [data.DECK[c] for c in data.COLOURS]
    # the seed's examples, as the engine scores them
    assert page["examples"]["qi"]["points"] == [5, 5, 2]
    assert page["examples"]["wei"]["points"] == [7, 8, 2]
    assert board.house_points([0, 0, 1, 1, 2], [False] * 5) == {0: 5, 1: 5, 2: 2}
    # the same numbers as the table's (view.limits)
    v = engine.new_game("china_duel", players=2, seed=1).view(None)
    assert (page["max_cards"], page["max_pieces"], page["hand"], page["runouts"]) == (
        v["limits"]["cards"], v["limits"]["pieces"], v["limits"]["hand"], v["limits"]["runouts"])
    assert len(v["map"]["connections"]) == page["connections"] and len(v["display"]) == page["display"]


def _text_source() -> str:
    text = RULES_JS.read_text("utf-8")
    src = text[text.index("// END DATA"):text.index("export function rulesHTML")]
    # Comments are not text.
    src = re.sub(r"/\*.*?\*/", "", src, flags=re.S)
    src = re.sub(r"^\s*//.*$", "", src, flags=re.M)
    # What is interpolated comes from DATA (or the language); drop it.
    while "${" in src:
        src = re.sub(r"\$\{[^{}]*\}", "", src)
        src = re.sub(r"\$\{[^{}]*\{[^{}]*\}[^{}]*\}", "", src)
    # the helpers' code (not text): array indices, the ordinal suffixes
    src = re.sub(r"\[\s*0\s*\]|\[\s*1\s*\]", "", src)
    src = src.replace("[11, 12, 13].includes(n % 100)", "").replace("n % 10", "")
    return src


def test_rules_text_writes_no_number_of_its_own():
    """The prose takes every game number from DATA: apart from headings, the
    player count, China's 3-player deck the cards come from, the three ranks
    of house scoring (two players and the Emperor) and "one" (one card, one
    piece, one region), no digit is written in the text itself."""
    src = _text_source()
    src = re.sub(r"</?h[23]>", "", src)
    for fixed in ("2-player", "2人", "3-player", "3人用", "2nd", "3rd", "2位", "3位"):
        src = src.replace(fixed, "")
    stray = re.findall(r".{0,20}[2-9].{0,20}|.{0,20}[0-9]{2,}.{0,20}", src)
    assert not stray, stray


# How the research notes (../shared/rules/notes/china_duel.md §8) tag each
# special card for China Duel: all three are the predecessor's (Kardinal &
# König – Das Duell) and only Card exchange's text is quoted by the seed, so
# the other two are inferred [I].
SPECIAL_MARKS = {"emperor_first": "inferred", "exchange": "original", "two_regions": "inferred"}


def test_special_cards_are_marked_as_the_notes_tag_them():
    """An inferred card is a "decision" item labelled Reconstructed (rec());
    a confirmed one is "original" without the label; in both languages."""
    assert set(SPECIAL_MARKS) == set(data.SPECIALS)
    text = RULES_JS.read_text("utf-8")
    for lang in ("en", "ja"):
        body = text[text.index(f"function {lang}()"):]
        body = body[:body.index("\n}\n")]
        for key, mark in SPECIAL_MARKS.items():
            items = re.findall(r'<li class="(\w+)">(\$\{rec\(l\)\})?<strong>\$\{SP\(l, "%s"\)\}' % key, body)
            assert len(items) == 1, (lang, key, items)
            want = ("decision", "${rec(l)}") if mark == "inferred" else ("original", "")
            assert items[0] == want, (lang, key)


if __name__ == "__main__":  # pragma: no cover
    if sys.argv[1:] == ["--write"]:
        rules_page_data.write(RULES_JS, rules.rules_page())
    else:
        sys.exit("usage: python3 tests/test_china_duel_rules_page.py --write")
