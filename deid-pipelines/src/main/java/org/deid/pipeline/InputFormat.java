package org.deid.pipeline;

import java.util.Locale;
import org.apache.uima.collection.CollectionReaderDescription;
import org.apache.uima.resource.ResourceInitializationException;
import org.deid.io.brat.BratReader;
import org.deid.io.text.PlainTextReader;
import org.deid.io.xmi.BoundedXmiReader;

/** The document stores {@code deid run} reads. */
public enum InputFormat {
  /** A folder of UTF-8 {@code .txt} notes. */
  TXT {
    @Override
    public CollectionReaderDescription createReaderDescription(
        String folder, String language, String scheme, int maxChars)
        throws ResourceInitializationException {
      return PlainTextReader.createReaderDescription(folder, language, false, "*.txt", maxChars);
    }
  },
  /** A folder of UIMA XMI files (DKPro Core's reader), e.g. from a cTAKES pipeline. */
  XMI {
    @Override
    public CollectionReaderDescription createReaderDescription(
        String folder, String language, String scheme, int maxChars)
        throws ResourceInitializationException {
      return BoundedXmiReader.createReaderDescription(folder, language, maxChars);
    }
  },
  /** A brat folder ({@code .txt} + {@code .ann}): the annotations become gold, in the gold view. */
  BRAT {
    @Override
    public CollectionReaderDescription createReaderDescription(
        String folder, String language, String scheme, int maxChars)
        throws ResourceInitializationException {
      return BratReader.createReaderDescription(folder, language, scheme, maxChars);
    }
  };

  /**
   * Creates the reader of a folder in this format; a file whose size on disk shows a document
   * longer than {@code maxChars} chars is set aside unread.
   */
  public abstract CollectionReaderDescription createReaderDescription(
      String folder, String language, String scheme, int maxChars)
      throws ResourceInitializationException;

  @Override
  public String toString() {
    return name().toLowerCase(Locale.ROOT);
  }
}
