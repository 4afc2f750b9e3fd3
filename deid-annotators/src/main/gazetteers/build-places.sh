#!/usr/bin/env bash
# Rebuilds the place gazetteers of the surrogates under ../resources/org/deid/substitute from the
# npm packages pinned in package-lock.json. Needs node >= 18 and npm; never run by the Maven build.
set -euo pipefail
cd "$(dirname "$0")"
npm ci --ignore-scripts --no-audit --no-fund
node build-places.mjs
