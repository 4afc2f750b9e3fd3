package org.deid.io.brat;

/** One line of a brat {@code .ann} file. */
public sealed interface BratLine permits BratTextBound, BratOtherLine {

  /** The id in the first column ({@code T3}, {@code A1}, {@code #2}, ...); empty when none. */
  String id();

  /** The line as written in the {@code .ann} file, without its line separator. */
  String toLine();
}
