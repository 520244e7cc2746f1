package com.collimate.inspector.ui.replay;

import com.collimate.inspector.core.util.Diagnostics;

import java.io.IOException;

/** Gives the backend of the next batch (the configured endpoint, else the local sandbox). */
public interface BackendSource {

    /** Called off the FX thread: starting the local sandbox takes a few hundred milliseconds. */
    ReplayBackend open() throws IOException;

    /** Where the stack traces of unexpected replay failures go. */
    default Diagnostics diagnostics() {
        return Diagnostics.none();
    }
}
