package org.deid.eval.privacy;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.deid.eval.PhiSpan;
import org.deid.eval.corpus.GoldDocument;
import org.deid.eval.corpus.LabelLevel;
import org.deid.eval.corpus.SpanLabels;
import org.deid.eval.privacy.Redetection.Kind;
import org.deid.substitute.SubstitutionAnnotator;
import org.deid.substitute.SubstitutionPolicy;
import org.junit.jupiter.api.Test;

/** The re-detection check: what counts as found again, what is left aside, per group. */
class RedetectionTest {

  private static final SubstitutionPolicy POLICY =
      SubstitutionPolicy.of("surrogate", List.of("COUNTRY=keep", "SEX=keep", "PROFESSION=tag"));

  private static Redetection.RewrittenNote substituted(String text, String... labelAndText)
      throws Exception {
    List<PhiSpan> spans = new java.util.ArrayList<>();
    for (int i = 0; i < labelAndText.length; i += 2) {
      int begin = text.indexOf(labelAndText[i + 1]);
      spans.add(new PhiSpan(begin, begin + labelAndText[i + 1].length(), labelAndText[i]));
    }
    GoldSubstitution.Result result =
        GoldSubstitution.run(
            List.of(new GoldDocument("d1", text, spans)),
            "es",
            SubstitutionAnnotator.createDescription(
                SubstitutionAnnotator.PARAM_POLICY,
                new String[] {"COUNTRY=keep", "SEX=keep", "PROFESSION=tag"}),
            POLICY,
            SpanLabels.load("meddocan", LabelLevel.LABEL));
    return result.rewrittenNotes().get(0);
  }

  @Test
  void surrogatesTagsAndKeptSpansAreToldApart() throws Exception {
    Redetection.RewrittenNote note =
        substituted(
            "Paciente: Ramón Ferreiro, de España, varón, 45 años, albañil, vive en Zamora.",
            "NOMBRE_SUJETO_ASISTENCIA",
            "Ramón Ferreiro",
            "PAIS",
            "España",
            "SEXO_SUJETO_ASISTENCIA",
            "varón",
            "EDAD_SUJETO_ASISTENCIA",
            "45 años",
            "PROFESION",
            "albañil",
            "TERRITORIO",
            "Zamora");
    assertThat(note.targets())
        .extracting(Redetection.Target::group, Redetection.Target::kind)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple("names", Kind.SURROGATE),
            org.assertj.core.groups.Tuple.tuple("countries", Kind.KEPT),
            org.assertj.core.groups.Tuple.tuple("sex", Kind.KEPT),
            org.assertj.core.groups.Tuple.tuple("ages", Kind.KEPT),
            org.assertj.core.groups.Tuple.tuple("professions", Kind.TAGGED),
            org.assertj.core.groups.Tuple.tuple("cities", Kind.SURROGATE));
    Redetection.Target name = note.targets().get(0);
    assertThat(note.text().substring(name.begin(), name.end())).doesNotContain("Ramón");
    assertThat(note.original().substring(name.originalBegin(), name.originalEnd()))
        .isEqualTo("Ramón Ferreiro");
  }

  @Test
  void aSurrogateCountsOnlyWhenADetectionOfItsCategoryOverlapsIt() throws Exception {
    Redetection.RewrittenNote note =
        substituted(
            "Paciente: Ramón Ferreiro, albañil, vive en Zamora.",
            "NOMBRE_SUJETO_ASISTENCIA",
            "Ramón Ferreiro",
            "PROFESION",
            "albañil",
            "TERRITORIO",
            "Zamora");
    Redetection.Target name = note.targets().get(0);
    Redetection.Target city = note.targets().get(2);
    // The name found again, but only its last character; the city found as a name: not found.
    List<PhiSpan> again =
        List.of(
            new PhiSpan(name.end() - 1, name.end() + 1, "NAME"),
            new PhiSpan(city.begin(), city.end(), "NAME"));
    Map<String, Redetection.Tally> tallies = Redetection.rewritten(List.of(note), List.of(again));
    assertThat(tallies.get("names")).isEqualTo(new Redetection.Tally(1, 0, 1));
    assertThat(tallies.get("cities")).isEqualTo(new Redetection.Tally(1, 0, 0));
    // A tag is counted among the replaced, never as found, even where a detection covers it.
    Redetection.Target tag = note.targets().get(1);
    assertThat(
            Redetection.rewritten(
                    List.of(note),
                    List.of(List.of(new PhiSpan(tag.begin(), tag.end(), "PROFESSION"))))
                .get("professions"))
        .isEqualTo(new Redetection.Tally(1, 1, 0));
    // The original side scores the detectors on the original offsets of the same PHI.
    Map<String, Redetection.Tally> original =
        Redetection.original(
            List.of(note),
            List.of(List.of(new PhiSpan(name.originalBegin(), name.originalEnd(), "NAME"))));
    assertThat(original.get("names").share()).isEqualTo(1.0);
    assertThat(original.get("cities").share()).isEqualTo(0.0);
    // Every target group is reported, empty or not.
    assertThat(tallies.keySet()).containsAll(Redetection.TARGET_GROUPS);
    assertThat(tallies.get("streets").share()).isNaN();
    // The misses: the city found as a name, with its original, its surrogate and what was found.
    List<Redetection.Miss> misses =
        Redetection.misses(
            List.of(note),
            List.of(again),
            List.of(List.of(new PhiSpan(city.originalBegin(), city.originalEnd(), "LOCATION"))));
    assertThat(misses).hasSize(1);
    Redetection.Miss miss = misses.get(0);
    assertThat(miss.group()).isEqualTo("cities");
    assertThat(miss.original()).isEqualTo("Zamora");
    assertThat(miss.surrogate()).isEqualTo(note.text().substring(city.begin(), city.end()));
    assertThat(miss.foundAs()).containsExactly("NAME");
    assertThat(miss.originalFound()).isTrue();
    assertThat(miss.context()).contains("vive en " + miss.surrogate());
  }
}
