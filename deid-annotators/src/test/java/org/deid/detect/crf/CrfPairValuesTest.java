package org.deid.detect.crf;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * A pair's row, first looked up or kept, gives the model's id of each bigram feature: on random
 * bigrams of common words and sentence bounds (pairs that hit, miss, collide and repeat, as the
 * same strings or as equal copies), with the shipped Spanish model.
 */
class CrfPairValuesTest {

  private static final String[] WORDS = {
    "<s>",
    "</s>",
    "de",
    "la",
    "el",
    "en",
    "y",
    "a",
    ".",
    ",",
    ":",
    "paciente",
    "años",
    "con",
    "que",
    "los",
    "se",
    "del",
    "por",
    "una",
    "un",
    "dr",
    "nombre",
    "%",
    "=",
    "é\uFFFF"
  };

  @Test
  void sameIdsAsTheModel() throws Exception {
    CrfSuiteModel model =
        ((CrfSuiteClassifier) CrfModelFactory.load(CrfAnnotator.SPANISH_MODEL)).model();
    CrfValueRows rows = model.valueRows(PhiTokenFeatures.PAIR_FEATURES);
    CrfPairValues values = new CrfPairValues(rows);
    Random random = new Random(23);
    int found = 0;
    for (int n = 0; n < 100_000; n++) {
      String first = word(random);
      String second = word(random);
      int row = values.row(first, second);
      for (int f = 0; f < PhiTokenFeatures.PAIR_FEATURES.size(); f++) {
        String feature = PhiTokenFeatures.PAIR_FEATURES.get(f);
        int expected = model.attributeId(feature, first, second);
        assertThat(rows.id(row, f)).as("%s_%s|%s", feature, first, second).isEqualTo(expected);
        found += expected >= 0 ? 1 : 0;
      }
    }
    assertThat(found).isGreaterThan(1_000);
  }

  /** A common word, sometimes as a copy of the constant. */
  private static String word(Random random) {
    String word = WORDS[random.nextInt(WORDS.length)];
    return random.nextBoolean() ? new String(word) : word;
  }
}
