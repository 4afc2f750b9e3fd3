package org.deid.synth;

import java.text.Normalizer;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import org.deid.taxonomy.NameRole;
import org.deid.taxonomy.PhiCategory;
import org.deid.taxonomy.PhiClass;
import org.deid.taxonomy.PhiSubtype;

/**
 * Renders one note from a template: draws the document's entities (patient, staff, places,
 * identifiers) from one random stream, and writes text and gold spans together. Not thread-safe:
 * one renderer per note.
 */
final class NoteRenderer {

  private static final int MAX_LIST_DEPTH = 8;
  private static final double TYPO_RATE = 0.02;

  /** First names that begin a Spanish compound first name (José Antonio, Juan Carlos). */
  private static final List<String> SPANISH_FIRST_OF_TWO =
      List.of("José", "José", "Juan", "Francisco", "Luis", "Miguel");

  private final SynthLanguage language;
  private final boolean french;
  private final Lexicon lexicon;
  private final TemplateLibrary library;
  private final SplittableRandom random;
  private final NoteBuilder out = new NoteBuilder();
  private final LocalDate noteDate;
  private final Person patient;
  private final int age;
  private final LocalDate birthDate;
  private final Map<String, Person> persons = new HashMap<>();
  private final Map<Integer, Place> places = new HashMap<>();
  private final Map<String, String> memo = new HashMap<>();
  private final Map<String, LocalDate> dates = new HashMap<>();
  private final Map<String, Set<Integer>> drawn = new HashMap<>();
  private final Map<String, Rendered> blocks = new HashMap<>();
  private int listDepth;

  /** A block's text as rendered and its spans, relative to the block's start. */
  private record Rendered(String text, List<GoldSpan> spans) {}

  /** A person: first name, last name (one or more words), gender. */
  private record Person(String first, String last, boolean female) {}

  /** A place: a street address, postal code, city, region and country. */
  private record Place(String street, String zip, String city, String region, String country) {}

  NoteRenderer(
      SynthLanguage language, Lexicon lexicon, TemplateLibrary library, SplittableRandom random) {
    this.language = language;
    this.french = language == SynthLanguage.FR;
    this.lexicon = lexicon;
    this.library = library;
    this.random = random;
    this.noteDate = LocalDate.of(2008, 1, 1).plusDays(random.nextInt(17 * 365));
    this.patient = newPerson();
    this.age = random.nextInt(100) < 6 ? 1 + random.nextInt(17) : 18 + random.nextInt(80);
    this.birthDate = noteDate.minusYears(age).minusDays(1 + random.nextInt(364));
  }

  /** Renders a template and returns the text and its gold spans. */
  NoteBuilder render(List<TemplateNode> nodes) {
    renderAll(nodes);
    return out;
  }

  private void renderAll(List<TemplateNode> nodes) {
    for (TemplateNode node : nodes) {
      if (node instanceof TemplateNode.Literal literal) {
        out.append(literal.text());
      } else if (node instanceof TemplateNode.Choice choice) {
        renderAll(choice.options().get(random.nextInt(choice.options().size())));
      } else if (node instanceof TemplateNode.Maybe maybe) {
        if (random.nextInt(100) < maybe.percent()) {
          renderAll(maybe.body());
        }
      } else if (node instanceof TemplateNode.ListDraw draw) {
        drawFromList(draw.list());
      } else if (node instanceof TemplateNode.Slot slot) {
        renderSlot(slot);
      } else if (node instanceof TemplateNode.Block block) {
        renderBlock(block);
      } else if (node instanceof TemplateNode.Replay replay) {
        Rendered rendered = blocks.get(replay.name());
        if (rendered == null) {
          throw new IllegalStateException(
              "Block '"
                  + replay.name()
                  + "' replayed at line "
                  + replay.line()
                  + " before it was rendered");
        }
        out.appendCopy(rendered.text(), rendered.spans());
      }
    }
  }

  /** Renders a block once and keeps its text and spans, so that {@code {=name}} repeats them. */
  private void renderBlock(TemplateNode.Block block) {
    int begin = out.length();
    int firstSpan = out.spanCount();
    renderAll(block.body());
    blocks.put(
        block.name(), new Rendered(out.text().substring(begin), out.spansSince(firstSpan, begin)));
  }

