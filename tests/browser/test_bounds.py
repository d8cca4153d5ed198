"""The page's side of the engine's bounds (issue #12): whatever a script or a
file hands window.hotseat, the answer is a HotseatError naming the bound, the
page stays usable, and an import larger than any record is refused before it
is read."""

from __future__ import annotations

import json
import re
from pathlib import Path

from hotseat import limits

ROOT = Path(__file__).resolve().parents[2]


def refusal(page, js: str) -> dict | None:
    return page.evaluate(f"""async () => {{
        try {{ await ({js}); return null; }}
        catch (e) {{ return {{code: e.code, en: e.en, ja: e.ja,
                             hotseat: e instanceof window.hotseat.HotseatError}}; }}
    }}""")


def test_page_limit_is_the_engines():
    text = (ROOT / "web" / "bridge.js").read_text()
    assert int(re.search(r"const MAX_CALL_CHARS = (\d+);", text).group(1)) == limits.MAX_CALL_CHARS


def test_bridge_refuses_deep_huge_and_odd_input(page):
    gid = page.evaluate("hotseat.newGame({game: 'doudizhu', players: 3, seed: 3})")
    before = page.evaluate(f"hotseat.record('{gid}')")
    cases = {
        # deeper than the page's own JSON.stringify can go
        "let v = 0; for (let i = 0; i < 200000; i++) v = [v]; hotseat.act(ID, 0, v)": "too_deep",
        "let v = {type: 'bid'}; for (let i = 0; i < 50; i++) v = {type: 'bid', v}; hotseat.act(ID, 0, v)": "too_deep",
        "hotseat.act(ID, 1e300, {type: 'pass'})": "bad_number",
        "hotseat.act(ID, 0, {type: 'bid', value: 1.5})": "bad_number",
        "hotseat.act(ID, 0, {type: 'bid', value: NaN})": "bad_seat",  # JSON turns NaN into null
        "hotseat.describe(ID, {type: {}})": "malformed",
        "hotseat.describe(ID, 'play')": "malformed",
        "hotseat.importRecord({...REC, extra: 1})": "bad_record",
        "hotseat.importRecord({...REC, engine_version: true})": "bad_record",
        "hotseat.importRecord({...REC, options: null})": "bad_record",
        "hotseat.importRecord('x'.repeat(MAX + 1))": "too_large",
    }
    for js, code in cases.items():
        body = js.replace("ID", json.dumps(gid)).replace("REC", json.dumps(before)) \
            .replace("MAX", str(limits.MAX_CALL_CHARS))
        if ";" in body:
            *pre, last = body.split("; ")
            expr = f"(async () => {{ {'; '.join(pre)}; return await {last}; }})()"
        else:
            expr = body
        e = refusal(page, expr)
        assert e is not None and e["hotseat"], js
        if code == "bad_seat":
            assert e["code"] in ("bad_seat", "malformed", "not_your_turn"), (js, e)
        else:
            assert e["code"] == code, (js, e)
        assert e["en"] and e["ja"]
    assert page.evaluate(f"hotseat.record('{gid}')") == before
    # the engine still answers, and the game goes on
    seat = page.evaluate(f"hotseat.toAct('{gid}')")[0]
    legal = page.evaluate(f"hotseat.legal('{gid}', {seat})")
    page.evaluate(f"hotseat.act('{gid}', {seat}, {json.dumps(legal[0])})")
    assert len(page.evaluate(f"hotseat.record('{gid}')")["actions"]) == 1


def test_import_of_a_file_larger_than_any_record_is_refused_unread(page, tmp_path):
    page.goto(page.url.split("#")[0] + "#/")
    page.wait_for_selector("#import-file", state="attached")
    big = tmp_path / "big.json"
    big.write_text('{"a": "' + "x" * (limits.MAX_CALL_CHARS + 10) + '"}')
    page.set_input_files("#import-file", str(big))
    msg = page.locator(".import-msg.is-error")
    msg.wait_for()
    assert "MB" in msg.inner_text()
