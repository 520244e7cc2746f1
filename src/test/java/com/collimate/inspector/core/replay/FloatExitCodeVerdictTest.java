package com.collimate.inspector.core.replay;

import com.collimate.inspector.core.api.CallScope;
import com.collimate.inspector.core.api.ExecBackend;
import com.collimate.inspector.core.api.ExecOutcome;
import com.collimate.inspector.core.api.ExecRequest;
import com.collimate.inspector.core.api.ExecResponse;
import com.collimate.inspector.core.log.IndexedRolloutLog;
import com.collimate.inspector.core.log.LoadListener;
import com.collimate.inspector.core.log.RolloutLogs;
import com.collimate.inspector.core.replay.journal.ReplayJournal;
import com.collimate.inspector.core.util.Cancellation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import static com.collimate.inspector.core.replay.TestRuns.SEED;
import static org.assertj.core.api.Assertions.assertThat;

/** An exit code a Python logger wrote as a float ({@code 1.0}) is judged as the integer a replay answers. */
class FloatExitCodeVerdictTest {
    @TempDir
    Path dir;

    private Path log(String exitCode) throws Exception {
        return Files.writeString(dir.resolve("log.jsonl"), "{\"run_id\":\"a\",\"template\":\"python\",\"code\":\"x\","
                + "\"seed\":\"" + SEED + "\",\"seed_ack\":\"verified\",\"stdout\":\"out\",\"stderr\":\"\","
                + "\"exit_code\":" + exitCode + "}\n");
    }

    @ParameterizedTest
    @CsvSource({"1, REPRODUCED, ''", "0, DIVERGED, exit_code (1 vs 0)"})
    void aReplayIsJudgedAgainstTheIntegerTheFloatNames(long answered, Verdict verdict, String reason)
            throws Exception {
        Path file = log("1.0");
        List<RunResult> results = new CopyOnWriteArrayList<>();
        try (IndexedRolloutLog log = RolloutLogs.open(file, LoadListener.NONE, Cancellation.none());
             ReplayJournal journal = ReplayJournal.open(file, dir.resolve("data"))) {
            new ReplayEngine(answering(answered), journal, new ReplayOptions(1, 1, 0))
                    .run(RunSource.of(log), ReplayListener.of(progress -> { }, results::add), new Cancellation());
        }
        assertThat(results).singleElement().satisfies(result -> {
            assertThat(result.verdict()).isEqualTo(verdict);
            assertThat(result.reason()).contains(reason);
        });
    }

    @Test
    void twoLoggedRunsWhoseExitCodesDifferOnlyInHowTheyWereWrittenDoNotDiffer() throws Exception {
        Path floats = log("1.0");
        Path integers = Files.writeString(dir.resolve("other.jsonl"), Files.readString(floats).replace("1.0", "1"));
        Path zero = Files.writeString(dir.resolve("zero.jsonl"), Files.readString(floats).replace("1.0", "0"));
        try (IndexedRolloutLog a = RolloutLogs.open(floats, LoadListener.NONE, Cancellation.none());
             IndexedRolloutLog b = RolloutLogs.open(integers, LoadListener.NONE, Cancellation.none());
             IndexedRolloutLog c = RolloutLogs.open(zero, LoadListener.NONE, Cancellation.none())) {
            assertThat(Divergence.betweenLogged("out", "", a.load(0).exitCode(), "out", "", b.load(0).exitCode()))
                    .isEmpty();
            assertThat(Divergence.betweenLogged("out", "", a.load(0).exitCode(), "out", "", c.load(0).exitCode()))
                    .get().extracting(Divergence::describe).isEqualTo("exit_code (1 vs 0)");
        }
    }

    private static ExecBackend answering(long exitCode) {
        return new ExecBackend() {
            @Override
            public ExecOutcome execute(ExecRequest request, CallScope scope) {
                return new ExecOutcome.Success(new ExecResponse("out", "", exitCode, request.seed(), "verified"), 200,
                        1);
            }

            @Override
            public String describe() {
                return "fake";
            }
        };
    }
}
