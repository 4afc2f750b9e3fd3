package org.deid.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.apache.uima.UIMAException;
import org.deid.eval.Evaluator;
import org.deid.eval.PhiSpan;
import org.deid.eval.corpus.BratFolder;
import org.deid.eval.corpus.CorpusEvaluation;
import org.deid.eval.corpus.CorpusReport;
import org.deid.eval.corpus.GoldDocument;
import org.deid.eval.corpus.GoldSelection;
import org.deid.eval.corpus.LabelLevel;
import org.deid.eval.corpus.PipelinePredictions;
import org.deid.eval.corpus.SpanLabels;
import org.deid.eval.corpus.SystemOutput;
import org.deid.eval.corpus.XmiFolder;
import org.deid.eval.metric.BootstrapSettings;
import org.deid.eval.privacy.GoldSubstitution;
import org.deid.eval.privacy.Redetection;
import org.deid.eval.report.ConsoleTable;
import org.deid.eval.report.CsvReportWriter;
import org.deid.eval.report.HtmlReportWriter;
import org.deid.eval.report.JsonReportWriter;
import org.deid.io.OwnerOnlyFiles;
import org.deid.pipeline.options.AnalysisOptions;
import org.deid.substitute.SubstitutionAnnotator;
import org.deid.substitute.SubstitutionPolicy;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code deid eval}: scores predictions, or a fresh deid run, against gold annotations. */
@Command(
    name = "eval",
    mixinStandardHelpOptions = true,
    header = "Scores de-identification against gold annotations.",
    sortOptions = false,
    description = {
      "Scores de-identification against gold annotations. Prints a table, recall",
      "(R) first, then precision (P) and F1, for every matching mode: strict = same",
      "offsets and label; span = same offsets; merged = MEDDOCAN's official merged",
      "spans; token = label-blind tokens; partial = overlap. Also per label, per",
      "note, and the leak rate (gold tokens still in place in the rewritten text).",
      "",
      "Without --pred, deid runs on the gold texts (the gold never enters the",
      "pipeline) and each annotator is also scored on its own, side by side with",
      "the resolved output, so you see what each one adds. With --pred, the",
      "predictions come from a folder: brat (.ann labels in the same scheme) or",
      "XMI (resolved Phi in the text's view; the 'deid' view, when present, gives",
      "the leak rate; PhiCandidate annotations give per-annotator scores).",
      "Documents are paired by file name; texts must be identical.",
      "",
      "Outputs: the table on the console (figures only, no text); with --report",
      "DIR: DIR/report.json, DIR/report.csv and DIR/report.html. The HTML page",
      "shows every document's ORIGINAL TEXT with true positives, false positives",
      "and misses highlighted: it holds patient data, so it is written only into",
      "the --report folder you name. --json writes figures only.",
      ""
    },
    footer = {
      "",
      "Exit status: 0 when scored; 2 on bad arguments or bad input (the message",
      "names the document and the reason); 4 with --substitute-gold when a gold",
      "string survives its own replacement; 1 on an internal error.",
      "",
      "Examples:",
      "  # run the regex annotator on MEDDOCAN dev and score it, with the page:",
      "  deid eval --gold corpora/meddocan/dev --scheme meddocan --lang es \\",
      "      --annotators regex --report /secure/eval-dev",
      "  # score another system's brat output in taxonomy categories, with 95%%",
      "  # confidence intervals:",
      "  deid eval --gold gold/ --pred system-out/ --scheme eds-pseudo \\",
      "      --level category --bootstrap 1000 --json scores.json",
      "  # score XMI from 'deid run --input-format brat --format xmi' (it keeps",
      "  # the gold view):",
      "  deid eval --gold out/ --gold-format xmi --pred out/ --pred-format xmi \\",
      "      --scheme meddocan",
      "  # do the surrogates of the gold PHI read as PHI of their kind?",
      "  deid eval --gold corpora/meddocan/dev --scheme meddocan --lang es \\",
      "      --substitute-gold --redetect"
    })
public final class EvalCommand implements DeidSubcommand {

  private static final Set<String> FORMATS = Set.of("brat", "xmi");

  @Option(
      names = "--gold",
      required = true,
      paramLabel = "DIR",
      description = "Folder of gold documents: brat (.txt + .ann) or XMI (.xmi).")
  private Path gold;

