package com.collimate.inspector.sandbox;

/** A template or an isolation that cannot work on this machine; the message says why, for the user. */
final class UnavailableException extends Exception {
    UnavailableException(String message) {
        super(message);
    }
}
