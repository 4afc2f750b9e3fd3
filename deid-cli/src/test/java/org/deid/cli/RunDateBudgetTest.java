package org.deid.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** An LDP run sums the ε of each patient's notes and says so at its end. */
class RunDateBudgetTest {

  @TempDir Path dir;

  /** Three notes of one patient (its IPP written two ways), one of another, one of nobody. */
  private Path notes() throws IOException {
    Path in = Files.createDirectories(dir.resolve("in"));
    write(
        in,
        "dupont-1.txt",
        "Compte rendu de consultation\nPatient : Jean DUPONT. IPP 80123456.\n"
            + "Vu le 02/03/2024 pour suivi d'une HTA. Prochain rendez-vous le 15/04/2024.\n");
    write(
        in,
        "dupont-2.txt",
        "Compte rendu d'hospitalisation\nPatient : Jean DUPONT. IPP : 80123456.\n"
            + "Entré le 10/05/2024, sorti le 14/05/2024. Contrôle le 01/06/2024.\n");
    write(
        in,
        "dupont-3.txt",
        "Consultation de contrôle\nIPP 80123456.\n"
            + "Patient vu le 03/09/2024, tension équilibrée. Revoir le 03/12/2024.\n");
    write(
        in,
        "leroy.txt",
        "Consultation de cardiologie\nPatiente : Marie LEROY.\n"
            + "N° de sécurité sociale : 2 60 07 75 112 345 67.\n"
            + "Vue le 05/02/2024, revue le 20/03/2024.\n");
    write(
        in,
        "anonyme.txt",
        "Patiente vue le 05/02/2024 pour douleurs thoraciques, revue le 20/03/2024.\n");
    return in;
  }

  private static void write(Path folder, String name, String text) throws IOException {
    Files.writeString(folder.resolve(name), text, StandardCharsets.UTF_8);
  }

  /** Runs deid, its standard error (summary and logs) captured. */
  private static String deid(List<String> args) {
    ByteArrayOutputStream captured = new ByteArrayOutputStream();
    PrintStream err = System.err;
    try {
      System.setErr(new PrintStream(captured, true, StandardCharsets.UTF_8));
      assertThat(DeidCommand.commandLine().execute(args.toArray(String[]::new))).isZero();
    } finally {
      System.setErr(err);
    }
    return captured.toString(StandardCharsets.UTF_8);
  }

  private List<String> run(String out, String... more) throws IOException {
    Path key = dir.resolve("secret.key");
    Files.writeString(key, "a secret key of the patient scope, 4821", StandardCharsets.UTF_8);
    List<String> args =
        new ArrayList<>(
            List.of(
                "run",
                "--lang",
                "fr",
                "--in",
                notes().toString(),
                "--out",
                dir.resolve(out).toString(),
                "--scope",
                "patient",
                "--key-file",
                key.toString()));
    args.addAll(List.of(more));
    return args;
  }

  @Test
  void anLdpRunSumsEpsilonPerPatientAndWarnsOfTheNoteWithoutOne() throws IOException {
    Path policy = dir.resolve("ldp.policy");
    Files.writeString(policy, "DATE=ldp\n", StandardCharsets.UTF_8);
    String log = deid(run("out", "--policy", policy.toString()));
    // Dupont: 3 notes of 0.75 = 2.25; Leroy: 0.75; the anonymous note alone: 0.75.
    assertThat(log)
        .contains(
            "deid run: LDP dates: ε spent per patient: 3 patients, median 0.75, max 2.25"
                + " (budget per note 0.75; 5 notes, 1 note without a patient identity, each"
                + " counted alone)")
        .containsPattern(
            "Document \\d{6}-[0-9a-f]{8} names no patient identifier, nor the patient's name"
                + " with a birth date")
        .doesNotContain("anonyme")
        .doesNotContain("douleurs")
        .doesNotContain("80123456")
        .doesNotContain("DUPONT");
  }

  @Test
  void aRunThatShiftsDatesUniformlySaysNothingOfEpsilon() throws IOException {
    assertThat(deid(run("shift"))).contains("5 written").doesNotContain("LDP dates");
  }
}
