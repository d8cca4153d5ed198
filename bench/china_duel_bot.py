"""China Duel bot strength: the game's bot against the random bot, and
against today's bot (the baseline) in seat-swapped pairs.

**Against random.** Each game seats the bot against a random player (uniform
over the legal actions) and plays to the end with every option at its default
(the original rules). The bot operates the Emperor on its own turns (the
suggestion), the random player on its own. Games alternate the bot's seat, so
both seat orders are measured (the start player is drawn by lot from the
seed); a tie shares the win and counts as half. Target ≥ 90 %.

**Against the baseline** (issue #18). ``bench/baselines/china_duel_bot_v1.py``
is a copy of the bot before the issue. Each seed is played twice, the seats
swapped (a pair): the deal and the start player are the seed's, so in a pair
each bot starts once and meets the same cards in the same order as far as
the two games agree. Each side operates the Emperor on its own turns with its
own suggestion, as the engine does for a bot. Both sides draw from the
generator the engine would give them (seed, move number, seat). The figure is
the share of *decided* games the new bot won (ties are counted apart), with
a 95 % interval over pairs (the two games of a pair share their deal, so the
pair, not the game, is the independent unit: the delta method on the ratio
wins / decided over pairs). Target ≥ 60 %.

    nice -n 10 python bench/china_duel_bot.py [--games 200] [--pairs 150]
        [--first-seed 1000] [--skip random|baseline]

Writes ``bench/results/china_duel_bot.json``. Develop changes on other seeds
(``--first-seed 50000 --out /tmp/x.json``) so the committed ones are not
tuned to. The new bot's thinking time per action is reported for each part
(in this CPython; the browser's Pyodide is about three times slower).
"""

from __future__ import annotations

import argparse
import math
import pathlib
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "pylib"))
sys.path.insert(0, str(ROOT / "bench"))

from hotseat import engine  # noqa: E402
from hotseat.games.china_duel import bot as new_bot  # noqa: E402
from hotseat.rng import Rng, derive  # noqa: E402
from baselines import china_duel_bot_v1 as old_bot  # noqa: E402
from botbench import bot_game, timing, write_result  # noqa: E402

#: The z value of a two-sided 95 % interval.
Z95 = 1.96


def vs_random(games: int, first_seed: int, rules: str) -> dict:
    """The bot against the random bot, ``games`` games, the bot's seat alternating."""
    rows = {k: {"games": 0, "wins": 0.0, "margin": 0} for k in ("bot_starts", "random_starts")}
    times: list[float] = []
    for g in range(games):
        seed = first_seed + g
        bot_seat = g % 2
        res = bot_game("china_duel", 2, seed, bot_seat, times, {"rules": rules}).result()
        starts = engine.new_game("china_duel", 2, seed=seed).state["start"]
        row = rows["bot_starts" if starts == bot_seat else "random_starts"]
        s = res["scores"]
        row["games"] += 1
        row["wins"] += 1.0 if res["winners"] == [bot_seat] else 0.5 if len(res["winners"]) == 2 else 0.0
        row["margin"] += s[bot_seat] - s[1 - bot_seat]
    n = sum(r["games"] for r in rows.values())
    wins = sum(r["wins"] for r in rows.values())
    print(f"vs random: {wins}/{n} = {100 * wins / n:.1f} %", flush=True)
    return {
        "opponent": "the random bot; share of games won (ties ½)",
        "games": n, "wins": wins, "win_rate": round(wins / n, 3), "target": 0.9,
        "by_seat_order": {k: {"games": r["games"], "wins": r["wins"],
                              "win_rate": round(r["wins"] / max(1, r["games"]), 3),
                              "mean_margin": round(r["margin"] / max(1, r["games"]), 1)}
                          for k, r in rows.items()},
        "move_ms": timing(times),
    }


