package org.deid.synth;

import de.tudarmstadt.ukp.dkpro.core.api.metadata.type.DocumentMetaData;
import org.apache.uima.cas.CASException;
import org.apache.uima.jcas.JCas;
import org.deid.type.Phi;

/**
 * Puts a synthetic note into a CAS as a gold document: the text in the initial view and in the gold
 * view, each gold span a {@link Phi} of the gold view (category, subtype and role set, label empty
 * so that writers choose the label of their scheme), as {@code BratReader} reads gold.
 */
public final class SyntheticCas {

  private SyntheticCas() {}

  /**
   * Fills a reset CAS with a note.
   *
   * @param jcas an empty CAS
   * @param note the note
   * @param language the note's language code
   * @param goldView the name of the gold view (e.g. {@code gold})
   */
  public static void fill(JCas jcas, SyntheticNote note, String language, String goldView)
      throws CASException {
    jcas.setDocumentText(note.text());
    jcas.setDocumentLanguage(language);
    DocumentMetaData meta = DocumentMetaData.create(jcas);
    meta.setDocumentId(note.id() + ".txt");
    meta.setDocumentTitle(note.id());
    JCas gold = jcas.createView(goldView);
    gold.setDocumentText(note.text());
    gold.setDocumentLanguage(language);
    for (GoldSpan span : note.spans()) {
      Phi phi = new Phi(gold, span.begin(), span.end());
      phi.setLabel("");
      phi.setCategory(span.phiClass().category().name());
      phi.setSubtype(span.phiClass().optionalSubtype().map(Enum::name).orElse(""));
      phi.setRole(span.phiClass().optionalRole().map(Enum::name).orElse(""));
      phi.addToIndexes();
    }
  }
}
