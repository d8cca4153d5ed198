"""Building Qianlong's Harem positions by hand for scenario tests.

A position is a real match (so ``act`` and ``legal_actions`` go through the
engine) whose state is then arranged: eunuchs put on cards or palace squares,
consorts moved, tokens and the scheme deck set. :func:`resolve` then runs the
round's resolution exactly as the last placement would.
"""

from hotseat import engine
from hotseat.games.qianlong import flow

#: The numbers the hand-made positions are built on: the notes' §4 proposal
#: (16-square bedroom, the notes' palace track, S1 +3, normal attacks), set
#: explicitly so the scenarios test the rules, not whichever defaults the
#: tuning chose.
NOTES = {"bedroom": 16, "tokens": 7, "card9": "consort", "attack": "normal",
         "palace": "notes", "summon": 3, "fallback": 1}


def position(options=None, params=None, **state):
    """A new 2-player match on :data:`NOTES` (or ``params``); keyword
    arguments replace state fields."""
    m = engine.new_game("qianlong", players=2, seed=1, options=options or {})
    m.state["params"] = dict(params or NOTES)
    m.state.update(state)
    return m


def eunuch(m, seat, strong=False):
    """A eunuch of ``seat`` still in hand (the given strength, else any),
    made that strength."""
    st = m.state
    pool = [e for e in st["eunuchs"] if e["owner"] == seat and e["at"] == "hand"]
    e = next((e for e in pool if e["strong"] == strong), pool[0])
    e["strong"] = strong
    return e


def put(m, seat, card, strong=False):
    """Put one of ``seat``'s eunuchs on Forbidden City card ``card``."""
    e = eunuch(m, seat, strong)
    e["at"], e["card"] = "card", card
    m.state["cards"][card - 1]["eunuchs"].append(e["id"])
    return e


def in_palace(m, seat, square, strong=False):
    """Put one of ``seat``'s eunuchs on palace square ``square``."""
    e = eunuch(m, seat, strong)
    e["at"], e["square"] = "palace", square
    return e


def at(m, seat, pos, laps=0):
    m.state["consorts"][seat] = {"pos": pos, "laps": laps}


def resolve(m, cards=range(1, 10)):
    """Resolve ``cards`` in order as the round's resolution does (then the
    round ends). Returns True when the run revealed hidden information."""
    st = m.state
    st["phase"] = "resolve"
    st["turn"] = None
    st["stack"] = [{"op": "end_round"}] + [{"op": "card", "n": n} for n in reversed(list(cards))]
    ctx = flow.Ctx()
    flow.run(st, ctx)
    return ctx.revealed


def run_steps(m, steps):
    """Run just ``steps`` (e.g. a consort move) and then end the round."""
    st = m.state
    st["phase"] = "resolve"
    st["turn"] = None
    st["stack"] = [{"op": "end_round"}] + list(reversed(steps))
    ctx = flow.Ctx()
    flow.run(st, ctx)
    return ctx.revealed


def tokens(m):
    st = m.state
    return st["stock"] + sum(st["points"]) + st["xiangfei"] + st["tea"]


def home(m, seat):
    return [e for e in m.state["eunuchs"] if e["owner"] == seat and e["at"] == "hand"]
