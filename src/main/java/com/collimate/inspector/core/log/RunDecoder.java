package com.collimate.inspector.core.log;

import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.model.SeedAck;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Turns the bytes of one record into a {@link Run}, with the same field mapping the index uses. */
final class RunDecoder {
    private static final ObjectMapper JSON = new ObjectMapper();

    private RunDecoder() {
    }

    /**
     * @param record the record's bytes, exactly as indexed
     * @throws ScanException when the bytes are no longer one JSON object (the file changed)
     */
    static Run decode(byte[] record, long line) {
        RecordFields fields = new RecordFields(true).reset(record);
        JsonScanner scanner = new JsonScanner();
        int end = scanner.scan(record, 0, record.length, true, true, fields);
        if (scanner.type() != JsonScanner.OBJECT || end != record.length) {
            throw ScanException.syntax(end, "the record is no longer one JSON object");
        }
        String key = FieldValues.text(fields, Field.KEY);
        return new Run(
                key == null ? "#" + line : key,
                line,
                FieldValues.text(fields, Field.TEMPLATE),
                code(fields),
                FieldValues.seed(fields),
                SeedAck.parse(seedAckRaw(fields)),
                seedAckRaw(fields),
                FieldValues.text(fields, Field.STDOUT),
                FieldValues.text(fields, Field.STDERR),
                FieldValues.exitCode(fields),
                FieldValues.text(fields, Field.GROUP),
                FieldValues.step(fields),
                FieldValues.number(fields, Field.REWARD),
                FieldValues.number(fields, Field.DURATION),
                FieldValues.text(fields, Field.TIMESTAMP),
                extras(fields),
                JsonText.utf8(record, 0, record.length));
    }

    private static String seedAckRaw(RecordFields fields) {
        return fields.has(Field.SEED_ACK) ? FieldValues.raw(fields, Field.SEED_ACK) : null;
    }

    /**
     * {@code code}, or {@code command}: a string, or an array of strings joined into one shell command line with
     * POSIX quoting ({@link ShellWords}), so that a shell runs exactly the logged argv; an array with any other
     * element is not usable.
     */
    private static String code(RecordFields fields) {
        if (!FieldValues.usable(fields, Field.CODE)) {
            return null;
        }
        if (fields.type(Field.CODE) == JsonScanner.STRING) {
            return FieldValues.raw(fields, Field.CODE);
        }
        try {
            List<String> argv = new ArrayList<>();
            for (JsonNode part : JSON.readTree(FieldValues.raw(fields, Field.CODE))) {
                argv.add(part.textValue());
            }
            return ShellWords.join(argv);
        } catch (JsonProcessingException e) {
            return null;
        }
    }

    /**
     * Every member that did not supply a field as its mapped value, keyed by its dotted path; a command given as
     * an array is kept too, since joining it loses the argument boundaries.
     */
    private static Map<String, String> extras(RecordFields fields) {
        Set<Integer> mapped = new HashSet<>();
        for (Field field : Field.values()) {
            boolean keptRaw = field == Field.CODE && fields.has(field) && fields.type(field) == JsonScanner.ARRAY;
            if (FieldValues.usable(fields, field) && !keptRaw) {
                mapped.add(fields.memberIndex(field));
            }
        }
        Map<String, String> extras = new HashMap<>();
        byte[] buf = fields.buffer();
        for (int i = 0; i < fields.members().size(); i++) {
            RecordFields.Member member = fields.members().get(i);
            if (member.type() == JsonScanner.NESTED || mapped.contains(i)) {
                continue;
            }
            String name = member.keyEscaped() ? JsonText.decodeString(buf, member.keyStart(), member.keyEnd())
                    : JsonText.utf8(buf, member.keyStart(), member.keyEnd());
            extras.put(RecordFields.prefix(member.scope()) + name,
                    JsonText.utf8(buf, member.valueStart(), member.valueEnd()));
        }
        return extras;
    }
}
