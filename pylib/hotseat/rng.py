"""A tiny deterministic PRNG whose whole state is one integer.

Python's ``random`` module is avoided on purpose: the engine must give the same
deal for the same seed in CPython on a developer's machine and in Pyodide in the
browser, across Python versions, and the generator's state must be plain data
that fits in a game state. SplitMix64 is small, fast and well distributed.
"""

from __future__ import annotations

_MASK = (1 << 64) - 1
_TWO64 = 1 << 64
#: below(n)'s rejection limit for small n, worked out once (decks are small).
_LIMITS = [0] + [_TWO64 - _TWO64 % n for n in range(1, 256)]
_GOLDEN = 0x9E3779B97F4A7C15


class Rng:
    """SplitMix64. ``Rng(seed).state`` is an int that can be stored and restored.

    >>> a, b = Rng(7), Rng(7)
    >>> [a.below(10) for _ in range(5)] == [b.below(10) for _ in range(5)]
    True
    """

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK

    def next64(self) -> int:
        self.state = (self.state + _GOLDEN) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in ``range(n)`` (rejection sampling, no modulo bias)."""
        if n <= 0:
            raise ValueError("n must be positive")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def shuffle(self, items: list) -> None:
        """Fisher–Yates in place: ``j = below(i + 1)`` for i from the top down.

        :meth:`below` and :meth:`next64` are written out inline because every
        deal runs this loop (a new Dou Dizhu game is mostly its shuffle); the
        numbers drawn are exactly theirs, which saved games depend on.

        >>> a = list(range(10))
        >>> Rng(3).shuffle(a)
        >>> a == _reference_shuffle(Rng(3), list(range(10)))
        True
        """
        state = self.state
        size = len(items)
        steps = _STEPS.get(size)
        if steps is None:
            steps = _steps(size)
        for i, n, limit in steps:
            while True:
                state = (state + _GOLDEN) & _MASK
                z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
                z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
                z ^= z >> 31
                if z < limit:
                    break
            j = z % n
            items[i], items[j] = items[j], items[i]
        self.state = state

    def choice(self, items):
        return items[self.below(len(items))]


#: _steps(size) for the sizes shuffled so far (decks and discard piles: a
#: few hundred at most, so a few thousand small tuples in all).
_STEPS: dict[int, tuple[tuple[int, int, int], ...]] = {}


def _steps(size: int) -> tuple[tuple[int, int, int], ...]:
    """Fisher–Yates' ``(i, n, limit)`` for a list of ``size`` items: ``j`` is
    drawn below ``n = i + 1``, rejecting draws from ``limit`` on. The same
    for every shuffle of that size, so worked out once (kept up to 1024)."""
    steps = tuple((i, i + 1, _LIMITS[i + 1] if i + 1 < 256 else _TWO64 - _TWO64 % (i + 1))
                  for i in range(size - 1, 0, -1))
    if size <= 1024:
        _STEPS[size] = steps
    return steps


def shuffle_in(state: dict, items: list) -> None:
    """Shuffle ``items`` with the game's own generator, ``state["rng"]``, and
    keep the generator's new state there.

    Chance lives in the game state, so a reshuffle in the middle of a game
    draws from the same stream as the deal and replays exactly from the seed.

    >>> st = {"rng": 3}; a = list(range(10)); shuffle_in(st, a)
    >>> a == _reference_shuffle(Rng(3), list(range(10))) and st["rng"] != 3
    True
    """
    rng = Rng(0)
    rng.state = state["rng"]
    rng.shuffle(items)
    state["rng"] = rng.state


def _reference_shuffle(rng: Rng, items: list) -> list:
    """:meth:`Rng.shuffle` spelled plainly, for tests to hold it to."""
    for i in range(len(items) - 1, 0, -1):
        j = rng.below(i + 1)
        items[i], items[j] = items[j], items[i]
    return items


def derive(seed: int, *parts: int) -> int:
    """A new seed mixed from ``seed`` and some integers (e.g. hand number, seat)."""
    r = Rng(seed)
    for p in parts:
        r.state = (r.next64() ^ (p & _MASK)) & _MASK
    return r.next64()
