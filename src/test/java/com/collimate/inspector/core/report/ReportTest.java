package com.collimate.inspector.core.report;

import com.collimate.inspector.core.diff.DiffOptions;
import com.collimate.inspector.core.diff.FirstDivergence;
import com.collimate.inspector.core.diff.NumericTolerance;
import com.collimate.inspector.core.diff.RunComparison;
import com.collimate.inspector.core.diff.RunOutputs;
import com.collimate.inspector.core.diff.TextDiff;
import com.collimate.inspector.core.diff.TextDiffer;
import com.collimate.inspector.core.model.SeedAck;
import com.collimate.inspector.core.util.Cancellation;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.StringWriter;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

class ReportTest {
    private static final String SEED = "9061799b817d32547f32d112d5b8af0eb3659badb9762dc9c0d30083da673b8e";

    private static ReportInput input(String leftStdout, String rightStdout) {
        return input(List.of(new ReportDiff("stdout: original vs replay 1", leftStdout, rightStdout)));
    }

    private static ReportInput input(List<ReportDiff> diffs) {
        Map<String, Integer> acks = new LinkedHashMap<>();
        acks.put("verified", 1);
        acks.put("mismatch", 1);
        Map<String, Integer> verdicts = new LinkedHashMap<>();
        verdicts.put("reproduced", 1);
        verdicts.put(VerdictLabels.EXPECTED, 1);
        ReportRow reproduced = new ReportRow("run-ok", 3, SEED, SeedAck.VERIFIED, "verified", "reproduced", false,
                null, List.of(), null, null, List.of());
        ReportRow diverged = new ReportRow("run-<b>bad</b>", 7, "not-a-seed", SeedAck.MISMATCH, "mismatch: checksum",
                "diverged", true, "replay 1 differs in stdout at line 2, column 6", List.of("content"),
                new FirstDivergence(2, 6, 10), "stdout", diffs);
        return new ReportInput("logs/run\u001b[2J.jsonl", Instant.parse("2026-11-29T09:00:00Z"), acks, verdicts,
                List.of(reproduced, diverged));
    }

    private static String html(ReportInput input, int maxRows) throws IOException {
        return html(input, DiffOptions.defaults(), maxRows);
    }

    private static String html(ReportInput input, DiffOptions options, int maxRows) throws IOException {
        StringWriter out = new StringWriter();
        new HtmlReport(options, maxRows).write(input, out, Cancellation.none());
        return out.toString();
    }

    @Test
    void rowsNameTheirLineSoRunsSharingAKeyAreToldApartAndLinkToTheirDiffs() throws IOException {
        String html = html(input("a\nb\n", "a\nc\n"), 400);

        assertThat(html).contains("<th>Run</th><th>Line</th>").contains("<td class=\"num\">7</td>")
                .contains("<h2 id=\"line-7\">run-&lt;b&gt;bad&lt;/b&gt; <span class=\"meta\">line 7</span></h2>")
                .contains("generated 2026-11-29T09:00:00Z");
    }

    @Test
    void htmlSaysWhichDivergenceIsUnexpectedAndMarksNoOtherVerdictExpected() throws IOException {
        ReportRow unexpected = new ReportRow("clock", 1, SEED, SeedAck.VERIFIED, "verified", "diverged", false,
                null, List.of("timestamp"), null, null, List.of());
        ReportRow failed = new ReportRow("down", 2, SEED, SeedAck.VERIFIED, "verified", "failed", true,
                "connection refused <at> host", List.of(), null, null, List.of());
        ReportInput input = new ReportInput("log.jsonl", Instant.parse("2026-11-29T09:00:00Z"), Map.of("verified", 2),
                Map.of(VerdictLabels.UNEXPECTED, 1, "failed", 1), List.of(unexpected, failed));

        String html = html(input, 400);

        assertThat(html).contains("<td><span class=\"chip verdict-unexpected\">diverged — unexpected</span></td><td>"
                        + "<span class=\"chip cls\">timestamp</span>")
                .contains("<td><span class=\"chip verdict-failed\">failed</span></td><td></td>")
                .doesNotContain(VerdictLabels.EXPECTED)
                .contains("<td class=\"why\">connection refused &lt;at&gt; host</td>");
    }

