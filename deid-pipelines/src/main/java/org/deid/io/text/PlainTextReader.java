package org.deid.io.text;

import java.io.IOException;
import org.apache.uima.collection.CollectionException;
import org.apache.uima.collection.CollectionReaderDescription;
import org.apache.uima.fit.descriptor.ResourceMetaData;
import org.apache.uima.fit.descriptor.TypeCapability;
import org.apache.uima.fit.factory.CollectionReaderFactory;
import org.apache.uima.jcas.JCas;
import org.apache.uima.resource.ResourceInitializationException;
import org.deid.io.StrictUtf8;
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
    java.util.List<String> patterns = new java.util.ArrayList<>();
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

  @Override
  public void getNext(JCas jcas) throws IOException, CollectionException {
    Resource resource = nextFile();
    initCas(jcas, resource);
    jcas.setDocumentText(decode(resource));
  }

  /**
   * Decodes a whole file as strict UTF-8. A leading byte-order mark stays in the text, so that
   * every offset deid writes (brat, XMI, the offset map of the rewritten text) indexes the file as
   * written, as brat gold made from such a file does; the tokenizer reads the mark as a separator.
   */
  static String decode(Resource resource) throws IOException, CollectionException {
    String text;
    try {
      text = StrictUtf8.read(resource.getInputStream());
    } catch (StrictUtf8.MalformedDocumentException e) {
      // No file name in the reason: a name can hold PHI; the run names the document by its id.
      throw new CollectionException(
          new IOException(
              e.getMessage()
                  + ": convert it to UTF-8 (e.g. iconv -f windows-1252 -t utf-8 for a Windows or"
                  + " Latin-1 export)",
              e));
    }
    return text;
  }
}
