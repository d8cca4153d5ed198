"""China Duel (チャイナ・デュエル): China for two players and the Emperor.

Spec: ``../shared/rules/china_duel.md``. Modules: :mod:`.map` (the board, one
data file), :mod:`.data` (numbers, texts, rule sets), :mod:`.board`,
:mod:`.flow`, :mod:`.rules` (the protocol and the action shapes) and
:mod:`.bot`. The rules as built: ``docs/rules/china_duel.md``.
"""
