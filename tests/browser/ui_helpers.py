"""Small helpers shared by the browser UI tests."""

from __future__ import annotations

import time


def wait_until(fn, timeout=30.0):
    """Poll fn() until it returns something truthy; return that."""
    end = time.monotonic() + timeout
    while True:
        value = fn()
        if value:
            return value
        if time.monotonic() > end:
            raise AssertionError("condition not reached in time")
        time.sleep(0.05)
