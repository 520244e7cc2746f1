package com.collimate.inspector.ui.detail;

import com.collimate.inspector.core.api.Endpoint;
import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.model.Seed;
import com.collimate.inspector.core.model.SeedAck;
import com.collimate.inspector.core.text.TerminalText;
import com.collimate.inspector.ui.testing.ListRolloutLog;
import com.collimate.inspector.ui.testing.Runs;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

class RunDetailViewModelTest {
    private final String bigOutput = "0123456789\n".repeat(2_000_000);
    private final Run run = new Run("key-7", 7, "bash", "echo $HOME", Seed.ofString(Runs.SEED), SeedAck.MISMATCH,
            "(mismatch)", bigOutput, "\u001b[31merror\u001b[0m", 3L, "grp", 4L, 1.5, 250.0, "2026-01-01T00:00:00Z",
            Map.of("response.usage", "{\"cpu\":1}"), "{\"run_id\":\"key-7\",\"seed_ack\":\"(mismatch)\"}");
    private final ListRolloutLog log = new ListRolloutLog(Path.of("d.jsonl"), List.of(run), List.of());
    private Endpoint endpoint = Endpoint.parse("https://collimate.example", null, "the settings file");
    private final RunDetailViewModel viewModel = new RunDetailViewModel(Runnable::run, Runnable::run,
            () -> endpoint, file -> Optional.empty());

    @Test
    void preparesEveryTab() {
        viewModel.show(log, 0);
        RunDetail detail = viewModel.detailProperty().get();
        assertThat(detail.fields()).extracting(RunDetail.Field::name)
                .contains("key", "seed", "seed_ack", "exit_code", "reward", "timestamp", "response.usage");
        assertThat(detail.fields()).contains(new RunDetail.Field("seed_ack", "mismatch (logged as \"(mismatch)\")"));
        assertThat(detail.code().text()).isEqualTo("echo $HOME");
        assertThat(detail.stderr().text()).isEqualTo("error");
        assertThat(detail.raw().text()).contains("\"run_id\" : \"key-7\"");
        assertThat(detail.curlCommand()).contains("https://collimate.example/v1/exec");
        assertThat(viewModel.errorProperty().get()).isEmpty();
    }

    @Test
    void theStdoutTabColoursWithThe8BitCsiAsWithEscBracketAndSearchesPastIt() {
        Run csi = new Run("csi", 2, "python", "", Seed.ofString(null), SeedAck.OFF, "off",
                "\u009b31mFAILED\u009b0m test_a \u0085\n", "", 1L, null, null, null, null, null, Map.of(), "{}");
        viewModel.show(new ListRolloutLog(Path.of("csi.jsonl"), List.of(csi), List.of()), 0);
        viewModel.setSearch(Pattern.compile("31m|failed test", Pattern.CASE_INSENSITIVE));

        StyledText stdout = viewModel.detailProperty().get().stdout();

        assertThat(stdout.text()).isEqualTo("FAILED test_a <U+0085>");
        assertThat(StyledTextTest.styleAt(stdout, 0)).contains("ansi-fg-1");
        assertThat(StyledTextTest.styleAt(stdout, stdout.text().indexOf("<U+0085>"))).contains(TerminalText.CONTROL);
        assertThat(stdout.hits()).isEqualTo(1);
        viewModel.setRenderAnsi(false);
        assertThat(viewModel.detailProperty().get().stdout().text()).startsWith("<U+009B>31mFAILED<U+009B>0m test_a");
    }

    @Test
    void bigOutputIsCappedUntilShowMore() {
        viewModel.show(log, 0);
        StyledText stdout = viewModel.detailProperty().get().stdout();
        assertThat(stdout.truncated()).isTrue();
        assertThat(stdout.text().length()).isLessThan(RunDetailViewModel.INITIAL_LIMIT + 100);
        viewModel.showMore();
        assertThat(viewModel.detailProperty().get().stdout().text().length())
                .isGreaterThan(RunDetailViewModel.INITIAL_LIMIT * 4);
    }

