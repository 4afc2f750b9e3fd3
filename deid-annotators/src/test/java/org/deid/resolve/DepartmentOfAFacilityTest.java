package org.deid.resolve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.deid.resolve.TestClaims.CRF;
import static org.deid.resolve.TestClaims.CRF_AND_TRIGGER;
import static org.deid.resolve.TestClaims.claim;
import static org.deid.resolve.TestClaims.whole;

import java.util.Set;
import org.deid.taxonomy.PhiCategory;
import org.junit.jupiter.api.Test;

class DepartmentOfAFacilityTest {

  private static final DepartmentOfAFacility DEPARTMENTS = new DepartmentOfAFacility();

  private static boolean refutes(String place, Set<String> sources) {
    return DEPARTMENTS.judge(whole(place, PhiCategory.LOCATION, sources)).isRefuted();
  }

  @Test
  void aDepartmentNamedByItsSpecialtyIsNoPlace() {
    assertThat(refutes("Servicio de Oftalmología", CRF)).isTrue();
    assertThat(refutes("Servicio de Medicina Interna", CRF)).isTrue();
    assertThat(refutes("Servicio de Cirugía Oral y Maxilofacial", CRF)).isTrue();
    assertThat(refutes("Servei d'Urologia", CRF)).isTrue();
    assertThat(refutes("Unidad de Cuidados Intensivos", CRF)).isTrue();
  }

  @Test
  void aHealthBodyATownOrAHospitalAfterTheDepartmentStands() {
    assertThat(refutes("Unidad de Salud Mental de Mérida", CRF)).isFalse();
    assertThat(refutes("Unidad de Salud Mental Infanto-Juvenil", CRF)).isFalse();
    assertThat(refutes("Servicio de Oftalmología Medina del Campo", CRF)).isFalse();
    assertThat(refutes("Servicio de Urología, Hospital Virgen del Rocío", CRF)).isFalse();
    assertThat(refutes("Servicio Castellano-Leonés de Salud", CRF)).isFalse();
    assertThat(refutes("Departament de Salut de Xàtiva", CRF)).isFalse();
    // The head alone names no specialty; a trigger keeps the claim.
    assertThat(refutes("Servicio de", CRF)).isFalse();
    assertThat(refutes("Servicio de Oftalmología", CRF_AND_TRIGGER)).isFalse();
  }

  private static boolean refutes(String text, String span) {
    return DEPARTMENTS.judge(claim(text, span, PhiCategory.LOCATION, CRF)).isRefuted();
  }

  @Test
  void theSpecialtyAloneAfterItsHeadAndADayUnitAreNoPlace() {
    assertThat(refutes("Servicio de Medicina Interna Avda. Valdecilla, s/n", "Medicina Interna"))
        .isTrue();
    assertThat(refutes("Servicio de Anatomía Patológica Edificio de Gobierno", "Patológica"))
        .isTrue();
    assertThat(refutes("A los 17 años ingresó en Hospital de Día durante 2 meses", "Hospital"))
        .isTrue();
    assertThat(refutes("A los 17 años ingresó en Hospital de Día durante 2 meses", "Día")).isTrue();
    // Near misses: a body after the head, a day hospital with a name of its own.
    assertThat(
            refutes(
                "Servicio de Clínica Médico Forense. C/ Buenos Aires", "Clínica Médico Forense"))
        .isFalse();
    assertThat(refutes("Medicina Interna del Hospital de Getafe", "Medicina Interna")).isFalse();
    assertThat(refutes("ingresó en el Hospital de Día Quirón Madrid", "Hospital de Día Quirón"))
        .isFalse();
  }
}
