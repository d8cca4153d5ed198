"""Sanguosha's rules page and skill tags as new players found them (issue #30,
items 10–13), in headless Chromium: the English page names cards, generals
and skills in English with the kanji beside them and cites none of our files;
"Playing on this table" is there in both languages, with its pictures and the
table's own button labels; the source marks are small letters with their
label in a title, explained by a folded legend; the Japanese page uses
full-width brackets; a lord skill of a general who is not the lord is drawn
dimmed with the reason, on the table and on the draft's general card.

Fixtures: tests/browser/conftest.py; DRAW draws a real view in a detached
element (test_ui_sanguosha_newplayers.py)."""

from __future__ import annotations

import re

from hotseat.games.sanguosha.rules import rules_page
from test_ui_sanguosha_newplayers import DRAW, NAMES
from ui_helpers import LINES_JS, go, pview

CJK = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]+")


def _rules(page, lang):
    if page.evaluate("document.documentElement.lang") != lang:
        page.click(".btn-lang")
        page.wait_for_function("(l) => document.documentElement.lang === l", arg=lang)
    go(page, "/rules/sanguosha")
    page.wait_for_selector(f"article.rules[lang='{lang}'] .decision")


def test_english_names_come_first_and_no_file_is_cited(page):
    go(page, "/")
    page.wait_for_selector(".btn-lang")
    _rules(page, "en")
    rulings = page.eval_on_selector_all("article.rules li.decision", "es => es.map(e => e.textContent)")
    assert len(rulings) == len(rules_page()["rulings"])
    for text in rulings:
        # every kanji run stands in brackets right after an English name
        for m in CJK.finditer(text):
            assert text[m.start() - 1] == "(" and text[m.end()] == ")", text
            assert re.search(r"[A-Za-z]\s\($", text[:m.start()]), text
    joined = " ".join(rulings)
    assert "Nullification (明察秋毫)" in joined and "Lightning (雷電)" in joined and "Demonic Talent (鬼才)" in joined
    for lang in ("en", "ja"):
        _rules(page, lang)
        text = page.inner_text("article.rules")
        for cited in ("§", "notes", "seed", "docs/", "JP-H", "本アプリの裁定"):
            assert cited not in text, (lang, cited)
    # Japanese: full-width brackets only
    assert "(" not in text and ")" not in text


def test_playing_on_this_table_in_both_languages(page):
    go(page, "/")
    page.wait_for_selector(".btn-lang")
    page.set_viewport_size({"width": 412, "height": 915})
    try:
        for lang, title in (("en", "Playing on this table"), ("ja", "この卓の遊び方")):
            _rules(page, lang)
            sec = page.locator("article.rules .sgs-howto")
            assert sec.locator("h3").first.inner_text() == title
            # the section opens the page, before the rules
            assert page.evaluate("document.querySelector('article.rules h3').closest('.sgs-howto') !== null")
            assert sec.locator(".sgs-steps li svg").count() == 3
            assert sec.locator(".sgs-marks li svg").count() == 7
            widths = sec.locator("svg").evaluate_all("es => es.map(e => e.getBoundingClientRect().width)")
            assert all(w >= 50 for w in widths), widths  # legible on a phone
            assert page.evaluate("document.documentElement.scrollWidth") <= 412
            # the buttons it names are the table's own words
            labels = page.evaluate("""async () => { const i18n = await import("./i18n.js");
                const view = await import("./sanguosha/view.js"); i18n.register(view.strings);
                return ["undo", "log", "sgs.hint", "sgs.confirm", "sgs.cancel"].map((k) => i18n.t(k)); }""")
            words = sec.inner_text()
            assert all(f"{'「' if lang == 'ja' else '“'}{w}" in words for w in labels), (labels, words)
    finally:
        page.set_viewport_size({"width": 1024, "height": 768})


def test_source_marks_are_small_letters_with_a_legend(page):
    go(page, "/")
    page.wait_for_selector(".btn-lang")
    for lang in ("en", "ja"):
        _rules(page, lang)
        marks = page.eval_on_selector_all("article.rules :is(.original, .decision) > .tag-src", """es => es.map(e => {
            const p = parseFloat(getComputedStyle(e.parentElement).fontSize);
            return { text: e.textContent, title: e.title, size: parseFloat(getComputedStyle(e).fontSize) / p,
                     weight: Number(getComputedStyle(e).fontWeight), float: getComputedStyle(e).float }; })""")
        # every marked paragraph keeps its class and its mark (rulings are marked by their colour)
        assert len(marks) == page.locator("article.rules :is(p, div):is(.original, .decision)").count() > 10
        assert all(len(m["text"]) == 1 and m["title"] and m["size"] < 0.8 and m["weight"] < 600
                   and m["float"] == "right" for m in marks), marks
        paras = page.eval_on_selector_all("article.rules p.original, article.rules p.decision",
                                          "es => es.map(e => e.innerText)")
        assert not any(p.startswith(("Seed", "Rulebook", "Ours", "基本ルール", "ルールブック", "Hotseat")) for p in paras)
        # the legend is folded; a tap opens it, naming the three marks in full
        legend = page.locator("article.rules details.src-legend")
        assert legend.evaluate("d => d.open") is False
        legend.locator("summary").click()
        assert legend.locator("li").count() == 3
        assert {m["title"] for m in marks} <= set(legend.locator("li b").all_inner_texts())
        # the shared legend of the other games' marks is not shown above this one
        assert not page.locator(".rules-legend").is_visible()


