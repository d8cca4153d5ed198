"""The bounds on what the engine accepts, and the checks that keep any input
from escaping as anything but a refusal.

Everything a caller hands the engine is data: JSON from the page, or plain
Python values from a test or a bot. Before a game's rules see it, it must be
*plain* (str-keyed dicts, lists, strings, bools, None and whole numbers),
shallow, small, and its numbers must fit in 64 bits. Checking that once, here,
means no game needs its own defence against a list nested 100,000 deep (which
would overflow the stack), a 5,000-digit number (which Python refuses to turn
into text) or NaN (which is not equal to itself).

The checks are iterative, never recursive, so they cannot be the thing that
overflows.

>>> check_plain({"type": "play", "cards": ["3S"]}, "action")
>>> check_plain([[[[0]]]], "x", max_depth=3)
Traceback (most recent call last):
...
hotseat.rules.IllegalAction: [too_deep] x is nested more than 3 deep. / x の入れ子が 3 段を超えています。
>>> show(10**5000)
'<a huge number>'
"""

from __future__ import annotations

import json
import re
from typing import Any

from .rules import IllegalAction

#: Longest JSON text one bridge call may carry. A record at MAX_ACTIONS is
#: about 60 bytes an action (1.2 MB); four times that leaves room for names
#: and options without letting a file freeze the page while it is parsed.
MAX_CALL_CHARS = 5_000_000

#: Deepest nesting of any value accepted. The deepest real input is a record:
#: [id, {actions: [[seat, {cards: [id]}]]}] is 6 levels.
MAX_DEPTH = 16

#: Deepest nesting of one action (the deepest real one, China Duel's place
#: with its list of colours, is 2).
MAX_ACTION_DEPTH = 8

#: Most actions in one record. A Dou Dizhu match or a Cena game is a few
#: hundred; a 10-player Sanguosha game with every question asked may reach a
#: few thousand. Measured: a record of 20,000 Dou Dizhu actions replays in
#: 0.36 s on CPython but takes 4–5.6 s to import in the browser, so the limit
#: is half that: any record that passes loads in about 2–3 s there. A live
#: game refuses the action that would pass it (``record_full``), so every
#: game the app saves can be loaded again.
MAX_ACTIONS = 10_000

#: Whole numbers must fit in a signed 64-bit integer (seeds are below 2^63;
#: every other number in the protocol is small).
MAX_INT = 2**63 - 1

_SCALARS = (str, int, bool, type(None))


def show(value: Any, limit: int = 60) -> str:
    """A short, safe rendering of any value for an error message.

    ``repr`` itself can fail (a huge int) or recurse (deep nesting), and a
    message must never be the thing that throws.
    """
    t = type(value)
    if t is int and value.bit_length() > 64:
        return "<a huge number>"
    if t in (str, int, float, bool) or value is None:
        text = repr(value)
    elif t in (list, dict, tuple):
        text = f"<{t.__name__}>" if _deeper_than(value, 3) else _short_repr(value)
    else:
        text = f"<{t.__name__}>"
    return text if len(text) <= limit else text[:limit - 1] + "…"


def _short_repr(value: Any) -> str:
    try:
        return repr(value)
    except (ValueError, RecursionError):  # a huge int inside
        return f"<{type(value).__name__}>"


def _deeper_than(value: Any, depth: int) -> bool:
    stack = [(value, 0)]
    while stack:
        v, d = stack.pop()
        if isinstance(v, (list, tuple, dict)):
            if d >= depth:
                return True
            items = v.values() if isinstance(v, dict) else v
            stack.extend((x, d + 1) for x in items)
    return False


