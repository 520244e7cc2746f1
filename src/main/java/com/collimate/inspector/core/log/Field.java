package com.collimate.inspector.core.log;

import java.util.List;

/**
 * The fields of a record the reader maps onto {@code Run}, with their accepted names in order of preference.
 * Everything else is kept as an extra.
 */
enum Field {
    KEY(Accepts.TEXT_OR_NUMBER, "run_id", "id", "runId"),
    TEMPLATE(Accepts.STRING, "template", "template_id", "templateId"),
    CODE(Accepts.STRING, "code", "command"),
    SEED(Accepts.ANY, "seed"),
    SEED_ACK(Accepts.ANY, "seed_ack", "seedAck"),
    STDOUT(Accepts.STRING, "stdout"),
    STDERR(Accepts.STRING, "stderr"),
    EXIT_CODE(Accepts.NUMBER, "exit_code", "exitCode", "returncode", "return_code", "exit_status"),
    GROUP(Accepts.TEXT_OR_NUMBER, "group", "group_id", "groupId"),
    STEP(Accepts.INTEGER, "step"),
    REWARD(Accepts.NUMBER, "reward"),
    DURATION(Accepts.NUMBER, "duration_ms", "durationMs"),
    TIMESTAMP(Accepts.TEXT_OR_NUMBER, "timestamp", "ts", "time");

    static final int COUNT = values().length;

    private final List<String> names;
    private final int acceptedTypes;

    Field(int acceptedTypes, String... names) {
        this.acceptedTypes = acceptedTypes;
        this.names = List.of(names);
    }

    /**
     * Whether a value of this {@link JsonScanner} type can supply the field. A bit mask rather than a switch: the
     * check is inlined once per field into the indexer's per-record code, where a switch would be copied whole.
     */
    boolean accepts(byte type) {
        return (acceptedTypes >>> type & 1) != 0;
    }

    List<String> names() {
        return names;
    }

    /**
     * Precedence of a candidate value: higher wins. A run's fields are looked up in {@code response}, then
     * {@code request}, then the top level (so the echoed seed wins), except its key, which belongs to the record
     * itself and is looked up at the top level first. Within one level, earlier names win.
     */
    int precedence(int scope, int nameIndex) {
        int level;
        if (this == KEY) {
            level = scope == JsonScanner.TOP ? 3 : scope == JsonScanner.RESPONSE ? 2 : 1;
        } else {
            level = scope == JsonScanner.RESPONSE ? 3 : scope == JsonScanner.REQUEST ? 2 : 1;
        }
        return level * 16 + (15 - nameIndex);
    }

    /** The scope of the member whose value had {@code precedence}: the inverse of {@link #precedence}. */
    int scope(int precedence) {
        int level = precedence / 16;
        if (this == KEY) {
            return level == 3 ? JsonScanner.TOP : level == 2 ? JsonScanner.RESPONSE : JsonScanner.REQUEST;
        }
        return level == 3 ? JsonScanner.RESPONSE : level == 2 ? JsonScanner.REQUEST : JsonScanner.TOP;
    }

    /** Bit masks of {@link JsonScanner} value types. */
    private static final class Accepts {
        static final int STRING = 1 << JsonScanner.STRING;
        static final int INTEGER = 1 << JsonScanner.INTEGER;
        static final int NUMBER = INTEGER | 1 << JsonScanner.NUMBER;
        static final int TEXT_OR_NUMBER = STRING | NUMBER;
        static final int ANY = -1;

        private Accepts() {
        }
    }
}
