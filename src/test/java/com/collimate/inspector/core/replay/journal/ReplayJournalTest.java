package com.collimate.inspector.core.replay.journal;

import com.collimate.inspector.core.api.ExecResponse;
import com.fasterxml.jackson.databind.node.IntNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assumptions.assumeThat;

class ReplayJournalTest {
    @TempDir
    Path dir;

    private Path log() throws IOException {
        Path log = dir.resolve("logs").resolve("train.jsonl");
        Files.createDirectories(log.getParent());
        Files.writeString(log, "{\"run_id\":\"a\"}\n");
        return log;
    }

    static JournalEntry answered(String key, int attempt, String stdout) {
        return answered(key, 3, attempt, stdout);
    }

    static JournalEntry answered(String key, long line, int attempt, String stdout) {
        Map<String, com.fasterxml.jackson.databind.JsonNode> extras = new LinkedHashMap<>();
        extras.put("usage", IntNode.valueOf(7));
        return new JournalEntry(key, line, attempt, "http://127.0.0.1:9/", "ab".repeat(32), null, "2026-11-29T08:00:00Z",
                12.5, 200, 1, new ExecResponse(stdout, "", 0L, "ab".repeat(32), "verified", extras), null);
    }

    static JournalEntry failed(String key, int attempt) {
        return new JournalEntry(key, 4, attempt, "http://127.0.0.1:9/", null, null, "2026-11-29T08:00:01Z", 3.0, 503, 5,
                null, new JournalEntry.Error("server-error", "server error, HTTP 503: overloaded"));
    }

    @Test
    void exitCodesBeyondThe32BitRangeReadBackExactly() throws IOException {
        Path log = log();
        long[] codes = {3221225477L, Integer.MIN_VALUE, Long.MAX_VALUE};
        try (ReplayJournal journal = ReplayJournal.open(log, dir.resolve("data"))) {
            for (int i = 0; i < codes.length; i++) {
                journal.append(new JournalEntry("a", 3, i + 1, "http://127.0.0.1:9/", "ab".repeat(32), null,
                        "2026-11-29T08:00:00Z", 12.5, 200, 1,
                        new ExecResponse("", "", codes[i], "ab".repeat(32), "verified"), null));
            }
        }

        try (ReplayJournal reopened = ReplayJournal.open(log, dir.resolve("data"))) {
            assertThat(reopened.problems()).isEmpty();
            assertThat(reopened.replays("a", 3)).extracting(entry -> entry.response().exitCode())
                    .containsExactly(codes[0], codes[1], codes[2]);
        }
    }

    @Test
    void appendsNextToTheLogAndReadsBackAfterReopening() throws IOException {
        Path log = log();
        byte[] logBefore = Files.readAllBytes(log);
        try (ReplayJournal journal = ReplayJournal.open(log, dir.resolve("data"))) {
            assertThat(journal.file()).isEqualTo(log.resolveSibling("train.jsonl.replays.jsonl"));
            assertThat(journal.isFallback()).isFalse();
            journal.append(answered("a", 1, "one\n"));
            journal.append(failed("b", 1));
            journal.append(answered("a", 2, "two\u001b[0m\u0000\n"));
            assertThat(journal.replayCount("a", 3)).isEqualTo(2);
        }

        try (ReplayJournal reopened = ReplayJournal.open(log, dir.resolve("data"))) {
            assertThat(reopened.problems()).isEmpty();
            assertThat(reopened.size()).isEqualTo(3);
            assertThat(reopened.runs()).containsExactlyInAnyOrder(new JournalRun("a", 3), new JournalRun("b", 4));
            List<JournalEntry> a = reopened.replays("a", 3);
            assertThat(a).extracting(JournalEntry::attempt).containsExactly(1, 2);
            assertThat(a.get(1).response().stdout()).isEqualTo("two\u001b[0m\u0000\n");
            assertThat(a.get(0).response().extras()).containsEntry("usage", IntNode.valueOf(7));
            assertThat(a.get(0)).isEqualTo(answered("a", 1, "one\n"));
            assertThat(reopened.replays("b", 4)).containsExactly(failed("b", 1));
            assertThat(reopened.replay("a", 3, 2)).contains(answered("a", 2, "two\u001b[0m\u0000\n"));
            assertThat(reopened.replay("a", 3, 3)).isEmpty();
            assertThat(reopened.replays("a", 4)).isEmpty();
            assertThat(reopened.replays("missing", 3)).isEmpty();
        }
        assertThat(Files.readAllBytes(log)).isEqualTo(logBefore);
        assertThat(Files.readAllLines(log.resolveSibling("train.jsonl.replays.jsonl"))).hasSize(3)
                .allSatisfy(line -> assertThat(line).startsWith("{\"run\":"));
    }

