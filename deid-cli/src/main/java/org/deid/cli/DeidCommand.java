package org.deid.cli;

import java.util.ArrayList;
import java.util.IllegalFormatException;
import java.util.List;
import java.util.Locale;
import java.util.ServiceLoader;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.UsageMessageSpec;

/** The {@code deid} command line: de-identification of French and Spanish clinical notes. */
@Command(
    name = "deid",
    mixinStandardHelpOptions = true,
    version = "deid 0.1.0",
    description = "De-identifies French and Spanish clinical notes with UIMA engines.",
    footer = {
      "",
      "Example:",
      "  deid run --lang fr --in examples/fr --out out/fr",
      "",
      "Run 'deid COMMAND --help' for a command's options and exit status; 2 is a usage",
      "error for every command."
    })
public final class DeidCommand implements Runnable {

  @CommandLine.Spec private CommandLine.Model.CommandSpec spec;

  @Override
  public void run() {
    throw new CommandLine.ParameterException(spec.commandLine(), "Missing command");
  }

  /** Builds the command line with every sub-command found on the classpath. */
  public static CommandLine commandLine() {
    CommandLine commandLine = new CommandLine(new DeidCommand());
    commandLine.setExecutionExceptionHandler(DeidCommand::reportError);
    for (DeidSubcommand subcommand : ServiceLoader.load(DeidSubcommand.class)) {
      commandLine.addSubcommand(subcommand);
    }
    for (CommandLine subcommand : commandLine.getSubcommands().values()) {
      subcommand
          .getHelpSectionMap()
          .put(UsageMessageSpec.SECTION_KEY_DESCRIPTION, DeidCommand::renderDescription);
    }
    return commandLine;
  }

  /**
   * A sub-command's description as paragraphs (an empty line separates two) wrapped at spaces to
   * the help's width. picocli's own wrapping starts each source line on a new line, so that a line
   * wider than the help leaves a fragment ("... killed at any point" / "and" / "started again"),
   * and may cut a word after any dot ("(OUT/." / "deid-checkpoint.tsv").
   */
  static String renderDescription(CommandLine.Help help) {
    UsageMessageSpec usage = help.commandSpec().usageMessage();
    List<String> paragraphs = new ArrayList<>();
    StringBuilder paragraph = new StringBuilder();
    for (String line : usage.description()) {
      if (line.isBlank()) {
        paragraphs.add(paragraph.toString());
        paragraph.setLength(0);
      } else {
        paragraph.append(paragraph.length() > 0 ? " " : "").append(line.strip());
      }
    }
    paragraphs.add(paragraph.toString());
    paragraphs.removeIf(String::isEmpty);
    StringBuilder text = new StringBuilder();
    for (String source : paragraphs) {
      if (text.length() > 0) {
        text.append(System.lineSeparator());
      }
      String formatted;
      try { // as picocli does: '%%' is a percent sign
        formatted = String.format(Locale.ROOT, source);
      } catch (IllegalFormatException e) {
        formatted = source;
      }
      StringBuilder line = new StringBuilder();
      for (String word : formatted.split(" +")) {
        if (line.length() > 0 && line.length() + 1 + word.length() >= usage.width()) {
          text.append(line).append(System.lineSeparator());
          line.setLength(0);
        }
        line.append(line.length() > 0 ? " " : "").append(word);
      }
      text.append(line).append(System.lineSeparator());
    }
    return text.toString();
  }

  /**
   * Prints a failed command's reason in one line: bad arguments or settings (an {@link
   * IllegalArgumentException}) exit with the usage status, anything else with the software one.
   */
  private static int reportError(
      Exception error, CommandLine commandLine, CommandLine.ParseResult parseResult) {
    boolean usage = error instanceof IllegalArgumentException;
    commandLine
        .getErr()
        .println("deid " + commandLine.getCommandName() + ": " + error.getMessage());
    if (!usage) {
      error.printStackTrace(commandLine.getErr());
    }
    return usage ? CommandLine.ExitCode.USAGE : CommandLine.ExitCode.SOFTWARE;
  }

  /** Runs the command line and exits with its code. */
  public static void main(String[] args) {
    System.exit(commandLine().execute(args));
  }
}
