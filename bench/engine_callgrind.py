"""Dou Dizhu deals counted in machine instructions, for a loaded machine.

``bench/engine.py`` compares wall-clock rates, which a busy machine (other
jobs on two cores) makes too noisy to act on. This runs the same loop, one
3-player deal each through ``new_game`` / ``to_act`` / ``legal_actions`` /
``act``, under callgrind, and counts only the measured deals: they run inside
one ``functools.reduce`` call, the only function callgrind collects in::

    PYTHONHASHSEED=0 valgrind --tool=callgrind --collect-atstart=no \\
        --toggle-collect=functools_reduce --callgrind-out-file=/tmp/ddz.out \\
        "$(python3 -c 'import sys; print(sys.executable)')" bench/engine_callgrind.py

then ``Collected`` divided by the deals measured is instructions per deal.
Run the real interpreter, not a shim script (pyenv's ``python3`` is a shell
script: valgrind would count the shell). The warm deals first fill the
caches and import everything; the measured deals use other seeds and other
random choices. Without valgrind it only plays the deals.

    python3 bench/engine_callgrind.py [--warm 300] [--deals 30]

Measured so (November 2026, CPython 3.11): RLCard's raw game 35.4 M
instructions a deal, OpenSpiel's C++ game 1.70 M.
"""

from __future__ import annotations

import argparse
import functools
import pathlib
import random
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "pylib"))

from hotseat import engine  # noqa: E402


def deal(rnd: random.Random, seed: int) -> int:
    """One deal played to the end by random legal moves; its move count."""
    m = engine.new_game("doudizhu", 3, seed=seed, options={"hands": 1})
    moves = 0
    while not m.finished:
        seat = m.to_act()[0]
        m.act(seat, rnd.choice(m.legal_actions(seat)))
        moves += 1
    return moves


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--warm", type=int, default=300, help="deals before counting")
    ap.add_argument("--deals", type=int, default=30, help="deals counted")
    args = ap.parse_args()
    rnd = random.Random(0)
    for seed in range(args.warm):
        deal(rnd, seed)
    rnd = random.Random(1)
    seeds = range(100000, 100000 + args.deals)
    # The measured deals, all inside this one C call (see the docstring).
    moves = functools.reduce(lambda total, seed: total + deal(rnd, seed), seeds, 0)
    print(f"{args.deals} deals measured, {moves} moves")


if __name__ == "__main__":
    main()
