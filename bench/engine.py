"""Engine throughput: Dou Dizhu random deals per second against RLCard and OpenSpiel.

All three play 3-player Dou Dizhu, one deal each, to the end with a uniformly
random legal move at every step, in this one process, alternating in rounds
so that machine noise hits them alike:

* hotseat: ``engine.new_game("doudizhu", 3, options={"hands": 1})``, then
  ``to_act`` / ``legal_actions`` / ``act`` through the public protocol, so
  every action is validated as a caller's would be. The auction is included
  (an all-pass auction redeals, as the rules say).
* RLCard's raw game layer (``rlcard.games.doudizhu.game.DoudizhuGame``): no
  auction (its landlord is fixed by the deal).
* OpenSpiel's C++ ``dou_dizhu`` game through ``pyspiel``: the deal is 52
  chance nodes, each resolved here by a random outcome (every outcome of a
  node is equally likely, so a uniform pick is the chance draw), then its
  auction and play by random legal actions.

The result is the ratios, never the absolute rates (they depend on the
machine and on whatever else runs on it). Each round gives one ratio per
rival; the median is the figure and the spread (lowest–highest round) is
the noise. The run is compared with the result committed in git: a median
ratio below the committed one by more than the noise (the larger of the two
runs' half-spreads) is flagged loudly.

    python bench/engine.py [--seconds 4] [--rounds 5] [--no-write]

Writes ``bench/results/engine.json`` unless ``--no-write``. RLCard and
OpenSpiel are bench-only dependencies (``pip install -r
bench/requirements.txt``).
"""

from __future__ import annotations

import argparse
import json
import pathlib
import platform
import random
import statistics
import subprocess
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "pylib"))

from hotseat import engine  # noqa: E402

RESULT = ROOT / "bench" / "results" / "engine.json"
#: The issue's goals (#26): at least this many times RLCard's raw game and
#: OpenSpiel's C++ game.
GOALS = {"rlcard": 10.0, "openspiel": 0.3}
#: The floor the bench was first held to against RLCard.
FLOOR = {"rlcard": 5.0}


def hotseat_deals(seconds: float, seed: int) -> tuple[float, float]:
    rnd = random.Random(seed)
    n, steps, start, g = 0, 0, time.perf_counter(), seed * 100000
    while time.perf_counter() - start < seconds:
        m = engine.new_game("doudizhu", 3, seed=g, options={"hands": 1})
        g += 1
        while not m.finished:
            seat = m.to_act()[0]
            m.act(seat, rnd.choice(m.legal_actions(seat)))
            steps += 1
        n += 1
    return n / (time.perf_counter() - start), steps / n


def rlcard_deals(seconds: float, seed: int) -> tuple[float, float]:
    import numpy as np
    from rlcard.games.doudizhu.game import DoudizhuGame

    rnd = random.Random(seed)
    game = DoudizhuGame(np.random.RandomState(seed))
    n, steps, start = 0, 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        state, _ = game.init_game()
        while not game.is_over():
            state, _ = game.step(rnd.choice(state["actions"]))
            steps += 1
        n += 1
    return n / (time.perf_counter() - start), steps / n


def openspiel_deals(seconds: float, seed: int) -> tuple[float, float]:
    import pyspiel

    rnd = random.Random(seed)
    game = pyspiel.load_game("dou_dizhu")
    n, steps, start = 0, 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(rnd.choice(state.chance_outcomes())[0])
            else:
                state.apply_action(rnd.choice(state.legal_actions()))
                steps += 1
        n += 1
    return n / (time.perf_counter() - start), steps / n


RUNNERS = {"hotseat": hotseat_deals, "rlcard": rlcard_deals, "openspiel": openspiel_deals}


def committed() -> dict | None:
    """The result as last committed (git's copy, so a run that already
    rewrote the file is still compared with what the branch holds)."""
    try:
        text = subprocess.run(["git", "show", "HEAD:bench/results/engine.json"], cwd=ROOT,
                              capture_output=True, text=True, check=True).stdout
    except (OSError, subprocess.CalledProcessError):
        if not RESULT.exists():
            return None
        text = RESULT.read_text()
    return json.loads(text)


