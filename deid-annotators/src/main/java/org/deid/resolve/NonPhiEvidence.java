package org.deid.resolve;

import java.util.List;

/**
 * Evidence that a span the detectors claimed points to nobody: in long clinical prose the CRF and
 * the gazetteers take sentence adverbs ("Toutefois"), title lines in capitals ("ASISTENCIA
 * SANITARIA PRIVADA"), drugs ("Clopidogrel", "Imurel®") and germs ("Klebsiella") for names, and
 * drugs for places. A claim backed by a rule trigger (the {@code regex} source: "Dr", "Nombre:") is
 * refuted only by a few heuristics (a date or a number of a public text, a reference); claims
 * resting on word shape and gazetteers are refuted by all.
 *
 * <p>The one place where the consensus asks the evidence: its heuristics, one class each, are asked
 * in a fixed order and the first verdict that is not {@link Verdict#NONE} decides; a claim none
 * refutes stands. One per language, shared by a JVM's threads.
 */
final class NonPhiEvidence {

  private final List<NonPhiHeuristic> heuristics;

  NonPhiEvidence(String language) {
    OrdinaryWords words = new OrdinaryWords(language);
    this.heuristics =
        List.of(
            // Names: a germ's initial first, before a title ("M. tuberculosis") could keep it.
            new AbbreviatedGerm(),
            new TitleBefore(),
            new EponymContext(),
            new NoPersonContext(words),
            new ProductShape(),
            new CapitalisedOrdinaryWord(words),
            // Places, identifiers, dates and ages by their context.
            new PlaceKeyBefore(),
            new ScholarlyNames(),
            new BibliographicContext(),
            new PublicDates(),
            new MeasurementNotAge(),
            new MeasurementNotDate(),
            new DurationNotAge(),
            new ReferenceRange(),
            // A claim's own words.
            new NameOfOrdinaryWords(language, words),
            new PlaceOfOrdinaryWords(words),
            new DepartmentOfAFacility(),
            new CivilStatusNotProfession(),
            new ProfessionOfOrdinaryWords(words),
            // The note's other names.
            new LoneNameInProse());
  }

  /** The heuristics, in the order they are asked. */
  List<NonPhiHeuristic> heuristics() {
    return heuristics;
  }

  /** The first verdict of the heuristics that is not {@link Verdict#NONE}, or none. */
  Verdict judge(Claim claim) {
    for (NonPhiHeuristic heuristic : heuristics) {
      Verdict verdict = heuristic.judge(claim);
      if (verdict.isFinal()) {
        return verdict;
      }
    }
    return Verdict.NONE;
  }

  /** Whether the evidence refutes a claim. */
  boolean refutes(Claim claim) {
    return judge(claim).isRefuted();
  }
}