    /** The app's words and chips: the split the status bar, the filter chips and the dashboard make. */
    @Test
    void theVerdictSummarySplitsDivergencesAndHasColouredChipsAsTheSeedAckSummary() throws IOException {
        Map<String, Integer> verdicts = new LinkedHashMap<>();
        verdicts.put("reproduced", 31);
        verdicts.put(VerdictLabels.UNEXPECTED, 6);
        verdicts.put(VerdictLabels.EXPECTED, 7);
        verdicts.put("failed", 0);
        verdicts.put("unconfirmed", 4);
        verdicts.put("skipped", 0);
        verdicts.put("not replayed", 2);
        ReportInput input = new ReportInput("log.jsonl", Instant.parse("2026-11-29T09:00:00Z"), Map.of("verified", 50),
                verdicts, List.of());

        String html = html(input, 400);

        assertThat(html).contains("<table><tr><th>Verdict</th><th>runs</th></tr>\n"
                + "<tr><td><span class=\"chip verdict-reproduced\">reproduced</span></td><td class=\"num\">31</td></tr>\n"
                + "<tr><td><span class=\"chip verdict-unexpected\">diverged — unexpected</span></td>"
                + "<td class=\"num\">6</td></tr>\n"
                + "<tr><td><span class=\"chip verdict-expected\">diverged — expected</span></td>"
                + "<td class=\"num\">7</td></tr>\n"
                + "<tr><td><span class=\"chip verdict-failed\">failed</span></td><td class=\"num\">0</td></tr>\n"
                + "<tr><td><span class=\"chip verdict-unconfirmed\">unconfirmed</span></td><td class=\"num\">4</td></tr>\n"
                + "<tr><td><span class=\"chip verdict-skipped\">skipped</span></td><td class=\"num\">0</td></tr>\n"
                + "<tr><td><span class=\"chip verdict-not-replayed\">not replayed</span></td>"
                + "<td class=\"num\">2</td></tr>\n</table>");
        for (String chip : List.of("reproduced", "unexpected", "expected", "failed", "unconfirmed", "skipped",
                "not-replayed")) {
            assertThat(html).as("a colour for %s", chip).containsPattern("\\.verdict-" + chip + "\\{background:#");
        }
    }

    @Test
    void htmlIsSelfContainedWithChipsCountsAndEscapedText() throws IOException {
        String html = html(input("step 1\nloss <0.5> \u001b[31mred\u001b[0m\n", "step 1\nloss <0.7> \u001b[32mgreen\u001b[0m\n"), 400);

        assertThat(html).startsWith("<!DOCTYPE html>").contains("<style>").doesNotContain("<script")
                .doesNotContain("http://").doesNotContain("https://").doesNotContain("src=");
        assertThat(html).contains("<span class=\"chip ack-verified\"").contains(">verified</span>")
                .contains("<span class=\"chip ack-mismatch\"").contains(">mismatch</span>")
                .contains("Logged as: mismatch: checksum");
        assertThat(html).contains("run-&lt;b&gt;bad&lt;/b&gt;").doesNotContain("<b>bad</b>");
        assertThat(html).contains("logs/run\u241b[2J.jsonl").doesNotContain("\u001b");
        assertThat(html).contains("9061799b\u2026da673b8e").contains("diverged — expected").contains("line 2, column 6 (byte 10)");
        assertThat(html).contains("<a href=\"#line-7\">").contains("id=\"line-7\"");
        assertThat(html).contains("<tr class=\"changed\">").contains("&lt;<mark class=\"l\">0.5</mark>&gt;");
    }

    /** A key broke at its hyphens ("step1-shuffle-deck-" over "c0") and a seed at its ellipsis, in every row. */
    @Test
    void runKeysAndSeedsInTheRunsTableDoNotWrap() throws IOException {
        String html = html(input("a\n", "b\n"), 400);

        assertThat(html).containsPattern("\ntd\\.mono\\{white-space:nowrap\\}\n")
                .contains("<tr><td class=\"mono\">run-ok</td>")
                .contains("<td class=\"mono\"><span title=\"" + SEED + "\">");
    }

    @Test
    void anIdenticalStreamsHeadingEndsWithItsTitleNotADanglingSeparator() throws IOException {
        String html = html(input(List.of(new ReportDiff("stdout: original vs replay 1", "same\n", "same\n"),
                new ReportDiff("stderr: original vs replay 1", "warn\n", ""))), 400);

        assertThat(html).contains("<h3>stdout: original vs replay 1</h3>\n<p class=\"meta\">identical</p>")
                .contains("<h3>stderr: original vs replay 1 &middot; <span class=\"chip cls\">");
    }

