package org.deid.cli;

import de.tudarmstadt.ukp.dkpro.core.api.metadata.type.DocumentMetaData;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.apache.uima.UIMAException;
import org.apache.uima.analysis_engine.AnalysisEngine;
import org.apache.uima.cas.CAS;
import org.apache.uima.fit.factory.AnalysisEngineFactory;
import org.apache.uima.jcas.JCas;
import org.deid.detect.lexicon.Gazetteer;
import org.deid.eval.alarms.ProseAlarmKind;
import org.deid.io.brat.BratWriter;
import org.deid.pipeline.options.AnalysisOptions;
import org.deid.type.Phi;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code deid alarms}: what the pipeline flags in text that holds no identifier (published case
 * reports, already-anonymised records): every resolved PHI there is a false alarm, counted per
 * 10,000 words and per category, names and the other non-date, non-age categories apart.
 */
@Command(
    name = "alarms",
    mixinStandardHelpOptions = true,
    header = "Counts false alarms on clinical texts without identifiers.",
    description = {
      "Runs the de-identification pipeline on a folder of texts without identifiers and counts",
      "its false alarms per 10,000 words and per category (dates, ages and sexes apart: such",
      "texts may rightly hold some). A deterministic split by file name keeps a tune part (30%%) for",
      "looking at errors and a measure part for figures: the other files, each distinct text once",
      "and none that is a copy of a tune text. Names are split into false alarms,",
      "persons named after a title or by a group of initials (pseudonyms a de-identifier must",
      "flag) and kinship words (relatives in MEDDOCAN's scheme, kept as written by the",
      "substitution); other categories into false alarms, named facilities (or their acronyms)",
      "and gazetteer places, and the occupations of a person the sentence describes.",
    },
    footer = {
      "",
      "Exit status: 0 when measured; 2 on bad arguments.",
      "",
      "Example:",
      "  deid alarms --lang fr --in ../shared/corpora/prose/fr --part measure \\",
      "      --json fr.json"
    })
public final class AlarmsCommand implements DeidSubcommand {

  private static final Pattern WORD = Pattern.compile("\\S+");
  private static final Set<String> LEGITIMATE = Set.of("DATE", "AGE", "SEX");

  @Option(names = "--lang", required = true, description = "Language of the texts: fr or es.")
  private String language;

  @Option(names = "--in", required = true, description = "Folder of .txt texts.")
  private Path input;

  @Option(
      names = "--part",
      defaultValue = "measure",
      description =
          "tune (30%% of the files by name), measure (the other files' distinct texts, copies of"
              + " tune texts left out) or all (default: ${DEFAULT-VALUE}).")
  private String part;

  @Option(names = "--json", paramLabel = "FILE", description = "Also write the figures as JSON.")
  private Path json;

  @Option(
      names = "--show",
      defaultValue = "0",
      paramLabel = "N",
      description =
          "Print the first N alarms with their context (the texts' own words: for the tune part of"
              + " texts without identifiers, never for real notes).")
  private int show;

  @Option(
      names = "--negatives",
      paramLabel = "DIR",
      description =
          "With --part tune only: also write the tune texts as a brat corpus for CRF training, with"
              + " the false alarms removed and the rest kept as found (dates, ages, sexes, titled"
              + " persons, kinship words, named places): negative examples for 'deid train'. A"
              + " text that names a person by initials alone ('Mme A.M') is left out: its 'M' would"
              + " teach the CRF that the civility 'M.' is a name.")
  private Path negatives;

  @Option(
      names = "--scheme",
      paramLabel = "SCHEME",
      description = "Label scheme of --negatives (default: deid-fr for fr, meddocan for es).")
  private String scheme;

  @Mixin private AnalysisOptions pipeline;

