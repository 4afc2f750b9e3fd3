package org.deid.pipeline.options;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.Arrays;
import java.util.List;
import java.util.OptionalDouble;
import java.util.Set;
import org.apache.uima.analysis_engine.AnalysisEngineDescription;
import org.apache.uima.util.InvalidXMLException;
import org.deid.pipeline.DeidPipeline;
import org.deid.substitute.Strategy;
import org.deid.substitute.SubstitutionAnnotator;
import org.deid.substitute.SubstitutionPolicy;
import org.deid.substitute.surrogate.CorpusKey;
import org.deid.substitute.surrogate.SurrogateKeys;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import picocli.CommandLine.Option;

/**
 * The options that choose how PHI are rewritten: strategy, policy file, seed, consistency scope and
 * the key file of the patient and corpus scopes (the key itself never on the command line).
 */
public final class SubstitutionOptions {

  private static final Logger LOG = LoggerFactory.getLogger(SubstitutionOptions.class);

  /** Where the secret key of the patient and corpus scopes is read, and so where it is checked. */
  public enum KeyHolder {
    /**
     * This process ({@code deid run}): the key file, or the environment variable, must hold a key
     * here, checked before anything is read or written.
     */
    THIS_PROCESS,
    /**
     * The processes the aggregate is shipped to (Spark executors): a key file readable here is
     * checked as {@link #THIS_PROCESS} checks it; a file shipped under that name ({@code
     * spark-submit --files}) and the environment variable are the executors' to read.
     */
    EXECUTORS
  }

  @Option(
      names = "--strategy",
      defaultValue = SubstitutionAnnotator.DEFAULT_STRATEGY,
      description =
          "How PHI are rewritten: surrogate (realistic values in the original's form), tag"
              + " ([NAME]), mask (XX/XX/XXXX), redact (removed) or keep (default:"
              + " ${DEFAULT-VALUE}).")
  private String strategy;

  @Option(
      names = "--policy",
      paramLabel = "FILE",
      description =
          "A strategy per category or subtype, one KEY=strategy a line (DATE=shift, ID=mask,"
              + " COUNTRY=keep; '*=tag' sets the default; see docs/substitution.md).")
  private Path policyFile;

  @Option(
      names = "--seed",
      defaultValue = "1",
      description =
          "Seed of the surrogate draws: same notes, same seed, same output (default:"
              + " ${DEFAULT-VALUE}).")
  private int seed;

  @Option(
      names = "--scope",
      defaultValue = "document",
      description =
          "Surrogates consistent within each note (document), or across notes and runs with one"
              + " date offset per patient (patient) or for the corpus (corpus); patient and corpus"
              + " need a secret key, from --key-file or the environment variable "
              + SubstitutionAnnotator.KEY_ENVIRONMENT_VARIABLE
              + " (default: ${DEFAULT-VALUE}).")
  private String scope;

  @Option(
      names = "--key-file",
      paramLabel = "FILE",
      description =
          "patient and corpus scopes: a file holding the secret key (16 bytes or more); on Spark, a"
              + " path every executor can read or the name of a file shipped with spark-submit"
              + " --files.")
  private Path keyFile;

  /** Whether dates go through the LDP mechanism, as {@link #apply} found. */
  private boolean ldpDates;

