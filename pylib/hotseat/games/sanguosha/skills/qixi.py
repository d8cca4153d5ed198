"""奇襲 (qixi), 甘寧: he may use any black card (hand or equipment) as a
取壊し (a row of :data:`..use.CONVERSIONS`, listed by
:func:`..answers.conversions`). Text: ``SKILL_TEXT["qixi"]``.
"""

from __future__ import annotations

from ..use import CONVERSIONS, Conversion

CONVERSIONS["qixi"] = Conversion(makes=(("dismantlement", "black"),), zone="any")
