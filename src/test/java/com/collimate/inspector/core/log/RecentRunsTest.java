package com.collimate.inspector.core.log;

import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.util.FileStamp;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.nio.file.attribute.FileTime;

import static org.assertj.core.api.Assertions.assertThat;

class RecentRunsTest {
    private static final FileStamp STAMP = new FileStamp(7L, 100, FileTime.fromMillis(1));
    private static final int RECORD = 10;
    /** Room for three runs of {@link #RECORD} bytes. */
    private final RecentRuns recent = new RecentRuns(10, 3L * RecentRuns.BYTES_PER_RECORD_BYTE * RECORD);

    @Test
    void keepsTheRunsLastUsedWithinItsBudget() {
        Run a = run("a");
        Run b = run("b");
        Run c = run("c");
        recent.keep(0, a, RECORD, STAMP);
        recent.keep(1, b, RECORD, STAMP);
        recent.keep(2, c, RECORD, STAMP);
        assertThat(recent.get(0, STAMP)).isSameAs(a); // now the last used

        recent.keep(3, run("d"), RECORD, STAMP);

        assertThat(recent.get(1, STAMP)).as("least recently used, dropped").isNull();
        assertThat(recent.get(0, STAMP)).isSameAs(a);
        assertThat(recent.get(2, STAMP)).isSameAs(c);
        assertThat(recent.get(3, STAMP)).isNotNull();
    }

    @Test
    void keepsNoMoreRunsThanItsCountHoweverSmall() {
        RecentRuns fewRuns = new RecentRuns(2, Long.MAX_VALUE);
        Run a = run("a");
        Run c = run("c");
        fewRuns.keep(0, a, 1, STAMP);
        fewRuns.keep(1, run("b"), 1, STAMP);
        fewRuns.get(0, STAMP);

        fewRuns.keep(2, c, 1, STAMP);

        assertThat(fewRuns.get(1, STAMP)).isNull();
        assertThat(fewRuns.get(0, STAMP)).isSameAs(a);
        assertThat(fewRuns.get(2, STAMP)).isSameAs(c);
    }

    @Test
    void aRunBiggerThanTheBudgetIsNotKeptAndDropsNothing() {
        Run a = run("a");
        recent.keep(0, a, RECORD, STAMP);

        recent.keep(1, run("huge"), 4 * RECORD, STAMP);

        assertThat(recent.get(1, STAMP)).isNull();
        assertThat(recent.get(0, STAMP)).isSameAs(a);
    }

    @Test
    void aRunKeptAgainReplacesItselfWithoutCountingTwice() {
        for (int i = 0; i < 10; i++) {
            recent.keep(0, run("a"), RECORD, STAMP);
        }
        Run b = run("b");
        Run c = run("c");
        recent.keep(1, b, RECORD, STAMP);
        recent.keep(2, c, RECORD, STAMP);

        assertThat(recent.get(0, STAMP)).isNotNull();
        assertThat(recent.get(1, STAMP)).isSameAs(b);
        assertThat(recent.get(2, STAMP)).isSameAs(c);
    }

    @Test
    void aFileThatChangedOrCannotBeLookedAtGetsNothingBack() {
        recent.keep(0, run("a"), RECORD, STAMP);
        recent.keep(1, run("b"), RECORD, null);

        assertThat(recent.get(0, new FileStamp(7L, 100, FileTime.fromMillis(2)))).isNull();
        assertThat(recent.get(0, STAMP)).as("forgotten once the file changed").isNull();
        assertThat(recent.get(1, STAMP)).isNull();
        recent.keep(2, run("c"), RECORD, STAMP);
        assertThat(recent.get(2, null)).isNull();
    }

    private static Run run(String key) {
        return RunDecoder.decode(("{\"run_id\":\"" + key + "\"}").getBytes(StandardCharsets.UTF_8), 1);
    }
}
