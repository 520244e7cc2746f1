package com.collimate.inspector.core.log;

public enum Compression {
    NONE("none"), GZIP("gzip");

    private final String label;

    Compression(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }
}
