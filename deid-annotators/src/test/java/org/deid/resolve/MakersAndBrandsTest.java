package org.deid.resolve;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class MakersAndBrandsTest {

  private static final MakersAndBrands FR = new MakersAndBrands(new OrdinaryWords("fr"));

  private static boolean maker(String text, String name) {
    int begin = text.indexOf(name);
    return FR.isMakerInBrackets(text, begin, begin + name.length())
        || MakersAndBrands.precedesMakerSuffix(text, begin + name.length())
        || MakersAndBrands.beforeTradeMark(text, begin + name.length());
  }

  @Test
  void aMakerAfterItsProductIsNoPersonANameInBracketsWithACityIsOne() {
    assertThat(maker("immunoessai (Cobas e411, Roche®) ont conclu", "Roche")).isTrue();
    assertThat(maker("une aiguille de 24G, 25 mm (Vygon, France). L'anesthésique", "Vygon"))
        .isTrue();
    assertThat(maker("sur XN-1000 (Sysmex Corporation, Kobe, Japon). La CRP", "Kobe")).isTrue();
    assertThat(maker("un fil (Stericat Gutstrings(P) Ltd), ce qui", "Stericat")).isTrue();
    // A relative with a town, or a name before a plain word, is a person.
    assertThat(maker("Appel de sa fille (Nadia Roche, Lyon) ce matin", "Nadia")).isFalse();
    assertThat(maker("Revue avec Mme Roche Diane ce jour", "Roche")).isFalse();
  }

  private static boolean brand(String text, String name) {
    int begin = text.indexOf(name);
    return FR.isBrandOfDrug(text, begin, begin + name.length());
  }

  @Test
  void aBrandInBracketsBesideItsDrugIsNoPersonANameInBracketsAfterAWordIsOne() {
    assertThat(brand("chimiothérapie à base de capécitabine (Xeloda) à la dose", "Xeloda"))
        .isTrue();
    assertThat(brand("traitée par Glivec (imatinib) 400 mg", "Glivec")).isTrue();
    assertThat(brand("Relais par le médecin traitant (Dupont) demain", "Dupont")).isFalse();
    assertThat(brand("Vue avec sa fille Nadia (infirmière) ce jour", "Nadia")).isFalse();
  }

  @Test
  void aSeatWrittenAsACountryCodeClosesAMakersBracketAnotherCodeDoesNot() {
    assertThat(maker("dosage sur Architect (Abbott, Chicago, USA). Résultat", "Abbott")).isTrue();
    assertThat(maker("vu avec (Abbott, Chicago, IL). Résultat", "Abbott")).isFalse();
  }
}