def _committed_ratio(old: dict, rival: str) -> tuple[float, float] | None:
    """(median ratio, half-spread) of ``rival`` in a committed result; the
    first format had only the RLCard ratio and no spread."""
    entry = old.get("ratios", {}).get(rival)
    if entry is not None:
        return entry["median"], (entry["max"] - entry["min"]) / 2
    if rival == "rlcard" and "ratio" in old:
        return old["ratio"], 0.0
    return None


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seconds", type=float, default=4.0, help="per engine per round")
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--no-write", action="store_true", help="do not rewrite the result file")
    args = ap.parse_args()
    rates: dict[str, list[float]] = {name: [] for name in RUNNERS}
    steps: dict[str, list[float]] = {name: [] for name in RUNNERS}
    for run in RUNNERS.values():
        run(0.5, 0)  # imports, first-call costs and warm caches stay out of the rounds
    for r in range(args.rounds):
        # Rotate who goes first so no engine always follows the same one.
        order = list(RUNNERS)[r % 3:] + list(RUNNERS)[:r % 3]
        for name in order:
            rate, per_deal = RUNNERS[name](args.seconds, r + 1)
            rates[name].append(rate)
            steps[name].append(per_deal)
        print(f"round {r + 1}: " + ", ".join(
            f"{name} {rates[name][-1]:,.0f}/s" for name in RUNNERS)
            + f"  -> {rates['hotseat'][-1] / rates['rlcard'][-1]:.2f}x RLCard, "
            f"{rates['hotseat'][-1] / rates['openspiel'][-1]:.3f}x OpenSpiel", flush=True)

    ratios = {}
    for rival in ("rlcard", "openspiel"):
        per_round = [h / o for h, o in zip(rates["hotseat"], rates[rival])]
        ratios[rival] = {"median": round(statistics.median(per_round), 3),
                         "min": round(min(per_round), 3), "max": round(max(per_round), 3),
                         "rounds": [round(x, 3) for x in per_round],
                         "goal": GOALS[rival]}
        if rival in FLOOR:
            ratios[rival]["floor"] = FLOOR[rival]
    result = {
        "bench": "doudizhu random deals per second, 3 players, one deal each",
        "deals_per_s": {name: round(statistics.median(v), 1) for name, v in rates.items()},
        "actions_per_deal": {name: round(statistics.mean(v), 1) for name, v in steps.items()},
        "ratios": ratios,
        "rounds": args.rounds, "seconds_per_round": args.seconds,
        "python": platform.python_version(), "machine": platform.machine(),
    }
    print(json.dumps(result, indent=2))

    print()
    for rival, entry in ratios.items():
        line = (f"hotseat / {rival}: {entry['median']:.3f}x median over {args.rounds} rounds "
                f"(spread {entry['min']:.3f}-{entry['max']:.3f}); goal {entry['goal']}x")
        if entry["median"] < entry.get("floor", 0):
            line += f"  BELOW THE FLOOR OF {entry['floor']}x"
        print(line)
    old = committed()
    if old is None:
        print("no committed result to compare with")
    else:
        for rival, entry in ratios.items():
            before = _committed_ratio(old, rival)
            if before is None:
                print(f"vs committed ({rival}): none committed yet")
                continue
            median, half = before
            noise = max(half, (entry["max"] - entry["min"]) / 2)
            line = (f"vs committed ({rival}): {entry['median']:.3f} / {median:.3f} = "
                    f"{entry['median'] / median:.3f} of the committed ratio (noise ±{noise:.3f})")
            print(line)
            if entry["median"] < median - noise:
                print("!" * 72 + f"\n!!! SLOWER than the committed result against {rival}: "
                      f"{entry['median']:.3f}x now, {median:.3f}x committed,\n!!! more than the "
                      f"noise (±{noise:.3f}) below it.\n" + "!" * 72, file=sys.stderr)
                print(f"!!! SLOWER than committed against {rival} by more than the noise")
    if not args.no_write:
        RESULT.parent.mkdir(parents=True, exist_ok=True)
        RESULT.write_text(json.dumps(result, indent=2) + "\n")


if __name__ == "__main__":
    main()
