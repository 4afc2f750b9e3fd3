package org.deid.detect.crf;

import java.util.ArrayList;
import java.util.List;

/**
 * The reference for {@link CrfAttributeSink}: records, token by token, the attribute name ClearTK's
 * encoder gives each feature ({@code name_value} for a string, {@code name} with the number as
 * value for a number; characters outside printable ASCII, {@code \}, {@code %} and {@code =}
 * escaped as {@code %UXXXX}; the name stops at U+FFFF) and its value, by building the name.
 */
final class AttributeNameSink implements PhiTokenFeatures.FeatureSink {

  private static final char[] HEX = "0123456789ABCDEF".toCharArray();

  /** Per token, {@code name=value} of each attribute, in order. */
  final List<List<String>> attributes = new ArrayList<>();

  /** Per token, the model's id of each attribute name (-1: unknown) and its value. */
  final List<List<String>> ids = new ArrayList<>();

  private final CrfSuiteModel model;

  private final StringBuilder name = new StringBuilder(64);

  /** A sink that also looks each name up in {@code model} (null: no lookup). */
  AttributeNameSink(CrfSuiteModel model) {
    this.model = model;
  }

  @Override
  public void startToken(int position) {
    attributes.add(new ArrayList<>());
    ids.add(new ArrayList<>());
  }

  @Override
  public void add(String feature, String value, int from, int to) {
    name.setLength(0);
    if (append(feature, 0, feature.length()) && append("_", 0, 1)) {
      append(value, from, to);
    }
    accept(1.0);
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
    accept(1.0);
  }

  @Override
  public void add(String feature, int number) {
    name.setLength(0);
    append(feature, 0, feature.length());
    accept(number);
  }

  private void accept(double value) {
    attributes.get(attributes.size() - 1).add(name + "=" + value);
    if (model != null) {
      ids.get(ids.size() - 1).add(model.attributeId(name) + "=" + value);
    }
  }

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
