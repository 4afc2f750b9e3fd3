package org.deid.variants;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.deid.io.brat.BratAnnFormat;
import org.deid.io.brat.BratDocument;
import org.deid.io.brat.BratFormatException;
import org.deid.io.brat.BratSpan;
import org.deid.io.brat.BratTextBound;
import org.deid.io.markup.MarkedDocument;
import org.deid.io.markup.MarkedSpan;

/**
 * Rewrites a brat gold corpus into the layouts of one or more {@link FormatFamily families},
 * applied in the order given, and writes it as brat with every span at its new offsets. The draws
 * of a note depend only on the seed, the note's path and the family, so a corpus gives the same
 * bytes at every run and a note's variant does not depend on which other notes are in the folder.
 */
public final class FormatVariants {

  /** Every family, by name, in the order the documentation lists them. */
  public static final Map<String, FormatFamily> FAMILIES = families();

  private final List<FormatFamily> chosen;
  private final VariantContext context;
  private final long seed;

  /** Counts of one corpus rewritten. */
  public record Summary(int documents, int spans, int spansRewritten) {}

  /**
   * @param families the families to apply, in order
   * @param context the notes' language and label scheme
   * @param seed the seed of every draw
   */
  public FormatVariants(List<FormatFamily> families, VariantContext context, long seed) {
    this.chosen = List.copyOf(families);
    this.context = context;
    this.seed = seed;
  }

  /**
   * The families named in a comma-separated list.
   *
   * @throws IllegalArgumentException naming an unknown family and the known ones
   */
  public static List<FormatFamily> parse(String names) {
    List<FormatFamily> families = new ArrayList<>();
    for (String name : names.split(",")) {
      FormatFamily family = FAMILIES.get(name.trim());
      if (family == null) {
        throw new IllegalArgumentException(
            "unknown family '" + name.trim() + "'; known: " + String.join(", ", FAMILIES.keySet()));
      }
      families.add(family);
    }
    return families;
  }

  /** Rewrites one note; {@code name} keys its draws. */
  public MarkedDocument rewrite(String name, MarkedDocument note) {
    MarkedDocument current = sorted(note);
    for (FormatFamily family : chosen) {
      long noteSeed = seed * 1_000_003L + name.hashCode() * 31L + family.name().hashCode();
      current = sorted(family.apply(current, context, new SplittableRandom(noteSeed)));
    }
    return current;
  }

  /**
   * Rewrites every {@code .txt} + {@code .ann} pair under {@code gold} into {@code out}, keeping
   * sub-folders.
   *
   * @throws BratFormatException naming the first malformed annotation file
   */
  public Summary rewriteCorpus(Path gold, Path out) throws IOException, BratFormatException {
    return rewriteCorpus(gold, out, 1.0);
  }

  /**
   * Rewrites a share of the notes under {@code gold} into {@code out} (which may be {@code gold}
   * itself: each note is read before it is written); the other notes are written as they are. A
   * note is chosen by a hash of the seed and its path, so the choice does not depend on the other
   * notes.
   *
   * @param share the share of notes rewritten, from 0 to 1
   */
  public Summary rewriteCorpus(Path gold, Path out, double share)
      throws IOException, BratFormatException {
    List<Path> texts;
    try (Stream<Path> files = Files.walk(gold)) {
      texts = files.filter(f -> f.toString().endsWith(".txt")).sorted().toList();
    }
    int documents = 0;
    int spans = 0;
    int rewritten = 0;
    for (Path txt : texts) {
      Path ann = txt.resolveSibling(txt.getFileName().toString().replaceFirst("\\.txt$", ".ann"));
      if (!Files.isRegularFile(ann)) {
        continue;
      }
      String relative = gold.relativize(txt).toString();
      MarkedDocument note = read(relative, txt, ann);
      MarkedDocument variant = chosen(relative, share) ? rewrite(relative, note) : note;
      Path target = out.resolve(relative);
      Files.createDirectories(target.getParent());
      Files.writeString(target, variant.text(), StandardCharsets.UTF_8);
      Files.writeString(
          target.resolveSibling(ann.getFileName()),
          BratAnnFormat.serialize(toBrat(variant)),
          StandardCharsets.UTF_8);
      documents++;
      spans += variant.spans().size();
      rewritten += changedSpans(note, variant);
    }
    return new Summary(documents, spans, rewritten);
  }

  // A draw in [0, 1) of the seed and the note's path.
  private boolean chosen(String name, double share) {
    return share >= 1.0 || new SplittableRandom(seed * 31L + name.hashCode()).nextDouble() < share;
  }

  /**
   * The brat annotations of a rewritten note, numbered in text order. A span that a line break now
   * crosses is written as brat writes it, one fragment per line (a discontinuous annotation).
   */
  static BratDocument toBrat(MarkedDocument note) {
    String text = note.text();
    List<BratTextBound> bounds = new ArrayList<>();
    for (MarkedSpan span : note.spans()) {
      List<BratSpan> fragments = new ArrayList<>();
      List<String> lines = new ArrayList<>();
      int begin = span.begin();
      for (int i = span.begin(); i <= span.end(); i++) {
        if (i == span.end() || text.charAt(i) == '\n' || text.charAt(i) == '\r') {
          if (i > begin) {
            int first = text.codePointCount(0, begin);
            fragments.add(new BratSpan(first, first + text.codePointCount(begin, i)));
            lines.add(text.substring(begin, i));
          }
          begin = i + 1;
        }
      }
      bounds.add(
          new BratTextBound(
              "T" + (bounds.size() + 1), span.label(), fragments, String.join(" ", lines)));
    }
    return BratDocument.of(bounds);
  }

  /**
   * Reads a brat note into UTF-16 offsets (brat counts code points); the fragments of a
   * discontinuous annotation make one span from the first to the last.
   */
  static MarkedDocument read(String name, Path txt, Path ann)
      throws IOException, BratFormatException {
    String text = Files.readString(txt, StandardCharsets.UTF_8);
    List<MarkedSpan> spans = new ArrayList<>();
    for (BratTextBound bound :
        BratAnnFormat.parse(name, Files.readString(ann, StandardCharsets.UTF_8)).textBounds()) {
      int begin = text.offsetByCodePoints(0, bound.begin());
      int end = text.offsetByCodePoints(0, bound.end());
      spans.add(new MarkedSpan(bound.label(), begin, end, 0));
    }
    return new MarkedDocument(text, spans);
  }

  private static int changedSpans(MarkedDocument before, MarkedDocument after) {
    int changed = 0;
    for (int i = 0; i < before.spans().size(); i++) {
      if (!before.covered(before.spans().get(i)).equals(after.covered(after.spans().get(i)))) {
        changed++;
      }
    }
    return changed;
  }

  private static MarkedDocument sorted(MarkedDocument note) {
    List<MarkedSpan> spans =
        note.spans().stream()
            .sorted(Comparator.comparingInt(MarkedSpan::begin).thenComparingInt(MarkedSpan::end))
            .toList();
    return new MarkedDocument(note.text(), spans);
  }

  private static Map<String, FormatFamily> families() {
    Map<String, FormatFamily> families = new LinkedHashMap<>();
    for (FormatFamily family :
        List.of(
            new SpacedDigits(),
            new DateSeparators(),
            new Capitals(),
            new Glued(),
            new Wrapped(),
            new Tables(),
            new Ocr(),
            new Lists(),
            new BoxedNames())) {
      families.put(family.name(), family);
    }
    return Collections.unmodifiableMap(families);
  }
}
