"""謙遜 (qianxun), 陸遜 (locked): he cannot be chosen as the target of a
順手牽羊 or a 楽不思蜀 (also one made by 国色). Read through
:data:`..table.UNTARGETABLE` by :func:`..table.choosable` (the target
lists) and :mod:`..answers` (the refusal, ``qianxun``). Text:
``SKILL_TEXT["qianxun"]``.
"""

from __future__ import annotations

from ..answers import err
from ..table import UNTARGETABLE, Shield


def always(state, seat) -> bool:
    return True


def refusal(x, label):
    return err("qianxun", f"Modesty (謙遜): {{seat:{x}}} cannot be chosen as the target of {label['en']}.",
               f"謙遜：{{seat:{x}}}は{label['ja']}の目標に選べません。")


UNTARGETABLE["qianxun"] = Shield(cards=frozenset({"snatch", "indulgence"}), when=always, refusal=refusal)
