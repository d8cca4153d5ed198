"""Sanguosha (三国殺): identity mode for 2–10 players.

Spec: ``../shared/rules/sanguosha.md`` and the rulings in
``docs/rules/sanguosha.md``. Modules: :mod:`.cards` (the 108 cards as data),
:mod:`.roles` (role splits, victory), :mod:`.table` (seats, distance, range,
piles), :mod:`.flow` (the resolution machine: turns, cards, windows, damage,
dying), :mod:`.answers` (legal actions, refusals, auto-pass), :mod:`.rules`
(the protocol) and :mod:`.bot`.
"""