  private void drawFromList(String list) {
    if (listDepth >= MAX_LIST_DEPTH) {
      throw new IllegalStateException("Lists draw from each other too deeply at list " + list);
    }
    List<List<TemplateNode>> entries = library.list(list);
    // A note does not repeat a line of a list while the list has lines it has not used.
    Set<Integer> used = drawn.computeIfAbsent(list, k -> new HashSet<>());
    int entry = random.nextInt(entries.size());
    for (int retry = 0; retry < 4 && used.contains(entry); retry++) {
      entry = random.nextInt(entries.size());
    }
    used.add(entry);
    listDepth++;
    renderAll(entries.get(entry));
    listDepth--;
  }

  /** Renders a list line as one PHI: spans inside it are suppressed, the whole is one span. */
  private String phiFromList(String list, PhiClass phiClass, boolean gold) {
    int begin = out.length();
    out.suppressGold();
    drawFromList(list);
    out.resumeGold();
    if (gold) {
      out.record(begin, phiClass);
    }
    return out.text().substring(begin);
  }

  private void renderSlot(TemplateNode.Slot slot) {
    int index = slot.index();
    boolean gold = slot.gold();
    String arg = slot.argument();
    switch (slot.placeholder()) {
      case PATIENT_NAME -> name(patient, NameRole.PATIENT, arg, gold);
      case PATIENT_FIRST_NAME -> name(patient, NameRole.PATIENT, "first", gold);
      case PATIENT_LAST_NAME -> name(patient, NameRole.PATIENT, "last", gold);
      case STAFF_NAME -> name(person("STAFF", index), NameRole.STAFF, arg, gold);
      case STAFF_LAST_NAME -> name(person("STAFF", index), NameRole.STAFF, "last", gold);
      case RELATIVE_NAME -> name(person("RELATIVE", index), NameRole.RELATIVE, arg, gold);
      case OTHER_NAME ->
          name(index == 0 ? newPerson() : person("OTHER", index), NameRole.OTHER, arg, gold);
      case KIN -> {
        // A numbered kin word agrees with that relative: "su {KIN#1} {RELATIVE_NAME#1:first}".
        boolean female = index > 0 ? person("RELATIVE", index).female() : random.nextBoolean();
        phi(
            memo("KIN", index, () -> pick(female ? lexicon.femaleKin : lexicon.maleKin)),
            kin(),
            gold);
      }
      case RELATIVE_AGE ->
          phi(memo("RELATIVE_AGE", index, () -> (1 + random.nextInt(90)) + " años"), kin(), gold);
      case PATIENT_TITLE -> out.append(title(patient.female()));
      case STAFF_TITLE -> out.append(staffTitle(person("STAFF", index).female()));
      case G -> {
        int bar = arg.indexOf('|');
        out.append(patient.female() ? arg.substring(bar + 1) : arg.substring(0, bar));
      }
      case SEX -> phi(sex(arg), PhiClass.of(PhiSubtype.SEX), gold);
      case AGE -> phi(age(arg), PhiClass.of(PhiSubtype.AGE), gold);
      case DATE ->
          phi(
              arg.equals("past")
                  ? Dates.format(pastDate(), Dates.historyStyle(random), language, random)
                  : Dates.format(date(index), arg, language, random),
              dateClass(),
              gold);
      case BIRTH_DATE ->
          phi(
              Dates.format(birthDate, arg.isEmpty() ? birthStyle() : arg, language, random),
              PhiClass.of(PhiSubtype.BIRTH_DATE),
              gold);
      case TIME -> out.append(time());
      case NUMBER -> out.append(number(arg));
      case DECIMAL -> out.append(decimal(arg));
      case PHONE ->
          phone(
              memo("PHONE", index, () -> Phones.format(language, random)),
              PhiClass.of(PhiSubtype.PHONE),
              gold);
      case FAX ->
          phone(
              memo("FAX", index, () -> Phones.format(language, random)),
              PhiClass.of(PhiSubtype.FAX),
              gold);
      case EMAIL -> phi(memo("EMAIL:" + arg, one(index), () -> email(arg, index)), email(), gold);
      case URL -> phi(memo("URL", one(index), this::url), PhiClass.of(PhiSubtype.URL), gold);
      case STREET ->
          phi(
              arg.equals("words") && french
                  ? NumberWords.streetInWords(place(index).street())
                  : place(index).street(),
              PhiClass.of(PhiSubtype.STREET),
              gold);
      case ZIP -> phi(place(index).zip(), PhiClass.of(PhiSubtype.ZIP), gold);
      case CITY -> phi(place(index).city(), PhiClass.of(PhiSubtype.CITY), gold);
      case REGION -> phi(place(index).region(), PhiClass.of(PhiSubtype.REGION), gold);
      case COUNTRY -> phi(place(index).country(), PhiClass.of(PhiSubtype.COUNTRY), gold);
      case HOSPITAL ->
          memoList(
              arg.isEmpty() ? "hospital" : "hospital-bare",
              one(index),
              PhiClass.of(PhiSubtype.HOSPITAL),
              gold);
      case DEPARTMENT -> memoList("department", index, PhiClass.of(PhiSubtype.DEPARTMENT), gold);
      case PROFESSION ->
          phi(
              memo("PROFESSION", index, () -> pick(lexicon.professions)),
              PhiClass.of(PhiSubtype.PROFESSION),
              gold);
      case IPP ->
          id(
              "IPP",
              index,
              () -> Identifiers.digits(random, 8 + random.nextInt(3)),
              PhiSubtype.PATIENT_ID,
              gold);
      case NDA ->
          id(
              "NDA",
              index,
              () -> Identifiers.digits(random, 9 + random.nextInt(2)),
              PhiSubtype.VISIT_ID,
              gold);
      case NIR -> id("NIR", index, this::nir, PhiSubtype.SOCIAL_SECURITY, gold);
      case RPPS -> id("RPPS", index, () -> Identifiers.rpps(random), PhiSubtype.LICENSE, gold);
      case NHC ->
          id(
              "NHC",
              index,
              () -> Identifiers.digits(random, 6 + random.nextInt(3)),
              PhiSubtype.PATIENT_ID,
              gold);
      case NASS -> id("NASS", index, this::nass, PhiSubtype.SOCIAL_SECURITY, gold);
      case DNI -> id("DNI", index, this::dni, PhiSubtype.NATIONAL_ID, gold);
      case COLEGIADO -> id("COLEGIADO", index, this::colegiado, PhiSubtype.LICENSE, gold);
      case CIP ->
          id(
              "CIP:" + arg,
              index,
              () ->
                  HealthCards.number(
                      arg.isEmpty() ? HealthCards.randomVariant(random) : arg,
                      patient.last(),
                      birthDate,
                      patient.female(),
                      random),
              PhiSubtype.PATIENT_ID,
              gold);
      case EPISODIO ->
          id(
              "EPISODIO:" + arg,
              index,
              () -> Identifiers.encounter(arg, noteDate, random),
              PhiSubtype.VISIT_ID,
              gold);
      case ASEGURADO ->
          id(
              "ASEGURADO",
              index,
              () -> Identifiers.insuranceMember(random),
              PhiSubtype.HEALTH_PLAN,
              gold);
      case INSTITUTION ->
          memoList(
              arg.isEmpty() ? "institution" : "insurer",
              one(index),
              PhiClass.of(PhiSubtype.ORGANIZATION),
              gold);
      default -> throw new IllegalStateException("No filler for " + slot.placeholder());
    }
  }