    @Test
    void partialLastLineIsIgnoredReportedAndLaterAppendsStayReadable() throws IOException {
        Path log = log();
        Path file = journalHolding(log, answered("a", 1, "one"), answered("b", 1, "two"));
        byte[] whole = Files.readAllBytes(file);
        int secondLineStart = new String(whole, StandardCharsets.UTF_8).indexOf('\n') + 1;
        Files.write(file, java.util.Arrays.copyOf(whole, secondLineStart + 25)); // killed mid-write

        try (ReplayJournal journal = ReplayJournal.open(log, dir.resolve("data"))) {
            assertThat(journal.problems()).containsExactly(file + ": line 2 is incomplete (the app was stopped while"
                    + " writing it) and was removed");
            assertThat(journal.replays("a", 3)).containsExactly(answered("a", 1, "one"));
            assertThat(journal.replayCount("b", 3)).isZero();
            journal.append(answered("c", 1, "three"));
            assertThat(journal.replays("c", 3)).containsExactly(answered("c", 1, "three"));
            assertThat(journal.problems()).as("reported once").hasSize(1);
        }
        assertThat(Files.readString(file)).as("the first line kept whole, the new one on a line of its own")
                .startsWith(new String(whole, 0, secondLineStart, StandardCharsets.UTF_8))
                .doesNotContain(new String(whole, secondLineStart, 25, StandardCharsets.UTF_8));

        try (ReplayJournal journal = ReplayJournal.open(log, dir.resolve("data"))) {
            assertThat(journal.replays("a", 3)).hasSize(1);
            assertThat(journal.replays("c", 3)).containsExactly(answered("c", 1, "three"));
            assertThat(journal.problems()).as("not reported again on every open").isEmpty();
        }
    }

    @Test
    void aWholeLastEntryCutOnlyBeforeItsNewlineIsKeptAndNotNumberedAgain() throws IOException {
        Path log = log();
        Path file = journalHolding(log, answered("a", 1, "one"), answered("a", 2, "two"));
        byte[] whole = Files.readAllBytes(file);
        Files.write(file, java.util.Arrays.copyOf(whole, whole.length - 1)); // killed just before the newline

        for (int open = 0; open < 2; open++) {
            try (ReplayJournal journal = ReplayJournal.open(log, dir.resolve("data"))) {
                assertThat(journal.problems()).isEmpty();
                assertThat(journal.attempts("a", 3)).containsExactly(1, 2);
                assertThat(journal.reserveAttempts("a", 3, 1)).isEqualTo(3);
            }
        }
        try (ReplayJournal journal = ReplayJournal.open(log, dir.resolve("data"))) {
            assertThat(journal.append(answered("a", 3, "three"))).isEqualTo(3);
        }
        assertThat(Files.readAllLines(file)).hasSize(3).allSatisfy(line -> assertThat(line).startsWith("{\"run\":"));
    }

