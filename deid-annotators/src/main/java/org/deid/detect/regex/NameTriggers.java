package org.deid.detect.regex;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import org.deid.data.DataFile;
import org.deid.taxonomy.NameRole;
import org.deid.taxonomy.PhiClass;
import org.deid.taxonomy.PhiSubtype;

/**
 * Names announced by a context trigger ("Nombre:", "Dr", "Mme", "Remitido por:", "su hija"): the
 * capitalised words right after the trigger, on the same line, become a NAME with the trigger's
 * role. A lower-case word after the trigger ("Monsieur chute", "genou Dr") gives nothing. Triggers,
 * titles skipped after a trigger, name particles and the capitalised words that end a name are
 * data: {@code org/deid/detect/regex/names-{fr,es}.tsv}, whose header documents the format. Loaded
 * once per JVM per language; instances are immutable and thread-safe.
 */
public final class NameTriggers {

  private static final String FOLDER = "org/deid/detect/regex/";
  private static final Map<String, NameTriggers> CACHE = new ConcurrentHashMap<>();
  private static final int MAX_WORDS = 5;
  // A word: letters with inner apostrophes or hyphens ("O'Neill", "Jean-Pierre"), or an initial,
  // or the initials of a compound first name ("A.-M.").
  private static final Pattern WORD =
      Pattern.compile(
          "\\G(?:M\\.[ªa](?![\\p{L}])|\\p{Lu}\\.(?:-\\p{Lu}\\.)+"
              + "|\\p{L}[\\p{L}'’]*(?:-\\p{L}[\\p{L}'’]*)*\\.?)",
          Pattern.UNICODE_CHARACTER_CLASS);

  /** Initials of a compound first name: "J-P" (Jean-Pierre), "M-C", "A.-M". */
  private static final Pattern HYPHENATED_INITIALS =
      Pattern.compile("\\p{Lu}\\.?(?:-\\p{Lu}\\.?)*-\\p{Lu}");

  private static final Pattern SEPARATOR = Pattern.compile("\\G[ \\t\\u00a0]*[:.,]?");

  /** One trigger: what it matches and what the name after it is. */
  private record Trigger(Pattern regex, MatchStarts starts, PhiClass phiClass, float confidence) {}

  /**
   * A name found after a trigger.
   *
   * @param begin offset of the name's first character
   * @param end offset after the name's last character
   * @param phiClass the name's class (subtype and role from the trigger)
   * @param confidence the trigger's confidence
   */
  public record Found(int begin, int end, PhiClass phiClass, float confidence) {}

  private final List<Trigger> triggers;
  private final MatchStarts.Index startIndex;
  private final Pattern title;
  private final Set<String> particles;
  private final Set<String> stops;
  private final Set<String> abbreviations;

  private NameTriggers(
      List<Trigger> triggers,
      Pattern title,
      Set<String> particles,
      Set<String> stops,
      Set<String> abbreviations) {
    this.triggers = triggers;
    this.startIndex = MatchStarts.index(triggers.stream().map(Trigger::starts).toList());
    this.title = title;
    this.particles = particles;
    this.stops = stops;
    this.abbreviations = abbreviations;
  }

  /**
   * The triggers of a language ({@code fr} or {@code es}).
   *
   * @throws IllegalArgumentException for another language, or a malformed file
   */
  public static NameTriggers forLanguage(String language) {
    String key = language.toLowerCase(Locale.ROOT);
    if (!PatternCatalog.LANGUAGES.contains(key)) {
      throw new IllegalArgumentException(
          "No name triggers for language '"
              + language
              + "': use one of "
              + PatternCatalog.LANGUAGES);
    }
    return CACHE.computeIfAbsent(key, k -> read(FOLDER + "names-" + k + ".tsv"));
  }

  /**
   * Every name announced by a trigger in the text; where several triggers announce the same span
   * ("Patient : M. Dupont"), the most confident (then the first in file order) gives its class.
   */
  public List<Found> find(String text) {
    return find(text, true);
  }

  /** As {@link #find(String)}; {@code skipImpossibleStarts} false tries every position (tests). */
  List<Found> find(String text, boolean skipImpossibleStarts) {
    return find(text, skipImpossibleStarts, MatchStarts.Index.WINDOW);
  }