  @Override
  public Integer call() throws IOException, UIMAException {
    String lang = language.toLowerCase(Locale.ROOT);
    if (!List.of("fr", "es").contains(lang)) {
      throw new IllegalArgumentException("--lang must be fr or es, not '" + language + "'");
    }
    if (!List.of("tune", "measure", "all").contains(part)) {
      throw new IllegalArgumentException("--part must be tune, measure or all, not '" + part + "'");
    }
    if (negatives != null && !part.equals("tune")) {
      throw new IllegalArgumentException(
          "--negatives needs --part tune: the measure part must stay unseen by training");
    }
    if (!Files.isDirectory(input)) {
      throw new IllegalArgumentException("--in " + input + " is not a folder");
    }
    List<Path> files;
    try (Stream<Path> listing = Files.list(input)) {
      files =
          ProseParts.select(
              listing.filter(p -> p.getFileName().toString().endsWith(".txt")).sorted().toList(),
              part);
    }
    AnalysisEngine engine =
        AnalysisEngineFactory.createEngine(pipeline.createAnalysisDescription(lang));
    Map<String, Integer> byCategory = new TreeMap<>();
    Map<String, Integer> nameSources = new TreeMap<>();
    // Where the false alarms of the other categories come from: a figure to read the measure part
    // by without reading its texts.
    Map<String, Integer> falseOtherSources = new TreeMap<>();
    Map<ProseAlarmKind, Integer> nameKinds = new EnumMap<>(ProseAlarmKind.class);
    int namedPlaces = 0;
    int professions = 0;
    Gazetteer gazetteer = Gazetteer.forLanguage(lang);
    long words = 0;
    int shown = 0;
    int leftOut = 0;
    JCas jcas = engine.newJCas();
    AnalysisEngine negativeWriter =
        negatives == null
            ? null
            : AnalysisEngineFactory.createEngine(
                BratWriter.createWriterDescription(
                    negatives.toString(),
                    CAS.NAME_DEFAULT_SOFA,
                    scheme != null ? scheme : lang.equals("fr") ? "deid-fr" : "meddocan"));
    for (Path file : files) {
      String text = Files.readString(file, StandardCharsets.UTF_8);
      Matcher word = WORD.matcher(text);
      while (word.find()) {
        words++;
      }
      jcas.reset();
      jcas.setDocumentText(text);
      jcas.setDocumentLanguage(lang);
      engine.process(jcas);
      List<Phi> falseAlarms = new ArrayList<>();
      boolean namesByInitials = false;
      for (Phi phi : jcas.select(Phi.class)) {
        boolean name = "NAME".equals(phi.getCategory());
        ProseAlarmKind kind =
            name
                ? ProseAlarmKind.ofName(text, phi.getBegin(), phi.getEnd())
                : "LOCATION".equals(phi.getCategory())
                    ? ProseAlarmKind.ofPlace(gazetteer, text, phi.getBegin(), phi.getEnd())
                    : "PROFESSION".equals(phi.getCategory())
                        ? ProseAlarmKind.ofProfession(text, phi.getBegin())
                        : ProseAlarmKind.FALSE_ALARM;
        if (kind == ProseAlarmKind.FALSE_ALARM && !LEGITIMATE.contains(phi.getCategory())) {
          falseAlarms.add(phi);
          if (!name) {
            falseOtherSources.merge(
                phi.getCategory()
                    + " from "
                    + (phi.getSources() == null
                        ? "?"
                        : String.join("+", phi.getSources().toArray())),
                1,
                Integer::sum);
          }
        }
        if (name) {
          nameKinds.merge(kind, 1, Integer::sum);
          namesByInitials |=
              kind != ProseAlarmKind.FALSE_ALARM
                  && ProseAlarmKind.isInitialsOnly(phi.getCoveredText());
        } else if (kind == ProseAlarmKind.NAMED_PLACE) {
          namedPlaces++;
        } else if (kind == ProseAlarmKind.PERSON_PROFESSION) {
          professions++;
        }
        if (shown < show && !LEGITIMATE.contains(phi.getCategory())) {
          shown++;
          System.out.printf(
              "%s %s [%s] in ...%s...%n",
              kind != ProseAlarmKind.FALSE_ALARM
                  ? phi.getCategory() + "(" + kind.name().toLowerCase(Locale.ROOT) + ")"
                  : phi.getCategory(),
              phi.getSources() == null ? "" : String.join("+", phi.getSources().toArray()),
              phi.getCoveredText(),
              text.substring(
                      Math.max(0, phi.getBegin() - 30), Math.min(text.length(), phi.getEnd() + 30))
                  .replace('\n', ' '));
        }
        byCategory.merge(phi.getCategory(), 1, Integer::sum);
        if ("NAME".equals(phi.getCategory()) && phi.getSources() != null) {
          nameSources.merge(String.join("+", phi.getSources().toArray()), 1, Integer::sum);
        }
      }
      if (negativeWriter != null && namesByInitials) {
        leftOut++;
      } else if (negativeWriter != null) {
        falseAlarms.forEach(Phi::removeFromIndexes);
        DocumentMetaData.create(jcas).setDocumentId(file.getFileName().toString());
        negativeWriter.process(jcas);
      }
    }
    engine.destroy();
    if (negativeWriter != null) {
      negativeWriter.collectionProcessComplete();
      negativeWriter.destroy();
      System.out.printf(
          Locale.ROOT,
          "negatives: %d texts written, %d left out (a person named by initials alone)%n",
          files.size() - leftOut,
          leftOut);
    }
    double per = words == 0 ? 0 : 10_000.0 / words;
    int names = byCategory.getOrDefault("NAME", 0);
    int others =
        byCategory.entrySet().stream()
            .filter(e -> !e.getKey().equals("NAME") && !LEGITIMATE.contains(e.getKey()))
            .mapToInt(Map.Entry::getValue)
            .sum();
    System.out.printf(Locale.ROOT, "%s part: %d texts, %d words%n", part, files.size(), words);
    byCategory.forEach(
        (category, count) ->
            System.out.printf(
                Locale.ROOT,
                "  %-10s %6d  %6.2f per 10,000 words%n",
                category,
                count,
                count * per));
    System.out.printf(
        Locale.ROOT,
        "names %.2f, other non-date non-age categories %.2f per 10,000 words%n",
        names * per,
        others * per);
    int falseNames = nameKinds.getOrDefault(ProseAlarmKind.FALSE_ALARM, 0);
    int titled = nameKinds.getOrDefault(ProseAlarmKind.TITLED_PERSON, 0);
    int kinship = nameKinds.getOrDefault(ProseAlarmKind.KINSHIP_WORD, 0);
    int initials = nameKinds.getOrDefault(ProseAlarmKind.INITIALS, 0);
    System.out.printf(
        Locale.ROOT,
        "names: %.2f false alarms, %.2f persons named after a title (pseudonyms, initials),"
            + " %.2f groups of initials (pseudonyms such as \"N.K\"), %.2f kinship words"
            + " (scheme relatives, kept as written) per 10,000 words%n",
        falseNames * per,
        titled * per,
        initials * per,
        kinship * per);
    System.out.printf(
        Locale.ROOT,
        "others: %.2f false alarms, %.2f named facilities and gazetteer places, %.2f occupations of"
            + " a person the sentence describes per 10,000 words%n",
        (others - namedPlaces - professions) * per,
        namedPlaces * per,
        professions * per);
    nameSources.forEach(
        (sources, count) ->
            System.out.printf(Locale.ROOT, "  names from %s: %d%n", sources, count));
    falseOtherSources.forEach(
        (sources, count) -> System.out.printf(Locale.ROOT, "  false %s: %d%n", sources, count));
    if (json != null) {
      StringBuilder out = new StringBuilder();
      out.append(String.format(Locale.ROOT, "{\"texts\": %d, \"words\": %d", files.size(), words));
      out.append(String.format(Locale.ROOT, ", \"names_per_10k\": %.4f", names * per));
      out.append(String.format(Locale.ROOT, ", \"others_per_10k\": %.4f", others * per));
      out.append(String.format(Locale.ROOT, ", \"names_false_per_10k\": %.4f", falseNames * per));
      out.append(String.format(Locale.ROOT, ", \"names_titled_per_10k\": %.4f", titled * per));
      out.append(String.format(Locale.ROOT, ", \"names_kinship_per_10k\": %.4f", kinship * per));
      out.append(String.format(Locale.ROOT, ", \"names_initials_per_10k\": %.4f", initials * per));
      out.append(
          String.format(
              Locale.ROOT,
              ", \"others_false_per_10k\": %.4f",
              (others - namedPlaces - professions) * per));
      out.append(
          String.format(Locale.ROOT, ", \"others_named_places_per_10k\": %.4f", namedPlaces * per));
      out.append(
          String.format(Locale.ROOT, ", \"others_professions_per_10k\": %.4f", professions * per));
      out.append(", \"per_10k\": {");
      String separator = "";
      for (Map.Entry<String, Integer> entry : byCategory.entrySet()) {
        out.append(
            String.format(
                Locale.ROOT, "%s\"%s\": %.4f", separator, entry.getKey(), entry.getValue() * per));
        separator = ", ";
      }
      out.append("}}\n");
      Files.writeString(json, out.toString(), StandardCharsets.UTF_8);
    }
    return 0;
  }
}
