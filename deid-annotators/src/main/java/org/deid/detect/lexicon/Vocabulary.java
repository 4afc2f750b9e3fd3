package org.deid.detect.lexicon;

import java.io.BufferedInputStream;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.zip.GZIPInputStream;
import org.apache.lucene.store.InputStreamDataInput;
import org.apache.lucene.store.OutputStreamDataOutput;
import org.apache.lucene.util.IntsRefBuilder;
import org.apache.lucene.util.fst.FST;
import org.apache.lucene.util.fst.FSTCompiler;
import org.apache.lucene.util.fst.PositiveIntOutputs;
import org.apache.lucene.util.fst.Util;

/**
 * The ordinary words of a language that are no name or place of the gazetteers (adverbs, nouns,
 * verb forms: "toutefois", "asistencia"), folded, in a Lucene FST. Built from word lists of the npm
 * registry (see the lexicon README and NOTICE); loaded once per JVM and language, read-only, safe
 * for many threads. The build compiles each list to its automaton ({@link PrebuiltVocabularies},
 * {@value #PREBUILT}), which loads in a tenth of the time that building it from the list takes at
 * every start (a second for Spanish's 631,000 words); without it, the list is read.
 */
public final class Vocabulary {

  private static final String FOLDER = "org/deid/detect/lexicon/";

  /** The automaton built from a language's list at build time, in the language's folder. */
  static final String PREBUILT = "vocabulary.fst";

  static final String LIST = "vocabulary.txt.gz";
  private static final Map<String, Vocabulary> CACHE = new ConcurrentHashMap<>();

  private final FST<Long> fst;
  private final int size;

  private Vocabulary(FST<Long> fst, int size) {
    this.fst = fst;
    this.size = size;
  }

  /** The vocabulary of {@code fr} or {@code es}, loaded on first use. */
  public static Vocabulary forLanguage(String language) {
    if (!Gazetteer.LANGUAGES.contains(language)) {
      throw new IllegalArgumentException(
          "No vocabulary for language '" + language + "': use one of " + Gazetteer.LANGUAGES);
    }
    return CACHE.computeIfAbsent(language, Vocabulary::load);
  }

  /** The number of words. */
  public int size() {
    return size;
  }

  /** Whether a word (folded here) is an ordinary word of the language. */
  public boolean contains(CharSequence word) {
    String key = TextFolding.key(word);
    IntsRefBuilder ints = new IntsRefBuilder();
    for (int i = 0; i < key.length(); i++) {
      ints.append(key.charAt(i));
    }
    try {
      return Util.get(fst, ints.get()) != null;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static Vocabulary load(String language) {
    InputStream prebuilt =
        Vocabulary.class.getClassLoader().getResourceAsStream(FOLDER + language + "/" + PREBUILT);
    if (prebuilt == null) {
      return fromList(language);
    }
    try (InputStream in = prebuilt) {
      return read(in);
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot read " + FOLDER + language + "/" + PREBUILT, e);
    }
  }

  /** A vocabulary as {@link #save} wrote it. */
  static Vocabulary read(InputStream in) throws IOException {
    InputStreamDataInput data = new InputStreamDataInput(new BufferedInputStream(in));
    int size = data.readVInt();
    PositiveIntOutputs outputs = PositiveIntOutputs.getSingleton();
    return new Vocabulary(new FST<>(FST.readMetadata(data, outputs), data), size);
  }

  /** Writes the automaton, as {@link #load} reads it back. */
  void save(OutputStream out) throws IOException {
    OutputStreamDataOutput data = new OutputStreamDataOutput(out);
    data.writeVInt(size);
    fst.save(data, data);
  }

  /** The vocabulary built from the language's word list. */
  static Vocabulary fromList(String language) {
    String resource = FOLDER + language + "/" + LIST;
    InputStream in = Vocabulary.class.getClassLoader().getResourceAsStream(resource);
    if (in == null) {
      throw new IllegalStateException("Vocabulary resource missing: " + resource);
    }
    PositiveIntOutputs outputs = PositiveIntOutputs.getSingleton();
    FSTCompiler<Long> compiler = new FSTCompiler.Builder<>(FST.INPUT_TYPE.BYTE2, outputs).build();
    IntsRefBuilder ints = new IntsRefBuilder();
    List<String> keys = new ArrayList<>();
    try (BufferedReader reader =
        new BufferedReader(
            new InputStreamReader(new GZIPInputStream(in), StandardCharsets.UTF_8))) {
      for (String line = reader.readLine(); line != null; line = reader.readLine()) {
        String key = TextFolding.key(line);
        if (!key.isEmpty()) {
          keys.add(key);
        }
      }
      // UTF-16 order, the order BYTE2 input needs; Java's folding may differ from the script's.
      keys.sort(null);
      int size = 0;
      String previous = null;
      for (String key : keys) {
        if (key.equals(previous)) {
          continue;
        }
        ints.clear();
        for (int i = 0; i < key.length(); i++) {
          ints.append(key.charAt(i));
        }
        compiler.add(ints.get(), 1L);
        previous = key;
        size++;
      }
      return new Vocabulary(OnHeapFst.of(compiler, outputs), size);
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot read " + resource, e);
    }
  }
}
