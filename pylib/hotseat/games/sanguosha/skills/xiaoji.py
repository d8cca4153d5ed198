"""梟姫 (xiaoji), 孫尚香: when a card leaves her equipment area (replaced
too: **Ruling xiaoji_replace**), she may draw 2. Queued by the hook
``equip_lost`` (run by :func:`..table.remove`) and asked by :mod:`.common`'s
trigger queue (**Ruling mid_resolution**). Text: ``SKILL_TEXT["xiaoji"]``.
"""

from __future__ import annotations

from ..machine import on
from ..table import has
from .common import QUEUED


@on("equip_lost")
def xiaoji(state, seat) -> None:
    if has(state, seat, "xiaoji"):
        state["triggers"].append({"skill": "xiaoji", "seat": seat})


QUEUED["xiaoji"] = (2, None)
