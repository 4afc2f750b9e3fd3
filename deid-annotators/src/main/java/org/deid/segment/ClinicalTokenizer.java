package org.deid.segment;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Splits clinical text into tokens whose boundaries line up with the boundaries of personal data:
 * letters apart from punctuation, digits apart from letters, while e-mails, URLs, dates, decimal
 * and dotted numbers and known abbreviations stay whole. Thread-safe.
 */
public final class ClinicalTokenizer {

  private static final Pattern URL =
      Pattern.compile("(?:(?:https?|ftp)://|www\\.)[^\\s<>\"]+", Pattern.CASE_INSENSITIVE);

  private static final Pattern EMAIL =
      Pattern.compile(
          // A label glued in front ("E-mail:jdoe@x.org") is not part of the address.
          "(?!(?i:e-?mail|mail|correo|courriel)[.:-])"
              + "[\\p{L}\\p{N}][\\p{L}\\p{N}_%+-]*(?:\\.[\\p{L}\\p{N}_%+-]+)*@[\\p{L}\\p{N}-]+"
              + "(?:\\.[\\p{L}\\p{N}-]+)*\\.\\p{L}{2,}");

  /** Digit groups joined by one separator each: 1.16, 12,5, 03/03/1946, 3-3-46, 10:30. */
  private static final Pattern NUMBER = Pattern.compile("\\p{Nd}+(?:[.,/:-]\\p{Nd}+)*");

  /**
   * A word: letters first, then letters or digits, with inner apostrophes (O'Neill). Hyphens split
   * ("Zaragoza-50009", "Concepción-Chile"): either side may be a name on its own.
   */
  private static final Pattern WORD =
      Pattern.compile("[\\p{L}\\p{M}][\\p{L}\\p{M}\\p{N}]*(?:['’][\\p{L}\\p{M}\\p{N}]+)*");

  /** Dotted acronyms in one case: S.A., EE.UU., p.ej. */
  private static final Pattern DOTTED_ACRONYM =
      Pattern.compile("(?:\\p{Lu}{1,3}\\.){2,}|(?:\\p{Ll}{1,3}\\.){2,}");

  /** French elision: l'hôpital, d'Amiens, qu'il. */
  private static final Pattern ELISION =
      Pattern.compile(
          "(?:[cdjlmnst]|qu|jusqu|lorsqu|puisqu|quoiqu|presqu)['’](?=\\p{L})",
          Pattern.CASE_INSENSITIVE);

  /** Longest stretch without white space looked at for one token (URLs, e-mails). */
  private static final int MAX_RUN = 2048;

  private final Abbreviations abbreviations;

  /** A tokenizer that keeps the period of the given abbreviations. */
  public ClinicalTokenizer(Abbreviations abbreviations) {
    this.abbreviations = Objects.requireNonNull(abbreviations, "abbreviations");
  }

  /** The tokens of {@code text}, in order, one {@link TokenKind#NEWLINE} per line break. */
  public List<TokenSpan> tokenize(CharSequence text) {
    return new Run(text).tokenize();
  }

  /**
   * One call's state: a matcher per pattern over the text, made once per call and moved from token
   * to token (a matcher per token cost more than the matching), so the tokenizer stays thread-safe.
   */
  private final class Run {
    private final CharSequence text;
    private final Matcher url;
    private final Matcher email;
    private final Matcher number;
    private final Matcher word;
    private final Matcher dottedAcronym;
    private final Matcher elision;

    Run(CharSequence text) {
      this.text = text;
      url = matcher(URL, text);
      email = matcher(EMAIL, text);
      number = matcher(NUMBER, text);
      word = matcher(WORD, text);
      dottedAcronym = matcher(DOTTED_ACRONYM, text);
      elision = matcher(ELISION, text);
    }

    private static Matcher matcher(Pattern pattern, CharSequence text) {
      return pattern.matcher(text).useTransparentBounds(true);
    }

    List<TokenSpan> tokenize() {
      List<TokenSpan> tokens = new ArrayList<>();
      int n = text.length();
      int i = 0;
      while (i < n) {
        int lineBreak = LineBreaks.lengthAt(text, i);
        if (lineBreak > 0) {
          tokens.add(new TokenSpan(i, i + lineBreak, TokenKind.NEWLINE));
          i += lineBreak;
        } else if (isSpace(text.charAt(i))) {
          i++;
        } else {
          TokenSpan token = next(i);
          tokens.add(token);
          i = token.end();
        }
      }
      return tokens;
    }

    private TokenSpan next(int start) {
      // The stretch without white space, capped so that a huge blob stays linear to scan.
      int limit = Math.min(text.length(), start + MAX_RUN);
      int runEnd = start;
      while (runEnd < limit
          && !isSpace(text.charAt(runEnd))
          && LineBreaks.lengthAt(text, runEnd) == 0) {
        runEnd++;
      }
      if (indexOf(text, "://", start, runEnd) >= 0 || startsWithIgnoreCase(text, start, runEnd)) {
        int end = match(url, start, runEnd);
        if (end > 0) {
          return new TokenSpan(start, trimUrl(text, start, end), TokenKind.WORD);
        }
      }
      if (indexOf(text, "@", start, runEnd) >= 0) {
        int end = match(email, start, runEnd);
        if (end > 0) {
          return new TokenSpan(start, end, TokenKind.WORD);
        }
      }
      int c = Character.codePointAt(text, start);
      if (Character.isDigit(c)) {
        return new TokenSpan(start, match(number, start, runEnd), TokenKind.NUMBER);
      }
      if (Character.isLetter(c)) {
        return word(start, runEnd);
      }
      return mark(text, start, runEnd);
    }

