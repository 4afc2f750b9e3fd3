package org.deid.detect.crf;

/**
 * Turns the features of a sentence into the state scores of a {@link CrfLattice}: each feature is
 * looked up as the model attribute ClearTK's encoder made of it in training ({@code name_value} for
 * a string, {@code name} with the number as value for a number) from the feature's name and value,
 * without building the attribute's name ({@link CrfSuiteModel#attributeId(String, String, int,
 * int)}). Not thread-safe: one sink per sequence.
 */
class CrfAttributeSink implements PhiTokenFeatures.FeatureSink {

  private final CrfSuiteModel model;

  private final CrfLattice lattice;

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
    accept(model.attributeId(feature, value, from, to), 1.0);
  }

  @Override
  public void addPair(String feature, String first, String second) {
    accept(model.attributeId(feature, first, second), 1.0);
  }

  @Override
  public void add(String feature, int number) {
    // A numeric feature's attribute is its name, which needs no escaping (ours are plain ASCII).
    accept(model.attributeId(feature), number);
  }

  /** The position of the token whose features are coming. */
  int position() {
    return position;
  }

  /** Receives an attribute (model id, -1 unknown): adds its weights to the lattice. */
  void accept(int attribute, double value) {
    lattice.addAttribute(position, attribute, value);
  }
}
