"""国色 (guose), 大喬: she may use any ♦ card (hand or equipment) as a
楽不思蜀 (a row of :data:`..use.CONVERSIONS`, listed by
:func:`..answers.conversions`; the judgement area remembers what it is
placed as, ``state["as"]``). Text: ``SKILL_TEXT["guose"]``.
"""

from __future__ import annotations

from ..use import CONVERSIONS, Conversion

CONVERSIONS["guose"] = Conversion(makes=(("indulgence", "D"),), zone="any")
