package org.deid.variants;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.deid.io.markup.MarkedDocument;
import org.deid.io.markup.MarkedSpan;
import org.deid.taxonomy.NameRole;
import org.deid.taxonomy.PhiCategory;
import org.deid.taxonomy.PhiClass;
import org.deid.taxonomy.PhiSubtype;

/**
 * Staff lists and signature blocks: half of the staff's given names cut to initials ("Dr V. Morel",
 * "J.-M. Caron"), and the note's staff gathered at its end in one line, as teams and copies are
 * listed ("Équipe : V. Morel, F. Caron, N. Petit"). The list's names are gold spans with the labels
 * of the names they repeat.
 */
final class Lists implements FormatFamily {

  /** A staff member as a list writes it: initial and surname, each with its gold label. */
  private record Member(String initial, String initialLabel, String surname, String surnameLabel) {}

  @Override
  public String name() {
    return "lists";
  }

  @Override
  public String example() {
    return "Dr Vincent Morel ... -> Dr V. Morel ...; appended: Équipe : V. Morel, F. Caron, N. Petit";
  }

  @Override
  public MarkedDocument apply(
      MarkedDocument note, VariantContext context, SplittableRandom random) {
    NoteEditor editor = new NoteEditor(note);
    Map<String, Member> team = new LinkedHashMap<>();
    List<MarkedSpan> spans = note.spans();
    int s = 0;
    while (s < spans.size()) {
      MarkedSpan span = spans.get(s++);
      if (!staff(span, context)) {
        continue;
      }
      String text = note.covered(span);
      MarkedSpan next = s < spans.size() ? spans.get(s) : null;
      boolean givenThenSurname =
          context.is(span, PhiSubtype.FIRST_NAME)
              && next != null
              && staff(next, context)
              && context.is(next, PhiSubtype.LAST_NAME)
              && note.text().substring(span.end(), next.begin()).isBlank();
      if (givenThenSurname) {
        String initial = initialOf(text);
        if (random.nextBoolean()) {
          editor.replace(span.begin(), span.end(), initial);
        }
        String surname = note.covered(next);
        team.putIfAbsent(surname, new Member(initial, span.label(), surname, next.label()));
        s++; // the surname is listed with its given name
      } else if (!context.is(span, PhiSubtype.FIRST_NAME) && text.matches("\\p{Lu}[\\p{L}-]+ .+")) {
        // A full name in one span ("Vincent Morel"): its first word becomes an initial.
        int space = text.indexOf(' ');
        String initial = initialOf(text.substring(0, space));
        if (random.nextBoolean()) {
          editor.replace(span.begin(), span.begin() + space, initial);
        }
        String surname = text.substring(space + 1);
        team.putIfAbsent(surname, new Member(initial, span.label(), surname, null));
      }
    }
    MarkedDocument edited = editor.apply();
    return team.size() < 2 ? edited : withTeamLine(edited, team.values(), context);
  }

  private static boolean staff(MarkedSpan span, VariantContext context) {
    return context.is(span, PhiCategory.NAME)
        && context.classOf(span).flatMap(PhiClass::optionalRole).orElse(null) == NameRole.STAFF;
  }

  // "Jean" -> "J.", "Jean-Marc" -> "J.-M."
  static String initialOf(String given) {
    StringBuilder initial = new StringBuilder();
    for (String part : given.split("-")) {
      if (!part.isEmpty()) {
        initial.append(initial.isEmpty() ? "" : "-").append(part.charAt(0)).append('.');
      }
    }
    return initial.toString();
  }

  private static MarkedDocument withTeamLine(
      MarkedDocument note, Iterable<Member> team, VariantContext context) {
    StringBuilder text = new StringBuilder(note.text());
    List<MarkedSpan> spans = new ArrayList<>(note.spans());
    text.append(note.text().endsWith("\n") ? "\n" : "\n\n")
        .append(context.french() ? "Équipe : " : "Equipo: ");
    String separator = "";
    for (Member member : team) {
      text.append(separator);
      separator = ", ";
      int begin = text.length();
      if (member.surnameLabel() == null) {
        text.append(member.initial()).append(' ').append(member.surname());
        spans.add(new MarkedSpan(member.initialLabel(), begin, text.length(), 0));
      } else {
        text.append(member.initial());
        spans.add(new MarkedSpan(member.initialLabel(), begin, text.length(), 0));
        text.append(' ');
        int surname = text.length();
        text.append(member.surname());
        spans.add(new MarkedSpan(member.surnameLabel(), surname, text.length(), 0));
      }
    }
    text.append('\n');
    return new MarkedDocument(text.toString(), spans);
  }
}
