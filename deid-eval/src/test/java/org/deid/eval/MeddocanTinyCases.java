package org.deid.eval;

import static org.deid.eval.TestTexts.span;

import java.util.List;

/**
 * Four tiny documents, written as brat files and scored with the official MEDDOCAN evaluation
 * script (github.com/PlanTL-GOB-ES/MEDDOCAN-Evaluation-Script, commit
 * 843152c475e7118171028badd16f6342c5560e0f, Python 3.11.7): {@code evaluate.py brat ner} and {@code
 * evaluate.py brat spans}. Its per-document counts and micro scores are written in the tests that
 * use these cases.
 */
public final class MeddocanTinyCases {

  /** Two adjacent names predicted as one, a shortened age, a relabelled city. */
  public static final String T1 = "Nombre: Juan Pérez. Edad: 45 años. Vive en Madrid, España.\n";

  /** No gold PHI, one spurious prediction. */
  public static final String T2 = "Sin datos personales. Control en 3 meses.\n";

  /** Gold PHI, no prediction at all. */
  public static final String T3 = "Dr. Ana Ruiz, Hospital Juan XXIII.\n";

  /** A prediction nested in a correct one. */
  public static final String T4 = "Ingresa en Hospital Juan XXIII el 3/4/2010.\n";

  private MeddocanTinyCases() {}

  /** Document t1. */
  public static EvaluationDocument t1() {
    return new EvaluationDocument(
        "t1",
        T1,
        List.of(
            span(T1, "NOMBRE_SUJETO_ASISTENCIA", "Juan"),
            span(T1, "NOMBRE_SUJETO_ASISTENCIA", "Pérez"),
            span(T1, "EDAD_SUJETO_ASISTENCIA", "45 años"),
            span(T1, "TERRITORIO", "Madrid"),
            span(T1, "PAIS", "España")),
        List.of(
            span(T1, "NOMBRE_SUJETO_ASISTENCIA", "Juan Pérez"),
            span(T1, "EDAD_SUJETO_ASISTENCIA", "45"),
            span(T1, "PAIS", "Madrid"),
            span(T1, "PAIS", "España")));
  }

  /** Document t2. */
  public static EvaluationDocument t2() {
    return new EvaluationDocument("t2", T2, List.of(), List.of(span(T2, "FECHAS", "3 meses")));
  }

  /** Document t3. */
  public static EvaluationDocument t3() {
    return new EvaluationDocument(
        "t3",
        T3,
        List.of(
            span(T3, "NOMBRE_PERSONAL_SANITARIO", "Ana Ruiz"),
            span(T3, "HOSPITAL", "Hospital Juan XXIII")),
        List.of());
  }

  /** Document t4. */
  public static EvaluationDocument t4() {
    return new EvaluationDocument(
        "t4",
        T4,
        List.of(span(T4, "HOSPITAL", "Hospital Juan XXIII"), span(T4, "FECHAS", "3/4/2010")),
        List.of(
            span(T4, "HOSPITAL", "Hospital Juan XXIII"),
            span(T4, "NOMBRE_SUJETO_ASISTENCIA", "Juan"),
            span(T4, "FECHAS", "3/4/2010")));
  }

  /** All four, in order. */
  public static List<EvaluationDocument> all() {
    return List.of(t1(), t2(), t3(), t4());
  }
}
