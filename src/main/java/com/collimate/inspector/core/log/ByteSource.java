package com.collimate.inspector.core.log;

import java.io.IOException;

/** Sequential bytes of a log: a range of a file, or a gzip stream being inflated. */
interface ByteSource {
    /** Reads up to {@code length} bytes; returns how many, or -1 at the end. */
    int read(byte[] into, int offset, int length) throws IOException;
}