  // ---- names

  private Person person(String kind, int index) {
    return persons.computeIfAbsent(kind + one(index), k -> newPerson());
  }

  private Person newPerson() {
    boolean female = random.nextBoolean();
    List<String> firsts = female ? lexicon.femaleFirstNames : lexicon.maleFirstNames;
    List<String> rareFirsts =
        female ? lexicon.gazetteerFemaleFirstNames : lexicon.gazetteerMaleFirstNames;
    String first = pickMixed(firsts, rareFirsts);
    if (french && random.nextInt(100) < 8) {
      first = first + "-" + pick(firsts); // Jean-Marie, Marie-Claire
    } else if (!french && random.nextInt(100) < 12 && !first.contains(" ")) {
      // María Luisa, José Antonio, Francisco Javier.
      first =
          (female ? pick(List.of("María", "María", "Ana", "Rosa")) : pick(SPANISH_FIRST_OF_TWO))
              + " "
              + first;
    }
    String last = pickMixed(lexicon.lastNames, lexicon.gazetteerLastNames);
    int shape = random.nextInt(100);
    if (french) {
      if (shape < 4) {
        last = (random.nextBoolean() ? "de " : "de La ") + last;
      } else if (shape < 9) {
        last = last + "-" + pickMixed(lexicon.lastNames, lexicon.gazetteerLastNames);
      }
    } else if (shape < 85) {
      // Two surnames, now and then with a particle (de la Calle), joined by "i" (Catalan) or a
      // hyphen (Ruiz-Zorrilla).
      String second = pickMixed(lexicon.lastNames, lexicon.gazetteerLastNames);
      int form = random.nextInt(100);
      if (form < 6) {
        last = pick(List.of("de ", "de ", "de la ", "del ")) + last + " " + second;
      } else if (form < 9) {
        last = last + " i " + second;
      } else if (form < 12) {
        last = last + "-" + second + " " + pickMixed(lexicon.lastNames, lexicon.gazetteerLastNames);
      } else {
        last = last + " " + second;
      }
    }
    return new Person(first, last, female);
  }

