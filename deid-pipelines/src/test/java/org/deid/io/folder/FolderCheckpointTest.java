package org.deid.io.folder;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import org.deid.pipeline.run.DocumentOutcome;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FolderCheckpointTest {

  @TempDir Path out;

  @Test
  void aCheckpointThatRecordsNothingGivesWayToOtherArgumentsAndOneThatRecordsDoesNot()
      throws Exception {
    FolderCheckpoint.open(out, "failed-at-start").close();
    try (FolderCheckpoint corrected = FolderCheckpoint.open(out, "corrected")) {
      assertThat(corrected.size()).isZero();
      corrected.record(new DocumentOutcome("k1", "000001-k1", "", ""));
    }
    assertThatThrownBy(() -> FolderCheckpoint.open(out, "other"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("other arguments");
    try (FolderCheckpoint resumed = FolderCheckpoint.open(out, "corrected")) {
      assertThat(resumed.size()).isEqualTo(1);
    }
  }
}
