package com.collimate.inspector.core.diff;

import java.util.Arrays;

/**
 * Which masked value on the left stands for which on the right: a one-to-one map per mask, built from line pairs in
 * order. Two lines equal by shape are equal only if their values fit the map, so an id that changes consistently is
 * noise while the same id printed twice against two different ids is a difference; lines inserted or removed
 * elsewhere take no part. The map also numbers the placeholders shown: a value and its partner share a number.
 * One instance per diff, not thread-safe; the numberings it returns are read-only.
 */
final class ValueCorrespondence {
    private final SideValues left;
    private final SideValues right;
    private final int[][] leftToRight;
    private final int[][] rightToLeft;
    /** (mask, left id) of the links the pair being checked made, undone if a later value contradicts the map. */
    private int[] newLinks = new int[16];

    ValueCorrespondence(SideValues left, SideValues right) {
        this.left = left;
        this.right = right;
        leftToRight = new int[left.maskCount()][];
        rightToLeft = new int[right.maskCount()][];
        for (int mask = 0; mask < leftToRight.length; mask++) {
            leftToRight[mask] = new int[left.distinct(mask) + 1];
            rightToLeft[mask] = new int[right.distinct(mask) + 1];
        }
    }

    /** Pairs two lines equal by shape: true, their values now linked, unless a value contradicts the map. */
    boolean pair(int leftLine, int rightLine) {
        int count = left.valueCount(leftLine);
        if (count != right.valueCount(rightLine)) {
            return false;
        }
        int linked = 0;
        for (int k = 0; k < count; k++) {
            int mask = left.mask(leftLine, k);
            int l = left.id(leftLine, k);
            int r = right.id(rightLine, k);
            if (mask == right.mask(rightLine, k) && leftToRight[mask][l] == r) {
                continue;
            }
            if (mask != right.mask(rightLine, k) || leftToRight[mask][l] != 0 || rightToLeft[mask][r] != 0) {
                unlink(linked);
                return false;
            }
            link(mask, l, r);
            if (2 * linked + 2 > newLinks.length) {
                newLinks = Arrays.copyOf(newLinks, newLinks.length * 2);
            }
            newLinks[2 * linked] = mask;
            newLinks[2 * linked + 1] = l;
            linked++;
        }
        return true;
    }

    /**
     * Links what values of two differing lines shown side by side can be linked, so a value both print keeps one
     * number in the display; these links never make lines equal.
     */
    void pairForDisplay(int leftLine, int rightLine) {
        int count = Math.min(left.valueCount(leftLine), right.valueCount(rightLine));
        for (int k = 0; k < count; k++) {
            int mask = left.mask(leftLine, k);
            int l = left.id(leftLine, k);
            int r = right.id(rightLine, k);
            if (mask == right.mask(rightLine, k) && leftToRight[mask][l] == 0 && rightToLeft[mask][r] == 0) {
                link(mask, l, r);
            }
        }
    }

    /** The left placeholders numbered in order of first appearance. */
    PlaceholderNumbering leftNumbering() {
        return left::idOf;
    }

    /** A linked value takes its partner's number; the others follow the left's numbers, in order of appearance. */
    PlaceholderNumbering rightNumbering() {
        int[][] numbers = new int[rightToLeft.length][];
        for (int mask = 0; mask < numbers.length; mask++) {
            numbers[mask] = new int[rightToLeft[mask].length];
            int next = left.distinct(mask);
            for (int r = 1; r < numbers[mask].length; r++) {
                numbers[mask][r] = rightToLeft[mask][r] != 0 ? rightToLeft[mask][r] : ++next;
            }
        }
        return (maskName, value) -> {
            int id = right.idOf(maskName, value);
            return id == 0 ? 0 : numbers[right.maskIndexOf(maskName)][id];
        };
    }

    private void link(int mask, int l, int r) {
        leftToRight[mask][l] = r;
        rightToLeft[mask][r] = l;
    }

    private void unlink(int links) {
        for (int i = 0; i < links; i++) {
            int mask = newLinks[2 * i];
            int l = newLinks[2 * i + 1];
            rightToLeft[mask][leftToRight[mask][l]] = 0;
            leftToRight[mask][l] = 0;
        }
    }
}
