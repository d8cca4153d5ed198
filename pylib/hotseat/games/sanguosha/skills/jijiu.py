"""急救 (jijiu), 華佗: outside his own turn, he may use any red card (hand or
equipment) as a 桃 (a row of :data:`..use.CONVERSIONS` with its ``when``,
listed by :func:`..answers.conversions`). Text: ``SKILL_TEXT["jijiu"]``.
"""

from __future__ import annotations

from ..use import CONVERSIONS, Conversion


def outside_own_turn(state, seat) -> bool:
    return state["current"] != seat


CONVERSIONS["jijiu"] = Conversion(makes=(("peach", "red"),), zone="any", when=outside_own_turn)
