"""Reading a match's whole log in tests, page by page as the table does."""

from __future__ import annotations


def whole_log(m, seat=None) -> list[dict]:
    """Every event ``seat`` may see (None: the public's), oldest first, read
    in pages (``Match.log``) as the log panel reads them."""
    out: list[dict] = []
    while True:
        page = m.log(seat, len(out))
        out += page["events"]
        if len(out) >= page["total"]:
            return out
