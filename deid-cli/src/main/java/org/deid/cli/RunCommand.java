package org.deid.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.apache.uima.UIMAException;
import org.apache.uima.analysis_engine.AnalysisEngineDescription;
import org.apache.uima.collection.CollectionReaderDescription;
import org.apache.uima.fit.factory.AggregateBuilder;
import org.deid.io.OwnerOnlyFiles;
import org.deid.pipeline.DocumentRunner;
import org.deid.pipeline.InputFormat;
import org.deid.pipeline.OutputFormat;
import org.deid.pipeline.RunSummary;
import org.deid.pipeline.RunSummary.SetAsideDocument;
import org.deid.scheme.LabelScheme;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code deid run}: de-identifies a folder of notes. */
@Command(
    name = "run",
    mixinStandardHelpOptions = true,
    description = {
      "De-identifies every note of a folder. For each input NAME, writes NAME.deid.txt (the",
      "rewritten text: by default each PHI replaced by a realistic surrogate in its own form).",
      "XMI and brat outputs hold the original text too, so they are written only when asked",
      "for with --format.",
    },
    footer = {
      "",
      "Exit status: 0 when every document was written, 3 when some were set aside",
      "(listed in OUT/set-aside.tsv), 2 on a usage or setup error (the message says",
      "which), 1 on an internal error.",
      "",
      "Examples:",
      "  deid run --lang fr --in examples/fr --out out/fr",
      "  deid run --lang es --in notes/ --out out/ --format brat --scheme meddocan",
      "  deid run --lang es --in notes/ --out out/ --annotators regex",
      "  deid run --lang fr --in notes/ --out out/ --strategy tag",
      "  DEID_SURROGATE_KEY=... deid run --lang fr --in notes/ --out out/ --scope corpus"
    })
public final class RunCommand implements DeidSubcommand {

  /** Exit status when some documents were set aside. */
  public static final int EXIT_SET_ASIDE = 3;

  @Option(names = "--lang", required = true, description = "Language of the notes: fr or es.")
  private String language;

  @Option(names = "--in", required = true, description = "Folder of input notes.")
  private Path input;

  @Option(names = "--out", required = true, description = "Folder for the outputs (created).")
  private Path output;

  @Option(
      names = "--input-format",
      defaultValue = "txt",
      description =
          "Format of the input folder: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
  private InputFormat inputFormat;

  @Option(
      names = "--format",
      split = ",",
      description =
          "Extra outputs, comma-separated: ${COMPLETION-CANDIDATES}. xmi and brat hold the"
              + " original text; brat-deid the rewritten text with its PHI (brat-deid/); map each"
              + " PHI's original and surrogate (NAME.map.json, owner-readable only).")
  private List<OutputFormat> formats = new ArrayList<>();

  @Option(
      names = "--scheme",
      description =
          "Label scheme of brat output and input: meddocan, eds-pseudo, hcl, hipaa or a .tsv file"
              + " (default: meddocan for es, eds-pseudo for fr).")
  private String scheme;

  @Mixin private PipelineOptions pipeline;

  @Mixin private SubstitutionOptions substitution;

  @Override
  public Integer call() throws UIMAException, IOException {
    String lang = language.toLowerCase(Locale.ROOT);
    if (!Set.of("fr", "es").contains(lang)) {
      throw new IllegalArgumentException("--lang must be fr or es, not '" + language + "'");
    }
    if (!Files.isDirectory(input)) {
      throw new IllegalArgumentException("--in " + input + " is not a folder");
    }
    if (Files.exists(output) && Files.isSameFile(input, output)) {
      throw new IllegalArgumentException(
          "--out must differ from --in: outputs would mix with notes");
    }
    String schemeName = scheme != null ? scheme : defaultScheme(lang);
    LabelScheme.load(schemeName); // fails at once, naming the known schemes
    Files.createDirectories(output);

    CollectionReaderDescription reader =
        inputFormat.createReaderDescription(input.toString(), lang, schemeName);
    AggregateBuilder engine = new AggregateBuilder();
    AnalysisEngineDescription analysis = pipeline.createAnalysisDescription(lang);
    substitution.apply(analysis);
    engine.add(analysis);
    for (AnalysisEngineDescription writer :
        OutputFormat.createWriterDescriptions(
            output.toString(),
            formats.isEmpty() ? EnumSet.noneOf(OutputFormat.class) : EnumSet.copyOf(formats),
            schemeName)) {
      engine.add(writer);
    }
    RunSummary summary;
    try (ConsoleProgress progress = new ConsoleProgress("deid run")) {
      summary = DocumentRunner.run(reader, engine.createAggregateDescription(), progress);
    }
    report(summary);
    // What holds the original text stays with the user who ran deid.
    OwnerOnlyFiles.restrictAll(
        output,
        file -> {
          String name = file.getFileName().toString();
          return name.endsWith(".xmi")
              || name.endsWith(".ann")
              || name.equals("set-aside.tsv")
              || (name.endsWith(".txt") && !name.endsWith(".deid.txt"));
        });
    return summary.setAside().isEmpty() ? 0 : EXIT_SET_ASIDE;
  }

  private void report(RunSummary summary) throws IOException {
    System.err.printf(
        "deid run: %d documents in, %d written, %d set aside (surrogate seed %d)%n",
        summary.documentsIn(),
        summary.documentsOut(),
        summary.setAside().size(),
        substitution.seed());
    if (summary.setAside().isEmpty()) {
      return;
    }
    Path report = output.resolve("set-aside.tsv");
    try (PrintWriter writer =
        new PrintWriter(Files.newBufferedWriter(report, StandardCharsets.UTF_8))) {
      writer.println("document\treason");
      for (SetAsideDocument document : summary.setAside()) {
        writer.println(document.document() + "\t" + document.reason().replace('\t', ' '));
      }
    }
    System.err.println("Set-aside documents and reasons: " + report);
  }

  private static String defaultScheme(String language) {
    return language.equals("es") ? "meddocan" : "eds-pseudo";
  }
}
