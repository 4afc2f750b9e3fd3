#!/usr/bin/env python3
"""Format-variant gate (issue 31): the default pipeline scored on each layout family of a test part.

Usage: variants_gate.py BASELINE_JSON UNPERTURBED_JSON FAMILY=REPORT_JSON... [--update]

Each REPORT_JSON is a `deid eval --json` report on the test part rewritten by `deid variants
--family FAMILY`; UNPERTURBED_JSON is the report on the test part as written. For each family the
gate prints token recall and precision, then fails when
  - token recall or precision falls more than the baseline's `tolerance` below its committed figure
    (a rule or model change that loses a layout cannot land), or
  - a family listed in `meets_target` no longer meets the target: token recall >= `target_recall`
    and no more than `target_gap` below the unperturbed test part's.
A family that meets the target and is not yet listed is printed so that it can be added (--update
adds it and rewrites the committed figures from the reports; commit the result).
"""
import json
import sys


def token(report):
    micro = json.load(open(report, encoding="utf-8"))["token"]["micro"]
    return micro["recall"], micro["precision"]


def main(argv):
    update = "--update" in argv
    args = [a for a in argv[1:] if a != "--update"]
    if len(args) < 3:
        print(__doc__, file=sys.stderr)
        return 2
    baseline_path, unperturbed = args[0], args[1]
    baseline = json.load(open(baseline_path, encoding="utf-8"))
    base_recall, base_precision = token(unperturbed)
    tolerance = baseline["tolerance"]
    target, gap = baseline["target_recall"], baseline["target_gap"]
    meets = set(baseline.get("meets_target", []))
    ok = True
    print(f"{baseline['data']}: unperturbed token R {base_recall:.4f} P {base_precision:.4f}")
    print(f"  target per family: token R >= {target} and >= unperturbed - {gap}")
    for pair in args[2:]:
        family, report = pair.split("=", 1)
        recall, precision = token(report)
        committed = baseline["families"].get(family)
        verdicts = []
        if committed is None:
            verdicts.append("no committed figure")
        else:
            if recall < committed["recall"] - tolerance:
                verdicts.append(f"REGRESSION: recall was {committed['recall']:.4f}")
                ok = False
            if precision < committed["precision"] - tolerance:
                verdicts.append(f"REGRESSION: precision was {committed['precision']:.4f}")
                ok = False
        on_target = recall >= target and recall >= base_recall - gap
        if family in meets and not on_target:
            verdicts.append("FELL BELOW TARGET")
            ok = False
        elif on_target and family not in meets:
            verdicts.append("meets the target: add it to meets_target")
        elif not on_target:
            verdicts.append("below target (issue 31 open)")
        print(f"  {family:16s} token R {recall:.4f} P {precision:.4f}  " + "; ".join(verdicts or ["ok"]))
        if update:
            baseline["families"][family] = {"recall": round(recall, 4), "precision": round(precision, 4)}
            if on_target:
                meets.add(family)
    if update:
        baseline["meets_target"] = sorted(meets)
        with open(baseline_path, "w", encoding="utf-8") as out:
            json.dump(baseline, out, indent=2, sort_keys=True)
            out.write("\n")
        print(f"{baseline_path}: updated")
        return 0
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