  @Option(
      names = "--scheme",
      required = true,
      paramLabel = "SCHEME",
      description =
          "Label scheme of the gold (and brat prediction) labels: meddocan, eds-pseudo, hcl,"
              + " hipaa, or a scheme .tsv file.")
  private String scheme;

  @Option(
      names = "--pred",
      paramLabel = "DIR",
      description = "Folder of predictions to score. Without it, deid runs on the gold texts.")
  private Path pred;

  @Option(
      names = "--lang",
      paramLabel = "LANG",
      description = "Language of the notes, fr or es (needed when deid runs, i.e. without --pred).")
  private String language;

  @Mixin private AnalysisOptions pipeline;

  @Option(
      names = "--level",
      defaultValue = "label",
      paramLabel = "LEVEL",
      description =
          "Compare in the scheme's own labels (label) or in taxonomy categories such as NAME,"
              + " DATE (category). Default: ${DEFAULT-VALUE}.")
  private String level;

  @Option(
      names = "--report",
      paramLabel = "DIR",
      description =
          "Folder (created) for report.json, report.csv and report.html (and"
              + " redetect-misses.tsv with --redetect, substitutions.tsv with --substitute-gold:"
              + " each gold PHI and its surrogate). The HTML page and the TSV files contain"
              + " original text.")
  private Path report;

  @Option(
      names = "--json",
      paramLabel = "FILE",
      description = "Also write the JSON scores (figures only, no text) to FILE.")
  private Path json;

  @Option(
      names = "--bootstrap",
      defaultValue = "0",
      paramLabel = "N",
      description = "Resample the documents N times for 95%% confidence intervals (default: none).")
  private int bootstrap;

  @Option(
      names = "--seed",
      defaultValue = "20240601",
      description = "Seed of the bootstrap (default: ${DEFAULT-VALUE}).")
  private long seed;

  @Option(
      names = "--gold-format",
      defaultValue = "brat",
      paramLabel = "FORMAT",
      description = "brat or xmi (default: ${DEFAULT-VALUE}).")
  private String goldFormat;

  @Option(
      names = "--pred-format",
      defaultValue = "brat",
      paramLabel = "FORMAT",
      description = "brat or xmi (default: ${DEFAULT-VALUE}).")
  private String predFormat;

  @Option(
      names = "--gold-view",
      defaultValue = "gold",
      paramLabel = "VIEW",
      description = "XMI gold: the view holding the gold annotations (default: ${DEFAULT-VALUE}).")
  private String goldView;

  @Option(
      names = "--gold-type",
      defaultValue = "org.deid.type.Phi",
      paramLabel = "TYPE",
      description =
          "XMI gold: the annotation type of the gold (default: ${DEFAULT-VALUE}). Another"
              + " tool's type needs its TypeSystem.xml in the XMI folder.")
  private String goldType;

  @Option(
      names = "--gold-label-feature",
      defaultValue = "label",
      paramLabel = "FEATURE",
      description =
          "XMI gold of another type: its string feature holding the scheme label (default:"
              + " ${DEFAULT-VALUE}).")
  private String goldLabelFeature;

  @Option(
      names = "--substitute-gold",
      description =
          "Measure substitution alone: the gold PHI become the resolved PHI, the default"
              + " surrogate policy rewrites the text, and every gold string of 4+ characters its"
              + " replacement kept is counted per category (kept categories aside); exit status 4"
              + " when one is.")
  private boolean substituteGold;

  @Option(
      names = "--redetect",
      description =
          "Re-detection check: the rewritten notes (the gold PHI substituted with"
              + " --substitute-gold, else what deid detected) go through the detectors again, and"
              + " the share of surrogates found again as PHI of their category is printed per"
              + " group (names, cities, streets, hospitals, dates, IDs, contacts; target 0.95),"
              + " beside the detectors' recall on the same PHI in the original text. With"
              + " --report, the surrogates not found again go to DIR/redetect-misses.tsv (it holds"
              + " the original text).")
  private boolean redetect;

  /** Exit status of --substitute-gold when a gold string survives the substitution. */
  public static final int EXIT_LEAK = 4;

