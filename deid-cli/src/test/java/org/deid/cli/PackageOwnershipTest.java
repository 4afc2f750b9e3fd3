package org.deid.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every Java package of the main code belongs to one module: a package split over two jars is
 * refused by JPMS modules and sealed jars, and hides who owns its classes.
 */
class PackageOwnershipTest {

  @Test
  void noPackageIsDeclaredInTwoModules() throws IOException {
    Map<String, Set<String>> modulesByPackage = new TreeMap<>();
    try (Stream<Path> modules = Files.list(Path.of(".."))) {
      for (Path module :
          modules.filter(m -> Files.isDirectory(m.resolve("src/main/java"))).toList()) {
        Path sources = module.resolve("src/main/java");
        try (Stream<Path> files = Files.walk(sources)) {
          files
              .filter(file -> file.toString().endsWith(".java"))
              .map(file -> sources.relativize(file.getParent()).toString().replace('/', '.'))
              .forEach(
                  name ->
                      modulesByPackage
                          .computeIfAbsent(name, k -> new TreeSet<>())
                          .add(module.getFileName().toString()));
        }
      }
    }
    assertThat(modulesByPackage).containsKeys("org.deid.cli", "org.deid.bench", "org.deid.spark");
    assertThat(modulesByPackage)
        .allSatisfy((name, owners) -> assertThat(owners).as(name).hasSize(1));
  }
}
