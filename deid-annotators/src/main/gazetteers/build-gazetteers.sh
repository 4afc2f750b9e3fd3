#!/usr/bin/env bash
# Rebuilds the lexicon gazetteers under ../resources/org/deid/detect/lexicon from the npm
# packages pinned in package-lock.json. Needs node >= 18 and npm; never run by the Maven build.
set -euo pipefail
cd "$(dirname "$0")"
npm ci --ignore-scripts --no-audit --no-fund
node build-gazetteers.mjs
