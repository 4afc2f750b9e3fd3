package org.deid.resolve;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.apache.uima.fit.factory.JCasFactory;
import org.apache.uima.fit.pipeline.SimplePipeline;
import org.apache.uima.fit.util.JCasUtil;
import org.apache.uima.jcas.JCas;
import org.deid.type.Phi;
import org.junit.jupiter.api.Test;

class NamePartSplitterTest {

  private static List<String> split(String text, String name, String subtype) throws Exception {
    JCas jcas = JCasFactory.createText(text, "fr");
    int begin = text.indexOf(name);
    Phi phi = new Phi(jcas, begin, begin + name.length());
    phi.setCategory("NAME");
    phi.setSubtype(subtype);
    phi.setRole("PATIENT");
    phi.addToIndexes();
    SimplePipeline.runPipeline(jcas, NamePartSplitter.createDescription("fr"));
    return JCasUtil.select(jcas, Phi.class).stream()
        .map(p -> p.getCoveredText() + "/" + p.getSubtype() + "/" + p.getRole())
        .toList();
  }

  @Test
  void capitalsMarkTheFamilyNameWhateverTheOrder() throws Exception {
    assertThat(split("Patient : DUPONT Jean-Pierre, 65 ans", "DUPONT Jean-Pierre", "FULL_NAME"))
        .containsExactly("DUPONT/LAST_NAME/PATIENT", "Jean-Pierre/FIRST_NAME/PATIENT");
  }

  @Test
  void particlesStayWithTheNameThatFollows() throws Exception {
    assertThat(split("Vu par Jean-Marie de La Fontaine.", "Jean-Marie de La Fontaine", null))
        .containsExactly("Jean-Marie/FIRST_NAME/PATIENT", "de La Fontaine/LAST_NAME/PATIENT");
  }

  @Test
  void initialsAreFirstNames() throws Exception {
    assertThat(split("Signé : J. Martin", "J. Martin", "FULL_NAME"))
        .containsExactly("J./FIRST_NAME/PATIENT", "Martin/LAST_NAME/PATIENT");
  }

  @Test
  void singleWordsAndNamesAlreadySplitAreLeftAlone() throws Exception {
    assertThat(split("Dr Martin", "Martin", "FULL_NAME"))
        .containsExactly("Martin/FULL_NAME/PATIENT");
    assertThat(split("Mme Rose Martin", "Rose Martin", "LAST_NAME"))
        .containsExactly("Rose Martin/LAST_NAME/PATIENT");
  }

  @Test
  void aNameBoxedOneCapitalPerBoxIsSplitByWordsNotLetters() throws Exception {
    assertThat(
            split(
                "nom et prénom : P O U L A I N   G E O R G E T T E\n",
                "P O U L A I N   G E O R G E T T E",
                "FULL_NAME"))
        .containsExactly("P O U L A I N/LAST_NAME/PATIENT", "G E O R G E T T E/FIRST_NAME/PATIENT");
  }

  @Test
  void initialsThenANameAreSplitWhateverSubtypeTheSpanCarries() throws Exception {
    assertThat(split("Dr F. Aubert, cardiologue", "F. Aubert", "FIRST_NAME"))
        .containsExactly("F./FIRST_NAME/PATIENT", "Aubert/LAST_NAME/PATIENT");
    assertThat(split("Mme Rose Martin", "Rose Martin", "FIRST_NAME"))
        .containsExactly("Rose Martin/FIRST_NAME/PATIENT");
  }
}
