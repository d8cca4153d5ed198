"""Qianlong's Harem (乾隆後宮): 2-player worker placement in the Forbidden City.

Spec: ``../shared/rules/qianlong.md`` (the publisher's basic rules with a
reconstructed design for what their lost icon images showed). Modules:
:mod:`.data` (every invented number), :mod:`.board`, :mod:`.scheme`,
:mod:`.flow`, :mod:`.rules` (the protocol) and :mod:`.bot`.
"""
