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
from hotseat.games.sanguosha import rules, rulings  # noqa: E402

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


# --- what a player reads (issue #30, items 10 and 13) -----------------------------------------

CJK = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]+")
VIEW_JS = ROOT / "web" / "sanguosha" / "view.js"
CITED = ("§", "notes", "seed", "docs/", "JP-H", "FreeKill", "本アプリ", "(ours")


def test_rulings_cite_no_file_and_docs_keep_each_source():
    """The player's page cites none of our files; docs/rules/sanguosha.md keeps
    each ruling's source on the ruling's own line."""
    doc = DOC.read_text("utf-8").splitlines()
    for r in rulings.RULINGS:
        for lang in ("en", "ja"):
            assert not [c for c in CITED if c in r[lang]], (r["id"], lang, r[lang])
        assert r["source"], r["id"]
        line = [x for x in doc if x.startswith(f"- `{r['id']}` — ")]
        assert len(line) == 1 and f"Source: {r['source']}." in line[0], r["id"]


def _names_first(text: str) -> list[str]:
    """Where ``text`` names a card, general or skill other than as "English
    (漢字)", or nests brackets: the faults, empty when it reads right."""
    named = {x["ja"]: x["en"] for key in ("cards", "generals", "skills")
             for x in rules.rules_page()[key].values()}
    faults = []
    for m in CJK.finditer(text):
        en = named.get(m.group())
        if not (en and text[:m.start()].endswith(f"{en} (") and text[m.end():m.end() + 1] == ")"):
            faults.append(m.group())
    depth = 0
    for ch in text:
        depth += (ch == "(") - (ch == ")")
        if depth > 1 and ch == "(":
            faults.append("((")
    return faults + re.findall(r"\{\w*\}?", text)


def test_english_rulings_name_things_in_english_first():
    texts = [r["en"] for r in rules.rules_page()["rulings"]]
    assert all(_names_first(t) == [] for t in texts), [(t, _names_first(t)) for t in texts if _names_first(t)]
    assert sum("Nullification (明察秋毫)" in t for t in texts) > 5


def test_the_names_check_can_fail():
    assert _names_first("明察秋毫 cancels it") == ["明察秋毫"]
    assert _names_first("Slash (閃)") == ["閃"]
    assert _names_first("(with Slash (殺))") == ["(("]
    assert _names_first("a {slash}") == ["{slash}"]
    assert _names_first("Slash (殺) and Dodge (閃)") == []


def _japanese_texts() -> list[str]:
    """Every Japanese text of the rules page and the table: the page's data,
    the prose rules.js writes, and the table's strings in view.js."""
    out = []

    def walk(x, ja=False):
        if isinstance(x, dict):
            for k, v in x.items():
                walk(v, ja or k == "ja")
        elif isinstance(x, list):
            for v in x:
                walk(v, ja)
        elif isinstance(x, str) and ja:
            out.append(x)
    walk(rules.rules_page())
    code = _code()
    body = code[code.index("const TEXT = {"):code.index("const attrs =")]
    out += _prose(body[body.index("  ja: {"):]).splitlines()
    view = VIEW_JS.read_text("utf-8")
    strings = view[view.index("export const strings = {"):]
    strings = strings[strings.index("\n  ja: {"):strings.index("\n};")]
    out += re.findall(r'"((?:[^"\\]|\\.)*)"', strings)
    return out


def _term_faults(texts: list[str]) -> list[str]:
    """Japanese texts that name a skill otherwise than 技能 (the seed's word;
    技 only in its keywords 強制技 and 主公技), use 鎖定技, or ASCII brackets."""
    return [t for t in texts if "鎖定技" in t or re.search(r"(?<!強制|主公)技(?!能)", t) or re.search(r"[()]", t)]


def test_japanese_terms_are_one_word_for_one_thing_in_full_width_brackets():
    texts = _japanese_texts()
    assert len(texts) > 300 and any("強制技" in t for t in texts)
    assert _term_faults(texts) == []


def test_the_terms_check_can_fail():
    assert _term_faults(["複数の技が", "強制技（鎖定技）", "武将技能(原文)", "強制技と主公技の技能"]) == [
        "複数の技が", "強制技（鎖定技）", "武将技能(原文)"]


if __name__ == "__main__" and "--write" in sys.argv:
    rules_page_data.write(RULES_JS, rules.rules_page())