    /** Past megabytes of colour escapes, which show nothing with ANSI colours on, one Show more shows what follows. */
    @Test
    void oneShowMoreShowsTheTextAfterEscapesThatShowNothing() {
        String escapes = "\u001b[0m".repeat(RunDetailViewModel.INITIAL_LIMIT * 4);
        Run coloured = new Run("coloured", 1, "python", "", Seed.ofString(null), SeedAck.OFF, "off",
                "line\n".repeat(RunDetailViewModel.INITIAL_LIMIT / 5 + 1) + escapes + "tail", "", 0L, null, null, null, null,
                null, Map.of(), "{}");
        viewModel.show(new ListRolloutLog(Path.of("coloured.jsonl"), List.of(coloured), List.of()), 0);
        StyledText first = viewModel.detailProperty().get().stdout();
        assertThat(first.text()).endsWith("line\nline").doesNotContain("tail");
        assertThat(RunDetailViewModel.canShowMore(first)).isTrue();

        viewModel.showMore();

        assertThat(viewModel.detailProperty().get().stdout().text()).endsWith("line\ntail");
        assertThat(viewModel.detailProperty().get().stdout().omitted().any()).isFalse();
    }

    @Test
    void aTwentyMegabyteSingleLineRendersBounded() {
        StyledText text = rendered(RunDetailViewModel.INITIAL_LIMIT, RunDetailViewModel.MAX_LINE_CHARS,
                "x".repeat(20 * 1024 * 1024));
        assertThat(text.text().length()).isLessThan(RunDetailViewModel.MAX_LINE_CHARS + 200);
        assertThat(text.truncated()).isTrue();
    }

    @Test
    void showMoreShowsMoreOfALongLineUntilTheLineLimit() {
        StyledText cut = rendered(1_000_000, RunDetailViewModel.MAX_LINE_CHARS, "x".repeat(20_000));
        assertThat(RunDetailViewModel.canShowMore(cut)).as("a cut line, every character read").isTrue();
        StyledText atLimit = rendered(1_000_000, RunDetailViewModel.MAX_LINE_LIMIT,
                "x".repeat(RunDetailViewModel.MAX_LINE_LIMIT + 1));
        assertThat(RunDetailViewModel.canShowMore(atLimit)).as("nothing more Show more could show").isFalse();
        StyledText readUpToTheCutLastLine = rendered(700_000, RunDetailViewModel.MAX_LINE_LIMIT,
                "a\n" + "x".repeat(RunDetailViewModel.MAX_LINE_LIMIT * 2));
        assertThat(readUpToTheCutLastLine.truncated()).isTrue();
        assertThat(RunDetailViewModel.canShowMore(readUpToTheCutLastLine)).as("only more of a line cut for good").isFalse();
        StyledText moreLinesAfter = rendered(700_000, RunDetailViewModel.MAX_LINE_LIMIT,
                "x".repeat(RunDetailViewModel.MAX_LINE_LIMIT * 2) + "\nnext line");
        assertThat(RunDetailViewModel.canShowMore(moreLinesAfter)).as("the next line is still to come").isTrue();
        assertThat(RunDetailViewModel.canShowMore(StyledText.plain("ok"))).isFalse();

        Run longLine = new Run("long", 1, "python", "", Seed.ofString(null), SeedAck.OFF, "off",
                "y".repeat(100_000), "", 0L, null, null, null, null, null, Map.of(), "{}");
        RunDetailViewModel model = new RunDetailViewModel(Runnable::run, Runnable::run, () -> null,
                file -> Optional.empty());
        model.show(new ListRolloutLog(Path.of("long.jsonl"), List.of(longLine), List.of()), 0);
        assertThat(model.detailProperty().get().stdout().text()).startsWith("y".repeat(10_000) + " … [90,000 more");
        model.showMore();
        StyledText more = model.detailProperty().get().stdout();
        assertThat(more.text()).startsWith("y".repeat(80_000) + " … [20,000 more");
        assertThat(RunDetailViewModel.canShowMore(more)).isTrue();
        model.showMore();
        assertThat(model.detailProperty().get().stdout().text()).isEqualTo("y".repeat(100_000));
        assertThat(model.detailProperty().get().stdout().omitted().any()).isFalse();
    }

    @Test
    void ansiToggleShowsEscapes() {
        viewModel.show(log, 0);
        viewModel.setRenderAnsi(false);
        assertThat(viewModel.detailProperty().get().stderr().text()).isEqualTo("^[[31merror^[[0m");
    }

    @Test
    void searchMatchesAreMarkedInTheTextAsShown() {
        viewModel.show(log, 0);
        viewModel.setSearch(Pattern.compile("ERROR", Pattern.CASE_INSENSITIVE));
        StyledText stderr = viewModel.detailProperty().get().stderr();
        assertThat(stderr.hits()).isEqualTo(1);
        assertThat(stderr.firstHit()).isZero();
        assertThat(viewModel.detailProperty().get().code().hits()).isZero();

        viewModel.setRenderAnsi(false);
        assertThat(viewModel.detailProperty().get().stderr().firstHit()).as("after the visible escape").isEqualTo(6);

        viewModel.setSearch(null);
        assertThat(viewModel.detailProperty().get().stderr().hits()).isZero();
    }

