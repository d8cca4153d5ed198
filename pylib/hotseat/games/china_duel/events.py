"""China Duel's events: what each step did, as data (issue #28).

Every step emits its events in order (:func:`.flow.emit`, on
:func:`hotseat.rules.emit`), each with its log line in both languages; the
engine keeps them (the log is read in pages, a view carries the last few),
so the state holds no log. :data:`KINDS` is the whole vocabulary: for each
kind, who its ``seat`` is and the fields the table draws it from
(tests/test_china_duel_events.py checks every event of whole games
against it). Colours are card colours (``"red"``…), ``region`` a region id,
``space`` a 0-based house space (None: the court), owners 0, 1 and 2 (the
Emperor).

Private events (``to``: the one seat) are the cards a player alone sees:
its dealt hand and the card it draws from the deck; the public events of
the same step say only how many (``dealt``, ``drew``). Everything else is
public: the display and the Emperor's hand are open, and so are the cards
paid for a piece. A step that draws from the deck is an undo barrier
(:class:`.flow.Ctx`), so the cards it turns up are told as they fell.

The first event of a player's step is its own act (``placed``,
``stopped``, ``kept``, ``exchanged``, ``passed``, ``special``, ``took``,
``drew``, ``emperor``, ``emperor_skipped``): what the table shows at that
player's side until it acts again (the view's ``events.latest``).
"""

from __future__ import annotations

#: kind -> ``seat`` (who did it: "player", the acting player; "game": None,
#: the game itself), ``fields`` (beyond kind, seat, text and to), ``to``
#: (True: for that seat alone) and what it tells.
KINDS: dict[str, dict] = {
    # --- the set-up
    "start": {"seat": "game", "fields": ("player",), "to": False,
              "doc": "the start player, drawn by lot"},
    "dealt": {"seat": "game", "fields": ("hands", "display", "emperor_hand"), "to": False,
              "doc": "the deal: cards in each hand (counts), the open display and Emperor's hand"},
    "dealt_hand": {"seat": "player", "fields": ("cards",), "to": True,
                   "doc": "the cards dealt to that player, for that player alone"},
    # --- a player's acts
    "placed": {"seat": "player", "fields": ("piece", "region", "space", "pay"), "to": False,
               "doc": "a piece placed, paid with those cards (one, or a wild pair)"},
    "stopped": {"seat": "player", "fields": (), "to": False, "doc": "no second piece"},
    "kept": {"seat": "player", "fields": ("colour", "count"), "to": False,
             "doc": "a played card kept (count: that player's kept cards of the colour now)"},
    "influence": {"seat": "player", "fields": ("colour", "from"), "to": False,
                  "doc": "the colour's influence card taken (from: the seat that held it, or None)"},
    "exchanged": {"seat": "player", "fields": ("discard",), "to": False,
                  "doc": "the exchange turn: that card discarded"},
    "passed": {"seat": "player", "fields": (), "to": False, "doc": "nothing could be done"},
    "special": {"seat": "player", "fields": ("card",), "to": False,
                "doc": "a special card used (the card exchange adds give and take)"},
    "took": {"seat": "player", "fields": ("colour",), "to": False,
             "doc": "a card taken from the display"},
    "drew": {"seat": "player", "fields": ("count",), "to": False,
             "doc": "cards drawn from the deck, not named"},
    "drew_card": {"seat": "player", "fields": ("cards",), "to": True,
                  "doc": "the card drawn from the deck, for the drawer alone"},
    "emperor": {"seat": "player", "fields": ("piece", "region", "space", "pay"), "to": False,
                "doc": "the Emperor's piece, placed by the player operating him"},
    "emperor_skipped": {"seat": "player", "fields": (), "to": False,
                        "doc": "the Emperor places nothing (English rules)"},
    # --- what follows by itself
    "emperor_blocked": {"seat": "game", "fields": (), "to": False,
                        "doc": "the Emperor could place nothing"},
    "emperor_drew": {"seat": "game", "fields": ("cards",), "to": False,
                     "doc": "the Emperor's hand refilled from the deck (it is open)"},
    "display": {"seat": "game", "fields": ("colour", "slot"), "to": False,
                "doc": "a deck card turned face up on the display (slot: its place there)"},
    "reshuffled": {"seat": "game", "fields": ("count",), "to": False,
                   "doc": "the discards shuffled into a new deck of count cards"},
    "ran_out": {"seat": "game", "fields": ("runouts", "of", "last_round"), "to": False,
                "doc": "the deck ran out (runouts of of; last_round: this round is the last)"},
    "scored": {"seat": "game", "fields": ("region", "points", "emperor_to"), "to": False,
               "doc": "a region's house scoring: points per owner [0, 1, Emperor] (0: no "
                      "house); the Emperor's go to emperor_to (None: lost)"},
    "round": {"seat": "game", "fields": ("round",), "to": False,
              "doc": "a round is over, and round ``round`` begins"},
    "game_over": {"seat": "game", "fields": ("why",), "to": False,
                  "doc": "the game ends: why is 'deck', 'blocked' or 'no_cards'"},
    "final_scoring": {"seat": "game", "fields": ("emissaries", "chains"), "to": False,
                      "doc": "the end scoring of emissaries and chains, per seat"},
    "result": {"seat": "game", "fields": ("scores", "winners"), "to": False,
               "doc": "the final scores and the winners (both: a shared win)"},
}

#: The special card exchange's extra fields.
EXCHANGE_FIELDS = ("give", "take")
