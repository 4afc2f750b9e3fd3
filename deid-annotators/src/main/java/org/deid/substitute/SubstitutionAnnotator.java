package org.deid.substitute;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import org.apache.uima.UimaContext;
import org.apache.uima.analysis_engine.AnalysisEngineDescription;
import org.apache.uima.analysis_engine.AnalysisEngineProcessException;
import org.apache.uima.cas.CASException;
import org.apache.uima.fit.component.JCasAnnotator_ImplBase;
import org.apache.uima.fit.descriptor.ConfigurationParameter;
import org.apache.uima.fit.descriptor.ResourceMetaData;
import org.apache.uima.fit.descriptor.TypeCapability;
import org.apache.uima.fit.factory.AnalysisEngineFactory;
import org.apache.uima.fit.util.JCasUtil;
import org.apache.uima.jcas.JCas;
import org.apache.uima.jcas.cas.StringArray;
import org.apache.uima.resource.ResourceInitializationException;
import org.deid.substitute.surrogate.CorpusKey;
import org.deid.substitute.surrogate.SurrogateKeys;
import org.deid.substitute.surrogate.Surrogates;
import org.deid.substitute.surrogate.TitleGender;
import org.deid.type.Phi;
import org.deid.type.SubstitutionSummary;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Rewrites the text into a new view: each resolved PHI is replaced by what its strategy gives, and
 * a {@link Phi} at the new offsets records its surrogate and its original offsets (the offset map
 * back to the original). The original view is never changed. Strategies: {@code surrogate} (a
 * realistic surrogate in the original's form: a note's person table for names, shifted dates,
 * format-preserving and checksum-valid identifiers, real cities), {@code tag} ({@code [NAME]}),
 * {@code mask} ({@code XX/XX/XXXX}), {@code redact} (removed) and {@code keep}, chosen per category
 * or subtype by a policy. Surrogate choices are HMAC draws keyed by the seed and the note (scope
 * {@code document}) or by a secret key (scope {@code corpus}: the same original, the same surrogate
 * in every note and run). The key comes from a file or the environment, never from a parameter.
 */
@ResourceMetaData(
    name = "deid substitution",
    description = "Writes the rewritten text, with every resolved PHI replaced, into a new view.")
@TypeCapability(
    inputs = "org.deid.type.Phi",
    outputs = {"org.deid.type.Phi", "org.deid.type.SubstitutionSummary"})
public final class SubstitutionAnnotator extends JCasAnnotator_ImplBase {

  private static final Logger LOG = LoggerFactory.getLogger(SubstitutionAnnotator.class);

  /** The environment variable that may hold the corpus-scope key (at least 16 bytes). */
  public static final String KEY_ENVIRONMENT_VARIABLE = CorpusKey.ENVIRONMENT_VARIABLE;

  /** The consistency scopes. */
  public static final List<String> SCOPES = List.of("document", "patient", "corpus");

  /** The strategy of every category that the policy does not name, unless one is chosen. */
  public static final String DEFAULT_STRATEGY = "surrogate";

  /** Countries are kept: a country names no one, and its surrogate would mislead a reader. */
  public static final String KEEP_COUNTRY = "COUNTRY=keep";

  /** The sex a scheme marks (MEDDOCAN) is kept: it identifies no one and clinical text needs it. */
  public static final String KEEP_SEX = "SEX=keep";

  /** The policy settings used when none are given: {@link #KEEP_COUNTRY}, {@link #KEEP_SEX}. */
  public static final List<String> DEFAULT_POLICY = List.of(KEEP_COUNTRY, KEEP_SEX);

  /** The name of the view that receives the rewritten text. */
  public static final String PARAM_TARGET_VIEW = "substitutionView";

  @ConfigurationParameter(name = PARAM_TARGET_VIEW, mandatory = false, defaultValue = "deid")
  private String targetView;

  /**
   * The strategy of every category the policy does not name: {@code surrogate}, {@code tag}, {@code
   * mask}, {@code redact} or {@code keep}.
   */
  public static final String PARAM_STRATEGY = "substitutionStrategy";

  @ConfigurationParameter(name = PARAM_STRATEGY, mandatory = false, defaultValue = DEFAULT_STRATEGY)
  private String strategy;

  /**
   * Strategies per category or subtype, {@code KEY=strategy} ({@code DATE=shift}, {@code ID=mask},
   * {@code COUNTRY=keep}); the key a taxonomy category or subtype.
   */
  public static final String PARAM_POLICY = "substitutionPolicy";

  @ConfigurationParameter(
      name = PARAM_POLICY,
      mandatory = false,
      defaultValue = {KEEP_COUNTRY, KEEP_SEX})
  private String[] policySettings;