def play(seed: int, new_seat: int, rules: str, times: list[float]) -> dict:
    """One game of ``seed``: the new bot at ``new_seat``, the baseline at the
    other; each chooses from its own seat's view with the engine's generator."""
    m = engine.new_game("china_duel", 2, seed=seed, options={"rules": rules})
    while not m.finished:
        seat = m.to_act()[0]
        rng = Rng(derive(m.seed, len(m._actions), seat))
        view, legal = m.view(seat), m.legal_actions(seat)
        if seat == new_seat:
            t = time.perf_counter()
            a = new_bot.choose(view, legal, rng)
            times.append((time.perf_counter() - t) * 1000)
        else:
            a = old_bot.choose(view, legal, rng)
        m.act(seat, a)
    res = m.result()
    s = res["scores"]
    return {"new_starts": m.state["start"] == new_seat, "margin": s[new_seat] - s[1 - new_seat],
            "won": res["winners"] == [new_seat], "tie": len(res["winners"]) == 2}


def ratio_ci(wins: list[int], decided: list[int]) -> tuple[float, float]:
    """Σwins/Σdecided over pairs and its 95 % half-width (delta method)."""
    tot = sum(decided)
    if not tot:
        return 0.0, 0.0
    r = sum(wins) / tot
    var = sum((w - r * d) ** 2 for w, d in zip(wins, decided))
    return r, Z95 * math.sqrt(var) / tot


def vs_baseline(pairs: int, first_seed: int, rules: str) -> dict:
    """The new bot against the baseline over ``pairs`` seat-swapped pairs."""
    times: list[float] = []
    games = []   # (pair index, game)
    for p in range(pairs):
        seed = first_seed + p
        for new_seat in (0, 1):
            games.append((p, play(seed, new_seat, rules, times)))
        if (p + 1) % 25 == 0:
            won = sum(g["won"] for _, g in games)
            dec = sum(not g["tie"] for _, g in games)
            print(f"  {p + 1} pairs: new bot won {won}/{dec} decided", flush=True)

    def summary(rows):
        wins = [0] * pairs
        decided = [0] * pairs
        for p, g in rows:
            wins[p] += g["won"]
            decided[p] += not g["tie"]
        share, half = ratio_ci(wins, decided)
        n = len(rows)
        return {"games": n, "decided": sum(decided), "new_wins": sum(wins),
                "ties": n - sum(decided), "share_of_decided": round(share, 3),
                "ci95": round(half, 3),
                "mean_margin": round(sum(g["margin"] for _, g in rows) / max(1, n), 2)}

    out = {"opponent": "today's bot before issue #18 (bench/baselines/china_duel_bot_v1.py), "
                       "each seed twice with the seats swapped",
           "pairs": pairs, "all": summary(games), "target": 0.6,
           "by_seat_order": {"new_starts": summary([x for x in games if x[1]["new_starts"]]),
                             "baseline_starts": summary([x for x in games if not x[1]["new_starts"]])},
           "move_ms": timing(times), "moves": len(times)}
    for k, s in [("all", out["all"])] + list(out["by_seat_order"].items()):
        print(f"vs baseline {k}: {s['new_wins']}/{s['decided']} decided = "
              f"{100 * s['share_of_decided']:.1f} % ± {100 * s['ci95']:.1f} "
              f"(n = {s['games']} games, {s['ties']} ties), mean margin {s['mean_margin']:+.2f}",
              flush=True)
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=200, help="games against the random bot")
    ap.add_argument("--pairs", type=int, default=150, help="seat-swapped pairs against the baseline")
    ap.add_argument("--first-seed", type=int, default=1000)
    ap.add_argument("--rules", default="original", choices=["original", "english", "first"])
    ap.add_argument("--skip", default="", help="comma list of parts to skip: random,baseline")
    ap.add_argument("--out", default=str(ROOT / "bench" / "results" / "china_duel_bot.json"))
    args = ap.parse_args()
    skip = set(filter(None, args.skip.split(",")))
    start = time.perf_counter()
    result = {"bench": "china_duel: the bot against the random bot and against today's bot",
              "rules": args.rules, "first_seed": args.first_seed}
    if "random" not in skip:
        result["vs_random"] = vs_random(args.games, args.first_seed, args.rules)
    if "baseline" not in skip:
        result["vs_baseline"] = vs_baseline(args.pairs, args.first_seed, args.rules)
    write_result(args.out, result, start)


if __name__ == "__main__":
    main()
