package org.deid.substitute;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.uima.fit.pipeline.SimplePipeline;
import org.apache.uima.fit.util.JCasUtil;
import org.apache.uima.jcas.JCas;
import org.deid.type.Phi;
import org.deid.type.SubstitutionSummary;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Who a note is about in the patient scope, and the keyed digest its summary records. */
class PatientScopeTest {

  @TempDir Path dir;

  private Path key;

  @BeforeEach
  void writeKey() throws Exception {
    key = dir.resolve("patient.key");
    Files.writeString(key, "a patient-scope secret of many bytes", StandardCharsets.UTF_8);
  }

  private static JCas note(String text, String... phiAndText) throws Exception {
    return SurrogateSubstitutionTest.note("fr", text, phiAndText);
  }

  private SubstitutionSummary summary(JCas jcas, String scope, Path keyFile) throws Exception {
    SimplePipeline.runPipeline(
        jcas,
        SubstitutionAnnotator.createDescription(
            SubstitutionAnnotator.PARAM_SCOPE,
            scope,
            SubstitutionAnnotator.PARAM_KEY_FILE,
            keyFile.toString(),
            SubstitutionAnnotator.PARAM_POLICY,
            new String[] {"DATE=ldp"}));
    return JCasUtil.selectSingle(jcas.getView("deid"), SubstitutionSummary.class);
  }

  private SubstitutionSummary patient(String text, String... phiAndText) throws Exception {
    return summary(note(text, phiAndText), "patient", key);
  }

  @Test
  void anIppWrittenTwoWaysIsOnePatientWithOneOffsetAndAnotherIppAnother() throws Exception {
    SubstitutionSummary spaced =
        patient(
            "Patient : Jean DUPONT. IPP 80 12 34 56. Vu le 02/03/2024, revu le 15/04/2024.",
            "ID/PATIENT_ID",
            "80 12 34 56",
            "DATE/DATE",
            "02/03/2024",
            "DATE/DATE",
            "15/04/2024");
    SubstitutionSummary compact =
        patient(
            "Hospitalisation. IPP : 80123456. Entré le 10/05/2024, sorti le 14/05/2024.",
            "ID/PATIENT_ID",
            "80123456",
            "DATE/DATE",
            "10/05/2024",
            "DATE/DATE",
            "14/05/2024");
    SubstitutionSummary other =
        patient(
            "Patient : Jean DUPONT. IPP 80 99 99 99. Vu le 02/03/2024, revu le 15/04/2024.",
            "ID/PATIENT_ID",
            "80 99 99 99",
            "DATE/DATE",
            "02/03/2024",
            "DATE/DATE",
            "15/04/2024");
    assertThat(spaced.getPatientIdentifiedBy()).isEqualTo("identifier");
    assertThat(spaced.getPatientKey()).matches("[0-9a-f]{32}").isEqualTo(compact.getPatientKey());
    assertThat(spaced.getDateOffsetDays()).isEqualTo(compact.getDateOffsetDays());
    assertThat(other.getPatientKey()).isNotEqualTo(spaced.getPatientKey());
    assertThat(spaced.getDateEpsilonSpent()).isCloseTo(0.75, within(1e-6));
  }

  @Test
  void aNirWithOrWithoutItsKeyIsOnePatientAndItsDigestDependsOnTheSecretKey() throws Exception {
    String text = "Patiente : Marie LEROY. NIR : 2 60 07 75 112 345 67. Vue le 05/02/2024.";
    SubstitutionSummary withKey = patient(text, "ID/SOCIAL_SECURITY", "2 60 07 75 112 345 67");
    SubstitutionSummary withoutKey =
        patient(
            "N° de sécurité sociale 2600775112345, revue le 20/03/2024.",
            "ID/SOCIAL_SECURITY",
            "2600775112345");
    assertThat(withKey.getPatientIdentifiedBy()).isEqualTo("identifier");
    assertThat(withKey.getPatientKey()).isEqualTo(withoutKey.getPatientKey());
    assertThat(withKey.getPatientKey()).doesNotContain("2600775112345").doesNotContain("leroy");

    Path otherKey = dir.resolve("other.key");
    Files.writeString(otherKey, "another secret, as long as the first", StandardCharsets.UTF_8);
    SubstitutionSummary underOtherKey =
        summary(note(text, "ID/SOCIAL_SECURITY", "2 60 07 75 112 345 67"), "patient", otherKey);
    assertThat(underOtherKey.getPatientKey()).isNotEqualTo(withKey.getPatientKey());
  }

