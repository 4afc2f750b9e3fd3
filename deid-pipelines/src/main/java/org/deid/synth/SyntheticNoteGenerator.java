package org.deid.synth;

import java.util.List;
import java.util.SplittableRandom;

/**
 * Generates synthetic annotated clinical notes from the bundled templates of a language. Each note
 * depends only on the seed, its number and the attempt: the same three give the same text and
 * spans, byte for byte, whatever else was generated before. Thread-safe.
 */
public final class SyntheticNoteGenerator {

  private final SynthLanguage language;
  private final Lexicon lexicon;
  private final TemplateLibrary library;

  /** A generator of notes in a language, with the bundled templates and word lists. */
  public SyntheticNoteGenerator(SynthLanguage language) {
    this(language, TemplateLibrary.of(language));
  }

  SyntheticNoteGenerator(SynthLanguage language, TemplateLibrary library) {
    this.language = language;
    this.lexicon = Lexicon.of(language);
    this.library = library;
  }

  /**
   * The note of a number.
   *
   * @param seed the run's seed
   * @param number the note's number (1, 2, ...)
   * @param attempt 0, or the number of earlier drawings of this note that were rejected
   */
  public SyntheticNote generate(long seed, int number, int attempt) {
    SplittableRandom random = new SplittableRandom(mix(seed, number, attempt));
    TemplateLibrary.Template template = drawTemplate(random);
    NoteBuilder note =
        new NoteRenderer(language, lexicon, library, random).render(template.nodes());
    String id = String.format("%s-%05d-%s", language.code(), number, template.name());
    return new SyntheticNote(id, template.name(), note.text(), note.spans());
  }

  /** The names of the templates, in index order. */
  public List<String> templateNames() {
    return library.templates().stream().map(TemplateLibrary.Template::name).toList();
  }

  private TemplateLibrary.Template drawTemplate(SplittableRandom random) {
    int draw = random.nextInt(library.totalWeight());
    for (TemplateLibrary.Template template : library.templates()) {
      draw -= template.weight();
      if (draw < 0) {
        return template;
      }
    }
    throw new IllegalStateException("weights do not add up");
  }

  /** A seed for one note: the run's seed, the note's number and the attempt, well mixed. */
  private static long mix(long seed, int number, int attempt) {
    long z =
        seed * 0x9E3779B97F4A7C15L + number * 0xBF58476D1CE4E5B9L + attempt * 0x94D049BB133111EBL;
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }
}
