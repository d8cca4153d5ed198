"""龍胆 (longdan), 趙雲: he may use or play a 殺 from his hand as a 閃, or a
閃 from his hand as a 殺 (a row of :data:`..use.CONVERSIONS` making each of
the other, listed by :func:`..answers.conversions`). Text:
``SKILL_TEXT["longdan"]``.
"""

from __future__ import annotations

from ..use import CONVERSIONS, Conversion

CONVERSIONS["longdan"] = Conversion(makes=(("dodge", "slash"), ("slash", "dodge")), zone="hand")
