"""無双 (wushuang), 呂布 (locked): his 殺 takes two 閃 to dodge, and a
決闘 with him takes two 殺 each time from the other side.
Text: ``SKILL_TEXT["wushuang"]``.
"""

from __future__ import annotations

from ..machine import on
from ..table import has


@on("two_answers")
def wushuang(state, seat) -> bool:
    """無双: two 閃 to cancel 呂布's 殺, two 殺 against him in a 決闘 (**Ruling
    wushuang_two**: each 閃 may be an 八卦陣 judgement; also in 離間's 決闘)."""
    return has(state, seat, "wushuang")
