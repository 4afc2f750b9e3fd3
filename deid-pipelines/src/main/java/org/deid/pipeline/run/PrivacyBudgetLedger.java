package org.deid.pipeline.run;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The ε the LDP date mechanism spent, summed per patient over a run's notes (sequential
 * composition: each note of a patient is one more noisy view of the patient's timeline). A patient
 * is known by the keyed digest the substitution summary holds, never by who the patient is; a note
 * without one (scopes document and corpus, or a note whose patient is unknown) is a patient of its
 * own. Thread-safe: the run's threads record into one ledger.
 */
public final class PrivacyBudgetLedger {

  /**
   * What a run spent, per patient.
   *
   * @param patients patients seen, each note without a patient key counted as one
   * @param notes notes recorded
   * @param notesAlone notes without a patient key, each its own patient
   * @param median the median of the patients' ε (0 with no patient)
   * @param max the largest ε of a patient (0 with no patient)
   */
  public record Spent(int patients, int notes, int notesAlone, double median, double max) {
    /** Nothing recorded. */
    public static final Spent NONE = new Spent(0, 0, 0, 0, 0);
  }

  private final Map<String, Double> perPatient = new HashMap<>();
  private final List<Double> alone = new ArrayList<>();
  private int notes;

  /**
   * Records one note's spending.
   *
   * @param patientKey the keyed digest of the note's patient, or empty for a note of its own
   * @param epsilon the ε the note's dates spent
   */
  public synchronized void record(String patientKey, double epsilon) {
    if (!(epsilon >= 0)) {
      throw new IllegalArgumentException("ε spent must be 0 or more, not " + epsilon);
    }
    notes++;
    if (patientKey == null || patientKey.isEmpty()) {
      alone.add(epsilon);
    } else {
      perPatient.merge(patientKey, epsilon, Double::sum);
    }
  }

  /** The patients' totals so far. */
  public synchronized Spent spent() {
    List<Double> totals = new ArrayList<>(perPatient.values());
    totals.addAll(alone);
    if (totals.isEmpty()) {
      return Spent.NONE;
    }
    totals.sort(null);
    int n = totals.size();
    double median =
        n % 2 == 1 ? totals.get(n / 2) : (totals.get(n / 2 - 1) + totals.get(n / 2)) / 2;
    return new Spent(n, notes, alone.size(), median, totals.get(n - 1));
  }
}
