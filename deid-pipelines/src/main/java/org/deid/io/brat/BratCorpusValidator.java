package org.deid.io.brat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import org.deid.scheme.LabelScheme;

/**
 * Checks a folder of gold brat files: every {@code .ann} has its {@code .txt}, parses, has offsets
 * inside the text and span texts equal to the text at the offsets, uses only labels of the scheme,
 * and no two text-bound annotations overlap. Problems name the file, the line and the annotation
 * id, never the text.
 */
public final class BratCorpusValidator {

  private BratCorpusValidator() {}

  /**
   * Validates every {@code .ann} file under a folder, sub-folders included.
   *
   * @return the problems found, one line each, in file order; empty when the folder is sound
   */
  public static List<String> validate(Path folder, LabelScheme scheme) throws IOException {
    List<String> problems = new ArrayList<>();
    for (Path ann : filesEndingWith(folder, ".ann")) {
      String name = folder.relativize(ann).toString();
      Path txt = ann.resolveSibling(baseName(ann) + ".txt");
      if (!Files.isRegularFile(txt)) {
        problems.add(name + ": no .txt beside it");
        continue;
      }
      problems.addAll(
          validate(
              name,
              Files.readString(ann, StandardCharsets.UTF_8),
              Files.readString(txt, StandardCharsets.UTF_8),
              scheme));
    }
    return problems;
  }

  /**
   * Validates one document given as the content of its {@code .ann} and {@code .txt} files.
   *
   * @param document the name to give in problems
   * @return the problems found, one line each
   */
  public static List<String> validate(
      String document, String ann, String text, LabelScheme scheme) {
    List<String> problems = new ArrayList<>();
    BratDocument parsed;
    try {
      parsed = BratAnnFormat.parse(document, ann);
      BratAnnFormat.check(document, parsed, text);
    } catch (BratFormatException e) {
      problems.add(e.getMessage());
      return problems;
    }
    List<BratTextBound> bounds = new ArrayList<>(parsed.textBounds());
    for (BratTextBound bound : bounds) {
      if (!scheme.hasLabel(bound.label())) {
        problems.add(
            document
                + ": "
                + bound.id()
                + ": label "
                + bound.label()
                + " is not in scheme "
                + scheme.name());
      }
    }
    bounds.sort(Comparator.comparingInt(BratTextBound::begin).thenComparingInt(BratTextBound::end));
    for (int i = 1; i < bounds.size(); i++) {
      BratTextBound previous = bounds.get(i - 1);
      BratTextBound current = bounds.get(i);
      if (current.begin() < previous.end()) {
        problems.add(document + ": " + previous.id() + " and " + current.id() + " overlap");
      }
    }
    return problems;
  }

  static List<Path> filesEndingWith(Path folder, String suffix) throws IOException {
    try (Stream<Path> files = Files.walk(folder)) {
      return files
          .filter(Files::isRegularFile)
          .filter(path -> path.getFileName().toString().endsWith(suffix))
          .sorted()
          .toList();
    }
  }

  private static String baseName(Path file) {
    String name = file.getFileName().toString();
    return name.substring(0, name.lastIndexOf('.'));
  }
}
