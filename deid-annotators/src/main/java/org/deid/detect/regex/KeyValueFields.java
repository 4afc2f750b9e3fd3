package org.deid.detect.regex;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.deid.taxonomy.PhiCategory;

/**
 * Values of the fields of structured exports, found by their key on the same line, in every syntax
 * the exports use: {@code Sexe : Masculin}, {@code patient.sexe=F}, {@code sexe;F}, {@code
 * cp_ville;59100;ROUBAIX}, {@code Nombre ............ MEILING}, {@code PACIENTE DELA CRUZ}, {@code
 * NHC 0874412 Sexo M Edad 34}. A line is cut into segments (tabs, semicolons, pipes, " · ", " / ",
 * " - ", runs of blanks); a segment is a key and its value ({@code :}, {@code =}, dot leaders, or
 * one blank between two segments), or a key alone whose value is the next segment. Only listed keys
 * ({@link FieldKeys}) count, and only values of the key's shape ({@link ValueShape}) are kept.
 * Stateless and thread-safe.
 */
public final class KeyValueFields {

  /** Confidence of a value found after its key. */
  static final float CONFIDENCE = 0.88f;

  /** Confidence of a place under its key ("Domicilio:", "Localidad:"): a strong claim. */
  static final float PLACE_CONFIDENCE = 0.95f;

  private static final int MAX_KEY_WORDS = 4;
  // Segments end at structural separators (FieldSeparators); mayHoldSeparator lists the
  // characters these go through: change both together.
  private static final Pattern EMBEDDED_KEY =
      Pattern.compile(
          "(?<=\\s)([\\p{L}][\\p{L}\\d_.]{1,29})\\s?[=:]", Pattern.UNICODE_CHARACTER_CLASS);
  private static final Pattern BLANK = Pattern.compile("\\s");
  // Shapes whose value may follow its key after one blank ("Sexo M", "séjour 2500117").
  private static final Set<ValueShape> SHORT_VALUES =
      EnumSet.of(
          ValueShape.NAME,
          ValueShape.LOGIN,
          ValueShape.ID,
          ValueShape.AGE,
          ValueShape.SEX,
          ValueShape.DATE,
          ValueShape.ZIP,
          ValueShape.CODE,
          ValueShape.PHONE);

  private KeyValueFields() {}

  /** Every field value found after its key in the text, in text order. */
  public static List<FieldValue> find(String text, FieldKeys keys) {
    List<int[]> lines = LineCells.lines(text);
    return find(text, lines, keys, TableColumns.read(text, lines, keys).headerLineStarts());
  }

  /**
   * As {@link #find(String, FieldKeys)} on a text already cut into {@code lines} ({@link
   * LineCells#lines}) whose table headers ({@link TableColumns#read}) are known.
   */
  static List<FieldValue> find(
      String text, List<int[]> lines, FieldKeys keys, Set<Integer> headers) {
    List<FieldValue> found = new ArrayList<>();
    for (int[] line : lines) {
      findInLine(text, line[0], line[1], keys, headers.contains(line[0]), found);
    }
    found.sort(Comparator.comparingInt(FieldValue::begin));
    return found;
  }

  private static void findInLine(
      String text, int begin, int end, FieldKeys keys, boolean headerLine, List<FieldValue> found) {
    if (end - begin < 3) {
      return;
    }
    List<int[]> segments =
        mayHoldSeparator(text, begin, end)
            ? LineCells.split(text, begin, end, separators(text, begin, end))
            : LineCells.whole(text, begin, end);
    headerLine |= looksLikeHeader(text, segments, keys);
    for (int s = 0; s < segments.size(); s++) {
      int[] segment = segments.get(s);
      if (segment[0] == segment[1]) {
        continue;
      }
      if (withSeparator(text, segments, s, keys, found)) {
        continue;
      }
      List<FieldKeys.Kind> kinds = lookup(keys, text, segment[0], segment[1]);
      if (!kinds.isEmpty() && headerLine) {
        continue; // the header of a table ("NSS<tab>Estado civil<tab>Ocupación"): TableColumns
      }
      if (!kinds.isEmpty()) {
        // A key alone: its values are the next segments ("sexe;F", "cp_ville;59100;ROUBAIX").
        for (int k = 0; k < kinds.size() && s + 1 + k < segments.size(); k++) {
          int[] value = segments.get(s + 1 + k);
          if (value[0] == value[1] || keys.isKey(text.substring(value[0], value[1]))) {
            break; // a header line ("Nombre;Sexo"), not a key and its value
          }
          add(text, value[0], value[1], kinds.get(k), keys, found);
        }
        continue;
      }
      if (segments.size() > 1) {
        withBlank(text, segment, keys, found);
      }
    }
  }

