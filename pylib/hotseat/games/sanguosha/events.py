"""Public acts that say which side a seat is on: per-pair tallies.

What a player at a real table remembers of who did what to whom, kept as
four ``n × n`` tables of counts in the state and shown in every view (all of
it public: each act is announced at the table). Their size depends only on
the player count, never on the length of the game. ``x[a][b]`` counts acts
of seat ``a`` towards seat ``b``:

- ``attacked`` — ``a`` chose ``b`` as the target of a harmful card or skill:
  殺 (also through 激将, or forced by 借刀殺人), 決闘, 楽不思蜀, the victim of
  ``a``'s 借刀殺人, 流離's new target, 反間, both men of 離間; and 過河拆橋 /
  順手牽羊 when they take a card from the hand or equipment (one taken from the
  judgement area is a help). Not 南蛮襲来 / 万箭斉発, which choose no one
  (unlike ``aims``).
- ``helped`` — ``a`` saved dying ``b`` with a 桃; ``a``'s 明察秋毫 cancelled a
  harmful scroll on ``b`` (or restored a good one); ``a`` took a delayed
  scroll out of ``b``'s judgement area; 仁徳 gave ``b`` a card; 青嚢 / 結姻
  healed ``b``.
- ``hindered`` — ``a``'s 明察秋毫 cancelled a good scroll on ``b`` (無中生有,
  桃園結義, 五穀豊穣), or the 明察秋毫 of ``b`` that protected someone, or
  cancelled a harmful scroll that ``b`` used.
- ``refused`` — ``a`` was asked for a 桃 to save dying ``b`` and passed.
  With ``auto_pass`` on a seat is asked only if it could answer, so this
  says ``a`` chose not to; with it off everyone is asked and a pass often
  only means no 桃 (the view carries ``auto_pass`` so a reader can tell).

The few places in :mod:`.use`, :mod:`.cards`, :mod:`.damage` and :mod:`.skills` where these acts happen
call the functions below; nothing here reads a hand or a hidden role.
"""

from __future__ import annotations

KINDS = ("attacked", "helped", "hindered", "refused")
#: Scrolls that harm their target (a 明察秋毫 on them protects it).
HARM = {"slash", "dismantlement", "snatch", "duel", "collateral", "indulgence",
        "savage_assault", "archery_attack", "lightning"}
#: Harmful cards, and skills (反間, 離間 register themselves), whose target
#: is chosen (the area scrolls choose no one).
AIMED = {"slash", "duel", "indulgence"}


def init(n: int) -> dict:
    """The empty tallies for ``n`` seats (merged into the state at set-up)."""
    return {k: [[0] * n for _ in range(n)] for k in KINDS}


def _add(state, kind: str, a, b) -> None:
    if a is None or b is None or a == b:
        return
    state[kind][a][b] += 1


def aimed(state, user: int, name: str, targets) -> None:
    """``user`` used ``name`` on ``targets`` (for 借刀殺人: [wielder, victim])."""
    if name == "collateral":
        _add(state, "attacked", user, targets[1])
    elif name in AIMED:
        for t in targets:
            _add(state, "attacked", user, t)


def picked(state, picker: int, target: int, why: str, judged: bool) -> None:
    """過河拆橋 / 順手牽羊 took effect: taking a delayed scroll out of the
    target's judgement area helps them, any other card hurts them (counted
    here, not when the scroll is used, since that is when it is known)."""
    if why in ("dismantlement", "snatch"):
        _add(state, "helped" if judged else "attacked", picker, target)


def helped(state, a: int, b: int) -> None:
    _add(state, "helped", a, b)


def refused(state, a: int, dying: int) -> None:
    _add(state, "refused", a, dying)


def nullified(state, seat: int) -> None:
    """``seat`` answers the 明察秋毫 window at the top of the stack with a
    明察秋毫. The window may be on another 明察秋毫 (a chain): counted from the
    first event of the chain, an even depth cancels that event, an odd one
    lets it take effect again."""
    chain = []
    for fr in reversed(state["stack"]):
        if fr["k"] != "nullify":
            break
        chain.append(fr["event"])
    if not chain:
        return
    base = chain[-1]
    restore = (len(chain) - 1) % 2 == 1
    t, u = base["target"], base["user"]
    harmful = base["name"] in HARM
    if harmful != restore:  # cancels a harm on t, or lets a good scroll reach t
        helped(state, seat, t)
        if harmful:
            _add(state, "hindered", seat, u)
    else:                   # lets a harm reach t, or cancels a good scroll on t
        _add(state, "hindered", seat, t)
    if restore and chain[0]["user"] != t:  # against whoever used the 明察秋毫 it cancels
        _add(state, "hindered", seat, chain[0]["user"])
