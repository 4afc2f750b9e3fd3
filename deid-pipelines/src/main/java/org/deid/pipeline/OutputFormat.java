package org.deid.pipeline;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.apache.uima.analysis_engine.AnalysisEngineDescription;
import org.apache.uima.cas.CAS;
import org.apache.uima.fit.factory.AnalysisEngineFactory;
import org.apache.uima.resource.ResourceInitializationException;
import org.deid.io.brat.BratWriter;
import org.deid.io.map.SurrogateMapWriter;
import org.deid.io.text.RewrittenTextWriter;
import org.deid.io.xmi.OwnerOnlyXmiWriter;
import org.dkpro.core.io.xmi.XmiWriter;

/**
 * Outputs that hold the original text or link to it, written only when asked for by name. The
 * rewritten text ({@code NAME.deid.txt}) is always written.
 */
public enum OutputFormat {
  /** {@code NAME.xmi}: the whole CAS, original text and every view included. */
  XMI {
    @Override
    AnalysisEngineDescription createWriterDescription(String folder, String scheme)
        throws ResourceInitializationException {
      return AnalysisEngineFactory.createEngineDescription(
          OwnerOnlyXmiWriter.class,
          XmiWriter.PARAM_TARGET_LOCATION,
          folder,
          XmiWriter.PARAM_STRIP_EXTENSION,
          true,
          XmiWriter.PARAM_OVERWRITE,
          true,
          XmiWriter.PARAM_TYPE_SYSTEM_FILE,
          folder + "/TypeSystem.xml");
    }
  },
  /**
   * {@code NAME.txt} + {@code NAME.ann}: the original text and the resolved PHI on its offsets,
   * labelled in the run's scheme, for any brat-reading scorer.
   */
  BRAT {
    @Override
    AnalysisEngineDescription createWriterDescription(String folder, String scheme)
        throws ResourceInitializationException {
      return overwriting(BratWriter.createWriterDescription(folder, CAS.NAME_DEFAULT_SOFA, scheme));
    }
  },
  /**
   * {@code brat-deid/NAME.txt} + {@code .ann}: the rewritten text and its PHI at their new offsets,
   * labelled in the run's scheme, so a rewritten corpus can train or test a model.
   */
  BRAT_DEID {
    @Override
    AnalysisEngineDescription createWriterDescription(String folder, String scheme)
        throws ResourceInitializationException {
      return overwriting(BratWriter.createWriterDescription(folder + "/brat-deid", "deid", scheme));
    }
  },
  /**
   * {@code NAME.map.json}: each PHI's original, surrogate and offsets, owner-readable only; it
   * links surrogates to originals.
   */
  MAP {
    @Override
    AnalysisEngineDescription createWriterDescription(String folder, String scheme)
        throws ResourceInitializationException {
      return SurrogateMapWriter.createWriterDescription(folder);
    }
  };

  /**
   * A brat writer that replaces a document's files: a run writes a document again when it resumes
   * one killed mid-write, or one changed since an earlier run.
   */
  private static AnalysisEngineDescription overwriting(AnalysisEngineDescription writer) {
    writer
        .getMetaData()
        .getConfigurationParameterSettings()
        .setParameterValue(BratWriter.PARAM_OVERWRITE, true);
    return writer;
  }

  abstract AnalysisEngineDescription createWriterDescription(String folder, String scheme)
      throws ResourceInitializationException;

  /** The writers of a run: the rewritten text, then each requested format. */
  public static List<AnalysisEngineDescription> createWriterDescriptions(
      String folder, Set<OutputFormat> formats, String scheme)
      throws ResourceInitializationException {
    List<AnalysisEngineDescription> writers = new ArrayList<>();
    writers.add(RewrittenTextWriter.createWriterDescription(folder));
    for (OutputFormat format : formats) {
      writers.add(format.createWriterDescription(folder, scheme));
    }
    return writers;
  }

  /** The name on the command line: {@code xmi}, {@code brat}, {@code brat-deid}, {@code map}. */
  @Override
  public String toString() {
    return name().toLowerCase(Locale.ROOT).replace('_', '-');
  }
}
