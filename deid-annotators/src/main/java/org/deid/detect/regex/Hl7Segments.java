package org.deid.detect.regex;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.deid.taxonomy.NameRole;
import org.deid.taxonomy.PhiClass;
import org.deid.taxonomy.PhiSubtype;

/**
 * The fields of HL7 v2 messages that interfaces copy into notes and exports ("PID|1||9200417738^^^
 * FOCH^PI||MEUNIER^SOLANGE||19500321|F|||8 RUE DE LA REPUBLIQUE^^SURESNES^^92150"). A field's
 * meaning is fixed by its segment and position (HL7 v2.5: MSH, EVN, PID, PD1, NK1, PV1, ORC, OBR,
 * OBX, IN1), so its value is PHI by its place whatever it looks like, and its components are cut
 * where the standard cuts them (family name, given name; street, city, ZIP). Free-text fields
 * (OBX-5, NTE) are left to the patterns. A segment is a line that starts with its three-character
 * name and the field separator that the message's MSH declares ('|' without one).
 */
final class Hl7Segments {

  /** Confidence of a value read at its place in a segment: a strong claim. */
  static final float CONFIDENCE = 0.95f;

  private static final PhiClass DATE = PhiClass.of(PhiSubtype.DATE);

  /** A placer's or filler's order number (ORC-2, ORC-3, OBR-2, OBR-3): the lab's request. */
  private static final PhiClass ORDER_NUMBER = PhiClass.of(PhiSubtype.ID_OTHER);

  /** A care team member's identifier written in letters only: a login or initials ("MCA"). */
  private static final Pattern LETTERS_ONLY = Pattern.compile("\\p{L}[\\p{L}._-]{1,19}");

  /** What a field holds, by its data type: how its components are read. */
  private enum Kind {
    /** A date and time (TS, DTM): the whole first component. */
    TIMESTAMP,
    /** A person's name (XPN): family name, given name, middle names. */
    NAME,
    /** A person of the care team (XCN): identifier, family name, given name. */
    STAFF,
    /** An address (XAD): street, other designation, city, state, ZIP, country. */
    ADDRESS,
    /** A phone or e-mail (XTN): the number, or the address of its fourth component. */
    PHONE,
    /** Identifiers (CX), repeated: the number, and the authority that assigned it. */
    IDENTIFIERS,
    /** A facility or organisation (HD, XON): its name. */
    FACILITY,
    /** One value whole (ST, IS): an identifier, a sex, a place. */
    WHOLE
  }

  private record Field(Kind kind, PhiClass phiClass) {}

  private static Field field(Kind kind, PhiClass phiClass) {
    return new Field(kind, phiClass);
  }

  private static Field person(Kind kind, NameRole role) {
    return new Field(kind, PhiClass.name(PhiSubtype.FULL_NAME, role));
  }

