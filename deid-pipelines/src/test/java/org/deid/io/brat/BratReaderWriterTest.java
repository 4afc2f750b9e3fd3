package org.deid.io.brat;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import de.tudarmstadt.ukp.dkpro.core.api.metadata.type.DocumentMetaData;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.uima.analysis_engine.AnalysisEngine;
import org.apache.uima.collection.CollectionException;
import org.apache.uima.collection.CollectionReader;
import org.apache.uima.collection.CollectionReaderDescription;
import org.apache.uima.fit.factory.AnalysisEngineFactory;
import org.apache.uima.fit.factory.CollectionReaderFactory;
import org.apache.uima.fit.factory.JCasFactory;
import org.apache.uima.jcas.JCas;
import org.apache.uima.resource.ResourceInitializationException;
import org.deid.type.Phi;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BratReaderWriterTest {

  private static final String TEXT_A =
      "Nombre: Ana García López.\nFecha de ingreso: 03/03/2019.\n"
          + "Centro de Salud Delicias, Zaragoza. \uD83D\uDE00 Tel 976 12 34 56.\n";

  private static final String ANN_A =
      "T1\tNOMBRE_SUJETO_ASISTENCIA 8 24\tAna García López\n"
          + "T2\tFECHAS 44 54\t03/03/2019\n"
          + "T3\tCENTRO_SALUD 56 80\tCentro de Salud Delicias\n"
          + "T4\tTERRITORIO 82 90\tZaragoza\n"
          + "T5\tNUMERO_TELEFONO 98 110\t976 12 34 56\n"
          + "T7\tOTROS_SUJETO_ASISTENCIA 8 11;44 46\tAna 03\n";

  private static final String TEXT_C = "Varón de 45 años, natural de Perú.";

  private static final String ANN_C =
      "T1\tSEXO_SUJETO_ASISTENCIA 0 5\tVarón\n"
          + "T2\tEDAD_SUJETO_ASISTENCIA 9 16\t45 años\n"
          + "T3\tPAIS 29 33\tPerú\n";

  @TempDir Path temp;

  private Path corpus() throws IOException {
    Path in = temp.resolve("in");
    write(in.resolve("a.txt"), TEXT_A);
    write(in.resolve("a.ann"), ANN_A);
    write(in.resolve("b.txt"), "Sin datos personales.\n");
    write(in.resolve("sub/c.txt"), TEXT_C);
    write(in.resolve("sub/c.ann"), ANN_C);
    return in;
  }

  @Test
  void readsTextIntoTheInitialViewAndGoldIntoItsOwnView() throws Exception {
    Map<String, List<String>> documents = readAll(corpus());

    assertThat(documents.keySet()).containsExactly("a.txt", "b.txt", "sub/c.txt");
    assertThat(documents.get("a.txt"))
        .containsExactly(
            "[8, 24] T1 NOMBRE_SUJETO_ASISTENCIA NAME//PATIENT (Ana García López)",
            "[8, 11] T7 OTROS_SUJETO_ASISTENCIA OTHER/OTHER/ (Ana)",
            "[44, 54] T2 FECHAS DATE/DATE/ (03/03/2019)",
            "[44, 46] T7 OTROS_SUJETO_ASISTENCIA OTHER/OTHER/ (03)",
            "[56, 80] T3 CENTRO_SALUD LOCATION/HOSPITAL/ (Centro de Salud Delicias)",
            "[82, 90] T4 TERRITORIO LOCATION/CITY/ (Zaragoza)",
            // After the emoji, UIMA offsets (UTF-16) are one more than brat's (code points).
            "[99, 111] T5 NUMERO_TELEFONO CONTACT/PHONE/ (976 12 34 56)");
    assertThat(documents.get("b.txt")).isEmpty();
    assertThat(documents.get("sub/c.txt")).hasSize(3);
  }

  @Test
  void readWriteReadGivesTheSameFilesAndAnnotations() throws Exception {
    Path in = corpus();
    Path out = temp.resolve("out");
    JCas jcas = JCasFactory.createJCas();
    CollectionReader reader = CollectionReaderFactory.createReader(reader(in));
    AnalysisEngine writer =
        AnalysisEngineFactory.createEngine(
            BratWriter.createWriterDescription(out.toString(), "gold", "meddocan"));
    while (reader.hasNext()) {
      jcas.reset();
      reader.getNext(jcas.getCas());
      writer.process(jcas);
    }
    writer.collectionProcessComplete();

    assertThat(out.resolve("a.txt")).hasSameBinaryContentAs(in.resolve("a.txt"));
    assertThat(out.resolve("sub/c.txt")).hasSameBinaryContentAs(in.resolve("sub/c.txt"));
    // Written in id order, one fragment list per annotation: here the same bytes as the input.
    assertThat(out.resolve("a.ann")).hasContent(ANN_A);
    assertThat(out.resolve("sub/c.ann")).hasContent(ANN_C);
    assertThat(out.resolve("b.ann")).isEmptyFile();
    assertThat(readAll(out)).isEqualTo(readAll(in));
  }

  @Test
  void theRoundTripCheckerFindsNoDifferenceOnAGoodFolder() throws Exception {
    BratRoundTrip.Result result = BratRoundTrip.check(corpus(), "meddocan");

    assertThat(result.problems()).isEmpty();
    assertThat(result.documents()).isEqualTo(3);
    assertThat(result.annotations()).isEqualTo(9);
    assertThat(result.differences()).isZero();
    assertThat(result.isLossless()).isTrue();
  }

  @Test
  void theRoundTripCheckerReportsWhatDoesNotSurvive() throws Exception {
    Path in = corpus();
    // A padded id reads as number 7 and is written back as T7; a bad document is counted too.
    write(in.resolve("sub/c.ann"), ANN_C.replace("T3\t", "T07\t"));
    write(in.resolve("d.txt"), "Texto.");
    write(in.resolve("d.ann"), "T1\tFECHAS 0 99\tTexto.\n");

    BratRoundTrip.Result result = BratRoundTrip.check(in, "meddocan");

    assertThat(result.documents()).isEqualTo(4);
    assertThat(result.differences()).isEqualTo(3);
    assertThat(result.problems())
        .containsExactlyInAnyOrder(
            "d.ann:1: T1: offset 99 out of range (the text has 6 characters)",
            "sub/c.txt: brat T T07 PAIS [29 33] lost",
            "sub/c.txt: brat T T7 PAIS [29 33] added");
  }

  @Test
  void badDocumentsAreErrorsNamingThemAndTheReaderGoesOn() throws Exception {
    Path in = temp.resolve("bad");
    write(in.resolve("1.txt"), "Ana vino.");
    write(
        in.resolve("1.ann"),
        "T1\tNOMBRE_SUJETO_ASISTENCIA 0 3\tAna\nT2\tNOMBRE_INVENTADO 4 8\tvino\n");
    Files.write(in.resolve("2.txt"), new byte[] {'A', 'n', (byte) 0xC3, 'a'});
    write(in.resolve("3.txt"), "Ana vino.");
    write(in.resolve("3.ann"), "T1\tNOMBRE_SUJETO_ASISTENCIA 0 30\tAna\n");
    write(in.resolve("4.txt"), "Ana vino.");
    write(in.resolve("4.ann"), "T1\tNOMBRE_SUJETO_ASISTENCIA 0 3\tEva\n");
    write(in.resolve("5.txt"), "Ana vino.");
    Files.write(in.resolve("5.ann"), new byte[] {'T', '1', '\t', (byte) 0xFF});
    write(in.resolve("6.txt"), "Ana vino.");

    List<String> outcomes = new ArrayList<>();
    JCas jcas = JCasFactory.createJCas();
    CollectionReader reader = CollectionReaderFactory.createReader(reader(in));
    while (reader.hasNext()) {
      jcas.reset();
      try {
        reader.getNext(jcas.getCas());
        outcomes.add("ok " + DocumentMetaData.get(jcas).getDocumentId());
      } catch (CollectionException e) {
        outcomes.add(e.getMessage());
      }
    }

    assertThat(outcomes)
        .containsExactly(
            "1.ann:2: label NOMBRE_INVENTADO is not part of the meddocan scheme",
            "2.txt: not valid UTF-8 (malformed bytes at byte offset 2)",
            "3.ann:1: T1: offset 30 out of range (the text has 9 characters)",
            "4.ann:1: T1: the annotation's text differs from the text at offsets 0 3",
            "5.ann: not valid UTF-8 (malformed bytes at byte offset 3)",
            "ok 6.txt");
    assertThat(outcomes).noneMatch(message -> message.contains("Ana") || message.contains("Eva"));
  }

  @Test
  void unknownLabelsCanBeKeptWithAnEmptyCategory() throws Exception {
    Path in = temp.resolve("unknown");
    write(in.resolve("1.txt"), "Ana vino.");
    write(in.resolve("1.ann"), "T1\tNOMBRE_INVENTADO 0 3\tAna\n");
    CollectionReaderDescription description = reader(in);
    description
        .getCollectionReaderMetaData()
        .getConfigurationParameterSettings()
        .setParameterValue(BratReader.PARAM_KEEP_UNKNOWN_LABELS, true);

    assertThat(readAll(description).get("1.txt"))
        .containsExactly("[0, 3] T1 NOMBRE_INVENTADO // (Ana)");
  }

  @Test
  void anUnknownSchemeFailsAtOnceNamingIt() {
    assertThatThrownBy(
            () ->
                CollectionReaderFactory.createReader(
                    BratReader.createReaderDescription(temp.toString(), "es", "no-such-scheme")))
        .isInstanceOf(ResourceInitializationException.class)
        .hasMessageContaining("no-such-scheme");
    assertThatThrownBy(
            () ->
                AnalysisEngineFactory.createEngine(
                    BratWriter.createWriterDescription(temp.toString(), "gold", "no-such-scheme")))
        .isInstanceOf(ResourceInitializationException.class)
        .hasStackTraceContaining("labelScheme: Unknown label scheme 'no-such-scheme'");
  }

  @Test
  void theWriterMapsPredictionsToTheSchemeNumbersThemAndSkipsWhatItCannotExpress()
      throws Exception {
    JCas jcas = JCasFactory.createJCas();
    jcas.setDocumentText("Dr Pérez vio a\nJuan Ruiz el 3/4/2020 en Lyon.");
    jcas.setDocumentLanguage("es");
    DocumentMetaData meta = DocumentMetaData.create(jcas);
    meta.setDocumentId("pred.txt");
    phi(jcas, 3, 8, "NAME", "", "STAFF", 0);
    phi(jcas, 15, 24, "NAME", "FULL_NAME", "", 0); // no role: written as the patient's
    phi(jcas, 9, 19, "NAME", "", "RELATIVE", 0); // crosses the line break
    phi(jcas, 28, 36, "DATE", "BIRTH_DATE", "", 4);
    phi(jcas, 40, 44, "CONTACT", "", "", 0); // meddocan has no label for a bare CONTACT
    phi(jcas, 40, 44, "NOT_A_CATEGORY", "", "", 0);
    Phi labelled = phi(jcas, 40, 44, "LOCATION", "HOSPITAL", "", 4); // id 4 is taken twice
    labelled.setLabel("CENTRO_SALUD");
    Path out = temp.resolve("pred");

    AnalysisEngine writer =
        AnalysisEngineFactory.createEngine(
            BratWriter.createWriterDescription(out.toString(), "_InitialView", "meddocan"));
    writer.process(jcas);
    writer.collectionProcessComplete();

    assertThat(out.resolve("pred.ann"))
        .hasContent(
            "T1\tNOMBRE_PERSONAL_SANITARIO 3 8\tPérez\n"
                + "T2\tFAMILIARES_SUJETO_ASISTENCIA 9 14;15 19\tvio a Juan\n"
                + "T3\tNOMBRE_SUJETO_ASISTENCIA 15 24\tJuan Ruiz\n"
                + "T4\tFECHAS 28 36\t3/4/2020\n"
                + "T5\tCENTRO_SALUD 40 44\tLyon\n");
    assertThat(out.resolve("pred.txt")).hasContent(jcas.getDocumentText());
  }

  private static Phi phi(
      JCas jcas, int begin, int end, String category, String subtype, String role, int id) {
    Phi phi = new Phi(jcas, begin, end);
    phi.setCategory(category);
    phi.setSubtype(subtype);
    phi.setRole(role);
    phi.setId(id);
    phi.addToIndexes();
    return phi;
  }

  private static CollectionReaderDescription reader(Path folder)
      throws ResourceInitializationException {
    return BratReader.createReaderDescription(folder.toString(), "es", "meddocan");
  }

  private static Map<String, List<String>> readAll(Path folder) throws Exception {
    return readAll(reader(folder));
  }

  /** Document id → the gold Phi of the document, as sorted readable strings. */
  private static Map<String, List<String>> readAll(CollectionReaderDescription description)
      throws Exception {
    Map<String, List<String>> documents = new TreeMap<>();
    JCas jcas = JCasFactory.createJCas();
    CollectionReader reader = CollectionReaderFactory.createReader(description);
    while (reader.hasNext()) {
      jcas.reset();
      reader.getNext(jcas.getCas());
      assertThat(jcas.getDocumentLanguage()).isEqualTo("es");
      assertThat(jcas.select(Phi.class).asList()).isEmpty();
      JCas gold = jcas.getView("gold");
      assertThat(gold.getDocumentText()).isEqualTo(jcas.getDocumentText());
      assertThat(gold.getDocumentLanguage()).isEqualTo("es");
      List<String> phis = new ArrayList<>();
      for (Phi phi : gold.select(Phi.class)) {
        phis.add(
            String.format(
                "[%d, %d] T%d %s %s/%s/%s (%s)",
                phi.getBegin(),
                phi.getEnd(),
                phi.getId(),
                phi.getLabel(),
                phi.getCategory(),
                phi.getSubtype(),
                phi.getRole(),
                phi.getCoveredText()));
      }
      documents.put(DocumentMetaData.get(jcas).getDocumentId(), phis);
    }
    return documents;
  }

  private static void write(Path file, String content) throws IOException {
    Files.createDirectories(file.getParent());
    Files.writeString(file, content, StandardCharsets.UTF_8);
  }
}
