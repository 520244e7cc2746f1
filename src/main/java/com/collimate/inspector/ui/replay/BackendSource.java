package com.collimate.inspector.ui.replay;

import java.io.IOException;

/** Gives the backend of the next batch (the configured endpoint, else the local sandbox). */
public interface BackendSource {

    /** Called off the FX thread: starting the local sandbox takes a few hundred milliseconds. */
    ReplayBackend open() throws IOException;
}
