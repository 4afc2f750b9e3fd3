package org.deid.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.deid.io.OwnerOnlyFiles;
import org.deid.io.folder.OutputFolder;
import org.deid.pipeline.options.SubstitutionOptions;
import org.deid.pipeline.run.DocumentOutcome;
import org.deid.pipeline.run.ParallelRunner;
import org.deid.pipeline.run.PrivacyBudgetLedger;

/** The end of a run: the summary lines and {@code set-aside.tsv}; counts and ids, never text. */
final class RunReport {

  /** The set-aside list's name in the output folder. */
  static final String SET_ASIDE_FILE = OutputFolder.SET_ASIDE_FILE;

  private RunReport() {}

  /**
   * Prints in/out/set aside, PHI per category, time, docs/s and MB/s, and in an LDP run the ε spent
   * per patient.
   */
  static void print(
      PrintStream err,
      ParallelRunner.Result result,
      double seconds,
      int threads,
      SubstitutionOptions substitution) {
    long seed = substitution.seed();
    err.printf(
        "deid run: %d documents in, %d written, %d set aside%s (%d threads, surrogate seed %d)%n",
        result.documentsIn(),
        result.written(),
        result.setAside().size(),
        (result.fromEarlierRuns() > 0
                ? ", " + result.fromEarlierRuns() + " of them finished by an earlier run"
                : "")
            + (result.changed() > 0
                ? ", " + result.changed() + " changed since an earlier run and processed again"
                : ""),
        threads,
        seed);
    int processed = result.documentsIn() - result.fromEarlierRuns();
    err.printf(
        "deid run: %s, %.1f docs/s, %.2f MB/s (%d documents, %.1f M chars analysed)%n",
        duration(seconds),
        processed / Math.max(seconds, 1e-9),
        result.charsProcessed() / 1e6 / Math.max(seconds, 1e-9),
        processed,
        result.charsProcessed() / 1e6);
    if (!result.phiPerCategory().isEmpty()) {
      StringBuilder phi = new StringBuilder("deid run: PHI found:");
      for (Map.Entry<String, Long> category : new TreeMap<>(result.phiPerCategory()).entrySet()) {
        phi.append(' ').append(category.getKey()).append('=').append(category.getValue());
      }
      err.println(phi);
    }
    substitution
        .ldpDateBudget()
        .ifPresent(
            budget ->
                err.println(dateBudgetLine(result.dateBudget(), budget, substitution.scope())));
  }

  /**
   * The LDP line: the ε spent per patient over the run's notes (summed over each patient's notes),
   * with the budget of one note; counts and figures, never who a patient is.
   */
  static String dateBudgetLine(PrivacyBudgetLedger.Spent spent, double perNote, String scope) {
    String whoIsAPatient =
        scope.equals("patient")
            ? spent.notesAlone()
                + (spent.notesAlone() == 1 ? " note" : " notes")
                + " without a patient identity, each counted alone"
            : "scope " + scope + ": each note counted as its own patient";
    return String.format(
        Locale.ROOT,
        "deid run: LDP dates: ε spent per patient: %d patients, median %.2f, max %.2f (budget per"
            + " note %.2f; %d notes, %s)",
        spent.patients(),
        spent.median(),
        spent.max(),
        perNote,
        spent.notes(),
        whoIsAPatient);
  }

  /**
   * Writes every set-aside document of the run (and of the runs it resumed) to {@code
   * OUT/set-aside.tsv}, owner-readable only, or removes a stale list when none was set aside.
   */
  static Path writeSetAside(Path output, List<DocumentOutcome> setAside, boolean names)
      throws IOException {
    Path report = output.resolve(SET_ASIDE_FILE);
    if (setAside.isEmpty()) {
      Files.deleteIfExists(report);
      return null;
    }
    Files.deleteIfExists(report);
    Files.createFile(report);
    OwnerOnlyFiles.restrict(report);
    try (PrintWriter writer =
        new PrintWriter(Files.newBufferedWriter(report, StandardCharsets.UTF_8))) {
      writer.println(names ? "document\tname\treason" : "document\treason");
      for (DocumentOutcome document : setAside) {
        writer.println(
            document.id() + (names ? "\t" + document.name() : "") + "\t" + document.reason());
      }
    }
    return report;
  }

  /** A duration as 1h02m, 3m05s or 4.2s. */
  static String duration(double seconds) {
    long whole = Math.round(seconds);
    if (whole >= 3600) {
      return String.format("%dh%02dm", whole / 3600, whole % 3600 / 60);
    }
    if (whole >= 60) {
      return String.format("%dm%02ds", whole / 60, whole % 60);
    }
    return String.format("%.1fs", seconds);
  }
}
