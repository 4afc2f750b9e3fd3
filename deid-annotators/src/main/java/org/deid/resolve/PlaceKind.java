package org.deid.resolve;

import java.util.function.BooleanSupplier;
import java.util.regex.Pattern;
import org.deid.detect.lexicon.Gazetteer;
import org.deid.taxonomy.PhiSubtype;

/**
 * The kind of a place that the gazetteers know without doubt: a name that they hold as a country
 * only is a country ("Uruguay", "India", "México"), one that they hold as a city or a region but
 * not as a country is no country ("Jaén", "Gipuzkoa", "Viena"), whatever subtype the detector that
 * set the extent gave it. The CRF tells a country from a town by its context ("Montevideo 11600,
 * Uruguay" reads as an address line, where towns stand), the gazetteers by the name. A name they
 * hold as both ("Venezuela", "Granada", "San Martín") or not at all keeps the detector's subtype.
 * An organisation whose whole name is a known place and no organisation of the lists is that place
 * ("Humphrey 30-2 test Allergan Humphrey, San Leandro, California", "08907 L'Hospitalet de
 * Llobregat": the CRF runs a maker's or a hospital's label on to its town); "ONCE" stays the
 * organisation the lists name. Streets and hospitals keep their subtype.
 */
final class PlaceKind {

  private PlaceKind() {}

  /**
   * The subtype of a place whose whole text is {@code name}: {@code subtype} itself unless it is a
   * city, a region, a country or an organisation and the gazetteer says otherwise without doubt.
   * After a country's key ({@code countryKey}, asked only of a name they hold as both: "País:
   * Venezuela") a name they hold as a country is one, whatever town shares its name.
   */
  static String of(Gazetteer places, String name, String subtype, BooleanSupplier countryKey) {
    if (isTerritory(subtype) && POSTAL_CODE.matcher(name.strip()).matches()) {
      return PhiSubtype.ZIP.name(); // the code of "[08907] L’Hospitalet", once cut from its town
    }
    boolean organisation = PhiSubtype.ORGANIZATION.name().equals(subtype);
    if (places == null || !isTerritory(subtype) && !organisation) {
      return subtype;
    }
    long flags = places.flags(name.strip());
    if (organisation && (flags & Gazetteer.ORGANIZATION) != 0) {
      return subtype; // "ONCE": the list's organisation, whatever town shares its name
    }
    boolean country = (flags & Gazetteer.COUNTRY) != 0;
    boolean town = (flags & (Gazetteer.CITY | Gazetteer.REGION)) != 0;
    if (country && (!town || countryKey.getAsBoolean())) {
      return PhiSubtype.COUNTRY.name();
    }
    if (town && !country && (organisation || PhiSubtype.COUNTRY.name().equals(subtype))) {
      return ((flags & Gazetteer.CITY) != 0 ? PhiSubtype.CITY : PhiSubtype.REGION).name();
    }
    return subtype;
  }

  /** Digits alone, as many as a postal code has. */
  private static final Pattern POSTAL_CODE = Pattern.compile("\\d{4,5}");

  private static boolean isTerritory(String subtype) {
    return PhiSubtype.CITY.name().equals(subtype)
        || PhiSubtype.REGION.name().equals(subtype)
        || PhiSubtype.COUNTRY.name().equals(subtype);
  }
}
