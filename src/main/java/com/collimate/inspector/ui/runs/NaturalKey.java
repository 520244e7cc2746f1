package com.collimate.inspector.ui.runs;

/**
 * A text's place in {@link NaturalOrder}, read once so that a sort compares plain strings instead of parsing both
 * texts' digit runs at every comparison. {@code order} is the text with each run of ASCII digits written as a '0',
 * its count of significant digits (two chars) and those digits: a digit run sorts against any other character as
 * its first digit would, and every digit lies between the same two other characters, so one '0' stands for all of
 * them; against another run, the count and then the digits decide. Texts with the same {@code order} differ only in
 * leading zeros and compare by their text, as in NaturalOrder.
 */
record NaturalKey(String order, String text) implements Comparable<NaturalKey> {
    static NaturalKey of(String text) {
        int i = 0;
        while (i < text.length() && !NaturalOrder.isDigit(text.charAt(i))) {
            i++;
        }
        if (i == text.length()) {
            return new NaturalKey(text, text);
        }
        StringBuilder order = new StringBuilder(text.length() + 8).append(text, 0, i);
        while (i < text.length()) {
            if (NaturalOrder.isDigit(text.charAt(i))) {
                int end = NaturalOrder.digitsEnd(text, i);
                int from = NaturalOrder.nonZero(text, i, end);
                int count = end - from;
                order.append('0').append((char) (count >>> 16)).append((char) count).append(text, from, end);
                i = end;
            } else {
                order.append(text.charAt(i++));
            }
        }
        return new NaturalKey(order.toString(), text);
    }

    @Override
    public int compareTo(NaturalKey other) {
        int byOrder = order.compareTo(other.order);
        return byOrder != 0 ? byOrder : text.compareTo(other.text);
    }
}
