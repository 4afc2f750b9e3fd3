package org.deid.io.brat;

import java.io.IOException;
import java.io.InputStream;
import java.util.Optional;
import java.util.OptionalLong;
import org.apache.uima.UimaContext;
import org.apache.uima.cas.CAS;
import org.apache.uima.cas.CASException;
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
import org.deid.scheme.LabelScheme;
import org.deid.taxonomy.PhiClass;
import org.deid.type.Phi;
import org.dkpro.core.api.io.JCasResourceCollectionReader_ImplBase;

/**
 * Reads brat standoff folders: each {@code X.txt} (strict UTF-8) becomes a document whose text is
 * in {@code _InitialView}; the text-bound annotations of {@code X.ann}, when that file exists,
 * become {@link Phi} annotations in a separate gold view, never mixed with predictions.
 *
 * <p>Each {@code Phi} carries the brat label, the taxonomy class that the label scheme gives it,
 * and as {@code id} the number of its {@code T} id. A discontinuous annotation becomes one {@code
 * Phi} per fragment, all with the same id and label ({@link BratWriter} joins them again). Lines
 * other than {@code T} (attributes, relations, notes...) are checked for syntax but not carried
 * into the CAS. A {@code .txt} without {@code .ann} is a document without gold.
 *
 * <p>A bad document ends {@link #getNext} with a {@link CollectionException} that names the
 * document and the reason, after the reader has moved past it, so a caller may catch it, reset the
 * CAS and go on with the next document.
 */
@ResourceMetaData(
    name = "Brat Reader",
    description =
        "Reads brat standoff .txt/.ann pairs; gold annotations go as Phi into a separate view.")
@TypeCapability(
    outputs = {
      "de.tudarmstadt.ukp.dkpro.core.api.metadata.type.DocumentMetaData",
      "org.deid.type.Phi"
    })
public final class BratReader extends JCasResourceCollectionReader_ImplBase {

  /** The name of the default gold view. */
  public static final String DEFAULT_GOLD_VIEW = "gold";

  /** Name or path of the label scheme of the {@code .ann} labels (e.g. {@code meddocan}). */
  public static final String PARAM_SCHEME = "labelScheme";

  @ConfigurationParameter(name = PARAM_SCHEME, mandatory = true)
  private String schemeName;

  /** The view that receives the gold annotations; it gets the same text and language. */
  public static final String PARAM_GOLD_VIEW = "goldView";

  @ConfigurationParameter(
      name = PARAM_GOLD_VIEW,
      mandatory = true,
      defaultValue = DEFAULT_GOLD_VIEW)
  private String goldViewName;

  /**
   * Keep annotations whose label the scheme does not know, with an empty category, instead of
   * failing the document.
   */
  public static final String PARAM_KEEP_UNKNOWN_LABELS = "keepUnknownLabels";

  @ConfigurationParameter(
      name = PARAM_KEEP_UNKNOWN_LABELS,
      mandatory = true,
      defaultValue = "false")
  private boolean keepUnknownLabels;

  /**
   * The longest text read, in chars: a longer document is an error (its document set aside) found
   * from the size on disk of its {@code .txt} or {@code .ann}, or after at most this many chars
   * decoded, never by holding it whole; the reason names no file.
   */
  public static final String PARAM_MAX_CHARS = "maxChars";

  @ConfigurationParameter(name = PARAM_MAX_CHARS, mandatory = false, defaultValue = "2147483639")
  private int maxChars;

  static final String MESSAGES = "org.deid.io.brat.BratMessages";

  private static final String TXT = ".txt";
  private static final String ANN = ".ann";

  private LabelScheme scheme;

  /**
   * A reader of every {@code .txt} file under a folder, and its sibling {@code .ann} files.
   *
   * @param sourceFolder the folder (subfolders are read too)
   * @param language the documents' language (e.g. {@code es}), or null
   * @param scheme the label scheme of the {@code .ann} labels (e.g. {@code meddocan})
   */
  public static CollectionReaderDescription createReaderDescription(
      String sourceFolder, String language, String scheme) throws ResourceInitializationException {
    return CollectionReaderFactory.createReaderDescription(
        BratReader.class,
        PARAM_SOURCE_LOCATION,
        sourceFolder,
        PARAM_PATTERNS,
        new String[] {INCLUDE_PREFIX + "**/*" + TXT},
        PARAM_LANGUAGE,
        language,
        PARAM_SCHEME,
        scheme,
        PARAM_LOG_FREQ,
        -1); // the base logs file names at INFO, and names can hold PHI
  }

  /** As {@link #createReaderDescription(String, String, String)}, up to a length in chars. */
  public static CollectionReaderDescription createReaderDescription(
      String sourceFolder, String language, String scheme, int maxChars)
      throws ResourceInitializationException {
    CollectionReaderDescription reader = createReaderDescription(sourceFolder, language, scheme);
    reader
        .getMetaData()
        .getConfigurationParameterSettings()
        .setParameterValue(PARAM_MAX_CHARS, maxChars);
    return reader;
  }