  /**
   * Labels only, two of them keys ("NSS<tab>Estado civil<tab>Ocupación"): a header row; unless keys
   * and other cells alternate from a key on, a form's keys each before its value in capitals ("NOM
   * BAUDOT PRÉNOM CHRISTELLE").
   */
  private static boolean looksLikeHeader(String text, List<int[]> segments, FieldKeys keys) {
    if (segments.size() < 3) {
      return false;
    }
    int known = 0;
    int cells = 0;
    boolean previousKey = false;
    boolean alternates = true;
    for (int[] segment : segments) {
      String cell = text.substring(segment[0], segment[1]);
      if (!cell.isEmpty() && !TableColumns.isLabel(cell)) {
        return false;
      }
      if (cell.isEmpty()) {
        continue;
      }
      boolean key = keys.isKey(cell);
      alternates &= cells == 0 ? key : key != previousKey;
      previousKey = key;
      known += key ? 1 : 0;
      cells++;
    }
    return known >= 2 && !alternates;
  }

  /**
   * Whether the line may hold a {@link FieldSeparators} separator: each goes through one of their
   * characters or two blanks in a row.
   */
  private static boolean mayHoldSeparator(String text, int begin, int end) {
    for (int i = begin; i < end; i++) {
      char c = text.charAt(i);
      switch (c) {
        case '\t', ';', '|', '·', '/', '-', '–', '—' -> {
          return true;
        }
        default -> {
          if (i + 1 < end && isBlank(c) && isBlank(text.charAt(i + 1))) {
            return true;
          }
        }
      }
    }
    return false;
  }

  /** A double-spaced line (OCR) separates words by two blanks: segments end at three. */
  private static FieldSeparators separators(String text, int begin, int end) {
    // The matches of "(?<=\\S) (?=\\S)" and "(?<=\\S) {2}(?=\\S)" in the line, counted in place.
    int single = 0;
    int doubled = 0;
    for (int i = begin + 1; i < end - 1; i++) {
      if (text.charAt(i) != ' ' || isBlank(text.charAt(i - 1))) {
        continue;
      }
      if (!isBlank(text.charAt(i + 1))) {
        single++;
      } else if (i + 2 < end && text.charAt(i + 1) == ' ' && !isBlank(text.charAt(i + 2))) {
        doubled++;
      }
    }
    return doubled >= 2 && doubled >= single
        ? FieldSeparators.DOUBLE_SPACED
        : FieldSeparators.SINGLE_SPACED;
  }

  /** Whether a char is a blank of the separator patterns ({@code \\s} without Unicode classes). */
  static boolean isBlank(char c) {
    return c == ' ' || (c >= '\t' && c <= '\r');
  }

  /**
   * "Key : value", "key=value", "Key ...... value" inside one segment (or value in the next); a
   * second "key=value" on the segment ("Pr LEMARCHAND Fabrice RPPS=1000...") ends the first value.
   */
  private static boolean withSeparator(
      String text, List<int[]> segments, int s, FieldKeys keys, List<FieldValue> found) {
    int[] segment = segments.get(s);
    int[] next = s + 1 < segments.size() ? segments.get(s + 1) : null;
    return withSeparator(text, segment[0], segment[1], next, keys, found);
  }

