#!/usr/bin/env bash
# Profiles the pipeline with Java Flight Recorder (ships with the JDK) and prints the hottest
# methods: the top frames of the execution samples, then the hottest frames anywhere on the stack
# (inclusive), both restricted to the run's own threads.
#
#   scripts/profile.sh --lang es --in NOTES_DIR [other deid run options]
#   PROFILE_BENCH=1 scripts/profile.sh --lang es --in NOTES_DIR [other deid bench options]
#
# The first form records a whole `deid run` (JVM start, model loading and the cold JIT included).
# With PROFILE_BENCH=1 it records only the timed passes of `deid bench --pipeline --threads 1`
# (after its warm-up: the steady state of a long run) and also prints the share of the samples of
# each component (the first component frame found from the top of each stack).
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
rm -rf "$dir/out" "$dir/run.jfr"
# Deep stacks: UIMA's aggregate alone puts about 20 frames under each annotator.
export DEID_JAVA_OPTS="${DEID_JAVA_OPTS:-} -XX:FlightRecorderOptions:stackdepth=512"
start=$(date +%s.%N)
if [[ -n "${PROFILE_BENCH:-}" ]]; then
  # The JVM records from its start (in memory, not kept): starting Flight Recorder in a warm JVM
  # makes it recompile its code, and the timed passes would measure that. The bench's own
  # recording (--jfr) then holds the timed passes only.
  DEID_JAVA_OPTS="$DEID_JAVA_OPTS -XX:StartFlightRecording=settings=profile" \
    "$deid" bench --pipeline --threads 1 --jfr "$dir/run.jfr" "$@" >"$dir/run.log" 2>&1
else
  DEID_JAVA_OPTS="$DEID_JAVA_OPTS -XX:StartFlightRecording=filename=$dir/run.jfr,settings=profile,dumponexit=true" \
    "$deid" run "$@" --out "$dir/out" >"$dir/run.log" 2>&1
fi
end=$(date +%s.%N)
echo "deid: $(echo "$end - $start" | bc) s wall; recording: $dir/run.jfr"
set +o pipefail # head ends the pipes of the tables early
jfr print --stack-depth 512 --events jdk.ExecutionSample "$dir/run.jfr" >"$dir/samples.txt"
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
echo "== samples per component (the first annotator, reader or writer frame from the top)"
awk '/stackTrace = \[/{inside=1; found=""; next}
     inside && /^[ \t]*\]/{inside=0; print (found == "" ? "(other: runner, UIMA, JIT-less frames)" : found); next}
     inside && found == "" && /(Annotator|Segmenter|Splitter|Reader|Writer)[A-Za-z]*\.(process|getNext)\(/ {
       line=$0; sub(/^[ \t]+/, "", line); sub(/\(.*/, "", line); found=line}' \
  "$dir/samples.txt" | sort | uniq -c | sort -rn |
  awk '{n[NR]=$1; $1=""; name[NR]=$0; total+=n[NR]} END {for (i=1;i<=NR;i++) printf "%7d %5.1f%% %s\n", n[i], 100*n[i]/total, name[i]}'
