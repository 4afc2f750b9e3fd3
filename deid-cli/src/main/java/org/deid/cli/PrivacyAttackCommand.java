package org.deid.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.deid.eval.corpus.BratFolder;
import org.deid.eval.corpus.GoldDocument;
import org.deid.eval.corpus.LabelLevel;
import org.deid.eval.corpus.SpanLabels;
import org.deid.eval.privacy.GoldSubstitution;
import org.deid.eval.privacy.LinkageAttack;
import org.deid.pipeline.options.LanguageOption;
import org.deid.substitute.SubstitutionAnnotator;
import org.deid.substitute.SubstitutionPolicy;
import org.deid.substitute.surrogate.DateReader;
import org.deid.substitute.surrogate.GeoPlaces;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code deid privacy-attack}: the linkage attack on rewritten dates, after Tchouka et al. */
@Command(
    name = "privacy-attack",
    mixinStandardHelpOptions = true,
    header = "Runs a linkage attack on rewritten date intervals.",
    description = {
      "Runs the linkage attack of Tchouka et al. 2022 on a gold corpus: the gold PHI are",
      "substituted (no detection), and an attacker who holds each patient's original sequence",
      "of intervals between dates matches every rewritten note to the nearest original sequence.",
      "Prints the share re-identified and the median absolute interval error before",
      "substitution, after a uniform shift, and after LDP at each ε (the note's budget, 3/4 of",
      "it spent on dates). Only notes with 3 or more distinct readable dates take part.",
    },
    footer = {
      "",
      "Exit status: 0 when done; 2 on bad arguments or input.",
      "",
      "Example (2,000+ synthetic notes with their gold dates):",
      "  deid synth --lang fr --count 3000 --seed 11 --out /tmp/attack-fr",
      "  deid privacy-attack --gold /tmp/attack-fr --scheme eds-pseudo --lang fr"
    })
public final class PrivacyAttackCommand implements DeidSubcommand {

  @Option(names = "--gold", required = true, paramLabel = "DIR", description = "brat gold.")
  private Path gold;

  @Option(names = "--scheme", required = true, description = "Label scheme of the gold.")
  private String scheme;

  @Mixin private LanguageOption languageOption;

  @Option(
      names = "--epsilons",
      split = ",",
      defaultValue = "0.5,1,2,5",
      description = "Budgets ε of the LDP runs (default: ${DEFAULT-VALUE}).")
  private List<Double> epsilons;

  @Option(
      names = "--seed",
      defaultValue = "1",
      description = "Seed of the substitution (default: ${DEFAULT-VALUE}).")
  private int seed;

  @Override
  public Integer call() throws Exception {
    String lang = languageOption.language();
    if (!Files.isDirectory(gold)) {
      throw new IllegalArgumentException("--gold " + gold + " is not a folder");
    }
    SpanLabels labels = SpanLabels.load(scheme, LabelLevel.CATEGORY);
    List<GoldDocument> documents = BratFolder.read(gold, labels);

    Map<String, List<List<LocalDate>>> runs = new LinkedHashMap<>();
    GoldSubstitution.Result shifted = run(documents, lang, labels, "surrogate", 1f);
    runs.put("original", datesOf(lang, shifted, true));
    runs.put("uniform shift", datesOf(lang, shifted, false));
    for (double epsilon : epsilons) {
      runs.put(
          "LDP ε=" + epsilon,
          datesOf(lang, run(documents, lang, labels, "ldp", (float) epsilon), false));
    }
    List<List<LocalDate>> originals = runs.get("original");
    List<Integer> kept = new ArrayList<>();
    for (int i = 0; i < originals.size(); i++) {
      if (LinkageAttack.intervals(originals.get(i)).length >= 2) {
        kept.add(i);
      }
    }
    List<long[]> truth = intervals(originals, kept);
    System.out.printf(
        Locale.ROOT,
        "%d notes, %d with 3 or more distinct readable dates%n%-16s %14s %22s%n",
        documents.size(),
        kept.size(),
        "dates",
        "re-identified",
        "median |interval error|");
    for (Map.Entry<String, List<List<LocalDate>>> entry : runs.entrySet()) {
      List<long[]> rewritten = intervals(entry.getValue(), kept);
      System.out.printf(
          Locale.ROOT,
          "%-16s %13.1f%% %19.1f days%n",
          entry.getKey(),
          100 * LinkageAttack.reidentified(truth, rewritten),
          LinkageAttack.medianAbsoluteIntervalError(truth, rewritten));
    }
    printDisplacement(lang, shifted);
    return 0;
  }

  /** Utility of the place surrogates: how far the gazetteer's cities moved (ε = 1 per note). */
  private static void printDisplacement(String lang, GoldSubstitution.Result result) {
    GeoPlaces places = GeoPlaces.forLanguage(lang);
    List<Double> distances = new ArrayList<>();
    for (List<GoldSubstitution.Replaced> document : result.replacedByDocument()) {
      for (GoldSubstitution.Replaced replaced : document) {
        if (!replaced.category().equals("LOCATION")) {
          continue;
        }
        Optional<GeoPlaces.Place> before = places.find(replaced.original());
        Optional<GeoPlaces.Place> after = places.find(replaced.surrogate());
        if (before.isPresent() && after.isPresent()) {
          distances.add(GeoPlaces.distanceKm(before.get(), after.get()));
        }
      }
    }
    distances.sort(Double::compare);
    if (!distances.isEmpty()) {
      System.out.printf(
          Locale.ROOT,
          "places: %d known cities moved, median %.1f km, 90th percentile %.1f km%n",
          distances.size(),
          distances.get(distances.size() / 2),
          distances.get((int) (distances.size() * 0.9)));
    }
  }

  private GoldSubstitution.Result run(
      List<GoldDocument> documents, String lang, SpanLabels labels, String dateStrategy, float eps)
      throws Exception {
    List<String> settings = new ArrayList<>(SubstitutionAnnotator.DEFAULT_POLICY);
    settings.add(0, "DATE=" + dateStrategy);
    String[] policy = settings.toArray(String[]::new);
    return GoldSubstitution.run(
        documents,
        lang,
        SubstitutionAnnotator.createDescription(
            SubstitutionAnnotator.PARAM_POLICY,
            policy,
            SubstitutionAnnotator.PARAM_EPSILON,
            eps,
            SubstitutionAnnotator.PARAM_SEED,
            seed),
        SubstitutionPolicy.of(SubstitutionAnnotator.DEFAULT_STRATEGY, settings),
        labels);
  }

  private static List<List<LocalDate>> datesOf(
      String lang, GoldSubstitution.Result result, boolean original) {
    List<List<LocalDate>> dates = new ArrayList<>();
    for (List<GoldSubstitution.Replaced> document : result.replacedByDocument()) {
      List<LocalDate> documentDates = new ArrayList<>();
      for (GoldSubstitution.Replaced replaced : document) {
        if (!replaced.category().equals("DATE")) {
          continue;
        }
        Optional<LocalDate> before = DateReader.read(lang, replaced.original());
        Optional<LocalDate> after = DateReader.read(lang, replaced.surrogate());
        if (before.isPresent() && after.isPresent()) {
          documentDates.add(original ? before.get() : after.get());
        }
      }
      dates.add(documentDates);
    }
    return dates;
  }

  private static List<long[]> intervals(List<List<LocalDate>> dates, List<Integer> kept) {
    List<long[]> intervals = new ArrayList<>();
    for (int i : kept) {
      intervals.add(LinkageAttack.intervals(dates.get(i)));
    }
    return intervals;
  }
}
