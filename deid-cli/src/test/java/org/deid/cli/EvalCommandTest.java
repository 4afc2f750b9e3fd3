package org.deid.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.deid.eval.corpus.BratFiles;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

class EvalCommandTest {

  private static final String NOTE = "Paciente: Juan Pérez, 45 años. Correo: jp@mail.es\n";
  private static final String VISIT = "Visto en Madrid el 3 de mayo.\n";

  @TempDir Path work;
  private Path gold;
  private Path pred;
  private Path report;

  @BeforeEach
  void writeCorpora() {
    gold = work.resolve("gold");
    pred = work.resolve("pred");
    report = work.resolve("report");
    BratFiles.write(
        gold,
        "note",
        NOTE,
        "NOMBRE_SUJETO_ASISTENCIA=Juan Pérez",
        "EDAD_SUJETO_ASISTENCIA=45 años",
        "CORREO_ELECTRONICO=jp@mail.es");
    BratFiles.write(gold, "visit", VISIT, "TERRITORIO=Madrid", "FECHAS=3 de mayo");
    // Right; boundary too short; right span with the wrong label.
    BratFiles.write(
        pred,
        "note",
        NOTE,
        "NOMBRE_SUJETO_ASISTENCIA=Juan Pérez",
        "EDAD_SUJETO_ASISTENCIA=45",
        "NOMBRE_PERSONAL_SANITARIO=jp@mail.es");
    // Right; the date missed.
    BratFiles.write(pred, "visit", VISIT, "TERRITORIO=Madrid");
  }

  @Test
  void scoresBratPredictionsAgainstBratGold() throws Exception {
    Run run = run("--gold", gold, "--pred", pred, "--scheme", "meddocan", "--report", report);
    assertThat(run.status).isZero();
    JsonNode json = new ObjectMapper().readTree(report.resolve("report.json").toFile());

    // strict: tp Juan Pérez, Madrid; fp "45", jp@mail.es as staff name;
    // fn "45 años", jp@mail.es as e-mail, "3 de mayo".
    assertMicro(json.path("strict"), 2, 2, 3, 2.0 / 4, 2.0 / 5);
    // span: jp@mail.es now matches.
    assertMicro(json.path("span"), 3, 1, 2, 3.0 / 4, 3.0 / 5);
    // token: gold tokens Juan Pérez 45 años jp mail es Madrid 3 de mayo (11); predicted 7, all
    // gold.
    assertMicro(json.path("token"), 7, 0, 4, 1.0, 7.0 / 11);
    assertThat(
            json.path("strict").path("per_label").path("EDAD_SUJETO_ASISTENCIA").path("fp").asInt())
        .isEqualTo(1);
    assertThat(
            json.path("strict")
                .path("per_label")
                .path("NOMBRE_PERSONAL_SANITARIO")
                .path("fp")
                .asInt())
        .isEqualTo(1);
    assertThat(json.path("strict").path("per_label").path("FECHAS").path("fn").asInt())
        .isEqualTo(1);
    assertThat(json.path("documents").asInt()).isEqualTo(2);
    assertThat(json.has("leak")).isFalse(); // brat predictions hold no rewritten text
    assertThat(json.path("settings").path("level").asText()).isEqualTo("label");

    assertThat(run.out).containsPattern("(?m)^strict\\s+0\\.4000\\s+0\\.5000\\s+0\\.4444\\s");
    String csv = Files.readString(report.resolve("report.csv"));
    assertThat(csv)
        .startsWith("system,mode,scope,label,")
        .contains("resolved,strict,micro,,2,2,2,3,");
  }

  @Test
  void categoryLevelComparesTaxonomyCategories() throws Exception {
    Path json = work.resolve("scores.json");
    Run run =
        run(
            "--gold",
            gold,
            "--pred",
            pred,
            "--scheme",
            "meddocan",
            "--level",
            "category",
            "--json",
            json);
    assertThat(run.status).isZero();
    JsonNode root = new ObjectMapper().readTree(json.toFile());
    assertMicro(root.path("strict"), 2, 2, 3, 2.0 / 4, 2.0 / 5);
    assertThat(root.path("strict").path("per_label").path("CONTACT").path("fn").asInt())
        .isEqualTo(1);
    assertThat(root.path("strict").path("per_label").path("NAME").path("tp").asInt()).isEqualTo(1);
    assertThat(root.path("strict").path("per_label").path("NAME").path("fp").asInt()).isEqualTo(1);
    assertThat(Files.exists(report)).isFalse(); // no page with text unless asked for
  }