  /**
   * As {@link #find(String)}, the text searched one window of {@code windowChars} after another (a
   * long note's candidate positions are held a window at a time); the names come as a search of the
   * whole text trigger by trigger gives them.
   */
  List<Found> find(String text, boolean skipImpossibleStarts, int windowChars) {
    int count = triggers.size();
    List<List<Found>> byTrigger = new ArrayList<>(Collections.nCopies(count, null));
    Matcher[] matchers = new Matcher[count];
    int[] from = new int[count];
    startIndex.scanByWindow(
        text,
        windowChars,
        (first, candidates) -> {
          for (int t = 0; t < count; t++) {
            Trigger trigger = triggers.get(t);
            MatchStarts starts = skipImpossibleStarts ? trigger.starts() : MatchStarts.EVERYWHERE;
            if (!first && starts.searchesEverywhere()) {
              continue; // its first search went over the whole text
            }
            if (matchers[t] == null) {
              matchers[t] = trigger.regex().matcher(text);
              byTrigger.set(t, new ArrayList<>());
            }
            from[t] =
                namesAfter(
                    trigger, starts, matchers[t], text, candidates[t], from[t], byTrigger.get(t));
          }
        });
    Map<Long, Found> found = new LinkedHashMap<>();
    for (List<Found> names : byTrigger) {
      for (Found name : names == null ? List.<Found>of() : names) {
        found.merge(
            ((long) name.begin() << 32) | name.end(),
            name,
            (old, neu) -> neu.confidence() > old.confidence() ? neu : old);
      }
    }
    return new ArrayList<>(found.values());
  }

  /**
   * Adds the names after the trigger's matches among the window's candidates to {@code names}, the
   * search starting at {@code from}; returns where its next search starts.
   */
  private int namesAfter(
      Trigger trigger,
      MatchStarts starts,
      Matcher matcher,
      String text,
      MatchStarts.Candidates candidates,
      int from,
      List<Found> names) {
    // As find() does: the next search starts at the match's end, one further after an empty one.
    while (from < text.length() && starts.find(matcher, text, from, candidates)) {
      from = matcher.end() > matcher.start() ? matcher.end() : matcher.end() + 1;
      int[] span = nameAfter(text, matcher.end(), title.matcher(matcher.group()).matches());
      if (span != null) {
        names.add(new Found(span[0], span[1], trigger.phiClass(), trigger.confidence()));
      }
    }
    return from;
  }

  /**
   * The span of the capitalised words after position {@code from}, or null when there are none.
   * After a trigger that is itself a title ("Dr"), a title's letter is an initial ("Dr M. GUERIN").
   */
  private int[] nameAfter(String text, int from, boolean afterTitle) {
    int cursor = skipSeparator(text, from);
    // A title right after the trigger ("Remitido por: Dra. ...", "Patient : M. ...") is skipped.
    Matcher titleMatcher = title.matcher(text).region(cursor, text.length());
    if (titleMatcher.lookingAt() && !(afterTitle && titleMatcher.end() - cursor <= 2)) {
      cursor = skipSeparator(text, titleMatcher.end());
    }
    // region(...).lookingAt() tries the word at the cursor only: find(cursor) would scan to the end
    // of the text for every trigger, which made long notes quadratic.
    Matcher word = WORD.matcher(text).useTransparentBounds(true);
    int begin = -1;
    int end = -1;
    int words = 0;
    while (words < MAX_WORDS && word.region(cursor, text.length()).lookingAt()) {
      String token = word.group();
      boolean period = token.endsWith(".");
      String bare = period ? token.substring(0, token.length() - 1) : token;
      // An initial or an abbreviated name ("Fco. Javier", "Glez.", "J-P.") keeps its period and
      // goes on.
      boolean initial =
          bare.length() == 1
              || period && abbreviations.contains(bare)
              || HYPHENATED_INITIALS.matcher(bare).matches();
      boolean fieldLabel = isFieldLabelEnd(text, word.end());
      if (begin >= 0 && !initial && title.matcher(token).matches()) {
        break; // "Pr F. GIOVANNINI et Dr L. ABDELKADER": a title opens the next name
      }
      if (isCapitalised(bare) && !stops.contains(bare) && !fieldLabel) {
        if (begin < 0) {
          begin = word.start();
        }
        end = period && !initial ? word.end() - 1 : word.end();
        words++;
        if (period && !initial) {
          break; // a period after a full word ends the name (and the sentence)
        }
      } else if (begin < 0 || !particles.contains(bare) || period) {
        break;
      }
      cursor = word.end();
      int blanks = cursor;
      while (blanks < text.length() && blanks - cursor < 6 && isBlank(text.charAt(blanks))) {
        blanks++;
      }
      if (blanks == cursor) {
        break;
      }
      cursor = blanks;
    }
    if (begin < 0 || end - begin < 2) {
      return null;
    }
    return new int[] {begin, end};
  }

