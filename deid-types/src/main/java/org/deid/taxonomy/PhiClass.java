package org.deid.taxonomy;

import java.util.Objects;
import java.util.Optional;

/**
 * A point of the taxonomy: a category, optionally narrowed to a subtype and, for names, a role.
 *
 * @param category the category, never null
 * @param subtype the subtype, or null when a label names only the category
 * @param role the role of a name, or null when unknown or not a name
 */
public record PhiClass(PhiCategory category, PhiSubtype subtype, NameRole role) {

  /** Checks that the subtype belongs to the category and that only names carry a role. */
  public PhiClass {
    Objects.requireNonNull(category, "category");
    if (subtype != null && subtype.category() != category) {
      throw new IllegalArgumentException(
          "Subtype " + subtype + " belongs to " + subtype.category() + ", not " + category);
    }
    if (role != null && category != PhiCategory.NAME) {
      throw new IllegalArgumentException("Only NAME carries a role, not " + category);
    }
  }

  /** The class of a subtype, without a role. */
  public static PhiClass of(PhiSubtype subtype) {
    return new PhiClass(subtype.category(), subtype, null);
  }

  /** The class of a name with the given subtype and role. */
  public static PhiClass name(PhiSubtype subtype, NameRole role) {
    return new PhiClass(PhiCategory.NAME, subtype, role);
  }

  /**
   * Parses the strings stored in CAS features; empty or null subtype and role mean unknown.
   *
   * @throws IllegalArgumentException naming the value that is not part of the taxonomy
   */
  public static PhiClass parse(String category, String subtype, String role) {
    return new PhiClass(
        PhiCategory.valueOf(category),
        isBlank(subtype) ? null : PhiSubtype.valueOf(subtype),
        isBlank(role) ? null : NameRole.valueOf(role));
  }

  /** The subtype, if the class names one. */
  public Optional<PhiSubtype> optionalSubtype() {
    return Optional.ofNullable(subtype);
  }

  /** The role, if the class names one. */
  public Optional<NameRole> optionalRole() {
    return Optional.ofNullable(role);
  }

  private static boolean isBlank(String value) {
    return value == null || value.isBlank();
  }

  @Override
  public String toString() {
    StringBuilder text = new StringBuilder(category.name());
    if (subtype != null) {
      text.append('/').append(subtype.name());
    }
    if (role != null) {
      text.append('(').append(role.name()).append(')');
    }
    return text.toString();
  }
}
