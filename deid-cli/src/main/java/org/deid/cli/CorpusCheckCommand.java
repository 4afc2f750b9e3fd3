package org.deid.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.apache.uima.UIMAException;
import org.apache.uima.fit.util.JCasUtil;
import org.apache.uima.jcas.JCas;
import org.deid.io.brat.BratReader;
import org.deid.io.brat.BratRoundTrip;
import org.deid.pipeline.DocumentRunner;
import org.deid.pipeline.RunSummary;
import org.deid.pipeline.options.LanguageOption;
import org.deid.scheme.LabelScheme;
import org.deid.segment.BoundaryAlignment;
import org.deid.segment.ClinicalSegmenter;
import org.deid.segment.Span;
import org.deid.type.Phi;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code deid corpus-check}: the checks a gold brat corpus must pass before deid trains or scores
 * on it. Prints figures only (counts and rates), never text.
 */
@Command(
    name = "corpus-check",
    mixinStandardHelpOptions = true,
    header = "Checks brat gold folders: labels, round trip, alignment.",
    description = {
      "Checks brat gold folders: every label maps to the taxonomy through the scheme, a",
      "read-write-read round trip is lossless, and gold PHI boundaries fall on the",
      "segmenter's token boundaries. Exits 1 when a check fails."
    },
    footer = {
      "",
      "Exit status: 0 when every check passes, 1 when one fails, 2 on bad arguments.",
      "",
      "Example:",
      "  deid corpus-check --lang es --scheme meddocan --min-alignment 0.995 \\",
      "      ../shared/corpora/meddocan/train ../shared/corpora/meddocan/dev"
    })
public final class CorpusCheckCommand implements DeidSubcommand {

  @Parameters(arity = "1..*", paramLabel = "FOLDER", description = "brat folders (.txt + .ann).")
  private List<Path> folders;

  @Mixin private LanguageOption languageOption;

  @Option(names = "--scheme", required = true, description = "Label scheme of the .ann labels.")
  private String scheme;

  @Option(
      names = "--min-alignment",
      defaultValue = "0.995",
      description =
          "Lowest acceptable share of gold starts and of gold ends on token boundaries"
              + " (default: ${DEFAULT-VALUE}).")
  private double minAlignment;

  @Option(
      names = "--show-misaligned",
      defaultValue = "0",
      description = "Print the offsets of up to N misaligned spans (document and offsets only).")
  private int showMisaligned;

  @Override
  public Integer call() throws UIMAException, IOException {
    String lang = languageOption.language();
    LabelScheme labelScheme = LabelScheme.load(scheme);
    for (Path folder : folders) {
      if (!Files.isDirectory(folder)) {
        throw new IllegalArgumentException(folder + " is not a folder");
      }
    }
    boolean passed = true;
    BoundaryAlignment.Result alignment = BoundaryAlignment.Result.EMPTY;
    Map<String, Integer> labelCounts = new TreeMap<>();
    List<String> misalignedDocuments = new ArrayList<>();
    int documents = 0;
    for (Path folder : folders) {
      System.out.println("== " + folder);
      BratRoundTrip.Result roundTrip = BratRoundTrip.check(folder, scheme);
      System.out.printf(
          "round trip: %d documents, %d annotations, %d differences%n",
          roundTrip.documents(), roundTrip.annotations(), roundTrip.differences());
      roundTrip.problems().forEach(problem -> System.out.println("  " + problem));
      passed &= roundTrip.isLossless();

      AlignmentListener listener = new AlignmentListener(labelCounts, misalignedDocuments);
      RunSummary summary =
          DocumentRunner.run(
              BratReader.createReaderDescription(folder.toString(), lang, scheme),
              ClinicalSegmenter.createDescription(),
              listener);
      summary
          .setAside()
          .forEach(d -> System.out.println("  set aside: " + d.document() + ": " + d.reason()));
      passed &= summary.setAside().isEmpty();
      documents += summary.documentsIn();
      alignment = alignment.plus(listener.alignment);
    }

    System.out.println("== labels (" + labelScheme.name() + " -> taxonomy)");
    for (Map.Entry<String, Integer> label : labelCounts.entrySet()) {
      String target =
          labelScheme.toTaxonomy(label.getKey()).map(Object::toString).orElse("NOT IN SCHEME");
      System.out.printf("  %-36s %6d  %s%n", label.getKey(), label.getValue(), target);
      passed &= labelScheme.hasLabel(label.getKey());
    }
    System.out.println("== token boundaries of gold PHI (" + documents + " documents)");
    System.out.printf(
        Locale.ROOT,
        "entities %d; starts aligned %.4f%%; ends aligned %.4f%%; both %.4f%%;"
            + " crossing a sentence boundary %d%n",
        alignment.entities(),
        100 * alignment.startRate(),
        100 * alignment.endRate(),
        100 * alignment.bothRate(),
        alignment.crossingSentence());
    misalignedDocuments.stream()
        .limit(showMisaligned)
        .forEach(line -> System.out.println("  misaligned: " + line));
    boolean aligned = alignment.startRate() >= minAlignment && alignment.endRate() >= minAlignment;
    if (!aligned) {
      System.out.printf(Locale.ROOT, "alignment below the minimum %.4f%n", minAlignment);
    }
    passed &= aligned;
    System.out.println(passed ? "corpus-check: PASSED" : "corpus-check: FAILED");
    return passed ? 0 : 1;
  }

  /** Sums the alignment of each document's gold PHI with the segmenter's tokens. */
  private static final class AlignmentListener implements DocumentRunner.Listener {
    private final Map<String, Integer> labelCounts;
    private final List<String> misaligned;
    private BoundaryAlignment.Result alignment = BoundaryAlignment.Result.EMPTY;

    AlignmentListener(Map<String, Integer> labelCounts, List<String> misaligned) {
      this.labelCounts = labelCounts;
      this.misaligned = misaligned;
    }

    @Override
    public void documentProcessed(JCas jcas) throws UIMAException {
      JCas gold = jcas.getView(BratReader.DEFAULT_GOLD_VIEW);
      List<Span> spans = new ArrayList<>();
      for (Phi phi : JCasUtil.select(gold, Phi.class)) {
        spans.add(new Span(phi.getBegin(), phi.getEnd()));
        labelCounts.merge(phi.getLabel(), 1, Integer::sum);
      }
      BoundaryAlignment.Result result = BoundaryAlignment.measure(jcas, spans);
      String document =
          JCasUtil.selectSingle(
                  jcas, de.tudarmstadt.ukp.dkpro.core.api.metadata.type.DocumentMetaData.class)
              .getDocumentId();
      result.misaligned().forEach(span -> misaligned.add(document + " " + span));
      alignment = alignment.plus(result);
    }

    @Override
    public void documentDone(int documentsSoFar) {}
  }
}
