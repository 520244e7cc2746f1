package com.collimate.inspector.core.diff;

import com.collimate.inspector.core.util.Cancellation;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.assertj.core.api.Assertions.assertThat;

/** The same items of a bracketed list printed in another order are {@code ordering}; anything else is not. */
class ReorderedItemsTest {
    private final TextDiffer differ = new TextDiffer(DiffOptions.defaults());

    private String classes(String left, String right) {
        return String.join(", ", differ.diff(left + "\n", right + "\n", Cancellation.none()).classes());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
            "dict                      | {'x': 1, 'y': 2}              | {'y': 2, 'x': 1}              | ordering",
            "set of strings            | {'b', 'a'}                    | {'a', 'b'}                    | ordering",
            "imap_unordered results    | results [0, 1, 5, 2]          | results [0, 2, 5, 1]          | ordering",
            "tuple                     | (3, 'x', None)                | ('x', None, 3)                | ordering",
            "nested lists              | [[1, 2], [3, 4]]              | [[4, 3], [1, 2]]              | ordering",
            "spacing differs too       | [1, 2, 3]                     | [3,2,1]                       | ordering",
            "quoted spaces count       | ['a', 'a ']                   | ['a ', 'a']                   | ordering",
            "quoted comma is one item  | ['a, b', 'c']                 | ['c', 'a, b']                 | ordering",
            "apostrophe is no quote    | [don't, x]                    | [x, don't]                    | ordering",
            "a masked value differs    | [2026-11-29T10:00:00Z, 1]     | [1, 2026-11-30T11:00:00Z]     | timestamp, ordering",
            "same masked value         | ['x', 0x7f3a2c1b]             | [0x7f3a2c1b, 'x']             | ordering",
            "another item              | results [0, 1, 5, 2]          | results [0, 3, 5, 1]          | numeric",
            "an item more              | {'a', 'b'}                    | {'b', 'a', 'c'}               | content",
            "an item twice             | [1, 1, 2]                     | [2, 1, 2]                     | numeric",
            "words of prose            | loss went up                  | up went loss                  | content",
            "numbers of prose          | epoch 3 step 2                | epoch 2 step 3                | numeric",
            "commas outside brackets   | a, b                          | b, a                          | content",
            "text outside the list     | step 1 [a, b]                 | step 2 [b, a]                 | content",
            "brackets that do not pair | [a, b                         | b, [a                         | content",
            "quote not closed          | f(\"a,b\")                     | f(b\",\"a)                    | content",
            "only spacing differs      | [1, 2]                        | [1,2]                         | whitespace",
            "items moved between lists | [a, b] [c]                    | [a] [c, b]                    | content"})
    void sameItemsInAnotherOrderAreOrderingOtherChangesAreNot(String what, String left, String right, String expected) {
        assertThat(classes(left, right)).as(what).isEqualTo(expected);
    }
}
