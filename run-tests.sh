#!/usr/bin/env bash
# The project's test command: every test, engine (CPython) and browser
# (builds dist/ if it is out of date, serves it, drives headless Chromium).
# Extra arguments go to pytest, e.g. ./run-tests.sh -k session -x
set -euo pipefail
cd "$(dirname "$0")"
export PYTHONPATH="$PWD/pylib${PYTHONPATH:+:$PYTHONPATH}"
exec "${PYTHON:-python3}" -m pytest tests "$@"
