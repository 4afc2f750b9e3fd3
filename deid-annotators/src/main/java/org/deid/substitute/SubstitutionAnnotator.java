package org.deid.substitute;

import java.util.ArrayList;
import java.util.List;
import org.apache.uima.UimaContext;
import org.apache.uima.analysis_engine.AnalysisEngineDescription;
import org.apache.uima.analysis_engine.AnalysisEngineProcessException;
import org.apache.uima.cas.CASException;
import org.apache.uima.fit.component.JCasAnnotator_ImplBase;
import org.apache.uima.fit.descriptor.ConfigurationParameter;
import org.apache.uima.fit.descriptor.ResourceMetaData;
import org.apache.uima.fit.descriptor.TypeCapability;
import org.apache.uima.fit.factory.AnalysisEngineFactory;
import org.apache.uima.fit.util.JCasUtil;
import org.apache.uima.jcas.JCas;
import org.apache.uima.jcas.cas.StringArray;
import org.apache.uima.resource.ResourceInitializationException;
import org.deid.type.Phi;

/**
 * Rewrites the text into a new view: each resolved PHI is replaced, and a {@link Phi} at the new
 * offsets records its surrogate and its original offsets (the offset map back to the original). The
 * original view is never changed. Strategy {@code tag} replaces a PHI by its category in brackets,
 * e.g. {@code [NAME]}.
 */
@ResourceMetaData(
    name = "deid substitution",
    description = "Writes the rewritten text, with every resolved PHI replaced, into a new view.")
@TypeCapability(inputs = "org.deid.type.Phi", outputs = "org.deid.type.Phi")
public final class SubstitutionAnnotator extends JCasAnnotator_ImplBase {

  /** The strategies this annotator knows. */
  public static final List<String> STRATEGIES = List.of("tag");

  /** The name of the view that receives the rewritten text. */
  public static final String PARAM_TARGET_VIEW = "substitutionView";

  @ConfigurationParameter(name = PARAM_TARGET_VIEW, mandatory = false, defaultValue = "deid")
  private String targetView;

  /** How a PHI is replaced: {@code tag} (its category in brackets). */
  public static final String PARAM_STRATEGY = "substitutionStrategy";

  @ConfigurationParameter(name = PARAM_STRATEGY, mandatory = false, defaultValue = "tag")
  private String strategy;

  /** Creates a description with the default view name and strategy. */
  public static AnalysisEngineDescription createDescription()
      throws ResourceInitializationException {
    return AnalysisEngineFactory.createEngineDescription(SubstitutionAnnotator.class);
  }

  @Override
  public void initialize(UimaContext context) throws ResourceInitializationException {
    super.initialize(context);
    if (!STRATEGIES.contains(strategy)) {
      throw new ResourceInitializationException(
          new IllegalArgumentException(
              "Unknown " + PARAM_STRATEGY + " '" + strategy + "': use one of " + STRATEGIES));
    }
    if (targetView.isBlank()) {
      throw new ResourceInitializationException(
          new IllegalArgumentException(PARAM_TARGET_VIEW + " must not be empty"));
    }
  }

  @Override
  public void process(JCas jcas) throws AnalysisEngineProcessException {
    String original = jcas.getDocumentText();
    StringBuilder rewritten = new StringBuilder(original.length());
    List<Replacement> replacements = new ArrayList<>();
    int cursor = 0;
    for (Phi phi : JCasUtil.select(jcas, Phi.class)) {
      if (phi.getBegin() < cursor) {
        continue; // already inside the previous replacement: the consensus merges overlaps
      }
      rewritten.append(original, cursor, phi.getBegin());
      String surrogate = "[" + phi.getCategory() + "]";
      replacements.add(new Replacement(phi, rewritten.length(), surrogate));
      rewritten.append(surrogate);
      cursor = phi.getEnd();
    }
    rewritten.append(original, cursor, original.length());

    JCas view;
    try {
      view = jcas.createView(targetView);
    } catch (CASException e) {
      throw new AnalysisEngineProcessException(e);
    }
    view.setDocumentText(rewritten.toString());
    view.setDocumentLanguage(jcas.getDocumentLanguage());
    for (Replacement replacement : replacements) {
      Phi phi = replacement.phi();
      Phi moved = new Phi(view, replacement.begin(), replacement.end());
      moved.setCategory(phi.getCategory());
      moved.setSubtype(phi.getSubtype());
      moved.setRole(phi.getRole());
      moved.setLabel(phi.getLabel());
      if (phi.getSources() != null) {
        StringArray sources = new StringArray(view, phi.getSources().size());
        sources.copyFromArray(phi.getSources().toArray(), 0, 0, sources.size());
        moved.setSources(sources);
      }
      moved.setConfidence(phi.getConfidence());
      moved.setSurrogate(replacement.surrogate());
      moved.setOriginalBegin(phi.getBegin());
      moved.setOriginalEnd(phi.getEnd());
      moved.addToIndexes();
    }
  }

  /** A PHI and where its surrogate starts in the rewritten text. */
  private record Replacement(Phi phi, int begin, String surrogate) {
    int end() {
      return begin + surrogate.length();
    }
  }
}
