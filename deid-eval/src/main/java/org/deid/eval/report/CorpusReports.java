package org.deid.eval.report;

/** Names shared by the writers of a {@link org.deid.eval.corpus.CorpusReport}. */
public final class CorpusReports {

  /** The name of the resolved output ({@code Phi}) where systems are listed side by side. */
  public static final String RESOLVED = "resolved";

  /** The JSON key of the per-detector reports. */
  public static final String SOURCES = "sources";

  private CorpusReports() {}
}
