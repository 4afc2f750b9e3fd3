package org.deid.detect.lexicon;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.BitSet;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import org.apache.lucene.util.IntsRefBuilder;
import org.apache.lucene.util.fst.FST;
import org.apache.lucene.util.fst.FSTCompiler;
import org.apache.lucene.util.fst.PositiveIntOutputs;
import org.apache.lucene.util.fst.Util;

/**
 * The gazetteers of one language compiled into a Lucene FST from folded entry to a set of flags
 * (first name, surname, city...), plus the language's context words. Built once per JVM and shared:
 * an FST is read-only, and every caller walks it with its own {@link FST.BytesReader}.
 */
public final class Gazetteer {

  /** A first name. */
  public static final long FIRST_NAME = 1;

  /** A surname. */
  public static final long SURNAME = 1 << 1;

  /** A city, town or municipality. */
  public static final long CITY = 1 << 2;

  /** A region, province, department or autonomous community. */
  public static final long REGION = 1 << 3;

  /** A country. */
  public static final long COUNTRY = 1 << 4;

  /** A first name given to women. */
  public static final long FEMALE = 1 << 5;

  /** A first name given to men. */
  public static final long MALE = 1 << 6;

  /** Also an ordinary lower-case word or stop word of the language. */
  public static final long COMMON_WORD = 1 << 7;

  /** A name that medicine uses for diseases, signs, scores or tools (Parkinson, Glasgow). */
  public static final long EPONYM = 1 << 8;

  /** An occupation ("boulanger", "camarera de pisos"). */
  public static final long PROFESSION = 1 << 9;

  /**
   * An occupation of care staff or a title of staff ("infirmière", "médico", "profesor"): a
   * profession only where the context says whose it is.
   */
  public static final long CARE_PROFESSION = 1 << 10;

  /** A named organisation that stands alone ("SNCF", "SERGAS", "Harmonie Mutuelle"). */
  public static final long ORGANIZATION = 1L << 11;

  /** A word that opens an organisation's name before a proper name ("lycée", "CEIP", "MECS"). */
  public static final long ORGANIZATION_HEAD = 1L << 12;

  /** Flags of the person-name lists. */
  public static final long NAME = FIRST_NAME | SURNAME;

  /** Flags of the place lists. */
  public static final long PLACE = CITY | REGION | COUNTRY;

  /** Languages that have gazetteers. */
  public static final List<String> LANGUAGES = List.of("fr", "es");

  private static final String FOLDER = "org/deid/detect/lexicon/";

  /** The lists a gazetteer reads, by file name: a location may hold any of them. */
  public static final List<String> FILE_NAMES =
      List.of(
          "first-names.txt",
          "surnames.txt",
          "cities.txt",
          "regions.txt",
          "countries.txt",
          "eponyms.txt",
          "professions.txt",
          "organisations.txt",
          "common-words.txt",
          "context.tsv");

  private static final int MAX_ENTRY_CHARS = 64;
  private static final Map<String, Gazetteer> CACHE = new ConcurrentHashMap<>();

  private final String language;
  private final FST<Long> fst;
  private final int entries;
  private final Map<ContextKind, Set<String>> context;
  // Per context word, the kinds it is of (bit ContextKind.ordinal()): one look-up per token tells
  // every kind, where the finders ask several kinds of each token.
  private final Map<String, Integer> kindsByWord = new HashMap<>();

  private Gazetteer(
      String language, FST<Long> fst, int entries, Map<ContextKind, Set<String>> context) {
    this.language = language;
    this.fst = fst;
    this.entries = entries;
    this.context = context;
    context.forEach(
        (kind, words) -> {
          for (String word : words) {
            kindsByWord.merge(word, 1 << kind.ordinal(), (a, b) -> a | b);
          }
        });
  }

  /**
   * The gazetteer of a language ({@code fr} or {@code es}), loaded on first use.
   *
   * @throws IllegalArgumentException for another language
   */
  public static Gazetteer forLanguage(String language) {
    return forLanguage(language, null);
  }

