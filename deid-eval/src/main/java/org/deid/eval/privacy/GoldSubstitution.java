package org.deid.eval.privacy;

import de.tudarmstadt.ukp.dkpro.core.api.metadata.type.DocumentMetaData;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.uima.UIMAException;
import org.apache.uima.analysis_engine.AnalysisEngine;
import org.apache.uima.analysis_engine.AnalysisEngineDescription;
import org.apache.uima.fit.factory.AnalysisEngineFactory;
import org.apache.uima.jcas.JCas;
import org.deid.detect.lexicon.TextFolding;
import org.deid.eval.PhiSpan;
import org.deid.eval.corpus.CasSpans;
import org.deid.eval.corpus.GoldDocument;
import org.deid.eval.corpus.SpanLabels;
import org.deid.eval.corpus.SystemOutput;
import org.deid.pipeline.DocumentRunner;
import org.deid.substitute.Strategy;
import org.deid.substitute.SubstitutionPolicy;
import org.deid.substitute.surrogate.AgeSurrogates;
import org.deid.substitute.surrogate.KeptCategories;
import org.deid.substitute.surrogate.Surrogates;
import org.deid.taxonomy.KinshipTerms;
import org.deid.taxonomy.PhiCategory;
import org.deid.taxonomy.PhiClass;
import org.deid.type.Phi;

/**
 * Substitution measured apart from detection: the gold PHI of each document become its resolved
 * PHI, the substitution step alone rewrites the text, and every gold string of {@value #MIN_CHARS}
 * or more characters is checked, save what the policy keeps (countries that are countries, sex
 * words, ages below 90, in digits or words): whether its own replacement still holds it, and
 * whether the rewritten text holds it more often than the original does outside gold spans.
 */
public final class GoldSubstitution {

  /** Shorter strings (an age "45", a sex "M") occur by chance. */
  public static final int MIN_CHARS = 4;

  /**
   * What the check found: per category, {kept by its own replacement, examined, found elsewhere in
   * the rewritten text (written there by another PHI's surrogate, e.g. a year shifted onto the
   * note's next year), lower-case kinship phrases of the note's language kept as written ("su
   * madre": examined, named nobody, shown apart), strings whose replacement kept one of their words
   * of 4+ letters ("roses" of "7 allée des roses")}. Every gold name string is examined: a
   * capitalised kinship word ("Nora", "Nieto") kept is counted as kept. The rewritten notes, each
   * PHI with what replaced it, feed the re-detection check ({@link Redetection}).
   */
  public record Result(
      List<SystemOutput> outputs,
      Map<String, int[]> verbatimByCategory,
      List<List<Replaced>> replacedByDocument,
      List<Redetection.RewrittenNote> rewrittenNotes) {

    /**
     * Gold strings of 4+ characters that their own replacement kept, whole or a word of 4+ letters,
     * all categories not kept.
     */
    public int verbatim() {
      return verbatimByCategory.values().stream().mapToInt(counts -> counts[0] + counts[4]).sum();
    }
  }

  /**
   * One gold PHI and what replaced it.
   *
   * @param category its taxonomy category
   * @param original its text
   * @param surrogate what replaced it
   * @param subtype its taxonomy subtype, or null
   * @param label its gold label
   * @param begin its first character in the original text
   * @param end its end in the original text, exclusive
   */
  public record Replaced(
      String category,
      String original,
      String surrogate,
      String subtype,
      String label,
      int begin,
      int end) {}

  private GoldSubstitution() {}