  /** The seed of the document scope's draws: same notes, same seed, same output. */
  public static final String PARAM_SEED = "substitutionSeed";

  @ConfigurationParameter(name = PARAM_SEED, mandatory = false, defaultValue = "1")
  private int seed;

  /**
   * {@code document}: surrogates consistent within a note, drawn from the seed; {@code corpus}:
   * consistent across notes and runs, drawn from the secret key, one date offset for the corpus;
   * {@code patient}: as {@code corpus}, with one date offset and one LDP noise stream per patient
   * (a patient ID, social-security number or national ID, else the patient's name with the birth
   * date; a note with neither gets keys of its own, and its summary says so).
   */
  public static final String PARAM_SCOPE = "substitutionScope";

  @ConfigurationParameter(name = PARAM_SCOPE, mandatory = false, defaultValue = "document")
  private String scope;

  /**
   * corpus scope: a file holding the secret key (its bytes; at least 16). Without it the key is
   * read from the environment variable {@value #KEY_ENVIRONMENT_VARIABLE}.
   */
  public static final String PARAM_KEY_FILE = "substitutionKeyFile";

  @ConfigurationParameter(name = PARAM_KEY_FILE, mandatory = false)
  private String keyFile;

  /**
   * The privacy budget ε of a note (Tchouka et al.: 3ε/4 for dates, ε/4 for places): the dates'
   * share feeds the LDP mechanism when the policy says {@code DATE=ldp}; the places' share is the
   * geo-indistinguishability budget per kilometre of the cities the gazetteer knows (mean move
   * 2/(ε/4) km: 8 km for ε = 1).
   */
  public static final String PARAM_EPSILON = "substitutionEpsilon";

  @ConfigurationParameter(name = PARAM_EPSILON, mandatory = false, defaultValue = DEFAULT_EPSILON)
  private float epsilon;

  /** The budget ε of a note when none is given. */
  public static final String DEFAULT_EPSILON = "1.0";

  /** The share of the budget the dates get. */
  public static final double DATE_SHARE = 0.75;

  private SubstitutionPolicy policy;
  private SurrogateKeys corpusKeys;

  /** Creates a description with the default view, strategy, policy and scope. */
  public static AnalysisEngineDescription createDescription(Object... parameters)
      throws ResourceInitializationException {
    return AnalysisEngineFactory.createEngineDescription(SubstitutionAnnotator.class, parameters);
  }

  @Override
  public void initialize(UimaContext context) throws ResourceInitializationException {
    super.initialize(context);
    try {
      policy = SubstitutionPolicy.of(strategy, Arrays.asList(policySettings));
      if (targetView.isBlank()) {
        throw new IllegalArgumentException(PARAM_TARGET_VIEW + " must not be empty");
      }
      if (!SCOPES.contains(scope)) {
        throw new IllegalArgumentException(
            "Unknown " + PARAM_SCOPE + " '" + scope + "': use one of " + SCOPES);
      }
      if (!scope.equals("document")) {
        corpusKeys = SurrogateKeys.forCorpus(secretKey());
      }
    } catch (IllegalArgumentException | IOException e) {
      throw new ResourceInitializationException(e);
    }
  }

  private byte[] secretKey() throws IOException {
    return CorpusKey.resolve(keyFile);
  }

