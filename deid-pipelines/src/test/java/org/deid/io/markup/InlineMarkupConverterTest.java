package org.deid.io.markup;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.deid.scheme.LabelScheme;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class InlineMarkupConverterTest {

  private static final LabelScheme SCHEME = LabelScheme.load("deid-fr");

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
  void writesTextAndAnnotationsWithCodePointOffsetsInTextOrder() throws Exception {
    Path out = dir.resolve("brat");
    InlineMarkupConverter.Summary summary = InlineMarkupConverter.convert(source(), out, SCHEME);

    assertThat(summary.documents()).isEqualTo(2);
    assertThat(summary.spans()).isEqualTo(4);
    assertThat(summary.labels())
        .containsOnly(
            java.util.Map.entry("NOM_PATIENT", 1),
            java.util.Map.entry("PRENOM_PATIENT", 1),
            java.util.Map.entry("AGE", 1),
            java.util.Map.entry("TEL", 1));
    assertThat(Files.readString(out.resolve("dev/urg-001.txt")))
        .isEqualTo("M. NGUYEN \uD83D\uDE00 Van, 45 ans\nTél : 06.12.34.56.78\n");
    // The emoji is two UTF-16 units but one code point: brat offsets after it are one less.
    assertThat(Files.readString(out.resolve("dev/urg-001.ann")))
        .isEqualTo(
            "T1\tNOM_PATIENT 3 9\tNGUYEN\n"
                + "T2\tPRENOM_PATIENT 12 15\tVan\n"
                + "T3\tAGE 17 23\t45 ans\n"
                + "T4\tTEL 30 44\t06.12.34.56.78\n");
    assertThat(Files.readString(out.resolve("dev/vide.ann"))).isEmpty();
    assertThat(InlineMarkupConverter.verify(source(), out, SCHEME)).isEmpty();
  }

  @Test
  void verifyReportsDriftMissingAndOrphanFiles() throws Exception {
    Path out = dir.resolve("brat");
    InlineMarkupConverter.convert(source(), out, SCHEME);
    Files.writeString(out.resolve("dev/urg-001.ann"), "T1\tNOM_PATIENT 3 9\tNGUYEN\n");
    Files.delete(out.resolve("dev/vide.txt"));
    Files.writeString(out.resolve("dev/orphan.txt"), "x");
    Files.writeString(out.resolve("dev/orphan.ann"), "T1\tVILLE 0 1\tx\nT2\tZIP 0 1\tx\n");

    assertThat(InlineMarkupConverter.verify(source(), out, SCHEME))
        .containsExactly(
            "dev/urg-001.ann: differs from the conversion of its note (first on line 2)",
            "dev/vide.txt: missing (run deid corpus-convert)",
            "dev/orphan.ann: no note in " + source() + " gives it",
            "dev/orphan.txt: no note in " + source() + " gives it",
            "dev/orphan.ann: T1 and T2 overlap",
            "dev/vide.ann: no .txt beside it");
  }

  @Test
  void aLabelOutsideTheSchemeNamesTheFileAndLineAndWritesNothing() throws Exception {
    Path source = source();
    Files.writeString(source.resolve("dev/zz.txt"), "a\nvu [Paul](NOM)\n");
    Path out = dir.resolve("brat");

    assertThatThrownBy(() -> InlineMarkupConverter.convert(source, out, SCHEME))
        .isInstanceOf(MarkupFormatException.class)
        .hasMessage("dev/zz.txt:2:1: label NOM is not in scheme deid-fr");
    assertThat(out).doesNotExist();
  }
}