    /** The journal of {@code log}, holding {@code entries} in order. */
    private Path journalHolding(Path log, JournalEntry... entries) throws IOException {
        try (ReplayJournal journal = ReplayJournal.open(log, dir.resolve("data"))) {
            for (JournalEntry entry : entries) {
                journal.append(entry);
            }
            return journal.file();
        }
    }

    /** The journal of {@code log}, holding replay 1 of run "a". */
    private Path journalWithOneReplay(Path log) throws IOException {
        try (ReplayJournal journal = ReplayJournal.open(log, dir.resolve("data"))) {
            journal.append(answered("a", 1, "one"));
            return journal.file();
        }
    }

    @Test
    void damagedLinesInTheMiddleAreReportedWithTheirLineNumber() throws IOException {
        Path log = log();
        Path file = journalWithOneReplay(log);
        Files.writeString(file, "not json\n\n{\"attempt\":1}\n{\"run\":\"a\",\"attempt\":1}\n",
                java.nio.file.StandardOpenOption.APPEND);
        try (ReplayJournal journal = ReplayJournal.open(log, dir.resolve("data"))) {
            journal.append(answered("a", 2, "two"));
        }

        try (ReplayJournal journal = ReplayJournal.open(log, dir.resolve("data"))) {
            assertThat(journal.problems()).hasSize(3);
            assertThat(journal.problems().get(0)).endsWith("line 2 is damaged and was ignored (not valid JSON at column"
                    + " 1: a value must be a string, number, true, false, null, object or array)")
                    .as("Jackson's words quote the line").doesNotContain("[Source", "REDACTED", "Unrecognized", "'not'");
            assertThat(journal.problems().get(1)).contains("line 4 is damaged", "no run key");
            assertThat(journal.problems().get(2)).contains("line 5 is damaged", "run line");
            assertThat(journal.replays("a", 3)).extracting(JournalEntry::attempt).containsExactly(1, 2);
        }
    }

    @Test
    void anAttemptNumberTooLargeToCountPastIsADamagedLineNotAnOverflow() throws IOException {
        Path log = log();
        Path file = journalWithOneReplay(log);
        String edited = Files.readString(file).replace("\"attempt\":1", "\"attempt\":" + Integer.MAX_VALUE);
        Files.writeString(file, edited + edited.replace(String.valueOf(Integer.MAX_VALUE), "3000000000"));

        try (ReplayJournal journal = ReplayJournal.open(log, dir.resolve("data"))) {
            assertThat(journal.problems()).hasSize(2);
            assertThat(journal.problems().get(0)).contains("line 1 is damaged", "attempt number 2147483647 is out of range");
            assertThat(journal.problems().get(1)).contains("line 2 is damaged");
            assertThat(journal.reserveAttempts("a", 3, 2)).isEqualTo(1);
            assertThat(journal.append(answered("a", 1, "again"))).isEqualTo(1);
        }
    }

    @Test
    void runsSharingAKeyAreNumberedAndReadApartByLine() throws IOException {
        Path log = log();
        try (ReplayJournal journal = ReplayJournal.open(log, dir.resolve("data"))) {
            for (int round = 1; round <= 2; round++) {
                for (long line : new long[] {1, 2}) {
                    int attempt = journal.reserveAttempts("dup", line, 1);
                    journal.append(answered("dup", line, attempt, "line " + line + " round " + round));
                }
            }
            assertThat(journal.replayCount("dup", 1)).isEqualTo(2);
        }

        try (ReplayJournal reopened = ReplayJournal.open(log, dir.resolve("data"))) {
            assertThat(reopened.runs()).containsExactlyInAnyOrder(new JournalRun("dup", 1), new JournalRun("dup", 2));
            for (long line : new long[] {1, 2}) {
                assertThat(reopened.replays("dup", line)).extracting(JournalEntry::attempt).containsExactly(1, 2);
                assertThat(reopened.replay("dup", line, 2)).get().extracting(entry -> entry.response().stdout())
                        .isEqualTo("line " + line + " round 2");
                assertThat(reopened.reserveAttempts("dup", line, 2)).isEqualTo(3);
                assertThat(reopened.reserveAttempts("dup", line, 1)).as("past the numbers reserved before").isEqualTo(5);
            }
        }
    }