    /**
     * A colour or cursor sequence of megabytes shows as text, cut as a long line is, and each Show more shows more of it.
     * Read as one sequence, the part read ended before it, and Show more showed nothing new until a limit took all of
     * it in (three clicks for 20 MB); shown as text it was laid out whole, past the longest line shown.
     */
    @Test
    void everyShowMoreShowsMoreOfAnOutputWithAnEscapeSequenceOfMegabytes() {
        for (String end : List.of("m", "H")) {
            for (boolean ansi : new boolean[] {true, false}) {
                String stdout = "ok\n\u001b[" + "1;".repeat(2_500_000) + end + "x";
                Run huge = new Run("huge-escape", 4, "python", "", Seed.ofString(null), SeedAck.OFF, "off", stdout,
                        "", 0L, null, null, null, null, null, Map.of(), "{}");
                viewModel.setRenderAnsi(ansi);
                viewModel.show(new ListRolloutLog(Path.of("escape.jsonl"), List.of(huge), List.of()), 0);
                String why = "final " + end + ", ansi " + ansi;

                StyledText shown = viewModel.detailProperty().get().stdout();
                assertThat(shown.text()).as(why).startsWith("ok\n^[[1;1;");
                assertThat(longestLine(shown.text())).as(why).isLessThan(RunDetailViewModel.MAX_LINE_CHARS + 100);
                for (int clicks = 1; RunDetailViewModel.canShowMore(shown); clicks++) {
                    assertThat(clicks).as(why).isLessThan(10);
                    viewModel.showMore();
                    StyledText more = viewModel.detailProperty().get().stdout();
                    assertThat(more.text().length()).as(why + ", click " + clicks)
                            .isGreaterThan(shown.text().length());
                    assertThat(longestLine(more.text())).as(why).isLessThan(RunDetailViewModel.MAX_LINE_LIMIT + 100);
                    shown = more;
                }
            }
        }
    }

    private static int longestLine(String text) {
        return text.lines().mapToInt(String::length).max().orElse(0);
    }

    @Test
    void aMatchInThePartNotShownIsCountedAndTheNoticeSaysWhereToReadIt() {
        String line = "x".repeat(2_000_000) + "NEEDLE" + "\u001b[31my\u001b[0m".repeat(300_000) + "z".repeat(2_000_000);
        Run wide = new Run("wide", 3, "python", "", Seed.ofString(null), SeedAck.OFF, "off", "needle\n" + line,
                "", 0L, null, null, null, null, null, Map.of(), "{}");
        viewModel.show(new ListRolloutLog(Path.of("wide.jsonl"), List.of(wide), List.of()), 0);
        viewModel.setSearch(Pattern.compile("needle", Pattern.CASE_INSENSITIVE));

        StyledText stdout = viewModel.detailProperty().get().stdout();
        assertThat(stdout.hits()).as("the match on line 1 is shown and marked").isEqualTo(1);
        assertThat(stdout.omitted().hiddenHits()).isEqualTo(1);
        assertThat(stdout.omitted().notice()).endsWith(" characters. 1 match of the search is in the part not shown:"
                + " Save… writes the whole output.");

        viewModel.showMore();
        viewModel.showMore();
        assertThat(viewModel.detailProperty().get().stdout().omitted().hiddenHits())
                .as("Show more tops out at lines of 640,000 characters").isEqualTo(1);
        viewModel.setSearch(Pattern.compile("y+z", Pattern.CASE_INSENSITIVE));
        assertThat(viewModel.detailProperty().get().stdout().omitted().hiddenHits())
                .as("read past colour escapes, as the search reads").isEqualTo(1);
        viewModel.setSearch(Pattern.compile("absent"));
        assertThat(viewModel.detailProperty().get().stdout().omitted().hiddenHits()).isZero();
        assertThat(viewModel.detailProperty().get().stdout().omitted().notice()).doesNotContain("match");
    }

    @Test
    void aLoneSurrogateShowsInNotationInTheStdoutAndRawTabs() {
        Run lone = new Run("lone-surrogate", 5, "python", "print(1)", Seed.ofString(null), SeedAck.OFF, "off",
                "bad \ud800 surrogate\n", "", 0L, null, null, null, null, null, Map.of(),
                "{\"stdout\":\"bad \\ud800 surrogate\\n\"}");
        viewModel.show(new ListRolloutLog(Path.of("nasty.jsonl"), List.of(lone), List.of()), 0);
        assertThat(viewModel.detailProperty().get().stdout().text()).isEqualTo("bad <U+D800> surrogate");
        assertThat(viewModel.detailProperty().get().raw().text()).contains("\"bad <U+D800> surrogate\\n\"");
    }

