package com.collimate.inspector.core.util;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

class JsonSyntaxTest {
    private final ObjectMapper mapper = new ObjectMapper();

    @Test
    void eachKindOfErrorIsNamedForWhatItIsWithWhereItIs() {
        assertThat(problem("{\"code\": \"a\\qb\"}"))
                .isEqualTo("not valid JSON at line 1, column 13 (a backslash escape JSON does not have "
                        + "(only \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX))");
        assertThat(problem("{\"code\": \"a\u0001b\"}"))
                .isEqualTo("not valid JSON at line 1, column 12 (a control character inside a string, which must be "
                        + "written escaped (\\n, \\t, \\u0001))");
        assertThat(problem("{\"code\": nope}"))
                .endsWith("(a value must be a string, number, true, false, null, object or array)");
        assertThat(problem("{\"code\": \"1\"")).endsWith("(the text ends early, inside an object, array or string)");
    }

    @Test
    void bytesThatAreNotUtf8AreSaidToBeThat() {
        byte[] latin1 = "{\"code\": \"caf\u00e9\"}".getBytes(StandardCharsets.ISO_8859_1);

        assertThat(JsonSyntax.notJson(error(latin1))).startsWith("not valid JSON at line 1, column ")
                .endsWith("(bytes that are not UTF-8)");
    }

    @Test
    void noneOfTheTextAroundTheErrorIsQuoted() {
        assertThat(problem("{\"key\": sk-SECRET-123456}")).doesNotContain("sk-", "SECRET");
        assertThat(JsonSyntax.notJsonOnItsLine(error("[1, \"sk-SECRET\" x]".getBytes(StandardCharsets.UTF_8))))
                .isEqualTo("not valid JSON at column 17: a character where a value, comma, colon or closing bracket "
                        + "was expected");
    }

    private String problem(String json) {
        return JsonSyntax.notJson(error(json.getBytes(StandardCharsets.UTF_8)));
    }

    private JsonProcessingException error(byte[] json) {
        JsonProcessingException e = catchThrowableOfType(JsonProcessingException.class, () -> mapper.readTree(json));
        assertThat(e).as("%s is not JSON", new String(json, StandardCharsets.ISO_8859_1)).isNotNull();
        return e;
    }
}