  /**
   * Mostly a common word, a third of the time one from the gazetteer's long tail: models should see
   * rare names, but not only names that the lexicon detector knows.
   */
  private String pickMixed(List<String> common, List<String> rare) {
    return rare.isEmpty() || random.nextInt(3) > 0 ? pick(common) : pick(rare);
  }

  /** One piece of a rendered name: its text and, when it is a name part, its subtype. */
  private record Part(String text, PhiSubtype subtype) {}

  private void name(Person person, NameRole role, String arg, boolean gold) {
    List<Part> parts = new ArrayList<>();
    String style = arg.isEmpty() ? defaultNameStyle() : arg;
    String first = person.first();
    if (french && initialReadsAsMonsieur(first, style)) {
      // "M. Boyer" reads as "Monsieur Boyer" in French: gold that tags its "M." as a first name
      // teaches the CRF to take every civility for a name.
      style = "last";
    }
    String last = person.last();
    String lastUpper = last.toUpperCase(Locale.ROOT);
    switch (style) {
      case "first" -> parts.add(new Part(first, PhiSubtype.FIRST_NAME));
      case "last" ->
          parts.add(new Part(random.nextInt(10) < 3 ? lastUpper : last, PhiSubtype.LAST_NAME));
      case "initials" -> parts.add(new Part(initials(person), PhiSubtype.FULL_NAME));
      case "comma" -> commaName(abbreviated(first), last, lastUpper, parts);
      case "caps" -> {
        // Staff lists and signature blocks: "J.-P. LEROUX", "A. CÁRDENAS SOTO".
        parts.add(new Part(compoundInitial(first), PhiSubtype.FIRST_NAME));
        parts.add(new Part(" ", null));
        parts.add(new Part(lastUpper, PhiSubtype.LAST_NAME));
      }
      case "initial" -> {
        parts.add(new Part(initial(first), PhiSubtype.FIRST_NAME));
        parts.add(new Part(" ", null));
        parts.add(new Part(random.nextBoolean() ? last : lastUpper, PhiSubtype.LAST_NAME));
      }
      default -> fullName(abbreviated(first), last, lastUpper, parts);
    }
    int casing = random.nextInt(100);
    for (int i = 0; i < parts.size(); i++) {
      Part part = parts.get(i);
      if (part.subtype() == null) {
        continue;
      }
      String text = part.text();
      if (casing < 2) {
        text = text.toLowerCase(Locale.ROOT);
      } else if (casing < 6) {
        text = text.toUpperCase(Locale.ROOT);
      }
      if (random.nextDouble() < TYPO_RATE) {
        text = Typos.apply(text, random);
      }
      parts.set(i, new Part(text, part.subtype()));
    }
    if (french || parts.size() == 1) {
      for (Part part : parts) {
        if (part.subtype() == null) {
          out.append(part.text());
        } else {
          phi(part.text(), PhiClass.name(part.subtype(), role), gold);
        }
      }
    } else {
      int begin = out.length();
      parts.forEach(part -> out.append(part.text()));
      if (gold) {
        out.record(begin, PhiClass.name(PhiSubtype.FULL_NAME, role));
      }
    }
  }

