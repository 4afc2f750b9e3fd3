package org.deid.substitute.surrogate;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Predicate;
import java.util.random.RandomGenerator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.deid.detect.lexicon.TextFolding;
import org.deid.detect.regex.Checksums;

/**
 * Identifiers and contacts, each re-drawn in the original's format: same length, separators kept, a
 * digit for a digit, a letter of the same case for a letter. Where the original carries a check
 * (NIR key, DNI/NIE letter, Spanish NSS, IBAN mod 97, Luhn), the surrogate passes the same check.
 * Phones keep their country code and the national prefix that says the kind of line; e-mails and
 * URLs keep their shape, with a surrogate user and domain. Never equal to the original.
 */
final class IdentifierSurrogates {

  private static final List<Predicate<String>> CHECKS =
      List.of(
          Checksums::nir,
          Checksums::dniNie,
          Checksums::spanishSocialSecurity,
          Checksums::iban,
          Checksums::luhn);
  private static final Set<String> PUBLIC_MAIL_DOMAINS =
      Set.of(
          "gmail",
          "hotmail",
          "yahoo",
          "outlook",
          "orange",
          "wanadoo",
          "free",
          "sfr",
          "laposte",
          "telefonica",
          "icloud",
          "live",
          "msn",
          "gmx",
          "protonmail");
  private static final int MAX_DRAWS = 10_000;

  private final SurrogateLexicon lexicon;
  private final SurrogateKeys keys;

  IdentifierSurrogates(SurrogateLexicon lexicon, SurrogateKeys keys) {
    this.lexicon = lexicon;
    this.keys = keys;
  }

  /** A French NIR once its separators are gone: sex, year, month, département (or 2A/2B), rest. */
  private static final Pattern NIR_SHAPE = Pattern.compile("[1-478]\\d{4}(?:\\d{2}|2[AB])\\d{8}");

  /** The letters that open a code and say what it is ("SN 24-118845-A", "LOT 7783-221"). */
  private static final Pattern TYPE_PREFIX = Pattern.compile("([A-Z]{2,4})[ -](?=\\d)");

  /** Code types, not identifiers: kept as written before the code they open. */
  private static final Set<String> TYPE_MARKERS =
      Set.of("SN", "LOT", "PEC", "REF", "IPP", "NDA", "NIP", "RG", "DOS", "NUM");

  /** A year that opens a file number ("2024-00451", "1998/0312"). */
  private static final Pattern OPENING_YEAR =
      Pattern.compile("(?:19[5-9]\\d|20[0-2]\\d)(?=[-/ ]\\d)");

  /** An identifier: digits and letters re-drawn, and the original's check kept valid. */
  String identifier(String original) {
    RandomGenerator random = keys.random("id", original);
    if (NIR_SHAPE.matcher(original.replaceAll("[\\s.-]", "")).matches()) {
      return nir(original, random);
    }
    List<Predicate<String>> checks = CHECKS.stream().filter(c -> c.test(original)).toList();
    // An IBAN keeps its country, a code its type ("SN", "LOT"); every other character is re-drawn.
    int kept = original.matches("[A-Z]{2}\\d{2}.*") && Checksums.iban(original) ? 2 : 0;
    Matcher type = TYPE_PREFIX.matcher(original);
    if (kept == 0 && type.lookingAt() && TYPE_MARKERS.contains(type.group(1))) {
      kept = type.end();
    }
    String candidate = original;
    for (int i = 0; i < MAX_DRAWS; i++) {
      String drawn =
          keepYear(
              original,
              original.substring(0, kept) + redraw(original.substring(kept), random),
              random);
      if (drawn.equals(original)) {
        continue;
      }
      candidate = drawn;
      if (checks.stream().allMatch(check -> check.test(drawn))) {
        break; // a valid check found; otherwise the last draw stands (never the original)
      }
    }
    return Distinct.from(original, candidate);
  }

