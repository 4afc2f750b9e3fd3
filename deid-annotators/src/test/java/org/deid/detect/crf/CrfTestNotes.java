package org.deid.detect.crf;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.apache.uima.analysis_engine.AnalysisEngine;
import org.apache.uima.fit.factory.AnalysisEngineFactory;
import org.apache.uima.resource.ResourceInitializationException;
import org.deid.detect.lexicon.LexiconAnnotator;
import org.deid.detect.regex.RegexAnnotator;
import org.deid.segment.ClinicalSegmenter;

/** What the CRF tests read: notes of folders, and the segmenter and rule detectors before it. */
final class CrfTestNotes {

  private CrfTestNotes() {}

  /** The notes (*.txt) of the folders, each folder's in name order. */
  static List<Path> notes(Path... folders) throws IOException {
    List<Path> notes = new ArrayList<>();
    for (Path dir : folders) {
      try (Stream<Path> files = Files.list(dir)) {
        files.filter(p -> p.toString().endsWith(".txt")).sorted().forEach(notes::add);
      }
    }
    return notes;
  }

  /** The segmenter and the rule detectors, whose tokens and candidates the CRF's features read. */
  static AnalysisEngine segmenterAndRules(String language) throws ResourceInitializationException {
    return AnalysisEngineFactory.createEngine(
        AnalysisEngineFactory.createEngineDescription(
            ClinicalSegmenter.createDescription(),
            RegexAnnotator.createDescription(language),
            LexiconAnnotator.createDescription(language)));
  }
}
