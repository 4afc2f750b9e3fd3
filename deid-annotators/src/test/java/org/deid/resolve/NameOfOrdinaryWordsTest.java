package org.deid.resolve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.deid.resolve.TestClaims.CRF;
import static org.deid.resolve.TestClaims.CRF_AND_TRIGGER;
import static org.deid.resolve.TestClaims.claim;
import static org.deid.resolve.TestClaims.whole;

import java.util.Set;
import org.deid.taxonomy.PhiCategory;
import org.junit.jupiter.api.Test;

class NameOfOrdinaryWordsTest {

  private static final NameOfOrdinaryWords FR =
      new NameOfOrdinaryWords("fr", new OrdinaryWords("fr"));
  private static final NameOfOrdinaryWords ES =
      new NameOfOrdinaryWords("es", new OrdinaryWords("es"));

  private static boolean refutes(NameOfOrdinaryWords names, String name, Set<String> sources) {
    return names.judge(whole(name, PhiCategory.NAME, sources)).isRefuted();
  }

  @Test
  void namesOfOrdinaryWordsDrugsAndGermsAreRefutedUnlessATriggerBacksThem() {
    assertThat(refutes(FR, "Toutefois", CRF)).isTrue();
    assertThat(refutes(FR, "Clopidogrel", CRF)).isTrue();
    assertThat(refutes(FR, "Imurel®", CRF)).isTrue();
    assertThat(refutes(FR, "Klebsiella", CRF)).isTrue();
    assertThat(refutes(ES, "PARA ASISTENCIA SANITARIA PRIVADA", CRF)).isTrue();
    assertThat(refutes(FR, "Toutefois", CRF_AND_TRIGGER)).isFalse();
  }

  @Test
  void aPronounOrDeterminerOpeningASentenceIsNoFirstNameAFirstNameBesideItStands() {
    // "Elle a été traitée par corticoïdes", "Toutes ces constatations ont permis...".
    assertThat(refutes(FR, "Elle", CRF)).isTrue();
    assertThat(refutes(FR, "Toutes", CRF)).isTrue();
    assertThat(refutes(ES, "Ella", CRF)).isTrue();
    assertThat(refutes(FR, "Elle Martin", CRF)).isFalse();
    assertThat(refutes(FR, "Ella", CRF)).isFalse();
  }

  @Test
  void aDeterminerBeforeOrdinaryWordsIsNoNameASurnameAfterItStands() {
    // "Le nouveau-né a été transfusé", "Cette patiente": a sentence's start, not "Le Goff".
    assertThat(refutes(FR, "Le nouveau", CRF)).isTrue();
    assertThat(refutes(FR, "Le", CRF)).isTrue();
    assertThat(refutes(FR, "Cette patiente", CRF)).isTrue();
    assertThat(refutes(FR, "Le Goff", CRF)).isFalse();
    assertThat(refutes(FR, "Le Blanc", CRF)).isFalse();
    assertThat(refutes(FR, "La Fontaine", CRF)).isFalse();
    assertThat(refutes(FR, "Le nouveau", CRF_AND_TRIGGER)).isFalse();
  }

  @Test
  void namesOfTheGazetteersInitialsAndKinshipWordsStand() {
    assertThat(refutes(FR, "Rose", CRF)).isFalse();
    assertThat(refutes(FR, "Martin", CRF)).isFalse();
    assertThat(refutes(FR, "DUPONT Jean", CRF)).isFalse();
    assertThat(refutes(FR, "A.", CRF)).isFalse();
    assertThat(refutes(ES, "Isabella", CRF)).isFalse();
    // MEDDOCAN's relatives: a scheme's PHI, kept as written by the substitution.
    assertThat(refutes(ES, "familia", CRF)).isFalse();
  }

  @Test
  void aHyphenatedEponymALoneCountryOrAPunctuationMarkIsNoPerson() {
    assertThat(refutes(FR, "Gayet-Wernicke", CRF)).isTrue();
    assertThat(refutes(FR, "France", CRF)).isTrue();
    assertThat(refutes(FR, ".", CRF)).isTrue();
    assertThat(refutes(FR, "Dupont-Martin", CRF)).isFalse();
    assertThat(refutes(FR, "France Dupont", CRF)).isFalse();
    assertThat(refutes(FR, "Gayet-Wernicke", CRF_AND_TRIGGER)).isFalse();
  }

  @Test
  void aNameOfANoteIsJudgedByItsOwnWordsWithTheReason() {
    String note = "Traitement : Clopidogrel 75 mg. Revu par le Dr Martin. Toutefois stable.";
    assertThat(FR.judge(claim(note, "Clopidogrel", PhiCategory.NAME, CRF)).reason())
        .isEqualTo("ordinary words, drugs, germs or products");
    assertThat(FR.judge(claim(note, "Toutefois", PhiCategory.NAME, CRF)).isRefuted()).isTrue();
    // Near misses: a surname of the same note, and a drug claimed as a place (another heuristic).
    assertThat(FR.judge(claim(note, "Martin", PhiCategory.NAME, CRF))).isEqualTo(Verdict.NONE);
    assertThat(FR.judge(claim(note, "Clopidogrel", PhiCategory.LOCATION, CRF)))
        .isEqualTo(Verdict.NONE);
  }
}
