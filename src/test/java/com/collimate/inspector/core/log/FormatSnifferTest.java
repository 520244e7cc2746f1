package com.collimate.inspector.core.log;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;

class FormatSnifferTest {
    private static final int CHUNK = 64;

    /** A window over {@code text} that reads {@value #CHUNK} bytes at a time. */
    private static InputWindow window(String text) {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        int[] read = {0};
        ByteSource source = (into, offset, length) -> {
            if (read[0] == bytes.length) {
                return -1;
            }
            int n = Math.min(length, bytes.length - read[0]);
            System.arraycopy(bytes, read[0], into, offset, n);
            read[0] += n;
            return n;
        };
        return new InputWindow(source, 0, CHUNK, 1 << 20);
    }

    @Test
    void aWholeArrayOnTheFirstLineWithRecordsAfterItIsJsonLines() throws IOException {
        assertThat(FormatSniffer.sniff(window("[1,2]\n\n{\"run_id\":\"a\"}\n")).format()).isEqualTo(LogFormat.JSONL);
        assertThat(FormatSniffer.sniff(window("[1,2]\n \n")).format()).isEqualTo(LogFormat.JSON_ARRAY);
        assertThat(FormatSniffer.sniff(window("[ {\"run_id\":\"a\"}]\n{\"run_id\":\"b\"}\n")).format())
                .as("an array of records keeps them: an array log, the record after it a run too")
                .isEqualTo(LogFormat.JSON_ARRAY);
    }

    @Test
    void blanksAfterTheArrayThatRunPastWhatWasReadAreReadOnNotTakenForTheEnd() throws IOException {
        String record = "{\"run_id\":\"a\"}\n";
        assertThat(FormatSniffer.sniff(window("[1,2]" + " ".repeat(CHUNK) + "\n" + record)).format())
                .isEqualTo(LogFormat.JSONL);
        assertThat(FormatSniffer.sniff(window("[1,2]\n" + " \n".repeat(CHUNK) + record)).format())
                .isEqualTo(LogFormat.JSONL);
        assertThat(FormatSniffer.sniff(window("[1,2]\n" + " \n".repeat(CHUNK))).format())
                .isEqualTo(LogFormat.JSON_ARRAY);
        assertThat(FormatSniffer.sniff(window("[1,2]" + " ".repeat(CHUNK) + "[3]\n" + record)).format())
                .as("more on the array's own line: not one array a line").isEqualTo(LogFormat.JSON_ARRAY);
    }

    @Test
    void aFirstLineLongerThanWhatWasReadIsTakenForACompactArrayLogWithoutReadingIt() throws IOException {
        // a compact JSON array log is one line of up to gigabytes: telling the format must not read it whole
        InputWindow window = window("[" + "{\"run_id\":\"a\"},".repeat(100) + "{\"run_id\":\"b\"}]\n{\"run_id\":\"c\"}\n");

        assertThat(FormatSniffer.sniff(window).format()).isEqualTo(LogFormat.JSON_ARRAY);
        assertThat(window.buf.length).isEqualTo(CHUNK);
    }
}
