"""China Duel (チャイナ・デュエル): China for two players and the Emperor.

Spec: ``../shared/rules/china_duel.md``. Modules: :mod:`.map` (the board, one
data file), :mod:`.data` (numbers, texts, rule sets), :mod:`.board`,
:mod:`.flow`, :mod:`.rules` (the protocol and the action shapes) and
:mod:`.bot`. The rules as built: ``docs/rules/china_duel.md``.
"""


def make_rules():
    """The game's :class:`~hotseat.rules.Rules`. Imported here, on the first
    use, not with the package: :mod:`.listing` is all the game list needs."""
    from .rules import ChinaDuel
    return ChinaDuel()
