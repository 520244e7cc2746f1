package com.collimate.inspector.core.log;

import com.collimate.inspector.core.model.Run;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;

class KeptRunsTest {
    private static final int RECORD = 10;
    /** Room for three runs of {@link #RECORD} bytes. */
    private final KeptRuns kept = new KeptRuns(10, 3L * RECORD);

    @Test
    void keepsTheRunsLastUsedWithinItsBudget() {
        Run a = run("a");
        Run b = run("b");
        Run c = run("c");
        kept.keep(0, a, RECORD);
        kept.keep(1, b, RECORD);
        kept.keep(2, c, RECORD);
        assertThat(kept.get(0)).isSameAs(a); // now the last used

        kept.keep(3, run("d"), RECORD);

        assertThat(kept.get(1)).as("least recently used, dropped").isNull();
        assertThat(kept.get(0)).isSameAs(a);
        assertThat(kept.get(2)).isSameAs(c);
        assertThat(kept.get(3)).isNotNull();
    }

    @Test
    void keepsNoMoreRunsThanItsCountHoweverSmall() {
        KeptRuns fewRuns = new KeptRuns(2, Long.MAX_VALUE);
        Run a = run("a");
        Run c = run("c");
        fewRuns.keep(0, a, 1);
        fewRuns.keep(1, run("b"), 1);
        fewRuns.get(0);

        fewRuns.keep(2, c, 1);

        assertThat(fewRuns.get(1)).isNull();
        assertThat(fewRuns.get(0)).isSameAs(a);
        assertThat(fewRuns.get(2)).isSameAs(c);
    }

    @Test
    void aRunBiggerThanTheBudgetIsNotKeptAndDropsNothing() {
        Run a = run("a");
        kept.keep(0, a, RECORD);

        kept.keep(1, run("huge"), 4 * RECORD);

        assertThat(kept.get(1)).isNull();
        assertThat(kept.get(0)).isSameAs(a);
    }

    @Test
    void aRunKeptAgainReplacesItselfWithoutCountingTwice() {
        for (int i = 0; i < 10; i++) {
            kept.keep(0, run("a"), RECORD);
        }
        Run b = run("b");
        Run c = run("c");
        kept.keep(1, b, RECORD);
        kept.keep(2, c, RECORD);

        assertThat(kept.get(0)).isNotNull();
        assertThat(kept.get(1)).isSameAs(b);
        assertThat(kept.get(2)).isSameAs(c);
    }

    @Test
    void clearedItKeepsNothingAndHasItsWholeBudgetAgain() {
        kept.keep(0, run("a"), RECORD);
        kept.keep(1, run("b"), RECORD);

        kept.clear();
        Run big = run("big");
        kept.keep(2, big, 3L * RECORD);

        assertThat(kept.get(0)).isNull();
        assertThat(kept.get(2)).isSameAs(big);
    }

    @Test
    void aRunWeighsWhatItsTextsTakeInMemory() {
        Run ascii = RunDecoder.decode("{\"run_id\":\"a\",\"stdout\":\"0123456789\"}"
                .getBytes(StandardCharsets.UTF_8), 1);
        Run oneEmoji = RunDecoder.decode("{\"run_id\":\"a\",\"stdout\":\"012345678\\ud83d\\ude00\"}"
                .getBytes(StandardCharsets.UTF_8), 1);

        assertThat(KeptRuns.heldBytes(ascii)).isEqualTo(ascii.rawJson().length() + 10);
        assertThat(KeptRuns.heldBytes(oneEmoji)).as("a string with a char past Latin-1 takes two bytes a char")
                .isEqualTo(oneEmoji.rawJson().length() + 2 * 11);
    }

    static Run run(String key) {
        return RunDecoder.decode(("{\"run_id\":\"" + key + "\"}").getBytes(StandardCharsets.UTF_8), 1);
    }
}