    private TokenSpan word(int start, int runEnd) {
      // An elision has its apostrophe within its first 8 chars ("presqu'"), a dotted acronym a
      // period within its first 4: the patterns run only where they can match.
      int elided =
          hasApostrophe(text, start, Math.min(runEnd, start + 8))
              ? match(elision, start, runEnd)
              : -1;
      if (elided > 0) {
        return new TokenSpan(start, elided, TokenKind.CONTRACTION);
      }
      int acronym =
          indexOf(text, ".", start + 1, Math.min(runEnd, start + 4)) >= 0
              ? match(dottedAcronym, start, runEnd)
              : -1;
      int end = match(word, start, runEnd);
      if (acronym > end) {
        return new TokenSpan(start, acronym, TokenKind.WORD);
      }
      end = camelCaseCut(text, start, end);
      if (end < runEnd
          && text.charAt(end) == '.'
          && textFollows(text, end + 1)
          && abbreviations.contains(text.subSequence(start, end + 1))) {
        end++;
      }
      return new TokenSpan(start, end, TokenKind.WORD);
    }
  }

  /**
   * Where a capitalised word runs into the next one ("MartínezNºCol", "DominguezCorreo": a line
   * break lost in export), the end of the first; otherwise {@code end}. "McDonald" and "mmHg" stay.
   */
  private static int camelCaseCut(CharSequence text, int start, int end) {
    if (!Character.isUpperCase(text.charAt(start))) {
      return end;
    }
    int i = start + 1;
    while (i < end && Character.isLowerCase(text.charAt(i))) {
      i++;
    }
    return i - start >= 3 && i < end && Character.isUpperCase(text.charAt(i)) ? i : end;
  }

  /**
   * Whether more text follows on the line: only then does a period after an abbreviation belong to
   * it ("Dr. Dupont", "nov. 2020"); before a line end it closes the sentence ("Sexo: M.").
   */
  private static boolean textFollows(CharSequence text, int from) {
    int i = from;
    while (i < text.length() && isSpace(text.charAt(i)) && LineBreaks.lengthAt(text, i) == 0) {
      i++;
    }
    return i < text.length() && Character.isLetterOrDigit(text.charAt(i));
  }

  /**
   * One punctuation mark or symbol; a run of the same mark ("--", "...") stays one token, except
   * that two periods are two tokens ("Izq.." ends an abbreviation and then a sentence).
   */
  private static TokenSpan mark(CharSequence text, int start, int runEnd) {
    int cp = Character.codePointAt(text, start);
    int end = start + Character.charCount(cp);
    while (end < runEnd && Character.codePointAt(text, end) == cp) {
      end += Character.charCount(cp);
    }
    if (cp == '.' && end - start == 2) {
      end = start + 1;
    }
    return new TokenSpan(start, end, isPunctuation(cp) ? TokenKind.PUNCTUATION : TokenKind.SYMBOL);
  }

  /** Drops trailing punctuation that ends the sentence rather than the URL. */
  private static int trimUrl(CharSequence text, int start, int end) {
    int e = end;
    while (e > start) {
      char last = text.charAt(e - 1);
      if (".,;:!?'\"»”’]}".indexOf(last) >= 0) {
        e--;
      } else if (last == ')' && count(text, start, e, '(') < count(text, start, e, ')')) {
        e--;
      } else {
        break;
      }
    }
    return e;
  }

  private static int count(CharSequence text, int start, int end, char c) {
    int k = 0;
    for (int i = start; i < end; i++) {
      if (text.charAt(i) == c) {
        k++;
      }
    }
    return k;
  }

  /** End of the match of the matcher's pattern at {@code start}, or -1. */
  private static int match(Matcher matcher, int start, int end) {
    Matcher m = matcher.region(start, end); // region() resets; the bounds stay transparent
    return m.lookingAt() ? m.end() : -1;
  }

  /** Where {@code what} first occurs within text[from, to), or -1. */
  private static int indexOf(CharSequence text, String what, int from, int to) {
    int last = to - what.length();
    for (int i = from; i <= last; i++) {
      int k = 0;
      while (k < what.length() && text.charAt(i + k) == what.charAt(k)) {
        k++;
      }
      if (k == what.length()) {
        return i;
      }
    }
    return -1;
  }

  private static boolean hasApostrophe(CharSequence text, int from, int to) {
    for (int i = from; i < to; i++) {
      char c = text.charAt(i);
      if (c == '\'' || c == '’') {
        return true;
      }
    }
    return false;
  }

  /** Whether text[start, runEnd) starts with "www.", in any case. */
  private static boolean startsWithIgnoreCase(CharSequence text, int start, int runEnd) {
    char first = text.charAt(start);
    return runEnd - start >= 4
        && (first == 'w' || first == 'W') // no other char is "w" ignoring case
        && "www.".equalsIgnoreCase(text.subSequence(start, start + 4).toString());
  }

  /** Whitespace, and the byte-order mark a file may start with (it stays in the text). */
  static boolean isSpace(char c) {
    return Character.isWhitespace(c) || Character.isSpaceChar(c) || c == '\uFEFF';
  }

  private static boolean isPunctuation(int cp) {
    switch (Character.getType(cp)) {
      case Character.CONNECTOR_PUNCTUATION,
          Character.DASH_PUNCTUATION,
          Character.START_PUNCTUATION,
          Character.END_PUNCTUATION,
          Character.INITIAL_QUOTE_PUNCTUATION,
          Character.FINAL_QUOTE_PUNCTUATION,
          Character.OTHER_PUNCTUATION:
        return true;
      default:
        return false;
    }
  }
}
