package com.collimate.inspector.core.config;

import com.collimate.inspector.core.util.JsonSyntax;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonPointer;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonMappingException;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * Which value of a JSON file a mapping error is about, and where it stands in the file. The settings are mapped from
 * Jackson's tree, which keeps no locations, so the file is read again to find the value's line.
 *
 * @param pointer the value's path, e.g. {@code /masks/0/name}
 */
record JsonValuePath(JsonPointer pointer) {

    /** The value {@code failure} is about, within the top-level {@code field} it was mapped from. */
    static JsonValuePath of(String field, JsonProcessingException failure) {
        List<JsonMappingException.Reference> references = failure instanceof JsonMappingException mapping
                ? mapping.getPath() : List.of();
        JsonPointer pointer = JsonPointer.empty();
        for (JsonMappingException.Reference reference : references) {
            pointer = reference.getFieldName() != null ? pointer.appendProperty(reference.getFieldName())
                    : pointer.appendIndex(reference.getIndex());
        }
        // an error raised by the creator (a number out of range) has no path below the field
        return new JsonValuePath(references.isEmpty() ? JsonPointer.empty().appendProperty(field) : pointer);
    }

    /** E.g. {@code masks[0].name}: the path as it reads in the file. */
    String shown() {
        StringBuilder text = new StringBuilder();
        for (JsonPointer step = pointer; !step.matches(); step = step.tail()) {
            if (step.mayMatchElement()) {
                text.append('[').append(step.getMatchingIndex()).append(']');
            } else {
                text.append(text.isEmpty() ? "" : ".").append(step.getMatchingProperty());
            }
        }
        return text.toString();
    }

    /** {@code " at line L, column C"} of the value in {@code file}, or nothing when the file no longer has it. */
    String locationIn(Path file, JsonFactory factory) {
        try (JsonParser parser = factory.createParser(file.toFile())) {
            while (parser.nextToken() != null) {
                JsonToken token = parser.currentToken();
                if (token != JsonToken.FIELD_NAME && !token.isStructEnd()
                        && parser.getParsingContext().pathAsPointer().equals(pointer)) {
                    return JsonSyntax.at(parser.currentTokenLocation());
                }
            }
        } catch (IOException e) {
            // changed or unreadable since it was read: the message goes without a location
        }
        return "";
    }
}
