package org.deid.pipeline.options;

import java.util.Locale;
import java.util.Set;
import picocli.CommandLine.Option;

/** {@code --lang}: the language of the notes, fr or es, checked when it is asked for. */
public final class LanguageOption {

  /** The languages whose notes deid de-identifies. */
  public static final Set<String> LANGUAGES = Set.of("fr", "es");

  @Option(names = "--lang", required = true, description = "Language of the notes: fr or es.")
  private String language;

  /**
   * The language in lower case.
   *
   * @throws IllegalArgumentException when it is neither fr nor es
   */
  public String language() {
    String lang = language.toLowerCase(Locale.ROOT);
    if (!LANGUAGES.contains(lang)) {
      throw new IllegalArgumentException("--lang must be fr or es, not '" + language + "'");
    }
    return lang;
  }
}
