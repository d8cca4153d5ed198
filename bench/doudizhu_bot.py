"""Dou Dizhu bot strength: the app's bot against RLCard's rule agent and
against today's bot (the baseline), on duplicate deals.

Each deal is played twice with the sides swapped: once with the app's bot as
the landlord and the other agent as both peasants, once the other way round.
The landlord's seat is drawn from the deal's seed; the bid is fixed (the
landlord bids 1, the others pass), so a hand's stake is 1 doubled per bomb or
rocket, and a landlord who wins takes twice the stake (spring off). "Deals
won" counts games won by the app's side (two per deal); "points" is the share
of all the points that changed hands that went to the app's side.

RLCard's agent is ``rlcard.models.doudizhu_rule_models.DouDizhuRuleAgentV1``
(a bench-only dependency: ``pip install -r bench/requirements.txt``), fed the
raw observation it expects (its hand, the trace of plays, the legal actions as
rank strings, the landlord) and seeded per game (it draws from numpy when it
cannot follow). The baseline is ``bench/baselines/doudizhu_bot_v1.py``, a copy
of the bot this bench was written to replace.

The bidding part runs the bots' own auction on each deal (the bid
distribution), then makes each seat the landlord of the deal in turn at bid 1
(the full bot at every seat) and reports, by the bid the bot would open with
on that hand (before the kitty), how often it is made, how often the landlord
wins, and what the landlord wins on average at stake 1 and at that bid.

    nice -n 10 python bench/doudizhu_bot.py [--deals 300] [--quick]

Writes ``bench/results/doudizhu_bot.json``. Develop on other seeds
(``--first-seed 50000 --out /tmp/x.json``) so the committed ones are not tuned
to. Each figure comes with its 95 % interval and the number of games.
"""

from __future__ import annotations

import argparse
import json
import math
import pathlib
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "pylib"))
sys.path.insert(0, str(ROOT / "bench"))

from hotseat import engine  # noqa: E402
from hotseat.games.doudizhu import bot as new_bot  # noqa: E402
from hotseat.games.doudizhu.cards import RANK, counts_of  # noqa: E402
from hotseat.rng import Rng, derive  # noqa: E402
from baselines import doudizhu_bot_v1 as old_bot  # noqa: E402
from botbench import timing, write_result  # noqa: E402

RANK_STR = "3456789TJQKA2BR"


def _rank_str(cards) -> str:
    return "".join(sorted((RANK_STR[RANK[c]] for c in cards), key=RANK_STR.index))


#: A play's ranks as its event names them (cards.RANK_NAMES) -> RLCard's letters.
_EVENT_RANK = {**{c: c for c in RANK_STR[:13]}, "BJ": "B", "RJ": "R"}


def _hand_events(m, seat) -> list[dict]:
    """The events of the hand being played, as ``seat`` sees them: the
    public trace RLCard's agent reads (its plays and passes)."""
    total = m.log(seat, 0, 0)["total"]
    out: list[dict] = []
    start = total
    while start > 0:
        page = m.log(seat, max(0, start - 200), start - max(0, start - 200))["events"]
        start -= len(page)
        for k in range(len(page) - 1, -1, -1):
            if page[k]["kind"] in ("dealt", "redealt"):
                return page[k + 1:] + out
        out = page + out
    return out


