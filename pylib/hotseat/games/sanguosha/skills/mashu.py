"""馬術 (mashu), 馬超 (locked): his distance to every other player is 1 less
(counted by :func:`..table.distance` through :data:`..table.NEARER`).
Text: ``SKILL_TEXT["mashu"]``.
"""

from __future__ import annotations

from ..table import NEARER

NEARER["mashu"] = 1
