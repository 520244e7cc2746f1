package com.collimate.inspector.core.log;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Arrays;
import java.util.Objects;

/**
 * The part of a JSON Lines log that is indexed, {@code [0, end)}, as Follow checks it before reading on: a training
 * job restarted on the same path truncates the log and writes new runs (often more bytes than before by the next
 * look), or writes a new file and renames it over the old one. A look costs a stat and two positional reads of
 * 4 KiB, whatever the size of the log: the path must still name the file opened (same file key, the inode; where
 * there are none, the same size as the file still open), the file
 * must be no shorter than {@code end}, and the first and last 4 KiB before {@code end} must be unchanged. The first
 * record of a restarted job has another seed or key; the last bytes cover what Follow itself indexed. A rewrite
 * that keeps both samples but changes bytes between them goes unnoticed here; reading such a run back reports
 * that it changed on disk ({@link IndexedRolloutLog#load}).
 */
final class IndexedPart {
    private static final int SAMPLE_BYTES = 4096;

    private final Object fileKey;
    private final long end;
    private final byte[] head;
    private final byte[] tail;

    private IndexedPart(Object fileKey, long end, byte[] head, byte[] tail) {
        this.fileKey = fileKey;
        this.end = end;
        this.head = head;
        this.tail = tail;
    }

    /** The path's file key now (null where the file system has none), to be taken when the file is opened. */
    static Object fileKey(Path path) throws IOException {
        return Files.readAttributes(path, BasicFileAttributes.class).fileKey();
    }

    /**
     * @param fileKey the {@link #fileKey} the file had when it was opened; null when the system has none (no check)
     * @throws LogRewrittenException another file has taken {@code path}'s name since
     */
    static void requireSameFile(Path path, Object fileKey) throws IOException {
        if (fileKey != null && !Objects.equals(fileKey, fileKey(path))) {
            throw new LogRewrittenException(path, "another file has taken its name");
        }
    }

    /**
     * Where the system has no file keys (Windows), a file renamed over the log is told by its size: {@code data} is
     * still the file opened, whose size stops moving with the path's. Appends in between (the same file) only ever
     * put the path's size between two looks at the open file's. (Creation times do not tell: Windows gives a file
     * renamed onto a name just freed the creation time of the file it replaces.)
     *
     * @throws LogRewrittenException {@code path} names a file of another size than the one open
     */
    private static void requireSameSize(Path path, LogData data) throws IOException {
        long before = data.size();
        long named = Files.size(path);
        if (named < before || named > data.size()) {
            throw new LogRewrittenException(path, "another file has taken its name");
        }
    }

    /** Samples {@code [0, end)} of {@code data}, the file that had {@code fileKey} when it was opened. */
    static IndexedPart read(Object fileKey, LogData data, long end) throws IOException {
        return new IndexedPart(fileKey, end, sample(data, 0, end), sample(data, end - SAMPLE_BYTES, end));
    }

    /** The same file, indexed up to {@code newEnd}; its first bytes, just {@linkplain #check checked}, stay. */
    IndexedPart extendedTo(LogData data, long newEnd) throws IOException {
        byte[] newHead = head.length == SAMPLE_BYTES ? head : sample(data, 0, newEnd);
        return new IndexedPart(fileKey, newEnd, newHead, sample(data, newEnd - SAMPLE_BYTES, newEnd));
    }

    /**
     * @throws LogRewrittenException {@code path} no longer holds the indexed part
     * @throws IOException           the file cannot be looked at (removed, for one)
     */
    void check(Path path, LogData data) throws IOException {
        if (fileKey == null) {
            requireSameSize(path, data);
        }
        requireSameFile(path, fileKey);
        if (data.size() < end) {
            throw new LogRewrittenException(path, "it is shorter than the part already read");
        }
        if (!Arrays.equals(head, sample(data, 0, end)) || !Arrays.equals(tail, sample(data, end - SAMPLE_BYTES, end))) {
            throw new LogRewrittenException(path, "the part already read has changed");
        }
    }

    /** The bytes {@code [max(from, 0), min(from + SAMPLE_BYTES, to))}, or fewer where the file now ends. */
    private static byte[] sample(LogData data, long from, long to) throws IOException {
        long start = Math.max(from, 0);
        ByteBuffer into = ByteBuffer.allocate((int) Math.max(0, Math.min(start + SAMPLE_BYTES, to) - start));
        while (into.hasRemaining() && data.read(into, start + into.position()) >= 0) {
            // positional reads may return fewer bytes than asked
        }
        return Arrays.copyOf(into.array(), into.position());
    }
}
