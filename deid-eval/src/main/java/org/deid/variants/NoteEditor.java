package org.deid.variants;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.deid.io.markup.MarkedDocument;
import org.deid.io.markup.MarkedSpan;

/**
 * Collects replacements on a gold note and applies them at once, carrying every gold span to its
 * new offsets. A replacement lies either inside one span (the span's text changes with it) or
 * outside every span (spans after it move); one that crosses a span's boundary is refused, since
 * the gold span would no longer say where the PHI is. An insertion at a span's first character goes
 * before the span, one at its end after it. Replacements must not overlap each other.
 */
public final class NoteEditor {

  private record Edit(int begin, int end, String replacement) {}

  private final MarkedDocument note;
  private final List<Edit> edits = new ArrayList<>();

  /** Starts an empty set of edits on a note. */
  public NoteEditor(MarkedDocument note) {
    this.note = note;
  }

  /** The note the edits apply to. */
  public MarkedDocument note() {
    return note;
  }

  /** The text of the note before the edits. */
  public String text() {
    return note.text();
  }

  /**
   * Whether replacing {@code [begin, end)} would keep every span whole: the range lies inside one
   * span or touches none, and overlaps no edit already made.
   */
  public boolean canReplace(int begin, int end) {
    for (MarkedSpan span : note.spans()) {
      boolean inside = begin >= span.begin() && end <= span.end();
      boolean crossesBegin = begin < span.begin() && end > span.begin();
      boolean crossesEnd = begin < span.end() && end > span.end();
      if (!inside && (crossesBegin || crossesEnd)) {
        return false;
      }
    }
    for (Edit edit : edits) {
      if (conflict(begin, end, edit.begin(), edit.end())) {
        return false;
      }
    }
    return true;
  }

  // Overlapping ranges, two insertions at one offset, or an insertion strictly inside a range.
  private static boolean conflict(int begin, int end, int otherBegin, int otherEnd) {
    if (begin == end && otherBegin == otherEnd) {
      return begin == otherBegin;
    }
    if (begin == end) {
      return otherBegin < begin && begin < otherEnd;
    }
    if (otherBegin == otherEnd) {
      return begin < otherBegin && otherBegin < end;
    }
    return begin < otherEnd && otherBegin < end;
  }

  /**
   * Replaces {@code [begin, end)} of the original text.
   *
   * @return whether the edit was taken ({@link #canReplace})
   */
  public boolean replace(int begin, int end, String replacement) {
    if (begin < 0 || end < begin || end > note.text().length()) {
      throw new IllegalArgumentException("Bad range [" + begin + ", " + end + ")");
    }
    if (!canReplace(begin, end)) {
      return false;
    }
    edits.add(new Edit(begin, end, replacement));
    return true;
  }

  /** Inserts text at an offset of the original text (before a span starting there). */
  public boolean insert(int offset, String text) {
    return replace(offset, offset, text);
  }

  /** The note with every edit applied and every span at its new offsets. */
  public MarkedDocument apply() {
    List<Edit> sorted =
        edits.stream()
            .sorted(Comparator.comparingInt(Edit::begin).thenComparingInt(Edit::end))
            .toList();
    StringBuilder text = new StringBuilder(note.text().length() + 64);
    int copied = 0;
    for (Edit edit : sorted) {
      text.append(note.text(), copied, edit.begin()).append(edit.replacement());
      copied = edit.end();
    }
    text.append(note.text(), copied, note.text().length());
    List<MarkedSpan> spans = new ArrayList<>();
    for (MarkedSpan span : note.spans()) {
      int begin = mapBegin(sorted, span.begin());
      int end = mapEnd(sorted, span.end());
      spans.add(new MarkedSpan(span.label(), begin, end, span.line()));
    }
    return new MarkedDocument(text.toString(), spans);
  }

  // A span's first character: edits ending at or before it (insertions there included) move it.
  private static int mapBegin(List<Edit> sorted, int offset) {
    int shift = 0;
    for (Edit edit : sorted) {
      if (edit.end() <= offset) {
        shift += edit.replacement().length() - (edit.end() - edit.begin());
      }
    }
    return offset + shift;
  }

  // A span's end: edits ending at or before it move it, except insertions exactly there (after).
  private static int mapEnd(List<Edit> sorted, int offset) {
    int shift = 0;
    for (Edit edit : sorted) {
      boolean insertionAtEnd = edit.begin() == offset && edit.end() == offset;
      if (edit.end() <= offset && !insertionAtEnd) {
        shift += edit.replacement().length() - (edit.end() - edit.begin());
      }
    }
    return offset + shift;
  }
}
