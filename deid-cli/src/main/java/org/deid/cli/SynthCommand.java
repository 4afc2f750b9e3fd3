package org.deid.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.apache.uima.UIMAException;
import org.apache.uima.analysis_engine.AnalysisEngine;
import org.apache.uima.analysis_engine.AnalysisEngineDescription;
import org.apache.uima.fit.factory.AnalysisEngineFactory;
import org.apache.uima.fit.factory.JCasFactory;
import org.apache.uima.jcas.JCas;
import org.deid.io.brat.BratFormatException;
import org.deid.io.brat.BratReader;
import org.deid.io.brat.BratWriter;
import org.deid.pipeline.options.LanguageOption;
import org.deid.scheme.LabelScheme;
import org.deid.synth.DevSetExclusion;
import org.deid.synth.GoldSpan;
import org.deid.synth.SynthLanguage;
import org.deid.synth.SyntheticCas;
import org.deid.synth.SyntheticNote;
import org.deid.synth.SyntheticNoteGenerator;
import org.deid.variants.FormatFamily;
import org.deid.variants.FormatVariants;
import org.deid.variants.VariantContext;
import org.dkpro.core.io.xmi.XmiWriter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code deid synth}: writes synthetic annotated clinical notes for training and testing. */
@Command(
    name = "synth",
    mixinStandardHelpOptions = true,
    header = "Generates synthetic clinical notes with gold PHI spans.",
    description = {
      "Generates synthetic French or Spanish clinical notes (emergency notes,",
      "discharge and referral letters, radiology and operative reports,",
      "prescriptions, lab results...) from the bundled templates, filled with",
      "fictitious PHI, and writes them with their exact gold spans as brat",
      "(NAME.txt + NAME.ann, labels of --scheme) or XMI (gold in view 'gold').",
      "The same --seed and --count give byte-identical output. A note whose text",
      "equals a note of the --exclude folders (case and white space aside) is",
      "drawn again."
    },
    footer = {
      "",
      "Exit status: 0 when written; 2 on bad arguments.",
      "",
      "Examples:",
      "  deid synth --lang fr --count 1000 --seed 7 --out synth/fr",
      "  deid synth --lang es --count 500 --seed 7 --out synth/es --format xmi",
      "  deid synth --lang fr --count 200 --scheme deid-fr --out synth/fr \\",
      "      --exclude corpus/fr-dev/brat"
    })
public final class SynthCommand implements DeidSubcommand {

  /** Attempts at one note before giving up (a template that can only copy a dev note). */
  private static final int MAX_ATTEMPTS = 1000;

  @Mixin private LanguageOption languageOption;

  @Option(names = "--count", required = true, description = "How many notes to write.")
  private int count;

  @Option(names = "--seed", defaultValue = "1", description = "Random seed (default: 1).")
  private long seed;

  @Option(
      names = "--out",
      required = true,
      description =
          "Folder to write to: created, or empty (an earlier run's notes are never mixed in).")
  private Path output;

  @Option(
      names = "--format",
      defaultValue = "brat",
      description = "brat or xmi (default: ${DEFAULT-VALUE}).")
  private String format;

  @Option(
      names = "--scheme",
      description =
          "Label scheme of brat labels (default: eds-pseudo for fr, meddocan for es). PHI the"
              + " scheme has no label for stay in the text unlabelled.")
  private String scheme;

  @Option(
      names = "--exclude",
      arity = "1..*",
      paramLabel = "DIR",
      description =
          "Folders of notes (.txt, searched recursively) no generated note may equal (default:"
              + " corpus/*/brat under the current folder, when present).")
  private List<Path> exclude;

  @Option(
      names = "--variants",
      paramLabel = "F[,F...]",
      description =
          "Layout families of deid variants (spaced-digits, date-separators, caps, glued, wrapped,"
              + " tables, ocr, lists, boxed-names) applied, in order, to a share of the notes (brat only).")
  private String variants;

  @Option(
      names = "--variants-share",
      defaultValue = "0.5",
      description = "Share of the notes rewritten by --variants (default: ${DEFAULT-VALUE}).")
  private double variantsShare;

