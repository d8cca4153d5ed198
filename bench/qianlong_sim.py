"""Qianlong's Harem tuning by simulation, and the bot's strength.

Bots play bots (the game's own bot, :mod:`hotseat.games.qianlong.bot`) over the
ranges the spec names for the invented numbers (``data.RANGES``: bedroom 14–18
squares, 6–8 tokens, card 9 = consort +1 or enter the palace, the attack
schemes' strength), one factor at a time around the defaults, and reports the
spec's four targets for each setting:

- ``first_wins``: how often the start-tile holder (seat 0, who places first)
  wins, among games someone wins (target 45–55 %); ``first_wins_all`` counts
  香妃's ends as non-wins;
- ``xiangfei``: the share of basic games 香妃 ends (target 5–20 %);
- ``median_rounds``: the median game length in rounds (target 8–14);
- ``openings`` (defaults only): seat 0's first placement forced to each
  legal card, then bots play on; the best opening's win rate for seat 0 must
  stay ≤ 60 %.

Then the bot against the random bot (uniform over the legal actions), seats
alternating (target ≥ 90 %).

Every game is seeded (``--seed`` plus the game's index), the bots draw from
generators derived from the game seed and move number as the engine's do, so
a run is exactly reproducible. At most 2 worker processes.

    python3 bench/qianlong_sim.py [--games 150] [--opening-games 50] [--vs-random 100]
        [--samples 1] [--depth 2] [--procs 2] [--only NAME]

Writes ``bench/results/qianlong_sim.json``.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import pathlib
import platform
import statistics
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "pylib"))

from hotseat.games.qianlong import bot, data  # noqa: E402
from hotseat.games.qianlong.rules import Qianlong, new_state  # noqa: E402
from hotseat.rng import Rng, derive  # noqa: E402

RULES = Qianlong()
#: A game that has not ended after this many actions is reported as stuck
#: (none has been seen; the cap only keeps a bug from hanging the bench).
MAX_ACTIONS = 5000


def play(seed: int, params: dict, kinds=("bot", "bot"), opening=None, advanced=False) -> dict:
    """One game; ``kinds[s]`` is "bot" or "random"; ``opening`` forces seat 0's
    first placement (a card number)."""
    st = new_state(seed, {"advanced": advanced}, params, quiet=True)
    n = 0
    while st["phase"] != "over":
        seat = RULES.to_act(st)[0]
        legal = RULES.legal_actions(st, seat)
        if n == 0 and opening is not None:
            action = {"type": "place", "card": opening, "strong": False}
        else:
            rng = Rng(derive(seed, n, seat))
            if kinds[seat] == "random" or len(legal) == 1:
                action = rng.choice(legal)
            else:
                view = RULES.view(st, seat)
                view["seat"] = seat
                action = bot.choose(view, legal, rng)
        RULES.apply(st, seat, action)
        n += 1
        if n > MAX_ACTIONS:
            return {"winner": "stuck", "rounds": st["round"]}
    return {"winner": st["winner"], "rounds": st["round"]}


def _task(job):
    key, seed, params, kinds, opening, samples, depth = job
    bot.SAMPLES, bot.DEPTH = samples, depth   # the worker's own copy of the module
    return key, play(seed, params, kinds, opening)


def summarise(games: list[dict]) -> dict:
    decided = [g for g in games if g["winner"] in (0, 1)]
    first = sum(g["winner"] == 0 for g in games)
    return {
        "games": len(games),
        "first_wins": round(first / len(decided), 3) if decided else None,
        "first_wins_all": round(first / len(games), 3),
        "xiangfei": round(sum(g["winner"] is None for g in games) / len(games), 3),
        "median_rounds": statistics.median(g["rounds"] for g in games),
        "stuck": sum(g["winner"] == "stuck" for g in games),
    }


#: Combinations tried in the sweep beyond one factor at a time: the spec's
#: shortest settings, then the widened numbers together (see the docs).
COMBOS = [
    {"bedroom": 14, "tokens": 6, "attack": "mild"},
    {"bedroom": 14, "tokens": 6},
]


def settings(combos=None, factors=True) -> list[tuple[str, dict]]:
    """The defaults, then each factor of ``data.RANGES`` varied alone, then
    :data:`COMBOS` (or ``combos``)."""
    out = [("defaults", dict(data.DEFAULTS))]
    for factor, values in (data.RANGES.items() if factors else ()):
        for v in values:
            if v != data.DEFAULTS[factor]:
                out.append((f"{factor}={v}", {**data.DEFAULTS, factor: v}))
    for c in (COMBOS if combos is None else combos):
        out.append((",".join(f"{k}={v}" for k, v in c.items()), {**data.DEFAULTS, **c}))
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("stage", choices=["sweep", "confirm"],
                    help="sweep: every setting, bot-vs-bot only; confirm: the defaults, "
                         "bot-vs-bot, forced openings and bot vs random")
    ap.add_argument("--games", type=int, default=150, help="bot-vs-bot games per setting")
    ap.add_argument("--opening-games", type=int, default=50, help="games per forced opening")
    ap.add_argument("--vs-random", type=int, default=100, help="bot-vs-random games")
    ap.add_argument("--samples", type=int, default=bot.SAMPLES,
                    help="deck samples per bot decision (the app's bot: %d)" % bot.SAMPLES)
    ap.add_argument("--depth", type=int, default=bot.DEPTH,
                    help="placements the bot searches exactly (the app's bot: %d)" % bot.DEPTH)
    ap.add_argument("--seed", type=int, default=20240)
    ap.add_argument("--procs", type=int, default=2)
    ap.add_argument("--only", default=None, help="sweep: run only the setting with this name")
    ap.add_argument("--combos", default=None, help="sweep: JSON list of param dicts instead of COMBOS")
    ap.add_argument("--combos-only", action="store_true", help="sweep: skip the one-factor settings")
    ap.add_argument("--no-defaults", action="store_true",
                    help="sweep: skip the defaults row (already measured by confirm)")
    ap.add_argument("--out", default=None, help="default: bench/results/qianlong_{stage}.json "
                    "(confirm: qianlong_sim.json)")
    args = ap.parse_args()
    bot.SAMPLES = args.samples
    bot.DEPTH = args.depth
    jobs = []
    if args.stage == "sweep":
        chosen = [s for s in settings(json.loads(args.combos) if args.combos else None,
                                       not args.combos_only)
                  if args.only in (None, s[0]) and not (args.no_defaults and s[0] == "defaults")]
    else:
        chosen = [("defaults", dict(data.DEFAULTS))]
    for name, params in chosen:
        for g in range(args.games):
            jobs.append((("setting", name), args.seed + g, params, ("bot", "bot"), None, args.samples, args.depth))
    openings = [a["card"] for a in RULES.legal_actions(new_state(0, {"advanced": False}), 0)]
    if args.stage == "confirm":
        for card in openings:
            for g in range(args.opening_games):
                jobs.append((("opening", card), args.seed + 100000 + g, dict(data.DEFAULTS),
                             ("bot", "bot"), card, args.samples, args.depth))
        for g in range(args.vs_random):
            kinds = ("bot", "random") if g % 2 == 0 else ("random", "bot")
            jobs.append((("vs_random", g % 2), args.seed + 200000 + g, dict(data.DEFAULTS),
                         kinds, None, args.samples, args.depth))
    start = time.perf_counter()
    results: dict = {}
    with multiprocessing.Pool(args.procs) as pool:
        for key, res in pool.imap(_task, jobs, chunksize=4):
            results.setdefault(key, []).append(res)
            if key[0] == "setting" and len(results[key]) == args.games:
                print(key[1], summarise(results[key]), round(time.perf_counter() - start),
                      "s", file=sys.stderr, flush=True)
    table = {name: {"params": params, **summarise(results[("setting", name)])}
             for name, params in chosen}
    out = {"command": "python3 bench/qianlong_sim.py " + " ".join(sys.argv[1:]),
           "python": platform.python_version(), "seconds": round(time.perf_counter() - start),
           "bot_samples": args.samples, "bot_depth": args.depth, "seed": args.seed, "settings": table}
    if args.stage == "confirm":
        if args.opening_games:
            out["openings"] = {str(c): summarise(results[("opening", c)]) for c in openings}
        if args.vs_random:
            vs = results[("vs_random", 0)] + results[("vs_random", 1)]
            bot_wins = (sum(g["winner"] == 0 for g in results[("vs_random", 0)])
                        + sum(g["winner"] == 1 for g in results[("vs_random", 1)]))
            out["bot_vs_random"] = {"games": len(vs), "bot_wins": bot_wins,
                                    "win_rate": round(bot_wins / len(vs), 3),
                                    "xiangfei": sum(g["winner"] is None for g in vs)}
    text = json.dumps(out, indent=1, ensure_ascii=False)
    name = "qianlong_sim.json" if args.stage == "confirm" else "qianlong_sweep.json"
    pathlib.Path(args.out or ROOT / "bench" / "results" / name).write_text(text + "\n")
    print(text)


if __name__ == "__main__":
    main()
