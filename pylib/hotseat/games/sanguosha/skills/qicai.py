"""奇才 (qicai), 黄月英 (locked): the scrolls she uses have no distance limit
(順手牽羊 reaches anyone; read by :func:`..answers.targets_for` through
:data:`..answers.NO_DISTANCE`). Text: ``SKILL_TEXT["qicai"]``.
"""

from __future__ import annotations

from ..answers import NO_DISTANCE

NO_DISTANCE.add("qicai")
