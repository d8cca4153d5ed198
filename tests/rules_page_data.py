"""The generated DATA block of a game's in-app rules page (web/<game>/rules.js).

A rules page is drawn without the engine, so it keeps a copy of the numbers and
names it shows, between ``// BEGIN DATA (generated)`` and ``// END DATA``. Each
game's ``tests/test_<game>_rules_page.py`` checks the copy equals the engine's
``rules_page()`` and rewrites it with ``--write``.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

BEGIN, END = "// BEGIN DATA (generated)\n", "// END DATA\n"
BLOCK = re.compile(re.escape(BEGIN) + r"const DATA = (.*?);\n" + re.escape(END), re.S)


def read(path: Path) -> dict:
    """The DATA object written in ``path``."""
    found = BLOCK.search(path.read_text("utf-8"))
    assert found, f"{path.name} has no DATA block"
    return json.loads(found.group(1))


def render(page: dict) -> str:
    lines = [f"  {json.dumps(k)}: {json.dumps(v, ensure_ascii=False)}" for k, v in page.items()]
    return "const DATA = {\n" + ",\n".join(lines) + "\n};\n"


def write(path: Path, page: dict) -> None:
    """Replace the DATA block in ``path`` by ``page``."""
    text = path.read_text("utf-8")
    start, end = text.index(BEGIN) + len(BEGIN), text.index(END)
    path.write_text(text[:start] + render(page) + text[end:], "utf-8")
