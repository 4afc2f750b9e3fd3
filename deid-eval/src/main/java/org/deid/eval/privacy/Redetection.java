package org.deid.eval.privacy;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.regex.Pattern;
import org.apache.uima.jcas.JCas;
import org.deid.eval.PhiSpan;
import org.deid.eval.corpus.CasSpans;
import org.deid.eval.corpus.GoldDocument;
import org.deid.substitute.Strategy;
import org.deid.substitute.SubstitutionPolicy;
import org.deid.type.Phi;

/**
 * The re-detection check: the rewritten notes go through the detectors again, and each surrogate
 * counts as found when a PHI the detectors resolve there overlaps it with the same taxonomy
 * category. A surrogate nobody would take for an identifier of its kind reads wrong ("3Iñigo" for a
 * floor, a city of another country, a date left as a tag). The same PHI in the original text, put
 * through the same detectors, give the detectors' own recall on them: the share a surrogate can
 * hope for.
 */
public final class Redetection {

  /** The groups with the target (≥ 0.95 found again), in report order. */
  public static final List<String> TARGET_GROUPS =
      List.of("names", "cities", "streets", "hospitals", "dates", "IDs", "contacts");

  /** The share of surrogates found again that each target group should reach. */
  public static final double TARGET = 0.95;

  /** What a PHI became in the rewritten text. */
  public enum Kind {
    /** A surrogate, which should read as a PHI of its category. */
    SURROGATE,
    /** A tag such as {@code [DATE]}: the generators could not make a surrogate. */
    TAGGED,
    /**
     * Kept as written by the policy (a country, a sex word, an age under 90, a lower-case kinship
     * phrase), or removed: not examined.
     */
    KEPT
  }

  /**
   * One PHI of a rewritten note.
   *
   * @param begin first character of its replacement in the rewritten text
   * @param end end of its replacement in the rewritten text, exclusive
   * @param originalBegin first character of the PHI in the original text
   * @param originalEnd end of the PHI in the original text, exclusive
   * @param category its taxonomy category, which the detectors must give it again
   * @param group the group it is reported in (names, cities, ...)
   * @param kind what replaced it
   */
  public record Target(
      int begin,
      int end,
      int originalBegin,
      int originalEnd,
      String category,
      String group,
      Kind kind) {}

  /**
   * A rewritten note.
   *
   * @param id the document id
   * @param original the original text
   * @param text the rewritten text
   * @param targets its PHI, in the rewritten text's order
   */
  public record RewrittenNote(String id, String original, String text, List<Target> targets) {

    /** Copies the targets. */
    public RewrittenNote {
      Objects.requireNonNull(id, "id");
      Objects.requireNonNull(text, "text");
      targets = List.copyOf(targets);
    }

    /** The rewritten note as a document to run the detectors on (no spans: nothing leaks in). */
    public GoldDocument rewrittenDocument() {
      return new GoldDocument(id, text, List.of());
    }
  }

  /**
   * Per group: how many PHI were replaced by a surrogate or a tag, how many of those became tags,
   * and how many the detectors found again with their category.
   */
  public record Tally(int replaced, int tagged, int found) {

    /** The share found again, NaN when the group is empty. */
    public double share() {
      return replaced == 0 ? Double.NaN : (double) found / replaced;
    }

    Tally plus(Kind kind, boolean isFound) {
      return new Tally(
          replaced + 1, tagged + (kind == Kind.TAGGED ? 1 : 0), found + (isFound ? 1 : 0));
    }
  }

  /**
   * A surrogate the detectors did not find again with its category.
   *
   * @param id the document id
   * @param group its group
   * @param original the PHI's original text
   * @param surrogate what replaced it
   * @param context the rewritten text around it, on one line
   * @param foundAs the categories the detectors gave what overlaps it, if anything
   * @param originalFound whether the detectors found the original with its category (null when they
   *     did not run on the originals)
   */
  public record Miss(
      String id,
      String group,
      String original,
      String surrogate,
      String context,
      List<String> foundAs,
      Boolean originalFound) {}

  /** Characters of rewritten text shown on each side of a missed surrogate. */
  private static final int CONTEXT = 40;

  private static final Pattern TAG = Pattern.compile("\\[[A-Z_]+\\]");

  private Redetection() {}

  /** The group a PHI is reported in: a target group, else its category or subtype in words. */
  public static String group(String category, String subtype) {
    if (category == null) {
      return "other";
    }
    return switch (category) {
      case "NAME" -> "names";
      case "DATE" -> "dates";
      case "ID" -> "IDs";
      case "CONTACT" -> "contacts";
      case "LOCATION" ->
          switch (subtype == null ? "" : subtype) {
            case "CITY" -> "cities";
            case "STREET" -> "streets";
            case "HOSPITAL" -> "hospitals";
            case "ZIP" -> "zip codes";
            case "COUNTRY" -> "countries";
            case "ORGANIZATION" -> "organisations";
            default -> "other places";
          };
      case "AGE" -> "ages";
      case "PROFESSION" -> "professions";
      default -> category.toLowerCase(java.util.Locale.ROOT);
    };
  }

