package org.deid.resolve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.deid.resolve.TestClaims.CRF;
import static org.deid.resolve.TestClaims.claim;

import java.util.List;
import org.deid.taxonomy.PhiCategory;
import org.junit.jupiter.api.Test;

class BibliographicContextTest {

  private static final String REFERENCES =
      "Références Kitabchi AE, Umpierrez GE, Miles JM, Fisher JN. Hyperglycemic crises in adult"
          + " patients with diabetes. Diabetes Care. 2009;32(7):1335-43. PubMed | Google Scholar"
          + " Goyal N, Miller JB, Sankey SS. Utility of initial bolus insulin. J Clin Endocrinol"
          + " Metab. 2008 May;93(5):1541-52.";

  private static boolean reference(String text, String name) {
    int begin = text.indexOf(name);
    return BibliographicContext.isReference(text, begin, begin + name.length());
  }

  @Test
  void authorsAndJournalWordsOfAVancouverReferenceAreNoPersons() {
    assertThat(reference(REFERENCES, "Miles")).isTrue();
    assertThat(reference(REFERENCES, "JM")).isTrue();
    assertThat(reference(REFERENCES, "Miller JB")).isTrue();
    assertThat(reference(REFERENCES, "Care")).isTrue();
    assertThat(reference(REFERENCES, "May")).isTrue();
  }

  @Test
  void aReferenceHoldsNoAddress() {
    String reference = "1. Smith J, Brown K. N Engl J Med. 2019 Mar 7;380(10):901-10.";
    assertThat(BibliographicContext.isInReference(reference, 3, reference.indexOf(" Mar 7")))
        .isTrue();
    String address = "Domicile : 12 rue de la Paix, 75002 Paris. Tél. 01 23 45 67 89";
    assertThat(BibliographicContext.isInReference(address, 11, 28)).isFalse();
  }

  @Test
  void authorsCitedInTheTextAreNoPersons() {
    assertThat(reference("selon la méthode de Howard Bradbury [16, 17] et le résultat", "Howard"))
        .isFalse();
    assertThat(
            reference(
                "selon la méthode de Howard Bradbury [16, 17] et le résultat", "Howard Bradbury"))
        .isTrue();
    assertThat(reference("comme l'ont décrit Benali et al. en 2005", "Benali")).isTrue();
  }

  @Test
  void theAuthorsOfAPublishedArticleAreNoPersons() {
    String article =
        "Contributions des auteurs Sarra J a conçu la méthodologie de l'étude. Sarra J, Asma A"
            + " ont collecté les données. "
            + REFERENCES;
    assertThat(BibliographicContext.isAuthorOfArticle(article, article.indexOf("Asma"))).isTrue();
  }

  @Test
  void theAuthorsOfAPublishedArticleReadAsPlacesAreNoPlaces() {
    BibliographicContext references = new BibliographicContext();
    String article =
        "PDF (349 Kb) This article authors On Pubmed Sarra Jouini Asma Aloui Olfa Slimani On Google"
            + " Scholar Sarra Jouini Citation [Download] Zotero. "
            + REFERENCES;
    for (String place : List.of("This article authors On", "Pubmed Sarra Jouini Asma Aloui")) {
      assertThat(references.judge(claim(article, place, PhiCategory.LOCATION, CRF)).isRefuted())
          .isTrue();
    }
    // Near misses: a note's author field, a town on the next line of the article.
    String note = "Auteur : Asma Benali, Hôpital Nord Marseille. Revue le 12/03/2019 ; 14:30.";
    assertThat(references.judge(claim(note, "Hôpital Nord Marseille", PhiCategory.LOCATION, CRF)))
        .isEqualTo(Verdict.NONE);
    String town = "authors On Pubmed Sarra Jouini\nNée à Tunis.\n" + REFERENCES;
    assertThat(references.judge(claim(town, "Tunis", PhiCategory.LOCATION, CRF)))
        .isEqualTo(Verdict.NONE);
  }

  @Test
  void theAuthorOfANoteOrAnAuthorCueWithoutReferencesIsNoEvidence() {
    // An EHR export's author field names a carer: no journal locator, so no article.
    String note = "Auteur : Asma Benali, interne. Patiente revue le 12/03/2019 ; 14:30.";
    assertThat(BibliographicContext.isAuthorOfArticle(note, note.indexOf("Asma"))).isFalse();
    // In an article, a name on another line than the cue stands.
    String article =
        "Contributions des auteurs : voir plus bas.\nVu par Asma Benali. " + REFERENCES;
    assertThat(BibliographicContext.isAuthorOfArticle(article, article.indexOf("Asma"))).isFalse();
  }

  @Test
  void namesOfANoteWithInitialsOrYearsButNoJournalLocatorStand() {
    String note =
        "Patient vu par Martin JP, cardiologue. Antécédents : appendicectomie en 2009; 3 enfants."
            + " Courrier à Dupont A., médecin traitant, le 12/03/2019 ; 14:30.";
    assertThat(reference(note, "Martin")).isFalse();
    assertThat(reference(note, "Dupont")).isFalse();
    assertThat(reference("Vu par Dupont JP en 2019 ; 14:30, revu en 2020 ; 9:15.", "Dupont"))
        .isFalse();
    // Initials and a locator-like time after them, but no journal locator: a staff list.
    assertThat(reference("Equipe : LEROUX P, GARNIER C, vus le 2019; 12h", "LEROUX")).isFalse();
  }

  @Test
  void asAHeuristicItRefutesAPlaceOrANumberOfAReferenceNotANameOrANotesPlace() {
    BibliographicContext references = new BibliographicContext();
    String reference = "Smith J, Brown K. N Engl J Med. 2019 Mar 7;380(10):901-10.";
    assertThat(
            references
                .judge(TestClaims.claim(reference, "380", PhiCategory.ID, TestClaims.CRF))
                .reason())
        .isEqualTo("a place or a number of a bibliographic reference");
    assertThat(
            references
                .judge(TestClaims.claim(reference, "Brown", PhiCategory.LOCATION, TestClaims.CRF))
                .isRefuted())
        .isTrue();
    // Near misses: a name (NoPersonContext asks about names), a place of a note.
    assertThat(
            references.judge(
                TestClaims.claim(reference, "Smith", PhiCategory.NAME, TestClaims.CRF)))
        .isEqualTo(Verdict.NONE);
    String note = "Domicile : 12 rue des Lilas, Lyon. Revu le 2019 ; 14:30.";
    assertThat(
            references.judge(TestClaims.claim(note, "Lyon", PhiCategory.LOCATION, TestClaims.CRF)))
        .isEqualTo(Verdict.NONE);
  }
}
