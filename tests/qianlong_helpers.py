"""Building Qianlong's Harem positions by hand for scenario tests.

A position is a real match (so ``act`` and ``legal_actions`` go through the
engine) whose state is then arranged: eunuchs put on cards or palace squares,
consorts moved, tokens and the scheme deck set. :func:`resolve` then runs the
round's resolution exactly as the last placement would.
"""

from hotseat import engine
from hotseat.games.qianlong import board, flow

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
    board.settle(st)   # as an action's end does: the last event brought up to date
    return ctx.revealed


def run_steps(m, steps):
    """Run just ``steps`` (e.g. a consort move) and then end the round."""
    st = m.state
    st["phase"] = "resolve"
    st["turn"] = None
    st["stack"] = [{"op": "end_round"}] + list(reversed(steps))
    ctx = flow.Ctx()
    flow.run(st, ctx)
    board.settle(st)
    return ctx.revealed


def events(m):
    """Every event of the match so far, oldest first: those the engine took
    after each action (its log, as the public sees it: nothing in this game
    is for one seat alone), then those a hand-run resolution (:func:`resolve`,
    :func:`run_steps`) left in the state."""
    out, start = [], 0
    while True:
        page = m.log(None, start, engine.LOG_PAGE)
        out += page["events"]
        start += len(page["events"])
        if start >= page["total"]:
            break
    return out + m.state["events"]


def board_of(view) -> dict:
    """The board part of a view, flat (board.flat): what events change."""
    return board.flat({k: view[k] for k in board.BOARD_KEYS})


def walk_back(final: dict, evs: list[dict]) -> tuple[list[dict], dict]:
    """What web/qianlong/view.js does (``moveSteps``): from the flat board
    after the last event, put back each event's ``before``, newest first.
    Returns the flat board after each event, and the one before the first."""
    boards = [None] * len(evs)
    b = dict(final)
    for k in range(len(evs) - 1, -1, -1):
        boards[k] = b
        b = {**b, **evs[k]["before"]}
    return boards, b


def unflat(b: dict) -> dict:
    """A flat board (board.flat) as the view's board: the pieces as lists."""
    out = {k: v for k, v in b.items() if "." not in k}
    for k in board.PIECES:
        out[k] = [b[f"{k}.{i}"] for i in range(sum(1 for x in b if x.startswith(k + ".")))]
    return out


def move_boards(m) -> list[dict]:
    """The public board after each event of ``m``'s last move, as the view
    replays it (its pieces as lists)."""
    boards, _ = walk_back(board_of(m.view(None)), m.step_events(None))
    return [unflat(b) for b in boards]


def texts(m, lang="en"):
    """The log lines so far (:func:`events`) in ``lang``."""
    return [e["text"][lang] for e in events(m)]


def tokens(m):
    st = m.state
    return st["stock"] + sum(st["points"]) + st["xiangfei"] + st["tea"]


def home(m, seat):
    return [e for e in m.state["eunuchs"] if e["owner"] == seat and e["at"] == "hand"]


# --- positions reached by play (for the browser tests of each choice) ------------------

#: Where the bots (both seats, ``Match.bot_action``) first meet each kind of
#: choice inside a resolution: kind -> (seed, advanced). Found by
#: :func:`find_choices` (``PYTHONPATH=pylib python3 tests/qianlong_helpers.py``);
#: :func:`choice_record` checks that the kind is really met, so a change of the
#: rules, defaults or bot that moves it fails the tests that use it instead of
#: testing another position.
CHOICE_SEEDS = {"jump": (0, False), "reward": (15, False), "activate": (0, False),
                "bribe": (1, False), "take": (1, False), "promote": (0, False),
                "flip": (0, True)}


def pending_kind(m):
    """The kind of choice the match waits for: a pending choice's kind,
    "flip" in the advanced set-up, "place", or None once over."""
    st = m.state
    if st["phase"] == "resolve" and st["pending"] is not None:
        return st["pending"]["kind"]
    return None if st["phase"] in ("over", "resolve") else st["phase"]


def play_until(seed, advanced, kind, limit=400):
    """Bots play both seats from ``seed`` until ``kind`` is to be chosen;
    the match then, or None if the game ends (or ``limit`` actions pass) first."""
    m = engine.new_game("qianlong", players=2, seed=seed, options={"advanced": advanced})
    for _ in range(limit):
        if m.finished:
            return None
        if pending_kind(m) == kind:
            return m
        seat = m.to_act()[0]
        m.act(seat, m.bot_action(seat))
    return None


def choice_record(kind):
    """``(record, seat)``: a record whose last position asks ``seat`` for
    ``kind`` (the first such position of :data:`CHOICE_SEEDS`' game)."""
    seed, advanced = CHOICE_SEEDS[kind]
    m = play_until(seed, advanced, kind)
    assert m is not None, f"seed {seed} no longer reaches a {kind!r} choice: rerun find_choices()"
    return m.record(), m.to_act()[0]


def find_choices(seeds=range(200)):
    """The first seed (basic rules first) where the bots meet each kind."""
    kinds = ["jump", "reward", "activate", "bribe", "take", "promote", "flip"]
    found = {}
    for advanced in (False, True):
        for seed in seeds:
            if len(found) == len(kinds):
                return found
            m = engine.new_game("qianlong", players=2, seed=seed, options={"advanced": advanced})
            while not m.finished:
                k = pending_kind(m)
                if k in kinds and k not in found:
                    found[k] = (seed, advanced)
                seat = m.to_act()[0]
                m.act(seat, m.bot_action(seat))
    return found


if __name__ == "__main__":  # pragma: no cover - the search behind CHOICE_SEEDS
    print(find_choices())
