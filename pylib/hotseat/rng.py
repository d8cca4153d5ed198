"""A tiny deterministic PRNG whose whole state is one integer.

Python's ``random`` module is avoided on purpose: the engine must give the same
deal for the same seed in CPython on a developer's machine and in Pyodide in the
browser, across Python versions, and the generator's state must be plain data
that fits in a game state. SplitMix64 is small, fast and well distributed.
"""

from __future__ import annotations

_MASK = (1 << 64) - 1
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
        """Fisher–Yates in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def choice(self, items):
        return items[self.below(len(items))]


def derive(seed: int, *parts: int) -> int:
    """A new seed mixed from ``seed`` and some integers (e.g. hand number, seat)."""
    r = Rng(seed)
    for p in parts:
        r.state = (r.next64() ^ (p & _MASK)) & _MASK
    return r.next64()
