"""Sanguosha (三国殺): identity mode for 2–10 players.

Spec: ``../shared/rules/sanguosha.md`` and the rulings in
``docs/rules/sanguosha.md``. Modules: :mod:`.machine` (the resolution
machine: frames, questions, timing hooks; it knows no card and no skill),
:mod:`.cards` (the 108 cards as data, and
each kind's effects), :mod:`.skills` (the generals' skills), :mod:`.turn`,
:mod:`.use`, :mod:`.judgement`, :mod:`.damage`, :mod:`.moves`, :mod:`.roles`
(role splits, victory), :mod:`.table` (seats, distance, range, piles),
:mod:`.answers` (legal actions, refusals, auto-pass), :mod:`.rules` (the
protocol; it imports the modules that register, which assembles the game)
and :mod:`.bot`.
"""
