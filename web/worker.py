"""The engine half of window.hotseat, run by PyScript in a web worker.

It exposes one function, ``call(method, args_json) -> reply_json``, to the
page (web/bridge.js awaits ``worker.sync.call``). Only strings cross the
boundary, so no Python proxies leak into JS and the worker needs no DOM and no
SharedArrayBuffer (that direction of PyScript's ``sync`` works with plain
postMessage). The dispatch table and all validation live in
``hotseat.session``, which is tested on CPython.
"""

from hotseat import session

# List the games now (each game's light `listing` module), so that "ready"
# means the engine answers. A game's rules, bot and tables are imported when
# it is first used: importing all five games' here was most of the engine's
# start-up (docs/platform.md, "Boot time"); tests/test_startup_imports.py.
session.games()


def call(method, args_json):
    return session.call(method, args_json)


__export__ = ["call"]
