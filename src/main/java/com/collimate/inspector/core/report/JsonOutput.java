package com.collimate.inspector.core.report;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonFactoryBuilder;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.io.CharacterEscapes;
import com.fasterxml.jackson.core.io.SerializedString;

import java.io.IOException;
import java.io.Writer;

/**
 * Makes the JSON the commands print and the reports hold. Every surrogate is written as a JSON escape (backslash, u,
 * four hex digits): a lone one (from such an escape in the log, in a run key say) has no UTF-8, so written as it is
 * the output's encoder would make it {@code ?} or U+FFFD and it would not read back as logged; escaped, it does. A
 * pair (an emoji) reads back the same either way.
 */
public final class JsonOutput {
    private static final JsonFactory FACTORY = new JsonFactoryBuilder().characterEscapes(new SurrogatesEscaped()).build();

    private JsonOutput() {
    }

    /** A generator writing to {@code out}; closing it closes {@code out} unless its AUTO_CLOSE_TARGET is disabled. */
    public static JsonGenerator generator(Writer out) throws IOException {
        return FACTORY.createGenerator(out);
    }

    private static final class SurrogatesEscaped extends CharacterEscapes {
        private static final int[] ASCII = standardAsciiEscapesForJSON();

        @Override
        public int[] getEscapeCodesForAscii() {
            return ASCII;
        }

        @Override
        public SerializableString getEscapeSequence(int c) {
            return Character.isSurrogate((char) c) ? new SerializedString(String.format("\\u%04x", c)) : null;
        }
    }
}