    @Test
    void theRunShownIsRenderedAgainWithoutReadingTheLogAgain() {
        viewModel.show(log, 0);
        log.close(); // any read from here on fails

        viewModel.setSearch(Pattern.compile("error"));
        viewModel.setRenderAnsi(false);

        assertThat(viewModel.errorProperty().get()).isEmpty();
        assertThat(viewModel.detailProperty().get().stderr().hits()).isEqualTo(1);
        assertThat(viewModel.detailProperty().get().stderr().text()).startsWith("^[[31m");
    }

    @Test
    void theCurlCommandFollowsTheConfiguredEndpoint() {
        viewModel.show(log, 0);
        endpoint = null;
        viewModel.endpointChanged();
        assertThat(viewModel.detailProperty().get().curlCommand()).doesNotContain("collimate.example")
                .contains("COLLIMATE_ENDPOINT");
    }

    @Test
    void theReproductionCardSaysWhyARunCannotBeReplayedInTheEnginesWords() {
        Run bare = new Run("dup", 3, null, null, Seed.ofString(Runs.SEED), SeedAck.VERIFIED, "verified", "", "", 0L,
                null, null, null, null, null, Map.of(), "{\"run_id\":\"dup\"}");
        Run noSeed = new Run("fresh", 4, "python", "print(1)", Seed.missing(), SeedAck.OFF, "off", "", "", 0L,
                null, null, null, null, null, Map.of(), "{\"run_id\":\"fresh\"}");
        ListRolloutLog runs = new ListRolloutLog(Path.of("r.jsonl"), List.of(run, bare, noSeed), List.of());

        viewModel.show(runs, 1);
        RunDetail detail = viewModel.detailProperty().get();
        assertThat(detail.whyNotReproducible()).contains("the log has no template for this run");
        assertThat(detail.reproductionNote()).isEqualTo("This run cannot be replayed: the log has no template for this"
                + " run. Replays skip it, so there is no request to copy.");

        viewModel.show(runs, 2);
        assertThat(viewModel.detailProperty().get().whyNotReproducible()).isEmpty();
        assertThat(viewModel.detailProperty().get().reproductionNote()).contains("The log has no seed for this run")
                .doesNotContain("code and seed");

        viewModel.show(runs, 0);
        assertThat(viewModel.detailProperty().get().reproductionNote()).isEqualTo(RunDetail.REPRODUCE);
    }

    @Test
    void unreadableRunGivesAOneLineError() {
        log.close();
        viewModel.show(log, 0);
        assertThat(viewModel.detailProperty().get()).isNull();
        assertThat(viewModel.errorProperty().get()).isEqualTo("Run key-7 (line 7) could not be read: d.jsonl: closed");
    }

    @Test
    void aRunTheLogNoLongerHoldsIsNamedByKeyAndLineWithTheRemedy() {
        ListRolloutLog cut = new ListRolloutLog(Path.of("cut.jsonl"), List.of(run), List.of()) {
            @Override
            public Run load(int index) throws java.io.IOException {
                throw new com.collimate.inspector.core.log.RunChangedOnDiskException(
                        "/tmp/cut.jsonl: run 1 is no longer in the file");
            }
        };
        cut.publish(com.collimate.inspector.core.log.LoadListener.NONE, 1);
        viewModel.show(cut, 0);
        assertThat(viewModel.detailProperty().get()).isNull();
        assertThat(viewModel.errorProperty().get()).isEqualTo("Run key-7 (line 7) could not be read: the log changed"
                + " on disk since it was opened (truncated or rewritten). Press F5 to read it again.");
    }