  @Override
  public Integer call() throws UIMAException, IOException {
    LabelLevel labelLevel = parseLevel(level);
    checkFormat("--gold-format", goldFormat);
    checkFormat("--pred-format", predFormat);
    if (bootstrap < 0) {
      throw new IllegalArgumentException("--bootstrap must be 0 or more, not " + bootstrap);
    }
    if (pred != null && pipeline.detectorsChosen()) {
      throw new IllegalArgumentException(
          "--annotators and --crf-model run deid: leave out --pred to use them");
    }
    if (!Files.isDirectory(gold)) {
      throw new IllegalArgumentException("--gold " + gold + " is not a folder");
    }
    if (pred != null && !Files.isDirectory(pred)) {
      throw new IllegalArgumentException("--pred " + pred + " is not a folder");
    }
    SpanLabels labels = SpanLabels.load(scheme, labelLevel);
    String lang = null;
    if (pred == null) {
      if (language == null) {
        throw new IllegalArgumentException("--lang is needed when deid runs (without --pred)");
      }
      lang = language.toLowerCase(Locale.ROOT);
      if (!Set.of("fr", "es").contains(lang)) {
        throw new IllegalArgumentException("--lang must be fr or es, not '" + language + "'");
      }
    }

    long started = System.nanoTime();
    List<GoldDocument> goldDocuments =
        goldFormat.equals("xmi")
            ? XmiFolder.readGold(
                gold, new GoldSelection(goldView, goldType, goldLabelFeature), labels)
            : BratFolder.read(gold, labels);
    if (goldDocuments.isEmpty()) {
      throw new IllegalArgumentException("--gold " + gold + " holds no document");
    }
    long read = System.nanoTime();
    if (redetect && pred != null) {
      throw new IllegalArgumentException(
          "--redetect runs the detectors on the rewritten notes: leave out --pred");
    }
    List<SystemOutput> outputs;
    GoldSubstitution.Result substitution = null;
    List<Redetection.RewrittenNote> rewrittenNotes = new ArrayList<>();
    SubstitutionPolicy defaultPolicy =
        SubstitutionPolicy.of(
            SubstitutionAnnotator.DEFAULT_STRATEGY, SubstitutionAnnotator.DEFAULT_POLICY);
    if (substituteGold) {
      if (pred != null || pipeline.detectorsChosen() && !redetect) {
        throw new IllegalArgumentException(
            "--substitute-gold rewrites the gold PHI: leave out --pred, --annotators, --crf-model"
                + " (they choose the detectors of --redetect)");
      }
      substitution =
          GoldSubstitution.run(
              goldDocuments,
              lang,
              SubstitutionAnnotator.createDescription(),
              defaultPolicy,
              labels);
      outputs = substitution.outputs();
      rewrittenNotes.addAll(substitution.rewrittenNotes());
      if (report != null) {
        writeSubstitutions(goldDocuments, substitution);
      }
    } else if (pred == null) {
      try (ConsoleProgress progress = new ConsoleProgress("deid eval")) {
        progress.started(goldDocuments.size());
        outputs =
            PipelinePredictions.run(
                goldDocuments,
                lang,
                pipeline.createAnalysisDescription(lang),
                labels,
                progress::documentDone,
                (id, jcas) -> {
                  if (redetect) {
                    rewrittenNotes.add(Redetection.read(id, jcas, defaultPolicy));
                  }
                });
      }
    } else if (predFormat.equals("xmi")) {
      outputs = XmiFolder.readPredictions(pred, labels);
    } else {
      outputs =
          BratFolder.read(pred, labels).stream()
              .map(d -> SystemOutput.resolvedOnly(d.id(), d.text(), d.spans()))
              .toList();
    }
    long predicted = System.nanoTime();
    if (redetect) {
      printRedetection(rewrittenNotes, lang, substituteGold ? goldDocuments : null);
    }
    Evaluator evaluator =
        bootstrap > 0
            ? Evaluator.withBootstrap(new BootstrapSettings(bootstrap, seed, 0.95))
            : Evaluator.withoutBootstrap();
    CorpusReport scores = CorpusEvaluation.score(goldDocuments, outputs, evaluator);
    long scored = System.nanoTime();

    Map<String, String> settings = settings(labels, lang);
    System.out.print(new ConsoleTable().render(scores));
    if (substitution != null) {
      System.out.println(
          "Gold strings of "
              + GoldSubstitution.MIN_CHARS
              + "+ characters after substitution (kept categories aside): kept by their own"
              + " replacement / examined / found elsewhere (another surrogate wrote them) /"
              + " kinship phrases kept (\"su madre\": name nobody) / a word of 4+ letters kept"
              + " by their own replacement:");
      substitution
          .verbatimByCategory()
          .forEach(
              (category, counts) ->
                  System.out.printf(
                      Locale.ROOT,
                      "  %-10s %d / %d / %d / %d / %d%n",
                      category,
                      counts[0],
                      counts[1],
                      counts[2],
                      counts[3],
                      counts[4]));
    }
    if (json != null) {
      createParent(json);
      new JsonReportWriter().write(scores, settings, json);
    }
    if (report != null) {
      Files.createDirectories(report);
      new JsonReportWriter().write(scores, settings, report.resolve("report.json"));
      new CsvReportWriter().write(scores, report.resolve("report.csv"));
      // It holds the original text: created for its owner alone before any of it is written.
      OwnerOnlyFiles.create(report.resolve("report.html"));
      new HtmlReportWriter().write(scores, settings, report.resolve("report.html"));
    }
    System.err.printf(
        Locale.ROOT,
        "deid eval: %d documents; read %.1f s, %s %.1f s, scored %.1f s%n",
        goldDocuments.size(),
        seconds(started, read),
        pred == null ? "ran deid" : "read predictions",
        seconds(read, predicted),
        seconds(predicted, scored));
    if (report != null) {
      System.err.println(
          "deid eval: wrote "
              + report.resolve("report.html")
              + " (holds the original text), report.json, report.csv");
    }
    return substitution != null && substitution.verbatim() > 0 ? EXIT_LEAK : 0;
  }

