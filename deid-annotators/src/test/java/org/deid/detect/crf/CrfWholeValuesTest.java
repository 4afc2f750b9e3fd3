package org.deid.detect.crf;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * A long value's id, first looked up or kept, is the model's: on random features and values (kinds,
 * categories, words, characters the encoding treats specially; values that hit, miss, collide and
 * repeat, as the same strings or as equal copies), with the shipped Spanish model.
 */
class CrfWholeValuesTest {

  private static final String[] VALUES = {
    "WordToken",
    "PunctuationToken",
    "NumToken",
    "B-LOCATION",
    "I-LOCATION",
    "B-NAME",
    "paciente",
    "Paciente",
    "hospital",
    "MADRID",
    "diciembre",
    "a%=\\b",
    "é\uFFFFxyz",
    "ab cd",
    "WordToken\uFFFF"
  };

  private static final String[] FEATURES = {"kind", "cand-1", "cand0", "cand1", "w", "lw"};

  @Test
  void sameIdsAsTheModel() throws Exception {
    CrfSuiteModel model =
        ((CrfSuiteClassifier) CrfModelFactory.load(CrfAnnotator.SPANISH_MODEL)).model();
    CrfWholeValues values = new CrfWholeValues(model);
    Random random = new Random(29);
    int found = 0;
    for (int n = 0; n < 100_000; n++) {
      String value = VALUES[random.nextInt(VALUES.length)];
      if (random.nextBoolean()) {
        value = new String(value);
      }
      String feature = FEATURES[random.nextInt(FEATURES.length)];
      int expected = model.attributeId(feature, value, 0, value.length());
      assertThat(values.id(feature, value)).as("%s_%s", feature, value).isEqualTo(expected);
      found += expected >= 0 ? 1 : 0;
    }
    assertThat(found).isGreaterThan(1_000);
  }
}
