"""Building Cena positions by hand for scenario tests."""

from hotseat import engine
from hotseat.games.cena.cards import DECK, sort_hand


def position(hands, leader=0, options=None, topic=None, revealed=None):
    """A match in the play phase with the given hands (lists of card ids).

    The information phase is played for real (each seat reveals its first
    three cards), then hands, revealed cards, topic and leader are replaced,
    so the state is what the rules would hold mid-deal.
    """
    players = len(hands)
    m = engine.new_game("cena", players=players, seed=1, options=options or {})
    for seat in range(players):
        m.act(seat, m.legal_actions(seat)[0])
    st = m.state
    st["hands"] = [sort_hand(h) for h in hands]
    st["revealed"] = [list(r) for r in revealed] if revealed else [[] for _ in hands]
    st["shown"] = [list(r) for r in st["revealed"]]
    used = {c for h in hands for c in h}
    st["aside"] = [c for c in DECK if c not in used][:4] if players == 3 else []
    if topic is not None:
        st["topic"] = topic
    st["trick"]["leader"] = st["turn"] = leader
    return m


def play(m, seat, card, to):
    m.act(seat, {"type": "play", "card": card, "to": to})
