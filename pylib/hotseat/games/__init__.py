"""Game packages. Each subpackage has a ``listing`` module (what the game list
shows: id, name, seats, options; it imports no rules) and a ``make_rules()``
function that imports the game's rules and returns its
:class:`hotseat.rules.Rules`. :mod:`hotseat.engine` lists every game at
start-up but imports a game's rules only when it is first used."""
