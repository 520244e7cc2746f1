package com.collimate.inspector.core.diff;

import com.collimate.inspector.core.util.Cancellation;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The shapes of noise the built-in masks take whole (a clock's every format, its date too, so a run replayed the next
 * day is noise; pointers; temporary names), and their look-alikes, which stay a difference: a seed printed in hex or
 * named in a path must never read as noise.
 */
class NoiseShapesTest {
    private final TextDiffer masked = new TextDiffer(DiffOptions.defaults());

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "syslog, across midnight | Nov 30 23:59:59 host app: x | Dec  1 00:00:01 host app: x | timestamp | noise",
            "date(1) | Mon Nov 30 23:59:59 UTC 2026 | Tue Dec  1 00:00:01 UTC 2026 | timestamp | noise",
            "time.ctime() | at Mon Nov 30 23:59:59 2026 | at Tue Dec  1 00:00:01 2026 | timestamp | noise",
            "Go's log package | 2026/11/30 23:59:59 listening | 2026/12/01 00:00:01 listening | timestamp | noise",
            "CLF | [30/Nov/2026:17:40:01 +0000] GET / | [01/Dec/2026:09:41:09 +0000] GET / | timestamp | noise",
            "glog/absl | I1130 23:59:59.123456 42 t.py:7] | I1201 00:00:01.654321 42 t.py:7] | timestamp | noise",
            "basic ISO 8601 | ckpt-20261130T174001Z | ckpt-20261201T000109Z | timestamp | noise",
            "12-hour clock | at 5:40:01 PM | at 11:02:09 AM | timestamp | noise",
            "date.today() | day 2026-11-30 | day 2026-12-01 | timestamp | noise",
            "repr() | <Policy at 0x7f3a2c1b2d90> | <Policy at 0x7fc3a33beb90> | address | noise",
            "Linux heap pointer | node 0x55d0c8a3b2a0 | node 0x5581aa00bb10 | address | noise",
            "macOS pointer | at 0x1050a2b30 | at 0x10b7f3c40 | address | noise",
            "Windows pointer, padded | at 0x000001F2A3B4C5D6 | at 0x0000020A11B2C3D4 | address | noise",
            "tempfile.mkdtemp() | in /tmp/tmpk3j9z1lq/model.pt | in /tmp/tmpa8b7c6d5/model.pt | temp-path | noise",
            "tempfile with a suffix | in /tmp/tmpk3j9z1lq.json | in /tmp/tmpa8b7c6d5.json | temp-path | noise",
            "mktemp(1) | dir /tmp/tmp.Ab3dE5fG7h | dir /tmp/tmp.Zz9yY8xX7w | temp-path | noise",
            "pytest's tmp_path | /tmp/pytest-of-me/pytest-12/x | /tmp/pytest-of-me/pytest-13/x | temp-path | noise",
            "no zone, a level | Nov 30 17:40:01 WARN x | Nov 30 17:41:01 INFO x | content | differs",
            "glog level | I1130 17:40:01.1 42 a.py:7] | W1130 17:40:01.1 42 a.py:7] | content | differs",
            "a date glued to more numbers | v 2026-11-30-1 | v 2026-12-01-1 | numeric | differs",
            "a 32-bit seed in hex | seed=0x5eed1234 | seed=0x1234abcd | content | differs",
            "a 64-bit seed in hex | seed 0x9e3779b97f4a7c15 | seed 0x1f83d9abfb41bd6b | content | differs",
            "/tmp path naming a seed | /tmp/results_seed1.json | /tmp/results_seed7.json | content | differs",
            "not tempfile's | /tmp/tmp_results_seed1.json | /tmp/tmp_results_seed7.json | content | differs"})
    void eachShapeIsNoiseOrADifference(String what, String left, String right, String expectedClass, String verdict) {
        TextDiff diff = masked.diff(left + "\n", right + "\n", Cancellation.none());

        assertThat(diff.identicalAfterMasks() ? "noise" : "differs").as(what).isEqualTo(verdict);
        assertThat(diff.classes()).as(what).containsExactly(expectedClass);
    }
}
