package org.deid.detect.crf;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Looking a feature up by name and value finds exactly the attribute that looking up its encoded
 * name finds: on random names and values over an alphabet of the characters the encoding treats
 * specially (escapes, U+FFFF, {@code _}, {@code |}, {@code %U} look-alikes), and on names the
 * encoder cannot write (raw {@code =}, lower-case or non-ASCII hex digits, a needless escape).
 */
class CrfAttributeIndexTest {

  private static final String ALPHABET = "aAz09_|%U=\\ \té\uFFFFİ中F";

  private static final String[] FEATURES = {"w", "lw-1", "bi+1", "p2", "s4", "cand0"};

  @Test
  void sameIdsAsTheEncodedNames() {
    Random random = new Random(13);
    List<String> names = new ArrayList<>();
    for (int n = 0; n < 3000; n++) {
      names.add(encode(FEATURES[random.nextInt(FEATURES.length)], word(random)));
    }
    names.addAll(
        List.of(
            "w_a=b",
            "w_%u00E9",
            "w_%U00e9",
            "w_%U0041",
            "w_%U00E",
            "w_%U١٢٣٤",
            "w_%UFFFF",
            "w_" + "\uFFFF",
            "len",
            "w_",
            "lw-1_",
            "w_%U00E9",
            "bi+1_a|b"));
    String[] attributes = names.stream().distinct().toArray(String[]::new);
    Map<String, Integer> byName = new HashMap<>();
    for (int a = 0; a < attributes.length; a++) {
      byName.put(attributes[a], a);
    }
    CrfAttributeIndex index = new CrfAttributeIndex(attributes);
    int found = 0;
    for (int n = 0; n < 20000; n++) {
      String feature = FEATURES[random.nextInt(FEATURES.length)];
      // Half the lookups reuse a value of the model, so that many of them hit.
      String value =
          random.nextBoolean()
              ? word(random)
              : valueOf(attributes[random.nextInt(attributes.length)]);
      int from = random.nextInt(value.length() + 1);
      int to = random.nextInt(value.length() + 1);
      int expected =
          byName.getOrDefault(encode(feature, value.substring(from, Math.max(from, to))), -1);
      assertThat(index.id(feature, value, from, to))
          .as("%s_%s[%d, %d)", feature, value, from, to)
          .isEqualTo(expected);
      assertThat(index.id(feature, value, 0, value.length()))
          .isEqualTo(byName.getOrDefault(encode(feature, value), -1));
      String second = random.nextInt(4) == 0 ? "b" : word(random);
      assertThat(index.id(feature, value, second))
          .as("%s_%s|%s", feature, value, second)
          .isEqualTo(byName.getOrDefault(encode(feature, value + "|" + second), -1));
      found += expected >= 0 ? 1 : 0;
    }
    assertThat(found).isGreaterThan(3000);
    assertThat(index.id("w", "a=b", 0, 3)).isEqualTo(-1);
    assertThat(index.id("w", "é", 0, 1)).isEqualTo(byName.get("w_%U00E9"));
    assertThat(index.id("w", "", 0, 0)).isEqualTo(byName.get("w_"));
    assertThat(index.id("w", "\uFFFFabc", 0, 4)).isEqualTo(byName.get("w_"));
    assertThat(index.id("bi+1", "a", "b\uFFFFc")).isEqualTo(byName.get("bi+1_a|b"));
    assertThat(index.id("bi+1", "a\uFFFF", "b")).isEqualTo(byName.getOrDefault("bi+1_a", -1));
    assertThat(index.id("len", "", 0, 0)).isEqualTo(-1);
  }

  private static String word(Random random) {
    StringBuilder word = new StringBuilder();
    for (int i = random.nextInt(6); i > 0; i--) {
      word.append(ALPHABET.charAt(random.nextInt(ALPHABET.length())));
    }
    return word.toString();
  }

  /** The value part of an encoded name, decoded (escapes left as they are when malformed). */
  private static String valueOf(String name) {
    String value = name.substring(name.indexOf('_') + 1);
    StringBuilder decoded = new StringBuilder();
    int i = 0;
    while (i < value.length()) {
      if (value.charAt(i) == '%' && i + 6 <= value.length()) {
        try {
          decoded.append((char) Integer.parseInt(value.substring(i + 2, i + 6), 16));
          i += 6;
          continue;
        } catch (NumberFormatException e) {
          // kept as it is
        }
      }
      decoded.append(value.charAt(i));
      i++;
    }
    return decoded.toString();
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
