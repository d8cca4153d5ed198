"""Hotseat: rules engines for pass-and-play tabletop games.

The public entry point is :mod:`hotseat.engine`; each game lives in a package
under :mod:`hotseat.games` and is discovered from there, so shared code never
names a game.
"""

__version__ = "0.1.0"
