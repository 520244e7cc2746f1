package com.collimate.inspector.core.log;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class RunBlockTest {
    private static final long[] CODES = {0, 1, -1, Integer.MAX_VALUE, Integer.MIN_VALUE, Integer.MIN_VALUE + 1L,
        Integer.MIN_VALUE + 2L, 0xC0000005L, Long.MAX_VALUE, Long.MIN_VALUE};

    @Test
    void everyLongExitCodeReadsBackExactlyAndAbsentStaysAbsent() {
        assertExitCodes(blockOfCodesThenNone());
    }

    @Test
    void exitCodesSurviveTrimmingAndGrowingBackForMoreRuns() {
        RunBlock grown = blockOfCodesThenNone().resized(CODES.length + 1).resized(RunBlock.CAPACITY);
        grown.setExitCode(CODES.length + 1, 0xC0000005L);
        grown.setExitCode(CODES.length + 2, 7);

        assertExitCodes(grown);
        assertThat(grown.exitCode(CODES.length + 1)).isEqualTo(0xC0000005L);
        assertThat(grown.exitCode(CODES.length + 2)).isEqualTo(7L);
    }

    @Test
    void aBlockWhereMostRunsHaveWideExitCodesKeepsEveryOne() {
        RunBlock block = new RunBlock(1);
        for (int slot = 0; slot < RunBlock.CAPACITY; slot++) {
            block.setExitCode(slot, slot % 5 == 0 ? slot : 0xC0000000L + slot);
        }
        RunBlock trimmed = block.resized(RunBlock.CAPACITY - 1);

        for (int slot = 0; slot < RunBlock.CAPACITY - 1; slot++) {
            assertThat(trimmed.exitCode(slot)).as("slot %d", slot).isEqualTo(slot % 5 == 0 ? slot : 0xC0000000L + slot);
        }
    }

    /** {@link #CODES} in the first slots, then a run without an exit code. */
    private static RunBlock blockOfCodesThenNone() {
        RunBlock block = new RunBlock(1);
        for (int slot = 0; slot < CODES.length; slot++) {
            block.setExitCode(slot, CODES[slot]);
        }
        block.clearExitCode(CODES.length);
        return block;
    }

    private static void assertExitCodes(RunBlock block) {
        for (int slot = 0; slot < CODES.length; slot++) {
            assertThat(block.exitCode(slot)).as("slot %d", slot).isEqualTo(CODES[slot]);
        }
        assertThat(block.exitCode(CODES.length)).isNull();
    }
}