  /**
   * A file number that opens with a year keeps a year there, of the same century ("2024-00451" →
   * "2019-73088", not "3116-05362", which reads as no year and no file number).
   */
  private static String keepYear(String original, String drawn, RandomGenerator random) {
    Matcher year = OPENING_YEAR.matcher(original);
    if (!year.lookingAt()) {
      return drawn;
    }
    String century = original.substring(0, 2);
    int low = century.equals("19") ? 50 : 0;
    int high = century.equals("19") ? 99 : 29;
    String surrogate =
        century + String.format(Locale.ROOT, "%02d", low + random.nextInt(high - low + 1));
    return surrogate + drawn.substring(4);
  }

  /**
   * A NIR, whether its key checks or not (forms copied by hand, OCR): a valid one of the same sex,
   * with a real month and département, laid out with the original's separators. Digits drawn freely
   * would start with a 5 or a 9, or hold month 47: no reader takes that for a NIR.
   */
  private String nir(String original, RandomGenerator random) {
    String compact = original.replaceAll("[\\s.-]", "");
    for (int i = 0; i < MAX_DRAWS; i++) {
      String department =
          compact.startsWith("2A", 5) || compact.startsWith("2B", 5)
              ? compact.substring(5, 7)
              : String.format(Locale.ROOT, "%02d", 1 + random.nextInt(95));
      if (department.equals("20")) {
        continue; // Corsica is written 2A or 2B
      }
      String thirteen =
          compact.charAt(0)
              + String.format(Locale.ROOT, "%02d", random.nextInt(100))
              + String.format(Locale.ROOT, "%02d", 1 + random.nextInt(12))
              + department
              + String.format(Locale.ROOT, "%03d", 1 + random.nextInt(990))
              + String.format(Locale.ROOT, "%03d", 1 + random.nextInt(999));
      String drawn = thirteen + String.format(Locale.ROOT, "%02d", Checksums.nirKey(thirteen));
      if (!drawn.equals(compact)) {
        StringBuilder out = new StringBuilder(original.length());
        int next = 0;
        for (char c : original.toCharArray()) {
          out.append(Character.isLetterOrDigit(c) ? drawn.charAt(next++) : c);
        }
        return out.toString();
      }
    }
    return Distinct.from(original, original);
  }

  /**
   * A phone or fax number: country code and line-kind prefix kept, the rest re-drawn. A number with
   * no digit past its prefix ("+33 6") re-draws its last digits; one with no digit at all ("SAMU",
   * "poste ABCD") is re-drawn letter by letter, as an identifier.
   */
  String phone(String original) {
    RandomGenerator random = keys.random("phone", original);
    int keepDigits;
    String trimmed = original.stripLeading();
    if (trimmed.startsWith("+") || trimmed.startsWith("00")) {
      keepDigits = trimmed.startsWith("00") ? 5 : 3; // 00 + country code + first digit
    } else {
      keepDigits = trimmed.startsWith("0") ? 2 : 1;
    }
    long digitCount = original.chars().filter(Character::isDigit).count();
    if (digitCount == 0) {
      return identifier(original);
    }
    keepDigits = (int) Math.min(keepDigits, digitCount - 1);
    StringBuilder out = new StringBuilder(original.length());
    String candidate = original;
    for (int attempt = 0; attempt < 100 && candidate.equals(original); attempt++) {
      out.setLength(0);
      int digits = 0;
      for (int i = 0; i < original.length(); i++) {
        char c = original.charAt(i);
        if (Character.isDigit(c)) {
          out.append(digits++ < keepDigits ? c : (char) ('0' + random.nextInt(10)));
        } else {
          out.append(c);
        }
      }
      candidate = out.toString();
    }
    return Distinct.from(original, candidate);
  }

  /** An e-mail: the user re-drawn from the surname list, the domain too unless a public one. */
  String email(String original) {
    int at = original.indexOf('@');
    if (at < 0) {
      return identifier(original);
    }
    RandomGenerator random = keys.random("email", original.toLowerCase(Locale.ROOT));
    String user = words(original.substring(0, at), random);
    String domain = original.substring(at + 1);
    int lastDot = domain.lastIndexOf('.');
    String host = lastDot < 0 ? domain : domain.substring(0, lastDot);
    String surrogateHost =
        PUBLIC_MAIL_DOMAINS.contains(host.toLowerCase(Locale.ROOT)) ? host : words(host, random);
    String candidate = user + "@" + surrogateHost + (lastDot < 0 ? "" : domain.substring(lastDot));
    return candidate.equalsIgnoreCase(original) ? identifier(original) : candidate;
  }