  private static boolean withSeparator(
      String text, int begin, int end, int[] next, FieldKeys keys, List<FieldValue> found) {
    KeySeparator separator = KeySeparator.find(text, begin, end);
    if (separator == null || separator.start() == begin) {
      return false;
    }
    List<FieldKeys.Kind> kinds = lookup(keys, text, begin, separator.start());
    if (kinds.isEmpty()) {
      return false;
    }
    int valueBegin = separator.end();
    int valueEnd = end;
    Matcher embedded =
        EMBEDDED_KEY.matcher(text).region(valueBegin, end).useTransparentBounds(true);
    while (embedded.find()) {
      if (keys.isKey(embedded.group(1))) {
        // "Pr LEMARCHAND RPPS=1000...": a second field; "PATIENTE : Nom : DUPONT": a nested one.
        valueEnd = embedded.start(1);
        withSeparator(text, embedded.start(1), end, null, keys, found);
        break;
      }
    }
    if (valueBegin >= end && next != null && !startsWithKey(text, next, keys)) {
      valueBegin = next[0];
      valueEnd = next[1];
    }
    int[] value = LineCells.trim(text, valueBegin, valueEnd);
    if (value[0] < value[1]) {
      add(text, value[0], value[1], kinds.get(0), keys, found);
    }
    return true;
  }

  /** Whether a segment is itself "key : value" ("PATIENTE : Nom : DUPONT"). */
  private static boolean startsWithKey(String text, int[] segment, FieldKeys keys) {
    KeySeparator separator = KeySeparator.find(text, segment[0], segment[1]);
    return separator != null && !lookup(keys, text, segment[0], separator.start()).isEmpty();
  }

  /** {@link FieldKeys#lookup} of {@code text[begin, end)}, without a copy of a too long name. */
  private static List<FieldKeys.Kind> lookup(FieldKeys keys, String text, int begin, int end) {
    return end - begin > FieldKeys.MAX_KEY_CHARS
        ? List.of()
        : keys.lookup(text.substring(begin, end));
  }

  /**
   * "Sexo M", "séjour 2500117": a key, one blank (two on a double-spaced line), and a value that
   * fills the segment.
   */
  private static void withBlank(
      String text, int[] segment, FieldKeys keys, List<FieldValue> found) {
    Matcher blank = BLANK.matcher(text).region(segment[0], segment[1]);
    for (int words = 1; words <= MAX_KEY_WORDS && blank.find(); words++) {
      String key = text.substring(segment[0], blank.start());
      List<FieldKeys.Kind> kinds = keys.lookup(key);
      if (kinds.isEmpty()) {
        continue;
      }
      FieldKeys.Kind kind = kinds.get(0);
      if (!SHORT_VALUES.contains(kind.shape())) {
        return; // "Hospital Universitario de Badajoz": the key word is part of the name
      }
      int valueBegin = blank.end();
      while (valueBegin < segment[1] && isBlank(text.charAt(valueBegin))) {
        valueBegin++; // a double-spaced line: "NOM  BAUDOT        PRÉNOM  CHRISTELLE"
      }
      if (keys.isNonValue(text.substring(valueBegin, segment[1]))) {
        return;
      }
      int[] span = kind.shape().span(text, valueBegin, segment[1], keys);
      if (span != null && span[1] == segment[1]) {
        found.add(new FieldValue(span[0], span[1], kind.phiClass(), confidence(kind)));
      }
      return;
    }
  }

  private static void add(
      String text,
      int begin,
      int end,
      FieldKeys.Kind kind,
      FieldKeys keys,
      List<FieldValue> found) {
    if (keys.isNonValue(text.substring(begin, end))) {
      return;
    }
    int[] span = kind.shape().span(text, begin, end, keys);
    if (span != null) {
      found.add(new FieldValue(span[0], span[1], kind.phiClass(), confidence(kind)));
    }
  }

  /** The confidence of a value of this kind under its key. */
  private static float confidence(FieldKeys.Kind kind) {
    return kind.phiClass().category() == PhiCategory.LOCATION
        ? PLACE_CONFIDENCE
        : kind.shape().confidence(CONFIDENCE);
  }
}
