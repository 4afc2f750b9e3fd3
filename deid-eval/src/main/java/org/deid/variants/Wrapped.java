package org.deid.variants;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.deid.io.markup.MarkedDocument;
import org.deid.io.markup.MarkedSpan;
import org.deid.taxonomy.PhiCategory;

/**
 * Hard line breaks: prose wrapped at a width of 60 to 80 columns (drawn per note), breaks falling
 * inside names and addresses as they fall, and half of the multi-word name and address spans, and
 * of the blanks between two such spans, broken once more ("12 rue des\nLilas", "Jean\nDUPONT"). A
 * space becomes a line break, so offsets do not move.
 */
final class Wrapped implements FormatFamily {

  @Override
  public String name() {
    return "wrapped";
  }

  @Override
  public String example() {
    return "12 rue des Lilas 75013 Paris -> 12 rue des\\nLilas 75013\\nParis; prose cut at 60-80 columns";
  }

  @Override
  public MarkedDocument apply(
      MarkedDocument note, VariantContext context, SplittableRandom random) {
    char[] text = note.text().toCharArray();
    breakInsideNamesAndAddresses(note, context, random, text);
    int width = 60 + random.nextInt(21);
    int column = 0;
    int lastSpace = -1;
    for (int i = 0; i < text.length; i++) {
      if (text[i] == '\n') {
        column = 0;
        lastSpace = -1;
        continue;
      }
      if (text[i] == ' ') {
        lastSpace = i;
      }
      column++;
      if (column > width && lastSpace >= 0) {
        text[lastSpace] = '\n';
        column = i - lastSpace;
        lastSpace = -1;
      }
    }
    return new MarkedDocument(new String(text), note.spans());
  }

  private static void breakInsideNamesAndAddresses(
      MarkedDocument note, VariantContext context, SplittableRandom random, char[] text) {
    List<MarkedSpan> spans = note.spans();
    for (int s = 0; s < spans.size(); s++) {
      MarkedSpan span = spans.get(s);
      if (!wrappable(span, context)) {
        continue;
      }
      // A wrapped address or name breaks once: at one of its blanks, drawn, half of the time.
      List<Integer> blanks = new ArrayList<>();
      for (int i = span.begin(); i < span.end(); i++) {
        if (text[i] == ' ') {
          blanks.add(i);
        }
      }
      if (!blanks.isEmpty() && random.nextBoolean()) {
        text[blanks.get(random.nextInt(blanks.size()))] = '\n';
      }
      // The one space between two name or address spans ("Jean DUPONT", "Lilas 75013").
      if (s + 1 < spans.size()
          && wrappable(spans.get(s + 1), context)
          && spans.get(s + 1).begin() == span.end() + 1
          && text[span.end()] == ' '
          && random.nextBoolean()) {
        text[span.end()] = '\n';
      }
    }
  }

  private static boolean wrappable(MarkedSpan span, VariantContext context) {
    return context.is(span, PhiCategory.NAME) || context.is(span, PhiCategory.LOCATION);
  }
}