  /**
   * The gazetteer of a language with the lists of a folder of the user's, loaded on first use: each
   * file of the folder named as a bundled one ({@link #FILE_NAMES}) is read instead of it, the
   * others are the bundled ones.
   *
   * @param location the folder, or null (or empty) for the bundled lists alone
   * @throws IllegalArgumentException for another language, or a location that is no folder
   */
  public static Gazetteer forLanguage(String language, String location) {
    String lang = language == null ? "" : language.toLowerCase(Locale.ROOT);
    if (!LANGUAGES.contains(lang)) {
      throw new IllegalArgumentException(
          "No gazetteer for language '" + language + "': use one of " + LANGUAGES);
    }
    if (location == null || location.isEmpty()) {
      return CACHE.computeIfAbsent(lang, l -> load(l, null));
    }
    Path folder = Path.of(location);
    if (!Files.isDirectory(folder)) {
      throw new IllegalArgumentException("The gazetteer location " + location + " is no folder");
    }
    Path key = folder.toAbsolutePath().normalize();
    return CACHE.computeIfAbsent(lang + "\t" + key, k -> load(lang, key));
  }

  /** The language of this gazetteer. */
  public String language() {
    return language;
  }

  /** The number of distinct folded entries. */
  public int size() {
    return entries;
  }

  /** Heap bytes held by the automaton. */
  public long ramBytesUsed() {
    return fst.ramBytesUsed();
  }

