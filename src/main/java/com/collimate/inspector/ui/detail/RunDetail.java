package com.collimate.inspector.ui.detail;

import com.collimate.inspector.core.model.Run;

import java.util.List;

/** Everything the detail tabs show for one run, prepared off the FX thread. */
public record RunDetail(
        int runIndex,
        Run run,
        List<Field> fields,
        String requestJson,
        String curlCommand,
        StyledText code,
        StyledText stdout,
        StyledText stderr,
        StyledText raw) {

    /** One row of the Overview tab. */
    public record Field(String name, String value) {
    }
}
