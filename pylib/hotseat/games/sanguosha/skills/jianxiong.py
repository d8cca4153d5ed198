"""奸雄 (jianxiong), 曹操: after taking damage, take the cards that caused it
while they are still on the table (**Ruling jianxiong_cards**: a converted
card, the 雷電 that struck). Text: ``SKILL_TEXT["jianxiong"]``.
"""

from __future__ import annotations

from ..moves import Cs
from .common import AFTER_DAMAGE, say


def may(state, seat, f) -> bool:
    return bool(f.get("cards")) and all(c in state["table"] for c in f["cards"])


def act(state, f) -> None:
    s = f["seat"]
    ids = [c for c in f["cards"] if c in state["table"]]
    for c in ids:
        state["table"].remove(c)
    state["hand"][s].extend(ids)
    say(state, s, "jianxiong", f"takes {Cs(ids, 'en')}.", f"{Cs(ids, 'ja')}を得る。")


AFTER_DAMAGE["jianxiong"] = (may, act, False)
