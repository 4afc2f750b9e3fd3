package org.deid.synth;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The templates of a language and the list files they draw from, parsed once. Templates are named
 * in {@code templates/LANG/index.txt} (one {@code file.txt weight} per line) under a resource root;
 * lists are {@code lists/LANG/NAME.txt}, one template fragment per line.
 */
final class TemplateLibrary {

  /** The optional list of hospitals named by their proper name alone. */
  static final String SHORT_HOSPITALS = "hospital-short";

  /** The resource root of the bundled templates and lists. */
  static final String BUNDLED_ROOT = "org/deid/synth/";

  private static final Map<SynthLanguage, TemplateLibrary> LOADED =
      new EnumMap<>(SynthLanguage.class);

  /** A parsed template: its name (the file name without {@code .txt}), weight and content. */
  record Template(String name, int weight, List<TemplateNode> nodes) {}

  private final List<Template> templates;
  private final int totalWeight;
  private final Map<String, List<List<TemplateNode>>> lists;

  private TemplateLibrary(List<Template> templates, Map<String, List<List<TemplateNode>>> lists) {
    this.templates = List.copyOf(templates);
    this.totalWeight = templates.stream().mapToInt(Template::weight).sum();
    this.lists = Map.copyOf(lists);
  }

  /** The bundled library of a language, parsed on first use. */
  static TemplateLibrary of(SynthLanguage language) {
    synchronized (LOADED) {
      return LOADED.computeIfAbsent(language, l -> load(BUNDLED_ROOT, l));
    }
  }

  /**
   * Loads and parses the templates and lists of a language under a resource root.
   *
   * @throws TemplateSyntaxException naming the file and line of the first error
   */
  static TemplateLibrary load(String root, SynthLanguage language) {
    String templateFolder = root + "templates/" + language.code() + "/";
    String listFolder = root + "lists/" + language.code() + "/";
    List<Template> templates = new ArrayList<>();
    Deque<Pending> pending = new ArrayDeque<>();
    // Placeholders that draw from lists themselves: their lists are needed by every language.
    pending.push(
        new Pending(
            shortName(root, listFolder),
            List.of(
                new TemplateNode.ListDraw("hospital", 0),
                new TemplateNode.ListDraw("department", 0),
                new TemplateNode.ListDraw("institution", 0),
                new TemplateNode.ListDraw("insurer", 0))));
    // Optional: hospitals by their proper name alone ({HOSPITAL:short}); full names stand in.
    if (Lexicon.class.getClassLoader().getResource(listFolder + SHORT_HOSPITALS + ".txt") != null) {
      pending.push(
          new Pending(
              shortName(root, listFolder), List.of(new TemplateNode.ListDraw(SHORT_HOSPITALS, 0))));
    }
    String index = templateFolder + "index.txt";
    List<String> indexLines = read(index).lines().toList();
    for (int i = 0; i < indexLines.size(); i++) {
      String line = indexLines.get(i).strip();
      if (line.isEmpty() || line.startsWith("#")) {
        continue;
      }
      String[] fields = line.split("\\s+");
      if (fields.length != 2 || !fields[0].endsWith(".txt") || !fields[1].matches("[1-9]\\d?")) {
        throw new TemplateSyntaxException(
            shortName(root, index), i + 1, "expected 'file.txt weight'");
      }
      String origin = templateFolder + fields[0];
      List<TemplateNode> nodes = TemplateParser.parse(read(origin), shortName(root, origin));
      templates.add(
          new Template(fields[0].replaceFirst("\\.txt$", ""), Integer.parseInt(fields[1]), nodes));
      pending.push(new Pending(shortName(root, origin), nodes));
    }
    if (templates.isEmpty()) {
      throw new TemplateSyntaxException(shortName(root, index), 1, "no template listed");
    }
    Map<String, List<List<TemplateNode>>> lists = new LinkedHashMap<>();
    while (!pending.isEmpty()) {
      Pending next = pending.pop();
      for (TemplateNode.ListDraw draw : listDraws(next.nodes(), new ArrayList<>())) {
        if (lists.containsKey(draw.list())) {
          continue;
        }
        String origin = listFolder + draw.list() + ".txt";
        if (Lexicon.class.getClassLoader().getResource(origin) == null) {
          throw new TemplateSyntaxException(
              next.origin(),
              draw.line(),
              "no list '" + draw.list() + "' (" + shortName(root, origin) + ")");
        }
        List<List<TemplateNode>> entries = new ArrayList<>();
        List<String> lines = read(origin).lines().toList();
        for (int i = 0; i < lines.size(); i++) {
          String line = lines.get(i).strip();
          if (line.isEmpty() || line.startsWith("#")) {
            continue;
          }
          List<TemplateNode> entry = TemplateParser.parse(line, shortName(root, origin), i + 1);
          entries.add(entry);
          pending.push(new Pending(shortName(root, origin), entry));
        }
        if (entries.isEmpty()) {
          throw new TemplateSyntaxException(shortName(root, origin), 1, "empty list");
        }
        lists.put(draw.list(), List.copyOf(entries));
      }
    }
    return new TemplateLibrary(templates, lists);
  }

  /** The templates, in index order. */
  List<Template> templates() {
    return templates;
  }

  /** The sum of the templates' weights. */
  int totalWeight() {
    return totalWeight;
  }

  /** Whether the language has a list of that name. */
  boolean hasList(String name) {
    return lists.containsKey(name);
  }

  /** The entries of a list. */
  List<List<TemplateNode>> list(String name) {
    return lists.get(name);
  }

  private static List<TemplateNode.ListDraw> listDraws(
      List<TemplateNode> nodes, List<TemplateNode.ListDraw> found) {
    for (TemplateNode node : nodes) {
      if (node instanceof TemplateNode.ListDraw draw) {
        found.add(draw);
      } else if (node instanceof TemplateNode.Choice choice) {
        choice.options().forEach(option -> listDraws(option, found));
      } else if (node instanceof TemplateNode.Maybe maybe) {
        listDraws(maybe.body(), found);
      }
    }
    return found;
  }

  private static String shortName(String root, String resource) {
    return resource.startsWith(root) ? resource.substring(root.length()) : resource;
  }

  private static String read(String resource) {
    try (InputStream in = Lexicon.class.getClassLoader().getResourceAsStream(resource)) {
      if (in == null) {
        throw new IllegalStateException("Missing resource " + resource);
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot read " + resource, e);
    }
  }

  private record Pending(String origin, List<TemplateNode> nodes) {}
}
