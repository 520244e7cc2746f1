package com.collimate.inspector.core.util;

import org.junit.jupiter.api.Test;

import java.io.FileNotFoundException;
import java.nio.charset.MalformedInputException;
import java.nio.charset.UnmappableCharacterException;

import static org.assertj.core.api.Assertions.assertThat;

class IoReasonsTest {
    @Test
    void anEncodingFailureSaysSoInWordsNotTheJdksInputLength() {
        assertThat(IoReasons.of(new MalformedInputException(1))).isEqualTo("the text is not valid UTF-8");
        assertThat(IoReasons.of(new UnmappableCharacterException(2))).isEqualTo("the text is not valid UTF-8");
    }

    @Test
    void aFileInputStreamsFailureGivesItsReasonWithoutThePath() {
        assertThat(IoReasons.of(new FileNotFoundException("/home/u/.config/x (settings)/s.json (Permission denied)")))
                .isEqualTo("permission denied");
        assertThat(IoReasons.of(new FileNotFoundException("/x/s.json (Is a directory)"))).isEqualTo("Is a directory");
        assertThat(IoReasons.of(new FileNotFoundException("no reason given"))).isEqualTo("no reason given");
    }
}
