"""Cena (チェーナ): trick taking for 3–5 players where each player is allied
with both neighbours.

Spec: ``../shared/rules/cena.md``. Modules: :mod:`.cards` (ids), :mod:`.topics`
(the 8 topic cards as data), :mod:`.alliances` (who shows what, who wins a
trick), :mod:`.scoring`, :mod:`.rules` (the flow) and :mod:`.bot`.
"""
