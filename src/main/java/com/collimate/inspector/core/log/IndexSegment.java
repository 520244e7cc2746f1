package com.collimate.inspector.core.log;

import com.collimate.inspector.core.model.RunSummary;
import com.collimate.inspector.core.model.Seed;
import com.collimate.inspector.core.model.SeedAck;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The index of one contiguous byte range of a log: its runs in columns ({@link RunBlock}s), their strings
 * pooled, and its errors. Lines are counted from the start of the range; the owning log adds the range's first
 * line once it is known. One writer thread appends; any thread may read the runs published to it.
 */
final class IndexSegment {
    static final int MAX_ERRORS_KEPT = 100_000;
    /**
     * Warnings kept per segment: a log of wrong-typed fields in every record has one for each, and a segment per
     * 32 MB range, so keeping as many as errors would keep millions of messages; the count goes on.
     */
    static final int MAX_WARNINGS_KEPT = 1_000;

    private static final byte SEED_MISSING = 0;
    private static final byte SEED_HEX_LOWER = 1;
    private static final byte SEED_HEX_UPPER = 2;
    private static final byte SEED_VALID_TEXT = 3;
    private static final byte SEED_INVALID_TEXT = 4;
    private static final byte SEED_INVALID_JSON = 5;
    private static final char[] HEX_LOWER = "0123456789abcdef".toCharArray();
    private static final char[] HEX_UPPER = "0123456789ABCDEF".toCharArray();
    private static final SeedAck[] ACKS = SeedAck.values();

    private final ByteArena texts = new ByteArena();
    private final TimestampCodes timestamps = new TimestampCodes(texts);
    private final StringPool templates = new StringPool(value -> 0);
    private final StringPool seedAcks = new StringPool(value -> SeedAck.parse(value).ordinal());
    private final List<LoadError> errors = new ArrayList<>();
    private long errorCount;
    /** Errors ever added: unlike {@link #errorCount}, not lowered when one is taken back. */
    private long errorsAdded;
    private final List<LoadError> warnings = new ArrayList<>();
    private long warningCount;
    private int lastGroup = RunBlock.NONE;
    private volatile RunBlock[] blocks = new RunBlock[0];
    private volatile int size;

    int size() {
        return size;
    }

    /** Appends the run whose record spans {@code [offset, offset + length)} and starts on {@code line}. */
    void add(long offset, int length, long line, RecordFields fields) {
        int index = size;
        int slot = index & (RunBlock.CAPACITY - 1);
        if (slot == 0) {
            RunBlock[] grown = Arrays.copyOf(blocks, blocks.length + 1);
            grown[grown.length - 1] = new RunBlock(line);
            blocks = grown;
        }
        RunBlock block = blocks[index >>> RunBlock.SHIFT];
        if (slot == block.capacity()) {
            block = replaceLastBlock(block.resized(RunBlock.CAPACITY));
        }
        byte[] buf = fields.buffer();
        block.offset[slot] = offset;
        block.length[slot] = length;
        block.setLine(slot, line);
        block.key[slot] = usable(fields, Field.KEY, line)
                ? texts.add(buf, fields.start(Field.KEY), fields.end(Field.KEY)) : RunBlock.NONE;
        block.template[slot] = pooled(templates, fields, Field.TEMPLATE, usable(fields, Field.TEMPLATE, line));
        block.group[slot] = group(fields, line);
        block.timestamp[slot] = usable(fields, Field.TIMESTAMP, line)
                ? timestamps.encode(buf, fields.start(Field.TIMESTAMP), fields.end(Field.TIMESTAMP))
                : TimestampCodes.NONE;
        block.seedAck[slot] = pooled(seedAcks, fields, Field.SEED_ACK, fields.has(Field.SEED_ACK));
        storeSeed(block, slot, fields, line);
        if (usable(fields, Field.EXIT_CODE, line)) {
            block.setExitCode(slot, FieldValues.usableExitCode(fields));
        } else {
            block.clearExitCode(slot);
        }
        block.step[slot] = usable(fields, Field.STEP, line)
                ? FieldValues.parseLong(fields, Field.STEP) : RunBlock.NO_STEP;
        block.reward[slot] = number(fields, Field.REWARD, line);
        block.duration[slot] = number(fields, Field.DURATION, line);
        block.stdoutBytes[slot] = usable(fields, Field.STDOUT, line) ? fields.decodedLength(Field.STDOUT) : -1;
        block.stderrBytes[slot] = usable(fields, Field.STDERR, line) ? fields.decodedLength(Field.STDERR) : -1;
        usable(fields, Field.CODE, line); // the code is not indexed, only checked, so that a wrong type is told
        size = index + 1;
    }