# Draw ``state`` in ``lang``, tap the dimmed skill, then the viewer's own
# seat: the note's title and the seat's details' skill list.
TAPPED = """async ([state, lang]) => {
  const i18n = await import("./i18n.js");
  const view = await (await import("./games.js")).loadGame("sanguosha");
  const was = i18n.lang();
  i18n.setLang(lang);
  const el = document.createElement("div");
  document.body.append(el);
  try {
    const v = view.mount(el, { act: async () => true, check: async () => null, hint: null, names: state.names });
    v.render({ events: [], bots: [], ...state });
    el.querySelector(".sgs-skill.is-off").click();
    await new Promise((r) => setTimeout(r, 50));
    const note = el.querySelector(".sgs-note strong").textContent;
    el.querySelector(".sgs-me .me-name").click();
    await new Promise((r) => setTimeout(r, 50));
    const dialog = [...document.querySelectorAll("dialog[open]")].pop();
    const info = dialog.querySelector(".sgs-skilllist").textContent;
    dialog.querySelector(".dialog-head button").click();
    return { note, info };
  } finally {
    el.remove();
    i18n.setLang(was);
  }
}"""


def _a_view(page):
    gid = page.evaluate("() => window.hotseat.newGame({game: 'sanguosha', players: 4, seed: 11, options: {}, "
                        "seats: [0, 1, 2, 3].map((i) => ({name: 'B' + i, bot: true}))})")
    return gid, pview(page, gid, None)


def test_a_lord_skill_of_a_non_lord_is_shown_inactive(page):
    gid, public = _a_view(page)
    lord = public["roles"].index("lord")
    me = (lord + 1) % 4
    v = pview(page, gid, me)
    assert v["roles"][me] != "lord" and v["draft"]
    # the draft: 曹操 offered to a player who is not the lord
    offers = [{"type": "general", "general": g} for g in ("caocao", "simayi")]
    state = {"view": dict(v, draft=dict(v["draft"], stage="others")), "seat": me, "acting": True, "legal": offers,
             "names": NAMES}
    for lang, why in (("en", "inactive: not the Lord"), ("ja", "主公でないため無効")):
        got = page.evaluate(DRAW, [state, lang, {"off": ".gc-tag.is-off", "tags": ".gc-tag"}])
        assert [t["text"] for t in got["off"]] == [f"{'Royal Escort' if lang == 'en' else '護駕'}"
                                                   f"{' (' if lang == 'en' else '（'}{why}{')' if lang == 'en' else '）'}"]
        assert len(got["tags"]) == 4
    # the table: 曹操 at a seat that is not the lord's, and at the lord's
    generals = list(v["generals"])
    generals[me] = "caocao"
    table = dict(v, draft=None, generals=generals, hp=[4] * 4, max_hp=[4] * 4)
    for lang, why in (("en", "inactive: not the Lord"), ("ja", "主公でないため無効")):
        got = page.evaluate(DRAW, [{"view": table, "seat": me, "acting": False, "legal": [], "names": NAMES}, lang,
                                   {"off": ".sgs-skill.is-off", "skills": ".sgs-skill"}])
        assert len(got["skills"]) == 2 and len(got["off"]) == 1 and got["off"][0]["text"].endswith(why), got
        assert got["off"][0]["h"] >= 44
    # tapped, it opens its text with the reason in the title; the seat's details say it too
    got = page.evaluate(TAPPED, [{"view": table, "seat": me, "acting": False, "legal": [], "names": NAMES}, "ja"])
    assert got["note"] == "護駕（主公技・主公でないため無効）", got
    assert "（主公でないため無効）" in got["info"] and "(" not in got["info"], got
    roles = list(table["roles"])
    roles[me], roles[lord] = "lord", roles[me]
    got = page.evaluate(DRAW, [{"view": dict(table, roles=roles), "seat": me, "acting": False, "legal": [],
                                "names": NAMES}, "en", {"off": ".sgs-skill.is-off, .gc-tag.is-off", "skills": ".sgs-skill"}])
    assert len(got["skills"]) == 2 and got["off"] == []


def test_the_roles_table_keeps_its_words_whole_on_a_phone(page):
    """The roles-by-player-count table at 412 px: no header or number is
    broken across lines ("Loyalis/t", 「役/割」), in either language."""
    page.set_viewport_size({"width": 412, "height": 915})
    go(page, "/")
    page.wait_for_selector(".btn-lang")
    for lang in ("en", "ja"):
        _rules(page, lang)
        broken = page.eval_on_selector(".rules .sgs-splits", """t => {
            const lines = """ + LINES_JS + """;
            return [...t.querySelectorAll("th, td")].filter((e) => lines(e) > 1).map((e) => e.textContent); }""")
        assert broken == [], (lang, broken)
        assert page.evaluate("document.scrollingElement.scrollWidth <= innerWidth")
