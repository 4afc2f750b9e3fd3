package org.deid.synth;

import java.util.List;
import java.util.SplittableRandom;

/** Street addresses: French street types and names, Spanish types, numbers and floors. */
final class Streets {

  private static final List<String> FRENCH_TYPES =
      List.of(
          "rue",
          "rue",
          "rue",
          "rue",
          "avenue",
          "avenue",
          "av.",
          "bd",
          "boulevard",
          "impasse",
          "chemin",
          "allée",
          "place",
          "route",
          "quai",
          "cours",
          "square",
          "Rue",
          "Avenue");
  private static final List<String> SPANISH_TYPES =
      List.of(
          "C/",
          "C/",
          "c/",
          "Calle",
          "Calle",
          "calle",
          "Avda.",
          "Avenida",
          "Av.",
          "Pza.",
          "Plaza",
          "Pº",
          "Paseo",
          "Ctra.",
          "Camino",
          "Ronda",
          "Travesía");
  private static final List<String> SPANISH_FLOORS =
      List.of(
          "1º A",
          "2º B",
          "3º dcha",
          "4º izq.",
          "bajo",
          "5º C",
          "2º izda.",
          "1º 2ª",
          "ático",
          "3º D",
          "entlo. 1ª",
          "6º A");

  private Streets() {}

  /** A street address: number, type and name, in one of the local orders. */
  static String street(SynthLanguage language, Lexicon lexicon, SplittableRandom random) {
    return language == SynthLanguage.FR ? french(lexicon, random) : spanish(lexicon, random);
  }

  private static String streetName(Lexicon lexicon, SplittableRandom random) {
    if (random.nextInt(100) < 20) {
      // Streets named after people: rue Victor Hugo, calle Antonio Machado.
      List<String> firsts =
          random.nextBoolean() ? lexicon.maleFirstNames : lexicon.femaleFirstNames;
      String last = pick(lexicon.lastNames, random);
      return pick(firsts, random) + " " + last.split(" ")[0];
    }
    return pick(lexicon.streetNames, random);
  }

  private static String french(Lexicon lexicon, SplittableRandom random) {
    int number = 1 + random.nextInt(random.nextBoolean() ? 40 : 180);
    String suffix =
        switch (random.nextInt(20)) {
          case 0 -> " bis";
          case 1 -> " ter";
          case 2 -> "B";
          default -> "";
        };
    String type = pick(FRENCH_TYPES, random);
    String name = streetName(lexicon, random);
    return switch (random.nextInt(10)) {
      case 0 -> type + " " + name; // lieu sans numéro
      case 1 -> number + suffix + ", " + type + " " + name;
      default -> number + suffix + " " + type + " " + name;
    };
  }

  private static String spanish(Lexicon lexicon, SplittableRandom random) {
    String type = pick(SPANISH_TYPES, random);
    String name = streetName(lexicon, random);
    int value = 1 + random.nextInt(random.nextBoolean() ? 30 : 150);
    String number =
        switch (random.nextInt(8)) {
          case 0 -> " nº " + value;
          case 1 -> ", " + value;
          case 2 -> " " + value + "-" + (value + 2);
          case 3 -> ", n.º " + value;
          default -> " " + value;
        };
    String floor =
        switch (random.nextInt(10)) {
          case 0, 1, 2 -> ", " + pick(SPANISH_FLOORS, random);
          case 3 -> " " + pick(SPANISH_FLOORS, random);
          case 4 -> ", piso " + (1 + random.nextInt(8)) + ", puerta " + (1 + random.nextInt(4));
          default -> "";
        };
    return type + " " + name + number + floor;
  }

  private static <T> T pick(List<T> items, SplittableRandom random) {
    return items.get(random.nextInt(items.size()));
  }
}