  /** The PHI fields of each segment, by field number. */
  private static final Map<String, Map<Integer, Field>> FIELDS =
      Map.of(
          "MSH",
          Map.of(
              4, field(Kind.FACILITY, PhiClass.of(PhiSubtype.HOSPITAL)),
              6, field(Kind.FACILITY, PhiClass.of(PhiSubtype.ORGANIZATION)),
              7, field(Kind.TIMESTAMP, DATE)),
          "EVN",
          Map.of(
              2, field(Kind.TIMESTAMP, DATE),
              5, person(Kind.STAFF, NameRole.STAFF),
              6, field(Kind.TIMESTAMP, DATE)),
          "PID",
          Map.ofEntries(
              Map.entry(2, field(Kind.IDENTIFIERS, PhiClass.of(PhiSubtype.PATIENT_ID))),
              Map.entry(3, field(Kind.IDENTIFIERS, PhiClass.of(PhiSubtype.PATIENT_ID))),
              Map.entry(4, field(Kind.IDENTIFIERS, PhiClass.of(PhiSubtype.PATIENT_ID))),
              Map.entry(5, person(Kind.NAME, NameRole.PATIENT)),
              Map.entry(6, person(Kind.NAME, NameRole.RELATIVE)),
              Map.entry(7, field(Kind.TIMESTAMP, PhiClass.of(PhiSubtype.BIRTH_DATE))),
              Map.entry(8, field(Kind.WHOLE, PhiClass.of(PhiSubtype.SEX))),
              Map.entry(9, person(Kind.NAME, NameRole.PATIENT)),
              Map.entry(11, field(Kind.ADDRESS, PhiClass.of(PhiSubtype.STREET))),
              Map.entry(13, field(Kind.PHONE, PhiClass.of(PhiSubtype.PHONE))),
              Map.entry(14, field(Kind.PHONE, PhiClass.of(PhiSubtype.PHONE))),
              Map.entry(18, field(Kind.IDENTIFIERS, PhiClass.of(PhiSubtype.VISIT_ID))),
              Map.entry(19, field(Kind.WHOLE, PhiClass.of(PhiSubtype.SOCIAL_SECURITY))),
              Map.entry(20, field(Kind.IDENTIFIERS, PhiClass.of(PhiSubtype.NATIONAL_ID))),
              Map.entry(21, field(Kind.IDENTIFIERS, PhiClass.of(PhiSubtype.ID_OTHER))),
              Map.entry(23, field(Kind.WHOLE, PhiClass.of(PhiSubtype.CITY))),
              Map.entry(29, field(Kind.TIMESTAMP, DATE))),
          "PD1",
          Map.of(4, person(Kind.STAFF, NameRole.STAFF)),
          "NK1",
          Map.of(
              2, person(Kind.NAME, NameRole.RELATIVE),
              4, field(Kind.ADDRESS, PhiClass.of(PhiSubtype.STREET)),
              5, field(Kind.PHONE, PhiClass.of(PhiSubtype.PHONE)),
              6, field(Kind.PHONE, PhiClass.of(PhiSubtype.PHONE))),
          "PV1",
          Map.of(
              7, person(Kind.STAFF, NameRole.STAFF),
              8, person(Kind.STAFF, NameRole.STAFF),
              9, person(Kind.STAFF, NameRole.STAFF),
              17, person(Kind.STAFF, NameRole.STAFF),
              19, field(Kind.IDENTIFIERS, PhiClass.of(PhiSubtype.VISIT_ID)),
              44, field(Kind.TIMESTAMP, DATE),
              45, field(Kind.TIMESTAMP, DATE),
              50, field(Kind.IDENTIFIERS, PhiClass.of(PhiSubtype.VISIT_ID))),
          "ORC",
          Map.of(
              2, field(Kind.IDENTIFIERS, ORDER_NUMBER),
              3, field(Kind.IDENTIFIERS, ORDER_NUMBER),
              9, field(Kind.TIMESTAMP, DATE),
              10, person(Kind.STAFF, NameRole.STAFF),
              12, person(Kind.STAFF, NameRole.STAFF)),
          "OBR",
          Map.of(
              2, field(Kind.IDENTIFIERS, ORDER_NUMBER),
              3, field(Kind.IDENTIFIERS, ORDER_NUMBER),
              7, field(Kind.TIMESTAMP, DATE),
              10, person(Kind.STAFF, NameRole.STAFF),
              14, field(Kind.TIMESTAMP, DATE),
              16, person(Kind.STAFF, NameRole.STAFF),
              22, field(Kind.TIMESTAMP, DATE),
              28, person(Kind.STAFF, NameRole.STAFF)),
          "OBX",
          Map.of(14, field(Kind.TIMESTAMP, DATE), 16, person(Kind.STAFF, NameRole.STAFF)),
          "IN1",
          Map.of(
              4, field(Kind.FACILITY, PhiClass.of(PhiSubtype.ORGANIZATION)),
              16, person(Kind.NAME, NameRole.PATIENT),
              36, field(Kind.WHOLE, PhiClass.of(PhiSubtype.HEALTH_PLAN)),
              49, field(Kind.IDENTIFIERS, PhiClass.of(PhiSubtype.HEALTH_PLAN))));

  private Hl7Segments() {}

  /**
   * What the HL7 segments of a note hold.
   *
   * @param values the PHI values of their fields, in text order
   * @param lines the segments' lines, {begin, end}, in text order
   */
  record Read(List<FieldValue> values, List<int[]> lines) {

