package com.collimate.inspector.core.log;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
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
        assertThatThrownBy(() -> RolloutLogs.temporaryCopy(folder, copy -> {
            assertThat(copy).exists().hasParent(folder);
            throw new IOException("Too many open files");
        })).isInstanceOf(IOException.class).hasMessage("Too many open files");

        assertThat(files()).isEmpty();
    }

    @Test
    void aCopyWhoseOpeningFailsUncheckedIsDeletedToo() throws IOException {
        assertThatThrownBy(() -> RolloutLogs.temporaryCopy(folder, copy -> {
            throw new OutOfMemoryError("Java heap space");
        })).isInstanceOf(OutOfMemoryError.class);

        assertThat(files()).isEmpty();
    }

    @Test
    void anOpenedCopyIsUsableAndGoneFromTheFolderOnceClosed() throws IOException {
        try (FileChannel copy = RolloutLogs.temporaryCopy(folder, RolloutLogs.DELETED_ON_CLOSE)) {
            copy.write(ByteBuffer.wrap(new byte[] {'{', '}'}));
            assertThat(copy.size()).isEqualTo(2);
        }

        assertThat(files()).isEmpty();
    }

    private List<Path> files() throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.toList();
        }
    }
}