    /**
     * Whether the field is present with a value it can use. One present with a value it cannot use gets a warning:
     * that path is rare, and the check costs the usual path nothing beyond a look at whether the field is there.
     */
    private boolean usable(RecordFields fields, Field field, long line) {
        if (FieldValues.usable(fields, field)) {
            return true;
        }
        if (fields.has(field)) {
            addWarning(line, fields, field);
        }
        return false;
    }

    /**
     * Shrinks the last block to the runs it holds and the text arena to its bytes, once the segment's range is
     * indexed: a log is indexed in many ranges, and full-size last blocks and pages would cost megabytes. Appending later
     * (Follow mode) grows it back. Writer thread only.
     */
    void trim() {
        texts.trim();
        int used = size & (RunBlock.CAPACITY - 1);
        if (used > 0 && blocks[blocks.length - 1].capacity() > used) {
            replaceLastBlock(blocks[blocks.length - 1].resized(used));
        }
    }

    private RunBlock replaceLastBlock(RunBlock block) {
        RunBlock[] replaced = blocks.clone();
        replaced[replaced.length - 1] = block;
        blocks = replaced;
        return block;
    }

    /** The run in {@code slot}, numbered {@code index} in the log, its line shifted by {@code lineBase}. */
    RunSummary summary(int slot, int index, long lineBase) {
        RunBlock block = block(slot);
        int i = slot & (RunBlock.CAPACITY - 1);
        long line = lineBase + block.line(i);
        String key = block.key[i] == RunBlock.NONE ? "#" + line : texts.decodeString(block.key[i]);
        int ack = block.seedAck[i];
        return new RunSummary(index, key, line,
                block.template[i] == RunBlock.NONE ? null : templates.value(block.template[i]),
                seed(block, i),
                ack == RunBlock.NONE ? SeedAck.MISSING : ACKS[seedAcks.tag(ack)],
                ack == RunBlock.NONE ? null : seedAcks.value(ack),
                block.exitCode(i),
                block.group[i] == RunBlock.NONE ? null : texts.decodeString(block.group[i]),
                block.step[i] == RunBlock.NO_STEP ? null : block.step[i],
                RunBlock.number(block.reward[i]),
                RunBlock.number(block.duration[i]),
                timestamps.decode(block.timestamp[i]),
                block.stdoutBytes[i],
                block.stderrBytes[i]);
    }

    long offset(int slot) {
        return block(slot).offset[slot & (RunBlock.CAPACITY - 1)];
    }

    int length(int slot) {
        return block(slot).length[slot & (RunBlock.CAPACITY - 1)];
    }

    long line(int slot) {
        return block(slot).line(slot & (RunBlock.CAPACITY - 1));
    }

    /** Counts seed_ack verdicts, seed statuses and exit codes of every run added so far. */
    void countInto(LogStatistics.Counter counter) {
        int count = size;
        RunBlock[] all = blocks;
        for (int index = 0; index < count; index++) {
            RunBlock block = all[index >>> RunBlock.SHIFT];
            int i = index & (RunBlock.CAPACITY - 1);
            int ack = block.seedAck[i];
            counter.count(ack == RunBlock.NONE ? SeedAck.MISSING : ACKS[seedAcks.tag(ack)],
                    seedStatus(block, i),
                    block.exitCode(i));
        }
    }

    synchronized void addError(long line, String message, String excerpt) {
        errorCount++;
        errorsAdded++;
        if (errors.size() < MAX_ERRORS_KEPT) {
            errors.add(new LoadError(line, message, excerpt));
        }
    }

    /** Removes the last error, which a later pass found to be a line still being written. */
    synchronized void retractLastError() {
        errorCount--;
        if (errors.size() > errorCount) {
            errors.remove(errors.size() - 1);
        }
    }

    /**
     * A field of the run on {@code line} whose value has a type it cannot use; the run is read without it. Its
     * message is built only when it is kept.
     */
    private synchronized void addWarning(long line, RecordFields fields, Field field) {
        warningCount++;
        if (warnings.size() < MAX_WARNINGS_KEPT) {
            warnings.add(new LoadError(line, UnusableField.message(fields, field),
                    UnusableField.excerpt(fields, field)));
        }
    }

    synchronized long warningCount() {
        return warningCount;
    }

    /** The warnings kept so far, lines shifted by {@code lineBase}. */
    synchronized List<LoadError> warnings(long lineBase) {
        return shifted(warnings, lineBase);
    }

    synchronized long errorCount() {
        return errorCount;
    }

    synchronized long errorsAdded() {
        return errorsAdded;
    }

    /** The errors kept so far, lines shifted by {@code lineBase}. */
    synchronized List<LoadError> errors(long lineBase) {
        return shifted(errors, lineBase);
    }

    private static List<LoadError> shifted(List<LoadError> kept, long lineBase) {
        List<LoadError> shifted = new ArrayList<>(kept.size());
        for (LoadError error : kept) {
            shifted.add(new LoadError(error.line() + lineBase, error.message(), error.rawText()));
        }
        return shifted;
    }

