"""傾国 (qingguo), 甄姫: she may use or play any black hand card as a 閃 (a
row of :data:`..use.CONVERSIONS`, listed by :func:`..answers.conversions`).
Text: ``SKILL_TEXT["qingguo"]``.
"""

from __future__ import annotations

from ..use import CONVERSIONS, Conversion

CONVERSIONS["qingguo"] = Conversion(makes=(("dodge", "black"),), zone="hand")
