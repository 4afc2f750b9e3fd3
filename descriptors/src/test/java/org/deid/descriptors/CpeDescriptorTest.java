package org.deid.descriptors;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.apache.uima.UIMAFramework;
import org.apache.uima.cas.CAS;
import org.apache.uima.collection.CollectionProcessingEngine;
import org.apache.uima.collection.EntityProcessStatus;
import org.apache.uima.collection.StatusCallbackListener;
import org.apache.uima.collection.metadata.CasProcessorConfigurationParameterSettings;
import org.apache.uima.collection.metadata.CpeDescription;
import org.apache.uima.util.XMLInputSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The shipped CPE descriptor of a folder run loads with {@code
 * UIMAFramework.produceCollectionProcessingEngine}, resolves its components by name from the
 * classpath, and de-identifies a folder of notes on two threads.
 */
class CpeDescriptorTest {

  @Test
  void theSpanishFolderCpeRewritesEveryNoteOfAFolder(@TempDir Path work) throws Exception {
    Path notes = Files.createDirectories(work.resolve("notes"));
    Path out = work.resolve("out");
    List<String> names;
    try (Stream<Path> examples = Files.list(Path.of("../examples/es"))) {
      names =
          examples
              .filter(p -> p.toString().endsWith(".txt"))
              .map(
                  p -> {
                    try {
                      Files.copy(p, notes.resolve(p.getFileName()));
                    } catch (java.io.IOException e) {
                      throw new java.io.UncheckedIOException(e);
                    }
                    return p.getFileName().toString();
                  })
              .toList();
    }
    assertThat(names).isNotEmpty();

    CpeDescription cpe =
        UIMAFramework.getXMLParser()
            .parseCpeDescription(
                new XMLInputSource(
                    getClass().getResource("/org/deid/desc/cpe/DeidSpanishFolder.xml")));
    cpe.getAllCollectionCollectionReaders()[0]
        .getConfigurationParameterSettings()
        .setParameterValue("sourceLocation", notes.toString());
    CasProcessorConfigurationParameterSettings writer =
        cpe.getCpeCasProcessors().getCpeCasProcessor(1).getConfigurationParameterSettings();
    writer.setParameterValue("targetLocation", out.toString());
    cpe.getCpeCasProcessors().getCpeCasProcessor(1).setConfigurationParameterSettings(writer);

    CollectionProcessingEngine engine = UIMAFramework.produceCollectionProcessingEngine(cpe);
    CountDownLatch done = new CountDownLatch(1);
    AtomicInteger processed = new AtomicInteger();
    AtomicInteger failed = new AtomicInteger();
    engine.addStatusCallbackListener(
        new StatusCallbackListener() {
          @Override
          public void entityProcessComplete(CAS cas, EntityProcessStatus status) {
            (status.isException() ? failed : processed).incrementAndGet();
          }

          @Override
          public void collectionProcessComplete() {
            done.countDown();
          }

          @Override
          public void aborted() {
            done.countDown();
          }

          @Override
          public void initializationComplete() {}

          @Override
          public void batchProcessComplete() {}

          @Override
          public void paused() {}

          @Override
          public void resumed() {}
        });
    engine.process();
    assertThat(done.await(5, TimeUnit.MINUTES)).as("the CPE finishes").isTrue();

    assertThat(failed).hasValue(0);
    assertThat(processed).hasValue(names.size());
    for (String name : names) {
      Path rewritten = out.resolve(name.replaceFirst("\\.txt$", ".deid.txt"));
      assertThat(rewritten).exists();
      String original = Files.readString(notes.resolve(name), StandardCharsets.UTF_8);
      assertThat(Files.readString(rewritten, StandardCharsets.UTF_8)).isNotEqualTo(original);
    }
  }
}
