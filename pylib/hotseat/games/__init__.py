"""Game packages. Each subpackage exposes ``RULES``, an :class:`hotseat.rules.Rules`."""
