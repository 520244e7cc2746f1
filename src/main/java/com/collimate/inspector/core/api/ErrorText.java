package com.collimate.inspector.core.api;

import com.collimate.inspector.core.util.IoReasons;

/**
 * The one line a user reads about a failure: its reason, never a stack trace, never the name of a temporary file
 * ({@link IoReasons}), control characters made visible and cut to {@value #MAX_CHARS} characters
 * ({@link TextSafety}); the exception's class name when it has no message. A credential it quotes is masked
 * ({@link CredentialText}): a parser's message may quote a key read from a file, a client's a URL with user info.
 */
public final class ErrorText {
    public static final int MAX_CHARS = 300;

    private ErrorText() {
    }

    public static String oneLine(Throwable failure) {
        // masked before it is cut: a key cut short is no longer recognised by its shape
        return TextSafety.oneLine(CredentialText.masked(IoReasons.of(failure)), MAX_CHARS);
    }
}
