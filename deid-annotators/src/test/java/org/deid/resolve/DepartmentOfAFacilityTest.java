package org.deid.resolve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.deid.resolve.TestClaims.CRF;
import static org.deid.resolve.TestClaims.CRF_AND_TRIGGER;
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
}
