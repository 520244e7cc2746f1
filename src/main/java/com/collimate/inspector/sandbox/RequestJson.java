package com.collimate.inspector.sandbox;

import com.collimate.inspector.core.util.JsonSyntax;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * A request body read as exactly one JSON value. The two refusals Jackson words vaguely are said plainly, with
 * where: bytes that are not UTF-8, and text after the end of the value.
 */
final class RequestJson {
    private final ObjectMapper mapper;
    private final ObjectReader firstValue;

    RequestJson(ObjectMapper mapper) {
        this.mapper = mapper;
        this.firstValue = mapper.readerFor(JsonNode.class).without(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
    }

    /** The body's value, or null when the body holds only whitespace. */
    JsonNode read(byte[] body) throws HttpProblem, IOException {
        requireUtf8(body);
        try (JsonParser parser = mapper.createParser(body)) {
            if (parser.nextToken() == null) {
                return null;
            }
            JsonNode value = firstValue.readTree(parser);
            requireNothingAfter(body, parser.currentLocation(), value);
            return value;
        } catch (JsonProcessingException e) {
            throw new HttpProblem(400, "request body is " + JsonSyntax.notJson(e));
        }
    }

    private static void requireUtf8(byte[] body) throws HttpProblem {
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(body);
        CharBuffer scratch = CharBuffer.allocate(8192);
        CoderResult result;
        while ((result = decoder.decode(in, scratch.clear(), true)).isOverflow()) {
            // only whether the bytes decode matters, not the text
        }
        if (result.isError()) {
            int offset = in.position();
            throw new HttpProblem(400, String.format("request body is not UTF-8: byte 0x%02X at %s is not part of a"
                    + " UTF-8 character (send the JSON as UTF-8)", body[offset] & 0xFF, position(body, offset)));
        }
    }

    private static void requireNothingAfter(byte[] body, JsonLocation end, JsonNode value) throws HttpProblem {
        long offset = end.getByteOffset();
        if (offset < 0) {
            return;
        }
        int at = (int) offset;
        while (at < body.length && isJsonWhitespace(body[at])) {
            at++;
        }
        if (at < body.length) {
            String kind = value.isObject() ? "object" : value.isArray() ? "array" : "value";
            throw new HttpProblem(400, "request body has text after the end of its JSON " + kind
                    + ", at " + position(body, at) + " (send one JSON object)");
        }
    }

    private static boolean isJsonWhitespace(byte b) {
        return b == ' ' || b == '\t' || b == '\n' || b == '\r';
    }

    /**
     * "line L, column C", the column counted in characters (the bytes before {@code offset} are valid UTF-8) and not
     * counting a byte order mark, which no editor shows.
     */
    private static String position(byte[] body, int offset) {
        int line = 1;
        int lineStart = startsWithByteOrderMark(body) ? 3 : 0;
        for (int i = 0; i < offset; i++) {
            if (body[i] == '\n') {
                line++;
                lineStart = i + 1;
            }
        }
        String before = new String(body, lineStart, offset - lineStart, StandardCharsets.UTF_8);
        return "line " + line + ", column " + (before.codePointCount(0, before.length()) + 1);
    }

    private static boolean startsWithByteOrderMark(byte[] body) {
        return body.length >= 3 && body[0] == (byte) 0xEF && body[1] == (byte) 0xBB && body[2] == (byte) 0xBF;
    }
}
