package org.deid.synth;

import java.util.List;

/**
 * A piece of a parsed template: literal text, a placeholder, a list draw, a choice or an option.
 */
sealed interface TemplateNode {

  /** Text copied as it is. */
  record Literal(String text) implements TemplateNode {}

  /**
   * A placeholder, {@code {NAME#index:argument}}; {@code {~NAME}} writes the same text without a
   * gold span.
   *
   * @param placeholder what to write
   * @param index which entity of the document (the second staff member: 2); 0 when not given
   * @param argument the text after the colon, or empty
   * @param gold whether a gold span is recorded
   */
  record Slot(Placeholder placeholder, int index, String argument, boolean gold)
      implements TemplateNode {}

  /**
   * {@code {@name}}: one line drawn from the list file {@code name}, itself a template.
   *
   * @param list the list's name
   * @param line the template line that draws from it, for error messages
   */
  record ListDraw(String list, int line) implements TemplateNode {}

  /** {@code [[a|b|c]]}: one of the options, drawn uniformly. */
  record Choice(List<List<TemplateNode>> options) implements TemplateNode {}

  /** {@code [[?30 text]]} or a line starting with {@code ?30 }: the body with a probability. */
  record Maybe(int percent, List<TemplateNode> body) implements TemplateNode {}

  /**
   * {@code [[=name text]]}: the text, rendered once and kept under a name so that {@code {=name}}
   * can write it again, gold spans included (a page header repeated on every page).
   */
  record Block(String name, List<TemplateNode> body) implements TemplateNode {}

  /**
   * {@code {=name}}: the text a block of that name rendered earlier in the note, written again with
   * the same values and gold spans.
   *
   * @param name the block's name
   * @param line the template line, for error messages
   */
  record Replay(String name, int line) implements TemplateNode {}
}
