"""The 8 topic cards (お題カード), as data.

The seed prints three (1–3); the other five are a [decision] that keeps the
seed's pattern: each puts −40 on the whole 40-card deck. A topic is either a
per-card penalty for the cards that match it (every listed condition must
hold) or, for topic 8, a one-off penalty for the alliance that wins the last
trick. Change the table, not the code, if the real cards turn up.

>>> penalty(TOPICS[1], ["ale-6", "mead-6", "ale-7"], won_last=False)
-20
>>> sum(penalty(TOPICS[t], list(DECK), won_last=True) for t in TOPICS)
-320
"""

from __future__ import annotations

from .cards import DECK, NUMBER, SUIT

TOPICS: dict[int, dict] = {
    1: {"numbers": [6], "per_card": -10, "source": "seed",
        "text": {"ja": "6のカード1枚につき −10点", "en": "−10 for each 6"}},
    2: {"suits": ["ale"], "per_card": -4, "source": "seed",
        "text": {"ja": "エールのカード1枚につき −4点", "en": "−4 for each ale card"}},
    3: {"suits": ["mead"], "parity": "odd", "per_card": -8, "source": "seed",
        "text": {"ja": "ミードの奇数のカード1枚につき −8点", "en": "−8 for each odd mead card"}},
    4: {"numbers": [1], "per_card": -10, "source": "decision",
        "text": {"ja": "1のカード1枚につき −10点", "en": "−10 for each 1"}},
    5: {"suits": ["wine"], "parity": "even", "per_card": -8, "source": "decision",
        "text": {"ja": "ワインの偶数のカード1枚につき −8点", "en": "−8 for each even wine card"}},
    6: {"numbers": [9, 10], "per_card": -5, "source": "decision",
        "text": {"ja": "9と10のカード1枚につき −5点", "en": "−5 for each 9 and each 10"}},
    7: {"suits": ["cider"], "numbers": [1, 2, 3, 4], "per_card": -10, "source": "decision",
        "text": {"ja": "シードルの1〜4のカード1枚につき −10点", "en": "−10 for each cider 1–4"}},
    8: {"last_trick": -40, "source": "decision",
        "text": {"ja": "最後のトリックを取った同盟は −40点",
                 "en": "−40 for the alliance that wins the last trick"}},
}

#: The seed's recommendation for a first game: these topics for deals 1, 2, 3.
FIRST_GAME = (1, 2, 3)


def hits(topic: dict, card: str) -> bool:
    """True if ``card`` carries the topic's per-card penalty."""
    if "per_card" not in topic:
        return False
    if "suits" in topic and SUIT[card] not in topic["suits"]:
        return False
    if "numbers" in topic and NUMBER[card] not in topic["numbers"]:
        return False
    parity = topic.get("parity")
    if parity is not None and (NUMBER[card] % 2 == 1) != (parity == "odd"):
        return False
    return True


def card_value(topic: dict, card: str) -> int:
    """What taking this one card is worth under the topic: +1, plus its penalty."""
    return 1 + (topic["per_card"] if hits(topic, card) else 0)


def penalty(topic: dict, taken: list[str], won_last: bool) -> int:
    """The topic's penalty for an alliance that took ``taken`` (and the last
    trick if ``won_last``)."""
    if "last_trick" in topic:
        return topic["last_trick"] if won_last else 0
    return sum(topic["per_card"] for c in taken if hits(topic, c))
