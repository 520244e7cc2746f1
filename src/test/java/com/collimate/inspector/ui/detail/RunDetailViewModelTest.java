package com.collimate.inspector.ui.detail;

import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.model.Seed;
import com.collimate.inspector.core.model.SeedAck;
import com.collimate.inspector.ui.testing.ListRolloutLog;
import com.collimate.inspector.ui.testing.Runs;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

class RunDetailViewModelTest {
    private final String bigOutput = "0123456789\n".repeat(2_000_000);
    private final Run run = new Run("key-7", 7, "bash", "echo $HOME", Seed.ofString(Runs.SEED), SeedAck.MISMATCH,
            "(mismatch)", bigOutput, "\u001b[31merror\u001b[0m", 3L, "grp", 4L, 1.5, 250.0, "2026-01-01T00:00:00Z",
            Map.of("response.usage", "{\"cpu\":1}"), "{\"run_id\":\"key-7\",\"seed_ack\":\"(mismatch)\"}");
    private final ListRolloutLog log = new ListRolloutLog(Path.of("d.jsonl"), List.of(run), List.of());
    private String endpoint = "https://collimate.example";
    private final RunDetailViewModel viewModel = new RunDetailViewModel(Runnable::run, Runnable::run,
            () -> endpoint);

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
    void bigOutputIsCappedUntilShowMore() {
        viewModel.show(log, 0);
        StyledText stdout = viewModel.detailProperty().get().stdout();
        assertThat(stdout.truncated()).isTrue();
        assertThat(stdout.text().length()).isLessThan(RunDetailViewModel.INITIAL_LIMIT + 100);
        viewModel.showMore();
        assertThat(viewModel.detailProperty().get().stdout().text().length())
                .isGreaterThan(RunDetailViewModel.INITIAL_LIMIT * 4);
    }

    @Test
    void theCutNoticeCountsSourceCharactersAndLongLines() {
        StyledText oneLongLine = new TerminalText(false, 1_000_000, RunDetailViewModel.MAX_LINE_CHARS)
                .render("x".repeat(2_000_000));
        StyledText longLineAndLimit = new TerminalText(false, 262_144, RunDetailViewModel.MAX_LINE_CHARS)
                .render("short\n" + "y".repeat(500_000));
        StyledText whole = new TerminalText(false, 1_000, RunDetailViewModel.MAX_LINE_CHARS).render("ok\n");

        assertThat(RunDetailViewModel.cutNotice(oneLongLine))
                .isEqualTo("Showing the first 1,000,000 of 2,000,000 characters; 1 line longer than 10,000 characters is cut.");
        assertThat(RunDetailViewModel.cutNotice(new TerminalText(false, 3_000_000, 10_000).render("x".repeat(20_000))))
                .as("all characters read, a line still cut").isEqualTo("1 line longer than 10,000 characters is cut.");
        assertThat(RunDetailViewModel.cutNotice(longLineAndLimit)).startsWith("Showing the first 262,144 of 500,006");
        assertThat(RunDetailViewModel.cutNotice(whole)).isEmpty();
    }

    @Test
    void ansiToggleShowsEscapes() {
        viewModel.show(log, 0);
        viewModel.setRenderAnsi(false);
        assertThat(viewModel.detailProperty().get().stderr().text()).isEqualTo("␛[31merror␛[0m");
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
        assertThat(viewModel.detailProperty().get().stderr().firstHit()).as("after the visible escape").isEqualTo(5);

        viewModel.setSearch(null);
        assertThat(viewModel.detailProperty().get().stderr().hits()).isZero();
    }

    @Test
    void theRunShownIsRenderedAgainWithoutReadingTheLogAgain() {
        viewModel.show(log, 0);
        log.close(); // any read from here on fails

        viewModel.setSearch(Pattern.compile("error"));
        viewModel.setRenderAnsi(false);

        assertThat(viewModel.errorProperty().get()).isEmpty();
        assertThat(viewModel.detailProperty().get().stderr().hits()).isEqualTo(1);
        assertThat(viewModel.detailProperty().get().stderr().text()).startsWith("␛[31m");
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
    void unreadableRunGivesAOneLineError() {
        log.close();
        viewModel.show(log, 0);
        assertThat(viewModel.detailProperty().get()).isNull();
        assertThat(viewModel.errorProperty().get()).isEqualTo("Run 1 could not be read: d.jsonl: closed");
    }
}
