package com.collimate.inspector.core.report;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;

import java.io.IOException;
import java.io.Writer;

/**
 * Makes the JSON the commands print and the reports hold. A lone surrogate (from such an escape in the log, in a run
 * key say) is written as a JSON escape (backslash, u, four hex digits): it has no UTF-8, so written as it is the
 * output's encoder would make it {@code ?} or U+FFFD and it would not read back as logged; escaped, it does. Every
 * other character, a surrogate pair (an emoji) included, is written as it is.
 */
public final class JsonOutput {
    private static final JsonFactory FACTORY = new JsonFactory();

    private JsonOutput() {
    }

    /** A generator writing to {@code out}; closing it closes {@code out} unless its AUTO_CLOSE_TARGET is disabled. */
    public static JsonGenerator generator(Writer out) throws IOException {
        return FACTORY.createGenerator(new LoneSurrogatesEscaped(out));
    }
}
