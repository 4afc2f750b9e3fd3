package org.deid.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.Map;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** Every sub-command's help reads cleanly, and its usage errors exit with the status it states. */
class HelpTextTest {

  private static final int WIDTH = 80;

  @Test
  void everySubCommandHasAOneLineSummaryForTheCommandList() {
    Map<String, CommandLine> subcommands = DeidCommand.commandLine().getSubcommands();
    assertThat(subcommands).containsKeys("run", "bench", "eval", "synth", "train");
    for (Map.Entry<String, CommandLine> command : subcommands.entrySet()) {
      String[] header = command.getValue().getCommandSpec().usageMessage().header();
      assertThat(header).as(command.getKey()).hasSize(1);
      // The list indents summaries by 18 columns: a longer one would wrap mid-sentence.
      assertThat(header[0]).as(command.getKey()).endsWith(".").hasSizeLessThan(WIDTH - 18);
    }
    StringWriter help = new StringWriter();
    DeidCommand.commandLine().usage(new PrintWriter(help));
    for (String line : help.toString().lines().toList()) {
      if (line.startsWith("    ")) {
        assertThat(line).as("a summary wrapped onto a second line").isBlank();
      }
    }
  }

  @Test
  void noExampleOrFooterLineIsWrapped() {
    for (Map.Entry<String, CommandLine> command :
        DeidCommand.commandLine().getSubcommands().entrySet()) {
      for (String line : command.getValue().getCommandSpec().usageMessage().footer()) {
        assertThat(line.length()).as(command.getKey() + ": " + line).isLessThan(WIDTH);
      }
    }
  }

  @Test
  void everyUsageErrorExitsWithTheStatusTheHelpStates() {
    for (Map.Entry<String, CommandLine> command :
        DeidCommand.commandLine().getSubcommands().entrySet()) {
      String help = command.getValue().getUsageMessage();
      assertThat(help).as(command.getKey()).contains("Exit status").contains("2 on");
      for (String[] wrong :
          new String[][] {{command.getKey(), "--no-such-option"}, {command.getKey(), "--lang"}}) {
        CommandLine fresh = DeidCommand.commandLine();
        fresh.setErr(new PrintWriter(new StringWriter()));
        fresh.setOut(new PrintWriter(new StringWriter()));
        assertThat(fresh.execute(wrong)).as(String.join(" ", wrong)).isEqualTo(2);
      }
    }
    CommandLine root = DeidCommand.commandLine();
    root.setErr(new PrintWriter(new StringWriter()));
    assertThat(root.execute()).isEqualTo(2);
    assertThat(DeidCommand.commandLine().getUsageMessage()).contains("2 is a usage");
    CommandLine unknown = DeidCommand.commandLine();
    unknown.setErr(new PrintWriter(new StringWriter()));
    assertThat(unknown.execute("no-such-command")).isEqualTo(2);
  }
}
