package org.deid.detect.regex;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The hand-written separators find exactly the matches of the regular expressions they replace. */
class FieldSeparatorsTest {

  private static final Pattern SINGLE_SPACED =
      Pattern.compile("\\t|;|\\||\\s·\\s|\\s/\\s|\\s[-–—]\\s|\\s{2,}+(?![:=])");
  private static final Pattern DOUBLE_SPACED =
      Pattern.compile("\\t|;|\\||\\s·\\s|\\s/\\s|\\s{1,2}[-–—]\\s{1,2}|\\s{3,}+(?![:=])");
  private static final String ALPHABET = "  \t\n\r\u000b\f;|·/-–—aB1:=.\u00a0\u2003";

  @Test
  void findsTheMatchesOfTheRegularExpressions() {
    Random random = new Random(13);
    for (int n = 0; n < 200_000; n++) {
      StringBuilder text = new StringBuilder();
      int length = random.nextInt(14);
      for (int i = 0; i < length; i++) {
        text.append(ALPHABET.charAt(random.nextInt(ALPHABET.length())));
      }
      int from = length == 0 ? 0 : random.nextInt(length + 1);
      int to = from + random.nextInt(length - from + 1);
      String s = text.toString();
      assertThat(handWritten(FieldSeparators.SINGLE_SPACED, s, from, to))
          .as("single-spaced in [%s]", s)
          .isEqualTo(regex(SINGLE_SPACED, s, from, to));
      assertThat(handWritten(FieldSeparators.DOUBLE_SPACED, s, from, to))
          .as("double-spaced in [%s]", s)
          .isEqualTo(regex(DOUBLE_SPACED, s, from, to));
    }
  }

  @Test
  void cutsALineIntoTheSameCells() {
    String line = "Nombre: Juan  Sexo; M | NHC 1234 · Edad 34 - alta / baja";
    assertThat(LineCells.split(line, 0, line.length(), FieldSeparators.SINGLE_SPACED))
        .containsExactlyElementsOf(LineCells.split(line, 0, line.length(), SINGLE_SPACED));
  }

  private static List<String> handWritten(FieldSeparators separators, String s, int from, int to) {
    List<String> found = new ArrayList<>();
    int i = from;
    while (i < to) {
      int end = separators.endAt(s, i, to);
      if (end < 0) {
        i++;
      } else {
        found.add(i + "-" + end);
        i = end;
      }
    }
    return found;
  }

  private static List<String> regex(Pattern pattern, String s, int from, int to) {
    List<String> found = new ArrayList<>();
    Matcher matcher = pattern.matcher(s).region(from, to);
    while (matcher.find()) {
      found.add(matcher.start() + "-" + matcher.end());
    }
    return found;
  }
}
