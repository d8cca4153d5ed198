"""集智 (jizhi), 黄月英: on using a scroll (not a card a skill made into one),
she may draw 1 (queued: the trigger queue of :mod:`.common` asks it at
once, **Ruling mid_resolution**). Text: ``SKILL_TEXT["jizhi"]``.
"""

from __future__ import annotations

from ..cards import NAMES
from ..machine import on
from ..table import has
from .common import QUEUED


@on("card_used")
def jizhi(state, seat, name, skill) -> None:
    """集智: a scroll used (not one a skill made of another card) queues a draw."""
    if NAMES[name]["kind"] == "trick" and not skill and has(state, seat, "jizhi"):
        state["triggers"].append({"skill": "jizhi", "seat": seat})


QUEUED["jizhi"] = (1, None)
