package com.collimate.inspector.core.log;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class ByteArenaTest {
    private static byte[] utf8(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    private static int add(ByteArena arena, String text) {
        byte[] bytes = utf8("[" + text + "]");
        return arena.add(bytes, 1, bytes.length - 1);
    }

    @Test
    void entriesSpanningManyPagesReadBackExactly() {
        ByteArena arena = new ByteArena();
        List<String> texts = new ArrayList<>();
        List<Integer> refs = new ArrayList<>();
        for (int i = 0; i < 40_000; i++) {
            String text = "key-" + i + "-" + "x".repeat(i % 300);
            texts.add(text);
            refs.add(add(arena, text));
        }
        for (int i = 0; i < texts.size(); i++) {
            assertThat(arena.utf8(refs.get(i))).isEqualTo(texts.get(i));
        }
    }

    @Test
    void anEntryLargerThanAPageGetsAPageOfItsOwn() {
        ByteArena arena = new ByteArena();
        int before = add(arena, "small");
        String huge = "h".repeat(600_000);
        int hugeRef = add(arena, huge);
        int after = add(arena, "next");
        assertThat(arena.utf8(before)).isEqualTo("small");
        assertThat(arena.utf8(hugeRef)).isEqualTo(huge);
        assertThat(arena.utf8(after)).isEqualTo("next");
        assertThat(arena.holds(hugeRef, utf8(huge), 0, huge.length())).isTrue();
    }

    @Test
    void trimmingKeepsEveryEntryAndLaterAddsGoToANewPage() {
        ByteArena arena = new ByteArena();
        int first = add(arena, "first");
        int second = add(arena, "zweite \u00fc");
        arena.trim();
        int third = add(arena, "third");
        arena.trim();
        arena.trim();
        assertThat(arena.utf8(first)).isEqualTo("first");
        assertThat(arena.utf8(second)).isEqualTo("zweite \u00fc");
        assertThat(arena.utf8(third)).isEqualTo("third");
        assertThat(arena.holds(third, utf8("third"), 0, 5)).isTrue();
        assertThat(arena.holds(first, utf8("third"), 0, 5)).isFalse();
    }
}
