package com.collimate.inspector.core.log;

/** Names of {@link JsonScanner} value types for messages. */
final class JsonTypes {
    private JsonTypes() {
    }

    static String describe(byte type) {
        switch (type) {
            case JsonScanner.STRING:
                return "a string";
            case JsonScanner.INTEGER:
            case JsonScanner.NUMBER:
                return "a number";
            case JsonScanner.TRUE:
            case JsonScanner.FALSE:
                return "a boolean";
            case JsonScanner.NULL:
                return "null";
            case JsonScanner.ARRAY:
                return "an array";
            default:
                return "an object";
        }
    }
}
