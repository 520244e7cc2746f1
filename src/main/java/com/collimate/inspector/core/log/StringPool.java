package com.collimate.inspector.core.log;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.function.ToIntFunction;

/**
 * Deduplicates short repeated values (template, group, seed_ack) by their raw bytes, so each distinct value is
 * decoded once and a run stores only an int id. Each value also gets an int tag computed once (e.g. the
 * SeedAck it maps to). The last value is checked first: logs repeat a template or verdict run after run. One
 * writer thread; readers see every id published to them through a volatile.
 */
final class StringPool {
    private final Map<Slice, Integer> ids = new HashMap<>();
    private final Slice probe = new Slice();
    private final ToIntFunction<String> tagger;
    private volatile String[] values = new String[16];
    private volatile int[] tags = new int[16];
    private Slice[] keys = new Slice[16];
    private int size;
    private int lastId = -1;

    StringPool(ToIntFunction<String> tagger) {
        this.tagger = tagger;
    }

    /** The id of the value in {@code buf[start, end)}: a JSON string's content when {@code string}, else JSON text. */
    int id(byte[] buf, int start, int end, boolean string) {
        if (lastId >= 0 && keys[lastId].holds(buf, start, end, string)) {
            return lastId;
        }
        Integer id = ids.get(probe.set(buf, start, end, string));
        probe.set(null, 0, 0, false);
        lastId = id != null ? id : add(buf, start, end, string);
        return lastId;
    }

    private int add(byte[] buf, int start, int end, boolean string) {
        String value = string ? JsonText.decodeString(buf, start, end) : JsonText.utf8(buf, start, end);
        if (size == values.length) {
            tags = Arrays.copyOf(tags, size * 2);
            values = Arrays.copyOf(values, size * 2);
            keys = Arrays.copyOf(keys, size * 2);
        }
        tags[size] = tagger.applyAsInt(value);
        values[size] = value;
        keys[size] = new Slice().set(Arrays.copyOfRange(buf, start, end), 0, end - start, string);
        ids.put(keys[size], size);
        return size++;
    }

    String value(int id) {
        return values[id];
    }

    int tag(int id) {
        return tags[id];
    }

    private static final class Slice {
        private byte[] bytes;
        private int start;
        private int end;
        private boolean string;
        private int hash;

        Slice set(byte[] bytes, int start, int end, boolean string) {
            this.bytes = bytes;
            this.start = start;
            this.end = end;
            this.string = string;
            int h = string ? 1 : 0;
            for (int i = start; i < end; i++) {
                h = 31 * h + bytes[i];
            }
            this.hash = h;
            return this;
        }

        boolean holds(byte[] buf, int from, int to, boolean jsonString) {
            return jsonString == string && Arrays.equals(bytes, start, end, buf, from, to);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Slice other && other.holds(bytes, start, end, string);
        }

        @Override
        public int hashCode() {
            return hash;
        }
    }
}
