package org.deid.detect.regex;

import static org.assertj.core.api.Assertions.assertThat;
import static org.deid.detect.regex.RegexCandidates.found;

import org.junit.jupiter.api.Test;

class BoxedLettersTest {

  @Test
  void namesWrittenOneCapitalPerBoxAreReadByTheirKeys() throws Exception {
    assertThat(found("NOM DE NAISSANCE : B E N S A I D          NOM D'USAGE : L E R O U X\n", "fr"))
        .containsExactly("NAME/LAST_NAME B E N S A I D", "NAME/LAST_NAME L E R O U X");
    assertThat(found("PRÉNOM(S) : N A D I A\nSEXE : F\n", "fr"))
        .contains("NAME/FIRST_NAME N A D I A");
    assertThat(found("NOMBRE: R O S A R I O\nSEXO: MUJER\n", "es"))
        .contains("NAME/FIRST_NAME R O S A R I O");
  }

  @Test
  void theWordsOfABoxedNameStayOneName() throws Exception {
    assertThat(
            found(
                "PERSONNE RECEVANT LES SOINS\nnom et prénom : P O U L A I N   G E O R G E T T E\n"
                    + "date de naissance : 1 9  0 2  1 9 4 4\n",
                "fr"))
        .contains("NAME/FULL_NAME P O U L A I N   G E O R G E T T E");
  }

  @Test
  void aColumnGapEndsTheNameAndTheNextKeyIsReadAsTyped() throws Exception {
    assertThat(found("PRIMER APELLIDO: G A R R I D O   SEGUNDO APELLIDO: P E I N A D O\n", "es"))
        .contains("NAME/LAST_NAME G A R R I D O", "NAME/LAST_NAME P E I N A D O");
  }

  @Test
  void boxedCapitalsThatNoKeyAnnounceAreText() throws Exception {
    assertThat(found("Groupe A B O compatible, vitamines A D E K.\n", "fr")).isEmpty();
    assertThat(found("NOM : L E ROUX\n", "fr")).doesNotContain("NAME/LAST_NAME L E ROUX");
  }
}
