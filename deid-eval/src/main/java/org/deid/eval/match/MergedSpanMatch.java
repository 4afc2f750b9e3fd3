package org.deid.eval.match;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.deid.eval.AlphanumericTokenizer;
import org.deid.eval.EvaluationDocument;
import org.deid.eval.PhiSpan;
import org.deid.eval.Span;
import org.deid.eval.metric.DocumentTally;
import org.deid.eval.metric.Tally;

/**
 * MEDDOCAN subtask 2 "merged": label-blind matching where neighbouring spans separated only by
 * non-alphanumeric characters count as one. Same definition as the official MEDDOCAN evaluation
 * script ({@code classes.py}, {@code Annotation.add_spans} and {@code EvaluateSubtrack2merged}):
 *
 * <ol>
 *   <li>Merging, done separately on the gold and on the predicted spans: sort the spans (with
 *       duplicates) by begin then end; walk them keeping a stack; for each span {@code y}, pop the
 *       last span {@code x} and, if {@code text[x.end, y.begin)} holds no alphanumeric character
 *       (Python {@code isalnum}; an empty or negative gap counts as none), push {@code (x.begin,
 *       y.end)}, else push {@code x} then {@code y}. A span nested in {@code x} therefore yields
 *       {@code (x.begin, y.end)}, which can be shorter than {@code x}: the script does this and so
 *       do we.
 *   <li>{@code I = (goldSpans ∩ predictedSpans) ∪ (goldMerged ∩ predictedMerged)}, all as sets of
 *       distinct offsets.
 *   <li>{@code tp = |I|}; {@code fp} = predicted spans not in the gold spans and contained in no
 *       element of {@code I}; {@code fn} = gold spans not in the predicted spans and contained in
 *       no element of {@code I} ("contained" includes equal bounds).
 * </ol>
 *
 * <p>{@code tp} can thus exceed the number of gold spans (an exact match that is also part of a
 * merged match counts twice); that is the official definition and the reason micro counts here are
 * kept apart from the per-label ones. Per label, each distinct gold {@code (label, begin, end)} is
 * a true positive of its label when its offsets were predicted or lie inside an element of {@code
 * I}, a false negative otherwise; each distinct predicted one counted in {@code fp} is a false
 * positive of its label.
 */
public final class MergedSpanMatch implements SpanMatcher {

  @Override
  public String name() {
    return "merged";
  }

  @Override
  public DocumentTally match(EvaluationDocument document) {
    String text = document.text();
    Set<Span> gold = SpanMatch.spans(document.gold());
    Set<Span> predicted = SpanMatch.spans(document.predicted());
    Set<Span> goldMerged = new LinkedHashSet<>(merge(document.gold(), text));
    Set<Span> predictedMerged = new LinkedHashSet<>(merge(document.predicted(), text));

    Set<Span> matched = new LinkedHashSet<>(gold);
    matched.retainAll(predicted);
    Set<Span> mergedMatched = new LinkedHashSet<>(goldMerged);
    mergedMatched.retainAll(predictedMerged);
    matched.addAll(mergedMatched);

    long fp =
        predicted.stream()
            .filter(span -> !gold.contains(span) && !isContained(span, matched))
            .count();
    long fn =
        gold.stream()
            .filter(span -> !predicted.contains(span) && !isContained(span, matched))
            .count();

    LabelTallies perLabel = new LabelTallies();
    for (PhiSpan span : new LinkedHashSet<>(document.gold())) {
      if (predicted.contains(span.span()) || isContained(span.span(), matched)) {
        perLabel.truePositive(span.label());
      } else {
        perLabel.falseNegative(span.label());
      }
    }
    for (PhiSpan span : new LinkedHashSet<>(document.predicted())) {
      if (!gold.contains(span.span()) && !isContained(span.span(), matched)) {
        perLabel.falsePositive(span.label());
      }
    }
    return new DocumentTally(Tally.of(matched.size(), fp, fn), perLabel.toMap());
  }

  /** The merged spans of one side, in the script's order (labels ignored, duplicates kept). */
  public static List<Span> merge(List<PhiSpan> spans, String text) {
    List<Span> sorted = new ArrayList<>(spans.size());
    for (PhiSpan span : spans) {
      sorted.add(span.span());
    }
    sorted.sort(null);
    List<Span> merged = new ArrayList<>();
    for (Span next : sorted) {
      if (merged.isEmpty()) {
        merged.add(next);
        continue;
      }
      Span last = merged.remove(merged.size() - 1);
      // Python's text[x.end:y.begin] is empty when y begins before x ends: that merges too.
      if (next.begin() <= last.end()
          || AlphanumericTokenizer.isAllNonAlphanumeric(text, last.end(), next.begin())) {
        merged.add(new Span(last.begin(), next.end()));
      } else {
        merged.add(last);
        merged.add(next);
      }
    }
    return merged;
  }

  private static boolean isContained(Span span, Set<Span> containers) {
    for (Span container : containers) {
      if (container.contains(span)) {
        return true;
      }
    }
    return false;
  }
}
