package org.deid.segment;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.deid.segment.ClinicalSegmenter.createDescription;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.ctakes.typesystem.type.syntax.BaseToken;
import org.apache.ctakes.typesystem.type.syntax.NumToken;
import org.apache.ctakes.typesystem.type.syntax.WordToken;
import org.apache.ctakes.typesystem.type.textspan.Sentence;
import org.apache.uima.fit.factory.AnalysisEngineFactory;
import org.apache.uima.fit.factory.JCasFactory;
import org.apache.uima.fit.pipeline.SimplePipeline;
import org.apache.uima.jcas.JCas;
import org.apache.uima.jcas.tcas.Annotation;
import org.apache.uima.resource.ResourceInitializationException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ClinicalSegmenterTest {

  private static List<String> render(JCas jcas, Class<? extends Annotation> type) {
    return jcas.select(type)
        .map(
            a ->
                "["
                    + a.getBegin()
                    + ","
                    + a.getEnd()
                    + "]"
                    + a.getType().getShortName()
                    + " "
                    + a.getCoveredText().replace("\n", "\\n"))
        .toList();
  }

  private static JCas run(String text, String language, Object... parameters) throws Exception {
    JCas jcas = JCasFactory.createText(text, language);
    SimplePipeline.runPipeline(jcas, createDescription(parameters));
    return jcas;
  }

  @Test
  void writesCtakesTokensAndSentences() throws Exception {
    JCas jcas = run("NHC: 368503.\nDr. Dupont", "fr");
    assertThat(render(jcas, Sentence.class))
        .containsExactly("[0,12]Sentence NHC: 368503.", "[13,23]Sentence Dr. Dupont");
    assertThat(render(jcas, BaseToken.class))
        .containsExactly(
            "[0,3]WordToken NHC",
            "[3,4]PunctuationToken :",
            "[5,11]NumToken 368503",
            "[11,12]PunctuationToken .",
            "[12,13]NewlineToken \\n",
            "[13,16]WordToken Dr.",
            "[17,23]WordToken Dupont");
    assertThat(jcas.select(BaseToken.class).map(BaseToken::getTokenNumber).toList())
        .containsExactly(0, 1, 2, 3, 4, 5, 6);
    assertThat(jcas.select(Sentence.class).map(Sentence::getSentenceNumber).toList())
        .containsExactly(0, 1);
  }

  @Test
  void setsCtakesWordAndNumberFeatures() throws Exception {
    JCas jcas = run("IRM Dupont dmitri B12 1,5 42 03/03/1946", "fr");
    assertThat(jcas.select(WordToken.class).map(w -> w.getCapitalization()).toList())
        .containsExactly(4, 3, 1, 4);
    assertThat(jcas.select(WordToken.class).map(w -> w.getNumPosition()).toList())
        .containsExactly(0, 0, 0, 3);
    assertThat(jcas.select(NumToken.class).map(n -> n.getNumType()).toList())
        .containsExactly(2, 1, 0);
  }

  @Test
  void spanishDocument() throws Exception {
    JCas jcas = run("Sr. García, tel. 91 123 45 67. Correo: a.b@c.es.", "es");
    assertThat(render(jcas, BaseToken.class))
        .containsExactly(
            "[0,3]WordToken Sr.",
            "[4,10]WordToken García",
            "[10,11]PunctuationToken ,",
            "[12,16]WordToken tel.",
            "[17,19]NumToken 91",
            "[20,23]NumToken 123",
            "[24,26]NumToken 45",
            "[27,29]NumToken 67",
            "[29,30]PunctuationToken .",
            "[31,37]WordToken Correo",
            "[37,38]PunctuationToken :",
            "[39,47]WordToken a.b@c.es",
            "[47,48]PunctuationToken .");
    assertThat(render(jcas, Sentence.class))
        .containsExactly(
            "[0,30]Sentence Sr. García, tel. 91 123 45 67.", "[31,48]Sentence Correo: a.b@c.es.");
  }

  @Test
  void documentLanguageChoosesTheAbbreviations() throws Exception {
    assertThat(render(run("M. Jean", "fr"), BaseToken.class))
        .containsExactly("[0,2]WordToken M.", "[3,7]WordToken Jean");
    assertThat(render(run("M. Jean", "es"), BaseToken.class))
        .containsExactly("[0,1]WordToken M", "[1,2]PunctuationToken .", "[3,7]WordToken Jean");
  }

  @Test
  void languageParameterAppliesWhenTheDocumentHasNone() throws Exception {
    JCas jcas = JCasFactory.createText("M. Jean");
    SimplePipeline.runPipeline(jcas, createDescription(ClinicalSegmenter.PARAM_LANGUAGE, "es"));
    assertThat(render(jcas, BaseToken.class)).hasSize(3);
  }

  @Test
  void extraAbbreviationsAreAdded(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("extra.txt");
    Files.writeString(file, "# local\nServ.\n");
    JCas jcas =
        run(
            "Serv. Cardiología",
            "es",
            ClinicalSegmenter.PARAM_EXTRA_ABBREVIATIONS,
            file.toString());
    assertThat(render(jcas, BaseToken.class))
        .containsExactly("[0,5]WordToken Serv.", "[6,17]WordToken Cardiología");
  }

  @Test
  void reusesExistingTokensAndSentences() throws Exception {
    JCas jcas = JCasFactory.createText("Dr. Dupont. Vu.", "fr");
    new BaseToken(jcas, 0, 10).addToIndexes();
    new Sentence(jcas, 0, 15).addToIndexes();
    SimplePipeline.runPipeline(jcas, createDescription());
    assertThat(render(jcas, BaseToken.class)).containsExactly("[0,10]BaseToken Dr. Dupont");
    assertThat(render(jcas, Sentence.class)).containsExactly("[0,15]Sentence Dr. Dupont. Vu.");
  }

  @Test
  void reusesSentencesButMakesMissingTokens() throws Exception {
    JCas jcas = JCasFactory.createText("Dr. Dupont. Vu.", "fr");
    new Sentence(jcas, 0, 15).addToIndexes();
    SimplePipeline.runPipeline(jcas, createDescription());
    assertThat(render(jcas, Sentence.class)).containsExactly("[0,15]Sentence Dr. Dupont. Vu.");
    assertThat(jcas.select(BaseToken.class).map(Annotation::getCoveredText).toList())
        .containsExactly("Dr.", "Dupont", ".", "Vu", ".");
  }

  @Test
  void reusesTokensButMakesMissingSentences() throws Exception {
    JCas jcas = JCasFactory.createText("Dr. Dupont. Vu.", "fr");
    new WordToken(jcas, 0, 15).addToIndexes();
    SimplePipeline.runPipeline(jcas, createDescription());
    assertThat(render(jcas, BaseToken.class)).containsExactly("[0,15]WordToken Dr. Dupont. Vu.");
    assertThat(render(jcas, Sentence.class))
        .containsExactly("[0,11]Sentence Dr. Dupont.", "[12,15]Sentence Vu.");
  }

  @Test
  void rejectsAnUnknownLanguage() {
    assertThatThrownBy(
            () ->
                AnalysisEngineFactory.createEngine(
                    createDescription(ClinicalSegmenter.PARAM_LANGUAGE, "de")))
        .isInstanceOf(ResourceInitializationException.class)
        .hasStackTraceContaining(ClinicalSegmenter.PARAM_LANGUAGE);
  }

  @Test
  void rejectsAMissingAbbreviationFile(@TempDir Path dir) {
    assertThatThrownBy(
            () ->
                AnalysisEngineFactory.createEngine(
                    createDescription(
                        ClinicalSegmenter.PARAM_EXTRA_ABBREVIATIONS,
                        dir.resolve("none.txt").toString())))
        .isInstanceOf(ResourceInitializationException.class)
        .hasStackTraceContaining(ClinicalSegmenter.PARAM_EXTRA_ABBREVIATIONS);
  }
}
