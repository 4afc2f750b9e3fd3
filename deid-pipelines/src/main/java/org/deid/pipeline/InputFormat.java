package org.deid.pipeline;

import java.util.Locale;
import org.apache.uima.collection.CollectionReaderDescription;
import org.apache.uima.fit.factory.CollectionReaderFactory;
import org.apache.uima.resource.ResourceInitializationException;
import org.deid.io.brat.BratReader;
import org.deid.io.text.PlainTextReader;
import org.dkpro.core.io.xmi.XmiReader;

/** The document stores {@code deid run} reads. */
public enum InputFormat {
  /** A folder of UTF-8 {@code .txt} notes. */
  TXT {
    @Override
    public CollectionReaderDescription createReaderDescription(
        String folder, String language, String scheme) throws ResourceInitializationException {
      return PlainTextReader.createReaderDescription(folder, language);
    }
  },
  /** A folder of UIMA XMI files (DKPro Core's reader), e.g. from a cTAKES pipeline. */
  XMI {
    @Override
    public CollectionReaderDescription createReaderDescription(
        String folder, String language, String scheme) throws ResourceInitializationException {
      return CollectionReaderFactory.createReaderDescription(
          XmiReader.class,
          XmiReader.PARAM_SOURCE_LOCATION,
          folder,
          XmiReader.PARAM_PATTERNS,
          "[+]*.xmi",
          XmiReader.PARAM_LANGUAGE,
          language,
          XmiReader.PARAM_LENIENT,
          true,
          XmiReader.PARAM_LOG_FREQ,
          -1);
    }
  },
  /** A brat folder ({@code .txt} + {@code .ann}): the annotations become gold, in the gold view. */
  BRAT {
    @Override
    public CollectionReaderDescription createReaderDescription(
        String folder, String language, String scheme) throws ResourceInitializationException {
      return BratReader.createReaderDescription(folder, language, scheme);
    }
  };

  /** Creates the reader of a folder in this format. */
  public abstract CollectionReaderDescription createReaderDescription(
      String folder, String language, String scheme) throws ResourceInitializationException;

  @Override
  public String toString() {
    return name().toLowerCase(Locale.ROOT);
  }
}
