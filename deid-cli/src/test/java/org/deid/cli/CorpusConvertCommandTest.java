package org.deid.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CorpusConvertCommandTest {

  @TempDir Path dir;

  private Path source() throws IOException {
    Path source = Files.createDirectories(dir.resolve("source/dev"));
    Files.writeString(
        source.resolve("urg-001.txt"),
        "M. [NGUYEN](NOM_PATIENT) \uD83D\uDE00 [Van](PRENOM_PATIENT), [45 ans](AGE)\n"
            + "Tél : [06.12.34.56.78](TEL)\n",
        StandardCharsets.UTF_8);
    Files.writeString(source.resolve("vide.txt"), "RAS\n", StandardCharsets.UTF_8);
    return dir.resolve("source");
  }

  @Test
  void commandConvertsThenChecks() throws Exception {
    Path out = dir.resolve("brat");
    String[] convert = {
      "corpus-convert",
      "--scheme",
      "deid-fr",
      "--markup",
      source().toString(),
      "--out",
      out.toString()
    };
    assertThat(DeidCommand.commandLine().execute(convert)).isZero();
    String[] check = {
      "corpus-convert",
      "--check",
      "--scheme",
      "deid-fr",
      "--markup",
      source().toString(),
      "--out",
      out.toString()
    };
    assertThat(DeidCommand.commandLine().execute(check)).isZero();
    Files.writeString(out.resolve("dev/vide.txt"), "RAS !\n");
    assertThat(DeidCommand.commandLine().execute(check)).isEqualTo(1);
    Files.writeString(source().resolve("dev/vide.txt"), "[RAS(AGE)\n");
    assertThat(DeidCommand.commandLine().execute(convert)).isEqualTo(2);
  }
}
