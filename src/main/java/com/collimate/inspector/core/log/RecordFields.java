package com.collimate.inspector.core.log;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Collects, while a record is scanned, which member supplies each {@link Field} (by {@link Field#precedence};
 * JSON nulls supply nothing). When asked to, it also keeps every member, so the loader can turn the rest into
 * extras. Reused record after record; not thread-safe.
 */
final class RecordFields implements JsonScanner.MemberSink {

    /** One member of the record, as byte spans into {@link #buffer()}. */
    record Member(int scope, int keyStart, int keyEnd, boolean keyEscaped, byte type, int valueStart, int valueEnd) {
    }

    private final boolean keepMembers;
    private final int[] precedence = new int[Field.COUNT];
    private final int[] nameIndex = new int[Field.COUNT];
    private final byte[] type = new byte[Field.COUNT];
    private final int[] start = new int[Field.COUNT];
    private final int[] end = new int[Field.COUNT];
    private final int[] valueInfo = new int[Field.COUNT];
    private final int[] memberIndex = new int[Field.COUNT];
    private final List<Member> members = new ArrayList<>();
    private byte[] buffer;
    private long lineStart;

    RecordFields(boolean keepMembers) {
        this.keepMembers = keepMembers;
    }

    /** Forgets the previous record; spans will refer to {@code buffer}. */
    RecordFields reset(byte[] buffer) {
        this.buffer = buffer;
        this.lineStart = 0;
        Arrays.fill(precedence, -1);
        members.clear();
        return this;
    }

    @Override
    public void member(int scope, int keyStart, int keyEnd, boolean keyEscaped,
                       byte valueType, int valueStart, int valueEnd, int info) {
        if (keepMembers) {
            members.add(new Member(scope, keyStart, keyEnd, keyEscaped, valueType, valueStart, valueEnd));
        }
        if (valueType == JsonScanner.NULL || valueType == JsonScanner.NESTED) {
            return;
        }
        int code = keyEscaped ? FieldNames.lookup(JsonText.decodeString(buffer, keyStart, keyEnd))
                : FieldNames.lookup(buffer, keyStart, keyEnd);
        if (code < 0) {
            return;
        }
        Field field = FieldNames.field(code);
        if (field == Field.KEY && valueType == JsonScanner.STRING && blank(valueStart + 1, valueEnd - 1)) {
            return; // an empty or blank run_id names nothing: the run is #<line>, and the value an extra
        }
        int f = field.ordinal();
        int rank = field.precedence(scope, FieldNames.nameIndex(code));
        if (rank >= precedence[f]) {
            precedence[f] = rank;
            nameIndex[f] = FieldNames.nameIndex(code);
            type[f] = valueType;
            start[f] = valueStart;
            end[f] = valueEnd;
            valueInfo[f] = info;
            memberIndex[f] = members.size() - 1;
        }
    }

    /** Whether the string content {@code [from, to)} is empty or only white space (escaped or not). */
    private boolean blank(int from, int to) {
        for (int i = from; i < to; i++) {
            byte b = buffer[i];
            if (b == '\\') {
                return JsonText.decodeString(buffer, from, to).isBlank();
            }
            if (b != ' ' && b != '\t') {
                return false;
            }
        }
        return true;
    }

    byte[] buffer() {
        return buffer;
    }

    /**
     * Tells where the line the record starts on starts in {@link #buffer()}, for {@link #location}: before the
     * buffer (negative) when the window slid past its leading blanks.
     */
    void lineStartsAt(long position) {
        lineStart = position;
    }

    /**
     * "column 12" of {@code position}, or "line 5, column 3" when it is on a later line than {@code line}, the one
     * the record starts on.
     */
    String location(int position, long line) {
        int lastNewline = -1;
        long newlines = 0;
        for (int i = (int) Math.max(0, lineStart); i < position; i++) {
            if (buffer[i] == '\n') {
                newlines++;
                lastNewline = i;
            }
        }
        long column = position - (lastNewline < 0 ? lineStart : lastNewline + 1) + 1;
        return (newlines == 0 ? "" : "line " + (line + newlines) + ", ") + "column " + column;
    }

    boolean has(Field field) {
        return precedence[field.ordinal()] >= 0;
    }

    /** {@link JsonScanner} type of the field's value; only when {@link #has}. */
    byte type(Field field) {
        return type[field.ordinal()];
    }

    /** Which of the field's names supplied it. */
    int nameIndex(Field field) {
        return nameIndex[field.ordinal()];
    }

    /** Start of the value; for a string, of its content (after the quote). */
    int start(Field field) {
        int f = field.ordinal();
        return type[f] == JsonScanner.STRING ? start[f] + 1 : start[f];
    }

    /** End of the value; for a string, of its content (before the quote). */
    int end(Field field) {
        int f = field.ordinal();
        return type[f] == JsonScanner.STRING ? end[f] - 1 : end[f];
    }

    /** Start of the value as logged (a string with its quotes). */
    int valueStart(Field field) {
        return start[field.ordinal()];
    }

    /** End of the value as logged. */
    int valueEnd(Field field) {
        return end[field.ordinal()];
    }

    /**
     * The dotted path of the member that supplied the field ({@code response.exit_code}), told from its
     * precedence, so that the scan need not store the scope.
     */
    String path(Field field) {
        int f = field.ordinal();
        return prefix(field.scope(precedence[f])) + field.names().get(nameIndex[f]);
    }

    /** "request.", "response." or "" for a member of the top level. */
    static String prefix(int scope) {
        return scope == JsonScanner.REQUEST ? "request." : scope == JsonScanner.RESPONSE ? "response." : "";
    }

    /** UTF-8 length of a string field's decoded text. */
    int decodedLength(Field field) {
        return valueInfo[field.ordinal()];
    }

    /** Position of the first element of an array field that is not a string, or -1 when all are. */
    int firstNonString(Field field) {
        return valueInfo[field.ordinal()];
    }

    /** Index in {@link #members()} of the member that supplied the field (only when members are kept). */
    int memberIndex(Field field) {
        return memberIndex[field.ordinal()];
    }

    List<Member> members() {
        return members;
    }
}