  /**
   * Now and then, a Spanish first name as notes abbreviate it: Fco. Javier, Mª Luisa, M.ª Ángeles,
   * J. Antonio, Jose Mª.
   */
  private String abbreviated(String first) {
    if (french || random.nextInt(100) >= 30) {
      return first;
    }
    if (first.startsWith("Francisco")) {
      return pick(List.of("Fco.", "Fco")) + first.substring("Francisco".length());
    }
    if (first.startsWith("María ")) {
      return pick(List.of("Mª", "M.ª", "M.")) + first.substring("María".length());
    }
    if (first.endsWith(" María")) {
      return first.substring(0, first.length() - "María".length()) + "Mª";
    }
    int space = first.indexOf(' ');
    if (space > 0 && SPANISH_FIRST_OF_TWO.contains(first.substring(0, space))) {
      return first.charAt(0) + "." + first.substring(space);
    }
    return first;
  }

  /** Surnames, a comma, the first name: GARCÍA LÓPEZ, Ana; GARCÍA LÓPEZ, ANA; García López, Ana. */
  private void commaName(String first, String last, String lastUpper, List<Part> parts) {
    int draw = random.nextInt(100);
    String surnames = draw < 80 ? lastUpper : last;
    String given = draw < 35 ? first.toUpperCase(Locale.ROOT) : first;
    parts.addAll(
        List.of(
            new Part(surnames, PhiSubtype.LAST_NAME),
            new Part(", ", null),
            new Part(given, PhiSubtype.FIRST_NAME)));
  }

  private String defaultNameStyle() {
    int draw = random.nextInt(100);
    return draw < 68 ? "full" : draw < 88 ? "last" : draw < 97 ? "initial" : "initials";
  }

  private void fullName(String first, String last, String lastUpper, List<Part> parts) {
    int draw = random.nextInt(100);
    PhiSubtype f = PhiSubtype.FIRST_NAME;
    PhiSubtype l = PhiSubtype.LAST_NAME;
    if (!french && draw < 22) {
      commaName(first, last, lastUpper, parts);
    } else if (draw < (french ? 35 : 58)) {
      parts.addAll(List.of(new Part(first, f), new Part(" ", null), new Part(last, l)));
    } else if (draw < (french ? 55 : 66)) {
      parts.addAll(List.of(new Part(first, f), new Part(" ", null), new Part(lastUpper, l)));
    } else if (draw < (french ? 80 : 74)) {
      parts.addAll(List.of(new Part(lastUpper, l), new Part(" ", null), new Part(first, f)));
    } else if (draw < 90) {
      parts.addAll(List.of(new Part(last, l), new Part(", ", null), new Part(first, f)));
    } else {
      parts.addAll(List.of(new Part(last, l), new Part(" ", null), new Part(first, f)));
    }
  }

  /** The initials of a first name as staff lists write them: J., J.-P., J-P., Ph. */
  private String compoundInitial(String first) {
    int hyphen = first.indexOf('-');
    if (hyphen > 0 && hyphen + 1 < first.length()) {
      String separator = random.nextBoolean() ? ".-" : "-";
      return first.charAt(0) + separator + first.charAt(hyphen + 1) + ".";
    }
    if (first.startsWith("Ph") || first.startsWith("Ch") || first.startsWith("Th")) {
      return random.nextBoolean() ? first.substring(0, 2) + "." : initial(first);
    }
    return initial(first);
  }

  /** Whether a name style writes the first name as a bare "M.", the French civility. */
  private static boolean initialReadsAsMonsieur(String first, String style) {
    return first.startsWith("M")
        && (style.equals("initial") || (style.equals("caps") && first.indexOf('-') < 0));
  }

  private static String initial(String first) {
    return first.substring(0, 1) + ".";
  }

  private static String initials(Person person) {
    StringBuilder initials = new StringBuilder();
    initials.append(person.first().charAt(0));
    for (String word : person.last().split("[ -]")) {
      if (!word.isEmpty() && Character.isUpperCase(word.charAt(0))) {
        initials.append(word.charAt(0));
      }
    }
    return initials.toString().toUpperCase(Locale.ROOT);
  }

  private String title(boolean female) {
    if (french) {
      return female
          ? pick(List.of("Mme", "Mme", "Madame", "Mme."))
          : pick(List.of("M.", "M.", "Monsieur", "Mr"));
    }
    return female
        ? pick(List.of("Sra.", "Dña.", "Doña", "la Sra.", "D.ª"))
        : pick(List.of("Sr.", "D.", "Don", "el Sr."));
  }

