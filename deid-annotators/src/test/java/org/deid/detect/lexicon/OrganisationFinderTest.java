package org.deid.detect.lexicon;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.deid.type.PhiCandidate;
import org.junit.jupiter.api.Test;

/** Named organisations found by the lexicon detector, with near-misses. */
class OrganisationFinderTest {

  /** The LOCATION/ORGANIZATION candidates of a text, as covered texts. */
  private static List<String> organisations(String text, String language) throws Exception {
    return LexiconCandidates.of(text, language).stream()
        .filter(c -> "ORGANIZATION".equals(c.getSubtype()))
        .map(PhiCandidate::getCoveredText)
        .toList();
  }

  @Test
  void spanishHealthServicesInsurersAndPublicBodies() throws Exception {
    assertThat(organisations("XUNTA DE GALICIA · SERGAS\nCOMPLEXO HOSPITALAR", "es"))
        .containsExactly("XUNTA DE GALICIA", "SERGAS");
    assertThat(organisations("EPS: Compensar EPS (régimen contributivo)", "es"))
        .containsExactly("Compensar EPS");
    assertThat(organisations("incapacidad temporal ante el IMSS y constancia", "es"))
        .containsExactly("IMSS");
    assertThat(organisations("Acude traída por la Policía  Nacional (atestado).", "es"))
        .containsExactly("Policía  Nacional");
    assertThat(organisations("albergue de la\nLiga contra el Cáncer como alternativa", "es"))
        .containsExactly("Liga contra el Cáncer");
    // Near miss: in lower case the body is an occupation, not an organisation.
    assertThat(organisations("Su hermano es policía nacional.", "es")).isEmpty();
  }

  @Test
  void shortAcronymsOnlyInCapitalsAndAwayFromFigures() throws Exception {
    assertThat(
            organisations("Escuela Primaria \"Profr. Rafael Ramírez\", turno matutino (SEP)", "es"))
        .containsExactly("Escuela Primaria \"Profr. Rafael Ramírez\"", "SEP");
    // Near misses: a month in capitals beside figures, a word in lower case.
    assertThat(organisations("Fecha: 12 SEP 2023. Control.", "es")).isEmpty();
    assertThat(organisations("Elle boit un caf\u00e9 et la msa est calme.", "fr")).isEmpty();
  }

  @Test
  void frenchBodiesWithTheirPlaceAndNamesAfterATypeWord() throws Exception {
    assertThat(organisations("maladie professionnelle en cours, MSA\nnon concernée", "fr"))
        .containsExactly("MSA");
    assertThat(
            organisations(
                "Suivi par le Conseil départemental de la Haute-Vienne et scolarisé à l'école"
                    + " élémentaire Paul-Éluard.",
                "fr"))
        .containsExactly(
            "Conseil départemental de la Haute-Vienne", "école élémentaire Paul-Éluard");
    assertThat(organisations("Placé en MECS Les Marronniers. Dossier CPAM de Roubaix.", "fr"))
        .containsExactly("MECS Les Marronniers", "CPAM de Roubaix");
    // Near misses: a body every département has, named without its place; a type word with no
    // name; a name inside a street.
    assertThat(organisations("Dossier MDPH déposé le 20/12. La CPAM rembourse.", "fr")).isEmpty();
    assertThat(organisations("Il va au collège en bus; il habite rue de la Poste.", "fr"))
        .isEmpty();
  }

  /** The confidence of the first organisation candidate of a text. */
  private static double confidence(String text, String language) throws Exception {
    return LexiconCandidates.of(text, language).stream()
        .filter(c -> "ORGANIZATION".equals(c.getSubtype()))
        .findFirst()
        .orElseThrow()
        .getConfidence();
  }

  @Test
  void aBodyTheListNamesWholeIsAStrongClaimATypeWordAndANameIsNot() throws Exception {
    // Strong enough to meet the consensus quorum alone (0.85), where the CRF never saw the name.
    assertThat(confidence("Servicio Andaluz de Salud            Informe acumulado", "es"))
        .isGreaterThanOrEqualTo(0.85);
    assertThat(confidence("Activación del Código Infarto desde el SUMMA 112.", "es"))
        .isGreaterThanOrEqualTo(0.85);
    assertThat(confidence("estudia en el CEIP Camino Largo de Casetas", "es")).isLessThan(0.85);
  }
}
