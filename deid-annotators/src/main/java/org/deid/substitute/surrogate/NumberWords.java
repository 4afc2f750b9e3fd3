package org.deid.substitute.surrogate;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.deid.detect.lexicon.TextFolding;

/**
 * Cardinal numbers written in French or Spanish words, read and written from 1 to 2,999: the days
 * and years of dates in words ("douze mars deux mille dix-neuf", "catorce de abril de dos mil
 * veinticuatro").
 */
final class NumberWords {

  private static final String[] FR_UNITS = {
    "zéro",
    "un",
    "deux",
    "trois",
    "quatre",
    "cinq",
    "six",
    "sept",
    "huit",
    "neuf",
    "dix",
    "onze",
    "douze",
    "treize",
    "quatorze",
    "quinze",
    "seize",
    "dix-sept",
    "dix-huit",
    "dix-neuf"
  };
  private static final String[] FR_TENS = {
    "",
    "",
    "vingt",
    "trente",
    "quarante",
    "cinquante",
    "soixante",
    "soixante",
    "quatre-vingt",
    "quatre-vingt"
  };
  private static final String[] ES_UNITS = {
    "cero",
    "uno",
    "dos",
    "tres",
    "cuatro",
    "cinco",
    "seis",
    "siete",
    "ocho",
    "nueve",
    "diez",
    "once",
    "doce",
    "trece",
    "catorce",
    "quince",
    "dieciséis",
    "diecisiete",
    "dieciocho",
    "diecinueve",
    "veinte",
    "veintiuno",
    "veintidós",
    "veintitrés",
    "veinticuatro",
    "veinticinco",
    "veintiséis",
    "veintisiete",
    "veintiocho",
    "veintinueve"
  };
  private static final String[] ES_TENS = {
    "", "", "veinte", "treinta", "cuarenta", "cincuenta", "sesenta", "setenta", "ochenta", "noventa"
  };
  private static final String[] ES_HUNDREDS = {
    "",
    "ciento",
    "doscientos",
    "trescientos",
    "cuatrocientos",
    "quinientos",
    "seiscientos",
    "setecientos",
    "ochocientos",
    "novecientos"
  };

  /** Folded word to value, both languages; multipliers 100 and 1000 included. */
  private static final Map<String, Integer> VALUES = new HashMap<>();

  static {
    for (int i = 0; i < FR_UNITS.length; i++) {
      for (String part : FR_UNITS[i].split("-")) {
        if (i < 17) {
          VALUES.put(TextFolding.key(part), i);
        }
      }
    }
    for (int i = 0; i < ES_UNITS.length; i++) {
      VALUES.put(TextFolding.key(ES_UNITS[i]), i);
    }
    for (int i = 2; i < 10; i++) {
      VALUES.put(TextFolding.key(ES_TENS[i]), i * 10);
    }
    for (int i = 2; i < 10; i++) {
      VALUES.put(TextFolding.key(ES_HUNDREDS[i]), i * 100);
    }
    VALUES.put("vingt", 20);
    VALUES.put("vingts", 20);
    VALUES.put("trente", 30);
    VALUES.put("quarante", 40);
    VALUES.put("cinquante", 50);
    VALUES.put("soixante", 60);
    VALUES.put("septante", 70);
    VALUES.put("huitante", 80);
    VALUES.put("octante", 80);
    VALUES.put("nonante", 90);
    VALUES.put("cent", 100);
    VALUES.put("cents", 100);
    VALUES.put("cien", 100);
    VALUES.put("ciento", 100);
    VALUES.put("mille", 1000);
    VALUES.put("mil", 1000);
    VALUES.put("un", 1);
    VALUES.put("una", 1);
    VALUES.put("une", 1);
    VALUES.put("veintiun", 21);
    VALUES.put("premier", 1);
    VALUES.put("primero", 1);
    VALUES.put("primer", 1);
  }

  private NumberWords() {}

  /** Whether a word is a number word, or a connector inside one ("et", "y"). */
  static boolean isNumberWord(String word) {
    return VALUES.containsKey(TextFolding.key(word));
  }

  /** Whether a word joins number words ("vingt et un", "treinta y dos"). */
  static boolean isConnector(String word) {
    String key = TextFolding.key(word);
    return key.equals("et") || key.equals("y");
  }

