package com.collimate.inspector.core.diff;

import com.collimate.inspector.core.util.Cancellation;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.assertj.core.api.Assertions.assertThat;

/** The clock formats logs print are timestamps as a whole, dates included, so a run replayed the next day is noise. */
class TimestampFormatsTest {
    private final TextDiffer masked = new TextDiffer(DiffOptions.defaults());

    private TextDiff diff(String left, String right) {
        return masked.diff(left + "\n", right + "\n", Cancellation.none());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "syslog, across midnight      | Nov 30 23:59:59 host app: x          | Dec  1 00:00:01 host app: x",
            "date(1), ctime with a zone   | Mon Nov 30 23:59:59 UTC 2026         | Tue Dec  1 00:00:01 UTC 2026",
            "time.ctime()                 | at Mon Nov 30 23:59:59 2026          | at Tue Dec  1 00:00:01 2026",
            "Go's log package             | 2026/11/30 23:59:59 listening        | 2026/12/01 00:00:01 listening",
            "common log format            | [30/Nov/2026:17:40:01 +0000] GET /   | [01/Dec/2026:09:41:09 +0000] GET /",
            "glog and absl prefix         | I1130 23:59:59.123456 42 train.py:7] | I1201 00:00:01.654321 42 train.py:7]",
            "basic ISO 8601               | ckpt-20261130T174001Z                | ckpt-20261201T000109Z",
            "12-hour clock                | at 5:40:01 PM                        | at 11:02:09 AM",
            "date.today()                 | day 2026-11-30                       | day 2026-12-01"})
    void theWholeTimestampIsMasked(String what, String left, String right) {
        TextDiff diff = diff(left, right);

        assertThat(diff.identicalAfterMasks()).as(what).isTrue();
        assertThat(diff.classes()).as(what).containsExactly("timestamp");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "a word after a syslog time is no zone | Nov 30 17:40:01 WARN x       | Nov 30 17:41:01 INFO x       | content",
            "a glog prefix keeps its level         | I1130 17:40:01.1 42 a.py:7] | W1130 17:40:01.1 42 a.py:7] | content",
            "a date glued to more numbers          | v 2026-11-30-1               | v 2026-12-01-1               | numeric"})
    void whatSurroundsATimestampStillDiffers(String what, String left, String right, String expectedClass) {
        TextDiff diff = diff(left, right);

        assertThat(diff.identicalAfterMasks()).as(what).isFalse();
        assertThat(diff.classes()).as(what).containsExactly(expectedClass);
    }
}
