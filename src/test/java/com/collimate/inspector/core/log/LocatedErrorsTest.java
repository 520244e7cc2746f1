package com.collimate.inspector.core.log;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

class LocatedErrorsTest {
    @TempDir
    Path dir;

    private IndexedRolloutLog open(String text) throws UnreadableLogException {
        return LogFiles.open(new LogFiles(dir).write(text));
    }

    @Test
    void everyBadLineIsLocatedAndReadingGoesOn() throws Exception {
        String text = String.join("\n",
                "{\"run_id\":\"a\"}",
                "oops",
                "[1,2]",
                "42",
                "\"text\"",
                "{\"a\":1}{\"b\":2}",
                "{\"run_id\":\"b\"}",
                "{\"a\":01}",
                "{\"a\":\"tab\there\"}",
                "[".repeat(300) + "]".repeat(300),
                "{\"a\":" + "{\"b\":".repeat(300) + "1" + "}".repeat(301),
                "{\"run_id\":\"c\"}",
                "{\"run_id\":\"d\", \"x\": [1, 2");
        try (IndexedRolloutLog log = open(text)) {
            assertThat(log.size()).isEqualTo(3);
            assertThat(List.of(log.summary(0).line(), log.summary(1).line(), log.summary(2).line()))
                    .containsExactly(1L, 7L, 12L);
            List<LoadError> errors = log.errors();
            assertThat(errors).extracting(LoadError::line).containsExactly(2L, 3L, 4L, 5L, 6L, 8L, 9L, 10L, 11L, 13L);
            assertThat(errors.get(0).message()).isEqualTo("not a JSON object: expected '{', found 'o' (column 1)");
            assertThat(errors.get(1).message()).isEqualTo("the record is an array, not a JSON object");
            assertThat(errors.get(2).message()).isEqualTo("the record is a number, not a JSON object");
            assertThat(errors.get(3).message()).isEqualTo("the record is a string, not a JSON object");
            assertThat(errors.get(4).message()).isEqualTo("trailing content after the record (column 8)");
            assertThat(errors.get(5).message()).contains("expected ',' or '}'").contains("column 7");
            assertThat(errors.get(6).message()).contains("unescaped control character '\\x09'");
            assertThat(errors.get(7).message()).contains("nesting too deep");
            assertThat(errors.get(8).message()).contains("nesting too deep");
            assertThat(errors.get(9).message()).isEqualTo("truncated line: the file ends inside the record");
            assertThat(errors.get(9).rawText()).isEqualTo("{\"run_id\":\"d\", \"x\": [1, 2");
            assertThat(log.errorCount()).isEqualTo(10);
        }
    }

    @Test
    void faultsInAndAfterRequestObjectsAreLocatedAndTheyCountForNesting() throws Exception {
        String text = String.join("\n",
                "{\"request\":{\"seed\" 1}}",
                "{\"response\":{\"a\":1} \"b\":2}",
                "{\"response\":{} \"b\":2}",
                "{\"request\":" + "{\"b\":".repeat(255) + "1" + "}".repeat(256),
                "{\"request\":" + "{\"b\":".repeat(256) + "1" + "}".repeat(257),
                "{\"request\":{\"a\":1},}");
        try (IndexedRolloutLog log = open(text)) {
            assertThat(log.size()).as("the request object is the second level of 256")
                    .isEqualTo(1);
            assertThat(log.summary(0).line()).isEqualTo(4);
            List<LoadError> errors = log.errors();
            assertThat(errors).extracting(LoadError::line).containsExactly(1L, 2L, 3L, 5L, 6L);
            assertThat(errors.get(0).message()).isEqualTo("expected ':' after a key, found '1' (column 20)");
            assertThat(errors.get(1).message()).isEqualTo("expected ',' or '}' in an object, found '\"' (column 21)");
            assertThat(errors.get(2).message()).isEqualTo("expected ',' or '}' in an object, found '\"' (column 16)");
            assertThat(errors.get(3).message()).contains("nesting too deep");
            assertThat(errors.get(4).message()).isEqualTo("expected a quoted key, found '}' (column 20)");
        }
    }

