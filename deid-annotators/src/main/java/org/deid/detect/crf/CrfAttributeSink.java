package org.deid.detect.crf;

/**
 * Turns the features of a sentence into the state scores of a {@link CrfLattice}: each feature gets
 * the attribute name ClearTK's encoder gave it in training ({@code name_value} for a string, {@code
 * name} with the number as value for a number; characters outside printable ASCII, {@code \},
 * {@code %} and {@code =} escaped as {@code %UXXXX}), built in a reused buffer and looked up in the
 * model without making a string. Not thread-safe: one sink per sequence.
 */
class CrfAttributeSink implements PhiTokenFeatures.FeatureSink {

  private static final char[] HEX = "0123456789ABCDEF".toCharArray();

  private final CrfSuiteModel model;

  private final CrfLattice lattice;

  private final StringBuilder name = new StringBuilder(64);

  private int position;

  /** A sink that fills {@code lattice}, built over {@code model}. */
  CrfAttributeSink(CrfSuiteModel model, CrfLattice lattice) {
    this.model = model;
    this.lattice = lattice;
  }

  @Override
  public void startToken(int position) {
    this.position = position;
  }

  @Override
  public void add(String feature, String value, int from, int to) {
    name.setLength(0);
    if (append(feature, 0, feature.length()) && append("_", 0, 1)) {
      append(value, from, to);
    }
    accept(name, 1.0);
  }

  @Override
  public void addPair(String feature, String first, String second) {
    name.setLength(0);
    if (append(feature, 0, feature.length())
        && append("_", 0, 1)
        && append(first, 0, first.length())
        && append("|", 0, 1)) {
      append(second, 0, second.length());
    }
    accept(name, 1.0);
  }

  @Override
  public void add(String feature, int number) {
    name.setLength(0);
    append(feature, 0, feature.length());
    accept(name, number);
  }

  /** The position of the token whose features are coming. */
  int position() {
    return position;
  }

  /** Receives an attribute: adds its weights to the lattice. */
  void accept(CharSequence attribute, double value) {
    lattice.addAttribute(position, model.attributeId(attribute), value);
  }

  /**
   * Appends {@code text[from, to)} escaped as ClearTK's encoder does; false when it met U+FFFF,
   * where ClearTK's character iterator stops (nothing more is appended to the name).
   */
  private boolean append(String text, int from, int to) {
    for (int i = from; i < to; i++) {
      char c = text.charAt(i);
      if (c == '\uFFFF') {
        return false;
      }
      if (c < 33 || c > 126 || c == '\\' || c == '%' || c == '=') {
        name.append('%')
            .append('U')
            .append(HEX[c >>> 12 & 0xF])
            .append(HEX[c >>> 8 & 0xF])
            .append(HEX[c >>> 4 & 0xF])
            .append(HEX[c & 0xF]);
      } else {
        name.append(c);
      }
    }
    return true;
  }
}
