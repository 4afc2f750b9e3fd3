package org.deid.substitute;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.uima.analysis_engine.AnalysisEngine;
import org.apache.uima.fit.factory.AnalysisEngineFactory;
import org.apache.uima.fit.factory.JCasFactory;
import org.apache.uima.jcas.JCas;
import org.deid.detect.lexicon.TextFolding;
import org.deid.substitute.surrogate.KeptCategories;
import org.deid.taxonomy.KinshipTerms;
import org.deid.type.Phi;
import org.junit.jupiter.api.Test;

/**
 * Issue #32, F: over adversarial notes (kinship words as names, capitals streets, overlapping
 * spans, ages in words, initials, letter-less names, digit-less contacts, mislabelled countries)
 * and many seeds, no original word of 3+ letters (nor run of 3+ digits) survives in its own
 * replacement unless the policy keeps it: a generic word of a place, a lower-case kinship word of
 * the note's language, a country that is a country, a sex word, the unit of an age.
 */
class SubstitutionPropertyTest {

  private static final int SEEDS = 30;

  /** What an age keeps besides its numbers under 90. */
  private static final Set<String> AGE_WORDS =
      Set.of("anos", "ans", "an", "meses", "mois", "dias", "jours", "entre", "et", "de", "mas");

  private static final Pattern WORD = Pattern.compile("\\p{L}{3,}|\\d{3,}");

  /** A fixture: language, text, then category and PHI text pairs (PHI may overlap). */
  private static final List<String[]> FIXTURES =
      List.of(
          new String[] {"es", "Nombre: Nora .", "NAME", "Nora"},
          new String[] {"es", "Apellidos: NIETO PAREJA .", "NAME", "NIETO PAREJA"},
          new String[] {"es", "Dña. Mari Prima Dona, su hija.", "NAME", "Mari Prima Dona"},
          new String[] {
            "es", "Nombre: Primo Neta Muller .", "NAME/FIRST_NAME", "Primo Neta Muller"
          },
          new String[] {
            "fr", "M. Cousin Gendre et Fils Pare.", "NAME", "Cousin Gendre", "NAME", "Fils Pare"
          },
          new String[] {
            "fr", "Jean DUPONT, vu par J. Dupont.", "NAME", "Jean DUPONT", "NAME", "J. Dupont"
          },
          new String[] {"es", "Apellidos: 3749274755 .", "NAME/LAST_NAME", "3749274755"},
          new String[] {
            "es",
            "Paciente Antolin Reynes García.",
            "NAME",
            "Antolin Reynes",
            "NAME",
            "Reynes García"
          },
          new String[] {
            "fr", "Domicile : 7 allée des roses.", "LOCATION/STREET", "7 allée des roses"
          },
          new String[] {"fr", "Domicile : 12 rue de METZ.", "LOCATION/STREET", "12 rue de METZ"},
          new String[] {"es", "Domicilio: 8 RUE SALA.", "LOCATION/STREET", "8 RUE SALA"},
          new String[] {"es", "Domicilio: C/ ROSA 7.", "LOCATION/STREET", "C/ ROSA 7"},
          new String[] {
            "fr",
            "Adresse : 3 rue Garibaldi 69003 LYON.",
            "LOCATION/STREET",
            "3 rue Garibaldi 69003 LYON"
          },
          new String[] {
            "fr", "Vu à l'Hôpital JEAN VERDIER.", "LOCATION/HOSPITAL", "Hôpital JEAN VERDIER"
          },
          new String[] {
            "es",
            "Ingresa en el Hospital Universitario Son Espases.",
            "LOCATION/HOSPITAL",
            "Hospital Universitario Son Espases"
          },
          new String[] {"es", "Mujer de noventa y tres años.", "AGE", "noventa y tres años"},
          new String[] {
            "fr", "Femme de quatre-vingt-treize ans.", "AGE", "quatre-vingt-treize ans"
          },
          new String[] {"es", "Edad entre 85 y 95 años.", "AGE", "entre 85 y 95 años"},
          new String[] {"fr", "Appeler le SAMU.", "CONTACT/PHONE", "SAMU"},
          new String[] {"fr", "Appeler poste ABCD.", "CONTACT", "poste ABCD"},
          new String[] {"es", "La paciente García refiere dolor.", "LOCATION/COUNTRY", "García"},
          new String[] {"es", "Vivió en Nueva York.", "LOCATION/COUNTRY", "Nueva York"},
          new String[] {
            "es", "Nacida en España, sexo varón.", "LOCATION/COUNTRY", "España", "SEX", "varón"
          });

  @Test
  void noOriginalWordSurvivesUnlessThePolicyKeepsIt() throws Exception {
    int checked = 0;
    for (int seed = 1; seed <= SEEDS; seed++) {
      AnalysisEngine engine =
          AnalysisEngineFactory.createEngine(
              SubstitutionAnnotator.createDescription(SubstitutionAnnotator.PARAM_SEED, seed));
      for (String[] fixture : FIXTURES) {
        JCas jcas = JCasFactory.createText(fixture[1], fixture[0]);
        int from = 0;
        for (int i = 2; i < fixture.length; i += 2) {
          String[] category = fixture[i].split("/");
          int begin = fixture[1].indexOf(fixture[i + 1], from);
          Phi phi = new Phi(jcas, begin, begin + fixture[i + 1].length());
          phi.setCategory(category[0]);
          phi.setSubtype(category.length > 1 ? category[1] : null);
          phi.addToIndexes();
          from = begin + 1;
        }
        engine.process(jcas);
        for (Phi moved : jcas.getView("deid").select(Phi.class)) {
          String original = fixture[1].substring(moved.getOriginalBegin(), moved.getOriginalEnd());
          Set<String> written = words(moved.getSurrogate());
          Matcher word = WORD.matcher(original);
          while (word.find()) {
            String text = word.group();
            if (keptByPolicy(fixture[0], moved, original, text)) {
              continue;
            }
            checked++;
            assertThat(written)
                .as("seed %d: %s -> %s", seed, original, moved.getSurrogate())
                .doesNotContain(TextFolding.key(text));
          }
        }
      }
      engine.destroy();
    }
    assertThat(checked).isGreaterThan(SEEDS * FIXTURES.size());
  }

  private static boolean keptByPolicy(String language, Phi phi, String original, String word) {
    if ("AGE".equals(phi.getCategory())) {
      return AGE_WORDS.contains(TextFolding.key(word));
    }
    if ("COUNTRY".equals(phi.getSubtype()) || "SEX".equals(phi.getCategory())) {
      return KeptCategories.isWhatItSays(phi.getCategory(), phi.getSubtype(), original);
    }
    return KeptCategories.isGenericPlaceWord(word) || KinshipTerms.isKinshipWord(word, language);
  }

  private static Set<String> words(String text) {
    Set<String> words = new HashSet<>();
    Matcher word = WORD.matcher(text);
    while (word.find()) {
      words.add(TextFolding.key(word.group()));
    }
    return words;
  }
}
