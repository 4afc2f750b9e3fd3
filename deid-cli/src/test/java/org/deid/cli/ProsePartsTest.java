package org.deid.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ProsePartsTest {

  private static final String CASE_A =
      "Patient de 54 ans, hospitalisé pour une douleur thoracique. L'ECG montre un sus-décalage.";
  private static final String CASE_B =
      "Patiente de 31 ans, suivie pour un lupus systémique, traitée par hydroxychloroquine.";
  private static final String CASE_C =
      "Enfant de 7 ans admis pour une fièvre prolongée; la sérologie de Lyme est négative.";

  @TempDir Path dir;

  private static List<String> names(boolean tune, int count) {
    return IntStream.range(0, 200)
        .mapToObj(i -> "EN" + (100000 + i) + ".txt")
        .filter(name -> ProseParts.inTunePart(name) == tune)
        .limit(count)
        .toList();
  }

  private Path write(String name, String text) throws IOException {
    return Files.writeString(dir.resolve(name), text);
  }

  @Test
  void theMeasurePartLeavesOutCopiesOfTuneTextsAndCountsEachTextOnce() throws IOException {
    List<String> tune = names(true, 1);
    List<String> measure = names(false, 4);
    Path tuneA = write(tune.get(0), CASE_A);
    // The same case report published again under another id, re-wrapped: a copy of a tune text.
    Path copyOfA = write(measure.get(0), CASE_A.replace(" L'ECG", "\nL'ECG") + "\n");
    Path b = write(measure.get(1), CASE_B);
    Path copyOfB = write(measure.get(2), CASE_B);
    Path c = write(measure.get(3), CASE_C);
    List<Path> files = List.of(tuneA, copyOfA, b, copyOfB, c);

    assertThat(ProseParts.select(files, "tune")).containsExactly(tuneA);
    assertThat(ProseParts.select(files, "measure")).containsExactly(b, c);
    assertThat(ProseParts.select(files, "all")).containsExactly(tuneA, copyOfA, b, copyOfB, c);
  }

  @Test
  void theTunePartIsAboutThirtyPercentOfTheNames() {
    long tune = IntStream.range(0, 10_000).filter(i -> ProseParts.inTunePart(i + ".txt")).count();
    assertThat(tune).isBetween(2_800L, 3_200L);
  }

  @Test
  void anUnknownPartIsRefusedByName() {
    assertThatThrownBy(() -> ProseParts.select(List.of(), "train"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("'train'");
  }
}