    /** Whether a span lies on a segment's line and crosses one of its delimiters. */
    boolean crossesDelimiter(String text, int begin, int end) {
      if (!onASegmentLine(begin, end)) {
        return false;
      }
      for (int i = begin; i < end; i++) {
        char c = text.charAt(i);
        if (c == '|' || c == '^' || c == '~') {
          return true;
        }
      }
      return false;
    }

    // The lines are in text order and apart: the last that starts before the span's end is the
    // only one that may reach past its begin.
    private boolean onASegmentLine(int begin, int end) {
      int low = 0;
      int high = lines.size() - 1;
      while (low <= high) {
        int middle = (low + high) >>> 1;
        if (lines.get(middle)[0] < end) {
          low = middle + 1;
        } else {
          high = middle - 1;
        }
      }
      return high >= 0 && lines.get(high)[1] > begin;
    }
  }

  private static final Read NONE = new Read(List.of(), List.of());

  /** The segments of the HL7 messages of a note and their PHI values. */
  static Read read(String text) {
    if (text.indexOf('|') < 0) {
      return NONE;
    }
    List<FieldValue> found = new ArrayList<>();
    List<int[]> lines = new ArrayList<>();
    char separator = '|';
    char component = '^';
    char repetition = '~';
    int n = text.length();
    int lineStart = 0;
    while (lineStart < n) {
      int lineEnd = lineStart;
      while (lineEnd < n && text.charAt(lineEnd) != '\n' && text.charAt(lineEnd) != '\r') {
        lineEnd++;
      }
      if (text.startsWith("MSH", lineStart) && lineStart + 7 < lineEnd) {
        // MSH-1 is the field separator, MSH-2 the component, repetition, escape, subcomponent.
        separator = text.charAt(lineStart + 3);
        component = text.charAt(lineStart + 4);
        repetition = text.charAt(lineStart + 5);
      }
      String name = segmentName(text, lineStart, lineEnd, separator);
      if (name != null) {
        lines.add(new int[] {lineStart, lineEnd});
        readSegment(text, name, lineStart, lineEnd, separator, component, repetition, found);
      }
      lineStart = lineEnd + 1;
    }
    return lines.isEmpty() ? NONE : new Read(found, lines);
  }

  /** The segment a line is, when it starts with a known segment's name and the separator. */
  private static String segmentName(String text, int begin, int end, char separator) {
    if (end - begin < 5 || text.charAt(begin + 3) != separator) {
      return null;
    }
    String name = text.substring(begin, begin + 3);
    return FIELDS.containsKey(name) ? name : null;
  }

  private static void readSegment(
      String text,
      String name,
      int begin,
      int end,
      char separator,
      char component,
      char repetition,
      List<FieldValue> found) {
    Map<Integer, Field> fields = FIELDS.get(name);
    // MSH-1 is the separator itself: the first field after the name is MSH-2.
    int number = name.equals("MSH") ? 1 : 0;
    int fieldStart = begin + 3;
    while (fieldStart < end) {
      int fieldEnd = indexOf(text, separator, fieldStart + 1, end);
      number++;
      Field field = fields.get(number);
      if (field != null) {
        int from = fieldStart + 1;
        while (from <= fieldEnd) {
          int repeatEnd = indexOf(text, repetition, from, fieldEnd);
          read(text, from, repeatEnd, field, component, found);
          from = repeatEnd + 1;
        }
      }
      fieldStart = fieldEnd;
    }
  }

