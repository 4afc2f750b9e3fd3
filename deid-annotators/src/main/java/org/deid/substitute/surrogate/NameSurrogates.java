package org.deid.substitute.surrogate;

import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.random.RandomGenerator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.deid.detect.lexicon.ContextKind;
import org.deid.detect.lexicon.Gazetteer;
import org.deid.detect.lexicon.TextFolding;

/**
 * A note's person table, after Tchouka et al. 2022: every first name and surname of the note maps
 * to one surrogate, whatever the form it appears in, so "Jean DUPONT", "M. Dupont", "DUPONT Jean"
 * and "J. Dupont" stay one person ("Marc LEROY", "M. Leroy", "LEROY Marc", "M. Leroy"). A first
 * name keeps its gender where the lexicon knows it; each word keeps its case; particles ("de",
 * "del", "van") stay; initials follow the surrogate of the note's first name with that initial. A
 * surrogate never equals the original nor any name word of the note, and never starts with the
 * original's letter, so an initial written for it differs from the original's.
 */
final class NameSurrogates {

  private static final Pattern WORD = Pattern.compile("\\p{L}[\\p{L}'’]*");
  private static final int MAX_DRAWS = 64;

  /**
   * The second given names of the frequent Spanish compounds ("José María", "María José", "Juan
   * Carlos", "Miguel Ángel", "María del Carmen"), which are surnames too: after a given name they
   * are read as given names, other words known as surnames as surnames ("Elena Marcos Villanueva").
   */
  private static final Set<String> SECOND_GIVEN_NAMES =
      Set.of(
          "maria", "jose", "luis", "carlos", "antonio", "angel", "manuel", "javier", "carmen",
          "dolores", "pilar", "teresa", "isabel", "jesus", "ignacio", "ramon");

  /** "María" shortened: "Mª", "Ma." (folded). */
  private static final Set<String> MARIA_SHORT = Set.of("mª", "ma", "m.ª");

  private static final Character FEMALE = 'F';
  private static final Character MALE = 'M';

  private final SurrogateLexicon lexicon;
  private final Gazetteer gazetteer;
  private final SurrogateKeys keys;
  private final Set<String> noteNameWords = new HashSet<>();
  private final Set<String> usedSurrogates = new HashSet<>();
  private final Map<String, String> firstNames = new HashMap<>();
  private final Map<String, String> surnames = new HashMap<>();
  private final Map<Character, String> initials = new HashMap<>();
  private final String language;

  /** The one role of each folded name word of the note, voted over every form it appears in. */
  private final Map<String, Role> roles = new HashMap<>();

  /** The gender a title or the given name before it gives a folded first name: F or M. */
  private final Map<String, Character> genders = new HashMap<>();

