package org.deid.substitute.surrogate;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.random.RandomGenerator;
import org.deid.data.DataFile;
import org.deid.detect.lexicon.TextFolding;

/**
 * The names and places surrogates are drawn from: the lexicon's gazetteers of the language (first
 * names with their gender, surnames, cities), less the entries that are also ordinary words and
 * those of several words. Loaded once per JVM and language; read-only afterwards.
 */
public final class SurrogateLexicon {

  private static final String FOLDER = "org/deid/detect/lexicon/";
  private static final Map<String, SurrogateLexicon> CACHE = new ConcurrentHashMap<>();

  private final List<String> femaleFirstNames = new ArrayList<>();
  private final List<String> maleFirstNames = new ArrayList<>();
  private final List<String> surnames = new ArrayList<>();
  private final Set<String> femaleKeys = new HashSet<>();
  private final Set<String> maleKeys = new HashSet<>();
  private final Set<String> firstNameKeys = new HashSet<>();
  private final Set<String> surnameKeys = new HashSet<>();
  private final List<String> commonFemale = new ArrayList<>();
  private final List<String> commonMale = new ArrayList<>();

  private SurrogateLexicon(String language) {
    Set<String> common = new HashSet<>(lines(language + "/common-words.txt"));
    for (String line : lines(language + "/first-names.txt")) {
      String[] fields = line.split("\t");
      String key = TextFolding.key(fields[0]);
      firstNameKeys.add(key);
      String gender = fields.length > 1 ? fields[1] : "-";
      if (gender.equals("F")) {
        femaleKeys.add(key);
      } else if (gender.equals("M")) {
        maleKeys.add(key);
      }
      if (drawable(fields[0], key, common)) {
        if (gender.equals("F")) {
          femaleFirstNames.add(fields[0]);
        } else if (gender.equals("M")) {
          maleFirstNames.add(fields[0]);
        }
      }
    }
    // The frequent names, with the gender the gazetteer may lack: drawn more often (real notes
    // hold frequent names), and their gender wins.
    for (String line : linesOf("org/deid/substitute/common-first-names.tsv")) {
      String[] fields = line.split("\t");
      if (!fields[0].equals(language)) {
        continue;
      }
      String key = TextFolding.key(fields[1]);
      firstNameKeys.add(key);
      boolean female = fields[2].equals("F");
      (female ? femaleKeys : maleKeys).add(key);
      (female ? maleKeys : femaleKeys).remove(key);
      (female ? commonFemale : commonMale).add(fields[1]);
    }
    for (String surname : lines(language + "/surnames.txt")) {
      String key = TextFolding.key(surname);
      surnameKeys.add(key);
      if (drawable(surname, key, common)) {
        surnames.add(surname);
      }
    }
  }

  /** The lexicon of a language ({@code fr} or {@code es}). */
  public static SurrogateLexicon forLanguage(String language) {
    return CACHE.computeIfAbsent(language, SurrogateLexicon::new);
  }

  private static boolean drawable(String entry, String key, Set<String> common) {
    return entry.length() >= 3
        && entry.chars().allMatch(Character::isLetter)
        && !common.contains(key);
  }

  /** Whether a folded word is a known first name. */
  public boolean isFirstName(String key) {
    return firstNameKeys.contains(key);
  }

  /** Whether a folded word is a known surname. */
  public boolean isSurname(String key) {
    return surnameKeys.contains(key);
  }

  /** A first name of the same gender as the folded original when the lexicon knows it. */
  public String firstName(String originalKey, RandomGenerator random) {
    boolean female;
    if (isFemale(originalKey)) {
      female = true;
    } else if (isMale(originalKey)) {
      female = false;
    } else {
      female = random.nextBoolean();
    }
    return firstName(female, random);
  }

  /** A first name of the gender given (a title's: "Sra.", "M."). */
  public String firstName(boolean female, RandomGenerator random) {
    List<String> common = female ? commonFemale : commonMale;
    List<String> pool =
        !common.isEmpty() && random.nextInt(10) < 6
            ? common
            : female ? femaleFirstNames : maleFirstNames;
    return pool.get(random.nextInt(pool.size()));
  }

  /** Whether the lexicon holds the folded first name as female only. */
  public boolean isFemale(String key) {
    return femaleKeys.contains(key) && !maleKeys.contains(key);
  }

  /** Whether the lexicon holds the folded first name as male only. */
  public boolean isMale(String key) {
    return maleKeys.contains(key) && !femaleKeys.contains(key);
  }

  /** A surname. */
  public String surname(RandomGenerator random) {
    return surnames.get(random.nextInt(surnames.size()));
  }

  private static List<String> lines(String resource) {
    return linesOf(FOLDER + resource);
  }

  private static List<String> linesOf(String resource) {
    return DataFile.readResource(resource).stream().map(line -> line.text().strip()).toList();
  }
}
