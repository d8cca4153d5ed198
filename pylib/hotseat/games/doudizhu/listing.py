"""Dou Dizhu: what the game list shows (:func:`hotseat.engine.games`).
It must import nothing of the game's rules: why, in :class:`hotseat.engine._Listed`.
"""

from __future__ import annotations

ID = "doudizhu"
#: The game's Rules class, in its ``rules`` module (imported on first use).
RULES = "DouDizhu"
NAME = {"ja": "闘地主", "en": "Dou Dizhu"}
MIN_PLAYERS = 3
MAX_PLAYERS = 4

OPTIONS = [
    {"id": "hands", "type": "int", "min": 1, "max": 30, "default": {"3": 6, "4": 4},
     "label": {"ja": "ハンド数", "en": "Hands in the match"}, "decision": False},
    {"id": "show_kitty", "type": "bool", "default": True,
     "label": {"ja": "底札を全員に公開", "en": "Show the kitty to everyone"}, "decision": True},
    {"id": "spring", "type": "bool", "default": False,
     "label": {"ja": "春天（スプリング）で得点2倍（ハウスルール）",
               "en": "Spring doubles the stake (house rule)"}, "decision": True},
]
