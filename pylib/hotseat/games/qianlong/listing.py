"""Qianlong's Harem: what the game list shows (:func:`hotseat.engine.games`).
It must import nothing of the game's rules: why, in :class:`hotseat.engine._Listed`.
"""

from __future__ import annotations

ID = "qianlong"
#: The game's Rules class, in its ``rules`` module (imported on first use).
RULES = "Qianlong"
NAME = {"ja": "乾隆後宮", "en": "Qianlong's Harem"}
MIN_PLAYERS = 2
MAX_PLAYERS = 2

OPTIONS = [
    {"id": "advanced", "type": "bool", "default": False, "decision": False,
     "label": {"ja": "上級ルール（香妃は2点で終了・「強」面カード［再構成］）",
               "en": "Advanced rules (香妃 ends at 2; 強 card sides [reconstructed])"}},
]
