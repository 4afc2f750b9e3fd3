#!/usr/bin/env python3
"""Quality gates on a `deid eval` JSON report (issue 5's targets for the rule-based detectors).

Usage: gate.py REPORT_JSON SYSTEM
  SYSTEM: "resolved" or a detector id (regex, lexicon, crf) from the report's `sources`.
Checks, on MEDDOCAN labels: the structured classes pooled, and each of them with at least
MIN_SPANS gold spans, reach strict F1 >= 0.95; the three name classes pooled reach token-level
recall >= 0.85. (ID_EMPLEO_PERSONAL_SANITARIO has one gold span in train and dev together.) Prints the figures; exits 1 when one fails.
"""
import json
import sys

STRUCTURED = ["CORREO_ELECTRONICO", "NUMERO_TELEFONO", "NUMERO_FAX", "FECHAS",
              "ID_SUJETO_ASISTENCIA", "ID_CONTACTO_ASISTENCIAL", "ID_ASEGURAMIENTO",
              "ID_TITULACION_PERSONAL_SANITARIO", "ID_EMPLEO_PERSONAL_SANITARIO",
              "EDAD_SUJETO_ASISTENCIA"]
MIN_SPANS = 5
NAMES = ["NOMBRE_SUJETO_ASISTENCIA", "NOMBRE_PERSONAL_SANITARIO", "FAMILIARES_SUJETO_ASISTENCIA"]


def pooled(per_label, labels):
    tp = sum(per_label.get(l, {}).get("tp", 0) for l in labels)
    fp = sum(per_label.get(l, {}).get("fp", 0) for l in labels)
    fn = sum(per_label.get(l, {}).get("fn", 0) for l in labels)
    p = tp / (tp + fp) if tp + fp else 0.0
    r = tp / (tp + fn) if tp + fn else 0.0
    f = 2 * p * r / (p + r) if p + r else 0.0
    return p, r, f


def main():
    report = json.load(open(sys.argv[1], encoding="utf-8"))
    system = sys.argv[2]
    scores = report if system == "resolved" else report["sources"][system]
    p, r, f = pooled(scores["strict"]["per_label"], STRUCTURED)
    print(f"{system}: structured classes, strict: R {r:.4f} P {p:.4f} F1 {f:.4f} (gate F1 >= 0.95)")
    tp, tr, tf = pooled(scores["token"]["per_label"], NAMES)
    print(f"{system}: names, token level: R {tr:.4f} P {tp:.4f} F1 {tf:.4f} (gate R >= 0.85)")
    ok = f >= 0.95 and tr >= 0.85
    for label in STRUCTURED:
        scores_of = scores["strict"]["per_label"].get(label, {})
        if scores_of.get("tp", 0) + scores_of.get("fn", 0) < MIN_SPANS:
            continue
        lp, lr, lf = pooled(scores["strict"]["per_label"], [label])
        print(f"{system}: {label}, strict: R {lr:.4f} P {lp:.4f} F1 {lf:.4f}")
        ok = ok and lf >= 0.95
    print("gate: PASSED" if ok else "gate: FAILED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
