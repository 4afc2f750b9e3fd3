package org.deid.detect.onnx;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Token classification of a whole note with an {@link OnnxModel}: the note's tokens are cut into
 * overlapping windows ({@link WindowPlan}), windows run in batches, each token takes the prediction
 * of the window that owns it, each word takes the tag of its first sub-word, and the words' tags
 * are decoded into spans ({@link TagDecoder}) with exact character offsets.
 */
public final class OnnxTagger implements AutoCloseable {

  /**
   * A tagged span of the note.
   *
   * @param begin first character (UTF-16 offset in the note)
   * @param end end character (exclusive)
   * @param type the entity type of the model's tags ({@code PER} for {@code B-PER})
   * @param confidence the mean softmax probability of the span's word tags
   */
  public record TaggedSpan(int begin, int end, String type, double confidence) {}

  private final OnnxModel model;
  private final int windowTokens;
  private final int stride;
  private final int batchSize;
  private final CrossDocumentBatcher batcher;
  private boolean closed;

  /**
   * A tagger that runs its note's windows alone, in batches of its own.
   *
   * @param windowTokens the window size in tokens (capped at the model's; 0: the model's)
   * @param stride the overlap of consecutive windows in tokens (capped below the window size)
   * @param batchSize the windows per ONNX Runtime call
   */
  public OnnxTagger(OnnxModel model, int windowTokens, int stride, int batchSize) {
    this(model, windowTokens, stride, batchSize, 0);
  }

  /**
   * A tagger, one per pipeline thread.
   *
   * @param windowTokens the window size in tokens (capped at the model's; 0: the model's)
   * @param stride the overlap of consecutive windows in tokens (capped below the window size)
   * @param batchSize the most windows per ONNX Runtime call
   * @param batchWaitMillis above 0: calls gather the windows of the other pipeline threads' taggers
   *     with the same settings, waiting up to this long for them ({@link CrossDocumentBatcher}); 0:
   *     each call runs alone
   */
  public OnnxTagger(
      OnnxModel model, int windowTokens, int stride, int batchSize, int batchWaitMillis) {
    this.model = model;
    this.windowTokens =
        windowTokens <= 0 ? model.maxTokens() : Math.min(windowTokens, model.maxTokens());
    this.stride = Math.min(stride, this.windowTokens / 2);
    this.batchSize = Math.max(1, batchSize);
    if (batchWaitMillis > 0) {
      batcher = model.batcher(this.batchSize, batchWaitMillis);
      batcher.register();
    } else {
      batcher = null;
    }
  }

  /** Tells the shared batcher this tagger will call no more, so no batch waits for it. */
  @Override
  public synchronized void close() {
    if (batcher != null && !closed) {
      batcher.unregister();
    }
    closed = true;
  }

  private float[][][] run(List<long[]> windows) throws IOException {
    return batcher == null ? model.run(windows) : batcher.run(windows);
  }

  /** The window size in tokens actually used. */
  public int windowTokens() {
    return windowTokens;
  }

  /** The spans of a note. */
  public List<TaggedSpan> tag(String text) throws IOException {
    TokenizedText tokens = model.tokenize(text);
    if (tokens.size() == 0) {
      return List.of();
    }
    float[][] probabilities = tokenProbabilities(tokens);
    List<String> labels = model.labels();
    List<Integer> wordStarts = new ArrayList<>();
    List<String> tags = new ArrayList<>();
    List<Float> scores = new ArrayList<>();
    for (int i = 0; i < tokens.size(); i++) {
      if (!tokens.startsWord(i)) {
        continue;
      }
      int best = argmax(probabilities[i]);
      wordStarts.add(i);
      tags.add(labels.get(best));
      scores.add(probabilities[i][best]);
    }
    List<TaggedSpan> spans = new ArrayList<>();
    for (TagDecoder.Span span : TagDecoder.decode(tags)) {
      int firstToken = wordStarts.get(span.first());
      int lastToken =
          span.last() + 1 < wordStarts.size()
              ? wordStarts.get(span.last() + 1) - 1
              : tokens.size() - 1;
      double sum = 0;
      for (int w = span.first(); w <= span.last(); w++) {
        sum += scores.get(w);
      }
      // A SentencePiece word keeps its punctuation ("Lyon." is one word): leave it out.
      while (lastToken > firstToken && isPunctuation(text, tokens, lastToken)) {
        lastToken--;
      }
      while (firstToken < lastToken && isPunctuation(text, tokens, firstToken)) {
        firstToken++;
      }
      int begin = tokens.begins()[firstToken];
      int end = tokens.ends()[lastToken];
      // SentencePiece offsets hold the space before a word.
      while (begin < end && Character.isWhitespace(text.charAt(begin))) {
        begin++;
      }
      while (end > begin && Character.isWhitespace(text.charAt(end - 1))) {
        end--;
      }
      if (end > begin) {
        spans.add(new TaggedSpan(begin, end, span.type(), sum / (span.last() - span.first() + 1)));
      }
    }
    return spans;
  }

  /** The class probabilities of a whole note: the mean over its windows' outputs. */
  public float[] classify(String text) throws IOException {
    TokenizedText tokens = model.tokenize(text);
    List<WindowPlan.Window> windows = WindowPlan.plan(tokens, windowTokens, stride);
    if (windows.isEmpty()) {
      windows = List.of(new WindowPlan.Window(0, 0, 0, 0));
    }
    float[] result = null;
    for (int from = 0; from < windows.size(); from += batchSize) {
      List<WindowPlan.Window> batch =
          windows.subList(from, Math.min(windows.size(), from + batchSize));
      float[][][] out = run(batch.stream().map(w -> slice(tokens, w)).toList());
      for (float[][] window : out) {
        float[] p = window[0];
        if (result == null) {
          result = p.clone();
        } else {
          for (int i = 0; i < p.length; i++) {
            result[i] = Math.max(result[i], p[i]);
          }
        }
      }
    }
    return result;
  }

  private float[][] tokenProbabilities(TokenizedText tokens) throws IOException {
    List<WindowPlan.Window> windows = WindowPlan.plan(tokens, windowTokens, stride);
    float[][] probabilities = new float[tokens.size()][];
    for (int from = 0; from < windows.size(); from += batchSize) {
      List<WindowPlan.Window> batch =
          windows.subList(from, Math.min(windows.size(), from + batchSize));
      float[][][] out = run(batch.stream().map(w -> slice(tokens, w)).toList());
      for (int b = 0; b < batch.size(); b++) {
        WindowPlan.Window window = batch.get(b);
        for (int t = window.ownBegin(); t < window.ownEnd(); t++) {
          probabilities[t] = out[b][t - window.begin()];
        }
      }
    }
    return probabilities;
  }

  private static boolean isPunctuation(String text, TokenizedText tokens, int token) {
    int end = tokens.ends()[token];
    boolean any = false;
    for (int i = tokens.begins()[token]; i < end; i++) {
      char c = text.charAt(i);
      if (Character.isLetterOrDigit(c) || Character.isSurrogate(c)) {
        return false;
      }
      any |= !Character.isWhitespace(c);
    }
    return any;
  }

  private static long[] slice(TokenizedText tokens, WindowPlan.Window window) {
    long[] ids = new long[window.length()];
    System.arraycopy(tokens.ids(), window.begin(), ids, 0, ids.length);
    return ids;
  }

  private static int argmax(float[] p) {
    int best = 0;
    for (int i = 1; i < p.length; i++) {
      if (p[i] > p[best]) {
        best = i;
      }
    }
    return best;
  }
}
