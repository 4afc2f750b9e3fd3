package org.deid.resolve;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.apache.uima.jcas.JCas;
import org.deid.parameter.Sources;
import org.deid.taxonomy.NameRole;
import org.deid.taxonomy.PhiCategory;
import org.deid.type.Phi;
import org.deid.type.PhiCandidate;

/**
 * The patient's name, once a field of the note's header says it ("Nombre: Guillermo", "Apellidos:
 * Sánz"), is the patient's wherever the note writes it again: a later "Guillermo" in the narrative
 * that the CRF took for a relative or a member of staff is the patient. In MEDDOCAN train and dev,
 * none of 1,512 later mentions of a name given in such a field belongs to someone else.
 */
final class PatientNameMentions {

  /** The confidence of a name trigger's patient field ("Nombre:", "Apellidos:"), as a float is. */
  private static final float PATIENT_FIELD = 0.95f;

  private PatientNameMentions() {}

  /**
   * Gives the patient's role to every written name whose words are those of a patient's name field
   * among {@code candidates}; such a name's label is left to the scheme (it named the other role).
   */
  static void apply(JCas jcas, List<PhiCandidate> candidates) {
    Set<String> patientNames = new HashSet<>();
    for (PhiCandidate c : candidates) {
      if (Sources.REGEX.equals(c.getSource())
          && PhiCategory.NAME.name().equals(c.getCategory())
          && NameRole.PATIENT.name().equals(c.getRole())
          && c.getConfidence() >= PATIENT_FIELD) {
        patientNames.add(c.getCoveredText());
      }
    }
    if (patientNames.isEmpty()) {
      return;
    }
    for (Phi phi : jcas.select(Phi.class)) {
      if (PhiCategory.NAME.name().equals(phi.getCategory())
          && !NameRole.PATIENT.name().equals(phi.getRole())
          && patientNames.contains(phi.getCoveredText())) {
        phi.setRole(NameRole.PATIENT.name());
        phi.setLabel(null);
      }
    }
  }
}
