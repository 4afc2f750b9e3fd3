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

  private final SurrogateLexicon lexicon;
  private final Gazetteer gazetteer;
  private final SurrogateKeys keys;
  private final Set<String> noteNameWords = new HashSet<>();
  private final Set<String> usedSurrogates = new HashSet<>();
  private final Map<String, String> firstNames = new HashMap<>();
  private final Map<String, String> surnames = new HashMap<>();
  private final Map<Character, String> initials = new HashMap<>();

  /**
   * Builds the table of a note.
   *
   * @param names every name PHI of the note, in text order: its text and subtype (may be null)
   */
  NameSurrogates(
      SurrogateLexicon lexicon, Gazetteer gazetteer, SurrogateKeys keys, List<String[]> names) {
    this.lexicon = lexicon;
    this.gazetteer = gazetteer;
    this.keys = keys;
    for (String[] name : names) {
      Matcher word = WORD.matcher(name[0]);
      while (word.find()) {
        noteNameWords.add(TextFolding.key(word.group()));
      }
    }
    // First names first, so that initials can follow them.
    for (String[] name : names) {
      List<String> words = WORD.matcher(name[0]).results().map(r -> r.group()).toList();
      for (int i = 0; i < words.size(); i++) {
        String word = words.get(i);
        if (!isInitial(word) && role(word, i, words.size(), name[1]) == Role.FIRST) {
          String surrogate = firstName(TextFolding.key(word));
          initials.putIfAbsent(Character.toUpperCase(TextFolding.key(word).charAt(0)), surrogate);
        }
      }
    }
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
      out.append(replace(original, index, words.size(), subtype, initialFollowed));
      cursor = word.end();
      index++;
    }
    out.append(text, cursor, text.length());
    return out.toString();
  }

  private String replace(
      String original, int index, int wordCount, String subtype, boolean followedByMark) {
    String key = TextFolding.key(original);
    if (isParticle(original, key)) {
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
    String surrogate =
        role(original, index, wordCount, subtype) == Role.FIRST ? firstName(key) : surname(key);
    return CaseShape.of(original).apply(surrogate);
  }

  private String firstName(String key) {
    return firstNames.computeIfAbsent(
        key, k -> draw(k, "first-name", random -> lexicon.firstName(k, random)));
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

  private Role role(String word, int index, int wordCount, String subtype) {
    if ("FIRST_NAME".equals(subtype)) {
      return Role.FIRST;
    }
    if ("LAST_NAME".equals(subtype)) {
      return Role.LAST;
    }
    String key = TextFolding.key(word);
    if (firstNames.containsKey(key)) {
      return Role.FIRST;
    }
    boolean first = lexicon.isFirstName(key);
    boolean last = lexicon.isSurname(key);
    if (first && !last) {
      return Role.FIRST;
    }
    if (first && index == 0 && wordCount > 1 && CaseShape.of(word) != CaseShape.UPPER) {
      return Role.FIRST;
    }
    return Role.LAST;
  }

  private boolean isParticle(String word, String key) {
    return word.equals(word.toLowerCase(Locale.ROOT)) && gazetteer.is(ContextKind.PARTICLE, key);
  }

  private static boolean isInitial(String word) {
    return word.codePointCount(0, word.length()) == 1;
  }

  private enum Role {
    FIRST,
    LAST
  }
}