  /**
   * Runs the substitution over the gold of each document.
   *
   * @param substitution a description of the substitution annotator (its policy and seed)
   * @param policy the same policy, to know which categories it keeps
   */
  public static Result run(
      List<GoldDocument> documents,
      String language,
      AnalysisEngineDescription substitution,
      SubstitutionPolicy policy,
      SpanLabels labels)
      throws UIMAException {
    AnalysisEngine engine = AnalysisEngineFactory.createEngine(substitution);
    List<SystemOutput> outputs = new ArrayList<>(documents.size());
    Map<String, int[]> verbatim = new TreeMap<>();
    List<List<Replaced>> replaced = new ArrayList<>();
    List<Redetection.RewrittenNote> rewrittenNotes = new ArrayList<>();
    try {
      JCas jcas = engine.newJCas();
      for (GoldDocument document : documents) {
        jcas.reset();
        jcas.setDocumentText(document.text());
        jcas.setDocumentLanguage(language);
        DocumentMetaData.create(jcas).setDocumentId(document.id());
        List<Phi> injected = new ArrayList<>();
        for (PhiSpan span : document.spans()) {
          Phi phi = new Phi(jcas, span.begin(), span.end());
          Optional<PhiClass> phiClass = phiClass(labels, span.label());
          phiClass.ifPresent(
              c -> {
                phi.setCategory(c.category().name());
                phi.setSubtype(c.subtype() == null ? null : c.subtype().name());
                phi.setRole(c.role() == null ? null : c.role().name());
              });
          phi.setLabel(span.label());
          phi.addToIndexes();
          injected.add(phi);
        }
        try {
          engine.process(jcas);
        } catch (UIMAException | RuntimeException e) {
          throw new IllegalArgumentException(
              "Document "
                  + document.id()
                  + ": the substitution failed: "
                  + DocumentRunner.reasonOf(e),
              e);
        }
        JCas rewrittenView = jcas.getView(CasSpans.DEID_VIEW);
        String rewritten = rewrittenView.getDocumentText();
        Map<Long, String> surrogates = new HashMap<>();
        for (Phi moved : rewrittenView.select(Phi.class)) {
          surrogates.put(
              ((long) moved.getOriginalBegin() << 32) | moved.getOriginalEnd(),
              moved.getSurrogate());
        }
        List<Replaced> documentReplaced = new ArrayList<>();
        replaced.add(documentReplaced);
        for (Phi phi : injected) {
          String surface = phi.getCoveredText();
          String surrogateOf = surrogates.get(((long) phi.getBegin() << 32) | phi.getEnd());
          if (surrogateOf != null) {
            documentReplaced.add(
                new Replaced(
                    String.valueOf(phi.getCategory()),
                    surface,
                    surrogateOf,
                    phi.getSubtype(),
                    phi.getLabel(),
                    phi.getBegin(),
                    phi.getEnd()));
          }
          if (surface.length() < MIN_CHARS || isKept(policy, phi, surface)) {
            continue;
          }
          int[] counts =
              verbatim.computeIfAbsent(String.valueOf(phi.getCategory()), k -> new int[5]);
          counts[1]++;
          String surrogate = surrogates.get(((long) phi.getBegin() << 32) | phi.getEnd());
          if (surrogate != null
              && surrogate.equals(surface)
              && PhiCategory.NAME.name().equals(phi.getCategory())
              && Surrogates.isKinship(surface, language)) {
            counts[3]++; // counted, and shown apart: "su madre", "sa fille" name nobody
          } else if (surrogate == null || surrogate.contains(surface)) {
            counts[0]++; // its own replacement kept it
          } else if (NAMES_AND_PLACES.contains(phi.getCategory())
              && keptWord(surface, surrogate, language)) {
            counts[4]++; // a word of it stands in its replacement: "7 allée des roses" -> "roses"
          } else if (occurrences(rewritten, surface) > occurrencesOutside(document, surface)) {
            counts[2]++; // elsewhere: another PHI's surrogate wrote the same string
          }
        }
        outputs.add(CasSpans.systemOutput(document.id(), jcas, labels));
        rewrittenNotes.add(Redetection.read(document.id(), jcas, policy));
      }
      engine.collectionProcessComplete();
    } finally {
      engine.destroy();
    }
    return new Result(outputs, verbatim, replaced, rewrittenNotes);
  }

  /**
   * Whether a word of 4+ letters of a gold string stands, as a whole word, in its replacement (case
   * and accents aside), save the generic words of place names ("Hôpital", "calle"), the units of an
   * age ("79 años" of a relative) and the lower-case kinship words of the note's language.
   */
  private static boolean keptWord(String surface, String surrogate, String language) {
    Set<String> replaced = new HashSet<>();
    Matcher word = WORD.matcher(surrogate);
    while (word.find()) {
      replaced.add(TextFolding.key(word.group()));
    }
    word = WORD.matcher(surface);
    while (word.find()) {
      String text = word.group();
      String key = TextFolding.key(text);
      if (text.length() >= MIN_CHARS
          && replaced.contains(key)
          && !KeptCategories.isGenericPlaceWord(text)
          && !KeptCategories.isAgeUnit(text)
          && !KinshipTerms.isKinshipWord(text, language)
          && !(text.equals(text.toLowerCase(java.util.Locale.ROOT))
              && Surrogates.isKinship(text, language))) {
        return true;
      }
    }
    return false;
  }

  /** Where a word of the original identifies (a date keeps its month, an e-mail its provider). */
  private static final Set<String> NAMES_AND_PLACES =
      Set.of(PhiCategory.NAME.name(), PhiCategory.LOCATION.name());

  private static final Pattern WORD = Pattern.compile("\\p{L}+");

  private static int occurrences(String text, String what) {
    int count = 0;
    for (int at = text.indexOf(what); at >= 0; at = text.indexOf(what, at + 1)) {
      count++;
    }
    return count;
  }

  /**
   * How often a string occurs in the original where no gold span covers it (an unannotated "madre",
   * a year in a citation): those occurrences stay, and are not the substitution's to remove.
   */
  private static int occurrencesOutside(GoldDocument document, String what) {
    String text = document.text();
    int count = 0;
    for (int at = text.indexOf(what); at >= 0; at = text.indexOf(what, at + 1)) {
      int begin = at;
      boolean covered =
          document.spans().stream().anyMatch(s -> s.begin() <= begin && begin < s.end());
      if (!covered) {
        count++;
      }
    }
    return count;
  }

  /**
   * What the policy keeps as written, so that no check applies: a kept category whose text is what
   * the category says (a country, a sex word: "García" labelled a country is checked), and ages
   * whose every number, in digits or words, is 89 or less.
   */
  private static boolean isKept(SubstitutionPolicy policy, Phi phi, String surface) {
    if (policy.strategyFor(phi.getCategory(), phi.getSubtype()) == Strategy.KEEP) {
      return KeptCategories.isWhatItSays(phi.getCategory(), phi.getSubtype(), surface);
    }
    return PhiCategory.AGE.name().equals(phi.getCategory()) && AgeSurrogates.isKept(surface);
  }

  private static Optional<PhiClass> phiClass(SpanLabels labels, String label) {
    Optional<PhiClass> fromScheme = labels.scheme().toTaxonomy(label);
    if (fromScheme.isPresent()) {
      return fromScheme;
    }
    try {
      return Optional.of(new PhiClass(PhiCategory.valueOf(label), null, null));
    } catch (IllegalArgumentException e) {
      return Optional.empty();
    }
  }
}
