package com.collimate.inspector.core.log;

import com.collimate.inspector.core.model.RunSummary;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** JSON Lines read through windows of every small size index exactly as through one window holding the file. */
class JsonlWindowTest {
    private static final String LOG = "{\"run_id\":\"a\",\"exit_code\":0,\"reward\":0.25}\n"
            + "\n"
            + "  {\"run_id\":\"b\",\"stdout\":\"tab\\there \\u00e9 \\ud83d\\ude00\",\"step\":12345}\r\n"
            + "{\"run_id\":\"c\",\"seed_ack\":\"verified\"} trailing\n"
            + "not json\n"
            + "[1,2]\n"
            + "{\"run_id\":\"d\",\"ok\":true,\"none\":null,\"n\":-1.5e3}\n"
            + "{\"run_id\":\"e\",\"stdout\":\"line ends\n"
            + "{\"request\":{\"run_id\":\"f\"},\"response\":{\"exit_code\":1}}  \n"
            + "{\"run_id\":\"g\",\"stdout\":\"\\u12\n"
            + "{\"run_id\":\"h\",\"n\":12";

    @TempDir
    Path dir;

    @Test
    void everyWindowSizeIndexesLikeOneWindow() throws IOException {
        Path path = new LogFiles(dir).write(LOG);
        String whole = index(path, 1 << 16);
        assertThat(whole).contains("run a @1", "run b @3", "run d @7", "run f @9", "error @4", "error @10",
                "error @11");
        for (int chunk = 8; chunk <= LOG.length() + 8; chunk++) {
            assertThat(index(path, chunk)).as("window of %d bytes", chunk).isEqualTo(whole);
        }
    }

    private static String index(Path path, int chunk) throws IOException {
        IndexSegment segment = new IndexSegment();
        JsonlIndexer.Result result;
        try (LogData data = LogData.open(path)) {
            InputWindow window = new InputWindow(new FileRangeSource(data, 0, data.size()), 0, chunk, 1 << 20);
            result = new JsonlIndexer(window, segment, offset -> { }, false).run(1);
        }
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < segment.size(); i++) {
            RunSummary run = segment.summary(i, i, 0);
            lines.add("run " + run.key() + " @" + run.line() + " " + segment.offset(i) + "+" + segment.length(i) + " "
                    + run.exitCode() + " " + run.step() + " " + run.reward() + " " + run.seedAck() + " "
                    + run.stdoutBytes());
        }
        for (LoadError error : segment.errors(0)) {
            lines.add("error @" + error.line() + " " + error.message() + " | " + error.rawText());
        }
        lines.add(result.toString());
        return String.join("\n", lines);
    }
}
