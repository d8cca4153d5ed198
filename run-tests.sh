#!/usr/bin/env bash
# The project's test command: every test, engine (CPython) and browser
# (builds dist/ if it is out of date, serves it under /hotseat/, drives
# headless Chromium; a smoke test each in Firefox and WebKit). It first
# installs what the tests need on a fresh machine: Debian's chromium,
# firefox-esr, webkit2gtk-driver and xvfb (when missing and we may use apt),
# npm for build.py, the pinned Python test dependencies and puppeteer-core.
# Extra arguments go to pytest, e.g. ./run-tests.sh -k session -x
# (HOTSEAT_TEST_JOBS=0 ./run-tests.sh ... runs them in one process).
set -euo pipefail
cd "$(dirname "$0")"
PY="${PYTHON:-python3}"

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"
  elif command -v sudo >/dev/null && sudo -n true 2>/dev/null; then sudo "$@"
  else return 1; fi
}
apt_install() {
  as_root apt-get update -q >/dev/null &&
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q "$@" >/dev/null
}

# Playwright's own browser download is not available here: use Debian's.
if [ ! -x "${HOTSEAT_CHROMIUM:-/usr/bin/chromium}" ]; then
  apt_install chromium || echo "run-tests: could not install chromium; browser tests will fail" >&2
fi
# build.py fetches the pinned Pyodide / PyScript tarballs with npm.
if ! command -v npm >/dev/null; then
  apt_install nodejs npm || echo "run-tests: could not install npm; the site cannot be built" >&2
fi
"$PY" -m pip install -q --disable-pip-version-check --root-user-action=ignore -r requirements-test.txt

# Firefox and WebKit for tests/browser/test_engines.py, from Debian like
# chromium: firefox-esr (driven by puppeteer-core over WebDriver BiDi),
# webkit2gtk-driver (WebKitWebDriver and WebKitGTK's MiniBrowser, driven by
# selenium) and xvfb (the MiniBrowser's display). puppeteer-core comes pinned
# from tests/browser/engines/package-lock.json (npm ci; it never downloads a
# browser). Where one cannot be installed, its smoke test is skipped and
# says why; so does this script.
missing=()
[ -x "${HOTSEAT_FIREFOX:-/usr/bin/firefox-esr}" ] || missing+=(firefox-esr)
[ -x "${HOTSEAT_WEBKIT_DRIVER:-/usr/bin/WebKitWebDriver}" ] || missing+=(webkit2gtk-driver)
command -v Xvfb >/dev/null || missing+=(xvfb)
if [ "${#missing[@]}" -gt 0 ] && ! apt_install "${missing[@]}"; then
  for pkg in "${missing[@]}"; do
    apt_install "$pkg" || echo "run-tests: could not install $pkg; its engine's smoke test (tests/browser/test_engines.py) will be skipped" >&2
  done
fi
ENGINES=tests/browser/engines
if ! cmp -s "$ENGINES/package-lock.json" "$ENGINES/node_modules/.hotseat-lock.json" 2>/dev/null; then
  if (cd "$ENGINES" && npm ci --ignore-scripts --no-audit --no-fund --loglevel=error >/dev/null); then
    cp "$ENGINES/package-lock.json" "$ENGINES/node_modules/.hotseat-lock.json"
  else
    echo "run-tests: could not install puppeteer-core (npm ci in $ENGINES); the Firefox smoke test will be skipped" >&2
  fi
fi

export PYTHONPATH="$PWD/pylib${PYTHONPATH:+:$PYTHONPATH}"
# One pytest-xdist worker per core, and one more: the browser tests wait
# (on timers, on the network's timeouts, on a page's boot) while their
# worker holds no core, and the extra worker fills those waits (on 2 cores:
# 8 min with 3 workers, 9 min 23 s with 2). HOTSEAT_TEST_JOBS overrides; 0
# runs in this process. worksteal: the long tests (bot matches, whole
# games) do not leave a worker idle while another still holds a queue.
# --durations: the 25 slowest tests are named at the end of every run; -rs:
# every skipped test with its reason (an engine that could not be installed).
JOBS="${HOTSEAT_TEST_JOBS:-$(( $(nproc 2>/dev/null || echo 2) + 1 ))}"
# Arguments that name tests (a path, or path::test) run just those, at once;
# other arguments (options such as .ci/run's -p no:cacheprovider) go to both runs.
select=0
for arg in "$@"; do
  if [ -e "${arg%%::*}" ]; then select=1; fi
done
set +e
if [ "$select" -eq 0 ]; then
  # The Firefox and WebKit smoke tests first, one after the other, with the
  # machine to themselves: each must take at most 90 s with its three boots of
  # the app (issue #33), and beside three Chromium workers WebKit's boots alone
  # took 79 s. Alone here: WebKit 35 s (66-78 s beside a bot benchmark),
  # Firefox 16-26 s.
  "$PY" -m pytest -n 0 --durations=2 -rs tests/browser/test_engines.py "$@"
  engines_rc=$?
  [ "$engines_rc" -eq 5 ] && engines_rc=0
  "$PY" -m pytest -n "$JOBS" --dist worksteal --durations=25 -rs tests --ignore=tests/browser/test_engines.py "$@"
  rc=$?
  [ "$rc" -eq 0 ] && rc=$engines_rc
else
  "$PY" -m pytest -n "$JOBS" --dist worksteal --durations=25 -rs "$@"
  rc=$?
fi
set -e
if [ "$rc" -eq 5 ]; then
  # pytest: no tests collected. Not a failure of the code, but say so loudly.
  echo "run-tests: pytest collected no tests" >&2
  exit 0
fi
exit "$rc"