  /**
   * Runs the detectors on the rewritten notes (and, for gold substituted alone, on the originals)
   * and prints, per group, the share of replaced PHI found again with their category.
   *
   * @param originals the original documents to score the detectors on, or null when the rewritten
   *     notes are what the detectors found (their originals were all found)
   */
  private void printRedetection(
      List<Redetection.RewrittenNote> notes, String lang, List<GoldDocument> originals)
      throws UIMAException, IOException {
    SpanLabels categories = SpanLabels.load(scheme, LabelLevel.CATEGORY);
    List<List<PhiSpan>> again;
    List<List<PhiSpan>> before = null;
    try (ConsoleProgress progress = new ConsoleProgress("deid eval --redetect")) {
      int total = notes.size() * (originals == null ? 1 : 2);
      progress.started(total);
      again =
          PipelinePredictions.run(
                  notes.stream().map(Redetection.RewrittenNote::rewrittenDocument).toList(),
                  lang,
                  pipeline.createAnalysisDescription(lang),
                  categories,
                  progress::documentDone)
              .stream()
              .map(SystemOutput::resolved)
              .toList();
      if (originals != null) {
        before =
            PipelinePredictions.run(
                    originals.stream()
                        .map(d -> new GoldDocument(d.id(), d.text(), List.of()))
                        .toList(),
                    lang,
                    pipeline.createAnalysisDescription(lang),
                    categories,
                    done -> progress.documentDone(notes.size() + done))
                .stream()
                .map(SystemOutput::resolved)
                .toList();
      }
    }
    Map<String, Redetection.Tally> found = Redetection.rewritten(notes, again);
    if (report != null) {
      writeRedetectionMisses(Redetection.misses(notes, again, before));
    }
    Map<String, Redetection.Tally> inOriginal =
        before == null ? null : Redetection.original(notes, before);
    System.out.println(
        "Re-detection: PHI replaced (by a surrogate or a tag), tags among them, found again as PHI"
            + " of their category by the detectors, share (target "
            + Redetection.TARGET
            + " for the first seven groups)"
            + (inOriginal == null
                ? ":"
                : ", and the detectors' share on the same PHI in the original:"));
    found.forEach(
        (group, tally) ->
            System.out.printf(
                Locale.ROOT,
                "  %-14s %5d %5d %5d  %s%s%n",
                group,
                tally.replaced(),
                tally.tagged(),
                tally.found(),
                share(tally),
                inOriginal == null ? "" : "   original " + share(inOriginal.get(group))));
  }

