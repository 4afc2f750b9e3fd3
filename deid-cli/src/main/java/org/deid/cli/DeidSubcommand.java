package org.deid.cli;

import java.util.concurrent.Callable;

/**
 * A sub-command of {@code deid}, found with {@link java.util.ServiceLoader} so that modules that
 * depend on the pipelines (evaluation, training) add their own commands without a cycle.
 * Implementations are picocli {@code @Command} classes returning an exit code.
 */
public interface DeidSubcommand extends Callable<Integer> {}
