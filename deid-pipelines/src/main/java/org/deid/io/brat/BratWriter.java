package org.deid.io.brat;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apache.uima.UimaContext;
import org.apache.uima.analysis_engine.AnalysisEngineDescription;
import org.apache.uima.analysis_engine.AnalysisEngineProcessException;
import org.apache.uima.cas.CAS;
import org.apache.uima.cas.CASException;
import org.apache.uima.fit.descriptor.ConfigurationParameter;
import org.apache.uima.fit.descriptor.ResourceMetaData;
import org.apache.uima.fit.descriptor.TypeCapability;
import org.apache.uima.fit.factory.AnalysisEngineFactory;
import org.apache.uima.jcas.JCas;
import org.apache.uima.resource.ResourceInitializationException;
import org.deid.io.OwnerOnlyFiles;
import org.deid.scheme.LabelScheme;
import org.deid.type.Phi;
import org.dkpro.core.api.io.JCasFileWriter_ImplBase;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Writes each document as a brat standoff pair: {@code NAME.txt} holds the text of the chosen view
 * and {@code NAME.ann} one text-bound annotation per {@link Phi} of that view, labelled in a label
 * scheme. {@code NAME} is the document's relative path (or id) without a {@code .txt} extension, so
 * a folder read by {@link BratReader} is written back under the same names.
 *
 * <p>The label is the {@code Phi}'s own {@code label} when the scheme has it, otherwise the
 * scheme's label for the {@code Phi}'s taxonomy class; a PHI that the scheme cannot express is
 * skipped and counted (the count is logged, never the text). {@code Phi}s that share an id and a
 * label are the fragments of one discontinuous annotation (as {@link BratReader} writes them). A
 * {@code Phi} that crosses a line break is written as fragments that leave the breaks out, as brat
 * does. Ids: the {@code Phi}'s id when it is set and unique, otherwise new numbers in offset order.
 *
 * <p>Writing the text is the point of this writer: use it only where the text may go.
 */
@ResourceMetaData(
    name = "Brat Writer",
    description = "Writes the text and the Phi annotations of a view as brat standoff .txt/.ann.")
@TypeCapability(
    inputs = {
      "de.tudarmstadt.ukp.dkpro.core.api.metadata.type.DocumentMetaData",
      "org.deid.type.Phi"
    })
public final class BratWriter extends JCasFileWriter_ImplBase {

  private static final Logger LOG = LoggerFactory.getLogger(BratWriter.class);

  private static final String TXT = ".txt";
  private static final String ANN = ".ann";

  /** Name or path of the label scheme to write labels in (e.g. {@code meddocan}). */
  public static final String PARAM_SCHEME = "labelScheme";

  @ConfigurationParameter(name = PARAM_SCHEME, mandatory = true)
  private String schemeName;

  /** The view whose text and {@code Phi} annotations are written (e.g. {@code gold}). */
  public static final String PARAM_VIEW = "phiView";

  @ConfigurationParameter(name = PARAM_VIEW, mandatory = true, defaultValue = "_InitialView")
  private String viewName;

  private LabelScheme scheme;
  private long documents;
  private long written;
  private long skipped;

  /**
   * A writer of the {@code Phi} annotations of a view into a folder.
   *
   * @param targetFolder the folder to write to
   * @param view the view to write ({@code _InitialView} for predictions, {@code gold} for gold)
   * @param scheme the label scheme to write labels in (e.g. {@code meddocan})
   */
  public static AnalysisEngineDescription createWriterDescription(
      String targetFolder, String view, String scheme) throws ResourceInitializationException {
    return AnalysisEngineFactory.createEngineDescription(
        BratWriter.class,
        PARAM_TARGET_LOCATION,
        targetFolder,
        PARAM_VIEW,
        view,
        PARAM_SCHEME,
        scheme);
  }

  @Override
  public void initialize(UimaContext context) throws ResourceInitializationException {
    super.initialize(context);
    try {
      scheme = LabelScheme.load(schemeName);
    } catch (RuntimeException e) {
      // IllegalArgumentException (unknown scheme) or UncheckedIOException (unreadable file).
      throw new ResourceInitializationException(
          BratReader.MESSAGES, "bad_parameter", new Object[] {PARAM_SCHEME, e.getMessage()}, e);
    }
    documents = 0;
    written = 0;
    skipped = 0;
  }

