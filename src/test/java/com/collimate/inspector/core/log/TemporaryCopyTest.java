package com.collimate.inspector.core.log;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The temporary copy a gzip log or a pipe is read into never outlives its channel, nor a failure to open one. */
class TemporaryCopyTest {
    @TempDir
    Path folder;

    @Test
    void aCopyThatCannotBeOpenedIsDeleted() throws IOException {
        assertThatThrownBy(() -> TemporaryCopies.create(folder, copy -> {
            assertThat(copy).exists().hasParent(folder);
            throw new IOException("Too many open files");
        })).isInstanceOf(IOException.class).hasMessage("Too many open files");

        assertThat(files()).isEmpty();
    }

    @Test
    void aCopyWhoseOpeningFailsUncheckedIsDeletedToo() throws IOException {
        assertThatThrownBy(() -> TemporaryCopies.create(folder, copy -> {
            throw new OutOfMemoryError("Java heap space");
        })).isInstanceOf(OutOfMemoryError.class);

        assertThat(files()).isEmpty();
    }

    @Test
    void anOpenedCopyIsUsableAndGoneFromTheFolderOnceClosed() throws IOException {
        try (LogData copy = TemporaryCopies.create(folder, TemporaryCopies.READ_WRITE)) {
            copy.write(ByteBuffer.wrap(new byte[] {'{', '}'}), 0);
            assertThat(copy.size()).isEqualTo(2);
            assertThat(files()).singleElement().satisfies(named -> assertThat(named.getFileName().toString())
                    .startsWith("replay-inspector-" + ProcessHandle.current().pid() + "-"));
        }

        assertThat(files()).isEmpty();
    }

    @Test
    void copiesLeftByAKilledProcessGoWhenTheNextCopyIsMadeThoseOfLiveOnesStay() throws Exception {
        Process ended = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-version")
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        ended.waitFor();
        Path leftBehind = Files.createFile(folder.resolve("replay-inspector-" + ended.pid() + "-1.jsonl"));
        Path ofALiveProcess = Files.createFile(folder.resolve("replay-inspector-" + ProcessHandle.current().pid()
                + "-2.jsonl"));
        Path notACopy = Files.createFile(folder.resolve("replay-inspector-notes.jsonl"));

        try (LogData copy = TemporaryCopies.create(folder, TemporaryCopies.READ_WRITE)) {
            assertThat(files()).doesNotContain(leftBehind).contains(ofALiveProcess, notACopy).hasSize(3);
        }
    }

    @Test
    void aLeftCopyThatCannotBeDeletedDoesNotKeepTheOthers() throws Exception {
        Process ended = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-version")
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        ended.waitFor();
        for (int i = 0; i < 20; i++) {
            Files.createFile(folder.resolve("replay-inspector-" + ended.pid() + "-" + i + ".jsonl"));
        }
        // as another user's copy in a shared /tmp, it cannot be deleted; made last, it is listed early
        Path undeletable = Files.createDirectory(folder.resolve("replay-inspector-" + ended.pid() + "-x.jsonl"));
        Files.createFile(undeletable.resolve("inside"));

        TemporaryCopies.deleteCopiesOfEndedProcesses(folder);

        assertThat(files()).containsExactly(undeletable);
    }

    private List<Path> files() throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.toList();
        }
    }
}
