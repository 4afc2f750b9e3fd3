package org.deid.detect.crf;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * A short value's id, first looked up or kept, is the model's: on the prefixes and suffixes of
 * random words over common letters and the characters the encoding treats specially (values that
 * hit, miss, collide and repeat), with the shipped Spanish model.
 */
class CrfShortValuesTest {

  private static final String ALPHABET = "aeiosnrl\u0000%=\\ é\uFFFFİ";

  private static final String[] FEATURES = {"p1", "p2", "p3", "p4", "s1", "s2", "s3", "s4", "w"};

  @Test
  void sameIdsAsTheModel() throws Exception {
    CrfSuiteModel model =
        ((CrfSuiteClassifier) CrfModelFactory.load(CrfAnnotator.SPANISH_MODEL)).model();
    CrfShortValues values = new CrfShortValues(model);
    Random random = new Random(17);
    int found = 0;
    for (int n = 0; n < 200_000; n++) {
      StringBuilder word = new StringBuilder();
      for (int i = 1 + random.nextInt(6); i > 0; i--) {
        word.append(ALPHABET.charAt(random.nextInt(random.nextInt(8) == 0 ? 16 : 8)));
      }
      String value = word.toString();
      int from = random.nextInt(value.length());
      int to = Math.min(value.length(), from + random.nextInt(CrfShortValues.MAX_LENGTH + 1));
      String feature = FEATURES[random.nextInt(FEATURES.length)];
      int expected = model.attributeId(feature, value, from, to);
      assertThat(values.id(feature, value, from, to))
          .as("%s_%s", feature, value.substring(from, to))
          .isEqualTo(expected);
      found += expected >= 0 ? 1 : 0;
    }
    assertThat(found).isGreaterThan(10_000);
  }
}
