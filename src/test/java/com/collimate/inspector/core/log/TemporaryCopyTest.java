package com.collimate.inspector.core.log;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The temporary copy a gzip log or a pipe is read into never outlives its log, nor a failure to open one; a copy left
 * by a killed process goes with the next copy made, a copy another process holds stays, whatever its process id.
 */
class TemporaryCopyTest {
    @TempDir
    Path folder;

    private final LiveCopies live = new LiveCopies();

    private TemporaryCopies copies() {
        return new TemporaryCopies(folder, live);
    }

    @Test
    void aCopyThatCannotBeOpenedIsDeleted() throws IOException {
        assertThatThrownBy(() -> copies().create(copy -> {
            assertThat(copy).exists().hasParent(folder);
            throw new IOException("Too many open files");
        })).isInstanceOf(IOException.class).hasMessage("Too many open files");

        assertThat(files()).isEmpty();
        assertThat(live.held()).isEmpty();
    }

    @Test
    void aCopyWhoseOpeningFailsUncheckedIsDeletedToo() throws IOException {
        assertThatThrownBy(() -> copies().create(copy -> {
            throw new OutOfMemoryError("Java heap space");
        })).isInstanceOf(OutOfMemoryError.class);

        assertThat(files()).isEmpty();
    }

    @Test
    void anOpenedCopyIsUsableAndGoneFromTheFolderOnceClosed() throws IOException {
        try (LogData copy = copies().create(TemporaryCopies.READ_WRITE)) {
            copy.write(ByteBuffer.wrap(new byte[] {'{', '}'}), 0);
            assertThat(copy.size()).isEqualTo(2);
            String name = "replay-inspector-" + ProcessHandle.current().pid() + "-\\d+";
            assertThat(files()).map(named -> named.getFileName().toString()).hasSize(2)
                    .anyMatch(named -> named.matches(name + "\\.jsonl"))
                    .anyMatch(named -> named.matches(name + "\\.jsonl\\.lock"));
        }

        assertThat(files()).isEmpty();
    }

    @Test
    void aClosedCopyLeavesTheRegistryTheOpenOnesAreDeletedAtExit() throws IOException {
        LogData closed = copies().create(TemporaryCopies.READ_WRITE);
        LogData open = copies().create(TemporaryCopies.READ_WRITE);
        closed.close();

        assertThat(live.held()).singleElement().satisfies(held -> assertThat(held.copy()).exists());
        live.releaseAll(); // what the shutdown hook does

        assertThat(files()).isEmpty();
        assertThat(live.held()).isEmpty();
        open.close();
    }

    @Test
    void aSessionOfManyCopiesRegistersNoneForDeleteOnExitAndDeletesTheOpenOneAtExit() throws Exception {
        Process child = child("churn", "100").start();
        String registered = new String(child.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();

        assertThat(child.waitFor()).as(new String(child.getErrorStream().readAllBytes(), StandardCharsets.UTF_8))
                .isZero();
        assertThat(registered).as("paths in File.deleteOnExit's list after 100 copies closed").isEqualTo("0");
        assertThat(files()).as("the copy left open, deleted at exit").isEmpty();
    }

    @Test
    void aCopyAnotherProcessHoldsStaysWhateverItsProcessIdAndGoesOnceThatProcessIsKilled() throws Exception {
        Process holder = child("hold").redirectError(ProcessBuilder.Redirect.DISCARD).start();
        try {
            BufferedReader out = new BufferedReader(new InputStreamReader(holder.getInputStream(),
                    StandardCharsets.UTF_8));
            assertThat(out.readLine()).isEqualTo("held");
            // in another container sharing /tmp its process id names an ended process here, or another live one
            long ended = endedProcess();
            List<Path> renamed = new ArrayList<>();
            for (Path file : files()) {
                renamed.add(Files.move(file, file.resolveSibling(file.getFileName().toString()
                        .replace("-" + holder.pid() + "-", "-" + ended + "-"))));
            }

            copies().deleteLeftCopies();
            assertThat(files()).as("held by a live process").containsExactlyInAnyOrderElementsOf(renamed).hasSize(2);

            holder.destroyForcibly().waitFor(); // no shutdown hook runs
            assertThat(files()).as("left behind").hasSize(2);
            copies().deleteLeftCopies();
            assertThat(files()).isEmpty();
        } finally {
            holder.destroyForcibly();
        }
    }

    @Test
    void leftCopiesThatCannotBeDeletedDoNotKeepTheOthersAndKeepTheirLockFile() throws Exception {
        for (int i = 0; i < 20; i++) {
            Files.createFile(folder.resolve("replay-inspector-1-" + i + ".jsonl"));
            Files.createFile(folder.resolve("replay-inspector-1-" + i + ".jsonl.lock"));
        }
        // as another user's copy in a shared /tmp, it cannot be deleted; made last, it is listed early
        Path undeletable = Files.createDirectory(folder.resolve("replay-inspector-1-x.jsonl"));
        Files.createFile(undeletable.resolve("inside"));
        Path itsLock = Files.createFile(folder.resolve("replay-inspector-1-x.jsonl.lock"));
        Path withoutLock = Files.createFile(folder.resolve("replay-inspector-1-y.jsonl"));
        Path notACopy = Files.createFile(folder.resolve("replay-inspector-notes.jsonl"));

        copies().deleteLeftCopies();

        assertThat(files()).as("a copy without a lock file may be live where locks are unsupported")
                .containsExactlyInAnyOrder(undeletable, itsLock, withoutLock, notACopy);
    }

    @Test
    void theSweepLeavesTheCopiesOfThisProcessAndTheirLocksHeldForOtherProcesses() throws Exception {
        try (LogData ours = copies().create(TemporaryCopies.READ_WRITE)) {
            List<Path> before = files();

            new TemporaryCopies(folder.resolve("."), live).deleteLeftCopies();
            copies().create(TemporaryCopies.READ_WRITE).close();
            assertThat(files()).isEqualTo(before);

            // had our sweep opened and closed a lock file of ours, POSIX would have dropped our lock on it
            Process sweeper = child("churn", "0").start();
            assertThat(sweeper.waitFor()).as(new String(sweeper.getErrorStream().readAllBytes(),
                    StandardCharsets.UTF_8)).isZero();
            assertThat(files()).as("still held after another process's sweep").isEqualTo(before);
            ours.write(ByteBuffer.wrap(new byte[] {'x'}), 0);
        }
    }

    private ProcessBuilder child(String... args) {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "--add-opens", "java.base/java.io=ALL-UNNAMED", "-cp",
                System.getProperty("java.class.path"), TemporaryCopiesChild.class.getName(), args[0],
                folder.toString()));
        command.addAll(List.of(args).subList(1, args.length));
        return new ProcessBuilder(command);
    }

    private static long endedProcess() throws Exception {
        Process ended = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-version").redirectError(ProcessBuilder.Redirect.DISCARD).start();
        ended.waitFor();
        return ended.pid();
    }

    private List<Path> files() throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.sorted().toList();
        }
    }
}
