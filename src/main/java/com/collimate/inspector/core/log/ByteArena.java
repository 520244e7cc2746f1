package com.collimate.inspector.core.log;

import java.util.Arrays;

/**
 * Append-only storage for many small byte strings (run keys, groups, odd seeds) in 256 KiB pages, so a million
 * keys cost their bytes plus one length byte, not a million String objects. (Pages stay below the size G1 treats
 * as humongous, which would waste up to half of each region.) One writer thread; readers on other threads
 * may read any entry written before a happens-before edge (the index publishes runs through a volatile).
 */
final class ByteArena {
    private static final int PAGE_BITS = 18;
    private static final int PAGE_SIZE = 1 << PAGE_BITS;
    private static final int MAX_PAGES = 1 << (31 - PAGE_BITS);

    private volatile byte[][] pages = new byte[0][];
    private int pageCount;
    private int position;

    /** Stores {@code buf[start, end)}; returns a reference for {@link #bytes}. */
    int add(byte[] buf, int start, int end) {
        int length = end - start;
        int needed = length + 5;
        if (pageCount == 0 || position + needed > pages[pageCount - 1].length) {
            newPage(Math.max(PAGE_SIZE, needed));
        }
        byte[] page = pages[pageCount - 1];
        int ref = (pageCount - 1) << PAGE_BITS | position;
        int p = position;
        for (int rest = length; ; rest >>>= 7) {
            if (rest < 0x80) {
                page[p++] = (byte) rest;
                break;
            }
            page[p++] = (byte) (rest & 0x7F | 0x80);
        }
        System.arraycopy(buf, start, page, p, length);
        position = p + length;
        return ref;
    }

    /** Shrinks the last page to the bytes it holds (a later add starts a new page). Writer thread only. */
    void trim() {
        if (pageCount > 0 && position < pages[pageCount - 1].length) {
            byte[][] trimmed = pages.clone();
            trimmed[pageCount - 1] = Arrays.copyOf(trimmed[pageCount - 1], position);
            pages = trimmed;
        }
    }

    /** Whether the entry holds exactly {@code buf[start, end)}. */
    boolean holds(int ref, byte[] buf, int start, int end) {
        byte[] page = pages[ref >>> PAGE_BITS];
        int p = ref & (PAGE_SIZE - 1);
        int length = lengthAt(page, p);
        p += prefixSize(length);
        return Arrays.equals(page, p, p + length, buf, start, end);
    }

    /** Decodes the entry as the content of a JSON string. */
    String decodeString(int ref) {
        return decode(ref, true);
    }

    /** Decodes the entry as UTF-8 text (raw JSON). */
    String utf8(int ref) {
        return decode(ref, false);
    }

    private String decode(int ref, boolean jsonString) {
        byte[] page = pages[ref >>> PAGE_BITS];
        int p = ref & (PAGE_SIZE - 1);
        int length = lengthAt(page, p);
        p += prefixSize(length);
        return jsonString ? JsonText.decodeString(page, p, p + length) : JsonText.utf8(page, p, p + length);
    }

    private void newPage(int size) {
        if (pageCount == MAX_PAGES) {
            throw new IllegalStateException("the log index is too large (more than 2 GiB of keys and seeds)");
        }
        byte[][] grown = pageCount == pages.length ? Arrays.copyOf(pages, Math.max(8, pageCount * 2)) : pages;
        grown[pageCount++] = new byte[size];
        pages = grown;
        position = 0;
    }

    /** The length prefix of the entry at {@code p}: 7 bits per byte, low bits first, high bit = more follow. */
    private static int lengthAt(byte[] page, int p) {
        int length = 0;
        for (int shift = 0; ; shift += 7) {
            byte b = page[p++];
            length |= (b & 0x7F) << shift;
            if (b >= 0) {
                return length;
            }
        }
    }

    private static int prefixSize(int length) {
        int size = 1;
        for (int rest = length >>> 7; rest != 0; rest >>>= 7) {
            size++;
        }
        return size;
    }
}
