package org.deid.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import org.apache.uima.analysis_engine.AnalysisEngineDescription;
import org.apache.uima.util.InvalidXMLException;
import org.deid.pipeline.DeidPipeline;
import org.deid.substitute.SubstitutionAnnotator;
import org.deid.substitute.SubstitutionPolicy;
import org.deid.substitute.surrogate.CorpusKey;
import org.deid.substitute.surrogate.SurrogateKeys;
import picocli.CommandLine.Option;

/**
 * The options of {@code deid run} that choose how PHI are rewritten: strategy, policy file, seed,
 * consistency scope and the key file of the corpus scope (the key itself never on the command
 * line).
 */
public final class SubstitutionOptions {

  @Option(
      names = "--strategy",
      defaultValue = "surrogate",
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
      description = "corpus scope: a file holding the secret key (16 bytes or more).")
  private Path keyFile;

  /** Sets the substitution step of an aggregate built by {@link DeidPipeline}. */
  public void apply(AnalysisEngineDescription aggregate) throws InvalidXMLException {
    List<String> settings = new ArrayList<>(Arrays.asList("COUNTRY=keep", "SEX=keep"));
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
    SubstitutionPolicy.of(fallback, settings); // fails at once on an unknown strategy
    if (keyFile != null && !Files.isRegularFile(keyFile)) {
      throw new IllegalArgumentException("--key-file " + keyFile + " is not a file");
    }
    if (!SubstitutionAnnotator.SCOPES.contains(scope)) {
      throw new IllegalArgumentException(
          "--scope must be one of " + SubstitutionAnnotator.SCOPES + ", not '" + scope + "'");
    }
    if (!scope.equals("document")) {
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
          System.err.println(
              "deid run: warning: "
                  + source
                  + " can be read by other users than its owner: chmod 600 it");
        }
      } catch (IOException | UnsupportedOperationException e) {
        // no POSIX modes here (another file system): nothing to warn about
      }
    }
  }

  /** The seed, for the run summary (the key is never shown). */
  public int seed() {
    return seed;
  }

  private static void set(AnalysisEngineDescription aggregate, String name, Object value)
      throws InvalidXMLException {
    DeidPipeline.setDelegateParameter(aggregate, SubstitutionAnnotator.class, name, value);
  }
}
