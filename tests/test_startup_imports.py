"""What the browser's engine imports before the page calls it ready.

web/worker.py runs once in the worker before ``hotseat:ready``; every module
it imports is compiled by Pyodide then, on the critical path of every boot.
Importing all five games' rules, bots and tables there was most of the
engine's start-up (docs/platform.md, "Boot time"), so the worker lists the
games from their light ``listing`` modules and a game's rules are imported
on its first use. Each interpreter here is fresh (a subprocess), as the
worker's is.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "pylib"))

from hotseat import engine  # noqa: E402

GAMES = [g["id"] for g in engine.games()]


def modules_after(code: str) -> list[str]:
    """The hotseat modules a fresh interpreter holds after running ``code``."""
    probe = (f"import json, sys; sys.path.insert(0, {str(ROOT / 'pylib')!r})\n{code}\n"
             "print(json.dumps(sorted(m for m in sys.modules if m.startswith('hotseat'))))")
    out = subprocess.run([sys.executable, "-c", probe], check=True, capture_output=True,
                         text=True, cwd=ROOT).stdout
    return json.loads(out.splitlines()[-1])


def rules_side(modules: list[str], game: str) -> list[str]:
    """``game``'s modules in ``modules`` beyond what importing its listing
    alone brings in."""
    light = set(modules_after(f"import hotseat.games.{game}.listing"))
    return [m for m in modules if m.startswith(f"hotseat.games.{game}") and m not in light]


def test_worker_startup_imports_no_games_rules():
    worker = ROOT / "web" / "worker.py"
    modules = modules_after(f"import runpy; runpy.run_path({str(worker)!r})")
    assert "hotseat.session" in modules  # the probe ran the worker's start-up
    for game in GAMES:
        assert f"hotseat.games.{game}.listing" in modules
        assert rules_side(modules, game) == [], f"{game}'s rules are imported before ready"


def test_first_use_of_a_game_imports_that_game_only():
    modules = modules_after("from hotseat import engine; engine.games(); "
                            "engine.new_game('doudizhu', players=3, seed=1)")
    assert "hotseat.games.doudizhu.rules" in modules
    for game in GAMES:
        if game != "doudizhu":
            assert rules_side(modules, game) == [], game


@pytest.mark.parametrize("game", GAMES)
def test_listing_is_what_the_rules_use(game):
    """One source: the rules' id, name, seats and options are the listing's."""
    listed = engine._registry()[game]
    rules = engine._rules(game)
    assert rules.id == listed.id == game
    assert rules.name is listed.name
    assert (rules.min_players, rules.max_players) == (listed.min_players, listed.max_players)
    assert rules.options is listed.options