  /**
   * Builds the table of a note.
   *
   * @param names every name PHI of the note, in text order: its text, subtype (may be null) and,
   *     optionally, the gender ({@code F} or {@code M}) that a title before it gives
   */
  NameSurrogates(
      SurrogateLexicon lexicon,
      Gazetteer gazetteer,
      SurrogateKeys keys,
      String language,
      List<String[]> names) {
    this.lexicon = lexicon;
    this.gazetteer = gazetteer;
    this.keys = keys;
    this.language = language;
    for (String[] name : names) {
      Matcher word = WORD.matcher(name[0]);
      while (word.find()) {
        noteNameWords.add(TextFolding.key(word.group()));
      }
    }
    // One role per word for the whole note: every form it appears in votes ("FERREIRA" labelled a
    // first name in a header and written as a surname in the text keeps one role, one surrogate).
    Map<String, int[]> votes = new HashMap<>();
    for (String[] name : names) {
      List<String> words = contentWords(name[0]);
      List<Role> shape = shape(name[0], words, name[1]);
      int weight = words.size() == 1 && name[1] != null ? 2 : 1;
      for (int i = 0; i < words.size(); i++) {
        votes
                .computeIfAbsent(TextFolding.key(words.get(i)), k -> new int[2])[
                shape.get(i).ordinal()] +=
            weight;
      }
    }
    votes.forEach(
        (key, count) ->
            roles.put(
                key,
                count[0] != count[1]
                    ? count[0] > count[1] ? Role.FIRST : Role.LAST
                    : lexicon.isFirstName(key) && !lexicon.isSurname(key)
                        ? Role.FIRST
                        : Role.LAST));
    // Genders: a title before the name ("Sra.", "M.", "Don") gives its given names the title's
    // gender; else the first given name of a full name gives its own to those after it ("José
    // María": both male). A title wins over the lexicon.
    for (String[] name : names) {
      Character titled =
          name.length > 2 && name[2] != null ? Character.valueOf(name[2].charAt(0)) : null;
      Character span = titled;
      for (String word : contentWords(name[0])) {
        String key = TextFolding.key(word);
        if (roles.get(key) != Role.FIRST) {
          continue;
        }
        if (span == null) {
          if (MARIA_SHORT.contains(key)) {
            genders.put(key, FEMALE);
          }
          span =
              MARIA_SHORT.contains(key) || lexicon.isFemale(key)
                  ? FEMALE
                  : lexicon.isMale(key) ? MALE : null;
          continue;
        }
        if (titled != null) {
          genders.put(key, titled);
        } else {
          genders.putIfAbsent(key, span);
        }
      }
    }
    // First names first, so that initials can follow them.
    for (String[] name : names) {
      for (String word : contentWords(name[0])) {
        String key = TextFolding.key(word);
        if (roles.get(key) == Role.FIRST) {
          String surrogate = firstName(key);
          initials.putIfAbsent(Character.toUpperCase(key.charAt(0)), surrogate);
        }
      }
    }
  }

  /** The words of a name that take a surrogate: no initials, no particles. */
  private List<String> contentWords(String text) {
    List<String> all = WORD.matcher(text).results().map(r -> r.group()).toList();
    List<String> words = new java.util.ArrayList<>();
    for (int i = 0; i < all.size(); i++) {
      String word = all.get(i);
      if (!isInitial(word) && !isParticle(word, TextFolding.key(word), i, all.size())) {
        words.add(word);
      }
    }
    return words;
  }