    @Test
    void savesTheWholeTextOfTheShownRunNotTheCutOneOnScreen(@TempDir Path dir) throws Exception {
        String oneLongLine = "\u001b[32mok\u001b[0m " + "y".repeat(1_000_000) + "\n\u00e9\uD83D\uDE00\n";
        Run big = new Run("r/7: x", 1, "python", "print(1)", Seed.ofString(null), SeedAck.OFF, "off",
                oneLongLine, "", 0L, null, null, null, null, null, Map.of(), "{\"run_id\":\"r/7: x\"}");
        RunDetailViewModel model = new RunDetailViewModel(Runnable::run, Runnable::run, () -> null,
                file -> Optional.empty());
        model.show(new ListRolloutLog(Path.of("big.jsonl"), List.of(big), List.of()), 0);
        assertThat(model.detailProperty().get().stdout().omitted().any()).as("the tab shows it cut").isTrue();
        assertThat(model.saveFileName(RunText.STDOUT)).isEqualTo("r-7-x.stdout.txt");
        assertThat(model.saveFileName(RunText.RECORD)).isEqualTo("r-7-x.record.json");

        String outcome = model.save(RunText.STDOUT, dir.resolve("out.txt")).get();

        assertThat(Files.readString(dir.resolve("out.txt"))).isEqualTo(oneLongLine);
        assertThat(outcome).isEqualTo("Saved the stdout of run r/7: x (line 1), 1.0 MB, to " + dir.resolve("out.txt"));
        assertThat(model.saveOutcomeProperty().get()).isEqualTo(outcome);
        model.save(RunText.CODE, dir.resolve("code.txt")).get();
        assertThat(Files.readString(dir.resolve("code.txt"))).isEqualTo("print(1)");
        model.save(RunText.RECORD, dir.resolve("r.json")).get();
        assertThat(Files.readString(dir.resolve("r.json"))).isEqualTo("{\"run_id\":\"r/7: x\"}");
    }

    @Test
    void aSavedRunIsNamedByKeyAndLineAsTheTableNamesItAndALoneSurrogateIsSavedAsAQuestionMark(
            @TempDir Path dir) throws Exception {
        Run first = Runs.run(3, "first", "verified", 0L, "g", "one\n");
        Run lone = Runs.run(5, "lone-surrogate", "verified", 0L, "g", "bad \ud800 surrogate\n");
        viewModel.show(new ListRolloutLog(Path.of("nasty.jsonl"), List.of(first, lone), List.of()), 1);

        String outcome = viewModel.save(RunText.STDOUT, dir.resolve("out.txt")).get();

        assertThat(Files.readString(dir.resolve("out.txt"))).isEqualTo("bad ? surrogate\n");
        assertThat(outcome).isEqualTo("Saved the stdout of run lone-surrogate (line 5), 16 B, to "
                + dir.resolve("out.txt") + " (1 lone surrogate written as ?: no byte stands for it)");
    }

    /**
     * Bytes that are not UTF-8, logged as U+DC80..U+DCFF (Python's "surrogateescape"), are saved as those bytes:
     * two outputs that differ only there stay different files for other tools, as the Compare window's patch does.
     */
    @Test
    void bytesThatAreNotUtf8AreSavedAsLogged(@TempDir Path dir) throws Exception {
        Run bytes = Runs.run(2, "bytes", "verified", 0L, "g", "bad \udcff\udcfe \ud83d\ude00 \ud800\n");
        viewModel.show(new ListRolloutLog(Path.of("nasty.jsonl"), List.of(bytes), List.of()), 0);

        String outcome = viewModel.save(RunText.STDOUT, dir.resolve("out.txt")).get();

        assertThat(Files.readAllBytes(dir.resolve("out.txt"))).containsExactly(
                'b', 'a', 'd', ' ', 0xFF, 0xFE, ' ', 0xF0, 0x9F, 0x98, 0x80, ' ', '?', '\n');
        assertThat(outcome).endsWith(" (2 bytes that are not UTF-8, written as logged; 1 lone surrogate written as ?:"
                + " no byte stands for it)");
    }

    @Test
    void aSaveIsRefusedOverAnOpenLogAndSaysWhyWhenItCannotWrite(@TempDir Path dir) throws Exception {
        Path openLog = Files.writeString(dir.resolve("open.jsonl"), "{}\n");
        RunDetailViewModel model = new RunDetailViewModel(Runnable::run, Runnable::run, () -> null,
                file -> file.equals(openLog) ? Optional.of("Not written: it is the log") : Optional.empty());
        assertThat(model.save(RunText.STDOUT, dir.resolve("x.txt")).get()).isEqualTo("Nothing to save: no run is shown");
        model.show(log, 0);

        assertThat(model.save(RunText.STDOUT, openLog).get()).isEqualTo("Not written: it is the log");
        assertThat(openLog).hasContent("{}\n");
        assertThat(model.save(RunText.STDERR, dir.resolve("missing").resolve("x.txt")).get())
                .startsWith("The stderr could not be saved: ").doesNotContain("Exception");
    }

    /** Output as the detail shows it with ANSI colours off. */
    private static StyledText rendered(int limit, int lineLimit, String output) {
        return StyledText.of(new TerminalText(false, limit, lineLimit).render(output));
    }
}
