package com.collimate.inspector.core.util;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.CharsetEncoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.security.SecureRandom;

/** Replacing a file only once its new content is complete. */
public final class AtomicFiles {
    private static final SecureRandom RANDOM = new SecureRandom();
    private static final byte[] REPLACEMENT_CHARACTER = "\uFFFD".getBytes(StandardCharsets.UTF_8);

    private AtomicFiles() {
    }

    /** What writes a file's text. */
    @FunctionalInterface
    public interface TextWriter {
        void write(Writer out) throws IOException;
    }

    /** What writes a file's bytes. */
    @FunctionalInterface
    public interface ByteWriter {
        void write(OutputStream out) throws IOException;
    }

    /**
     * Writes {@code target} as UTF-8 text. A regular file (or a link to one: the link stays, its file is replaced) is
     * written into a new file next to it, with the permissions any new file gets (the umask's:
     * {@link Files#createTempFile} makes files only their owner can read, wrong for a report to share), and moved over
     * it once complete; nothing is left behind when writing fails. Anything else that exists there, a device or a
     * named pipe such as {@code /dev/stdout}, is written through as a shell redirect would, never replaced. A link to
     * nothing is refused. A lone surrogate, which UTF-8 cannot hold (a JSON log can, escaped), is written as U+FFFD,
     * so an output that has one is still saved.
     */
    public static void writeText(Path target, TextWriter content) throws IOException {
        writeBytes(target, out -> {
            try (Writer text = utf8(out)) {
                content.write(text);
            }
        });
    }

    /** Text written to {@code out} as {@link #writeText} writes it (UTF-8, a lone surrogate as U+FFFD), buffered. */
    public static Writer utf8(OutputStream out) {
        return new BufferedWriter(new OutputStreamWriter(out, utf8ReplacingLoneSurrogates()));
    }

    private static CharsetEncoder utf8ReplacingLoneSurrogates() {
        // a charset's own replacement is "?": U+FFFD says that a character was lost, as VisibleText shows it
        return StandardCharsets.UTF_8.newEncoder()
                .onMalformedInput(CodingErrorAction.REPLACE)
                .onUnmappableCharacter(CodingErrorAction.REPLACE)
                .replaceWith(REPLACEMENT_CHARACTER);
    }

    /** Writes {@code target} with the bytes {@code content}, as {@link #writeText} writes text. */
    public static void writeBytes(Path target, byte[] content) throws IOException {
        writeBytes(target, out -> out.write(content));
    }

    /** Writes {@code target} with the bytes {@code content} writes, as {@link #writeText} writes text. */
    public static void writeBytes(Path target, ByteWriter content) throws IOException {
        if (Files.exists(target, LinkOption.NOFOLLOW_LINKS)) {
            BasicFileAttributes existing;
            try {
                existing = Files.readAttributes(target, BasicFileAttributes.class);
            } catch (NoSuchFileException danglingLink) {
                // following it would create a file wherever it points (a link planted in a shared folder)
                throw new IOException(target + " is a link to a file that does not exist");
            }
            if (existing.isDirectory()) {
                throw new IOException(target + " is a directory");
            }
            if (!existing.isRegularFile()) {
                writeThrough(target, content);
                return;
            }
            target = target.toRealPath();
        }
        Path temp = newFileBeside(target);
        try {
            try (OutputStream out = Files.newOutputStream(temp)) {
                content.write(out);
            }
            replace(temp, target);
        } finally {
            Files.deleteIfExists(temp);
        }
    }

    /**
     * A new empty file next to {@code target}, to be written and then moved there, with the permissions any new file
     * gets ({@link Files#createTempFile} makes files only their owner can read).
     */
    public static Path newFileBeside(Path target) throws IOException {
        String name = "." + target.getFileName() + "." + Long.toHexString(RANDOM.nextLong()) + ".tmp";
        return Files.createFile(target.resolveSibling(name));
    }

    private static void writeThrough(Path target, ByteWriter content) throws IOException {
        try (OutputStream out = Files.newOutputStream(target)) {
            content.write(out);
        }
    }

    /** Moves the finished {@code temp} over {@code target}: atomically where the file system can. */
    public static void replace(Path temp, Path target) throws IOException {
        try {
            Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
        }
    }
}