  /**
   * The roles of a name's words by the shape of Spanish and French full names, whatever a scheme
   * labelled the span as a whole: given names, then one or two surnames ("María José García Pérez",
   * "Juan Carlos Martínez Ruiz", "Jean-Pierre Dupont"); surnames first when they come in capitals
   * before a given name, or before a comma ("DUPONT Jean", "GARCÍA PÉREZ, María"). A lone word
   * takes its label's role, else the lexicon's.
   */
  private List<Role> shape(String text, List<String> words, String subtype) {
    int n = words.size();
    List<Role> roles = new java.util.ArrayList<>(n);
    if (n == 0) {
      return roles;
    }
    if (n == 1) {
      String key = TextFolding.key(words.get(0));
      boolean first =
          "FIRST_NAME".equals(subtype)
              || !"LAST_NAME".equals(subtype)
                  && lexicon.isFirstName(key)
                  && !lexicon.isSurname(key);
      roles.add(first ? Role.FIRST : Role.LAST);
      return roles;
    }
    int comma = text.indexOf(',');
    if (comma > 0 && text.indexOf(words.get(n - 1)) > comma) {
      // "GARCÍA PÉREZ, María": surnames, a comma, given names
      for (String word : words) {
        roles.add(text.indexOf(word) < comma ? Role.LAST : Role.FIRST);
      }
      return roles;
    }
    if (CaseShape.of(words.get(0)) == CaseShape.UPPER
        && CaseShape.of(words.get(n - 1)) != CaseShape.UPPER) {
      // "DUPONT Jean", "MARTÍNEZ RUIZ Juan Carlos": capitals mark the surnames, written first
      boolean surnames = true;
      for (String word : words) {
        surnames &= CaseShape.of(word) == CaseShape.UPPER;
        roles.add(surnames ? Role.LAST : Role.FIRST);
      }
      return roles;
    }
    int given = 0;
    while (given < n && givenName(words.get(given), given, subtype)) {
      given++;
    }
    if ("es".equals(language) && n >= 4 && given >= 1) {
      // "María José García Pérez", "Josep Maria Batlle Rovira": the words before the two
      // surnames are given names when the lexicon knows them as such
      int before = 1;
      while (before < n - 2 && lexicon.isFirstName(TextFolding.key(words.get(before)))) {
        before++;
      }
      given = Math.max(given, before);
    }
    // Given names alone ("Margarita Josefina", "MARÍA DEL CARMEN", "Fatima Zahra"): every word
    // read as a given name, the last known only as one.
    boolean onlyGivenNames = given == n && onlyFirstName(words.get(n - 1));
    if (given == 0 && !"FIRST_NAME".equals(subtype) && onlyFirstName(words.get(n - 1))) {
      // "MOSQUERA VALENCIA JAIRO ALBERTO": surnames first, then the given names
      int surnames = 0;
      while (surnames < n && !onlyFirstName(words.get(surnames))) {
        surnames++;
      }
      for (int i = 0; i < n; i++) {
        roles.add(i < surnames ? Role.LAST : Role.FIRST);
      }
      return roles;
    }
    if (!(given == n && ("FIRST_NAME".equals(subtype) || onlyGivenNames))) {
      // given names alone ("Margarita Josefina", "María del Mar") stay given names
      given = Math.min(given, n - 1);
      if ("es".equals(language) && n >= 4) {
        given = Math.min(given, n - 2); // two surnames, the Spanish way
      }
      if (given == 0 && !"LAST_NAME".equals(subtype)) {
        String key = TextFolding.key(words.get(0));
        // A full name opens with a given name, unless its first word is only a surname
        given = "FIRST_NAME".equals(subtype) || !lexicon.isSurname(key) ? 1 : 0;
      }
    }
    for (int i = 0; i < n; i++) {
      roles.add(i < given ? Role.FIRST : Role.LAST);
    }
    return roles;
  }

  /**
   * Whether the word at {@code index} of a name reads as a given name: a first name of the lexicon;
   * in a surname span, or after the first word of a Spanish name (given name, then two surnames:
   * "Elena Marcos Villanueva"), only a first name that is no surname or the second name of a
   * frequent compound ("José María Aznar"); in a span labelled a first name, any word the lexicon
   * does not know only as a surname ("Bảo Anh").
   */
  private boolean givenName(String word, int index, String subtype) {
    String key = TextFolding.key(word);
    if (index == 0 && MARIA_SHORT.contains(key)) {
      return true; // "Mª Desamparados Peris"
    }
    if ("FIRST_NAME".equals(subtype)) {
      // labelled a first name: a given name unless the lexicon knows it only as a surname
      return lexicon.isFirstName(key) || !lexicon.isSurname(key);
    }
    if ("LAST_NAME".equals(subtype)) {
      return onlyFirstName(key);
    }
    if ("es".equals(language) && index > 0) {
      return onlyFirstName(key) || index == 1 && SECOND_GIVEN_NAMES.contains(key);
    }
    return lexicon.isFirstName(key);
  }

  private boolean onlyFirstName(String word) {
    String key = TextFolding.key(word);
    return lexicon.isFirstName(key) && !lexicon.isSurname(key);
  }

  /** Words (of the note's places) that no surrogate drawn from now on may be. */
  void avoidWords(Collection<String> texts) {
    for (String text : texts) {
      Matcher word = WORD.matcher(text);
      while (word.find()) {
        noteNameWords.add(TextFolding.key(word.group()));
      }
    }
  }

  /** The surrogate of a name PHI's text. */
  String surrogate(String text, String subtype) {
    List<String> words = WORD.matcher(text).results().map(r -> r.group()).toList();
    StringBuilder out = new StringBuilder(text.length());
    Matcher word = WORD.matcher(text);
    int cursor = 0;
    int index = 0;
    while (word.find()) {
      out.append(text, cursor, word.start());
      String original = word.group();
      boolean initialFollowed =
          word.end() < text.length() && ".-".indexOf(text.charAt(word.end())) >= 0;
      out.append(replace(original, index, words.size(), initialFollowed));
      cursor = word.end();
      index++;
    }
    out.append(text, cursor, text.length());
    return out.toString();
  }

