"""The 108 playing cards of Sanguosha's Standard Edition, as data; what
each card does is in this package's modules, one per kind:
:mod:`.basic` (殺, 閃, 桃), :mod:`.scrolls` (the scrolls), :mod:`.delayed`
(雷電, 楽不思蜀) and :mod:`.equipment` (each weapon's and armour's effect).
A new card is a row here and its effect in its kind's module (registered
with :func:`..use.effect`, a frame, or a hook of :mod:`..machine`).

A card id is ``<name>-<suit><rank>``: ``slash-S7`` is the 殺 ♠7. Suits are
``S`` ♠ spade, ``H`` ♥ heart, ``C`` ♣ club, ``D`` ♦ diamond; ranks ``A``,
``2``–``10``, ``J``, ``Q``, ``K``. Where the deck holds two cards of the same
name, suit and rank (two 殺 ♠8), the second is ``slash-S8#2``. The four EX cards
(the Japanese box includes them; option ``ex_cards``) are flagged ``ex``.

Sources: the card list and every copy's suit and rank are notes §2.2/§2.4 (two
independent open-source lists agree); Japanese names notes §2.2 and the seed;
English names the FreeKill short names the notes cite.

>>> CARDS["slash-S8#2"]["name"], CARDS["slash-S8#2"]["suit"], CARDS["slash-S8#2"]["rank"]
('slash', 'S', 8)
>>> len(deck(True)), len(deck(False))
(108, 104)
>>> colour("peach-H3"), colour("slash-C2")
('red', 'black')
"""

from __future__ import annotations

# name: (kind, subtype, ja, en).  kind: basic | trick | delayed | equip.
# subtype for equipment: weapon | armor | plus (+1 horse) | minus (-1 horse).
NAMES: dict[str, dict] = {}


def _n(name, kind, ja, en, slot=None, reach=None):
    NAMES[name] = {"kind": kind, "slot": slot, "range": reach, "ja": ja, "en": en}


_n("slash", "basic", "殺", "Slash")
_n("dodge", "basic", "閃", "Dodge")
_n("peach", "basic", "桃", "Peach")
_n("dismantlement", "trick", "取壊し", "Dismantlement")
_n("snatch", "trick", "順手牽羊", "Snatch")
_n("duel", "trick", "決闘", "Duel")
_n("collateral", "trick", "借刀殺人", "Collateral")
_n("ex_nihilo", "trick", "無中生有", "Ex Nihilo")
_n("nullification", "trick", "明察秋毫", "Nullification")
_n("savage_assault", "trick", "南蛮襲来", "Savage Assault")
_n("archery_attack", "trick", "万箭斉発", "Archery Attack")
_n("god_salvation", "trick", "桃園の誓い", "God Salvation")
_n("amazing_grace", "trick", "五穀豊穣", "Amazing Grace")
_n("lightning", "delayed", "雷電", "Lightning")
_n("indulgence", "delayed", "楽不思蜀", "Indulgence")
_n("crossbow", "equip", "諸葛連弩", "Crossbow", "weapon", 1)
_n("qinggang_sword", "equip", "青釭剣", "Qinggang Sword", "weapon", 2)
_n("ice_sword", "equip", "寒氷剣", "Ice Sword", "weapon", 2)
_n("double_sword", "equip", "雌雄双股剣", "Double Swords", "weapon", 2)
_n("blade", "equip", "青龍偃月刀", "Blue Dragon Blade", "weapon", 3)
_n("spear", "equip", "丈八蛇矛", "Serpent Spear", "weapon", 3)
_n("axe", "equip", "貫石斧", "Stone Axe", "weapon", 3)
_n("halberd", "equip", "方天画戟", "Sky Halberd", "weapon", 4)
_n("kylin_bow", "equip", "麒麟弓", "Kylin Bow", "weapon", 5)
_n("eight_diagram", "equip", "八卦陣", "Eight Diagram", "armor")
_n("renwang_shield", "equip", "仁王盾", "Renwang Shield", "armor")
_n("dilu", "equip", "的盧", "Dilu", "plus")
_n("jueying", "equip", "絶影", "Jueying", "plus")
_n("zhuahuang", "equip", "爪黄飛電", "Zhuahuang Feidian", "plus")
_n("chitu", "equip", "赤兎", "Chitu", "minus")
_n("dayuan", "equip", "大宛", "Dayuan", "minus")
_n("zixing", "equip", "紫騂", "Zixing", "minus")

SLOTS = ("weapon", "armor", "plus", "minus")
SUITS = {"S": "♠", "H": "♥", "C": "♣", "D": "♦"}
RANKS = {1: "A", 11: "J", 12: "Q", 13: "K"}

