"""Dou Dizhu (闘地主) for 3 players and the 4-player double deck.

Spec: ``../shared/rules/doudizhu.md``. Modules: :mod:`.cards` (ids and ranks),
:mod:`.combos` (the 13 combinations), :mod:`.scoring`, :mod:`.rules` (the flow)
and :mod:`.bot`.
"""
