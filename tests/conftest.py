"""Suite-wide reporting: how many times the browser tests booted the app.

Page boots (a full load of the site's index, which starts Pyodide: several
seconds each) are what the browser tests spend most of their time on, and
their count does not depend on how busy the machine is, unlike timings. The
browser fixtures (tests/browser/conftest.py) record each one against the test
that was running; pytest-xdist workers hand their counts to the controller,
and the terminal summary prints the total and the count per file.
"""

from __future__ import annotations

from collections import Counter

import pytest


def pytest_configure(config):
    config.hotseat_boots = Counter()  # test file -> page boots
    config.hotseat_test = None        # nodeid of the test being run (workers)


def pytest_runtest_setup(item):
    item.config.hotseat_test = item.nodeid


def pytest_runtest_teardown(item):
    # a shared page booted for the next test is counted under that test
    item.config.hotseat_test = item.nodeid


def pytest_sessionfinish(session):
    workeroutput = getattr(session.config, "workeroutput", None)
    if workeroutput is not None:  # a pytest-xdist worker: hand the counts over
        workeroutput["hotseat_boots"] = dict(session.config.hotseat_boots)


@pytest.hookimpl(optionalhook=True)  # a pytest-xdist hook
def pytest_testnodedown(node, error):
    counts = getattr(node, "workeroutput", {}).get("hotseat_boots", {})
    node.config.hotseat_boots.update(counts)


def pytest_terminal_summary(terminalreporter, config):
    boots = config.hotseat_boots
    if not boots:
        return
    terminalreporter.section("page boots")
    for path, n in sorted(boots.items(), key=lambda kv: (-kv[1], kv[0])):
        terminalreporter.write_line(f"{n:5d}  {path}")
    terminalreporter.write_line(f"{sum(boots.values()):5d}  in all")