  private static void read(
      String text, int begin, int end, Field field, char component, List<FieldValue> found) {
    List<int[]> parts = new ArrayList<>();
    for (int from = begin; from <= end; ) {
      int to = indexOf(text, component, from, end);
      parts.add(new int[] {from, to});
      from = to + 1;
    }
    NameRole role = field.phiClass().optionalRole().orElse(NameRole.OTHER);
    switch (field.kind()) {
      case TIMESTAMP, WHOLE, FACILITY -> add(text, parts, 0, field.phiClass(), found);
      case NAME -> {
        add(text, parts, 0, PhiClass.name(PhiSubtype.LAST_NAME, role), found);
        add(text, parts, 1, PhiClass.name(PhiSubtype.FIRST_NAME, role), found);
        add(text, parts, 2, PhiClass.name(PhiSubtype.FIRST_NAME, role), found);
      }
      case STAFF -> {
        boolean login =
            !parts.isEmpty() && LETTERS_ONLY.matcher(value(text, parts.get(0))).matches();
        add(
            text,
            parts,
            0,
            login ? PhiClass.name(PhiSubtype.FULL_NAME, role) : PhiClass.of(PhiSubtype.LICENSE),
            found);
        add(text, parts, 1, PhiClass.name(PhiSubtype.LAST_NAME, role), found);
        add(text, parts, 2, PhiClass.name(PhiSubtype.FIRST_NAME, role), found);
      }
      case ADDRESS -> {
        add(text, parts, 0, PhiClass.of(PhiSubtype.STREET), found);
        add(text, parts, 1, PhiClass.of(PhiSubtype.STREET), found);
        add(text, parts, 2, PhiClass.of(PhiSubtype.CITY), found);
        add(text, parts, 3, PhiClass.of(PhiSubtype.REGION), found);
        add(text, parts, 4, PhiClass.of(PhiSubtype.ZIP), found);
        add(text, parts, 5, PhiClass.of(PhiSubtype.COUNTRY), found);
      }
      case PHONE -> {
        add(text, parts, 0, field.phiClass(), found);
        add(text, parts, 3, PhiClass.of(PhiSubtype.EMAIL), found);
      }
      case IDENTIFIERS -> {
        String type = parts.size() > 4 ? value(text, parts.get(4)) : "";
        add(text, parts, 0, identifierClass(type, field.phiClass()), found);
        // An assigning authority: the hospital of a record number, else an organisation.
        boolean hospital = type.equals("MR") || type.equals("PI") || type.equals("PN");
        add(
            text,
            parts,
            3,
            PhiClass.of(hospital ? PhiSubtype.HOSPITAL : PhiSubtype.ORGANIZATION),
            found);
      }
      default -> throw new IllegalStateException("no reading for " + field.kind());
    }
  }

  /** The class of an identifier by its type code (HL7 table 0203), else the field's. */
  private static PhiClass identifierClass(String type, PhiClass fieldClass) {
    return switch (type) {
      case "SS", "NN", "NNFRA", "INS", "INS-NIR", "NH" -> PhiClass.of(PhiSubtype.SOCIAL_SECURITY);
      case "PPN", "DL", "NI" -> PhiClass.of(PhiSubtype.NATIONAL_ID);
      case "HC", "JHN" -> PhiClass.of(PhiSubtype.PATIENT_ID);
      case "VN", "AN" -> PhiClass.of(PhiSubtype.VISIT_ID);
      default -> fieldClass;
    };
  }

  private static void add(
      String text, List<int[]> parts, int index, PhiClass phiClass, List<FieldValue> found) {
    if (index >= parts.size()) {
      return;
    }
    int[] span = LineCells.trim(text, parts.get(index)[0], parts.get(index)[1]);
    // A subcomponent ("FOCH&1.2.250&ISO") keeps its first part.
    int cut = indexOf(text, '&', span[0], span[1]);
    span = LineCells.trim(text, span[0], cut);
    if (span[0] < span[1] && hasLetterOrDigit(text, span[0], span[1])) {
      found.add(new FieldValue(span[0], span[1], phiClass, CONFIDENCE));
    }
  }

  private static boolean hasLetterOrDigit(String text, int begin, int end) {
    for (int i = begin; i < end; i++) {
      if (Character.isLetterOrDigit(text.charAt(i))) {
        return true;
      }
    }
    return false;
  }

  private static String value(String text, int[] span) {
    return text.substring(span[0], span[1]).trim();
  }

  private static int indexOf(String text, char c, int from, int end) {
    for (int i = from; i < end; i++) {
      if (text.charAt(i) == c) {
        return i;
      }
    }
    return end;
  }
}
