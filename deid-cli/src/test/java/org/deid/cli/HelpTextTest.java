package org.deid.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
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
  void noDescriptionLeavesAFragmentOfALine() {
    for (Map.Entry<String, CommandLine> command :
        DeidCommand.commandLine().getSubcommands().entrySet()) {
      // A short line in the middle of a paragraph is a source line wrapped on its own.
      CommandLine commandLine = command.getValue();
      List<String> lines =
          commandLine
              .getHelpSectionMap()
              .get(CommandLine.Model.UsageMessageSpec.SECTION_KEY_DESCRIPTION)
              .render(commandLine.getHelp())
              .lines()
              .toList();
      assertThat(lines).as(command.getKey()).isNotEmpty();
      for (int i = 0; i + 1 < lines.size(); i++) {
        assertThat(lines.get(i).length()).as(command.getKey()).isLessThan(WIDTH);
        if (!lines.get(i).isBlank() && !lines.get(i + 1).isBlank()) {
          assertThat(lines.get(i).strip().length())
              .as("%s: a fragment before\n%s", command.getKey(), lines.get(i + 1))
              .isGreaterThan(WIDTH / 2);
        }
      }
    }
  }

  @Test
  void helpIsRenderedWithoutWarningsAndNoWordIsCutAtADot() {
    for (Map.Entry<String, CommandLine> command :
        DeidCommand.commandLine().getSubcommands().entrySet()) {
      String help;
      java.io.ByteArrayOutputStream warnings = new java.io.ByteArrayOutputStream();
      java.io.PrintStream err = System.err;
      try {
        System.setErr(
            new java.io.PrintStream(warnings, true, java.nio.charset.StandardCharsets.UTF_8));
        help = command.getValue().getUsageMessage();
      } finally {
        System.setErr(err);
      }
      // A '%' not written '%%' makes picocli print its raw text and a warning.
      assertThat(warnings.toString(java.nio.charset.StandardCharsets.UTF_8))
          .as(command.getKey())
          .isEmpty();
      // picocli may break a line after any dot: "(e.\ng. meddocan)", "a .\ntsv file".
      StringBuilder source = new StringBuilder();
      CommandLine.Model.CommandSpec spec = command.getValue().getCommandSpec();
      for (String line : spec.usageMessage().description()) {
        source.append(line).append('\n');
      }
      for (CommandLine.Model.OptionSpec option : spec.options()) {
        source.append(String.join(" ", option.description())).append('\n');
      }
      java.util.List<String> lines = help.lines().toList();
      for (int i = 0; i + 1 < lines.size(); i++) {
        String first = lines.get(i).strip();
        String next = lines.get(i + 1).strip();
        if (!first.endsWith(".") || next.isEmpty()) {
          continue;
        }
        String cut = first.substring(first.lastIndexOf(' ') + 1) + next.split(" ")[0];
        assertThat(source.toString())
            .as("%s: a word cut at a dot between\n%s\n%s", command.getKey(), first, next)
            .doesNotContain(cut);
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
