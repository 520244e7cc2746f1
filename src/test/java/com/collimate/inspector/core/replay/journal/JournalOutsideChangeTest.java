package com.collimate.inspector.core.replay.journal;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermission;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import static com.collimate.inspector.core.replay.journal.ReplayJournalTest.answered;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** Another program deletes, replaces or cuts short the journal while a process has it open. */
class JournalOutsideChangeTest {
    @TempDir
    Path dir;

    private Path log() throws IOException {
        Path log = dir.resolve("train.jsonl");
        Files.writeString(log, "{\"run_id\":\"a\"}\n");
        return log;
    }

    private ReplayJournal open(Path log) throws IOException {
        return ReplayJournal.open(log, dir.resolve("data"));
    }

    private static List<String> stdouts(ReplayJournal journal) throws IOException {
        return journal.replays("a", 3).stream().map(entry -> entry.response().stdout()).toList();
    }

    @Test
    void aDeletedJournalIsWrittenAgainWithEveryReplayItHeldAndTheNextOne() throws IOException {
        Path log = log();
        try (ReplayJournal journal = open(log)) {
            journal.append(answered("a", 1, "one"));
            journal.append(answered("a", 2, "two"));
            Files.delete(journal.file());

            assertThat(journal.append(answered("a", 3, "three"))).isEqualTo(3);

            assertThat(journal.takeNotices()).containsExactly(journal.file() + " was deleted by another program while"
                    + " the app had it open: it was written again with the 2 replays the app had journaled");
            assertThat(journal.takeNotices()).isEmpty();
            assertThat(stdouts(journal)).containsExactly("one", "two", "three");
            assertThat(Files.list(dir)).extracting(path -> path.getFileName().toString())
                    .containsExactlyInAnyOrder("train.jsonl", "train.jsonl.replays.jsonl");
        }
        try (ReplayJournal reopened = open(log)) {
            assertThat(reopened.problems()).isEmpty();
            assertThat(stdouts(reopened)).containsExactly("one", "two", "three");
        }
    }

    @Test
    void aDeletedJournalIsWrittenAgainWithThePermissionsOfANewFileNotOwnerOnly() throws IOException {
        Path log = log();
        assumeTrue(log.getFileSystem().supportedFileAttributeViews().contains("posix"));
        try (ReplayJournal journal = open(log)) {
            journal.append(answered("a", 1, "one"));
            Set<PosixFilePermission> asCreated = Files.getPosixFilePermissions(journal.file());
            assertThat(asCreated).as("the umask's, as any new file").isEqualTo(Files.getPosixFilePermissions(log));
            Files.delete(journal.file());

            journal.append(answered("a", 2, "two"));

            assertThat(Files.getPosixFilePermissions(journal.file())).isEqualTo(asCreated);
        }
    }

    @Test
    void aReplacedJournalIsReadAnewAndTheReplaysGoOnIntoTheNewFile() throws IOException {
        Path log = log();
        Path other = dir.resolve("restored.jsonl");
        try (ReplayJournal writer = ReplayJournal.open(other, dir.resolve("data"))) {
            writer.append(answered("a", 1, "restored"));
        }
        try (ReplayJournal journal = open(log)) {
            journal.append(answered("a", 1, "one"));
            journal.append(answered("a", 2, "two"));
            Files.move(dir.resolve("restored.jsonl.replays.jsonl"), journal.file(),
                    StandardCopyOption.REPLACE_EXISTING);

            assertThat(journal.append(answered("a", 3, "three"))).isEqualTo(3);

            assertThat(journal.takeNotices()).containsExactly(journal.file() + " was replaced by another file while"
                    + " the app had it open: the replays go on into the new file (1 replay; the old one had 2)");
            assertThat(stdouts(journal)).containsExactly("restored", "three");
            assertThat(journal.reserveAttempts("a", 3, 1)).isEqualTo(4);
        }
        try (ReplayJournal reopened = open(log)) {
            assertThat(stdouts(reopened)).containsExactly("restored", "three");
        }
    }

    @Test
    void aJournalCutShortIsReadAnewAndTheNextReplayIsReadableAtItsRealPlace() throws IOException {
        Path log = log();
        try (ReplayJournal journal = open(log)) {
            journal.append(answered("a", 1, "one"));
            long firstLine = Files.size(journal.file());
            journal.append(answered("a", 2, "two"));
            try (FileChannel channel = FileChannel.open(journal.file(), StandardOpenOption.WRITE)) {
                channel.truncate(firstLine); // as a rotation that copies the file and empties it would, part-way
            }

            assertThat(journal.append(answered("a", 3, "three"))).isEqualTo(3);

            assertThat(journal.takeNotices()).containsExactly(journal.file() + " was cut short by another program"
                    + " while the app had it open (to " + String.format(Locale.ROOT, "%,d", firstLine) + " bytes): the replays go on"
                    + " after what is left (1 replay; it had 2)");
            assertThat(stdouts(journal)).containsExactly("one", "three");
        }
        try (ReplayJournal reopened = open(log)) {
            assertThat(reopened.problems()).isEmpty();
            assertThat(stdouts(reopened)).containsExactly("one", "three");
        }
    }

    @Test
    void anUntouchedJournalHasNothingToSay() throws IOException {
        try (ReplayJournal journal = open(log())) {
            journal.append(answered("a", 1, "one"));
            journal.append(answered("a", 2, "two"));

            assertThat(journal.takeNotices()).isEmpty();
            assertThat(stdouts(journal)).containsExactly("one", "two");
        }
    }

    @Test
    void aJournalWhoseFolderWasDeletedStopsWritingWithTheReason() throws IOException {
        Path folder = dir.resolve("logs");
        Files.createDirectories(folder);
        Path log = folder.resolve("train.jsonl");
        Files.writeString(log, "{}\n");
        try (ReplayJournal journal = open(log)) {
            journal.append(answered("a", 1, "one"));
            Files.delete(journal.file());
            Files.delete(log);
            Files.delete(folder);

            assertThatThrownBy(() -> journal.append(answered("a", 2, "two")))
                    .hasMessage(journal.file() + ": writing it again after another program deleted it failed"
                            + " (no such file or folder)");
        }
    }
}
