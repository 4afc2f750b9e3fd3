package org.deid.io.markup;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class InlineMarkupFormatTest {

  private static List<String> spans(MarkedDocument note) {
    return note.spans().stream()
        .map(s -> "[" + s.begin() + "," + s.end() + "]" + s.label() + " " + note.covered(s))
        .toList();
  }

  @Test
  void removesTheMarkupAndKeepsTheOffsetsOfThePlainText() throws Exception {
    MarkedDocument note =
        InlineMarkupFormat.parse(
            "a.txt",
            "Dr [Jean-Marie](PRENOM_SOIGNANT) [de La Fontaine](NOM_SOIGNANT)\n"
                + "genou Dr, vu le [5 nov.](DATE) (J2).\n");

    assertThat(note.text())
        .isEqualTo("Dr Jean-Marie de La Fontaine\ngenou Dr, vu le 5 nov. (J2).\n");
    assertThat(spans(note))
        .containsExactly(
            "[3,13]PRENOM_SOIGNANT Jean-Marie",
            "[14,28]NOM_SOIGNANT de La Fontaine",
            "[45,51]DATE 5 nov.");
    assertThat(note.spans()).extracting(MarkedSpan::line).containsExactly(1, 1, 2);
  }

  @Test
  void backslashEscapesBracketsParenthesesAndItself() throws Exception {
    String markup = "\\[sic\\] [A\\]B\\(1\\)](ID_AUTRE) C:\\\\tmp (ok) \\(x\\)";
    MarkedDocument note = InlineMarkupFormat.parse("a.txt", markup);

    assertThat(note.text()).isEqualTo("[sic] A]B(1) C:\\tmp (ok) (x)");
    assertThat(spans(note)).containsExactly("[6,12]ID_AUTRE A]B(1)");
    assertThat(InlineMarkupFormat.parse("a.txt", InlineMarkupFormat.write(note))).isEqualTo(note);
  }

  @Test
  void writeEscapesTheTextAndGivesTheSameNoteBack() throws Exception {
    MarkedDocument note =
        new MarkedDocument(
            "Tél. [pro] : 01 23 45 67 89 (M. Nguyen)",
            List.of(new MarkedSpan("TEL", 13, 27, 1), new MarkedSpan("NOM_PATIENT", 32, 38, 1)));

    String markup = InlineMarkupFormat.write(note);

    assertThat(markup)
        .isEqualTo("Tél. \\[pro\\] : [01 23 45 67 89](TEL) \\(M. [Nguyen](NOM_PATIENT)\\)");
    assertThat(InlineMarkupFormat.parse("a.txt", markup)).isEqualTo(note);
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      value = {
        "ok\\nvu [Paul [Martin](NOM)](PRENOM) | a.txt:2:10: nested markup",
        "ok\\nvu [Paul | a.txt:2:4: '[' is never closed",
        "vu Paul] | a.txt:1:8: ']' closes no span",
        "vu [Paul] | a.txt:1:10: expected '(LABEL)'",
        "vu [Paul](nom) | a.txt:1:11: a label is an upper-case letter",
        "vu [Paul](NOM | a.txt:1:10: the label's ')' is missing",
        "vu [Paul ](NOM) | a.txt:1:4: a span cannot start or end with white space",
        "vu [](NOM) | a.txt:1:4: empty span",
        "vu [Pa\\nul](NOM) | a.txt:1:4: a span cannot cross a line break",
        "a\\nb\\nvu \\Paul | a.txt:3:4: a backslash escapes only"
      })
  void errorsNameTheFileLineAndColumnButNotTheText(String markup, String message) {
    assertThatThrownBy(() -> InlineMarkupFormat.parse("a.txt", markup.replace("\\n", "\n")))
        .isInstanceOf(MarkupFormatException.class)
        .hasMessageStartingWith(message)
        .hasMessageNotContaining("Paul");
  }

  @Test
  void writeRefusesSpansThatTheMarkupCannotHold() {
    assertThatThrownBy(
            () ->
                InlineMarkupFormat.write(
                    new MarkedDocument(
                        "Paul Martin",
                        List.of(new MarkedSpan("NOM", 0, 11, 1), new MarkedSpan("NOM", 5, 11, 1)))))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("overlaps");
    assertThatThrownBy(
            () ->
                InlineMarkupFormat.write(
                    new MarkedDocument("Paul Martin", List.of(new MarkedSpan("NOM", 4, 11, 1)))))
        .hasMessageContaining("white space");
  }
}
