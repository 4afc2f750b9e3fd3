package org.deid.io;

import static java.nio.file.attribute.PosixFilePermission.OWNER_READ;
import static java.nio.file.attribute.PosixFilePermission.OWNER_WRITE;
import static org.assertj.core.api.Assertions.assertThat;

import de.tudarmstadt.ukp.dkpro.core.api.metadata.type.DocumentMetaData;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.EnumSet;
import org.apache.uima.analysis_engine.AnalysisEngine;
import org.apache.uima.analysis_engine.AnalysisEngineDescription;
import org.apache.uima.fit.factory.AnalysisEngineFactory;
import org.apache.uima.fit.factory.JCasFactory;
import org.apache.uima.jcas.JCas;
import org.deid.pipeline.OutputFormat;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Files that hold original text are readable by their owner only from the moment they are created,
 * whoever writes them: each writer restricts a file before writing into it, so that a run killed
 * mid-way leaves no such file readable by others.
 */
class OwnerOnlyFilesTest {

  @TempDir Path dir;

  @BeforeEach
  void posixOnly() {
    Assumptions.assumeTrue(
        FileSystems.getDefault().supportedFileAttributeViews().contains("posix"),
        "no POSIX permissions on this file system");
  }

  @Test
  void eachWriterOfOriginalTextCreatesItsFilesForTheOwnerAlone() throws Exception {
    JCas jcas = JCasFactory.createJCas();
    jcas.setDocumentText("Paciente Juan Ruiz, DNI 12345678Z.");
    jcas.setDocumentLanguage("es");
    DocumentMetaData meta = DocumentMetaData.create(jcas);
    meta.setDocumentId("nota.txt");
    meta.setDocumentBaseUri(dir.resolve("in").toUri().toString());
    meta.setDocumentUri(dir.resolve("in/sub/nota.txt").toUri().toString());
    jcas.createView("deid").setDocumentText("Paciente Luis Gil, DNI 87654321X.");
    Path out = dir.resolve("out");

    for (AnalysisEngineDescription description :
        OutputFormat.createWriterDescriptions(
            out.toString(),
            EnumSet.of(OutputFormat.XMI, OutputFormat.BRAT, OutputFormat.BRAT_DEID),
            "meddocan")) {
      AnalysisEngine writer = AnalysisEngineFactory.createEngine(description);
      writer.process(jcas);
      writer.destroy();
    }

    for (String original : new String[] {"sub/nota.xmi", "sub/nota.txt", "sub/nota.ann"}) {
      assertThat(out.resolve(original)).as(original).exists();
      assertThat(Files.getPosixFilePermissions(out.resolve(original)))
          .as(original)
          .containsExactlyInAnyOrder(OWNER_READ, OWNER_WRITE);
    }
    // The rewritten text is left as the user's umask makes it: it is the output to share.
    assertThat(out.resolve("sub/nota.deid.txt")).hasContent("Paciente Luis Gil, DNI 87654321X.");
    assertThat(out.resolve("brat-deid/sub/nota.txt")).exists();
  }

  @Test
  void createGivesAnEmptyOwnerOnlyFileNewOrNot() throws Exception {
    Path fresh = OwnerOnlyFiles.create(dir.resolve("fresh.html"));
    assertThat(Files.getPosixFilePermissions(fresh))
        .containsExactlyInAnyOrder(OWNER_READ, OWNER_WRITE);
    Path old = Files.writeString(dir.resolve("old.html"), "an earlier report");
    Files.setPosixFilePermissions(old, PosixFilePermissions.fromString("rw-r--r--"));
    OwnerOnlyFiles.create(old);
    assertThat(old).isEmptyFile();
    assertThat(Files.getPosixFilePermissions(old))
        .containsExactlyInAnyOrder(OWNER_READ, OWNER_WRITE);
  }
}