  @Test
  void theHtmlPageHighlightsHitsFalsePositivesAndMisses() throws Exception {
    assertThat(
            run("--gold", gold, "--pred", pred, "--scheme", "meddocan", "--report", report).status)
        .isZero();
    String html = Files.readString(report.resolve("report.html"));
    // The page holds the original text: its owner alone may read it.
    assertThat(Files.getPosixFilePermissions(report.resolve("report.html")))
        .containsExactlyInAnyOrder(
            java.nio.file.attribute.PosixFilePermission.OWNER_READ,
            java.nio.file.attribute.PosixFilePermission.OWNER_WRITE);
    assertThat(html)
        .contains(
            "<mark class=\"tp\" title=\"found NOMBRE_SUJETO_ASISTENCIA [10, 20)\">Juan Pérez</mark>")
        .contains(
            "<mark class=\"fn fp\" title=\"missed gold EDAD_SUJETO_ASISTENCIA [22, 29); false positive EDAD_SUJETO_ASISTENCIA [22, 24)\">45</mark>")
        .contains(
            "<mark class=\"fn\" title=\"missed gold EDAD_SUJETO_ASISTENCIA [22, 29)\"> años</mark>")
        .contains("<mark class=\"fn\" title=\"missed gold FECHAS [19, 28)\">3 de mayo</mark>")
        .contains("<mark class=\"tp\" title=\"found TERRITORIO [9, 15)\">Madrid</mark>")
        .contains("data-id=\"note\" data-tp=\"1\" data-fp=\"2\" data-fn=\"2\"")
        .contains("id=\"report-status\"")
        .contains("<svg class=\"chart\" data-mode=\"strict\"")
        .doesNotContain("http://", "https://", "src=\"", "href=\"");
  }

  @Test
  void runsDeidAndScoresEachAnnotatorWithTheLeakRate() throws Exception {
    Path runGold = work.resolve("run-gold");
    BratFiles.write(
        runGold,
        "mail",
        "Escribir a ana@hosp.es o ver www.hosp.es hoy.\n",
        "CORREO_ELECTRONICO=ana@hosp.es",
        "URL_WEB=www.hosp.es");
    Path json = work.resolve("run.json");
    Run run =
        run(
            "--gold",
            runGold,
            "--scheme",
            "meddocan",
            "--lang",
            "es",
            "--annotators",
            "regex",
            "--json",
            json);
    assertThat(run.status).isZero();
    JsonNode root = new ObjectMapper().readTree(json.toFile());
    assertMicro(root.path("strict"), 2, 0, 0, 1.0, 1.0);
    assertMicro(root.path("sources").path("regex").path("strict"), 2, 0, 0, 1.0, 1.0);
    assertThat(root.path("leak").path("gold_tokens").asInt()).isEqualTo(6);
    // Surrogates keep an address's shape: "www" and the top-level domains ("es" twice) stay, the
    // user and host names ("ana", "hosp" twice) do not.
    assertThat(root.path("leak").path("leaked_tokens").asInt()).isEqualTo(3);
    assertThat(run.out).containsPattern("(?m)^regex\\s+1\\.0000\\s+1\\.0000\\s+1\\.0000\\s");
  }

  @Test
  void redetectRunsTheDetectorsOnTheRewrittenNotes() throws Exception {
    Path runGold = work.resolve("redetect-gold");
    BratFiles.write(
        runGold,
        "mail",
        "Escribir a ana@hosp.es o ver www.hosp.es, tel. 912 345 678, el 12/03/2021.\n",
        "CORREO_ELECTRONICO=ana@hosp.es",
        "URL_WEB=www.hosp.es",
        "NUMERO_TELEFONO=912 345 678",
        "FECHAS=12/03/2021");
    Run run =
        run(
            "--gold",
            runGold,
            "--scheme",
            "meddocan",
            "--lang",
            "es",
            "--annotators",
            "regex",
            "--substitute-gold",
            "--redetect");
    assertThat(run.status).isZero();
    // The regex detector finds the surrogate address, site, phone and date as it found theirs.
    assertThat(run.out)
        .containsPattern("(?m)^  contacts\\s+3\\s+0\\s+3\\s+1\\.000\\s+original 1\\.000$")
        .containsPattern("(?m)^  dates\\s+1\\s+0\\s+1\\s+1\\.000\\s+original 1\\.000$")
        .containsPattern("(?m)^  names\\s+0\\s+0\\s+0\\s+-\\s+original\\s+-$");
    // Figures only: no original or surrogate text.
    assertThat(run.out).doesNotContain("ana@", "hosp.es", "912 345");

    Run withPredictions =
        run("--gold", runGold, "--pred", pred, "--scheme", "meddocan", "--redetect");
    assertThat(withPredictions.status).isEqualTo(2);
    assertThat(withPredictions.err).contains("--redetect");
  }

