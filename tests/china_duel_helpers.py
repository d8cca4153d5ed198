"""Building China Duel positions by hand for scenario tests.

A position is a real match (so ``act`` and ``legal_actions`` go through the
engine) whose state is then arranged: houses, fortresses and emissaries put
on the map (taken from the owners' supplies), hands, the Emperor's hand, kept
cards and influence cards set. Seat 0 is made the start and active player at
the beginning of a turn unless told otherwise.
"""

from hotseat import engine
from hotseat.games.china_duel import flow
from log_helpers import whole_log  # noqa: F401 (the China Duel tests import it from here)

A, B, E = 0, 1, 2


def position(rules="original", seed=1, active=0, start=None, **fields):
    """A fresh match with an empty board, seat ``active`` to play; keyword
    arguments replace state fields (``hands``, ``emperor_hand``, ``display``,
    ``deck``, ``kept``, ``influence``…)."""
    m = engine.new_game("china_duel", 2, seed=seed, options={"rules": rules})
    st = m.state
    st["active"] = active
    st["start"] = active if start is None else start
    st["phase"] = "play"
    st["turn"] = flow.new_turn()
    st.update(fields)
    st["turns"] = {"current": flow.new_turn_record(st, active), "previous": None}
    return m


def build(m, region, houses=None, forts=(), court=None):
    """Set ``region``'s house spaces (a list of owners, padded with None),
    fortresses (space indices) and court (``[seat 0, seat 1, Emperor]``)."""
    st = m.state
    n = len(st["houses"][region])
    if houses is not None:
        for h in st["houses"][region]:
            if h is not None:
                st["supply"][h]["house"] += 1
        row = list(houses) + [None] * (n - len(houses))
        st["houses"][region] = row
        for h in row:
            if h is not None:
                st["supply"][h]["house"] -= 1
    st["forts"][region] = [i in forts for i in range(n)]
    if court is not None:
        for o, k in enumerate(st["courts"][region]):
            st["supply"][o]["emissary"] += k
        st["courts"][region] = list(court)
        for o, k in enumerate(court):
            st["supply"][o]["emissary"] -= k


def keep(m, seat, **counts):
    """Set ``seat``'s kept cards: ``keep(m, A, yellow=1)``."""
    for c in m.state["kept"][seat]:
        m.state["kept"][seat][c] = counts.get(c, 0)


def legal_of(m, kind):
    seat = m.to_act()[0]
    return [a for a in m.legal_actions(seat) if a["type"] == kind]


def place(piece, region, space, pay, kind="place"):
    return {"type": kind, "piece": piece, "region": region, "space": space, "pay": list(pay)}




def bare(events):
    """Events without the match's stamps (``i``, ``move``), to compare with
    what a test expects."""
    return [{k: v for k, v in e.items() if k not in ("i", "move")} for e in events]
