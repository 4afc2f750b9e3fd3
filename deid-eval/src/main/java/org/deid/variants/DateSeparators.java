package org.deid.variants;

import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.deid.io.markup.MarkedDocument;
import org.deid.io.markup.MarkedSpan;
import org.deid.taxonomy.PhiCategory;

/**
 * Dates in the separators and forms exports use: "14|07|1962", "14.07.1962", "14-07-1962", "14 07
 * 1962", spaces around separators ("17 / 04 / 2023", "02 /11/2020"), none ("14071962"), the month
 * in words ("14 juillet 1962", "14 de julio de 1962") or abbreviated ("14 juil. 1962",
 * "14jul1962"). Applies to every numeric day-month-year date of the gold; each draws its form.
 */
final class DateSeparators implements FormatFamily {

  private static final Pattern NUMERIC_DATE =
      Pattern.compile("(\\d{1,2})\\s*[./-]\\s*(\\d{1,2})\\s*[./-]\\s*(\\d{2}|\\d{4})");

  @Override
  public String name() {
    return "date-separators";
  }

  @Override
  public String example() {
    return "14/07/1962 -> 14|07|1962, 14 / 07 / 1962, 14071962, 14 juillet 1962, 14jul1962";
  }

  @Override
  public MarkedDocument apply(
      MarkedDocument note, VariantContext context, SplittableRandom random) {
    NoteEditor editor = new NoteEditor(note);
    for (MarkedSpan span : note.spans()) {
      Matcher date = NUMERIC_DATE.matcher(note.covered(span));
      if (!context.is(span, PhiCategory.DATE) || !date.matches()) {
        continue;
      }
      int day = Integer.parseInt(date.group(1));
      int month = Integer.parseInt(date.group(2));
      if (day < 1 || day > 31 || month < 1 || month > 12) {
        continue;
      }
      editor.replace(span.begin(), span.end(), rewrite(date, day, month, context.french(), random));
    }
    return editor.apply();
  }

  private static String rewrite(
      Matcher date, int day, int month, boolean french, SplittableRandom random) {
    String d = date.group(1);
    String m = date.group(2);
    String y = date.group(3);
    String dd = String.format("%02d", day);
    String mm = String.format("%02d", month);
    return switch (random.nextInt(10)) {
      case 0 -> d + "|" + m + "|" + y;
      case 1 -> dd + " | " + mm + " | " + y;
      case 2 -> d + "." + m + "." + y;
      case 3 -> d + "-" + m + "-" + y;
      case 4 -> dd + " " + mm + " " + y;
      case 5 -> d + " / " + m + " / " + y;
      case 6 -> d + " /" + m + "/ " + y;
      case 7 -> dd + mm + y;
      case 8 ->
          french
              ? day + " " + MonthNames.full(true, month) + " " + y
              : day + " de " + MonthNames.full(false, month) + " de " + y;
      default ->
          random.nextBoolean()
              ? day + " " + MonthNames.abbreviated(french, month) + " " + y
              : dd + MonthNames.compact(month) + y;
    };
  }
}
