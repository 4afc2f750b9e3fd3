package org.deid.pipeline.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

class PrivacyBudgetLedgerTest {

  @Test
  void sumsTheNotesOfOnePatientAndKeepsTwoPatientsApart() {
    PrivacyBudgetLedger ledger = new PrivacyBudgetLedger();
    ledger.record("49a9f406edf50294143efabf22bf9c18", 0.75);
    ledger.record("f7cced40f8d387ccfdab1edb10311f35", 0.75);
    ledger.record("49a9f406edf50294143efabf22bf9c18", 0.75);
    ledger.record("49a9f406edf50294143efabf22bf9c18", 0.75);
    assertThat(ledger.spent()).isEqualTo(new PrivacyBudgetLedger.Spent(2, 4, 0, 1.5, 2.25));
  }

  @Test
  void aNoteWithoutAPatientKeyIsAPatientOfItsOwn() {
    PrivacyBudgetLedger ledger = new PrivacyBudgetLedger();
    ledger.record("", 0.75);
    ledger.record("", 0.75);
    ledger.record("a1", 0.75);
    ledger.record("a1", 0.75);
    ledger.record("a1", 0);
    PrivacyBudgetLedger.Spent spent = ledger.spent();
    assertThat(spent.patients()).isEqualTo(3);
    assertThat(spent.notes()).isEqualTo(5);
    assertThat(spent.notesAlone()).isEqualTo(2);
    assertThat(spent.median()).isEqualTo(0.75);
    assertThat(spent.max()).isEqualTo(1.5);
  }

  @Test
  void anEmptyLedgerSpentNothingAndANegativeSpendingIsRefused() {
    PrivacyBudgetLedger ledger = new PrivacyBudgetLedger();
    assertThat(ledger.spent()).isEqualTo(PrivacyBudgetLedger.Spent.NONE);
    assertThatThrownBy(() -> ledger.record("a1", -0.1))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> ledger.record("a1", Double.NaN))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void threadsRecordingAtOnceLoseNothing() throws Exception {
    PrivacyBudgetLedger ledger = new PrivacyBudgetLedger();
    ExecutorService threads = Executors.newFixedThreadPool(4);
    try {
      List<Future<?>> done = new ArrayList<>();
      for (int t = 0; t < 4; t++) {
        done.add(
            threads.submit(
                () -> {
                  for (int i = 0; i < 2_000; i++) {
                    ledger.record("p" + (i % 10), 0.75);
                    ledger.record("", 0.5);
                  }
                }));
      }
      for (Future<?> future : done) {
        future.get();
      }
    } finally {
      threads.shutdown();
    }
    PrivacyBudgetLedger.Spent spent = ledger.spent();
    assertThat(spent.notes()).isEqualTo(16_000);
    assertThat(spent.notesAlone()).isEqualTo(8_000);
    assertThat(spent.patients()).isEqualTo(8_010);
    assertThat(spent.max()).isEqualTo(600); // 800 notes of 0.75 for each of the 10 patients
    assertThat(spent.median()).isEqualTo(0.5);
  }
}
