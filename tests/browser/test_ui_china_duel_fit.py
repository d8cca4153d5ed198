"""China Duel's table on a tablet and a phone, as a review of a game played by
taps found it: the whole table on one screen of a tablet, the action panel
holding still while the bot plays, each seat's latest act (the Emperor's
placement is the longest) read whole, and the map's names in the reader's
script, clear of each other and of the pieces.

Games are set up through window.hotseat (bots' moves included, to reach the
middle of a game); what is checked is what the UI shows.
"""

from __future__ import annotations

from ui_helpers import pview

import test_ui_china_duel as cd
from test_ui_china_duel_table import SIZES, latest_label, mid_game, set_lang

# Whether an element's text is drawn whole inside it: no overflow, and every
# line of it inside its box.
WHOLE = """(e) => { const b = e.getBoundingClientRect(); const r = document.createRange(); r.selectNodeContents(e);
  const lines = [...r.getClientRects()].filter((x) => x.width > 0);
  return e.scrollWidth <= e.clientWidth + 1 && e.scrollHeight <= e.clientHeight + 1 && lines.length > 0
    && lines.every((x) => x.left >= b.left - 1 && x.right <= b.right + 1 && x.top >= b.top - 1 && x.bottom <= b.bottom + 1); }"""


def test_each_seats_latest_act_is_read_whole(page, site):
    """Each seat's latest act, here both the Emperor's placements (the
    longest: 'Emperor: House · Zhao Space 6 [yellow+yellow]'), is whole in
    its bubble, the bubble inside its seat's panel and the screen's width, at
    the three sizes in both languages (in English it was cut with an
    ellipsis at 1024×768)."""
    gid = mid_game(page, rounds=8)
    v = pview(page, gid)
    latest = v["events"]["latest"]
    assert [latest[s]["kind"] for s in (0, 1)] == ["emperor", "emperor"], "pick a seed where both operated the Emperor last"
    for lang in ("en", "ja"):
        set_lang(page, lang)
        for name, (w, h) in SIZES.items():
            page.set_viewport_size({"width": w, "height": h})
            page.wait_for_timeout(150)
            for seat in (0, 1):
                bubble = page.locator(f".cd-seat[data-seat='{seat}'] .cd-latest")
                assert bubble.inner_text() == latest_label(v, latest[seat], lang)
                assert bubble.evaluate(WHOLE), (lang, name, seat, bubble.inner_text())
                b = bubble.bounding_box()
                panel = page.locator(f".cd-seat[data-seat='{seat}']").bounding_box()
                assert panel["x"] <= b["x"] and b["x"] + b["width"] <= panel["x"] + panel["width"], (lang, name, seat)
                assert panel["y"] <= b["y"] and b["y"] + b["height"] <= panel["y"] + panel["height"], (lang, name, seat)
                assert 0 <= b["x"] and b["x"] + b["width"] <= w
            cd.shot(page, f"china_duel-latest-{name}-{lang}")
        page.set_viewport_size({"width": 1024, "height": 768})
