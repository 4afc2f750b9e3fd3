#!/usr/bin/env python3
"""False-alarm gate: compares a `deid alarms --json` result with the committed baseline.

Usage: alarms_gate.py RESULT_JSON BASELINE_JSON [--update]

Fails when names or the other non-date, non-age categories raise more alarms per 10,000 words than
the baseline allows (its figure plus its tolerance). --update rewrites the baseline's figures.
"""
import json
import sys


def main(argv):
    result = json.load(open(argv[1], encoding="utf-8"))
    path = argv[2]
    baseline = json.load(open(path, encoding="utf-8"))
    keys = [k for k in ("names_per_10k", "others_per_10k", "names_false_per_10k", "others_false_per_10k")
            if k in baseline or "--update" in argv[3:]]
    if "--update" in argv[3:]:
        for key in keys:
            baseline[key] = round(result[key], 2)
        with open(path, "w", encoding="utf-8") as out:
            json.dump(baseline, out, indent=2, sort_keys=True)
            out.write("\n")
        print(f"{path}: updated")
        return 0
    ok = True
    print(f"{baseline['data']} ({result['texts']} texts, {result['words']} words; target {baseline['target']})")
    for key in keys:
        allowed = baseline[key] + baseline["tolerance"]
        verdict = "ok" if result[key] <= allowed else "REGRESSION"
        ok = ok and result[key] <= allowed
        print(f"  {key:22s} {result[key]:7.2f} (committed {baseline[key]:.2f}) {verdict}")
    print("alarms gate: PASSED" if ok else "alarms gate: FAILED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
