package com.collimate.inspector.ui.detail;

import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.ui.testing.Runs;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

/** The Overview's field list shows numbers as logged, as the runs table does. */
class RunFieldsTest {
    @Test
    void rewardsAndDurationsReadAsLoggedNotInJavaNotationNorWrittenOutInHundredsOfDigits() {
        assertThat(fields(1.0e308, 1.0e300)).containsEntry("reward", "1e308").containsEntry("duration", "1e300 ms");
        assertThat(fields(1.5e-7, 0.0001)).containsEntry("reward", "1.5e-7").containsEntry("duration", "0.0001 ms");
        assertThat(fields(0.25, 77.0)).containsEntry("reward", "0.25").containsEntry("duration", "77 ms");
        assertThat(fields(1.0, 120000.0)).containsEntry("reward", "1.0").containsEntry("duration", "120000 ms");
        assertThat(fields(1.0, 77.125)).containsEntry("duration", "77.125 ms");
        assertThat(fields(-0.0, 3.75)).containsEntry("reward", "-0.0").containsEntry("duration", "3.75 ms");
    }

    @Test
    void outputLinesAreCountedAsTheTabsNumberThemAProgressBarsRedrawsBeingOneLine() {
        Run plain = Runs.run(1, "bar", "verified", 0L, "g", "");
        Run run = new Run(plain.key(), plain.line(), plain.template(), plain.code(), plain.seed(), plain.seedAck(),
                plain.seedAckRaw(), "step 1\r\nstep 2", "\r  0%|   | 0/3\r 67%|## | 2/3\r100%|###| 3/3\n", 0L,
                plain.group(), null, null, null, plain.timestamp(), Map.of(), plain.rawJson());

        List<RunDetail.Field> fields = RunFields.of(run);

        assertThat(fields).extracting(RunDetail.Field::name, RunDetail.Field::value)
                .contains(tuple("stdout", "14 B, 2 lines"), tuple("stderr", "43 B, 1 line"));
    }

    @Test
    void aLoggedValueThatCannotBeUsedShowsOnceAsLoggedMarkedAsNotUsable() {
        Run plain = Runs.run(1, "bigexit", "verified", null, "g", "");
        // as the reader keeps them: an exit code beyond a long and a step logged as a string, both left as extras
        Run run = new Run(plain.key(), plain.line(), plain.template(), plain.code(), plain.seed(), plain.seedAck(),
                plain.seedAckRaw(), plain.stdout(), plain.stderr(), null, plain.group(), null, null, null,
                plain.timestamp(), Map.of("exit_code", "99999999999999999999999", "response.step", "\"3\"",
                "note", "kept"), plain.rawJson());

        List<RunDetail.Field> fields = RunFields.of(run);

        assertThat(fields).filteredOn(field -> field.name().equals("exit_code")).extracting(RunDetail.Field::value)
                .containsExactly("99999999999999999999999 (not a usable exit code)");
        assertThat(fields).filteredOn(field -> field.name().contains("step")).extracting(RunDetail.Field::name,
                RunDetail.Field::value).containsExactly(tuple("step", "\"3\" (not a usable step)"));
        assertThat(fields).extracting(RunDetail.Field::name, RunDetail.Field::value)
                .contains(tuple("reward", "—"), tuple("note", "kept"));
    }

    @Test
    void anUnusableValueLoggedUnderAnotherAcceptedNameShowsOnceInTheKnownFieldsRowWithThatName() {
        Run plain = Runs.run(1, "alias", "verified", null, "g", "");
        Run run = new Run(plain.key(), plain.line(), plain.template(), plain.code(), plain.seed(), plain.seedAck(),
                plain.seedAckRaw(), plain.stdout(), plain.stderr(), null, plain.group(), plain.step(), plain.reward(),
                null, plain.timestamp(), Map.of("returncode", "\"abc\"", "response.durationMs", "\"1s\""),
                plain.rawJson());

        List<RunDetail.Field> fields = RunFields.of(run);

        assertThat(fields).extracting(RunDetail.Field::name).doesNotContain("returncode", "response.durationMs");
        assertThat(fields).extracting(RunDetail.Field::name, RunDetail.Field::value).contains(
                tuple("exit_code", "\"abc\" (logged as returncode; not a usable exit code)"),
                tuple("duration", "\"1s\" (logged as durationMs; not a usable duration)"));
    }

    @Test
    void aLongValueIsCutBeforeANotationNotInsideIt() {
        Run plain = Runs.run(1, "r", "verified", 0L, "g", "");
        String logged = "a".repeat(1_999) + "\u001b" + "b".repeat(10);
        Run run = new Run(plain.key(), plain.line(), plain.template(), plain.code(), plain.seed(), plain.seedAck(),
                plain.seedAckRaw(), plain.stdout(), plain.stderr(), plain.exitCode(), plain.group(), plain.step(),
                plain.reward(), plain.durationMs(), plain.timestamp(), Map.of("note", logged), plain.rawJson());

        // cut after 2,000 characters of the shown text, "^[" was cut to "^", which reads as a caret
        assertThat(RunFields.of(run)).filteredOn(field -> field.name().equals("note"))
                .extracting(RunDetail.Field::value).containsExactly("a".repeat(1_999) + " … (2,010 characters)");
    }

    @Test
    void aSeedLoggedBesideTheRunsOwnShowsAsTheSeedRowDoesMonospacedAndUnquoted() {
        Run plain = Runs.run(1, "r", "verified", 0L, "g", "");
        Run run = withExtras(plain, Map.of("request.seed", "\"" + Runs.seedHex(9) + "\"", "response.usage",
                "{\"cpu_ms\":3}", "note", "\"kept\"", "seed", "42"));

        assertThat(RunFields.of(run)).filteredOn(field -> !field.name().equals("seed") || field.value().equals("42"))
                .extracting(RunDetail.Field::name, RunDetail.Field::value, RunDetail.Field::monospaced)
                .contains(tuple("request.seed", Runs.seedHex(9), true), tuple("seed", "42", true),
                        tuple("note", "\"kept\"", false), tuple("response.usage", "{\"cpu_ms\":3}", false));
    }

    @Test
    void theExtrasFollowTheKnownFieldsSortedByPath() {
        Run plain = Runs.run(1, "r", "verified", 0L, "g", "");
        Run run = withExtras(plain, Map.of("zeta", "1", "alpha", "2", "response.id", "3", "request.id", "4",
                "mid.dle", "5", "beta", "6", "request.seed", "\"7\""));

        List<String> names = RunFields.of(run).stream().map(RunDetail.Field::name).toList();

        assertThat(names.subList(names.indexOf("stderr") + 1, names.size())).containsExactly("alpha", "beta",
                "mid.dle", "request.id", "request.seed", "response.id", "zeta");
    }

    private static Run withExtras(Run plain, Map<String, String> extras) {
        return new Run(plain.key(), plain.line(), plain.template(), plain.code(), plain.seed(), plain.seedAck(),
                plain.seedAckRaw(), plain.stdout(), plain.stderr(), plain.exitCode(), plain.group(), plain.step(),
                plain.reward(), plain.durationMs(), plain.timestamp(), extras, plain.rawJson());
    }

    private static Map<String, String> fields(double reward, double durationMs) {
        Run run = Runs.withDuration(Runs.withReward(Runs.run(1, "r", "verified", 0L, "g", ""), reward), durationMs);
        return RunFields.of(run).stream().collect(Collectors.toMap(RunDetail.Field::name, RunDetail.Field::value));
    }
}