    /** Not "invalid literal, expected 'null'" for a line of text that happens to start with an n. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
        "not json at all            | 'n' (column 1)",
        "`  not json, indented`     | 'n' (column 3)",
        "true story                 | 't' (column 1)",
        "fatal: out of memory       | 'f' (column 1)",
        "tru                        | 't' (column 1)",
        "nan                        | 'n' (column 1)",
        "hello                      | 'h' (column 1)",
        "Traceback (most recent call last): | 'T' (column 1)",
        "2026-12-01 12:00:00 INFO start | '2' (column 1)",
        "42 runs done               | '4' (column 1)",
        "-v                         | '-' (column 1)",
    })
    void aLineThatIsNoJsonAtAllSaysAnObjectWasExpected(String line, String found) throws Exception {
        try (IndexedRolloutLog log = open("{\"run_id\":\"a\"}\n" + line + "\n{\"run_id\":\"b\"}\n")) {
            assertThat(log.size()).isEqualTo(2);
            assertThat(log.errors()).extracting(LoadError::line, LoadError::message)
                    .containsExactly(tuple(2L, "not a JSON object: expected '{', found " + found));
        }
    }

    @Test
    void aLineThatEndsInsideARecordIsAnErrorNotAJoin() throws Exception {
        try (IndexedRolloutLog log = open("{\"run_id\":\"a\"}\n{\"run_id\":\"b\",\n\"x\":1}\n{\"run_id\":\"c\"}\n")) {
            assertThat(log.size()).isEqualTo(2);
            assertThat(log.errors()).extracting(LoadError::line, LoadError::message).containsExactly(
                    tuple(2L, "the record continues past the end of the line (column 15)"),
                    tuple(3L, "trailing content after the record (column 4)"));
        }
    }

    @Test
    void excerptsAreBoundedAndShowControlCharactersSafely() throws Exception {
        String garbage = "\u001b[31mred\u0000" + "x".repeat(10_000);
        try (IndexedRolloutLog log = open("{\"run_id\":\"a\"}\n" + garbage + "\n")) {
            LoadError error = log.errors().get(0);
            assertThat(error.rawText()).startsWith("^[[31mred^@xxx").hasSizeLessThanOrEqualTo(201)
                    .endsWith("\u2026").doesNotContain("\u001b");
        }
    }

    @Test
    void excerptsShowBidiAndInvisibleCharactersByTheirCodePoint() throws Exception {
        String text = "{\"run_id\":\"a\"}\n"
                + "{\"run_id\":\"\u202Eevil-bidi\u202C\", \"x\": }\n"
                + "not json\u200B at\u2066 all\u2069 \u0085 \u007F\n";
        try (IndexedRolloutLog log = open(text)) {
            assertThat(log.errors()).extracting(LoadError::rawText).containsExactly(
                    "{\"run_id\":\"<U+202E>evil-bidi<U+202C>\", \"x\": }",
                    "not json<U+200B> at<U+2066> all<U+2069> <U+0085> ^?");
        }
    }

    @Test
    void theCarriageReturnOfACrlfLineIsNotPartOfTheExcerpt() throws Exception {
        String text = "{\"run_id\":\"a\"}\r\n{\"run_id\":\"broken\", \"seed\": \r\n{\"run_id\":\"t\"}{\"b\":2}\r\n"
                + "bad\rcr\r\n";
        try (IndexedRolloutLog log = open(text)) {
            assertThat(log.errors()).extracting(LoadError::rawText).containsExactly(
                    "{\"run_id\":\"broken\", \"seed\": ", "{\"run_id\":\"t\"}{\"b\":2}", "bad^Mcr");
        }
        try (IndexedRolloutLog log = open("[\r\n  {\"run_id\":\"a\"},\r\n  {\"bad\": tru\r\n  }\r\n]\r\n")) {
            assertThat(log.errors()).extracting(LoadError::rawText).singleElement().asString()
                    .doesNotContain("^M").doesNotEndWith("\r");
        }
    }

    @Test
    void aLongExcerptIsCutBeforeANotationOrASurrogatePairNotInsideIt() throws Exception {
        String garbage = "x".repeat(199) + "\u001b[1m" + "y".repeat(300);
        String emoji = "z".repeat(199) + "\uD83D\uDE80" + "y".repeat(300);
        try (IndexedRolloutLog log = open("{\"run_id\":\"a\"}\n" + garbage + "\n" + emoji + "\n")) {
            assertThat(log.errors().get(0).rawText()).isEqualTo("x".repeat(199) + "\u2026");
            assertThat(log.errors().get(1).rawText()).isEqualTo("z".repeat(199) + "\u2026");
        }
    }

    @Test
    void arrayElementsThatAreNotObjectsAreLocatedByTheirFirstLine() throws Exception {
        try (IndexedRolloutLog log = open("[\n  {\"run_id\":\"a\"},\n  1,\n  [2],\n  {\"run_id\":\"b\"}\n]\n")) {
            assertThat(log.size()).isEqualTo(2);
            assertThat(log.errors()).extracting(LoadError::line, LoadError::message).containsExactly(
                    tuple(3L, "the record is a number, not a JSON object"),
                    tuple(4L, "the record is an array, not a JSON object"));
        }
    }

    @Test
    void invalidElementInAnArrayIsSkippedToTheNextRecordLine() throws Exception {
        String text = "[\n  {\n    \"run_id\": \"a\",\n    \"bad\": tru\n  },\n  {\n    \"run_id\": \"b\"\n  }\n]\n";
        try (IndexedRolloutLog log = open(text)) {
            assertThat(log.size()).isEqualTo(1);
            assertThat(log.summary(0).key()).isEqualTo("b");
            assertThat(log.summary(0).line()).isEqualTo(6);
            assertThat(log.errors()).extracting(LoadError::line).containsExactly(2L);
            assertThat(log.errors().get(0).message()).contains("(line 4, column 12)");
        }
    }

    @Test
    void anErrorOnTheRecordsOwnLineIsLocatedByItsColumnAsInJsonLines() throws Exception {
        try (IndexedRolloutLog jsonl = open("{\"run_id\": \"a\"}\n{\"run_id\": tru}\n");
             IndexedRolloutLog array = open("[\n{\"run_id\": \"a\"},\n{\"run_id\": tru}\n]\n")) {
            assertThat(jsonl.errors()).singleElement().extracting(LoadError::message).asString().endsWith(" (column 12)");
            assertThat(array.errors()).singleElement().satisfies(error -> {
                assertThat(error.line()).isEqualTo(3);
                assertThat(error.message()).startsWith(jsonl.errors().get(0).message()).doesNotContain("line 3");
            });
        }
    }

    @Test
    void unclosedArrayAndTrailingCommaAreErrorsAndARecordAfterTheArrayIsARun() throws Exception {
        try (IndexedRolloutLog log = open("[{\"run_id\":\"a\"},\n{\"run_id\":\"b\"}")) {
            assertThat(log.size()).isEqualTo(2);
            assertThat(log.errors()).extracting(LoadError::message)
                    .containsExactly("the array is not closed: the file ends before its ']'");
        }
        try (IndexedRolloutLog log = open("[{\"run_id\":\"a\"}]\n{\"run_id\":\"b\"}\n")) {
            assertThat(log.size()).isEqualTo(2);
            assertThat(log.summary(1).line()).isEqualTo(2);
            assertThat(log.errors()).isEmpty();
        }
        try (IndexedRolloutLog log = open("[{\"run_id\":\"a\"},]")) {
            assertThat(log.errors()).extracting(LoadError::message).singleElement().asString().contains("','");
        }
    }
}