    /** Invisible characters show as their code point, and the highlight still covers just the changed word. */
    @Test
    void invisibleCharactersShowTheirCodePointAndHighlightsStayOnTheChange() throws IOException {
        String html = html(input("ok \u202Eevil\u200B 1\n", "ok \u202Eevil\u200B 2\n"), 400);

        assertThat(html).contains("ok &lt;U+202E&gt;evil&lt;U+200B&gt; <mark class=\"l\">1</mark>")
                .doesNotContain("\u202E").doesNotContain("\uFFFD");
    }

    /** With masks on both sides read "started <timestamp1>": the page shows what was logged, and says it is noise. */
    @Test
    void aLineDifferingOnlyInMaskedNoiseShowsBothLoggedValuesAndSaysEqualAfterMasks() throws IOException {
        String html = html(input("started 2026-11-30T12:04:08.881141\nanswer 42\n",
                "started 2026-11-30T12:04:17.245715\nanswer 42\n"), 400);

        assertThat(html).contains("<tr class=\"masked\"><td class=\"n\">1</td><td class=\"l\">started 2026-11-30T12:04:08.881141</td>")
                .contains("<td class=\"r\">started 2026-11-30T12:04:17.245715</td>").doesNotContain("&lt;timestamp1&gt;")
                .contains("<p class=\"meta\">equal after masks: the tinted lines differ only in what the masks recognise");
    }

    /** A nested bar's rows drawn over later, more on one side: tinted rows, as logged, with no line on the other. */
    @Test
    void nestedBarRowsDrawnOverLaterAreTintedRowsWithNoLineOnTheSideThatHasFewer() throws IOException {
        String outer = "\repoch: 100%|##########| 1/1 [00:01<00:00,  0.93it/s]\n";
        String html = html(input("\repoch:   0%|          | 0/1\n" + "\rbatch:  50%| 1/2\u001B[A\n" + outer,
                "\repoch:   0%|          | 0/1\n" + "\rbatch:  50%| 1/2\u001B[A\n".repeat(3) + outer), 400);

        assertThat(html).contains("<tr class=\"masked\"><td class=\"n\"></td><td class=\"l\"></td>")
                .contains("<p class=\"meta\">equal after masks");
    }

    @Test
    void aMaskedLineBesideARealChangeIsShownAsLoggedWithoutCallingTheTextsEqual() throws IOException {
        String html = html(input("at 2026-11-30T12:04:08Z\nloss 0.5\n", "at 2026-11-30T12:05:09Z\nloss 0.7\n"), 400);

        assertThat(html).contains("<td class=\"l\">at 2026-11-30T12:04:08Z</td>")
                .contains("<p class=\"meta\">the tinted lines differ only").doesNotContain("equal after masks")
                .contains("<tr class=\"changed\">");
    }

    @Test
    void textsEqualIgnoringWhitespaceOrWithinTheToleranceSayWhatMadeThemEqualNotMasks() throws IOException {
        String whitespace = html(input("answer  42\n", "answer 42\n"),
                DiffOptions.defaults().withIgnoreWhitespace(true), 400);
        String tolerance = html(input("loss 0.5001\n", "loss 0.5002\n"),
                DiffOptions.defaults().withTolerance(new NumericTolerance(0.001, 0)), 400);

        assertThat(whitespace).contains("<p class=\"meta\">equal ignoring whitespace: the tinted lines differ only in"
                + " whitespace, and are shown as logged</p>").doesNotContain("masks");
        assertThat(tolerance).contains("<p class=\"meta\">equal within tolerance: the tinted lines differ only in"
                + " numbers within the tolerance, and are shown as logged</p>").doesNotContain("masks");
    }

    @Test
    void aTintedLineBesideARealChangeNamesEveryNormalizationThatIsOn() throws IOException {
        String html = html(input("answer  42\nloss 0.5\n", "answer 42\nloss 0.7\n"),
                DiffOptions.defaults().withIgnoreWhitespace(true), 400);

        assertThat(html).contains("<p class=\"meta\">the tinted lines differ only in what the masks recognise as noise"
                + " or whitespace, and are shown as logged</p>").contains("<tr class=\"changed\">");
    }