  @Override
  public void process(JCas jcas) throws AnalysisEngineProcessException {
    String original = jcas.getDocumentText();
    List<Phi> resolved = new ArrayList<>(JCasUtil.select(jcas, Phi.class));
    List<String[]> names = new ArrayList<>();
    List<String> dates = new ArrayList<>();
    String language = jcas.getDocumentLanguage();
    for (Phi phi : resolved) {
      if ("NAME".equals(phi.getCategory())) {
        names.add(
            new String[] {
              phi.getCoveredText(),
              phi.getSubtype(),
              TitleGender.before(original, phi.getBegin(), language)
            });
      } else if ("DATE".equals(phi.getCategory())) {
        dates.add(phi.getCoveredText());
      }
    }
    PatientIdentity patient =
        scope.equals("patient") ? PatientIdentity.of(resolved, language) : null;
    Surrogates surrogates;
    try {
      surrogates = surrogates(language, original, patient, names, dates);
    } catch (IllegalArgumentException e) {
      // No language, or one without lexicons: fail clearly rather than draw from another's.
      throw new AnalysisEngineProcessException(e);
    }

    Map<Phi, String> cityBeside = citiesBesideZips(resolved, original);
    List<String> placeTexts = new ArrayList<>();
    for (Phi phi : resolved) {
      if ("LOCATION".equals(phi.getCategory())) {
        placeTexts.add(phi.getCoveredText());
      }
    }
    surrogates.avoidPlaces(placeTexts);
    surrogates.noteCities(
        resolved.stream()
            .filter(phi -> "LOCATION".equals(phi.getCategory()))
            .filter(phi -> "CITY".equals(phi.getSubtype()))
            .map(Phi::getCoveredText)
            .toList());
    StringBuilder rewritten = new StringBuilder(original.length());
    List<Replacement> replacements = new ArrayList<>();
    int cursor = 0;
    for (List<Phi> group : overlapping(resolved)) {
      Phi first = group.get(0);
      int begin = first.getBegin();
      int end = group.stream().mapToInt(Phi::getEnd).max().orElseThrow();
      rewritten.append(original, cursor, begin);
      String surrogate;
      if (group.size() == 1) {
        surrogate =
            cityBeside.containsKey(first)
                    && policy.strategyFor(first.getCategory(), first.getSubtype())
                        == Strategy.SURROGATE
                ? surrogates.zipBeside(first.getCoveredText(), cityBeside.get(first))
                : replacement(
                    first.getCategory(), first.getSubtype(), first.getCoveredText(), surrogates);
      } else {
        // Overlapping PHI ("Juan Pérez" and "Pérez García" from two sources) are one PHI: their
        // union is replaced as the longest that the policy does not keep, so nothing of either
        // survives.
        Phi main = mainOf(group);
        surrogate =
            replacement(
                main.getCategory(), main.getSubtype(), original.substring(begin, end), surrogates);
      }
      for (Phi phi : group) {
        replacements.add(new Replacement(phi, rewritten.length(), surrogate));
      }
      rewritten.append(surrogate);
      cursor = end;
    }
    rewritten.append(original, cursor, original.length());

    JCas view;
    try {
      view = jcas.createView(targetView);
    } catch (CASException e) {
      throw new AnalysisEngineProcessException(e);
    }
    view.setDocumentText(rewritten.toString());
    view.setDocumentLanguage(jcas.getDocumentLanguage());
    SubstitutionSummary summary = new SubstitutionSummary(view, 0, rewritten.length());
    summary.setDateOffsetDays(surrogates.dateOffsetDays());
    summary.setDateEpsilonSpent(surrogates.dateEpsilonSpent());
    if (patient != null) {
      // A digest under the secret key, never the identity: the run sums ε per patient with it.
      summary.setPatientIdentifiedBy(patient.basis().label());
      summary.setPatientKey(
          patient.isKnown() ? corpusKeys.pseudonym("patient", patient.value()) : "");
    } else {
      summary.setPatientIdentifiedBy("");
      summary.setPatientKey("");
    }
    summary.addToIndexes();
    for (Replacement replacement : replacements) {
      Phi phi = replacement.phi();
      Phi moved = new Phi(view, replacement.begin(), replacement.end());
      moved.setCategory(phi.getCategory());
      moved.setSubtype(phi.getSubtype());
      moved.setRole(phi.getRole());
      moved.setLabel(phi.getLabel());
      if (phi.getSources() != null) {
        StringArray sources = new StringArray(view, phi.getSources().size());
        sources.copyFromArray(phi.getSources().toArray(), 0, 0, sources.size());
        moved.setSources(sources);
      }
      moved.setConfidence(phi.getConfidence());
      moved.setSurrogate(replacement.surrogate());
      moved.setOriginalBegin(phi.getBegin());
      moved.setOriginalEnd(phi.getEnd());
      moved.addToIndexes();
    }
  }

  private Surrogates surrogates(
      String language,
      String original,
      PatientIdentity patient,
      List<String[]> names,
      List<String> dates) {
    String note = "note:" + digest(original);
    String dateScope = "";
    String noiseScope = note; // LDP noise per note, never shared by all the notes of a key
    if (patient != null) {
      // One offset and one noise stream per patient; a note without a patient has its own, so
      // that no patient's shift is shared with the notes of unknown patients.
      dateScope = patient.isKnown() ? patient.value() : note;
      noiseScope = patient.isKnown() ? "patient:" + patient.value() : note;
    }
    return new Surrogates(
        language,
        corpusKeys != null ? corpusKeys : SurrogateKeys.forDocument(seed, original),
        names,
        dates,
        policy.strategyFor("DATE", null) == Strategy.LDP ? dateBudget(epsilon) : 0,
        epsilon * (1 - DATE_SHARE),
        dateScope,
        noiseScope);
  }

  /** The LDP budget of a note's dates for a note's budget ε: {@link #DATE_SHARE} of it. */
  public static double dateBudget(double epsilon) {
    return epsilon * DATE_SHARE;
  }

