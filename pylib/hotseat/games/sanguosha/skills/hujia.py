"""護駕 (hujia), 曹操 as lord: when he needs to use or play a 閃, he may ask
the other 魏 players in turn; the first who plays one plays it for him
(**Ruling hujia_jijiang**). An answer to the question ``dodge``
(``{"type": "skill", "skill": "hujia"}``, listed by :mod:`..answers` from
:data:`..answers.PROXIES`), resolved by :mod:`.common`'s ``proxy`` frame,
shared with 激将. Text: ``SKILL_TEXT["hujia"]``.
"""

from __future__ import annotations

from ..answers import PROXIES

PROXIES["hujia"] = ("dodge", "wei")
