"""救援 (jiuyuan), 孫権 (lord, locked): a 桃 another 呉 player uses on him
while he is dying heals 2. Text: ``SKILL_TEXT["jiuyuan"]``.
"""

from __future__ import annotations

from ..machine import on
from ..table import has, kingdom


@on("peach_heal")
def jiuyuan(state, saver, dying):
    """救援: a 桃 another 呉 player uses on the 呉 lord heals 2 (**Ruling jiuyuan_wu**)."""
    if has(state, dying, "jiuyuan") and saver != dying and kingdom(state, saver) == "wu":
        return (1, "Rescue: the Peach heals 2.", "救援：桃の回復量+1。", "jiuyuan")
    return None
