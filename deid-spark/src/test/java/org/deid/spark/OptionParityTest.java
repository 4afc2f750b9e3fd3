package org.deid.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.deid.cli.RunCommand;
import org.deid.pipeline.options.DeidentificationOptions;
import org.deid.pipeline.options.SubstitutionOptions.KeyHolder;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code deid run} and the Spark job parse the same aggregate options into the same aggregate: the
 * descriptors they build from the same arguments are equal to the byte.
 */
class OptionParityTest {

  @TempDir Path dir;

  @Test
  void theSameArgumentsGiveTheSameAggregateDescriptorInTheCliAndOnSpark() throws Exception {
    Path key = Files.writeString(dir.resolve("key.bin"), "a secret key of the test corpus, 32+");
    Path policy = Files.writeString(dir.resolve("policy.txt"), "*=tag\nDATE=shift\nID=mask\n");
    List<List<String>> cases =
        List.of(
            List.of(),
            List.of(
                "--annotators",
                "regex,lexicon",
                "--consensus",
                "weighted-vote",
                "--consensus-weights",
                "regex=1,lexicon=0.5",
                "--consensus-threshold",
                "0.4",
                "--consensus-min-voters",
                "2",
                "--strategy",
                "mask",
                "--seed",
                "7"),
            List.of(
                "--consensus-quorum",
                "1",
                "--consensus-strong-claim",
                "0.9",
                "--consensus-lone-names",
                "false",
                "--consensus-refute-non-phi",
                "false",
                "--consensus-alignment",
                "span",
                "--crf-outside-threshold",
                "0.7",
                "--crf-unknown-word-threshold",
                "0.9",
                "--policy",
                policy.toString(),
                "--scope",
                "corpus",
                "--key-file",
                key.toString()));
    List<String> descriptors = new ArrayList<>();
    for (List<String> options : cases) {
      String cli =
          DeidSparkJob.toXml(cliOptions(options).createDescription("fr", KeyHolder.THIS_PROCESS));
      String onSpark = sparkJob(options).aggregateXml("fr");
      assertThat(onSpark).as("%s", options).isEqualTo(cli);
      descriptors.add(cli);
    }
    // The options reach the aggregate: each case's descriptor is its own.
    assertThat(descriptors).doesNotHaveDuplicates();
    assertThat(descriptors.get(2))
        .contains("<string>corpus</string>")
        .contains("<string>DATE=shift</string>")
        .contains("<float>0.9</float>");
  }

  @Test
  void aShortKeyFileIsRefusedByBothBeforeAnyNoteIsRead() throws Exception {
    Path shortKey = Files.writeString(dir.resolve("short.key"), "too short");
    List<String> options = List.of("--scope", "corpus", "--key-file", shortKey.toString());
    assertThatThrownBy(() -> cliOptions(options).createDescription("es", KeyHolder.THIS_PROCESS))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("--key-file " + shortKey + ": ");
    assertThatThrownBy(() -> sparkJob(options).aggregateXml("es"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("--key-file " + shortKey + ": ");
  }

  @Test
  void onlyTheSparkJobTakesAKeyFileTheDriverCannotSeeAsOneShippedToTheExecutors() throws Exception {
    List<String> options = List.of("--scope", "corpus", "--key-file", "shipped-key.bin");
    assertThatThrownBy(() -> cliOptions(options).createDescription("es", KeyHolder.THIS_PROCESS))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("--key-file shipped-key.bin is not a file");
    assertThat(sparkJob(options).aggregateXml("es")).contains("<string>shipped-key.bin</string>");
  }

  private DeidentificationOptions cliOptions(List<String> options) {
    CommandLine line = new CommandLine(new RunCommand());
    line.parseArgs(withRequired(options));
    return line.getCommandSpec().mixins().values().stream()
        .map(CommandSpec::userObject)
        .filter(DeidentificationOptions.class::isInstance)
        .map(DeidentificationOptions.class::cast)
        .findFirst()
        .orElseThrow();
  }

  private DeidSparkJob sparkJob(List<String> options) {
    DeidSparkJob job = new DeidSparkJob();
    new CommandLine(job).parseArgs(withRequired(options));
    return job;
  }

  private String[] withRequired(List<String> options) {
    List<String> arguments =
        new ArrayList<>(
            List.of("--lang", "fr", "--in", dir.resolve("in").toString(), "--out", "out"));
    arguments.addAll(options);
    return arguments.toArray(String[]::new);
  }
}
