package org.deid.resolve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.deid.resolve.TestClaims.CRF;
import static org.deid.resolve.TestClaims.CRF_AND_TRIGGER;
import static org.deid.resolve.TestClaims.claim;
import static org.deid.resolve.TestClaims.whole;

import java.util.Set;
import org.deid.taxonomy.PhiCategory;
import org.junit.jupiter.api.Test;

class PlaceOfOrdinaryWordsTest {

  private static final PlaceOfOrdinaryWords FR = new PlaceOfOrdinaryWords(new OrdinaryWords("fr"));
  private static final PlaceOfOrdinaryWords ES = new PlaceOfOrdinaryWords(new OrdinaryWords("es"));

  private static boolean refutes(PlaceOfOrdinaryWords places, String place, Set<String> sources) {
    return places.judge(whole(place, PhiCategory.LOCATION, sources)).isRefuted();
  }

  @Test
  void placesThatAreUnitsNumbersOrLowerCasePhrasesAreRefutedNamedFacilitiesStand() {
    assertThat(refutes(FR, "Gy", CRF)).isTrue();
    assertThat(refutes(FR, "60", CRF)).isTrue();
    assertThat(refutes(FR, "Amoxicilline", CRF)).isTrue();
    assertThat(refutes(FR, "hôpital de district", CRF)).isTrue();
    assertThat(refutes(ES, "RESTO DE LA MEDICACION SIN CAMBIOS", CRF)).isTrue();
    assertThat(refutes(FR, "Hôpital Ténon", CRF)).isFalse();
    assertThat(refutes(FR, "CENTRE HOSPITALIER DE LA CÔTE BASQUE", CRF)).isFalse();
    assertThat(refutes(FR, "75013", CRF)).isFalse();
    assertThat(refutes(FR, "Lyon", CRF)).isFalse();
  }

  @Test
  void ordinaryWordsAfterAnElidedArticleAreOrdinaryTownsStand() {
    // "une incision médiane à [cheval sur l'ombilic]".
    assertThat(refutes(FR, "cheval sur l'ombilic", CRF)).isTrue();
    assertThat(refutes(FR, "cheval sur l’ombilic", CRF)).isTrue();
    // An article or a preposition alone, a sentence's first word after an elided article.
    assertThat(refutes(FR, "de", CRF)).isTrue();
    assertThat(refutes(FR, "L'électrocardiogramme", CRF)).isTrue();
    assertThat(refutes(FR, "L’examen", CRF)).isTrue();
    // A head cut from its name by a line break stands: "l'[hôpital]⏎Foch", "[L'Hôpital]⏎Foch".
    assertThat(refutes(FR, "hôpital", CRF)).isFalse();
    assertThat(refutes(FR, "L'Hôpital", CRF)).isFalse();
    assertThat(refutes(FR, "unité", CRF)).isFalse();
    assertThat(refutes(FR, "villeneuve d'ascq", CRF)).isFalse();
    assertThat(refutes(FR, "L'Haÿ-les-Roses", CRF)).isFalse();
    assertThat(refutes(FR, "cheval sur l'ombilic", CRF_AND_TRIGGER)).isFalse();
  }

  @Test
  void aDoseInANoteIsNoPlaceATownOrAPlaceWithATriggerStands() {
    String note = "Radiothérapie 60 Gy sur le lit tumoral à Lyon, puis contrôle à 3 mois.";
    assertThat(FR.judge(claim(note, "Gy", PhiCategory.LOCATION, CRF)).isRefuted()).isTrue();
    assertThat(FR.judge(claim(note, "60", PhiCategory.LOCATION, CRF)).isRefuted()).isTrue();
    assertThat(FR.judge(claim(note, "Lyon", PhiCategory.LOCATION, CRF))).isEqualTo(Verdict.NONE);
    assertThat(FR.judge(claim(note, "Gy", PhiCategory.LOCATION, CRF_AND_TRIGGER)))
        .isEqualTo(Verdict.NONE);
    // No word at all is no evidence against a place.
    assertThat(FR.judge(whole("—", PhiCategory.LOCATION, CRF))).isEqualTo(Verdict.NONE);
  }

  private static boolean refutesIn(String note, String place) {
    return FR.judge(claim(note, place, PhiCategory.LOCATION, CRF)).isRefuted();
  }

  @Test
  void germsDrugsVirusesAndEponymsByTheirPartsAreNoPlacesInsideALine() {
    String note =
        "sous Sulfamethoxazole-Trimethoprime ; RT-PCR du SARS-CoV négative, VIH-1 connu, présence de"
            + " Candida Albicans . Test (p=0,008 ; Kruskall-Wallis) et matériel type Cotrel"
            + " Dubousset en place. Né à Saint-Étienne puis Aix-en-Provence et Redon ici.";
    assertThat(refutesIn(note, "Sulfamethoxazole-Trimethoprime")).isTrue();
    assertThat(refutesIn(note, "SARS-CoV")).isTrue();
    assertThat(refutesIn(note, "VIH-1")).isTrue();
    assertThat(refutesIn(note, "Candida Albicans")).isTrue();
    assertThat(refutesIn(note, "Kruskall-Wallis")).isTrue();
    assertThat(refutesIn(note, "Cotrel Dubousset")).isTrue();
    // Towns with a hyphen, and a town that is also an eponym, stand.
    assertThat(refutesIn(note, "Saint-Étienne")).isFalse();
    assertThat(refutesIn(note, "Aix-en-Provence")).isFalse();
    assertThat(refutesIn(note, "Redon")).isFalse();
  }

  @Test
  void anEponymOrALowerCaseWordAtALinesEdgeMayBeAWrappedFacilitysPiece() {
    String wrapped = "admis au pavillon\nPasteur, chambre\n12, puis au niveau du pavillon, ici";
    assertThat(refutesIn(wrapped, "Pasteur")).isFalse();
    assertThat(refutesIn(wrapped, "chambre")).isFalse();
    assertThat(refutesIn(wrapped, "pavillon")).isFalse();
    // A facility's head alone inside a line names nothing; a unit's head may open a name.
    String clinics =
        "au service des cliniques universitaires de Lubumbashi, puis l'unité Kangourou";
    assertThat(refutesIn(clinics, "cliniques")).isTrue();
    assertThat(refutesIn(clinics, "unité")).isFalse();
    assertThat(refutesIn(clinics, "Lubumbashi")).isFalse();
    // A facility's acronym in lower case is no ordinary word, whatever follows it.
    assertThat(refutesIn("2 sevrages (ch montluçon 2022, clinique)", "ch")).isFalse();
    assertThat(refutesIn("2 sevrages (ch montluçon 2022, clinique)", "clinique")).isTrue();
    int inside = wrapped.lastIndexOf("pavillon");
    assertThat(
            FR.judge(Claim.alone(wrapped, inside, inside + 8, PhiCategory.LOCATION, CRF))
                .isRefuted())
        .isTrue();
  }

  @Test
  void theWordPlaceOfAPhraseIsNoStreet() {
    String note = "la mise en place de Pop-Otowick, puis domicile place de la Mairie à Rennes.";
    assertThat(FR.judge(claim(note, "place de Pop-Otowick", PhiCategory.LOCATION, CRF)).isRefuted())
        .isTrue();
    assertThat(FR.judge(claim(note, "place de la Mairie", PhiCategory.LOCATION, CRF)))
        .isEqualTo(Verdict.NONE);
  }
}
