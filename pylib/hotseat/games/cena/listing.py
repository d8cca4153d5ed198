"""Cena: what the game list shows (:func:`hotseat.engine.games`).
It must import nothing of the game's rules: why, in :class:`hotseat.engine._Listed`.
"""

from __future__ import annotations

ID = "cena"
#: The game's Rules class, in its ``rules`` module (imported on first use).
RULES = "Cena"
NAME = {"ja": "チェーナ", "en": "Cena"}
MIN_PLAYERS = 3
MAX_PLAYERS = 5

OPTIONS = [
    {"id": "simple", "type": "bool", "default": False, "decision": False,
     "label": {"ja": "簡易ルール（自分の前にだけ出せる）",
               "en": "Simple rules (cards go only in front of their player)"}},
    {"id": "everyone_hosts", "type": "bool", "default": False, "decision": True,
     "label": {"ja": "全員が1回ずつ主催（人数分のディール）",
               "en": "Everyone hosts once (one deal per player)"}},
    {"id": "first_game_topics", "type": "bool", "default": False, "decision": False,
     "label": {"ja": "初回推奨お題（1・2・3の順）",
               "en": "First-game topics (1, 2, 3 in order)"}},
    # The seed lays a won trick face down, and the spec shows only the current
    # trick; an app could show every earlier trick, so that is a house rule.
    {"id": "trick_history", "type": "bool", "default": False, "decision": True,
     "label": {"ja": "終わったトリックをすべて見られる",
               "en": "Every finished trick stays visible"}},
]
