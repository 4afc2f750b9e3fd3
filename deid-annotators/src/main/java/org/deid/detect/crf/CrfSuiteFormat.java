package org.deid.detect.crf;

/**
 * The escaping of CRFsuite's text format: a backslash escapes {@code \}, {@code :} and white space,
 * so that attribute names may hold any token text.
 */
final class CrfSuiteFormat {

  private CrfSuiteFormat() {}

  /** Escapes a name for one field of a data line. */
  static String escape(String name) {
    StringBuilder out = null;
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      String replacement =
          switch (c) {
            case '\\' -> "\\\\";
            case ':' -> "\\:";
            case '\t' -> "\\t";
            case '\n' -> "\\n";
            case '\r' -> "\\r";
            default -> null;
          };
      if (replacement != null && out == null) {
        out = new StringBuilder(name.length() + 8).append(name, 0, i);
      }
      if (out != null) {
        if (replacement != null) {
          out.append(replacement);
        } else {
          out.append(c);
        }
      }
    }
    return out == null ? name : out.toString();
  }

  /** A parsed field: the unescaped name and the weight after an unescaped {@code :} (or 1). */
  record Field(String name, double weight) {}

  /** Parses one field of a data line. */
  static Field parse(String field) {
    StringBuilder name = new StringBuilder(field.length());
    int i = 0;
    while (i < field.length()) {
      char c = field.charAt(i);
      if (c == '\\' && i + 1 < field.length()) {
        char next = field.charAt(i + 1);
        name.append(
            switch (next) {
              case 't' -> '\t';
              case 'n' -> '\n';
              case 'r' -> '\r';
              default -> next;
            });
        i += 2;
      } else if (c == ':') {
        return new Field(name.toString(), Double.parseDouble(field.substring(i + 1)));
      } else {
        name.append(c);
        i++;
      }
    }
    return new Field(name.toString(), 1.0);
  }
}
