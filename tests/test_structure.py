"""The house's shape, checked on every run (issue #27).

Three rules a newcomer relies on without reading the whole tree:

* **No import inside a function** in ``pylib/``. Such imports hid an import
  circle (Sanguosha's frame machine, skills and answers); a module's imports
  at its head are the list of what it stands on. The one lazy import the
  design wants, a game's rules loaded on its first use (boot time:
  docs/platform.md), is made by the engine's loader with
  :func:`importlib.import_module`, a call, in one place.
* **No import circle** in ``pylib/``: every package's modules form floors,
  each importing only those below it.
* **No function over 150 lines** in ``pylib/`` or ``web/``, counted over its
  whole span (the functions it defines included): a screen or a turn is
  split by what each part does, so each part can be found by its name.

Each rule names every offender it finds, with where it stands.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import tree_sitter
import tree_sitter_javascript

ROOT = Path(__file__).resolve().parents[1]
PYLIB = ROOT / "pylib"
WEB = ROOT / "web"
LONGEST = 150

def _py_files() -> list[Path]:
    return sorted(PYLIB.rglob("*.py"))


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(PYLIB).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imports_inside_functions() -> dict[str, int]:
    found = {}
    for path in _py_files():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for fn in ast.walk(tree):
            if isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)):
                for node in ast.walk(fn):
                    if isinstance(node, (ast.Import, ast.ImportFrom)):
                        what = node.module if isinstance(node, ast.ImportFrom) else node.names[0].name
                        found[f"{path.relative_to(ROOT)}:{fn.name}:import {what or '.'}"] = 0
    return found


def _imported(path: Path, node: ast.ImportFrom | ast.Import, modules: set[str]) -> set[str]:
    """The project modules one import statement loads (a ``from package
    import module`` names the module, not just the package)."""
    if isinstance(node, ast.Import):
        return {a.name for a in node.names if a.name in modules}
    base = _module_name(path)
    if path.name != "__init__.py":
        base = base.rpartition(".")[0]
    if node.level:
        base = ".".join(base.split(".")[: len(base.split(".")) - (node.level - 1)])
        target = f"{base}.{node.module}" if node.module else base
    else:
        target = node.module or ""
    subs = {f"{target}.{a.name}" for a in node.names if f"{target}.{a.name}" in modules}
    # ``from . import cards`` stands on cards, not on the package's face.
    whole = target in modules and len(subs) < len(node.names)
    return subs | ({target} if whole else set())


def import_graph() -> dict[str, set[str]]:
    """Module -> the project modules it imports, wherever the import stands
    (an import inside a function is an arrow all the same: it only runs
    later)."""
    modules = {_module_name(p): p for p in _py_files()}
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        deps: set[str] = set()
        for node in ast.walk(tree):
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                deps |= _imported(path, node, set(modules))
        graph[name] = deps - {name}
    return graph


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected parts of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            part = []
            while True:
                w = stack.pop()
                on.discard(w)
                part.append(w)
                if w == v:
                    break
            if len(part) > 1:
                out.append(sorted(part))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def long_python_functions() -> dict[str, int]:
    found = {}
    for path in _py_files():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for fn in ast.walk(tree):
            if isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)):
                first = min([fn.lineno] + [d.lineno for d in fn.decorator_list])
                span = fn.end_lineno - first + 1
                if span > LONGEST:
                    found[f"{path.relative_to(ROOT)}:{fn.name}"] = span
    return found


_JS_FUNCTIONS = {"function_declaration", "function_expression", "arrow_function",
                 "method_definition", "generator_function_declaration",
                 "generator_function"}


def _js_name(node) -> str:
    """A function's name, or the name it is bound to (``const f = () =>``,
    ``key: function``), or its line."""
    name = node.child_by_field_name("name")
    if name is None and node.parent is not None:
        name = (node.parent.child_by_field_name("name")
                or node.parent.child_by_field_name("key")
                or node.parent.child_by_field_name("left"))
    text = name.text.decode() if name is not None else "(anonymous)"
    return f"{text}@{node.start_point.row + 1}"


def long_js_functions() -> dict[str, int]:
    parser = tree_sitter.Parser(tree_sitter.Language(tree_sitter_javascript.language()))
    found = {}
    for path in sorted(WEB.rglob("*.js")):
        tree = parser.parse(path.read_bytes())
        assert not tree.root_node.has_error, f"{path}: the JavaScript grammar cannot read it"
        todo = [tree.root_node]
        while todo:
            node = todo.pop()
            if node.type in _JS_FUNCTIONS:
                span = node.end_point.row - node.start_point.row + 1
                if span > LONGEST:
                    # Named by function, not line, so an edit above it does not
                    # make it "new": strip the line for the key.
                    found[f"{path.relative_to(ROOT)}:{_js_name(node).split('@')[0]}"] = span
            todo.extend(node.children)
    return found


def test_no_import_inside_a_function():
    assert imports_inside_functions() == {}


def test_no_import_circle():
    assert circles(import_graph()) == []


def test_no_python_function_over_150_lines():
    assert long_python_functions() == {}


def test_no_javascript_function_over_150_lines():
    assert long_js_functions() == {}


def test_the_checks_see_what_they_check(tmp_path, monkeypatch):
    """The checkers themselves, on a made-up house: a circle hidden behind an
    import inside a function, a long Python function and a long JavaScript
    one are each found and named."""
    pkg = tmp_path / "pylib" / "toy"
    pkg.mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "a.py").write_text("from . import b\n")
    (pkg / "b.py").write_text("def late():\n    from .a import x\n" + "    y = 1\n" * LONGEST)
    (tmp_path / "web").mkdir()
    (tmp_path / "web" / "v.js").write_text(
        "export function mount() {\n" + "  let y = 1;\n" * LONGEST + "}\n")
    monkeypatch.setattr(sys.modules[__name__], "ROOT", tmp_path)
    monkeypatch.setattr(sys.modules[__name__], "PYLIB", tmp_path / "pylib")
    monkeypatch.setattr(sys.modules[__name__], "WEB", tmp_path / "web")
    assert imports_inside_functions() == {"pylib/toy/b.py:late:import a": 0}
    assert circles(import_graph()) == [["toy.a", "toy.b"]]
    assert long_python_functions() == {"pylib/toy/b.py:late": LONGEST + 2}
    assert long_js_functions() == {"web/v.js:mount": LONGEST + 2}
