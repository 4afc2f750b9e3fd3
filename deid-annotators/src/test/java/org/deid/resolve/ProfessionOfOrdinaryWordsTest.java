package org.deid.resolve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.deid.resolve.TestClaims.CRF;
import static org.deid.resolve.TestClaims.CRF_AND_LEXICON;
import static org.deid.resolve.TestClaims.CRF_AND_TRIGGER;
import static org.deid.resolve.TestClaims.whole;

import java.util.Set;
import org.deid.taxonomy.PhiCategory;
import org.junit.jupiter.api.Test;

class ProfessionOfOrdinaryWordsTest {

  private static final ProfessionOfOrdinaryWords FR =
      new ProfessionOfOrdinaryWords(new OrdinaryWords("fr"));

  private static boolean refutes(String profession, Set<String> sources) {
    return FR.judge(whole(profession, PhiCategory.PROFESSION, sources)).isRefuted();
  }

  @Test
  void proseTheModelTookForAProfessionIsRefuted() {
    assertThat(refutes("y compris le médiastin supérieur", CRF)).isTrue();
    assertThat(refutes("photons 6MV d’un accélérateur linéaire", CRF)).isTrue();
    assertThat(refutes("la TDM de contrôle étaient normaux à 6 mois de recul", CRF)).isTrue();
  }

  @Test
  void occupationsStandListedOrShortOrBackedByTheLexiconOrATrigger() {
    assertThat(refutes("femme au foyer", CRF)).isFalse();
    assertThat(refutes("chauffeur de taxi", CRF)).isFalse();
    assertThat(refutes("ouvrier du bâtiment depuis 20 ans", CRF)).isFalse();
    assertThat(refutes("y compris le médiastin supérieur", CRF_AND_LEXICON)).isFalse();
    assertThat(refutes("y compris le médiastin supérieur", CRF_AND_TRIGGER)).isFalse();
  }
}
