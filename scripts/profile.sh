#!/usr/bin/env bash
# Profiles a whole `deid run` with Java Flight Recorder (ships with the JDK) and prints the hottest
# methods: the top frames of the execution samples, then the hottest frames anywhere on the stack
# (inclusive), both restricted to the run's own threads.
#
#   scripts/profile.sh --lang es --in NOTES_DIR [other deid run options]
#
# Writes the recording to ${PROFILE_DIR:-out/profile}/run.jfr (open it in JDK Mission Control for
# a flame graph; never commit it: it may hold fragments of text in string samples) and the
# de-identified notes to ${PROFILE_DIR}/out. DEID selects the launcher (default: ./deid).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
dir="${PROFILE_DIR:-$root/out/profile}"
deid="${DEID:-$root/deid}"
top="${TOP:-30}"
mkdir -p "$dir"
rm -rf "$dir/out"
export DEID_JAVA_OPTS="${DEID_JAVA_OPTS:-} -XX:StartFlightRecording=filename=$dir/run.jfr,settings=profile,dumponexit=true"
start=$(date +%s.%N)
"$deid" run "$@" --out "$dir/out" >"$dir/run.log" 2>&1
end=$(date +%s.%N)
echo "deid run: $(echo "$end - $start" | bc) s wall; recording: $dir/run.jfr"
jfr print --events jdk.ExecutionSample "$dir/run.jfr" >"$dir/samples.txt"
samples=$(grep -c 'jdk.ExecutionSample' "$dir/samples.txt" || true)
echo "$samples execution samples"
echo "== top frames (self time)"
awk '/stackTrace = \[/{getline; sub(/^[ \t]+/, ""); sub(/line:.*/, ""); print}' "$dir/samples.txt" |
  sort | uniq -c | sort -rn | head -n "$top"
echo "== frames anywhere on the stack (inclusive), org.deid and UIMA/ClearTK only"
awk '/stackTrace = \[/{inside=1; delete seen; next}
     inside && /^[ \t]*\]/{inside=0; next}
     inside {line=$0; sub(/^[ \t]+/, "", line); sub(/line:.*/, "", line);
             if (line ~ /^(org\.deid|org\.apache\.uima|org\.cleartk)/ && !(line in seen)) {seen[line]=1; print line}}' \
  "$dir/samples.txt" | sort | uniq -c | sort -rn | head -n "$top"