  private String staffTitle(boolean female) {
    if (french) {
      return pick(List.of("Dr", "Dr", "Docteur", "Pr"));
    }
    return female
        ? pick(List.of("Dra.", "Dra.", "Dra.", "Dra"))
        : pick(List.of("Dr.", "Dr.", "Dr.", "Dr"));
  }

  private String sex(String arg) {
    boolean letter = arg.equals("letter") || (arg.isEmpty() && random.nextBoolean());
    boolean female = patient.female();
    if (letter) {
      return french ? (female ? "F" : "M") : (female ? "M" : pick(List.of("H", "H", "V")));
    }
    if (arg.equals("ca")) {
      return female ? pick(List.of("dona", "Dona")) : pick(List.of("home", "Home"));
    }
    if (arg.equals("gl")) {
      return female ? pick(List.of("muller", "Muller")) : pick(List.of("home", "Home"));
    }
    if (french) {
      return female
          ? pick(List.of("féminin", "Féminin", "femme", "F"))
          : pick(List.of("masculin", "Masculin", "homme", "M"));
    }
    return female
        ? pick(List.of("Mujer", "mujer", "Mujer", "femenino"))
        : pick(List.of("Varón", "varón", "Hombre", "masculino"));
  }

  private String age(String arg) {
    return switch (arg) {
      case "bare" -> Integer.toString(age);
      case "short" -> age + pick(List.of(" a.", " a", "a", " a."));
      case "ca" -> age + " anys";
      case "gl" -> age + " anos";
      default -> age + (french ? " ans" : " años");
    };
  }

  private static PhiClass kin() {
    return new PhiClass(PhiCategory.NAME, null, NameRole.RELATIVE);
  }

  // ---- dates, times and numbers

  private LocalDate date(int index) {
    if (index > 0) {
      return dates.computeIfAbsent("DATE#" + index, k -> numberedDate(index));
    }
    return newDate();
  }

  /** A date of the patient's history: after their sixteenth birthday, at least a year ago. */
  private LocalDate pastDate() {
    LocalDate earliest = birthDate.plusYears(16);
    LocalDate latest = noteDate.minusYears(1);
    if (!earliest.isBefore(latest)) {
      return latest;
    }
    long span = latest.toEpochDay() - earliest.toEpochDay();
    return earliest.plusDays(random.nextLong(span));
  }

  /** Numbered dates follow each other: #1 (admission) before #2 (the note) before #3 and on. */
  private LocalDate numberedDate(int index) {
    return switch (index) {
      case 1 -> noteDate.minusDays(3 + random.nextInt(25));
      case 2 -> noteDate.minusDays(random.nextInt(3));
      default -> noteDate.plusDays(index * 10L + random.nextInt(10));
    };
  }

  private LocalDate newDate() {
    int draw = random.nextInt(100);
    if (draw < 15) {
      return noteDate.minusDays(365 + random.nextInt(15 * 365)); // history
    }
    return noteDate.minusDays(random.nextInt(45)).plusDays(draw < 20 ? random.nextInt(90) : 0);
  }

  private String birthStyle() {
    return random.nextInt(100) < 80 ? "numeric" : "spelled";
  }

  private static PhiClass dateClass() {
    return PhiClass.of(PhiSubtype.DATE);
  }

  private String time() {
    int hour = random.nextInt(24);
    int minute = random.nextInt(12) * 5;
    String mm = minute < 10 ? "0" + minute : Integer.toString(minute);
    if (french) {
      return pick(List.of(hour + "h" + mm, hour + ":" + mm, hour + " h " + mm));
    }
    return pick(List.of(hour + ":" + mm, hour + ":" + mm + " h", hour + "." + mm + " h"));
  }

  private String number(String range) {
    int dash = range.indexOf('-');
    int low = (int) Double.parseDouble(range.substring(0, dash));
    int high = (int) Double.parseDouble(range.substring(dash + 1));
    return Integer.toString(low + random.nextInt(Math.max(1, high - low + 1)));
  }

