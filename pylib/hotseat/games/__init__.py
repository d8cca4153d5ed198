"""Game packages. Each subpackage has a ``listing`` module (what the game list
shows: id, name, seats, options, and ``RULES``, the name of its
:class:`hotseat.rules.Rules` class in its ``rules`` module; it imports no
rules). :mod:`hotseat.engine` lists every game at
start-up but imports a game's rules only when it is first used."""
