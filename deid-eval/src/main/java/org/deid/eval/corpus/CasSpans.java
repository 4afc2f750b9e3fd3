package org.deid.eval.corpus;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;
import org.apache.uima.cas.CASException;
import org.apache.uima.cas.Feature;
import org.apache.uima.cas.Type;
import org.apache.uima.cas.text.AnnotationFS;
import org.apache.uima.fit.util.CasUtil;
import org.apache.uima.fit.util.JCasUtil;
import org.apache.uima.jcas.JCas;
import org.deid.eval.PhiSpan;
import org.deid.eval.leak.TextEdit;
import org.deid.type.Phi;
import org.deid.type.PhiCandidate;

/** Reads PHI spans, candidates and replacements out of a CAS, labelled at the comparison level. */
public final class CasSpans {

  /** The view the substitution step writes the rewritten text into. */
  public static final String DEID_VIEW = "deid";

  private CasSpans() {}

  /** Every {@link Phi} of a view. */
  public static List<PhiSpan> phi(JCas view, SpanLabels labels, String document) {
    List<PhiSpan> spans = new ArrayList<>();
    String text = view.getDocumentText();
    for (Phi phi : JCasUtil.select(view, Phi.class)) {
      addLinePieces(
          text,
          phi.getBegin(),
          phi.getEnd(),
          labels.ofAnnotation(
              phi.getLabel(), phi.getCategory(), phi.getSubtype(), phi.getRole(), document),
          spans);
    }
    return spans;
  }

  /**
   * Every annotation of a type in a view, labelled by the scheme label held in a string feature
   * (gold written by another tool).
   */
  public static List<PhiSpan> annotations(
      JCas view, Type type, Feature labelFeature, SpanLabels labels, String document) {
    List<PhiSpan> spans = new ArrayList<>();
    for (AnnotationFS annotation : CasUtil.select(view.getCas(), type)) {
      String label = annotation.getStringValue(labelFeature);
      if (label == null || label.isBlank()) {
        throw new IllegalArgumentException(
            "Document "
                + document
                + ": an annotation of type "
                + type.getName()
                + " at ["
                + annotation.getBegin()
                + ", "
                + annotation.getEnd()
                + ") has no "
                + labelFeature.getShortName());
      }
      addLinePieces(
          view.getDocumentText(),
          annotation.getBegin(),
          annotation.getEnd(),
          labels.ofSchemeLabel(label, document),
          spans);
    }
    return spans;
  }

  /** The {@link PhiCandidate}s of a view grouped by their source (the detector's id). */
  public static SortedMap<String, List<PhiSpan>> candidatesBySource(
      JCas view, SpanLabels labels, String document) {
    SortedMap<String, List<PhiSpan>> bySource = new TreeMap<>();
    String text = view.getDocumentText();
    for (PhiCandidate candidate : JCasUtil.select(view, PhiCandidate.class)) {
      String source = candidate.getSource();
      if (source == null || source.isBlank()) {
        source = "unknown";
      }
      addLinePieces(
          text,
          candidate.getBegin(),
          candidate.getEnd(),
          labels.ofAnnotation(
              candidate.getLabel(),
              candidate.getCategory(),
              candidate.getSubtype(),
              candidate.getRole(),
              document),
          bySource.computeIfAbsent(source, ignored -> new ArrayList<>()));
    }
    return bySource;
  }

  private static boolean crossesLine(String text, int begin, int end) {
    for (int i = Math.max(begin, 0); i < end; i++) {
      if (text.charAt(i) == '\n' || text.charAt(i) == '\r') {
        return true;
      }
    }
    return false;
  }

  /**
   * Adds the pieces of {@code [begin, end)} on each of its lines, blanks at their ends left out: a
   * gold span stays on one line (the annotation guide; brat writes a span across lines as
   * fragments), so a mention that a detector reads across a wrapped line is scored line by line
   * too.
   */
  static void addLinePieces(String text, int begin, int end, String label, List<PhiSpan> out) {
    if (text == null || end > text.length() || !crossesLine(text, begin, end)) {
      out.add(new PhiSpan(begin, end, label));
      return;
    }
    int start = begin;
    for (int i = begin; i <= end; i++) {
      if (i == end || text.charAt(i) == '\n' || text.charAt(i) == '\r') {
        int pieceBegin = start;
        int pieceEnd = i;
        while (pieceBegin < pieceEnd && Character.isWhitespace(text.charAt(pieceBegin))) {
          pieceBegin++;
        }
        while (pieceEnd > pieceBegin && Character.isWhitespace(text.charAt(pieceEnd - 1))) {
          pieceEnd--;
        }
        if (pieceEnd > pieceBegin) {
          out.add(new PhiSpan(pieceBegin, pieceEnd, label));
        }
        start = i + 1;
      }
    }
  }

  /**
   * The replacements recorded in the rewritten view: each {@link Phi} there carries its original
   * offsets, and the text it covers in the rewritten view is what replaced them. Null when the CAS
   * has no such view.
   *
   * @throws IllegalArgumentException when the replacements do not give the view's text
   */
  public static List<TextEdit> edits(JCas jcas, String viewName, String document) {
    JCas view = viewOrNull(jcas, viewName);
    if (view == null) {
      return null;
    }
    String original = jcas.getDocumentText();
    String rewritten = view.getDocumentText();
    List<TextEdit> edits = new ArrayList<>();
    StringBuilder rebuilt = new StringBuilder();
    int cursor = 0;
    for (Phi phi : JCasUtil.select(view, Phi.class)) {
      int begin = phi.getOriginalBegin();
      int end = phi.getOriginalEnd();
      if (begin < cursor || end < begin || end > original.length()) {
        throw new IllegalArgumentException(
            "Document "
                + document
                + ": a replacement in view "
                + viewName
                + " has bad original offsets ["
                + begin
                + ", "
                + end
                + ")");
      }
      String replacement = phi.getCoveredText();
      edits.add(new TextEdit(begin, end, replacement));
      rebuilt.append(original, cursor, begin).append(replacement);
      cursor = end;
    }
    rebuilt.append(original, cursor, original.length());
    if (!rebuilt.toString().equals(rewritten)) {
      throw new IllegalArgumentException(
          "Document "
              + document
              + ": the text of view "
              + viewName
              + " does not follow from its Phi replacements (originalBegin/originalEnd)");
    }
    return edits;
  }

  /** The resolved PHI, candidates and replacements of a processed CAS. */
  public static SystemOutput systemOutput(String id, JCas jcas, SpanLabels labels) {
    return new SystemOutput(
        id,
        jcas.getDocumentText(),
        phi(jcas, labels, id),
        candidatesBySource(jcas, labels, id),
        edits(jcas, DEID_VIEW, id));
  }

  /** A view by name, or null when the CAS has none. */
  static JCas viewOrNull(JCas jcas, String viewName) {
    Iterator<JCas> views;
    try {
      views = jcas.getViewIterator();
      while (views.hasNext()) {
        JCas view = views.next();
        if (view.getViewName().equals(viewName)) {
          return view;
        }
      }
    } catch (CASException e) {
      throw new IllegalStateException("Cannot list the views of a CAS", e);
    }
    return null;
  }
}
