package org.deid.resolve;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.apache.uima.UimaContext;
import org.apache.uima.analysis_engine.AnalysisEngineDescription;
import org.apache.uima.analysis_engine.AnalysisEngineProcessException;
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
import org.deid.type.PhiCandidate;

/**
 * Reads every PHI candidate, whatever detector wrote it, and writes the resolved {@link Phi}
 * annotations. Policy {@code union}: overlapping candidates form one PHI covering all of them
 * (recall first: a missed PHI is a leak, an extra one a small loss), labelled by the most confident
 * candidate, the longest on a tie; the PHI records every supporting source.
 */
@ResourceMetaData(
    name = "deid consensus",
    description = "Resolves the PHI candidates of all detectors into PHI annotations.")
@TypeCapability(inputs = "org.deid.type.PhiCandidate", outputs = "org.deid.type.Phi")
public final class ConsensusAnnotator extends JCasAnnotator_ImplBase {

  /** The policies this annotator knows. */
  public static final List<String> POLICIES = List.of("union");

  /** How candidates are combined: {@code union} (overlapping candidates merged). */
  public static final String PARAM_POLICY = "consensusPolicy";

  @ConfigurationParameter(name = PARAM_POLICY, mandatory = false, defaultValue = "union")
  private String policy;

  /** Creates a description with the default policy. */
  public static AnalysisEngineDescription createDescription()
      throws ResourceInitializationException {
    return AnalysisEngineFactory.createEngineDescription(ConsensusAnnotator.class);
  }

  @Override
  public void initialize(UimaContext context) throws ResourceInitializationException {
    super.initialize(context);
    if (!POLICIES.contains(policy)) {
      throw new ResourceInitializationException(
          new IllegalArgumentException(
              "Unknown " + PARAM_POLICY + " '" + policy + "': use one of " + POLICIES));
    }
  }

  @Override
  public void process(JCas jcas) throws AnalysisEngineProcessException {
    List<PhiCandidate> candidates = new ArrayList<>(JCasUtil.select(jcas, PhiCandidate.class));
    candidates.sort(Comparator.comparingInt(PhiCandidate::getBegin));
    List<PhiCandidate> group = new ArrayList<>();
    int groupEnd = -1;
    for (PhiCandidate candidate : candidates) {
      if (!group.isEmpty() && candidate.getBegin() >= groupEnd) {
        resolve(jcas, group);
        group.clear();
      }
      group.add(candidate);
      groupEnd = Math.max(groupEnd, candidate.getEnd());
    }
    if (!group.isEmpty()) {
      resolve(jcas, group);
    }
  }

  private static void resolve(JCas jcas, List<PhiCandidate> group) {
    PhiCandidate winner =
        group.stream()
            .max(
                Comparator.comparingDouble(PhiCandidate::getConfidence)
                    .thenComparingInt(c -> c.getEnd() - c.getBegin()))
            .orElseThrow();
    int begin = group.stream().mapToInt(PhiCandidate::getBegin).min().orElseThrow();
    int end = group.stream().mapToInt(PhiCandidate::getEnd).max().orElseThrow();
    Set<String> sources = new TreeSet<>(); // sorted: stable output whatever the index order
    group.forEach(c -> sources.add(c.getSource()));

    Phi phi = new Phi(jcas, begin, end);
    phi.setCategory(winner.getCategory());
    phi.setSubtype(winner.getSubtype());
    phi.setRole(winner.getRole());
    phi.setLabel(winner.getLabel());
    phi.setConfidence(winner.getConfidence());
    StringArray sourceArray = new StringArray(jcas, sources.size());
    sourceArray.copyFromArray(sources.toArray(String[]::new), 0, 0, sources.size());
    phi.setSources(sourceArray);
    phi.addToIndexes();
  }
}
