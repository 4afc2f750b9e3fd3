package org.deid.detect.crf;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Locale;

/**
 * Loads the CRFsuite JNI library that the jcrfsuite jar bundles, once per JVM. jcrfsuite's own
 * loader injects classes into the boot class loader by reflection, which Java 17 forbids; this one
 * extracts the library to a temporary file and calls {@link System#load}, so the JNI classes of the
 * jar bind to it in our class loader.
 */
final class CrfSuiteLibrary {

  private static boolean loaded;

  private CrfSuiteLibrary() {}

  /**
   * Makes the native library available; later calls return at once.
   *
   * @throws UnsupportedOperationException on a platform the jar has no library for
   */
  static synchronized void load() {
    if (loaded) {
      return;
    }
    String resource =
        "/crfsuite-0.12/" + platformFolder() + "/" + System.mapLibraryName("crfsuite");
    try (InputStream in = CrfSuiteLibrary.class.getResourceAsStream(resource)) {
      if (in == null) {
        throw new UnsupportedOperationException(
            "No CRFsuite native library for this platform in the jcrfsuite jar: " + resource);
      }
      Path library =
          Files.createTempFile("deid-crfsuite-", "-" + System.mapLibraryName("crfsuite"));
      library.toFile().deleteOnExit();
      Files.copy(in, library, StandardCopyOption.REPLACE_EXISTING);
      System.load(library.toAbsolutePath().toString());
      loaded = true;
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot extract the CRFsuite native library", e);
    }
  }

  private static String platformFolder() {
    String os = System.getProperty("os.name", "").toLowerCase(Locale.ROOT);
    String arch = System.getProperty("os.arch", "").toLowerCase(Locale.ROOT);
    boolean x64 = arch.equals("amd64") || arch.equals("x86_64");
    if (os.contains("linux")) {
      return x64 ? "Linux/amd64" : "Linux/i386";
    }
    if (os.contains("mac")) {
      return x64 ? "Mac/x86_64" : "Mac/i386";
    }
    if (os.contains("windows")) {
      return x64 ? "Windows/amd64" : "Windows/x86";
    }
    throw new UnsupportedOperationException("CRFsuite: unsupported platform " + os + "/" + arch);
  }
}
