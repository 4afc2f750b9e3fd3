package org.deid.resolve;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The weekday written right before a date belongs to it ("jeudi 24/04/2025", "sam. 15/02/2025",
 * "lun 19 may"): the annotation guide puts it inside the span, and a weekday left in place narrows
 * the date down. Detectors find the date by its digits and often stop there; the resolved date then
 * takes the weekday in.
 */
final class AttachedWeekday {

  /**
   * A French or Spanish weekday, whole or cut to three letters (with or without its period), then
   * one or two blanks, at the end of the text before a date.
   */
  private static final Pattern WEEKDAY_BEFORE =
      Pattern.compile(
          "(?iu)(?<!\\p{L})(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche"
              + "|lunes|martes|mi[ée]rcoles|jueves|viernes|s[áa]bado|domingo"
              + "|(?:lun|mar|mer|jeu|ven|sam|dim|mi[ée]|jue|vie|s[áa]b|dom)\\.?)[ \\t]{1,2}$");

  /** How far before the date a weekday may start ("miércoles" and two blanks). */
  private static final int MAX_CHARS = 12;

  private AttachedWeekday() {}

  /**
   * Where a date at {@code begin} starts once its weekday is taken in: the weekday's first
   * character, or {@code begin} when none is attached or it would reach back before {@code floor}
   * (the end of the span before it).
   */
  static int begin(String text, int begin, int floor) {
    int from = Math.max(floor, begin - MAX_CHARS);
    if (from >= begin) {
      return begin;
    }
    Matcher m = WEEKDAY_BEFORE.matcher(text).region(from, begin);
    m.useTransparentBounds(true);
    return m.find() ? m.start() : begin;
  }
}
