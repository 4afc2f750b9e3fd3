package org.deid.data;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class DataFileTest {

  @Test
  void commentsAndBlankLinesAreSkippedAndLinesKeepTheirPlace() throws Exception {
    String content = "# header\nNOM\tNAME\n\n   \n\tleading tab kept\n# end\n";
    var lines =
        DataFile.read(new ByteArrayInputStream(content.getBytes(StandardCharsets.UTF_8)), "x.tsv");
    assertThat(lines)
        .containsExactly(
            new DataFile.Line("NOM\tNAME", "x.tsv:2"),
            new DataFile.Line("\tleading tab kept", "x.tsv:5"));
  }

  @Test
  void aMissingResourceIsNamed() {
    assertThatThrownBy(() -> DataFile.readResource("org/deid/none.tsv"))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("org/deid/none.tsv");
  }
}