    @Test
    void aDiffWithoutMaskedLinesHasNoMaskNote() throws IOException {
        assertThat(html(input("a\nb\n", "a\nc\n"), 400)).doesNotContain("tinted lines");
    }

    @Test
    void longDiffsAreFoldedAndCappedWithANote() throws IOException {
        String left = IntStream.range(0, 2000).mapToObj(i -> "line " + i + "\n").collect(Collectors.joining());
        StringBuilder right = new StringBuilder();
        left.lines().forEach(line -> right.append(line.endsWith("0") ? line + " changed" : line).append('\n'));

        String html = html(input(left, right.toString()), 50);

        assertThat(html).contains("unchanged lines").contains("diff cut after 50 rows (");
        assertThat(html.split("<tr class=\"changed\">", -1).length - 1).isLessThan(50);
    }

    /** Two 2 MB lines made an 8 MB report (two 20 MB lines one of 80 MB): a long line is cut around its change. */
    @Test
    void aLongLineIsCutAroundItsChangeSoTheReportStaysSmall() throws IOException {
        String head = "x".repeat(1_000_000);
        String tail = "y".repeat(1_000_000);

        String html = html(input(head + "A" + tail + "\n", head + "B" + tail + "\n"), 400);
        StringWriter json = new StringWriter();
        new JsonReport(DiffOptions.defaults(), 400).write(input(head + "A" + tail + "\n", head + "B" + tail + "\n"),
                json, Cancellation.none());

        assertThat(html.length()).isLessThan(100_000);
        assertThat(html).contains("\u2026 (999,960 characters before) " + "x".repeat(40) + "<mark class=\"l\">A</mark>y")
                .contains("<mark class=\"r\">B</mark>").contains(" more characters)");
        assertThat(json.toString().length()).isLessThan(100_000);
        JsonNode row = new ObjectMapper().readTree(json.toString()).path("runs").get(1).path("diffs").get(0)
                .path("rows").get(0);
        String left = row.path("left").asText();
        JsonNode span = row.path("left_spans").get(0);
        assertThat(left.substring(span.get(0).asInt(), span.get(1).asInt())).isEqualTo("A");
    }

    @Test
    void jsonHasTheSameContent() throws IOException {
        StringWriter out = new StringWriter();
        new JsonReport(DiffOptions.defaults(), 400).write(input("a\nb 1\n", "a\nb 2\n"), out, Cancellation.none());

        JsonNode json = new ObjectMapper().readTree(out.toString());
        assertThat(json.path("file").asText()).isEqualTo("logs/run\u001b[2J.jsonl");
        assertThat(json.path("seed_ack_counts").path("mismatch").asInt()).isEqualTo(1);
        assertThat(json.path("verdict_counts").path("diverged").asInt()).as("as check --json counts it").isEqualTo(1);
        assertThat(json.path("verdict_counts").has(VerdictLabels.EXPECTED)).isFalse();
        JsonNode run = json.path("runs").get(1);
        assertThat(run.path("seed_ack").asText()).isEqualTo("mismatch");
        assertThat(run.path("seed_ack_raw").asText()).isEqualTo("mismatch: checksum");
        assertThat(run.path("expected").asBoolean()).isTrue();
        assertThat(run.path("reason").asText()).isEqualTo("replay 1 differs in stdout at line 2, column 6");
        assertThat(json.path("runs").get(0).has("reason")).isFalse();
        assertThat(run.path("first_divergence").path("line").asInt()).isEqualTo(2);
        assertThat(run.path("run").asText()).as("named as check --json names it").isEqualTo("run-<b>bad</b>");
        assertThat(run.has("key")).isFalse();
        assertThat(run.path("first_divergence").path("stream").asText()).isEqualTo("stdout");
        assertThat(run.path("first_divergence").path("column").asInt()).isEqualTo(6);
        assertThat(run.path("first_divergence").path("offset").asInt()).isEqualTo(10);
        assertThat(json.path("runs").get(0).path("first_divergence").isNull()).isTrue();
        JsonNode diff = run.path("diffs").get(0);
        assertThat(diff.path("classes").get(0).asText()).isEqualTo("numeric");
        JsonNode changed = diff.path("rows").get(1);
        assertThat(changed.path("kind").asText()).isEqualTo("changed");
        assertThat(changed.path("left_spans").get(0).get(0).asInt()).isEqualTo(2);
        assertThat(json.path("runs").get(0).path("diffs").size()).isZero();
    }

