package com.collimate.inspector.core.diff;

import java.io.IOException;
import java.io.OutputStream;
import java.io.Writer;

/**
 * Writes text as UTF-8 bytes, except that each lone surrogate U+DC80..U+DCFF becomes the single byte 0x80..0xFF it
 * stands for: the inverse of {@link Utf8#decode}, which turns every byte of invalid UTF-8 into that surrogate (like
 * Python's "surrogateescape"). So text decoded from a file is written back byte for byte, valid or not, as a patch
 * must be. Any other lone surrogate, which no byte sequence decodes to, is written as {@code ?} (what a UTF-8
 * writer does). Not thread-safe; {@link #flush} and {@link #close} pass on to the stream.
 */
public final class SurrogateEscapeWriter extends Writer {
    private final OutputStream out;
    private final byte[] buffer = new byte[8192];
    private int used;
    /** A high surrogate whose low half has not been written yet, or 0. */
    private char high;

    public SurrogateEscapeWriter(OutputStream out) {
        this.out = out;
    }

    /** The bytes {@code text} is written as. */
    public static byte[] encode(String text) {
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream(text.length() + 16);
        try (SurrogateEscapeWriter writer = new SurrogateEscapeWriter(bytes)) {
            writer.write(text);
        } catch (IOException impossible) {
            throw new java.io.UncheckedIOException(impossible);
        }
        return bytes.toByteArray();
    }

    @Override
    public void write(char[] chars, int offset, int length) throws IOException {
        for (int i = offset; i < offset + length; i++) {
            put(chars[i]);
        }
    }

    @Override
    public void write(String text, int offset, int length) throws IOException {
        for (int i = offset; i < offset + length; i++) {
            put(text.charAt(i));
        }
    }

    @Override
    public void write(int c) throws IOException {
        put((char) c);
    }

    private void put(char c) throws IOException {
        if (high != 0) {
            char pending = high;
            high = 0;
            if (Character.isLowSurrogate(c)) {
                int code = Character.toCodePoint(pending, c);
                ensure(4);
                buffer[used++] = (byte) (0xF0 | code >> 18);
                buffer[used++] = (byte) (0x80 | code >> 12 & 0x3F);
                buffer[used++] = (byte) (0x80 | code >> 6 & 0x3F);
                buffer[used++] = (byte) (0x80 | code & 0x3F);
                return;
            }
            lone(pending);
        }
        if (c < 0x80) {
            ensure(1);
            buffer[used++] = (byte) c;
        } else if (c < 0x800) {
            ensure(2);
            buffer[used++] = (byte) (0xC0 | c >> 6);
            buffer[used++] = (byte) (0x80 | c & 0x3F);
        } else if (Character.isHighSurrogate(c)) {
            high = c;
        } else if (Character.isLowSurrogate(c)) {
            lone(c);
        } else {
            ensure(3);
            buffer[used++] = (byte) (0xE0 | c >> 12);
            buffer[used++] = (byte) (0x80 | c >> 6 & 0x3F);
            buffer[used++] = (byte) (0x80 | c & 0x3F);
        }
    }

    private void lone(char surrogate) throws IOException {
        ensure(1);
        buffer[used++] = surrogate >= 0xDC80 && surrogate <= 0xDCFF ? (byte) (surrogate - 0xDC00) : (byte) '?';
    }

    private void ensure(int bytes) throws IOException {
        if (used + bytes > buffer.length) {
            out.write(buffer, 0, used);
            used = 0;
        }
    }

    /** Writes what is buffered; a high surrogate still waiting for its low half stays until the next char. */
    @Override
    public void flush() throws IOException {
        out.write(buffer, 0, used);
        used = 0;
        out.flush();
    }

    /** Writes everything, a trailing lone high surrogate as {@code ?}, and closes the stream. */
    @Override
    public void close() throws IOException {
        if (high != 0) {
            char pending = high;
            high = 0;
            lone(pending);
        }
        flush();
        out.close();
    }
}