  @Override
  public Integer call() throws UIMAException, IOException {
    SynthLanguage lang = SynthLanguage.of(languageOption.language());
    if (count < 1) {
      throw new IllegalArgumentException("--count must be at least 1");
    }
    String schemeName = scheme == null ? lang.defaultScheme() : scheme;
    LabelScheme.load(schemeName); // fails early on an unknown scheme
    String formatName = format.toLowerCase(Locale.ROOT);
    if (!formatName.equals("brat") && !formatName.equals("xmi")) {
      throw new IllegalArgumentException("--format must be brat or xmi, not " + format);
    }
    List<FormatFamily> families = variants == null ? List.of() : FormatVariants.parse(variants);
    if (!families.isEmpty() && !formatName.equals("brat")) {
      throw new IllegalArgumentException("--variants needs --format brat");
    }
    if (variantsShare < 0 || variantsShare > 1) {
      throw new IllegalArgumentException("--variants-share must be between 0 and 1");
    }
    List<Path> excluded = exclude == null ? defaultExclusions() : exclude;
    DevSetExclusion exclusion = DevSetExclusion.of(excluded);
    System.out.printf("excluding %d texts from %d folders%n", exclusion.size(), excluded.size());

    if (Files.exists(output) && !Files.isDirectory(output)) {
      throw new IllegalArgumentException("--out " + output + " is a file, not a folder");
    }
    if (Files.isDirectory(output)) {
      try (Stream<Path> entries = Files.list(output)) {
        if (entries.findAny().isPresent()) {
          // Notes of an earlier run would mix with these ones: never overwrite or add to them.
          throw new IllegalArgumentException(output + " is not empty: choose a new --out folder");
        }
      }
    }
    Files.createDirectories(output);
    AnalysisEngine writer = AnalysisEngineFactory.createEngine(writer(formatName, schemeName));
    SyntheticNoteGenerator generator = new SyntheticNoteGenerator(lang);
    JCas jcas = JCasFactory.createJCas();
    Map<String, Integer> perClass = new TreeMap<>();
    long spans = 0;
    int redrawn = 0;
    long generation = 0;
    long start = System.nanoTime();
    for (int number = 1; number <= count; number++) {
      long before = System.nanoTime();
      SyntheticNote note = generator.generate(seed, number, 0);
      int attempt = 0;
      while (exclusion.excludes(note.text())) {
        if (++attempt >= MAX_ATTEMPTS) {
          throw new IllegalStateException(
              "note " + number + " equals an excluded note after " + MAX_ATTEMPTS + " draws");
        }
        redrawn++;
        note = generator.generate(seed, number, attempt);
      }
      generation += System.nanoTime() - before;
      jcas.reset();
      SyntheticCas.fill(jcas, note, lang.code(), BratReader.DEFAULT_GOLD_VIEW);
      writer.process(jcas);
      spans += note.spans().size();
      for (GoldSpan span : note.spans()) {
        perClass.merge(span.phiClass().toString(), 1, Integer::sum);
      }
    }
    writer.collectionProcessComplete();
    if (!families.isEmpty()) {
      try {
        FormatVariants.Summary rewritten =
            new FormatVariants(
                    families, new VariantContext(LabelScheme.load(schemeName), lang.code()), seed)
                .rewriteCorpus(output, output, variantsShare);
        System.out.printf(
            "layouts %s on a share of %.2f of the notes: %d gold PHI rewritten%n",
            variants, variantsShare, rewritten.spansRewritten());
      } catch (BratFormatException e) {
        throw new IllegalStateException(
            "the notes just written do not read back: " + e.getMessage(), e);
      }
    }
    double seconds = (System.nanoTime() - start) / 1e9;
    double generationSeconds = generation / 1e9;
    System.out.printf(
        Locale.ROOT,
        "wrote %d notes with %d gold PHI to %s (%s, %s); %d drawn again as equal to an excluded"
            + " note%n",
        count,
        spans,
        output,
        formatName,
        formatName.equals("brat") ? schemeName : "taxonomy",
        redrawn);
    System.out.printf(
        Locale.ROOT,
        "throughput: %.1f notes/s, %.0f PHI/s written (%.2f s); generation alone %.1f notes/s,"
            + " %.0f PHI/s (%.2f s)%n",
        count / seconds,
        spans / seconds,
        seconds,
        count / generationSeconds,
        spans / generationSeconds,
        generationSeconds);
    System.out.println("gold PHI per taxonomy class:");
    perClass.forEach((phiClass, n) -> System.out.printf("  %-36s %7d%n", phiClass, n));
    return 0;
  }

  private AnalysisEngineDescription writer(String formatName, String schemeName)
      throws UIMAException {
    if (formatName.equals("brat")) {
      return BratWriter.createWriterDescription(
          output.toString(), BratReader.DEFAULT_GOLD_VIEW, schemeName);
    }
    return AnalysisEngineFactory.createEngineDescription(
        XmiWriter.class,
        XmiWriter.PARAM_TARGET_LOCATION,
        output.toString(),
        XmiWriter.PARAM_STRIP_EXTENSION,
        true,
        XmiWriter.PARAM_OVERWRITE,
        true,
        XmiWriter.PARAM_TYPE_SYSTEM_FILE,
        output.resolve("TypeSystem.xml").toString());
  }

  /** The hand-written dev sets of the repository, {@code corpus/*}{@code /brat}, when present. */
  private static List<Path> defaultExclusions() throws IOException {
    Path corpus = Path.of("corpus");
    List<Path> folders = new ArrayList<>();
    if (Files.isDirectory(corpus)) {
      try (Stream<Path> children = Files.list(corpus)) {
        children
            .map(child -> child.resolve("brat"))
            .filter(Files::isDirectory)
            .sorted()
            .forEach(folders::add);
      }
    }
    return folders;
  }
}
