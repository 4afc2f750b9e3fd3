package org.deid.eval.corpus;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.uima.UIMAException;
import org.apache.uima.cas.impl.XmiCasSerializer;
import org.apache.uima.fit.factory.JCasFactory;
import org.apache.uima.jcas.JCas;
import org.deid.type.Phi;
import org.deid.type.PhiCandidate;
import org.xml.sax.SAXException;

/**
 * A processed CAS as deid leaves it: gold {@code Phi} in view {@code gold}, candidates of two
 * detectors and the resolved {@code Phi} in the text's view, and the rewritten text in view {@code
 * deid}.
 */
final class TinyCas {

  static final String TEXT = "Juan vive en Madrid. juan@x.es";

  private TinyCas() {}

  /**
   * Gold: Juan (NOMBRE_SUJETO_ASISTENCIA), Madrid (TERRITORIO). Candidates: lexicon finds Juan (a
   * patient's name) and Madrid (a city); regex finds the e-mail address. Resolved: Juan and the
   * e-mail; both are replaced by tags in the deid view, Madrid stays.
   */
  static JCas create() throws UIMAException {
    JCas jcas = JCasFactory.createJCas();
    jcas.setDocumentText(TEXT);
    jcas.setDocumentLanguage("es");
    JCas gold = jcas.createView("gold");
    gold.setDocumentText(TEXT);
    gold(gold, "Juan", "NOMBRE_SUJETO_ASISTENCIA", "NAME");
    gold(gold, "Madrid", "TERRITORIO", "LOCATION");

    candidate(jcas, "Juan", "lexicon", "NAME", "", "PATIENT");
    candidate(jcas, "Madrid", "lexicon", "LOCATION", "CITY", "");
    candidate(jcas, "juan@x.es", "regex", "CONTACT", "EMAIL", "");
    resolved(jcas, "Juan", "NAME", "", "PATIENT");
    resolved(jcas, "juan@x.es", "CONTACT", "EMAIL", "");

    String rewritten = "[NAME] vive en Madrid. [CONTACT]";
    JCas deid = jcas.createView("deid");
    deid.setDocumentText(rewritten);
    replacement(deid, 0, 6, 0, 4);
    replacement(deid, 23, 32, 21, 30);
    return jcas;
  }

  /** Writes a CAS as {@code folder/id.xmi}. */
  static void writeXmi(JCas jcas, Path folder, String id) {
    try {
      Files.createDirectories(folder);
      try (OutputStream out = Files.newOutputStream(folder.resolve(id + ".xmi"))) {
        XmiCasSerializer.serialize(jcas.getCas(), out);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (SAXException e) {
      throw new IllegalStateException(e);
    }
  }

  private static void gold(JCas view, String covered, String label, String category) {
    int begin = TEXT.indexOf(covered);
    Phi phi = new Phi(view, begin, begin + covered.length());
    phi.setLabel(label);
    phi.setCategory(category);
    phi.addToIndexes();
  }

  private static void candidate(
      JCas jcas, String covered, String source, String category, String subtype, String role) {
    int begin = TEXT.indexOf(covered);
    PhiCandidate candidate = new PhiCandidate(jcas, begin, begin + covered.length());
    candidate.setSource(source);
    candidate.setCategory(category);
    candidate.setSubtype(subtype);
    candidate.setRole(role);
    candidate.addToIndexes();
  }

  private static void resolved(
      JCas jcas, String covered, String category, String subtype, String role) {
    int begin = TEXT.indexOf(covered);
    Phi phi = new Phi(jcas, begin, begin + covered.length());
    phi.setCategory(category);
    phi.setSubtype(subtype);
    phi.setRole(role);
    phi.addToIndexes();
  }

  private static void replacement(
      JCas deid, int begin, int end, int originalBegin, int originalEnd) {
    Phi phi = new Phi(deid, begin, end);
    phi.setOriginalBegin(originalBegin);
    phi.setOriginalEnd(originalEnd);
    phi.setSurrogate(deid.getDocumentText().substring(begin, end));
    phi.addToIndexes();
  }
}