    @Test
    void numbersSkippedEarlierAreNotHandedOutAgain() throws IOException {
        Path log = log();
        try (ReplayJournal journal = ReplayJournal.open(log, dir.resolve("data"))) {
            // as journals numbered per key wrote two runs sharing a key: both attempt 1, then both attempt 3
            journal.append(answered("dup", 1, 1, "a"));
            journal.append(answered("dup", 2, 1, "b"));
            journal.append(answered("dup", 1, 3, "c"));
            journal.append(answered("dup", 2, 3, "d"));
        }

        try (ReplayJournal reopened = ReplayJournal.open(log, dir.resolve("data"))) {
            assertThat(reopened.problems()).isEmpty();
            assertThat(reopened.replays("dup", 2)).extracting(entry -> entry.response().stdout())
                    .containsExactly("b", "d");
            assertThat(reopened.replay("dup", 1, 3)).get().extracting(entry -> entry.response().stdout())
                    .isEqualTo("c");
            assertThat(reopened.replayCount("dup", 1)).isEqualTo(2);
            assertThat(reopened.reserveAttempts("dup", 1, 1)).isEqualTo(4);
        }
    }

    @Test
    void unwritableSidecarFallsBackToTheDataFolderAndStaysThere() throws IOException {
        Path log = log();
        Files.createDirectory(log.resolveSibling("train.jsonl.replays.jsonl")); // the sidecar cannot be a file
        Path data = dir.resolve("data");
        try (ReplayJournal journal = ReplayJournal.open(log, data)) {
            assertThat(journal.isFallback()).isTrue();
            assertThat(journal.file()).isEqualTo(JournalLocation.fallback(log, data));
            assertThat(journal.file().getParent()).isEqualTo(data.resolve("journals"));
            assertThat(journal.describeLocation()).contains(journal.file().toString(), "data folder", "cannot be written");
            journal.append(answered("a", 1, "one"));
        }
        Files.delete(log.resolveSibling("train.jsonl.replays.jsonl"));

        try (ReplayJournal journal = ReplayJournal.open(log, data)) {
            assertThat(journal.isFallback()).isTrue();
            assertThat(journal.replays("a", 3)).hasSize(1);
        }
    }

    @Test
    void readOnlyFolderFallsBackToTheDataFolder() throws Exception {
        Path log = log();
        Path folder = log.getParent();
        boolean locked = lock(folder);
        assumeThat(locked).as("this file system can make a folder read-only").isTrue();
        try {
            assertThat(Files.exists(folder.resolve("probe"))).isFalse();
            try (ReplayJournal journal = ReplayJournal.open(log, dir.resolve("data"))) {
                assertThat(journal.isFallback()).isTrue();
                journal.append(answered("a", 1, "one"));
                assertThat(journal.replays("a", 3)).hasSize(1);
            }
            assertThat(Files.list(folder)).containsExactly(log);
        } finally {
            unlock(folder);
        }
    }

    @Test
    void aJournalNextToTheLogThatBecameReadOnlyIsCopiedToTheDataFolderWithItsReplaysInView() throws Exception {
        Path log = log();
        Path data = dir.resolve("data");
        try (ReplayJournal journal = ReplayJournal.open(log, data)) {
            journal.append(answered("a", 1, "before"));
        }
        Path sidecar = JournalLocation.sidecar(log);
        byte[] original = Files.readAllBytes(sidecar);
        assumeThat(chattr("+i", sidecar)).as("this file system can make a file read-only, even for root").isTrue();
        try {
            try (ReplayJournal journal = ReplayJournal.open(log, data)) {
                assertThat(journal.isFallback()).isTrue();
                assertThat(journal.describeLocation()).contains("cannot be written", "its replays were copied there");
                assertThat(journal.append(answered("a", 2, "after"))).isEqualTo(2);
            }
            assertThat(Files.readAllBytes(sidecar)).isEqualTo(original);
        } finally {
            chattr("-i", sidecar);
        }
        try (ReplayJournal journal = ReplayJournal.open(log, data)) {
            assertThat(journal.isFallback()).as("stays in the data folder once writable again").isTrue();
            assertThat(journal.replays("a", 3)).extracting(entry -> entry.response().stdout())
                    .containsExactly("before", "after");
        }
    }

