package com.collimate.inspector.ui.detail;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class PrettyJsonTest {
    @Test
    void pythonsNonFiniteFloatsAreIndentedAndStayUnquoted() {
        assertThat(PrettyJson.format("{\"a\":NaN,\"b\":[Infinity,-Infinity]}").replaceAll("\\s+", ""))
                .isEqualTo("{\"a\":NaN,\"b\":[Infinity,-Infinity]}");
        assertThat(PrettyJson.format("{\"a\":NaN}")).contains("\n");
    }

    @Test
    void decimalsKeepEveryDigitLogged() {
        assertThat(PrettyJson.format("{\"reward\":0.12345678901234567890,\"one\":1.0,\"big\":123456789012345678901234567890}")
                .replaceAll("\\s+", ""))
                .isEqualTo("{\"reward\":0.12345678901234567890,\"one\":1.0,\"big\":123456789012345678901234567890}");
    }

    /** Indented, a record with a key twice would show one value: the Raw tab would hide the other. */
    @Test
    void aRecordWithAKeyTwiceIsReturnedAsItIs() {
        String twice = "{\"stdout\": \"first\", \"run\": {\"a\": 1, \"a\": 2}, \"stdout\": \"second\"}";
        assertThat(PrettyJson.format(twice)).isEqualTo(twice);
        assertThat(PrettyJson.format("{\"a\": {\"x\": 1}, \"b\": {\"x\": 2}}")).as("one key per object").contains("\n");
    }

    @Test
    void textThatIsNotJsonIsReturnedAsItIs() {
        assertThat(PrettyJson.format("{\"a\": nan}")).isEqualTo("{\"a\": nan}");
    }
}
