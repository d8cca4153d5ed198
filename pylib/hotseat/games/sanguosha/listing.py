"""Sanguosha: what the game list shows (:func:`hotseat.engine.games`).
It must import nothing of the game's rules: why, in :class:`hotseat.engine._Listed`.
"""

from __future__ import annotations

from .roles import CHOICES

ID = "sanguosha"
#: The game's Rules class, in its ``rules`` module (imported on first use).
RULES = "Sanguosha"
NAME = {"ja": "三国殺", "en": "Sanguosha"}
MIN_PLAYERS = 2
MAX_PLAYERS = 10

OPTIONS = [
    {"id": "generals", "type": "bool", "default": True,
     "label": {"ja": "武将を使う", "en": "Play with generals"},
     "help": {"ja": "オフにすると初心者ルール：武将と技能なし、全員体力4（主公は5人以上で5）。",
              "en": "Off: the rulebook's beginner game, plain 4-HP characters without skills "
                    "(the lord 5 from 5 players)."}},
    {"id": "ex_cards", "type": "bool", "default": True,
     "label": {"ja": "EXカード4枚を入れる（108枚）", "en": "Include the 4 EX cards (108 cards)"}},
    {"id": "auto_pass", "type": "bool", "default": True,
     "label": {"ja": "応答できないときは自動でパス", "en": "Auto-pass when you cannot answer"},
     "help": {"ja": "応答できる札がない人には尋ねません。そのため、その人が応答札を持っていなかったことが分かります。",
              "en": "No one is asked who holds nothing that could answer; so the table learns that "
                    "they held no answer."}},
    {"id": "roles", "type": "choice", "default": "standard", "choices": CHOICES,
     "label": {"ja": "身分の構成", "en": "Roles"}},
]