    private static boolean chattr(String change, Path file) throws Exception {
        try {
            return new ProcessBuilder("chattr", change, file.toString()).redirectErrorStream(true).start()
                    .waitFor() == 0;
        } catch (IOException noChattr) {
            return false;
        }
    }

    @Test
    void whenNoPlaceCanHoldTheJournalTheErrorSaysWhereAndWhy() throws Exception {
        Path log = log();
        Files.createDirectory(JournalLocation.sidecar(log));
        Path data = Files.writeString(dir.resolve("data"), "a file where the data folder should be");

        assertThatThrownBy(() -> ReplayJournal.open(log, data))
                .isInstanceOf(IOException.class)
                .hasMessageStartingWith("the journal next to the log cannot be written (" + JournalLocation.sidecar(log)
                        + ": ")
                .hasMessageContaining(", and the replay journal cannot be written in the data folder (" + data);
    }

    /** Read-only even for root: the immutable attribute where available, else plain permissions. */
    private static boolean lock(Path folder) throws Exception {
        if (chattr("+i", folder)) {
            return true;
        }
        folder.toFile().setWritable(false, false);
        try {
            Files.createFile(folder.resolve("probe"));
            Files.delete(folder.resolve("probe"));
            return false;
        } catch (IOException expected) {
            return true;
        }
    }

    private static void unlock(Path folder) throws Exception {
        chattr("-i", folder);
        folder.toFile().setWritable(true, true);
    }

    @Test
    void twoWritersOfOneJournalKeepTheirOffsetsRight() throws IOException {
        Path log = log();
        try (ReplayJournal first = ReplayJournal.open(log, dir.resolve("data"));
             ReplayJournal second = ReplayJournal.open(log, dir.resolve("data"))) {
            first.append(answered("a", 1, "first's\n"));
            second.append(answered("b", 1, "second's\n"));
            first.append(answered("a", 2, "first's again\n"));

            assertThat(second.replays("b", 3)).extracting(entry -> entry.response().stdout())
                    .as("read at the offset the line really has").containsExactly("second's\n");
            assertThat(first.replays("b", 3)).as("the other writer's lines are indexed").hasSize(1);
            assertThat(second.replays("a", 3)).extracting(JournalEntry::attempt).containsExactly(1, 2);
            assertThat(second.reserveAttempts("a", 3, 1)).as("numbers the other writer used are not handed out")
                    .isEqualTo(3);
        }
    }

