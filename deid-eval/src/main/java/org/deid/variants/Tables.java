package org.deid.variants;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.deid.io.markup.MarkedDocument;

/**
 * Key/value blocks exported as table rows under a header line: "Nom : Dupont" lines become "| Nom |
 * Dupont |" (or "¦ Nom ¦ Dupont ¦", or "Nom\tDupont"), each block of two or more such lines under a
 * header row ("| Champ | Valeur |" / "| Campo | Valor |") and, for pipes, a rule line.
 */
final class Tables implements FormatFamily {

  // Indent, key (no colon or bar, at most 40 characters), separator, value.
  private static final Pattern KEY_VALUE =
      Pattern.compile(
          "^([ \\t]*)([^:|¦\\t\\n]{1,40}?)([ \\t]*:[ \\t]*)(\\S[^\\n]*)$", Pattern.MULTILINE);

  private record Row(
      int lineStart, int keyStart, int separatorStart, int valueStart, int lineEnd) {}

  @Override
  public String name() {
    return "tables";
  }

  @Override
  public String example() {
    return "Nom : Dupont / Né le : 12/03/1950 -> | Champ | Valeur | / |---|---| / | Nom | Dupont | / ...";
  }

  @Override
  public MarkedDocument apply(
      MarkedDocument note, VariantContext context, SplittableRandom random) {
    NoteEditor editor = new NoteEditor(note);
    List<Row> block = new ArrayList<>();
    Matcher row = KEY_VALUE.matcher(note.text());
    while (row.find()) {
      Row found = new Row(row.start(), row.start(2), row.start(3), row.start(4), row.end());
      if (!keyIsPlain(editor, found)) {
        write(editor, block, context, random);
        block.clear();
        continue;
      }
      if (!block.isEmpty() && !nextLine(note.text(), block.get(block.size() - 1), found)) {
        write(editor, block, context, random);
        block.clear();
      }
      block.add(found);
    }
    write(editor, block, context, random);
    return editor.apply();
  }

  // The key and the separator hold no gold span: they are the form's, not the patient's.
  private static boolean keyIsPlain(NoteEditor editor, Row row) {
    return editor.canReplace(row.lineStart(), row.valueStart())
        && editor.note().spans().stream()
            .noneMatch(s -> s.begin() < row.valueStart() && s.end() > row.lineStart());
  }

  private static boolean nextLine(String text, Row previous, Row row) {
    return row.lineStart() == previous.lineEnd() + 1 && text.charAt(previous.lineEnd()) == '\n';
  }

  private static void write(
      NoteEditor editor, List<Row> block, VariantContext context, SplittableRandom random) {
    if (block.size() < 2) {
      return;
    }
    String bar =
        switch (random.nextInt(3)) {
          case 0 -> "|";
          case 1 -> "¦";
          default -> "\t";
        };
    boolean tabs = bar.equals("\t");
    String key = context.french() ? "Champ" : "Campo";
    String value = context.french() ? "Valeur" : "Valor";
    String header =
        tabs
            ? key + "\t" + value + "\n"
            : bar + " " + key + " " + bar + " " + value + " " + bar + "\n" + bar + "---" + bar
                + "---" + bar + "\n";
    for (int i = 0; i < block.size(); i++) {
      Row row = block.get(i);
      String open = tabs ? "" : bar + " ";
      editor.replace(row.lineStart(), row.keyStart(), (i == 0 ? header : "") + open);
      editor.replace(row.separatorStart(), row.valueStart(), tabs ? "\t" : " " + bar + " ");
      if (!tabs) {
        editor.insert(row.lineEnd(), " " + bar);
      }
    }
  }
}
