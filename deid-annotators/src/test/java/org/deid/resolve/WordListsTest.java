package org.deid.resolve;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class WordListsTest {

  @Test
  void aListIsReadWithoutItsCommentsAndInItsOrder() {
    assertThat(WordLists.ordered("titles.txt")).startsWith("m", "mme", "mlle").doesNotContain("");
    assertThat(WordLists.ordered("titles.txt")).noneMatch(t -> t.startsWith("#"));
    assertThat(WordLists.set("units-not-places.txt")).contains("gy", "ui", "oms");
    assertThat(WordLists.alternatives("maker-suffixes.txt")).startsWith("Ltd|Inc|GmbH|");
  }

  @Test
  void everyListOfTheFolderIsReadable() {
    for (String name :
        new String[] {
          "function-words-fr.txt",
          "function-words-es.txt",
          "civil-statuses.txt",
          "units-not-places.txt",
          "facility-heads.txt",
          "person-context-words.txt",
          "country-codes.txt",
          "drug-and-germ-endings.txt",
          "germ-species.txt",
          "titles.txt",
          "maker-suffixes.txt"
        }) {
      assertThat(WordLists.ordered(name)).as(name).isNotEmpty().doesNotHaveDuplicates();
    }
  }
}
