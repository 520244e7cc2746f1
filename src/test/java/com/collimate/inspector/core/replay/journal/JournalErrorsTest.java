package com.collimate.inspector.core.replay.journal;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.collimate.inspector.core.api.ExecJson;
import org.junit.jupiter.api.Test;

import java.io.FileNotFoundException;
import java.io.IOException;
import java.nio.channels.ClosedByInterruptException;
import java.nio.channels.ClosedChannelException;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class JournalErrorsTest {
    private static final Path FILE = Path.of("/data/train.jsonl.replays.jsonl");

    @Test
    void aFailureWithoutAMessageSaysTheFileTheOperationAndTheCauseInWordsNeverNull() {
        IOException failed = JournalErrors.failed(FILE, "appending 2 replays", new ClosedByInterruptException());

        assertThat(failed).hasMessage(FILE + ": appending 2 replays failed (closed by interrupt)");
        assertThat(failed.getCause()).isInstanceOf(ClosedByInterruptException.class);
        assertThat(JournalErrors.reason(new ClosedChannelException())).isEqualTo("closed channel");
        assertThat(JournalErrors.reason(new IOException())).isEqualTo("I/O error");
        assertThat(JournalErrors.reason(new IOException(" "))).isEqualTo("I/O error");
    }

    @Test
    void aFailureWithAMessageGivesItOnOneLine() {
        assertThat(JournalErrors.failed(FILE, "appending a replay", new IOException("No space left on device")))
                .hasMessage(FILE + ": appending a replay failed (No space left on device)");
        assertThat(JournalErrors.reason(new IOException("first\nsecond"))).doesNotContain("\n");
    }

    @Test
    void javaIoOpenFailuresDropTheRepeatedPathAndReadAsNioOnes() {
        assertThat(JournalErrors.reason(new FileNotFoundException(FILE + " (Permission denied)")))
                .isEqualTo("permission denied");
        assertThat(JournalErrors.reason(new FileNotFoundException(FILE + " (Is a directory)")))
                .isEqualTo("Is a directory");
    }

    @Test
    void anEntryThatIsNoLongerJsonSaysWhereOnItsLineNotJacksonsSourceDump() {
        assertThatThrownBy(() -> ExecJson.mapper().readTree("{\"run\": tru"))
                .isInstanceOfSatisfying(JsonProcessingException.class, json -> assertThat(JournalErrors.reason(json))
                        .startsWith("not valid JSON at column ").doesNotContain("Source", "\n"));
    }
}