    @Test
    void jsonGivesAMaskedRowAsLogged() throws IOException {
        StringWriter out = new StringWriter();
        new JsonReport(DiffOptions.defaults(), 400).write(input("id 0x7fc3a33beb90\n", "id 0x7f71df216b90\n"), out,
                Cancellation.none());

        JsonNode row = new ObjectMapper().readTree(out.toString()).path("runs").get(1).path("diffs").get(0)
                .path("rows").get(0);
        assertThat(row.path("masked_difference").asBoolean()).isTrue();
        assertThat(row.path("left").asText()).isEqualTo("id 0x7fc3a33beb90");
        assertThat(row.path("right").asText()).isEqualTo("id 0x7f71df216b90");
    }

    /** A diverged run's outputs and their comparison, as a report's rows get them. */
    private static List<ReportDiff> compared(DiffOptions options) {
        RunOutputs original = new RunOutputs("started 2026-11-29T09:00:00Z\nscore 1\nsame\n", "warn\n", 0L);
        RunOutputs replayed = new RunOutputs("started 2026-11-29T09:00:07Z\nscore 2\nsame\n", "error\n", 1L);
        RunComparison comparison = RunComparison.compare(original, replayed, new TextDiffer(options),
                Cancellation.none());
        return ReportDiff.ofRuns(original, replayed, comparison, "original vs replay 1");
    }

    @Test
    void theDiffsThatNamedARunsClassesAreShownAsTheyWouldBeComputedForThePage() throws IOException {
        DiffOptions options = DiffOptions.defaults();
        List<ReportDiff> reused = compared(options);
        assertThat(reused).extracting(ReportDiff::title).containsExactly("stdout: original vs replay 1",
                "stderr: original vs replay 1", "exit_code: original vs replay 1");
        assertThat(reused).extracting(diff -> diff.compared() != null).containsExactly(true, true, false);
        List<ReportDiff> made = reused.stream()
                .map(diff -> new ReportDiff(diff.title(), diff.leftText(), diff.rightText())).toList();

        assertThat(html(input(reused), options, 400)).isEqualTo(html(input(made), options, 400));
        StringWriter reusedJson = new StringWriter();
        new JsonReport(options, 400).write(input(reused), reusedJson, Cancellation.none());
        StringWriter madeJson = new StringWriter();
        new JsonReport(options, 400).write(input(made), madeJson, Cancellation.none());
        assertThat(reusedJson.toString()).isEqualTo(madeJson.toString());
    }

    @Test
    void theComparisonOfABigPairIsNotKeptButMadeAgainForItsPage() {
        String big = "x".repeat(ReportDiff.KEPT_DIFF_CHARS / 2) + "\n";
        RunOutputs original = new RunOutputs(big + "a\n", "small\n", 0L);
        RunOutputs replayed = new RunOutputs(big + "b\n", "other\n", 0L);
        TextDiffer differ = new TextDiffer(DiffOptions.defaults());
        List<ReportDiff> diffs = ReportDiff.ofRuns(original, replayed,
                RunComparison.compare(original, replayed, differ, Cancellation.none()), "original vs replay 1");
        assertThat(diffs).extracting(diff -> diff.compared() != null).containsExactly(false, true);
        assertThat(diffs.get(0).diff(differ, Cancellation.none()).hunks()).hasSize(1);
    }

    @Test
    void aDiffComputedAlreadyIsReusedOnlyUnderTheReportsOwnOptions() {
        DiffOptions options = DiffOptions.defaults();
        ReportDiff stdout = compared(options).get(0);
        assertThat(stdout.diff(new TextDiffer(options), Cancellation.none())).isSameAs(stdout.compared());

        TextDiff other = stdout.diff(new TextDiffer(options.withMasksEnabled(false)), Cancellation.none());
        assertThat(other).isNotSameAs(stdout.compared());
        assertThat(other.options().masksEnabled()).as("compared again, under the report's options").isFalse();
        assertThat(other.leftLine(0)).isEqualTo("started 2026-11-29T09:00:00Z");
    }
}
