package org.deid.detect.onnx;

import java.util.ArrayList;
import java.util.List;

/**
 * Turns a sequence of BIO, IOB2, IOBES or BILOU tags into spans, repairing invalid sequences the
 * way a reader would: an inside or end tag with no open span of its type starts one (I-PER after O,
 * I-LOC after B-PER), a begin or single tag always starts one, an end or single tag closes it. A
 * tag without a prefix ({@code PER}) continues a span of its type or starts one.
 */
public final class TagDecoder {

  /** A decoded span over units {@code [first, last]} with the entity type of its tags. */
  public record Span(int first, int last, String type) {}

  private TagDecoder() {}

  /** The prefix of a tag: B, I, E, S or O. */
  static char prefix(String tag) {
    if (tag == null || tag.isEmpty() || tag.equals("O")) {
      return 'O';
    }
    if (tag.length() > 2 && (tag.charAt(1) == '-' || tag.charAt(1) == '_')) {
      return switch (Character.toUpperCase(tag.charAt(0))) {
        case 'B' -> 'B';
        case 'E', 'L' -> 'E';
        case 'S', 'U' -> 'S';
        default -> 'I';
      };
    }
    return 'I';
  }

  /** The entity type of a tag ({@code B-PER} gives {@code PER}); empty for O. */
  public static String type(String tag) {
    if (prefix(tag) == 'O') {
      return "";
    }
    if (tag.length() > 2 && (tag.charAt(1) == '-' || tag.charAt(1) == '_')) {
      return tag.substring(2);
    }
    return tag;
  }

  /** The spans of a tag sequence. */
  public static List<Span> decode(List<String> tags) {
    List<Span> spans = new ArrayList<>();
    int start = -1;
    String open = null;
    for (int i = 0; i < tags.size(); i++) {
      String tag = tags.get(i);
      char prefix = prefix(tag);
      String type = type(tag);
      boolean continues = open != null && open.equals(type) && (prefix == 'I' || prefix == 'E');
      if (!continues && open != null) {
        spans.add(new Span(start, i - 1, open));
        open = null;
      }
      if (prefix == 'O') {
        continue;
      }
      if (!continues) {
        start = i;
        open = type;
      }
      if (prefix == 'E' || prefix == 'S') {
        spans.add(new Span(start, i, open));
        open = null;
      }
    }
    if (open != null) {
      spans.add(new Span(start, tags.size() - 1, open));
    }
    return spans;
  }
}
