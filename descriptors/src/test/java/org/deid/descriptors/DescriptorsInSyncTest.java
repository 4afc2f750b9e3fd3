package org.deid.descriptors;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/** The checked-in descriptors are exactly what the code generates today. */
class DescriptorsInSyncTest {

  static final Path CHECKED_IN = Path.of("src/main/resources/org/deid/desc");
  private static final String HOW_TO_FIX =
      " is out of date: run ./mvnw -q -pl descriptors -am -Pregenerate-descriptors"
          + " process-classes and commit the result";

  @TestFactory
  Stream<DynamicTest> everyCatalogEntryMatchesItsCheckedInFile() {
    return DescriptorCatalog.entries().stream()
        .map(
            entry ->
                DynamicTest.dynamicTest(
                    entry.path(),
                    () -> {
                      Path file = CHECKED_IN.resolve(entry.path());
                      assertThat(file).as(entry.path() + " is missing" + HOW_TO_FIX).exists();
                      assertThat(Files.readString(file, StandardCharsets.UTF_8))
                          .as(entry.path() + HOW_TO_FIX)
                          .isEqualTo(DescriptorGenerator.generate(entry));
                    }));
  }

  @TestFactory
  Stream<DynamicTest> everyPiperFileMatchesItsCheckedInFile() {
    return PiperFileGenerator.FILES.entrySet().stream()
        .map(
            piper ->
                DynamicTest.dynamicTest(
                    piper.getValue(),
                    () -> {
                      Path file = CHECKED_IN.resolve(piper.getValue());
                      assertThat(file).as(piper.getValue() + " is missing" + HOW_TO_FIX).exists();
                      assertThat(Files.readString(file, StandardCharsets.UTF_8))
                          .as(piper.getValue() + HOW_TO_FIX)
                          .isEqualTo(PiperFileGenerator.generate(piper.getKey()));
                    }));
  }

  @Test
  void noCheckedInDescriptorIsLeftOver() throws IOException {
    List<String> catalog = DescriptorCatalog.entries().stream().map(e -> e.path()).toList();
    try (Stream<Path> files = Files.walk(CHECKED_IN)) {
      List<String> onDisk =
          files
              .filter(p -> p.toString().endsWith(".xml"))
              .filter(p -> !CHECKED_IN.relativize(p).startsWith("cpe")) // written by hand
              .map(p -> CHECKED_IN.relativize(p).toString().replace('\\', '/'))
              .toList();
      assertThat(onDisk).containsExactlyInAnyOrderElementsOf(catalog);
    }
  }
}
