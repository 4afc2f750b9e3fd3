#!/usr/bin/env bash
# Takes a screenshot of a `deid eval` HTML report and checks that the page's script ran without
# error. Installs nothing: it needs Debian's chromium (as root: `apt-get install -y chromium`).
#
# Usage: deid-eval/scripts/screenshot-report.sh REPORT_HTML PNG
#
# Checks, in order: chromium is there; the page opens with no "Uncaught" JavaScript error on the
# console; the page's script filled in its status marker (#report-status = "ready"); the PNG was
# written. Exits 0 when all pass, 1 when a check fails, 2 on bad usage or missing chromium.
# Chromium runs headless, offline-minded (no sync, no component updates, a throw-away profile).
set -euo pipefail

if [[ $# -ne 2 ]]; then
  echo "usage: $0 REPORT_HTML PNG" >&2
  exit 2
fi
report="$1"
png="$2"
if [[ ! -f "$report" ]]; then
  echo "$0: no such report: $report" >&2
  exit 2
fi
browser="$(command -v chromium || command -v chromium-browser || true)"
if [[ -z "$browser" ]]; then
  echo "$0: chromium is missing; install it with: apt-get install -y chromium" >&2
  exit 2
fi

url="file://$(cd "$(dirname "$report")" && pwd)/$(basename "$report")"
profile="$(mktemp -d)"
logs="$(mktemp -d)"
trap 'rm -rf "$profile" "$logs"' EXIT
flags=(--headless --no-sandbox --disable-gpu --disable-quic --no-first-run
  --disable-background-networking --disable-component-update --disable-sync
  --user-data-dir="$profile")

# 1. The DOM after the page's script ran, with the console on stderr.
"$browser" "${flags[@]}" --enable-logging=stderr --v=0 --virtual-time-budget=5000 \
  --dump-dom "$url" > "$logs/dom.html" 2> "$logs/console.txt" || true
failed=0
if grep -q "Uncaught" "$logs/console.txt"; then
  echo "FAIL: JavaScript error on the page:" >&2
  grep "Uncaught" "$logs/console.txt" >&2
  failed=1
fi
if grep -q 'id="report-status"[^>]*data-state="ready"' "$logs/dom.html"; then
  echo "ok: the page's script ran (report-status is ready)"
else
  echo "FAIL: the page's script did not fill in #report-status" >&2
  failed=1
fi

# 2. The screenshot.
rm -f "$png"
"$browser" "${flags[@]}" --hide-scrollbars --screenshot="$png" --window-size=1400,2000 \
  "$url" > /dev/null 2> "$logs/screenshot.txt" || true
if [[ -s "$png" ]]; then
  echo "ok: screenshot written to $png"
else
  echo "FAIL: no screenshot written; chromium said:" >&2
  tail -5 "$logs/screenshot.txt" >&2
  failed=1
fi
exit "$failed"
