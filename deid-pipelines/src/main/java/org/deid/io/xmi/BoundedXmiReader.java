package org.deid.io.xmi;

import java.io.IOException;
import java.util.OptionalLong;
import org.apache.uima.cas.CAS;
import org.apache.uima.collection.CollectionException;
import org.apache.uima.collection.CollectionReaderDescription;
import org.apache.uima.fit.descriptor.ConfigurationParameter;
import org.apache.uima.fit.descriptor.ResourceMetaData;
import org.apache.uima.fit.factory.CollectionReaderFactory;
import org.apache.uima.resource.ResourceInitializationException;
import org.deid.io.FileSizeLimit;
import org.dkpro.core.io.xmi.XmiReader;

/**
 * DKPro Core's XMI reader that first checks each file's size on disk: an XMI file larger than
 * {@link FileSizeLimit#XMI_BYTES_PER_CHAR} bytes a char of the limit is an error (its document set
 * aside, by a reason that names no file) and is never parsed, so a huge file cannot exhaust the
 * heap. The reader has moved past it, so a caller may catch the error and go on.
 */
@ResourceMetaData(
    name = "deid XMI reader",
    description = "Reads UIMA XMI files (DKPro Core's reader), setting aside files too large.")
public final class BoundedXmiReader extends XmiReader {

  /**
   * The longest document, in chars, that sizes the largest XMI file read ({@link
   * FileSizeLimit#XMI_BYTES_PER_CHAR} bytes a char); the text itself is checked once read.
   */
  public static final String PARAM_MAX_CHARS = "maxChars";

  @ConfigurationParameter(name = PARAM_MAX_CHARS, mandatory = false, defaultValue = "2147483639")
  private int maxChars;

  /** The file checked by {@link #getNext}, handed to the base reader's {@link #nextFile}. */
  private Resource checked;

  /** A reader of the {@code *.xmi} files of a folder, lenient about unknown types. */
  public static CollectionReaderDescription createReaderDescription(
      String folder, String language, int maxChars) throws ResourceInitializationException {
    return CollectionReaderFactory.createReaderDescription(
        BoundedXmiReader.class,
        PARAM_SOURCE_LOCATION,
        folder,
        PARAM_PATTERNS,
        "[+]*.xmi",
        PARAM_LANGUAGE,
        language,
        PARAM_LENIENT,
        true,
        PARAM_MAX_CHARS,
        maxChars,
        PARAM_LOG_FREQ,
        -1); // the base logs file names at INFO, and names can hold PHI
  }

  @Override
  public void getNext(CAS cas) throws IOException, CollectionException {
    Resource resource = super.nextFile();
    OptionalLong bytes = FileSizeLimit.sizeOf(resource.getResolvedUri());
    if (bytes.isPresent()) {
      try {
        FileSizeLimit.checkXmi(bytes.getAsLong(), maxChars);
      } catch (FileSizeLimit.TooLargeException e) {
        initCas(cas, resource); // the document's id, for the run's report
        throw new CollectionException(e);
      }
    }
    checked = resource;
    super.getNext(cas);
  }

  @Override
  protected Resource nextFile() {
    if (checked == null) {
      return super.nextFile();
    }
    Resource resource = checked;
    checked = null;
    return resource;
  }
}
