package org.deid.resolve;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.deid.detect.lexicon.Gazetteer;
import org.deid.taxonomy.PhiCategory;
import org.deid.taxonomy.PhiSubtype;

/**
 * Two known places that an address writes one after the other, a space between them ("24411
 * Ponferrada León", "39770 Laredo Cantabria"): a town and its province, two PHI. MEDDOCAN's train
 * and dev gold mark 9 such pairs apart and no span made of two places of the gazetteers. A name the
 * gazetteers hold whole ("Puerto Real", "Ciudad Real") is one place, whatever its words, and so is
 * an acronym before a place ("ARS La Réunion"): the two pieces must be written alike. A postal code
 * and the town after it ("08907 L’Hospitalet de Llobregat") are two places as well.
 */
final class JoinedPlaces {

  private JoinedPlaces() {}

  /**
   * The span as two pieces when it is a place but a street that begins with a postal code, or a
   * town or a region whose words split, at one space, into two places the gazetteers know and the
   * whole is none; else the span as it is.
   */
  static List<ResolvedSpan> pieces(String text, ResolvedSpan span, Gazetteer places) {
    if (span.decision().category() != PhiCategory.LOCATION || StreetEdges.isStreet(span)) {
      return List.of(span);
    }
    int space = postalCodeEnd(text, span.begin(), span.end());
    if (space < 0 && places != null && isTownOrRegion(span)) {
      space = splitAt(text, span.begin(), span.end(), places);
    }
    if (space < 0) {
      return List.of(span);
    }
    return List.of(
        new ResolvedSpan(span.begin(), space, span.decision()),
        new ResolvedSpan(space + 1, span.end(), span.decision()));
  }

  /**
   * Where {@code [begin, end)} splits into two places the gazetteers know, at a space, the whole
   * none: the space's offset, or -1.
   */
  static int splitAt(String text, int begin, int end, Gazetteer places) {
    String words = text.substring(begin, end);
    if (words.indexOf(' ') < 0 || isPlace(places, words)) {
      return -1;
    }
    for (int space = words.indexOf(' '); space > 0; space = words.indexOf(' ', space + 1)) {
      String first = words.substring(0, space);
      String second = words.substring(space + 1);
      if (!first.isBlank()
          && !second.isBlank()
          && isCapitals(first) == isCapitals(second)
          && isPlace(places, first)
          && isPlace(places, second)) {
        return begin + space;
      }
    }
    return -1;
  }

  /**
   * Whether the words are written in capitals only: an acronym before a place ("ARS La Réunion") is
   * an agency's name, whereas a town and its province share one way of writing ("PONFERRADA LEÓN").
   */
  private static boolean isCapitals(String words) {
    return words.codePoints().noneMatch(Character::isLowerCase);
  }

  /**
   * A postal code that begins the span, its town after it ("08907 L’Hospitalet de Llobregat"): the
   * blank after the code, or -1. MEDDOCAN's train and dev gold mark 465 codes apart from the town
   * that follows them and none joined; the French development set writes them apart too.
   */
  static int postalCodeEnd(String text, int begin, int end) {
    Matcher code = POSTAL_CODE_BEFORE_TOWN.matcher(text).region(begin, end);
    return code.lookingAt() ? code.start(1) : -1;
  }

  /**
   * The spans, a street's piece right after a street on its line, a period between ({@link
   * StreetEdges#continuesOnTheLine}), recast as a town when the gazetteers {@code places} know it
   * whole as one and a detector found it there as one: "Urb. El Arco, 16. La Atalaya. 35307 Santa
   * Brígida", where the CRF read "La Atalaya" as more of the street. A floor or a building after
   * the number ("C BIZKARRETA, 1. Bajo A") stays the street's. The list itself when none is.
   */
  static List<ResolvedSpan> withTownsAfterStreets(
      String text, List<ResolvedSpan> spans, Gazetteer places) {
    if (places == null) {
      return spans;
    }
    List<ResolvedSpan> recast = null;
    for (int i = 0; i + 1 < spans.size(); i++) {
      ResolvedSpan street = spans.get(i);
      ResolvedSpan next = spans.get(i + 1);
      if (street.decision().category() != PhiCategory.LOCATION
          || next.decision().category() != PhiCategory.LOCATION
          || street.end() > next.begin()
          || !StreetEdges.isStreet(street)
          || !StreetEdges.isStreet(next)
          || !StreetEdges.continuesOnTheLine(
              text.substring(street.begin(), street.end()),
              text.substring(street.end(), next.begin()))
          || !isPlace(places, text.substring(next.begin(), next.end()))) {
        continue;
      }
      Decision town =
          next.decision().ofSupportersOn(next.begin(), next.end(), JoinedPlaces::isTownOrRegion);
      if (town != null) {
        if (recast == null) {
          recast = new ArrayList<>(spans);
        }
        recast.set(i + 1, new ResolvedSpan(next.begin(), next.end(), town));
      }
    }
    return recast == null ? spans : recast;
  }

  /** Five digits, then blanks and the town's first letter. */
  private static final Pattern POSTAL_CODE_BEFORE_TOWN =
      Pattern.compile("\\d{5}([ \\t])[ \\t]*\\p{L}");

  private static boolean isPlace(Gazetteer places, String words) {
    return (places.flags(words) & (Gazetteer.CITY | Gazetteer.REGION)) != 0;
  }

  /** Whether the span's first supporter with a subtype calls it a town or a region. */
  private static boolean isTownOrRegion(ResolvedSpan span) {
    for (Vote vote : span.decision().supporters()) {
      String subtype = vote.candidate().getSubtype();
      if (subtype != null && !subtype.isEmpty()) {
        return isTownOrRegion(subtype);
      }
    }
    return false;
  }

  private static boolean isTownOrRegion(String subtype) {
    return PhiSubtype.CITY.name().equals(subtype) || PhiSubtype.REGION.name().equals(subtype);
  }
}
