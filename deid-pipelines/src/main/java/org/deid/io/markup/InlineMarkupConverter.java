package org.deid.io.markup;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.deid.io.brat.BratAnnFormat;
import org.deid.io.brat.BratCorpusValidator;
import org.deid.io.brat.BratDocument;
import org.deid.io.brat.BratSpan;
import org.deid.io.brat.BratTextBound;
import org.deid.scheme.LabelScheme;

/**
 * Converts a folder of notes in inline markup ({@link InlineMarkupFormat}, one note per {@code
 * .txt} file) into brat: for {@code SOURCE/a/b.txt}, {@code OUT/a/b.txt} holds the plain text and
 * {@code OUT/a/b.ann} its spans as {@code T1, T2, ...} in text order, with brat's code-point
 * offsets. {@link #verify} proves that committed brat files are exactly what the conversion gives.
 */
public final class InlineMarkupConverter {

  private InlineMarkupConverter() {}

  /**
   * Counts of one conversion.
   *
   * @param documents the notes converted
   * @param spans the spans written, all labels together
   * @param labels the spans written per label, by label
   */
  public record Summary(int documents, int spans, Map<String, Integer> labels) {

    /** Copies the map of labels. */
    public Summary {
      labels = Map.copyOf(labels);
    }
  }

  /** The brat annotations of a note: one text-bound annotation per span, numbered in text order. */
  public static BratDocument toBrat(MarkedDocument note) {
    String text = note.text();
    List<BratTextBound> bounds = new ArrayList<>();
    for (MarkedSpan span : note.spans()) {
      int begin = text.codePointCount(0, span.begin());
      int end = begin + text.codePointCount(span.begin(), span.end());
      bounds.add(
          new BratTextBound(
              "T" + (bounds.size() + 1),
              span.label(),
              List.of(new BratSpan(begin, end)),
              note.covered(span)));
    }
    return BratDocument.of(bounds);
  }

  /**
   * Reads one note and checks its labels against a scheme.
   *
   * @param document the name to give in errors
   * @param markup the note in inline markup
   * @param scheme the scheme whose labels the spans must use, or null to accept any label
   * @throws MarkupFormatException on a markup error or a label outside the scheme
   */
  public static MarkedDocument read(String document, String markup, LabelScheme scheme)
      throws MarkupFormatException {
    MarkedDocument note = InlineMarkupFormat.parse(document, markup);
    if (scheme != null) {
      for (MarkedSpan span : note.spans()) {
        if (!scheme.hasLabel(span.label())) {
          throw new MarkupFormatException(
              document,
              span.line(),
              1,
              "label " + span.label() + " is not in scheme " + scheme.name());
        }
      }
    }
    return note;
  }

  /**
   * Converts every {@code .txt} note under {@code source} into brat files under {@code out},
   * keeping sub-folders. Reads every note before writing anything, so a bad note writes nothing.
   *
   * @param scheme the scheme whose labels the spans must use, or null to accept any label
   * @throws MarkupFormatException naming the file, line and column of the first markup error
   */
  public static Summary convert(Path source, Path out, LabelScheme scheme)
      throws IOException, MarkupFormatException {
    Map<Path, MarkedDocument> notes = readAll(source, scheme);
    Map<String, Integer> labels = new TreeMap<>();
    int spans = 0;
    for (Map.Entry<Path, MarkedDocument> note : notes.entrySet()) {
      Path txt = out.resolve(note.getKey());
      Files.createDirectories(txt.getParent());
      Files.writeString(txt, note.getValue().text(), StandardCharsets.UTF_8);
      Files.writeString(
          annOf(txt), BratAnnFormat.serialize(toBrat(note.getValue())), StandardCharsets.UTF_8);
      for (MarkedSpan span : note.getValue().spans()) {
        labels.merge(span.label(), 1, Integer::sum);
        spans++;
      }
    }
    return new Summary(notes.size(), spans, labels);
  }

  /**
   * Checks that the brat files under {@code out} are exactly those that {@link #convert} writes
   * from {@code source}, none missing, none different, none without a note, and that they pass
   * {@link BratCorpusValidator}.
   *
   * @param scheme the scheme whose labels the spans must use
   * @return the problems, one line each, naming files and never their text; empty when in sync
   */
  public static List<String> verify(Path source, Path out, LabelScheme scheme) throws IOException {
    List<String> problems = new ArrayList<>();
    Map<Path, MarkedDocument> notes;
    try {
      notes = readAll(source, scheme);
    } catch (MarkupFormatException e) {
      problems.add(e.getMessage());
      return problems;
    }
    for (Map.Entry<Path, MarkedDocument> note : notes.entrySet()) {
      Path txt = out.resolve(note.getKey());
      String ann = BratAnnFormat.serialize(toBrat(note.getValue()));
      compare(out, txt, note.getValue().text(), problems);
      compare(out, annOf(txt), ann, problems);
    }
    if (Files.isDirectory(out)) {
      try (Stream<Path> files = Files.walk(out)) {
        files
            .filter(Files::isRegularFile)
            .sorted()
            .map(out::relativize)
            .filter(relative -> isBratFile(relative) && !notes.containsKey(noteOf(relative)))
            .forEach(relative -> problems.add(relative + ": no note in " + source + " gives it"));
      }
      problems.addAll(BratCorpusValidator.validate(out, scheme));
    }
    return problems;
  }

  private static void compare(Path out, Path file, String expected, List<String> problems)
      throws IOException {
    String name = out.relativize(file).toString();
    if (!Files.isRegularFile(file)) {
      problems.add(name + ": missing (run deid corpus-convert)");
      return;
    }
    String actual = Files.readString(file, StandardCharsets.UTF_8);
    if (!actual.equals(expected)) {
      problems.add(
          name + ": differs from the conversion of its note" + firstDifference(actual, expected));
    }
  }

  private static String firstDifference(String actual, String expected) {
    int line = 1;
    for (int i = 0; i < Math.min(actual.length(), expected.length()); i++) {
      if (actual.charAt(i) != expected.charAt(i)) {
        return " (first on line " + line + ")";
      }
      if (actual.charAt(i) == '\n') {
        line++;
      }
    }
    return " (first on line " + line + ")";
  }

  private static Map<Path, MarkedDocument> readAll(Path source, LabelScheme scheme)
      throws IOException, MarkupFormatException {
    if (!Files.isDirectory(source)) {
      throw new IllegalArgumentException(source + " is not a folder");
    }
    Map<Path, MarkedDocument> notes = new TreeMap<>();
    List<Path> files;
    try (Stream<Path> walk = Files.walk(source)) {
      files =
          walk.filter(Files::isRegularFile)
              .filter(path -> path.getFileName().toString().endsWith(".txt"))
              .sorted()
              .toList();
    }
    for (Path file : files) {
      Path relative = source.relativize(file);
      String markup = Files.readString(file, StandardCharsets.UTF_8);
      notes.put(relative, read(relative.toString(), markup, scheme));
    }
    return notes;
  }

  private static boolean isBratFile(Path relative) {
    String name = relative.getFileName().toString();
    return name.endsWith(".txt") || name.endsWith(".ann");
  }

  private static Path noteOf(Path bratFile) {
    String name = bratFile.getFileName().toString();
    return bratFile.resolveSibling(name.substring(0, name.lastIndexOf('.')) + ".txt");
  }

  private static Path annOf(Path txt) {
    String name = txt.getFileName().toString();
    return txt.resolveSibling(name.substring(0, name.length() - ".txt".length()) + ".ann");
  }
}
