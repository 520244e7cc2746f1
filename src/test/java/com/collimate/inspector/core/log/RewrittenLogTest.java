package com.collimate.inspector.core.log;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** Follow must notice when the file at the log's path is no longer the one indexed, instead of reading on. */
class RewrittenLogTest {
    @TempDir
    Path dir;

    private static String runs(String prefix, int count) {
        StringBuilder text = new StringBuilder();
        for (int i = 1; i <= count; i++) {
            text.append("{\"run_id\":\"").append(prefix).append(i).append("\",\"seed_ack\":\"verified\",\"exit_code\":0}\n");
        }
        return text.toString();
    }

    private Path log(String text) throws IOException {
        return Files.writeString(dir.resolve("live.jsonl"), text);
    }

    @Test
    void aLogRewrittenWithMoreBytesThanBeforeIsNoticed() throws Exception {
        Path path = log(runs("old-", 9));
        try (IndexedRolloutLog log = LogFiles.open(path)) {
            Files.writeString(path, runs("restarted-", 12)); // truncates and writes, as a restarted job does

            assertThatThrownBy(() -> log.indexAppended(LoadListener.NONE))
                    .isInstanceOf(LogRewrittenException.class)
                    .hasMessage(path + ": the log was rewritten (the part already read has changed)");
            assertThat(log.size()).isEqualTo(9);
        }
    }

    @Test
    void aLogCutShorterThanThePartReadIsNoticed() throws Exception {
        Path path = log(runs("old-", 9));
        try (IndexedRolloutLog log = LogFiles.open(path)) {
            Files.writeString(path, runs("new-", 2) + "{\"run_id\":\"new-3\",\"std");

            assertThatThrownBy(() -> log.indexAppended(LoadListener.NONE))
                    .isInstanceOf(LogRewrittenException.class)
                    .hasMessage(path + ": the log was rewritten (it is shorter than the part already read)");
        }
    }

    @Test
    void aRewriteThatKeepsTheLastIndexedBytesIsToldByItsFirstRecord() throws Exception {
        String bigTail = "{\"run_id\":\"same\",\"stdout\":\"" + "o".repeat(10_000) + "\"}\n";
        Path path = log("{\"run_id\":\"a1\"}\n" + bigTail);
        try (IndexedRolloutLog log = LogFiles.open(path)) {
            Files.writeString(path, "{\"run_id\":\"b2\"}\n" + bigTail + runs("more-", 1));

            assertThatThrownBy(() -> log.indexAppended(LoadListener.NONE)).isInstanceOf(LogRewrittenException.class);
        }
    }

    @Test
    void theCheckCoversRunsIndexedByFollowToo() throws Exception {
        Path path = log(runs("a", 3));
        try (IndexedRolloutLog log = LogFiles.open(path)) {
            Files.writeString(path, runs("b", 2), StandardOpenOption.APPEND);
            assertThat(log.indexAppended(LoadListener.NONE)).isEqualTo(2);
            Files.writeString(path, runs("a", 3) + runs("c", 2) + runs("d", 1)); // same start, other appended runs

            assertThatThrownBy(() -> log.indexAppended(LoadListener.NONE)).isInstanceOf(LogRewrittenException.class);
        }
    }

    @Test
    void aNewFileRenamedOverTheLogIsNoticed() throws Exception {
        Path path = log(runs("old-", 3));
        assumeTrue(Files.readAttributes(path, BasicFileAttributes.class).fileKey() != null,
                "the file system has file keys");
        try (IndexedRolloutLog log = LogFiles.open(path)) {
            Path replacement = Files.writeString(dir.resolve("next.jsonl"), runs("old-", 3) + runs("new-", 1));
            Files.move(replacement, path, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);

            assertThatThrownBy(() -> log.indexAppended(LoadListener.NONE))
                    .isInstanceOf(LogRewrittenException.class)
                    .hasMessage(path + ": the log was rewritten (another file has taken its name)");
        }
    }

    @Test
    void appendedRunsAndAHalfWrittenLineAreNotARewrite() throws Exception {
        Path path = log(runs("a", 3) + "{\"run_id\":\"a4\",");
        try (IndexedRolloutLog log = LogFiles.open(path)) {
            for (int pass = 1; pass <= 3; pass++) {
                Files.writeString(path, "\"exit_code\":0}\n" + runs("p" + pass + "-", 2) + "{\"run_id\":\"a4\",",
                        StandardOpenOption.APPEND);
                assertThat(log.indexAppended(LoadListener.NONE)).isEqualTo(3);
            }
            assertThat(log.indexAppended(LoadListener.NONE)).isZero();
            assertThat(log.size()).isEqualTo(12);
            assertThat(log.summary(11).key()).isEqualTo("p3-2");
        }
    }

    @Test
    void withoutFileKeysAsOnWindowsAFileRenamedOverTheLogIsNoticedByItsSize() throws Exception {
        Path path = log(runs("old-", 3));
        try (LogData data = LogData.open(path)) {
            IndexedPart part = IndexedPart.read(null, data, data.size()); // no file key: Windows has none
            Files.writeString(path, runs("appended-", 2), StandardOpenOption.APPEND);
            part.check(path, data);

            Path longer = Files.writeString(dir.resolve("next.jsonl"), runs("old-", 3) + runs("appended-", 3));
            Files.move(longer, path, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            assertThatThrownBy(() -> part.check(path, data)).isInstanceOf(LogRewrittenException.class)
                    .hasMessage(path + ": the log was rewritten (another file has taken its name)");

            Path shorter = Files.writeString(dir.resolve("next.jsonl"), runs("old-", 3) + runs("appended-", 1));
            Files.move(shorter, path, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            assertThatThrownBy(() -> part.check(path, data)).isInstanceOf(LogRewrittenException.class)
                    .hasMessage(path + ": the log was rewritten (another file has taken its name)");
        }
    }
}
