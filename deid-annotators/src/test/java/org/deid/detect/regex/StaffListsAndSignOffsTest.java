package org.deid.detect.regex;

import static org.assertj.core.api.Assertions.assertThat;
import static org.deid.detect.regex.RegexCandidates.found;

import org.junit.jupiter.api.Test;

/**
 * Staff named in lists by their initials, and who checked or exported a document, with near misses.
 */
class StaffListsAndSignOffsTest {

  @Test
  void initialsAndSurnamesInAList() throws Exception {
    assertThat(found("Médicos UCI: V. Morales, F. Cano, N. Pérez. Enfermería: I. Olmedo.", "es"))
        .contains("NAME/FULL_NAME V. Morales", "NAME/FULL_NAME F. Cano", "NAME/FULL_NAME N. Pérez");
    assertThat(found("enfermeras C. Lacambra / A.-M. Bielsa\n", "es"))
        .contains("NAME/FULL_NAME C. Lacambra", "NAME/FULL_NAME A.-M. Bielsa");
    assertThat(found("E. N'DIAYE (Infermera gestora de casos)", "es"))
        .contains("NAME/FULL_NAME E. N'DIAYE");
  }

  @Test
  void germsAndALoneInitialAreNotAList() throws Exception {
    assertThat(found("Cultivo: E. coli, S. aureus y K. pneumoniae sensibles.", "es"))
        .noneMatch(c -> c.startsWith("NAME"));
    assertThat(found("Vu avec J. Martin ce matin.", "fr"))
        .doesNotContain("NAME/FULL_NAME J. Martin");
  }

  @Test
  void whoCheckedScannedOrExportedTheDocument() throws Exception {
    assertThat(found("Dossier complet le 24/03/2023, vérifié par JLF\n", "fr"))
        .contains("NAME/FULL_NAME JLF");
    assertThat(found("Revisado por MPL el 05/09/2023\n", "es")).contains("NAME/FULL_NAME MPL");
    assertThat(found("Escaneado por: MGC   Lote de digitalización DIG-24-11873\n", "es"))
        .contains("NAME/FULL_NAME MGC");
    assertThat(found("Exportado de Diraya el 20/08/2024 por mtorresr\n", "es"))
        .contains("NAME/FULL_NAME mtorresr");
    assertThat(found("Généré le 15.11.2023 06:12 par REA-MED\\tbenoit\n", "fr"))
        .contains("NAME/FULL_NAME tbenoit");
    assertThat(found("Técnico/a: JRL    Muestras: suero\n", "es")).contains("NAME/FULL_NAME JRL");
  }

  @Test
  void whoTypedTranscribedOrRegisteredTheDocument() throws Exception {
    assertThat(found("Dicté le 22/01/2026, frappé par MLC\n", "fr")).contains("NAME/FULL_NAME MLC");
    assertThat(found("Registrado por NGC.\n", "es")).contains("NAME/FULL_NAME NGC");
    assertThat(found("Transcrito por MJR - C.S. de referencia: CS Luis Vives\n", "es"))
        .contains("NAME/FULL_NAME MJR");
    assertThat(found("Fusionat per: nrosell · 04/03/2026 11:02\n", "es"))
        .contains("NAME/FULL_NAME nrosell");
  }

  @Test
  void aLoginAfterItsDirectory() throws Exception {
    assertThat(found("# généré le 09/02/26 18:47 par HCL\\rkhelifi (requête CS_MIT_v3)", "fr"))
        .contains("NAME/FULL_NAME rkhelifi");
    assertThat(found("Firmado electrónicamente por OSAKIDETZA\\igoikoetxea el 15-01-2026", "es"))
        .contains("NAME/FULL_NAME igoikoetxea");
    assertThat(found("indexé le 04.12.2018 par archives\\vgodard ---", "fr"))
        .contains("NAME/FULL_NAME vgodard");
    // A folder inside a path names no one.
    assertThat(found("Fichier enregistré sous D:\\DATA\\rapports\\cardio.pdf", "fr"))
        .noneMatch(c -> c.startsWith("NAME"));
  }

  @Test
  void aSignOffThatNamesNoOneGivesNothing() throws Exception {
    assertThat(found("Revisado por el paciente\nExportado por sistema\nvérifié par IRM\n", "es"))
        .noneMatch(c -> c.startsWith("NAME"));
  }
}
