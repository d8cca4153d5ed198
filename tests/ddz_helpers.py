"""Building Dou Dizhu positions by hand for scenario tests."""

from hotseat import engine
from hotseat.games.doudizhu.cards import counts_of, deck, sort_key


def position(hands, landlord=0, bid=1, players=3, options=None, kitty=None):
    """A match in the play phase with the given hands (lists of card ids).

    The auction is played for real (``landlord`` bids ``bid``, the rest pass),
    then the hands are replaced, so the state is what the rules would hold.
    Hands not given are filled from the rest of the deck.
    """
    m = engine.new_game("doudizhu", players=players, seed=1, options=options or {"hands": 1})
    while m.view(None)["phase"] == "auction":
        seat = m.to_act()[0]
        m.act(seat, {"type": "bid", "value": bid if seat == landlord else 0})
        if m.view(None)["landlord"] is None and m.view(None)["bids"] == []:
            continue  # redealt: go round again
    assert m.view(None)["landlord"] == landlord
    copies = 1 if players == 3 else 2
    used = [c for h in hands for c in h]
    rest = [c for c in deck(copies) if c not in used]
    full = []
    for s in range(players):
        h = hands[s] if s < len(hands) and hands[s] is not None else []
        full.append(sorted(h, key=sort_key))
    m.state["hands"] = full
    m.state["rank_counts"] = [counts_of(h) for h in full]
    m.state["kitty"] = kitty if kitty is not None else rest[:3]
    m.state["turn"] = m.state["leader"] = landlord
    return m


def play(m, seat, cards, combo=None):
    action = {"type": "play", "cards": list(cards)}
    if combo:
        action["combo"] = combo
    m.act(seat, action)


def pass_(m, seat):
    m.act(seat, {"type": "pass"})
