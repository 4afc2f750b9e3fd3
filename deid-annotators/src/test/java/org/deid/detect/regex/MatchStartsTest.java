package org.deid.detect.regex;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class MatchStartsTest {

  private static MatchStarts starts(String regex) {
    return MatchStarts.of(Pattern.compile(regex, Pattern.UNICODE_CHARACTER_CLASS));
  }

  /** The starts of every match, found by the filtered search and by plain find(from). */
  private static List<List<Integer>> bothWays(String regex, String text) {
    Pattern pattern = Pattern.compile(regex, Pattern.UNICODE_CHARACTER_CLASS);
    MatchStarts starts = MatchStarts.of(pattern);
    List<List<Integer>> result = new ArrayList<>();
    for (MatchStarts way : List.of(starts, MatchStarts.EVERYWHERE)) {
      List<Integer> found = new ArrayList<>();
      Matcher matcher = pattern.matcher(text);
      MatchStarts.Candidates candidates = MatchStarts.index(List.of(way)).scan(text)[0];
      int from = 0;
      while (from < text.length() && way.find(matcher, text, from, candidates)) {
        found.add(matcher.start());
        found.add(matcher.end());
        from = matcher.end() > matcher.start() ? matcher.end() : matcher.end() + 1;
      }
      result.add(found);
    }
    return result;
  }

  @Test
  void aSecondScanOnTheSameThreadHoldsOnlyTheSecondTextsPositions() {
    MatchStarts.Index index = MatchStarts.index(List.of(starts("(?<![\\p{L}])(?i:tel)")));
    assertThat(index.scan("tel 1, Tel 2, tel 3")[0].size()).isEqualTo(3);
    MatchStarts.Candidates second = index.scan("Llamar al tel 915 555 555")[0];
    assertThat(second.size()).isEqualTo(1);
    Matcher matcher = Pattern.compile("(?<![\\p{L}])(?i:tel)").matcher("Llamar al tel 915 555 555");
    assertThat(
            starts("(?<![\\p{L}])(?i:tel)").find(matcher, "Llamar al tel 915 555 555", 0, second))
        .isTrue();
    assertThat(matcher.start()).isEqualTo(10);
  }

  @Test
  void lookBehindsAndLookAheadsConsumeNothing() {
    MatchStarts starts = starts("(?<![\\p{L}])(?=\\d)(?:\\d{2}|X)/\\d");
    assertThat(starts.filters()).isTrue();
    assertThat(starts.mayStartWith('7')).isTrue();
    assertThat(starts.mayStartWith('X')).isTrue();
    assertThat(starts.mayStartWith('x')).isFalse();
    assertThat(starts.mayStartWith(' ')).isFalse();
  }

  @Test
  void oneCharacterLookBehindsAtTheStartCheckThePreviousCharacter() {
    MatchStarts starts = starts("(?:(?<![\\p{L}\\p{N}]))(?=\\d)(?<!,)\\d+|x");
    assertThat(starts.mayStartAt("a1", 1)).isTrue(); // two branches: the look-behinds do not bind
    starts = starts("(?:(?<![\\p{L}\\p{N}]))(?=\\d)(?<!,)\\d+");
    assertThat(starts.mayStartAt("a1", 1)).isFalse();
    assertThat(starts.mayStartAt("é1", 1)).isFalse();
    assertThat(starts.mayStartAt(",1", 1)).isFalse();
    assertThat(starts.mayStartAt(" 1", 1)).isTrue();
    assertThat(starts.mayStartAt("1", 0)).isTrue();
    assertThat(starts.mayStartAt("\ud835\udc001", 2)).isTrue(); // a surrogate: tried
    starts = starts("(?<=[;,])\\s?\\d");
    assertThat(starts.mayStartAt(";1", 1)).isTrue();
    assertThat(starts.mayStartAt(" 1", 1)).isFalse();
    // Not at the start, optional, or longer than one character: not used.
    assertThat(starts("a(?<!b)b").mayStartAt("bab", 1)).isTrue();
    assertThat(starts("(?:(?<!b))?a").mayStartAt("ba", 1)).isTrue();
    assertThat(starts("(?<!bb)a").mayStartAt("ba", 1)).isTrue();
    assertThat(starts("x?(?<!b)a").mayStartAt("ba", 1)).isTrue();
    List<List<Integer>> ways = bothWays("(?<![\\p{L}])(?i:de)\\s", "de Del ode,de\nde");
    assertThat(ways.get(0)).isEqualTo(ways.get(1)).isEqualTo(List.of(0, 3, 11, 14));
  }

  @Test
  void aRareMarkAfterALeadRulesOutRunsThatNeverReachIt() {
    String email = "(?<![\\w.+-])[\\w.+-]+@[\\w-]+(?:\\.[\\w-]+)*\\.[A-Za-z]{2,}";
    String text = "Correo: ana.gil+x@hotmail.com, dr-b@sescam.jccm.es; sin arroba aquí a@b y fin@";
    List<List<Integer>> ways = bothWays(email, text);
    assertThat(ways.get(0)).isEqualTo(ways.get(1)).isEqualTo(List.of(8, 29, 31, 50));
    // Beyond the tables, a character counts as a mark; a back-reference in the lead stops it.
    ways = bothWays("[a-z]+@x", "ab\ud835\udc00cd@x ab@x");
    assertThat(ways.get(0)).isEqualTo(ways.get(1)).isEqualTo(List.of(4, 8, 9, 13));
    ways = bothWays("(?<q>[a-z])\\k<q>@x", "aa@x bb@ cc@x");
    assertThat(ways.get(0)).isEqualTo(ways.get(1)).isEqualTo(List.of(0, 4, 9, 13));
    ways = bothWays("(?i:[a-z]+)-?\\d{2}(?<sep>[:-])\\d", "AB12:3 ab-12-4 ab 12 x");
    assertThat(ways.get(0)).isEqualTo(ways.get(1)).isEqualTo(List.of(0, 6, 7, 14));
  }

  @Test
  void theFirstTwoCharactersGoTogether() {
    MatchStarts starts = starts("(?<![\\p{L}])(?i:madre|padre|t[íi]o)(?![\\p{L}])");
    assertThat(starts.mayStartAt("la madre", 3)).isTrue();
    assertThat(starts.mayStartAt("la PADRE", 3)).isTrue();
    assertThat(starts.mayStartAt("el tío", 3)).isTrue();
    assertThat(starts.mayStartAt("la mesa", 3)).isFalse(); // "me": no word starts so
    assertThat(starts.mayStartAt("la pmadre", 3)).isFalse();
    assertThat(starts.mayStartAt("la m", 3)).isFalse(); // the last character: no room for two
    assertThat(starts.mayStartAt("la m\u0400", 3)).isTrue(); // beyond the tables: tried
    // Repetitions pair a character with itself; optional pieces let the next one come second.
    assertThat(starts("\\d{2}").mayStartAt("12", 0)).isTrue();
    assertThat(starts("\\d{2}").mayStartAt("1a", 0)).isFalse();
    assertThat(starts("a+b").mayStartAt("aa", 0)).isTrue();
    assertThat(starts("a+b").mayStartAt("ac", 0)).isFalse();
    assertThat(starts("a\\s?-?b").mayStartAt("ab", 0)).isTrue();
    assertThat(starts("a\\s?-?b").mayStartAt("a-b", 0)).isTrue();
    assertThat(starts("a\\s?-?b").mayStartAt("ac", 0)).isFalse();
    assertThat(starts("a{1}b").mayStartAt("aa", 0)).isFalse();
    // A match of one character, or an unknown second character: no pair is checked.
    assertThat(starts("a|bc").mayStartAt("ax", 0)).isTrue();
    assertThat(starts("a?b").mayStartAt("bx", 0)).isTrue();
    assertThat(starts("(?<q>a)\\k<q>").mayStartAt("ax", 0)).isTrue();
    List<List<Integer>> ways =
        bothWays("(?i:de)\\s+(?:enero|mayo)", "de mayo, DE  Enero, de la, de\nmayo");
    assertThat(ways.get(0)).isEqualTo(ways.get(1)).isEqualTo(List.of(0, 7, 27, 34));
  }

  @Test
  void theFirstCharactersOfEveryWayGoTogether() {
    String regex = "(?<![\\p{L}])(?i:madre|padre|t[íi]o|ex-?pareja)\\s+(?:de|del)(?![\\p{L}])";
    MatchStarts starts = starts(regex);
    assertThat(starts.mayStartAt("la madre de", 3)).isTrue();
    assertThat(starts.mayStartAt("la MADRE  del", 3)).isTrue();
    assertThat(starts.mayStartAt("el tÍo\tdel", 3)).isTrue();
    assertThat(starts.mayStartAt("su expareja de", 3)).isTrue();
    assertThat(starts.mayStartAt("su ex-pareja de", 3)).isTrue();
    assertThat(starts.mayStartAt("la maduro", 3)).isFalse(); // "ma" pairs, "mad" not "madre"
    assertThat(starts.mayStartAt("la madres", 3)).isFalse(); // no blank after the word
    assertThat(starts.mayStartAt("la madre", 3)).isFalse(); // the text ends first
    assertThat(starts.mayStartAt("la mad\u0400e de", 3)).isTrue(); // beyond the tables: tried
    // Repeated or optional pieces: only what surely comes first is checked.
    assertThat(starts("(?:ab)+cd").mayStartAt("abab", 0)).isTrue();
    assertThat(starts("(?:ab)+cd").mayStartAt("abx", 0)).isTrue(); // a second round may come
    assertThat(starts("ab(?:c|de)?fg").mayStartAt("abfg", 0)).isTrue();
    assertThat(starts("ab(?:c|de)?fg").mayStartAt("abdx", 0)).isFalse();
    List<List<Integer>> ways =
        bothWays(regex, "madre de, PADRE del x, madres de, tio de, t\u00edo  de\n, ex pareja del");
    assertThat(ways.get(0)).isEqualTo(ways.get(1)).isEqualTo(List.of(0, 8, 10, 19, 34, 40, 42, 49));
  }

  @Test
  void runsOfOneAtomAreSkippedWholeAndTheCheckGoesOn() {
    String regex = "(?<![\\p{L}])(?i:de|con)\\s+\\d{1,3}\\s*(?i:años)";
    MatchStarts starts = starts(regex);
    assertThat(starts.mayStartAt("de  12 años", 0)).isTrue();
    assertThat(starts.mayStartAt("con\u00a07años", 0)).isTrue(); // an empty run of blanks
    assertThat(starts.mayStartAt("de la casa", 0)).isFalse(); // no digit after the blanks
    assertThat(starts.mayStartAt("de 12 meses", 0)).isFalse();
    assertThat(starts.mayStartAt("de 1\u0400 años", 0)).isTrue(); // beyond the tables: tried
    // A run the next atom could eat into stops the check there; one that may be empty becomes one
    // character of the run or of what follows it.
    assertThat(starts("ab\\w*c").mayStartAt("abxyzc", 0)).isTrue();
    assertThat(starts("ab\\w*c").mayStartAt("abc", 0)).isTrue();
    assertThat(starts("ab\\w*c").mayStartAt("ab c", 0)).isFalse();
    assertThat(starts("ab\\w+cd").mayStartAt("abxyzcq", 0)).isTrue();
    assertThat(starts("ab\\w+cd").mayStartAt("ab-", 0)).isFalse();
    assertThat(starts("ab\\s*").mayStartAt("ab", 0)).isTrue(); // an empty run at the text's end
    List<List<Integer>> ways =
        bothWays(regex, "de 3 años, de la, con  12años, DE 100 AÑOS, de\n4 años, de 5  meses");
    assertThat(ways.get(0)).isEqualTo(ways.get(1)).isEqualTo(List.of(0, 9, 18, 29, 31, 42, 44, 53));
  }

  @Test
  void caseInsensitiveAtomsAcceptWhatTheEngineFolds() {
    MatchStarts starts = starts("(?<![\\p{L}])(?i:sexo|k)\\s*:");
    assertThat(starts.mayStartWith('S')).isTrue();
    assertThat(starts.mayStartWith('s')).isTrue();
    assertThat(starts.mayStartWith('\u017f')).isTrue(); // long s folds to s with Unicode case
    assertThat(starts.mayStartWith('\u212a')).isTrue(); // Kelvin sign: beyond the table
    assertThat(starts.mayStartWith('t')).isFalse();
    assertThat(bothWays("(?<![\\p{L}])(?i:sexo|k)\\s*:", "SEXO: v. \u017fexo : \u212a: k:"))
        .satisfies(ways -> assertThat(ways.get(0)).isEqualTo(ways.get(1)).hasSize(8));
  }

  @Test
  void optionalPiecesLetTheNextOnesStart() {
    MatchStarts starts = starts("(?:Dra?\\.?\\s+)?(?:de\\s+)*[0-9]+");
    assertThat(starts.mayStartWith('D')).isTrue();
    assertThat(starts.mayStartWith('d')).isTrue();
    assertThat(starts.mayStartWith('5')).isTrue();
    assertThat(starts.mayStartWith('r')).isFalse();
    assertThat(starts("a{0,3}b").mayStartWith('b')).isTrue();
    assertThat(starts("a{1,3}b").mayStartWith('b')).isFalse();
  }

  @Test
  void inlineFlagsLastToTheEndOfTheirGroup() {
    MatchStarts starts = starts("(?:x|(?i)y|z)|w");
    assertThat(starts.mayStartWith('Y')).isTrue();
    assertThat(starts.mayStartWith('Z')).isTrue();
    assertThat(starts.mayStartWith('X')).isFalse();
    assertThat(starts.mayStartWith('W')).isFalse();
    List<List<Integer>> ways = bothWays("(?:x|(?i)y|z)|w", "X Y Z W x y z w");
    assertThat(ways.get(0))
        .isEqualTo(ways.get(1))
        .isEqualTo(List.of(2, 3, 4, 5, 8, 9, 10, 11, 12, 13, 14, 15));
  }

  @Test
  void patternsThatMayMatchNothingOrStartWithAReferenceAreTriedEverywhere() {
    assertThat(starts("a*").filters()).isFalse();
    assertThat(starts("(?<![a-z])(?:x|)").filters()).isFalse();
    assertThat(starts("(?<q>['\"])?\\k<q>x").filters()).isFalse();
    assertThat(starts("\\Qa.b\\E").filters()).isFalse();
    assertThat(starts("(?<sep>[:-])\\d\\k<sep>").filters()).isTrue();
  }

  @Test
  void lineStartsAndLookBehindsSeeTheWholeText() {
    String text = "a 1999 x\n1968 apendicectomía\n  2001 - b; 2008 c";
    String regex =
        "(?:(?m:^)[ \\t]*|(?<=[;,][ \\t]{1,3}))(?<phi>19\\d{2}|20[0-2]\\d)(?=[ -]*\\p{L})";
    List<List<Integer>> ways = bothWays(regex, text);
    assertThat(ways.get(0)).isEqualTo(ways.get(1)).isEqualTo(List.of(9, 13, 29, 35, 41, 45));
    assertThat(starts(regex).mayStartWith('a')).isFalse();
  }

  @Test
  void charactersBeyondTheTableAreAlwaysTried() {
    String text = "x \ud835\udc00bc \ud835\udc00 a";
    List<List<Integer>> ways = bothWays("\\p{L}+", text);
    assertThat(ways.get(0)).isEqualTo(ways.get(1)).isEqualTo(List.of(0, 1, 2, 6, 7, 9, 10, 11));
  }
}
