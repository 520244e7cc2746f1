package com.collimate.inspector.core.util;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class AtomicFilesTest {
    @TempDir
    Path dir;

    @Test
    void aNewFileIsWrittenAndNothingIsLeftBeside() throws IOException {
        Path report = dir.resolve("report.html");
        AtomicFiles.writeText(report, out -> out.write("<html>é</html>"));
        assertThat(Files.readString(report)).isEqualTo("<html>é</html>");
        assertThat(Files.list(dir)).containsExactly(report);
    }

    @Test
    void aLoneSurrogateIsWrittenAsTheReplacementCharacterAndAPairAsIs() throws IOException {
        Path saved = dir.resolve("stdout.txt");
        AtomicFiles.writeText(saved, out -> out.write("bad \ud800 surrogate \udc00 \ud83d\ude00 end \ud800"));
        assertThat(Files.readString(saved)).isEqualTo("bad \ufffd surrogate \ufffd \ud83d\ude00 end \ufffd");
    }

    @Test
    void aFailedWriteKeepsTheOldFile() throws IOException {
        Path report = Files.writeString(dir.resolve("report.html"), "old");
        assertThatThrownBy(() -> AtomicFiles.writeText(report, out -> {
            out.write("half");
            throw new IOException("disk full");
        })).hasMessage("disk full");
        assertThat(Files.readString(report)).isEqualTo("old");
        assertThat(Files.list(dir)).containsExactly(report);
    }

    @Test
    void aLinkStaysALinkAndItsFileGetsTheText() throws IOException {
        Path real = Files.writeString(Files.createDirectory(dir.resolve("real")).resolve("r.html"), "old");
        Path link = Files.createSymbolicLink(dir.resolve("link.html"), real);

        AtomicFiles.writeText(link, out -> out.write("new"));

        assertThat(Files.isSymbolicLink(link)).isTrue();
        assertThat(Files.readString(real)).isEqualTo("new");
    }

    @Test
    void aDeviceIsWrittenThroughNotReplaced() throws IOException {
        Path toDevNull = Files.createSymbolicLink(dir.resolve("out"), Path.of("/dev/null"));

        AtomicFiles.writeText(toDevNull, out -> out.write("report"));

        assertThat(Files.isSymbolicLink(toDevNull)).isTrue();
        assertThat(Files.readSymbolicLink(toDevNull)).isEqualTo(Path.of("/dev/null"));
        assertThat(Files.isRegularFile(Path.of("/dev/null"))).isFalse();
    }

    @Test
    void aLinkToNothingIsRefusedAndNothingIsCreatedWhereItPoints() throws IOException {
        Path nowhere = dir.resolve("planted.html");
        Path link = Files.createSymbolicLink(dir.resolve("report.html"), nowhere);

        assertThatThrownBy(() -> AtomicFiles.writeText(link, out -> out.write("x")))
                .hasMessageEndingWith("is a link to a file that does not exist");
        assertThat(nowhere).doesNotExist();
    }

    @Test
    void aDirectoryIsRefused() {
        assertThatThrownBy(() -> AtomicFiles.writeText(dir, out -> out.write("x")))
                .isInstanceOf(IOException.class).hasMessageEndingWith("is a directory");
    }

    @Test
    void bytesReplaceAFileAsTheyAreAndNothingIsLeftBeside() throws IOException {
        Path sample = Files.writeString(dir.resolve("sample.jsonl"), "an outdated copy, longer than the new one");
        byte[] bytes = {'{', '}', '\n', (byte) 0xff, 0};
        AtomicFiles.writeBytes(sample, bytes);
        assertThat(Files.readAllBytes(sample)).isEqualTo(bytes);
        assertThat(Files.list(dir)).containsExactly(sample);
        assertThatThrownBy(() -> AtomicFiles.writeBytes(dir, bytes)).hasMessage(dir + " is a directory");
        assertThat(Files.list(dir)).containsExactly(sample);
    }
}
