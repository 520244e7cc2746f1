package com.collimate.inspector.core.log;

import java.util.List;

/**
 * The fields of a record the reader maps onto {@code Run}, with their accepted names in order of preference.
 * Everything else is kept as an extra.
 */
enum Field {
    KEY("run_id", "id", "runId"),
    TEMPLATE("template", "template_id", "templateId"),
    CODE("code", "command"),
    SEED("seed"),
    SEED_ACK("seed_ack", "seedAck"),
    STDOUT("stdout"),
    STDERR("stderr"),
    EXIT_CODE("exit_code", "exitCode", "returncode", "return_code", "exit_status"),
    GROUP("group", "group_id", "groupId"),
    STEP("step"),
    REWARD("reward"),
    DURATION("duration_ms", "durationMs"),
    TIMESTAMP("timestamp", "ts", "time");

    static final int COUNT = values().length;

    private final List<String> names;

    Field(String... names) {
        this.names = List.of(names);
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
}
