package org.deid.eval.leak;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.deid.eval.AlphanumericTokenizer;
import org.deid.eval.PhiSpan;
import org.deid.eval.Span;

/**
 * Leak rate after substitution. For each gold span, its original string is cut into tokens ({@link
 * AlphanumericTokenizer}); a token <em>leaks</em> when a token equal to it, ignoring case ({@link
 * Locale#ROOT}), occurs among the tokens of the span's counterpart in the rewritten text (so
 * "DUPONT" replaced by "Dupont" leaks, "12" inside a new date "12/03/2001" leaks). Separately, a
 * gold span is found <em>verbatim</em> when its exact original string (case-sensitive, non-empty)
 * occurs anywhere in the rewritten text; short strings (a sex "M", an age "45") can be found by
 * chance, so read that count with the labels in mind. Overlapping gold spans are examined each on
 * its own.
 */
public final class LeakRate {

  private LeakRate() {}

  /** Measures the leaks over all documents. */
  public static LeakReport measure(List<SubstitutedDocument> documents) {
    long goldTokens = 0;
    long leakedTokens = 0;
    long goldSpans = 0;
    long verbatimSpans = 0;
    Map<String, long[]> byLabel = new HashMap<>(); // gold tokens, leaked, gold spans, verbatim
    for (SubstitutedDocument document : documents) {
      String original = document.originalText();
      String rewritten = document.rewrittenText();
      for (RewrittenSpan placement : document.goldPlacements()) {
        PhiSpan gold = placement.gold();
        goldSpans++;
        long[] label = byLabel.computeIfAbsent(gold.label(), k -> new long[4]);
        label[2]++;
        String surface = original.substring(gold.begin(), gold.end());
        if (!surface.isEmpty() && rewritten.contains(surface)) {
          verbatimSpans++;
          label[3]++;
        }
        Set<String> replacementTokens =
            tokenStrings(rewritten, placement.rewrittenBegin(), placement.rewrittenEnd());
        for (Span token : AlphanumericTokenizer.tokens(original, gold.begin(), gold.end())) {
          goldTokens++;
          label[0]++;
          if (replacementTokens.contains(normalise(original, token))) {
            leakedTokens++;
            label[1]++;
          }
        }
      }
    }
    return new LeakReport(
        goldTokens,
        leakedTokens,
        goldTokens == 0 ? 0.0 : (double) leakedTokens / goldTokens,
        goldSpans,
        verbatimSpans,
        goldSpans == 0 ? 0.0 : (double) verbatimSpans / goldSpans,
        perLabel(byLabel));
  }

  private static Map<String, LeakReport.LabelLeak> perLabel(Map<String, long[]> counts) {
    Map<String, LeakReport.LabelLeak> perLabel = new HashMap<>();
    counts.forEach(
        (label, c) -> perLabel.put(label, new LeakReport.LabelLeak(c[0], c[1], c[2], c[3])));
    return perLabel;
  }

  private static Set<String> tokenStrings(String text, int begin, int end) {
    Set<String> strings = new HashSet<>();
    for (Span token : AlphanumericTokenizer.tokens(text, begin, end)) {
      strings.add(normalise(text, token));
    }
    return strings;
  }

  private static String normalise(String text, Span token) {
    return text.substring(token.begin(), token.end()).toLowerCase(Locale.ROOT);
  }
}