  /**
   * The rewritten note a substitution step wrote into the {@code deid} view of a CAS, each PHI with
   * what replaced it: a tag, what the policy keeps, or a surrogate.
   */
  public static RewrittenNote read(String id, JCas jcas, SubstitutionPolicy policy) {
    JCas view;
    try {
      view = jcas.getView(CasSpans.DEID_VIEW);
    } catch (org.apache.uima.cas.CASException e) {
      throw new IllegalArgumentException("Document " + id + ": no rewritten view", e);
    }
    List<Target> targets = new ArrayList<>();
    for (Phi moved : view.select(Phi.class)) {
      String replacement = moved.getCoveredText();
      Kind kind;
      String original =
          jcas.getDocumentText().substring(moved.getOriginalBegin(), moved.getOriginalEnd());
      if (TAG.matcher(replacement).matches()) {
        kind = Kind.TAGGED;
      } else if (replacement.isEmpty()
          || replacement.equals(original)
          || policy.strategyFor(moved.getCategory(), moved.getSubtype()) == Strategy.KEEP) {
        kind = Kind.KEPT;
      } else {
        kind = Kind.SURROGATE;
      }
      targets.add(
          new Target(
              moved.getBegin(),
              moved.getEnd(),
              moved.getOriginalBegin(),
              moved.getOriginalEnd(),
              moved.getCategory(),
              group(moved.getCategory(), moved.getSubtype()),
              kind));
    }
    return new RewrittenNote(id, jcas.getDocumentText(), view.getDocumentText(), targets);
  }

  /**
   * Per group, the PHI replaced and those the detectors found again in the rewritten text.
   *
   * @param detected per note, the PHI the detectors resolved in its rewritten text, labelled by
   *     taxonomy category
   */
  public static Map<String, Tally> rewritten(
      List<RewrittenNote> notes, List<List<PhiSpan>> detected) {
    return score(notes, detected, false);
  }

  /**
   * Per group, the same PHI in the original text and those the detectors found there: the recall
   * the rewritten text is compared with.
   *
   * @param detected per note, the PHI the detectors resolved in its original text, labelled by
   *     taxonomy category
   */
  public static Map<String, Tally> original(
      List<RewrittenNote> notes, List<List<PhiSpan>> detected) {
    return score(notes, detected, true);
  }

  /**
   * The surrogates the detectors did not find again with their category, in note order: what to
   * read to make the surrogates of a group read right. Holds original text.
   *
   * @param detected per note, the PHI the detectors resolved in its rewritten text
   * @param inOriginals per note, the PHI they resolved in its original text, or null
   */
  public static List<Miss> misses(
      List<RewrittenNote> notes, List<List<PhiSpan>> detected, List<List<PhiSpan>> inOriginals) {
    List<Miss> misses = new ArrayList<>();
    for (int n = 0; n < notes.size(); n++) {
      RewrittenNote note = notes.get(n);
      for (Target target : note.targets()) {
        if (target.kind() != Kind.SURROGATE) {
          continue;
        }
        List<String> overlapping =
            detected.get(n).stream()
                .filter(s -> s.begin() < target.end() && target.begin() < s.end())
                .map(PhiSpan::label)
                .toList();
        if (!overlapping.contains(target.category())) {
          String text = note.text();
          misses.add(
              new Miss(
                  note.id(),
                  target.group(),
                  note.original().substring(target.originalBegin(), target.originalEnd()),
                  text.substring(target.begin(), target.end()),
                  text.substring(
                          Math.max(0, target.begin() - CONTEXT),
                          Math.min(text.length(), target.end() + CONTEXT))
                      .replaceAll("\\s+", " "),
                  overlapping,
                  inOriginals == null
                      ? null
                      : inOriginals.get(n).stream()
                          .anyMatch(
                              s ->
                                  s.begin() < target.originalEnd()
                                      && target.originalBegin() < s.end()
                                      && s.label().equals(target.category()))));
        }
      }
    }
    return misses;
  }

  private static Map<String, Tally> score(
      List<RewrittenNote> notes, List<List<PhiSpan>> detected, boolean inOriginal) {
    if (notes.size() != detected.size()) {
      throw new IllegalArgumentException(
          notes.size() + " notes but detections for " + detected.size());
    }
    Map<String, Tally> tallies = new LinkedHashMap<>();
    for (String group : TARGET_GROUPS) {
      tallies.put(group, new Tally(0, 0, 0));
    }
    for (int n = 0; n < notes.size(); n++) {
      List<PhiSpan> found = detected.get(n);
      for (Target target : notes.get(n).targets()) {
        if (target.kind() == Kind.KEPT) {
          continue;
        }
        int begin = inOriginal ? target.originalBegin() : target.begin();
        int end = inOriginal ? target.originalEnd() : target.end();
        boolean isFound =
            (inOriginal || target.kind() == Kind.SURROGATE)
                && found.stream()
                    .anyMatch(
                        s ->
                            s.begin() < end
                                && begin < s.end()
                                && s.label().equals(target.category()));
        tallies.merge(
            target.group(),
            new Tally(0, 0, 0).plus(inOriginal ? Kind.SURROGATE : target.kind(), isFound),
            (a, b) ->
                new Tally(
                    a.replaced() + b.replaced(), a.tagged() + b.tagged(), a.found() + b.found()));
      }
    }
    return tallies;
  }
}
