package org.deid.eval.corpus;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.apache.uima.UIMAException;
import org.apache.uima.UIMAFramework;
import org.apache.uima.cas.CAS;
import org.apache.uima.cas.CASException;
import org.apache.uima.cas.Feature;
import org.apache.uima.cas.Type;
import org.apache.uima.cas.impl.XmiCasDeserializer;
import org.apache.uima.fit.factory.TypeSystemDescriptionFactory;
import org.apache.uima.jcas.JCas;
import org.apache.uima.resource.metadata.TypeDescription;
import org.apache.uima.resource.metadata.TypeSystemDescription;
import org.apache.uima.util.CasCreationUtils;
import org.apache.uima.util.XMLInputSource;
import org.deid.eval.PhiSpan;
import org.xml.sax.SAXException;

/**
 * Reads a folder of UIMA XMI files (e.g. written by {@code deid run --format xmi} or by a cTAKES
 * pipeline). The CAS type system is deid's (with cTAKES and DKPro metadata) merged with the
 * folder's {@code TypeSystem.xml} when there is one, so gold written with another tool's types can
 * be read; types known to neither are skipped. A document's id is its path inside the folder
 * without {@code .xmi}.
 */
public final class XmiFolder {

  /** The type system file an XMI writer leaves next to the documents. */
  public static final String TYPE_SYSTEM_FILE = "TypeSystem.xml";

  private static final String XMI = ".xmi";

  /** Receives each document of a folder. */
  @FunctionalInterface
  public interface DocumentVisitor {
    /** Called with the document's id and its CAS (valid only during the call). */
    void visit(String id, JCas jcas);
  }

  private XmiFolder() {}

  /**
   * Visits every {@code .xmi} file of the folder (subfolders included) in id order.
   *
   * @throws IllegalArgumentException when the folder is missing, empty or holds a bad file
   */
  public static void forEach(Path folder, DocumentVisitor visitor) {
    if (!Files.isDirectory(folder)) {
      throw new IllegalArgumentException(folder + " is not a folder");
    }
    List<Path> files;
    try (Stream<Path> walk = Files.walk(folder)) {
      files =
          walk.filter(p -> p.getFileName().toString().endsWith(XMI) && Files.isRegularFile(p))
              .sorted()
              .toList();
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot list " + folder, e);
    }
    if (files.isEmpty()) {
      throw new IllegalArgumentException(folder + " holds no .xmi file");
    }
    CAS cas = createCas(folder);
    for (Path file : files) {
      String relative = folder.relativize(file).toString().replace('\\', '/');
      String id = relative.substring(0, relative.length() - XMI.length());
      cas.reset();
      try (InputStream in = Files.newInputStream(file)) {
        XmiCasDeserializer.deserialize(in, cas, true);
      } catch (SAXException e) {
        throw new IllegalArgumentException(
            "Document " + id + ": not a readable XMI file (" + e.getMessage() + ")", e);
      } catch (IOException e) {
        throw new UncheckedIOException("Cannot read " + file, e);
      }
      try {
        JCas jcas = cas.getJCas();
        if (jcas.getDocumentText() == null) {
          throw new IllegalArgumentException("Document " + id + ": the XMI file has no text");
        }
        visitor.visit(id, jcas);
      } catch (CASException e) {
        throw new IllegalStateException("Cannot open the CAS of " + id, e);
      }
    }
  }

  /** Gold documents: the selected annotations of every XMI file, sorted by id. */
  public static List<GoldDocument> readGold(
      Path folder, GoldSelection selection, SpanLabels labels) {
    List<GoldDocument> documents = new ArrayList<>();
    forEach(
        folder,
        (id, jcas) -> {
          JCas view = CasSpans.viewOrNull(jcas, selection.view());
          if (view == null) {
            throw new IllegalArgumentException(
                "Document " + id + ": no view named '" + selection.view() + "'");
          }
          documents.add(
              new GoldDocument(id, jcas.getDocumentText(), goldSpans(view, id, selection, labels)));
        });
    return documents;
  }

  /** System outputs: resolved {@code Phi}, candidates by source and the {@code deid} view. */
  public static List<SystemOutput> readPredictions(Path folder, SpanLabels labels) {
    List<SystemOutput> documents = new ArrayList<>();
    forEach(folder, (id, jcas) -> documents.add(CasSpans.systemOutput(id, jcas, labels)));
    return documents;
  }

  private static List<PhiSpan> goldSpans(
      JCas view, String id, GoldSelection selection, SpanLabels labels) {
    if (selection.isPhi()) {
      return CasSpans.phi(view, labels, id);
    }
    Type type = view.getTypeSystem().getType(selection.typeName());
    if (type == null) {
      throw new IllegalArgumentException(
          "Document "
              + id
              + ": type "
              + selection.typeName()
              + " is not in the type system (put its TypeSystem.xml in the XMI folder)");
    }
    Feature feature = type.getFeatureByBaseName(selection.labelFeature());
    if (feature == null || !feature.getRange().getName().equals(CAS.TYPE_NAME_STRING)) {
      throw new IllegalArgumentException(
          "Document "
              + id
              + ": type "
              + selection.typeName()
              + " has no string feature '"
              + selection.labelFeature()
              + "'");
    }
    return CasSpans.annotations(view, type, feature, labels, id);
  }

  private static CAS createCas(Path folder) {
    try {
      TypeSystemDescription own = TypeSystemDescriptionFactory.createTypeSystemDescription();
      own.resolveImports();
      List<TypeSystemDescription> parts = new ArrayList<>();
      parts.add(own);
      Path local = folder.resolve(TYPE_SYSTEM_FILE);
      if (Files.isRegularFile(local)) {
        TypeSystemDescription description =
            UIMAFramework.getXMLParser()
                .parseTypeSystemDescription(new XMLInputSource(local.toFile()));
        description.resolveImports();
        // Only the types deid does not know: a writer's copy of deid's or cTAKES's types can
        // differ in details (array element types) that would make the merge fail.
        Set<String> known = new HashSet<>();
        for (TypeDescription type : own.getTypes()) {
          known.add(type.getName());
        }
        TypeSystemDescription foreign =
            UIMAFramework.getResourceSpecifierFactory().createTypeSystemDescription();
        foreign.setTypes(
            Arrays.stream(description.getTypes())
                .filter(type -> !known.contains(type.getName()))
                .toArray(TypeDescription[]::new));
        parts.add(foreign);
      }
      return CasCreationUtils.createCas(CasCreationUtils.mergeTypeSystems(parts), null, null);
    } catch (UIMAException | IOException e) {
      throw new IllegalArgumentException(
          "Cannot build the type system for " + folder + ": " + e.getMessage(), e);
    }
  }
}
