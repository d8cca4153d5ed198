"""The engine half of window.hotseat, run by PyScript in a web worker.

It exposes one function, ``call(method, args_json) -> reply_json``, to the
page (web/bridge.js awaits ``worker.sync.call``). Only strings cross the
boundary, so no Python proxies leak into JS and the worker needs no DOM and no
SharedArrayBuffer (that direction of PyScript's ``sync`` works with plain
postMessage). The dispatch table and all validation live in
``hotseat.session``, which is tested on CPython.
"""

from hotseat import session

# Import every game now (the registry is filled on first use), so that the
# page's "ready" means the first real call will not pay for imports.
session.games()


def call(method, args_json):
    return session.call(method, args_json)


__export__ = ["call"]
