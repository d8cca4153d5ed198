"""連営 (lianying), 陸遜: when he loses his last hand card, he may draw 1.
Queued when his hand is left empty (hook ``hand_emptied``, run by
:func:`..table.remove`) and asked by :mod:`.common`'s trigger queue before
anything else goes on (**Ruling mid_resolution**); a card drawn before it
is asked (集智 first) ends it. Text: ``SKILL_TEXT["lianying"]``.
"""

from __future__ import annotations

from ..machine import on
from ..table import has
from .common import QUEUED


@on("hand_emptied")
def lianying(state, seat) -> None:
    if has(state, seat, "lianying"):
        state["triggers"].append({"skill": "lianying", "seat": seat})


#: Draws 1, while his hand is still empty.
QUEUED["lianying"] = (1, lambda state, seat: not state["hand"][seat])
