package org.deid.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.deid.io.markup.InlineMarkupConverter;
import org.deid.io.markup.MarkupFormatException;
import org.deid.scheme.LabelScheme;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code deid corpus-convert}: turns notes written in inline markup into a brat gold corpus, or
 * checks that a committed brat corpus is exactly what its notes give. Prints counts, file names and
 * line numbers only, never text.
 */
@Command(
    name = "corpus-convert",
    mixinStandardHelpOptions = true,
    header = "Converts notes in inline markup into brat gold.",
    description = {
      "Converts notes written in inline markup, one note per .txt file, into brat",
      "(.txt + .ann, code-point offsets) under --out, keeping sub-folders. In a note,",
      "[Dupont](NOM_PATIENT) marks 'Dupont' with the label NOM_PATIENT; write \\[ \\] \\( \\)",
      "and \\\\ for those characters of the text. A span stays on one line, holds no other",
      "span and has no white space at either end. With --check nothing is written: the",
      "command fails when the brat files differ from what the notes give, or when a brat",
      "file has no note, an offset out of range, a label outside the scheme or overlapping",
      "spans. Exits 1 when a check fails, 2 on a markup error."
    },
    footer = {
      "",
      "Exit status: 0 when converted (or checked), 1 when a check fails, 2 on bad",
      "arguments or a markup error.",
      "",
      "Examples:",
      "  deid corpus-convert --scheme deid-fr --markup corpus/fr-dev/source \\",
      "      --out corpus/fr-dev/brat",
      "  deid corpus-convert --check --scheme deid-fr --markup corpus/fr-dev/source \\",
      "      --out corpus/fr-dev/brat"
    })
public final class CorpusConvertCommand implements DeidSubcommand {

  @Option(names = "--markup", required = true, description = "Folder of notes in inline markup.")
  private Path markup;

  @Option(names = "--out", required = true, description = "Folder of the brat corpus.")
  private Path out;

  @Option(
      names = "--scheme",
      required = true,
      description = "Label scheme the spans must use: a bundled name, or the path of a .tsv file.")
  private String scheme;

  @Option(names = "--check", description = "Write nothing; check that --out is in sync.")
  private boolean check;

  @Override
  public Integer call() throws IOException {
    LabelScheme labelScheme = LabelScheme.load(scheme);
    if (!check) {
      try {
        InlineMarkupConverter.Summary summary =
            InlineMarkupConverter.convert(markup, out, labelScheme);
        System.out.printf(
            "corpus-convert: %d documents, %d spans written to %s%n",
            summary.documents(), summary.spans(), out);
        for (Map.Entry<String, Integer> label :
            summary.labels().entrySet().stream().sorted(Map.Entry.comparingByKey()).toList()) {
          System.out.printf("  %-20s %6d%n", label.getKey(), label.getValue());
        }
      } catch (MarkupFormatException e) {
        System.out.println("corpus-convert: " + e.getMessage());
        return 2;
      }
    }
    List<String> problems = InlineMarkupConverter.verify(markup, out, labelScheme);
    problems.forEach(problem -> System.out.println("  " + problem));
    System.out.println(
        problems.isEmpty()
            ? "corpus-convert: brat files in sync with the notes"
            : "corpus-convert: " + problems.size() + " problems");
    return problems.isEmpty() ? 0 : 1;
  }
}