  /**
   * Sets the substitution step of an aggregate built by {@link DeidPipeline}, after checking every
   * option: a bad policy, scope or key is a setup error before any note is read.
   */
  public void apply(AnalysisEngineDescription aggregate, KeyHolder keyHolder)
      throws InvalidXMLException {
    List<String> settings = SubstitutionAnnotator.DEFAULT_POLICY;
    String fallback = strategy;
    if (policyFile != null) {
      if (!Files.isRegularFile(policyFile)) {
        throw new IllegalArgumentException("--policy " + policyFile + " is not a file");
      }
      SubstitutionPolicy.read(policyFile, strategy); // fails at once, naming the bad key
      SubstitutionPolicy.Settings read = SubstitutionPolicy.readSettings(policyFile, strategy);
      fallback = read.fallback();
      settings = read.settings();
    }
    // Fails at once on an unknown strategy.
    ldpDates = SubstitutionPolicy.of(fallback, settings).strategyFor("DATE", null) == Strategy.LDP;
    if (!SubstitutionAnnotator.SCOPES.contains(scope)) {
      throw new IllegalArgumentException(
          "--scope must be one of " + SubstitutionAnnotator.SCOPES + ", not '" + scope + "'");
    }
    boolean keyFileHere = keyFile != null && Files.isRegularFile(keyFile);
    if (keyFile != null && !keyFileHere && keyHolder == KeyHolder.THIS_PROCESS) {
      throw new IllegalArgumentException("--key-file " + keyFile + " is not a file");
    }
    if (!scope.equals("document") && (keyHolder == KeyHolder.THIS_PROCESS || keyFileHere)) {
      checkKey();
    }
    set(aggregate, SubstitutionAnnotator.PARAM_STRATEGY, fallback);
    set(aggregate, SubstitutionAnnotator.PARAM_POLICY, settings.toArray(String[]::new));
    set(aggregate, SubstitutionAnnotator.PARAM_SEED, seed);
    set(aggregate, SubstitutionAnnotator.PARAM_SCOPE, scope);
    if (keyFile != null) {
      set(aggregate, SubstitutionAnnotator.PARAM_KEY_FILE, keyFile.toString());
    }
  }

  /**
   * Reads the key as the substitution step will, before anything is written: a missing, unreadable
   * or short key is a setup error in one line; a key file others may read is warned about. Neither
   * says anything of the key but its length.
   */
  private void checkKey() {
    String source = keyFile != null ? "--key-file " + keyFile : CorpusKey.ENVIRONMENT_VARIABLE;
    byte[] key;
    try {
      key = CorpusKey.resolve(keyFile == null ? null : keyFile.toString());
    } catch (IOException e) {
      throw new IllegalArgumentException(
          source + " cannot be read (" + e.getClass().getSimpleName() + ")", e);
    }
    try {
      SurrogateKeys.forCorpus(key);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(source + ": " + e.getMessage(), e);
    } finally {
      Arrays.fill(key, (byte) 0);
    }
    if (keyFile != null) {
      try {
        Set<PosixFilePermission> mode = Files.getPosixFilePermissions(keyFile);
        if (mode.contains(PosixFilePermission.GROUP_READ)
            || mode.contains(PosixFilePermission.OTHERS_READ)) {
          LOG.warn("warning: {} can be read by other users than its owner: chmod 600 it", source);
        }
      } catch (IOException | UnsupportedOperationException e) {
        // no POSIX modes here (another file system): nothing to warn about
      }
    }
  }

  /**
   * The ε each note's dates may spend when {@link #apply} set dates to the LDP mechanism ({@code
   * DATE=ldp} or {@code --strategy ldp}), for the run summary; empty otherwise.
   */
  public OptionalDouble ldpDateBudget() {
    return ldpDates
        ? OptionalDouble.of(
            SubstitutionAnnotator.dateBudget(
                Double.parseDouble(SubstitutionAnnotator.DEFAULT_EPSILON)))
        : OptionalDouble.empty();
  }

  /** The consistency scope: document, patient or corpus. */
  public String scope() {
    return scope;
  }

  /** The seed, for the run summary (the key is never shown). */
  public int seed() {
    return seed;
  }

  /** The key file as given, or null (the key itself is never shown). */
  public String keyFile() {
    return keyFile == null ? null : keyFile.toString();
  }

  private static void set(AnalysisEngineDescription aggregate, String name, Object value)
      throws InvalidXMLException {
    DeidPipeline.setDelegateParameter(aggregate, SubstitutionAnnotator.class, name, value);
  }
}
