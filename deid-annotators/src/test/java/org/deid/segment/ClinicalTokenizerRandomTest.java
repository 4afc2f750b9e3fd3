package org.deid.segment;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.RepetitionInfo;

/**
 * Invariants on random clinical-looking strings: tokens are ordered, disjoint and cover the text;
 * sentences begin and end on token boundaries.
 */
class ClinicalTokenizerRandomTest {

  private static final String[] PIECES = {
    "Dr.", "Sra.", "M.", "García", "l'", "é", "a", "Z", "0", "12", "03/03/1946", "1.5", ".", "..",
    ",", ":", "-", "/", "@", "x@y.es", "www.a.fr", "http://b.es/c", "(", ")", "'", "€", "º", " ",
    " ", "\n", "\r\n", "\t", "\u00A0", "\uD835\uDC00", "MartínezNº", "?", "!", "Hola",
        "http://b.es/c?Q=1.Z", "EE.UU."
  };

  @RepeatedTest(200)
  void tokensAreOrderedDisjointAndCoverEveryVisibleCharacter(RepetitionInfo info) {
    Random random = new Random(info.getCurrentRepetition());
    StringBuilder sb = new StringBuilder();
    for (int i = random.nextInt(40); i > 0; i--) {
      sb.append(PIECES[random.nextInt(PIECES.length)]);
    }
    String text = sb.toString();
    for (String language : new String[] {"fr", "es", ""}) {
      List<TokenSpan> tokens =
          new ClinicalTokenizer(Abbreviations.forLanguage(language)).tokenize(text);
      boolean[] covered = new boolean[text.length()];
      int previousEnd = 0;
      for (TokenSpan t : tokens) {
        assertThat(t.begin()).as(text).isGreaterThanOrEqualTo(previousEnd);
        assertThat(t.end()).as(text).isLessThanOrEqualTo(text.length());
        for (int i = t.begin(); i < t.end(); i++) {
          covered[i] = true;
        }
        previousEnd = t.end();
      }
      for (int i = 0; i < text.length(); i++) {
        boolean visible = !ClinicalTokenizer.isSpace(text.charAt(i));
        boolean lineBreak = LineBreaks.lengthAt(text, i) > 0;
        assertThat(covered[i]).as("char %d of %s", i, text).isEqualTo(visible || lineBreak);
      }
      Set<Integer> begins = new HashSet<>();
      Set<Integer> ends = new HashSet<>();
      tokens.forEach(t -> begins.add(t.begin()));
      tokens.forEach(t -> ends.add(t.end()));
      Locale locale = language.isEmpty() ? Locale.ROOT : Locale.forLanguageTag(language);
      for (Span s : new SentenceSplitter(Abbreviations.forLanguage(language), locale).split(text)) {
        assertThat(begins).as(text).contains(s.begin());
        assertThat(ends).as(text).contains(s.end());
      }
    }
  }
}
