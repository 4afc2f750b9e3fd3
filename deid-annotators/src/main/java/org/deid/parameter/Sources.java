package org.deid.parameter;

/**
 * The source ids detectors write on their candidates ({@code PhiCandidate.source}), which the
 * consensus, the propagation and the reports read back: the one place they are spelled.
 */
public final class Sources {

  /** The regular-expression detector ({@code RegexAnnotator}). */
  public static final String REGEX = "regex";

  /** The gazetteer detector ({@code LexiconAnnotator}). */
  public static final String LEXICON = "lexicon";

  /** The CRF sequence labeller ({@code CrfAnnotator}). */
  public static final String CRF = "crf";

  /** The transformer token classifier ({@code OnnxAnnotator}). */
  public static final String ONNX = "onnx";

  private Sources() {}
}
