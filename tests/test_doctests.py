"""The examples in the package's docstrings run and say what they show."""

import doctest
import importlib
import pkgutil

import pytest

import hotseat

MODULES = sorted(m.name for m in pkgutil.walk_packages(hotseat.__path__, "hotseat."))


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.failed == 0
