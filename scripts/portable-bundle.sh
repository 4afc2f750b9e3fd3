#!/usr/bin/env bash
# Packs deid into one self-contained archive for a machine without a JDK or Maven (for instance a
# borrowed many-core machine to measure thread scaling on): a jlink'ed Java runtime and the CLI's
# class path, without ONNX Runtime and its tokenizers unless --onnx is given (the default
# pipeline does not load them; they add 70 MB). The jars are re-stored uncompressed so that xz
# compresses the classes once, over the whole archive: about 42 MB instead of 180 MB.
#
#   scripts/portable-bundle.sh [--onnx] OUT.tar.xz
#   tar -xJf OUT.tar.xz -C DIR && DIR/bundle/bin/deid bench --pipeline --lang es ...
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
leave_out=(-e '/onnxruntime/' -e '/djl/')
if [[ "${1:-}" == "--onnx" ]]; then
  leave_out=(-e '^$')
  shift
fi
out="$(realpath -m "${1:?usage: scripts/portable-bundle.sh [--onnx] OUT.tar.xz}")"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

[[ -f "$root/deid-cli/target/launcher.classpath" ]] || "$root/deid" --version >/dev/null
# The modules `jdeps --print-module-deps` lists for the class path, plus the management and
# flight-recorder modules the bench reads process CPU time and JIT activity through.
jlink --add-modules java.base,java.compiler,java.desktop,java.instrument,java.logging,\
java.management,java.naming,java.prefs,java.rmi,java.scripting,java.security.jgss,java.sql,\
java.xml,jdk.crypto.ec,jdk.httpserver,jdk.jfr,jdk.management,jdk.management.jfr,\
jdk.unsupported,jdk.zipfs \
  --strip-debug --no-header-files --no-man-pages --compress=0 --output "$work/bundle/jre"

mkdir -p "$work/bundle/lib" "$work/bundle/bin"
{ ls "$root"/deid-cli/target/deid-cli-*.jar; tr ':' '\n' < "$root/deid-cli/target/launcher.classpath"; } \
  | grep -v "${leave_out[@]}" > "$work/jars"
python3 - "$work/jars" "$work/bundle/lib" <<'PY'
import os, sys, zipfile
jars, lib = sys.argv[1], sys.argv[2]
for jar in open(jars).read().split():
    with zipfile.ZipFile(jar) as src, \
         zipfile.ZipFile(os.path.join(lib, os.path.basename(jar)), "w", zipfile.ZIP_STORED) as dst:
        for entry in src.infolist():
            dst.writestr(entry, src.read(entry.filename), compress_type=zipfile.ZIP_STORED)
PY

cat > "$work/bundle/bin/deid" <<'SH'
#!/usr/bin/env bash
# deid from the portable bundle: its own Java runtime, its own class path (through an @argfile).
set -euo pipefail
home="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
argfile="$(mktemp)"
trap 'rm -f "$argfile"' EXIT
printf -- '-cp\n"%s"\n' "$(ls "$home"/lib/*.jar | paste -sd:)" > "$argfile"
"$home/jre/bin/java" ${DEID_JAVA_OPTS:-} "@$argfile" org.deid.cli.DeidCommand "$@"
SH
chmod +x "$work/bundle/bin/deid"
tar -C "$work" -cf - bundle | xz -9 -T0 > "$out"
echo "wrote $out ($(du -h "$out" | cut -f1))"