  /**
   * The surrogates not found again, one a line, into the report folder: it holds original text, so
   * it is created for its owner alone, and only where the user named the folder.
   */
  private void writeRedetectionMisses(List<Redetection.Miss> misses) throws IOException {
    Files.createDirectories(report);
    Path file = OwnerOnlyFiles.create(report.resolve("redetect-misses.tsv"));
    StringBuilder out =
        new StringBuilder(
            "document\tgroup\toriginal\tsurrogate\tfound as\toriginal found\tcontext\n");
    for (Redetection.Miss miss : misses) {
      out.append(
              String.join(
                  "\t",
                  miss.id(),
                  miss.group(),
                  oneLine(miss.original()),
                  oneLine(miss.surrogate()),
                  String.join(",", miss.foundAs()),
                  miss.originalFound() == null ? "" : miss.originalFound().toString(),
                  miss.context()))
          .append('\n');
    }
    Files.writeString(file, out);
    System.err.println(
        "deid eval: wrote "
            + file
            + " ("
            + misses.size()
            + " surrogates not found again; holds"
            + " the original text)");
  }

  /**
   * Each gold PHI with what replaced it, one a line, into the report folder (for
   * scripts/substitution_classes.py): it holds original text, so it is created for its owner alone.
   */
  private void writeSubstitutions(List<GoldDocument> documents, GoldSubstitution.Result result)
      throws IOException {
    Files.createDirectories(report);
    Path file = OwnerOnlyFiles.create(report.resolve("substitutions.tsv"));
    StringBuilder out =
        new StringBuilder("document\tlabel\tcategory\tsubtype\tbegin\tend\toriginal\tsurrogate\n");
    for (int d = 0; d < documents.size(); d++) {
      for (GoldSubstitution.Replaced replaced : result.replacedByDocument().get(d)) {
        out.append(
                String.join(
                    "\t",
                    documents.get(d).id(),
                    String.valueOf(replaced.label()),
                    replaced.category(),
                    String.valueOf(replaced.subtype()),
                    String.valueOf(replaced.begin()),
                    String.valueOf(replaced.end()),
                    oneLine(replaced.original()),
                    oneLine(replaced.surrogate())))
            .append('\n');
      }
    }
    Files.writeString(file, out);
    System.err.println(
        "deid eval: wrote " + file + " (each gold PHI and its surrogate; holds the original text)");
  }

  private static String oneLine(String text) {
    return text.replaceAll("\\s+", " ");
  }

  private static String share(Redetection.Tally tally) {
    return tally == null || tally.replaced() == 0
        ? "    -"
        : String.format(Locale.ROOT, "%.3f", tally.share());
  }

  private Map<String, String> settings(SpanLabels labels, String lang) {
    Map<String, String> settings = new LinkedHashMap<>();
    settings.put("gold", gold + " (" + goldFormat + ")");
    settings.put(
        "predictions",
        substituteGold
            ? "gold PHI, substituted with the default surrogate policy"
            : pred != null
                ? pred + " (" + predFormat + ")"
                : "deid run, " + pipeline.describe(lang));
    if (lang != null) {
      settings.put("language", lang);
    }
    settings.put("scheme", labels.scheme().name());
    settings.put("level", labels.level().toString());
    return settings;
  }

  private static LabelLevel parseLevel(String value) {
    for (LabelLevel candidate : LabelLevel.values()) {
      if (candidate.toString().equals(value.toLowerCase(Locale.ROOT))) {
        return candidate;
      }
    }
    throw new IllegalArgumentException("--level must be label or category, not '" + value + "'");
  }

  private static void checkFormat(String option, String value) {
    if (!FORMATS.contains(value)) {
      throw new IllegalArgumentException(option + " must be brat or xmi, not '" + value + "'");
    }
  }

  private static void createParent(Path file) throws IOException {
    Path parent = file.toAbsolutePath().getParent();
    if (parent != null) {
      Files.createDirectories(parent);
    }
  }

  private static double seconds(long from, long to) {
    return (to - from) / 1e9;
  }
}