class RLCardAgent:
    """RLCard's rule agent V1 behind our match: it sees its hand, the public
    trace and the legal list, as RLCard would give them."""

    def __init__(self, seed: int):
        import numpy as np
        from rlcard.models.doudizhu_rule_models import DouDizhuRuleAgentV1
        np.random.seed(seed % (2 ** 32))
        self.agent = DouDizhuRuleAgentV1()

    def __call__(self, m, seat):
        view = m.view(seat)
        legal = m.legal_actions(seat)
        trace = []
        for e in _hand_events(m, seat):
            if e["kind"] == "passed":
                trace.append((e["seat"], "pass"))
            elif e["kind"] == "played":
                trace.append((e["seat"], "".join(sorted(
                    (_EVENT_RANK[r] for r in e["ranks"]), key=RANK_STR.index))))
        by_str = {}
        for a in legal:
            key = "pass" if a["type"] == "pass" else _rank_str(a["cards"])
            by_str.setdefault(key, a)
        if view["trick"]["current"] is None:
            # RLCard reads a lead from two passes in its trace; a lead after
            # the landlord's first play is what it expects.
            if trace and not (len(trace) >= 2 and trace[-1][1] == "pass" and trace[-2][1] == "pass"):
                trace += [(None, "pass"), (None, "pass")]
        from rlcard.games.doudizhu.utils import CARD_TYPE
        state = {"raw_obs": {"trace": trace, "current_hand": _rank_str(view["hand"]),
                             "actions": list(by_str), "landlord": view["landlord"], "self": seat}}
        try:
            choice = self.agent.step(state)
        except KeyError:  # a combination RLCard does not know: take its random fallback
            import numpy as np
            choice = np.random.choice(list(by_str))
        if choice not in by_str:  # RLCard planned a lead we list otherwise
            import numpy as np
            known = [k for k in by_str if k in CARD_TYPE[0] or k == "pass"] or list(by_str)
            choice = known[np.random.randint(len(known))]
        return by_str[choice]


def _bot(module, times=None):
    def act(m, seat):
        rng = Rng(derive(m.seed, len(m._actions), seat))
        t = time.perf_counter()
        a = module.choose(m.view(seat), m.legal_actions(seat), rng)
        if times is not None:
            times.append((time.perf_counter() - t) * 1000)
        return a
    return act


def play_deal(seed: int, landlord_agent, peasant_agent) -> dict:
    """One hand of ``seed`` with a fixed landlord seat and bid 1."""
    m = engine.new_game("doudizhu", 3, seed=seed, options={"hands": 1})
    landlord = Rng(derive(seed, 7, 7)).below(3)
    while m.view(None)["phase"] == "auction":
        s = m.to_act()[0]
        m.act(s, {"type": "bid", "value": 1 if s == landlord else 0})
    assert m.view(None)["landlord"] == landlord
    while not m.finished:
        s = m.to_act()[0]
        m.act(s, (landlord_agent if s == landlord else peasant_agent)(m, s))
    h = m.result()["hands"][-1]
    return {"landlord_won": h["winner"] == "landlord", "stake": h["stake"]}


def ci_prop(k: float, n: int) -> float:
    p = k / n if n else 0.0
    return 1.96 * math.sqrt(p * (1 - p) / n) if n else 0.0


def ratio_ci(xs: list[float], ss: list[float]) -> tuple[float, float]:
    """Σx/Σs and its 95 % half-width (delta method over games)."""
    tot = sum(ss)
    r = sum(xs) / tot
    var = sum((x - r * s) ** 2 for x, s in zip(xs, ss))
    return r, 1.96 * math.sqrt(var) / tot


def duel(deals: int, first_seed: int, ours, theirs_factory, label: str) -> dict:
    rows = {"landlord": [], "peasants": []}  # (won, our points, stake)
    for d in range(deals):
        seed = first_seed + d
        r = play_deal(seed, ours, theirs_factory(seed))
        rows["landlord"].append((r["landlord_won"], r["stake"] if r["landlord_won"] else 0, r["stake"]))
        r = play_deal(seed, theirs_factory(seed), ours)
        rows["peasants"].append((not r["landlord_won"], 0 if r["landlord_won"] else r["stake"], r["stake"]))
    out = {"opponent": label}
    every = rows["landlord"] + rows["peasants"]
    for name, rs in (("all", every), ("as_landlord", rows["landlord"]), ("as_peasants", rows["peasants"])):
        n = len(rs)
        won = sum(1 for r in rs if r[0])
        pts, pci = ratio_ci([r[1] for r in rs], [r[2] for r in rs])
        out[name] = {"games": n, "won": won, "win_rate": round(won / n, 3),
                     "win_ci95": round(ci_prop(won, n), 3),
                     "points_share": round(pts, 3), "points_ci95": round(pci, 3)}
        print(f"  {label} {name}: won {won}/{n} = {100 * won / n:.1f} % ± {100 * ci_prop(won, n):.1f}; "
              f"points {100 * pts:.1f} % ± {100 * pci:.1f}", flush=True)
    return out


