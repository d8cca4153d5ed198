"""空城 (kongcheng), 諸葛亮 (locked): while he has no hand card he cannot be
chosen as the target of a 殺 or a 決闘, by their user or by a skill choosing
one (借刀殺人's victim, 流離, 離間); a 殺 already aimed at him resolves even
if he then loses his last card (**Ruling kongcheng_choose**). Read through
:data:`..table.UNTARGETABLE` by :func:`..table.choosable` (the target
lists) and :mod:`..answers` (the refusal, ``kongcheng``). Text:
``SKILL_TEXT["kongcheng"]``.
"""

from __future__ import annotations

from ..answers import err
from ..table import UNTARGETABLE, Shield


def handless(state, seat) -> bool:
    return not state["hand"][seat]


def refusal(x, label):
    return err("kongcheng", f"Empty City (空城): {{seat:{x}}} has no hand cards and cannot be chosen for Slash or Duel.",
               f"空城：手札のない{{seat:{x}}}は殺・決闘の目標に選べません。")


UNTARGETABLE["kongcheng"] = Shield(cards=frozenset({"slash", "duel"}), when=handless, refusal=refusal)
