package org.deid.resolve;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class FacilityEdgesTest {

  /** The pieces {@code FacilityEdges} makes of the facility {@code span}, found in {@code text}. */
  private static List<String> pieces(String text, String span) {
    int begin = text.indexOf(span);
    return FacilityEdges.pieces(text, begin, begin + span.length()).stream()
        .map(p -> text.substring(p[0], p[1]))
        .toList();
  }

  @Test
  void aDepartmentAfterTheFacilitysNameIsLeftOut() {
    assertThat(
            pieces(
                "Remitido por: Dr. Gil Sáenz Hospital García Orcoyen Servicio de Pediatría C/ Soria",
                "Hospital García Orcoyen Servicio de Pediatría"))
        .containsExactly("Hospital García Orcoyen");
    assertThat(
            pieces(
                "Hospital General Servicio Castellano-Leonés de Salud Servicio de Oftalmología Medina",
                "Servicio Castellano-Leonés de Salud Servicio de Oftalmología"))
        .containsExactly("Servicio Castellano-Leonés de Salud");
    assertThat(
            pieces(
                "Institut de Medicina Legal de Catalunya Servei de Patologia Forense",
                "Institut de Medicina Legal de Catalunya Servei de Patologia"))
        .containsExactly("Institut de Medicina Legal de Catalunya");
  }

  @Test
  void aSecondFacilityStandsApart() {
    assertThat(
            pieces(
                "Servicio de Urología del Hospital Clínico Universidad de Chile y Hospital San José.",
                "Hospital Clínico Universidad de Chile y Hospital San José"))
        .containsExactly("Hospital Clínico Universidad de Chile", "Hospital San José");
    assertThat(
            pieces(
                "Dolor Hospital Universitario Puerto Real Complejo Hospitalario de la Bahía Carretera",
                "Hospital Universitario Puerto Real Complejo Hospitalario de la Bahía"))
        .containsExactly("Hospital Universitario Puerto Real", "Complejo Hospitalario de la Bahía");
  }

  @Test
  void aHeadThatOpensTheNameOrNamesOneFacilityInsideAnotherCutsNothing() {
    // Near misses: the department's head opens the name; a head that leaves the name open;
    // "Fundación" and "Universidad" inside one hospital's name; a name with its head last; a
    // second head after a particle; a unit without "de".
    assertThat(pieces("Unidad de Salud Mental de Getafe", "Unidad de Salud Mental de Getafe"))
        .containsExactly("Unidad de Salud Mental de Getafe");
    assertThat(pieces("Fundación Hospital de Calahorra Ctra.", "Fundación Hospital de Calahorra"))
        .containsExactly("Fundación Hospital de Calahorra");
    assertThat(
            pieces(
                "Complejo Hospitalario Hospital General de Segovia",
                "Complejo Hospitalario Hospital General de Segovia"))
        .containsExactly("Complejo Hospitalario Hospital General de Segovia");
    assertThat(
            pieces(
                "IIS-Hospital Universitario Fundación Jiménez Díaz, Avda.",
                "Hospital Universitario Fundación Jiménez Díaz"))
        .containsExactly("Hospital Universitario Fundación Jiménez Díaz");
    assertThat(pieces("Clínica Universidad de Navarra Avda.", "Clínica Universidad de Navarra"))
        .containsExactly("Clínica Universidad de Navarra");
    assertThat(
            pieces(
                "Vall d'Hebron Hospital Universitari · Institut Català",
                "Vall d'Hebron Hospital Universitari"))
        .containsExactly("Vall d'Hebron Hospital Universitari");
    assertThat(
            pieces(
                "Cobertura: Plan de Salud del Hospital Italiano - Nº",
                "Plan de Salud del Hospital Italiano"))
        .containsExactly("Plan de Salud del Hospital Italiano");
    assertThat(pieces("Hospital Servicio Vasco Avda.", "Hospital Servicio Vasco"))
        .containsExactly("Hospital Servicio Vasco");
  }
}