  private String decimal(String range) {
    int dash = range.indexOf('-');
    String lowText = range.substring(0, dash);
    String highText = range.substring(dash + 1);
    int decimals = Math.max(decimals(lowText), decimals(highText));
    double low = Double.parseDouble(lowText);
    double high = Double.parseDouble(highText);
    double value = low + random.nextDouble() * (high - low);
    String text = String.format(Locale.ROOT, "%." + decimals + "f", value);
    boolean comma = random.nextInt(100) < (french ? 70 : 50);
    return comma ? text.replace('.', ',') : text;
  }

  private static int decimals(String number) {
    int dot = number.indexOf('.');
    return dot < 0 ? 0 : number.length() - dot - 1;
  }

  // ---- contacts

  private String email(String arg, int index) {
    Person person =
        switch (arg) {
          case "patient" -> patient;
          case "relative" -> person("RELATIVE", index);
          case "service" -> null;
          default -> person("STAFF", index);
        };
    String domain =
        french
            ? pick(
                List.of(
                    "chu-" + slug(place(2).city()) + ".fr",
                    "ch-" + slug(place(2).city()) + ".fr",
                    "gmail.com",
                    "orange.fr",
                    "wanadoo.fr",
                    "free.fr",
                    "hotmail.fr",
                    "laposte.net",
                    "aphp.fr"))
            : pick(
                List.of(
                    "salud." + slug(place(2).region()) + ".es",
                    "hospital" + slug(place(2).city()) + ".es",
                    "gmail.com",
                    "hotmail.com",
                    "hotmail.es",
                    "yahoo.es",
                    "telefonica.net",
                    "outlook.es"));
    if (person == null) {
      String service =
          french
              ? pick(List.of("secretariat", "accueil", "consultations", "urgences", "cardiologie"))
              : pick(List.of("secretaria", "citaciones", "admision", "urgencias", "consultas"));
      return service + (random.nextBoolean() ? "." : "-") + slug(place(2).city()) + "@" + domain;
    }
    String first = slug(person.first());
    String last = slug(person.last().split(" ")[0]);
    String local =
        switch (random.nextInt(6)) {
          case 0 -> first + "." + last;
          case 1 -> first.charAt(0) + last;
          case 2 -> first.charAt(0) + "." + last;
          case 3 -> last + "." + first;
          case 4 -> first + "." + last + (10 + random.nextInt(90));
          default ->
              first.substring(0, Math.min(3, first.length()))
                  + last.substring(0, Math.min(3, last.length()));
        };
    return local + "@" + domain;
  }

  private String url() {
    String city = slug(place(2).city());
    if (french) {
      return pick(
          List.of(
              "www.chu-" + city + ".fr",
              "https://www.ch-" + city + ".fr",
              "http://www.clinique-" + city + ".fr/consultations",
              "www.hopital-" + city + ".fr"));
    }
    return pick(
        List.of(
            "www.hospital" + city + ".es",
            "http://www.hospital-" + city + ".com",
            "https://www.salud" + city + ".es/citas",
            "www.clinica" + city + ".es"));
  }

