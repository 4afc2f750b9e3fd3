package org.deid.detect.regex;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What the value of a field looks like, and so which part of a cell ("Dr VANDENBUSSCHE
 * Marie-Pierre", "Roubaix (59)", "CC 52.874.331") is the PHI: a name after its title, a city before
 * its parenthesis, a number after its document type. A cell that does not have the shape gives
 * nothing ("labo" in a staff column, "-" anywhere).
 */
public enum ValueShape {
  /** A person's name: capitalised words and particles, after a title; initials allowed. */
  NAME {
    @Override
    int[] span(String text, int begin, int end, FieldKeys words) {
      return personName(text, begin, end, words);
    }
  },
  /** A user's login ("rgdorta", "PALVAREZG"), or a name when it is written as one. */
  LOGIN {
    @Override
    int[] span(String text, int begin, int end, FieldKeys words) {
      int[] login = matchAt(LOGIN_TOKEN, text, begin, end);
      // A capitalised value is a name ("Usuario: Marta Gil") unless it holds digits ("XR4471").
      if (Character.isUpperCase(text.charAt(begin))
          && (login == null || digits(text, login) == 0)) {
        return personName(text, begin, end, words);
      }
      return login;
    }
  },
  /** An identifier: digits and letters, after a document type ("CC", "PPT"). */
  ID {
    @Override
    int[] span(String text, int begin, int end, FieldKeys words) {
      Matcher type = DOCUMENT_TYPE.matcher(text).region(begin, end);
      int from = type.lookingAt() ? type.end() : begin;
      int[] span = matchAt(IDENTIFIER, text, from, end);
      if (span == null) {
        return null;
      }
      return digits(text, span) >= 3 && span[1] - span[0] >= 4 ? span : null;
    }
  },
  /** An age: a number of years, with its unit ("40a", "9 anys 8 mesos"). */
  AGE {
    @Override
    int[] span(String text, int begin, int end, FieldKeys words) {
      int[] span = matchAt(AGE_VALUE, text, begin, end);
      return span != null && Integer.parseInt(leadingNumber(text, span[0])) <= 125 ? span : null;
    }
  },
  /** The sex of the patient: a listed word ("F", "Masculin", "Varón"). */
  SEX {
    @Override
    int[] span(String text, int begin, int end, FieldKeys words) {
      int[] span = matchAt(WORD, text, begin, end);
      return span != null && words.isSexWord(text.substring(span[0], span[1])) ? span : null;
    }
  },
  /** A date in digits, with a Roman or spelled month ("17 V 1964", "9-ago-1971"). */
  DATE {
    @Override
    int[] span(String text, int begin, int end, FieldKeys words) {
      return matchAt(DATE_VALUE, text, begin, end);
    }
  },
  /** A phone number. */
  PHONE {
    @Override
    int[] span(String text, int begin, int end, FieldKeys words) {
      int[] span = matchAt(PHONE_VALUE, text, begin, end);
      if (span == null) {
        return null;
      }
      return digits(text, span) >= 6 ? span : null;
    }
  },
  /** A proper name of a place or body: capitalised words, particles and numbers. */
  PROPER {
    @Override
    int[] span(String text, int begin, int end, FieldKeys words) {
      int[] first = matchAt(WORD, text, begin, end);
      if (first != null && words.isTitle(text.substring(first[0], first[1]))) {
        return null; // "Dra. Acosta" in a centre column is a person, not a place
      }
      return capitalisedRun(text, begin, end, words, true);
    }
  },
  /** Words up to the first punctuation ("vigneron (exploitation familiale)"). */
  TEXT {
    @Override
    int[] span(String text, int begin, int end, FieldKeys words) {
      return words(text, begin, end, 8);
    }
  },
  /** A street address, up to a parenthesis or to a following ", zip code". */
  STREET {
    @Override
    int[] span(String text, int begin, int end, FieldKeys words) {
      int stop = end;
      Matcher tail = STREET_END.matcher(text).region(begin, end);
      if (tail.find()) {
        stop = tail.start();
      }
      int[] span = trim(text, begin, stop);
      if (span == null || !Character.isLetterOrDigit(text.charAt(span[0]))) {
        return null;
      }
      // A sentence's period is not part of the street; an abbreviation's is ("2º dcha.").
      Matcher period = STREET_PERIOD.matcher(text).region(span[0], span[1]);
      if (period.find()) {
        span[1] = period.start();
      }
      return text.substring(span[0], span[1]).split("\\s+").length <= 12 ? span : null;
    }
  },
  /** A postal code ("59100", "C1199ABB"). */
  ZIP {
    @Override
    int[] span(String text, int begin, int end, FieldKeys words) {
      return matchAt(ZIP_VALUE, text, begin, end);
    }
  },
  /** One token with a digit: a bed or room ("GP-214", "C4-412"). */
  CODE {
    @Override
    int[] span(String text, int begin, int end, FieldKeys words) {
      return matchAt(CODE_VALUE, text, begin, end);
    }
  },
  /** A kinship word ("Madre", "épouse"). */
  KIN {
    @Override
    int[] span(String text, int begin, int end, FieldKeys words) {
      return words(text, begin, end, 3);
    }
  };

  /**
   * Confidence of a value of a checked format (an identifier, a date, an age, a sex, a zip code, a
   * bed) under its key: a strong claim, which the consensus takes alone (its key says what it is;
   * proxy es-dev dev: ids under abbreviated keys), as the pattern files' field patterns (0.95 and
   * up), which win a tie ({@code RegexAnnotator}): they draw a span by a corpus's conventions and
   * carry its label.
   */
  static final float FORMATTED_CONFIDENCE = 0.95f;

  private static final int FLAGS = Pattern.UNICODE_CHARACTER_CLASS;
  private static final String AFTER = "(?![\\p{L}\\p{N}])";
  private static final Pattern LETTERS = Pattern.compile("\\p{L}+", FLAGS);
  private static final Pattern WORD = Pattern.compile("\\p{L}+" + AFTER, FLAGS);

  /** How many digits a span holds (counted in place: no substring on the field finder's path). */
  private static int digits(String text, int[] span) {
    int digits = 0;
    for (int p = span[0]; p < span[1]; p++) {
      if (Character.isDigit(text.charAt(p))) {
        digits++;
      }
    }
    return digits;
  }

  private static final Pattern LOGIN_TOKEN =
      Pattern.compile("(?=[\\p{L}\\d._-]*\\p{L})[\\p{L}\\d][\\p{L}\\d._-]{1,29}" + AFTER, FLAGS);
  private static final Pattern DOCUMENT_TYPE =
      Pattern.compile("\\p{Lu}{1,5}\\.?\\s+(?=\\d)", FLAGS);
  private static final Pattern IDENTIFIER =
      Pattern.compile(
          "(?=[\\p{L}\\d./-]*\\d)[\\p{L}\\d]+(?:[./-][\\p{L}\\d]+)*(?: \\d+(?:[./-]\\d+)*)*"
              + AFTER,
          FLAGS);
  private static final Pattern AGE_VALUE =
      Pattern.compile(
          "\\d{1,3}(?:[,.]\\d{1,2})?(?:\\s?(?i:ans?|años?|anys?|anos|a|m|mois|meses|mes|mesos|j|jours"
              + "|d|días|dias|sem|semanas|semaines|y|yrs?|years)\\.?)?"
              + "(?:\\s\\d{1,2}\\s?(?i:m|mois|meses|mes|mesos|sem|semaines|semanas|j|jours|d|días)\\.?)?"
              + AFTER,
          FLAGS);
  private static final Pattern DATE_VALUE =
      Pattern.compile(
          "(?:\\d{1,2}\\p{L}{3,9}\\.?\\d{2,4}|\\d{1,4}(?:(?:[-/.]|\\s|[-/.]\\s)"
              + "(?:\\d{1,4}|[IVX]{1,4}|\\p{L}{3,10}\\.?)){1,2})"
              + "(?:(?![\\p{L}\\p{N}])|(?=T\\d))",
          FLAGS);
  private static final Pattern PHONE_VALUE =
      Pattern.compile("\\+?\\d[\\d .()/-]{4,18}\\d" + AFTER, FLAGS);
  private static final Pattern ZIP_VALUE =
      Pattern.compile("\\p{Lu}?\\d{4,5}\\p{Lu}{0,3}" + AFTER, FLAGS);
  private static final Pattern CODE_VALUE =
      Pattern.compile("(?=[\\p{L}\\d./-]*\\d)[\\p{L}\\d][\\p{L}\\d./-]{0,11}" + AFTER, FLAGS);
  private static final Pattern STREET_PERIOD = Pattern.compile("(?<![\\p{L}])[\\s.,;]*\\.$", FLAGS);
  private static final Pattern STREET_END = Pattern.compile("\\s*\\(|,\\s*\\d{5}\\s", FLAGS);
  private static final Pattern NAME_WORD =
      Pattern.compile("\\p{L}[\\p{L}'’.]*(?:-\\p{L}[\\p{L}'’.]*)*", FLAGS);
  private static final Pattern INITIALS = Pattern.compile("(?:\\p{Lu}\\p{Ll}?\\.-?){1,4}", FLAGS);
  private static final Pattern TEXT_STOP = Pattern.compile("\\s*(?:[(;,:]|\\s-\\s|/)", FLAGS);
  private static final int MAX_NAME_WORDS = 7;

  /**
   * The confidence of a value of this shape: {@link #FORMATTED_CONFIDENCE} for checked formats,
   * {@code wordConfidence} for words (names, places, professions), which the triggers and patterns
   * may draw better.
   */
  float confidence(float wordConfidence) {
    return switch (this) {
      case ID, DATE, AGE, SEX, ZIP, CODE -> FORMATTED_CONFIDENCE;
      default -> wordConfidence;
    };
  }

  /**
   * The span of the value's PHI inside the trimmed cell {@code [begin, end)} of {@code text}, or
   * null when the cell does not have this shape.
   */
  abstract int[] span(String text, int begin, int end, FieldKeys words);

  private static int[] matchAt(Pattern pattern, String text, int begin, int end) {
    Matcher matcher = pattern.matcher(text).region(begin, end).useTransparentBounds(true);
    return matcher.lookingAt() && matcher.end() > matcher.start()
        ? new int[] {matcher.start(), matcher.end()}
        : null;
  }

  private static String leadingNumber(String text, int from) {
    int to = from;
    while (to < text.length() && Character.isDigit(text.charAt(to))) {
      to++;
    }
    return text.substring(from, to);
  }

  private static int[] trim(String text, int begin, int end) {
    while (begin < end && Character.isWhitespace(text.charAt(begin))) {
      begin++;
    }
    while (end > begin && Character.isWhitespace(text.charAt(end - 1))) {
      end--;
    }
    return begin < end ? new int[] {begin, end} : null;
  }

  /** The words from {@code begin} up to a parenthesis, comma, semicolon or " - ": at most max. */
  private static int[] words(String text, int begin, int end, int max) {
    Matcher stop = TEXT_STOP.matcher(text).region(begin, end);
    int[] span = trim(text, begin, stop.find() ? stop.start() : end);
    if (span == null || !Character.isLetter(text.charAt(span[0]))) {
      return null;
    }
    return text.substring(span[0], span[1]).split("\\s+").length <= max ? span : null;
  }

  /**
   * A person's name at the start of a cell: titles skipped ("Dr", "SF"), then one lower-case word
   * ("sobrina Begoña ...", "esposo, Héctor ..."), then capitalised words and particles; a comma may
   * separate the surname from the first name ("IGLESIAS RATO, Silvia").
   */
  private static int[] personName(String text, int begin, int end, FieldKeys words) {
    int[] only = wordAt(text, begin, end);
    if (only != null
        && words.isTitle(text.substring(only[0], only[1]))
        && skipBlanks(text, only[1] + (dotAt(text, only[1], end) ? 1 : 0), end) >= end) {
      return null; // a title alone ("Dr" in "Dr  DELAGE" cut by a blank run) is not the name
    }
    int cursor = begin;
    for (int skipped = 0; skipped < 2; skipped++) {
      int[] word = wordAt(text, cursor, end);
      // A title is listed ("Dr", "SF") or an abbreviation of 3 to 6 letters ("Psic.", "Bact.").
      if (word == null
          || !(words.isTitle(text.substring(word[0], word[1]))
              || (dotAt(text, word[1], end) && word[1] - word[0] >= 3 && word[1] - word[0] <= 6))) {
        break;
      }
      int next = skipBlanks(text, word[1] + (dotAt(text, word[1], end) ? 1 : 0), end);
      int[] following = wordAt(text, next, end);
      if (following == null || !Character.isUpperCase(text.charAt(following[0]))) {
        break; // "M." alone is an initial, not a title
      }
      cursor = next;
    }
    int[] first = wordAt(text, cursor, end);
    boolean described = first != null && Character.isLowerCase(text.charAt(first[0]));
    if (described) {
      int next = first[1];
      if (next < end && text.charAt(next) == ',') {
        next++;
      }
      cursor = skipBlanks(text, next, end);
    }
    int[] span = capitalisedRun(text, cursor, end, words, false);
    if (span == null) {
      return null;
    }
    int capitalised = 0;
    for (String word : text.substring(span[0], span[1]).split("[\\s,]+")) {
      for (String part : word.split("-")) {
        if (words.isNonName(part)) {
          return null;
        }
      }
      capitalised += Character.isUpperCase(word.charAt(0)) ? 1 : 0;
    }
    // After a describing word ("sobrina Begoña Suárez"), one capitalised word may be prose.
    return described && capitalised < 2 ? null : span;
  }

  /**
   * Capitalised words from {@code begin} (particles inside, numbers too for places), each ended by
   * a blank, a comma or the cell's end; a period after a full word ends the run.
   */
  private static int[] capitalisedRun(
      String text, int begin, int end, FieldKeys words, boolean place) {
    int cursor = begin;
    int runEnd = -1;
    int count = 0;
    boolean letters = false;
    boolean commaSeen = false;
    while (cursor < end && count < MAX_NAME_WORDS + (place ? 2 : 0)) {
      Matcher word = NAME_WORD.matcher(text).region(cursor, end);
      int wordEnd;
      boolean capital;
      if (word.lookingAt()) {
        wordEnd = word.end();
        String token = word.group();
        capital = Character.isUpperCase(token.charAt(0));
        if (!capital && (cursor == begin || !words.isParticle(stripApostrophe(token)))) {
          break;
        }
      } else if (place && cursor > begin && Character.isDigit(text.charAt(cursor))) {
        wordEnd = cursor;
        while (wordEnd < end && Character.isDigit(text.charAt(wordEnd))) {
          wordEnd++;
        }
        capital = true;
      } else {
        break;
      }
      if (wordEnd < end && !isNameBoundary(text.charAt(wordEnd))) {
        break; // "RPPS=1000..." or "12h": not a word of the name
      }
      if (capital) {
        String token = text.substring(cursor, wordEnd);
        boolean initial = INITIALS.matcher(token).matches();
        runEnd = token.endsWith(".") && !initial ? wordEnd - 1 : wordEnd;
        letters |= token.codePoints().filter(Character::isLetter).count() >= 2 || initial;
        if (token.endsWith(".") && !initial) {
          break;
        }
      }
      count++;
      cursor = wordEnd;
      if (cursor < end && text.charAt(cursor) == ',') {
        // A comma goes on only after a surname in capitals ("IGLESIAS RATO, Silvia").
        String before = text.substring(begin, cursor);
        if (place || commaSeen || !before.equals(before.toUpperCase(Locale.ROOT))) {
          break;
        }
        commaSeen = true;
        cursor++;
      }
      int blanks = skipBlanks(text, cursor, end);
      // Two blanks separate words on a double-spaced (OCR) line; more end the name.
      if (blanks - cursor > 2 || (blanks == cursor && cursor < end)) {
        break;
      }
      cursor = blanks;
    }
    if (runEnd <= begin || !letters) {
      return null;
    }
    int[] span = trim(text, begin, runEnd);
    if (span != null && text.charAt(span[1] - 1) == ',') {
      span[1]--;
    }
    return span;
  }

  private static String stripApostrophe(String token) {
    int apostrophe = Math.max(token.indexOf('\''), token.indexOf('’'));
    return apostrophe > 0 ? token.substring(0, apostrophe) : token;
  }

  private static boolean isNameBoundary(char c) {
    return c == ' ' || c == ',' || c == '\t' || c == '\u00a0';
  }

  private static int[] wordAt(String text, int from, int end) {
    Matcher word = WORD.matcher(text).region(from, end).useTransparentBounds(true);
    if (word.lookingAt()) {
      return new int[] {word.start(), word.end()};
    }
    Matcher letters = LETTERS.matcher(text).region(from, end);
    return letters.lookingAt() ? new int[] {letters.start(), letters.end()} : null;
  }

  private static boolean dotAt(String text, int at, int end) {
    return at < end && text.charAt(at) == '.';
  }

  private static int skipBlanks(String text, int from, int end) {
    int at = from;
    while (at < end && (text.charAt(at) == ' ' || text.charAt(at) == '\u00a0')) {
      at++;
    }
    return at;
  }
}