  /** The flags of an entry (folded or not), or 0 when the gazetteers do not hold it. */
  public long flags(CharSequence entry) {
    String key = TextFolding.key(entry);
    IntsRefBuilder ints = new IntsRefBuilder();
    for (int i = 0; i < key.length(); i++) {
      ints.append(key.charAt(i));
    }
    try {
      Long flags = Util.get(fst, ints.get());
      return flags == null ? 0 : flags;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Whether a folded word is a context word of the given kind. */
  public boolean is(ContextKind kind, String foldedWord) {
    return context.get(kind).contains(foldedWord);
  }

  /**
   * The kinds of context word a folded word is, as bits {@code 1 << kind.ordinal()} (0: none); see
   * {@link #isOf(int, ContextKind)}.
   */
  public int contextKinds(String foldedWord) {
    return kindsByWord.getOrDefault(foldedWord, 0);
  }

  /** Whether kinds from {@link #contextKinds} hold the given kind. */
  public static boolean isOf(int kinds, ContextKind kind) {
    return (kinds & (1 << kind.ordinal())) != 0;
  }

  /** The context words of a kind, folded. */
  public Set<String> contextWords(ContextKind kind) {
    return context.get(kind);
  }

  /** A match of an entry in a text: its end offset and its flags. */
  public record Match(int end, long flags) {}

  /**
   * Walks the automaton from {@code begin} over folded text and reports every entry that ends on a
   * token end, shortest first. A run of spaces or tabs reads as one space; a line break ends the
   * walk, so no entry spans two lines.
   *
   * @param folded the folded document text ({@link TextFolding#fold(CharSequence)})
   * @param tokenEnds the offsets where a token ends
   * @param reader this thread's reader, from {@link #newReader()}
   */
  public void matchesFrom(
      char[] folded, int begin, BitSet tokenEnds, FST.BytesReader reader, Consumer<Match> sink) {
    try {
      FST.Arc<Long> arc = fst.getFirstArc(new FST.Arc<>());
      long output = 0;
      int limit = Math.min(folded.length, begin + MAX_ENTRY_CHARS);
      int p = begin;
      while (p < limit) {
        char c = folded[p];
        int next = p + 1;
        if (c == '\n' || c == '\r') {
          return;
        }
        if (Character.isWhitespace(c)) {
          c = ' ';
          while (next < folded.length
              && Character.isWhitespace(folded[next])
              && folded[next] != '\n'
              && folded[next] != '\r') {
            next++;
          }
        }
        if (fst.findTargetArc(c, arc, arc, reader) == null) {
          return;
        }
        output += arc.output();
        if (arc.isFinal() && c != ' ' && tokenEnds.get(p + 1)) {
          sink.accept(new Match(p + 1, output + arc.nextFinalOutput()));
        }
        p = next;
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** A reader for one thread's walks. */
  public FST.BytesReader newReader() {
    return fst.getBytesReader();
  }

  private static Gazetteer load(String language, Path folder) {
    Lists dir = new Lists(language, folder);
    TreeMap<String, Long> flags = new TreeMap<>();
    for (String line : dir.lines("first-names.txt")) {
      String[] columns = line.split("\t");
      long gender =
          columns.length < 2
              ? 0
              : columns[1].equals("F") ? FEMALE : columns[1].equals("M") ? MALE : 0;
      flags.merge(TextFolding.key(columns[0]), FIRST_NAME | gender, (a, b) -> a | b);
    }
    add(flags, dir.lines("surnames.txt"), SURNAME);
    add(flags, dir.lines("cities.txt"), CITY);
    add(flags, dir.lines("regions.txt"), REGION);
    add(flags, dir.lines("countries.txt"), COUNTRY);
    add(flags, dir.lines("eponyms.txt"), EPONYM);
    addTagged(flags, dir, "professions.txt", Map.of("", PROFESSION, "CARE", CARE_PROFESSION));
    addTagged(
        flags, dir, "organisations.txt", Map.of("NAMED", ORGANIZATION, "HEAD", ORGANIZATION_HEAD));
    // Only gazetteer entries are listed as common words; the mark alone adds no entry.
    for (String line : dir.lines("common-words.txt")) {
      flags.computeIfPresent(TextFolding.key(line), (k, v) -> v | COMMON_WORD);
    }
    Map<ContextKind, Set<String>> context = new EnumMap<>(ContextKind.class);
    for (ContextKind kind : ContextKind.values()) {
      context.put(kind, new HashSet<>());
    }
    for (String line : dir.lines("context.tsv")) {
      String[] columns = line.split("\t");
      if (columns.length != 2) {
        throw new IllegalStateException(
            dir.where("context.tsv") + ": expected kind<TAB>word: " + columns[0]);
      }
      context.get(ContextKind.valueOf(columns[0])).add(TextFolding.key(columns[1]));
    }
    context.replaceAll((k, v) -> Set.copyOf(v));
    return new Gazetteer(language, compile(flags), flags.size(), context);
  }

  private static FST<Long> compile(TreeMap<String, Long> flags) {
    PositiveIntOutputs outputs = PositiveIntOutputs.getSingleton();
    FSTCompiler<Long> compiler = new FSTCompiler.Builder<>(FST.INPUT_TYPE.BYTE2, outputs).build();
    IntsRefBuilder ints = new IntsRefBuilder();
    try {
      // TreeMap order is UTF-16 order, the order BYTE2 input needs.
      for (Map.Entry<String, Long> e : flags.entrySet()) {
        ints.clear();
        String key = e.getKey();
        for (int i = 0; i < key.length(); i++) {
          ints.append(key.charAt(i));
        }
        compiler.add(ints.get(), e.getValue());
      }
      return OnHeapFst.of(compiler, outputs);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static void add(TreeMap<String, Long> flags, List<String> lines, long flag) {
    for (String line : lines) {
      String key = TextFolding.key(line);
      if (!key.isEmpty()) {
        flags.merge(key, flag, (a, b) -> a | b);
      }
    }
  }

  /** Adds the entries of a file whose optional second column names the flag to set. */
  private static void addTagged(
      TreeMap<String, Long> flags, Lists dir, String name, Map<String, Long> tags) {
    for (String line : dir.lines(name)) {
      String[] columns = line.split("\t");
      Long flag = tags.get(columns.length < 2 ? "" : columns[1].strip());
      String key = TextFolding.key(columns[0]);
      if (flag == null || key.isEmpty()) {
        throw new IllegalStateException(
            dir.where(name) + ": expected entry<TAB>" + tags.keySet() + ": " + columns[0]);
      }
      flags.merge(key, flag, (a, b) -> a | b);
    }
  }

  /** Where a language's lists are read: the user's folder first, then the bundled resources. */
  private record Lists(String language, Path folder) {

    /** The file of the user's folder holding the list, or null when the bundled one is read. */
    Path userFile(String name) {
      Path file = folder == null ? null : folder.resolve(name);
      return file != null && Files.isRegularFile(file) ? file : null;
    }

    /** Where a list is read: the user's file, or the bundled resource. */
    String where(String name) {
      Path file = userFile(name);
      if (file != null) {
        return file.toString();
      }
      return name.equals("eponyms.txt") ? FOLDER + name : FOLDER + language + "/" + name;
    }

    /** The entries of a list, less blank lines and # comments, each stripped. */
    List<String> lines(String name) {
      Path file = userFile(name);
      InputStream in;
      try {
        in =
            file != null
                ? Files.newInputStream(file)
                : Gazetteer.class.getClassLoader().getResourceAsStream(where(name));
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      if (in == null) {
        throw new IllegalStateException("Missing gazetteer resource " + where(name));
      }
      try (BufferedReader reader =
          new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
        return reader
            .lines()
            .filter(l -> !l.isBlank() && !l.startsWith("#"))
            .map(String::strip)
            .toList();
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }
}
