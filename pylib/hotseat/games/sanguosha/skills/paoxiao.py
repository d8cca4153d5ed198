"""咆哮 (paoxiao), 張飛 (locked): he may use any number of 殺 in his play
phase (read by :func:`..answers.may_slash` through
:data:`..answers.SLASH_UNLIMITED`). Text: ``SKILL_TEXT["paoxiao"]``.
"""

from __future__ import annotations

from ..answers import SLASH_UNLIMITED

SLASH_UNLIMITED.add("paoxiao")
