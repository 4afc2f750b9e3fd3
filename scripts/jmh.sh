#!/usr/bin/env bash
# Runs the JMH micro-benchmarks of deid-bench (segmenter, regex, lexicon, CRF features, CRF
# tagging, consensus) on one thread, from the repository root (the notes are read relative to it).
#
#   scripts/jmh.sh                       # every benchmark, on the committed Spanish notes
#   scripts/jmh.sh CrfBench -f 1 -wi 2   # JMH arguments: a benchmark regex, forks, iterations...
#   DEID_BENCH_NOTES=../shared/corpora/meddocan/dev scripts/jmh.sh DetectorBench
#   DEID_BENCH_LANGUAGE=fr DEID_BENCH_NOTES=corpus/fr-dev/brat/dev scripts/jmh.sh ConsensusBench
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
"$root/mvnw" -q -B -pl deid-bench -am package -DskipTests -Dspotless.check.skip=true \
  -Dcheckstyle.skip=true >&2
classpath="$root/deid-bench/target/classes:$(cat "$root/deid-bench/target/bench.classpath")"
for module in deid-types deid-annotators; do
  classpath="$root/$module/target/classes:$classpath"
done
notes="${DEID_BENCH_NOTES:-examples/es,corpus/es-dev/brat/test}"
language="${DEID_BENCH_LANGUAGE:-es}"
exec nice -n 10 java -cp "$classpath" -Ddeid.bench.notes="$notes" -Ddeid.bench.language="$language" \
  org.openjdk.jmh.Main -jvmArgsAppend "-Ddeid.bench.notes=$notes -Ddeid.bench.language=$language" "$@"
