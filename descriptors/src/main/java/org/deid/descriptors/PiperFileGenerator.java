package org.deid.descriptors;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.apache.uima.analysis_component.AnalysisComponent;
import org.apache.uima.analysis_engine.AnalysisEngineDescription;
import org.apache.uima.analysis_engine.metadata.FixedFlow;
import org.apache.uima.fit.factory.AnalysisEngineFactory;
import org.apache.uima.resource.ResourceInitializationException;
import org.apache.uima.resource.ResourceSpecifier;
import org.apache.uima.resource.metadata.ConfigurationParameterSettings;
import org.apache.uima.resource.metadata.NameValuePair;
import org.apache.uima.util.InvalidXMLException;
import org.deid.pipeline.DeidPipeline;

/**
 * Writes the cTAKES {@code .piper} file of a language's default aggregate: one {@code add} line per
 * engine, in the aggregate's flow order, with the parameters whose values differ from the engine's
 * own defaults. A cTAKES user loads it after the pipeline's own tokenization; deid reuses cTAKES's
 * sentences and tokens. Every deid parameter name carries its component's prefix ({@code regex...},
 * {@code consensus...}), so {@code set} and {@code add ... key=value} reach one component only.
 */
public final class PiperFileGenerator {

  /** The languages with a shipped piper file, and the file names under {@code org/deid/desc/}. */
  public static final Map<String, String> FILES =
      Map.of("fr", "ctakes/DeidFrench.piper", "es", "ctakes/DeidSpanish.piper");

  private PiperFileGenerator() {}

  /** The piper file of a language's default aggregate, as it must appear in the checked-in file. */
  public static String generate(String language)
      throws ResourceInitializationException, InvalidXMLException, ClassNotFoundException {
    AnalysisEngineDescription aggregate = DeidPipeline.createAnalysisDescription(language);
    StringBuilder piper = new StringBuilder();
    piper
        .append("// deid: de-identification of ")
        .append(language.equals("fr") ? "French" : "Spanish")
        .append(" clinical notes, generated from the code (do not edit).\n")
        .append("// Load it after the pipeline's tokenization, e.g.\n")
        .append("//   load org/apache/ctakes/core/pipeline/DefaultTokenizerPipeline.piper\n")
        .append("//   load ")
        .append("org/deid/desc/")
        .append(FILES.get(language))
        .append("\n")
        .append(
            "// The resolved PHI are org.deid.type.Phi in the initial view; the rewritten text is\n")
        .append("// the view named by substitutionView (default deid). See docs/ctakes.md.\n");
    Map<String, ResourceSpecifier> delegates = aggregate.getDelegateAnalysisEngineSpecifiers();
    FixedFlow flow = (FixedFlow) aggregate.getAnalysisEngineMetaData().getFlowConstraints();
    for (String key : flow.getFixedFlow()) {
      AnalysisEngineDescription engine = (AnalysisEngineDescription) delegates.get(key);
      piper.append(addLine(engine)).append('\n');
    }
    return piper.toString();
  }

  private static String addLine(AnalysisEngineDescription engine)
      throws ResourceInitializationException, ClassNotFoundException {
    String className = engine.getAnnotatorImplementationName();
    @SuppressWarnings("unchecked")
    Class<? extends AnalysisComponent> annotator =
        (Class<? extends AnalysisComponent>) Class.forName(className);
    ConfigurationParameterSettings defaults =
        AnalysisEngineFactory.createEngineDescription(annotator)
            .getMetaData()
            .getConfigurationParameterSettings();
    List<String> settings = new ArrayList<>();
    for (NameValuePair pair :
        engine.getMetaData().getConfigurationParameterSettings().getParameterSettings()) {
      Object value = pair.getValue();
      if (equal(value, defaults.getParameterValue(pair.getName()))) {
        continue;
      }
      if (value instanceof Object[] || String.valueOf(value).matches(".*[\\s=].*")) {
        throw new IllegalStateException(
            className + ": parameter " + pair.getName() + " has no piper form: " + value);
      }
      settings.add(pair.getName() + "=" + value);
    }
    return "add " + className + (settings.isEmpty() ? "" : " " + String.join(" ", settings));
  }

  private static boolean equal(Object a, Object b) {
    if (a instanceof Object[] arrayA && b instanceof Object[] arrayB) {
      return Arrays.equals(arrayA, arrayB);
    }
    return Objects.equals(a, b);
  }
}
