package org.deid.synth;

import java.util.List;
import java.util.Locale;

/** A language the generator writes notes in, with the words its formats need. */
public enum SynthLanguage {
  /** French: first and last names are separate gold spans (as eds-pseudo annotates them). */
  FR(
      "fr",
      "eds-pseudo",
      List.of(
          "janvier",
          "février",
          "mars",
          "avril",
          "mai",
          "juin",
          "juillet",
          "août",
          "septembre",
          "octobre",
          "novembre",
          "décembre"),
      List.of(
          "janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.",
          "déc."),
      List.of("lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche")),
  /** Spanish: a full name is one gold span (as MEDDOCAN annotates it). */
  ES(
      "es",
      "meddocan",
      List.of(
          "enero",
          "febrero",
          "marzo",
          "abril",
          "mayo",
          "junio",
          "julio",
          "agosto",
          "septiembre",
          "octubre",
          "noviembre",
          "diciembre"),
      List.of(
          "ene.", "feb.", "mar.", "abr.", "may.", "jun.", "jul.", "ago.", "sept.", "oct.", "nov.",
          "dic."),
      List.of("lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"));

  private final String code;
  private final String defaultScheme;
  private final List<String> months;
  private final List<String> shortMonths;
  private final List<String> weekdays;

  SynthLanguage(
      String code,
      String defaultScheme,
      List<String> months,
      List<String> shortMonths,
      List<String> weekdays) {
    this.code = code;
    this.defaultScheme = defaultScheme;
    this.months = months;
    this.shortMonths = shortMonths;
    this.weekdays = weekdays;
  }

  /** The ISO 639-1 code. */
  public String code() {
    return code;
  }

  /** The label scheme gold is written in unless another is asked for. */
  public String defaultScheme() {
    return defaultScheme;
  }

  /** Month names, January first. */
  public List<String> months() {
    return months;
  }

  /** Abbreviated month names, January first. */
  public List<String> shortMonths() {
    return shortMonths;
  }

  /** Weekday names, Monday first. */
  List<String> weekdays() {
    return weekdays;
  }

  /**
   * The language of a code.
   *
   * @throws IllegalArgumentException naming the supported codes
   */
  public static SynthLanguage of(String code) {
    for (SynthLanguage language : values()) {
      if (language.code.equals(code.toLowerCase(Locale.ROOT))) {
        return language;
      }
    }
    throw new IllegalArgumentException("Unsupported language '" + code + "': use fr or es");
  }
}
