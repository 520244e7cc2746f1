package com.collimate.inspector.core.replay;

import com.collimate.inspector.core.model.SeedAck;

/** The few fields of a run that a result names, known without loading the run. */
public record RunRef(String key, long line, SeedAck seedAck) {
}