  /** A URL: scheme, "www" and the top-level domain kept; the rest re-drawn. */
  String url(String original) {
    RandomGenerator random = keys.random("url", original.toLowerCase(Locale.ROOT));
    int schemeEnd = original.indexOf("://");
    int start = schemeEnd < 0 ? 0 : schemeEnd + 3;
    String rest = original.substring(start);
    int slash = rest.indexOf('/');
    String host = slash < 0 ? rest : rest.substring(0, slash);
    String path = slash < 0 ? "" : rest.substring(slash);
    String[] labels = host.split("\\.", -1);
    StringBuilder out = new StringBuilder(original.substring(0, start));
    for (int i = 0; i < labels.length; i++) {
      if (i > 0) {
        out.append('.');
      }
      boolean keep = labels[i].equalsIgnoreCase("www") || (i == labels.length - 1 && i > 0);
      out.append(keep ? labels[i] : words(labels[i], random));
    }
    out.append(path.isEmpty() ? "" : redraw(path, random));
    String candidate = out.toString();
    return candidate.equals(original) ? identifier(original) : candidate;
  }

  /** The letter runs of a text replaced by lower-case surnames, digits re-drawn. */
  private String words(String text, RandomGenerator random) {
    StringBuilder out = new StringBuilder();
    int i = 0;
    while (i < text.length()) {
      char c = text.charAt(i);
      if (Character.isLetter(c)) {
        int end = i;
        while (end < text.length() && Character.isLetter(text.charAt(end))) {
          end++;
        }
        String word = TextFolding.key(lexicon.surname(random)).replace(" ", "");
        out.append(CaseShape.of(text.substring(i, end)).apply(word));
        i = end;
      } else {
        out.append(Character.isDigit(c) ? (char) ('0' + random.nextInt(10)) : c);
        i++;
      }
    }
    return out.toString();
  }

  /**
   * Every digit and letter re-drawn in its class. A number keeps whether it starts with a zero (an
   * IPP "9120044817" redrawn "0568550904" reads as a phone), and a letter that OCR put inside a
   * number ("57O0318829") becomes a digit, as the number it stands for.
   */
  private static String redraw(String text, RandomGenerator random) {
    StringBuilder out = new StringBuilder(text.length());
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      boolean startsNumber = i == 0 || !isDigitLike(text, i - 1);
      if (c >= '0' && c <= '9' || isDigitLike(text, i)) {
        out.append(
            startsNumber
                ? c == '0' ? '0' : (char) ('1' + random.nextInt(9))
                : (char) ('0' + random.nextInt(10)));
      } else if (c >= 'A' && c <= 'Z') {
        out.append((char) ('A' + random.nextInt(26)));
      } else if (c >= 'a' && c <= 'z') {
        out.append((char) ('a' + random.nextInt(26)));
      } else if (Character.isLetter(c)) {
        out.append(
            Character.isUpperCase(c)
                ? (char) ('A' + random.nextInt(26))
                : (char) ('a' + random.nextInt(26)));
      } else {
        out.append(c);
      }
    }
    return out.toString();
  }

  /**
   * Whether the character at {@code i} is a digit, or a letter that OCR reads for one (O, o, I, l)
   * inside a run of letters and digits that is mostly digits ("1OOO2518313", not "IZ1V0G8D5").
   */
  private static boolean isDigitLike(String text, int i) {
    char c = text.charAt(i);
    if (c >= '0' && c <= '9') {
      return true;
    }
    if ("OoIl".indexOf(c) < 0) {
      return false;
    }
    int start = i;
    while (start > 0 && Character.isLetterOrDigit(text.charAt(start - 1))) {
      start--;
    }
    int end = i + 1;
    while (end < text.length() && Character.isLetterOrDigit(text.charAt(end))) {
      end++;
    }
    long digits = text.substring(start, end).chars().filter(d -> d >= '0' && d <= '9').count();
    return digits >= 4 && digits * 10 >= (end - start) * 7L;
  }
}
