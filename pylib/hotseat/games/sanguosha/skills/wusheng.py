"""武聖 (wusheng), 関羽: he may use or play any red card (hand or
equipment) as a 殺 (a row of :data:`..use.CONVERSIONS`, listed by
:func:`..answers.conversions`; a weapon so used does not lengthen that
殺's reach, **Ruling conversion_range**). Text: ``SKILL_TEXT["wusheng"]``.
"""

from __future__ import annotations

from ..use import CONVERSIONS, Conversion

CONVERSIONS["wusheng"] = Conversion(makes=(("slash", "red"),), zone="any")
