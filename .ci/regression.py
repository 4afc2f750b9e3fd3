#!/usr/bin/env python3
"""Regression gate: compares a `deid eval --json` report with the figures committed in a baseline.

Usage: regression.py REPORT_JSON BASELINE_JSON [--update]

The baseline (`.ci/baselines/*.json`) names its data and command and holds figures as
`SYSTEM.MODE.METRIC` (SYSTEM: resolved or a detector id; MODE: strict, token, ...; METRIC: recall,
precision, f1). The gate fails when a figure falls more than the baseline's `tolerance` below the
committed one, and, when the baseline sets `consensus_not_below`, when the resolved output is below
that detector in token recall or in strict F1 (the consensus must not lose to its best input; a
baseline may allow `consensus_strict_f1_slack` in strict F1, and `consensus_token_recall_slack` in
token recall for tokens found under another label than the gold's, with the reason in `slack_why`).
Figures that rise are printed so the baseline can be raised with --update, which rewrites the
baseline's figures from the report (run it when a change is meant to move them, and commit it).
"""
import json
import sys


def scores_of(report, system):
    return report if system == "resolved" else report["sources"][system]


def figure(report, key):
    system, mode, metric = key.split(".")
    return scores_of(report, system)[mode]["micro"][metric]


def main(argv):
    if len(argv) < 3:
        print(__doc__, file=sys.stderr)
        return 2
    report = json.load(open(argv[1], encoding="utf-8"))
    baseline_path = argv[2]
    baseline = json.load(open(baseline_path, encoding="utf-8"))
    if "--update" in argv[3:]:
        baseline["figures"] = {k: round(figure(report, k), 4) for k in baseline["figures"]}
        with open(baseline_path, "w", encoding="utf-8") as out:
            json.dump(baseline, out, indent=2, sort_keys=True)
            out.write("\n")
        print(f"{baseline_path}: figures updated from {argv[1]}")
        return 0
    tolerance = baseline["tolerance"]
    ok = True
    print(f"{baseline['data']} (tolerance {tolerance})")
    for key, committed in sorted(baseline["figures"].items()):
        now = figure(report, key)
        verdict = "ok"
        if now < committed - tolerance:
            verdict = "REGRESSION"
            ok = False
        elif now > committed + tolerance:
            verdict = "better: raise the baseline"
        print(f"  {key:32s} {now:.4f} (committed {committed:.4f}) {verdict}")
    best = baseline.get("consensus_not_below")
    if best:
        # Token recall (privacy) allows nothing below the detector but a label the baseline names
        # (a token found with another label than the gold's is no token shown); strict F1 allows
        # the slack named in the baseline, where the consensus trades a few exact spans for recall.
        slack = {
            "strict.f1": baseline.get("consensus_strict_f1_slack", 0.0),
            "token.recall": baseline.get("consensus_token_recall_slack", 0.0),
        }
        for key in ("strict.f1", "token.recall"):
            mode, metric = key.split(".")
            resolved = report[mode]["micro"][metric]
            single = report["sources"][best][mode]["micro"][metric]
            passed = resolved >= single - slack[key]
            verdict = "ok" if passed else "CONSENSUS BELOW ITS INPUT"
            ok = ok and passed
            allowance = f" - {slack[key]}" if slack[key] else ""
            print(f"  resolved {key} {resolved:.4f} >= {best} {single:.4f}{allowance}: {verdict}")
    print("regression gate: PASSED" if ok else "regression gate: FAILED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
