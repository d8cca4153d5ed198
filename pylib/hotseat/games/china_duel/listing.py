"""China Duel: what the game list shows (:func:`hotseat.engine.games`).
It must import nothing of the game's rules: why, in :class:`hotseat.engine._Listed`.
"""

from __future__ import annotations

from .data import OPTIONS

ID = "china_duel"
#: The game's Rules class, in its ``rules`` module (imported on first use).
RULES = "ChinaDuel"
NAME = {"ja": "チャイナ・デュエル", "en": "China Duel"}
MIN_PLAYERS = 2
MAX_PLAYERS = 2