  @Test
  void aPatientIdComesBeforeANirAndARelativesIdIsNotThePatients() throws Exception {
    SubstitutionSummary both =
        patient(
            "NIR 1 85 05 78 006 084 36, IPP 80123456.",
            "ID/SOCIAL_SECURITY",
            "1 85 05 78 006 084 36",
            "ID/PATIENT_ID",
            "80123456");
    SubstitutionSummary ippOnly = patient("IPP 80123456.", "ID/PATIENT_ID", "80123456");
    assertThat(both.getPatientKey()).isEqualTo(ippOnly.getPatientKey());
    SubstitutionSummary relative =
        patient("DNI de la madre : 12345678Z.", "ID/NATIONAL_ID/RELATIVE", "12345678Z");
    assertThat(relative.getPatientIdentifiedBy()).isEqualTo("none");
  }

  @Test
  void aNameWithTheBirthDateIsOnePatientInAnyOrderAndFormButATwinIsAnother() throws Exception {
    SubstitutionSummary first =
        patient(
            "Patient : Jean DUPONT, né le 12/03/1985. Vu le 02/03/2024.",
            "NAME/FIRST_NAME/PATIENT",
            "Jean",
            "NAME/LAST_NAME/PATIENT",
            "DUPONT",
            "DATE/BIRTH_DATE",
            "12/03/1985",
            "DATE/DATE",
            "02/03/2024");
    SubstitutionSummary again =
        patient(
            "M. Dupont Jean (date de naissance : 12 mars 1985) revu ce jour.",
            "NAME/FULL_NAME/PATIENT",
            "Dupont Jean",
            "DATE/BIRTH_DATE",
            "12 mars 1985");
    SubstitutionSummary twin =
        patient(
            "Patient : Paul DUPONT, né le 12/03/1985.",
            "NAME/FULL_NAME/PATIENT",
            "Paul DUPONT",
            "DATE/BIRTH_DATE",
            "12/03/1985");
    assertThat(first.getPatientIdentifiedBy()).isEqualTo("name and birth date");
    assertThat(first.getPatientKey()).isNotEmpty().isEqualTo(again.getPatientKey());
    assertThat(first.getDateOffsetDays()).isEqualTo(again.getDateOffsetDays());
    assertThat(twin.getPatientKey()).isNotEqualTo(first.getPatientKey());
  }

  @Test
  void aNameAloneOrAStaffNameIsNoPatientAndTheNoteGetsKeysOfItsOwn() throws Exception {
    String nameAlone = "Patient : Jean DUPONT. Vu le 02/03/2024, revu le 15/04/2024.";
    SubstitutionSummary alone =
        patient(
            nameAlone,
            "NAME/FULL_NAME/PATIENT",
            "Jean DUPONT",
            "DATE/DATE",
            "02/03/2024",
            "DATE/DATE",
            "15/04/2024");
    assertThat(alone.getPatientIdentifiedBy()).isEqualTo("none");
    assertThat(alone.getPatientKey()).isEmpty();
    assertThat(alone.getDateEpsilonSpent()).isPositive();
    SubstitutionSummary staffBirthDate =
        patient(
            "Dr Paul MARTIN, né le 01/01/1970.",
            "NAME/FULL_NAME/STAFF",
            "Paul MARTIN",
            "DATE/BIRTH_DATE",
            "01/01/1970");
    assertThat(staffBirthDate.getPatientIdentifiedBy()).isEqualTo("none");
    // Per-note keys: the same dates in another note without a patient move by another offset.
    SubstitutionSummary otherNote =
        patient(
            "Patiente vue le 02/03/2024, revue le 15/04/2024.",
            "DATE/DATE",
            "02/03/2024",
            "DATE/DATE",
            "15/04/2024");
    assertThat(otherNote.getDateOffsetDays()).isNotEqualTo(alone.getDateOffsetDays());
  }

  @Test
  void otherScopesRecordNoPatient() throws Exception {
    SubstitutionSummary corpus =
        summary(note("IPP 80123456.", "ID/PATIENT_ID", "80123456"), "corpus", key);
    assertThat(corpus.getPatientKey()).isEmpty();
    assertThat(corpus.getPatientIdentifiedBy()).isEmpty();
  }

  @Test
  void theIdentityNeverShowsInItsText() throws Exception {
    JCas jcas = note("IPP 80123456.", "ID/PATIENT_ID", "80123456");
    PatientIdentity identity =
        PatientIdentity.of(JCasUtil.select(jcas, Phi.class).stream().toList(), "fr");
    assertThat(identity.value()).isEqualTo("PATIENT_ID:80123456");
    assertThat(identity).hasToString("PatientIdentity[identifier]");
  }
}
