package org.deid.descriptors;

import java.util.List;
import org.apache.uima.fit.factory.AnalysisEngineFactory;
import org.apache.uima.fit.factory.CollectionReaderFactory;
import org.apache.uima.resource.ResourceCreationSpecifier;
import org.apache.uima.resource.ResourceInitializationException;
import org.deid.detect.crf.CrfAnnotator;
import org.deid.detect.lexicon.LexiconAnnotator;
import org.deid.detect.onnx.NotePhiClassifierAnnotator;
import org.deid.detect.onnx.OnnxAnnotator;
import org.deid.detect.regex.RegexAnnotator;
import org.deid.io.brat.BratReader;
import org.deid.io.brat.BratWriter;
import org.deid.io.jdbc.PostgresTableReader;
import org.deid.io.jdbc.PostgresTableWriter;
import org.deid.io.map.SurrogateMapWriter;
import org.deid.io.text.PlainTextReader;
import org.deid.io.text.RewrittenTextWriter;
import org.deid.pipeline.DeidPipeline;
import org.deid.resolve.ConsensusAnnotator;
import org.deid.resolve.MentionPropagator;
import org.deid.resolve.NamePartSplitter;
import org.deid.segment.ClinicalSegmenter;
import org.deid.substitute.SubstitutionAnnotator;

/**
 * Every component deid publishes as an XML descriptor, with the path of its file under {@code
 * org/deid/desc/}. Adding a component means adding a line here and regenerating.
 */
public final class DescriptorCatalog {

  /** A descriptor file and how to build its content from the code. */
  public record Entry(String path, DescriptionFactory factory) {}

  /** Builds a description from the uimaFIT classes. */
  @FunctionalInterface
  public interface DescriptionFactory {
    /** Creates the description. */
    ResourceCreationSpecifier create() throws ResourceInitializationException;
  }

  private DescriptorCatalog() {}

  /** The catalog, in a stable order. */
  public static List<Entry> entries() {
    return List.of(
        new Entry(
            "annotator/ClinicalSegmenter.xml",
            () -> AnalysisEngineFactory.createEngineDescription(ClinicalSegmenter.class)),
        new Entry(
            "annotator/RegexAnnotator.xml",
            () -> AnalysisEngineFactory.createEngineDescription(RegexAnnotator.class)),
        new Entry(
            "annotator/LexiconAnnotator.xml",
            () -> AnalysisEngineFactory.createEngineDescription(LexiconAnnotator.class)),
        new Entry(
            "annotator/CrfAnnotator.xml",
            () -> CrfAnnotator.createDescription(CrfAnnotator.SPANISH_MODEL)),
        new Entry(
            "annotator/OnnxAnnotator.xml",
            () -> AnalysisEngineFactory.createEngineDescription(OnnxAnnotator.class)),
        new Entry(
            "annotator/NotePhiClassifierAnnotator.xml",
            () -> AnalysisEngineFactory.createEngineDescription(NotePhiClassifierAnnotator.class)),
        new Entry(
            "annotator/ConsensusAnnotator.xml",
            () -> AnalysisEngineFactory.createEngineDescription(ConsensusAnnotator.class)),
        new Entry(
            "annotator/NamePartSplitter.xml",
            () -> AnalysisEngineFactory.createEngineDescription(NamePartSplitter.class)),
        new Entry(
            "annotator/MentionPropagator.xml",
            () -> AnalysisEngineFactory.createEngineDescription(MentionPropagator.class)),
        new Entry(
            "annotator/SubstitutionAnnotator.xml",
            () -> AnalysisEngineFactory.createEngineDescription(SubstitutionAnnotator.class)),
        new Entry(
            "reader/PlainTextReader.xml",
            () -> CollectionReaderFactory.createReaderDescription(PlainTextReader.class)),
        new Entry(
            "reader/BratReader.xml",
            () ->
                CollectionReaderFactory.createReaderDescription(
                    BratReader.class, BratReader.PARAM_SCHEME, "meddocan")),
        new Entry(
            "reader/PostgresTableReader.xml",
            () -> CollectionReaderFactory.createReaderDescription(PostgresTableReader.class)),
        new Entry(
            "writer/BratWriter.xml",
            () ->
                AnalysisEngineFactory.createEngineDescription(
                    BratWriter.class, BratWriter.PARAM_SCHEME, "meddocan")),
        new Entry(
            "writer/RewrittenTextWriter.xml",
            () -> AnalysisEngineFactory.createEngineDescription(RewrittenTextWriter.class)),
        new Entry(
            "writer/SurrogateMapWriter.xml",
            () -> AnalysisEngineFactory.createEngineDescription(SurrogateMapWriter.class)),
        new Entry(
            "writer/PostgresTableWriter.xml",
            () -> AnalysisEngineFactory.createEngineDescription(PostgresTableWriter.class)),
        new Entry("aggregate/DeidFrench.xml", () -> DeidPipeline.createAnalysisDescription("fr")),
        new Entry("aggregate/DeidSpanish.xml", () -> DeidPipeline.createAnalysisDescription("es")));
  }
}
