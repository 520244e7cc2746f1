package com.collimate.inspector.core.log;

import com.collimate.inspector.core.util.Cancellation;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.GZIPOutputStream;

/** Writes log files for tests and opens them. */
final class LogFiles {
    private final Path dir;
    private int counter;

    LogFiles(Path dir) {
        this.dir = dir;
    }

    Path write(String text) {
        return write(text.getBytes(StandardCharsets.UTF_8));
    }

    Path write(byte[] bytes) {
        try {
            return Files.write(dir.resolve("log-" + counter++ + ".jsonl"), bytes);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Gzips the text into a file whose name does not say so. */
    Path writeGzip(String text) {
        Path path = dir.resolve("compressed-" + counter++ + ".log");
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(path))) {
            out.write(text.getBytes(StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return path;
    }

    /**
     * Indexes {@code text}, a JSON array or a sequence of records, through a window of 64 bytes that grows up to
     * {@code maxRecordBytes}.
     */
    IndexSegment indexInSmallWindows(String text, boolean array, int maxRecordBytes) throws IOException {
        IndexSegment segment = new IndexSegment();
        try (LogData data = LogData.open(write(text))) {
            InputWindow window = new InputWindow(new FileRangeSource(data, 0, data.size()), 0, 64, maxRecordBytes);
            new SequenceIndexer(window, segment, offset -> { }, array).run();
        }
        return segment;
    }

    /** The inflated copies of gzip logs now in the temporary directory. */
    static List<Path> temporaryCopies() throws IOException {
        try (var stream = Files.list(Path.of(System.getProperty("java.io.tmpdir")))) {
            return stream.filter(p -> p.getFileName().toString().startsWith("replay-inspector-")).sorted().toList();
        }
    }

    static IndexedRolloutLog open(Path path) throws UnreadableLogException {
        return RolloutLogs.open(path, LoadListener.NONE, Cancellation.none());
    }
}
