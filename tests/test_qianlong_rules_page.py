"""Qianlong's numbers and names live in data.py alone: the table (web/qianlong/
view.js) draws them from the engine's view, and the rules page (web/qianlong/
rules.js, drawn without the engine) from a DATA block that must equal the
engine's ``rules_page()``. Changing a default in data.py therefore changes the
table by itself and fails here until rules.js is regenerated:

    python3 tests/test_qianlong_rules_page.py --write
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "pylib"))

from hotseat import engine  # noqa: E402
import rules_page_data  # noqa: E402
from hotseat.games.qianlong import data, rules  # noqa: E402

RULES_JS = ROOT / "web" / "qianlong" / "rules.js"
VIEW_JS = ROOT / "web" / "qianlong" / "view.js"
def test_rules_page_data_is_the_engines():
    assert rules_page_data.read(RULES_JS) == rules.rules_page()


def test_rules_page_data_follows_data_py(monkeypatch):
    # A changed default changes what the page must show (so the test above fails).
    page = rules.rules_page()
    monkeypatch.setitem(data.DEFAULTS, "bedroom", 14)
    monkeypatch.setitem(data.DEFAULTS, "attack", "mild")
    monkeypatch.setattr(data, "WIN_POINTS", 5)
    other = rules.rules_page()
    assert other["bedroom"] == 14 and other["tea_square"] == 7 and other["win_points"] == 5
    assert other["scheme_cards"] != page["scheme_cards"]
    assert other != page


def test_rules_page_data_covers_the_game():
    page = rules.rules_page()
    assert page["bedroom"] == data.DEFAULTS["bedroom"] and page["tokens"] == data.DEFAULTS["tokens"]
    assert [s["kind"] for s in page["palace"]] == data.palace(data.DEFAULTS)
    assert page["icons"][8]["kind"] == data.DEFAULTS["card9"]
    assert [c["text"] for c in page["scheme_cards"]] == [data.scheme_text(c, data.DEFAULTS) for c in data.SCHEMES]
    v = engine.new_game("qianlong", players=2, seed=1).view(None)
    assert (page["bedroom"], page["tea_square"], page["win_points"]) == (v["bedroom"], v["tea_square"], v["win_points"])
    assert [s["kind"] for s in page["palace"]] == v["palace"]


def _sections_source() -> str:
    text = RULES_JS.read_text("utf-8")
    src = text[text.index("function sections("):text.index("export function rulesHTML")]
    # What is interpolated comes from DATA (or the language); drop it.
    while "${" in src:
        src = re.sub(r"\$\{[^{}]*\}", "", src)
        src = re.sub(r"\$\{[^{}]*\{[^{}]*\}[^{}]*\}", "", src)
    return src


def test_rules_text_writes_no_number_of_its_own():
    """The prose takes every game number from DATA: apart from the year, the
    grid's shape, the player count and "one" (one eunuch per card, one point
    on 茶休憩...), no digit is written in the text itself."""
    src = _sections_source()
    src = re.sub(r"</?h2>", "", src)
    for fixed in ("2012", "3×3", "2人", "For 2 players", "2周目"):
        src = src.replace(fixed, "")
    src = src.replace('"consort3_or_draw2"', "")  # a square kind's id, not a number
    stray = re.findall(r".{0,20}[2-9].{0,20}|.{0,20}[0-9]{2,}.{0,20}", src)
    assert not stray, stray


def test_view_js_copies_no_names():
    """The table draws the cards', squares' and 強 sides' names from the
    engine's view (``labels``), the bribe from ``bribe`` and the points to win
    from ``win_points``: view.js holds no copy of data.py's names."""
    src = VIEW_JS.read_text("utf-8")
    for table in (data.ICON_SHORT, data.STRONG_TEXT, data.SQUARE_SHORT, data.REWARD_NAMES, data.ICON_HELP):
        for names in table.values():
            # No copied {ja, en} pair, and no copied name with a number in it.
            assert 'ja: "%s", en: "%s"' % (names["ja"], names["en"]) not in src, names
            for lang in ("ja", "en"):
                if re.search(r"[0-9]", names[lang]):
                    assert json.dumps(names[lang], ensure_ascii=False) not in src, names[lang]
    v = engine.new_game("qianlong", players=2, seed=1).view(None)
    labels = v["labels"]
    for kinds in data.RANGES["card9"], list(data.ICONS.values()):
        for k in kinds:
            assert labels["icons"][k]["ja"] and labels["icons"][k]["en"]
    for layout in data.PALACE_LAYOUTS.values():
        for k in layout:
            assert labels["squares"][k]["ja"] and labels["squares"][k]["en"]
    assert v["bribe"] == data.BRIBE


if __name__ == "__main__":  # pragma: no cover
    if sys.argv[1:] == ["--write"]:
        rules_page_data.write(RULES_JS, rules.rules_page())
    else:
        sys.exit("usage: python3 tests/test_qianlong_rules_page.py --write")


def test_rules_page_cites_no_file_of_ours():
    """The players' page cannot open the repository: it names no file of
    ours (docs/rules/qianlong.md, the research notes) as where to read on."""
    src = _sections_source()
    for cite in ("docs/", ".md", ".py", "§", "research notes", "研究ノート", "specification", "仕様"):
        assert cite not in src, cite