  private String replace(String original, int index, int wordCount, boolean followedByMark) {
    String key = TextFolding.key(original);
    if (isParticle(original, key, index, wordCount)) {
      return original;
    }
    if (isInitial(original) || (original.length() == 2 && followedByMark)) {
      String name = initials.get(Character.toUpperCase(key.charAt(0)));
      if (name == null) {
        RandomGenerator random = keys.random("initial", key);
        name = lexicon.firstName("", random);
        for (int i = 0; i < MAX_DRAWS && sameInitial(name, key); i++) {
          name = lexicon.firstName("", random);
        }
        if (sameInitial(name, key)) {
          name = Distinct.name(key);
        }
      }
      String initial = name.substring(0, Math.min(original.length(), name.length()));
      return CaseShape.of(original).apply(initial);
    }
    String surrogate = roleOf(key) == Role.FIRST ? firstName(key) : surname(key);
    return CaseShape.of(original).apply(surrogate);
  }

  private String firstName(String key) {
    return firstNames.computeIfAbsent(
        key,
        k -> {
          Character gender = genders.get(k);
          return draw(
              k,
              "first-name",
              random ->
                  gender == null
                      ? lexicon.firstName(k, random)
                      : lexicon.firstName(gender == 'F', random));
        });
  }

  private String surname(String key) {
    return surnames.computeIfAbsent(key, k -> draw(k, "surname", lexicon::surname));
  }

  /**
   * A draw that is not the original, starts with another letter (so an initial written for it
   * differs too), and is no name word of the note nor another word's surrogate; when the bounded
   * draws find none, the first two conditions alone, and at last a fixed name with another initial.
   */
  private String draw(String key, String purpose, Function<RandomGenerator, String> source) {
    RandomGenerator random = keys.random(purpose, key);
    String candidate = source.apply(random);
    for (int i = 0; i < MAX_DRAWS && !acceptable(candidate, key, true); i++) {
      candidate = source.apply(random);
    }
    for (int i = 0; i < MAX_DRAWS && !acceptable(candidate, key, false); i++) {
      candidate = source.apply(random);
    }
    if (!acceptable(candidate, key, false)) {
      candidate = Distinct.name(key);
    }
    usedSurrogates.add(TextFolding.key(candidate));
    return candidate;
  }

  private boolean acceptable(String candidate, String key, boolean strict) {
    String candidateKey = TextFolding.key(candidate);
    if (candidateKey.equals(key) || sameInitial(candidate, key)) {
      return false;
    }
    return !strict
        || !noteNameWords.contains(candidateKey) && !usedSurrogates.contains(candidateKey);
  }

  /** Whether two names start with the same letter (case and accents aside). */
  private static boolean sameInitial(String candidate, String key) {
    String a = TextFolding.key(candidate);
    String b = TextFolding.key(key);
    return !a.isEmpty() && !b.isEmpty() && a.charAt(0) == b.charAt(0);
  }

  /** A word's role in the note; a word the table has not seen, by the lexicon. */
  private Role roleOf(String key) {
    Role role = roles.get(key);
    if (role != null) {
      return role;
    }
    return lexicon.isFirstName(key) && !lexicon.isSurname(key) ? Role.FIRST : Role.LAST;
  }

  /**
   * A particle stays: lower case ("de", "del", "van"), or capitalised inside a name ("Le Goff", "De
   * La Fuente": not the name's last word).
   */
  private boolean isParticle(String word, String key, int index, int wordCount) {
    return gazetteer.is(ContextKind.PARTICLE, key)
        && (word.equals(word.toLowerCase(Locale.ROOT)) || index < wordCount - 1);
  }

  private static boolean isInitial(String word) {
    return word.codePointCount(0, word.length()) == 1;
  }

  private enum Role {
    FIRST,
    LAST
  }
}