  @Test
  void scoresTheOnnxDetectorOnItsOwnAndInTheConsensus() throws Exception {
    Path model = OnnxTestModel.write(work.resolve("onnx"));
    Path json = work.resolve("onnx.json");
    Run run =
        run(
            "--gold",
            gold,
            "--scheme",
            "meddocan",
            "--lang",
            "es",
            "--annotators",
            "regex",
            "--onnx-model",
            model,
            "--json",
            json);
    assertThat(run.status).as(run.err).isZero();
    JsonNode root = new ObjectMapper().readTree(json.toFile());
    // The model tags Juan Pérez (PER) and Madrid (LOC) and nothing else: 2 of the 5 gold spans.
    assertMicro(root.path("sources").path("onnx").path("span"), 2, 0, 3, 1.0, 2.0 / 5);
    // The consensus misses fewer gold spans than either source alone.
    int consensusMisses = root.path("span").path("micro").path("fn").asInt();
    assertThat(consensusMisses)
        .isLessThan(3)
        .isLessThan(
            root.path("sources").path("regex").path("span").path("micro").path("fn").asInt());
    assertThat(run.out).containsPattern("(?m)^onnx\\s");
  }

  @Test
  void aPredictedDocumentMissingFromTheGoldIsNamed() throws Exception {
    BratFiles.write(pred, "stray", "Nada.\n");
    Run run = run("--gold", gold, "--pred", pred, "--scheme", "meddocan");
    assertThat(run.status).isEqualTo(CommandLine.ExitCode.USAGE);
    assertThat(run.err).contains("Document stray is in the predictions but not in the gold");
  }

  @Test
  void anUnknownLabelIsNamedWithItsDocument() throws Exception {
    BratFiles.write(pred, "visit", VISIT, "CITY=Madrid");
    Run run = run("--gold", gold, "--pred", pred, "--scheme", "meddocan");
    assertThat(run.status).isEqualTo(CommandLine.ExitCode.USAGE);
    assertThat(run.err).contains("visit.ann").contains("label CITY is not part of the meddocan");
  }

  @Test
  void aMissingFolderIsNamed() {
    Run run = run("--gold", work.resolve("nowhere"), "--pred", pred, "--scheme", "meddocan");
    assertThat(run.status).isEqualTo(CommandLine.ExitCode.USAGE);
    assertThat(run.err).contains("--gold").contains("nowhere").contains("is not a folder");
  }

  @Test
  void helpExplainsThePageAndGivesExamples() {
    String help = DeidCommand.commandLine().getSubcommands().get("eval").getUsageMessage();
    assertThat(help)
        .contains("ORIGINAL TEXT")
        .contains("Examples:")
        .contains("deid eval --gold corpora/meddocan/dev --scheme meddocan --lang es");
  }

  private static void assertMicro(
      JsonNode mode, int tp, int fp, int fn, double precision, double recall) {
    JsonNode micro = mode.path("micro");
    assertThat(micro.path("tp").asInt()).as("tp").isEqualTo(tp);
    assertThat(micro.path("fp").asInt()).as("fp").isEqualTo(fp);
    assertThat(micro.path("fn").asInt()).as("fn").isEqualTo(fn);
    assertThat(micro.path("precision").asDouble())
        .as("precision")
        .isCloseTo(precision, within(1e-12));
    assertThat(micro.path("recall").asDouble()).as("recall").isCloseTo(recall, within(1e-12));
    double f1 = 2 * precision * recall / (precision + recall);
    assertThat(micro.path("f1").asDouble()).as("f1").isCloseTo(f1, within(1e-12));
  }

  private record Run(int status, String out, String err) {}

  private static Run run(Object... args) {
    String[] strings = new String[args.length + 1];
    strings[0] = "eval";
    for (int i = 0; i < args.length; i++) {
      strings[i + 1] = args[i].toString();
    }
    CommandLine commandLine = DeidCommand.commandLine();
    StringWriter err = new StringWriter();
    commandLine.setErr(new PrintWriter(err));
    PrintStream original = System.out;
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    int status;
    try {
      System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
      status = commandLine.execute(strings);
    } finally {
      System.setOut(original);
    }
    return new Run(status, out.toString(StandardCharsets.UTF_8), err.toString());
  }
}
