#!/usr/bin/env python3
"""Attack-table gate (issue 32): the linkage-attack tables that docs/substitution.md shows are the
ones `deid privacy-attack` prints now, from the fixed seed of .ci/run.

Usage: attack_table.py DOC LANG=OUTPUT [LANG=OUTPUT ...] [--update]

In DOC, each language's table is the fenced block right after the line
`<!-- privacy-attack LANG -->`. Fails, showing both, when a block differs from the command's
output; --update writes the outputs into DOC instead.
"""
import re
import sys


def block_pattern(lang):
    return re.compile(r"(<!-- privacy-attack " + re.escape(lang) + r" -->\n```\n)(.*?)(```\n)", re.S)


def main(argv):
    update = "--update" in argv
    args = [a for a in argv[1:] if a != "--update"]
    if len(args) < 2:
        print(__doc__)
        return 2
    doc_path = args[0]
    doc = open(doc_path, encoding="utf-8").read()
    failed = False
    for pair in args[1:]:
        lang, output_path = pair.split("=", 1)
        output = open(output_path, encoding="utf-8").read()
        pattern = block_pattern(lang)
        found = pattern.search(doc)
        if not found:
            print(f"{doc_path}: no block after '<!-- privacy-attack {lang} -->'")
            failed = True
            continue
        if update:
            doc = pattern.sub(lambda m: m.group(1) + output + m.group(3), doc, count=1)
            print(f"{doc_path}: {lang} table updated from {output_path}")
        elif found.group(2) != output:
            print(f"{lang}: the table in {doc_path} is not what the command prints now.")
            print("--- in the docs\n" + found.group(2) + "--- printed\n" + output)
            failed = True
        else:
            print(f"{lang}: the table in {doc_path} is the one printed: ok")
    if update:
        open(doc_path, "w", encoding="utf-8").write(doc)
        return 0
    print("attack-table gate: " + ("FAILED" if failed else "PASSED"))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