    private RunBlock block(int slot) {
        return blocks[slot >>> RunBlock.SHIFT];
    }

    private static int pooled(StringPool pool, RecordFields fields, Field field, boolean present) {
        if (!present) {
            return RunBlock.NONE;
        }
        return pool.id(fields.buffer(), fields.start(field), fields.end(field), fields.type(field) == JsonScanner.STRING);
    }

    /**
     * Groups (GRPO groups of a few runs) are mostly unique to a handful of consecutive runs: stored once per
     * change in the arena, which costs less than pooling every distinct value.
     */
    private int group(RecordFields fields, long line) {
        if (!usable(fields, Field.GROUP, line)) {
            return RunBlock.NONE;
        }
        byte[] buf = fields.buffer();
        int start = fields.start(Field.GROUP);
        int end = fields.end(Field.GROUP);
        if (lastGroup == RunBlock.NONE || !texts.holds(lastGroup, buf, start, end)) {
            lastGroup = texts.add(buf, start, end);
        }
        return lastGroup;
    }

    private double number(RecordFields fields, Field field, long line) {
        return usable(fields, field, line) ? FieldValues.parseDouble(fields, field) : RunBlock.NO_NUMBER;
    }

    private void storeSeed(RunBlock block, int slot, RecordFields fields, long line) {
        if (!fields.has(Field.SEED)) {
            block.seedKind[slot] = SEED_MISSING;
            return;
        }
        byte[] buf = fields.buffer();
        int start = fields.start(Field.SEED);
        int end = fields.end(Field.SEED);
        if (fields.type(Field.SEED) != JsonScanner.STRING) {
            addWarning(line, fields, Field.SEED);
            block.seedKind[slot] = SEED_INVALID_JSON;
            block.setSeedRef(slot, texts.add(buf, start, end));
            return;
        }
        byte hexCase = end - start == Seed.HEX_LENGTH ? hexCase(buf, start) : SEED_INVALID_TEXT;
        if (hexCase == SEED_HEX_LOWER || hexCase == SEED_HEX_UPPER) {
            int p = slot * RunBlock.SEED_BYTES;
            for (int i = start; i < end; i += 2) {
                block.seed[p++] = (byte) (HexDigits.value(buf[i]) << 4 | HexDigits.value(buf[i + 1]));
            }
            block.seedKind[slot] = hexCase;
            return;
        }
        storeSeedText(block, slot, buf, start, end);
    }

    /** A seed string that is not 64 hex digits in one letter case: kept as text (rare, so out of line). */
    private void storeSeedText(RunBlock block, int slot, byte[] buf, int start, int end) {
        Seed seed = Seed.ofString(JsonText.decodeString(buf, start, end));
        block.seedKind[slot] = seed.isValid() ? SEED_VALID_TEXT : SEED_INVALID_TEXT;
        block.setSeedRef(slot, texts.add(buf, start, end));
    }

    /** Lower or upper when the 64 bytes are hex digits in one letter case; invalid text otherwise. */
    private static byte hexCase(byte[] buf, int start) {
        boolean lower = false;
        boolean upper = false;
        for (int i = start; i < start + Seed.HEX_LENGTH; i++) {
            byte b = buf[i];
            if (b >= 'a' && b <= 'f') {
                lower = true;
            } else if (b >= 'A' && b <= 'F') {
                upper = true;
            } else if (b < '0' || b > '9') {
                return SEED_INVALID_TEXT;
            }
        }
        return lower && upper ? SEED_VALID_TEXT : upper ? SEED_HEX_UPPER : SEED_HEX_LOWER;
    }

    private Seed seed(RunBlock block, int slot) {
        switch (block.seedKind[slot]) {
            case SEED_MISSING:
                return Seed.missing();
            case SEED_HEX_LOWER:
            case SEED_HEX_UPPER:
                char[] digits = block.seedKind[slot] == SEED_HEX_LOWER ? HEX_LOWER : HEX_UPPER;
                char[] hex = new char[Seed.HEX_LENGTH];
                int p = slot * RunBlock.SEED_BYTES;
                for (int i = 0; i < Seed.HEX_LENGTH; i += 2) {
                    int b = block.seed[p++] & 0xFF;
                    hex[i] = digits[b >>> 4];
                    hex[i + 1] = digits[b & 15];
                }
                return Seed.ofString(new String(hex));
            case SEED_INVALID_JSON:
                return Seed.ofNonString(texts.utf8(block.seedRef(slot)));
            default:
                return Seed.ofString(texts.decodeString(block.seedRef(slot)));
        }
    }

    private static Seed.Status seedStatus(RunBlock block, int slot) {
        byte kind = block.seedKind[slot];
        return kind == SEED_MISSING ? Seed.Status.MISSING
                : kind <= SEED_VALID_TEXT ? Seed.Status.VALID : Seed.Status.INVALID;
    }
}
