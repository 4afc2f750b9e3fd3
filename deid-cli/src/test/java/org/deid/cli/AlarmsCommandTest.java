package org.deid.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine.ExitCode;

class AlarmsCommandTest {

  private static final String PROSE =
      "Patiente âgée de 45 ans, opérée le 12 mars 2019, traitée ensuite par chimiothérapie à base"
          + " de capécitabine (Xeloda) à la dose de 825 mg/m² les jours 1 à 14. L'immunohistochimie"
          + " montre un marquage par les anticorps anti-HMB45, anti-Mélan A et anti-desmine.\n";

  @TempDir Path dir;

  /** Runs {@code deid alarms --lang fr --in IN --part PART --negatives NEGATIVES} and more. */
  private static int alarms(Path in, String part, Path negatives, String... more) {
    List<String> args =
        new java.util.ArrayList<>(
            List.of(
                "alarms",
                "--lang",
                "fr",
                "--in",
                in.toString(),
                "--part",
                part,
                "--negatives",
                negatives.toString()));
    args.addAll(List.of(more));
    return DeidCommand.commandLine().execute(args.toArray(String[]::new));
  }

  /** The first file name {@code note-N.txt} on the given side of the tune/measure split. */
  private static String nameInPart(boolean tune) {
    return IntStream.range(0, 100)
        .mapToObj(i -> "note-" + i + ".txt")
        .filter(name -> ProseParts.inTunePart(name) == tune)
        .findFirst()
        .orElseThrow();
  }

  private Path proseFolder() throws IOException {
    Path in = Files.createDirectories(dir.resolve("prose"));
    Files.writeString(in.resolve(nameInPart(true)), PROSE);
    Files.writeString(in.resolve(nameInPart(false)), PROSE);
    return in;
  }

  @Test
  void negativesAreRefusedForTheMeasurePart() throws IOException {
    Path in = proseFolder();
    Path negatives = dir.resolve("negatives");
    int status = alarms(in, "measure", negatives);
    assertThat(status).isEqualTo(ExitCode.USAGE);
    assertThat(negatives).doesNotExist();
  }

  @Test
  void negativesHoldTheTuneTextsWithTheirLegitimateFindingsOnly() throws IOException {
    Path in = proseFolder();
    Path negatives = dir.resolve("negatives");
    Path json = dir.resolve("alarms.json");
    int status = alarms(in, "tune", negatives, "--json", json.toString());
    assertThat(status).isZero();
    String tune = nameInPart(true).replace(".txt", "");
    try (var files = Files.list(negatives)) {
      assertThat(files.map(p -> p.getFileName().toString()).sorted().toList())
          .containsExactly(tune + ".ann", tune + ".txt");
    }
    assertThat(Files.readString(negatives.resolve(tune + ".txt"))).isEqualTo(PROSE);
    List<String> spans =
        Files.readAllLines(negatives.resolve(tune + ".ann")).stream()
            .map(line -> line.split("\t"))
            .map(fields -> fields[1].split(" ")[0] + "=" + fields[2])
            .toList();
    assertThat(spans).contains("AGE=45 ans", "DATE=12 mars 2019");
    assertThat(spans).noneMatch(span -> span.contains("Xeloda") || span.contains("Mélan"));
    assertThat(Files.readString(json)).contains("\"others_false_per_10k\"", "\"texts\": 1");
  }

  @Test
  void aTextThatNamesAPersonByInitialsAloneIsLeftOutOfTheNegatives() throws IOException {
    Path in = Files.createDirectories(dir.resolve("prose"));
    List<String> tune =
        IntStream.range(0, 100)
            .mapToObj(i -> "note-" + i + ".txt")
            .filter(ProseParts::inTunePart)
            .limit(2)
            .toList();
    Files.writeString(in.resolve(tune.get(0)), PROSE);
    Files.writeString(
        in.resolve(tune.get(1)),
        "Observation 1. Mme A.M, âgée de 63 ans, est admise pour une dyspnée d'effort. M. K.N,"
            + " son voisin de chambre, ne présente aucun antécédent.\n");
    Path negatives = dir.resolve("negatives");
    int status = alarms(in, "tune", negatives);
    assertThat(status).isZero();
    String kept = tune.get(0).replace(".txt", "");
    try (var files = Files.list(negatives)) {
      assertThat(files.map(p -> p.getFileName().toString()).sorted().toList())
          .containsExactly(kept + ".ann", kept + ".txt");
    }
  }
}