  @Override
  public void process(JCas jcas) throws AnalysisEngineProcessException {
    String name = getRelativePath(jcas);
    if (name.endsWith(TXT)) {
      name = name.substring(0, name.length() - TXT.length());
    }
    JCas view;
    try {
      view = jcas.getView(viewName);
    } catch (CASException | RuntimeException e) {
      throw new AnalysisEngineProcessException(
          BratReader.MESSAGES, "bad_document", new Object[] {name, "no view " + viewName}, e);
    }
    String text = view.getDocumentText() == null ? "" : view.getDocumentText();
    BratDocument ann = toBrat(view, text);
    try (OutputStream out = getOutputStream(name, TXT)) {
      out.write(text.getBytes(StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new AnalysisEngineProcessException(e);
    }
    try (OutputStream out = getOutputStream(name, ANN)) {
      out.write(BratAnnFormat.serialize(ann).getBytes(StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new AnalysisEngineProcessException(e);
    }
    documents++;
  }

  /**
   * Opens a file; the original text (the initial view) and its PHI go to files restricted to their
   * owner before anything is written into them.
   */
  @Override
  protected NamedOutputStream getOutputStream(String relativePath, String extension)
      throws IOException {
    NamedOutputStream out = super.getOutputStream(relativePath, extension);
    if (CAS.NAME_DEFAULT_SOFA.equals(viewName)) {
      OwnerOnlyFiles.restrictOpened(out.getName());
    }
    return out;
  }

  private BratDocument toBrat(JCas view, String text) {
    // Group the PHI into annotations: fragments of one annotation share an id and a label.
    Map<String, List<Phi>> byIdAndLabel = new LinkedHashMap<>();
    List<List<Phi>> unnumbered = new ArrayList<>();
    for (Phi phi : view.select(Phi.class)) {
      Optional<String> label = labelOf(phi);
      if (label.isEmpty()) {
        skipped++;
        continue;
      }
      if (phi.getId() > 0) {
        byIdAndLabel
            .computeIfAbsent(phi.getId() + "\t" + label.get(), k -> new ArrayList<>())
            .add(phi);
      } else {
        unnumbered.add(new ArrayList<>(List.of(phi)));
      }
    }
    // An id used with two labels is not unique: those PHI get new numbers.
    Map<Integer, Integer> labelsPerId = new HashMap<>();
    for (List<Phi> group : byIdAndLabel.values()) {
      labelsPerId.merge(group.get(0).getId(), 1, Integer::sum);
    }
    List<Entry> entries = new ArrayList<>();
    int maxId = 0;
    for (List<Phi> group : byIdAndLabel.values()) {
      int id = group.get(0).getId();
      if (labelsPerId.get(id) == 1) {
        entries.add(new Entry(id, labelOf(group.get(0)).orElseThrow(), group));
        maxId = Math.max(maxId, id);
      } else {
        for (Phi phi : group) {
          unnumbered.add(List.of(phi));
        }
      }
    }
    unnumbered.sort(
        Comparator.comparingInt((List<Phi> g) -> g.get(0).getBegin())
            .thenComparingInt(g -> g.get(0).getEnd()));
    for (List<Phi> group : unnumbered) {
      entries.add(new Entry(++maxId, labelOf(group.get(0)).orElseThrow(), group));
    }
    CodePointOffsets offsets = new CodePointOffsets(text);
    List<BratLine> lines = new ArrayList<>();
    entries.sort(Comparator.comparingInt(Entry::id));
    for (Entry entry : entries) {
      Optional<BratTextBound> textBound = entry.toTextBound(text, offsets);
      if (textBound.isPresent()) {
        lines.add(textBound.get());
      } else {
        skipped++;
      }
    }
    written += lines.size();
    return BratDocument.of(lines);
  }

  private Optional<String> labelOf(Phi phi) {
    return scheme.labelFor(phi.getLabel(), phi.getCategory(), phi.getSubtype(), phi.getRole());
  }

  @Override
  public void collectionProcessComplete() throws AnalysisEngineProcessException {
    super.collectionProcessComplete();
    LOG.info(
        "Wrote {} documents with {} annotations in the {} scheme; skipped {} PHI that the scheme"
            + " cannot express",
        documents,
        written,
        scheme.name(),
        skipped);
  }

  /** One text-bound annotation to write: its number, label and fragments. */
  private record Entry(int id, String label, List<Phi> fragments) {

    /** The annotation, or empty when no fragment covers any text inside the document. */
    Optional<BratTextBound> toTextBound(String text, CodePointOffsets offsets) {
      List<BratSpan> spans = new ArrayList<>();
      StringBuilder covered = new StringBuilder();
      fragments.stream()
          .sorted(Comparator.comparingInt(Phi::getBegin).thenComparingInt(Phi::getEnd))
          .filter(phi -> phi.getBegin() >= 0 && phi.getEnd() <= text.length())
          .forEach(
              phi -> addLinePieces(phi.getBegin(), phi.getEnd(), text, offsets, spans, covered));
      return spans.isEmpty()
          ? Optional.empty()
          : Optional.of(new BratTextBound("T" + id, label, spans, covered.toString()));
    }

    /** Adds the pieces of [begin, end) between line breaks, as brat cannot span a line break. */
    private static void addLinePieces(
        int begin,
        int end,
        String text,
        CodePointOffsets offsets,
        List<BratSpan> spans,
        StringBuilder covered) {
      int start = begin;
      for (int i = begin; i <= end; i++) {
        boolean lineBreak = i < end && (text.charAt(i) == '\n' || text.charAt(i) == '\r');
        if (i == end || lineBreak) {
          int codePointBegin = offsets.toCodePoint(start);
          int codePointEnd = offsets.toCodePoint(i);
          if (codePointEnd > codePointBegin) {
            if (covered.length() > 0) {
              covered.append(' ');
            }
            covered.append(text, offsets.toChar(codePointBegin), offsets.toChar(codePointEnd));
            spans.add(new BratSpan(codePointBegin, codePointEnd));
          }
          start = i + 1;
        }
      }
    }
  }
}