def check_plain(value: Any, what: str, max_depth: int = MAX_DEPTH) -> None:
    """Raise IllegalAction unless ``value`` is plain JSON-shaped data within
    the bounds: str-keyed dicts and lists at most ``max_depth`` deep,
    strings, bools, None and whole numbers within 64 bits. Floats are
    refused: no number in the protocol has a fraction, and a float that
    equals an int (``5.0``) must not pass for one.
    """
    stack = [(value, 0)]
    while stack:
        v, d = stack.pop()
        t = type(v)
        if t is int:
            if not -MAX_INT - 1 <= v <= MAX_INT:
                raise IllegalAction("bad_number", f"{what} holds a number too large to use.",
                                    f"{what} に大きすぎる数があります。")
        elif t is str or t is bool or v is None:
            pass
        elif t is list or t is dict:
            if d >= max_depth:
                raise IllegalAction("too_deep", f"{what} is nested more than {max_depth} deep.",
                                    f"{what} の入れ子が {max_depth} 段を超えています。")
            if t is dict:
                for k in v:
                    if type(k) is not str:
                        raise IllegalAction("malformed", f"{what} has a key that is not text.",
                                            f"{what} に文字列でないキーがあります。")
                items = v.values()
            else:
                items = v
            for x in items:
                if type(x) is not str:  # the common leaf, skipped without a push
                    stack.append((x, d + 1))
        elif t is float:
            raise IllegalAction("bad_number", f"{what} holds a number with a fraction "
                                f"({show(v)}); only whole numbers are used.",
                                f"{what} に整数でない数（{show(v)}）があります。整数だけが使えます。")
        else:
            raise IllegalAction("malformed", f"{what} is not plain JSON ({t.__name__}).",
                                f"{what} は JSON で表せる値ではありません（{t.__name__}）。")


_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')
_BRACKETS = re.compile(r"[\[\]{}]")


def json_depth(text: str) -> int:
    """How deep the brackets of a JSON text nest, counted without parsing it
    (brackets inside strings are skipped), so a hostile text is measured
    before the parser could recurse on it.

    >>> json_depth('[1, {"a": "[[["}, [[]]]')
    3
    """
    depth = best = 0
    for b in _BRACKETS.findall(_STRING.sub("", text)):
        if b == "[" or b == "{":
            depth += 1
            if depth > best:
                best = depth
        else:
            depth -= 1
    return best


def _bounded_int(digits: str) -> int:
    # 20 characters hold any 64-bit number with its sign; longer is refused
    # before Python is asked to convert thousands of digits.
    if len(digits) > 20:
        raise _TooBig()
    return int(digits)


class _TooBig(ValueError):
    pass


def _no_constant(name: str):
    raise _TooBig(name)


def decode(text: Any, what: str = "The call's arguments") -> Any:
    """Parse a JSON text within the bounds, or raise IllegalAction saying
    which bound it broke. NaN and Infinity (which JSON does not have) and
    numbers beyond 64 bits are refused."""
    if type(text) is not str:
        raise IllegalAction("bad_call", f"{what} must be JSON text.",
                            f"{what} は JSON の文字列でなければなりません。")
    if len(text) > MAX_CALL_CHARS:
        raise IllegalAction("too_large", f"{what} are too large ({len(text):,} characters; "
                            f"at most {MAX_CALL_CHARS:,}).",
                            f"{what} が大きすぎます（{len(text):,} 文字。上限は {MAX_CALL_CHARS:,}）。")
    # +1: the call's own argument list is one level around the values
    if json_depth(text) > MAX_DEPTH + 1:
        raise IllegalAction("too_deep", f"{what} are nested more than {MAX_DEPTH} deep.",
                            f"{what} の入れ子が {MAX_DEPTH} 段を超えています。")
    try:
        value = json.loads(text, parse_int=_bounded_int, parse_constant=_no_constant)
    except _TooBig:
        raise IllegalAction("bad_number", f"{what} hold a number too large to use, or NaN.",
                            f"{what} に大きすぎる数か NaN があります。") from None
    except (ValueError, RecursionError):
        raise IllegalAction("bad_call", f"{what} are not valid JSON.",
                            f"{what} が正しい JSON ではありません。") from None
    check_plain(value, what, MAX_DEPTH + 1)
    return value
