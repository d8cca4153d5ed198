"""The Sanguosha rules page and table (web/sanguosha/) carry a copy of the
engine's ``rules_page()`` (card and role names, splits, rulings): it must be
the engine's. Regenerate with ``python3 tests/test_sanguosha_rules_page.py --write``."""

from __future__ import annotations

import re
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


# --- the page's data is complete ----------------------------------------------------------

def test_page_data_gives_every_text_the_page_shows():
    page = rules.rules_page()
    langs = ("ja", "en")
    for k, c in page["cards"].items():
        assert all(page["card_text"][k][l] for l in langs), k
        assert all(c[l] for l in langs), k
        assert (c["range"] is not None) == (c["slot"] == "weapon"), k
    assert set(page["card_text"]) == set(page["cards"])
    assert set(page["role_text"]) == set(page["roles"])
    assert all(page["role_text"][r][l] for r in page["roles"] for l in langs)
    for g in page["generals"].values():
        assert g["kingdom"] in page["kingdoms"] and g["gender"] in page["genders"], g["en"]
        assert g["skills"], g["en"]
        for k in g["skills"]:
            assert all(page["skills"][k]["text"][l] and page["skills"][k][l] for l in langs), k
    players = range(rules.Sanguosha.min_players, rules.Sanguosha.max_players + 1)
    for key in ("splits", "offer", "lord_bonus"):
        assert sorted(map(int, page[key])) == list(players), key
    assert all(len(c) == len(page["roles"]) for c in page["splits"].values())
    for ch in page["role_choices"]:
        assert all(len(c) == len(page["roles"]) for c in ch["splits"].values()), ch["id"]
    assert set(page["options"]) == {o["id"] for o in rules.OPTIONS}
    assert set(page["lords"]) <= set(page["generals"])
    assert page["lord_offer"] > len(page["lords"])


def test_measured_numbers_are_what_a_game_does():
    """The draft's and the turn's numbers in the page are the engine's: a
    generals game at every size offers what the page says and gives the lord
    the extra max HP it says; a beginner lord has drawn what it says."""
    page = rules.rules_page()
    game = rules.Sanguosha()
    opts = {o["id"]: o["default"] for o in rules.OPTIONS}
    for n in (4, 5, 10):
        s = game.setup(n, 7, opts)
        lord = s["roles"].index("lord")
        offered = s["draft"]["offers"][lord]
        assert len(offered) == page["lord_offer"] and set(page["lords"]) <= set(offered)
        game.apply(s, lord, {"type": "general", "general": offered[0]})
        others = [x for x in range(n) if x != lord]
        assert {len(s["draft"]["offers"][x]) for x in others} == {page["offer"][str(n)]}
        for x in others:
            game.apply(s, x, {"type": "general", "general": s["draft"]["offers"][x][0]})
        assert s["max_hp"][lord] == page["generals"][offered[0]]["hp"] + page["lord_bonus"][str(n)]
    s = game.setup(6, 3, {**opts, "generals": False})
    lord = s["roles"].index("lord")
    assert len(s["hand"][lord]) == page["hand"] + page["draw"]
    assert s["max_hp"][lord] == page["hp"] + page["lord_bonus"]["6"]


# --- the page's text takes its names and numbers from DATA ----------------------------------

def _code() -> str:
    """rules.js without its DATA block and comments."""
    text = RULES_JS.read_text("utf-8")
    text = text[:text.index("// BEGIN DATA")] + text[text.index("// END DATA"):]
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    return re.sub(r"^\s*//.*$", "", text, flags=re.M)


def _prose(code: str) -> str:
    """The text the code writes itself: its string literals, with what is
    interpolated (${...}, from DATA) and HTML heading tags left out."""
    code = "\n".join(line for line in code.splitlines() if not line.startswith("const esc ="))
    while "${" in code:
        code = re.sub(r"\$\{[^{}]*\}", "", code)
        code = re.sub(r"\$\{[^{}]*\{[^{}]*\}[^{}]*\}", "", code)
    strings = re.findall(r'"(?:[^"\\\n]|\\.)*"|\'(?:[^\'\\\n]|\\.)*\'|`(?:[^`\\]|\\.)*`', code)
    return re.sub(r"</?h[2-4]>", "", "\n".join(strings))


def _own_names_and_numbers(prose: str) -> list[str]:
    page = rules.rules_page()
    # the game's own name and the two skill keywords (terms, not data)
    prose = prose.replace("三国殺", "").replace("主公技", "")
    names = [x[l] for key in ("cards", "generals", "skills", "roles", "kingdoms", "genders")
             for x in page[key].values() for l in ("ja", "en")]
    found = [n for n in names if n in prose]
    found += re.findall(r".{0,15}[0-9].{0,15}", prose)
    return found


def test_rules_js_reads_every_key_of_the_page_data():
    """Each thing rules_page() gives is shown: the code outside the DATA block
    reads every key (a new key not shown, or a key the page stops reading, fails)."""
    code = _code()
    for key in rules.rules_page():
        assert re.search(r"\b(?:d|DATA)\.%s\b" % key, code), key


def test_rules_text_writes_no_name_or_number_of_its_own():
    """No card, general, skill, role, kingdom or gender name and no digit in
    the text rules.js writes itself: they all come from DATA."""
    prose = _prose(_code())
    assert "counter-clockwise" in prose and "反時計回り" in prose  # the text is there to check
    assert _own_names_and_numbers(prose) == []


def test_the_check_above_can_fail():
    planted = 'const T = { a: "体力4", b: `use ${x} on 殺`, c: "Slash the Lord" };'
    found = _own_names_and_numbers(_prose(planted))
    assert "殺" in found and "Slash" in found and "Lord" in found
    assert any("体力4" in f for f in found)
    assert _own_names_and_numbers(_prose('const T = { a: `体力${d.hp}` };')) == []


def test_both_languages_have_every_text_and_the_three_marks():
    code = _code()
    body = code[code.index("const TEXT = {"):code.index("const GROUPS")]
    en, ja = body[body.index("  en: {"):body.index("  ja: {")], body[body.index("  ja: {"):]
    keys = [set(re.findall(r"^ {4,6}(\w+):", part, flags=re.M)) for part in (en, ja)]
    assert keys[0] == keys[1] and {"seed", "rulebook", "ours", "legend"} <= keys[0]
    assert set(rules.rules_page()["phases"]) <= keys[0]
    # the legend's three marks, each paragraph class as the app's CSS knows it
    assert re.search(r'CLASS = \{ seed: "original", rulebook: "original rulebook", ours: "decision" \}', code)
    # the browser test counts one <li class="decision"> per ruling: only the rulings use it
    assert code.count('class="decision"') == 1 and "<li class=\"decision\">${esc(r[l]" in code


if __name__ == "__main__" and "--write" in sys.argv:
    rules_page_data.write(RULES_JS, rules.rules_page())