    @Test
    void aNumberAnotherWriterJournaledMeanwhileIsNotWrittenAgain() throws IOException {
        Path log = log();
        try (ReplayJournal first = ReplayJournal.open(log, dir.resolve("data"));
             ReplayJournal second = ReplayJournal.open(log, dir.resolve("data"))) {
            // both start replaying run a before either journals: both reserve 1 and 2
            assertThat(first.reserveAttempts("a", 3, 2)).isEqualTo(1);
            assertThat(second.reserveAttempts("a", 3, 2)).isEqualTo(1);

            assertThat(first.append(answered("a", 1, "first 1\n"))).isEqualTo(1);
            assertThat(second.append(answered("a", 1, "second 1\n"))).as("past both reservations").isEqualTo(3);
            assertThat(second.append(answered("a", 2, "second 2\n"))).isEqualTo(2);
            assertThat(first.append(answered("a", 2, "first 2\n"))).as("past everything reserved").isEqualTo(4);
            assertThat(second.reserveAttempts("a", 3, 1)).isEqualTo(5);
        }

        List<String> lines = Files.readAllLines(log.resolveSibling("train.jsonl.replays.jsonl"));
        assertThat(lines).extracting(line -> line.replaceAll(".*\"attempt\":(\\d+).*\"stdout\":\"([^\\\\]*).*", "$1 $2"))
                .containsExactly("1 first 1", "3 second 1", "2 second 2", "4 first 2");
        try (ReplayJournal reopened = ReplayJournal.open(log, dir.resolve("data"))) {
            assertThat(reopened.replay("a", 3, 3)).get().extracting(entry -> entry.response().stdout())
                    .isEqualTo("second 1\n");
            assertThat(reopened.replays("a", 3)).extracting(JournalEntry::attempt).containsExactly(1, 3, 2, 4);
        }
    }

    @Test
    void duplicateNumbersInAJournalAreToldApartByFileOrder() throws IOException {
        Path log = log();
        try (ReplayJournal journal = ReplayJournal.open(log, dir.resolve("data"))) {
            journal.append(answered("a", 1, "x"));
        }
        Path file = log.resolveSibling("train.jsonl.replays.jsonl");
        String line = Files.readString(file);
        // as two processes wrote it without working locks (or before numbers were settled when written)
        Files.writeString(file, line + line.replace("\"x\"", "\"y\"") + line.replace("\"x\"", "\"z\"")
                + line.replace("\"attempt\":1", "\"attempt\":2").replace("\"x\"", "\"w\""));

        for (int pass = 0; pass < 2; pass++) {
            try (ReplayJournal reopened = ReplayJournal.open(log, dir.resolve("data"))) {
                assertThat(reopened.problems()).isEmpty();
                assertThat(reopened.replays("a", 3)).extracting(JournalEntry::attempt).containsExactly(1, 2, 3, 4);
                assertThat(reopened.replay("a", 3, 2)).get().extracting(entry -> entry.response().stdout())
                        .isEqualTo("y");
                assertThat(reopened.replay("a", 3, 4)).get().extracting(entry -> entry.response().stdout())
                        .as("a line numbered 2 after 2 was given out on reading").isEqualTo("w");
                assertThat(reopened.reserveAttempts("a", 3, 1)).isEqualTo(5);
            }
        }
    }

    @Test
    void entriesOfAnOlderOrANewerVersionAreReadByTheFieldsTheyShare() throws IOException {
        Path log = log();
        Files.writeString(JournalLocation.sidecar(log), String.join("\n",
                "{\"run\":\"a\",\"line\":3,\"attempt\":1,\"endpoint\":\"e\",\"seed\":null,"
                        + "\"response\":{\"stdout\":\"older\",\"stderr\":\"\",\"exit_code\":0},\"error\":null}",
                "{\"format\":3,\"run\":\"a\",\"line\":3,\"attempt\":2,\"endpoint\":\"e\",\"code_sha\":\"5c1e\","
                        + "\"sandbox\":{\"image\":\"py3.12\"},\"response\":{\"stdout\":\"newer\",\"stderr\":\"\","
                        + "\"exit_code\":0},\"error\":null}", ""));

        try (ReplayJournal journal = ReplayJournal.open(log, dir.resolve("data"))) {
            assertThat(journal.problems()).isEmpty();
            assertThat(journal.replays("a", 3)).extracting(entry -> entry.response().stdout(), JournalEntry::codeSha)
                    .containsExactly(org.assertj.core.groups.Tuple.tuple("older", null),
                            org.assertj.core.groups.Tuple.tuple("newer", "5c1e"));
            assertThat(journal.append(answered("a", 3, "now"))).isEqualTo(3);
        }
    }