  /** The value of number words split at blanks and hyphens, or -1 when they hold no number. */
  static int parse(List<String> words) {
    int total = 0;
    int current = 0;
    String previous = "";
    boolean any = false;
    for (String word : words) {
      String key = TextFolding.key(word);
      if (key.equals("et") || key.equals("y")) {
        continue;
      }
      Integer value = VALUES.get(key);
      if (value == null) {
        return -1;
      }
      any = true;
      if (value == 1000) {
        total += Math.max(current, 1) * 1000;
        current = 0;
      } else if (value == 100) {
        current = Math.max(current, 1) * 100;
      } else if (value == 20 && previous.equals("quatre")) {
        current = current - 4 + 80; // quatre-vingt(s)
      } else if (value >= 100) {
        current += value; // doscientos, novecientos
      } else {
        current += value;
      }
      previous = key;
    }
    return any ? total + current : -1;
  }

  /** A number from 1 to 2,999 in words, in a language ("fr" or "es"). */
  static String write(int n, String language) {
    if (n < 1 || n > 2999) {
      throw new IllegalArgumentException("No words for " + n);
    }
    return language.equals("es") ? spanish(n) : french(n);
  }

  private static String french(int n) {
    List<String> parts = new ArrayList<>();
    int thousands = n / 1000;
    int rest = n % 1000;
    if (thousands > 0) {
      parts.add(thousands == 1 ? "mille" : FR_UNITS[thousands] + " mille");
    }
    int hundreds = rest / 100;
    int below = rest % 100;
    if (hundreds > 0) {
      parts.add(hundreds == 1 ? "cent" : FR_UNITS[hundreds] + (below == 0 ? " cents" : " cent"));
    }
    if (below > 0) {
      parts.add(frenchBelowHundred(below));
    }
    return String.join(" ", parts);
  }

  private static String frenchBelowHundred(int n) {
    if (n < 20) {
      return FR_UNITS[n];
    }
    int tens = n / 10;
    int units = n % 10;
    if (tens == 7 || tens == 9) {
      int inner = n - (tens == 7 ? 60 : 80);
      return FR_TENS[tens] + (inner == 11 && tens == 7 ? " et " : "-") + FR_UNITS[inner];
    }
    if (units == 0) {
      return tens == 8 ? "quatre-vingts" : FR_TENS[tens];
    }
    if (units == 1 && tens != 8) {
      return FR_TENS[tens] + " et un";
    }
    return FR_TENS[tens] + "-" + FR_UNITS[units];
  }

  private static String spanish(int n) {
    List<String> parts = new ArrayList<>();
    int thousands = n / 1000;
    int rest = n % 1000;
    if (thousands > 0) {
      parts.add(thousands == 1 ? "mil" : ES_UNITS[thousands] + " mil");
    }
    int hundreds = rest / 100;
    int below = rest % 100;
    if (hundreds > 0) {
      parts.add(hundreds == 1 && below == 0 ? "cien" : ES_HUNDREDS[hundreds]);
    }
    if (below > 0) {
      parts.add(
          below < 30
              ? ES_UNITS[below]
              : ES_TENS[below / 10] + (below % 10 == 0 ? "" : " y " + ES_UNITS[below % 10]));
    }
    return String.join(" ", parts);
  }

  /** The language whose words these are: "es" when one of them is only Spanish, else "fr". */
  static String languageOf(List<String> words, String fallback) {
    for (String word : words) {
      String lower = word.toLowerCase(Locale.ROOT);
      for (String es : ES_UNITS) {
        if (TextFolding.key(es).equals(TextFolding.key(lower)) && !isFrench(lower)) {
          return "es";
        }
      }
      if (lower.equals("mil") || lower.equals("y") || lower.startsWith("cient")) {
        return "es";
      }
      if (isFrench(lower)) {
        return "fr";
      }
    }
    return fallback;
  }

  private static boolean isFrench(String word) {
    String key = TextFolding.key(word);
    for (String fr : FR_UNITS) {
      for (String part : fr.split("-")) {
        if (TextFolding.key(part).equals(key)) {
          return true;
        }
      }
    }
    return List.of("vingt", "trente", "quarante", "cinquante", "soixante", "mille", "cent", "et")
        .contains(key);
  }
}