def bids(deals: int, first_seed: int) -> dict:
    """The bid distribution, and what each opening bid earns with the bot's
    own play (the full bot at every seat)."""
    first = {v: 0 for v in range(4)}
    auction_bids = {v: 0 for v in range(4)}
    winning_bid = {v: 0 for v in range(4)}
    by_bid = {v: [] for v in range(4)}  # the landlord's points at stake 1
    by_winning = {v: [] for v in range(4)}  # the landlord's points in the real auction's hand
    for d in range(deals):
        seed = first_seed + d
        # The real auction, bots at every seat.
        a = engine.new_game("doudizhu", 3, seed=seed, options={"hands": 1})
        opened = False
        while a.view(None)["phase"] == "auction":
            s = a.to_act()[0]
            act = a.bot_action(s)
            if not opened:
                first[act["value"]] += 1
                opened = True
            auction_bids[act["value"]] += 1
            a.act(s, act)
        won_at = a.view(None)["bid"]
        winning_bid[won_at] += 1
        # ... played out by the bots: what the landlord wins at that bid.
        lord_then = a.view(None)["landlord"]
        while not a.finished:
            s = a.to_act()[0]
            a.act(s, a.bot_action(s))
        by_winning[won_at].append(a.result()["hands"][-1]["delta"][lord_then])
        # Each seat in turn as the landlord of this deal at bid 1.
        hands = engine.new_game("doudizhu", 3, seed=seed, options={"hands": 1}).state["hands"]
        for lord in range(3):
            want = new_bot.bid_value(counts_of(hands[lord]), 3)
            g = engine.new_game("doudizhu", 3, seed=seed, options={"hands": 1})
            while g.view(None)["phase"] == "auction":
                s = g.to_act()[0]
                g.act(s, {"type": "bid", "value": 1 if s == lord else 0})
            while not g.finished:
                s = g.to_act()[0]
                g.act(s, g.bot_action(s))
            by_bid[want].append(g.result()["hands"][-1]["delta"][lord])
    hands_n = 3 * deals
    out = {"deals": deals, "hands": hands_n,
           "first_bid": {str(v): first[v] for v in first},
           "every_bid_in_auctions": {str(v): auction_bids[v] for v in auction_bids},
           "winning_bid": {str(v): winning_bid[v] for v in winning_bid}, "by_opening_bid": {}}
    print(f"  first bidder opens: {first}; winning bids: {winning_bid}", flush=True)
    out["by_winning_bid"] = {}
    for v, xs in by_winning.items():
        if xs:
            n = len(xs)
            mean = sum(xs) / n
            sd = math.sqrt(sum((x - mean) ** 2 for x in xs) / max(1, n - 1))
            wins = sum(1 for x in xs if x > 0)
            out["by_winning_bid"][str(v)] = {
                "hands": n, "landlord_win_rate": round(wins / n, 3), "win_ci95": round(ci_prop(wins, n), 3),
                "landlord_points": round(mean, 2), "points_ci95": round(1.96 * sd / math.sqrt(n), 2)}
            print(f"  won at {v}: {n} hands, landlord wins {100 * wins / n:.0f} % ± "
                  f"{100 * ci_prop(wins, n):.0f}, points {mean:+.2f} ± {1.96 * sd / math.sqrt(n):.2f}",
                  flush=True)
    for v, xs in by_bid.items():
        n = len(xs)
        if not n:
            continue
        mean = sum(xs) / n
        sd = math.sqrt(sum((x - mean) ** 2 for x in xs) / max(1, n - 1))
        half = 1.96 * sd / math.sqrt(n)
        wins = sum(1 for x in xs if x > 0)
        out["by_opening_bid"][str(v)] = {
            "hands": n, "share": round(n / hands_n, 3),
            "landlord_win_rate": round(wins / n, 3), "win_ci95": round(ci_prop(wins, n), 3),
            "landlord_points_at_stake_1": round(mean, 2), "points_ci95": round(half, 2),
            "landlord_points_at_this_bid": round(mean * max(v, 1), 2)}
        print(f"  opens {v}: {n} hands ({100 * n / hands_n:.0f} %), as landlord wins "
              f"{100 * wins / n:.0f} % ± {100 * ci_prop(wins, n):.0f}, points at stake 1 "
              f"{mean:+.2f} ± {half:.2f} (at bid {max(v, 1)}: {mean * max(v, 1):+.2f})", flush=True)
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deals", type=int, default=300)
    ap.add_argument("--baseline-deals", type=int, default=None, help="deals against today's bot")
    ap.add_argument("--bid-deals", type=int, default=None, help="deals for the bidding table")
    ap.add_argument("--quick", action="store_true", help="40 deals (20 for the bids): a smoke run")
    ap.add_argument("--first-seed", type=int, default=1000)
    ap.add_argument("--skip", default="", help="comma list of parts to skip: rlcard,baseline,v1,bids")
    ap.add_argument("--update", action="store_true",
                    help="keep the skipped parts from the existing result file")
    ap.add_argument("--out", default=str(ROOT / "bench" / "results" / "doudizhu_bot.json"))
    args = ap.parse_args()
    if args.quick:
        args.deals = 40
    base_deals = args.baseline_deals or args.deals
    bid_deals = args.bid_deals or (20 if args.quick else 200)
    skip = set(filter(None, args.skip.split(",")))
    start = time.perf_counter()
    times: list[float] = []
    ours = _bot(new_bot, times)
    result = {"bench": "doudizhu: the app's bot on duplicate deals (each deal twice, sides swapped), "
                       "random landlord seat, bid fixed at 1",
              "first_seed": args.first_seed,
              "targets": {"vs_rlcard_win_rate": 0.8, "vs_rlcard_points": 0.8,
                          "vs_rlcard_each_side": 0.75, "vs_v1_points": 0.6, "move_p95_ms_browser": 1000}}
    if "rlcard" not in skip:
        print(f"vs RLCard rule agent, {args.deals} deals", flush=True)
        result["vs_rlcard"] = duel(args.deals, args.first_seed, ours, lambda s: RLCardAgent(s), "rlcard")
    if "baseline" not in skip:
        print(f"vs today's bot (v1), {base_deals} deals", flush=True)
        result["vs_v1"] = duel(base_deals, args.first_seed, ours, lambda s: _bot(old_bot), "v1")
    if times:
        result["move_ms"] = timing(times)
        result["moves_timed"] = len(times)
        print(f"  move ms: {result['move_ms']} over {len(times)} moves", flush=True)
    if "v1" not in skip:
        print(f"today's bot (v1) vs RLCard rule agent, {args.deals} deals (reference)", flush=True)
        result["v1_vs_rlcard"] = duel(args.deals, args.first_seed, _bot(old_bot),
                                      lambda s: RLCardAgent(s), "v1-rlcard")
    if "bids" not in skip:
        print(f"bids, {bid_deals} deals", flush=True)
        result["bids"] = bids(bid_deals, args.first_seed + 100000)
    if args.update and pathlib.Path(args.out).exists():
        # Keep the parts skipped this run from the file's last full run.
        old = json.loads(pathlib.Path(args.out).read_text())
        kept = [part for part in ("vs_rlcard", "vs_v1", "v1_vs_rlcard", "bids")
                if part not in result and part in old]
        for part in kept + ["move_ms", "moves_timed"]:
            if part not in result and part in old:
                result[part] = old[part]
        result["parts_kept_from_last_run"] = sorted(kept)
    write_result(args.out, result, start)


if __name__ == "__main__":
    main()
