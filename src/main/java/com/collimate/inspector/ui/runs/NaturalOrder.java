package com.collimate.inspector.ui.runs;

import java.util.Comparator;

/**
 * Text order with runs of ASCII digits compared as whole numbers: r2 before r10, sweep-3-seed-9 before
 * sweep-3-seed-12. Numbers of any length compare (no parsing: the one with more significant digits is larger); a
 * number sorts where its first digit would as text, so {@code r-1} and {@code r.1} keep their places around it.
 * Everything else compares char by char as {@link String#compareTo} does (case-sensitive, uppercase first; other
 * scripts' digits are text). Texts equal that way (r01 and r1) are ordered by {@link String#compareTo}, so that only
 * equal texts are equal and the order is total.
 */
final class NaturalOrder implements Comparator<String> {
    static final NaturalOrder INSTANCE = new NaturalOrder();

    private NaturalOrder() {
    }

    @Override
    public int compare(String a, String b) {
        int i = 0;
        int j = 0;
        while (i < a.length() && j < b.length()) {
            char x = a.charAt(i);
            char y = b.charAt(j);
            if (isDigit(x) && isDigit(y)) {
                int aEnd = digitsEnd(a, i);
                int bEnd = digitsEnd(b, j);
                int byNumber = compareNumbers(a, nonZero(a, i, aEnd), aEnd, b, nonZero(b, j, bEnd), bEnd);
                if (byNumber != 0) {
                    return byNumber;
                }
                i = aEnd;
                j = bEnd;
            } else if (x != y) {
                return x - y;
            } else {
                i++;
                j++;
            }
        }
        int byLength = (a.length() - i) - (b.length() - j);
        return byLength != 0 ? byLength : a.compareTo(b);
    }

    /** Numbers without leading zeros, {@code a[aFrom, aEnd)} and {@code b[bFrom, bEnd)}. */
    private static int compareNumbers(String a, int aFrom, int aEnd, String b, int bFrom, int bEnd) {
        int byDigits = (aEnd - aFrom) - (bEnd - bFrom);
        if (byDigits != 0) {
            return byDigits;
        }
        for (int k = 0; k < aEnd - aFrom; k++) {
            int byDigit = a.charAt(aFrom + k) - b.charAt(bFrom + k);
            if (byDigit != 0) {
                return byDigit;
            }
        }
        return 0;
    }

    static int digitsEnd(String text, int from) {
        int end = from;
        while (end < text.length() && isDigit(text.charAt(end))) {
            end++;
        }
        return end;
    }

    static int nonZero(String text, int from, int end) {
        int first = from;
        while (first < end && text.charAt(first) == '0') {
            first++;
        }
        return first;
    }

    static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }
}
