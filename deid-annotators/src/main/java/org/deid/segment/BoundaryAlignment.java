package org.deid.segment;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.Collection;
import java.util.List;
import org.apache.ctakes.typesystem.type.syntax.BaseToken;
import org.apache.ctakes.typesystem.type.textspan.Sentence;
import org.apache.uima.jcas.JCas;

/**
 * Measures how well a segmentation fits a set of entity spans (gold PHI): how many entity starts
 * fall where a token begins, how many ends where a token ends, and how many entities lie across a
 * sentence boundary. A misaligned entity cannot be labelled exactly by a token-level tagger.
 */
public final class BoundaryAlignment {

  private BoundaryAlignment() {}

  /**
   * Counts for one document or, summed with {@link #plus}, for a corpus.
   *
   * @param entities how many spans were checked
   * @param alignedStarts spans whose begin is the begin of some token
   * @param alignedEnds spans whose end is the end of some token
   * @param bothAligned spans aligned at both ends
   * @param crossingSentence spans not inside any single sentence
   * @param misaligned spans with at least one end off a token boundary, in the given order
   * @param crossing spans not inside any single sentence, in the given order
   */
  public record Result(
      int entities,
      int alignedStarts,
      int alignedEnds,
      int bothAligned,
      int crossingSentence,
      List<Span> misaligned,
      List<Span> crossing) {

    /** The result of checking no span. */
    public static final Result EMPTY = new Result(0, 0, 0, 0, 0, List.of(), List.of());

    /** Copies the lists. */
    public Result {
      misaligned = List.copyOf(misaligned);
      crossing = List.copyOf(crossing);
    }

    /** The sum of two results (counts added, span lists concatenated). */
    public Result plus(Result other) {
      List<Span> mis = new ArrayList<>(misaligned);
      mis.addAll(other.misaligned);
      List<Span> cross = new ArrayList<>(crossing);
      cross.addAll(other.crossing);
      return new Result(
          entities + other.entities,
          alignedStarts + other.alignedStarts,
          alignedEnds + other.alignedEnds,
          bothAligned + other.bothAligned,
          crossingSentence + other.crossingSentence,
          mis,
          cross);
    }

    /** Share of aligned starts, 1 when there is no entity. */
    public double startRate() {
      return rate(alignedStarts);
    }

    /** Share of aligned ends, 1 when there is no entity. */
    public double endRate() {
      return rate(alignedEnds);
    }

    /** Share of entities aligned at both ends, 1 when there is no entity. */
    public double bothRate() {
      return rate(bothAligned);
    }

    private double rate(int count) {
      return entities == 0 ? 1.0 : (double) count / entities;
    }
  }

  /**
   * Checks {@code spans} against the {@link BaseToken}s and {@link Sentence}s of the initial view
   * of {@code jcas}, which must already be segmented.
   */
  public static Result measure(JCas jcas, Collection<Span> spans) {
    int length = jcas.getDocumentText() == null ? 0 : jcas.getDocumentText().length();
    BitSet starts = new BitSet(length + 1);
    BitSet ends = new BitSet(length + 1);
    for (BaseToken token : jcas.select(BaseToken.class)) {
      starts.set(token.getBegin());
      ends.set(token.getEnd());
    }
    List<Span> sentences = new ArrayList<>();
    for (Sentence sentence : jcas.select(Sentence.class)) {
      sentences.add(new Span(sentence.getBegin(), sentence.getEnd()));
    }
    int alignedStarts = 0;
    int alignedEnds = 0;
    int both = 0;
    List<Span> misaligned = new ArrayList<>();
    List<Span> crossing = new ArrayList<>();
    for (Span span : spans) {
      boolean start = starts.get(span.begin());
      boolean end = ends.get(span.end());
      alignedStarts += start ? 1 : 0;
      alignedEnds += end ? 1 : 0;
      if (start && end) {
        both++;
      } else {
        misaligned.add(span);
      }
      if (!insideOne(span, sentences)) {
        crossing.add(span);
      }
    }
    return new Result(
        spans.size(), alignedStarts, alignedEnds, both, crossing.size(), misaligned, crossing);
  }

  /** Whether some sentence holds the whole span; sentences are sorted by begin. */
  private static boolean insideOne(Span span, List<Span> sentences) {
    int lo = 0;
    int hi = sentences.size() - 1;
    int found = -1;
    while (lo <= hi) {
      int mid = (lo + hi) >>> 1;
      if (sentences.get(mid).begin() <= span.begin()) {
        found = mid;
        lo = mid + 1;
      } else {
        hi = mid - 1;
      }
    }
    return found >= 0 && span.within(sentences.get(found));
  }
}