  /** Lower case, accents and non-letters removed: what an e-mail or web address keeps. */
  static String slug(String text) {
    String plain = Normalizer.normalize(text, Normalizer.Form.NFD).replaceAll("\\p{M}+", "");
    String slug = plain.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "");
    return slug.isEmpty() ? "x" : slug;
  }

  // ---- places

  private Place place(int index) {
    return places.computeIfAbsent(one(index), k -> newPlace(k == 1));
  }

  private Place newPlace(boolean home) {
    Lexicon.Place city =
        lexicon.gazetteerCities.isEmpty() || random.nextInt(4) > 0
            ? pick(lexicon.places)
            : new Lexicon.Place(pick(lexicon.gazetteerCities), List.of(), "");
    String zip;
    if (!city.zips().isEmpty()) {
      zip = pick(city.zips());
    } else if (french) {
      int dept = 1 + random.nextInt(95);
      zip = String.format("%02d%03d", dept == 20 ? 21 : dept, random.nextInt(10) * 10);
    } else {
      zip = String.format("%02d%03d", 1 + random.nextInt(52), random.nextInt(1000));
    }
    String region = city.region().isEmpty() ? pick(lexicon.regions) : city.region();
    String country =
        random.nextInt(100) < (home ? 92 : 97)
            ? (french ? "France" : "España")
            : pick(lexicon.countries);
    return new Place(Streets.street(language, lexicon, random), zip, city.city(), region, country);
  }

  // ---- identifiers

  private void id(String kind, int index, Supplier<String> draw, PhiSubtype subtype, boolean gold) {
    phi(memo(kind, one(index), draw), PhiClass.of(subtype), gold);
  }

  private String nir() {
    String zip = place(1).zip();
    String dept = zip.substring(0, 2);
    if (dept.equals("20") || dept.startsWith("97") || !dept.matches("\\d\\d")) {
      dept = String.format("%02d", 1 + random.nextInt(19));
    }
    String nir =
        Identifiers.nir(
            random, patient.female(), birthDate.getYear(), birthDate.getMonthValue(), dept);
    return switch (random.nextInt(4)) {
      case 0, 1 -> nir;
      case 2 ->
          String.join(
              " ",
              nir.substring(0, 1),
              nir.substring(1, 3),
              nir.substring(3, 5),
              nir.substring(5, 7),
              nir.substring(7, 10),
              nir.substring(10, 13),
              nir.substring(13));
      default -> nir.substring(0, 13) + " " + nir.substring(13);
    };
  }

  private String nass() {
    String nass = Identifiers.nass(random);
    return switch (random.nextInt(4)) {
      case 0 -> nass;
      case 1 -> nass.substring(0, 2) + "/" + nass.substring(2, 10) + "/" + nass.substring(10);
      case 2 -> nass.substring(0, 2) + " " + nass.substring(2, 10) + " " + nass.substring(10);
      default -> nass.substring(0, 2) + "-" + nass.substring(2, 10) + "-" + nass.substring(10);
    };
  }

  private String dni() {
    String dni = Identifiers.dni(random);
    int split = dni.length() - 1;
    return switch (random.nextInt(4)) {
      case 0, 1 -> dni;
      case 2 -> dni.substring(0, split) + "-" + dni.substring(split);
      default ->
          Character.isDigit(dni.charAt(0))
              ? dni.substring(0, 2)
                  + "."
                  + dni.substring(2, 5)
                  + "."
                  + dni.substring(5, 8)
                  + "-"
                  + dni.substring(8)
              : dni;
    };
  }

  private String colegiado() {
    String province = String.format("%02d", 1 + random.nextInt(52));
    String number = Identifiers.digits(random, 5);
    return switch (random.nextInt(7)) {
      case 0 -> province + " " + province + " " + number;
      case 1 -> province + province + number;
      case 2 -> province + "/" + province + number;
      case 3 -> province + "/" + Identifiers.digits(random, 7);
      case 4 -> province + "/" + number;
      case 5 -> province + "/" + province + "/" + number;
      default -> number;
    };
  }

  // ---- helpers

  private void memoList(String list, int index, PhiClass phiClass, boolean gold) {
    String key = list + "#" + index;
    String known = index == 0 ? null : memo.get(key);
    if (known != null) {
      phi(known, phiClass, gold);
      return;
    }
    String text = phiFromList(list, phiClass, gold);
    if (index != 0) {
      memo.put(key, text);
    }
  }

  private String memo(String kind, int index, Supplier<String> draw) {
    if (index == 0) {
      return draw.get();
    }
    String key = kind + "#" + index;
    String known = memo.get(key);
    if (known == null) {
      known = draw.get();
      memo.put(key, known);
    }
    return known;
  }

  private void phi(String text, PhiClass phiClass, boolean gold) {
    if (gold) {
      out.appendPhi(text, phiClass);
    } else {
      out.append(text);
    }
  }

  /**
   * A phone number: Spanish gold follows MEDDOCAN, whose spans leave the "+" (and a parenthesis
   * before it) of the country code out: "+34 612 345 678" is "+" then the span "34 612 345 678".
   */
  private void phone(String text, PhiClass phiClass, boolean gold) {
    int digits = 0;
    while (!french && digits < text.length() && !Character.isDigit(text.charAt(digits))) {
      digits++;
    }
    out.append(text.substring(0, digits));
    phi(text.substring(digits), phiClass, gold);
  }

  private static PhiClass email() {
    return PhiClass.of(PhiSubtype.EMAIL);
  }

  private static int one(int index) {
    return index == 0 ? 1 : index;
  }

  private <T> T pick(List<T> items) {
    return items.get(random.nextInt(items.size()));
  }
}
