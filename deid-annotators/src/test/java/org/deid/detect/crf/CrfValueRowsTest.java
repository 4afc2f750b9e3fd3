package org.deid.detect.crf;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * A value's row gives, for each feature of its family, the id that the attribute index gives that
 * feature and value: on random attributes over the characters the encoding treats specially (as
 * {@link CrfAttributeIndexTest}), features of the family and others, and values that hit or miss.
 */
class CrfValueRowsTest {

  private static final String ALPHABET = "aAz09_|%U=\\ \té\uFFFFİ中F";

  private static final List<String> FAMILY = List.of("lw-1", "lw", "lw1", "key1v");

  private static final String[] FEATURES = {"lw-1", "lw", "lw1", "key1v", "w", "p2"};

  @Test
  void sameIdsAsTheIndex() {
    Random random = new Random(13);
    List<String> names = new ArrayList<>();
    List<String> values = new ArrayList<>();
    for (int n = 0; n < 4000; n++) {
      // Values repeat under several features, as a word does in a window.
      String value =
          n % 3 == 0 || values.isEmpty() ? word(random) : values.get(random.nextInt(values.size()));
      values.add(value);
      names.add(encode(FEATURES[random.nextInt(FEATURES.length)], value));
    }
    names.addAll(List.of("lw_%u00E9", "lw_%U00e9", "lw1_%U0041", "lw_%UFFFF", "lw_", "len", "lw"));
    String[] attributes = names.stream().distinct().toArray(String[]::new);
    CrfAttributeIndex index = new CrfAttributeIndex(attributes);
    CrfValueRows rows = new CrfValueRows(attributes, FAMILY);
    int found = 0;
    for (int n = 0; n < 20000; n++) {
      String value =
          random.nextBoolean() ? word(random) : values.get(random.nextInt(values.size()));
      int row = rows.row(value);
      for (int f = 0; f < FAMILY.size(); f++) {
        int expected = index.id(FAMILY.get(f), value, 0, value.length());
        assertThat(rows.id(row, f)).as("%s_%s", FAMILY.get(f), value).isEqualTo(expected);
        found += expected >= 0 ? 1 : 0;
      }
    }
    assertThat(found).isGreaterThan(5000);
    // Pairs: a value cut at one of its bars, or two values, found as the value {@code
    // first|second}.
    int pairsFound = 0;
    for (int n = 0; n < 20000; n++) {
      String value = values.get(random.nextInt(values.size()));
      int bar = value.indexOf('|', random.nextInt(value.length() + 1));
      String first = bar < 0 ? value : value.substring(0, bar);
      String second =
          bar < 0 ? values.get(random.nextInt(values.size())) : value.substring(bar + 1);
      int row = rows.row(first, second);
      for (int f = 0; f < FAMILY.size(); f++) {
        int expected = index.id(FAMILY.get(f), first, second);
        assertThat(rows.id(row, f))
            .as("%s_%s|%s", FAMILY.get(f), first, second)
            .isEqualTo(expected);
        pairsFound += expected >= 0 ? 1 : 0;
      }
    }
    assertThat(pairsFound).isGreaterThan(100);
    assertThat(rows.id(rows.row("\uFFFFabc"), 1)).isEqualTo(index.id("lw", "", 0, 0));
    assertThat(rows.row("no such value")).isEqualTo(-1);
  }

  private static String word(Random random) {
    StringBuilder word = new StringBuilder();
    for (int i = random.nextInt(6); i > 0; i--) {
      word.append(ALPHABET.charAt(random.nextInt(ALPHABET.length())));
    }
    return word.toString();
  }

  /** The name ClearTK's encoder writes for a string feature, as {@link AttributeNameSink}. */
  private static String encode(String feature, String value) {
    AttributeNameSink sink = new AttributeNameSink(null);
    sink.startToken(0);
    sink.add(feature, value);
    String attribute = sink.attributes.get(0).get(0);
    return attribute.substring(0, attribute.length() - "=1.0".length());
  }
}
