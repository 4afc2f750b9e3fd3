package org.deid.io.text;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.apache.uima.collection.CollectionException;
import org.apache.uima.collection.CollectionReaderDescription;
import org.apache.uima.fit.descriptor.ConfigurationParameter;
import org.apache.uima.fit.descriptor.ResourceMetaData;
import org.apache.uima.fit.descriptor.TypeCapability;
import org.apache.uima.fit.factory.CollectionReaderFactory;
import org.apache.uima.jcas.JCas;
import org.apache.uima.resource.ResourceInitializationException;
import org.deid.io.FileSizeLimit;
import org.deid.io.StrictUtf8;
import org.deid.io.folder.InputListing;
import org.dkpro.core.api.io.JCasResourceCollectionReader_ImplBase;

/**
 * Reads a folder of UTF-8 plain-text notes, one document per file. Unlike a lenient reader, a file
 * that is not valid UTF-8 is an error naming the file, never a document with replaced characters.
 */
@ResourceMetaData(
    name = "deid plain-text reader",
    description = "Reads UTF-8 plain-text notes, one document per file, strictly decoded.")
@TypeCapability(outputs = "de.tudarmstadt.ukp.dkpro.core.api.metadata.type.DocumentMetaData")
public final class PlainTextReader extends JCasResourceCollectionReader_ImplBase {

  /**
   * The longest note read, in chars: a longer file is an error (its document set aside) found from
   * its size on disk, or after at most this many chars decoded, never by holding it whole.
   */
  public static final String PARAM_MAX_CHARS = "maxChars";

  @ConfigurationParameter(name = PARAM_MAX_CHARS, mandatory = false, defaultValue = "2147483639")
  private int maxChars;

  /** Creates a reader of the {@code *.txt} files of a folder, in the given language. */
  public static CollectionReaderDescription createReaderDescription(String folder, String language)
      throws ResourceInitializationException {
    return createReaderDescription(folder, language, false, "*.txt");
  }

  /**
   * Creates a reader of the files of a folder whose names match a pattern ({@code *} and {@code ?}
   * wildcards), in sub-folders too when {@code recursive}. The pattern {@code *.txt} also takes
   * {@code *.TXT}.
   */
  public static CollectionReaderDescription createReaderDescription(
      String folder, String language, boolean recursive, String namePattern)
      throws ResourceInitializationException {
    List<String> patterns = new ArrayList<>();
    patterns.add(namePattern);
    if (namePattern.equals("*.txt")) {
      patterns.add("*.TXT");
    }
    return CollectionReaderFactory.createReaderDescription(
        PlainTextReader.class,
        PARAM_SOURCE_LOCATION,
        folder,
        PARAM_PATTERNS,
        patterns.stream().map(p -> "[+]" + (recursive ? "**/" : "") + p).toArray(String[]::new),
        PARAM_LANGUAGE,
        language,
        PARAM_LOG_FREQ,
        -1); // the base logs file names at INFO, and names can hold PHI
  }

  /** As {@link #createReaderDescription(String, String, boolean, String)}, up to a length. */
  public static CollectionReaderDescription createReaderDescription(
      String folder, String language, boolean recursive, String namePattern, int maxChars)
      throws ResourceInitializationException {
    CollectionReaderDescription reader =
        createReaderDescription(folder, language, recursive, namePattern);
    reader
        .getMetaData()
        .getConfigurationParameterSettings()
        .setParameterValue(PARAM_MAX_CHARS, maxChars);
    return reader;
  }

  @Override
  public void getNext(JCas jcas) throws IOException, CollectionException {
    Resource resource = nextFile();
    initCas(jcas, resource);
    jcas.setDocumentText(read(Path.of(resource.getResolvedUri()), maxChars));
  }

  /**
   * Decodes a whole file as strict UTF-8, unless its size on disk or its first {@code maxChars + 1}
   * chars show it is longer than {@code maxChars}. A leading byte-order mark stays in the text, so
   * that every offset deid writes (brat, XMI, the offset map of the rewritten text) indexes the
   * file as written, as brat gold made from such a file does; the tokenizer reads the mark as a
   * separator. No reason names the file: a name can hold PHI; the run names the document by its id.
   */
  static String read(Path file, int maxChars) throws CollectionException {
    try {
      Optional<String> unreadable = InputListing.reasonNotReadable(file);
      if (unreadable.isPresent()) {
        throw new CollectionException(new IOException(unreadable.get()));
      }
      FileSizeLimit.checkUtf8(Files.size(file), maxChars);
      return StrictUtf8.read(Files.newInputStream(file), maxChars);
    } catch (StrictUtf8.MalformedDocumentException e) {
      throw new CollectionException(
          new IOException(
              e.getMessage()
                  + ": convert it to UTF-8 (e.g. iconv -f windows-1252 -t utf-8 for a Windows or"
                  + " Latin-1 export)",
              e));
    } catch (StrictUtf8.TooLongException e) {
      throw new CollectionException(FileSizeLimit.tooLarge(file.toFile().length(), maxChars));
    } catch (FileSizeLimit.TooLargeException e) {
      throw new CollectionException(e);
    } catch (IOException e) {
      throw new CollectionException(new IOException(InputListing.reasonOf(file, e)));
    }
  }
}
