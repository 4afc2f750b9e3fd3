package org.deid.resolve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.deid.resolve.TestClaims.CRF;
import static org.deid.resolve.TestClaims.CRF_AND_TRIGGER;
import static org.deid.resolve.TestClaims.LEXICON;
import static org.deid.resolve.TestClaims.claim;

import org.deid.taxonomy.PhiCategory;
import org.junit.jupiter.api.Test;

class ProductShapeTest {

  private static boolean productShape(String text, String name) {
    int begin = text.indexOf(name);
    return ProductShape.hasProductShape(text, begin, begin + name.length());
  }

  private static boolean productShapeInContext(String text, String name) {
    int begin = text.indexOf(name);
    return ProductShape.hasProductShapeInContext(text, begin, begin + name.length());
  }

  @Test
  void namesShapedLikeProductsTestsOrCodesAreNoPersons() {
    assertThat(productShape("gammapathie monoclonale de type IgA lambda", "IgA")).isTrue();
    assertThat(productShape("PCR en temps réel (GeneXpert®) sur le pus", "GeneXpert")).isTrue();
    assertThat(productShape("immunomarquage (ventana BenchMark Ultra) négatif", "Mark")).isTrue();
    assertThat(productShape("Une Bili-IRM a été demandée", "Bili-IRM")).isTrue();
  }

  @Test
  void aPieceOfAWordCutAtACapitalOrADigitIsAProductATitleGluedByOcrOrAHyphenKeepsTheName() {
    assertThat(productShapeInContext("La microscopie et GeneXpert étaient négatives", "Gene"))
        .isTrue();
    assertThat(productShapeInContext("La microscopie et GeneXpert étaient négatives", "Xpert"))
        .isTrue();
    assertThat(productShapeInContext("le poids à 16 kg (-3DS), la taille", "DS")).isTrue();
    assertThat(productShapeInContext("une Bili-IRM montrait", "Bili-IRM")).isTrue();
    // A title glued to the name by OCR, or the initial of a compound first name, keeps it.
    assertThat(productShapeInContext("Patiente MmeDupont vue ce jour", "Dupont")).isFalse();
    assertThat(productShapeInContext("IDE de coordination C-M. GASTRIN", "C-")).isFalse();
    assertThat(productShapeInContext("Vu par Jean-Marc ce jour", "Marc")).isFalse();
  }

  @Test
  void aNameGluedToALowerCasePrefixOrToAShortTokenBySlashIsATestOrAUnit() {
    assertThat(productShape("anti-HMB45, anti-Mélan A et anti-desmine", "Mélan")).isTrue();
    assertThat(productShape("le Kit Vironostika (HIV Ag Ag/Ab, Lot A61LY)", "Ab")).isTrue();
    assertThat(productShape("hyper éosinophilie à 210 El/Ul. Aucune autre", "El")).isTrue();
    // A double-barrelled first name, or a slash between two full names, keeps the person.
    assertThat(productShape("Vu par Jean-Marc ce jour", "Marc")).isFalse();
    assertThat(productShape("Internes : Dupont/Martin", "Martin")).isFalse();
  }

  @Test
  void surnamesWithAnInnerCapitalOrAHyphenStand() {
    assertThat(productShape("Revu par McDonald en consultation", "McDonald")).isFalse();
    assertThat(productShape("Patient adressé par LeBlanc Paul", "LeBlanc")).isFalse();
    assertThat(productShape("Mme Dupont-Martin, 45 ans", "Dupont-Martin")).isFalse();
    assertThat(productShape("Equipe : DUPONT-MARTIN, GARNIER", "DUPONT-MARTIN")).isFalse();
    assertThat(productShape("Jean-Pierre a appelé", "Jean-Pierre")).isFalse();
  }

  @Test
  void aLoneGazetteerPieceOfAWordFallsAModelsClaimIsReadInItsContext() {
    ProductShape shape = new ProductShape();
    String note = "immunomarquage (ventana BenchMark Ultra) négatif; vu par Mark Dupont.";
    // The lexicon alone: any piece of a longer word is a product.
    assertThat(shape.judge(claim(note, "Mark", PhiCategory.NAME, LEXICON)).isRefuted()).isTrue();
    // A model cut "BenchMark" where a lower-case letter meets a capital: a product too.
    assertThat(shape.judge(claim(note, "Mark", PhiCategory.NAME, CRF)).isRefuted()).isTrue();
    // Near misses: the whole word "Mark" later in the note, and a trigger behind the piece.
    int later = note.indexOf("Mark Dupont");
    assertThat(shape.judge(Claim.alone(note, later, later + 4, PhiCategory.NAME, CRF)))
        .isEqualTo(Verdict.NONE);
    assertThat(shape.judge(claim(note, "Mark", PhiCategory.NAME, CRF_AND_TRIGGER)))
        .isEqualTo(Verdict.NONE);
  }
}
