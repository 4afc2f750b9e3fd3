package org.deid.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import org.deid.io.brat.BratFormatException;
import org.deid.pipeline.options.LanguageOption;
import org.deid.scheme.LabelScheme;
import org.deid.variants.FormatFamily;
import org.deid.variants.FormatVariants;
import org.deid.variants.VariantContext;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code deid variants}: a gold corpus rewritten into the layouts that exports produce. */
@Command(
    name = "variants",
    mixinStandardHelpOptions = true,
    header = "Rewrites gold corpora into the layouts of hospital exports.",
    description = {
      "Rewrites every .txt + .ann note under --gold into the layouts of the families",
      "named (applied in that order) and writes them as brat under --out, every gold span",
      "at its new offsets, covering the rewritten form of its PHI. Same seed, same bytes.",
      "Families:",
      "  spaced-digits    digits of dates, IDs, phones, ZIPs one per box",
      "  date-separators  | . - space, spaced or no separators, months in words",
      "  caps             lines and blocks in capitals",
      "  glued            no space around colons and codes; dates glued to the next word",
      "  wrapped          prose hard-wrapped at 60-80 columns, breaks in names and addresses",
      "  tables           key/value lines as pipe, broken-bar or tab rows under a header",
      "  ocr              l/1, O/0, rn/m, doubled spaces, lost or broken accents",
      "  lists            staff given names as initials, the staff listed in one line",
      "  boxed-names      names of fields written one capital per box"
    },
    footer = {
      "",
      "Exit status: 0 when written, 2 on bad arguments or a malformed gold file.",
      "",
      "Example:",
      "  deid variants --gold corpus/fr-dev/brat/test --scheme deid-fr --lang fr \\",
      "      --family spaced-digits,caps --seed 1 --out out/variants/fr-spaced-caps"
    })
public final class VariantsCommand implements DeidSubcommand {

  @Option(names = "--gold", required = true, description = "Folder of the brat gold corpus.")
  private Path gold;

  @Option(
      names = "--scheme",
      required = true,
      description = "Label scheme of the gold: a bundled name, or the path of a .tsv file.")
  private String scheme;

  @Mixin private LanguageOption languageOption;

  @Option(
      names = "--family",
      required = true,
      description = "Families to apply, comma-separated, in order (see above).")
  private String family;

  @Option(names = "--seed", defaultValue = "1", description = "Seed of the draws (default 1).")
  private long seed;

  @Option(names = "--out", required = true, description = "Folder of the rewritten corpus.")
  private Path out;

  @Override
  public Integer call() throws IOException {
    String lang;
    try {
      lang = languageOption.language();
    } catch (IllegalArgumentException e) {
      System.err.println("variants: " + e.getMessage());
      return 2;
    }
    List<FormatFamily> families;
    try {
      families = FormatVariants.parse(family);
    } catch (IllegalArgumentException e) {
      System.err.println("variants: " + e.getMessage());
      return 2;
    }
    FormatVariants variants =
        new FormatVariants(families, new VariantContext(LabelScheme.load(scheme), lang), seed);
    try {
      FormatVariants.Summary summary = variants.rewriteCorpus(gold, out);
      System.out.printf(
          "variants: %s: %d documents, %d spans (%d rewritten) written to %s%n",
          families.stream().map(FormatFamily::name).collect(Collectors.joining(",")),
          summary.documents(),
          summary.spans(),
          summary.spansRewritten(),
          out);
      return 0;
    } catch (BratFormatException e) {
      System.err.println("variants: " + e.getMessage());
      return 2;
    }
  }
}
