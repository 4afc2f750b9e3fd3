package org.deid.synth;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class TemplateParserTest {

  @Test
  void errorsNameTheFileAndLine() {
    assertThatThrownBy(() -> TemplateParser.parse("a\nb {FOO} c\n", "fr/x.txt"))
        .isInstanceOf(TemplateSyntaxException.class)
        .hasMessage("fr/x.txt:2: unknown placeholder {FOO}");
    assertThatThrownBy(() -> TemplateParser.parse("a\n\n[[b|c\nd\n", "fr/x.txt"))
        .hasMessage("fr/x.txt:3: unclosed '[['");
    assertThatThrownBy(() -> TemplateParser.parse("# comment\n{DATE:weekly}", "es/y.txt"))
        .hasMessage("es/y.txt:2: bad argument 'weekly' for {DATE}");
    assertThatThrownBy(() -> TemplateParser.parse("x ]] y", "es/y.txt"))
        .hasMessage("es/y.txt:1: ']]' without '[['");
    assertThatThrownBy(() -> TemplateParser.parse("\n?300 x\n", "es/y.txt"))
        .hasMessage("es/y.txt:2: probability 300% above 100%");
    assertThatThrownBy(() -> TemplateParser.parse("{NUMBER}", "es/y.txt"))
        .hasMessage("es/y.txt:1: placeholder {NUMBER} needs an argument");
    assertThatThrownBy(() -> TemplateParser.parse("{CITY\n}", "es/y.txt"))
        .hasMessage("es/y.txt:1: unclosed '{'");
    assertThatThrownBy(() -> TemplateParser.parse("?50 [[a|b\n]]", "es/y.txt"))
        .hasMessage("es/y.txt:1: unclosed '[['");
  }

  @Test
  void parsesABlockAndItsReplayAndReportsBadOnes() {
    assertThat(TemplateParser.parse("[[=tete IPP {IPP}\n]]x{=tete}", "t"))
        .containsExactly(
            new TemplateNode.Block(
                "tete",
                List.of(
                    new TemplateNode.Literal("IPP "),
                    new TemplateNode.Slot(Placeholder.IPP, 0, "", true),
                    new TemplateNode.Literal("\n"))),
            new TemplateNode.Literal("x"),
            new TemplateNode.Replay("tete", 2));
    assertThatThrownBy(() -> TemplateParser.parse("[[=Tête x]]", "fr/x.txt"))
        .hasMessage("fr/x.txt:1: expected '[[=name text]]'");
    assertThatThrownBy(() -> TemplateParser.parse("[[=a x|y]]", "fr/x.txt"))
        .hasMessage("fr/x.txt:1: '|' in a block [[=name text]]: nest a [[a|b]] inside it");
    assertThatThrownBy(() -> TemplateParser.parse("{=A}", "fr/x.txt"))
        .hasMessage("fr/x.txt:1: bad block name {=A}");
  }

  @Test
  void aMissingListIsReportedWhereItIsDrawn() {
    assertThatThrownBy(() -> TemplateLibrary.load("org/deid/synth/broken/", SynthLanguage.FR))
        .isInstanceOf(TemplateSyntaxException.class)
        .hasMessage("templates/fr/bad.txt:2: no list 'nope' (lists/fr/nope.txt)");
  }

  @Test
  void parsesChoicesOptionsCommentsAndEscapes() {
    List<TemplateNode> nodes =
        TemplateParser.parse("# c\n?100 [[a|[[b]]]] \\{x\\}\n?0 never\n[[?100 y]]{~CITY#2}", "t");
    assertThat(nodes)
        .containsExactly(
            new TemplateNode.Maybe(
                100,
                List.of(
                    new TemplateNode.Choice(
                        List.of(
                            List.of(new TemplateNode.Literal("a")),
                            List.of(
                                new TemplateNode.Choice(
                                    List.of(List.of(new TemplateNode.Literal("b"))))))),
                    new TemplateNode.Literal(" {x}"),
                    new TemplateNode.Literal("\n"))),
            new TemplateNode.Maybe(
                0, List.of(new TemplateNode.Literal("never"), new TemplateNode.Literal("\n"))),
            new TemplateNode.Maybe(100, List.of(new TemplateNode.Literal("y"))),
            new TemplateNode.Slot(Placeholder.CITY, 2, "", false));
  }

  @Test
  void goldIsRecordedOnlyForPlaceholdersWithoutTilde() {
    List<TemplateNode> nodes = TemplateParser.parse("{~CITY} / {CITY} [[?0 {ZIP}]]", "t");
    NoteBuilder note =
        new NoteRenderer(
                SynthLanguage.FR,
                Lexicon.of(SynthLanguage.FR),
                TemplateLibrary.of(SynthLanguage.FR),
                new SplittableRandom(3))
            .render(nodes);
    String text = note.text();
    String city = text.substring(0, text.indexOf(" / "));
    assertThat(text).isEqualTo(city + " / " + city + " ");
    assertThat(note.spans()).hasSize(1);
    GoldSpan span = note.spans().get(0);
    assertThat(text.substring(span.begin(), span.end())).isEqualTo(city);
    assertThat(span.phiClass().toString()).isEqualTo("LOCATION/CITY");
  }

  @Test
  void frenchNamesAreSplitSpanishNamesAreWhole() {
    for (int seed = 0; seed < 20; seed++) {
      NoteBuilder french =
          new NoteRenderer(
                  SynthLanguage.FR,
                  Lexicon.of(SynthLanguage.FR),
                  TemplateLibrary.of(SynthLanguage.FR),
                  new SplittableRandom(seed))
              .render(TemplateParser.parse("{PATIENT_NAME:full}", "t"));
      assertThat(french.spans())
          .extracting(span -> span.phiClass().toString())
          .containsExactlyInAnyOrder("NAME/FIRST_NAME(PATIENT)", "NAME/LAST_NAME(PATIENT)");
      NoteBuilder spanish =
          new NoteRenderer(
                  SynthLanguage.ES,
                  Lexicon.of(SynthLanguage.ES),
                  TemplateLibrary.of(SynthLanguage.ES),
                  new SplittableRandom(seed))
              .render(TemplateParser.parse("{STAFF_NAME:full}", "t"));
      assertThat(spanish.spans())
          .extracting(span -> span.phiClass().toString())
          .containsExactly("NAME/FULL_NAME(STAFF)");
      assertThat(spanish.spans().get(0).end()).isEqualTo(spanish.text().length());
    }
  }
}
