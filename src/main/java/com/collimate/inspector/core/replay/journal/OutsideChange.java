package com.collimate.inspector.core.replay.journal;

import com.collimate.inspector.core.util.AtomicFiles;

import java.io.FileOutputStream;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;

/**
 * What another program did to the journal file while this process had it open. Appends go through the handle
 * opened then: without this check they would go on into a deleted file (gone when the app closes) or one that no
 * longer is at the journal's path, and after a cut into offsets the index no longer matches. One {@code stat} per
 * write finds it.
 */
enum OutsideChange {
    NONE,
    /** Nothing is at the journal's path any more. */
    DELETED,
    /** Another file is at the journal's path (moved or written there: a second app or check, a backup, a sync). */
    REPLACED,
    /** The file is shorter than what was read of it (emptied, cut by a log rotation). */
    CUT_SHORT;

    /** Which file {@code path} is (device and inode where the OS says), or null where the OS does not say. */
    static Object identity(Path path) throws IOException {
        return Files.readAttributes(path, BasicFileAttributes.class).fileKey();
    }

    /**
     * @param opened   the {@link #identity} of the file this process has open
     * @param length   that file's length now, through the open handle
     * @param indexed  how much of it this process has read
     */
    static OutsideChange of(Path path, Object opened, long length, long indexed) throws IOException {
        Object now;
        try {
            now = identity(path);
        } catch (NoSuchFileException e) {
            return DELETED;
        }
        if (opened != null && !opened.equals(now)) {
            return REPLACED;
        }
        return length < indexed ? CUT_SHORT : NONE;
    }

    /**
     * Writes the first {@code length} bytes of the deleted journal, still readable through {@code from}, to {@code
     * path} again: first beside it, then moved there whole, so no reader sees half of it.
     *
     * @return false when another file took the path meanwhile (another process wrote it again first): it is left as it
     * is
     */
    static boolean writeAgain(Path path, RandomAccessFile from, long length) throws IOException {
        Path copy = AtomicFiles.newFileBeside(path.toAbsolutePath());
        try {
            try (FileOutputStream out = new FileOutputStream(copy.toFile())) {
                byte[] chunk = new byte[1 << 16];
                synchronized (from) {
                    from.seek(0);
                    for (long left = length; left > 0; ) {
                        int read = from.read(chunk, 0, (int) Math.min(chunk.length, left));
                        if (read < 0) {
                            break;
                        }
                        out.write(chunk, 0, read);
                        left -= read;
                    }
                }
                out.getFD().sync();
            }
            Files.move(copy, path);
            return true;
        } catch (FileAlreadyExistsException e) {
            return false;
        } finally {
            Files.deleteIfExists(copy);
        }
    }
}
