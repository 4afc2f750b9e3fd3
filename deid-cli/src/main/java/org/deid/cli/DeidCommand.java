package org.deid.cli;

import java.util.ServiceLoader;
import picocli.CommandLine;
import picocli.CommandLine.Command;

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
    return commandLine;
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
