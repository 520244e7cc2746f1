package com.collimate.inspector.core.log;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** Looks up a field name given as raw key bytes without decoding it. */
final class FieldNames {
    private static final Field[] FIELDS = Field.values();
    private static final int MAX_LENGTH = 16;
    private static final byte[][][] NAMES_BY_LENGTH = new byte[MAX_LENGTH + 1][][];
    private static final int[][] CODES_BY_LENGTH = new int[MAX_LENGTH + 1][];

    static {
        List<List<byte[]>> names = new ArrayList<>();
        List<List<Integer>> codes = new ArrayList<>();
        for (int length = 0; length <= MAX_LENGTH; length++) {
            names.add(new ArrayList<>());
            codes.add(new ArrayList<>());
        }
        for (Field field : Field.values()) {
            for (int i = 0; i < field.names().size(); i++) {
                byte[] name = field.names().get(i).getBytes(StandardCharsets.US_ASCII);
                names.get(name.length).add(name);
                codes.get(name.length).add(code(field, i));
            }
        }
        for (int length = 0; length <= MAX_LENGTH; length++) {
            NAMES_BY_LENGTH[length] = names.get(length).toArray(new byte[0][]);
            CODES_BY_LENGTH[length] = codes.get(length).stream().mapToInt(Integer::intValue).toArray();
        }
    }

    private FieldNames() {
    }

    /** The code ({@link #field}, {@link #nameIndex}) of the key in {@code buf[start, end)}, or -1. */
    static int lookup(byte[] buf, int start, int end) {
        int length = end - start;
        if (length > MAX_LENGTH) {
            return -1;
        }
        byte[][] candidates = NAMES_BY_LENGTH[length];
        for (int i = 0; i < candidates.length; i++) {
            if (Arrays.equals(buf, start, end, candidates[i], 0, length)) {
                return CODES_BY_LENGTH[length][i];
            }
        }
        return -1;
    }

    static int lookup(String key) {
        byte[] bytes = key.getBytes(StandardCharsets.UTF_8);
        return lookup(bytes, 0, bytes.length);
    }

    static Field field(int code) {
        return FIELDS[code >>> 4];
    }

    static int nameIndex(int code) {
        return code & 15;
    }

    static boolean sameBytes(byte[] buf, int start, int end, byte[] expected) {
        return Arrays.equals(buf, start, end, expected, 0, expected.length);
    }

    private static int code(Field field, int nameIndex) {
        return field.ordinal() << 4 | nameIndex;
    }
}
