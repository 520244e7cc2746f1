package com.collimate.inspector.core.log;

public enum LogFormat {
    JSONL("jsonl"), JSON_ARRAY("json-array");

    private final String label;

    LogFormat(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }
}
