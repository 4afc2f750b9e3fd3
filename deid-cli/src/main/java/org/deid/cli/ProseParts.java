package org.deid.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.zip.CRC32;

/**
 * The split of a folder of prose texts into a tune part, which rules and training may look at, and
 * a measure part, which the figures come from. A fixed 30% of the file names (by CRC-32) is the
 * tune part. The measure part holds each distinct text once, and none that is also a tune text: E3C
 * publishes most French case reports twice under two ids, so a split by name alone would measure
 * half of the tune texts again.
 */
final class ProseParts {

  private ProseParts() {}

  /** Whether a file belongs to the tune part: a fixed 30% of names, by CRC-32. */
  static boolean inTunePart(String fileName) {
    CRC32 crc = new CRC32();
    crc.update(fileName.getBytes(StandardCharsets.UTF_8));
    return crc.getValue() % 10 < 3;
  }

  /**
   * The files of a part, in the order given: {@code tune}, {@code measure} (distinct texts that are
   * no copy of a tune text, the first file of each) or {@code all}.
   */
  static List<Path> select(List<Path> files, String part) {
    return switch (part) {
      case "all" -> files;
      case "tune" -> files.stream().filter(ProseParts::inTune).toList();
      case "measure" -> measure(files);
      default ->
          throw new IllegalArgumentException(
              "part must be tune, measure or all, not '" + part + "'");
    };
  }

  private static boolean inTune(Path file) {
    return inTunePart(file.getFileName().toString());
  }

  private static List<Path> measure(List<Path> files) {
    Set<String> seen = new HashSet<>();
    for (Path file : files) {
      if (inTune(file)) {
        seen.add(content(file));
      }
    }
    return files.stream().filter(file -> !inTune(file) && seen.add(content(file))).toList();
  }

  /** A text with its blanks folded, so that copies differing only in spacing are one text. */
  static String content(Path file) {
    try {
      return String.join(" ", Files.readString(file, StandardCharsets.UTF_8).strip().split("\\s+"));
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + file, e);
    }
  }
}
