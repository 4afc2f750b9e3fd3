package org.deid.detect.regex;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import org.apache.uima.analysis_engine.AnalysisEngineDescription;
import org.apache.uima.fit.factory.AnalysisEngineFactory;
import org.apache.uima.fit.factory.JCasFactory;
import org.apache.uima.fit.pipeline.SimplePipeline;
import org.apache.uima.jcas.JCas;
import org.apache.uima.resource.ResourceInitializationException;
import org.deid.type.PhiCandidate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Pattern files of a hospital's own, passed by {@link RegexAnnotator#PARAM_PATTERN_LOCATION}. */
class PatternLocationTest {

  private static final String TEXT = "Carte de l'hôpital HX-44-9921 remise au patient.\n";

  @TempDir Path dir;

  @Test
  void aHospitalsOwnIdentifierFormatPassedByParameterNamesItsKind() throws Exception {
    // Bundled: an identifier of unknown kind, by its shape alone.
    assertThat(found(RegexAnnotator.createDescription("fr")))
        .containsExactly("[19,29]ID/ID_OTHER HX-44-9921");

    // The hospital's French patterns: the bundled file and its card numbers.
    Path patterns = Files.createDirectories(dir.resolve("hospital-patterns"));
    try (InputStream bundled = getClass().getResourceAsStream("/org/deid/detect/regex/fr.tsv")) {
      Files.write(patterns.resolve("fr.tsv"), bundled.readAllBytes());
    }
    Files.writeString(
        patterns.resolve("fr.tsv"),
        "\nHOSPITAL_CARD\tID\tPATIENT_ID\t-\t-\t-\t0.95\t\\bHX-\\d{2}-\\d{4}\\b\n",
        StandardOpenOption.APPEND);
    AnalysisEngineDescription withCards =
        AnalysisEngineFactory.createEngineDescription(
            RegexAnnotator.class,
            RegexAnnotator.PARAM_LANGUAGE,
            "fr",
            RegexAnnotator.PARAM_PATTERN_LOCATION,
            patterns.toString());
    assertThat(found(withCards)).containsExactly("[19,29]ID/PATIENT_ID HX-44-9921");
    // The bundled files it does not replace (common.tsv) still count.
    assertThat(found(withCards, "Courriel : jean.dupont@example.org\n"))
        .containsExactly("[11,34]CONTACT/EMAIL jean.dupont@example.org");
    // Another engine with the bundled patterns is unchanged.
    assertThat(found(RegexAnnotator.createDescription("fr")))
        .containsExactly("[19,29]ID/ID_OTHER HX-44-9921");
  }

  @Test
  void aMalformedPatternFileOfTheUsersFailsAtOnceNamingItsFileAndLine() throws Exception {
    Path patterns = Files.createDirectories(dir.resolve("bad"));
    Files.writeString(patterns.resolve("fr.tsv"), "ONLY\tTWO\n");
    assertThatThrownBy(
            () ->
                AnalysisEngineFactory.createEngine(
                    RegexAnnotator.class,
                    RegexAnnotator.PARAM_LANGUAGE,
                    "fr",
                    RegexAnnotator.PARAM_PATTERN_LOCATION,
                    patterns.toString()))
        .isInstanceOf(ResourceInitializationException.class)
        .hasStackTraceContaining(
            patterns.resolve("fr.tsv") + ":1: expected 8 tab-separated columns");
  }

  @Test
  void aPatternLocationThatIsNoFolderFailsAtOnceNamingTheParameter() {
    Path missing = dir.resolve("missing");
    assertThatThrownBy(
            () ->
                AnalysisEngineFactory.createEngine(
                    RegexAnnotator.class,
                    RegexAnnotator.PARAM_PATTERN_LOCATION,
                    missing.toString()))
        .isInstanceOf(ResourceInitializationException.class)
        .hasStackTraceContaining("regexPatternLocation " + missing + " is not a folder");
  }

  private static List<String> found(AnalysisEngineDescription regex) throws Exception {
    return found(regex, TEXT);
  }

  private static List<String> found(AnalysisEngineDescription regex, String text) throws Exception {
    JCas jcas = JCasFactory.createText(text, "fr");
    SimplePipeline.runPipeline(jcas, regex);
    return jcas.select(PhiCandidate.class)
        .map(
            c ->
                "[%d,%d]%s/%s %s"
                    .formatted(
                        c.getBegin(),
                        c.getEnd(),
                        c.getCategory(),
                        c.getSubtype(),
                        c.getCoveredText()))
        .toList();
  }
}