  /** A note's identity for its noise draw: the SHA-256 of its text, in hexadecimal. */
  private static String digest(String text) {
    try {
      return HexFormat.of()
          .formatHex(
              MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is missing from this JVM", e);
    }
  }

  /**
   * Each zip code written next to a city ("69003 Lyon", "Madrid 28036"), with that city's text, so
   * the zip's surrogate follows the city's.
   */
  private static Map<Phi, String> citiesBesideZips(List<Phi> resolved, String text) {
    Map<Phi, String> beside = new HashMap<>();
    for (int i = 0; i < resolved.size(); i++) {
      Phi zip = resolved.get(i);
      if (!isZip(zip)) {
        continue;
      }
      for (int j : new int[] {i + 1, i - 1}) {
        if (j < 0
            || j >= resolved.size()
            || !"CITY".equals(resolved.get(j).getSubtype())
            || isZip(resolved.get(j))) {
          continue;
        }
        Phi city = resolved.get(j);
        int gapBegin = Math.min(zip.getEnd(), city.getEnd());
        int gapEnd = Math.max(zip.getBegin(), city.getBegin());
        if (gapEnd >= gapBegin && text.substring(gapBegin, gapEnd).matches("[ ,\\-]{0,3}")) {
          beside.put(zip, city.getCoveredText());
          break;
        }
      }
    }
    return beside;
  }

  /** A zip code, also where a scheme files it under its city (MEDDOCAN's TERRITORIO). */
  private static boolean isZip(Phi phi) {
    return "ZIP".equals(phi.getSubtype())
        || "LOCATION".equals(phi.getCategory()) && Surrogates.isPostcode(phi.getCoveredText());
  }

  /** The resolved PHI in groups of overlapping spans, in text order. */
  private static List<List<Phi>> overlapping(List<Phi> resolved) {
    List<Phi> sorted = new ArrayList<>(resolved);
    sorted.sort(
        Comparator.comparingInt(Phi::getBegin)
            .thenComparing(Comparator.comparingInt(Phi::getEnd).reversed()));
    List<List<Phi>> groups = new ArrayList<>();
    int groupEnd = -1;
    for (Phi phi : sorted) {
      if (phi.getBegin() < groupEnd) {
        groups.get(groups.size() - 1).add(phi);
        groupEnd = Math.max(groupEnd, phi.getEnd());
      } else {
        List<Phi> group = new ArrayList<>();
        group.add(phi);
        groups.add(group);
        groupEnd = phi.getEnd();
      }
    }
    return groups;
  }

  /** Of overlapping PHI, the longest that the policy does not keep (else the longest). */
  private Phi mainOf(List<Phi> group) {
    Phi main = null;
    for (Phi phi : group) {
      boolean kept = policy.strategyFor(phi.getCategory(), phi.getSubtype()) == Strategy.KEEP;
      boolean mainKept =
          main != null
              && policy.strategyFor(main.getCategory(), main.getSubtype()) == Strategy.KEEP;
      if (main == null
          || mainKept && !kept
          || kept == mainKept && phi.getEnd() - phi.getBegin() > main.getEnd() - main.getBegin()) {
        main = phi;
      }
    }
    return main;
  }

  private String replacement(String category, String subtype, String text, Surrogates surrogates) {
    String tag = "[" + category + "]";
    try {
      return strategyOutput(category, subtype, text, surrogates, tag);
    } catch (RuntimeException e) {
      // A surrogate the generators cannot make must not cost the note: the PHI is tagged.
      LOG.warn(
          "No surrogate for a PHI of category {} ({}): tagged instead",
          category,
          e.getClass().getSimpleName());
      return tag;
    }
  }

  private String strategyOutput(
      String category, String subtype, String text, Surrogates surrogates, String tag) {
    return switch (policy.strategyFor(category, subtype)) {
      case TAG -> tag;
      case REDACT -> "";
        // Kept only when the text is what its category says (a country, a sex word).
      case KEEP -> surrogates.kept(category, subtype, text);
      case MASK -> text.replaceAll("[\\p{L}\\p{N}]", "X");
      case SURROGATE -> surrogates.of(category, subtype, text).orElse(tag);
      case LDP ->
          ("DATE".equals(category)
                  ? surrogates.ldpDate(text)
                  : surrogates.of(category, subtype, text))
              .orElse(tag);
    };
  }

  /** A PHI and where its surrogate starts in the rewritten text. */
  private record Replacement(Phi phi, int begin, String surrogate) {
    int end() {
      return begin + surrogate.length();
    }
  }
}
