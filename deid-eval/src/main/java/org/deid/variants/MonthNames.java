package org.deid.variants;

import java.util.List;
import org.deid.synth.SynthLanguage;

/** Month names as French and Spanish notes write them, in full, abbreviated and compact. */
final class MonthNames {

  // Compact forms glue the month to the digits, as "03oct2019" (English-like codes of exports).
  private static final List<String> COMPACT =
      List.of("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec");

  private MonthNames() {}

  /** The full name of a month (1 to 12). */
  static String full(boolean french, int month) {
    return language(french).months().get(month - 1);
  }

  /** The abbreviated name of a month (1 to 12), with its period where the language writes one. */
  static String abbreviated(boolean french, int month) {
    return language(french).shortMonths().get(month - 1);
  }

  /** The three-letter code of a month in compact dates. */
  static String compact(int month) {
    return COMPACT.get(month - 1);
  }

  private static SynthLanguage language(boolean french) {
    return french ? SynthLanguage.FR : SynthLanguage.ES;
  }
}
