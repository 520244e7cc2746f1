package com.collimate.inspector.core.util;

/** Turns untrusted text (a run key, a title) into part of a file name that every file system takes. */
public final class FileNames {
    private static final int MAX_PART = 60;

    private FileNames() {
    }

    /**
     * Letters, digits, '.', '_' and '-' are kept; every other run of characters (path separators, spaces, quotes,
     * control characters, ':' that Windows refuses) becomes one '-'. No leading or trailing '-' or '.' (no hidden
     * file, no "..") and at most {@value #MAX_PART} characters; {@code fallback} when nothing is left.
     */
    public static String part(String text, String fallback) {
        StringBuilder out = new StringBuilder();
        boolean dash = false;
        for (int i = 0; i < text.length() && out.length() < MAX_PART; ) {
            int c = text.codePointAt(i);
            i += Character.charCount(c);
            if (Character.isLetterOrDigit(c) || c == '.' || c == '_' || c == '-') {
                if (dash) {
                    out.append('-');
                    dash = false;
                }
                out.appendCodePoint(c);
            } else {
                dash = out.length() > 0;
            }
        }
        int end = out.length();
        while (end > 0 && (out.charAt(end - 1) == '-' || out.charAt(end - 1) == '.')) {
            end--;
        }
        int start = 0;
        while (start < end && (out.charAt(start) == '-' || out.charAt(start) == '.')) {
            start++;
        }
        return start == end ? fallback : out.substring(start, end);
    }
}