# The 104 standard cards by suit, then rank (notes §2.4), and the 4 EX cards.
_DECK_TEXT = """
S A duel lightning | S 2 double_sword eight_diagram | S 3 dismantlement snatch
S 4 dismantlement snatch | S 5 blade jueying | S 6 indulgence qinggang_sword
S 7 slash savage_assault | S 8 slash slash | S 9 slash slash | S 10 slash slash
S J snatch nullification | S Q dismantlement spear | S K savage_assault dayuan
H A archery_attack god_salvation | H 2 dodge dodge | H 3 peach amazing_grace
H 4 peach amazing_grace | H 5 kylin_bow chitu | H 6 peach indulgence | H 7 peach ex_nihilo
H 8 peach ex_nihilo | H 9 peach ex_nihilo | H 10 slash slash | H J slash ex_nihilo
H Q peach dismantlement | H K dodge zhuahuang
C A duel crossbow | C 2 slash eight_diagram | C 3 slash dismantlement
C 4 slash dismantlement | C 5 slash dilu | C 6 slash indulgence | C 7 slash savage_assault
C 8 slash slash | C 9 slash slash | C 10 slash slash | C J slash slash
C Q collateral nullification | C K collateral nullification
D A duel crossbow | D 2 dodge dodge | D 3 dodge snatch | D 4 dodge snatch | D 5 dodge axe
D 6 slash dodge | D 7 slash dodge | D 8 slash dodge | D 9 slash dodge | D 10 slash dodge
D J dodge dodge | D Q peach halberd | D K slash zixing
"""
_EX_TEXT = "S 2 ice_sword | C 2 renwang_shield | H Q lightning | D Q nullification"


def rank_text(rank: int) -> str:
    """The rank as printed on the card.

    >>> rank_text(12), rank_text(7)
    ('Q', '7')
    """
    return RANKS.get(rank, str(rank))


def _parse(text: str, ex: bool) -> list[dict]:
    out = []
    for group in text.replace("\n", " | ").split("|"):
        words = group.split()
        if not words:
            continue
        suit, rank = words[0], words[1]
        r = {"A": 1, "J": 11, "Q": 12, "K": 13}.get(rank) or int(rank)
        for name in words[2:]:
            base = f"{name}-{suit}{rank}"
            cid = base
            copy = 2
            while cid in _seen:
                cid = f"{base}#{copy}"
                copy += 1
            _seen.add(cid)
            out.append({"id": cid, "name": name, "suit": suit, "rank": r, "ex": ex})
    return out


_seen: set[str] = set()
_STANDARD = _parse(_DECK_TEXT, False)
_EX = _parse(_EX_TEXT, True)
#: Every card by id: ``{"id", "name", "suit", "rank", "ex"}``.
CARDS: dict[str, dict] = {c["id"]: c for c in _STANDARD + _EX}
NAME = {cid: c["name"] for cid, c in CARDS.items()}
SUIT = {cid: c["suit"] for cid, c in CARDS.items()}
RANK = {cid: c["rank"] for cid, c in CARDS.items()}
KIND = {cid: NAMES[c["name"]]["kind"] for cid, c in CARDS.items()}
SLOT = {cid: NAMES[c["name"]]["slot"] for cid, c in CARDS.items()}


def deck(ex_cards: bool) -> list[str]:
    """The ids of the deck in a fixed order (it is shuffled at set-up)."""
    return [c["id"] for c in _STANDARD] + ([c["id"] for c in _EX] if ex_cards else [])


def colour(cid: str) -> str:
    return "red" if SUIT[cid] in "HD" else "black"


def colour_of(cids: list[str]) -> str:
    """The colour of a card made from ``cids`` (丈八蛇矛's two cards): both red
    is red, both black black, mixed is colourless ("none"; seed §4).

    >>> colour_of(["slash-H10", "dodge-D2"]), colour_of(["slash-H10", "slash-S7"])
    ('red', 'none')
    """
    colours = {colour(c) for c in cids}
    return colours.pop() if len(colours) == 1 else "none"


def label(cid: str) -> dict[str, str]:
    """``{"ja": "殺 ♠7", "en": "Slash ♠7"}``."""
    c = CARDS[cid]
    n = NAMES[c["name"]]
    face = SUITS[c["suit"]] + rank_text(c["rank"])
    return {"ja": f"{n['ja']} {face}", "en": f"{n['en']} {face}"}


def name_label(name: str) -> dict[str, str]:
    return {"ja": NAMES[name]["ja"], "en": NAMES[name]["en"]}


def weapon_range(cid: str | None) -> int:
    return NAMES[NAME[cid]]["range"] if cid else 1