  /** Whether a colon follows position {@code end} on the same line ("Aide :", "Nom:"). */
  private static boolean isFieldLabelEnd(String text, int end) {
    int p = end;
    while (p < text.length() && p - end < 3 && isBlank(text.charAt(p))) {
      p++;
    }
    return p < text.length() && text.charAt(p) == ':';
  }

  private static int skipSeparator(String text, int from) {
    Matcher separator = SEPARATOR.matcher(text).region(from, text.length());
    int position = separator.lookingAt() ? separator.end() : from;
    while (position < text.length() && isBlank(text.charAt(position))) {
      position++;
    }
    return position;
  }

  private static boolean isBlank(char c) {
    return c == ' ' || c == '\t' || c == '\u00a0';
  }

  /** A capital first letter, or one right after an elided particle ("d'Auvergne", "D'Angelo"). */
  private static boolean isCapitalised(String word) {
    if (word.length() > 2
        && (word.charAt(1) == '\'' || word.charAt(1) == '’')
        && "dDlL".indexOf(word.charAt(0)) >= 0) {
      return Character.isUpperCase(word.charAt(2));
    }
    return !word.isEmpty() && Character.isUpperCase(word.charAt(0));
  }

  private static NameTriggers read(String resource) {
    List<Trigger> triggers = new ArrayList<>();
    List<String> titles = new ArrayList<>();
    Set<String> particles = new HashSet<>();
    Set<String> stops = new HashSet<>();
    Set<String> abbreviations = new HashSet<>();
    for (DataFile.Line line : DataFile.readResource(resource)) {
      String where = line.where();
      String[] columns = line.text().split("\t");
      try {
        switch (columns[0]) {
          case "trigger" -> triggers.add(trigger(columns, where));
          case "title" -> titles.add(single(columns, where));
          case "particle" -> particles.add(single(columns, where));
          case "stop" -> stops.add(single(columns, where));
          case "abbreviation" -> abbreviations.add(single(columns, where));
          default -> throw new IllegalArgumentException("unknown kind '" + columns[0] + "'");
        }
      } catch (PatternSyntaxException e) {
        throw new IllegalArgumentException(where + ": " + e.getDescription(), e);
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException(where + ": " + e.getMessage(), e);
      }
    }
    Pattern title =
        Pattern.compile(
            titles.isEmpty() ? "(?!)" : "(?:" + String.join("|", titles) + ")(?![\\p{L}])",
            Pattern.UNICODE_CHARACTER_CLASS);
    return new NameTriggers(
        List.copyOf(triggers),
        title,
        Set.copyOf(particles),
        Set.copyOf(stops),
        Set.copyOf(abbreviations));
  }

  private static String single(String[] columns, String where) {
    if (columns.length != 2) {
      throw new IllegalArgumentException("expected 2 tab-separated columns");
    }
    return columns[1];
  }

  private static Trigger trigger(String[] columns, String where) {
    if (columns.length != 5) {
      throw new IllegalArgumentException(
          "expected 5 tab-separated columns: trigger, subtype, role, confidence, regex");
    }
    PhiSubtype subtype = PhiSubtype.valueOf(columns[1]);
    NameRole role = columns[2].equals("-") ? null : NameRole.valueOf(columns[2]);
    float confidence = Float.parseFloat(columns[3]);
    // The trigger starts at a word start; when it ends with a letter, the word must end there.
    Pattern regex =
        Pattern.compile(
            "(?<![\\p{L}\\p{N}])(?:" + columns[4] + ")(?:(?<![\\p{L}\\p{N}])|(?![\\p{L}\\p{N}]))",
            Pattern.UNICODE_CHARACTER_CLASS);
    return new Trigger(regex, MatchStarts.of(regex), PhiClass.name(subtype, role), confidence);
  }
}
