"""China Duel: what the game list shows (:func:`hotseat.engine.games`).

Nothing here imports the rules: the engine lists every game at start-up from
this module alone and imports a game's rules (with its bot and tables) only
when the game is first used, which in the browser is most of the engine's
start-up time (docs/platform.md, "Boot time").
"""

from __future__ import annotations

from .data import OPTIONS

ID = "china_duel"
NAME = {"ja": "チャイナ・デュエル", "en": "China Duel"}
MIN_PLAYERS = 2
MAX_PLAYERS = 2
