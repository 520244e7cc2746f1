package com.collimate.inspector.ui.diff;

import com.collimate.inspector.core.model.RunInputs;

/**
 * A synthetic output pair for {@link CompareWarmUp}: log-like lines carrying every kind of value the built-in
 * masks replace (ISO, RFC 1123 and bare timestamps, uuids, addresses, temp paths, durations, a progress bar's
 * redraws) and numbers, with a difference every {@value #CHANGE_EVERY} lines cycling through the kinds (content,
 * numeric, each mask's values, whitespace, an added and a removed line). Built with plain appends: formatting would cost more than diffing.
 */
final class WarmUpPair {
    static final int CHANGE_EVERY = 50;
    private static final int TEMPLATES = 9;
    private static final int CHANGE_KINDS = TEMPLATES + 2;
    private static final int ADDED = TEMPLATES;
    private static final int REMOVED = TEMPLATES + 1;
    private static final char[] HEX = "0123456789abcdef".toCharArray();

    private WarmUpPair() {
    }

    /** Two stdouts of {@code lines} lines each (give or take the added and removed ones). */
    static ComparePair of(int lines) {
        StringBuilder left = new StringBuilder(lines * 72);
        StringBuilder right = new StringBuilder(lines * 72);
        for (int i = 1; i <= lines; i++) {
            int change = i % CHANGE_EVERY == CHANGE_EVERY / 2 ? i / CHANGE_EVERY % CHANGE_KINDS : -1;
            int template = change >= 0 && change < TEMPLATES ? change : i % TEMPLATES;
            line(left, template, i, false);
            if (change == REMOVED) {
                continue;
            }
            line(right, template, i, change == template);
            if (change == ADDED) {
                right.append("retrying step ").append(i).append('\n');
            }
        }
        return new ComparePair(side("warm-up left", left), side("warm-up right", right));
    }

    private static CompareSide side(String title, StringBuilder stdout) {
        return new CompareSide(title, 0, 0, stdout.toString(), "", 0L, new RunInputs("", "", null));
    }

    /** Line {@code i} in the shape of {@code template}; {@code changed} alters the value that template varies. */
    private static void line(StringBuilder out, int template, int i, boolean changed) {
        int second = i % 60;
        switch (template) {
            case 0 -> {
                out.append("2026-11-28T10:");
                twoDigits(out, i / 60 % 60).append(':');
                twoDigits(out, second).append('.').append(100 + i % 900).append("Z step ").append(i)
                        .append(" loss ").append(changed ? "0.1240" : "0.1234");
            }
            case 1 -> {
                out.append("Sat, 28 Nov 2026 11:");
                twoDigits(out, i / 60 % 60).append(':');
                twoDigits(out, changed ? (second + 1) % 60 : second).append(" GMT GET /runs/").append(i)
                        .append(" 200");
            }
            case 2 -> {
                out.append("worker ").append(i % 16).append(" session ");
                hex(out, i * 31L + (changed ? 7 : 0), 8).append('-');
                hex(out, i, 4).append("-4a1c-8b2d-");
                hex(out, i * 0x9E3779B9L, 12).append(" ready");
            }
            case 3 -> hex(out.append("  allocated ").append(i).append(" blocks at 0x7ffd"),
                    i * 64L + (changed ? 4096 : 0), 8).append(" (").append(i * 3).append(" bytes)");
            case 4 -> out.append("wrote /tmp/pytest-of-ci/pytest-").append(changed ? 13 : 12).append("/out_")
                    .append(i).append(".json and /var/folders/ab/x7/T/run").append(i);
            case 5 -> {
                out.append("[12:");
                twoDigits(out, i / 60 % 60).append(':');
                twoDigits(out, second).append("] epoch ").append(i).append(" done in 1m").append(changed ? 3 : 2)
                        .append(".5s, total 3:04:05, ").append(i % 100).append(" ms a step, C:\\Users\\ci\\AppData")
                        .append("\\Local\\Temp\\run_").append(i);
            }
            case 6 -> out.append("    result ").append(i).append(changed ? ":  ok" : ": ok").append("\tcached");
            case 7 -> out.append("\r  0%|          | 0/").append(i).append(" [00:00<?, ?it/s]")
                    .append(changed ? "\r 50%|#####     | 1/2 [00:00<00:00, 9.10it/s]" : "")
                    .append("\r100%|##########| ").append(i).append('/').append(i).append(" [00:01<00:00, ")
                    .append(i % 100).append(".5it/s]");
            default -> out.append("epoch ").append(i).append(": ").append(changed ? "checkpoint skipped" : "checkpoint saved");
        }
        out.append('\n');
    }

    private static StringBuilder twoDigits(StringBuilder out, int value) {
        return out.append((char) ('0' + value / 10)).append((char) ('0' + value % 10));
    }

    /** The low {@code digits} hex digits of {@code value}, zero-padded. */
    private static StringBuilder hex(StringBuilder out, long value, int digits) {
        for (int shift = (digits - 1) * 4; shift >= 0; shift -= 4) {
            out.append(HEX[(int) (value >>> shift) & 0xf]);
        }
        return out;
    }
}