  @Override
  public void initialize(UimaContext context) throws ResourceInitializationException {
    super.initialize(context);
    if (goldViewName.isBlank() || goldViewName.equals(CAS.NAME_DEFAULT_SOFA)) {
      throw new ResourceInitializationException(
          MESSAGES,
          "bad_parameter",
          new Object[] {
            PARAM_GOLD_VIEW, "the gold view must be a named view other than the text's"
          });
    }
    try {
      scheme = LabelScheme.load(schemeName);
    } catch (RuntimeException e) {
      // IllegalArgumentException (unknown scheme) or UncheckedIOException (unreadable file).
      throw new ResourceInitializationException(
          MESSAGES, "bad_parameter", new Object[] {PARAM_SCHEME, e.getMessage()}, e);
    }
  }

  @Override
  public void getNext(JCas jcas) throws IOException, CollectionException {
    // Advance first: whatever goes wrong below, the next call reads the next document.
    Resource resource = nextFile();
    String document = resource.getPath();
    initCas(jcas, resource);
    try {
      if (!document.endsWith(TXT)) {
        throw new BratFormatException(document, 0, "not a .txt file");
      }
      checkSize(resource.getResource());
      String text = readUtf8(document, resource.getInputStream(), maxChars, resource.getResource());
      jcas.setDocumentText(text);
      JCas gold = jcas.createView(goldViewName);
      gold.setDocumentText(text);
      gold.setDocumentLanguage(jcas.getDocumentLanguage());
      String annName = document.substring(0, document.length() - TXT.length()) + ANN;
      org.springframework.core.io.Resource ann =
          resource.getResource().createRelative(fileName(annName));
      if (ann.exists()) {
        checkSize(ann);
        String content = readUtf8(annName, ann.getInputStream(), maxChars, ann);
        BratDocument parsed = BratAnnFormat.parse(annName, content);
        BratAnnFormat.check(annName, parsed, text);
        addGold(gold, annName, parsed, new CodePointOffsets(text));
      }
    } catch (BratFormatException e) {
      throw new CollectionException(
          MESSAGES, "bad_document", new Object[] {e.where(), e.reason()}, e);
    } catch (CASException e) {
      throw new CollectionException(
          MESSAGES, "bad_document", new Object[] {document, "cannot create the gold view"}, e);
    }
  }

  private void addGold(JCas gold, String annName, BratDocument ann, CodePointOffsets offsets)
      throws BratFormatException {
    int lineNumber = 0;
    for (BratLine line : ann.lines()) {
      lineNumber++;
      if (!(line instanceof BratTextBound textBound)) {
        continue;
      }
      Optional<PhiClass> phiClass = scheme.toTaxonomy(textBound.label());
      if (phiClass.isEmpty() && !keepUnknownLabels) {
        throw new BratFormatException(
            annName,
            lineNumber,
            "label " + textBound.label() + " is not part of the " + scheme.name() + " scheme");
      }
      for (BratSpan span : textBound.spans()) {
        Phi phi = new Phi(gold, offsets.toChar(span.begin()), offsets.toChar(span.end()));
        phi.setId(textBound.number());
        phi.setLabel(textBound.label());
        phi.setCategory(phiClass.map(c -> c.category().name()).orElse(""));
        phi.setSubtype(phiClass.flatMap(PhiClass::optionalSubtype).map(Enum::name).orElse(""));
        phi.setRole(phiClass.flatMap(PhiClass::optionalRole).map(Enum::name).orElse(""));
        phi.addToIndexes();
      }
    }
  }

  private static String fileName(String path) {
    return path.substring(path.lastIndexOf('/') + 1);
  }

  /** Sets aside, unread, a file whose size on disk shows more than {@code maxChars} chars. */
  private void checkSize(org.springframework.core.io.Resource file)
      throws IOException, CollectionException {
    OptionalLong bytes = FileSizeLimit.sizeOf(file.getURI());
    if (bytes.isPresent()) {
      try {
        FileSizeLimit.checkUtf8(bytes.getAsLong(), maxChars);
      } catch (FileSizeLimit.TooLargeException e) {
        throw new CollectionException(e);
      }
    }
  }

  /**
   * Decodes strictly, at most {@code maxChars + 1} chars: a malformed byte is an error that names
   * the file and the byte offset; a longer text is too large, by a reason that names no file.
   */
  private static String readUtf8(
      String document, InputStream in, int maxChars, org.springframework.core.io.Resource file)
      throws IOException, BratFormatException, CollectionException {
    try {
      return StrictUtf8.read(in, maxChars);
    } catch (StrictUtf8.MalformedDocumentException e) {
      throw new BratFormatException(document, 0, e.getMessage());
    } catch (StrictUtf8.TooLongException e) {
      throw new CollectionException(FileSizeLimit.tooLarge(file.contentLength(), maxChars));
    }
  }
}
