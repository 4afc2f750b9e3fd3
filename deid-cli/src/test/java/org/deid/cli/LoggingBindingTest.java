package org.deid.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;

/**
 * The cTAKES type-system jar carries its own {@code org.slf4j.LoggerFactory} and pulls a log4j
 * binding: on the command line's classpath, the real SLF4J API and our one binding must win.
 */
class LoggingBindingTest {

  @Test
  void slf4jApiComesFromItsOwnJarNotFromCtakes() {
    String location =
        LoggerFactory.class.getProtectionDomain().getCodeSource().getLocation().toString();
    assertThat(location).contains("slf4j-api").doesNotContain("ctakes");
  }

  @Test
  void theOneBindingIsSlf4jSimple() {
    assertThat(LoggerFactory.getILoggerFactory().getClass().getName())
        .isEqualTo("org.slf4j.simple.SimpleLoggerFactory");
  }

  @Test
  void noLog4jBindingIsOnTheClasspath() {
    assertThat(
            getClass()
                .getClassLoader()
                .getResource("org/apache/logging/slf4j/SLF4JServiceProvider.class"))
        .isNull();
  }
}