    @Test
    void aFailedWriteFailsTheAppendInsteadOfSpinning() throws Exception {
        Path log = log();
        ReplayJournal journal = ReplayJournal.open(log, dir.resolve("data"));
        journal.close();
        org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(java.time.Duration.ofSeconds(5), () -> {
            org.assertj.core.api.Assertions.assertThatThrownBy(() -> journal.append(answered("a", 1, "x\n")))
                    .isInstanceOf(IOException.class)
                    .hasMessage(journal.file() + ": appending a replay failed (the journal was closed)");
            org.assertj.core.api.Assertions.assertThatThrownBy(() -> journal.append(answered("a", 2, "x\n")))
                    .isInstanceOf(IOException.class);
        });
    }

    @Test
    void aNamedPipeOrADanglingLinkAsTheJournalIsNotOpened() throws Exception {
        assumeThat(new ProcessBuilder("mkfifo", "--version").start().waitFor()).isZero();
        Path log = log();
        Path sidecar = log.resolveSibling("train.jsonl.replays.jsonl");
        assertThat(new ProcessBuilder("mkfifo", sidecar.toString()).start().waitFor()).isZero();
        org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(java.time.Duration.ofSeconds(5), () -> {
            try (ReplayJournal journal = ReplayJournal.open(log, dir.resolve("data"))) {
                assertThat(journal.describeLocation()).contains(": not a regular file");
            }
        });
        Files.delete(sidecar);
        Path nowhere = dir.resolve("nowhere.jsonl");
        Files.createSymbolicLink(sidecar, nowhere);
        try (ReplayJournal journal = ReplayJournal.open(log, dir.resolve("data"))) {
            assertThat(journal.isFallback()).isTrue();
        }
        assertThat(nowhere).as("no file planted where the link points").doesNotExist();
    }

    @Test
    void aJournalPathThatIsNotAFileMovesTheJournalToTheDataFolder() throws IOException {
        Path log = log();
        Files.createSymbolicLink(log.resolveSibling("train.jsonl.replays.jsonl"), Path.of("/dev/null"));
        try (ReplayJournal journal = ReplayJournal.open(log, dir.resolve("data"))) {
            assertThat(journal.isFallback()).isTrue();
            assertThat(journal.describeLocation()).contains("train.jsonl.replays.jsonl: not a regular file")
                    .as("the path is named once").containsOnlyOnce("train.jsonl.replays.jsonl");
            journal.append(answered("a", 1, "kept\n"));
            assertThat(journal.replays("a", 3)).hasSize(1);
        }
    }

    @Test
    void aLargeBatchOfConcurrentAppendsWantingOneNumberIsJournaledUnderDistinctNumbers() throws Exception {
        Path log = log();
        int threads = 8;
        int perThread = 500;
        List<Integer> written = Collections.synchronizedList(new ArrayList<>());
        try (ReplayJournal journal = ReplayJournal.open(log, dir.resolve("data"))) {
            CountDownLatch start = new CountDownLatch(1);
            ExecutorService pool = Executors.newFixedThreadPool(threads);
            List<Future<?>> appenders = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                appenders.add(pool.submit(() -> {
                    start.await();
                    for (int i = 0; i < perThread; i++) {
                        written.add(journal.append(answered("a", 1, "x")));
                    }
                    return null;
                }));
            }
            start.countDown();
            for (Future<?> appender : appenders) {
                appender.get(60, TimeUnit.SECONDS);
            }
            pool.shutdown();
        }

        List<Integer> all = IntStream.rangeClosed(1, threads * perThread).boxed().toList();
        assertThat(written).containsExactlyInAnyOrderElementsOf(all);
        try (ReplayJournal reopened = ReplayJournal.open(log, dir.resolve("data"))) {
            assertThat(reopened.replays("a", 3)).extracting(JournalEntry::attempt)
                    .as("as written: no number read twice").containsExactlyInAnyOrderElementsOf(all);
        }
    }
}
